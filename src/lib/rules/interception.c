/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Interception (32): a force with a leader breaks into the enemy's
 * Movement Phase to halt an enemy force passing beside it.
 *
 * The move (movement.c) asks ardina_intercept_due before a land force
 * enters a locale, and when it is due calls this procedure
 * ("intercept", side the interceptor) and waits: the enemy move is held
 * up meanwhile (32.2). Its player then
 *   declaring  command LEADER  declares an interception from the leader's
 *              locale, spending a Tactics marker from his hand (7.11);
 *              the die is rolled against the leader's value (32.2);
 *              decline         lets the force enter;
 *   choosing   take UNIT       a unit of the leader's locale goes with him;
 *              end             they move into the entered locale.
 * After each attempt, failed or not, the player is asked again while some
 * other force may still try (32.5: each its own attempt and its own
 * marker). The procedure returns 1 when an interception succeeded, and
 * the entering force then stops there (32.3): the battle follows in the
 * Combat Phase with the mover attacking, as after any stop (16.10).
 *
 * A force is the pieces of one locale: every unit and leader of the side
 * there is marked `intercepted` when it declares, and may not declare
 * again in that enemy Movement Phase (32.5, R-150); the marks are cleared
 * as the enemy's next Movement Phase begins (movement.c). */
#include "rules.h"
#include "core/board.h"

#include <string.h>

typedef struct {
  ArdinaUnitSet chosen;     /* units going with the commander (32.2) */
  uint16_t commander;       /* the leader who declared, 0 before */
  uint8_t from, to;         /* 1 + where the enemy force comes from, enters */
  uint8_t at;               /* 1 + the interceptors' locale, 0 before */
  uint8_t value;            /* the commander's value the die is rolled against */
  uint8_t succeeded;        /* an interception has succeeded: the enemy stops */
} Intercept;

enum { DECLARING, ROLLING, CHOOSING };
static const char *const steps[] = { "declaring", "rolling", "choosing" };

static const char *
label (uint16_t locale)
{
  return ardina_data_locales[locale].label;
}

/* May the unit or leader @code go from @at to @to as an interceptor? The
 * rules of a march hold for it: where its nation may stand (the
 * PLACE rows: 25, 26) and the route's own rows (23.1: militia keep to
 * their region). Refuses with their rule. */
static gboolean
piece_may_cross (ArdinaCtx *c, uint16_t code, uint16_t at, uint16_t to)
{
  ArdinaForce alone = { 0 };
  uint16_t i = ARDINA_CODE_INDEX (code);
  uint8_t nation;
  if (ARDINA_CODE_KIND (code) == ARDINA_CODE_UNIT)
    ardina_units_add (&alone.units, i), nation = ardina_data_units[i].nation;
  else
    alone.leaders = (ArdinaLeaderSet) 1 << i, nation = ardina_data_leaders[i].nation;
  uint16_t barred = ardina_locale_barred (c->g, to, nation);
  if (barred)
    return ardina_refuse (c, barred, "%s may not be in %s", ardina_code_label (code), label (to));
  uint16_t route = ardina_route_between (at, to);
  ArdinaHookRoute q = { .force = &alone, .from = at, .to = to, .route = route,
                        .cost = ardina_route_cost_of (FALSE, FALSE, route) };
  ARDINA_HOOK_EACH (row, c->g, ROUTE)
    if (!row->fn.ROUTE (c, &q))
      return FALSE;
  return TRUE;
}

/* A unit of @side at @locale that may go into @to: a land combat unit not
 * held (carried, besieging, in battle), allowed there. */
static gboolean
unit_may_go (const ArdinaGame *g, ArdinaSide side, guint i, uint16_t locale, uint16_t to)
{
  const ArdinaPlace *p = &g->units[i];
  ArdinaCtx quiet = { (ArdinaGame *) g, NULL, NULL, TRUE };
  return p->zone == ARDINA_ZONE_MAP && p->locale == locale && !(p->flags & ARDINA_BOARD_HELD)
         && !ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (g, (uint16_t) i) == side
         && piece_may_cross (&quiet, (uint16_t) (ARDINA_CODE_UNIT | i), locale, to);
}

