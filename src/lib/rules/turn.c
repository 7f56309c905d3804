/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The sequence of play (5.1) as an explicit phase machine.
 *
 * The turn frame's step is a row of turn-steps.h: its name, the rule
 * that defines it, who acts (the First Player, the Second, nobody), and
 * either the procedure it calls (each phase of a rules section: political
 * points, mobilization, rabble rousing, movement, combat, forage,
 * enlistment; the initiative; the returns of 7.2) or the automatic work it
 * does itself (a moment of 7.9, zeroing points, the victory check,
 * advancing the turn). The turn only sequences: when a called procedure
 * returns, the next row begins. Each phase is its rules section's own
 * procedure class (political.c, mobilization.c, rabble.c, movement.c,
 * combat.c, supply.c, enlistment.c), found through the registry. The
 * table itself and what a row says are turn-steps.c's. */
#include "rules.h"

/* The rows and their queries (label, rule, actor, procedure, announced)
 * are turn-steps.c's: the phases ask them too, and this file calls the
 * phases. */
#define S_COUNT ARDINA_STEP_COUNT

/* A movement phase of the Second or Third Campaign Phase (14.2, 17.5). */
static gboolean
forced_march_only (uint8_t step)
{
  return step >= ARDINA_STEP_CAMPAIGN_SECOND_FIRST_MOVE && step <= ARDINA_STEP_CAMPAIGN_THIRD_SECOND_COMBAT
         && ardina_turn_step_proc (step) == ARDINA_PROC_MOVEMENT;
}

static ArdinaRun
next_step (ArdinaCtx *c, ArdinaFrame *f)
{
  ARDINA_HOOK_EACH (row, c->g, STEP_END)   /* 37.4: at a phase's end */
    row->fn.STEP_END (c, f->step);
  f->step++;
  if (!ardina_turn_step_announced (f->step))
    return ARDINA_RUN_AGAIN;
  ArdinaSide who = ardina_turn_step_actor (c->g, f->step);
  ardina_emit (c, ARDINA_R_5_1, who, "%s %u: begins (%s)", ardina_turn_step_label (f->step), c->g->year,
               ardina_side_label (who));
  if (forced_march_only (f->step))
    ardina_emit2 (c, ARDINA_R_14_2, ARDINA_R_17_5, who,
                  "only forces that make a forced march may move in this phase");
  return ARDINA_RUN_AGAIN;
}

/* 4.7 on the first turn; afterwards the initiative procedure (8.1). */
static ArdinaRun
initiative (ArdinaCtx *c, ArdinaFrame *f)
{
  if (c->g->year != ARDINA_CONST (FIRST_YEAR))
    return ardina_call (c, ARDINA_PROC_INITIATIVE, ARDINA_SIDE_NONE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
  c->g->first = ARDINA_SIDE_AMERICAN;
  ardina_emit2 (c, ARDINA_R_4_7, ARDINA_R_8_1, ARDINA_SIDE_AMERICAN,
                "turn 1 (%u): the American has the initiative and is the First Player", c->g->year);
  return next_step (c, f);
}

/* A row that is a moment of 7.9: its window asks the First Player, then
 * the Second; the next row begins when it closes. */
static ArdinaRun
moment_row (ArdinaCtx *c, ArdinaFrame *f, uint8_t moment)
{
  ArdinaSide first = (ArdinaSide) c->g->first;
  switch (ardina_moment (c, moment, first, ardina_other (first), 0))
    {
    case ARDINA_MOMENT_OPEN:
      return ARDINA_RUN_AGAIN;
    case ARDINA_MOMENT_FAILED:
      return ARDINA_RUN_ERROR;
    default:
      return next_step (c, f);
    }
}

static ArdinaRun
zero_points (ArdinaCtx *c, ArdinaFrame *f)
{
  c->g->points[0] = c->g->points[1] = 0;
  ardina_emit2 (c, ARDINA_R_6_8, ARDINA_R_5_1, ARDINA_SIDE_NONE,
                "both players' unspent political points are lost");
  return next_step (c, f);
}

static ArdinaRun
victory (ArdinaCtx *c, ArdinaFrame *f)
{
  ArdinaRun r = next_step (c, f);
  return ardina_victory_check (c) ? r : ARDINA_RUN_ERROR;
}

/* The marks that last at most a turn go from every piece that may carry
 * them, leaders and Leader Arises markers as much as units: moves, drops
 * and commands (16.5, 16.7), attacks (18.2), the forced march (17.3,
 * one per turn, so a leader who force-marched may again the next
 * turn), coming into play (13.1) and a move stalled by Privateers (7.9,
 * */
static void
clear_turn_marks (ArdinaGame *g)
{
  const uint16_t marks = ARDINA_PIECE_MOVED | ARDINA_PIECE_DROPPED | ARDINA_PIECE_COMMANDED | ARDINA_PIECE_ATTACKED
                         | ARDINA_PIECE_FORCE_MARCHED | ARDINA_PIECE_MOBILIZED | ARDINA_PIECE_STALLED
                         | ARDINA_PIECE_UPGRADED;   /* 31.2, 31.3: an upgrade's marks last the turn */
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    g->units[i].flags &= (uint16_t) ~marks;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    g->leaders[i].flags &= (uint16_t) ~marks;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_MAP)
      g->pieces[i].flags &= (uint16_t) ~marks;
}

