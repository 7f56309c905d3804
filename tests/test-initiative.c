/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "initiative": the Initiative Phase (8): more markers win (8.1),
 * ties and rerolls (8.2, R-23), the secrecy of the commitment and its
 * sealing (8.1, 22.2), a sealed Spy staying committed. */
#include "fixture.h"

/* A game of @year at its Initiative Phase, with these hands. */
static ArdinaGame *
initiative_game (const char *const *american, const char *const *british)
{
  ArdinaGame *g = empty_game (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 1776);
  for (guint i = 0; american && american[i]; i++)
    give (g, american[i], ARDINA_SIDE_AMERICAN);
  for (guint i = 0; british && british[i]; i++)
    give (g, british[i], ARDINA_SIDE_BRITISH);
  CU_ASSERT_FATAL (run_engine (g, NULL));
  ArdinaPending p[2];
  CHECK_FATAL (ardina_game_pending (g, p) == 2 && p[0].kind == ARDINA_DECISION_COMMIT,
               "no commitment pending in 1776 (phase %s)", ardina_game_get_phase_name (g));
  return g;
}


static const guint8 no_dice[1] = { 1 };

static void
test_initiative_more_wins (void)
{
  static const char *const am[] = { "tactics-1", "tactics-2", "tactics-3", NULL };
  static const char *const br[] = { "tactics-4", "tactics-5", NULL };
  GArray *ev = events_new ();
  ArdinaGame *g = initiative_game (am, br);
  /* No die may be rolled when the commitments differ (8.1). */
  CU_ASSERT_FATAL (ardina_game_set_dice_script (g, no_dice, 0, NULL));
  static const char *const a1[] = { "american offer tactics-1", "american offer tactics-2", "american seal",
                                    "british offer tactics-4", "british seal", NULL };
  play (g, a1, ev);
  CHECK (ardina_game_get_first_player (g) == ARDINA_SIDE_AMERICAN, "2 markers against 1: %s wins",
         side_name (ardina_game_get_first_player (g)));
  CHECK (strcmp (ardina_game_get_phase_name (g), "political:first") == 0, "phase %s after the initiative",
         ardina_game_get_phase_name (g));
  static const char *const pool[] = { "tactics-1", "tactics-2", "tactics-4" };
  for (guint i = 0; i < 3; i++)
    CHECK (strcmp (place (g, pool[i]), "pool") == 0, "committed %s is in %s, not the pool (8.1)", pool[i],
           place (g, pool[i]));
  CHECK (strcmp (place (g, "tactics-3"), "american-hand") == 0, "tactics-3 is in %s", place (g, "tactics-3"));
  CHECK (strcmp (place (g, "tactics-5"), "british-hand") == 0, "tactics-5 is in %s", place (g, "tactics-5"));
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    CHECK (!(g->pieces[i].flags & ARDINA_PIECE_OFFERED), "piece %u is still flagged as offered", i);
  CHECK (find_event (ev, 0, "8.1", "committed 2 markers, the British 1") >= 0, "no reveal event citing 8.1");
  ardina_game_free (g);

  /* And the other way round. */
  g = initiative_game (am, br);
  CU_ASSERT_FATAL (ardina_game_set_dice_script (g, no_dice, 0, NULL));
  static const char *const a2[] = { "british offer tactics-4", "british offer tactics-5", "british seal",
                                    "american offer tactics-3", "american seal", NULL };
  play (g, a2, NULL);
  CHECK (ardina_game_get_first_player (g) == ARDINA_SIDE_BRITISH, "1 marker against 2: %s wins",
         side_name (ardina_game_get_first_player (g)));
  ardina_game_free (g);
  g_array_free (ev, TRUE);
}

