/* The oracle runner: reads a case (doc/oracle-format.md), builds its
 * starting situation on a fresh game, runs its steps in document order and
 * records what failed, the trace of events, and the rules the engine cited.
 *
 * Steps are dispatched by element name through one table; each checker
 * says whether its expectation held and, when not, what happened instead.
 * A failed expectation does not stop the case (every failure is worth
 * seeing); an action that cannot be carried out does, since every later
 * step would describe a game that did not happen. */
#include "oracle.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define K(name) (ardina_data_constants[ARDINA_K_##name].value)

/* ==== results ==== */

static ArdinaOracleResult *
result_new (const char *file)
{
  ArdinaOracleResult *r = g_new0 (ArdinaOracleResult, 1);
  r->file = g_strdup (file);
  r->cited = g_array_new (FALSE, FALSE, sizeof (guint16));
  r->unknown = g_ptr_array_new_with_free_func (g_free);
  r->failures = g_array_new (FALSE, FALSE, sizeof (ArdinaOracleFailure));
  r->trace = g_ptr_array_new_with_free_func (g_free);
  return r;
}

void
ardina_oracle_result_free (ArdinaOracleResult *r)
{
  if (!r)
    return;
  for (guint i = 0; i < r->failures->len; i++)
    {
      ArdinaOracleFailure *f = &g_array_index (r->failures, ArdinaOracleFailure, i);
      g_free (f->where), g_free (f->expected), g_free (f->actual);
    }
  g_array_free (r->failures, TRUE);
  g_array_free (r->cited, TRUE);
  g_ptr_array_free (r->unknown, TRUE);
  g_ptr_array_free (r->trace, TRUE);
  g_free (r->file), g_free (r->id), g_free (r->question), g_free (r->ruling);
  g_free (r);
}

static char *
where_of (const ArdinaOracleResult *r, xmlNodePtr node)
{
  long line = node ? xmlGetLineNo (node) : 1;
  return g_strdup_printf ("%s:%ld", r->file, line > 0 ? line : 1);
}

static void
fail (ArdinaOracleResult *r, xmlNodePtr node, const char *expected, const char *actual)
{
  ArdinaOracleFailure f = { where_of (r, node), g_strdup (expected), g_strdup (actual) };
  g_array_append_val (r->failures, f);
}

/* A refusal or error message citing "[x.y]" marks x.y as cited. */
static void
mark_message (ArdinaOracleResult *r, const char *msg)
{
  if (!msg || msg[0] != '[')
    return;
  size_t n = strcspn (msg + 1, "],");
  char *id = g_strndup (msg + 1, n);
  const ArdinaRule *rule = ardina_rule_lookup (id);
  if (rule)
    r->marks[ardina_rule_get_index (rule)] |= ARDINA_ORACLE_MARK_ENGINE;
  g_free (id);
}

/* The rule an id names, or NULL after noting the id as unknown. */
static const ArdinaRule *
known_rule (ArdinaOracleResult *r, const char *id)
{
  const ArdinaRule *rule = ardina_rule_lookup (id);
  if (!rule)
    {
      for (guint i = 0; i < r->unknown->len; i++)
        if (strcmp (g_ptr_array_index (r->unknown, i), id) == 0)
          return NULL;
      g_ptr_array_add (r->unknown, g_strdup (id));
    }
  return rule;
}

/* The engine promises an error with every failure; should one come
 * without, the runner still reports it rather than crash. */
static GError *
error_or_bug (GError *error, const char *what)
{
  return error ? error : g_error_new (ARDINA_ERROR, ARDINA_ERROR_INVALID, "%s failed without saying why", what);
}

/* ==== reading elements ==== */

static xmlNodePtr
next_element (xmlNodePtr n)
{
  while (n && n->type != XML_ELEMENT_NODE)
    n = n->next;
  return n;
}

static xmlNodePtr
first_element (xmlNodePtr parent)
{
  return next_element (parent->children);
}

static char *
text_of (xmlNodePtr n)
{
  xmlChar *t = xmlNodeGetContent (n);
  char *s = g_strstrip (g_strdup (t ? (const char *) t : ""));
  xmlFree (t);
  return s;
}

/* Attribute values are held by the document; the schema has already
 * checked their spelling. */
static const char *
attr (xmlNodePtr n, const char *name)
{
  xmlAttrPtr a = xmlHasProp (n, (const xmlChar *) name);
  return a && a->children && a->children->content ? (const char *) a->children->content
         : a ? "" : NULL;
}

static long
attr_int (xmlNodePtr n, const char *name, long fallback)
{
  const char *v = attr (n, name);
  return v ? strtol (v, NULL, 10) : fallback;
}

