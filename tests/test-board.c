/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "board": the map, counter mix and set-up compiled from
 * rules-xml/map.xml, counters.xml and setup.xml.
 *
 * The set-up is checked against the text of rules 4.2-4.5, 4.9 and 4.10,
 * transcribed below from the rulebook (not from setup.xml), and the map
 * against what the rules require of it: one connected graph (3.1: any town
 * can be taken), off-map boxes reached only by sea (25.1), ports that open
 * on the high seas (2.5, 24), more town value than the 36 of 3.1. Locale
 * and region names come from generated macros, so a locale or leader that
 * rule 4 names but the data lacks stops this file from compiling. */
#include "internal.h"
#include "cu-main.h"

#include <stdio.h>
#include <string.h>

#define N_OF(a) (sizeof (a) / sizeof (a)[0])
#define NONE ARDINA_NONE

/* ---- helpers ---- */

/* The map region of a placement: its region, or its locale's. */
static uint16_t
row_region (const ArdinaDataSetup *s)
{
  if (s->op == ARDINA_SETUP_PLACE_IN_REGION)
    return s->region;
  if (s->op == ARDINA_SETUP_PLACE_AT && s->locale < ARDINA_DATA_N_LOCALES)
    return ardina_data_locales[s->locale].region;
  return NONE;
}

static const char *
rule_id (uint16_t rule)
{
  return rule < ARDINA_DATA_N_RULES ? ardina_data_rules[rule].id : "?";
}

static int
is_placement (const ArdinaDataSetup *s)
{
  return s->op == ARDINA_SETUP_PLACE_AT || s->op == ARDINA_SETUP_PLACE_IN_REGION
         || s->op == ARDINA_SETUP_CHOOSE;
}

static const ArdinaValue *
value_at (uint16_t i)
{
  return i < ARDINA_DATA_N_VALUES ? &ardina_data_values[i] : NULL;
}

/* ---- the map ---- */

/* Every locale rule 4 names, in the region its history puts it in; the
 * off-map boxes of 2.8 lie in no region. Detroit is in the West (not
 * Canada) and Louisville in New Spain: the project's reading of the map,
 * which 4.2 supports by listing Detroit apart from Canada. */
static const struct {
  uint16_t locale, region;
  const char *rule;
} rule4_locales[] = {
  { ARDINA_LOCALE_BOSTON, ARDINA_MAP_REGION_NEW_ENGLAND, "4.2" },
  { ARDINA_LOCALE_QUEBEC, ARDINA_MAP_REGION_CANADA, "4.2" },
  { ARDINA_LOCALE_HALIFAX, ARDINA_MAP_REGION_CANADA, "4.2" },
  { ARDINA_LOCALE_TICONDEROGA, ARDINA_MAP_REGION_MID_ATLANTIC, "4.2" },
  { ARDINA_LOCALE_NEW_YORK, ARDINA_MAP_REGION_MID_ATLANTIC, "4.2" },
  { ARDINA_LOCALE_YORKTOWN, ARDINA_MAP_REGION_VIRGINIA, "4.2" },
  { ARDINA_LOCALE_CAMDEN, ARDINA_MAP_REGION_DEEP_SOUTH, "4.2" },
  { ARDINA_LOCALE_CHARLOTTE, ARDINA_MAP_REGION_DEEP_SOUTH, "4.2" },
  { ARDINA_LOCALE_DETROIT, ARDINA_MAP_REGION_WEST, "4.2" },
  { ARDINA_LOCALE_BRITAIN, NONE, "4.2" },
  { ARDINA_LOCALE_BOONESBORO, ARDINA_MAP_REGION_WEST, "4.3" },
  { ARDINA_LOCALE_RICHMOND, ARDINA_MAP_REGION_VIRGINIA, "4.3" },
  { ARDINA_LOCALE_FRANCE, NONE, "4.4" },
  { ARDINA_LOCALE_NEW_ORLEANS, ARDINA_MAP_REGION_NEW_SPAIN, "4.5" },
  { ARDINA_LOCALE_LOUISVILLE, ARDINA_MAP_REGION_NEW_SPAIN, "4.5" },
  { ARDINA_LOCALE_HAVANA, ARDINA_MAP_REGION_CUBA, "4.5" },
  { ARDINA_LOCALE_SANTIAGO, ARDINA_MAP_REGION_CUBA, "4.5" },
  { ARDINA_LOCALE_SPAIN, NONE, "4.5" },
};

static void
test_rule4_locales (void)
{
  CU_ASSERT_EQUAL_FATAL (ARDINA_DATA_N_MAP_REGIONS, 11); /* the divisions of 2.7 */
  for (size_t i = 0; i < N_OF (rule4_locales); i++)
    {
      const ArdinaDataLocale *l = &ardina_data_locales[rule4_locales[i].locale];
      int box = rule4_locales[i].region == NONE;
      if (l->region != rule4_locales[i].region)
        printf ("\n  %s (%s) is in region %u\n", l->name, rule4_locales[i].rule, l->region);
      CU_ASSERT_EQUAL (l->region, rule4_locales[i].region);
      CU_ASSERT_EQUAL (l->kind, box ? ARDINA_LOCALE_KIND_OFF_MAP : ARDINA_LOCALE_KIND_TOWN);
    }
  /* Regions 4.2-4.5 place in by name need a town to place in. */
  const uint16_t named[] = { ARDINA_MAP_REGION_CANADA, ARDINA_MAP_REGION_FLORIDA,
                             ARDINA_MAP_REGION_WEST_INDIES, ARDINA_MAP_REGION_NEW_ENGLAND,
                             ARDINA_MAP_REGION_MID_ATLANTIC, ARDINA_MAP_REGION_VIRGINIA,
                             ARDINA_MAP_REGION_DEEP_SOUTH, ARDINA_MAP_REGION_HISPANIOLA };
  for (size_t r = 0; r < N_OF (named); r++)
    {
      int towns = 0;
      for (size_t i = 0; i < ARDINA_DATA_N_LOCALES; i++)
        towns += ardina_data_locales[i].region == named[r]
                 && ardina_data_locales[i].kind == ARDINA_LOCALE_KIND_TOWN;
      CU_ASSERT_TRUE (towns > 0);
    }
}

