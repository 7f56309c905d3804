/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The oracle runner: reads a case (doc/oracle-format.md), builds its
 * starting situation on a fresh game (oracle-board.c), runs its steps in
 * document order and records what failed, the trace of events, and the
 * rules the engine cited (oracle-result.c).
 *
 * Steps are dispatched by element name through one table; each checker
 * (oracle-expect.c, oracle-facts.c) says whether its expectation held and,
 * when not, what happened instead. A failed expectation does not stop the
 * case (every failure is worth seeing); an action that cannot be carried
 * out does, since every later step would describe a game that did not
 * happen. */
#include "oracle-internal.h"

#include <stdlib.h>
#include <string.h>

/* ==== reading elements ==== */

xmlNodePtr
ardina_oracle_next_element (xmlNodePtr n)
{
  while (n && n->type != XML_ELEMENT_NODE)
    n = n->next;
  return n;
}

xmlNodePtr
ardina_oracle_first_element (xmlNodePtr parent)
{
  return ardina_oracle_next_element (parent->children);
}

char *
ardina_oracle_text_of (xmlNodePtr n)
{
  xmlChar *t = xmlNodeGetContent (n);
  char *s = g_strstrip (g_strdup (t ? (const char *) t : ""));
  xmlFree (t);
  return s;
}

/* Attribute values are held by the document; the schema has already
 * checked their spelling. */
const char *
ardina_oracle_attr (xmlNodePtr n, const char *name)
{
  xmlAttrPtr a = xmlHasProp (n, (const xmlChar *) name);
  return a && a->children && a->children->content ? (const char *) a->children->content
         : a ? "" : NULL;
}

long
ardina_oracle_attr_int (xmlNodePtr n, const char *name, long fallback)
{
  const char *v = ardina_oracle_attr (n, name);
  return v ? strtol (v, NULL, 10) : fallback;
}

/* The one reading of the lists a case holds (rules=, optional=, the
 * scripts), so that they all split on the same white space. */
GPtrArray *
ardina_oracle_words (const char *text)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  char **w = g_strsplit_set (text ? text : "", " \t\r\n", -1);
  for (char **p = w; *p; p++)
    if (**p)
      g_ptr_array_add (words, g_strdup (*p));
  g_strfreev (w);
  return words;
}

ArdinaSide
ardina_oracle_side_of (const char *name)
{
  if (g_strcmp0 (name, "american") == 0)
    return ARDINA_SIDE_AMERICAN;
  if (g_strcmp0 (name, "british") == 0)
    return ARDINA_SIDE_BRITISH;
  return ARDINA_SIDE_NONE;
}

/* The step as written, for failure reports: <name a="v">text</name>. */
static char *
describe (xmlNodePtr n)
{
  GString *s = g_string_new ("<");
  g_string_append (s, (const char *) n->name);
  for (xmlAttrPtr a = n->properties; a; a = a->next)
    g_string_append_printf (s, " %s=\"%s\"", (const char *) a->name,
                            a->children && a->children->content ? (const char *) a->children->content : "");
  xmlNodePtr child = ardina_oracle_first_element (n);
  char *text = child ? NULL : ardina_oracle_text_of (n);
  if (child || (text && *text))
    {
      g_string_append (s, ">");
      for (; child; child = ardina_oracle_next_element (child->next))
        {
          char *d = describe (child);
          g_string_append (s, d);
          g_free (d);
        }
      g_string_append_printf (s, "%s</%s>", text ? text : "", (const char *) n->name);
    }
  else
    g_string_append (s, "/>");
  g_free (text);
  return g_string_free (s, FALSE);
}

/* ==== running ==== */

void
ardina_oracle_on_event (const ArdinaEvent *e, gpointer data)
{
  Run *run = data;
  g_array_append_val (run->events, *e);
  for (guint i = 0; i < e->n_rules; i++)
    if (e->rules[i] < ARDINA_DATA_N_RULES)
      run->r->marks[e->rules[i]] |= ARDINA_ORACLE_MARK_ENGINE;
  if (e->audience == ARDINA_SIDE_NONE)
    g_ptr_array_add (run->r->trace, g_strdup (e->text));
  else
    g_ptr_array_add (run->r->trace, g_strdup_printf ("(to %s) %s",
                                                     ardina_side_name ((ArdinaSide) e->audience), e->text));
}

