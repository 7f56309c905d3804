/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "oracle": every case under $ARDINA_SRCDIR/oracle passes (one
 * assertion per case, named by its id), the engine cites at least as many
 * rules as tests/coverage-floor says, and the runner itself keeps its
 * contract (doc/oracle-format.md): failures reported with the right
 * message, hostile files refused as file:line, `ardina check` ending with
 * "N passed, N failed" and exiting 1 when a case fails. */
#include "internal.h"
#include "oracle/oracle.h"
#include "cu-main.h"
#include "spawn.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *
src_path (const char *relative)
{
  const char *src = test_srcdir ();
  return src ? g_build_filename (src, relative, NULL) : NULL;
}

/* The result of a fixture case, which must read. */
static ArdinaOracleResult *
fixture (const char *relative)
{
  char *path = src_path (relative);
  GError *error = NULL;
  ArdinaOracleResult *r = path ? ardina_oracle_run_file (path, &error) : NULL;
  if (path && !r)
    printf ("\n  %s does not read: %s\n", relative, error->message);
  g_clear_error (&error);
  g_free (path);
  CU_ASSERT_PTR_NOT_NULL (r);
  return r;
}

/* Does some failure of @r say @actual, at a step whose text has @expected? */
static gboolean
has_failure (const ArdinaOracleResult *r, const char *expected, const char *actual)
{
  for (guint i = 0; i < ardina_oracle_result_get_n_failures (r); i++)
    if (strstr (ardina_oracle_result_get_failure_expected (r, i), expected)
        && strstr (ardina_oracle_result_get_failure_actual (r, i), actual))
      return TRUE;
  for (guint i = 0; i < ardina_oracle_result_get_n_failures (r); i++)
    printf ("\n  failure %u: %s: expected %s; actual %s", i, ardina_oracle_result_get_failure_where (r, i),
            ardina_oracle_result_get_failure_expected (r, i), ardina_oracle_result_get_failure_actual (r, i));
  printf ("\n  (wanted expected ~ \"%s\", actual ~ \"%s\")\n", expected, actual);
  return FALSE;
}

/* ---- the oracle itself ---- */

static void
print_failed_case (const ArdinaOracleResult *r)
{
  printf ("\n  case %s (%s) failed:\n", ardina_oracle_result_get_id (r), ardina_oracle_result_get_file (r));
  for (guint i = 0; i < ardina_oracle_result_get_n_failures (r); i++)
    printf ("    %s: expected %s\n      actual: %s\n", ardina_oracle_result_get_failure_where (r, i),
            ardina_oracle_result_get_failure_expected (r, i), ardina_oracle_result_get_failure_actual (r, i));
}

/* Runs every case under oracle/ into @cov; one assertion per case file,
 * whose message names the case. Returns how many files there were. */
static guint
run_oracle (ArdinaOracleCoverage *cov)
{
  char *dir = src_path ("oracle"), *list = src_path ("oracle/known-deviations");
  GError *error = NULL;
  char **files = dir ? ardina_oracle_find_cases (dir, &error) : NULL;
  ArdinaOracleDeviations *dev = ardina_oracle_deviations_new ();
  GHashTable *ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n = 0;
  if (list && g_file_test (list, G_FILE_TEST_EXISTS))
    CU_ASSERT_TRUE (ardina_oracle_deviations_load (dev, list, NULL));
  CU_ASSERT_PTR_NOT_NULL (files);
  for (char **f = files; f && *f; f++, n++)
    {
      ArdinaOracleResult *r = ardina_oracle_run_file (*f, &error);
      char *what = g_strdup_printf ("case %s (%s) passes", r ? ardina_oracle_result_get_id (r) : "?", *f);
      ArdinaOracleOutcome o = r ? ardina_oracle_result_get_outcome (r, dev) : ARDINA_ORACLE_FAIL;
      if (!r)
        printf ("\n  %s\n", error->message);
      else if (o == ARDINA_ORACLE_FAIL)
        print_failed_case (r);
      CU_assertImplementation (o == ARDINA_ORACLE_PASS || o == ARDINA_ORACLE_XFAIL, __LINE__, what,
                               __FILE__, "", CU_FALSE);
      /* Ids name cases in reports and in the deviations list: unique. */
      if (r && g_hash_table_contains (ids, ardina_oracle_result_get_id (r)))
        printf ("\n  two cases have the id %s\n", ardina_oracle_result_get_id (r));
      CU_ASSERT_TRUE (!r || g_hash_table_add (ids, g_strdup (ardina_oracle_result_get_id (r))));
      if (r && cov)
        ardina_oracle_coverage_add (cov, r);
      g_clear_error (&error);
      ardina_oracle_result_free (r);
      g_free (what);
    }
  ardina_oracle_deviations_free (dev);
  g_hash_table_destroy (ids);
  g_strfreev (files);
  g_free (dir), g_free (list);
  return n;
}

