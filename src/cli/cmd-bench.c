/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina bench: how fast the library plays whole games.
 *
 *   ardina bench [--games N] [--runs R] [--seed S] [--short] [--optional LIST]
 *
 * N random games from the standard set-up, game i with dice seed S+i and
 * both sides played by the built-in player in random mode (player.h) from a
 * GRand seeded with S+i, so every run plays the very same games. The set is
 * played R times and each timing printed is the median of the R runs, which
 * a stray slow run (another process, a page fault storm) does not move.
 * The counts must be the same in every run, or the games were not replayed
 * and the timings compare different work.
 *
 * Before the timed runs an untimed pass plays the set once more to sample
 * positions, on which ardina_game_copy and ardina_game_legal_actions are
 * timed alone. Output is one figure per line, "key: value" (doc/performance.md). */
#include "cli.h"
#include "player.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ACTIONS 1000000   /* a game longer than this is an endless game */
#define COPIES 200000         /* copies timed per run */
#define LISTINGS 20000        /* at least so many listings timed per run */
#define LISTINGS_PER_KIND 2000 /* and so many of each decision kind sampled */
#define SAMPLE_EVERY 32       /* one position sampled every so many actions */
#define MAX_SAMPLES 4096
#define N_KINDS (ARDINA_DECISION_BATTLE + 1)

typedef struct {
  int games, runs;
  gint64 seed;
  gboolean short_game;
  char *optional;
  ArdinaGameOptions game;
} Options;

/* What one run played, and how long it took. */
typedef struct {
  guint64 actions, min, max;
  guint64 kinds[N_KINDS];
  gint64 usec;
} Tally;

/* Positions kept by the sampling pass, each with the side the player chose
 * there and the kind of the decision it answered; the middle of game 0's
 * samples is the position copies are timed on. */
typedef struct {
  GPtrArray *games;
  GArray *sides;
  GArray *kinds;      /* ArdinaDecisionKind */
  guint game0_samples;
  guint max_legal;
} Samples;

/* One game being played. */
typedef struct {
  guint index;
  ArdinaGame *game;
  GRand *rand;
  guint64 actions;
  Tally *tally;
  Samples *samples;   /* NULL in the timed runs */
} Play;

/* ---- playing ---- */

static gboolean fail (GError **error, const char *fmt, ...) G_GNUC_PRINTF (2, 3);

/* A fault of the bench itself (an endless game, a dead end, games that do
 * not replay), as opposed to a refusal, which the library reports. */
static gboolean
fail (GError **error, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *message = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_set_error_literal (error, g_quark_from_static_string ("ardina-bench"), 0, message);
  g_free (message);
  return FALSE;
}

/* Keeps the position before every SAMPLE_EVERY-th action of a game, and
 * the longest list of legal actions met, to size the timed listings. */
static void
sample (Play *p, ArdinaSide side, ArdinaDecisionKind kind)
{
  Samples *s = p->samples;
  if (p->actions % SAMPLE_EVERY || s->games->len >= MAX_SAMPLES)
    return;
  g_ptr_array_add (s->games, ardina_game_copy (p->game));
  g_array_append_val (s->sides, side);
  g_array_append_val (s->kinds, kind);
  s->game0_samples += p->index == 0;
  s->max_legal = MAX (s->max_legal, ardina_game_legal_actions (p->game, side, NULL, 0));
}

static gboolean
step (Play *p, GError **error)
{
  ArdinaAction a;
  ArdinaPending who;
  if (p->actions >= MAX_ACTIONS)
    return fail (error, "not over after %d actions", MAX_ACTIONS);
  if (!cli_player_choose (p->game, p->rand, &a, &who))
    return fail (error, "action %" G_GUINT64_FORMAT ": no legal action answers the pending decision",
                 p->actions);
  if (p->samples)
    sample (p, who.side, who.kind);
  if (who.kind < N_KINDS)
    p->tally->kinds[who.kind]++;
  if (!ardina_game_apply (p->game, &a, NULL, NULL, error))
    {
      char *text = ardina_action_to_string (&a);
      g_prefix_error (error, "action %" G_GUINT64_FORMAT " '%s' refused: ", p->actions, text);
      g_free (text);
      return FALSE;
    }
  p->actions++;
  return TRUE;
}

static void
count_game (Tally *t, guint64 actions)
{
  t->min = MIN (t->min, actions);
  t->max = MAX (t->max, actions);
  t->actions += actions;
}

