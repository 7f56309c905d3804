/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Partisans (optional section 29). The engine does not play the section
 * yet (ARDINA_OPTIONAL_PLAYED); cases and set-ups may place its markers,
 * and what an enemy partisan does to the locale it stands in is played:
 * the town gives that side no political points (6.4, 29.4(1)) and no
 * food (29.4, R-31). The rows are gated by section 29. */
#include "rules.h"

/* An enemy partisan of @side stands in @locale. */
gboolean
ardina_enemy_partisan_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  uint8_t kind = side == ARDINA_SIDE_AMERICAN ? ARDINA_MARKER_PARTISAN_TORY : ARDINA_MARKER_PARTISAN_REBEL;
  return g->markers[kind][locale] != 0;
}

/* TOWN_POINTS and FORAGE, 6.4, 29.4: an enemy partisan there denies the
 * locale to @side. */
uint16_t
ardina_partisan_denies (const ArdinaGame *g, uint16_t locale, ArdinaSide side)
{
  return ardina_enemy_partisan_at (g, side, locale) ? ARDINA_R_6_4 : 0;
}
