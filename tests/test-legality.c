/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "legality": act is the one legality predicate (engine.h). Along
 * walks of whole turns every legal action is accepted and changes the
 * game, every decision has a legal action (no dead end), and illegal
 * actions of every kind (wrong side, wrong verb, pieces not held, places
 * not allowed, a Spy without a Spy, malformed text, anything after the
 * end) are refused with their rule, leaving the game byte for byte
 * unchanged. */
#include "fixture.h"

typedef struct {
  guint decisions;
  guint wrong_side, wrong_verb, not_in_hand, other_piece, bad_locale, no_spy, invalid;
} Battery;

/* A campaign marker counter not in @side's hand (the first such). */
static uint16_t
marker_not_held (const ArdinaGame *g, ArdinaSide side)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (!(g->pieces[i].zone == ARDINA_ZONE_HAND && g->pieces[i].side == side))
      return (uint16_t) (ARDINA_CODE_PIECE | i);
  return ARDINA_CODE_PIECE;
}

static gboolean
kind_accepts (ArdinaDecisionKind kind, ArdinaVerb verb)
{
  switch (kind)
    {
    case ARDINA_DECISION_SETUP:
      return verb == ARDINA_VERB_PLACE;
    case ARDINA_DECISION_COMMIT:
      return verb == ARDINA_VERB_OFFER || verb == ARDINA_VERB_WITHDRAW || verb == ARDINA_VERB_SEAL;
    case ARDINA_DECISION_PHASE:
      return verb == ARDINA_VERB_END || verb == ARDINA_VERB_MOBILIZE || verb == ARDINA_VERB_BUY
             || verb == ARDINA_VERB_SPLIT || verb == ARDINA_VERB_MERGE || verb == ARDINA_VERB_TAKE
             || verb == ARDINA_VERB_FORCE_MARCH || verb == ARDINA_VERB_ATTACK || verb == ARDINA_VERB_PARTISAN
             || verb == ARDINA_VERB_UPGRADE;
    case ARDINA_DECISION_CHOOSE:
      /* end: the last step of the Supply Phase, which fortresses to remove (28.4(2));
       * decline: no massacre after a won battle (37.1) */
      return verb == ARDINA_VERB_CHOOSE || verb == ARDINA_VERB_PLACE || verb == ARDINA_VERB_MOBILIZE
             || verb == ARDINA_VERB_ASSIGN || verb == ARDINA_VERB_RETREAT_TO || verb == ARDINA_VERB_FORAGE
             || verb == ARDINA_VERB_END || verb == ARDINA_VERB_DECLINE;
    case ARDINA_DECISION_MOVE:
      return verb == ARDINA_VERB_TAKE || verb == ARDINA_VERB_COMMAND || verb == ARDINA_VERB_ROLL
             || verb == ARDINA_VERB_MARCH || verb == ARDINA_VERB_DROP || verb == ARDINA_VERB_END_MOVE;
    case ARDINA_DECISION_BATTLE:
      return verb == ARDINA_VERB_FIRE || verb == ARDINA_VERB_RETREAT;
    case ARDINA_DECISION_RETURN:
      return verb == ARDINA_VERB_RETURN;
    case ARDINA_DECISION_RESPOND:
      return verb == ARDINA_VERB_COUNTER || verb == ARDINA_VERB_DECLINE || verb == ARDINA_VERB_PLAY;
    default:
      return FALSE;
    }
}

/* Checks that @a is not listed as legal and is refused. */
static void
try_illegal (ArdinaGame *g, const ArdinaAction *a, const char *category, guint *count)
{
  char ctx[240];
  g_snprintf (ctx, sizeof ctx, "%s at %s %u", category, ardina_game_get_phase_name (g), ardina_game_get_year (g));
  char *s = action_text (a);
  CHECK (!is_legal (g, a), "%s: '%s' is listed as legal", ctx, s);
  g_free (s);
  CU_ASSERT (refused (g, a, NULL, ARDINA_ERROR_ILLEGAL, NULL, ctx));
  (*count)++;
}

