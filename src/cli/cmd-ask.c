/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina ask SAVE ACTION...: may I do this here?
 *
 *   ardina ask [--dice 3,5,6] [--as SIDE] [--list] [--step N] [--after ACTION]...
 *              SAVE [ACTION...]
 *
 * SAVE is a saved game or an oracle case, whose start (its board or
 * standard set-up, with its scripts, run to its first decision; with
 * --step N, after its first N steps) is the position; each --after
 * ACTION is played on it first, in order. An action refused only because
 * a window to play action markers is open (7.9) is said to be so, and
 * asked again once both sides have declined the window. Each ACTION is asked on its own copy of that same position:
 * refused, with the rule that forbids it, that rule's paraphrase and the
 * rulings that concern it; or legal, with the events it would cause and
 * the decision that would follow. The dice are the save's own unless
 * --dice scripts them. Exit 0 when every action is legal, 1 when one is
 * not (refused, or undecided for want of dice), 2 on bad usage or a file
 * that cannot be read. */
#include "cli.h"
#include "names.h"
#include "show.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  char *dice, *as;
  char **after;            /* --after ACTION...: played first, in order */
  int step;                /* --step N: a case after its first N steps; -1 its start */
  gboolean list, json;     /* --list --json: the legal actions as JSON (show-json.c) */
  ArdinaSide audience;     /* ARDINA_SIDE_NONE: everything */
  gboolean from_case;      /* SAVE is a case: its start is the position */
} Options;

typedef enum { ASK_LEGAL, ASK_REFUSED, ASK_UNDECIDED } Answer;

/* ==== shared with `case new` (cli.h) ==== */

ArdinaGame *
cli_load_game (const char *command, const char *path, gboolean *from_case)
{
  GError *error = NULL;
  ArdinaGame *g = ardina_oracle_load_game (path, from_case, &error);
  if (!g)
    {
      cli_error (command, "%s", error->message);
      g_error_free (error);
    }
  return g;
}

gboolean
cli_parse_actions (const char *command, char **texts, int n, ArdinaAction *out)
{
  for (int i = 0; i < n; i++)
    {
      GError *error = NULL;
      if (!ardina_action_parse (texts[i], &out[i], &error))
        {
          cli_usage_error (command, "%s", error->message);
          g_error_free (error);
          return FALSE;
        }
    }
  return TRUE;
}

const char *
cli_decision_kind (ArdinaDecisionKind kind)
{
  return ardina_decision_kind_name (kind);
}

/* ==== the position ==== */

static const char *
side_name (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? "american" : side == ARDINA_SIDE_BRITISH ? "british" : "none";
}

static const char *
plural (guint n)
{
  return n == 1 ? "" : "s";
}

/* Whether the reader may see @side's legal actions: under --as, only his
 * own, since the enemy's would show the enemy hand (22.2). */
static gboolean
shown (const Options *o, ArdinaSide side)
{
  return o->audience == ARDINA_SIDE_NONE || o->audience == side;
}

static void
list_actions (const ArdinaGame *g, ArdinaSide side, guint n, int indent)
{
  ArdinaAction *v = g_new (ArdinaAction, MAX (n, 1u));
  n = MIN (n, ardina_game_legal_actions (g, side, v, n));
  for (guint i = 0; i < n; i++)
    {
      char *text = ardina_action_to_string (&v[i]);
      printf ("%*s%s\n", indent, "", text);
      g_free (text);
    }
  g_free (v);
}

/* "N legal actions" for @side, listed under --list. */
static void
print_count (const ArdinaGame *g, ArdinaSide side, const Options *o, int indent)
{
  guint n = ardina_game_legal_actions (g, side, NULL, 0);
  if (!shown (o, side))
    {
      printf ("; its legal actions are not shown to the %s\n", side_name (o->audience));
      return;
    }
  printf ("; %u legal action%s\n", n, plural (n));
  if (o->list)
    list_actions (g, side, n, indent + 2);
}

