/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What the fuzz harnesses of tests/fuzz/ share (doc/fuzzing.md).
 *
 * Each harness is one LLVMFuzzerTestOneInput. Built with clang and
 * -fsanitize=fuzzer (./configure --enable-fuzzing) it is a libFuzzer
 * program; built with any compiler and replay.c it is a program that runs
 * the same checks on files given to it, or on its seeds (`make check`).
 *
 * A check that fails aborts, printing why: a crash, a sanitizer report,
 * an abort or a critical warning are all findings. */
#ifndef ARDINA_TESTS_FUZZ_H
#define ARDINA_TESTS_FUZZ_H

#include "core/engine.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* The libFuzzer entry points each harness defines. */
int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Where a harness's seeds are, relative to the source tree, NULL-ended:
 * directories (walked) or files. The replay program runs them when it is
 * given no file. */
extern const char *const fuzz_seeds[];
/* Only the files of the seed directories whose name ends so (NULL: all). */
extern const char *const fuzz_seed_suffix;

#define FUZZ_ASSERT(cond, ...)                                                  \
  do {                                                                          \
    if (!(cond))                                                                \
      {                                                                         \
        fprintf (stderr, "\nfuzz: %s:%d: check failed: %s\n  ", __FILE__, __LINE__, #cond); \
        fprintf (stderr, __VA_ARGS__);                                          \
        fputc ('\n', stderr);                                                   \
        abort ();                                                               \
      }                                                                         \
  } while (0)

/* A small deterministic source of choices, seeded from the input. */
typedef struct {
  uint64_t s;
} FuzzRand;

void fuzz_rand_seed (FuzzRand *r, const uint8_t *data, size_t size);
guint fuzz_rand (FuzzRand *r, guint n);   /* 0..n-1; 0 when n is 0 */

/* Once per process: criticals and warnings become fatal (a library
 * warning on input data is a finding); the canned positions are built
 * when first asked for. With ARDINA_FUZZ_SEEDS=1 in the environment, prints the seed
 * directories instead (absolute paths) and exits. */
void fuzz_init (void);

/* Canned positions, built by playing seeded games: the standard set-up,
 * mid-commitment (nobody sealed, one side sealed), mid-window, mid-Spy
 * answer, a return owed, each phase, games near their end, a game over, a
 * view. */
guint fuzz_n_positions (void);
const ArdinaGame *fuzz_position (guint i);
const char *fuzz_position_name (guint i);

/* Builds the canned positions now. The harnesses that play on them call
 * it from LLVMFuzzerInitialize: playing the seeded games takes longer in
 * a debug build under the sanitizers than libFuzzer's per-input timeout,
 * and setup is not an input's time. */
void fuzz_prepare_positions (void);

/* Is @error the loader's or the case reader's refusal, ARDINA_ERROR_PARSE
 * "@name:LINE: reason"? */
gboolean fuzz_error_located (const GError *error, const char *name);
/* A refusal must say where (fuzz_error_located); frees *@error. */
void fuzz_check_refusal (GError **error, const char *name);

/* The checks on a game a loader accepted: its invariants hold, saving and
 * loading it gives an equal game and the same bytes, its view saves and
 * loads too, and up to @n legal actions (chosen by @r) are each accepted
 * with the invariants holding after each. */
void fuzz_check_game (ArdinaGame *g, guint n, FuzzRand *r);

/* Plays up to @n legal actions chosen by @r: each listed legal action is
 * accepted (or fails only for want of scripted dice, the game unchanged),
 * the invariants hold after each, and a side asked to decide always has a
 * legal action. */
void fuzz_play (ArdinaGame *g, guint n, FuzzRand *r);
/* Saves @g and loads it back: it must load, equal, and save the same
 * bytes again; aborts otherwise. Run after every action played, so that
 * no action leads to a game the loader refuses (issue 15). */
void fuzz_round_trip (const ArdinaGame *g);

/* Is @a among the legal actions of its side in @g? */
gboolean fuzz_is_legal (const ArdinaGame *g, const ArdinaAction *a);

#endif /* ARDINA_TESTS_FUZZ_H */
