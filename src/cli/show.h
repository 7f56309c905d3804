/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina show: the position as a player reads it (show-text.c), as a
 * picture of the board (show-svg.c) and as JSON for front ends
 * (show-json.c, also used by `play --json` and `ask --list --json`).
 * Everything is read through the public API; under --as the game given is
 * that side's view (ardina_game_view), so what fog of war hides is never
 * read at all. doc/show.md describes the outputs. */
#ifndef ARDINA_SHOW_H
#define ARDINA_SHOW_H

#include <ardina/ardina.h>
#include <json-glib/json-glib.h>
#include <stdio.h>

/* A region of the map (map.xml), from the compiled table's values. */
typedef struct {
  const char *name, *label;
  gboolean colonial;           /* one of the seven loyalty regions of 3.1 */
} ShowRegion;

/* The map marker kinds a locale may hold (15.2), as
 * ardina_game_get_map_marker names them, NULL-terminated: counters.xml's
 * list, read from its compiled table. */
const char *const *show_marker_kinds (void);

/* cmd-show.c: shared helpers. */
const char *show_side_name (ArdinaSide side);
/* The regions of the map in table order; @n set to their count. */
const ShowRegion *show_regions (guint *n);
/* The piece's marks ("disrupted", "in-battle"...) as a NULL-terminated
 * array of static strings; g_free the array. */
const char **show_flags (guint flags);
/* The locale of the battle being fought (its pieces are in-battle), -1. */
gint show_battle_locale (const ArdinaGame *g);
/* A side's nickname in a sentence: "American", "British". */
const char *show_side_label (ArdinaSide side);

/* show-text.c */
void show_text (FILE *out, const ArdinaGame *g, ArdinaSide as, const char *what, int width);

/* show-svg.c: the board as an SVG document; g_free it. */
char *show_svg (const ArdinaGame *g, ArdinaSide as, const char *title);

/* show-json.c */
JsonNode *show_json_view (const ArdinaGame *g, ArdinaSide as);
JsonNode *show_json_event (const ArdinaEvent *event);
/* The legal actions of the sides shown to @as (every side: NONE). */
JsonNode *show_json_actions (const ArdinaGame *g, ArdinaSide as);
/* @node written on one line (@pretty: indented), then freed; g_free. */
char *show_json_write (JsonNode *node, gboolean pretty);
/* One event as one JSON line on @out, for `play --json`. */
void show_json_print_event (FILE *out, const ArdinaEvent *event);

#endif /* ARDINA_SHOW_H */
