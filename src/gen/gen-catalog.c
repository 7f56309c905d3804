/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The rule catalog (rules-xml/rules.xml): rules, errata, rulings.
 *
 * Beyond the schema this checks what a schema cannot: ids are unique and in
 * rulebook order, headers are exactly the N.0 ids, every cross-reference and
 * every ruling's concern names a rule of the catalog (and a part of it,
 * when it names one), part names are unique within their rule.
 *
 * A rule with parts (7.9, one part per action marker) keeps its paraphrase
 * whole for the library's readers: the lead the catalog gives, then each
 * part as "Title: text". The parts are also emitted on their own, so that
 * a search or 'ardina rule 7.9/spy' can treat each as an entry. */
#include "gen.h"

#include <stdlib.h>
#include <string.h>

static const char *const kinds[] = { "section", "normative", "descriptive", "optional", NULL };
static const char *const kind_enums[] = {
  "ARDINA_RULE_SECTION", "ARDINA_RULE_NORMATIVE",
  "ARDINA_RULE_DESCRIPTIVE", "ARDINA_RULE_OPTIONAL"
};
static const char *const classes[] = {
  "heading", "definition", "procedure", "restriction", "table", "note", NULL
};
static const char *const class_enums[] = {
  "ARDINA_CLASS_HEADING", "ARDINA_CLASS_DEFINITION", "ARDINA_CLASS_PROCEDURE",
  "ARDINA_CLASS_RESTRICTION", "ARDINA_CLASS_TABLE", "ARDINA_CLASS_NOTE"
};

static int
word_index (const char *const *words, const char *w)
{
  for (int i = 0; w && words[i]; i++)
    if (strcmp (words[i], w) == 0)
      return i;
  return -1;
}

/* "18.7" -> 18, 7. Sections run 1-38 in this rulebook. */
static int
parse_id (const char *id, int *section, int *number)
{
  char tail;
  if (!id || sscanf (id, "%d.%d%c", section, number, &tail) != 2)
    return -1;
  if (*section < 1 || *section > 99 || *number < 0 || *number > 99)
    return -1;
  char canon[16];
  snprintf (canon, sizeof canon, "%d.%d", *section, *number);
  return strcmp (canon, id) == 0 ? 0 : -1;
}

static void
load_part (Gen *g, const GenFile *f, xmlNodePtr c, GenRule *r)
{
  GenPart p = { .line = (unsigned) xmlGetLineNo (c), .rule = (int) g->n_rules };
  p.name = gen_attr (c, "name");
  p.title = gen_attr (c, "title");
  p.text = gen_text (c);
  for (size_t i = r->parts_at; r->n_parts && i < g->n_parts; i++)
    if (p.name && strcmp (g->parts[i].name, p.name) == 0)
      gen_error (g, f, c, "rule %s: duplicate part %s (first at line %u)", r->id, p.name, g->parts[i].line);
  if (!r->n_parts)
    r->parts_at = g->n_parts;
  g->parts = gen_grow (g->parts, &g->cap_parts, g->n_parts, sizeof *g->parts);
  g->parts[g->n_parts++] = p;
  r->n_parts++;
}

/* The paraphrase the library gives for a rule with parts: its lead, then
 * every part as "Title: text". */
static void
join_parts (Gen *g, GenRule *r)
{
  if (!r->n_parts || !r->paraphrase)
    return;
  r->lead = r->paraphrase;
  size_t len = strlen (r->lead) + 1;
  for (size_t i = 0; i < r->n_parts; i++)
    len += strlen (g->parts[r->parts_at + i].title) + strlen (g->parts[r->parts_at + i].text) + 4;
  char *s = gen_alloc (len);
  strcpy (s, r->lead);
  for (size_t i = 0; i < r->n_parts; i++)
    {
      const GenPart *p = &g->parts[r->parts_at + i];
      strcat (s, " ");
      strcat (s, p->title);
      strcat (s, ": ");
      strcat (s, p->text);
    }
  r->paraphrase = s;
}

