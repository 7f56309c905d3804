/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Honors of War (optional section 38): a besieger's offer to let the
 * garrison go in exchange for the fortress.
 *
 *   offer    38.1: while no battle has yet been fought in his Combat
 *            Phase (its start), the besieger may offer honors at a siege
 *            where his besieging force could attack (28.9, 28.10) and
 *            neither force holds Indians (38.4): `choose LOCALE` in the
 *            Combat Phase (combat.c), which calls this procedure, the
 *            besieged player's answer;
 *   answer   38.2, 38.3: the besieged player accepts (choose honors) or
 *            declines (decline). Declined, the besieging units are
 *            flagged HONORS: the attack there is due in this Combat
 *            Phase (combat.c), and battle.c fights it with no retreat for
 *            the attacker and no picks for either side;
 *   tie      38.2, R-183: accepted with several locales nearest, both
 *            roll (again on equal rolls), the high roller choosing;
 *   place    the high roller chooses among the nearest (choose LOCALE).
 * Accepted, the besieged units and leaders go to the nearest locale free
 * of enemy units and markers, the fortress passes to the
 * besieger and the siege ends (28.14); no battle was won.
 *
 * Frame: side the besieged player; payload the siege's locale and the
 * high roller once the tie is rolled. It pops ARDINA_HONORS_RETURNED, so
 * the Combat Phase does not count it as a battle. */
#include "rules.h"
#include "core/board.h"

typedef struct {
  uint8_t locale;     /* the siege's locale */
  uint8_t chooser;    /* the high roller choosing the locale, else none */
} Honors;

enum { ANSWER, TIE, PLACE };
static const char *const step_names[] = { "answer", "tie", "place" };
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == PLACE + 1);

static const char *
label (uint16_t locale)
{
  return ardina_data_locales[locale].label;
}

/* ---- the forces at the siege ---- */

/* 38.4: a land unit of @side at @locale; an Indian one if @indian. */
static gboolean
land_unit_of (const ArdinaGame *g, ArdinaSide side, uint16_t locale, gboolean indian)
{
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (!ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (g, (uint16_t) i) == side
        && (!indian || ardina_data_units[i].type == ARDINA_UNIT_TYPE_INDIAN))
      return TRUE;
  return FALSE;
}

/* 38.3: @side's force at @locale declined honors in this Combat Phase
 * and must attack there (its units flagged HONORS). */
gboolean
ardina_honors_due (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return (g->optional & ARDINA_OPTIONAL (38)) && side <= ARDINA_SIDE_BRITISH
         && ardina_side_has_at (g, side, locale, ARDINA_HAS_UNIT, ARDINA_PIECE_HONORS, ARDINA_PIECE_HONORS);
}

/* 38.1, 38.4: may @side offer honors at @locale now (combat.c asks it at
 * the start of his Combat Phase)? Refuses with the rule. */
gboolean
ardina_honors_offer_ok (ArdinaCtx *c, ArdinaSide side, uint16_t locale)
{
  const ArdinaGame *g = c->g;
  ArdinaSide enemy = ardina_other (side);
  if (!(g->optional & ARDINA_OPTIONAL (38)))
    return ardina_refuse (c, ARDINA_R_1_4, "honors of war (38) are not in play in this game");
  if (locale >= ARDINA_DATA_N_LOCALES || !ardina_siege_of (g, side, locale) || !ardina_fortress_of (g, enemy, locale))
    return ardina_refuse (c, ARDINA_R_38_1, "honors are offered by a besieging force: %s besieges no fortress "
                          "there", ardina_side_label (side));
  if (!land_unit_of (g, side, locale, FALSE) || !land_unit_of (g, enemy, locale, FALSE))
    return ardina_refuse (c, ARDINA_R_38_1, "honors are offered by besieging units to besieged units, and %s "
                          "lacks one side's", label (locale));
  if (ardina_honors_due (g, side, locale))
    return ardina_refuse (c, ARDINA_R_38_3, "honors were offered and declined at %s in this Combat Phase: the "
                          "besiegers must attack there", label (locale));
  ArdinaCtx quiet = { c->g, NULL, NULL, TRUE };
  if (!ardina_siege_attack_ok (&quiet, side, locale))
    return ardina_refuse (c, ARDINA_R_38_1, "honors are offered only in a Combat Phase in which the besieging "
                          "force at %s could attack, and in a Second or Third Combat Phase it needs a leader and "
                          "a Tactics marker to play (28.10)", label (locale));
  if (land_unit_of (g, side, locale, TRUE))
    return ardina_refuse (c, ARDINA_R_38_4, "%s's besieging force at %s holds Indians: it may not offer honors",
                          ardina_side_label (side), label (locale));
  if (land_unit_of (g, enemy, locale, TRUE))
    return ardina_refuse (c, ARDINA_R_38_4, "the besieged force at %s holds Indians: it may not be offered honors",
                          label (locale));
  return TRUE;
}

