/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The shared fixture of the engine's test programs (fixture.h). */
#include "fixture.h"

/* ---- games ---- */

ArdinaGameOptions
options (ArdinaScenario scenario, guint32 optional, guint64 seed)
{
  ArdinaGameOptions o;
  memset (&o, 0, sizeof o);
  o.scenario = scenario;
  o.optional = optional;
  o.seed = seed;
  /* The suites set up positions with the optional sections' markers,
   * played by the engine or not; test-core checks the refusal itself. */
  o.setup_only = TRUE;
  return o;
}

GArray *
events_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (ArdinaEvent));
}

void
collect (const ArdinaEvent *e, gpointer data)
{
  g_array_append_vals ((GArray *) data, e, 1);
}

void
count_event (const ArdinaEvent *e, gpointer data)
{
  (*(guint *) data)++;
}

gboolean
cites (const ArdinaEvent *e, const char *id)
{
  for (guint i = 0; i < ardina_event_get_n_rules (e); i++)
    if (g_strcmp0 (ardina_rule_get_id (ardina_event_get_rule_nth (e, i)), id) == 0)
      return TRUE;
  return FALSE;
}

/* The first event from @from citing @id whose text contains @text (NULL:
 * any text), or -1. */
int
find_event (GArray *ev, guint from, const char *id, const char *text)
{
  for (guint i = from; i < ev->len; i++)
    if ((!id || cites (EV (ev, i), id))
        && (!text || strstr (ardina_event_get_text (EV (ev, i)), text)))
      return (int) i;
  return -1;
}

guint
count_events (GArray *ev, const char *id, const char *text)
{
  guint n = 0;
  for (int i = 0; (i = find_event (ev, (guint) i, id, text)) >= 0; i++)
    n++;
  return n;
}

void
dump_events (const char *title, GArray *ev)
{
  printf ("\n  %s (%u events):\n", title, ev->len);
  for (guint i = 0; i < ev->len; i++)
    printf ("    [audience %d] %s\n", ardina_event_get_audience (EV (ev, i)),
            ardina_event_get_text (EV (ev, i)));
}

/* ---- actions ---- */

char *
action_text (const ArdinaAction *a)
{
  if (a->verb >= ARDINA_VERB_COUNT)
    return g_strdup_printf ("<side %d, verb code %u>", a->side, a->verb);
  return ardina_action_to_string (a);
}

gboolean
same_action (const ArdinaAction *a, const ArdinaAction *b)
{
  if (a->side != b->side || a->verb != b->verb || a->n_args != b->n_args)
    return FALSE;
  for (guint i = 0; i < a->n_args && i < ARDINA_ACTION_MAX_ARGS; i++)
    if (a->args[i] != b->args[i])
      return FALSE;
  return TRUE;
}

gboolean
is_legal (const ArdinaGame *g, const ArdinaAction *a)
{
  ArdinaAction *legal = g_new (ArdinaAction, MAX_LEGAL);
  guint n = ardina_game_legal_actions (g, (ArdinaSide) a->side, legal, MAX_LEGAL);
  gboolean found = FALSE;
  for (guint i = 0; i < n && i < MAX_LEGAL && !found; i++)
    found = same_action (&legal[i], a);
  g_free (legal);
  return found;
}

gboolean
apply_action (ArdinaGame *g, const ArdinaAction *a, GArray *ev)
{
  GError *error = NULL;
  gboolean ok = ardina_game_apply (g, a, ev ? collect : NULL, ev, &error);
  if (!ok)
    {
      char *s = action_text (a);
      printf ("\n  '%s' refused: %s\n", s, error ? error->message : "(no error)");
      g_free (s);
    }
  g_clear_error (&error);
  return ok;
}

gboolean
apply_text (ArdinaGame *g, const char *text, GArray *ev)
{
  GError *error = NULL;
  gboolean ok = ardina_game_apply_text (g, text, ev ? collect : NULL, ev, &error);
  if (!ok)
    printf ("\n  '%s' refused: %s (phase %s, year %u)\n", text,
            error ? error->message : "(no error)", ardina_game_get_phase_name (g),
            ardina_game_get_year (g));
  g_clear_error (&error);
  return ok;
}

