/* Secret simultaneous commitments: both sides build a commitment out of
 * their hands without seeing the other's (offer, withdraw), then seal it;
 * when both have sealed, the commitments are revealed and resolved.
 *
 * The offered markers stay in the hand, flagged, so a side's view hides
 * them with the rest of the enemy hand (22.2), and a refused or withdrawn
 * offer changes nothing the enemy could see. The one commitment of the
 * engine core is the initiative (8.1, 8.2); rabble rousing (9.3) and battle
 * tactics (18.4) will reuse this procedure with their own resolution. */
#include "engine.h"


ArdinaFrame *
ardina_commit_begin (ArdinaCtx *c, uint8_t kind)
{
  c->g->sealed[0] = c->g->sealed[1] = 0;
  ardina_emit (c, ARDINA_R_8_1, ARDINA_SIDE_NONE,
               "Initiative Phase %u: both players secretly commit campaign markers", c->g->year);
  return ardina_push (c, ARDINA_PROC_COMMIT, kind, ARDINA_SIDE_NONE);
}

static guint
offered (const ArdinaGame *g, ArdinaSide side)
{
  guint n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    n += g->pieces[i].zone == ARDINA_ZONE_HAND && g->pieces[i].side == side
         && (g->pieces[i].flags & ARDINA_PIECE_OFFERED);
  return n;
}

/* 8.1: every committed marker goes to the pool, whoever wins. */
static void
spend_offered (ArdinaGame *g)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].flags & ARDINA_PIECE_OFFERED)
      {
        g->pieces[i].flags &= (uint8_t) ~ARDINA_PIECE_OFFERED;
        g->pieces[i].zone = ARDINA_ZONE_POOL;
        g->pieces[i].side = ARDINA_SIDE_NONE;
      }
}

/* Steps of the initiative once both have sealed. The tie-break dice are
 * rolled through ROLL frames (roll.c), so that a Master Plan may answer
 * them; their results land in arg[0] (American) and arg[1] (British). */
enum { STEP_SEALING, STEP_REVEAL, STEP_ROLL_AM, STEP_ROLL_BR, STEP_COMPARE };

static ArdinaRun
finish_initiative (ArdinaCtx *c, ArdinaSide winner, uint16_t rule)
{
  spend_offered (c->g);
  c->g->first = (uint8_t) winner;
  ardina_emit2 (c, rule, ARDINA_R_8_1, winner,
                "%s wins the initiative and is the First Player of %u; the committed markers go to the pool",
                ardina_side_label (winner), c->g->year);
  c->g->sealed[0] = c->g->sealed[1] = 0;
  ardina_pop (c);
  ardina_turn_next (c);
  return ARDINA_RUN_AGAIN;
}

/* 8.1: more markers wins; 8.2: equal numbers (none included) go to dice. */
static ArdinaRun
reveal (ArdinaCtx *c, ArdinaFrame *f)
{
  guint am = offered (c->g, ARDINA_SIDE_AMERICAN), br = offered (c->g, ARDINA_SIDE_BRITISH);
  ardina_emit (c, ARDINA_R_8_1, ARDINA_SIDE_NONE, "revealed: the American committed %u marker%s, the British %u",
               am, am == 1 ? "" : "s", br);
  if (am != br)
    return finish_initiative (c, am > br ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH, ARDINA_R_8_1);
  f->step = STEP_ROLL_AM;
  return ARDINA_RUN_AGAIN;
}

