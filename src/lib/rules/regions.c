/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Where a locale lies and what that means for a side: its political
 * division (2.7), the loyalty of its colonial region seen from a side
 * (11.6, 19.2, R-31), and whether a nation's units may be there at all
 * (25.2-25.4, 26.3). Political points, mobilization, forage and the
 * alliances all ask these questions; they are answered here once. */
#include "rules.h"

const char *
ardina_locale_name_at (guint i)
{
  return i < ARDINA_DATA_N_LOCALES ? ardina_data_locales[i].name : NULL;
}

uint16_t
ardina_locale_region (uint16_t locale)
{
  return locale < ARDINA_DATA_N_LOCALES ? ardina_data_locales[locale].region : ARDINA_NONE;
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

/* May a unit of @nation be put in @locale now (mobilized, moved, placed)?
 * 0 if so, else the rule that forbids it, the most particular first:
 * a box only for its own nation (Hessians in Britain's: they are treated
 * as British regulars, 27.1), France's and Spain's only while at war
 * (25.2-25.4); a neutral's divisions closed to every other nation (26.3);
 * and a neutral's own forces frozen wherever they are (26.1, R-69). The
 * one placement of a neutral's units, 26.4(2), is the alliances' own. */
uint16_t
ardina_locale_barred (const ArdinaGame *g, uint16_t locale, uint8_t nation)
{
  uint8_t box = ardina_box_nation (locale);
  if (box == ARDINA_UNATION_BRITISH)
    return nation == ARDINA_UNATION_BRITISH || nation == ARDINA_UNATION_HESSIAN ? 0 : ARDINA_R_25_2;
  if (box != ARDINA_UNATION_COUNT)
    {
      uint16_t rule = box == ARDINA_UNATION_FRENCH ? ARDINA_R_25_3 : ARDINA_R_25_4;
      return nation == box && ardina_nation_allied (g, box) ? 0 : rule;
    }
  uint8_t owner = ardina_region_neutral_owner (ardina_locale_region (locale));
  if (owner != ARDINA_UNATION_COUNT && nation != owner && !ardina_nation_allied (g, owner))
    return ARDINA_R_26_3;
  if (ardina_nation_frozen (g, nation))
    return ARDINA_R_26_1;
  return 0;
}
