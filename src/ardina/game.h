/* SPDX-License-Identifier: LGPL-2.1-or-later */
/**
 * SECTION:game
 * @title: Games
 * @short_description: a game of The American Revolution, and how it is
 *   played through the library
 *
 * A game of The American Revolution, and how it is played through the
 * library.
 *
 * A game is plain, fixed-size data: ardina_game_copy() is one memcpy of
 * ardina_game_size() bytes with no pointer shared between the copies, and the
 * dice source (seed or script) is part of the game, so copying a game copies
 * its future dice.
 *
 * The game runs by itself until someone must decide. ardina_game_pending()
 * says who decides what: one side, or both at once when the decision is a
 * secret commitment (initiative, rabble rousing, battle tactics), which each
 * side builds piece by piece and seals without seeing the other's.
 * ardina_game_legal_actions() enumerates the legal choices and
 * ardina_game_apply() applies one. An illegal action fails with a #GError in
 * %ARDINA_ERROR whose message names the rule that forbids it, and the game is
 * left byte for byte as it was: actions run on a scratch copy that replaces
 * the game only on success.
 *
 * Every change to a game is reported as an event citing the rule(s) it
 * applies, through the #ArdinaEventFunc the caller passes.
 *
 * |[<!-- language="C" -->
 * static void
 * on_event (const ArdinaEvent *event, gpointer user_data)
 * {
 *   g_print ("%s\n", ardina_event_get_text (event));
 * }
 *
 * ArdinaGameOptions options = { ARDINA_SCENARIO_FULL, 0, 42 };
 * ArdinaGame *game = ardina_game_new_standard (&options, on_event, NULL);
 * ArdinaPending pending[2];
 * GError *error = NULL;
 *
 * if (ardina_game_pending (game, pending) > 0)
 *   {
 *     ArdinaSide side = pending[0].side;
 *     guint n = ardina_game_legal_actions (game, side, NULL, 0);
 *     ArdinaAction *legal = g_new (ArdinaAction, n);
 *
 *     g_print ("%s\n", pending[0].prompt);
 *     ardina_game_legal_actions (game, side, legal, n);
 *     for (guint i = 0; i < n; i++)
 *       {
 *         char *text = ardina_action_to_string (&legal[i]);
 *         g_print ("  %s\n", text);     // "british place carleton quebec"
 *         g_free (text);
 *       }
 *     if (n > 0 && !ardina_game_apply (game, &legal[0], on_event, NULL, &error))
 *       g_clear_error (&error);
 *     g_free (legal);
 *   }
 * // Refused: "[4.2] it is not the american player's decision now: ...",
 * // and the game is unchanged.
 * if (!ardina_game_apply_text (game, "american end", on_event, NULL, &error))
 *   {
 *     g_printerr ("%s\n", error->message);
 *     g_clear_error (&error);
 *   }
 * ardina_game_free (game);
 * ]|
 *
 * A game has no lock: a thread that plays a game must be the only one
 * using it, and ardina_game_get_piece_place() returns a buffer that all
 * games share.
 */
#if !defined(ARDINA_INSIDE) && !defined(ARDINA_COMPILATION)
#error "Only <ardina/ardina.h> can be included directly."
#endif
#ifndef ARDINA_GAME_H
#define ARDINA_GAME_H

#include <glib.h>
#include <ardina/version.h>
#include <ardina/catalog.h>

G_BEGIN_DECLS

/**
 * ArdinaGame:
 *
 * A game: the whole state of one play, dice source included, as plain,
 * fixed-size data (ardina_game_size() bytes, no pointers). Opaque: create
 * one with ardina_game_new_standard(), ardina_game_new_empty(),
 * ardina_game_copy(), ardina_game_view() or ardina_game_load(), and free it
 * with ardina_game_free(). A program must not allocate one itself, nor
 * change its bytes: a game is changed only by ardina_game_apply(),
 * ardina_game_apply_text() and the dice functions.
 *
 * Since: 0.1
 */
typedef struct _ArdinaGame ArdinaGame;

/**
 * ArdinaEvent:
 *
 * One change to a game, citing the rule(s) it applies, as the
 * #ArdinaEventFunc receives it. Opaque and owned by the library; valid
 * only during the call of the #ArdinaEventFunc: a program that keeps what
 * it says copies the text (g_strdup() of ardina_event_get_text()) and the
 * rules (which live for ever).
 *
 * Since: 0.1
 */
typedef struct _ArdinaEvent ArdinaEvent;

/**
 * ArdinaSide:
 * @ARDINA_SIDE_AMERICAN: the American player.
 * @ARDINA_SIDE_BRITISH: the British player.
 * @ARDINA_SIDE_NONE: no side: no winner (yet), an event both players
 *   see, a piece that belongs to neither.
 *
 * A player. The values are fixed (0, 1, 0xff): saves and programs may
 * store them.
 *
 * Since: 0.1
 */
typedef enum {
  ARDINA_SIDE_AMERICAN = 0,
  ARDINA_SIDE_BRITISH = 1,
  ARDINA_SIDE_NONE = 0xff
} ArdinaSide;

