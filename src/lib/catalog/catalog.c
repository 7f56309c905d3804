/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The rule catalog: lookups over the tables compiled from rules.xml.
 *
 * Everything here reads constant data; nothing allocates. Rules are stored
 * in rulebook order, so a rule's index is also its place in the book. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

guint
ardina_rule_count (void)
{
  return ARDINA_DATA_N_RULES;
}

const ArdinaRule *
ardina_rule_nth (guint index)
{
  return index < ARDINA_DATA_N_RULES ? &ardina_data_rules[index] : NULL;
}

const ArdinaRule *
ardina_rule_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);
  for (guint i = 0; i < ARDINA_DATA_N_RULES; i++)
    if (strcmp (ardina_data_rules[i].id, id) == 0)
      return &ardina_data_rules[i];
  return NULL;
}

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

guint
ardina_rule_get_index (const ArdinaRule *rule)
{
  g_return_val_if_fail (rule != NULL, 0);
  return (guint) (rule - ardina_data_rules);
}

const char *
ardina_rule_get_id (const ArdinaRule *rule)
{
  g_return_val_if_fail (rule != NULL, NULL);
  return rule->id;
}

const char *
ardina_rule_get_title (const ArdinaRule *rule)
{
  g_return_val_if_fail (rule != NULL, NULL);
  return rule->title;
}

const char *
ardina_rule_get_paraphrase (const ArdinaRule *rule)
{
  g_return_val_if_fail (rule != NULL, NULL);
  return rule->paraphrase;
}

guint
ardina_rule_get_section (const ArdinaRule *rule)
{
  g_return_val_if_fail (rule != NULL, 0);
  return rule->section;
}

ArdinaRuleKind
ardina_rule_get_kind (const ArdinaRule *rule)
{
  g_return_val_if_fail (rule != NULL, ARDINA_RULE_SECTION);
  return (ArdinaRuleKind) rule->kind;
}

ArdinaRuleClass
ardina_rule_get_class (const ArdinaRule *rule)
{
  g_return_val_if_fail (rule != NULL, ARDINA_CLASS_HEADING);
  return (ArdinaRuleClass) rule->klass;
}

const ArdinaRule *
ardina_rule_get_header (const ArdinaRule *rule)
{
  g_return_val_if_fail (rule != NULL, NULL);
  return ardina_rule_at (rule->header);
}

guint
ardina_rule_get_n_refs (const ArdinaRule *rule)
{
  g_return_val_if_fail (rule != NULL, 0);
  return rule->n_refs;
}

const ArdinaRule *
ardina_rule_get_ref (const ArdinaRule *rule, guint i)
{
  g_return_val_if_fail (rule != NULL && i < rule->n_refs, NULL);
  return ardina_rule_at (ardina_data_refs[rule->refs_at + i]);
}

guint
ardina_rule_get_referrers (const ArdinaRule *rule, const ArdinaRule **out, guint max)
{
  g_return_val_if_fail (rule != NULL, 0);
  for (guint i = 0; i < rule->n_referrers && i < max; i++)
    out[i] = ardina_rule_at (ardina_data_referrers[rule->referrers_at + i]);
  return rule->n_referrers;
}

guint
ardina_rule_get_n_errata (const ArdinaRule *rule)
{
  g_return_val_if_fail (rule != NULL, 0);
  return rule->n_errata;
}

const char *
ardina_rule_get_erratum_printed (const ArdinaRule *rule, guint i)
{
  g_return_val_if_fail (rule != NULL && i < rule->n_errata, NULL);
  return ardina_data_errata[rule->errata_at + i].printed;
}

const char *
ardina_rule_get_erratum_text (const ArdinaRule *rule, guint i)
{
  g_return_val_if_fail (rule != NULL && i < rule->n_errata, NULL);
  return ardina_data_errata[rule->errata_at + i].text;
}

guint
ardina_rule_get_rulings (const ArdinaRule *rule, const ArdinaRuling **out, guint max)
{
  g_return_val_if_fail (rule != NULL, 0);
  for (guint i = 0; i < rule->n_rulings && i < max; i++)
    out[i] = &ardina_data_rulings[ardina_data_rule_rulings[rule->rulings_at + i]];
  return rule->n_rulings;
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

/* ---- rulings ---- */

guint
ardina_ruling_count (void)
{
  return ARDINA_DATA_N_RULINGS;
}

const ArdinaRuling *
ardina_ruling_nth (guint index)
{
  return index < ARDINA_DATA_N_RULINGS ? &ardina_data_rulings[index] : NULL;
}

const ArdinaRuling *
ardina_ruling_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);
  for (guint i = 0; i < ARDINA_DATA_N_RULINGS; i++)
    if (g_ascii_strcasecmp (ardina_data_rulings[i].id, id) == 0)
      return &ardina_data_rulings[i];
  return NULL;
}

