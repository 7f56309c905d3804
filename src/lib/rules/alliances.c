/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* French and Spanish alliances (26): what follows when the Balance of
 * Power carries France or Spain into the war or back to neutrality.
 * Not built yet: the balance moves, nobody is told, and 26.4 is not run. */
#include "rules.h"

int
ardina_alliance_after_shift (ArdinaCtx *c, int before)
{
  (void) c;
  (void) before;
  return 0;
}
