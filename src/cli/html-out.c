/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Writing the pages of the HTML rules reference: escaping, links to
 * rules and rulings, the frame every page shares. */
#include "html.h"

#include <errno.h>
#include <string.h>

void
html_text (GString *s, const char *text, gssize len)
{
  const char *end = text + (len < 0 ? (gssize) strlen (text) : len);
  for (const char *p = text; p < end; p++)
    switch (*p)
      {
      case '&': g_string_append (s, "&amp;"); break;
      case '<': g_string_append (s, "&lt;"); break;
      case '>': g_string_append (s, "&gt;"); break;
      case '"': g_string_append (s, "&quot;"); break;
      default: g_string_append_c (s, *p);
      }
}

char *
html_rule_file (const ArdinaRule *rule)
{
  return g_strconcat (ardina_rule_get_id (rule), ".html", NULL);
}

void
html_rule_link (GString *s, const ArdinaRule *rule, gboolean title)
{
  char *file = html_rule_file (rule);
  g_string_append_printf (s, "<a href=\"%s\">%s</a>", file, ardina_rule_get_id (rule));
  if (title)
    {
      g_string_append_c (s, ' ');
      html_text (s, ardina_rule_get_title (rule), -1);
    }
  g_free (file);
}

char *
html_part_href (const ArdinaRulePart *part)
{
  const char *id = ardina_rule_part_get_id (part), *slash = strchr (id, '/');
  return g_strdup_printf ("%s.html#%s", ardina_rule_get_id (ardina_rule_part_get_rule (part)),
                          slash ? slash + 1 : id);
}

const char *
html_ruling_kind (const ArdinaRuling *ruling)
{
  return ardina_ruling_get_kind (ruling) == ARDINA_RULING_CLARIFICATION ? "clarification"
                                                                         : "interpretation";
}

/* A rule id at @p ("18.4", not the "8.4" of "18.4" nor a part of
 * "1.2.3"): its length, 0 when none or not in the catalog. */
static size_t
rule_id_at (const char *text, const char *p, const char *end, const ArdinaRule **rule)
{
  if (p > text && (g_ascii_isalnum (p[-1]) || p[-1] == '.' || p[-1] == '-'))
    return 0;
  const char *q = p;
  while (q < end && g_ascii_isdigit (*q))
    q++;
  if (q == p || q + 1 >= end || *q != '.' || !g_ascii_isdigit (q[1]))
    return 0;
  for (q++; q < end && g_ascii_isdigit (*q); q++)
    ;
  if (q < end && (*q == '.' && q + 1 < end && g_ascii_isdigit (q[1])))
    return 0;
  char *id = g_strndup (p, (gsize) (q - p));
  *rule = ardina_rule_lookup (id);
  g_free (id);
  return *rule ? (size_t) (q - p) : 0;
}

/* A ruling id at @p ("R-3"): its length, 0 when none. */
static size_t
ruling_id_at (const char *text, const char *p, const char *end, const ArdinaRuling **ruling)
{
  if (*p != 'R' || p + 2 >= end || p[1] != '-' || !g_ascii_isdigit (p[2])
      || (p > text && g_ascii_isalnum (p[-1])))
    return 0;
  const char *q = p + 2;
  while (q < end && g_ascii_isdigit (*q))
    q++;
  char *id = g_strndup (p, (gsize) (q - p));
  *ruling = ardina_ruling_lookup (id);
  g_free (id);
  return *ruling ? (size_t) (q - p) : 0;
}

/* The step "(2)" that follows a rule id at @p, as 'ardina rule 18.4(2)'
 * reads it: its length, 0 when there is none or the rule's paraphrase
 * has no such step (a link must not point at a missing anchor). */
static size_t
step_at (const ArdinaRule *rule, const char *p, const char *end, guint *number)
{
  const char *q = p + 1;
  guint n = 0;
  if (p >= end || *p != '(')
    return 0;
  while (q < end && g_ascii_isdigit (*q) && n < 1000)
    n = n * 10 + (guint) (*q++ - '0');
  if (!n || q >= end || *q != ')')
    return 0;
  CliStep steps[32];
  guint found = cli_find_steps (ardina_rule_get_lead (rule), FALSE, steps, G_N_ELEMENTS (steps));
  for (guint i = 0; i < found; i++)
    if (steps[i].list == 0 && steps[i].number == n)
      {
        *number = n;
        return (size_t) (q + 1 - p);
      }
  return 0;
}

/* A rule id, with its step when one follows: 18.4(2) links to
 * 18.4.html#step-2. Returns the length of the step taken. */
