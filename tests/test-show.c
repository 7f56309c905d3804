/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "show": `ardina show` (text, --svg, --json, --as, --step), `ardina
 * play --json` and `ardina ask --list --json` ($ARDINA_CMD).
 *
 * The position is the standard set-up played by `ardina play --auto` and
 * saved, and an oracle case stepped into its battle. What the command
 * prints is checked against the library: every locale and every piece on
 * the board must appear in the picture (parsed with libxml2, rendered with
 * rsvg-convert when it is installed), the JSON must parse (json-glib) and
 * have the shapes of doc/show.md, and what fog of war hides (22.0) must
 * not appear under --as. */
#include <ardina/ardina.h>
#include "oracle/oracle.h"
#include "cu-main.h"
#include "spawn.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <string.h>

/* ---- positions ---- */

static char *dir;        /* scratch directory of the suite */
static char *setup_save; /* the standard set-up, played by --auto */

static char *
scratch (const char *name)
{
  if (!dir)
    {
      GError *error = NULL;
      dir = g_dir_make_tmp ("ardina-show-XXXXXX", &error);
      CHECK_FATAL (dir != NULL, "cannot make a scratch directory: %s", error ? error->message : "?");
    }
  return g_build_filename (dir, name, NULL);
}

static void
scratch_free (void)
{
  GDir *d = dir ? g_dir_open (dir, 0, NULL) : NULL;
  for (const char *name; d && (name = g_dir_read_name (d));)
    {
      char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
      g_free (path);
    }
  if (d)
    g_dir_close (d);
  if (dir)
    g_rmdir (dir);
  g_clear_pointer (&dir, g_free);
  g_clear_pointer (&setup_save, g_free);
}

/* The standard set-up, done: the first decision after it is in the
 * Political Phase of 1775. */
static const char *
setup_position (void)
{
  if (setup_save)
    return setup_save;
  setup_save = scratch ("setup.xml");
  CmdRun r = cmd_run ("play", "--auto", "26", "--save", setup_save, NULL);
  expect_rc (&r, 0, "play --auto 26 --save");
  cmd_run_free (&r);
  return setup_save;
}

static ArdinaGame *
load (const char *path)
{
  GError *error = NULL;
  ArdinaGame *g = ardina_oracle_load_game (path, NULL, &error);
  CHECK_FATAL (g != NULL, "cannot load %s: %s", path, error ? error->message : "?");
  return g;
}

static char *
case_path (const char *rel)
{
  const char *src = test_srcdir ();
  return g_build_filename (src ? src : ".", rel, NULL);
}

/* ---- text ---- */

/* @text with every run of white space made one space: wrapped lines
 * compare with what the library says. */
static char *
squash (const char *text)
{
  GString *s = g_string_new (NULL);
  for (const char *p = text; *p; p++)
    if (!g_ascii_isspace (*p))
      g_string_append_c (s, *p);
    else if (s->len && s->str[s->len - 1] != ' ')
      g_string_append_c (s, ' ');
  return g_string_free (s, FALSE);
}

/* Runs the command and squashes its standard output. */
static CmdRun
run_text (const char *a, const char *b, const char *c, const char *d, const char *e)
{
  CmdRun r = cmd_run (a, b, c, d, e, NULL);
  char *flat = squash (r.out);
  g_free (r.out);
  r.out = flat;
  return r;
}

