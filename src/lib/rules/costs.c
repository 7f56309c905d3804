/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What a unit costs and where it may come into play (13, 27, 4.8, 25.5).
 *
 * The Mobilization Phase (mobilization.c) and the action markers that
 * recruit (Hessians, Indians, Drillmaster, Pulaski: 7.9, 13.11) ask the
 * same three questions, answered here once:
 *   - is the unit available at all: in the counter mix, not in play, not a
 *     detachment, not an eliminated Hessian, a nation the side controls
 *     (4.11, 13.5, 13.7, 13.9, 13.10, 26.1, 27.1, 27.2);
 *   - may any unit of its nation stand in the locale: off-map boxes and
 *     neutral divisions (25.2-25.4, 26.3), never with enemy units but for
 *     Indians (27.2, R-55), never at sea;
 *   - may this type be raised there in the ordinary way: regulars in their
 *     box, the rest in regions, militia in their home divisions (13.6,
 *     13.8, R-53, R-54), Indians in Indian locales within 27.2's limits.
 * A marker names its own locale, so it asks only the first two, and where
 * its own rule allows (Minutemen, 7.9: ardina_minutemen_locale_ok).
 *
 * Costs come from the compiled Mobilization Table (ardina_data_costs[],
 * rules-xml/mobilization.xml): by item, nation and, for militia and
 * partisans, the loyalty bracket of the locale; the Continental's
 * price falls once Continental Army Professionalizes is in effect (13.4,
 * R-30); the British pay double on turn 1 (4.8, R-38). */
#include "rules.h"
#include "core/board.h"

/* The Mobilization Table's nation of a unit's nation: Hessians and
 * Indians are priced among the British rows by their own items. */
static uint8_t
table_nation (uint8_t unit_nation)
{
  switch (unit_nation)
    {
    case ARDINA_UNATION_AMERICAN:
      return ARDINA_NATION_AMERICAN;
    case ARDINA_UNATION_FRENCH:
      return ARDINA_NATION_FRENCH;
    case ARDINA_UNATION_SPANISH:
      return ARDINA_NATION_SPANISH;
    default:
      return ARDINA_NATION_BRITISH;
    }
}

/* The table's item of a unit: every Hessian counter is a Hessian (27.1),
 * every Indian an Indian (27.2). */
static uint8_t
table_item (uint16_t unit)
{
  const ArdinaDataUnit *d = &ardina_data_units[unit];
  if (d->nation == ARDINA_UNATION_HESSIAN)
    return ARDINA_ITEM_HESSIAN;
  switch (d->type)
    {
    case ARDINA_UNIT_TYPE_GRENADIER:
      return ARDINA_ITEM_GRENADIER;
    case ARDINA_UNIT_TYPE_LIGHT:
      return ARDINA_ITEM_LIGHT;
    case ARDINA_UNIT_TYPE_MILITIA:
      return ARDINA_ITEM_MILITIA;
    case ARDINA_UNIT_TYPE_MARINE:
      return ARDINA_ITEM_MARINE;
    case ARDINA_UNIT_TYPE_FLEET:
      return ARDINA_ITEM_FLEET;
    case ARDINA_UNIT_TYPE_INDIAN:
      return ARDINA_ITEM_INDIAN;
    default:
      return ARDINA_ITEM_REGULAR;
    }
}

/* 13.4, R-30: a progress effect is in force once the marker stands at or
 * beyond the level that brings it (the table's effects are cumulative). */
static gboolean
progress_effect (const ArdinaGame *g, guint effect)
{
  for (guint i = 0; i <= g->progress && i < ARDINA_DATA_N_PROGRESS; i++)
    if (ardina_data_progress[i].effects >> effect & 1)
      return TRUE;
  return FALSE;
}

/* A row's progress condition: before or from a level, read as the effect
 * that level brings (13.4: Continental Army Professionalizes). Only the
 * rows with a condition read the track. */
static gboolean
progress_fits (const ArdinaGame *g, const ArdinaDataCost *r)
{
  if (r->progress_before == ARDINA_NONE && r->progress_from == ARDINA_NONE)
    return TRUE;
  gboolean reduced = progress_effect (g, ARDINA_PROGRESS_EFFECT_CONTINENTAL_COST_REDUCED);
  return r->progress_before != ARDINA_NONE ? !reduced : reduced;
}

