/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Overrun (34): a moving force ten times as strong as the enemy force in
 * the locale it has just entered may wipe that force out at once and
 * march on, instead of stopping for a battle (16.10).
 *
 * It is the moving player's option (34.4): the move (movement.c) offers
 * `choose overrun` while the force stands stopped in the locale it
 * entered, and carries it out through the two functions below. The move
 * keeps the one overrun its force may make in the phase (34.1): a force
 * moves once per phase (16.5), so its move's frame is that phase's.
 * With section 34 out of play nothing here is offered (1.4). */
#include "rules.h"
#include "core/board.h"

/* Printed combat strength of the units of @force (34.1: printed, so
 * disruption changes nothing). */
static guint
printed_strength (const ArdinaForce *force)
{
  guint s = 0;
  for (guint w = 0; w < G_N_ELEMENTS (force->units.w); w++)
    for (uint64_t b = force->units.w[w]; b; b &= b - 1)
      s += ardina_data_units[w * 64 + (guint) __builtin_ctzll (b)].strength;
  return s;
}

static gboolean
has_indians (const ArdinaForce *force)
{
  return ardina_units_meet (&force->units, ardina_units_of_type (ARDINA_UNIT_TYPE_INDIAN));
}

/* May the force @force of @side, stopped in @locale which it has just
 * entered, overrun the enemy there? Refuses with the rule that forbids
 * it: the section (1.4), the restrictions of 34.3 in their printed order,
 * then the tenfold strength of 34.1 (at least 10 against lone leaders,
 * */
gboolean
ardina_overrun_ok (ArdinaCtx *c, const ArdinaForce *force, ArdinaSide side, uint16_t locale)
{
  const ArdinaGame *g = c->g;
  if (!(g->optional & ARDINA_OPTIONAL (34)))
    return ardina_refuse (c, ARDINA_R_1_4, "overrun (34) is not in play in this game");
  ArdinaSide enemy = ardina_other (side);
  if (!ardina_enemy_at (g, side, locale))
    return ardina_refuse (c, ARDINA_R_34_1, "no enemy stands in %s to overrun", ardina_data_locales[locale].label);
  if (ardina_fortress_of (g, enemy, locale) || ardina_siege_of (g, enemy, locale))
    return ardina_refuse (c, ARDINA_R_34_3, "the enemy force in %s has a fortress or siege marker: no overrun",
                          ardina_data_locales[locale].label);
  if (ardina_enemy_partisan_at (g, side, locale))
    return ardina_refuse (c, ARDINA_R_34_3, "an enemy partisan stands in %s: no overrun",
                          ardina_data_locales[locale].label);
  ArdinaForce them;
  ardina_force_at (g, enemy, locale, &them);
  if (has_indians (&them) && ardina_data_locales[locale].kind == ARDINA_LOCALE_KIND_INDIAN)
    return ardina_refuse (c, ARDINA_R_34_3, "the enemy force holds Indians in an Indian locale: no overrun");
  if (ardina_force_fleets (force))
    return ardina_refuse (c, ARDINA_R_34_3, "fleets make no overruns");
  guint ours = printed_strength (force), theirs = printed_strength (&them);
  guint need = theirs ? 10 * theirs : 10;
  if (ours < need)
    return ardina_refuse (c, ARDINA_R_34_1, "the force's printed strength %u is less than the %u an overrun needs "
                          "(ten times the enemy's %u%s)", ours, need, theirs, theirs ? "" : ", at least 10: R-151");
  return TRUE;
}

/* The overrun itself (34.1, 34.2): every enemy unit in @locale is
 * eliminated; the enemy leaders there go back to their pool and its
 * Leader Arises markers to the campaign pool: an overrun is no
 * battle, so no survival roll (21.4), no picks (18.11), no massacre. */
void
ardina_overrun (ArdinaCtx *c, const ArdinaForce *force, ArdinaSide side, uint16_t locale)
{
  ArdinaGame *g = c->g;
  ArdinaSide enemy = ardina_other (side);
  ArdinaForce them;
  ardina_force_at (g, enemy, locale, &them);
  guint ours = printed_strength (force), theirs = printed_strength (&them);
  guint units = ardina_force_units (&them), leaders = ardina_force_leaders (&them), arisen = 0;
  /* gathered first: a piece removed leaves the board's lists */
  for (guint w = 0; w < G_N_ELEMENTS (them.units.w); w++)
    for (uint64_t b = them.units.w[w]; b; b &= b - 1)
      {
        uint16_t i = (uint16_t) (w * 64 + (guint) __builtin_ctzll (b));
        if (g->units[i].zone == ARDINA_ZONE_MAP)   /* cargo sinks with its fleet */
          ardina_unit_eliminate (g, i);
      }
  for (ArdinaLeaderSet b = them.leaders; b; b &= b - 1)
    {
      uint16_t i = (uint16_t) __builtin_ctzll (b);
      ardina_place_set (g, (uint16_t) (ARDINA_CODE_LEADER | i),
                        (ArdinaPlace) { .zone = ARDINA_ZONE_POOL, .side = (uint8_t) ardina_leader_side (i) });
    }
  guint n;
  const uint8_t *arises = ardina_campaign_counters (ARDINA_CAMPAIGN_LEADER_ARISES, &n);
  for (guint k = 0; k < n; k++)
    {
      const ArdinaPlace *p = &g->pieces[arises[k]];
      if (p->zone == ARDINA_ZONE_MAP && p->locale == locale && p->side == enemy)
        {
          ardina_place_set (g, (uint16_t) (ARDINA_CODE_PIECE | arises[k]),
                            (ArdinaPlace) { .zone = ARDINA_ZONE_POOL, .side = ARDINA_SIDE_NONE });
          arisen++;
        }
    }
  ardina_emit2 (c, ARDINA_R_34_1, ARDINA_R_34_4, side, "the force (printed strength %u) overruns the enemy in %s "
                "(%u): %u unit%s eliminated, %u leader%s back to the pool (R-151)%s; it may march on",
                ours, ardina_data_locales[locale].label, theirs, units, units == 1 ? "" : "s", leaders,
                leaders == 1 ? "" : "s", arisen ? ", Leader Arises markers to the pool" : "");
  ardina_emit (c, ARDINA_R_34_2, side, "an overrun is no battle: no leaders or Tactics markers, no picks, "
               "no massacre");
}
