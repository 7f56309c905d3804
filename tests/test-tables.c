/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "tables": the provenance of every compiled value, and the values
 * the rulebook states (shared/design/stated-values.md) checked through the
 * typed tables of the generated ardina-data.h. */
#include "internal.h"
#include "cu-main.h"

#include <stdio.h>
#include <string.h>

/* ---- helpers ---- */

/* The value of @table whose key, field and text are these (NULL: any). */
static const ArdinaValue *
find_value (const char *table, const char *key, const char *field, const char *text)
{
  const ArdinaTable *t = ardina_table_lookup (table);
  for (guint i = 0; t && i < ardina_table_get_n_values (t); i++)
    {
      const ArdinaValue *v = ardina_table_get_value (t, i);
      if ((!key || g_strcmp0 (ardina_value_get_key (v), key) == 0)
          && (!field || g_strcmp0 (ardina_value_get_field (v), field) == 0)
          && (!text || g_strcmp0 (ardina_value_get_text (v), text) == 0))
        return v;
    }
  printf ("\n  no value in table %s with key %s, field %s, text %s\n", table,
          key ? key : "*", field ? field : "*", text ? text : "*");
  return NULL;
}

/* Asserts that @v is stated by the rulebook in rule @rule_id. */
static void
check_rulebook (const ArdinaValue *v, const char *rule_id)
{
  CU_ASSERT_PTR_NOT_NULL_FATAL (v);
  const ArdinaRule *r = ardina_value_get_rule (v);
  gboolean ok = ardina_value_get_source (v) == ARDINA_SOURCE_RULEBOOK && r
                && strcmp (ardina_rule_get_id (r), rule_id) == 0;
  if (!ok)
    printf ("\n  %s %s: %s = %s is %s %s, expected rulebook %s\n",
            ardina_table_get_name (ardina_value_get_table (v)), ardina_value_get_key (v),
            ardina_value_get_field (v), ardina_value_get_text (v),
            ardina_source_to_string (ardina_value_get_source (v)),
            r ? ardina_rule_get_id (r) : "(no rule)", rule_id);
  CU_ASSERT_TRUE (ok);
}

static int
constant (const char *name)
{
  int v = G_MININT;
  if (!ardina_constant_lookup (name, &v))
    printf ("\n  no constant %s\n", name);
  return v;
}

/* ---- provenance ---- */

static gboolean
provenance_ok (const ArdinaValue *v)
{
  const char *why = ardina_value_get_rationale (v);
  if (ardina_value_get_source (v) == ARDINA_SOURCE_RULEBOOK)
    return ardina_value_get_rule (v) != NULL && why == NULL;
  return ardina_value_get_source (v) == ARDINA_SOURCE_RECONSTRUCTED
         && ardina_value_get_rule (v) == NULL && why && *why;
}

static void
test_provenance (void)
{
  guint bad = 0;
  CU_ASSERT_TRUE (ardina_value_count () > 0);
  for (guint i = 0; i < ardina_value_count (); i++)
    {
      const ArdinaValue *v = ardina_value_nth (i);
      gboolean ok = provenance_ok (v) && ardina_value_get_key (v) && ardina_value_get_field (v)
                    && ardina_value_get_text (v) && ardina_value_get_line (v) > 0;
      if (!ok && bad++ < 10)
        printf ("\n  value %u (%s %s) has a bad provenance or lacks key, field, text or line\n",
                i, ardina_value_get_key (v), ardina_value_get_field (v));
    }
  CU_ASSERT_EQUAL (bad, 0);
  CU_ASSERT_PTR_NULL (ardina_value_nth (ardina_value_count ()));
}

static gboolean
value_listed_under (const ArdinaValue *v, const ArdinaRule *r)
{
  const ArdinaValue *list[512];
  guint n = ardina_rule_get_values (r, list, G_N_ELEMENTS (list));
  for (guint i = 0; i < n && i < G_N_ELEMENTS (list); i++)
    if (list[i] == v)
      return TRUE;
  return FALSE;
}

static void
check_listed (const ArdinaValue *v, const ArdinaRule *r, const char *how)
{
  if (!r || value_listed_under (v, r))
    return;
  printf ("\n  %s %s: %s is %s by %s but not among its values\n", ardina_value_get_key (v),
          ardina_value_get_field (v), ardina_value_get_text (v), how, ardina_rule_get_id (r));
  CU_FAIL ("a value missing from its rule's values");
}