/* Who decides what, with the rule calling for it; a side with no decision
 * pending may still have free actions (a Spy, 7.9, R-42). */
static void
print_pending (const ArdinaGame *g, const Options *o, int indent)
{
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  if (!n)
    {
      ArdinaSide w = ardina_game_get_winner (g);
      printf ("%*sthe game is over (%s; winner: %s)\n", indent, "", ardina_game_get_result (g), side_name (w));
      return;
    }
  gboolean pending[2] = { FALSE, FALSE };
  for (guint i = 0; i < n; i++)
    {
      printf ("%*spending [%s] %s: %s", indent, "", ardina_rule_get_id (p[i].rule), side_name (p[i].side),
              p[i].prompt);
      print_count (g, p[i].side, o, indent);
      pending[p[i].side == ARDINA_SIDE_BRITISH] = TRUE;
    }
  for (int s = 0; s < 2; s++)
    {
      ArdinaSide side = s ? ARDINA_SIDE_BRITISH : ARDINA_SIDE_AMERICAN;
      if (pending[s] || !shown (o, side) || !ardina_game_legal_actions (g, side, NULL, 0))
        continue;
      printf ("%*salso %s, with no decision pending", indent, "", side_name (side));
      print_count (g, side, o, indent);
    }
}

static void
print_position (const ArdinaGame *g, const char *path, const Options *o)
{
  guint after = o->after ? g_strv_length (o->after) : 0;
  if (o->step > 0)
    printf ("%u, %s (the case %s after step %d", ardina_game_get_year (g), ardina_game_get_phase_name (g),
            path, o->step);
  else
    printf ("%u, %s (%s%s", ardina_game_get_year (g), ardina_game_get_phase_name (g),
            o->from_case ? "the start of the case " : "", path);
  if (after)
    printf (", then %u action%s played", after, plural (after));
  printf ("):\n");
  print_pending (g, o, 2);
}

/* ==== one action ==== */

/* Whether a window to play action markers is open (7.9): a side is asked
 * to play one or pass. The pending decision does not say which interrupt
 * it is, so the window is told by its prompt (core/window.c); this is the
 * one place that reads it. */
static gboolean
window_open (const ArdinaGame *g)
{
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  for (guint i = 0; i < n; i++)
    if (p[i].kind == ARDINA_DECISION_RESPOND && strstr (p[i].prompt, "may play an action marker"))
      return TRUE;
  return FALSE;
}

/* A copy of @g after every window open now is declined by each side it
 * asks, or NULL when a decline is refused or no window is open. */
static ArdinaGame *
after_windows (const ArdinaGame *g)
{
  ArdinaGame *copy = ardina_game_copy (g);
  gboolean ok = window_open (copy);
  /* Each decline closes a side's part of a window; a bound, should the
   * engine open window after window. */
  for (int i = 0; ok && i < 16 && window_open (copy); i++)
    {
      ArdinaPending p[2];
      ardina_game_pending (copy, p);
      ok = ardina_game_apply_text (copy, p[0].side == ARDINA_SIDE_BRITISH ? "british decline" : "american decline",
                                   NULL, NULL, NULL);
    }
  if (ok && !window_open (copy))
    return copy;
  ardina_game_free (copy);
  return NULL;
}

/* The events of one action, kept until it is known to be legal. */
typedef struct {
  const Options *o;
  GPtrArray *lines;
} Sink;

/* Events as `ardina play` prints them; under --as, only those that side
 * may see. */
static void
keep_event (const ArdinaEvent *e, gpointer data)
{
  Sink *sink = data;
  ArdinaSide a = ardina_event_get_audience (e);
  if (sink->o->audience != ARDINA_SIDE_NONE && a != ARDINA_SIDE_NONE && a != sink->o->audience)
    return;
  g_ptr_array_add (sink->lines, g_strdup_printf ("%s%s", a == ARDINA_SIDE_NONE ? "" : a == ARDINA_SIDE_AMERICAN
                                                 ? "(american only) " : "(british only) ", ardina_event_get_text (e)));
}

