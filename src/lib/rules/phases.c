/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The phases whose rules are not built yet: movement (14-17), combat
 * (18), forage (19) and enlistment (20). (Political points, mobilization
 * and rabble rousing are rules/political.c, mobilization.c and rabble.c.)
 *
 * Each is its own procedure class, called by the turn (turn.c) at its row
 * and registered under its own name (registry.h), so a rules section
 * replaces its phase by registering its class in place of the one here,
 * touching neither the turn nor the other phases. Until then a phase waits
 * for its acting player to end it; `ardina coverage` shows that these
 * sections' rules are not exercised.
 *
 * Frame: side the acting player; no payload (the turn below says which
 * step of 5.1 this is). */
#include "rules.h"

/* The turn's step that called the phase. */
static uint8_t
turn_step (const ArdinaFrame *f)
{
  return (f - 1)->step;
}

static ArdinaRun
phase_run (ArdinaCtx *c, ArdinaFrame *f)
{
  return ARDINA_RUN_DECIDE;
}

static void
phase_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = ARDINA_DECISION_PHASE;
  out->rule = ardina_rule_nth (ardina_turn_step_rule (turn_step (f)));
  g_snprintf (out->prompt, sizeof out->prompt, "%s %u: %s acts, then ends the phase (end)",
              ardina_turn_step_label (turn_step (f)), g->year, ardina_side_label (side));
}

static void
phase_candidates (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  ardina_actions_add (out, side, ARDINA_VERB_END, 0);
}

static gboolean
phase_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  uint8_t step = turn_step (f);
  uint16_t rule = ardina_turn_step_rule (step);
  if (a->verb != ARDINA_VERB_END)
    return ardina_refuse (c, rule, "in the %s the %s player can only end the phase",
                          ardina_turn_step_label (step), ardina_side_name ((ArdinaSide) a->side));
  if (c->check_only)
    return TRUE;
  ardina_emit (c, rule, (ArdinaSide) a->side, "%s ends the %s", ardina_side_label ((ArdinaSide) a->side),
               ardina_turn_step_label (step));
  ardina_pop (c, 0);
  return TRUE;
}

/* A phase stands on the turn, called at a step that calls it, and belongs
 * to the step's acting player. */
static gboolean
phase_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const ArdinaFrame *turn = depth ? &g->stack[depth - 1] : NULL;
  if (turn && turn->proc == ARDINA_PROC_TURN && turn->call == ARDINA_CALL_WAITING
      && ardina_turn_step_proc (turn->step) == f->proc && ardina_turn_step_actor (g, turn->step) == f->side)
    return TRUE;
  g_string_append_printf (why, "a %s phase stands on the turn at its own step, for its acting player",
                          ardina_proc_class (f->proc)->name);
  return FALSE;
}

static const char *const step_names[] = { "acting" };

/* 7.9: a Leader Arises marker on the map returns to the pool in its
 * player's Enlistment Phase of the turn it was played, before he acts. */
static ArdinaRun
enlistment_run (ArdinaCtx *c, ArdinaFrame *f)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      ArdinaPlace *p = &c->g->pieces[i];
      if (p->zone != ARDINA_ZONE_MAP || p->side != f->side)
        continue;
      ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, (ArdinaSide) f->side, "Leader Arises leaves %s and returns to "
                    "the pool", ardina_data_locales[p->locale].label);
      p->locale = 0;
      ardina_piece_move (c->g, (uint16_t) (ARDINA_CODE_PIECE | i), ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
    }
  return ARDINA_RUN_DECIDE;
}

#define WAITING_PHASE(object, proc_name)                                          \
  const ArdinaProcClass object = {                                                \
    .name = proc_name, .owner = ARDINA_OWNER_PLAYER,                              \
    .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),                    \
    .run = phase_run, .who = ardina_who_owner, .prompt = phase_prompt,                   \
    .candidates = phase_candidates, .act = phase_act, .check = phase_check,       \
  }

WAITING_PHASE (ardina_combat_class, "combat");
WAITING_PHASE (ardina_forage_class, "forage");
const ArdinaProcClass ardina_enlistment_class = {
  .name = "enlistment", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .run = enlistment_run, .who = ardina_who_owner, .prompt = phase_prompt,
  .candidates = phase_candidates, .act = phase_act, .check = phase_check,
};
