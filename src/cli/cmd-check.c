/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina check [PATH...]: runs oracle cases against the engine.
 *
 * One line per case (PASS, FAIL, XFAIL, XPASS or ERROR, the id, the file),
 * the details of each failure, and last the line "N passed, N failed" that
 * CI reads. Exit 0 when nothing failed, 1 when a case failed, 2 on bad
 * usage or when a file is not a case at all (ERROR, reported as
 * file:line: what): a broken case is the author's to fix before it can
 * say anything about the engine, so it must not read as the engine's
 * failure. The contract is doc/oracle-format.md, "The runner". */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* The installed data directory; a build without one (no install rule gave
 * it) knows only the current directory. */
#ifndef ARDINA_PKGDATADIR
#define ARDINA_PKGDATADIR "."
#endif

/* A source tree of ardina, as the quick start runs ./ardina from: its
 * catalog is where the generator found it. */
static gboolean
cwd_is_source_tree (void)
{
  return g_file_test ("rules-xml/rules.xml", G_FILE_TEST_IS_REGULAR);
}

/* The one rule for every file the command reads or names by default
 * (doc/ardina.1, FILES): the data directory holds rules-xml/ and oracle/
 * laid out as in the source tree, which is also how they are installed
 * under $(pkgdatadir). So a path the generator recorded relative to the
 * source root resolves against whichever of the two is in use. */
const char *
cli_data_dir (const char *option)
{
  const char *env = g_getenv ("ARDINA_DATA_DIR");
  if (option && *option)
    return option;
  if (env && *env)
    return env;
  if (cwd_is_source_tree ())
    return ".";
  /* Not installed yet (a build tree outside the sources): the paths stay
   * as recorded, relative to a source tree, as before installing. */
  return g_file_test (ARDINA_PKGDATADIR, G_FILE_TEST_IS_DIR) ? ARDINA_PKGDATADIR : ".";
}

char *
cli_data_path (const char *option, const char *recorded)
{
  const char *dir = cli_data_dir (option);
  if (strcmp (dir, ".") == 0 || g_path_is_absolute (recorded))
    return g_strdup (recorded);
  return g_build_filename (dir, recorded, NULL);
}

char *
cli_oracle_dir (const char *command, const char *option)
{
  const char *env = g_getenv ("ARDINA_ORACLE_DIR");
  if (option && *option)
    return g_strdup (option);
  if (env && *env)
    return g_strdup (env);
  char *dir = cli_data_path (NULL, "oracle");
  if (g_file_test (dir, G_FILE_TEST_IS_DIR))
    return dir;
  /* Say where it looked: "oracle: no such file" alone would not tell a
   * person that the installed copy is missing too. */
  if (g_getenv ("ARDINA_DATA_DIR") && *g_getenv ("ARDINA_DATA_DIR"))
    cli_usage_error (command, "no oracle to run: %s ($ARDINA_DATA_DIR) is not a directory; "
                     "give a PATH, --oracle DIR or $ARDINA_ORACLE_DIR", dir);
  else
    cli_usage_error (command, "no oracle to run: no source tree here, and none installed in %s; "
                     "give a PATH, --oracle DIR or $ARDINA_ORACLE_DIR", ARDINA_PKGDATADIR "/oracle");
  g_free (dir);
  return NULL;
}

gboolean
cli_case_files (const char *command, char **paths, int n, GPtrArray *files)
{
  for (int i = 0; i < n; i++)
    {
      GError *error = NULL;
      char **found = ardina_oracle_find_cases (paths[i], &error);
      if (!found)
        {
          cli_error (command, "%s", error->message);
          g_error_free (error);
          return FALSE;
        }
      for (char **f = found; *f; f++)
        g_ptr_array_add (files, *f);
      g_free (found);   /* the strings now belong to @files */
    }
  return TRUE;
}

typedef struct {
  gboolean verbose;
  ArdinaOracleDeviations *deviations;
  GHashTable *ids;          /* case id -> the file that has it */
  guint passed, failed, xfailed, errors;
} Check;

static void
print_trace (const ArdinaOracleResult *r)
{
  printf ("  trace:\n");
  for (guint i = 0; i < ardina_oracle_result_get_n_trace (r); i++)
    printf ("    %s\n", ardina_oracle_result_get_trace (r, i));
}

static void
print_failures (const ArdinaOracleResult *r)
{
  for (guint i = 0; i < ardina_oracle_result_get_n_failures (r); i++)
    {
      printf ("  %s: expected %s\n", ardina_oracle_result_get_failure_where (r, i),
              ardina_oracle_result_get_failure_expected (r, i));
      printf ("    actual: %s\n", ardina_oracle_result_get_failure_actual (r, i));
    }
}

/* Two cases with one id would make reports and the deviations list
 * ambiguous: the second is a failure. */
static gboolean
unique_id (Check *k, const ArdinaOracleResult *r)
{
  const char *id = ardina_oracle_result_get_id (r), *file = ardina_oracle_result_get_file (r);
  const char *other = g_hash_table_lookup (k->ids, id);
  if (!other)
    {
      g_hash_table_insert (k->ids, g_strdup (id), g_strdup (file));
      return TRUE;
    }
  printf ("FAIL %s %s\n  the id %s is also the id of %s\n", id, file, id, other);
  return FALSE;
}

/* Issue 15: a case may select optional sections the engine does not play
 * yet, for the markers they bring to the set-up (1.4); the reader is told
 * that nothing else of them was played. */
static void
print_setup_only (const ArdinaOracleResult *r)
{
  ArdinaGameOptions o = { 0 };
  GError *error = NULL;
  o.optional = ardina_oracle_result_get_setup_only (r);
  /* The library's own words for the sections, as play would refuse them. */
  if (ardina_game_options_check (&o, &error))
    return;
  printf ("  set-up only (the case takes their markers, 1.4): %s\n", error->message);
  g_error_free (error);
}

