/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "alliances": France and Spain entering and leaving the war as the
 * Balance of Power marker moves (26.1, 26.5, 12.8), the neutrality
 * procedure of 26.4 called by whatever moved it, and where a nation's
 * units may be (25.2-25.4, 26.1, 26.3). The Rabble Rousing Phase moves the
 * marker in play; here the tests move it and call the hook themselves. */
#include "fixture.h"

/* The Rabble Rousing Phase of 1779, the American First Player, with the
 * marker at @balance: the phase's frame is on top, its commitments sealed
 * empty and the First Player ordering the tables, as when a contest has
 * just moved the marker. */
static ArdinaGame *
rabble_game (int balance)
{
  ArdinaGame *g = game_at (ARDINA_SCENARIO_FULL, 0, 1779, "rabble-rousing", ARDINA_SIDE_AMERICAN);
  CHECK_FATAL (ardina_top (g)->proc == ARDINA_PROC_COMMIT && g->depth >= 2
               && g->stack[g->depth - 2].proc == ARDINA_PROC_RABBLE,
               "the Rabble Rousing Phase does not open with its commitment");
  g->depth--;                                       /* the commitment sealed */
  memset (&g->stack[g->depth], 0, sizeof g->stack[g->depth]);
  ArdinaFrame *f = ardina_top (g);
  f->call = ARDINA_CALL_NONE;
  f->step = (uint8_t) ardina_proc_class (f->proc)->n_steps;
  for (guint i = 0; i < ardina_proc_class (f->proc)->n_steps; i++)
    if (g_strcmp0 (ardina_proc_class (f->proc)->steps[i], "order") == 0)
      f->step = (uint8_t) i;
  CHECK_FATAL (f->step < ardina_proc_class (f->proc)->n_steps, "the phase has no step 'order'");
  g->balance = (int8_t) balance;
  return g;
}

/* Moves the marker to @to and calls the hook as the phase would; returns
 * what the hook returned, after checking the game's invariants. */
static int
shift (ArdinaGame *g, int to, GArray *ev)
{
  GError *error = NULL;
  int before = g->balance;
  g->balance = (int8_t) to;
  ArdinaCtx c = { g, ev, &error, FALSE };
  int r = ardina_alliance_after_shift (&c, before);
  CHECK (r >= 0, "the hook failed: %s", error ? error->message : "(no error)");
  g_clear_error (&error);
  /* A called procedure runs before anything is pending. */
  if (r == 0)
    CHECK (ardina_state_check (g, &error), "invariants broken after the shift: %s", error ? error->message : "");
  g_clear_error (&error);
  return r;
}

static void
test_enter (void)
{
  GArray *ev = events_new ();
  ArdinaGame *g = rabble_game (ARDINA_BALANCE_COVERT_AID);
  CHECK (ardina_nation_frozen (g, ARDINA_UNATION_FRENCH), "France is not frozen at Covert Aid");
  CHECK (shift (g, ARDINA_BALANCE_FRENCH_ALLIANCE, ev) == 0, "entering called a procedure");
  CHECK (find_event (ev, 0, "26.1", "France enters the war on the American side") >= 0, "no entry event");
  CHECK (find_event (ev, 0, "12.8", "France enters") >= 0, "the entry event does not cite 12.8");
  CHECK (find_event (ev, 0, "25.3", "for French units only") >= 0, "no event opening the France box");
  CHECK (find_event (ev, 0, NULL, "Spain") < 0, "Spain is named though it stays neutral");
  CHECK (!ardina_nation_frozen (g, ARDINA_UNATION_FRENCH), "France is still frozen");
  CHECK (ardina_nation_frozen (g, ARDINA_UNATION_SPANISH), "Spain is not frozen");
  CHECK (ardina_top (g)->proc == ARDINA_PROC_RABBLE, "the stack changed");
  guint before = ev->len;
  CHECK (shift (g, ARDINA_BALANCE_SPANISH_ALLIANCE, ev) == 0, "entering called a procedure");
  CHECK (find_event (ev, before, "26.1", "Spain enters the war on the American side") >= 0, "no Spanish entry");
  CHECK (find_event (ev, before, "25.4", "for Spanish units only") >= 0, "no event opening the Spain box");
  CHECK (find_event (ev, before, NULL, "France") < 0, "France enters twice");
  /* A move that changes no nation's status says nothing (12.4, 12.6). */
  before = ev->len;
  CHECK (shift (g, ARDINA_BALANCE_SPANISH_ALLIANCE, ev) == 0 && ev->len == before, "no change, yet events");
  ardina_game_free (g);
  g_array_free (ev, TRUE);
}