/* The Mobilization Table's rows of each item, in table order: row
 * rows[first[i]] up to, not including, rows[first[i + 1]]. A price is
 * asked in every Mobilization listing, many times: its search walks its
 * item's rows only, finding the same first row a walk of the table
 * would. Made once from the data. */
typedef struct {
  guint first[ARDINA_ITEM_COUNT + 1];
  uint8_t rows[ARDINA_DATA_N_COSTS];
} ItemRows;

static const ItemRows *
item_rows (void)
{
  static ItemRows t;
  static gsize done = 0;
  G_STATIC_ASSERT (ARDINA_DATA_N_COSTS <= 256);
  if (g_once_init_enter (&done))
    {
      guint n = 0;
      for (guint item = 0; item < ARDINA_ITEM_COUNT; item++)
        {
          t.first[item] = n;
          for (guint i = 0; i < ARDINA_DATA_N_COSTS; i++)
            if (ardina_data_costs[i].item == item)
              t.rows[n++] = (uint8_t) i;
        }
      t.first[ARDINA_ITEM_COUNT] = n;
      g_once_init_leave (&done, 1);
    }
  return &t;
}

gboolean
ardina_continentals_reduced (const ArdinaGame *g)
{
  return progress_effect (g, ARDINA_PROGRESS_EFFECT_CONTINENTAL_COST_REDUCED);
}

int
ardina_item_cost (const ArdinaGame *g, ArdinaSide side, uint8_t item, uint8_t nation, uint8_t bracket,
                  gboolean *reconstructed)
{
  const ItemRows *t = item_rows ();
  for (guint k = item < ARDINA_ITEM_COUNT ? t->first[item] : 0; item < ARDINA_ITEM_COUNT && k < t->first[item + 1]; k++)
    {
      const ArdinaDataCost *r = &ardina_data_costs[t->rows[k]];
      if ((r->nation != nation && r->nation != ARDINA_NATION_ANY)
          || (r->bracket != ARDINA_BRACKET_ANY && r->bracket != bracket) || !progress_fits (g, r))
        continue;
      if (reconstructed)
        *reconstructed = ardina_data_values[r->value_index].source == ARDINA_SOURCE_RECONSTRUCTED;
      int points = r->points;
      /* 4.8, R-38: everything the British buy on turn 1 costs double, but
       * the Drillmaster's price is an American one and upgrades are not
       * purchases of new forces. */
      if (ardina_turn1_doubled (g, side) && item != ARDINA_ITEM_MILITIA_UPGRADE)
        points *= ARDINA_CONST (BRITISH_TURN1_COST_MULTIPLIER);
      return points;
    }
  return -1;
}

gboolean
ardina_turn1_doubled (const ArdinaGame *g, ArdinaSide side)
{
  return side == ARDINA_SIDE_BRITISH && g->year == ARDINA_CONST (FIRST_YEAR);
}

int
ardina_unit_cost (const ArdinaGame *g, ArdinaSide side, uint16_t unit, uint16_t locale, gboolean *reconstructed)
{
  uint8_t bracket = (uint8_t) ardina_loyalty_bracket (g, locale, side);
  int cost = ardina_item_cost (g, side, table_item (unit), table_nation (ardina_data_units[unit].nation), bracket,
                               reconstructed);
  if (cost < 0)
    return cost;
  ARDINA_HOOK_EACH (row, g, MOBILIZE_COST)
    cost = row->fn.MOBILIZE_COST (g, side, unit, locale, cost);
  return cost;
}

static gboolean
side_units_scan (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (g->units[i].zone == ARDINA_ZONE_MAP && g->units[i].locale == locale && ardina_unit_controller (g, i) == side)
      return TRUE;
  return FALSE;
}

/* A walk of the units the board lists in @locale (core/board.c), carried,
 * besieging and in-battle ones included; debug builds hold it to the scan
 * of every unit. */
gboolean
ardina_side_units_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  if (locale >= ARDINA_MAX_LOCALES)
    return side_units_scan (g, side, locale);
  gboolean found = FALSE;
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side)
      {
        found = TRUE;
        break;
      }
#ifdef ARDINA_DEBUG
  g_assert (found == side_units_scan (g, side, locale));
#endif
  return found;
}