/* The seven colonial regions of 3.1 are the rows of the loyalty table. */
static void
test_colonial_regions (void)
{
  int colonial = 0;
  for (size_t i = 0; i < ARDINA_DATA_N_MAP_REGIONS; i++)
    {
      const ArdinaDataMapRegion *r = &ardina_data_map_regions[i];
      colonial += r->colonial;
      if (!r->colonial)
        {
          CU_ASSERT_EQUAL (r->loyalty, NONE);
          continue;
        }
      CU_ASSERT_FATAL (r->loyalty < ARDINA_DATA_N_REGIONS);
      CU_ASSERT_STRING_EQUAL (ardina_data_regions[r->loyalty].name, r->name);
    }
  CU_ASSERT_EQUAL (colonial, ARDINA_DATA_N_REGIONS);
  CU_ASSERT_EQUAL (colonial, ardina_data_constants[ARDINA_K_COLONIAL_REGIONS].value);
}

/* Each route appears once from each end, and the adjacency of a locale
 * lists exactly the routes that touch it. */
static void
test_adjacency (void)
{
  size_t total = 0;
  for (size_t i = 0; i < ARDINA_DATA_N_LOCALES; i++)
    {
      const ArdinaDataLocale *l = &ardina_data_locales[i];
      CU_ASSERT_EQUAL (l->adj_at, total);
      for (size_t k = l->adj_at; k < (size_t) l->adj_at + l->n_adj; k++)
        {
          const ArdinaDataAdjacency *a = &ardina_data_adjacency[k];
          CU_ASSERT_FATAL (a->route < ARDINA_DATA_N_ROUTES);
          const ArdinaDataRoute *r = &ardina_data_routes[a->route];
          CU_ASSERT_TRUE ((r->a == i && r->b == a->locale) || (r->b == i && r->a == a->locale));
        }
      total += l->n_adj;
    }
  CU_ASSERT_EQUAL (total, 2 * ARDINA_DATA_N_ROUTES);
}

static void
test_connected (void)
{
  uint16_t queue[ARDINA_DATA_N_LOCALES];
  char seen[ARDINA_DATA_N_LOCALES] = { 0 };
  size_t head = 0, tail = 0;
  queue[tail++] = ARDINA_LOCALE_BOSTON;
  seen[ARDINA_LOCALE_BOSTON] = 1;
  while (head < tail)
    {
      const ArdinaDataLocale *l = &ardina_data_locales[queue[head++]];
      for (size_t k = l->adj_at; k < (size_t) l->adj_at + l->n_adj; k++)
        {
          uint16_t n = ardina_data_adjacency[k].locale;
          if (n < ARDINA_DATA_N_LOCALES && !seen[n])
            seen[n] = 1, queue[tail++] = n;
        }
    }
  for (size_t i = 0; i < ARDINA_DATA_N_LOCALES; i++)
    if (!seen[i])
      printf ("\n  %s cannot be reached from Boston\n", ardina_data_locales[i].name);
  CU_ASSERT_EQUAL (tail, ARDINA_DATA_N_LOCALES);
}

/* Boxes are entered only by sea (25.1); land routes stay on land; every
 * port opens on the high seas (2.5, 24). */
static void
test_sea_and_land (void)
{
  int boxes = 0;
  for (size_t i = 0; i < ARDINA_DATA_N_LOCALES; i++)
    {
      const ArdinaDataLocale *l = &ardina_data_locales[i];
      int to_sea = 0;
      boxes += l->kind == ARDINA_LOCALE_KIND_OFF_MAP;
      for (size_t k = l->adj_at; k < (size_t) l->adj_at + l->n_adj; k++)
        {
          const ArdinaDataAdjacency *a = &ardina_data_adjacency[k];
          uint8_t kind = ardina_data_routes[a->route].kind;
          uint8_t other = ardina_data_locales[a->locale].kind;
          to_sea |= kind == ARDINA_ROUTE_SEA && other == ARDINA_LOCALE_KIND_HIGH_SEAS;
          if (l->kind == ARDINA_LOCALE_KIND_OFF_MAP || l->kind == ARDINA_LOCALE_KIND_HIGH_SEAS)
            CU_ASSERT_EQUAL (kind, ARDINA_ROUTE_SEA);
          if (l->kind == ARDINA_LOCALE_KIND_OFF_MAP)
            CU_ASSERT_EQUAL (other, ARDINA_LOCALE_KIND_HIGH_SEAS);
          if (kind == ARDINA_ROUTE_SEA && l->kind != ARDINA_LOCALE_KIND_HIGH_SEAS)
            CU_ASSERT_TRUE (l->port && other == ARDINA_LOCALE_KIND_HIGH_SEAS);
        }
      if (l->port || l->kind == ARDINA_LOCALE_KIND_OFF_MAP)
        CU_ASSERT_TRUE (to_sea && l->port);
    }
  CU_ASSERT_EQUAL (boxes, 3);   /* Britain, France, Spain (2.8) */
}

/* Towns carry the points of 3.1: more in all than the 36 needed, and
 * only towns have a value or a colour (2.2). */
static void
test_town_value (void)
{
  int total = 0, towns = 0;
  for (size_t i = 0; i < ARDINA_DATA_N_LOCALES; i++)
    {
      const ArdinaDataLocale *l = &ardina_data_locales[i];
      if (l->kind != ARDINA_LOCALE_KIND_TOWN)
        {
          CU_ASSERT_EQUAL (l->value, 0);
          CU_ASSERT_EQUAL (l->colour, ARDINA_COLOUR_NONE);
          CU_ASSERT_EQUAL (l->dice != 0, l->kind == ARDINA_LOCALE_KIND_OFF_MAP);
          continue;
        }
      CU_ASSERT_NOT_EQUAL (l->colour, ARDINA_COLOUR_NONE);
      CU_ASSERT_NOT_EQUAL (l->region, NONE);
      total += l->value;
      towns++;
    }
  printf ("\n  %d towns worth %d in all\n", towns, total);
  CU_ASSERT_TRUE (total > ardina_data_constants[ARDINA_K_VICTORY_TOWN_POINTS].value);
  CU_ASSERT_EQUAL (ardina_data_constants[ARDINA_K_VICTORY_TOWN_POINTS].value, 36);
}

