/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The starting situation of a case: the standard set-up of rule 4, or a
 * declared <board> (an empty game edited into the situation it declares),
 * with the dice and pick scripts set before the game runs to its first
 * decision.
 *
 * A board is read by the save loader's code (io/load.c) as a lenient
 * fragment: what it leaves out keeps its default, and it may declare what
 * a save holds, down to the procedure stack, so a case can start
 * mid-commitment or mid-interrupt as a save can. It is checked as it is
 * read: what no game could hold (a piece in two places, a name that names
 * nothing) is ARDINA_ERROR_INVALID; what the rules forbid is
 * ARDINA_ERROR_ILLEGAL citing the rule, as the engine's refusals do, so
 * that <expect-invalid-start rule=...> can test it. */
#include "oracle-internal.h"
#include "io/load.h"

#include <stdlib.h>
#include <string.h>


/* ==== options and scripts ==== */

guint32
ardina_oracle_optional_of (xmlNodePtr start)
{
  const char *opt = ardina_oracle_attr (start, "optional");
  if (g_strcmp0 (opt, "all") == 0)
    return ARDINA_OPTIONAL_ALL;
  guint32 bits = 0;
  GPtrArray *sections = ardina_oracle_words (opt);
  for (guint i = 0; i < sections->len; i++)
    bits |= ARDINA_OPTIONAL (atoi (g_ptr_array_index (sections, i)));   /* 28-38: the schema says so */
  g_ptr_array_unref (sections);
  return bits;
}

static void
read_options (xmlNodePtr n, ArdinaGameOptions *o)
{
  memset (o, 0, sizeof *o);
  o->scenario = g_strcmp0 (ardina_oracle_attr (n, "scenario"), "short") == 0 ? ARDINA_SCENARIO_SHORT
                                                                              : ARDINA_SCENARIO_FULL;
  o->optional = ardina_oracle_optional_of (n);
  /* A case may select a section the engine does not play yet, for what
   * it does to the set-up (1.4: the markers it brings); `ardina check`
   * says so (ardina_oracle_result_get_setup_only). */
  o->setup_only = TRUE;
}

static gboolean
set_dice (ArdinaGame *g, GPtrArray *words, GError **error)
{
  /* One more byte than needed: never hand memcpy a NULL, even for no dice. */
  guint8 *dice = g_new0 (guint8, words->len + 1);
  for (guint i = 0; i < words->len; i++)
    dice[i] = (guint8) atoi (g_ptr_array_index (words, i));
  gboolean ok = ardina_game_set_dice_script (g, dice, words->len, error);
  g_free (dice);
  return ok;
}

static gboolean
set_picks (ArdinaGame *g, GPtrArray *words, GError **error)
{
  return ardina_game_set_pick_script (g, (const char *const *) words->pdata, words->len, error);
}

const ArdinaOracleScript ardina_oracle_scripts[ARDINA_ORACLE_N_SCRIPTS] = {
  [ARDINA_ORACLE_DICE] = { "dice", "die", set_dice, ardina_game_dice_left },
  [ARDINA_ORACLE_PICKS] = { "picks", "pick", set_picks, ardina_game_picks_left },
};

/* ==== the board: an empty game edited into the declared situation ==== */

/* What no game could hold is ARDINA_ERROR_INVALID; what the rules forbid
 * is a refusal citing the rule (ardina_refusal_set), as the engine's
 * refusals are, so <expect-invalid-start rule=...> can match it.
 * One function for both, the macros naming which. */
#define NO_RULE G_MAXUINT
#define invalid(error, ...) board_error ((error), NO_RULE, __VA_ARGS__)
#define illegal(error, rule, ...) board_error ((error), (rule), __VA_ARGS__)

static gboolean
board_error (GError **error, guint rule, const char *fmt, ...) G_GNUC_PRINTF (3, 4);

static gboolean
board_error (GError **error, guint rule, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  if (rule == NO_RULE)
    g_set_error_literal (error, ARDINA_ERROR, ARDINA_ERROR_INVALID, msg);
  else
    ardina_refusal_set (error, (uint16_t) rule, msg);
  g_free (msg);
  return FALSE;
}

/* The year and phase of a board, checked before any game exists. */
static gboolean
board_turn (xmlNodePtr board, const ArdinaGameOptions *o, int *step, GError **error)
{
  long year = ardina_oracle_attr_int (board, "year", 0);
  long last = o->scenario == ARDINA_SCENARIO_SHORT ? ARDINA_CONST (SHORT_SCENARIO_LAST_YEAR) : ARDINA_CONST (LAST_YEAR);
  const char *phase = ardina_oracle_attr (board, "phase");
  *step = ardina_turn_step_lookup (phase);
  if (year < ARDINA_CONST (FIRST_YEAR) || year > last)
    return illegal (error, o->scenario == ARDINA_SCENARIO_SHORT ? ARDINA_R_3_5 : ARDINA_R_1_1,
                    "the game runs from %d to %ld, not %ld", ARDINA_CONST (FIRST_YEAR), last, year);
  if (*step < 0)
    return invalid (error, "no phase named '%s' (the names are those of ardina_game_get_phase_name)", phase);
  if (*step > 0 && !ardina_oracle_attr (board, "first"))
    return invalid (error, "a board in phase '%s' must say who is the First Player (first=)", phase);
  return TRUE;
}

