/* The oracle runner's internals (the public face is <ardina/oracle.h>;
 * the contract it keeps is doc/oracle-format.md). */
#ifndef ARDINA_LIB_ORACLE_H
#define ARDINA_LIB_ORACLE_H

#include "engine.h"
#include "xmlin.h"

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
  guint8 marks[ARDINA_DATA_N_RULES];
};

/* Builds the game of a <board> element: an empty board, the pieces,
 * markers and tables it declares, the turn moved to its phase. Returns
 * NULL with @error (ARDINA_ERROR_ILLEGAL "[rule] ..." when a rule forbids
 * the situation, ARDINA_ERROR_INVALID otherwise) and *@bad set to the
 * offending element. The game is not run yet. */
ArdinaGame *ardina_oracle_board (xmlNodePtr board, xmlNodePtr *bad, GError **error);

#endif /* ARDINA_LIB_ORACLE_H */
