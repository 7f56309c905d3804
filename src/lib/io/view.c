/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A side's view of the game (22.0): what that player may know.
 *
 * Hidden: the enemy's hand and sealed commitment (22.2, 7.4), the pool's
 * contents (22.2), enemy units in a stack below its top unit (22.1), and
 * the dice source, whose seed would tell the future rolls. The top unit of
 * a stack is its first unit in counter-table order not aboard a fleet
 * . Hidden pieces
 * are in ARDINA_ZONE_HIDDEN with no locale, so a view never says where a
 * hidden piece is. What a procedure's frame holds that a side may not see
 * is its class's to hide (its hide hook). A view cannot be played on. */
#include "core/engine.h"

#include <string.h>

static void
hide (ArdinaGame *g, uint16_t code)
{
  ardina_place_put (g, code, ARDINA_ZONE_HIDDEN, 0);
  ArdinaPlace *p = ardina_place_of (g, code);
  p->target = 0;
  p->flags = 0;
}

/* The enemy hand and the pool are hidden together, and their sizes are
 * given back without identities: the first hidden counters, in table
 * order, are marked as the enemy's hand and the rest as the pool, so two
 * games that differ only in which markers the enemy holds give the same
 * view (7.4, 22.2, R-43). */
static void
hide_markers (ArdinaGame *g, ArdinaSide viewer)
{
  guint enemy = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      ArdinaPlace *p = &g->pieces[i];
      gboolean enemy_hand = p->zone == ARDINA_ZONE_HAND && p->side != viewer;
      if (enemy_hand || p->zone == ARDINA_ZONE_POOL)
        {
          enemy += enemy_hand;
          hide (g, (uint16_t) (ARDINA_CODE_PIECE | i));
          p->side = ARDINA_SIDE_NONE;
        }
    }
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES && enemy; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_HIDDEN)
      {
        g->pieces[i].side = (uint8_t) ardina_other (viewer);
        enemy--;
      }
}

static void
hide_stacks (ArdinaGame *g, ArdinaSide viewer)
{
  uint8_t top_seen[ARDINA_MAX_LOCALES] = { 0 };
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    {
      ArdinaPlace *p = &g->units[i];
      if (p->zone != ARDINA_ZONE_MAP || ardina_nation_side (ardina_data_units[i].nation) == viewer)
        continue;
      /* a unit aboard a fleet lies under its carrier and is never
       * the top unit; showing it would name a fleet the view hides. */
      if ((p->flags & ARDINA_PIECE_EMBARKED) || top_seen[p->locale]++)
        hide (g, (uint16_t) (ARDINA_CODE_UNIT | i));
    }
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    {
      ArdinaPlace *p = &g->leaders[i];
      if (p->zone == ARDINA_ZONE_MAP && ardina_leader_side ((uint16_t) i) != viewer && top_seen[p->locale])
        hide (g, (uint16_t) (ARDINA_CODE_LEADER | i));
      if (p->zone == ARDINA_ZONE_POOL && p->side != viewer)
        hide (g, (uint16_t) (ARDINA_CODE_LEADER | i));
    }
}

ArdinaGame *
ardina_game_view (const ArdinaGame *game, ArdinaSide side)
{
  g_return_val_if_fail (game != NULL && game->magic == ARDINA_GAME_MAGIC, NULL);
  g_return_val_if_fail (side == ARDINA_SIDE_AMERICAN || side == ARDINA_SIDE_BRITISH, NULL);
  ArdinaGame *v = ardina_game_copy (game);
  v->view_of = (uint8_t) side;
  hide_markers (v, side);
  hide_stacks (v, side);
  memset (&v->dice, 0, sizeof v->dice);
  for (guint i = 0; i < v->depth; i++)
    {
      const ArdinaProcClass *k = ardina_proc_class (v->stack[i].proc);
      if (k && k->hide)
        k->hide (&v->stack[i], side);
    }
  return v;
}

gboolean
ardina_game_is_view (const ArdinaGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);
  return game->view_of != ARDINA_SIDE_NONE;
}
