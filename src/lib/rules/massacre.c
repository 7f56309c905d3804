/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Massacres (optional section 37).
 *
 * What a massacre marker does to its locale: the town gives nobody points
 * or food (37.2(3), R-31) and no Indian unit is raised there (37.2(4),
 * costs.c asks ardina_massacre_here): the TOWN_POINTS and FORAGE rows.
 *
 * The massacre itself (37.1-37.3, 37.5), after a battle: the AFTER_BATTLE
 * row, run by the battle (battle.c) at its `after` step, once the winner
 * holds the ground and before the battle-end window and the picks
 * . Where one may be made (a land battle won in a land locale
 * against enemy combat units, no massacre marker there): Tarleton's
 * Quarter played by the winner obliges it (7.9, R-173); else a winning
 * attacker with Indian units rolls, and a die not above their number
 * makes it happen (37.3, R-172); else the winner decides, in the
 * `massacre` procedure this row calls (`choose massacre` or `decline`,
 * 37.1). Bait the Redcoats/Bluecoats's 2-3 calls ardina_massacre too
 * (7.9, R-140).
 *
 * The markers' duration (37.4): the STEP_END row sweeps them as the
 * Supply Phase's last row ends, but in Indian locales.
 *
 * Frame (massacre): side the winner; payload the battle's locale. It
 * stands on the battle that called it, at the battle's `after` step. */
#include "rules.h"
#include "battle-frame.h"
#include "core/board.h"

typedef struct {
  uint8_t locale;
} Massacre;

enum { CHOOSING };
static const char *const step_names[] = { "choosing" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == CHOOSING + 1);

#define MASSACRE_CODE ((uint16_t) (ARDINA_CODE_MARKER | ARDINA_MARKER_MASSACRE))

/* 37.2: a massacre marker stands in @locale, with section 37 in play. */
gboolean
ardina_massacre_here (const ArdinaGame *g, uint16_t locale)
{
  return (g->optional & ARDINA_OPTIONAL (37)) && g->markers[ARDINA_MARKER_MASSACRE][locale];
}

/* TOWN_POINTS and FORAGE, 37.2(3): a massacre marker denies the locale to
 * both sides. */
uint16_t
ardina_massacre_denies (const ArdinaGame *g, uint16_t locale, ArdinaSide side)
{
  (void) side;
  return ardina_massacre_here (g, locale) ? ARDINA_R_37_2 : 0;
}

static const char *
label (uint16_t locale)
{
  return ardina_data_locales[locale].label;
}

/* 37.1, 37.2(5): 0 if a massacre may be made in @locale as far as the
 * locale goes, else the rule that forbids it, with why. */
static uint16_t
locale_barred (const ArdinaGame *g, uint16_t locale, const char **why)
{
  ArdinaLocaleKind kind = ardina_data_locales[locale].kind;
  if (kind == ARDINA_LOCALE_KIND_HIGH_SEAS || kind == ARDINA_LOCALE_KIND_OFF_MAP)
    return *why = "a massacre is made in a land locale only", ARDINA_R_37_1;
  if (g->markers[ARDINA_MARKER_MASSACRE][locale])
    return *why = "a massacre marker already stands there, and a locale holds one at most (15.2)", ARDINA_R_37_2;
  return 0;
}

/* 37.5, R-171: the loser of the battle @p had combat units in it: one was
 * eliminated (its kills, leaders aside), or one of his still carries the
 * battle's flag, there or where it retreated. */
static gboolean
loser_had_units (const ArdinaGame *g, const Battle *p)
{
  ArdinaSide loser = (ArdinaSide) p->loser, winner = ardina_other (loser);
  if (p->kills[winner] > p->leader_kills[winner])
    return TRUE;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (g->units[i].zone == ARDINA_ZONE_MAP && (g->units[i].flags & ARDINA_PIECE_IN_BATTLE)
        && ardina_unit_controller (g, (uint16_t) i) == loser)
      return TRUE;
  return FALSE;
}

