/* The engine: stack, run loop, apply, pending decisions, legal actions,
 * events, refusals and dice (see engine.h for the design). */
#include "engine.h"
#include "dice.h"

#include <stdarg.h>
#include <string.h>

static const ArdinaProcClass *const classes[ARDINA_PROC_COUNT] = {
  [ARDINA_PROC_SETUP] = &ardina_setup_class,
  [ARDINA_PROC_TURN] = &ardina_turn_class,
  [ARDINA_PROC_COMMIT] = &ardina_commit_class,
  [ARDINA_PROC_RETURN] = &ardina_return_class,
  [ARDINA_PROC_RESPOND] = &ardina_respond_class,
  [ARDINA_PROC_ROLL] = &ardina_roll_class,
  [ARDINA_PROC_WINDOW] = &ardina_window_class,
};

/* Bounds how long the engine may run without a decision: a turn has well
 * under a hundred automatic steps, so this only trips on an engine bug. */
#define RUN_LIMIT 100000

ArdinaFrame *
ardina_top (const ArdinaGame *g)
{
  return g->depth ? (ArdinaFrame *) &g->stack[g->depth - 1] : NULL;
}

ArdinaFrame *
ardina_push (ArdinaCtx *c, ArdinaProc proc, uint8_t kind, ArdinaSide side)
{
  ArdinaGame *g = c->g;
  g_assert (g->depth < ARDINA_STACK_MAX);
  ArdinaFrame *f = &g->stack[g->depth++];
  memset (f, 0, sizeof *f);
  f->proc = proc;
  f->kind = kind;
  f->side = side;
  return f;
}

void
ardina_pop (ArdinaCtx *c)
{
  g_assert (c->g->depth > 0);
  c->g->depth--;
  memset (&c->g->stack[c->g->depth], 0, sizeof c->g->stack[0]);
}

gboolean
ardina_run (ArdinaCtx *c)
{
  for (int i = 0; i < RUN_LIMIT; i++)
    {
      ArdinaFrame *f = ardina_top (c->g);
      if (c->g->over || !f)
        return TRUE;
      ArdinaRun r = classes[f->proc]->run (c, f);
      if (r == ARDINA_RUN_ERROR)
        return FALSE;
      if (r == ARDINA_RUN_DECIDE)
        return TRUE;
    }
  g_set_error (c->error, ARDINA_ERROR, ARDINA_ERROR_INVALID,
               "the engine ran %d steps without reaching a decision", RUN_LIMIT);
  return FALSE;
}

/* ---- events ---- */

static void
emitv (ArdinaCtx *c, const uint16_t *rules, guint n, ArdinaSide side, ArdinaSide audience,
       const char *fmt, va_list ap)
{
  if (!c->events || c->check_only)
    return;
  ArdinaEvent e = { .n_rules = (uint8_t) n, .side = (uint8_t) side, .audience = (uint8_t) audience };
  size_t at = 0;
  at += (size_t) g_snprintf (e.text, sizeof e.text, "[");
  for (guint i = 0; i < n; i++)
    {
      e.rules[i] = rules[i];
      at += (size_t) g_snprintf (e.text + at, sizeof e.text - at, "%s%s", i ? ", " : "",
                                 ardina_data_rules[rules[i]].id);
    }
  at += (size_t) g_snprintf (e.text + at, sizeof e.text - at, "] ");
  if (at < sizeof e.text)
    g_vsnprintf (e.text + at, sizeof e.text - at, fmt, ap);
  g_array_append_val (c->events, e);
}

void
ardina_emit (ArdinaCtx *c, uint16_t rule, ArdinaSide side, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  emitv (c, &rule, 1, side, ARDINA_SIDE_NONE, fmt, ap);
  va_end (ap);
}

void
ardina_emit_private (ArdinaCtx *c, uint16_t rule, ArdinaSide audience, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  emitv (c, &rule, 1, audience, audience, fmt, ap);
  va_end (ap);
}

void
ardina_emit2 (ArdinaCtx *c, uint16_t rule, uint16_t rule2, ArdinaSide side,
              const char *fmt, ...)
{
  uint16_t rules[2] = { rule, rule2 };
  va_list ap;
  va_start (ap, fmt);
  emitv (c, rules, 2, side, ARDINA_SIDE_NONE, fmt, ap);
  va_end (ap);
}

