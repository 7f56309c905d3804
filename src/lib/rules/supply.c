/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The Forage Phase (19): the acting player feeds his units.
 *
 * Locale by locale (ascending index), where the acting side has units
 * (19.1): the units that need food are his units there that are not
 * automatically supplied (19.4: fleets, land units in a port with a
 * friendly fleet, Indians in Indian locales, anything in an off-map box);
 * leaders never need food and are never counted (19.4, 21.5). The locale
 * feeds up to its forage limit (19.2: its value, twice that in a region
 * pro the side; R-31 for regions without a track, partisans and
 * massacres). When all fit, all are supplied; else the owner chooses the
 * ones it feeds, one `forage UNIT` at a time, until the limit is reached
 * (a limit of 0 asks nothing), and every other one rolls a die (19.3): 1-3
 * eliminated, 4-6 survives. The dice are die-roll procedures, so a Master
 * Plan may answer them (7.9, R-46).
 *
 * 19.5 (units embarked on a fleet during the Supply Phase): a land unit
 * flagged embarked cannot forage and rolls, without counting against the
 * forage limit of the locale where its fleet is; an embarked marine is
 * supplied, at sea as in port. A box is a port (25.6) that feeds
 * any number (25.7), and 19.4 supplies whatever stands there: a unit
 * embarked in a box is supplied too. Who is which is
 * ardina_unit_supply's answer (below), the one the public accessor
 * gives too. A board or a save sets the flag, and so does play: a
 * retreat to sea (18.9) and naval transport (24.4).
 *
 * Frame: side the acting player; payload the locale being fed, the units
 * the owner chose to feed there, and the unit whose die is awaited. */
#include "rules.h"

#include "core/board.h"

#include <string.h>

typedef struct {
  ArdinaUnitSet chosen;    /* units the locale feeds, by the owner's choice (19.2) */
  uint8_t locale;          /* the locale being fed */
  uint8_t unit;            /* the unit rolling (ROLL), or the next to look at */
} Forage;

enum { START, ENTER, CHOOSE, ROLL, FORTRESSES };
static const char *const step_names[] = { "start", "enter", "choose", "roll", "fortresses" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == FORTRESSES + 1);

/* ---- supply status and forage limits (19.2, 19.4, 19.5) ---- */

/* SUPPLY, 19.4: supplied wherever it is, not counted against a forage
 * limit: fleets, land units in a port with a friendly fleet, Indians in
 * Indian locales, anything in an off-map box. (Leaders are not units:
 * always supplied, 19.4, 21.5.) */
gboolean
ardina_automatic_supply (const ArdinaGame *g, uint16_t unit, ArdinaSupply *out, uint16_t *rule)
{
  const ArdinaPlace *p = &g->units[unit];
  const ArdinaDataLocale *l = &ardina_data_locales[p->locale];
  uint8_t type = ardina_data_units[unit].type;
  if (p->zone != ARDINA_ZONE_MAP)
    return FALSE;
  if (l->kind == ARDINA_LOCALE_KIND_OFF_MAP)   /* 19.4; no forage limit there either (25.7) */
    {
      *out = ARDINA_SUPPLY_AUTOMATIC;
      *rule = ARDINA_R_25_7;
      return TRUE;
    }
  if (type == ARDINA_UNIT_TYPE_FLEET
      || (type == ARDINA_UNIT_TYPE_INDIAN && l->kind == ARDINA_LOCALE_KIND_INDIAN)
      || (l->port && ardina_fleet_at (g, ardina_unit_controller (g, unit), p->locale)))
    {
      *out = ARDINA_SUPPLY_AUTOMATIC;
      *rule = ARDINA_R_19_4;
      return TRUE;
    }
  return FALSE;
}

/* 19.5, R-79: embarkation comes first, but in an off-map box.
 * An embarked marine is supplied on its fleet (so 24.12(1)) wherever the
 * fleet is, at sea too; any other embarked land unit cannot forage, even
 * in a port beside its fleet, and rolls (19.3), unless it lies in a box,
 * where everything is supplied (19.4, 25.7). A fleet carries, it is never
 * embarked. Then the SUPPLY rows (19.4); a unit none of them supplies
 * forages (19.2). */