static gboolean
units_may_go (const ArdinaGame *g, ArdinaSide side, uint16_t locale, uint16_t to)
{
  ARDINA_BOARD_EACH_UNIT_BUT (g, locale, ARDINA_BOARD_HELD, i)
    if (unit_may_go (g, side, (guint) i, locale, to))
      return TRUE;
  return FALSE;
}

/* A free Tactics marker in @side's hand (7.11), or ARDINA_NONE. */
static uint16_t
tactics_in_hand (const ArdinaGame *g, ArdinaSide side)
{
  guint n;
  const uint8_t *t = ardina_campaign_counters (ARDINA_CAMPAIGN_TACTICS, &n);
  for (guint k = 0; k < n; k++)
    {
      const ArdinaPlace *p = &g->pieces[t[k]];
      if (p->zone == ARDINA_ZONE_HAND && p->side == side && !(p->flags & ARDINA_PIECE_OFFERED))
        return (uint16_t) (ARDINA_CODE_PIECE | t[k]);
    }
  return ARDINA_NONE;
}

/* May @leader of @side command an interception into @to, where a force
 * of the other side is entering? Refuses with the rule that forbids it,
 * in the order of 32.2, 32.5, 32.4; the Tactics marker is asked apart. */
static gboolean
commander_ok (ArdinaCtx *c, ArdinaSide side, uint16_t leader, uint16_t to)
{
  const ArdinaGame *g = c->g;
  if (ARDINA_CODE_KIND (leader) != ARDINA_CODE_LEADER || ARDINA_CODE_INDEX (leader) >= ARDINA_DATA_N_LEADERS)
    return ardina_refuse (c, ARDINA_R_32_2, "an interception is declared by naming its commander, a leader");
  guint i = ARDINA_CODE_INDEX (leader);
  const ArdinaPlace *p = &g->leaders[i];
  if (p->zone != ARDINA_ZONE_MAP || ardina_leader_controller (g, (uint16_t) i) != side)
    return ardina_refuse (c, ARDINA_R_32_2, "%s is not a leader of yours on the map", ardina_code_label (leader));
  uint16_t at = p->locale;
  uint16_t route = ardina_route_between (at, to);
  if (at == to || route == ARDINA_NONE || ardina_route_cost_of (FALSE, FALSE, route) < 0)
    return ardina_refuse (c, ARDINA_R_32_2, "%s stands in %s, which no land route joins to %s",
                          ardina_code_label (leader), label (at), label (to));
  if (p->flags & ARDINA_PIECE_INTERCEPTED)
    return ardina_refuse (c, ARDINA_R_32_5, "the force of %s has already tried an interception this Movement Phase",
                          ardina_code_label (leader));
  if (p->flags & ARDINA_BOARD_HELD)
    return ardina_refuse (c, (p->flags & ARDINA_PIECE_BESIEGING) ? ARDINA_R_32_4 : ARDINA_R_32_2,
                          "%s is held where he stands (carried, besieging or in battle)", ardina_code_label (leader));
  if (ardina_enemy_at (g, side, at))
    return ardina_refuse (c, ARDINA_R_32_4, "enemy units stand in %s with %s: that force may not intercept",
                          label (at), ardina_code_label (leader));
  if (ardina_siege_of (g, side, at) || ardina_siege_of (g, ardina_other (side), at))
    return ardina_refuse (c, ARDINA_R_32_4, "a besieging or besieged force may not intercept");
  if (ardina_fortress_of (g, ardina_other (side), to))
    return ardina_refuse (c, ARDINA_R_32_4, "an enemy fortress stands in %s: no interception into it", label (to));
  if (!piece_may_cross (c, leader, at, to))
    return FALSE;
  if (!units_may_go (g, side, at, to))
    return ardina_refuse (c, ARDINA_R_32_2, "%s has no combat unit with him to intercept with (R-150)",
                          ardina_code_label (leader));
  return TRUE;
}

static gboolean
any_commander (ArdinaCtx *c, ArdinaSide side, uint16_t to)
{
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (c->g->leaders[i].zone == ARDINA_ZONE_MAP && commander_ok (c, side, (uint16_t) (ARDINA_CODE_LEADER | i), to))
      return TRUE;
  return FALSE;
}

