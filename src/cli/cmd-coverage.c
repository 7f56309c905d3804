/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina coverage [DIR]: the oracle measured against the rule catalog, both
 * ways: for every rule, the cases citing it and whether the engine cited it
 * while running them; restrictions no refusal case shows; cases citing ids
 * the catalog lacks; a summary per section; the rules with an effect in
 * play the engine never cited; and last the line
 * "covered: N of M rules cited by the engine". --floor FILE fails (exit 1)
 * when N is below the number in FILE, so coverage can only grow. A file
 * that is not a case exits 2, as for `ardina check`: the data is broken,
 * not the engine. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  ArdinaOracleCoverage *cov;
  guint unreadable, failing;
} Survey;

static void
survey_file (Survey *s, const char *file)
{
  GError *error = NULL;
  ArdinaOracleResult *r = ardina_oracle_run_file (file, &error);
  if (!r)
    {
      cli_error ("coverage", "%s", error->message);
      g_error_free (error);
      s->unreadable++;
      return;
    }
  s->failing += !ardina_oracle_result_passed (r);
  ardina_oracle_coverage_add (s->cov, r);
  ardina_oracle_result_free (r);
}

/* "id cases engine class cited-by": one line per catalog rule. */
static void
print_rules (const ArdinaOracleCoverage *cov)
{
  printf ("%-6s %5s  %-6s %-11s %s\n", "id", "cases", "engine", "class", "cited by");
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      guint n = ardina_oracle_coverage_get_n_cases (cov, r);
      printf ("%-6s %5u  %-6s %-*s", ardina_rule_get_id (r), n,
              ardina_oracle_coverage_engine_cited (cov, r) ? "yes" : "no", n ? 11 : 0,
              ardina_rule_class_to_string (ardina_rule_get_class (r)));
      for (guint j = 0; j < n && j < 4; j++)
        printf (" %s", ardina_oracle_coverage_get_case (cov, r, j));
      printf ("%s\n", n > 4 ? " ..." : "");
    }
}

static gboolean
restriction_uncovered (const ArdinaOracleCoverage *cov, const ArdinaRule *r)
{
  return ardina_rule_get_class (r) == ARDINA_CLASS_RESTRICTION && !ardina_oracle_coverage_refusal_cited (cov, r);
}

static void
print_flags (const ArdinaOracleCoverage *cov)
{
  guint n = 0;
  printf ("\nrestrictions without a refusal case (a forbidding rule is covered only by a refusal):\n");
  for (guint i = 0; i < ardina_rule_count (); i++)
    if (restriction_uncovered (cov, ardina_rule_nth (i)))
      {
        printf ("  %-6s %s\n", ardina_rule_get_id (ardina_rule_nth (i)), ardina_rule_get_title (ardina_rule_nth (i)));
        n++;
      }
  if (!n)
    printf ("  (none)\n");
  printf ("\ncases citing rules that are not in the catalog:\n");
  for (guint i = 0; i < ardina_oracle_coverage_get_n_unknown (cov); i++)
    printf ("  %s\n", ardina_oracle_coverage_get_unknown (cov, i));
  if (!ardina_oracle_coverage_get_n_unknown (cov))
    printf ("  (none)\n");
}

static void
print_sections (const ArdinaOracleCoverage *cov)
{
  printf ("\n%-8s %5s %6s %6s %12s\n", "section", "rules", "cases", "engine", "restr-no-ref");
  for (guint i = 0; i < ardina_rule_count (); )
    {
      guint section = ardina_rule_get_section (ardina_rule_nth (i)), rules = 0, cased = 0, cited = 0, bare = 0;
      for (; i < ardina_rule_count () && ardina_rule_get_section (ardina_rule_nth (i)) == section; i++)
        {
          const ArdinaRule *r = ardina_rule_nth (i);
          rules++;
          cased += ardina_oracle_coverage_get_n_cases (cov, r) > 0;
          cited += ardina_oracle_coverage_engine_cited (cov, r);
          bare += restriction_uncovered (cov, r);
        }
      printf ("%-8u %5u %6u %6u %12u\n", section, rules, cased, cited, bare);
    }
}

/* A rule of these classes changes play: the engine should cite it when it
 * applies it. Headings, definitions and notes state no effect of their
 * own (the rules that use their terms are the ones cited). */
static gboolean
has_effect (const ArdinaRule *r)
{
  ArdinaRuleClass k = ardina_rule_get_class (r);
  return k == ARDINA_CLASS_PROCEDURE || k == ARDINA_CLASS_RESTRICTION || k == ARDINA_CLASS_TABLE;
}

