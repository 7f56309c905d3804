/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The Enlistment Phase (20): after supply (20.1), the acting player checks
 * whether his units' enlistments run out.
 *
 * First his Leader Arises markers on the map go back to the pool (7.9).
 * Then, unit by unit (ascending index), the units 20.2-20.4 name are
 * checked: American regulars, their detachments, American marines (treated
 * like regulars, 24.12) and American light units until the Continental
 * Army Professionalizes (20.2, R-80); militia of either side unless an
 * enemy unit or leader stands anywhere in the political division where
 * they are (20.3, R-32, R-81); Indians outside Indian locales (20.4).
 * Each rolls one die (a die-roll procedure: a Master Plan may answer
 * it, 7.9, R-46), to which the best leader of the side's force in its
 * locale adds his effective value (20.5, 21.6, 21.7; R-82: the best is
 * always applied, so nobody is asked); 1-4 eliminated, 5 or more stays. The Leader Arises markers have left the map by then,
 * so they add nothing.
 *
 * No decision of its own: the phase ends by itself.
 *
 * Frame: side the acting player; payload the unit being checked. */
#include "rules.h"

#include <string.h>

typedef struct {
  uint8_t unit;            /* the unit rolling (CHECK), or the next to look at */
} Enlistment;

enum { START, CHECK };
static const char *const step_names[] = { "start", "check" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == CHECK + 1);

/* 7.9: a Leader Arises marker on the map returns to the pool in its
 * player's Enlistment Phase of the turn it was played, before he acts. */
static void
return_leader_arises (ArdinaCtx *c, ArdinaSide side)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      ArdinaPlace *p = &c->g->pieces[i];
      if (p->zone != ARDINA_ZONE_MAP || p->side != side)
        continue;
      ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, side, "Leader Arises leaves %s and returns to "
                    "the pool", ardina_data_locales[p->locale].label);
      ardina_place_put (c->g, (uint16_t) (ARDINA_CODE_PIECE | i), ARDINA_ZONE_MAP, 0);
      ardina_piece_move (c->g, (uint16_t) (ARDINA_CODE_PIECE | i), ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
    }
}

/* an enemy unit or leader anywhere in the political division
 * of @locale. */
static gboolean
enemy_in_region (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  uint16_t region = ardina_locale_region (locale);
  if (region == ARDINA_NONE)
    return FALSE;
  ArdinaSide enemy = ardina_other (side);
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (g->units[i].zone == ARDINA_ZONE_MAP && ardina_locale_region (g->units[i].locale) == region
        && ardina_unit_controller (g, (uint16_t) i) == enemy)
      return TRUE;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (g->leaders[i].zone == ARDINA_ZONE_MAP && ardina_locale_region (g->leaders[i].locale) == region
        && ardina_leader_controller (g, (uint16_t) i) == enemy)
      return TRUE;
  return FALSE;
}

/* The rule that has @unit of @side checked, or 0; in @spared the rule
 * that spares a unit the check would otherwise concern. */
static uint16_t
checked_by (const ArdinaGame *g, ArdinaSide side, guint unit, uint16_t *spared)
{
  const ArdinaPlace *p = &g->units[unit];
  const ArdinaDataUnit *d = &ardina_data_units[unit];
  *spared = 0;
  if (p->zone != ARDINA_ZONE_MAP || ardina_unit_controller (g, (uint16_t) unit) != side)
    return 0;
  switch (d->type)
    {
    case ARDINA_UNIT_TYPE_REGULAR:
    case ARDINA_UNIT_TYPE_DETACHMENT:
    case ARDINA_UNIT_TYPE_LIGHT:
    case ARDINA_UNIT_TYPE_MARINE: /* 24.12: a marine counts as a regular */
      if (d->nation != ARDINA_UNATION_AMERICAN)
        return 0;
      if (ardina_progress_has (g, ARDINA_PROGRESS_EFFECT_CONTINENTAL_ENLISTMENT_ENDS))
        {
          *spared = ARDINA_R_20_2;
          return 0;
        }
      return ARDINA_R_20_2;
    case ARDINA_UNIT_TYPE_MILITIA:
      if (enemy_in_region (g, side, p->locale))
        {
          *spared = ARDINA_R_20_3;
          return 0;
        }
      return ARDINA_R_20_3;
    case ARDINA_UNIT_TYPE_INDIAN:
      if (ardina_data_locales[p->locale].kind == ARDINA_LOCALE_KIND_INDIAN)
        {
          *spared = ARDINA_R_20_4;
          return 0;
        }
      return ARDINA_R_20_4;
    default:
      return 0;
    }
}