/* 32.2, R-150: the move asks this before its land force of @mover enters
 * @to: section 32 in play, the other player holds campaign markers (how
 * many is public, R-88: he is asked whether or not one is a Tactics
 * marker) and some force of his may intercept there. */
gboolean
ardina_intercept_due (const ArdinaGame *g, ArdinaSide mover, const ArdinaForce *force, uint16_t to)
{
  if (!(g->optional & ARDINA_OPTIONAL (32)) || ardina_force_sails (force) || to >= ARDINA_DATA_N_LOCALES)
    return FALSE;
  ArdinaSide side = ardina_other (mover);
  if (!ardina_hand_any (g, side))
    return FALSE;
  ArdinaCtx c = { (ArdinaGame *) g, NULL, NULL, TRUE };
  return any_commander (&c, side, to);
}

gboolean
ardina_intercept_call (ArdinaCtx *c, ArdinaSide mover, uint16_t from, uint16_t to)
{
  if (!ardina_call (c, ARDINA_PROC_INTERCEPT, ardina_other (mover)))
    return FALSE;
  Intercept *p = ARDINA_PAYLOAD (ardina_top (c->g), Intercept);
  p->from = (uint8_t) (from + 1);
  p->to = (uint8_t) (to + 1);
  return TRUE;
}

/* The piece flags of every unit and leader of @side at @locale: the force
 * that declared (32.5, R-150). */
static void
mark_force (ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ArdinaForce f;
  ardina_force_at (g, side, locale, &f);
  for (guint w = 0; w < G_N_ELEMENTS (f.units.w); w++)
    for (uint64_t b = f.units.w[w]; b; b &= b - 1)
      g->units[w * 64 + (guint) __builtin_ctzll (b)].flags |= ARDINA_PIECE_INTERCEPTED;
  for (ArdinaLeaderSet b = f.leaders; b; b &= b - 1)
    g->leaders[__builtin_ctzll (b)].flags |= ARDINA_PIECE_INTERCEPTED;
}

/* a commander worth 0 to the force he leads (a militia leader
 * with other troops, 21.6; an admiral, 21.7) may still declare, as 32.2
 * asks only for a leader: the player is told that no die can succeed,
 * the marker being spent all the same. */
static void
hopeless_told (ArdinaCtx *c, ArdinaSide side, uint16_t leader, const ArdinaForce *with)
{
  if (ardina_leader_effective (c->g, leader, with))
    return;
  uint16_t rule = ardina_leader_reduced_by (c->g, leader, with);
  ardina_emit2 (c, ARDINA_R_32_2, rule ? rule : ARDINA_R_21_2, side, "%s counts 0 with this force: no die can "
                "succeed, and the Tactics marker is spent all the same (R-187)",
                ardina_code_label ((uint16_t) (ARDINA_CODE_LEADER | leader)));
}

