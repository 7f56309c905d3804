/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The shared CUnit runner of the test programs. */
#include "cu-main.h"

#include <CUnit/Basic.h>
#include <stdio.h>

int
cu_run (const char *suite_name, CU_TestInfo *tests)
{
  CU_SuiteInfo suites[] = {
    { suite_name, NULL, NULL, NULL, NULL, tests },
    CU_SUITE_INFO_NULL
  };
  if (CU_initialize_registry () != CUE_SUCCESS)
    {
      fprintf (stderr, "%s: cannot initialize CUnit: %s\n", suite_name, CU_get_error_msg ());
      return 1;
    }
  if (CU_register_suites (suites) != CUE_SUCCESS)
    {
      fprintf (stderr, "%s: cannot register the suite: %s\n", suite_name, CU_get_error_msg ());
      CU_cleanup_registry ();
      return 1;
    }
  CU_basic_set_mode (CU_BRM_VERBOSE);
  CU_ErrorCode rc = CU_basic_run_tests ();
  /* Read the counts before the cleanup, which resets them. */
  unsigned failures = CU_get_number_of_failure_records ();
  unsigned ran = CU_get_number_of_tests_run ();
  CU_cleanup_registry ();
  if (rc != CUE_SUCCESS)
    fprintf (stderr, "%s: CUnit error: %s\n", suite_name, CU_get_error_msg ());
  if (ran == 0)
    fprintf (stderr, "%s: no test ran\n", suite_name);
  return (rc == CUE_SUCCESS && failures == 0 && ran > 0) ? 0 : 1;
}
