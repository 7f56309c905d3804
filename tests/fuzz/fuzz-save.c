/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Fuzz harness: the save loader (doc/fuzzing.md).
 *
 * The input is a saved game. Refused: the error is the loader's, located
 * ("file:line: reason"). Accepted: the game keeps its invariants, saving
 * and loading it again gives an equal game and the same bytes, its views
 * save and load, and up to 20 legal actions, chosen from the input, are
 * each accepted with the invariants holding after each. */
#include "fuzz.h"

const char *const fuzz_seeds[] = { "tests/save", "tests/hostile", "tests/ask", NULL };
const char *const fuzz_seed_suffix = ".xml";

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *e = NULL;
  ArdinaGame *g = ardina_game_load ((const char *) data, size, "fuzz.xml", &e);
  if (!g)
    {
      fuzz_check_refusal (&e, "fuzz.xml");
      return 0;
    }
  FuzzRand r;
  fuzz_rand_seed (&r, data, size);
  fuzz_check_game (g, 20, &r);
  ardina_game_free (g);
  return 0;
}