static void
check_rule_values (const ArdinaRule *r)
{
  const ArdinaValue *list[512];
  guint n = ardina_rule_get_values (r, list, G_N_ELEMENTS (list));
  CU_ASSERT_TRUE_FATAL (n <= G_N_ELEMENTS (list));
  for (guint i = 0; i < n; i++)
    if (ardina_value_get_rule (list[i]) != r && ardina_value_get_named_by (list[i]) != r)
      {
        printf ("\n  rule %s lists the value %s %s, which neither states nor names it\n",
                ardina_rule_get_id (r), ardina_value_get_key (list[i]),
                ardina_value_get_field (list[i]));
        CU_FAIL ("a rule lists a value that is not its own");
      }
}

static void
test_values_by_rule (void)
{
  guint stated = 0;
  for (guint i = 0; i < ardina_value_count (); i++)
    {
      const ArdinaValue *v = ardina_value_nth (i);
      check_listed (v, ardina_value_get_rule (v), "stated");
      check_listed (v, ardina_value_get_named_by (v), "named");
      stated += ardina_value_get_rule (v) != NULL;
    }
  for (guint i = 0; i < ardina_rule_count (); i++)
    check_rule_values (ardina_rule_nth (i));
  CU_ASSERT_TRUE (stated > 0);
  const ArdinaRule *r = ardina_rule_lookup ("13.4");
  CU_ASSERT_PTR_NOT_NULL_FATAL (r);
  CU_ASSERT_TRUE (ardina_rule_get_values (r, NULL, 0) >= 2);
}

/* ---- the list of tables ---- */

/* The six tables of this suite are there (later ones may join them), and
 * the tables together hold every value exactly once. */
static void
test_tables_listed (void)
{
  static const char *const names[] = {
    "constants", "dice", "progress", "mobilization", "loyalty", "balance"
  };
  CU_ASSERT_TRUE (ardina_table_count () >= G_N_ELEMENTS (names));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      const ArdinaTable *t = ardina_table_lookup (names[i]);
      if (!t)
        printf ("\n  no table %s\n", names[i]);
      CU_ASSERT_PTR_NOT_NULL_FATAL (t);
      CU_ASSERT_STRING_EQUAL (ardina_table_get_name (t), names[i]);
      char *file = g_strdup_printf ("rules-xml/%s.xml", names[i]);
      CU_ASSERT_STRING_EQUAL (ardina_table_get_file (t), file);
      g_free (file);
      CU_ASSERT_TRUE (ardina_table_get_n_values (t) > 0);
    }
  guint total = 0;
  for (guint i = 0; i < ardina_table_count (); i++)
    {
      const ArdinaTable *t = ardina_table_nth (i);
      CU_ASSERT_TRUE (ardina_table_get_title (t) && *ardina_table_get_title (t));
      for (guint j = 0; j < ardina_table_get_n_values (t); j++)
        CU_ASSERT_PTR_EQUAL (ardina_value_get_table (ardina_table_get_value (t, j)), t);
      total += ardina_table_get_n_values (t);
    }
  if (total != ardina_value_count ())
    printf ("\n  the tables hold %u values, the value list %u\n", total, ardina_value_count ());
  CU_ASSERT_EQUAL (total, ardina_value_count ());
}

static void
test_table_lookup (void)
{
  CU_ASSERT_PTR_NULL (ardina_table_lookup ("nosuch"));
  CU_ASSERT_PTR_NULL (ardina_table_lookup (""));
  CU_ASSERT_PTR_NULL (ardina_table_lookup ("Dice"));
  CU_ASSERT_PTR_NULL (ardina_table_nth (ardina_table_count ()));
  const ArdinaTable *t = ardina_table_lookup ("dice");
  CU_ASSERT_PTR_NOT_NULL_FATAL (t);
  CU_ASSERT_PTR_EQUAL (ardina_table_nth (t - ardina_table_nth (0)), t);
  CU_ASSERT_STRING_EQUAL (ardina_source_to_string (ARDINA_SOURCE_RULEBOOK), "rulebook");
  CU_ASSERT_STRING_EQUAL (ardina_source_to_string (ARDINA_SOURCE_RECONSTRUCTED), "reconstructed");
}

/* ---- progress ---- */