/* ardina_game_new_empty() has run its game to the first decision of the
 * turn; the board's procedure stack is instead the bare turn frame at the
 * named step (5.1), with the board's First Player, not yet run. */
static void
board_frame (ArdinaGame *g, int step, ArdinaSide first)
{
  memset (g->stack, 0, sizeof g->stack);
  g->depth = 0;
  ArdinaCtx c = { g, NULL, NULL, FALSE };
  ardina_push (&c, ARDINA_PROC_TURN, ARDINA_SIDE_NONE)->step = (uint8_t) step;
  g->first = (uint8_t) first;
}

/* A board that declares its own stack (a case starting mid-procedure)
 * must still be at its phase: the turn at the bottom is at that step. */
static gboolean
board_stack_agrees (const ArdinaGame *g, int step, GError **error)
{
  const ArdinaFrame *bottom = g->depth ? &g->stack[0] : NULL;
  if (bottom && bottom->proc == ARDINA_PROC_TURN && bottom->step == step)
    return TRUE;
  return invalid (error, "the board's phase is %s but its stack's turn is not at that step",
                  ardina_proc_class (ARDINA_PROC_TURN)->steps[step]);
}

ArdinaGame *
ardina_oracle_board (xmlNodePtr board, xmlNodePtr *bad, GError **error)
{
  ArdinaGameOptions o;
  int step;
  read_options (board, &o);
  *bad = board;
  if (!board_turn (board, &o, &step, error))
    return NULL;
  ArdinaGame *g = ardina_game_new_empty (&o, (guint) ardina_oracle_attr_int (board, "year", 0));
  board_frame (g, step, ardina_oracle_side_of (ardina_oracle_attr (board, "first")));
  /* The pieces, markers, tables and any stack, read by the save loader's
   * code (io/load.c), which refuses what the rules forbid. */
  if (ardina_load_fragment (g, board, bad, error) && board_stack_agrees (g, step, error))
    return g;
  ardina_game_free (g);
  return NULL;
}

/* ==== starting: the scripts set, the game run to its first decision ==== */

/* Runs a new game on to its first decision, the events going to the case. */
static gboolean
run_start (Run *run, ArdinaGame *g, GError **error)
{
  GArray *events = g_array_new (FALSE, FALSE, sizeof (ArdinaEvent));
  ArdinaCtx c = { g, events, error, FALSE };
  gboolean ok = ardina_run (&c);
  for (guint i = 0; i < events->len; i++)
    ardina_oracle_on_event (&g_array_index (events, ArdinaEvent, i), run);
  g_array_free (events, TRUE);
  return ok;
}

/* Sets script @s from the words of @n; no element is an empty script, as a
 * case never rolls from a seed nor picks at random. */
static gboolean
set_script (ArdinaGame *g, guint s, xmlNodePtr n, GError **error)
{
  char *text = n ? ardina_oracle_text_of (n) : NULL;
  GPtrArray *words = ardina_oracle_words (text);
  gboolean ok = ardina_oracle_scripts[s].set (g, words, error);
  g_ptr_array_unref (words);
  g_free (text);
  return ok;
}

/* A case starts from a game the engine could have reached: its
 * invariants hold (an offered marker with no commitment open, a frame
 * waiting on nothing, a side with no legal action are refused here, not
 * at the first <do>). */
static gboolean
started_sound (const ArdinaGame *g, GError **error)
{
  GError *broken = NULL;
  if (ardina_state_check (g, &broken))
    return TRUE;
  g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "the start is not a state a game can reach: %s",
               broken->message);
  g_error_free (broken);
  return FALSE;
}

/* Sets the scripts, then runs the new game to its first decision: @g, or
 * NULL after freeing it with *@bad left on the element at fault. */
static ArdinaGame *
scripted_start (Run *run, ArdinaGame *g, xmlNodePtr *scripts, xmlNodePtr *bad, GError **error)
{
  guint s = 0;
  while (s < ARDINA_ORACLE_N_SCRIPTS && set_script (g, s, scripts[s], error))
    s++;
  if (s < ARDINA_ORACLE_N_SCRIPTS)
    *bad = scripts[s];
  else if (run_start (run, g, error) && started_sound (g, error))
    return g;
  ardina_game_free (g);
  return NULL;
}

/* The standard set-up of rule 4, with the scripts in place before the
 * first die or pick. */
ArdinaGame *
ardina_oracle_start_standard (Run *run, xmlNodePtr n, xmlNodePtr *scripts, xmlNodePtr *bad, GError **error)
{
  ArdinaGameOptions o;
  read_options (n, &o);
  ArdinaGame *g = g_new (ArdinaGame, 1);
  ardina_game_init (g, &o);
  ArdinaCtx c = { g, NULL, NULL, FALSE };
  ardina_push (&c, ARDINA_PROC_SETUP, ARDINA_SIDE_NONE);
  *bad = n;
  return scripted_start (run, g, scripts, bad, error);
}

/* A declared board, run on from its phase (an automatic phase such as the
 * victory check is carried out at once). */
ArdinaGame *
ardina_oracle_start_board (Run *run, xmlNodePtr n, xmlNodePtr *scripts, xmlNodePtr *bad, GError **error)
{
  ArdinaGame *g = ardina_oracle_board (n, bad, error);
  if (!g)
    return NULL;
  *bad = n;
  return scripted_start (run, g, scripts, bad, error);
}
