/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Forces and what they are worth: who stands where (15.1), what a force
 * is made of, the leadership of a side in a battle (18.4(1), R-13) and
 * what a route costs a force (16.12). What a leader gives a force is
 * leaders.c's (21), the dice a unit fires battle.c's (18.4(2)), supply
 * and forage supply.c's (19).
 *
 * Movement, battles, forage and enlistment all ask these questions, and a
 * player reading a case asks them too (the oracle's expectations), so
 * they are answered here once, from the state alone: no procedure's frame
 * is read. */
#include "rules.h"
#include "core/board.h"

#include <string.h>

/* ---- who stands where ----
 *
 * Each question walks the pieces the board lists in the locale (core/
 * board.c), in index order, not every counter: movement asks them of
 * every locale a force may enter. */

gboolean
ardina_is_fleet (uint16_t unit)
{
  return ardina_data_units[unit].type == ARDINA_UNIT_TYPE_FLEET;
}

#ifdef ARDINA_DEBUG
/* The force as a scan of every counter finds it: what the walk must give. */
static void
force_scan (const ArdinaGame *g, ArdinaSide side, uint16_t locale, ArdinaForce *out)
{
  memset (out, 0, sizeof *out);
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (g->units[i].zone == ARDINA_ZONE_MAP && g->units[i].locale == locale
        && ardina_unit_controller (g, (uint16_t) i) == side)
      ardina_units_add (&out->units, i);
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (g->leaders[i].zone == ARDINA_ZONE_MAP && g->leaders[i].locale == locale
        && ardina_leader_controller (g, (uint16_t) i) == side)
      out->leaders |= (ArdinaLeaderSet) 1 << i;
}
#endif

gboolean
ardina_side_has_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale, guint which, uint16_t mask, uint16_t want)
{
  if (which & ARDINA_HAS_UNIT)
    ARDINA_BOARD_EACH_UNIT_IF (g, locale, mask, want, i)
      if (ardina_unit_controller (g, (uint16_t) i) == side)
        return TRUE;
  if (which & ARDINA_HAS_LEADER)
    ARDINA_BOARD_EACH_LEADER_IF (g, locale, mask, want, i)
      if (ardina_leader_controller (g, (uint16_t) i) == side)
        return TRUE;
  return FALSE;
}

void
ardina_force_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale, ArdinaForce *out)
{
  memset (out, 0, sizeof *out);
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side)
      ardina_units_add (&out->units, (guint) i);
  ARDINA_BOARD_EACH_LEADER (g, locale, i)
    if (ardina_leader_controller (g, (uint16_t) i) == side)
      out->leaders |= (ArdinaLeaderSet) 1 << i;
#ifdef ARDINA_DEBUG
  ArdinaForce scan;
  force_scan (g, side, locale, &scan);
  g_assert (memcmp (&scan, out, sizeof scan) == 0);
#endif
}

/* 15.3, 16.10, 18.1: any unit or leader of the other side. Fleets count:
 * a force entering a port with an enemy fleet meets it there. */
gboolean
ardina_enemy_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ArdinaSide enemy = ardina_other (side);
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (ardina_unit_controller (g, (uint16_t) i) == enemy)
      return TRUE;
  ARDINA_BOARD_EACH_LEADER (g, locale, i)
    if (ardina_leader_controller (g, (uint16_t) i) == enemy)
      return TRUE;
  return FALSE;
}

/* A fleet of @side at @locale (19.4, 24.7, R-72). */
gboolean
ardina_fleet_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (g, (uint16_t) i) == side)
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

/* The units of each type and the leaders of each kind, as sets, built
 * once from the counter data: what a force is made of is then a few word
 * operations, not a walk over every counter (movement asks it per route
 * of every listing). By nation too: the pieces a side moves (26.1) are
 * the union of its nations' (the Movement Phase's listings). */
typedef struct {
  ArdinaUnitSet units[ARDINA_UNIT_TYPE_COUNT];
  ArdinaLeaderSet leaders[ARDINA_LEADER_KIND_COUNT];
  ArdinaUnitSet nation_units[ARDINA_UNATION_COUNT];
  ArdinaLeaderSet nation_leaders[ARDINA_UNATION_COUNT];
} Kinds;

static const Kinds *
kinds (void)
{
  static Kinds k;
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
        {
          ardina_units_add (&k.units[ardina_data_units[i].type], i);
          ardina_units_add (&k.nation_units[ardina_data_units[i].nation], i);
        }
      for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
        {
          k.leaders[ardina_data_leaders[i].kind] |= (ArdinaLeaderSet) 1 << i;
          k.nation_leaders[ardina_data_leaders[i].nation] |= (ArdinaLeaderSet) 1 << i;
        }
      g_once_init_leave (&done, 1);
    }
  return &k;
}

const ArdinaUnitSet *
ardina_units_of_type (guint type)
{
  return &kinds ()->units[type];
}

ArdinaLeaderSet
ardina_leaders_of_kind (guint kind)
{
  return kinds ()->leaders[kind];
}

/* The units and the leaders of @nation (an ARDINA_UNATION_x). */
const ArdinaUnitSet *
ardina_units_of_nation (guint nation)
{
  return &kinds ()->nation_units[nation];
}

ArdinaLeaderSet
ardina_leaders_of_nation (guint nation)
{
  return kinds ()->nation_leaders[nation];
}

/* Some unit of @s is in @a. */
gboolean
ardina_units_meet (const ArdinaUnitSet *s, const ArdinaUnitSet *a)
{
  for (guint w = 0; w < G_N_ELEMENTS (s->w); w++)
    if (s->w[w] & a->w[w])
      return TRUE;
  return FALSE;
}

