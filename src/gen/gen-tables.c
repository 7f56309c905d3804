/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Loaders for the rules tables other than the catalog. Each validates what
 * the schema cannot (unique names, die bands covering 1-6, references to
 * levels of other tables), records every value with its provenance, and
 * prints its typed C table into the generator's memory streams. */
#include "gen.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  char **v;
  size_t n, cap;
} Names;

/* Adds a name, reporting a duplicate; returns its index. */
static size_t
names_add (Gen *g, const GenFile *f, xmlNodePtr node, Names *names, const char *what,
           const char *name)
{
  if (gen_name_index (names->v, names->n, name) >= 0)
    gen_error (g, f, node, "duplicate %s \"%s\"", what, name ? name : "");
  names->v = gen_grow (names->v, &names->cap, names->n, sizeof *names->v);
  names->v[names->n] = gen_strdup (name ? name : "");
  return names->n++;
}

static void
define_index (Gen *g, const char *prefix, const char *name, size_t i)
{
  char *e = gen_token_enum (prefix, name);
  fprintf (g->decls, "#define %s %zu\n", e, i);
  free (e);
}

static xmlNodePtr
root_of (const GenFile *f)
{
  return xmlDocGetRootElement (f->doc);
}

/* ---- constants.xml ---- */

void
gen_constants_load (Gen *g, const GenFile *f)
{
  int t = gen_table_begin (g, f, "constants", "Numbers the rules state");
  Names names = { 0 };
  fputs ("const ArdinaDataConstant ardina_data_constants[] = {\n", g->body);
  for (xmlNodePtr c = root_of (f)->children; c; c = c->next)
    {
      if (!gen_is (c, "constant"))
        continue;
      char *name = gen_attr (c, "name"), *label = gen_attr (c, "label");
      char *text = gen_attr (c, "value");
      int value = 0;
      size_t i = names_add (g, f, c, &names, "constant", name);
      gen_int_attr (g, f, c, "value", -100000, 100000, &value);
      int vi = gen_value (g, f, c, t, name, "value", text, label);
      fputs ("  { ", g->body);
      gen_c_string (g->body, name);
      fprintf (g->body, ", %d, %d },\n", value, vi);
      define_index (g, "ARDINA_K_", name, i);
      free (name), free (label), free (text);
    }
  fputs ("  { NULL, 0, 0 }\n};\n\n", g->body);
  fprintf (g->decls, "#define ARDINA_DATA_N_CONSTANTS %zu\n"
           "extern const ArdinaDataConstant ardina_data_constants[];\n\n", names.n);
  gen_table_end (g, t);
}

/* ---- dice.xml ---- */

static int
operand (Gen *g, const GenFile *f, xmlNodePtr node, const char *attr)
{
  static const char *const ops[] = { "leader-value", "commander-value", "indian-units" };
  char *s = gen_attr (node, attr);
  int r = 0;
  if (s)
    {
      r = -1;
      for (int i = 0; i < 3; i++)
        if (strcmp (s, ops[i]) == 0)
          r = i + 1;
      if (r < 0)
        gen_error (g, f, node, "<%s> %s=\"%s\" is not a known operand", node->name, attr, s);
    }
  free (s);
  return r < 0 ? 0 : r;
}

static int
outcome_index (Gen *g, const char *token)
{
  int i = gen_name_index (g->outcomes, g->n_outcomes, token);
  if (i >= 0)
    return i;
  size_t cap = g->n_outcomes;
  g->outcomes = realloc (g->outcomes, (cap + 1) * sizeof *g->outcomes);
  g->outcomes[g->n_outcomes] = gen_strdup (token);
  return (int) g->n_outcomes++;
}

/* A band is from/to (to="up" only on a modified roll) or at-most="operand".
 * Writes its row and its value; counts which faces 1-6 it covers. */
static void
load_band (Gen *g, const GenFile *f, xmlNodePtr b, int t, const char *roll,
           const char *label, int against, int modifier, int cover[7])
{
  char *at_most = gen_attr (b, "at-most"), *to_s = gen_attr (b, "to");
  char *outcome = gen_attr (b, "outcome"), *field;
  int from = 0, to = 0;
  if (at_most)
    {
      if (!against)
        gen_error (g, f, b, "roll %s: at-most needs the roll to say against=", roll);
      field = gen_printf ("at most %s", at_most);
    }
  else
    {
      gen_int_attr (g, f, b, "from", 1, 20, &from);
      if (to_s && strcmp (to_s, "up") == 0)
        {
          if (!modifier)
            gen_error (g, f, b, "roll %s: to=\"up\" only on a roll with a modifier", roll);
          to = 255;
          field = gen_printf ("%d and up", from);
        }
      else
        {
          gen_int_attr (g, f, b, "to", from, 20, &to);
          field = from == to ? gen_printf ("%d", from) : gen_printf ("%d-%d", from, to);
        }
      for (int d = from; d >= 1 && d <= 6 && d <= to; d++)
        cover[d]++;
    }
  int vi = gen_value (g, f, b, t, roll, field, outcome, label);
  fprintf (g->body, "  { %d, %d, %d, %d, %d }, /* %s %s: %s */\n", from, to,
           at_most != NULL, outcome_index (g, outcome ? outcome : "none"), vi,
           roll, field, outcome ? outcome : "?");
  free (field), free (at_most), free (to_s), free (outcome);
}

