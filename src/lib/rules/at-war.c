/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Who is at war (26.1, 26.3): whether a nation is in the war, whether its
 * forces are frozen, who controls a unit or a leader, and where a
 * nation's pieces may stand. Every other file asks these questions here;
 * nothing else reads the Balance of Power's alliance effects.
 *
 * France and Spain are at war while the Balance of Power stands at or
 * beyond their entry level (12.7, R-29); every other nation always is.
 * A neutral's forces are frozen in place and nobody's (26.1, R-69); its
 * divisions are closed to every other nation and its towns are worth
 * nothing (26.3). The 26.4 procedure that follows a nation's leaving the
 * war is alliances.c's. */
#include "rules.h"

gboolean
ardina_nation_allied (const ArdinaGame *g, uint8_t nation)
{
  uint32_t e = ardina_balance_effects (g);
  if (nation == ARDINA_UNATION_FRENCH)
    return !!(e & (1u << ARDINA_BALANCE_EFFECT_FRANCE_ALLIED));
  if (nation == ARDINA_UNATION_SPANISH)
    return !!(e & (1u << ARDINA_BALANCE_EFFECT_SPAIN_ALLIED));
  return TRUE;
}

/* May a unit of @nation be put in @locale now (mobilized, moved, placed,
 * retreated)? 0 if so, else the rule of the first PLACE row that bars it:
 * the off-map boxes (25.2-25.4, regions.c), a neutral's divisions (26.3),
 * a neutral's own forces frozen (26.1, R-69). The one placement of a
 * neutral's units, 26.4(2), is the alliances' own. */
uint16_t
ardina_locale_barred (const ArdinaGame *g, uint16_t locale, uint8_t nation)
{
  ARDINA_HOOK_EACH (row, g, PLACE)
    {
      uint16_t rule = row->fn.PLACE (g, locale, nation);
      if (rule)
        return rule;
    }
  return 0;
}

/* ardina_locale_barred asked of many locales at once: of the locales in
 * @want (bit l % 64 of word l / 64), into @barred those a PLACE row bars
 * to @nation. Row by row over the locales no earlier row barred, so each
 * (row, locale) is asked at most once and the rows are walked once. */
void
ardina_locales_barred (const ArdinaGame *g, uint8_t nation, const uint64_t *want, uint64_t *barred)
{
  const guint words = ARDINA_MAX_LOCALES / 64;
  for (guint w = 0; w < words; w++)
    barred[w] = 0;
  ARDINA_HOOK_EACH (row, g, PLACE)
    for (guint w = 0; w < words; w++)
      for (uint64_t b = want[w] & ~barred[w]; b; b &= b - 1)
        {
          guint l = w * 64 + (guint) __builtin_ctzll (b);
          if (row->fn.PLACE (g, (uint16_t) l, nation))
            barred[w] |= G_GUINT64_CONSTANT (1) << (l % 64);
        }
#ifdef ARDINA_DEBUG
  for (guint l = 0; l < ARDINA_MAX_LOCALES; l++)
    if (want[l / 64] >> (l % 64) & 1)
      g_assert ((barred[l / 64] >> (l % 64) & 1) == (ardina_locale_barred (g, (uint16_t) l, nation) != 0));
#endif
}

/* ---- rows ---- */

/* The neutral nation whose division holds @locale, or COUNT. */
static uint8_t
neutral_owner_of (const ArdinaGame *g, uint16_t locale)
{
  uint16_t region = ardina_locale_region (locale);
  uint8_t owner = region == ARDINA_NONE ? ARDINA_UNATION_COUNT : ardina_region_neutral_owner (region);
  return owner != ARDINA_UNATION_COUNT && ardina_nation_frozen (g, owner) ? owner : ARDINA_UNATION_COUNT;
}

/* PLACE, 26.3: a neutral's divisions are closed to every other nation. */
uint16_t
ardina_neutral_division_place (const ArdinaGame *g, uint16_t locale, uint8_t nation)
{
  uint8_t owner = neutral_owner_of (g, locale);
  return owner != ARDINA_UNATION_COUNT && nation != owner ? ARDINA_R_26_3 : 0;
}

/* PLACE, 26.1, R-69: a neutral's forces are frozen wherever they are. */
uint16_t
ardina_frozen_place (const ArdinaGame *g, uint16_t locale, uint8_t nation)
{
  (void) locale;
  return ardina_nation_frozen (g, nation) ? ARDINA_R_26_1 : 0;
}

/* TOWN_POINTS, 26.3: a town of a neutral's division is worth nothing. */
uint16_t
ardina_neutral_town (const ArdinaGame *g, uint16_t locale, ArdinaSide side)
{
  (void) side;
  return neutral_owner_of (g, locale) != ARDINA_UNATION_COUNT ? ARDINA_R_26_3 : 0;
}

/* MOBILIZE_AVAILABLE, 26.1: nobody mobilizes a neutral's forces. */
gboolean
ardina_at_war_available (ArdinaCtx *c, ArdinaSide side, uint16_t unit)
{
  const ArdinaDataUnit *d = &ardina_data_units[unit];
  (void) side;
  if (ardina_nation_frozen (c->g, d->nation))   /* only France and Spain may be neutral */
    return ardina_refuse (c, ARDINA_R_26_1, "%s: its nation is neutral, its forces frozen and controlled by nobody",
                          d->label);
  return TRUE;
}