/* The engine promises an error with every failure; should one come
 * without, the runner still reports it rather than crash. */
GError *
ardina_oracle_error_or_bug (GError *error, const char *what)
{
  return error ? error : g_error_new (ARDINA_ERROR, ARDINA_ERROR_INVALID, "%s failed without saying why", what);
}

/* ---- what every checker says ---- */

/* The failure of a step naming what does not exist: one wording for every
 * kind of name a case can get wrong. */
Verdict
ardina_oracle_no_such (GString *actual, const char *what, const char *name)
{
  g_string_printf (actual, "there is no %s named '%s'", what, name);
  return FAILED;
}

/* ---- actions ---- */

/* Applies the action @text, traced as a case shows it: "> action", then
 * "  failed: why" if it fails, *@error (never NULL then) having its rule
 * marked as cited. <do>, <refused> and <fails> differ only afterwards. */
static gboolean
apply_traced (Run *run, const char *text, GError **error)
{
  g_ptr_array_add (run->r->trace, g_strdup_printf ("> %s", text));
  if (ardina_game_apply_text (run->game, text, ardina_oracle_on_event, run, error))
    return TRUE;
  *error = ardina_oracle_error_or_bug (*error, "the action");
  ardina_oracle_mark_error (run->r, *error);
  g_ptr_array_add (run->r->trace, g_strdup_printf ("  failed: %s", (*error)->message));
  return FALSE;
}

static Verdict
step_do (Ctx *c, xmlNodePtr n, GString *actual)
{
  char *text = ardina_oracle_text_of (n);
  GError *error = NULL;
  c->run->last_from = c->run->events->len;
  gboolean ok = apply_traced (c->run, text, &error);
  /* The engine's invariants hold after every accepted action, whatever
   * the build (debug builds check them after every step as well). */
  if (ok && !ardina_state_check (c->run->game, &error))
    {
      g_string_printf (actual, "accepted, but the game breaks its invariants: %s", error->message);
      g_error_free (error);
      g_free (text);
      return STOP;
    }
  if (!ok)
    {
      g_string_printf (actual, "%s: %s", error->code == ARDINA_ERROR_ILLEGAL ? "refused"
                       : error->code == ARDINA_ERROR_DICE ? "the dice script failed" : "not an action",
                       error->message);
      g_error_free (error);
    }
  g_free (text);
  return ok ? HELD : STOP;
}

static const char *const error_names[] = {
  [ARDINA_ERROR_NOT_FOUND] = "not-found", [ARDINA_ERROR_INVALID] = "invalid",
  [ARDINA_ERROR_ILLEGAL] = "illegal", [ARDINA_ERROR_PARSE] = "parse", [ARDINA_ERROR_DICE] = "dice",
};

/* Whether the refusal @error cites @id first, the rule that forbids. */
static gboolean
cites (const GError *error, const char *id)
{
  const ArdinaRule *rule = ardina_error_get_rule (error);
  return rule && rule == ardina_rule_lookup (id);
}

/* Why @error is not the failure <refused> or <fails> wants; NULL if it is. */
static const char *
wrong_failure (xmlNodePtr n, const GError *error)
{
  const char *rule = ardina_oracle_attr (n, "rule"), *want = rule ? "illegal" : ardina_oracle_attr (n, "error");
  const char *contains = ardina_oracle_attr (n, "contains");
  gboolean code_ok = error->domain == ARDINA_ERROR && (guint) error->code < G_N_ELEMENTS (error_names)
                     && g_strcmp0 (error_names[error->code], want) == 0;
  if (!code_ok)
    return rule ? "failed, but not as a refusal by a rule" : "failed with another kind of error";
  if (rule && !cites (error, rule))
    return "refused citing another rule";
  if (contains && !strstr (error->message, contains))
    return "failed without saying what contains= says";
  return NULL;
}

