/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The rows of the turn (5.1, turn-steps.h) and what they say: a step's
 * name, label, rule, acting player and procedure, and the facts of the
 * turn under way kept in the turn frame. Every phase asks these questions
 * of the turn it was called from; they live below the phases and the
 * turn's procedure (turn.c), which calls the phases and the victory check,
 * so that asking them draws no file into a cycle with the sequence
 * (doc/design.md, "Layers"). They read the tables and the stack only. */
#include "rules.h"

typedef enum { WHO_NONE, WHO_FIRST, WHO_SECOND } Who;

#define NONE ARDINA_PROC_COUNT

typedef struct {
  const char *label;
  uint16_t rule;
  uint8_t who, proc, announce;
} Step;

static const Step steps[ARDINA_STEP_COUNT] = {
#define X(id, name, label, rule, who, proc, announce) { label, rule, who, proc, announce },
  TURN_ROWS (X)
#undef X
};

const char *const ardina_turn_step_names[ARDINA_STEP_COUNT] = {
#define X(id, name, label, rule, who, proc, announce) name,
  TURN_ROWS (X)
#undef X
};

ArdinaTurnFacts *
ardina_turn_facts (ArdinaGame *g)
{
  return g->depth && g->stack[0].proc == ARDINA_PROC_TURN ? ARDINA_PAYLOAD (&g->stack[0], ArdinaTurnFacts) : NULL;
}

const ArdinaTurnFacts *
ardina_turn_facts_get (const ArdinaGame *g)
{
  return ardina_turn_facts ((ArdinaGame *) g);
}

int
ardina_turn_step_lookup (const char *name)
{
  for (int i = 0; i < ARDINA_STEP_COUNT; i++)
    if (g_strcmp0 (ardina_turn_step_names[i], name) == 0)
      return i;
  return -1;
}

const char *
ardina_turn_step_label (uint8_t step)
{
  return step < ARDINA_STEP_COUNT ? steps[step].label : "?";
}

uint16_t
ardina_turn_step_rule (uint8_t step)
{
  return step < ARDINA_STEP_COUNT ? steps[step].rule : ARDINA_R_5_1;
}

uint8_t
ardina_turn_step_proc (uint8_t step)
{
  return step < ARDINA_STEP_COUNT ? steps[step].proc : NONE;
}

gboolean
ardina_turn_step_announced (uint8_t step)
{
  return step < ARDINA_STEP_COUNT && steps[step].announce;
}

ArdinaSide
ardina_turn_step_actor (const ArdinaGame *g, uint8_t step)
{
  uint8_t who = step < ARDINA_STEP_COUNT ? steps[step].who : WHO_NONE;
  if (who == WHO_FIRST)
    return (ArdinaSide) g->first;
  if (who == WHO_SECOND)
    return ardina_other ((ArdinaSide) g->first);
  return ARDINA_SIDE_NONE;
}
