/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "victory": how to win (3): sudden death of either side (3.1,
 * 3.2), the shorter scenario (3.5), the end of the full game (3.3, 3.4),
 * and the town points that count for it (6.3, 6.4, 6.6). */
#include "fixture.h"

/* Puts one combat unit of @side (no fleets) in each town with a value, in
 * map order, until the towns are worth at least @target (or exactly
 * @target when @exact). Returns the worth reached. */
static guint
occupy_towns (ArdinaGame *g, ArdinaSide side, guint target, gboolean exact)
{
  guint total = 0, unit = 0;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES && total < target; l++)
    {
      const ArdinaDataLocale *loc = &ardina_data_locales[l];
      if (loc->kind != ARDINA_LOCALE_KIND_TOWN || loc->value == 0 || (exact && total + loc->value > target))
        continue;
      while (unit < ARDINA_DATA_N_UNITS
             && (g->units[unit].zone == ARDINA_ZONE_MAP
                 || ardina_nation_side (ardina_data_units[unit].nation) != side
                 || ardina_data_units[unit].nation == ARDINA_UNATION_FRENCH
                 || ardina_data_units[unit].nation == ARDINA_UNATION_SPANISH
                 || ardina_data_units[unit].type == ARDINA_UNIT_TYPE_FLEET))
        unit++;
      if (unit >= ARDINA_DATA_N_UNITS)
        break;
      ardina_place_put (g, (uint16_t) unit, ARDINA_ZONE_MAP, (uint16_t) l);
      total += loc->value;
      unit++;
    }
  return total;
}

static void
set_loyalty (ArdinaGame *g, int level, guint regions)
{
  for (guint r = 0; r < ARDINA_DATA_N_REGIONS; r++)
    g->loyalty[r] = (int8_t) (r < regions ? level : 0);
}

/* The end of @year's turn from its last Enlistment Phase (the American
 * being First Player), not yet run: with no unit to check it ends by
 * itself (20). */
static ArdinaGame *
end_of_turn (ArdinaScenario scenario, guint year)
{
  return game_before (scenario, ARDINA_OPTIONAL_ALL, year, "enlistment:second", ARDINA_SIDE_AMERICAN);
}

static void
finish_turn (ArdinaGame *g, GArray *ev)
{
  CHECK_FATAL (run_engine (g, ev), "the Enlistment Phase does not run on");
  /* The End of Turn Phase asks both players for a marker of its moment
   * (7.9, R-48) before its Victory Check: both pass. */
  for (guint i = 0; i < 2 && strcmp (ardina_game_get_phase_name (g), "end-of-turn") == 0; i++)
    CHECK_FATAL (respond_side (g) >= 0
                 && apply_text (g, respond_side (g) == ARDINA_SIDE_AMERICAN ? "american decline" : "british decline", ev),
                 "the End of Turn window cannot be passed");
}

static void
test_victory_sudden_death (void)
{
  GArray *ev = events_new ();
  ArdinaGame *g = end_of_turn (ARDINA_SCENARIO_FULL, 1777);
  guint worth = occupy_towns (g, ARDINA_SIDE_AMERICAN, 36, FALSE);
  CHECK_FATAL (worth >= 36 && ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN) == worth,
               "towns worth %u placed, the engine counts %u", worth,
               ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN));
  g->progress = ARDINA_PROGRESS_ARTICLES_OF_CONFEDERATION;
  set_loyalty (g, 2, 4);
  ArdinaGame *almost = ardina_game_copy (g);
  finish_turn (g, ev);
  CHECK (ardina_game_is_over (g), "36+ towns, Articles and 4 regions at 2: the game is not over");
  CHECK (ardina_game_get_winner (g) == ARDINA_SIDE_AMERICAN, "winner %s", side_name (ardina_game_get_winner (g)));
  CHECK (strcmp (ardina_game_get_result (g), "sudden-death") == 0, "result %s", ardina_game_get_result (g));
  int e = find_event (ev, 0, "3.1", "sudden death");
  CHECK (e >= 0 && ardina_event_get_side (EV (ev, e)) == ARDINA_SIDE_AMERICAN, "no sudden death event citing 3.1");
  CHECK (ardina_game_get_year (g) == 1777, "the game went on to %u (3.2: it ends at that Victory Check)",
         ardina_game_get_year (g));
  CHECK (strcmp (ardina_game_get_phase_name (g), "over") == 0, "phase %s", ardina_game_get_phase_name (g));

  /* Each condition is needed: 3 regions, or one level of progress less. */
  ArdinaGame *h = ardina_game_copy (almost);
  set_loyalty (h, 2, 3);
  finish_turn (h, NULL);
  CHECK (!ardina_game_is_over (h), "3 loyal regions gave a sudden death victory");
  ardina_game_free (h);
  h = ardina_game_copy (almost);
  h->progress = ARDINA_PROGRESS_CONTINENTAL_ARMY_PROFESSIONALIZES;
  finish_turn (h, NULL);
  CHECK (!ardina_game_is_over (h), "sudden death below the Articles of Confederation");
  ardina_game_free (h);
  h = ardina_game_copy (almost);
  set_loyalty (h, 1, 7);
  finish_turn (h, NULL);
  CHECK (!ardina_game_is_over (h), "loyalty 1 everywhere gave a political victory (3.1 needs 2)");
  ardina_game_free (h);
  /* Towns worth exactly 35 are not enough. */
  h = end_of_turn (ARDINA_SCENARIO_FULL, 1777);
  guint w35 = occupy_towns (h, ARDINA_SIDE_AMERICAN, 35, TRUE);
  CHECK_FATAL (w35 == 35, "cannot make towns worth exactly 35 (%u)", w35);
  h->progress = ARDINA_PROGRESS_ARTICLES_OF_CONFEDERATION;
  set_loyalty (h, 3, 7);
  finish_turn (h, NULL);
  CHECK (!ardina_game_is_over (h), "towns worth 35 gave a sudden death victory");
  ardina_game_free (h);
  ardina_game_free (almost);
  ardina_game_free (g);
  g_array_free (ev, TRUE);
}

