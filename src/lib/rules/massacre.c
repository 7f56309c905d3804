/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Massacres (optional section 37). The engine does not play the section
 * yet (ARDINA_OPTIONAL_PLAYED); what a massacre marker does to its locale
 * is played: the town gives nobody points or food (37.2(3), R-31) and no
 * Indian unit is raised there (37.2). The massacre after a battle will be
 * an AFTER_BATTLE row here. */
#include "rules.h"

/* 37.2: a massacre marker stands in @locale, with section 37 in play. */
gboolean
ardina_massacre_here (const ArdinaGame *g, uint16_t locale)
{
  return (g->optional & ARDINA_OPTIONAL (37)) && g->markers[ARDINA_MARKER_MASSACRE][locale];
}

/* TOWN_POINTS and FORAGE, 37.2(3): a massacre marker denies the locale to
 * both sides. */
uint16_t
ardina_massacre_denies (const ArdinaGame *g, uint16_t locale, ArdinaSide side)
{
  (void) side;
  return ardina_massacre_here (g, locale) ? ARDINA_R_37_2 : 0;
}
