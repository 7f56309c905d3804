/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina-gen main: reads the rules tables, validates them, writes C.
 *
 *   ardina-gen --schemas DIR [--source-root DIR] [--cases DIR]
 *              [--output-c FILE --output-h FILE] FILE.xml...
 *
 * Each file is recognised by its root element and validated against the
 * schema DIR/<name>.rng of its kind. The catalog is loaded first whatever
 * the order of the arguments, because every other table cites its rules.
 * Without outputs the files are only checked. Exit status: 0 valid,
 * 1 invalid data (each fault printed as file:line: what), 2 usage error.
 */
#include "gen.h"

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
#include <stdlib.h>
#include <string.h>

typedef void (*GenLoader) (Gen *g, const GenFile *f);

/* Kinds in load order: later kinds may refer to earlier ones
 * (mobilization costs name progress levels). */
/* `values`: the elements of the kind that carry values and so must carry
 * provenance; checked before the schema, so that a missing provenance is
 * reported in the generator's words rather than as a schema complaint. */
static const char *const no_values[] = { NULL };
static const char *const constants_values[] = { "constant", NULL };
static const char *const dice_values[] = { "band", NULL };
static const char *const progress_values[] = { "level", "dice", "effect", NULL };
static const char *const mobilization_values[] = { "cost", NULL };
static const char *const loyalty_values[] = { "scale", "region", "forage", "town-points", NULL };
static const char *const balance_values[] = { "level", "effect", NULL };
static const char *const map_values[] = { "region", "locale", "route", NULL };
static const char *const counters_values[] = { "unit", "leader", "marker", "moment", "campaign",
                                                NULL };

static const struct {
  const char *root, *schema;
  GenLoader load;
  const char *const *values;
} kinds[] = {
  { "catalog", "rules.rng", gen_catalog_load, no_values },
  { "constants", "constants.rng", gen_constants_load, constants_values },
  { "dice", "dice.rng", gen_dice_load, dice_values },
  { "progress", "progress.rng", gen_progress_load, progress_values },
  { "mobilization", "mobilization.rng", gen_mobilization_load, mobilization_values },
  { "loyalty", "loyalty.rng", gen_loyalty_load, loyalty_values },
  { "balance", "balance.rng", gen_balance_load, balance_values },
  /* Map regions link to loyalty regions; the set-up names map locales
   * and counters. Set-up instructions cite their rule, not a source. */
  { "map", "map.rng", gen_map_load, map_values },
  { "counters", "counters.rng", gen_counters_load, counters_values },
  { "setup", "setup.rng", gen_setup_load, no_values },
};
#define N_KINDS (sizeof kinds / sizeof kinds[0])

typedef struct {
  Gen *g;
  const GenFile *f;
} ErrorSink;

/* libxml2's messages, reworded as file:line: message. */
static void
on_xml_error (void *data, xmlErrorPtr e)
{
  ErrorSink *sink = data;
  const char *file = sink && sink->f ? sink->f->name : (e->file ? e->file : "ardina-gen");
  size_t len = e->message ? strlen (e->message) : 0;
  while (len && e->message[len - 1] == '\n')
    len--;
  fprintf (stderr, "%s:%d: %s%.*s\n", file, e->line > 0 ? e->line : 1,
           e->domain == XML_FROM_RELAXNGV ? "schema: " : "", (int) len,
           e->message ? e->message : "error");
  if (sink && sink->g)
    sink->g->errors++;
}

static int
kind_of (xmlDocPtr doc)
{
  xmlNodePtr root = xmlDocGetRootElement (doc);
  for (size_t k = 0; root && k < N_KINDS; k++)
    if (strcmp ((const char *) root->name, kinds[k].root) == 0)
      return (int) k;
  return -1;
}