/* 26.5: out and in again, any number of times; 26.4 each time out. */
static void
test_out_and_in (void)
{
  GArray *ev = events_new ();
  ArdinaGame *g = rabble_game (ARDINA_BALANCE_FRENCH_ALLIANCE);
  put (g, "br-reg-1", "port-au-prince");
  for (int round = 0; round < 2; round++)
    {
      guint from = ev->len;
      CHECK_FATAL (shift (g, ARDINA_BALANCE_COVERT_AID, ev) == 1, "leaving called no procedure");
      CHECK (ardina_top (g)->proc == ARDINA_PROC_NEUTRALITY, "the neutrality procedure is not on top");
      CHECK (ardina_top (g)[-1].call == ARDINA_CALL_WAITING, "the phase does not wait on it");
      CHECK_FATAL (run_engine (g, ev), "the procedure does not run");
      CHECK (find_event (ev, from, "26.5", "France becomes neutral again") >= 0, "round %d: no 26.5 event", round);
      CHECK (find_event (ev, from, "26.4", "places br-reg-1 from Port-au-Prince in Kingston") >= 0,
             "round %d: the brigade did not go to Kingston (%s)", round, place (g, "br-reg-1"));
      CHECK (find_event (ev, from, "26.1", "France is fully neutral") >= 0, "round %d: not fully neutral", round);
      CHECK (ardina_top (g)->proc == ARDINA_PROC_RABBLE, "round %d: the phase is not back on top", round);
      from = ev->len;
      CHECK (shift (g, ARDINA_BALANCE_FRENCH_ALLIANCE, ev) == 0, "entering called a procedure");
      CHECK (find_event (ev, from, "26.1", "France enters the war") >= 0, "round %d: France does not re-enter", round);
      /* The brigade goes back to Hispaniola for the next round. */
      put (g, "br-reg-1", "port-au-prince");
    }
  ardina_game_free (g);
  g_array_free (ev, TRUE);
}

/* both out at once (a table edited by hand: a result moves the
 * marker one space), France first, in one procedure. */
static void
test_both_out (void)
{
  GArray *ev = events_new ();
  ArdinaGame *g = rabble_game (ARDINA_BALANCE_SPANISH_ALLIANCE);
  put (g, "fr-reg-2", "havana");
  put (g, "sp-reg-3", "cap-francais");
  CHECK_FATAL (shift (g, ARDINA_BALANCE_COVERT_AID, ev) == 1, "leaving called no procedure");
  CHECK_FATAL (run_engine (g, ev), "the procedure does not run");
  CHECK (find_event (ev, 0, "26.4", "France is neutral again") >= 0, "France does not begin");
  CHECK (find_event (ev, 0, "26.4", "Spain is neutral again") < 0, "Spain begins before France is done");
  /* Neutral units of the other nation are no one's to clear: each is
   * brought home by its own nation's 26.4(2). */
  ArdinaPending p[2];
  CHECK_FATAL (ardina_game_pending (g, p) == 1 && p[0].side == ARDINA_SIDE_AMERICAN
               && p[0].kind == ARDINA_DECISION_CHOOSE, "the American does not place the French home");
  CHECK (refused_text (g, "american place sp-reg-3 havana", "26.4", "Spain's turn has not come"), "refused");
  CHECK (apply_text (g, "american place fr-reg-2 port-au-prince", ev), "cannot place the French brigade");
  int fr = find_event (ev, 0, "26.1", "France is fully neutral"), sp = find_event (ev, 0, "26.4", "Spain is neutral again");
  CHECK (fr >= 0 && sp > fr, "France (%d) is not done before Spain begins (%d)", fr, sp);
  CHECK (find_event (ev, 0, "26.1", "France is fully neutral") >= 0, "France not finished");
  CHECK (apply_text (g, "american place sp-reg-3 havana", ev), "cannot place the Spanish brigade");
  CHECK (find_event (ev, 0, "26.1", "Spain is fully neutral") >= 0, "Spain not finished");
  CHECK (ardina_top (g)->proc == ARDINA_PROC_RABBLE, "the phase is not back on top");
  ardina_game_free (g);
  g_array_free (ev, TRUE);
}

