/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Bait the Redcoats/Bluecoats (7.9), either player's, with the partisans
 * of optional section 29 in play: the marker is set aside without
 * them (1.4, counters.xml).
 *
 * Played during the player's own Movement Phase (moment movement-phase):
 * `bait LOCALE` names a locale holding a partisan of his side and enemy
 * combat units, whenever he is the one deciding in his Movement Phase or
 * in one of its moves (R-140: the moment opens no window; it is offered
 * as a free action, like a marker played at any time, but only then). The
 * marker goes to the pool (7.7) and he rolls a die (a die-roll procedure:
 * a Master Plan may answer it, R-46) on dice.xml's bands:
 *   1   the enemy rolls a die and picks that many campaign markers;
 *   2-3 with the massacre rules (37) the enemy massacres in that locale
 *       at once, with every effect of 37.2 (ardina_massacre): no battle
 *       is needed, the marker's own exception to 37.5; none where a
 *       massacre marker stands (37.2(5)), and none without 37 (R-9,
 *       R-140);
 *   4   no effect;
 *   5-6 the player rolls a die and picks that many campaign markers.
 * Picks stop when the pool is empty (7.3).
 *
 * Frame (bait): side the player; payload the locale baited and the first
 * die, pushed above the decision of his Movement Phase it interrupts. */
#include "rules/rules.h"

typedef struct {
  uint8_t locale;
  int16_t first;           /* the Bait die, 0 until rolled */
} Bait;

enum { FIRST, PICKS };
static const char *const step_names[] = { "first-die", "picks" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == PICKS + 1);

static int
bait_in_hand (const ArdinaGame *g, ArdinaSide side)
{
  return ardina_counter_playable (g, side, ARDINA_CAMPAIGN_BAIT_THE_REDCOATS, ARDINA_MOMENT_MOVEMENT_PHASE);
}

/* @side decides in his own Movement Phase or one of its moves. */
static gboolean
own_movement (const ArdinaGame *g, ArdinaSide side)
{
  const ArdinaFrame *top = ardina_top (g);
  return top && top->side == side && (top->proc == ARDINA_PROC_MOVEMENT || top->proc == ARDINA_PROC_MOVE);
}

/* 7.9: a partisan of @side and enemy combat units in @locale. */
static gboolean
baitable (const ArdinaGame *g, ArdinaSide side, guint locale)
{
  return locale < ARDINA_DATA_N_LOCALES && ardina_enemy_partisan_at (g, ardina_other (side), (uint16_t) locale)
         && ardina_side_units_at (g, ardina_other (side), (uint16_t) locale);
}

static gboolean
free_act (ArdinaCtx *c, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  uint16_t code = a->args[0];
  if (!(c->g->optional & ARDINA_OPTIONAL (29)))
    return ardina_refuse (c, ARDINA_R_7_9, "Bait the Redcoats/Bluecoats is played only with the partisan rules "
                          "of section 29 (R-9)");
  int piece = bait_in_hand (c->g, side);
  if (piece < 0)
    return ardina_refuse (c, ARDINA_R_7_9, "%s holds no Bait the Redcoats/Bluecoats free to play",
                          ardina_side_label (side));
  if (!own_movement (c->g, side))
    return ardina_refuse (c, ARDINA_R_7_9, "Bait the Redcoats/Bluecoats is played during %s's own Movement Phase, "
                          "when he is deciding in it (R-140)", ardina_side_label (side));
  if (ARDINA_CODE_KIND (code) != ARDINA_CODE_LOCALE || !baitable (c->g, side, ARDINA_CODE_INDEX (code)))
    return ardina_refuse (c, ARDINA_R_7_9, "Bait the Redcoats/Bluecoats names a locale holding a partisan of %s's "
                          "side and enemy combat units", ardina_side_label (side));
  if (!ardina_stack_room (c->g, 4))
    return ardina_refuse (c, ARDINA_R_7_9, "no room is left on the procedure stack for Bait the Redcoats/Bluecoats");
  if (c->check_only)
    return TRUE;
  ArdinaFrame *f = ardina_push (c, ARDINA_PROC_BAIT, side);
  if (!f)
    return FALSE;
  ARDINA_PAYLOAD (f, Bait)->locale = (uint8_t) ARDINA_CODE_INDEX (code);
  ardina_piece_move (c->g, (uint16_t) piece, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);   /* 7.7 */
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, side, "%s plays Bait the Redcoats/Bluecoats in %s and rolls; it "
                "goes to the pool", ardina_side_label (side), ardina_data_locales[ARDINA_CODE_INDEX (code)].label);
  return TRUE;
}