/**
 * ArdinaScenario:
 * @ARDINA_SCENARIO_FULL: the full game, 1775-1782 (1.1).
 * @ARDINA_SCENARIO_SHORT: the short game, which ends after the 1778 turn
 *   (3.5).
 *
 * Which scenario a game plays.
 *
 * Since: 0.1
 */
typedef enum {
  ARDINA_SCENARIO_FULL,   /* 1775-1782 (1.1) */
  ARDINA_SCENARIO_SHORT   /* ends after the 1778 turn (3.5) */
} ArdinaScenario;

/**
 * ARDINA_OPTIONAL:
 * @section: an optional rules section, 28-38
 *
 * Optional rules sections are switched on one at a time (the optional
 * rules preamble, 1.4): bit ARDINA_OPTIONAL(28) for section 28, etc. OR
 * them into #ArdinaGameOptions.optional. @section outside 28-38 gives a
 * meaningless bit.
 *
 * Returns: the bit of @section.
 *
 * Since: 0.1
 */
#define ARDINA_OPTIONAL(section) (1u << ((section) - 28))

/**
 * ARDINA_OPTIONAL_ALL:
 *
 * Every optional section, 28-38: the bits of ARDINA_OPTIONAL(28) to
 * ARDINA_OPTIONAL(38). Other bits of #ArdinaGameOptions.optional are
 * ignored.
 *
 * Since: 0.1
 */
#define ARDINA_OPTIONAL_ALL 0x7ffu

/**
 * ARDINA_OPTIONAL_PLAYED:
 *
 * The optional sections the engine plays, as ARDINA_OPTIONAL() bits:
 * every section, 28-38, now that militia expeditions (33) are played,
 * so it equals %ARDINA_OPTIONAL_ALL. A section's bit was added here when
 * its rules landed in the engine; a library whose list were shorter would
 * play a section missing from it by the standard rules alone, so
 * ardina_game_options_check() refuses such a section unless
 * #ArdinaGameOptions.setup_only is set. The macro is
 * the value of the headers a program was built with; ask the library it
 * runs with by ardina_optional_played() or ardina_game_options_check().
 *
 * Since: 0.1
 */
#define ARDINA_OPTIONAL_PLAYED (ARDINA_OPTIONAL (28) | ARDINA_OPTIONAL (29) | ARDINA_OPTIONAL (30) | ARDINA_OPTIONAL (31) \
                                | ARDINA_OPTIONAL (32) | ARDINA_OPTIONAL (33) | ARDINA_OPTIONAL (34) | ARDINA_OPTIONAL (35) \
                                | ARDINA_OPTIONAL (36) | ARDINA_OPTIONAL (37) | ARDINA_OPTIONAL (38))

/**
 * ArdinaGameOptions:
 * @scenario: the scenario to play.
 * @optional: the optional rules sections in play, ARDINA_OPTIONAL() bits
 *   (0 for none).
 * @seed: seed of the dice source: the same seed gives the same rolls on
 *   every platform (doc/dice.md).
 * @setup_only: %TRUE lets @optional name sections the engine does not
 *   play yet (%ARDINA_OPTIONAL_PLAYED) for their effects on the set-up
 *   alone: which markers are in the game (1.4, 7.8). Such a game is
 *   played by the standard rules; oracle cases and tests use it. %FALSE
 *   (the default) refuses those sections.
 * @reserved: set to zero: room for options added later without changing
 *   the struct's size.
 *
 * How to set up a game. Initialize it whole (`= { 0 }` or a designated
 * initializer), so that @setup_only is %FALSE and @reserved is zero.
 *
 * Since: 0.1
 */
typedef struct {
  ArdinaScenario scenario;
  guint32 optional;     /* ARDINA_OPTIONAL bits */
  guint64 seed;         /* seed of the dice source */
  guint32 reserved[3];
  gboolean setup_only;  /* optional sections for their set-up effects only */
} ArdinaGameOptions;

/**
 * ardina_optional_played:
 * @section: an optional rules section, 28-38
 *
 * Tells whether the engine plays an optional rules section
 * (%ARDINA_OPTIONAL_PLAYED).
 *
 * Returns: %TRUE when the engine plays @section's rules; %FALSE when it
 *   does not yet, or when @section is not 28-38.
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_optional_played (guint section);

/**
 * ardina_game_options_check:
 * @options: (nullable): how to set up a game; %NULL is the default
 * @error: return location for a #GError, or %NULL
 *
 * Checks options taken from a user before ardina_game_new_standard() or
 * ardina_game_new_empty(), which refuse bad options as programmer errors
 * (a critical warning). The scenario must exist, @options.optional hold
 * only bits of %ARDINA_OPTIONAL_ALL and @options.reserved be zero; and,
 * unless @options.setup_only is set, every optional section asked for
 * must be one the engine plays (%ARDINA_OPTIONAL_PLAYED): a game with the
 * others would be played by the standard rules without a word.
 *
 * Returns: %TRUE when the options are good; %FALSE with @error set to
 *   %ARDINA_ERROR_INVALID otherwise. For a section the engine does not
 *   play, the message names it and the sections the engine plays ("none
 *   yet" when it plays none).
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_game_options_check (const ArdinaGameOptions *options, GError **error);

/* ---- creating and copying ---- */

