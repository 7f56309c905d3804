/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A tiny shared CUnit runner: each test program is one suite. */
#ifndef ARDINA_TESTS_CU_MAIN_H
#define ARDINA_TESTS_CU_MAIN_H

#include <CUnit/CUnit.h>
#include <glib.h>
#include <stdio.h>

/* Registers @tests (ended by CU_TEST_INFO_NULL) as the suite @suite_name,
 * runs it with the Basic interface in verbose mode, and returns 0 when
 * every assertion passed, 1 otherwise (or when CUnit itself failed). */
int cu_run (const char *suite_name, CU_TestInfo *tests);


/* An assertion that says why it failed: prints its message (printf-style)
 * with file and line, then records the result with CUnit; @fatal stops the
 * test like CU_ASSERT_FATAL. */
#define CU_CHECK_AT(cond, fatal, ...)                                           \
  do {                                                                          \
    gboolean ok_ = (cond) ? TRUE : FALSE;                                       \
    if (!ok_)                                                                   \
      {                                                                         \
        printf ("\n  %s:%d: ", __FILE__, __LINE__);                             \
        printf (__VA_ARGS__);                                                   \
        printf ("\n");                                                          \
      }                                                                         \
    CU_assertImplementation (ok_, __LINE__, #cond, __FILE__, "", fatal);        \
  } while (0)
#define CHECK(cond, ...) CU_CHECK_AT (cond, CU_FALSE, __VA_ARGS__)
#define CHECK_FATAL(cond, ...) CU_CHECK_AT (cond, CU_TRUE, __VA_ARGS__)

#endif /* ARDINA_TESTS_CU_MAIN_H */