static ArdinaSide
side_of (const char *name)
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
  xmlNodePtr child = first_element (n);
  char *text = child ? NULL : text_of (n);
  if (child || (text && *text))
    {
      g_string_append (s, ">");
      for (; child; child = next_element (child->next))
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

/* ==== options and scripts ==== */

static void
read_options (xmlNodePtr n, ArdinaGameOptions *o)
{
  memset (o, 0, sizeof *o);
  o->scenario = g_strcmp0 (attr (n, "scenario"), "short") == 0 ? ARDINA_SCENARIO_SHORT
                                                                : ARDINA_SCENARIO_FULL;
  const char *opt = attr (n, "optional");
  if (g_strcmp0 (opt, "all") == 0)
    o->optional = ARDINA_OPTIONAL_ALL;
  else if (opt)
    {
      char **w = g_strsplit_set (opt, " \t\r\n", -1);
      for (char **p = w; *p; p++)
        if (**p)
          o->optional |= ARDINA_OPTIONAL (atoi (*p));   /* 28-38: the schema says so */
      g_strfreev (w);
    }
}

static gboolean
set_dice (ArdinaGame *g, xmlNodePtr dice, GError **error)
{
  char *text = dice ? text_of (dice) : g_strdup ("");
  char **w = g_strsplit_set (text, " \t\r\n", -1);
  GByteArray *b = g_byte_array_new ();
  for (char **p = w; *p; p++)
    if (**p)
      {
        guint8 d = (guint8) atoi (*p);
        g_byte_array_append (b, &d, 1);
      }
  /* No <dice> is an empty script: a case never rolls from a seed. */
  static const guint8 none[1];   /* never hand memcpy a NULL, even for no dice */
  gboolean ok = ardina_game_set_dice_script (g, b->len ? b->data : none, b->len, error);
  g_byte_array_free (b, TRUE);
  g_strfreev (w);
  g_free (text);
  return ok;
}

static gboolean
set_picks (ArdinaGame *g, xmlNodePtr picks, GError **error)
{
  char *text = picks ? text_of (picks) : g_strdup ("");
  char **w = g_strsplit_set (text, " \t\r\n", -1);
  GPtrArray *names = g_ptr_array_new ();
  for (char **p = w; *p; p++)
    if (**p)
      g_ptr_array_add (names, *p);
  gboolean ok = ardina_game_set_pick_script (g, (const char *const *) names->pdata, names->len, error);
  g_ptr_array_free (names, TRUE);
  g_strfreev (w);
  g_free (text);
  return ok;
}

/* ==== the board: an empty game edited into the declared situation ==== */

static gboolean
invalid (GError **error, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
static gboolean
illegal (GError **error, uint16_t rule, const char *fmt, ...) G_GNUC_PRINTF (3, 4);

static gboolean
invalid (GError **error, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_set_error_literal (error, ARDINA_ERROR, ARDINA_ERROR_INVALID, msg);
  g_free (msg);
  return FALSE;
}

/* A situation the rules forbid: the message opens with the rule, as the
 * engine's refusals do, so <expect-invalid-start rule=...> can match it. */
static gboolean
illegal (GError **error, uint16_t rule, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_ILLEGAL, "[%s] %s", ardina_data_rules[rule].id, msg);
  g_free (msg);
  return FALSE;
}

/* Where a piece may be put: a locale, or a zone by the names that
 * ardina_game_get_piece_place() gives. */
static gboolean
parse_place (const char *at, ArdinaPlace *p, GError **error)
{
  static const struct { const char *name; uint8_t zone, side; } zones[] = {
    { "pool", ARDINA_ZONE_POOL, ARDINA_SIDE_NONE },
    { "american-hand", ARDINA_ZONE_HAND, ARDINA_SIDE_AMERICAN },
    { "british-hand", ARDINA_ZONE_HAND, ARDINA_SIDE_BRITISH },
    { "american-leader-pool", ARDINA_ZONE_POOL, ARDINA_SIDE_AMERICAN },
    { "british-leader-pool", ARDINA_ZONE_POOL, ARDINA_SIDE_BRITISH },
    { "aside", ARDINA_ZONE_ASIDE, ARDINA_SIDE_NONE },
    { "eliminated", ARDINA_ZONE_ELIMINATED, ARDINA_SIDE_NONE },
    { "removed", ARDINA_ZONE_REMOVED, ARDINA_SIDE_NONE },
    { "reserve", ARDINA_ZONE_RESERVE, ARDINA_SIDE_NONE },
  };
  memset (p, 0, sizeof *p);
  p->side = ARDINA_SIDE_NONE;
  for (guint i = 0; i < G_N_ELEMENTS (zones); i++)
    if (strcmp (zones[i].name, at) == 0)
      {
        p->zone = zones[i].zone;
        p->side = zones[i].side;
        return TRUE;
      }
  int l = ardina_locale_lookup (at);
  if (l < 0)
    return invalid (error, "no locale or zone named '%s'", at);
  p->zone = ARDINA_ZONE_MAP;
  p->locale = (uint8_t) l;
  return TRUE;
}

/* Which zones suit which kind of piece: campaign markers live in the pool,
 * hands and aside; leaders in leader pools and on the map; units on the map
 * and among the eliminated. */
static gboolean
place_fits (const ArdinaGame *g, uint16_t code, const char *name, const ArdinaPlace *p, GError **error)
{
  uint16_t kind = code & ARDINA_CODE_KIND_MASK, i = code & ~ARDINA_CODE_KIND_MASK;
  gboolean campaign = kind == ARDINA_CODE_PIECE;
  gboolean leader_pool = p->zone == ARDINA_ZONE_POOL && p->side != ARDINA_SIDE_NONE;
  gboolean pool = p->zone == ARDINA_ZONE_POOL && p->side == ARDINA_SIDE_NONE;
  if (campaign && (p->zone == ARDINA_ZONE_MAP || p->zone == ARDINA_ZONE_ELIMINATED
                   || p->zone == ARDINA_ZONE_RESERVE || leader_pool))
    return invalid (error, "%s is a campaign marker: it goes in the pool, a hand, aside or removed", name);
  if (!campaign && (pool || p->zone == ARDINA_ZONE_HAND))
    return invalid (error, "%s is not a campaign marker: it cannot be in the pool or a hand", name);
  if (kind == ARDINA_CODE_UNIT && leader_pool)
    return invalid (error, "%s is a unit, not a leader: it cannot be in a leader pool", name);
  if (kind == ARDINA_CODE_LEADER && leader_pool && ardina_leader_side (i) != p->side)
    return invalid (error, "%s is not a leader of the %s player", name, ardina_side_name ((ArdinaSide) p->side));
  if (campaign && p->zone != ARDINA_ZONE_ASIDE && p->zone != ARDINA_ZONE_REMOVED)
    {
      const ArdinaDataCampaign *k = &ardina_data_campaigns[ardina_piece_campaign (code)];
      if (ardina_piece_campaign (code) == ARDINA_CAMPAIGN_SPARE)
        return illegal (error, ARDINA_R_7_8, "the spare campaign marker %s stays out of play", name);
      if (k->optional && !(g->optional & ARDINA_OPTIONAL (k->optional)))
        return illegal (error, ARDINA_R_7_8, "%s is set aside: optional rules %u.0 are not in play",
                        name, k->optional);
    }
  return TRUE;
}

static gboolean
board_piece (ArdinaGame *g, xmlNodePtr n, guint8 *seen, GError **error)
{
  const char *name = attr (n, "name");
  int code = ardina_piece_lookup (name);
  ArdinaPlace place;
  if (code < 0)
    return invalid (error, "no piece named '%s'", name);
  if ((code & ARDINA_CODE_KIND_MASK) == ARDINA_CODE_MARKER)
    return invalid (error, "'%s' is a map marker: declare it with <marker>", name);
  if (!parse_place (attr (n, "at"), &place, error) || !place_fits (g, (uint16_t) code, name, &place, error))
    return FALSE;
  /* Piece codes are below 0x3000: one byte per code is plenty. */
  if (seen[code]++)
    return invalid (error, "%s is placed twice: a piece is in one place at a time", name);
  if (g_strcmp0 (attr (n, "disrupted"), "yes") == 0)
    {
      if ((code & ARDINA_CODE_KIND_MASK) != ARDINA_CODE_UNIT)
        return invalid (error, "only a unit can be disrupted, not %s", name);
      place.flags |= ARDINA_PIECE_DISRUPTED;
    }
  *ardina_place_of (g, (uint16_t) code) = place;
  return TRUE;
}

/* 1.4: fortress, siege and partisan markers exist only with their optional
 * rules; 15.2: one marker of each type per locale, whoever owns it (the
 * two partisan kinds are one type). */
static gboolean
board_marker (ArdinaGame *g, xmlNodePtr n, GError **error)
{
  const char *kind = attr (n, "kind"), *at = attr (n, "at"), *owner = attr (n, "owner");
  int k = ardina_piece_lookup (kind) & ~ARDINA_CODE_KIND_MASK;
  int l = ardina_locale_lookup (at);
  gboolean partisan = k == ARDINA_MARKER_PARTISAN_REBEL || k == ARDINA_MARKER_PARTISAN_TORY;
  ArdinaSide side = partisan ? (k == ARDINA_MARKER_PARTISAN_REBEL ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH)
                             : side_of (owner);
  guint section = partisan ? 29 : k == ARDINA_MARKER_MASSACRE ? 37 : 28;
  if (l < 0)
    return invalid (error, "no locale named '%s'", at);
  if (owner && side != side_of (owner))
    return invalid (error, "a %s belongs to the %s player", kind, ardina_side_name (side));
  if (side == ARDINA_SIDE_NONE)
    return invalid (error, "a %s needs an owner", kind);
  if (!(g->optional & ARDINA_OPTIONAL (section)))
    return section == 37 ? invalid (error, "massacre markers need the optional rules 37.0")
                         : illegal (error, ARDINA_R_1_4, "%s markers are out of the game without the optional rules %u.0",
                                    kind, section);
  int other = k == ARDINA_MARKER_PARTISAN_REBEL ? ARDINA_MARKER_PARTISAN_TORY
              : k == ARDINA_MARKER_PARTISAN_TORY ? ARDINA_MARKER_PARTISAN_REBEL : k;
  if (g->markers[k][l] || g->markers[other][l])
    return illegal (error, ARDINA_R_15_2, "%s already has a %s marker", ardina_data_locales[l].label,
                    partisan ? "partisan" : kind);
  g->markers[k][l] = (uint8_t) (1 + side);
  if (k == ARDINA_MARKER_MASSACRE)
    g->massacred[l] = 1;
  return TRUE;
}

static gboolean
board_tables (ArdinaGame *g, xmlNodePtr n, GError **error)
{
  const char *what = (const char *) n->name;
  if (strcmp (what, "points") == 0)
    {
      g->points[0] = (int16_t) attr_int (n, "american", 0);
      g->points[1] = (int16_t) attr_int (n, "british", 0);
      return TRUE;
    }
  if (strcmp (what, "loyalty") == 0)
    {
      long v = attr_int (n, "value", 0);
      for (guint r = 0; r < ARDINA_DATA_N_REGIONS; r++)
        if (strcmp (ardina_data_regions[r].name, attr (n, "region")) == 0)
          {
            if (v < ARDINA_DATA_LOYALTY_MIN || v > ARDINA_DATA_LOYALTY_MAX)
              return illegal (error, ARDINA_R_11_5, "loyalty runs from %d to %d, not %ld",
                              ARDINA_DATA_LOYALTY_MIN, ARDINA_DATA_LOYALTY_MAX, v);
            g->loyalty[r] = (int8_t) v;
            return TRUE;
          }
      return invalid (error, "no colonial region named '%s'", attr (n, "region"));
    }
  gboolean progress = strcmp (what, "progress") == 0;
  guint count = progress ? ARDINA_DATA_N_PROGRESS : ARDINA_DATA_N_BALANCE;
  for (guint i = 0; i < count; i++)
    if (strcmp (progress ? ardina_data_progress[i].name : ardina_data_balance[i].name, attr (n, "level")) == 0)
      {
        if (progress)
          g->progress = (uint8_t) i;
        else
          g->balance = (int8_t) i;
        return TRUE;
      }
  return invalid (error, "no %s level named '%s'", what, attr (n, "level"));
}

/* 7.8, 4.1: the pool after the set-up holds every campaign marker but the
 * spare and those of optional rules not in play. */
static void
board_pool (ArdinaGame *g)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      const ArdinaDataCampaign *k = &ardina_data_campaigns[ardina_data_campaign_pieces[i]];
      if (ardina_data_campaign_pieces[i] == ARDINA_CAMPAIGN_SPARE
          || (k->optional && !(g->optional & ARDINA_OPTIONAL (k->optional))))
        g->pieces[i].zone = ARDINA_ZONE_ASIDE;
    }
}

