/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The checkers of components as data facts.
 *
 * What the engine's compiled tables say about one component (a locale, a
 * route, a unit, a leader, a campaign marker kind, a map marker kind, a
 * constant), checked attribute by attribute: each attribute the case gives
 * must equal the data, spelled with the tokens of rules-xml/. The plural
 * forms count the components matching every filter given. These are the
 * tables the engine plays with, so a wrong value here is a wrong game. */
#include "oracle-internal.h"

#include <string.h>

static const char *const locale_kinds[] = { "town", "wilderness", "indian", "high-seas", "off-map" };
static const char *const colours[] = { "none", "american", "british", "neutral", "french", "spanish" };
static const char *const route_kinds[] = { "road", "trail", "river", "sea" };
static const char *const nations[] = { "american", "british", "hessian", "french", "spanish", "indian" };
static const char *const unit_types[] = { "regular", "detachment", "grenadier", "light",
                                          "militia", "marine", "fleet", "indian" };
static const char *const leader_kinds[] = { "general", "militia", "admiral" };
static const char *const categories[] = { "action", "rabble", "tactics", "spare" };
static const char *const players[] = { "both", "american", "british" };
G_STATIC_ASSERT (G_N_ELEMENTS (locale_kinds) == ARDINA_LOCALE_KIND_COUNT);
G_STATIC_ASSERT (G_N_ELEMENTS (colours) == ARDINA_COLOUR_COUNT);
G_STATIC_ASSERT (G_N_ELEMENTS (route_kinds) == ARDINA_ROUTE_COUNT);
G_STATIC_ASSERT (G_N_ELEMENTS (nations) == ARDINA_UNATION_COUNT);
G_STATIC_ASSERT (G_N_ELEMENTS (unit_types) == ARDINA_UNIT_TYPE_COUNT);
G_STATIC_ASSERT (G_N_ELEMENTS (leader_kinds) == ARDINA_LEADER_KIND_COUNT);
G_STATIC_ASSERT (G_N_ELEMENTS (categories) == ARDINA_CAMPAIGN_CATEGORY_COUNT);
G_STATIC_ASSERT (G_N_ELEMENTS (players) == ARDINA_PLAYER_COUNT);

static const char *
token (const char *const *names, guint n, guint i)
{
  return i < n ? names[i] : "?";
}
#define TOKEN(names, i) token (names, G_N_ELEMENTS (names), (i))

/* Does the attribute @name of @n, if given, equal @got? When it does not
 * and @actual is given, says what the data has instead. */
static gboolean
fact (xmlNodePtr n, const char *name, const char *got, GString *actual)
{
  const char *want = ardina_oracle_attr (n, name);
  if (!want || strcmp (want, got) == 0)
    return TRUE;
  if (actual)
    g_string_append_printf (actual, "%s%s is %s", actual->len ? "; " : "", name, got);
  return FALSE;
}

static gboolean
fact_int (xmlNodePtr n, const char *name, long got, GString *actual)
{
  char text[24];
  g_snprintf (text, sizeof text, "%ld", got);
  return fact (n, name, text, actual);
}

static gboolean
fact_contains (xmlNodePtr n, const char *name, const char *got, GString *actual)
{
  const char *want = ardina_oracle_attr (n, name);
  if (!want || strstr (got, want))
    return TRUE;
  if (actual)
    g_string_append_printf (actual, "%sthe label is '%s'", actual->len ? "; " : "", got);
  return FALSE;
}

static gboolean
locale_facts (xmlNodePtr n, guint l, GString *actual)
{
  const ArdinaDataLocale *d = &ardina_data_locales[l];
  const char *region = d->region < ARDINA_DATA_N_MAP_REGIONS ? ardina_data_map_regions[d->region].name : "none";
  /* & and not &&: every attribute is compared, so that a failure shows
   * every difference at once. */
  return fact (n, "kind", TOKEN (locale_kinds, d->kind), actual)
         & fact (n, "region", region, actual)
         & fact_int (n, "value", d->value, actual)
         & fact (n, "colour", TOKEN (colours, d->colour), actual)
         & fact (n, "port", d->port ? "yes" : "no", actual);
}

static gboolean
route_facts (xmlNodePtr n, guint r, GString *actual)
{
  const ArdinaDataRoute *d = &ardina_data_routes[r];
  const char *from = ardina_oracle_attr (n, "from"), *to = ardina_oracle_attr (n, "to");
  const char *a = ardina_data_locales[d->a].name, *b = ardina_data_locales[d->b].name;
  gboolean ends = to ? (!g_strcmp0 (from, a) && !strcmp (to, b)) || (!g_strcmp0 (from, b) && !strcmp (to, a))
                     : !from || !strcmp (from, a) || !strcmp (from, b);
  return ends && fact (n, "kind", TOKEN (route_kinds, d->kind), actual);
}

