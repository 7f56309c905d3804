/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina case new --from SAVE [ACTION...]: an oracle case skeleton.
 *
 *   ardina case new --from SAVE [--id ID] [--rules "7.9 8.2"] [-o FILE] [ACTION...]
 *   ardina case new --position FILE|--line LINE... [...] [ACTION...]
 *
 * Writes a case (doc/oracle-format.md) whose board is the position of
 * SAVE (a saved game, or a case's start), or of the short lines of
 * --position and --line (case-lines.c: a disputed position set up without
 * writing XML), whose scripts are the dice and
 * picks the actions need, and whose steps record what the engine does
 * today: the decision pending, then each ACTION in turn as a <do> or a
 * <refused rule=...>, each <do> followed by the decision that comes next.
 * The question and the ruling are placeholders for the player to write.
 * Before it is written the case is run, and it must pass as written: it
 * records the engine, and the player then edits it into what the rules
 * say. Exit 0 when written, 1 when the case does not replay the save (a
 * fault of this command), 2 on bad usage or a file that cannot be read or
 * written as a board. */
#include "cli.h"
#include "case-lines.h"
#include "io/xmlin.h"

#include <string.h>

#define PROSE_MAX 1800   /* the schema allows 2,000 characters of prose */

typedef struct {
  char *from, *id, *rules, *output;
  char *position;   /* --position FILE: the position as short lines (case-lines.c) */
  char **lines;     /* --line LINE..., the same on the command line */
} Options;

/* The case being drafted. */
typedef struct {
  GString *steps;
  GArray *refusals, *decisions, *events;   /* rule indexes (guint), each once, in the order met */
  GArray *dice;                            /* guint8 */
  GPtrArray *picks;                        /* static piece names */
  GString *answers;                        /* what the engine did, for the ruling's placeholder */
} Draft;

static void
add_rule (GArray *rules, const ArdinaRule *rule)
{
  guint index = rule ? ardina_rule_get_index (rule) : G_MAXUINT;
  for (guint i = 0; rule && i < rules->len; i++)
    if (g_array_index (rules, guint, i) == index)
      return;
  if (rule)
    g_array_append_val (rules, index);
}

static char *
escape (const char *text)
{
  return g_markup_escape_text (text, -1);
}

/* ==== steps ==== */

/* The decisions pending, one <pending> per side asked; <over/> and the
 * winner once the game is over. */
static void
write_pending (Draft *d, const ArdinaGame *g, GArray *rules)
{
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  for (guint i = 0; i < n; i++)
    {
      g_string_append_printf (d->steps, "  <pending side=\"%s\" kind=\"%s\" rule=\"%s\"/>\n",
                              p[i].side == ARDINA_SIDE_BRITISH ? "british" : "american",
                              cli_decision_kind (p[i].kind), ardina_rule_get_id (p[i].rule));
      if (rules)
        add_rule (rules, p[i].rule);
    }
  if (n)
    return;
  ArdinaSide w = ardina_game_get_winner (g);
  const char *result = ardina_game_get_result (g);
  g_string_append_printf (d->steps, "  <over/>\n  <winner side=\"%s\"", w == ARDINA_SIDE_AMERICAN ? "american"
                          : w == ARDINA_SIDE_BRITISH ? "british" : "none");
  if (g_strcmp0 (result, "none"))
    g_string_append_printf (d->steps, " result=\"%s\"", result);
  g_string_append (d->steps, "/>\n");
}

static void
note_event (const ArdinaEvent *e, gpointer data)
{
  Draft *d = data;
  for (guint i = 0; i < ardina_event_get_n_rules (e); i++)
    add_rule (d->events, ardina_event_get_rule_nth (e, i));
}

static void
answer (Draft *d, const char *text, const char *how)
{
  g_string_append_printf (d->answers, "%s%s %s", d->answers->len ? "; " : "", text, how);
}

/* An action that failed: refused by a rule, or undecided for want of a
 * die or pick the save does not hold (a scripted save that ran out). */
static void
write_failure (Draft *d, const char *text, const GError *error)
{
  char *t = escape (text);
  const ArdinaRule *rule = ardina_error_get_rule (error);
  if (rule)
    {
      char *how = g_strdup_printf ("is refused citing %s", ardina_rule_get_id (rule));
      g_string_append_printf (d->steps, "  <refused rule=\"%s\">%s</refused>\n", ardina_rule_get_id (rule), t);
      add_rule (d->refusals, rule);
      answer (d, text, how);
      g_free (how);
    }
  else
    {
      const char *kind = error->code == ARDINA_ERROR_DICE ? "dice" : error->code == ARDINA_ERROR_ILLEGAL
                         ? "illegal" : "invalid";
      if (error->code == ARDINA_ERROR_DICE)
        g_string_append (d->steps, "  <!-- The position holds no more scripted dice or picks for this action: "
                         "script them in <dice> or <picks> and make it a <do>. -->\n");
      g_string_append_printf (d->steps, "  <fails error=\"%s\">%s</fails>\n", kind, t);
      answer (d, text, error->code == ARDINA_ERROR_DICE ? "cannot be carried out without more dice" : "fails");
    }
  g_free (t);
}

/* One action, carried out on @g when legal: the case's scripts get the
 * dice and picks it draws from a seed first, so the case replays it. */
static gboolean
write_action (Draft *d, ArdinaGame *g, const char *text, const ArdinaAction *a)
{
  GError *error = NULL;
  if (!ardina_oracle_script_action (g, a, d->dice, d->picks, &error))
    {
      cli_error ("case new", "'%s': %s", text, error->message);
      g_error_free (error);
      return FALSE;
    }
  if (ardina_game_apply (g, a, note_event, d, &error))
    {
      char *t = escape (text);
      g_string_append_printf (d->steps, "  <do>%s</do>\n", t);
      write_pending (d, g, NULL);
      answer (d, text, "is accepted");
      g_free (t);
      return TRUE;
    }
  write_failure (d, text, error);
  g_error_free (error);
  return TRUE;
}

/* What a scripted save leaves unused, which a case must declare. */
static void
write_left (Draft *d, const ArdinaGame *g)
{
  if (ardina_game_dice_left (g))
    g_string_append_printf (d->steps, "  <dice-left n=\"%u\"/>\n", ardina_game_dice_left (g));
  if (ardina_game_picks_left (g))
    g_string_append_printf (d->steps, "  <picks-left n=\"%u\"/>\n", ardina_game_picks_left (g));
}

static gboolean
write_steps (Draft *d, const ArdinaGame *start, char **texts, const ArdinaAction *actions, int n)
{
  ArdinaGame *g = ardina_game_copy (start);
  gboolean ok = TRUE;
  ardina_oracle_scripts_left (g, d->dice, d->picks);
  write_pending (d, g, d->decisions);
  for (int i = 0; ok && i < n; i++)
    ok = write_action (d, g, texts[i], &actions[i]);
  write_left (d, g);
  ardina_game_free (g);
  return ok;
}

/* ==== the header ==== */

/* --rules, or the rules the engine cited: refusals first (a refusal is
 * what a dispute is most often about), then the decision pending, then the
 * events of the actions. */
static char *
rules_attribute (const Options *o, Draft *d)
{
  if (o->rules)
    {
      char **ids = g_strsplit_set (o->rules, " ,", -1);
      GString *s = g_string_new (NULL);
      for (char **id = ids; *id; id++)
        if (**id)
          g_string_append_printf (s, "%s%s", s->len ? " " : "", *id);
      g_strfreev (ids);
      return g_string_free (s, FALSE);
    }
  GArray *all = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *parts[] = { d->refusals, d->decisions, d->events };
  for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
    for (guint i = 0; i < parts[p]->len; i++)
      add_rule (all, ardina_rule_nth (g_array_index (parts[p], guint, i)));
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < all->len; i++)
    {
      const ArdinaRule *rule = ardina_rule_nth (g_array_index (all, guint, i));
      g_string_append_printf (s, "%s%s", i ? " " : "", ardina_rule_get_id (rule));
    }
  if (!all->len)
    g_string_append (s, "5.1");
  g_array_free (all, TRUE);
  return g_string_free (s, FALSE);
}

