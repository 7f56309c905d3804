/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The board layer: which units and leaders stand in each locale, kept in
 * the game's state (ArdinaBoard, state.h).
 *
 * Listing legal actions asks, per candidate, whether a side has units in
 * a locale (13.6, 27.2, R-55: several hundred mobilization candidates,
 * each once a scan of every unit), and the war asks it of every locale a
 * force may enter. The board answers by walking the few pieces of that
 * locale. It is kept right by the one writer of a piece's zone and
 * locale, ardina_place_put(): nothing else in the library writes either
 * (tests/place-writes.sh checks it), so the board cannot fall behind.
 *
 * Flags are not in the board: a query reads each piece's flags as it
 * walks, so marking a piece carried, besieging or in a battle needs no
 * upkeep here. Campaign markers (a Leader Arises on the map, 7.9) go
 * through the mover too but are not listed: the map markers are already
 * per locale (markers[]). */
#include "core/board.h"
#include "core/engine.h"

#include <string.h>

G_STATIC_ASSERT (ARDINA_MAX_UNITS < 255 && ARDINA_MAX_LEADERS < 255);   /* 1 + an index fits a byte */

/* The list of @code's kind in @locale: its head, and the next links. */
static gboolean
lists_of (ArdinaBoard *b, uint16_t code, uint16_t locale, uint8_t **head, uint8_t **next)
{
  if (locale >= ARDINA_MAX_LOCALES)
    return FALSE;
  switch (ARDINA_CODE_KIND (code))
    {
    case ARDINA_CODE_UNIT:
      *head = &b->unit_head[locale], *next = b->unit_next;
      return TRUE;
    case ARDINA_CODE_LEADER:
      *head = &b->leader_head[locale], *next = b->leader_next;
      return TRUE;
    default:
      return FALSE;
    }
}

/* Links piece @i into the list at @head, keeping index order. */
static void
link_in (uint8_t *head, uint8_t *next, guint i)
{
  uint8_t *at = head;
  while (*at && *at - 1u < i)
    at = &next[*at - 1];
  next[i] = *at;
  *at = (uint8_t) (i + 1);
}

static void
unlink_out (uint8_t *head, uint8_t *next, guint i)
{
  uint8_t *at = head;
  while (*at && *at - 1u != i)
    at = &next[*at - 1];
  g_assert (*at);   /* a piece on the map is in its locale's list */
  *at = next[i];
  next[i] = 0;
}

void
ardina_place_put (ArdinaGame *g, uint16_t code, ArdinaZone zone, uint16_t locale)
{
  ArdinaPlace *p = ardina_place_of (g, code);
  uint8_t *head, *next;
  guint i = ARDINA_CODE_INDEX (code);
  g_return_if_fail (p != NULL);
  if (p->zone == zone && p->locale == locale)
    return;
  if (p->zone == ARDINA_ZONE_MAP && lists_of (&g->board, code, p->locale, &head, &next))
    unlink_out (head, next, i);
  p->zone = (uint8_t) zone;
  p->locale = (uint8_t) locale;
  if (zone == ARDINA_ZONE_MAP && lists_of (&g->board, code, locale, &head, &next))
    link_in (head, next, i);
}

void
ardina_place_set (ArdinaGame *g, uint16_t code, ArdinaPlace to)
{
  ardina_place_put (g, code, (ArdinaZone) to.zone, to.locale);
  ArdinaPlace *p = ardina_place_of (g, code);
  to.zone = p->zone;
  to.locale = p->locale;
  *p = to;
}

/* The board the places of @g call for, into @b. */
static void
build (const ArdinaGame *g, ArdinaBoard *b)
{
  memset (b, 0, sizeof *b);
  /* Backwards, linking each at the head, gives index order. */
  for (guint i = ARDINA_DATA_N_UNITS; i-- > 0;)
    if (g->units[i].zone == ARDINA_ZONE_MAP && g->units[i].locale < ARDINA_MAX_LOCALES)
      {
        b->unit_next[i] = b->unit_head[g->units[i].locale];
        b->unit_head[g->units[i].locale] = (uint8_t) (i + 1);
      }
  for (guint i = ARDINA_DATA_N_LEADERS; i-- > 0;)
    if (g->leaders[i].zone == ARDINA_ZONE_MAP && g->leaders[i].locale < ARDINA_MAX_LOCALES)
      {
        b->leader_next[i] = b->leader_head[g->leaders[i].locale];
        b->leader_head[g->leaders[i].locale] = (uint8_t) (i + 1);
      }
}

void
ardina_board_rebuild (ArdinaGame *g)
{
  build (g, &g->board);
}

gboolean
ardina_board_sound (const ArdinaGame *g)
{
  ArdinaBoard b;
  build (g, &b);
  return memcmp (&b, &g->board, sizeof b) == 0;
}