static void
battery (ArdinaGame *g, gpointer data)
{
  Battery *b = data;
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  if (n == 0)
    return;
  b->decisions++;
  ArdinaSide s = p[0].side;
  ArdinaAction legal[MAX_LEGAL];
  guint k = MIN (ardina_game_legal_actions (g, s, legal, MAX_LEGAL), MAX_LEGAL);
  ArdinaAction a;

  /* Wrong side: the pending side's own actions, taken by the other side. */
  if (n == 1)
    {
      for (guint i = 0; i < k && i < 3; i++)
        if (legal[i].verb != ARDINA_VERB_SPY)
          {
            a = legal[i];
            a.side = other (s);
            try_illegal (g, &a, "wrong side", &b->wrong_side);
          }
      a = ardina_action_make (other (s), ARDINA_VERB_END, 0);
      try_illegal (g, &a, "wrong side", &b->wrong_side);
    }
  /* No side at all. */
  a = ardina_action_make (ARDINA_SIDE_NONE, ARDINA_VERB_END, 0);
  try_illegal (g, &a, "no side", &b->wrong_side);

  /* Wrong verb: every verb this kind of decision does not take. */
  uint16_t held = marker_not_held (g, other (s));   /* a marker, held by s if s holds any */
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_HAND && g->pieces[i].side == s)
      {
        held = (uint16_t) (ARDINA_CODE_PIECE | i);
        break;
      }
  for (int v = ARDINA_VERB_PLACE; v < ARDINA_VERB_COUNT; v++)
    {
      /* The markers played outside the decision's verbs (7.9): the Spy,
       * Committee of Correspondence's partisan and Bait the Redcoats. */
      if (v == ARDINA_VERB_SPY || v == ARDINA_VERB_COMMITTEE || v == ARDINA_VERB_BAIT
          || kind_accepts (p[0].kind, (ArdinaVerb) v))
        continue;
      switch (v)
        {
        case ARDINA_VERB_PLACE:
          a = ardina_action_make (s, ARDINA_VERB_PLACE, 2, code_of ("am-mil-20"),
                                  ARDINA_CODE_LOCALE | locale_of ("boston"));
          break;
        case ARDINA_VERB_OFFER:
        case ARDINA_VERB_WITHDRAW:
        case ARDINA_VERB_RETURN:
        case ARDINA_VERB_COUNTER:
        case ARDINA_VERB_PLAY:
          a = ardina_action_make (s, (ArdinaVerb) v, 1, held);
          break;
        case ARDINA_VERB_MOBILIZE:
          a = ardina_action_make (s, ARDINA_VERB_MOBILIZE, 2, code_of ("am-mil-20"),
                                  ARDINA_CODE_LOCALE | locale_of ("boston"));
          break;
        case ARDINA_VERB_SPLIT:
          a = ardina_action_make (s, ARDINA_VERB_SPLIT, 1, code_of ("br-reg-1"));
          break;
        case ARDINA_VERB_MERGE:
          a = ardina_action_make (s, ARDINA_VERB_MERGE, 2, code_of ("br-det-1"), code_of ("br-det-2"));
          break;
        case ARDINA_VERB_CHOOSE:
          a = ardina_action_make (s, ARDINA_VERB_CHOOSE, 1, ARDINA_OPERAND_WORD (ARDINA_WORD_PROGRESS));
          break;
        case ARDINA_VERB_TAKE:
        case ARDINA_VERB_COMMAND:
        case ARDINA_VERB_DROP:
        case ARDINA_VERB_ASSIGN:
        case ARDINA_VERB_FORAGE:
          a = ardina_action_make (s, (ArdinaVerb) v, 1, code_of ("br-reg-1"));
          break;
        case ARDINA_VERB_FORCE_MARCH:
          a = ardina_action_make (s, (ArdinaVerb) v, 1, held);
          break;
        case ARDINA_VERB_MARCH:
        case ARDINA_VERB_ATTACK:
        case ARDINA_VERB_RETREAT_TO:
          a = ardina_action_make (s, (ArdinaVerb) v, 1, ARDINA_CODE_LOCALE | locale_of ("boston"));
          break;
        case ARDINA_VERB_FIRE:
          a = ardina_action_make (s, ARDINA_VERB_FIRE, 1, ARDINA_CODE_NUMBER | 0);
          break;
        case ARDINA_VERB_PARTISAN:
          a = ardina_action_make (s, ARDINA_VERB_PARTISAN, 1, ARDINA_CODE_REGION | ardina_map_region_lookup ("virginia"));
          break;
        case ARDINA_VERB_UPGRADE:
          a = ardina_action_make (s, ARDINA_VERB_UPGRADE, 2, code_of ("tory-3"), code_of ("br-lt-2"));
          break;
        default:
          a = ardina_action_make (s, (ArdinaVerb) v, 0);
          break;
        }
      try_illegal (g, &a, "wrong verb", &b->wrong_verb);
    }
  /* A verb code that does not exist is malformed input, not a rules
   * refusal: ARDINA_ERROR_INVALID, and the game unchanged. */
  a = ardina_action_make (s, 200, 0);
  CHECK (!is_legal (g, &a), "unknown verb code is listed as legal");
  CU_ASSERT (refused (g, &a, NULL, ARDINA_ERROR_INVALID, NULL, "unknown verb code"));
  b->wrong_verb++;

  /* Pieces not in hand: a marker the side does not hold, and a unit. */
  uint16_t not_held = marker_not_held (g, s);
  static const ArdinaVerb piece_verbs[] = { ARDINA_VERB_OFFER, ARDINA_VERB_WITHDRAW, ARDINA_VERB_RETURN,
                                            ARDINA_VERB_COUNTER };
  for (guint i = 0; i < G_N_ELEMENTS (piece_verbs); i++)
    {
      a = ardina_action_make (s, piece_verbs[i], 1, not_held);
      try_illegal (g, &a, "marker not in hand", &b->not_in_hand);
      a = ardina_action_make (s, piece_verbs[i], 1, code_of ("br-reg-1"));
      try_illegal (g, &a, "unit as a marker", &b->not_in_hand);
    }

  /* Set-up: a piece other than the one asked for, or a locale not allowed. */
  if (p[0].kind == ARDINA_DECISION_SETUP && k > 0)
    {
      uint16_t asked = legal[0].args[0];
      uint16_t others[3] = { code_of ("am-mil-20"), code_of ("washington"), code_of ("br-reg-12") };
      for (guint i = 0; i < 3; i++)
        if (others[i] != asked)
          {
            a = legal[0];
            a.args[0] = others[i];
            try_illegal (g, &a, "another piece", &b->other_piece);
          }
      for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
        {
          a = legal[0];
          a.args[1] = (uint16_t) (ARDINA_CODE_LOCALE | l);
          gboolean listed = FALSE;
          for (guint i = 0; i < k; i++)
            listed |= same_action (&legal[i], &a);
          if (!listed)
            {
              try_illegal (g, &a, "locale not allowed", &b->bad_locale);
              break;
            }
        }
    }

  /* A Spy play without a Spy (7.9). */
  for (int side = 0; side < 2; side++)
    if (!holds_spy (g, (ArdinaSide) side))
      {
        a = ardina_action_make ((ArdinaSide) side, ARDINA_VERB_SPY, 1, ARDINA_OPERAND_HAND);
        try_illegal (g, &a, "spy without a Spy", &b->no_spy);
        char ctx[200];
        g_snprintf (ctx, sizeof ctx, "spy without a Spy at %s", ardina_game_get_phase_name (g));
        char text[64];
        g_snprintf (text, sizeof text, "%s spy hand", side_name ((ArdinaSide) side));
        CU_ASSERT (refused (g, NULL, text, ARDINA_ERROR_ILLEGAL, "7.9", ctx));
      }

  /* Malformed text. */
  static const char *const malformed[] = {
    "american", "hessian end", "american fly", "british place carleton",
    "american offer no-such-piece", "american end now", "british spy nowhere"
  };
  for (guint i = 0; i < G_N_ELEMENTS (malformed); i++)
    {
      CU_ASSERT (refused (g, NULL, malformed[i], ARDINA_ERROR_INVALID, NULL, "malformed text"));
      b->invalid++;
    }
}

