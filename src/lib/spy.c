/* The Spy marker (7.9) and the fog of war it lifts (22.1, 22.2), and the
 * interrupt it opens: a Spy may be negated by the opponent's immediate
 * counter-play of a Spy, which may itself be negated, and so on.
 *
 * Playing a Spy pushes a RESPOND frame for the opponent above whatever was
 * pending; the frame's kind says whether answering `decline` lets a Spy
 * stand (kind SPY) or lets a counter-Spy stand (kind COUNTER). The frame is
 * always offered, whether or not the opponent holds a Spy, so that its
 * presence tells the player nothing about the enemy hand. */
#include "engine.h"

#define ARG_HAND 0xf000u

enum { KIND_SPY = 1, KIND_COUNTER = 2 };

/* The first Spy counter @side may play, or -1. */
static int
spy_in_hand (const ArdinaGame *g, ArdinaSide side)
{
  return ardina_hand_find (g, side, ARDINA_CAMPAIGN_SPY);
}

/* 7.9: one colonial region (the seven of 3.1, R-45) or off-map box, or
 * the enemy hand. */
static gboolean
valid_target (uint16_t t)
{
  uint16_t i = t & ~ARDINA_CODE_KIND_MASK;
  if (t == ARG_HAND)
    return TRUE;
  if ((t & ARDINA_CODE_KIND_MASK) == ARDINA_CODE_REGION)
    return i < ARDINA_DATA_N_MAP_REGIONS && ardina_data_map_regions[i].colonial;
  return (t & ARDINA_CODE_KIND_MASK) == ARDINA_CODE_LOCALE && i < ARDINA_DATA_N_LOCALES
         && ardina_data_locales[i].kind == ARDINA_LOCALE_KIND_OFF_MAP;
}

static void
play_piece (ArdinaGame *g, uint16_t code)
{
  ArdinaPlace *p = ardina_place_of (g, code);
  p->zone = ARDINA_ZONE_POOL;   /* 7.7: back to the pool once played */
  p->side = ARDINA_SIDE_NONE;
  p->flags = 0;
}

static const char *
target_text (uint16_t target, char *buf, size_t n)
{
  if (target == ARG_HAND)
    return "the enemy hand";
  g_snprintf (buf, n, "the enemy units in %s", (target & ARDINA_CODE_KIND_MASK) == ARDINA_CODE_REGION
              ? ardina_data_map_regions[target & ~ARDINA_CODE_KIND_MASK].label
              : ardina_data_locales[target & ~ARDINA_CODE_KIND_MASK].label);
  return buf;
}

gboolean
ardina_spy_act (ArdinaCtx *c, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  int spy = spy_in_hand (c->g, side);
  const ArdinaFrame *top = ardina_top (c->g);
  char buf[96];
  if (spy < 0)
    return ardina_refuse (c, ARDINA_R_7_9, "%s holds no Spy marker free to play", ardina_side_label (side));
  if (a->n_args != 1 || !valid_target (a->args[0]))
    return ardina_refuse (c, ARDINA_R_7_9, "a Spy examines the enemy hand, a colonial region or an off-map box");
  if (top && top->proc == ARDINA_PROC_RESPOND)
    return ardina_refuse (c, ARDINA_R_7_9, "a Spy play is being answered: answer it (counter or decline) first");
  if (c->check_only)
    return TRUE;
  play_piece (c->g, (uint16_t) spy);
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, side, "%s plays a Spy on %s; it goes to the pool",
                ardina_side_label (side), target_text (a->args[0], buf, sizeof buf));
  ardina_negation_begin (c, side, ARDINA_NEGATE_SPY, a->args[0]);
  return TRUE;
}

/* The answer frame: the opponent of @player may negate his play with a
 * Spy; arg[0] is the Spy's target, arg[2] what was played. */
ArdinaFrame *
ardina_negation_begin (ArdinaCtx *c, ArdinaSide player, uint8_t what, uint16_t target)
{
  ArdinaFrame *f = ardina_push (c, ARDINA_PROC_RESPOND, KIND_SPY, ardina_other (player));
  f->arg[0] = (int16_t) target;
  f->arg[2] = what;
  return f;
}

guint
ardina_spy_candidates (const ArdinaGame *g, ArdinaSide side, ArdinaAction *out, guint max)
{
  guint n = 0;
  if (spy_in_hand (g, side) < 0 || max == 0)
    return 0;
  out[n++] = ardina_action_make (side, ARDINA_VERB_SPY, 1, ARG_HAND);
  for (guint r = 0; r < ARDINA_DATA_N_MAP_REGIONS && n < max; r++)
    if (ardina_data_map_regions[r].colonial)
      out[n++] = ardina_action_make (side, ARDINA_VERB_SPY, 1, ARDINA_CODE_REGION | r);
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES && n < max; l++)
    if (ardina_data_locales[l].kind == ARDINA_LOCALE_KIND_OFF_MAP)
      out[n++] = ardina_action_make (side, ARDINA_VERB_SPY, 1, ARDINA_CODE_LOCALE | l);
  return n;
}

