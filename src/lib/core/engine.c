/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The engine: the stack, the run loop, acting on an action, pending
 * decisions, legal actions, events, refusals and dice (see engine.h for the
 * design). */
#include "engine.h"
#include "board.h"
#include "dice.h"

#include <stdarg.h>
#include <string.h>

/* The room of a listing's lists on the stack: a Mobilization listing has
 * a few hundred candidates; a longer one moves to the heap. */
#define LISTING_ROOM 512
/* The least room of a caller's buffer that a listing generates into
 * directly: below it, a list outgrowing the buffer would move to the heap
 * by many small doublings. */
#define DIRECT_ROOM 64

/* Bounds how long the engine may run without a decision: a turn has well
 * under a hundred automatic steps, so this only trips on an engine bug. */
#define RUN_LIMIT 100000

const ArdinaProcClass *
ardina_proc_class (uint8_t proc)
{
  return proc < ARDINA_PROC_COUNT ? ardina_proc_classes[proc] : NULL;
}

int
ardina_proc_lookup (const char *name)
{
  for (guint i = 0; i < ARDINA_PROC_COUNT; i++)
    if (g_strcmp0 (ardina_proc_classes[i]->name, name) == 0)
      return (int) i;
  return -1;
}

/* ---- the stack ---- */

ArdinaFrame *
ardina_push (ArdinaCtx *c, ArdinaProc proc, ArdinaSide side)
{
  ArdinaGame *g = c->g;
  if (!ardina_stack_room (g, 1))
    {
      g_set_error (c->error, ARDINA_ERROR, ARDINA_ERROR_INVALID,
                   "the procedure stack is full (%d frames): %s cannot start", ARDINA_STACK_MAX,
                   ardina_proc_classes[proc]->name);
      return NULL;
    }
  ArdinaFrame *f = &g->stack[g->depth++];
  memset (f, 0, sizeof *f);
  f->proc = (uint8_t) proc;
  f->side = (uint8_t) side;
  return f;
}

ArdinaFrame *
ardina_call (ArdinaCtx *c, ArdinaProc proc, ArdinaSide side)
{
  ArdinaFrame *caller = ardina_top (c->g);
  ArdinaFrame *f = ardina_push (c, proc, side);
  if (f && caller)
    caller->call = ARDINA_CALL_WAITING;
  return f;
}

void
ardina_pop (ArdinaCtx *c, int16_t result)
{
  ArdinaGame *g = c->g;
  g_assert (g->depth > 0);
  g->depth--;
  memset (&g->stack[g->depth], 0, sizeof g->stack[0]);
  ArdinaFrame *caller = ardina_top (g);
  if (caller && caller->call == ARDINA_CALL_WAITING)
    {
      caller->call = ARDINA_CALL_RETURNED;
      caller->result = result;
    }
}

gboolean
ardina_returned (ArdinaFrame *f, int16_t *result)
{
  if (f->call != ARDINA_CALL_RETURNED)
    return FALSE;
  f->call = ARDINA_CALL_NONE;
  if (result)
    *result = f->result;
  f->result = 0;
  return TRUE;
}

/* The steps up to the next decision, unchecked: ardina_run (apply.c)
 * adds the debug builds' check, from the layer above the invariants. */
