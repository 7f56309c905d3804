/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Loader of setup.xml: the set-up instructions of rule 4.
 *
 * The schema fixes each element's shape and token lists. This loader checks
 * what a schema cannot see: every piece and place resolving against the
 * names map.xml and counters.xml left in struct GenBoard (so both must be
 * loaded first); a set-up that uses each counter once, no more markers than
 * the mix holds, and only events progress.xml can bring about (read back
 * from the values progress.xml recorded); each side deployed once and in
 * one order.
 */
#include "gen.h"

#include <stdlib.h>
#include <string.h>

static const char *const sides[] = { "american", "british", "french", "spanish" };
enum { S_AMERICAN, S_BRITISH, S_FRENCH, S_SPANISH, N_SIDES };

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
  int markers[GEN_MAX_MARKERS];          /* placed so far */
  int order_side[N_SIDES + 1];         /* side deployed at each order, -1 */
  unsigned deploy_line[N_SIDES];
  unsigned placed_line[N_SIDES];       /* first placement of each side's forces */
  int drawn;
  GenStream choices;
  size_t n_choices;
} Setup;

static int
side_attr (Gen *g, const GenFile *f, xmlNodePtr node, const char *attr)
{
  int s = gen_token_attr (g, f, node, attr, sides, GEN_N_OF (sides));
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
      return nation == GEN_NATION_BRITISH || nation == GEN_NATION_HESSIAN
             || nation == GEN_NATION_INDIAN;
    case S_AMERICAN:
      return nation == GEN_NATION_AMERICAN
             || (op == OP_POOL && (nation == GEN_NATION_FRENCH || nation == GEN_NATION_SPANISH));
    case S_FRENCH:
      return nation == GEN_NATION_FRENCH;
    case S_SPANISH:
      return nation == GEN_NATION_SPANISH;
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
  const GenNames *names = what == W_UNIT ? &b->units : &b->leaders;
  s->what = what;
  s->index = gen_names_find (names, name);
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
               gen_nations[names->v[s->index].kind], sides[s->side]);
}

/* The mix must hold every marker the set-up places (13.10 caps units only,
 * but the set-up cannot place counters that are not there). */
static void
setup_marker (Gen *g, const GenFile *f, xmlNodePtr node, Setup *st, Step *s, const char *name)
{
  const struct GenBoard *b = g->board;
  s->what = W_MARKER;
  s->index = gen_names_find (&b->markers, name);
  if (s->index < 0)
    {
      gen_error (g, f, node, "marker=\"%s\" is not a marker kind", name);
      return;
    }
  if (++st->markers[s->index] > b->marker_count[s->index])
    gen_error (g, f, node, "the set-up places %d %s markers; the mix has %d", st->markers[s->index],
               name, b->marker_count[s->index]);
  if (!gen_has_attr (node, "optional")
      || gen_int_attr (g, f, node, "optional", 1, 38, &s->optional) < 0)
    gen_error (g, f, node, "a marker placement names the optional section it needs (1.4)");
}

static void
setup_campaign (Gen *g, const GenFile *f, xmlNodePtr node, Step *s, const char *name)
{
  const struct GenBoard *b = g->board;
  s->what = W_CAMPAIGN;
  if ((s->index = gen_names_find (&b->campaigns, name)) < 0)
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

static void
setup_place (Gen *g, const GenFile *f, xmlNodePtr node, Setup *st, Step *s)
{
  const struct GenBoard *b = g->board;
  char *at = gen_attr (node, "at"), *region = gen_attr (node, "region");
  s->side = side_attr (g, f, node, "side");
  s->op = at ? OP_PLACE_AT : OP_PLACE_IN_REGION;
  if (at)
    s->locale = gen_locale_ref (g, f, node, "at", at);
  else if (region && (s->region = gen_names_find (&b->regions, region)) < 0)
    gen_error (g, f, node, "region=\"%s\" is not a region of the map", region);
  if (s->region >= 0 && !gen_region_has_land (b, s->region))
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
      int i = gen_locale_ref (g, f, node, "of", tok);
      for (int k = 0; k < n && i >= 0; k++)
        if (seen[k] == i)
          gen_error (g, f, node, "of= lists %s twice", tok);
      if (n < (int) GEN_N_OF (seen))
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
  if (gen_value_position (g, "progress", "effect", until, 1) < 0)
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
    s->locale = gen_locale_ref (g, f, node, "to", to);
  if (gen_has_attr (node, "join"))
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
  gen_stream_open (&st.choices);
  fputs ("const ArdinaDataSetup ardina_data_setup[] = {\n", g->body);
  for (xmlNodePtr c = root->children; c; c = c->next)
    if (c->type == XML_ELEMENT_NODE)
      load_setup_step (g, f, c, t, &st), n++;
  fputs ("  { .op = 0, .side = 0xff, .what = 0xff, .index = ARDINA_NONE, .locale = ARDINA_NONE, "
         ".region = ARDINA_NONE, .until = ARDINA_NONE, .rule = ARDINA_NONE }\n};\n\n", g->body);
  gen_stream_emit (g, &st.choices, "const uint16_t ardina_data_setup_choices[] = {\n",
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
  struct GenBoard *b = gen_board (g);
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
