/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The Revolutionary Progress Table (10): the marker moves one space right
 * on an American rabble rousing win (10.2), never back and never past the
 * Articles of Confederation (10.4); reaching a level puts its effects in
 * force on top of those below it (10.5).
 *
 * Two effects happen the instant their level is reached, in the Rabble
 * Rousing Phase: Cornwallis and the units set aside with him arrive in the
 * Britain box at no cost (4.9), and the American places Washington with
 * any American unit on the map (4.10), a choice of his made in a small
 * procedure of its own (below). The other effects (political dice, costs,
 * enlistment, victory) are read from the level by the rules that use them.
 *
 * Which pieces arrive, and where, is the set-up's data: the instructions
 * that set them aside (rules-xml/setup.xml, `until` and `to`).
 *
 * Washington's frame: side American; no payload. */
#include "rules.h"

/* ---- effects in force ---- */

uint32_t
ardina_progress_effects (const ArdinaGame *g)
{
  uint32_t e = 0;
  for (guint i = 0; i <= g->progress && i < ARDINA_DATA_N_PROGRESS; i++)
    e |= ardina_data_progress[i].effects;
  return e;
}

gboolean
ardina_progress_has (const ArdinaGame *g, guint effect)
{
  return !!(ardina_progress_effects (g) & (1u << effect));
}

/* Whether the data marks a value of @table's row @key reconstructed
 * (rules-xml provenance): its events then say so. */
gboolean
ardina_value_reconstructed (const char *table, const char *key, const char *field)
{
  for (guint t = 0; t < ARDINA_DATA_N_TABLES; t++)
    {
      const struct _ArdinaTable *tb = &ardina_data_tables[t];
      if (strcmp (tb->name, table) != 0)
        continue;
      for (guint i = 0; i < tb->n_values; i++)
        {
          const struct _ArdinaValue *v = &ardina_data_values[tb->values_at + i];
          if (strcmp (v->key, key) == 0 && (!field || strcmp (v->field, field) == 0))
            return v->source == ARDINA_SOURCE_RECONSTRUCTED;
        }
    }
  return FALSE;
}

/* "british-special-reinforcements (4.9), ...": the level's own effects. */
static void
level_effect_list (guint level, GString *out)
{
  const char *key = ardina_data_progress[level].name;
  for (guint t = 0; t < ARDINA_DATA_N_TABLES; t++)
    {
      const struct _ArdinaTable *tb = &ardina_data_tables[t];
      if (strcmp (tb->name, "progress") != 0)
        continue;
      for (guint i = 0; i < tb->n_values; i++)
        {
          const struct _ArdinaValue *v = &ardina_data_values[tb->values_at + i];
          if (strcmp (v->key, key) != 0 || strcmp (v->field, "effect") != 0)
            continue;
          g_string_append_printf (out, "%s%s (%s)", out->len ? ", " : "", v->text,
                                  v->rule != ARDINA_NONE ? ardina_data_rules[v->rule].id : "reconstructed");
        }
    }
}

/* ---- 4.9: the British special reinforcements ---- */

static void
british_reinforcements (ArdinaCtx *c)
{
  for (guint i = 0; i < ARDINA_DATA_N_SETUP; i++)
    {
      const ArdinaDataSetup *d = &ardina_data_setup[i];
      if (d->op != ARDINA_SETUP_ASIDE || d->until != ARDINA_PROGRESS_EFFECT_BRITISH_SPECIAL_REINFORCEMENTS
          || d->locale == ARDINA_NONE
          || (d->what != ARDINA_SETUP_WHAT_UNIT && d->what != ARDINA_SETUP_WHAT_LEADER))
        continue;
      uint16_t code = (d->what == ARDINA_SETUP_WHAT_LEADER ? ARDINA_CODE_LEADER : ARDINA_CODE_UNIT) | d->index;
      ArdinaPlace *p = ardina_place_of (c->g, code);
      /* Only what is still set aside arrives: a piece already in play
       * (a board that put it there) is left where it is. */
      if (!p || p->zone != ARDINA_ZONE_ASIDE)
        continue;
      ardina_place_put (c->g, code, ARDINA_ZONE_MAP, d->locale);
      p->flags = ARDINA_PIECE_MOBILIZED;
      ardina_emit (c, ARDINA_R_4_9, ARDINA_SIDE_BRITISH, "%s arrives in %s at no cost",
                   ardina_code_label (code), ardina_data_locales[d->locale].label);
    }
}

