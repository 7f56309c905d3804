/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Fuzz harness: action text applied to games in various states
 * (doc/fuzzing.md).
 *
 * The first byte picks a canned position (fuzz-common.c: the set-up,
 * mid-commitment, mid-window, mid-Spy answer, a game near its end or over,
 * a view); the rest is lines of action text, applied in turn. Each line:
 * refused, the game is byte for byte what it was, and it was not a listed
 * legal action (unless only the dice ran out); accepted, it was a listed
 * legal action and the invariants hold. The first bytes are also applied
 * as a raw ArdinaAction struct, as a careless caller might pass one. */
#include "fuzz.h"

#include <string.h>

const char *const fuzz_seeds[] = { "tests/fuzz/corpus/action", "tests/hostile", NULL };
const char *const fuzz_seed_suffix = NULL;

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_init ();
  fuzz_prepare_positions ();
  return 0;
}

static void
count_event (const ArdinaEvent *e, gpointer data)
{
  (*(guint *) data)++;
}

/* Applies @text (or @raw) to @g and checks the outcome against what the
 * legal actions of @g said. */
static void
apply_one (ArdinaGame *g, const char *text, const ArdinaAction *raw)
{
  ArdinaGame *before = ardina_game_copy (g);
  ArdinaAction a;
  GError *e = NULL;
  gboolean parsed = raw ? TRUE : ardina_action_parse (text, &a, NULL);
  if (raw)
    a = *raw;
  gboolean listed = parsed && a.side <= ARDINA_SIDE_BRITISH && a.verb < ARDINA_VERB_COUNT
                    && a.n_args <= ARDINA_ACTION_MAX_ARGS && fuzz_is_legal (g, &a);
  guint events = 0;
  gboolean ok = raw ? ardina_game_apply (g, raw, count_event, &events, &e)
                    : ardina_game_apply_text (g, text, count_event, &events, &e);
  if (!ok)
    {
      FUZZ_ASSERT (e != NULL && e->domain == ARDINA_ERROR, "a refusal without its error: '%s'", text);
      FUZZ_ASSERT (ardina_game_equal (before, g), "the refused action '%s' changed the game (%s)", text, e->message);
      FUZZ_ASSERT (events == 0, "the refused action '%s' delivered %u events", text, events);
      FUZZ_ASSERT (!listed || e->code == ARDINA_ERROR_DICE, "the listed legal action '%s' was refused: %s", text,
                   e->message);
      if (e->code == ARDINA_ERROR_ILLEGAL)
        FUZZ_ASSERT (ardina_error_get_rule (e) != NULL, "a refusal that cites no rule: %s", e->message);
      g_error_free (e);
    }
  else
    {
      FUZZ_ASSERT (listed, "'%s' was accepted but is not among the legal actions", text);
      FUZZ_ASSERT (ardina_state_check (g, &e), "after '%s': %s", text, e->message);
      fuzz_round_trip (g);
      char *back = ardina_action_to_string (&a);
      FUZZ_ASSERT (back != NULL, "an accepted action has no text: '%s'", text);
      g_free (back);
    }
  ardina_game_free (before);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 1)
    return 0;
  ArdinaGame *g = ardina_game_copy (fuzz_position (data[0]));
  /* The raw struct, on its own copy. */
  if (size >= 1 + sizeof (ArdinaAction))
    {
      ArdinaAction raw;
      memcpy (&raw, data + 1, sizeof raw);
      ArdinaGame *c = ardina_game_copy (g);
      char *text = ardina_action_to_string (&raw);
      apply_one (c, text ? text : "(raw struct)", &raw);
      g_free (text);
      ardina_game_free (c);
    }
  char *copy = g_strndup ((const char *) data + 1, size - 1);
  char **lines = g_strsplit (copy, "\n", 17);
  for (guint i = 0; lines[i] && i < 16; i++)
    apply_one (g, lines[i], NULL);
  g_strfreev (lines);
  g_free (copy);
  ardina_game_free (g);
  return 0;
}
