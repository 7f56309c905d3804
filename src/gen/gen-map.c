/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Loader of map.xml: regions, locales and routes.
 *
 * The schema fixes each element's shape and token lists. This loader checks
 * what a schema cannot see: unique names; every reference resolving (route
 * ends, locale regions); a map that is one connected graph whose sea lanes
 * and land routes each keep to their own kinds of locale; colonial regions
 * that are exactly the regions of loyalty.xml.
 *
 * The regions, locales and routes stay in struct GenBoard (gen.h), where
 * the set-up (gen-setup.c) looks them up with gen_locale_ref and
 * gen_region_has_land.
 */
#include "gen.h"

#include <stdlib.h>
#include <string.h>

/* Closed token lists, in the order of the enums of data-types-board.h. */
static const char *const locale_kinds[] = { "town", "wilderness", "indian", "high-seas", "off-map" };
enum { K_TOWN, K_WILDERNESS, K_INDIAN, K_HIGH_SEAS, K_OFF_MAP };
static const char *const colours[] = { "none", "american", "british", "neutral", "french", "spanish" };
static const char *const route_kinds[] = { "road", "trail", "river", "sea" };
enum { R_SEA = 3 };

/* ---- regions ---- */

static void
load_map_region (Gen *g, const GenFile *f, xmlNodePtr r, int t)
{
  struct GenBoard *b = g->board;
  char *name = gen_attr (r, "name"), *label = gen_attr (r, "label");
  char *col = gen_attr (r, "colonial");
  int colonial = col && strcmp (col, "yes") == 0;
  int loyalty = gen_value_position (g, "loyalty", "start", name, 0);
  /* The colonial regions of 3.1 are the rows of the Colonial Loyalty Table. */
  if (colonial && loyalty < 0)
    gen_error (g, f, r, "colonial region \"%s\" is not a region of loyalty.xml", name);
  else if (!colonial && loyalty >= 0)
    gen_error (g, f, r, "region \"%s\" is on the loyalty table: it must say colonial=\"yes\"", name);
  size_t i = gen_names_add (g, f, r, &b->regions, "region", name, label, colonial);
  int vi = gen_value (g, f, r, t, name, "region", colonial ? "colonial" : "not colonial", label);
  char *loy = colonial && loyalty >= 0 ? gen_token_enum ("ARDINA_REGION_", name)
                                       : gen_strdup ("ARDINA_NONE");
  gen_body_strings (g, name, label);
  fprintf (g->body, ", %d, %s, %d },\n", colonial, loy, vi);
  gen_define_index (g, "ARDINA_MAP_REGION_", name, i);
  free (loy), free (name), free (label), free (col);
}

/* Every row of the loyalty table must be a region players can fight in. */
static void
check_loyalty_regions (Gen *g, const GenFile *f, xmlNodePtr root)
{
  const GenTable *t = gen_find_table (g, "loyalty");
  if (!t)
    {
      gen_error (g, f, root, "map.xml needs loyalty.xml among the inputs: colonial regions are its regions");
      return;
    }
  for (size_t i = 0; i < t->n_values; i++)
    {
      const GenValue *v = &g->values[t->values_at + i];
      if (v->field && strcmp (v->field, "start") == 0
          && gen_names_find (&g->board->regions, v->key) < 0)
        gen_error (g, f, root, "loyalty region \"%s\" is not a region of the map", v->key);
    }
}

static void
load_map_regions (Gen *g, const GenFile *f, xmlNodePtr root, int t)
{
  fputs ("const ArdinaDataMapRegion ardina_data_map_regions[] = {\n", g->body);
  for (xmlNodePtr r = root->children; r; r = r->next)
    if (gen_is (r, "region"))
      load_map_region (g, f, r, t);
  fputs ("  { NULL, NULL, 0, ARDINA_NONE, 0 }\n};\n\n", g->body);
  check_loyalty_regions (g, f, root);
  fprintf (g->decls, "#define ARDINA_DATA_N_MAP_REGIONS %zu\n"
           "extern const ArdinaDataMapRegion ardina_data_map_regions[];\n\n",
           g->board->regions.n);
}

/* ---- locales ---- */

