/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Loader of counters.xml: units, leaders, markers, the moments at which
 * action markers are played (7.9) and campaign markers.
 *
 * The schema fixes each element's shape and token lists. This loader checks
 * what a schema cannot see: unique names, none shared by a unit and a
 * leader; each marker kind given once; every moment given once, in the
 * engine's order; the fields only some categories of campaign marker have,
 * among them the moments an action marker names (each declared above it,
 * and once) and the marker that negates its play.
 *
 * The names, the marker counts and the number of campaign pieces stay in
 * struct GenBoard (gen.h) for the set-up (gen-setup.c), which also reads
 * gen_nations.
 *
 * The map marker kinds are counters.xml's own list: the ArdinaMarkerKind
 * enum (in ardina-data.h), their names, labels and the rule introducing
 * each are printed from it, and static asserts in the output check that
 * each row sits at its kind's index.
 */
#include "gen.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Closed token lists, in the order of the enums of data-types-board.h.
 * gen.h declares the one that gen-setup.c reads, with its count and enum:
 * a list that changes must change there too. */
const char *const gen_nations[] = { "american", "british", "hessian", "french", "spanish", "indian" };
static const char *const unit_types[] = { "regular", "detachment", "grenadier", "light",
                                          "militia", "marine", "fleet", "indian" };
static const char *const leader_kinds[] = { "general", "militia", "admiral" };
static const char *const categories[] = { "action", "rabble", "tactics", "spare" };
enum { C_ACTION, C_RABBLE };
static const char *const players[] = { "both", "american", "british" };

_Static_assert (GEN_N_OF (gen_nations) == GEN_N_NATIONS, "gen.h's nation enum is gen_nations");

/* The name and label that open a row of most tables. */
static void
row_strings (FILE *out, const char *name, const char *label)
{
  fputs ("  { ", out);
  gen_c_string (out, name);
  fputs (", ", out);
  gen_c_string (out, label);
}

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
  row_strings (out, name, label);
  fprintf (out, ", %s, %s, %d, %d },\n", en, ek, value, vi);
  gen_define_index (g, "ARDINA_LEADER_", name,
                    gen_names_add (g, f, l, &b->leaders, "leader", name, label, nation));
  free (en), free (ek), free (text), free (name), free (label);
}

/* ---- markers ---- */

/* One row per marker kind, in the file's order, which is the enum's:
 * ardina_data_markers[ARDINA_MARKER_FORTRESS] is the fortress row, and the
 * static asserts printed with the rows fail the build if the two differ. */
static void
load_marker (Gen *g, const GenFile *f, xmlNodePtr m, int t, GenStream *rows)
{
  struct GenBoard *b = g->board;
  char *kind = gen_attr (m, "kind"), *label = gen_attr (m, "label");
  char *intro = gen_attr (m, "introduced-by");
  int count = 0, strength = 0;
  int rule = intro ? gen_rule_index (g, intro) : -1;
  gen_int_attr (g, f, m, "count", 1, 255, &count);
  if (gen_has_attr (m, "strength"))
    gen_int_attr (g, f, m, "strength", 1, 9, &strength);
  if (rule < 0)
    gen_error (g, f, m, "<marker> introduced-by=\"%s\" is not a rule of the catalog", intro ? intro : "");
  if (b->markers.n >= GEN_MAX_MARKERS)
    gen_error (g, f, m, "more than %zu marker kinds", GEN_MAX_MARKERS);
  else if (kind && label && rule >= 0)
    {
      size_t k = gen_names_add (g, f, m, &b->markers, "marker kind", kind, label, 0);
      char *text = strength ? gen_printf ("%d, strength %d", count, strength) : gen_printf ("%d", count);
      int vi = gen_value (g, f, m, t, kind, "count", text, NULL);
      char *e = gen_token_enum ("ARDINA_MARKER_", kind);
      row_strings (rows->out, kind, label);
      fprintf (rows->out, ", %s, %d, %d, %d, %d },\n", e, count, strength, vi, rule);
      b->marker_count[k] = count;
      free (e), free (text);
    }
  free (kind), free (label), free (intro);
}

