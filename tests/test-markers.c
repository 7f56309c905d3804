/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "markers": campaign markers in play: the returns of the
 * adjustment phase (7.2), the Spy and its answers (7.9, 22), the Master
 * Plan on a die its holder rolled (7.9, R-46) and Mutiny & Treason at the
 * start of the adjustment phase (7.9, R-47). */
#include "fixture.h"

/* The window of the Political Phase (7.9) asks @side: the phase has
 * begun, or resumed, and nothing else is pending. */
static gboolean
political_window (const ArdinaGame *g, ArdinaSide side)
{
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  return n == 1 && p[0].kind == ARDINA_DECISION_RESPOND && p[0].side == side
         && strstr (p[0].prompt, ardina_data_moments[ARDINA_MOMENT_POLITICAL_PHASE].label) != NULL;
}

static void
test_marker_return (void)
{
  GArray *ev = events_new ();
  ArdinaGame *g = game_before (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 1776, "enlistment:second",
                           ARDINA_SIDE_AMERICAN);
  static const char *const hand[] = { "tactics-1", "tactics-2", "tactics-3", "tactics-4", "tactics-5" };
  for (guint i = 0; i < 5; i++)
    give (g, hand[i], ARDINA_SIDE_AMERICAN);
  give (g, "tactics-6", ARDINA_SIDE_BRITISH);
  CU_ASSERT_FATAL (run_engine (g, ev));   /* the Enlistment Phase ends by itself (20) */

  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  CHECK_FATAL (n == 1 && p[0].kind == ARDINA_DECISION_RETURN && p[0].side == ARDINA_SIDE_AMERICAN,
               "no American return decision (n %u, kind %d)", n, n ? (int) p[0].kind : -1);
  CHECK (p[0].rule && strcmp (ardina_rule_get_id (p[0].rule), "7.2") == 0, "the return cites %s",
         p[0].rule ? ardina_rule_get_id (p[0].rule) : "nothing");
  CHECK (strstr (p[0].prompt, "2 more") != NULL, "5 markers: the prompt does not ask for 2: %s", p[0].prompt);
  CHECK (find_event (ev, 0, "7.2", "must return 2") >= 0, "no event says the American must return 2");
  CHECK (strcmp (ardina_game_get_phase_name (g), "adjustment:markers-first") == 0, "phase %s",
         ardina_game_get_phase_name (g));
  /* The owner chooses among his own markers (7.2). */
  ArdinaAction legal[MAX_LEGAL];
  guint k = ardina_game_legal_actions (g, ARDINA_SIDE_AMERICAN, legal, MAX_LEGAL);
  CHECK (k == 5, "%u legal returns for a hand of 5", k);
  for (guint i = 0; i < k && i < MAX_LEGAL; i++)
    CHECK (legal[i].verb == ARDINA_VERB_RETURN, "legal action %u is not a return", i);
  CHECK (ardina_game_legal_actions (g, ARDINA_SIDE_BRITISH, NULL, 0) == 0, "the British may act");
  CU_ASSERT (refused_text (g, "american return tactics-6", "7.2", "return of the enemy's marker"));
  CU_ASSERT (refused_text (g, "american return tactics-9", "7.2", "return of a pool marker"));
  CU_ASSERT (refused_text (g, "american end", "7.2", "end before returning"));
  CU_ASSERT (refused_text (g, "british return tactics-6", NULL, "the British return first"));

  guint mark = ev->len;
  CU_ASSERT_FATAL (apply_text (g, "american return tactics-4", ev));
  CHECK (ardina_game_pending (g, p) == 1 && p[0].kind == ARDINA_DECISION_RETURN && strstr (p[0].prompt, "1 more"),
         "after one return the American does not owe 1 more");
  /* Which marker went back is told to its owner only. */
  for (guint i = mark; i < ev->len; i++)
    if (strstr (ardina_event_get_text (EV (ev, i)), "tactics-4"))
      CHECK (ardina_event_get_audience (EV (ev, i)) == ARDINA_SIDE_AMERICAN, "a public event names tactics-4: %s",
             ardina_event_get_text (EV (ev, i)));
  CHECK (find_event (ev, mark, "7.2", "tactics-4") >= 0, "no private event names the returned marker");
  CU_ASSERT_FATAL (apply_text (g, "american return tactics-2", ev));
  CHECK (strcmp (place (g, "tactics-2"), "pool") == 0 && strcmp (place (g, "tactics-4"), "pool") == 0,
         "the chosen markers are in %s and %s", place (g, "tactics-2"), place (g, "tactics-4"));
  CHECK (strcmp (place (g, "tactics-1"), "american-hand") == 0 && strcmp (place (g, "tactics-3"), "american-hand") == 0
         && strcmp (place (g, "tactics-5"), "american-hand") == 0, "an unchosen marker left the hand");
  /* The British hold 1: none to return, and the turn moves on. */
  CHECK (ardina_game_count_hand (g, ARDINA_SIDE_BRITISH) == 1, "British hand %u",
         ardina_game_count_hand (g, ARDINA_SIDE_BRITISH));
  CHECK (find_event (ev, mark, "7.2", "returns none") >= 0, "no event says the British return none");
  /* The End of Turn Phase asks both players for a marker of its moment
   * (7.9, R-48); neither plays one. */
  CHECK (strcmp (ardina_game_get_phase_name (g), "end-of-turn") == 0 && respond_side (g) == ARDINA_SIDE_AMERICAN,
         "the End of Turn window does not ask the American (First Player) after the returns");
  CU_ASSERT_FATAL (apply_text (g, "american decline", ev));
  CU_ASSERT_FATAL (apply_text (g, "british decline", ev));
  CHECK (ardina_game_get_year (g) == 1777 && strcmp (ardina_game_get_phase_name (g), "initiative") == 0,
         "after the returns the game is at %s %u", ardina_game_get_phase_name (g), ardina_game_get_year (g));
  ardina_game_free (g);
  g_array_free (ev, TRUE);

  /* Half, rounded down, for hands of 0 to 9. */
  for (guint size = 0; size <= 9; size++)
    {
      g = game_before (ARDINA_SCENARIO_FULL, 0, 1776, "enlistment:second", ARDINA_SIDE_BRITISH);
      for (guint i = 0; i < size; i++)
        {
          char name[32];
          g_snprintf (name, sizeof name, "rabble-1-%u", i + 1);
          give (g, name, ARDINA_SIDE_BRITISH);
        }
      CU_ASSERT_FATAL (run_engine (g, NULL));
      guint returned = 0;
      while (ardina_game_pending (g, p) == 1 && p[0].kind == ARDINA_DECISION_RETURN && returned < 20)
        {
          ArdinaAction a;
          CU_ASSERT_FATAL (policy (g, &a));
          CU_ASSERT_FATAL (apply_action (g, &a, NULL));
          returned++;
        }
      CHECK (returned == size / 2, "a hand of %u returned %u markers, 7.2 says %u", size, returned, size / 2);
      CHECK (ardina_game_count_hand (g, ARDINA_SIDE_BRITISH) == size - size / 2, "hand of %u: %u left", size,
             ardina_game_count_hand (g, ARDINA_SIDE_BRITISH));
      ardina_game_free (g);
    }
}