const char *
ardina_ruling_get_id (const ArdinaRuling *ruling)
{
  g_return_val_if_fail (ruling != NULL, NULL);
  return ruling->id;
}

const char *
ardina_ruling_get_question (const ArdinaRuling *ruling)
{
  g_return_val_if_fail (ruling != NULL, NULL);
  return ruling->question;
}

const char *
ardina_ruling_get_answer (const ArdinaRuling *ruling)
{
  g_return_val_if_fail (ruling != NULL, NULL);
  return ruling->answer;
}

ArdinaRulingKind
ardina_ruling_get_kind (const ArdinaRuling *ruling)
{
  g_return_val_if_fail (ruling != NULL, ARDINA_RULING_INTERPRETATION);
  return ruling->clarification ? ARDINA_RULING_CLARIFICATION : ARDINA_RULING_INTERPRETATION;
}

const char *
ardina_ruling_get_rationale (const ArdinaRuling *ruling)
{
  g_return_val_if_fail (ruling != NULL, NULL);
  return ruling->rationale;
}

guint
ardina_ruling_get_n_concerns (const ArdinaRuling *ruling)
{
  g_return_val_if_fail (ruling != NULL, 0);
  return ruling->n_concerns;
}

const ArdinaRule *
ardina_ruling_get_concern (const ArdinaRuling *ruling, guint i)
{
  g_return_val_if_fail (ruling != NULL && i < ruling->n_concerns, NULL);
  return ardina_rule_at (ardina_data_concerns[ruling->concerns_at + i]);
}

/* ---- oracle cases ---- */

guint
ardina_case_count (void)
{
  return ARDINA_DATA_N_CASES;
}

const ArdinaCase *
ardina_case_nth (guint index)
{
  return index < ARDINA_DATA_N_CASES ? &ardina_data_cases[index] : NULL;
}

const char *
ardina_case_get_id (const ArdinaCase *c)
{
  g_return_val_if_fail (c != NULL, NULL);
  return c->id;
}

const char *
ardina_case_get_file (const ArdinaCase *c)
{
  g_return_val_if_fail (c != NULL, NULL);
  return c->file;
}

const char *
ardina_case_get_question (const ArdinaCase *c)
{
  g_return_val_if_fail (c != NULL, NULL);
  return c->question;
}

guint
ardina_case_get_n_rules (const ArdinaCase *c)
{
  g_return_val_if_fail (c != NULL, 0);
  return c->n_rules;
}

const ArdinaRule *
ardina_case_get_rule (const ArdinaCase *c, guint i)
{
  g_return_val_if_fail (c != NULL && i < c->n_rules, NULL);
  return ardina_rule_at (ardina_data_case_rules[c->rules_at + i]);
}

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

/* ---- parts of a rule ---- */

const char *
ardina_rule_get_lead (const ArdinaRule *rule)
{
  g_return_val_if_fail (rule != NULL, NULL);
  return rule->lead;
}

guint
ardina_rule_get_n_parts (const ArdinaRule *rule)
{
  g_return_val_if_fail (rule != NULL, 0);
  return rule->n_parts;
}

const ArdinaRulePart *
ardina_rule_get_part (const ArdinaRule *rule, guint i)
{
  g_return_val_if_fail (rule != NULL && i < rule->n_parts, NULL);
  return &ardina_data_parts[rule->parts_at + i];
}

const ArdinaRulePart *
ardina_rule_part_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);
  for (guint i = 0; i < ARDINA_DATA_N_PARTS; i++)
    if (g_ascii_strcasecmp (ardina_data_parts[i].id, id) == 0)
      return &ardina_data_parts[i];
  return NULL;
}

const char *
ardina_rule_part_get_id (const ArdinaRulePart *part)
{
  g_return_val_if_fail (part != NULL, NULL);
  return part->id;
}

const char *
ardina_rule_part_get_title (const ArdinaRulePart *part)
{
  g_return_val_if_fail (part != NULL, NULL);
  return part->title;
}

const char *
ardina_rule_part_get_paraphrase (const ArdinaRulePart *part)
{
  g_return_val_if_fail (part != NULL, NULL);
  return part->paraphrase;
}

const ArdinaRule *
ardina_rule_part_get_rule (const ArdinaRulePart *part)
{
  g_return_val_if_fail (part != NULL, NULL);
  return ardina_rule_at (part->rule);
}

guint
ardina_rule_part_get_rulings (const ArdinaRulePart *part, const ArdinaRuling **out, guint max)
{
  g_return_val_if_fail (part != NULL, 0);
  for (guint i = 0; i < part->n_rulings && i < max; i++)
    out[i] = &ardina_data_rulings[ardina_data_part_rulings[part->rulings_at + i]];
  return part->n_rulings;
}