/* Whether a refusal's record agrees with its message: the message is
 * "[rule] reason" for the first rule the record cites and its reason,
 * as people read it, and the record cites a catalog rule. */
gboolean
refusal_record_ok (const GError *error)
{
  const ArdinaRule *rule = ardina_error_get_rule (error);
  if (!rule || ardina_error_get_n_rules (error) < 1 || ardina_error_get_rule_nth (error, 0) != rule)
    return FALSE;
  char *spoken = g_strdup_printf ("[%s] %s", ardina_rule_get_id (rule), ardina_error_get_reason (error));
  gboolean same = strcmp (spoken, error->message) == 0;
  g_free (spoken);
  return same;
}

/* Applies @a (or, when @a is NULL, the text @text) to @g and checks that
 * it is refused with @code, that an ILLEGAL refusal starts with a catalog
 * rule id in brackets (@rule_id when given), that no event was delivered
 * and that @g is byte for byte as it was. Prints what went wrong; if the
 * action was wrongly accepted, @g is put back as it was. */
gboolean
refused (ArdinaGame *g, const ArdinaAction *a, const char *text, int code, const char *rule_id,
         const char *context)
{
  ArdinaGame *before = ardina_game_copy (g);
  GError *error = NULL;
  guint n_events = 0;
  gboolean ok = a ? ardina_game_apply (g, a, count_event, &n_events, &error)
                  : ardina_game_apply_text (g, text, count_event, &n_events, &error);
  char *what = a ? action_text (a) : g_strdup (text);
  gboolean good = TRUE;
  if (ok)
    {
      printf ("\n  %s: '%s' was accepted (%u events), expected a refusal (phase %s, year %u)\n",
              context, what, n_events, ardina_game_get_phase_name (before),
              ardina_game_get_year (before));
      good = FALSE;
      memcpy (g, before, ardina_game_size ());
    }
  else if (!error || error->domain != ARDINA_ERROR || error->code != code)
    {
      printf ("\n  %s: '%s' failed with %s (domain %s, code %d), expected ARDINA_ERROR code %d\n",
              context, what, error ? error->message : "no error",
              error ? g_quark_to_string (error->domain) : "-", error ? error->code : -1, code);
      good = FALSE;
    }
  else if (code == ARDINA_ERROR_ILLEGAL || rule_id)
    {
      const ArdinaRule *rule = ardina_error_get_rule (error);
      if (!refusal_record_ok (error) || (rule_id && rule != ardina_rule_lookup (rule_id)))
        {
          printf ("\n  %s: '%s' refused with \"%s\", citing %s: expected a record citing %s\n", context,
                  what, error->message, rule ? ardina_rule_get_id (rule) : "no rule",
                  rule_id ? rule_id : "a catalog rule");
          good = FALSE;
        }
    }
  if (!ok && n_events)
    {
      printf ("\n  %s: the refusal of '%s' delivered %u events\n", context, what, n_events);
      good = FALSE;
    }
  if (!ok && !ardina_game_equal (before, g))
    {
      printf ("\n  %s: the refusal of '%s' changed the game\n", context, what);
      good = FALSE;
      memcpy (g, before, ardina_game_size ());
    }
  g_clear_error (&error);
  g_free (what);
  ardina_game_free (before);
  return good;
}

gboolean
refused_text (ArdinaGame *g, const char *text, const char *rule_id, const char *context)
{
  return refused (g, NULL, text, ARDINA_ERROR_ILLEGAL, rule_id, context);
}

/* ---- pieces and positions ---- */

uint16_t
code_of (const char *name)
{
  int code = ardina_piece_lookup (name);
  if (code < 0)
    printf ("\n  no piece named %s\n", name);
  CU_ASSERT_FATAL (code >= 0);
  return (uint16_t) code;
}

int
locale_of (const char *name)
{
  int l = ardina_locale_lookup (name);
  if (l < 0)
    printf ("\n  no locale named %s\n", name);
  CU_ASSERT_FATAL (l >= 0);
  return l;
}