static void
test_progress_levels (void)
{
  static const char *const order[] = {
    "dont-tread-on-me", "continental-congress", "declaration-of-independence",
    "continental-army-professionalizes", "articles-of-confederation"
  };
  CU_ASSERT_EQUAL_FATAL (ARDINA_DATA_N_PROGRESS, G_N_ELEMENTS (order));
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      if (strcmp (ardina_data_progress[i].name, order[i]) != 0)
        printf ("\n  progress level %u is %s, expected %s\n", i, ardina_data_progress[i].name,
                order[i]);
      CU_ASSERT_STRING_EQUAL (ardina_data_progress[i].name, order[i]);
    }
  CU_ASSERT_EQUAL (ARDINA_DATA_PROGRESS_START, ARDINA_PROGRESS_DONT_TREAD_ON_ME);
  CU_ASSERT_STRING_EQUAL (ardina_data_progress[ARDINA_DATA_PROGRESS_START].name, "dont-tread-on-me");
  check_rulebook (find_value ("progress", "dont-tread-on-me", "position", "1"), "10.1");
}

static void
test_progress_dice (void)
{
  guint sum = 0;
  for (guint i = 0; i < ARDINA_DATA_N_PROGRESS; i++)
    sum += ardina_data_progress[i].dice;
  if (sum != 13)
    printf ("\n  the progress dice add up to %u\n", sum);
  CU_ASSERT_EQUAL (sum, 13);
  CU_ASSERT_EQUAL ((int) sum, constant ("progress-dice-total"));
  CU_ASSERT_EQUAL (ardina_data_progress[ARDINA_PROGRESS_ARTICLES_OF_CONFEDERATION].dice, 4);
  check_rulebook (find_value ("progress", "articles-of-confederation", "political dice", "4"),
                  "10.5");
}

/* @effect is given at @level only, and stated by the rulebook in @rule_id. */
static void
check_progress_effect (guint level, ArdinaProgressEffect effect, const char *name,
                       const char *rule_id)
{
  for (guint i = 0; i < ARDINA_DATA_N_PROGRESS; i++)
    {
      gboolean has = (ardina_data_progress[i].effects >> effect) & 1u;
      if (has != (i == level))
        printf ("\n  effect %s %s at progress level %s\n", name, has ? "given" : "missing",
                ardina_data_progress[i].name);
      CU_ASSERT_EQUAL (has, i == level);
    }
  check_rulebook (find_value ("progress", ardina_data_progress[level].name, "effect", name),
                  rule_id);
}

static void
test_progress_effects (void)
{
  check_progress_effect (ARDINA_PROGRESS_CONTINENTAL_CONGRESS,
                         ARDINA_PROGRESS_EFFECT_WASHINGTON_ARRIVES, "washington-arrives", "4.10");
  guint d = ARDINA_PROGRESS_DECLARATION_OF_INDEPENDENCE;
  check_progress_effect (d, ARDINA_PROGRESS_EFFECT_BRITISH_SPECIAL_REINFORCEMENTS,
                         "british-special-reinforcements", "4.9");
  check_progress_effect (d, ARDINA_PROGRESS_EFFECT_BRITISH_EXTRA_POLITICAL_DIE,
                         "british-extra-political-die", "6.7");
  check_progress_effect (d, ARDINA_PROGRESS_EFFECT_AMERICAN_TWO_BALANCE_DICE,
                         "american-two-balance-dice", "12.5");
  check_progress_effect (d, ARDINA_PROGRESS_EFFECT_BRITISH_SUDDEN_DEATH_BARRED,
                         "british-sudden-death-barred", "3.2");
  guint p = ARDINA_PROGRESS_CONTINENTAL_ARMY_PROFESSIONALIZES;
  check_progress_effect (p, ARDINA_PROGRESS_EFFECT_CONTINENTAL_COST_REDUCED,
                         "continental-cost-reduced", "13.4");
  check_progress_effect (p, ARDINA_PROGRESS_EFFECT_CONTINENTAL_ENLISTMENT_ENDS,
                         "continental-enlistment-ends", "20.2");
  check_progress_effect (ARDINA_PROGRESS_ARTICLES_OF_CONFEDERATION,
                         ARDINA_PROGRESS_EFFECT_AMERICAN_POLITICAL_VICTORY_POSSIBLE,
                         "american-political-victory-possible", "3.1");
}

/* ---- mobilization ---- */