static gboolean
declare (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side, uint16_t leader)
{
  Intercept *p = ARDINA_PAYLOAD (f, Intercept);
  uint16_t to = p->to - 1;
  if (!commander_ok (c, side, leader, to))
    return FALSE;
  uint16_t marker = tactics_in_hand (c->g, side);
  if (marker == ARDINA_NONE)
    return ardina_refuse (c, ARDINA_R_32_2, "an interception spends a Tactics marker, and you hold none free (7.11)");
  if (c->check_only)
    return TRUE;
  uint16_t i = ARDINA_CODE_INDEX (leader);
  uint16_t at = c->g->leaders[i].locale;
  ArdinaForce with;
  ardina_force_at (c->g, side, at, &with);
  p->commander = leader;
  p->at = (uint8_t) (at + 1);
  p->value = (uint8_t) ardina_leader_effective (c->g, i, &with);
  memset (&p->chosen, 0, sizeof p->chosen);
  mark_force (c->g, side, at);
  ardina_piece_move (c->g, marker, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
  ardina_emit2 (c, ARDINA_R_32_2, ARDINA_R_32_1, side, "%s declares an interception from %s into %s under %s: "
                "a Tactics marker is spent (7.11); the enemy move waits on a die of %u or less",
                ardina_side_label (side), label (at), label (to), ardina_code_label (leader), (guint) p->value);
  hopeless_told (c, side, i, &with);
  f->step = ROLLING;
  return TRUE;
}

static gboolean
decline (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side)
{
  Intercept *p = ARDINA_PAYLOAD (f, Intercept);
  if (c->check_only)
    return TRUE;
  if (!p->succeeded)
    ardina_emit (c, ARDINA_R_32_2, side, "%s makes no interception: the force enters %s", ardina_side_label (side),
                 label (p->to - 1));
  ardina_pop (c, p->succeeded);
  return TRUE;
}

static gboolean
take_ok (ArdinaCtx *c, const ArdinaFrame *f, ArdinaSide side, uint16_t code)
{
  const Intercept *p = ARDINA_PAYLOAD (f, Intercept);
  guint i = ARDINA_CODE_INDEX (code);
  if (ARDINA_CODE_KIND (code) == ARDINA_CODE_UNIT && i < ARDINA_DATA_N_UNITS
      && c->g->units[i].zone == ARDINA_ZONE_MAP && c->g->units[i].locale == p->at - 1
      && !piece_may_cross (c, code, p->at - 1, p->to - 1))
    return FALSE;
  if (ARDINA_CODE_KIND (code) != ARDINA_CODE_UNIT || i >= ARDINA_DATA_N_UNITS
      || !unit_may_go (c->g, side, i, p->at - 1, p->to - 1))
    return ardina_refuse (c, ARDINA_R_32_2, "only land combat units standing free with %s go with him",
                          ardina_code_label (p->commander));
  if (ardina_units_has (&p->chosen, i))
    return ardina_refuse (c, ARDINA_R_32_2, "%s already goes", ardina_code_label (code));
  return TRUE;
}

static gboolean
take (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side, uint16_t code)
{
  Intercept *p = ARDINA_PAYLOAD (f, Intercept);
  if (!take_ok (c, f, side, code))
    return FALSE;
  if (!c->check_only)
    ardina_units_add (&p->chosen, ARDINA_CODE_INDEX (code));
  return TRUE;
}

/* Back to the declaration while another force may still try (32.5);
 * else the move resumes. */
static void
next_attempt (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side)
{
  Intercept *p = ARDINA_PAYLOAD (f, Intercept);
  p->commander = 0;
  p->at = 0;
  p->value = 0;
  memset (&p->chosen, 0, sizeof p->chosen);
  f->step = DECLARING;
  ArdinaCtx quiet = { c->g, NULL, NULL, TRUE };
  if (!ardina_hand_any (c->g, side) || !any_commander (&quiet, side, p->to - 1))
    ardina_pop (c, p->succeeded);
}

/* 32.2: the commander and the units chosen move into the entered locale;
 * the enemy force will stop there (32.3). */
static gboolean
go_in (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side)
{
  Intercept *p = ARDINA_PAYLOAD (f, Intercept);
  if (!ardina_units_count (&p->chosen))
    return ardina_refuse (c, ARDINA_R_32_2, "take at least one unit to go with %s (R-150)",
                          ardina_code_label (p->commander));
  if (c->check_only)
    return TRUE;
  uint16_t to = p->to - 1;
  guint n = ardina_units_count (&p->chosen);
  for (guint w = 0; w < G_N_ELEMENTS (p->chosen.w); w++)
    for (uint64_t b = p->chosen.w[w]; b; b &= b - 1)
      ardina_place_move (c->g, (uint16_t) (ARDINA_CODE_UNIT | (w * 64 + (guint) __builtin_ctzll (b))), to);
  ardina_place_move (c->g, p->commander, to);
  p->succeeded = 1;
  ardina_emit2 (c, ARDINA_R_32_2, ARDINA_R_32_3, side, "%s and %u unit%s move from %s into %s: the intercepted "
                "force stops there, and a battle follows in the Combat Phase", ardina_code_label (p->commander), n,
                n == 1 ? "" : "s", label (p->at - 1), label (to));
  ardina_fortress_abandoned (c, side, p->at - 1, "the last of his land units there went out to intercept");   /* 28.4(1) */
  next_attempt (c, f, side);
  return TRUE;
}

static ArdinaRun
intercept_run (ArdinaCtx *c, ArdinaFrame *f)
{
  Intercept *p = ARDINA_PAYLOAD (f, Intercept);
  ArdinaSide side = (ArdinaSide) f->side;
  int16_t die = 0;
  if (f->step != ROLLING)
    return ARDINA_RUN_DECIDE;
  if (!ardina_returned (f, &die))
    return ardina_roll_call (c, side, ARDINA_R_32_2, TRUE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
  if (die <= p->value)
    {
      ardina_emit (c, ARDINA_R_32_2, side, "interception roll %d against %s's %u: it succeeds; choose the units "
                   "that go with him", die, ardina_code_label (p->commander), (guint) p->value);
      f->step = CHOOSING;
      return ARDINA_RUN_DECIDE;
    }
  ardina_emit (c, ARDINA_R_32_2, side, "interception roll %d against %s's %u: it fails; the Tactics marker is "
               "spent all the same", die, ardina_code_label (p->commander), (guint) p->value);
  next_attempt (c, f, side);
  return ARDINA_RUN_AGAIN;
}

static gboolean
intercept_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  if (f->step == DECLARING)
    switch (a->verb)
      {
      case ARDINA_VERB_COMMAND:
        return declare (c, f, side, a->args[0]);
      case ARDINA_VERB_DECLINE:
        return decline (c, f, side);
      default:
        return ardina_refuse (c, ARDINA_R_32_2, "an enemy force is entering a locale: command LEADER to intercept, "
                              "or decline");
      }
  if (f->step == CHOOSING)
    switch (a->verb)
      {
      case ARDINA_VERB_TAKE:
        return take (c, f, side, a->args[0]);
      case ARDINA_VERB_END:
        return go_in (c, f, side);
      default:
        return ardina_refuse (c, ARDINA_R_32_2, "the interception succeeded: take UNIT to go with the commander, "
                              "then end");
      }
  return ardina_refuse (c, ARDINA_R_32_2, "the interception's die is being rolled");
}

static void
intercept_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  ArdinaCtx c = { (ArdinaGame *) g, NULL, NULL, TRUE };
  const Intercept *p = ARDINA_PAYLOAD (f, Intercept);
  if (f->step == DECLARING)
    {
      if (tactics_in_hand (g, side) != ARDINA_NONE)
        for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
          if (g->leaders[i].zone == ARDINA_ZONE_MAP
              && commander_ok (&c, side, (uint16_t) (ARDINA_CODE_LEADER | i), p->to - 1))
            ardina_actions_add (out, side, ARDINA_VERB_COMMAND, 1, (uint16_t) (ARDINA_CODE_LEADER | i));
      ardina_actions_add (out, side, ARDINA_VERB_DECLINE, 0);
    }
  else if (f->step == CHOOSING)
    {
      ARDINA_BOARD_EACH_UNIT_BUT (g, p->at - 1, ARDINA_BOARD_HELD, i)
        if (take_ok (&c, f, side, (uint16_t) (ARDINA_CODE_UNIT | i)))
          ardina_actions_add (out, side, ARDINA_VERB_TAKE, 1, (uint16_t) (ARDINA_CODE_UNIT | i));
      if (ardina_units_count (&p->chosen))
        ardina_actions_add (out, side, ARDINA_VERB_END, 0);
    }
}