static void
test_initiative_tie (void)
{
  static const char *const am[] = { "tactics-1", "tactics-2", NULL };
  static const char *const br[] = { "tactics-4", NULL };
  static const char *const equal[] = { "american offer tactics-1", "american seal", "british offer tactics-4",
                                       "british seal", NULL };
  GArray *ev = events_new ();

  /* 3 3 rerolled, then 5 2: the American (8.2, R-23). */
  ArdinaGame *g = initiative_game (am, br);
  static const guint8 d1[4] = { 3, 3, 5, 2 };
  CU_ASSERT_FATAL (ardina_game_set_dice_script (g, d1, 4, NULL));
  play (g, equal, ev);
  CHECK (ardina_game_get_first_player (g) == ARDINA_SIDE_AMERICAN, "3 3, 5 2: %s wins",
         side_name (ardina_game_get_first_player (g)));
  CHECK (ardina_game_dice_left (g) == 0, "%u dice unused", ardina_game_dice_left (g));
  CHECK (count_events (ev, "8.2", "player rolls") == 4 && count_events (ev, "8.2", "roll again") == 1,
         "%u rolls and %u rerolls cited 8.2", count_events (ev, "8.2", "player rolls"),
         count_events (ev, "8.2", "roll again"));
  CHECK (strcmp (place (g, "tactics-1"), "pool") == 0 && strcmp (place (g, "tactics-4"), "pool") == 0,
         "after a die-roll draw the committed markers are in %s and %s, not the pool (8.2)",
         place (g, "tactics-1"), place (g, "tactics-4"));
  CHECK (strcmp (place (g, "tactics-2"), "american-hand") == 0, "tactics-2 is in %s", place (g, "tactics-2"));
  ardina_game_free (g);

  /* 3 3, then 2 5: the British. */
  g = initiative_game (am, br);
  static const guint8 d2[4] = { 3, 3, 2, 5 };
  CU_ASSERT_FATAL (ardina_game_set_dice_script (g, d2, 4, NULL));
  play (g, equal, NULL);
  CHECK (ardina_game_get_first_player (g) == ARDINA_SIDE_BRITISH, "3 3, 2 5: %s wins",
         side_name (ardina_game_get_first_player (g)));
  CHECK (ardina_game_dice_left (g) == 0, "%u dice unused", ardina_game_dice_left (g));
  ardina_game_free (g);

  /* Nothing committed on either side is a tie too (8.2). */
  g = initiative_game (am, br);
  static const guint8 d3[2] = { 1, 6 };
  CU_ASSERT_FATAL (ardina_game_set_dice_script (g, d3, 2, NULL));
  static const char *const none[] = { "british seal", "american seal", NULL };
  play (g, none, NULL);
  CHECK (ardina_game_get_first_player (g) == ARDINA_SIDE_BRITISH, "0 against 0, 1 6: %s wins",
         side_name (ardina_game_get_first_player (g)));
  CHECK (ardina_game_count_hand (g, ARDINA_SIDE_AMERICAN) == 2, "uncommitted markers left the hand");
  ardina_game_free (g);
  g_array_free (ev, TRUE);
}

