/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Helpers of the table generator: memory, attributes, error messages,
 * provenance and C string output. */
#include "gen.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void *
gen_alloc (size_t size)
{
  void *p = calloc (1, size ? size : 1);
  if (!p)
    {
      fprintf (stderr, "ardina-gen: out of memory\n");
      exit (2);
    }
  return p;
}

/* Makes room for one more element in a growable array of n elements. */
void *
gen_grow (void *p, size_t *cap, size_t n, size_t size)
{
  if (n < *cap)
    return p;
  *cap = *cap ? *cap * 2 : 16;
  p = realloc (p, *cap * size);
  if (!p)
    {
      fprintf (stderr, "ardina-gen: out of memory\n");
      exit (2);
    }
  return p;
}

char *
gen_strdup (const char *s)
{
  if (!s)
    return NULL;
  char *d = gen_alloc (strlen (s) + 1);
  strcpy (d, s);
  return d;
}

char *
gen_printf (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  int n = vsnprintf (NULL, 0, fmt, ap);
  va_end (ap);
  char *s = gen_alloc ((size_t) n + 1);
  va_start (ap, fmt);
  vsnprintf (s, (size_t) n + 1, fmt, ap);
  va_end (ap);
  return s;
}

void
gen_ints_push (GenInts *ints, int v)
{
  ints->v = gen_grow (ints->v, &ints->cap, ints->n, sizeof *ints->v);
  ints->v[ints->n++] = v;
}

/* Every message starts with file:line so that editors can jump to it. */
void
gen_error (Gen *g, const GenFile *f, xmlNodePtr node, const char *fmt, ...)
{
  va_list ap;
  long line = node ? xmlGetLineNo (node) : 0;
  fprintf (stderr, "%s:%ld: ", f ? f->name : "ardina-gen", line > 0 ? line : 1);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
  g->errors++;
}

int
gen_is (xmlNodePtr node, const char *name)
{
  return node && node->type == XML_ELEMENT_NODE
         && strcmp ((const char *) node->name, name) == 0;
}

char *
gen_attr (xmlNodePtr node, const char *name)
{
  xmlChar *v = xmlGetProp (node, (const xmlChar *) name);
  if (!v)
    return NULL;
  char *s = gen_strdup ((const char *) v);
  xmlFree (v);
  return s;
}

/* The text of an element with runs of white space folded into one space,
 * so that the layout of the XML never shows in the compiled strings. */
char *
gen_text (xmlNodePtr node)
{
  xmlChar *raw = xmlNodeGetContent (node);
  const char *r = raw ? (const char *) raw : "";
  char *s = gen_alloc (strlen (r) + 1), *o = s;
  int space = 0;
  for (; *r; r++)
    {
      if (isspace ((unsigned char) *r))
        space = (o != s);
      else
        {
          if (space)
            *o++ = ' ';
          space = 0;
          *o++ = *r;
        }
    }
  *o = '\0';
  xmlFree (raw);
  return s;
}

int
gen_int_attr (Gen *g, const GenFile *f, xmlNodePtr node, const char *name,
              int min, int max, int *out)
{
  char *s = gen_attr (node, name), *end;
  if (!s)
    {
      gen_error (g, f, node, "<%s> lacks the attribute %s", node->name, name);
      return -1;
    }
  errno = 0;
  long v = strtol (s, &end, 10);
  int bad = errno || end == s || *end || v < min || v > max;
  if (bad)
    gen_error (g, f, node, "<%s> %s=\"%s\" is not a whole number from %d to %d",
               node->name, name, s, min, max);
  free (s);
  if (bad)
    return -1;
  *out = (int) v;
  return 0;
}

int
gen_rule_index (const Gen *g, const char *id)
{
  for (size_t i = 0; id && i < g->n_rules; i++)
    if (strcmp (g->rules[i].id, id) == 0)
      return (int) i;
  return -1;
}

/* Rulings are cited by id ("R-46"), like rules; -1 if the catalog lacks it. */
int
gen_ruling_index (const Gen *g, const char *id)
{
  for (size_t i = 0; id && i < g->n_rulings; i++)
    if (strcmp (g->rulings[i].id, id) == 0)
      return (int) i;
  return -1;
}

int
gen_name_index (char **names, size_t n, const char *name)
{
  for (size_t i = 0; name && i < n; i++)
    if (strcmp (names[i], name) == 0)
      return (int) i;
  return -1;
}

