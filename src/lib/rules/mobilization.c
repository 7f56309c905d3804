/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The Mobilization Phase (13, 27, 4.8, 7.1(1) and 7.3 by R-3).
 *
 * Called by the turn for the First Player, then the Second (5.1). As it
 * begins, the window of the Mobilization Phase's action markers (7.9) asks
 * the acting player, then the other; then the acting player spends his
 * political points step by step until he ends the phase:
 *   mobilize UNIT LOCALE   a combat unit from the counter mix (13.1, 13.3)
 *   mobilize leader LOCALE a leader drawn from his side's pool (13.2)
 *   buy                    one random campaign marker pick (7.1, 7.3, R-3)
 *   split UNIT / merge D D a British regular for two detachments and back (13.7)
 *   end
 * Costs and where a unit may come into play are costs.c's; every action is
 * checked whole before anything changes (act is the legality predicate).
 *
 * The recruiting markers (Hessians, Indians, Drillmaster, Pulaski, Leader
 * Arises: markers/) ask their choices through the recruit procedure below:
 * a frame above the window holding the marker on the table, offering the
 * mobilize or choose actions the marker allows, at no cost unless the
 * marker says (13.11).
 *
 * Frames: the phase, side the acting player, payload the markers bought
 * (7.3); the recruit, side the player, payload the marker, its kind, the
 * locale chosen and the units still to raise. */
#include "rules.h"
#include "core/dice.h"

/* ------------------------------------------------------------------ */
/* Shared: bringing a unit into play                                   */
/* ------------------------------------------------------------------ */

/* 27.1, 27.2(1): the American picks a marker for each Hessian or Indian
 * unit that comes into play, however it comes. */
static gboolean
american_picks (ArdinaCtx *c, uint16_t unit)
{
  uint8_t n = ardina_data_units[unit].nation;
  if (n != ARDINA_UNATION_HESSIAN && n != ARDINA_UNATION_INDIAN)
    return TRUE;
  uint16_t rule = n == ARDINA_UNATION_HESSIAN ? ARDINA_R_27_1 : ARDINA_R_27_2;
  int picks = n == ARDINA_UNATION_HESSIAN ? ARDINA_CONST (HESSIAN_AMERICAN_PICKS) : ARDINA_CONST (INDIAN_AMERICAN_PICKS);
  ardina_emit (c, rule, ARDINA_SIDE_AMERICAN, "a%s unit came into play: the American picks %d campaign marker%s",
               n == ARDINA_UNATION_HESSIAN ? " Hessian" : "n Indian", picks, picks == 1 ? "" : "s");
  for (int k = 0; k < picks; k++)
    if (!ardina_pick_marker (c, rule, ARDINA_SIDE_AMERICAN))
      return FALSE;
  return TRUE;
}

gboolean
ardina_mobilize_put (ArdinaCtx *c, ArdinaSide side, uint16_t unit, uint16_t locale, int cost, uint16_t rule)
{
  ArdinaPlace *p = &c->g->units[unit];
  gboolean again = p->zone == ARDINA_ZONE_ELIMINATED;
  ardina_place_put (c->g, (uint16_t) (ARDINA_CODE_UNIT | unit), ARDINA_ZONE_MAP, locale);
  p->flags = ARDINA_PIECE_MOBILIZED;
  c->g->points[side] = (int16_t) (c->g->points[side] - cost);
  if (ardina_telling (c))
    {
      char price[64];
      if (cost)
        g_snprintf (price, sizeof price, "for %d point%s", cost, cost == 1 ? "" : "s");
      else
        g_strlcpy (price, "at no cost", sizeof price);
      ardina_emit2 (c, rule, again ? ARDINA_R_13_5 : ARDINA_R_13_3, side, "%s mobilizes %s%s in %s %s",
                    ardina_side_label (side), again ? "the eliminated " : "", ardina_data_units[unit].label,
                    ardina_data_locales[locale].label, price);
      if (ardina_box_nation (locale) != ARDINA_UNATION_COUNT)
        ardina_emit (c, ARDINA_R_25_5, side, "an off-map box holds any number of its side's units");
    }
  return american_picks (c, unit);
}

/* ------------------------------------------------------------------ */
/* The phase                                                           */
/* ------------------------------------------------------------------ */

typedef struct {
  int16_t bought;          /* campaign markers bought this phase (7.3, R-3) */
} Mobilization;

enum { START, ACTING };
static const char *const step_names[] = { "start", "acting" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == ACTING + 1);

static ArdinaRun
mobilization_run (ArdinaCtx *c, ArdinaFrame *f)
{
  ArdinaSide side = (ArdinaSide) f->side;
  ardina_returned (f, NULL);
  if (f->step == ACTING)
    return ARDINA_RUN_DECIDE;
  f->step = ACTING;
  ardina_emit (c, ARDINA_R_13_1, side, "%s spends political points on units, leaders and campaign markers "
               "(%d point%s)", ardina_side_label (side), c->g->points[side], c->g->points[side] == 1 ? "" : "s");
  switch (ardina_moment (c, ARDINA_MOMENT_MOBILIZATION_PHASE, side, ardina_other (side), 0))
    {
    case ARDINA_MOMENT_OPEN:
      return ARDINA_RUN_AGAIN;
    case ARDINA_MOMENT_FAILED:
      return ARDINA_RUN_ERROR;
    default:
      return ARDINA_RUN_DECIDE;
    }
}

static void
mobilization_decision (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = ARDINA_DECISION_PHASE;
  out->rule = ardina_rule_nth (ARDINA_R_13_1);
}

static void
mobilization_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  mobilization_decision (g, f, side, out);
  g_snprintf (out->prompt, sizeof out->prompt, "Mobilization Phase %u: %s has %d point%s: mobilize UNIT LOCALE, "
              "mobilize leader LOCALE, buy, split UNIT, merge UNIT UNIT, or end", g->year, ardina_side_label (side),
              g->points[side], g->points[side] == 1 ? "" : "s");
}

static gboolean
afford (ArdinaCtx *c, ArdinaSide side, int cost, const char *what)
{
  if (cost < 0)
    return ardina_refuse (c, ARDINA_R_13_1, "the Mobilization Table has no price for %s", what);
  if (c->g->points[side] < cost)
    return ardina_refuse (c, ARDINA_R_13_1, "%s costs %d point%s and %s has %d (6.1)", what, cost,
                          cost == 1 ? "" : "s", ardina_side_label (side), c->g->points[side]);
  return TRUE;
}

static void
cost_notes (ArdinaCtx *c, ArdinaSide side, gboolean reconstructed, const char *what)
{
  if (!ardina_telling (c))
    return;
  if (reconstructed)
    ardina_emit (c, ARDINA_R_13_1, side, "the price of %s is from the Mobilization Table (reconstructed)", what);
  if (ardina_turn1_doubled (c->g, side))
    ardina_emit (c, ARDINA_R_4_8, side, "turn 1: the British pay twice the normal cost (R-38)");
}

/* 7.9: once the American played Hessians, no Hessian is recruited this
 * turn, bought or raised by a marker. */
static gboolean
hessians_allowed (ArdinaCtx *c, uint16_t unit)
{
  if (ardina_data_units[unit].nation != ARDINA_UNATION_HESSIAN)
    return TRUE;
  const ArdinaTurnFacts *t = ardina_turn_facts_get (c->g);
  if (t && t->hessians_barred)
    return ardina_refuse (c, ARDINA_R_7_9, "the American played Hessians: no Hessian is recruited this turn");
  return TRUE;
}

/* Whether @unit may be bought into @locale, as far as the locale goes:
 * its nation may stand there with no enemy (25.2-25.4, 26.3, R-55) and
 * its type is raised there in the ordinary way (13.6, 13.8, 27.2, R-53,
 * */
static gboolean
unit_placeable (ArdinaCtx *c, ArdinaSide side, uint16_t unit, uint16_t locale)
{
  return ardina_locale_open (c, side, unit, locale) && ardina_locale_kind_ok (c, unit, locale);
}

/* What @unit costs @side in @locale, into @cost, if he can pay it (13.1,
 * 4.8: the price may depend on the locale's loyalty, R-31). */
static gboolean
unit_priced (ArdinaCtx *c, ArdinaSide side, uint16_t unit, uint16_t locale, int *cost, gboolean *reconstructed)
{
  *cost = ardina_unit_cost (c->g, side, unit, locale, reconstructed);
  return afford (c, side, *cost, ardina_data_units[unit].label);
}

static gboolean
mobilize_unit (ArdinaCtx *c, ArdinaSide side, uint16_t unit, uint16_t locale)
{
  gboolean reconstructed = FALSE;
  int cost;
  if (!ardina_unit_available (c, side, unit) || !unit_placeable (c, side, unit, locale)
      || !hessians_allowed (c, unit) || !unit_priced (c, side, unit, locale, &cost, &reconstructed))
    return FALSE;
  if (c->check_only)
    return TRUE;
  cost_notes (c, side, reconstructed, ardina_data_units[unit].label);
  const ArdinaDataUnit *d = &ardina_data_units[unit];
  uint16_t rule = d->nation == ARDINA_UNATION_AMERICAN && d->type == ARDINA_UNIT_TYPE_REGULAR ? ARDINA_R_13_4
                  : d->type == ARDINA_UNIT_TYPE_MILITIA ? ARDINA_R_13_8
                  : d->nation == ARDINA_UNATION_INDIAN ? ARDINA_R_27_2
                  : d->nation == ARDINA_UNATION_HESSIAN || d->type == ARDINA_UNIT_TYPE_GRENADIER ? ARDINA_R_13_9
                  : ARDINA_R_13_6;
  if (rule == ARDINA_R_13_4 && ardina_telling (c))
    ardina_emit (c, ARDINA_R_13_4, side, "a Continental costs %d: Continental Army Professionalizes is %sin effect",
                 cost, ardina_continentals_reduced (c->g) ? "" : "not yet ");
  return ardina_mobilize_put (c, side, unit, locale, cost, rule);
}