static void
test_refusals_unchanged (void)
{
  Battery b;
  memset (&b, 0, sizeof b);
  ArdinaGame *g = standard_game (ARDINA_OPTIONAL_ALL, 42, NULL);
  guint decisions = walk (g, 1777, battery, &b, NULL);
  CHECK (ardina_game_get_year (g) == 1777, "the walk ended in %u at %s", ardina_game_get_year (g),
         ardina_game_get_phase_name (g));
  printf ("\n  %u decisions; refusals tried: wrong side %u, wrong verb %u, not in hand %u, other piece %u, "
          "bad locale %u, spy without a Spy %u, malformed %u\n",
          decisions, b.wrong_side, b.wrong_verb, b.not_in_hand, b.other_piece, b.bad_locale, b.no_spy,
          b.invalid);
  CHECK (b.decisions >= 60, "only %u decisions visited", b.decisions);
  CHECK (b.wrong_side && b.wrong_verb && b.not_in_hand && b.other_piece && b.bad_locale && b.no_spy && b.invalid,
         "a category of refusals was never tried");
  ardina_game_free (g);

  /* After the game is over, every action is refused. */
  GArray *ev = events_new ();
  g = game_before (ARDINA_SCENARIO_SHORT, ARDINA_OPTIONAL_ALL, 1778, "enlistment:second", ARDINA_SIDE_AMERICAN);
  give (g, "spy-1", ARDINA_SIDE_AMERICAN);
  give (g, "spy-2", ARDINA_SIDE_BRITISH);
  /* The Enlistment Phase, with no unit to check, ends by itself (20). */
  CU_ASSERT_FATAL (run_engine (g, ev));
  /* The End of Turn Phase asks both players for a marker (7.9, R-48). */
  CU_ASSERT_FATAL (apply_text (g, "american decline", ev));
  CU_ASSERT_FATAL (apply_text (g, "british decline", ev));
  CHECK_FATAL (ardina_game_is_over (g), "the shorter scenario did not end after 1778");
  ArdinaPending p[2];
  CHECK (ardina_game_pending (g, p) == 0, "a decision is pending after the end");
  CHECK (ardina_game_legal_actions (g, ARDINA_SIDE_AMERICAN, NULL, 0) == 0
         && ardina_game_legal_actions (g, ARDINA_SIDE_BRITISH, NULL, 0) == 0,
         "legal actions after the end of the game");
  static const char *const after[] = {
    "american end", "british end", "american spy hand", "british spy canada", "american seal",
    "british return spy-2", "american decline", "british counter spy-2", "american place ward boston"
  };
  for (guint i = 0; i < G_N_ELEMENTS (after); i++)
    CU_ASSERT (refused_text (g, after[i], NULL, "game over"));
  ardina_game_free (g);
  g_array_free (ev, TRUE);
}

