/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The Political Phase (6, 5.1 II): the acting player collects the points
 * of the towns he occupies and rolls his political dice, and both add to
 * his political points of the turn (6.1).
 *
 * The turn calls this class once for the First Player, once for the
 * Second. Each call first opens the window of the moment "during the
 * Political Phase" (7.9) for the acting player then the other, in which
 * Debate in Parliament and Speculators are played; then it counts the
 * towns (6.2-6.5, 26.3, 11.6(2) with R-28) and the dice, one source at a
 * time: the American the dice of the Revolutionary Progress level reached
 * (6.7, 10.5: not cumulative) and France's and Spain's boxes while each is
 * allied (6.6, 25.8); the British Britain's box (6.6, 25.8, 25.9), one
 * more die from Declaration of Independence on (6.7, R-7), and Debate in
 * Parliament's die added or taken away (7.9); each side the bonus points
 * and dice of the Balance of Power (12.7, R-29). Every die is a die-roll
 * procedure, so a Master Plan may answer it (7.9, R-46). The phase then
 * returns to the turn by itself.
 *
 * Frame: side the acting player; payload the town and bonus points, the
 * dice still to roll per source and the pips rolled so far. */
#include "rules.h"
#include "ardina/tables.h"

/* Where the dice come from: each is rolled under its own rule. */
enum { SRC_PROGRESS, SRC_BRITAIN, SRC_FRANCE, SRC_SPAIN, SRC_EXTRA, SRC_DEBATE, SRC_BALANCE, SRC_COUNT };

typedef struct {
  int16_t towns;               /* town points collected (6.2) */
  int16_t bonus;               /* bonus points: the Balance of Power's (12.7), the POLITICAL rows' (30.1) */
  int16_t pips;                /* dice rolled so far */
  uint8_t left[SRC_COUNT];     /* dice still to roll, per source */
} Political;

enum { WINDOW, COLLECT, ROLL };
static const char *const step_names[] = { "window", "collect", "roll" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == ROLL + 1);

static const uint16_t *
source_rules (void)
{
  static const uint16_t rules[SRC_COUNT] = {
    [SRC_PROGRESS] = ARDINA_R_6_7, [SRC_BRITAIN] = ARDINA_R_6_6, [SRC_FRANCE] = ARDINA_R_25_8,
    [SRC_SPAIN] = ARDINA_R_25_8,   [SRC_EXTRA] = ARDINA_R_6_7,   [SRC_DEBATE] = ARDINA_R_7_9,
    [SRC_BALANCE] = ARDINA_R_12_7,
  };
  return rules;
}

/* ---- towns: their occupation and value are towns.c's (6.2-6.5) ---- */

/* 11.6(2), R-28: the multiplier of a town's points for @side, from the
 * loyalty of its colonial region (2 at +3 for the side). */
static guint
loyalty_multiplier (const ArdinaGame *g, uint16_t locale, ArdinaSide side)
{
  uint16_t r = ardina_locale_loyalty_region (locale);
  if (r == ARDINA_NONE)
    return 1;
  for (guint i = 0; ardina_data_loyalty_levels[i].label; i++)
    if (ardina_data_loyalty_levels[i].value == g->loyalty[r])
      return ardina_data_loyalty_levels[i].town_points[side == ARDINA_SIDE_AMERICAN ? 0 : 1];
  return 1;
}

/* ---- where values come from (R-6: the event says what is ours) ---- */

static gboolean
reconstructed (const char *table, const char *key, const char *field)
{
  for (guint i = 0; i < ardina_value_count (); i++)
    {
      const ArdinaValue *v = ardina_value_nth (i);
      if (g_strcmp0 (ardina_value_get_key (v), key) == 0 && g_strcmp0 (ardina_value_get_field (v), field) == 0
          && g_strcmp0 (ardina_table_get_name (ardina_value_get_table (v)), table) == 0)
        return ardina_value_get_source (v) == ARDINA_SOURCE_RECONSTRUCTED;
    }
  return FALSE;
}

static const char *
recon (gboolean r)
{
  return r ? " (reconstructed)" : "";
}

static gboolean
box_reconstructed (uint16_t box)
{
  const ArdinaValue *v = ardina_value_nth (ardina_data_locales[box].value_index);
  return v && ardina_value_get_source (v) == ARDINA_SOURCE_RECONSTRUCTED;
}

/* ---- the collection ---- */

/* Counts one town, and names it in @s unless @s is NULL (nobody reads the
 * events: the counts alone are kept); @mult 0 names it without points. */
