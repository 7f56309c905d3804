/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "state": the game is plain, fixed-size data (doc/design.md):
 * ardina_game_size() is the struct, a copy is independent of its
 * original, and a memcpy of the bytes is a complete game that plays on
 * exactly like its original, future dice included. */
#include "fixture.h"

static void
test_size_and_copy (void)
{
  CHECK (ardina_game_size () == sizeof (ArdinaGame), "ardina_game_size() is %zu, the state is %zu",
         (size_t) ardina_game_size (), sizeof (ArdinaGame));

  ArdinaGame *g = standard_game (ARDINA_OPTIONAL_ALL, 42, NULL);
  ArdinaGame *copy = ardina_game_copy (g);
  CU_ASSERT_PTR_NOT_NULL_FATAL (copy);
  CHECK (copy != g, "the copy is the same object");
  CHECK (ardina_game_equal (g, copy), "a fresh copy differs from its original");

  /* Independence: an action applied to the copy leaves the original alone. */
  ArdinaGame *snapshot = g_malloc (ardina_game_size ());
  memcpy (snapshot, g, ardina_game_size ());
  ArdinaAction a;
  CU_ASSERT_FATAL (policy (copy, &a));
  CHECK_FATAL (apply_action (copy, &a, NULL), "the first legal action was refused");
  CHECK (!ardina_game_equal (g, copy), "applying an action to the copy did not change it");
  CHECK (ardina_game_equal (g, snapshot), "applying an action to the copy changed the original");

  /* No pointers: a memcpy of the bytes is a complete game, equal to the
   * original, and still playable after the original's memory is wiped. */
  ArdinaGame *raw = g_malloc (ardina_game_size ());
  memcpy (raw, g, ardina_game_size ());
  CHECK (ardina_game_equal (raw, g), "a memcpy of the game does not compare equal");
  ArdinaGame *twin = ardina_game_copy (g);
  memset (g, 0xa5, ardina_game_size ());
  /* Freeing checks the magic: the wiped block is given back as the game
   * it was, so the wipe is all this test adds. */
  g->magic = ARDINA_GAME_MAGIC;
  ardina_game_free (g);
  ArdinaPending p[2];
  guint n = ardina_game_pending (raw, p);
  CHECK (n == 1 && p[0].side == ARDINA_SIDE_BRITISH && p[0].kind == ARDINA_DECISION_SETUP,
         "the memcpy'd game lost its pending decision after the original was wiped (n %u)", n);
  /* The copies play on identically, future dice included: walk both to
   * 1777 and compare. */
  walk (raw, 1777, NULL, NULL, NULL);
  walk (twin, 1777, NULL, NULL, NULL);
  CHECK (ardina_game_get_year (raw) == 1777, "the walk stopped in %u", ardina_game_get_year (raw));
  CHECK (ardina_game_equal (raw, twin), "two copies played the same way ended different");

  g_free (snapshot);
  g_free (raw);
  ardina_game_free (twin);
  ardina_game_free (copy);
}

static CU_TestInfo tests[] = {
  { "size, copy, no pointers", test_size_and_copy },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("state", tests);
}
