/* The sequence of play (5.1) as an explicit phase machine.
 *
 * The turn frame's step is a row of the table below: its name, the rule
 * that defines it, who acts (the First Player, the Second, nobody) and
 * whether it waits for a decision. Phases whose rules belong to later
 * sections (political points 6, mobilization 13, rabble rousing 9-12,
 * movement and combat 16-18, supply 19, enlistment 20) wait for the acting
 * player to end them; their actions arrive with those sections. The
 * engine's own steps (initiative, zeroing points, returning markers,
 * victory check, advancing the turn) run here. */
#include "engine.h"


typedef enum { WHO_NONE, WHO_FIRST, WHO_SECOND } Who;

typedef struct {
  const char *name;
  const char *label;
  uint16_t rule;
  uint8_t who;
  uint8_t decide;            /* waits for the acting player's `end` */
} Step;

enum {
  S_INITIATIVE, S_POLITICAL_1, S_POLITICAL_2, S_MOBILIZATION_1, S_MOBILIZATION_2, S_RABBLE,
  S_CAMPAIGN, S_FORAGE_1 = S_CAMPAIGN + 12, S_FORAGE_2, S_ENLIST_1, S_ENLIST_2,
  S_MUTINY, S_ZERO_POINTS, S_RETURN_1, S_RETURN_2, S_VICTORY, S_ADVANCE, S_COUNT
};

#define CAMPAIGN(k, j, name, label, rule, who) \
  [S_CAMPAIGN + 4 * (k) + (j)] = { name, label, rule, who, 1 }

static const Step steps[S_COUNT] = {
  [S_INITIATIVE] = { "initiative", "Initiative Phase", ARDINA_R_8_1, WHO_NONE, 0 },
  [S_POLITICAL_1] = { "political:first", "Political Phase, First Player", ARDINA_R_6_2, WHO_FIRST, 1 },
  [S_POLITICAL_2] = { "political:second", "Political Phase, Second Player", ARDINA_R_6_2, WHO_SECOND, 1 },
  [S_MOBILIZATION_1] = { "mobilization:first", "Mobilization Phase, First Player", ARDINA_R_13_1, WHO_FIRST, 1 },
  [S_MOBILIZATION_2] = { "mobilization:second", "Mobilization Phase, Second Player", ARDINA_R_13_1, WHO_SECOND, 1 },
  [S_RABBLE] = { "rabble-rousing", "Rabble Rousing Phase", ARDINA_R_9_3, WHO_FIRST, 1 },
  CAMPAIGN (0, 0, "campaign-1:first-move", "First Campaign Phase, First Player Movement", ARDINA_R_14_1, WHO_FIRST),
  CAMPAIGN (0, 1, "campaign-1:first-combat", "First Campaign Phase, First Player Combat", ARDINA_R_14_1, WHO_FIRST),
  CAMPAIGN (0, 2, "campaign-1:second-move", "First Campaign Phase, Second Player Movement", ARDINA_R_14_1, WHO_SECOND),
  CAMPAIGN (0, 3, "campaign-1:second-combat", "First Campaign Phase, Second Player Combat", ARDINA_R_14_1, WHO_SECOND),
  /* 14.1 orders the players in all three campaign phases; 14.2 (cited when
   * a later movement phase begins) limits the later two to forced marches. */
  CAMPAIGN (1, 0, "campaign-2:first-move", "Second Campaign Phase, First Player forced marches", ARDINA_R_14_1, WHO_FIRST),
  CAMPAIGN (1, 1, "campaign-2:first-combat", "Second Campaign Phase, First Player Combat", ARDINA_R_14_1, WHO_FIRST),
  CAMPAIGN (1, 2, "campaign-2:second-move", "Second Campaign Phase, Second Player forced marches", ARDINA_R_14_1, WHO_SECOND),
  CAMPAIGN (1, 3, "campaign-2:second-combat", "Second Campaign Phase, Second Player Combat", ARDINA_R_14_1, WHO_SECOND),
  CAMPAIGN (2, 0, "campaign-3:first-move", "Third Campaign Phase, First Player forced marches", ARDINA_R_14_1, WHO_FIRST),
  CAMPAIGN (2, 1, "campaign-3:first-combat", "Third Campaign Phase, First Player Combat", ARDINA_R_14_1, WHO_FIRST),
  CAMPAIGN (2, 2, "campaign-3:second-move", "Third Campaign Phase, Second Player forced marches", ARDINA_R_14_1, WHO_SECOND),
  CAMPAIGN (2, 3, "campaign-3:second-combat", "Third Campaign Phase, Second Player Combat", ARDINA_R_14_1, WHO_SECOND),
  [S_FORAGE_1] = { "forage:first", "Forage Phase, First Player", ARDINA_R_19_1, WHO_FIRST, 1 },
  [S_FORAGE_2] = { "forage:second", "Forage Phase, Second Player", ARDINA_R_19_1, WHO_SECOND, 1 },
  [S_ENLIST_1] = { "enlistment:first", "Enlistment Phase, First Player", ARDINA_R_20_1, WHO_FIRST, 1 },
  [S_ENLIST_2] = { "enlistment:second", "Enlistment Phase, Second Player", ARDINA_R_20_1, WHO_SECOND, 1 },
  [S_MUTINY] = { "adjustment:start", "Point & Marker Adjustment: Mutiny & Treason window", ARDINA_R_7_9, WHO_NONE, 0 },
  [S_ZERO_POINTS] = { "adjustment:points", "Point & Marker Adjustment: zero points", ARDINA_R_6_8, WHO_NONE, 0 },
  [S_RETURN_1] = { "adjustment:markers-first", "Point & Marker Adjustment: First Player returns markers", ARDINA_R_7_2, WHO_FIRST, 0 },
  [S_RETURN_2] = { "adjustment:markers-second", "Point & Marker Adjustment: Second Player returns markers", ARDINA_R_7_2, WHO_SECOND, 0 },
  [S_VICTORY] = { "victory-check", "Victory Check", ARDINA_R_3_1, WHO_NONE, 0 },
  [S_ADVANCE] = { "turn-advance", "Turn Advancement", ARDINA_R_5_1, WHO_NONE, 0 },
};

