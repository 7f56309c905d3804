/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "generator": ardina-gen on the fixtures of tests/gen/. Valid
 * fixtures compile; each broken fixture fails with exit status 1, writes
 * nothing, and reports file:line: of the offending element (the line of
 * the fixture marked with the comment <!-- ERROR -->) and what is wrong. */
#include "cu-main.h"
#include "spawn.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#define MARK "<!-- ERROR -->"

/* ---- helpers ---- */

static char *
fixture (const char *rel)
{
  const char *src = test_srcdir ();
  return src ? g_build_filename (src, "tests", "gen", rel, NULL) : NULL;
}

/* What a run that could not start gives: status -1, empty outputs. */
static int
no_run (char **out, char **err)
{
  if (out)
    *out = g_strdup ("");
  if (err)
    *err = g_strdup ("");
  return -1;
}

/* Runs ardina-gen on the fixtures @files (relative to tests/gen), writing
 * into @outdir when it is not NULL. Returns the exit status. */
static int
run_gen (const char *const *files, const char *outdir, char **out, char **err)
{
  const char *gen = test_gen (), *src = test_srcdir ();
  if (!gen || !src)
    return no_run (out, err);
  GPtrArray *argv = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (argv, g_strdup (gen));
  g_ptr_array_add (argv, g_strdup ("--schemas"));
  g_ptr_array_add (argv, g_build_filename (src, "rules-xml", NULL));
  g_ptr_array_add (argv, g_strdup ("--source-root"));
  g_ptr_array_add (argv, fixture (""));
  if (outdir)
    {
      g_ptr_array_add (argv, g_strdup ("--output-c"));
      g_ptr_array_add (argv, g_build_filename (outdir, "data.c", NULL));
      g_ptr_array_add (argv, g_strdup ("--output-h"));
      g_ptr_array_add (argv, g_build_filename (outdir, "data.h", NULL));
    }
  for (guint i = 0; files[i]; i++)
    g_ptr_array_add (argv, fixture (files[i]));
  g_ptr_array_add (argv, NULL);
  int rc = spawn_capture ((char **) argv->pdata, out, err);
  g_ptr_array_unref (argv);
  return rc;
}

/* Runs ardina-gen with exactly these arguments (no schemas added). */
static int
run_gen_args (const char *a, const char *b, char **err)
{
  const char *gen = test_gen ();
  if (!gen)
    return no_run (NULL, err);
  char *argv[] = { (char *) gen, (char *) a, (char *) b, NULL };
  return spawn_capture (argv, NULL, err);
}

static char *
make_tmp (void)
{
  char *dir = g_dir_make_tmp ("ardina-test-gen-XXXXXX", NULL);
  if (!dir)
    printf ("\n  cannot make a temporary directory\n");
  return dir;
}

/* Number of entries in @dir, then removes them and @dir. */
static guint
count_and_remove (char *dir)
{
  guint n = 0;
  GDir *d = g_dir_open (dir, 0, NULL);
  for (const char *name; d && (name = g_dir_read_name (d)); n++)
    {
      char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
      g_free (path);
    }
  if (d)
    g_dir_close (d);
  g_rmdir (dir);
  g_free (dir);
  return n;
}

/* The line of the fixture marked MARK, or 0. */
static guint
marked_line (const char *rel)
{
  char *path = fixture (rel), *text = NULL;
  guint line = 0;
  if (path && g_file_get_contents (path, &text, NULL, NULL))
    {
      char **lines = g_strsplit (text, "\n", -1);
      for (guint i = 0; lines[i] && !line; i++)
        if (strstr (lines[i], MARK))
          line = i + 1;
      g_strfreev (lines);
    }
  if (!line)
    printf ("\n  fixture %s (%s) has no line marked %s\n", rel, path, MARK);
  g_free (path);
  g_free (text);
  return line;
}

/* The first line of @err that starts with @prefix, or NULL (g_free it). */
static char *
line_starting (const char *err, const char *prefix)
{
  char *found = NULL;
  char **lines = g_strsplit (err ? err : "", "\n", -1);
  for (guint i = 0; lines[i] && !found; i++)
    if (g_str_has_prefix (lines[i], prefix))
      found = g_strdup (lines[i]);
  g_strfreev (lines);
  return found;
}

/* Runs the broken fixture broken/@name (after the valid catalog if
 * @with_catalog) and checks: exit 1, nothing written, a message at the
 * marked line containing @message or, when not NULL, @alternative. */
