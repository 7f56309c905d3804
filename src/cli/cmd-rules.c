/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina rules [SECTION]: the catalog as a list; --rulings lists rulings;
 * --search WORDS finds the rules a player means when he cannot number them.
 *
 * A search ranks every rule by where the words occur: in its title (worth
 * most), in its paraphrase, and in the rulings that concern it. Words are
 * compared case-insensitively and by a rough stem, so that "retreat"
 * finds "Retreats", "retreating" and "retreated". Ties keep catalog order. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* Weights: one title hit outweighs the most a paraphrase can give a word,
 * so that a rule named after the word ranks above one that only uses it. */
#define TITLE_WEIGHT 10
#define TEXT_WEIGHT 3
#define TEXT_CAP 3    /* occurrences counted in a paraphrase, per word */
#define RULING_WEIGHT 1
#define RULING_CAP 3  /* occurrences counted over the rulings, per word */

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

/* ---- words ---- */

static gboolean
drop_suffix (char *w, const char *suffix, const char *put, size_t min_stem)
{
  size_t n = strlen (w), k = strlen (suffix);
  if (n < k + min_stem || strcmp (w + n - k, suffix) != 0)
    return FALSE;
  strcpy (w + n - k, put);
  return TRUE;
}

/* A rough stem, the same for a word's common forms: "retreats",
 * "retreating", "retreated" -> "retreat"; "fortresses" -> "fortress";
 * "colonies" -> "colony"; "disruption", "disrupted" -> "disrupt". The
 * plural matters most; the other endings spare the player from guessing
 * which form the paraphrase used. */
static void
stem (char *w)
{
  gboolean plural = drop_suffix (w, "ies", "y", 3) || drop_suffix (w, "sses", "ss", 2)
                    || drop_suffix (w, "ches", "ch", 2) || drop_suffix (w, "shes", "sh", 2)
                    || drop_suffix (w, "xes", "x", 2);
  size_t n = strlen (w);
  if (!plural && n > 3 && w[n - 1] == 's' && w[n - 2] != 's' && w[n - 2] != 'u' && w[n - 2] != 'i')
    w[n - 1] = 0;
  if (drop_suffix (w, "ions", "", 4) || drop_suffix (w, "ion", "", 4)
      || drop_suffix (w, "ing", "", 3) || drop_suffix (w, "ed", "", 3))
    return;
  drop_suffix (w, "e", "", 3);
}

/* The stemmed words of @text, in order, lower case: runs of letters and
 * digits (and any non-ASCII byte, so that accented letters stay in their
 * word). Single letters are dropped: "Tarleton's" is "tarleton". */
static GPtrArray *
words_of (const char *text)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  const guchar *p = (const guchar *) text;
  while (*p)
    {
      size_t n = 0;
      while (p[n] && (g_ascii_isalnum (p[n]) || p[n] >= 0x80))
        n++;
      if (n > 1 || (n == 1 && g_ascii_isdigit (*p)))
        {
          char *w = g_ascii_strdown ((const char *) p, (gssize) n);
          stem (w);
          g_ptr_array_add (words, w);
        }
      p += n ? n : 1;
    }
  return words;
}

/* Words too common to tell rules apart; dropped from a search unless it
 * has no other word. */
static gboolean
stop_word (const char *w)
{
  static const char *const stop[] = {
    "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it",
    "of", "on", "or", "the", "to", "with",
  };
  for (guint i = 0; i < G_N_ELEMENTS (stop); i++)
    if (strcmp (w, stop[i]) == 0)
      return TRUE;
  return FALSE;
}

/* The distinct words of @words, without the stop words when @drop_stop. */
static GPtrArray *
distinct_words (const GPtrArray *words, gboolean drop_stop)
{
  GPtrArray *kept = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < words->len; i++)
    {
      const char *w = g_ptr_array_index (words, i);
      if (!(drop_stop && stop_word (w)) && !g_ptr_array_find_with_equal_func (kept, w, g_str_equal, NULL))
        g_ptr_array_add (kept, g_strdup (w));
    }
  return kept;
}

/* The words searched for: every operand, each split into words; a word
 * given twice counts once. */
static GPtrArray *
query_words (const char *all)
{
  GPtrArray *words = words_of (all), *kept = distinct_words (words, TRUE);
  if (!kept->len)
    {
      g_ptr_array_unref (kept);
      kept = distinct_words (words, FALSE);
    }
  g_ptr_array_unref (words);
  return kept;
}

static guint
occurrences (const GPtrArray *text, const char *word)
{
  guint n = 0;
  for (guint i = 0; i < text->len; i++)
    n += strcmp (g_ptr_array_index (text, i), word) == 0;
  return n;
}

/* ---- scoring ---- */

typedef struct {
  const ArdinaRule *rule;
  guint score;
  gboolean in_title, in_text;
  guint64 rulings;  /* bit i: the rule's ruling i matched */
} Hit;

#define MAX_RULINGS 64

