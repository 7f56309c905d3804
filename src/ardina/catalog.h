/* SPDX-License-Identifier: LGPL-2.1-or-later */
/**
 * SECTION:catalog
 * @title: Rule catalog
 * @short_description: every rule of the rulebook, its rulings and the
 *   oracle cases that cite it
 *
 * The rule catalog: every section header (1.0-38.0) and numbered rule
 * (1.1-38.4) of the rulebook, with a paraphrase, cross-references, errata
 * for misprinted numbers, and the engine's rulings where the text is unclear.
 *
 * The catalog is compiled into the library from rules-xml/rules.xml
 * (doc/catalog-format.md); these functions only read constant data and
 * never fail for lack of memory. Pointers returned stay valid for the life
 * of the process: the caller never frees or modifies them.
 *
 * The functions that fill a caller's array (ardina_rule_lookup_printed(),
 * ardina_rule_get_referrers(), ardina_rule_get_rulings(), ...) return how
 * many items exist and store at most @max of them, so a first call with
 * @max 0 gives the size of the array to allocate.
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
 *
 * What kind of text a rule is (rule/@kind in rules.xml). A numbered rule
 * of the optional sections is %ARDINA_RULE_OPTIONAL whatever it says.
 *
 * Since: 0.1
 */
typedef enum {
  ARDINA_RULE_SECTION,
  ARDINA_RULE_NORMATIVE,
  ARDINA_RULE_DESCRIPTIVE,
  ARDINA_RULE_OPTIONAL
} ArdinaRuleKind;

/**
 * ArdinaRuleClass:
 * @ARDINA_CLASS_HEADING: a section header.
 * @ARDINA_CLASS_DEFINITION: says what something is (a term, a component,
 *   a value).
 * @ARDINA_CLASS_PROCEDURE: says how something is done or what happens.
 * @ARDINA_CLASS_RESTRICTION: forbids something.
 * @ARDINA_CLASS_TABLE: gives numbers the engine looks up (costs, die
 *   bands, levels).
 * @ARDINA_CLASS_NOTE: scale, design notes, designer's remarks: no game
 *   effect.
 *
 * What an oracle case must show to cover the rule (rule/@class in
 * rules.xml). A restriction is covered only by a case in which the engine
 * refuses the forbidden action.
 *
 * Since: 0.1
 */
typedef enum {
  ARDINA_CLASS_HEADING,
  ARDINA_CLASS_DEFINITION,
  ARDINA_CLASS_PROCEDURE,
  ARDINA_CLASS_RESTRICTION,
  ARDINA_CLASS_TABLE,
  ARDINA_CLASS_NOTE
} ArdinaRuleClass;

/**
 * ArdinaRule:
 *
 * A rule of the catalog: a section header or a numbered rule. Opaque and
 * constant, owned by the library and valid for the life of the process;
 * get one from ardina_rule_lookup(), ardina_rule_nth() or any function
 * that returns a rule. Never free, copy or modify it.
 *
 * Since: 0.1
 */
typedef struct _ArdinaRule ArdinaRule;

/**
 * ArdinaRuling:
 *
 * A ruling ("R-3"): the engine's decision where the rulebook's text is
 * ambiguous or contradicts itself, with the question, the answer, the
 * reason and the rules it concerns. Some rulings only restate what the
 * text already says (ardina_ruling_get_kind()). Opaque and constant,
 * owned by the library and valid for the life of the process.
 *
 * Since: 0.1
 */
typedef struct _ArdinaRuling ArdinaRuling;

/**
 * ArdinaRulingKind:
 * @ARDINA_RULING_INTERPRETATION: the engine's reading where the text is
 *   unclear or contradicts itself: another reading is possible.
 * @ARDINA_RULING_CLARIFICATION: a restatement of what the text already
 *   says, spelled out for a question players ask; no other reading.
 *
 * What kind of ruling a ruling is, so that a player can tell the
 * engine's interpretations from restatements of the rules. New values are
 * appended.
 *
 * Since: 0.1
 */
typedef enum {
  ARDINA_RULING_INTERPRETATION,
  ARDINA_RULING_CLARIFICATION
} ArdinaRulingKind;