/* One walk of the board's lists, each unit's side read from a table of
 * its nation's controller (26.1), for what ardina_side_units_at answers
 * a locale at a time; debug builds hold every locale to it. */
void
ardina_sides_at (const ArdinaGame *g, uint64_t held[2][ARDINA_MAX_LOCALES / 64])
{
  ArdinaSide by_nation[ARDINA_UNATION_COUNT];
  for (guint n = 0; n < ARDINA_UNATION_COUNT; n++)
    by_nation[n] = ardina_nation_controller (g, (uint8_t) n);
  memset (held, 0, 2 * sizeof held[0]);
  for (uint16_t l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    ARDINA_BOARD_EACH_UNIT (g, l, i)
      {
        ArdinaSide s = by_nation[ardina_data_units[i].nation];
        if (s == ARDINA_SIDE_AMERICAN || s == ARDINA_SIDE_BRITISH)
          held[s][l / 64] |= G_GUINT64_CONSTANT (1) << (l % 64);
      }
#ifdef ARDINA_DEBUG
  for (uint16_t l = 0; l < ARDINA_MAX_LOCALES; l++)
    for (guint s = 0; s < 2; s++)
      g_assert ((held[s][l / 64] >> (l % 64) & 1) == (uint64_t) ardina_side_units_at (g, (ArdinaSide) s, l));
#endif
}

/* The best leadership value among @side's leaders in @locale, a Leader
 * Arises marker counting as a leader of value 1 (7.9); 0 when none. */
guint
ardina_leader_value_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  guint best = 0;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (g->leaders[i].zone == ARDINA_ZONE_MAP && g->leaders[i].locale == locale
        && ardina_leader_side (i) == side && ardina_nation_allied (g, ardina_data_leaders[i].nation))
      best = MAX (best, ardina_data_leaders[i].value);
  if (ardina_arises_at (g, side, locale))
    best = MAX (best, (guint) ARDINA_CONST (LEADER_ARISES_VALUE));
  return best;
}

/* Units of @nation and @type still in the counter mix for mobilization. */
static guint
left_of_type (const ArdinaGame *g, uint8_t nation, uint8_t type)
{
  guint n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_data_units[i].nation == nation && ardina_data_units[i].type == type
        && (g->units[i].zone == ARDINA_ZONE_RESERVE
            || (g->units[i].zone == ARDINA_ZONE_ELIMINATED && nation != ARDINA_UNATION_HESSIAN)))
      n++;
  return n;
}

gboolean
ardina_unit_available (ArdinaCtx *c, ArdinaSide side, uint16_t unit)
{
  if (unit >= ARDINA_DATA_N_UNITS)
    return ardina_refuse (c, ARDINA_R_13_3, "only combat units and leaders are mobilized");
  const ArdinaDataUnit *d = &ardina_data_units[unit];
  const ArdinaPlace *p = &c->g->units[unit];
  if (d->type == ARDINA_UNIT_TYPE_DETACHMENT)
    return ardina_refuse (c, ARDINA_R_13_7, "%s is a detachment: detachments come into play only by "
                          "splitting a regular (split)", d->label);
  if (ardina_nation_side (d->nation) != side)
    {
      uint16_t rule = d->nation == ARDINA_UNATION_HESSIAN || d->type == ARDINA_UNIT_TYPE_GRENADIER ? ARDINA_R_13_9
                      : d->nation == ARDINA_UNATION_INDIAN ? ARDINA_R_27_2 : ARDINA_R_13_1;
      return ardina_refuse (c, rule, "%s is not a unit the %s player may mobilize", d->label, ardina_side_name (side));
    }
  ARDINA_HOOK_EACH (row, c->g, MOBILIZE_AVAILABLE)   /* 26.1 (at-war.c) */
    if (!row->fn.MOBILIZE_AVAILABLE (c, side, unit))
      return FALSE;
  if (p->zone == ARDINA_ZONE_ELIMINATED && d->nation == ARDINA_UNATION_HESSIAN)
    return ardina_refuse (c, ARDINA_R_13_5, "%s is an eliminated Hessian: Hessians never return to play "
                          "(13.5, 27.1)", d->label);
  if (p->zone == ARDINA_ZONE_ASIDE)
    return ardina_refuse (c, ARDINA_R_4_11, "%s is set aside (4.9, 4.10): only the units not set aside are "
                          "reinforcements", d->label);
  if (p->zone != ARDINA_ZONE_RESERVE && p->zone != ARDINA_ZONE_ELIMINATED)
    {
      /* What is left is counted for the message alone: a check-only
       * refusal has none (ardina_refuse). */
      guint left = c->error ? left_of_type (c->g, d->nation, d->type) : 0;
      return ardina_refuse (c, ARDINA_R_13_10, "%s is already in play; %u counter%s of that type remain%s in the "
                            "counter mix", d->label, left, left == 1 ? "" : "s", left == 1 ? "s" : "");
    }
  return TRUE;
}