/* 20.5, R-82: the best effective value among the side's leaders with the
 * unit (21.6: a militia leader gives 0 to other forces), and who he is. */
static guint
best_leader (const ArdinaGame *g, ArdinaSide side, uint16_t locale, int *who)
{
  ArdinaForce f;
  ardina_force_at (g, side, locale, &f);
  guint best = 0;
  *who = -1;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (f.leaders >> i & 1)
      {
        guint v = ardina_leader_effective (g, (uint16_t) i, &f);
        if (*who < 0 || v > best)
          {
            best = v;
            *who = (int) i;
          }
      }
  return best;
}

static void
tell_spared (ArdinaCtx *c, ArdinaSide side, guint unit, uint16_t rule)
{
  const char *name = ardina_data_units[unit].label;
  const char *where = ardina_data_locales[c->g->units[unit].locale].label;
  if (rule == ARDINA_R_20_3)
    ardina_emit (c, rule, side, "%s at %s is not checked: enemy units stand in its region (R-32)", name, where);
  else
    ardina_emit (c, rule, side, "%s is not checked: it is in an Indian locale, %s", name, where);
}

/* 20.2: once the Continental Army Professionalizes, the units it spared,
 * said once. */
static void
tell_professionalized (ArdinaCtx *c, ArdinaSide side)
{
  guint n = 0;
  uint16_t spared;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (!checked_by (c->g, side, i, &spared) && spared == ARDINA_R_20_2)
      n++;
  if (n)
    ardina_emit (c, ARDINA_R_20_2, side,
                 "the Continental Army has professionalized: %u American regular, detachment, marine and light "
                 "unit%s are no longer checked", n, n == 1 ? "" : "s");
}

/* 20.5: @unit's die and its leader's value, then the ENLIST rows. */
static int
enlist_total (const ArdinaGame *g, ArdinaSide side, uint16_t unit, int total)
{
  ARDINA_HOOK_EACH (row, g, ENLIST)
    total = row->fn.ENLIST (g, side, unit, total);
  return total;
}

/* 20.5: the die of p->unit with its leader's value. */
static void
resolve (ArdinaCtx *c, ArdinaSide side, uint16_t unit, int die)
{
  uint16_t spared;
  uint16_t rule = checked_by (c->g, side, unit, &spared);
  uint16_t locale = c->g->units[unit].locale;
  int who;
  guint mod = best_leader (c->g, side, locale, &who);
  int total = enlist_total (c->g, side, unit, die + (int) mod);
  gboolean lost = ardina_roll_outcome_id (ARDINA_ROLL_ENLISTMENT, total) == ARDINA_OUT_ELIMINATED;
  if (ardina_telling (c))
    {
      char lead[160] = "no leader";
      if (who >= 0)
        {
          ArdinaForce f;
          ardina_force_at (c->g, side, locale, &f);
          uint16_t cut = ardina_leader_reduced_by (c->g, (uint16_t) who, &f);
          g_snprintf (lead, sizeof lead, "%s +%u%s%s%s", ardina_data_leaders[who].label, mod,
                      cut ? " (" : "", cut ? ardina_rule_get_id (ardina_rule_nth (cut)) : "", cut ? ")" : "");
        }
      ardina_emit2 (c, ARDINA_R_20_5, rule ? rule : ARDINA_R_20_1, side, "%s at %s: enlistment die %d, %s = %d: %s",
                    ardina_data_units[unit].label, ardina_data_locales[locale].label, die, lead, total,
                    lost ? "eliminated" : "stays");
    }
  if (lost)
    {
      ardina_unit_eliminate (c->g, unit);
      ardina_fortress_abandoned (c, side, locale, "the last of his land units there left at enlistment");   /* 28.4(1) */
    }
}

