/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The invariants of a game (the Stockfish pos_is_ok / SQLite sanity check
 * idea): what must hold after every action, whatever the rules did. The
 * tests run it after every action they apply; loading a saved game runs it
 * last, so that no document can smuggle in a state the engine could never
 * reach and then index a table with. Each failure names the invariant. */
#include "engine.h"

#include <stdarg.h>
#include <string.h>


static gboolean
fail (GError **error, const char *fmt, ...) G_GNUC_PRINTF (2, 3);

/* Notes what a broken invariant is about; TRUE, to chain before fail(). */
static gboolean
blame (ArdinaBroken *at, ArdinaBrokenKind kind, uint16_t index, uint8_t locale)
{
  if (at)
    *at = (ArdinaBroken) { kind, index, locale };
  return TRUE;
}

static gboolean
fail (GError **error, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "invariant broken: %s", msg);
  g_free (msg);
  return FALSE;
}

/* What may mark a piece wherever it is: the war's flags only on the map
 * (an upgrade's mark also in the counter mix),
 * a commitment only on a campaign marker in a hand, a target only on an
 * offered marker (the loader's place_fits says the same, more kindly). A
 * unit's or leader's byte of the target is its carrier (carry.c). */
static gboolean
check_flags (const ArdinaGame *g, uint16_t code, const ArdinaPlace *p, ArdinaBroken *at, GError **error)
{
  const char *name = ardina_code_name (code);
  gboolean campaign = ARDINA_CODE_KIND (code) == ARDINA_CODE_PIECE;
  if ((p->flags & ARDINA_PIECE_MAP_FLAGS) && p->zone != ARDINA_ZONE_MAP)
    return blame (at, ARDINA_BROKEN_PIECE, code, 0) && fail (error, "%s is off the map but has flags %#x", name, p->flags);
  /* 31.2, 31.3: an upgrade marks the unit it brought, on the map, and
   * the militia it sent back to the counter mix */
  if ((p->flags & ARDINA_PIECE_UPGRADED)
      && (ARDINA_CODE_KIND (code) != ARDINA_CODE_UNIT || (p->zone != ARDINA_ZONE_MAP && p->zone != ARDINA_ZONE_RESERVE)))
    return blame (at, ARDINA_BROKEN_PIECE, code, 0) && fail (error, "%s is marked upgraded but is not a unit on the map "
                                                           "or in the counter mix", name);
  if ((p->flags & ARDINA_PIECE_OFFERED) && (!campaign || p->zone != ARDINA_ZONE_HAND))
    return blame (at, ARDINA_BROKEN_PIECE, code, 0) && fail (error, "%s is committed but not a campaign marker in a hand", name);
  if (campaign && p->target && !(p->flags & ARDINA_PIECE_OFFERED))
    return blame (at, ARDINA_BROKEN_PIECE, code, 0)
           && fail (error, "%s has a commitment target but is not committed", name);
  if (p->zone == ARDINA_ZONE_HIDDEN && g->view_of == ARDINA_SIDE_NONE)
    return blame (at, ARDINA_BROKEN_PIECE, code, 0) && fail (error, "%s is hidden in a game that is not a side's view", name);
  return TRUE;
}

/* Every unit and leader is in exactly one valid place: a unit never in a
 * pool or a hand, a leader in his own side's leader pool or on the map,
 * never in a hand or the campaign pool; aboard a fleet only as carry.c
 * allows (24.4, 24.5). */