/* 13.2 with 26.1: the leaders of @side's pool who can come into play,
 * into @pool; @held counts those a neutral nation keeps out of it. */
static guint
drawable_leaders (const ArdinaGame *g, ArdinaSide side, uint16_t *pool, guint *held)
{
  guint n = 0;
  *held = 0;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (g->leaders[i].zone == ARDINA_ZONE_POOL && g->leaders[i].side == side)
      {
        if (ardina_nation_allied (g, ardina_data_leaders[i].nation))
          pool[n++] = (uint16_t) (ARDINA_CODE_LEADER | i);
        else
          ++*held;
      }
  return n;
}

/* Whether a leader can be drawn from @side's pool at all (13.2, 26.1):
 * into @pool those who can, @held those a neutral nation keeps. */
static gboolean
leader_drawable (ArdinaCtx *c, ArdinaSide side, uint16_t *pool, guint *n, guint *held)
{
  *n = drawable_leaders (c->g, side, pool, held);
  if (!*n && !*held)
    return ardina_refuse (c, ARDINA_R_13_2, "the %s leader pool is empty", ardina_side_name (side));
  /* 26.1: a neutral nation is out of the war, its leaders with it; they
   * wait in the pool until their nation enters it. */
  if (!*n)
    return ardina_refuse (c, ARDINA_R_26_1, "every leader left in the %s leader pool belongs to a neutral nation "
                          "and cannot come into play", ardina_side_name (side));
  return TRUE;
}

/* a leader joins a friendly combat unit, never at sea. */
static gboolean
leader_placeable (ArdinaCtx *c, ArdinaSide side, uint16_t locale)
{
  if (locale >= ARDINA_DATA_N_LOCALES || !ardina_side_units_at (c->g, side, locale))
    return ardina_refuse (c, ARDINA_R_13_2, "a new leader joins a friendly combat unit on the map (R-56)");
  /* The draw is blind and may bring a general, who never stands at sea. */
  if (ardina_data_locales[locale].kind == ARDINA_LOCALE_KIND_HIGH_SEAS)
    return ardina_refuse (c, ARDINA_R_16_9, "%s is a sea area: the leader drawn might be a general, and only fleets "
                          "and admirals stand at sea (R-72, R-56)", ardina_data_locales[locale].label);
  return TRUE;
}

/* What a leader costs @side, into @cost, if he can pay it (13.2). */
static gboolean
leader_priced (ArdinaCtx *c, ArdinaSide side, int *cost, gboolean *reconstructed)
{
  *cost = ardina_item_cost (c->g, side, ARDINA_ITEM_LEADER, ARDINA_NATION_ANY, ARDINA_BRACKET_ANY, reconstructed);
  return afford (c, side, *cost, "a leader");
}

static gboolean
mobilize_leader (ArdinaCtx *c, ArdinaSide side, uint16_t locale)
{
  uint16_t pool[ARDINA_MAX_LEADERS];
  guint n = 0, held = 0;
  gboolean reconstructed = FALSE;
  int cost;
  if (!leader_drawable (c, side, pool, &n, &held) || !leader_placeable (c, side, locale)
      || !leader_priced (c, side, &cost, &reconstructed))
    return FALSE;
  if (c->check_only)
    return TRUE;
  int i = ardina_dice_pick (&c->g->dice, pool, n, c->error);
  if (i < 0)
    return FALSE;
  cost_notes (c, side, reconstructed, "a leader");
  if (held)
    ardina_emit2 (c, ARDINA_R_26_1, ARDINA_R_13_2, side,
                  "%u leader%s of a neutral nation stay%s in the pool and cannot be drawn: %u can", held,
                  held == 1 ? "" : "s", held == 1 ? "s" : "", n);
  ArdinaPlace *p = &c->g->leaders[ARDINA_CODE_INDEX (pool[i])];
  ardina_place_put (c->g, pool[i], ARDINA_ZONE_MAP, locale);
  p->side = ARDINA_SIDE_NONE;
  p->flags = ARDINA_PIECE_MOBILIZED;
  c->g->points[side] = (int16_t) (c->g->points[side] - cost);
  ardina_emit (c, ARDINA_R_13_2, side, "%s draws %s from the leader pool at random and places him in %s for %d "
               "point%s", ardina_side_label (side), ardina_code_label (pool[i]), ardina_data_locales[locale].label,
               cost, cost == 1 ? "" : "s");
  return TRUE;
}

/* A campaign marker stands in the pool: the first one found answers, where
 * ardina_pool counts them all. */
static gboolean
pool_any (const ArdinaGame *g)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_POOL)
      return TRUE;
  return FALSE;
}

/* 7.1(1), 7.3 read by R-3: bought in the Mobilization Phase, at most 15. */
static gboolean
buy (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side)
{
  Mobilization *p = ARDINA_PAYLOAD (f, Mobilization);
  if (p->bought >= ARDINA_CONST (MARKER_PURCHASE_CAP))
    return ardina_refuse (c, ARDINA_R_7_3, "%d campaign markers were bought in this phase: no more (R-3)",
                          p->bought);
  if (!pool_any (c->g))
    return ardina_refuse (c, ARDINA_R_7_3, "the pool is empty: nothing can be picked until markers return");
  gboolean reconstructed = FALSE;
  int cost = ardina_item_cost (c->g, side, ARDINA_ITEM_CAMPAIGN_MARKER, ARDINA_NATION_ANY, ARDINA_BRACKET_ANY,
                               &reconstructed);
  if (!afford (c, side, cost, "a campaign marker pick"))
    return FALSE;
  if (c->check_only)
    return TRUE;
  cost_notes (c, side, reconstructed, "a campaign marker");
  p->bought++;
  c->g->points[side] = (int16_t) (c->g->points[side] - cost);
  ardina_emit2 (c, ARDINA_R_7_1, ARDINA_R_7_3, side, "%s buys a campaign marker pick for %d point%s (%d of %d this "
                "phase; bought in the Mobilization Phase, R-3)", ardina_side_label (side), cost, cost == 1 ? "" : "s",
                p->bought, ARDINA_CONST (MARKER_PURCHASE_CAP));
  return ardina_pick_marker (c, ARDINA_R_7_1, side);
}

/* 13.7: a regular that may be exchanged, and its nation's detachments. */
static gboolean
exchangeable (const ArdinaDataUnit *d)
{
  return (d->nation == ARDINA_UNATION_BRITISH || d->nation == ARDINA_UNATION_HESSIAN)
         && d->type == ARDINA_UNIT_TYPE_REGULAR && d->strength == ARDINA_CONST (DETACHMENT_EXCHANGE_REGULAR_VALUE);
}

/* Counters grouped by a key read from the counter data, sorted once, each
 * group in unit order: group k is unit[first[k]] up to, not including,
 * unit[first[k + 1]]. A walk over one group replaces a walk over every
 * counter. */
#define MAX_GROUPS (ARDINA_UNATION_COUNT * ARDINA_UNIT_TYPE_COUNT)

typedef struct {
  guint first[MAX_GROUPS + 1];
  uint16_t unit[ARDINA_MAX_UNITS];
} UnitGroups;

/* Fills @t with the counters whose @key is below @n_keys, by key; a
 * counter keyed @n_keys or more is in no group. */
static void
group_units (UnitGroups *t, guint n_keys, guint (*key) (const ArdinaDataUnit *d))
{
  guint n = 0;
  g_assert (n_keys <= MAX_GROUPS);
  for (guint k = 0; k < n_keys; k++)
    {
      t->first[k] = n;
      for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
        if (key (&ardina_data_units[i]) == k)
          t->unit[n++] = (uint16_t) i;
    }
  t->first[n_keys] = n;
}

/* The key of the counters of one nation and type. */
static guint
type_key (const ArdinaDataUnit *d)
{
  return (guint) d->nation * ARDINA_UNIT_TYPE_COUNT + d->type;
}

/* The counters of each nation and type: a search for a spare counter
 * walks its type only. */
static const UnitGroups *
type_lists (void)
{
  static UnitGroups t;
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      group_units (&t, MAX_GROUPS, type_key);
      g_once_init_leave (&done, 1);
    }
  return &t;
}

/* The first counter of @nation and @type out of play and free to enter it
 * by exchange; ARDINA_NONE when the counter mix has none left (13.10). */
static uint16_t
spare_counter (const ArdinaGame *g, uint8_t nation, uint8_t type, uint16_t skip)
{
  const UnitGroups *t = type_lists ();
  guint k = (guint) nation * ARDINA_UNIT_TYPE_COUNT + type;
  for (guint j = t->first[k]; j < t->first[k + 1]; j++)
    {
      uint16_t i = t->unit[j];
      if (i != skip && (g->units[i].zone == ARDINA_ZONE_RESERVE
                        || (g->units[i].zone == ARDINA_ZONE_ELIMINATED && nation != ARDINA_UNATION_HESSIAN)))
        return i;
    }
  return ARDINA_NONE;
}