ArdinaSupply
ardina_unit_supply (const ArdinaGame *g, uint16_t unit, uint16_t *rule)
{
  if ((g->units[unit].flags & ARDINA_PIECE_EMBARKED) && !ardina_is_fleet (unit)
      && ardina_data_locales[g->units[unit].locale].kind != ARDINA_LOCALE_KIND_OFF_MAP)
    {
      *rule = ARDINA_R_19_5;
      return ardina_data_units[unit].type == ARDINA_UNIT_TYPE_MARINE ? ARDINA_SUPPLY_AUTOMATIC : ARDINA_SUPPLY_OUT;
    }
  ArdinaSupply s;
  ARDINA_HOOK_EACH (row, g, SUPPLY)
    if (row->fn.SUPPLY (g, unit, &s, rule))
      return s;
  *rule = ARDINA_R_19_2;
  return ARDINA_SUPPLY_FORAGE;
}

/* 19.2, R-31: how many of @side's units @locale feeds: its value, twice
 * that in a region pro @side (loyalty.xml's multipliers); nothing where a
 * FORAGE row denies it (an enemy partisan, 29.4; a massacre, 37.2). */
static guint
plain_limit (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ARDINA_HOOK_EACH (row, g, FORAGE)
    if (row->fn.FORAGE (g, locale, side))
      return 0;
  guint value = ardina_data_locales[locale].value;
  uint16_t r = ardina_locale_loyalty_region (locale);
  int level = r == ARDINA_NONE ? 0 : g->loyalty[r];   /* no track counts as neutral */
  for (guint i = 0; ardina_data_loyalty_levels[i].label; i++)
    if (ardina_data_loyalty_levels[i].value == level)
      return value * ardina_data_loyalty_levels[i].forage[side == ARDINA_SIDE_AMERICAN ? 0 : 1];
  return value;
}

/* ... then the FORAGE_LIMIT rows (a siege's forage, 28.8). */
guint
ardina_forage_limit (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  guint limit = plain_limit (g, side, locale);
  ARDINA_HOOK_EACH (row, g, FORAGE_LIMIT)
    limit = row->fn.FORAGE_LIMIT (g, locale, side, limit);
  return limit;
}

/* ---- who needs food ---- */

/* The locale first: it rejects almost every unit without asking who
 * controls it. */
static inline gboolean
own_unit_at (const ArdinaGame *g, ArdinaSide side, guint i, uint16_t locale)
{
  return g->units[i].locale == locale && g->units[i].zone == ARDINA_ZONE_MAP
         && ardina_unit_controller (g, (uint16_t) i) == side;
}

/* @side's units at @locale, found by the board's walk of that locale;
 * the phase then looks at them only, not at every unit once per
 * question. */
static ArdinaUnitSet
units_here (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ArdinaUnitSet here = { { 0 } };
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side)
      ardina_units_add (&here, (guint) i);
  return here;
}

/* The next unit of @s from @from on, or ARDINA_DATA_N_UNITS. */
static guint
next_in (const ArdinaUnitSet *s, guint from)
{
  for (guint w = from / 64; w < G_N_ELEMENTS (s->w) && w * 64 < ARDINA_DATA_N_UNITS; w++)
    {
      uint64_t bits = s->w[w];
      if (w == from / 64)
        bits &= ~(uint64_t) 0 << (from % 64);
      if (bits)
        return MIN (w * 64 + (guint) __builtin_ctzll (bits), (guint) ARDINA_DATA_N_UNITS);
    }
  return ARDINA_DATA_N_UNITS;
}

static ArdinaSupply
supply_of (const ArdinaGame *g, guint i)
{
  uint16_t rule;
  return ardina_unit_supply (g, (uint16_t) i, &rule);
}

/* A unit of @side at @locale that the locale's forage may feed: neither
 * supplied without foraging (19.4, 19.5) nor embarked and unsupplied
 * (19.5). */
static gboolean
may_forage (const ArdinaGame *g, ArdinaSide side, guint i, uint16_t locale)
{
  return own_unit_at (g, side, i, locale) && supply_of (g, i) == ARDINA_SUPPLY_FORAGE;
}