/* Game @i from its seeds to its end; FALSE with @error naming the game. */
static gboolean
play_game (const Options *o, guint i, Tally *t, Samples *s, GError **error)
{
  ArdinaGameOptions opts = o->game;
  opts.seed = (guint64) (o->seed + i);
  Play p = { i, ardina_game_new_standard (&opts, NULL, NULL),
             g_rand_new_with_seed ((guint32) (o->seed + i)), 0, t, s };
  gboolean ok = TRUE;
  while (ok && !ardina_game_is_over (p.game))
    ok = step (&p, error);
  if (ok)
    count_game (t, p.actions);
  else
    g_prefix_error (error, "game %u (seed %" G_GINT64_FORMAT "): ", i, o->seed + i);
  g_rand_free (p.rand);
  ardina_game_free (p.game);
  return ok;
}

/* The whole set once; timed from the creation of the first game to the
 * freeing of the last. */
static gboolean
play_set (const Options *o, Tally *t, Samples *s, GError **error)
{
  memset (t, 0, sizeof *t);
  t->min = G_MAXUINT64;
  gint64 start = g_get_monotonic_time ();
  for (guint i = 0; i < (guint) o->games; i++)
    if (!play_game (o, i, t, s, error))
      return FALSE;
  t->usec = g_get_monotonic_time () - start;
  return TRUE;
}

static gboolean
same_work (const Tally *a, const Tally *b)
{
  return a->actions == b->actions && a->min == b->min && a->max == b->max
         && memcmp (a->kinds, b->kinds, sizeof a->kinds) == 0;
}

/* ---- timing the parts ---- */

static int
compare_gint64 (const void *a, const void *b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return (x > y) - (x < y);
}

/* The median of @n values (sorts them). */
static double
median (gint64 *v, guint n)
{
  qsort (v, n, sizeof *v, compare_gint64);
  return n % 2 ? (double) v[n / 2] : ((double) v[n / 2 - 1] + (double) v[n / 2]) / 2;
}

/* Microseconds for COPIES copies of @g, each freed. */
static gint64
time_copies (const ArdinaGame *g)
{
  gint64 start = g_get_monotonic_time ();
  for (guint i = 0; i < COPIES; i++)
    ardina_game_free (ardina_game_copy (g));
  return g_get_monotonic_time () - start;
}

/* Microseconds to list the legal actions @passes times on every sampled
 * position, for the side the player chose there. */
static gint64
time_listings (const Samples *s, guint passes, ArdinaAction *buf)
{
  gint64 start = g_get_monotonic_time ();
  for (guint k = 0; k < passes; k++)
    for (guint i = 0; i < s->games->len; i++)
      ardina_game_legal_actions (g_ptr_array_index (s->games, i),
                                 g_array_index (s->sides, ArdinaSide, i), buf, s->max_legal);
  return g_get_monotonic_time () - start;
}

/* Microseconds to list the legal actions @passes times on each of the
 * @n sampled positions @at (indices into @s). */
static gint64
time_listings_at (const Samples *s, const guint *at, guint n, guint passes, ArdinaAction *buf)
{
  gint64 start = g_get_monotonic_time ();
  for (guint k = 0; k < passes; k++)
    for (guint j = 0; j < n; j++)
      ardina_game_legal_actions (g_ptr_array_index (s->games, at[j]),
                                 g_array_index (s->sides, ArdinaSide, at[j]), buf, s->max_legal);
  return g_get_monotonic_time () - start;
}

/* Passes over @n positions that make at least @listings listings: a pass
 * over a few samples is too short for a microsecond clock. */
static guint
passes_for (guint n, guint listings)
{
  return n ? (listings + n - 1) / n : 0;
}

/* The timings of the parts: medians over the runs, in ns. */
typedef struct {
  double copy, legal;
  double legal_kind[N_KINDS];
  guint positions[N_KINDS];
} Parts;

/* The median of the ns per listing of the positions of each kind, each
 * kind timed on its own (at least LISTINGS_PER_KIND listings a run). */