/* The year and phase of a board, checked before any game exists. */
static gboolean
board_turn (xmlNodePtr board, const ArdinaGameOptions *o, int *step, GError **error)
{
  long year = attr_int (board, "year", 0);
  long last = o->scenario == ARDINA_SCENARIO_SHORT ? K (SHORT_SCENARIO_LAST_YEAR) : K (LAST_YEAR);
  const char *phase = attr (board, "phase");
  *step = ardina_turn_step_lookup (phase);
  if (year < K (FIRST_YEAR) || year > last)
    return illegal (error, o->scenario == ARDINA_SCENARIO_SHORT ? ARDINA_R_3_5 : ARDINA_R_1_1,
                    "the game runs from %d to %ld, not %ld", K (FIRST_YEAR), last, year);
  if (*step < 0)
    return invalid (error, "no phase named '%s' (the names are those of ardina_game_get_phase_name)", phase);
  if (*step > 0 && !attr (board, "first"))
    return invalid (error, "a board in phase '%s' must say who is the First Player (first=)", phase);
  return TRUE;
}

/* ardina_game_new_empty() has run its game to the first decision of the
 * turn; the board's procedure stack is instead the bare turn frame at the
 * named step (5.1), with the board's First Player, not yet run. */
static void
board_frame (ArdinaGame *g, int step, ArdinaSide first)
{
  memset (g->stack, 0, sizeof g->stack);
  g->depth = 0;
  g->sealed[0] = g->sealed[1] = 0;
  ArdinaCtx c = { g, NULL, NULL, FALSE };
  ardina_push (&c, ARDINA_PROC_TURN, 0, ARDINA_SIDE_NONE)->step = (uint8_t) step;
  g->first = (uint8_t) first;
}

/* The pieces, markers and tables of a board, in document order. */
static gboolean
board_children (ArdinaGame *g, xmlNodePtr board, xmlNodePtr *bad, GError **error)
{
  guint8 *seen = g_malloc0 (ARDINA_CODE_LOCALE);   /* by piece code */
  gboolean ok = TRUE;
  for (xmlNodePtr n = first_element (board); ok && n; n = next_element (n->next))
    {
      *bad = n;
      if (ardina_xml_is (n, "piece"))
        ok = board_piece (g, n, seen, error);
      else if (ardina_xml_is (n, "marker"))
        ok = board_marker (g, n, error);
      else
        ok = board_tables (g, n, error);
    }
  g_free (seen);
  return ok;
}

ArdinaGame *
ardina_oracle_board (xmlNodePtr board, xmlNodePtr *bad, GError **error)
{
  ArdinaGameOptions o;
  int step;
  read_options (board, &o);
  *bad = board;
  if (!board_turn (board, &o, &step, error))
    return NULL;
  ArdinaGame *g = ardina_game_new_empty (&o, (guint) attr_int (board, "year", 0));
  board_frame (g, step, side_of (attr (board, "first")));
  board_pool (g);
  if (board_children (g, board, bad, error))
    return g;
  ardina_game_free (g);
  return NULL;
}

/* ==== running ==== */

typedef struct {
  ArdinaOracleResult *r;
  ArdinaGame *game;
  GArray *events;        /* ArdinaEvent: every event delivered so far */
  guint last_from;       /* the first event delivered by the last <do> */
  guint dice_left, picks_left;   /* what the end of the case must find unused */
  gboolean stopped;      /* an action failed: later steps are not run */
} Run;

/* Where a check looks: the game, or a side's view of it with only the
 * events that side may see. */
typedef struct {
  Run *run;
  const ArdinaGame *game;
  ArdinaSide audience;
} Ctx;

typedef enum { HELD, FAILED, STOP } Verdict;

static void
on_event (const ArdinaEvent *e, gpointer data)
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

/* Runs a new game on to its first decision, the events going to the case. */
static gboolean
run_start (Run *run, ArdinaGame *g, GError **error)
{
  GArray *events = g_array_new (FALSE, FALSE, sizeof (ArdinaEvent));
  ArdinaCtx c = { g, events, error, FALSE };
  gboolean ok = ardina_run (&c);
  for (guint i = 0; i < events->len; i++)
    on_event (&g_array_index (events, ArdinaEvent, i), run);
  g_array_free (events, TRUE);
  return ok;
}

/* Sets the scripts, then runs the new game to its first decision; *@bad
 * is left on the element at fault. */
static gboolean
script_and_run (Run *run, ArdinaGame *g, xmlNodePtr dice, xmlNodePtr picks, xmlNodePtr *bad,
                GError **error)
{
  if (!set_dice (g, dice, error))
    {
      *bad = dice;
      return FALSE;
    }
  if (!set_picks (g, picks, error))
    {
      *bad = picks;
      return FALSE;
    }
  return run_start (run, g, error);
}

/* The standard set-up of rule 4, with the scripts in place before the
 * first die or pick. */
static ArdinaGame *
start_standard (Run *run, xmlNodePtr n, xmlNodePtr dice, xmlNodePtr picks, xmlNodePtr *bad,
                GError **error)
{
  ArdinaGameOptions o;
  read_options (n, &o);
  ArdinaGame *g = g_new (ArdinaGame, 1);
  ardina_game_init (g, &o);
  ArdinaCtx c = { g, NULL, NULL, FALSE };
  ardina_push (&c, ARDINA_PROC_SETUP, 0, ARDINA_SIDE_NONE);
  *bad = n;
  if (script_and_run (run, g, dice, picks, bad, error))
    return g;
  ardina_game_free (g);
  return NULL;
}

/* A declared board, run on from its phase (an automatic phase such as the
 * victory check is carried out at once). */
static ArdinaGame *
start_board (Run *run, xmlNodePtr n, xmlNodePtr dice, xmlNodePtr picks, xmlNodePtr *bad, GError **error)
{
  ArdinaGame *g = ardina_oracle_board (n, bad, error);
  if (!g)
    return NULL;
  *bad = n;
  if (script_and_run (run, g, dice, picks, bad, error))
    return g;
  ardina_game_free (g);
  return NULL;
}

/* ---- actions ---- */

static Verdict
step_do (Ctx *c, xmlNodePtr n, GString *actual)
{
  Run *run = c->run;
  char *text = text_of (n);
  GError *error = NULL;
  g_ptr_array_add (run->r->trace, g_strdup_printf ("> %s", text));
  run->last_from = run->events->len;
  gboolean ok = ardina_game_apply_text (run->game, text, on_event, run, &error);
  if (!ok)
    {
      error = error_or_bug (error, "the action");
      mark_message (run->r, error->message);
      g_string_printf (actual, "%s: %s", error->code == ARDINA_ERROR_ILLEGAL ? "refused"
                       : error->code == ARDINA_ERROR_DICE ? "the dice script failed" : "not an action",
                       error->message);
      g_ptr_array_add (run->r->trace, g_strdup_printf ("  failed: %s", error->message));
      g_error_free (error);
    }
  g_free (text);
  return ok ? HELD : STOP;
}

static const char *const error_names[] = {
  [ARDINA_ERROR_NOT_FOUND] = "not-found", [ARDINA_ERROR_INVALID] = "invalid",
  [ARDINA_ERROR_ILLEGAL] = "illegal", [ARDINA_ERROR_PARSE] = "parse", [ARDINA_ERROR_DICE] = "dice",
};

/* Why @error is not the failure <refused> or <fails> wants; NULL if it is. */
static const char *
wrong_failure (xmlNodePtr n, const GError *error)
{
  const char *rule = attr (n, "rule"), *want = rule ? "illegal" : attr (n, "error");
  const char *contains = attr (n, "contains");
  gboolean code_ok = error->domain == ARDINA_ERROR && (guint) error->code < G_N_ELEMENTS (error_names)
                     && g_strcmp0 (error_names[error->code], want) == 0;
  if (!code_ok)
    return rule ? "failed, but not as a refusal by a rule" : "failed with another kind of error";
  if (rule && !(error->message[0] == '[' && g_str_has_prefix (error->message + 1, rule)
                && error->message[strlen (rule) + 1] == ']'))
    return "refused citing another rule";
  if (contains && !strstr (error->message, contains))
    return "failed without saying what contains= says";
  return NULL;
}

/* <refused rule=>: the action fails with ARDINA_ERROR_ILLEGAL whose
 * message opens with "[rule]"; <fails error=>: it fails with that error
 * (a dice script running out, an unreadable action). Either way the game
 * must be byte for byte what it was. */