/* The sieges where @side may offer honors now, asked silently. */
guint
ardina_honors_sites (const ArdinaGame *g, ArdinaSide side, uint16_t *out, guint max)
{
  if (!(g->optional & ARDINA_OPTIONAL (38)) || side > ARDINA_SIDE_BRITISH)
    return 0;
  ArdinaCtx c = { (ArdinaGame *) g, NULL, NULL, TRUE };
  guint n = 0;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES && n < max; l++)
    if (g->markers[ARDINA_MARKER_SIEGE][l] == 1 + side && ardina_honors_offer_ok (&c, side, (uint16_t) l))
      out[n++] = (uint16_t) l;
  return n;
}

/* 38.1: @side offers honors at @locale, which ardina_honors_offer_ok
 * allowed; the besieged player answers. */
gboolean
ardina_honors_call (ArdinaCtx *c, ArdinaSide side, uint16_t locale)
{
  ardina_emit2 (c, ARDINA_R_38_1, ARDINA_R_28_6, side, "%s offers honors of war to the force of %s besieged at %s",
                ardina_side_label (side), ardina_side_label (ardina_other (side)), label (locale));
  ArdinaFrame *f = ardina_call (c, ARDINA_PROC_HONORS, ardina_other (side));
  if (!f)
    return FALSE;
  Honors *p = ARDINA_PAYLOAD (f, Honors);
  p->locale = (uint8_t) locale;
  p->chooser = ARDINA_SIDE_NONE;
  return TRUE;
}

/* ---- where the garrison goes (38.2, R-182) ---- */

/* 38.2: @to receives @side's garrison from @from: no enemy unit, leader
 * or marker there, and open to the nation of every piece going (26.3,
 * 25: the PLACE rows). */
static gboolean
receives (const ArdinaGame *g, ArdinaSide side, uint16_t from, uint16_t to)
{
  ArdinaSide enemy = ardina_other (side);
  if (to == from || ardina_enemy_at (g, side, to))
    return FALSE;
  for (guint k = 0; k < ARDINA_MARKER_COUNT; k++)
    if (ardina_marker_owner (g, (uint8_t) k, to) == enemy)
      return FALSE;
  ARDINA_BOARD_EACH_UNIT (g, from, i)
    if (!ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (g, (uint16_t) i) == side
        && ardina_locale_barred (g, to, ardina_data_units[i].nation))
      return FALSE;
  ARDINA_BOARD_EACH_LEADER (g, from, i)
    if (ardina_leader_controller (g, (uint16_t) i) == side && ardina_locale_barred (g, to, ardina_data_leaders[i].nation))
      return FALSE;
  return TRUE;
}

/* The nearest receiving locales of the garrison at @from, in
 * @out; their distance, or -1 when none is reachable. */
static int
nearest (const ArdinaGame *g, ArdinaSide side, uint16_t from, uint16_t *out, guint *n_out)
{
  int dist[ARDINA_MAX_LOCALES], best = -1;
  guint n = 0;
  ardina_locale_distances (from, TRUE, dist);   /* by land */
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    {
      if (dist[l] <= 0 || (best >= 0 && dist[l] > best) || !receives (g, side, from, (uint16_t) l))
        continue;
      if (best < 0 || dist[l] < best)
        best = dist[l], n = 0;
      out[n++] = (uint16_t) l;
    }
  *n_out = n;
  return best;
}

