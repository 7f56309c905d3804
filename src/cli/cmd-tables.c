/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina tables [NAME] [--reconstructed]: the compiled tables, each value
 * with its provenance. --reconstructed keeps only the values the project
 * reconstructed, with the file and line to correct, for anyone holding the
 * printed mapsheet to check them. */
#include "cli.h"

static void
print_value (const ArdinaValue *v)
{
  const char *label = ardina_value_get_label (v);
  const ArdinaRule *rule = ardina_value_get_rule (v);
  const ArdinaTable *t = ardina_value_get_table (v);
  printf ("  %s", ardina_value_get_key (v));
  if (label && g_strcmp0 (label, ardina_value_get_key (v)) != 0)
    printf (" (%s)", label);
  printf (": %s = %s\n", ardina_value_get_field (v), ardina_value_get_text (v));
  if (rule)
    {
      printf ("      rulebook %s\n", ardina_rule_get_id (rule));
      return;
    }
  char *why = g_strdup_printf ("reconstructed (%s:%u): %s", ardina_table_get_file (t),
                               ardina_value_get_line (v), ardina_value_get_rationale (v));
  cli_wrap (stdout, why, 6, 78);
  g_free (why);
}

static guint
print_table (const ArdinaTable *t, gboolean reconstructed_only)
{
  guint shown = 0;
  printf ("%s: %s (%s)\n", ardina_table_get_name (t), ardina_table_get_title (t),
          ardina_table_get_file (t));
  for (guint i = 0; i < ardina_table_get_n_values (t); i++)
    {
      const ArdinaValue *v = ardina_table_get_value (t, i);
      if (reconstructed_only && ardina_value_get_source (v) != ARDINA_SOURCE_RECONSTRUCTED)
        continue;
      print_value (v);
      shown++;
    }
  if (!shown)
    printf ("  (none)\n");
  printf ("\n");
  return shown;
}

static int
unknown_table (const char *name)
{
  fprintf (stderr, "ardina tables: no table '%s'; the tables are:", name);
  for (guint i = 0; i < ardina_table_count (); i++)
    fprintf (stderr, " %s", ardina_table_get_name (ardina_table_nth (i)));
  fputc ('\n', stderr);
  return CLI_USAGE;
}

int
cli_tables (int argc, char **argv)
{
  gboolean reconstructed = FALSE;
  GOptionEntry entries[] = {
    { "reconstructed", 'r', 0, G_OPTION_ARG_NONE, &reconstructed,
      "Only the values reconstructed by the project, not stated by the rulebook", NULL },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "tables [NAME]",
                      "Print the compiled rules tables, each value with its provenance.", entries);
  if (rc != CLI_OK)
    return rc;
  if (argc > 2)
    return cli_usage_error ("tables", "expected at most one table name");
  const ArdinaTable *only = NULL;
  if (argc == 2 && !(only = ardina_table_lookup (argv[1])))
    return unknown_table (argv[1]);

  guint shown = 0, total = 0;
  for (guint i = 0; i < ardina_table_count (); i++)
    {
      const ArdinaTable *t = ardina_table_nth (i);
      if (only && t != only)
        continue;
      shown += print_table (t, reconstructed);
      total += ardina_table_get_n_values (t);
    }
  printf ("%u of %u values shown%s.\n", shown, total,
          reconstructed ? " (reconstructed; the rest are stated by the rulebook)" : "");
  return CLI_OK;
}
