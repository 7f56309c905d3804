/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The plain accessors of the catalog and the tables: every public getter
 * that only counts the rows of a compiled table, hands out the nth, finds
 * one by its name, reads one field of a row, or follows a row's list of
 * indexes. Each is one row below, expanded by the shape it has, so that
 * the shape is written once and a new field costs a line.
 *
 * The declarations and their documentation are the public headers'
 * (src/ardina/catalog.h, src/ardina/tables.h), which give each function
 * its exported visibility; the rows' structs are data-types.h's. What
 * takes more than a field (printed numbers and suggestions, the cases of
 * a rule, the values a reason ties to a rule, constants) is catalog.c's
 * and tables.c's. Nothing here allocates.
 *
 * A row whose types differ from its declaration does not compile; one the
 * headers do not declare warns (-Wmissing-prototypes, an error with
 * --enable-werror); a declaration without its row leaves a symbol of
 * debian/libardina0.symbols missing, which the package build refuses. */
#include "internal.h"

#include <string.h>

/* ---- the shapes ---- */

/* ardina_P_count () and ardina_P_nth () over the @n rows of @array. */
#define COUNT_NTH(P, Type, n, array)                            \
  guint ardina_##P##_count (void)                               \
  {                                                             \
    return n;                                                   \
  }                                                             \
  const Type *ardina_##P##_nth (guint index)                    \
  {                                                             \
    return index < n ? &(array)[index] : NULL;                  \
  }

/* ardina_P_lookup (@arg): the first row whose @key @same () finds equal. */
#define LOOKUP(P, Type, arg, n, array, key, same)               \
  const Type *ardina_##P##_lookup (const char *arg)             \
  {                                                             \
    g_return_val_if_fail (arg != NULL, NULL);                   \
    for (guint i = 0; i < n; i++)                               \
      if (same ((array)[i].key, arg) == 0)                      \
        return &(array)[i];                                     \
    return NULL;                                                \
  }

/* ardina_P_get_NAME (@self): @expr over the row, @none without one. */
#define GET(P, Type, self, NAME, Ret, none, expr)               \
  Ret ardina_##P##_get_##NAME (const Type *self)                \
  {                                                             \
    g_return_val_if_fail (self != NULL, none);                  \
    return expr;                                                \
  }

/* ardina_P_get_NAME (@self, i): the @i-th of the row's @n_field, @expr. */
#define GET_AT(P, Type, self, NAME, Ret, n_field, expr)         \
  Ret ardina_##P##_get_##NAME (const Type *self, guint i)       \
  {                                                             \
    g_return_val_if_fail (self != NULL && i < self->n_field, NULL); \
    return expr;                                                \
  }

/* ardina_P_get_NAME (@self, out, max): the first @max of the row's
 * @n_field into @out (@expr the i-th), and how many there are. */
#define GET_LIST(P, Type, self, NAME, Out, n_field, expr)       \
  guint ardina_##P##_get_##NAME (const Type *self, const Out **out, guint max) \
  {                                                             \
    g_return_val_if_fail (self != NULL, 0);                     \
    for (guint i = 0; i < self->n_field && i < max; i++)        \
      out[i] = expr;                                            \
    return self->n_field;                                       \
  }

/* ---- rules (rules.xml) ---- */

COUNT_NTH (rule, ArdinaRule, ARDINA_DATA_N_RULES, ardina_data_rules)
LOOKUP (rule, ArdinaRule, id, ARDINA_DATA_N_RULES, ardina_data_rules, id, strcmp)
GET (rule, ArdinaRule, rule, index, guint, 0, (guint) (rule - ardina_data_rules))
GET (rule, ArdinaRule, rule, id, const char *, NULL, rule->id)
GET (rule, ArdinaRule, rule, title, const char *, NULL, rule->title)
GET (rule, ArdinaRule, rule, paraphrase, const char *, NULL, rule->paraphrase)
GET (rule, ArdinaRule, rule, section, guint, 0, rule->section)
GET (rule, ArdinaRule, rule, kind, ArdinaRuleKind, ARDINA_RULE_SECTION, (ArdinaRuleKind) rule->kind)
GET (rule, ArdinaRule, rule, class, ArdinaRuleClass, ARDINA_CLASS_HEADING, (ArdinaRuleClass) rule->klass)
GET (rule, ArdinaRule, rule, header, const ArdinaRule *, NULL, ardina_rule_at (rule->header))
GET (rule, ArdinaRule, rule, lead, const char *, NULL, rule->lead)
GET (rule, ArdinaRule, rule, n_refs, guint, 0, rule->n_refs)
GET (rule, ArdinaRule, rule, n_errata, guint, 0, rule->n_errata)
GET (rule, ArdinaRule, rule, n_parts, guint, 0, rule->n_parts)
GET_AT (rule, ArdinaRule, rule, ref, const ArdinaRule *, n_refs, ardina_rule_at (ardina_data_refs[rule->refs_at + i]))
GET_AT (rule, ArdinaRule, rule, erratum_printed, const char *, n_errata,
        ardina_data_errata[rule->errata_at + i].printed)
