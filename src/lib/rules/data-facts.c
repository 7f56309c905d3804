/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Facts read straight from the compiled tables and the game's track
 * markers, calling no rules file: the nation whose neutrality closes a
 * political division (26.3) and the effects of the Balance of Power's
 * levels (12.7, R-29); the division a locale lies in (2.7) is rules.h's,
 * inline. Who is at war (at-war.c), the regions' loyalty (regions.c), the
 * Political Phase and the victory check all ask them; answered here,
 * below every one of them, they draw none of those files into a cycle
 * (doc/design.md, "Layers"). */
#include "rules.h"

/* 26.3: the nation whose neutrality closes a political division, or
 * ARDINA_UNATION_COUNT for the divisions open to all. */
uint8_t
ardina_region_neutral_owner (uint16_t map_region)
{
  switch (map_region)
    {
    case ARDINA_MAP_REGION_HISPANIOLA:
      return ARDINA_UNATION_FRENCH;
    case ARDINA_MAP_REGION_CUBA:
    case ARDINA_MAP_REGION_NEW_SPAIN:
      return ARDINA_UNATION_SPANISH;
    default:
      return ARDINA_UNATION_COUNT;
    }
}

/* 12.7, R-29: on the American half the effects of every level from
 * Neutral's right neighbour up to the marker apply; likewise leftwards. */
uint32_t
ardina_balance_effects (const ArdinaGame *g)
{
  uint32_t e = 0;
  int start = ARDINA_DATA_BALANCE_START, at = g->balance;
  for (int i = start + 1; i <= at; i++)
    e |= ardina_data_balance[i].effects;
  for (int i = start - 1; i >= at; i--)
    e |= ardina_data_balance[i].effects;
  return e;
}