/* ---- the set-up of 4.2-4.5 ---- */

#define MARKER(k) (100 + (k))   /* a marker kind in Expect.what */

/* One line of 4.2-4.5 as printed: so many pieces of a nation and type,
 * in a locale (or a region, or one of two locales). */
typedef struct {
  const char *rule;
  uint8_t side;
  uint16_t locale, region, or_locale;
  uint8_t nation;
  int what;                     /* ArdinaUnitType or MARKER (ArdinaMarkerKind) */
  int count;
} Expect;

#define BR ARDINA_SETUP_SIDE_BRITISH, 
#define AM ARDINA_SETUP_SIDE_AMERICAN, 
#define FR ARDINA_SETUP_SIDE_FRENCH, 
#define SP ARDINA_SETUP_SIDE_SPANISH, 
#define AT(l) ARDINA_LOCALE_##l, NONE, NONE
#define IN(r) NONE, ARDINA_MAP_REGION_##r, NONE
#define UB ARDINA_UNATION_BRITISH
#define UA ARDINA_UNATION_AMERICAN
#define UF ARDINA_UNATION_FRENCH
#define US ARDINA_UNATION_SPANISH
#define T(t) ARDINA_UNIT_TYPE_##t

static const Expect rule4[] = {
  /* 4.2 */
  { "4.2", BR AT (BOSTON), UB, T (REGULAR), 3 },
  { "4.2", BR AT (BOSTON), UB, T (LIGHT), 1 },
  { "4.2", BR AT (BOSTON), UB, T (FLEET), 1 },
  { "4.2", BR AT (BOSTON), UB, MARKER (ARDINA_MARKER_FORTRESS), 1 },
  { "4.2", BR AT (QUEBEC), UB, MARKER (ARDINA_MARKER_FORTRESS), 1 },
  { "4.2", BR AT (HALIFAX), UB, MARKER (ARDINA_MARKER_FORTRESS), 1 },
  { "4.2", BR IN (CANADA), UB, T (REGULAR), 1 },
  { "4.2", BR IN (CANADA), UB, T (MILITIA), 2 },
  { "4.2", BR AT (TICONDEROGA), UB, T (DETACHMENT), 1 },
  { "4.2", BR AT (TICONDEROGA), UB, MARKER (ARDINA_MARKER_FORTRESS), 1 },
  { "4.2", BR AT (NEW_YORK), UB, T (DETACHMENT), 1 },
  { "4.2", BR AT (YORKTOWN), UB, T (MILITIA), 1 },
  { "4.2", BR ARDINA_LOCALE_CAMDEN, NONE, ARDINA_LOCALE_CHARLOTTE, UB, T (MILITIA), 1 },
  { "4.2", BR AT (DETROIT), UB, T (DETACHMENT), 1 },
  { "4.2", BR IN (FLORIDA), UB, T (DETACHMENT), 2 },
  { "4.2", BR IN (FLORIDA), UB, T (MILITIA), 1 },
  { "4.2", BR IN (WEST_INDIES), UB, T (DETACHMENT), 3 },  /* "Caribbean" */
  { "4.2", BR AT (BRITAIN), UB, T (REGULAR), 2 },
  { "4.2", BR AT (BRITAIN), UB, T (LIGHT), 1 },
  { "4.2", BR AT (BRITAIN), UB, T (FLEET), 1 },
  /* 4.3 */
  { "4.3", AM IN (NEW_ENGLAND), UA, T (MILITIA), 5 },
  { "4.3", AM IN (MID_ATLANTIC), UA, T (MILITIA), 3 },
  { "4.3", AM IN (VIRGINIA), UA, T (MILITIA), 3 },
  { "4.3", AM IN (DEEP_SOUTH), UA, T (MILITIA), 2 },
  { "4.3", AM AT (BOONESBORO), UA, T (MILITIA), 1 },
  { "4.3", AM AT (BOSTON), UA, MARKER (ARDINA_MARKER_PARTISAN_REBEL), 1 },
  { "4.3", AM AT (RICHMOND), UA, MARKER (ARDINA_MARKER_PARTISAN_REBEL), 1 },
  /* 4.4 */
  { "4.4", FR IN (HISPANIOLA), UF, T (REGULAR), 1 },
  { "4.4", FR IN (HISPANIOLA), UF, MARKER (ARDINA_MARKER_FORTRESS), 1 },
  { "4.4", FR AT (FRANCE), UF, T (REGULAR), 5 },
  { "4.4", FR AT (FRANCE), UF, T (MARINE), 1 },
  { "4.4", FR AT (FRANCE), UF, T (FLEET), 2 },
  /* 4.5 */
  { "4.5", SP AT (NEW_ORLEANS), US, T (REGULAR), 1 },
  { "4.5", SP AT (NEW_ORLEANS), US, T (MILITIA), 1 },
  { "4.5", SP AT (LOUISVILLE), US, T (MILITIA), 1 },
  { "4.5", SP AT (HAVANA), US, T (REGULAR), 1 },
  { "4.5", SP AT (HAVANA), US, T (MILITIA), 1 },
  { "4.5", SP AT (HAVANA), US, T (FLEET), 1 },
  { "4.5", SP AT (HAVANA), US, MARKER (ARDINA_MARKER_FORTRESS), 1 },
  { "4.5", SP AT (SANTIAGO), US, T (MILITIA), 1 },
  { "4.5", SP AT (SPAIN), US, T (REGULAR), 3 },
  { "4.5", SP AT (SPAIN), US, T (MARINE), 1 },
};

/* 4.9: set aside until the Declaration, then free in Britain. */
static const struct {
  int type, count;
} rule49[] = {
  { T (GRENADIER), 1 }, { T (REGULAR), 6 }, { T (LIGHT), 1 }, { T (MARINE), 1 }, { T (FLEET), 1 },
};