static void
test_show_text (void)
{
  const char *save = setup_position ();
  ArdinaGame *g = load (save);
  CmdRun raw = cmd_run ("show", "--width", "100", save, NULL);
  /* The text fits the width asked. */
  char **lines = g_strsplit (raw.out, "\n", -1);
  for (char **l = lines; *l; l++)
    CHECK (g_utf8_strlen (*l, -1) <= 100, "a line is wider than 100 columns: %s", *l);
  g_strfreev (lines);
  cmd_run_free (&raw);
  CmdRun r = run_text ("show", "--width", "100", save, NULL);
  expect_rc (&r, 0, "show");
  expect_has (r.out, "Revolutionary Progress: ", "show");
  expect_has (r.out, ardina_game_get_progress (g), "show");
  expect_has (r.out, "Balance of Power: ", "show");
  expect_has (r.out, ardina_game_get_balance (g), "show");
  expect_has (r.out, "political points: american", "show");
  expect_has (r.out, "pending [", "show");
  expect_has (r.out, "Off-map boxes", "show");
  static const char *const regions[] = { "New England", "Mid-Atlantic", "Virginia", "Deep South", "The West",
                                         "Florida", "Canada" };
  for (guint i = 0; i < G_N_ELEMENTS (regions); i++)
    expect_has (r.out, regions[i], "show");
  /* Every piece on the board, and every marker in a hand, by its id. */
  guint on_map = 0;
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      CU_ASSERT_TRUE (ardina_game_get_place (g, p, &place));
      if (place.zone == ARDINA_ZONE_MAP || place.zone == ARDINA_ZONE_HAND)
        {
          char *needle = g_strdup_printf ("%s (", ardina_piece_get_name (p));
          expect_has (r.out, needle, "show");
          g_free (needle);
          on_map += place.zone == ARDINA_ZONE_MAP;
        }
    }
  CHECK (on_map > 40, "the set-up has only %u pieces on the board", on_map);
  cmd_run_free (&r);
  ardina_game_free (g);
}

/* --as: the enemy hand is a count with the rules that hide it, never its
 * markers. */
static void
test_show_as (void)
{
  const char *save = setup_position ();
  ArdinaGame *g = load (save);
  CHECK_FATAL (ardina_game_count_hand (g, ARDINA_SIDE_AMERICAN) > 0, "the American holds no marker");
  CmdRun r = run_text ("show", "--as", "british", save, NULL);
  expect_rc (&r, 0, "show --as british");
  expect_has (r.out, "as the British sees it (22.0)", "show --as british");
  expect_has (r.out, "hidden from the british (7.4, 22.2)", "show --as british");
  expect_has (r.out, "hidden from both players (22.2)", "show --as british");
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      ardina_game_get_place (g, p, &place);
      if (place.zone == ARDINA_ZONE_HAND && place.side == ARDINA_SIDE_AMERICAN)
        {
          char *needle = g_strdup_printf (" %s (", ardina_piece_get_name (p));
          CHECK (!strstr (r.out, needle), "show --as british names the American's %s", ardina_piece_get_name (p));
          g_free (needle);
        }
    }
  cmd_run_free (&r);
  r = cmd_run ("show", "--as", "french", save, NULL);
  expect_rc (&r, 2, "show --as french");
  cmd_run_free (&r);
  ardina_game_free (g);
}

/* ---- the picture ---- */

static void
collect_text (xmlNodePtr n, GString *all, GHashTable *ids)
{
  for (; n; n = n->next)
    {
      if (n->type == XML_ELEMENT_NODE && !strcmp ((const char *) n->name, "text"))
        {
          xmlChar *t = xmlNodeGetContent (n);
          g_string_append_printf (all, "%s\n", (const char *) t);
          xmlFree (t);
        }
      if (n->type == XML_ELEMENT_NODE)
        {
          xmlChar *id = xmlGetProp (n, (const xmlChar *) "id");
          if (id)
            g_hash_table_add (ids, g_strdup ((const char *) id));
          xmlFree (id);
        }
      collect_text (n->children, all, ids);
    }
}

/* Whether @line is one of the lines of @all. */
static gboolean
has_line (const char *all, const char *line)
{
  char *needle = g_strdup_printf ("\n%s\n", line);
  char *hay = g_strdup_printf ("\n%s", all);
  gboolean found = strstr (hay, needle) != NULL;
  g_free (needle), g_free (hay);
  return found;
}