/**
 * ArdinaEventFunc:
 * @event: (transfer none): the event; valid only during the call
 * @user_data: the data the caller passed with the function
 *
 * Receives the events of a game, one call per event, in the order they
 * happened, once the action that caused them has succeeded and before
 * ardina_game_apply() returns. It may read the game, which already shows
 * the action's result, but must not apply actions to it, free it or
 * change it.
 *
 * Since: 0.1
 */
typedef void (*ArdinaEventFunc) (const ArdinaEvent *event, gpointer user_data);

/**
 * ardina_game_new_standard:
 * @options: (nullable): how to set up the game; %NULL for the full
 *   scenario, no optional rules and seed 0
 * @func: (nullable) (scope call): receives the events of the set-up, or
 *   %NULL
 * @user_data: passed to @func
 *
 * The standard set-up of rule 4, run until the first decision (the set-up
 * choices of 4.2-4.5 are decisions of the players). Events of the set-up
 * go to @func (may be %NULL). The dice are seeded with the seed of
 * @options; give a script with ardina_game_set_dice_script() afterwards
 * if needed.
 *
 * Returns: (transfer full): a new game; free it with ardina_game_free().
 *   %NULL (with a critical warning) when ardina_game_options_check()
 *   refuses @options, an optional section the engine does not play yet
 *   without #ArdinaGameOptions.setup_only among them.
 *
 * Since: 0.1
 */
ARDINA_API ArdinaGame *ardina_game_new_standard (const ArdinaGameOptions *options,
                                                 ArdinaEventFunc func, gpointer user_data);

/**
 * ardina_game_new_empty:
 * @options: (nullable): the scenario, optional rules and seed; %NULL for
 *   the full scenario, no optional rules and seed 0
 * @year: 0 (1775) or a year of the game, 1775-1782
 *
 * An empty board at the start of @year's turn (for oracle cases and
 * analysis): no pieces placed, tables at their starting positions, the
 * campaign markers in the pool but for those set aside (7.8, 1.4). The game
 * has run to its first decision, which needs no die.
 *
 * Returns: (transfer full): a new game; free it with ardina_game_free().
 *   %NULL (with a critical warning) when @year is not 0 or 1775-1782,
 *   or when ardina_game_options_check() refuses @options.
 *
 * Since: 0.1
 */
ARDINA_API ArdinaGame *ardina_game_new_empty (const ArdinaGameOptions *options, guint year);

/**
 * ardina_game_copy:
 * @game: a game
 *
 * Copies @game, its dice source included: the copy rolls the same dice
 * from here on. A copy of a view is a view.
 *
 * Returns: (transfer full): a new game equal to @game; free it with
 *   ardina_game_free(). %NULL (with a critical warning) when @game is
 *   %NULL or not a game.
 *
 * Since: 0.1
 */
ARDINA_API ArdinaGame *ardina_game_copy (const ArdinaGame *game);

/**
 * ardina_game_free:
 * @game: (nullable) (transfer full): a game, or %NULL
 *
 * Frees a game made by any of the functions that return one. The game must
 * not be used afterwards.
 *
 * Since: 0.1
 */
ARDINA_API void ardina_game_free (ArdinaGame *game);

/**
 * ardina_game_size:
 *
 * The fixed size of a game in bytes: what a copy costs, and the same for
 * every game.
 *
 * Returns: sizeof the game's state.
 *
 * Since: 0.1
 */
ARDINA_API gsize ardina_game_size (void);

/**
 * ardina_game_equal:
 * @a: a game
 * @b: another game
 *
 * Compares two games byte for byte: the board, the decisions pending and
 * the dice source (the seed's state or the script and how far it has
 * run). A game and its copy are equal; a game whose refused action left
 * it unchanged is equal to what it was.
 *
 * Returns: %TRUE when the two games are the same state.
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_game_equal (const ArdinaGame *a, const ArdinaGame *b);

/* ---- dice ----
 * Dice and random picks (campaign markers from the pool, leaders from a
 * leader pool) come from one source the caller chooses. Seeded: PCG32
 * (doc/dice.md), the same rolls on every platform. Scripted: a list of die
 * results and a list of picks; running out is an error, never a silent
 * random roll. */

/**
 * ardina_game_set_dice_seed:
 * @game: a game
 * @seed: the new seed
 *
 * Switches @game to seeded dice and picks (PCG32, doc/dice.md) from
 * @seed, dropping any dice or pick script.
 *
 * Since: 0.1
 */
ARDINA_API void ardina_game_set_dice_seed (ArdinaGame *game, guint64 seed);

