/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "cli": the ardina command ($ARDINA_CMD), its exit statuses and what
 * it prints, compared where possible with what the library says. */
#include "internal.h"
#include "cu-main.h"
#include "spawn.h"
#include <glib/gstdio.h>

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* The id that opens a line of `ardina rules` ("  18.7   Title"), or NULL. */
static char *
entry_id (const char *line)
{
  while (*line == ' ')
    line++;
  guint s, n;
  int len = 0;
  if (sscanf (line, "%u.%u%n", &s, &n, &len) != 2 || (line[len] != ' ' && line[len]))
    return NULL;
  return g_strndup (line, (gsize) len);
}

/* ---- the command itself ---- */

static void
test_version (void)
{
  CmdRun r = cmd_run ("--version", NULL);
  expect_rc (&r, 0, "--version");
  expect_has (r.out, "ardina 0.1.0\n", "--version");
  CU_ASSERT_STRING_EQUAL (ardina_version (), "0.1.0");
  cmd_run_free (&r);
}

static void
test_help (void)
{
  CmdRun r = cmd_run ("--help", NULL);
  expect_rc (&r, 0, "--help");
  expect_has (r.out, "rule ID", "--help");
  expect_has (r.out, "rules [SECT]", "--help");
  expect_has (r.out, "tables [NAME]", "--help");
  cmd_run_free (&r);
}

static void
test_usage_errors (void)
{
  CmdRun r = cmd_run (NULL);
  expect_rc (&r, 2, "(no arguments)");
  cmd_run_free (&r);
  r = cmd_run ("frobnicate", NULL);
  expect_rc (&r, 2, "frobnicate");
  expect_has (r.err, "unknown command 'frobnicate'", "frobnicate");
  cmd_run_free (&r);
  r = cmd_run ("--frobnicate", NULL);
  expect_rc (&r, 2, "--frobnicate");
  cmd_run_free (&r);
  r = cmd_run ("rules", "--frobnicate", NULL);
  expect_rc (&r, 2, "rules --frobnicate");
  cmd_run_free (&r);
}

/* ---- ardina rule ---- */

static void
test_rule_18_7 (void)
{
  CmdRun r = cmd_run ("rule", "18.7", NULL);
  expect_rc (&r, 0, "rule 18.7");
  CU_ASSERT_TRUE (g_str_has_prefix (r.out, "18.7 "));
  expect_has (r.out, "Disruption", "rule 18.7");
  expect_has (r.out, "See also", "rule 18.7");
  expect_has (r.out, "Section 18.0", "rule 18.7");
  cmd_run_free (&r);
}

static void
test_rule_12_8 (void)
{
  CmdRun r = cmd_run ("rule", "12.8", NULL);
  expect_rc (&r, 0, "rule 12.8");
  CU_ASSERT_TRUE (g_str_has_prefix (r.out, "12.8 "));
  expect_has (r.out, "Printed as 12.7", "rule 12.8");
  cmd_run_free (&r);
}

static void
test_rule_28_2 (void)
{
  const ArdinaRule *fort = ardina_rule_lookup ("28.2"), *part = ardina_rule_lookup ("29.2");
  CU_ASSERT_PTR_NOT_NULL_FATAL (fort);
  CU_ASSERT_PTR_NOT_NULL_FATAL (part);
  CmdRun r = cmd_run ("rule", "28.2", NULL);
  expect_rc (&r, 0, "rule 28.2");
  CU_ASSERT_TRUE (g_str_has_prefix (r.out, "28.2 "));
  expect_has (r.out, ardina_rule_get_title (fort), "rule 28.2");
  expect_has (r.out, "Note:", "rule 28.2");
  expect_has (r.out, "\n29.2 ", "rule 28.2");
  expect_has (r.out, ardina_rule_get_title (part), "rule 28.2");
  expect_has (r.out, "Printed as 28.2", "rule 28.2");
  /* The fortress rule comes first, the misprinted partisan rule after. */
  const char *a = strstr (r.out, "28.2 "), *n = strstr (r.out, "Note:");
  CU_ASSERT_TRUE (a && n && a < n);
  cmd_run_free (&r);
}