static void
check_svg (const char *svg, const ArdinaGame *g, gint battle)
{
  xmlDocPtr doc = xmlReadFile (svg, NULL, XML_PARSE_NONET);
  CHECK_FATAL (doc != NULL, "%s is not well-formed XML", svg);
  xmlNodePtr root = xmlDocGetRootElement (doc);
  CU_ASSERT_STRING_EQUAL ((const char *) root->name, "svg");
  GString *all = g_string_new (NULL);
  GHashTable *ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  collect_text (root, all, ids);
  for (guint l = 0; l < ardina_locale_count (); l++)
    {
      CHECK (has_line (all->str, ardina_locale_get_label (l)), "the picture lacks the locale %s",
             ardina_locale_get_label (l));
      char *id = g_strdup_printf ("locale-%s", ardina_locale_get_name (l));
      CHECK (g_hash_table_contains (ids, id), "the picture has no element %s", id);
      g_free (id);
    }
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      ardina_game_get_place (g, p, &place);
      if (place.zone != ARDINA_ZONE_MAP)
        continue;
      CHECK (has_line (all->str, ardina_piece_get_name (p)), "the picture lacks the piece %s",
             ardina_piece_get_name (p));
      char *id = g_strdup_printf ("piece-%s", ardina_piece_get_name (p));
      CHECK (g_hash_table_contains (ids, id), "the picture has no element %s", id);
      g_free (id);
    }
  CHECK (g_hash_table_contains (ids, "battle") == (battle >= 0), "the battle ring is %s",
         battle >= 0 ? "missing" : "drawn with no battle");
  CHECK (g_hash_table_contains (ids, "panel"), "the picture has no panel of tracks");
  g_hash_table_unref (ids);
  g_string_free (all, TRUE);
  xmlFreeDoc (doc);
}

static void
render (const char *svg)
{
  char *rsvg = g_find_program_in_path ("rsvg-convert");
  if (!rsvg)
    {
      printf ("\n  rsvg-convert not installed (Debian: librsvg2-bin): the picture is not rendered ");
      return;
    }
  char *png = g_strconcat (svg, ".png", NULL);
  char *argv[] = { rsvg, (char *) "-o", png, (char *) svg, NULL };
  char *out = NULL, *err = NULL;
  int rc = spawn_capture (argv, &out, &err);
  CHECK (rc == 0, "rsvg-convert %s failed (%d): %s", svg, rc, err);
  char *data = NULL;
  gsize len = 0;
  CHECK (g_file_get_contents (png, &data, &len, NULL) && len > 1000 && !memcmp (data, "\x89PNG", 4),
         "rsvg-convert wrote no PNG for %s", svg);
  g_free (data), g_free (out), g_free (err);
  g_remove (png);
  g_free (png), g_free (rsvg);
}

static void
test_show_svg (void)
{
  const char *save = setup_position ();
  ArdinaGame *g = load (save);
  char *svg = scratch ("setup.svg");
  CmdRun r = cmd_run ("show", "--svg", svg, save, NULL);
  expect_rc (&r, 0, "show --svg");
  CU_ASSERT_STRING_EQUAL (r.out, "");
  cmd_run_free (&r);
  check_svg (svg, g, -1);
  render (svg);
  /* --as: the view's pieces, and the enemy's hidden ones not drawn. */
  ArdinaGame *view = ardina_game_view (g, ARDINA_SIDE_AMERICAN);
  r = cmd_run ("show", "--as", "american", "--svg", svg, save, NULL);
  expect_rc (&r, 0, "show --as american --svg");
  cmd_run_free (&r);
  check_svg (svg, view, -1);
  ardina_game_free (view);
  /* To standard output. */
  r = cmd_run ("show", "--svg", "-", save, NULL);
  expect_rc (&r, 0, "show --svg -");
  expect_has (r.out, "<svg xmlns=\"http://www.w3.org/2000/svg\"", "show --svg -");
  cmd_run_free (&r);
  g_free (svg);
  ardina_game_free (g);
}

/* ---- --step: a case stepped into its battle ---- */