/* 37.1, 37.2(5), 37.5, R-170, R-171: 0 if the winner of the battle @p may
 * massacre at its locale, else the rule that forbids it, with why. */
static uint16_t
battle_barred (const ArdinaGame *g, const Battle *p, const char **why)
{
  if (p->kind == ARDINA_BATTLE_FLEETS)
    return *why = "a battle of fleets is no battle on land (24.8, R-170)", ARDINA_R_37_1;
  uint16_t rule = locale_barred (g, p->locale, why);
  if (rule)
    return rule;
  if (!loser_had_units (g, p))
    return *why = "the beaten enemy had no combat units there, leaders only (R-171)", ARDINA_R_37_5;
  return 0;
}

/* The battle on top of the stack, or below the massacre frame @f. */
static const Battle *
battle_below (const ArdinaGame *g, const ArdinaFrame *f)
{
  guint d = (guint) (f - g->stack);
  if (d == 0 || g->stack[d - 1].proc != ARDINA_PROC_BATTLE)
    return NULL;
  return ARDINA_PAYLOAD (&g->stack[d - 1], Battle);
}

/* 37.2: @side massacres in @locale, the massacre caused by @cause (37.1,
 * 37.3, 7.9): (1) the enemy partisan there is removed (29.5); (2) the
 * enemy picks as many campaign markers as the locale's printed value,
 * fewer when the pool runs dry (7.3); (3) a massacre marker is placed,
 * which zeroes the locale's value while it stays, and the locale is
 * recorded as massacred. FALSE when the dice source fails. */
gboolean
ardina_massacre (ArdinaCtx *c, ArdinaSide side, uint16_t locale, uint16_t cause)
{
  ArdinaGame *g = c->g;
  ArdinaSide enemy = ardina_other (side);
  ardina_emit2 (c, cause, ARDINA_R_37_2, side, "%s massacres in %s", ardina_side_label (side), label (locale));
  uint8_t partisan = enemy == ARDINA_SIDE_AMERICAN ? ARDINA_MARKER_PARTISAN_REBEL : ARDINA_MARKER_PARTISAN_TORY;
  if (g->markers[partisan][locale])
    {
      g->markers[partisan][locale] = 0;
      ardina_emit2 (c, ARDINA_R_37_2, ARDINA_R_29_5, side, "the massacre removes %s's partisan from %s",
                    ardina_side_label (enemy), label (locale));
    }
  guint value = ardina_data_locales[locale].value, done = 0;
  if (!ardina_pick_markers (c, ARDINA_R_37_2, enemy, (int) value, &done))
    return FALSE;
  ardina_emit (c, ARDINA_R_37_2, enemy, "%s picks %u campaign marker%s for the massacre, %s's printed value "
               "being %u", ardina_side_label (enemy), done, done == 1 ? "" : "s", label (locale), value);
  g->markers[ARDINA_MARKER_MASSACRE][locale] = (uint8_t) (1 + side);
  g->massacred[locale] = 1;
  ardina_emit2 (c, ARDINA_R_37_2, ARDINA_R_15_2, side, "a massacre marker is placed in %s: its political value "
                "is zero while the marker stays", label (locale));
  return TRUE;
}

/* 37.3: the winner's Indian units in the battle, when he attacked. */
static guint
indians (const ArdinaGame *g, const ArdinaFrame *battle, ArdinaSide winner)
{
  const Battle *p = ARDINA_PAYLOAD (battle, Battle);
  guint n = 0;
  if ((ArdinaSide) battle->side != winner)
    return 0;
  ARDINA_BOARD_EACH_UNIT_IF (g, p->locale, ARDINA_PIECE_IN_BATTLE, ARDINA_PIECE_IN_BATTLE, i)
    if (ardina_data_units[i].type == ARDINA_UNIT_TYPE_INDIAN && ardina_unit_controller (g, (uint16_t) i) == winner)
      n++;
  return n;
}