static gboolean
check_forces (const ArdinaGame *g, ArdinaBroken *at, GError **error)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS; i++)
    {
      gboolean unit = i < ARDINA_DATA_N_UNITS;
      uint16_t index = (uint16_t) (unit ? i : i - ARDINA_DATA_N_UNITS);
      uint16_t code = (uint16_t) ((unit ? ARDINA_CODE_UNIT : ARDINA_CODE_LEADER) | index);
      const ArdinaPlace *p = unit ? &g->units[index] : &g->leaders[index];
      const char *name = unit ? ardina_data_units[index].name : ardina_data_leaders[index].name;
      blame (at, ARDINA_BROKEN_PIECE, code, 0);
      if (p->zone >= ARDINA_ZONE_COUNT)
        return fail (error, "%s is in no valid zone (%u)", name, p->zone);
      if (p->zone == ARDINA_ZONE_MAP && p->locale >= ARDINA_DATA_N_LOCALES)
        return fail (error, "%s is in locale %u of %u", name, p->locale, ARDINA_DATA_N_LOCALES);
      if (unit && (p->zone == ARDINA_ZONE_POOL || p->zone == ARDINA_ZONE_HAND))
        return fail (error, "unit %s is in a pool or a hand", name);
      if (!unit && (p->zone == ARDINA_ZONE_HAND || (p->zone == ARDINA_ZONE_POOL && p->side != ardina_leader_side (index))))
        return fail (error, "leader %s is in a hand or a pool not his side's", name);
      if (!check_flags (g, code, p, at, error))
        return FALSE;
      const char *carried = ardina_carry_fault (g, code, NULL);   /* 24.4, 24.5 */
      if (carried)
        return blame (at, ARDINA_BROKEN_PIECE, code, 0) && fail (error, "%s %s", name, carried);
    }
  return TRUE;
}

/* A fleet of @side in @locale. */
static gboolean
fleet_of (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_data_units[i].type == ARDINA_UNIT_TYPE_FLEET && g->units[i].zone == ARDINA_ZONE_MAP
        && g->units[i].locale == locale && ardina_nation_side (ardina_data_units[i].nation) == side)
      return TRUE;
  return FALSE;
}

/* 16.9, 24.1, R-72: a sea area holds fleets, the admirals who sail with
 * them, and what is embarked on a fleet of its side (24.4, 19.5, 18.9:
 * transports and retreats to sea embark it): no land unit or general
 * stands there otherwise. A rule forbids it, so the
 * error is a refusal citing 16.9; the board loader asks it on its own,
 * before a board is run. */
gboolean
ardina_sea_check (const ArdinaGame *g, ArdinaBroken *at, GError **error)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS; i++)
    {
      gboolean unit = i < ARDINA_DATA_N_UNITS;
      uint16_t index = (uint16_t) (unit ? i : i - ARDINA_DATA_N_UNITS);
      const ArdinaPlace *p = unit ? &g->units[index] : &g->leaders[index];
      gboolean sails = unit ? ardina_data_units[index].type == ARDINA_UNIT_TYPE_FLEET
                            : ardina_data_leaders[index].kind == ARDINA_LEADER_KIND_ADMIRAL;
      ArdinaSide side = unit ? ardina_nation_side (ardina_data_units[index].nation) : ardina_leader_side (index);
      if (p->zone != ARDINA_ZONE_MAP || p->locale >= ARDINA_DATA_N_LOCALES || sails
          || ardina_data_locales[p->locale].kind != ARDINA_LOCALE_KIND_HIGH_SEAS
          || ((p->flags & ARDINA_PIECE_EMBARKED) && fleet_of (g, side, p->locale)))
        continue;
      blame (at, ARDINA_BROKEN_PIECE, (uint16_t) ((unit ? ARDINA_CODE_UNIT : ARDINA_CODE_LEADER) | index), 0);
      char *why = g_strdup_printf ("%s stands in %s: a sea area holds only fleets, admirals and what is "
                                   "embarked on a fleet of its side (24.1, R-72)",
                                   unit ? ardina_data_units[index].name : ardina_data_leaders[index].name,
                                   ardina_data_locales[p->locale].label);
      ardina_refusal_set (error, ARDINA_R_16_9, why);
      g_free (why);
      return FALSE;
    }
  return TRUE;
}

