/* SPDX-License-Identifier: LGPL-2.1-or-later */
/**
 * SECTION:error
 * @title: Errors
 * @short_description: the ARDINA_ERROR domain and its codes
 *
 * The ardina error domain. Bad input (an unknown rule id, an illegal
 * action, a malformed file) is reported through a #GError in this domain,
 * whose message names the file and line or the rule concerned. Programmer
 * mistakes (%NULL where an object is required) hit g_return_val_if_fail().
 *
 * Which functions set which codes:
 *
 * - ardina_action_parse(): %ARDINA_ERROR_INVALID.
 * - ardina_game_apply(): %ARDINA_ERROR_ILLEGAL when the rules forbid the
 *   action (the message opens with the rule in brackets, "[18.7] ...");
 *   %ARDINA_ERROR_DICE when a scripted dice or pick list runs out or names
 *   a piece that cannot be picked; %ARDINA_ERROR_INVALID when the action
 *   names a verb or operand that does not exist, when the game is a side's
 *   view, or when the engine cannot run on to the next decision (its
 *   procedure stack is full: a bug of the engine). The game is unchanged
 *   whatever the code.
 * - ardina_game_apply_text(): those of ardina_action_parse() and of
 *   ardina_game_apply().
 * - ardina_game_set_dice_script() and ardina_game_set_pick_script():
 *   %ARDINA_ERROR_DICE.
 * - ardina_game_load(): %ARDINA_ERROR_PARSE, with "file:line: " first.
 *
 * The catalog and tables functions never fail: an unknown name gives
 * %NULL (or %FALSE). No function of the installed library sets
 * %ARDINA_ERROR_NOT_FOUND today; the `ardina` command's oracle runner
 * sets it for a missing case file or directory.
 *
 * A refusal (%ARDINA_ERROR_ILLEGAL) carries its citation as data: the
 * rules it cites (ardina_error_get_rule(), ardina_error_get_n_rules(),
 * ardina_error_get_rule_nth()), the rulings it cites
 * (ardina_error_get_n_rulings(), ardina_error_get_ruling_nth()) and what
 * it says without the rule in brackets (ardina_error_get_reason()). A
 * program reads these instead of taking the message apart; the message
 * itself stays "[18.7] ..." for people. The record travels with the error
 * through g_error_copy() and g_prefix_error().
 *
 * As with any #GError, the caller owns the error it receives and frees it
 * with g_error_free() (or g_clear_error()); the error argument may be
 * %NULL to ignore it, and must point to a %NULL #GError * otherwise.
 */
#if !defined(ARDINA_INSIDE) && !defined(ARDINA_COMPILATION)
#error "Only <ardina/ardina.h> can be included directly."
#endif
#ifndef ARDINA_ERROR_H
#define ARDINA_ERROR_H

#include <glib.h>
#include <ardina/version.h>

G_BEGIN_DECLS

/**
 * ArdinaError:
 * @ARDINA_ERROR_NOT_FOUND: no such rule, ruling, table or value.
 * @ARDINA_ERROR_INVALID: the request itself is malformed (a bad id).
 * @ARDINA_ERROR_ILLEGAL: the rules forbid the action; the message cites
 *   the rule.
 * @ARDINA_ERROR_PARSE: a file could not be read or does not follow its
 *   schema; the message gives file:line.
 * @ARDINA_ERROR_DICE: the dice source ran out or failed.
 *
 * The codes of the %ARDINA_ERROR domain, in error->code. New codes are
 * appended, never inserted: a program may store them.
 *
 * Since: 0.1
 */
typedef enum {
  ARDINA_ERROR_NOT_FOUND,
  ARDINA_ERROR_INVALID,
  ARDINA_ERROR_ILLEGAL,
  ARDINA_ERROR_PARSE,
  ARDINA_ERROR_DICE
} ArdinaError;

/**
 * ARDINA_ERROR:
 *
 * The error domain of ardina: error->domain of every #GError the library
 * sets. The codes are those of #ArdinaError. Compare with
 * g_error_matches (error, ARDINA_ERROR, ARDINA_ERROR_ILLEGAL).
 *
 * Since: 0.1
 */
#define ARDINA_ERROR (ardina_error_quark ())

/**
 * ardina_error_quark:
 *
 * The quark behind %ARDINA_ERROR; use the macro instead.
 *
 * Returns: the quark of the ardina error domain ("ardina-error-quark").
 *
 * Since: 0.1
 */
ARDINA_API GQuark ardina_error_quark (void);

typedef struct _ArdinaRule ArdinaRule;
typedef struct _ArdinaRuling ArdinaRuling;

/**
 * ardina_error_get_n_rules:
 * @error: an error, of any domain
 *
 * Counts the rules a refusal cites.
 *
 * Returns: how many rules @error cites: at least 1 for a refusal
 *   (%ARDINA_ERROR_ILLEGAL), 0 for any other error.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_error_get_n_rules (const GError *error);

/**
 * ardina_error_get_rule_nth:
 * @error: an error, of any domain
 * @i: which rule, below ardina_error_get_n_rules()
 *
 * Gets one of the rules a refusal cites, the forbidding rule first.
 *
 * Returns: (transfer none) (nullable): the @i-th rule @error cites, or
 *   %NULL when @i is ardina_error_get_n_rules() or more.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRule *ardina_error_get_rule_nth (const GError *error, guint i);

/**
 * ardina_error_get_rule:
 * @error: an error, of any domain
 *
 * Gets the rule that forbids what was refused.
 *
 * Returns: (transfer none) (nullable): the first rule @error cites (the
 *   one in brackets at the head of its message), or %NULL when @error is
 *   not a refusal.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRule *ardina_error_get_rule (const GError *error);

/**
 * ardina_error_get_n_rulings:
 * @error: an error, of any domain
 *
 * Counts the rulings a refusal cites: those the engine applied in
 * refusing ("R-56"), which the message also names for people.
 *
 * Returns: how many rulings @error cites; 0 for an error that is not a
 *   refusal.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_error_get_n_rulings (const GError *error);

/**
 * ardina_error_get_ruling_nth:
 * @error: an error, of any domain
 * @i: which ruling, below ardina_error_get_n_rulings()
 *
 * Gets one of the rulings a refusal cites.
 *
 * Returns: (transfer none) (nullable): the @i-th ruling @error cites, or
 *   %NULL when @i is ardina_error_get_n_rulings() or more.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRuling *ardina_error_get_ruling_nth (const GError *error, guint i);

/**
 * ardina_error_get_reason:
 * @error: an error, of any domain
 *
 * Gets what an error says without its citation: for a refusal, the
 * message without the rule in brackets that opens it ("a sea area holds
 * only fleets" for "[6.2] a sea area holds only fleets").
 *
 * Returns: (transfer none): the reason, valid as long as @error; the
 *   whole message for an error that is not a refusal.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_error_get_reason (const GError *error);

G_END_DECLS

#endif /* ARDINA_ERROR_H */