/* ---- 4.10: Washington's placement ---- */

static uint16_t
washington_code (void)
{
  for (guint i = 0; i < ARDINA_DATA_N_SETUP; i++)
    if (ardina_data_setup[i].op == ARDINA_SETUP_ASIDE
        && ardina_data_setup[i].until == ARDINA_PROGRESS_EFFECT_WASHINGTON_ARRIVES
        && ardina_data_setup[i].what == ARDINA_SETUP_WHAT_LEADER)
      return ARDINA_CODE_LEADER | ardina_data_setup[i].index;
  return ARDINA_NONE;
}

/* an American unit is one of the American nation (not a French
 * one the American controls), anywhere on the map, boxes included. */
static gboolean
american_unit_at (const ArdinaGame *g, guint locale)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (g->units[i].zone == ARDINA_ZONE_MAP && g->units[i].locale == locale
        && ardina_data_units[i].nation == ARDINA_UNATION_AMERICAN)
      return TRUE;
  return FALSE;
}

static gboolean
any_american_unit (const ArdinaGame *g)
{
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (american_unit_at (g, l))
      return TRUE;
  return FALSE;
}

/* Returns 1 when Washington's placement was called. */
static int
washington_arrives (ArdinaCtx *c)
{
  uint16_t code = washington_code ();
  const ArdinaPlace *p = code == ARDINA_NONE ? NULL : ardina_place_get (c->g, code);
  if (!p || p->zone != ARDINA_ZONE_ASIDE)
    return 0;
  if (!any_american_unit (c->g))
    {
      /* the instant passes with nowhere to put him. */
      ardina_emit (c, ARDINA_R_4_10, ARDINA_SIDE_AMERICAN,
                   "%s cannot arrive: no American unit is on the map, so he stays aside for the game (R-62)",
                   ardina_code_label (code));
      return 0;
    }
  ardina_emit (c, ARDINA_R_4_10, ARDINA_SIDE_AMERICAN,
               "%s arrives: the American places him with any American unit on the map",
               ardina_code_label (code));
  return ardina_call (c, ARDINA_PROC_WASHINGTON, ARDINA_SIDE_AMERICAN) ? 1 : -1;
}

static ArdinaRun
washington_run (ArdinaCtx *c, ArdinaFrame *f)
{
  return ARDINA_RUN_DECIDE;
}

static void
washington_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = ARDINA_DECISION_CHOOSE;
  out->rule = ardina_rule_nth (ARDINA_R_4_10);
  g_snprintf (out->prompt, sizeof out->prompt,
              "%s places Washington with an American unit on the map (choose LOCALE)", ardina_side_label (side));
}

/* The locales washington_act accepts: those with an American unit
 * (4.10). */
static void
washington_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) f;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (american_unit_at (g, l))
      ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, ARDINA_CODE_LOCALE | (uint16_t) l);
}

/* Every locale: the space debug builds hold washington_generate to. */
static void
washington_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  ardina_actions_add_codes (out, side, ARDINA_VERB_CHOOSE, ARDINA_CODE_LOCALE, ARDINA_DATA_N_LOCALES);
}

