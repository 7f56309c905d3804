/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Fuzz harness: the oracle case reader (doc/fuzzing.md).
 *
 * The input is an oracle case, run through ardina_oracle_run_data. Refused:
 * the error is located ("file:line: reason"). Read: it runs, passing or
 * failing, and its result answers every question about it. Never a crash,
 * a hang or a critical warning. */
#include "fuzz.h"
#include "oracle/oracle.h"

const char *const fuzz_seeds[] = { "oracle", "tests/oracle-fixtures", "tests/ask", "tests/hostile", NULL };
const char *const fuzz_seed_suffix = ".xml";

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *e = NULL;
  ArdinaOracleResult *r = ardina_oracle_run_data ((const char *) data, size, "fuzz-case.xml", &e);
  if (!r)
    {
      fuzz_check_refusal (&e, "fuzz-case.xml");
      return 0;
    }
  FUZZ_ASSERT (ardina_oracle_result_get_id (r) != NULL, "a case read without its id");
  gboolean passed = ardina_oracle_result_passed (r);
  guint failures = ardina_oracle_result_get_n_failures (r);
  FUZZ_ASSERT (passed == (failures == 0), "passed says %d with %u failures", passed, failures);
  for (guint i = 0; i < failures; i++)
    FUZZ_ASSERT (ardina_oracle_result_get_failure_where (r, i) && ardina_oracle_result_get_failure_expected (r, i)
                 && ardina_oracle_result_get_failure_actual (r, i), "failure %u is missing a part", i);
  for (guint i = 0; i < ardina_oracle_result_get_n_trace (r); i++)
    FUZZ_ASSERT (ardina_oracle_result_get_trace (r, i) != NULL, "trace line %u is missing", i);
  ArdinaOracleCoverage *cov = ardina_oracle_coverage_new ();
  ardina_oracle_coverage_add (cov, r);
  ardina_oracle_coverage_free (cov);
  ardina_oracle_result_free (r);
  return 0;
}