/* Leaders rule 4 places by name, and where. */
static const struct {
  uint16_t leader;
  uint8_t side;
  uint16_t locale, region;
} rule4_leaders[] = {
  { ARDINA_LEADER_GAGE, ARDINA_SETUP_SIDE_BRITISH, ARDINA_LOCALE_BOSTON, NONE },
  { ARDINA_LEADER_CARLETON, ARDINA_SETUP_SIDE_BRITISH, NONE, ARDINA_MAP_REGION_CANADA },
  { ARDINA_LEADER_HAMILTON, ARDINA_SETUP_SIDE_BRITISH, ARDINA_LOCALE_DETROIT, NONE },
  { ARDINA_LEADER_CLINTON, ARDINA_SETUP_SIDE_BRITISH, ARDINA_LOCALE_BRITAIN, NONE },
  { ARDINA_LEADER_W_HOWE, ARDINA_SETUP_SIDE_BRITISH, ARDINA_LOCALE_BRITAIN, NONE },
  { ARDINA_LEADER_R_HOWE, ARDINA_SETUP_SIDE_BRITISH, ARDINA_LOCALE_BRITAIN, NONE },
  { ARDINA_LEADER_WARD, ARDINA_SETUP_SIDE_AMERICAN, NONE, ARDINA_MAP_REGION_NEW_ENGLAND },
  { ARDINA_LEADER_ARNOLD, ARDINA_SETUP_SIDE_AMERICAN, NONE, ARDINA_MAP_REGION_MID_ATLANTIC },
  { ARDINA_LEADER_ALLEN, ARDINA_SETUP_SIDE_AMERICAN, NONE, ARDINA_MAP_REGION_MID_ATLANTIC },
  { ARDINA_LEADER_ROCHAMBEAU, ARDINA_SETUP_SIDE_FRENCH, ARDINA_LOCALE_FRANCE, NONE },
  { ARDINA_LEADER_DE_GRASSE, ARDINA_SETUP_SIDE_FRENCH, ARDINA_LOCALE_FRANCE, NONE },
  { ARDINA_LEADER_GALVEZ, ARDINA_SETUP_SIDE_SPANISH, ARDINA_LOCALE_NEW_ORLEANS, NONE },
};

static int
expect_what (const ArdinaDataSetup *s)
{
  if (s->what == ARDINA_SETUP_WHAT_MARKER)
    return MARKER (s->index);
  return ardina_data_units[s->index].type;
}

static int
expect_nation (const ArdinaDataSetup *s)
{
  if (s->what == ARDINA_SETUP_WHAT_MARKER)
    return -1;                  /* markers have no nation: the side says */
  return ardina_data_units[s->index].nation;
}

/* A locale line matches placements there; a region line matches
 * placements anywhere in the region (the Caribbean detachments are
 * placed in named islands); a two-locale line matches a choice of both. */
static int
expect_matches (const Expect *e, const ArdinaDataSetup *s)
{
  if (!is_placement (s) || s->side != e->side || s->what == ARDINA_SETUP_WHAT_LEADER)
    return 0;
  if (expect_what (s) != e->what || (expect_nation (s) >= 0 && expect_nation (s) != e->nation))
    return 0;
  if (e->or_locale != NONE)
    {
      const uint16_t *c = &ardina_data_setup_choices[s->choices_at];
      return s->op == ARDINA_SETUP_CHOOSE && s->n_choices == 2
             && ((c[0] == e->locale && c[1] == e->or_locale) || (c[1] == e->locale && c[0] == e->or_locale));
    }
  if (e->locale != NONE)
    return s->op == ARDINA_SETUP_PLACE_AT && s->locale == e->locale;
  if (s->op == ARDINA_SETUP_CHOOSE)
    {
      /* A choice among locales all in the region places in the region. */
      for (uint16_t k = 0; k < s->n_choices; k++)
        if (ardina_data_locales[ardina_data_setup_choices[s->choices_at + k]].region != e->region)
          return 0;
      return s->n_choices > 0;
    }
  return row_region (s) == e->region;
}

static void
test_setup_lines (void)
{
  for (size_t i = 0; i < N_OF (rule4); i++)
    {
      int n = 0;
      for (size_t k = 0; k < ARDINA_DATA_N_SETUP; k++)
        if (expect_matches (&rule4[i], &ardina_data_setup[k]))
          {
            n++;
            CU_ASSERT_STRING_EQUAL (rule_id (ardina_data_setup[k].rule), rule4[i].rule);
          }
      if (n != rule4[i].count)
        printf ("\n  line %zu of %s: %d placed, the rule says %d\n", i, rule4[i].rule, n,
                rule4[i].count);
      CU_ASSERT_EQUAL (n, rule4[i].count);
    }
}

/* Nothing beyond the printed lines: per side, as many placements as the
 * rule lists. */
static void
test_setup_nothing_more (void)
{
  for (uint8_t side = ARDINA_SETUP_SIDE_AMERICAN; side <= ARDINA_SETUP_SIDE_SPANISH; side++)
    {
      int want = 0, got = 0;
      for (size_t i = 0; i < N_OF (rule4); i++)
        want += rule4[i].side == side ? rule4[i].count : 0;
      for (size_t k = 0; k < ARDINA_DATA_N_SETUP; k++)
        {
          const ArdinaDataSetup *s = &ardina_data_setup[k];
          got += is_placement (s) && s->side == side && s->what != ARDINA_SETUP_WHAT_LEADER;
        }
      CU_ASSERT_EQUAL (got, want);
    }
  /* The Caribbean detachments: one each in three different islands:
   * the fixed ones apart, and no choice offering a fixed one's island. */
  const Expect *caribbean = NULL;
  for (size_t i = 0; i < N_OF (rule4); i++)
    if (rule4[i].region == ARDINA_MAP_REGION_WEST_INDIES)
      caribbean = &rule4[i];
  CU_ASSERT_PTR_NOT_NULL_FATAL (caribbean);
  uint16_t fixed[3];
  const ArdinaDataSetup *choices[3];
  int n = 0, nf = 0, nc = 0;
  for (size_t k = 0; k < ARDINA_DATA_N_SETUP; k++)
    if (expect_matches (caribbean, &ardina_data_setup[k]) && n++ < 3)
      {
        if (ardina_data_setup[k].op == ARDINA_SETUP_CHOOSE)
          choices[nc++] = &ardina_data_setup[k];
        else
          fixed[nf++] = ardina_data_setup[k].locale;
      }
  CU_ASSERT_EQUAL_FATAL (n, 3);
  for (int a = 0; a < nf; a++)
    for (int b = a + 1; b < nf; b++)
      CU_ASSERT_NOT_EQUAL (fixed[a], fixed[b]);
  for (int c = 0; c < nc; c++)
    for (uint16_t k = 0; k < choices[c]->n_choices; k++)
      for (int a = 0; a < nf; a++)
        CU_ASSERT_NOT_EQUAL (ardina_data_setup_choices[choices[c]->choices_at + k], fixed[a]);
}

