/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What running a case found: the failures, the trace, the rules the case
 * cites and those the engine was seen to cite; the public accessors of a
 * result; and coverage, which adds results up against the rule catalog.
 *
 * Results are written only by the runner and read only through the
 * accessors, so their layout (oracle.h) can change freely. */
#include "oracle-internal.h"

#include <string.h>

/* ==== results ==== */

ArdinaOracleResult *
ardina_oracle_result_new (const char *file)
{
  ArdinaOracleResult *r = g_new0 (ArdinaOracleResult, 1);
  r->file = g_strdup (file);
  r->cited = g_array_new (FALSE, FALSE, sizeof (guint16));
  r->unknown = g_ptr_array_new_with_free_func (g_free);
  r->failures = g_array_new (FALSE, FALSE, sizeof (ArdinaOracleFailure));
  r->trace = g_ptr_array_new_with_free_func (g_free);
  return r;
}

void
ardina_oracle_result_free (ArdinaOracleResult *r)
{
  if (!r)
    return;
  for (guint i = 0; i < r->failures->len; i++)
    {
      ArdinaOracleFailure *f = &g_array_index (r->failures, ArdinaOracleFailure, i);
      g_free (f->where), g_free (f->expected), g_free (f->actual);
    }
  g_array_free (r->failures, TRUE);
  g_array_free (r->cited, TRUE);
  g_ptr_array_free (r->unknown, TRUE);
  g_ptr_array_free (r->trace, TRUE);
  g_free (r->file), g_free (r->id), g_free (r->question), g_free (r->ruling);
  g_free (r);
}

static char *
where_of (const ArdinaOracleResult *r, xmlNodePtr node)
{
  long line = node ? xmlGetLineNo (node) : 1;
  return g_strdup_printf ("%s:%ld", r->file, line > 0 ? line : 1);
}

void
ardina_oracle_fail (ArdinaOracleResult *r, xmlNodePtr node, const char *expected, const char *actual)
{
  ArdinaOracleFailure f = { where_of (r, node), g_strdup (expected), g_strdup (actual) };
  g_array_append_val (r->failures, f);
}

/* A refusal marks the rules it cites (its record, core/error.c) as cited. */
void
ardina_oracle_mark_error (ArdinaOracleResult *r, const GError *error)
{
  for (guint i = 0; i < ardina_error_get_n_rules (error); i++)
    r->marks[ardina_rule_get_index (ardina_error_get_rule_nth (error, i))] |= ARDINA_ORACLE_MARK_ENGINE;
}

/* A refusal step citing @id held: the engine was seen to refuse by it. */
void
ardina_oracle_mark_refusal (ArdinaOracleResult *r, const char *id)
{
  const ArdinaRule *rule = ardina_rule_lookup (id);
  if (rule)
    r->marks[ardina_rule_get_index (rule)] |= ARDINA_ORACLE_MARK_REFUSAL;
}

/* The rule an id names, or NULL after noting the id as unknown. */
const ArdinaRule *
ardina_oracle_known_rule (ArdinaOracleResult *r, const char *id)
{
  const ArdinaRule *rule = ardina_rule_lookup (id);
  if (!rule)
    {
      for (guint i = 0; i < r->unknown->len; i++)
        if (strcmp (g_ptr_array_index (r->unknown, i), id) == 0)
          return NULL;
      g_ptr_array_add (r->unknown, g_strdup (id));
    }
  return rule;
}

/* ==== result accessors ==== */

const char *
ardina_oracle_result_get_id (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, NULL);
  return r->id;
}

const char *
ardina_oracle_result_get_file (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, NULL);
  return r->file;
}

const char *
ardina_oracle_result_get_question (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, NULL);
  return r->question;
}

const char *
ardina_oracle_result_get_ruling (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, NULL);
  return r->ruling;
}

guint32
ardina_oracle_result_get_setup_only (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, 0);
  return r->optional & ~(guint32) ARDINA_OPTIONAL_PLAYED;
}