/* One campaign marker's place: the pool, a hand held by a player, aside
 * or removed (7.7), or still in the counter mix of a game not set up (a
 * save leaves out a piece in its initial place); a played Leader Arises, with its side, on the map
 * (7.9); the spare, and a marker of optional rules not in play, only
 * aside or removed (7.8, 1.4). */
static gboolean
check_marker (const ArdinaGame *g, guint i, ArdinaBroken *at, GError **error)
{
  const ArdinaPlace *p = &g->pieces[i];
  uint16_t code = (uint16_t) (ARDINA_CODE_PIECE | i), kind = ardina_data_campaign_pieces[i];
  const char *name = ardina_code_name (code);
  gboolean arisen = p->zone == ARDINA_ZONE_MAP && kind == ARDINA_CAMPAIGN_LEADER_ARISES
                    && p->locale < ARDINA_DATA_N_LOCALES && p->side <= ARDINA_SIDE_BRITISH;
  gboolean out = p->zone == ARDINA_ZONE_ASIDE || p->zone == ARDINA_ZONE_REMOVED || p->zone == ARDINA_ZONE_RESERVE;
  uint8_t optional = ardina_data_campaigns[kind].optional;
  blame (at, ARDINA_BROKEN_PIECE, code, 0);
  if ((p->zone == ARDINA_ZONE_MAP && !arisen) || p->zone == ARDINA_ZONE_ELIMINATED
      || p->zone >= ARDINA_ZONE_COUNT || (p->zone == ARDINA_ZONE_POOL && p->side != ARDINA_SIDE_NONE))
    return fail (error, "campaign marker %s is in zone %u", name, p->zone);
  if (p->zone == ARDINA_ZONE_HAND && p->side > ARDINA_SIDE_BRITISH)
    return fail (error, "campaign marker %s is in the hand of nobody", name);
  if (!out && kind == ARDINA_CAMPAIGN_SPARE)
    return fail (error, "[7.8] the spare campaign marker %s is in play", name);
  if (!out && optional && !(g->optional & ARDINA_OPTIONAL (optional)))
    return fail (error, "[7.8] %s is in play but optional rules %u.0 are not", name, optional);
  return check_flags (g, code, p, at, error);
}

/* 1.4: the section of optional rules a map marker kind belongs to. */
guint
ardina_marker_section (guint kind)
{
  return kind == ARDINA_MARKER_PARTISAN_REBEL || kind == ARDINA_MARKER_PARTISAN_TORY ? 29
         : kind == ARDINA_MARKER_MASSACRE ? 37 : 28;
}

/* A map marker in play: its optional rules are (1.4), a partisan is its
 * own side's (29.2), and the two partisan kinds are one type (15.2). */
static gboolean
check_map_marker (const ArdinaGame *g, guint k, guint l, ArdinaBroken *at, GError **error)
{
  uint8_t owner = g->markers[k][l];
  blame (at, ARDINA_BROKEN_MARKER, (uint16_t) k, (uint8_t) l);
  if (owner > 2 || l >= ARDINA_DATA_N_LOCALES)
    return fail (error, "marker kind %u in locale %u has owner code %u", k, l, owner);
  if (!(g->optional & ARDINA_OPTIONAL (ardina_marker_section (k))))
    return fail (error, "[1.4] a %s marker is in play without the optional rules %u.0",
                 ardina_code_name ((uint16_t) (ARDINA_CODE_MARKER | k)), ardina_marker_section (k));
  if ((k == ARDINA_MARKER_PARTISAN_REBEL && owner != 1) || (k == ARDINA_MARKER_PARTISAN_TORY && owner != 2))
    return fail (error, "a %s belongs to its own side", ardina_code_name ((uint16_t) (ARDINA_CODE_MARKER | k)));
  if (k == ARDINA_MARKER_PARTISAN_TORY && g->markers[ARDINA_MARKER_PARTISAN_REBEL][l])
    return fail (error, "[15.2] %s holds two partisan markers", ardina_data_locales[l].name);
  if (k == ARDINA_MARKER_MASSACRE && !g->massacred[l])
    return fail (error, "a massacre marker stands in %s, which is not recorded as massacred (R-35)",
                 ardina_data_locales[l].name);
  return TRUE;
}

