/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* British Militia Upgrades (31, optional).
 *
 * In his Mobilization Phase the British player may name a Loyalist
 * militia unit that shares its locale with a British regular or light
 * unit and, for 2 political points (mobilization.xml, militia-upgrade;
 * never doubled on turn 1, R-38), swap it for a British regular or light
 * unit he could mobilize now (`upgrade MILITIA UNIT`, 31.1, R-161). The
 * new unit takes the militia's place on the map; the militia goes back to
 * the counter mix, as the Drillmaster's does.
 *
 * Both ends carry the UPGRADED mark until the turn advances (turn.c): on
 * the new unit it says an upgrade was made in its locale this phase
 * (31.2: one per locale; the British have one Mobilization Phase a turn,
 * 5.1), on the militia off the map that it may not be mobilized again
 * before the next game turn (31.3, the MOBILIZE_AVAILABLE row). */
#include "rules.h"

static gboolean
played (const ArdinaGame *g)
{
  return (g->optional & ARDINA_OPTIONAL (31)) != 0;
}

static gboolean
is_unit (uint16_t unit, uint8_t nation, uint8_t type)
{
  return ardina_data_units[unit].nation == nation && ardina_data_units[unit].type == type;
}

/* 31.1, R-161: a Loyalist militia unit, the British nation's. */
static gboolean
loyalist_militia (uint16_t unit)
{
  return is_unit (unit, ARDINA_UNATION_BRITISH, ARDINA_UNIT_TYPE_MILITIA);
}

/* 31.1, R-161: a unit of the British nation (not a Hessian) that is
 * regular or light; a detachment counts as the regular it is half of
 * where the militia must stand, but it is never what the upgrade
 * brings (13.7). */
static gboolean
british_regular_or_light (uint16_t unit, gboolean detachments)
{
  return is_unit (unit, ARDINA_UNATION_BRITISH, ARDINA_UNIT_TYPE_REGULAR)
         || is_unit (unit, ARDINA_UNATION_BRITISH, ARDINA_UNIT_TYPE_LIGHT)
         || (detachments && is_unit (unit, ARDINA_UNATION_BRITISH, ARDINA_UNIT_TYPE_DETACHMENT));
}

/* The Loyalist militia counters, and the British regulars and light
 * units an upgrade may bring (31.1, R-161), each in unit order: the
 * listing walks these, not every counter. Made once from the data. */
typedef struct {
  guint n_militia, n_new;
  uint16_t militia[ARDINA_MAX_UNITS], new_unit[ARDINA_MAX_UNITS];
} UpgradeUnits;

static const UpgradeUnits *
upgrade_units (void)
{
  static UpgradeUnits t;
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      for (uint16_t u = 0; u < ARDINA_DATA_N_UNITS; u++)
        {
          if (loyalist_militia (u))
            t.militia[t.n_militia++] = u;
          if (british_regular_or_light (u, FALSE))
            t.new_unit[t.n_new++] = u;
        }
      g_once_init_leave (&done, 1);
    }
  return &t;
}

/* 31.1: a British regular or light unit of the British player in @locale. */
static gboolean
partner_at (const ArdinaGame *g, uint16_t locale)
{
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (british_regular_or_light ((uint16_t) i, TRUE) && ardina_unit_controller (g, (uint16_t) i) == ARDINA_SIDE_BRITISH)
      return TRUE;
  return FALSE;
}

/* 31.2: an upgrade was made in @locale this Mobilization Phase: the unit
 * it brought stands there with its mark. */
static gboolean
upgraded_at (const ArdinaGame *g, uint16_t locale)
{
  ARDINA_BOARD_EACH_UNIT_IF (g, locale, ARDINA_PIECE_UPGRADED, ARDINA_PIECE_UPGRADED, i)
    return TRUE;
  return FALSE;
}

static int
price (const ArdinaGame *g)
{
  return ardina_item_cost (g, ARDINA_SIDE_BRITISH, ARDINA_ITEM_MILITIA_UPGRADE, ARDINA_NATION_BRITISH,
                           ARDINA_BRACKET_ANY, NULL);
}

