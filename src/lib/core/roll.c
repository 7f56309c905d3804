/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A die roll as a procedure, so that a roll can be answered.
 *
 * A procedure that needs a die its roller may answer calls a ROLL
 * (ardina_roll_call) and returns; the ROLL frame rolls, then opens the
 * window of the moment "after one's own roll" (7.9), in which the roller
 * may play a marker of that moment: a Master Plan asks for the die to be
 * rolled again, once, the second result standing. Then the ROLL returns
 * the die to its caller, which resumes with it. Combat rolls will call the
 * same procedure with that window shut (7.9: not during a combat
 * resolution) and the defender's casualty choice after it.
 *
 * Frame: side the roller; payload the die (0 until rolled) and the rule
 * it is rolled for. */
#include "engine.h"

typedef struct {
  int16_t die;
  uint16_t rule;
  uint8_t shut;            /* no marker may answer this roll (7.9) */
} Roll;

enum { THROW, ANSWER, FINAL };
static const char *const step_names[] = { "throw", "answer", "final" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == FINAL + 1);

ArdinaFrame *
ardina_roll_call (ArdinaCtx *c, ArdinaSide side, uint16_t rule, gboolean answerable)
{
  ArdinaFrame *f = ardina_call (c, ARDINA_PROC_ROLL, side);
  if (f)
    {
      ARDINA_PAYLOAD (f, Roll)->rule = rule;
      ARDINA_PAYLOAD (f, Roll)->shut = !answerable;
    }
  return f;
}

/* The outcome of dice.xml's band of @roll matching @die (a plain band:
 * the bands compared with an operand are the callers' own), or "". */
const char *
ardina_roll_outcome (guint roll, int die)
{
  int o = ardina_roll_outcome_id (roll, die);
  return o < 0 ? "" : ardina_data_outcomes[o];
}

/* The same as the generated ARDINA_OUT_x (dice.xml's outcome tokens), so
 * that a rule compares outcomes as data, not as strings; -1 for none. */
int
ardina_roll_outcome_id (guint roll, int die)
{
  const ArdinaDataRoll *r = &ardina_data_rolls[roll];
  for (guint i = 0; i < r->n_bands; i++)
    {
      const ArdinaDataBand *b = &ardina_data_bands[r->bands_at + i];
      if (!b->at_most && die >= b->from && (b->to == ARDINA_DIE_UP || die <= b->to))
        return b->outcome;
    }
  return -1;
}

static gboolean
throw_die (ArdinaCtx *c, ArdinaFrame *f)
{
  Roll *p = ARDINA_PAYLOAD (f, Roll);
  /* The rule's title says what the roll is for: "(Initiative ties)". */
  p->die = (int16_t) ardina_roll (c, p->rule, (ArdinaSide) f->side, ardina_data_rules[p->rule].title);
  return p->die != 0;
}

static ArdinaRun
roll_run (ArdinaCtx *c, ArdinaFrame *f)
{
  int16_t asked = ARDINA_ROLL_KEEP;
  switch (f->step)
    {
    case THROW:
      if (!throw_die (c, f))
        return ARDINA_RUN_ERROR;
      f->step = ANSWER;
      if (ARDINA_PAYLOAD (f, Roll)->shut)
        break;
      switch (ardina_moment (c, ARDINA_MOMENT_AFTER_OWN_ROLL, (ArdinaSide) f->side, ARDINA_SIDE_NONE,
                             ARDINA_PAYLOAD (f, Roll)->die))
        {
        case ARDINA_MOMENT_OPEN:
          return ARDINA_RUN_AGAIN;
        case ARDINA_MOMENT_FAILED:
          return ARDINA_RUN_ERROR;
        default:
          break;
        }
      break;
    case ANSWER:
      ardina_returned (f, &asked);
      if (asked == ARDINA_ROLL_AGAIN)
        {
          /* 7.9: the second roll must be accepted. */
          f->step = FINAL;
          if (!throw_die (c, f))
            return ARDINA_RUN_ERROR;
        }
      break;
    default:
      break;
    }
  ardina_pop (c, ARDINA_PAYLOAD (f, Roll)->die);
  return ARDINA_RUN_AGAIN;
}

/* A die is rolled for somebody; it is 1-6 once thrown. */
static gboolean
roll_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const Roll *p = ARDINA_PAYLOAD (f, Roll);
  if ((f->step == THROW) == (p->die == 0) && depth > 0)
    return TRUE;
  g_string_append (why, "a roll has a die once thrown, none before, and a caller");
  return FALSE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (Roll, die, "die", ARDINA_FIELD_INT, 0, 6),
  ARDINA_FIELD_DEF (Roll, rule, "rule", ARDINA_FIELD_RULE, 0, 0),
  ARDINA_FIELD_DEF (Roll, shut, "shut", ARDINA_FIELD_BOOL, 0, 1),
};

const ArdinaProcClass ardina_roll_class = {
  .name = "roll", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = roll_run, .check = roll_check,
};