static void
test_victory_british (void)
{
  ArdinaGame *base = end_of_turn (ARDINA_SCENARIO_FULL, 1777);
  guint worth = occupy_towns (base, ARDINA_SIDE_BRITISH, 36, FALSE);
  CHECK_FATAL (worth >= 36 && ardina_game_get_town_points (base, ARDINA_SIDE_BRITISH) == worth,
               "British towns worth %u placed, the engine counts %u", worth,
               ardina_game_get_town_points (base, ARDINA_SIDE_BRITISH));
  set_loyalty (base, -2, 4);

  /* At Continental Congress the British win (3.1 2b). */
  GArray *ev = events_new ();
  ArdinaGame *g = ardina_game_copy (base);
  g->progress = ARDINA_PROGRESS_CONTINENTAL_CONGRESS;
  finish_turn (g, ev);
  CHECK (ardina_game_is_over (g) && ardina_game_get_winner (g) == ARDINA_SIDE_BRITISH
         && strcmp (ardina_game_get_result (g), "sudden-death") == 0,
         "British sudden death at Continental Congress: over %d, winner %s, result %s", ardina_game_is_over (g),
         side_name (ardina_game_get_winner (g)), ardina_game_get_result (g));
  ardina_game_free (g);
  g_array_free (ev, TRUE);

  /* Once the Declaration of Independence is reached, never (3.2). */
  static const uint8_t beyond[3] = { ARDINA_PROGRESS_DECLARATION_OF_INDEPENDENCE,
                                     ARDINA_PROGRESS_CONTINENTAL_ARMY_PROFESSIONALIZES,
                                     ARDINA_PROGRESS_ARTICLES_OF_CONFEDERATION };
  for (guint i = 0; i < 3; i++)
    {
      ev = events_new ();
      g = ardina_game_copy (base);
      g->progress = beyond[i];
      finish_turn (g, ev);
      CHECK (!ardina_game_is_over (g), "British sudden death at progress %s", ardina_game_get_progress (g));
      CHECK (find_event (ev, 0, "3.2", NULL) >= 0, "no event citing 3.2 at progress %s",
             ardina_game_get_progress (g));
      ardina_game_free (g);
      g_array_free (ev, TRUE);
    }
  ardina_game_free (base);
}

