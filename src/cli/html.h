/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The HTML rules reference ('ardina html DIR'): one page per rule of the
 * catalog, named by its id (18.4.html, the section 18.0.html), so that a
 * forum post can link to 18.4.html#step-2, 7.9.html#spy or
 * rulings.html#R-3 and the link keeps working from one release to the
 * next. The pages are XHTML-compatible HTML5 (well-formed XML), so that
 * the link test can read them with libxml2's XML parser. */
#ifndef ARDINA_CLI_HTML_H
#define ARDINA_CLI_HTML_H

#include "cli.h"

/* What every page is built from: the oracle's cases, run once through
 * the engine, and the reconstructed values' anchors. */
typedef struct {
  const char *dir;                     /* where the pages go */
  GHashTable *results;                 /* ArdinaCase * -> ArdinaOracleResult * */
  GHashTable *errors;                  /* ArdinaCase * -> why it could not run */
  ArdinaOracleDeviations *deviations;
  GHashTable *value_index;             /* ArdinaValue * -> its index + 1 */
} HtmlSite;

/* html-out.c: writing */
void html_text (GString *s, const char *text, gssize len);
/* @text escaped, each rule id ("18.4") and ruling id ("R-3") of the
 * catalog made a link to its page. */
void html_linked (GString *s, const char *text, gssize len);
/* "18.4.html" */
char *html_rule_file (const ArdinaRule *rule);
/* <a href="18.4.html">18.4</a>, with the title after it when @title. */
void html_rule_link (GString *s, const ArdinaRule *rule, gboolean title);
/* "7.9.html#spy": a part is a section of its rule's page. */
char *html_part_href (const ArdinaRulePart *part);
/* "interpretation" or "clarification" (issue 15, item 12). */
const char *html_ruling_kind (const ArdinaRuling *ruling);
/* The rules of a section, as a list of links with their titles. */
void html_section_rules (GString *s, const ArdinaRule *header);
/* A ruling's question, answer and reason. */
void html_ruling_body (GString *s, const ArdinaRuling *ruling);
/* The table, the entry and the value of @value, as three cells. */
void html_value_cells (GString *s, const ArdinaValue *value);
GString *html_page_begin (const char *title);
/* Closes the page and writes it as @dir/@name; FALSE after an error. */
gboolean html_page_write (GString *page, const char *dir, const char *name);

/* html-rule.c: the page of one rule (or section header) */
gboolean html_rule_page (const HtmlSite *site, const ArdinaRule *rule);

/* html-lists.c: the index, the rulings register, the reconstructed
 * values and the search page with its index */
gboolean html_index_page (const HtmlSite *site);
gboolean html_rulings_page (const HtmlSite *site);
gboolean html_reconstructed_page (const HtmlSite *site);
gboolean html_search_page (const HtmlSite *site);

#endif /* ARDINA_CLI_HTML_H */
