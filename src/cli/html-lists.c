/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The pages of the HTML rules reference that list: the index of every
 * section and rule, the register of rulings, the values the project
 * reconstructed, and the search page with its index (search-index.js, a
 * script rather than a JSON file, because a browser reads no JSON file
 * beside a page opened from the disk; doc/html/search.js searches it). */
#include "html.h"

#include <json-glib/json-glib.h>

static void
section_index (GString *s, const ArdinaRule *h)
{
  guint sec = ardina_rule_get_section (h);
  g_string_append_printf (s, "<section class=\"sec\" id=\"s%u\"><h2>", sec);
  html_rule_link (s, h, TRUE);
  g_string_append (s, "</h2>\n");
  html_section_rules (s, h);
  g_string_append (s, "</section>\n");
}

gboolean
html_index_page (const HtmlSite *site)
{
  GString *s = html_page_begin ("The rules");
  g_string_append_printf (s, "<h1>The rules of <i>The American Revolution: Decision in North "
                          "America</i></h1>\n<p>Every numbered rule (%u in the catalog, in 38 "
                          "sections), explained in the project's own words, with the engine's "
                          "<a href=\"rulings.html\">rulings</a> (%u) where the text is unclear, the "
                          "table values tied to each rule (some <a href=\"reconstructed.html\">"
                          "reconstructed</a>), and the oracle cases that cite it as worked "
                          "examples. <a href=\"search.html\">Search</a> finds a rule by words.</p>\n"
                          "<p class=\"note\">A rule's page is named by its id: 18.4.html, its step (2) "
                          "18.4.html#step-2, a section 18.0.html, a marker of 7.9 7.9.html#spy.</p>\n",
                          ardina_rule_count (), ardina_ruling_count ());
  for (guint i = 0; i < ardina_rule_count (); i++)
    if (ardina_rule_get_kind (ardina_rule_nth (i)) == ARDINA_RULE_SECTION)
      section_index (s, ardina_rule_nth (i));
  return html_page_write (s, site->dir, "index.html");
}

static void
ruling_entry (GString *s, const ArdinaRuling *g)
{
  const char *id = ardina_ruling_get_id (g), *kind = html_ruling_kind (g);
  g_string_append_printf (s, "<div class=\"ruling\" id=\"%s\"><h2><a href=\"#%s\">%s</a> "
                          "<span class=\"kind %s\">%s</span></h2>\n<p class=\"meta\">Concerns",
                          id, id, id, kind, kind);
  for (guint i = 0; i < ardina_ruling_get_n_concerns (g); i++)
    {
      g_string_append_c (s, ' ');
      html_rule_link (s, ardina_ruling_get_concern (g, i), TRUE);
    }
  g_string_append (s, "</p>\n");
  html_ruling_body (s, g);
  g_string_append (s, "</div>\n");
}

gboolean
html_rulings_page (const HtmlSite *site)
{
  GString *s = html_page_begin ("Rulings");
  g_string_append (s, "<h1>Rulings</h1>\n<p>Where the rulebook is unclear or contradicts itself, "
                      "the engine follows a ruling: the question, the answer it plays by, and "
                      "why. An <span class=\"kind interpretation\">interpretation</span> is the "
                      "engine's reading of unclear text; a <span class=\"kind clarification\">"
                      "clarification</span> only restates what the rules already say.</p>\n");
  for (guint i = 0; i < ardina_ruling_count (); i++)
    ruling_entry (s, ardina_ruling_nth (i));
  return html_page_write (s, site->dir, "rulings.html");
}

/* The rules a value is tied to: those whose page lists it. */
static void
tied_rules (GString *s, const ArdinaValue *v)
{
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      guint n = ardina_rule_get_tied_values (r, NULL, 0);
      const ArdinaValue **list = g_new (const ArdinaValue *, MAX (n, 1));
      ardina_rule_get_tied_values (r, list, n);
      for (guint j = 0; j < n; j++)
        if (list[j] == v)
          {
            g_string_append_c (s, ' ');
            html_rule_link (s, r, FALSE);
            break;
          }
      g_free (list);
    }
}

static void
reconstructed_row (GString *s, const ArdinaValue *v, guint index)
{
  const ArdinaTable *t = ardina_value_get_table (v);
  g_string_append_printf (s, "<tr id=\"v-%u\">", index);
  html_value_cells (s, v);
  g_string_append (s, "<td>");
  html_linked (s, ardina_value_get_rationale (v), -1);
  g_string_append_printf (s, " <span class=\"where\">(%s:%u)</span></td><td class=\"tied\">",
                          ardina_table_get_file (t), ardina_value_get_line (v));
  tied_rules (s, v);
  g_string_append (s, "</td></tr>\n");
}