/* The cost row of @item and @nation with this bracket and progress bounds. */
static const ArdinaDataCost *
find_cost (ArdinaItem item, ArdinaNation nation, ArdinaBracket bracket, guint before, guint from)
{
  for (guint i = 0; i < ARDINA_DATA_N_COSTS; i++)
    {
      const ArdinaDataCost *c = &ardina_data_costs[i];
      if (c->item == item && c->nation == nation && c->bracket == bracket
          && c->progress_before == before && c->progress_from == from)
        return c;
    }
  printf ("\n  no cost row for item %d, nation %d, bracket %d, before %u, from %u\n",
          item, nation, bracket, before, from);
  return NULL;
}

static void
check_cost (const ArdinaDataCost *c, int points, const char *rule_id)
{
  CU_ASSERT_PTR_NOT_NULL_FATAL (c);
  const ArdinaValue *v = ardina_value_nth (c->value_index);
  CU_ASSERT_PTR_NOT_NULL_FATAL (v);
  if (c->points != points)
    printf ("\n  %s costs %d, expected %d\n", ardina_value_get_key (v), c->points, points);
  CU_ASSERT_EQUAL (c->points, points);
  if (rule_id)
    check_rulebook (v, rule_id);
}

static void
test_mobilization_stated (void)
{
  guint prof = ARDINA_PROGRESS_CONTINENTAL_ARMY_PROFESSIONALIZES;
  check_cost (find_cost (ARDINA_ITEM_REGULAR, ARDINA_NATION_AMERICAN, ARDINA_BRACKET_ANY,
                         prof, ARDINA_NONE), 4, "13.4");
  check_cost (find_cost (ARDINA_ITEM_REGULAR, ARDINA_NATION_AMERICAN, ARDINA_BRACKET_ANY,
                         ARDINA_NONE, prof), 3, "13.4");
  check_cost (find_cost (ARDINA_ITEM_PARTISAN, ARDINA_NATION_ANY, ARDINA_BRACKET_PRO,
                         ARDINA_NONE, ARDINA_NONE), 2, "29.2");
  check_cost (find_cost (ARDINA_ITEM_PARTISAN, ARDINA_NATION_ANY, ARDINA_BRACKET_NEUTRAL,
                         ARDINA_NONE, ARDINA_NONE), 3, "29.2");
  check_cost (find_cost (ARDINA_ITEM_PARTISAN, ARDINA_NATION_ANY, ARDINA_BRACKET_ENEMY,
                         ARDINA_NONE, ARDINA_NONE), 4, "29.2");
  check_cost (find_cost (ARDINA_ITEM_SIEGE, ARDINA_NATION_ANY, ARDINA_BRACKET_ANY,
                         ARDINA_NONE, ARDINA_NONE), 3, "28.6");
  check_cost (find_cost (ARDINA_ITEM_MILITIA_UPGRADE, ARDINA_NATION_BRITISH, ARDINA_BRACKET_ANY,
                         ARDINA_NONE, ARDINA_NONE), 2, "31.1");
}

static void
test_mobilization_relations (void)
{
  const ArdinaDataCost *hessian = find_cost (ARDINA_ITEM_HESSIAN, ARDINA_NATION_BRITISH,
                                             ARDINA_BRACKET_ANY, ARDINA_NONE, ARDINA_NONE);
  const ArdinaDataCost *regular = find_cost (ARDINA_ITEM_REGULAR, ARDINA_NATION_BRITISH,
                                             ARDINA_BRACKET_ANY, ARDINA_NONE, ARDINA_NONE);
  CU_ASSERT_PTR_NOT_NULL_FATAL (hessian);
  CU_ASSERT_PTR_NOT_NULL_FATAL (regular);
  if (hessian->points >= regular->points)
    printf ("\n  Hessian %d, British regular %d (27.1: Hessians are cheap)\n", hessian->points,
            regular->points);
  CU_ASSERT_TRUE (hessian->points < regular->points);
  CU_ASSERT_EQUAL (constant ("british-turn1-cost-multiplier"), 2);
}

