/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina play: step a game by actions and print what happens, each event
 * citing the rule it applied.
 *
 *   ardina play [--seed N] [--short] [--optional 28,29] [--load SAVE]
 *               [--auto N [--random]] [--as SIDE] [--save FILE] [ACTIONS|-]
 *
 * Actions are read one per line (doc/actions.md; blank lines and lines
 * starting with # are skipped). A refused action stops the run with exit
 * status 1, its rule and the unchanged game. --auto answers the next N
 * decisions with the built-in player (player.h): the first legal action
 * that is not a withdraw, or with --random one drawn at random, so a large
 * N plays the game to its end. */
#include "cli.h"
#include "player.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  gint64 seed;
  gboolean short_game, random;
  char *optional, *load, *save, *as;
  int autos;
  ArdinaSide audience;
} Options;

static void
print_event (const ArdinaEvent *e, gpointer data)
{
  const Options *o = data;
  ArdinaSide a = ardina_event_get_audience (e);
  if (o->audience != ARDINA_SIDE_NONE && a != ARDINA_SIDE_NONE && a != o->audience)
    return;
  printf ("  %s%s\n", a == ARDINA_SIDE_NONE ? "" : a == ARDINA_SIDE_AMERICAN ? "(american only) " : "(british only) ",
          ardina_event_get_text (e));
}

static ArdinaGame *
start (Options *o)
{
  if (o->load)
    {
      gsize len;
      char *data = NULL;
      GError *error = NULL;
      ArdinaGame *g = NULL;
      if (g_file_get_contents (o->load, &data, &len, &error))
        g = ardina_game_load (data, len, o->load, &error);
      if (!g)
        fprintf (stderr, "ardina play: %s\n", error->message);
      g_clear_error (&error);
      g_free (data);
      return g;
    }
  ArdinaGameOptions opts = { o->short_game ? ARDINA_SCENARIO_SHORT : ARDINA_SCENARIO_FULL, 0, (guint64) o->seed };
  if (!cli_parse_optional (o->optional, &opts.optional))
    {
      fprintf (stderr, "ardina play: --optional takes sections 28-38 separated by commas, 'all' or 'none'\n");
      return NULL;
    }
  printf ("set-up:\n");
  return ardina_game_new_standard (&opts, print_event, o);
}

static gboolean
apply_line (ArdinaGame *g, const char *line, guint n, Options *o)
{
  GError *error = NULL;
  printf ("> %s\n", line);
  if (ardina_game_apply_text (g, line, print_event, o, &error))
    return TRUE;
  printf ("refused (line %u): %s\n", n, error->message);
  g_error_free (error);
  return FALSE;
}

static gboolean
run_actions (ArdinaGame *g, const char *file, Options *o)
{
  char *text = NULL;
  GError *error = NULL;
  gboolean ok = TRUE;
  if (strcmp (file, "-") == 0)
    {
      GString *s = g_string_new (NULL);
      char buf[4096];
      size_t got;
      while ((got = fread (buf, 1, sizeof buf, stdin)) > 0)
        g_string_append_len (s, buf, (gssize) got);
      text = g_string_free (s, FALSE);
    }
  else if (!g_file_get_contents (file, &text, NULL, &error))
    {
      fprintf (stderr, "ardina play: %s\n", error->message);
      g_error_free (error);
      return FALSE;
    }
  char **lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] && ok; i++)
    {
      char *l = g_strstrip (lines[i]);
      if (*l && *l != '#')
        ok = apply_line (g, l, i + 1, o);
    }
  g_strfreev (lines);
  g_free (text);
  return ok;
}

/* One decision answered by the built-in player; a dead end (a decision no
 * legal action answers) is the engine's fault and stops the run. */
static gboolean
auto_step (ArdinaGame *g, GRand *rand, Options *o)
{
  ArdinaAction a;
  if (!cli_player_choose (g, rand, &a, NULL))
    {
      printf ("--auto: no legal action answers the pending decision\n");
      return FALSE;
    }
  char *text = ardina_action_to_string (&a);
  gboolean ok = apply_line (g, text, 0, o);
  g_free (text);
  return ok;
}