static void
test_rule_12_7 (void)
{
  CmdRun r = cmd_run ("rule", "12.7", NULL);
  expect_rc (&r, 0, "rule 12.7");
  CU_ASSERT_TRUE (g_str_has_prefix (r.out, "12.7 "));
  expect_has (r.out, "Note:", "rule 12.7");
  expect_has (r.out, "\n12.8 ", "rule 12.7");
  cmd_run_free (&r);
}

static void
test_rule_unknown (void)
{
  CmdRun r = cmd_run ("rule", "99.9", NULL);
  expect_rc (&r, 2, "rule 99.9");
  expect_has (r.err, "closest", "rule 99.9");
  CU_ASSERT_STRING_EQUAL (r.out, "");
  cmd_run_free (&r);
  r = cmd_run ("rule", NULL);
  expect_rc (&r, 2, "rule");
  cmd_run_free (&r);
  r = cmd_run ("rule", "18.7", "18.8", NULL);
  expect_rc (&r, 2, "rule 18.7 18.8");
  cmd_run_free (&r);
}

static void
test_rule_ruling (void)
{
  CmdRun r = cmd_run ("rule", "R-1", NULL);
  expect_rc (&r, 0, "rule R-1");
  expect_has (r.out, "Question", "rule R-1");
  expect_has (r.out, "Concerns:", "rule R-1");
  cmd_run_free (&r);
  r = cmd_run ("rule", "r-1", NULL);
  expect_rc (&r, 0, "rule r-1");
  cmd_run_free (&r);
  r = cmd_run ("rule", "R-999", NULL);
  expect_rc (&r, 2, "rule R-999");
  expect_has (r.err, "R-999", "rule R-999");
  cmd_run_free (&r);
}

/* ---- ardina rules ---- */

/* The ids opening the lines of @out, in order. */
static GPtrArray *
entry_ids (const char *out)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  char **lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      char *id = entry_id (lines[i]);
      if (id)
        g_ptr_array_add (ids, id);
    }
  g_strfreev (lines);
  return ids;
}

static void
test_rules_all (void)
{
  CmdRun r = cmd_run ("rules", NULL);
  expect_rc (&r, 0, "rules");
  GPtrArray *ids = entry_ids (r.out);
  if (ids->len != 265)
    printf ("\n  ardina rules lists %u rules\n", ids->len);
  CU_ASSERT_EQUAL (ids->len, 265);
  for (guint i = 0; i < ids->len && i < ardina_rule_count (); i++)
    if (strcmp (g_ptr_array_index (ids, i), ardina_rule_get_id (ardina_rule_nth (i))) != 0)
      {
        printf ("\n  entry %u is %s, the catalog has %s\n", i,
                (char *) g_ptr_array_index (ids, i), ardina_rule_get_id (ardina_rule_nth (i)));
        CU_FAIL ("ardina rules is not in catalog order");
        break;
      }
  g_ptr_array_unref (ids);
  cmd_run_free (&r);
}

static void
test_rules_section (void)
{
  CmdRun r = cmd_run ("rules", "18", NULL);
  expect_rc (&r, 0, "rules 18");
  GPtrArray *ids = entry_ids (r.out);
  guint in_18 = 0;
  for (guint i = 0; i < ardina_rule_count (); i++)
    in_18 += ardina_rule_get_section (ardina_rule_nth (i)) == 18;
  CU_ASSERT_EQUAL (ids->len, in_18);
  CU_ASSERT_TRUE (in_18 > 1);
  for (guint i = 0; i < ids->len; i++)
    if (!g_str_has_prefix (g_ptr_array_index (ids, i), "18."))
      {
        printf ("\n  ardina rules 18 lists %s\n", (char *) g_ptr_array_index (ids, i));
        CU_FAIL ("a rule of another section");
      }
  g_ptr_array_unref (ids);
  cmd_run_free (&r);
  r = cmd_run ("rules", "99", NULL);
  expect_rc (&r, 2, "rules 99");
  cmd_run_free (&r);
}