/**
 * ArdinaCase:
 *
 * An oracle case (oracle/SECTION/NAME.xml) as compiled into the library:
 * its id, file, question and the rules it cites. Opaque and constant,
 * owned by the library and valid for the life of the process.
 *
 * Since: 0.1
 */
typedef struct _ArdinaCase ArdinaCase;

/**
 * ardina_rule_count:
 *
 * The number of rules in the catalog, section headers included.
 *
 * Returns: how many rules there are; ardina_rule_nth() takes 0 to this
 *   number minus one.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_rule_count (void);

/**
 * ardina_rule_nth:
 * @index: the rule's place in the rulebook, from 0
 *
 * Rules are in rulebook order, section headers first, so a rule's index
 * (ardina_rule_get_index()) is also its place in the book.
 *
 * Returns: (transfer none) (nullable): the rule at @index, or %NULL when
 *   @index is ardina_rule_count() or more.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRule *ardina_rule_nth (guint index);

/**
 * ardina_rule_lookup:
 * @id: a canonical rule id ("18.7", "12.8", "29.2"); not %NULL
 *
 * Finds a rule by its canonical id, exactly as written (a misprinted
 * number is found by ardina_rule_lookup_printed()).
 *
 * Returns: (transfer none) (nullable): the rule, or %NULL when there is
 *   no such rule.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRule *ardina_rule_lookup (const char *id);

/**
 * ardina_rule_lookup_printed:
 * @printed: a rule number as the rulebook prints it; not %NULL
 * @out: (out caller-allocates) (array length=max) (nullable): where to
 *   store the rules, or %NULL to count them
 * @max: how many @out has room for
 *
 * Every rule that the rulebook prints under @printed: the rule whose
 * canonical id it is (unless that rule was itself printed under another
 * number) and every rule with an erratum for that printed number.
 * "28.2" gives the fortress rule 28.2 and the partisan rule 29.2.
 *
 * Returns: how many were found; at most @max of them are stored in @out,
 *   in rulebook order.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_rule_lookup_printed (const char *printed,
                                             const ArdinaRule **out,
                                             guint max);

/**
 * ardina_rule_suggest:
 * @id: an unknown rule id the user typed; not %NULL
 * @out: (out caller-allocates) (array length=max): where to store the
 *   rules; may be %NULL only when @max is 0
 * @max: how many @out has room for
 *
 * The rules whose ids are closest to @id, best first: by edit distance of
 * the ids, then, within the section typed, by how far the rule's number
 * is from the one typed. For "did you mean" messages.
 *
 * Returns: how many were stored, at most @max (@max whenever @max is no
 *   more than ardina_rule_count()).
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_rule_suggest (const char *id,
                                      const ArdinaRule **out,
                                      guint max);

/**
 * ardina_rule_get_index:
 * @rule: a rule of the catalog
 *
 * Gets a rule's place in the rulebook.
 *
 * Returns: the rule's place in the rulebook, from 0: ardina_rule_nth()
 *   of it gives @rule back.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_rule_get_index (const ArdinaRule *rule);

/**
 * ardina_rule_get_id:
 * @rule: a rule of the catalog
 *
 * Gets a rule's canonical id.
 *
 * Returns: (transfer none): the canonical id ("18.7"; "18.0" for a
 *   section header).
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_rule_get_id (const ArdinaRule *rule);

/**
 * ardina_rule_get_title:
 * @rule: a rule of the catalog
 *
 * Gets a rule's title.
 *
 * Returns: (transfer none): the printed heading where the rulebook gives
 *   one ("Disruption & Rally"), else a short title of the project's own.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_rule_get_title (const ArdinaRule *rule);

/**
 * ardina_rule_get_paraphrase:
 * @rule: a rule of the catalog
 *
 * Gets a rule's paraphrase.
 *
 * Returns: (transfer none): the rule in the project's own words, one to
 *   five sentences, exact on every number, condition and exception the
 *   rule gives.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_rule_get_paraphrase (const ArdinaRule *rule);

/**
 * ardina_rule_get_section:
 * @rule: a rule of the catalog
 *
 * Gets the number of a rule's section.
 *
 * Returns: the section the rule belongs to, 1-38 (18 for "18.7").
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_rule_get_section (const ArdinaRule *rule);

/**
 * ardina_rule_get_kind:
 * @rule: a rule of the catalog
 *
 * Gets what kind of text a rule is.
 *
 * Returns: what kind of text the rule is.
 *
 * Since: 0.1
 */
