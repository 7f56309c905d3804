/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The rule catalog: every section header (1.0-38.0) and numbered rule
 * (1.1-38.4) of the rulebook, with a paraphrase, cross-references, errata
 * for misprinted numbers, and the engine's rulings where the text is unclear.
 *
 * The catalog is compiled into the library from rules-xml/rules.xml; these
 * functions only read constant data and never fail for lack of memory.
 * Pointers returned stay valid for the life of the process.
 */
#if !defined(ARDINA_INSIDE) && !defined(ARDINA_COMPILATION)
#error "Only <ardina/ardina.h> can be included directly."
#endif
#ifndef ARDINA_CATALOG_H
#define ARDINA_CATALOG_H

#include <glib.h>
#include <ardina/version.h>

G_BEGIN_DECLS

/**
 * ArdinaRuleKind:
 * @ARDINA_RULE_SECTION: a section header, N.0.
 * @ARDINA_RULE_NORMATIVE: obliges, permits or forbids something.
 * @ARDINA_RULE_DESCRIPTIVE: components, scale, examples, notes.
 * @ARDINA_RULE_OPTIONAL: a rule of the optional sections 28-38.
 */
typedef enum {
  ARDINA_RULE_SECTION,
  ARDINA_RULE_NORMATIVE,
  ARDINA_RULE_DESCRIPTIVE,
  ARDINA_RULE_OPTIONAL
} ArdinaRuleKind;

/**
 * ArdinaRuleClass:
 *
 * What an oracle case must show to cover the rule. A restriction is
 * covered only by a case in which the engine refuses the forbidden action.
 */
typedef enum {
  ARDINA_CLASS_HEADING,
  ARDINA_CLASS_DEFINITION,
  ARDINA_CLASS_PROCEDURE,
  ARDINA_CLASS_RESTRICTION,
  ARDINA_CLASS_TABLE,
  ARDINA_CLASS_NOTE
} ArdinaRuleClass;

typedef struct _ArdinaRule ArdinaRule;
typedef struct _ArdinaRuling ArdinaRuling;
typedef struct _ArdinaCase ArdinaCase;

ARDINA_API guint ardina_rule_count (void);
ARDINA_API const ArdinaRule *ardina_rule_nth (guint index);

/* Canonical id ("18.7", "12.8", "29.2"); NULL when there is no such rule. */
ARDINA_API const ArdinaRule *ardina_rule_lookup (const char *id);

/* Every rule that the rulebook prints under @printed: the rule whose
 * canonical id it is (unless that rule was itself printed under another
 * number) and every rule with an erratum for that printed number.
 * "28.2" gives the fortress rule 28.2 and the partisan rule 29.2.
 * Returns how many were found; stores at most @max of them in @out. */
ARDINA_API guint ardina_rule_lookup_printed (const char *printed,
                                             const ArdinaRule **out,
                                             guint max);

/* The rules whose ids are closest to @id (an unknown id the user typed),
 * best first. Returns how many were stored, at most @max. */
ARDINA_API guint ardina_rule_suggest (const char *id,
                                      const ArdinaRule **out,
                                      guint max);

ARDINA_API guint ardina_rule_get_index (const ArdinaRule *rule);
ARDINA_API const char *ardina_rule_get_id (const ArdinaRule *rule);
ARDINA_API const char *ardina_rule_get_title (const ArdinaRule *rule);
ARDINA_API const char *ardina_rule_get_paraphrase (const ArdinaRule *rule);
ARDINA_API guint ardina_rule_get_section (const ArdinaRule *rule);
ARDINA_API ArdinaRuleKind ardina_rule_get_kind (const ArdinaRule *rule);
ARDINA_API ArdinaRuleClass ardina_rule_get_class (const ArdinaRule *rule);
/* The section header N.0 this rule belongs to (itself for a header). */
ARDINA_API const ArdinaRule *ardina_rule_get_header (const ArdinaRule *rule);

ARDINA_API guint ardina_rule_get_n_refs (const ArdinaRule *rule);
ARDINA_API const ArdinaRule *ardina_rule_get_ref (const ArdinaRule *rule, guint i);
/* Rules that refer to this one. Returns the count; stores at most @max. */
ARDINA_API guint ardina_rule_get_referrers (const ArdinaRule *rule,
                                            const ArdinaRule **out,
                                            guint max);

ARDINA_API guint ardina_rule_get_n_errata (const ArdinaRule *rule);
ARDINA_API const char *ardina_rule_get_erratum_printed (const ArdinaRule *rule, guint i);
ARDINA_API const char *ardina_rule_get_erratum_text (const ArdinaRule *rule, guint i);

/* Rulings concerning this rule. Returns the count; stores at most @max. */
ARDINA_API guint ardina_rule_get_rulings (const ArdinaRule *rule,
                                          const ArdinaRuling **out,
                                          guint max);

ARDINA_API const char *ardina_rule_kind_to_string (ArdinaRuleKind kind);
ARDINA_API const char *ardina_rule_class_to_string (ArdinaRuleClass klass);

ARDINA_API guint ardina_ruling_count (void);
ARDINA_API const ArdinaRuling *ardina_ruling_nth (guint index);
/* "R-3"; NULL when there is no such ruling. */
ARDINA_API const ArdinaRuling *ardina_ruling_lookup (const char *id);
ARDINA_API const char *ardina_ruling_get_id (const ArdinaRuling *ruling);
ARDINA_API const char *ardina_ruling_get_question (const ArdinaRuling *ruling);
ARDINA_API const char *ardina_ruling_get_answer (const ArdinaRuling *ruling);
ARDINA_API const char *ardina_ruling_get_rationale (const ArdinaRuling *ruling);
ARDINA_API guint ardina_ruling_get_n_concerns (const ArdinaRuling *ruling);
ARDINA_API const ArdinaRule *ardina_ruling_get_concern (const ArdinaRuling *ruling, guint i);

/* ---- oracle cases ----
 * The cases of the oracle (oracle/SECTION/NAME.xml) as compiled at build
 * time: their ids, files, questions and the rules they cite. Running them
 * is the oracle runner's business (<ardina/oracle.h>). */

ARDINA_API guint ardina_case_count (void);
ARDINA_API const ArdinaCase *ardina_case_nth (guint index);
ARDINA_API const char *ardina_case_get_id (const ArdinaCase *c);
/* Relative to the source tree: "oracle/18/second-disruption.xml". */
ARDINA_API const char *ardina_case_get_file (const ArdinaCase *c);
ARDINA_API const char *ardina_case_get_question (const ArdinaCase *c);
ARDINA_API guint ardina_case_get_n_rules (const ArdinaCase *c);
/* The cited rules, the primary one first. */
ARDINA_API const ArdinaRule *ardina_case_get_rule (const ArdinaCase *c, guint i);
/* The cases citing @rule. Returns the count; stores at most @max. */
ARDINA_API guint ardina_rule_get_cases (const ArdinaRule *rule, const ArdinaCase **out, guint max);

G_END_DECLS

#endif /* ARDINA_CATALOG_H */