static void
test_show_step (void)
{
  char *path = case_path ("oracle/18/18.4-commit-up-to-leadership.xml");
  ArdinaGame *g = load (path);
  CU_ASSERT_TRUE (ardina_game_apply_text (g, "american attack boston", NULL, NULL, NULL));
  CmdRun r = run_text ("show", "--step", "1", path, NULL);
  expect_rc (&r, 0, "show --step 1");
  char *head = g_strdup_printf ("%u, %s (", ardina_game_get_year (g), ardina_game_get_phase_name (g));
  CHECK (g_str_has_prefix (r.out, head), "show --step 1 starts \"%.60s\", not \"%s\"", r.out, head);
  expect_has (r.out, "after step 1", "show --step 1");
  expect_has (r.out, "Battle in progress (18)", "show --step 1");
  expect_has (r.out, "Boston (boston), town 3, port, BATTLE IN PROGRESS (18)", "show --step 1");
  expect_has (r.out, "in-battle", "show --step 1");
  cmd_run_free (&r);
  g_free (head);
  char *svg = scratch ("battle.svg");
  r = cmd_run ("show", "--step", "1", "--svg", svg, path, NULL);
  expect_rc (&r, 0, "show --step 1 --svg");
  cmd_run_free (&r);
  check_svg (svg, g, ardina_locale_lookup ("boston"));
  render (svg);
  g_free (svg);
  /* The start: no battle. */
  r = cmd_run ("show", path, NULL);
  expect_rc (&r, 0, "show CASE");
  expect_has (r.out, "the start of the case", "show CASE");
  CHECK (!strstr (r.out, "Battle in progress"), "the case's start shows a battle");
  cmd_run_free (&r);
  /* Too many steps, a step refused, --step on a save. */
  r = cmd_run ("show", "--step", "99", path, NULL);
  expect_rc (&r, 2, "show --step 99");
  expect_has (r.err, "the case has 5 steps, not 99", "show --step 99");
  cmd_run_free (&r);
  r = cmd_run ("show", "--step", "1", setup_position (), NULL);
  expect_rc (&r, 2, "show --step on a save");
  cmd_run_free (&r);
  r = cmd_run ("show", "no-such-file.xml", NULL);
  expect_rc (&r, 2, "show no-such-file.xml");
  cmd_run_free (&r);
  r = cmd_run ("show", NULL);
  expect_rc (&r, 2, "show");
  cmd_run_free (&r);
  ardina_game_free (g);
  g_free (path);
}

/* ---- JSON ---- */

static JsonObject *
parse_object (JsonParser *p, const char *text, const char *what)
{
  GError *error = NULL;
  CHECK_FATAL (json_parser_load_from_data (p, text, -1, &error), "ardina %s wrote no JSON: %s\n%s", what,
               error ? error->message : "?", text);
  JsonNode *root = json_parser_get_root (p);
  CHECK_FATAL (root && JSON_NODE_HOLDS_OBJECT (root), "ardina %s wrote no JSON object", what);
  JsonObject *o = json_node_get_object (root);
  CHECK (json_object_get_int_member (o, "format") == 1, "ardina %s: format is not 1", what);
  return o;
}

