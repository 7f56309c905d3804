/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Minutemen (7.9), either player's, played at the start of his own
 * Movement Phase (moment movement-start): one militia of his side at no
 * cost (13.11) in a town or wilderness locale of a colonial region pro his
 * side (11.6), where no enemy combat unit and no enemy partisan stands.
 * The choice of unit and locale is the recruit procedure's
 * (mobilization.c, `mobilize UNIT LOCALE`); the marker then goes to the
 * pool (7.7). Which militia and where: R-77. */
#include "rules/rules.h"

gboolean
ardina_minutemen_locale_ok (ArdinaCtx *c, ArdinaSide side, uint16_t locale)
{
  const ArdinaDataLocale *l = &ardina_data_locales[locale];
  uint16_t r = ardina_locale_region (locale);
  if (l->kind != ARDINA_LOCALE_KIND_TOWN && l->kind != ARDINA_LOCALE_KIND_WILDERNESS)
    return ardina_refuse (c, ARDINA_R_7_9, "Minutemen appear in a town or wilderness locale; %s is neither", l->label);
  if (r == ARDINA_NONE || !ardina_data_map_regions[r].colonial)
    return ardina_refuse (c, ARDINA_R_7_9, "Minutemen appear in a colonial region; %s is not in one", l->label);
  if (ardina_loyalty_bracket (c->g, locale, side) != ARDINA_BRACKET_PRO)
    return ardina_refuse (c, ARDINA_R_7_9, "Minutemen appear only in a region pro the %s side; %s's is not",
                          ardina_side_name (side), l->label);
  ArdinaSide enemy = ardina_other (side);
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (c->g->units[i].zone == ARDINA_ZONE_MAP && c->g->units[i].locale == locale
        && ardina_unit_is_combat ((uint16_t) i) && ardina_unit_controller (c->g, (uint16_t) i) == enemy)
      return ardina_refuse (c, ARDINA_R_7_9, "an enemy combat unit stands in %s: no Minutemen there", l->label);
  if (ardina_enemy_partisan_at (c->g, side, locale))
    return ardina_refuse (c, ARDINA_R_7_9, "an enemy partisan stands in %s: no Minutemen there", l->label);
  return TRUE;
}

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  ardina_emit (c, ARDINA_R_7_9, side, "%s plays Minutemen: a free militia in a region pro his side",
               ardina_side_label (side));
  return ardina_recruit_call (c, side, piece, ARDINA_RECRUIT_MINUTEMEN);
}

static gboolean
allowed (ArdinaCtx *c, const ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  return ardina_recruit_possible (c, side, piece, ARDINA_RECRUIT_MINUTEMEN);
}

const ArdinaMarkerClass ardina_minutemen_marker = {
  .campaign = ARDINA_CAMPAIGN_MINUTEMEN,
  .play = play,
  .allowed = allowed,
};
