/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina play: step a game by actions and print what happens, each event
 * citing the rule it applied.
 *
 *   ardina play [--seed N] [--short] [--optional 28,29] [--load SAVE]
 *               [--auto N [--random]] [--as SIDE] [--save FILE] [ACTIONS|-]
 *
 * Actions are read one per line (doc/actions.md; blank lines and lines
 * starting with # are skipped; "?" lists the legal actions of the pending
 * decisions, numbered at a terminal, and a number then picks one; "show"
 * prints the position as `ardina show` does; "undo" takes back the last
 * action read; "save FILE" saves the game there: doc/play.md) from
 * ACTIONS, from standard input for "-", or from standard input without
 * ACTIONS when it is not a terminal and --auto is not given
 * (a pipe is read, not ignored; a terminal is only waited on when asked,
 * with "-"). Each line is applied as it is read and its events printed at
 * once, so a person or a program can play through a pipe or a terminal.
 *
 * A refused action stops a file or a pipe with exit status 1, its rule and
 * the unchanged game (with --keep-going the next line is read, and the
 * exit status is 1 at the end); at a terminal it is printed and play goes
 * on. --load takes a saved game or an oracle case (its start, or with
 * --step N the position after its first N steps). --auto
 * then answers the next N decisions with the built-in player (player.h):
 * the first legal action that is not a withdraw, or with --random one drawn
 * at random, so a large N plays the game to its end. */
#include "cli.h"
#include "names.h"
#include "player.h"
#include "show.h"
#include "io/xmlin.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <string.h>
#include <unistd.h>

typedef struct {
  gint64 seed;
  gboolean short_game, random;
  char *optional, *load, *save, *as;
  int autos;
  ArdinaSide audience;
  /* Standard input is a terminal and is read: a person types the actions,
   * so the terminal shows them, a prompt asks for them and a refusal does
   * not end the game. */
  gboolean interactive;
  /* --json: the events as JSON lines on standard output (show-json.c);
   * everything else goes to standard error. */
  gboolean json;
  FILE *json_out;
  /* --keep-going: a refusal read from a file or a pipe is printed and the
   * next line read, as at a terminal; the exit status is still 1. */
  gboolean keep_going, refused;
  int step;              /* --step N with a case for --load; -1: its start */
  /* The states before each action applied, for undo, and the text of
   * each action (same length). */
  GPtrArray *history, *history_texts;
  /* The actions the last "?" listed, in order, for a number to pick;
   * emptied whenever the game moves. */
  GArray *listed;
} Options;

static void
print_event (const ArdinaEvent *e, gpointer data)
{
  const Options *o = data;
  ArdinaSide a = ardina_event_get_audience (e);
  if (o->audience != ARDINA_SIDE_NONE && a != ARDINA_SIDE_NONE && a != o->audience)
    return;
  if (o->json_out)
    {
      show_json_print_event (o->json_out, e);
      return;
    }
  printf ("  %s%s\n", a == ARDINA_SIDE_NONE ? "" : a == ARDINA_SIDE_AMERICAN ? "(american only) " : "(british only) ",
          ardina_event_get_text (e));
}

static ArdinaGame *
start (Options *o)
{
  if (o->load)
    {
      /* A saved game or an oracle case (its start, or after --step N of
       * its steps), read as `ardina ask` reads it. */
      gboolean from_case = FALSE;
      ArdinaGame *g = cli_load_game ("play", o->load, &from_case);
      if (g && o->step >= 0 && !from_case)
        cli_usage_error ("play", "--step takes a case, and %s is a saved game", o->load);
      if (g && ((o->step >= 0 && !from_case) || (o->step > 0 && !cli_case_steps ("play", g, o->load, o->step))))
        g_clear_pointer (&g, ardina_game_free);
      return g;
    }
  if (o->step >= 0)
    {
      cli_usage_error ("play", "--step goes with --load CASE");
      return NULL;
    }
  ArdinaGameOptions opts = { o->short_game ? ARDINA_SCENARIO_SHORT : ARDINA_SCENARIO_FULL, 0, (guint64) o->seed };
  if (!cli_parse_optional ("play", o->optional, &opts))
    return NULL;
  printf ("set-up:\n");
  return ardina_game_new_standard (&opts, print_event, o);
}

