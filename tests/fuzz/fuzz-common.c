/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What the fuzz harnesses share: choices from the input, the canned
 * positions, and the checks on a game the library accepted. */
#include "fuzz.h"

#include <string.h>

/* ---- choices ---- */

void
fuzz_rand_seed (FuzzRand *r, const uint8_t *data, size_t size)
{
  /* FNV-1a of the input: the same input, the same choices. */
  uint64_t h = 0xcbf29ce484222325u;
  for (size_t i = 0; i < size; i++)
    h = (h ^ data[i]) * 0x100000001b3u;
  r->s = h | 1;
}

guint
fuzz_rand (FuzzRand *r, guint n)
{
  /* xorshift64* */
  r->s ^= r->s >> 12;
  r->s ^= r->s << 25;
  r->s ^= r->s >> 27;
  return n ? (guint) ((r->s * 0x2545f4914f6cdd1du) >> 33) % n : 0;
}

/* ---- checks ---- */

gboolean
fuzz_error_located (const GError *error, const char *name)
{
  if (!error || error->domain != ARDINA_ERROR || error->code != ARDINA_ERROR_PARSE)
    return FALSE;
  size_t n = strlen (name);
  const char *m = error->message;
  if (strncmp (m, name, n) != 0 || m[n] != ':' || !g_ascii_isdigit (m[n + 1]))
    return FALSE;
  m += n + 1;
  while (g_ascii_isdigit (*m))
    m++;
  return m[0] == ':' && m[1] == ' ' && m[2];
}

void
fuzz_check_refusal (GError **error, const char *name)
{
  FUZZ_ASSERT (fuzz_error_located (*error, name), "a refusal that says not where: %s",
               *error ? (*error)->message : "no error");
  g_clear_error (error);
}

gboolean
fuzz_is_legal (const ArdinaGame *g, const ArdinaAction *a)
{
  guint n = ardina_game_legal_actions (g, a->side, NULL, 0);
  ArdinaAction *v = g_new (ArdinaAction, n + 1);
  n = MIN (n, ardina_game_legal_actions (g, a->side, v, n));
  gboolean found = FALSE;
  for (guint i = 0; i < n && !found; i++)
    found = v[i].side == a->side && v[i].verb == a->verb && v[i].n_args == a->n_args
            && memcmp (v[i].args, a->args, a->n_args * sizeof a->args[0]) == 0;
  g_free (v);
  return found;
}

/* Every event is formatted and read, as a program showing them would. */
static void
read_event (const ArdinaEvent *e, gpointer data)
{
  guint *n = data;
  const char *text = ardina_event_get_text (e);
  FUZZ_ASSERT (text && *text == '[', "an event without its rule: '%s'", text ? text : "(null)");
  *n += (guint) strlen (text);
  for (guint i = 0; i < ardina_event_get_n_rules (e); i++)
    FUZZ_ASSERT (ardina_event_get_rule_nth (e, i) != NULL, "an event cites no rule");
}

/* The action's text reads back as the action. */
static void
check_text (const ArdinaAction *a)
{
  char *text = ardina_action_to_string (a);
  FUZZ_ASSERT (text != NULL, "a legal action has no text (verb %u, %u operands)", a->verb, a->n_args);
  ArdinaAction back;
  GError *e = NULL;
  FUZZ_ASSERT (ardina_action_parse (text, &back, &e), "'%s' does not parse: %s", text, e ? e->message : "");
  FUZZ_ASSERT (back.side == a->side && back.verb == a->verb && back.n_args == a->n_args
               && memcmp (back.args, a->args, a->n_args * sizeof a->args[0]) == 0,
               "'%s' parses as another action", text);
  g_free (text);
}

/* Saves @g and loads it back: equal, and saved again the same bytes. */
void
fuzz_round_trip (const ArdinaGame *g)
{
  gsize len = 0, len2 = 0;
  GError *e = NULL;
  char *text = ardina_game_save (g, &len);
  FUZZ_ASSERT (text != NULL, "a game does not save");
  ArdinaGame *back = ardina_game_load (text, len, "fuzz-round-trip.xml", &e);
  FUZZ_ASSERT (back != NULL, "the save of an accepted game does not load: %s\n%s", e ? e->message : "", text);
  FUZZ_ASSERT (ardina_game_equal (back, g), "the game loaded back differs from the game saved:\n%s", text);
  char *again = ardina_game_save (back, &len2);
  FUZZ_ASSERT (len == len2 && memcmp (text, again, len) == 0, "saving is not canonical:\n%s\n----\n%s", text, again);
  g_free (again);
  ardina_game_free (back);
  g_free (text);
}

