/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "actions": the action grammar (doc/actions.md, actions.c):
 * parsing and printing every verb, the verbs' operand signatures, crafted
 * actions with out-of-range operands refused without reading out of
 * bounds, and ardina_action_to_string never reading past the operands. */
#include "fixture.h"

#include <sys/mman.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static void
test_action_text (void)
{
  static const char *const texts[] = {
    "british place carleton quebec", "american place am-mil-1 boston", "american offer spy-1",
    "british withdraw tactics-30", "american seal", "british end", "british return tactics-3",
    "american spy hand", "british spy new-england", "american spy france", "british counter spy-2",
    "american decline", "american place fortress port-au-prince", "british play mutiny-and-treason-1",
    "british mobilize br-reg-3 britain", "american mobilize leader boston", "british buy", "british split br-reg-2",
    "british merge br-det-1 br-det-2", "american choose progress", "british choose clinton",
    "american offer adams-1 balance", "american offer rabble-1-1 new-england",
    "american take am-reg-1", "american take washington", "american command washington", "british roll",
    "american march new-york", "american drop am-mil-3", "british end-move", "british force-march tactics-4",
    "american attack boston", "british fire 2", "american assign am-reg-1", "british retreat",
    "british retreat-to halifax", "american forage am-mil-1",
    "american partisan new-england", "british partisan virginia rabble-3-1",
    "american committee new-england", "british bait boston", "british upgrade tory-3 br-lt-2"
  };
  gboolean verbs[ARDINA_VERB_COUNT] = { FALSE };
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      ArdinaAction a, b;
      GError *error = NULL;
      gboolean ok = ardina_action_parse (texts[i], &a, &error);
      CHECK (ok, "'%s' does not parse: %s", texts[i], error ? error->message : "");
      g_clear_error (&error);
      if (!ok)
        continue;
      verbs[a.verb] = TRUE;
      char *s = ardina_action_to_string (&a);
      CHECK (s && strcmp (s, texts[i]) == 0, "'%s' is written back as '%s'", texts[i], s ? s : "(null)");
      CHECK (s && ardina_action_parse (s, &b, NULL) && same_action (&a, &b), "'%s' does not read back the same", s);
      g_free (s);
    }
  for (int v = 0; v < ARDINA_VERB_COUNT; v++)
    CHECK (verbs[v], "verb %d has no round-trip case", v);

  /* Spaces around and between words do not matter. */
  ArdinaAction a, b;
  CU_ASSERT (ardina_action_parse ("  american   offer\tspy-1 ", &a, NULL));
  CU_ASSERT (ardina_action_parse ("american offer spy-1", &b, NULL) && same_action (&a, &b));
  CHECK (a.side == ARDINA_SIDE_AMERICAN && a.verb == ARDINA_VERB_OFFER && a.n_args == 1
         && a.args[0] == code_of ("spy-1"), "'american offer spy-1' parses to side %d verb %u args %u",
         a.side, a.verb, a.n_args);
  CU_ASSERT (ardina_action_parse ("british spy hand", &a, NULL) && a.side == ARDINA_SIDE_BRITISH);

  static const char *const bad[] = {
    "", "   ", "american", "british", "french end", "American end", "american fly", "american place",
    "american place carleton", "american place carleton quebec montreal", "american place nobody quebec",
    "american place carleton atlantis", "american offer", "american offer spy-1 spy-2", "american offer spy-99",
    "american seal spy-1", "american end now", "american decline it", "american spy", "american spy atlantis",
    "american spy hand canada", "american return", "american counter",
    "american take", "american take boston", "american march washington", "american fire", "american fire 100",
    "american fire two", "american roll 3", "american retreat boston", "american end-move boston"
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      GError *error = NULL;
      gboolean ok = ardina_action_parse (bad[i], &a, &error);
      CHECK (!ok && g_error_matches (error, ARDINA_ERROR, ARDINA_ERROR_INVALID),
             "'%s' %s (%s), expected ARDINA_ERROR_INVALID", bad[i], ok ? "parses" : "fails",
             error ? error->message : "no error");
      g_clear_error (&error);
    }
}