/* The first number of tests/coverage-floor ('#' lines are comments). */
static long
coverage_floor (void)
{
  char *path = src_path ("tests/coverage-floor"), *text = NULL;
  long floor = -1;
  if (path && g_file_get_contents (path, &text, NULL, NULL))
    {
      char **lines = g_strsplit (text, "\n", -1);
      for (char **l = lines; *l && floor < 0; l++)
        if (g_ascii_isdigit (**l))
          floor = strtol (*l, NULL, 10);
      g_strfreev (lines);
    }
  g_free (text), g_free (path);
  return floor;
}

static void
test_cases_pass (void)
{
  ArdinaOracleCoverage *cov = ardina_oracle_coverage_new ();
  guint n = run_oracle (cov);
  long floor = coverage_floor ();
  guint covered = ardina_oracle_coverage_count_engine_cited (cov);
  CU_ASSERT_TRUE (n >= 10);
  CU_ASSERT_TRUE (floor >= 0);
  if ((long) covered < floor)
    printf ("\n  the engine cites %u rules in the oracle cases, below the floor of %ld\n", covered, floor);
  CU_ASSERT_TRUE ((long) covered >= floor);
  CU_ASSERT_EQUAL (ardina_oracle_coverage_get_n_unknown (cov), 0);
  ardina_oracle_coverage_free (cov);
}

/* Every case cites at least one rule; its primary rule comes first. */
static void
test_engine_case_citations (void)
{
  ArdinaOracleResult *r = fixture ("oracle/engine/dice-scripted-tie-break.xml");
  if (!r)
    return;
  CU_ASSERT_TRUE (ardina_oracle_result_passed (r));
  CU_ASSERT_EQUAL (ardina_oracle_result_get_n_cited (r), 2);
  CU_ASSERT_STRING_EQUAL (ardina_rule_get_id (ardina_oracle_result_get_cited (r, 0)), "8.2");
  CU_ASSERT_TRUE (ardina_oracle_result_engine_cited (r, ardina_rule_lookup ("8.2")));
  CU_ASSERT_FALSE (ardina_oracle_result_engine_cited (r, ardina_rule_lookup ("18.7")));
  CU_ASSERT_TRUE (ardina_oracle_result_get_n_trace (r) > 0);
  CU_ASSERT_PTR_NOT_NULL (strstr (ardina_oracle_result_get_question (r), "initiative"));
  ardina_oracle_result_free (r);
}

/* A held <refused> marks its rule as shown refusing. */
static void
test_refusal_marks (void)
{
  ArdinaOracleResult *r = fixture ("oracle/engine/refusal-leaves-game-unchanged.xml");
  if (!r)
    return;
  CU_ASSERT_TRUE (ardina_oracle_result_passed (r));
  CU_ASSERT_TRUE (ardina_oracle_result_refusal_cited (r, ardina_rule_lookup ("7.9")));
  CU_ASSERT_FALSE (ardina_oracle_result_refusal_cited (r, ardina_rule_lookup ("5.1")));
  ardina_oracle_result_free (r);
}

/* ---- cases that must fail, each with its message ---- */