gboolean
ardina_oracle_result_passed (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, FALSE);
  return r->failures->len == 0;
}

ArdinaOracleOutcome
ardina_oracle_result_get_outcome (const ArdinaOracleResult *r, const ArdinaOracleDeviations *d)
{
  g_return_val_if_fail (r != NULL, ARDINA_ORACLE_FAIL);
  gboolean listed = d && ardina_oracle_deviations_lookup (d, r->id);
  if (ardina_oracle_result_passed (r))
    return listed ? ARDINA_ORACLE_XPASS : ARDINA_ORACLE_PASS;
  return listed ? ARDINA_ORACLE_XFAIL : ARDINA_ORACLE_FAIL;
}

guint
ardina_oracle_result_get_n_cited (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, 0);
  return r->cited->len;
}

const ArdinaRule *
ardina_oracle_result_get_cited (const ArdinaOracleResult *r, guint i)
{
  g_return_val_if_fail (r != NULL && i < r->cited->len, NULL);
  return ardina_rule_nth (g_array_index (r->cited, guint16, i));
}

guint
ardina_oracle_result_get_n_unknown (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, 0);
  return r->unknown->len;
}

const char *
ardina_oracle_result_get_unknown (const ArdinaOracleResult *r, guint i)
{
  g_return_val_if_fail (r != NULL && i < r->unknown->len, NULL);
  return g_ptr_array_index (r->unknown, i);
}

guint
ardina_oracle_result_get_n_failures (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, 0);
  return r->failures->len;
}

static const ArdinaOracleFailure *
failure_nth (const ArdinaOracleResult *r, guint i)
{
  g_return_val_if_fail (r != NULL && i < r->failures->len, NULL);
  return &g_array_index (r->failures, ArdinaOracleFailure, i);
}

const char *
ardina_oracle_result_get_failure_where (const ArdinaOracleResult *r, guint i)
{
  const ArdinaOracleFailure *f = failure_nth (r, i);
  return f ? f->where : NULL;
}

const char *
ardina_oracle_result_get_failure_expected (const ArdinaOracleResult *r, guint i)
{
  const ArdinaOracleFailure *f = failure_nth (r, i);
  return f ? f->expected : NULL;
}

const char *
ardina_oracle_result_get_failure_actual (const ArdinaOracleResult *r, guint i)
{
  const ArdinaOracleFailure *f = failure_nth (r, i);
  return f ? f->actual : NULL;
}

guint
ardina_oracle_result_get_n_trace (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, 0);
  return r->trace->len;
}

const char *
ardina_oracle_result_get_trace (const ArdinaOracleResult *r, guint i)
{
  g_return_val_if_fail (r != NULL && i < r->trace->len, NULL);
  return g_ptr_array_index (r->trace, i);
}

gboolean
ardina_oracle_result_engine_cited (const ArdinaOracleResult *r, const ArdinaRule *rule)
{
  g_return_val_if_fail (r != NULL && rule != NULL, FALSE);
  return !!(r->marks[ardina_rule_get_index (rule)] & ARDINA_ORACLE_MARK_ENGINE);
}

gboolean
ardina_oracle_result_refusal_cited (const ArdinaOracleResult *r, const ArdinaRule *rule)
{
  g_return_val_if_fail (r != NULL && rule != NULL, FALSE);
  return !!(r->marks[ardina_rule_get_index (rule)] & ARDINA_ORACLE_MARK_REFUSAL);
}

/* ==== coverage ==== */

struct _ArdinaOracleCoverage {
  GPtrArray *cases[ARDINA_DATA_N_RULES];   /* case ids citing each rule */
  guint8 marks[ARDINA_DATA_N_RULES];       /* from passing cases only */
  GPtrArray *unknown;
  guint n_results;
};

