/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Windows: the moments of 7.9 at which action markers may be played.
 *
 * Which markers may be played when is data: each campaign marker of
 * counters.xml names its moments, compiled into ardina_data_campaigns[].
 * A rule reaching such a moment opens it (ardina_moment); the one window
 * procedure here then asks each player concerned, in the order given,
 * whether he plays a marker of that moment. Who is asked is the moment's
 * policy: every player concerned, holding such a marker or not, so
 * that being asked tells the opponent nothing; or only holders where a
 * ruling chose so. Under either, a player whose hand is empty
 * is not asked: how many markers a hand holds is public (7.4
 * hides only which they are), so skipping him tells nothing, whereas
 * skipping one who holds markers but none of this moment would tell what
 * they are. The players asked are fixed when the
 * window opens; one who plays is asked again until he passes.
 *
 * A play goes through the marker table (rules/registry.c): the window
 * takes the marker from the hand, lets the marker that may negate it
 * answer first when the data says one can (Mutiny & Treason by a Spy),
 * then hands the play to the marker's class. The engine never names a
 * marker here: it iterates the table.
 *
 * Frame: side none; payload the moment, the players to ask and how far
 * the asking has come, the marker in play, and the result to return. */
#include "engine.h"

typedef struct {
  uint8_t moment;          /* ARDINA_MOMENT_x */
  uint8_t n_sides, at;     /* players to ask, and the one asked now */
  uint8_t closed;          /* a play closed the window */
  uint8_t sides[2];
  uint16_t piece;          /* the marker being played (steps after ASK) */
  int16_t result;          /* returned to the window's caller */
  int16_t context;         /* what the moment is about (the die just rolled) */
} Window;

enum { ASK, NEGATING, EFFECT, PLAYING };
static const char *const step_names[] = { "ask", "negating", "effect", "playing" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == PLAYING + 1);

const ArdinaMarkerClass *
ardina_marker_class (uint16_t campaign)
{
  for (guint i = 0; i < ARDINA_MARKER_CLASS_COUNT; i++)
    if (ardina_marker_classes[i]->campaign == campaign)
      return ardina_marker_classes[i];
  return NULL;
}

gboolean
ardina_marker_playable (const ArdinaGame *g, ArdinaSide side, uint16_t code, uint8_t moment)
{
  if (ARDINA_CODE_KIND (code) != ARDINA_CODE_PIECE || ARDINA_CODE_INDEX (code) >= ARDINA_DATA_N_CAMPAIGN_PIECES)
    return FALSE;
  uint16_t k = ardina_piece_campaign (code);
  const ArdinaDataCampaign *d = &ardina_data_campaigns[k];
  gboolean player = d->player == ARDINA_PLAYER_BOTH
                    || d->player == (side == ARDINA_SIDE_AMERICAN ? ARDINA_PLAYER_AMERICAN : ARDINA_PLAYER_BRITISH);
  return player && (d->moments >> moment & 1) && ardina_hand_free (g, side, code, k);
}

/* Counter @i is in @side's hand, not offered: the cheap test made before
 * asking ardina_marker_playable, which refuses every other counter too.
 * Moments are asked at every die rolled and windows list every
 * counter. */
static inline gboolean
in_hand (const ArdinaGame *g, ArdinaSide side, guint i)
{
  const ArdinaPlace *p = &g->pieces[i];
  return p->zone == ARDINA_ZONE_HAND && p->side == side && !(p->flags & ARDINA_PIECE_OFFERED);
}

static gboolean
holds_any (const ArdinaGame *g, ArdinaSide side, uint8_t moment)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (in_hand (g, side, i) && ardina_marker_playable (g, side, ARDINA_CODE_PIECE | (uint16_t) i, moment))
      return TRUE;
  return FALSE;
}

/* Is @side asked at @moment under its policy? Never with an empty hand,
 * which both players can see; a holder of a playable marker holds
 * one, so then that alone is asked. */
static gboolean
asked (const ArdinaGame *g, ArdinaSide side, uint8_t moment)
{
  if (side > ARDINA_SIDE_BRITISH)
    return FALSE;
  if (ardina_data_moments[moment].ask == ARDINA_MOMENT_ASK_HOLDERS)
    return holds_any (g, side, moment);
  return ardina_hand_any (g, side);
}