static void
free_candidates (const ArdinaGame *g, ArdinaSide side, ArdinaActionList *out)
{
  if (!(g->optional & ARDINA_OPTIONAL (29)) || !own_movement (g, side) || bait_in_hand (g, side) < 0)
    return;
  ArdinaCtx c = { (ArdinaGame *) g, NULL, NULL, TRUE };
  uint8_t kind = side == ARDINA_SIDE_AMERICAN ? ARDINA_MARKER_PARTISAN_REBEL : ARDINA_MARKER_PARTISAN_TORY;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (g->markers[kind][l])
      {
        ArdinaAction a = ardina_action_make (side, ARDINA_VERB_BAIT, 1, ARDINA_CODE_LOCALE | l);
        if (free_act (&c, &a))
          ardina_actions_push (out, &a);
      }
}

const ArdinaMarkerClass ardina_bait_marker = {
  .campaign = ARDINA_CAMPAIGN_BAIT_THE_REDCOATS,
  .verb = ARDINA_VERB_BAIT,
  .free_candidates = free_candidates,
  .free_act = free_act,
};

/* @n free picks for @side, stopping when the pool is empty (7.3). */
static gboolean
picks (ArdinaCtx *c, ArdinaSide side, int n)
{
  guint done = 0;
  if (!ardina_pick_markers (c, ARDINA_R_7_9, side, n, &done))
    return FALSE;
  ardina_emit (c, ARDINA_R_7_9, side, "Bait the Redcoats/Bluecoats: %s picks %u campaign marker%s from the pool",
               ardina_side_label (side), done, done == 1 ? "" : "s");
  return TRUE;
}

/* A 2-3: with section 37 the baited enemy massacres in the
 * locale at once, no battle needed; not where a massacre marker already
 * stands (37.2(5)); without 37 nothing happens. */
static gboolean
massacre (ArdinaCtx *c, ArdinaFrame *f, int die)
{
  Bait *p = ARDINA_PAYLOAD (f, Bait);
  ArdinaSide side = (ArdinaSide) f->side, enemy = ardina_other (side);
  const char *at = ardina_data_locales[p->locale].label;
  if (!(c->g->optional & ARDINA_OPTIONAL (37)))
    {
      ardina_emit (c, ARDINA_R_7_9, side, "Bait the Redcoats/Bluecoats, %d: the enemy in %s is baited into a "
                   "massacre, and without the massacre rules (section 37) that has no effect (R-9, R-140)", die, at);
      return TRUE;
    }
  if (c->g->markers[ARDINA_MARKER_MASSACRE][p->locale])
    {
      ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_37_2, side, "Bait the Redcoats/Bluecoats, %d: the enemy in %s is "
                    "baited into a massacre, but a massacre marker already stands there: no massacre (R-140)",
                    die, at);
      return TRUE;
    }
  ardina_emit (c, ARDINA_R_7_9, side, "Bait the Redcoats/Bluecoats, %d: the enemy in %s is baited into a "
               "massacre there at once, no battle needed (R-140)", die, at);
  return ardina_massacre (c, enemy, p->locale, ARDINA_R_7_9);
}

