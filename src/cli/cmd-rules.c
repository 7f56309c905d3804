/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina rules [SECTION]: the catalog as a list; --rulings lists rulings. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* "18" or "18.0" -> 18; 0 when it is not a section of the catalog. */
static guint
parse_section (const char *s)
{
  char *end;
  long v = strtol (s, &end, 10);
  if (end == s || (*end && strcmp (end, ".0") != 0) || v < 1)
    return 0;
  char id[32];
  snprintf (id, sizeof id, "%ld.0", v);
  return ardina_rule_lookup (id) ? (guint) v : 0;
}

static void
list_rulings (void)
{
  for (guint i = 0; i < ardina_ruling_count (); i++)
    {
      const ArdinaRuling *g = ardina_ruling_nth (i);
      GString *s = g_string_new (NULL);
      g_string_append_printf (s, "%-5s [", ardina_ruling_get_id (g));
      for (guint j = 0; j < ardina_ruling_get_n_concerns (g); j++)
        g_string_append_printf (s, "%s%s", j ? " " : "",
                                ardina_rule_get_id (ardina_ruling_get_concern (g, j)));
      g_string_append_printf (s, "] %s", ardina_ruling_get_question (g));
      cli_wrap (stdout, s->str, 0, 78);
      g_string_free (s, TRUE);
    }
}

int
cli_rules (int argc, char **argv)
{
  gboolean rulings = FALSE;
  GOptionEntry entries[] = {
    { "rulings", 'r', 0, G_OPTION_ARG_NONE, &rulings,
      "List the rulings instead of the rules", NULL },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "rules [SECTION]",
                      "List the rule catalog, or the rules of one section (\"18\").", entries);
  if (rc != CLI_OK)
    return rc;
  if (argc > 2)
    return cli_usage_error ("rules", "expected at most one section");
  if (rulings)
    {
      list_rulings ();
      return CLI_OK;
    }
  guint section = 0;
  if (argc == 2 && !(section = parse_section (argv[1])))
    return cli_usage_error ("rules", "no section '%s': sections run from 1 to 38", argv[1]);
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      if (section && ardina_rule_get_section (r) != section)
        continue;
      gboolean header = ardina_rule_get_kind (r) == ARDINA_RULE_SECTION;
      printf ("%s%-6s %s", header ? "" : "  ", ardina_rule_get_id (r), ardina_rule_get_title (r));
      if (!header)
        printf ("  [%s, %s]", ardina_rule_kind_to_string (ardina_rule_get_kind (r)),
                ardina_rule_class_to_string (ardina_rule_get_class (r)));
      printf ("\n");
    }
  return CLI_OK;
}