/* The rules the engine never cited while running the cases: those with an
 * effect in play one per line (each is work left, or a rule the engine
 * keeps without an event, such as what the views hide), the others
 * counted by class. */
static void
print_uncited (const ArdinaOracleCoverage *cov)
{
  guint effect = 0, other[ARDINA_CLASS_NOTE + 1] = { 0 };
  printf ("\nrules with an effect in play the engine never cited:\n");
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      if (ardina_oracle_coverage_engine_cited (cov, r))
        continue;
      if (!has_effect (r))
        {
          other[ardina_rule_get_class (r)]++;
          continue;
        }
      printf ("  %-6s %-11s %s\n", ardina_rule_get_id (r), ardina_rule_class_to_string (ardina_rule_get_class (r)),
              ardina_rule_get_title (r));
      effect++;
    }
  if (!effect)
    printf ("  (none)\n");
  printf ("never cited, with no effect of their own:");
  for (guint k = 0; k < G_N_ELEMENTS (other); k++)
    if (other[k])
      printf (" %u %s%s", other[k], ardina_rule_class_to_string ((ArdinaRuleClass) k), other[k] == 1 ? "" : "s");
  printf ("\n");
}

/* The first number in @path (comments after '#' allowed); -1 if none. */
static long
read_floor (const char *path)
{
  char *text = NULL;
  long floor = -1;
  if (!g_file_get_contents (path, &text, NULL, NULL))
    return -1;
  for (char *line = strtok (text, "\n"); line && floor < 0; line = strtok (NULL, "\n"))
    {
      char *end;
      line += strspn (line, " \t");
      long v = strtol (line, &end, 10);
      if (end != line && v >= 0)
        floor = v;
    }
  g_free (text);
  return floor;
}

static int
coverage_run (const char *dir, const char *floor_file)
{
  long floor = floor_file ? read_floor (floor_file) : 0;
  if (floor < 0)
    return cli_usage_error ("coverage", "%s holds no number to use as the floor", floor_file);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  char *paths[] = { (char *) dir };
  if (!cli_case_files ("coverage", paths, 1, files))
    {
      g_ptr_array_free (files, TRUE);
      return CLI_USAGE;
    }
  Survey s = { ardina_oracle_coverage_new (), 0, 0 };
  for (guint i = 0; i < files->len; i++)
    survey_file (&s, g_ptr_array_index (files, i));
  print_rules (s.cov);
  print_flags (s.cov);
  print_sections (s.cov);
  print_uncited (s.cov);
  guint covered = ardina_oracle_coverage_count_engine_cited (s.cov);
  printf ("\n%u case file%s: %u unreadable, %u failing (failing cases count for nothing)\n",
          files->len, files->len == 1 ? "" : "s", s.unreadable, s.failing);
  printf ("covered: %u of %u rules cited by the engine\n", covered, ardina_rule_count ());
  int rc = CLI_OK;
  if (floor_file && (long) covered < floor)
    {
      cli_error ("coverage", "%u rule%s cited by the engine, below the floor of %ld in %s",
                 covered, covered == 1 ? "" : "s", floor, floor_file);
      rc = CLI_FAILED;
    }
  if (s.unreadable)
    rc = CLI_USAGE;
  ardina_oracle_coverage_free (s.cov);
  g_ptr_array_free (files, TRUE);
  return rc;
}

int
cli_coverage (int argc, char **argv)
{
  char *oracle = NULL, *floor = NULL;
  GOptionEntry entries[] = {
    { "oracle", 0, 0, G_OPTION_ARG_FILENAME, &oracle, "The oracle directory (same as DIR)", "DIR" },
    { "floor", 0, 0, G_OPTION_ARG_FILENAME, &floor,
      "Exit 1 below the count of rules in FILE", "FILE" },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "coverage [DIR]",
                      "Which catalog rules the oracle cases cite, and which the engine cited while "
                      "running them.\nDIR defaults to --oracle, then $ARDINA_ORACLE_DIR, then oracle/ of the "
                      "data directory (ardina(1), FILES).\nExits 1 below --floor, 2 when a file is not "
                      "a valid case.", entries);
  if (rc == CLI_OK && argc > 2)
    rc = cli_usage_error ("coverage", "expected at most one directory");
  char *dir = NULL;
  if (rc == CLI_OK && argc < 2 && !(dir = cli_oracle_dir ("coverage", oracle)))
    rc = CLI_USAGE;
  if (rc == CLI_OK)
    rc = coverage_run (argc == 2 ? argv[1] : dir, floor);
  g_free (dir), g_free (oracle), g_free (floor);
  return rc;
}