gboolean
html_reconstructed_page (const HtmlSite *site)
{
  GString *s = html_page_begin ("Reconstructed values");
  g_string_append (s, "<h1>Reconstructed values</h1>\n<p>The rulebook's charts are printed on "
                      "a mapsheet the project does not have. These values were reconstructed "
                      "from what the rules state, each with its reason and the file and line "
                      "that hold it, so that anyone with the printed map can check them "
                      "(<code>ardina tables --reconstructed</code> lists the same).</p>\n"
                      "<div class=\"wide\"><table>\n<tr><th>Table</th><th>Entry</th><th>Value</th>"
                      "<th>Why</th><th>Rules</th></tr>\n");
  for (guint i = 0; i < ardina_value_count (); i++)
    {
      const ArdinaValue *v = ardina_value_nth (i);
      if (ardina_value_get_source (v) == ARDINA_SOURCE_RECONSTRUCTED)
        reconstructed_row (s, v, i + 1);
    }
  g_string_append (s, "</table></div>\n");
  return html_page_write (s, site->dir, "reconstructed.html");
}

static void
index_entry (JsonBuilder *b, const char *id, const char *title, const char *href, const char *text)
{
  json_builder_begin_array (b);
  json_builder_add_string_value (b, id);
  json_builder_add_string_value (b, title);
  json_builder_add_string_value (b, href);
  json_builder_add_string_value (b, text);
  json_builder_end_array (b);
}

/* Every rule, every part of a rule and every ruling: [id, title, href,
 * text], searched in the browser by doc/html/search.js. */
static char *
search_index (void)
{
  JsonBuilder *b = json_builder_new ();
  json_builder_begin_array (b);
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      char *href = html_rule_file (r);
      index_entry (b, ardina_rule_get_id (r), ardina_rule_get_title (r), href, ardina_rule_get_lead (r));
      for (guint j = 0; j < ardina_rule_get_n_parts (r); j++)
        {
          const ArdinaRulePart *p = ardina_rule_get_part (r, j);
          char *part = html_part_href (p);
          index_entry (b, ardina_rule_part_get_id (p), ardina_rule_part_get_title (p), part,
                       ardina_rule_part_get_paraphrase (p));
          g_free (part);
        }
      g_free (href);
    }
  for (guint i = 0; i < ardina_ruling_count (); i++)
    {
      const ArdinaRuling *g = ardina_ruling_nth (i);
      char *href = g_strconcat ("rulings.html#", ardina_ruling_get_id (g), NULL);
      char *text = g_strconcat (ardina_ruling_get_answer (g), " ", ardina_ruling_get_rationale (g), NULL);
      index_entry (b, ardina_ruling_get_id (g), ardina_ruling_get_question (g), href, text);
      g_free (href), g_free (text);
    }
  json_builder_end_array (b);
  JsonNode *root = json_builder_get_root (b);
  char *json = json_to_string (root, FALSE);
  json_node_unref (root);
  g_object_unref (b);
  return json;
}

/* The index as a script: "var ARDINA_INDEX = [...];". A "</" inside a
 * string would end a script element in a page; in a file it is harmless,
 * and JSON may escape the slash anyway. */
static gboolean
write_search_index (const HtmlSite *site)
{
  char *json = search_index ();
  char *js = g_strconcat ("/* SPDX-License-Identifier: LGPL-2.1-or-later */\n"
                          "var ARDINA_INDEX = ", json, ";\n", NULL);
  char *path = g_build_filename (site->dir, "search-index.js", NULL);
  GError *error = NULL;
  gboolean ok = g_file_set_contents (path, js, -1, &error);
  if (!ok)
    {
      cli_error ("html", "%s", error->message);
      g_error_free (error);
    }
  g_free (path), g_free (js), g_free (json);
  return ok;
}

gboolean
html_search_page (const HtmlSite *site)
{
  GString *s = html_page_begin ("Search");
  g_string_append (s, "<h1>Search the rules</h1>\n"
                      "<form class=\"big\" action=\"search.html\" method=\"get\">"
                      "<input type=\"search\" id=\"q\" name=\"q\" placeholder=\"how many units can a fleet carry\" "
                      "aria-label=\"Words to look for\"/> <button type=\"submit\">Search</button></form>\n"
                      "<p class=\"note\" id=\"count\">Words, or a rule id such as 18.4. The search runs in "
                      "your browser, without a server (it needs JavaScript).</p>\n"
                      "<ol id=\"results\" class=\"results\"></ol>\n"
                      "<script src=\"search-index.js\"></script>\n<script src=\"search.js\"></script>\n");
  return html_page_write (s, site->dir, "search.html") && write_search_index (site);
}
