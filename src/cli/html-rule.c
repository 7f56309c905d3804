/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The page of one rule: what 'ardina rule ID' prints, as a page a forum
 * post can link to, with the oracle's worked examples as the engine
 * played them. Each numbered step of the paraphrase is an anchor,
 * 18.4.html#step-2 (items 18.4.html#step-4b), found as 'ardina rule
 * 18.4(2)' finds it (cli_find_steps); each part of a rule (7.9's markers)
 * is one too, 7.9.html#spy, and its steps, 7.9.html#spy-step-1. */
#include "html.h"

#include <string.h>

#define MAX_LIST 64
#define MAX_STEPS 32

/* "step-2" for the first numbered list of a paraphrase, "step-2-2" for
 * the second (7.9 has two); items "step-4b". */
static char *
step_anchor (const char *prefix, const CliStep *st, gboolean letter)
{
  GString *id = g_string_new (prefix);
  if (letter)
    g_string_append_c (id, (char) ('a' + st->number - 1));
  else
    g_string_append_printf (id, "-%u", st->number);
  if (st->list)
    g_string_append_printf (id, "-%u", st->list + 1);
  return g_string_free (id, FALSE);
}

/* @text with a span around each numbered step, and around each lettered
 * item inside a step (@letters), so that a link can point at one and the
 * stylesheet can mark the one pointed at. */
static void
marked_text (GString *s, const char *text, gboolean letters, const char *prefix)
{
  CliStep steps[MAX_STEPS];
  guint n = cli_find_steps (text, letters, steps, MAX_STEPS);
  gsize done = 0;
  for (guint i = 0; i < n; i++)
    {
      char *id = step_anchor (prefix, &steps[i], letters);
      char *inner = g_strndup (text + steps[i].start, steps[i].end - steps[i].start);
      html_linked (s, text + done, (gssize) (steps[i].start - done));
      /* The marker "(2)" links to the step itself: the link a reader
       * copies into a forum post. */
      gsize mark = strcspn (inner, ")") + 1;
      g_string_append_printf (s, "<span class=\"step\" id=\"%s\"><a class=\"mark\" href=\"#%s\">", id, id);
      html_text (s, inner, (gssize) mark);
      g_string_append (s, "</a>");
      if (letters)
        html_linked (s, inner + mark, -1);
      else
        marked_text (s, inner + mark, TRUE, id);
      g_string_append (s, "</span>");
      done = steps[i].end;
      g_free (id), g_free (inner);
    }
  html_linked (s, text + done, -1);
}

static void
heading (GString *s, const ArdinaRule *r)
{
  const ArdinaRule *h = ardina_rule_get_header (r);
  g_string_append_printf (s, "<p class=\"crumb\"><a href=\"index.html#s%u\">Section %u</a>",
                          ardina_rule_get_section (r), ardina_rule_get_section (r));
  if (h != r)
    {
      g_string_append (s, " \xc2\xb7 ");
      html_rule_link (s, h, TRUE);
    }
  g_string_append_printf (s, "</p>\n<h1><span class=\"id\">%s</span> ", ardina_rule_get_id (r));
  html_text (s, ardina_rule_get_title (r), -1);
  g_string_append_printf (s, "</h1>\n<p class=\"meta\">%s, %s",
                          ardina_rule_kind_to_string (ardina_rule_get_kind (r)),
                          ardina_rule_class_to_string (ardina_rule_get_class (r)));
  guint sec = ardina_rule_get_section (r);
  /* Issue 15: an optional section is in the catalog before the engine
   * plays it; the reader is told which. */
  if (sec >= 28 && sec <= 38)
    g_string_append_printf (s, "; optional section %u, %s", sec,
                            ardina_optional_played (sec) ? "played by the engine"
                            : "not played by the engine yet");
  g_string_append (s, "</p>\n");
}

/* The paraphrase is the project's; the heading says so, so that nobody
 * quotes it as the rulebook's text in a dispute. */