typedef struct {
  guint decisions, applied;
} Legality;

static void
legality (ArdinaGame *g, gpointer data)
{
  Legality *l = data;
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  l->decisions++;
  for (guint i = 0; i < n; i++)
    {
      CHECK (p[i].side == ARDINA_SIDE_AMERICAN || p[i].side == ARDINA_SIDE_BRITISH,
             "pending entry %u at %s belongs to side %d", i, ardina_game_get_phase_name (g), p[i].side);
      CHECK (p[i].rule != NULL && p[i].prompt[0] && p[i].kind != ARDINA_DECISION_NONE,
             "pending entry %u at %s lacks a rule, a prompt or a kind", i, ardina_game_get_phase_name (g));
      guint k = ardina_game_legal_actions (g, p[i].side, NULL, 0);
      CHECK (k > 0, "dead end: %s has a decision (%s) and no legal action", side_name (p[i].side), p[i].prompt);
    }
  for (int side = 0; side < 2; side++)
    {
      ArdinaAction legal[MAX_LEGAL];
      guint k = MIN (ardina_game_legal_actions (g, (ArdinaSide) side, legal, MAX_LEGAL), MAX_LEGAL);
      gboolean pending = FALSE;
      for (guint i = 0; i < n; i++)
        pending |= (int) p[i].side == side;
      for (guint i = 0; i < k; i++)
        {
          char *s = action_text (&legal[i]);
          CHECK ((int) legal[i].side == side, "'%s' listed for the %s", s, side_name ((ArdinaSide) side));
          /* Played at any time (7.9, R-42): the Spy, and with section 29
           * Committee of Correspondence's partisan. */
          CHECK (pending || legal[i].verb == ARDINA_VERB_SPY || legal[i].verb == ARDINA_VERB_COMMITTEE,
                 "'%s' is legal for a side with no decision", s);
          for (guint j = 0; j < i; j++)
            CHECK (!same_action (&legal[i], &legal[j]), "'%s' is listed twice", s);
          ArdinaGame *copy = ardina_game_copy (g);
          GError *error = NULL;
          gboolean ok = ardina_game_apply (copy, &legal[i], NULL, NULL, &error);
          CHECK (ok, "legal action '%s' at %s %u was refused: %s", s, ardina_game_get_phase_name (g),
                 ardina_game_get_year (g), error ? error->message : "");
          CHECK (!ok || !ardina_game_equal (copy, g), "legal action '%s' changed nothing", s);
          g_clear_error (&error);
          ardina_game_free (copy);
          g_free (s);
          l->applied++;
        }
    }
}

static void
test_one_predicate (void)
{
  Legality l = { 0, 0 };
  ArdinaGame *g = standard_game (ARDINA_OPTIONAL_ALL, 42, NULL);
  walk (g, 1777, legality, &l, NULL);
  printf ("\n  %u decisions, %u legal actions applied on copies\n", l.decisions, l.applied);
  CHECK (l.decisions >= 60 && l.applied > l.decisions, "too little was checked (%u decisions, %u actions)",
         l.decisions, l.applied);
  ardina_game_free (g);

  /* Another seed and no optional rules: a different set-up and hand. */
  memset (&l, 0, sizeof l);
  g = standard_game (0, 1234567, NULL);
  walk (g, 1777, legality, &l, NULL);
  CHECK (ardina_game_get_year (g) == 1777, "the second walk ended in %u", ardina_game_get_year (g));
  ardina_game_free (g);
}

/* Both Mobilization Phases of 1777 with points to spend and the
 * recruiting markers in hand (the Political Phase that would give points
 * is not built): at every decision every listed purchase, exchange and
 * marker play is accepted, and the phases still end. */