static void
list_add (GString *s, guint *n, const char *label, guint points, guint mult)
{
  if ((*n)++ && s)
    g_string_append (s, ", ");
  if (!s)
    return;
  if (mult == 0)
    g_string_append (s, label);
  else if (mult > 1)
    g_string_append_printf (s, "%s (%u, doubled)", label, points / mult);
  else
    g_string_append_printf (s, "%s (%u)", label, points);
}

/* 6.2, 6.3: the towns @side occupies, their points, and the events that
 * say which count, which are doubled (11.6(2)) and which give nothing
 * (6.4, 6.5, 26.3). */
static guint
collect_towns (ArdinaCtx *c, ArdinaSide side)
{
  uint8_t occupied[ARDINA_MAX_LOCALES];
  ardina_town_occupied (c->g, side, occupied);
  /* The lists of names are made only for a reader of the events. */
  gboolean tell = ardina_telling (c);
  GString *counted = tell ? g_string_new (NULL) : NULL, *doubled = tell ? g_string_new (NULL) : NULL;
  GString *denied[4] = { NULL };
  for (guint k = 0; tell && k < 4; k++)
    denied[k] = g_string_new (NULL);
  static const uint16_t denial[4] = { ARDINA_R_6_4, ARDINA_R_6_5, ARDINA_R_26_3, ARDINA_R_37_2 };
  guint total = 0, n = 0, nd = 0, nden[4] = { 0 };
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    {
      if (!occupied[l] || ardina_data_locales[l].kind == ARDINA_LOCALE_KIND_OFF_MAP)
        continue;
      uint16_t why = 0;
      guint v = ardina_town_value (c->g, (uint16_t) l, side, &why);
      if (why)
        {
          for (guint k = 0; k < 4; k++)
            if (denial[k] == why)
              list_add (denied[k], &nden[k], ardina_data_locales[l].label, 0, 0);
          continue;
        }
      guint mult = loyalty_multiplier (c->g, (uint16_t) l, side);
      total += v * mult;
      list_add (counted, &n, ardina_data_locales[l].label, v * mult, mult);
      if (mult > 1)
        list_add (doubled, &nd, ardina_data_locales[l].label, v * mult, mult);
    }
  if (tell)
    {
      static const char *const reason[4] = {
        "an enemy partisan is there", "no political value", "its nation is neutral", "a massacre happened there",
      };
      for (guint k = 0; k < 4; k++)
        if (nden[k])
          ardina_emit2 (c, denial[k], ARDINA_R_6_2, side, "%s gets no points for %s: %s",
                        ardina_side_label (side), denied[k]->str, reason[k]);
      if (nd)
        ardina_emit2 (c, ARDINA_R_11_6, ARDINA_R_6_2, side,
                      "loyalty at 3 for %s doubles the points of %s (R-28)", ardina_side_label (side), doubled->str);
      if (n)
        ardina_emit2 (c, ARDINA_R_6_2, ARDINA_R_6_3, side, "%s collects %u point%s for %s",
                      ardina_side_label (side), total, total == 1 ? "" : "s", counted->str);
      else
        ardina_emit2 (c, ARDINA_R_6_2, ARDINA_R_6_3, side, "%s occupies no town of value: no town points",
                      ardina_side_label (side));
    }
  if (tell)
    {
      g_string_free (counted, TRUE);
      g_string_free (doubled, TRUE);
      for (guint k = 0; k < 4; k++)
        g_string_free (denied[k], TRUE);
    }
  return total;
}

/* Is a progress effect in force? 10.5: the effects add up up the table. */
static gboolean
progress_effect (const ArdinaGame *g, ArdinaProgressEffect e)
{
  for (guint i = 0; i <= g->progress; i++)
    if (ardina_data_progress[i].effects & (1u << e))
      return TRUE;
  return FALSE;
}

/* 6.6, 25.8: France's or Spain's box, while that nation is allied. */
static void
ally_box (ArdinaCtx *c, Political *p, int src, uint8_t nation, uint16_t box)
{
  if (!ardina_nation_allied (c->g, nation))
    {
      ardina_emit2 (c, ARDINA_R_25_8, ARDINA_R_26_3, ARDINA_SIDE_AMERICAN,
                    "%s is neutral: no points for its box", ardina_data_locales[box].label);
      return;
    }
  p->left[src] = ardina_data_locales[box].dice;
  ardina_emit2 (c, ARDINA_R_25_8, ARDINA_R_6_6, ARDINA_SIDE_AMERICAN, "%s is allied: %u %s for its box%s",
                ardina_data_locales[box].label, p->left[src], p->left[src] == 1 ? "die" : "dice",
                recon (box_reconstructed (box)));
}