static void
test_wrong_expectation (void)
{
  ArdinaOracleResult *r = fixture ("tests/oracle-fixtures/fail/wrong-place.xml");
  if (!r)
    return;
  CU_ASSERT_FALSE (ardina_oracle_result_passed (r));
  CU_ASSERT_EQUAL (ardina_oracle_result_get_n_failures (r), 1);
  CU_ASSERT_TRUE (has_failure (r, "<at piece=\"carleton\" place=\"boston\"/>", "carleton is in reserve"));
  CU_ASSERT_TRUE (g_str_has_suffix (ardina_oracle_result_get_failure_where (r, 0), "wrong-place.xml:7"));
  CU_ASSERT_STRING_EQUAL (ardina_oracle_result_get_id (r), "fixture-wrong-place");
  ardina_oracle_result_free (r);
}

static void
test_unused_dice (void)
{
  ArdinaOracleResult *r = fixture ("tests/oracle-fixtures/fail/unused-dice.xml");
  if (!r)
    return;
  CU_ASSERT_FALSE (ardina_oracle_result_passed (r));
  CU_ASSERT_TRUE (has_failure (r, "every scripted die used", "2 scripted dice left unused"));
  ardina_oracle_result_free (r);
}

static void
test_do_refused_stops (void)
{
  ArdinaOracleResult *r = fixture ("tests/oracle-fixtures/fail/do-refused.xml");
  if (!r)
    return;
  CU_ASSERT_EQUAL (ardina_oracle_result_get_n_failures (r), 1);
  CU_ASSERT_TRUE (has_failure (r, "<do>british end</do>", "refused: [7.9]"));
  guint n = ardina_oracle_result_get_n_trace (r);
  CU_ASSERT_TRUE (n > 0 && strstr (ardina_oracle_result_get_trace (r, n - 1), "1 later step not run"));
  ardina_oracle_result_free (r);
}

static void
test_missing_die (void)
{
  ArdinaOracleResult *r = fixture ("tests/oracle-fixtures/fail/dice-missing.xml");
  if (!r)
    return;
  CU_ASSERT_TRUE (has_failure (r, "<do>british seal</do>", "the scripted dice ran out"));
  ardina_oracle_result_free (r);
}

static void
test_unknown_rule (void)
{
  ArdinaOracleResult *r = fixture ("tests/oracle-fixtures/fail/unknown-rule.xml");
  if (!r)
    return;
  CU_ASSERT_TRUE (has_failure (r, "every cited rule is in the catalog", "rule 99.9 is not in the catalog"));
  CU_ASSERT_TRUE (has_failure (r, "<event rule=\"45.1\"/>", "rule 45.1 is not in the catalog"));
  CU_ASSERT_EQUAL (ardina_oracle_result_get_n_cited (r), 1);
  CU_ASSERT_EQUAL (ardina_oracle_result_get_n_unknown (r), 2);
  ArdinaOracleCoverage *cov = ardina_oracle_coverage_new ();
  ardina_oracle_coverage_add (cov, r);
  CU_ASSERT_EQUAL (ardina_oracle_coverage_get_n_unknown (cov), 2);
  CU_ASSERT_PTR_NOT_NULL (strstr (ardina_oracle_coverage_get_unknown (cov, 0), "cites 99.9"));
  /* A failing case counts for nothing towards what the engine cited. */
  CU_ASSERT_EQUAL (ardina_oracle_coverage_count_engine_cited (cov), 0);
  CU_ASSERT_EQUAL (ardina_oracle_coverage_get_n_cases (cov, ardina_rule_lookup ("5.1")), 1);
  ardina_oracle_coverage_free (cov);
  ardina_oracle_result_free (r);
}

/* ---- hostile files ---- */

/* @relative is refused with "path:LINE: ..." where LINE is @line (0: any). */
static void
expect_refused_file (const char *relative, int line)
{
  char *path = src_path (relative);
  GError *error = NULL;
  if (!path)
    return;
  ArdinaOracleResult *r = ardina_oracle_run_file (path, &error);
  CU_ASSERT_PTR_NULL (r);
  ardina_oracle_result_free (r);
  if (!error)
    return;
  char *prefix = line ? g_strdup_printf ("%s:%d: ", path, line) : g_strdup_printf ("%s:", path);
  const char *after = error->message + strlen (path) + 1;
  gboolean ok = g_str_has_prefix (error->message, prefix) && g_ascii_isdigit (*after);
  if (!ok)
    printf ("\n  %s: refused with \"%s\", not \"%s...\"\n", relative, error->message, prefix);
  CU_ASSERT_TRUE (ok);
  CU_ASSERT_TRUE (g_error_matches (error, ARDINA_ERROR, ARDINA_ERROR_PARSE));
  g_error_free (error);
  g_free (prefix), g_free (path);
}

