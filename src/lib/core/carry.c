/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Carried pieces: which fleet carries whom (24.4, 24.5, 24.10).
 *
 * A land unit or leader aboard a fleet is lasting state: it may stay
 * embarked indefinitely (24.4(4)), a fleet carries at most four land
 * combat units and any number of leaders (24.5), and what a sunk fleet
 * carries sinks with it (24.10). The relation is one byte of the carried
 * piece's place (ArdinaPlace.carrier, 1 + the fleet's unit index), set
 * exactly when the piece is flagged EMBARKED; everything that reads or
 * writes it goes through here, so that the flag and the carrier never
 * part.
 *
 * Naval transport (24.4, movement.c) embarks a force's land units and
 * leaders as it rolls and lands them with drop; a board or a save may
 * embark pieces too. What play does to a carried piece is kept
 * consistent here: a carried piece that moves without its fleet leaves
 * it, a fleet that moves takes its cargo along, and a piece leaving the
 * map leaves its fleet. */
#include "engine.h"
#include "board.h"

/* The side a unit or leader belongs to, by its counter (the sea check's
 * test, invariants.c): the fleet must be of that side (24.4). */
static ArdinaSide
owner (uint16_t code)
{
  uint16_t i = ARDINA_CODE_INDEX (code);
  return ARDINA_CODE_KIND (code) == ARDINA_CODE_UNIT ? ardina_nation_side (ardina_data_units[i].nation)
                                                     : ardina_leader_side (i);
}

gboolean
ardina_unit_is_fleet (uint16_t unit)
{
  return unit < ARDINA_DATA_N_UNITS && ardina_data_units[unit].type == ARDINA_UNIT_TYPE_FLEET;
}

int
ardina_carrier (const ArdinaGame *g, uint16_t code)
{
  const ArdinaPlace *p = ardina_place_get (g, code);
  return p && p->carrier ? p->carrier - 1 : -1;
}

void
ardina_embark (ArdinaGame *g, uint16_t code, uint16_t fleet)
{
  ArdinaPlace *p = ardina_place_of (g, code);
  p->carrier = (uint8_t) (fleet + 1);
  p->flags |= ARDINA_PIECE_EMBARKED;
}

void
ardina_disembark (ArdinaGame *g, uint16_t code)
{
  ArdinaPlace *p = ardina_place_of (g, code);
  p->carrier = 0;
  p->flags &= (uint16_t) ~ARDINA_PIECE_EMBARKED;
}

/* Where @fleet's cargo stands: the fleet's locale, or none (a piece
 * off the map carries nothing). The cargo is looked for there only, in
 * the board's lists (board.c): a carried piece is where its fleet is
 * (24.4, the invariants), and a moving fleet's cargo is found where it
 * was before the fleet moved (ardina_place_move). */
static uint16_t
cargo_locale (const ArdinaGame *g, uint16_t fleet)
{
  return g->units[fleet].zone == ARDINA_ZONE_MAP ? g->units[fleet].locale : ARDINA_NONE;
}

#define CARGO_MAX (ARDINA_MAX_UNITS + ARDINA_MAX_LEADERS)

/* The codes of the pieces at @locale that @fleet carries, units then
 * leaders, in index order: gathered before any moves, since a piece
 * moved leaves the list being walked. */
static guint
cargo_at (const ArdinaGame *g, uint16_t fleet, uint16_t locale, uint16_t codes[CARGO_MAX])
{
  uint8_t mark = (uint8_t) (fleet + 1);
  guint n = 0;
  ARDINA_BOARD_EACH_UNIT_IF (g, locale, ARDINA_PIECE_EMBARKED, ARDINA_PIECE_EMBARKED, i)
    if (g->units[i].carrier == mark)
      codes[n++] = (uint16_t) (ARDINA_CODE_UNIT | i);
  ARDINA_BOARD_EACH_LEADER_IF (g, locale, ARDINA_PIECE_EMBARKED, ARDINA_PIECE_EMBARKED, i)
    if (g->leaders[i].carrier == mark)
      codes[n++] = (uint16_t) (ARDINA_CODE_LEADER | i);
  return n;
}

/* The land combat units aboard @fleet (24.5 counts them, not leaders). */
guint
ardina_fleet_load (const ArdinaGame *g, uint16_t fleet)
{
  guint n = 0;
  ARDINA_BOARD_EACH_UNIT_IF (g, cargo_locale (g, fleet), ARDINA_PIECE_EMBARKED, ARDINA_PIECE_EMBARKED, i)
    n += g->units[i].carrier == fleet + 1 && ardina_unit_is_combat ((uint16_t) i);
  return n;
}

