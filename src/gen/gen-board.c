/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What the loaders of the board tables share: map.xml (gen-map.c),
 * counters.xml (gen-counters.c) and setup.xml (gen-setup.c).
 *
 * The names of the map and the counters stay in struct GenBoard (gen.h),
 * because setup.xml refers to them. Names of tables loaded earlier (loyalty
 * regions, progress effects) are read back from the provenance values their
 * loaders recorded, so that those loaders need not keep lists for the board.
 */
#include "gen.h"

#include <stdlib.h>
#include <string.h>

struct GenBoard *
gen_board (Gen *g)
{
  if (!g->board)
    {
      g->board = gen_alloc (sizeof *g->board);
    }
  return g->board;
}

int
gen_names_find (const GenNames *names, const char *name)
{
  for (size_t i = 0; name && i < names->n; i++)
    if (strcmp (names->v[i].name, name) == 0)
      return (int) i;
  return -1;
}

/* Adds a name, reporting a duplicate; returns its index. */
size_t
gen_names_add (Gen *g, const GenFile *f, xmlNodePtr node, GenNames *names, const char *what,
               const char *name, const char *label, int kind)
{
  if (gen_names_find (names, name) >= 0)
    gen_error (g, f, node, "duplicate %s \"%s\"", what, name ? name : "");
  names->v = gen_grow (names->v, &names->cap, names->n, sizeof *names->v);
  names->v[names->n] = (GenNamed) { gen_strdup (name ? name : ""), gen_strdup (label), kind };
  return names->n++;
}

void
gen_define_index (Gen *g, const char *prefix, const char *name, size_t i)
{
  char *e = gen_token_enum (prefix, name);
  fprintf (g->decls, "#define %s %zu\n", e, i);
  free (e);
}

/* The index of an attribute's token in a closed list; -1 when absent, or
 * (reported) when the schema admits a token this list lacks. */
int
gen_token_attr (Gen *g, const GenFile *f, xmlNodePtr node, const char *attr,
                const char *const *list, size_t n)
{
  char *s = gen_attr (node, attr);
  int i = s ? gen_name_index ((char **) list, n, s) : -1;
  if (s && i < 0)
    gen_error (g, f, node, "<%s> %s=\"%s\" is not a token the generator knows",
               node->name, attr, s);
  free (s);
  return i;
}

int
gen_has_attr (xmlNodePtr node, const char *attr)
{
  return xmlHasProp (node, (const xmlChar *) attr) != NULL;
}

const char *
gen_enum_token (const char *const *list, int i)
{
  return i >= 0 ? list[i] : list[0];
}

/* The table of that name, if its file was loaded. */
const GenTable *
gen_find_table (const Gen *g, const char *name)
{
  for (size_t i = 0; i < g->n_tables; i++)
    if (strcmp (g->tables[i].name, name) == 0)
      return &g->tables[i];
  return NULL;
}

/* Among the values that table @name recorded under @field (in document
 * order), the position of the first whose key (or, with @by_text, text) is
 * @s; -1 if none. With s NULL, the number of such values. */
int
gen_value_position (const Gen *g, const char *name, const char *field, const char *s, int by_text)
{
  const GenTable *t = gen_find_table (g, name);
  int pos = 0;
  for (size_t i = 0; t && i < t->n_values; i++)
    {
      const GenValue *v = &g->values[t->values_at + i];
      if (!v->field || strcmp (v->field, field) != 0)
        continue;
      const char *that = by_text ? v->text : v->key;
      if (s && that && strcmp (that, s) == 0)
        return pos;
      pos++;
    }
  return s ? -1 : pos;
}

void
gen_body_strings (Gen *g, const char *name, const char *label)
{
  fputs ("  { ", g->body);
  gen_c_string (g->body, name);
  fputs (", ", g->body);
  gen_c_string (g->body, label);
}

void
gen_stream_open (GenStream *s)
{
  s->buf = NULL;
  s->len = 0;
  s->out = open_memstream (&s->buf, &s->len);
}

/* Closes the stream and appends it to the generated C as an array body. */
void
gen_stream_emit (Gen *g, GenStream *s, const char *head, const char *tail)
{
  fclose (s->out);
  fprintf (g->body, "%s%s%s", head, s->buf ? s->buf : "", tail);
  free (s->buf);
}
