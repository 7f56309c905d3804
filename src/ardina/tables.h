/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The rules tables and the provenance of every value in them.
 *
 * The rulebook's charts are printed on a mapsheet; the tables compiled into
 * the library state, value by value, whether the rulebook gives the value
 * (and in which rule) or the project reconstructed it (and why). Someone
 * holding the printed map can list the reconstructed values and check them.
 */
#if !defined(ARDINA_INSIDE) && !defined(ARDINA_COMPILATION)
#error "Only <ardina/ardina.h> can be included directly."
#endif
#ifndef ARDINA_TABLES_H
#define ARDINA_TABLES_H

#include <glib.h>
#include <ardina/version.h>
#include <ardina/catalog.h>

G_BEGIN_DECLS

typedef enum {
  ARDINA_SOURCE_RULEBOOK,
  ARDINA_SOURCE_RECONSTRUCTED
} ArdinaSource;

typedef struct _ArdinaTable ArdinaTable;
typedef struct _ArdinaValue ArdinaValue;

ARDINA_API guint ardina_table_count (void);
ARDINA_API const ArdinaTable *ardina_table_nth (guint index);
/* "mobilization", "dice", ...; NULL when unknown. */
ARDINA_API const ArdinaTable *ardina_table_lookup (const char *name);
ARDINA_API const char *ardina_table_get_name (const ArdinaTable *table);
ARDINA_API const char *ardina_table_get_title (const ArdinaTable *table);
/* The source file, relative to the source tree: "rules-xml/dice.xml". */
ARDINA_API const char *ardina_table_get_file (const ArdinaTable *table);
ARDINA_API guint ardina_table_get_n_values (const ArdinaTable *table);
ARDINA_API const ArdinaValue *ardina_table_get_value (const ArdinaTable *table, guint i);

ARDINA_API guint ardina_value_count (void);
ARDINA_API const ArdinaValue *ardina_value_nth (guint index);
ARDINA_API const ArdinaTable *ardina_value_get_table (const ArdinaValue *value);
/* What the value belongs to ("regular american"), which of its facts it is
 * ("points"), and the value as text ("4"). */
ARDINA_API const char *ardina_value_get_key (const ArdinaValue *value);
ARDINA_API const char *ardina_value_get_field (const ArdinaValue *value);
ARDINA_API const char *ardina_value_get_text (const ArdinaValue *value);
/* A person's words for what the value is, or NULL. */
ARDINA_API const char *ardina_value_get_label (const ArdinaValue *value);
ARDINA_API ArdinaSource ardina_value_get_source (const ArdinaValue *value);
/* The rule that states it (rulebook values), else NULL. */
ARDINA_API const ArdinaRule *ardina_value_get_rule (const ArdinaValue *value);
/* The rule that names the thing, where one does, else NULL. */
ARDINA_API const ArdinaRule *ardina_value_get_named_by (const ArdinaValue *value);
/* Why a reconstructed value was chosen, else NULL. */
ARDINA_API const char *ardina_value_get_rationale (const ArdinaValue *value);
ARDINA_API guint ardina_value_get_line (const ArdinaValue *value);

/* Values that a rule states or names. Returns the count; stores at most @max. */
ARDINA_API guint ardina_rule_get_values (const ArdinaRule *rule,
                                         const ArdinaValue **out,
                                         guint max);

/* A named constant of rules-xml/constants.xml ("victory-town-points").
 * Returns FALSE when there is no such constant. */
ARDINA_API gboolean ardina_constant_lookup (const char *name, int *value);

ARDINA_API const char *ardina_source_to_string (ArdinaSource source);

G_END_DECLS

#endif /* ARDINA_TABLES_H */
