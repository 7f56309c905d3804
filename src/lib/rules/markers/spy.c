/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The Spy marker (7.9) and the fog of war it lifts (22.1, 22.2).
 *
 * A Spy is played at any time: a free action at every decision of
 * either player, claimed through the marker table (rules/registry.c). It
 * examines the enemy hand, or the enemy units of one colonial region or
 * off-map box. It also answers plays: any play of a Spy, and the
 * plays the data says a Spy negates (Mutiny & Treason, counters.xml).
 *
 * The answer is the NEGATE procedure: the opponent of the last play may
 * counter it with a Spy of his own or decline. Each counter is itself
 * answerable, so the chain alternates until someone declines; the last
 * Spy standing decides. The answer is offered whether or not the answerer
 * holds a Spy, so that its being asked tells nothing about his hand.
 *
 * Frame: side the answerer; payload what was played (a Spy or the marker
 * it may negate), the Spy's target, and whether the answerer now faces a
 * counter-Spy rather than the original play. */
#include "rules/rules.h"

typedef struct {
  uint8_t played;          /* campaign kind of the original play */
  uint8_t countered;       /* the answerer faces a counter, not the play */
  uint16_t target;         /* a Spy's target (operand code) */
} Negate;

static const char *const step_names[] = { "answer" };

/* The Spy counters (their indices among the campaign pieces, ascending). */
static const uint8_t *
spy_counters (guint *n)
{
  return ardina_campaign_counters (ARDINA_CAMPAIGN_SPY, n);
}

/* The first Spy counter @side may play, or -1: ardina_hand_find's
 * answer, from the Spy counters only, since it is asked for every
 * candidate of a Spy at every decision of a player who holds one. */
static int
spy_in_hand (const ArdinaGame *g, ArdinaSide side)
{
  guint n;
  const uint8_t *idx = spy_counters (&n);
  int found = -1;
  for (guint k = 0; k < n && found < 0; k++)
    {
      const ArdinaPlace *p = &g->pieces[idx[k]];
      if (p->zone == ARDINA_ZONE_HAND && p->side == side && !(p->flags & ARDINA_PIECE_OFFERED))
        found = ARDINA_CODE_PIECE | idx[k];
    }
#ifdef ARDINA_DEBUG
  g_assert (found == ardina_hand_find (g, side, ARDINA_CAMPAIGN_SPY));
#endif
  return found;
}

/* 7.9, R-45: one of the seven colonial regions or an off-map box, or the
 * enemy hand. */
static gboolean
valid_target (uint16_t t)
{
  uint16_t i = ARDINA_CODE_INDEX (t);
  if (t == ARDINA_OPERAND_HAND)
    return TRUE;
  if (ARDINA_CODE_KIND (t) == ARDINA_CODE_REGION)
    return i < ARDINA_DATA_N_MAP_REGIONS && ardina_data_map_regions[i].colonial;
  return ARDINA_CODE_KIND (t) == ARDINA_CODE_LOCALE && i < ARDINA_DATA_N_LOCALES
         && ardina_data_locales[i].kind == ARDINA_LOCALE_KIND_OFF_MAP;
}

static const char *
target_text (uint16_t target, char *buf, size_t n)
{
  if (target == ARDINA_OPERAND_HAND)
    return "the enemy hand";
  g_snprintf (buf, n, "the enemy units in %s", ARDINA_CODE_KIND (target) == ARDINA_CODE_REGION
              ? ardina_data_map_regions[ARDINA_CODE_INDEX (target)].label
              : ardina_data_locales[ARDINA_CODE_INDEX (target)].label);
  return buf;
}

static ArdinaFrame *
answer (ArdinaCtx *c, gboolean called, ArdinaSide answerer, uint16_t played, uint16_t target)
{
  ArdinaFrame *f = called ? ardina_call (c, ARDINA_PROC_NEGATE, answerer)
                          : ardina_push (c, ARDINA_PROC_NEGATE, answerer);
  if (f)
    {
      ARDINA_PAYLOAD (f, Negate)->played = (uint8_t) played;
      ARDINA_PAYLOAD (f, Negate)->target = target;
    }
  return f;
}

/* ---- the Spy played at any time ---- */

static gboolean
free_act (ArdinaCtx *c, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  int spy = spy_in_hand (c->g, side);
  const ArdinaFrame *top = ardina_top (c->g);
  char buf[96];
  if (spy < 0)
    return ardina_refuse (c, ARDINA_R_7_9, "%s holds no Spy marker free to play", ardina_side_label (side));
  if (!valid_target (a->args[0]))
    return ardina_refuse (c, ARDINA_R_7_9, "a Spy examines the enemy hand, a colonial region or an off-map box");
  if (top && top->proc == ARDINA_PROC_NEGATE)
    return ardina_refuse (c, ARDINA_R_7_9, "a play is being answered: answer it (counter or decline) first");
  if (!ardina_stack_room (c->g, 1))
    return ardina_refuse (c, ARDINA_R_7_9, "no room is left on the procedure stack for a Spy's answer");
  if (c->check_only)
    return TRUE;
  ardina_piece_move (c->g, (uint16_t) spy, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);   /* 7.7 */
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, side, "%s plays a Spy on %s; it goes to the pool",
                ardina_side_label (side), target_text (a->args[0], buf, sizeof buf));
  return answer (c, FALSE, ardina_other (side), ARDINA_CAMPAIGN_SPY, a->args[0]) != NULL;
}

