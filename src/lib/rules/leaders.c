/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What a leader gives the force he is with (21.3, 21.6, 21.7, R-13): his
 * printed value, nothing once disrupted in a battle (21.3), or what a
 * LEADER row makes of it. The rows of the standard rules are here: a
 * militia leader commands militia and light units only (21.6), an
 * admiral fleets only and a general never fleets (21.7). Movement,
 * battles and enlistment all ask ardina_leader_effective (). */
#include "rules.h"

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
