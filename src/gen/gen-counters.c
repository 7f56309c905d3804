/* Loader of counters.xml: units, leaders, markers and campaign markers.
 *
 * The schema fixes each element's shape and token lists. This loader checks
 * what a schema cannot see: unique names, none shared by a unit and a
 * leader; each marker kind given once; the fields only some categories of
 * campaign marker have.
 *
 * The names, the marker counts and the number of campaign pieces stay in
 * struct GenBoard (gen.h) for the set-up (gen-setup.c), which also reads
 * gen_nations and gen_marker_kinds.
 */
#include "gen.h"

#include <stdlib.h>
#include <string.h>

/* Closed token lists, in the order of the enums of data-types-board.h.
 * gen.h declares the two that gen-setup.c reads, with their counts and, for
 * the nations, the enum: a list that changes must change there too. */
const char *const gen_nations[] = { "american", "british", "hessian", "french", "spanish", "indian" };
static const char *const unit_types[] = { "regular", "detachment", "grenadier", "light",
                                          "militia", "marine", "fleet", "indian" };
static const char *const leader_kinds[] = { "general", "militia", "admiral" };
const char *const gen_marker_kinds[] = { "fortress", "siege", "partisan-rebel",
                                         "partisan-tory", "massacre" };
static const char *const categories[] = { "action", "rabble", "tactics", "spare" };
enum { C_ACTION, C_RABBLE };
static const char *const players[] = { "both", "american", "british" };

_Static_assert (GEN_N_OF (gen_nations) == GEN_N_NATIONS, "gen.h's nation enum is gen_nations");
_Static_assert (GEN_N_OF (gen_marker_kinds) == GEN_N_MARKERS, "GEN_N_MARKERS counts gen_marker_kinds");

/* ---- units and leaders ---- */

/* Set-up names a counter by name alone, so no unit may share a leader's
 * name (gen_names_add reports a duplicate within its own list). */
static void
check_counter_name (Gen *g, const GenFile *f, xmlNodePtr node, const GenNames *other,
                    const char *name)
{
  if (gen_names_find (other, name) >= 0)
    gen_error (g, f, node, "counter name \"%s\" is both a unit's and a leader's", name);
}

static void
load_unit (Gen *g, const GenFile *f, xmlNodePtr u, int t)
{
  struct GenBoard *b = g->board;
  char *name = gen_attr (u, "name"), *label = gen_attr (u, "label");
  int nation = gen_token_attr (g, f, u, "nation", gen_nations, GEN_N_OF (gen_nations));
  int type = gen_token_attr (g, f, u, "type", unit_types, GEN_N_OF (unit_types)), strength = 0;
  gen_int_attr (g, f, u, "strength", 1, 9, &strength);
  check_counter_name (g, f, u, &b->leaders, name);
  char *text = gen_printf ("%s %s, strength %d", gen_enum_token (gen_nations, nation),
                           gen_enum_token (unit_types, type), strength);
  int vi = gen_value (g, f, u, t, name, "unit", text, label);
  char *en = gen_token_enum ("ARDINA_UNATION_", gen_enum_token (gen_nations, nation));
  char *et = gen_token_enum ("ARDINA_UNIT_TYPE_", gen_enum_token (unit_types, type));
  gen_body_strings (g, name, label);
  fprintf (g->body, ", %s, %s, %d, %d },\n", en, et, strength, vi);
  gen_define_index (g, "ARDINA_UNIT_", name,
                    gen_names_add (g, f, u, &b->units, "unit", name, label, nation));
  free (en), free (et), free (text), free (name), free (label);
}

static void
load_leader (Gen *g, const GenFile *f, xmlNodePtr l, int t, FILE *out)
{
  struct GenBoard *b = g->board;
  char *name = gen_attr (l, "name"), *label = gen_attr (l, "label");
  int nation = gen_token_attr (g, f, l, "nation", gen_nations, GEN_N_OF (gen_nations));
  int kind = gen_token_attr (g, f, l, "kind", leader_kinds, GEN_N_OF (leader_kinds)), value = 0;
  gen_int_attr (g, f, l, "value", 0, 3, &value);
  check_counter_name (g, f, l, &b->units, name);
  char *text = gen_printf ("%s %s, value %d", gen_enum_token (gen_nations, nation),
                           gen_enum_token (leader_kinds, kind), value);
  int vi = gen_value (g, f, l, t, name, "leader", text, label);
  char *en = gen_token_enum ("ARDINA_UNATION_", gen_enum_token (gen_nations, nation));
  char *ek = gen_token_enum ("ARDINA_LEADER_KIND_", gen_enum_token (leader_kinds, kind));
  fputs ("  { ", out);
  gen_c_string (out, name);
  fputs (", ", out);
  gen_c_string (out, label);
  fprintf (out, ", %s, %s, %d, %d },\n", en, ek, value, vi);
  gen_define_index (g, "ARDINA_LEADER_", name,
                    gen_names_add (g, f, l, &b->leaders, "leader", name, label, nation));
  free (en), free (ek), free (text), free (name), free (label);
}

/* ---- markers ---- */

/* One row per marker kind, printed in the enum's order so that
 * ardina_data_markers[ARDINA_MARKER_FORTRESS] is the fortress row. */
