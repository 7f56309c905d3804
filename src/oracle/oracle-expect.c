/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The checkers of expectations on the game a case has played: its state
 * (where pieces are, the track levels, who won), the events delivered, the
 * decisions pending and the legal actions, a side's view, saving and
 * loading back, and what is left of the scripts.
 *
 * Each checker reads the game through the public accessors, as a program
 * using the library would, so the oracle also holds the API to what the
 * rules say. */
#include "oracle-internal.h"

#include <stdarg.h>
#include <string.h>

/* ---- the state ---- */

static Verdict
check_string (GString *actual, const char *what, const char *want, const char *got)
{
  if (g_strcmp0 (want, got) == 0)
    return HELD;
  g_string_printf (actual, "%s is %s", what, got ? got : "(nothing)");
  return FAILED;
}

/* Named by a format, so that the checkers of numbers of a side, a region
 * or a script need not build and free the name themselves. */
static Verdict
check_number (GString *actual, long want, long got, const char *what, ...) G_GNUC_PRINTF (4, 5);

static Verdict
check_number (GString *actual, long want, long got, const char *what, ...)
{
  if (want == got)
    return HELD;
  va_list ap;
  va_start (ap, what);
  g_string_vprintf (actual, what, ap);
  va_end (ap);
  g_string_append_printf (actual, " is %ld", got);
  return FAILED;
}

/* The place of the piece @n names, or NULL after saying there is no such
 * piece; *@piece is the name. */
static const char *
piece_place (Ctx *c, xmlNodePtr n, const char **piece, GString *actual)
{
  *piece = ardina_oracle_attr (n, "piece");
  const char *place = ardina_game_get_piece_place (c->game, *piece);
  if (!place)
    ardina_oracle_no_such (actual, "piece", *piece);
  return place;
}

/* <at place=>, <hidden>: the piece is in that place, "hidden" being where
 * a side's view puts what that side may not see. */
Verdict
ardina_oracle_step_at (Ctx *c, xmlNodePtr n, GString *actual)
{
  gboolean hidden = ardina_xml_is (n, "hidden");
  const char *piece, *place = piece_place (c, n, &piece, actual);
  if (!place)
    return FAILED;
  if (strcmp (place, hidden ? "hidden" : ardina_oracle_attr (n, "place")) == 0)
    return HELD;
  g_string_printf (actual, hidden ? "%s is visible, in %s" : "%s is in %s", piece, place);
  return FAILED;
}

/* <visible [place]>: the side sees the piece (there, if place= says). */
Verdict
ardina_oracle_step_visible (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *piece, *place = piece_place (c, n, &piece, actual), *want = ardina_oracle_attr (n, "place");
  if (!place)
    return FAILED;
  if (strcmp (place, "hidden") == 0)
    g_string_printf (actual, "%s is hidden", piece);
  else if (want && strcmp (want, place) != 0)
    g_string_printf (actual, "%s is visible in %s", piece, place);
  else
    return HELD;
  return FAILED;
}

/* The state's levels and counts that a case compares whole, one row per
 * element: the attribute holding what the case expects, what a failure
 * calls it, and one accessor. A side's numbers (<points side=...>) are
 * named after the side: "the american hand"; political points can be
 * negative, the others are counts. */
typedef struct {
  const char *element, *attr, *what;
  const char *(*text) (const ArdinaGame *g);
  guint (*count) (const ArdinaGame *g);
  int (*side_points) (const ArdinaGame *g, ArdinaSide side);
  guint (*side_count) (const ArdinaGame *g, ArdinaSide side);
} StateValue;

static const StateValue state_values[] = {
  { "phase", "name", "the phase", .text = ardina_game_get_phase_name },
  { "progress", "level", "the Revolutionary Progress level", .text = ardina_game_get_progress },
  { "balance", "level", "the European Balance of Power level", .text = ardina_game_get_balance },
  { "year", "value", "the year", .count = ardina_game_get_year },
  { "pool", "count", "the pool", .count = ardina_game_count_pool },
  { "points", "value", "political points", .side_points = ardina_game_get_points },
  { "town-points", "value", "town points", .side_count = ardina_game_get_town_points },
  { "hand", "count", "hand", .side_count = ardina_game_count_hand },
};