/* Campaign markers: in the pool, a hand, set aside or out of play (7.7);
 * a marker offered to a commitment is in its holder's hand. Map markers:
 * one of each kind per locale, owned by one side (15.2). */
static gboolean
check_markers (const ArdinaGame *g, ArdinaBroken *at, GError **error)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (!check_marker (g, i, at, error))
      return FALSE;
  for (guint k = 0; k < ARDINA_MARKER_COUNT; k++)
    for (guint l = 0; l < ARDINA_MAX_LOCALES; l++)
      if (g->markers[k][l] && !check_map_marker (g, k, l, at, error))
        return FALSE;
  return TRUE;
}

/* The tables, the turn and the result stay within their bounds. */
static gboolean
check_tables (const ArdinaGame *g, GError **error)
{
  if (g->progress >= ARDINA_DATA_N_PROGRESS || g->balance < 0 || g->balance >= (int) ARDINA_DATA_N_BALANCE)
    return fail (error, "progress %u or balance %d off its table", g->progress, g->balance);
  for (guint r = 0; r < ARDINA_DATA_N_REGIONS; r++)
    if (g->loyalty[r] < ARDINA_DATA_LOYALTY_MIN || g->loyalty[r] > ARDINA_DATA_LOYALTY_MAX)
      return fail (error, "loyalty of %s is %d (11.5)", ardina_data_regions[r].name, g->loyalty[r]);
  if (g->year < ARDINA_CONST (FIRST_YEAR) || g->year > ARDINA_CONST (LAST_YEAR))
    return fail (error, "year %u is outside the game (1.1)", g->year);
  if (g->first > ARDINA_SIDE_BRITISH && g->first != ARDINA_SIDE_NONE)
    return fail (error, "the First Player is %u", g->first);
  if (g->over != (g->result != ARDINA_RESULT_NONE))
    return fail (error, "over is %u but the result is %u", g->over, g->result);
  /* 3.4: a draw has no winner, nor has a game not over. */
  if ((g->winner != ARDINA_SIDE_NONE) != (g->over && g->result != ARDINA_RESULT_DRAW)
      || (g->winner != ARDINA_SIDE_NONE && g->winner > ARDINA_SIDE_BRITISH))
    return fail (error, "the winner is %u with the game %s and result %u", g->winner,
                 g->over ? "over" : "not over", g->result);
  return TRUE;
}

/* ---- frames ---- */

/* Whether a field's stored value is within its bounds. */
static gboolean
field_ok (const ArdinaField *d, const uint8_t *at)
{
  int16_t i16;
  uint16_t u16;
  uint64_t w[ARDINA_MAX_UNITS / 64];
  switch (d->type)
    {
    case ARDINA_FIELD_INT:
      memcpy (&i16, at, sizeof i16);
      return i16 >= d->min && i16 <= d->max;
    case ARDINA_FIELD_BYTE:
    case ARDINA_FIELD_NAME:
      return *at >= d->min && *at <= d->max;
    case ARDINA_FIELD_BOOL:
      return *at <= 1;
    case ARDINA_FIELD_SIDE:
      return *at <= ARDINA_SIDE_BRITISH || (d->min < 0 && *at == ARDINA_SIDE_NONE);
    case ARDINA_FIELD_RULE:
      memcpy (&u16, at, sizeof u16);
      return u16 < ARDINA_DATA_N_RULES;
    case ARDINA_FIELD_CODE:
      memcpy (&u16, at, sizeof u16);
      return u16 == 0 || ((d->max >> (u16 >> 12)) & 1 && ardina_code_name (u16)[0] != '?');
    case ARDINA_FIELD_UNITS:
      memcpy (w, at, sizeof w);
      for (guint i = ARDINA_DATA_N_UNITS; i < ARDINA_MAX_UNITS; i++)
        if (w[i / 64] >> (i % 64) & 1)
          return FALSE;
      return TRUE;
    case ARDINA_FIELD_LEADERS:
      memcpy (w, at, sizeof w[0]);
      return ARDINA_DATA_N_LEADERS >= 64 || (w[0] >> ARDINA_DATA_N_LEADERS) == 0;
    default:
      return FALSE;
    }
}