static Verdict
step_refused (Ctx *c, xmlNodePtr n, GString *actual)
{
  Run *run = c->run;
  char *text = text_of (n);
  const char *rule = attr (n, "rule");
  ArdinaGame *before = ardina_game_copy (run->game);
  GError *error = NULL;
  Verdict v = FAILED;
  if (rule)
    known_rule (run->r, rule);
  g_ptr_array_add (run->r->trace, g_strdup_printf ("> %s", text));
  if (ardina_game_apply_text (run->game, text, on_event, run, &error))
    {
      g_string_printf (actual, "the action was accepted");
      v = STOP;
    }
  else
    {
      error = error_or_bug (error, "the action");
      const char *wrong = wrong_failure (n, error);
      mark_message (run->r, error->message);
      g_ptr_array_add (run->r->trace, g_strdup_printf ("  failed: %s", error->message));
      if (wrong)
        g_string_printf (actual, "%s: %s", wrong, error->message);
      else if (!ardina_game_equal (before, run->game))
        g_string_printf (actual, "it failed, but the game changed");
      else
        v = HELD;
      g_error_free (error);
    }
  if (v == HELD && rule && ardina_rule_lookup (rule))
    run->r->marks[ardina_rule_get_index (ardina_rule_lookup (rule))] |= ARDINA_ORACLE_MARK_REFUSAL;
  ardina_game_free (before);
  g_free (text);
  return v;
}

/* ---- the state ---- */

static Verdict
check_string (GString *actual, const char *what, const char *want, const char *got)
{
  if (g_strcmp0 (want, got) == 0)
    return HELD;
  g_string_printf (actual, "%s is %s", what, got ? got : "(nothing)");
  return FAILED;
}

static Verdict
check_number (GString *actual, const char *what, long want, long got)
{
  if (want == got)
    return HELD;
  g_string_printf (actual, "%s is %ld", what, got);
  return FAILED;
}

static Verdict
step_at (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *piece = attr (n, "piece");
  const char *place = ardina_game_get_piece_place (c->game, piece);
  if (!place)
    {
      g_string_printf (actual, "there is no piece named '%s'", piece);
      return FAILED;
    }
  if (strcmp (place, attr (n, "place")) == 0)
    return HELD;
  g_string_printf (actual, "%s is in %s", piece, place);
  return FAILED;
}

static Verdict
step_hidden (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *piece = attr (n, "piece");
  const char *place = ardina_game_get_piece_place (c->game, piece);
  if (!place)
    g_string_printf (actual, "there is no piece named '%s'", piece);
  else if (strcmp (place, "hidden") != 0)
    g_string_printf (actual, "%s is visible, in %s", piece, place);
  return place && strcmp (place, "hidden") == 0 ? HELD : FAILED;
}

static Verdict
step_visible (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *piece = attr (n, "piece"), *want = attr (n, "place");
  const char *place = ardina_game_get_piece_place (c->game, piece);
  if (!place)
    g_string_printf (actual, "there is no piece named '%s'", piece);
  else if (strcmp (place, "hidden") == 0)
    g_string_printf (actual, "%s is hidden", piece);
  else if (want && strcmp (want, place) != 0)
    g_string_printf (actual, "%s is visible in %s", piece, place);
  else
    return HELD;
  return FAILED;
}

static Verdict
step_phase (Ctx *c, xmlNodePtr n, GString *actual)
{
  return check_string (actual, "the phase", attr (n, "name"), ardina_game_get_phase_name (c->game));
}

static Verdict
step_year (Ctx *c, xmlNodePtr n, GString *actual)
{
  return check_number (actual, "the year", attr_int (n, "value", 0), ardina_game_get_year (c->game));
}

static Verdict
step_first (Ctx *c, xmlNodePtr n, GString *actual)
{
  return check_string (actual, "the First Player", attr (n, "side"),
                       ardina_side_name (ardina_game_get_first_player (c->game)));
}

static Verdict
step_points (Ctx *c, xmlNodePtr n, GString *actual)
{
  ArdinaSide side = side_of (attr (n, "side"));
  char *what = g_strdup_printf ("the %s political points", attr (n, "side"));
  Verdict v = check_number (actual, what, attr_int (n, "value", 0), ardina_game_get_points (c->game, side));
  g_free (what);
  return v;
}

static Verdict
step_town_points (Ctx *c, xmlNodePtr n, GString *actual)
{
  ArdinaSide side = side_of (attr (n, "side"));
  char *what = g_strdup_printf ("the %s town points", attr (n, "side"));
  Verdict v = check_number (actual, what, attr_int (n, "value", 0),
                            ardina_game_get_town_points (c->game, side));
  g_free (what);
  return v;
}

static Verdict
step_hand (Ctx *c, xmlNodePtr n, GString *actual)
{
  ArdinaSide side = side_of (attr (n, "side"));
  char *what = g_strdup_printf ("the %s hand", attr (n, "side"));
  Verdict v = check_number (actual, what, attr_int (n, "count", 0), ardina_game_count_hand (c->game, side));
  g_free (what);
  return v;
}

static Verdict
step_pool (Ctx *c, xmlNodePtr n, GString *actual)
{
  return check_number (actual, "the pool", attr_int (n, "count", 0), ardina_game_count_pool (c->game));
}

static Verdict
step_progress (Ctx *c, xmlNodePtr n, GString *actual)
{
  return check_string (actual, "the Revolutionary Progress level", attr (n, "level"),
                       ardina_game_get_progress (c->game));
}

static Verdict
step_balance (Ctx *c, xmlNodePtr n, GString *actual)
{
  return check_string (actual, "the European Balance of Power level", attr (n, "level"),
                       ardina_game_get_balance (c->game));
}

static Verdict
step_loyalty (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *region = attr (n, "region");
  for (guint r = 0; r < ARDINA_DATA_N_REGIONS; r++)
    if (strcmp (ardina_data_regions[r].name, region) == 0)
      {
        char *what = g_strdup_printf ("the loyalty of %s", region);
        Verdict v = check_number (actual, what, attr_int (n, "value", 0),
                                  ardina_game_get_loyalty (c->game, region));
        g_free (what);
        return v;
      }
  g_string_printf (actual, "there is no colonial region named '%s'", region);
  return FAILED;
}

static Verdict
step_over (Ctx *c, xmlNodePtr n, GString *actual)
{
  if (ardina_game_is_over (c->game))
    return HELD;
  g_string_printf (actual, "the game goes on, in phase %s", ardina_game_get_phase_name (c->game));
  return FAILED;
}

