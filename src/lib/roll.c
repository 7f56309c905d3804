/* A die roll as a procedure, so that a roll can be interrupted.
 *
 * A procedure that needs a die does not call the dice source directly when
 * the roller may answer the roll: it pushes a ROLL frame naming who rolls,
 * why (the rule), and which argument of its own frame receives the result,
 * and returns; the ROLL frame rolls, and if the roller holds a Master Plan
 * he may play it to roll again, once, keeping the second result (7.9).
 * Then the frame writes the result into its parent and pops, and the parent
 * runs on with the die in hand. Combat rolls will push the same frame with
 * Master Plan barred (7.9: not during a combat resolution) and the
 * defender's roll-by-roll casualty choice pushed above it.
 *
 * Frame: side = roller, arg[0] = result (0 until rolled), arg[1] = rule
 * index, arg[2] = the parent argument to fill, kind = ROLL_OPEN (Master
 * Plan allowed) or ROLL_FINAL (rolled again: must be accepted). */
#include "engine.h"
#include "dice.h"

enum { ROLL_OPEN = 1, ROLL_FINAL = 2 };

ArdinaFrame *
ardina_roll_begin (ArdinaCtx *c, ArdinaSide side, uint16_t rule, uint8_t into)
{
  ArdinaFrame *f = ardina_push (c, ARDINA_PROC_ROLL, ROLL_OPEN, side);
  f->arg[1] = (int16_t) rule;
  f->arg[2] = into;
  return f;
}

/* The first Master Plan @side holds free to play, or -1. */
static int
master_plan (const ArdinaGame *g, ArdinaSide side)
{
  return ardina_hand_find (g, side, ARDINA_CAMPAIGN_MASTER_PLAN);
}

static gboolean
throw_die (ArdinaCtx *c, ArdinaFrame *f)
{
  /* The rule's title says what the roll is for: "(Initiative ties)". */
  int d = ardina_roll (c, (uint16_t) f->arg[1], (ArdinaSide) f->side, ardina_data_rules[f->arg[1]].title);
  f->arg[0] = (int16_t) d;
  return d != 0;
}

/* Hands the die to the frame below and leaves. */
static ArdinaRun
finish (ArdinaCtx *c, ArdinaFrame *f)
{
  int16_t die = f->arg[0];
  uint8_t into = (uint8_t) f->arg[2];
  ardina_pop (c);
  ardina_top (c->g)->arg[into] = die;
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
roll_run (ArdinaCtx *c, ArdinaFrame *f)
{
  if (f->arg[0] == 0 && !throw_die (c, f))
    return ARDINA_RUN_ERROR;
  /* the chance to re-roll is a decision only for a roller who holds
   * a Master Plan, and only once per roll. */
  if (f->kind == ROLL_OPEN && master_plan (c->g, (ArdinaSide) f->side) >= 0)
    return ARDINA_RUN_DECIDE;
  return finish (c, f);
}

static guint
roll_pending (const ArdinaGame *g, const ArdinaFrame *f, ArdinaPending out[2])
{
  out[0].kind = ARDINA_DECISION_RESPOND;
  out[0].side = (ArdinaSide) f->side;
  out[0].rule = ardina_rule_nth (ARDINA_R_7_9);
  g_snprintf (out[0].prompt, sizeof out[0].prompt,
              "%s rolled %d (%s): re-roll with a Master Plan (counter PIECE) or keep it (decline)",
              ardina_side_label ((ArdinaSide) f->side), f->arg[0], ardina_data_rules[f->arg[1]].id);
  return 1;
}

static guint
roll_candidates (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaAction *out,
                 guint max)
{
  guint n = 0;
  int mp = master_plan (g, side);
  if (mp >= 0 && n < max)
    out[n++] = ardina_action_make (side, ARDINA_VERB_COUNTER, 1, mp);
  if (n < max)
    out[n++] = ardina_action_make (side, ARDINA_VERB_DECLINE, 0);
  return n;
}

static gboolean
reroll (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  if (!ardina_hand_free (c->g, (ArdinaSide) f->side, a->args[0], ARDINA_CAMPAIGN_MASTER_PLAN))
    return ardina_refuse (c, ARDINA_R_7_9, "%s is not a Master Plan free to play in %s's hand",
                          ardina_code_name (a->args[0]), ardina_side_label ((ArdinaSide) f->side));
  if (c->check_only)
    return TRUE;
  ArdinaPlace *p = ardina_place_of (c->g, a->args[0]);
  p->zone = ARDINA_ZONE_POOL;   /* 7.7 */
  p->side = ARDINA_SIDE_NONE;
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, (ArdinaSide) f->side, "%s plays a Master Plan on the %d just rolled: "
                "it goes to the pool and the die is rolled again",
               ardina_side_label ((ArdinaSide) f->side), f->arg[0]);
  f->kind = ROLL_FINAL;
  return throw_die (c, f);
}

static gboolean
roll_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  if (a->verb == ARDINA_VERB_COUNTER)
    return reroll (c, f, a);
  if (a->verb != ARDINA_VERB_DECLINE)
    return ardina_refuse (c, ARDINA_R_7_9, "a die was just rolled: re-roll it with a Master Plan "
                          "(counter PIECE) or keep it (decline)");
  if (!c->check_only)
    f->kind = ROLL_FINAL;
  return TRUE;
}

const ArdinaProcClass ardina_roll_class = {
  roll_run, roll_pending, roll_candidates, roll_act
};