static gboolean
split (ArdinaCtx *c, ArdinaSide side, uint16_t unit)
{
  if (side != ARDINA_SIDE_BRITISH)
    return ardina_refuse (c, ARDINA_R_13_7, "only the British exchange regulars for detachments");
  if (unit >= ARDINA_DATA_N_UNITS || !exchangeable (&ardina_data_units[unit])
      || c->g->units[unit].zone != ARDINA_ZONE_MAP)
    return ardina_refuse (c, ARDINA_R_13_7, "only a 2-value British or Hessian regular on the map splits");
  const ArdinaDataUnit *d = &ardina_data_units[unit];
  uint16_t a = spare_counter (c->g, d->nation, ARDINA_UNIT_TYPE_DETACHMENT, ARDINA_NONE);
  uint16_t b = a == ARDINA_NONE ? a : spare_counter (c->g, d->nation, ARDINA_UNIT_TYPE_DETACHMENT, a);
  if (b == ARDINA_NONE)
    return ardina_refuse (c, ARDINA_R_13_10, "fewer than two %s detachments are left in the counter mix",
                          d->nation == ARDINA_UNATION_HESSIAN ? "Hessian" : "British");
  /* Aboard a fleet the detachments stay aboard, within its capacity. */
  int fleet = ardina_carrier (c->g, (uint16_t) (ARDINA_CODE_UNIT | unit));
  if (fleet >= 0 && ardina_fleet_load (c->g, (uint16_t) fleet) + 1 > ARDINA_FLEET_CAPACITY)
    return ardina_refuse (c, ARDINA_R_24_5, "%s is aboard %s, which would carry more than four land combat units",
                          d->label, ardina_data_units[fleet].label);
  if (c->check_only)
    return TRUE;
  ArdinaPlace was = c->g->units[unit];
  ardina_place_set (c->g, a, was), ardina_place_set (c->g, b, was);
  ardina_place_put (c->g, unit, ARDINA_ZONE_RESERVE, was.locale);
  c->g->units[unit].flags = 0;
  c->g->units[unit].carrier = 0;
  ardina_emit (c, ARDINA_R_13_7, side, "%s exchanges %s in %s for the detachments %s and %s, at no cost",
               ardina_side_label (side), d->label, ardina_data_locales[was.locale].label, ardina_data_units[a].label,
               ardina_data_units[b].label);
  return TRUE;
}

static gboolean
merge (ArdinaCtx *c, ArdinaSide side, uint16_t a, uint16_t b)
{
  if (side != ARDINA_SIDE_BRITISH)
    return ardina_refuse (c, ARDINA_R_13_7, "only the British consolidate detachments");
  if (a >= ARDINA_DATA_N_UNITS || b >= ARDINA_DATA_N_UNITS || a == b
      || ardina_data_units[a].type != ARDINA_UNIT_TYPE_DETACHMENT
      || ardina_data_units[b].type != ARDINA_UNIT_TYPE_DETACHMENT
      || ardina_data_units[a].nation != ardina_data_units[b].nation || c->g->units[a].zone != ARDINA_ZONE_MAP
      || c->g->units[b].zone != ARDINA_ZONE_MAP || c->g->units[a].locale != c->g->units[b].locale)
    return ardina_refuse (c, ARDINA_R_13_7, "two detachments of one nation in one locale merge into a regular");
  if (c->g->units[a].carrier != c->g->units[b].carrier)   /* 24.4: both ashore, or aboard one fleet */
    return ardina_refuse (c, ARDINA_R_13_7, "two detachments merge where both stand: ashore, or aboard one fleet");
  uint8_t nation = ardina_data_units[a].nation;
  uint16_t r = ARDINA_NONE;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS && r == ARDINA_NONE; i++)
    if (ardina_data_units[i].nation == nation && exchangeable (&ardina_data_units[i])
        && (c->g->units[i].zone == ARDINA_ZONE_RESERVE
            || (c->g->units[i].zone == ARDINA_ZONE_ELIMINATED && nation != ARDINA_UNATION_HESSIAN)))
      r = (uint16_t) i;
  if (r == ARDINA_NONE)
    return ardina_refuse (c, ARDINA_R_13_10, "no 2-value regular of that nation is left in the counter mix");
  if (c->check_only)
    return TRUE;
  ArdinaPlace was = c->g->units[a];
  was.flags |= c->g->units[b].flags;
  ardina_place_set (c->g, r, was);
  ardina_place_put (c->g, a, ARDINA_ZONE_RESERVE, was.locale), ardina_place_put (c->g, b, ARDINA_ZONE_RESERVE, was.locale);
  c->g->units[a].flags = c->g->units[b].flags = 0;
  c->g->units[a].carrier = c->g->units[b].carrier = 0;
  ardina_emit (c, ARDINA_R_13_7, side, "%s consolidates %s and %s in %s into %s, at no cost", ardina_side_label (side),
               ardina_data_units[a].label, ardina_data_units[b].label, ardina_data_locales[was.locale].label,
               ardina_data_units[r].label);
  return TRUE;
}

static gboolean
mobilization_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  switch (a->verb)
    {
    case ARDINA_VERB_MOBILIZE:
      if (ARDINA_CODE_KIND (a->args[1]) != ARDINA_CODE_LOCALE)
        return ardina_refuse (c, ARDINA_R_13_1, "mobilize names a unit or 'leader', then a locale");
      if (a->args[0] == ARDINA_OPERAND_WORD (ARDINA_WORD_LEADER))
        return mobilize_leader (c, side, ARDINA_CODE_INDEX (a->args[1]));
      if (a->args[0] == (ARDINA_CODE_MARKER | ARDINA_MARKER_FORTRESS))   /* 28.1 (fortresses.c) */
        return ardina_fortress_mobilize (c, side, ARDINA_CODE_INDEX (a->args[1]));
      if (ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_UNIT)
        return ardina_refuse (c, ARDINA_R_13_3, "only combat units and leaders are mobilized");
      return mobilize_unit (c, side, ARDINA_CODE_INDEX (a->args[0]), ARDINA_CODE_INDEX (a->args[1]));
    case ARDINA_VERB_BUY:
      return buy (c, f, side);
    case ARDINA_VERB_UPGRADE:    /* 31.1: upgrades.c */
      return ardina_upgrade (c, side, a->args[0], a->args[1]);
    case ARDINA_VERB_PARTISAN:   /* 29.2, 9.1(4): partisans.c */
      return ardina_partisan_buy (c, side, a->args[0], a->n_args > 1 ? a->args[1] : ARDINA_NONE);
    case ARDINA_VERB_SPLIT:
      return split (c, side, ARDINA_CODE_KIND (a->args[0]) == ARDINA_CODE_UNIT ? a->args[0] : ARDINA_NONE);
    case ARDINA_VERB_MERGE:
      if (ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_UNIT || ARDINA_CODE_KIND (a->args[1]) != ARDINA_CODE_UNIT)
        return merge (c, side, ARDINA_NONE, ARDINA_NONE);
      return merge (c, side, a->args[0], a->args[1]);
    case ARDINA_VERB_END:
      if (c->check_only)
        return TRUE;
      ardina_emit (c, ARDINA_R_13_1, side, "%s ends the Mobilization Phase with %d point%s unspent",
                   ardina_side_label (side), c->g->points[side], c->g->points[side] == 1 ? "" : "s");
      ardina_pop (c, 0);
      return TRUE;
    default:
      return ardina_refuse (c, ARDINA_R_13_1, "in the Mobilization Phase a player mobilizes, buys, splits, "
                            "merges or ends");
    }
}

/* Counters of one nation, type, strength and zone are alike to every
 * rule of mobilization (4.11, 13.5, 13.10, 26.1 and the costs read no
 * more of a unit), so act's verdict on one holds for all of them; but a
 * militia upgraded away this turn waits for the next (31.3). */
static gboolean
alike (const ArdinaGame *g, uint16_t a, uint16_t b)
{
  const ArdinaDataUnit *d = &ardina_data_units[a], *e = &ardina_data_units[b];
  return d->nation == e->nation && d->type == e->type && d->strength == e->strength
         && g->units[a].zone == g->units[b].zone
         && !((g->units[a].flags ^ g->units[b].flags) & ARDINA_PIECE_UPGRADED);
}

/* The counters of one nation, type and strength, as a ring: the next
 * counter of the same printed kind after each unit (itself when it is the
 * only one). Built once from the counter data, so finding a unit's alike
 * counters walks its kind only, not all the units. */
static const uint16_t *
kind_ring (void)
{
  static uint16_t next[ARDINA_MAX_UNITS];
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
        {
          const ArdinaDataUnit *d = &ardina_data_units[i];
          guint j = i;
          do
            {
              j = (j + 1) % ARDINA_DATA_N_UNITS;
              const ArdinaDataUnit *e = &ardina_data_units[j];
              if (d->nation == e->nation && d->type == e->type && d->strength == e->strength)
                break;
            }
          while (j != i);
          next[i] = (uint16_t) j;
        }
      g_once_init_leave (&done, 1);
    }
  return next;
}

/* The counters alike to @u (not @u itself), into @found, in unit order
 * as a scan of all the units would list them; how many. */
