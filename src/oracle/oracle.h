/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The oracle: cases that state what the rules say in a given situation,
 * and the runner that holds the engine to them.
 *
 * A case is an XML file (doc/oracle-format.md, schema oracle/case.rng): the
 * rules it cites, a question and its ruling in plain words, a starting
 * situation, scripted dice and picks, actions that must be accepted or
 * refused, and expectations about the result. Each case runs on a fresh
 * game of its own. The runner reports whether the case passed, what failed
 * and why, the trace of every event, and which rules the engine itself
 * cited while running it; a coverage aggregator adds cases up against the
 * rule catalog.
 *
 * Case files are untrusted input: a file that is not well-formed, breaks
 * the schema, carries a DOCTYPE or is too large is refused with a GError in
 * ARDINA_ERROR (ARDINA_ERROR_PARSE) whose message is "file:line: reason".
 * Anything that goes wrong once a case is read (an unknown rule cited, an
 * action refused, a die missing from the script) makes the case fail; it
 * never aborts the runner.
 *
 * The runner is a convenience library of the command and the tests, not
 * part of the installed library: building a board edits the engine's
 * state directly (doc/versioning.md).
 */
#ifndef ARDINA_ORACLE_H
#define ARDINA_ORACLE_H

#include <ardina/ardina.h>

G_BEGIN_DECLS

/* The case format this library reads (the format attribute of <case>). */
#define ARDINA_ORACLE_FORMAT 1

typedef struct _ArdinaOracleResult ArdinaOracleResult;
typedef struct _ArdinaOracleCoverage ArdinaOracleCoverage;
typedef struct _ArdinaOracleDeviations ArdinaOracleDeviations;

/**
 * ArdinaOracleOutcome:
 * @ARDINA_ORACLE_PASS: every step held.
 * @ARDINA_ORACLE_FAIL: some step failed.
 * @ARDINA_ORACLE_XFAIL: the case failed and is listed as a known deviation
 *   of the engine; reported apart, not counted as a failure.
 * @ARDINA_ORACLE_XPASS: the case is listed as a known deviation but passed:
 *   the list is out of date, which counts as a failure.
 */
typedef enum {
  ARDINA_ORACLE_PASS,
  ARDINA_ORACLE_FAIL,
  ARDINA_ORACLE_XFAIL,
  ARDINA_ORACLE_XPASS
} ArdinaOracleOutcome;

/* ---- running cases ---- */

/* Runs the case in @path. NULL with @error set when the file cannot be
 * read as a case, or its start is refused (not a legal position) and the
 * case has no <expect-invalid-start> (ARDINA_ERROR_PARSE, the message
 * "file:line: reason"). */
ArdinaOracleResult *ardina_oracle_run_file (const char *path, GError **error);
/* The same for a case held in memory; @filename names it in messages. */
ArdinaOracleResult *ardina_oracle_run_data (const char *data, gsize length,
                                                       const char *filename, GError **error);
void ardina_oracle_result_free (ArdinaOracleResult *result);

const char *ardina_oracle_result_get_id (const ArdinaOracleResult *result);
const char *ardina_oracle_result_get_file (const ArdinaOracleResult *result);
const char *ardina_oracle_result_get_question (const ArdinaOracleResult *result);
const char *ardina_oracle_result_get_ruling (const ArdinaOracleResult *result);
gboolean ardina_oracle_result_passed (const ArdinaOracleResult *result);
/* The optional sections the case's start selects that the engine does not
 * play yet (ARDINA_OPTIONAL bits, 0 for none): the case takes them for
 * their set-up alone, the markers they bring (1.4). */
guint32 ardina_oracle_result_get_setup_only (const ArdinaOracleResult *result);
/* The outcome once the known deviations @deviations (may be NULL) apply. */
ArdinaOracleOutcome ardina_oracle_result_get_outcome (const ArdinaOracleResult *result,
                                                                 const ArdinaOracleDeviations *deviations);

/* The rules the case cites, the primary rule first. Ids that are not in
 * the catalog are not among them: they are listed apart (and fail the case). */
guint ardina_oracle_result_get_n_cited (const ArdinaOracleResult *result);
const ArdinaRule *ardina_oracle_result_get_cited (const ArdinaOracleResult *result, guint i);
guint ardina_oracle_result_get_n_unknown (const ArdinaOracleResult *result);
const char *ardina_oracle_result_get_unknown (const ArdinaOracleResult *result, guint i);

/* Why the case failed: for each failure, where the failing step is
 * ("file:line"), what it expected (the step as written) and what actually
 * happened. */
guint ardina_oracle_result_get_n_failures (const ArdinaOracleResult *result);
const char *ardina_oracle_result_get_failure_where (const ArdinaOracleResult *result, guint i);
const char *ardina_oracle_result_get_failure_expected (const ArdinaOracleResult *result, guint i);
const char *ardina_oracle_result_get_failure_actual (const ArdinaOracleResult *result, guint i);

/* The trace: every event text in order ("[4.7] turn 1 ..."), events seen by
 * one side only marked "(to american)", with the actions ("> american end")
 * and refusals ("> ... refused: [7.2] ...") in between. */
guint ardina_oracle_result_get_n_trace (const ArdinaOracleResult *result);
const char *ardina_oracle_result_get_trace (const ArdinaOracleResult *result, guint i);

/* Did the engine cite @rule while running the case, in an event or in the
 * "[x.y]" of a refusal? */