ArdinaOracleCoverage *
ardina_oracle_coverage_new (void)
{
  ArdinaOracleCoverage *c = g_new0 (ArdinaOracleCoverage, 1);
  for (guint i = 0; i < ARDINA_DATA_N_RULES; i++)
    c->cases[i] = g_ptr_array_new_with_free_func (g_free);
  c->unknown = g_ptr_array_new_with_free_func (g_free);
  return c;
}

void
ardina_oracle_coverage_free (ArdinaOracleCoverage *c)
{
  if (!c)
    return;
  for (guint i = 0; i < ARDINA_DATA_N_RULES; i++)
    g_ptr_array_free (c->cases[i], TRUE);
  g_ptr_array_free (c->unknown, TRUE);
  g_free (c);
}

/* A failed case proves nothing about the engine, so only passing cases
 * add to what the engine was seen to cite. */
void
ardina_oracle_coverage_add (ArdinaOracleCoverage *c, const ArdinaOracleResult *r)
{
  g_return_if_fail (c != NULL && r != NULL);
  c->n_results++;
  for (guint i = 0; i < r->cited->len; i++)
    {
      GPtrArray *list = c->cases[g_array_index (r->cited, guint16, i)];
      if (!list->len || strcmp (g_ptr_array_index (list, list->len - 1), r->id) != 0)
        g_ptr_array_add (list, g_strdup (r->id));
    }
  for (guint i = 0; i < r->unknown->len; i++)
    g_ptr_array_add (c->unknown, g_strdup_printf ("%s (%s) cites %s", r->id, r->file,
                                                  (const char *) g_ptr_array_index (r->unknown, i)));
  if (ardina_oracle_result_passed (r))
    for (guint i = 0; i < ARDINA_DATA_N_RULES; i++)
      c->marks[i] |= r->marks[i];
}

guint
ardina_oracle_coverage_get_n_results (const ArdinaOracleCoverage *c)
{
  g_return_val_if_fail (c != NULL, 0);
  return c->n_results;
}

guint
ardina_oracle_coverage_get_n_cases (const ArdinaOracleCoverage *c, const ArdinaRule *rule)
{
  g_return_val_if_fail (c != NULL && rule != NULL, 0);
  return c->cases[ardina_rule_get_index (rule)]->len;
}

const char *
ardina_oracle_coverage_get_case (const ArdinaOracleCoverage *c, const ArdinaRule *rule, guint i)
{
  g_return_val_if_fail (c != NULL && rule != NULL, NULL);
  GPtrArray *list = c->cases[ardina_rule_get_index (rule)];
  g_return_val_if_fail (i < list->len, NULL);
  return g_ptr_array_index (list, i);
}

gboolean
ardina_oracle_coverage_engine_cited (const ArdinaOracleCoverage *c, const ArdinaRule *rule)
{
  g_return_val_if_fail (c != NULL && rule != NULL, FALSE);
  return !!(c->marks[ardina_rule_get_index (rule)] & ARDINA_ORACLE_MARK_ENGINE);
}

gboolean
ardina_oracle_coverage_refusal_cited (const ArdinaOracleCoverage *c, const ArdinaRule *rule)
{
  g_return_val_if_fail (c != NULL && rule != NULL, FALSE);
  return !!(c->marks[ardina_rule_get_index (rule)] & ARDINA_ORACLE_MARK_REFUSAL);
}

guint
ardina_oracle_coverage_count_engine_cited (const ArdinaOracleCoverage *c)
{
  g_return_val_if_fail (c != NULL, 0);
  guint n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_RULES; i++)
    n += !!(c->marks[i] & ARDINA_ORACLE_MARK_ENGINE);
  return n;
}

guint
ardina_oracle_coverage_get_n_unknown (const ArdinaOracleCoverage *c)
{
  g_return_val_if_fail (c != NULL, 0);
  return c->unknown->len;
}

const char *
ardina_oracle_coverage_get_unknown (const ArdinaOracleCoverage *c, guint i)
{
  g_return_val_if_fail (c != NULL && i < c->unknown->len, NULL);
  return g_ptr_array_index (c->unknown, i);
}