static void
test_victory_short (void)
{
  /* All three conditions (3.5, R-24: loyalty 1 or more in 4 regions). */
  ArdinaGame *base = end_of_turn (ARDINA_SCENARIO_SHORT, 1778);
  set_loyalty (base, 1, 4);
  base->progress = ARDINA_PROGRESS_DECLARATION_OF_INDEPENDENCE;
  base->balance = ARDINA_BALANCE_FRENCH_ALLIANCE;

  GArray *ev = events_new ();
  ArdinaGame *g = ardina_game_copy (base);
  finish_turn (g, ev);
  CHECK (ardina_game_is_over (g) && ardina_game_get_winner (g) == ARDINA_SIDE_AMERICAN
         && strcmp (ardina_game_get_result (g), "short-scenario") == 0,
         "all three 3.5 conditions: over %d, winner %s, result %s", ardina_game_is_over (g),
         side_name (ardina_game_get_winner (g)), ardina_game_get_result (g));
  CHECK (find_event (ev, 0, "3.5", NULL) >= 0, "no event citing 3.5");
  CHECK (ardina_game_get_year (g) == 1778, "the shorter scenario ended in %u", ardina_game_get_year (g));
  ardina_game_free (g);
  g_array_free (ev, TRUE);

  /* Any one missing: the British. */
  for (guint missing = 0; missing < 3; missing++)
    {
      g = ardina_game_copy (base);
      if (missing == 0)
        set_loyalty (g, 1, 3);
      else if (missing == 1)
        g->progress = ARDINA_PROGRESS_CONTINENTAL_CONGRESS;
      else
        g->balance = ARDINA_BALANCE_COVERT_AID;
      finish_turn (g, NULL);
      CHECK (ardina_game_is_over (g) && ardina_game_get_winner (g) == ARDINA_SIDE_BRITISH
             && strcmp (ardina_game_get_result (g), "short-scenario") == 0,
             "condition %u of 3.5 missing: over %d, winner %s", missing + 1, ardina_game_is_over (g),
             side_name (ardina_game_get_winner (g)));
      ardina_game_free (g);
    }
  /* Beyond the minimum still counts. */
  g = ardina_game_copy (base);
  set_loyalty (g, 3, 7);
  g->progress = ARDINA_PROGRESS_ARTICLES_OF_CONFEDERATION;
  g->balance = ARDINA_BALANCE_SPANISH_ALLIANCE;
  finish_turn (g, NULL);
  CHECK (ardina_game_get_winner (g) == ARDINA_SIDE_AMERICAN, "beyond every 3.5 minimum: %s wins",
         side_name (ardina_game_get_winner (g)));
  ardina_game_free (g);
  /* 1777 is not the end of the shorter scenario; 1778 is not the end of the full game. */
  g = end_of_turn (ARDINA_SCENARIO_SHORT, 1777);
  finish_turn (g, NULL);
  CHECK (!ardina_game_is_over (g) && ardina_game_get_year (g) == 1778, "the shorter scenario stopped in %u",
         ardina_game_get_year (g));
  ardina_game_free (g);
  g = end_of_turn (ARDINA_SCENARIO_FULL, 1778);
  finish_turn (g, NULL);
  CHECK (!ardina_game_is_over (g) && ardina_game_get_year (g) == 1779, "the full game stopped in %u",
         ardina_game_get_year (g));
  ardina_game_free (g);
  ardina_game_free (base);
}