/* A refusal is an ARDINA_ERROR_ILLEGAL whose message starts with the
 * forbidding rule in brackets, as events do; oracle cases match on it. */
gboolean
ardina_refuse (ArdinaCtx *c, uint16_t rule, const char *fmt, ...)
{
  if (c->error && !*c->error)
    {
      va_list ap;
      va_start (ap, fmt);
      char *msg = g_strdup_vprintf (fmt, ap);
      va_end (ap);
      g_set_error (c->error, ARDINA_ERROR, ARDINA_ERROR_ILLEGAL, "[%s] %s",
                   ardina_data_rules[rule].id, msg);
      g_free (msg);
    }
  return FALSE;
}

int
ardina_roll (ArdinaCtx *c, uint16_t rule, ArdinaSide side, const char *why)
{
  int d = ardina_dice_roll (&c->g->dice, c->error);
  if (d)
    ardina_emit (c, rule, side, "%s rolls %d%s%s%s", ardina_side_label (side), d,
                 *why ? " (" : "", why, *why ? ")" : "");
  return d;
}

gboolean
ardina_pick_marker (ArdinaCtx *c, uint16_t rule, ArdinaSide side)
{
  uint16_t pool[ARDINA_MAX_PIECES];
  guint n = ardina_pool (c->g, pool, G_N_ELEMENTS (pool));
  if (n == 0)
    {
      ardina_emit2 (c, rule, ARDINA_R_7_3, side, "the pool is empty: %s picks nothing",
                    ardina_side_label (side));
      return TRUE;
    }
  int i = ardina_dice_pick (&c->g->dice, pool, n, c->error);
  if (i < 0)
    return FALSE;
  ArdinaPlace *p = ardina_place_of (c->g, pool[i]);
  p->zone = ARDINA_ZONE_HAND;
  p->side = (uint8_t) side;
  /* The picker sees what he drew (7.4); his opponent only that he drew. */
  ardina_emit (c, rule, side, "%s picks a campaign marker from the pool", ardina_side_label (side));
  ardina_emit_private (c, rule, side, "%s drew %s (%s)", ardina_side_label (side),
                       ardina_code_label (pool[i]), ardina_code_name (pool[i]));
  return TRUE;
}

/* ---- decisions and actions ---- */

static guint
pending_of (const ArdinaGame *g, ArdinaPending out[2])
{
  const ArdinaFrame *f = ardina_top (g);
  if (g->over || !f)
    return 0;
  return classes[f->proc]->pending (g, f, out);
}

static gboolean
side_pending (const ArdinaGame *g, ArdinaSide side, ArdinaPending *which)
{
  ArdinaPending p[2];
  guint n = pending_of (g, p);
  for (guint i = 0; i < n; i++)
    if (p[i].side == side)
      {
        if (which)
          *which = p[i];
        return TRUE;
      }
  return FALSE;
}

/* Every operand names something that exists, so that no handler can index
 * a table with a crafted number. */
static gboolean
operands_valid (const ArdinaAction *a)
{
  static const guint limits[] = {
    [ARDINA_CODE_UNIT >> 12] = ARDINA_DATA_N_UNITS,
    [ARDINA_CODE_LEADER >> 12] = ARDINA_DATA_N_LEADERS,
    [ARDINA_CODE_PIECE >> 12] = ARDINA_DATA_N_CAMPAIGN_PIECES,
    [ARDINA_CODE_LOCALE >> 12] = ARDINA_DATA_N_LOCALES,
    [ARDINA_CODE_REGION >> 12] = ARDINA_DATA_N_MAP_REGIONS,
    [ARDINA_CODE_MARKER >> 12] = ARDINA_MARKER_COUNT,
  };
  if (a->verb >= ARDINA_VERB_COUNT || a->n_args > ARDINA_ACTION_MAX_ARGS)
    return FALSE;
  for (guint i = 0; i < a->n_args; i++)
    {
      guint kind = a->args[i] >> 12, index = a->args[i] & 0x0fffu;
      if (a->args[i] == 0xf000u)        /* "hand" */
        continue;
      if (kind >= G_N_ELEMENTS (limits) || index >= limits[kind])
        return FALSE;
    }
  return TRUE;
}