gboolean
ardina_run_steps (ArdinaCtx *c)
{
  for (int i = 0; i < RUN_LIMIT; i++)
    {
      ArdinaFrame *f = ardina_top (c->g);
      if (c->g->over || !f)
        return TRUE;
      ArdinaRun r = ardina_proc_classes[f->proc]->run (c, f);
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
  if (!ardina_telling (c))
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
  e.message_at = (uint8_t) MIN (at, sizeof e.text - 1);
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
 * forbidding rule in brackets, as events do, and whose record holds the
 * rule as data (core/error.c): oracle cases match on that. Nobody reads the message of a check-only refusal, so none is built. */
gboolean
(ardina_refuse) (ArdinaCtx *c, uint16_t rule, const char *fmt, ...)
{
  if (c->error && !*c->error)
    {
      va_list ap;
      va_start (ap, fmt);
      char *msg = g_strdup_vprintf (fmt, ap);
      va_end (ap);
      ardina_refusal_set (c->error, rule, msg);
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
  ardina_piece_move (c->g, pool[i], ARDINA_ZONE_HAND, side);
  /* The picker sees what he drew (7.4); his opponent only that he drew. */
  ardina_emit (c, rule, side, "%s picks a campaign marker from the pool", ardina_side_label (side));
  ardina_emit_private (c, rule, side, "%s drew %s (%s)", ardina_side_label (side),
                       ardina_code_label (pool[i]), ardina_code_name (pool[i]));
  return TRUE;
}

gboolean
ardina_pick_markers (ArdinaCtx *c, uint16_t rule, ArdinaSide side, int n, guint *picked)
{
  *picked = 0;
  for (int k = 0; k < n; k++)
    {
      gboolean empty = ardina_pool (c->g, NULL, 0) == 0;
      if (!ardina_pick_marker (c, rule, side))
        return FALSE;
      if (empty)
        break;
      (*picked)++;
    }
  return TRUE;
}

gboolean
ardina_return_random (ArdinaCtx *c, uint16_t rule, ArdinaSide side, int n, guint *returned)
{
  *returned = 0;
  for (int k = 0; k < n; k++)
    {
      uint16_t hand[ARDINA_MAX_PIECES];
      guint held = ardina_hand (c->g, side, hand, G_N_ELEMENTS (hand));
      if (!held)
        break;
      int i = ardina_dice_pick (&c->g->dice, hand, held, c->error);
      if (i < 0)
        return FALSE;
      ardina_piece_move (c->g, hand[i], ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
      ardina_emit_private (c, rule, side, "%s returns %s (%s) to the pool", ardina_side_label (side),
                           ardina_code_label (hand[i]), ardina_code_name (hand[i]));
      (*returned)++;
    }
  return TRUE;
}

/* ---- decisions ---- */

guint
ardina_who_owner (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide out[2])
{
  out[0] = (ArdinaSide) f->side;
  return 1;
}

static guint
who_of (const ArdinaGame *g, ArdinaSide out[2])
{
  const ArdinaFrame *f = ardina_top (g);
  if (g->over || !f || !ardina_proc_classes[f->proc]->who)
    return 0;
  return ardina_proc_classes[f->proc]->who (g, f, out);
}

static gboolean
side_pending (const ArdinaGame *g, ArdinaSide side)
{
  ArdinaSide who[2];
  guint n = who_of (g, who);
  for (guint i = 0; i < n; i++)
    if (who[i] == side)
      return TRUE;
  return FALSE;
}

/* Who decides and what, one entry per side to decide: the kind and rule
 * always, the prompt's text unless @text is FALSE and the class can give
 * its decision without it (its decision method). */
static guint
fill_pending (const ArdinaGame *game, ArdinaPending out[2], gboolean text)
{
  ArdinaSide who[2];
  guint n = who_of (game, who);
  const ArdinaFrame *f = ardina_top (game);
  for (guint i = 0; i < n; i++)
    {
      const ArdinaProcClass *k = ardina_proc_classes[f->proc];
      memset (&out[i], 0, sizeof out[i]);
      out[i].side = who[i];
      (text || !k->decision ? k->prompt : k->decision) (game, f, who[i], &out[i]);
      if (!text)
        out[i].prompt[0] = '\0';
    }
  return n;
}

guint
ardina_game_pending (const ArdinaGame *game, ArdinaPending out[2])
{
  g_return_val_if_fail (game != NULL && game->magic == ARDINA_GAME_MAGIC && out != NULL, 0);
  return fill_pending (game, out, TRUE);
}

/* Who decides and what, the prompts left empty: the random player asks
 * this before every action, and reads no text. A class without its own
 * decision method formats its prompt, which is then dropped. */
guint
ardina_game_decisions (const ArdinaGame *game, ArdinaPending out[2])
{
  g_return_val_if_fail (game != NULL && game->magic == ARDINA_GAME_MAGIC && out != NULL, 0);
  return fill_pending (game, out, FALSE);
}

/* ---- actions ---- */

/* A marker played at any time (7.9), whatever is pending. */
static const ArdinaMarkerClass *
free_marker (uint8_t verb)
{
  for (guint i = 0; i < ARDINA_MARKER_CLASS_COUNT; i++)
    if (ardina_marker_classes[i]->free_act && ardina_marker_classes[i]->verb == verb)
      return ardina_marker_classes[i];
  return NULL;
}

static gboolean
refuse_turn (ArdinaCtx *c, ArdinaSide side)
{
  ArdinaPending p[2];
  guint n = ardina_game_pending (c->g, p);
  return ardina_refuse (c, n ? (uint16_t) ardina_rule_get_index (p[0].rule) : ARDINA_R_5_1,
                        "it is not the %s player's decision now: %s",
                        ardina_side_name (side), n ? p[0].prompt : "nothing is pending");
}

/* Validates @a (and carries it out unless c->check_only). */
gboolean
ardina_act (ArdinaCtx *c, const ArdinaAction *a)
{
  ArdinaGame *g = c->g;
  if (!ardina_action_valid (a))
    {
      g_set_error (c->error, ARDINA_ERROR, ARDINA_ERROR_INVALID,
                   "the action names a verb or operand that does not exist");
      return FALSE;
    }
  if (a->side != ARDINA_SIDE_AMERICAN && a->side != ARDINA_SIDE_BRITISH)
    return ardina_refuse (c, ARDINA_R_1_1, "an action is taken by the American or the British player");
  if (g->over)
    return ardina_refuse (c, ARDINA_R_3_2, "the game is over: %s",
                          g->result < ARDINA_RESULT_COUNT ? ardina_result_names[g->result] : "none");
  const ArdinaMarkerClass *m = free_marker (a->verb);
  if (m)
    return m->free_act (c, a);
  if (!side_pending (g, a->side))
    return refuse_turn (c, a->side);
  ArdinaFrame *f = ardina_top (g);
  return ardina_proc_classes[f->proc]->act (c, f, a);
}

/* The free marker claiming each verb (free_marker), from the registry's
 * constant classes: built once. */
static const ArdinaMarkerClass *const *
free_markers (void)
{
  static const ArdinaMarkerClass *by_verb[ARDINA_VERB_COUNT];
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      for (guint v = 0; v < ARDINA_VERB_COUNT; v++)
        by_verb[v] = free_marker ((uint8_t) v);
      g_once_init_leave (&done, 1);
    }
  return by_verb;
}

/* act, for the candidates of one listing: the tests that do not depend on
 * the candidate (the game is not over, who is to decide) were made once
 * for the listing, and the free markers are found by verb in a table.
 * Every candidate still meets act's own checks in the same order. */
static gboolean
act_listed (ArdinaCtx *c, const ArdinaAction *a, const ArdinaMarkerClass *const *free_by_verb,
            ArdinaSide side, gboolean pending)
{
  /* Candidates are the classes' own, made from valid codes: debug builds
   * hold them to it, release builds skip the operand check. */
#ifdef ARDINA_DEBUG
  g_assert (ardina_action_valid (a));
#endif
  if (a->side != ARDINA_SIDE_AMERICAN && a->side != ARDINA_SIDE_BRITISH)
    return FALSE;
  const ArdinaMarkerClass *m = free_by_verb[a->verb];
  if (m)
    return m->free_act (c, a);
  /* Whether the listed side decides was asked once for the listing. */
  if (!(a->side == side ? pending : side_pending (c->g, a->side)))
    return FALSE;
  ArdinaFrame *f = ardina_top (c->g);
  return ardina_proc_classes[f->proc]->act (c, f, a);
}

void
ardina_candidates_none (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f, (void) side, (void) out;
}

/* The candidates of the top frame (when @side is to decide) and of the
 * markers played at any time. */
static void
candidates (const ArdinaGame *g, ArdinaSide side, gboolean pending, ArdinaActionList *l)
{
  const ArdinaFrame *f = ardina_top (g);
  if (pending)
    ardina_proc_classes[f->proc]->candidates (g, f, side, l);
  for (guint i = 0; i < ARDINA_MARKER_CLASS_COUNT; i++)
    if (ardina_marker_classes[i]->free_candidates)
      ardina_marker_classes[i]->free_candidates (g, side, l);
}

#ifdef ARDINA_DEBUG
/* Actions in an order of side, verb and arguments (not the padding), so
 * check_generated finds one by bisection: a space holds thousands of
 * actions (a Mobilization listing: every unit in every locale). */
static int
action_order (const void *x, const void *y)
{
  const ArdinaAction *a = x, *b = y;
  if (a->side != b->side)
    return (int) a->side - (int) b->side;
  if (a->verb != b->verb)
    return (int) a->verb - (int) b->verb;
  if (a->n_args != b->n_args)
    return (int) a->n_args - (int) b->n_args;
  return memcmp (a->args, b->args, a->n_args * sizeof a->args[0]);
}

static gboolean
in_sorted (const ArdinaActionList *l, const ArdinaAction *a)
{
  return l->n && bsearch (a, l->v, l->n, sizeof *a, action_order) != NULL;
}

/* A listing and act disagree: what a person needs to find out why (the
 * step, the procedure, the action act accepted that the listing left out,
 * and the listing), then the abort the assertion would have given. */
static G_NORETURN void
generated_mismatch (const ArdinaGame *game, const ArdinaFrame *top, const ArdinaActionList *gen,
                    const ArdinaAction *unlisted)
{
  /* Read off the state directly: engine.c calls nothing of game.c. */
  const ArdinaProcClass *k = ardina_proc_classes[top->proc];
  g_printerr ("check_generated: year %u, %u frames, procedure %s at step %s, %u listed\n", (guint) game->year,
              (guint) game->depth, k->name, top->step < k->n_steps ? k->steps[top->step] : "?", gen->n);
  if (unlisted)
    {
      char *t = ardina_action_to_string (unlisted);
      g_printerr ("  act accepts '%s', which the listing left out\n", t);
      g_free (t);
    }
  else
    g_printerr ("  act accepts a different number of actions than were listed\n");
  for (guint i = 0; i < gen->n && i < 200; i++)
    {
      char *t = ardina_action_to_string (&gen->v[i]);
      g_printerr ("  listed: %s\n", t);
      g_free (t);
    }
  g_error ("the generated listing and act disagree (check_generated)");
}

/* The property generate must keep: over the whole space of its verbs, act
 * accepts an action exactly when generate listed it. */
static void
check_generated (const ArdinaGame *game, const ArdinaFrame *top, ArdinaSide side, ArdinaCtx *c,
                 const ArdinaActionList *gen)
{
  const ArdinaProcClass *k = ardina_proc_classes[top->proc];
  ArdinaActionList space, sorted;
  ardina_actions_init (&space);
  ardina_actions_init (&sorted);
  k->space (game, top, side, &space);
  for (guint i = 0; i < gen->n; i++)
    ardina_actions_push (&sorted, &gen->v[i]);
  if (sorted.n)
    qsort (sorted.v, sorted.n, sizeof *sorted.v, action_order);
  for (guint i = 1; i < sorted.n; i++)   /* each listed once */
    g_assert (action_order (&sorted.v[i - 1], &sorted.v[i]) != 0);
  /* act accepts only actions generated, and as many as were generated
   * (each listed once, as a space lists each action once): exactly those,
   * every one of them in the space. Only what act accepts is looked up. */
  guint accepted = 0;
  for (guint i = 0; i < space.n; i++)
    if (ardina_act (c, &space.v[i]))
      {
        if (!in_sorted (&sorted, &space.v[i]))
          generated_mismatch (game, top, gen, &space.v[i]);
        accepted++;
      }
  if (accepted != gen->n)
    generated_mismatch (game, top, gen, NULL);
  /* Once for the whole space, which may hold thousands of actions: a
   * check-only act that changed the scratch copy leaves it changed. */
  g_assert (memcmp (c->g, game, sizeof *game) == 0);
  ardina_actions_clear (&sorted);
  ardina_actions_clear (&space);
}
#endif

/* The top frame's generated actions, legal without trying them, into
 * @out from its start; how many. They are generated straight into @out
 * when it has room enough to be worth it (no copy: a Mobilization listing
 * holds hundreds of actions); a list that outgrows @out moves to the heap
 * with @out's @max actions copied, so @out already holds the first @max
 * and only the count goes on. A caller with little room or none (asking
 * how many) gets the list on the stack, copied. */
static guint
generated (const ArdinaGame *game, const ArdinaFrame *top, ArdinaSide side, ArdinaCtx *c,
           ArdinaAction *out, guint max)
{
  ArdinaAction buf[LISTING_ROOM];
  ArdinaActionList gen;
  gboolean direct = out && max >= DIRECT_ROOM;
  if (direct)
    ardina_actions_init_buf (&gen, out, max);
  else
    ardina_actions_init_buf (&gen, buf, G_N_ELEMENTS (buf));
  ardina_proc_classes[top->proc]->generate (game, top, side, &gen);
#ifdef ARDINA_DEBUG
  check_generated (game, top, side, c, &gen);
#else
  (void) c;
#endif
  /* A list that stayed in the caller's room is already there; one that
   * moved to the heap (or was on the stack) is copied back, as much as
   * fits: a generator may reserve its room before writing (mobilization),
   * so the caller's room may hold nothing of it. */
  if (out && max && gen.v != out)
    memcpy (out, gen.v, MIN (gen.n, max) * sizeof *out);
  guint n = gen.n;
  ardina_actions_clear (&gen);
  return n;
}

/* Copies the accepted candidate @a, and the actions it stands for, into
 * @out from @legal on; the new count. */
static guint
add_accepted (const ArdinaGame *game, const ArdinaProcClass *k, gboolean pending, ArdinaCtx *c,
              const ArdinaAction *a, ArdinaAction *out, guint max, guint legal)
{
  if (!k->equivalents || !pending)
    {
      if (legal < max && out)
        out[legal] = *a;
      return legal + 1;
    }
  ArdinaAction buf[64];
  ArdinaActionList same;
  ardina_actions_init_buf (&same, buf, G_N_ELEMENTS (buf));
  ardina_actions_push (&same, a);
  k->equivalents (game, ardina_top (game), a, &same);
#ifdef ARDINA_DEBUG
  for (guint j = 1; j < same.n; j++)
    g_assert (ardina_act (c, &same.v[j]));
#else
  (void) c;
#endif
  for (guint j = 0; j < same.n; j++, legal++)
    if (legal < max && out)
      out[legal] = same.v[j];
  ardina_actions_clear (&same);
  return legal;
}

/* The candidates act accepts in check-only mode. Check-only acts never
 * change the game, so release builds try the candidates on the caller's
 * game itself, and debug builds on a scratch copy, verifying after every
 * candidate that it is still the game byte for byte: the caller's game is
 * never changed. The lists live on the stack unless one outgrows its
 * room. */
guint
ardina_game_legal_actions (const ArdinaGame *game, ArdinaSide side, ArdinaAction *out,
                           guint max)
{
  g_return_val_if_fail (game != NULL && game->magic == ARDINA_GAME_MAGIC, 0);
  if (game->over || !ardina_top (game) || game->view_of != ARDINA_SIDE_NONE)
    return 0;
#ifdef ARDINA_DEBUG
  ArdinaGame scratch;
  memcpy (&scratch, game, sizeof scratch);
  ArdinaCtx c = { &scratch, NULL, NULL, TRUE };
#else
  ArdinaCtx c = { (ArdinaGame *) game, NULL, NULL, TRUE };
#endif
  gboolean pending = side_pending (game, side);
  ArdinaAction buf[LISTING_ROOM];
  ArdinaActionList l;
  ardina_actions_init_buf (&l, buf, G_N_ELEMENTS (buf));
  candidates (game, side, pending, &l);
  const ArdinaFrame *top = ardina_top (game);
  const ArdinaProcClass *k = ardina_proc_classes[top->proc];
  const ArdinaMarkerClass *const *free_by_verb = free_markers ();
  guint legal = 0;
  if (pending && k->generate)
    legal = generated (game, top, side, &c, out, max);
  for (guint i = 0; i < l.n; i++)
    {
      gboolean ok = act_listed (&c, &l.v[i], free_by_verb, side, pending);
#ifdef ARDINA_DEBUG
      g_assert (memcmp (&scratch, game, sizeof *game) == 0);
      g_assert (ok == ardina_act (&c, &l.v[i]));
#endif
      if (ok)
        legal = add_accepted (game, k, pending, &c, &l.v[i], out, max, legal);
    }
  ardina_actions_clear (&l);
  return legal;
}