const char *
ardina_turn_step_name (uint8_t step)
{
  return step < S_COUNT ? steps[step].name : "?";
}

static ArdinaSide
actor (const ArdinaGame *g, const Step *s)
{
  if (s->who == WHO_FIRST)
    return (ArdinaSide) g->first;
  if (s->who == WHO_SECOND)
    return ardina_other ((ArdinaSide) g->first);
  return ARDINA_SIDE_NONE;
}

int
ardina_turn_step_lookup (const char *name)
{
  for (int i = 0; i < S_COUNT; i++)
    if (g_strcmp0 (steps[i].name, name) == 0)
      return i;
  return -1;
}

/* A movement phase of the Second or Third Campaign Phase (14.2, 17.5). */
static gboolean
forced_march_only (uint8_t step)
{
  return step >= S_CAMPAIGN + 4 && step < S_CAMPAIGN + 12 && (step - S_CAMPAIGN) % 2 == 0;
}

static void
next_step (ArdinaCtx *c, ArdinaFrame *f)
{
  f->step++;
  if (f->step >= S_COUNT || !steps[f->step].decide)
    return;
  ArdinaSide who = actor (c->g, &steps[f->step]);
  ardina_emit (c, ARDINA_R_5_1, who, "%s %u: begins (%s)", steps[f->step].label, c->g->year,
               ardina_side_label (who));
  if (forced_march_only (f->step))
    ardina_emit2 (c, ARDINA_R_14_2, ARDINA_R_17_5, who,
                  "only forces that make a forced march may move in this phase");
}

/* Moves the turn on after a procedure it started (initiative, returns). */
void
ardina_turn_next (ArdinaCtx *c)
{
  ArdinaFrame *f = ardina_top (c->g);
  g_assert (f && f->proc == ARDINA_PROC_TURN);
  next_step (c, f);
}

