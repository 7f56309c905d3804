/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "hooks": the rule hooks of the registry (registry.h, hooks.h).
 * The table is consistent: every row's point exists, rows are grouped by
 * point in the points' order so each point's slice is the rows listed
 * for it, every gate is the bit of a known optional section (or none for
 * the standard rules), standard rows are on in a game without options and
 * optional rows off. And a row changes the computation it hooks: turning
 * its section on or off, with nothing else changed, changes the answer. */
#include "fixture.h"

static void
test_registry_consistent (void)
{
  CHECK_FATAL (ardina_hook_n_rows > 0, "the hook table is empty");
  guint total = 0;
  for (guint p = 0; p < ARDINA_HOOK_COUNT; p++)
    {
      CHECK (ardina_hook_point_name (p) != NULL, "hook point %u has no name", p);
      for (guint q = 0; q < p; q++)
        CHECK (g_strcmp0 (ardina_hook_point_name (p), ardina_hook_point_name (q)) != 0,
               "hook points %u and %u share a name", p, q);
      CHECK (ardina_hook_first[p] == total, "point %s starts at row %u, not %u", ardina_hook_point_name (p),
             ardina_hook_first[p], total);
      for (guint i = ardina_hook_first[p]; i < (guint) ardina_hook_first[p] + ardina_hook_count[p]; i++)
        CHECK (i < ardina_hook_n_rows && ardina_hook_rows[i].point == p, "row %u (%s) is not a row of point %s", i,
               i < ardina_hook_n_rows ? ardina_hook_rows[i].name : "past the table", ardina_hook_point_name (p));
      total += ardina_hook_count[p];
    }
  CHECK (total == ardina_hook_n_rows, "the points' slices hold %u rows, the table %u", total, ardina_hook_n_rows);
  CHECK (ardina_hook_point_name (ARDINA_HOOK_COUNT) == NULL, "a point past the list has a name");
  for (guint i = 0; i < ardina_hook_n_rows; i++)
    {
      const ArdinaHookRow *r = &ardina_hook_rows[i];
      CHECK (r->point < ARDINA_HOOK_COUNT, "row %u (%s) names point %u, which does not exist", i, r->name, r->point);
      CHECK (i == 0 || r->point >= ardina_hook_rows[i - 1].point, "row %u (%s) is listed out of its point's group",
             i, r->name);
      CHECK (r->fn.FIRE_DICE != NULL && r->name != NULL, "row %u has no function", i);
      if (r->section == 0)
        {
          CHECK (r->gate == 0, "standard row %s has a gate", r->name);
          CHECK (ardina_hook_on (r, 0), "standard row %s is off in a game without options", r->name);
          continue;
        }
      /* The section's header is in the catalog, and its first rule is an
       * optional one. */
      char id[8], first[8];
      g_snprintf (id, sizeof id, "%u.0", r->section);
      g_snprintf (first, sizeof first, "%u.1", r->section);
      const ArdinaRule *sec = ardina_rule_lookup (id), *one = ardina_rule_lookup (first);
      CHECK (r->section >= 28 && r->section <= 38 && sec && ardina_rule_get_kind (sec) == ARDINA_RULE_SECTION
             && one && ardina_rule_get_kind (one) == ARDINA_RULE_OPTIONAL,
             "row %s is gated by section %u, not an optional section of the catalog", r->name, r->section);
      CHECK (r->gate == ARDINA_OPTIONAL (r->section), "row %s's gate is not section %u's bit", r->name, r->section);
      CHECK (!ardina_hook_on (r, 0), "optional row %s is on in a game without options", r->name);
      CHECK (ardina_hook_on (r, ARDINA_OPTIONAL (r->section)), "optional row %s is off with section %u on", r->name,
             r->section);
      CHECK (!ardina_hook_on (r, ARDINA_OPTIONAL_ALL & ~ARDINA_OPTIONAL (r->section)),
             "optional row %s is on with every section but its own", r->name);
    }
}

/* Section 29's rows (partisans.c) at TOWN_POINTS and FORAGE: a Tory
 * partisan in a town denies it to the American once the section is on,
 * and nothing else about the position changes (6.4, 29.4). */