/* A Spy chain played while a return is owed can empty the hand: the
 * return decision must not become a dead end. */
static void
test_marker_return_spy_chain (void)
{
  ArdinaGame *g = game_before (ARDINA_SCENARIO_FULL, 0, 1776, "enlistment:second", ARDINA_SIDE_AMERICAN);
  give (g, "spy-1", ARDINA_SIDE_AMERICAN);
  give (g, "spy-3", ARDINA_SIDE_AMERICAN);
  give (g, "spy-2", ARDINA_SIDE_BRITISH);
  static const char *const chain[] = { "american spy hand", "british counter spy-2",
                                       "american counter spy-3", "british decline", NULL };
  CU_ASSERT_FATAL (run_engine (g, NULL));
  play (g, chain, NULL);
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  for (guint i = 0; i < n; i++)
    {
      guint k = ardina_game_legal_actions (g, p[i].side, NULL, 0);
      CHECK (k > 0, "dead end: %s must decide \"%s\" (phase %s) with %u markers in hand and no legal action",
             side_name (p[i].side), p[i].prompt, ardina_game_get_phase_name (g),
             ardina_game_count_hand (g, p[i].side));
    }
  ardina_game_free (g);
}

static void
test_spy_decline (void)
{
  static const char *const am[] = { "spy-1", NULL };
  static const char *const br[] = { "tactics-8", "rabble-3-2", NULL };
  GArray *ev = events_new ();
  ArdinaGame *g = spy_game (am, br);
  ArdinaGame *start = ardina_game_copy (g);
  /* The British may not spy: they hold no Spy. */
  CU_ASSERT (refused_text (g, "british spy hand", "7.9", "spy without a Spy"));
  CU_ASSERT_FATAL (apply_text (g, "american spy hand", ev));
  CHECK (strcmp (place (g, "spy-1"), "pool") == 0, "the played Spy is in %s (7.7)", place (g, "spy-1"));
  /* The British answer, though they hold no Spy. */
  CHECK_FATAL (respond_side (g) == ARDINA_SIDE_BRITISH, "no British answer pending after a Spy play");
  ArdinaAction legal[MAX_LEGAL];
  guint k = ardina_game_legal_actions (g, ARDINA_SIDE_BRITISH, legal, MAX_LEGAL);
  CHECK (k == 1 && legal[0].verb == ARDINA_VERB_DECLINE, "without a Spy the British have %u legal answers", k);
  CHECK (ardina_game_legal_actions (g, ARDINA_SIDE_AMERICAN, NULL, 0) == 0, "the American may act meanwhile");
  CU_ASSERT (refused_text (g, "british counter spy-2", "7.9", "counter without a Spy"));
  CU_ASSERT (refused_text (g, "british counter tactics-8", "7.9", "counter with a marker that is no Spy"));
  CU_ASSERT (refused_text (g, "british end", "7.9", "end while a Spy waits"));
  CU_ASSERT (refused_text (g, "american end", NULL, "the American ends while a Spy waits"));
  guint mark = ev->len;
  CU_ASSERT_FATAL (apply_text (g, "british decline", ev));
  /* Only the American learns the British hand. */
  int seen = -1;
  for (guint i = mark; i < ev->len; i++)
    {
      const char *t = ardina_event_get_text (EV (ev, i));
      if (strstr (t, "tactics-8"))
        {
          CHECK (ardina_event_get_audience (EV (ev, i)) == ARDINA_SIDE_AMERICAN, "the hand is told to %d: %s",
                 ardina_event_get_audience (EV (ev, i)), t);
          CHECK (strstr (t, "rabble-3-2") != NULL, "the Spy shows only part of the hand: %s", t);
          CHECK (cites (EV (ev, i), "22.2") || cites (EV (ev, i), "7.9"), "the reveal cites neither 22.2 nor 7.9");
          seen = (int) i;
        }
    }
  CHECK (seen >= 0, "no event lists the British hand");
  if (seen < 0)
    dump_events ("after the decline", ev);
  /* The window resumes; the American, whose hand the Spy emptied, is not
   * asked again: the British are. */
  CHECK (strcmp (ardina_game_get_phase_name (g), "political:first") == 0
         && political_window (g, ARDINA_SIDE_BRITISH),
         "the Political Phase window does not resume after the Spy");
  ardina_game_free (start);
  ardina_game_free (g);
  g_array_free (ev, TRUE);

  /* Spying on a region shows the enemy units there, to the spy only. */
  ev = events_new ();
  g = spy_game (am, NULL);
  put (g, "br-reg-4", "quebec");
  put (g, "br-reg-5", "boston");
  static const char *const region[] = { "american spy canada", "british decline", NULL };
  play (g, region, ev);
  int r = find_event (ev, 0, NULL, "br-reg-4");
  CHECK (r >= 0 && ardina_event_get_audience (EV (ev, r)) == ARDINA_SIDE_AMERICAN,
         "the units in Canada are not shown to the American alone");
  CHECK (find_event (ev, 0, NULL, "br-reg-5") < 0, "a unit outside Canada is shown");
  ardina_game_free (g);
  g_array_free (ev, TRUE);
}