/* A unit that rolls: embarked and out of supply (19.5), or left unfed
 * by the owner's choice (19.3). */
static gboolean
rolls (const ArdinaGame *g, guint i, const ArdinaUnitSet *chosen)
{
  ArdinaSupply s = supply_of (g, i);
  return s == ARDINA_SUPPLY_OUT || (s == ARDINA_SUPPLY_FORAGE && !ardina_units_has (chosen, i));
}

static gboolean
needs_roll (const ArdinaGame *g, ArdinaSide side, guint i, uint16_t locale, const ArdinaUnitSet *chosen)
{
  return own_unit_at (g, side, i, locale) && rolls (g, i, chosen);
}

/* @side's units at @locale that forage (into @out when not NULL): how
 * many. */
static guint
foragers (const ArdinaGame *g, ArdinaSide side, uint16_t locale, ArdinaUnitSet *out)
{
  ArdinaUnitSet here = units_here (g, side, locale);
  guint n = 0;
  for (guint i = next_in (&here, 0); i < ARDINA_DATA_N_UNITS; i = next_in (&here, i + 1))
    if (supply_of (g, i) == ARDINA_SUPPLY_FORAGE)
      {
        n++;
        if (out)
          ardina_units_add (out, i);
      }
  return n;
}

static guint
count_foragers (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return foragers (g, side, locale, NULL);
}

static const char *
bracket_word (ArdinaBracket b)
{
  return b == ARDINA_BRACKET_PRO ? "pro" : b == ARDINA_BRACKET_ENEMY ? "pro-enemy" : "neutral";
}

/* ---- the events of a locale ---- */

/* 19.4, 19.5, 21.5: what is supplied without foraging, said once. */
static void
tell_automatic (ArdinaCtx *c, ArdinaSide side, uint16_t locale)
{
  const char *where = ardina_data_locales[locale].label;
  ArdinaUnitSet here = units_here (c->g, side, locale);
  for (guint i = next_in (&here, 0); i < ARDINA_DATA_N_UNITS; i = next_in (&here, i + 1))
    {
      uint16_t rule;
      ArdinaSupply s = ardina_unit_supply (c->g, (uint16_t) i, &rule);
      if (rule == ARDINA_R_19_5 && s == ARDINA_SUPPLY_AUTOMATIC)
        ardina_emit (c, ARDINA_R_19_5, side, "%s, embarked at %s, is supplied on its fleet (R-79)",
                     ardina_data_units[i].label, where);
      else if (s == ARDINA_SUPPLY_OUT)
        ardina_emit (c, ARDINA_R_19_5, side, "%s is embarked at %s: it cannot forage and rolls for supply, "
                     "not counted against the forage limit (R-79)", ardina_data_units[i].label, where);
      else if (rule == ARDINA_R_25_7 && (c->g->units[i].flags & ARDINA_PIECE_EMBARKED))
        ardina_emit2 (c, ARDINA_R_25_7, ARDINA_R_25_6, side, "%s, embarked in the %s box, is supplied: a box is "
                      "a port that feeds any number, embarked or not (19.4, R-111)", ardina_data_units[i].label,
                      where);
      else if (rule == ARDINA_R_25_7)
        ardina_emit2 (c, ARDINA_R_19_4, ARDINA_R_25_7, side, "%s at %s is supplied automatically and not "
                      "counted: an off-map box feeds any number", ardina_data_units[i].label, where);
      else if (rule == ARDINA_R_28_2)
        ardina_emit2 (c, ARDINA_R_28_2, ARDINA_R_19_4, side, "%s at %s is supplied by its side's fortress there "
                      "or next to it, and not counted", ardina_data_units[i].label, where);
      else if (s == ARDINA_SUPPLY_AUTOMATIC)
        ardina_emit (c, ARDINA_R_19_4, side, "%s at %s is supplied automatically and not counted",
                     ardina_data_units[i].label, where);
    }
  ArdinaForce f;
  ardina_force_at (c->g, side, locale, &f);
  if (f.leaders)
    ardina_emit2 (c, ARDINA_R_21_5, ARDINA_R_19_4, side, "%u %s leader%s at %s need%s no food",
                  ardina_force_leaders (&f), ardina_side_name (side), ardina_force_leaders (&f) == 1 ? "" : "s",
                  where, ardina_force_leaders (&f) == 1 ? "s" : "");
}

