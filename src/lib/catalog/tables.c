/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The rules tables as a provenance listing: every value compiled from
 * rules-xml/, which table and file it comes from, and whether the rulebook
 * states it (in which rule) or the project reconstructed it (and why).
 * The plain count, nth, lookup and field getters are accessors.c's rows;
 * here are the values a reason ties to a rule, and the constants. */
#include "internal.h"

#include <string.h>

/* Whether @text cites @id as a rule of its own: "10.5" in "(10.5)", "10.5,"
 * or "10.5(2)", but not inside "110.5" or "10.51". */
static gboolean
cites_rule_id (const char *text, const char *id)
{
  size_t n = strlen (id);
  for (const char *p = text ? strstr (text, id) : NULL; p; p = strstr (p + 1, id))
    {
      gboolean starts = p == text || !(g_ascii_isdigit (p[-1]) || p[-1] == '.');
      gboolean ends = !g_ascii_isdigit (p[n]) && !(p[n] == '.' && g_ascii_isdigit (p[n + 1]));
      if (starts && ends)
        return TRUE;
    }
  return FALSE;
}

/* Whether @index is among the values the rule states or names. */
static gboolean
own_value (const ArdinaRule *rule, guint index)
{
  for (guint i = 0; i < rule->n_values; i++)
    if (ardina_data_rule_values[rule->values_at + i] == index)
      return TRUE;
  return FALSE;
}

/* The generator indexes values only by rule= and named-by=; a reconstructed
 * value is tied to a rule by its reason alone, so those are found here, by
 * a scan of every value: a few hundred short strings. */
guint
ardina_rule_get_tied_values (const ArdinaRule *rule, const ArdinaValue **out, guint max)
{
  g_return_val_if_fail (rule != NULL, 0);
  guint n = ardina_rule_get_values (rule, out, out ? max : 0);
  for (guint i = 0; i < ARDINA_DATA_N_VALUES; i++)
    {
      const ArdinaValue *v = &ardina_data_values[i];
      if (v->source != ARDINA_SOURCE_RECONSTRUCTED || !cites_rule_id (v->why, rule->id)
          || own_value (rule, i))
        continue;
      if (out && n < max)
        out[n] = v;
      n++;
    }
  return n;
}

gboolean
ardina_constant_lookup (const char *name, int *value)
{
  g_return_val_if_fail (name != NULL, FALSE);
  for (guint i = 0; i < ARDINA_DATA_N_CONSTANTS; i++)
    if (strcmp (ardina_data_constants[i].name, name) == 0)
      {
        if (value)
          *value = ardina_data_constants[i].value;
        return TRUE;
      }
  return FALSE;
}

const char *
ardina_source_to_string (ArdinaSource source)
{
  return source == ARDINA_SOURCE_RULEBOOK ? "rulebook" : "reconstructed";
}