/* 4.7 on the first turn; afterwards the secret commitment of 8.1. */
static ArdinaRun
initiative (ArdinaCtx *c, ArdinaFrame *f)
{
  if (c->g->year == ARDINA_CONST (FIRST_YEAR))
    {
      c->g->first = ARDINA_SIDE_AMERICAN;
      ardina_emit2 (c, ARDINA_R_4_7, ARDINA_R_8_1, ARDINA_SIDE_AMERICAN,
                    "turn 1 (%u): the American has the initiative and is the First Player", c->g->year);
      next_step (c, f);
      return ARDINA_RUN_AGAIN;
    }
  ardina_commit_begin (c, ARDINA_COMMIT_INITIATIVE);
  return ARDINA_RUN_AGAIN;
}

/* 5.1 VI.C.2 and 7.2: half the hand, rounded down, goes back to the pool;
 * the holder chooses which. */
static ArdinaRun
marker_return (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side)
{
  guint due = ardina_hand (c->g, side, NULL, 0) / (guint) ARDINA_CONST (HAND_RETURN_DIVISOR);
  if (!due)
    {
      ardina_emit (c, ARDINA_R_7_2, side, "%s holds %u campaign markers and returns none",
                   ardina_side_label (side), ardina_hand (c->g, side, NULL, 0));
      next_step (c, f);
      return ARDINA_RUN_AGAIN;
    }
  ArdinaFrame *r = ardina_push (c, ARDINA_PROC_RETURN, 0, side);
  r->arg[0] = (int16_t) due;
  ardina_emit (c, ARDINA_R_7_2, side, "%s holds %u campaign markers and must return %u of them",
               ardina_side_label (side), ardina_hand (c->g, side, NULL, 0), due);
  return ARDINA_RUN_AGAIN;
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
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    c->g->units[i].flags &= (uint8_t) ~(ARDINA_PIECE_MOVED | ARDINA_PIECE_FORCE_MARCHED);
  ardina_emit (c, ARDINA_R_5_1, ARDINA_SIDE_NONE, "the turn marker moves to %u", c->g->year);
  f->step = S_INITIATIVE;
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
turn_run (ArdinaCtx *c, ArdinaFrame *f)
{
  switch (f->step)
    {
    case S_INITIATIVE:
      return initiative (c, f);
    case S_MUTINY:
      /* 7.9: Mutiny & Treason is played as this phase begins. */
      if (!ardina_mutiny_window (c))
        next_step (c, f);
      return ARDINA_RUN_AGAIN;
    case S_ZERO_POINTS:
      c->g->points[0] = c->g->points[1] = 0;
      ardina_emit2 (c, ARDINA_R_6_8, ARDINA_R_5_1, ARDINA_SIDE_NONE,
                    "both players' unspent political points are lost");
      next_step (c, f);
      return ARDINA_RUN_AGAIN;
    case S_RETURN_1:
    case S_RETURN_2:
      return marker_return (c, f, actor (c->g, &steps[f->step]));
    case S_VICTORY:
      next_step (c, f);
      return ardina_victory_check (c) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
    case S_ADVANCE:
      return advance (c, f);
    default:
      return ARDINA_RUN_DECIDE;
    }
}

static guint
turn_pending (const ArdinaGame *g, const ArdinaFrame *f, ArdinaPending out[2])
{
  const Step *s = &steps[f->step];
  out[0].kind = ARDINA_DECISION_PHASE;
  out[0].side = actor (g, s);
  out[0].rule = ardina_rule_nth (s->rule);
  g_snprintf (out[0].prompt, sizeof out[0].prompt, "%s %u: %s acts, then ends the phase (end)",
              s->label, g->year, ardina_side_label (actor (g, s)));
  return 1;
}

static guint
turn_candidates (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaAction *out,
                 guint max)
{
  if (max == 0)
    return 0;
  out[0] = ardina_action_make (side, ARDINA_VERB_END, 0);
  return 1;
}

static gboolean
turn_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  const Step *s = &steps[f->step];
  if (a->verb != ARDINA_VERB_END)
    return ardina_refuse (c, s->rule, "in the %s the %s player can only end the phase",
                          s->label, ardina_side_name ((ArdinaSide) a->side));
  if (c->check_only)
    return TRUE;
  ardina_emit (c, s->rule, (ArdinaSide) a->side, "%s ends the %s", ardina_side_label ((ArdinaSide) a->side), s->label);
  next_step (c, f);
  return TRUE;
}