ArdinaMomentOpened
ardina_moment (ArdinaCtx *c, uint8_t moment, ArdinaSide first, ArdinaSide second, int16_t context)
{
  Window w = { .moment = moment, .context = context, .sides = { ARDINA_SIDE_NONE, ARDINA_SIDE_NONE } };
  ArdinaSide order[2] = { first, second };
  for (guint i = 0; i < 2; i++)
    if (asked (c->g, order[i], moment))
      w.sides[w.n_sides++] = (uint8_t) order[i];
  if (!w.n_sides)
    return ARDINA_MOMENT_PASSED;
  ArdinaFrame *f = ardina_call (c, ARDINA_PROC_WINDOW, ARDINA_SIDE_NONE);
  if (!f)
    return ARDINA_MOMENT_FAILED;
  *ARDINA_PAYLOAD (f, Window) = w;
  return ARDINA_MOMENT_OPEN;
}

int16_t
ardina_window_context (const ArdinaFrame *window)
{
  return ARDINA_PAYLOAD (window, Window)->context;
}

uint16_t
ardina_window_piece (const ArdinaFrame *window)
{
  return ARDINA_PAYLOAD (window, Window)->piece;
}

void
ardina_window_close (ArdinaFrame *window, int16_t result)
{
  Window *w = ARDINA_PAYLOAD (window, Window);
  w->closed = 1;
  w->result = result;
}

/* The side asked now, after those with nothing left to play (holders). */
static ArdinaSide
current (const ArdinaGame *g, Window *w)
{
  while (w->at < w->n_sides && !asked (g, (ArdinaSide) w->sides[w->at], w->moment))
    w->at++;
  return w->at < w->n_sides ? (ArdinaSide) w->sides[w->at] : ARDINA_SIDE_NONE;
}

/* The marker's class carries the play out; a procedure it calls is waited
 * for, and a play that closed the window ends it. */
static ArdinaRun
effect (ArdinaCtx *c, ArdinaFrame *f, Window *w)
{
  const ArdinaMarkerClass *m = ardina_marker_class (ardina_piece_campaign (w->piece));
  f->step = PLAYING;
  if (!m->play (c, f, (ArdinaSide) w->sides[w->at], w->piece))
    return ARDINA_RUN_ERROR;
  if (f->call == ARDINA_CALL_WAITING)
    return ARDINA_RUN_AGAIN;
  f->step = ASK;
  return ARDINA_RUN_AGAIN;
}

/* The answer to a negatable play: negated, the marker goes to the pool
 * without effect (7.7, 7.9). */
static ArdinaRun
answered (ArdinaCtx *c, ArdinaFrame *f, Window *w, int16_t r)
{
  if (r == ARDINA_PLAY_STANDS)
    return effect (c, f, w);
  ardina_piece_move (c->g, w->piece, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
  f->step = ASK;
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
window_run (ArdinaCtx *c, ArdinaFrame *f)
{
  Window *w = ARDINA_PAYLOAD (f, Window);
  int16_t r = 0;
  gboolean back = ardina_returned (f, &r);
  if (w->closed)
    {
      ardina_pop (c, w->result);
      return ARDINA_RUN_AGAIN;
    }
  switch (f->step)
    {
    case NEGATING:
      return back ? answered (c, f, w, r) : ARDINA_RUN_ERROR;
    case EFFECT:
      return effect (c, f, w);
    case PLAYING:
      f->step = ASK;
      return ARDINA_RUN_AGAIN;
    default:
      if (current (c->g, w) != ARDINA_SIDE_NONE)
        return ARDINA_RUN_DECIDE;
      ardina_pop (c, w->result);
      return ARDINA_RUN_AGAIN;
    }
}

static guint
window_who (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide out[2])
{
  const Window *w = ARDINA_PAYLOAD (f, Window);
  if (f->step != ASK || w->at >= w->n_sides)
    return 0;
  out[0] = (ArdinaSide) w->sides[w->at];
  return 1;
}

static void
window_decision (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = ARDINA_DECISION_RESPOND;
  out->rule = ardina_rule_nth (ardina_data_moments[ARDINA_PAYLOAD (f, Window)->moment].rule);
}

static void
window_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  const ArdinaDataMoment *m = &ardina_data_moments[ARDINA_PAYLOAD (f, Window)->moment];
  window_decision (g, f, side, out);
  g_snprintf (out->prompt, sizeof out->prompt, "%s (%u): %s may play an action marker (play PIECE) "
              "or pass (decline)", m->label, g->year, ardina_side_label (side));
}

/* The answers window_act accepts, from its own checks: a marker of the
 * moment in the hand (7.9) whose effect the engine carries out and whose
 * own conditions hold, with room on the stack for its play; or a pass,
 * always open. */
static void
window_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  const Window *w = ARDINA_PAYLOAD (f, Window);
  /* The markers' own checks read the game and refuse silently. */
  ArdinaCtx c = { (ArdinaGame *) g, NULL, NULL, TRUE };
  for (guint i = 0; ardina_stack_room (g, 2) && i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      uint16_t code = (uint16_t) (ARDINA_CODE_PIECE | i);
      if (!in_hand (g, side, i) || !ardina_marker_playable (g, side, code, w->moment))
        continue;
      const ArdinaMarkerClass *k = ardina_marker_class (ardina_piece_campaign (code));
      if (k && k->play && (!k->allowed || k->allowed (&c, f, side, code)))
        ardina_actions_add (out, side, ARDINA_VERB_PLAY, 1, code);
    }
  ardina_actions_add (out, side, ARDINA_VERB_DECLINE, 0);
}