Verdict
ardina_oracle_step_state (Ctx *c, xmlNodePtr n, GString *actual)
{
  const StateValue *v = state_values;
  while (v < state_values + G_N_ELEMENTS (state_values) - 1 && !ardina_xml_is (n, v->element))
    v++;   /* the dispatch table sends only these elements here */
  if (v->text)
    return check_string (actual, v->what, ardina_oracle_attr (n, v->attr), v->text (c->game));
  long want = ardina_oracle_attr_int (n, v->attr, 0);
  if (v->count)
    return check_number (actual, want, v->count (c->game), "%s", v->what);
  const char *name = ardina_oracle_attr (n, "side");
  ArdinaSide side = ardina_oracle_side_of (name);
  long got = v->side_points ? v->side_points (c->game, side) : (long) v->side_count (c->game, side);
  return check_number (actual, want, got, "the %s %s", name, v->what);
}

Verdict
ardina_oracle_step_first (Ctx *c, xmlNodePtr n, GString *actual)
{
  return check_string (actual, "the First Player", ardina_oracle_attr (n, "side"),
                       ardina_side_name (ardina_game_get_first_player (c->game)));
}

Verdict
ardina_oracle_step_loyalty (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *region = ardina_oracle_attr (n, "region");
  for (guint r = 0; r < ARDINA_DATA_N_REGIONS; r++)
    if (strcmp (ardina_data_regions[r].name, region) == 0)
      return check_number (actual, ardina_oracle_attr_int (n, "value", 0), ardina_game_get_loyalty (c->game, region),
                           "the loyalty of %s", region);
  return ardina_oracle_no_such (actual, "colonial region", region);
}

Verdict
ardina_oracle_step_over (Ctx *c, xmlNodePtr n, GString *actual)
{
  if (ardina_game_is_over (c->game))
    return HELD;
  g_string_printf (actual, "the game goes on, in phase %s", ardina_game_get_phase_name (c->game));
  return FAILED;
}

Verdict
ardina_oracle_step_winner (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *result = ardina_oracle_attr (n, "result");
  if (ardina_oracle_step_over (c, n, actual) != HELD)
    return FAILED;
  if (check_string (actual, "the winner", ardina_oracle_attr (n, "side"),
                    ardina_side_name (ardina_game_get_winner (c->game))) != HELD)
    return FAILED;
  return result ? check_string (actual, "the result", result, ardina_game_get_result (c->game)) : HELD;
}

/* ---- what a player reads off a move or a battle ---- */

/* A number of a named piece or locale: -1 from the accessor means the
 * name is unknown or the piece is off the map. */
static Verdict
check_war_number (Ctx *c, xmlNodePtr n, GString *actual, const char *name, gint got, const char *what)
{
  if (got < 0)
    {
      g_string_printf (actual, "%s is not on the map or names nothing", name);
      return FAILED;
    }
  return check_number (actual, ardina_oracle_attr_int (n, "value", 0), got, "%s of %s", what, name);
}

/* <allowance>, <leader-value>, <fire-dice>, <supply>, <forage-limit>,
 * <map-marker>: the numbers and statuses of 16.3, 21, 18.12, 19 and 15.2. */
Verdict
ardina_oracle_step_war (Ctx *c, xmlNodePtr n, GString *actual)
{
  const ArdinaGame *g = c->game;
  const char *piece = ardina_oracle_attr (n, "piece"), *locale = ardina_oracle_attr (n, "locale");
  if (ardina_xml_is (n, "allowance"))
    return check_number (actual, ardina_oracle_attr_int (n, "value", 0), ardina_game_get_move_allowance (g),
                         "the movement points left to the moving force");
  if (ardina_xml_is (n, "leader-value"))
    {
      const char *leader = ardina_oracle_attr (n, "leader");
      return check_war_number (c, n, actual, leader, ardina_game_get_leader_value (g, leader), "the value");
    }
  if (ardina_xml_is (n, "fire-dice"))
    return check_war_number (c, n, actual, piece, ardina_game_get_fire_dice (g, piece), "the fire dice");
  if (ardina_xml_is (n, "supply"))
    return check_string (actual, "its supply", ardina_oracle_attr (n, "status"), ardina_game_get_supply (g, piece));
  if (ardina_xml_is (n, "forage-limit"))
    {
      ArdinaSide side = ardina_oracle_side_of (ardina_oracle_attr (n, "side"));
      return check_war_number (c, n, actual, locale, ardina_game_get_forage_limit (g, side, locale),
                               "the forage limit");
    }
  /* <map-marker kind locale owner> */
  ArdinaSide owner = ARDINA_SIDE_NONE;
  if (!ardina_game_get_map_marker (g, ardina_oracle_attr (n, "kind"), locale, &owner))
    owner = ARDINA_SIDE_NONE;
  return check_string (actual, "the marker's owner", ardina_oracle_attr (n, "owner"), ardina_side_name (owner));
}

/* ---- events ---- */