static void
load_rule_children (Gen *g, const GenFile *f, xmlNodePtr node, GenRule *r)
{
  for (xmlNodePtr c = node->children; c; c = c->next)
    {
      if (gen_is (c, "paraphrase"))
        r->paraphrase = gen_text (c);
      else if (gen_is (c, "part"))
        load_part (g, f, c, r);
      else if (gen_is (c, "erratum"))
        {
          r->errata_printed = realloc (r->errata_printed, (r->n_errata + 1) * sizeof (char *));
          r->errata_text = realloc (r->errata_text, (r->n_errata + 1) * sizeof (char *));
          r->errata_printed[r->n_errata] = gen_attr (c, "printed");
          r->errata_text[r->n_errata] = gen_text (c);
          if (r->errata_printed[r->n_errata]
              && strcmp (r->errata_printed[r->n_errata], r->id) == 0)
            gen_error (g, f, c, "rule %s: an erratum's printed number must differ from the id", r->id);
          r->n_errata++;
        }
    }
  if (!r->paraphrase || !*r->paraphrase)
    gen_error (g, f, node, "rule %s has no paraphrase", r->id);
  join_parts (g, r);
}

static void
load_rule (Gen *g, const GenFile *f, xmlNodePtr node)
{
  GenRule r = { .line = (unsigned) xmlGetLineNo (node) };
  r.id = gen_attr (node, "id");
  r.title = gen_attr (node, "title");
  char *kind = gen_attr (node, "kind"), *klass = gen_attr (node, "class");
  r.kind = word_index (kinds, kind);
  r.klass = word_index (classes, klass);
  if (parse_id (r.id, &r.section, &r.number) < 0)
    gen_error (g, f, node, "rule id \"%s\" is not of the form S.N", r.id ? r.id : "");
  else
    {
      int dup = gen_rule_index (g, r.id);
      if (dup >= 0)
        gen_error (g, f, node, "duplicate rule id %s (first at line %u)", r.id, g->rules[dup].line);
      if (g->n_rules)
        {
          const GenRule *p = &g->rules[g->n_rules - 1];
          if (dup < 0 && (r.section < p->section || (r.section == p->section && r.number < p->number)))
            gen_error (g, f, node, "rule %s is out of order (after %s)", r.id, p->id);
        }
    }
  if (r.kind < 0 || r.klass < 0)
    gen_error (g, f, node, "rule %s: unknown kind \"%s\" or class \"%s\"", r.id, kind, klass);
  else if ((r.number == 0) != (r.kind == 0))
    gen_error (g, f, node, "rule %s: section headers, and only they, have kind=\"section\"", r.id);
  free (kind);
  free (klass);
  load_rule_children (g, f, node, &r);
  g->rules = gen_grow (g->rules, &g->cap_rules, g->n_rules, sizeof *g->rules);
  g->rules[g->n_rules++] = r;
}

static void
load_ruling (Gen *g, const GenFile *f, xmlNodePtr node)
{
  GenRuling r = { .line = (unsigned) xmlGetLineNo (node) };
  r.id = gen_attr (node, "id");
  /* The schema allows only the two kinds; absent is an interpretation. */
  char *kind = gen_attr (node, "kind");
  r.clarification = kind && strcmp (kind, "clarification") == 0;
  free (kind);
  for (size_t i = 0; i < g->n_rulings; i++)
    if (strcmp (g->rulings[i].id, r.id) == 0)
      gen_error (g, f, node, "duplicate ruling id %s (first at line %u)", r.id, g->rulings[i].line);
  for (xmlNodePtr c = node->children; c; c = c->next)
    {
      if (gen_is (c, "question"))
        r.question = gen_text (c);
      else if (gen_is (c, "answer"))
        r.answer = gen_text (c);
      else if (gen_is (c, "rationale"))
        r.rationale = gen_text (c);
    }
  g->rulings = gen_grow (g->rulings, &g->cap_rulings, g->n_rulings, sizeof *g->rulings);
  g->rulings[g->n_rulings++] = r;
}

static int
has_int (const GenInts *l, int v)
{
  for (size_t i = 0; i < l->n; i++)
    if (l->v[i] == v)
      return 1;
  return 0;
}

/* A concern's part="NAME", recorded on both sides; 0 when it names none. */
static int
concern_part (Gen *g, const GenFile *f, xmlNodePtr c, int rule, size_t ruling)
{
  char *name = gen_attr (c, "part");
  if (!name)
    return 0;
  const GenRule *r = &g->rules[rule];
  size_t i = r->parts_at, end = r->parts_at + r->n_parts;
  while (i < end && strcmp (g->parts[i].name, name) != 0)
    i++;
  if (i == end)
    gen_error (g, f, c, "%s concerns unknown part %s/%s", g->rulings[ruling].id, r->id, name);
  else if (!has_int (&g->rulings[ruling].parts, (int) i))
    {
      gen_ints_push (&g->rulings[ruling].parts, (int) i);
      gen_ints_push (&g->parts[i].rulings, (int) ruling);
    }
  free (name);
  return 1;
}