/* A play of every campaign marker counter, and the pass: the space debug
 * builds hold window_generate to. */
static void
window_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  ardina_actions_add_codes (out, side, ARDINA_VERB_PLAY, ARDINA_CODE_PIECE, ARDINA_DATA_N_CAMPAIGN_PIECES);
  ardina_actions_add (out, side, ARDINA_VERB_DECLINE, 0);
}

/* Takes the marker from the hand and, if the data names a marker that may
 * negate it, lets the opponent answer first. */
static gboolean
play (ArdinaCtx *c, ArdinaFrame *f, Window *w, ArdinaSide side, uint16_t piece)
{
  const ArdinaDataCampaign *d = &ardina_data_campaigns[ardina_piece_campaign (piece)];
  const ArdinaMarkerClass *negator = d->negated_by != ARDINA_NONE ? ardina_marker_class (d->negated_by) : NULL;
  if (!ardina_stack_room (c->g, 2))
    return ardina_refuse (c, ARDINA_R_7_9, "no room is left on the procedure stack for this play");
  if (c->check_only)
    return TRUE;
  ardina_piece_move (c->g, piece, ARDINA_ZONE_ASIDE, ARDINA_SIDE_NONE);   /* on the table */
  w->piece = piece;
  f->step = EFFECT;
  if (!negator || !negator->negate)
    return TRUE;
  ardina_emit (c, ARDINA_R_7_9, side, "%s plays %s", ardina_side_label (side), d->label);
  f->step = NEGATING;
  return negator->negate (c, ardina_other (side), piece) != NULL;
}

static gboolean
window_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  Window *w = ARDINA_PAYLOAD (f, Window);
  ArdinaSide side = (ArdinaSide) a->side;
  const ArdinaDataMoment *m = &ardina_data_moments[w->moment];
  if (a->verb == ARDINA_VERB_DECLINE)
    {
      if (!c->check_only)
        w->at++;
      return TRUE;
    }
  /* 7.8: a marker of the other player's own may be held, never played. */
  if (a->verb == ARDINA_VERB_PLAY && ARDINA_CODE_KIND (a->args[0]) == ARDINA_CODE_PIECE
      && ARDINA_CODE_INDEX (a->args[0]) < ARDINA_DATA_N_CAMPAIGN_PIECES
      && ardina_hand_free (c->g, side, a->args[0], ardina_piece_campaign (a->args[0]))
      && ardina_data_campaigns[ardina_piece_campaign (a->args[0])].player
         == (side == ARDINA_SIDE_AMERICAN ? ARDINA_PLAYER_BRITISH : ARDINA_PLAYER_AMERICAN))
    return ardina_refuse (c, ARDINA_R_7_8, "%s is the other player's marker: %s may hold it, never play it",
                          ardina_code_label (a->args[0]), ardina_side_label (side));
  if (a->verb != ARDINA_VERB_PLAY || !ardina_marker_playable (c->g, side, a->args[0], w->moment))
    return ardina_refuse (c, m->rule, "%s: %s may only play an action marker of this moment that he holds "
                          "(play PIECE) or pass (decline)", m->label, ardina_side_label (side));
  const ArdinaMarkerClass *k = ardina_marker_class (ardina_piece_campaign (a->args[0]));
  if (!k || !k->play)
    return ardina_refuse (c, m->rule, "%s cannot be played yet: the engine does not carry out its effect",
                          ardina_code_label (a->args[0]));
  if (k->allowed && !k->allowed (c, f, side, a->args[0]))
    return FALSE;
  return play (c, f, w, side, a->args[0]);
}

