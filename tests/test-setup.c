/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "setup": the set-up of rule 4: its first decision and golden
 * count, the American kept apart from British units (4.3), optional rules
 * off (1.4), and the starting campaign markers (4.2, 4.3). */
#include "fixture.h"

static void
test_setup_first_decision (void)
{
  GArray *ev = events_new ();
  ArdinaGame *g = standard_game (ARDINA_OPTIONAL_ALL, 42, ev);
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  CHECK_FATAL (n == 1, "%u decisions pending at the start, expected 1", n);
  CHECK (p[0].side == ARDINA_SIDE_BRITISH, "the first set-up decision is the %s's", side_name (p[0].side));
  CHECK (p[0].kind == ARDINA_DECISION_SETUP, "the first decision is of kind %d", p[0].kind);
  CHECK (p[0].rule && strcmp (ardina_rule_get_id (p[0].rule), "4.2") == 0, "it cites %s, expected 4.2",
         p[0].rule ? ardina_rule_get_id (p[0].rule) : "nothing");
  CHECK (strstr (p[0].prompt, "carleton") != NULL, "prompt: %s", p[0].prompt);
  CHECK (strcmp (ardina_game_get_phase_name (g), "setup") == 0, "phase %s", ardina_game_get_phase_name (g));
  CHECK (ardina_game_get_year (g) == 1775, "year %u", ardina_game_get_year (g));
  CHECK (ev->len > 0 && find_event (ev, 0, "4.1", "pool") >= 0, "no set-up event citing 4.1 was delivered");

  /* perft-style golden count: any change in legality shows here. Carleton
   * may be set up in any of the 9 locales of the Canada region (4.2). */
  ArdinaAction legal[MAX_LEGAL];
  guint k = ardina_game_legal_actions (g, ARDINA_SIDE_BRITISH, legal, MAX_LEGAL);
  CHECK (k == 9, "%u legal actions at the first set-up decision, pinned 9", k);
  for (guint i = 0; i < k && i < MAX_LEGAL; i++)
    {
      CHECK (legal[i].verb == ARDINA_VERB_PLACE && legal[i].args[0] == code_of ("carleton"),
             "legal action %u is not a placement of Carleton", i);
      int l = legal[i].args[1] & ~ARDINA_CODE_KIND_MASK;
      CHECK (ardina_data_locales[l].region == ARDINA_MAP_REGION_CANADA, "Carleton may go to %s, not in Canada",
             ardina_data_locales[l].name);
    }
  CHECK (ardina_game_legal_actions (g, ARDINA_SIDE_AMERICAN, legal, MAX_LEGAL) == 0,
         "the American has legal actions at the British set-up decision");
  /* The count does not depend on the room given. */
  CHECK (ardina_game_legal_actions (g, ARDINA_SIDE_BRITISH, NULL, 0) == k, "the count changes with max");
  ardina_game_free (g);
  g_array_free (ev, TRUE);
}

static gboolean
british_units_in (const ArdinaGame *g, int locale)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (g->units[i].zone == ARDINA_ZONE_MAP && g->units[i].locale == locale
        && ardina_nation_side (ardina_data_units[i].nation) == ARDINA_SIDE_BRITISH)
      return TRUE;
  return FALSE;
}