/**
 * ardina_game_set_dice_script:
 * @game: a game
 * @dice: (array length=n_dice): the die results to roll, in order, each
 *   1-6; copied, the caller keeps them
 * @n_dice: how many, at most 512
 * @error: return location for a #GError, or %NULL
 *
 * Makes @game roll @dice, in order, in place of the seed, replacing any
 * earlier dice script. The game is then scripted for picks too: a random
 * pick needs a pick script (ardina_game_set_pick_script()). When the
 * script runs out, the action that needed a die fails with
 * %ARDINA_ERROR_DICE, never a silent random roll.
 *
 * Returns: %TRUE on success; %FALSE with @error set to
 *   %ARDINA_ERROR_DICE when there are more than 512 dice or one is not
 *   1-6, and the game unchanged.
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_game_set_dice_script (ArdinaGame *game, const guint8 *dice,
                                                 gsize n_dice, GError **error);

/**
 * ardina_game_set_pick_script:
 * @game: a game
 * @picks: (array length=n_picks): piece names ("spy-1", "greene"), none
 *   %NULL, in the order they are to be picked; copied, the caller keeps
 *   them
 * @n_picks: how many, at most 128
 * @error: return location for a #GError, or %NULL
 *
 * Picks by piece name ("spy-1", "greene"), in order: each random pick
 * (a campaign marker from the pool, a leader from a leader pool) takes the
 * next name, which must be among the pieces that can be picked then, or
 * the action fails with %ARDINA_ERROR_DICE. Replaces any earlier pick
 * script; the game is then scripted for dice too (see
 * ardina_game_set_dice_script()).
 *
 * Returns: %TRUE on success; %FALSE with @error set to
 *   %ARDINA_ERROR_DICE when there are more than 128 picks or a name is no
 *   piece's, and the game unchanged.
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_game_set_pick_script (ArdinaGame *game, const char *const *picks,
                                                 gsize n_picks, GError **error);

/**
 * ardina_game_dice_left:
 * @game: a game; not %NULL
 *
 * Counts the scripted dice not yet rolled.
 *
 * Returns: how many scripted dice are not yet used; 0 for seeded dice.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_game_dice_left (const ArdinaGame *game);

/**
 * ardina_game_picks_left:
 * @game: a game; not %NULL
 *
 * Counts the scripted picks not yet made.
 *
 * Returns: how many scripted picks are not yet used; 0 for seeded dice.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_game_picks_left (const ArdinaGame *game);

/* ---- decisions ---- */

/**
 * ArdinaDecisionKind:
 * @ARDINA_DECISION_NONE: the game is over.
 * @ARDINA_DECISION_SETUP: place a set-up piece (4.2-4.5).
 * @ARDINA_DECISION_COMMIT: build and seal a secret commitment.
 * @ARDINA_DECISION_PHASE: act in one's phase, or end it.
 * @ARDINA_DECISION_RETURN: choose campaign markers to return (7.2).
 * @ARDINA_DECISION_RESPOND: answer an interrupt (e.g. counter a Spy).
 * @ARDINA_DECISION_CHOOSE: choose among the options a rule offers (the
 *   order of the Rabble Rousing tables, where a unit goes, which unit takes
 *   a hit, where a beaten force retreats, which units forage).
 * @ARDINA_DECISION_MOVE: form a force, name its commander, march it and
 *   end its move (16.3).
 * @ARDINA_DECISION_BATTLE: fire one's round of a battle, or declare a
 *   retreat (18.4).
 *
 * What kind of decision a side must make (#ArdinaPending.kind).
 *
 * Since: 0.1
 */
typedef enum {
  ARDINA_DECISION_NONE,          /* the game is over */
  ARDINA_DECISION_SETUP,         /* place a set-up piece (4.2-4.5) */
  ARDINA_DECISION_COMMIT,        /* build and seal a secret commitment */
  ARDINA_DECISION_PHASE,         /* act in one's phase, or end it */
  ARDINA_DECISION_RETURN,        /* choose campaign markers to return (7.2) */
  ARDINA_DECISION_RESPOND,       /* answer an interrupt (e.g. counter a Spy) */
  ARDINA_DECISION_CHOOSE,        /* choose among the options a rule offers */
  ARDINA_DECISION_MOVE,          /* form and march a force (16.3) */
  ARDINA_DECISION_BATTLE         /* fire one's round or retreat (18.4) */
} ArdinaDecisionKind;

/**
 * ardina_decision_kind_name:
 * @kind: a kind of decision
 *
 * Gets the name of a kind of decision, as oracle cases and the command
 * line spell it.
 *
 * Returns: (transfer none): "none", "setup", "commit", "phase", "return",
 *   "respond", "choose", "move" or "battle"; "none" for a value that is
 *   no kind. A static string.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_decision_kind_name (ArdinaDecisionKind kind);

/**
 * ArdinaPending:
 * @kind: what kind of decision it is.
 * @side: who decides.
 * @rule: (transfer none): the rule that calls for the decision.
 * @prompt: what is to be decided, as a sentence for the player
 *   (NUL-terminated).
 *
 * A decision a side must make now, filled in by ardina_game_pending().
 * The caller owns the struct (usually on the stack); @rule belongs to the
 * catalog.
 *
 * Since: 0.1
 */
typedef struct {
  ArdinaDecisionKind kind;
  ArdinaSide side;
  const ArdinaRule *rule;        /* the rule that calls for the decision */
  char prompt[160];
} ArdinaPending;