static void
print_rulings (const ArdinaRule *rule, int width)
{
  const ArdinaRuling *list[64];
  guint n = ardina_rule_get_rulings (rule, list, G_N_ELEMENTS (list));
  if (!n)
    {
      printf ("  no ruling concerns %s\n", ardina_rule_get_id (rule));
      return;
    }
  printf ("  rulings that concern %s:\n", ardina_rule_get_id (rule));
  for (guint i = 0; i < n && i < G_N_ELEMENTS (list); i++)
    {
      char *q = g_strdup_printf ("%s%s: %s", ardina_ruling_get_id (list[i]),
                                 ardina_ruling_get_kind (list[i]) == ARDINA_RULING_CLARIFICATION ? " (clarification)" : "",
                                 ardina_ruling_get_question (list[i]));
      char *a = g_strconcat ("Ruling: ", ardina_ruling_get_answer (list[i]), NULL);
      cli_wrap (stdout, q, 4, width);
      cli_wrap (stdout, a, 6, width);
      g_free (q), g_free (a);
    }
}

/* The rule a refusal cites, in the project's words (the catalog quotes
 * nothing of the rulebook), and the rulings that concern it. */
static void
explain_refusal (const GError *error)
{
  const ArdinaRule *rule = ardina_error_get_rule (error);
  int width = cli_width ();
  if (!rule)
    return;
  printf ("  rule %s %s; in the project's paraphrase, not the rulebook's words:\n", ardina_rule_get_id (rule),
          ardina_rule_get_title (rule));
  cli_wrap (stdout, ardina_rule_get_paraphrase (rule), 4, width);
  print_rulings (rule, width);
}

static Answer
print_failure (const GError *error, const Options *o)
{
  if (g_error_matches (error, ARDINA_ERROR, ARDINA_ERROR_DICE))
    {
      printf ("  undecided: %s\n", error->message);
      printf ("  what it does depends on %s the %s does not hold%s\n",
              strstr (error->message, "picks") ? "random picks" : "dice", o->from_case ? "case" : "save",
              strstr (error->message, "picks") ? "" : "; give them with --dice");
      return ASK_UNDECIDED;
    }
  printf ("  refused: %s\n", error->message);
  explain_refusal (error);
  return ASK_REFUSED;
}

/* @a on a copy of @g: TRUE and what it would cause when legal, else
 * FALSE with *@error. */
static gboolean
try_action (const ArdinaGame *g, const ArdinaAction *a, const Options *o, const char *legal, GError **error)
{
  ArdinaGame *copy = ardina_game_copy (g);
  GPtrArray *events = g_ptr_array_new_with_free_func (g_free);
  Sink sink = { o, events };
  gboolean ok = ardina_game_apply (copy, a, keep_event, &sink, error);
  if (ok)
    {
      printf ("  %s; %s\n", legal, events->len ? "it would cause:" : "it would cause no event");
      for (guint i = 0; i < events->len; i++)
        printf ("    %s\n", (const char *) g_ptr_array_index (events, i));
      printf ("  then %u, %s:\n", ardina_game_get_year (copy), ardina_game_get_phase_name (copy));
      print_pending (copy, o, 4);
    }
  g_ptr_array_free (events, TRUE);
  ardina_game_free (copy);
  return ok;
}

/* Refused while a window of 7.9 is open: the window is declined by both
 * and the action asked again, since the question is most often about the
 * decision the window stands before (issue 20). Still refused then, the
 * refusal told is the window's own. */
static gboolean
ask_after_windows (const ArdinaGame *g, const ArdinaAction *a, const Options *o)
{
  ArdinaGame *later = after_windows (g);
  GError *error = NULL;
  gboolean legal = FALSE;
  if (!later)
    return FALSE;
  printf ("  not now: a window to play action markers is open (7.9), and only a marker or a decline answers it\n");
  printf ("  once the window is declined by both, at %u, %s:\n", ardina_game_get_year (later),
          ardina_game_get_phase_name (later));
  legal = try_action (later, a, o, "legal then", &error);
  if (!legal)
    {
      printf ("  refused then too: %s\n", error->message);
      explain_refusal (error);
      g_error_free (error);
    }
  ardina_game_free (later);
  return TRUE;
}