static void
check_broken (const char *name, gboolean with_catalog, const char *message,
              const char *alternative)
{
  char *rel = g_strdup_printf ("broken/%s", name), *err = NULL;
  const char *files[] = { with_catalog ? "valid/rules.xml" : rel, rel, NULL };
  char *dir = make_tmp ();
  CU_ASSERT_PTR_NOT_NULL_FATAL (dir);
  int rc = run_gen (with_catalog ? files : files + 1, dir, NULL, &err);
  guint written = count_and_remove (dir);
  char *prefix = g_strdup_printf ("%s:%u:", rel, marked_line (rel));
  char *line = line_starting (err, prefix);
  gboolean said = line && (!message || strstr (line, message)
                           || (alternative && strstr (line, alternative)));
  if (rc != 1 || written || !said)
    printf ("\n  %s: exit %d, %u files written, expected a line \"%s ...%s%s%s\"; stderr:\n%s",
            rel, rc, written, prefix, message ? message : "", alternative ? "\" or \"" : "",
            alternative ? alternative : "", err);
  CU_ASSERT_EQUAL (rc, 1);
  CU_ASSERT_EQUAL (written, 0);
  CU_ASSERT_TRUE (said);
  g_free (line), g_free (prefix), g_free (err), g_free (rel);
}

/* ---- valid fixtures ---- */

static gboolean
file_has (const char *dir, const char *name, const char *needle)
{
  char *path = g_build_filename (dir, name, NULL), *text = NULL;
  gboolean ok = g_file_get_contents (path, &text, NULL, NULL) && strstr (text, needle);
  if (!ok)
    printf ("\n  %s lacks %s\n", path, needle);
  g_free (path);
  g_free (text);
  return ok;
}

static void
test_valid_compiles (void)
{
  const char *files[] = { "valid/dice.xml", "valid/constants.xml", "valid/rules.xml", NULL };
  char *dir = make_tmp (), *err = NULL;
  CU_ASSERT_PTR_NOT_NULL_FATAL (dir);
  int rc = run_gen (files, dir, NULL, &err);
  if (rc != 0)
    printf ("\n  ardina-gen exited with %d:\n%s", rc, err);
  CU_ASSERT_EQUAL (rc, 0);
  CU_ASSERT_STRING_EQUAL (err, "");
  CU_ASSERT_TRUE (file_has (dir, "data.c", "\"1.1\""));
  CU_ASSERT_TRUE (file_has (dir, "data.c", "\"2.1\""));
  CU_ASSERT_TRUE (file_has (dir, "data.c", "\"R-1\""));
  CU_ASSERT_TRUE (file_has (dir, "data.c", "\"fixture-cap\""));
  CU_ASSERT_TRUE (file_has (dir, "data.c", "\"fixture-roll\""));
  CU_ASSERT_TRUE (file_has (dir, "data.h", "#define ARDINA_DATA_N_RULES 5\n"));
  CU_ASSERT_TRUE (file_has (dir, "data.h", "#define ARDINA_DATA_N_RULINGS 1\n"));
  CU_ASSERT_TRUE (file_has (dir, "data.h", "#define ARDINA_R_2_1 4\n"));
  CU_ASSERT_TRUE (file_has (dir, "data.h", "#define ARDINA_K_FIXTURE_CAP 0\n"));
  CU_ASSERT_EQUAL (count_and_remove (dir), 2);
  g_free (err);
}

/* The counter mix of moments: each ARDINA_MOMENT_<NAME> is its place in
 * the engine's order, a campaign row's moments a mask over them, and the
 * Spy (found after it in the file) negates Mutiny & Treason. */