/* Second pass, once every id is known: cross-references and concerns. */
static void
link_refs (Gen *g, const GenFile *f, xmlNodePtr root)
{
  size_t ri = 0, gi = 0;
  for (xmlNodePtr n = root->children; n; n = n->next)
    {
      int is_rule = gen_is (n, "rule"), is_ruling = gen_is (n, "ruling");
      if (!is_rule && !is_ruling)
        continue;
      const char *child = is_rule ? "see" : "concerns";
      const char *owner = is_rule ? g->rules[ri].id : g->rulings[gi].id;
      GenInts *list = is_rule ? &g->rules[ri].refs : &g->rulings[gi].concerns;
      for (xmlNodePtr c = n->children; c; c = c->next)
        {
          if (!gen_is (c, child))
            continue;
          char *to = gen_attr (c, "rule");
          int t = gen_rule_index (g, to);
          if (t < 0)
            gen_error (g, f, c, "%s refers to unknown rule %s", owner, to ? to : "(none)");
          else if (is_rule && t == (int) ri)
            gen_error (g, f, c, "rule %s refers to itself", owner);
          else if (is_ruling && concern_part (g, f, c, t, gi) && has_int (list, t))
            ; /* a second part of a rule already concerned */
          else
            {
              gen_ints_push (list, t);
              gen_ints_push (is_rule ? &g->rules[t].referrers : &g->rules[t].rulings,
                             (int) (is_rule ? ri : gi));
            }
          free (to);
        }
      if (is_ruling && !list->n)
        gen_error (g, f, n, "ruling %s concerns no rule", owner);
      ri += is_rule;
      gi += is_ruling;
    }
}

void
gen_catalog_load (Gen *g, const GenFile *f)
{
  xmlNodePtr root = xmlDocGetRootElement (f->doc);
  if (g->have_catalog)
    {
      gen_error (g, f, root, "a second catalog was given");
      return;
    }
  g->have_catalog = 1;
  for (xmlNodePtr n = root->children; n; n = n->next)
    {
      if (gen_is (n, "rule"))
        load_rule (g, f, n);
      else if (gen_is (n, "ruling"))
        load_ruling (g, f, n);
      else if (gen_is (n, "synonyms"))
        for (xmlNodePtr s = n->children; s; s = s->next)
          if (gen_is (s, "synonym"))
            {
              g->synonyms = gen_grow (g->synonyms, &g->cap_synonyms, g->n_synonyms, sizeof *g->synonyms);
              g->synonyms[g->n_synonyms++] = (GenSynonym) { gen_attr (s, "said"), gen_attr (s, "means") };
            }
    }
  link_refs (g, f, root);
  for (size_t i = 0; i < g->n_rules; i++)
    if (g->rules[i].number != 0 && gen_rule_index (g, gen_printf ("%d.0", g->rules[i].section)) < 0)
      gen_error (g, f, root, "rule %s has no section header %d.0", g->rules[i].id, g->rules[i].section);
}

/* ---- emission ---- */

static void
emit_index_list (FILE *c, const char *name, const GenInts *lists, size_t n, size_t stride)
{
  fprintf (c, "const uint16_t %s[] = {", name);
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    {
      const GenInts *l = (const GenInts *) ((const char *) lists + i * stride);
      for (size_t j = 0; j < l->n; j++, k++)
        fprintf (c, "%s%d,", k % 16 ? " " : "\n  ", l->v[j]);
    }
  fprintf (c, "%s0xffffu\n};\n\n", k % 16 ? " " : "\n  ");
}

