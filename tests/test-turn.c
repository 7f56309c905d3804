/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "turn": the sequence of play (5.1) as the turn procedure runs
 * it: every phase of a turn in order, automatic ones included, the
 * phases that wait for a decision, the end of the turn and the
 * initiative of the next (4.7, 8.1). */
#include "fixture.h"

static const char *const turn_order[] = {
  "initiative",
  "political:first", "political:second",
  "mobilization:first", "mobilization:second",
  "rabble-rousing",
  "campaign-1:first-move", "campaign-1:first-combat", "campaign-1:second-move", "campaign-1:second-combat",
  "campaign-2:first-move", "campaign-2:first-combat", "campaign-2:second-move", "campaign-2:second-combat",
  "campaign-3:first-move", "campaign-3:first-combat", "campaign-3:second-move", "campaign-3:second-combat",
  "forage:first", "forage:second",
  "enlistment:first", "enlistment:second",
  "adjustment:start", "adjustment:points", "adjustment:markers-first", "adjustment:markers-second",
  "end-of-turn", "victory-check", "turn-advance"
};

static void
record_phase (GPtrArray *seen, const ArdinaGame *g)
{
  const char *name = ardina_game_get_phase_name (g);
  if (seen->len == 0 || strcmp (g_ptr_array_index (seen, seen->len - 1), name) != 0)
    g_ptr_array_add (seen, g_strdup_printf ("%s", name));
}

static gboolean
compare_phases (GPtrArray *seen, const char *const *expected, guint n, const char *what)
{
  gboolean same = seen->len == n;
  for (guint i = 0; same && i < n; i++)
    same = strcmp (g_ptr_array_index (seen, i), expected[i]) == 0;
  if (!same)
    {
      printf ("\n  %s: phases seen (%u):", what, seen->len);
      for (guint i = 0; i < seen->len; i++)
        printf (" %s", (char *) g_ptr_array_index (seen, i));
      printf ("\n  expected (%u):", n);
      for (guint i = 0; i < n; i++)
        printf (" %s", expected[i]);
      printf ("\n");
    }
  return same;
}


/* The walk's policy, but moving nothing and spending no campaign marker
 * in the Campaign Phases (a move, 16.1; a forced march's Tactics marker,
 * 17.1; a Minutemen at the start of a Movement Phase, 7.9): no battle is
 * fought (18.11 would give markers) and the hand stays as the Political
 * and Mobilization Phases left it, for the returns of 7.2 below. */
static gboolean
policy_keeping_hand (const ArdinaGame *g, ArdinaAction *a)
{
  if (!policy (g, a))
    return FALSE;
  gboolean campaign = g_str_has_prefix (ardina_game_get_phase_name (g), "campaign-");
  if (campaign && (a->verb == ARDINA_VERB_FORCE_MARCH || a->verb == ARDINA_VERB_TAKE))
    *a = ardina_action_make ((ArdinaSide) a->side, ARDINA_VERB_END, 0);
  else if (campaign && a->verb == ARDINA_VERB_PLAY)
    *a = ardina_action_make ((ArdinaSide) a->side, ARDINA_VERB_DECLINE, 0);
  return TRUE;
}