static const ArdinaDataSetup *
leader_row (uint16_t leader)
{
  for (size_t k = 0; k < ARDINA_DATA_N_SETUP; k++)
    if (ardina_data_setup[k].what == ARDINA_SETUP_WHAT_LEADER && ardina_data_setup[k].index == leader)
      return &ardina_data_setup[k];
  return NULL;
}

static void
test_setup_leaders (void)
{
  for (size_t i = 0; i < N_OF (rule4_leaders); i++)
    {
      const ArdinaDataSetup *s = leader_row (rule4_leaders[i].leader);
      CU_ASSERT_PTR_NOT_NULL_FATAL (s);
      CU_ASSERT_EQUAL (s->side, rule4_leaders[i].side);
      CU_ASSERT_EQUAL (s->locale, rule4_leaders[i].locale);
      CU_ASSERT_EQUAL (s->region, rule4_leaders[i].region);
    }
  /* 4.2, 4.3, 13.2: every other leader goes to a pool, but for Cornwallis
   * (4.9) and Washington (4.10); the British pool holds only British-side
   * leaders. */
  for (uint16_t l = 0; l < ARDINA_DATA_N_LEADERS; l++)
    {
      const ArdinaDataSetup *s = leader_row (l);
      CU_ASSERT_PTR_NOT_NULL_FATAL (s);
      int special = l == ARDINA_LEADER_CORNWALLIS || l == ARDINA_LEADER_WASHINGTON;
      CU_ASSERT_EQUAL (s->op == ARDINA_SETUP_ASIDE, special);
      uint8_t nation = ardina_data_leaders[l].nation;
      int british = nation == ARDINA_UNATION_BRITISH || nation == ARDINA_UNATION_HESSIAN
                    || nation == ARDINA_UNATION_INDIAN;
      if (s->op == ARDINA_SETUP_POOL)
        CU_ASSERT_EQUAL (s->side, british ? ARDINA_SETUP_SIDE_BRITISH : ARDINA_SETUP_SIDE_AMERICAN);
    }
}

/* 4.9 and 4.10: the special reinforcements and the events that bring them. */
static void
test_setup_reinforcements (void)
{
  int count[ARDINA_UNIT_TYPE_COUNT] = { 0 };
  const ArdinaDataSetup *c = leader_row (ARDINA_LEADER_CORNWALLIS);
  const ArdinaDataSetup *w = leader_row (ARDINA_LEADER_WASHINGTON);
  CU_ASSERT_PTR_NOT_NULL_FATAL (c);
  CU_ASSERT_PTR_NOT_NULL_FATAL (w);
  CU_ASSERT_EQUAL (c->until, ARDINA_PROGRESS_EFFECT_BRITISH_SPECIAL_REINFORCEMENTS);
  CU_ASSERT_EQUAL (c->locale, ARDINA_LOCALE_BRITAIN);
  CU_ASSERT_EQUAL (w->until, ARDINA_PROGRESS_EFFECT_WASHINGTON_ARRIVES);
  CU_ASSERT_EQUAL (w->join, ARDINA_SETUP_SIDE_AMERICAN);
  CU_ASSERT_STRING_EQUAL (rule_id (w->rule), "4.10");
  for (size_t k = 0; k < ARDINA_DATA_N_SETUP; k++)
    {
      const ArdinaDataSetup *s = &ardina_data_setup[k];
      if (s->op != ARDINA_SETUP_ASIDE || s->what != ARDINA_SETUP_WHAT_UNIT)
        continue;
      CU_ASSERT_EQUAL (s->until, ARDINA_PROGRESS_EFFECT_BRITISH_SPECIAL_REINFORCEMENTS);
      CU_ASSERT_EQUAL (s->locale, ARDINA_LOCALE_BRITAIN);
      CU_ASSERT_EQUAL (ardina_data_units[s->index].nation, ARDINA_UNATION_BRITISH);
      CU_ASSERT_STRING_EQUAL (rule_id (s->rule), "4.9");
      count[ardina_data_units[s->index].type]++;
    }
  int total = 0;
  for (size_t i = 0; i < N_OF (rule49); i++)
    {
      CU_ASSERT_EQUAL (count[rule49[i].type], rule49[i].count);
      total += rule49[i].count;
    }
  int all = 0;
  for (size_t t = 0; t < ARDINA_UNIT_TYPE_COUNT; t++)
    all += count[t];
  CU_ASSERT_EQUAL (all, total);
}

/* 4.1-4.3: all campaign markers in the pool, the American draws six, the
 * British none; 4.3: no American unit where a British unit sets up, which
 * leaves each American region a town to set up in. */
static void
test_setup_markers_and_apart (void)
{
  int draws[2] = { -1, -1 }, pool = 0, apart = 0;
  for (size_t k = 0; k < ARDINA_DATA_N_SETUP; k++)
    {
      const ArdinaDataSetup *s = &ardina_data_setup[k];
      if (s->op == ARDINA_SETUP_DRAW && s->side <= ARDINA_SETUP_SIDE_BRITISH)
        draws[s->side] = s->count;
      pool += s->op == ARDINA_SETUP_CAMPAIGN_POOL;
      apart += s->op == ARDINA_SETUP_KEEP_APART && s->side == ARDINA_SETUP_SIDE_AMERICAN
               && s->from == ARDINA_SETUP_SIDE_BRITISH;
    }
  CU_ASSERT_EQUAL (draws[ARDINA_SETUP_SIDE_AMERICAN], ardina_data_constants[ARDINA_K_AMERICAN_STARTING_MARKERS].value);
  CU_ASSERT_EQUAL (draws[ARDINA_SETUP_SIDE_AMERICAN], 6);
  CU_ASSERT_EQUAL (draws[ARDINA_SETUP_SIDE_BRITISH], 0);
  CU_ASSERT_EQUAL (pool, 1);
  CU_ASSERT_EQUAL (apart, 1);
  for (size_t k = 0; k < ARDINA_DATA_N_SETUP; k++)
    {
      const ArdinaDataSetup *s = &ardina_data_setup[k];
      if (s->op != ARDINA_SETUP_PLACE_IN_REGION || s->side != ARDINA_SETUP_SIDE_AMERICAN)
        continue;
      int free_towns = 0;
      for (uint16_t i = 0; i < ARDINA_DATA_N_LOCALES; i++)
        {
          int british = 0;
          for (size_t j = 0; j < ARDINA_DATA_N_SETUP; j++)
            british |= ardina_data_setup[j].op == ARDINA_SETUP_PLACE_AT
                       && ardina_data_setup[j].side == ARDINA_SETUP_SIDE_BRITISH
                       && ardina_data_setup[j].what == ARDINA_SETUP_WHAT_UNIT
                       && ardina_data_setup[j].locale == i;
          free_towns += ardina_data_locales[i].region == s->region && !british
                        && ardina_data_locales[i].kind == ARDINA_LOCALE_KIND_TOWN;
        }
      CU_ASSERT_TRUE (free_towns > 0);
    }
}