/* Every action of the verbs intercept_generate owns. */
static void
intercept_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  ardina_actions_add_codes (out, side, ARDINA_VERB_COMMAND, ARDINA_CODE_LEADER, ARDINA_DATA_N_LEADERS);
  ardina_actions_add_codes (out, side, ARDINA_VERB_TAKE, ARDINA_CODE_UNIT, ARDINA_DATA_N_UNITS);
  ardina_actions_add (out, side, ARDINA_VERB_DECLINE, 0);
  ardina_actions_add (out, side, ARDINA_VERB_END, 0);
}

static void
intercept_decision (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  (void) g, (void) side;
  out->kind = f->step == CHOOSING ? ARDINA_DECISION_CHOOSE : ARDINA_DECISION_RESPOND;
  out->rule = ardina_rule_nth (ARDINA_R_32_2);
}

static void
intercept_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  const Intercept *p = ARDINA_PAYLOAD (f, Intercept);
  intercept_decision (g, f, side, out);
  if (f->step == CHOOSING)
    g_snprintf (out->prompt, sizeof out->prompt, "%s chooses the units going with %s into %s (take UNIT, then end)",
                ardina_side_label (side), ardina_code_label (p->commander), label (p->to - 1));
  else
    g_snprintf (out->prompt, sizeof out->prompt, "an enemy force is entering %s from %s: %s may intercept with a "
                "Tactics marker (command LEADER) or decline", label (p->to - 1), label (p->from - 1),
                ardina_side_label (side));
}

