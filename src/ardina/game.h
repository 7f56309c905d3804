/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A game of The American Revolution, and how it is played through the
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
 * ardina_game_apply() applies one. An illegal action fails with a GError in
 * ARDINA_ERROR whose message names the rule that forbids it, and the game is
 * left byte for byte as it was: actions run on a scratch copy that replaces
 * the game only on success.
 *
 * Every change to a game is reported as an event citing the rule(s) it
 * applies, through the ArdinaEventFunc the caller passes.
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

typedef struct _ArdinaGame ArdinaGame;
typedef struct _ArdinaEvent ArdinaEvent;

typedef enum {
  ARDINA_SIDE_AMERICAN = 0,
  ARDINA_SIDE_BRITISH = 1,
  ARDINA_SIDE_NONE = 0xff
} ArdinaSide;

typedef enum {
  ARDINA_SCENARIO_FULL,   /* 1775-1782 (1.1) */
  ARDINA_SCENARIO_SHORT   /* ends after the 1778 turn (3.5) */
} ArdinaScenario;

/* Optional rules sections are switched on one at a time (the optional
 * rules preamble, 1.4): bit ARDINA_OPTIONAL(28) for section 28, etc. */
#define ARDINA_OPTIONAL(section) (1u << ((section) - 28))
#define ARDINA_OPTIONAL_ALL 0x7ffu

typedef struct {
  ArdinaScenario scenario;
  guint32 optional;     /* ARDINA_OPTIONAL bits */
  guint64 seed;         /* seed of the dice source */
  guint32 reserved[4];
} ArdinaGameOptions;

/* ---- creating and copying ---- */

typedef void (*ArdinaEventFunc) (const ArdinaEvent *event, gpointer user_data);

/* The standard set-up of rule 4, run until the first decision (the set-up
 * choices of 4.2-4.5 are decisions of the players). Events of the set-up
 * go to @func (may be NULL). */
ARDINA_API ArdinaGame *ardina_game_new_standard (const ArdinaGameOptions *options,
                                                 ArdinaEventFunc func, gpointer user_data);
/* An empty board at the start of @year's turn (for oracle cases and
 * analysis): no pieces placed, tables at their starting positions, the
 * campaign markers in the pool but for those set aside (7.8, 1.4). @year
 * is 0 (1775) or a year of the game, 1775-1782. */
ARDINA_API ArdinaGame *ardina_game_new_empty (const ArdinaGameOptions *options, guint year);
ARDINA_API ArdinaGame *ardina_game_copy (const ArdinaGame *game);
ARDINA_API void ardina_game_free (ArdinaGame *game);
/* The fixed size of a game in bytes. */
ARDINA_API gsize ardina_game_size (void);
ARDINA_API gboolean ardina_game_equal (const ArdinaGame *a, const ArdinaGame *b);

/* ---- dice ----
 * Dice and random picks (campaign markers from the pool, leaders from a
 * leader pool) come from one source the caller chooses. Seeded: PCG32
 * (doc/dice.md), the same rolls on every platform. Scripted: a list of die
 * results and a list of picks; running out is an error, never a silent
 * random roll. */
ARDINA_API void ardina_game_set_dice_seed (ArdinaGame *game, guint64 seed);
ARDINA_API gboolean ardina_game_set_dice_script (ArdinaGame *game, const guint8 *dice,
                                                 gsize n_dice, GError **error);
/* Picks by piece name ("spy-1", "greene"), in order. */
ARDINA_API gboolean ardina_game_set_pick_script (ArdinaGame *game, const char *const *picks,
                                                 gsize n_picks, GError **error);
/* Scripted dice and picks not yet used. */
ARDINA_API guint ardina_game_dice_left (const ArdinaGame *game);
ARDINA_API guint ardina_game_picks_left (const ArdinaGame *game);

/* ---- decisions ---- */

typedef enum {
  ARDINA_DECISION_NONE,          /* the game is over */
  ARDINA_DECISION_SETUP,         /* place a set-up piece (4.2-4.5) */
  ARDINA_DECISION_COMMIT,        /* build and seal a secret commitment */
  ARDINA_DECISION_PHASE,         /* act in one's phase, or end it */
  ARDINA_DECISION_RETURN,        /* choose campaign markers to return (7.2) */
  ARDINA_DECISION_RESPOND        /* answer an interrupt (e.g. counter a Spy) */
} ArdinaDecisionKind;

typedef struct {
  ArdinaDecisionKind kind;
  ArdinaSide side;
  const ArdinaRule *rule;        /* the rule that calls for the decision */
  char prompt[160];
} ArdinaPending;

/* Who must decide what now: fills up to 2 entries (both sides for a
 * simultaneous commitment) and returns how many; 0 when the game is over. */
ARDINA_API guint ardina_game_pending (const ArdinaGame *game, ArdinaPending out[2]);