/* ---- the counter mix ---- */

/* The mix holds, per nation and type, at least what 4.2-4.5 and 4.9 need,
 * and no unit is set up twice. */
static void
test_mix_admits_setup (void)
{
  int need[ARDINA_UNATION_COUNT][ARDINA_UNIT_TYPE_COUNT] = { { 0 } };
  int have[ARDINA_UNATION_COUNT][ARDINA_UNIT_TYPE_COUNT] = { { 0 } };
  int markers[ARDINA_MARKER_COUNT] = { 0 };
  for (size_t i = 0; i < N_OF (rule4); i++)
    if (rule4[i].what >= MARKER (0))
      markers[rule4[i].what - MARKER (0)] += rule4[i].count;
    else
      need[rule4[i].nation][rule4[i].what] += rule4[i].count;
  for (size_t i = 0; i < N_OF (rule49); i++)
    need[ARDINA_UNATION_BRITISH][rule49[i].type] += rule49[i].count;
  for (size_t u = 0; u < ARDINA_DATA_N_UNITS; u++)
    have[ardina_data_units[u].nation][ardina_data_units[u].type]++;
  for (size_t n = 0; n < ARDINA_UNATION_COUNT; n++)
    for (size_t t = 0; t < ARDINA_UNIT_TYPE_COUNT; t++)
      CU_ASSERT_TRUE (have[n][t] >= need[n][t]);
  for (size_t k = 0; k < ARDINA_MARKER_COUNT; k++)
    {
      CU_ASSERT_EQUAL (ardina_data_markers[k].kind, k);
      CU_ASSERT_TRUE (ardina_data_markers[k].count >= markers[k]);
    }
  char used[ARDINA_DATA_N_UNITS] = { 0 };
  for (size_t k = 0; k < ARDINA_DATA_N_SETUP; k++)
    {
      const ArdinaDataSetup *s = &ardina_data_setup[k];
      if (s->what != ARDINA_SETUP_WHAT_UNIT)
        continue;
      CU_ASSERT_FATAL (s->index < ARDINA_DATA_N_UNITS);
      CU_ASSERT_EQUAL (used[s->index], 0);
      used[s->index] = 1;
    }
}

static void
test_counter_names_unique (void)
{
  for (size_t i = 0; i < ARDINA_DATA_N_UNITS; i++)
    {
      for (size_t j = i + 1; j < ARDINA_DATA_N_UNITS; j++)
        CU_ASSERT_STRING_NOT_EQUAL (ardina_data_units[i].name, ardina_data_units[j].name);
      for (size_t j = 0; j < ARDINA_DATA_N_LEADERS; j++)
        CU_ASSERT_STRING_NOT_EQUAL (ardina_data_units[i].name, ardina_data_leaders[j].name);
    }
  /* 13.7: the British regular is worth 2, the detachment 1. */
  for (size_t i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_data_units[i].nation == ARDINA_UNATION_BRITISH)
      {
        if (ardina_data_units[i].type == ARDINA_UNIT_TYPE_REGULAR)
          CU_ASSERT_EQUAL (ardina_data_units[i].strength, 2);
        if (ardina_data_units[i].type == ARDINA_UNIT_TYPE_DETACHMENT)
          CU_ASSERT_EQUAL (ardina_data_units[i].strength, 1);
      }
}

/* Piece i is one physical marker: each campaign marker appears `count`
 * times, contiguously, and the pieces add up. */
static void
test_campaign_pieces (void)
{
  size_t total = 0;
  for (size_t c = 0; c < ARDINA_DATA_N_CAMPAIGNS; c++)
    {
      int n = 0;
      for (size_t p = 0; p < ARDINA_DATA_N_CAMPAIGN_PIECES; p++)
        {
          CU_ASSERT_FATAL (ardina_data_campaign_pieces[p] < ARDINA_DATA_N_CAMPAIGNS);
          if (ardina_data_campaign_pieces[p] == c)
            {
              CU_ASSERT_EQUAL (p, total + (size_t) n);
              n++;
            }
        }
      CU_ASSERT_EQUAL (n, ardina_data_campaigns[c].count);
      total += ardina_data_campaigns[c].count;
    }
  CU_ASSERT_EQUAL (total, ARDINA_DATA_N_CAMPAIGN_PIECES);
  CU_ASSERT_EQUAL (ardina_data_campaign_pieces[ARDINA_DATA_N_CAMPAIGN_PIECES], NONE);
  CU_ASSERT_EQUAL (ardina_data_campaigns[ARDINA_CAMPAIGN_SPARE].category, ARDINA_CAMPAIGN_CATEGORY_SPARE);
  CU_ASSERT_EQUAL (ardina_data_campaigns[ARDINA_CAMPAIGN_TACTICS].category, ARDINA_CAMPAIGN_CATEGORY_TACTICS);
  /* 7.9: Pulaski and Shot Heard Round the World are American-only; the
   * latter leaves play once used. */
  CU_ASSERT_EQUAL (ardina_data_campaigns[ARDINA_CAMPAIGN_PULASKI].player, ARDINA_PLAYER_AMERICAN);
  CU_ASSERT_EQUAL (ardina_data_campaigns[ARDINA_CAMPAIGN_SHOT_HEARD_ROUND_THE_WORLD].player,
                   ARDINA_PLAYER_AMERICAN);
  CU_ASSERT_EQUAL (ardina_data_campaigns[ARDINA_CAMPAIGN_SHOT_HEARD_ROUND_THE_WORLD].once, 1);
}

