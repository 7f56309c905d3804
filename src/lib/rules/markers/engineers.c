/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Engineers (7.9), either player's, optional section 28 (set aside without
 * it, 1.4): played at the end of his own Movement Phase (moment
 * movement-end, opened by movement.c before the sieges of 28.6), it puts
 * a fortress or a siege marker atop one of his land combat units at no
 * cost: `place fortress LOCALE` or `place siege LOCALE`. The marker goes
 * to the pool as it is played (7.7).
 *
 * Where: a land combat unit of any type of his, in a locale on
 * land (fleets make no use of fortresses or sieges, 24.11); one marker
 * of a kind a locale (15.2); a siege only where one could besiege, an
 * enemy fortress with an enemy ground combat unit (28.6(1)), without the
 * cost, the entry in this phase or the regular that 28.6 asks of a siege
 * laid by the rules (sieges.c, ardina_siege_lay_ok). The play is refused
 * when there is nowhere to place either.
 *
 * Frame (the effect, called by the window): side the player; no payload. */
#include "rules/rules.h"
#include "core/board.h"

enum { PLACE };
static const char *const step_names[] = { "place" };
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == PLACE + 1);

/* a land combat unit of @side at @locale, a locale on land. */
static gboolean
friendly_unit_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  if (ardina_data_locales[locale].kind == ARDINA_LOCALE_KIND_HIGH_SEAS)
    return FALSE;
  ARDINA_BOARD_EACH_UNIT_BUT (g, locale, ARDINA_PIECE_EMBARKED, i)
    if (!ardina_is_fleet ((uint16_t) i) && ardina_unit_is_combat ((uint16_t) i)
        && ardina_unit_controller (g, (uint16_t) i) == side)
      return TRUE;
  return FALSE;
}

/* May @side place a marker of @kind (fortress or siege) at @locale with
 * Engineers? Refuses with the rule. */
static gboolean
place_ok (ArdinaCtx *c, ArdinaSide side, uint16_t kind, uint16_t locale)
{
  const char *label = ardina_data_locales[locale].label;
  if (kind != ARDINA_MARKER_FORTRESS && kind != ARDINA_MARKER_SIEGE)
    return ardina_refuse (c, ARDINA_R_7_9, "Engineers place a fortress or a siege marker");
  if (!friendly_unit_at (c->g, side, locale))
    return ardina_refuse (c, ARDINA_R_7_9, "Engineers place their marker atop a land combat unit of %s, and %s "
                          "has none (R-131)", ardina_side_label (side), label);
  if (kind == ARDINA_MARKER_SIEGE)
    return ardina_siege_lay_ok (c, side, locale, TRUE);
  if (c->g->markers[ARDINA_MARKER_FORTRESS][locale])
    return ardina_refuse (c, ARDINA_R_15_2, "%s already has a fortress: one a locale (15.2)", label);
  return TRUE;
}

/* Every placement place_ok accepts, asked silently; @out NULL only asks
 * whether there is one. */
static gboolean
placements (const ArdinaGame *g, ArdinaSide side, ArdinaActionList *out)
{
  ArdinaCtx c = { (ArdinaGame *) g, NULL, NULL, TRUE };
  static const uint16_t kinds[] = { ARDINA_MARKER_FORTRESS, ARDINA_MARKER_SIEGE };
  gboolean any = FALSE;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      if (place_ok (&c, side, kinds[k], (uint16_t) l))
        {
          if (!out)
            return TRUE;
          any = TRUE;
          ardina_actions_add (out, side, ARDINA_VERB_PLACE, 2, ARDINA_CODE_MARKER | kinds[k], ARDINA_CODE_LOCALE | l);
        }
  return any;
}

static gboolean
allowed (ArdinaCtx *c, const ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  (void) window, (void) piece;
  if (!placements (c->g, side, NULL))
    return ardina_refuse (c, ARDINA_R_7_9, "Engineers need a land combat unit of %s where a fortress or a siege "
                          "marker may go, and there is none (R-131)", ardina_side_label (side));
  return TRUE;
}

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  (void) window;
  if (!ardina_call (c, ARDINA_PROC_ENGINEERS, side))
    return FALSE;
  ardina_piece_move (c->g, piece, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, side, "%s plays Engineers: a free fortress or siege marker atop one "
                "of his combat units", ardina_side_label (side));
  return TRUE;
}

const ArdinaMarkerClass ardina_engineers_marker = {
  .campaign = ARDINA_CAMPAIGN_ENGINEERS,
  .play = play,
  .allowed = allowed,
};

static ArdinaRun
engineers_run (ArdinaCtx *c, ArdinaFrame *f)
{
  (void) c, (void) f;
  return ARDINA_RUN_DECIDE;
}

static void
engineers_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  (void) f;
  out->kind = ARDINA_DECISION_CHOOSE;
  out->rule = ardina_rule_nth (ARDINA_R_7_9);
  g_snprintf (out->prompt, sizeof out->prompt, "Engineers (%u): %s places a fortress or a siege marker atop one of "
              "his combat units (place fortress|siege LOCALE)", g->year, ardina_side_label (side));
}

static void
engineers_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) f;
  placements (g, side, out);
}

/* Both kinds in every locale: the space debug builds hold the listing to. */
static void
engineers_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    {
      ardina_actions_add (out, side, ARDINA_VERB_PLACE, 2, ARDINA_CODE_MARKER | ARDINA_MARKER_FORTRESS,
                          ARDINA_CODE_LOCALE | l);
      ardina_actions_add (out, side, ARDINA_VERB_PLACE, 2, ARDINA_CODE_MARKER | ARDINA_MARKER_SIEGE,
                          ARDINA_CODE_LOCALE | l);
    }
}

static gboolean
engineers_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  (void) f;
  ArdinaSide side = (ArdinaSide) a->side;
  if (a->verb != ARDINA_VERB_PLACE || a->n_args != 2 || ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_MARKER
      || ARDINA_CODE_KIND (a->args[1]) != ARDINA_CODE_LOCALE || ARDINA_CODE_INDEX (a->args[1]) >= ARDINA_DATA_N_LOCALES)
    return ardina_refuse (c, ARDINA_R_7_9, "Engineers: %s places a fortress or a siege marker in a locale (place "
                          "fortress|siege LOCALE)", ardina_side_label (side));
  uint16_t kind = ARDINA_CODE_INDEX (a->args[0]), locale = ARDINA_CODE_INDEX (a->args[1]);
  if (!place_ok (c, side, kind, locale))
    return FALSE;
  if (c->check_only)
    return TRUE;
  if (kind == ARDINA_MARKER_SIEGE)
    ardina_siege_lay (c, side, locale, TRUE);
  else
    {
      c->g->markers[ARDINA_MARKER_FORTRESS][locale] = (uint8_t) (1 + side);
      ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_28_1, side, "%s places a fortress at %s with Engineers, at no cost",
                    ardina_side_label (side), ardina_data_locales[locale].label);
    }
  ardina_pop (c, 0);
  return TRUE;
}

/* The effect stands on the window that played it. */
static gboolean
engineers_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  (void) f;
  if (depth && g->stack[depth - 1].proc == ARDINA_PROC_WINDOW)
    return TRUE;
  g_string_append (why, "Engineers are carried out from their window");
  return FALSE;
}

const ArdinaProcClass ardina_engineers_class = {
  .name = "engineers", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .run = engineers_run, .who = ardina_who_owner, .prompt = engineers_prompt,
  .candidates = ardina_candidates_none, .act = engineers_act, .check = engineers_check,
  .generate = engineers_generate, .space = engineers_space,
};