static guint
alike_counters (const ArdinaGame *g, uint16_t u, uint16_t *found)
{
  const uint16_t *next = kind_ring ();
  uint16_t ring[ARDINA_MAX_UNITS];
  guint n = 0;
  for (uint16_t i = next[u]; i != u; i = next[i])
    if (alike (g, u, i))
      ring[n++] = i;
  /* The ring runs from u upwards and wraps: those below u go first. */
  guint above = 0;
  while (above < n && ring[above] > u)
    above++;
  for (guint k = 0; k < n; k++)
    found[k] = ring[(above + k) % n];
  return n;
}

/* The mobilizations a checked one stands for: the same locale, every
 * other counter alike (the equivalents hook of the recruit class). */
static void
alike_mobilizations (const ArdinaGame *g, const ArdinaFrame *f, const ArdinaAction *a, ArdinaActionList *out)
{
  if (a->verb != ARDINA_VERB_MOBILIZE || ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_UNIT)
    return;
  uint16_t found[ARDINA_MAX_UNITS];
  guint n = alike_counters (g, a->args[0], found);
  ardina_actions_push_each (out, a, 0, found, n);
}

/* The first counter of each unit's printed kind (nation, type, strength),
 * from kind_ring: a key two alike counters share. */
static const uint16_t *
kind_head (void)
{
  static uint16_t head[ARDINA_MAX_UNITS];
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      const uint16_t *next = kind_ring ();
      for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
        {
          uint16_t h = (uint16_t) i;
          for (uint16_t j = next[i]; j != i; j = next[j])
            h = MIN (h, j);
          head[i] = h;
        }
      g_once_init_leave (&done, 1);
    }
  return head;
}

/* The key of the counters a side mobilizes: its nations' (13.1), but the
 * detachments (13.7), which are the key past both sides. */
static guint
side_key (const ArdinaDataUnit *d)
{
  return d->type == ARDINA_UNIT_TYPE_DETACHMENT ? 2 : (guint) ardina_nation_side (d->nation);
}

/* The counters each side mobilizes, group 0 the American's and 1 the
 * British's. */
static const UnitGroups *
side_units (void)
{
  static UnitGroups t;
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      group_units (&t, 2, side_key);
      g_once_init_leave (&done, 1);
    }
  return &t;
}

/* One counter per kind (alike): checking one is enough, the equivalents
 * hook lists the others. Alike is the printed kind and the zone, so the
 * kinds already taken are marked per zone (and per 31.3's mark, alike)
 * rather than compared. When
 * @next is given, it chains each kind's counters in unit order from its
 * representative (the last one's next is ARDINA_NONE): the alike counters
 * of every kind found in the same walk. */
static void
representatives (const ArdinaGame *g, ArdinaSide side, uint16_t *out, guint *n, uint16_t *next)
{
  const uint16_t *head = kind_head ();
  const UnitGroups *s = side_units ();
  uint16_t last[ARDINA_MAX_UNITS][3];   /* per kind and zone (or 31.3's mark): 1 + its last counter so far, 0 for none */
  memset (last, 0, sizeof last);
  *n = 0;
  if (side != ARDINA_SIDE_AMERICAN && side != ARDINA_SIDE_BRITISH)
    return;
  for (guint j = s->first[side]; j < s->first[side + 1]; j++)
    {
      uint16_t i = s->unit[j];
      uint8_t z = g->units[i].zone;
      if (z != ARDINA_ZONE_RESERVE && z != ARDINA_ZONE_ELIMINATED)
        continue;
      uint16_t *tail = &last[head[i]][g->units[i].flags & ARDINA_PIECE_UPGRADED ? 2 : z == ARDINA_ZONE_ELIMINATED];
      if (*tail && next)
        next[*tail - 1] = i;
      else if (!*tail)
        out[(*n)++] = i;
      if (next)
        next[i] = ARDINA_NONE;
      *tail = (uint16_t) (i + 1);
    }
}

static gboolean unit_fits (uint8_t kind, uint16_t unit);

/* Whether @locale is of a kind @unit might be bought into: Indians in
 * Indian locales, the box-bound types in a box, the rest on land or in a
 * box (13.6, 27.2). Read from the data alone, it holds wherever
 * ardina_locale_kind_ok does, so it only spares that check's callers the
 * locales it would refuse anyway. */
static gboolean
plausible (uint16_t unit, uint16_t locale)
{
  const ArdinaDataUnit *d = &ardina_data_units[unit];
  uint8_t k = ardina_data_locales[locale].kind;
  if (d->type == ARDINA_UNIT_TYPE_INDIAN)
    return k == ARDINA_LOCALE_KIND_INDIAN;
  if (k == ARDINA_LOCALE_KIND_INDIAN || k == ARDINA_LOCALE_KIND_HIGH_SEAS)
    return FALSE;
  gboolean box_bound = d->nation != ARDINA_UNATION_AMERICAN
                       && (d->type == ARDINA_UNIT_TYPE_REGULAR || d->type == ARDINA_UNIT_TYPE_MARINE
                           || d->type == ARDINA_UNIT_TYPE_FLEET);
  return !box_bound || k == ARDINA_LOCALE_KIND_OFF_MAP;
}

/* For a marker of recruit @kind, every representative unit it raises
 * where it might raise them: its own place (Hessians: Britain's box;
 * Drillmaster: @only, the leader's locale), Indian locales for Indians,
 * any locale but the seas else (a marker names its own place). */
static void
unit_candidates (const ArdinaGame *g, ArdinaSide side, int kind, int only, ArdinaActionList *out)
{
  uint16_t reps[ARDINA_MAX_UNITS];
  guint n;
  representatives (g, side, reps, &n, NULL);
  ArdinaAction mobilize = ardina_action_make (side, ARDINA_VERB_MOBILIZE, 2, 0, 0);
  for (guint k = 0; k < n; k++)
    if (unit_fits ((uint8_t) kind, reps[k]))
      for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
        {
          uint8_t lk = ardina_data_locales[l].kind;
          gboolean maybe = only >= 0 ? (int) l == only
                           : kind == ARDINA_RECRUIT_INDIANS ? lk == ARDINA_LOCALE_KIND_INDIAN
                           : lk != ARDINA_LOCALE_KIND_HIGH_SEAS;
          if (maybe)
            {
              mobilize.args[0] = reps[k];
              mobilize.args[1] = (uint16_t) (ARDINA_CODE_LOCALE | l);
              ardina_actions_push (out, &mobilize);
            }
        }
}

/* Whether a rule's row changes mobilization prices now (hooks.h): a price
 * may then depend on more than the unit's kind and the locale's loyalty
 * bracket. */
static gboolean
prices_hooked (const ArdinaGame *g)
{
  ARDINA_HOOK_EACH (row, g, MOBILIZE_COST)
    return TRUE;
  return FALSE;
}

/* Sets of locales, one bit each: what a listing asks of the locales is
 * kept as sets, so a kind of counter's placements are the intersection of
 * a few of them rather than a walk asking each locale in turn. */
#define SET_WORDS (ARDINA_MAX_LOCALES / 64)
G_STATIC_ASSERT (ARDINA_MAX_LOCALES % 64 == 0);

typedef struct {
  uint64_t w[SET_WORDS];
} LocaleSet;

static void
set_add (LocaleSet *s, guint l)
{
  s->w[l / 64] |= G_GUINT64_CONSTANT (1) << (l % 64);
}

/* @s's locales in order, into @out; how many. */
static guint
set_list (const LocaleSet *s, uint16_t *out)
{
  guint n = 0;
  for (guint w = 0; w < SET_WORDS; w++)
    for (uint64_t b = s->w[w]; b; b &= b - 1)
      out[n++] = (uint16_t) (w * 64 + (guint) __builtin_ctzll (b));
  return n;
}

/* The locales of @s not in @t. */
static LocaleSet
set_minus (const LocaleSet *s, const LocaleSet *t)
{
  LocaleSet r;
  for (guint w = 0; w < SET_WORDS; w++)
    r.w[w] = s->w[w] & ~t->w[w];
  return r;
}

static LocaleSet
set_and (const LocaleSet *s, const LocaleSet *t)
{
  LocaleSet r;
  for (guint w = 0; w < SET_WORDS; w++)
    r.w[w] = s->w[w] & t->w[w];
  return r;
}

/* @s's first locale, or -1 when it is empty. */
static int
set_first (const LocaleSet *s)
{
  for (guint w = 0; w < SET_WORDS; w++)
    if (s->w[w])
      return (int) (w * 64 + (guint) __builtin_ctzll (s->w[w]));
  return -1;
}

/* Where each unit may be bought as far as its type goes: for a non-Indian
 * ardina_locale_kind_ok reads only the counter's nation and type and the
 * map (13.6, 13.8, R-53, R-54), so its verdicts are the same in every game
 * and tabulated once. Indians get the Indian locales; the rest of their
 * check reads the turn (27.2, 37.2) and is asked per listing. */
static const LocaleSet *
homes (void)
{
  static LocaleSet h[ARDINA_MAX_UNITS];
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      ArdinaCtx c = { NULL, NULL, NULL, TRUE };   /* the non-Indian check reads no game */
      for (uint16_t u = 0; u < ARDINA_DATA_N_UNITS; u++)
        {
          gboolean indian = ardina_data_units[u].type == ARDINA_UNIT_TYPE_INDIAN;
          for (uint16_t l = 0; l < ARDINA_DATA_N_LOCALES; l++)
            if (plausible (u, l) && (indian || ardina_locale_kind_ok (&c, u, l)))
              set_add (&h[u], l);
        }
      g_once_init_leave (&done, 1);
    }
  return h;
}