static void
check_cover (Gen *g, const GenFile *f, xmlNodePtr r, const char *roll, const int cover[7])
{
  for (int d = 1; d <= 6; d++)
    if (cover[d] != 1)
      gen_error (g, f, r, "roll %s: die face %d is covered by %d bands, not exactly 1",
                 roll, d, cover[d]);
}

void
gen_dice_load (Gen *g, const GenFile *f)
{
  int t = gen_table_begin (g, f, "dice", "Die roll bands");
  Names names = { 0 };
  char *rolls = NULL;
  size_t rolls_len = 0, bands = 0;
  FILE *rs = open_memstream (&rolls, &rolls_len);
  fputs ("const ArdinaDataBand ardina_data_bands[] = {\n", g->body);
  for (xmlNodePtr r = root_of (f)->children; r; r = r->next)
    {
      if (!gen_is (r, "roll"))
        continue;
      char *name = gen_attr (r, "name"), *label = gen_attr (r, "label");
      char *rule = gen_attr (r, "rule");
      int ri = gen_rule_index (g, rule);
      if (ri < 0)
        gen_error (g, f, r, "roll %s: rule=\"%s\" is not a rule of the catalog", name, rule ? rule : "");
      int against = operand (g, f, r, "against"), modifier = operand (g, f, r, "modifier");
      int cover[7] = { 0 };
      size_t at = bands;
      for (xmlNodePtr b = r->children; b; b = b->next)
        if (gen_is (b, "band"))
          {
            load_band (g, f, b, t, name, label, against, modifier, cover);
            bands++;
          }
      if (!against)
        check_cover (g, f, r, name, cover);
      define_index (g, "ARDINA_ROLL_", name, names_add (g, f, r, &names, "roll", name));
      fputs ("  { ", rs);
      gen_c_string (rs, name);
      fputs (", ", rs);
      gen_c_string (rs, label);
      fprintf (rs, ", %d, %d, %d, %zu, %zu },\n", ri, against, modifier, at, bands - at);
      free (name), free (label), free (rule);
    }
  fclose (rs);
  fprintf (g->body, "  { 0, 0, 0, 0, 0 }\n};\n\nconst ArdinaDataRoll ardina_data_rolls[] = {\n"
           "%s  { NULL, NULL, 0, 0, 0, 0, 0 }\n};\n\n", rolls ? rolls : "");
  free (rolls);
  fprintf (g->decls, "#define ARDINA_DATA_N_ROLLS %zu\n"
           "extern const ArdinaDataRoll ardina_data_rolls[];\n"
           "extern const ArdinaDataBand ardina_data_bands[];\n\n", names.n);
  gen_table_end (g, t);
}

void
gen_outcomes_emit (Gen *g, FILE *c, FILE *h)
{
  fputs ("const char *const ardina_data_outcomes[] = {\n", c);
  for (size_t i = 0; i < g->n_outcomes; i++)
    {
      fputs ("  ", c);
      gen_c_string (c, g->outcomes[i]);
      fputs (",\n", c);
      char *e = gen_token_enum ("ARDINA_OUT_", g->outcomes[i]);
      fprintf (h, "#define %s %zu\n", e, i);
      free (e);
    }
  fputs ("  NULL\n};\n\n", c);
  fprintf (h, "#define ARDINA_DATA_N_OUTCOMES %zu\n"
           "extern const char *const ardina_data_outcomes[];\n\n", g->n_outcomes);
}

/* ---- progress.xml ---- */

