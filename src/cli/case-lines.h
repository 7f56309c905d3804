/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A position as short lines ("w-howe new-york", "year 1778"), for
 * `ardina case new --position` (case-lines.c, doc/play.md). */
#ifndef ARDINA_CLI_CASE_LINES_H
#define ARDINA_CLI_CASE_LINES_H

#include <ardina/ardina.h>

/* Appends to @out the oracle <board> the NULL-terminated @lines describe,
 * its first line the <board> element, then one line per input line that
 * is not blank nor a comment. @origin (guint) receives the input line
 * numbers (from 1; 0 for none) of the year, phase, first and optional
 * lines (CASE_LINES_YEAR...), then of each board line after the first, so
 * that an error found later in the board is told at the line that wrote
 * it. FALSE with @error ("SOURCE:LINE: 'word':
 * why") at the first line at fault. */
enum { CASE_LINES_YEAR, CASE_LINES_PHASE, CASE_LINES_FIRST, CASE_LINES_OPTIONAL, CASE_LINES_BODY };

gboolean case_lines_board (char **lines, const char *source, GString *out, GArray *origin, GError **error);

#endif /* ARDINA_CLI_CASE_LINES_H */
