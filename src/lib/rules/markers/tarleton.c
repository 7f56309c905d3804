/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Tarleton's Quarter (7.9): played as a battle begins (its moment,
 * battle-start, in counters.xml), it goes to the pool (7.7) and its player
 * adds ARDINA_CONST (TARLETONS_QUARTER_INITIATIVE_BONUS) to his initiative
 * total in that battle; if he wins it, the enemy's picks (18.11)
 * are doubled. The battle (rules/battle.c) opens the window and reads the
 * result this play closes it with (ARDINA_BATTLE_MARKER_BIT).
 *
 * Barred in a locale where a massacre ever happened: the `allowed`
 * hook reads the locale, the window's context. With the optional massacre
 * rule (37) the marker obliges its winner to massacre instead of doubling
 * the enemy's picks: the massacre's AFTER_BATTLE row (massacre.c) carries
 * it out, and battle.c's picks () double nothing then. */
#include "rules/rules.h"

static gboolean
allowed (ArdinaCtx *c, const ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  int16_t locale = ardina_window_context (window);
  if (locale >= 0 && locale < ARDINA_DATA_N_LOCALES && c->g->massacred[locale])
    return ardina_refuse (c, ARDINA_R_7_9, "Tarleton's Quarter may not be played at %s, where a massacre "
                          "happened earlier in the game (R-35)", ardina_data_locales[locale].label);
  return TRUE;
}

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  ardina_piece_move (c->g, piece, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, side, "%s plays Tarleton's Quarter: +%d to his initiative in this "
                "battle, and if he wins it %s; it goes to the pool", ardina_side_label (side),
                ARDINA_CONST (TARLETONS_QUARTER_INITIATIVE_BONUS),
                (c->g->optional & ARDINA_OPTIONAL (37)) ? "he must massacre there (37, R-173)"
                : "the enemy's picks are doubled");
  ardina_window_close (window, (int16_t) ARDINA_BATTLE_MARKER_BIT (side));
  return TRUE;
}

const ArdinaMarkerClass ardina_tarleton_marker = {
  .campaign = ARDINA_CAMPAIGN_TARLETONS_QUARTER,
  .play = play,
  .allowed = allowed,
};
