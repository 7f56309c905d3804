/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Fortresses (optional section 28: 28.1-28.5, and what a siege takes
 * from a fortress, 28.7, 28.8; with fleets, 24.6(4) and 24.11).
 *
 * A fortress is a map marker whose owner is stored with it
 * (markers[ARDINA_MARKER_FORTRESS][locale], 1 + the side). Its rules are
 * rows of the hook points, gated by section 28 (registry.h), and a few
 * questions battle.c, supply.c and mobilization.c ask of this file:
 *
 *   INITIATIVE    +1 for the side whose fortress shelters it (28.2(1));
 *   FIRE_HIT      fire at the sheltered side only disrupts, on a 6
 *                 (28.2(2), dice.xml "fortress-fire");
 *   RETREAT       no retreat from a battle under one's own fortress
 *                 (28.2(3), R-120); battle.c asks the same of a declared
 *                 retreat (ardina_fortress_holds);
 *   SUPPLY        land units in or next to their fortress are supplied
 *                 (28.2(4)), unless a siege cuts it (28.8, R-122);
 *   ENTER         the last friendly units marching out remove it
 *                 (28.4(1), R-121); land units marching into a locale
 *                 holding only an enemy fortress take it (28.5);
 *   AFTER_BATTLE  the 1-3 / 4-6 roll after an attack won against its
 *                 defenders (28.5), and the removal of a fortress whose
 *                 side has no land unit left there (28.4(1)).
 *
 * The fortress's own fire (28.3) is asked by battle.c
 * (ardina_fortress_dice); its purchase in the Mobilization Phase by
 * mobilization.c (ardina_fortress_mobilize), its removal at the end of
 * the Supply Phase by supply.c (ardina_fortress_remove).
 *
 * A siege of the other side in the locale gives back 28.2(1) and 28.2(2)
 * (28.7); a relief force's attack and a sortie are fought as if there
 * were neither fortress nor siege (28.12, 28.13: ardina_battle_plain);
 * fleets draw nothing from a fortress (24.11), so a battle of fleets is
 * fought as if there were none. */
#include "rules.h"

#include "core/board.h"

static const char *
locale_label (uint16_t locale)
{
  return ardina_data_locales[locale].label;
}

static const char *
adjective (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? "American" : "British";
}

/* A land unit (not a fleet, 24.11) of @side at @locale. */
static gboolean
land_unit_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (!ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (g, (uint16_t) i) == side)
      return TRUE;
  return FALSE;
}

/* @side has land units fighting the battle at @locale (flagged for the
 * battle's life): a fortress shelters and defends land units only, so a
 * battle of fleets is fought as if it were not there (24.11); nor does
 * it take part in a relief attack or a sortie (28.12, 28.13). */
static gboolean
fortress_battle (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  if (ardina_battle_plain (g, locale))
    return FALSE;
  ARDINA_BOARD_EACH_UNIT_IF (g, locale, ARDINA_PIECE_IN_BATTLE, ARDINA_PIECE_IN_BATTLE, i)
    if (!ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (g, (uint16_t) i) == side)
      return TRUE;
  return FALSE;
}

/* 28.2(1), 28.2(2), 28.7: @side's fortress at @locale shelters its land
 * units in the battle there, no siege of the other side negating it. */
gboolean
ardina_fortress_shelters (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return ardina_fortress_of (g, side, locale) && !ardina_siege_of (g, ardina_other (side), locale)
         && fortress_battle (g, side, locale);
}

/* 28.7: @side's fortress at @locale stands in the battle there, but a
 * siege of the other side negates 28.2(1) and 28.2(2). */
gboolean
ardina_fortress_besieged (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return ardina_fortress_of (g, side, locale) && ardina_siege_of (g, ardina_other (side), locale)
         && fortress_battle (g, side, locale);
}

/* INITIATIVE, 28.2(1): +1 for the side its fortress shelters. */
guint
ardina_fortress_initiative (const ArdinaGame *g, ArdinaSide side, uint16_t locale, guint bonus)
{
  if (!ardina_fortress_shelters (g, side, locale))
    return bonus;
  return bonus + (guint) ARDINA_CONST (FORTRESS_INITIATIVE_BONUS);
}

