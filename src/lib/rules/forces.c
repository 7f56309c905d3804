/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Forces and what they are worth: who stands where (15.1), what a leader
 * gives the force he is with (21.3, 21.6, 21.7, R-13), what a route costs
 * a force (16.12), how many dice a unit fires (18.4(2), 18.12), what a
 * locale feeds (19.2, R-31) and who needs no food at all (19.4).
 *
 * Movement, battles, forage and enlistment all ask these questions, and a
 * player reading a case asks them too (the oracle's expectations), so
 * they are answered here once, from the state alone: no procedure's frame
 * is read. */
#include "rules.h"

#include <string.h>

/* ---- who stands where ---- */

ArdinaSide
ardina_leader_controller (const ArdinaGame *g, uint16_t leader)
{
  uint8_t n = ardina_data_leaders[leader].nation;
  return ardina_nation_allied (g, n) ? ardina_nation_side (n) : ARDINA_SIDE_NONE;
}

static gboolean
unit_at (const ArdinaGame *g, guint i, uint16_t locale)
{
  return g->units[i].zone == ARDINA_ZONE_MAP && g->units[i].locale == locale;
}

static gboolean
leader_at (const ArdinaGame *g, guint i, uint16_t locale)
{
  return g->leaders[i].zone == ARDINA_ZONE_MAP && g->leaders[i].locale == locale;
}

gboolean
ardina_is_fleet (uint16_t unit)
{
  return ardina_data_units[unit].type == ARDINA_UNIT_TYPE_FLEET;
}

void
ardina_force_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale, ArdinaForce *out)
{
  memset (out, 0, sizeof *out);
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (unit_at (g, i, locale) && ardina_unit_controller (g, (uint16_t) i) == side)
      ardina_units_add (&out->units, i);
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (leader_at (g, i, locale) && ardina_leader_controller (g, (uint16_t) i) == side)
      out->leaders |= (ArdinaLeaderSet) 1 << i;
}

/* 15.3, 16.10, 18.1: any unit or leader of the other side. Fleets count:
 * a force entering a port with an enemy fleet meets it there. */
gboolean
ardina_enemy_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ArdinaSide enemy = ardina_other (side);
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (unit_at (g, i, locale) && ardina_unit_controller (g, (uint16_t) i) == enemy)
      return TRUE;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (leader_at (g, i, locale) && ardina_leader_controller (g, (uint16_t) i) == enemy)
      return TRUE;
  return FALSE;
}

/* A fleet of @side at @locale (19.4, 24.7, R-72). */
gboolean
ardina_fleet_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_is_fleet ((uint16_t) i) && unit_at (g, i, locale) && ardina_unit_controller (g, (uint16_t) i) == side)
      return TRUE;
  return FALSE;
}

guint
ardina_force_units (const ArdinaForce *f)
{
  return ardina_units_count (&f->units);
}

guint
ardina_force_leaders (const ArdinaForce *f)
{
  return (guint) __builtin_popcountll (f->leaders);
}

/* ---- what a force is made of ---- */

/* 16.12: leaders, light troops and Indians only: trails cost them less. */
gboolean
ardina_force_light (const ArdinaForce *f)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_units_has (&f->units, i) && ardina_data_units[i].type != ARDINA_UNIT_TYPE_LIGHT
        && ardina_data_units[i].type != ARDINA_UNIT_TYPE_INDIAN)
      return FALSE;
  return TRUE;
}

/* 21.6: militia, light units and militia leaders only. */
gboolean
ardina_force_militia (const ArdinaForce *f)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_units_has (&f->units, i) && ardina_data_units[i].type != ARDINA_UNIT_TYPE_MILITIA
        && ardina_data_units[i].type != ARDINA_UNIT_TYPE_LIGHT)
      return FALSE;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if ((f->leaders >> i & 1) && ardina_data_leaders[i].kind != ARDINA_LEADER_KIND_MILITIA)
      return FALSE;
  return TRUE;
}

/* Fleets only (24.1): some units, every one a fleet. */
gboolean
ardina_force_naval (const ArdinaForce *f)
{
  gboolean any = FALSE;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_units_has (&f->units, i))
      {
        if (!ardina_is_fleet ((uint16_t) i))
          return FALSE;
        any = TRUE;
      }
  return any;
}

/* 21.7, 24.7, R-72: the first leader of @f who is no admiral (a general
 * or a militia leader, who neither sails with fleets nor is theirs), or
 * -1. */
int
ardina_force_landsman (const ArdinaForce *f)
{
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if ((f->leaders >> i & 1) && ardina_data_leaders[i].kind != ARDINA_LEADER_KIND_ADMIRAL)
      return (int) i;
  return -1;
}

/* ---- leaders ---- */

/* 21.3, 21.6, 21.7, R-13: what @leader gives @force (his own force: the
 * one moving, or his side's units in a battle). A disrupted leader gives
 * nothing for the rest of the battle; a militia leader gives his value
 * only to militia, light units and militia leaders; an admiral only to
 * fleets (and amphibious assaults, 24.6), a general never to fleets. */