ARDINA_API ArdinaRuleKind ardina_rule_get_kind (const ArdinaRule *rule);

/**
 * ardina_rule_get_class:
 * @rule: a rule of the catalog
 *
 * Gets what an oracle case must show to cover a rule.
 *
 * Returns: what an oracle case must show to cover the rule.
 *
 * Since: 0.1
 */
ARDINA_API ArdinaRuleClass ardina_rule_get_class (const ArdinaRule *rule);

/**
 * ardina_rule_get_header:
 * @rule: a rule of the catalog
 *
 * Gets the section header of a rule.
 *
 * Returns: (transfer none): the section header N.0 this rule belongs to
 *   (itself for a header).
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRule *ardina_rule_get_header (const ArdinaRule *rule);

/**
 * ardina_rule_get_n_refs:
 * @rule: a rule of the catalog
 *
 * Counts a rule's cross-references.
 *
 * Returns: how many rules @rule refers to (its cross-references).
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_rule_get_n_refs (const ArdinaRule *rule);

/**
 * ardina_rule_get_ref:
 * @rule: a rule of the catalog
 * @i: which reference, below ardina_rule_get_n_refs()
 *
 * A rule @rule refers to: one the text mentions, or one a reader plainly
 * needs next to it.
 *
 * Returns: (transfer none): the @i-th rule referred to; %NULL (with a
 *   critical warning) when @i is out of range.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRule *ardina_rule_get_ref (const ArdinaRule *rule, guint i);

/**
 * ardina_rule_get_referrers:
 * @rule: a rule of the catalog
 * @out: (out caller-allocates) (array length=max): where to store the
 *   rules; may be %NULL only when @max is 0
 * @max: how many @out has room for
 *
 * Rules that refer to this one (the reverse of ardina_rule_get_ref()).
 *
 * Returns: how many rules refer to @rule; at most @max are stored.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_rule_get_referrers (const ArdinaRule *rule,
                                            const ArdinaRule **out,
                                            guint max);

/**
 * ardina_rule_get_n_errata:
 * @rule: a rule of the catalog
 *
 * Counts a rule's errata.
 *
 * Returns: how many errata the rule has: numbers under which the rulebook
 *   misprinted it.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_rule_get_n_errata (const ArdinaRule *rule);

/**
 * ardina_rule_get_erratum_printed:
 * @rule: a rule of the catalog
 * @i: which erratum, below ardina_rule_get_n_errata()
 *
 * Gets the number under which an erratum says the rule was printed.
 *
 * Returns: (transfer none): the number the rulebook prints for the rule
 *   ("12.7"); %NULL (with a critical warning) when @i is out of range.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_rule_get_erratum_printed (const ArdinaRule *rule, guint i);

/**
 * ardina_rule_get_erratum_text:
 * @rule: a rule of the catalog
 * @i: which erratum, below ardina_rule_get_n_errata()
 *
 * Gets the text of one of a rule's errata.
 *
 * Returns: (transfer none): what was misprinted, in one sentence; %NULL
 *   (with a critical warning) when @i is out of range.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_rule_get_erratum_text (const ArdinaRule *rule, guint i);

/**
 * ardina_rule_get_rulings:
 * @rule: a rule of the catalog
 * @out: (out caller-allocates) (array length=max): where to store the
 *   rulings; may be %NULL only when @max is 0
 * @max: how many @out has room for
 *
 * Rulings concerning this rule.
 *
 * Returns: how many rulings concern @rule; at most @max are stored.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_rule_get_rulings (const ArdinaRule *rule,
                                          const ArdinaRuling **out,
                                          guint max);

/**
 * ardina_rule_kind_to_string:
 * @kind: a rule kind
 *
 * Names a rule kind.
 *
 * Returns: (transfer none): the kind's name as rules.xml writes it
 *   ("section", "normative", "descriptive", "optional"), or "unknown".
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_rule_kind_to_string (ArdinaRuleKind kind);

/**
 * ardina_rule_class_to_string:
 * @klass: a rule class
 *
 * Names a rule class.
 *
 * Returns: (transfer none): the class's name as rules.xml writes it
 *   ("heading", "definition", "procedure", "restriction", "table",
 *   "note"), or "unknown".
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_rule_class_to_string (ArdinaRuleClass klass);

/**
 * ardina_ruling_count:
 *
 * Counts the rulings of the catalog.
 *
 * Returns: how many rulings there are; ardina_ruling_nth() takes 0 to
 *   this number minus one.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_ruling_count (void);

/**
 * ardina_ruling_nth:
 * @index: the ruling's place in the catalog, from 0
 *
 * Gets a ruling by its place in the catalog.
 *
 * Returns: (transfer none) (nullable): the ruling at @index, or %NULL when
 *   @index is ardina_ruling_count() or more.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRuling *ardina_ruling_nth (guint index);

/**
 * ardina_ruling_lookup:
 * @id: a ruling id ("R-3"), in any case; not %NULL
 *
 * Finds a ruling by its id.
 *
 * Returns: (transfer none) (nullable): the ruling, or %NULL when there is
 *   no such ruling.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRuling *ardina_ruling_lookup (const char *id);

/**
 * ardina_ruling_get_id:
 * @ruling: a ruling
 *
 * Gets a ruling's id.
 *
 * Returns: (transfer none): the ruling's id ("R-3").
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_ruling_get_id (const ArdinaRuling *ruling);

/**
 * ardina_ruling_get_kind:
 * @ruling: a ruling
 *
 * Gets a ruling's kind: an interpretation of unclear text, or a
 * clarification restating what the text says (the catalog's
 * `kind="clarification"`).
 *
 * Returns: the ruling's kind; %ARDINA_RULING_INTERPRETATION (with a
 *   critical warning) when @ruling is %NULL.
 *
 * Since: 0.1
 */