/* 7.10: Franklin, Adams, Jefferson and Paine are worth 3 to the American
 * and 1 to the British, as the rulebook states. */
static void
test_founders (void)
{
  const uint16_t founders[] = { ARDINA_CAMPAIGN_FRANKLIN, ARDINA_CAMPAIGN_ADAMS,
                                ARDINA_CAMPAIGN_JEFFERSON, ARDINA_CAMPAIGN_PAINE };
  for (size_t i = 0; i < N_OF (founders); i++)
    {
      const ArdinaDataCampaign *c = &ardina_data_campaigns[founders[i]];
      CU_ASSERT_EQUAL (c->category, ARDINA_CAMPAIGN_CATEGORY_RABBLE);
      CU_ASSERT_EQUAL (c->value[0], 3);
      CU_ASSERT_EQUAL (c->value[1], 1);
      CU_ASSERT_EQUAL (c->value[0], ardina_data_constants[ARDINA_K_FAMOUS_RABBLE_AMERICAN].value);
      CU_ASSERT_EQUAL (c->value[1], ardina_data_constants[ARDINA_K_FAMOUS_RABBLE_BRITISH].value);
      CU_ASSERT_EQUAL (c->count, 1);
      const ArdinaValue *v = value_at (c->value_index);
      CU_ASSERT_PTR_NOT_NULL_FATAL (v);
      CU_ASSERT_EQUAL (v->source, ARDINA_SOURCE_RULEBOOK);
      CU_ASSERT_EQUAL (v->rule, ARDINA_R_7_10);
    }
  for (size_t c = 0; c < ARDINA_DATA_N_CAMPAIGNS; c++)
    if (ardina_data_campaigns[c].category != ARDINA_CAMPAIGN_CATEGORY_RABBLE)
      CU_ASSERT_TRUE (ardina_data_campaigns[c].value[0] == 0 && ardina_data_campaigns[c].value[1] == 0);
}

/* ---- moments (7.9) ---- */

static const char *
ruling_id (uint16_t ruling)
{
  return ruling < ARDINA_DATA_N_RULINGS ? ardina_data_rulings[ruling].id : "?";
}

/* The thirteen moments of 7.9, each stated by 7.9 with the ruling that
 * says whom it asks; only the after-roll Master Plan and the
 * adjustment-start Mutiny & Treason ask holders alone. */
static void
test_moments (void)
{
  CU_ASSERT_EQUAL (ARDINA_DATA_N_MOMENTS, 13);
  CU_ASSERT_PTR_NULL (ardina_data_moments[ARDINA_DATA_N_MOMENTS].name);
  for (size_t i = 0; i < ARDINA_DATA_N_MOMENTS; i++)
    {
      const ArdinaDataMoment *m = &ardina_data_moments[i];
      int holders = i == ARDINA_MOMENT_AFTER_OWN_ROLL || i == ARDINA_MOMENT_ADJUSTMENT_START;
      CU_ASSERT_EQUAL (m->rule, ARDINA_R_7_9);
      CU_ASSERT_EQUAL (m->ask, holders ? ARDINA_MOMENT_ASK_HOLDERS : ARDINA_MOMENT_ASK_PLAYERS);
      CU_ASSERT_TRUE_FATAL (m->ruling < ARDINA_DATA_N_RULINGS);
      if (i != ARDINA_MOMENT_ANY_TIME && !holders)
        CU_ASSERT_STRING_EQUAL (ruling_id (m->ruling), "R-48");
    }
  CU_ASSERT_STRING_EQUAL (ardina_data_moments[ARDINA_MOMENT_ANY_TIME].name, "any-time");
  CU_ASSERT_STRING_EQUAL (ruling_id (ardina_data_moments[ARDINA_MOMENT_ANY_TIME].ruling), "R-42");
  CU_ASSERT_STRING_EQUAL (ardina_data_moments[ARDINA_MOMENT_AFTER_OWN_ROLL].name, "after-own-roll");
  CU_ASSERT_STRING_EQUAL (ruling_id (ardina_data_moments[ARDINA_MOMENT_AFTER_OWN_ROLL].ruling), "R-46");
  CU_ASSERT_STRING_EQUAL (ruling_id (ardina_data_moments[ARDINA_MOMENT_ADJUSTMENT_START].ruling), "R-47");
}

/* Every action marker may be played at some moment and no other marker at
 * any; a Master Plan only after its holder's own roll; only Mutiny &
 * Treason may be negated, by a Spy (7.9). */
static void
test_action_moments (void)
{
  const uint32_t all = (UINT32_C (1) << ARDINA_DATA_N_MOMENTS) - 1;
  for (size_t c = 0; c < ARDINA_DATA_N_CAMPAIGNS; c++)
    {
      const ArdinaDataCampaign *k = &ardina_data_campaigns[c];
      int action = k->category == ARDINA_CAMPAIGN_CATEGORY_ACTION;
      CU_ASSERT_TRUE (action ? k->moments != 0 && (k->moments & ~all) == 0 : k->moments == 0);
      CU_ASSERT_EQUAL (k->negated_by, c == ARDINA_CAMPAIGN_MUTINY_AND_TREASON ? ARDINA_CAMPAIGN_SPY : NONE);
    }
  CU_ASSERT_EQUAL (ardina_data_campaigns[ARDINA_CAMPAIGN_MASTER_PLAN].moments,
                   UINT32_C (1) << ARDINA_MOMENT_AFTER_OWN_ROLL);
  CU_ASSERT_EQUAL (ardina_data_campaigns[ARDINA_CAMPAIGN_MUTINY_AND_TREASON].moments,
                   UINT32_C (1) << ARDINA_MOMENT_ADJUSTMENT_START);
  CU_ASSERT_EQUAL (ardina_data_campaigns[ARDINA_CAMPAIGN_INDIANS].moments,
                   (UINT32_C (1) << ARDINA_MOMENT_POLITICAL_PHASE)
                   | (UINT32_C (1) << ARDINA_MOMENT_MOBILIZATION_PHASE));
}

