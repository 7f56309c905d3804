/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Hessians (7.9), played in a Mobilization Phase.
 *
 * British: a Hessian unit comes into play in the Britain box at no cost
 * (13.11); it is mobilized like any other, so the American picks a marker
 * for it (27.1, R-57), and none comes while the American's own Hessians
 * play bars them this turn. American: no Hessian is recruited by the
 * British for the rest of the turn, by purchase or by marker (kept in the
 * turn's facts, ArdinaTurnFacts.hessians_barred). The marker then goes to
 * the pool (7.7). */
#include "rules/rules.h"

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  if (side == ARDINA_SIDE_BRITISH)
    {
      ardina_emit (c, ARDINA_R_7_9, side, "%s plays Hessians", ardina_side_label (side));
      return ardina_recruit_call (c, side, piece, ARDINA_RECRUIT_HESSIANS);
    }
  ArdinaTurnFacts *t = ardina_turn_facts (c->g);
  if (t)
    t->hessians_barred = 1;
  ardina_piece_move (c->g, piece, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, side, "%s plays Hessians: the British recruit no Hessian unit "
                "this turn; the marker goes to the pool", ardina_side_label (side));
  return TRUE;
}

static gboolean
allowed (ArdinaCtx *c, const ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  if (side == ARDINA_SIDE_AMERICAN)
    return TRUE;
  const ArdinaTurnFacts *t = ardina_turn_facts_get (c->g);
  if (t && t->hessians_barred)
    return ardina_refuse (c, ARDINA_R_7_9, "the American played Hessians: no Hessian is recruited this turn");
  return ardina_recruit_possible (c, side, piece, ARDINA_RECRUIT_HESSIANS);
}

const ArdinaMarkerClass ardina_hessians_marker = {
  .campaign = ARDINA_CAMPAIGN_HESSIANS,
  .play = play,
  .allowed = allowed,
};