/* Up to @n legal actions; @trip: each followed by a round trip. */
static void
play (ArdinaGame *g, guint n, FuzzRand *r, gboolean trip)
{
  for (guint step = 0; step < n && !ardina_game_is_over (g); step++)
    {
      ArdinaPending p[2];
      guint np = ardina_game_pending (g, p);
      FUZZ_ASSERT (np > 0, "a game not over has no pending decision (%s %u)", ardina_game_get_phase_name (g),
                   ardina_game_get_year (g));
      ArdinaSide side = p[fuzz_rand (r, np)].side;
      guint count = ardina_game_legal_actions (g, side, NULL, 0);
      FUZZ_ASSERT (count > 0, "the %s player must decide (%s) but has no legal action", ardina_side_name (side),
                   p[0].prompt);
      ArdinaAction *legal = g_new (ArdinaAction, count);
      FUZZ_ASSERT (ardina_game_legal_actions (g, side, legal, count) == count, "the count of legal actions changed");
      ArdinaAction a = legal[fuzz_rand (r, count)];
      g_free (legal);
      check_text (&a);
      ArdinaGame *before = ardina_game_copy (g);
      GError *e = NULL;
      guint chars = 0;
      gboolean ok = ardina_game_apply (g, &a, read_event, &chars, &e);
      if (!ok)
        {
          char *text = ardina_action_to_string (&a);
          /* Only a dice script that runs out may stop a legal action. */
          FUZZ_ASSERT (e && e->domain == ARDINA_ERROR && e->code == ARDINA_ERROR_DICE,
                       "the listed legal action '%s' was refused: %s", text, e ? e->message : "no error");
          FUZZ_ASSERT (ardina_game_equal (before, g), "the failed action '%s' changed the game", text);
          g_free (text);
          g_error_free (e);
          ardina_game_free (before);
          return;
        }
      ardina_game_free (before);
      FUZZ_ASSERT (ardina_state_check (g, &e), "after a legal action: %s", e->message);
      if (trip)
        fuzz_round_trip (g);
    }
}

void
fuzz_play (ArdinaGame *g, guint n, FuzzRand *r)
{
  play (g, n, r, TRUE);
}

void
fuzz_check_game (ArdinaGame *g, guint n, FuzzRand *r)
{
  GError *e = NULL;
  FUZZ_ASSERT (ardina_state_check (g, &e), "an accepted game breaks its invariants: %s", e->message);
  fuzz_round_trip (g);
  if (ardina_game_is_view (g))
    {
      ArdinaAction a = ardina_action_make (ARDINA_SIDE_AMERICAN, ARDINA_VERB_END, 0);
      FUZZ_ASSERT (!ardina_game_apply (g, &a, NULL, NULL, NULL), "a view was played on");
      return;
    }
  /* The views, for one game in four (they cost as much as the rest). */
  gboolean views = fuzz_rand (r, 4) == 0;
  for (int s = 0; s < 2 && views; s++)
    {
      ArdinaGame *v = ardina_game_view (g, (ArdinaSide) s);
      FUZZ_ASSERT (v != NULL, "no view");
      FUZZ_ASSERT (ardina_state_check (v, &e), "a view breaks the invariants: %s", e->message);
      fuzz_round_trip (v);
      ardina_game_free (v);
    }
  fuzz_play (g, n, r);
}

/* ---- canned positions ---- */

typedef struct {
  char *name;
  ArdinaGame *g;
} Position;

static GArray *positions;      /* Position */

/* A position kept is saved and loaded back once (the walks that reach
 * them play without a round trip after every action: test-soak and
 * test-fields hold random play to that, and every input replayed from a
 * position round-trips after each action it applies). */
static void
add_position (const char *name, const ArdinaGame *g)
{
  fuzz_round_trip (g);
  Position p = { g_strdup (name), ardina_game_copy (g) };
  g_array_append_val (positions, p);
}

/* What kind of decision @g waits on: the top frame's class, its step and
 * its yes/no fields (who has sealed a commitment...). */
static char *
decision_kind (const ArdinaGame *g)
{
  if (ardina_game_is_over (g))
    return g_strdup ("over");
  const ArdinaFrame *f = ardina_top (g);
  const ArdinaProcClass *k = ardina_proc_class (f->proc);
  GString *s = g_string_new (k->name);
  g_string_append_printf (s, ":%s", k->steps[f->step]);
  for (guint i = 0; i < k->n_fields; i++)
    if (k->fields[i].type == ARDINA_FIELD_BOOL)
      g_string_append_printf (s, ":%s=%u", k->fields[i].name, f->payload.bytes[k->fields[i].offset]);
  if (f->proc == ARDINA_PROC_TURN || (g->depth > 1 && g->stack[0].proc == ARDINA_PROC_TURN))
    g_string_append_printf (s, "@%s", ardina_game_get_phase_name (g));
  return g_string_free (s, FALSE);
}

/* Plays a seeded game with random legal actions, keeping the first
 * position of each kind of decision, and the last ones before its end. */