static ArdinaRun
check_next (ArdinaCtx *c, ArdinaFrame *f)
{
  Enlistment *p = ARDINA_PAYLOAD (f, Enlistment);
  ArdinaSide side = (ArdinaSide) f->side;
  int16_t die = 0;
  if (ardina_returned (f, &die))
    {
      resolve (c, side, p->unit, die);
      p->unit++;
    }
  for (guint i = p->unit; i < ARDINA_DATA_N_UNITS; i++)
    {
      uint16_t spared;
      uint16_t rule = checked_by (c->g, side, i, &spared);
      if (spared && spared != ARDINA_R_20_2)
        tell_spared (c, side, i, spared);
      if (!rule)
        continue;
      p->unit = (uint8_t) i;
      if (ardina_data_units[i].type == ARDINA_UNIT_TYPE_MARINE)
        ardina_emit2 (c, ARDINA_R_24_12, ARDINA_R_20_2, side,
                      "%s is a marine, treated like a regular: its enlistment is checked as theirs is",
                      ardina_data_units[i].label);
      return ardina_roll_call (c, side, ARDINA_R_20_5, TRUE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
    }
  ardina_pop (c, 0);
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
enlistment_run (ArdinaCtx *c, ArdinaFrame *f)
{
  if (f->step == START)
    {
      return_leader_arises (c, (ArdinaSide) f->side);
      ardina_emit (c, ARDINA_R_20_1, (ArdinaSide) f->side,
                   "Enlistment Phase %u, after supply: %s checks his units' enlistments", c->g->year,
                   ardina_side_label ((ArdinaSide) f->side));
      tell_professionalized (c, (ArdinaSide) f->side);
      ARDINA_PAYLOAD (f, Enlistment)->unit = 0;
      f->step = CHECK;
    }
  return check_next (c, f);
}

/* It stands on the turn at an enlistment step, for its acting player;
 * while checking, it waits on the die of a unit it checks. */
static gboolean
enlistment_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const ArdinaFrame *turn = depth ? &g->stack[depth - 1] : NULL;
  const Enlistment *p = ARDINA_PAYLOAD (f, Enlistment);
  if (!turn || turn->proc != ARDINA_PROC_TURN || turn->call != ARDINA_CALL_WAITING
      || ardina_turn_step_proc (turn->step) != ARDINA_PROC_ENLISTMENT
      || ardina_turn_step_actor (g, turn->step) != f->side)
    {
      g_string_append (why, "an enlistment phase stands on the turn at an enlistment step, for its acting player");
      return FALSE;
    }
  /* The die being rolled is the named unit's, one of the player's on the
   * map (a view of the other side may hide it, 22.1). */
  gboolean hidden = g->view_of != ARDINA_SIDE_NONE && g->view_of != f->side;
  if (f->step == CHECK && (f->call != ARDINA_CALL_WAITING || p->unit >= ARDINA_DATA_N_UNITS
                           || (!hidden && (g->units[p->unit].zone != ARDINA_ZONE_MAP
                                           || ardina_unit_controller (g, p->unit) != f->side))))
    {
      g_string_append (why, "[20.1] the enlistment die is rolled for a unit of the player's on the map");
      return FALSE;
    }
  return TRUE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (Enlistment, unit, "unit", ARDINA_FIELD_BYTE, 0, ARDINA_DATA_N_UNITS - 1),
};

const ArdinaProcClass ardina_enlistment_class = {
  .name = "enlistment", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = enlistment_run, .check = enlistment_check,
};