/* AFTER_BATTLE, 37.1, 37.3, 7.9: @winner won the battle on top of the
 * stack at @locale. Where he may massacre: Tarleton's Quarter of his
 * obliges him; a winning attacker with Indians rolls (37.3,
 * R-172), a die not above their number making the massacre happen;
 * else he is asked (the massacre procedure, called here: the battle
 * waits for it). */
gboolean
ardina_massacre_after_battle (ArdinaCtx *c, ArdinaSide winner, uint16_t locale)
{
  ArdinaGame *g = c->g;
  const ArdinaFrame *battle = ardina_top (g);
  if (!battle || battle->proc != ARDINA_PROC_BATTLE)
    return TRUE;
  const Battle *p = ARDINA_PAYLOAD (battle, Battle);
  gboolean quarter = (p->quarter >> winner) & 1;
  const char *why = NULL;
  uint16_t barred = battle_barred (g, p, &why);
  if (barred)
    {
      if (quarter)
        ardina_emit2 (c, ARDINA_R_7_9, barred, winner, "Tarleton's Quarter: %s won but may not massacre in %s (%s): "
                      "no massacre, and with section 37 the enemy's picks are not doubled (R-173)",
                      ardina_side_label (winner), label (locale), why);
      return TRUE;
    }
  if (quarter)
    {
      ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_37_1, winner, "Tarleton's Quarter: %s won and must massacre in %s "
                    "(R-173)", ardina_side_label (winner), label (locale));
      return ardina_massacre (c, winner, locale, ARDINA_R_7_9);
    }
  guint n = indians (g, battle, winner);
  if (n)
    {
      int die = ardina_roll (c, ARDINA_R_37_3, winner, "massacre");
      if (!die)
        return FALSE;
      if ((guint) die <= n)
        {
          ardina_emit (c, ARDINA_R_37_3, winner, "%s's victorious attack holds %u Indian unit%s and he rolls %d: "
                       "a massacre follows (R-172)", ardina_side_label (winner), n, n == 1 ? "" : "s", die);
          return ardina_massacre (c, winner, locale, ARDINA_R_37_3);
        }
      ardina_emit (c, ARDINA_R_37_3, winner, "%s's victorious attack holds %u Indian unit%s and he rolls %d: no "
                   "massacre follows unless he chooses one (R-172)", ardina_side_label (winner), n,
                   n == 1 ? "" : "s", die);
    }
  if (!ardina_stack_room (g, 1))
    return TRUE;   /* a loaded stack at its bound: the choice cannot be asked (never in play) */
  ArdinaFrame *m = ardina_call (c, ARDINA_PROC_MASSACRE, winner);
  if (!m)
    return FALSE;
  ARDINA_PAYLOAD (m, Massacre)->locale = (uint8_t) locale;
  return TRUE;
}

/* STEP_END, 37.4: as the Supply Phase's last row ends, every massacre
 * marker goes but those in Indian locales, which stay for the game. */
void
ardina_massacre_sweep (ArdinaCtx *c, uint8_t step)
{
  ArdinaGame *g = c->g;
  if (step != ARDINA_STEP_RETURN_2)
    return;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (g->markers[ARDINA_MARKER_MASSACRE][l])
      {
        if (ardina_data_locales[l].kind == ARDINA_LOCALE_KIND_INDIAN)
          {
            ardina_emit (c, ARDINA_R_37_4, ARDINA_SIDE_NONE, "the massacre marker in %s, an Indian locale, stays "
                         "for the rest of the game", label ((uint16_t) l));
            continue;
          }
        g->markers[ARDINA_MARKER_MASSACRE][l] = 0;
        ardina_emit (c, ARDINA_R_37_4, ARDINA_SIDE_NONE, "the Supply Phase ends: the massacre marker in %s is "
                     "removed", label ((uint16_t) l));
      }
}

/* ---- the winner's choice (37.1) ---- */