static void
paraphrase (GString *s, const ArdinaRule *r)
{
  g_string_append (s, "<section id=\"text\"><h2>In our words</h2>\n"
                      "<p class=\"note\">The project's paraphrase, not the rulebook's wording.</p>\n"
                      "<p class=\"paraphrase\">");
  marked_text (s, ardina_rule_get_lead (r), FALSE, "step");
  g_string_append (s, "</p>\n</section>\n");
}

static void
ruling_refs (GString *s, const ArdinaRuling **list, guint n)
{
  if (!n)
    return;
  g_string_append (s, "<p class=\"refs\">Rulings:");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, " <a href=\"#%s\">%s</a>", ardina_ruling_get_id (list[i]),
                            ardina_ruling_get_id (list[i]));
  g_string_append (s, "</p>\n");
}

/* 7.9's action markers: each an entry of its own, anchored by its name. */
static void
parts (GString *s, const ArdinaRule *r)
{
  guint n = ardina_rule_get_n_parts (r);
  if (!n)
    return;
  g_string_append (s, "<section id=\"parts\"><h2>Parts</h2>\n");
  for (guint i = 0; i < n; i++)
    {
      const ArdinaRulePart *p = ardina_rule_get_part (r, i);
      const char *id = ardina_rule_part_get_id (p), *name = strchr (id, '/');
      name = name ? name + 1 : id;
      g_string_append_printf (s, "<div class=\"part\" id=\"%s\"><h3><a href=\"#%s\">%s</a> ", name, name, id);
      html_text (s, ardina_rule_part_get_title (p), -1);
      g_string_append (s, "</h3>\n<p>");
      /* A part's numbered choices are anchors too: 7.9.html#spy-step-2. */
      char *prefix = g_strconcat (name, "-step", NULL);
      marked_text (s, ardina_rule_part_get_paraphrase (p), FALSE, prefix);
      g_free (prefix);
      g_string_append (s, "</p>\n");
      const ArdinaRuling *list[MAX_LIST];
      ruling_refs (s, list, MIN (ardina_rule_part_get_rulings (p, list, MAX_LIST), MAX_LIST));
      g_string_append (s, "</div>\n");
    }
  g_string_append (s, "</section>\n");
}

static void
section_rules (GString *s, const ArdinaRule *h)
{
  if (ardina_rule_get_kind (h) != ARDINA_RULE_SECTION)
    return;
  g_string_append (s, "<section id=\"rules\"><h2>Rules of this section</h2>\n");
  html_section_rules (s, h);
  g_string_append (s, "</section>\n");
}

static void
rule_list (GString *s, const char *id, const char *title, const ArdinaRule **list, guint n)
{
  if (!n)
    return;
  g_string_append_printf (s, "<section id=\"%s\"><h2>%s</h2>\n<ul class=\"rules\">\n", id, title);
  for (guint i = 0; i < n && i < MAX_LIST; i++)
    {
      g_string_append (s, "<li>");
      html_rule_link (s, list[i], TRUE);
      g_string_append (s, "</li>\n");
    }
  g_string_append (s, "</ul>\n</section>\n");
}

static void
references (GString *s, const ArdinaRule *r)
{
  const ArdinaRule *list[MAX_LIST];
  guint n = MIN (ardina_rule_get_n_refs (r), MAX_LIST);
  for (guint i = 0; i < n; i++)
    list[i] = ardina_rule_get_ref (r, i);
  rule_list (s, "see-also", "See also", list, n);
  n = ardina_rule_get_referrers (r, list, MAX_LIST);
  rule_list (s, "referred-by", "Referred to by", list, n);
}

static void
errata (GString *s, const ArdinaRule *r)
{
  guint n = ardina_rule_get_n_errata (r);
  if (!n)
    return;
  g_string_append (s, "<section id=\"errata\"><h2>Errata</h2>\n<ul>\n");
  for (guint i = 0; i < n; i++)
    {
      g_string_append (s, "<li>Printed as ");
      html_text (s, ardina_rule_get_erratum_printed (r, i), -1);
      g_string_append (s, ". ");
      html_linked (s, ardina_rule_get_erratum_text (r, i), -1);
      g_string_append (s, "</li>\n");
    }
  g_string_append (s, "</ul>\n</section>\n");
}

