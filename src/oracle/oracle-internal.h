/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The oracle runner's internals (the public face is <ardina/oracle.h>;
 * the contract it keeps is doc/oracle-format.md).
 *
 * The runner is split by concern:
 *   oracle.c         reads a case and runs its steps through one dispatch
 *                    table; the element readers every part uses; the
 *                    entry points;
 *   oracle-board.c   the starting situation: the standard set-up or a
 *                    declared board, and the checks that it is one the
 *                    rules allow;
 *   oracle-expect.c  the checkers of expectations on the game: its state,
 *                    events, decisions, views, saving and scripts;
 *   oracle-facts.c   the checkers of data facts: what the compiled tables
 *                    say about one component;
 *   oracle-result.c  results (recording failures and cited rules, the
 *                    public accessors) and coverage, which adds them up;
 *   oracle-suite.c   the suite on disk: finding case files, the list of
 *                    known deviations. */
#ifndef ARDINA_LIB_ORACLE_H
#define ARDINA_LIB_ORACLE_H

#include "oracle/oracle.h"
#include "rules/rules.h"
#include "io/xmlin.h"

/* The case schema, oracle/case.rng, compiled in by the build (embed). */
extern const char ardina_schema_case[];
extern const unsigned ardina_schema_case_len;

/* What a case showed about one rule (ArdinaOracleResult.marks). */
enum {
  ARDINA_ORACLE_MARK_ENGINE = 1 << 0,    /* cited by an event or a refusal */
  ARDINA_ORACLE_MARK_REFUSAL = 1 << 1    /* a refusal step citing it held */
};

typedef struct {
  char *where;          /* "file:line" of the failing step */
  char *expected;       /* the step as written */
  char *actual;         /* what happened instead */
} ArdinaOracleFailure;

struct _ArdinaOracleResult {
  char *file, *id, *question, *ruling;
  GArray *cited;        /* guint16 rule indexes, the primary rule first */
  GPtrArray *unknown;   /* cited ids that are not in the catalog */
  GArray *failures;     /* ArdinaOracleFailure */
  GPtrArray *trace;     /* char *: events, actions and refusals in order */
  guint32 optional;     /* ARDINA_OPTIONAL bits the start selects */
  guint8 marks[ARDINA_DATA_N_RULES];
};

/* The scripts a case may set, <dice> and <picks>, in the schema's order.
 * Setting one, counting what is left of it and checking that at the end
 * differ only in the words and the accessors of ardina_oracle_scripts[], so
 * each of those is written once for both. */
enum { ARDINA_ORACLE_DICE, ARDINA_ORACLE_PICKS, ARDINA_ORACLE_N_SCRIPTS };

typedef struct {
  const char *element;   /* "dice": also the word of failures, and <dice-left> */
  const char *one;       /* "die": "every scripted die used" */
  /* Sets the script from the element's words (none when it is absent). */
  gboolean (*set) (ArdinaGame *g, GPtrArray *words, GError **error);
  guint (*left) (const ArdinaGame *g);
} ArdinaOracleScript;

/* In oracle-board.c, which sets the scripts. */
extern const ArdinaOracleScript ardina_oracle_scripts[ARDINA_ORACLE_N_SCRIPTS];

/* One case being run. */
typedef struct {
  ArdinaOracleResult *r;
  ArdinaGame *game;
  GArray *events;        /* ArdinaEvent: every event delivered so far */
  guint last_from;       /* the first event delivered by the last <do> */
  guint left[ARDINA_ORACLE_N_SCRIPTS];   /* by script: what the end of the case must find unused */
  gboolean stopped;      /* an action failed: later steps are not run */
} Run;

/* Where a check looks: the game, or a side's view of it with only the
 * events that side may see. */
typedef struct {
  Run *run;
  const ArdinaGame *game;
  ArdinaSide audience;
} Ctx;

typedef enum { HELD, FAILED, STOP } Verdict;

/* ---- oracle.c: reading elements, running ---- */

xmlNodePtr ardina_oracle_next_element (xmlNodePtr n);
xmlNodePtr ardina_oracle_first_element (xmlNodePtr parent);
/* The text of @n, stripped (g_free). */
char *ardina_oracle_text_of (xmlNodePtr n);
/* The value of attribute @name as the document holds it; NULL if absent. */
const char *ardina_oracle_attr (xmlNodePtr n, const char *name);
long ardina_oracle_attr_int (xmlNodePtr n, const char *name, long fallback);
/* The words of a whitespace-separated list (@text may be NULL: no words),
 * empty ones dropped (g_ptr_array_unref). */