static void
test_rules_rulings (void)
{
  CmdRun r = cmd_run ("rules", "--rulings", NULL);
  expect_rc (&r, 0, "rules --rulings");
  guint n = 0;
  char **lines = g_strsplit (r.out, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      guint id;
      char bracket = 0;
      n += sscanf (lines[i], "R-%u %c", &id, &bracket) == 2 && bracket == '[';
    }
  g_strfreev (lines);
  printf ("\n  %u ruling entries, %u rulings in the catalog\n", n, ardina_ruling_count ());
  CU_ASSERT_EQUAL (n, ardina_ruling_count ());
  CU_ASSERT_TRUE (n > 0);
  cmd_run_free (&r);
}

/* ---- ardina tables ---- */

static void
expect_closing (const char *out, guint shown, guint total, const char *what)
{
  char *line = g_strdup_printf ("\n%u of %u values shown", shown, total);
  expect_has (out, line, what);
  g_free (line);
}

static void
test_tables_all (void)
{
  CmdRun r = cmd_run ("tables", NULL);
  expect_rc (&r, 0, "tables");
  for (guint i = 0; i < ardina_table_count (); i++)
    {
      char *head = g_strdup_printf ("%s: ", ardina_table_get_name (ardina_table_nth (i)));
      expect_has (r.out, head, "tables");
      g_free (head);
    }
  expect_closing (r.out, ardina_value_count (), ardina_value_count (), "tables");
  cmd_run_free (&r);
}

static void
test_tables_one (void)
{
  const ArdinaTable *dice = ardina_table_lookup ("dice");
  CU_ASSERT_PTR_NOT_NULL_FATAL (dice);
  CmdRun r = cmd_run ("tables", "dice", NULL);
  expect_rc (&r, 0, "tables dice");
  CU_ASSERT_TRUE (g_str_has_prefix (r.out, "dice: "));
  CU_ASSERT_PTR_NULL (strstr (r.out, "\nconstants: "));
  guint n = ardina_table_get_n_values (dice);
  expect_closing (r.out, n, n, "tables dice");
  cmd_run_free (&r);
  r = cmd_run ("tables", "nosuch", NULL);
  expect_rc (&r, 2, "tables nosuch");
  expect_has (r.err, "nosuch", "tables nosuch");
  expect_has (r.err, "mobilization", "tables nosuch");
  cmd_run_free (&r);
}

/* Checks one value block of `tables --reconstructed`; returns 1 if bad. */
static guint
bad_block (const GString *block)
{
  gboolean ok = strstr (block->str, "\n      reconstructed (rules-xml/") != NULL
                && strstr (block->str, "\n      rulebook ") == NULL;
  if (!ok)
    printf ("\n  a value block of tables --reconstructed:\n%s\n", block->str);
  return !ok;
}

/* A value line of `ardina tables` ("  key: field = text"); its provenance
 * follows on lines indented by six spaces. */
static gboolean
value_line (const char *l)
{
  return g_str_has_prefix (l, "  ") && l[2] != ' ' && l[2] && strcmp (l, "  (none)") != 0;
}

/* Ends the current block: counts it in *bad when it is not reconstructed. */
static void
end_block (GString **block, guint *bad)
{
  if (!*block)
    return;
  *bad += bad_block (*block);
  g_string_free (*block, TRUE);
  *block = NULL;
}

/* Counts the value blocks of @out and, in *bad, those that are not
 * reconstructed values. */
static guint
blocks_of (const char *out, guint *bad)
{
  guint blocks = 0;
  char **lines = g_strsplit (out, "\n", -1);
  GString *block = NULL;
  for (guint i = 0; lines[i]; i++)
    {
      if (block && g_str_has_prefix (lines[i], "      "))
        {
          g_string_append_printf (block, "\n%s", lines[i]);
          continue;
        }
      end_block (&block, bad);
      if (value_line (lines[i]))
        {
          block = g_string_new (lines[i]);
          blocks++;
        }
    }
  end_block (&block, bad);
  g_strfreev (lines);
  return blocks;
}

static void
test_tables_reconstructed (void)
{
  guint reconstructed = 0, bad = 0;
  for (guint i = 0; i < ardina_value_count (); i++)
    reconstructed += ardina_value_get_source (ardina_value_nth (i)) == ARDINA_SOURCE_RECONSTRUCTED;
  CmdRun r = cmd_run ("tables", "--reconstructed", NULL);
  expect_rc (&r, 0, "tables --reconstructed");
  guint blocks = blocks_of (r.out, &bad);
  printf ("\n  %u value blocks, %u reconstructed values in the library\n", blocks, reconstructed);
  CU_ASSERT_EQUAL (bad, 0);
  CU_ASSERT_EQUAL (blocks, reconstructed);
  CU_ASSERT_TRUE (reconstructed > 0);
  expect_closing (r.out, reconstructed, ardina_value_count (), "tables --reconstructed");
  cmd_run_free (&r);
}

