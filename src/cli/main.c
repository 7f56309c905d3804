/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina: the command. `ardina COMMAND [OPTIONS] [ARGS]`. */
#include "config.h"
#include "cli.h"

#include <errno.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const struct {
  const char *name;
  int (*run) (int argc, char **argv);
  const char *usage, *help;
} commands[] = {
  { "rule", cli_rule, "rule ID", "explain one rule (18.7), step (18.4(2)), section (18) or ruling "
                                  "(R-n): paraphrase, references, errata, rulings, table values" },
  { "rules", cli_rules, "rules [SECT]", "list the catalog, or one section of it; --search WORDS "
                                        "finds rules by words" },
  { "tables", cli_tables, "tables [NAME]", "the compiled rules tables with the provenance of every value" },
  { "play", cli_play, "play [FILE|-]", "play a game by actions (a file, a pipe, or the terminal with -), "
                                       "printing each event with its rule" },
  { "ask", cli_ask, "ask SAVE ACTION...", "may I do this here? each action refused with its rule and "
                                          "rulings, or its events" },
  { "show", cli_show, "show SAVE|CASE", "the position as a player reads it: tracks, hands, pieces by "
                                        "locale; --svg draws the board, --json for front ends" },
  { "html", cli_html, "html DIR", "write the rules reference as HTML pages: a page per rule, its "
                                  "rulings, values and worked cases" },
  { "check", cli_check, "check [PATH]", "run oracle cases (files or directories) against the engine" },
  { "case", cli_case, "case new --from SAVE [ACTION...]", "draft an oracle case from a saved game" },
  { "coverage", cli_coverage, "coverage [DIR]", "which rules the oracle cases cite and the engine applies" },
  { "bench", cli_bench, "bench", "play seeded random games and report how fast the library plays them" },
  { "help", NULL, "help [COMMAND]", "this list, or the options of one command" },
};

/* Usage column, then the help wrapped within 80 columns, continuation
 * lines under the help column (GNU's --help layout). */
#define USAGE_COLUMN 16
#define HELP_WIDTH 79

static void
append_command (GString *s, const char *usage, const char *help)
{
  g_string_append_printf (s, "  %s", usage);
  int col = 2 + (int) strlen (usage);
  if (col + 1 > USAGE_COLUMN)
    {
      g_string_append_c (s, '\n');
      col = 0;
    }
  const char *p = help;
  gboolean first = TRUE;
  while (*p)
    {
      size_t len = strcspn (p, " ");
      if (!first && col + 1 + (int) len > HELP_WIDTH)
        {
          g_string_append_c (s, '\n');
          col = 0;
          first = TRUE;
        }
      if (first)
        {
          g_string_append_printf (s, "%*s", USAGE_COLUMN - col, "");
          col = USAGE_COLUMN;
        }
      else
        {
          g_string_append_c (s, ' ');
          col++;
        }
      g_string_append_len (s, p, (gssize) len);
      col += (int) len;
      first = FALSE;
      p += len;
      while (*p == ' ')
        p++;
    }
  g_string_append_c (s, '\n');
}

static char *
command_summary (void)
{
  GString *s = g_string_new ("The cited reference for the rules of The American Revolution:\n"
                             "Decision in North America (Strategy & Tactics #270, 2011).\n\n"
                             "Commands:\n");
  for (size_t i = 0; i < G_N_ELEMENTS (commands); i++)
    append_command (s, commands[i].usage, commands[i].help);
  g_string_append (s, "\nRun 'ardina help COMMAND' or 'ardina COMMAND --help' for the options\n"
                      "of a command.");
  return g_string_free (s, FALSE);
}

/* GNU's --version: the release, then who holds the copyright and under
 * which licence (COPYING), and the absence of warranty. */
static void
print_version (void)
{
  printf ("ardina %s\n"
          "Copyright (C) 2026 the ardina developers (AUTHORS).\n"
          "License LGPLv2.1+: GNU LGPL version 2.1 or later\n"
          "<https://www.gnu.org/licenses/old-licenses/lgpl-2.1.html>.\n"
          "This is free software: you are free to change and redistribute it.\n"
          "There is NO WARRANTY, to the extent permitted by law.\n", ardina_version ());
}

/* What the command printed must have reached its destination: a full
 * disk or a closed pipe is an error, not a silent success (GNU's
 * close_stdout). Run at exit, so that it also covers the exits GLib makes
 * after printing --help. */
static void
close_stdout (void)
{
  errno = 0;
  gboolean bad = ferror (stdout) != 0;
  if (fclose (stdout) != 0)
    bad = TRUE;
  if (bad)
    {
      int saved = errno;
      fprintf (stderr, "ardina: write error%s%s\n", saved ? ": " : "", saved ? g_strerror (saved) : "");
      _exit (CLI_FAILED);
    }
}

static int
run_command (int argc, char **argv);

/* `ardina help COMMAND` is `ardina COMMAND --help`; `ardina help` is the
 * command list. */
static int
run_help (int argc, char **argv, const char *summary)
{
  if (argc < 2)
    {
      fputs ("Usage:\n  ardina [OPTION...] COMMAND [ARGS...]\n\n", stdout);
      fputs (summary, stdout);
      fputs ("\n", stdout);
      return CLI_OK;
    }
  if (argc > 2)
    return cli_usage_error ("help", "takes one command name, not %d", argc - 1);
  if (strcmp (argv[1], "help") == 0)
    return run_help (1, argv, summary);
  char *args[] = { argv[1], (char *) "--help", NULL };
  return run_command (2, args);
}

static int
run_command (int argc, char **argv)
{
  for (size_t i = 0; i < G_N_ELEMENTS (commands); i++)
    if (commands[i].run && strcmp (argv[0], commands[i].name) == 0)
      return commands[i].run (argc, argv);
  return cli_usage_error (NULL, "unknown command '%s'", argv[0]);
}

int
main (int argc, char **argv)
{
  gboolean version = FALSE;
  GOptionEntry entries[] = {
    { "version", 'V', 0, G_OPTION_ARG_NONE, &version, "Print the version and exit", NULL },
    { NULL }
  };
  setlocale (LC_ALL, "");
  atexit (close_stdout);
  GOptionContext *ctx = g_option_context_new ("COMMAND [ARGS...]");
  char *summary = command_summary ();
  g_option_context_set_summary (ctx, summary);
  g_option_context_set_description (ctx, "Report bugs at <" PACKAGE_BUGREPORT ">.\n"
                                    "ardina home page: <" PACKAGE_URL ">.");
  g_option_context_add_main_entries (ctx, entries, NULL);
  /* Stop at the command name: its own options belong to it. */
  g_option_context_set_strict_posix (ctx, TRUE);
  GError *error = NULL;
  gboolean ok = g_option_context_parse (ctx, &argc, &argv, &error);
  int rc;
  if (!ok)
    {
      rc = cli_option_error (NULL, error);
      g_error_free (error);
    }
  else if (version)
    {
      print_version ();
      rc = CLI_OK;
    }
  else if (argc < 2)
    {
      char *help = g_option_context_get_help (ctx, TRUE, NULL);
      fputs (help, stderr);
      g_free (help);
      rc = CLI_USAGE;
    }
  else if (strcmp (argv[1], "help") == 0)
    rc = run_help (argc - 1, argv + 1, summary);
  else
    rc = run_command (argc - 1, argv + 1);
  g_free (summary);
  g_option_context_free (ctx);
  return rc;
}