static size_t
rule_ref (GString *s, const ArdinaRule *rule, const char *after, const char *end)
{
  guint number = 0;
  size_t n = step_at (rule, after, end, &number);
  if (!n)
    {
      html_rule_link (s, rule, FALSE);
      return 0;
    }
  g_string_append_printf (s, "<a href=\"%s.html#step-%u\">%s", ardina_rule_get_id (rule), number,
                          ardina_rule_get_id (rule));
  html_text (s, after, (gssize) n);
  g_string_append (s, "</a>");
  return n;
}

void
html_linked (GString *s, const char *text, gssize len)
{
  const char *end = text + (len < 0 ? (gssize) strlen (text) : len), *done = text;
  for (const char *p = text; p < end; p++)
    {
      const ArdinaRule *rule = NULL;
      const ArdinaRuling *ruling = NULL;
      size_t n = g_ascii_isdigit (*p) ? rule_id_at (text, p, end, &rule)
                                      : ruling_id_at (text, p, end, &ruling);
      if (!n)
        continue;
      html_text (s, done, p - done);
      if (rule)
        n += rule_ref (s, rule, p + n, end);
      else
        g_string_append_printf (s, "<a href=\"rulings.html#%s\">%s</a>",
                                ardina_ruling_get_id (ruling), ardina_ruling_get_id (ruling));
      p += n - 1;
      done = p + 1;
    }
  html_text (s, done, end - done);
}

GString *
html_page_begin (const char *title)
{
  GString *s = g_string_new ("<!DOCTYPE html>\n"
                             "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">\n"
                             "<head>\n<meta charset=\"utf-8\"/>\n"
                             "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
                             "<title>");
  html_text (s, title, -1);
  g_string_append (s, " \xe2\x80\x94 ardina rules reference</title>\n"
                      "<link rel=\"stylesheet\" href=\"ardina.css\"/>\n</head>\n<body>\n"
                      "<header class=\"top\"><a class=\"home\" href=\"index.html\">ardina rules reference</a>\n"
                      "<form class=\"find\" action=\"search.html\" method=\"get\">"
                      "<input type=\"search\" name=\"q\" placeholder=\"Search the rules\" "
                      "aria-label=\"Search the rules\"/></form>\n"
                      "<nav><a href=\"index.html\">Rules</a> <a href=\"rulings.html\">Rulings</a> "
                      "<a href=\"reconstructed.html\">Reconstructed values</a></nav></header>\n<main>\n");
  return s;
}

gboolean
html_page_write (GString *page, const char *dir, const char *name)
{
  g_string_append_printf (page, "</main>\n<footer><p>Written by ardina %s from its rule catalog, "
                          "rulings, tables and oracle; every worked example was run through the "
                          "engine when these pages were made. The explanations are the project's "
                          "own words, never the rulebook's text: cite the rule number. The rules "
                          "belong to their publisher.</p></footer>\n</body>\n</html>\n",
                          ardina_version ());
  char *path = g_build_filename (dir, name, NULL);
  GError *error = NULL;
  gboolean ok = g_file_set_contents (path, page->str, (gssize) page->len, &error);
  if (!ok)
    {
      cli_error ("html", "%s", error->message);
      g_error_free (error);
    }
  g_free (path);
  g_string_free (page, TRUE);
  return ok;
}

void
html_section_rules (GString *s, const ArdinaRule *header)
{
  g_string_append (s, "<ul class=\"rules\">\n");
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      if (r == header || ardina_rule_get_header (r) != header)
        continue;
      g_string_append (s, "<li>");
      html_rule_link (s, r, TRUE);
      g_string_append (s, "</li>\n");
    }
  g_string_append (s, "</ul>\n");
}

void
html_ruling_body (GString *s, const ArdinaRuling *ruling)
{
  g_string_append (s, "<dl>\n<dt>Question</dt><dd>");
  html_linked (s, ardina_ruling_get_question (ruling), -1);
  g_string_append (s, "</dd>\n<dt>Ruling</dt><dd>");
  html_linked (s, ardina_ruling_get_answer (ruling), -1);
  g_string_append (s, "</dd>\n<dt>Why</dt><dd>");
  html_linked (s, ardina_ruling_get_rationale (ruling), -1);
  g_string_append (s, "</dd>\n</dl>\n");
}

void
html_value_cells (GString *s, const ArdinaValue *value)
{
  g_string_append (s, "<td>");
  html_text (s, ardina_table_get_name (ardina_value_get_table (value)), -1);
  g_string_append (s, "</td><td>");
  html_text (s, ardina_value_get_key (value), -1);
  g_string_append (s, " \xc2\xb7 ");
  html_text (s, ardina_value_get_field (value), -1);
  g_string_append (s, "</td><td class=\"num\">");
  html_text (s, ardina_value_get_text (value), -1);
  g_string_append (s, "</td>");
}