GET_AT (rule, ArdinaRule, rule, erratum_text, const char *, n_errata, ardina_data_errata[rule->errata_at + i].text)
GET_AT (rule, ArdinaRule, rule, part, const ArdinaRulePart *, n_parts, &ardina_data_parts[rule->parts_at + i])
GET_LIST (rule, ArdinaRule, rule, referrers, ArdinaRule, n_referrers,
          ardina_rule_at (ardina_data_referrers[rule->referrers_at + i]))
GET_LIST (rule, ArdinaRule, rule, rulings, ArdinaRuling, n_rulings,
          &ardina_data_rulings[ardina_data_rule_rulings[rule->rulings_at + i]])
GET_LIST (rule, ArdinaRule, rule, values, ArdinaValue, n_values,
          &ardina_data_values[ardina_data_rule_values[rule->values_at + i]])

/* ---- parts of a rule (7.9's action markers) ---- */

LOOKUP (rule_part, ArdinaRulePart, id, ARDINA_DATA_N_PARTS, ardina_data_parts, id, g_ascii_strcasecmp)
GET (rule_part, ArdinaRulePart, part, id, const char *, NULL, part->id)
GET (rule_part, ArdinaRulePart, part, title, const char *, NULL, part->title)
GET (rule_part, ArdinaRulePart, part, paraphrase, const char *, NULL, part->paraphrase)
GET (rule_part, ArdinaRulePart, part, rule, const ArdinaRule *, NULL, ardina_rule_at (part->rule))
GET_LIST (rule_part, ArdinaRulePart, part, rulings, ArdinaRuling, n_rulings,
          &ardina_data_rulings[ardina_data_part_rulings[part->rulings_at + i]])

/* ---- rulings ---- */

COUNT_NTH (ruling, ArdinaRuling, ARDINA_DATA_N_RULINGS, ardina_data_rulings)
LOOKUP (ruling, ArdinaRuling, id, ARDINA_DATA_N_RULINGS, ardina_data_rulings, id, g_ascii_strcasecmp)
GET (ruling, ArdinaRuling, ruling, id, const char *, NULL, ruling->id)
GET (ruling, ArdinaRuling, ruling, question, const char *, NULL, ruling->question)
GET (ruling, ArdinaRuling, ruling, answer, const char *, NULL, ruling->answer)
GET (ruling, ArdinaRuling, ruling, kind, ArdinaRulingKind, ARDINA_RULING_INTERPRETATION,
     ruling->clarification ? ARDINA_RULING_CLARIFICATION : ARDINA_RULING_INTERPRETATION)
GET (ruling, ArdinaRuling, ruling, rationale, const char *, NULL, ruling->rationale)
GET (ruling, ArdinaRuling, ruling, n_concerns, guint, 0, ruling->n_concerns)
GET_AT (ruling, ArdinaRuling, ruling, concern, const ArdinaRule *, n_concerns,
        ardina_rule_at (ardina_data_concerns[ruling->concerns_at + i]))

/* ---- oracle cases ---- */

COUNT_NTH (case, ArdinaCase, ARDINA_DATA_N_CASES, ardina_data_cases)
GET (case, ArdinaCase, c, id, const char *, NULL, c->id)
GET (case, ArdinaCase, c, file, const char *, NULL, c->file)
GET (case, ArdinaCase, c, question, const char *, NULL, c->question)
GET (case, ArdinaCase, c, n_rules, guint, 0, c->n_rules)
GET_AT (case, ArdinaCase, c, rule, const ArdinaRule *, n_rules, ardina_rule_at (ardina_data_case_rules[c->rules_at + i]))

/* ---- the tables' provenance listing ---- */

COUNT_NTH (table, ArdinaTable, ARDINA_DATA_N_TABLES, ardina_data_tables)
LOOKUP (table, ArdinaTable, name, ARDINA_DATA_N_TABLES, ardina_data_tables, name, strcmp)
GET (table, ArdinaTable, table, name, const char *, NULL, table->name)
GET (table, ArdinaTable, table, title, const char *, NULL, table->title)
GET (table, ArdinaTable, table, file, const char *, NULL, table->file)
GET (table, ArdinaTable, table, n_values, guint, 0, table->n_values)
GET_AT (table, ArdinaTable, table, value, const ArdinaValue *, n_values, &ardina_data_values[table->values_at + i])

COUNT_NTH (value, ArdinaValue, ARDINA_DATA_N_VALUES, ardina_data_values)
GET (value, ArdinaValue, value, table, const ArdinaTable *, NULL, &ardina_data_tables[value->table])
GET (value, ArdinaValue, value, key, const char *, NULL, value->key)
GET (value, ArdinaValue, value, field, const char *, NULL, value->field)
GET (value, ArdinaValue, value, text, const char *, NULL, value->text)
GET (value, ArdinaValue, value, label, const char *, NULL, value->label)
GET (value, ArdinaValue, value, source, ArdinaSource, ARDINA_SOURCE_RECONSTRUCTED, (ArdinaSource) value->source)
GET (value, ArdinaValue, value, rule, const ArdinaRule *, NULL, ardina_rule_at (value->rule))
GET (value, ArdinaValue, value, named_by, const ArdinaRule *, NULL, ardina_rule_at (value->named_by))
GET (value, ArdinaValue, value, rationale, const char *, NULL, value->why)
GET (value, ArdinaValue, value, line, guint, 0, value->line)