/* The enum of the map marker kinds (2.15), in counters.xml's order; the
 * code names a kind by its constant (ARDINA_MARKER_MASSACRE), and a kind
 * the code names but the XML lacks fails to compile. */
static void
emit_marker_enum (Gen *g, const GenNames *kinds)
{
  fprintf (g->decls, "/* The map marker kinds (2.15): counters.xml's <marker> elements, in order. */\n"
           "typedef enum {\n");
  for (size_t k = 0; k < kinds->n; k++)
    {
      char *e = gen_token_enum ("ARDINA_MARKER_", kinds->v[k].name);
      fprintf (g->decls, "  %s,\n", e);
      free (e);
    }
  fprintf (g->decls, "  ARDINA_MARKER_COUNT\n} ArdinaMarkerKind;\n\n");
}

static void
emit_markers (Gen *g, GenStream *rows)
{
  const GenNames *kinds = &g->board->markers;
  size_t n = kinds->n;
  emit_marker_enum (g, kinds);
  for (size_t k = 0; k < n; k++)
    {
      char *e = gen_token_enum ("ARDINA_MARKER_", kinds->v[k].name);
      fprintf (g->body, "_Static_assert (%s == %zu, \"ArdinaMarkerKind follows counters.xml: %s\");\n",
               e, k, kinds->v[k].name);
      free (e);
    }
  fprintf (g->body, "_Static_assert (ARDINA_MARKER_COUNT == %zu, "
           "\"ArdinaMarkerKind has counters.xml's marker kinds, no more\");\n\n", n);
  gen_stream_emit (g, rows, "const ArdinaDataMarker ardina_data_markers[] = {\n",
                   "  { NULL, NULL, 0, 0, 0, 0, 0 }\n};\n\n");
  fprintf (g->decls, "#define ARDINA_DATA_N_MARKER_KINDS %zu\n"
           "extern const ArdinaDataMarker ardina_data_markers[];\n\n", n);
}

/* ---- moments (7.9) ---- */

/* The times of 7.9 at which an action marker may be played, in the order
 * the engine numbers them: ARDINA_MOMENT_<NAME> is the index here, and bit
 * i of a campaign row's moments is moment i. counters.rng lists the same
 * names; the file must give each once and in this order, so that no edit
 * of the file renumbers what the engine was written against. */
static const char *const moment_names[] = {
  "any-time", "political-phase", "mobilization-phase", "movement-start", "movement-phase",
  "movement-end", "forced-march-phase", "enemy-naval-move", "battle-start", "battle-end",
  "adjustment-start", "end-of-turn", "after-own-roll"
};
#define N_MOMENTS GEN_N_OF (moment_names)
#define MOMENT_BIT(i) ((uint32_t) 1 << (i))
/* In the order of ArdinaMomentAsk. */
static const char *const moment_asks[] = { "players", "holders" };

_Static_assert (GEN_N_OF (moment_names) <= 32, "a campaign row's moments are a uint32_t mask");

/* The moments given so far, which the campaign markers below them name. */
typedef struct {
  uint32_t declared;            /* bit i: moment_names[i] given */
  int last;                     /* the greatest index given, or -1 */
  GenStream rows;
} Moments;

/* Each moment once, in moment_names' order; one never given is reported
 * when the file has been read (emit_moments). */
static void
moment_place (Gen *g, const GenFile *f, xmlNodePtr m, int i, Moments *ms)
{
  if (ms->declared & MOMENT_BIT (i))
    gen_error (g, f, m, "duplicate moment \"%s\"", moment_names[i]);
  else if (i < ms->last)
    gen_error (g, f, m, "moment %s is out of order: it must come before %s", moment_names[i],
               moment_names[ms->last]);
  ms->declared |= MOMENT_BIT (i);
  if (i > ms->last)
    ms->last = i;
}

