/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Politicking Among Generals (7.9): played in the End of Turn Phase (its
 * moment in counters.xml; the turn opens it before the Victory Check), its
 * player names an enemy leader then on the map, never Washington, and
 * rolls a die on dice.xml's bands: removed-from-play (1) puts the leader
 * out of the game, returned-to-pool (2-3) sends him to his side's leader
 * pool (R-11: he may come back), no-effect (4-6) leaves him where he is.
 * The play is refused when no enemy leader but Washington is on the map,
 * as there would be nobody to name. The die is a die-roll
 * procedure, so a Master Plan may answer it. The marker goes to the
 * pool (7.7) as it is played.
 *
 * Frame (the effect, called by the window): side the player; payload the
 * leader named (0 until named: leader codes are never 0). */
#include "rules/rules.h"

typedef struct {
  uint16_t leader;         /* ARDINA_CODE_LEADER | index, once named */
} Politicking;

enum { NAME, ROLL };
static const char *const step_names[] = { "name", "roll" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == ROLL + 1);

/* A leader @side may name: an enemy's, on the map, not Washington. */
static gboolean
nameable (const ArdinaGame *g, ArdinaSide side, guint leader)
{
  return leader < ARDINA_DATA_N_LEADERS && leader != ARDINA_LEADER_WASHINGTON
         && g->leaders[leader].zone == ARDINA_ZONE_MAP && ardina_leader_side ((uint16_t) leader) != side;
}

static gboolean
any_nameable (const ArdinaGame *g, ArdinaSide side)
{
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (nameable (g, side, i))
      return TRUE;
  return FALSE;
}

static gboolean
allowed (ArdinaCtx *c, const ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  if (!any_nameable (c->g, side))
    return ardina_refuse (c, ARDINA_R_7_9, "Politicking Among Generals needs an enemy leader in play other than "
                          "Washington to name, and there is none (R-51)");
  return TRUE;
}

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  if (!ardina_call (c, ARDINA_PROC_POLITICKING, side))
    return FALSE;
  gboolean once = ardina_data_campaigns[ardina_piece_campaign (piece)].once;
  ardina_piece_move (c->g, piece, once ? ARDINA_ZONE_ASIDE : ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, side,
                "%s plays Politicking Among Generals and must name an enemy leader in play",
                ardina_side_label (side));
  return TRUE;
}

const ArdinaMarkerClass ardina_politicking_marker = {
  .campaign = ARDINA_CAMPAIGN_POLITICKING_AMONG_GENERALS,
  .play = play,
  .allowed = allowed,
};

static ArdinaRun
effect (ArdinaCtx *c, ArdinaFrame *f, int die)
{
  uint16_t code = ARDINA_PAYLOAD (f, Politicking)->leader;
  guint i = ARDINA_CODE_INDEX (code);
  ArdinaSide side = (ArdinaSide) f->side, owner = ardina_leader_side ((uint16_t) i);
  const char *o = ardina_roll_outcome (ARDINA_ROLL_POLITICKING_AMONG_GENERALS, die);
  if (g_strcmp0 (o, "removed-from-play") == 0)
    {
      ardina_place_set (c->g, code, (ArdinaPlace) { .zone = ARDINA_ZONE_REMOVED, .side = ARDINA_SIDE_NONE });
      ardina_emit (c, ARDINA_R_7_9, side, "Politicking Among Generals, %d: %s is removed from play for good",
                   die, ardina_data_leaders[i].label);
    }
  else if (g_strcmp0 (o, "returned-to-pool") == 0)
    {
      ardina_place_set (c->g, code, (ArdinaPlace) { .zone = ARDINA_ZONE_POOL, .side = (uint8_t) owner });
      ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_13_2, side,
                    "Politicking Among Generals, %d: %s returns to the %s leader pool (R-11)", die,
                    ardina_data_leaders[i].label, ardina_side_name (owner));
    }
  else
    ardina_emit (c, ARDINA_R_7_9, side, "Politicking Among Generals, %d: no effect on %s", die,
                 ardina_data_leaders[i].label);
  ardina_pop (c, 0);
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
politicking_run (ArdinaCtx *c, ArdinaFrame *f)
{
  int16_t die = 0;
  if (f->step == NAME)
    return ARDINA_RUN_DECIDE;
  if (ardina_returned (f, &die))
    return effect (c, f, die);
  return ardina_roll_call (c, (ArdinaSide) f->side, ARDINA_R_7_9, TRUE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
}

static guint
politicking_who (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide out[2])
{
  if (f->step != NAME)
    return 0;
  out[0] = (ArdinaSide) f->side;
  return 1;
}

static void
politicking_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = ARDINA_DECISION_CHOOSE;
  out->rule = ardina_rule_nth (ARDINA_R_7_9);
  g_snprintf (out->prompt, sizeof out->prompt, "Politicking Among Generals (%u): %s names an enemy leader in "
              "play, not Washington (choose LEADER)", g->year, ardina_side_label (side));
}

