/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The names a player reads on the counters and the map ("4 Bde (7/26
 * Foot)", "New York") in an action typed at `ardina play`, read as the ids
 * actions are written with (names.c). */
#ifndef ARDINA_CLI_NAMES_H
#define ARDINA_CLI_NAMES_H

#include <ardina/ardina.h>

/* @line with each piece or locale label in it (whole words, any case)
 * replaced by its id: a new string, or NULL when it holds no label (and
 * @error unset), or NULL with @error when a label it holds is shared by
 * several pieces or locales (the ids that have it listed). */
char *cli_names_to_ids (const char *line, GError **error);

#endif /* ARDINA_CLI_NAMES_H */