static void
test_spy_counter (void)
{
  static const char *const am[] = { "spy-1", "tactics-1", NULL };
  static const char *const br[] = { "spy-2", "tactics-8", NULL };
  GArray *ev = events_new ();
  ArdinaGame *g = spy_game (am, br);
  CU_ASSERT_FATAL (apply_text (g, "american spy hand", ev));
  ArdinaAction legal[MAX_LEGAL];
  guint k = ardina_game_legal_actions (g, ARDINA_SIDE_BRITISH, legal, MAX_LEGAL);
  CHECK (k == 2, "with a Spy the British have %u legal answers, expected counter and decline", k);
  /* A Spy may not be played while one waits for its answer. */
  CU_ASSERT (refused_text (g, "british spy hand", "7.9", "spy during an answer"));
  CU_ASSERT_FATAL (apply_text (g, "british counter spy-2", ev));
  CHECK (strcmp (place (g, "spy-1"), "pool") == 0 && strcmp (place (g, "spy-2"), "pool") == 0,
         "after the counter the Spies are in %s and %s", place (g, "spy-1"), place (g, "spy-2"));
  /* The American may answer the counter; he has no Spy left. */
  CHECK_FATAL (respond_side (g) == ARDINA_SIDE_AMERICAN, "no American answer to the counter");
  CU_ASSERT_FATAL (apply_text (g, "american decline", ev));
  CHECK (find_event (ev, 0, "7.9", "negated") >= 0, "no event says the Spy is negated");
  for (guint i = 0; i < ev->len; i++)
    CHECK (!strstr (ardina_event_get_text (EV (ev, i)), "tactics-8"), "a negated Spy showed the hand: %s",
           ardina_event_get_text (EV (ev, i)));
  CHECK (political_window (g, ARDINA_SIDE_AMERICAN) && strcmp (ardina_game_get_phase_name (g), "political:first") == 0,
         "the game does not resume after the negated Spy");
  CHECK (ardina_game_count_hand (g, ARDINA_SIDE_AMERICAN) == 1 && ardina_game_count_hand (g, ARDINA_SIDE_BRITISH) == 1,
         "hands after the exchange: %u and %u", ardina_game_count_hand (g, ARDINA_SIDE_AMERICAN),
         ardina_game_count_hand (g, ARDINA_SIDE_BRITISH));
  ardina_game_free (g);
  g_array_free (ev, TRUE);

  /* Counter-counter: the American negates the British counter, so his Spy
   * stands and shows the hand. */
  static const char *const am2[] = { "spy-1", "spy-3", NULL };
  ev = events_new ();
  g = spy_game (am2, br);
  static const char *const chain[] = { "american spy hand", "british counter spy-2", "american counter spy-3", NULL };
  play (g, chain, ev);
  CHECK_FATAL (respond_side (g) == ARDINA_SIDE_BRITISH, "no British answer to the counter-counter");
  k = ardina_game_legal_actions (g, ARDINA_SIDE_BRITISH, legal, MAX_LEGAL);
  CHECK (k == 1 && legal[0].verb == ARDINA_VERB_DECLINE, "the British, out of Spies, have %u answers", k);
  CU_ASSERT_FATAL (apply_text (g, "british decline", ev));
  int shown = find_event (ev, 0, NULL, "tactics-8");
  CHECK (shown >= 0 && ardina_event_get_audience (EV (ev, shown)) == ARDINA_SIDE_AMERICAN,
         "after the counter-counter the American does not see the British hand");
  CHECK (strcmp (place (g, "spy-1"), "pool") == 0 && strcmp (place (g, "spy-2"), "pool") == 0
         && strcmp (place (g, "spy-3"), "pool") == 0, "the three Spies are not all in the pool");
  ardina_game_free (g);
  g_array_free (ev, TRUE);

}