/* Past its asking step the window hands the play to the marker's class
 * (effect), so that marker must have a class with a play hook; and while
 * the play waits for its answer, the window waits on it. */
static gboolean
played_sound (const ArdinaFrame *f, const Window *w, GString *why)
{
  const ArdinaMarkerClass *m = ardina_marker_class (ardina_piece_campaign (w->piece));
  if (!m || !m->play)
    {
      g_string_append_printf (why, "the window's marker %s is not an action marker that can be played",
                              ardina_code_name (w->piece));
      return FALSE;
    }
  if (f->step == NEGATING && f->call != ARDINA_CALL_WAITING)
    {
      g_string_append (why, "a window at its negating step waits for the answer to the play");
      return FALSE;
    }
  return TRUE;
}

static gboolean
window_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const Window *w = ARDINA_PAYLOAD (f, Window);
  gboolean ok = depth > 0 && w->moment < ARDINA_DATA_N_MOMENTS && w->n_sides >= 1 && w->n_sides <= 2
                && w->at <= w->n_sides && w->closed <= 1;
  for (guint i = 0; ok && i < 2; i++)
    ok = i < w->n_sides ? w->sides[i] <= ARDINA_SIDE_BRITISH : w->sides[i] == ARDINA_SIDE_NONE;
  if (ok && f->step != ASK)
    ok = ARDINA_CODE_KIND (w->piece) == ARDINA_CODE_PIECE && ARDINA_CODE_INDEX (w->piece) < ARDINA_DATA_N_CAMPAIGN_PIECES
         && w->at < w->n_sides;
  if (!ok)
    {
      g_string_append (why, "a window needs a caller, a moment, one or two players to ask and, "
                       "once a marker is played, that marker");
      return FALSE;
    }
  if (f->step == ASK || !played_sound (f, w, why))
    return f->step == ASK;
  /* Played, the marker is on the table until its class carries it out
   * (play): a marker elsewhere would be carried out from a hand or the
   * pool. */
  if ((f->step == NEGATING || f->step == EFFECT) && g->pieces[ARDINA_CODE_INDEX (w->piece)].zone != ARDINA_ZONE_ASIDE)
    {
      g_string_append_printf (why, "[7.9] the window's marker %s is played but not on the table",
                              ardina_code_name (w->piece));
      return FALSE;
    }
  return TRUE;
}

static const char *
moment_name (guint i)
{
  return ardina_data_moments[i].name;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_NAMED (Window, moment, "moment", moment_name, ARDINA_DATA_N_MOMENTS),
  ARDINA_FIELD_DEF (Window, n_sides, "players", ARDINA_FIELD_BYTE, 1, 2),
  ARDINA_FIELD_DEF (Window, sides[0], "first", ARDINA_FIELD_SIDE, 0, 1),
  ARDINA_FIELD_DEF (Window, sides[1], "second", ARDINA_FIELD_SIDE, -1, 1),
  ARDINA_FIELD_DEF (Window, at, "asking", ARDINA_FIELD_BYTE, 0, 2),
  ARDINA_FIELD_DEF (Window, closed, "closed", ARDINA_FIELD_BOOL, 0, 1),
  ARDINA_FIELD_DEF (Window, piece, "marker", ARDINA_FIELD_CODE, 0, ARDINA_CODE_KINDS (ARDINA_CODE_PIECE)),
  ARDINA_FIELD_DEF (Window, result, "result", ARDINA_FIELD_INT, -32768, 32767),
  ARDINA_FIELD_DEF (Window, context, "context", ARDINA_FIELD_INT, -32768, 32767),
};

const ArdinaProcClass ardina_window_class = {
  .name = "window", .owner = ARDINA_OWNER_NONE,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = window_run, .who = window_who, .prompt = window_prompt, .decision = window_decision,
  .candidates = ardina_candidates_none, .act = window_act, .check = window_check,
  .generate = window_generate, .space = window_space,
};
