/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina show SAVE|CASE: the position as a player reads it.
 *
 *   ardina show [--as SIDE] [--step N] [--svg FILE] [--json] SAVE|CASE
 *
 * SAVE is a saved game, CASE an oracle case whose start (or, with --step
 * N, the position after its first N steps) is shown. The text (default)
 * gives the turn, the phase and what is pending, the tracks, the hands,
 * every piece by region and locale with its marks, the boxes, the pools,
 * the map markers and the battle being fought, wrapped to the terminal.
 * --svg FILE writes a picture of the board ("-": standard output), --json
 * the same view as JSON (doc/show.md). Under --as, only what that side may
 * see (22.0): the view is the library's, ardina_game_view(). Exit 0, or 2
 * on bad usage or a file that cannot be read. */
#include "cli.h"
#include "show.h"

#include <libxml/parser.h>
#include <stdlib.h>
#include <string.h>

/* counters.xml gives one value per map marker kind, its count, keyed by
 * the kind (2.15); no other value of that table has the field "count". */
const char *const *
show_marker_kinds (void)
{
  static const char *kinds[17];
  static gboolean done;
  if (!done)
    {
      const ArdinaTable *t = ardina_table_lookup ("counters");
      guint n = 0;
      for (guint i = 0; t && i < ardina_table_get_n_values (t) && n + 1 < G_N_ELEMENTS (kinds); i++)
        {
          const ArdinaValue *v = ardina_table_get_value (t, i);
          if (!g_strcmp0 (ardina_value_get_field (v), "count"))
            kinds[n++] = ardina_value_get_key (v);
        }
      done = TRUE;
    }
  return kinds;
}

const char *
show_side_name (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? "american" : side == ARDINA_SIDE_BRITISH ? "british" : "none";
}

const char *
show_side_label (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? "American" : side == ARDINA_SIDE_BRITISH ? "British" : "neither side";
}

/* The regions are values of the compiled map table (field "region"), in
 * the order of map.xml, with their labels; the colonial ones say so. */
const ShowRegion *
show_regions (guint *n)
{
  static ShowRegion regions[32];
  static guint count;
  if (!count)
    {
      const ArdinaTable *t = ardina_table_lookup ("map");
      for (guint i = 0; t && i < ardina_table_get_n_values (t) && count < G_N_ELEMENTS (regions); i++)
        {
          const ArdinaValue *v = ardina_table_get_value (t, i);
          if (g_strcmp0 (ardina_value_get_field (v), "region"))
            continue;
          regions[count].name = ardina_value_get_key (v);
          regions[count].label = ardina_value_get_label (v) ? ardina_value_get_label (v) : ardina_value_get_key (v);
          regions[count].colonial = !g_strcmp0 (ardina_value_get_text (v), "colonial");
          count++;
        }
    }
  *n = count;
  return regions;
}

const char **
show_flags (guint flags)
{
  guint n = ardina_piece_flag_count ();
  const char **v = g_new0 (const char *, n + 1);
  guint k = 0;
  for (guint b = 0; b < n; b++)
    if (flags & (1u << b))
      v[k++] = ardina_piece_flag_name (b);
  return v;
}

static gint
flag_bit (const char *name)
{
  for (guint b = 0; b < ardina_piece_flag_count (); b++)
    if (!g_strcmp0 (ardina_piece_flag_name (b), name))
      return (gint) b;
  return -1;
}

gint
show_battle_locale (const ArdinaGame *g)
{
  gint bit = flag_bit ("in-battle");
  if (bit < 0)
    return -1;
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      if (ardina_game_get_place (g, p, &place) && place.zone == ARDINA_ZONE_MAP && (place.flags & (1u << bit)))
        return place.locale;
    }
  return -1;
}

/* ==== --step N: a case's position after its first N steps ==== */

/* The case's <do> actions, in order (doc/oracle-format.md), each applied
 * to the start with the case's own dice and picks, as `ardina check` does. */