ARDINA_API ArdinaRulingKind ardina_ruling_get_kind (const ArdinaRuling *ruling);

/**
 * ardina_ruling_get_question:
 * @ruling: a ruling
 *
 * Gets a ruling's question.
 *
 * Returns: (transfer none): what the rulebook leaves unclear, one to four
 *   sentences.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_ruling_get_question (const ArdinaRuling *ruling);

/**
 * ardina_ruling_get_answer:
 * @ruling: a ruling
 *
 * Gets a ruling's answer.
 *
 * Returns: (transfer none): what the engine does, one to four sentences.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_ruling_get_answer (const ArdinaRuling *ruling);

/**
 * ardina_ruling_get_rationale:
 * @ruling: a ruling
 *
 * Gets a ruling's rationale.
 *
 * Returns: (transfer none): why the engine does so, one to four
 *   sentences.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_ruling_get_rationale (const ArdinaRuling *ruling);

/**
 * ardina_ruling_get_n_concerns:
 * @ruling: a ruling
 *
 * Counts the rules a ruling touches.
 *
 * Returns: how many rules the ruling touches.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_ruling_get_n_concerns (const ArdinaRuling *ruling);

/**
 * ardina_ruling_get_concern:
 * @ruling: a ruling
 * @i: which rule, below ardina_ruling_get_n_concerns()
 *
 * Gets one of the rules a ruling touches.
 *
 * Returns: (transfer none): the @i-th rule the ruling touches; %NULL
 *   (with a critical warning) when @i is out of range.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRule *ardina_ruling_get_concern (const ArdinaRuling *ruling, guint i);

/* ---- oracle cases ----
 * The cases of the oracle (oracle/SECTION/NAME.xml) as compiled at build
 * time: their ids, files, questions and the rules they cite. Running them
 * is the oracle runner's business: `ardina check`; the runner is not part
 * of the installed library (doc/versioning.md). */

