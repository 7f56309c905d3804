/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Who stands where: the board kept in the game's state by the one
 * function that writes a piece's zone or locale (see board.c). */
#ifndef ARDINA_CORE_BOARD_H
#define ARDINA_CORE_BOARD_H

#include "core/state.h"

/* Where a unit, leader or campaign marker is (NULL for no such piece):
 * read anywhere, its zone and locale written only through the mover
 * below. Inline: listing moves asks it millions of times a game. */
static inline ArdinaPlace *
ardina_place_of (ArdinaGame *g, uint16_t code)
{
  uint16_t i = ARDINA_CODE_INDEX (code);
  switch (ARDINA_CODE_KIND (code))
    {
    case ARDINA_CODE_UNIT:
      return i < ARDINA_DATA_N_UNITS ? &g->units[i] : NULL;
    case ARDINA_CODE_LEADER:
      return i < ARDINA_DATA_N_LEADERS ? &g->leaders[i] : NULL;
    case ARDINA_CODE_PIECE:
      return i < ARDINA_DATA_N_CAMPAIGN_PIECES ? &g->pieces[i] : NULL;
    default:
      return NULL;
    }
}

static inline const ArdinaPlace *
ardina_place_get (const ArdinaGame *g, uint16_t code)
{
  return ardina_place_of ((ArdinaGame *) g, code);
}

/* The one writer of a unit's, leader's or campaign marker's zone and
 * locale: it moves @code to @zone and @locale and keeps the board right.
 * Off the map the locale is only remembered (saves write a piece's last
 * locale); the piece's other fields are the caller's. */
void ardina_place_put (ArdinaGame *g, uint16_t code, ArdinaZone zone, uint16_t locale);
/* The whole place of @code becomes @to, through ardina_place_put(). */
void ardina_place_set (ArdinaGame *g, uint16_t code, ArdinaPlace to);

/* Rebuilds @g's board from the places (a loaded or hand-built game, a
 * view): the result is what the mover would have kept. */
void ardina_board_rebuild (ArdinaGame *g);
/* Whether @g's board is what the places say (the invariants). */
gboolean ardina_board_sound (const ArdinaGame *g);

/* The units (leaders) standing in @locale, in index order: the first, and
 * the one after @i, or -1. Pieces carried, besieging or in a battle are
 * in the lists; a query leaves them out by their flags when it asks to. */
static inline int
ardina_board_first_unit (const ArdinaGame *g, uint16_t locale)
{
  /* A locale off the board (ARDINA_NONE) has nobody in it. */
  return locale < ARDINA_MAX_LOCALES ? (int) g->board.unit_head[locale] - 1 : -1;
}

static inline int
ardina_board_next_unit (const ArdinaGame *g, int i)
{
  return (int) g->board.unit_next[i] - 1;
}

static inline int
ardina_board_first_leader (const ArdinaGame *g, uint16_t locale)
{
  return locale < ARDINA_MAX_LOCALES ? (int) g->board.leader_head[locale] - 1 : -1;
}

static inline int
ardina_board_next_leader (const ArdinaGame *g, int i)
{
  return (int) g->board.leader_next[i] - 1;
}

/* Pieces carried (24.5), besieging (28) or in a battle (18.2) stand in
 * their locale, so the lists hold them; a query about the pieces free to
 * act there leaves them out by walking with this mask as @skip below. */
#define ARDINA_BOARD_HELD (ARDINA_PIECE_EMBARKED | ARDINA_PIECE_BESIEGING | ARDINA_PIECE_IN_BATTLE)

/* From unit (leader) @i of a list on, the first whose flags masked by
 * @mask are @want, or -1: the one place the filtered walks test flags. */
static inline int
ardina_board_unit_if (const ArdinaGame *g, int i, uint16_t mask, uint16_t want)
{
  while (i >= 0 && (g->units[i].flags & mask) != want)
    i = ardina_board_next_unit (g, i);
  return i;
}

static inline int
ardina_board_leader_if (const ArdinaGame *g, int i, uint16_t mask, uint16_t want)
{
  while (i >= 0 && (g->leaders[i].flags & mask) != want)
    i = ardina_board_next_leader (g, i);
  return i;
}

/* for (each unit index i in @locale) */
#define ARDINA_BOARD_EACH_UNIT(g, locale, i)                                         \
  for (int i = ardina_board_first_unit ((g), (locale)); i >= 0; i = ardina_board_next_unit ((g), i))
#define ARDINA_BOARD_EACH_LEADER(g, locale, i)                                       \
  for (int i = ardina_board_first_leader ((g), (locale)); i >= 0; i = ardina_board_next_leader ((g), i))
/* for (each unit (leader) index i in @locale whose flags masked by @mask
 * are @want): _IF (g, l, ARDINA_PIECE_IN_BATTLE, ARDINA_PIECE_IN_BATTLE, i)
 * walks those in a battle there */
#define ARDINA_BOARD_EACH_UNIT_IF(g, locale, mask, want, i)                          \
  for (int i = ardina_board_unit_if ((g), ardina_board_first_unit ((g), (locale)), (mask), (want)); \
       i >= 0; i = ardina_board_unit_if ((g), ardina_board_next_unit ((g), i), (mask), (want)))
#define ARDINA_BOARD_EACH_LEADER_IF(g, locale, mask, want, i)                        \
  for (int i = ardina_board_leader_if ((g), ardina_board_first_leader ((g), (locale)), (mask), (want)); \
       i >= 0; i = ardina_board_leader_if ((g), ardina_board_next_leader ((g), i), (mask), (want)))
/* for (each unit (leader) index i in @locale whose flags hold none of
 * @skip): _BUT (g, l, ARDINA_BOARD_HELD, i) walks those free to act */
#define ARDINA_BOARD_EACH_UNIT_BUT(g, locale, skip, i) ARDINA_BOARD_EACH_UNIT_IF (g, locale, skip, 0, i)
#define ARDINA_BOARD_EACH_LEADER_BUT(g, locale, skip, i) ARDINA_BOARD_EACH_LEADER_IF (g, locale, skip, 0, i)

#endif