/* <refused rule=>: the action fails with ARDINA_ERROR_ILLEGAL whose
 * record cites the rule first (ardina_error_get_rule); <fails error=>: it fails with that error
 * (a dice script running out, an unreadable action). Either way the game
 * must be byte for byte what it was. */
static Verdict
step_refused (Ctx *c, xmlNodePtr n, GString *actual)
{
  Run *run = c->run;
  char *text = ardina_oracle_text_of (n);
  const char *rule = ardina_oracle_attr (n, "rule");
  ArdinaGame *before = ardina_game_copy (run->game);
  GError *error = NULL;
  Verdict v = FAILED;
  if (rule)
    ardina_oracle_known_rule (run->r, rule);
  if (apply_traced (run, text, &error))
    {
      g_string_printf (actual, "the action was accepted");
      v = STOP;
    }
  else
    {
      const char *wrong = wrong_failure (n, error);
      if (wrong)
        g_string_printf (actual, "%s: %s", wrong, error->message);
      else if (!ardina_game_equal (before, run->game))
        g_string_printf (actual, "it failed, but the game changed");
      else
        v = HELD;
      g_error_free (error);
    }
  if (v == HELD && rule)
    ardina_oracle_mark_refusal (run->r, rule);
  ardina_game_free (before);
  g_free (text);
  return v;
}

/* ---- dispatch ---- */

typedef Verdict (*StepFunc) (Ctx *c, xmlNodePtr n, GString *actual);

/* Every element the schema admits as a step, and its checker. The checkers
 * of other files are declared in oracle.h: keep the two lists in step. */
static const struct {
  const char *name;
  StepFunc func;
} steps[] = {
  /* actions (here) */
  { "do", step_do }, { "refused", step_refused }, { "fails", step_refused },
  /* the state (oracle-expect.c) */
  { "at", ardina_oracle_step_at }, { "hidden", ardina_oracle_step_at }, { "visible", ardina_oracle_step_visible },
  { "phase", ardina_oracle_step_state }, { "progress", ardina_oracle_step_state },
  { "balance", ardina_oracle_step_state }, { "year", ardina_oracle_step_state }, { "pool", ardina_oracle_step_state },
  { "points", ardina_oracle_step_state }, { "town-points", ardina_oracle_step_state },
  { "hand", ardina_oracle_step_state },
  { "first", ardina_oracle_step_first }, { "loyalty", ardina_oracle_step_loyalty },
  { "winner", ardina_oracle_step_winner }, { "over", ardina_oracle_step_over },
  /* what a player reads off a move or a battle (oracle-expect.c) */
  { "allowance", ardina_oracle_step_war }, { "leader-value", ardina_oracle_step_war },
  { "fire-dice", ardina_oracle_step_war }, { "supply", ardina_oracle_step_war },
  { "forage-limit", ardina_oracle_step_war }, { "map-marker", ardina_oracle_step_war },
  /* events, decisions, views, saving, scripts (oracle-expect.c) */
  { "event", ardina_oracle_step_event }, { "event-text", ardina_oracle_step_event },
  { "no-event", ardina_oracle_step_event }, { "no-event-text", ardina_oracle_step_event },
  { "pending", ardina_oracle_step_pending }, { "not-pending", ardina_oracle_step_pending },
  { "legal", ardina_oracle_step_legal },
  { "view", ardina_oracle_step_view }, { "round-trip", ardina_oracle_step_round_trip },
  { "dice-left", ardina_oracle_step_left }, { "picks-left", ardina_oracle_step_left },
  /* data facts (oracle-facts.c) */
  { "locale", ardina_oracle_step_locale }, { "locales", ardina_oracle_step_locales },
  { "region", ardina_oracle_step_region },
  { "route", ardina_oracle_step_route }, { "routes", ardina_oracle_step_routes },
  { "unit", ardina_oracle_step_counter }, { "leader", ardina_oracle_step_counter },
  { "campaign", ardina_oracle_step_campaign },
  { "marker-kind", ardina_oracle_step_marker_kind }, { "constant", ardina_oracle_step_constant },
};