/* Crafted actions with out-of-range operands (the action struct is public)
 * must be refused, not read out of bounds. Run in a child process so that a
 * crash fails this test only. */
/* Applies one crafted action; 0 when it is refused, 1 when accepted (a
 * crash shows as a signal). */
static int
crafted_child (guint which)
{
  GError *error = NULL;
  ArdinaGame *g;
  ArdinaAction a;
  static const char *const am[] = { "spy-1", NULL };
  if (which == 0)
    {
      ArdinaGameOptions o = options (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 42);
      g = ardina_game_new_standard (&o, NULL, NULL);
      a = ardina_action_make (ARDINA_SIDE_BRITISH, ARDINA_VERB_PLACE, 2, code_of ("carleton"),
                              ARDINA_CODE_LOCALE | 0x0fffu);
    }
  else
    {
      g = spy_game (am, NULL);
      a = ardina_action_make (ARDINA_SIDE_AMERICAN, ARDINA_VERB_SPY, 1,
                              (which == 1 ? ARDINA_CODE_LOCALE : ARDINA_CODE_REGION) | 0x0fffu);
    }
  gboolean ok = ardina_game_apply (g, &a, NULL, NULL, &error);
  g_clear_error (&error);
  ardina_game_free (g);
  return ok ? 1 : 0;
}

static void
test_crafted_operands (void)
{
  static const char *const what[3] = {
    "british place carleton <locale 4095> (set-up)", "american spy <locale 4095>", "american spy <region 4095>"
  };
  for (guint which = 0; which < 3; which++)
    {
      fflush (stdout);
      pid_t pid = fork ();
      CU_ASSERT_FATAL (pid >= 0);
      if (pid == 0)
        _exit (crafted_child (which));
      int status = 0;
      CU_ASSERT_FATAL (waitpid (pid, &status, 0) == pid);
      CHECK (WIFEXITED (status), "'%s' crashed the engine (signal %d)", what[which],
             WIFSIGNALED (status) ? WTERMSIG (status) : 0);
      CHECK (!WIFEXITED (status) || WEXITSTATUS (status) == 0, "'%s' was accepted", what[which]);
    }
}

/* Each verb's operand signature (actions.c): how many operands it takes
 * and of which kinds. ardina_action_valid, the text of an action and
 * reading it back all follow it; which piece or place is meant is the
 * rules' business, refused by rule, not here. */