/**
 * ardina_game_pending:
 * @game: a game; not %NULL
 * @out: (out caller-allocates) (array fixed-size=2): room for two
 *   entries; not %NULL
 *
 * Who must decide what now: fills up to 2 entries (both sides for a
 * simultaneous commitment), leaving the others untouched.
 *
 * Returns: how many entries were filled, 1 or 2; 0 when the game is over.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_game_pending (const ArdinaGame *game, ArdinaPending out[2]);

/* ---- actions ----
 * An action is a side, a verb and operands, written the same way on the
 * command line, in oracle cases and in saved replays (doc/actions.md):
 *   british place carleton quebec
 *   american offer spy-1          american seal
 *   american end                  british return tactics-3
 *   american spy hand             british counter spy-2
 */
/**
 * ARDINA_ACTION_MAX_ARGS:
 *
 * The size of #ArdinaAction.args: no action has more operands.
 *
 * Since: 0.1
 */
#define ARDINA_ACTION_MAX_ARGS 8

/**
 * ArdinaAction:
 * @side: who acts.
 * @verb: internal verb code.
 * @n_args: how many of @args are used.
 * @args: the operands, as internal codes.
 *
 * An action, as plain data the caller owns (on the stack, in an array).
 * The verb and operand codes are internal and may change between
 * releases: a program gets actions from ardina_action_parse() or
 * ardina_game_legal_actions() and does not fill in or change the fields
 * itself; to store an action, store its text (ardina_action_to_string()).
 *
 * Since: 0.1
 */
typedef struct {
  ArdinaSide side;
  guint8 verb;                   /* internal verb code */
  guint8 n_args;
  guint16 args[ARDINA_ACTION_MAX_ARGS];
} ArdinaAction;

/**
 * ardina_action_parse:
 * @text: an action as text, "side verb operands" ("british place carleton
 *   quebec"); not %NULL
 * @action: (out caller-allocates): the action read; not %NULL
 * @error: return location for a #GError, or %NULL
 *
 * Reads the text of an action (doc/actions.md): the side, the verb and its
 * operands, separated by spaces or tabs. Only the words are checked (a side,
 * a known verb, the operands it takes, each naming something that exists),
 * not whether the rules allow the action now: ardina_game_apply() decides
 * that.
 *
 * Returns: %TRUE with @action filled in; %FALSE with @error set to
 *   %ARDINA_ERROR_INVALID, whose message says which word is wrong.
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_action_parse (const char *text, ArdinaAction *action, GError **error);

/**
 * ardina_action_to_string:
 * @action: an action
 *
 * The text of the action, as ardina_action_parse() reads it back.
 *
 * Returns: (transfer full) (nullable): newly allocated text of the
 *   action; free with g_free(). %NULL when @action is not a valid action
 *   (a code that names nothing, or a side that is neither player).
 *
 * Since: 0.1
 */
ARDINA_API char *ardina_action_to_string (const ArdinaAction *action);

/**
 * ardina_game_legal_actions:
 * @game: a game
 * @side: the side whose actions are wanted
 * @out: (out caller-allocates) (array length=max) (nullable): where to
 *   store the actions, or %NULL to count them
 * @max: how many @out has room for
 *
 * Legal actions of @side now: every action ardina_game_apply() would
 * accept from @side in @game's present state, in a fixed order (the same
 * game gives the same list). Listing them changes nothing in @game. A game
 * that is over, or a side's view, has none.
 *
 * Returns: how many legal actions exist; at most @max are stored in @out.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_game_legal_actions (const ArdinaGame *game, ArdinaSide side,
                                            ArdinaAction *out, guint max);

/**
 * ardina_game_apply:
 * @game: a game, not a view
 * @action: the action to take
 * @func: (nullable) (scope call): receives the events, or %NULL
 * @user_data: passed to @func
 * @error: return location for a #GError, or %NULL
 *
 * Applies @action. On success the game has run on to the next decision and
 * every event went to @func. On failure @error names the forbidding rule,
 * no event was delivered and the game is unchanged, byte for byte.
 *
 * Errors: %ARDINA_ERROR_ILLEGAL when the rules forbid the action, with
 * the rule first in the message ("[18.7] ..."); %ARDINA_ERROR_DICE when a
 * scripted die or pick is needed and the script has run out or names a
 * piece that cannot be picked; %ARDINA_ERROR_INVALID when the action names
 * a verb or operand that does not exist, when @game is a side's view
 * (which cannot be played on, 22.0), or when the engine cannot run on to
 * the next decision. That last is an engine fault: it is also logged as
 * critical. A game with seeded dice and a stack at most half full is
 * then left where the engine stopped; one with scripted dice is restored
 * byte for byte.
 *
 * Returns: %TRUE when the action was applied; %FALSE with @error set.
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_game_apply (ArdinaGame *game, const ArdinaAction *action,
                                       ArdinaEventFunc func, gpointer user_data,
                                       GError **error);

/**
 * ardina_game_apply_text:
 * @game: a game, not a view
 * @text: an action as text (see ardina_action_parse()); not %NULL
 * @func: (nullable) (scope call): receives the events, or %NULL
 * @user_data: passed to @func
 * @error: return location for a #GError, or %NULL
 *
 * Parses and applies in one step: ardina_action_parse(), then
 * ardina_game_apply().
 *
 * Returns: %TRUE when the action was applied; %FALSE with @error set as
 *   by either function, and the game unchanged.
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_game_apply_text (ArdinaGame *game, const char *text,
                                            ArdinaEventFunc func, gpointer user_data,
                                            GError **error);

/* ---- events ---- */