Verdict
ardina_oracle_run_step (Ctx *c, xmlNodePtr n, const char *context)
{
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (ardina_xml_is (n, steps[i].name))
      {
        GString *actual = g_string_new (NULL);
        Verdict v = steps[i].func (c, n, actual);
        /* A view reports its children itself. */
        if (v != HELD && !ardina_xml_is (n, "view"))
          {
            char *d = describe (n), *expected = g_strconcat (context, d, NULL);
            ardina_oracle_fail (c->run->r, n, expected, actual->str);
            g_free (d), g_free (expected);
          }
        g_string_free (actual, TRUE);
        return v;
      }
  /* The schema admits no other element: reaching here is a runner bug. */
  ardina_oracle_fail (c->run->r, n, (const char *) n->name, "the runner has no checker for this element");
  return FAILED;
}

/* STRICT: every scripted die and pick is used, unless <dice-left> or
 * <picks-left> said how many remain. */
static void
check_scripts_used (Run *run, xmlNodePtr root)
{
  for (guint s = 0; s < ARDINA_ORACLE_N_SCRIPTS; s++)
    {
      const ArdinaOracleScript *script = &ardina_oracle_scripts[s];
      guint left = script->left (run->game);
      if (left == run->left[s])
        continue;
      char *want = run->left[s] ? g_strdup_printf ("as many unused %s as <%s-left> says", script->element,
                                                   script->element)
                                : g_strdup_printf ("every scripted %s used", script->one);
      char *got = g_strdup_printf ("%u scripted %s left unused", left, script->element);
      ardina_oracle_fail (run->r, root, want, got);
      g_free (want), g_free (got);
    }
}

/* <expect-invalid-start>: building the start failed, citing the rule. */
static void
check_invalid_start (Run *run, xmlNodePtr expect, const GError *error)
{
  const char *id = ardina_oracle_attr (expect, "rule"), *contains = ardina_oracle_attr (expect, "contains");
  char *d = describe (expect);
  if (id)
    ardina_oracle_known_rule (run->r, id);
  if (!error)
    ardina_oracle_fail (run->r, expect, d, "the starting situation was accepted");
  else if (id && (error->code != ARDINA_ERROR_ILLEGAL || !cites (error, id)))
    ardina_oracle_fail (run->r, expect, d, error->message);
  else if (contains && !strstr (error->message, contains))
    ardina_oracle_fail (run->r, expect, d, error->message);
  else if (id)
    ardina_oracle_mark_refusal (run->r, id);
  if (error)
    g_ptr_array_add (run->r->trace, g_strdup_printf ("start refused: %s", error->message));
  g_free (d);
}

/* ==== reading a case ==== */

static void
read_header (ArdinaOracleResult *r, xmlNodePtr root)
{
  r->id = g_strdup (ardina_oracle_attr (root, "id"));
  GPtrArray *ids = ardina_oracle_words (ardina_oracle_attr (root, "rules"));
  for (guint i = 0; i < ids->len; i++)
    {
      const ArdinaRule *rule = ardina_oracle_known_rule (r, g_ptr_array_index (ids, i));
      guint16 index = rule ? (guint16) ardina_rule_get_index (rule) : 0;
      if (rule)
        g_array_append_val (r->cited, index);
    }
  g_ptr_array_unref (ids);
}

/* Ids the header cites but the catalog lacks (the first @n of the
 * unknown list; steps report their own). */
static void
report_unknown (ArdinaOracleResult *r, xmlNodePtr root, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      char *got = g_strdup_printf ("rule %s is not in the catalog", (const char *) g_ptr_array_index (r->unknown, i));
      ardina_oracle_fail (r, root, "every cited rule is in the catalog", got);
      g_free (got);
    }
}