static void
test_mobilization_rows (void)
{
  const ArdinaTable *t = ardina_table_lookup ("mobilization");
  CU_ASSERT_PTR_NOT_NULL_FATAL (t);
  CU_ASSERT_EQUAL (ardina_table_get_n_values (t), ARDINA_DATA_N_COSTS);
  for (guint i = 0; i < ARDINA_DATA_N_COSTS; i++)
    {
      const ArdinaDataCost *c = &ardina_data_costs[i];
      const ArdinaValue *v = ardina_value_nth (c->value_index);
      CU_ASSERT_PTR_NOT_NULL_FATAL (v);
      char *points = g_strdup_printf ("%d", c->points);
      CU_ASSERT_PTR_EQUAL (ardina_value_get_table (v), t);
      CU_ASSERT_STRING_EQUAL (ardina_value_get_text (v), points);
      g_free (points);
      CU_ASSERT_TRUE (c->item < ARDINA_ITEM_COUNT && c->nation < ARDINA_NATION_COUNT);
      /* Detachments are exchanged, never bought (13.7). */
      if (g_str_has_prefix (ardina_value_get_key (v), "detachment"))
        {
          printf ("\n  the mobilization table prices %s\n", ardina_value_get_key (v));
          CU_FAIL ("a detachment row in the mobilization table");
        }
    }
}

/* ---- dice ---- */

static const ArdinaDataRoll *
find_roll (const char *name)
{
  for (guint i = 0; i < ARDINA_DATA_N_ROLLS; i++)
    if (strcmp (ardina_data_rolls[i].name, name) == 0)
      return &ardina_data_rolls[i];
  printf ("\n  no roll %s in dice.xml\n", name);
  return NULL;
}

static gboolean
band_covers (const ArdinaDataBand *b, guint face)
{
  return !b->at_most && b->from <= face && (b->to == ARDINA_DIE_UP || face <= b->to);
}

/* The first range band matching an unmodified @face, as the engine reads it. */
static const ArdinaDataBand *
band_for (const ArdinaDataRoll *r, guint face)
{
  for (guint i = 0; i < r->n_bands; i++)
    if (band_covers (&ardina_data_bands[r->bands_at + i], face))
      return &ardina_data_bands[r->bands_at + i];
  return NULL;
}

static void
test_dice_cover (void)
{
  guint plain = 0;
  for (guint i = 0; i < ARDINA_DATA_N_ROLLS; i++)
    {
      const ArdinaDataRoll *r = &ardina_data_rolls[i];
      CU_ASSERT_PTR_NOT_NULL (ardina_rule_at (r->rule));
      if (r->against != ARDINA_OPERAND_NONE)
        continue;
      plain++;
      for (guint face = 1; face <= 6; face++)
        {
          guint n = 0;
          for (guint j = 0; j < r->n_bands; j++)
            n += band_covers (&ardina_data_bands[r->bands_at + j], face);
          if (n != 1)
            printf ("\n  roll %s: face %u is covered by %u bands\n", r->name, face, n);
          CU_ASSERT_EQUAL (n, 1);
        }
    }
  CU_ASSERT_TRUE (plain > 0);
}

/* Faces @from..@to of roll @name give @outcome, stated by rule @rule_id. */
static void
check_band (const char *name, guint from, guint to, const char *outcome, const char *rule_id)
{
  const ArdinaDataRoll *r = find_roll (name);
  CU_ASSERT_PTR_NOT_NULL_FATAL (r);
  for (guint face = from; face <= to; face++)
    {
      const ArdinaDataBand *b = band_for (r, face);
      const char *got = b ? ardina_data_outcomes[b->outcome] : "(no band)";
      if (strcmp (got, outcome) != 0)
        printf ("\n  roll %s: %u gives %s, expected %s\n", name, face, got, outcome);
      CU_ASSERT_STRING_EQUAL (got, outcome);
      if (b)
        check_rulebook (ardina_value_nth (b->value_index), rule_id);
    }
}

static void
test_dice_stated (void)
{
  check_band ("fire", 1, 4, "no-effect", "18.4");
  check_band ("fire", 5, 5, "disrupted", "18.4");
  check_band ("fire", 6, 6, "eliminated", "18.4");
  check_band ("supply-attrition", 1, 3, "eliminated", "19.3");
  check_band ("supply-attrition", 4, 6, "survives", "19.3");
  check_band ("enlistment", 1, 4, "eliminated", "20.5");
  check_band ("enlistment", 5, 6, "stays", "20.5");
  check_band ("forced-march-attrition", 6, 6, "eliminated", "17.2");
  check_band ("forced-march-attrition", 1, 5, "survives", "17.2");
  check_band ("partisan-placement", 4, 6, "placed", "29.2");
  check_band ("partisan-placement", 1, 3, "not-placed", "29.2");
  check_band ("fortress-capture", 1, 3, "captured", "28.5");
  check_band ("fortress-capture", 4, 6, "destroyed", "28.5");
  check_band ("fortress-fire", 6, 6, "disrupted", "28.2");
  check_band ("fortress-fire", 1, 5, "no-effect", "28.2");
}