/**
 * ardina_event_get_rule:
 * @event: an event
 *
 * Gets the first rule an event cites.
 *
 * Returns: (transfer none): the first rule the event applies, the one
 *   ardina_event_get_rule_nth() gives for 0.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRule *ardina_event_get_rule (const ArdinaEvent *event);

/**
 * ardina_event_get_n_rules:
 * @event: an event
 *
 * Counts the rules an event cites.
 *
 * Returns: how many rules the event cites.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_event_get_n_rules (const ArdinaEvent *event);

/**
 * ardina_event_get_rule_nth:
 * @event: an event
 * @i: which rule, below ardina_event_get_n_rules()
 *
 * Gets one of the rules an event cites.
 *
 * Returns: (transfer none): the @i-th rule the event cites; %NULL (with a
 *   critical warning) when @i is out of range.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRule *ardina_event_get_rule_nth (const ArdinaEvent *event, guint i);

/**
 * ardina_event_get_text:
 * @event: an event
 *
 * Gets the text of an event, for people.
 *
 * Returns: (transfer none): what happened, the rules cited first in
 *   brackets: "[18.7] Continental 3 disrupted again: eliminated". Part of
 *   the event: valid only during the #ArdinaEventFunc's call.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_event_get_text (const ArdinaEvent *event);

/**
 * ardina_event_get_message:
 * @event: an event
 *
 * Gets what happened without the rules in brackets that open
 * ardina_event_get_text(): a program that shows the rules itself (from
 * ardina_event_get_rule_nth()) takes the message from here rather than
 * cutting the text.
 *
 * Returns: (transfer none): "Continental 3 disrupted again: eliminated"
 *   for the text "[18.7] Continental 3 disrupted again: eliminated". Part
 *   of the event: valid only during the #ArdinaEventFunc's call.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_event_get_message (const ArdinaEvent *event);

/**
 * ardina_event_get_side:
 * @event: an event
 *
 * Gets the side an event concerns.
 *
 * Returns: the side the event concerns, %ARDINA_SIDE_NONE when it
 *   concerns neither.
 *
 * Since: 0.1
 */
ARDINA_API ArdinaSide ardina_event_get_side (const ArdinaEvent *event);

/**
 * ardina_event_get_audience:
 * @event: an event
 *
 * Who may see the event. A program that shows events to the players shows
 * each to its audience only.
 *
 * Returns: %ARDINA_SIDE_NONE for both players, else only that side (what
 *   it drew from the pool, what its Spy showed).
 *
 * Since: 0.1
 */
ARDINA_API ArdinaSide ardina_event_get_audience (const ArdinaEvent *event);

/* ---- reading the state ----
 * These read a game and never change it. They do not check their
 * arguments: @game must be a game, never NULL. */

/**
 * ardina_game_get_year:
 * @game: a game
 *
 * Gets the year of the turn being played.
 *
 * Returns: the year of the turn being played, 1775-1782.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_game_get_year (const ArdinaGame *game);

/**
 * ardina_game_get_phase_name:
 * @game: a game
 *
 * Gets the name of the step being played.
 *
 * Returns: (transfer none): the step of the turn being played
 *   ("initiative", "political:first", "forage:second", ...), "setup"
 *   during the set-up, "over" once the game is over, "none" when nothing
 *   runs. A static string.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_game_get_phase_name (const ArdinaGame *game);

/**
 * ardina_game_get_first_player:
 * @game: a game
 *
 * Gets the first player of the turn.
 *
 * Returns: the first player of this turn, %ARDINA_SIDE_NONE before the
 *   initiative has decided it.
 *
 * Since: 0.1
 */
ARDINA_API ArdinaSide ardina_game_get_first_player (const ArdinaGame *game);

/**
 * ardina_game_is_over:
 * @game: a game
 *
 * Tells whether the game has ended.
 *
 * Returns: %TRUE once the game has ended (ardina_game_get_result() says
 *   how).
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_game_is_over (const ArdinaGame *game);

/**
 * ardina_game_get_winner:
 * @game: a game
 *
 * Gets the winner of the game.
 *
 * Returns: the winner, %ARDINA_SIDE_NONE for a draw or a game not over.
 *
 * Since: 0.1
 */
ARDINA_API ArdinaSide ardina_game_get_winner (const ArdinaGame *game);

/**
 * ardina_game_get_result:
 * @game: a game
 *
 * Gets how the game ended.
 *
 * Returns: (transfer none): how the game ended: "sudden-death",
 *   "partial", "draw", "short-scenario", or "none" while it runs. A static
 *   string.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_game_get_result (const ArdinaGame *game);

/**
 * ardina_game_get_points:
 * @game: a game
 * @side: %ARDINA_SIDE_AMERICAN or %ARDINA_SIDE_BRITISH
 *
 * Gets a side's political points.
 *
 * Returns: @side's political points (6.1); 0 for any other @side.
 *
 * Since: 0.1
 */
