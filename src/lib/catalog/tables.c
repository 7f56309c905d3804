/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The rules tables as a provenance listing: every value compiled from
 * rules-xml/, which table and file it comes from, and whether the rulebook
 * states it (in which rule) or the project reconstructed it (and why). */
#include "internal.h"

#include <string.h>

guint
ardina_table_count (void)
{
  return ARDINA_DATA_N_TABLES;
}

const ArdinaTable *
ardina_table_nth (guint index)
{
  return index < ARDINA_DATA_N_TABLES ? &ardina_data_tables[index] : NULL;
}

const ArdinaTable *
ardina_table_lookup (const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);
  for (guint i = 0; i < ARDINA_DATA_N_TABLES; i++)
    if (strcmp (ardina_data_tables[i].name, name) == 0)
      return &ardina_data_tables[i];
  return NULL;
}

const char *
ardina_table_get_name (const ArdinaTable *table)
{
  g_return_val_if_fail (table != NULL, NULL);
  return table->name;
}

const char *
ardina_table_get_title (const ArdinaTable *table)
{
  g_return_val_if_fail (table != NULL, NULL);
  return table->title;
}

const char *
ardina_table_get_file (const ArdinaTable *table)
{
  g_return_val_if_fail (table != NULL, NULL);
  return table->file;
}

guint
ardina_table_get_n_values (const ArdinaTable *table)
{
  g_return_val_if_fail (table != NULL, 0);
  return table->n_values;
}

const ArdinaValue *
ardina_table_get_value (const ArdinaTable *table, guint i)
{
  g_return_val_if_fail (table != NULL && i < table->n_values, NULL);
  return &ardina_data_values[table->values_at + i];
}

guint
ardina_value_count (void)
{
  return ARDINA_DATA_N_VALUES;
}

const ArdinaValue *
ardina_value_nth (guint index)
{
  return index < ARDINA_DATA_N_VALUES ? &ardina_data_values[index] : NULL;
}

const ArdinaTable *
ardina_value_get_table (const ArdinaValue *value)
{
  g_return_val_if_fail (value != NULL, NULL);
  return &ardina_data_tables[value->table];
}

const char *
ardina_value_get_key (const ArdinaValue *value)
{
  g_return_val_if_fail (value != NULL, NULL);
  return value->key;
}

const char *
ardina_value_get_field (const ArdinaValue *value)
{
  g_return_val_if_fail (value != NULL, NULL);
  return value->field;
}

const char *
ardina_value_get_text (const ArdinaValue *value)
{
  g_return_val_if_fail (value != NULL, NULL);
  return value->text;
}

const char *
ardina_value_get_label (const ArdinaValue *value)
{
  g_return_val_if_fail (value != NULL, NULL);
  return value->label;
}

ArdinaSource
ardina_value_get_source (const ArdinaValue *value)
{
  g_return_val_if_fail (value != NULL, ARDINA_SOURCE_RECONSTRUCTED);
  return (ArdinaSource) value->source;
}

const ArdinaRule *
ardina_value_get_rule (const ArdinaValue *value)
{
  g_return_val_if_fail (value != NULL, NULL);
  return ardina_rule_at (value->rule);
}

const ArdinaRule *
ardina_value_get_named_by (const ArdinaValue *value)
{
  g_return_val_if_fail (value != NULL, NULL);
  return ardina_rule_at (value->named_by);
}

const char *
ardina_value_get_rationale (const ArdinaValue *value)
{
  g_return_val_if_fail (value != NULL, NULL);
  return value->why;
}

guint
ardina_value_get_line (const ArdinaValue *value)
{
  g_return_val_if_fail (value != NULL, 0);
  return value->line;
}

guint
ardina_rule_get_values (const ArdinaRule *rule, const ArdinaValue **out, guint max)
{
  g_return_val_if_fail (rule != NULL, 0);
  for (guint i = 0; i < rule->n_values && i < max; i++)
    out[i] = &ardina_data_values[ardina_data_rule_values[rule->values_at + i]];
  return rule->n_values;
}

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
