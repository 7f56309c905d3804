/* SPDX-License-Identifier: LGPL-2.1-or-later */
/**
 * SECTION:tables
 * @title: Rules tables
 * @short_description: the rules tables and the provenance of every value
 *   in them
 *
 * The rules tables and the provenance of every value in them.
 *
 * The rulebook's charts are printed on a mapsheet; the tables compiled into
 * the library state, value by value, whether the rulebook gives the value
 * (and in which rule) or the project reconstructed it (and why). Someone
 * holding the printed map can list the reconstructed values and check them.
 *
 * Like the catalog, the tables are constant data compiled from rules-xml/
 * (doc/tables-format.md): these functions never fail for lack of memory,
 * and every pointer they return stays valid for the life of the process
 * and belongs to the library.
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

/**
 * ArdinaSource:
 * @ARDINA_SOURCE_RULEBOOK: the rulebook gives the value, in the rule
 *   ardina_value_get_rule() returns.
 * @ARDINA_SOURCE_RECONSTRUCTED: the printed chart is not available to the
 *   project, which reconstructed the value; ardina_value_get_rationale()
 *   says why it was chosen.
 *
 * Where a value of the tables comes from.
 *
 * Since: 0.1
 */
typedef enum {
  ARDINA_SOURCE_RULEBOOK,
  ARDINA_SOURCE_RECONSTRUCTED
} ArdinaSource;

/**
 * ArdinaTable:
 *
 * One of the rules tables (one rules-xml/ file, or a part of one). Opaque
 * and constant, owned by the library and valid for the life of the
 * process. Never free, copy or modify it.
 *
 * Since: 0.1
 */
typedef struct _ArdinaTable ArdinaTable;

/**
 * ArdinaValue:
 *
 * One value of a table, with its provenance. Opaque and constant, owned by
 * the library and valid for the life of the process. Never free, copy or
 * modify it.
 *
 * Since: 0.1
 */
typedef struct _ArdinaValue ArdinaValue;

/**
 * ardina_table_count:
 *
 * Counts the rules tables.
 *
 * Returns: how many tables there are; ardina_table_nth() takes 0 to this
 *   number minus one.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_table_count (void);

/**
 * ardina_table_nth:
 * @index: the table's place, from 0
 *
 * Gets a table by its place.
 *
 * Returns: (transfer none) (nullable): the table at @index, or %NULL when
 *   @index is ardina_table_count() or more.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaTable *ardina_table_nth (guint index);

/**
 * ardina_table_lookup:
 * @name: a table's name ("mobilization", "dice", ...); not %NULL
 *
 * Finds a table by its name.
 *
 * Returns: (transfer none) (nullable): the table, or %NULL when unknown.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaTable *ardina_table_lookup (const char *name);

/**
 * ardina_table_get_name:
 * @table: a table
 *
 * Gets a table's name.
 *
 * Returns: (transfer none): the table's name, as ardina_table_lookup()
 *   takes it ("dice").
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_table_get_name (const ArdinaTable *table);

/**
 * ardina_table_get_title:
 * @table: a table
 *
 * Gets a table's title.
 *
 * Returns: (transfer none): the table's title for people ("Die roll
 *   bands").
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_table_get_title (const ArdinaTable *table);

/**
 * ardina_table_get_file:
 * @table: a table
 *
 * Gets the file a table was compiled from.
 *
 * Returns: (transfer none): the source file, relative to the source tree:
 *   "rules-xml/dice.xml".
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_table_get_file (const ArdinaTable *table);

/**
 * ardina_table_get_n_values:
 * @table: a table
 *
 * Counts a table's values.
 *
 * Returns: how many values the table holds.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_table_get_n_values (const ArdinaTable *table);

/**
 * ardina_table_get_value:
 * @table: a table
 * @i: which value, below ardina_table_get_n_values()
 *
 * Gets one of a table's values.
 *
 * Returns: (transfer none): the @i-th value of the table, in file order;
 *   %NULL (with a critical warning) when @i is out of range.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaValue *ardina_table_get_value (const ArdinaTable *table, guint i);

/**
 * ardina_value_count:
 *
 * Counts the values of all the tables.
 *
 * Returns: how many values all the tables hold together;
 *   ardina_value_nth() takes 0 to this number minus one.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_value_count (void);

/**
 * ardina_value_nth:
 * @index: the value's place among all values, from 0
 *
 * Gets a value by its place among all values.
 *
 * Returns: (transfer none) (nullable): the value at @index, or %NULL when
 *   @index is ardina_value_count() or more.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaValue *ardina_value_nth (guint index);

/**
 * ardina_value_get_table:
 * @value: a value of the tables
 *
 * Gets the table a value belongs to.
 *
 * Returns: (transfer none): the table the value belongs to.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaTable *ardina_value_get_table (const ArdinaValue *value);

/**
 * ardina_value_get_key:
 * @value: a value of the tables
 *
 * What the value belongs to; with ardina_value_get_field() and
 * ardina_value_get_text(), "regular american", "points", "4".
 *
 * Returns: (transfer none): what the value belongs to ("regular
 *   american").
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_value_get_key (const ArdinaValue *value);

/**
 * ardina_value_get_field:
 * @value: a value of the tables
 *
 * Gets which fact of its key a value is.
 *
 * Returns: (transfer none): which of its key's facts the value is
 *   ("points").
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_value_get_field (const ArdinaValue *value);

/**
 * ardina_value_get_text:
 * @value: a value of the tables
 *
 * Gets a value as text.
 *
 * Returns: (transfer none): the value as text ("4").
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_value_get_text (const ArdinaValue *value);

/**
 * ardina_value_get_label:
 * @value: a value of the tables
 *
 * Gets a person's words for what a value is.
 *
 * Returns: (transfer none) (nullable): a person's words for what the
 *   value is, or %NULL.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_value_get_label (const ArdinaValue *value);

/**
 * ardina_value_get_source:
 * @value: a value of the tables
 *
 * Gets where a value comes from.
 *
 * Returns: whether the rulebook gives the value or the project
 *   reconstructed it.
 *
 * Since: 0.1
 */