/* ---- ardina play --auto ---- */

/* The built-in player never withdraws, so any number of decisions large
 * enough plays the standard game to its end, whatever the options. The
 * options @a to @d end at the first NULL. */
static void
expect_auto_to_end (const char *what, const char *a, const char *b, const char *c, const char *d)
{
  CmdRun r = cmd_run ("play", "--auto", "100000", a, b, c, d, NULL);
  expect_rc (&r, 0, what);
  expect_has (r.out, "the game is over", what);
  CHECK (strstr (r.out, " withdraw ") == NULL, "ardina %s withdrew a marker", what);
  cmd_run_free (&r);
}

static void
test_play_auto (void)
{
  expect_auto_to_end ("play --auto 100000", NULL, NULL, NULL, NULL);
  expect_auto_to_end ("play --auto 100000 --short", "--short", NULL, NULL, NULL);
  expect_auto_to_end ("play --auto 100000 --optional none", "--optional", "none", NULL, NULL);
}

/* ---- optional sections (issue 15, issue 19) ---- */

/* Issue 15 refused a section the engine did not play yet, naming those it
 * played. Since section 33 (issue 19) every section 28-38 is played
 * (ARDINA_OPTIONAL_PLAYED is ARDINA_OPTIONAL_ALL), so that refusal can no
 * longer be reached from the command line; what it protected, that no
 * section asked for is played by the standard rules alone, is now that
 * every section asked for is taken, and played to the end. A section
 * outside 28-38 is still refused, exit 2. */
static void
expect_optional_refused (const char *command, const char *list, const char *refused)
{
  char *what = g_strdup_printf ("%s --optional %s", command, list);
  /* Options that would otherwise run briefly, so that only --optional
   * can make the exit status 2. */
  gboolean bench = !strcmp (command, "bench");
  CmdRun r = cmd_run (command, "--optional", list, bench ? "--games" : "--auto", "1",
                      bench ? "--runs" : NULL, "1", NULL);
  expect_rc (&r, 2, what);
  expect_has (r.err, refused, what);
  CHECK (!strstr (r.out, "set-up:"), "%s set up a game:\n%s", what, r.out);
  cmd_run_free (&r);
  g_free (what);
}

static void
test_optional_refused (void)
{
  expect_optional_refused ("play", "27", "--optional takes sections 28-38");
  expect_optional_refused ("play", "33,39", "--optional takes sections 28-38");
  expect_optional_refused ("bench", "40", "--optional takes sections 28-38");
  CmdRun r = cmd_run ("play", "--optional", "none", "--auto", "1", NULL);
  expect_rc (&r, 0, "play --optional none --auto 1");
  cmd_run_free (&r);
  /* Every section is played: each alone, and all of them, are taken. */
  for (guint sec = 28; sec <= 38; sec++)
    {
      char *list = g_strdup_printf ("%u", sec);
      r = cmd_run ("play", "--optional", list, "--auto", "1", NULL);
      expect_rc (&r, 0, list);
      CHECK (!strstr (r.err, "not played"), "play --optional %s:\n%s", list, r.err);
      cmd_run_free (&r);
      g_free (list);
    }
  r = cmd_run ("bench", "--optional", "all", "--games", "1", "--runs", "1", NULL);
  expect_rc (&r, 0, "bench --optional all --games 1 --runs 1");
  cmd_run_free (&r);
}

/* A save holding section 33 (the last section to be played, issue 19) is
 * played on: play --load takes it. */