/* 31.1, 31.2: may @militia be upgraded now, whatever it becomes? */
static gboolean
militia_ok (ArdinaCtx *c, ArdinaSide side, uint16_t code)
{
  if (!played (c->g))
    return ardina_refuse (c, ARDINA_R_31_1, "militia are upgraded only with the optional rules of section 31 (1.4)");
  if (side != ARDINA_SIDE_BRITISH)
    return ardina_refuse (c, ARDINA_R_31_1, "only the British player upgrades militia");
  uint16_t m = ARDINA_CODE_INDEX (code);
  if (ARDINA_CODE_KIND (code) != ARDINA_CODE_UNIT || m >= ARDINA_DATA_N_UNITS || !loyalist_militia (m)
      || c->g->units[m].zone != ARDINA_ZONE_MAP || ardina_unit_controller (c->g, m) != side)
    return ardina_refuse (c, ARDINA_R_31_1, "the unit upgraded is a Loyalist militia unit of his on the map");
  uint16_t l = c->g->units[m].locale;
  if (!partner_at (c->g, l))
    return ardina_refuse (c, ARDINA_R_31_1, "%s has no British regular or light unit with it in %s",
                          ardina_data_units[m].label, ardina_data_locales[l].label);
  if (upgraded_at (c->g, l))
    return ardina_refuse (c, ARDINA_R_31_2, "a militia unit has already been upgraded in %s this Mobilization Phase",
                          ardina_data_locales[l].label);
  int cost = price (c->g);
  if (cost < 0 || c->g->points[side] < cost)
    return ardina_refuse (c, ARDINA_R_31_1, "an upgrade costs %d political points and the British player has %d",
                          cost, c->g->points[side]);
  return TRUE;
}

/* 31.1, R-161: what the militia becomes: a British regular or light unit
 * he could mobilize now (13.5, 13.10, 4.9 and the MOBILIZE_AVAILABLE
 * rows), allowed to stand in the militia's locale. */
static gboolean
new_unit_ok (ArdinaCtx *c, ArdinaSide side, uint16_t code, uint16_t locale)
{
  uint16_t u = ARDINA_CODE_INDEX (code);
  if (ARDINA_CODE_KIND (code) != ARDINA_CODE_UNIT || u >= ARDINA_DATA_N_UNITS || !british_regular_or_light (u, FALSE))
    return ardina_refuse (c, ARDINA_R_31_1, "an upgraded militia becomes a British regular or light unit (R-161)");
  return ardina_unit_available (c, side, u) && ardina_locale_open (c, side, u, locale);
}

/* 31.1: @unit comes into play in @locale for @cost, marked for 31.2. Not
 * ardina_mobilize_put: mobilization.c calls this file, and an upgrade
 * needs none of the American's picks it adds (27.2). */
static void
bring_in (ArdinaCtx *c, ArdinaSide side, uint16_t unit, uint16_t locale, int cost)
{
  gboolean again = c->g->units[unit].zone == ARDINA_ZONE_ELIMINATED;
  ardina_place_put (c->g, (uint16_t) (ARDINA_CODE_UNIT | unit), ARDINA_ZONE_MAP, locale);
  c->g->units[unit].flags = ARDINA_PIECE_MOBILIZED | ARDINA_PIECE_UPGRADED;
  c->g->points[side] = (int16_t) (c->g->points[side] - cost);
  ardina_emit2 (c, ARDINA_R_31_1, again ? ARDINA_R_13_5 : ARDINA_R_13_3, side, "%s mobilizes %s%s in %s for %d "
                "points in its place", ardina_side_label (side), again ? "the eliminated " : "",
                ardina_data_units[unit].label, ardina_data_locales[locale].label, cost);
}

gboolean
ardina_upgrade (ArdinaCtx *c, ArdinaSide side, uint16_t militia, uint16_t unit)
{
  if (!militia_ok (c, side, militia))
    return FALSE;
  uint16_t m = ARDINA_CODE_INDEX (militia), u = ARDINA_CODE_INDEX (unit);
  uint16_t l = c->g->units[m].locale;
  if (!new_unit_ok (c, side, unit, l))
    return FALSE;
  if (c->check_only)
    return TRUE;
  ardina_place_put (c->g, militia, ARDINA_ZONE_RESERVE, l);   /* back to the counter mix */
  c->g->units[m].flags = ARDINA_PIECE_UPGRADED;               /* 31.3 */
  c->g->units[m].carrier = 0;
  ardina_emit (c, ARDINA_R_31_1, side, "%s upgrades %s in %s: the militia leaves the map, and may be mobilized "
               "again from the next game turn (31.3)", ardina_side_label (side), ardina_data_units[m].label,
               ardina_data_locales[l].label);
  bring_in (c, side, u, l, price (c->g));
  return TRUE;
}

