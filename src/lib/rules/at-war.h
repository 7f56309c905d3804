/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Who is at war (26.1): the questions at-war.c answers, and who controls
 * a unit or a leader, inline because the board asks it for every piece
 * it looks at (a call per piece cost the engine 5% of its instructions).
 * Included by rules.h. */
#ifndef ARDINA_AT_WAR_H
#define ARDINA_AT_WAR_H

gboolean ardina_nation_allied (const ArdinaGame *g, uint8_t nation);
/* 0 if a unit of @nation may be in @locale, else the rule barring it: the
 * PLACE rows (25.2-25.4, 26.3, 26.1). */
uint16_t ardina_locale_barred (const ArdinaGame *g, uint16_t locale, uint8_t nation);
/* Of the locales in @want, as bits (bit l % 64 of word l / 64, ARDINA_MAX_LOCALES
 * of them), those where ardina_locale_barred is not 0, into @barred. */
void ardina_locales_barred (const ArdinaGame *g, uint8_t nation, const uint64_t *want, uint64_t *barred);

/* A neutral nation's forces are frozen in place (26.1, R-69): neither
 * player may mobilize, move or place them; TRUE for France or Spain while
 * not at war, FALSE for every other nation. */
static inline gboolean
ardina_nation_frozen (const ArdinaGame *g, uint8_t nation)
{
  return (nation == ARDINA_UNATION_FRENCH || nation == ARDINA_UNATION_SPANISH) && !ardina_nation_allied (g, nation);
}

/* Who plays @nation's forces now: France's and Spain's nobody while
 * neutral; the other nations are always at war, and answer without
 * reading the balance. */
static inline ArdinaSide
ardina_nation_controller (const ArdinaGame *g, uint8_t nation)
{
  if (nation != ARDINA_UNATION_FRENCH && nation != ARDINA_UNATION_SPANISH)
    return ardina_nation_side (nation);
  return ardina_nation_allied (g, nation) ? ardina_nation_side (nation) : ARDINA_SIDE_NONE;
}

static inline ArdinaSide
ardina_unit_controller (const ArdinaGame *g, uint16_t unit)
{
  return ardina_nation_controller (g, ardina_data_units[unit].nation);
}

static inline ArdinaSide
ardina_leader_controller (const ArdinaGame *g, uint16_t leader)
{
  return ardina_nation_controller (g, ardina_data_leaders[leader].nation);
}

#endif /* ARDINA_AT_WAR_H */