static void
test_hostile_files (void)
{
  expect_refused_file ("tests/oracle-fixtures/hostile/not-well-formed.xml", 7);
  expect_refused_file ("tests/oracle-fixtures/hostile/schema-invalid.xml", 6);
  expect_refused_file ("tests/oracle-fixtures/hostile/doctype.xml", 0);
  expect_refused_file ("tests/oracle-fixtures/hostile/wrong-format.xml", 2);
}

static void
test_hostile_data (void)
{
  GError *error = NULL;
  gsize big = (8u << 20);
  char *huge = g_malloc (big);
  memset (huge, ' ', big);
  memcpy (huge, "<case>", 6);
  CU_ASSERT_PTR_NULL (ardina_oracle_run_data (huge, big, "huge.xml", &error));
  CU_ASSERT_TRUE (error && g_str_has_prefix (error->message, "huge.xml:1: "));
  g_clear_error (&error);
  g_free (huge);
  CU_ASSERT_PTR_NULL (ardina_oracle_run_data ("", 0, "empty.xml", &error));
  CU_ASSERT_TRUE (error && g_str_has_prefix (error->message, "empty.xml:"));
  g_clear_error (&error);
  const char junk[] = "\x00\xff<case";
  CU_ASSERT_PTR_NULL (ardina_oracle_run_data (junk, sizeof junk, "junk.xml", &error));
  CU_ASSERT_TRUE (error && g_str_has_prefix (error->message, "junk.xml:"));
  g_clear_error (&error);
  CU_ASSERT_PTR_NULL (ardina_oracle_run_file ("/nonexistent/case.xml", &error));
  CU_ASSERT_TRUE (error && g_str_has_prefix (error->message, "/nonexistent/case.xml:1: "));
  g_clear_error (&error);
}

/* ---- finding cases, deviations ---- */

static void
test_find_cases (void)
{
  char *dir = src_path ("tests/oracle-fixtures");
  GError *error = NULL;
  char **files = dir ? ardina_oracle_find_cases (dir, &error) : NULL;
  CU_ASSERT_PTR_NOT_NULL (files);
  guint n = files ? g_strv_length (files) : 0;
  CU_ASSERT_EQUAL (n, 12);
  for (guint i = 0; i + 1 < n; i++)
    CU_ASSERT_TRUE (strcmp (files[i], files[i + 1]) < 0);
  for (guint i = 0; i < n; i++)
    CU_ASSERT_TRUE (g_str_has_suffix (files[i], ".xml"));
  g_strfreev (files);
  CU_ASSERT_PTR_NULL (ardina_oracle_find_cases ("/nonexistent", &error));
  CU_ASSERT_PTR_NOT_NULL (error);
  g_clear_error (&error);
  g_free (dir);
}

static void
test_deviations (void)
{
  char *list = src_path ("tests/oracle-fixtures/deviations/known-deviations");
  ArdinaOracleDeviations *dev = ardina_oracle_deviations_new ();
  ArdinaOracleResult *listed = fixture ("tests/oracle-fixtures/deviations/listed.xml");
  ArdinaOracleResult *passing = fixture ("tests/oracle-fixtures/deviations/passing.xml");
  if (!list || !listed || !passing)
    return;
  CU_ASSERT_TRUE (ardina_oracle_deviations_load (dev, list, NULL));
  CU_ASSERT_EQUAL (ardina_oracle_deviations_count (dev), 1);
  CU_ASSERT_EQUAL (ardina_oracle_result_get_outcome (listed, dev), ARDINA_ORACLE_XFAIL);
  CU_ASSERT_EQUAL (ardina_oracle_result_get_outcome (listed, NULL), ARDINA_ORACLE_FAIL);
  CU_ASSERT_EQUAL (ardina_oracle_result_get_outcome (passing, dev), ARDINA_ORACLE_PASS);
  /* A listed case that passes means the list is stale. */
  char *tmp = g_build_filename (g_get_tmp_dir (), "ardina-test-deviations", NULL);
  g_file_set_contents (tmp, "fixture-deviation-neighbour  fixed since\n", -1, NULL);
  CU_ASSERT_TRUE (ardina_oracle_deviations_load (dev, tmp, NULL));
  CU_ASSERT_EQUAL (ardina_oracle_result_get_outcome (passing, dev), ARDINA_ORACLE_XPASS);
  GError *error = NULL;
  g_file_set_contents (tmp, "# comment\n\nno-reason-given\n", -1, NULL);
  CU_ASSERT_FALSE (ardina_oracle_deviations_load (dev, tmp, &error));
  CU_ASSERT_TRUE (error && strstr (error->message, ":3: "));
  g_clear_error (&error);
  g_unlink (tmp);
  g_free (tmp), g_free (list);
  ardina_oracle_result_free (listed);
  ardina_oracle_result_free (passing);
  ardina_oracle_deviations_free (dev);
}

