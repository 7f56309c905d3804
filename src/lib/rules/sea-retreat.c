/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Retreat to sea (18.9, R-84, R-110).
 *
 * A beaten land force standing in a port with fleets of its side may go
 * aboard them and sail with them into a connected sea area free of enemy
 * fleets, instead of retreating by land (18.8). The fleets carry their
 * usual load (24.5: four land combat units each, leaders without limit,
 * together if one is not enough); what they already carry stays aboard
 * and counts; no force goes aboard beside an enemy fleet (24.4(5)).
 * Militia never go to sea (23.1, R-78): a force holding them
 * takes the sea only as it would cross a border (R-86, the RETREAT row
 * of militia.c, since a sea area lies in no region), and they are lost
 * on the shore (battle.c's retreat_to ()).
 *
 * battle.c asks ardina_sea_retreat_barred () about a sea route a land
 * force may not take by 16.9 and calls ardina_sea_retreat_embark () to
 * carry the retreat out; everything else about the retreat (the enemy in
 * the sea area, the locales barred to a nation) is 18.8's check there. */
#include "rules.h"
#include "core/board.h"

/* Militia and militia leaders stay ashore (23.1, R-78). */
static gboolean
goes_to_sea (uint16_t code)
{
  guint i = ARDINA_CODE_INDEX (code);
  if (ARDINA_CODE_KIND (code) == ARDINA_CODE_UNIT)
    return ardina_data_units[i].type != ARDINA_UNIT_TYPE_MILITIA && !ardina_is_fleet ((uint16_t) i);
  return ardina_data_leaders[i].kind != ARDINA_LEADER_KIND_MILITIA;
}

/* 24.5: room left aboard @side's fleets at @locale, and how many there are. */
static guint
room_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale, guint *fleets)
{
  guint room = 0;
  *fleets = 0;
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (g, (uint16_t) i) == side)
      {
        guint load = ardina_fleet_load (g, (uint16_t) i);
        (*fleets)++;
        room += load < ARDINA_FLEET_CAPACITY ? ARDINA_FLEET_CAPACITY - load : 0;
      }
  return room;
}

/* What of @force must go aboard: its land combat units not yet embarked
 * (24.5 counts them; leaders need no room), and whether anything of it
 * goes to sea at all. */
static guint
to_embark (const ArdinaGame *g, const ArdinaForce *force, gboolean *any)
{
  guint n = 0;
  *any = FALSE;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_units_has (&force->units, i) && goes_to_sea ((uint16_t) (ARDINA_CODE_UNIT | i)))
      {
        *any = TRUE;
        n += !(g->units[i].flags & ARDINA_PIECE_EMBARKED);
      }
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if ((force->leaders >> i & 1) && goes_to_sea ((uint16_t) (ARDINA_CODE_LEADER | i)))
      *any = TRUE;
  return n;
}

static gboolean
enemy_fleet_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return ardina_fleet_at (g, ardina_other (side), locale);
}

uint16_t
ardina_sea_retreat_barred (const ArdinaGame *g, const ArdinaForce *force, ArdinaSide side, uint16_t from,
                           uint16_t to, const char **why)
{
  guint fleets, need;
  gboolean some;
  if (ardina_data_locales[to].kind != ARDINA_LOCALE_KIND_HIGH_SEAS)
    return *why = "land units retreat along land routes, or to sea aboard fleets", ARDINA_R_18_9;
  guint room = room_at (g, side, from, &fleets);
  if (!fleets)
    return *why = "a retreat to sea needs a fleet of the retreating side in the locale (R-84)", ARDINA_R_18_9;
  need = to_embark (g, force, &some);
  if (!some)
    return *why = "nothing of the force may go to sea: militia never do (R-78)", ARDINA_R_18_9;
  if (need > room)
    return *why = "the fleets there lack room for the force: four land combat units a fleet (24.5, R-84)",
           ARDINA_R_18_9;
  if (enemy_fleet_at (g, side, from))
    return *why = "no land force goes aboard in a port holding an enemy fleet", ARDINA_R_24_4;
  if (enemy_fleet_at (g, side, to))
    return *why = "a retreat to sea goes only into a sea area free of enemy fleets", ARDINA_R_18_9;
  return 0;
}

/* The first of @fleets with room, or the first fleet when none has
 * (a leader needs none, 24.5). */
static guint
berth (const guint *room, guint n)
{
  for (guint k = 0; k < n; k++)
    if (room[k])
      return k;
  return 0;
}

guint
ardina_sea_retreat_embark (ArdinaGame *g, ArdinaSide side, uint16_t from, uint16_t to, const uint16_t *codes,
                           guint n, GString *fleets_named)
{
  uint16_t fleet[ARDINA_MAX_UNITS];
  guint room[ARDINA_MAX_UNITS], nf = 0, moved = 0;
  gboolean used[ARDINA_MAX_UNITS] = { FALSE };
  ARDINA_BOARD_EACH_UNIT (g, from, i)
    if (ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (g, (uint16_t) i) == side)
      {
        guint load = ardina_fleet_load (g, (uint16_t) i);
        fleet[nf] = (uint16_t) i;
        room[nf++] = load < ARDINA_FLEET_CAPACITY ? ARDINA_FLEET_CAPACITY - load : 0;
      }
  g_return_val_if_fail (nf > 0, 0);
  /* Units first, so that leaders join a fleet that sails. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint k = 0; k < n; k++)
      {
        const ArdinaPlace *p = ardina_place_get (g, codes[k]);
        gboolean unit = ARDINA_CODE_KIND (codes[k]) == ARDINA_CODE_UNIT;
        if (unit != (pass == 0) || p->zone != ARDINA_ZONE_MAP || p->locale != from)
          continue;
        int carrier = ardina_carrier (g, codes[k]);
        guint b = 0;
        while (carrier >= 0 && b < nf && fleet[b] != carrier)
          b++;
        if (carrier < 0 || b == nf)
          {
            b = unit ? berth (room, nf) : 0;
            for (guint u = 0; !unit && u < nf; u++)
              if (used[u])
                {
                  b = u;
                  break;
                }
            ardina_embark (g, codes[k], fleet[b]);
            if (unit)
              room[b]--;
          }
        used[b] = TRUE, moved++;
      }
  for (guint b = 0; b < nf; b++)
    if (used[b])
      {
        g_string_append_printf (fleets_named, "%s%s", fleets_named->len ? ", " : "",
                                ardina_code_name ((uint16_t) (ARDINA_CODE_UNIT | fleet[b])));
        ardina_place_move (g, (uint16_t) (ARDINA_CODE_UNIT | fleet[b]), to);
      }
  return moved;
}