static int
validate (Gen *g, const GenFile *f, const char *schema_path)
{
  ErrorSink sink = { g, NULL };
  xmlRelaxNGParserCtxtPtr pc = xmlRelaxNGNewParserCtxt (schema_path);
  xmlRelaxNGSetParserStructuredErrors (pc, on_xml_error, &sink);
  xmlRelaxNGPtr schema = xmlRelaxNGParse (pc);
  xmlRelaxNGFreeParserCtxt (pc);
  if (!schema)
    {
      fprintf (stderr, "%s:1: cannot load schema %s\n", f->name, schema_path);
      g->errors++;
      return -1;
    }
  sink.f = f;
  xmlRelaxNGValidCtxtPtr vc = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (vc, on_xml_error, &sink);
  int rc = xmlRelaxNGValidateDoc (vc, f->doc);
  xmlRelaxNGFreeValidCtxt (vc);
  xmlRelaxNGFree (schema);
  return rc == 0 ? 0 : -1;
}

/* The name shown in messages: the path relative to the source root. */
static const char *
display_name (const char *path, const char *root)
{
  size_t n = root ? strlen (root) : 0;
  if (n && strncmp (path, root, n) == 0 && path[n] == '/')
    path += n + 1;
  while (path[0] == '.' && path[1] == '/')
    path += 2;
  return path;
}

static int
is_value_element (xmlNodePtr n, const char *const *names)
{
  for (int i = 0; n->type == XML_ELEMENT_NODE && names[i]; i++)
    if (strcmp ((const char *) n->name, names[i]) == 0)
      return 1;
  return 0;
}

/* Missing or half-given provenance, in the generator's own words. */
static void
check_provenance (Gen *g, const GenFile *f, xmlNodePtr n, const char *const *names)
{
  for (; n; n = n->next)
    {
      if (is_value_element (n, names))
        {
          char *source = gen_attr (n, "source"), *rule = gen_attr (n, "rule"), *why = gen_attr (n, "why");
          if (!source)
            gen_error (g, f, n, "<%s>: value without provenance (needs source=\"rulebook\" "
                       "rule=\"N.N\" or source=\"reconstructed\" why=\"...\")", n->name);
          else if (!strcmp (source, "rulebook") && !rule)
            gen_error (g, f, n, "<%s>: a rulebook value must name its rule", n->name);
          else if (!strcmp (source, "reconstructed") && (!why || !*why))
            gen_error (g, f, n, "<%s>: a reconstructed value must say why", n->name);
          free (source), free (rule), free (why);
        }
      if (n->type == XML_ELEMENT_NODE)
        check_provenance (g, f, n->children, names);
    }
}

static int
load_file (Gen *g, GenFile *f, const char *schemas, int *kind)
{
  ErrorSink sink = { g, f };
  xmlSetStructuredErrorFunc (&sink, on_xml_error);
  /* Trusted build input, but the same safe options as for any file:
   * no network, no entity substitution, no DTD loading. */
  f->doc = xmlReadFile (f->path, NULL, XML_PARSE_NONET);
  xmlSetStructuredErrorFunc (NULL, NULL);
  if (!f->doc)
    {
      if (!g->errors)
        gen_error (g, f, NULL, "cannot read this file");
      return -1;
    }
  *kind = kind_of (f->doc);
  if (*kind < 0)
    {
      gen_error (g, f, xmlDocGetRootElement (f->doc), "unknown kind of table <%s>",
                 xmlDocGetRootElement (f->doc)->name);
      return -1;
    }
  int before = g->errors;
  check_provenance (g, f, xmlDocGetRootElement (f->doc)->children, kinds[*kind].values);
  if (g->errors > before)
    return -1;
  char *schema = gen_printf ("%s/%s", schemas, kinds[*kind].schema);
  int rc = validate (g, f, schema);
  free (schema);
  return rc;
}