/**
 * ardina_case_count:
 *
 * Counts the oracle cases compiled into the library.
 *
 * Returns: how many oracle cases were compiled into the library;
 *   ardina_case_nth() takes 0 to this number minus one.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_case_count (void);

/**
 * ardina_case_nth:
 * @index: the case's place in the index, from 0
 *
 * Gets an oracle case by its place in the index.
 *
 * Returns: (transfer none) (nullable): the case at @index, or %NULL when
 *   @index is ardina_case_count() or more.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaCase *ardina_case_nth (guint index);

/**
 * ardina_case_get_id:
 * @c: an oracle case
 *
 * Gets the id of an oracle case.
 *
 * Returns: (transfer none): the case's id: its primary rule and its
 *   file's name ("1.1-1781-advances-to-1782").
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_case_get_id (const ArdinaCase *c);

/**
 * ardina_case_get_file:
 * @c: an oracle case
 *
 * Gets the file an oracle case was compiled from.
 *
 * Returns: (transfer none): the case's file, relative to the source tree:
 *   "oracle/18/second-disruption.xml".
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_case_get_file (const ArdinaCase *c);

/**
 * ardina_case_get_question:
 * @c: an oracle case
 *
 * Gets the question an oracle case answers.
 *
 * Returns: (transfer none): the question about the rules that the case
 *   answers.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_case_get_question (const ArdinaCase *c);

/**
 * ardina_case_get_n_rules:
 * @c: an oracle case
 *
 * Counts the rules an oracle case cites.
 *
 * Returns: how many rules the case cites.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_case_get_n_rules (const ArdinaCase *c);

/**
 * ardina_case_get_rule:
 * @c: an oracle case
 * @i: which rule, below ardina_case_get_n_rules()
 *
 * The cited rules, the primary one first.
 *
 * Returns: (transfer none): the @i-th rule the case cites; %NULL (with a
 *   critical warning) when @i is out of range.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRule *ardina_case_get_rule (const ArdinaCase *c, guint i);

/**
 * ardina_rule_get_cases:
 * @rule: a rule of the catalog
 * @out: (out caller-allocates) (array length=max): where to store the
 *   cases; may be %NULL only when @max is 0
 * @max: how many @out has room for
 *
 * The cases citing @rule.
 *
 * Returns: how many cases cite @rule; at most @max are stored.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_rule_get_cases (const ArdinaRule *rule, const ArdinaCase **out, guint max);

/**
 * ArdinaRulePart:
 *
 * A part of a rule that gathers several things, each with a rule of its
 * own: every action marker of 7.9 is a part of it ("7.9/spy"). A part is
 * not a rule of the catalog (ardina_rule_count() does not count it, no
 * oracle case cites it); it is an entry of its own for a reader and for
 * ardina_search_new(). Opaque and constant, owned by the library and
 * valid for the life of the process.
 *
 * Since: 0.1
 */
typedef struct _ArdinaRulePart ArdinaRulePart;

/**
 * ardina_rule_get_lead:
 * @rule: a rule of the catalog
 *
 * The opening of a rule's paraphrase, before its parts; for a rule
 * without parts, the whole paraphrase. ardina_rule_get_paraphrase() gives
 * the lead followed by every part as "Title: text".
 *
 * Returns: (transfer none): the lead, in the project's words.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_rule_get_lead (const ArdinaRule *rule);

/**
 * ardina_rule_get_n_parts:
 * @rule: a rule of the catalog
 *
 * Counts the parts of a rule (the 18 action markers of 7.9).
 *
 * Returns: how many parts @rule has; 0 for most rules.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_rule_get_n_parts (const ArdinaRule *rule);

/**
 * ardina_rule_get_part:
 * @rule: a rule of the catalog
 * @i: which part, below ardina_rule_get_n_parts()
 *
 * The parts of a rule, in the catalog's order.
 *
 * Returns: (transfer none): the @i-th part; %NULL (with a critical
 *   warning) when @i is out of range.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRulePart *ardina_rule_get_part (const ArdinaRule *rule, guint i);

/**
 * ardina_rule_part_lookup:
 * @id: a part's id, "7.9/spy" (case does not matter)
 *
 * Finds a part by its id.
 *
 * Returns: (transfer none) (nullable): the part, or %NULL if there is none.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRulePart *ardina_rule_part_lookup (const char *id);

/**
 * ardina_rule_part_get_id:
 * @part: a part of a rule
 *
 * A part's id: its rule's id, a slash and its name ("7.9/master-plan").
 *
 * Returns: (transfer none): the id.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_rule_part_get_id (const ArdinaRulePart *part);

/**
 * ardina_rule_part_get_title:
 * @part: a part of a rule
 *
 * A part's title, as printed ("Master Plan").
 *
 * Returns: (transfer none): the title.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_rule_part_get_title (const ArdinaRulePart *part);

/**
 * ardina_rule_part_get_paraphrase:
 * @part: a part of a rule
 *
 * What the part says, in the project's words.
 *
 * Returns: (transfer none): the paraphrase.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_rule_part_get_paraphrase (const ArdinaRulePart *part);

/**
 * ardina_rule_part_get_rule:
 * @part: a part of a rule
 *
 * The rule the part belongs to, which events and oracle cases cite.
 *
 * Returns: (transfer none): the rule.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRule *ardina_rule_part_get_rule (const ArdinaRulePart *part);

/**
 * ardina_rule_part_get_rulings:
 * @part: a part of a rule
 * @out: (out caller-allocates) (array length=max): where to store the
 *   rulings; may be %NULL only when @max is 0
 * @max: how many @out has room for
 *
 * The rulings concerning this part; each concerns its rule as well.
 *
 * Returns: how many rulings concern @part; at most @max are stored.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_rule_part_get_rulings (const ArdinaRulePart *part,
                                               const ArdinaRuling **out,
                                               guint max);

/**
 * ArdinaSearch:
 *
 * The result of a search of the catalog by a player's words
 * (ardina_search_new()): the rules and parts that answer, best first.
 * Free it with ardina_search_free().
 *
 * Since: 0.1
 */
