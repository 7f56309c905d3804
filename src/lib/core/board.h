/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Who stands where, looked up instead of scanned, while legal actions are
 * listed (see board.c). */
#ifndef ARDINA_CORE_BOARD_H
#define ARDINA_CORE_BOARD_H

#include "core/engine.h"

/* The unit nations (bits of ArdinaUnitNation) with a combat unit on the
 * map in each locale of one position: 128 bytes of table, built in one
 * pass over the units. */
typedef struct ArdinaBoard ArdinaBoard;
struct ArdinaBoard {
  const ArdinaGame *games[2];      /* the position, and a byte-for-byte copy of it or NULL */
  const ArdinaBoard *outer;        /* the board in force before, for nested listings */
  uint8_t nations[ARDINA_MAX_LOCALES];
};

/* Builds @b for @g (and @same, a copy of it, or NULL) and puts it in force
 * until ardina_board_end (@b). */
void ardina_board_begin (ArdinaBoard *b, const ArdinaGame *g, const ArdinaGame *same);
void ardina_board_end (ArdinaBoard *b);
/* The nations with units on the map at @locale as a bit set, or -1 when no
 * board in force describes @g (the caller scans). */
int ardina_board_nations_at (const ArdinaGame *g, uint16_t locale);

#endif