/* ---- the run ---- */

static ArdinaRun
next_locale (Forage *p, ArdinaFrame *f)
{
  p->locale++;
  memset (&p->chosen, 0, sizeof p->chosen);
  p->unit = 0;
  f->step = ENTER;
  return ARDINA_RUN_AGAIN;
}

/* Whether @side has a unit or a leader at @locale (a leader alone is told
 * too: he needs no food, 21.5), from the board's lists of the locale. */
static gboolean
occupied_by (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return ardina_side_has_at (g, side, locale, ARDINA_HAS_UNIT | ARDINA_HAS_LEADER, 0, 0);
}

/* The first locale from @from on that @side occupies, or the number of
 * locales: the phase walks the occupied locales only. */
static uint16_t
next_occupied (const ArdinaGame *g, ArdinaSide side, uint16_t from)
{
  uint16_t l = from;
  while (l < ARDINA_DATA_N_LOCALES && !occupied_by (g, side, l))
    l++;
  return l < ARDINA_DATA_N_LOCALES ? l : ARDINA_DATA_N_LOCALES;
}

/* 19.2: the locale's limit against the units needing food. */
static ArdinaRun
enter (ArdinaCtx *c, ArdinaFrame *f)
{
  Forage *p = ARDINA_PAYLOAD (f, Forage);
  ArdinaSide side = (ArdinaSide) f->side;
  uint16_t locale = p->locale;
  /* The locales between hold none of his pieces: nothing to do there.
   * The phase moves straight to the next that does (the frame is as
   * next_locale leaves it: nothing chosen, no unit). */
  uint16_t next = next_occupied (c->g, side, locale);
  if (next >= ARDINA_DATA_N_LOCALES)
    {
      p->locale = (uint8_t) next;
      return ARDINA_RUN_AGAIN;
    }
  p->locale = (uint8_t) next;
  locale = next;
  if (ardina_telling (c))
    tell_automatic (c, side, locale);
  ArdinaUnitSet fed = { { 0 } };
  guint need = foragers (c->g, side, locale, &fed);
  guint limit = ardina_forage_limit (c->g, side, locale);
  if (need && ardina_telling (c))
    ardina_emit (c, ARDINA_R_19_2, side,
                 "%s (value %u, %s region for %s) feeds up to %u unit%s%s; %u need%s food",
                 ardina_data_locales[locale].label, ardina_data_locales[locale].value,
                 bracket_word (ardina_loyalty_bracket (c->g, locale, side)), ardina_side_label (side), limit,
                 limit == 1 ? "" : "s",
                 limit == 0 && ardina_data_locales[locale].value ? " (an enemy partisan or a massacre there, R-31)" : "",
                 need, need == 1 ? "s" : "");
  if (need && ardina_siege_of (c->g, side, locale))
    ardina_emit2 (c, ARDINA_R_28_8, ARDINA_R_19_2, side, "%s's siege marker in %s feeds his besieging force up to "
                  "the locale's value, %u (R-124)", ardina_side_label (side), ardina_data_locales[locale].label,
                  ardina_data_locales[locale].value * (guint) ARDINA_CONST (SIEGE_FORAGE_MULTIPLIER));
  if (need <= limit)
    {
      if (need)
        ardina_emit (c, ARDINA_R_19_2, side, "%s feeds %s: supplied", ardina_data_locales[locale].label,
                     need == 1 ? "it" : "them all");
      p->chosen = fed;
    }
  p->unit = 0;
  f->step = need > limit && limit > 0 ? CHOOSE : ROLL;
  return ARDINA_RUN_AGAIN;
}

/* 19.3 and the ATTRITION rows (36): the roll @unit out of supply at
 * @locale makes, and the rule it applies in @rule. */
static guint
attrition_roll (const ArdinaGame *g, uint16_t unit, uint16_t locale, uint16_t *rule)
{
  guint roll = ARDINA_ROLL_SUPPLY_ATTRITION;
  *rule = ARDINA_R_19_3;
  ARDINA_HOOK_EACH (row, g, ATTRITION)
    roll = row->fn.ATTRITION (g, unit, locale, roll, rule);
  return roll;
}