/* Land locales lie in a region of the map; seas and boxes in none (2.7). */
static int
locale_region (Gen *g, const GenFile *f, xmlNodePtr l, int kind)
{
  char *region = gen_attr (l, "region");
  int land = kind >= 0 && kind < K_HIGH_SEAS, i = -1;
  if (region && (i = gen_names_find (&g->board->regions, region)) < 0)
    gen_error (g, f, l, "region=\"%s\" is not a region of the map", region);
  else if (land && !region)
    gen_error (g, f, l, "a %s locale must lie in a region", locale_kinds[kind]);
  else if (!land && region)
    gen_error (g, f, l, "a high-seas locale or off-map box lies in no region");
  free (region);
  return i;
}

/* Towns alone have a political value and a colour (2.2); off-map boxes
 * alone give political dice (6.6, 25.8) and are always ports (25.6); only
 * towns and boxes have an anchor (2.5). */
static void
locale_attrs (Gen *g, const GenFile *f, xmlNodePtr l, GenLocale *row)
{
  int town = row->kind == K_TOWN, box = row->kind == K_OFF_MAP;
  char *port = gen_attr (l, "port");
  row->port = port && strcmp (port, "yes") == 0;
  free (port);
  if (gen_has_attr (l, "value") != town || gen_has_attr (l, "colour") != town)
    gen_error (g, f, l, "towns, and only towns, have a value and a colour");
  else if (town)
    {
      gen_int_attr (g, f, l, "value", 0, 255, &row->value);
      if ((row->colour = gen_token_attr (g, f, l, "colour", colours, GEN_N_OF (colours))) <= 0)
        gen_error (g, f, l, "a town needs a colour (2.2)");
    }
  if (gen_has_attr (l, "dice") != box)
    gen_error (g, f, l, "off-map boxes, and only they, give political dice");
  else if (box)
    gen_int_attr (g, f, l, "dice", 1, 9, &row->dice);
  if (box && !row->port)
    gen_error (g, f, l, "an off-map box is a port (25.6)");
  if (row->port && !town && !box)
    gen_error (g, f, l, "only towns and off-map boxes can be ports");
}

/* One line for the provenance listing: what the element states. */
static char *
locale_text (const GenLocale *row, const char *region)
{
  if (row->kind == K_TOWN)
    return gen_printf ("town in %s, value %d, %s%s", region, row->value,
                       colours[row->colour < 0 ? 0 : row->colour], row->port ? ", port" : "");
  if (row->kind == K_OFF_MAP)
    return gen_printf ("off-map box, port, %d political dice", row->dice);
  if (row->kind == K_HIGH_SEAS)
    return gen_strdup ("high seas");
  return gen_printf ("%s in %s", gen_enum_token (locale_kinds, row->kind), region);
}

static void
load_locale (Gen *g, const GenFile *f, xmlNodePtr l, int t)
{
  struct GenBoard *b = g->board;
  char *name = gen_attr (l, "name"), *label = gen_attr (l, "label");
  b->loc = gen_grow (b->loc, &b->cap_loc, b->locales.n, sizeof *b->loc);
  GenLocale *row = &b->loc[b->locales.n];
  *row = (GenLocale) { .node = l, .colour = 0 };
  row->kind = gen_token_attr (g, f, l, "kind", locale_kinds, GEN_N_OF (locale_kinds));
  row->region = locale_region (g, f, l, row->kind);
  locale_attrs (g, f, l, row);
  char *text = locale_text (row, row->region >= 0 ? b->regions.v[row->region].name : "?");
  row->vi = gen_value (g, f, l, t, name, "locale", text, label);
  size_t i = gen_names_add (g, f, l, &b->locales, "locale", name, label, row->kind);
  gen_define_index (g, "ARDINA_LOCALE_", name, i);
  free (text), free (name), free (label);
}

/* Whether a region holds a land locale one can set up in (setup.xml). */
int
gen_region_has_land (const struct GenBoard *b, int region)
{
  for (size_t i = 0; i < b->locales.n; i++)
    if (b->loc[i].region == region && b->loc[i].kind < K_HIGH_SEAS)
      return 1;
  return 0;
}

/* ---- routes ---- */