static gboolean
among (const uint16_t *set, guint n, uint16_t locale)
{
  for (guint i = 0; i < n; i++)
    if (set[i] == locale)
      return TRUE;
  return FALSE;
}

/* 38.2, R-182, R-184: the garrison (units, leaders, Leader Arises
 * markers of @side at the siege) is set down at @to; the fortress marker
 * stays and is the besieger's; the siege ends (28.14). No battle was won:
 * no picks, no massacre, no capture roll. */
static void
withdraw (ArdinaCtx *c, ArdinaFrame *f, uint16_t to)
{
  ArdinaGame *g = c->g;
  Honors *p = ARDINA_PAYLOAD (f, Honors);
  ArdinaSide side = (ArdinaSide) f->side, besieger = ardina_other (side);
  uint16_t from = p->locale, codes[ARDINA_MAX_UNITS + ARDINA_MAX_LEADERS + ARDINA_MAX_PIECES];
  guint n = 0;
  ARDINA_BOARD_EACH_UNIT (g, from, i)
    if (!ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (g, (uint16_t) i) == side)
      codes[n++] = (uint16_t) (ARDINA_CODE_UNIT | i);
  ARDINA_BOARD_EACH_LEADER (g, from, i)
    if (ardina_leader_controller (g, (uint16_t) i) == side)
      codes[n++] = (uint16_t) (ARDINA_CODE_LEADER | i);
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_MAP && g->pieces[i].locale == from && g->pieces[i].side == side)
      codes[n++] = (uint16_t) (ARDINA_CODE_PIECE | i);
  for (guint k = 0; k < n; k++)
    {
      ardina_place_put (g, codes[k], ARDINA_ZONE_MAP, to);
      ardina_disembark (g, codes[k]);
    }
  ardina_emit (c, ARDINA_R_38_2, side, "the garrison of %s marches out with the honors of war: "
                "%u piece%s of %s to %s (R-182)", label (from), n, n == 1 ? "" : "s", ardina_side_label (side),
                label (to));
  g->markers[ARDINA_MARKER_FORTRESS][from] = (uint8_t) (1 + besieger);
  ardina_emit (c, ARDINA_R_38_2, besieger, "%s takes control of the fortress at %s; no battle was won there: no "
               "campaign markers are picked, no massacre and no capture roll follow (R-184)",
               ardina_side_label (besieger), label (from));
  ardina_sieges_lift (c);   /* 28.14: the fortress is no longer the enemy's */
  ardina_pop (c, ARDINA_HONORS_RETURNED);
}

/* ---- the procedure ---- */

/* both roll, again on equal rolls; the high roller chooses. */
static ArdinaRun
tie (ArdinaCtx *c, ArdinaFrame *f)
{
  Honors *p = ARDINA_PAYLOAD (f, Honors);
  ArdinaSide besieger = ardina_other ((ArdinaSide) f->side);
  for (;;)
    {
      int a = ardina_roll (c, ARDINA_R_38_2, besieger, "honors of war: nearest locale");
      int b = a ? ardina_roll (c, ARDINA_R_38_2, (ArdinaSide) f->side, "honors of war: nearest locale") : 0;
      if (!a || !b)
        return ARDINA_RUN_ERROR;
      if (a != b)
        {
          p->chooser = (uint8_t) (a > b ? besieger : (ArdinaSide) f->side);
          break;
        }
      ardina_emit (c, ARDINA_R_38_2, ARDINA_SIDE_NONE, "equal rolls of %d: both roll again (R-183)", a);
    }
  ardina_emit (c, ARDINA_R_38_2, (ArdinaSide) p->chooser, "%s rolls higher and chooses where the garrison of %s "
               "goes, among the nearest locales (R-183)", ardina_side_label ((ArdinaSide) p->chooser),
               label (p->locale));
  f->step = PLACE;
  return ARDINA_RUN_DECIDE;
}

