/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina rule ID: everything the reference knows about one rule.
 *
 * The id is read first as a canonical id, then as a number the rulebook
 * prints: "28.2" is both the fortress rule and, misprinted, the partisan
 * rule 29.2, and both are shown, the second with a note. "R-n" shows a
 * ruling. An unknown id exits with status 2 and the closest ids. */
#include "cli.h"

#include <string.h>

#define WIDTH 78
#define MAX_LIST 64

static void
print_rule_list (const char *heading, const ArdinaRule **rules, guint n)
{
  if (!n)
    return;
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < n && i < MAX_LIST; i++)
    g_string_append_printf (s, "%s%s %s", i ? "; " : "",
                            ardina_rule_get_id (rules[i]), ardina_rule_get_title (rules[i]));
  printf ("%s:\n", heading);
  cli_wrap (stdout, s->str, 2, WIDTH);
  g_string_free (s, TRUE);
}

static void
print_refs (const ArdinaRule *r)
{
  const ArdinaRule *list[MAX_LIST];
  guint n = ardina_rule_get_n_refs (r);
  for (guint i = 0; i < n && i < MAX_LIST; i++)
    list[i] = ardina_rule_get_ref (r, i);
  print_rule_list ("See also", list, n);
  n = ardina_rule_get_referrers (r, list, MAX_LIST);
  print_rule_list ("Referred to by", list, n);
}

static void
print_errata (const ArdinaRule *r)
{
  guint n = ardina_rule_get_n_errata (r);
  if (!n)
    return;
  printf ("Errata:\n");
  for (guint i = 0; i < n; i++)
    {
      char *line = g_strdup_printf ("Printed as %s. %s", ardina_rule_get_erratum_printed (r, i),
                                    ardina_rule_get_erratum_text (r, i));
      cli_wrap (stdout, line, 2, WIDTH);
      g_free (line);
    }
}

static void
print_ruling_body (const ArdinaRuling *g, int indent)
{
  GString *c = g_string_new ("Concerns:");
  for (guint i = 0; i < ardina_ruling_get_n_concerns (g); i++)
    g_string_append_printf (c, " %s", ardina_rule_get_id (ardina_ruling_get_concern (g, i)));
  cli_wrap (stdout, c->str, indent, WIDTH);
  g_string_free (c, TRUE);
  char *q = g_strconcat ("Question: ", ardina_ruling_get_question (g), NULL);
  char *a = g_strconcat ("Ruling: ", ardina_ruling_get_answer (g), NULL);
  char *w = g_strconcat ("Why: ", ardina_ruling_get_rationale (g), NULL);
  cli_wrap (stdout, q, indent, WIDTH);
  cli_wrap (stdout, a, indent, WIDTH);
  cli_wrap (stdout, w, indent, WIDTH);
  g_free (q), g_free (a), g_free (w);
}

static void
print_rulings (const ArdinaRule *r)
{
  const ArdinaRuling *list[MAX_LIST];
  guint n = ardina_rule_get_rulings (r, list, MAX_LIST);
  if (!n)
    return;
  printf ("Rulings:\n");
  for (guint i = 0; i < n && i < MAX_LIST; i++)
    {
      printf ("  %s\n", ardina_ruling_get_id (list[i]));
      print_ruling_body (list[i], 4);
    }
}

static void
print_values (const ArdinaRule *r)
{
  const ArdinaValue *list[MAX_LIST];
  guint n = ardina_rule_get_values (r, list, MAX_LIST);
  if (!n)
    return;
  printf ("Table values:\n");
  for (guint i = 0; i < n && i < MAX_LIST; i++)
    {
      const ArdinaValue *v = list[i];
      const ArdinaRule *stated = ardina_value_get_rule (v);
      char *line = g_strdup_printf ("%s %s: %s = %s (%s%s%s)",
                                    ardina_table_get_name (ardina_value_get_table (v)),
                                    ardina_value_get_key (v), ardina_value_get_field (v),
                                    ardina_value_get_text (v),
                                    ardina_source_to_string (ardina_value_get_source (v)),
                                    stated ? " " : "", stated ? ardina_rule_get_id (stated) : "");
      cli_wrap (stdout, line, 2, WIDTH);
      g_free (line);
    }
  if (n > MAX_LIST)
    printf ("  ... and %u more: see 'ardina tables'\n", n - MAX_LIST);
}