/* The steps from @n on, then the end-of-case checks. */
static void
run_steps (Run *run, xmlNodePtr n, xmlNodePtr root)
{
  Ctx c = { run, run->game, ARDINA_SIDE_NONE };
  guint skipped = 0;
  for (; n && !run->stopped; n = ardina_oracle_next_element (n->next))
    run->stopped = ardina_oracle_run_step (&c, n, "") == STOP;
  if (!run->stopped)
    check_scripts_used (run, root);
  for (; n; n = ardina_oracle_next_element (n->next))
    skipped++;
  if (skipped)
    g_ptr_array_add (run->r->trace, g_strdup_printf ("(the case stops here: %u later step%s not run)",
                                                     skipped, skipped == 1 ? "" : "s"));
}

/* The script elements from @n on into @scripts (by ardina_oracle_scripts[],
 * whose order is the schema's); returns the element after them. */
static xmlNodePtr
read_scripts (xmlNodePtr n, xmlNodePtr *scripts)
{
  for (guint s = 0; s < ARDINA_ORACLE_N_SCRIPTS; s++)
    if (ardina_xml_is (n, ardina_oracle_scripts[s].element))
      {
        scripts[s] = n;
        n = ardina_oracle_next_element (n->next);
      }
  return n;
}

/* Runs the case; FALSE, with *@out set ("@name:LINE: ..."), when its
 * start cannot be built and the case does not expect that
 * (<expect-invalid-start>): a board that is no legal position is not a
 * valid case, as a document the schema refuses is not (exit status 2 of
 * `ardina check`), rather than the engine failing it. */
static gboolean
run_case (ArdinaOracleResult *r, xmlNodePtr root, const char *name, GError **out)
{
  xmlNodePtr n = ardina_oracle_first_element (root), scripts[ARDINA_ORACLE_N_SCRIPTS] = { NULL }, start, bad = NULL;
  Run run = { r, NULL, g_array_new (FALSE, FALSE, sizeof (ArdinaEvent)), 0, { 0 }, FALSE };
  GError *error = NULL;
  read_header (r, root);
  guint header_unknown = r->unknown->len;
  r->question = ardina_oracle_text_of (n);
  n = ardina_oracle_next_element (n->next);
  r->ruling = ardina_oracle_text_of (n);
  start = ardina_oracle_next_element (n->next);
  r->optional = ardina_oracle_optional_of (start);
  n = read_scripts (ardina_oracle_next_element (start->next), scripts);
  run.game = ardina_xml_is (start, "standard") ? ardina_oracle_start_standard (&run, start, scripts, &bad, &error)
                                               : ardina_oracle_start_board (&run, start, scripts, &bad, &error);
  if (!run.game)
    error = ardina_oracle_error_or_bug (error, "building the start");
  if (ardina_xml_is (n, "expect-invalid-start"))
    check_invalid_start (&run, n, error);
  else if (!run.game)
    g_set_error (out, ARDINA_ERROR, ARDINA_ERROR_PARSE, "%s:%ld: the starting situation is not a legal position: %s",
                 name, xmlGetLineNo (bad ? bad : start), error->message);
  else
    run_steps (&run, n, root);
  gboolean valid = run.game || ardina_xml_is (n, "expect-invalid-start");
  report_unknown (r, root, header_unknown);
  g_clear_error (&error);
  if (run.game)
    ardina_game_free (run.game);
  g_array_free (run.events, TRUE);
  return valid;
}

/* ==== bounded work ==== */

/* What one case may ask for: a case is one situation and the few steps
 * that settle it (the longest in oracle/ has about a hundred), so these
 * limits only stop a document built to keep the runner busy. */
#define MAX_STEPS 10000          /* steps, those inside a <view> included */
#define MAX_ROUND_TRIPS 64       /* <round-trip/>: a save and a load each */

/* Counts the steps of @n and below into @n_steps and @trips; the first step
 * over a limit, or NULL. */
static xmlNodePtr
over_limits (xmlNodePtr n, guint *n_steps, guint *trips)
{
  for (; n; n = ardina_oracle_next_element (n->next))
    {
      if (++*n_steps > MAX_STEPS || (ardina_xml_is (n, "round-trip") && ++*trips > MAX_ROUND_TRIPS))
        return n;
      xmlNodePtr below = over_limits (ardina_oracle_first_element (n), n_steps, trips);
      if (below)
        return below;
    }
  return NULL;
}

