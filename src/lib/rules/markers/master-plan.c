/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Master Plan (7.9): played on a die its holder has just rolled outside a
 * combat resolution, it goes to the pool (7.7) and the die is rolled
 * again, the second result standing. Its moment is after-own-roll
 * (counters.xml), where only holders are asked; the die-roll
 * procedure (core/roll.c) opens that window and rolls again when the
 * window returns ARDINA_ROLL_AGAIN. */
#include "rules/rules.h"

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  ardina_piece_move (c->g, piece, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, side, "%s plays a Master Plan on the %d just rolled: "
                "it goes to the pool and the die is rolled again",
                ardina_side_label (side), ardina_window_context (window));
  ardina_window_close (window, ARDINA_ROLL_AGAIN);
  return TRUE;
}

const ArdinaMarkerClass ardina_master_plan_marker = {
  .campaign = ARDINA_CAMPAIGN_MASTER_PLAN,
  .play = play,
};
