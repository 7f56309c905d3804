/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Frontier Warfare (optional section 35): light troops and Indians in a
 * battle (18.4).
 *
 *   - 35.1: the side whose force in the battle holds more light and
 *     Indian units than the enemy's adds 1 to its initiative, leaders or
 *     not, unless a Fortress or Siege marker stands with either force: an
 *     INITIATIVE row, told by battle.c as the die is rolled;
 *   - 35.2, 35.3: at the start of his own round a player may declare a
 *     frontier retreat (choose frontier) when the four conditions of 35.2
 *     hold: no final round of enemy fire, his force loses and retreats at
 *     once (battle.c asks ardina_frontier_retreat_ok, R-181).
 *
 * The forces are the pieces in the battle (flag IN_BATTLE: a sortie's
 * force only, 28.13), counted as they stand when asked.
 * With section 35 out of play nothing here is offered or added (1.4). */
#include "rules.h"
#include "core/board.h"

/* 35.1, 35.2(2): a light or Indian unit (2.3, 2.4). */
static gboolean
frontier_type (guint unit)
{
  uint8_t type = ardina_data_units[unit].type;
  return type == ARDINA_UNIT_TYPE_LIGHT || type == ARDINA_UNIT_TYPE_INDIAN;
}

/* The light and Indian units of @side in the battle at @locale. */
static guint
frontier_units (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  guint n = 0;
  ARDINA_BOARD_EACH_UNIT_IF (g, locale, ARDINA_PIECE_IN_BATTLE, ARDINA_PIECE_IN_BATTLE, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side && frontier_type (i))
      n++;
  return n;
}

/* 35.1, R-180: a Fortress or Siege marker stands with one of the forces
 * at @locale; a relief attack or a sortie is fought as if none were
 * there (28.12, 28.13), so there it does not count. */
static gboolean
fortified (const ArdinaGame *g, uint16_t locale)
{
  return (g->markers[ARDINA_MARKER_FORTRESS][locale] || g->markers[ARDINA_MARKER_SIEGE][locale])
         && !ardina_battle_plain (g, locale);
}

/* 35.1: @side earns the frontier bonus in the battle at @locale. */
gboolean
ardina_frontier_bonus (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  if (!(g->optional & ARDINA_OPTIONAL (35)) || fortified (g, locale))
    return FALSE;
  return frontier_units (g, side, locale) > frontier_units (g, ardina_other (side), locale);
}

/* INITIATIVE, 35.1: +1 to the side with more light and Indian units in
 * the battle, on top of everything else, with or without leaders. */
guint
ardina_frontier_initiative (const ArdinaGame *g, ArdinaSide side, uint16_t locale, guint bonus)
{
  return ardina_frontier_bonus (g, side, locale) ? bonus + (guint) ARDINA_CONST (FRONTIER_INITIATIVE_BONUS) : bonus;
}

/* Tells the bonus of 35.1 as @side rolls his initiative at @locale. */
void
ardina_frontier_told (ArdinaCtx *c, ArdinaSide side, uint16_t locale)
{
  if (!ardina_frontier_bonus (c->g, side, locale))
    return;
  ardina_emit2 (c, ARDINA_R_35_1, ARDINA_R_18_4, side, "%s's force at %s holds more light and Indian units (%u) "
                "than the enemy's (%u): +%d to his initiative, leaders or not", ardina_side_label (side),
                ardina_data_locales[locale].label, frontier_units (c->g, side, locale),
                frontier_units (c->g, ardina_other (side), locale), ARDINA_CONST (FRONTIER_INITIATIVE_BONUS));
}

/* 35.2(2): @side's force in the battle is light troops, Indians and
 * leaders only (a Leader Arises marker counts as a leader, R-74). */
static gboolean
frontier_force (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ARDINA_BOARD_EACH_UNIT_IF (g, locale, ARDINA_PIECE_IN_BATTLE, ARDINA_PIECE_IN_BATTLE, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side && !frontier_type (i))
      return FALSE;
  return TRUE;
}

/* May @side declare a frontier retreat from the battle at @locale at the
 * start of his round (35.2, 35.3)? Each failed condition of 35.2 is
 * refused with its rule, in the printed order. */
gboolean
ardina_frontier_retreat_ok (ArdinaCtx *c, ArdinaSide side, uint16_t locale)
{
  const ArdinaGame *g = c->g;
  if (!(g->optional & ARDINA_OPTIONAL (35)))
    return ardina_refuse (c, ARDINA_R_1_4, "frontier warfare (35) is not in play in this game");
  const char *label = ardina_data_locales[locale].label;
  uint8_t kind = ardina_data_locales[locale].kind;
  if (kind != ARDINA_LOCALE_KIND_WILDERNESS && kind != ARDINA_LOCALE_KIND_INDIAN)
    return ardina_refuse (c, ARDINA_R_35_2, "no frontier retreat from %s: it is neither a wilderness nor an Indian "
                          "locale (35.2(1))", label);
  guint mine = frontier_units (g, side, locale), theirs = frontier_units (g, ardina_other (side), locale);
  if (!frontier_force (g, side, locale) || !mine)
    return ardina_refuse (c, ARDINA_R_35_2, "no frontier retreat: %s's force in the battle must be light, Indian "
                          "and leaders only, with at least one light or Indian unit (35.2(2))",
                          ardina_side_label (side));
  if (theirs >= mine)
    return ardina_refuse (c, ARDINA_R_35_2, "no frontier retreat: the enemy force has %u light and Indian units, "
                          "not fewer than %s's %u (35.2(3))", theirs, ardina_side_label (side), mine);
  if (ardina_marker_owner (g, ARDINA_MARKER_FORTRESS, locale) == side
      || ardina_marker_owner (g, ARDINA_MARKER_SIEGE, locale) == side)
    return ardina_refuse (c, ARDINA_R_35_2, "no frontier retreat: %s has a Fortress or Siege marker of his own at "
                          "%s (35.2(4))", ardina_side_label (side), label);
  return TRUE;
}

/* 35.3: the retreat declared, told; battle.c then has the force lose
 * and retreat with no final round fired at it. */
void
ardina_frontier_retreat_told (ArdinaCtx *c, ArdinaSide side, uint16_t locale)
{
  ardina_emit2 (c, ARDINA_R_35_3, ARDINA_R_35_2, side, "%s declares a frontier retreat from %s: no final round is "
                "fired at his force, which retreats at once; the battle ends, won by %s", ardina_side_label (side),
                ardina_data_locales[locale].label, ardina_side_label (ardina_other (side)));
}
