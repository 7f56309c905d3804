/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Militia expeditions (33): with the section in play, the border that
 * holds militia (23.1) may be tried. A force with a commander that marches
 * across a regional border rolls a die per militia unit before it crosses
 * (33.1, movement.c's expedition step); a retreating force with a
 * commander does the same after its player chose the locale (33.2,
 * battle.c's expedition step). What a die does, who commands a retreat,
 * and the lift of 23.1's refusals for the attempt (militia.c's ROUTE and
 * RETREAT rows ask here) are this file's; the steps that roll are in the
 * procedures they belong to, so that a dice script drives them. R-162 to
 * */
#include "rules.h"
#include "core/board.h"

gboolean
ardina_expeditions_on (const ArdinaGame *g)
{
  return (g->optional & ARDINA_OPTIONAL (33)) != 0;
}

/* 33.1: the dice are rolled for militia units; militia leaders roll none
 * (R-163). */
gboolean
ardina_force_militia_units (const ArdinaForce *force)
{
  return ardina_units_meet (&force->units, ardina_units_of_type (ARDINA_UNIT_TYPE_MILITIA));
}

/* 33.1, 33.2: @force, commanded by @commander (0: none), makes the
 * attempt on its way from @from to @to: the section is in play, the
 * way crosses a regional border on land (23.1 still keeps militia off the
 * sea, R-78), a commander leads it and it holds militia units. */
gboolean
ardina_expedition_due (const ArdinaGame *g, const ArdinaForce *force, uint16_t commander, uint16_t from, uint16_t to)
{
  return ardina_expeditions_on (g) && commander && ardina_force_militia_units (force)
         && ardina_data_locales[to].kind != ARDINA_LOCALE_KIND_HIGH_SEAS
         && ardina_locale_region (from) != ardina_locale_region (to);   /* 23.1's border, as militia.c asks it */
}

/* 33.1: what a die of @die does against the commander's @value:
 * within it the unit crosses; above it, dice.xml's bands say a 6 sends it
 * home and any other roll stops it. */
ArdinaExpedition
ardina_expedition_roll (int die, guint value)
{
  if (die <= (int) value)
    return ARDINA_EXPEDITION_CROSSES;
  return ardina_roll_outcome_id (ARDINA_ROLL_MILITIA_EXPEDITION, die) == ARDINA_OUT_GOES_HOME
         ? ARDINA_EXPEDITION_HOME : ARDINA_EXPEDITION_STOPS;
}

/* 33.1, R-165: a militia unit that goes home leaves the map for the
 * counter mix, from which it may be mobilized again (13.5). */
void
ardina_expedition_home (ArdinaGame *g, uint16_t unit)
{
  ardina_place_put (g, (uint16_t) (ARDINA_CODE_UNIT | unit), ARDINA_ZONE_RESERVE, 0);
  g->units[unit].flags = 0;
  g->units[unit].carrier = 0;
}

/* ROUTE, 33.1 (through militia.c's row, 23.1): the attempt replaces
 * 23.1's refusal of a border crossing when the force has a commander
 * moving with it and militia units to roll for; a militia leader crosses
 * only as that commander. Interceptors pass no commander: they
 * keep 23.1. */
gboolean
ardina_expedition_route (ArdinaCtx *c, const ArdinaHookRoute *q)
{
  const char *from = ardina_data_locales[q->from].label, *to = ardina_data_locales[q->to].label;
  if (!q->commander)
    return ardina_refuse (c, ARDINA_R_23_1, "militia never cross a regional border (%s and %s lie in different "
                          "regions) unless they try it in a force moving with a commander in its own Movement Phase "
                          "(33.1, R-164)", from, to);
  if (!ardina_force_militia_units (q->force))
    return ardina_refuse (c, ARDINA_R_23_1, "a militia leader never crosses a regional border (%s to %s) but as "
                          "the commander of militia units trying it (R-163)", from, to);
  ArdinaLeaderSet others = q->force->leaders & ardina_leaders_of_kind (ARDINA_LEADER_KIND_MILITIA);
  if (ARDINA_CODE_KIND (q->commander) == ARDINA_CODE_LEADER)
    others &= ~((ArdinaLeaderSet) 1 << ARDINA_CODE_INDEX (q->commander));
  if (others)
    return ardina_refuse (c, ARDINA_R_23_1, "%s, a militia leader who does not command the force, may not cross "
                          "from %s to %s: drop him off first (R-163)",
                          ardina_data_leaders[__builtin_ctzll (others)].label, from, to);
  return TRUE;
}

/* 33.2, R-166: the commander of @side's force @force retreating from
 * @locale: its leader of the highest value there (21.6 and 21.7 applied),
 * the first in counter order on a tie, or else a Leader Arises marker of
 * its (7.9); 0 for none. His value in @value. */
uint16_t
ardina_retreat_commander (const ArdinaGame *g, const ArdinaForce *force, ArdinaSide side, uint16_t locale,
                          guint *value)
{
  uint16_t best = 0;
  *value = 0;
  for (ArdinaLeaderSet b = force->leaders; b; b &= b - 1)
    {
      uint16_t l = (uint16_t) __builtin_ctzll (b);
      guint v = ardina_leader_effective (g, l, force);
      if (!best || v > *value)
        best = (uint16_t) (ARDINA_CODE_LEADER | l), *value = v;
    }
  if (best)
    return best;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      const ArdinaPlace *p = &g->pieces[i];
      if (p->zone == ARDINA_ZONE_MAP && p->locale == locale && p->side == side
          && (p->flags & ARDINA_PIECE_IN_BATTLE))
        return *value = (guint) ARDINA_CONST (LEADER_ARISES_VALUE), (uint16_t) (ARDINA_CODE_PIECE | i);
    }
  return 0;
}
