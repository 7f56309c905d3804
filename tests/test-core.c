/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "core": the engine core itself (engine.h, state.h, registry.h),
 * below the rules: growable action lists and legal actions that are never
 * truncated, call and return between procedures and interrupts above
 * them, the bounded stack, the invariants of frames and of the state, the
 * registry of procedures, markers, commitment kinds and moments, and the
 * windows of 7.9 (who is asked, in what order, and again).
 *
 * The public API is used where it suffices; internals (rules.h, the
 * classes' field descriptors) build and inspect positions the API cannot
 * reach: a stack filled to the brim, a frame with a bad field. */
#include "fixture.h"

/* ---- frames, read through their class's field descriptors ---- */

static const ArdinaField *
field_of (const ArdinaFrame *f, const char *name)
{
  const ArdinaProcClass *k = ardina_proc_class (f->proc);
  for (guint i = 0; k && i < k->n_fields; i++)
    if (strcmp (k->fields[i].name, name) == 0)
      return &k->fields[i];
  printf ("\n  procedure %s has no field %s\n", k ? k->name : "?", name);
  return NULL;
}

static int
field_get (const ArdinaFrame *f, const char *name)
{
  const ArdinaField *d = field_of (f, name);
  CU_ASSERT_PTR_NOT_NULL_FATAL (d);
  const uint8_t *at = f->payload.bytes + d->offset;
  int16_t i16;
  uint16_t u16;
  switch (d->type)
    {
    case ARDINA_FIELD_INT:
      memcpy (&i16, at, sizeof i16);
      return i16;
    case ARDINA_FIELD_RULE:
    case ARDINA_FIELD_CODE:
      memcpy (&u16, at, sizeof u16);
      return u16;
    default:
      return *at;
    }
}

static void
field_set (ArdinaFrame *f, const char *name, int value)
{
  const ArdinaField *d = field_of (f, name);
  CU_ASSERT_PTR_NOT_NULL_FATAL (d);
  uint8_t *at = f->payload.bytes + d->offset;
  int16_t i16 = (int16_t) value;
  uint16_t u16 = (uint16_t) value;
  switch (d->type)
    {
    case ARDINA_FIELD_INT:
      memcpy (at, &i16, sizeof i16);
      break;
    case ARDINA_FIELD_RULE:
    case ARDINA_FIELD_CODE:
      memcpy (at, &u16, sizeof u16);
      break;
    default:
      *at = (uint8_t) value;
      break;
    }
}

static const char *
step_name (const ArdinaFrame *f)
{
  const ArdinaProcClass *k = ardina_proc_class (f->proc);
  return k && f->step < k->n_steps ? k->steps[f->step] : "?";
}

/* The topmost frame of procedure @proc, or -1. */
static int
depth_of (const ArdinaGame *g, ArdinaProc proc)
{
  for (int i = (int) g->depth - 1; i >= 0; i--)
    if (g->stack[i].proc == proc)
      return i;
  return -1;
}

static void
dump_stack (const ArdinaGame *g)
{
  printf ("\n  stack (%u frames):", g->depth);
  for (guint i = 0; i < g->depth; i++)
    printf (" %s/%s", ardina_proc_class (g->stack[i].proc) ? ardina_proc_class (g->stack[i].proc)->name : "?",
            step_name (&g->stack[i]));
  printf ("\n");
}

/* Every frame of @g passes its check and so does the state. */
static gboolean
sound (const ArdinaGame *g, const char *what)
{
  gboolean ok = TRUE;
  GString *why = g_string_new (NULL);
  for (guint i = 0; i < g->depth; i++)
    if (!ardina_frame_check (g, i, why))
      {
        printf ("\n  %s: frame %u is reported: %s\n", what, i, why->str);
        ok = FALSE;
        g_string_truncate (why, 0);
      }
  g_string_free (why, TRUE);
  GError *error = NULL;
  if (!ardina_state_check (g, &error))
    {
      printf ("\n  %s: the state is reported: %s\n", what, error ? error->message : "(no error)");
      ok = FALSE;
    }
  g_clear_error (&error);
  return ok;
}

/* The frame at @depth (when >= 0) and the state of @g are both reported,
 * each with a reason that contains @expect. */
static void
reported (const ArdinaGame *g, int depth, const char *expect, const char *what)
{
  if (depth >= 0)
    {
      GString *why = g_string_new (NULL);
      gboolean ok = ardina_frame_check (g, (guint) depth, why);
      CHECK (!ok && strstr (why->str, expect) != NULL, "%s: the check of frame %d %s (\"%s\"), expected \"%s\"",
             what, depth, ok ? "passed" : "failed", why->str, expect);
      g_string_free (why, TRUE);
    }
  GError *error = NULL;
  gboolean ok = ardina_state_check (g, &error);
  CHECK (!ok && error && strstr (error->message, expect) != NULL,
         "%s: the state check %s (%s), expected a reason with \"%s\"", what, ok ? "passed" : "failed",
         error ? error->message : "no error", expect);
  g_clear_error (&error);
}

static guint
colonial_regions (void)
{
  guint n = 0;
  for (guint r = 0; r < ARDINA_DATA_N_MAP_REGIONS; r++)
    n += ardina_data_map_regions[r].colonial;
  return n;
}

/* The colonial regions pro @side (11.6): with section 29, where his
 * Committee of Correspondence may place a free partisan (7.9). */
static guint
regions_pro (const ArdinaGame *g, ArdinaSide side)
{
  guint n = 0;
  for (guint r = 0; r < ARDINA_DATA_N_MAP_REGIONS; r++)
    n += ardina_data_map_regions[r].colonial
         && ardina_loyalty_for (g, ardina_data_map_regions[r].loyalty, side) > 0;
  return n;
}

static guint
off_map_boxes (void)
{
  guint n = 0;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    n += ardina_data_locales[l].kind == ARDINA_LOCALE_KIND_OFF_MAP;
  return n;
}

/* ======================================================================
 * Action lists and legal actions
 * ====================================================================== */

static void
test_action_list (void)
{
  ArdinaActionList l;
  ardina_actions_init (&l);
  CHECK (l.n == 0 && l.cap == 0 && l.v == NULL, "a fresh list holds %u of %u", l.n, l.cap);
  const guint N = 10000;
  for (guint i = 0; i < N; i++)
    ardina_actions_add (&l, (ArdinaSide) (i % 2), (ArdinaVerb) (i % ARDINA_VERB_COUNT), 2, i, N - i);
  CHECK (l.n == N, "%u actions added, the list holds %u", N, l.n);
  CHECK (l.cap >= l.n, "the list holds %u in room for %u", l.n, l.cap);
  guint wrong = 0, first = 0;
  for (guint i = 0; i < l.n && i < N; i++)
    {
      const ArdinaAction *a = &l.v[i];
      gboolean ok = a->side == (ArdinaSide) (i % 2) && a->verb == i % ARDINA_VERB_COUNT && a->n_args == 2
                    && a->args[0] == i && a->args[1] == N - i;
      if (!ok && !wrong++)
        first = i;
    }
  CHECK (wrong == 0, "%u of %u actions are not as added, the first at %u", wrong, N, first);

  /* An action never claims more operands than it has room for. */
  ardina_actions_add (&l, ARDINA_SIDE_BRITISH, ARDINA_VERB_END, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
  CHECK (l.n == N + 1 && l.v[N].n_args == ARDINA_ACTION_MAX_ARGS && l.v[N].args[ARDINA_ACTION_MAX_ARGS - 1] == 8,
         "12 operands gave an action of %u operands", l.n > N ? l.v[N].n_args : 0);

  ardina_actions_clear (&l);
  CHECK (l.n == 0 && l.cap == 0 && l.v == NULL, "a cleared list holds %u of %u", l.n, l.cap);
  /* A cleared list is usable again. */
  ardina_actions_add (&l, ARDINA_SIDE_AMERICAN, ARDINA_VERB_SEAL, 0);
  CHECK (l.n == 1 && l.v[0].verb == ARDINA_VERB_SEAL, "a cleared list does not take an action");
  ardina_actions_clear (&l);
}

/* A list started in the caller's buffer fills it, then moves to the heap
 * with every action kept, and never writes past the buffer's room. */
static void
test_action_list_buffer (void)
{
  ArdinaAction buf[5];
  memset (buf, 0xab, sizeof buf);
  ArdinaActionList l;
  ardina_actions_init_buf (&l, buf, 4);
  const guint N = 300;
  for (guint i = 0; i < N; i++)
    {
      ArdinaAction a = { .side = ARDINA_SIDE_BRITISH, .verb = ARDINA_VERB_MARCH, .n_args = 1, .args = { (guint16) i } };
      ardina_actions_push (&l, &a);
      if (i == 3)
        CHECK (l.v == buf && !l.heap, "four actions left the buffer of four");
    }
  CHECK (l.n == N && l.heap && l.v != buf && l.cap >= N, "%u pushed, the list holds %u in %u (heap %d)",
         N, l.n, l.cap, l.heap);
  guint wrong = 0;
  for (guint i = 0; i < l.n; i++)
    wrong += l.v[i].verb != ARDINA_VERB_MARCH || l.v[i].args[0] != i;
  CHECK (wrong == 0, "%u of %u actions are not as pushed", wrong, N);
  guint8 past[sizeof buf[4]];
  memset (past, 0xab, sizeof past);
  CHECK (memcmp (&buf[4], past, sizeof past) == 0, "the list wrote past its buffer's room");
  ardina_actions_clear (&l);
  CHECK (l.n == 0 && l.v == NULL && !l.heap, "a cleared list holds %u", l.n);
}

/* Room reserved at once is room enough: a list in the caller's buffer
 * moves to the heap once, keeping what it held, and takes the actions
 * reserved without moving again; push_each writes one copy per value,
 * the operand named set, the others as given. */
static void
test_action_list_reserve (void)
{
  ArdinaAction buf[4];
  ArdinaActionList l;
  ardina_actions_init_buf (&l, buf, G_N_ELEMENTS (buf));
  ardina_actions_add (&l, ARDINA_SIDE_AMERICAN, ARDINA_VERB_END, 0);
  ardina_actions_reserve (&l, 2);
  CHECK (l.v == buf && !l.heap, "a reserve within the buffer's room left it");
  ardina_actions_reserve (&l, 100);
  CHECK (l.heap && l.cap >= 101 && l.n == 1 && l.v[0].verb == ARDINA_VERB_END,
         "reserving 100 after 1 gave room for %u, %u kept (heap %d)", l.cap, l.n, l.heap);
  ArdinaAction *room = l.v;
  uint16_t units[100];
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    units[i] = (uint16_t) (ARDINA_CODE_UNIT | (i % 7));
  ArdinaAction a = ardina_action_make (ARDINA_SIDE_BRITISH, ARDINA_VERB_MOBILIZE, 2, 0, ARDINA_CODE_LOCALE | 5);
  ardina_actions_push_each (&l, &a, 0, units, G_N_ELEMENTS (units));
  CHECK (l.v == room, "the room reserved moved when filled");
  CHECK (l.n == 101, "push_each of 100 after 1 holds %u", l.n);
  guint wrong = 0;
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    {
      const ArdinaAction *b = &l.v[1 + i];
      wrong += b->side != ARDINA_SIDE_BRITISH || b->verb != ARDINA_VERB_MOBILIZE || b->n_args != 2
               || b->args[0] != units[i] || b->args[1] != (ARDINA_CODE_LOCALE | 5);
    }
  CHECK (wrong == 0, "%u of 100 copies are not the action with their unit", wrong);
  /* Past the room reserved, push_each makes its own. */
  ardina_actions_push_each (&l, &a, 1, units, G_N_ELEMENTS (units));
  CHECK (l.n == 201 && l.cap >= 201 && l.v[200].args[1] == units[99] && l.v[200].args[0] == 0,
         "push_each past the room holds %u in %u", l.n, l.cap);
  ardina_actions_clear (&l);
}

/* The American's hand holds every campaign marker of the pool at the
 * initiative commitment of 1777: each may be offered, the commitment
 * sealed, and a Spy played on the hand, a colonial region or an off-map
 * box. None of it may be lost for want of room. */
static void
test_legal_actions_whole_pool (void)
{
  ArdinaGame *g = game_at (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 1777, "initiative", ARDINA_SIDE_AMERICAN);
  ArdinaPending p[2];
  memset (p, 0, sizeof p);
  CHECK_FATAL (ardina_game_pending (g, p) == 2 && p[0].kind == ARDINA_DECISION_COMMIT,
               "no initiative commitment pending in 1777 (phase %s)", ardina_game_get_phase_name (g));
  uint16_t pool[ARDINA_MAX_PIECES];
  guint in_pool = ardina_pool (g, pool, G_N_ELEMENTS (pool));
  CHECK_FATAL (in_pool > 0 && in_pool <= G_N_ELEMENTS (pool), "the pool holds %u markers", in_pool);
  for (guint i = 0; i < in_pool; i++)
    ardina_piece_move (g, pool[i], ARDINA_ZONE_HAND, ARDINA_SIDE_AMERICAN);
  CHECK (sound (g, "every pool marker in the American hand"), "the position is not sound");
  guint held = ardina_hand (g, ARDINA_SIDE_AMERICAN, NULL, 0);
  CHECK (held == in_pool && ardina_pool (g, NULL, 0) == 0, "the American holds %u of the %u pool markers", held,
         in_pool);
  CHECK_FATAL (holds_spy (g, ARDINA_SIDE_AMERICAN), "no Spy among the pool's markers");

  guint spies = 1 + colonial_regions () + off_map_boxes ();
  /* With section 29 among the optional sections, the Committees of
   * Correspondence place a free partisan at any time (7.9). */
  guint committees = regions_pro (g, ARDINA_SIDE_AMERICAN);
  guint expected = 1 + held + spies + committees;
  guint counted = ardina_game_legal_actions (g, ARDINA_SIDE_AMERICAN, NULL, 0);
  ArdinaAction *all = g_new0 (ArdinaAction, 4 * MAX_LEGAL);
  guint listed = ardina_game_legal_actions (g, ARDINA_SIDE_AMERICAN, all, 4 * MAX_LEGAL);
  printf ("\n  %u markers in hand: %u legal actions (1 seal, %u offers, %u Spy plays)\n", held, counted, held,
          spies);
  CHECK (counted == expected, "%u legal actions counted with max 0, expected 1 seal + %u offers + %u Spy plays "
         "+ %u Committee partisans = %u", counted, held, spies, committees, expected);
  CHECK (listed == counted, "%u legal actions listed in a large buffer, %u counted with max 0", listed, counted);

  /* What was listed: each hand marker offered once, one seal, the Spy
   * plays; nothing else. */
  guint offers = 0, seals = 0, spy_plays = 0, committee_plays = 0, others = 0, twice = 0;
  gboolean offered[ARDINA_MAX_PIECES] = { FALSE };
  for (guint i = 0; i < listed && i < 4 * MAX_LEGAL; i++)
    {
      const ArdinaAction *a = &all[i];
      CHECK (a->side == ARDINA_SIDE_AMERICAN, "legal action %u is the %s's", i, side_name (a->side));
      if (a->verb == ARDINA_VERB_OFFER && a->n_args == 1 && ARDINA_CODE_KIND (a->args[0]) == ARDINA_CODE_PIECE)
        {
          guint k = ARDINA_CODE_INDEX (a->args[0]);
          twice += k < ARDINA_MAX_PIECES && offered[k];
          if (k < ARDINA_MAX_PIECES)
            offered[k] = TRUE;
          offers++;
        }
      else if (a->verb == ARDINA_VERB_SEAL)
        seals++;
      else if (a->verb == ARDINA_VERB_SPY)
        spy_plays++;
      else if (a->verb == ARDINA_VERB_COMMITTEE)
        committee_plays++;
      else
        others++;
    }
  CHECK (committee_plays == committees, "%u Committee partisans listed, expected %u", committee_plays, committees);
  CHECK (offers == held && twice == 0, "%u offers listed (%u twice) for %u markers in hand", offers, twice, held);
  CHECK (seals == 1 && spy_plays == spies && others == 0, "%u seals, %u Spy plays (expected %u), %u other actions",
         seals, spy_plays, spies, others);
  for (guint i = 0; i < in_pool; i++)
    CHECK (offered[ARDINA_CODE_INDEX (pool[i])], "%s is held but cannot be offered", ardina_code_name (pool[i]));

  /* A small buffer takes what it can hold, the count stays whole, and
   * nothing is written past its end. */
  ArdinaAction small[11];
  memset (small, 0x5a, sizeof small);
  ArdinaAction guard = small[10];
  guint n = ardina_game_legal_actions (g, ARDINA_SIDE_AMERICAN, small, 10);
  CHECK (n == counted, "with room for 10 the count is %u, not %u", n, counted);
  CHECK (memcmp (&small[10], &guard, sizeof guard) == 0, "legal actions were written past the room given");
  for (guint i = 0; i < 10 && i < listed; i++)
    CHECK (same_action (&small[i], &all[i]), "legal action %u differs with a small buffer", i);

  /* The British hold nothing: they may only seal. */
  CHECK (ardina_game_legal_actions (g, ARDINA_SIDE_BRITISH, NULL, 0) == 1, "the British have %u legal actions",
         ardina_game_legal_actions (g, ARDINA_SIDE_BRITISH, NULL, 0));
  g_free (all);
  ardina_game_free (g);
}

/* ======================================================================
 * Call and return; interrupts; the bounded stack
 * ====================================================================== */

/* The First Player's Mobilization Phase of 1776 on an empty board, its
 * opening window of 7.9 passed by both: a phase waiting for its end, the
 * turn's only child. */
static ArdinaGame *
waiting_phase (void)
{
  ArdinaGame *g = game_at (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 1776, "mobilization:first", ARDINA_SIDE_AMERICAN);
  for (guint i = 0; i < 2 && respond_side (g) >= 0; i++)
    CHECK_FATAL (apply_text (g, respond_side (g) == ARDINA_SIDE_AMERICAN ? "american decline" : "british decline", NULL),
                 "the Mobilization Phase's window cannot be passed");
  return g;
}

static void
test_call_return (void)
{
  ArdinaGame *g = waiting_phase ();
  CHECK_FATAL (g->depth == 2 && g->stack[1].proc == ARDINA_PROC_MOBILIZATION, "the Mobilization Phase is not on the turn");
  /* The turn called its phase and awaits it. */
  CHECK (g->stack[0].call == ARDINA_CALL_WAITING && g->stack[1].call == ARDINA_CALL_NONE,
         "the turn's call state is %u, the phase's %u", g->stack[0].call, g->stack[1].call);
  GError *error = NULL;
  ArdinaCtx c = { g, NULL, &error, FALSE };
  ArdinaFrame *caller = &g->stack[1];

  ArdinaFrame *child = ardina_call (&c, ARDINA_PROC_NEGATE, ARDINA_SIDE_BRITISH);
  CHECK_FATAL (child == &g->stack[2] && g->depth == 3, "the child is not the new top (depth %u)", g->depth);
  ArdinaFrame zero;
  memset (&zero, 0, sizeof zero);
  zero.proc = ARDINA_PROC_NEGATE;
  zero.side = ARDINA_SIDE_BRITISH;
  CHECK (memcmp (child, &zero, sizeof zero) == 0, "the child is not zeroed but for its procedure and side");
  CHECK (caller->call == ARDINA_CALL_WAITING, "ardina_call left the caller's call state at %u", caller->call);
  int16_t r = -1;
  CHECK (!ardina_returned (caller, &r) && r == -1, "a waiting caller finds a result (%d)", r);

  ardina_pop (&c, 42);
  CHECK (g->depth == 2, "depth %u after the pop", g->depth);
  memset (&zero, 0, sizeof zero);
  CHECK (memcmp (&g->stack[2], &zero, sizeof zero) == 0, "the popped frame is left behind");
  CHECK (caller->call == ARDINA_CALL_RETURNED && caller->result == 42,
         "after the pop the caller's call state is %u, result %d", caller->call, caller->result);
  CHECK (ardina_returned (caller, &r) && r == 42, "the caller does not find the result 42 (%d)", r);
  CHECK (caller->call == ARDINA_CALL_NONE && caller->result == 0, "the result was not consumed (call %u, result %d)",
         caller->call, caller->result);
  r = -1;
  CHECK (!ardina_returned (caller, &r) && r == -1, "the result is found twice");

  /* A negative result, read without a place to put it, is consumed too. */
  CU_ASSERT_FATAL (ardina_call (&c, ARDINA_PROC_NEGATE, ARDINA_SIDE_AMERICAN) != NULL);
  ardina_pop (&c, -7);
  CHECK (caller->result == -7, "the result -7 arrived as %d", caller->result);
  CHECK (ardina_returned (caller, NULL) && caller->call == ARDINA_CALL_NONE, "a result read with NULL stays");

  /* An interrupt does not touch the frame below it, on the way in or out. */
  ArdinaFrame below = *caller;
  ArdinaFrame *irq = ardina_push (&c, ARDINA_PROC_NEGATE, ARDINA_SIDE_BRITISH);
  CHECK_FATAL (irq != NULL && g->depth == 3, "the interrupt was not pushed");
  CHECK (memcmp (caller, &below, sizeof below) == 0, "pushing an interrupt changed the frame below");
  ardina_pop (&c, 99);
  CHECK (memcmp (caller, &below, sizeof below) == 0,
         "popping an interrupt changed the frame below (call %u, result %d)", caller->call, caller->result);

  /* An interrupt above a called child: the child resumes unchanged and its
   * caller still waits for it. */
  child = ardina_call (&c, ARDINA_PROC_NEGATE, ARDINA_SIDE_AMERICAN);
  CU_ASSERT_FATAL (child != NULL);
  ArdinaFrame child_before = *child;
  CU_ASSERT_FATAL (ardina_push (&c, ARDINA_PROC_NEGATE, ARDINA_SIDE_BRITISH) != NULL);
  ardina_pop (&c, 5);
  CHECK (memcmp (child, &child_before, sizeof child_before) == 0 && caller->call == ARDINA_CALL_WAITING,
         "an interrupt above a child changed it (call %u) or its caller (call %u)", child->call, caller->call);
  ardina_pop (&c, 3);
  CHECK (ardina_returned (caller, &r) && r == 3, "the caller got %d from its child, expected 3", r);
  CHECK (g->depth == 2 && error == NULL, "depth %u, error %s", g->depth, error ? error->message : "none");
  CHECK (sound (g, "after the calls and interrupts"), "the game is not sound after balanced calls");
  g_clear_error (&error);
  ardina_game_free (g);
}

static void
test_stack_bounded (void)
{
  ArdinaGame *g = game_at (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 1776, "political:first", ARDINA_SIDE_AMERICAN);
  GError *error = NULL;
  ArdinaCtx c = { g, NULL, &error, FALSE };
  while (g->depth < ARDINA_STACK_MAX)
    CHECK_FATAL (ardina_push (&c, ARDINA_PROC_NEGATE, ARDINA_SIDE_BRITISH) != NULL, "push %u failed: %s", g->depth,
                 error ? error->message : "");
  CHECK (!ardina_stack_room (g, 1) && ardina_stack_room (g, 0), "a full stack reports room");
  ArdinaGame *full = ardina_game_copy (g);
  ArdinaFrame *f = ardina_push (&c, ARDINA_PROC_NEGATE, ARDINA_SIDE_BRITISH);
  CHECK (f == NULL && g_error_matches (error, ARDINA_ERROR, ARDINA_ERROR_INVALID),
         "a push on a full stack gave %p (%s)", (void *) f, error ? error->message : "no error");
  CHECK (g->depth == ARDINA_STACK_MAX && ardina_game_equal (full, g), "a refused push changed the game");
  g_clear_error (&error);
  /* Nor does a call: the caller is not left waiting for nothing. */
  f = ardina_call (&c, ARDINA_PROC_NEGATE, ARDINA_SIDE_BRITISH);
  CHECK (f == NULL && error != NULL, "a call on a full stack gave %p", (void *) f);
  CHECK (ardina_game_equal (full, g), "a refused call changed the game (top call state %u)",
         g->stack[g->depth - 1].call);
  g_clear_error (&error);
  ardina_game_free (full);
  ardina_game_free (g);

  /* A Spy needs room for its answer (7.9): a stack of windows of the
   * Political Phase, each asking the American, the last one filling the
   * stack. */
  static const char *const am[] = { "spy-1", NULL };
  g = spy_game (am, NULL);
  c.g = g;
  while (g->depth < ARDINA_STACK_MAX - 1)
    CHECK_FATAL (ardina_moment (&c, ARDINA_MOMENT_POLITICAL_PHASE, ARDINA_SIDE_AMERICAN, ARDINA_SIDE_NONE, 0) == ARDINA_MOMENT_OPEN,
                 "no window opened at depth %u: %s", g->depth, error ? error->message : "");
  CU_ASSERT_FATAL (run_engine (g, NULL));
  CHECK (sound (g, "one frame short of a full stack"), "the stack of windows is not sound");
  ArdinaAction spy = ardina_action_make (ARDINA_SIDE_AMERICAN, ARDINA_VERB_SPY, 1, ARDINA_OPERAND_HAND);
  CHECK (is_legal (g, &spy), "with room for one frame the Spy is not offered");
  CU_ASSERT_FATAL (ardina_moment (&c, ARDINA_MOMENT_POLITICAL_PHASE, ARDINA_SIDE_AMERICAN, ARDINA_SIDE_NONE, 0) == ARDINA_MOMENT_OPEN);
  CU_ASSERT_FATAL (run_engine (g, NULL));
  CHECK_FATAL (g->depth == ARDINA_STACK_MAX, "the windows fill %u frames of %u", g->depth, ARDINA_STACK_MAX);
  CHECK (sound (g, "a full stack"), "a full stack of windows is not sound");
  ArdinaAction legal[MAX_LEGAL];
  guint k = MIN (ardina_game_legal_actions (g, ARDINA_SIDE_AMERICAN, legal, MAX_LEGAL), MAX_LEGAL);
  guint spies = 0;
  for (guint i = 0; i < k; i++)
    spies += legal[i].verb == ARDINA_VERB_SPY;
  CHECK (k == 1 && legal[0].verb == ARDINA_VERB_DECLINE && spies == 0,
         "on a full stack the American has %u legal actions, %u of them Spy plays", k, spies);
  CU_ASSERT (refused_text (g, "american spy hand", "7.9", "a Spy on a full stack"));
  CU_ASSERT (refused (g, &spy, NULL, ARDINA_ERROR_ILLEGAL, "7.9", "a Spy action on a full stack"));
  /* Once a window closes there is room again. */
  CU_ASSERT_FATAL (apply_text (g, "american decline", NULL));
  CHECK (g->depth == ARDINA_STACK_MAX - 1 && is_legal (g, &spy), "after a decline (depth %u) the Spy is not offered",
         g->depth);
  g_clear_error (&error);
  ardina_game_free (g);
}

/* ======================================================================
 * The invariants of frames and of the state
 * ====================================================================== */

static void
test_frame_checks (void)
{
  /* A step beyond the class's steps. */
  ArdinaGame *g = spy_game (NULL, NULL);
  CHECK_FATAL (sound (g, "the Political Phase"), "the Political Phase is not sound");
  ArdinaGame *h = ardina_game_copy (g);
  h->stack[1].step = ardina_proc_class (h->stack[1].proc)->n_steps;
  reported (h, 1, "has no step", "a phase one step beyond its last");
  memcpy (h, g, ardina_game_size ());
  h->stack[0].step = ardina_proc_class (ARDINA_PROC_TURN)->n_steps;
  reported (h, 0, "turn has no step", "a turn beyond 5.1");
  ardina_game_free (h);

  /* A turn alone on top: nobody could decide anything. */
  h = ardina_game_copy (g);
  memset (&h->stack[1], 0, sizeof h->stack[1]);
  h->depth = 1;
  h->stack[0].call = ARDINA_CALL_NONE;
  reported (h, 0, "the turn stands alone", "a turn alone on the stack");
  ardina_game_free (h);

  /* A marker offered while no commitment is open. */
  h = ardina_game_copy (g);
  give (h, "tactics-1", ARDINA_SIDE_AMERICAN);
  CHECK (sound (h, "a marker in hand"), "a plain hand is not sound");
  h->pieces[ARDINA_CODE_INDEX (code_of ("tactics-1"))].flags |= ARDINA_PIECE_OFFERED;
  reported (h, -1, "no commitment is open", "an offered marker in the Political Phase");
  ardina_game_free (h);
  ardina_game_free (g);

  /* In a commitment the same flag is sound; the commitment itself must
   * stand on a procedure that resolves commitments. */
  g = game_at (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 1777, "initiative", ARDINA_SIDE_AMERICAN);
  give (g, "tactics-1", ARDINA_SIDE_AMERICAN);
  give (g, "master-plan-1", ARDINA_SIDE_BRITISH);
  CU_ASSERT_FATAL (apply_text (g, "american offer tactics-1", NULL));
  int commit = depth_of (g, ARDINA_PROC_COMMIT);
  CHECK_FATAL (commit == 2 && g->stack[1].proc == ARDINA_PROC_INITIATIVE, "no commitment on the initiative");
  CHECK (sound (g, "an offer in the initiative commitment"), "an offered marker in a commitment is reported");
  h = ardina_game_copy (g);
  h->stack[1] = h->stack[2];
  memset (&h->stack[2], 0, sizeof h->stack[2]);
  h->depth = 2;
  reported (h, 1, "a commitment stands above a procedure that resolves commitments", "a commitment on the turn");
  ardina_game_free (h);

  /* A field out of its bounds: a die of 7 on a roll a Master Plan may
   * answer (the roll waits under its window), and a window asking three
   * players. */
  static const guint8 dice[2] = { 4, 2 };   /* 0 against 0 (8.2): 4, then the British 2 */
  CU_ASSERT_FATAL (ardina_game_set_dice_script (g, dice, 2, NULL));
  static const char *const seal[] = { "american withdraw tactics-1", "american seal", "british seal", NULL };
  play (g, seal, NULL);
  int roll = depth_of (g, ARDINA_PROC_ROLL), window = depth_of (g, ARDINA_PROC_WINDOW);
  if (roll < 0 || window != roll + 1)
    dump_stack (g);
  CHECK_FATAL (roll > 0 && window == roll + 1, "no roll under a window (roll at %d, window at %d)", roll, window);
  CHECK (sound (g, "a roll under its window"), "a roll under its window is not sound");
  CHECK (field_get (&g->stack[roll], "die") == 2, "the British roll holds the die %d, expected 2",
         field_get (&g->stack[roll], "die"));
  h = ardina_game_copy (g);
  field_set (&h->stack[roll], "die", 7);
  reported (h, roll, "die is out of bounds", "a die of 7");
  field_set (&h->stack[roll], "die", 6);
  CHECK (sound (h, "a die of 6"), "a die of 6 is reported");
  field_set (&h->stack[window], "players", 3);
  reported (h, window, "players is out of bounds", "a window asking three players");
  ardina_game_free (h);
  ardina_game_free (g);
}

/* ======================================================================
 * The registry
 * ====================================================================== */

static guint
field_size (uint8_t type)
{
  switch (type)
    {
    case ARDINA_FIELD_INT:
    case ARDINA_FIELD_RULE:
    case ARDINA_FIELD_CODE:
      return 2;
    case ARDINA_FIELD_UNITS:
      return sizeof (ArdinaUnitSet);
    case ARDINA_FIELD_LEADERS:
      return sizeof (ArdinaLeaderSet);
    default:
      return 1;
    }
}

static void
test_registry_procedures (void)
{
  guint bases = 0, deciders = 0;
  for (guint i = 0; i < ARDINA_PROC_COUNT; i++)
    {
      const ArdinaProcClass *k = ardina_proc_classes[i];
      CHECK_FATAL (k != NULL && ardina_proc_class ((uint8_t) i) == k, "procedure %u has no class", i);
      CHECK (k->name && k->name[0], "procedure %u has no name", i);
      const char *name = k->name ? k->name : "?";
      CHECK (k->steps && k->n_steps > 0, "%s has no steps", name);
      for (guint s = 0; k->steps && s < k->n_steps; s++)
        CHECK (k->steps[s] && k->steps[s][0], "%s's step %u has no name", name, s);
      /* Every procedure runs; one that decides has all four hooks of a
       * decision, one that decides nothing itself (its children do) none. */
      gboolean decides = k->who != NULL;
      CHECK (k->run && !!k->prompt == decides && !!k->candidates == decides && !!k->act == decides,
             "%s has hooks run %d who %d prompt %d candidates %d act %d", name, !!k->run, !!k->who,
             !!k->prompt, !!k->candidates, !!k->act);
      deciders += decides;
      CHECK (k->owner <= ARDINA_OWNER_ANY, "%s has owner %u", name, k->owner);
      CHECK (k->n_fields == 0 || k->fields, "%s has %u fields and no descriptors", name, k->n_fields);
      for (guint f = 0; k->fields && f < k->n_fields; f++)
        {
          const ArdinaField *d = &k->fields[f];
          CHECK (d->name && d->name[0], "%s's field %u has no name", name, f);
          CHECK (d->type <= ARDINA_FIELD_LEADERS && d->offset + field_size (d->type) <= ARDINA_PAYLOAD_BYTES,
                 "%s's field %s (type %u at %u) is not within the payload", name, d->name, d->type, d->offset);
          CHECK (d->min <= d->max || d->type == ARDINA_FIELD_RULE, "%s's field %s has bounds %d..%d", name, d->name,
                 d->min, d->max);
          if (d->type == ARDINA_FIELD_NAME)
            {
              CHECK (d->name_at != NULL, "%s's named field %s has no names", name, d->name);
              for (int v = d->min; d->name_at && v <= d->max; v++)
                CHECK (d->name_at ((guint) v) != NULL, "%s's field %s has no name for %d", name, d->name, v);
            }
          for (guint e = 0; e < f; e++)
            CHECK (g_strcmp0 (k->fields[e].name, d->name) != 0, "%s has two fields named %s", name, d->name);
        }
      for (guint j = 0; j < i; j++)
        CHECK (g_strcmp0 (ardina_proc_classes[j]->name, k->name) != 0, "procedures %u and %u are both named %s", j, i,
               name);
      CHECK (ardina_proc_lookup (k->name) == (int) i, "ardina_proc_lookup (%s) is %d, not %u", name,
             ardina_proc_lookup (k->name), i);
      bases += k->base;
    }
  CHECK (bases >= 2 && ardina_proc_classes[ARDINA_PROC_SETUP]->base && ardina_proc_classes[ARDINA_PROC_TURN]->base,
         "the set-up and the turn are not both at the bottom of stacks (%u bases)", bases);
  CHECK (ardina_proc_classes[ARDINA_PROC_INITIATIVE]->commits, "the initiative does not resolve commitments");
  /* The procedures that ask players: the set-up, commitments, windows,
   * answers, returns, a marker naming its target, a phase waiting for its
   * end and the Forage Phase's choice (19.2). */
  static const ArdinaProc asking[] = { ARDINA_PROC_SETUP, ARDINA_PROC_COMMIT, ARDINA_PROC_WINDOW, ARDINA_PROC_NEGATE,
                                       ARDINA_PROC_RETURN, ARDINA_PROC_POLITICKING, ARDINA_PROC_MOBILIZATION,
                                       ARDINA_PROC_FORAGE };
  for (guint i = 0; i < G_N_ELEMENTS (asking); i++)
    CHECK (ardina_proc_classes[asking[i]]->who != NULL, "%s decides nothing", ardina_proc_classes[asking[i]]->name);
  CHECK (deciders >= G_N_ELEMENTS (asking) && deciders < ARDINA_PROC_COUNT, "%u of %u procedures decide", deciders,
         ARDINA_PROC_COUNT);
  CHECK (ardina_proc_class (ARDINA_PROC_COUNT) == NULL && ardina_proc_class (255) == NULL,
         "a procedure past the registry has a class");
  CHECK (ardina_proc_lookup ("no-such-procedure") == -1 && ardina_proc_lookup ("") == -1
         && ardina_proc_lookup (NULL) == -1,
         "an unknown procedure name is found");
}

static void
test_registry_markers_and_moments (void)
{
  /* Action markers the engine plays. */
  for (guint i = 0; i < ARDINA_MARKER_CLASS_COUNT; i++)
    {
      const ArdinaMarkerClass *m = ardina_marker_classes[i];
      CHECK_FATAL (m != NULL && m->campaign < ARDINA_DATA_N_CAMPAIGNS, "marker class %u has no campaign kind", i);
      const ArdinaDataCampaign *d = &ardina_data_campaigns[m->campaign];
      CHECK (d->category == ARDINA_CAMPAIGN_CATEGORY_ACTION && d->moments != 0,
             "marker class %u plays %s, which is no action marker with moments (category %u, moments 0x%x)", i,
             d->name, d->category, d->moments);
      CHECK (m->play || m->free_act, "%s can be played neither in a window nor at any time", d->name);
      CHECK (!m->free_act || (m->free_candidates && m->verb < ARDINA_VERB_COUNT),
             "%s is played at any time without candidates or a verb", d->name);
      CHECK (ardina_marker_class (m->campaign) == m, "ardina_marker_class (%s) is not its class", d->name);
      for (guint j = 0; j < i; j++)
        CHECK (ardina_marker_classes[j]->campaign != m->campaign, "two marker classes play %s", d->name);
      /* A marker that negates others is the one the data names. */
      for (guint k = 0; m->negate && k < ARDINA_DATA_N_CAMPAIGNS; k++)
        if (ardina_data_campaigns[k].negated_by == m->campaign)
          CHECK (ardina_data_campaigns[k].category == ARDINA_CAMPAIGN_CATEGORY_ACTION,
                 "%s negates %s, no action marker", d->name, ardina_data_campaigns[k].name);
    }
  CHECK (ardina_marker_class (ARDINA_CAMPAIGN_TACTICS) == NULL, "tactics markers have an action marker class");

  /* Every kind a marker may be negated by has a class that negates. */
  for (guint k = 0; k < ARDINA_DATA_N_CAMPAIGNS; k++)
    if (ardina_data_campaigns[k].negated_by != ARDINA_NONE)
      {
        const ArdinaMarkerClass *n = ardina_marker_class (ardina_data_campaigns[k].negated_by);
        CHECK (n && n->negate, "%s is negated by a marker the engine cannot play against it",
               ardina_data_campaigns[k].name);
      }

  /* Kinds of commitment. */
  for (guint i = 0; i < ARDINA_COMMIT_COUNT; i++)
    {
      const ArdinaCommitKind *k = ardina_commit_kinds[i];
      CHECK_FATAL (k != NULL, "commitment kind %u is missing", i);
      CHECK (k->name && k->name[0] && k->purpose && k->purpose[0] && k->rule < ARDINA_DATA_N_RULES,
             "commitment kind %u lacks a name, a purpose or a rule", i);
      for (guint j = 0; j < i; j++)
        CHECK (g_strcmp0 (ardina_commit_kinds[j]->name, k->name) != 0, "two commitment kinds are named %s", k->name);
    }

  /* Every moment of the data is named, once, with its rule and policy. */
  for (guint i = 0; i < ARDINA_DATA_N_MOMENTS; i++)
    {
      const ArdinaDataMoment *m = &ardina_data_moments[i];
      CHECK (m->name && m->name[0] && m->label && m->label[0], "moment %u has no name or label", i);
      CHECK (m->rule < ARDINA_DATA_N_RULES && m->ask < ARDINA_MOMENT_ASK_COUNT,
             "moment %s has rule %u and policy %u", m->name ? m->name : "?", m->rule, m->ask);
      for (guint j = 0; j < i; j++)
        CHECK (g_strcmp0 (ardina_data_moments[j].name, m->name) != 0, "moments %u and %u are both %s", j, i, m->name);
    }
  CHECK (ardina_data_moments[ARDINA_DATA_N_MOMENTS].name == NULL, "the moments do not end at %u",
         ARDINA_DATA_N_MOMENTS);
  CHECK (ARDINA_DATA_N_MOMENTS <= 32, "%u moments do not fit a campaign marker's mask", ARDINA_DATA_N_MOMENTS);
  for (guint k = 0; k < ARDINA_DATA_N_CAMPAIGNS; k++)
    CHECK (ARDINA_DATA_N_MOMENTS >= 32 || (ardina_data_campaigns[k].moments >> ARDINA_DATA_N_MOMENTS) == 0,
           "%s may be played at a moment that does not exist (0x%x)", ardina_data_campaigns[k].name,
           ardina_data_campaigns[k].moments);
  /* The moments the engine opens are the ones it means. */
  CHECK (g_strcmp0 (ardina_data_moments[ARDINA_MOMENT_ADJUSTMENT_START].name, "adjustment-start") == 0
         && g_strcmp0 (ardina_data_moments[ARDINA_MOMENT_AFTER_OWN_ROLL].name, "after-own-roll") == 0
         && g_strcmp0 (ardina_data_moments[ARDINA_MOMENT_ANY_TIME].name, "any-time") == 0,
         "the engine's moments are named otherwise in the data");
  /* ask only holders; the other moments ask every player
   * concerned. */
  CHECK (ardina_data_moments[ARDINA_MOMENT_ADJUSTMENT_START].ask == ARDINA_MOMENT_ASK_HOLDERS
         && ardina_data_moments[ARDINA_MOMENT_AFTER_OWN_ROLL].ask == ARDINA_MOMENT_ASK_HOLDERS
         && ardina_data_moments[ARDINA_MOMENT_POLITICAL_PHASE].ask == ARDINA_MOMENT_ASK_PLAYERS,
         "the moments' policies are not those of R-46, R-47 and R-48");
}

/* ======================================================================
 * Windows (7.9)
 * ====================================================================== */

/* The Enlistment Phase of the Second Player, 1777, not yet run: with no
 * unit to check it ends by itself (20) and the adjustment phase opens. */
static ArdinaGame *
before_adjustment (ArdinaSide first)
{
  return game_before (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 1777, "enlistment:second", first);
}

static void
end_enlistment (ArdinaGame *g, GArray *ev)
{
  CHECK_FATAL (run_engine (g, ev), "the Enlistment Phase does not run on");
}

/* The End of Turn Phase asks both players for a marker of its moment
 * (7.9, R-48): both pass. */
static void
pass_end_of_turn (ArdinaGame *g)
{
  for (guint i = 0; i < 2 && strcmp (ardina_game_get_phase_name (g), "end-of-turn") == 0; i++)
    CHECK_FATAL (respond_side (g) >= 0
                 && apply_text (g, respond_side (g) == ARDINA_SIDE_AMERICAN ? "american decline" : "british decline",
                                NULL), "the End of Turn window cannot be passed");
}

/* The one side asked at the adjustment-start window, or -1. */
static int
asked_at_adjustment (const ArdinaGame *g)
{
  return strcmp (ardina_game_get_phase_name (g), "adjustment:start") == 0 ? respond_side (g) : -1;
}

static void
test_window_holders_only (void)
{
  /* Nobody holds a marker of the moment: nobody is asked. */
  for (int first = 0; first < 2; first++)
    {
      ArdinaGame *g = before_adjustment ((ArdinaSide) first);
      give (g, "tactics-1", ARDINA_SIDE_AMERICAN);
      give (g, "spy-1", ARDINA_SIDE_BRITISH);
      end_enlistment (g, NULL);
      pass_end_of_turn (g);
      ArdinaPending p[2];
      memset (p, 0, sizeof p);
      guint n = ardina_game_pending (g, p);
      CHECK (strcmp (ardina_game_get_phase_name (g), "initiative") == 0 && ardina_game_get_year (g) == 1778
             && n == 2 && p[0].kind == ARDINA_DECISION_COMMIT,
             "with no Mutiny & Treason held, the end of 1777 stops at %s %u (%u pending, kind %d)",
             ardina_game_get_phase_name (g), ardina_game_get_year (g), n, n ? (int) p[0].kind : -1);
      ardina_game_free (g);
    }

  /* One side holds it, first or second: he alone is asked. */
  const char *label = ardina_data_moments[ARDINA_MOMENT_ADJUSTMENT_START].label;
  for (int first = 0; first < 2; first++)
    for (int holder = 0; holder < 2; holder++)
      {
        ArdinaGame *g = before_adjustment ((ArdinaSide) first);
        give (g, "mutiny-and-treason-1", (ArdinaSide) holder);
        give (g, "tactics-1", (ArdinaSide) !holder);
        end_enlistment (g, NULL);
        char ctx[120];
        g_snprintf (ctx, sizeof ctx, "%s first, %s holding Mutiny & Treason", side_name ((ArdinaSide) first),
                    side_name ((ArdinaSide) holder));
        ArdinaPending p[2];
        memset (p, 0, sizeof p);
        guint n = ardina_game_pending (g, p);
        CHECK_FATAL (n == 1 && asked_at_adjustment (g) == holder, "%s: %u pending at %s, asked %d", ctx, n,
                     ardina_game_get_phase_name (g), asked_at_adjustment (g));
        CHECK (p[0].rule && strcmp (ardina_rule_get_id (p[0].rule), "7.9") == 0 && strstr (p[0].prompt, label),
               "%s: the window cites %s and prompts \"%s\"", ctx,
               p[0].rule ? ardina_rule_get_id (p[0].rule) : "nothing", p[0].prompt);
        ArdinaAction legal[MAX_LEGAL];
        guint k = ardina_game_legal_actions (g, (ArdinaSide) holder, legal, MAX_LEGAL);
        ArdinaAction play_mt = ardina_action_make ((ArdinaSide) holder, ARDINA_VERB_PLAY, 1,
                                                   code_of ("mutiny-and-treason-1"));
        CHECK (k == 2 && is_legal (g, &play_mt), "%s: %u legal actions, the play %s among them", ctx, k,
               is_legal (g, &play_mt) ? "is" : "is not");
        CHECK (ardina_game_legal_actions (g, (ArdinaSide) !holder, NULL, 0) == 0, "%s: the other side may act", ctx);
        /* He passes: the window closes without asking the other side. */
        CHECK_FATAL (apply_text (g, holder ? "british decline" : "american decline", NULL), "%s: no decline", ctx);
        pass_end_of_turn (g);
        CHECK (asked_at_adjustment (g) < 0 && strcmp (ardina_game_get_phase_name (g), "initiative") == 0,
               "%s: after the pass the game is at %s (asked %d)", ctx, ardina_game_get_phase_name (g),
               asked_at_adjustment (g));
        CHECK (strcmp (place (g, "mutiny-and-treason-1"), holder ? "british-hand" : "american-hand") == 0,
               "%s: the unplayed marker is in %s", ctx, place (g, "mutiny-and-treason-1"));
        ardina_game_free (g);
      }
}

/* a player whose hand is empty is not asked, under either policy;
 * one holding any marker is, whatever it is. */
static void
test_window_empty_hand (void)
{
  for (int holder = -1; holder < 2; holder++)
    {
      ArdinaGame *g = waiting_phase ();
      GError *error = NULL;
      ArdinaCtx c = { g, NULL, &error, FALSE };
      if (holder >= 0)
        give (g, "tactics-1", (ArdinaSide) holder);
      ArdinaMomentOpened o = ardina_moment (&c, ARDINA_MOMENT_POLITICAL_PHASE, ARDINA_SIDE_AMERICAN,
                                            ARDINA_SIDE_BRITISH, 0);
      if (holder < 0)
        {
          CHECK (o == ARDINA_MOMENT_PASSED && depth_of (g, ARDINA_PROC_WINDOW) < 0,
                 "a window opened with both hands empty (%d)", o);
          ardina_game_free (g);
          continue;
        }
      CHECK_FATAL (o == ARDINA_MOMENT_OPEN, "no window for the %s's one marker", side_name ((ArdinaSide) holder));
      CU_ASSERT_FATAL (run_engine (g, NULL));
      CHECK (respond_side (g) == holder, "the window asks %d, not the holder %d", respond_side (g), holder);
      char text[64];
      g_snprintf (text, sizeof text, "%s decline", side_name ((ArdinaSide) holder));
      CU_ASSERT_FATAL (apply_text (g, text, NULL));
      CHECK (respond_side (g) < 0 && depth_of (g, ARDINA_PROC_WINDOW) < 0,
             "the empty hand was asked after the holder passed (asked %d)", respond_side (g));
      g_clear_error (&error);
      ardina_game_free (g);
    }
}

static void
test_window_two_players (void)
{
  const char *label = ardina_data_moments[ARDINA_MOMENT_POLITICAL_PHASE].label;
  for (int first = 0; first < 2; first++)
    {
      ArdinaSide a = (ArdinaSide) first, b = other (a);
      /* A phase that waits for its end: the window is the only one. */
      ArdinaGame *g = waiting_phase ();
      GError *error = NULL;
      ArdinaCtx c = { g, NULL, &error, FALSE };
      /* A moment that asks every player concerned, holding a marker
       * of it or not: each holds one, of another moment (an empty hand is
       * not asked, R-88). */
      give (g, "tactics-1", a);
      give (g, "tactics-2", b);
      CHECK_FATAL (ardina_moment (&c, ARDINA_MOMENT_POLITICAL_PHASE, a, b, 0) == ARDINA_MOMENT_OPEN, "no window opened for %s then %s: %s",
                   side_name (a), side_name (b), error ? error->message : "");
      CU_ASSERT_FATAL (run_engine (g, NULL));
      ArdinaPending p[2];
      memset (p, 0, sizeof p);
      CHECK (ardina_game_pending (g, p) == 1 && respond_side (g) == (int) a && strstr (p[0].prompt, label),
             "the window does not ask the %s first (asked %d: %s)", side_name (a), respond_side (g), p[0].prompt);
      CHECK (ardina_game_legal_actions (g, b, NULL, 0) == 0, "the %s may act before his turn", side_name (b));
      CHECK (sound (g, "a window asking its first player"), "the window is not sound");
      char text[64];
      g_snprintf (text, sizeof text, "%s decline", side_name (a));
      CU_ASSERT_FATAL (apply_text (g, text, NULL));
      CHECK (respond_side (g) == (int) b, "after the %s passes the %s is not asked (asked %d)", side_name (a),
             side_name (b), respond_side (g));
      CHECK (ardina_game_legal_actions (g, a, NULL, 0) == 0, "the %s may act again after passing", side_name (a));
      g_snprintf (text, sizeof text, "%s decline", side_name (b));
      CU_ASSERT_FATAL (apply_text (g, text, NULL));
      /* Both passed: the window is gone and the phase decides again. */
      CHECK (g->depth == 2 && depth_of (g, ARDINA_PROC_WINDOW) < 0 && ardina_game_pending (g, p) == 1
             && p[0].kind == ARDINA_DECISION_PHASE && p[0].side == ARDINA_SIDE_AMERICAN,
             "after both passed: depth %u, %s pending", g->depth, p[0].prompt);
      g_clear_error (&error);
      ardina_game_free (g);
    }

  /* Nobody to ask: no window, the game untouched. */
  ArdinaGame *g = spy_game (NULL, NULL);
  ArdinaGame *before = ardina_game_copy (g);
  ArdinaCtx c = { g, NULL, NULL, FALSE };
  CHECK (!ardina_moment (&c, ARDINA_MOMENT_POLITICAL_PHASE, ARDINA_SIDE_NONE, ARDINA_SIDE_NONE, 0),
         "a window opened for nobody");
  CHECK (!ardina_moment (&c, ARDINA_MOMENT_ADJUSTMENT_START, ARDINA_SIDE_AMERICAN, ARDINA_SIDE_BRITISH, 0),
         "a window of holders opened when nobody holds a marker of its moment");
  CHECK (ardina_game_equal (before, g), "a window that did not open changed the game");
  ardina_game_free (before);
  ardina_game_free (g);
}

/* A play does not move the asking on: its player is asked again. The data
 * holds one Mutiny & Treason, which passes to the opponent when it
 * stands; the test hands it back to the British between the end of its
 * effect and the window's next question, to see him asked again. */
static void
test_window_asks_again (void)
{
  ArdinaGame *g = before_adjustment (ARDINA_SIDE_AMERICAN);
  give (g, "mutiny-and-treason-1", ARDINA_SIDE_BRITISH);
  static const char *const am[] = { "tactics-1", "tactics-2", "tactics-3", NULL };
  for (guint i = 0; am[i]; i++)
    give (g, am[i], ARDINA_SIDE_AMERICAN);
  static const guint8 die[1] = { 1 };
  static const char *const pick[1] = { "tactics-2" };
  CU_ASSERT_FATAL (ardina_game_set_dice_script (g, die, 1, NULL));
  CU_ASSERT_FATAL (ardina_game_set_pick_script (g, pick, 1, NULL));
  end_enlistment (g, NULL);
  CU_ASSERT_FATAL (apply_text (g, "british play mutiny-and-treason-1", NULL));
  CHECK_FATAL (respond_side (g) == ARDINA_SIDE_AMERICAN, "the American is not asked to negate the play");

  /* The American lets it stand; the engine is stepped by hand until the
   * window is about to ask again. */
  GError *error = NULL;
  ArdinaCtx c = { g, NULL, &error, FALSE };
  ArdinaFrame *top = ardina_top (g);
  ArdinaAction decline = ardina_action_make (ARDINA_SIDE_AMERICAN, ARDINA_VERB_DECLINE, 0);
  CHECK_FATAL (ardina_proc_class (top->proc)->act (&c, top, &decline), "the decline failed: %s",
               error ? error->message : "");
  guint steps = 0;
  for (top = ardina_top (g); steps < 100; top = ardina_top (g), steps++)
    {
      CHECK_FATAL (top != NULL, "the stack emptied");
      if (top->proc == ARDINA_PROC_WINDOW && strcmp (step_name (top), "ask") == 0 && top->call == ARDINA_CALL_NONE)
        break;
      ArdinaRun r = ardina_proc_class (top->proc)->run (&c, top);
      CHECK_FATAL (r == ARDINA_RUN_AGAIN, "%s/%s stopped (%d) before the window asked again: %s",
                   ardina_proc_class (top->proc)->name, step_name (top), r, error ? error->message : "");
    }
  CHECK_FATAL (steps < 100, "the window never came back to asking");
  CHECK (strcmp (place (g, "mutiny-and-treason-1"), "american-hand") == 0
         && strcmp (place (g, "tactics-2"), "pool") == 0,
         "the play did not take effect: the marker is in %s, tactics-2 in %s", place (g, "mutiny-and-treason-1"),
         place (g, "tactics-2"));
  CHECK (field_get (top, "players") == 1 && field_get (top, "first") == ARDINA_SIDE_BRITISH
         && field_get (top, "asking") == 0, "after the play the window asks player %d of %d (the first is %s)",
         field_get (top, "asking"), field_get (top, "players"), side_name ((ArdinaSide) field_get (top, "first")));

  ardina_piece_move (g, code_of ("mutiny-and-treason-1"), ARDINA_ZONE_HAND, ARDINA_SIDE_BRITISH);
  CHECK_FATAL (ardina_run (&c), "the engine failed to run: %s", error ? error->message : "");
  ArdinaAction again = ardina_action_make (ARDINA_SIDE_BRITISH, ARDINA_VERB_PLAY, 1, code_of ("mutiny-and-treason-1"));
  CHECK (asked_at_adjustment (g) == ARDINA_SIDE_BRITISH && is_legal (g, &again),
         "the British, who played and hold a marker of the moment again, are not asked again (asked %d at %s)",
         asked_at_adjustment (g), ardina_game_get_phase_name (g));
  CHECK (sound (g, "the window asking again"), "the window asking again is not sound");

  /* A pass moves the asking on: he is not asked again. */
  CU_ASSERT_FATAL (apply_text (g, "british decline", NULL));
  ArdinaPending p[2];
  memset (p, 0, sizeof p);
  guint n = ardina_game_pending (g, p);
  CHECK (asked_at_adjustment (g) < 0 && n == 1 && p[0].kind == ARDINA_DECISION_RETURN
         && p[0].side == ARDINA_SIDE_AMERICAN,
         "after the pass: %s, %u pending (%s)", ardina_game_get_phase_name (g), n, n ? p[0].prompt : "");
  g_clear_error (&error);
  ardina_game_free (g);
}

/* The players a window asks are fixed when it opens: the American, who
 * held no Mutiny & Treason then, is not asked when he receives it. */
static void
test_window_players_fixed (void)
{
  for (int first = 0; first < 2; first++)
    {
      GArray *ev = events_new ();
      ArdinaGame *g = before_adjustment ((ArdinaSide) first);
      give (g, "mutiny-and-treason-1", ARDINA_SIDE_BRITISH);
      static const char *const am[] = { "tactics-1", "tactics-2", "tactics-3", NULL };
      for (guint i = 0; am[i]; i++)
        give (g, am[i], ARDINA_SIDE_AMERICAN);
      static const guint8 die[1] = { 2 };
      static const char *const picks[2] = { "tactics-3", "tactics-1" };
      CU_ASSERT_FATAL (ardina_game_set_dice_script (g, die, 1, NULL));
      CU_ASSERT_FATAL (ardina_game_set_pick_script (g, picks, 2, NULL));
      end_enlistment (g, ev);
      CHECK_FATAL (asked_at_adjustment (g) == ARDINA_SIDE_BRITISH, "%s first: the British are not asked",
                   side_name ((ArdinaSide) first));
      static const char *const stand[] = { "british play mutiny-and-treason-1", "american decline", NULL };
      play (g, stand, ev);
      CHECK (find_event (ev, 0, "7.9", "rolls 2") >= 0, "no roll of 2 for Mutiny & Treason");
      CHECK (find_event (ev, 0, "7.9", "returns 2 campaign markers") >= 0, "the American did not return 2 markers");
      CHECK (strcmp (place (g, "mutiny-and-treason-1"), "american-hand") == 0, "Mutiny & Treason is in %s",
             place (g, "mutiny-and-treason-1"));
      CHECK (ardina_game_dice_left (g) == 0 && ardina_game_picks_left (g) == 0, "%u dice and %u picks unused",
             ardina_game_dice_left (g), ardina_game_picks_left (g));
      /* The American now holds a marker of the moment but is not asked:
       * the window closed, and the returns of 7.2 follow. */
      ArdinaPending p[2];
      memset (p, 0, sizeof p);
      guint n = ardina_game_pending (g, p);
      const char *returns = first == ARDINA_SIDE_AMERICAN ? "adjustment:markers-first" : "adjustment:markers-second";
      CHECK (asked_at_adjustment (g) < 0 && depth_of (g, ARDINA_PROC_WINDOW) < 0, "%s first: the American is asked",
             side_name ((ArdinaSide) first));
      CHECK (n == 1 && p[0].kind == ARDINA_DECISION_RETURN && p[0].side == ARDINA_SIDE_AMERICAN
             && strcmp (ardina_game_get_phase_name (g), returns) == 0,
             "%s first: at %s, %u pending (%s), expected the American's return at %s", side_name ((ArdinaSide) first),
             ardina_game_get_phase_name (g), n, n ? p[0].prompt : "", returns);
      if (n != 1 || p[0].kind != ARDINA_DECISION_RETURN)
        dump_events ("adjustment", ev);
      ardina_game_free (g);
      g_array_free (ev, TRUE);
    }
}

/* The units (leaders) the board lists in @locale, as indices in order,
 * into @out; how many. */
static guint
listed (const ArdinaGame *g, uint16_t locale, gboolean leaders, int *out, guint max)
{
  guint n = 0;
  int i = leaders ? ardina_board_first_leader (g, locale) : ardina_board_first_unit (g, locale);
  for (; i >= 0 && n < max; i = leaders ? ardina_board_next_leader (g, i) : ardina_board_next_unit (g, i))
    out[n++] = i;
  return n;
}

/* The board in the state (core/board.c): the mover keeps each locale's
 * lists in index order, whatever order pieces arrive and leave in; a
 * piece off the map, or moved on, leaves its list; campaign markers are
 * not listed; the result is what a rebuild from the places gives. */
static void
test_board_kept_by_mover (void)
{
  ArdinaGame *g = empty_game (ARDINA_SCENARIO_FULL, 0, 1776);
  uint16_t a = (uint16_t) locale_of ("boston"), b = (uint16_t) locale_of ("new-york");
  int l[8] = { 0 };
  CU_ASSERT_EQUAL (listed (g, a, FALSE, l, 8), 0);
  /* Units 7, 2, 5 into Boston, in that order. */
  ardina_place_put (g, 7, ARDINA_ZONE_MAP, a);
  ardina_place_put (g, 2, ARDINA_ZONE_MAP, a);
  ardina_place_put (g, 5, ARDINA_ZONE_MAP, a);
  CU_ASSERT_TRUE_FATAL (listed (g, a, FALSE, l, 8) == 3);
  CU_ASSERT (l[0] == 2 && l[1] == 5 && l[2] == 7);
  CU_ASSERT_TRUE (ardina_board_sound (g));
  /* The middle one marches to New York, the last one is eliminated. */
  ardina_place_put (g, 5, ARDINA_ZONE_MAP, b);
  ardina_place_put (g, 7, ARDINA_ZONE_ELIMINATED, 0);
  CU_ASSERT_TRUE_FATAL (listed (g, a, FALSE, l, 8) == 1);
  CU_ASSERT_EQUAL (l[0], 2);
  CU_ASSERT_TRUE_FATAL (listed (g, b, FALSE, l, 8) == 1);
  CU_ASSERT_EQUAL (l[0], 5);
  CU_ASSERT_TRUE (ardina_board_sound (g));
  /* A leader is listed apart; a whole place set through the mover moves
   * him; a campaign marker on the map is in no list. */
  ardina_place_set (g, ARDINA_CODE_LEADER | 3, (ArdinaPlace) { .zone = ARDINA_ZONE_MAP, .locale = (uint8_t) a });
  CU_ASSERT_TRUE_FATAL (listed (g, a, TRUE, l, 8) == 1);
  CU_ASSERT_EQUAL (l[0], 3);
  CU_ASSERT_EQUAL (listed (g, a, FALSE, l, 8), 1);
  ardina_place_put (g, ARDINA_CODE_PIECE | 0, ARDINA_ZONE_MAP, a);
  CU_ASSERT_EQUAL (listed (g, a, FALSE, l, 8) + listed (g, a, TRUE, l, 8), 2);
  /* Flags are read by the queries, not kept by the board: marking a unit
   * in a battle changes nothing here. */
  g->units[2].flags |= ARDINA_PIECE_IN_BATTLE;
  CU_ASSERT_TRUE (ardina_board_sound (g));
  /* The same places reached in another order give the same bytes. */
  ArdinaGame *h = ardina_game_copy (g);
  ardina_board_rebuild (h);
  CU_ASSERT_EQUAL (memcmp (&h->board, &g->board, sizeof g->board), 0);
  ardina_game_free (h);
  ardina_game_free (g);
}

/* The filtered walks (board.h): _IF keeps the pieces whose masked flags
 * are the wanted ones, _BUT leaves out those holding any of the mask,
 * both in index order; a locale off the board has nobody in it. */
static void
test_board_filtered_walks (void)
{
  ArdinaGame *g = empty_game (ARDINA_SCENARIO_FULL, 0, 1776);
  uint16_t a = (uint16_t) locale_of ("boston");
  for (uint16_t u = 1; u <= 6; u++)
    ardina_place_put (g, u, ARDINA_ZONE_MAP, a);
  ardina_place_put (g, ARDINA_CODE_LEADER | 2, ARDINA_ZONE_MAP, a);
  ardina_place_put (g, ARDINA_CODE_LEADER | 4, ARDINA_ZONE_MAP, a);
  g->units[1].flags |= ARDINA_PIECE_IN_BATTLE;
  g->units[4].flags |= ARDINA_PIECE_IN_BATTLE | ARDINA_PIECE_DISRUPTED;
  g->units[6].flags |= ARDINA_PIECE_BESIEGING;
  g->units[3].flags |= ARDINA_PIECE_MOVED;
  g->leaders[4].flags |= ARDINA_PIECE_IN_BATTLE;
  int got[8] = { 0 };
  guint n = 0;
  ARDINA_BOARD_EACH_UNIT_IF (g, a, ARDINA_PIECE_IN_BATTLE, ARDINA_PIECE_IN_BATTLE, i)
    got[n++] = i;
  CU_ASSERT_TRUE_FATAL (n == 2);
  CU_ASSERT (got[0] == 1 && got[1] == 4);
  n = 0;
  ARDINA_BOARD_EACH_UNIT_IF (g, a, ARDINA_PIECE_IN_BATTLE | ARDINA_PIECE_DISRUPTED, ARDINA_PIECE_IN_BATTLE, i)
    got[n++] = i;
  CU_ASSERT (n == 1 && got[0] == 1);
  n = 0;
  ARDINA_BOARD_EACH_UNIT_BUT (g, a, ARDINA_BOARD_HELD, i)
    got[n++] = i;
  CU_ASSERT_TRUE_FATAL (n == 3);   /* the moved one is not held */
  CU_ASSERT (got[0] == 2 && got[1] == 3 && got[2] == 5);
  n = 0;
  ARDINA_BOARD_EACH_LEADER_BUT (g, a, ARDINA_BOARD_HELD, i)
    got[n++] = i;
  CU_ASSERT (n == 1 && got[0] == 2);
  n = 0;
  ARDINA_BOARD_EACH_LEADER_IF (g, a, ARDINA_PIECE_IN_BATTLE, ARDINA_PIECE_IN_BATTLE, i)
    got[n++] = i;
  CU_ASSERT (n == 1 && got[0] == 4);
  n = 0;
  ARDINA_BOARD_EACH_UNIT (g, ARDINA_NONE, i)
    n++;
  CU_ASSERT_EQUAL (n, 0);
  ardina_game_free (g);
}

static CU_TestInfo tests[] = {
  { "the board is kept by the one mover", test_board_kept_by_mover },
  { "the board's walks filter by flags", test_board_filtered_walks },
  { "action lists keep every action", test_action_list },
  { "action lists outgrow the caller's buffer", test_action_list_buffer },
  { "action lists reserve room at once", test_action_list_reserve },
  { "legal actions are never truncated", test_legal_actions_whole_pool },
  { "call, return and interrupts", test_call_return },
  { "the stack is bounded; a Spy needs room", test_stack_bounded },
  { "frame and state checks report what is broken", test_frame_checks },
  { "registry: procedures", test_registry_procedures },
  { "registry: markers, commitments, moments", test_registry_markers_and_moments },
  { "windows: only holders at adjustment-start (R-47)", test_window_holders_only },
  { "windows: two players asked in order", test_window_two_players },
  { "windows: an empty hand is not asked (R-88)", test_window_empty_hand },
  { "windows: a player who plays is asked again", test_window_asks_again },
  { "windows: players fixed at opening", test_window_players_fixed },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("core", tests);
}
