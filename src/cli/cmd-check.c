/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina check [PATH...]: runs oracle cases against the engine.
 *
 * One line per case (PASS, FAIL, XFAIL, XPASS or ERROR, the id, the file),
 * the details of each failure, and last the line "N passed, N failed" that
 * CI reads. Exit 0 when nothing failed, 1 when something did, 2 on bad
 * usage. The contract is doc/oracle-format.md, "The runner". */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* Without an install rule giving the directory, the source layout's. */
#ifndef ARDINA_PKGDATADIR
#define ARDINA_ORACLE_DEFAULT "oracle"
#else
#define ARDINA_ORACLE_DEFAULT ARDINA_PKGDATADIR "/oracle"
#endif

const char *
cli_oracle_dir (const char *option)
{
  const char *env = g_getenv ("ARDINA_ORACLE_DIR");
  if (option && *option)
    return option;
  if (env && *env)
    return env;
  /* Installed: the installed oracle; run from a build tree before
   * installing: the tree's own. */
  return g_file_test (ARDINA_ORACLE_DEFAULT, G_FILE_TEST_IS_DIR) ? ARDINA_ORACLE_DEFAULT : "oracle";
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
          fprintf (stderr, "ardina %s: %s\n", command, error->message);
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
  guint passed, failed, xfailed;
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
      k->failed++;
      return;
    }
  report (k, r);
  ardina_oracle_result_free (r);
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
      fprintf (stderr, "ardina check: %s\n", error->message);
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
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, "Print the trace of every case (always, for a single case)", NULL },
    { "oracle", 0, 0, G_OPTION_ARG_FILENAME, &oracle, "The oracle directory, when no PATH is given", "DIR" },
    { "deviations", 0, 0, G_OPTION_ARG_FILENAME, &deviations,
      "The known deviations list (default: known-deviations in each DIR)", "FILE" },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "check [PATH...]",
                      "Run oracle cases (files, or directories searched for *.xml) against the engine.\n"
                      "Ends with the line \"N passed, N failed\"; exits 1 when a case failed.", entries);
  if (rc != CLI_OK)
    return rc;
  char *fallback[] = { (char *) cli_oracle_dir (oracle) };
  char **paths = argc > 1 ? argv + 1 : fallback;
  int n = argc > 1 ? argc - 1 : 1;
  Check k = { verbose, ardina_oracle_deviations_new (),
              g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free), 0, 0, 0 };
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
      if (k.xfailed)
        printf ("%u known deviation%s (failing as expected, not counted)\n", k.xfailed, k.xfailed == 1 ? "" : "s");
      printf ("%u passed, %u failed\n", k.passed, k.failed);
      rc = k.failed ? CLI_FAILED : CLI_OK;
    }
  g_ptr_array_free (files, TRUE);
  g_hash_table_destroy (k.ids);
  ardina_oracle_deviations_free (k.deviations);
  g_free (oracle), g_free (deviations);
  return rc;
}