static Verdict
step_winner (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *result = attr (n, "result");
  if (step_over (c, n, actual) != HELD)
    return FAILED;
  if (check_string (actual, "the winner", attr (n, "side"),
                    ardina_side_name (ardina_game_get_winner (c->game))) != HELD)
    return FAILED;
  return result ? check_string (actual, "the result", result, ardina_game_get_result (c->game)) : HELD;
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
static Verdict
step_event (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *id = attr (n, "rule"), *contains = attr (n, "contains");
  gboolean want = !g_str_has_prefix ((const char *) n->name, "no-");
  gboolean last = g_strcmp0 (attr (n, "scope"), "last") == 0;
  const ArdinaRule *rule = id ? known_rule (c->run->r, id) : NULL;
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

static const char *const decision_names[] = {
  [ARDINA_DECISION_NONE] = "none", [ARDINA_DECISION_SETUP] = "setup",
  [ARDINA_DECISION_COMMIT] = "commit", [ARDINA_DECISION_PHASE] = "phase",
  [ARDINA_DECISION_RETURN] = "return", [ARDINA_DECISION_RESPOND] = "respond",
};

static void
describe_pending (const ArdinaGame *g, GString *actual)
{
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  g_string_printf (actual, "%s", n ? "pending:" : "nothing is pending");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (actual, "%s %s %s [%s] %s", i ? ";" : "", ardina_side_name (p[i].side),
                            decision_names[p[i].kind], ardina_rule_get_id (p[i].rule), p[i].prompt);
}

static Verdict
step_pending (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *side = attr (n, "side"), *kind = attr (n, "kind"), *id = attr (n, "rule");
  const ArdinaRule *rule = id ? known_rule (c->run->r, id) : NULL;
  ArdinaPending p[2];
  guint count = ardina_game_pending (c->game, p);
  gboolean negate = ardina_xml_is (n, "not-pending"), found = FALSE;
  for (guint i = 0; i < count && !found; i++)
    found = (!side || p[i].side == side_of (side)) && (!kind || strcmp (decision_names[p[i].kind], kind) == 0)
            && (!id || p[i].rule == rule);
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
  error = error_or_bug (error, "reading the action");
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
  for (xmlNodePtr a = first_element (n); a; a = next_element (a->next))
    {
      char *text = text_of (a), *norm = normalized (text, actual);
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
static Verdict
step_legal (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *inc = attr (n, "includes"), *exc = attr (n, "excludes");
  char *ninc = inc ? normalized (inc, actual) : NULL;
  char *nexc = exc && (!inc || ninc) ? normalized (exc, actual) : NULL;
  GPtrArray *listed = (!inc || ninc) && (!exc || nexc) ? listed_actions (n, actual) : NULL;
  if (!listed)
    {
      g_free (ninc), g_free (nexc);
      return FAILED;   /* an action text did not read; @actual says why */
    }
  GPtrArray *texts = legal_texts (c->game, side_of (attr (n, "side")));
  gboolean ok = (!inc || has_text (texts, ninc)) && (!exc || !has_text (texts, nexc))
                && (!attr (n, "count") || (long) texts->len == attr_int (n, "count", 0))
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

static Verdict run_step (Ctx *c, xmlNodePtr n, const char *context);

static Verdict
step_view (Ctx *c, xmlNodePtr n, GString *actual)
{
  ArdinaSide side = side_of (attr (n, "side"));
  ArdinaGame *view = ardina_game_view (c->game, side);
  Ctx vc = { c->run, view, side };
  char *context = g_strdup_printf ("in the %s view: ", attr (n, "side"));
  Verdict v = HELD;
  /* Each child reports its own failure; the view holds if they all do. */
  for (xmlNodePtr child = first_element (n); child; child = next_element (child->next))
    if (run_step (&vc, child, context) != HELD)
      v = FAILED;
  g_free (context);
  ardina_game_free (view);
  return v;
}

static Verdict
step_round_trip (Ctx *c, xmlNodePtr n, GString *actual)
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

/* Checked where it stands, and its n is what the end of the case expects. */
static Verdict
step_left (Ctx *c, xmlNodePtr n, GString *actual)
{
  gboolean dice = ardina_xml_is (n, "dice-left");
  guint want = (guint) attr_int (n, "n", 0);
  guint left = dice ? ardina_game_dice_left (c->game) : ardina_game_picks_left (c->game);
  if (dice)
    c->run->dice_left = want;
  else
    c->run->picks_left = want;
  return check_number (actual, dice ? "the count of unused scripted dice" : "the count of unused scripted picks",
                       want, left);
}

/* ---- components as data facts ----
 *
 * What the engine's compiled tables say about one component (a locale, a
 * route, a unit, a leader, a campaign marker kind, a map marker kind, a
 * constant), checked attribute by attribute: each attribute the case gives
 * must equal the data, spelled with the tokens of rules-xml/. The plural
 * forms count the components matching every filter given. These are the
 * tables the engine plays with, so a wrong value here is a wrong game. */

static const char *const locale_kinds[] = { "town", "wilderness", "indian", "high-seas", "off-map" };
static const char *const colours[] = { "none", "american", "british", "neutral", "french", "spanish" };
static const char *const route_kinds[] = { "road", "trail", "river", "sea" };
static const char *const nations[] = { "american", "british", "hessian", "french", "spanish", "indian" };
static const char *const unit_types[] = { "regular", "detachment", "grenadier", "light",
                                          "militia", "marine", "fleet", "indian" };
static const char *const leader_kinds[] = { "general", "militia", "admiral" };
static const char *const categories[] = { "action", "rabble", "tactics", "spare" };
static const char *const players[] = { "both", "american", "british" };
G_STATIC_ASSERT (G_N_ELEMENTS (locale_kinds) == ARDINA_LOCALE_KIND_COUNT);
G_STATIC_ASSERT (G_N_ELEMENTS (colours) == ARDINA_COLOUR_COUNT);
G_STATIC_ASSERT (G_N_ELEMENTS (route_kinds) == ARDINA_ROUTE_COUNT);
G_STATIC_ASSERT (G_N_ELEMENTS (nations) == ARDINA_UNATION_COUNT);
G_STATIC_ASSERT (G_N_ELEMENTS (unit_types) == ARDINA_UNIT_TYPE_COUNT);
G_STATIC_ASSERT (G_N_ELEMENTS (leader_kinds) == ARDINA_LEADER_KIND_COUNT);
G_STATIC_ASSERT (G_N_ELEMENTS (categories) == ARDINA_CAMPAIGN_CATEGORY_COUNT);
G_STATIC_ASSERT (G_N_ELEMENTS (players) == ARDINA_PLAYER_COUNT);

static const char *
token (const char *const *names, guint n, guint i)
{
  return i < n ? names[i] : "?";
}
#define TOKEN(names, i) token (names, G_N_ELEMENTS (names), (i))

/* Does the attribute @name of @n, if given, equal @got? When it does not
 * and @actual is given, says what the data has instead. */
static gboolean
fact (xmlNodePtr n, const char *name, const char *got, GString *actual)
{
  const char *want = attr (n, name);
  if (!want || strcmp (want, got) == 0)
    return TRUE;
  if (actual)
    g_string_append_printf (actual, "%s%s is %s", actual->len ? "; " : "", name, got);
  return FALSE;
}

static gboolean
fact_int (xmlNodePtr n, const char *name, long got, GString *actual)
{
  char text[24];
  g_snprintf (text, sizeof text, "%ld", got);
  return fact (n, name, text, actual);
}

static gboolean
fact_contains (xmlNodePtr n, const char *name, const char *got, GString *actual)
{
  const char *want = attr (n, name);
  if (!want || strstr (got, want))
    return TRUE;
  if (actual)
    g_string_append_printf (actual, "%sthe label is '%s'", actual->len ? "; " : "", got);
  return FALSE;
}

static gboolean
locale_facts (xmlNodePtr n, guint l, GString *actual)
{
  const ArdinaDataLocale *d = &ardina_data_locales[l];
  const char *region = d->region < ARDINA_DATA_N_MAP_REGIONS ? ardina_data_map_regions[d->region].name : "none";
  /* & and not &&: every attribute is compared, so that a failure shows
   * every difference at once. */
  return fact (n, "kind", TOKEN (locale_kinds, d->kind), actual)
         & fact (n, "region", region, actual)
         & fact_int (n, "value", d->value, actual)
         & fact (n, "colour", TOKEN (colours, d->colour), actual)
         & fact (n, "port", d->port ? "yes" : "no", actual);
}

static gboolean
route_facts (xmlNodePtr n, guint r, GString *actual)
{
  const ArdinaDataRoute *d = &ardina_data_routes[r];
  const char *from = attr (n, "from"), *to = attr (n, "to");
  const char *a = ardina_data_locales[d->a].name, *b = ardina_data_locales[d->b].name;
  gboolean ends = to ? (!g_strcmp0 (from, a) && !strcmp (to, b)) || (!g_strcmp0 (from, b) && !strcmp (to, a))
                     : !from || !strcmp (from, a) || !strcmp (from, b);
  return ends && fact (n, "kind", TOKEN (route_kinds, d->kind), actual);
}

/* "name: what differs", or HELD. */
static Verdict
facts_verdict (gboolean ok, xmlNodePtr n, GString *actual)
{
  if (ok)
    return HELD;
  g_string_prepend (actual, ": ");
  g_string_prepend (actual, attr (n, "name") ? attr (n, "name") : attr (n, "kind"));
  return FAILED;
}

/* <locale name [kind region value colour port]/> */
static Verdict
step_locale (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *name = attr (n, "name");
  int l = ardina_locale_lookup (name);
  if (l < 0)
    {
      g_string_printf (actual, "there is no locale named '%s'", name);
      return FAILED;
    }
  return facts_verdict (locale_facts (n, (guint) l, actual), n, actual);
}

/* <region name [colonial]/>: a political division of 2.7; colonial="yes"
 * for the seven colonial regions of 3.1. */
static Verdict
step_region (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *name = attr (n, "name");
  int r = ardina_map_region_lookup (name);
  if (r < 0)
    {
      g_string_printf (actual, "there is no region named '%s'", name);
      return FAILED;
    }
  return facts_verdict (fact (n, "colonial", ardina_data_map_regions[r].colonial ? "yes" : "no", actual),
                        n, actual);
}

/* count= (exactly) and at-least= of the plural forms. */
static Verdict
check_count (xmlNodePtr n, const char *what, guint got, GString *matches, GString *actual)
{
  long exact = attr_int (n, "count", -1), least = attr_int (n, "at-least", -1);
  if ((exact < 0 || (long) got == exact) && (least < 0 || (long) got >= least))
    return HELD;
  g_string_printf (actual, "%u %s match%s%s", got, what, got ? ": " : "", matches->str);
  return FAILED;
}

static void
add_match (GString *matches, guint *n, const char *name)
{
  if (*n < 12)
    g_string_append_printf (matches, "%s%s", *n ? ", " : "", name);
  else if (*n == 12)
    g_string_append (matches, "...");
  (*n)++;
}

/* <locales [kind region value colour port] count|at-least/> */
static Verdict
step_locales (Ctx *c, xmlNodePtr n, GString *actual)
{
  GString *matches = g_string_new (NULL);
  guint got = 0;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (locale_facts (n, l, NULL))
      add_match (matches, &got, ardina_data_locales[l].name);
  Verdict v = check_count (n, "locales", got, matches, actual);
  g_string_free (matches, TRUE);
  return v;
}

static gboolean
locale_named (GString *actual, const char *name)
{
  if (!name || ardina_locale_lookup (name) >= 0)
    return TRUE;
  g_string_printf (actual, "there is no locale named '%s'", name);
  return FALSE;
}

/* <route from to [kind]/>: a route joins the two locales (of that kind). */
static Verdict
step_route (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *from = attr (n, "from"), *to = attr (n, "to");
  if (!locale_named (actual, from) || !locale_named (actual, to))
    return FAILED;
  GString *kinds = g_string_new (NULL);
  for (guint r = 0; r < ARDINA_DATA_N_ROUTES; r++)
    {
      GString *why = g_string_new (NULL);
      gboolean ok = route_facts (n, r, why);
      if (why->len)
        g_string_append_printf (kinds, "%s%s", kinds->len ? ", " : "", TOKEN (route_kinds, ardina_data_routes[r].kind));
      g_string_free (why, TRUE);
      if (ok)
        {
          g_string_free (kinds, TRUE);
          return HELD;
        }
    }
  if (kinds->len)
    g_string_printf (actual, "the route from %s to %s is a %s route", from, to, kinds->str);
  else
    g_string_printf (actual, "no route joins %s and %s", from, to);
  g_string_free (kinds, TRUE);
  return FAILED;
}

/* <routes [from] [kind] count|at-least/>: routes of that kind (from that
 * locale). */
static Verdict
step_routes (Ctx *c, xmlNodePtr n, GString *actual)
{
  if (!locale_named (actual, attr (n, "from")))
    return FAILED;
  GString *matches = g_string_new (NULL);
  guint got = 0;
  for (guint r = 0; r < ARDINA_DATA_N_ROUTES; r++)
    if (route_facts (n, r, NULL))
      {
        char *name = g_strdup_printf ("%s-%s", ardina_data_locales[ardina_data_routes[r].a].name,
                                      ardina_data_locales[ardina_data_routes[r].b].name);
        add_match (matches, &got, name);
        g_free (name);
      }
  Verdict v = check_count (n, "routes", got, matches, actual);
  g_string_free (matches, TRUE);
  return v;
}

/* The index of a unit or leader named @name, or -1 after saying why. */
static int
counter_index (xmlNodePtr n, uint16_t kind, const char *what, GString *actual)
{
  const char *name = attr (n, "name");
  int code = ardina_piece_lookup (name);
  if (code >= 0 && (code & ARDINA_CODE_KIND_MASK) == kind)
    return code & ~ARDINA_CODE_KIND_MASK;
  g_string_printf (actual, "there is no %s named '%s'", what, name);
  return -1;
}

/* <unit name [nation type strength label-contains]/> */
static Verdict
step_unit (Ctx *c, xmlNodePtr n, GString *actual)
{
  int i = counter_index (n, ARDINA_CODE_UNIT, "unit", actual);
  if (i < 0)
    return FAILED;
  const ArdinaDataUnit *d = &ardina_data_units[i];
  return facts_verdict (fact (n, "nation", TOKEN (nations, d->nation), actual)
                        & fact (n, "type", TOKEN (unit_types, d->type), actual)
                        & fact_int (n, "strength", d->strength, actual)
                        & fact_contains (n, "label-contains", d->label, actual), n, actual);
}

/* <leader name [nation kind value label-contains]/> */
static Verdict
step_leader (Ctx *c, xmlNodePtr n, GString *actual)
{
  int i = counter_index (n, ARDINA_CODE_LEADER, "leader", actual);
  if (i < 0)
    return FAILED;
  const ArdinaDataLeader *d = &ardina_data_leaders[i];
  return facts_verdict (fact (n, "nation", TOKEN (nations, d->nation), actual)
                        & fact (n, "kind", TOKEN (leader_kinds, d->kind), actual)
                        & fact_int (n, "value", d->value, actual)
                        & fact_contains (n, "label-contains", d->label, actual), n, actual);
}

/* <campaign name [category player count american-value british-value once
 * optional]/>: a kind of campaign marker ("franklin", "tactics"). */
static Verdict
step_campaign (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *name = attr (n, "name");
  for (guint k = 0; k < ARDINA_DATA_N_CAMPAIGNS; k++)
    if (strcmp (ardina_data_campaigns[k].name, name) == 0)
      {
        const ArdinaDataCampaign *d = &ardina_data_campaigns[k];
        return facts_verdict (fact (n, "category", TOKEN (categories, d->category), actual)
                              & fact (n, "player", TOKEN (players, d->player), actual)
                              & fact_int (n, "count", d->count, actual)
                              & fact_int (n, "american-value", d->value[0], actual)
                              & fact_int (n, "british-value", d->value[1], actual)
                              & fact (n, "once", d->once ? "yes" : "no", actual)
                              & fact_int (n, "optional", d->optional, actual), n, actual);
      }
  g_string_printf (actual, "there is no kind of campaign marker named '%s'", name);
  return FAILED;
}

/* <marker-kind kind [count strength]/>: a kind of map marker (2.15). */
static Verdict
step_marker_kind (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *kind = attr (n, "kind");
  int code = ardina_piece_lookup (kind);
  if (code < 0 || (code & ARDINA_CODE_KIND_MASK) != ARDINA_CODE_MARKER)
    {
      g_string_printf (actual, "there is no kind of map marker named '%s'", kind);
      return FAILED;
    }
  const ArdinaDataMarker *d = &ardina_data_markers[code & ~ARDINA_CODE_KIND_MASK];
  return facts_verdict (fact_int (n, "count", d->count, actual)
                        & fact_int (n, "strength", d->strength, actual), n, actual);
}

/* <constant name value/>: a number of rules-xml/constants.xml. */
static Verdict
step_constant (Ctx *c, xmlNodePtr n, GString *actual)
{
  const char *name = attr (n, "name");
  int value;
  if (!ardina_constant_lookup (name, &value))
    {
      g_string_printf (actual, "there is no constant named '%s'", name);
      return FAILED;
    }
  return facts_verdict (fact_int (n, "value", value, actual), n, actual);
}

/* ---- dispatch ---- */

typedef Verdict (*StepFunc) (Ctx *c, xmlNodePtr n, GString *actual);

static const struct {
  const char *name;
  StepFunc func;
} steps[] = {
  { "do", step_do }, { "refused", step_refused }, { "fails", step_refused },
  { "at", step_at }, { "hidden", step_hidden }, { "visible", step_visible },
  { "phase", step_phase }, { "year", step_year }, { "first", step_first },
  { "points", step_points }, { "town-points", step_town_points },
  { "hand", step_hand }, { "pool", step_pool },
  { "progress", step_progress }, { "balance", step_balance }, { "loyalty", step_loyalty },
  { "event", step_event }, { "event-text", step_event },
  { "no-event", step_event }, { "no-event-text", step_event },
  { "pending", step_pending }, { "not-pending", step_pending },
  { "legal", step_legal }, { "winner", step_winner }, { "over", step_over },
  { "view", step_view }, { "round-trip", step_round_trip },
  { "dice-left", step_left }, { "picks-left", step_left },
  { "locale", step_locale }, { "locales", step_locales }, { "region", step_region },
  { "route", step_route }, { "routes", step_routes }, { "unit", step_unit },
  { "leader", step_leader }, { "campaign", step_campaign },
  { "marker-kind", step_marker_kind }, { "constant", step_constant },
};

static Verdict
run_step (Ctx *c, xmlNodePtr n, const char *context)
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
            fail (c->run->r, n, expected, actual->str);
            g_free (d), g_free (expected);
          }
        g_string_free (actual, TRUE);
        return v;
      }
  /* The schema admits no other element: reaching here is a runner bug. */
  fail (c->run->r, n, (const char *) n->name, "the runner has no checker for this element");
  return FAILED;
}

/* STRICT: every scripted die and pick is used, unless <dice-left> or
 * <picks-left> said how many remain. */
static void
check_scripts_used (Run *run, xmlNodePtr root)
{
  guint dice = ardina_game_dice_left (run->game), picks = ardina_game_picks_left (run->game);
  char *got;
  if (dice != run->dice_left)
    {
      got = g_strdup_printf ("%u scripted dice left unused", dice);
      fail (run->r, root, run->dice_left ? "as many unused dice as <dice-left> says" : "every scripted die used", got);
      g_free (got);
    }
  if (picks != run->picks_left)
    {
      got = g_strdup_printf ("%u scripted picks left unused", picks);
      fail (run->r, root, run->picks_left ? "as many unused picks as <picks-left> says"
                                           : "every scripted pick used", got);
      g_free (got);
    }
}

/* <expect-invalid-start>: building the start failed, citing the rule. */
static void
check_invalid_start (Run *run, xmlNodePtr expect, const GError *error)
{
  const char *id = attr (expect, "rule"), *contains = attr (expect, "contains");
  char *prefix = id ? g_strdup_printf ("[%s]", id) : NULL, *d = describe (expect);
  if (id)
    known_rule (run->r, id);
  if (!error)
    fail (run->r, expect, d, "the starting situation was accepted");
  else if (id && (error->code != ARDINA_ERROR_ILLEGAL || !g_str_has_prefix (error->message, prefix)))
    fail (run->r, expect, d, error->message);
  else if (contains && !strstr (error->message, contains))
    fail (run->r, expect, d, error->message);
  else if (id && ardina_rule_lookup (id))
    run->r->marks[ardina_rule_get_index (ardina_rule_lookup (id))] |= ARDINA_ORACLE_MARK_REFUSAL;
  if (error)
    g_ptr_array_add (run->r->trace, g_strdup_printf ("start refused: %s", error->message));
  g_free (prefix), g_free (d);
}

/* ==== reading a case ==== */

static void
read_header (ArdinaOracleResult *r, xmlNodePtr root)
{
  r->id = g_strdup (attr (root, "id"));
  char **ids = g_strsplit_set (attr (root, "rules"), " \t\r\n", -1);
  for (char **p = ids; *p; p++)
    if (**p)
      {
        const ArdinaRule *rule = known_rule (r, *p);
        guint16 index = rule ? (guint16) ardina_rule_get_index (rule) : 0;
        if (rule)
          g_array_append_val (r->cited, index);
      }
  g_strfreev (ids);
}

/* Ids the header cites but the catalog lacks (the first @n of the
 * unknown list; steps report their own). */
static void
report_unknown (ArdinaOracleResult *r, xmlNodePtr root, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      char *got = g_strdup_printf ("rule %s is not in the catalog", (const char *) g_ptr_array_index (r->unknown, i));
      fail (r, root, "every cited rule is in the catalog", got);
      g_free (got);
    }
}

/* The steps from @n on, then the end-of-case checks. */
static void
run_steps (Run *run, xmlNodePtr n, xmlNodePtr root)
{
  Ctx c = { run, run->game, ARDINA_SIDE_NONE };
  guint skipped = 0;
  for (; n && !run->stopped; n = next_element (n->next))
    run->stopped = run_step (&c, n, "") == STOP;
  if (!run->stopped)
    check_scripts_used (run, root);
  for (; n; n = next_element (n->next))
    skipped++;
  if (skipped)
    g_ptr_array_add (run->r->trace, g_strdup_printf ("(the case stops here: %u later step%s not run)",
                                                     skipped, skipped == 1 ? "" : "s"));
}

static void
run_case (ArdinaOracleResult *r, xmlNodePtr root)
{
  xmlNodePtr n = first_element (root), dice = NULL, picks = NULL, start, bad = NULL;
  Run run = { r, NULL, g_array_new (FALSE, FALSE, sizeof (ArdinaEvent)), 0, 0, 0, FALSE };
  GError *error = NULL;
  read_header (r, root);
  guint header_unknown = r->unknown->len;
  r->question = text_of (n);
  n = next_element (n->next);
  r->ruling = text_of (n);
  start = next_element (n->next);
  for (n = next_element (start->next); ardina_xml_is (n, "dice") || ardina_xml_is (n, "picks"); n = next_element (n->next))
    *(ardina_xml_is (n, "dice") ? &dice : &picks) = n;
  run.game = ardina_xml_is (start, "standard") ? start_standard (&run, start, dice, picks, &bad, &error)
             : start_board (&run, start, dice, picks, &bad, &error);
  if (!run.game)
    error = error_or_bug (error, "building the start");
  if (ardina_xml_is (n, "expect-invalid-start"))
    check_invalid_start (&run, n, error);
  else if (!run.game)
    fail (r, bad ? bad : start, "a legal starting situation", error->message);
  else
    run_steps (&run, n, root);
  report_unknown (r, root, header_unknown);
  g_clear_error (&error);
  if (run.game)
    ardina_game_free (run.game);
  g_array_free (run.events, TRUE);
}

ArdinaOracleResult *
ardina_oracle_run_data (const char *data, gsize length, const char *filename, GError **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  const char *name = filename ? filename : "(case)";
  xmlDocPtr doc = ardina_xml_read (data ? data : "", length, name, ardina_schema_case,
                                   ardina_schema_case_len, error);
  if (!doc)
    return NULL;
  ArdinaOracleResult *r = result_new (name);
  run_case (r, xmlDocGetRootElement (doc));
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

/* ==== result accessors ==== */

const char *
ardina_oracle_result_get_id (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, NULL);
  return r->id;
}

const char *
ardina_oracle_result_get_file (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, NULL);
  return r->file;
}