static uint16_t
barred (const ArdinaGame *g, const char *locale, uint8_t nation)
{
  return ardina_locale_barred (g, (uint16_t) locale_of (locale), nation);
}

/* 25.2-25.4, 26.1, 26.3, R-69. */
static void
test_barred (void)
{
  ArdinaGame *g = rabble_game (ARDINA_BALANCE_COVERT_AID);
  CHECK (barred (g, "britain", ARDINA_UNATION_HESSIAN) == 0, "Hessians barred from Britain");
  CHECK (barred (g, "britain", ARDINA_UNATION_AMERICAN) == ARDINA_R_25_2, "Americans in Britain");
  CHECK (barred (g, "france", ARDINA_UNATION_FRENCH) == ARDINA_R_25_3, "a neutral France's box open");
  CHECK (barred (g, "france", ARDINA_UNATION_BRITISH) == ARDINA_R_25_3, "British in the France box");
  CHECK (barred (g, "cap-francais", ARDINA_UNATION_BRITISH) == ARDINA_R_26_3, "Hispaniola open to the British");
  CHECK (barred (g, "havana", ARDINA_UNATION_FRENCH) == ARDINA_R_26_3, "Cuba open to the French");
  CHECK (barred (g, "boston", ARDINA_UNATION_FRENCH) == ARDINA_R_26_1, "a neutral's unit may go to Boston");
  CHECK (barred (g, "cap-francais", ARDINA_UNATION_FRENCH) == ARDINA_R_26_1, "a frozen unit may move home");
  CHECK (barred (g, "boston", ARDINA_UNATION_BRITISH) == 0, "British barred from Boston");
  g->balance = ARDINA_BALANCE_FRENCH_ALLIANCE;
  CHECK (barred (g, "france", ARDINA_UNATION_FRENCH) == 0, "the France box closed at war");
  CHECK (barred (g, "france", ARDINA_UNATION_AMERICAN) == ARDINA_R_25_3, "Americans in the France box");
  CHECK (barred (g, "spain", ARDINA_UNATION_FRENCH) == ARDINA_R_25_4, "French in the Spain box");
  CHECK (barred (g, "cap-francais", ARDINA_UNATION_BRITISH) == 0, "Hispaniola closed with France at war");
  CHECK (barred (g, "boston", ARDINA_UNATION_FRENCH) == 0, "allied French barred from Boston");
  CHECK (barred (g, "new-orleans", ARDINA_UNATION_FRENCH) == ARDINA_R_26_3, "New Spain open while Spain neutral");
  CHECK (barred (g, "new-orleans", ARDINA_UNATION_SPANISH) == ARDINA_R_26_1, "a neutral Spain's unit may move");
  ardina_game_free (g);
}

/* The frame stands only on the phase that moved the balance (or on the
 * turn at that step), for nations that are neutral. */
static void
test_frame_check (void)
{
  ArdinaGame *g = rabble_game (ARDINA_BALANCE_FRENCH_ALLIANCE);
  GError *error = NULL;
  CHECK_FATAL (shift (g, ARDINA_BALANCE_COVERT_AID, NULL) == 1, "leaving called no procedure");
  ArdinaGame *h = ardina_game_copy (g);
  h->balance = ARDINA_BALANCE_FRENCH_ALLIANCE;
  CHECK (!ardina_state_check (h, &error) && error && strstr (error->message, "still at war"),
         "a neutrality frame for a nation at war passes: %s", error ? error->message : "");
  g_clear_error (&error);
  ardina_game_free (h);
  h = ardina_game_copy (g);
  h->stack[h->depth - 2].call = ARDINA_CALL_NONE;
  CHECK (!ardina_state_check (h, &error), "a neutrality frame nobody waits on passes");
  g_clear_error (&error);
  ardina_game_free (h);
  ardina_game_free (g);
}

static CU_TestInfo tests[] = {
  { "France and Spain enter the war (26.1, 12.8, 25.3, 25.4)", test_enter },
  { "out and in again (26.5, 26.4)", test_out_and_in },
  { "both out at once (26.4, R-68)", test_both_out },
  { "where a nation's units may be (25.2-25.4, 26.1, 26.3)", test_barred },
  { "where the neutrality frame stands (26.4)", test_frame_check },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("alliances", tests);
}