int
ardina_carrier_derive (const ArdinaGame *g, uint16_t code)
{
  const ArdinaPlace *p = ardina_place_get (g, code);
  ArdinaSide side = owner (code);
  int found = -1;
  if (!p || p->zone != ARDINA_ZONE_MAP)
    return -1;
  ARDINA_BOARD_EACH_UNIT (g, p->locale, i)
    if (ardina_unit_is_fleet ((uint16_t) i) && ardina_nation_side (ardina_data_units[i].nation) == side)
      {
        if (found >= 0)
          return -2;
        found = (int) i;
      }
  return found;
}

/* Moves @code to @locale, keeping the relation: a fleet takes what it
 * carries along; a carried piece that goes without its fleet leaves it
 * (a transport moves its fleets first, so that its cargo goes with them,
 * 24.4). */
void
ardina_place_move (ArdinaGame *g, uint16_t code, uint16_t locale)
{
  int carrier = ardina_carrier (g, code);
  gboolean fleet = ARDINA_CODE_KIND (code) == ARDINA_CODE_UNIT && ardina_unit_is_fleet (ARDINA_CODE_INDEX (code));
  uint16_t cargo[CARGO_MAX];
  guint n = fleet ? cargo_at (g, ARDINA_CODE_INDEX (code), cargo_locale (g, ARDINA_CODE_INDEX (code)), cargo) : 0;
  ardina_place_put (g, code, (ArdinaZone) ardina_place_get (g, code)->zone, locale);
  if (carrier >= 0 && g->units[carrier].locale != locale)
    ardina_disembark (g, code);
  for (guint k = 0; k < n; k++)
    ardina_place_put (g, cargo[k], (ArdinaZone) ardina_place_get (g, cargo[k])->zone, locale);
}

/* 24.10: what a fleet leaving the map carries goes with it; the caller
 * says where (a sunk fleet's cargo is eliminated). Leaders go where a
 * leader lost in battle goes (18.8: eliminated, out of play). */
guint
ardina_cargo_sink (ArdinaGame *g, uint16_t fleet)
{
  uint16_t cargo[CARGO_MAX];
  guint n = cargo_at (g, fleet, cargo_locale (g, fleet), cargo);
  for (guint k = 0; k < n; k++)
    if (ARDINA_CODE_KIND (cargo[k]) == ARDINA_CODE_UNIT)
      ardina_place_set (g, cargo[k], (ArdinaPlace) { .zone = ARDINA_ZONE_ELIMINATED,
                                                     .side = g->units[ARDINA_CODE_INDEX (cargo[k])].side });
    else
      ardina_place_set (g, cargo[k], (ArdinaPlace) { .zone = ARDINA_ZONE_ELIMINATED, .side = ARDINA_SIDE_NONE });
  return n;
}

static const char *
carry_fault (const ArdinaGame *g, uint16_t code)
{
  const ArdinaPlace *p = ardina_place_get (g, code);
  gboolean embarked = (p->flags & ARDINA_PIECE_EMBARKED) != 0;
  if (!p->carrier)
    return embarked ? "is embarked but no fleet carries it (24.4)" : NULL;
  if (!embarked)
    return "has a carrier but is not embarked";
  if (ARDINA_CODE_KIND (code) == ARDINA_CODE_UNIT && ardina_unit_is_fleet (ARDINA_CODE_INDEX (code)))
    return "is a fleet: a fleet carries, it is never carried (24.4)";
  uint16_t f = (uint16_t) (p->carrier - 1);
  if (!ardina_unit_is_fleet (f))
    return "is carried by a piece that is not a fleet (24.4)";
  if (ardina_nation_side (ardina_data_units[f].nation) != owner (code))
    return "is carried by a fleet of the other side (24.4)";
  if (g->units[f].zone != ARDINA_ZONE_MAP || p->zone != ARDINA_ZONE_MAP)
    return "is carried by a fleet that is not on the map";
  if (g->units[f].locale != p->locale)
    return "is not where the fleet carrying it is (24.4)";
  if (ardina_fleet_load (g, f) > ARDINA_FLEET_CAPACITY)
    return "is aboard a fleet carrying more than four land combat units (24.5)";
  return NULL;
}

/* The relation's invariants for one unit or leader @code: a carried piece
 * is embarked and an embarked one carried; its carrier is a fleet of its
 * side on the map in the same locale (24.4); a fleet is never carried;
 * no fleet carries more than four land combat units (24.5). A static
 * string saying what is wrong, or NULL; @rule (may be NULL), the rule it
 * breaks. */
const char *
ardina_carry_fault (const ArdinaGame *g, uint16_t code, uint16_t *rule)
{
  const char *why = carry_fault (g, code);
  if (rule)
    *rule = why && g_str_has_suffix (why, "(24.5)") ? ARDINA_R_24_5 : ARDINA_R_24_4;
  return why;
}
