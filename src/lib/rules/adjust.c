/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The Point & Marker Adjustment Phase's returns (5.1 VI.C.2, 7.2): each
 * player in turn returns half his hand, rounded down, to the pool, naming
 * the markers one by one (the holder chooses which).
 *
 * Frame: side the returning player; payload how many he still owes. */
#include "rules.h"

typedef struct {
  int16_t due;
} Return;

enum { START, RETURNING };
static const char *const step_names[] = { "start", "returning" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == RETURNING + 1);

static ArdinaRun
start (ArdinaCtx *c, ArdinaFrame *f)
{
  ArdinaSide side = (ArdinaSide) f->side;
  guint held = ardina_hand (c->g, side, NULL, 0);
  guint due = held / (guint) ARDINA_CONST (HAND_RETURN_DIVISOR);
  if (!due)
    {
      ardina_emit (c, ARDINA_R_7_2, side, "%s holds %u campaign markers and returns none",
                   ardina_side_label (side), held);
      ardina_pop (c, 0);
      return ARDINA_RUN_AGAIN;
    }
  ARDINA_PAYLOAD (f, Return)->due = (int16_t) due;
  f->step = RETURNING;
  ardina_emit (c, ARDINA_R_7_2, side, "%s holds %u campaign markers and must return %u of them",
               ardina_side_label (side), held, due);
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
return_run (ArdinaCtx *c, ArdinaFrame *f)
{
  Return *p = ARDINA_PAYLOAD (f, Return);
  if (f->step == START)
    return start (c, f);
  /* Markers played meanwhile (a Spy chain) may leave fewer in hand than
   * were owed: nobody returns what he no longer holds. */
  int held = (int) ardina_hand (c->g, (ArdinaSide) f->side, NULL, 0);
  if (p->due > held)
    p->due = (int16_t) held;
  if (p->due > 0)
    return ARDINA_RUN_DECIDE;
  ardina_pop (c, 0);
  return ARDINA_RUN_AGAIN;
}

static void
return_decision (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = ARDINA_DECISION_RETURN;
  out->rule = ardina_rule_nth (ARDINA_R_7_2);
}

static void
return_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  int due = ARDINA_PAYLOAD (f, Return)->due;
  return_decision (g, f, side, out);
  g_snprintf (out->prompt, sizeof out->prompt, "%s returns %d more campaign marker%s to the pool (return PIECE)",
              ardina_side_label (side), due, due > 1 ? "s" : "");
}

/* The counters return_act accepts: those in @side's hand (7.2). */
static void
return_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) f;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_HAND && g->pieces[i].side == side)
      ardina_actions_add (out, side, ARDINA_VERB_RETURN, 1, ARDINA_CODE_PIECE | i);
}

/* Every campaign marker counter: the space debug builds hold
 * return_generate to. */
static void
return_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  ardina_actions_add_codes (out, side, ARDINA_VERB_RETURN, ARDINA_CODE_PIECE, ARDINA_DATA_N_CAMPAIGN_PIECES);
}

static gboolean
return_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  Return *p = ARDINA_PAYLOAD (f, Return);
  ArdinaSide side = (ArdinaSide) f->side;
  if (a->verb != ARDINA_VERB_RETURN)
    return ardina_refuse (c, ARDINA_R_7_2, "%s must first return %d campaign marker%s to the pool",
                          ardina_side_label (side), p->due, p->due > 1 ? "s" : "");
  const ArdinaPlace *at = ardina_place_get (c->g, a->args[0]);
  if (!at || ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_PIECE || at->zone != ARDINA_ZONE_HAND || at->side != side)
    return ardina_refuse (c, ARDINA_R_7_2, "%s is not a campaign marker in %s's hand",
                          ardina_code_name (a->args[0]), ardina_side_label (side));
  if (c->check_only)
    return TRUE;
  ardina_piece_move (c->g, a->args[0], ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
  p->due--;
  ardina_emit (c, ARDINA_R_7_2, side, "%s returns a campaign marker to the pool", ardina_side_label (side));
  ardina_emit_private (c, ARDINA_R_7_2, side, "%s returned %s (%s)", ardina_side_label (side),
                       ardina_code_label (a->args[0]), ardina_code_name (a->args[0]));
  return TRUE;
}

/* Returns are owed only from what the hand holds, and never nothing: a
 * frame owing none would leave its player without a legal action. (An
 * interrupt above it may have taken markers from the hand: the owed
 * number is cut when the frame runs again.) */
static gboolean
return_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  int due = ARDINA_PAYLOAD (f, Return)->due;
  /* Counted as a view shows the hand too: hidden, but of that size. */
  guint held = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    held += (g->pieces[i].zone == ARDINA_ZONE_HAND || g->pieces[i].zone == ARDINA_ZONE_HIDDEN)
            && g->pieces[i].side == f->side;
  const ArdinaFrame *turn = depth ? &g->stack[depth - 1] : NULL;
  if (!turn || turn->proc != ARDINA_PROC_TURN || turn->call != ARDINA_CALL_WAITING
      || ardina_turn_step_proc (turn->step) != ARDINA_PROC_RETURN
      || ardina_turn_step_actor (g, turn->step) != f->side)
    {
      g_string_append (why, "returns stand on the turn, called at a return step, for its player (7.2)");
      return FALSE;
    }
  if (f->step == START || depth + 1 < g->depth || (due > 0 && (guint) due <= held))
    return TRUE;
  g_string_append_printf (why, "%s owes %d returns but holds %u markers", ardina_side_name ((ArdinaSide) f->side),
                          due, held);
  return FALSE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (Return, due, "due", ARDINA_FIELD_INT, 0, ARDINA_MAX_PIECES),
};

const ArdinaProcClass ardina_return_class = {
  .name = "return", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = return_run, .who = ardina_who_owner, .prompt = return_prompt, .decision = return_decision,
  .candidates = ardina_candidates_none, .act = return_act, .check = return_check,
  .generate = return_generate, .space = return_space,
};