/* A Spy play is legal exactly for the targets listed: "hand", a colonial
 * region (R-45), an off-map box (7.9). An action naming another locale (a
 * town) or a non-colonial division is not in the list and is refused. */
static void
test_spy_target (void)
{
  static const char *const am[] = { "spy-1", NULL };
  ArdinaGame *g = spy_game (am, NULL);
  ArdinaAction legal[MAX_LEGAL];
  guint k = ardina_game_legal_actions (g, ARDINA_SIDE_AMERICAN, legal, MAX_LEGAL);
  guint spies = 0;
  for (guint i = 0; i < k && i < MAX_LEGAL; i++)
    spies += legal[i].verb == ARDINA_VERB_SPY;
  guint boxes = 0, colonial = 0;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    boxes += ardina_data_locales[l].kind == ARDINA_LOCALE_KIND_OFF_MAP;
  for (guint r = 0; r < ARDINA_DATA_N_MAP_REGIONS; r++)
    colonial += ardina_data_map_regions[r].colonial;
  CHECK (colonial == 7, "%u colonial regions, expected the 7 of 3.1", colonial);
  CHECK (spies == 1 + colonial + boxes, "%u Spy plays listed, expected hand + %u colonial regions + %u boxes",
         spies, colonial, boxes);
  ArdinaAction cuba = ardina_action_make (ARDINA_SIDE_AMERICAN, ARDINA_VERB_SPY, 1,
                                          ARDINA_CODE_REGION | ardina_map_region_lookup ("cuba"));
  CHECK (!is_legal (g, &cuba), "a Spy on Cuba is listed as legal");
  CU_ASSERT (refused (g, &cuba, NULL, ARDINA_ERROR_ILLEGAL, "7.9", "spy on a non-colonial division (R-45)"));
  ArdinaAction town = ardina_action_make (ARDINA_SIDE_AMERICAN, ARDINA_VERB_SPY, 1,
                                          ARDINA_CODE_LOCALE | locale_of ("boston"));
  CHECK (!is_legal (g, &town), "a Spy on Boston is listed as legal");
  CU_ASSERT (refused (g, &town, NULL, ARDINA_ERROR_ILLEGAL, NULL, "spy on a town (not a region or box)"));
  ardina_game_free (g);
}