/* FIRE_HIT, 28.2(2): fire at land units sheltered by their own fortress
 * reads the fortress-fire roll of dice.xml (a 6 disrupts, nothing
 * else does); a unit already disrupted is still eliminated by it (18.7). */
ArdinaHit
ardina_fortress_fire (const ArdinaGame *g, uint16_t locale, ArdinaSide firing, guint die, ArdinaHit hit)
{
  if (!ardina_fortress_shelters (g, ardina_other (firing), locale))
    return hit;
  return ardina_roll_outcome_id (ARDINA_ROLL_FORTRESS_FIRE, (int) die) == ARDINA_OUT_DISRUPTED ? ARDINA_HIT_DISRUPT
                                                                                              : ARDINA_HIT_NONE;
}

/* 28.2(3), R-120: @side may not retreat from the battle at @locale, its
 * fortress standing there: 28.2 then, else 0. A siege does not lift it
 * (28.7 names 28.2(1) and (2) only); a sortie is fought as if there were
 * no fortress (28.13), a battle of fleets without it (24.11). */
uint16_t
ardina_fortress_holds (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return ardina_fortress_of (g, side, locale) && fortress_battle (g, side, locale) ? ARDINA_R_28_2 : 0;
}

/* RETREAT, 28.2(3): no retreat to anywhere from under one's fortress. */
uint16_t
ardina_fortress_retreat (const ArdinaGame *g, const ArdinaHookRetreat *q, const char **why)
{
  uint16_t bar = ardina_fortress_holds (g, q->side, q->from);
  if (bar)
    *why = "land units fighting where their side's fortress stands may not retreat (R-120)";
  return bar;
}

/* 28.3: the dice @side's fortress at @locale fires in the battle there,
 * @attacker attacking: its printed combat value, in defence only, and
 * only beside one or more of its side's land units; none in a relief
 * attack, a sortie (28.12, 28.13) or a battle of fleets (24.11). A siege
 * does not silence it (28.7 names 28.2 only). Its side's land units in
 * the battle are in the locale, as 28.3 asks. */
guint
ardina_fortress_dice (const ArdinaGame *g, ArdinaSide side, ArdinaSide attacker, uint16_t locale)
{
  if (side == attacker || !ardina_fortress_of (g, side, locale) || !fortress_battle (g, side, locale))
    return 0;
  return ardina_data_markers[ARDINA_MARKER_FORTRESS].strength * (guint) ARDINA_CONST (FIRE_DICE_PER_FACTOR);
}

/* 28.2(4), 28.8, R-122: a fortress of @side at @locale supplies a unit
 * there or next to it, unless a siege of the other side stands at the
 * fortress or at the unit's own locale. */
static gboolean
supplies (const ArdinaGame *g, ArdinaSide side, uint16_t fortress, uint16_t at)
{
  ArdinaSide enemy = ardina_other (side);
  return ardina_fortress_of (g, side, fortress) && !ardina_siege_of (g, enemy, fortress)
         && !ardina_siege_of (g, enemy, at);
}

/* SUPPLY, 28.2(4): a land unit in its side's fortress's locale, or in a
 * locale joined to it by a route, is supplied without foraging; the
 * fortress is not used up. Fleets draw nothing from it (24.11), and a
 * siege cuts it (28.8). */
gboolean
ardina_fortress_supply (const ArdinaGame *g, uint16_t unit, ArdinaSupply *out, uint16_t *rule)
{
  const ArdinaPlace *p = &g->units[unit];
  if (p->zone != ARDINA_ZONE_MAP || ardina_is_fleet (unit) || p->locale >= ARDINA_DATA_N_LOCALES)
    return FALSE;
  ArdinaSide side = ardina_unit_controller (g, unit);
  gboolean fed = supplies (g, side, p->locale, p->locale);
  const ArdinaDataLocale *l = &ardina_data_locales[p->locale];
  for (guint k = 0; !fed && k < l->n_adj; k++)
    fed = supplies (g, side, ardina_data_adjacency[l->adj_at + k].locale, p->locale);
  if (!fed)
    return FALSE;
  *out = ARDINA_SUPPLY_AUTOMATIC;
  *rule = ARDINA_R_28_2;
  return TRUE;
}