static void
test_dice_operands (void)
{
  const ArdinaDataRoll *r = find_roll ("enlistment");
  CU_ASSERT_PTR_NOT_NULL_FATAL (r);
  CU_ASSERT_EQUAL (r->modifier, ARDINA_OPERAND_LEADER_VALUE);
  r = find_roll ("leader-survival");
  CU_ASSERT_PTR_NOT_NULL_FATAL (r);
  CU_ASSERT_EQUAL (r->against, ARDINA_OPERAND_LEADER_VALUE);
  CU_ASSERT_TRUE_FATAL (r->n_bands > 0);
  const ArdinaDataBand *first = &ardina_data_bands[r->bands_at];
  CU_ASSERT_TRUE (first->at_most);
  CU_ASSERT_STRING_EQUAL (ardina_data_outcomes[first->outcome], "survives");
  check_rulebook (ardina_value_nth (first->value_index), "21.4");
}

/* ---- loyalty ---- */

static void
test_loyalty_regions (void)
{
  static const char *const regions[] = {
    "new-england", "mid-atlantic", "virginia", "deep-south", "west", "florida", "canada"
  };
  CU_ASSERT_EQUAL (ARDINA_DATA_LOYALTY_MIN, -3);
  CU_ASSERT_EQUAL (ARDINA_DATA_LOYALTY_MAX, 3);
  check_rulebook (find_value ("loyalty", "scale", "range", "-3..3"), "11.6");
  CU_ASSERT_EQUAL_FATAL (ARDINA_DATA_N_REGIONS, G_N_ELEMENTS (regions));
  CU_ASSERT_EQUAL (ARDINA_DATA_N_REGIONS, constant ("colonial-regions"));
  for (guint i = 0; i < G_N_ELEMENTS (regions); i++)
    {
      gboolean found = FALSE;
      for (guint j = 0; j < ARDINA_DATA_N_REGIONS; j++)
        found |= strcmp (ardina_data_regions[j].name, regions[i]) == 0;
      if (!found)
        printf ("\n  region %s (3.1) is missing\n", regions[i]);
      CU_ASSERT_TRUE (found);
    }
}

static void
test_loyalty_start (void)
{
  int short_loyalty = constant ("short-scenario-loyalty");
  int short_regions = constant ("short-scenario-regions");
  int win_loyalty = constant ("political-victory-loyalty");
  int win_regions = constant ("political-victory-regions");
  int american = 0, american_2 = 0, british_2 = 0;
  CU_ASSERT_EQUAL (short_loyalty, 1);
  CU_ASSERT_EQUAL (short_regions, 4);
  CU_ASSERT_EQUAL (win_loyalty, 2);
  CU_ASSERT_EQUAL (win_regions, 4);
  for (guint i = 0; i < ARDINA_DATA_N_REGIONS; i++)
    {
      int s = ardina_data_regions[i].start;
      CU_ASSERT_TRUE (s >= ARDINA_DATA_LOYALTY_MIN && s <= ARDINA_DATA_LOYALTY_MAX);
      american += s >= short_loyalty;
      american_2 += s >= win_loyalty;
      british_2 += s <= -win_loyalty;
    }
  printf ("\n  at the start: %d pro-American regions, %d at +2 or more, %d at -2 or less\n",
          american, american_2, british_2);
  CU_ASSERT_TRUE (american < short_regions);
  CU_ASSERT_TRUE (american_2 < win_regions);
  CU_ASSERT_TRUE (british_2 < win_regions);
}

