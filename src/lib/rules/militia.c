/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Militia (23): militia units and militia leaders never go to sea and
 * never cross a regional border of their own will (23.1, R-78); in a
 * retreat they cross one only when no retreat inside the region is open
 * . Crossing is allowed to every other piece (23.2, movement.c's
 * event). With militia expeditions (33) a force with a commander may try
 * a border: the rows below then give way to expeditions.c. */
#include "rules.h"

/* 23.1: a militia unit or a militia leader in @force. */
gboolean
ardina_force_holds_militia (const ArdinaForce *force)
{
  return ardina_units_meet (&force->units, ardina_units_of_type (ARDINA_UNIT_TYPE_MILITIA))
         || (force->leaders & ardina_leaders_of_kind (ARDINA_LEADER_KIND_MILITIA));
}

/* 23.1, R-78: @from and @to lie in different map regions (2.7). */
gboolean
ardina_crosses_border (uint16_t from, uint16_t to)
{
  return ardina_locale_region (from) != ardina_locale_region (to);
}

/* ROUTE, 23.1, R-78: no militia at sea; no militia across a border. A
 * route 16.9 forbids anyway (@cost < 0) is left to 16.9's refusal. */
gboolean
ardina_militia_route (ArdinaCtx *c, const ArdinaHookRoute *q)
{
  if (!ardina_force_holds_militia (q->force))
    return TRUE;
  if (ardina_data_locales[q->to].kind == ARDINA_LOCALE_KIND_HIGH_SEAS
      || ardina_data_routes[q->route].kind == ARDINA_ROUTE_SEA)
    return ardina_refuse (c, ARDINA_R_23_1, "militia and militia leaders never go to sea (R-78)");
  if (q->cost >= 0 && ardina_crosses_border (q->from, q->to) && ardina_expeditions_on (c->g))
    return ardina_expedition_route (c, q);   /* 33.1: the attempt, when it may be made */
  if (q->cost >= 0 && ardina_crosses_border (q->from, q->to))
    return ardina_refuse (c, ARDINA_R_23_1, "militia and militia leaders never cross a regional border: %s and %s "
                          "lie in different regions", ardina_data_locales[q->from].label,
                          ardina_data_locales[q->to].label);
  return TRUE;
}

/* RETREAT, 23.1, R-86: a force holding militia retreats across a border
 * only when no retreat inside its region is open: it retreats together
 * (18.8), and its militia may not cross otherwise. With 33, a force
 * whose militia units may try the border under its commander may choose
 * it (33.2, R-166). */
uint16_t
ardina_militia_retreat (const ArdinaGame *g, const ArdinaHookRetreat *q, const char **why)
{
  if (ardina_expedition_due (g, q->force, q->commander, q->from, q->to))
    return 0;
  if (ardina_crosses_border (q->from, q->to) && ardina_force_holds_militia (q->force) && q->inside_open (g, q))
    return *why = "its militia never cross a regional border while a retreat inside the region is open (R-86)",
           ARDINA_R_23_1;
  return 0;
}