static Answer
ask_one (const ArdinaGame *g, const char *typed, const char *text, const ArdinaAction *a, const Options *o)
{
  GError *error = NULL;
  Answer answer = ASK_LEGAL;
  printf ("\n> %s\n", typed);
  if (strcmp (typed, text))
    printf ("  read as: %s\n", text);
  if (!try_action (g, a, o, "legal", &error))
    {
      if (g_error_matches (error, ARDINA_ERROR, ARDINA_ERROR_ILLEGAL) && ask_after_windows (g, a, o))
        answer = ASK_REFUSED;
      else
        answer = print_failure (error, o);
      g_error_free (error);
    }
  return answer;
}

/* ==== options ==== */

/* --dice "3,5,6" (commas or spaces): the dice script of the copies. */
static gboolean
set_dice (ArdinaGame *g, const char *list)
{
  char **words = g_strsplit_set (list, ", ", -1);
  GByteArray *dice = g_byte_array_new ();
  gboolean ok = TRUE;
  for (char **w = words; *w && ok; w++)
    {
      char *end;
      long d = strtol (*w, &end, 10);
      ok = !**w || (end != *w && !*end && d >= 1 && d <= 6);
      if (ok && **w)
        g_byte_array_append (dice, (guint8[]) { (guint8) d }, 1);
    }
  GError *error = NULL;
  ok = ok && dice->len && ardina_game_set_dice_script (g, dice->data, dice->len, &error);
  if (error)
    cli_usage_error ("ask", "--dice: %s", error->message);
  else if (!ok)
    cli_usage_error ("ask", "--dice takes dice 1-6 separated by commas, such as 3,5,6");
  g_clear_error (&error);
  g_byte_array_unref (dice);
  g_strfreev (words);
  return ok;
}

gboolean
cli_parse_side (const char *name, ArdinaSide *side)
{
  if (!g_strcmp0 (name, "american"))
    *side = ARDINA_SIDE_AMERICAN;
  else if (!g_strcmp0 (name, "british"))
    *side = ARDINA_SIDE_BRITISH;
  else
    return FALSE;
  return TRUE;
}

/* --after: each action played on the position in turn, its events
 * shown, before the question is asked; FALSE after saying which one the
 * engine refused. */
static gboolean
play_after (ArdinaGame *g, const Options *o)
{
  for (char **t = o->after; t && *t; t++)
    {
      GPtrArray *events = g_ptr_array_new_with_free_func (g_free);
      Sink sink = { o, events };
      GError *error = NULL;
      gboolean ok = ardina_game_apply_text (g, *t, keep_event, &sink, &error);
      printf ("after> %s\n", *t);
      for (guint i = 0; ok && i < events->len; i++)
        printf ("  %s\n", (const char *) g_ptr_array_index (events, i));
      g_ptr_array_free (events, TRUE);
      if (!ok)
        {
          cli_error ("ask", "--after '%s' is refused: %s", *t, error->message);
          g_error_free (error);
          return FALSE;
        }
    }
  return TRUE;
}

/* The @n actions as read: each text as given, or, when it is no action
 * but is one with the names off the counters and the map read for ids
 * (names.h), that reading. */
static char **
read_names (char **texts, int n)
{
  char **read = g_new0 (char *, n + 1);
  for (int i = 0; i < n; i++)
    {
      ArdinaAction a;
      char *ids = ardina_action_parse (texts[i], &a, NULL) ? NULL : cli_names_to_ids (texts[i], NULL);
      read[i] = ids && ardina_action_parse (ids, &a, NULL) ? ids : g_strdup (texts[i]);
      if (read[i] != ids)
        g_free (ids);
    }
  return read;
}

