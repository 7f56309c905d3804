/* Mutiny & Treason (7.9), and the window in which it is played.
 *
 * At the start of each Point & Marker Adjustment Phase, a player holding
 * Mutiny & Treason free to play may play it (R-47: only its holder is
 * asked, as for the Master Plan, R-46). The play opens the opponent's
 * chance to negate it with a Spy (spy.c); if it stands, its player rolls a
 * die (a ROLL frame, so a Master Plan may answer it), the opponent returns
 * that many markers picked at random from his hand to the pool, and the
 * Mutiny & Treason marker passes into the opponent's hand. Returns forced
 * this way do not count toward 7.2's half, which is taken afterwards.
 *
 * Window frame: side = the holder; step WAIT (may play), NEGATION (the Spy
 * answer is above), ROLLING (the die is above), EFFECT; arg[0] the die,
 * arg[1] the answer's outcome (1 stands, 2 negated), arg[2] the marker. */
#include "engine.h"
#include "dice.h"

enum { WAIT, NEGATION, ROLLING, EFFECT };

static int
mutiny_in_hand (const ArdinaGame *g, ArdinaSide side)
{
  return ardina_hand_find (g, side, ARDINA_CAMPAIGN_MUTINY_AND_TREASON);
}

/* Opens the window for the holder, if any; FALSE when nobody holds one. */
gboolean
ardina_mutiny_window (ArdinaCtx *c)
{
  for (int s = 0; s < 2; s++)
    {
      ArdinaSide side = s == 0 ? (ArdinaSide) c->g->first : ardina_other ((ArdinaSide) c->g->first);
      if (side <= ARDINA_SIDE_BRITISH && mutiny_in_hand (c->g, side) >= 0)
        {
          ardina_push (c, ARDINA_PROC_WINDOW, 0, side);
          return TRUE;
        }
    }
  return FALSE;
}

static ArdinaRun
close_window (ArdinaCtx *c)
{
  ardina_pop (c);
  ardina_turn_next (c);
  return ARDINA_RUN_AGAIN;
}

/* The opponent returns @n markers picked at random from his hand. */
static gboolean
forced_returns (ArdinaCtx *c, ArdinaSide victim, int n)
{
  for (int k = 0; k < n; k++)
    {
      uint16_t hand[ARDINA_MAX_PIECES];
      guint held = ardina_hand (c->g, victim, hand, G_N_ELEMENTS (hand));
      if (!held)
        break;
      int i = ardina_dice_pick (&c->g->dice, hand, held, c->error);
      if (i < 0)
        return FALSE;
      ArdinaPlace *p = ardina_place_of (c->g, hand[i]);
      p->zone = ARDINA_ZONE_POOL;
      p->side = ARDINA_SIDE_NONE;
      ardina_emit_private (c, ARDINA_R_7_9, victim, "%s loses %s (%s) to the pool", ardina_side_label (victim),
                           ardina_code_label (hand[i]), ardina_code_name (hand[i]));
    }
  return TRUE;
}

static ArdinaRun
effect (ArdinaCtx *c, ArdinaFrame *f)
{
  ArdinaSide player = (ArdinaSide) f->side, victim = ardina_other (player);
  guint before = ardina_hand (c->g, victim, NULL, 0);
  if (!forced_returns (c, victim, f->arg[0]))
    return ARDINA_RUN_ERROR;
  ardina_emit (c, ARDINA_R_7_9, victim, "%s returns %u campaign marker%s picked at random from his hand",
               ardina_side_label (victim), before - ardina_hand (c->g, victim, NULL, 0),
               before - ardina_hand (c->g, victim, NULL, 0) == 1 ? "" : "s");
  ArdinaPlace *m = ardina_place_of (c->g, (uint16_t) f->arg[2]);
  m->zone = ARDINA_ZONE_HAND;
  m->side = (uint8_t) victim;
  ardina_emit (c, ARDINA_R_7_9, player, "%s hands the Mutiny & Treason marker to %s", ardina_side_label (player),
               ardina_side_label (victim));
  return close_window (c);
}

static ArdinaRun
window_run (ArdinaCtx *c, ArdinaFrame *f)
{
  switch (f->step)
    {
    case WAIT:
      return mutiny_in_hand (c->g, (ArdinaSide) f->side) >= 0 ? ARDINA_RUN_DECIDE : close_window (c);
    case NEGATION:
      if (f->arg[1] != 1)
        {
          ArdinaPlace *m = ardina_place_of (c->g, (uint16_t) f->arg[2]);
          m->zone = ARDINA_ZONE_POOL;   /* negated: no effect, back to the pool */
          m->side = ARDINA_SIDE_NONE;
          return close_window (c);
        }
      f->step = ROLLING;
      ardina_roll_begin (c, (ArdinaSide) f->side, ARDINA_R_7_9, 0);
      return ARDINA_RUN_AGAIN;
    case ROLLING:
      f->step = EFFECT;
      return ARDINA_RUN_AGAIN;
    default:
      return effect (c, f);
    }
}

static guint
window_pending (const ArdinaGame *g, const ArdinaFrame *f, ArdinaPending out[2])
{
  out[0].kind = ARDINA_DECISION_RESPOND;
  out[0].side = (ArdinaSide) f->side;
  out[0].rule = ardina_rule_nth (ARDINA_R_7_9);
  g_snprintf (out[0].prompt, sizeof out[0].prompt,
              "Point & Marker Adjustment %u begins: %s may play Mutiny & Treason (play PIECE) or not (decline)",
              g->year, ardina_side_label ((ArdinaSide) f->side));
  return 1;
}

static guint
window_candidates (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaAction *out,
                   guint max)
{
  guint n = 0;
  int m = mutiny_in_hand (g, side);
  if (m >= 0 && n < max)
    out[n++] = ardina_action_make (side, ARDINA_VERB_PLAY, 1, m);
  if (n < max)
    out[n++] = ardina_action_make (side, ARDINA_VERB_DECLINE, 0);
  return n;
}

static gboolean
window_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) f->side;
  if (a->verb == ARDINA_VERB_DECLINE)
    {
      if (!c->check_only)
        close_window (c);
      return TRUE;
    }
  if (a->verb != ARDINA_VERB_PLAY || mutiny_in_hand (c->g, side) != a->args[0])
    return ardina_refuse (c, ARDINA_R_7_9, "as the adjustment phase begins %s may only play Mutiny & Treason "
                          "(play PIECE) or decline", ardina_side_label (side));
  if (c->check_only)
    return TRUE;
  ArdinaPlace *m = ardina_place_of (c->g, a->args[0]);
  m->zone = ARDINA_ZONE_ASIDE;   /* on the table while it resolves */
  m->side = ARDINA_SIDE_NONE;
  f->arg[2] = (int16_t) a->args[0];
  f->step = NEGATION;
  ardina_emit (c, ARDINA_R_7_9, side, "%s plays Mutiny & Treason", ardina_side_label (side));
  ardina_negation_begin (c, side, ARDINA_NEGATE_MUTINY, 0);
  return TRUE;
}

const ArdinaProcClass ardina_window_class = {
  window_run, window_pending, window_candidates, window_act
};