/* 19.3: the die of p->unit, then the next unit that must roll. */
static ArdinaRun
roll_next (ArdinaCtx *c, ArdinaFrame *f)
{
  Forage *p = ARDINA_PAYLOAD (f, Forage);
  ArdinaSide side = (ArdinaSide) f->side;
  int16_t die = 0;
  uint16_t rule;
  if (ardina_returned (f, &die))
    {
      guint roll = attrition_roll (c->g, p->unit, p->locale, &rule);
      gboolean lost = ardina_roll_outcome_id (roll, die) == ARDINA_OUT_ELIMINATED;
      const char *what = ardina_data_units[p->unit].label, *where = ardina_data_locales[p->locale].label;
      if (rule == ARDINA_R_19_3)
        ardina_emit (c, rule, side, "%s, out of supply at %s, rolls %d: %s", what, where, die,
                     lost ? "eliminated" : "survives");
      else   /* 36: a row's roll cites its rule, then the 19.3 it replaces */
        ardina_emit2 (c, rule, ARDINA_R_19_3, side, "%s, out of supply at %s, rolls %d: %s", what, where, die,
                      lost ? "eliminated" : "survives");
      if (lost)
        {
          ardina_unit_eliminate (c->g, p->unit);
          ardina_fortress_abandoned (c, side, p->locale, "the last of his land units there was lost for want of supply");
        }
      p->unit++;
    }
  ArdinaUnitSet here = units_here (c->g, side, p->locale);
  for (guint i = next_in (&here, p->unit); i < ARDINA_DATA_N_UNITS; i = next_in (&here, i + 1))
    if (rolls (c->g, i, &p->chosen))
      {
        p->unit = (uint8_t) i;
        attrition_roll (c->g, p->unit, p->locale, &rule);
        return ardina_roll_call (c, side, rule, TRUE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
      }
  return next_locale (p, f);
}

static ArdinaRun
forage_run (ArdinaCtx *c, ArdinaFrame *f)
{
  Forage *p = ARDINA_PAYLOAD (f, Forage);
  switch (f->step)
    {
    case START:
      ardina_emit (c, ARDINA_R_19_1, (ArdinaSide) f->side, "Forage Phase %u: %s supplies his units",
                   c->g->year, ardina_side_label ((ArdinaSide) f->side));
      memset (p, 0, sizeof *p);
      f->step = ENTER;
      return ARDINA_RUN_AGAIN;
    case ENTER:
      if (p->locale >= ARDINA_DATA_N_LOCALES)
        {
          /* 28.4(2): the last step, the owner's choice of fortresses to
           * remove (fortresses.c), while he has any */
          memset (p, 0, sizeof *p);
          f->step = FORTRESSES;
          return ARDINA_RUN_AGAIN;
        }
      return enter (c, f);
    case FORTRESSES:
      if (ardina_fortress_any (c->g, (ArdinaSide) f->side))
        return ARDINA_RUN_DECIDE;
      ardina_pop (c, 0);
      return ARDINA_RUN_AGAIN;
    case CHOOSE:
      if (ardina_units_count (&p->chosen) < ardina_forage_limit (c->g, (ArdinaSide) f->side, p->locale))
        return ARDINA_RUN_DECIDE;
      f->step = ROLL;
      p->unit = 0;
      return ARDINA_RUN_AGAIN;
    default:
      return roll_next (c, f);
    }
}

/* ---- the owner's choice (19.2) ---- */

static void
forage_decision (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = ARDINA_DECISION_CHOOSE;
  out->rule = ardina_rule_nth (f->step == FORTRESSES ? ARDINA_R_28_4 : ARDINA_R_19_2);
}

static void
forage_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  const Forage *p = ARDINA_PAYLOAD (f, Forage);
  guint limit = ardina_forage_limit (g, side, p->locale);
  forage_decision (g, f, side, out);
  if (f->step == FORTRESSES)
    {
      g_snprintf (out->prompt, sizeof out->prompt, "Forage Phase, last step: %s may remove any of his fortresses "
                  "(choose LOCALE), or end", ardina_side_label (side));
      return;
    }
  g_snprintf (out->prompt, sizeof out->prompt,
              "Forage Phase: %s feeds %u of the %s units there; choose the next one it feeds (forage UNIT), "
              "%u chosen so far; the others roll (19.3)",
              ardina_data_locales[p->locale].label, limit, ardina_side_name (side), ardina_units_count (&p->chosen));
}