/* MOBILIZE_AVAILABLE, 31.3: a militia upgraded away this turn waits for
 * the next game turn. */
gboolean
ardina_upgrade_available (ArdinaCtx *c, ArdinaSide side, uint16_t unit)
{
  const ArdinaPlace *p = &c->g->units[unit];
  if (p->zone != ARDINA_ZONE_MAP && (p->flags & ARDINA_PIECE_UPGRADED))
    return ardina_refuse (c, ARDINA_R_31_3, "%s was upgraded away this turn: it may be mobilized again from the "
                          "next game turn", ardina_data_units[unit].label);
  return TRUE;
}

/* The units a militia may become now, whatever its locale, into @out;
 * how many: the British regulars and light units new_unit_ok's first two
 * tests accept (31.1, R-161; 13.5, 13.10, the MOBILIZE_AVAILABLE rows),
 * which read nothing of the militia, so a listing asks them once. */
static guint
available_units (ArdinaCtx *c, ArdinaSide side, uint16_t *out)
{
  const UpgradeUnits *t = upgrade_units ();
  guint n = 0;
  for (guint k = 0; k < t->n_new; k++)
    {
      /* Only the counter mix's units may be available (13.10, 4.11):
       * the rest are passed over unasked. */
      uint16_t u = t->new_unit[k];
      uint8_t z = c->g->units[u].zone;
      if ((z == ARDINA_ZONE_RESERVE || z == ARDINA_ZONE_ELIMINATED) && ardina_unit_available (c, side, u))
        out[n++] = u;
    }
  return n;
}

/* The upgrades open to @side now: each militia that may be upgraded,
 * with each unit it may become. What does not depend on the militia is
 * asked once: the price (31.1) and the units available; and the locale
 * once per militia, as ardina_locale_open reads of a unit only its
 * nation and whether it is an Indian, the same for every British regular
 * or light unit. */
void
ardina_upgrade_generate (const ArdinaGame *g, ArdinaSide side, ArdinaActionList *out)
{
  if (!played (g) || side != ARDINA_SIDE_BRITISH)
    return;
  int cost = price (g);   /* militia_ok's last test, the same for every militia */
  if (cost < 0 || g->points[side] < cost)
    return;
  ArdinaCtx c = { (ArdinaGame *) g, NULL, NULL, TRUE };
  uint16_t avail[ARDINA_MAX_UNITS];
  int n = -1;   /* the units available, asked at the first militia that may be upgraded */
  const UpgradeUnits *t = upgrade_units ();
  for (guint j = 0; n && j < t->n_militia; j++)
    {
      uint16_t m = t->militia[j];
      if (g->units[m].zone != ARDINA_ZONE_MAP || !militia_ok (&c, side, (uint16_t) (ARDINA_CODE_UNIT | m)))
        continue;
      if (n < 0)
        n = (int) available_units (&c, side, avail);
      if (!n || !ardina_locale_open (&c, side, avail[0], g->units[m].locale))
        continue;
      for (guint k = 0; k < (guint) n; k++)
        ardina_actions_add (out, side, ARDINA_VERB_UPGRADE, 2, ARDINA_CODE_UNIT | m, ARDINA_CODE_UNIT | avail[k]);
    }
}

/* The space debug builds hold ardina_upgrade_generate to: every Loyalist
 * militia with every British regular or light unit. */
void
ardina_upgrade_space (ArdinaSide side, ArdinaActionList *out)
{
  for (guint m = 0; m < ARDINA_DATA_N_UNITS; m++)
    for (guint u = 0; loyalist_militia ((uint16_t) m) && u < ARDINA_DATA_N_UNITS; u++)
      if (british_regular_or_light ((uint16_t) u, FALSE))
        ardina_actions_add (out, side, ARDINA_VERB_UPGRADE, 2, ARDINA_CODE_UNIT | m, ARDINA_CODE_UNIT | u);
}