/* ---- the commands ---- */

static int
run_cmd (char **out, const char *a1, const char *a2, const char *a3, const char *a4)
{
  const char *cmd = test_cmd ();
  char *argv[] = { (char *) cmd, (char *) a1, (char *) a2, (char *) a3, (char *) a4, NULL };
  *out = NULL;
  if (!cmd)
    return -1;
  char *err = NULL;
  int rc = spawn_capture (argv, out, &err);
  g_free (err);
  return rc;
}

/* The last line of @out is exactly @want ("%u passed, %u failed"). */
static gboolean
last_line_is (const char *out, const char *want)
{
  char *copy = g_strchomp (g_strdup (out ? out : ""));
  const char *nl = strrchr (copy, '\n');
  gboolean ok = strcmp (nl ? nl + 1 : copy, want) == 0;
  if (!ok)
    printf ("\n  the output should end with \"%s\":\n%s\n", want, out ? out : "");
  g_free (copy);
  return ok;
}

static void
test_check_fails (void)
{
  char *dir = src_path ("tests/oracle-fixtures/fail"), *out;
  if (!dir)
    return;
  int rc = run_cmd (&out, "check", dir, NULL, NULL);
  CU_ASSERT_EQUAL (rc, 1);
  CU_ASSERT_TRUE (last_line_is (out, "0 passed, 5 failed"));
  CU_ASSERT_EQUAL (count_lines_with (out, "FAIL "), 5);
  CU_ASSERT_PTR_NOT_NULL (strstr (out, "actual: carleton is in reserve"));
  CU_ASSERT_PTR_NOT_NULL (strstr (out, "  trace:"));
  g_free (out), g_free (dir);
}

static void
test_check_passes (void)
{
  char *dir = src_path ("oracle/engine"), *one = src_path ("tests/oracle-fixtures/fail/wrong-place.xml"), *out;
  if (!dir || !one)
    return;
  int rc = run_cmd (&out, "check", dir, NULL, NULL);
  CU_ASSERT_EQUAL (rc, 0);
  guint n = count_lines_with (out, "PASS ");
  char *want = g_strdup_printf ("%u passed, 0 failed", n);
  CU_ASSERT_TRUE (n >= 10 && last_line_is (out, want));
  CU_ASSERT_EQUAL (count_lines_with (out, "  trace:"), 0);
  g_free (out), g_free (want);
  /* A passing and a failing operand together: exit 1, both counted. */
  rc = run_cmd (&out, "check", "--verbose", dir, one);
  want = g_strdup_printf ("%u passed, 1 failed", n);
  CU_ASSERT_EQUAL (rc, 1);
  CU_ASSERT_TRUE (last_line_is (out, want));
  CU_ASSERT_EQUAL (count_lines_with (out, "  trace:"), n + 1);
  g_free (out), g_free (want), g_free (dir), g_free (one);
}