/* Also for setup.xml, whose pieces go to locales of the map. */
int
gen_locale_ref (Gen *g, const GenFile *f, xmlNodePtr node, const char *attr, const char *name)
{
  int i = gen_names_find (&g->board->locales, name);
  if (i < 0)
    gen_error (g, f, node, "<%s> %s=\"%s\" is not a locale of the map", node->name, attr,
               name ? name : "");
  return i;
}

static int
is_port (const struct GenBoard *b, int i)
{
  return b->loc[i].port;
}

/* Fleets sail only sea routes, from a port or box to the high seas or
 * between seas (2.6, 24, 25.1); armies walk only land routes, which never
 * reach the high seas or a box (16.12, 25.1). */
static void
check_route_kind (Gen *g, const GenFile *f, xmlNodePtr r, const GenRoute *rt)
{
  const struct GenBoard *b = g->board;
  int ka = b->loc[rt->a].kind, kb = b->loc[rt->b].kind;
  int sea_a = ka == K_HIGH_SEAS, sea_b = kb == K_HIGH_SEAS;
  if (rt->kind == R_SEA)
    {
      if (!(sea_a && (sea_b || is_port (b, rt->b))) && !(sea_b && is_port (b, rt->a)))
        gen_error (g, f, r, "a sea route joins a port or off-map box to the high seas, or two high seas");
    }
  else if (sea_a || sea_b || ka == K_OFF_MAP || kb == K_OFF_MAP)
    gen_error (g, f, r, "a %s route cannot reach the high seas or an off-map box",
               route_kinds[rt->kind]);
}

static void
check_route (Gen *g, const GenFile *f, xmlNodePtr r, const GenRoute *rt)
{
  const struct GenBoard *b = g->board;
  if (rt->a < 0 || rt->b < 0 || rt->kind < 0)
    return;
  if (rt->a == rt->b)
    gen_error (g, f, r, "a route must join two different locales");
  for (size_t i = 0; i < b->n_routes; i++)
    {
      const GenRoute *o = &b->routes[i];
      if ((o->a == rt->a && o->b == rt->b) || (o->a == rt->b && o->b == rt->a))
        gen_error (g, f, r, "a second route between %s and %s (routes are undirected and listed once)",
                   b->locales.v[rt->a].name, b->locales.v[rt->b].name);
    }
  check_route_kind (g, f, r, rt);
}

static void
load_route (Gen *g, const GenFile *f, xmlNodePtr r, int t)
{
  struct GenBoard *b = g->board;
  char *from = gen_attr (r, "from"), *to = gen_attr (r, "to");
  GenRoute rt = { .a = gen_locale_ref (g, f, r, "from", from),
                  .b = gen_locale_ref (g, f, r, "to", to) };
  rt.kind = gen_token_attr (g, f, r, "kind", route_kinds, GEN_N_OF (route_kinds));
  check_route (g, f, r, &rt);
  char *key = gen_printf ("%s - %s", from ? from : "?", to ? to : "?");
  rt.vi = gen_value (g, f, r, t, key, "route", gen_enum_token (route_kinds, rt.kind), NULL);
  b->routes = gen_grow (b->routes, &b->cap_routes, b->n_routes, sizeof *b->routes);
  b->routes[b->n_routes++] = rt;
  free (key), free (from), free (to);
}

/* ---- the graph ---- */

/* Each locale's neighbours, contiguous from at[i]: every route twice. */
typedef struct {
  int *at, *n, *locale, *route;
} Adjacency;

static Adjacency
build_adjacency (const struct GenBoard *b)
{
  size_t nl = b->locales.n, k = 0;
  Adjacency adj = { gen_alloc (nl * sizeof (int)), gen_alloc (nl * sizeof (int)),
                    gen_alloc (2 * b->n_routes * sizeof (int)),
                    gen_alloc (2 * b->n_routes * sizeof (int)) };
  for (size_t i = 0; i < nl; i++)
    {
      adj.at[i] = (int) k;
      for (size_t r = 0; r < b->n_routes; r++)
        {
          const GenRoute *rt = &b->routes[r];
          if (rt->a < 0 || rt->b < 0 || (rt->a != (int) i && rt->b != (int) i))
            continue;
          adj.locale[k] = rt->a == (int) i ? rt->b : rt->a;
          adj.route[k++] = (int) r;
        }
      adj.n[i] = (int) k - adj.at[i];
    }
  return adj;
}

