/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Leader Arises (7.9), played in a Mobilization Phase atop a friendly
 * combat unit: the marker itself goes on the map in that locale, owned by
 * its player, and counts as his leader of value 1 (general or admiral)
 * until that turn's Enlistment Phase, when it returns to the pool
 * (enlistment.c). It is the one campaign marker that may stand on the map
 * (core/invariants.c, io/load.c). */
#include "rules/rules.h"

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  ardina_emit (c, ARDINA_R_7_9, side, "%s plays Leader Arises", ardina_side_label (side));
  return ardina_recruit_call (c, side, piece, ARDINA_RECRUIT_LEADER_ARISES);
}

static gboolean
allowed (ArdinaCtx *c, const ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  return ardina_recruit_possible (c, side, piece, ARDINA_RECRUIT_LEADER_ARISES);
}

const ArdinaMarkerClass ardina_leader_arises_marker = {
  .campaign = ARDINA_CAMPAIGN_LEADER_ARISES,
  .play = play,
  .allowed = allowed,
};
