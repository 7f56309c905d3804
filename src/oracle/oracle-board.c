/* The starting situation of a case: the standard set-up of rule 4, or a
 * declared <board> (an empty game edited into the situation it declares),
 * with the dice and pick scripts set before the game runs to its first
 * decision.
 *
 * A board is checked as it is built: what no game could hold (a piece in
 * two places, a name that names nothing) is ARDINA_ERROR_INVALID; what the
 * rules forbid is ARDINA_ERROR_ILLEGAL citing the rule, as the engine's
 * refusals do, so that <expect-invalid-start rule=...> can test it. */
#include "oracle-internal.h"

#include <stdlib.h>
#include <string.h>


/* ==== options and scripts ==== */

static void
read_options (xmlNodePtr n, ArdinaGameOptions *o)
{
  memset (o, 0, sizeof *o);
  o->scenario = g_strcmp0 (ardina_oracle_attr (n, "scenario"), "short") == 0 ? ARDINA_SCENARIO_SHORT
                                                                              : ARDINA_SCENARIO_FULL;
  const char *opt = ardina_oracle_attr (n, "optional");
  if (g_strcmp0 (opt, "all") == 0)
    {
      o->optional = ARDINA_OPTIONAL_ALL;
      return;
    }
  GPtrArray *sections = ardina_oracle_words (opt);
  for (guint i = 0; i < sections->len; i++)
    o->optional |= ARDINA_OPTIONAL (atoi (g_ptr_array_index (sections, i)));   /* 28-38: the schema says so */
  g_ptr_array_unref (sections);
}

static gboolean
set_dice (ArdinaGame *g, GPtrArray *words, GError **error)
{
  /* One more byte than needed: never hand memcpy a NULL, even for no dice. */
  guint8 *dice = g_new0 (guint8, words->len + 1);
  for (guint i = 0; i < words->len; i++)
    dice[i] = (guint8) atoi (g_ptr_array_index (words, i));
  gboolean ok = ardina_game_set_dice_script (g, dice, words->len, error);
  g_free (dice);
  return ok;
}

static gboolean
set_picks (ArdinaGame *g, GPtrArray *words, GError **error)
{
  return ardina_game_set_pick_script (g, (const char *const *) words->pdata, words->len, error);
}

const ArdinaOracleScript ardina_oracle_scripts[ARDINA_ORACLE_N_SCRIPTS] = {
  [ARDINA_ORACLE_DICE] = { "dice", "die", set_dice, ardina_game_dice_left },
  [ARDINA_ORACLE_PICKS] = { "picks", "pick", set_picks, ardina_game_picks_left },
};

/* ==== the board: an empty game edited into the declared situation ==== */

/* What no game could hold is ARDINA_ERROR_INVALID; what the rules forbid
 * is ARDINA_ERROR_ILLEGAL with a message opening with the rule, as the
 * engine's refusals do, so <expect-invalid-start rule=...> can match it.
 * One function for both, the macros naming which. */
#define NO_RULE G_MAXUINT
#define invalid(error, ...) board_error ((error), NO_RULE, __VA_ARGS__)
#define illegal(error, rule, ...) board_error ((error), (rule), __VA_ARGS__)

static gboolean
board_error (GError **error, guint rule, const char *fmt, ...) G_GNUC_PRINTF (3, 4);