GPtrArray *ardina_oracle_words (const char *text);
ArdinaSide ardina_oracle_side_of (const char *name);

/* The event sink of a run (@data is the Run): records the event, the rules
 * it cites, and a line of the trace. */
void ardina_oracle_on_event (const ArdinaEvent *e, gpointer data);
/* @error, or a new one saying that @what failed without saying why. */
GError *ardina_oracle_error_or_bug (GError *error, const char *what);
/* FAILED, with "there is no @what named '@name'" in @actual. */
Verdict ardina_oracle_no_such (GString *actual, const char *what, const char *name);
/* Runs one step, recording its failure (prefixed by @context) if any. */
Verdict ardina_oracle_run_step (Ctx *c, xmlNodePtr n, const char *context);

/* ---- oracle-board.c: the starting situation ---- */

/* Builds the game of a <board> element: an empty board, the pieces,
 * markers and tables it declares, the turn moved to its phase. Returns
 * NULL with @error (ARDINA_ERROR_ILLEGAL "[rule] ..." when a rule forbids
 * the situation, ARDINA_ERROR_INVALID otherwise) and *@bad set to the
 * offending element. The game is not run yet. */
ArdinaGame *ardina_oracle_board (xmlNodePtr board, xmlNodePtr *bad, GError **error);
/* The optional sections <standard> or <board> @start selects, as
 * ARDINA_OPTIONAL bits. */
guint32 ardina_oracle_optional_of (xmlNodePtr start);
/* The game of <standard> or <board> @n with the scripts of @scripts (by
 * ardina_oracle_scripts[], NULL for one the case lacks), run to its first
 * decision; NULL with @error and *@bad on the element at fault. */
ArdinaGame *ardina_oracle_start_standard (Run *run, xmlNodePtr n, xmlNodePtr *scripts, xmlNodePtr *bad,
                                          GError **error);
ArdinaGame *ardina_oracle_start_board (Run *run, xmlNodePtr n, xmlNodePtr *scripts, xmlNodePtr *bad,
                                       GError **error);

/* ---- oracle-result.c: recording into a result ---- */

ArdinaOracleResult *ardina_oracle_result_new (const char *file);
/* Records that the step @node expected @expected and got @actual. */
void ardina_oracle_fail (ArdinaOracleResult *r, xmlNodePtr node, const char *expected, const char *actual);
/* A refusal or error message citing "[x.y]" marks x.y as cited. */
void ardina_oracle_mark_error (ArdinaOracleResult *r, const GError *error);
/* A refusal step citing rule @id held (an unknown @id marks nothing). */
void ardina_oracle_mark_refusal (ArdinaOracleResult *r, const char *id);
/* The rule an id names, or NULL after noting the id as unknown. */
const ArdinaRule *ardina_oracle_known_rule (ArdinaOracleResult *r, const char *id);

/* ---- the checkers of the dispatch table (steps[] in oracle.c) ----
 *
 * Each says whether its step held and, when it did not, writes what
 * happened instead in @actual. Keep this list and steps[] in step: a
 * checker declared here and missing there is never run. */

/* oracle-expect.c: the state */
/* <at>, <hidden> */
Verdict ardina_oracle_step_at (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_visible (Ctx *c, xmlNodePtr n, GString *actual);
/* <phase>, <progress>, <balance>, <year>, <pool>, <points>, <town-points>,
 * <hand> */
Verdict ardina_oracle_step_state (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_war (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_first (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_loyalty (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_over (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_winner (Ctx *c, xmlNodePtr n, GString *actual);
/* oracle-expect.c: events, decisions, views, saving, scripts */
Verdict ardina_oracle_step_event (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_pending (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_legal (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_view (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_round_trip (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_left (Ctx *c, xmlNodePtr n, GString *actual);
/* oracle-facts.c */
Verdict ardina_oracle_step_locale (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_locales (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_region (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_route (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_routes (Ctx *c, xmlNodePtr n, GString *actual);
/* <unit>, <leader> */
Verdict ardina_oracle_step_counter (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_campaign (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_marker_kind (Ctx *c, xmlNodePtr n, GString *actual);
Verdict ardina_oracle_step_constant (Ctx *c, xmlNodePtr n, GString *actual);

#endif /* ARDINA_LIB_ORACLE_H */
