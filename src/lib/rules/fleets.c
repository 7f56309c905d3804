/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Fleets in battle (24.7-24.10, 21.7).
 *
 * A fleet battle (24.8) is a battle of battle.c whose pieces are the two
 * sides' fleets in a port, with the admirals (and Leader Arises markers
 * acting as admirals, R-74) beside them: no land unit or general takes
 * part, ashore or aboard. This file says when one is due, how much
 * leadership each side brings to it (21.7: admirals only), where a beaten
 * fleet may go (24.9: high seas only, enemy fleets there or not) and what
 * a fleet sunk with cargo takes down with it (24.10). battle.c asks these
 * through its BATTLE row and the few calls that depend on the battle's
 * kind; combat.c asks which fleet battles are due.
 *
 * An amphibious assault (24.6) is a land battle in a port fought by a
 * force that came by sea: the BATTLE row below names it when the
 * attacker has pieces aboard his fleets there; battle.c lands them as it
 * starts (so that a fleet sunk in it sinks nobody, 24.10), lets the
 * attacker's fleets fire but not be fired at (24.6(1), (4)), gives the
 * attacker his admirals' leadership and not his generals' (21.7), and
 * on a defeat re-embarks the survivors and sails them to high seas
 * (24.6(3), 24.9). Marines there fire one die more (24.12, the FIRE_DICE
 * row below). */
#include "rules.h"
#include "core/board.h"

/* A fleet of @side at @locale; with @fresh, one that has not attacked in
 * this Combat Phase (18.2). */
static gboolean
fleet_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale, gboolean fresh)
{
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (g, (uint16_t) i) == side
        && !(fresh && (g->units[i].flags & ARDINA_PIECE_ATTACKED)))
      return TRUE;
  return FALSE;
}

/* 24.8, R-100: @side's fleets meet the enemy's in a port locale (never at
 * sea, 24.3): a fleet battle is due there, compulsory like every battle
 * (18.1) and fought before any land battle at the same locale. */
gboolean
ardina_fleet_battle_due (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return ardina_data_locales[locale].kind != ARDINA_LOCALE_KIND_HIGH_SEAS
         && fleet_at (g, side, locale, TRUE) && fleet_at (g, ardina_other (side), locale, FALSE);
}

/* BATTLE, 24.8, R-100: a battle called where a fleet battle is due is
 * that one. */
void
ardina_fleet_battle_kind (const ArdinaGame *g, ArdinaHookBattle *q)
{
  if (q->kind == ARDINA_BATTLE_LAND && ardina_fleet_battle_due (g, q->attacker, q->locale))
    q->kind = ARDINA_BATTLE_FLEETS;
}

/* BATTLE, 24.6, R-102: a land battle the attacker starts with pieces
 * aboard his fleets in the port is an amphibious assault (an enemy fleet
 * there is fought first, R-100, as none may land beside it, 24.4(5)). */
void
ardina_amphibious_kind (const ArdinaGame *g, ArdinaHookBattle *q)
{
  if (q->kind == ARDINA_BATTLE_LAND && ardina_data_locales[q->locale].kind != ARDINA_LOCALE_KIND_HIGH_SEAS
      && ardina_side_has_at (g, q->attacker, q->locale, ARDINA_HAS_UNIT | ARDINA_HAS_LEADER, ARDINA_PIECE_EMBARKED,
                             ARDINA_PIECE_EMBARKED))
    q->kind = ARDINA_BATTLE_AMPHIBIOUS;
}

/* 24.6: a fleet of @side is in the battle at @locale: only an amphibious
 * assault puts fleets and land units in one battle. */
static gboolean
assault_fleet_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ARDINA_BOARD_EACH_UNIT_IF (g, locale, ARDINA_PIECE_IN_BATTLE, ARDINA_PIECE_IN_BATTLE, i)
    if (ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (g, (uint16_t) i) == side)
      return TRUE;
  return FALSE;
}

/* FIRE_DICE, 24.12, R-103: a marine of the assault force fires with its combat
 * value raised by one. */
guint
ardina_marines_fire (const ArdinaGame *g, uint16_t unit, uint16_t locale, guint dice)
{
  if (ardina_data_units[unit].type != ARDINA_UNIT_TYPE_MARINE || !(g->units[unit].flags & ARDINA_PIECE_IN_BATTLE)
      || !assault_fleet_at (g, ardina_unit_controller (g, unit), locale))
    return dice;
  return dice + (guint) (ARDINA_CONST (MARINE_AMPHIBIOUS_BONUS) * ARDINA_CONST (FIRE_DICE_PER_FACTOR));
}

/* 24.8, 21.7: the pieces of a fleet battle: fleets and admirals. */
gboolean
ardina_fleet_battle_piece (uint16_t code)
{
  uint16_t i = ARDINA_CODE_INDEX (code);
  switch (ARDINA_CODE_KIND (code))
    {
    case ARDINA_CODE_UNIT:
      return ardina_is_fleet (i);
    case ARDINA_CODE_LEADER:
      return ardina_data_leaders[i].kind == ARDINA_LEADER_KIND_ADMIRAL;
    default:
      return FALSE;
    }
}

/* 21.7: a general of @side at @locale, who brings a fleet battle nothing,
 * for the event that says so; ARDINA_NONE when none. */
uint16_t
ardina_idle_general_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ArdinaForce f;
  ardina_force_at (g, side, locale, &f);
  int general = ardina_force_landsman (&f);
  return general < 0 ? ARDINA_NONE : (uint16_t) general;
}

/* 24.9, 18.8: may a fleet beaten at @from retreat to @to? Only to a
 * high seas locale connected to it, whoever's fleets are there (24.9
 * overrides 18.8's bar on entering enemy units). 0, or the rule that
 * bars it with the reason in @why. */
uint16_t
ardina_fleet_retreat_barred (uint16_t from, uint16_t to, const char **why)
{
  if (ardina_route_between (from, to) == ARDINA_NONE)
    return *why = "a retreat goes to an adjacent, route-connected locale", ARDINA_R_18_8;
  if (ardina_data_locales[to].kind != ARDINA_LOCALE_KIND_HIGH_SEAS)
    return *why = "beaten fleets always retreat to a high seas locale", ARDINA_R_24_9;
  return 0;
}

/* 24.10: what @fleet carries: how many pieces, and its leaders in
 * @leaders (they roll for their survival like any leader lost in a
 * battle, 21.4). Asked before the fleet sinks, as the cargo then leaves
 * the map with it (ardina_unit_eliminate). */
guint
ardina_fleet_cargo (const ArdinaGame *g, uint16_t fleet, ArdinaLeaderSet *leaders)
{
  guint n = 0;
  uint16_t locale = g->units[fleet].locale;
  *leaders = 0;
  if (g->units[fleet].zone != ARDINA_ZONE_MAP)
    return 0;
  ARDINA_BOARD_EACH_UNIT_IF (g, locale, ARDINA_PIECE_EMBARKED, ARDINA_PIECE_EMBARKED, i)
    n += ardina_carrier (g, (uint16_t) (ARDINA_CODE_UNIT | i)) == fleet;
  ARDINA_BOARD_EACH_LEADER_IF (g, locale, ARDINA_PIECE_EMBARKED, ARDINA_PIECE_EMBARKED, i)
    if (ardina_carrier (g, (uint16_t) (ARDINA_CODE_LEADER | i)) == fleet)
      n++, *leaders |= (ArdinaLeaderSet) 1 << i;
  return n;
}
