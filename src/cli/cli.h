/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The ardina command: a thin layer over the library. Each subcommand is a
 * function taking the arguments after its name and returning the exit
 * status: 0 success, 1 a check failed, 2 bad usage or unknown id. */
#ifndef ARDINA_CLI_H
#define ARDINA_CLI_H

#include <ardina/ardina.h>
#include "oracle/oracle.h"
#include <stdio.h>

#define CLI_OK 0
#define CLI_FAILED 1
#define CLI_USAGE 2

int cli_rule (int argc, char **argv);
int cli_rules (int argc, char **argv);
int cli_tables (int argc, char **argv);
int cli_check (int argc, char **argv);
int cli_play (int argc, char **argv);
int cli_coverage (int argc, char **argv);
int cli_bench (int argc, char **argv);

/* cmd-check.c: the oracle directory: @option (--oracle), else
 * $ARDINA_ORACLE_DIR, else the installed one. */
const char *cli_oracle_dir (const char *option);
/* cmd-check.c: the case files under @paths, in order; FALSE after printing
 * why when a path cannot be read. */
gboolean cli_case_files (const char *command, char **paths, int n, GPtrArray *files);

/* out.c */
void cli_wrap (FILE *out, const char *text, int indent, int width);
void cli_print_rule_ref (FILE *out, const ArdinaRule *rule);
int cli_parse (int *argc, char ***argv, const char *args, const char *summary,
               const GOptionEntry *entries);
int cli_usage_error (const char *command, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
/* The optional rules sections of --optional ("28,29", "all", "none"; NULL
 * is none) as ARDINA_OPTIONAL bits; FALSE when the list is not one. */
gboolean cli_parse_optional (const char *list, guint32 *bits);

#endif /* ARDINA_CLI_H */