static void
load_progress_level (Gen *g, const GenFile *f, xmlNodePtr l, int t, size_t i)
{
  char *name = gen_attr (l, "name"), *label = gen_attr (l, "label");
  char *pos = gen_printf ("%zu", i + 1);
  int dice = -1;
  gen_value (g, f, l, t, name, "position", pos, label);
  fputs ("  { ", g->body);
  gen_c_string (g->body, name);
  fputs (", ", g->body);
  gen_c_string (g->body, label);
  char *effects = gen_strdup ("0");
  for (xmlNodePtr c = l->children; c; c = c->next)
    {
      if (gen_is (c, "dice"))
        {
          char *count = gen_attr (c, "count");
          if (dice >= 0)
            gen_error (g, f, c, "level %s gives its dice twice", name);
          gen_int_attr (g, f, c, "count", 0, 10, &dice);
          gen_value (g, f, c, t, name, "political dice", count, label);
          free (count);
        }
      else if (gen_is (c, "effect"))
        {
          char *effect = gen_attr (c, "name");
          char *e = gen_token_enum ("ARDINA_PROGRESS_EFFECT_", effect ? effect : "none");
          char *more = gen_printf ("%s | (1u << %s)", effects, e);
          free (effects), free (e);
          effects = more;
          gen_value (g, f, c, t, name, "effect", effect, label);
          free (effect);
        }
    }
  if (dice < 0)
    gen_error (g, f, l, "level %s does not give the American's political dice", name);
  fprintf (g->body, ", %d, %s },\n", dice < 0 ? 0 : dice, effects);
  define_index (g, "ARDINA_PROGRESS_", name, i);
  free (name), free (label), free (pos), free (effects);
}

void
gen_progress_load (Gen *g, const GenFile *f)
{
  int t = gen_table_begin (g, f, "progress", "Revolutionary Progress Table");
  Names names = { 0 };
  int start = -1;
  fputs ("const ArdinaDataProgressLevel ardina_data_progress[] = {\n", g->body);
  for (xmlNodePtr l = root_of (f)->children; l; l = l->next)
    {
      if (!gen_is (l, "level"))
        continue;
      char *name = gen_attr (l, "name"), *st = gen_attr (l, "start");
      size_t i = names_add (g, f, l, &names, "progress level", name);
      if (st && strcmp (st, "yes") == 0)
        {
          if (start >= 0)
            gen_error (g, f, l, "a second starting level: %s", name);
          start = (int) i;
        }
      load_progress_level (g, f, l, t, i);
      free (name), free (st);
    }
  if (start < 0)
    gen_error (g, f, root_of (f), "no level says start=\"yes\"");
  fputs ("  { NULL, NULL, 0, 0 }\n};\n\n", g->body);
  fprintf (g->decls, "#define ARDINA_DATA_N_PROGRESS %zu\n#define ARDINA_DATA_PROGRESS_START %d\n"
           "extern const ArdinaDataProgressLevel ardina_data_progress[];\n\n", names.n, start);
  g->progress_levels = names.v;
  g->n_progress_levels = names.n;
  gen_table_end (g, t);
}

/* ---- mobilization.xml ---- */

static int
progress_ref (Gen *g, const GenFile *f, xmlNodePtr c, const char *attr, char **text)
{
  char *s = gen_attr (c, attr);
  int i = -1;
  if (s && (i = gen_name_index (g->progress_levels, g->n_progress_levels, s)) < 0)
    gen_error (g, f, c, "<cost> %s=\"%s\" is not a level of progress.xml", attr, s);
  *text = s;
  return i;
}

void
gen_mobilization_load (Gen *g, const GenFile *f)
{
  int t = gen_table_begin (g, f, "mobilization", "Mobilization Table");
  Names keys = { 0 };
  fputs ("const ArdinaDataCost ardina_data_costs[] = {\n", g->body);
  for (xmlNodePtr c = root_of (f)->children; c; c = c->next)
    {
      if (!gen_is (c, "cost"))
        continue;
      char *item = gen_attr (c, "item"), *nation = gen_attr (c, "nation");
      char *loyalty = gen_attr (c, "loyalty"), *points_s = gen_attr (c, "points");
      char *before, *from;
      int b = progress_ref (g, f, c, "progress-before", &before);
      int fr = progress_ref (g, f, c, "progress-from", &from);
      int points = 0;
      gen_int_attr (g, f, c, "points", 0, 100, &points);
      char *key = gen_printf ("%s %s%s%s%s%s%s%s", item ? item : "?", nation ? nation : "?",
                              loyalty ? " " : "", loyalty ? loyalty : "",
                              before ? " before " : "", before ? before : "",
                              from ? " from " : "", from ? from : "");
      names_add (g, f, c, &keys, "cost", key);
      int vi = gen_value (g, f, c, t, key, "points", points_s, NULL);
      char *ei = gen_token_enum ("ARDINA_ITEM_", item ? item : "none");
      char *en = gen_token_enum ("ARDINA_NATION_", nation ? nation : "any");
      char *el = gen_token_enum ("ARDINA_BRACKET_", loyalty ? loyalty : "any");
      fprintf (g->body, "  { %s, %s, %s, %d, %d, %d, %d },\n", ei, en, el,
               b < 0 ? 0xffff : b, fr < 0 ? 0xffff : fr, points, vi);
      free (ei), free (en), free (el), free (key);
      free (item), free (nation), free (loyalty), free (points_s), free (before), free (from);
    }
  fputs ("  { 0, 0, 0, 0, 0, 0, 0 }\n};\n\n", g->body);
  fprintf (g->decls, "#define ARDINA_DATA_N_COSTS %zu\n"
           "extern const ArdinaDataCost ardina_data_costs[];\n\n", keys.n);
  gen_table_end (g, t);
}