/* Who decides at the position, in words, for the question's placeholder. */
static char *
position_words (const ArdinaGame *g)
{
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  GString *s = g_string_new (NULL);
  g_string_append_printf (s, "%u, %s, ", ardina_game_get_year (g), ardina_game_get_phase_name (g));
  if (n == 2)
    g_string_append (s, "both players to decide");
  else
    g_string_append_printf (s, "the %s player to decide", p[0].side == ARDINA_SIDE_BRITISH ? "British" : "American");
  return g_string_free (s, FALSE);
}

/* A comment may not hold "--". */
static char *
comment_safe (const char *text)
{
  char **parts = g_strsplit (text, "--", -1);
  char *s = g_strjoinv ("- -", parts);
  g_strfreev (parts);
  return s;
}

static void
write_header (GString *out, const Options *o, Draft *d, const ArdinaGame *g, const char *id)
{
  char *rules = rules_attribute (o, d), *where = position_words (g), *from = comment_safe (o->from);
  if (d->answers->len > PROSE_MAX)
    {
      g_string_truncate (d->answers, PROSE_MAX);
      g_string_append (d->answers, "...");
    }
  char *answers = escape (d->answers->len ? d->answers->str : "no action was asked");
  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
                   "<!-- SPDX-License-Identifier: LGPL-2.1-or-later -->\n");
  g_string_append_printf (out, "<!-- Drafted by ardina case new from %s. The steps record what the engine does "
                          "today; write the question and the ruling, keep the steps that show what the rules "
                          "say, and run ardina check on this file. -->\n", from);
  g_string_append_printf (out, "<case format=\"1\" id=\"%s\" rules=\"%s\">\n", id, rules);
  g_string_append_printf (out, "  <question>TO WRITE: the situation (%s) and the question a player would ask "
                          "about it, in plain words.</question>\n", where);
  g_string_append_printf (out, "  <ruling>TO WRITE: the answer and why, citing rule numbers, for someone who has "
                          "not read the case (ardina check shows it beside a failure). What the engine does "
                          "today: %s.</ruling>\n", answers);
  g_free (rules), g_free (where), g_free (from), g_free (answers);
}

