/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Fuzz harness: states reached by editing a real game, passed through
 * saving and loading (doc/fuzzing.md).
 *
 * The first byte picks a canned position (fuzz-common.c); the rest is
 * edits of four bytes each (what, and three bytes of where and which
 * value) to its procedure stack, its pieces, its tables and markers. The
 * edited game need not be sound: its invariants are checked (never a
 * crash, whatever the state), then it is saved and loaded. The loader
 * refuses it, saying where, or accepts it; an accepted game must keep its
 * invariants and play on (fuzz_check_game). The dice source is not
 * edited; progress and balance stay on their tables (saving indexes them:
 * a game is made only by the library, never by hand). */
#include "fuzz.h"

#include <string.h>

const char *const fuzz_seeds[] = { "tests/fuzz/corpus/edit", NULL };
const char *const fuzz_seed_suffix = NULL;

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_init ();
  fuzz_prepare_positions ();
  return 0;
}

static void
edit (ArdinaGame *g, const uint8_t *e)
{
  guint where = (guint) e[1] << 8 | e[2];
  uint8_t v = e[3];
  switch (e[0] % 8)
    {
    case 0:   /* a byte of the stack's frames */
    case 1:
      ((uint8_t *) g->stack)[where % sizeof g->stack] = v;
      break;
    case 2:   /* a frame's class, step, side or call, by frame */
      {
        ArdinaFrame *f = &g->stack[where % ARDINA_STACK_MAX];
        switch ((where >> 8) % 4)
          {
          case 0: f->proc = v % (ARDINA_PROC_COUNT + 1); break;
          case 1: f->step = v % 40; break;
          case 2: f->side = v % 3 == 2 ? ARDINA_SIDE_NONE : v % 3; break;
          default: f->call = v % 4; break;
          }
        break;
      }
    case 3:   /* the depth, or a frame pushed (copied) or taken out */
      if (v < 128)
        g->depth = v % (ARDINA_STACK_MAX + 1);
      else if (v < 192 && g->depth < ARDINA_STACK_MAX && g->depth)
        {
          g->stack[g->depth] = g->stack[where % g->depth];
          g->depth++;
        }
      else if (g->depth)
        {
          guint i = where % g->depth;
          memmove (&g->stack[i], &g->stack[i + 1], (ARDINA_STACK_MAX - i - 1) * sizeof g->stack[0]);
          memset (&g->stack[ARDINA_STACK_MAX - 1], 0, sizeof g->stack[0]);
          g->depth--;
        }
      break;
    case 4:   /* a byte of a piece's place */
    case 5:
      {
        uint8_t *places[3] = { (uint8_t *) g->units, (uint8_t *) g->leaders, (uint8_t *) g->pieces };
        gsize sizes[3] = { sizeof g->units, sizeof g->leaders, sizeof g->pieces };
        guint k = v % 3;
        places[k][where % sizes[k]] = (uint8_t) (where >> 3);
        break;
      }
    case 6:   /* the game's own fields */
      switch (where % 10)
        {
        case 0: g->first = v % 3 == 2 ? ARDINA_SIDE_NONE : v % 3; break;
        case 1: g->over = v % 2; break;
        case 2: g->winner = v % 3 == 2 ? ARDINA_SIDE_NONE : v % 3; break;
        case 3: g->result = v % (ARDINA_RESULT_COUNT + 1); break;
        case 4: g->year = (uint16_t) (1774 + v % 10); break;
        case 5: g->points[v % 2] = (int16_t) (where >> 4) - 2048; break;
        case 6: g->progress = v % ARDINA_DATA_N_PROGRESS; break;
        case 7: g->balance = (int8_t) (v % ARDINA_DATA_N_BALANCE); break;
        case 8: g->loyalty[v % ARDINA_MAX_REGIONS] = (int8_t) ((where >> 4) % 9) - 4; break;
        default: g->optional = (uint32_t) v << 3 | (where >> 8); break;
        }
      break;
    default:  /* a map marker or a massacre */
      if (where & 1)
        g->markers[(where >> 1) % 5][v % ARDINA_MAX_LOCALES] = (uint8_t) ((where >> 4) % 4);
      else
        g->massacred[v % ARDINA_MAX_LOCALES] = (uint8_t) ((where >> 4) % 3);
      break;
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 1)
    return 0;
  ArdinaGame *g = ardina_game_copy (fuzz_position (data[0]));
  for (size_t i = 1; i + 4 <= size && i < 1 + 4 * 64; i += 4)
    edit (g, data + i);
  /* Whatever the state, checking it never crashes. */
  ardina_state_check (g, NULL);
  gsize len = 0;
  char *text = ardina_game_save (g, &len);
  FUZZ_ASSERT (text != NULL, "an edited game does not save");
  GError *e = NULL;
  ArdinaGame *back = ardina_game_load (text, len, "fuzz-edit.xml", &e);
  if (!back)
    fuzz_check_refusal (&e, "fuzz-edit.xml");
  else
    {
      FuzzRand r;
      fuzz_rand_seed (&r, data, size);
      fuzz_check_game (back, 20, &r);
      ardina_game_free (back);
    }
  g_clear_error (&e);
  g_free (text);
  ardina_game_free (g);
  return 0;
}