/* ---- loyalty.xml ---- */

static const char *const sides[] = { "american", "british" };

static void
load_multipliers (Gen *g, const GenFile *f, xmlNodePtr l, int t, const char *key,
                  const char *label, const char *what, int out[2])
{
  for (xmlNodePtr c = l->children; c; c = c->next)
    {
      if (!gen_is (c, what))
        continue;
      char *side = gen_attr (c, "side"), *m = gen_attr (c, "multiplier");
      int s = gen_name_index ((char **) sides, 2, side), v = 0;
      if (s < 0)
        gen_error (g, f, c, "<%s> side=\"%s\" is neither american nor british", what, side ? side : "");
      else if (out[s] >= 0)
        gen_error (g, f, c, "<%s> for the %s side is given twice", what, side);
      else if (gen_int_attr (g, f, c, "multiplier", 0, 10, &v) == 0)
        out[s] = v;
      char *field = gen_printf ("%s %s", what, side ? side : "?");
      gen_value (g, f, c, t, key, field, m, label);
      free (field), free (side), free (m);
    }
}

static void
load_loyalty_levels (Gen *g, const GenFile *f, int t, int min, int max)
{
  int n = max - min + 1, seen = 0;
  char **rows = gen_alloc ((size_t) n * sizeof *rows);
  for (xmlNodePtr l = root_of (f)->children; l; l = l->next)
    {
      int v;
      if (!gen_is (l, "level") || gen_int_attr (g, f, l, "value", min, max, &v) < 0)
        continue;
      if (rows[v - min])
        {
          gen_error (g, f, l, "loyalty level %d is given twice", v);
          continue;
        }
      char *label = gen_attr (l, "label"), *key = gen_printf ("level %+d", v);
      int forage[2] = { -1, -1 }, points[2] = { -1, -1 };
      load_multipliers (g, f, l, t, key, label, "forage", forage);
      load_multipliers (g, f, l, t, key, label, "town-points", points);
      if (forage[0] < 0 || forage[1] < 0)
        gen_error (g, f, l, "loyalty level %d must give forage for both sides", v);
      char *lit = gen_printf ("\"%s\"", label ? label : "");
      rows[v - min] = gen_printf ("  { %d, %s, { %d, %d }, { %d, %d } },\n", v, lit,
                                  forage[0] < 0 ? 1 : forage[0], forage[1] < 0 ? 1 : forage[1],
                                  points[0] < 0 ? 1 : points[0], points[1] < 0 ? 1 : points[1]);
      seen++;
      free (lit), free (label), free (key);
    }
  if (seen != n)
    gen_error (g, f, root_of (f), "loyalty levels must cover %d to %d, each once", min, max);
  fputs ("const ArdinaDataLoyaltyLevel ardina_data_loyalty_levels[] = {\n", g->body);
  for (int i = 0; i < n; i++)
    fputs (rows[i] ? rows[i] : "  { 0, NULL, { 1, 1 }, { 1, 1 } },\n", g->body);
  fputs ("};\n\n", g->body);
}

static void
load_regions (Gen *g, const GenFile *f, int t, int min, int max)
{
  Names names = { 0 };
  fputs ("const ArdinaDataRegion ardina_data_regions[] = {\n", g->body);
  for (xmlNodePtr r = root_of (f)->children; r; r = r->next)
    {
      if (!gen_is (r, "region"))
        continue;
      char *name = gen_attr (r, "name"), *label = gen_attr (r, "label");
      char *start_s = gen_attr (r, "start");
      int start = 0;
      gen_int_attr (g, f, r, "start", min, max, &start);
      define_index (g, "ARDINA_REGION_", name, names_add (g, f, r, &names, "region", name));
      gen_value (g, f, r, t, name, "start", start_s, label);
      fputs ("  { ", g->body);
      gen_c_string (g->body, name);
      fputs (", ", g->body);
      gen_c_string (g->body, label);
      fprintf (g->body, ", %d },\n", start);
      free (name), free (label), free (start_s);
    }
  fputs ("  { NULL, NULL, 0 }\n};\n\n", g->body);
  fprintf (g->decls, "#define ARDINA_DATA_N_REGIONS %zu\n", names.n);
}