/* The leaders politicking_act accepts: enemy leaders on the map, not
 * Washington (7.9). */
static void
politicking_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) f;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (nameable (g, side, i))
      ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, ARDINA_CODE_LEADER | i);
}

/* Every leader: the space debug builds hold politicking_generate to. */
static void
politicking_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  ardina_actions_add_codes (out, side, ARDINA_VERB_CHOOSE, ARDINA_CODE_LEADER, ARDINA_DATA_N_LEADERS);
}

static gboolean
politicking_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  uint16_t code = a->n_args ? a->args[0] : 0;
  if (a->verb != ARDINA_VERB_CHOOSE || ARDINA_CODE_KIND (code) != ARDINA_CODE_LEADER)
    return ardina_refuse (c, ARDINA_R_7_9, "Politicking Among Generals: %s must name an enemy leader in play "
                          "(choose LEADER)", ardina_side_label (side));
  guint i = ARDINA_CODE_INDEX (code);
  if (i == ARDINA_LEADER_WASHINGTON)
    return ardina_refuse (c, ARDINA_R_7_9, "Washington may not be named by Politicking Among Generals");
  if (!nameable (c->g, side, i))
    return ardina_refuse (c, ARDINA_R_7_9, "%s is not an enemy leader in play", ardina_code_label (code));
  if (c->check_only)
    return TRUE;
  ARDINA_PAYLOAD (f, Politicking)->leader = code;
  f->step = ROLL;
  ardina_emit (c, ARDINA_R_7_9, side, "%s names %s", ardina_side_label (side), ardina_code_label (code));
  return TRUE;
}

/* The effect stands on the window that played it: naming, or waiting on
 * its die against the leader named. */
static gboolean
politicking_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  uint16_t code = ARDINA_PAYLOAD (f, Politicking)->leader;
  gboolean on_window = depth && g->stack[depth - 1].proc == ARDINA_PROC_WINDOW;
  gboolean named = ARDINA_CODE_KIND (code) == ARDINA_CODE_LEADER && nameable (g, (ArdinaSide) f->side,
                                                                               ARDINA_CODE_INDEX (code));
  if (on_window && ((f->step == NAME && code == 0) || (f->step == ROLL && named && f->call == ARDINA_CALL_WAITING)))
    return TRUE;
  g_string_append (why, "Politicking Among Generals is carried out from its window: naming an enemy leader in "
                   "play, then waiting on its die");
  return FALSE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (Politicking, leader, "leader", ARDINA_FIELD_CODE, 0, ARDINA_CODE_KINDS (ARDINA_CODE_LEADER)),
};

const ArdinaProcClass ardina_politicking_class = {
  .name = "politicking", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = politicking_run, .who = politicking_who, .prompt = politicking_prompt,
  .candidates = ardina_candidates_none, .act = politicking_act, .check = politicking_check,
  .generate = politicking_generate, .space = politicking_space,
};