static void
test_show_json (void)
{
  const char *save = setup_position ();
  ArdinaGame *g = load (save);
  CmdRun r = cmd_run ("show", "--json", save, NULL);
  expect_rc (&r, 0, "show --json");
  JsonParser *p = json_parser_new ();
  JsonObject *o = parse_object (p, r.out, "show --json");
  CU_ASSERT_EQUAL (json_object_get_int_member (o, "year"), ardina_game_get_year (g));
  CU_ASSERT_STRING_EQUAL (json_object_get_string_member (o, "phase"), ardina_game_get_phase_name (g));
  CU_ASSERT_TRUE (json_object_get_null_member (o, "as"));
  JsonObject *tracks = json_object_get_object_member (o, "tracks");
  CU_ASSERT_STRING_EQUAL (json_object_get_string_member (tracks, "progress"), ardina_game_get_progress (g));
  CU_ASSERT_STRING_EQUAL (json_object_get_string_member (tracks, "balance"), ardina_game_get_balance (g));
  JsonArray *loyalty = json_object_get_array_member (tracks, "loyalty");
  CU_ASSERT_EQUAL (json_array_get_length (loyalty), 7);
  for (guint i = 0; i < json_array_get_length (loyalty); i++)
    {
      JsonObject *l = json_array_get_object_element (loyalty, i);
      CU_ASSERT_EQUAL (json_object_get_int_member (l, "level"),
                       ardina_game_get_loyalty (g, json_object_get_string_member (l, "region")));
    }
  JsonArray *pending = json_object_get_array_member (o, "pending");
  CU_ASSERT_EQUAL (json_array_get_length (pending), 1);
  JsonObject *hands = json_object_get_object_member (o, "hands");
  JsonObject *am = json_object_get_object_member (hands, "american");
  CU_ASSERT_EQUAL (json_object_get_int_member (am, "count"), ardina_game_count_hand (g, ARDINA_SIDE_AMERICAN));
  CU_ASSERT_EQUAL (json_array_get_length (json_object_get_array_member (am, "markers")),
                   ardina_game_count_hand (g, ARDINA_SIDE_AMERICAN));
  CU_ASSERT_TRUE (json_object_get_null_member (o, "battle"));
  JsonArray *locales = json_object_get_array_member (o, "locales");
  CU_ASSERT_EQUAL (json_array_get_length (locales), ardina_locale_count ());
  guint pieces = 0, expected = 0;
  for (guint l = 0; l < json_array_get_length (locales); l++)
    {
      JsonObject *loc = json_array_get_object_element (locales, l);
      CU_ASSERT_STRING_EQUAL (json_object_get_string_member (loc, "id"), ardina_locale_get_name (l));
      double lon, lat;
      ardina_locale_get_position (l, &lon, &lat);
      CU_ASSERT_DOUBLE_EQUAL (json_object_get_double_member (loc, "lon"), lon, 1e-9);
      CU_ASSERT_DOUBLE_EQUAL (json_object_get_double_member (loc, "lat"), lat, 1e-9);
      JsonArray *ps = json_object_get_array_member (loc, "pieces");
      for (guint i = 0; i < json_array_get_length (ps); i++)
        {
          JsonObject *piece = json_array_get_object_element (ps, i);
          const char *id = json_object_get_string_member (piece, "id");
          CU_ASSERT_STRING_EQUAL (ardina_game_get_piece_place (g, id), ardina_locale_get_name (l));
          CU_ASSERT_TRUE (json_object_has_member (piece, "flags"));
          CU_ASSERT_TRUE (json_object_has_member (piece, "side"));
          pieces++;
        }
    }
  for (guint q = 0; q < ardina_piece_count (); q++)
    {
      ArdinaPiecePlace place;
      ardina_game_get_place (g, q, &place);
      expected += place.zone == ARDINA_ZONE_MAP;
    }
  CU_ASSERT_EQUAL (pieces, expected);
  g_object_unref (p);
  cmd_run_free (&r);

  /* --as british: the American hand is a count. */
  r = cmd_run ("show", "--json", "--as", "british", save, NULL);
  expect_rc (&r, 0, "show --json --as british");
  p = json_parser_new ();
  o = parse_object (p, r.out, "show --json --as british");
  CU_ASSERT_STRING_EQUAL (json_object_get_string_member (o, "as"), "british");
  am = json_object_get_object_member (json_object_get_object_member (o, "hands"), "american");
  CU_ASSERT_EQUAL (json_array_get_length (json_object_get_array_member (am, "markers")), 0);
  CU_ASSERT_EQUAL (json_object_get_int_member (am, "hidden"), ardina_game_count_hand (g, ARDINA_SIDE_AMERICAN));
  JsonArray *by = json_object_get_array_member (am, "hidden_by");
  CU_ASSERT_EQUAL (json_array_get_length (by), 2);
  g_object_unref (p);
  cmd_run_free (&r);
  ardina_game_free (g);
}