ARDINA_API ArdinaSource ardina_value_get_source (const ArdinaValue *value);

/**
 * ardina_value_get_rule:
 * @value: a value of the tables
 *
 * Gets the rule that states a value.
 *
 * Returns: (transfer none) (nullable): the rule that states it (rulebook
 *   values), else %NULL.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRule *ardina_value_get_rule (const ArdinaValue *value);

/**
 * ardina_value_get_named_by:
 * @value: a value of the tables
 *
 * Gets the rule that names what a value belongs to.
 *
 * Returns: (transfer none) (nullable): the rule that names the thing the
 *   value belongs to, where one does, else %NULL.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRule *ardina_value_get_named_by (const ArdinaValue *value);

/**
 * ardina_value_get_rationale:
 * @value: a value of the tables
 *
 * Gets why a reconstructed value was chosen.
 *
 * Returns: (transfer none) (nullable): why a reconstructed value was
 *   chosen, else %NULL.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_value_get_rationale (const ArdinaValue *value);

/**
 * ardina_value_get_line:
 * @value: a value of the tables
 *
 * Gets the line of a value in its source file.
 *
 * Returns: the line of the value in its table's source file
 *   (ardina_table_get_file()), so that a reader can find it there.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_value_get_line (const ArdinaValue *value);

/**
 * ardina_rule_get_values:
 * @rule: a rule of the catalog
 * @out: (out caller-allocates) (array length=max): where to store the
 *   values; may be %NULL only when @max is 0
 * @max: how many @out has room for
 *
 * Values that a rule states or names (see ardina_value_get_rule() and
 * ardina_value_get_named_by()).
 *
 * Returns: how many values @rule states or names; at most @max are
 *   stored.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_rule_get_values (const ArdinaRule *rule,
                                         const ArdinaValue **out,
                                         guint max);

/**
 * ardina_rule_get_tied_values:
 * @rule: a rule of the catalog
 * @out: (out caller-allocates) (array length=max) (nullable): where to
 *   store the values, or %NULL to count them
 * @max: how many @out has room for
 *
 * Every table value tied to @rule: first those of
 * ardina_rule_get_values() (the rule states the value, or names what it
 * belongs to), then, in table order, the reconstructed values whose
 * rationale cites the rule's id ("10.5" in "... sums to 13 (10.5)"; a
 * longer number such as 110.5 or 10.51 is not a citation). A player
 * disputing a rule thus sees the reconstructed values argued from it.
 *
 * Returns: how many values are tied to @rule; at most @max are stored.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_rule_get_tied_values (const ArdinaRule *rule,
                                              const ArdinaValue **out,
                                              guint max);

/**
 * ardina_constant_lookup:
 * @name: the name of a constant ("victory-town-points"); not %NULL
 * @value: (out) (optional): where to store the constant's value, or %NULL
 *   to test whether it exists
 *
 * A named constant of rules-xml/constants.xml.
 *
 * Returns: %TRUE and the value in @value; %FALSE when there is no such
 *   constant, with @value untouched.
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_constant_lookup (const char *name, int *value);

/**
 * ardina_source_to_string:
 * @source: where a value comes from
 *
 * Names a value's source.
 *
 * Returns: (transfer none): "rulebook" for %ARDINA_SOURCE_RULEBOOK,
 *   "reconstructed" for anything else.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_source_to_string (ArdinaSource source);

G_END_DECLS

#endif /* ARDINA_TABLES_H */