const char *
ardina_oracle_result_get_question (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, NULL);
  return r->question;
}

const char *
ardina_oracle_result_get_ruling (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, NULL);
  return r->ruling;
}

gboolean
ardina_oracle_result_passed (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, FALSE);
  return r->failures->len == 0;
}

ArdinaOracleOutcome
ardina_oracle_result_get_outcome (const ArdinaOracleResult *r, const ArdinaOracleDeviations *d)
{
  g_return_val_if_fail (r != NULL, ARDINA_ORACLE_FAIL);
  gboolean listed = d && ardina_oracle_deviations_lookup (d, r->id);
  if (ardina_oracle_result_passed (r))
    return listed ? ARDINA_ORACLE_XPASS : ARDINA_ORACLE_PASS;
  return listed ? ARDINA_ORACLE_XFAIL : ARDINA_ORACLE_FAIL;
}

guint
ardina_oracle_result_get_n_cited (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, 0);
  return r->cited->len;
}

const ArdinaRule *
ardina_oracle_result_get_cited (const ArdinaOracleResult *r, guint i)
{
  g_return_val_if_fail (r != NULL && i < r->cited->len, NULL);
  return ardina_rule_nth (g_array_index (r->cited, guint16, i));
}

guint
ardina_oracle_result_get_n_unknown (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, 0);
  return r->unknown->len;
}