static void
test_play_json (void)
{
  CmdRun r = cmd_run ("play", "--json", "--auto", "40", NULL);
  expect_rc (&r, 0, "play --json --auto 40");
  char **lines = g_strsplit (r.out, "\n", -1);
  guint n = 0, private = 0;
  for (char **l = lines; *l && **l; l++, n++)
    {
      JsonParser *p = json_parser_new ();
      JsonObject *o = parse_object (p, *l, "play --json");
      JsonArray *rules = json_object_get_array_member (o, "rules");
      CHECK (rules && json_array_get_length (rules) > 0, "an event cites no rule: %s", *l);
      for (guint i = 0; rules && i < json_array_get_length (rules); i++)
        CHECK (ardina_rule_lookup (json_array_get_string_element (rules, i)) != NULL, "an unknown rule: %s", *l);
      const char *text = json_object_get_string_member (o, "text");
      CHECK (text && *text && text[0] != '[', "an event's text keeps its rules: %s", *l);
      CU_ASSERT_TRUE (json_object_has_member (o, "side"));
      JsonNode *a = json_object_get_member (o, "audience");
      CHECK (a && (JSON_NODE_HOLDS_NULL (a) || !strcmp (json_node_get_string (a), "american")
                   || !strcmp (json_node_get_string (a), "british")), "a bad audience: %s", *l);
      private += a && !JSON_NODE_HOLDS_NULL (a);
      g_object_unref (p);
    }
  CHECK (n > 20, "play --json printed %u events", n);
  CHECK (private > 0, "no event was for one side only (the set-up's picks are)");
  expect_has (r.err, "pending [", "play --json (standard error)");
  g_strfreev (lines);
  cmd_run_free (&r);

  /* --as british: no event for the American only. */
  r = cmd_run ("play", "--json", "--as", "british", "--auto", "40", NULL);
  expect_rc (&r, 0, "play --json --as british");
  CHECK (!strstr (r.out, "\"audience\":\"american\""), "play --json --as british shows American events");
  cmd_run_free (&r);
}

static void
test_ask_json (void)
{
  const char *save = setup_position ();
  ArdinaGame *g = load (save);
  CmdRun r = cmd_run ("ask", "--list", "--json", save, NULL);
  expect_rc (&r, 0, "ask --list --json");
  JsonParser *p = json_parser_new ();
  JsonObject *o = parse_object (p, r.out, "ask --list --json");
  JsonArray *legal = json_object_get_array_member (o, "legal");
  CU_ASSERT_EQUAL (json_array_get_length (legal), 2);
  for (guint s = 0; s < json_array_get_length (legal); s++)
    {
      JsonObject *side = json_array_get_object_element (legal, s);
      ArdinaSide who = s ? ARDINA_SIDE_BRITISH : ARDINA_SIDE_AMERICAN;
      CU_ASSERT_STRING_EQUAL (json_object_get_string_member (side, "side"), s ? "british" : "american");
      JsonArray *actions = json_object_get_array_member (side, "actions");
      CU_ASSERT_EQUAL (json_array_get_length (actions), ardina_game_legal_actions (g, who, NULL, 0));
      for (guint i = 0; i < json_array_get_length (actions); i++)
        {
          ArdinaAction a;
          CHECK (ardina_action_parse (json_array_get_string_element (actions, i), &a, NULL),
                 "not an action: %s", json_array_get_string_element (actions, i));
        }
    }
  g_object_unref (p);
  cmd_run_free (&r);
  /* --as british: the American's actions are not shown. */
  r = cmd_run ("ask", "--list", "--json", "--as", "british", save, NULL);
  expect_rc (&r, 0, "ask --list --json --as british");
  p = json_parser_new ();
  o = parse_object (p, r.out, "ask --list --json --as british");
  JsonObject *american = json_array_get_object_element (json_object_get_array_member (o, "legal"), 0);
  CU_ASSERT_TRUE (json_object_get_null_member (american, "actions"));
  CU_ASSERT_TRUE (json_object_has_member (american, "hidden_by"));
  g_object_unref (p);
  cmd_run_free (&r);
  r = cmd_run ("ask", "--json", save, NULL);
  expect_rc (&r, 2, "ask --json without --list");
  cmd_run_free (&r);
  ardina_game_free (g);
}

static CU_TestInfo tests[] = {
  { "show: the position as text", test_show_text },
  { "show --as: what fog of war hides", test_show_as },
  { "show --svg: every locale and piece, rendered", test_show_svg },
  { "show --step: a case's battle; usage", test_show_step },
  { "show --json: the view's shape", test_show_json },
  { "play --json: one event a line", test_play_json },
  { "ask --list --json: the legal actions", test_ask_json },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  int rc = cu_run ("show", tests);
  scratch_free ();
  return rc;
}
