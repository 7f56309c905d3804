/* Loaders of the board tables: map.xml, counters.xml and setup.xml.
 *
 * The schemas fix each element's shape and token lists. These loaders
 * check what a schema cannot see: unique names; every reference resolving
 * (route ends, locale regions, set-up pieces and places); a map that is one
 * connected graph whose sea lanes and land routes each keep to their own
 * kinds of locale; colonial regions that are exactly the regions of
 * loyalty.xml; a set-up that uses each counter once, no more markers than
 * the mix holds, and only events progress.xml can bring about.
 *
 * The names of the map and the counters stay in struct GenBoard, because
 * setup.xml refers to them. Names of tables loaded earlier (loyalty regions,
 * progress effects) are read back from the provenance values their loaders
 * recorded, so that those loaders need not keep lists for this file.
 */
#include "gen.h"

#include <stdlib.h>
#include <string.h>

#define N_OF(a) (sizeof (a) / sizeof (a)[0])

/* Closed token lists, in the order of the enums of data-types-board.h. */
static const char *const locale_kinds[] = { "town", "wilderness", "indian", "high-seas", "off-map" };
enum { K_TOWN, K_WILDERNESS, K_INDIAN, K_HIGH_SEAS, K_OFF_MAP };
static const char *const colours[] = { "none", "american", "british", "neutral", "french", "spanish" };
static const char *const route_kinds[] = { "road", "trail", "river", "sea" };
enum { R_SEA = 3 };
static const char *const nations[] = { "american", "british", "hessian", "french", "spanish", "indian" };
enum { N_AMERICAN, N_BRITISH, N_HESSIAN, N_FRENCH, N_SPANISH, N_INDIAN };
static const char *const unit_types[] = { "regular", "detachment", "grenadier", "light",
                                          "militia", "marine", "fleet", "indian" };
static const char *const leader_kinds[] = { "general", "militia", "admiral" };
static const char *const marker_kinds[] = { "fortress", "siege", "partisan-rebel",
                                            "partisan-tory", "massacre" };
#define N_MARKERS N_OF (marker_kinds)
static const char *const categories[] = { "action", "rabble", "tactics", "spare" };
enum { C_ACTION, C_RABBLE };
static const char *const players[] = { "both", "american", "british" };
static const char *const sides[] = { "american", "british", "french", "spanish" };
enum { S_AMERICAN, S_BRITISH, S_FRENCH, S_SPANISH, N_SIDES };

typedef struct {
  char *name, *label;
  int kind;                     /* region: colonial; locale: kind; unit, leader: nation */
} Named;

typedef struct {
  Named *v;
  size_t n, cap;
} Names;

/* What the map checks need of a locale beyond its name. */
typedef struct {
  int kind, colour, port, value, dice, region, vi;
  xmlNodePtr node;
} Locale;

typedef struct {
  int a, b, kind, vi;
} Route;

struct GenBoard {
  int have_map, have_counters;
  Names regions, locales, units, leaders, campaigns;
  Locale *loc;                  /* parallel to locales */
  size_t cap_loc;
  Route *routes;
  size_t n_routes, cap_routes;
  int marker_count[N_MARKERS];  /* -1 until counters.xml gives the kind */
  size_t n_pieces;              /* campaign markers, every count expanded */
};

/* ---- helpers ---- */

static struct GenBoard *
board (Gen *g)
{
  if (!g->board)
    {
      g->board = gen_alloc (sizeof *g->board);
      for (size_t k = 0; k < N_MARKERS; k++)
        g->board->marker_count[k] = -1;
    }
  return g->board;
}

static int
names_find (const Names *names, const char *name)
{
  for (size_t i = 0; name && i < names->n; i++)
    if (strcmp (names->v[i].name, name) == 0)
      return (int) i;
  return -1;
}

/* Adds a name, reporting a duplicate; returns its index. */
static size_t
names_add (Gen *g, const GenFile *f, xmlNodePtr node, Names *names, const char *what,
           const char *name, const char *label, int kind)
{
  if (names_find (names, name) >= 0)
    gen_error (g, f, node, "duplicate %s \"%s\"", what, name ? name : "");
  names->v = gen_grow (names->v, &names->cap, names->n, sizeof *names->v);
  names->v[names->n] = (Named) { gen_strdup (name ? name : ""), gen_strdup (label), kind };
  return names->n++;
}

static void
define_index (Gen *g, const char *prefix, const char *name, size_t i)
{
  char *e = gen_token_enum (prefix, name);
  fprintf (g->decls, "#define %s %zu\n", e, i);
  free (e);
}

/* The index of an attribute's token in a closed list; -1 when absent, or
 * (reported) when the schema admits a token this list lacks. */