static void
test_mobilization_spending (void)
{
  static const char *const american[] = { "hessians-1", "indians-1", "drillmaster-1", "pulaski-1", "leader-arises-1" };
  static const char *const british[] = { "hessians-2", "indians-2", "drillmaster-2", "leader-arises-2", "pulaski-1" };
  Legality l = { 0, 0 };
  ArdinaGame *g = game_at (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 1777, "political:first", ARDINA_SIDE_BRITISH);
  g->points[ARDINA_SIDE_AMERICAN] = g->points[ARDINA_SIDE_BRITISH] = 30;
  for (guint i = 0; i < G_N_ELEMENTS (american); i++)
    give (g, american[i], ARDINA_SIDE_AMERICAN);
  for (guint i = 0; i < G_N_ELEMENTS (british) - 1; i++)
    give (g, british[i], ARDINA_SIDE_BRITISH);
  put (g, "greene", "trenton");
  put (g, "am-reg-1", "trenton");
  put (g, "clinton", "new-york");
  put (g, "tory-1", "new-york");
  put (g, "br-reg-1", "new-york");
  ArdinaAction a;
  guint steps = 0;
  for (; steps < 2000 && strcmp (ardina_game_get_phase_name (g), "rabble-rousing") != 0; steps++)
    {
      legality (g, &l);
      CHECK_FATAL (policy (g, &a), "dead end at %s", ardina_game_get_phase_name (g));
      CHECK_FATAL (apply_action (g, &a, NULL), "a legal action was refused");
    }
  printf ("\n  %u decisions, %u legal actions applied on copies\n", l.decisions, l.applied);
  CHECK (strcmp (ardina_game_get_phase_name (g), "rabble-rousing") == 0, "the Mobilization Phases never ended");
  CHECK (g->points[ARDINA_SIDE_AMERICAN] < 30 && g->points[ARDINA_SIDE_BRITISH] < 30, "nothing was bought");
  ardina_game_free (g);
}

/* A listing into less room than it needs: the count stays whole, the
 * room holds the first actions of the whole list, and nothing is written
 * past it. The rooms tried cover the three ways the engine lists a
 * generated class: on its own stack and copied (room below 64), straight
 * into the room (64 or more), and out of the room onto the heap when the
 * list outgrows it. */
static void
short_rooms_agree (const ArdinaGame *g, ArdinaSide side, const ArdinaAction *legal, guint n)
{
  const guint rooms[] = { 1, 10, 63, 64, 65, n / 2, n - 1 };
  for (guint r = 0; r < G_N_ELEMENTS (rooms); r++)
    {
      guint room = rooms[r];
      if (room == 0 || room >= n)
        continue;
      ArdinaAction *buf = g_new (ArdinaAction, room + 1);
      memset (buf, 0x5a, (room + 1) * sizeof *buf);
      ArdinaAction guard = buf[room];
      guint k = ardina_game_legal_actions (g, side, buf, room);
      CHECK (k == n, "with room for %u the count is %u, not %u", room, k, n);
      CHECK (memcmp (&buf[room], &guard, sizeof guard) == 0, "a listing wrote past a room of %u", room);
      guint differ = 0;
      for (guint i = 0; i < room; i++)
        differ += !same_action (&buf[i], &legal[i]);
      CHECK (differ == 0, "%u of the first %u actions differ in a room of %u", differ, room, room);
      g_free (buf);
    }
}

/* The mobilizations are generated, not tried (mobilization.c asks once
 * per kind of counter what does not depend on the locale, then each
 * locale's checks): at a Mobilization decision, every action of the full
 * space, each unit and "leader" in each locale, is applied on a copy, and
 * the set accepted must be the listing's mobilizations, no more, no fewer.
 * Returns how many actions the listing held. */
static guint
mobilizations_exact (ArdinaGame *g, ArdinaSide side)
{
  guint n = ardina_game_legal_actions (g, side, NULL, 0);
  ArdinaAction *legal = g_new (ArdinaAction, n + 1);
  CHECK_FATAL (ardina_game_legal_actions (g, side, legal, n) == n, "two listings differ");
  short_rooms_agree (g, side, legal, n);
  ArdinaGame *copy = ardina_game_copy (g);
  guint listed = 0, accepted = 0;
  for (guint u = 0; u <= ARDINA_DATA_N_UNITS; u++)
    for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
      {
        uint16_t who = u < ARDINA_DATA_N_UNITS ? (uint16_t) (ARDINA_CODE_UNIT | u)
                       : ARDINA_OPERAND_WORD (ARDINA_WORD_LEADER);
        ArdinaAction a = ardina_action_make (side, ARDINA_VERB_MOBILIZE, 2, who, ARDINA_CODE_LOCALE | l);
        gboolean ok = ardina_game_apply (copy, &a, NULL, NULL, NULL);
        if (ok)
          {
            accepted++;
            memcpy (copy, g, ardina_game_size ());
          }
        gboolean in = FALSE;
        for (guint i = 0; i < n && !in; i++)
          in = same_action (&legal[i], &a);
        listed += in;
        if (ok != in)
          {
            char *t = action_text (&a);
            CHECK (FALSE, "%s is %s by apply but %s", t, ok ? "accepted" : "refused",
                   in ? "listed" : "not listed");
            g_free (t);
          }
      }
  CHECK (listed == accepted, "%u mobilizations listed, %u accepted", listed, accepted);
  ardina_game_free (copy);
  g_free (legal);
  return n;
}

/* A decision met along a random walk, before it is taken. */
typedef void (*WalkCheck) (ArdinaGame *g, ArdinaSide side, gpointer data);

/* Plays a seeded random game of @scenario, each side drawing uniformly
 * among its legal actions (as `ardina bench` does), and calls @check at
 * each decision whose top frame is of class @proc, until @limit of them
 * or @steps actions; how many were checked. */