static gboolean
board_error (GError **error, guint rule, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  GError *e = g_error_new_valist (ARDINA_ERROR, rule == NO_RULE ? ARDINA_ERROR_INVALID : ARDINA_ERROR_ILLEGAL, fmt, ap);
  va_end (ap);
  if (rule != NO_RULE)
    g_prefix_error (&e, "[%s] ", ardina_data_rules[rule].id);
  g_propagate_error (error, e);
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
  const char *name = ardina_oracle_attr (n, "name");
  int code = ardina_piece_lookup (name);
  ArdinaPlace place;
  if (code < 0)
    return invalid (error, "no piece named '%s'", name);
  if ((code & ARDINA_CODE_KIND_MASK) == ARDINA_CODE_MARKER)
    return invalid (error, "'%s' is a map marker: declare it with <marker>", name);
  if (!parse_place (ardina_oracle_attr (n, "at"), &place, error)
      || !place_fits (g, (uint16_t) code, name, &place, error))
    return FALSE;
  /* Piece codes are below 0x3000: one byte per code is plenty. */
  if (seen[code]++)
    return invalid (error, "%s is placed twice: a piece is in one place at a time", name);
  if (g_strcmp0 (ardina_oracle_attr (n, "disrupted"), "yes") == 0)
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
  const char *kind = ardina_oracle_attr (n, "kind"), *at = ardina_oracle_attr (n, "at");
  const char *owner = ardina_oracle_attr (n, "owner");
  int k = ardina_piece_lookup (kind) & ~ARDINA_CODE_KIND_MASK;
  int l = ardina_locale_lookup (at);
  gboolean partisan = k == ARDINA_MARKER_PARTISAN_REBEL || k == ARDINA_MARKER_PARTISAN_TORY;
  ArdinaSide side = partisan ? (k == ARDINA_MARKER_PARTISAN_REBEL ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH)
                             : ardina_oracle_side_of (owner);
  guint section = partisan ? 29 : k == ARDINA_MARKER_MASSACRE ? 37 : 28;
  if (l < 0)
    return invalid (error, "no locale named '%s'", at);
  if (owner && side != ardina_oracle_side_of (owner))
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
      g->points[0] = (int16_t) ardina_oracle_attr_int (n, "american", 0);
      g->points[1] = (int16_t) ardina_oracle_attr_int (n, "british", 0);
      return TRUE;
    }
  if (strcmp (what, "loyalty") == 0)
    {
      long v = ardina_oracle_attr_int (n, "value", 0);
      for (guint r = 0; r < ARDINA_DATA_N_REGIONS; r++)
        if (strcmp (ardina_data_regions[r].name, ardina_oracle_attr (n, "region")) == 0)
          {
            if (v < ARDINA_DATA_LOYALTY_MIN || v > ARDINA_DATA_LOYALTY_MAX)
              return illegal (error, ARDINA_R_11_5, "loyalty runs from %d to %d, not %ld",
                              ARDINA_DATA_LOYALTY_MIN, ARDINA_DATA_LOYALTY_MAX, v);
            g->loyalty[r] = (int8_t) v;
            return TRUE;
          }
      return invalid (error, "no colonial region named '%s'", ardina_oracle_attr (n, "region"));
    }
  gboolean progress = strcmp (what, "progress") == 0;
  guint count = progress ? ARDINA_DATA_N_PROGRESS : ARDINA_DATA_N_BALANCE;
  for (guint i = 0; i < count; i++)
    if (strcmp (progress ? ardina_data_progress[i].name : ardina_data_balance[i].name,
                ardina_oracle_attr (n, "level")) == 0)
      {
        if (progress)
          g->progress = (uint8_t) i;
        else
          g->balance = (int8_t) i;
        return TRUE;
      }
  return invalid (error, "no %s level named '%s'", what, ardina_oracle_attr (n, "level"));
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
  long year = ardina_oracle_attr_int (board, "year", 0);
  long last = o->scenario == ARDINA_SCENARIO_SHORT ? ARDINA_CONST (SHORT_SCENARIO_LAST_YEAR) : ARDINA_CONST (LAST_YEAR);
  const char *phase = ardina_oracle_attr (board, "phase");
  *step = ardina_turn_step_lookup (phase);
  if (year < ARDINA_CONST (FIRST_YEAR) || year > last)
    return illegal (error, o->scenario == ARDINA_SCENARIO_SHORT ? ARDINA_R_3_5 : ARDINA_R_1_1,
                    "the game runs from %d to %ld, not %ld", ARDINA_CONST (FIRST_YEAR), last, year);
  if (*step < 0)
    return invalid (error, "no phase named '%s' (the names are those of ardina_game_get_phase_name)", phase);
  if (*step > 0 && !ardina_oracle_attr (board, "first"))
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
  ArdinaCtx c = { g, NULL, NULL, FALSE };
  ardina_push (&c, ARDINA_PROC_TURN, ARDINA_SIDE_NONE)->step = (uint8_t) step;
  g->first = (uint8_t) first;
}