/* The sea areas, where no leader is placed: a table of the
 * map, made once. */
typedef struct {
  LocaleSet set;
} Seas;

static const Seas *
seas (void)
{
  static Seas s;
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
        if (ardina_data_locales[l].kind == ARDINA_LOCALE_KIND_HIGH_SEAS)
          set_add (&s.set, l);
      g_once_init_leave (&done, 1);
    }
  return &s;
}

/* A question of a locale, asked at most once per listing: @known the
 * locales asked, @yes those it said yes to. */
typedef struct {
  LocaleSet known, yes;
} Verdicts;

/* What one listing asks of the locales whatever the kind of counter, or
 * whatever but its nation, each locale asked once: where each side has
 * units (the leaders' R-56, the units' R-55), its loyalty bracket for the
 * side, whether an Indian may be raised there this turn (27.2,
 * 37.2) and whether a rule bars a nation from it (25.2-25.4, 26.3). The
 * bar and the enemy are the questions ardina_locale_open asks, split: its
 * enemy test reads nothing of the unit but whether it is an Indian, its
 * bar only the unit's nation. */
typedef struct {
  ArdinaCtx c;
  ArdinaSide side;
  gboolean by_bracket;     /* prices read only the kind and the bracket */
  LocaleSet held[2];       /* ardina_side_units_at, per side */
  LocaleSet bracket_known, bracket[ARDINA_BRACKET_ENEMY + 1];
  int8_t region_bracket[ARDINA_MAX_REGIONS + 1];   /* per loyalty region (last: none), -1 while not asked */
  Verdicts indian, barred[ARDINA_UNATION_COUNT];
  /* Whether the price is paid, per nation, type and bracket: the table
   * reads of a unit only its item and nation, both its nation's and
   * type's; -1 while not asked. */
  int8_t paid[ARDINA_UNATION_COUNT][ARDINA_UNIT_TYPE_COUNT][ARDINA_BRACKET_ENEMY + 1];
} Listing;

static void
listing_init (Listing *s, const ArdinaGame *g, ArdinaSide side)
{
  uint64_t held[2][ARDINA_MAX_LOCALES / 64];
  memset (s, 0, sizeof *s);
  memset (s->paid, -1, sizeof s->paid);
  memset (s->region_bracket, -1, sizeof s->region_bracket);
  s->c = (ArdinaCtx) { (ArdinaGame *) g, NULL, NULL, TRUE };
  s->side = side;
  s->by_bracket = !prices_hooked (g);
  ardina_sides_at (g, held);
  G_STATIC_ASSERT (sizeof held == sizeof s->held);
  memcpy (s->held, held, sizeof held);
}

/* Of @cand, the locales where an Indian may be raised this turn (27.2,
 * 37.2), each asked once per listing. */
static LocaleSet
indian_ok (Listing *s, const LocaleSet *cand)
{
  uint16_t at[ARDINA_MAX_LOCALES];
  LocaleSet fresh = set_minus (cand, &s->indian.known);
  guint n = set_list (&fresh, at);
  for (guint k = 0; k < n; k++)
    if (ardina_indian_locale_ok (&s->c, at[k]))
      set_add (&s->indian.yes, at[k]);
  for (guint w = 0; w < SET_WORDS; w++)
    s->indian.known.w[w] |= fresh.w[w];
  return set_and (cand, &s->indian.yes);
}

/* Each locale's loyalty region, ARDINA_MAX_REGIONS for none: a table
 * of the map, made once. */
static const uint8_t *
loyalty_regions (void)
{
  static uint8_t t[ARDINA_MAX_LOCALES];
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      for (guint l = 0; l < ARDINA_MAX_LOCALES; l++)
        {
          uint16_t r = l < ARDINA_DATA_N_LOCALES ? ardina_locale_loyalty_region ((uint16_t) l) : ARDINA_NONE;
          t[l] = (uint8_t) (r < ARDINA_MAX_REGIONS ? r : ARDINA_MAX_REGIONS);
        }
      g_once_init_leave (&done, 1);
    }
  return t;
}

/* @locale's loyalty bracket for the listing's side:
 * ardina_loyalty_bracket reads of a locale only its loyalty region, so
 * it is asked once per region and listing. */
static ArdinaBracket
bracket_of (Listing *s, uint16_t locale)
{
  int8_t *b = &s->region_bracket[loyalty_regions ()[locale]];
  if (*b < 0)
    *b = (int8_t) ardina_loyalty_bracket (s->c.g, locale, s->side);
  return (ArdinaBracket) *b;
}

/* Of @cand, the locales where @unit's price is paid (13.1, 4.8): the
 * Mobilization Table reads of a locale only its loyalty bracket, so
 * the price is asked once per nation, type and bracket found among @cand,
 * at its first locale, unless a rule's row prices by more (then each
 * locale is asked). */
static LocaleSet
paid (Listing *s, uint16_t unit, const LocaleSet *cand)
{
  int cost;
  uint16_t at[ARDINA_MAX_LOCALES];
  LocaleSet r = { { 0 } };
  if (!s->by_bracket)
    {
      guint n = set_list (cand, at);
      for (guint k = 0; k < n; k++)
        if (unit_priced (&s->c, s->side, unit, at[k], &cost, NULL))
          set_add (&r, at[k]);
      return r;
    }
  LocaleSet fresh = set_minus (cand, &s->bracket_known);
  guint n = set_list (&fresh, at);
  for (guint k = 0; k < n; k++)
    set_add (&s->bracket[bracket_of (s, at[k])], at[k]);
  for (guint w = 0; w < SET_WORDS; w++)
    s->bracket_known.w[w] |= cand->w[w];
  const ArdinaDataUnit *d = &ardina_data_units[unit];
  int8_t *paid = s->paid[d->nation][d->type];
  for (guint b = 0; b <= ARDINA_BRACKET_ENEMY; b++)
    {
      LocaleSet in = set_and (cand, &s->bracket[b]);
      int first = set_first (&in);
      if (first < 0)
        continue;
      if (paid[b] < 0)
        paid[b] = (int8_t) unit_priced (&s->c, s->side, unit, (uint16_t) first, &cost, NULL);
      if (paid[b])
        for (guint w = 0; w < SET_WORDS; w++)
          r.w[w] |= in.w[w];
    }
  return r;
}

/* Of @cand, the locales ardina_locale_open accepts for @unit: its nation
 * not barred, and no enemy there unless it is an Indian; the seas
 * are none of a unit's homes. */
static LocaleSet
open_to (Listing *s, uint16_t unit, const LocaleSet *cand)
{
  const ArdinaDataUnit *d = &ardina_data_units[unit];
  LocaleSet r = *cand;
  if (d->type != ARDINA_UNIT_TYPE_INDIAN)
    r = set_minus (&r, &s->held[ardina_other (s->side)]);
  /* The bar goes second: rows asked per locale, where the enemy was a
   * bit; only the locales not asked yet for the nation. */
  Verdicts *bar = &s->barred[d->nation];
  LocaleSet fresh = set_minus (&r, &bar->known), barred;
  ardina_locales_barred (s->c.g, d->nation, fresh.w, barred.w);
  for (guint w = 0; w < SET_WORDS; w++)
    {
      bar->known.w[w] |= fresh.w[w];
      bar->yes.w[w] |= barred.w[w];
    }
  return set_minus (&r, &bar->yes);
}

/* Where @unit, one counter of its kind, is accepted: unit_placeable and
 * unit_priced over its homes, the Indian test (27.2, 37.2) and the price
 * first, so a kind he cannot pay for asks no locale whether it is open. */
static LocaleSet
placements (Listing *s, uint16_t unit)
{
  LocaleSet cand = homes ()[unit];
  if (ardina_data_units[unit].type == ARDINA_UNIT_TYPE_INDIAN)
    cand = indian_ok (s, &cand);
  cand = paid (s, unit, &cand);
  return open_to (s, unit, &cand);
}

/* The units mobilize_unit accepts, from its own checks called directly.
 * What does not depend on the locale is asked once per kind of counter
 * (available: 4.11, 13.5, 13.10, 26.1; Hessians not barred: 7.9), and
 * the kind's counters (representatives) are found in one walk; then the
 * kind's placements are found as sets (13.1, 13.6, 13.8, 25.2-25.4, 26.3,
 * 27.2). A placement accepted stands for every counter alike, listed in
 * unit order; the actions are counted first, so the list makes its room
 * once, with @more for what the listing adds after them. */
