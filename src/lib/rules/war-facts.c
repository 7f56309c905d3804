/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What a player reading a battle asks of the board, as public accessors:
 * a leader's effective value, the dice a unit fires, whether it needs
 * food, a locale's forage limit, the map markers and whose they are, the
 * movement points of the force on the move. Each answers from the rules
 * file that owns the question (forces.c, leaders.c, battle.c, supply.c)
 * or the move in progress, so the oracle's expectations and a program
 * using the library read the same numbers the rules use. */
#include "rules.h"

#include <string.h>

#define GAME_OK(g) ((g) != NULL && (g)->magic == ARDINA_GAME_MAGIC)

/* The index of a named piece of @kind on the map, or -1. */
static int
on_map (const ArdinaGame *g, const char *name, uint16_t kind)
{
  int code = name ? ardina_piece_lookup (name) : -1;
  if (code < 0 || ARDINA_CODE_KIND (code) != kind)
    return -1;
  const ArdinaPlace *p = ardina_place_get (g, (uint16_t) code);
  return p && p->zone == ARDINA_ZONE_MAP ? (int) ARDINA_CODE_INDEX (code) : -1;
}

gint
ardina_game_get_move_allowance (const ArdinaGame *g)
{
  g_return_val_if_fail (GAME_OK (g), -1);
  return ardina_move_allowance (g);
}

/* The force @leader is with (21.3, 21.6, 21.7): his side's pieces where he
 * stands; while a force is formed or moved there (16.3), the moving force
 * for its members and the pieces staying behind for the others. */
static void
leader_force (const ArdinaGame *g, uint16_t leader, ArdinaForce *out)
{
  uint16_t at = g->leaders[leader].locale;
  ardina_force_at (g, ardina_leader_side (leader), at, out);
  ArdinaForce moving;
  uint16_t where;
  if (!ardina_move_force (g, &moving, &where) || where != at)
    return;
  if (moving.leaders >> leader & 1)
    {
      *out = moving;
      return;
    }
  /* Pieces of the moving force are his side's when they are among his. */
  for (guint w = 0; w < G_N_ELEMENTS (out->units.w); w++)
    out->units.w[w] &= ~moving.units.w[w];
  out->leaders &= ~moving.leaders;
}

gint
ardina_game_get_leader_value (const ArdinaGame *g, const char *leader)
{
  g_return_val_if_fail (GAME_OK (g), -1);
  int i = on_map (g, leader, ARDINA_CODE_LEADER);
  if (i < 0)
    return -1;
  ArdinaForce force;
  leader_force (g, (uint16_t) i, &force);
  return (gint) ardina_leader_effective (g, (uint16_t) i, &force);
}

gint
ardina_game_get_fire_dice (const ArdinaGame *g, const char *unit)
{
  g_return_val_if_fail (GAME_OK (g), -1);
  int i = on_map (g, unit, ARDINA_CODE_UNIT);
  return i < 0 ? -1 : (gint) ardina_unit_fire_dice (g, (uint16_t) i, g->units[i].locale);
}

/* The names of ArdinaSupply, as the public accessor gives them; a new
 * status is appended (doc/versioning.md). */
static const char *const supply_names[] = {
  [ARDINA_SUPPLY_FORAGE] = "forage",
  [ARDINA_SUPPLY_AUTOMATIC] = "automatic",
  [ARDINA_SUPPLY_OUT] = "out-of-supply",
};

const char *
ardina_game_get_supply (const ArdinaGame *g, const char *unit)
{
  g_return_val_if_fail (GAME_OK (g), NULL);
  /* 19.4, 19.5: a leader is supplied wherever he is, embarked or not. */
  if (on_map (g, unit, ARDINA_CODE_LEADER) >= 0)
    return supply_names[ARDINA_SUPPLY_AUTOMATIC];
  int i = on_map (g, unit, ARDINA_CODE_UNIT);
  if (i < 0)
    return NULL;
  uint16_t rule;
  return supply_names[ardina_unit_supply (g, (uint16_t) i, &rule)];
}

gint
ardina_game_get_forage_limit (const ArdinaGame *g, ArdinaSide side, const char *locale)
{
  g_return_val_if_fail (GAME_OK (g), -1);
  int l = locale ? ardina_locale_lookup (locale) : -1;
  if (l < 0 || (side != ARDINA_SIDE_AMERICAN && side != ARDINA_SIDE_BRITISH))
    return -1;
  return (gint) ardina_forage_limit (g, side, (uint16_t) l);
}

gboolean
ardina_game_get_map_marker (const ArdinaGame *g, const char *kind, const char *locale, ArdinaSide *owner)
{
  g_return_val_if_fail (GAME_OK (g), FALSE);
  int code = kind ? ardina_piece_lookup (kind) : -1;
  int l = locale ? ardina_locale_lookup (locale) : -1;
  if (code < 0 || ARDINA_CODE_KIND (code) != ARDINA_CODE_MARKER || l < 0)
    return FALSE;
  uint8_t m = g->markers[ARDINA_CODE_INDEX (code)][l];
  if (m && owner)
    *owner = (ArdinaSide) (m - 1);
  return m != 0;
}