const ArdinaProcClass ardina_turn_class = {
  turn_run, turn_pending, turn_candidates, turn_act
};

/* ---- returning markers (7.2): the holder names them one by one ---- */

static ArdinaRun
return_run (ArdinaCtx *c, ArdinaFrame *f)
{
  /* Markers played meanwhile (a Spy chain) may leave fewer in hand than
   * were owed: nobody returns what he no longer holds. */
  int held = (int) ardina_hand (c->g, (ArdinaSide) f->side, NULL, 0);
  if (f->arg[0] > held)
    f->arg[0] = (int16_t) held;
  if (f->arg[0] > 0)
    return ARDINA_RUN_DECIDE;
  ardina_pop (c);
  ardina_turn_next (c);
  return ARDINA_RUN_AGAIN;
}

static guint
return_pending (const ArdinaGame *g, const ArdinaFrame *f, ArdinaPending out[2])
{
  out[0].kind = ARDINA_DECISION_RETURN;
  out[0].side = (ArdinaSide) f->side;
  out[0].rule = ardina_rule_nth (ARDINA_R_7_2);
  g_snprintf (out[0].prompt, sizeof out[0].prompt,
              "%s returns %d more campaign marker%s to the pool (return PIECE)",
              ardina_side_label ((ArdinaSide) f->side), f->arg[0], f->arg[0] > 1 ? "s" : "");
  return 1;
}

static guint
return_candidates (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaAction *out,
                   guint max)
{
  uint16_t hand[ARDINA_MAX_PIECES];
  guint n = ardina_hand (g, side, hand, G_N_ELEMENTS (hand)), k = 0;
  for (guint i = 0; i < n && k < max; i++)
    out[k++] = ardina_action_make (side, ARDINA_VERB_RETURN, 1, hand[i]);
  return k;
}

static gboolean
return_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  if (a->verb != ARDINA_VERB_RETURN)
    return ardina_refuse (c, ARDINA_R_7_2, "%s must first return %d campaign marker%s to the pool",
                          ardina_side_label ((ArdinaSide) f->side), f->arg[0], f->arg[0] > 1 ? "s" : "");
  ArdinaPlace *p = ardina_place_of (c->g, a->args[0]);
  if (!p || (a->args[0] & ARDINA_CODE_KIND_MASK) != ARDINA_CODE_PIECE
      || p->zone != ARDINA_ZONE_HAND || p->side != f->side)
    return ardina_refuse (c, ARDINA_R_7_2, "%s is not a campaign marker in %s's hand",
                          ardina_code_name (a->args[0]), ardina_side_label ((ArdinaSide) f->side));
  if (c->check_only)
    return TRUE;
  p->zone = ARDINA_ZONE_POOL;
  p->side = ARDINA_SIDE_NONE;
  f->arg[0]--;
  ardina_emit (c, ARDINA_R_7_2, (ArdinaSide) f->side, "%s returns a campaign marker to the pool",
               ardina_side_label ((ArdinaSide) f->side));
  ardina_emit_private (c, ARDINA_R_7_2, (ArdinaSide) f->side, "%s returned %s (%s)",
                       ardina_side_label ((ArdinaSide) f->side), ardina_code_label (a->args[0]),
                       ardina_code_name (a->args[0]));
  return TRUE;
}

const ArdinaProcClass ardina_return_class = {
  return_run, return_pending, return_candidates, return_act
};
