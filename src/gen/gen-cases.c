/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The oracle's case index: which cases cite which rules.
 *
 * At build time every case file under oracle/ (oracle/SECTION/NAME.xml) is
 * read for its id, its cited rules and its question, and compiled into a
 * table, so that `ardina rule 18.7` lists the cases that show 18.7 without
 * finding files at run time. This is also the lint of test262: a case that
 * cites a rule the catalog lacks, or reuses another case's id, stops the
 * build. The cases themselves are run by the oracle runner, not here. */
#include "gen.h"

#include <dirent.h>
#include <libxml/parser.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char *id, *file, *question;
  GenInts rules;
  unsigned line;
} GenCase;

static GenCase *cases;
static size_t n_cases, cap_cases;

static int
by_file (const void *a, const void *b)
{
  return strcmp (((const GenCase *) a)->file, ((const GenCase *) b)->file);
}

static void
cite (Gen *g, const GenFile *f, xmlNodePtr root, GenCase *k, const char *list)
{
  char *copy = gen_strdup (list ? list : ""), *save = NULL;
  for (char *id = strtok_r (copy, " \t\n", &save); id; id = strtok_r (NULL, " \t\n", &save))
    {
      int r = gen_rule_index (g, id);
      if (r < 0)
        gen_error (g, f, root, "case %s cites %s, which is not a rule of the catalog", k->id, id);
      else
        gen_ints_push (&k->rules, r);
    }
  if (!k->rules.n)
    gen_error (g, f, root, "case %s cites no rule", k->id);
  free (copy);
}

static void
load_case (Gen *g, const char *path, const char *name)
{
  GenFile f = { path, name, NULL };
  f.doc = xmlReadFile (path, NULL, XML_PARSE_NONET);
  xmlNodePtr root = f.doc ? xmlDocGetRootElement (f.doc) : NULL;
  if (!root || !gen_is (root, "case"))
    {
      gen_error (g, &f, root, "not an oracle case (no <case> root)");
      if (f.doc)
        xmlFreeDoc (f.doc);
      return;
    }
  GenCase k = { .id = gen_attr (root, "id"), .file = gen_strdup (name),
                .line = (unsigned) xmlGetLineNo (root) };
  for (size_t i = 0; k.id && i < n_cases; i++)
    if (!strcmp (cases[i].id, k.id))
      gen_error (g, &f, root, "case id %s is also used by %s", k.id, cases[i].file);
  char *rules = gen_attr (root, "rules");
  cite (g, &f, root, &k, rules);
  free (rules);
  for (xmlNodePtr c = root->children; c; c = c->next)
    if (gen_is (c, "question"))
      k.question = gen_text (c);
  cases = gen_grow (cases, &cap_cases, n_cases, sizeof *cases);
  cases[n_cases++] = k;
  xmlFreeDoc (f.doc);
}

static int
is_case_file (const char *name)
{
  size_t n = strlen (name);
  return n > 4 && !strcmp (name + n - 4, ".xml");
}

/* Every *.xml one or two levels under @dir (oracle/NAME.xml is allowed,
 * oracle/SECTION/NAME.xml is the rule). */
static void
scan (Gen *g, const char *dir, const char *rel, int depth)
{
  DIR *d = opendir (dir);
  struct dirent *e;
  if (!d)
    {
      gen_error (g, NULL, NULL, "cannot read the oracle directory %s", dir);
      return;
    }
  while ((e = readdir (d)))
    {
      if (e->d_name[0] == '.')
        continue;
      char *path = gen_printf ("%s/%s", dir, e->d_name);
      char *name = gen_printf ("%s/%s", rel, e->d_name);
      DIR *sub = depth < 2 ? opendir (path) : NULL;
      if (sub)
        {
          closedir (sub);
          scan (g, path, name, depth + 1);
        }
      else if (is_case_file (e->d_name))
        load_case (g, path, name);
      free (path), free (name);
    }
  closedir (d);
}

void
gen_cases_load (Gen *g, const char *dir)
{
  scan (g, dir, "oracle", 1);
  qsort (cases, n_cases, sizeof *cases, by_file);
}

void
gen_cases_emit (Gen *g, FILE *c, FILE *h)
{
  size_t at = 0;
  GenInts *per_rule = gen_alloc ((g->n_rules + 1) * sizeof *per_rule);
  fprintf (h, "#define ARDINA_DATA_N_CASES %zu\n"
           "extern const struct _ArdinaCase ardina_data_cases[];\n"
           "extern const uint16_t ardina_data_case_rules[];\n"
           "extern const uint16_t ardina_data_rule_cases_at[];\n"
           "extern const uint16_t ardina_data_rule_cases[];\n\n", n_cases);
  fputs ("const struct _ArdinaCase ardina_data_cases[] = {\n", c);
  for (size_t i = 0; i < n_cases; i++)
    {
      fputs ("  { ", c);
      gen_c_string (c, cases[i].id);
      fputs (", ", c);
      gen_c_string (c, cases[i].file);
      fputs (",\n    ", c);
      gen_c_string (c, cases[i].question);
      fprintf (c, ", %zu, %zu },\n", at, cases[i].rules.n);
      at += cases[i].rules.n;
      for (size_t j = 0; j < cases[i].rules.n; j++)
        gen_ints_push (&per_rule[cases[i].rules.v[j]], (int) i);
    }
  fputs ("  { NULL, NULL, NULL, 0, 0 }\n};\n\nconst uint16_t ardina_data_case_rules[] = {", c);
  for (size_t i = 0; i < n_cases; i++)
    for (size_t j = 0; j < cases[i].rules.n; j++)
      fprintf (c, " %d,", cases[i].rules.v[j]);
  fputs (" 0xffffu };\n\n/* Cases of rule r: ardina_data_rule_cases[at[r] .. at[r+1]). */\n"
         "const uint16_t ardina_data_rule_cases_at[] = {", c);
  at = 0;
  for (size_t r = 0; r <= g->n_rules; r++)
    {
      fprintf (c, "%s%zu,", r % 16 ? " " : "\n  ", at);
      at += r < g->n_rules ? per_rule[r].n : 0;
    }
  fputs ("\n};\n\nconst uint16_t ardina_data_rule_cases[] = {", c);
  for (size_t r = 0; r < g->n_rules; r++)
    for (size_t j = 0; j < per_rule[r].n; j++)
      fprintf (c, " %d,", per_rule[r].v[j]);
  fputs (" 0xffffu };\n\n", c);
}