static gboolean
land (uint16_t locale)
{
  uint8_t k = ardina_data_locales[locale].kind;
  return k == ARDINA_LOCALE_KIND_TOWN || k == ARDINA_LOCALE_KIND_WILDERNESS || k == ARDINA_LOCALE_KIND_INDIAN;
}

gboolean
ardina_locale_open (ArdinaCtx *c, ArdinaSide side, uint16_t unit, uint16_t locale)
{
  const ArdinaDataUnit *d = &ardina_data_units[unit];
  if (locale >= ARDINA_DATA_N_LOCALES)
    return ardina_refuse (c, ARDINA_R_13_1, "no such locale");
  const ArdinaDataLocale *l = &ardina_data_locales[locale];
  if (l->kind == ARDINA_LOCALE_KIND_HIGH_SEAS)
    return ardina_refuse (c, ARDINA_R_13_6, "units are not mobilized at sea: %s", l->label);
  uint16_t barred = ardina_locale_barred (c->g, locale, d->nation);
  if (barred)
    return ardina_refuse (c, barred, "%s may not be in %s", d->label, l->label);
  /* 27.2(2) lets Indians alone enter a locale held by the enemy. */
  if (d->type != ARDINA_UNIT_TYPE_INDIAN && ardina_side_units_at (c->g, ardina_other (side), locale))
    return ardina_refuse (c, ARDINA_R_27_2, "%s holds enemy units: only Indians are raised where the enemy "
                          "stands (R-55)", l->label);
  return TRUE;
}

/* Indian units raised in @locale this turn (27.2: they carry the
 * mobilized mark until the turn advances). */
static guint
indians_raised_at (const ArdinaGame *g, uint16_t locale)
{
  guint n = 0;
  ARDINA_BOARD_EACH_UNIT_IF (g, locale, ARDINA_PIECE_MOBILIZED, ARDINA_PIECE_MOBILIZED, i)
    if (ardina_data_units[i].type == ARDINA_UNIT_TYPE_INDIAN)
      n++;
  return n;
}

gboolean
ardina_indian_locale_ok (ArdinaCtx *c, uint16_t locale)
{
  const ArdinaDataLocale *l = &ardina_data_locales[locale];
  if (l->kind != ARDINA_LOCALE_KIND_INDIAN)
    return ardina_refuse (c, ARDINA_R_27_2, "Indian units are raised only in Indian locales; %s is not one",
                          l->label);
  if (indians_raised_at (c->g, locale) >= (guint) ARDINA_CONST (INDIAN_RECRUITS_PER_LOCALE))
    return ardina_refuse (c, ARDINA_R_27_2, "an Indian unit was already raised in %s this turn", l->label);
  if (ardina_massacre_here (c->g, locale))
    return ardina_refuse (c, ARDINA_R_37_2, "%s holds a massacre marker: no Indian unit is raised there", l->label);
  return TRUE;
}

/* 7.9, R-77: a Minutemen militia appears in a town or wilderness locale of
 * a colonial region pro its side, with no enemy combat unit nor partisan
 * there. */