/* --auto: up to N decisions, stopping early and without fault when the
 * game is over. The player never undoes its own step (player.h), so a large
 * N plays the game to its end. */
static gboolean
auto_play (ArdinaGame *g, Options *o)
{
  GRand *rand = o->random ? g_rand_new_with_seed ((guint32) o->seed) : NULL;
  gboolean ok = TRUE;
  for (int i = 0; ok && i < o->autos && !ardina_game_is_over (g); i++)
    ok = auto_step (g, rand, o);
  if (rand)
    g_rand_free (rand);
  cli_player_release ();
  return ok;
}

static void
print_pending (const ArdinaGame *g)
{
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  printf ("%u, %s:", ardina_game_get_year (g), ardina_game_get_phase_name (g));
  if (!n)
    printf (" the game is over (%s; winner: %s)\n", ardina_game_get_result (g),
            ardina_game_get_winner (g) == ARDINA_SIDE_AMERICAN ? "american"
            : ardina_game_get_winner (g) == ARDINA_SIDE_BRITISH ? "british" : "none");
  printf ("\n");
  for (guint i = 0; i < n; i++)
    printf ("  pending [%s]: %s; %u legal actions\n", ardina_rule_get_id (p[i].rule), p[i].prompt,
            ardina_game_legal_actions (g, p[i].side, NULL, 0));
}

static gboolean
save (const ArdinaGame *g, const char *path)
{
  gsize len;
  char *xml = ardina_game_save (g, &len);
  GError *error = NULL;
  gboolean ok = g_file_set_contents (path, xml, (gssize) len, &error);
  if (!ok)
    {
      fprintf (stderr, "ardina play: %s\n", error->message);
      g_error_free (error);
    }
  g_free (xml);
  return ok;
}

int
cli_play (int argc, char **argv)
{
  Options o = { .audience = ARDINA_SIDE_NONE };
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o.seed, "Seed of the dice (default 0)", "N" },
    { "short", 0, 0, G_OPTION_ARG_NONE, &o.short_game, "Play the shorter scenario (3.5)", NULL },
    { "optional", 0, 0, G_OPTION_ARG_STRING, &o.optional, "Optional rules sections in play", "28,29|all|none" },
    { "load", 0, 0, G_OPTION_ARG_FILENAME, &o.load, "Start from a saved game", "FILE" },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &o.save, "Save the game at the end", "FILE" },
    { "auto", 0, 0, G_OPTION_ARG_INT, &o.autos,
      "Answer up to N decisions (fewer if the game ends) with the first legal action that is not a withdraw", "N" },
    { "random", 0, 0, G_OPTION_ARG_NONE, &o.random,
      "With --auto, draw each answer at random (seeded by --seed) instead of the first", NULL },
    { "as", 0, 0, G_OPTION_ARG_STRING, &o.as, "Show only what this side may see", "american|british" },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "play [ACTIONS|-]",
                      "Play a game by actions, printing every event with the rule it applied.", entries);
  if (rc != CLI_OK)
    return rc;
  if (argc > 2 || o.autos < 0)
    return cli_usage_error ("play", "expected at most one file of actions and a non-negative --auto");
  if (o.as)
    o.audience = !strcmp (o.as, "american") ? ARDINA_SIDE_AMERICAN : !strcmp (o.as, "british") ? ARDINA_SIDE_BRITISH : 0xfe;
  if (o.audience == 0xfe)
    return cli_usage_error ("play", "--as takes american or british");
  ArdinaGame *g = start (&o);
  if (!g)
    return CLI_USAGE;
  gboolean ok = (argc < 2 || run_actions (g, argv[1], &o)) && auto_play (g, &o);
  print_pending (g);
  if (o.save && !save (g, o.save))
    ok = FALSE;
  ardina_game_free (g);
  g_free (o.optional), g_free (o.load), g_free (o.save), g_free (o.as);
  return ok ? CLI_OK : CLI_FAILED;
}