static gboolean
event_matches (Ctx *c, const ArdinaEvent *e, const ArdinaRule *rule, const char *contains)
{
  if (c->audience != ARDINA_SIDE_NONE && e->audience != ARDINA_SIDE_NONE && e->audience != c->audience)
    return FALSE;
  if (contains && !strstr (e->text, contains))
    return FALSE;
  if (!rule)
    return TRUE;
  for (guint i = 0; i < e->n_rules; i++)
    if (e->rules[i] == ardina_rule_get_index (rule))
      return TRUE;
  return FALSE;
}

/* <event>, <event-text>: some event matches; <no-event>, <no-event-text>:
 * none does. */
Verdict
ardina_oracle_step_event (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *id = ardina_oracle_attr (n, "rule"), *contains = ardina_oracle_attr (n, "contains");
  gboolean want = !g_str_has_prefix ((const char *) n->name, "no-");
  gboolean last = g_strcmp0 (ardina_oracle_attr (n, "scope"), "last") == 0;
  const ArdinaRule *rule = id ? ardina_oracle_known_rule (c->run->r, id) : NULL;
  const ArdinaEvent *found = NULL;
  if (id && !rule)
    {
      g_string_printf (actual, "rule %s is not in the catalog", id);
      return FAILED;
    }
  for (guint i = last ? c->run->last_from : 0; !found && i < c->run->events->len; i++)
    if (event_matches (c, &g_array_index (c->run->events, ArdinaEvent, i), rule, contains))
      found = &g_array_index (c->run->events, ArdinaEvent, i);
  if (!found == !want)
    return HELD;
  if (found)
    g_string_printf (actual, "an event matches: %s", found->text);
  else
    g_string_printf (actual, "no such event among the %u delivered%s%s", c->run->events->len,
                     last ? " (looking only at the last action's)" : "",
                     c->audience != ARDINA_SIDE_NONE ? " (looking only at those this side may see)" : "");
  return FAILED;
}

/* ---- decisions and legal actions ---- */

static void
describe_pending (const ArdinaGame *g, GString *actual)
{
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  g_string_printf (actual, "%s", n ? "pending:" : "nothing is pending");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (actual, "%s %s %s [%s] %s", i ? ";" : "", ardina_side_name (p[i].side),
                            ardina_decision_kind_name (p[i].kind), ardina_rule_get_id (p[i].rule), p[i].prompt);
}

Verdict
ardina_oracle_step_pending (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *side = ardina_oracle_attr (n, "side"), *kind = ardina_oracle_attr (n, "kind");
  const char *id = ardina_oracle_attr (n, "rule");
  const ArdinaRule *rule = id ? ardina_oracle_known_rule (c->run->r, id) : NULL;
  ArdinaPending p[2];
  guint count = ardina_game_pending (c->game, p);
  gboolean negate = ardina_xml_is (n, "not-pending"), found = FALSE;
  for (guint i = 0; i < count && !found; i++)
    found = (!side || p[i].side == ardina_oracle_side_of (side))
            && (!kind || strcmp (ardina_decision_kind_name (p[i].kind), kind) == 0) && (!id || p[i].rule == rule);
  if (found != negate)
    return HELD;
  describe_pending (c->game, actual);
  return FAILED;
}

/* The legal actions of @side as text, in the engine's order. */
static GPtrArray *
legal_texts (const ArdinaGame *g, ArdinaSide side)
{
  guint n = ardina_game_legal_actions (g, side, NULL, 0);
  ArdinaAction *a = g_new (ArdinaAction, n + 1);
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  n = MIN (n, ardina_game_legal_actions (g, side, a, n));
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (texts, ardina_action_to_string (&a[i]));
  g_free (a);
  return texts;
}

static gboolean
has_text (GPtrArray *texts, const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (strcmp (g_ptr_array_index (texts, i), text) == 0)
      return TRUE;
  return FALSE;
}

/* An action as the engine writes it, so "british  decline" matches. */
static char *
normalized (const char *text, GString *actual)
{
  ArdinaAction a;
  GError *error = NULL;
  if (ardina_action_parse (text, &a, &error))
    return ardina_action_to_string (&a);
  error = ardina_oracle_error_or_bug (error, "reading the action");
  g_string_printf (actual, "%s", error->message);
  g_error_free (error);
  return NULL;
}

static void
list_texts (GString *actual, GPtrArray *texts)
{
  g_string_printf (actual, "%u legal action%s", texts->len, texts->len == 1 ? "" : "s");
  for (guint i = 0; i < texts->len && i < 60; i++)
    g_string_append_printf (actual, "%s%s", i ? "; " : ": ", (const char *) g_ptr_array_index (texts, i));
  if (texts->len > 60)
    g_string_append (actual, "; ...");
}