/* Every unit of @s is in @a or @b (@b may be NULL). */
static gboolean
units_within (const ArdinaUnitSet *s, const ArdinaUnitSet *a, const ArdinaUnitSet *b)
{
  for (guint w = 0; w < G_N_ELEMENTS (s->w); w++)
    if (s->w[w] & ~(a->w[w] | (b ? b->w[w] : 0)))
      return FALSE;
  return TRUE;
}

/* 16.12: leaders, light troops and Indians only: trails cost them less. */
gboolean
ardina_force_light (const ArdinaForce *f)
{
  const Kinds *k = kinds ();
  return units_within (&f->units, &k->units[ARDINA_UNIT_TYPE_LIGHT], &k->units[ARDINA_UNIT_TYPE_INDIAN]);
}

/* 21.6: militia, light units and militia leaders only. */
gboolean
ardina_force_militia (const ArdinaForce *f)
{
  const Kinds *k = kinds ();
  return units_within (&f->units, &k->units[ARDINA_UNIT_TYPE_MILITIA], &k->units[ARDINA_UNIT_TYPE_LIGHT])
         && !(f->leaders & ~k->leaders[ARDINA_LEADER_KIND_MILITIA]);
}

/* Fleets only (24.1): some units, every one a fleet. */
gboolean
ardina_force_naval (const ArdinaForce *f)
{
  return ardina_units_count (&f->units) && units_within (&f->units, &kinds ()->units[ARDINA_UNIT_TYPE_FLEET], NULL);
}

/* 24.1, 24.4: a force holding a fleet moves as its fleets do, by sea,
 * whatever else it carries. */
gboolean
ardina_force_sails (const ArdinaForce *f)
{
  return ardina_units_meet (&f->units, &kinds ()->units[ARDINA_UNIT_TYPE_FLEET]);
}

/* The fleets of @f, and (24.5) its land combat units, which its fleets
 * carry four apiece. */
guint
ardina_force_fleets (const ArdinaForce *f)
{
  const ArdinaUnitSet *fleets = &kinds ()->units[ARDINA_UNIT_TYPE_FLEET];
  guint n = 0;
  for (guint w = 0; w < G_N_ELEMENTS (f->units.w); w++)
    n += (guint) __builtin_popcountll (f->units.w[w] & fleets->w[w]);
  return n;
}

guint
ardina_force_cargo (const ArdinaForce *f)
{
  guint n = 0;
  for (guint w = 0; w < G_N_ELEMENTS (f->units.w); w++)
    for (uint64_t b = f->units.w[w]; b; b &= b - 1)
      {
        uint16_t i = (uint16_t) (w * 64 + (guint) __builtin_ctzll (b));
        n += !ardina_is_fleet (i) && ardina_unit_is_combat (i);
      }
  return n;
}

/* 21.7, 24.7, R-72: the first leader of @f who is no admiral (a general
 * or a militia leader, who neither sails with fleets nor is theirs), or
 * -1. */
int
ardina_force_landsman (const ArdinaForce *f)
{
  ArdinaLeaderSet l = f->leaders & ~kinds ()->leaders[ARDINA_LEADER_KIND_ADMIRAL];
  return l ? __builtin_ctzll (l) : -1;
}

/* ---- leaders ---- */

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

/* ---- movement, fire, supply ---- */

/* 16.12: what crossing @route costs @force; -1 where the force may not go
 * at all (16.9: fleets keep to the seas, land units leave them to fleets). */
int
ardina_route_cost (const ArdinaForce *force, uint16_t route)
{
  gboolean naval = ardina_force_naval (force);
  return ardina_route_cost_of (naval, !naval && ardina_force_light (force), route);
}

/* ardina_route_cost for a force known to be @naval (fleets only) or
 * @light (16.12): a listing asks it for every route out of a locale, the
 * force's make-up found once. */
int
ardina_route_cost_of (gboolean naval, gboolean light, uint16_t route)
{
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
      return light ? ARDINA_CONST (MP_TRAIL_LIGHT) : ARDINA_CONST (MP_TRAIL);
    }
}

/* Routes counted from @from to every locale, -1 where none leads: over
 * every route, or with @by_land over those a land force may use,
 * never through high seas. */
void
ardina_locale_distances (uint16_t from, gboolean by_land, int dist[ARDINA_MAX_LOCALES])
{
  uint16_t queue[ARDINA_MAX_LOCALES];
  guint head = 0, tail = 0;
  for (guint l = 0; l < ARDINA_MAX_LOCALES; l++)
    dist[l] = -1;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      uint16_t at = queue[head++];
      const ArdinaDataLocale *l = &ardina_data_locales[at];
      for (guint k = 0; k < l->n_adj; k++)
        {
          const ArdinaDataAdjacency *a = &ardina_data_adjacency[l->adj_at + k];
          if (dist[a->locale] >= 0
              || (by_land && (ardina_route_cost_of (FALSE, FALSE, a->route) < 0
                              || ardina_data_locales[a->locale].kind == ARDINA_LOCALE_KIND_HIGH_SEAS)))
            continue;
          dist[a->locale] = dist[at] + 1;
          queue[tail++] = a->locale;
        }
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

/* ---- losses ---- */

/* A unit leaves the map for the eliminated pile (it may be mobilized
 * again, 13.5), its war flags gone. */
void
ardina_unit_eliminate (ArdinaGame *g, uint16_t unit)
{
  ArdinaPlace *p = &g->units[unit];
  if (ardina_unit_is_fleet (unit))
    ardina_cargo_sink (g, unit);   /* 24.10: what it carries sinks with it */
  ardina_place_put (g, (uint16_t) (ARDINA_CODE_UNIT | unit), ARDINA_ZONE_ELIMINATED, 0);
  p->flags = 0;
  p->carrier = 0;
}