static int
token_attr (Gen *g, const GenFile *f, xmlNodePtr node, const char *attr,
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

static int
has_attr (xmlNodePtr node, const char *attr)
{
  return xmlHasProp (node, (const xmlChar *) attr) != NULL;
}

static const char *
enum_token (const char *const *list, int i)
{
  return i >= 0 ? list[i] : list[0];
}

/* The table of that name, if its file was loaded. */
static const GenTable *
find_table (const Gen *g, const char *name)
{
  for (size_t i = 0; i < g->n_tables; i++)
    if (strcmp (g->tables[i].name, name) == 0)
      return &g->tables[i];
  return NULL;
}

/* Among the values that table @name recorded under @field (in document
 * order), the position of the first whose key (or, with @by_text, text) is
 * @s; -1 if none. With s NULL, the number of such values. */
static int
value_position (const Gen *g, const char *name, const char *field, const char *s, int by_text)
{
  const GenTable *t = find_table (g, name);
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

static void
body_strings (Gen *g, const char *name, const char *label)
{
  fputs ("  { ", g->body);
  gen_c_string (g->body, name);
  fputs (", ", g->body);
  gen_c_string (g->body, label);
}

/* ---- map.xml: regions ---- */

static void
load_map_region (Gen *g, const GenFile *f, xmlNodePtr r, int t)
{
  struct GenBoard *b = g->board;
  char *name = gen_attr (r, "name"), *label = gen_attr (r, "label");
  char *col = gen_attr (r, "colonial");
  int colonial = col && strcmp (col, "yes") == 0;
  int loyalty = value_position (g, "loyalty", "start", name, 0);
  /* The colonial regions of 3.1 are the rows of the Colonial Loyalty Table. */
  if (colonial && loyalty < 0)
    gen_error (g, f, r, "colonial region \"%s\" is not a region of loyalty.xml", name);
  else if (!colonial && loyalty >= 0)
    gen_error (g, f, r, "region \"%s\" is on the loyalty table: it must say colonial=\"yes\"", name);
  size_t i = names_add (g, f, r, &b->regions, "region", name, label, colonial);
  int vi = gen_value (g, f, r, t, name, "region", colonial ? "colonial" : "not colonial", label);
  char *loy = colonial && loyalty >= 0 ? gen_token_enum ("ARDINA_REGION_", name)
                                       : gen_strdup ("ARDINA_NONE");
  body_strings (g, name, label);
  fprintf (g->body, ", %d, %s, %d },\n", colonial, loy, vi);
  define_index (g, "ARDINA_MAP_REGION_", name, i);
  free (loy), free (name), free (label), free (col);
}

/* Every row of the loyalty table must be a region players can fight in. */
static void
check_loyalty_regions (Gen *g, const GenFile *f, xmlNodePtr root)
{
  const GenTable *t = find_table (g, "loyalty");
  if (!t)
    {
      gen_error (g, f, root, "map.xml needs loyalty.xml among the inputs: colonial regions are its regions");
      return;
    }
  for (size_t i = 0; i < t->n_values; i++)
    {
      const GenValue *v = &g->values[t->values_at + i];
      if (v->field && strcmp (v->field, "start") == 0
          && names_find (&g->board->regions, v->key) < 0)
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

/* ---- map.xml: locales ---- */

/* Land locales lie in a region of the map; seas and boxes in none (2.7). */
static int
locale_region (Gen *g, const GenFile *f, xmlNodePtr l, int kind)
{
  char *region = gen_attr (l, "region");
  int land = kind >= 0 && kind < K_HIGH_SEAS, i = -1;
  if (region && (i = names_find (&g->board->regions, region)) < 0)
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
locale_attrs (Gen *g, const GenFile *f, xmlNodePtr l, Locale *row)
{
  int town = row->kind == K_TOWN, box = row->kind == K_OFF_MAP;
  char *port = gen_attr (l, "port");
  row->port = port && strcmp (port, "yes") == 0;
  free (port);
  if (has_attr (l, "value") != town || has_attr (l, "colour") != town)
    gen_error (g, f, l, "towns, and only towns, have a value and a colour");
  else if (town)
    {
      gen_int_attr (g, f, l, "value", 0, 255, &row->value);
      if ((row->colour = token_attr (g, f, l, "colour", colours, N_OF (colours))) <= 0)
        gen_error (g, f, l, "a town needs a colour (2.2)");
    }
  if (has_attr (l, "dice") != box)
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
locale_text (const Locale *row, const char *region)
{
  if (row->kind == K_TOWN)
    return gen_printf ("town in %s, value %d, %s%s", region, row->value,
                       colours[row->colour < 0 ? 0 : row->colour], row->port ? ", port" : "");
  if (row->kind == K_OFF_MAP)
    return gen_printf ("off-map box, port, %d political dice", row->dice);
  if (row->kind == K_HIGH_SEAS)
    return gen_strdup ("high seas");
  return gen_printf ("%s in %s", enum_token (locale_kinds, row->kind), region);
}

static void
load_locale (Gen *g, const GenFile *f, xmlNodePtr l, int t)
{
  struct GenBoard *b = g->board;
  char *name = gen_attr (l, "name"), *label = gen_attr (l, "label");
  b->loc = gen_grow (b->loc, &b->cap_loc, b->locales.n, sizeof *b->loc);
  Locale *row = &b->loc[b->locales.n];
  *row = (Locale) { .node = l, .colour = 0 };
  row->kind = token_attr (g, f, l, "kind", locale_kinds, N_OF (locale_kinds));
  row->region = locale_region (g, f, l, row->kind);
  locale_attrs (g, f, l, row);
  char *text = locale_text (row, row->region >= 0 ? b->regions.v[row->region].name : "?");
  row->vi = gen_value (g, f, l, t, name, "locale", text, label);
  size_t i = names_add (g, f, l, &b->locales, "locale", name, label, row->kind);
  define_index (g, "ARDINA_LOCALE_", name, i);
  free (text), free (name), free (label);
}

/* ---- map.xml: routes ---- */

static int
locale_ref (Gen *g, const GenFile *f, xmlNodePtr node, const char *attr, const char *name)
{
  int i = names_find (&g->board->locales, name);
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
check_route_kind (Gen *g, const GenFile *f, xmlNodePtr r, const Route *rt)
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
check_route (Gen *g, const GenFile *f, xmlNodePtr r, const Route *rt)
{
  const struct GenBoard *b = g->board;
  if (rt->a < 0 || rt->b < 0 || rt->kind < 0)
    return;
  if (rt->a == rt->b)
    gen_error (g, f, r, "a route must join two different locales");
  for (size_t i = 0; i < b->n_routes; i++)
    {
      const Route *o = &b->routes[i];
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
  Route rt = { .a = locale_ref (g, f, r, "from", from), .b = locale_ref (g, f, r, "to", to) };
  rt.kind = token_attr (g, f, r, "kind", route_kinds, N_OF (route_kinds));
  check_route (g, f, r, &rt);
  char *key = gen_printf ("%s - %s", from ? from : "?", to ? to : "?");
  rt.vi = gen_value (g, f, r, t, key, "route", enum_token (route_kinds, rt.kind), NULL);
  b->routes = gen_grow (b->routes, &b->cap_routes, b->n_routes, sizeof *b->routes);
  b->routes[b->n_routes++] = rt;
  free (key), free (from), free (to);
}

/* ---- map.xml: the graph ---- */

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
          const Route *rt = &b->routes[r];
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

/* ---- map.xml: output ---- */

static void
emit_locales (Gen *g, const Adjacency *adj)
{
  const struct GenBoard *b = g->board;
  fputs ("const ArdinaDataLocale ardina_data_locales[] = {\n", g->body);
  for (size_t i = 0; i < b->locales.n; i++)
    {
      const Locale *row = &b->loc[i];
      char *kind = gen_token_enum ("ARDINA_LOCALE_KIND_", enum_token (locale_kinds, row->kind));
      char *colour = gen_token_enum ("ARDINA_COLOUR_", enum_token (colours, row->colour));
      body_strings (g, b->locales.v[i].name, b->locales.v[i].label);
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
      const Route *rt = &b->routes[r];
      char *kind = gen_token_enum ("ARDINA_ROUTE_", enum_token (route_kinds, rt->kind));
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
  free (adj.at), free (adj.n), free (adj.locale), free (adj.route);
}

void
gen_map_load (Gen *g, const GenFile *f)
{
  struct GenBoard *b = board (g);
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

/* ---- counters.xml: units and leaders ---- */

/* Set-up names a counter by name alone, so no unit may share a leader's
 * name (names_add reports a duplicate within its own list). */
static void
check_counter_name (Gen *g, const GenFile *f, xmlNodePtr node, const Names *other,
                    const char *name)
{
  if (names_find (other, name) >= 0)
    gen_error (g, f, node, "counter name \"%s\" is both a unit's and a leader's", name);
}

static void
load_unit (Gen *g, const GenFile *f, xmlNodePtr u, int t)
{
  struct GenBoard *b = g->board;
  char *name = gen_attr (u, "name"), *label = gen_attr (u, "label");
  int nation = token_attr (g, f, u, "nation", nations, N_OF (nations));
  int type = token_attr (g, f, u, "type", unit_types, N_OF (unit_types)), strength = 0;
  gen_int_attr (g, f, u, "strength", 1, 9, &strength);
  check_counter_name (g, f, u, &b->leaders, name);
  char *text = gen_printf ("%s %s, strength %d", enum_token (nations, nation),
                           enum_token (unit_types, type), strength);
  int vi = gen_value (g, f, u, t, name, "unit", text, label);
  char *en = gen_token_enum ("ARDINA_UNATION_", enum_token (nations, nation));
  char *et = gen_token_enum ("ARDINA_UNIT_TYPE_", enum_token (unit_types, type));
  body_strings (g, name, label);
  fprintf (g->body, ", %s, %s, %d, %d },\n", en, et, strength, vi);
  define_index (g, "ARDINA_UNIT_", name,
                names_add (g, f, u, &b->units, "unit", name, label, nation));
  free (en), free (et), free (text), free (name), free (label);
}

static void
load_leader (Gen *g, const GenFile *f, xmlNodePtr l, int t, FILE *out)
{
  struct GenBoard *b = g->board;
  char *name = gen_attr (l, "name"), *label = gen_attr (l, "label");
  int nation = token_attr (g, f, l, "nation", nations, N_OF (nations));
  int kind = token_attr (g, f, l, "kind", leader_kinds, N_OF (leader_kinds)), value = 0;
  gen_int_attr (g, f, l, "value", 0, 3, &value);
  check_counter_name (g, f, l, &b->units, name);
  char *text = gen_printf ("%s %s, value %d", enum_token (nations, nation),
                           enum_token (leader_kinds, kind), value);
  int vi = gen_value (g, f, l, t, name, "leader", text, label);
  char *en = gen_token_enum ("ARDINA_UNATION_", enum_token (nations, nation));
  char *ek = gen_token_enum ("ARDINA_LEADER_KIND_", enum_token (leader_kinds, kind));
  fputs ("  { ", out);
  gen_c_string (out, name);
  fputs (", ", out);
  gen_c_string (out, label);
  fprintf (out, ", %s, %s, %d, %d },\n", en, ek, value, vi);
  define_index (g, "ARDINA_LEADER_", name,
                names_add (g, f, l, &b->leaders, "leader", name, label, nation));
  free (en), free (ek), free (text), free (name), free (label);
}

/* ---- counters.xml: markers ---- */

/* One row per marker kind, printed in the enum's order so that
 * ardina_data_markers[ARDINA_MARKER_FORTRESS] is the fortress row. */
static void
load_marker (Gen *g, const GenFile *f, xmlNodePtr m, int t, char *rows[N_MARKERS])
{
  int kind = token_attr (g, f, m, "kind", marker_kinds, N_OF (marker_kinds));
  int count = 0, strength = 0;
  gen_int_attr (g, f, m, "count", 1, 255, &count);
  if (has_attr (m, "strength"))
    gen_int_attr (g, f, m, "strength", 1, 9, &strength);
  if (kind < 0)
    return;
  if (rows[kind])
    {
      gen_error (g, f, m, "marker kind %s is given twice", marker_kinds[kind]);
      return;
    }
  char *text = strength ? gen_printf ("%d, strength %d", count, strength) : gen_printf ("%d", count);
  int vi = gen_value (g, f, m, t, marker_kinds[kind], "count", text, NULL);
  char *e = gen_token_enum ("ARDINA_MARKER_", marker_kinds[kind]);
  rows[kind] = gen_printf ("  { %s, %d, %d, %d },\n", e, count, strength, vi);
  g->board->marker_count[kind] = count;
  free (e), free (text);
}

static void
emit_markers (Gen *g, const GenFile *f, xmlNodePtr root, char *rows[N_MARKERS])
{
  fputs ("const ArdinaDataMarker ardina_data_markers[] = {\n", g->body);
  for (size_t k = 0; k < N_MARKERS; k++)
    {
      if (!rows[k])
        gen_error (g, f, root, "the counter mix gives no %s markers", marker_kinds[k]);
      fputs (rows[k] ? rows[k] : "  { 0, 0, 0, 0 },\n", g->body);
      free (rows[k]);
    }
  fputs ("};\n\n", g->body);
  fprintf (g->decls, "#define ARDINA_DATA_N_MARKER_KINDS %zu\n"
           "extern const ArdinaDataMarker ardina_data_markers[];\n\n", N_MARKERS);
}

/* ---- counters.xml: campaign markers ---- */

/* Fields that only some categories have: who may play it, whether it
 * leaves play (7.7), the optional section it needs, its rabble values. */
typedef struct {
  int category, player, once, optional, count, value[2];
} Campaign;

static void
campaign_optional (Gen *g, const GenFile *f, xmlNodePtr c, Campaign *cm)
{
  if (!has_attr (c, "optional") || gen_int_attr (g, f, c, "optional", 1, 38, &cm->optional) < 0)
    return;
  char *header = gen_printf ("%d.0", cm->optional);
  if (gen_rule_index (g, header) < 0)
    gen_error (g, f, c, "optional=\"%d\": the catalog has no section %d", cm->optional,
               cm->optional);
  free (header);
}

static Campaign
campaign_fields (Gen *g, const GenFile *f, xmlNodePtr c)
{
  Campaign cm = { .category = token_attr (g, f, c, "category", categories, N_OF (categories)) };
  char *once = gen_attr (c, "once");
  cm.once = once && strcmp (once, "yes") == 0;
  free (once);
  cm.player = token_attr (g, f, c, "player", players, N_OF (players));
  if ((cm.player >= 0) != (cm.category == C_ACTION))
    gen_error (g, f, c, "action markers, and only they, say which player may play them (7.8)");
  gen_int_attr (g, f, c, "count", 1, 255, &cm.count);
  campaign_optional (g, f, c, &cm);
  if ((has_attr (c, "american") || has_attr (c, "british")) != (cm.category == C_RABBLE))
    gen_error (g, f, c, "rabble rousing markers, and only they, give values (7.10)");
  else if (cm.category == C_RABBLE)
    {
      gen_int_attr (g, f, c, "american", 1, 3, &cm.value[0]);
      gen_int_attr (g, f, c, "british", 1, 3, &cm.value[1]);
    }
  return cm;
}

static char *
campaign_text (const Campaign *cm)
{
  const char *cat = enum_token (categories, cm->category);
  if (cm->category == C_ACTION && cm->optional)
    return gen_printf ("%s x%d, %s, %s, needs optional section %d", cat, cm->count,
                       enum_token (players, cm->player), cm->once ? "once" : "repeatable",
                       cm->optional);
  if (cm->category == C_ACTION)
    return gen_printf ("%s x%d, %s, %s", cat, cm->count, enum_token (players, cm->player),
                       cm->once ? "once" : "repeatable");
  if (cm->category == C_RABBLE)
    return gen_printf ("%s x%d, american %d, british %d", cat, cm->count, cm->value[0], cm->value[1]);
  return gen_printf ("%s x%d", cat, cm->count);
}

static void
load_campaign (Gen *g, const GenFile *f, xmlNodePtr c, int t, FILE *out, FILE *pieces)
{
  struct GenBoard *b = g->board;
  char *name = gen_attr (c, "name"), *label = gen_attr (c, "label");
  Campaign cm = campaign_fields (g, f, c);
  char *text = campaign_text (&cm);
  int vi = gen_value (g, f, c, t, name, "campaign", text, label);
  char *ec = gen_token_enum ("ARDINA_CAMPAIGN_CATEGORY_", enum_token (categories, cm.category));
  char *ep = gen_token_enum ("ARDINA_PLAYER_", enum_token (players, cm.player));
  fputs ("  { ", out);
  gen_c_string (out, name);
  fputs (", ", out);
  gen_c_string (out, label);
  fprintf (out, ", %s, %s, %d, %d, { %d, %d }, %d, %d },\n", ec, ep, cm.once, cm.optional,
           cm.value[0], cm.value[1], cm.count, vi);
  size_t i = names_add (g, f, c, &b->campaigns, "campaign marker", name, label, cm.category);
  define_index (g, "ARDINA_CAMPAIGN_", name, i);
  /* Expanded so that piece i is one counter a player can hold. */
  for (int k = 0; k < cm.count; k++)
    fprintf (pieces, "  %zu,%s", i, (++b->n_pieces % 12) ? "" : "\n");
  free (ec), free (ep), free (text), free (name), free (label);
}

/* ---- counters.xml: output ---- */

typedef struct {
  char *buf;
  size_t len;
  FILE *out;
} Stream;

static void
stream_open (Stream *s)
{
  s->buf = NULL;
  s->len = 0;
  s->out = open_memstream (&s->buf, &s->len);
}

/* Closes the stream and appends it to the generated C as an array body. */
static void
stream_emit (Gen *g, Stream *s, const char *head, const char *tail)
{
  fclose (s->out);
  fprintf (g->body, "%s%s%s", head, s->buf ? s->buf : "", tail);
  free (s->buf);
}

static void
load_counters_body (Gen *g, const GenFile *f, xmlNodePtr root, int t)
{
  Stream leaders, campaigns, pieces;
  char *markers[N_MARKERS] = { 0 };
  stream_open (&leaders), stream_open (&campaigns), stream_open (&pieces);
  fputs ("const ArdinaDataUnit ardina_data_units[] = {\n", g->body);
  for (xmlNodePtr c = root->children; c; c = c->next)
    {
      if (gen_is (c, "unit"))
        load_unit (g, f, c, t);
      else if (gen_is (c, "leader"))
        load_leader (g, f, c, t, leaders.out);
      else if (gen_is (c, "marker"))
        load_marker (g, f, c, t, markers);
      else if (gen_is (c, "campaign"))
        load_campaign (g, f, c, t, campaigns.out, pieces.out);
    }
  fputs ("  { NULL, NULL, 0, 0, 0, 0 }\n};\n\n", g->body);
  stream_emit (g, &leaders, "const ArdinaDataLeader ardina_data_leaders[] = {\n",
               "  { NULL, NULL, 0, 0, 0, 0 }\n};\n\n");
  emit_markers (g, f, root, markers);
  stream_emit (g, &campaigns, "const ArdinaDataCampaign ardina_data_campaigns[] = {\n",
               "  { NULL, NULL, 0, 0, 0, 0, { 0, 0 }, 0, 0 }\n};\n\n");
  stream_emit (g, &pieces, "const uint16_t ardina_data_campaign_pieces[] = {\n",
               "\n  ARDINA_NONE\n};\n\n");
}

void
gen_counters_load (Gen *g, const GenFile *f)
{
  struct GenBoard *b = board (g);
  xmlNodePtr root = xmlDocGetRootElement (f->doc);
  if (b->have_counters)
    {
      gen_error (g, f, root, "a second counters file");
      return;
    }
  b->have_counters = 1;
  int t = gen_table_begin (g, f, "counters", "Counter mix: units, leaders, markers");
  load_counters_body (g, f, root, t);
  if (b->n_pieces > 0xfffe)
    gen_error (g, f, root, "too many campaign markers for 16-bit indexes");
  fprintf (g->decls, "#define ARDINA_DATA_N_UNITS %zu\n#define ARDINA_DATA_N_LEADERS %zu\n"
           "#define ARDINA_DATA_N_CAMPAIGNS %zu\n#define ARDINA_DATA_N_CAMPAIGN_PIECES %zu\n"
           "extern const ArdinaDataUnit ardina_data_units[];\n"
           "extern const ArdinaDataLeader ardina_data_leaders[];\n"
           "extern const ArdinaDataCampaign ardina_data_campaigns[];\n"
           "extern const uint16_t ardina_data_campaign_pieces[];\n\n",
           b->units.n, b->leaders.n, b->campaigns.n, b->n_pieces);
  gen_table_end (g, t);
}

/* ---- setup.xml ---- */

static const char *const setup_ops[] = { "place-at", "place-in-region", "choose", "pool", "aside",
                                         "draw", "campaign-pool", "deploy", "keep-apart" };
enum { OP_PLACE_AT, OP_PLACE_IN_REGION, OP_CHOOSE, OP_POOL, OP_ASIDE, OP_DRAW,
       OP_CAMPAIGN_POOL, OP_DEPLOY, OP_KEEP_APART };
static const char *const whats[] = { "unit", "leader", "marker", "campaign" };
enum { W_UNIT, W_LEADER, W_MARKER, W_CAMPAIGN };

/* One instruction, with what its provenance value will say. */
typedef struct {
  int op, side, what, index, locale, region, n_choices, optional, count, rule;
  int by, order, from, join;
  const char *until_name;
  char *key, *field, *text;
  const char *label;
} Step;

/* What the whole file is checked against. */
typedef struct {
  unsigned *unit_line, *leader_line;   /* where each counter is used; 0 if not yet */
  int markers[N_MARKERS];              /* placed so far */
  int order_side[N_SIDES + 1];         /* side deployed at each order, -1 */
  unsigned deploy_line[N_SIDES];
  unsigned placed_line[N_SIDES];       /* first placement of each side's forces */
  int drawn;
  Stream choices;
  size_t n_choices;
} Setup;

static int
side_attr (Gen *g, const GenFile *f, xmlNodePtr node, const char *attr)
{
  int s = token_attr (g, f, node, attr, sides, N_OF (sides));
  return s < 0 ? 0xff : s;
}

/* The British side fields British, Hessian and Indian pieces (27.1, 27.2);
 * French and Spanish forces are set up as their own nations (4.4, 4.5),
 * but their leaders wait in the American leader pool (13.2, 26.1). */
static int
side_fields (int side, int nation, int op)
{
  switch (side)
    {
    case S_BRITISH:
      return nation == N_BRITISH || nation == N_HESSIAN || nation == N_INDIAN;
    case S_AMERICAN:
      return nation == N_AMERICAN || (op == OP_POOL && (nation == N_FRENCH || nation == N_SPANISH));
    case S_FRENCH:
      return nation == N_FRENCH;
    case S_SPANISH:
      return nation == N_SPANISH;
    default:
      return 1;                 /* aside: no side to check */
    }
}

/* A unit or leader is one counter: it can be set up only once. */
static void
use_counter (Gen *g, const GenFile *f, xmlNodePtr node, const char *name, unsigned *line)
{
  unsigned here = (unsigned) xmlGetLineNo (node);
  if (*line)
    gen_error (g, f, node, "%s is already set up at line %u: each counter is used once", name, *line);
  else
    *line = here ? here : 1;
}

static void
setup_counter (Gen *g, const GenFile *f, xmlNodePtr node, Setup *st, Step *s, int what,
               const char *name)
{
  const struct GenBoard *b = g->board;
  const Names *names = what == W_UNIT ? &b->units : &b->leaders;
  s->what = what;
  s->index = names_find (names, name);
  if (s->index < 0)
    {
      gen_error (g, f, node, "<%s> %s=\"%s\" is not a %s of counters.xml", node->name,
                 whats[what], name, whats[what]);
      return;
    }
  s->label = names->v[s->index].label;
  use_counter (g, f, node, name, what == W_UNIT ? &st->unit_line[s->index] : &st->leader_line[s->index]);
  if (!side_fields (s->side, names->v[s->index].kind, s->op))
    gen_error (g, f, node, "%s is %s: not a piece of the %s side", name,
               nations[names->v[s->index].kind], sides[s->side]);
}

/* The mix must hold every marker the set-up places (13.10 caps units only,
 * but the set-up cannot place counters that are not there). */
static void
setup_marker (Gen *g, const GenFile *f, xmlNodePtr node, Setup *st, Step *s, const char *name)
{
  const struct GenBoard *b = g->board;
  s->what = W_MARKER;
  s->index = gen_name_index ((char **) marker_kinds, N_MARKERS, name);
  if (s->index < 0)
    {
      gen_error (g, f, node, "marker=\"%s\" is not a marker kind", name);
      return;
    }
  if (++st->markers[s->index] > b->marker_count[s->index])
    gen_error (g, f, node, "the set-up places %d %s markers; the mix has %d", st->markers[s->index],
               name, b->marker_count[s->index]);
  if (!has_attr (node, "optional") || gen_int_attr (g, f, node, "optional", 1, 38, &s->optional) < 0)
    gen_error (g, f, node, "a marker placement names the optional section it needs (1.4)");
}

static void
setup_campaign (Gen *g, const GenFile *f, xmlNodePtr node, Step *s, const char *name)
{
  const struct GenBoard *b = g->board;
  s->what = W_CAMPAIGN;
  if ((s->index = names_find (&b->campaigns, name)) < 0)
    gen_error (g, f, node, "campaign=\"%s\" is not a campaign marker of counters.xml", name);
  else
    s->label = b->campaigns.v[s->index].label;
}

/* The piece an instruction moves: unit, leader, marker or campaign marker. */
static void
setup_piece (Gen *g, const GenFile *f, xmlNodePtr node, Setup *st, Step *s)
{
  for (int w = W_UNIT; w <= W_CAMPAIGN; w++)
    {
      char *name = gen_attr (node, whats[w]);
      if (!name)
        continue;
      if (w == W_UNIT || w == W_LEADER)
        setup_counter (g, f, node, st, s, w, name);
      else if (w == W_MARKER)
        setup_marker (g, f, node, st, s, name);
      else
        setup_campaign (g, f, node, s, name);
      free (s->key);
      s->key = gen_printf ("%s %s", node->name, name);
      free (name);
    }
}

/* Every force placed must have a deploy that says who sets it up. */
static void
note_placed (Setup *st, xmlNodePtr node, int side)
{
  if (side >= 0 && side < N_SIDES && !st->placed_line[side])
    st->placed_line[side] = (unsigned) xmlGetLineNo (node);
}

static int
region_has_land (const struct GenBoard *b, int region)
{
  for (size_t i = 0; i < b->locales.n; i++)
    if (b->loc[i].region == region && b->loc[i].kind < K_HIGH_SEAS)
      return 1;
  return 0;
}

static void
setup_place (Gen *g, const GenFile *f, xmlNodePtr node, Setup *st, Step *s)
{
  const struct GenBoard *b = g->board;
  char *at = gen_attr (node, "at"), *region = gen_attr (node, "region");
  s->side = side_attr (g, f, node, "side");
  s->op = at ? OP_PLACE_AT : OP_PLACE_IN_REGION;
  if (at)
    s->locale = locale_ref (g, f, node, "at", at);
  else if (region && (s->region = names_find (&b->regions, region)) < 0)
    gen_error (g, f, node, "region=\"%s\" is not a region of the map", region);
  if (s->region >= 0 && !region_has_land (b, s->region))
    gen_error (g, f, node, "region %s has no land locale to set up in", region);
  setup_piece (g, f, node, st, s);
  s->field = gen_strdup (at ? "at" : "region");
  s->text = gen_strdup (at ? at : region ? region : "?");
  note_placed (st, node, s->side);
  free (at), free (region);
}

/* `of` lists the locales one of which the owner picks (4.2: Camden or
 * Charlotte); they go to ardina_data_setup_choices. */
static void
setup_choose (Gen *g, const GenFile *f, xmlNodePtr node, Setup *st, Step *s)
{
  char *of = gen_attr (node, "of"), *save = NULL;
  if (!of)
    of = gen_strdup ("");       /* the schema requires it; no choices then */
  int seen[64], n = 0;
  s->op = OP_CHOOSE;
  s->side = side_attr (g, f, node, "side");
  s->locale = -1;
  for (char *tok = strtok_r (of, " \t\n", &save); tok; tok = strtok_r (NULL, " \t\n", &save))
    {
      int i = locale_ref (g, f, node, "of", tok);
      for (int k = 0; k < n && i >= 0; k++)
        if (seen[k] == i)
          gen_error (g, f, node, "of= lists %s twice", tok);
      if (n < (int) N_OF (seen))
        seen[n++] = i;
      fprintf (st->choices.out, "  %d, /* %s */\n", i, tok);
    }
  s->n_choices = n;
  st->n_choices += (size_t) n;
  setup_piece (g, f, node, st, s);
  s->field = gen_strdup ("of");
  s->text = gen_attr (node, "of");
  note_placed (st, node, s->side);
  free (of);
}

static void
setup_pool (Gen *g, const GenFile *f, xmlNodePtr node, Setup *st, Step *s)
{
  s->op = OP_POOL;
  s->side = side_attr (g, f, node, "side");
  setup_piece (g, f, node, st, s);
  s->field = gen_strdup ("pool");
  s->text = gen_strdup (sides[s->side == 0xff ? 0 : s->side]);
}

/* An aside waits for a progress effect (4.9, 4.10): one progress.xml must
 * give, or the pieces would never arrive. */
static void
setup_until (Gen *g, const GenFile *f, xmlNodePtr node, Step *s)
{
  char *until = gen_attr (node, "until");
  if (!until)
    return;
  if (value_position (g, "progress", "effect", until, 1) < 0)
    gen_error (g, f, node, "until=\"%s\" is not an effect of any level of progress.xml", until);
  s->until_name = until;      /* freed with the step */
}

static void
setup_aside (Gen *g, const GenFile *f, xmlNodePtr node, Setup *st, Step *s)
{
  char *to = gen_attr (node, "to");
  s->op = OP_ASIDE;
  setup_piece (g, f, node, st, s);
  setup_until (g, f, node, s);
  if (to)
    s->locale = locale_ref (g, f, node, "to", to);
  if (has_attr (node, "join"))
    s->join = side_attr (g, f, node, "join");
  s->field = gen_strdup ("until");
  s->text = s->until_name ? gen_printf ("%s%s%s", s->until_name, to ? ", to " : "", to ? to : "")
                          : gen_strdup ("end of game");
  free (to);
}

static void
setup_draw (Gen *g, const GenFile *f, xmlNodePtr node, Setup *st, Step *s)
{
  s->op = OP_DRAW;
  s->side = side_attr (g, f, node, "side");
  gen_int_attr (g, f, node, "count", 0, 99, &s->count);
  st->drawn += s->count;
  if ((size_t) st->drawn > g->board->n_pieces)
    gen_error (g, f, node, "the set-up draws %d campaign markers; the pool holds %zu",
               st->drawn, g->board->n_pieces);
  s->key = gen_printf ("draw %s", sides[s->side == 0xff ? 0 : s->side]);
  s->field = gen_strdup ("count");
  s->text = gen_printf ("%d", s->count);
}

/* Each nation is set up once, each in its own turn (4.2-4.5). */
static void
setup_deploy (Gen *g, const GenFile *f, xmlNodePtr node, Setup *st, Step *s)
{
  s->op = OP_DEPLOY;
  s->side = side_attr (g, f, node, "side");
  s->by = side_attr (g, f, node, "by");
  gen_int_attr (g, f, node, "order", 1, N_SIDES, &s->order);
  if (s->side < N_SIDES && st->deploy_line[s->side])
    gen_error (g, f, node, "the %s forces are deployed twice", sides[s->side]);
  else if (s->side < N_SIDES)
    st->deploy_line[s->side] = (unsigned) xmlGetLineNo (node);
  if (s->order > 0 && st->order_side[s->order] >= 0)
    gen_error (g, f, node, "deploy order %d is already the %s forces'", s->order,
               sides[st->order_side[s->order]]);
  else if (s->order > 0)
    st->order_side[s->order] = s->side;
  s->key = gen_printf ("deploy %s", sides[s->side == 0xff ? 0 : s->side]);
  s->field = gen_strdup ("order");
  s->text = gen_printf ("%d, by %s", s->order, sides[s->by == 0xff ? 0 : s->by]);
}

static void
setup_keep_apart (Gen *g, const GenFile *f, xmlNodePtr node, Step *s)
{
  s->op = OP_KEEP_APART;
  s->side = side_attr (g, f, node, "side");
  s->from = side_attr (g, f, node, "from");
  if (s->side == s->from)
    gen_error (g, f, node, "a side cannot be kept apart from itself");
  s->key = gen_printf ("keep-apart %s", sides[s->side == 0xff ? 0 : s->side]);
  s->field = gen_strdup ("from");
  s->text = gen_strdup (sides[s->from == 0xff ? 0 : s->from]);
}

static void
setup_step (Gen *g, const GenFile *f, xmlNodePtr node, Setup *st, Step *s)
{
  if (gen_is (node, "place"))
    setup_place (g, f, node, st, s);
  else if (gen_is (node, "choose"))
    setup_choose (g, f, node, st, s);
  else if (gen_is (node, "pool"))
    setup_pool (g, f, node, st, s);
  else if (gen_is (node, "aside"))
    setup_aside (g, f, node, st, s);
  else if (gen_is (node, "draw"))
    setup_draw (g, f, node, st, s);
  else if (gen_is (node, "deploy"))
    setup_deploy (g, f, node, st, s);
  else if (gen_is (node, "keep-apart"))
    setup_keep_apart (g, f, node, s);
  else
    {
      s->op = OP_CAMPAIGN_POOL;
      s->field = gen_strdup ("markers");
      s->text = gen_strdup ("all");
    }
  if (!s->key)
    s->key = gen_strdup ((const char *) node->name);
}

/* Set-up instructions state no numbers of their own and carry rule=, not
 * source=: each is recorded as a value the rule it carries out states, so
 * that `ardina rule 4.2` lists the set-up of 4.2. */
static int
setup_value (Gen *g, xmlNodePtr node, int table, const Step *s)
{
  if (s->rule < 0)
    return -1;
  GenValue v = { .table = table, .source = 0, .rule = s->rule, .named_by = -1,
                 .line = (unsigned) xmlGetLineNo (node) };
  v.key = gen_strdup (s->key);
  v.field = gen_strdup (s->field);
  v.text = gen_strdup (s->text);
  v.label = gen_strdup (s->label);
  g->values = gen_grow (g->values, &g->cap_values, g->n_values, sizeof *g->values);
  g->values[g->n_values] = v;
  return (int) g->n_values++;
}

static void
print_index (FILE *out, const char *field, int i)
{
  if (i >= 0)
    fprintf (out, ".%s = %d, ", field, i);
  else
    fprintf (out, ".%s = ARDINA_NONE, ", field);
}

static void
emit_step (Gen *g, const Step *s, size_t choices_at, int vi)
{
  char *op = gen_token_enum ("ARDINA_SETUP_", setup_ops[s->op]);
  char *until = s->until_name ? gen_token_enum ("ARDINA_PROGRESS_EFFECT_", s->until_name)
                              : gen_strdup ("ARDINA_NONE");
  fprintf (g->body, "  { .op = %s, .side = %d, .what = %d, ", op, s->side, s->what);
  print_index (g->body, "index", s->index);
  print_index (g->body, "locale", s->locale);
  print_index (g->body, "region", s->region);
  fprintf (g->body, ".choices_at = %zu, .n_choices = %d, .optional = %d, .until = %s, "
           ".count = %d, .rule = %d, .by = %d, .order = %d, .from = %d, .join = %d, "
           ".value_index = %d }, /* %s: %s */\n", choices_at, s->n_choices, s->optional, until,
           s->count, s->rule, s->by, s->order, s->from, s->join, vi, s->key, s->text);
  free (op), free (until);
}

static void
load_setup_step (Gen *g, const GenFile *f, xmlNodePtr node, int t, Setup *st)
{
  Step s = { .side = 0xff, .what = 0xff, .index = -1, .locale = -1, .region = -1,
             .by = 0xff, .from = 0xff, .join = 0xff };
  char *rule = gen_attr (node, "rule");
  if ((s.rule = gen_rule_index (g, rule)) < 0)
    gen_error (g, f, node, "<%s> rule=\"%s\" is not a rule of the catalog", node->name,
               rule ? rule : "");
  size_t choices_at = st->n_choices;
  setup_step (g, f, node, st, &s);
  int vi = setup_value (g, node, t, &s);
  emit_step (g, &s, choices_at, vi);
  free (rule), free (s.key), free (s.field), free (s.text), free ((char *) s.until_name);
}

static void
check_deployed (Gen *g, const GenFile *f, xmlNodePtr root, const Setup *st)
{
  for (int side = 0; side < N_SIDES; side++)
    if (st->placed_line[side] && !st->deploy_line[side])
      gen_error (g, f, root, "%s forces are placed (line %u) but no <deploy> says who sets them up",
                 sides[side], st->placed_line[side]);
}

static void
load_setup_body (Gen *g, const GenFile *f, xmlNodePtr root, int t)
{
  const struct GenBoard *b = g->board;
  Setup st = { .unit_line = gen_alloc ((b->units.n + 1) * sizeof (unsigned)),
               .leader_line = gen_alloc ((b->leaders.n + 1) * sizeof (unsigned)) };
  size_t n = 0;
  for (int k = 0; k <= N_SIDES; k++)
    st.order_side[k] = -1;
  stream_open (&st.choices);
  fputs ("const ArdinaDataSetup ardina_data_setup[] = {\n", g->body);
  for (xmlNodePtr c = root->children; c; c = c->next)
    if (c->type == XML_ELEMENT_NODE)
      load_setup_step (g, f, c, t, &st), n++;
  fputs ("  { .op = 0, .side = 0xff, .what = 0xff, .index = ARDINA_NONE, .locale = ARDINA_NONE, "
         ".region = ARDINA_NONE, .until = ARDINA_NONE, .rule = ARDINA_NONE }\n};\n\n", g->body);
  stream_emit (g, &st.choices, "const uint16_t ardina_data_setup_choices[] = {\n",
               "  ARDINA_NONE\n};\n\n");
  check_deployed (g, f, root, &st);
  fprintf (g->decls, "#define ARDINA_DATA_N_SETUP %zu\n#define ARDINA_DATA_N_SETUP_CHOICES %zu\n"
           "extern const ArdinaDataSetup ardina_data_setup[];\n"
           "extern const uint16_t ardina_data_setup_choices[];\n\n", n, st.n_choices);
  free (st.unit_line), free (st.leader_line);
}

void
gen_setup_load (Gen *g, const GenFile *f)
{
  struct GenBoard *b = board (g);
  xmlNodePtr root = xmlDocGetRootElement (f->doc);
  if (!b->have_map || !b->have_counters)
    {
      gen_error (g, f, root, "setup.xml needs map.xml and counters.xml among the inputs");
      return;
    }
  int t = gen_table_begin (g, f, "setup", "Set-up of rule 4");
  load_setup_body (g, f, root, t);
  gen_table_end (g, t);
}