static ArdinaRun
massacre_run (ArdinaCtx *c, ArdinaFrame *f)
{
  (void) c, (void) f;
  return ARDINA_RUN_DECIDE;
}

static void
massacre_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = ARDINA_DECISION_CHOOSE;
  out->rule = ardina_rule_nth (ARDINA_R_37_1);
  g_snprintf (out->prompt, sizeof out->prompt, "%s won the battle of %s: he may massacre there (choose massacre) "
              "or not (decline)", ardina_side_label (side), label (ARDINA_PAYLOAD (f, Massacre)->locale));
}

static gboolean
massacre_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  uint16_t locale = ARDINA_PAYLOAD (f, Massacre)->locale;
  if (a->verb == ARDINA_VERB_DECLINE)
    {
      if (c->check_only)
        return TRUE;
      ardina_emit (c, ARDINA_R_37_1, side, "%s makes no massacre in %s", ardina_side_label (side), label (locale));
      ardina_pop (c, 0);
      return TRUE;
    }
  if (a->verb != ARDINA_VERB_CHOOSE || a->args[0] != MASSACRE_CODE)
    return ardina_refuse (c, ARDINA_R_37_1, "%s decides whether he massacres in %s (choose massacre, or decline)",
                          ardina_side_label (side), label (locale));
  /* The procedure is asked only where a massacre may be made; a board
   * may still declare it elsewhere, and the rules refuse it there. */
  const Battle *p = battle_below (c->g, f);
  const char *why = NULL;
  uint16_t barred = p ? battle_barred (c->g, p, &why) : locale_barred (c->g, locale, &why);
  if (barred)
    return ardina_refuse (c, barred, "%s may not massacre in %s: %s", ardina_side_label (side), label (locale), why);
  if (c->check_only)
    return TRUE;
  if (!ardina_massacre (c, side, locale, ARDINA_R_37_1))
    return FALSE;
  ardina_pop (c, 0);
  return TRUE;
}

/* The actions massacre_act accepts: the massacre where it may be made,
 * and declining it. */
static void
massacre_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  const Battle *p = battle_below (g, f);
  const char *why = NULL;
  if (!(p ? battle_barred (g, p, &why) : locale_barred (g, ARDINA_PAYLOAD (f, Massacre)->locale, &why)))
    ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, MASSACRE_CODE);
  ardina_actions_add (out, side, ARDINA_VERB_DECLINE, 0);
}

/* The space debug builds hold massacre_generate to. */
static void
massacre_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, MASSACRE_CODE);
  ardina_actions_add (out, side, ARDINA_VERB_DECLINE, 0);
}

/* It stands on the battle won by its side at its locale, which waits for
 * it at its `after` step, section 37 in play (1.4). */
static gboolean
massacre_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const ArdinaFrame *below = depth ? &g->stack[depth - 1] : NULL;
  const Battle *p = below && below->proc == ARDINA_PROC_BATTLE ? ARDINA_PAYLOAD (below, Battle) : NULL;
  if ((g->optional & ARDINA_OPTIONAL (37)) && p && below->call == ARDINA_CALL_WAITING
      && p->locale == ARDINA_PAYLOAD (f, Massacre)->locale && p->loser <= ARDINA_SIDE_BRITISH
      && ardina_other ((ArdinaSide) p->loser) == (ArdinaSide) f->side && f->call == ARDINA_CALL_NONE)
    return TRUE;
  g_string_append (why, "[1.4] a massacre is chosen, with section 37 in play, by the winner of the battle it "
                   "stands on, at that battle's locale (37.1)");
  return FALSE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_NAMED (Massacre, locale, "locale", ardina_locale_name_at, ARDINA_DATA_N_LOCALES),
};

const ArdinaProcClass ardina_massacre_class = {
  .name = "massacre", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = massacre_run, .who = ardina_who_owner, .prompt = massacre_prompt,
  .candidates = ardina_candidates_none, .act = massacre_act, .check = massacre_check,
  .generate = massacre_generate, .space = massacre_space,
};
