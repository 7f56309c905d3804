/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Speculators (7.9): played in a Political Phase (its moment in
 * counters.xml), its player rolls a die; on the band "return-markers" of
 * dice.xml (1-2) he rolls a second die and returns that many markers
 * picked at random from his hand to the pool; on "pick-markers" (3-6) he
 * rolls a second die and picks that many markers from the pool at no cost,
 * fewer if the pool runs empty (7.3). Both dice are die-roll procedures,
 * so a Master Plan may answer either.
 *
 * The marker stays on the table while its effect is carried out and goes
 * to the pool (7.7) only then, so it is never among the markers it makes
 * its player return or pick.
 *
 * Frame (the effect, called by the window): side the player; payload the
 * marker on the table and the first die. */
#include "rules/rules.h"

typedef struct {
  uint16_t piece;
  int16_t first;
} Speculators;

enum { FIRST, SECOND, EFFECT };
static const char *const step_names[] = { "first-die", "second-die", "effect" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == EFFECT + 1);

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  ArdinaFrame *f = ardina_call (c, ARDINA_PROC_SPECULATORS, side);
  if (!f)
    return FALSE;
  ARDINA_PAYLOAD (f, Speculators)->piece = piece;
  ardina_emit (c, ARDINA_R_7_9, side, "%s plays Speculators", ardina_side_label (side));
  return TRUE;
}

const ArdinaMarkerClass ardina_speculators_marker = {
  .campaign = ARDINA_CAMPAIGN_SPECULATORS,
  .play = play,
};

static gboolean
returns_markers (int first)
{
  return g_strcmp0 (ardina_roll_outcome (ARDINA_ROLL_SPECULATORS, first), "return-markers") == 0;
}

/* 1-2: @n markers picked at random from the hand go to the pool. */
static gboolean
give_back (ArdinaCtx *c, ArdinaSide side, int n)
{
  guint done;
  if (!ardina_return_random (c, ARDINA_R_7_9, side, n, &done))
    return FALSE;
  ardina_emit (c, ARDINA_R_7_9, side, "Speculators: %s returns %u campaign marker%s picked at random from his hand",
               ardina_side_label (side), done, done == 1 ? "" : "s");
  return TRUE;
}

/* 3-6: @n free picks from the pool, stopping when it is empty (7.3). */
static gboolean
free_picks (ArdinaCtx *c, ArdinaSide side, int n)
{
  guint done = 0;
  if (!ardina_pick_markers (c, ARDINA_R_7_9, side, n, &done))
    return FALSE;
  ardina_emit (c, ARDINA_R_7_9, side, "Speculators: %s picks %u campaign marker%s from the pool at no cost",
               ardina_side_label (side), done, done == 1 ? "" : "s");
  return TRUE;
}

static ArdinaRun
effect (ArdinaCtx *c, ArdinaFrame *f, int second)
{
  Speculators *p = ARDINA_PAYLOAD (f, Speculators);
  ArdinaSide side = (ArdinaSide) f->side;
  gboolean ok = returns_markers (p->first) ? give_back (c, side, second) : free_picks (c, side, second);
  if (!ok)
    return ARDINA_RUN_ERROR;
  gboolean once = ardina_data_campaigns[ARDINA_CAMPAIGN_SPECULATORS].once;
  ardina_piece_move (c->g, p->piece, once ? ARDINA_ZONE_ASIDE : ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
  ardina_emit2 (c, ARDINA_R_7_7, ARDINA_R_7_9, side, "the Speculators marker goes to the %s (R-50)",
                once ? "side" : "pool");
  ardina_pop (c, 0);
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
speculators_run (ArdinaCtx *c, ArdinaFrame *f)
{
  Speculators *p = ARDINA_PAYLOAD (f, Speculators);
  int16_t die = 0;
  gboolean back = ardina_returned (f, &die);
  ArdinaSide side = (ArdinaSide) f->side;
  switch (f->step)
    {
    case FIRST:
      f->step = SECOND;
      break;
    case SECOND:
      if (!back)
        return ARDINA_RUN_ERROR;
      p->first = die;
      ardina_emit (c, ARDINA_R_7_9, side, "Speculators: a %d, so %s rolls again and %s that many markers",
                   die, ardina_side_label (side), returns_markers (die) ? "returns" : "picks");
      f->step = EFFECT;
      break;
    default:
      return back ? effect (c, f, die) : ARDINA_RUN_ERROR;
    }
  return ardina_roll_call (c, side, ARDINA_R_7_9, TRUE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
}

/* The effect stands on the window that played it, its marker on the
 * table, waiting on a die. */
static gboolean
speculators_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  uint16_t piece = ARDINA_PAYLOAD (f, Speculators)->piece;
  if (depth && g->stack[depth - 1].proc == ARDINA_PROC_WINDOW && f->call == ARDINA_CALL_WAITING
      && f->step != FIRST && ardina_piece_campaign (piece) == ARDINA_CAMPAIGN_SPECULATORS
      && g->pieces[ARDINA_CODE_INDEX (piece)].zone == ARDINA_ZONE_ASIDE)
    return TRUE;
  g_string_append (why, "Speculators is carried out from its window, its marker on the table, waiting on a die");
  return FALSE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (Speculators, piece, "marker", ARDINA_FIELD_CODE, 0, ARDINA_CODE_KINDS (ARDINA_CODE_PIECE)),
  ARDINA_FIELD_DEF (Speculators, first, "first-die", ARDINA_FIELD_INT, 0, 6),
};

const ArdinaProcClass ardina_speculators_class = {
  .name = "speculators", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = speculators_run, .check = speculators_check,
};
