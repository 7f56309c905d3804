/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What a leader gives the force he is with (21.3, 21.6, 21.7, R-13): his
 * printed value, nothing once disrupted in a battle (21.3), or what a
 * LEADER row makes of it. The rows of the standard rules are here: a
 * militia leader commands militia and light units only (21.6), an
 * admiral fleets only and a general never fleets (21.7). Movement,
 * battles and enlistment all ask ardina_leader_effective (). */
#include "rules.h"
#include "core/board.h"

#include <string.h>

/* The value and, when a rule cuts it, that rule (0 if none). */
static guint
effective (const ArdinaGame *g, uint16_t leader, const ArdinaForce *force, uint16_t *rule)
{
  *rule = 0;
  if (g->leaders[leader].flags & ARDINA_PIECE_DISRUPTED)
    return *rule = ARDINA_R_21_3, (guint) ARDINA_CONST (DISRUPTED_LEADER_VALUE);
  ARDINA_HOOK_EACH (row, g, LEADER)
    {
      guint v = row->fn.LEADER (g, leader, force, rule);
      if (v != ARDINA_HOOK_PASS)
        return v;
    }
  return ardina_data_leaders[leader].value;
}

guint
ardina_leader_effective (const ArdinaGame *g, uint16_t leader, const ArdinaForce *force)
{
  uint16_t rule;
  return effective (g, leader, force, &rule);
}

/* Why a leader gives less than his printed value, for events: the rule,
 * or 0 when he gives it all. */
uint16_t
ardina_leader_reduced_by (const ArdinaGame *g, uint16_t leader, const ArdinaForce *force)
{
  uint16_t rule;
  return effective (g, leader, force, &rule) == ardina_data_leaders[leader].value ? 0 : rule;
}

/* ---- leadership in a land battle (18.4(1), R-13) ---- */

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
  ardina_force_at (g, side, locale, out);
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (ardina_is_fleet ((uint16_t) i))
      ardina_units_remove (&out->units, (guint) i);
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

/* 24.8, 21.7: the leadership @side brings a fleet battle at @locale:
 * his admirals' values there (a general gives fleets nothing) and his
 * Leader Arises markers', which may act as admirals. */
guint
ardina_fleet_leadership_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ArdinaForce f;
  ardina_force_at (g, side, locale, &f);
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (!ardina_is_fleet ((uint16_t) i))
      ardina_units_remove (&f.units, (guint) i);
  f.leaders &= ardina_leaders_of_kind (ARDINA_LEADER_KIND_ADMIRAL);
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

/* ---- rows ---- */

/* LEADER, 21.6: a militia leader gives his value only to a force of
 * militia, light units and militia leaders. */
guint
ardina_militia_leader (const ArdinaGame *g, uint16_t leader, const ArdinaForce *force, uint16_t *rule)
{
  (void) g;
  if (ardina_data_leaders[leader].kind != ARDINA_LEADER_KIND_MILITIA || ardina_force_militia (force))
    return ARDINA_HOOK_PASS;
  *rule = ARDINA_R_21_6;
  return (guint) ARDINA_CONST (MILITIA_LEADER_OTHER_VALUE);
}

/* LEADER, 21.7: an admiral gives his value only to fleets (and amphibious
 * assaults, 24.6), a general never to fleets. */
guint
ardina_admiral_leader (const ArdinaGame *g, uint16_t leader, const ArdinaForce *force, uint16_t *rule)
{
  (void) g;
  if ((ardina_data_leaders[leader].kind == ARDINA_LEADER_KIND_ADMIRAL) == ardina_force_naval (force))
    return ARDINA_HOOK_PASS;
  *rule = ARDINA_R_21_7;
  return 0;
}
