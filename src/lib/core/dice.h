/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The dice source of a game: seeded (PCG32) or scripted (doc/dice.md). */
#ifndef ARDINA_DICE_H
#define ARDINA_DICE_H

#include "state.h"

void ardina_dice_seed (ArdinaDice *dice, uint64_t seed);
/* The next die, 1-6; 0 with @error set when a script has run out. */
int ardina_dice_roll (ArdinaDice *dice, GError **error);
/* Picks one of @n candidate piece codes at random (a pick from the pool,
 * 7.1, 13.2); returns its position in @candidates, or -1 with @error set
 * when a script has run out or names a piece that is not a candidate. */
int ardina_dice_pick (ArdinaDice *dice, const uint16_t *candidates, guint n, GError **error);
uint32_t ardina_pcg32 (ArdinaDice *dice);

#endif /* ARDINA_DICE_H */