/* It stands on the enemy's move, which waits for it; a declared attempt
 * names its commander, in the locale it comes from. */
static gboolean
intercept_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const Intercept *p = ARDINA_PAYLOAD (f, Intercept);
  const ArdinaFrame *below = depth ? &g->stack[depth - 1] : NULL;
  if (!below || below->proc != ARDINA_PROC_MOVE || below->side == f->side || below->call != ARDINA_CALL_WAITING
      || !p->to || !p->from)
    {
      g_string_append (why, "[32.2] an interception stands on the enemy's move, which waits for it");
      return FALSE;
    }
  if ((f->step != DECLARING) != (p->commander != 0) || (f->step != DECLARING) != (p->at != 0)
      || (f->step == DECLARING && (ardina_units_count (&p->chosen) || p->value)))
    {
      g_string_append (why, "[32.2] an interception past its declaration names its commander and his locale");
      return FALSE;
    }
  if (f->step == DECLARING || g->view_of != ARDINA_SIDE_NONE)
    return TRUE;
  /* The commander still stands in his locale, with the units chosen. */
  const ArdinaPlace *c = &g->leaders[ARDINA_CODE_INDEX (p->commander)];
  gboolean sound = c->zone == ARDINA_ZONE_MAP && c->locale + 1 == p->at
                   && ardina_leader_controller (g, ARDINA_CODE_INDEX (p->commander)) == f->side
                   && units_may_go (g, (ArdinaSide) f->side, p->at - 1, p->to - 1);
  for (guint i = 0; sound && i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_units_has (&p->chosen, i) && !unit_may_go (g, (ArdinaSide) f->side, i, p->at - 1, p->to - 1))
      sound = FALSE;
  if (!sound)
    g_string_append (why, "[32.2] the commander of an interception stands in its locale, with the units chosen "
                     "to go with him");
  return sound;
}

/* The locales of the interception frame @f: where the enemy force comes
 * from and the one it enters (the move checks them against its own). */
void
ardina_intercept_locales (const ArdinaFrame *f, uint16_t *from, uint16_t *to)
{
  const Intercept *p = ARDINA_PAYLOAD (f, Intercept);
  *from = (uint16_t) (p->from - 1);
  *to = (uint16_t) (p->to - 1);
}

static const char *
locale_or_none (guint i)
{
  return i == 0 ? "none" : i <= ARDINA_DATA_N_LOCALES ? ardina_data_locales[i - 1].name : "?";
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (Intercept, chosen, "chosen", ARDINA_FIELD_UNITS, 0, 0),
  ARDINA_FIELD_DEF (Intercept, commander, "commander", ARDINA_FIELD_CODE, 0, ARDINA_CODE_KINDS (ARDINA_CODE_LEADER)),
  ARDINA_FIELD_NAMED (Intercept, from, "from", locale_or_none, ARDINA_DATA_N_LOCALES + 1),
  ARDINA_FIELD_NAMED (Intercept, to, "to", locale_or_none, ARDINA_DATA_N_LOCALES + 1),
  ARDINA_FIELD_NAMED (Intercept, at, "at", locale_or_none, ARDINA_DATA_N_LOCALES + 1),
  ARDINA_FIELD_DEF (Intercept, value, "value", ARDINA_FIELD_BYTE, 0, 9),
  ARDINA_FIELD_DEF (Intercept, succeeded, "succeeded", ARDINA_FIELD_BOOL, 0, 1),
};

const ArdinaProcClass ardina_intercept_class = {
  .name = "intercept", .owner = ARDINA_OWNER_PLAYER,
  .steps = steps, .n_steps = G_N_ELEMENTS (steps),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = intercept_run, .who = ardina_who_owner, .prompt = intercept_prompt, .decision = intercept_decision,
  .candidates = ardina_candidates_none, .act = intercept_act, .check = intercept_check,
  .generate = intercept_generate, .space = intercept_space,
};
