/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina rules [SECTION]: the catalog as a list; --rulings lists rulings;
 * --search WORDS finds the rules a player means when he cannot number them.
 *
 * The search is the library's (ardina_search_new(): BM25 over title,
 * paraphrase and rulings, Snowball stems, the catalog's synonyms); each of
 * 7.9's action markers is an entry of its own ("7.9/spy"). This file only
 * prints the hits, each with the line that says why it matched. */
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
      /* Clarifications marked, so that they are not taken for the
       * engine's interpretations. */
      g_string_append_printf (s, "] %s%s",
                              ardina_ruling_get_kind (g) == ARDINA_RULING_CLARIFICATION ? "(clarification) " : "",
                              ardina_ruling_get_question (g));
      cli_wrap (stdout, s->str, 0, cli_width ());
      g_string_free (s, TRUE);
    }
}

static void
list_rules (guint section)
{
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
}

/* One hit: its id and title; unless @brief, a line under it saying which
 * of the question's words it matched, as which of the catalog's words, and
 * where (ardina_search_get_why()). A part of a rule names its rule. */
static void
print_hit (const ArdinaSearch *s, guint i, gboolean brief)
{
  const ArdinaRule *r = ardina_search_get_rule (s, i);
  const ArdinaRulePart *part = ardina_search_get_part (s, i);
  if (part)
    printf ("%-6s %s (%s %s)\n", ardina_rule_part_get_id (part), ardina_rule_part_get_title (part),
            ardina_rule_get_id (r), ardina_rule_get_title (r));
  else
    printf ("%-6s %s\n", ardina_rule_get_id (r), ardina_rule_get_title (r));
  if (brief)
    return;
  char *why = g_strconcat ("matched: ", ardina_search_get_why (s, i), NULL);
  cli_wrap (stdout, why, 7, cli_width ());
  g_free (why);
}

/* @asked: the player's question, as one string. */
static int
search (const char *asked, gboolean brief)
{
  ArdinaSearch *s = ardina_search_new (asked);
  if (!s)
    return cli_usage_error ("rules", "--search needs at least one word");
  guint n = ardina_search_get_n_hits (s);
  for (guint i = 0; i < n; i++)
    print_hit (s, i, brief);
  if (!n)
    fprintf (stderr, "ardina rules: no rule matches '%s'\n", asked);
  ardina_search_free (s);
  return n ? CLI_OK : CLI_FAILED;
}

int
cli_rules (int argc, char **argv)
{
  gboolean rulings = FALSE, brief = FALSE;
  char *words = NULL;
  GOptionEntry entries[] = {
    { "rulings", 'r', 0, G_OPTION_ARG_NONE, &rulings,
      "List the rulings instead of the rules", NULL },
    { "search", 's', 0, G_OPTION_ARG_STRING, &words,
      "Find rules by words, best match first", "WORDS" },
    { "brief", 'b', 0, G_OPTION_ARG_NONE, &brief,
      "With --search, one line a hit, without why it matched", NULL },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "rules [SECTION]",
                      "List the rule catalog, or the rules of one section (\"18\"), "
                      "or find rules by words (--search \"how many units can a fleet carry\"): those whose title, "
                      "paraphrase or rulings use the words or the catalog's words for them, best match "
                      "first, each with why it matched; further operands are words too.", entries);
  if (rc != CLI_OK)
    return rc;
  if (words && rulings)
    rc = cli_usage_error ("rules", "--search and --rulings do not go together");
  else if (brief && !words)
    rc = cli_usage_error ("rules", "--brief goes with --search");
  else if (words)
    {
      /* The operands after the option's own word: --search retreat fleet. */
      GString *asked = g_string_new (words);
      for (int i = 1; i < argc; i++)
        g_string_append_printf (asked, " %s", argv[i]);
      rc = search (asked->str, brief);
      g_string_free (asked, TRUE);
    }
  else if (argc > 2)
    rc = cli_usage_error ("rules", "expected at most one section");
  else if (rulings)
    list_rulings ();
  else
    {
      guint section = 0;
      if (argc == 2 && !(section = parse_section (argv[1])))
        rc = cli_usage_error ("rules", "no section '%s': sections run from 1 to 38", argv[1]);
      else
        list_rules (section);
    }
  g_free (words);
  return rc;
}