/* Is a place within the Spy's target (a region or an off-map box)? */
static gboolean
in_target (const ArdinaPlace *p, uint16_t target)
{
  uint16_t t = target & ~ARDINA_CODE_KIND_MASK;
  if (p->zone != ARDINA_ZONE_MAP)
    return FALSE;
  if ((target & ARDINA_CODE_KIND_MASK) == ARDINA_CODE_REGION)
    return ardina_data_locales[p->locale].region == t;
  return p->locale == t;
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
  if (target == ARG_HAND)
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

static ArdinaRun
respond_run (ArdinaCtx *c, ArdinaFrame *f)
{
  return ARDINA_RUN_DECIDE;
}

static guint
respond_pending (const ArdinaGame *g, const ArdinaFrame *f, ArdinaPending out[2])
{
  out[0].kind = ARDINA_DECISION_RESPOND;
  out[0].side = (ArdinaSide) f->side;
  out[0].rule = ardina_rule_nth (ARDINA_R_7_9);
  g_snprintf (out[0].prompt, sizeof out[0].prompt,
              "%s may negate the %s just played with a Spy (counter PIECE) or let it stand (decline)",
              ardina_side_label ((ArdinaSide) f->side), f->kind == KIND_COUNTER ? "counter-Spy"
              : f->arg[2] == ARDINA_NEGATE_MUTINY ? "Mutiny & Treason" : "Spy");
  return 1;
}

static guint
respond_candidates (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaAction *out,
                    guint max)
{
  guint n = 0;
  int spy = spy_in_hand (g, side);
  if (spy >= 0 && n < max)
    out[n++] = ardina_action_make (side, ARDINA_VERB_COUNTER, 1, spy);
  if (n < max)
    out[n++] = ardina_action_make (side, ARDINA_VERB_DECLINE, 0);
  return n;
}

/* The Spy that started the chain belongs to the side that is not answering
 * a SPY frame, or the side answering a COUNTER frame. */
static ArdinaSide
spy_owner (const ArdinaFrame *f)
{
  return f->kind == KIND_SPY ? ardina_other ((ArdinaSide) f->side) : (ArdinaSide) f->side;
}

static gboolean
counter (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  if (!ardina_hand_free (c->g, (ArdinaSide) a->side, a->args[0], ARDINA_CAMPAIGN_SPY))
    return ardina_refuse (c, ARDINA_R_7_9, "%s is not a Spy marker in %s's hand",
                          ardina_code_name (a->args[0]), ardina_side_label ((ArdinaSide) a->side));
  if (c->check_only)
    return TRUE;
  play_piece (c->g, a->args[0]);
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, (ArdinaSide) a->side, "%s counters with a Spy; it goes to the pool",
                ardina_side_label ((ArdinaSide) a->side));
  f->kind = f->kind == KIND_SPY ? KIND_COUNTER : KIND_SPY;
  f->side = ardina_other ((ArdinaSide) f->side);
  return TRUE;
}

static gboolean
respond_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  if (a->verb == ARDINA_VERB_COUNTER)
    return counter (c, f, a);
  if (a->verb != ARDINA_VERB_DECLINE)
    return ardina_refuse (c, ARDINA_R_7_9, "a Spy play waits for an answer: counter PIECE or decline");
  if (c->check_only)
    return TRUE;
  ArdinaSide owner = spy_owner (f);
  uint16_t target = (uint16_t) f->arg[0];
  gboolean stands = f->kind == KIND_SPY, mutiny = f->arg[2] == ARDINA_NEGATE_MUTINY;
  const char *what = mutiny ? "Mutiny & Treason" : "Spy";
  if (stands)
    ardina_emit (c, ARDINA_R_7_9, owner, "the %s of %s stands", what, ardina_side_label (owner));
  else
    ardina_emit (c, ARDINA_R_7_9, owner, "the %s of %s is negated: it and the Spy go to the pool without effect",
                 what, ardina_side_label (owner));
  ardina_pop (c);
  if (mutiny)
    ardina_top (c->g)->arg[1] = stands ? 1 : 2;   /* the window carries it out */
  else if (stands)
    reveal (c, owner, target);
  return TRUE;
}

const ArdinaProcClass ardina_respond_class = {
  respond_run, respond_pending, respond_candidates, respond_act
};