static ArdinaRun
advance (ArdinaCtx *c, ArdinaFrame *f)
{
  int last = c->g->scenario == ARDINA_SCENARIO_SHORT ? ARDINA_CONST (SHORT_SCENARIO_LAST_YEAR) : ARDINA_CONST (LAST_YEAR);
  if (c->g->year >= last)
    {
      ardina_game_end (c);
      return ARDINA_RUN_AGAIN;
    }
  c->g->year++;
  clear_turn_marks (c->g);
  memset (f->payload.bytes, 0, sizeof f->payload.bytes);   /* the new turn's facts */
  ardina_emit (c, ARDINA_R_5_1, ARDINA_SIDE_NONE, "the turn marker moves to %u", c->g->year);
  f->step = ARDINA_STEP_INITIATIVE;
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
turn_run (ArdinaCtx *c, ArdinaFrame *f)
{
  if (ardina_returned (f, NULL))
    return next_step (c, f);
  switch (f->step)
    {
    case ARDINA_STEP_INITIATIVE:
      return initiative (c, f);
    case ARDINA_STEP_MUTINY:
      return moment_row (c, f, ARDINA_MOMENT_ADJUSTMENT_START);   /* 7.9, R-47: Mutiny & Treason */
    case ARDINA_STEP_ZERO_POINTS:
      return zero_points (c, f);
    case ARDINA_STEP_END_OF_TURN:
      return moment_row (c, f, ARDINA_MOMENT_END_OF_TURN);   /* 5.1 VII, 7.9: Politicking */
    case ARDINA_STEP_VICTORY:
      return victory (c, f);
    case ARDINA_STEP_ADVANCE:
      return advance (c, f);
    default:
      return ardina_call (c, ardina_turn_step_proc (f->step), ardina_turn_step_actor (c->g, f->step))
             ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
    }
}

/* The turn decides nothing: left on top of the stack, nothing would be
 * pending and the game could not go on. */
static gboolean
turn_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  /* 8.1, 4.7: past the Initiative Phase the turn has a First Player. */
  if (f->step > ARDINA_STEP_INITIATIVE && g->first == ARDINA_SIDE_NONE)
    {
      g_string_append_printf (why, "[8.1] the turn is at %s but has no First Player", ardina_turn_step_names[f->step]);
      return FALSE;
    }
  if (g->over || depth + 1 < g->depth)
    return TRUE;
  g_string_append_printf (why, "the turn stands alone at %s: no decision is pending", ardina_turn_step_names[f->step]);
  return FALSE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (ArdinaTurnFacts, debate, "debate-dice", ARDINA_FIELD_INT, -ARDINA_MAX_PIECES, ARDINA_MAX_PIECES),
  ARDINA_FIELD_DEF (ArdinaTurnFacts, rolled[0], "american-rolled", ARDINA_FIELD_BOOL, 0, 1),
  ARDINA_FIELD_DEF (ArdinaTurnFacts, rolled[1], "british-rolled", ARDINA_FIELD_BOOL, 0, 1),
  ARDINA_FIELD_DEF (ArdinaTurnFacts, hessians_barred, "hessians-barred", ARDINA_FIELD_BOOL, 0, 1),
};

const ArdinaProcClass ardina_turn_class = {
  .name = "turn", .base = 1, .owner = ARDINA_OWNER_NONE,
  .steps = ardina_turn_step_names, .n_steps = S_COUNT,
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = turn_run, .check = turn_check,
};
