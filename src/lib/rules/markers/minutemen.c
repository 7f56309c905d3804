/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Minutemen (7.9), either player's, played at the start of his own
 * Movement Phase (moment movement-start): one militia of his side at no
 * cost (13.11) in a town or wilderness locale of a colonial region pro his
 * side (11.6), where no enemy combat unit and no enemy partisan stands.
 * The choice of unit and locale is the recruit procedure's
 * (mobilization.c, `mobilize UNIT LOCALE`); the marker then goes to the
 * pool (7.7). Which militia and where: R-77; where is answered with the
 * other places units come into play, in costs.c (ardina_minutemen_locale_ok),
 * so the recruit procedure that asks it does not call back into this file. */
#include "rules/rules.h"

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
