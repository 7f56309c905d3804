/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Debate in Parliament (7.9): played in a Political Phase (its moment in
 * counters.xml), it gives the British one political die more this turn
 * when the British play it, one die less when the American does. The
 * count is a fact of the turn (ArdinaTurnFacts.debate) that the British
 * Political Phase reads as it counts his dice (political.c), so once the
 * British have rolled this turn the play has nothing left to change and
 * is refused. The marker goes to the pool (7.7), or aside if the
 * data says it is played once a game. */
#include "rules/rules.h"

/* 7.7: to the pool, or set aside when the data says once a game. */
static void
expend (ArdinaCtx *c, uint16_t piece)
{
  gboolean once = ardina_data_campaigns[ardina_piece_campaign (piece)].once;
  ardina_piece_move (c->g, piece, once ? ARDINA_ZONE_ASIDE : ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
}

static gboolean
allowed (ArdinaCtx *c, const ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  const ArdinaTurnFacts *facts = ardina_turn_facts_get (c->g);
  if (!facts || facts->rolled[ARDINA_SIDE_BRITISH])
    return ardina_refuse (c, ARDINA_R_7_9, "the British have already rolled their political dice this turn: "
                          "Debate in Parliament has nothing left to change (R-49)");
  return TRUE;
}

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  ArdinaTurnFacts *facts = ardina_turn_facts (c->g);
  gboolean british = side == ARDINA_SIDE_BRITISH;
  facts->debate = (int16_t) (facts->debate + (british ? 1 : -1));
  expend (c, piece);
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, side,
                "%s plays Debate in Parliament: the British roll one political die %s this turn",
                ardina_side_label (side), british ? "more" : "less");
  return TRUE;
}

const ArdinaMarkerClass ardina_debate_marker = {
  .campaign = ARDINA_CAMPAIGN_DEBATE_IN_PARLIAMENT,
  .play = play,
  .allowed = allowed,
};
