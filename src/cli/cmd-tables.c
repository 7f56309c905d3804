/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina tables [NAME] [--reconstructed]: the compiled tables, each value
 * with its provenance. --reconstructed keeps only the values the project
 * reconstructed, with the file and line to correct, for anyone holding the
 * printed mapsheet to check them.
 *
 * The generator records each table's file relative to the source root
 * ("rules-xml/dice.xml"); it is printed as found from here, through the
 * data directory (cli_data_dir: a source tree here, else the installed
 * copy), so that the path printed can be opened. */
#include "cli.h"

static void
print_value (const ArdinaValue *v, const char *file)
{
  const char *label = ardina_value_get_label (v);
  const ArdinaRule *rule = ardina_value_get_rule (v);
  printf ("  %s", ardina_value_get_key (v));
  if (label && g_strcmp0 (label, ardina_value_get_key (v)) != 0)
    printf (" (%s)", label);
  printf (": %s = %s\n", ardina_value_get_field (v), ardina_value_get_text (v));
  if (rule)
    {
      printf ("      rulebook %s\n", ardina_rule_get_id (rule));
      return;
    }
  char *why = g_strdup_printf ("reconstructed (%s:%u): %s", file,
                               ardina_value_get_line (v), ardina_value_get_rationale (v));
  cli_wrap (stdout, why, 6, cli_width ());
  g_free (why);
}

static guint
print_table (const ArdinaTable *t, gboolean reconstructed_only, const char *data_dir)
{
  guint shown = 0;
  char *file = cli_data_path (data_dir, ardina_table_get_file (t));
  printf ("%s: %s (%s)\n", ardina_table_get_name (t), ardina_table_get_title (t), file);
  for (guint i = 0; i < ardina_table_get_n_values (t); i++)
    {
      const ArdinaValue *v = ardina_table_get_value (t, i);
      if (reconstructed_only && ardina_value_get_source (v) != ARDINA_SOURCE_RECONSTRUCTED)
        continue;
      print_value (v, file);
      shown++;
    }
  if (!shown)
    printf ("  (none)\n");
  printf ("\n");
  g_free (file);
  return shown;
}

static int
unknown_table (const char *name)
{
  GString *names = g_string_new (NULL);
  for (guint i = 0; i < ardina_table_count (); i++)
    g_string_append_printf (names, " %s", ardina_table_get_name (ardina_table_nth (i)));
  int rc = cli_usage_error ("tables", "no table '%s'; the tables are:%s", name, names->str);
  g_string_free (names, TRUE);
  return rc;
}

/* Every table, or @only; the closing count. */
static void
print_tables (const ArdinaTable *only, gboolean reconstructed, const char *data_dir)
{
  guint shown = 0, total = 0;
  for (guint i = 0; i < ardina_table_count (); i++)
    {
      const ArdinaTable *t = ardina_table_nth (i);
      if (only && t != only)
        continue;
      shown += print_table (t, reconstructed, data_dir);
      total += ardina_table_get_n_values (t);
    }
  printf ("%u of %u value%s shown%s.\n", shown, total, total == 1 ? "" : "s",
          reconstructed ? " (reconstructed; the rest are stated by the rulebook)" : "");
}

int
cli_tables (int argc, char **argv)
{
  gboolean reconstructed = FALSE;
  char *data_dir = NULL;
  GOptionEntry entries[] = {
    { "reconstructed", 'r', 0, G_OPTION_ARG_NONE, &reconstructed,
      "Only the values the project reconstructed", NULL },
    { "data-dir", 0, 0, G_OPTION_ARG_FILENAME, &data_dir,
      "Name the tables' files under DIR/rules-xml", "DIR" },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "tables [NAME]",
                      "Print the compiled rules tables, each value with its provenance. --data-dir "
                      "names where the files that hold the values are said to be (default: "
                      "$ARDINA_DATA_DIR, a source tree here, else the installed copy).", entries);
  const ArdinaTable *only = NULL;
  if (rc == CLI_OK && argc > 2)
    rc = cli_usage_error ("tables", "expected at most one table name");
  else if (rc == CLI_OK && argc == 2 && !(only = ardina_table_lookup (argv[1])))
    rc = unknown_table (argv[1]);
  if (rc == CLI_OK)
    print_tables (only, reconstructed, data_dir);
  g_free (data_dir);
  return rc;
}