static void
test_action_signatures (void)
{
  uint16_t carleton = code_of ("carleton"), spy = code_of ("spy-1"), unit = code_of ("br-reg-1");
  uint16_t mt = code_of ("mutiny-and-treason-1");
  uint16_t quebec = (uint16_t) (ARDINA_CODE_LOCALE | locale_of ("quebec"));
  int canada_index = ardina_map_region_lookup ("canada");
  CHECK_FATAL (canada_index >= 0, "no map region named canada");
  uint16_t canada = (uint16_t) (ARDINA_CODE_REGION | canada_index);
  uint16_t fortress = (uint16_t) (ARDINA_CODE_MARKER | ARDINA_MARKER_FORTRESS);
  uint16_t five = ARDINA_CODE_NUMBER | 5, top = ARDINA_CODE_NUMBER | 99, over = ARDINA_CODE_NUMBER | 100;
  uint16_t hand = ARDINA_OPERAND_HAND;
  const struct {
    ArdinaVerb verb;
    guint n;
    uint16_t args[3];
    gboolean valid;
  } cases[] = {
    { ARDINA_VERB_PLACE, 2, { carleton, quebec }, TRUE },
    { ARDINA_VERB_PLACE, 2, { fortress, quebec }, TRUE },
    { ARDINA_VERB_PLACE, 1, { carleton }, FALSE },
    { ARDINA_VERB_PLACE, 3, { carleton, quebec, quebec }, FALSE },
    { ARDINA_VERB_PLACE, 2, { quebec, carleton }, FALSE },
    { ARDINA_VERB_PLACE, 2, { carleton, canada }, FALSE },
    { ARDINA_VERB_PLACE, 2, { ARDINA_CODE_UNIT | ARDINA_DATA_N_UNITS, quebec }, FALSE },
    { ARDINA_VERB_PLACE, 2, { ARDINA_CODE_LEADER | ARDINA_DATA_N_LEADERS, quebec }, FALSE },
    { ARDINA_VERB_PLACE, 2, { ARDINA_CODE_MARKER | ARDINA_MARKER_COUNT, quebec }, FALSE },
    { ARDINA_VERB_PLACE, 2, { carleton, ARDINA_CODE_LOCALE | ARDINA_DATA_N_LOCALES }, FALSE },
    { ARDINA_VERB_OFFER, 1, { spy }, TRUE },
    { ARDINA_VERB_OFFER, 2, { spy, canada }, TRUE },
    { ARDINA_VERB_OFFER, 2, { spy, quebec }, TRUE },
    { ARDINA_VERB_OFFER, 2, { spy, five }, TRUE },
    { ARDINA_VERB_OFFER, 2, { spy, top }, TRUE },
    { ARDINA_VERB_OFFER, 2, { spy, over }, FALSE },
    { ARDINA_VERB_OFFER, 2, { spy, hand }, TRUE },     /* a word; which targets is the kind's business */
    { ARDINA_VERB_OFFER, 2, { spy, ARDINA_CODE_WORD | ARDINA_WORD_COUNT }, FALSE },
    { ARDINA_VERB_OFFER, 2, { spy, ARDINA_CODE_REGION | ARDINA_DATA_N_MAP_REGIONS }, FALSE },
    { ARDINA_VERB_OFFER, 0, { 0 }, FALSE },
    { ARDINA_VERB_OFFER, 3, { spy, five, five }, FALSE },
    { ARDINA_VERB_WITHDRAW, 1, { spy }, TRUE },
    { ARDINA_VERB_WITHDRAW, 1, { unit }, TRUE },
    { ARDINA_VERB_WITHDRAW, 1, { quebec }, FALSE },
    { ARDINA_VERB_WITHDRAW, 1, { ARDINA_CODE_PIECE | ARDINA_DATA_N_CAMPAIGN_PIECES }, FALSE },
    { ARDINA_VERB_SEAL, 0, { 0 }, TRUE },
    { ARDINA_VERB_SEAL, 1, { spy }, FALSE },
    { ARDINA_VERB_END, 0, { 0 }, TRUE },
    { ARDINA_VERB_END, 1, { five }, FALSE },
    { ARDINA_VERB_RETURN, 1, { spy }, TRUE },
    { ARDINA_VERB_RETURN, 2, { spy, spy }, FALSE },
    { ARDINA_VERB_RETURN, 1, { hand }, FALSE },
    { ARDINA_VERB_SPY, 1, { hand }, TRUE },
    { ARDINA_VERB_SPY, 1, { canada }, TRUE },
    { ARDINA_VERB_SPY, 1, { quebec }, TRUE },
    { ARDINA_VERB_SPY, 1, { spy }, FALSE },
    { ARDINA_VERB_SPY, 1, { five }, FALSE },
    { ARDINA_VERB_SPY, 1, { ARDINA_CODE_WORD | ARDINA_WORD_COUNT }, FALSE },
    { ARDINA_VERB_SPY, 0, { 0 }, FALSE },
    { ARDINA_VERB_COUNTER, 1, { spy }, TRUE },
    { ARDINA_VERB_COUNTER, 1, { hand }, FALSE },
    { ARDINA_VERB_DECLINE, 0, { 0 }, TRUE },
    { ARDINA_VERB_DECLINE, 1, { hand }, FALSE },
    { ARDINA_VERB_PLAY, 1, { mt }, TRUE },
    { ARDINA_VERB_PLAY, 0, { 0 }, FALSE },
    { ARDINA_VERB_PLAY, 1, { canada }, FALSE },
    { ARDINA_VERB_MOBILIZE, 2, { unit, quebec }, TRUE },
    { ARDINA_VERB_MOBILIZE, 2, { ARDINA_OPERAND_WORD (ARDINA_WORD_LEADER), quebec }, TRUE },
    { ARDINA_VERB_MOBILIZE, 1, { unit }, FALSE },
    { ARDINA_VERB_MOBILIZE, 2, { unit, canada }, FALSE },
    { ARDINA_VERB_BUY, 0, { 0 }, TRUE },
    { ARDINA_VERB_BUY, 1, { five }, FALSE },
    { ARDINA_VERB_SPLIT, 1, { unit }, TRUE },
    { ARDINA_VERB_SPLIT, 1, { quebec }, FALSE },
    { ARDINA_VERB_MERGE, 2, { unit, unit }, TRUE },
    { ARDINA_VERB_MERGE, 1, { unit }, FALSE },
    { ARDINA_VERB_CHOOSE, 1, { ARDINA_OPERAND_WORD (ARDINA_WORD_BALANCE) }, TRUE },
    { ARDINA_VERB_CHOOSE, 1, { carleton }, TRUE },
    { ARDINA_VERB_CHOOSE, 1, { quebec }, TRUE },
    { ARDINA_VERB_CHOOSE, 0, { 0 }, FALSE },
    { ARDINA_VERB_CHOOSE, 1, { over }, FALSE },
    { ARDINA_VERB_TAKE, 1, { unit }, TRUE },
    { ARDINA_VERB_TAKE, 1, { carleton }, TRUE },
    { ARDINA_VERB_TAKE, 1, { quebec }, FALSE },
    { ARDINA_VERB_COMMAND, 1, { carleton }, TRUE },
    { ARDINA_VERB_COMMAND, 0, { 0 }, FALSE },
    { ARDINA_VERB_ROLL, 0, { 0 }, TRUE },
    { ARDINA_VERB_ROLL, 1, { five }, FALSE },
    { ARDINA_VERB_MARCH, 1, { quebec }, TRUE },
    { ARDINA_VERB_MARCH, 1, { canada }, FALSE },
    { ARDINA_VERB_DROP, 1, { unit }, TRUE },
    { ARDINA_VERB_DROP, 1, { five }, FALSE },
    { ARDINA_VERB_END_MOVE, 0, { 0 }, TRUE },
    { ARDINA_VERB_END_MOVE, 1, { quebec }, FALSE },
    { ARDINA_VERB_FORCE_MARCH, 1, { spy }, TRUE },
    { ARDINA_VERB_FORCE_MARCH, 1, { hand }, FALSE },
    { ARDINA_VERB_ATTACK, 1, { quebec }, TRUE },
    { ARDINA_VERB_ATTACK, 1, { unit }, FALSE },
    { ARDINA_VERB_FIRE, 1, { five }, TRUE },
    { ARDINA_VERB_FIRE, 0, { 0 }, FALSE },
    { ARDINA_VERB_ASSIGN, 1, { unit }, TRUE },
    { ARDINA_VERB_ASSIGN, 1, { quebec }, FALSE },
    { ARDINA_VERB_RETREAT, 0, { 0 }, TRUE },
    { ARDINA_VERB_RETREAT, 1, { quebec }, FALSE },
    { ARDINA_VERB_RETREAT_TO, 1, { quebec }, TRUE },
    { ARDINA_VERB_RETREAT_TO, 0, { 0 }, FALSE },
    { ARDINA_VERB_FORAGE, 1, { unit }, TRUE },
    { ARDINA_VERB_FORAGE, 1, { five }, FALSE },
    { ARDINA_VERB_PARTISAN, 2, { canada, spy }, TRUE },
    { ARDINA_VERB_PARTISAN, 1, { quebec }, FALSE },
    { ARDINA_VERB_COMMITTEE, 1, { canada }, TRUE },
    { ARDINA_VERB_COMMITTEE, 1, { quebec }, FALSE },
    { ARDINA_VERB_BAIT, 1, { quebec }, TRUE },
    { ARDINA_VERB_BAIT, 1, { canada }, FALSE },
    { ARDINA_VERB_UPGRADE, 2, { unit, unit }, TRUE },
    { ARDINA_VERB_UPGRADE, 1, { unit }, FALSE },
  };
  gboolean valid_seen[ARDINA_VERB_COUNT] = { FALSE }, invalid_seen[ARDINA_VERB_COUNT] = { FALSE };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArdinaAction a;
      memset (&a, 0, sizeof a);
      a.side = i % 2 ? ARDINA_SIDE_BRITISH : ARDINA_SIDE_AMERICAN;
      a.verb = (guint8) cases[i].verb;
      a.n_args = (guint8) cases[i].n;
      for (guint j = 0; j < cases[i].n; j++)
        a.args[j] = cases[i].args[j];
      gboolean valid = ardina_action_valid (&a);
      char *s = ardina_action_to_string (&a);
      CHECK (valid == cases[i].valid, "case %u (verb %u, %u operands, first 0x%04x) is %s, expected %s", i,
             a.verb, a.n_args, a.args[0], valid ? "valid" : "invalid", cases[i].valid ? "valid" : "invalid");
      if (cases[i].valid)
        {
          ArdinaAction b;
          CHECK (s && ardina_action_parse (s, &b, NULL) && same_action (&a, &b),
                 "case %u: the valid action '%s' does not read back the same", i, s ? s : "(null)");
          valid_seen[a.verb] = TRUE;
        }
      else
        {
          CHECK (s == NULL, "case %u: the invalid action has the text '%s'", i, s);
          invalid_seen[a.verb] = TRUE;
        }
      g_free (s);
    }
  for (int v = 0; v < ARDINA_VERB_COUNT; v++)
    CHECK (valid_seen[v] && invalid_seen[v], "verb %d lacks a valid or an invalid case", v);

  /* No verb past the table, and only the two players have text. */
  ArdinaAction a = ardina_action_make (ARDINA_SIDE_AMERICAN, ARDINA_VERB_SEAL, 0);
  a.verb = ARDINA_VERB_COUNT;
  CHECK (!ardina_action_valid (&a) && ardina_action_to_string (&a) == NULL, "a verb past the table is valid");
  a = ardina_action_make (ARDINA_SIDE_NONE, ARDINA_VERB_SEAL, 0);
  char *s = ardina_action_to_string (&a);
  CHECK (s == NULL, "an action of no side has the text '%s'", s);
  g_free (s);

  /* Numbers as text: 0-99, digits only. */
  static const char *const numbers[] = { "american offer spy-1 0", "american offer spy-1 99" };
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      s = NULL;
      CHECK (ardina_action_parse (numbers[i], &a, NULL) && (s = ardina_action_to_string (&a))
             && strcmp (s, numbers[i]) == 0, "'%s' does not round-trip ('%s')", numbers[i], s ? s : "(null)");
      g_free (s);
    }
  static const char *const not_numbers[] = { "american offer spy-1 100", "american offer spy-1 -1",
                                             "american offer spy-1 5x", "american offer spy-1 +5" };
  for (guint i = 0; i < G_N_ELEMENTS (not_numbers); i++)
    CHECK (!ardina_action_parse (not_numbers[i], &a, NULL), "'%s' parses", not_numbers[i]);
}