/* A port from which no fleet could put to sea would be an anchor in name
 * only (2.5, 24). */
static void
check_ports (Gen *g, const GenFile *f, const Adjacency *adj)
{
  const struct GenBoard *b = g->board;
  for (size_t i = 0; i < b->locales.n; i++)
    {
      int to_sea = 0;
      for (int k = adj->at[i]; k < adj->at[i] + adj->n[i]; k++)
        to_sea |= b->routes[adj->route[k]].kind == R_SEA
                  && b->loc[adj->locale[k]].kind == K_HIGH_SEAS;
      if (b->loc[i].port && !to_sea)
        gen_error (g, f, b->loc[i].node, "port %s has no sea route to a high-seas locale",
                   b->locales.v[i].name);
    }
}

/* Every locale must be reachable from every other, by land or sea, or
 * some towns of the 36 (3.1) could never be taken. */
static void
check_connected (Gen *g, const GenFile *f, const Adjacency *adj)
{
  const struct GenBoard *b = g->board;
  size_t nl = b->locales.n, head = 0, tail = 0;
  if (!nl)
    return;
  int *queue = gen_alloc (nl * sizeof *queue);
  char *seen = gen_alloc (nl);
  seen[0] = 1;
  queue[tail++] = 0;
  while (head < tail)
    {
      int i = queue[head++];
      for (int k = adj->at[i]; k < adj->at[i] + adj->n[i]; k++)
        if (!seen[adj->locale[k]])
          seen[adj->locale[k]] = 1, queue[tail++] = adj->locale[k];
    }
  for (size_t i = 0; i < nl; i++)
    if (!seen[i])
      gen_error (g, f, b->loc[i].node, "locale %s cannot be reached from %s: the map must be connected",
                 b->locales.v[i].name, b->locales.v[0].name);
  free (queue), free (seen);
}

/* ---- positions ---- */

/* Where a map draws each locale: exactly one <position> per locale, its
 * longitude and latitude with their provenance. Emitted parallel to
 * ardina_data_locales. */
static void
load_positions (Gen *g, const GenFile *f, xmlNodePtr root, int t)
{
  const struct GenBoard *b = g->board;
  size_t nl = b->locales.n;
  double *lon = gen_alloc ((nl ? nl : 1) * sizeof *lon), *lat = gen_alloc ((nl ? nl : 1) * sizeof *lat);
  int *vi = gen_alloc ((nl ? nl : 1) * sizeof *vi);
  char *seen = gen_alloc (nl ? nl : 1);
  for (xmlNodePtr p = root->children; p; p = p->next)
    {
      if (!gen_is (p, "position"))
        continue;
      char *name = gen_attr (p, "locale"), *x = gen_attr (p, "lon"), *y = gen_attr (p, "lat");
      int i = gen_locale_ref (g, f, p, "locale", name);
      if (i >= 0 && seen[i])
        gen_error (g, f, p, "a second position for locale %s", name);
      else if (i >= 0)
        {
          seen[i] = 1;
          lon[i] = x ? strtod (x, NULL) : 0;
          lat[i] = y ? strtod (y, NULL) : 0;
          char *text = gen_printf ("longitude %s, latitude %s", x ? x : "?", y ? y : "?");
          vi[i] = gen_value (g, f, p, t, name, "position", text, NULL);
          free (text);
        }
      free (name), free (x), free (y);
    }
  fputs ("const ArdinaDataPosition ardina_data_positions[] = {\n", g->body);
  for (size_t i = 0; i < nl; i++)
    {
      if (!seen[i])
        gen_error (g, f, b->loc[i].node, "locale %s has no <position>", b->locales.v[i].name);
      fprintf (g->body, "  { %.4f, %.4f, %d }, /* %s */\n", lon[i], lat[i], vi[i], b->locales.v[i].name);
    }
  fputs ("  { 0, 0, 0 }\n};\n\n", g->body);
  fputs ("extern const ArdinaDataPosition ardina_data_positions[];\n\n", g->decls);
  free (lon), free (lat), free (vi), free (seen);
}

/* ---- output ---- */