static void
rulings (GString *s, const ArdinaRule *r)
{
  const ArdinaRuling *list[MAX_LIST];
  guint n = MIN (ardina_rule_get_rulings (r, list, MAX_LIST), MAX_LIST);
  if (!n)
    return;
  g_string_append (s, "<section id=\"rulings\"><h2>Rulings</h2>\n");
  for (guint i = 0; i < n; i++)
    {
      const char *id = ardina_ruling_get_id (list[i]), *kind = html_ruling_kind (list[i]);
      g_string_append_printf (s, "<div class=\"ruling\" id=\"%s\"><h3><a href=\"rulings.html#%s\">%s</a> "
                              "<span class=\"kind %s\">%s</span></h3>\n", id, id, id, kind, kind);
      html_ruling_body (s, list[i]);
      g_string_append (s, "</div>\n");
    }
  g_string_append (s, "</section>\n");
}

/* A reconstructed value carries its reason and the file and line that
 * hold it, as 'ardina tables --reconstructed' gives them. */
static void
value_row (GString *s, const HtmlSite *site, const ArdinaValue *v)
{
  const ArdinaTable *t = ardina_value_get_table (v);
  const ArdinaRule *stated = ardina_value_get_rule (v);
  gboolean rebuilt = ardina_value_get_source (v) == ARDINA_SOURCE_RECONSTRUCTED;
  g_string_append_printf (s, "<tr%s>", rebuilt ? " class=\"recon\"" : "");
  html_value_cells (s, v);
  g_string_append (s, "<td>");
  if (rebuilt)
    {
      guint index = GPOINTER_TO_UINT (g_hash_table_lookup (site->value_index, v));
      g_string_append_printf (s, "<a class=\"recon\" href=\"reconstructed.html#v-%u\">reconstructed</a>: ", index);
      html_linked (s, ardina_value_get_rationale (v), -1);
      g_string_append_printf (s, " <span class=\"where\">(%s:%u)</span>", ardina_table_get_file (t),
                              ardina_value_get_line (v));
    }
  else
    {
      g_string_append (s, "rulebook");
      if (stated)
        {
          g_string_append_c (s, ' ');
          html_rule_link (s, stated, FALSE);
        }
    }
  g_string_append (s, "</td></tr>\n");
}

static void
values (GString *s, const HtmlSite *site, const ArdinaRule *r)
{
  guint n = ardina_rule_get_tied_values (r, NULL, 0);
  if (!n)
    return;
  const ArdinaValue **list = g_new (const ArdinaValue *, n);
  ardina_rule_get_tied_values (r, list, n);
  g_string_append (s, "<section id=\"values\"><h2>Table values</h2>\n<div class=\"wide\"><table>\n"
                      "<tr><th>Table</th><th>Entry</th><th>Value</th><th>Source</th></tr>\n");
  for (guint i = 0; i < n; i++)
    value_row (s, site, list[i]);
  g_string_append (s, "</table></div>\n</section>\n");
  g_free (list);
}

static const char *
outcome_label (const HtmlSite *site, const ArdinaOracleResult *res)
{
  static const char *const labels[] = { "passes", "fails", "known deviation", "passes (listed as a deviation)" };
  return labels[ardina_oracle_result_get_outcome (res, site->deviations)];
}

/* One case as a worked example: its question, the rules it cites, and
 * the trace the engine wrote running it for this page. */
