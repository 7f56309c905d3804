/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Indian sovereignty (optional section 30): in the Political Phase, each
 * Indian locale (2.4) held by non-Indian units of one side gives the
 * other side a political point (30.1); one held by both sides' gives
 * nobody one (30.2).
 *
 * A POLITICAL row (political.c runs it as each player collects, after
 * his towns and the Balance of Power's bonus, R-175): the acting player
 * collects his own points, those of the locales the enemy holds alone.
 * Non-Indian units are combat units of the side other than Indians;
 * leaders alone hold no locale, as they occupy no town (6.3, R-174).
 * Neutral France's and Spain's units belong to neither player (26.1). */
#include "rules.h"
#include "core/board.h"

/* 30.1, R-174: @side has a non-Indian combat unit in @locale. */
static gboolean
non_indians (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (ardina_data_units[i].type != ARDINA_UNIT_TYPE_INDIAN && ardina_unit_controller (g, (uint16_t) i) == side)
      return TRUE;
  return FALSE;
}

/* POLITICAL, 30.1, 30.2: @side's points for the Indian locales the enemy
 * alone holds with non-Indian units, each told; a locale both hold is
 * told as giving nothing. */
int
ardina_sovereignty_points (ArdinaCtx *c, ArdinaSide side)
{
  const ArdinaGame *g = c->g;
  ArdinaSide enemy = ardina_other (side);
  int points = 0;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    {
      if (ardina_data_locales[l].kind != ARDINA_LOCALE_KIND_INDIAN || !non_indians (g, enemy, (uint16_t) l))
        continue;
      const char *at = ardina_data_locales[l].label;
      if (non_indians (g, side, (uint16_t) l))
        {
          ardina_emit (c, ARDINA_R_30_2, side, "both players have non-Indian units in %s, an Indian locale: no "
                       "point for it to %s", at, ardina_side_label (side));
          continue;
        }
      points++;
      ardina_emit (c, ARDINA_R_30_1, side, "%s's non-Indian units hold %s, an Indian locale: %s gains 1 political "
                   "point", ardina_side_label (enemy), at, ardina_side_label (side));
    }
  return points;
}
