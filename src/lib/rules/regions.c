/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Where a locale lies and what that means for a side: the loyalty of its
 * colonial region seen from a side (11.6, 19.2, R-31), and the off-map
 * boxes' PLACE row (25.2-25.4; the other PLACE rows and
 * ardina_locale_barred () are at-war.c's). Political points,
 * mobilization, forage and the alliances all ask these questions; they are
 * answered here once. The political division a locale lies in (2.7) and
 * the neutral that closes it (26.3) are data-facts.c's, read from the map
 * below at-war.c, which asks them. */
#include "rules.h"

const char *
ardina_locale_name_at (guint i)
{
  return i < ARDINA_DATA_N_LOCALES ? ardina_data_locales[i].name : NULL;
}

uint16_t
ardina_locale_loyalty_region (uint16_t locale)
{
  uint16_t r = ardina_locale_region (locale);
  return r == ARDINA_NONE ? ARDINA_NONE : ardina_data_map_regions[r].loyalty;
}

int
ardina_loyalty_for (const ArdinaGame *g, uint16_t loyalty_region, ArdinaSide side)
{
  int v = g->loyalty[loyalty_region];
  return side == ARDINA_SIDE_AMERICAN ? v : -v;
}

/* pro a side at 1 to 3 toward it; a division without a loyalty
 * track (the West Indies, New Spain, Cuba, Hispaniola), a sea or a box
 * counts as neutral. */
ArdinaBracket
ardina_loyalty_bracket (const ArdinaGame *g, uint16_t locale, ArdinaSide side)
{
  uint16_t r = ardina_locale_loyalty_region (locale);
  int v = r == ARDINA_NONE ? 0 : ardina_loyalty_for (g, r, side);
  return v > 0 ? ARDINA_BRACKET_PRO : v < 0 ? ARDINA_BRACKET_ENEMY : ARDINA_BRACKET_NEUTRAL;
}

/* 25.2-25.4: the nation whose off-map box a locale is, or COUNT. */
uint8_t
ardina_box_nation (uint16_t locale)
{
  switch (locale)
    {
    case ARDINA_LOCALE_BRITAIN:
      return ARDINA_UNATION_BRITISH;
    case ARDINA_LOCALE_FRANCE:
      return ARDINA_UNATION_FRENCH;
    case ARDINA_LOCALE_SPAIN:
      return ARDINA_UNATION_SPANISH;
    default:
      return ARDINA_UNATION_COUNT;
    }
}

/* PLACE, 25.2-25.4: an off-map box holds its own nation's units only
 * (Hessians in Britain's: they are treated as British regulars, 27.1),
 * France's and Spain's only while at war. Other locales are left to the
 * other PLACE rows (at-war.c). */
uint16_t
ardina_box_place (const ArdinaGame *g, uint16_t locale, uint8_t nation)
{
  uint8_t box = ardina_box_nation (locale);
  if (box == ARDINA_UNATION_BRITISH)
    return nation == ARDINA_UNATION_BRITISH || nation == ARDINA_UNATION_HESSIAN ? 0 : ARDINA_R_25_2;
  if (box != ARDINA_UNATION_COUNT)
    {
      uint16_t rule = box == ARDINA_UNATION_FRENCH ? ARDINA_R_25_3 : ARDINA_R_25_4;
      return nation == box && ardina_nation_allied (g, box) ? 0 : rule;
    }
  return 0;
}