static void
load_marker (Gen *g, const GenFile *f, xmlNodePtr m, int t, char *rows[GEN_N_MARKERS])
{
  int kind = gen_token_attr (g, f, m, "kind", gen_marker_kinds, GEN_N_OF (gen_marker_kinds));
  int count = 0, strength = 0;
  gen_int_attr (g, f, m, "count", 1, 255, &count);
  if (gen_has_attr (m, "strength"))
    gen_int_attr (g, f, m, "strength", 1, 9, &strength);
  if (kind < 0)
    return;
  if (rows[kind])
    {
      gen_error (g, f, m, "marker kind %s is given twice", gen_marker_kinds[kind]);
      return;
    }
  char *text = strength ? gen_printf ("%d, strength %d", count, strength) : gen_printf ("%d", count);
  int vi = gen_value (g, f, m, t, gen_marker_kinds[kind], "count", text, NULL);
  char *e = gen_token_enum ("ARDINA_MARKER_", gen_marker_kinds[kind]);
  rows[kind] = gen_printf ("  { %s, %d, %d, %d },\n", e, count, strength, vi);
  g->board->marker_count[kind] = count;
  free (e), free (text);
}

static void
emit_markers (Gen *g, const GenFile *f, xmlNodePtr root, char *rows[GEN_N_MARKERS])
{
  fputs ("const ArdinaDataMarker ardina_data_markers[] = {\n", g->body);
  for (size_t k = 0; k < GEN_N_MARKERS; k++)
    {
      if (!rows[k])
        gen_error (g, f, root, "the counter mix gives no %s markers", gen_marker_kinds[k]);
      fputs (rows[k] ? rows[k] : "  { 0, 0, 0, 0 },\n", g->body);
      free (rows[k]);
    }
  fputs ("};\n\n", g->body);
  fprintf (g->decls, "#define ARDINA_DATA_N_MARKER_KINDS %zu\n"
           "extern const ArdinaDataMarker ardina_data_markers[];\n\n", GEN_N_MARKERS);
}

/* ---- campaign markers ---- */

/* Fields that only some categories have: who may play it, whether it
 * leaves play (7.7), the optional section it needs, its rabble values. */
typedef struct {
  int category, player, once, optional, count, value[2];
} Campaign;

static void
campaign_optional (Gen *g, const GenFile *f, xmlNodePtr c, Campaign *cm)
{
  if (!gen_has_attr (c, "optional") || gen_int_attr (g, f, c, "optional", 1, 38, &cm->optional) < 0)
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
  Campaign cm = { .category = gen_token_attr (g, f, c, "category", categories,
                                              GEN_N_OF (categories)) };
  char *once = gen_attr (c, "once");
  cm.once = once && strcmp (once, "yes") == 0;
  free (once);
  cm.player = gen_token_attr (g, f, c, "player", players, GEN_N_OF (players));
  if ((cm.player >= 0) != (cm.category == C_ACTION))
    gen_error (g, f, c, "action markers, and only they, say which player may play them (7.8)");
  gen_int_attr (g, f, c, "count", 1, 255, &cm.count);
  campaign_optional (g, f, c, &cm);
  if ((gen_has_attr (c, "american") || gen_has_attr (c, "british")) != (cm.category == C_RABBLE))
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
  const char *cat = gen_enum_token (categories, cm->category);
  if (cm->category == C_ACTION && cm->optional)
    return gen_printf ("%s x%d, %s, %s, needs optional section %d", cat, cm->count,
                       gen_enum_token (players, cm->player), cm->once ? "once" : "repeatable",
                       cm->optional);
  if (cm->category == C_ACTION)
    return gen_printf ("%s x%d, %s, %s", cat, cm->count, gen_enum_token (players, cm->player),
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
  char *ec = gen_token_enum ("ARDINA_CAMPAIGN_CATEGORY_", gen_enum_token (categories, cm.category));
  char *ep = gen_token_enum ("ARDINA_PLAYER_", gen_enum_token (players, cm.player));
  fputs ("  { ", out);
  gen_c_string (out, name);
  fputs (", ", out);
  gen_c_string (out, label);
  fprintf (out, ", %s, %s, %d, %d, { %d, %d }, %d, %d },\n", ec, ep, cm.once, cm.optional,
           cm.value[0], cm.value[1], cm.count, vi);
  size_t i = gen_names_add (g, f, c, &b->campaigns, "campaign marker", name, label, cm.category);
  gen_define_index (g, "ARDINA_CAMPAIGN_", name, i);
  /* Expanded so that piece i is one counter a player can hold. */
  for (int k = 0; k < cm.count; k++)
    fprintf (pieces, "  %zu,%s", i, (++b->n_pieces % 12) ? "" : "\n");
  free (ec), free (ep), free (text), free (name), free (label);
}

/* ---- output ---- */

static void
load_counters_body (Gen *g, const GenFile *f, xmlNodePtr root, int t)
{
  GenStream leaders, campaigns, pieces;
  char *markers[GEN_N_MARKERS] = { 0 };
  gen_stream_open (&leaders), gen_stream_open (&campaigns), gen_stream_open (&pieces);
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
  gen_stream_emit (g, &leaders, "const ArdinaDataLeader ardina_data_leaders[] = {\n",
                   "  { NULL, NULL, 0, 0, 0, 0 }\n};\n\n");
  emit_markers (g, f, root, markers);
  gen_stream_emit (g, &campaigns, "const ArdinaDataCampaign ardina_data_campaigns[] = {\n",
                   "  { NULL, NULL, 0, 0, 0, 0, { 0, 0 }, 0, 0 }\n};\n\n");
  gen_stream_emit (g, &pieces, "const uint16_t ardina_data_campaign_pieces[] = {\n",
                   "\n  ARDINA_NONE\n};\n\n");
}

void
gen_counters_load (Gen *g, const GenFile *f)
{
  struct GenBoard *b = gen_board (g);
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