/* ---- actions ----
 * An action is a side, a verb and operands, written the same way on the
 * command line, in oracle cases and in saved replays (doc/actions.md):
 *   british place carleton quebec
 *   american offer spy-1          american seal
 *   american end                  british return tactics-3
 *   american spy hand             british counter spy-2
 */
#define ARDINA_ACTION_MAX_ARGS 8

typedef struct {
  ArdinaSide side;
  guint8 verb;                   /* internal verb code */
  guint8 n_args;
  guint16 args[ARDINA_ACTION_MAX_ARGS];
} ArdinaAction;

ARDINA_API gboolean ardina_action_parse (const char *text, ArdinaAction *action, GError **error);
/* Newly allocated text of the action; free with g_free(). */
ARDINA_API char *ardina_action_to_string (const ArdinaAction *action);

/* Legal actions of @side now; returns how many exist, stores at most @max. */
ARDINA_API guint ardina_game_legal_actions (const ArdinaGame *game, ArdinaSide side,
                                            ArdinaAction *out, guint max);
/* Applies @action. On success the game has run on to the next decision and
 * every event went to @func. On failure @error names the forbidding rule,
 * no event was delivered and the game is unchanged. */
ARDINA_API gboolean ardina_game_apply (ArdinaGame *game, const ArdinaAction *action,
                                       ArdinaEventFunc func, gpointer user_data,
                                       GError **error);
/* Parses and applies in one step. */
ARDINA_API gboolean ardina_game_apply_text (ArdinaGame *game, const char *text,
                                            ArdinaEventFunc func, gpointer user_data,
                                            GError **error);

/* ---- events ---- */

ARDINA_API const ArdinaRule *ardina_event_get_rule (const ArdinaEvent *event);
ARDINA_API guint ardina_event_get_n_rules (const ArdinaEvent *event);
ARDINA_API const ArdinaRule *ardina_event_get_rule_nth (const ArdinaEvent *event, guint i);
/* "[18.7] Continental 3 disrupted again: eliminated" */
ARDINA_API const char *ardina_event_get_text (const ArdinaEvent *event);
ARDINA_API ArdinaSide ardina_event_get_side (const ArdinaEvent *event);
/* Who may see the event: ARDINA_SIDE_NONE for both players, else only that
 * side (what it drew from the pool, what its Spy showed). */
ARDINA_API ArdinaSide ardina_event_get_audience (const ArdinaEvent *event);

/* ---- reading the state ---- */

ARDINA_API guint ardina_game_get_year (const ArdinaGame *game);
ARDINA_API const char *ardina_game_get_phase_name (const ArdinaGame *game);
ARDINA_API ArdinaSide ardina_game_get_first_player (const ArdinaGame *game);
ARDINA_API gboolean ardina_game_is_over (const ArdinaGame *game);
/* The winner, ARDINA_SIDE_NONE for a draw or a game not over. */
ARDINA_API ArdinaSide ardina_game_get_winner (const ArdinaGame *game);
ARDINA_API const char *ardina_game_get_result (const ArdinaGame *game);
ARDINA_API int ardina_game_get_points (const ArdinaGame *game, ArdinaSide side);
ARDINA_API guint ardina_game_get_optional (const ArdinaGame *game);
/* Where a piece (unit, leader, campaign marker) is. The returned string is
 * static and may be overwritten by the next call: a locale name, or
 * "pool", "american-hand", "british-hand", "american-leader-pool",
 * "british-leader-pool", "aside", "eliminated", "removed", "reserve". NULL
 * for an unknown piece name. */
ARDINA_API const char *ardina_game_get_piece_place (const ArdinaGame *game, const char *piece);
/* Town points a side occupies for victory (3.1). */
ARDINA_API guint ardina_game_get_town_points (const ArdinaGame *game, ArdinaSide side);
ARDINA_API const char *ardina_game_get_progress (const ArdinaGame *game);
ARDINA_API int ardina_game_get_loyalty (const ArdinaGame *game, const char *region);
ARDINA_API const char *ardina_game_get_balance (const ArdinaGame *game);
ARDINA_API guint ardina_game_count_hand (const ArdinaGame *game, ArdinaSide side);
ARDINA_API guint ardina_game_count_pool (const ArdinaGame *game);

/* The game as @side may see it (22.0): the enemy's stacks below their top
 * unit, the enemy's hand and sealed commitments, and the pool's contents are
 * hidden. Returned as a new game whose hidden pieces are "hidden"; free with
 * ardina_game_free(). */
ARDINA_API ArdinaGame *ardina_game_view (const ArdinaGame *game, ArdinaSide side);
ARDINA_API gboolean ardina_game_is_view (const ArdinaGame *game);

/* ---- saving ---- */

/* The game as an XML document (doc/save-format.md, schema save.rng). */
ARDINA_API char *ardina_game_save (const ArdinaGame *game, gsize *length);
ARDINA_API ArdinaGame *ardina_game_load (const char *data, gsize length,
                                         const char *filename, GError **error);

G_END_DECLS

#endif /* ARDINA_GAME_H */