static void
test_valid_counters (void)
{
  const char *files[] = { "valid/rules.xml", "valid/counters.xml", NULL };
  char *dir = make_tmp (), *err = NULL;
  CU_ASSERT_PTR_NOT_NULL_FATAL (dir);
  int rc = run_gen (files, dir, NULL, &err);
  if (rc != 0)
    printf ("\n  ardina-gen exited with %d:\n%s", rc, err);
  CU_ASSERT_EQUAL (rc, 0);
  CU_ASSERT_TRUE (file_has (dir, "data.h", "#define ARDINA_MOMENT_ANY_TIME 0\n"));
  CU_ASSERT_TRUE (file_has (dir, "data.h", "#define ARDINA_MOMENT_AFTER_OWN_ROLL 12\n"));
  CU_ASSERT_TRUE (file_has (dir, "data.h", "#define ARDINA_DATA_N_MOMENTS 13\n"));
  CU_ASSERT_TRUE (file_has (dir, "data.h", "extern const ArdinaDataMoment ardina_data_moments[];"));
  CU_ASSERT_TRUE (file_has (dir, "data.c", "{ \"adjustment-start\", \"Adjustment start\", 1, "
                            "ARDINA_MOMENT_ASK_HOLDERS, 0, "));
  CU_ASSERT_TRUE (file_has (dir, "data.c", "{ \"political-phase\", \"Political Phase\", 1, "
                            "ARDINA_MOMENT_ASK_PLAYERS, ARDINA_NONE, "));
  CU_ASSERT_TRUE (file_has (dir, "data.c", "{ 0, 0 }, 1, 0x0400u, 2, "));          /* mutiny */
  CU_ASSERT_TRUE (file_has (dir, "data.c", "{ 0, 0 }, 1, 0x0006u, ARDINA_NONE, ")); /* indians */
  CU_ASSERT_TRUE (file_has (dir, "data.c", "at political-phase mobilization-phase\""));
  CU_ASSERT_TRUE (file_has (dir, "data.c", "at adjustment-start, negated by spy\""));
  CU_ASSERT_EQUAL (count_and_remove (dir), 2);
  g_free (err);
}

static void
test_valid_check_only (void)
{
  const char *files[] = { "valid/rules.xml", "valid/constants.xml", "valid/dice.xml", NULL };
  char *out = NULL, *err = NULL;
  int rc = run_gen (files, NULL, &out, &err);
  if (rc != 0)
    printf ("\n  ardina-gen exited with %d:\n%s", rc, err);
  CU_ASSERT_EQUAL (rc, 0);
  CU_ASSERT_STRING_EQUAL (out, "");
  CU_ASSERT_STRING_EQUAL (err, "");
  g_free (out), g_free (err);
}

static void
test_no_catalog (void)
{
  const char *files[] = { "valid/constants.xml", NULL };
  char *err = NULL;
  int rc = run_gen (files, NULL, NULL, &err);
  CU_ASSERT_EQUAL (rc, 1);
  CU_ASSERT_PTR_NOT_NULL (strstr (err, "valid/constants.xml:1: no catalog given"));
  g_free (err);
}

/* ---- broken fixtures ---- */

static void
test_schema_violation (void)
{
  check_broken ("schema-kind.xml", FALSE, "schema:", NULL);
}

/* A ruling is an interpretation or a clarification, nothing else. */
static void
test_ruling_kind (void)
{
  check_broken ("ruling-kind.xml", FALSE, "schema:", NULL);
}

static void
test_dangling_reference (void)
{
  check_broken ("dangling-see.xml", FALSE, "refers to unknown rule 7.7", NULL);
}

/* A part of a rule: a ruling may concern only a part the rule has, and a
 * rule's parts have names of their own. */
static void
test_parts (void)
{
  check_broken ("part-unknown.xml", FALSE, "R-1 concerns unknown part 1.1/master-plan", NULL);
  check_broken ("part-duplicate.xml", FALSE, "rule 1.1: duplicate part spy", NULL);
}

static void
test_duplicate_id (void)
{
  check_broken ("duplicate-id.xml", FALSE, "duplicate rule id 1.1", NULL);
}

static void
test_out_of_order (void)
{
  check_broken ("out-of-order.xml", FALSE, "rule 1.1 is out of order", NULL);
}

static void
test_not_well_formed (void)
{
  /* libxml2 words the message; only file:line: is ours. */
  check_broken ("not-well-formed.xml", FALSE, NULL, NULL);
}

/* The generator checks provenance before the schema does, so these are
 * reported in its own words, not as a schema complaint. */
static void
test_no_provenance (void)
{
  check_broken ("no-provenance.xml", TRUE, "value without provenance", NULL);
}

static void
test_empty_why (void)
{
  check_broken ("empty-why.xml", TRUE, "a reconstructed value must say why", NULL);
}

static void
test_unknown_rule (void)
{
  check_broken ("unknown-rule.xml", TRUE, "rule=\"5.9\" is not a rule of the catalog", NULL);
}

static void
test_dice_gap (void)
{
  check_broken ("dice-gap.xml", TRUE, "die face 4 is covered by 0 bands", NULL);
}

/* ---- moments (7.9) ---- */

static void
test_moment_duplicate (void)
{
  check_broken ("moment-duplicate.xml", TRUE, "duplicate moment \"political-phase\"", NULL);
}

static void
test_moment_out_of_order (void)
{
  check_broken ("moment-out-of-order.xml", TRUE,
                "moment political-phase is out of order: it must come before mobilization-phase", NULL);
}