static void
free_candidates (const ArdinaGame *g, ArdinaSide side, ArdinaActionList *out)
{
  if (spy_in_hand (g, side) < 0)
    return;
  ardina_actions_add (out, side, ARDINA_VERB_SPY, 1, ARDINA_OPERAND_HAND);
  for (guint r = 0; r < ARDINA_DATA_N_MAP_REGIONS; r++)
    if (ardina_data_map_regions[r].colonial)
      ardina_actions_add (out, side, ARDINA_VERB_SPY, 1, ARDINA_CODE_REGION | r);
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (ardina_data_locales[l].kind == ARDINA_LOCALE_KIND_OFF_MAP)
      ardina_actions_add (out, side, ARDINA_VERB_SPY, 1, ARDINA_CODE_LOCALE | l);
}

/* A play the data says a Spy negates: the answer is called, and returns
 * ARDINA_PLAY_STANDS or ARDINA_PLAY_NEGATED to the window. */
static ArdinaFrame *
negate (ArdinaCtx *c, ArdinaSide answerer, uint16_t played)
{
  return answer (c, TRUE, answerer, ardina_piece_campaign (played), 0);
}

const ArdinaMarkerClass ardina_spy_marker = {
  .campaign = ARDINA_CAMPAIGN_SPY,
  .verb = ARDINA_VERB_SPY,
  .free_candidates = free_candidates,
  .free_act = free_act,
  .negate = negate,
};

/* ---- what a Spy shows ---- */

/* Is a place within the Spy's target (a region or an off-map box)? */
static gboolean
in_target (const ArdinaPlace *p, uint16_t target)
{
  if (p->zone != ARDINA_ZONE_MAP)
    return FALSE;
  if (ARDINA_CODE_KIND (target) == ARDINA_CODE_REGION)
    return ardina_data_locales[p->locale].region == ARDINA_CODE_INDEX (target);
  return p->locale == ARDINA_CODE_INDEX (target);
}

/* All enemy units there, leaders included (2.9: leaders are units). */
static void
list_enemies (const ArdinaGame *g, ArdinaSide enemy, uint16_t target, GString *s)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_nation_side (ardina_data_units[i].nation) == enemy && in_target (&g->units[i], target))
      g_string_append_printf (s, "%s%s in %s", s->len ? ", " : "", ardina_data_units[i].name,
                              ardina_data_locales[g->units[i].locale].name);
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (ardina_leader_side ((uint16_t) i) == enemy && in_target (&g->leaders[i], target))
      g_string_append_printf (s, "%s%s in %s", s->len ? ", " : "", ardina_data_leaders[i].name,
                              ardina_data_locales[g->leaders[i].locale].name);
}

/* 22.1, 22.2: what the spying side learns, told to it alone. */
static void
reveal (ArdinaCtx *c, ArdinaSide spy, uint16_t target)
{
  ArdinaSide enemy = ardina_other (spy);
  GString *s = g_string_new (NULL);
  if (target == ARDINA_OPERAND_HAND)
    {
      uint16_t hand[ARDINA_MAX_PIECES];
      guint n = ardina_hand (c->g, enemy, hand, G_N_ELEMENTS (hand));
      for (guint i = 0; i < n; i++)
        g_string_append_printf (s, "%s%s", i ? ", " : "", ardina_code_name (hand[i]));
      ardina_emit_private (c, ARDINA_R_22_2, spy, "%s sees %s's hand: %s", ardina_side_label (spy),
                           ardina_side_label (enemy), n ? s->str : "empty");
    }
  else
    {
      list_enemies (c->g, enemy, target, s);
      ardina_emit_private (c, ARDINA_R_22_1, spy, "%s examines %s's units there: %s",
                           ardina_side_label (spy), ardina_side_label (enemy), s->len ? s->str : "none");
    }
  g_string_free (s, TRUE);
}

/* ---- the answer ---- */

static const char *
played_label (const ArdinaFrame *f)
{
  const Negate *p = ARDINA_PAYLOAD (f, Negate);
  return p->countered ? "counter-Spy" : ardina_data_campaigns[p->played].label;
}

static ArdinaRun
negate_run (ArdinaCtx *c, ArdinaFrame *f)
{
  return ARDINA_RUN_DECIDE;
}

static void
negate_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = ARDINA_DECISION_RESPOND;
  out->rule = ardina_rule_nth (ARDINA_R_7_9);
  g_snprintf (out->prompt, sizeof out->prompt,
              "%s may negate the %s just played with a Spy (counter PIECE) or let it stand (decline)",
              ardina_side_label (side), played_label (f));
}