static void
test_setup_keep_apart (void)
{
  ArdinaGame *g = standard_game (ARDINA_OPTIONAL_ALL, 42, NULL);
  guint checked = 0;
  for (guint step = 0; step < 200 && strcmp (ardina_game_get_phase_name (g), "setup") == 0; step++)
    {
      ArdinaPending p[2];
      ardina_game_pending (g, p);
      ArdinaAction legal[MAX_LEGAL];
      guint k = MIN (ardina_game_legal_actions (g, p[0].side, legal, MAX_LEGAL), MAX_LEGAL);
      CHECK_FATAL (k > 0, "no legal set-up action at %s", p[0].prompt);
      const ArdinaDataSetup *d = ardina_setup_instruction (g);
      if (p[0].side == ARDINA_SIDE_AMERICAN && d->op == ARDINA_SETUP_PLACE_IN_REGION
          && d->side == ARDINA_SETUP_SIDE_AMERICAN)
        {
          /* The region's locales holding British units are exactly those
           * missing from the list. */
          guint in_region = 0, british = 0;
          int held = -1;
          for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
            if (ardina_data_locales[l].region == d->region)
              {
                in_region++;
                if (british_units_in (g, (int) l))
                  {
                    british++;
                    held = (int) l;
                  }
              }
          for (guint i = 0; i < k; i++)
            {
              int l = legal[i].args[1] & ~ARDINA_CODE_KIND_MASK;
              CHECK (!british_units_in (g, l), "%s: the American may set up in %s, which holds British units",
                     p[0].prompt, ardina_data_locales[l].name);
            }
          CHECK (k == in_region - british, "%s: %u legal of %u locales, %u of them British-held",
                 p[0].prompt, k, in_region, british);
          if (held >= 0)
            {
              ArdinaAction a = legal[0];
              a.args[1] = (uint16_t) (ARDINA_CODE_LOCALE | held);
              char ctx[200];
              g_snprintf (ctx, sizeof ctx, "set-up in British-held %s", ardina_data_locales[held].name);
              CU_ASSERT (refused (g, &a, NULL, ARDINA_ERROR_ILLEGAL, "4.3", ctx));
              checked++;
            }
        }
      CHECK_FATAL (apply_action (g, &legal[0], NULL), "a legal set-up action was refused");
    }
  /* New England holds Boston, where the British set up first (4.2). */
  CHECK (checked >= 1, "no American region placement met a British-held locale (%u)", checked);
  CHECK (refused_text (g, "american place ward boston", NULL, "set-up over"), "placing after the set-up");
  ardina_game_free (g);
}

/* Plays the set-up with policy() and counts its decisions. */
static guint
setup_decisions (ArdinaGame *g, GArray *ev)
{
  guint n = 0;
  while (n < 200 && strcmp (ardina_game_get_phase_name (g), "setup") == 0)
    {
      ArdinaAction a;
      CHECK_FATAL (policy (g, &a), "dead end in the set-up");
      CHECK_FATAL (apply_action (g, &a, ev), "a legal set-up action was refused");
      n++;
    }
  return n;
}

static void
test_setup_no_optional (void)
{
  GArray *ev = events_new ();
  ArdinaGame *g = standard_game (0, 42, ev);
  /* The set-up's choices (4.2-4.5): Canada 4, Camden or Charlotte 1,
   * Florida 3, the third Caribbean detachment 1, New England 6,
   * Mid-Atlantic 5, Virginia 3, Deep South 2, Hispaniola 1, and with
   * optional rules 28 Hispaniola's fortress. */
  guint decisions = setup_decisions (g, ev);
  CHECK (decisions == 26, "%u set-up decisions without optional rules, expected 26", decisions);
  guint fortresses = 0, partisans = 0;
  for (guint l = 0; l < ARDINA_MAX_LOCALES; l++)
    {
      fortresses += g->markers[ARDINA_MARKER_FORTRESS][l] != 0;
      partisans += g->markers[ARDINA_MARKER_PARTISAN_REBEL][l] != 0;
    }
  CHECK (fortresses == 0, "%u fortresses placed without optional rules 28", fortresses);
  CHECK (partisans == 0, "%u partisans placed without optional rules 29", partisans);
  /* Boston, Quebec, Halifax, Ticonderoga (4.2), Hispaniola (4.4), Havana
   * (4.5): six fortresses set aside, each event citing 1.4. */
  guint aside = count_events (ev, "1.4", "fortress");
  CHECK (aside == 6, "%u set-up events cite 1.4 for a fortress, expected 6", aside);
  CHECK (count_events (ev, "1.4", "marker") >= 2, "the two partisans (4.3) are not set aside citing 1.4");
  if (aside != 6)
    dump_events ("set-up events", ev);
  /* The Engineers marker needs optional rules 28 (7.8 design note). */
  CHECK (strcmp (place (g, "engineers-1"), "aside") == 0, "engineers-1 is in %s", place (g, "engineers-1"));
  ardina_game_free (g);
  g_array_free (ev, TRUE);

  /* With the optional rules, the same set-up places them. */
  ev = events_new ();
  g = standard_game (ARDINA_OPTIONAL_ALL, 42, ev);
  decisions = setup_decisions (g, ev);
  CHECK (decisions == 27, "%u set-up decisions with every optional rule, expected 27", decisions);
  fortresses = 0;
  for (guint l = 0; l < ARDINA_MAX_LOCALES; l++)
    fortresses += g->markers[ARDINA_MARKER_FORTRESS][l] != 0;
  CHECK (fortresses == 6, "%u fortresses with optional rules 28, expected 6", fortresses);
  CHECK (g->markers[ARDINA_MARKER_FORTRESS][locale_of ("boston")] == 1 + ARDINA_SIDE_BRITISH,
         "Boston's fortress is not British");
  CHECK (g->markers[ARDINA_MARKER_PARTISAN_REBEL][locale_of ("richmond")] == 1 + ARDINA_SIDE_AMERICAN,
         "Richmond's Rebel partisan is missing");
  CHECK (count_events (ev, "1.4", "fortress") == 0, "a fortress was set aside with every optional rule on");
  CHECK (strcmp (place (g, "engineers-1"), "aside") != 0, "engineers-1 is aside with optional rules 28");
  ardina_game_free (g);
  g_array_free (ev, TRUE);
}