static void
write_scripts (GString *out, Draft *d)
{
  if (d->dice->len)
    {
      g_string_append (out, "  <dice>");
      for (guint i = 0; i < d->dice->len; i++)
        g_string_append_printf (out, "%s%u", i ? " " : "", g_array_index (d->dice, guint8, i));
      g_string_append (out, "</dice>\n");
    }
  if (d->picks->len)
    {
      g_string_append (out, "  <picks>");
      for (guint i = 0; i < d->picks->len; i++)
        g_string_append_printf (out, "%s%s", i ? " " : "", (const char *) g_ptr_array_index (d->picks, i));
      g_string_append (out, "</picks>\n");
    }
}

/* ==== checks before writing ==== */

/* -o FILE, where "-" is standard output as no -o is. */
static const char *
output_file (const Options *o)
{
  return o->output && strcmp (o->output, "-") ? o->output : NULL;
}

static gboolean
valid_id (const char *id)
{
  gsize len = strlen (id);
  if (!len || len > 80 || !g_ascii_isalnum (id[0]))
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!g_ascii_isalnum (*p) && !strchr ("._-", *p))
      return FALSE;
  return TRUE;
}

/* The id of the file's name (-o, else the save's): its base name without
 * .xml, spelled as an id may be. */
static char *
derive_id (const Options *o)
{
  char *base = g_path_get_basename (output_file (o) ? output_file (o) : o->from);
  if (g_str_has_suffix (base, ".xml"))
    base[strlen (base) - 4] = '\0';
  GString *s = g_string_new (NULL);
  for (const char *p = base; *p && s->len < 80; p++)
    g_string_append_c (s, g_ascii_isalnum (*p) || strchr ("._-", *p) ? *p : '-');
  if (!s->len || !g_ascii_isalnum (s->str[0]))
    g_string_prepend (s, "case-");
  g_string_truncate (s, 80);
  g_free (base);
  return g_string_free (s, FALSE);
}