guint
ardina_leader_effective (const ArdinaGame *g, uint16_t leader, const ArdinaForce *force)
{
  const ArdinaDataLeader *d = &ardina_data_leaders[leader];
  gboolean naval = ardina_force_naval (force);
  if (g->leaders[leader].flags & ARDINA_PIECE_DISRUPTED)
    return (guint) ARDINA_CONST (DISRUPTED_LEADER_VALUE);
  if (d->kind == ARDINA_LEADER_KIND_MILITIA && !ardina_force_militia (force))
    return (guint) ARDINA_CONST (MILITIA_LEADER_OTHER_VALUE);
  if ((d->kind == ARDINA_LEADER_KIND_ADMIRAL) != naval)
    return 0;
  return d->value;
}

/* Why a leader gives less than his printed value, for events: the rule,
 * or 0 when he gives it all. */
uint16_t
ardina_leader_reduced_by (const ArdinaGame *g, uint16_t leader, const ArdinaForce *force)
{
  const ArdinaDataLeader *d = &ardina_data_leaders[leader];
  if (ardina_leader_effective (g, leader, force) == d->value)
    return 0;
  if (g->leaders[leader].flags & ARDINA_PIECE_DISRUPTED)
    return ARDINA_R_21_3;
  if (d->kind == ARDINA_LEADER_KIND_MILITIA)
    return ARDINA_R_21_6;
  return ARDINA_R_21_7;
}

/* 7.9 Leader Arises: the markers of @side standing at @locale, each a
 * general of value ARDINA_CONST (LEADER_ARISES_VALUE). */
guint
ardina_arises_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  guint n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_MAP && g->pieces[i].locale == locale && g->pieces[i].side == side)
      n++;
  return n;
}

/* 7.9, 21.3, R-74: what the Leader Arises markers of @side at @locale
 * give a land battle: one each, as a general, none from a marker
 * disrupted in this battle. */
static guint
arises_value_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  guint n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_MAP && g->pieces[i].locale == locale && g->pieces[i].side == side
        && !(g->pieces[i].flags & ARDINA_PIECE_DISRUPTED))
      n++;
  return n * (guint) ARDINA_CONST (LEADER_ARISES_VALUE);
}

/* @side's land force at @locale, the force a land battle there is
 * fought with: its fleets stay out, so an admiral standing with them
 * gives nothing and a general his value (21.7). */
static void
land_force_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale, ArdinaForce *out)
{
  ArdinaForce all;
  ardina_force_at (g, side, locale, &all);
  memset (out, 0, sizeof *out);
  out->leaders = all.leaders;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_units_has (&all.units, i) && !ardina_is_fleet ((uint16_t) i))
      ardina_units_add (&out->units, i);
}

/* 18.4(1), R-13: the total effective leadership of @side's leaders at
 * @locale in a land battle there, Leader Arises markers included: the
 * most Tactics markers he may commit, and his initiative bonus. */
guint
ardina_leadership_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ArdinaForce f;
  land_force_at (g, side, locale, &f);
  guint total = 0;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (f.leaders >> i & 1)
      total += ardina_leader_effective (g, (uint16_t) i, &f);
  return total + arises_value_at (g, side, locale);
}

/* 21.7, R-71: an admiral of @side at @locale who gives a land battle
 * there nothing, for the event that says so; ARDINA_NONE when none. */
uint16_t
ardina_idle_admiral_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ArdinaForce f;
  land_force_at (g, side, locale, &f);
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if ((f.leaders >> i & 1) && ardina_data_leaders[i].kind == ARDINA_LEADER_KIND_ADMIRAL
        && !(g->leaders[i].flags & ARDINA_PIECE_DISRUPTED))
      return (uint16_t) i;
  return ARDINA_NONE;
}

/* ---- movement, fire, supply ---- */

/* 16.12: what crossing @route costs @force; -1 where the force may not go
 * at all (16.9: fleets keep to the seas, land units leave them to fleets). */
int
ardina_route_cost (const ArdinaForce *force, uint16_t route)
{
  gboolean naval = ardina_force_naval (force);
  switch (ardina_data_routes[route].kind)
    {
    case ARDINA_ROUTE_SEA:
      return naval ? ARDINA_CONST (MP_SEA) : -1;
    case ARDINA_ROUTE_ROAD:
      return naval ? -1 : ARDINA_CONST (MP_ROAD);
    case ARDINA_ROUTE_RIVER:
      return naval ? -1 : ARDINA_CONST (MP_RIVER);
    case ARDINA_ROUTE_TRAIL:
    default:
      if (naval)
        return -1;
      return ardina_force_light (force) ? ARDINA_CONST (MP_TRAIL_LIGHT) : ARDINA_CONST (MP_TRAIL);
    }
}

/* The route between two locales, or ARDINA_NONE. */
uint16_t
ardina_route_between (uint16_t from, uint16_t to)
{
  const ArdinaDataLocale *l = &ardina_data_locales[from];
  for (guint k = 0; k < l->n_adj; k++)
    if (ardina_data_adjacency[l->adj_at + k].locale == to)
      return ardina_data_adjacency[l->adj_at + k].route;
  return ARDINA_NONE;
}