/* An action whose operand count claims more than the operands it holds:
 * placed so that it ends where a page nobody may read begins, any read
 * past its operands faults. Returns 0 when everything behaved, 1 on a
 * wrong answer (a fault shows as a signal). */
static int
bounds_child (void)
{
  long page = sysconf (_SC_PAGESIZE);
  uint8_t *mem = mmap (NULL, (size_t) (2 * page), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mem == MAP_FAILED || mprotect (mem + page, (size_t) page, PROT_NONE) != 0)
    return 2;
  ArdinaAction *a = (ArdinaAction *) (mem + page - sizeof (ArdinaAction));
  int wrong = 0;

  /* Every verb, every operand count a byte can claim, garbage operands. */
  for (guint v = 0; v <= ARDINA_VERB_COUNT; v++)
    for (guint n = 0; n <= 255; n++)
      {
        memset (a, 0xff, sizeof *a);
        a->side = ARDINA_SIDE_BRITISH;
        a->verb = (guint8) v;
        a->n_args = (guint8) n;
        gboolean valid = ardina_action_valid (a);
        char *s = ardina_action_to_string (a);
        /* Only the verbs without operands can be valid with these. */
        gboolean expect = v < ARDINA_VERB_COUNT && n == 0
                          && (v == ARDINA_VERB_SEAL || v == ARDINA_VERB_END || v == ARDINA_VERB_DECLINE
                              || v == ARDINA_VERB_BUY || v == ARDINA_VERB_ROLL || v == ARDINA_VERB_END_MOVE
                              || v == ARDINA_VERB_RETREAT);
        if (valid != expect || (s != NULL) != expect)
          {
            printf ("\n  verb %u with %u operands: valid %d, text %s\n", v, n, valid, s ? s : "(null)");
            wrong++;
          }
        g_free (s);
      }

  /* A valid action is written from its operands alone, whatever lies in
   * the slots after them. */
  GError *error = NULL;
  if (!ardina_action_parse ("british place carleton quebec", a, &error))
    return 1;
  for (guint i = a->n_args; i < ARDINA_ACTION_MAX_ARGS; i++)
    a->args[i] = 0xffff;
  char *s = ardina_action_to_string (a);
  if (!s || strcmp (s, "british place carleton quebec") != 0)
    {
      printf ("\n  with garbage after its operands the action reads '%s'\n", s ? s : "(null)");
      wrong++;
    }
  g_free (s);

  /* The engine refuses such an action as malformed, without reading on. */
  ArdinaGameOptions o = options (ARDINA_SCENARIO_FULL, ARDINA_OPTIONAL_ALL, 42);
  ArdinaGame *g = ardina_game_new_standard (&o, NULL, NULL);
  a->n_args = 255;
  if (ardina_game_apply (g, a, NULL, NULL, &error) || !g_error_matches (error, ARDINA_ERROR, ARDINA_ERROR_INVALID))
    {
      printf ("\n  an action claiming 255 operands was not refused as invalid (%s)\n", error ? error->message : "");
      wrong++;
    }
  g_clear_error (&error);
  ardina_game_free (g);
  fflush (stdout);
  return wrong ? 1 : 0;
}

static void
test_action_bounds (void)
{
  fflush (stdout);
  pid_t pid = fork ();
  CU_ASSERT_FATAL (pid >= 0);
  if (pid == 0)
    _exit (bounds_child ());
  int status = 0;
  CU_ASSERT_FATAL (waitpid (pid, &status, 0) == pid);
  CHECK (WIFEXITED (status), "reading an action past its operands crashed (signal %d)",
         WIFSIGNALED (status) ? WTERMSIG (status) : 0);
  CHECK (!WIFEXITED (status) || WEXITSTATUS (status) == 0, "an action claiming more operands than it holds was "
         "handled wrongly (exit %d)", WEXITSTATUS (status));
}

static CU_TestInfo tests[] = {
  { "action text", test_action_text },
  { "crafted out-of-range operands", test_crafted_operands },
  { "operand signatures", test_action_signatures },
  { "text never read past the operands", test_action_bounds },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("actions", tests);
}