gboolean ardina_oracle_result_engine_cited (const ArdinaOracleResult *result,
                                                       const ArdinaRule *rule);
/* Did a step of the case show @rule forbidding something: a <refused> or
 * <expect-invalid-start> that held and whose refusal cited @rule? */
gboolean ardina_oracle_result_refusal_cited (const ArdinaOracleResult *result,
                                                        const ArdinaRule *rule);

/* Case files under @path: @path itself if it is a file, else every *.xml
 * below the directory (recursively; hidden entries skipped; links to
 * directories not followed, each directory entered once, at most 16 levels
 * and 100,000 files), in natural order (digit runs compare as numbers:
 * oracle/2 before oracle/14). A NULL-terminated array to free with
 * g_strfreev(); NULL with @error set when @path cannot be read. */
char **ardina_oracle_find_cases (const char *path, GError **error);

/* ---- a case's start, for other uses (oracle-start.c) ---- */

/* The game a case starts from: its <standard> or <board> with its <dice>
 * and <picks>, run to its first decision; its steps are not run. NULL with
 * @error ("file:line: what") when the data is not a case or its start is
 * refused. */
ArdinaGame *ardina_oracle_start_data (const char *data, gsize length, const char *filename, GError **error);
/* The game in the file @path: a saved game, or the start of an oracle
 * case (*@from_case, may be NULL, says which). NULL with @error
 * ("file:line: what"). */
ArdinaGame *ardina_oracle_load_game (const char *path, gboolean *from_case, GError **error);
/* Whether @a and @b are the same game but for their dice sources. */
gboolean ardina_oracle_same_position (const ArdinaGame *a, const ArdinaGame *b);
/* A case never rolls from a seed. For a seeded @game: appends to @dice
 * (guint8) and @picks (static piece names) the dice and picks with which
 * scripts make @action come out as the seed does. Nothing for a scripted
 * game, whose own script serves, nor for an action refused by a rule.
 * FALSE with @error if they cannot be found. */
gboolean ardina_oracle_script_action (const ArdinaGame *game, const ArdinaAction *action, GArray *dice,
                                      GPtrArray *picks, GError **error);
/* The scripted dice and picks @game has not used yet, appended as above
 * (nothing for a seeded game). */
void ardina_oracle_scripts_left (const ArdinaGame *game, GArray *dice, GPtrArray *picks);
/* Appends @game as a case's <board> (doc/oracle-format.md), indented for
 * a child of <case>: year, phase, First Player, scenario and optional
 * rules; the pieces, markers, points, tracks and loyalty where they differ
 * from the board's empty game, pieces in a saved game's form; and the
 * procedure stack as a save writes it. FALSE with @error, @out unchanged,
 * for a game no board can declare (over, a view, in its set-up). */
gboolean ardina_oracle_write_board (const ArdinaGame *game, GString *out, GError **error);

/* ---- known deviations ----
 * A text file of lines "CASE-ID reason...", '#' starting a comment: cases
 * the engine is known to fail, each with its reason. A listed case is
 * still run, and reported apart. */
ArdinaOracleDeviations *ardina_oracle_deviations_new (void);
/* Adds the entries of @path; FALSE with "file:line: reason" on error. */
gboolean ardina_oracle_deviations_load (ArdinaOracleDeviations *deviations,
                                                   const char *path, GError **error);
/* The reason @case_id is listed, or NULL. */
const char *ardina_oracle_deviations_lookup (const ArdinaOracleDeviations *deviations,
                                                        const char *case_id);
guint ardina_oracle_deviations_count (const ArdinaOracleDeviations *deviations);
void ardina_oracle_deviations_free (ArdinaOracleDeviations *deviations);

/* ---- coverage ----
 * Adds results up rule by rule: which cases cite each rule, whether the
 * engine cited it while running a case that passed, and whether a passing
 * case showed it refusing something (what a restriction needs). */
ArdinaOracleCoverage *ardina_oracle_coverage_new (void);
void ardina_oracle_coverage_add (ArdinaOracleCoverage *coverage,
                                            const ArdinaOracleResult *result);
void ardina_oracle_coverage_free (ArdinaOracleCoverage *coverage);
guint ardina_oracle_coverage_get_n_results (const ArdinaOracleCoverage *coverage);
guint ardina_oracle_coverage_get_n_cases (const ArdinaOracleCoverage *coverage,
                                                     const ArdinaRule *rule);
const char *ardina_oracle_coverage_get_case (const ArdinaOracleCoverage *coverage,
                                                        const ArdinaRule *rule, guint i);
gboolean ardina_oracle_coverage_engine_cited (const ArdinaOracleCoverage *coverage,
                                                         const ArdinaRule *rule);
gboolean ardina_oracle_coverage_refusal_cited (const ArdinaOracleCoverage *coverage,
                                                          const ArdinaRule *rule);
/* How many catalog rules the engine cited while running passing cases. */
guint ardina_oracle_coverage_count_engine_cited (const ArdinaOracleCoverage *coverage);
/* Citations of ids that are not in the catalog: "CASE-ID (FILE) cites X". */
guint ardina_oracle_coverage_get_n_unknown (const ArdinaOracleCoverage *coverage);
const char *ardina_oracle_coverage_get_unknown (const ArdinaOracleCoverage *coverage, guint i);

G_END_DECLS

#endif /* ARDINA_ORACLE_H */