ARDINA_API int ardina_game_get_points (const ArdinaGame *game, ArdinaSide side);

/**
 * ardina_game_get_optional:
 * @game: a game
 *
 * Gets the optional rules in play.
 *
 * Returns: the optional rules sections in play, as ARDINA_OPTIONAL()
 *   bits.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_game_get_optional (const ArdinaGame *game);

/**
 * ardina_game_get_piece_place:
 * @game: a game
 * @piece: a piece's name ("greene", "spy-1"); not %NULL
 *
 * Where a piece (unit, leader, campaign marker) is.
 *
 * Returns: (transfer none) (nullable): a locale name, or "pool",
 *   "american-hand", "british-hand", "american-leader-pool",
 *   "british-leader-pool", "aside", "eliminated", "removed", "reserve"
 *   ("hidden" in a view); %NULL for an unknown piece name. The string is
 *   constant, owned by the library, valid for the life of the process
 *   (since 0.1.0 no call overwrites it).
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_game_get_piece_place (const ArdinaGame *game, const char *piece);

/**
 * ardina_game_get_move_allowance:
 * @game: a game
 *
 * The movement points left to the force on the move (16.3, 16.12): the
 * die and its commander's value, less the routes it has crossed.
 *
 * Returns: the movement points left, or -1 when no force is moving or it
 *   has not yet rolled.
 *
 * Since: 0.1
 */
ARDINA_API gint ardina_game_get_move_allowance (const ArdinaGame *game);

/**
 * ardina_game_get_leader_value:
 * @game: a game
 * @leader: a leader's name ("greene"); not %NULL
 *
 * What a leader on the map is worth to his side's force where he stands:
 * his printed value, or less when he is disrupted in a battle (21.3), a
 * militia leader with other troops (21.6), or an admiral on land or a
 * general with fleets (21.7).
 *
 * Returns: his effective leadership value, or -1 when @leader names no
 *   leader or he is not on the map (or hidden in a view).
 *
 * Since: 0.1
 */
ARDINA_API gint ardina_game_get_leader_value (const ArdinaGame *game, const char *leader);

/**
 * ardina_game_get_fire_dice:
 * @game: a game
 * @unit: a unit's name ("am-lt-1"); not %NULL
 *
 * How many dice a unit fires in a battle where it stands: one per combat
 * factor, one more for a light or Indian unit in a wilderness or Indian
 * locale (18.12), none while disrupted (18.7). Tactics markers spent in a
 * round add dice of their own (18.5).
 *
 * Returns: the dice, or -1 when @unit names no unit or it is not on the
 *   map (or hidden in a view).
 *
 * Since: 0.1
 */
ARDINA_API gint ardina_game_get_fire_dice (const ArdinaGame *game, const char *unit);

/**
 * ardina_game_get_supply:
 * @game: a game
 * @unit: a unit's or a leader's name; not %NULL
 *
 * Whether a unit on the map needs food from its locale in a Forage Phase.
 *
 * Returns: (transfer none) (nullable): "automatic" when it is always
 *   supplied (19.4: a leader, a fleet, in a port with a friendly fleet, an
 *   Indian in an Indian locale, in an off-map box; 19.5: a marine embarked
 *   on a fleet, at sea or in port), "forage" when it counts against its
 *   locale's forage limit (19.2), "out-of-supply" when it is a land unit
 *   embarked on a fleet, which cannot forage and rolls for supply (19.5,
 *   19.3) without counting against the limit, %NULL when @unit names no
 *   unit or leader or it is not on the map (or hidden in a view). A static
 *   string. Further statuses may be added; a program should treat an
 *   unknown one as not supplied.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_game_get_supply (const ArdinaGame *game, const char *unit);

/**
 * ardina_game_get_forage_limit:
 * @game: a game
 * @side: the side foraging
 * @locale: a locale's name ("boston"); not %NULL
 *
 * How many of a side's units a locale feeds (19.2): its political value,
 * twice that in a region pro the side, none where an enemy partisan or a
 * massacre marker stands.
 *
 * Returns: the limit, or -1 when @locale names no locale or @side is no
 *   player.
 *
 * Since: 0.1
 */
ARDINA_API gint ardina_game_get_forage_limit (const ArdinaGame *game, ArdinaSide side, const char *locale);