/* Every id of --rules must be a canonical id of the catalog. */
static gboolean
valid_rules (const char *list)
{
  char **ids = g_strsplit_set (list, " ,", -1);
  gboolean ok = TRUE, any = FALSE;
  for (char **id = ids; *id && ok; id++)
    {
      if (!**id)
        continue;
      any = TRUE;
      if (ardina_rule_lookup (*id))
        continue;
      const ArdinaRule *near[3];
      guint n = ardina_rule_suggest (*id, near, G_N_ELEMENTS (near));
      cli_usage_error ("case new", "--rules: no rule '%s' in the catalog%s%s", *id, n ? "; closest: " : "",
                       n ? ardina_rule_get_id (near[0]) : "");
      ok = FALSE;
    }
  g_strfreev (ids);
  if (ok && !any)
    {
      cli_usage_error ("case new", "--rules names no rule");
      return FALSE;
    }
  return ok;
}

/* Oracle cases must have distinct ids; say so now rather than at the
 * next `ardina check oracle`. */
static void
warn_taken (const char *id)
{
  for (guint i = 0; i < ardina_case_count (); i++)
    if (!strcmp (ardina_case_get_id (ardina_case_nth (i)), id))
      cli_error ("case new", "warning: the oracle already has a case with the id %s (%s); choose another "
                 "with --id", id, ardina_case_get_file (ardina_case_nth (i)));
}

static void
print_failures (const ArdinaOracleResult *r)
{
  for (guint i = 0; i < ardina_oracle_result_get_n_failures (r); i++)
    fprintf (stderr, "  %s: expected %s\n    actual: %s\n", ardina_oracle_result_get_failure_where (r, i),
             ardina_oracle_result_get_failure_expected (r, i), ardina_oracle_result_get_failure_actual (r, i));
}

/* The case must start where the save stands and pass as written. */
static gboolean
replays (const char *text, const char *name, const ArdinaGame *g)
{
  GError *error = NULL;
  gsize len = strlen (text);
  ArdinaGame *start = ardina_oracle_start_data (text, len, name, &error);
  ArdinaOracleResult *r = start ? ardina_oracle_run_data (text, len, name, &error) : NULL;
  gboolean same = start && ardina_oracle_same_position (g, start), passed = r && ardina_oracle_result_passed (r);
  if (error)
    cli_error ("case new", "the case drafted does not run: %s", error->message);
  else if (!same)
    cli_error ("case new", "the case drafted does not start where the save stands");
  else if (!passed)
    {
      cli_error ("case new", "the case drafted does not pass as written:");
      print_failures (r);
    }
  g_clear_error (&error);
  ardina_oracle_result_free (r);
  if (start)
    ardina_game_free (start);
  return same && passed;
}

static gboolean
output (const Options *o, const GString *text)
{
  GError *error = NULL;
  if (!output_file (o))
    return fwrite (text->str, 1, text->len, stdout) == text->len;
  if (g_file_set_contents (o->output, text->str, (gssize) text->len, &error))
    return TRUE;
  cli_error ("case new", "%s", error->message);
  g_error_free (error);
  return FALSE;
}

/* ==== a position as short lines ==== */

/* The lines of --position FILE ("-": standard input), then of each --line. */
static char **
position_lines (const Options *o, GError **error)
{
  GPtrArray *all = g_ptr_array_new ();
  char *data = NULL;
  gsize len = 0;
  if (o->position && !strcmp (o->position, "-"))
    {
      GString *in = g_string_new (NULL);
      char buf[4096];
      size_t got;
      while ((got = fread (buf, 1, sizeof buf, stdin)) > 0 && in->len < ARDINA_XML_MAX)
        g_string_append_len (in, buf, (gssize) got);
      data = g_string_free (in, FALSE);
    }
  else if (o->position && !ardina_file_read (o->position, ARDINA_XML_MAX, &data, &len, error))
    {
      g_ptr_array_free (all, TRUE);
      return NULL;
    }
  char **file = data ? g_strsplit (data, "\n", -1) : g_new0 (char *, 1);
  for (char **l = file; *l; l++)
    g_ptr_array_add (all, g_strdup (*l));
  for (char **l = o->lines; l && *l; l++)
    g_ptr_array_add (all, g_strdup (*l));
  g_ptr_array_add (all, NULL);
  g_strfreev (file);
  g_free (data);
  return (char **) g_ptr_array_free (all, FALSE);
}

