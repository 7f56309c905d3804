/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Privateers (7.9), either player's, played in the enemy's Movement Phase
 * as the enemy starts a naval move (moment enemy-naval-move): the move is
 * stalled where it was formed, and the land units it carried move no more
 * that turn.
 *
 * A naval move is the move of a force holding a fleet. It starts at its
 * roll (16.3(3)), the point where the force is fixed and the move may no
 * longer be called off: movement.c opens the moment there, before
 * the die, through ardina_privateers_moment (), and on a play stalls the
 * force through ardina_privateers_stall (). The play closes the window
 * with ARDINA_PRIVATEERS_STALL; the marker goes to the pool (7.7).
 *
 * The land units it carried, those of the force and those aboard its
 * fleets, are marked STALLED until the end of the turn (turn.c clears the
 * mark with the turn's others), and so is a fleet that carries any of
 * them, since its sailing would move them; movement.c refuses them a
 * move. The force's other fleets and its leaders have moved this phase
 * only (16.5). */
#include "rules/rules.h"
#include "core/board.h"

gboolean
ardina_privateers_naval (const ArdinaForce *force)
{
  return ardina_force_fleets (force) != 0;   /* the force's sets, not a walk of every counter */
}

ArdinaMomentOpened
ardina_privateers_moment (ArdinaCtx *c, ArdinaSide mover, uint16_t origin)
{
  return ardina_moment (c, ARDINA_MOMENT_ENEMY_NAVAL_MOVE, ardina_other (mover), ARDINA_SIDE_NONE,
                        (int16_t) origin);
}

/* @unit, a land unit of the stalled move: no more moves this turn. */
static guint
stall_unit (ArdinaGame *g, guint unit)
{
  if (ardina_is_fleet ((uint16_t) unit) || (g->units[unit].flags & ARDINA_PIECE_STALLED))
    return 0;
  g->units[unit].flags |= ARDINA_PIECE_STALLED | ARDINA_PIECE_MOVED;
  return 1;
}

void
ardina_privateers_stall (ArdinaCtx *c, ArdinaSide mover, const ArdinaForce *force, uint16_t origin)
{
  ArdinaGame *g = c->g;
  guint n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_units_has (&force->units, i))
      n += stall_unit (g, i);
  ARDINA_BOARD_EACH_UNIT_IF (g, origin, ARDINA_PIECE_EMBARKED, ARDINA_PIECE_EMBARKED, i)
    {
      int fleet = ardina_carrier (g, (uint16_t) (ARDINA_CODE_UNIT | i));
      if (fleet >= 0 && ardina_units_has (&force->units, (guint) fleet))
        {
          n += stall_unit (g, i);
          g->units[fleet].flags |= ARDINA_PIECE_STALLED;   /* sailing would move its cargo */
        }
    }
  ardina_emit (c, ARDINA_R_7_9, mover, "Privateers stall %s's naval move in %s: the force stays where it "
               "was formed and has moved; %u land unit%s it carried move%s no more this turn (R-112)",
               ardina_side_label (mover), ardina_data_locales[origin].label, n, n == 1 ? "" : "s",
               n == 1 ? "s" : "");
}

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  ardina_piece_move (c->g, piece, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, side, "%s plays Privateers: the enemy's naval move is stalled "
                "before it sails; it goes to the pool", ardina_side_label (side));
  ardina_window_close (window, ARDINA_PRIVATEERS_STALL);
  return TRUE;
}

const ArdinaMarkerClass ardina_privateers_marker = {
  .campaign = ARDINA_CAMPAIGN_PRIVATEERS,
  .play = play,
};