/* The pieces, markers and tables of a board, in document order. */
static gboolean
board_children (ArdinaGame *g, xmlNodePtr board, xmlNodePtr *bad, GError **error)
{
  guint8 *seen = g_malloc0 (ARDINA_CODE_LOCALE);   /* by piece code */
  gboolean ok = TRUE;
  for (xmlNodePtr n = ardina_oracle_first_element (board); ok && n; n = ardina_oracle_next_element (n->next))
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
  ArdinaGame *g = ardina_game_new_empty (&o, (guint) ardina_oracle_attr_int (board, "year", 0));
  board_frame (g, step, ardina_oracle_side_of (ardina_oracle_attr (board, "first")));
  board_pool (g);
  if (board_children (g, board, bad, error))
    return g;
  ardina_game_free (g);
  return NULL;
}

/* ==== starting: the scripts set, the game run to its first decision ==== */

/* Runs a new game on to its first decision, the events going to the case. */
static gboolean
run_start (Run *run, ArdinaGame *g, GError **error)
{
  GArray *events = g_array_new (FALSE, FALSE, sizeof (ArdinaEvent));
  ArdinaCtx c = { g, events, error, FALSE };
  gboolean ok = ardina_run (&c);
  for (guint i = 0; i < events->len; i++)
    ardina_oracle_on_event (&g_array_index (events, ArdinaEvent, i), run);
  g_array_free (events, TRUE);
  return ok;
}

/* Sets script @s from the words of @n; no element is an empty script, as a
 * case never rolls from a seed nor picks at random. */
static gboolean
set_script (ArdinaGame *g, guint s, xmlNodePtr n, GError **error)
{
  char *text = n ? ardina_oracle_text_of (n) : NULL;
  GPtrArray *words = ardina_oracle_words (text);
  gboolean ok = ardina_oracle_scripts[s].set (g, words, error);
  g_ptr_array_unref (words);
  g_free (text);
  return ok;
}

/* Sets the scripts, then runs the new game to its first decision: @g, or
 * NULL after freeing it with *@bad left on the element at fault. */
static ArdinaGame *
scripted_start (Run *run, ArdinaGame *g, xmlNodePtr *scripts, xmlNodePtr *bad, GError **error)
{
  guint s = 0;
  while (s < ARDINA_ORACLE_N_SCRIPTS && set_script (g, s, scripts[s], error))
    s++;
  if (s < ARDINA_ORACLE_N_SCRIPTS)
    *bad = scripts[s];
  else if (run_start (run, g, error))
    return g;
  ardina_game_free (g);
  return NULL;
}

/* The standard set-up of rule 4, with the scripts in place before the
 * first die or pick. */
ArdinaGame *
ardina_oracle_start_standard (Run *run, xmlNodePtr n, xmlNodePtr *scripts, xmlNodePtr *bad, GError **error)
{
  ArdinaGameOptions o;
  read_options (n, &o);
  ArdinaGame *g = g_new (ArdinaGame, 1);
  ardina_game_init (g, &o);
  ArdinaCtx c = { g, NULL, NULL, FALSE };
  ardina_push (&c, ARDINA_PROC_SETUP, ARDINA_SIDE_NONE);
  *bad = n;
  return scripted_start (run, g, scripts, bad, error);
}

/* A declared board, run on from its phase (an automatic phase such as the
 * victory check is carried out at once). */
ArdinaGame *
ardina_oracle_start_board (Run *run, xmlNodePtr n, xmlNodePtr *scripts, xmlNodePtr *bad, GError **error)
{
  ArdinaGame *g = ardina_oracle_board (n, bad, error);
  if (!g)
    return NULL;
  *bad = n;
  return scripted_start (run, g, scripts, bad, error);
}