/* The ruling that says whom a window at the moment asks, as C: its index
 * in ardina_data_rulings, or ARDINA_NONE. */
static char *
moment_ruling (Gen *g, const GenFile *f, xmlNodePtr m, const char *ruling)
{
  int r = gen_ruling_index (g, ruling);
  if (ruling && r < 0)
    gen_error (g, f, m, "<moment> ruling=\"%s\" is not a ruling of the catalog", ruling);
  return r >= 0 ? gen_printf ("%d", r) : gen_strdup ("ARDINA_NONE");
}

/* Its rule is its provenance (source="rulebook", which the schema
 * requires), so gen_value reports a rule the catalog lacks. */
static void
load_moment (Gen *g, const GenFile *f, xmlNodePtr m, int t, Moments *ms)
{
  char *name = gen_attr (m, "name"), *label = gen_attr (m, "label");
  char *rule = gen_attr (m, "rule"), *ruling = gen_attr (m, "ruling");
  int i = gen_token_attr (g, f, m, "name", moment_names, N_MOMENTS);
  int ask = gen_token_attr (g, f, m, "ask", moment_asks, GEN_N_OF (moment_asks));
  if (i >= 0)
    moment_place (g, f, m, i, ms);
  char *er = moment_ruling (g, f, m, ruling);
  char *text = gen_printf ("ask %s%s%s", gen_enum_token (moment_asks, ask),
                           ruling ? ", ruling " : "", ruling ? ruling : "");
  int vi = gen_value (g, f, m, t, name, "moment", text, label);
  char *ea = gen_token_enum ("ARDINA_MOMENT_ASK_", gen_enum_token (moment_asks, ask));
  row_strings (ms->rows.out, name, label);
  fprintf (ms->rows.out, ", %d, %s, %s, %d },\n", gen_rule_index (g, rule), ea, er, vi);
  if (i >= 0)
    gen_define_index (g, "ARDINA_MOMENT_", name, (size_t) i);
  free (ea), free (text), free (er), free (name), free (label), free (rule), free (ruling);
}

static void
emit_moments (Gen *g, const GenFile *f, xmlNodePtr root, Moments *ms)
{
  for (size_t i = 0; i < N_MOMENTS; i++)
    if (!(ms->declared & MOMENT_BIT (i)))
      gen_error (g, f, root, "the counter mix declares no moment %s", moment_names[i]);
  gen_stream_emit (g, &ms->rows, "const ArdinaDataMoment ardina_data_moments[] = {\n",
                   "  { NULL, NULL, 0, 0, 0, 0 }\n};\n\n");
  fprintf (g->decls, "#define ARDINA_DATA_N_MOMENTS %zu\n"
           "extern const ArdinaDataMoment ardina_data_moments[];\n\n", N_MOMENTS);
}

/* ---- campaign markers ---- */

/* Fields that only some categories have: who may play it, whether it
 * leaves play (7.7), the optional section it needs, its rabble values,
 * when it may be played and what negates its play (7.9). */