/* 18.4(2), 18.12: the dice @unit fires in a battle at @locale: one per
 * combat factor, plus one for light and Indian units in a wilderness or
 * Indian locale; none when disrupted (18.7). Fleets do not fight land
 * battles. */
guint
ardina_unit_fire_dice (const ArdinaGame *g, uint16_t unit, uint16_t locale)
{
  const ArdinaDataUnit *d = &ardina_data_units[unit];
  if ((g->units[unit].flags & ARDINA_PIECE_DISRUPTED) || d->type == ARDINA_UNIT_TYPE_FLEET)
    return 0;
  guint dice = d->strength * (guint) ARDINA_CONST (FIRE_DICE_PER_FACTOR);
  uint8_t kind = ardina_data_locales[locale].kind;
  if ((d->type == ARDINA_UNIT_TYPE_LIGHT || d->type == ARDINA_UNIT_TYPE_INDIAN)
      && (kind == ARDINA_LOCALE_KIND_WILDERNESS || kind == ARDINA_LOCALE_KIND_INDIAN))
    dice += (guint) ARDINA_CONST (WILDERNESS_FIRE_BONUS);
  return dice;
}

/* 19.4: supplied wherever it is, not counted against a forage limit:
 * fleets, land units in a port with a friendly fleet, Indians in Indian
 * locales, anything in an off-map box. (Leaders are not units: always
 * supplied, 19.4, 21.5.) */
static gboolean
auto_supplied (const ArdinaGame *g, uint16_t unit)
{
  const ArdinaPlace *p = &g->units[unit];
  const ArdinaDataLocale *l = &ardina_data_locales[p->locale];
  uint8_t type = ardina_data_units[unit].type;
  if (type == ARDINA_UNIT_TYPE_FLEET || l->kind == ARDINA_LOCALE_KIND_OFF_MAP
      || (type == ARDINA_UNIT_TYPE_INDIAN && l->kind == ARDINA_LOCALE_KIND_INDIAN))
    return TRUE;
  return l->port && ardina_fleet_at (g, ardina_unit_controller (g, unit), p->locale);
}

/* 19.5, R-79: embarkation comes first. An embarked marine is supplied on
 * its fleet (so 24.12(1)) wherever the fleet is, at sea too; any other
 * embarked land unit cannot forage, even in a port beside its fleet, and
 * rolls (19.3). A fleet carries, it is never embarked. */
ArdinaSupply
ardina_unit_supply (const ArdinaGame *g, uint16_t unit, uint16_t *rule)
{
  if ((g->units[unit].flags & ARDINA_PIECE_EMBARKED) && !ardina_is_fleet (unit))
    {
      *rule = ARDINA_R_19_5;
      return ardina_data_units[unit].type == ARDINA_UNIT_TYPE_MARINE ? ARDINA_SUPPLY_AUTOMATIC : ARDINA_SUPPLY_OUT;
    }
  if (g->units[unit].zone == ARDINA_ZONE_MAP && auto_supplied (g, unit))
    {
      *rule = ARDINA_R_19_4;
      return ARDINA_SUPPLY_AUTOMATIC;
    }
  *rule = ARDINA_R_19_2;
  return ARDINA_SUPPLY_FORAGE;
}

/* 19.2, R-31: how many of @side's units @locale feeds: its value, twice
 * that in a region pro @side (loyalty.xml's multipliers); nothing where
 * an enemy partisan (29.4) or a massacre marker (37.2) stands. */
guint
ardina_forage_limit (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  uint8_t enemy_partisan = side == ARDINA_SIDE_AMERICAN ? ARDINA_MARKER_PARTISAN_TORY : ARDINA_MARKER_PARTISAN_REBEL;
  if ((g->optional & ARDINA_OPTIONAL (29)) && g->markers[enemy_partisan][locale])
    return 0;
  if ((g->optional & ARDINA_OPTIONAL (37)) && g->markers[ARDINA_MARKER_MASSACRE][locale])
    return 0;
  guint value = ardina_data_locales[locale].value;
  uint16_t r = ardina_locale_loyalty_region (locale);
  int level = r == ARDINA_NONE ? 0 : g->loyalty[r];   /* no track counts as neutral */
  for (guint i = 0; ardina_data_loyalty_levels[i].label; i++)
    if (ardina_data_loyalty_levels[i].value == level)
      return value * ardina_data_loyalty_levels[i].forage[side == ARDINA_SIDE_AMERICAN ? 0 : 1];
  return value;
}

/* ---- losses ---- */

/* A unit leaves the map for the eliminated pile (it may be mobilized
 * again, 13.5), its war flags gone. */
void
ardina_unit_eliminate (ArdinaGame *g, uint16_t unit)
{
  ArdinaPlace *p = &g->units[unit];
  if (ardina_unit_is_fleet (unit))
    ardina_cargo_sink (g, unit);   /* 24.10: what it carries sinks with it */
  p->zone = ARDINA_ZONE_ELIMINATED;
  p->locale = 0;
  p->flags = 0;
  p->carrier = 0;
}
