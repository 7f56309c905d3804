/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The rule catalog: the lookups over the tables compiled from rules.xml
 * that take more than reading a row (a number as printed, with its
 * errata; the rules closest to a mistyped id; the cases citing a rule).
 * The plain count, nth, lookup and field getters are accessors.c's rows.
 *
 * Everything here reads constant data; nothing allocates. Rules are stored
 * in rulebook order, so a rule's index is also its place in the book. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

static gboolean
has_erratum (const ArdinaRule *r, const char *printed)
{
  for (guint j = 0; j < r->n_errata; j++)
    if (strcmp (ardina_data_errata[r->errata_at + j].printed, printed) == 0)
      return TRUE;
  return FALSE;
}

/* A rule is printed under its own id unless an erratum says it was printed
 * under another; it is also printed under every number its errata give. */
static gboolean
printed_as (const ArdinaRule *r, const char *printed)
{
  if (has_erratum (r, printed))
    return TRUE;
  return strcmp (r->id, printed) == 0 && r->n_errata == 0;
}

guint
ardina_rule_lookup_printed (const char *printed, const ArdinaRule **out, guint max)
{
  guint n = 0;
  g_return_val_if_fail (printed != NULL, 0);
  for (guint i = 0; i < ARDINA_DATA_N_RULES; i++)
    if (printed_as (&ardina_data_rules[i], printed))
      {
        if (n < max && out)
          out[n] = &ardina_data_rules[i];
        n++;
      }
  return n;
}

/* Edit distance between two short ids. */
static guint
distance (const char *a, const char *b)
{
  guint la = strlen (a), lb = strlen (b), row[32];
  if (la >= G_N_ELEMENTS (row) || lb >= G_N_ELEMENTS (row))
    return G_MAXUINT;
  for (guint j = 0; j <= lb; j++)
    row[j] = j;
  for (guint i = 1; i <= la; i++)
    {
      guint diag = row[0];
      row[0] = i;
      for (guint j = 1; j <= lb; j++)
        {
          guint up = row[j];
          guint best = MIN (row[j] + 1, row[j - 1] + 1);
          row[j] = MIN (best, diag + (a[i - 1] != b[j - 1]));
          diag = up;
        }
    }
  return row[lb];
}

/* Closeness of a rule to what the user typed: edit distance first, then,
 * within the typed section, numeric distance of the rule number. */
static guint
score (const ArdinaRule *r, const char *id)
{
  guint d = distance (r->id, id) * 1000;
  long sec = strtol (id, NULL, 10);
  const char *dot = strchr (id, '.');
  if (sec == r->section && dot)
    d += (guint) labs (strtol (dot + 1, NULL, 10) - r->number);
  else
    d += 500;
  return d;
}

guint
ardina_rule_suggest (const char *id, const ArdinaRule **out, guint max)
{
  guint n = 0;
  g_return_val_if_fail (id != NULL, 0);
  /* Insertion into a short sorted list: max is small (a handful). */
  guint *scores = g_newa (guint, max + 1);
  for (guint i = 0; i < ARDINA_DATA_N_RULES && max; i++)
    {
      const ArdinaRule *r = &ardina_data_rules[i];
      guint s = score (r, id), k = n < max ? n++ : max;
      if (k == max && s >= scores[max - 1])
        continue;
      if (k == max)
        k = max - 1;
      while (k > 0 && scores[k - 1] > s)
        {
          scores[k] = scores[k - 1];
          out[k] = out[k - 1];
          k--;
        }
      scores[k] = s;
      out[k] = r;
    }
  return n;
}

const char *
ardina_rule_kind_to_string (ArdinaRuleKind kind)
{
  static const char *const names[] = { "section", "normative", "descriptive", "optional" };
  return (guint) kind < G_N_ELEMENTS (names) ? names[kind] : "unknown";
}

const char *
ardina_rule_class_to_string (ArdinaRuleClass klass)
{
  static const char *const names[] = {
    "heading", "definition", "procedure", "restriction", "table", "note"
  };
  return (guint) klass < G_N_ELEMENTS (names) ? names[klass] : "unknown";
}

/* The oracle cases that cite a rule: the generator keeps them per rule
 * (ardina_data_rule_cases_at), not as a list of the rule's row. */
guint
ardina_rule_get_cases (const ArdinaRule *rule, const ArdinaCase **out, guint max)
{
  g_return_val_if_fail (rule != NULL, 0);
  guint r = ardina_rule_get_index (rule);
  guint at = ardina_data_rule_cases_at[r], n = ardina_data_rule_cases_at[r + 1] - at;
  for (guint i = 0; i < n && i < max; i++)
    out[i] = &ardina_data_cases[ardina_data_rule_cases[at + i]];
  return n;
}
