/* The invariants of a game (the Stockfish pos_is_ok / SQLite sanity check
 * idea): what must hold after every action, whatever the rules did. The
 * tests run it after every action they apply; loading a saved game runs it
 * last, so that no document can smuggle in a state the engine could never
 * reach and then index a table with. Each failure names the invariant. */
#include "engine.h"

#include <stdarg.h>


static gboolean
fail (GError **error, const char *fmt, ...) G_GNUC_PRINTF (2, 3);

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

/* Every unit and leader is in exactly one valid place. */
static gboolean
check_forces (const ArdinaGame *g, GError **error)
{
  uint8_t hidden_ok = g->view_of != ARDINA_SIDE_NONE;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS; i++)
    {
      gboolean unit = i < ARDINA_DATA_N_UNITS;
      const ArdinaPlace *p = unit ? &g->units[i] : &g->leaders[i - ARDINA_DATA_N_UNITS];
      const char *name = unit ? ardina_data_units[i].name : ardina_data_leaders[i - ARDINA_DATA_N_UNITS].name;
      if (p->zone > ARDINA_ZONE_HIDDEN || (p->zone == ARDINA_ZONE_HIDDEN && !hidden_ok))
        return fail (error, "%s is in no valid zone (%u)", name, p->zone);
      if (p->zone == ARDINA_ZONE_MAP && p->locale >= ARDINA_DATA_N_LOCALES)
        return fail (error, "%s is in locale %u of %u", name, p->locale, ARDINA_DATA_N_LOCALES);
      if (unit && (p->zone == ARDINA_ZONE_POOL || p->zone == ARDINA_ZONE_HAND))
        return fail (error, "unit %s is in a pool or a hand", name);
    }
  return TRUE;
}

/* Campaign markers: in the pool, a hand, set aside or out of play (7.7);
 * a marker offered to a commitment is in its holder's hand. */
static gboolean
check_markers (const ArdinaGame *g, GError **error)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      const ArdinaPlace *p = &g->pieces[i];
      if (p->zone == ARDINA_ZONE_MAP || p->zone == ARDINA_ZONE_ELIMINATED || p->zone > ARDINA_ZONE_HIDDEN)
        return fail (error, "campaign marker %u is in zone %u", i, p->zone);
      if (p->zone == ARDINA_ZONE_HAND && p->side > ARDINA_SIDE_BRITISH)
        return fail (error, "campaign marker %u is in the hand of nobody", i);
      if ((p->flags & ARDINA_PIECE_OFFERED) && p->zone != ARDINA_ZONE_HAND)
        return fail (error, "campaign marker %u is committed but not in a hand", i);
    }
  /* 15.2: one marker of each kind per locale, owned by one side. */
  for (guint k = 0; k < ARDINA_MARKER_COUNT; k++)
    for (guint l = 0; l < ARDINA_MAX_LOCALES; l++)
      if (g->markers[k][l] > 2 || (g->markers[k][l] && l >= ARDINA_DATA_N_LOCALES))
        return fail (error, "marker kind %u in locale %u has owner code %u", k, l, g->markers[k][l]);
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
  if (g->sealed[0] > 1 || g->sealed[1] > 1)
    return fail (error, "a sealed flag is neither 0 nor 1");
  if (g->over != (g->result != ARDINA_RESULT_NONE))
    return fail (error, "over is %u but the result is %u", g->over, g->result);
  return TRUE;
}

/* The stack: set-up or turn at the bottom, a game waiting for a decision
 * has a frame to decide in, the dice source within its script. */
static gboolean
check_machine (const ArdinaGame *g, GError **error)
{
  if (g->depth > ARDINA_STACK_MAX || (!g->over && g->depth == 0))
    return fail (error, "the procedure stack holds %u frames", g->depth);
  for (guint i = 0; i < g->depth; i++)
    {
      uint8_t proc = g->stack[i].proc;
      gboolean base = proc == ARDINA_PROC_SETUP || proc == ARDINA_PROC_TURN;
      if (proc >= ARDINA_PROC_COUNT || (i == 0) != base)
        return fail (error, "frame %u holds procedure %u", i, proc);
    }
  if (g->dice.next_die > g->dice.n_dice || g->dice.n_dice > ARDINA_MAX_DICE
      || g->dice.next_pick > g->dice.n_picks || g->dice.n_picks > ARDINA_MAX_PICKS)
    return fail (error, "the dice script is past its end");
  return TRUE;
}

gboolean
ardina_state_check (const ArdinaGame *g, GError **error)
{
  if (g->magic != ARDINA_GAME_MAGIC)
    return fail (error, "not a game (magic %08x)", g->magic);
  return check_forces (g, error) && check_markers (g, error) && check_tables (g, error)
         && check_machine (g, error);
}
