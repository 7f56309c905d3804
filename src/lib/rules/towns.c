/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Towns (6.2-6.5): which locales a side occupies and what an occupied
 * locale is worth to it. The Political Phase (political.c) collects these
 * points and the Victory Check (victory.c) counts them; they are facts of
 * the war, below both, so that the sequence (turn.c, victory.c) and the
 * phase it calls draw no cycle (doc/design.md, "Layers"). */
#include "rules.h"

#include <string.h>

/* 6.3: the locales where @side has at least one combat unit (a leader
 * alone occupies nothing; partisans are markers, not units, so they never
 * occupy either, 6.4); a neutral's units occupy nothing for anybody (6.6,
 * 26.1). */
void
ardina_town_occupied (const ArdinaGame *g, ArdinaSide side, uint8_t occupied[ARDINA_MAX_LOCALES])
{
  gboolean nation_in[ARDINA_UNATION_COUNT];
  memset (occupied, 0, ARDINA_MAX_LOCALES);
  for (guint n = 0; n < ARDINA_UNATION_COUNT; n++)
    nation_in[n] = ardina_nation_side ((uint8_t) n) == side && ardina_nation_allied (g, (uint8_t) n);
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (g->units[i].zone == ARDINA_ZONE_MAP && ardina_unit_is_combat ((uint16_t) i)
        && nation_in[ardina_data_units[i].nation])
      occupied[g->units[i].locale] = 1;
}

/* What an occupied @locale is worth to @side, and if nothing, the rule
 * that says so in @why (0 when it is worth its value): 6.5 a locale of no
 * value; else the first TOWN_POINTS row that denies it: 6.4 (29.4(1)) an
 * enemy partisan there, with 29.0 in play; 37.2(3) a massacre marker,
 * with 37.0; 26.3 a town of a neutral's division. */
guint
ardina_town_value (const ArdinaGame *g, uint16_t locale, ArdinaSide side, uint16_t *why)
{
  uint16_t rule = 0;
  if (ardina_data_locales[locale].kind != ARDINA_LOCALE_KIND_TOWN || ardina_data_locales[locale].value == 0)
    rule = ARDINA_R_6_5;
  else
    ARDINA_HOOK_EACH (row, g, TOWN_POINTS)
      if ((rule = row->fn.TOWN_POINTS (g, locale, side)))
        break;
  if (why)
    *why = rule;
  return rule ? 0 : ardina_data_locales[locale].value;
}