static void
check_loyalty_level (const ArdinaDataLoyaltyLevel *l, int value)
{
  guint favours_american = value > 0, favours_british = value < 0;
  guint want[2] = { favours_american ? 2 : 1, favours_british ? 2 : 1 };
  guint points[2] = { value == 3 ? 2 : 1, value == -3 ? 2 : 1 };
  if (l->value != value || l->forage[0] != want[0] || l->forage[1] != want[1]
      || l->town_points[0] != points[0] || l->town_points[1] != points[1])
    printf ("\n  loyalty %d (row %d): forage %u/%u, town points %u/%u; expected %u/%u, %u/%u\n",
            value, l->value, l->forage[0], l->forage[1], l->town_points[0], l->town_points[1],
            want[0], want[1], points[0], points[1]);
  CU_ASSERT_EQUAL (l->value, value);
  CU_ASSERT_EQUAL (l->forage[0], want[0]);
  CU_ASSERT_EQUAL (l->forage[1], want[1]);
  CU_ASSERT_EQUAL (l->town_points[0], points[0]);
  CU_ASSERT_EQUAL (l->town_points[1], points[1]);
}

static void
test_loyalty_levels (void)
{
  for (int v = ARDINA_DATA_LOYALTY_MIN; v <= ARDINA_DATA_LOYALTY_MAX; v++)
    check_loyalty_level (&ardina_data_loyalty_levels[v - ARDINA_DATA_LOYALTY_MIN], v);
  const ArdinaTable *t = ardina_table_lookup ("loyalty");
  CU_ASSERT_PTR_NOT_NULL_FATAL (t);
  for (guint i = 0; i < ardina_table_get_n_values (t); i++)
    {
      const ArdinaValue *v = ardina_table_get_value (t, i);
      if (g_str_has_prefix (ardina_value_get_field (v), "forage "))
        check_rulebook (v, "19.2");
      else if (g_str_has_prefix (ardina_value_get_field (v), "town-points "))
        check_rulebook (v, "11.6");
    }
  check_rulebook (find_value ("loyalty", "level +3", "town-points american", "2"), "11.6");
  check_rulebook (find_value ("loyalty", "level -3", "town-points british", "2"), "11.6");
}

/* ---- balance ---- */

static guint
balance_level_with (ArdinaBalanceEffect effect)
{
  guint found = ARDINA_NONE;
  for (guint i = 0; i < ARDINA_DATA_N_BALANCE; i++)
    if ((ardina_data_balance[i].effects >> effect) & 1u)
      {
        if (found != ARDINA_NONE)
          printf ("\n  balance effect %d is given at two levels\n", effect);
        CU_ASSERT_EQUAL (found, ARDINA_NONE);
        found = i;
      }
  return found;
}

static void
test_balance_levels (void)
{
  const ArdinaDataBalanceLevel *start = &ardina_data_balance[ARDINA_DATA_BALANCE_START];
  CU_ASSERT_STRING_EQUAL (start->name, "neutral");
  CU_ASSERT_EQUAL (start->pos, 0);
  check_rulebook (find_value ("balance", "neutral", "position", "0"), "12.1");
  CU_ASSERT_EQUAL (ardina_data_balance[0].pos, ARDINA_DATA_BALANCE_FIRST_POS);
  for (guint i = 1; i < ARDINA_DATA_N_BALANCE; i++)
    CU_ASSERT_EQUAL (ardina_data_balance[i].pos, ardina_data_balance[i - 1].pos + 1);
  const ArdinaDataBalanceLevel *fr = &ardina_data_balance[ARDINA_BALANCE_FRENCH_ALLIANCE];
  CU_ASSERT_STRING_EQUAL (fr->name, "french-alliance");
  CU_ASSERT_TRUE (fr->pos > start->pos);
  guint france = balance_level_with (ARDINA_BALANCE_EFFECT_FRANCE_ALLIED);
  guint spain = balance_level_with (ARDINA_BALANCE_EFFECT_SPAIN_ALLIED);
  CU_ASSERT_EQUAL (france, ARDINA_BALANCE_FRENCH_ALLIANCE);
  CU_ASSERT_TRUE_FATAL (spain < ARDINA_DATA_N_BALANCE);
  if (ardina_data_balance[spain].pos <= fr->pos)
    printf ("\n  Spain enters at %d, France at %d\n", ardina_data_balance[spain].pos, fr->pos);
  CU_ASSERT_TRUE (ardina_data_balance[spain].pos > fr->pos);
  check_rulebook (find_value ("balance", "french-alliance", "effect", "france-allied"), "26.1");
}