static int
write_outputs (Gen *g, const char *c_path, const char *h_path)
{
  FILE *c = fopen (c_path, "w"), *h = fopen (h_path, "w");
  if (!c || !h)
    {
      fprintf (stderr, "ardina-gen: cannot write %s or %s\n", c_path, h_path);
      return -1;
    }
  const char *banner = "/* Generated by ardina-gen from rules-xml/. Do not edit: "
                       "change the XML and rebuild. */\n";
  fprintf (h, "%s#ifndef ARDINA_DATA_H\n#define ARDINA_DATA_H\n\n"
           "#include \"data-types.h\"\n\n", banner);
  fprintf (c, "%s#include <ardina/ardina.h>\n#include \"ardina-data.h\"\n\n", banner);
  gen_catalog_emit (g, c, h);
  gen_values_emit (g, c, h);
  gen_outcomes_emit (g, c, h);
  gen_cases_emit (g, c, h);
  fflush (g->body);
  fflush (g->decls);
  fwrite (g->body_buf, 1, g->body_len, c);
  fwrite (g->decls_buf, 1, g->decls_len, h);
  fputs ("#endif /* ARDINA_DATA_H */\n", h);
  int bad = ferror (c) || ferror (h);
  bad |= fclose (c) != 0;
  bad |= fclose (h) != 0;
  return bad ? -1 : 0;
}

/* Each value belongs to the rule that states it and the one that names it. */
static void
index_values_by_rule (Gen *g)
{
  for (size_t i = 0; i < g->n_values; i++)
    {
      const GenValue *v = &g->values[i];
      if (v->rule >= 0)
        gen_ints_push (&g->rules[v->rule].values, (int) i);
      if (v->named_by >= 0 && v->named_by != v->rule)
        gen_ints_push (&g->rules[v->named_by].values, (int) i);
    }
}

static int
usage (void)
{
  fprintf (stderr, "usage: ardina-gen --schemas DIR [--source-root DIR] [--cases DIR] "
           "[--output-c FILE --output-h FILE] FILE.xml...\n");
  return 2;
}

int
main (int argc, char **argv)
{
  Gen g = { 0 };
  const char *schemas = NULL, *c_path = NULL, *h_path = NULL, *cases_dir = NULL;
  GenFile *files = gen_alloc ((size_t) argc * sizeof *files);
  int *file_kinds = gen_alloc ((size_t) argc * sizeof *file_kinds);
  int n = 0;

  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      const char **opt = !strcmp (a, "--schemas") ? &schemas
                       : !strcmp (a, "--source-root") ? &g.source_root
                       : !strcmp (a, "--output-c") ? &c_path
                       : !strcmp (a, "--output-h") ? &h_path
                       : !strcmp (a, "--cases") ? &cases_dir : NULL;
      if (opt && i + 1 < argc)
        *opt = argv[++i];
      else if (opt || a[0] == '-')
        return usage ();
      else
        {
          files[n].path = a;
          files[n].name = display_name (a, g.source_root);
          n++;
        }
    }
  if (!schemas || !n || (!c_path != !h_path))
    return usage ();

  xmlInitParser ();
  g.body = open_memstream (&g.body_buf, &g.body_len);
  g.decls = open_memstream (&g.decls_buf, &g.decls_len);
  for (int i = 0; i < n; i++)
    load_file (&g, &files[i], schemas, &file_kinds[i]);
  if (g.errors)
    return 1;
  for (size_t k = 0; k < N_KINDS; k++)
    for (int i = 0; i < n; i++)
      if (file_kinds[i] == (int) k)
        {
          if (k > 0 && !g.have_catalog)
            {
              gen_error (&g, &files[i], NULL, "no catalog given: its rule ids cannot be checked");
              return 1;
            }
          kinds[k].load (&g, &files[i]);
        }
  if (cases_dir && g.have_catalog)
    gen_cases_load (&g, cases_dir);
  if (g.n_rules > 0xfffe || g.n_values > 0xfffe)
    gen_error (&g, NULL, NULL, "too many rules or values for 16-bit indexes");
  if (g.errors)
    {
      fprintf (stderr, "ardina-gen: %d error%s; nothing written\n", g.errors, g.errors > 1 ? "s" : "");
      return 1;
    }
  if (!c_path)
    return 0;
  index_values_by_rule (&g);
  return write_outputs (&g, c_path, h_path) == 0 ? 0 : 1;
}