/* Where a frame stands, whose it is, how far it has come. */
static gboolean
frame_shape (const ArdinaGame *g, guint depth, const ArdinaProcClass *k, GString *why)
{
  const ArdinaFrame *f = &g->stack[depth];
  gboolean top = depth + 1 == g->depth;
  if ((depth == 0) != !!k->base)
    g_string_append_printf (why, "%s cannot stand %s the stack", k->name, k->base ? "above the bottom of" : "at the bottom of");
  else if (f->step >= k->n_steps)
    g_string_append_printf (why, "%s has no step %u", k->name, f->step);
  else if ((k->owner == ARDINA_OWNER_NONE && f->side != ARDINA_SIDE_NONE)
           || (k->owner == ARDINA_OWNER_PLAYER && f->side > ARDINA_SIDE_BRITISH)
           || (k->owner == ARDINA_OWNER_ANY && f->side > ARDINA_SIDE_BRITISH && f->side != ARDINA_SIDE_NONE))
    g_string_append_printf (why, "%s cannot belong to side %u", k->name, f->side);
  /* A returned call is taken up by the caller's next run, before any
   * decision: a frame that waits for a decision has none pending. */
  else if (f->call > ARDINA_CALL_RETURNED || (f->call != ARDINA_CALL_NONE && top)
           || (f->call != ARDINA_CALL_RETURNED && f->result) || f->reserved)
    g_string_append_printf (why, "%s's call state is inconsistent (call %u, result %d)", k->name, f->call, f->result);
  return why->len == 0;
}

gboolean
ardina_frame_check (const ArdinaGame *g, guint depth, GString *why)
{
  const ArdinaFrame *f = &g->stack[depth];
  const ArdinaProcClass *k = ardina_proc_class (f->proc);
  if (!k)
    {
      g_string_append_printf (why, "no procedure %u", f->proc);
      return FALSE;
    }
  if (!frame_shape (g, depth, k, why))
    return FALSE;
  for (guint i = 0; i < k->n_fields; i++)
    if (!field_ok (&k->fields[i], f->payload.bytes + k->fields[i].offset))
      {
        g_string_append_printf (why, "%s's %s is out of bounds", k->name, k->fields[i].name);
        return FALSE;
      }
  return !k->check || k->check (g, f, depth, why);
}

/* Is a commitment open or being resolved (an offered marker's home)? */
static gboolean
commitment_open (const ArdinaGame *g)
{
  for (guint i = 0; i < g->depth; i++)
    if (g->stack[i].proc == ARDINA_PROC_COMMIT || ardina_proc_classes[g->stack[i].proc]->commits)
      return TRUE;
  return FALSE;
}

/* 8.1: past the Initiative Phase the turn's phases belong to a First
 * Player, so there must be one. */
static gboolean
turn_has_first (const ArdinaGame *g)
{
  const ArdinaProcClass *k = ardina_proc_class (ARDINA_PROC_TURN);
  const ArdinaFrame *turn = &g->stack[0];
  if (g->over || turn->proc != ARDINA_PROC_TURN || g->first <= ARDINA_SIDE_BRITISH)
    return TRUE;
  for (guint s = 0; s < k->n_steps; s++)
    if (strcmp (k->steps[s], "initiative") == 0)
      return turn->step == s;
  return TRUE;
}

/* The stack: each frame sound where it stands, a game waiting for a
 * decision has a frame to decide in, the dice source within its script. */
