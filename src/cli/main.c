/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina: the command. `ardina COMMAND [OPTIONS] [ARGS]`. */
#include "config.h"
#include "cli.h"

#include <locale.h>
#include <string.h>

static const struct {
  const char *name;
  int (*run) (int argc, char **argv);
  const char *help;
} commands[] = {
  { "rule", cli_rule, "rule ID       explain one rule (18.7), step (18.4(2)), section (18) or "
                      "ruling (R-n): paraphrase, references, errata, rulings, table values" },
  { "rules", cli_rules, "rules [SECT]  list the catalog, or one section of it; "
                        "--search WORDS finds rules by words" },
  { "tables", cli_tables, "tables [NAME] the compiled rules tables with the "
                          "provenance of every value" },
  { "play", cli_play, "play [FILE|-] play a game by actions (a file, a pipe, or the terminal "
                      "with -), printing each event with its rule" },
  { "ask", cli_ask, "ask SAVE ACTION... may I do this here? each action refused with its rule "
                    "and rulings, or its events" },
  { "check", cli_check, "check [PATH]  run oracle cases (files or directories) against the engine" },
  { "case", cli_case, "case new --from SAVE [ACTION...] draft an oracle case from a saved game" },
  { "coverage", cli_coverage, "coverage [DIR] which rules the oracle cases cite and the engine "
                              "applies" },
  { "bench", cli_bench, "bench         play seeded random games and report how fast the library plays "
                        "them" },
};

static char *
command_summary (void)
{
  GString *s = g_string_new ("The cited reference for the rules of The American Revolution:\n"
                             "Decision in North America (Strategy & Tactics #270, 2011).\n\n"
                             "Commands:\n");
  for (size_t i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (s, "  %s\n", commands[i].help);
  g_string_append (s, "\nRun 'ardina COMMAND --help' for the options of a command.");
  return g_string_free (s, FALSE);
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
  g_free (summary);
  if (!ok)
    {
      int rc = cli_option_error (NULL, error);
      g_error_free (error);
      g_option_context_free (ctx);
      return rc;
    }
  if (version)
    {
      printf ("ardina %s\n", ardina_version ());
      g_option_context_free (ctx);
      return CLI_OK;
    }
  if (argc < 2)
    {
      char *help = g_option_context_get_help (ctx, TRUE, NULL);
      fputs (help, stderr);
      g_free (help);
      g_option_context_free (ctx);
      return CLI_USAGE;
    }
  g_option_context_free (ctx);
  for (size_t i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);
  return cli_usage_error (NULL, "unknown command '%s'", argv[1]);
}