static ArdinaRun
honors_run (ArdinaCtx *c, ArdinaFrame *f)
{
  return f->step == TIE ? tie (c, f) : ARDINA_RUN_DECIDE;
}

static guint
honors_who (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide out[2])
{
  const Honors *p = ARDINA_PAYLOAD ((ArdinaFrame *) f, Honors);
  (void) g;
  if (f->step == TIE)
    return 0;
  out[0] = f->step == PLACE ? (ArdinaSide) p->chooser : (ArdinaSide) f->side;
  return 1;
}

/* 38.2: accepted: the garrison goes at once to the one nearest locale,
 * or the tie is rolled for. */
static gboolean
accept (ArdinaCtx *c, ArdinaFrame *f)
{
  Honors *p = ARDINA_PAYLOAD (f, Honors);
  ArdinaSide side = (ArdinaSide) f->side;
  uint16_t at[ARDINA_MAX_LOCALES];
  guint n;
  int d = nearest (c->g, side, p->locale, at, &n);
  if (d < 0)
    return ardina_refuse (c, ARDINA_R_38_2, "no locale free of enemy units and markers can be reached from %s: the "
                          "garrison has nowhere to go, so the offer cannot be accepted (R-182)", label (p->locale));
  if (c->check_only)
    return TRUE;
  ardina_emit (c, ARDINA_R_38_2, side, "%s accepts the honors of war at %s: the garrison leaves, the fortress "
               "marker stays", ardina_side_label (side), label (p->locale));
  if (n == 1)
    {
      withdraw (c, f, at[0]);
      return TRUE;
    }
  ardina_emit (c, ARDINA_R_38_2, ARDINA_SIDE_NONE, "%u locales are nearest, %d route%s away: both players roll, "
               "the high roller choosing (R-183)", n, d, d == 1 ? "" : "s");
  f->step = TIE;
  return TRUE;
}

/* 38.3: declined: the besiegers must attack in this Combat Phase. */
static gboolean
decline (ArdinaCtx *c, ArdinaFrame *f)
{
  Honors *p = ARDINA_PAYLOAD (f, Honors);
  ArdinaSide side = (ArdinaSide) f->side, besieger = ardina_other (side);
  if (c->check_only)
    return TRUE;
  ARDINA_BOARD_EACH_UNIT (c->g, p->locale, i)
    if (!ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (c->g, (uint16_t) i) == besieger)
      c->g->units[i].flags |= ARDINA_PIECE_HONORS;
  ardina_emit (c, ARDINA_R_38_3, side, "%s declines the honors of war at %s: %s must attack there in this Combat "
               "Phase, may not retreat, and neither side picks campaign markers for that battle (R-185)",
               ardina_side_label (side), label (p->locale), ardina_side_label (besieger));
  ardina_pop (c, ARDINA_HONORS_RETURNED);
  return TRUE;
}

static gboolean
honors_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  Honors *p = ARDINA_PAYLOAD (f, Honors);
  ArdinaSide side = (ArdinaSide) a->side;
  if (f->step == PLACE)
    {
      uint16_t at[ARDINA_MAX_LOCALES], to = ARDINA_CODE_INDEX (a->args[0]);
      guint n;
      nearest (c->g, (ArdinaSide) f->side, p->locale, at, &n);
      if (a->verb != ARDINA_VERB_CHOOSE || ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_LOCALE || !among (at, n, to))
        return ardina_refuse (c, ARDINA_R_38_2, "%s chooses one of the nearest locales free of enemy units and "
                              "markers for the garrison of %s (choose LOCALE; R-182)", ardina_side_label (side),
                              label (p->locale));
      if (c->check_only)
        return TRUE;
      withdraw (c, f, to);
      return TRUE;
    }
  if (a->verb == ARDINA_VERB_DECLINE)
    return decline (c, f);
  if (a->verb == ARDINA_VERB_CHOOSE && a->args[0] == ARDINA_OPERAND_WORD (ARDINA_WORD_HONORS))
    return accept (c, f);
  return ardina_refuse (c, ARDINA_R_38_1, "%s answers the offer of honors at %s: accept (choose honors) or decline",
                        ardina_side_label (side), label (p->locale));
}