static gboolean
check_machine (const ArdinaGame *g, ArdinaBroken *at, GError **error)
{
  blame (at, ARDINA_BROKEN_GAME, 0, 0);
  if (g->depth > ARDINA_STACK_MAX || (!g->over && g->depth == 0))
    return fail (error, "the procedure stack holds %u frames", g->depth);
  GString *why = g_string_new (NULL);
  for (guint i = 0; i < g->depth && !why->len; i++)
    if (!ardina_frame_check (g, i, why))
      {
        char where[24];
        g_snprintf (where, sizeof where, "frame %u: ", i);
        g_string_prepend (why, where);
        blame (at, ARDINA_BROKEN_FRAME, (uint16_t) i, 0);
      }
  gboolean ok = !why->len || fail (error, "%s", why->str);
  g_string_free (why, TRUE);
  if (!ok)
    return FALSE;
  if (g->dice.next_die > g->dice.n_dice || g->dice.n_dice > ARDINA_MAX_DICE
      || g->dice.next_pick > g->dice.n_picks || g->dice.n_picks > ARDINA_MAX_PICKS)
    return fail (error, "the dice script is past its end");
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if ((g->pieces[i].flags & ARDINA_PIECE_OFFERED) && !commitment_open (g))
      return blame (at, ARDINA_BROKEN_PIECE, (uint16_t) (ARDINA_CODE_PIECE | i), 0)
             && fail (error, "campaign marker %s is committed while no commitment is open",
                      ardina_code_name (ARDINA_CODE_PIECE | (uint16_t) i));
  if (g->depth && !turn_has_first (g))
    return blame (at, ARDINA_BROKEN_FRAME, 0, 0)
           && fail (error, "[8.1] the turn is past the Initiative Phase, but there is no First Player");
  return TRUE;
}

/* Liveness: a game not over waits for a decision, and a side asked to
 * decide has at least one legal action; otherwise nobody could ever move
 * it on. (A view is not played on, so it is not asked.) */
static gboolean
check_live (const ArdinaGame *g, GError **error)
{
  ArdinaPending p[2];
  if (g->over || g->view_of != ARDINA_SIDE_NONE)
    return TRUE;
  guint n = ardina_game_pending (g, p);
  if (n == 0)
    return fail (error, "the game is not over but no decision is pending");
  for (guint i = 0; i < n; i++)
    if (ardina_game_legal_actions (g, p[i].side, NULL, 0) == 0)
      return fail (error, "the %s player must decide (%s) but has no legal action",
                   ardina_side_name (p[i].side), p[i].prompt);
  return TRUE;
}

/* One predicate for every game: the loader ends by asking it, so that no
 * document holds what play could not reach, and play is held to it, so
 * that no legal action leads to a game the loader would refuse. */
gboolean
ardina_state_check_at (const ArdinaGame *g, ArdinaBroken *at, GError **error)
{
  blame (at, ARDINA_BROKEN_GAME, 0, 0);
  if (g->magic != ARDINA_GAME_MAGIC)
    return fail (error, "not a game (magic %08x)", g->magic);
  if (!check_forces (g, at, error) || !ardina_sea_check (g, at, error) || !check_markers (g, at, error))
    return FALSE;
  blame (at, ARDINA_BROKEN_GAME, 0, 0);
  /* The board is derived (core/board.c): a write around the mover, or a
   * copy that changed the places alone, leaves it behind them. */
  if (!ardina_board_sound (g))
    return fail (error, "the board (who stands in each locale) does not match the pieces' places");
  if (!check_tables (g, error) || !check_machine (g, at, error))
    return FALSE;
  /* Nobody able to move the game on is the top frame's fault. */
  blame (at, g->depth ? ARDINA_BROKEN_FRAME : ARDINA_BROKEN_GAME, (uint16_t) (g->depth ? g->depth - 1 : 0), 0);
  return check_live (g, error);
}

gboolean
ardina_state_check (const ArdinaGame *g, GError **error)
{
  return ardina_state_check_at (g, NULL, error);
}