/* The texts of the <action> children, normalized; NULL (with the reason in
 * @actual) when one does not read as an action. */
static GPtrArray *
listed_actions (xmlNodePtr n, GString *actual)
{
  GPtrArray *listed = g_ptr_array_new_with_free_func (g_free);
  for (xmlNodePtr a = ardina_oracle_first_element (n); a; a = ardina_oracle_next_element (a->next))
    {
      char *text = ardina_oracle_text_of (a), *norm = normalized (text, actual);
      g_free (text);
      if (!norm)
        {
          g_ptr_array_free (listed, TRUE);
          return NULL;
        }
      g_ptr_array_add (listed, norm);
    }
  return listed;
}

/* count=, includes=, excludes= and the exact list of <action> children
 * (when there are any) must all hold. */
Verdict
ardina_oracle_step_legal (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *inc = ardina_oracle_attr (n, "includes"), *exc = ardina_oracle_attr (n, "excludes");
  char *ninc = inc ? normalized (inc, actual) : NULL;
  char *nexc = exc && (!inc || ninc) ? normalized (exc, actual) : NULL;
  GPtrArray *listed = (!inc || ninc) && (!exc || nexc) ? listed_actions (n, actual) : NULL;
  if (!listed)
    {
      g_free (ninc), g_free (nexc);
      return FAILED;   /* an action text did not read; @actual says why */
    }
  GPtrArray *texts = legal_texts (c->game, ardina_oracle_side_of (ardina_oracle_attr (n, "side")));
  gboolean ok = (!inc || has_text (texts, ninc)) && (!exc || !has_text (texts, nexc))
                && (!ardina_oracle_attr (n, "count") || (long) texts->len == ardina_oracle_attr_int (n, "count", 0))
                && (!listed->len || listed->len == texts->len);
  for (guint i = 0; ok && i < listed->len; i++)
    ok = has_text (texts, g_ptr_array_index (listed, i));
  if (!ok)
    list_texts (actual, texts);
  g_free (ninc), g_free (nexc);
  g_ptr_array_free (listed, TRUE);
  g_ptr_array_free (texts, TRUE);
  return ok ? HELD : FAILED;
}

/* ---- views, saving, scripts ---- */

Verdict
ardina_oracle_step_view (Ctx *c, xmlNodePtr n, GString *actual)
{
  ArdinaSide side = ardina_oracle_side_of (ardina_oracle_attr (n, "side"));
  ArdinaGame *view = ardina_game_view (c->game, side);
  Ctx vc = { c->run, view, side };
  char *context = g_strdup_printf ("in the %s view: ", ardina_oracle_attr (n, "side"));
  Verdict v = HELD;
  /* Each child reports its own failure; the view holds if they all do. */
  for (xmlNodePtr child = ardina_oracle_first_element (n); child; child = ardina_oracle_next_element (child->next))
    if (ardina_oracle_run_step (&vc, child, context) != HELD)
      v = FAILED;
  g_free (context);
  ardina_game_free (view);
  return v;
}

Verdict
ardina_oracle_step_round_trip (Ctx *c, xmlNodePtr n, GString *actual)
{
  gsize len = 0;
  GError *error = NULL;
  char *data = ardina_game_save (c->game, &len);
  ArdinaGame *back = data ? ardina_game_load (data, len, "(round trip)", &error) : NULL;
  Verdict v = FAILED;
  if (!data)
    g_string_printf (actual, "ardina_game_save gave nothing");
  else if (!back)
    g_string_printf (actual, "the saved game does not load: %s", error ? error->message : "no reason given");
  else if (!ardina_game_equal (back, c->game))
    g_string_printf (actual, "the game loaded back differs from the game saved");
  else
    v = HELD;
  g_clear_error (&error);
  ardina_game_free (back);
  g_free (data);
  return v;
}

/* <dice-left>, <picks-left>: checked where it stands, and its n is what the
 * end of the case expects. */
Verdict
ardina_oracle_step_left (Ctx *c, xmlNodePtr n, GString *actual)
{
  guint s = ardina_xml_is (n, "dice-left") ? ARDINA_ORACLE_DICE : ARDINA_ORACLE_PICKS;
  guint want = (guint) ardina_oracle_attr_int (n, "n", 0);
  c->run->left[s] = want;
  return check_number (actual, want, ardina_oracle_scripts[s].left (c->game), "the count of unused scripted %s",
                       ardina_oracle_scripts[s].element);
}