/* The input line behind an error of the board's own line: the line of
 * the attribute whose value the message names (a phase, a year, a
 * section), else the year's. */
static guint
head_line (const char *why, char **lines, GArray *origin)
{
  for (guint k = CASE_LINES_PHASE; k < CASE_LINES_BODY; k++)
    {
      guint line = g_array_index (origin, guint, k);
      char *text = line ? g_strstrip (g_strdup (lines[line - 1])) : NULL;
      char **w = text ? g_strsplit_set (text, " \t", 2) : NULL;
      gboolean named = w && w[0] && w[1] && strstr (why, g_strstrip (w[1]));
      g_strfreev (w);
      g_free (text);
      if (named)
        return line;
    }
  return g_array_index (origin, guint, CASE_LINES_YEAR);
}

/* "(position):L: why", L a line of the case text, told at the input line
 * that wrote it (the board starts at line @first). */
static void
tell_board_error (const char *message, const char *source, char **lines, GArray *origin, guint first)
{
  const char *colon = strchr (message, ':');
  guint xml_line = colon ? (guint) g_ascii_strtoull (colon + 1, NULL, 10) : 0;
  const char *why = colon ? strchr (colon + 1, ':') : NULL;
  why = why ? why + 1 : message;
  while (*why == ' ')
    why++;
  guint at = xml_line - first - 1 + CASE_LINES_BODY;
  if (xml_line > first && at < origin->len)
    cli_error ("case new", "%s:%u: %s", source, g_array_index (origin, guint, at), why);
  else if (head_line (why, lines, origin))
    cli_error ("case new", "%s:%u: %s", source, head_line (why, lines, origin), why);
  else
    cli_error ("case new", "%s: %s", source, why);
}

/* The start of the case the short lines describe: their board read as a
 * case's (doc/oracle-format.md), so it is checked as any board is. */
static ArdinaGame *
position_game (const Options *o)
{
  GError *error = NULL;
  const char *source = !o->position ? "--line" : strcmp (o->position, "-") ? o->position : "(standard input)";
  char **lines = position_lines (o, &error);
  GArray *origin = g_array_new (FALSE, FALSE, sizeof (guint));
  GString *text = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                "<case format=\"1\" id=\"position\" rules=\"5.1\">\n"
                                "  <question>The position written as lines.</question>\n"
                                "  <ruling>Only its start is read.</ruling>\n");
  const guint first = 5;   /* the line of <board> in the text above */
  ArdinaGame *g = NULL;
  if (lines && case_lines_board (lines, source, text, origin, &error))
    {
      /* The schema wants a step; only the start is read. */
      g_string_append (text, "  <over/>\n</case>\n");
      g = ardina_oracle_start_data (text->str, text->len, "(position)", &error);
      if (!g)
        tell_board_error (error->message, source, lines, origin, first);
    }
  else
    cli_error ("case new", "%s", error->message);
  g_clear_error (&error);
  g_strfreev (lines);
  g_array_free (origin, TRUE);
  g_string_free (text, TRUE);
  return g;
}

/* ==== the command ==== */

static int
draft (const Options *o, const ArdinaGame *g, char **texts, int n, const char *id)
{
  ArdinaAction *actions = g_new0 (ArdinaAction, MAX (n, 1));
  Draft d = { g_string_new (NULL), g_array_new (FALSE, FALSE, sizeof (guint)),
              g_array_new (FALSE, FALSE, sizeof (guint)), g_array_new (FALSE, FALSE, sizeof (guint)),
              g_array_new (FALSE, FALSE, sizeof (guint8)), g_ptr_array_new (), g_string_new (NULL) };
  GString *text = g_string_new (NULL), *board = g_string_new (NULL);
  GError *error = NULL;
  int rc = CLI_USAGE;
  gboolean read = cli_parse_actions ("case new", texts, n, actions);
  if (read && !ardina_oracle_write_board (g, board, &error))
    cli_error ("case new", "%s: %s", o->from, error->message);
  else if (read && !write_steps (&d, g, texts, actions, n))
    rc = CLI_FAILED;
  else if (read)
    {
      write_header (text, o, &d, g, id);
      g_string_append (text, board->str);
      write_scripts (text, &d);
      g_string_append_printf (text, "%s</case>\n", d.steps->str);
      rc = replays (text->str, output_file (o) ? output_file (o) : "(case)", g) ? CLI_OK : CLI_FAILED;
      if (!output (o, text))
        rc = CLI_FAILED;
    }
  g_clear_error (&error);
  g_string_free (text, TRUE), g_string_free (board, TRUE), g_string_free (d.steps, TRUE);
  g_string_free (d.answers, TRUE);
  g_array_free (d.refusals, TRUE), g_array_free (d.decisions, TRUE), g_array_free (d.events, TRUE);
  g_array_free (d.dice, TRUE), g_ptr_array_free (d.picks, TRUE);
  g_free (actions);
  return rc;
}