/* Refuses, before anything runs, a case whose steps ask for more work
 * than any case needs: "file:line: <element>: why" at the first step over. */
static gboolean
case_bounded (xmlNodePtr root, const char *name, GError **error)
{
  xmlNodePtr n = ardina_oracle_first_element (root);
  guint n_steps = 0, trips = 0;
  /* The question, the ruling and the start are not steps; nor are the
   * scripts, which their setters bound. */
  for (guint i = 0; n && i < 3; i++)
    n = ardina_oracle_next_element (n->next);
  for (guint s = 0; s < ARDINA_ORACLE_N_SCRIPTS; s++)
    if (ardina_xml_is (n, ardina_oracle_scripts[s].element))
      n = ardina_oracle_next_element (n->next);
  xmlNodePtr over = over_limits (n, &n_steps, &trips);
  if (!over)
    return TRUE;
  if (n_steps > MAX_STEPS)
    ardina_xml_error (error, name, over, "<%s>: a case has at most %d steps: refused before running any",
                      (const char *) over->name, MAX_STEPS);
  else
    ardina_xml_error (error, name, over, "<round-trip>: a case has at most %d round trips: refused before "
                      "running any", MAX_ROUND_TRIPS);
  return FALSE;
}

/* ==== attribute values as the schema read them ====
 *
 * The schema's token, name and number types accept a value with white
 * space around it or inside it (" american ", "1 .1" is not one, but
 * "  1.1 " is), which the validator collapses before it checks; the
 * runner compares the attribute as written. So that it reads what was
 * validated, every attribute but the free texts (what a message contains)
 * is collapsed the same way once the document has passed: leading and
 * trailing white space dropped, runs of it made one space. */
static gboolean
free_text (const xmlChar *name)
{
  static const char *const texts[] = { "contains", "excludes", "includes", "label-contains" };
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    if (strcmp ((const char *) name, texts[i]) == 0)
      return TRUE;
  return FALSE;
}

static void
collapse_attributes (xmlNodePtr n)
{
  for (; n; n = n->next)
    {
      if (n->type != XML_ELEMENT_NODE)
        continue;
      for (xmlAttrPtr a = n->properties; a; a = a->next)
        {
          if (free_text (a->name) || !a->children || a->children->next || a->children->type != XML_TEXT_NODE
              || !a->children->content)
            continue;
          const char *v = (const char *) a->children->content;
          GString *c = g_string_new (NULL);
          for (const char *p = v; *p; p++)
            if (!g_ascii_isspace (*p))
              g_string_append_c (c, *p);
            else if (c->len && c->str[c->len - 1] != ' ' && p[1] && !g_ascii_isspace (p[1]))
              g_string_append_c (c, ' ');
          while (c->len && c->str[c->len - 1] == ' ')
            g_string_truncate (c, c->len - 1);
          if (strcmp (c->str, v) != 0)
            xmlNodeSetContent (a->children, (const xmlChar *) c->str);
          g_string_free (c, TRUE);
        }
      collapse_attributes (n->children);
    }
}

ArdinaOracleResult *
ardina_oracle_run_data (const char *data, gsize length, const char *filename, GError **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  const char *name = filename ? filename : "(case)";
  xmlDocPtr doc = ardina_xml_read (data ? data : "", length, name, ARDINA_XML_SCHEMA_CASE, error);
  if (!doc)
    return NULL;
  if (!case_bounded (xmlDocGetRootElement (doc), name, error))
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  collapse_attributes (xmlDocGetRootElement (doc));
  ArdinaOracleResult *r = ardina_oracle_result_new (name);
  if (!run_case (r, xmlDocGetRootElement (doc), name, error))
    {
      ardina_oracle_result_free (r);
      r = NULL;
    }
  xmlFreeDoc (doc);
  return r;
}

ArdinaOracleResult *
ardina_oracle_run_file (const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  gsize len = 0;
  char *data = ardina_xml_slurp (path, &len, error);
  if (!data)
    return NULL;
  ArdinaOracleResult *r = ardina_oracle_run_data (data, len, path, error);
  g_free (data);
  return r;
}