static void
test_setup_markers_drawn (void)
{
  GArray *ev = events_new ();
  ArdinaGame *g = standard_game (ARDINA_OPTIONAL_ALL, 42, ev);
  finish_setup (g, ev);
  CHECK (ardina_game_count_hand (g, ARDINA_SIDE_AMERICAN) == 6, "the American holds %u markers, 4.3 gives 6",
         ardina_game_count_hand (g, ARDINA_SIDE_AMERICAN));
  CHECK (ardina_game_count_hand (g, ARDINA_SIDE_BRITISH) == 0, "the British hold %u markers, 4.2 gives none",
         ardina_game_count_hand (g, ARDINA_SIDE_BRITISH));
  guint picks = 0, privates = 0;
  for (guint i = 0; i < ev->len; i++)
    if (cites (EV (ev, i), "4.3") && strstr (ardina_event_get_text (EV (ev, i)), "picks a campaign marker"))
      {
        picks++;
        CHECK (ardina_event_get_side (EV (ev, i)) == ARDINA_SIDE_AMERICAN, "a 4.3 pick is not the American's");
        CHECK (ardina_event_get_audience (EV (ev, i)) == ARDINA_SIDE_NONE, "the fact of a pick is not public");
      }
    else if (cites (EV (ev, i), "4.3") && strstr (ardina_event_get_text (EV (ev, i)), " drew "))
      {
        privates++;
        CHECK (ardina_event_get_audience (EV (ev, i)) == ARDINA_SIDE_AMERICAN,
               "what the American drew is told to audience %d", ardina_event_get_audience (EV (ev, i)));
      }
  CHECK (picks == 6 && privates == 6, "%u picks and %u private draw events citing 4.3, expected 6 and 6", picks,
         privates);
  CHECK (count_events (ev, "4.2", "picks a campaign marker") == 0, "the British picked markers in the set-up");
  /* 103 counters, the spare set aside (7.8), 6 drawn. */
  CHECK (ardina_game_count_pool (g) == ARDINA_DATA_N_CAMPAIGN_PIECES - 1 - 6, "the pool holds %u markers",
         ardina_game_count_pool (g));
  ardina_game_free (g);
  g_array_free (ev, TRUE);
}

static CU_TestInfo tests[] = {
  { "first decision and golden count", test_setup_first_decision },
  { "American keeps apart from British units (4.3)", test_setup_keep_apart },
  { "optional rules off (1.4)", test_setup_no_optional },
  { "starting campaign markers (4.2, 4.3)", test_setup_markers_drawn },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("setup", tests);
}