static int
case_new (int argc, char **argv)
{
  Options o = { NULL };
  GOptionEntry entries[] = {
    { "from", 0, 0, G_OPTION_ARG_FILENAME, &o.from, "The saved game (or case) whose position the case starts from",
      "SAVE" },
    { "position", 0, 0, G_OPTION_ARG_FILENAME, &o.position,
      "The position as short lines ('-': standard input)", "FILE" },
    { "line", 0, 0, G_OPTION_ARG_STRING_ARRAY, &o.lines, "One line of the position (repeatable)", "LINE" },
    { "id", 0, 0, G_OPTION_ARG_STRING, &o.id, "The case's id (default: from the file's name)", "ID" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &o.rules,
      "The rules the case is about, the primary first (default: those the engine cites)", "\"7.9 8.2\"" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o.output, "Write the case to FILE (default: standard output)",
      "FILE" },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "case new --from SAVE|--position FILE [ACTION...]",
                      "Draft an oracle case from a saved game, or from a position written as short\n"
                      "lines (--position, --line: 'year 1778', 'w-howe new-york'; doc/play.md): the\n"
                      "position as the board, the dice the actions need, and each ACTION as the\n"
                      "engine answers it today (<do> or <refused>), with the decision that follows.\n"
                      "The case passes as written; edit it into what the rules say.", entries);
  ArdinaGame *g = NULL;
  char *id = NULL;
  gboolean lines = o.position || o.lines;
  if (rc == CLI_OK && !o.from == !lines)
    rc = cli_usage_error ("case new", "expected either --from SAVE or a position (--position FILE, --line LINE)");
  else if (rc == CLI_OK && o.id && !valid_id (o.id))
    rc = cli_usage_error ("case new", "--id: '%s' is not an id: letters, digits, '.', '_', '-', up to 80, "
                          "starting with a letter or digit", o.id);
  else if (rc == CLI_OK && o.rules && !valid_rules (o.rules))
    rc = CLI_USAGE;
  if (rc == CLI_OK && lines)
    {
      /* The case's comment and its default id name where the lines came from. */
      o.from = g_strdup (o.position && strcmp (o.position, "-") ? o.position : "position");
      if (!(g = position_game (&o)))
        rc = CLI_USAGE;
    }
  else if (rc == CLI_OK && !(g = cli_load_game ("case new", o.from, NULL)))
    rc = CLI_USAGE;
  if (rc == CLI_OK)
    {
      id = o.id ? g_strdup (o.id) : derive_id (&o);
      warn_taken (id);
      rc = draft (&o, g, argv + 1, argc - 1, id);
    }
  if (g)
    ardina_game_free (g);
  g_free (id), g_free (o.from), g_free (o.id), g_free (o.rules), g_free (o.output);
  g_free (o.position), g_strfreev (o.lines);
  return rc;
}

int
cli_case (int argc, char **argv)
{
  if (argc >= 2 && !strcmp (argv[1], "new"))
    {
      /* Options and messages name the subcommand as a whole. */
      argv[1] = (char *) "case new";
      return case_new (argc - 1, argv + 1);
    }
  if (argc >= 2 && (!strcmp (argv[1], "--help") || !strcmp (argv[1], "-h")))
    {
      printf ("Usage:\n  ardina case new --from SAVE|--position FILE|--line LINE... [ACTION...]\n\n"
              "Draft an oracle case from a saved game or a position written as lines\n"
              "('ardina case new --help').\n");
      return CLI_OK;
    }
  return cli_usage_error ("case", "expected a subcommand: new");
}
