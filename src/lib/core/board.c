/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The board layer: which unit nations stand in each locale.
 *
 * Listing legal actions checks each candidate against the same position,
 * and each check may ask whether a side has units in a locale (13.6, 27.2,
 * several hundred mobilization candidates, each once a scan of every
 * unit). The answer cannot change while the listing runs (check-only acts
 * never change the game), so the listing builds this table once, in one
 * pass over the units, and the queries read it.
 *
 * The table is derived, never saved nor part of the game's state: it lives
 * in the listing's own stack frame and describes only the positions named
 * in it (the game and its scratch copy). Any other game, or the same one
 * once the listing is over, is answered by the caller's scan as before.
 * The board in force is per thread, as a listing is. */
#include "core/board.h"

#include <string.h>

/* One bit per unit nation. */
G_STATIC_ASSERT (ARDINA_UNATION_COUNT <= 8);

static _Thread_local ArdinaBoard *current;

void
ardina_board_begin (ArdinaBoard *b, const ArdinaGame *g, const ArdinaGame *same)
{
  b->games[0] = g;
  b->games[1] = same;
  b->outer = current;
  b->built = FALSE;
  current = b;
}

static void
build (ArdinaBoard *b)
{
  const ArdinaGame *g = b->games[0];
  memset (b->units, 0, sizeof b->units);
  memset (b->land, 0, sizeof b->land);
  memset (b->leaders, 0, sizeof b->leaders);
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (g->units[i].zone == ARDINA_ZONE_MAP && g->units[i].locale < ARDINA_MAX_LOCALES)
      {
        uint8_t bit = (uint8_t) (1u << ardina_data_units[i].nation);
        b->units[g->units[i].locale] |= bit;
        if (ardina_data_units[i].type != ARDINA_UNIT_TYPE_FLEET)
          b->land[g->units[i].locale] |= bit;
      }
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (g->leaders[i].zone == ARDINA_ZONE_MAP && g->leaders[i].locale < ARDINA_MAX_LOCALES)
      b->leaders[g->leaders[i].locale] |= (uint8_t) (1u << ardina_data_leaders[i].nation);
  b->built = TRUE;
}

void
ardina_board_end (ArdinaBoard *b)
{
  g_assert (current == b);
  current = b->outer;
}

const ArdinaBoard *
ardina_board_of (const ArdinaGame *g)
{
  ArdinaBoard *b = current;
  if (!b || (b->games[0] != g && b->games[1] != g))
    return NULL;
  if (!b->built)
    build (b);
  return b;
}
