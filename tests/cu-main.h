/* A tiny shared CUnit runner: each test program is one suite. */
#ifndef ARDINA_TESTS_CU_MAIN_H
#define ARDINA_TESTS_CU_MAIN_H

#include <CUnit/CUnit.h>

/* Registers @tests (ended by CU_TEST_INFO_NULL) as the suite @suite_name,
 * runs it with the Basic interface in verbose mode, and returns 0 when
 * every assertion passed, 1 otherwise (or when CUnit itself failed). */
int cu_run (const char *suite_name, CU_TestInfo *tests);

#endif /* ARDINA_TESTS_CU_MAIN_H */
