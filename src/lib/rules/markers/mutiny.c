/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Mutiny & Treason (7.9).
 *
 * Played as a Point & Marker Adjustment Phase begins (its moment in
 * counters.xml; only holders are asked, R-47), it may be negated at once
 * by the opponent's Spy: the window (core/window.c) lets the marker the
 * data names answer first. If it stands, its player rolls a die (a die-roll
 * procedure, so a Master Plan may answer it), the opponent returns that
 * many markers picked at random from his hand to the pool, and the Mutiny
 * & Treason marker passes into the opponent's hand. Returns forced this
 * way do not count toward 7.2's half, which is taken afterwards.
 *
 * Frame (the effect, called by the window): side the player; payload the
 * marker on the table. */
#include "rules/rules.h"

typedef struct {
  uint16_t piece;
} Mutiny;

enum { ROLL, EFFECT };
static const char *const step_names[] = { "roll", "effect" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == EFFECT + 1);

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  ArdinaFrame *f = ardina_call (c, ARDINA_PROC_MUTINY, side);
  if (!f)
    return FALSE;
  ARDINA_PAYLOAD (f, Mutiny)->piece = piece;
  return TRUE;
}

const ArdinaMarkerClass ardina_mutiny_marker = {
  .campaign = ARDINA_CAMPAIGN_MUTINY_AND_TREASON,
  .play = play,
};

static ArdinaRun
effect (ArdinaCtx *c, ArdinaFrame *f, int die)
{
  ArdinaSide player = (ArdinaSide) f->side, victim = ardina_other (player);
  guint lost;
  if (!ardina_return_random (c, ARDINA_R_7_9, victim, die, &lost))
    return ARDINA_RUN_ERROR;
  ardina_emit (c, ARDINA_R_7_9, victim, "%s returns %u campaign marker%s picked at random from his hand",
               ardina_side_label (victim), lost, lost == 1 ? "" : "s");
  ardina_piece_move (c->g, ARDINA_PAYLOAD (f, Mutiny)->piece, ARDINA_ZONE_HAND, victim);
  ardina_emit (c, ARDINA_R_7_9, player, "%s hands the Mutiny & Treason marker to %s", ardina_side_label (player),
               ardina_side_label (victim));
  ardina_pop (c, 0);
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
mutiny_run (ArdinaCtx *c, ArdinaFrame *f)
{
  int16_t die = 0;
  if (f->step == EFFECT && ardina_returned (f, &die))
    return effect (c, f, die);
  f->step = EFFECT;
  return ardina_roll_call (c, (ArdinaSide) f->side, ARDINA_R_7_9, TRUE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
}

/* The effect stands on the window that played it, the marker on the
 * table, waiting on its die. */
static gboolean
mutiny_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  uint16_t piece = ARDINA_PAYLOAD (f, Mutiny)->piece;
  if (depth && g->stack[depth - 1].proc == ARDINA_PROC_WINDOW && f->call == ARDINA_CALL_WAITING
      && ardina_piece_campaign (piece) == ARDINA_CAMPAIGN_MUTINY_AND_TREASON
      && g->pieces[ARDINA_CODE_INDEX (piece)].zone == ARDINA_ZONE_ASIDE)
    return TRUE;
  g_string_append (why, "Mutiny & Treason is carried out from its window, its marker on the table, "
                   "waiting on its die");
  return FALSE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (Mutiny, piece, "marker", ARDINA_FIELD_CODE, 0, ARDINA_CODE_KINDS (ARDINA_CODE_PIECE)),
};

const ArdinaProcClass ardina_mutiny_class = {
  .name = "mutiny", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = mutiny_run, .check = mutiny_check,
};
