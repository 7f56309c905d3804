/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Dice and random picks.
 *
 * Seeded rolls come from PCG32 (O'Neill, pcg-random.org: the "XSH RR"
 * output of a 64-bit LCG), seeded as pcg32_srandom(seed, ARDINA_STREAM).
 * Only unsigned 32- and 64-bit arithmetic is used, so every platform rolls
 * the same dice from the same seed. A die is 1 + a uniform draw from 0-5 by
 * rejection (no modulo bias); a pick among n pieces is a uniform draw from
 * 0..n-1 the same way, over the candidates in their table order.
 *
 * Scripted rolls replay a list; running out is an error, never a silent
 * random roll, so an oracle case says every die it needs.
 */
#include "dice.h"

#include <string.h>

#define ARDINA_STREAM 0x41524431u   /* "ARD1": the sequence ardina uses */
#define PCG_MULT 6364136223846793005ull

uint32_t
ardina_pcg32 (ArdinaDice *d)
{
  uint64_t old = d->pcg_state;
  d->pcg_state = old * PCG_MULT + d->pcg_inc;
  uint32_t xorshifted = (uint32_t) (((old >> 18u) ^ old) >> 27u);
  uint32_t rot = (uint32_t) (old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

void
ardina_dice_seed (ArdinaDice *d, uint64_t seed)
{
  memset (d, 0, sizeof *d);
  d->pcg_inc = ((uint64_t) ARDINA_STREAM << 1u) | 1u;
  ardina_pcg32 (d);
  d->pcg_state += seed;
  ardina_pcg32 (d);
}

/* Uniform in 0..n-1: draws below 2^32 mod n are rejected. */
static uint32_t
uniform (ArdinaDice *d, uint32_t n)
{
  uint32_t threshold = (uint32_t) (-n) % n;
  for (;;)
    {
      uint32_t r = ardina_pcg32 (d);
      if (r >= threshold)
        return r % n;
    }
}

int
ardina_dice_roll (ArdinaDice *d, GError **error)
{
  if (!d->scripted)
    {
      d->rolled++;
      return 1 + (int) uniform (d, 6);
    }
  if (d->next_die >= d->n_dice)
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_DICE,
                   "the scripted dice ran out after %u dice: a die is needed here",
                   d->n_dice);
      return 0;
    }
  d->rolled++;
  return d->dice[d->next_die++];
}

int
ardina_dice_pick (ArdinaDice *d, const uint16_t *candidates, guint n, GError **error)
{
  if (n == 0)
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_DICE, "nothing to pick from");
      return -1;
    }
  if (!d->scripted)
    return (int) uniform (d, n);
  if (d->next_pick >= d->n_picks)
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_DICE,
                   "the scripted picks ran out after %u picks: a random pick is needed here",
                   d->n_picks);
      return -1;
    }
  uint16_t want = d->picks[d->next_pick];
  for (guint i = 0; i < n; i++)
    if (candidates[i] == want)
      {
        d->next_pick++;
        return (int) i;
      }
  g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_DICE,
               "scripted pick %u (code 0x%04x) is not among the %u pieces that can be picked",
               d->next_pick + 1u, want, n);
  return -1;
}