/**
 * ardina_game_get_map_marker:
 * @game: a game
 * @kind: a map marker kind: "fortress", "siege", "partisan-rebel",
 *   "partisan-tory" or "massacre"; not %NULL
 * @locale: a locale's name; not %NULL
 * @owner: (out) (optional): the side owning the marker
 *
 * Whether a map marker of a kind stands in a locale (15.2: at most one of
 * each kind), and whose it is.
 *
 * Returns: %TRUE when such a marker is there; %FALSE when none is, or
 *   when @kind or @locale names nothing.
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_game_get_map_marker (const ArdinaGame *game, const char *kind, const char *locale,
                                                ArdinaSide *owner);

/**
 * ardina_game_get_town_points:
 * @game: a game
 * @side: a side
 *
 * Counts the town points a side occupies.
 *
 * Returns: the town points @side occupies for victory (3.1).
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_game_get_town_points (const ArdinaGame *game, ArdinaSide side);

/**
 * ardina_game_get_progress:
 * @game: a game
 *
 * Gets the level of the Revolutionary Progress track.
 *
 * Returns: (transfer none): the level of the Revolutionary Progress
 *   track, by name ("dont-tread-on-me", "continental-congress", ...). A
 *   static string.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_game_get_progress (const ArdinaGame *game);

/**
 * ardina_game_get_loyalty:
 * @game: a game
 * @region: (nullable): a loyalty region's name ("new-england",
 *   "mid-atlantic", "virginia", "deep-south", "west", "florida",
 *   "canada")
 *
 * Gets the loyalty level of a region.
 *
 * Returns: the region's loyalty level, positive in the Americans' favour,
 *   negative in the British (-3 is Pro-British 3); 0 also for an unknown
 *   region.
 *
 * Since: 0.1
 */
ARDINA_API int ardina_game_get_loyalty (const ArdinaGame *game, const char *region);

/**
 * ardina_game_get_balance:
 * @game: a game
 *
 * Gets the level of the balance track.
 *
 * Returns: (transfer none): the level of the balance track, by name
 *   ("neutral", "covert-aid", "german-subsidies", ...). A static string.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_game_get_balance (const ArdinaGame *game);

/**
 * ardina_game_count_hand:
 * @game: a game
 * @side: a side
 *
 * Counts the campaign markers in a side's hand.
 *
 * Returns: how many campaign markers @side holds in its hand (hidden ones
 *   too, in a view).
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_game_count_hand (const ArdinaGame *game, ArdinaSide side);

/**
 * ardina_game_count_pool:
 * @game: a game
 *
 * Counts the campaign markers in the pool.
 *
 * Returns: how many campaign markers are in the pool (hidden ones too, in
 *   a view).
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_game_count_pool (const ArdinaGame *game);

/**
 * ardina_game_view:
 * @game: a game
 * @side: %ARDINA_SIDE_AMERICAN or %ARDINA_SIDE_BRITISH
 *
 * The game as @side may see it (22.0): the enemy's stacks below their top
 * unit, the enemy's hand and sealed commitments, and the pool's contents are
 * hidden, and so is the dice source (its seed would tell the future rolls).
 * Returned as a new game whose hidden pieces are "hidden". A view can be
 * read, copied, saved and compared, but not played on:
 * ardina_game_apply() refuses it and ardina_game_legal_actions() lists
 * nothing.
 *
 * Returns: (transfer full): a new game; free with ardina_game_free().
 *   %NULL (with a critical warning) when @side is neither player.
 *
 * Since: 0.1
 */
ARDINA_API ArdinaGame *ardina_game_view (const ArdinaGame *game, ArdinaSide side);

/**
 * ardina_game_is_view:
 * @game: a game
 *
 * Tells whether a game is a side's view.
 *
 * Returns: %TRUE when @game is a side's view (ardina_game_view()).
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_game_is_view (const ArdinaGame *game);

/* ---- saving ---- */

/**
 * ardina_game_save:
 * @game: a game
 * @length: (out) (optional): where to store the document's length in
 *   bytes, or %NULL
 *
 * The game as an XML document (doc/save-format.md, schema save.rng). The
 * document is canonical: ardina_game_load() of it gives a game
 * ardina_game_equal() to @game, and saving that gives the same bytes.
 *
 * Returns: (transfer full): the document, NUL-terminated UTF-8; free with
 *   g_free(). %NULL (with a critical warning) when @game is not a game.
 *
 * Since: 0.1
 */
ARDINA_API char *ardina_game_save (const ArdinaGame *game, gsize *length);

/**
 * ardina_game_load:
 * @data: (array length=length): the document, as ardina_game_save()
 *   wrote it; may be %NULL only when @length is 0
 * @length: its length in bytes, at most 4 MiB
 * @filename: (nullable): the file's name, for error messages; %NULL gives
 *   "(memory)"
 * @error: return location for a #GError, or %NULL
 *
 * Reads a saved game. The document is treated as hostile: no DTD, no
 * entities, no network, a size limit; it must follow the schema, and
 * every value is checked before it goes into the game, so a document the
 * engine could never have written is refused rather than loaded.
 *
 * A save may name optional sections the engine does not play yet (saved
 * by an earlier version, or an oracle case's position, which selects them
 * for their set-up effects): it loads as it was saved, so that the
 * position can still be read, and would be played by the standard rules.
 * A program that goes on playing it checks ardina_game_get_optional()
 * against %ARDINA_OPTIONAL_PLAYED first, as `ardina play --load` and
 * `ardina ask` do.
 *
 * Returns: (transfer full) (nullable): the game, to free with
 *   ardina_game_free(); %NULL with @error set to %ARDINA_ERROR_PARSE,
 *   whose message is "file:line: what".
 *
 * Since: 0.1
 */
ARDINA_API ArdinaGame *ardina_game_load (const char *data, gsize length,
                                         const char *filename, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArdinaGame, ardina_game_free)

G_END_DECLS

#endif /* ARDINA_GAME_H */