static void
generate_units (Listing *s, guint more, ArdinaActionList *out)
{
  const ArdinaGame *g = s->c.g;
  ArdinaSide side = s->side;
  uint16_t reps[ARDINA_MAX_UNITS], next[ARDINA_MAX_UNITS];
  guint n;
  representatives (g, side, reps, &n, next);
  /* Each kind accepted: its counters in unit[] from kind_at, its
   * locales in where[]. */
  uint16_t unit[ARDINA_MAX_UNITS], at[ARDINA_MAX_LOCALES];
  guint kind_at[ARDINA_MAX_UNITS + 1];
  LocaleSet where[ARDINA_MAX_UNITS];
  guint kinds = 0, units = 0, total = 0;
  for (guint k = 0; k < n; k++)
    {
      uint16_t u = reps[k];
      if (!ardina_unit_available (&s->c, side, u) || !hessians_allowed (&s->c, u))
        continue;
      where[kinds] = placements (s, u);
      guint m = 0;
      for (guint w = 0; w < SET_WORDS; w++)
        m += (guint) __builtin_popcountll (where[kinds].w[w]);
      if (!m)
        continue;
      kind_at[kinds] = units;
      for (uint16_t i = u; i != ARDINA_NONE; i = next[i])
        unit[units++] = i;
      total += m * (units - kind_at[kinds]);
      kinds++;
    }
  kind_at[kinds] = units;
  /* Written straight into the room reserved: one action per counter and
   * locale, the same but for the two operands. */
  ardina_actions_reserve (out, total + more);
  ArdinaAction mobilize = ardina_action_make (side, ARDINA_VERB_MOBILIZE, 2, 0, 0);
  ArdinaAction *v = out->v + out->n;
  for (guint k = 0; k < kinds; k++)
    {
      guint m = set_list (&where[k], at);
      for (guint i = 0; i < m; i++)
        {
          mobilize.args[1] = (uint16_t) (ARDINA_CODE_LOCALE | at[i]);
          /* Copied whole as bytes: two wide stores, where a copy by field
           * writes each field. */
          for (const uint16_t *u = unit + kind_at[k], *end = unit + kind_at[k + 1]; u < end; u++, v++)
            {
              memcpy (v, &mobilize, sizeof *v);
              v->args[0] = *u;
            }
        }
    }
  g_assert (v == out->v + out->n + total);
  out->n += total;
}

/* Where mobilize_leader accepts a leader, into @at; how many: the pool
 * and the price asked once, then leader_placeable's two tests read from
 * the listing's sets, the side's units there and no sea (13.2, R-56). */
static guint
leader_locales (Listing *s, uint16_t *at)
{
  uint16_t pool[ARDINA_MAX_LEADERS];
  guint n, held;
  int cost;
  if (!leader_drawable (&s->c, s->side, pool, &n, &held) || !leader_priced (&s->c, s->side, &cost, NULL))
    return 0;
  LocaleSet where = set_minus (&s->held[s->side], &seas ()->set);
  return set_list (&where, at);
}

/* The purchase, the British exchanges (13.7) and the end that act
 * accepts, after the mobilizations: each verb's own check (buy, split,
 * merge) asked silently, on the candidates the board gives. A merge is
 * every ordered pair of detachments standing together (each names which
 * counters leave, and act takes any); a split every regular on the map
 * that may be exchanged. */
/* Whether the counter mix holds the two detachments of @nation a split
 * needs (13.7, 13.10): split's own search, asked once per listing and
 * nation rather than once per regular. */
static gboolean
two_spare_detachments (const ArdinaGame *g, uint8_t nation)
{
  uint16_t a = spare_counter (g, nation, ARDINA_UNIT_TYPE_DETACHMENT, ARDINA_NONE);
  return a != ARDINA_NONE && spare_counter (g, nation, ARDINA_UNIT_TYPE_DETACHMENT, a) != ARDINA_NONE;
}

static void
generate_rest (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  ArdinaCtx c = { (ArdinaGame *) g, NULL, NULL, TRUE };
  if (buy (&c, (ArdinaFrame *) f, side))
    ardina_actions_add (out, side, ARDINA_VERB_BUY, 0);
  ardina_partisan_generate (g, side, out);   /* 29.2, 9.1(4): partisans.c */
  ardina_upgrade_generate (g, side, out);    /* 31.1: upgrades.c */
  /* split refuses every regular of a nation short of detachments */
  gboolean spares[2] = { two_spare_detachments (g, ARDINA_UNATION_BRITISH),
                         two_spare_detachments (g, ARDINA_UNATION_HESSIAN) };
  for (guint i = 0; side == ARDINA_SIDE_BRITISH && i < ARDINA_DATA_N_UNITS; i++)
    {
      if (g->units[i].zone != ARDINA_ZONE_MAP)
        continue;
      if (exchangeable (&ardina_data_units[i]) && spares[ardina_data_units[i].nation == ARDINA_UNATION_HESSIAN]
          && split (&c, side, (uint16_t) i))
        ardina_actions_add (out, side, ARDINA_VERB_SPLIT, 1, i);
      if (ardina_data_units[i].type != ARDINA_UNIT_TYPE_DETACHMENT)
        continue;
      ARDINA_BOARD_EACH_UNIT (g, g->units[i].locale, j)
        if ((guint) j != i && ardina_data_units[j].type == ARDINA_UNIT_TYPE_DETACHMENT
            && merge (&c, side, (uint16_t) i, (uint16_t) j))
          ardina_actions_add (out, side, ARDINA_VERB_MERGE, 2, i, j);
    }
  ardina_actions_add (out, side, ARDINA_VERB_END, 0);
}

/* The mobilizations act accepts, generated (engine.h), in the order a
 * listing tried them in: units by kind and locale, then leaders. */
static void
mobilization_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) f;
  Listing s;
  uint16_t at[ARDINA_MAX_LOCALES];
  listing_init (&s, g, side);
  guint n = leader_locales (&s, at);
  generate_units (&s, n, out);
  ArdinaAction leader = ardina_action_make (side, ARDINA_VERB_MOBILIZE, 2, ARDINA_OPERAND_WORD (ARDINA_WORD_LEADER), 0);
  for (guint k = 0; k < n; k++)
    {
      leader.args[1] = (uint16_t) (ARDINA_CODE_LOCALE | at[k]);
      ardina_actions_push (out, &leader);
    }
  /* 28.1: a fortress goes where the side has units and the enemy none */
  LocaleSet sites = set_minus (&s.held[side], &s.held[ardina_other (side)]);
  ardina_fortress_mobilizations (g, side, sites.w, out);
  generate_rest (g, f, side, out);
}

/* The space debug builds check mobilization_generate against: every unit
 * and a leader in every locale. */
static void
mobilization_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  ArdinaAction mobilize = ardina_action_make (side, ARDINA_VERB_MOBILIZE, 2, 0, 0);
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    {
      mobilize.args[1] = (uint16_t) (ARDINA_CODE_LOCALE | l);
      for (guint u = 0; u < ARDINA_DATA_N_UNITS; u++)
        {
          mobilize.args[0] = (uint16_t) (ARDINA_CODE_UNIT | u);
          ardina_actions_push (out, &mobilize);
        }
      mobilize.args[0] = ARDINA_OPERAND_WORD (ARDINA_WORD_LEADER);
      ardina_actions_push (out, &mobilize);
      mobilize.args[0] = ARDINA_CODE_MARKER | ARDINA_MARKER_FORTRESS;   /* 28.1 */
      ardina_actions_push (out, &mobilize);
    }
  /* The other verbs: buy, a split of every unit, a merge of every pair
   * of detachments, the end. */
  ardina_actions_add (out, side, ARDINA_VERB_BUY, 0);
  ardina_partisan_space (side, out);
  ardina_upgrade_space (side, out);
  ardina_actions_add_codes (out, side, ARDINA_VERB_SPLIT, ARDINA_CODE_UNIT, ARDINA_DATA_N_UNITS);
  for (guint u = 0; u < ARDINA_DATA_N_UNITS; u++)
    for (guint v = 0; ardina_data_units[u].type == ARDINA_UNIT_TYPE_DETACHMENT && v < ARDINA_DATA_N_UNITS; v++)
      if (ardina_data_units[v].type == ARDINA_UNIT_TYPE_DETACHMENT)
        ardina_actions_add (out, side, ARDINA_VERB_MERGE, 2, ARDINA_CODE_UNIT | u, ARDINA_CODE_UNIT | v);
  ardina_actions_add (out, side, ARDINA_VERB_END, 0);
}


/* The phase stands on the turn at a mobilization step, for its acting
 * player; a window it opened may stand above it. */
static gboolean
mobilization_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const ArdinaFrame *turn = depth ? &g->stack[depth - 1] : NULL;
  const Mobilization *p = ARDINA_PAYLOAD (f, Mobilization);
  if (turn && turn->proc == ARDINA_PROC_TURN && turn->call == ARDINA_CALL_WAITING
      && ardina_turn_step_proc (turn->step) == f->proc && ardina_turn_step_actor (g, turn->step) == f->side
      && p->bought >= 0 && p->bought <= ARDINA_CONST (MARKER_PURCHASE_CAP))
    return TRUE;
  g_string_append (why, "a mobilization phase stands on the turn at its own step, for its acting player, "
                   "having bought at most 15 markers (7.3)");
  return FALSE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (Mobilization, bought, "bought", ARDINA_FIELD_INT, 0, 15),
};

const ArdinaProcClass ardina_mobilization_class = {
  .name = "mobilization", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = mobilization_run, .who = ardina_who_owner, .prompt = mobilization_prompt, .decision = mobilization_decision,
  .candidates = ardina_candidates_none, .act = mobilization_act, .check = mobilization_check,
  .generate = mobilization_generate, .space = mobilization_space,
};

/* ------------------------------------------------------------------ */
/* The recruit: a marker's choices (7.9, 13.11)                        */
/* ------------------------------------------------------------------ */

typedef struct {
  uint16_t piece;          /* the marker on the table */
  uint8_t kind;            /* ArdinaRecruitKind */
  uint8_t locale;          /* 1 + the locale chosen, or 0 */
  uint8_t left;            /* units still to raise (Drillmaster) */
} Recruit;