static void
test_initiative_secrecy (void)
{
  static const char *const am[] = { "tactics-1", "tactics-2", "spy-1", NULL };
  static const char *const br[] = { "tactics-4", NULL };
  GArray *ev = events_new ();
  ArdinaGame *g1 = initiative_game (am, br);
  ArdinaGame *g2 = ardina_game_copy (g1), *g3 = ardina_game_copy (g1);
  static const char *const o1[] = { "american offer tactics-1", "american seal", NULL };
  static const char *const o2[] = { "american offer tactics-2", "american seal", NULL };
  static const char *const o3[] = { "american offer tactics-1", "american offer tactics-2", "american seal", NULL };
  play (g1, o1, ev);
  play (g2, o2, NULL);
  play (g3, o3, NULL);

  /* Sealing tells the British that the American sealed, not what. */
  int pub = find_event (ev, 0, "8.1", "sealed");
  CHECK (pub >= 0 && ardina_event_get_audience (EV (ev, pub)) == ARDINA_SIDE_NONE, "no public seal event");
  for (guint i = 0; i < ev->len; i++)
    if (ardina_event_get_audience (EV (ev, i)) == ARDINA_SIDE_NONE)
      CHECK (!strstr (ardina_event_get_text (EV (ev, i)), "tactics-1")
             && !strstr (ardina_event_get_text (EV (ev, i)), "1 marker"),
             "a public event tells the commitment: %s", ardina_event_get_text (EV (ev, i)));
  CHECK (find_event (ev, 0, "8.1", "committed 1 marker") >= 0
         && ardina_event_get_audience (EV (ev, find_event (ev, 0, "8.1", "committed 1 marker")))
         == ARDINA_SIDE_AMERICAN, "the American is not told his own commitment privately");

  /* The British view is the same whichever markers, and however many, the
   * American committed (8.1: secretly; 22.2). */
  ArdinaGame *v1 = ardina_game_view (g1, ARDINA_SIDE_BRITISH);
  ArdinaGame *v2 = ardina_game_view (g2, ARDINA_SIDE_BRITISH);
  ArdinaGame *v3 = ardina_game_view (g3, ARDINA_SIDE_BRITISH);
  CHECK (ardina_game_equal (v1, v2), "the British view tells which American marker is committed");
  CHECK (ardina_game_equal (v1, v3), "the British view tells how many American markers are committed");
  CHECK (strcmp (place (v1, "tactics-1"), "hidden") == 0, "the British view shows tactics-1 in %s",
         place (v1, "tactics-1"));
  CHECK (ardina_game_count_hand (v1, ARDINA_SIDE_AMERICAN) == 3, "the hand size is not open (R-43)");
  /* The American's own view keeps his commitment. */
  ArdinaGame *own = ardina_game_view (g1, ARDINA_SIDE_AMERICAN);
  CHECK (own->pieces[code_of ("tactics-1") & ~ARDINA_CODE_KIND_MASK].flags & ARDINA_PIECE_OFFERED,
         "the American's own view lost his commitment");
  ardina_game_free (own);

  /* Sealed is final: nothing more may be offered, withdrawn or sealed. */
  static const char *const late[] = { "american offer tactics-2", "american withdraw tactics-1", "american seal" };
  for (guint i = 0; i < G_N_ELEMENTS (late); i++)
    CU_ASSERT (refused_text (g1, late[i], "8.1", "after sealing"));
  ArdinaPending p[2];
  CHECK (ardina_game_pending (g1, p) == 1 && p[0].side == ARDINA_SIDE_BRITISH,
         "after the American seals only the British should decide");
  /* Offers of markers not held are refused while building. */
  CU_ASSERT (refused_text (g1, "british offer tactics-3", "8.1", "offer of a marker not held"));
  CU_ASSERT (refused_text (g1, "british withdraw tactics-4", "8.1", "withdrawal of a marker not offered"));

  ardina_game_free (v1);
  ardina_game_free (v2);
  ardina_game_free (v3);
  ardina_game_free (g1);
  ardina_game_free (g2);
  ardina_game_free (g3);
  g_array_free (ev, TRUE);
}

/* A sealed commitment is final: a Spy committed to it cannot be played
 * out of it afterwards (which would change the sealed count). */
static void
test_initiative_sealed_spy (void)
{
  static const char *const am[] = { "spy-1", "tactics-1", NULL };
  static const char *const br[] = { "tactics-4", NULL };
  ArdinaGame *g = initiative_game (am, br);
  static const char *const o[] = { "american offer spy-1", "american seal", NULL };
  play (g, o, NULL);
  CU_ASSERT (refused_text (g, "american spy hand", NULL, "playing a Spy committed to a sealed commitment"));
  ardina_game_free (g);
}

static CU_TestInfo tests[] = {
  { "more markers win (8.1)", test_initiative_more_wins },
  { "ties and rerolls (8.2)", test_initiative_tie },
  { "secrecy and sealing", test_initiative_secrecy },
  { "a sealed Spy stays committed", test_initiative_sealed_spy },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("initiative", tests);
}