static void
walk (const ArdinaGameOptions *o, guint64 seed, GHashTable *seen, gboolean keep_end)
{
  ArdinaGame *g = ardina_game_new_standard (o, NULL, NULL);
  FuzzRand r = { seed * 0x9e3779b97f4a7c15u | 1 };
  ArdinaGame *last[3] = { NULL, NULL, NULL };
  for (guint i = 0; i < 5000 && !ardina_game_is_over (g); i++)
    {
      char *kind = decision_kind (g);
      if (!g_hash_table_contains (seen, kind))
        {
          add_position (kind, g);
          g_hash_table_add (seen, kind);
        }
      else
        g_free (kind);
      ardina_game_free (last[0]);
      memmove (last, last + 1, 2 * sizeof last[0]);
      last[2] = ardina_game_copy (g);
      play (g, 1, &r, FALSE);
    }
  if (keep_end && ardina_game_is_over (g))
    {
      for (guint i = 0; i < 3; i++)
        if (last[i])
          {
            char *name = g_strdup_printf ("end-%u-seed-%" G_GUINT64_FORMAT, 3 - i, seed);
            add_position (name, last[i]);
            g_free (name);
          }
      add_position ("over", g);
    }
  for (guint i = 0; i < 3; i++)
    ardina_game_free (last[i]);
  ardina_game_free (g);
}

static void
build_positions (void)
{
  positions = g_array_new (FALSE, FALSE, sizeof (Position));
  GHashTable *seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ArdinaGameOptions o;
  memset (&o, 0, sizeof o);
  o.seed = 1;
  /* The optional sections' markers in the pool, played or not yet. */
  o.setup_only = TRUE;
  ArdinaGame *g = ardina_game_new_standard (&o, NULL, NULL);
  add_position ("standard", g);
  ardina_game_free (g);
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      o.scenario = seed % 3 == 0 ? ARDINA_SCENARIO_SHORT : ARDINA_SCENARIO_FULL;
      o.optional = seed % 2 ? ARDINA_OPTIONAL_ALL : 0;
      o.seed = seed;
      walk (&o, seed, seen, seed <= 2);
    }
  /* Empty boards: the initiative commitment of 1776, the last turn. */
  memset (&o, 0, sizeof o);
  g = ardina_game_new_empty (&o, 1776);
  add_position ("empty-1776", g);
  ardina_game_free (g);
  g = ardina_game_new_empty (&o, 1782);
  add_position ("empty-1782", g);
  /* A view, which is never played on. */
  ArdinaGame *v = ardina_game_view (g, ARDINA_SIDE_BRITISH);
  add_position ("view", v);
  ardina_game_free (v);
  ardina_game_free (g);
  g_hash_table_destroy (seen);
}

static void
abort_on_warning (const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data)
{
  g_log_default_handler (domain, level, message, data);
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();
}

/* ARDINA_FUZZ_SEEDS=1: prints the harness's seed directories, one a
 * line, and exits (tests/fuzz/run passes them to libFuzzer). */
static void
print_seeds (void)
{
  const char *src = g_getenv ("ARDINA_SRCDIR");
  if (!src || !*src)
    src = ARDINA_FUZZ_SRCDIR;
  for (guint i = 0; fuzz_seeds[i]; i++)
    {
      char *dir = g_build_filename (src, fuzz_seeds[i], NULL);
      if (g_file_test (dir, G_FILE_TEST_IS_DIR))
        printf ("%s\n", dir);
      g_free (dir);
    }
  exit (0);
}

void
fuzz_init (void)
{
  static gsize done = 0;
  if (!g_once_init_enter (&done))
    return;
  if (g_strcmp0 (g_getenv ("ARDINA_FUZZ_SEEDS"), "1") == 0)
    print_seeds ();
  /* A critical or a warning from the library on input data is a finding:
   * it aborts (libFuzzer keeps the input of an abort, not of GLib's
   * breakpoint trap). */
  g_log_set_default_handler (abort_on_warning, NULL);
  g_once_init_leave (&done, 1);
}

/* The positions are built on first use: a harness that plays none (the
 * case reader) does not pay for them. */
static void
need_positions (void)
{
  static gsize built = 0;
  if (!g_once_init_enter (&built))
    return;
  build_positions ();
  g_once_init_leave (&built, 1);
}

void
fuzz_prepare_positions (void)
{
  need_positions ();
}

guint
fuzz_n_positions (void)
{
  return positions ? positions->len : 0;
}

const ArdinaGame *
fuzz_position (guint i)
{
  need_positions ();
  return g_array_index (positions, Position, i % positions->len).g;
}

const char *
fuzz_position_name (guint i)
{
  need_positions ();
  return g_array_index (positions, Position, i % positions->len).name;
}