/* The Initiative Phase of 1777 with nothing to commit: a tie, so each
 * player rolls (8.2), the American first. */
static ArdinaGame *
tie_game (const char *const *american, const char *const *british, const guint8 *dice, gsize n_dice)
{
  ArdinaGame *g = game_at (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 1777, "initiative", ARDINA_SIDE_AMERICAN);
  for (guint i = 0; american && american[i]; i++)
    give (g, american[i], ARDINA_SIDE_AMERICAN);
  for (guint i = 0; british && british[i]; i++)
    give (g, british[i], ARDINA_SIDE_BRITISH);
  /* Each also holds a Tactics marker, never played here, so that the
   * Political Phase's window after the initiative asks both (an empty
   * hand is not asked, R-88) and the game stops there. */
  give (g, "tactics-10", ARDINA_SIDE_AMERICAN);
  give (g, "tactics-11", ARDINA_SIDE_BRITISH);
  CU_ASSERT_FATAL (ardina_game_set_dice_script (g, dice, n_dice, NULL));
  return g;
}

/* A Master Plan on a die its holder has just rolled (7.9, R-46): only its
 * holder is asked, after his own roll; the die is rolled again and the
 * second result stands, unanswerable. */
static void
test_master_plan (void)
{
  static const char *const mp[] = { "master-plan-1", NULL };
  static const char *const seal[] = { "american seal", "british seal", NULL };
  const char *label = ardina_data_moments[ARDINA_MOMENT_AFTER_OWN_ROLL].label;

  /* The British roll 2 against 4 and play it: 5 wins. */
  static const guint8 d1[3] = { 4, 2, 5 };
  GArray *ev = events_new ();
  ArdinaGame *g = tie_game (NULL, mp, d1, 3);
  play (g, seal, ev);
  ArdinaPending p[2];
  memset (p, 0, sizeof p);
  CHECK_FATAL (respond_side (g) == ARDINA_SIDE_BRITISH, "the British are not asked after rolling 2");
  ardina_game_pending (g, p);
  CHECK (p[0].rule && strcmp (ardina_rule_get_id (p[0].rule), "7.9") == 0 && strstr (p[0].prompt, label),
         "the Master Plan window cites %s: %s", p[0].rule ? ardina_rule_get_id (p[0].rule) : "nothing", p[0].prompt);
  ArdinaAction legal[MAX_LEGAL];
  guint k = ardina_game_legal_actions (g, ARDINA_SIDE_BRITISH, legal, MAX_LEGAL);
  ArdinaAction mp1 = ardina_action_make (ARDINA_SIDE_BRITISH, ARDINA_VERB_PLAY, 1, code_of ("master-plan-1"));
  CHECK (k == 2 && is_legal (g, &mp1), "the British have %u legal actions, the Master Plan %s among them", k,
         is_legal (g, &mp1) ? "is" : "is not");
  CHECK (ardina_game_legal_actions (g, ARDINA_SIDE_AMERICAN, NULL, 0) == 0, "the American may act meanwhile");
  CU_ASSERT (refused_text (g, "british end", "7.9", "end while a roll may be answered"));
  guint mark = ev->len;
  CU_ASSERT_FATAL (apply_text (g, "british play master-plan-1", ev));
  int e = find_event (ev, mark, "7.9", "plays a Master Plan on the 2 just rolled");
  CHECK (e >= 0 && cites (EV (ev, e), "7.7"), "no event citing 7.9 and 7.7 tells the Master Plan on the 2");
  CHECK (find_event (ev, mark, "8.2", "rolls 5") >= 0, "the second roll of 5 is not told");
  CHECK (ardina_game_get_first_player (g) == ARDINA_SIDE_BRITISH, "4 against a re-rolled 5: %s wins",
         side_name (ardina_game_get_first_player (g)));
  CHECK (strcmp (place (g, "master-plan-1"), "pool") == 0, "the played Master Plan is in %s (7.7)",
         place (g, "master-plan-1"));
  CHECK (ardina_game_dice_left (g) == 0 && political_window (g, ARDINA_SIDE_BRITISH)
         && strcmp (ardina_game_get_phase_name (g), "political:first") == 0,
         "after the re-roll: %u dice left, phase %s", ardina_game_dice_left (g), ardina_game_get_phase_name (g));
  ardina_game_free (g);
  g_array_free (ev, TRUE);

  /* A second Master Plan cannot answer the second roll: it stands. */
  static const char *const two[] = { "master-plan-1", "master-plan-2", NULL };
  static const guint8 d2[3] = { 4, 2, 1 };
  g = tie_game (NULL, two, d2, 3);
  play (g, seal, NULL);
  CU_ASSERT_FATAL (apply_text (g, "british play master-plan-1", NULL));
  CHECK (political_window (g, ARDINA_SIDE_AMERICAN) && ardina_game_get_first_player (g) == ARDINA_SIDE_AMERICAN
         && strcmp (place (g, "master-plan-2"), "british-hand") == 0,
         "the second roll was answered again (asked %d, First Player %s, master-plan-2 in %s)", respond_side (g),
         side_name (ardina_game_get_first_player (g)), place (g, "master-plan-2"));
  ardina_game_free (g);

  /* Declined, the die stands and the marker stays in hand. */
  static const guint8 d3[2] = { 4, 2 };
  g = tie_game (NULL, mp, d3, 2);
  play (g, seal, NULL);
  CU_ASSERT_FATAL (apply_text (g, "british decline", NULL));
  CHECK (ardina_game_get_first_player (g) == ARDINA_SIDE_AMERICAN
         && strcmp (place (g, "master-plan-1"), "british-hand") == 0 && ardina_game_dice_left (g) == 0,
         "after a decline: First Player %s, master-plan-1 in %s", side_name (ardina_game_get_first_player (g)),
         place (g, "master-plan-1"));
  ardina_game_free (g);

  /* Only after one's own roll: the American holder is asked on his die,
   * not on the British die. */
  static const guint8 d4[2] = { 3, 5 };
  g = tie_game (mp, NULL, d4, 2);
  play (g, seal, NULL);
  CHECK_FATAL (respond_side (g) == ARDINA_SIDE_AMERICAN, "the American is not asked after rolling 3");
  CU_ASSERT_FATAL (apply_text (g, "american decline", NULL));
  CHECK (political_window (g, ARDINA_SIDE_BRITISH) && ardina_game_get_first_player (g) == ARDINA_SIDE_BRITISH,
         "the American is asked on the British die (asked %d)", respond_side (g));
  ardina_game_free (g);

  /* Nobody holds one: nobody is asked. */
  g = tie_game (NULL, NULL, d4, 2);
  play (g, seal, NULL);
  CHECK (political_window (g, ARDINA_SIDE_BRITISH) && ardina_game_get_first_player (g) == ARDINA_SIDE_BRITISH,
         "a roll was answered without a Master Plan (asked %d)", respond_side (g));
  ardina_game_free (g);
}