static void
american_dice (ArdinaCtx *c, Political *p)
{
  const ArdinaDataProgressLevel *lv = &ardina_data_progress[c->g->progress];
  p->left[SRC_PROGRESS] = lv->dice;
  ardina_emit2 (c, ARDINA_R_6_7, ARDINA_R_10_5, ARDINA_SIDE_AMERICAN,
                "Revolutionary Progress at %s: the American rolls %u di%s%s",
                lv->label, lv->dice, lv->dice == 1 ? "e" : "ce", recon (reconstructed ("progress", lv->name, "political dice")));
  ally_box (c, p, SRC_FRANCE, ARDINA_UNATION_FRENCH, ARDINA_LOCALE_FRANCE);
  ally_box (c, p, SRC_SPAIN, ARDINA_UNATION_SPANISH, ARDINA_LOCALE_SPAIN);
}

/* 7.9: Debate in Parliament's dice; a die taken away comes off the last
 * sources first, never below none. */
static void
debate_dice (ArdinaCtx *c, Political *p, int debate)
{
  if (debate > 0)
    p->left[SRC_DEBATE] = (uint8_t) debate;
  for (int k = debate; k < 0; k++)
    for (int s = SRC_COUNT - 1; s >= 0; s--)
      if (p->left[s])
        {
          p->left[s]--;
          break;
        }
  if (debate)
    ardina_emit (c, ARDINA_R_7_9, ARDINA_SIDE_BRITISH, "Debate in Parliament: the British roll %d %s %s",
                 ABS (debate), debate > 0 ? "more" : "less", ABS (debate) == 1 ? "die" : "dice");
}

static void
british_dice (ArdinaCtx *c, Political *p, int debate)
{
  p->left[SRC_BRITAIN] = ardina_data_locales[ARDINA_LOCALE_BRITAIN].dice;
  ardina_emit2 (c, ARDINA_R_6_6, ARDINA_R_25_9, ARDINA_SIDE_BRITISH,
                "the British control the Britain box, units there or not: %u dice%s", p->left[SRC_BRITAIN],
                recon (box_reconstructed (ARDINA_LOCALE_BRITAIN)));
  if (progress_effect (c->g, ARDINA_PROGRESS_EFFECT_BRITISH_EXTRA_POLITICAL_DIE))
    {
      p->left[SRC_EXTRA] = 1;
      ardina_emit (c, ARDINA_R_6_7, ARDINA_SIDE_BRITISH,
                   "Revolutionary Progress at Declaration of Independence or higher: one more British die (R-7)");
    }
  debate_dice (c, p, debate);
}

/* 12.7, R-29: the Balance of Power's bonus point and die for @side. */
static void
balance_bonus (ArdinaCtx *c, Political *p, ArdinaSide side)
{
  uint32_t e = ardina_balance_effects (c->g);
  gboolean am = side == ARDINA_SIDE_AMERICAN;
  const char *level = ardina_data_balance[c->g->balance].name;
  if (e & (1u << (am ? ARDINA_BALANCE_EFFECT_AMERICAN_BONUS_POINT : ARDINA_BALANCE_EFFECT_BRITISH_BONUS_POINT)))
    {
      p->bonus = 1;
      ardina_emit2 (c, ARDINA_R_12_7, ARDINA_R_6_2, side, "the Balance of Power gives %s 1 point%s",
                    ardina_side_label (side), recon (TRUE));
    }
  if (e & (1u << (am ? ARDINA_BALANCE_EFFECT_AMERICAN_BONUS_DIE : ARDINA_BALANCE_EFFECT_BRITISH_BONUS_DIE)))
    {
      p->left[SRC_BALANCE] = 1;
      ardina_emit2 (c, ARDINA_R_12_7, ARDINA_R_6_2, side, "the Balance of Power gives %s 1 die%s",
                    ardina_side_label (side), recon (TRUE));
    }
  (void) level;
}

static ArdinaRun roll_next (ArdinaCtx *c, ArdinaFrame *f);