gboolean
cli_case_steps (const char *command, ArdinaGame *g, const char *path, int steps)
{
  xmlDocPtr doc = xmlReadFile (path, NULL, XML_PARSE_NONET);
  if (!doc)
    {
      cli_error (command, "%s: cannot read the case's steps", path);
      return FALSE;
    }
  int done = 0;
  gboolean ok = TRUE;
  xmlNodePtr root = xmlDocGetRootElement (doc);
  for (xmlNodePtr a = root ? root->children : NULL; a && ok && done < steps; a = a->next)
    {
      if (a->type != XML_ELEMENT_NODE || strcmp ((const char *) a->name, "do"))
        continue;
      xmlChar *text = xmlNodeGetContent (a);
      GError *error = NULL;
      char *t = g_strstrip (g_strdup ((const char *) text));
      if (!ardina_game_apply_text (g, t, NULL, NULL, &error))
        {
          cli_error (command, "%s: step %d (%s) is refused: %s", path, done + 1, t, error->message);
          g_error_free (error);
          ok = FALSE;
        }
      g_free (t);
      xmlFree (text);
      done++;
    }
  if (ok && done < steps)
    {
      cli_error (command, "%s: the case has %d step%s, not %d", path, done, done == 1 ? "" : "s", steps);
      ok = FALSE;
    }
  xmlFreeDoc (doc);
  return ok;
}

/* ==== the command ==== */

static gboolean
write_file (const char *path, const char *text)
{
  if (!strcmp (path, "-"))
    return fputs (text, stdout) >= 0;
  GError *error = NULL;
  if (!g_file_set_contents (path, text, -1, &error))
    {
      cli_error ("show", "%s", error->message);
      g_error_free (error);
      return FALSE;
    }
  return TRUE;
}

int
cli_show (int argc, char **argv)
{
  char *as = NULL, *svg = NULL;
  gboolean json = FALSE;
  int step = -1, width = 0;
  ArdinaSide audience = ARDINA_SIDE_NONE;
  GOptionEntry entries[] = {
    { "as", 0, 0, G_OPTION_ARG_STRING, &as, "Show only what this side may see", "american|british" },
    { "step", 0, 0, G_OPTION_ARG_INT, &step, "For a case: the position after its first N steps", "N" },
    { "svg", 0, 0, G_OPTION_ARG_FILENAME, &svg, "Draw the board as SVG into FILE ('-': stdout)",
      "FILE" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print the view as JSON (doc/show.md)", NULL },
    { "width", 0, 0, G_OPTION_ARG_INT, &width, "Wrap the text to N columns (default: the terminal's)", "N" },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "show SAVE|CASE",
                      "The position as a player reads it: the turn, the phase and what is pending, the\n"
                      "tracks, the hands, the pieces by region and locale with their marks, the boxes,\n"
                      "the pools, the map markers and the battle being fought. SAVE is a saved game,\n"
                      "CASE an oracle case (its start, or with --step N the position after N steps).\n"
                      "--svg draws the board, --json writes the view for front ends.", entries);
  if (rc == CLI_OK && argc != 2)
    rc = cli_usage_error ("show", "expected one saved game or case");
  else if (rc == CLI_OK && as && !cli_parse_side (as, &audience))
    rc = cli_usage_error ("show", "--as takes american or british");
  else if (rc == CLI_OK && (width < 0 || (width && width < 20)))
    rc = cli_usage_error ("show", "--width takes a number of columns, at least 20");
  gboolean from_case = FALSE;
  ArdinaGame *g = rc == CLI_OK ? cli_load_game ("show", argv[1], &from_case) : NULL;
  if (rc == CLI_OK && !g)
    rc = CLI_USAGE;
  if (rc == CLI_OK && step >= 0 && !from_case)
    rc = cli_usage_error ("show", "--step takes a case, and %s is a saved game", argv[1]);
  else if (rc == CLI_OK && step > 0 && !cli_case_steps ("show", g, argv[1], step))
    rc = CLI_USAGE;
  if (rc == CLI_OK)
    {
      ArdinaGame *shown = audience == ARDINA_SIDE_NONE ? ardina_game_copy (g) : ardina_game_view (g, audience);
      char *what = step > 0 ? g_strdup_printf ("%s after step %d", argv[1], step)
                 : g_strdup_printf ("%s%s", from_case ? "the start of the case " : "", argv[1]);
      if (svg)
        {
          char *doc = show_svg (shown, audience, what);
          if (!write_file (svg, doc))
            rc = CLI_FAILED;
          g_free (doc);
        }
      if (json)
        {
          char *text = show_json_write (show_json_view (shown, audience), TRUE);
          printf ("%s\n", text);
          g_free (text);
        }
      if (!svg && !json)
        show_text (stdout, shown, audience, what, width ? width : cli_width ());
      g_free (what);
      ardina_game_free (shown);
    }
  if (g)
    ardina_game_free (g);
  g_free (as), g_free (svg);
  return rc;
}