/* Mutiny & Treason as the adjustment phase begins (7.9, R-47): negated by
 * a Spy it goes to the pool without effect; standing, its player rolls,
 * the opponent loses that many markers picked at random, told to him
 * alone, and receives the marker. */
static void
test_mutiny_and_treason (void)
{
  static const char *const hand[] = { "tactics-1", "tactics-2", "tactics-3", NULL };

  /* Standing. */
  GArray *ev = events_new ();
  ArdinaGame *g = game_before (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 1777, "enlistment:second", ARDINA_SIDE_AMERICAN);
  give (g, "mutiny-and-treason-1", ARDINA_SIDE_BRITISH);
  for (guint i = 0; hand[i]; i++)
    give (g, hand[i], ARDINA_SIDE_AMERICAN);
  static const guint8 three[1] = { 3 };
  static const char *const picks[3] = { "tactics-2", "tactics-1", "tactics-3" };
  CU_ASSERT_FATAL (ardina_game_set_dice_script (g, three, 1, NULL));
  CU_ASSERT_FATAL (ardina_game_set_pick_script (g, picks, 3, NULL));
  CU_ASSERT_FATAL (run_engine (g, ev));
  CHECK_FATAL (respond_side (g) == ARDINA_SIDE_BRITISH, "the British holder is not asked");
  CU_ASSERT_FATAL (apply_text (g, "british play mutiny-and-treason-1", ev));
  CHECK_FATAL (respond_side (g) == ARDINA_SIDE_AMERICAN, "the American, without a Spy, is not asked to answer (R-42)");
  ArdinaAction legal[MAX_LEGAL];
  guint k = ardina_game_legal_actions (g, ARDINA_SIDE_AMERICAN, legal, MAX_LEGAL);
  CHECK (k == 1 && legal[0].verb == ARDINA_VERB_DECLINE, "without a Spy the American has %u answers", k);
  CHECK (strcmp (place (g, "mutiny-and-treason-1"), "aside") == 0, "the marker in play is in %s",
         place (g, "mutiny-and-treason-1"));
  guint mark = ev->len;
  CU_ASSERT_FATAL (apply_text (g, "american decline", ev));
  CHECK (find_event (ev, mark, "7.9", "stands") >= 0, "no event says the play stands");
  CHECK (find_event (ev, mark, "7.9", "rolls 3") >= 0, "no roll of 3 is told");
  CHECK (find_event (ev, mark, "7.9", "returns 3 campaign markers") >= 0, "the American does not return 3");
  for (guint i = 0; hand[i]; i++)
    {
      CHECK (strcmp (place (g, hand[i]), "pool") == 0, "%s is in %s, not the pool", hand[i], place (g, hand[i]));
      for (guint j = mark; j < ev->len; j++)
        if (strstr (ardina_event_get_text (EV (ev, j)), hand[i]))
          CHECK (ardina_event_get_audience (EV (ev, j)) == ARDINA_SIDE_AMERICAN, "a public event names %s: %s",
                 hand[i], ardina_event_get_text (EV (ev, j)));
    }
  CHECK (strcmp (place (g, "mutiny-and-treason-1"), "american-hand") == 0, "Mutiny & Treason passed to %s",
         place (g, "mutiny-and-treason-1"));
  CHECK (ardina_game_dice_left (g) == 0 && ardina_game_picks_left (g) == 0, "%u dice and %u picks unused",
         ardina_game_dice_left (g), ardina_game_picks_left (g));
  ardina_game_free (g);
  g_array_free (ev, TRUE);

  /* Negated by a Spy: both to the pool, no die, no loss. */
  ev = events_new ();
  g = game_before (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 1777, "enlistment:second", ARDINA_SIDE_AMERICAN);
  give (g, "mutiny-and-treason-1", ARDINA_SIDE_BRITISH);
  give (g, "spy-1", ARDINA_SIDE_AMERICAN);
  for (guint i = 0; hand[i]; i++)
    give (g, hand[i], ARDINA_SIDE_AMERICAN);
  CU_ASSERT_FATAL (ardina_game_set_dice_script (g, three, 1, NULL));
  static const char *const negate[] = { "british play mutiny-and-treason-1", "american counter spy-1",
                                        NULL };
  CU_ASSERT_FATAL (run_engine (g, ev));
  play (g, negate, ev);
  CHECK_FATAL (respond_side (g) == ARDINA_SIDE_BRITISH, "the British may not answer the counter");
  CU_ASSERT_FATAL (apply_text (g, "british decline", ev));
  CHECK (find_event (ev, 0, "7.9", "is negated") >= 0, "no event says Mutiny & Treason is negated");
  CHECK (strcmp (place (g, "mutiny-and-treason-1"), "pool") == 0 && strcmp (place (g, "spy-1"), "pool") == 0,
         "after the negation the markers are in %s and %s", place (g, "mutiny-and-treason-1"), place (g, "spy-1"));
  CHECK (ardina_game_dice_left (g) == 1, "a negated Mutiny & Treason rolled a die");
  for (guint i = 0; hand[i]; i++)
    CHECK (strcmp (place (g, hand[i]), "american-hand") == 0, "%s is in %s after a negated play", hand[i],
           place (g, hand[i]));
  /* The window closes and the returns follow (3 held: 1 due). */
  ArdinaPending p[2];
  memset (p, 0, sizeof p);
  CHECK (ardina_game_pending (g, p) == 1 && p[0].kind == ARDINA_DECISION_RETURN && p[0].side == ARDINA_SIDE_AMERICAN,
         "after the negated play: %s pending at %s", p[0].prompt, ardina_game_get_phase_name (g));
  ardina_game_free (g);
  g_array_free (ev, TRUE);
}

static CU_TestInfo tests[] = {
  { "marker return (7.2)", test_marker_return },
  { "marker return: a Spy chain cannot dead-end it", test_marker_return_spy_chain },
  { "spy: decline reveals to the spy only", test_spy_decline },
  { "spy: counter and counter-counter", test_spy_counter },
  { "spy: targets", test_spy_target },
  { "Master Plan (7.9, R-46)", test_master_plan },
  { "Mutiny & Treason (7.9, R-47)", test_mutiny_and_treason },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("markers", tests);
}
