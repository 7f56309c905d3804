/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Pulaski (7.9), the American's alone (7.8), played in a Mobilization
 * Phase: one American regular or light unit at no cost in a locale with a
 * friendly leader (13.11). The British may hold it but never play it (the
 * window refuses with 7.8). The marker then goes to the pool (7.7). */
#include "rules/rules.h"

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  ardina_emit (c, ARDINA_R_7_9, side, "%s plays Pulaski", ardina_side_label (side));
  return ardina_recruit_call (c, side, piece, ARDINA_RECRUIT_PULASKI);
}

static gboolean
allowed (ArdinaCtx *c, const ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  if (side != ARDINA_SIDE_AMERICAN)
    return ardina_refuse (c, ARDINA_R_7_8, "only the American plays Pulaski");
  return ardina_recruit_possible (c, side, piece, ARDINA_RECRUIT_PULASKI);
}

const ArdinaMarkerClass ardina_pulaski_marker = {
  .campaign = ARDINA_CAMPAIGN_PULASKI,
  .play = play,
  .allowed = allowed,
};