/* The units forage_act accepts: @side's units at the locale that must
 * forage (19.2, 19.4, 19.5), not yet chosen, while the locale feeds more
 * (19.2); from the board's walk of the locale, in index order. */
static void
forage_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  const Forage *p = ARDINA_PAYLOAD (f, Forage);
  if (f->step == FORTRESSES)   /* 28.4(2) */
    {
      for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
        if (ardina_fortress_of (g, side, (uint16_t) l))
          ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, ARDINA_CODE_LOCALE | l);
      ardina_actions_add (out, side, ARDINA_VERB_END, 0);
      return;
    }
  if (ardina_units_count (&p->chosen) >= ardina_forage_limit (g, side, p->locale))
    return;
  ARDINA_BOARD_EACH_UNIT (g, p->locale, i)
    if (may_forage (g, side, (guint) i, p->locale) && !ardina_units_has (&p->chosen, (guint) i))
      ardina_actions_add (out, side, ARDINA_VERB_FORAGE, 1, (guint) (ARDINA_CODE_UNIT | i));
}

/* Every unit and leader: the space debug builds hold forage_generate to. */
static void
forage_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  ardina_actions_add_codes (out, side, ARDINA_VERB_FORAGE, ARDINA_CODE_UNIT, ARDINA_DATA_N_UNITS);
  ardina_actions_add_codes (out, side, ARDINA_VERB_FORAGE, ARDINA_CODE_LEADER, ARDINA_DATA_N_LEADERS);
  ardina_actions_add_codes (out, side, ARDINA_VERB_CHOOSE, ARDINA_CODE_LOCALE, ARDINA_DATA_N_LOCALES);
  ardina_actions_add (out, side, ARDINA_VERB_END, 0);
}

static gboolean
forage_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  Forage *p = ARDINA_PAYLOAD (f, Forage);
  ArdinaSide side = (ArdinaSide) f->side;
  const char *where = ardina_data_locales[p->locale].label;
  if (f->step == FORTRESSES)
    return ardina_fortress_remove (c, side, a);
  if (a->verb != ARDINA_VERB_FORAGE)
    return ardina_refuse (c, ARDINA_R_19_2, "the %s player chooses the units %s feeds (forage UNIT)",
                          ardina_side_name (side), where);
  uint16_t code = a->args[0];
  if (ARDINA_CODE_KIND (code) != ARDINA_CODE_UNIT)
    return ardina_refuse (c, ARDINA_R_19_4, "leaders are always supplied (21.5): only units forage");
  uint16_t unit = ARDINA_CODE_INDEX (code);
  if (!own_unit_at (c->g, side, unit, p->locale))
    return ardina_refuse (c, ARDINA_R_19_2, "%s is not a %s unit at %s, the locale being foraged",
                          ardina_data_units[unit].label, ardina_side_name (side), where);
  uint16_t rule;
  ArdinaSupply supply = ardina_unit_supply (c->g, unit, &rule);
  if (supply == ARDINA_SUPPLY_OUT)
    return ardina_refuse (c, rule, "%s is embarked: it cannot forage (R-79)", ardina_data_units[unit].label);
  if (supply == ARDINA_SUPPLY_AUTOMATIC && rule == ARDINA_R_19_5)
    return ardina_refuse (c, rule, "%s is an embarked marine, supplied on its fleet (R-79)",
                          ardina_data_units[unit].label);
  if (supply == ARDINA_SUPPLY_AUTOMATIC)
    return ardina_refuse (c, rule, "%s is supplied automatically and does not count against the limit",
                          ardina_data_units[unit].label);
  if (ardina_units_has (&p->chosen, unit))
    return ardina_refuse (c, ARDINA_R_19_2, "%s is already fed by %s", ardina_data_units[unit].label, where);
  guint limit = ardina_forage_limit (c->g, side, p->locale);
  if (ardina_units_count (&p->chosen) >= limit)
    return ardina_refuse (c, ARDINA_R_19_2, "%s feeds only %u unit%s", where, limit, limit == 1 ? "" : "s");
  if (c->check_only)
    return TRUE;
  ardina_units_add (&p->chosen, unit);
  ardina_emit (c, ARDINA_R_19_2, side, "%s forages at %s (%u of %u)", ardina_data_units[unit].label, where,
               ardina_units_count (&p->chosen), limit);
  return TRUE;
}