/* 28.4(1), R-121: @side's fortress at @locale, with none of his land
 * units left there, leaves the map: asked where a unit leaves or is
 * eliminated (a march out, a battle, attrition 19.3 and 36, enlistment
 * 20) or is taken off by another rule (an interception 32.2, going home
 * 33.1, an ally turned neutral 26.4). An overrun never meets a
 * fortress: 34.3 forbids it against a force with one. */
void
ardina_fortress_abandoned (ArdinaCtx *c, ArdinaSide side, uint16_t locale, const char *how)
{
  if (!ardina_fortress_of (c->g, side, locale) || land_unit_at (c->g, side, locale))
    return;
  c->g->markers[ARDINA_MARKER_FORTRESS][locale] = 0;
  ardina_emit (c, ARDINA_R_28_4, side, "%s's fortress in %s is removed: %s (R-121)", ardina_side_label (side),
               locale_label (locale), how);
}

/* ENTER, 28.4(1) and 28.5: the force of @q->side marched from @q->from
 * into @q->to. The last of the side's land units leaving its fortress
 * removes it; land units entering a locale that holds an enemy fortress
 * and nothing else take it at once, with no roll (fleets alone take
 * nothing, 24.11). */
void
ardina_fortress_enter (ArdinaCtx *c, ArdinaHookEnter *q)
{
  ArdinaGame *g = c->g;
  ArdinaSide enemy = ardina_other (q->side);
  ardina_fortress_abandoned (c, q->side, q->from, "the last of his land units there marched out");
  if (!ardina_fortress_of (g, enemy, q->to) || ardina_enemy_at (g, q->side, q->to)
      || ardina_units_count (&q->force->units) == ardina_force_fleets (q->force))
    return;
  g->markers[ARDINA_MARKER_FORTRESS][q->to] = (uint8_t) (1 + q->side);
  ardina_emit (c, ARDINA_R_28_5, q->side, "%s's force enters %s, where only a %s fortress stands: he takes it at "
               "once, with no roll", ardina_side_label (q->side), locale_label (q->to), adjective (enemy));
}

/* AFTER_BATTLE, 28.5: the attacker won against the defenders of a
 * fortress: a die, 1-3 he takes it, 4-6 it is destroyed (dice.xml
 * "fortress-capture"); rolled at once, as the battle's dice are (7.9).
 * Then 28.4(1): a fortress whose side has no land unit left there, its
 * defenders eliminated, is removed. */
gboolean
ardina_fortress_after_battle (ArdinaCtx *c, ArdinaSide winner, uint16_t locale)
{
  ArdinaGame *g = c->g;
  ArdinaSide loser = ardina_other (winner);
  const ArdinaFrame *f = ardina_top (g);
  gboolean attacked = f && f->proc == ARDINA_PROC_BATTLE && (ArdinaSide) f->side == winner;
  if (attacked && ardina_fortress_of (g, loser, locale) && fortress_battle (g, winner, locale))
    {
      int die = ardina_roll (c, ARDINA_R_28_5, winner, "fortress capture");
      if (!die)
        return FALSE;
      gboolean taken = ardina_roll_outcome_id (ARDINA_ROLL_FORTRESS_CAPTURE, die) == ARDINA_OUT_CAPTURED;
      g->markers[ARDINA_MARKER_FORTRESS][locale] = taken ? (uint8_t) (1 + winner) : 0;
      ardina_emit (c, ARDINA_R_28_5, winner, "%s won the attack on the %s fortress in %s and rolls %d: %s",
                   ardina_side_label (winner), adjective (loser), locale_label (locale), die,
                   taken ? "he takes control of the fortress" : "the fortress is destroyed");
      return TRUE;
    }
  for (int s = 0; s < 2; s++)
    ardina_fortress_abandoned (c, (ArdinaSide) s, locale, "none of his land units is left there after the battle");
  return TRUE;
}