static void
time_kinds (const Samples *s, int runs, ArdinaAction *buf, Parts *parts)
{
  gint64 *usec = g_new (gint64, runs);
  guint *at = g_new (guint, MAX (s->kinds->len, 1));
  for (guint k = 0; k < N_KINDS; k++)
    {
      guint n = 0;
      for (guint i = 0; i < s->kinds->len; i++)
        if (g_array_index (s->kinds, ArdinaDecisionKind, i) == k)
          at[n++] = i;
      parts->positions[k] = n;
      guint passes = passes_for (n, LISTINGS_PER_KIND);
      if (!passes)
        continue;
      for (int r = 0; r < runs; r++)
        usec[r] = time_listings_at (s, at, n, passes, buf);
      parts->legal_kind[k] = median (usec, (guint) runs) * 1000.0 / ((double) n * passes);
    }
  g_free (at);
  g_free (usec);
}

/* Medians over @runs of the ns per copy and per listing, overall and by
 * decision kind. */
static void
time_parts (const Samples *s, int runs, Parts *parts)
{
  gint64 *copies = g_new (gint64, runs), *listings = g_new (gint64, runs);
  ArdinaAction *buf = g_new (ArdinaAction, MAX (s->max_legal, 1));
  const ArdinaGame *middle = g_ptr_array_index (s->games, s->game0_samples / 2);
  guint passes = passes_for (s->games->len, LISTINGS);
  memset (parts, 0, sizeof *parts);
  for (int r = 0; r < runs; r++)
    {
      copies[r] = time_copies (middle);
      listings[r] = time_listings (s, passes, buf);
    }
  parts->copy = median (copies, (guint) runs) * 1000.0 / COPIES;
  parts->legal = median (listings, (guint) runs) * 1000.0 / ((double) s->games->len * passes);
  time_kinds (s, runs, buf, parts);
  g_free (buf);
  g_free (copies);
  g_free (listings);
}

/* ---- report ---- */

/* How the command was built: the CFLAGS are not kept in the binary, but
 * the compiler says whether it optimized and which version it is. */
#ifdef __OPTIMIZE__
#define BUILD_OPTIMIZED "optimized"
#else
#define BUILD_OPTIMIZED "not optimized"
#endif
#ifdef __VERSION__
#define BUILD_COMPILER ", compiler " __VERSION__
#else
#define BUILD_COMPILER ""
#endif

static void
print_context (const Options *o)
{
  printf ("context: cpus %u, seed %" G_GINT64_FORMAT ", games %d, runs %d, scenario %s, optional %s, "
          "build " BUILD_OPTIMIZED BUILD_COMPILER "\n",
          g_get_num_processors (), o->seed, o->games, o->runs, o->short_game ? "short" : "full",
          o->optional ? o->optional : "none");
  printf ("timed: per run, creating, playing (the player's choices included) and freeing every game; "
          "each figure is the median of the runs\n");
}

static void
print_runs (const Tally *t, int runs)
{
  printf ("run seconds:");
  for (int r = 0; r < runs; r++)
    printf (" %.3f", (double) t[r].usec / 1e6);
  printf ("\n");
}

static void
print_play (const Options *o, const Tally *t, double usec)
{
  double seconds = usec / 1e6;
  printf ("games: %d\n", o->games);
  printf ("actions: %" G_GUINT64_FORMAT "\n", t->actions);
  printf ("games/s: %.1f\n", o->games / seconds);
  printf ("actions/s: %.0f\n", (double) t->actions / seconds);
  printf ("actions per game mean: %.1f\n", (double) t->actions / o->games);
  printf ("actions per game min: %" G_GUINT64_FORMAT "\n", t->min);
  printf ("actions per game max: %" G_GUINT64_FORMAT "\n", t->max);
  for (guint k = ARDINA_DECISION_SETUP; k < N_KINDS; k++)
    printf ("decisions %s: %.1f%% (%" G_GUINT64_FORMAT ")\n", ardina_decision_kind_name ((ArdinaDecisionKind) k),
            100.0 * (double) t->kinds[k] / (double) MAX (t->actions, 1), t->kinds[k]);
}

/* The listing by decision kind: only the kinds sampled, in the order of
 * the decision mix. */
static void
print_parts (const Samples *s, const Parts *parts)
{
  printf ("copy ns: %.1f\n", parts->copy);
  printf ("legal-actions ns: %.0f\n", parts->legal);
  printf ("legal-actions positions: %u\n", s->games->len);
  for (guint k = ARDINA_DECISION_SETUP; k < N_KINDS; k++)
    if (parts->positions[k])
      printf ("legal-actions ns %s: %.0f (%u positions)\n",
              ardina_decision_kind_name ((ArdinaDecisionKind) k), parts->legal_kind[k], parts->positions[k]);
  printf ("state bytes: %" G_GSIZE_FORMAT "\n", ardina_game_size ());
}