static void
test_balance_sides (void)
{
  guint32 british = (1u << ARDINA_BALANCE_EFFECT_BRITISH_BONUS_POINT)
                    | (1u << ARDINA_BALANCE_EFFECT_BRITISH_BONUS_DIE);
  for (guint i = 0; i < ARDINA_DATA_N_BALANCE; i++)
    {
      const ArdinaDataBalanceLevel *l = &ardina_data_balance[i];
      gboolean ok = l->pos == 0 ? l->effects == 0
                  : l->pos < 0 ? (l->effects & ~british) == 0
                  : (l->effects & british) == 0;
      if (!ok)
        printf ("\n  balance level %s at %d has effects 0x%x for the wrong side\n", l->name,
                l->pos, l->effects);
      CU_ASSERT_TRUE (ok);
    }
}

/* ---- constants ---- */

static void
check_constant (const char *name, int value, const char *rule_id)
{
  int got = constant (name);
  if (got != value)
    printf ("\n  constant %s is %d, expected %d\n", name, got, value);
  CU_ASSERT_EQUAL (got, value);
  char *text = g_strdup_printf ("%d", value);
  check_rulebook (find_value ("constants", name, "value", text), rule_id);
  g_free (text);
}

static void
test_constants (void)
{
  check_constant ("victory-town-points", 36, "3.1");
  check_constant ("marker-purchase-cap", 15, "7.3");
  check_constant ("first-year", 1775, "1.1");
  check_constant ("last-year", 1782, "1.1");
  check_constant ("short-scenario-last-year", 1778, "3.5");
  check_constant ("colonial-regions", 7, "3.1");
  check_constant ("british-turn1-cost-multiplier", 2, "4.8");
  check_constant ("hand-return-divisor", 2, "7.2");
  check_constant ("american-balance-dice-declaration", 2, "12.5");
  check_constant ("mp-trail", 2, "16.12");
  check_constant ("mp-trail-light", 1, "16.12");
  check_constant ("mp-road", 1, "16.12");
  check_constant ("fleet-capacity", 4, "24.5");
  check_constant ("marine-amphibious-bonus", 1, "24.12");
  check_constant ("overrun-ratio", 10, "34.1");
  check_constant ("fortress-initiative-bonus", 1, "28.2");
  check_constant ("indian-sovereignty-points", 1, "30.1");
  check_constant ("famous-rabble-american", 3, "7.10");
  check_constant ("famous-rabble-british", 1, "7.10");
}

static void
test_constant_lookup (void)
{
  int v = 12345;
  CU_ASSERT_FALSE (ardina_constant_lookup ("nosuch", &v));
  CU_ASSERT_EQUAL (v, 12345);
  CU_ASSERT_TRUE (ardina_constant_lookup ("victory-town-points", NULL));
  CU_ASSERT_EQUAL (ardina_data_constants[ARDINA_K_VICTORY_TOWN_POINTS].value, 36);
  for (guint i = 0; i < ARDINA_DATA_N_CONSTANTS; i++)
    {
      const ArdinaDataConstant *k = &ardina_data_constants[i];
      char *text = g_strdup_printf ("%d", k->value);
      CU_ASSERT_STRING_EQUAL (ardina_value_get_text (ardina_value_nth (k->value_index)), text);
      CU_ASSERT_STRING_EQUAL (ardina_value_get_key (ardina_value_nth (k->value_index)), k->name);
      g_free (text);
    }
}

static CU_TestInfo tests[] = {
  { "every value has its provenance", test_provenance },
  { "values are listed under their rules", test_values_by_rule },
  { "the six tables are listed", test_tables_listed },
  { "table lookup", test_table_lookup },
  { "progress: five levels in order, start", test_progress_levels },
  { "progress: dice add up to 13, Articles 4", test_progress_dice },
  { "progress: effects at the stated levels", test_progress_effects },
  { "mobilization: stated costs", test_mobilization_stated },
  { "mobilization: Hessians cheap, turn 1 doubled", test_mobilization_relations },
  { "mobilization: rows and values agree, no detachments", test_mobilization_rows },
  { "dice: plain rolls cover 1-6 exactly once", test_dice_cover },
  { "dice: stated bands", test_dice_stated },
  { "dice: operands", test_dice_operands },
  { "loyalty: scale and the seven regions", test_loyalty_regions },
  { "loyalty: starting positions decide nothing", test_loyalty_start },
  { "loyalty: forage and town points by level", test_loyalty_levels },
  { "balance: neutral start, France, Spain", test_balance_levels },
  { "balance: each half favours its side", test_balance_sides },
  { "constants: stated values", test_constants },
  { "constants: lookup", test_constant_lookup },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("tables", tests);
}