/* Validates @a (and carries it out unless c->check_only). */
static gboolean
act (ArdinaCtx *c, const ArdinaAction *a)
{
  ArdinaGame *g = c->g;
  if (!operands_valid (a))
    {
      g_set_error (c->error, ARDINA_ERROR, ARDINA_ERROR_INVALID,
                   "the action names a verb or operand that does not exist");
      return FALSE;
    }
  if (a->side != ARDINA_SIDE_AMERICAN && a->side != ARDINA_SIDE_BRITISH)
    return ardina_refuse (c, ARDINA_R_1_1, "an action is taken by the American or the British player");
  if (g->over)
    return ardina_refuse (c, ARDINA_R_3_2, "the game is over: %s", ardina_game_get_result (g));
  if (a->verb == ARDINA_VERB_SPY)
    return ardina_spy_act (c, a);
  ArdinaFrame *f = ardina_top (g);
  if (!side_pending (g, (ArdinaSide) a->side, NULL))
    {
      ArdinaPending p[2];
      guint n = pending_of (g, p);
      return ardina_refuse (c, n ? (uint16_t) ardina_rule_get_index (p[0].rule) : ARDINA_R_5_1,
                            "it is not the %s player's decision now: %s",
                            ardina_side_name ((ArdinaSide) a->side), n ? p[0].prompt : "nothing is pending");
    }
  return classes[f->proc]->act (c, f, a);
}

static gboolean
deliver (GArray *events, ArdinaEventFunc func, gpointer data)
{
  for (guint i = 0; func && i < events->len; i++)
    func (&g_array_index (events, ArdinaEvent, i), data);
  return TRUE;
}

gboolean
ardina_game_apply (ArdinaGame *game, const ArdinaAction *action, ArdinaEventFunc func,
                   gpointer user_data, GError **error)
{
  g_return_val_if_fail (game != NULL && game->magic == ARDINA_GAME_MAGIC, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  if (game->view_of != ARDINA_SIDE_NONE)
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_INVALID,
                   "[22.0] a side's view of the game hides pieces and cannot be played on");
      return FALSE;
    }
  ArdinaGame *scratch = g_memdup2 (game, sizeof *game);
  ArdinaCtx c = { scratch, g_array_new (FALSE, FALSE, sizeof (ArdinaEvent)), error, FALSE };
  gboolean ok = act (&c, action) && ardina_run (&c);
  if (ok)
    {
      memcpy (game, scratch, sizeof *game);
      deliver (c.events, func, user_data);
    }
  g_array_free (c.events, TRUE);
  g_free (scratch);
  return ok;
}

gboolean
ardina_game_apply_text (ArdinaGame *game, const char *text, ArdinaEventFunc func,
                        gpointer user_data, GError **error)
{
  ArdinaAction a;
  return ardina_action_parse (text, &a, error)
         && ardina_game_apply (game, &a, func, user_data, error);
}

guint
ardina_game_pending (const ArdinaGame *game, ArdinaPending out[2])
{
  g_return_val_if_fail (game != NULL && out != NULL, 0);
  return pending_of (game, out);
}

/* Candidates of the top frame and the free actions, kept when act accepts
 * them in check-only mode on a scratch copy. */
guint
ardina_game_legal_actions (const ArdinaGame *game, ArdinaSide side, ArdinaAction *out,
                           guint max)
{
  g_return_val_if_fail (game != NULL, 0);
  ArdinaAction cand[512];
  guint n = 0, legal = 0;
  const ArdinaFrame *f = ardina_top (game);
  if (game->over || !f || game->view_of != ARDINA_SIDE_NONE)
    return 0;
  if (side_pending (game, side, NULL))
    n = classes[f->proc]->candidates (game, f, side, cand, G_N_ELEMENTS (cand));
  n += ardina_spy_candidates (game, side, cand + n, G_N_ELEMENTS (cand) - n);
  ArdinaGame *scratch = g_malloc (sizeof *scratch);
  for (guint i = 0; i < n; i++)
    {
      memcpy (scratch, game, sizeof *scratch);
      ArdinaCtx c = { scratch, NULL, NULL, TRUE };
      if (!act (&c, &cand[i]))
        continue;
      if (legal < max && out)
        out[legal] = cand[i];
      legal++;
    }
  g_free (scratch);
  return legal;
}