static void
test_check_hostile_and_usage (void)
{
  char *dir = src_path ("tests/oracle-fixtures/hostile"), *dev = src_path ("tests/oracle-fixtures/deviations"), *out;
  if (!dir || !dev)
    return;
  /* Files that are not cases: exit 2, apart from a failing case's 1. */
  CU_ASSERT_EQUAL (run_cmd (&out, "check", dir, NULL, NULL), 2);
  CU_ASSERT_TRUE (last_line_is (out, "0 passed, 4 failed"));
  CU_ASSERT_EQUAL (count_lines_with (out, "ERROR "), 4);
  g_free (out);
  CU_ASSERT_EQUAL (run_cmd (&out, "check", dev, NULL, NULL), 0);
  CU_ASSERT_TRUE (last_line_is (out, "1 passed, 0 failed"));
  CU_ASSERT_EQUAL (count_lines_with (out, "XFAIL fixture-listed-deviation"), 1);
  g_free (out);
  CU_ASSERT_EQUAL (run_cmd (&out, "check", "--no-such-option", NULL, NULL), 2);
  g_free (out);
  CU_ASSERT_EQUAL (run_cmd (&out, "check", "/nonexistent/oracle", NULL, NULL), 2);
  g_free (out), g_free (dir), g_free (dev);
}

/* Lines of `ardina coverage` opening with a rule id ("18.7 ..."). */
static guint
count_rule_lines (const char *out)
{
  char **lines = g_strsplit (out ? out : "", "\n", -1);
  guint n = 0;
  for (char **l = lines; *l; l++)
    {
      char id[16];
      if (sscanf (*l, "%15s", id) == 1 && g_ascii_isdigit (**l) && strchr (id, '.')
          && ardina_rule_lookup (id))
        n++;
    }
  g_strfreev (lines);
  return n;
}

static void
test_coverage_command (void)
{
  char *dir = src_path ("oracle"), *floor = src_path ("tests/coverage-floor"), *out;
  if (!dir || !floor)
    return;
  int rc = run_cmd (&out, "coverage", "--floor", floor, dir);
  CU_ASSERT_EQUAL (rc, 0);
  ArdinaOracleCoverage *cov = ardina_oracle_coverage_new ();
  run_oracle (cov);
  char *want = g_strdup_printf ("covered: %u of %u rules cited by the engine",
                                ardina_oracle_coverage_count_engine_cited (cov), ardina_rule_count ());
  CU_ASSERT_TRUE (last_line_is (out, want));
  /* One line per catalog rule, opening with its id, then the flags. */
  CU_ASSERT_EQUAL (count_rule_lines (out), ardina_rule_count ());
  CU_ASSERT_PTR_NOT_NULL (strstr (out, "restrictions without a refusal case"));
  g_free (out), g_free (want);
  ardina_oracle_coverage_free (cov);
  /* A floor above the count fails. */
  char *tmp = g_build_filename (g_get_tmp_dir (), "ardina-test-floor", NULL);
  g_file_set_contents (tmp, "# the floor\n100000\n", -1, NULL);
  CU_ASSERT_EQUAL (run_cmd (&out, "coverage", "--floor", tmp, dir), 1);
  g_free (out);
  g_unlink (tmp);
  g_free (tmp), g_free (dir), g_free (floor);
}

static CU_TestInfo tests[] = {
  { "every oracle case passes; coverage floor", test_cases_pass },
  { "a case's citations, engine citations, trace", test_engine_case_citations },
  { "a held refusal marks its rule", test_refusal_marks },
  { "a wrong expectation fails with its message", test_wrong_expectation },
  { "unused scripted dice fail a case", test_unused_dice },
  { "a refused <do> fails and stops the case", test_do_refused_stops },
  { "a die missing from the script is reported", test_missing_die },
  { "citations of unknown rules fail and are listed", test_unknown_rule },
  { "hostile case files are refused as file:line", test_hostile_files },
  { "huge, empty and binary data are refused", test_hostile_data },
  { "case files are found in order", test_find_cases },
  { "known deviations: XFAIL and XPASS", test_deviations },
  { "ardina check: failures, exit 1, last line", test_check_fails },
  { "ardina check: passes, exit 0, --verbose", test_check_passes },
  { "ardina check: hostile files, deviations, usage", test_check_hostile_and_usage },
  { "ardina coverage: table, total, floor", test_coverage_command },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("oracle", tests);
}