static void
test_sequence_of_play (void)
{
  const guint n_steps = G_N_ELEMENTS (turn_order);
  GArray *ev = events_new ();
  ArdinaGame *g = standard_game (ARDINA_OPTIONAL_ALL, 42, ev);
  finish_setup (g, ev);

  /* 4.7: the American is the First Player of turn 1, by an event citing 4.7. */
  CHECK (ardina_game_get_first_player (g) == ARDINA_SIDE_AMERICAN, "the First Player of 1775 is %s",
         side_name (ardina_game_get_first_player (g)));
  int e47 = find_event (ev, 0, "4.7", NULL);
  CHECK (e47 >= 0 && ardina_event_get_side (EV (ev, e47)) == ARDINA_SIDE_AMERICAN,
         "no event citing 4.7 gives the American the initiative");
  CHECK (find_event (ev, 0, "8.1", "secretly commit") < 0, "turn 1 had an initiative commitment (R-23)");

  /* Every phase of 1775, automatic ones included: the procedure stack is
   * run one step at a time (the run loop of engine.c, unrolled). */
  ArdinaGame *s = ardina_game_copy (g);
  GPtrArray *seen = g_ptr_array_new_with_free_func (g_free);
  GError *error = NULL;
  ArdinaCtx c = { s, NULL, &error, FALSE };
  record_phase (seen, s);
  for (guint i = 0; i < 1000 && !(ardina_game_get_year (s) == 1776); i++)
    {
      ArdinaFrame *f = ardina_top (s);
      CHECK_FATAL (f != NULL && !ardina_game_is_over (s), "the stack emptied in %s",
                   ardina_game_get_phase_name (s));
      ArdinaRun r = ardina_proc_classes[f->proc]->run (&c, f);
      CHECK_FATAL (r != ARDINA_RUN_ERROR, "a run failed: %s", error ? error->message : "");
      if (r == ARDINA_RUN_DECIDE)
        {
          ArdinaAction a;
          CHECK_FATAL (policy (s, &a), "dead end at %s", ardina_game_get_phase_name (s));
          CHECK_FATAL (ardina_proc_classes[f->proc]->act (&c, f, &a), "a legal action failed: %s",
                       error ? error->message : "");
        }
      record_phase (seen, s);
    }
  /* 5.1: I initiative (done by 4.7), II-VI in order, VII A victory check,
   * B turn advancement, then the Initiative Phase of 1776. */
  const char *expected[G_N_ELEMENTS (turn_order) + 1];
  for (guint i = 1; i < n_steps; i++)
    expected[i - 1] = turn_order[i];
  expected[n_steps - 1] = "initiative";
  CU_ASSERT (compare_phases (seen, expected, n_steps, "every phase of 1775"));
  CHECK (ardina_game_get_year (s) == 1776, "the turn advanced to %u", ardina_game_get_year (s));
  g_ptr_array_free (seen, TRUE);
  g_clear_error (&error);
  ardina_game_free (s);

  /* The same turn through the public API: the phases in which a decision
   * waits (the American returns 3 of his 6 markers, 7.2). */
  seen = g_ptr_array_new_with_free_func (g_free);
  guint mark = ev->len;
  for (guint i = 0; i < 5000 && ardina_game_get_year (g) == 1775; i++)   /* moves take many steps (16.3) */
    {
      record_phase (seen, g);
      ArdinaAction a;
      CHECK_FATAL (policy_keeping_hand (g, &a), "dead end at %s", ardina_game_get_phase_name (g));
      if (strcmp (ardina_game_get_phase_name (g), "adjustment:markers-first") == 0)
        mark = ev->len;
      CHECK_FATAL (apply_action (g, &a, ev), "a legal action was refused");
    }
  record_phase (seen, g);
  /* The phases that ask a player: the Political Phase's windows (7.9)
   * and the phases waiting for `end` or a choice (political:first ..
   * forage:second: the set-up's units forage, 19.2; the combat phases end
   * by themselves when no battle is due, 18.1), the American's return,
   * the End of Turn Phase's window (7.9), then the commitment of 1776. The
   * Enlistment Phases decide nothing (20). */
  const char *decided[G_N_ELEMENTS (turn_order) + 1];
  guint nd = 0;
  for (guint i = ardina_turn_step_lookup ("political:first"); i <= (guint) ardina_turn_step_lookup ("forage:second"); i++)
    if (ardina_turn_step_proc ((uint8_t) i) != ARDINA_PROC_COMBAT)   /* no battle due: ends by itself (18.1) */
      decided[nd++] = turn_order[i];
  decided[nd++] = "adjustment:markers-first";
  decided[nd++] = "end-of-turn";
  decided[nd++] = "initiative";
  CU_ASSERT (compare_phases (seen, decided, nd, "decisions of 1775"));
  g_ptr_array_free (seen, TRUE);

  /* From the American's return on, the end of the turn runs in order:
   * the British return nothing (7.2), the End of Turn window (7.9), the
   * victory check (3.1), the turn marker (5.1), the Initiative Phase of
   * 1776 (8.1). */
  int r72 = find_event (ev, mark, "7.2", "returns none");
  int v31 = find_event (ev, mark, "3.1", NULL);
  int t51 = find_event (ev, mark, "5.1", "1776");
  int i81 = find_event (ev, mark, "8.1", "secretly commit");
  CHECK (r72 >= 0 && v31 > r72 && t51 > v31 && i81 > t51,
         "end-of-turn events out of order: 7.2 at %d, 3.1 at %d, 5.1 at %d, 8.1 at %d", r72, v31, t51, i81);
  if (!(r72 >= 0 && v31 > r72 && t51 > v31 && i81 > t51))
    dump_events ("end of 1775", ev);

  /* The second turn opens with a secret commitment of both sides (8.1). */
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  CHECK (n == 2, "%u decisions pending at the start of 1776, expected 2", n);
  CHECK (n == 2 && p[0].kind == ARDINA_DECISION_COMMIT && p[1].kind == ARDINA_DECISION_COMMIT
         && p[0].side != p[1].side, "the 1776 decisions are not a commitment of both sides");
  CHECK (n >= 1 && p[0].rule && strcmp (ardina_rule_get_id (p[0].rule), "8.1") == 0,
         "the commitment cites %s", n >= 1 && p[0].rule ? ardina_rule_get_id (p[0].rule) : "nothing");
  CHECK (strcmp (ardina_game_get_phase_name (g), "initiative") == 0, "phase %s",
         ardina_game_get_phase_name (g));

  /* The step table itself, in 5.1's order. */
  for (guint i = 0; i < n_steps; i++)
    CHECK (ardina_turn_step_lookup (turn_order[i]) == (int) i, "step %s is number %d, expected %u",
           turn_order[i], ardina_turn_step_lookup (turn_order[i]), i);
  ardina_game_free (g);
  g_array_free (ev, TRUE);
}

/* The ids other sections compare steps with (turn-steps.h) are generated
 * from the rows that give the names: each campaign phase's first step. */
static void
test_step_ids (void)
{
  static const struct { const char *name; int id; } ids[] = {
    { "initiative", ARDINA_STEP_INITIATIVE },
    { "campaign-1:first-move", ARDINA_STEP_CAMPAIGN_FIRST_FIRST_MOVE },
    { "campaign-2:first-move", ARDINA_STEP_CAMPAIGN_SECOND_FIRST_MOVE },
    { "campaign-3:first-move", ARDINA_STEP_CAMPAIGN_THIRD_FIRST_MOVE },
    { "campaign-3:second-combat", ARDINA_STEP_CAMPAIGN_THIRD_SECOND_COMBAT },
    { "turn-advance", ARDINA_STEP_ADVANCE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    CHECK (ardina_turn_step_lookup (ids[i].name) == ids[i].id, "step %s is number %d, its id %d", ids[i].name,
           ardina_turn_step_lookup (ids[i].name), ids[i].id);
  CHECK (ARDINA_STEP_ADVANCE == ARDINA_STEP_COUNT - 1, "turn-advance is not the last step");
}

static CU_TestInfo tests[] = {
  { "sequence of play (5.1, 4.7)", test_sequence_of_play },
  { "generated step ids are the named steps", test_step_ids },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("turn", tests);
}