void
give (ArdinaGame *g, const char *piece, ArdinaSide side)
{
  ArdinaPlace *p = ardina_place_of (g, code_of (piece));
  CU_ASSERT_PTR_NOT_NULL_FATAL (p);
  ardina_place_put (g, (uint16_t) code_of (piece), ARDINA_ZONE_HAND, p->locale);
  p->side = (uint8_t) side;
  p->flags = 0;
}

void
put (ArdinaGame *g, const char *piece, const char *locale)
{
  ArdinaPlace *p = ardina_place_of (g, code_of (piece));
  CU_ASSERT_PTR_NOT_NULL_FATAL (p);
  ardina_place_put (g, (uint16_t) code_of (piece), ARDINA_ZONE_MAP, (uint16_t) locale_of (locale));
  p->flags = 0;
}

const char *
place (const ArdinaGame *g, const char *piece)
{
  const char *s = ardina_game_get_piece_place (g, piece);
  return s ? s : "(null)";
}

gboolean
holds_spy (const ArdinaGame *g, ArdinaSide side)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_HAND && g->pieces[i].side == side
        && ardina_data_campaign_pieces[i] == ARDINA_CAMPAIGN_SPY)
      return TRUE;
  return FALSE;
}

ArdinaSide
other (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? ARDINA_SIDE_BRITISH : ARDINA_SIDE_AMERICAN;
}

const char *
side_name (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? "american" : side == ARDINA_SIDE_BRITISH ? "british" : "none";
}

/* Runs the engine of @g to its next decision through the internal run
 * loop (ardina_game_new_empty leaves a game before the turn's first step;
 * tests that edit a position also use it to go on). */
gboolean
run_engine (ArdinaGame *g, GArray *ev)
{
  GError *error = NULL;
  ArdinaCtx c = { g, ev, &error, FALSE };
  gboolean ok = ardina_run (&c);
  if (!ok)
    printf ("\n  the engine failed to run: %s\n", error ? error->message : "(no error)");
  g_clear_error (&error);
  return ok;
}

ArdinaGame *
empty_game (ArdinaScenario scenario, guint32 optional, guint year)
{
  ArdinaGameOptions o = options (scenario, optional, 7);
  ArdinaGame *g = ardina_game_new_empty (&o, year);
  CU_ASSERT_PTR_NOT_NULL_FATAL (g);
  return g;
}

/* An empty board in @year's turn at the phase named @step, @first being
 * the First Player: the turn procedure alone on the stack, run on to the
 * step's first decision. */
ArdinaGame *
game_before (ArdinaScenario scenario, guint32 optional, guint year, const char *step, ArdinaSide first)
{
  ArdinaGame *g = empty_game (scenario, optional, year);
  int s = ardina_turn_step_lookup (step);
  CHECK_FATAL (s >= 0, "no turn step named %s", step);
  memset (g->stack, 0, sizeof g->stack);
  g->depth = 1;
  g->stack[0].proc = ARDINA_PROC_TURN;
  g->stack[0].step = (uint8_t) s;
  g->stack[0].side = ARDINA_SIDE_NONE;
  g->first = (uint8_t) first;
  return g;
}

ArdinaGame *
game_at (ArdinaScenario scenario, guint32 optional, guint year, const char *step, ArdinaSide first)
{
  ArdinaGame *g = game_before (scenario, optional, year, step, first);
  ArdinaCtx c = { g, NULL, NULL, FALSE };
  CHECK_FATAL (ardina_run (&c), "the board at %s does not run", step);
  return g;
}

ArdinaGame *
spy_game (const char *const *american, const char *const *british)
{
  /* The hands are dealt before the phase runs: its window asks only a
   * player holding a marker. */
  ArdinaGame *g = game_before (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 1776, "political:first",
                               ARDINA_SIDE_AMERICAN);
  for (guint i = 0; american && american[i]; i++)
    give (g, american[i], ARDINA_SIDE_AMERICAN);
  for (guint i = 0; british && british[i]; i++)
    give (g, british[i], ARDINA_SIDE_BRITISH);
  ArdinaCtx c = { g, NULL, NULL, FALSE };
  CHECK_FATAL (ardina_run (&c), "the Political Phase of 1776 does not run");
  return g;
}