static guint
random_walk (ArdinaScenario scenario, guint64 seed, guint proc, guint limit, guint steps, WalkCheck check,
             gpointer data)
{
  /* The standard rules alone: no optional section (1.4). */
  ArdinaGameOptions o = options (scenario, 0, seed);
  ArdinaGame *g = ardina_game_new_standard (&o, NULL, NULL);
  CU_ASSERT_PTR_NOT_NULL_FATAL (g);
  GRand *r = g_rand_new_with_seed ((guint32) seed);
  guint here = 0;
  for (guint step = 0; step < steps && !g->over && here < limit; step++)
    {
      ArdinaPending p[2];
      guint k = ardina_game_pending (g, p);
      CHECK_FATAL (k > 0, "no decision pending");
      ArdinaSide side = p[g_rand_int_range (r, 0, (gint32) k)].side;
      if (ardina_top (g)->proc == proc)
        {
          check (g, side, data);
          here++;
        }
      guint n = ardina_game_legal_actions (g, side, NULL, 0);
      CHECK_FATAL (n > 0, "a decision with no legal action");
      ArdinaAction *legal = g_new (ArdinaAction, n);
      ardina_game_legal_actions (g, side, legal, n);
      gboolean ok = apply_action (g, &legal[g_rand_int_range (r, 0, (gint32) n)], NULL);
      g_free (legal);
      CHECK_FATAL (ok, "a listed action was refused");
    }
  g_rand_free (r);
  ardina_game_free (g);
  return here;
}

static void
mobilizations_check (ArdinaGame *g, ArdinaSide side, gpointer data)
{
  (void) data;
  mobilizations_exact (g, side);
}

/* Seeded random games of both scenarios (with every optional section the
 * engine plays: 32 and 34), each side drawing uniformly among its legal actions (as
 * `ardina bench` does): at every Mobilization decision the listing is
 * held to the full candidate space. */
static void
test_generated_mobilizations (void)
{
  static const ArdinaScenario scenarios[] = { ARDINA_SCENARIO_FULL, ARDINA_SCENARIO_SHORT };
  guint checked = 0;
  for (guint s = 0; s < G_N_ELEMENTS (scenarios); s++)
    for (guint64 seed = 1; seed <= 2; seed++)
      checked += random_walk (scenarios[s], seed, ARDINA_PROC_MOBILIZATION, 6, 3000, mobilizations_check, NULL);
  printf ("\n  %u mobilization decisions held to the full candidate space\n", checked);
  CHECK (checked >= 12, "only %u mobilization decisions were met", checked);
}

/* The verbs of a move (movement.c generates them all): every action of
 * each, as move_space lists them. */
static guint
move_space_actions (ArdinaSide side, ArdinaAction *out)
{
  static const ArdinaVerb piece_verbs[] = { ARDINA_VERB_TAKE, ARDINA_VERB_COMMAND, ARDINA_VERB_DROP };
  guint n = 0;
  for (guint v = 0; v < G_N_ELEMENTS (piece_verbs); v++)
    {
      for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
        out[n++] = ardina_action_make (side, piece_verbs[v], 1, ARDINA_CODE_UNIT | i);
      for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
        out[n++] = ardina_action_make (side, piece_verbs[v], 1, ARDINA_CODE_LEADER | i);
      for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
        out[n++] = ardina_action_make (side, piece_verbs[v], 1, ARDINA_CODE_PIECE | i);
    }
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    out[n++] = ardina_action_make (side, ARDINA_VERB_MARCH, 1, ARDINA_CODE_LOCALE | l);
  out[n++] = ardina_action_make (side, ARDINA_VERB_ROLL, 0);
  out[n++] = ardina_action_make (side, ARDINA_VERB_END_MOVE, 0);
  return n;
}

#define MOVE_SPACE (3 * (ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS + ARDINA_DATA_N_CAMPAIGN_PIECES) \
                    + ARDINA_DATA_N_LOCALES + 2)

/* At a decision of a moving force, every action of a move's verbs is
 * applied on a copy, and the set accepted must be the listing, no more,
 * no fewer (the listing holds nothing else: a move tries no candidate).
 * Counts the accepted actions per verb in @accepted. */