static const char *const recruit_steps[] = { "choosing" };
static const char *const recruit_kind_names[ARDINA_RECRUIT_COUNT] = {
  "hessians", "indians", "drillmaster-american", "drillmaster-british", "pulaski", "leader-arises", "minutemen",
};

static const char *
recruit_kind_name (guint i)
{
  return i < ARDINA_RECRUIT_COUNT ? recruit_kind_names[i] : "?";
}

/* The marker's work is done: it goes to the pool (7.7). */
static void
recruit_finish (ArdinaCtx *c, ArdinaSide side, Recruit *r)
{
  ardina_piece_move (c->g, r->piece, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
  ardina_emit (c, ARDINA_R_7_7, side, "%s goes back to the pool", ardina_code_label (r->piece));
  ardina_pop (c, 0);
}

static gboolean
is_type (uint16_t unit, uint8_t nation, uint8_t type)
{
  return ardina_data_units[unit].nation == nation && ardina_data_units[unit].type == type;
}

/* Which units each marker raises. */
static gboolean
unit_fits (uint8_t kind, uint16_t unit)
{
  switch (kind)
    {
    case ARDINA_RECRUIT_HESSIANS:
      return ardina_data_units[unit].nation == ARDINA_UNATION_HESSIAN;
    case ARDINA_RECRUIT_INDIANS:
      return ardina_data_units[unit].nation == ARDINA_UNATION_INDIAN;
    case ARDINA_RECRUIT_DRILL_AMERICAN:
      return is_type (unit, ARDINA_UNATION_AMERICAN, ARDINA_UNIT_TYPE_REGULAR);
    case ARDINA_RECRUIT_DRILL_BRITISH:
      return is_type (unit, ARDINA_UNATION_BRITISH, ARDINA_UNIT_TYPE_REGULAR)
             || is_type (unit, ARDINA_UNATION_BRITISH, ARDINA_UNIT_TYPE_LIGHT);
    case ARDINA_RECRUIT_PULASKI:
      return is_type (unit, ARDINA_UNATION_AMERICAN, ARDINA_UNIT_TYPE_REGULAR)
             || is_type (unit, ARDINA_UNATION_AMERICAN, ARDINA_UNIT_TYPE_LIGHT);
    case ARDINA_RECRUIT_MINUTEMEN:   /* 7.9: the player's own militia */
      return is_type (unit, ARDINA_UNATION_AMERICAN, ARDINA_UNIT_TYPE_MILITIA)
             || is_type (unit, ARDINA_UNATION_BRITISH, ARDINA_UNIT_TYPE_MILITIA);
    default:
      return FALSE;
    }
}

/* The first British militia in @locale, or ARDINA_NONE. */
static uint16_t
british_militia_at (const ArdinaGame *g, uint16_t locale)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (is_type ((uint16_t) i, ARDINA_UNATION_BRITISH, ARDINA_UNIT_TYPE_MILITIA) && g->units[i].zone == ARDINA_ZONE_MAP
        && g->units[i].locale == locale)
      return (uint16_t) i;
  return ARDINA_NONE;
}

/* Where each marker places its units: Britain's box (Hessians), an Indian
 * locale within 27.2's limits, the chosen leader's locale, a locale with a
 * friendly leader (Pulaski; the British Drillmaster's with a militia). */
static gboolean
recruit_where (ArdinaCtx *c, ArdinaSide side, const Recruit *r, uint16_t locale)
{
  switch (r->kind)
    {
    case ARDINA_RECRUIT_HESSIANS:
      if (locale != ARDINA_LOCALE_BRITAIN)
        return ardina_refuse (c, ARDINA_R_7_9, "the Hessians marker raises its unit in the Britain box");
      return TRUE;
    case ARDINA_RECRUIT_INDIANS:
      return ardina_indian_locale_ok (c, locale);
    case ARDINA_RECRUIT_DRILL_AMERICAN:
      if (!r->locale || locale != r->locale - 1)
        return ardina_refuse (c, ARDINA_R_7_9, "the Drillmaster's regulars are raised in the chosen leader's locale");
      return TRUE;
    case ARDINA_RECRUIT_DRILL_BRITISH:
      if (!ardina_leader_value_at (c->g, side, locale) || british_militia_at (c->g, locale) == ARDINA_NONE)
        return ardina_refuse (c, ARDINA_R_7_9, "the British Drillmaster replaces a militia in a locale with a "
                              "British leader");
      return TRUE;
    case ARDINA_RECRUIT_PULASKI:
      if (!ardina_leader_value_at (c->g, side, locale))
        return ardina_refuse (c, ARDINA_R_7_9, "Pulaski's unit joins a friendly leader");
      return TRUE;
    case ARDINA_RECRUIT_MINUTEMEN:
      return ardina_minutemen_locale_ok (c, side, locale);
    default:
      return ardina_refuse (c, ARDINA_R_7_9, "this marker raises no unit");
    }
}

static gboolean
recruit_mobilize (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side, uint16_t unit, uint16_t locale)
{
  Recruit *r = ARDINA_PAYLOAD (f, Recruit);
  if (unit >= ARDINA_DATA_N_UNITS || !unit_fits (r->kind, unit))
    return ardina_refuse (c, ARDINA_R_7_9, "%s does not raise that unit", ardina_code_label (r->piece));
  if (locale >= ARDINA_DATA_N_LOCALES || !ardina_unit_available (c, side, unit) || !recruit_where (c, side, r, locale)
      || !ardina_locale_open (c, side, unit, locale))
    return FALSE;
  if (r->kind == ARDINA_RECRUIT_HESSIANS && ardina_turn_facts_get (c->g) && ardina_turn_facts_get (c->g)->hessians_barred)
    return ardina_refuse (c, ARDINA_R_7_9, "the American played Hessians: no Hessian is recruited this turn");
  int cost = 0;
  if (r->kind == ARDINA_RECRUIT_DRILL_AMERICAN)
    {
      cost = ardina_item_cost (c->g, side, ARDINA_ITEM_DRILLMASTER_REGULAR, ARDINA_NATION_AMERICAN,
                               ARDINA_BRACKET_ANY, NULL);
      if (!afford (c, side, cost, "a Drillmaster regular"))
        return FALSE;
    }
  if (c->check_only)
    return TRUE;
  if (r->kind == ARDINA_RECRUIT_DRILL_BRITISH)
    {
      uint16_t m = british_militia_at (c->g, locale);
      ardina_place_put (c->g, m, ARDINA_ZONE_RESERVE, c->g->units[m].locale);   /* back to the counter mix */
      c->g->units[m].flags = 0;
      c->g->units[m].carrier = 0;
      ardina_emit (c, ARDINA_R_7_9, side, "%s's Drillmaster removes %s from %s (R-58)", ardina_side_label (side),
                   ardina_data_units[m].label, ardina_data_locales[locale].label);
    }
  ardina_emit (c, ARDINA_R_13_11, side, "%s raises a unit with %s", ardina_side_label (side),
               ardina_code_label (r->piece));
  if (!ardina_mobilize_put (c, side, unit, locale, cost, ARDINA_R_7_9))
    return FALSE;
  if (r->kind == ARDINA_RECRUIT_DRILL_AMERICAN && --r->left)
    return TRUE;
  recruit_finish (c, side, r);
  return TRUE;
}

static gboolean
recruit_choose (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side, uint16_t code)
{
  Recruit *r = ARDINA_PAYLOAD (f, Recruit);
  uint16_t l = ARDINA_CODE_INDEX (code);
  gboolean chooses = r->kind == ARDINA_RECRUIT_LEADER_ARISES || (r->kind == ARDINA_RECRUIT_DRILL_AMERICAN && !r->locale);
  if (!chooses || ARDINA_CODE_KIND (code) != ARDINA_CODE_LOCALE || l >= ARDINA_DATA_N_LOCALES)
    return ardina_refuse (c, ARDINA_R_7_9, "%s asks for no locale now", ardina_code_label (r->piece));
  if (r->kind == ARDINA_RECRUIT_LEADER_ARISES)
    {
      if (!ardina_side_units_at (c->g, side, l))
        return ardina_refuse (c, ARDINA_R_7_9, "Leader Arises is placed atop a friendly combat unit");
      if (c->check_only)
        return TRUE;
      ArdinaPlace *p = ardina_place_of (c->g, r->piece);
      ardina_place_put (c->g, r->piece, ARDINA_ZONE_MAP, l);
      p->side = (uint8_t) side;
      ardina_emit (c, ARDINA_R_7_9, side, "%s places Leader Arises in %s: a leader of value %d until the "
                   "Enlistment Phase", ardina_side_label (side), ardina_data_locales[l].label,
                   ARDINA_CONST (LEADER_ARISES_VALUE));
      ardina_pop (c, 0);
      return TRUE;
    }
  guint value = ardina_leader_value_at (c->g, side, l);
  if (!value)
    return ardina_refuse (c, ARDINA_R_7_9, "the Drillmaster needs a locale with a friendly leader");
  if (c->check_only)
    return TRUE;
  r->locale = (uint8_t) (l + 1);
  r->left = (uint8_t) value;
  ardina_emit (c, ARDINA_R_7_9, side, "%s's Drillmaster works in %s: up to %u regular%s at 2 points each",
               ardina_side_label (side), ardina_data_locales[l].label, value, value == 1 ? "" : "s");
  return TRUE;
}