static void
emit_rule (Gen *g, FILE *c, size_t i, size_t *at)
{
  const GenRule *r = &g->rules[i];
  char header[16];
  snprintf (header, sizeof header, "%d.0", r->section);
  fprintf (c, "  { ");
  gen_c_string (c, r->id);
  fputs (", ", c);
  gen_c_string (c, r->title);
  fputs (",\n    ", c);
  gen_c_string (c, r->paraphrase);
  fprintf (c, ",\n    %d, %d, %s, %s, %d,\n", r->section, r->number,
           kind_enums[r->kind], class_enums[r->klass], gen_rule_index (g, header));
  fprintf (c, "    %zu, %zu, %zu, %zu, %zu, %zu, %zu, %zu, %zu, %zu, %u,\n    ",
           at[0], r->refs.n, at[1], r->referrers.n, at[2], r->n_errata,
           at[3], r->rulings.n, at[4], r->values.n, r->line);
  gen_c_string (c, r->lead ? r->lead : r->paraphrase);
  fprintf (c, ", %zu, %zu },\n", r->n_parts ? r->parts_at : 0, r->n_parts);
  at[0] += r->refs.n;
  at[1] += r->referrers.n;
  at[2] += r->n_errata;
  at[3] += r->rulings.n;
  at[4] += r->values.n;
}

static void
emit_errata (Gen *g, FILE *c)
{
  fputs ("const ArdinaDataErratum ardina_data_errata[] = {\n", c);
  for (size_t i = 0; i < g->n_rules; i++)
    for (size_t j = 0; j < g->rules[i].n_errata; j++)
      {
        fputs ("  { ", c);
        gen_c_string (c, g->rules[i].errata_printed[j]);
        fputs (", ", c);
        gen_c_string (c, g->rules[i].errata_text[j]);
        fputs (" },\n", c);
      }
  fputs ("  { NULL, NULL }\n};\n\n", c);
}

static void
emit_rulings (Gen *g, FILE *c)
{
  size_t at = 0;
  fputs ("const struct _ArdinaRuling ardina_data_rulings[] = {\n", c);
  for (size_t i = 0; i < g->n_rulings; i++)
    {
      const GenRuling *r = &g->rulings[i];
      fputs ("  { ", c);
      gen_c_string (c, r->id);
      fputs (",\n    ", c);
      gen_c_string (c, r->question);
      fputs (",\n    ", c);
      gen_c_string (c, r->answer);
      fputs (",\n    ", c);
      gen_c_string (c, r->rationale);
      fprintf (c, ",\n    %zu, %zu, %d },\n", at, r->concerns.n, r->clarification);
      at += r->concerns.n;
    }
  fputs ("  { NULL, NULL, NULL, NULL, 0, 0, 0 }\n};\n\n", c);
  emit_index_list (c, "ardina_data_concerns", &g->rulings[0].concerns,
                   g->n_rulings, sizeof *g->rulings);
}

static void
emit_parts (Gen *g, FILE *c, FILE *h)
{
  fprintf (h, "#define ARDINA_DATA_N_PARTS %zu\n#define ARDINA_DATA_N_SYNONYMS %zu\n",
           g->n_parts, g->n_synonyms);
  fputs ("extern const struct _ArdinaRulePart ardina_data_parts[];\n"
         "extern const uint16_t ardina_data_part_rulings[];\n"
         "extern const ArdinaDataSynonym ardina_data_synonyms[];\n\n", h);
  size_t at = 0;
  fputs ("const struct _ArdinaRulePart ardina_data_parts[] = {\n", c);
  for (size_t i = 0; i < g->n_parts; i++)
    {
      const GenPart *p = &g->parts[i];
      fputs ("  { ", c);
      gen_c_string (c, gen_printf ("%s/%s", g->rules[p->rule].id, p->name));
      fputs (", ", c);
      gen_c_string (c, p->title);
      fputs (",\n    ", c);
      gen_c_string (c, p->text);
      fprintf (c, ",\n    %d, %zu, %zu, %u },\n", p->rule, at, p->rulings.n, p->line);
      at += p->rulings.n;
    }
  fputs ("  { NULL, NULL, NULL, 0, 0, 0, 0 }\n};\n\n", c);
  emit_index_list (c, "ardina_data_part_rulings", g->n_parts ? &g->parts[0].rulings : NULL,
                   g->n_parts, sizeof *g->parts);
  fputs ("const ArdinaDataSynonym ardina_data_synonyms[] = {\n", c);
  for (size_t i = 0; i < g->n_synonyms; i++)
    {
      fputs ("  { ", c);
      gen_c_string (c, g->synonyms[i].said);
      fputs (", ", c);
      gen_c_string (c, g->synonyms[i].means);
      fputs (" },\n", c);
    }
  fputs ("  { NULL, NULL }\n};\n\n", c);
}