static ArdinaRun
collect (ArdinaCtx *c, ArdinaFrame *f)
{
  Political *p = ARDINA_PAYLOAD (f, Political);
  ArdinaSide side = (ArdinaSide) f->side;
  ArdinaTurnFacts *facts = ardina_turn_facts (c->g);
  memset (p, 0, sizeof *p);
  p->towns = (int16_t) collect_towns (c, side);
  if (side == ARDINA_SIDE_AMERICAN)
    american_dice (c, p);
  else
    british_dice (c, p, facts ? facts->debate : 0);
  balance_bonus (c, p, side);
  ARDINA_HOOK_EACH (row, c->g, POLITICAL)   /* 30.1: Indian sovereignty */
    p->bonus = (int16_t) MIN (p->bonus + row->fn.POLITICAL (c, side), G_MAXINT16);
  if (facts)
    facts->rolled[side] = 1;   /* Debate in Parliament comes too late now (7.9) */
  f->step = ROLL;
  return roll_next (c, f);
}

/* 6.1: everything collected and rolled is the side's to spend this turn. */
static ArdinaRun
finish (ArdinaCtx *c, ArdinaFrame *f)
{
  Political *p = ARDINA_PAYLOAD (f, Political);
  ArdinaSide side = (ArdinaSide) f->side;
  int gain = p->towns + p->pips + p->bonus;
  c->g->points[side] = (int16_t) MIN (c->g->points[side] + gain, G_MAXINT16);
  ardina_emit2 (c, ARDINA_R_6_1, ARDINA_R_6_2, side,
                "%s gains %d political point%s (towns %d, dice %d, bonus %d): %d to spend this turn",
                ardina_side_label (side), gain, gain == 1 ? "" : "s", p->towns, p->pips, p->bonus,
                c->g->points[side]);
  ardina_pop (c, 0);
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
roll_next (ArdinaCtx *c, ArdinaFrame *f)
{
  Political *p = ARDINA_PAYLOAD (f, Political);
  for (int s = 0; s < SRC_COUNT; s++)
    if (p->left[s])
      {
        p->left[s]--;
        return ardina_roll_call (c, (ArdinaSide) f->side, source_rules ()[s], TRUE) ? ARDINA_RUN_AGAIN
                                                                                     : ARDINA_RUN_ERROR;
      }
  return finish (c, f);
}

static ArdinaRun
political_run (ArdinaCtx *c, ArdinaFrame *f)
{
  int16_t die = 0;
  gboolean back = ardina_returned (f, &die);
  ArdinaSide side = (ArdinaSide) f->side;
  switch (f->step)
    {
    case WINDOW:
      f->step = COLLECT;
      switch (ardina_moment (c, ARDINA_MOMENT_POLITICAL_PHASE, side, ardina_other (side), 0))
        {
        case ARDINA_MOMENT_OPEN:
          return ARDINA_RUN_AGAIN;
        case ARDINA_MOMENT_FAILED:
          return ARDINA_RUN_ERROR;
        default:
          return collect (c, f);
        }
    case COLLECT:
      return collect (c, f);
    default:
      if (back)
        ARDINA_PAYLOAD (f, Political)->pips = (int16_t) MIN (ARDINA_PAYLOAD (f, Political)->pips + die, G_MAXINT16);
      return roll_next (c, f);
    }
}

/* The phase stands on the turn at its own step, for the step's acting
 * player, waiting on its window or a die: it decides nothing itself. */
static gboolean
political_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const ArdinaFrame *turn = depth ? &g->stack[depth - 1] : NULL;
  if (turn && turn->proc == ARDINA_PROC_TURN && turn->call == ARDINA_CALL_WAITING
      && ardina_turn_step_proc (turn->step) == f->proc && ardina_turn_step_actor (g, turn->step) == f->side
      && f->call == ARDINA_CALL_WAITING && f->step != WINDOW)
    return TRUE;
  g_string_append (why, "the political phase stands on the turn at its own step, for its acting player, "
                   "waiting on its window or a die");
  return FALSE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (Political, towns, "towns", ARDINA_FIELD_INT, 0, 32767),
  ARDINA_FIELD_DEF (Political, bonus, "bonus", ARDINA_FIELD_INT, 0, 32767),
  ARDINA_FIELD_DEF (Political, pips, "pips", ARDINA_FIELD_INT, 0, 32767),
  ARDINA_FIELD_DEF (Political, left[SRC_PROGRESS], "progress-dice", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Political, left[SRC_BRITAIN], "britain-dice", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Political, left[SRC_FRANCE], "france-dice", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Political, left[SRC_SPAIN], "spain-dice", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Political, left[SRC_EXTRA], "extra-dice", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Political, left[SRC_DEBATE], "debate-dice", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Political, left[SRC_BALANCE], "balance-dice", ARDINA_FIELD_BYTE, 0, 255),
};

const ArdinaProcClass ardina_political_class = {
  .name = "political", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = political_run, .check = political_check,
};