static gboolean
washington_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  if (a->verb != ARDINA_VERB_CHOOSE || ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_LOCALE)
    return ardina_refuse (c, ARDINA_R_4_10, "the American places Washington: choose a locale with an American unit");
  guint locale = ARDINA_CODE_INDEX (a->args[0]);
  if (locale >= ARDINA_DATA_N_LOCALES || !american_unit_at (c->g, locale))
    return ardina_refuse (c, ARDINA_R_4_10, "Washington is placed with an American unit, and %s has none",
                          ardina_code_name (a->args[0]));
  if (c->check_only)
    return TRUE;
  ArdinaPlace *p = ardina_place_of (c->g, washington_code ());
  ardina_place_put (c->g, washington_code (), ARDINA_ZONE_MAP, locale);
  p->flags = 0;
  ardina_emit (c, ARDINA_R_4_10, ARDINA_SIDE_AMERICAN, "the American places Washington in %s",
               ardina_data_locales[locale].label);
  ardina_pop (c, 0);
  return TRUE;
}

/* It stands on the procedure that moved the progress marker, which waits
 * for it; Washington is still aside. */
static gboolean
washington_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  uint16_t code = washington_code ();
  if (depth && g->stack[depth - 1].call == ARDINA_CALL_WAITING && f->side == ARDINA_SIDE_AMERICAN
      && code != ARDINA_NONE && ardina_place_get (g, code)->zone == ARDINA_ZONE_ASIDE)
    return TRUE;
  g_string_append (why, "Washington's placement stands on the procedure waiting for it, for the American, "
                   "with Washington still aside");
  return FALSE;
}

static const char *const washington_steps[] = { "placing" };

const ArdinaProcClass ardina_washington_class = {
  .name = "washington", .owner = ARDINA_OWNER_PLAYER,
  .steps = washington_steps, .n_steps = G_N_ELEMENTS (washington_steps),
  .run = washington_run, .who = ardina_who_owner, .prompt = washington_prompt,
  .candidates = ardina_candidates_none, .act = washington_act, .check = washington_check,
  .generate = washington_generate, .space = washington_space,
};

/* ---- moving the marker ---- */

/* 10.5: the level's effects join those below it; only the political dice
 * are the level's own. */
static int
level_reached (ArdinaCtx *c, guint level)
{
  const ArdinaDataProgressLevel *lv = &ardina_data_progress[level];
  if (ardina_telling (c))
    {
      GString *eff = g_string_new (NULL);
      level_effect_list (level, eff);
      ardina_emit (c, ARDINA_R_10_5, ARDINA_SIDE_NONE,
                   "%s reached: its effects add to those of every level below it; the American now rolls %u "
                   "political dice%s", lv->label, lv->dice,
                   ardina_value_reconstructed ("progress", lv->name, "political dice") ? " (reconstructed)" : "");
      ardina_emit (c, ARDINA_R_10_5, ARDINA_SIDE_NONE, "effects of %s: %s", lv->label,
                   eff->len ? eff->str : "none of its own");
      g_string_free (eff, TRUE);
    }
  if (lv->effects & (1u << ARDINA_PROGRESS_EFFECT_BRITISH_SPECIAL_REINFORCEMENTS))
    british_reinforcements (c);
  if (lv->effects & (1u << ARDINA_PROGRESS_EFFECT_WASHINGTON_ARRIVES))
    return washington_arrives (c);
  return 0;
}

int
ardina_progress_advance (ArdinaCtx *c)
{
  guint from = c->g->progress;
  if (from + 1 >= ARDINA_DATA_N_PROGRESS)
    {
      ardina_emit (c, ARDINA_R_10_4, ARDINA_SIDE_AMERICAN,
                   "Revolutionary Progress is at %s and moves no higher: the American win changes nothing",
                   ardina_data_progress[from].label);
      return 0;
    }
  c->g->progress = (uint8_t) (from + 1);
  ardina_emit (c, ARDINA_R_10_2, ARDINA_SIDE_AMERICAN, "Revolutionary Progress moves right, from %s to %s",
               ardina_data_progress[from].label, ardina_data_progress[from + 1].label);
  return level_reached (c, from + 1);
}