/* ---- mobilized (28.1) and removed by choice (28.4(2)) ---- */

/* 28.1, R-123: `mobilize fortress LOCALE` in the Mobilization Phase: a
 * locale where @side has a land unit and the enemy has nothing, with no
 * fortress yet (15.2), at the Mobilization Table's price (mobilization.xml;
 * 4.8 doubles it for the British on turn 1). Markers are not held to the
 * counter mix (13.10). */
gboolean
ardina_fortress_mobilize (ArdinaCtx *c, ArdinaSide side, uint16_t locale)
{
  ArdinaGame *g = c->g;
  if (!(g->optional & ARDINA_OPTIONAL (28)))
    return ardina_refuse (c, ARDINA_R_1_4, "fortresses come into play only with optional section 28.0");
  if (locale < ARDINA_DATA_N_LOCALES && !land_unit_at (g, side, locale) && ardina_fleet_at (g, side, locale))
    return ardina_refuse (c, ARDINA_R_24_11, "fleets make no use of fortresses: a fortress is mobilized beside %s's "
                          "land units, not his fleets alone (R-123)", ardina_side_label (side));
  if (locale >= ARDINA_DATA_N_LOCALES || !land_unit_at (g, side, locale))
    return ardina_refuse (c, ARDINA_R_28_1, "a fortress is mobilized where one of %s's land units stands (R-123)",
                          ardina_side_label (side));
  if (ardina_enemy_at (g, side, locale))
    return ardina_refuse (c, ARDINA_R_28_1, "a fortress is not mobilized where enemy units stand (R-123)");
  if (g->markers[ARDINA_MARKER_FORTRESS][locale])
    return ardina_refuse (c, ARDINA_R_15_2, "%s already holds a fortress: one of a kind in a locale",
                          locale_label (locale));
  gboolean reconstructed = FALSE;
  int cost = ardina_item_cost (g, side, ARDINA_ITEM_FORTRESS, ARDINA_NATION_ANY, ARDINA_BRACKET_ANY, &reconstructed);
  if (cost < 0 || g->points[side] < cost)
    return ardina_refuse (c, ARDINA_R_13_1, "a fortress costs %d point%s and %s has %d (6.1)", cost,
                          cost == 1 ? "" : "s", ardina_side_label (side), g->points[side]);
  if (c->check_only)
    return TRUE;
  g->markers[ARDINA_MARKER_FORTRESS][locale] = (uint8_t) (1 + side);
  g->points[side] = (int16_t) (g->points[side] - cost);
  ardina_emit2 (c, ARDINA_R_28_1, ARDINA_R_13_1, side, "%s mobilizes a fortress in %s for %d point%s%s",
                ardina_side_label (side), locale_label (locale), cost, cost == 1 ? "" : "s",
                reconstructed ? " (a reconstructed price: `ardina tables --reconstructed`)" : "");
  return TRUE;
}

/* What ardina_fortress_mobilize asks of @locale's pieces, in one walk of
 * its lists: a land unit of @side there and nothing of the enemy's, unit
 * or leader (28.1, R-123; land_unit_at and ardina_enemy_at together).
 * @enemy is the other side, found once by the listing. */
static gboolean
fortress_site (const ArdinaGame *g, ArdinaSide side, ArdinaSide enemy, uint16_t locale)
{
  gboolean land = FALSE;
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    {
      ArdinaSide s = ardina_unit_controller (g, (uint16_t) i);
      if (s == enemy)
        return FALSE;
      land = land || (s == side && !ardina_is_fleet ((uint16_t) i));
    }
  if (!land)
    return FALSE;
  ARDINA_BOARD_EACH_LEADER (g, locale, i)
    if (ardina_leader_controller (g, (uint16_t) i) == enemy)
      return FALSE;
  return TRUE;
}