static void
honors_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  const Honors *p = ARDINA_PAYLOAD ((ArdinaFrame *) f, Honors);
  uint16_t at[ARDINA_MAX_LOCALES];
  guint n;
  int d = nearest (g, (ArdinaSide) f->side, p->locale, at, &n);
  if (f->step == PLACE)
    {
      for (guint i = 0; i < n; i++)
        ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, (uint16_t) (ARDINA_CODE_LOCALE | at[i]));
      return;
    }
  if (d >= 0)
    ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, ARDINA_OPERAND_WORD (ARDINA_WORD_HONORS));
  ardina_actions_add (out, side, ARDINA_VERB_DECLINE, 0);
}

static void
honors_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, ARDINA_OPERAND_WORD (ARDINA_WORD_HONORS));
  ardina_actions_add (out, side, ARDINA_VERB_DECLINE, 0);
  ardina_actions_add_codes (out, side, ARDINA_VERB_CHOOSE, ARDINA_CODE_LOCALE, ARDINA_DATA_N_LOCALES);
}

static void
honors_decision (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  (void) g, (void) side;
  out->kind = f->step == PLACE ? ARDINA_DECISION_CHOOSE : ARDINA_DECISION_RESPOND;
  out->rule = ardina_rule_nth (f->step == PLACE ? ARDINA_R_38_2 : ARDINA_R_38_1);
}

static void
honors_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  const Honors *p = ARDINA_PAYLOAD ((ArdinaFrame *) f, Honors);
  honors_decision (g, f, side, out);
  if (f->step == PLACE)
    g_snprintf (out->prompt, sizeof out->prompt, "honors of war at %s: %s chooses where the garrison goes, among "
                "the nearest locales (choose LOCALE)", label (p->locale), ardina_side_label (side));
  else
    g_snprintf (out->prompt, sizeof out->prompt, "%s offers honors of war at %s: %s accepts (choose honors) or "
                "declines (decline)", ardina_side_label (ardina_other (side)), label (p->locale),
                ardina_side_label (side));
}

/* It stands on the besieger's Combat Phase, which waits for it, at a
 * siege of his; past the tie roll it names its chooser. */
static gboolean
honors_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const Honors *p = ARDINA_PAYLOAD ((ArdinaFrame *) f, Honors);
  const ArdinaFrame *below = depth ? &g->stack[depth - 1] : NULL;
  if (!below || below->proc != ARDINA_PROC_COMBAT || below->side == f->side || below->call != ARDINA_CALL_WAITING
      || f->side > ARDINA_SIDE_BRITISH)
    {
      g_string_append (why, "[38.1] an offer of honors stands on the besieger's Combat Phase, which waits for it");
      return FALSE;
    }
  if (p->locale >= ARDINA_DATA_N_LOCALES || g->markers[ARDINA_MARKER_SIEGE][p->locale] != 1 + below->side)
    {
      g_string_append (why, "[38.1] an offer of honors is made at a siege of the besieger's");
      return FALSE;
    }
  if ((f->step == PLACE) != (p->chooser <= ARDINA_SIDE_BRITISH))
    {
      g_string_append (why, "[38.2] the choice of the garrison's locale belongs to the high roller (R-183)");
      return FALSE;
    }
  return TRUE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_NAMED (Honors, locale, "locale", ardina_locale_name_at, ARDINA_DATA_N_LOCALES),
  ARDINA_FIELD_DEF (Honors, chooser, "chooser", ARDINA_FIELD_SIDE, -1, 1),
};

const ArdinaProcClass ardina_honors_class = {
  .name = "honors", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = honors_run, .who = honors_who, .prompt = honors_prompt, .decision = honors_decision,
  .candidates = ardina_candidates_none, .act = honors_act, .check = honors_check,
  .generate = honors_generate, .space = honors_space,
};
