/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* How to win (3.0): the sudden death check of each Victory Check Phase
 * (3.1, 3.2), and the reckoning at the end of the last turn: partial
 * victory or draw (3.3, 3.4), or the shorter scenario's test (3.5). */
#include "rules.h"

/* 6.3: the towns a side occupies (towns.c: ardina_town_occupied, the
 * same occupation as the Political Phase), at their printed value, or
 * none where 6.4, 6.5, 26.3 or 37.2(3) deny them; 11.6(2)'s doubling is
 * for the Political Phase only. The Victory Check asks this four
 * times: one pass over the units marks the occupied locales. */
guint
ardina_town_points (const ArdinaGame *g, ArdinaSide side)
{
  uint8_t occupied[ARDINA_MAX_LOCALES];
  ardina_town_occupied (g, side, occupied);
  guint total = 0;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (occupied[l])
      total += ardina_town_value (g, (uint16_t) l, side, NULL);
  return total;
}

guint
ardina_game_get_town_points (const ArdinaGame *g, ArdinaSide side)
{
  return ardina_town_points (g, side);
}

/* Regions whose loyalty is at least @level in @side's favour. */
static guint
regions_loyal (const ArdinaGame *g, ArdinaSide side, int level)
{
  guint n = 0;
  for (guint r = 0; r < ARDINA_DATA_N_REGIONS; r++)
    n += (side == ARDINA_SIDE_AMERICAN ? g->loyalty[r] : -g->loyalty[r]) >= level;
  return n;
}

static gboolean
military (const ArdinaGame *g, ArdinaSide side)
{
  return ardina_town_points (g, side) >= (guint) ARDINA_CONST (VICTORY_TOWN_POINTS);
}

/* 3.1 (2a), (2b). */
static gboolean
political (const ArdinaGame *g, ArdinaSide side)
{
  guint regions = regions_loyal (g, side, ARDINA_CONST (POLITICAL_VICTORY_LOYALTY));
  if (regions < (guint) ARDINA_CONST (POLITICAL_VICTORY_REGIONS))
    return FALSE;
  if (side == ARDINA_SIDE_AMERICAN)
    return g->progress == ARDINA_PROGRESS_ARTICLES_OF_CONFEDERATION;
  return g->progress <= ARDINA_PROGRESS_CONTINENTAL_CONGRESS;
}

static void
report (ArdinaCtx *c, ArdinaSide side)
{
  ardina_emit (c, ARDINA_R_3_1, side, "%s occupies towns worth %u (%d needed); political victory %s",
               ardina_side_label (side), ardina_town_points (c->g, side), ARDINA_CONST (VICTORY_TOWN_POINTS),
               political (c->g, side) ? "achieved" : "not achieved");
}

static void
finish (ArdinaCtx *c, ArdinaSide winner, ArdinaResult result)
{
  c->g->over = 1;
  c->g->winner = (uint8_t) winner;
  c->g->result = (uint8_t) result;
}

gboolean
ardina_victory_check (ArdinaCtx *c)
{
  report (c, ARDINA_SIDE_AMERICAN);
  report (c, ARDINA_SIDE_BRITISH);
  if (c->g->progress >= ARDINA_PROGRESS_DECLARATION_OF_INDEPENDENCE)
    ardina_emit (c, ARDINA_R_3_2, ARDINA_SIDE_BRITISH,
                 "the Declaration of Independence has been reached: no British sudden death victory");
  for (int s = 0; s < 2; s++)
    if (military (c->g, (ArdinaSide) s) && political (c->g, (ArdinaSide) s))
      {
        finish (c, (ArdinaSide) s, ARDINA_RESULT_SUDDEN_DEATH);
        ardina_emit2 (c, ARDINA_R_3_1, ARDINA_R_3_2, (ArdinaSide) s,
                      "%s wins a sudden death victory in %u", ardina_side_label ((ArdinaSide) s), c->g->year);
        return TRUE;
      }
  return TRUE;
}

/* 3.5: the American must meet all three conditions. */
static void
end_short (ArdinaCtx *c)
{
  gboolean loyal = regions_loyal (c->g, ARDINA_SIDE_AMERICAN, ARDINA_CONST (SHORT_SCENARIO_LOYALTY))
                   >= (guint) ARDINA_CONST (SHORT_SCENARIO_REGIONS);
  gboolean progress = c->g->progress >= ARDINA_PROGRESS_DECLARATION_OF_INDEPENDENCE;
  gboolean balance = c->g->balance >= ARDINA_BALANCE_FRENCH_ALLIANCE;
  ArdinaSide w = loyal && progress && balance ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH;
  finish (c, w, ARDINA_RESULT_SHORT);
  ardina_emit (c, ARDINA_R_3_5, w, "end of the shorter scenario: loyalty in %u regions (%s), "
               "progress %s, balance %s: %s wins", regions_loyal (c->g, ARDINA_SIDE_AMERICAN, 1),
               loyal ? "met" : "not met", progress ? "met" : "not met", balance ? "met" : "not met",
               ardina_side_label (w));
}

void
ardina_game_end (ArdinaCtx *c)
{
  if (c->g->scenario == ARDINA_SCENARIO_SHORT)
    {
      end_short (c);
      return;
    }
  gboolean am = military (c->g, ARDINA_SIDE_AMERICAN) || political (c->g, ARDINA_SIDE_AMERICAN);
  gboolean br = military (c->g, ARDINA_SIDE_BRITISH) || political (c->g, ARDINA_SIDE_BRITISH);
  if (am != br)
    {
      ArdinaSide w = am ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH;
      finish (c, w, ARDINA_RESULT_PARTIAL);
      ardina_emit (c, ARDINA_R_3_3, w, "the last turn is over: %s wins a partial victory", ardina_side_label (w));
      return;
    }
  finish (c, ARDINA_SIDE_NONE, ARDINA_RESULT_DRAW);
  ardina_emit (c, ARDINA_R_3_4, ARDINA_SIDE_NONE, "the last turn is over: %s, so the game is a draw",
               am ? "both players met a victory condition" : "neither player met a victory condition");
}