/* ---- provenance ---- */

/* A value of table @table with its provenance; @key, when given, is the
 * name the value is recorded under. */
static int
provenance_ok (uint16_t index, const char *table, const char *key)
{
  const ArdinaValue *v = value_at (index);
  if (!v || strcmp (ardina_data_tables[v->table].name, table) != 0)
    return 0;
  if (key && strcmp (v->key, key) != 0)
    return 0;
  if (v->source == ARDINA_SOURCE_RULEBOOK)
    return v->rule < ARDINA_DATA_N_RULES;
  return v->source == ARDINA_SOURCE_RECONSTRUCTED && v->why && *v->why;
}

static void
test_provenance (void)
{
  for (size_t i = 0; i < ARDINA_DATA_N_MAP_REGIONS; i++)
    CU_ASSERT_TRUE (provenance_ok (ardina_data_map_regions[i].value_index, "map",
                                   ardina_data_map_regions[i].name));
  for (size_t i = 0; i < ARDINA_DATA_N_LOCALES; i++)
    CU_ASSERT_TRUE (provenance_ok (ardina_data_locales[i].value_index, "map", ardina_data_locales[i].name));
  for (size_t i = 0; i < ARDINA_DATA_N_ROUTES; i++)
    CU_ASSERT_TRUE (provenance_ok (ardina_data_routes[i].value_index, "map", NULL));
  /* Positions, one per locale, all reconstructed: the printed map's layout
   * is unknown. */
  for (size_t i = 0; i < ARDINA_DATA_N_LOCALES; i++)
    {
      const ArdinaValue *v = value_at (ardina_data_positions[i].value_index);
      CU_ASSERT_TRUE (provenance_ok (ardina_data_positions[i].value_index, "map", ardina_data_locales[i].name));
      CU_ASSERT_TRUE (v && v->source == ARDINA_SOURCE_RECONSTRUCTED);
      CU_ASSERT_TRUE (ardina_data_positions[i].lon >= -180 && ardina_data_positions[i].lon <= 180);
      CU_ASSERT_TRUE (ardina_data_positions[i].lat >= -90 && ardina_data_positions[i].lat <= 90);
    }
  for (size_t i = 0; i < ARDINA_DATA_N_UNITS; i++)
    CU_ASSERT_TRUE (provenance_ok (ardina_data_units[i].value_index, "counters", ardina_data_units[i].name));
  for (size_t i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    CU_ASSERT_TRUE (provenance_ok (ardina_data_leaders[i].value_index, "counters",
                                   ardina_data_leaders[i].name));
  for (size_t i = 0; i < ARDINA_DATA_N_MARKER_KINDS; i++)
    CU_ASSERT_TRUE (provenance_ok (ardina_data_markers[i].value_index, "counters", NULL));
  for (size_t i = 0; i < ARDINA_DATA_N_MOMENTS; i++)
    {
      const ArdinaValue *v = value_at (ardina_data_moments[i].value_index);
      CU_ASSERT_TRUE (provenance_ok (ardina_data_moments[i].value_index, "counters",
                                     ardina_data_moments[i].name));
      CU_ASSERT_TRUE (v && v->source == ARDINA_SOURCE_RULEBOOK && v->rule == ardina_data_moments[i].rule);
    }
  for (size_t i = 0; i < ARDINA_DATA_N_CAMPAIGNS; i++)
    CU_ASSERT_TRUE (provenance_ok (ardina_data_campaigns[i].value_index, "counters",
                                   ardina_data_campaigns[i].name));
  /* Set-up instructions are values of the rule they carry out. */
  for (size_t i = 0; i < ARDINA_DATA_N_SETUP; i++)
    {
      const ArdinaValue *v = value_at (ardina_data_setup[i].value_index);
      CU_ASSERT_TRUE (provenance_ok (ardina_data_setup[i].value_index, "setup", NULL));
      CU_ASSERT_TRUE (v && v->source == ARDINA_SOURCE_RULEBOOK && v->rule == ardina_data_setup[i].rule);
    }
  /* Every value of the three tables is one of the rows above. */
  size_t rows = ARDINA_DATA_N_MAP_REGIONS + 2 * ARDINA_DATA_N_LOCALES /* and their positions */ + ARDINA_DATA_N_ROUTES
                + ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS + ARDINA_DATA_N_MARKER_KINDS
                + ARDINA_DATA_N_MOMENTS + ARDINA_DATA_N_CAMPAIGNS + ARDINA_DATA_N_SETUP, values = 0;
  for (size_t t = 0; t < ARDINA_DATA_N_TABLES; t++)
    if (!strcmp (ardina_data_tables[t].name, "map") || !strcmp (ardina_data_tables[t].name, "counters")
        || !strcmp (ardina_data_tables[t].name, "setup"))
      values += ardina_data_tables[t].n_values;
  CU_ASSERT_EQUAL (values, rows);
}

static CU_TestInfo tests[] = {
  { "rule 4 locales exist, in their regions", test_rule4_locales },
  { "colonial regions are the loyalty regions (3.1)", test_colonial_regions },
  { "adjacency lists each route from both ends", test_adjacency },
  { "the map is connected", test_connected },
  { "off-map boxes by sea only; ports open on the high seas", test_sea_and_land },
  { "towns: value and colour; total above 36", test_town_value },
  { "4.2-4.5: every line placed as printed", test_setup_lines },
  { "4.2-4.5: nothing placed beyond the text", test_setup_nothing_more },
  { "4.2-4.5, 13.2: leaders placed or pooled", test_setup_leaders },
  { "4.9, 4.10: special reinforcements", test_setup_reinforcements },
  { "4.1-4.3: markers drawn; Americans kept apart", test_setup_markers_and_apart },
  { "the counter mix admits 4.2-4.5 and 4.9", test_mix_admits_setup },
  { "counter names unique; 13.7 strengths", test_counter_names_unique },
  { "campaign pieces expanded", test_campaign_pieces },
  { "7.10: Franklin, Adams, Jefferson, Paine are 3/1", test_founders },
  { "7.9: thirteen moments, whom each asks", test_moments },
  { "7.9: action markers, and only they, have moments", test_action_moments },
  { "every board value has its provenance", test_provenance },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("board", tests);
}