typedef struct _ArdinaSearch ArdinaSearch;

/**
 * ardina_search_new:
 * @question: what a player asks, in his own words ("how many units can a
 *   fleet carry")
 *
 * Searches the catalog: every rule and every part of a rule is an entry,
 * ranked by BM25 over three fields, its title (weighing most), its
 * paraphrase and the rulings that concern it, with each field's length
 * taken into account. Words are compared by their Snowball (English)
 * stems; the question's small words ("how", "many", "can", "the") count
 * for nothing, and the synonyms of rules.xml add the catalog's words for a
 * player's ("killed" finds "eliminated"). Equal scores keep catalog order.
 *
 * Returns: (transfer full) (nullable): the hits, possibly none; %NULL
 *   when @question holds no word at all.
 *
 * Since: 0.1
 */
ARDINA_API ArdinaSearch *ardina_search_new (const char *question);

/**
 * ardina_search_free:
 * @search: (nullable): a search
 *
 * Frees a search and its hits.
 *
 * Since: 0.1
 */
ARDINA_API void ardina_search_free (ArdinaSearch *search);

/**
 * ardina_search_get_n_hits:
 * @search: a search
 *
 * Counts the entries that matched at least one word.
 *
 * Returns: how many hits there are.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_search_get_n_hits (const ArdinaSearch *search);

/**
 * ardina_search_get_rule:
 * @search: a search
 * @i: which hit, below ardina_search_get_n_hits(), best first
 *
 * The rule of a hit: the rule itself, or the rule a part belongs to.
 *
 * Returns: (transfer none): the rule; %NULL (with a critical warning)
 *   when @i is out of range.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRule *ardina_search_get_rule (const ArdinaSearch *search, guint i);

/**
 * ardina_search_get_part:
 * @search: a search
 * @i: which hit, below ardina_search_get_n_hits(), best first
 *
 * The part a hit is, when it is one.
 *
 * Returns: (transfer none) (nullable): the part, or %NULL when the hit is
 *   a whole rule.
 *
 * Since: 0.1
 */
ARDINA_API const ArdinaRulePart *ardina_search_get_part (const ArdinaSearch *search, guint i);

/**
 * ardina_search_get_score:
 * @search: a search
 * @i: which hit, below ardina_search_get_n_hits(), best first
 *
 * How well a hit matched; only the order of scores means anything.
 *
 * Returns: the score, above 0.
 *
 * Since: 0.1
 */
ARDINA_API double ardina_search_get_score (const ArdinaSearch *search, guint i);

/**
 * ardina_search_get_why:
 * @search: a search
 * @i: which hit, below ardina_search_get_n_hits(), best first
 *
 * Why a hit matched, in one line: each word of the question that it
 * matched, the catalog's word it matched as when that is a synonym, and
 * where (title, paraphrase, or the ids of the rulings):
 * "fleet (title, paraphrase); carry as transport (paraphrase, R-14)".
 *
 * Returns: (transfer none): the explanation, owned by @search.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_search_get_why (const ArdinaSearch *search, guint i);

G_END_DECLS

#endif /* ARDINA_CATALOG_H */