static const char *
plural (guint n)
{
  return n == 1 ? "" : "s";
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
    {
      guint k = ardina_game_legal_actions (g, p[i].side, NULL, 0);
      printf ("  pending [%s]: %s; %u legal action%s\n", ardina_rule_get_id (p[i].rule), p[i].prompt,
              k, plural (k));
    }
}

/* "?": every legal action of each pending decision, one per line, written
 * as it would be typed. */
static void
print_legal (const ArdinaGame *g, Options *o)
{
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  g_array_set_size (o->listed, 0);
  if (!n)
    printf ("  no decision is pending: the game is over\n");
  for (guint i = 0; i < n; i++)
    {
      guint k = ardina_game_legal_actions (g, p[i].side, NULL, 0);
      ArdinaAction *list = g_new (ArdinaAction, MAX (k, 1));
      ardina_game_legal_actions (g, p[i].side, list, k);
      printf ("  pending [%s]: %s; %u legal action%s:\n", ardina_rule_get_id (p[i].rule), p[i].prompt,
              k, plural (k));
      for (guint j = 0; j < k; j++)
        {
          char *text = ardina_action_to_string (&list[j]);
          g_array_append_val (o->listed, list[j]);
          /* Numbered for a person, who may type the number instead. */
          if (o->interactive)
            printf ("  %3u  %s\n", o->listed->len, text);
          else
            printf ("    %s\n", text);
          g_free (text);
        }
      g_free (list);
    }
}

/* Applies one action; @n is its line number, 0 for the built-in player.
 * The state before it is kept for undo; a refused action leaves the game
 * as it was (actions.md), so nothing is kept for it. */
static gboolean
apply_line (ArdinaGame *g, const char *line, guint n, Options *o)
{
  GError *error = NULL;
  /* The built-in player's steps come after the lines read: none is undone. */
  ArdinaGame *before = n ? ardina_game_copy (g) : NULL;
  /* A terminal already shows what the person typed. */
  if (!o->interactive || !n)
    printf ("> %s\n", line);
  gboolean ok = ardina_game_apply_text (g, line, print_event, o, &error);
  char *ids = NULL;
  /* Not read as an action: perhaps names off the counters and the map,
   * typed for the ids ("Gage" for gage). */
  if (!ok && g_error_matches (error, ARDINA_ERROR, ARDINA_ERROR_INVALID) && n)
    {
      GError *named = NULL;
      ids = cli_names_to_ids (line, &named);
      if (ids || named)
        g_clear_error (&error);
      if (named)
        error = named;
      if (ids)
        {
          printf ("  read as: %s\n", ids);
          ok = ardina_game_apply_text (g, ids, print_event, o, &error);
        }
    }
  if (ok)
    {
      if (ids)
        line = ids;
      if (before)
        {
          g_ptr_array_add (o->history, before);
          g_ptr_array_add (o->history_texts, g_strdup (line));
        }
      g_array_set_size (o->listed, 0);
      g_free (ids);
      return TRUE;
    }
  g_free (ids);
  printf ("refused (line %u): %s\n", n, error->message);
  g_error_free (error);
  if (before)
    ardina_game_free (before);
  o->refused = TRUE;
  return FALSE;
}

/* "undo": back to the state before the last action applied. */
static gboolean
undo (ArdinaGame **g, Options *o)
{
  if (!o->history->len)
    {
      printf ("  nothing to undo: no action was applied in this session\n");
      return FALSE;
    }
  guint last = o->history->len - 1;
  ardina_game_free (*g);
  *g = g_ptr_array_steal_index (o->history, last);
  char *text = g_ptr_array_steal_index (o->history_texts, last);
  printf ("  undone: %s\n", text);
  g_free (text);
  g_array_set_size (o->listed, 0);
  return TRUE;
}