/* The answers negate_act accepts: a counter with any Spy counter of the
 * answerer's hand (each one an action of its own, as act takes any), or
 * a decline, always open (7.9). */
static void
negate_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) f;
  guint n;
  const uint8_t *idx = spy_counters (&n);
  for (guint k = 0; k < n; k++)
    if (ardina_hand_free (g, side, ARDINA_CODE_PIECE | idx[k], ARDINA_CAMPAIGN_SPY))
      ardina_actions_add (out, side, ARDINA_VERB_COUNTER, 1, ARDINA_CODE_PIECE | idx[k]);
  ardina_actions_add (out, side, ARDINA_VERB_DECLINE, 0);
}

/* A counter with every campaign marker counter, and the decline: the
 * space debug builds hold negate_generate to. */
static void
negate_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  ardina_actions_add_codes (out, side, ARDINA_VERB_COUNTER, ARDINA_CODE_PIECE, ARDINA_DATA_N_CAMPAIGN_PIECES);
  ardina_actions_add (out, side, ARDINA_VERB_DECLINE, 0);
}

static gboolean
counter (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  if (!ardina_hand_free (c->g, side, a->args[0], ARDINA_CAMPAIGN_SPY))
    return ardina_refuse (c, ARDINA_R_7_9, "%s is not a Spy marker in %s's hand",
                          ardina_code_name (a->args[0]), ardina_side_label (side));
  if (c->check_only)
    return TRUE;
  ardina_piece_move (c->g, a->args[0], ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, side, "%s counters with a Spy; it goes to the pool",
                ardina_side_label (side));
  Negate *p = ARDINA_PAYLOAD (f, Negate);
  p->countered = !p->countered;
  f->side = ardina_other (side);
  return TRUE;
}

/* Declining lets the last play stand: the original play when it was not
 * countered, else the counter, which negates it. */
static gboolean
decline (ArdinaCtx *c, ArdinaFrame *f)
{
  const Negate *p = ARDINA_PAYLOAD (f, Negate);
  ArdinaSide owner = p->countered ? (ArdinaSide) f->side : ardina_other ((ArdinaSide) f->side);
  gboolean stands = !p->countered, spy = p->played == ARDINA_CAMPAIGN_SPY;
  uint16_t target = p->target;
  const char *what = ardina_data_campaigns[p->played].label;
  if (stands)
    ardina_emit (c, ARDINA_R_7_9, owner, "the %s of %s stands", what, ardina_side_label (owner));
  else
    ardina_emit (c, ARDINA_R_7_9, owner, "the %s of %s is negated: it and the Spy go to the pool without effect",
                 what, ardina_side_label (owner));
  ardina_pop (c, stands ? ARDINA_PLAY_STANDS : ARDINA_PLAY_NEGATED);
  if (spy && stands)
    reveal (c, owner, target);
  return TRUE;
}

static gboolean
negate_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  if (a->verb == ARDINA_VERB_COUNTER)
    return counter (c, f, a);
  if (a->verb != ARDINA_VERB_DECLINE)
    return ardina_refuse (c, ARDINA_R_7_9, "the %s just played waits for an answer: counter PIECE or decline",
                          played_label (f));
  return c->check_only || decline (c, f);
}

/* What is answered is a Spy (with a target it may examine) or a play the
 * data says a Spy negates. */
static gboolean
negate_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const Negate *p = ARDINA_PAYLOAD (f, Negate);
  gboolean spy = p->played == ARDINA_CAMPAIGN_SPY;
  if (depth && ((spy && valid_target (p->target))
                || (!spy && ardina_data_campaigns[p->played].negated_by == ARDINA_CAMPAIGN_SPY && !p->target)))
    return TRUE;
  g_string_append (why, "a Spy answer concerns a Spy on the hand, a colonial region or an off-map box, "
                   "or a play a Spy may negate");
  return FALSE;
}

static const char *
campaign_name (guint i)
{
  return ardina_data_campaigns[i].name;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_NAMED (Negate, played, "played", campaign_name, ARDINA_DATA_N_CAMPAIGNS),
  ARDINA_FIELD_DEF (Negate, target, "target", ARDINA_FIELD_CODE, 0,
                    ARDINA_CODE_KINDS (ARDINA_CODE_WORD) | ARDINA_CODE_KINDS (ARDINA_CODE_REGION)
                    | ARDINA_CODE_KINDS (ARDINA_CODE_LOCALE)),
  ARDINA_FIELD_DEF (Negate, countered, "countered", ARDINA_FIELD_BOOL, 0, 1),
};

const ArdinaProcClass ardina_negate_class = {
  .name = "negate", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = negate_run, .who = ardina_who_owner, .prompt = negate_prompt,
  .candidates = ardina_candidates_none, .act = negate_act, .check = negate_check,
  .generate = negate_generate, .space = negate_space,
};