/* The fortresses ardina_fortress_mobilize accepts, for the phase's
 * listing: one per locale holding a land unit of @side and nothing of
 * the enemy's. Only the locales of @sites are asked: the listing knows
 * already where each side has units, and a fortress goes nowhere else. */
void
ardina_fortress_mobilizations (const ArdinaGame *g, ArdinaSide side, const uint64_t *sites, ArdinaActionList *out)
{
  if (!(g->optional & ARDINA_OPTIONAL (28)))
    return;
  /* Listed in every Mobilization decision: the price and the empty
   * locales are ruled out before the check, whose refusals would each
   * format a message. */
  gboolean reconstructed = FALSE;
  int cost = ardina_item_cost (g, side, ARDINA_ITEM_FORTRESS, ARDINA_NATION_ANY, ARDINA_BRACKET_ANY, &reconstructed);
  if (cost < 0 || g->points[side] < cost)
    return;
  /* what else ardina_fortress_mobilize asks: engine.c's debug check
   * holds this listing to the act */
  ArdinaSide enemy = ardina_other (side);
  for (guint w = 0; w < ARDINA_MAX_LOCALES / 64; w++)
    for (uint64_t b = sites[w]; b; b &= b - 1)
      {
        guint l = w * 64 + (guint) __builtin_ctzll (b);
        if (l < ARDINA_DATA_N_LOCALES && !g->markers[ARDINA_MARKER_FORTRESS][l]
            && fortress_site (g, side, enemy, (uint16_t) l))
          ardina_actions_add (out, side, ARDINA_VERB_MOBILIZE, 2, ARDINA_CODE_MARKER | ARDINA_MARKER_FORTRESS,
                              ARDINA_CODE_LOCALE | l);
      }
}

/* @side has a fortress on the map, section 28 in play. */
gboolean
ardina_fortress_any (const ArdinaGame *g, ArdinaSide side)
{
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (ardina_fortress_of (g, side, (uint16_t) l))
      return TRUE;
  return FALSE;
}

/* 28.4(2): the last step of @side's Forage Phase (the Supply Phase of
 * 5.1): `choose LOCALE` removes his fortress there, `end` keeps the rest
 * and ends the phase. */
gboolean
ardina_fortress_remove (ArdinaCtx *c, ArdinaSide side, const ArdinaAction *a)
{
  if (a->verb == ARDINA_VERB_END)
    {
      if (c->check_only)
        return TRUE;
      ardina_emit (c, ARDINA_R_28_4, side, "%s keeps his remaining fortresses", ardina_side_label (side));
      ardina_pop (c, 0);
      return TRUE;
    }
  uint16_t locale = ARDINA_CODE_INDEX (a->args[0]);
  if (a->verb != ARDINA_VERB_CHOOSE || ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_LOCALE
      || locale >= ARDINA_DATA_N_LOCALES || !ardina_fortress_of (c->g, side, locale))
    return ardina_refuse (c, ARDINA_R_28_4, "as the Supply Phase ends %s may remove one of his own fortresses "
                          "(choose LOCALE) or end", ardina_side_label (side));
  if (c->check_only)
    return TRUE;
  c->g->markers[ARDINA_MARKER_FORTRESS][locale] = 0;
  ardina_emit (c, ARDINA_R_28_4, side, "%s removes his fortress in %s as the last step of the Supply Phase",
               ardina_side_label (side), locale_label (locale));
  return TRUE;
}

/* FORAGE_LIMIT, 28.8, R-124: a siege marker feeds its besieging force
 * up to the locale's political value (constants.xml's multiplier), even
 * where a FORAGE row denies the locale to the besiegers; where 19.2 feeds
 * them more, the more. */
guint
ardina_siege_forage (const ArdinaGame *g, uint16_t locale, ArdinaSide side, guint limit)
{
  if (!ardina_siege_of (g, side, locale))
    return limit;
  guint siege = ardina_data_locales[locale].value * (guint) ARDINA_CONST (SIEGE_FORAGE_MULTIPLIER);
  return MAX (limit, siege);
}