static void
moves_exact (ArdinaGame *g, ArdinaSide side, guint accepted[ARDINA_VERB_COUNT])
{
  guint n = ardina_game_legal_actions (g, side, NULL, 0);
  ArdinaAction *legal = g_new (ArdinaAction, n + 1);
  CHECK_FATAL (ardina_game_legal_actions (g, side, legal, n) == n, "two listings differ");
  ArdinaAction *space = g_new (ArdinaAction, MOVE_SPACE);
  guint m = move_space_actions (side, space);
  ArdinaGame *copy = ardina_game_copy (g);
  guint listed = 0, ok_count = 0;
  for (guint k = 0; k < m; k++)
    {
      gboolean ok = ardina_game_apply (copy, &space[k], NULL, NULL, NULL);
      if (ok)
        {
          ok_count++;
          accepted[space[k].verb]++;
          memcpy (copy, g, ardina_game_size ());
        }
      gboolean in = FALSE;
      for (guint i = 0; i < n && !in; i++)
        in = same_action (&legal[i], &space[k]);
      listed += in;
      if (ok != in)
        {
          char *t = action_text (&space[k]);
          CHECK (FALSE, "%s is %s by apply but %s", t, ok ? "accepted" : "refused", in ? "listed" : "not listed");
          g_free (t);
        }
    }
  CHECK (listed == ok_count, "%u move actions listed, %u accepted", listed, ok_count);
  CHECK (listed == n, "%u actions listed, %u of them a move's", n, listed);
  ardina_game_free (copy);
  g_free (space);
  g_free (legal);
}

static void
moves_check (ArdinaGame *g, ArdinaSide side, gpointer data)
{
  moves_exact (g, side, data);
}

/* Seeded random games of both scenarios, each side drawing uniformly
 * among its legal actions: at decisions of a moving force (forming and
 * marching) the listing is held to every action of the move's verbs. */
static void
test_generated_moves (void)
{
  static const ArdinaScenario scenarios[] = { ARDINA_SCENARIO_FULL, ARDINA_SCENARIO_SHORT };
  guint checked = 0, accepted[ARDINA_VERB_COUNT] = { 0 };
  for (guint s = 0; s < G_N_ELEMENTS (scenarios); s++)
    for (guint64 seed = 1; seed <= 3; seed++)
      checked += random_walk (scenarios[s], seed, ARDINA_PROC_MOVE, 40, 6000, moves_check, accepted);
  printf ("\n  %u move decisions held to the full space: %u takes, %u commands, %u rolls, %u marches, %u drops, "
          "%u end-moves accepted\n", checked, accepted[ARDINA_VERB_TAKE], accepted[ARDINA_VERB_COMMAND],
          accepted[ARDINA_VERB_ROLL], accepted[ARDINA_VERB_MARCH], accepted[ARDINA_VERB_DROP],
          accepted[ARDINA_VERB_END_MOVE]);
  CHECK (checked >= 60, "only %u move decisions were met", checked);
  CHECK (accepted[ARDINA_VERB_MARCH] && accepted[ARDINA_VERB_DROP] && accepted[ARDINA_VERB_COMMAND]
         && accepted[ARDINA_VERB_ROLL], "a verb of the move was never accepted");
}

/* ardina_game_new_empty: "an empty board at the start of @year's turn",
 * for oracle cases. Its pending decision must belong to a player and have
 * a legal action, like any other. */
static void
test_empty_game_decides (void)
{
  static const guint years[2] = { 1775, 1776 };
  for (guint y = 0; y < 2; y++)
    {
      ArdinaGame *g = empty_game (ARDINA_SCENARIO_FULL, 0, years[y]);
      ArdinaPending p[2];
      guint n = ardina_game_pending (g, p);
      CHECK (n > 0, "no decision pending in an empty game of %u", years[y]);
      for (guint i = 0; i < n; i++)
        {
          guint k = ardina_game_legal_actions (g, p[i].side, NULL, 0);
          CHECK ((p[i].side == ARDINA_SIDE_AMERICAN || p[i].side == ARDINA_SIDE_BRITISH) && k > 0,
                 "new_empty (%u): pending %u is side %d (\"%s\", phase %s) with %u legal actions: "
                 "the game cannot be played on", years[y], i, p[i].side, p[i].prompt,
                 ardina_game_get_phase_name (g), k);
        }
      ardina_game_free (g);
    }
}

/* ---- refusals read as data ----
 * At every decision of a walk, actions of the deciding side with the
 * verbs that decision takes but with operands its class forbids: each
 * refusal's rule is read from its record (ardina_error_get_rule()), not
 * from its message, and the record agrees with the message. Every phase
 * the walk passes through must see such a refusal. */

typedef struct {
  GHashTable *seen, *read;      /* phase names: decided in; refused in */
} RecordWalk;

static gboolean
refusal_read (ArdinaGame *g, const ArdinaAction *a)
{
  GError *error = NULL;
  ArdinaGame *copy = ardina_game_copy (g);
  gboolean ok = ardina_game_apply (copy, a, NULL, NULL, &error);
  ardina_game_free (copy);
  if (ok || !g_error_matches (error, ARDINA_ERROR, ARDINA_ERROR_ILLEGAL))
    {
      g_clear_error (&error);
      return FALSE;
    }
  const ArdinaRule *rule = ardina_error_get_rule (error);
  char *s = action_text (a);
  CHECK (rule != NULL && ardina_rule_lookup (ardina_rule_get_id (rule)) == rule,
         "'%s' refused without a catalog rule in its record: %s", s, error->message);
  CHECK (refusal_record_ok (error), "'%s': the record and the message disagree: %s", s, error->message);
  CHECK (error->message[0] == '[' && strcmp (ardina_error_get_reason (error), error->message) != 0,
         "'%s': the reason keeps its citation: %s", s, ardina_error_get_reason (error));
  for (guint i = 0; i < ardina_error_get_n_rulings (error); i++)
    CHECK (strstr (error->message, ardina_ruling_get_id (ardina_error_get_ruling_nth (error, i))) != NULL,
           "'%s': a ruling cited in the record is not named in the message", s);
  g_free (s);
  g_error_free (error);
  return rule != NULL;
}