/* equal rolls are rolled again. */
static ArdinaRun
compare (ArdinaCtx *c, ArdinaFrame *f)
{
  if (f->arg[0] != f->arg[1])
    return finish_initiative (c, f->arg[0] > f->arg[1] ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH,
                              ARDINA_R_8_2);
  ardina_emit (c, ARDINA_R_8_2, ARDINA_SIDE_NONE, "equal rolls: both roll again");
  f->step = STEP_ROLL_AM;
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
commit_run (ArdinaCtx *c, ArdinaFrame *f)
{
  switch (f->step)
    {
    case STEP_SEALING:
      if (!c->g->sealed[0] || !c->g->sealed[1])
        return ARDINA_RUN_DECIDE;
      f->step = STEP_REVEAL;
      return ARDINA_RUN_AGAIN;
    case STEP_REVEAL:
      return reveal (c, f);
    case STEP_ROLL_AM:
    case STEP_ROLL_BR:
      f->step++;
      ardina_roll_begin (c, f->step == STEP_ROLL_BR ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH,
                         ARDINA_R_8_2, f->step == STEP_ROLL_BR ? 0 : 1);
      return ARDINA_RUN_AGAIN;
    default:
      return compare (c, f);
    }
}

static guint
commit_pending (const ArdinaGame *g, const ArdinaFrame *f, ArdinaPending out[2])
{
  guint n = 0;
  for (int s = 0; s < 2; s++)
    {
      if (g->sealed[s])
        continue;
      out[n].kind = ARDINA_DECISION_COMMIT;
      out[n].side = (ArdinaSide) s;
      out[n].rule = ardina_rule_nth (ARDINA_R_8_1);
      g_snprintf (out[n].prompt, sizeof out[n].prompt,
                  "%s secretly commits campaign markers for the initiative (offer PIECE, withdraw PIECE, seal)",
                  ardina_side_label ((ArdinaSide) s));
      n++;
    }
  return n;
}

static guint
commit_candidates (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaAction *out,
                   guint max)
{
  uint16_t hand[ARDINA_MAX_PIECES];
  guint n = ardina_hand (g, side, hand, G_N_ELEMENTS (hand)), k = 0;
  for (guint i = 0; i < n && k + 2 < max; i++)
    {
      out[k++] = ardina_action_make (side, ARDINA_VERB_OFFER, 1, hand[i]);
      out[k++] = ardina_action_make (side, ARDINA_VERB_WITHDRAW, 1, hand[i]);
    }
  if (k < max)
    out[k++] = ardina_action_make (side, ARDINA_VERB_SEAL, 0);
  return k;
}

static gboolean
check_piece (ArdinaCtx *c, const ArdinaAction *a, gboolean want_offered)
{
  const ArdinaPlace *p = ardina_place_get (c->g, a->args[0]);
  if (!p || (a->args[0] & ARDINA_CODE_KIND_MASK) != ARDINA_CODE_PIECE
      || p->zone != ARDINA_ZONE_HAND || p->side != a->side)
    return ardina_refuse (c, ARDINA_R_8_1, "%s is not a campaign marker in %s's hand",
                          ardina_code_name (a->args[0]), ardina_side_label ((ArdinaSide) a->side));
  if (!!(p->flags & ARDINA_PIECE_OFFERED) != want_offered)
    return ardina_refuse (c, ARDINA_R_8_1, "%s is %s committed", ardina_code_name (a->args[0]),
                          want_offered ? "not" : "already");
  return TRUE;
}

static gboolean
commit_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  ArdinaPlace *p;
  switch (a->verb)
    {
    case ARDINA_VERB_OFFER:
    case ARDINA_VERB_WITHDRAW:
      if (!check_piece (c, a, a->verb == ARDINA_VERB_WITHDRAW))
        return FALSE;
      if (c->check_only)
        return TRUE;
      p = ardina_place_of (c->g, a->args[0]);
      p->flags ^= ARDINA_PIECE_OFFERED;
      return TRUE;
    case ARDINA_VERB_SEAL:
      if (!c->check_only)
        {
          c->g->sealed[side] = 1;
          ardina_emit (c, ARDINA_R_8_1, side, "%s has sealed a commitment", ardina_side_label (side));
          ardina_emit_private (c, ARDINA_R_8_1, side, "%s committed %u marker%s", ardina_side_label (side),
                               offered (c->g, side), offered (c->g, side) == 1 ? "" : "s");
        }
      return TRUE;
    default:
      return ardina_refuse (c, ARDINA_R_8_1, "the Initiative Phase waits for each player to commit "
                            "markers and seal (offer, withdraw, seal)");
    }
}

const ArdinaProcClass ardina_commit_class = {
  commit_run, commit_pending, commit_candidates, commit_act
};