const char *
ardina_oracle_result_get_unknown (const ArdinaOracleResult *r, guint i)
{
  g_return_val_if_fail (r != NULL && i < r->unknown->len, NULL);
  return g_ptr_array_index (r->unknown, i);
}

guint
ardina_oracle_result_get_n_failures (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, 0);
  return r->failures->len;
}

static const ArdinaOracleFailure *
failure_nth (const ArdinaOracleResult *r, guint i)
{
  g_return_val_if_fail (r != NULL && i < r->failures->len, NULL);
  return &g_array_index (r->failures, ArdinaOracleFailure, i);
}

const char *
ardina_oracle_result_get_failure_where (const ArdinaOracleResult *r, guint i)
{
  const ArdinaOracleFailure *f = failure_nth (r, i);
  return f ? f->where : NULL;
}

const char *
ardina_oracle_result_get_failure_expected (const ArdinaOracleResult *r, guint i)
{
  const ArdinaOracleFailure *f = failure_nth (r, i);
  return f ? f->expected : NULL;
}

const char *
ardina_oracle_result_get_failure_actual (const ArdinaOracleResult *r, guint i)
{
  const ArdinaOracleFailure *f = failure_nth (r, i);
  return f ? f->actual : NULL;
}

guint
ardina_oracle_result_get_n_trace (const ArdinaOracleResult *r)
{
  g_return_val_if_fail (r != NULL, 0);
  return r->trace->len;
}

const char *
ardina_oracle_result_get_trace (const ArdinaOracleResult *r, guint i)
{
  g_return_val_if_fail (r != NULL && i < r->trace->len, NULL);
  return g_ptr_array_index (r->trace, i);
}

gboolean
ardina_oracle_result_engine_cited (const ArdinaOracleResult *r, const ArdinaRule *rule)
{
  g_return_val_if_fail (r != NULL && rule != NULL, FALSE);
  return !!(r->marks[ardina_rule_get_index (rule)] & ARDINA_ORACLE_MARK_ENGINE);
}

gboolean
ardina_oracle_result_refusal_cited (const ArdinaOracleResult *r, const ArdinaRule *rule)
{
  g_return_val_if_fail (r != NULL && rule != NULL, FALSE);
  return !!(r->marks[ardina_rule_get_index (rule)] & ARDINA_ORACLE_MARK_REFUSAL);
}

/* ==== finding case files ==== */