static void
test_optional_load (void)
{
  ArdinaGameOptions o = { ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL (33), 5, { 0 }, FALSE };
  ArdinaGame *g = ardina_game_new_standard (&o, NULL, NULL);
  CHECK_FATAL (g != NULL, "a game with section 33 is refused");
  gsize len = 0;
  char *xml = ardina_game_save (g, &len);
  char *dir = g_dir_make_tmp ("ardina-cli-XXXXXX", NULL), *path = g_build_filename (dir, "with-33.xml", NULL);
  CHECK_FATAL (g_file_set_contents (path, xml, (gssize) len, NULL), "cannot write %s", path);
  CmdRun r = cmd_run ("play", "--load", path, "--auto", "1", NULL);
  expect_rc (&r, 0, "play --load with-33.xml");
  CHECK (!strstr (r.err, "not played"), "play --load with-33.xml:\n%s", r.err);
  cmd_run_free (&r);
  g_unlink (path);
  g_rmdir (dir);
  g_free (path), g_free (dir), g_free (xml);
  ardina_game_free (g);
}

static void
test_optional_setup_only (void)
{
  const char *src = test_srcdir ();
  /* all of 28-38, every one played since section 33 (issue 19): the
   * case is played on, with no set-up-only note, and ask takes it. The
   * note for a section not played can no longer be reached by a case. */
  char *path = g_build_filename (src ? src : ".", "oracle", "4", "all-markers-in-pool.xml", NULL);
  CmdRun r = cmd_run ("check", path, NULL);
  expect_rc (&r, 0, "check all-markers-in-pool.xml");
  expect_has (r.out, "PASS ", "check all-markers-in-pool.xml");
  CHECK (!strstr (r.out, "set-up only"), "check all-markers-in-pool.xml says set-up only:\n%s", r.out);
  cmd_run_free (&r);
  r = cmd_run ("ask", "--list", path, NULL);
  expect_rc (&r, 0, "ask --list all-markers-in-pool.xml");
  CHECK (!strstr (r.err, "not played"), "ask --list all-markers-in-pool.xml:\n%s", r.err);
  cmd_run_free (&r);
  g_free (path);
  /* A case with section 29, played, is played on: no set-up-only note. */
  path = g_build_filename (src ? src : ".", "oracle", "1", "partisans-with-29.xml", NULL);
  r = cmd_run ("check", path, NULL);
  expect_rc (&r, 0, "check partisans-with-29.xml");
  CHECK (!strstr (r.out, "set-up only"), "check partisans-with-29.xml says set-up only:\n%s", r.out);
  cmd_run_free (&r);
  g_free (path);
  /* A case without optional sections says nothing of them. */
  path = g_build_filename (src ? src : ".", "oracle", "18", NULL);
  r = cmd_run ("check", path, NULL);
  expect_rc (&r, 0, "check oracle/18");
  CHECK (!strstr (r.out, "set-up only"), "check oracle/18 speaks of optional sections:\n%s", r.out);
  cmd_run_free (&r);
  g_free (path);
}

static void
test_play_auto_random (void)
{
  expect_auto_to_end ("play --auto 100000 --random --seed 3", "--random", "--seed", "3", NULL);
  expect_auto_to_end ("play --auto 100000 --random --seed 7 --short", "--random", "--seed", "7", "--short");
}

/* ---- ardina bench ---- */

/* The listing by decision kind: one line per kind sampled, whose
 * positions add up to the positions sampled, and the two kinds every game
 * has (the phases and the moves) among them. */
static void
expect_bench_kinds (const char *out)
{
  guint total = 0, sum = 0, lines = 0;
  const char *p = strstr (out, "\nlegal-actions positions: ");
  CHECK_FATAL (p && sscanf (p, "\nlegal-actions positions: %u", &total) == 1,
               "bench prints no positions:\n%s", out);
  for (p = strstr (out, "\nlegal-actions ns "); p; p = strstr (p + 1, "\nlegal-actions ns "))
    {
      char kind[32];
      guint ns, n;
      CHECK (sscanf (p, "\nlegal-actions ns %31[a-z]: %u (%u positions)", kind, &ns, &n) == 3,
             "bench: a listing line by kind not in its form: %.60s", p + 1);
      sum += n;
      lines++;
    }
  CHECK (lines >= 2 && sum == total, "bench: %u lines by kind, %u of %u positions:\n%s", lines, sum, total, out);
  expect_has (out, "\nlegal-actions ns phase: ", "bench --games 3 --runs 1");
  expect_has (out, "\nlegal-actions ns move: ", "bench --games 3 --runs 1");
}