/* A number typed after "?": the action listed under it. */
static gboolean
pick (ArdinaGame *g, const char *l, guint n, Options *o)
{
  guint64 k = g_ascii_strtoull (l, NULL, 10);
  if (!o->interactive)
    printf ("> %s\n", l);
  if (!o->listed->len)
    printf ("refused (line %u): no list to pick from: type ? to list the legal actions, then a number\n", n);
  else if (k < 1 || k > o->listed->len)
    printf ("refused (line %u): no action %s: the last list has 1 to %u\n", n, l, o->listed->len);
  else
    {
      char *text = ardina_action_to_string (&g_array_index (o->listed, ArdinaAction, k - 1));
      /* The person typed a number: show the action it stands for. */
      if (o->interactive)
        printf ("> %s\n", text);
      gboolean ok = apply_line (g, text, n, o);
      g_free (text);
      return ok;
    }
  o->refused = TRUE;
  return FALSE;
}

static gboolean save (const ArdinaGame *g, const char *path);

typedef enum { LINE_SKIPPED, LINE_APPLIED, LINE_REFUSED } LineResult;

static gboolean
all_digits (const char *l)
{
  for (const char *p = l; *p; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return *l != '\0' && strlen (l) < 9;
}

/* One line of input: skipped (blank, a comment, "?" after listing the
 * legal actions, "show", "save FILE"), applied (an action, a number from
 * the last list, "undo") or refused. No action text starts with these
 * words: every action opens with its side (doc/actions.md). */
static LineResult
play_line (ArdinaGame **g, char *text, guint n, Options *o)
{
  char *l = g_strstrip (text);
  if (!*l || *l == '#')
    return LINE_SKIPPED;
  if (!o->interactive)
    {
      gboolean command = !strcmp (l, "?") || !strcmp (l, "show") || !strcmp (l, "undo")
                         || g_str_has_prefix (l, "save ");
      if (command)
        printf ("> %s\n", l);
    }
  if (strcmp (l, "?") == 0)
    print_legal (*g, o);
  else if (strcmp (l, "show") == 0)
    show_text (stdout, *g, o->audience, "the game in play", cli_width ());
  else if (strcmp (l, "undo") == 0)
    return undo (g, o) ? LINE_APPLIED : LINE_SKIPPED;
  else if (g_str_has_prefix (l, "save "))
    {
      if (save (*g, g_strstrip (l + 5)))
        printf ("  saved to %s\n", g_strstrip (l + 5));
    }
  else if (all_digits (l))
    return pick (*g, l, n, o) ? LINE_APPLIED : LINE_REFUSED;
  else
    return apply_line (*g, l, n, o) ? LINE_APPLIED : LINE_REFUSED;
  return LINE_SKIPPED;
}

/* The longest line of actions read, its end of line excluded: no action
 * comes near it, and an endless line (standard input from /dev/zero)
 * ends with an error instead of filling memory. */
#define LINE_MAX_BYTES 4096

typedef enum { READ_LINE, READ_END, READ_BAD } ReadResult;

/* Reads one line into @line, without its end of line. A NUL byte (which
 * would cut the line short, or merge two) or a line longer than
 * LINE_MAX_BYTES is READ_BAD, with @why said. */
static ReadResult
read_line (FILE *in, GString *line, const char **why)
{
  int ch;
  gboolean any = FALSE;
  g_string_truncate (line, 0);
  while ((ch = getc (in)) != EOF)
    {
      any = TRUE;
      if (ch == '\n')
        return READ_LINE;
      if (ch == 0)
        *why = "a NUL byte: action text is plain text";
      else if (line->len >= LINE_MAX_BYTES)
        *why = "a line longer than " G_STRINGIFY (LINE_MAX_BYTES) " bytes";
      else
        {
          g_string_append_c (line, (char) ch);
          continue;
        }
      return READ_BAD;
    }
  return any ? READ_LINE : READ_END;
}

/* At a terminal: where the game stands when it has moved, then the
 * prompt. Flushed, like every line's events: whoever is on the other side
 * of a terminal or a pipe answers what they have seen. */
static void
prompt (const ArdinaGame *g, const Options *o, gboolean moved)
{
  if (o->interactive && moved)
    print_pending (g);
  if (o->interactive)
    printf ("> ");
  fflush (stdout);
}

/* Every line of @in (named @name), each applied as it is read; a line
 * that cannot be action text is refused naming its number, and the rest
 * is not read. */
static gboolean
run_actions (ArdinaGame **g, FILE *in, const char *name, Options *o)
{
  GString *line = g_string_new (NULL);
  LineResult result = LINE_APPLIED;
  ReadResult read = READ_LINE;
  const char *why = NULL;
  guint n = 1;
  gboolean go_on = o->interactive || o->keep_going;
  prompt (*g, o, TRUE);
  /* At a terminal (or with --keep-going) a refusal is shown and the next
   * line read. */
  for (; (result != LINE_REFUSED || go_on) && (read = read_line (in, line, &why)) == READ_LINE; n++)
    {
      result = play_line (g, line->str, n, o);
      prompt (*g, o, result == LINE_APPLIED);
    }
  if (o->interactive)
    printf ("\n");   /* the end of input left the cursor after the prompt */
  g_string_free (line, TRUE);
  if (read == READ_BAD)
    {
      fflush (stdout);
      cli_error ("play", "%s:%u: %s", name, n, why);
      return FALSE;
    }
  return o->interactive || !o->refused;
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

static gboolean
save (const ArdinaGame *g, const char *path)
{
  gsize len;
  char *xml = ardina_game_save (g, &len);
  GError *error = NULL;
  gboolean ok = g_file_set_contents (path, xml, (gssize) len, &error);
  if (!ok)
    {
      cli_error ("play", "%s", error->message);
      g_error_free (error);
    }
  g_free (xml);
  return ok;
}

/* @path opened for reading if it is a regular file: a directory reads as
 * nothing, a FIFO blocks and a device such as /dev/zero never ends, so
 * each is refused (standard input, "-", is the way to pipe actions in).
 * Opened without blocking, then checked, so that a FIFO put in the
 * file's place cannot block either. NULL after saying why. */
static FILE *
open_regular (const char *path)
{
  struct stat st;
  int fd = open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    {
      cli_error ("play", "%s: %s", path, g_strerror (errno));
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      cli_error ("play", "%s: not a regular file (a directory, FIFO or device): give actions in a file, "
                 "or on standard input with '-'", path);
      close (fd);
      return NULL;
    }
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
  FILE *in = fdopen (fd, "r");
  if (!in)
    {
      cli_error ("play", "%s: %s", path, g_strerror (errno));
      close (fd);
    }
  return in;
}

/* Where the actions come from: @arg, standard input for "-", or standard
 * input without @arg when it is not a terminal and --auto does not play
 * instead. *@in is NULL when there are none; FALSE after saying why a
 * file cannot be opened. */
static gboolean
open_actions (const char *arg, Options *o, FILE **in)
{
  *in = NULL;
  if (arg && strcmp (arg, "-") != 0)
    {
      *in = open_regular (arg);
      return *in != NULL;
    }
  gboolean terminal = isatty (STDIN_FILENO);
  if (arg || (!terminal && !o->autos))
    *in = stdin;
  o->interactive = *in && terminal;
  return TRUE;
}

static int
play (Options *o, const char *arg)
{
  FILE *in;
  if (!open_actions (arg, o, &in))
    return CLI_USAGE;
  ArdinaGame *g = start (o);
  if (g && o->load && !cli_optional_played ("play", o->load, g))
    g_clear_pointer (&g, ardina_game_free);
  if (!g)
    {
      if (in && in != stdin)
        fclose (in);
      return CLI_USAGE;
    }
  gboolean ok = (!in || run_actions (&g, in, in == stdin ? "(standard input)" : arg, o)) && auto_play (g, o);
  if (in && in != stdin)
    fclose (in);
  /* At a terminal the state was just shown, unless --auto moved on. */
  if (!o->interactive || o->autos)
    print_pending (g);
  if (o->save && !save (g, o->save))
    ok = FALSE;
  ardina_game_free (g);
  return ok ? CLI_OK : CLI_FAILED;
}

/* --json (doc/show.md): standard output carries only the events, one JSON
 * object a line; the lines for people (positions, prompts, refusals) go to
 * standard error. */
static int
play_json (Options *o, const char *path)
{
  fflush (stdout);
  int fd = dup (STDOUT_FILENO);
  if (fd < 0 || !(o->json_out = fdopen (fd, "w")) || dup2 (STDERR_FILENO, STDOUT_FILENO) < 0)
    {
      cli_error ("play", "--json: cannot set up the output");
      return CLI_FAILED;
    }
  int rc = play (o, path);
  fflush (stdout);
  if (ferror (o->json_out) | (fclose (o->json_out) != 0))
    {
      cli_error ("play", "write error");
      rc = CLI_FAILED;
    }
  o->json_out = NULL;
  return rc;
}

int
cli_play (int argc, char **argv)
{
  Options o = { .audience = ARDINA_SIDE_NONE, .step = -1 };
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o.seed, "Seed of the dice (default 0)", "N" },
    { "short", 0, 0, G_OPTION_ARG_NONE, &o.short_game, "Play the shorter scenario (3.5)", NULL },
    { "optional", 0, 0, G_OPTION_ARG_STRING, &o.optional, "Optional rules sections in play", "28,29|all|none" },
    { "load", 0, 0, G_OPTION_ARG_FILENAME, &o.load, "Start from a saved game", "FILE" },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &o.save, "Save the game at the end", "FILE" },
    { "auto", 0, 0, G_OPTION_ARG_INT, &o.autos,
      "Answer N decisions with the first legal action", "N" },
    { "random", 0, 0, G_OPTION_ARG_NONE, &o.random,
      "With --auto, answer at random (by --seed)", NULL },
    { "as", 0, 0, G_OPTION_ARG_STRING, &o.as, "Show only what this side may see", "american|british" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &o.json, "Events as JSON lines (doc/show.md)", NULL },
    { "keep-going", 0, 0, G_OPTION_ARG_NONE, &o.keep_going,
      "Go on after a refusal (exit 1 at the end)", NULL },
    { "step", 0, 0, G_OPTION_ARG_INT, &o.step, "With --load CASE: after its first N steps", "N" },
    { NULL }
  };
  o.history = g_ptr_array_new_with_free_func ((GDestroyNotify) ardina_game_free);
  o.history_texts = g_ptr_array_new_with_free_func (g_free);
  o.listed = g_array_new (FALSE, FALSE, sizeof (ArdinaAction));
  int rc = cli_parse (&argc, &argv, "play [ACTIONS|-]",
                      "Play a game by actions, one per line, printing every event with the rule it\n"
                      "applied. Reads ACTIONS, standard input for '-', or standard input when it is\n"
                      "not a terminal and --auto is not given; '?' lists the legal actions. A refused\n"
                      "action exits 1, except at a terminal, where play goes on. --auto N answers up\n"
                      "to N decisions (fewer if the game ends) with the first legal action that is\n"
                      "not a withdraw, or with one drawn at random (seeded by --seed) under --random.", entries);
  if (rc == CLI_OK && (argc > 2 || o.autos < 0))
    rc = cli_usage_error ("play", "expected at most one file of actions and a non-negative --auto");
  if (rc == CLI_OK && o.as)
    o.audience = !strcmp (o.as, "american") ? ARDINA_SIDE_AMERICAN : !strcmp (o.as, "british") ? ARDINA_SIDE_BRITISH : 0xfe;
  if (rc == CLI_OK && o.audience == 0xfe)
    rc = cli_usage_error ("play", "--as takes 'american' or 'british'");
  if (rc == CLI_OK && o.json)
    rc = play_json (&o, argc == 2 ? argv[1] : NULL);
  else if (rc == CLI_OK)
    rc = play (&o, argc == 2 ? argv[1] : NULL);
  g_free (o.optional), g_free (o.load), g_free (o.save), g_free (o.as);
  g_ptr_array_free (o.history, TRUE), g_ptr_array_free (o.history_texts, TRUE);
  g_array_free (o.listed, TRUE);
  return rc;
}