static void
emit_locales (Gen *g, const Adjacency *adj)
{
  const struct GenBoard *b = g->board;
  fputs ("const ArdinaDataLocale ardina_data_locales[] = {\n", g->body);
  for (size_t i = 0; i < b->locales.n; i++)
    {
      const GenLocale *row = &b->loc[i];
      char *kind = gen_token_enum ("ARDINA_LOCALE_KIND_", gen_enum_token (locale_kinds, row->kind));
      char *colour = gen_token_enum ("ARDINA_COLOUR_", gen_enum_token (colours, row->colour));
      gen_body_strings (g, b->locales.v[i].name, b->locales.v[i].label);
      fprintf (g->body, ", %s, %s, %d, %d, %d, ", kind, colour, row->port, row->value, row->dice);
      if (row->region >= 0)
        fprintf (g->body, "%d, ", row->region);
      else
        fputs ("ARDINA_NONE, ", g->body);
      fprintf (g->body, "%d, %d, %d },\n", adj->at[i], adj->n[i], row->vi);
      free (kind), free (colour);
    }
  fputs ("  { NULL, NULL, 0, 0, 0, 0, 0, ARDINA_NONE, 0, 0, 0 }\n};\n\n", g->body);
}

static void
emit_routes (Gen *g, const Adjacency *adj)
{
  const struct GenBoard *b = g->board;
  fputs ("const ArdinaDataRoute ardina_data_routes[] = {\n", g->body);
  for (size_t r = 0; r < b->n_routes; r++)
    {
      const GenRoute *rt = &b->routes[r];
      char *kind = gen_token_enum ("ARDINA_ROUTE_", gen_enum_token (route_kinds, rt->kind));
      fprintf (g->body, "  { %d, %d, %s, %d }, /* %s - %s */\n", rt->a, rt->b, kind, rt->vi,
               rt->a >= 0 ? b->locales.v[rt->a].name : "?",
               rt->b >= 0 ? b->locales.v[rt->b].name : "?");
      free (kind);
    }
  fputs ("  { ARDINA_NONE, ARDINA_NONE, 0, 0 }\n};\n\n"
         "const ArdinaDataAdjacency ardina_data_adjacency[] = {\n", g->body);
  for (size_t k = 0; k < 2 * b->n_routes; k++)
    fprintf (g->body, "  { %d, %d },\n", adj->locale[k], adj->route[k]);
  fputs ("  { ARDINA_NONE, ARDINA_NONE }\n};\n\n", g->body);
}

static void
load_map_body (Gen *g, const GenFile *f, xmlNodePtr root, int t)
{
  struct GenBoard *b = g->board;
  load_map_regions (g, f, root, t);
  for (xmlNodePtr l = root->children; l; l = l->next)
    if (gen_is (l, "locale"))
      load_locale (g, f, l, t);
  for (xmlNodePtr r = root->children; r; r = r->next)
    if (gen_is (r, "route"))
      load_route (g, f, r, t);
  Adjacency adj = build_adjacency (b);
  check_ports (g, f, &adj);
  check_connected (g, f, &adj);
  emit_locales (g, &adj);
  emit_routes (g, &adj);
  load_positions (g, f, root, t);
  free (adj.at), free (adj.n), free (adj.locale), free (adj.route);
}

void
gen_map_load (Gen *g, const GenFile *f)
{
  struct GenBoard *b = gen_board (g);
  xmlNodePtr root = xmlDocGetRootElement (f->doc);
  if (b->have_map)
    {
      gen_error (g, f, root, "a second map file");
      return;
    }
  b->have_map = 1;
  int t = gen_table_begin (g, f, "map", "Map: regions, locales and routes");
  load_map_body (g, f, root, t);
  if (b->locales.n > 0xfffe || 2 * b->n_routes > 0xfffe)
    gen_error (g, f, root, "too many locales or routes for 16-bit indexes");
  fprintf (g->decls, "#define ARDINA_DATA_N_LOCALES %zu\n#define ARDINA_DATA_N_ROUTES %zu\n"
           "#define ARDINA_DATA_N_ADJACENCY %zu\n"
           "extern const ArdinaDataLocale ardina_data_locales[];\n"
           "extern const ArdinaDataRoute ardina_data_routes[];\n"
           "extern const ArdinaDataAdjacency ardina_data_adjacency[];\n\n",
           b->locales.n, b->n_routes, 2 * b->n_routes);
  gen_table_end (g, t);
}
