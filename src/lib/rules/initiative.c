/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The Initiative Phase (8): both players secretly commit campaign markers
 * of any type (8.1); whoever committed more is the First Player; equal
 * numbers, none included, go to a die each, higher wins, equal rolls
 * rolled again (8.2, R-23). Every committed marker goes to the pool,
 * whoever wins (8.1), and only their number is revealed.
 *
 * The commitment is a row of the commitment kinds (core/commit.c); the
 * tie-break dice are die-roll procedures, so a Master Plan may answer them
 * (7.9, R-46).
 *
 * Frame: side none; payload what each side committed and rolled. */
#include "rules.h"

typedef struct {
  int16_t committed[2];
  int16_t die[2];
} Initiative;

enum { START, REVEAL, ROLL_BR, COMPARE };
static const char *const step_names[] = { "start", "reveal", "roll-british", "compare" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == COMPARE + 1);

/* 8.1: any campaign marker may be committed, to the commitment as a
 * whole, as many as the hand holds. */
const ArdinaCommitKind ardina_initiative_commitment = {
  .name = "initiative", .rule = ARDINA_R_8_1, .purpose = "for the initiative",
};

static ArdinaRun
finish (ArdinaCtx *c, ArdinaSide winner, uint16_t rule)
{
  c->g->first = (uint8_t) winner;
  ardina_emit2 (c, rule, ARDINA_R_8_1, winner,
                "%s wins the initiative and is the First Player of %u; the committed markers go to the pool",
                ardina_side_label (winner), c->g->year);
  ardina_pop (c, 0);
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
roll (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side, uint8_t next)
{
  f->step = next;
  return ardina_roll_call (c, side, ARDINA_R_8_2, TRUE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
}

/* 8.1: more markers wins; 8.2: equal numbers (none included) go to dice. */
static ArdinaRun
reveal (ArdinaCtx *c, ArdinaFrame *f)
{
  Initiative *p = ARDINA_PAYLOAD (f, Initiative);
  int am = p->committed[0] = (int16_t) ardina_commit_offered (c->g, ARDINA_SIDE_AMERICAN, ARDINA_NONE);
  int br = p->committed[1] = (int16_t) ardina_commit_offered (c->g, ARDINA_SIDE_BRITISH, ARDINA_NONE);
  ardina_commit_spend (c->g);
  ardina_emit (c, ARDINA_R_8_1, ARDINA_SIDE_NONE, "revealed: the American committed %d marker%s, the British %d",
               am, am == 1 ? "" : "s", br);
  if (am != br)
    return finish (c, am > br ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH, ARDINA_R_8_1);
  return roll (c, f, ARDINA_SIDE_AMERICAN, ROLL_BR);
}

/* equal rolls are rolled again. */
static ArdinaRun
compare (ArdinaCtx *c, ArdinaFrame *f)
{
  Initiative *p = ARDINA_PAYLOAD (f, Initiative);
  if (p->die[0] != p->die[1])
    return finish (c, p->die[0] > p->die[1] ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH, ARDINA_R_8_2);
  ardina_emit (c, ARDINA_R_8_2, ARDINA_SIDE_NONE, "equal rolls: both roll again");
  return roll (c, f, ARDINA_SIDE_AMERICAN, ROLL_BR);
}

static ArdinaRun
initiative_run (ArdinaCtx *c, ArdinaFrame *f)
{
  Initiative *p = ARDINA_PAYLOAD (f, Initiative);
  int16_t die = 0;
  ardina_returned (f, &die);
  switch (f->step)
    {
    case START:
      ardina_emit (c, ARDINA_R_8_1, ARDINA_SIDE_NONE,
                   "Initiative Phase %u: both players secretly commit campaign markers", c->g->year);
      f->step = REVEAL;
      return ardina_commit_call (c, ARDINA_COMMIT_INITIATIVE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
    case REVEAL:
      return reveal (c, f);
    case ROLL_BR:
      p->die[0] = die;
      return roll (c, f, ARDINA_SIDE_BRITISH, COMPARE);
    default:
      p->die[1] = die;
      return compare (c, f);
    }
}

/* It stands on the turn, waiting on its commitment or a roll. */
static gboolean
initiative_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  if (depth && g->stack[depth - 1].proc == ARDINA_PROC_TURN && f->call == ARDINA_CALL_WAITING)
    return TRUE;
  g_string_append (why, "the initiative stands on the turn, waiting on its commitment or a die");
  return FALSE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (Initiative, committed[0], "american-committed", ARDINA_FIELD_INT, 0, ARDINA_MAX_PIECES),
  ARDINA_FIELD_DEF (Initiative, committed[1], "british-committed", ARDINA_FIELD_INT, 0, ARDINA_MAX_PIECES),
  ARDINA_FIELD_DEF (Initiative, die[0], "american-die", ARDINA_FIELD_INT, 0, 6),
  ARDINA_FIELD_DEF (Initiative, die[1], "british-die", ARDINA_FIELD_INT, 0, 6),
};

const ArdinaProcClass ardina_initiative_class = {
  .name = "initiative", .owner = ARDINA_OWNER_NONE, .commits = 1,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = initiative_run, .check = initiative_check,
};