/* Natural order: runs of digits compare as numbers, so 2/ sorts before 14/. */
static int
natural_cmp (const char *a, const char *b)
{
  while (*a && *b)
    {
      if (g_ascii_isdigit (*a) && g_ascii_isdigit (*b))
        {
          char *ea, *eb;
          unsigned long long x = strtoull (a, &ea, 10), y = strtoull (b, &eb, 10);
          if (x != y)
            return x < y ? -1 : 1;
          a = ea, b = eb;
          continue;
        }
      if (*a != *b)
        return (unsigned char) *a < (unsigned char) *b ? -1 : 1;
      a++, b++;
    }
  return (unsigned char) *a - (unsigned char) *b;
}

static int
natural_cmp_ptr (gconstpointer a, gconstpointer b)
{
  return natural_cmp (*(const char *const *) a, *(const char *const *) b);
}

/* Depth-limited, so a symbolic link loop cannot recurse for ever. */
static gboolean
walk (const char *dir, GPtrArray *out, int depth, GError **error)
{
  if (depth > 32)
    return TRUE;
  GError *e = NULL;
  GDir *d = g_dir_open (dir, 0, &e);
  if (!d)
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_NOT_FOUND, "%s: %s", dir, e->message);
      g_error_free (e);
      return FALSE;
    }
  const char *name;
  gboolean ok = TRUE;
  while (ok && (name = g_dir_read_name (d)))
    {
      if (name[0] == '.')
        continue;
      char *path = g_build_filename (dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        ok = walk (path, out, depth + 1, error);
      else if (g_str_has_suffix (name, ".xml"))
        {
          g_ptr_array_add (out, path);
          path = NULL;
        }
      g_free (path);
    }
  g_dir_close (d);
  return ok;
}

char **
ardina_oracle_find_cases (const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_NOT_FOUND, "%s: no such file or directory", path);
      g_ptr_array_free (out, TRUE);
      return NULL;
    }
  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    g_ptr_array_add (out, g_strdup (path));
  else if (!walk (path, out, 0, error))
    {
      g_ptr_array_free (out, TRUE);
      return NULL;
    }
  g_ptr_array_sort (out, natural_cmp_ptr);
  g_ptr_array_set_free_func (out, NULL);
  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_free (out, FALSE);
}

/* ==== known deviations ==== */

struct _ArdinaOracleDeviations {
  GHashTable *reasons;   /* case id -> reason */
};

ArdinaOracleDeviations *
ardina_oracle_deviations_new (void)
{
  ArdinaOracleDeviations *d = g_new0 (ArdinaOracleDeviations, 1);
  d->reasons = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return d;
}

void
ardina_oracle_deviations_free (ArdinaOracleDeviations *d)
{
  if (!d)
    return;
  g_hash_table_destroy (d->reasons);
  g_free (d);
}

static gboolean
deviation_line (ArdinaOracleDeviations *d, char *line, const char *path, guint number, GError **error)
{
  g_strstrip (line);
  if (!*line || *line == '#')
    return TRUE;
  size_t n = strcspn (line, " \t");
  char *reason = g_strstrip (g_strdup (line + n));
  line[n] = '\0';
  if (!*reason)
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_PARSE, "%s:%u: the deviation %s needs a reason",
                   path, number, line);
      g_free (reason);
      return FALSE;
    }
  g_hash_table_replace (d->reasons, g_strdup (line), reason);
  return TRUE;
}

gboolean
ardina_oracle_deviations_load (ArdinaOracleDeviations *d, const char *path, GError **error)
{
  g_return_val_if_fail (d != NULL && path != NULL, FALSE);
  gsize len;
  char *data = ardina_xml_slurp (path, &len, error);   /* the same size limit */
  if (!data)
    return FALSE;
  char **lines = g_strsplit (data, "\n", -1);
  gboolean ok = TRUE;
  for (guint i = 0; ok && lines[i]; i++)
    ok = deviation_line (d, lines[i], path, i + 1, error);
  g_strfreev (lines);
  g_free (data);
  return ok;
}

const char *
ardina_oracle_deviations_lookup (const ArdinaOracleDeviations *d, const char *case_id)
{
  g_return_val_if_fail (d != NULL, NULL);
  return case_id ? g_hash_table_lookup (d->reasons, case_id) : NULL;
}

guint
ardina_oracle_deviations_count (const ArdinaOracleDeviations *d)
{
  g_return_val_if_fail (d != NULL, 0);
  return g_hash_table_size (d->reasons);
}

/* ==== coverage ==== */

struct _ArdinaOracleCoverage {
  GPtrArray *cases[ARDINA_DATA_N_RULES];   /* case ids citing each rule */
  guint8 marks[ARDINA_DATA_N_RULES];       /* from passing cases only */
  GPtrArray *unknown;
  guint n_results;
};

ArdinaOracleCoverage *
ardina_oracle_coverage_new (void)
{
  ArdinaOracleCoverage *c = g_new0 (ArdinaOracleCoverage, 1);
  for (guint i = 0; i < ARDINA_DATA_N_RULES; i++)
    c->cases[i] = g_ptr_array_new_with_free_func (g_free);
  c->unknown = g_ptr_array_new_with_free_func (g_free);
  return c;
}

void
ardina_oracle_coverage_free (ArdinaOracleCoverage *c)
{
  if (!c)
    return;
  for (guint i = 0; i < ARDINA_DATA_N_RULES; i++)
    g_ptr_array_free (c->cases[i], TRUE);
  g_ptr_array_free (c->unknown, TRUE);
  g_free (c);
}

/* A failed case proves nothing about the engine, so only passing cases
 * add to what the engine was seen to cite. */
void
ardina_oracle_coverage_add (ArdinaOracleCoverage *c, const ArdinaOracleResult *r)
{
  g_return_if_fail (c != NULL && r != NULL);
  c->n_results++;
  for (guint i = 0; i < r->cited->len; i++)
    {
      GPtrArray *list = c->cases[g_array_index (r->cited, guint16, i)];
      if (!list->len || strcmp (g_ptr_array_index (list, list->len - 1), r->id) != 0)
        g_ptr_array_add (list, g_strdup (r->id));
    }
  for (guint i = 0; i < r->unknown->len; i++)
    g_ptr_array_add (c->unknown, g_strdup_printf ("%s (%s) cites %s", r->id, r->file,
                                                  (const char *) g_ptr_array_index (r->unknown, i)));
  if (ardina_oracle_result_passed (r))
    for (guint i = 0; i < ARDINA_DATA_N_RULES; i++)
      c->marks[i] |= r->marks[i];
}

guint
ardina_oracle_coverage_get_n_results (const ArdinaOracleCoverage *c)
{
  g_return_val_if_fail (c != NULL, 0);
  return c->n_results;
}

guint
ardina_oracle_coverage_get_n_cases (const ArdinaOracleCoverage *c, const ArdinaRule *rule)
{
  g_return_val_if_fail (c != NULL && rule != NULL, 0);
  return c->cases[ardina_rule_get_index (rule)]->len;
}

const char *
ardina_oracle_coverage_get_case (const ArdinaOracleCoverage *c, const ArdinaRule *rule, guint i)
{
  g_return_val_if_fail (c != NULL && rule != NULL, NULL);
  GPtrArray *list = c->cases[ardina_rule_get_index (rule)];
  g_return_val_if_fail (i < list->len, NULL);
  return g_ptr_array_index (list, i);
}

gboolean
ardina_oracle_coverage_engine_cited (const ArdinaOracleCoverage *c, const ArdinaRule *rule)
{
  g_return_val_if_fail (c != NULL && rule != NULL, FALSE);
  return !!(c->marks[ardina_rule_get_index (rule)] & ARDINA_ORACLE_MARK_ENGINE);
}

gboolean
ardina_oracle_coverage_refusal_cited (const ArdinaOracleCoverage *c, const ArdinaRule *rule)
{
  g_return_val_if_fail (c != NULL && rule != NULL, FALSE);
  return !!(c->marks[ardina_rule_get_index (rule)] & ARDINA_ORACLE_MARK_REFUSAL);
}

guint
ardina_oracle_coverage_count_engine_cited (const ArdinaOracleCoverage *c)
{
  g_return_val_if_fail (c != NULL, 0);
  guint n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_RULES; i++)
    n += !!(c->marks[i] & ARDINA_ORACLE_MARK_ENGINE);
  return n;
}

guint
ardina_oracle_coverage_get_n_unknown (const ArdinaOracleCoverage *c)
{
  g_return_val_if_fail (c != NULL, 0);
  return c->unknown->len;
}

const char *
ardina_oracle_coverage_get_unknown (const ArdinaOracleCoverage *c, guint i)
{
  g_return_val_if_fail (c != NULL && i < c->unknown->len, NULL);
  return g_ptr_array_index (c->unknown, i);
}