static gboolean
recruit_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  Recruit *r = ARDINA_PAYLOAD (f, Recruit);
  ArdinaSide side = (ArdinaSide) a->side;
  switch (a->verb)
    {
    case ARDINA_VERB_MOBILIZE:
      if (ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_UNIT || ARDINA_CODE_KIND (a->args[1]) != ARDINA_CODE_LOCALE)
        return ardina_refuse (c, ARDINA_R_7_9, "%s raises a combat unit in a locale", ardina_code_label (r->piece));
      return recruit_mobilize (c, f, side, a->args[0], ARDINA_CODE_INDEX (a->args[1]));
    case ARDINA_VERB_CHOOSE:
      return recruit_choose (c, f, side, a->args[0]);
    case ARDINA_VERB_END:
      if (r->kind != ARDINA_RECRUIT_DRILL_AMERICAN || !r->locale)
        return ardina_refuse (c, ARDINA_R_7_9, "%s is not done yet", ardina_code_label (r->piece));
      if (c->check_only)
        return TRUE;
      recruit_finish (c, side, r);
      return TRUE;
    default:
      return ardina_refuse (c, ARDINA_R_7_9, "%s waits for its choices", ardina_code_label (r->piece));
    }
}

static void
recruit_candidates (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  const Recruit *r = ARDINA_PAYLOAD (f, Recruit);
  gboolean chooses = r->kind == ARDINA_RECRUIT_LEADER_ARISES || (r->kind == ARDINA_RECRUIT_DRILL_AMERICAN && !r->locale);
  if (chooses)
    {
      for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
        ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, ARDINA_CODE_LOCALE | l);
      return;
    }
  int only = r->kind == ARDINA_RECRUIT_HESSIANS ? ARDINA_LOCALE_BRITAIN
             : r->kind == ARDINA_RECRUIT_DRILL_AMERICAN ? r->locale - 1 : -1;
  unit_candidates (g, side, r->kind, only, out);
  if (r->kind == ARDINA_RECRUIT_DRILL_AMERICAN)
    ardina_actions_add (out, side, ARDINA_VERB_END, 0);
}

static void
recruit_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  const Recruit *r = ARDINA_PAYLOAD (f, Recruit);
  out->kind = ARDINA_DECISION_CHOOSE;
  out->rule = ardina_rule_nth (ARDINA_R_7_9);
  gboolean chooses = r->kind == ARDINA_RECRUIT_LEADER_ARISES || (r->kind == ARDINA_RECRUIT_DRILL_AMERICAN && !r->locale);
  g_snprintf (out->prompt, sizeof out->prompt, "%s: %s %s", ardina_code_label (r->piece), ardina_side_label (side),
              chooses ? "chooses a locale (choose LOCALE)"
              : r->kind == ARDINA_RECRUIT_DRILL_AMERICAN ? "raises regulars (mobilize UNIT LOCALE) or stops (end)"
              : "chooses the unit and locale (mobilize UNIT LOCALE)");
}

static ArdinaRun
recruit_run (ArdinaCtx *c, ArdinaFrame *f)
{
  return ARDINA_RUN_DECIDE;
}

/* It stands on the window that played its marker, the marker on the
 * table. */
/* The marker each kind of recruiting carries out, and who plays it
 * (ARDINA_SIDE_NONE: either): hessians.c, indians.c, drillmaster.c,
 * pulaski.c (7.8), leader-arises.c, minutemen.c. */
static const struct {
  uint8_t campaign;
  uint8_t side;
} recruit_markers[ARDINA_RECRUIT_COUNT] = {
  [ARDINA_RECRUIT_HESSIANS] = { ARDINA_CAMPAIGN_HESSIANS, ARDINA_SIDE_BRITISH },
  [ARDINA_RECRUIT_INDIANS] = { ARDINA_CAMPAIGN_INDIANS, ARDINA_SIDE_BRITISH },
  [ARDINA_RECRUIT_DRILL_AMERICAN] = { ARDINA_CAMPAIGN_DRILLMASTER, ARDINA_SIDE_AMERICAN },
  [ARDINA_RECRUIT_DRILL_BRITISH] = { ARDINA_CAMPAIGN_DRILLMASTER, ARDINA_SIDE_BRITISH },
  [ARDINA_RECRUIT_PULASKI] = { ARDINA_CAMPAIGN_PULASKI, ARDINA_SIDE_AMERICAN },
  [ARDINA_RECRUIT_LEADER_ARISES] = { ARDINA_CAMPAIGN_LEADER_ARISES, ARDINA_SIDE_NONE },
  [ARDINA_RECRUIT_MINUTEMEN] = { ARDINA_CAMPAIGN_MINUTEMEN, ARDINA_SIDE_NONE },
};

static gboolean
recruit_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const Recruit *r = ARDINA_PAYLOAD (f, Recruit);
  /* The marker carried out is the one its window is playing (7.9): never
   * another, such as the spare (7.8). */
  if (!(depth && g->stack[depth - 1].proc == ARDINA_PROC_WINDOW && r->kind < ARDINA_RECRUIT_COUNT
      && ardina_window_piece (&g->stack[depth - 1]) == r->piece
      && ARDINA_CODE_KIND (r->piece) == ARDINA_CODE_PIECE && ARDINA_CODE_INDEX (r->piece) < ARDINA_DATA_N_CAMPAIGN_PIECES
      && g->pieces[ARDINA_CODE_INDEX (r->piece)].zone == ARDINA_ZONE_ASIDE && f->side <= ARDINA_SIDE_BRITISH))
    {
      g_string_append (why, "a recruiting marker is carried out from its window, its marker on the table");
      return FALSE;
    }
  /* The recruiting is the marker's own, by the side that may play it. */
  if (ardina_piece_campaign (r->piece) != recruit_markers[r->kind].campaign
      || (recruit_markers[r->kind].side != ARDINA_SIDE_NONE && f->side != recruit_markers[r->kind].side))
    {
      g_string_append_printf (why, "[7.9] the %s recruiting carries out a marker of another kind (%s) or for "
                              "another side", recruit_kind_names[r->kind], ardina_code_name (r->piece));
      return FALSE;
    }
  return TRUE;
}

static const ArdinaField recruit_fields[] = {
  ARDINA_FIELD_DEF (Recruit, piece, "marker", ARDINA_FIELD_CODE, 0, ARDINA_CODE_KINDS (ARDINA_CODE_PIECE)),
  ARDINA_FIELD_NAMED (Recruit, kind, "kind", recruit_kind_name, ARDINA_RECRUIT_COUNT),
  ARDINA_FIELD_DEF (Recruit, locale, "locale", ARDINA_FIELD_BYTE, 0, ARDINA_DATA_N_LOCALES),
  ARDINA_FIELD_DEF (Recruit, left, "left", ARDINA_FIELD_BYTE, 0, 9),
};

const ArdinaProcClass ardina_recruit_class = {
  .name = "recruit", .owner = ARDINA_OWNER_PLAYER,
  .steps = recruit_steps, .n_steps = G_N_ELEMENTS (recruit_steps),
  .fields = recruit_fields, .n_fields = G_N_ELEMENTS (recruit_fields),
  .run = recruit_run, .who = ardina_who_owner, .prompt = recruit_prompt,
  .candidates = recruit_candidates, .act = recruit_act, .equivalents = alike_mobilizations,
  .check = recruit_check,
};

gboolean
ardina_recruit_call (ArdinaCtx *c, ArdinaSide side, uint16_t piece, ArdinaRecruitKind kind)
{
  ArdinaFrame *f = ardina_call (c, ARDINA_PROC_RECRUIT, side);
  if (!f)
    return FALSE;
  *ARDINA_PAYLOAD (f, Recruit) = (Recruit) { .piece = piece, .kind = (uint8_t) kind };
  return TRUE;
}

/* Is any of @f's candidates accepted? */
static gboolean
any_accepted (const ArdinaGame *g, ArdinaFrame *f, ArdinaSide side)
{
  ArdinaCtx s = { .g = (ArdinaGame *) g, .check_only = TRUE };
  ArdinaActionList l;
  ardina_actions_init (&l);
  recruit_candidates (g, f, side, &l);
  gboolean ok = FALSE;
  for (guint i = 0; i < l.n && !ok; i++)
    if (l.v[i].verb != ARDINA_VERB_END)
      ok = recruit_act (&s, f, &l.v[i]);
  ardina_actions_clear (&l);
  return ok;
}

gboolean
ardina_recruit_possible (ArdinaCtx *c, ArdinaSide side, uint16_t piece, ArdinaRecruitKind kind)
{
  ArdinaFrame f = { .proc = ARDINA_PROC_RECRUIT, .side = (uint8_t) side };
  Recruit *r = ARDINA_PAYLOAD (&f, Recruit);
  *r = (Recruit) { .piece = piece, .kind = (uint8_t) kind };
  gboolean ok = FALSE;
  if (kind == ARDINA_RECRUIT_DRILL_AMERICAN)
    for (guint l = 0; l < ARDINA_DATA_N_LOCALES && !ok; l++)
      {
        r->left = (uint8_t) ardina_leader_value_at (c->g, side, (uint16_t) l);
        r->locale = (uint8_t) (l + 1);
        ok = r->left && any_accepted (c->g, &f, side);
      }
  else
    ok = any_accepted (c->g, &f, side);
  if (!ok)
    return ardina_refuse (c, ARDINA_R_7_9, "%s cannot be carried out now: nothing it allows is possible",
                          ardina_code_label (piece));
  return TRUE;
}