/* "name: what differs", or HELD. */
static Verdict
facts_verdict (gboolean ok, xmlNodePtr n, GString *actual)
{
  if (ok)
    return HELD;
  g_string_prepend (actual, ": ");
  g_string_prepend (actual, ardina_oracle_attr (n, "name") ? ardina_oracle_attr (n, "name")
                                                           : ardina_oracle_attr (n, "kind"));
  return FAILED;
}

/* The index @lookup gives the name= of @n, or -1 after saying there is no
 * such @what: the lookup every singular checker by name opens with. */
static int
named (xmlNodePtr n, int (*lookup) (const char *name), const char *what, GString *actual)
{
  const char *name = ardina_oracle_attr (n, "name");
  int i = lookup (name);
  if (i < 0)
    ardina_oracle_no_such (actual, what, name);
  return i;
}

/* <locale name [kind region value colour port]/> */
Verdict
ardina_oracle_step_locale (Ctx *c, xmlNodePtr n, GString *actual)
{
  int l = named (n, ardina_locale_lookup, "locale", actual);
  return l < 0 ? FAILED : facts_verdict (locale_facts (n, (guint) l, actual), n, actual);
}

/* <region name [colonial]/>: a political division of 2.7; colonial="yes"
 * for the seven colonial regions of 3.1. */
Verdict
ardina_oracle_step_region (Ctx *c, xmlNodePtr n, GString *actual)
{
  int r = named (n, ardina_map_region_lookup, "region", actual);
  if (r < 0)
    return FAILED;
  return facts_verdict (fact (n, "colonial", ardina_data_map_regions[r].colonial ? "yes" : "no", actual), n, actual);
}

/* count= (exactly) and at-least= of the plural forms. */
static Verdict
check_count (xmlNodePtr n, const char *what, guint got, GString *matches, GString *actual)
{
  long exact = ardina_oracle_attr_int (n, "count", -1), least = ardina_oracle_attr_int (n, "at-least", -1);
  if ((exact < 0 || (long) got == exact) && (least < 0 || (long) got >= least))
    return HELD;
  g_string_printf (actual, "%u %s match%s%s", got, what, got ? ": " : "", matches->str);
  return FAILED;
}

static void
add_match (GString *matches, guint *n, const char *name)
{
  if (*n < 12)
    g_string_append_printf (matches, "%s%s", *n ? ", " : "", name);
  else if (*n == 12)
    g_string_append (matches, "...");
  (*n)++;
}

/* <locales [kind region value colour port] count|at-least/> */
Verdict
ardina_oracle_step_locales (Ctx *c, xmlNodePtr n, GString *actual)
{
  GString *matches = g_string_new (NULL);
  guint got = 0;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (locale_facts (n, l, NULL))
      add_match (matches, &got, ardina_data_locales[l].name);
  Verdict v = check_count (n, "locales", got, matches, actual);
  g_string_free (matches, TRUE);
  return v;
}

static gboolean
locale_named (GString *actual, const char *name)
{
  if (!name || ardina_locale_lookup (name) >= 0)
    return TRUE;
  ardina_oracle_no_such (actual, "locale", name);
  return FALSE;
}

/* <route from to [kind]/>: a route joins the two locales (of that kind). */
Verdict
ardina_oracle_step_route (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *from = ardina_oracle_attr (n, "from"), *to = ardina_oracle_attr (n, "to");
  if (!locale_named (actual, from) || !locale_named (actual, to))
    return FAILED;
  GString *kinds = g_string_new (NULL);
  for (guint r = 0; r < ARDINA_DATA_N_ROUTES; r++)
    {
      GString *why = g_string_new (NULL);
      gboolean ok = route_facts (n, r, why);
      if (why->len)
        g_string_append_printf (kinds, "%s%s", kinds->len ? ", " : "", TOKEN (route_kinds, ardina_data_routes[r].kind));
      g_string_free (why, TRUE);
      if (ok)
        {
          g_string_free (kinds, TRUE);
          return HELD;
        }
    }
  if (kinds->len)
    g_string_printf (actual, "the route from %s to %s is a %s route", from, to, kinds->str);
  else
    g_string_printf (actual, "no route joins %s and %s", from, to);
  g_string_free (kinds, TRUE);
  return FAILED;
}

/* <routes [from] [kind] count|at-least/>: routes of that kind (from that
 * locale). */
Verdict
ardina_oracle_step_routes (Ctx *c, xmlNodePtr n, GString *actual)
{
  if (!locale_named (actual, ardina_oracle_attr (n, "from")))
    return FAILED;
  GString *matches = g_string_new (NULL);
  guint got = 0;
  for (guint r = 0; r < ARDINA_DATA_N_ROUTES; r++)
    if (route_facts (n, r, NULL))
      {
        char *name = g_strdup_printf ("%s-%s", ardina_data_locales[ardina_data_routes[r].a].name,
                                      ardina_data_locales[ardina_data_routes[r].b].name);
        add_match (matches, &got, name);
        g_free (name);
      }
  Verdict v = check_count (n, "routes", got, matches, actual);
  g_string_free (matches, TRUE);
  return v;
}