static int
ask (ArdinaGame *g, const char *path, char **typed, int n, Options *o)
{
  ArdinaAction *actions = g_new0 (ArdinaAction, MAX (n, 1));
  char **texts = read_names (typed, n);
  guint legal = 0, refused = 0, undecided = 0;
  int rc = CLI_USAGE;
  /* What was typed is checked first; then whether the position may be
   * played on at all (issue 15: optional sections not played yet). */
  if (cli_parse_actions ("ask", texts, n, actions) && (!o->dice || set_dice (g, o->dice))
      && cli_optional_played ("ask", path, g))
    {
      if (!play_after (g, o))
        {
          g_free (actions);
          g_strfreev (texts);
          return CLI_FAILED;
        }
      print_position (g, path, o);
      for (int i = 0; i < n; i++)
        switch (ask_one (g, typed[i], texts[i], &actions[i], o))
          {
          case ASK_LEGAL: legal++; break;
          case ASK_REFUSED: refused++; break;
          default: undecided++; break;
          }
      if (n && undecided)
        printf ("\n%u legal, %u refused, %u undecided\n", legal, refused, undecided);
      else if (n)
        printf ("\n%u legal, %u refused\n", legal, refused);
      rc = refused || undecided ? CLI_FAILED : CLI_OK;
    }
  g_free (actions);
  g_strfreev (texts);
  return rc;
}

int
cli_ask (int argc, char **argv)
{
  Options o = { .audience = ARDINA_SIDE_NONE, .step = -1 };
  GOptionEntry entries[] = {
    { "dice", 0, 0, G_OPTION_ARG_STRING, &o.dice, "Script the dice instead of the save's own source", "3,5,6" },
    { "as", 0, 0, G_OPTION_ARG_STRING, &o.as, "Show only what this side may see", "american|british" },
    { "after", 0, 0, G_OPTION_ARG_STRING_ARRAY, &o.after, "Play ACTION first (repeatable, in order)", "ACTION" },
    { "step", 0, 0, G_OPTION_ARG_INT, &o.step, "For a case: the position after its first N steps", "N" },
    { "list", 0, 0, G_OPTION_ARG_NONE, &o.list, "List the legal actions of the position", NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &o.json, "With --list: the list as JSON (doc/show.md)", NULL },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "ask SAVE [ACTION...]",
                      "May I do this here? Each ACTION (one action text per argument, such as\n"
                      "\"british play master-plan-1\") is asked on its own from the position of SAVE,\n"
                      "a saved game or an oracle case's start: refused, with the rule, its paraphrase\n"
                      "and its rulings; or legal, with the events it would cause and the decision that\n"
                      "follows. Exits 1 when an action is not legal.", entries);
  if (rc == CLI_OK && argc < 2)
    rc = cli_usage_error ("ask", "expected a saved game or a case, then actions");
  else if (rc == CLI_OK && o.as && !cli_parse_side (o.as, &o.audience))
    rc = cli_usage_error ("ask", "--as takes american or british");
  else if (rc == CLI_OK && o.json && (!o.list || argc > 2))
    rc = cli_usage_error ("ask", "--json goes with --list and no action");
  if (rc == CLI_OK)
    {
      ArdinaGame *g = cli_load_game ("ask", argv[1], &o.from_case);
      if (g && o.step >= 0 && !o.from_case)
        rc = cli_usage_error ("ask", "--step takes a case, and %s is a saved game", argv[1]);
      else if (g && o.step > 0 && !cli_case_steps ("ask", g, argv[1], o.step))
        rc = CLI_USAGE;
      if (rc != CLI_OK)
        ;
      else if (g && o.json && (!o.dice || set_dice (g, o.dice)))
        {
          char *text = show_json_write (show_json_actions (g, o.audience), TRUE);
          printf ("%s\n", text);
          g_free (text);
        }
      else if (g && o.json)
        rc = CLI_USAGE;
      else
        rc = g ? ask (g, argv[1], argv + 2, argc - 2, &o) : CLI_USAGE;
      if (g)
        ardina_game_free (g);
    }
  g_free (o.dice), g_free (o.as);
  g_strfreev (o.after);
  return rc;
}