typedef struct {
  int category, player, once, optional, count, value[2];
  uint32_t moments;
  int negated_by;               /* campaign index, or -1 */
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

/* The moments="..." of an action marker as a mask over moment_names:
 * each a moment declared above the marker, and each once. */
static uint32_t
campaign_moments (Gen *g, const GenFile *f, xmlNodePtr c, uint32_t declared)
{
  char *list = gen_attr (c, "moments"), *save = NULL;
  uint32_t mask = 0;
  for (char *m = list ? strtok_r (list, " ", &save) : NULL; m; m = strtok_r (NULL, " ", &save))
    {
      int i = gen_name_index ((char **) moment_names, N_MOMENTS, m);
      if (i < 0)
        gen_error (g, f, c, "moments: no moment is named \"%s\"", m);
      else if (!(declared & MOMENT_BIT (i)))
        gen_error (g, f, c, "moments: %s is not declared above this marker", m);
      else if (mask & MOMENT_BIT (i))
        gen_error (g, f, c, "moments: %s is given twice", m);
      mask |= i >= 0 ? MOMENT_BIT (i) : 0;
    }
  free (list);
  return mask;
}

static int
attr_is (xmlNodePtr node, const char *attr, const char *value)
{
  char *s = gen_attr (node, attr);
  int is = s && strcmp (s, value) == 0;
  free (s);
  return is;
}

/* The index campaign marker @name will have, its place among the
 * <campaign>s, and its element: looked up ahead, because the Spy comes
 * after the Mutiny & Treason it negates. -1 if none has that name. */
static int
campaign_ahead (xmlNodePtr root, const char *name, xmlNodePtr *found)
{
  int i = 0;
  for (xmlNodePtr n = root->children; n; n = n->next)
    if (gen_is (n, "campaign"))
      {
        if (attr_is (n, "name", name))
          {
            *found = n;
            return i;
          }
        i++;
      }
  return -1;
}

/* negated-by: another action marker, whose immediate play cancels this
 * one's (7.9). */
static int
campaign_negated_by (Gen *g, const GenFile *f, xmlNodePtr c)
{
  char *name = gen_attr (c, "negated-by");
  xmlNodePtr by = NULL;
  int i = name ? campaign_ahead (c->parent, name, &by) : -1;
  if (name && i < 0)
    gen_error (g, f, c, "negated-by=\"%s\": no campaign marker has that name", name);
  else if (name && by == c)
    gen_error (g, f, c, "negated-by=\"%s\": a marker cannot negate its own play", name);
  else if (name && !attr_is (by, "category", "action"))
    gen_error (g, f, c, "negated-by=\"%s\": %s is not an action marker, and only their play "
               "negates (7.9)", name, name);
  free (name);
  return i;
}

/* When an action marker may be played, and what negates its play (7.9). */
static void
campaign_play (Gen *g, const GenFile *f, xmlNodePtr c, Campaign *cm, uint32_t declared)
{
  int action = cm->category == C_ACTION;
  if (gen_has_attr (c, "moments") != action)
    gen_error (g, f, c, "action markers, and only they, say at which moments they are played (7.9)");
  else if (action)
    cm->moments = campaign_moments (g, f, c, declared);
  if (gen_has_attr (c, "negated-by") && !action)
    gen_error (g, f, c, "only the play of an action marker can be negated (7.9)");
  else
    cm->negated_by = campaign_negated_by (g, f, c);
}

static Campaign
campaign_fields (Gen *g, const GenFile *f, xmlNodePtr c, uint32_t declared)
{
  Campaign cm = { .category = gen_token_attr (g, f, c, "category", categories,
                                              GEN_N_OF (categories)), .negated_by = -1 };
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
  campaign_play (g, f, c, &cm, declared);
  return cm;
}

/* "at political-phase mobilization-phase", in the moments' order. */
static char *
moments_text (uint32_t moments)
{
  char *s = gen_strdup ("at");
  for (size_t i = 0; i < N_MOMENTS; i++)
    if (moments & MOMENT_BIT (i))
      {
        char *longer = gen_printf ("%s %s", s, moment_names[i]);
        free (s);
        s = longer;
      }
  return s;
}

/* "action x1, both, repeatable, at adjustment-start, negated by spy". */
static char *
action_text (xmlNodePtr c, const Campaign *cm)
{
  char *optional = cm->optional ? gen_printf (", needs optional section %d", cm->optional)
                                : gen_strdup ("");
  char *at = moments_text (cm->moments), *by = gen_attr (c, "negated-by");
  char *s = gen_printf ("action x%d, %s, %s%s, %s%s%s", cm->count,
                        gen_enum_token (players, cm->player), cm->once ? "once" : "repeatable",
                        optional, at, by ? ", negated by " : "", by ? by : "");
  free (optional), free (at), free (by);
  return s;
}

static char *
campaign_text (xmlNodePtr c, const Campaign *cm)
{
  const char *cat = gen_enum_token (categories, cm->category);
  if (cm->category == C_ACTION)
    return action_text (c, cm);
  if (cm->category == C_RABBLE)
    return gen_printf ("%s x%d, american %d, british %d", cat, cm->count, cm->value[0], cm->value[1]);
  return gen_printf ("%s x%d", cat, cm->count);
}

/* A campaign row: its moments are a mask over ardina_data_moments. */
static void
campaign_row (FILE *out, const char *name, const char *label, const Campaign *cm, int vi)
{
  char *ec = gen_token_enum ("ARDINA_CAMPAIGN_CATEGORY_", gen_enum_token (categories, cm->category));
  char *ep = gen_token_enum ("ARDINA_PLAYER_", gen_enum_token (players, cm->player));
  char *en = cm->negated_by >= 0 ? gen_printf ("%d", cm->negated_by) : gen_strdup ("ARDINA_NONE");
  row_strings (out, name, label);
  fprintf (out, ", %s, %s, %d, %d, { %d, %d }, %d, 0x%04lxu, %s, %d },\n", ec, ep, cm->once,
           cm->optional, cm->value[0], cm->value[1], cm->count, (unsigned long) cm->moments, en, vi);
  free (ec), free (ep), free (en);
}

static void
load_campaign (Gen *g, const GenFile *f, xmlNodePtr c, int t, uint32_t moments, FILE *out,
               FILE *pieces)
{
  struct GenBoard *b = g->board;
  char *name = gen_attr (c, "name"), *label = gen_attr (c, "label");
  Campaign cm = campaign_fields (g, f, c, moments);
  char *text = campaign_text (c, &cm);
  int vi = gen_value (g, f, c, t, name, "campaign", text, label);
  campaign_row (out, name, label, &cm, vi);
  size_t i = gen_names_add (g, f, c, &b->campaigns, "campaign marker", name, label, cm.category);
  gen_define_index (g, "ARDINA_CAMPAIGN_", name, i);
  /* Expanded so that piece i is one counter a player can hold. */
  for (int k = 0; k < cm.count; k++)
    fprintf (pieces, "  %zu,%s", i, (++b->n_pieces % 12) ? "" : "\n");
  free (text), free (name), free (label);
}

/* ---- output ---- */

static void
load_counters_body (Gen *g, const GenFile *f, xmlNodePtr root, int t)
{
  GenStream leaders, campaigns, pieces;
  Moments moments = { .last = -1 };
  GenStream markers;
  gen_stream_open (&leaders), gen_stream_open (&campaigns), gen_stream_open (&pieces);
  gen_stream_open (&markers);
  gen_stream_open (&moments.rows);
  fputs ("const ArdinaDataUnit ardina_data_units[] = {\n", g->body);
  for (xmlNodePtr c = root->children; c; c = c->next)
    {
      if (gen_is (c, "unit"))
        load_unit (g, f, c, t);
      else if (gen_is (c, "leader"))
        load_leader (g, f, c, t, leaders.out);
      else if (gen_is (c, "marker"))
        load_marker (g, f, c, t, &markers);
      else if (gen_is (c, "moment"))
        load_moment (g, f, c, t, &moments);
      else if (gen_is (c, "campaign"))
        load_campaign (g, f, c, t, moments.declared, campaigns.out, pieces.out);
    }
  fputs ("  { NULL, NULL, 0, 0, 0, 0 }\n};\n\n", g->body);
  gen_stream_emit (g, &leaders, "const ArdinaDataLeader ardina_data_leaders[] = {\n",
                   "  { NULL, NULL, 0, 0, 0, 0 }\n};\n\n");
  emit_markers (g, &markers);
  emit_moments (g, f, root, &moments);
  gen_stream_emit (g, &campaigns, "const ArdinaDataCampaign ardina_data_campaigns[] = {\n",
                   "  { NULL, NULL, 0, 0, 0, 0, { 0, 0 }, 0, 0, ARDINA_NONE, 0 }\n};\n\n");
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