/* Units and leaders are both counters of the piece table with a nation, a
 * class (a unit's type, a leader's kind), a number (strength, value) and a
 * label, so one checker serves both; a row says how each spells them. */
typedef struct {
  const char *element;                  /* and the word of "there is no unit named" */
  uint16_t code_kind;                   /* ARDINA_CODE_UNIT, ARDINA_CODE_LEADER */
  const char *class_attr, *number_attr;
  const char *const *classes;
  guint n_classes;
} CounterKind;

static const CounterKind counter_kinds[] = {
  { "unit", ARDINA_CODE_UNIT, "type", "strength", unit_types, G_N_ELEMENTS (unit_types) },
  { "leader", ARDINA_CODE_LEADER, "kind", "value", leader_kinds, G_N_ELEMENTS (leader_kinds) },
};

/* What the data says of one counter, whichever its kind. */
typedef struct {
  const char *label;
  guint nation, class_, number;
} Counter;

/* The index of the counter of kind @k that @n names, or -1 after saying
 * why. */
static int
counter_index (xmlNodePtr n, const CounterKind *k, GString *actual)
{
  const char *name = ardina_oracle_attr (n, "name");
  int code = ardina_piece_lookup (name);
  if (code >= 0 && (code & ARDINA_CODE_KIND_MASK) == k->code_kind)
    return code & ~ARDINA_CODE_KIND_MASK;
  ardina_oracle_no_such (actual, k->element, name);
  return -1;
}

/* A switch, not a field of the row: the two tables have their own types. */
static Counter
counter_row (const CounterKind *k, guint i)
{
  if (k->code_kind == ARDINA_CODE_UNIT)
    {
      const ArdinaDataUnit *u = &ardina_data_units[i];
      return (Counter) { u->label, u->nation, u->type, u->strength };
    }
  const ArdinaDataLeader *l = &ardina_data_leaders[i];
  return (Counter) { l->label, l->nation, l->kind, l->value };
}

/* <unit name [nation type strength label-contains]/>,
 * <leader name [nation kind value label-contains]/> */
Verdict
ardina_oracle_step_counter (Ctx *c, xmlNodePtr n, GString *actual)
{
  const CounterKind *k = &counter_kinds[ardina_xml_is (n, "unit") ? 0 : 1];
  int i = counter_index (n, k, actual);
  if (i < 0)
    return FAILED;
  Counter d = counter_row (k, (guint) i);
  return facts_verdict (fact (n, "nation", TOKEN (nations, d.nation), actual)
                        & fact (n, k->class_attr, token (k->classes, k->n_classes, d.class_), actual)
                        & fact_int (n, k->number_attr, d.number, actual)
                        & fact_contains (n, "label-contains", d.label, actual), n, actual);
}

/* <campaign name [category player count american-value british-value once
 * optional]/>: a kind of campaign marker ("franklin", "tactics"). */
Verdict
ardina_oracle_step_campaign (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *name = ardina_oracle_attr (n, "name");
  for (guint k = 0; k < ARDINA_DATA_N_CAMPAIGNS; k++)
    if (strcmp (ardina_data_campaigns[k].name, name) == 0)
      {
        const ArdinaDataCampaign *d = &ardina_data_campaigns[k];
        return facts_verdict (fact (n, "category", TOKEN (categories, d->category), actual)
                              & fact (n, "player", TOKEN (players, d->player), actual)
                              & fact_int (n, "count", d->count, actual)
                              & fact_int (n, "american-value", d->value[0], actual)
                              & fact_int (n, "british-value", d->value[1], actual)
                              & fact (n, "once", d->once ? "yes" : "no", actual)
                              & fact_int (n, "optional", d->optional, actual), n, actual);
      }
  return ardina_oracle_no_such (actual, "kind of campaign marker", name);
}

/* <marker-kind kind [count strength]/>: a kind of map marker (2.15). */
Verdict
ardina_oracle_step_marker_kind (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *kind = ardina_oracle_attr (n, "kind");
  int code = ardina_piece_lookup (kind);
  if (code < 0 || (code & ARDINA_CODE_KIND_MASK) != ARDINA_CODE_MARKER)
    return ardina_oracle_no_such (actual, "kind of map marker", kind);
  const ArdinaDataMarker *d = &ardina_data_markers[code & ~ARDINA_CODE_KIND_MASK];
  return facts_verdict (fact_int (n, "count", d->count, actual)
                        & fact_int (n, "strength", d->strength, actual), n, actual);
}

/* <constant name value/>: a number of rules-xml/constants.xml. */
Verdict
ardina_oracle_step_constant (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *name = ardina_oracle_attr (n, "name");
  int value;
  if (!ardina_constant_lookup (name, &value))
    return ardina_oracle_no_such (actual, "constant", name);
  return facts_verdict (fact_int (n, "value", value, actual), n, actual);
}