/* Only what it prints is checked, never how fast: a timed assertion would
 * fail on a slow or busy machine. */
static void
test_bench (void)
{
  static const char *const keys[] = {
    "\ngames/s: ", "\nactions/s: ", "\nactions per game mean: ", "\nactions per game min: ",
    "\nactions per game max: ", "\ndecisions setup: ", "\ndecisions commit: ", "\ndecisions phase: ",
    "\ncopy ns: ", "\nlegal-actions ns: ", "\nstate bytes: ",
  };
  CmdRun r = cmd_run ("bench", "--games", "3", "--runs", "1", NULL);
  expect_rc (&r, 0, "bench --games 3 --runs 1");
  CHECK (g_str_has_prefix (r.out, "context: cpus "), "bench does not start with its context:\n%s", r.out);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    expect_has (r.out, keys[i], "bench --games 3 --runs 1");
  expect_has (r.out, "\ngames: 3\n", "bench --games 3 --runs 1");
  expect_bench_kinds (r.out);
  char *size = g_strdup_printf ("\nstate bytes: %" G_GSIZE_FORMAT "\n", ardina_game_size ());
  expect_has (r.out, size, "bench --games 3 --runs 1");
  g_free (size);
  cmd_run_free (&r);
}

static void
test_bench_usage (void)
{
  CmdRun r = cmd_run ("bench", "--runs", "0", NULL);
  expect_rc (&r, 2, "bench --runs 0");
  cmd_run_free (&r);
  r = cmd_run ("bench", "--optional", "27", NULL);
  expect_rc (&r, 2, "bench --optional 27");
  cmd_run_free (&r);
}

/* ---- ardina check: a start the engine refuses ---- */

/* A case whose board is no legal position, without <expect-invalid-start>,
 * is not a valid case: ERROR naming file:line, exit 2 (oracle-format.md),
 * not a FAIL of the engine. */
static void
test_check_invalid_start (void)
{
  const char *src = test_srcdir ();
  if (!src)
    return;
  char *path = g_build_filename (src, "tests/oracle-fixtures/invalid-start/siege-without-28.xml", NULL);
  char *error_line = g_strdup_printf ("ERROR %s\n", path), *where = g_strdup_printf ("\n  %s:6: ", path);
  CmdRun r = cmd_run ("check", path, NULL);
  expect_rc (&r, 2, "check (invalid start)");
  expect_has (r.out, error_line, "check (invalid start)");
  expect_has (r.out, where, "check (invalid start)");
  expect_has (r.out, "not a legal position: [1.4]", "check (invalid start)");
  expect_has (r.out, "1 file is not a valid case (exit status 2)\n0 passed, 1 failed\n", "check (invalid start)");
  cmd_run_free (&r);
  g_free (where), g_free (error_line), g_free (path);
}

static CU_TestInfo tests[] = {
  { "--version", test_version },
  { "--help", test_help },
  { "usage errors exit 2", test_usage_errors },
  { "rule 18.7", test_rule_18_7 },
  { "rule 12.8: erratum", test_rule_12_8 },
  { "rule 28.2: fortress and the misprinted 29.2", test_rule_28_2 },
  { "rule 12.7: and the misprinted 12.8", test_rule_12_7 },
  { "rule: unknown or missing id", test_rule_unknown },
  { "rule R-n: rulings", test_rule_ruling },
  { "rules: the whole catalog", test_rules_all },
  { "rules 18: one section", test_rules_section },
  { "rules --rulings", test_rules_rulings },
  { "tables", test_tables_all },
  { "tables dice, tables nosuch", test_tables_one },
  { "tables --reconstructed", test_tables_reconstructed },
  { "play --auto: the first legal action, never a withdraw, to the end", test_play_auto },
  { "play --auto --random: to the end", test_play_auto_random },
  { "bench: every figure", test_bench },
  { "bench: usage errors exit 2", test_bench_usage },
  { "play, bench: every optional section taken, others refused", test_optional_refused },
  { "check, ask: a case's set-up-only sections", test_optional_setup_only },
  { "play --load: a save with section 33", test_optional_load },
  { "check: a start the engine refuses is not a valid case (exit 2)", test_check_invalid_start },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("cli", tests);
}