/* What the rulings concerning @r add for @word; notes the ids that match. */
static guint
score_rulings (const ArdinaRule *r, const char *word, Hit *hit)
{
  const ArdinaRuling *list[MAX_RULINGS];
  guint n = MIN (ardina_rule_get_rulings (r, list, MAX_RULINGS), MAX_RULINGS);
  guint found = 0;
  for (guint i = 0; i < n; i++)
    {
      char *text = g_strjoin (" ", ardina_ruling_get_question (list[i]),
                              ardina_ruling_get_answer (list[i]),
                              ardina_ruling_get_rationale (list[i]), NULL);
      GPtrArray *words = words_of (text);
      guint k = occurrences (words, word);
      g_ptr_array_unref (words);
      g_free (text);
      if (!k)
        continue;
      found += k;
      hit->rulings |= G_GUINT64_CONSTANT (1) << i;
    }
  return MIN (found, RULING_CAP) * RULING_WEIGHT;
}

static Hit
score_rule (const ArdinaRule *r, const GPtrArray *query)
{
  Hit hit = { r, 0, FALSE, FALSE, 0 };
  GPtrArray *title = words_of (ardina_rule_get_title (r));
  GPtrArray *text = words_of (ardina_rule_get_paraphrase (r));
  for (guint i = 0; i < query->len; i++)
    {
      const char *w = g_ptr_array_index (query, i);
      guint t = occurrences (title, w) ? TITLE_WEIGHT : 0;
      guint p = MIN (occurrences (text, w), TEXT_CAP) * TEXT_WEIGHT;
      hit.in_title |= t > 0;
      hit.in_text |= p > 0;
      hit.score += t + p + score_rulings (r, w, &hit);
    }
  g_ptr_array_unref (title);
  g_ptr_array_unref (text);
  return hit;
}

/* Best score first; equal scores in catalog order. */
static int
by_score (gconstpointer a, gconstpointer b)
{
  const Hit *x = a, *y = b;
  if (x->score != y->score)
    return x->score > y->score ? -1 : 1;
  guint i = ardina_rule_get_index (x->rule), j = ardina_rule_get_index (y->rule);
  return i < j ? -1 : i > j;
}

/* "(title, paraphrase, rulings R-14 R-20)": where the words were found. */
static void
print_hit (const Hit *h)
{
  GString *where = g_string_new (NULL);
  if (h->in_title)
    g_string_append (where, "title");
  if (h->in_text)
    g_string_append_printf (where, "%sparaphrase", where->len ? ", " : "");
  const ArdinaRuling *list[MAX_RULINGS];
  guint n = MIN (ardina_rule_get_rulings (h->rule, list, MAX_RULINGS), MAX_RULINGS);
  const char *sep = where->len ? ", rulings " : "rulings ";
  for (guint i = 0; i < n; i++)
    if (h->rulings & (G_GUINT64_CONSTANT (1) << i))
      {
        g_string_append_printf (where, "%s%s", sep, ardina_ruling_get_id (list[i]));
        sep = " ";
      }
  printf ("%-6s %s  (%s)\n", ardina_rule_get_id (h->rule), ardina_rule_get_title (h->rule),
          where->str);
  g_string_free (where, TRUE);
}

/* @asked: every word searched for, as one string. */
static int
search (const char *asked)
{
  GPtrArray *query = query_words (asked);
  if (!query->len)
    {
      g_ptr_array_unref (query);
      return cli_usage_error ("rules", "--search needs at least one word");
    }
  GArray *hits = g_array_new (FALSE, FALSE, sizeof (Hit));
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      Hit h = score_rule (ardina_rule_nth (i), query);
      if (h.score)
        g_array_append_val (hits, h);
    }
  g_array_sort (hits, by_score);
  for (guint i = 0; i < hits->len; i++)
    print_hit (&g_array_index (hits, Hit, i));
  if (!hits->len)
    fprintf (stderr, "ardina rules: no rule matches '%s'\n", asked);
  int rc = hits->len ? CLI_OK : CLI_FAILED;
  g_array_unref (hits);
  g_ptr_array_unref (query);
  return rc;
}

int
cli_rules (int argc, char **argv)
{
  gboolean rulings = FALSE;
  char *words = NULL;
  GOptionEntry entries[] = {
    { "rulings", 'r', 0, G_OPTION_ARG_NONE, &rulings,
      "List the rulings instead of the rules", NULL },
    { "search", 's', 0, G_OPTION_ARG_STRING, &words,
      "Find rules by words, best match first", "WORDS" },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "rules [SECTION]",
                      "List the rule catalog, or the rules of one section (\"18\"), "
                      "or find rules by words (--search \"retreat fleet\"): those whose title, paraphrase "
                      "or rulings use the words, best match first; further operands are words too.", entries);
  if (rc != CLI_OK)
    return rc;
  if (words && rulings)
    rc = cli_usage_error ("rules", "--search and --rulings do not go together");
  else if (words)
    {
      /* The operands after the option's own word: --search retreat fleet. */
      GString *asked = g_string_new (words);
      for (int i = 1; i < argc; i++)
        g_string_append_printf (asked, " %s", argv[i]);
      rc = search (asked->str);
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