void
gen_catalog_emit (Gen *g, FILE *c, FILE *h)
{
  size_t at[5] = { 0 };
  fprintf (h, "#define ARDINA_DATA_N_RULES %zu\n", g->n_rules);
  fprintf (h, "#define ARDINA_DATA_N_RULINGS %zu\n\n", g->n_rulings);
  fputs ("/* Rule indexes, for code that cites a rule: ARDINA_R_18_7. */\n", h);
  for (size_t i = 0; i < g->n_rules; i++)
    fprintf (h, "#define ARDINA_R_%d_%d %zu\n", g->rules[i].section, g->rules[i].number, i);
  fputs ("\nextern const struct _ArdinaRule ardina_data_rules[];\n"
         "extern const uint16_t ardina_data_refs[];\n"
         "extern const uint16_t ardina_data_referrers[];\n"
         "extern const ArdinaDataErratum ardina_data_errata[];\n"
         "extern const uint16_t ardina_data_rule_rulings[];\n"
         "extern const uint16_t ardina_data_rule_values[];\n"
         "extern const struct _ArdinaRuling ardina_data_rulings[];\n"
         "extern const uint16_t ardina_data_concerns[];\n\n", h);

  fputs ("const struct _ArdinaRule ardina_data_rules[] = {\n", c);
  for (size_t i = 0; i < g->n_rules; i++)
    emit_rule (g, c, i, at);
  fputs ("};\n\n", c);
  emit_index_list (c, "ardina_data_refs", &g->rules[0].refs, g->n_rules, sizeof *g->rules);
  emit_index_list (c, "ardina_data_referrers", &g->rules[0].referrers, g->n_rules, sizeof *g->rules);
  emit_index_list (c, "ardina_data_rule_rulings", &g->rules[0].rulings, g->n_rules, sizeof *g->rules);
  emit_index_list (c, "ardina_data_rule_values", &g->rules[0].values, g->n_rules, sizeof *g->rules);
  emit_errata (g, c);
  emit_rulings (g, c);
  emit_parts (g, c, h);
}

/* The provenance arrays: every value of every table, and the tables. */
void
gen_values_emit (Gen *g, FILE *c, FILE *h)
{
  fprintf (h, "#define ARDINA_DATA_N_TABLES %zu\n#define ARDINA_DATA_N_VALUES %zu\n",
           g->n_tables, g->n_values);
  fputs ("extern const struct _ArdinaTable ardina_data_tables[];\n"
         "extern const struct _ArdinaValue ardina_data_values[];\n\n", h);
  fputs ("const struct _ArdinaTable ardina_data_tables[] = {\n", c);
  for (size_t i = 0; i < g->n_tables; i++)
    {
      const GenTable *t = &g->tables[i];
      fputs ("  { ", c);
      gen_c_string (c, t->name);
      fputs (", ", c);
      gen_c_string (c, t->title);
      fputs (", ", c);
      gen_c_string (c, t->file);
      fprintf (c, ", %zu, %zu },\n", t->values_at, t->n_values);
    }
  fputs ("  { NULL, NULL, NULL, 0, 0 }\n};\n\n", c);
  fputs ("const struct _ArdinaValue ardina_data_values[] = {\n", c);
  for (size_t i = 0; i < g->n_values; i++)
    {
      const GenValue *v = &g->values[i];
      fprintf (c, "  { %d, ", v->table);
      gen_c_string (c, v->key);
      fputs (", ", c);
      gen_c_string (c, v->field);
      fputs (", ", c);
      gen_c_string (c, v->text);
      fputs (", ", c);
      gen_c_string (c, v->label);
      fprintf (c, ",\n    %s, ", v->source ? "ARDINA_SOURCE_RECONSTRUCTED" : "ARDINA_SOURCE_RULEBOOK");
      fprintf (c, "%s%d, %s%d, ", v->rule < 0 ? "(uint16_t) " : "", v->rule,
               v->named_by < 0 ? "(uint16_t) " : "", v->named_by);
      gen_c_string (c, v->why);
      fprintf (c, ", %u },\n", v->line);
    }
  fputs ("  { 0, NULL, NULL, NULL, NULL, 0, 0, 0, NULL, 0 }\n};\n\n", c);
}