/* The Bait die @die rolled by @side: what the baited enemy does. */
static ArdinaRun
outcome (ArdinaCtx *c, ArdinaFrame *f, int die)
{
  Bait *p = ARDINA_PAYLOAD (f, Bait);
  ArdinaSide side = (ArdinaSide) f->side, enemy = ardina_other (side);
  const char *o = ardina_roll_outcome (ARDINA_ROLL_BAIT_THE_REDCOATS, die);
  const char *at = ardina_data_locales[p->locale].label;
  p->first = (int16_t) die;
  if (g_strcmp0 (o, "enemy-picks-markers") == 0 || g_strcmp0 (o, "player-picks-markers") == 0)
    {
      ArdinaSide picker = o[0] == 'e' ? enemy : side;
      ardina_emit (c, ARDINA_R_7_9, side, "Bait the Redcoats/Bluecoats, %d: the enemy in %s is baited; %s rolls "
                   "for the campaign markers he picks", die, at, ardina_side_label (picker));
      f->step = PICKS;
      return ardina_roll_call (c, picker, ARDINA_R_7_9, TRUE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
    }
  if (g_strcmp0 (o, "enemy-massacre") == 0)
    {
      if (!massacre (c, f, die))
        return ARDINA_RUN_ERROR;
    }
  else
    ardina_emit (c, ARDINA_R_7_9, side, "Bait the Redcoats/Bluecoats, %d: the enemy in %s is baited to no effect",
                 die, at);
  ardina_pop (c, 0);
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
bait_run (ArdinaCtx *c, ArdinaFrame *f)
{
  Bait *p = ARDINA_PAYLOAD (f, Bait);
  int16_t die = 0;
  gboolean back = ardina_returned (f, &die);
  ArdinaSide side = (ArdinaSide) f->side;
  if (f->step == FIRST)
    {
      if (back)
        return outcome (c, f, die);
      return ardina_roll_call (c, side, ARDINA_R_7_9, TRUE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
    }
  if (!back)
    return ARDINA_RUN_ERROR;
  const char *o = ardina_roll_outcome (ARDINA_ROLL_BAIT_THE_REDCOATS, p->first);
  if (!picks (c, o[0] == 'e' ? ardina_other (side) : side, die))
    return ARDINA_RUN_ERROR;
  ardina_pop (c, 0);
  return ARDINA_RUN_AGAIN;
}

/* The effect stands above its player's Movement Phase or move, waiting on
 * a die: the first, or, after a 1 or a 5-6, the picks'. */
static gboolean
bait_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const Bait *p = ARDINA_PAYLOAD (f, Bait);
  const ArdinaFrame *below = depth ? &g->stack[depth - 1] : NULL;
  const char *o = ardina_roll_outcome (ARDINA_ROLL_BAIT_THE_REDCOATS, p->first);
  gboolean ok = (g->optional & ARDINA_OPTIONAL (29)) && below && below->side == f->side
                && (below->proc == ARDINA_PROC_MOVEMENT || below->proc == ARDINA_PROC_MOVE)
                && p->locale < ARDINA_DATA_N_LOCALES && f->call == ARDINA_CALL_WAITING
                && (f->step == FIRST ? p->first == 0 : (o[0] == 'e' || o[0] == 'p') && strstr (o, "picks") != NULL);
  if (!ok)
    g_string_append (why, "Bait the Redcoats/Bluecoats is carried out above its player's Movement Phase, waiting "
                     "on its die, then on the die of the picks after a 1 or a 5-6");
  return ok;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_NAMED (Bait, locale, "locale", ardina_locale_name_at, ARDINA_DATA_N_LOCALES),
  ARDINA_FIELD_DEF (Bait, first, "first-die", ARDINA_FIELD_INT, 0, 6),
};

const ArdinaProcClass ardina_bait_class = {
  .name = "bait", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = bait_run, .check = bait_check,
};
