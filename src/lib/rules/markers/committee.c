/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Committee of Correspondence (7.9), either player's.
 *
 * Its first use is played in a Second or Third Movement Phase, as a
 * forced march begins (moment forced-march-phase): the player declares
 * the march with it instead of a Tactics marker (force-march MARKER), and
 * the force needs no leader (17.1 waived). The movement phase
 * (rules/movement.c) carries the march out and spends the marker to the
 * pool when the force rolls (7.7).
 *
 * Its second use, with the partisans of optional section 29 in play
 * is played at any time (moment any-time, as the Spy: a
 * free action at every decision of either player, R-42): `committee
 * REGION` names a colonial region pro the player's side (11.6) with room
 * for one of his partisans (29.3), the marker goes to the pool (7.7), and
 * the partisan is rolled for and placed as one bought (29.2, R-11: the
 * roll the marker still requires is the 4-6 of 29.2), at no cost. The
 * partisan procedure (rules/partisans.c) is pushed as an interrupt above
 * whatever was pending, which resumes once it is placed or failed. */
#include "rules/rules.h"

gboolean
ardina_committee_forced_march (const ArdinaGame *g, ArdinaSide side, uint16_t piece)
{
  return ARDINA_CODE_KIND (piece) == ARDINA_CODE_PIECE && ARDINA_CODE_INDEX (piece) < ARDINA_DATA_N_CAMPAIGN_PIECES
         && ardina_piece_campaign (piece) == ARDINA_CAMPAIGN_COMMITTEE_OF_CORRESPONDENCE
         && ardina_marker_playable (g, side, piece, ARDINA_MOMENT_FORCED_MARCH_PHASE);
}

/* The first Committee of Correspondence @side may play at any time, or -1. */
static int
committee_in_hand (const ArdinaGame *g, ArdinaSide side)
{
  return ardina_counter_playable (g, side, ARDINA_CAMPAIGN_COMMITTEE_OF_CORRESPONDENCE, ARDINA_MOMENT_ANY_TIME);
}

/* Whether a partisan procedure stands on the stack: one partisan is
 * rolled for and placed at a time. */
static gboolean
partisan_open (const ArdinaGame *g)
{
  for (guint d = 0; d < g->depth; d++)
    if (g->stack[d].proc == ARDINA_PROC_PARTISAN)
      return TRUE;
  return FALSE;
}

static gboolean
free_act (ArdinaCtx *c, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  const ArdinaFrame *top = ardina_top (c->g);
  if (!(c->g->optional & ARDINA_OPTIONAL (29)))
    return ardina_refuse (c, ARDINA_R_7_9, "Committee of Correspondence places a partisan only with the optional "
                          "rules of section 29 (R-75)");
  int piece = committee_in_hand (c->g, side);
  if (piece < 0)
    return ardina_refuse (c, ARDINA_R_7_9, "%s holds no Committee of Correspondence free to play",
                          ardina_side_label (side));
  if (!ardina_partisan_region_pro (c->g, side, a->args[0]))
    return ardina_refuse (c, ARDINA_R_7_9, "Committee of Correspondence places its partisan only in a colonial "
                          "region pro %s's side", ardina_side_label (side));
  if (!ardina_partisan_region_ok (c, side, a->args[0]))
    return FALSE;
  if (!top || top->proc == ARDINA_PROC_SETUP || top->proc == ARDINA_PROC_NEGATE || partisan_open (c->g))
    return ardina_refuse (c, ARDINA_R_7_9, "Committee of Correspondence is played during a phase, with no play "
                          "waiting for its answer and no partisan being placed");
  if (!ardina_stack_room (c->g, 4))
    return ardina_refuse (c, ARDINA_R_7_9, "no room is left on the procedure stack for a partisan");
  if (c->check_only)
    return TRUE;
  guint r = ARDINA_CODE_INDEX (a->args[0]);
  ardina_piece_move (c->g, (uint16_t) piece, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);   /* 7.7 */
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_29_2, side, "%s plays Committee of Correspondence for a free partisan in "
                "%s, still rolling for it (R-11); it goes to the pool", ardina_side_label (side),
                ardina_data_map_regions[r].label);
  return ardina_partisan_start (c, side, r, TRUE, TRUE);
}

static void
free_candidates (const ArdinaGame *g, ArdinaSide side, ArdinaActionList *out)
{
  if (!(g->optional & ARDINA_OPTIONAL (29)) || committee_in_hand (g, side) < 0)
    return;
  ArdinaCtx c = { (ArdinaGame *) g, NULL, NULL, TRUE };
  for (guint r = 0; r < ARDINA_DATA_N_MAP_REGIONS; r++)
    {
      ArdinaAction a = ardina_action_make (side, ARDINA_VERB_COMMITTEE, 1, ARDINA_CODE_REGION | r);
      if (ardina_partisan_region_pro (g, side, a.args[0]) && free_act (&c, &a))
        ardina_actions_push (out, &a);
    }
}

const ArdinaMarkerClass ardina_committee_marker = {
  .campaign = ARDINA_CAMPAIGN_COMMITTEE_OF_CORRESPONDENCE,
  .verb = ARDINA_VERB_COMMITTEE,
  .free_candidates = free_candidates,
  .free_act = free_act,
};