/* The owner decides only while choosing. */
static guint
forage_who (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide out[2])
{
  if (f->step != CHOOSE && f->step != FORTRESSES)
    return 0;
  out[0] = (ArdinaSide) f->side;
  return 1;
}

/* A Forage Phase stands on the turn at a forage step, for its acting
 * player; the chosen units are his, in the locale, and within its limit. */
static gboolean
forage_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const ArdinaFrame *turn = depth ? &g->stack[depth - 1] : NULL;
  const Forage *p = ARDINA_PAYLOAD (f, Forage);
  if (!turn || turn->proc != ARDINA_PROC_TURN || turn->call != ARDINA_CALL_WAITING
      || ardina_turn_step_proc (turn->step) != ARDINA_PROC_FORAGE || ardina_turn_step_actor (g, turn->step) != f->side)
    {
      g_string_append (why, "a forage phase stands on the turn at a forage step, for its acting player");
      return FALSE;
    }
  /* A view of the other side may hide the units (22.1). */
  if (f->step == FORTRESSES && !ardina_fortress_any (g, (ArdinaSide) f->side))
    {
      g_string_append (why, "[28.4] the choice of fortresses to remove is offered to a player who has one");
      return FALSE;
    }
  if (f->step == START || f->step == ENTER || f->step == FORTRESSES || (g->view_of != ARDINA_SIDE_NONE && g->view_of != f->side))
    return TRUE;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_units_has (&p->chosen, i) && !may_forage (g, (ArdinaSide) f->side, i, p->locale))
      {
        g_string_append_printf (why, "[19.2] %s is fed at %s but cannot forage there", ardina_data_units[i].name,
                                ardina_data_locales[p->locale].name);
        return FALSE;
      }
  /* The owner chooses only where more units need food than the locale
   * feeds (enter): otherwise the choice could run out of units. */
  if (f->step == CHOOSE
      && (ardina_units_count (&p->chosen) >= ardina_forage_limit (g, (ArdinaSide) f->side, p->locale)
          || count_foragers (g, (ArdinaSide) f->side, p->locale)
             <= ardina_forage_limit (g, (ArdinaSide) f->side, p->locale)))
    {
      g_string_append (why, "[19.2] the forage choice goes beyond the locale's limit, or has nothing to choose");
      return FALSE;
    }
  /* The die being rolled is the named unit's, one that must roll. */
  if (f->step == ROLL && (f->call != ARDINA_CALL_WAITING || p->unit >= ARDINA_DATA_N_UNITS
                          || !needs_roll (g, (ArdinaSide) f->side, p->unit, p->locale, &p->chosen)))
    {
      g_string_append (why, "[19.3] the forage die is rolled for a unit of the locale that was not fed");
      return FALSE;
    }
  return TRUE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_NAMED (Forage, locale, "locale", ardina_locale_name_at, ARDINA_DATA_N_LOCALES),
  ARDINA_FIELD_DEF (Forage, chosen, "chosen", ARDINA_FIELD_UNITS, 0, 0),
  ARDINA_FIELD_DEF (Forage, unit, "unit", ARDINA_FIELD_BYTE, 0, ARDINA_DATA_N_UNITS - 1),
};

const ArdinaProcClass ardina_forage_class = {
  .name = "forage", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = forage_run, .who = forage_who, .prompt = forage_prompt, .decision = forage_decision,
  .candidates = ardina_candidates_none, .act = forage_act, .check = forage_check,
  .generate = forage_generate, .space = forage_space,
};