/* Say "none yet" rather than print nothing, so that nobody takes silence
 * for "no case needed". */
static void
print_cases (const ArdinaRule *r)
{
  const ArdinaCase *list[MAX_LIST];
  guint n = ardina_rule_get_cases (r, list, MAX_LIST);
  if (!n)
    {
      printf ("Oracle cases: none yet\n");
      return;
    }
  printf ("Oracle cases (run them with 'ardina check FILE'):\n");
  for (guint i = 0; i < n && i < MAX_LIST; i++)
    {
      char *line = g_strdup_printf ("%s (%s): %s", ardina_case_get_id (list[i]),
                                    ardina_case_get_file (list[i]), ardina_case_get_question (list[i]));
      cli_wrap (stdout, line, 2, WIDTH);
      g_free (line);
    }
}

static void
print_rule (const ArdinaRule *r)
{
  const ArdinaRule *h = ardina_rule_get_header (r);
  printf ("%s  %s\n", ardina_rule_get_id (r), ardina_rule_get_title (r));
  if (h != r)
    printf ("Section %s %s; ", ardina_rule_get_id (h), ardina_rule_get_title (h));
  printf ("%s, %s\n\n", ardina_rule_kind_to_string (ardina_rule_get_kind (r)),
          ardina_rule_class_to_string (ardina_rule_get_class (r)));
  cli_wrap (stdout, ardina_rule_get_paraphrase (r), 2, WIDTH);
  printf ("\n");
  print_refs (r);
  print_errata (r);
  print_rulings (r);
  print_values (r);
  print_cases (r);
}

static int
unknown (const char *id)
{
  const ArdinaRule *near[5];
  guint n = ardina_rule_suggest (id, near, G_N_ELEMENTS (near));
  fprintf (stderr, "ardina rule: no rule '%s' in the catalog", id);
  for (guint i = 0; i < n; i++)
    fprintf (stderr, "%s%s", i ? ", " : "; closest: ", ardina_rule_get_id (near[i]));
  fputc ('\n', stderr);
  return CLI_USAGE;
}

static int
show_ruling (const char *id)
{
  const ArdinaRuling *g = ardina_ruling_lookup (id);
  if (!g)
    {
      fprintf (stderr, "ardina rule: no ruling '%s' (there are R-1 to R-%u)\n", id,
               ardina_ruling_count ());
      return CLI_USAGE;
    }
  printf ("%s\n", ardina_ruling_get_id (g));
  print_ruling_body (g, 2);
  return CLI_OK;
}

int
cli_rule (int argc, char **argv)
{
  int rc = cli_parse (&argc, &argv, "rule ID",
                      "Explain one rule by its id (\"18.7\"), by the number the rulebook "
                      "prints (\"28.2\"), or one ruling (\"R-3\").", NULL);
  if (rc != CLI_OK)
    return rc;
  if (argc != 2)
    return cli_usage_error ("rule", "expected exactly one rule id");
  const char *id = argv[1];
  if (g_ascii_toupper (id[0]) == 'R' && id[1] == '-')
    return show_ruling (id);

  const ArdinaRule *canon = ardina_rule_lookup (id), *printed[8];
  guint n = ardina_rule_lookup_printed (id, printed, G_N_ELEMENTS (printed));
  if (!canon && !n)
    return unknown (id);
  if (canon)
    print_rule (canon);
  for (guint i = 0; i < n && i < G_N_ELEMENTS (printed); i++)
    {
      if (printed[i] == canon)
        continue;
      printf ("%sNote: the rulebook also prints the number %s on rule %s; "
              "its catalog id is %s.\n\n", canon ? "\n" : "", id,
              ardina_rule_get_id (printed[i]), ardina_rule_get_id (printed[i]));
      print_rule (printed[i]);
    }
  return CLI_OK;
}