static void
test_partisan_row_toggles (void)
{
  ArdinaGame *g = empty_game (ARDINA_SCENARIO_FULL, 0, 1776);
  int boston = locale_of ("boston");
  CHECK_FATAL (boston >= 0, "no Boston");
  guint value = ardina_data_locales[boston].value;
  CHECK_FATAL (value > 0, "Boston has no value");
  g->markers[ARDINA_MARKER_PARTISAN_TORY][boston] = 1;
  uint16_t why = 1;
  guint off_points = ardina_town_value (g, (uint16_t) boston, ARDINA_SIDE_AMERICAN, &why);
  guint off_food = ardina_forage_limit (g, ARDINA_SIDE_AMERICAN, (uint16_t) boston);
  CHECK (off_points == value && why == 0, "section 29 off: Boston gives %u points (why %u), not %u", off_points, why,
         value);
  CHECK (off_food > 0, "section 29 off: Boston feeds nothing");
  g->optional |= ARDINA_OPTIONAL (29);
  guint on_points = ardina_town_value (g, (uint16_t) boston, ARDINA_SIDE_AMERICAN, &why);
  CHECK (on_points == 0 && why == ARDINA_R_6_4, "section 29 on: Boston gives %u points (why %u)", on_points, why);
  CHECK (ardina_forage_limit (g, ARDINA_SIDE_AMERICAN, (uint16_t) boston) == 0, "section 29 on: Boston still feeds");
  /* The partisan is the British player's own: it denies him nothing. */
  CHECK (ardina_town_value (g, (uint16_t) boston, ARDINA_SIDE_BRITISH, &why) == value && why == 0,
         "a Tory partisan denies Boston to the British");
  CHECK (ardina_forage_limit (g, ARDINA_SIDE_BRITISH, (uint16_t) boston) > 0, "a Tory partisan starves the British");
  ardina_game_free (g);
}

/* Section 37's rows (massacre.c) at FORAGE: a massacre marker starves a
 * locale for both sides, with the section on only (37.2, R-31). */
static void
test_massacre_row_toggles (void)
{
  ArdinaGame *g = empty_game (ARDINA_SCENARIO_FULL, 0, 1776);
  int boston = locale_of ("boston");
  CHECK_FATAL (boston >= 0, "no Boston");
  g->markers[ARDINA_MARKER_MASSACRE][boston] = 1;
  CHECK (ardina_forage_limit (g, ARDINA_SIDE_BRITISH, (uint16_t) boston) > 0, "section 37 off: Boston feeds nothing");
  g->optional |= ARDINA_OPTIONAL (37);
  CHECK (ardina_forage_limit (g, ARDINA_SIDE_BRITISH, (uint16_t) boston) == 0, "section 37 on: Boston still feeds");
  uint16_t why = 0;
  CHECK (ardina_town_value (g, (uint16_t) boston, ARDINA_SIDE_BRITISH, &why) == 0 && why == ARDINA_R_37_2,
         "section 37 on: Boston's points are not denied by 37.2 (why %u)", why);
  ardina_game_free (g);
}

/* The 18.12 row (combat.c) at FIRE_DICE: a light unit fires one more die
 * in a wilderness than in a town; its printed factors alone in a town. */
static void
test_terrain_fire_row (void)
{
  ArdinaGame *g = empty_game (ARDINA_SCENARIO_FULL, 0, 1776);
  int saratoga = locale_of ("saratoga"), boston = locale_of ("boston");
  uint16_t lt = code_of ("br-lt-1");
  CHECK_FATAL (saratoga >= 0 && boston >= 0 && ARDINA_CODE_KIND (lt) == ARDINA_CODE_UNIT, "no Saratoga or 1 Lt");
  uint16_t u = ARDINA_CODE_INDEX (lt);
  guint plain = ardina_data_units[u].strength * (guint) ARDINA_CONST (FIRE_DICE_PER_FACTOR);
  guint town = ardina_unit_fire_dice (g, u, (uint16_t) boston);
  guint wild = ardina_unit_fire_dice (g, u, (uint16_t) saratoga);
  CHECK (town == plain, "1 Lt fires %u dice in a town, not %u", town, plain);
  CHECK (wild == plain + (guint) ARDINA_CONST (WILDERNESS_FIRE_BONUS), "1 Lt fires %u dice in a wilderness", wild);
  /* The row's own answer is the difference: fold it by hand. */
  CHECK (ardina_terrain_fire (g, u, (uint16_t) saratoga, plain) == wild, "the 18.12 row does not give the fire");
  ardina_game_free (g);
}

static CU_TestInfo tests[] = {
  { "the hook table is consistent (registry.h)", test_registry_consistent },
  { "section 29's rows deny a town with the section on (6.4, 29.4)", test_partisan_row_toggles },
  { "section 37's rows starve a locale with the section on (37.2)", test_massacre_row_toggles },
  { "the 18.12 row adds the wilderness die", test_terrain_fire_row },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("hooks", tests);
}