static void
test_moment_missing (void)
{
  check_broken ("moment-missing.xml", TRUE, "the counter mix declares no moment after-own-roll", NULL);
}

static void
test_moment_unknown_ruling (void)
{
  check_broken ("moment-unknown-ruling.xml", TRUE, "ruling=\"R-99\" is not a ruling of the catalog",
                NULL);
}

static void
test_moment_undeclared (void)
{
  check_broken ("moment-undeclared.xml", TRUE,
                "moments: after-own-roll is not declared above this marker", NULL);
}

static void
test_moment_unknown_name (void)
{
  check_broken ("moment-unknown-name.xml", TRUE, "moments: no moment is named \"at-dawn\"", NULL);
}

static void
test_moment_twice (void)
{
  check_broken ("moment-twice.xml", TRUE, "moments: any-time is given twice", NULL);
}

/* counters.xml's markers are the one list of map marker kinds: each given
 * once, each with the rule that introduces it. */
static void
test_marker_introduced_by_unknown (void)
{
  check_broken ("marker-introduced-by-unknown.xml", TRUE, "introduced-by=\"9.9\" is not a rule of the catalog", NULL);
}

static void
test_marker_kind_twice (void)
{
  check_broken ("marker-kind-twice.xml", TRUE, "duplicate marker kind \"siege\"", NULL);
}

static void
test_moments_not_action (void)
{
  check_broken ("moments-on-tactics.xml", TRUE, "schema:", NULL);
}

static void
test_negated_by_non_action (void)
{
  check_broken ("negated-by-non-action.xml", TRUE,
                "negated-by=\"spy\": spy is not an action marker", NULL);
}

static void
test_negated_by_itself (void)
{
  check_broken ("negated-by-itself.xml", TRUE, "negated-by=\"spy\": a marker cannot negate its own play",
                NULL);
}

static void
test_negated_by_unknown (void)
{
  check_broken ("negated-by-unknown.xml", TRUE,
                "negated-by=\"spy\": no campaign marker has that name", NULL);
}

/* ---- usage ---- */

static void
check_usage (const char *a, const char *b)
{
  char *err = NULL;
  int rc = run_gen_args (a, b, &err);
  if (rc != 2)
    printf ("\n  ardina-gen %s %s exited with %d\n", a ? a : "", b ? b : "", rc);
  CU_ASSERT_EQUAL (rc, 2);
  CU_ASSERT_PTR_NOT_NULL (strstr (err, "usage: ardina-gen"));
  g_free (err);
}

static void
test_usage (void)
{
  check_usage (NULL, NULL);
  check_usage ("--schemas", "rules-xml");
  check_usage ("--frobnicate", "x.xml");
  char *file = fixture ("valid/rules.xml");
  check_usage ("--output-c", file);
  g_free (file);
}

static CU_TestInfo tests[] = {
  { "valid fixtures compile into C", test_valid_compiles },
  { "valid counter mix compiles its moments", test_valid_counters },
  { "valid fixtures check without outputs", test_valid_check_only },
  { "a table without a catalog", test_no_catalog },
  { "schema violation", test_schema_violation },
  { "ruling kind outside the schema", test_ruling_kind },
  { "dangling cross-reference", test_dangling_reference },
  { "parts of a rule", test_parts },
  { "duplicate rule id", test_duplicate_id },
  { "rules out of order", test_out_of_order },
  { "malformed XML", test_not_well_formed },
  { "value without provenance", test_no_provenance },
  { "reconstructed value with an empty why", test_empty_why },
  { "rulebook value citing an unknown rule", test_unknown_rule },
  { "die roll with a gap", test_dice_gap },
  { "moment given twice", test_moment_duplicate },
  { "moments out of order", test_moment_out_of_order },
  { "a moment never given", test_moment_missing },
  { "moment citing an unknown ruling", test_moment_unknown_ruling },
  { "action marker naming an undeclared moment", test_moment_undeclared },
  { "action marker naming an unknown moment", test_moment_unknown_name },
  { "action marker naming a moment twice", test_moment_twice },
  { "a marker kind introduced by an unknown rule", test_marker_introduced_by_unknown },
  { "a marker kind given twice", test_marker_kind_twice },
  { "moments on a marker that is not an action marker", test_moments_not_action },
  { "negated by a marker that is not an action marker", test_negated_by_non_action },
  { "negated by its own play", test_negated_by_itself },
  { "negated by a marker the mix lacks", test_negated_by_unknown },
  { "usage errors exit 2", test_usage },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("generator", tests);
}