int
respond_side (const ArdinaGame *g)
{
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  return n == 1 && p[0].kind == ARDINA_DECISION_RESPOND ? (int) p[0].side : -1;
}

/* Applies each action of @actions (NULL-terminated), fatally. */
void
play (ArdinaGame *g, const char *const *actions, GArray *ev)
{
  for (guint i = 0; actions[i]; i++)
    CHECK_FATAL (apply_text (g, actions[i], ev), "step %u of a scripted play failed", i);
}

/* ---- walking a game ---- */

/* The action a walk takes: the first legal action of the first pending
 * side that is not a Spy play, a counter, a withdrawal, or an exchange of
 * detachments (13.7: a split and the merge back are free and could go on
 * for ever). A commitment so offers the whole hand, then seals; a set-up
 * piece goes to the first locale allowed; a Mobilization Phase spends its
 * points on the first purchase allowed until none is, then ends. */
gboolean
policy (const ArdinaGame *g, ArdinaAction *out)
{
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  ArdinaAction *legal = g_new (ArdinaAction, MAX_LEGAL);
  gboolean found = FALSE;
  for (guint i = 0; i < n && !found; i++)
    {
      guint k = MIN (ardina_game_legal_actions (g, p[i].side, legal, MAX_LEGAL), MAX_LEGAL);
      for (guint j = 0; j < k && !found; j++)
        if (legal[j].verb != ARDINA_VERB_SPY && legal[j].verb != ARDINA_VERB_COUNTER
            && legal[j].verb != ARDINA_VERB_WITHDRAW && legal[j].verb != ARDINA_VERB_SPLIT
            && legal[j].verb != ARDINA_VERB_MERGE)
          {
            *out = legal[j];
            found = TRUE;
          }
    }
  g_free (legal);
  return found;
}

/* Plays @g with policy(), calling @visit at every decision (@visit may
 * leave the game changed only through refused actions), until the first
 * decision of @stop_year (visited too) or the end of the game. */
guint
walk (ArdinaGame *g, guint stop_year, Visit visit, gpointer data, GArray *ev)
{
  guint decisions = 0;
  while (!ardina_game_is_over (g))
    {
      if (visit)
        {
          ArdinaGame *before = ardina_game_copy (g);
          visit (g, data);
          CHECK (ardina_game_equal (before, g), "a visit changed the game at %s %u",
                 ardina_game_get_phase_name (g), ardina_game_get_year (g));
          ardina_game_free (before);
        }
      decisions++;
      if (ardina_game_get_year (g) >= stop_year)
        break;
      ArdinaAction a;
      gboolean found = policy (g, &a);
      CHECK (found, "dead end: no action to take at %s %u", ardina_game_get_phase_name (g),
             ardina_game_get_year (g));
      if (!found)
        break;
      gboolean ok = apply_action (g, &a, ev);
      CHECK (ok, "a legal action of the walk was refused");
      if (!ok || decisions > 5000)
        break;
    }
  return decisions;
}

ArdinaGame *
standard_game (guint32 optional, guint64 seed, GArray *events)
{
  ArdinaGameOptions o = options (ARDINA_SCENARIO_FULL, optional, seed);
  ArdinaGame *g = ardina_game_new_standard (&o, events ? collect : NULL, events);
  CU_ASSERT_PTR_NOT_NULL_FATAL (g);
  return g;
}

/* Plays the set-up of @g with policy() to the first decision of the turn. */
void
finish_setup (ArdinaGame *g, GArray *ev)
{
  for (guint i = 0; i < 200 && strcmp (ardina_game_get_phase_name (g), "setup") == 0; i++)
    {
      ArdinaAction a;
      CHECK_FATAL (policy (g, &a), "dead end in the set-up");
      CHECK_FATAL (apply_action (g, &a, ev), "a legal set-up action was refused");
    }
  CHECK_FATAL (strcmp (ardina_game_get_phase_name (g), "setup") != 0, "the set-up does not end");
}