static void
one_case (GString *s, const HtmlSite *site, const ArdinaCase *c, gboolean open)
{
  const ArdinaOracleResult *res = g_hash_table_lookup (site->results, c);
  const char *id = ardina_case_get_id (c);
  g_string_append_printf (s, "<details class=\"case\" id=\"case-%s\"%s><summary><span class=\"cid\">%s</span> ",
                          id, open ? " open=\"open\"" : "", id);
  html_linked (s, ardina_case_get_question (c), -1);
  g_string_append (s, "</summary>\n<p class=\"meta\">");
  html_text (s, ardina_case_get_file (c), -1);
  g_string_append (s, "; cites");
  for (guint i = 0; i < ardina_case_get_n_rules (c); i++)
    {
      g_string_append_c (s, ' ');
      html_rule_link (s, ardina_case_get_rule (c, i), FALSE);
    }
  if (!res)
    {
      g_string_append (s, "; could not be run: ");
      html_text (s, g_hash_table_lookup (site->errors, c), -1);
      g_string_append (s, "</p>\n</details>\n");
      return;
    }
  g_string_append_printf (s, "; the engine %s it</p>\n", outcome_label (site, res));
  /* The case's answer, in the words of its author, before the trace
   * that shows the engine reaching it. */
  const char *answer = ardina_oracle_result_get_ruling (res);
  if (answer && *answer)
    {
      g_string_append (s, "<p class=\"answer\"><b>Answer:</b> ");
      html_linked (s, answer, -1);
      g_string_append (s, "</p>\n");
    }
  g_string_append (s, "<ol class=\"trace\">\n");
  for (guint i = 0; i < ardina_oracle_result_get_n_trace (res); i++)
    {
      g_string_append (s, "<li>");
      html_linked (s, ardina_oracle_result_get_trace (res, i), -1);
      g_string_append (s, "</li>\n");
    }
  g_string_append (s, "</ol>\n</details>\n");
}

/* Say "none yet" rather than nothing, so that nobody takes silence for
 * "no case needed". */
static void
cases (GString *s, const HtmlSite *site, const ArdinaRule *r)
{
  const ArdinaCase *list[MAX_LIST];
  guint n = MIN (ardina_rule_get_cases (r, list, MAX_LIST), MAX_LIST);
  g_string_append (s, "<section id=\"cases\"><h2>Worked examples</h2>\n");
  if (!n)
    g_string_append (s, "<p>No oracle case cites this rule yet.</p>\n");
  else
    g_string_append (s, "<p class=\"note\">The oracle cases that cite this rule, each with the "
                        "trace the engine wrote when it played the case: every event with the "
                        "rule it applied, the actions marked &gt;.</p>\n");
  for (guint i = 0; i < n; i++)
    one_case (s, site, list[i], i == 0);
  g_string_append (s, "</section>\n");
}

static void
prev_next (GString *s, const ArdinaRule *r)
{
  guint i = ardina_rule_get_index (r);
  g_string_append (s, "<nav class=\"pager\">");
  if (i > 0)
    {
      g_string_append (s, "<span>\xe2\x86\x90 ");
      html_rule_link (s, ardina_rule_nth (i - 1), TRUE);
      g_string_append (s, "</span> ");
    }
  if (i + 1 < ardina_rule_count ())
    {
      g_string_append (s, "<span>");
      html_rule_link (s, ardina_rule_nth (i + 1), TRUE);
      g_string_append (s, " \xe2\x86\x92</span>");
    }
  g_string_append (s, "</nav>\n");
}

gboolean
html_rule_page (const HtmlSite *site, const ArdinaRule *r)
{
  char *title = g_strdup_printf ("%s %s", ardina_rule_get_id (r), ardina_rule_get_title (r));
  GString *s = html_page_begin (title);
  heading (s, r);
  paraphrase (s, r);
  parts (s, r);
  section_rules (s, r);
  references (s, r);
  errata (s, r);
  rulings (s, r);
  values (s, site, r);
  cases (s, site, r);
  prev_next (s, r);
  char *file = html_rule_file (r);
  gboolean ok = html_page_write (s, site->dir, file);
  g_free (file), g_free (title);
  return ok;
}