static void
records (ArdinaGame *g, gpointer data)
{
  RecordWalk *w = data;
  ArdinaPending p[2];
  if (ardina_game_pending (g, p) == 0)
    return;
  const char *phase = ardina_game_get_phase_name (g);
  g_hash_table_add (w->seen, g_strdup (phase));
  ArdinaSide s = p[0].side;
  ArdinaAction legal[MAX_LEGAL];
  guint k = MIN (ardina_game_legal_actions (g, s, legal, MAX_LEGAL), MAX_LEGAL);
  const uint16_t wrong[] = { code_of ("br-reg-1"), code_of ("am-mil-20"), ARDINA_CODE_LOCALE | locale_of ("boston"),
                             ARDINA_CODE_NUMBER | 99, marker_not_held (g, s) };
  gboolean read = FALSE;
  /* A listed action with one operand changed: its own class refuses it. */
  for (guint i = 0; i < k && i < 4 && !read; i++)
    for (guint j = 0; j < legal[i].n_args && !read; j++)
      for (guint w2 = 0; w2 < G_N_ELEMENTS (wrong) && !read; w2++)
        {
          ArdinaAction a = legal[i];
          a.args[j] = wrong[w2];
          read = !is_legal (g, &a) && refusal_read (g, &a);
        }
  /* Else a verb the decision takes, with an operand it cannot take. */
  for (int v = ARDINA_VERB_PLACE; v < ARDINA_VERB_COUNT && !read; v++)
    for (guint w2 = 0; w2 < G_N_ELEMENTS (wrong) && !read && kind_accepts (p[0].kind, (ArdinaVerb) v); w2++)
      {
        ArdinaAction a = ardina_action_make (s, (ArdinaVerb) v, 1, wrong[w2]);
        read = !is_legal (g, &a) && refusal_read (g, &a);
      }
  if (read)
    g_hash_table_add (w->read, g_strdup (phase));
}

static void
test_refusal_records (void)
{
  RecordWalk w = { g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
                   g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL) };
  ArdinaGame *g = standard_game (0, 7, NULL);
  walk (g, 1777, records, &w, NULL);
  ardina_game_free (g);
  GHashTableIter it;
  gpointer phase;
  g_hash_table_iter_init (&it, w.seen);
  while (g_hash_table_iter_next (&it, &phase, NULL))
    CHECK (g_hash_table_contains (w.read, phase), "no refusal read as data in the phase %s", (char *) phase);
  CHECK (g_hash_table_size (w.seen) >= 5, "the walk passed through only %u phases", g_hash_table_size (w.seen));
  /* What is not a refusal has no record: a malformed action. */
  GError *error = NULL;
  g = standard_game (0, 7, NULL);
  CU_ASSERT (!ardina_game_apply_text (g, "american frobnicate", NULL, NULL, &error));
  CU_ASSERT (error && ardina_error_get_n_rules (error) == 0 && ardina_error_get_rule (error) == NULL
             && strcmp (ardina_error_get_reason (error), error->message) == 0);
  /* A copy carries the record. */
  g_clear_error (&error);
  ArdinaAction a = ardina_action_make (ARDINA_SIDE_NONE, ARDINA_VERB_END, 0);
  CU_ASSERT (!ardina_game_apply (g, &a, NULL, NULL, &error));
  GError *copy = error ? g_error_copy (error) : NULL;
  CU_ASSERT (copy && ardina_error_get_rule (copy) == ardina_error_get_rule (error)
             && strcmp (ardina_error_get_reason (copy), ardina_error_get_reason (error)) == 0);
  g_clear_error (&error), g_clear_error (&copy);
  ardina_game_free (g);
  g_hash_table_destroy (w.seen), g_hash_table_destroy (w.read);
}

static CU_TestInfo tests[] = {
  { "refusals leave the game unchanged", test_refusals_unchanged },
  { "a refusal's rules are read as data in every phase", test_refusal_records },
  { "one legality predicate, no dead ends", test_one_predicate },
  { "an empty game has a decision to take", test_empty_game_decides },
  { "mobilization with points: every listed action accepted, the phases end", test_mobilization_spending },
  { "generated mobilizations are exactly those apply accepts", test_generated_mobilizations },
  { "generated moves are exactly those apply accepts", test_generated_moves },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("legality", tests);
}
