/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Shot Heard Round the World (7.9): the American's alone (7.8; the window
 * refuses it to the British), played after a battle (its moment,
 * battle-end, in counters.xml): his picks for that battle (18.11) are
 * doubled (ARDINA_CONST (SHOT_HEARD_MARKER_MULTIPLIER)), and the marker
 * leaves play for good (7.7: once per game, set aside). The battle
 * (rules/battle.c) opens the window before its picks and reads the result
 * this play closes it with (ARDINA_BATTLE_MARKER_BIT). */
#include "rules/rules.h"

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  gboolean once = ardina_data_campaigns[ardina_piece_campaign (piece)].once;
  ardina_piece_move (c->g, piece, once ? ARDINA_ZONE_ASIDE : ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, side, "%s plays Shot Heard Round the World: his picks for this "
                "battle are doubled; the marker leaves play for good", ardina_side_label (side));
  ardina_window_close (window, (int16_t) ARDINA_BATTLE_MARKER_BIT (side));
  return TRUE;
}

const ArdinaMarkerClass ardina_shot_heard_marker = {
  .campaign = ARDINA_CAMPAIGN_SHOT_HEARD_ROUND_THE_WORLD,
  .play = play,
};
