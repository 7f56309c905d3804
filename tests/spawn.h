/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Running the programs under test and reading where they are. */
#ifndef ARDINA_TESTS_SPAWN_H
#define ARDINA_TESTS_SPAWN_H

#include <glib.h>

/* Runs argv[0] with the arguments argv[1..] (NULL-terminated), without a
 * shell, and stores what it printed in *out and *err (g_free them; either
 * pointer may be NULL to drop that stream). Returns the exit status, 128 +
 * the signal number if a signal killed it, or -1 if it could not be run
 * (the reason is printed and *out, *err are set to empty strings). */
int spawn_capture (char **argv, char **out, char **err);

/* The value of an environment variable that `make check` exports, or NULL
 * after printing what is missing and recording a CUnit failure. */
const char *test_env (const char *name);

/* ARDINA_CMD, ARDINA_GEN, ARDINA_SRCDIR: as test_env. */
const char *test_cmd (void);
const char *test_gen (void);
const char *test_srcdir (void);

/* A run of the command under test: its exit status and what it printed. */
typedef struct {
  int rc;
  char *out, *err;
} CmdRun;

/* Runs $ARDINA_CMD with the NULL-terminated arguments. */
CmdRun cmd_run (const char *first, ...);
void cmd_run_free (CmdRun *r);
/* Assert the exit status, or a piece of output, printing the run when it
 * differs; @what names the run in the message. */
void expect_rc (const CmdRun *r, int rc, const char *what);
void expect_has (const char *text, const char *needle, const char *what);

/* Number of lines of @text that contain @needle (a line is counted once). */
guint count_lines_with (const char *text, const char *needle);

#endif /* ARDINA_TESTS_SPAWN_H */