/* "light" with prefix "ARDINA_ITEM_" gives "ARDINA_ITEM_LIGHT". */
char *
gen_token_enum (const char *prefix, const char *token)
{
  char *s = gen_printf ("%s%s", prefix, token);
  for (char *p = s + strlen (prefix); *p; p++)
    *p = (*p == '-') ? '_' : (char) toupper ((unsigned char) *p);
  return s;
}

/* Octal escapes for every byte outside printable ASCII keep the generated
 * file plain ASCII whatever the compiler's source character set. */
void
gen_c_string (FILE *out, const char *s)
{
  if (!s)
    {
      fputs ("NULL", out);
      return;
    }
  fputc ('"', out);
  for (const unsigned char *p = (const unsigned char *) s; *p; p++)
    {
      if (*p == '"' || *p == '\\')
        fprintf (out, "\\%c", *p);
      else if (*p < 0x20 || *p >= 0x7f)
        fprintf (out, "\\%03o", *p);
      else if (*p == '?' && p[1] == '?')
        fputs ("?\"\"", out);   /* no trigraphs */
      else
        fputc (*p, out);
    }
  fputc ('"', out);
}

int
gen_table_begin (Gen *g, const GenFile *f, const char *name, const char *title)
{
  if (g->n_tables == sizeof g->tables / sizeof g->tables[0])
    {
      gen_error (g, f, NULL, "too many tables");
      return 0;
    }
  GenTable *t = &g->tables[g->n_tables];
  t->name = name;
  t->title = title;
  t->file = gen_strdup (f->name);
  t->values_at = g->n_values;
  return (int) g->n_tables++;
}

void
gen_table_end (Gen *g, int table)
{
  g->tables[table].n_values = g->n_values - g->tables[table].values_at;
}

static int
check_rule_attr (Gen *g, const GenFile *f, xmlNodePtr node, const char *attr,
                 const char *id)
{
  int r = gen_rule_index (g, id);
  if (r < 0)
    gen_error (g, f, node, "<%s> %s=\"%s\" is not a rule of the catalog",
               node->name, attr, id);
  return r;
}

/* Records one value with its provenance; returns its index, or -1 after
 * reporting what is missing. Exactly one provenance must be given:
 * source="rulebook" with the rule that states the value, or
 * source="reconstructed" with a one-line reason. */
int
gen_value (Gen *g, const GenFile *f, xmlNodePtr node, int table,
           const char *key, const char *field, const char *text,
           const char *label)
{
  char *source = gen_attr (node, "source");
  char *rule = gen_attr (node, "rule");
  char *why = gen_attr (node, "why");
  char *named = gen_attr (node, "named-by");
  GenValue v = { .table = table, .rule = -1, .named_by = -1,
                 .line = (unsigned) xmlGetLineNo (node) };
  int ok = 1;

  if (!source)
    {
      gen_error (g, f, node, "<%s> %s: value without provenance "
                 "(needs source=\"rulebook\" rule=\"N.N\" or "
                 "source=\"reconstructed\" why=\"...\")", node->name, key);
      ok = 0;
    }
  else if (strcmp (source, "rulebook") == 0)
    {
      if (!rule)
        {
          gen_error (g, f, node, "<%s> %s: a rulebook value must name its rule",
                     node->name, key);
          ok = 0;
        }
      else if ((v.rule = check_rule_attr (g, f, node, "rule", rule)) < 0)
        ok = 0;
    }
  else if (strcmp (source, "reconstructed") == 0)
    {
      if (!why || !*why)
        {
          gen_error (g, f, node, "<%s> %s: a reconstructed value must say why",
                     node->name, key);
          ok = 0;
        }
      v.source = 1;
    }
  else
    {
      gen_error (g, f, node, "<%s> source=\"%s\" is neither rulebook nor reconstructed",
                 node->name, source);
      ok = 0;
    }
  if (named && (v.named_by = check_rule_attr (g, f, node, "named-by", named)) < 0)
    ok = 0;

  free (source);
  free (rule);
  free (named);
  if (!ok)
    {
      free (why);
      return -1;
    }
  v.key = gen_strdup (key);
  v.field = gen_strdup (field);
  v.text = gen_strdup (text);
  v.label = gen_strdup (label);
  v.why = v.source ? why : (free (why), NULL);
  g->values = gen_grow (g->values, &g->cap_values, g->n_values, sizeof *g->values);
  g->values[g->n_values] = v;
  return (int) g->n_values++;
}