gboolean
ardina_minutemen_locale_ok (ArdinaCtx *c, ArdinaSide side, uint16_t locale)
{
  const ArdinaDataLocale *l = &ardina_data_locales[locale];
  uint16_t r = ardina_locale_region (locale);
  if (l->kind != ARDINA_LOCALE_KIND_TOWN && l->kind != ARDINA_LOCALE_KIND_WILDERNESS)
    return ardina_refuse (c, ARDINA_R_7_9, "Minutemen appear in a town or wilderness locale; %s is neither", l->label);
  if (r == ARDINA_NONE || !ardina_data_map_regions[r].colonial)
    return ardina_refuse (c, ARDINA_R_7_9, "Minutemen appear in a colonial region; %s is not in one", l->label);
  if (ardina_loyalty_bracket (c->g, locale, side) != ARDINA_BRACKET_PRO)
    return ardina_refuse (c, ARDINA_R_7_9, "Minutemen appear only in a region pro the %s side; %s's is not",
                          ardina_side_name (side), l->label);
  ArdinaSide enemy = ardina_other (side);
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (c->g->units[i].zone == ARDINA_ZONE_MAP && c->g->units[i].locale == locale
        && ardina_unit_is_combat ((uint16_t) i) && ardina_unit_controller (c->g, (uint16_t) i) == enemy)
      return ardina_refuse (c, ARDINA_R_7_9, "an enemy combat unit stands in %s: no Minutemen there", l->label);
  if (ardina_enemy_partisan_at (c->g, side, locale))
    return ardina_refuse (c, ARDINA_R_7_9, "an enemy partisan stands in %s: no Minutemen there", l->label);
  return TRUE;
}

/* The divisions where a nation's militia are raised (13.8, R-54): the
 * seven colonial regions for the Americans and the British, Spain's
 * colonies (New Spain, Cuba) for Spain. */
static gboolean
militia_home (uint8_t nation, uint16_t locale)
{
  uint16_t r = ardina_locale_region (locale);
  if (r == ARDINA_NONE)
    return FALSE;
  if (nation == ARDINA_UNATION_SPANISH)
    return ardina_region_neutral_owner (r) == ARDINA_UNATION_SPANISH;
  if (nation == ARDINA_UNATION_AMERICAN || nation == ARDINA_UNATION_BRITISH)
    return ardina_data_map_regions[r].colonial;
  return FALSE;
}

/* 13.6, 13.8, R-53, R-54: where a type is raised in the ordinary way. */
gboolean
ardina_locale_kind_ok (ArdinaCtx *c, uint16_t unit, uint16_t locale)
{
  const ArdinaDataUnit *d = &ardina_data_units[unit];
  const ArdinaDataLocale *l = &ardina_data_locales[locale];
  uint8_t home_box = d->nation == ARDINA_UNATION_HESSIAN ? ARDINA_UNATION_BRITISH : d->nation;
  gboolean own_box = ardina_box_nation (locale) == home_box;
  gboolean colonial = land (locale) && ardina_locale_region (locale) != ARDINA_NONE
                      && ardina_data_map_regions[ardina_locale_region (locale)].colonial;
  if (d->type == ARDINA_UNIT_TYPE_INDIAN)
    return ardina_indian_locale_ok (c, locale);
  if (l->kind == ARDINA_LOCALE_KIND_INDIAN)
    return ardina_refuse (c, ARDINA_R_27_2, "only Indian units are raised in the Indian locale %s (R-54)", l->label);
  if (d->nation == ARDINA_UNATION_AMERICAN)
    {
      if (d->type == ARDINA_UNIT_TYPE_MILITIA && !colonial)
        return ardina_refuse (c, ARDINA_R_13_8, "American militia are raised only in the seven colonial regions");
      if (!colonial)
        return ardina_refuse (c, ARDINA_R_13_6, "American units appear in a town or wilderness locale of the "
                              "seven colonial regions (R-53); %s is not one", l->label);
      return TRUE;
    }
  switch (d->type)
    {
    case ARDINA_UNIT_TYPE_MILITIA:
      if (!land (locale) || !militia_home (d->nation, locale))
        return ardina_refuse (c, ARDINA_R_13_8, "%s militia are not raised in %s (13.8, R-54)",
                              d->nation == ARDINA_UNATION_SPANISH ? "Spanish" : "British", l->label);
      return TRUE;
    case ARDINA_UNIT_TYPE_GRENADIER:
    case ARDINA_UNIT_TYPE_LIGHT:
      if (own_box || (land (locale) && ardina_locale_region (locale) != ARDINA_NONE))
        return TRUE;
      return ardina_refuse (c, ARDINA_R_13_6, "%s is raised in a region or its own off-map box, not in %s",
                            d->label, l->label);
    default:   /* regulars, marines, fleets */
      if (own_box)
        return TRUE;
      return ardina_refuse (c, ARDINA_R_13_6, "%s is raised only in its own off-map box, not in %s", d->label,
                            l->label);
    }
}