/* ---- the command ---- */

/* The sampling pass, then R timed runs playing the same games. */
static gboolean
bench (const Options *o, Tally *runs, Samples *s, GError **error)
{
  Tally first;
  if (!play_set (o, &first, s, error))
    return FALSE;
  for (int r = 0; r < o->runs; r++)
    {
      if (!play_set (o, &runs[r], NULL, error))
        return FALSE;
      if (!same_work (&first, &runs[r]))
        return fail (error, "run %d played other games than the first pass with the same seeds: "
                     "the games do not replay", r + 1);
    }
  return TRUE;
}

static void
report (const Options *o, const Tally *runs, const Samples *s)
{
  gint64 *usec = g_new (gint64, o->runs);
  Parts parts;
  for (int r = 0; r < o->runs; r++)
    usec[r] = runs[r].usec;
  print_context (o);
  print_runs (runs, o->runs);
  print_play (o, &runs[0], median (usec, (guint) o->runs));
  time_parts (s, o->runs, &parts);
  print_parts (s, &parts);
  g_free (usec);
}

static int
run_bench (const Options *o)
{
  Samples s = { g_ptr_array_new_with_free_func ((GDestroyNotify) ardina_game_free),
                g_array_new (FALSE, FALSE, sizeof (ArdinaSide)),
                g_array_new (FALSE, FALSE, sizeof (ArdinaDecisionKind)), 0, 0 };
  Tally *runs = g_new0 (Tally, o->runs);
  GError *error = NULL;
  gboolean ok = bench (o, runs, &s, &error);
  if (ok)
    report (o, runs, &s);
  else
    fprintf (stderr, "ardina bench: %s\n", error->message);
  g_clear_error (&error);
  g_free (runs);
  g_ptr_array_unref (s.games);
  g_array_unref (s.sides);
  g_array_unref (s.kinds);
  cli_player_release ();
  return ok ? CLI_OK : CLI_FAILED;
}

#define SUMMARY \
  "Play N random games from the standard set-up, game i with seed S+i for its\n" \
  "dice and its players (the built-in player of play --auto --random, on both\n" \
  "sides), R times, and print one figure per line, \"key: value\":\n" \
  "  games/s, actions/s: the median of the runs, each timing the creating, playing\n" \
  "    (choosing and applying every action) and freeing of every game;\n" \
  "  actions per game (mean, min, max) and the decisions answered, by kind;\n" \
  "  copy ns: ardina_game_copy and free of a mid-game position (200000 per run);\n" \
  "  legal-actions ns: ardina_game_legal_actions on positions sampled along\n" \
  "    the games, then by the kind of decision sampled, with the positions of\n" \
  "    that kind;\n" \
  "  state bytes: ardina_game_size ().\n" \
  "Exit status 1 when an action is refused, a game does not end within 1000000\n" \
  "actions, or the runs do not play the same games."

int
cli_bench (int argc, char **argv)
{
  Options o = { .games = 200, .runs = 5 };
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &o.games, "Games in the set (default 200)", "N" },
    { "runs", 0, 0, G_OPTION_ARG_INT, &o.runs, "Times the set is played; medians are shown (5)", "R" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o.seed, "Game i plays with seed S+i (default 0)", "S" },
    { "short", 0, 0, G_OPTION_ARG_NONE, &o.short_game, "Play the shorter scenario (3.5)", NULL },
    { "optional", 0, 0, G_OPTION_ARG_STRING, &o.optional, "Optional rules sections in play", "28,29|all|none" },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "bench", SUMMARY, entries);
  if (rc == CLI_OK && (argc > 1 || o.games < 1 || o.runs < 1))
    rc = cli_usage_error ("bench", "expected no operand and a positive --games and --runs");
  o.game.scenario = o.short_game ? ARDINA_SCENARIO_SHORT : ARDINA_SCENARIO_FULL;
  if (rc == CLI_OK && !cli_parse_optional ("bench", o.optional, &o.game))
    rc = CLI_USAGE;
  if (rc == CLI_OK)
    rc = run_bench (&o);
  g_free (o.optional);
  return rc;
}