void
gen_loyalty_load (Gen *g, const GenFile *f)
{
  int t = gen_table_begin (g, f, "loyalty", "Colonial Loyalty Table");
  int min = -3, max = 3;
  xmlNodePtr scale = NULL;
  for (xmlNodePtr c = root_of (f)->children; c; c = c->next)
    if (gen_is (c, "scale"))
      scale = c;
  if (!scale)
    gen_error (g, f, root_of (f), "no <scale> element");
  else if (gen_int_attr (g, f, scale, "min", -9, 0, &min) == 0
           && gen_int_attr (g, f, scale, "max", 0, 9, &max) == 0)
    {
      char *range = gen_printf ("%d..%d", min, max);
      gen_value (g, f, scale, t, "scale", "range", range, "Loyalty scale");
      free (range);
    }
  load_regions (g, f, t, min, max);
  load_loyalty_levels (g, f, t, min, max);
  fprintf (g->decls, "#define ARDINA_DATA_LOYALTY_MIN (%d)\n#define ARDINA_DATA_LOYALTY_MAX %d\n"
           "extern const ArdinaDataRegion ardina_data_regions[];\n"
           "extern const ArdinaDataLoyaltyLevel ardina_data_loyalty_levels[];\n\n", min, max);
  gen_table_end (g, t);
}

/* ---- balance.xml ---- */

static char *
balance_effects (Gen *g, const GenFile *f, xmlNodePtr l, int t, const char *name,
                 const char *label)
{
  char *effects = gen_strdup ("0");
  for (xmlNodePtr c = l->children; c; c = c->next)
    {
      if (!gen_is (c, "effect"))
        continue;
      char *effect = gen_attr (c, "name");
      char *e = gen_token_enum ("ARDINA_BALANCE_EFFECT_", effect ? effect : "none");
      char *more = gen_printf ("%s | (1u << %s)", effects, e);
      free (effects), free (e);
      effects = more;
      gen_value (g, f, c, t, name, "effect", effect, label);
      free (effect);
    }
  return effects;
}

void
gen_balance_load (Gen *g, const GenFile *f)
{
  int t = gen_table_begin (g, f, "balance", "European Balance of Power Table");
  Names names = { 0 };
  int start = -1, prev = 0, first = 0;
  fputs ("const ArdinaDataBalanceLevel ardina_data_balance[] = {\n", g->body);
  for (xmlNodePtr l = root_of (f)->children; l; l = l->next)
    {
      int pos;
      if (!gen_is (l, "level") || gen_int_attr (g, f, l, "pos", -9, 9, &pos) < 0)
        continue;
      char *name = gen_attr (l, "name"), *label = gen_attr (l, "label");
      char *st = gen_attr (l, "start"), *pos_s = gen_attr (l, "pos");
      size_t i = names_add (g, f, l, &names, "balance level", name);
      if (i == 0)
        first = pos;
      else if (pos != prev + 1)
        gen_error (g, f, l, "balance level %s: positions must run left to right without gaps", name);
      prev = pos;
      if (st && strcmp (st, "yes") == 0)
        start = (int) i;
      gen_value (g, f, l, t, name, "position", pos_s, label);
      char *effects = balance_effects (g, f, l, t, name, label);
      fprintf (g->body, "  { %d, ", pos);
      gen_c_string (g->body, name);
      fputs (", ", g->body);
      gen_c_string (g->body, label);
      fprintf (g->body, ", %s },\n", effects);
      define_index (g, "ARDINA_BALANCE_", name, i);
      free (effects), free (name), free (label), free (st), free (pos_s);
    }
  if (start < 0)
    gen_error (g, f, root_of (f), "no level says start=\"yes\"");
  fputs ("  { 0, NULL, NULL, 0 }\n};\n\n", g->body);
  fprintf (g->decls, "#define ARDINA_DATA_N_BALANCE %zu\n#define ARDINA_DATA_BALANCE_START %d\n"
           "#define ARDINA_DATA_BALANCE_FIRST_POS (%d)\n"
           "extern const ArdinaDataBalanceLevel ardina_data_balance[];\n\n", names.n, start, first);
  gen_table_end (g, t);
}