static void
report (Check *k, const ArdinaOracleResult *r)
{
  static const char *const labels[] = { "PASS", "FAIL", "XFAIL", "XPASS" };
  ArdinaOracleOutcome o = ardina_oracle_result_get_outcome (r, k->deviations);
  const char *reason = ardina_oracle_deviations_lookup (k->deviations, ardina_oracle_result_get_id (r));
  if (!unique_id (k, r))
    {
      k->failed++;
      return;
    }
  printf ("%s %s %s\n", labels[o], ardina_oracle_result_get_id (r), ardina_oracle_result_get_file (r));
  print_setup_only (r);
  if (o == ARDINA_ORACLE_XFAIL)
    printf ("  known deviation: %s\n", reason);
  if (o == ARDINA_ORACLE_XPASS)
    printf ("  listed as a known deviation (%s) but passes: take it off the list\n", reason);
  if (o == ARDINA_ORACLE_FAIL || o == ARDINA_ORACLE_XFAIL)
    print_failures (r);
  if (o == ARDINA_ORACLE_FAIL || k->verbose)
    print_trace (r);
  k->passed += o == ARDINA_ORACLE_PASS;
  k->failed += o == ARDINA_ORACLE_FAIL || o == ARDINA_ORACLE_XPASS;
  k->xfailed += o == ARDINA_ORACLE_XFAIL;
}

static void
run_one (Check *k, const char *file)
{
  GError *error = NULL;
  ArdinaOracleResult *r = ardina_oracle_run_file (file, &error);
  if (!r)
    {
      printf ("ERROR %s\n  %s\n", file, error->message);
      g_error_free (error);
      /* Counted among the failed so the closing line CI reads stays
       * honest; the exit status tells the two apart. */
      k->failed++;
      k->errors++;
      return;
    }
  report (k, r);
  ardina_oracle_result_free (r);
}

/* The closing lines: known deviations and files that are not cases, if
 * any, then always "N passed, N failed" last. */
static void
summarize (const Check *k)
{
  if (k->xfailed)
    printf ("%u known deviation%s (failing as expected, not counted)\n", k->xfailed, k->xfailed == 1 ? "" : "s");
  if (k->errors)
    printf ("%u file%s not a valid case (exit status 2)\n", k->errors,
            k->errors == 1 ? " is" : "s are");
  printf ("%u passed, %u failed\n", k->passed, k->failed);
}

/* --deviations FILE, else a "known-deviations" file at the top of each
 * directory operand. */
static gboolean
load_deviations (Check *k, const char *option, char **paths, int n)
{
  GError *error = NULL;
  gboolean ok = TRUE;
  if (option)
    ok = ardina_oracle_deviations_load (k->deviations, option, &error);
  for (int i = 0; ok && !option && i < n; i++)
    {
      char *list = g_build_filename (paths[i], "known-deviations", NULL);
      if (g_file_test (paths[i], G_FILE_TEST_IS_DIR) && g_file_test (list, G_FILE_TEST_EXISTS))
        ok = ardina_oracle_deviations_load (k->deviations, list, &error);
      g_free (list);
    }
  if (!ok)
    {
      cli_error ("check", "%s", error->message);
      g_error_free (error);
    }
  return ok;
}

int
cli_check (int argc, char **argv)
{
  gboolean verbose = FALSE;
  char *oracle = NULL, *deviations = NULL;
  GOptionEntry entries[] = {
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, "Print every case's trace (one case: always)", NULL },
    { "oracle", 0, 0, G_OPTION_ARG_FILENAME, &oracle, "The oracle directory, when no PATH is given", "DIR" },
    { "deviations", 0, 0, G_OPTION_ARG_FILENAME, &deviations,
      "Known deviations (default: DIR/known-deviations)", "FILE" },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "check [PATH...]",
                      "Run oracle cases (files, or directories searched for *.xml) against the engine.\n"
                      "Ends with the line \"N passed, N failed\"; exits 1 when a case failed, 2 when a\n"
                      "file is not a valid case. Without PATH, the oracle directory: --oracle, else\n"
                      "$ARDINA_ORACLE_DIR, else oracle/ of the data directory (ardina(1), FILES).", entries);
  char *fallback[] = { NULL };
  if (rc == CLI_OK && argc < 2 && !(fallback[0] = cli_oracle_dir ("check", oracle)))
    rc = CLI_USAGE;
  if (rc != CLI_OK)
    {
      g_free (oracle), g_free (deviations);
      return rc;
    }
  char **paths = argc > 1 ? argv + 1 : fallback;
  int n = argc > 1 ? argc - 1 : 1;
  Check k = { verbose, ardina_oracle_deviations_new (),
              g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free), 0, 0, 0, 0 };
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  rc = CLI_USAGE;
  if (load_deviations (&k, deviations, paths, n) && cli_case_files ("check", paths, n, files))
    {
      /* One disputed situation: show what happened, step by step, each
       * event citing its rule, whether the case passed or not. */
      if (files->len == 1)
        k.verbose = TRUE;
      for (guint i = 0; i < files->len; i++)
        run_one (&k, g_ptr_array_index (files, i));
      summarize (&k);
      rc = k.errors ? CLI_USAGE : k.failed ? CLI_FAILED : CLI_OK;
    }
  g_ptr_array_free (files, TRUE);
  g_hash_table_destroy (k.ids);
  ardina_oracle_deviations_free (k.deviations);
  g_free (fallback[0]), g_free (oracle), g_free (deviations);
  return rc;
}