static void
test_victory_full_end (void)
{
  struct {
    gboolean am_military, br_political;
    ArdinaSide winner;
    const char *result, *rule;
  } cases[] = {
    { TRUE, FALSE, ARDINA_SIDE_AMERICAN, "partial", "3.3" },
    { FALSE, TRUE, ARDINA_SIDE_BRITISH, "partial", "3.3" },
    { TRUE, TRUE, ARDINA_SIDE_NONE, "draw", "3.4" },
    { FALSE, FALSE, ARDINA_SIDE_NONE, "draw", "3.4" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArdinaGame *g = end_of_turn (ARDINA_SCENARIO_FULL, 1782);
      set_loyalty (g, 0, 0);
      g->progress = ARDINA_PROGRESS_DECLARATION_OF_INDEPENDENCE;
      if (cases[i].am_military)
        occupy_towns (g, ARDINA_SIDE_AMERICAN, 36, FALSE);
      if (cases[i].br_political)
        {
          g->progress = ARDINA_PROGRESS_DONT_TREAD_ON_ME;
          set_loyalty (g, -2, 4);
        }
      GArray *ev = events_new ();
      finish_turn (g, ev);
      CHECK (ardina_game_is_over (g) && ardina_game_get_winner (g) == cases[i].winner
             && strcmp (ardina_game_get_result (g), cases[i].result) == 0,
             "1782 case %u: over %d, winner %s (expected %s), result %s (expected %s)", i, ardina_game_is_over (g),
             side_name (ardina_game_get_winner (g)), side_name (cases[i].winner), ardina_game_get_result (g),
             cases[i].result);
      CHECK (find_event (ev, 0, cases[i].rule, "last turn") >= 0, "1782 case %u: no event citing %s", i,
             cases[i].rule);
      ardina_game_free (g);
      g_array_free (ev, TRUE);
    }
  ArdinaGame *g = end_of_turn (ARDINA_SCENARIO_FULL, 1781);
  finish_turn (g, NULL);
  CHECK (!ardina_game_is_over (g) && ardina_game_get_year (g) == 1782, "the full game stopped after 1781");
  ardina_game_free (g);
}

static void
test_town_points (void)
{
  int boston = locale_of ("boston");
  guint value = ardina_data_locales[boston].value;
  CHECK_FATAL (ardina_data_locales[boston].kind == ARDINA_LOCALE_KIND_TOWN && value > 0, "Boston is no town");

  ArdinaGame *g = empty_game (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 1776);
  CHECK (ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN) == 0, "an empty board is worth something");
  /* A leader is no combat unit (6.3). */
  put (g, "ward", "boston");
  CHECK (ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN) == 0, "a lone leader occupies Boston");
  put (g, "am-mil-1", "boston");
  CHECK (ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN) == value, "a militia in Boston gives %u, not %u",
         ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN), value);
  CHECK (ardina_game_get_town_points (g, ARDINA_SIDE_BRITISH) == 0, "the British score an American town");
  /* A second unit adds nothing. */
  put (g, "am-mil-2", "boston");
  CHECK (ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN) == value, "two units count Boston twice");
  /* A friendly partisan is harmless; an enemy one cancels it (6.4, 29.4). */
  g->markers[ARDINA_MARKER_PARTISAN_REBEL][boston] = 1 + ARDINA_SIDE_AMERICAN;
  CHECK (ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN) == value, "a Rebel partisan cancels Boston");
  g->markers[ARDINA_MARKER_PARTISAN_TORY][boston] = 1 + ARDINA_SIDE_BRITISH;
  CHECK (ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN) == 0,
         "Boston under a Tory partisan still gives the American %u", ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN));
  /* Without optional rules 29 there are no partisans to count. */
  g->optional &= ~ARDINA_OPTIONAL (29);
  CHECK (ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN) == value, "a partisan counts with rules 29 off");
  g->optional |= ARDINA_OPTIONAL (29);
  /* Same for the British under a Rebel partisan. */
  int ny = locale_of ("new-york");
  CHECK_FATAL (ardina_data_locales[ny].kind == ARDINA_LOCALE_KIND_TOWN && ardina_data_locales[ny].value > 0,
               "New York is no town with a value");
  put (g, "br-reg-1", "new-york");
  CHECK (ardina_game_get_town_points (g, ARDINA_SIDE_BRITISH) == ardina_data_locales[ny].value,
         "a British regular in New York gives %u", ardina_game_get_town_points (g, ARDINA_SIDE_BRITISH));
  g->markers[ARDINA_MARKER_PARTISAN_REBEL][ny] = 1 + ARDINA_SIDE_AMERICAN;
  CHECK (ardina_game_get_town_points (g, ARDINA_SIDE_BRITISH) == 0, "New York under a Rebel partisan counts");
  ardina_game_free (g);

  /* A neutral French unit occupies nothing (6.6); an allied one does. */
  g = empty_game (ARDINA_SCENARIO_FULL, 0, 1776);
  put (g, "fr-reg-1", "boston");
  CHECK (ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN) == 0, "a neutral French unit occupies Boston");
  g->balance = ARDINA_BALANCE_FRENCH_ALLIANCE;
  CHECK (ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN) == value, "an allied French unit does not");
  /* Only towns count: a unit in a wilderness or off-map locale adds 0. */
  g->balance = ARDINA_DATA_BALANCE_START;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (ardina_data_locales[l].kind != ARDINA_LOCALE_KIND_TOWN)
      {
        ArdinaGame *h = empty_game (ARDINA_SCENARIO_FULL, 0, 1776);
        put (h, "am-mil-3", ardina_data_locales[l].name);
        CHECK (ardina_game_get_town_points (h, ARDINA_SIDE_AMERICAN) == 0, "%s (not a town) is worth %u",
               ardina_data_locales[l].name, ardina_game_get_town_points (h, ARDINA_SIDE_AMERICAN));
        ardina_game_free (h);
      }
  ardina_game_free (g);
}

static CU_TestInfo tests[] = {
  { "American sudden death (3.1)", test_victory_sudden_death },
  { "British sudden death and 3.2", test_victory_british },
  { "shorter scenario (3.5)", test_victory_short },
  { "end of the full game (3.3, 3.4)", test_victory_full_end },
  { "town points (6.3, 6.4, 6.6)", test_town_points },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("victory", tests);
}
