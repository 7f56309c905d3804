/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Who stands where, looked up instead of scanned, while legal actions are
 * listed (see board.c). */
#ifndef ARDINA_CORE_BOARD_H
#define ARDINA_CORE_BOARD_H

#include "core/engine.h"

/* The unit nations (bits of ArdinaUnitNation) with pieces on the map in
 * each locale of one position: any combat unit, a land unit (not a
 * fleet), a leader. 3 x 128 bytes, built in one pass over the units and
 * leaders. */
typedef struct ArdinaBoard ArdinaBoard;
struct ArdinaBoard {
  const ArdinaGame *games[2];      /* the position, and a byte-for-byte copy of it or NULL */
  ArdinaBoard *outer;              /* the board in force before, for nested listings */
  gboolean built;                  /* the tables are filled at the first query */
  uint8_t units[ARDINA_MAX_LOCALES];
  uint8_t land[ARDINA_MAX_LOCALES];
  uint8_t leaders[ARDINA_MAX_LOCALES];
};

/* Puts @b in force for @g (and @same, a copy of it, or NULL) until
 * ardina_board_end (@b); its tables are built at the first query, so a
 * listing that asks none pays nothing. */
void ardina_board_begin (ArdinaBoard *b, const ArdinaGame *g, const ArdinaGame *same);
void ardina_board_end (ArdinaBoard *b);
/* The board in force for @g, or NULL when none describes it (the caller
 * scans). */
const ArdinaBoard *ardina_board_of (const ArdinaGame *g);

#endif
