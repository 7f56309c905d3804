/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The public face of a game: creating, copying, the dice source, events,
 * and reading the state. */
#include "engine.h"
#include "dice.h"

#include <string.h>

/* Every public entry point checks what the caller hands it: a game
 * pointer must be a game (not NULL, its magic number in place: a stray
 * pointer, a freed game or a struct made up by the caller fails), options
 * must name a scenario and optional rules that exist. These are
 * programmer errors: a critical warning and a neutral return, as GLib
 * does (g_return_val_if_fail). Bad data (a save, an action's operands)
 * is a GError instead. */
#define IS_GAME(g) ((g) != NULL && (g)->magic == ARDINA_GAME_MAGIC)

/* The library's own mask, not the caller's copy of the macro: a program
 * built against older headers learns what this library plays. */
gboolean
ardina_optional_played (guint section)
{
  return section >= 28 && section <= 38 && (ARDINA_OPTIONAL_PLAYED & ARDINA_OPTIONAL (section)) != 0;
}

/* The optional sections of @bits as a reader says them, "28, 29 and 33",
 * or @none when there are none. */
static char *
sections_text (guint32 bits, const char *none)
{
  GString *s = g_string_new (NULL);
  guint left = (guint) __builtin_popcount (bits & ARDINA_OPTIONAL_ALL);
  for (guint sec = 28; sec <= 38; sec++)
    if (bits & ARDINA_OPTIONAL (sec))
      {
        left--;
        g_string_append_printf (s, "%u%s", sec, left > 1 ? ", " : left == 1 ? " and " : "");
      }
  if (!s->len)
    g_string_append (s, none);
  return g_string_free (s, FALSE);
}

/* The optional rules preamble lets players take up any section; a section
 * the engine does not play would be played by the standard rules with no
 * word said, so it is refused unless asked for its set-up alone (1.4: the
 * markers it brings or sets aside). */
static gboolean
optional_played (const ArdinaGameOptions *o, GError **error)
{
  guint32 missing = o->optional & ARDINA_OPTIONAL_ALL & ~(guint32) ARDINA_OPTIONAL_PLAYED;
  if (!missing || o->setup_only)
    return TRUE;
  char *asked = sections_text (missing, ""), *played = sections_text (ARDINA_OPTIONAL_PLAYED, "none yet");
  g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_INVALID,
               "optional section%s %s %s not played by the engine yet; the optional sections it plays: %s",
               (missing & (missing - 1)) ? "s" : "", asked, (missing & (missing - 1)) ? "are" : "is", played);
  g_free (asked);
  g_free (played);
  return FALSE;
}

gboolean
ardina_game_options_check (const ArdinaGameOptions *o, GError **error)
{
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!o)
    return TRUE;
  if ((guint) o->scenario > ARDINA_SCENARIO_SHORT)
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "no scenario %u", (guint) o->scenario);
      return FALSE;
    }
  if (o->optional & ~(guint32) ARDINA_OPTIONAL_ALL)
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_INVALID,
                   "optional bits 0x%x name no section: optional sections are 28 to 38",
                   o->optional & ~(guint32) ARDINA_OPTIONAL_ALL);
      return FALSE;
    }
  /* Reserved for options added later: zero, so that a later version can
   * give them a meaning without surprising this one's callers. */
  for (guint i = 0; i < G_N_ELEMENTS (o->reserved); i++)
    if (o->reserved[i])
      {
        g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "reserved option %u is not zero", i);
        return FALSE;
      }
  return optional_played (o, error);
}

static gboolean
options_valid (const ArdinaGameOptions *o)
{
  return ardina_game_options_check (o, NULL);
}

void
ardina_game_init (ArdinaGame *g, const ArdinaGameOptions *o)
{
  memset (g, 0, sizeof *g);
  g->magic = ARDINA_GAME_MAGIC;
  g->scenario = o ? (uint8_t) o->scenario : ARDINA_SCENARIO_FULL;
  g->optional = o ? o->optional & ARDINA_OPTIONAL_ALL : 0;
  g->view_of = ARDINA_SIDE_NONE;
  g->year = (uint16_t) ARDINA_CONST (FIRST_YEAR);
  g->first = ARDINA_SIDE_NONE;
  g->winner = ARDINA_SIDE_NONE;
  g->progress = ARDINA_DATA_PROGRESS_START;
  g->balance = ARDINA_DATA_BALANCE_START;
  for (guint r = 0; r < ARDINA_DATA_N_REGIONS; r++)
    g->loyalty[r] = ardina_data_regions[r].start;
  for (guint i = 0; i < ARDINA_MAX_PIECES; i++)
    g->pieces[i].side = ARDINA_SIDE_NONE;
  ardina_dice_seed (&g->dice, o ? o->seed : 0);
}

ArdinaGame *
ardina_game_new_standard (const ArdinaGameOptions *options, ArdinaEventFunc func, gpointer data)
{
  g_return_val_if_fail (options_valid (options), NULL);
  ArdinaGame *g = g_new (ArdinaGame, 1);
  ardina_game_init (g, options);
  GArray *events = g_array_new (FALSE, FALSE, sizeof (ArdinaEvent));
  ArdinaCtx c = { g, events, NULL, FALSE };
  ardina_push (&c, ARDINA_PROC_SETUP, ARDINA_SIDE_NONE);
  /* A seeded source never runs out, so the set-up cannot fail here. */
  gboolean ok = ardina_run (&c);
  g_assert (ok);
  for (guint i = 0; func && i < events->len; i++)
    func (&g_array_index (events, ArdinaEvent, i), data);
  g_array_free (events, TRUE);
  return g;
}

ArdinaGame *
ardina_game_new_empty (const ArdinaGameOptions *options, guint year)
{
  g_return_val_if_fail (options_valid (options), NULL);
  /* 1.1: the game's years; anything else could not be saved and loaded. */
  g_return_val_if_fail (year == 0 || (year >= (guint) ARDINA_CONST (FIRST_YEAR)
                                      && year <= (guint) ARDINA_CONST (LAST_YEAR)), NULL);
  ArdinaGame *g = g_new (ArdinaGame, 1);
  ardina_game_init (g, options);
  if (year)
    g->year = (uint16_t) year;
  /* 7.8, 4.1: the pool after the set-up holds every campaign marker but
   * the spare and those of optional rules not in play (1.4). */
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      const ArdinaDataCampaign *k = &ardina_data_campaigns[ardina_data_campaign_pieces[i]];
      gboolean out = ardina_data_campaign_pieces[i] == ARDINA_CAMPAIGN_SPARE
                     || (k->optional && !(g->optional & ARDINA_OPTIONAL (k->optional)));
      ardina_place_put (g, (uint16_t) (ARDINA_CODE_PIECE | i), out ? ARDINA_ZONE_ASIDE : ARDINA_ZONE_POOL, g->pieces[i].locale);
    }
  ArdinaCtx c = { g, NULL, NULL, FALSE };
  ardina_push (&c, ARDINA_PROC_TURN, ARDINA_SIDE_NONE);
  /* Run to the first decision (4.7 on turn 1, else the initiative
   * commitment), which needs no die. */
  gboolean ok = ardina_run (&c);
  g_assert (ok);
  return g;
}

ArdinaGame *
ardina_game_copy (const ArdinaGame *game)
{
  g_return_val_if_fail (IS_GAME (game), NULL);
  return g_memdup2 (game, sizeof *game);
}

void
ardina_game_free (ArdinaGame *game)
{
  if (!game)
    return;
  /* Not a game: leaked rather than handed to the allocator. A freed game
   * loses its magic, so that a use after free is more likely caught. */
  g_return_if_fail (game->magic == ARDINA_GAME_MAGIC);
  game->magic = 0;
  g_free (game);
}

gsize
ardina_game_size (void)
{
  return sizeof (ArdinaGame);
}

gboolean
ardina_game_equal (const ArdinaGame *a, const ArdinaGame *b)
{
  g_return_val_if_fail (IS_GAME (a) && IS_GAME (b), FALSE);
  return memcmp (a, b, sizeof *a) == 0;
}

/* ---- dice ---- */

void
ardina_game_set_dice_seed (ArdinaGame *game, guint64 seed)
{
  g_return_if_fail (IS_GAME (game));
  ardina_dice_seed (&game->dice, seed);
}

gboolean
ardina_game_set_dice_script (ArdinaGame *game, const guint8 *dice, gsize n, GError **error)
{
  g_return_val_if_fail (IS_GAME (game), FALSE);
  g_return_val_if_fail (dice != NULL || n == 0, FALSE);
  if (n > ARDINA_MAX_DICE)
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_DICE, "a dice script holds at most %d dice, not %zu",
                   ARDINA_MAX_DICE, n);
      return FALSE;
    }
  for (gsize i = 0; i < n; i++)
    if (dice[i] < 1 || dice[i] > 6)
      {
        g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_DICE, "die %zu of the script is %u, not 1-6", i + 1, dice[i]);
        return FALSE;
      }
  game->dice.scripted = 1;
  game->dice.n_dice = (uint16_t) n;
  game->dice.next_die = 0;
  memcpy (game->dice.dice, dice, n);
  return TRUE;
}

gboolean
ardina_game_set_pick_script (ArdinaGame *game, const char *const *picks, gsize n, GError **error)
{
  g_return_val_if_fail (IS_GAME (game), FALSE);
  g_return_val_if_fail (picks != NULL || n == 0, FALSE);
  if (n > ARDINA_MAX_PICKS)
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_DICE, "a pick script holds at most %d picks", ARDINA_MAX_PICKS);
      return FALSE;
    }
  uint16_t codes[ARDINA_MAX_PICKS];
  for (gsize i = 0; i < n; i++)
    {
      g_return_val_if_fail (picks[i] != NULL, FALSE);
      int code = ardina_piece_lookup (picks[i]);
      if (code < 0)
        {
          g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_DICE, "pick %zu names no piece: '%s'", i + 1, picks[i]);
          return FALSE;
        }
      codes[i] = (uint16_t) code;
    }
  game->dice.scripted = 1;
  game->dice.n_picks = (uint16_t) n;
  game->dice.next_pick = 0;
  memcpy (game->dice.picks, codes, n * sizeof codes[0]);
  return TRUE;
}

guint
ardina_game_dice_left (const ArdinaGame *game)
{
  g_return_val_if_fail (IS_GAME (game), 0);
  return game->dice.scripted ? (guint) (game->dice.n_dice - game->dice.next_die) : 0;
}

guint
ardina_game_picks_left (const ArdinaGame *game)
{
  g_return_val_if_fail (IS_GAME (game), 0);
  return game->dice.scripted ? (guint) (game->dice.n_picks - game->dice.next_pick) : 0;
}

/* ---- events ---- */

const ArdinaRule *
ardina_event_get_rule (const ArdinaEvent *e)
{
  g_return_val_if_fail (e != NULL, NULL);
  return ardina_rule_nth (e->rules[0]);
}

guint
ardina_event_get_n_rules (const ArdinaEvent *e)
{
  g_return_val_if_fail (e != NULL, 0);
  return e->n_rules;
}

const ArdinaRule *
ardina_event_get_rule_nth (const ArdinaEvent *e, guint i)
{
  g_return_val_if_fail (e != NULL && i < e->n_rules, NULL);
  return ardina_rule_nth (e->rules[i]);
}

const char *
ardina_event_get_text (const ArdinaEvent *e)
{
  g_return_val_if_fail (e != NULL, NULL);
  return e->text;
}

const char *
ardina_event_get_message (const ArdinaEvent *e)
{
  g_return_val_if_fail (e != NULL, NULL);
  return e->text + e->message_at;
}

ArdinaSide
ardina_event_get_side (const ArdinaEvent *e)
{
  g_return_val_if_fail (e != NULL, ARDINA_SIDE_NONE);
  return (ArdinaSide) e->side;
}

ArdinaSide
ardina_event_get_audience (const ArdinaEvent *e)
{
  g_return_val_if_fail (e != NULL, ARDINA_SIDE_NONE);
  return (ArdinaSide) e->audience;
}

/* ---- reading the state ---- */

guint
ardina_game_get_year (const ArdinaGame *g)
{
  g_return_val_if_fail (IS_GAME (g), 0);
  return g->year;
}

const char *
ardina_decision_kind_name (ArdinaDecisionKind kind)
{
  static const char *const names[] = {
    [ARDINA_DECISION_NONE] = "none", [ARDINA_DECISION_SETUP] = "setup",
    [ARDINA_DECISION_COMMIT] = "commit", [ARDINA_DECISION_PHASE] = "phase",
    [ARDINA_DECISION_RETURN] = "return", [ARDINA_DECISION_RESPOND] = "respond",
    [ARDINA_DECISION_CHOOSE] = "choose", [ARDINA_DECISION_MOVE] = "move",
    [ARDINA_DECISION_BATTLE] = "battle",
  };
  return (guint) kind < G_N_ELEMENTS (names) ? names[kind] : "none";
}

const char *
ardina_game_get_phase_name (const ArdinaGame *g)
{
  g_return_val_if_fail (IS_GAME (g), NULL);
  const ArdinaFrame *bottom = g->depth ? &g->stack[0] : NULL;
  if (g->over)
    return "over";
  if (!bottom)
    return "none";
  /* The turn's steps are the phases of 5.1; below it, the set-up. */
  const ArdinaProcClass *k = ardina_proc_class (bottom->proc);
  return bottom->proc == ARDINA_PROC_TURN && bottom->step < k->n_steps ? k->steps[bottom->step] : k->name;
}

ArdinaSide
ardina_game_get_first_player (const ArdinaGame *g)
{
  g_return_val_if_fail (IS_GAME (g), ARDINA_SIDE_NONE);
  return (ArdinaSide) g->first;
}

gboolean
ardina_game_is_over (const ArdinaGame *g)
{
  g_return_val_if_fail (IS_GAME (g), FALSE);
  return g->over;
}

ArdinaSide
ardina_game_get_winner (const ArdinaGame *g)
{
  g_return_val_if_fail (IS_GAME (g), ARDINA_SIDE_NONE);
  return (ArdinaSide) g->winner;
}

const char *
ardina_game_get_result (const ArdinaGame *g)
{
  g_return_val_if_fail (IS_GAME (g), NULL);
  return g->result < ARDINA_RESULT_COUNT ? ardina_result_names[g->result] : "none";
}

int
ardina_game_get_points (const ArdinaGame *g, ArdinaSide side)
{
  g_return_val_if_fail (IS_GAME (g), 0);
  return side <= ARDINA_SIDE_BRITISH ? g->points[side] : 0;
}

guint
ardina_game_get_optional (const ArdinaGame *g)
{
  g_return_val_if_fail (IS_GAME (g), 0);
  return g->optional;
}

const char *
ardina_game_get_piece_place (const ArdinaGame *g, const char *piece)
{
  g_return_val_if_fail (IS_GAME (g) && piece != NULL, NULL);
  int code = ardina_piece_lookup (piece);
  if (code < 0 || !ardina_place_get (g, (uint16_t) code))
    return NULL;
  return ardina_place_name (ardina_place_get (g, (uint16_t) code),
                            (code & ARDINA_CODE_KIND_MASK) == ARDINA_CODE_LEADER);
}

const char *
ardina_game_get_progress (const ArdinaGame *g)
{
  g_return_val_if_fail (IS_GAME (g), NULL);
  return ardina_data_progress[g->progress].name;
}

int
ardina_game_get_loyalty (const ArdinaGame *g, const char *region)
{
  g_return_val_if_fail (IS_GAME (g), 0);
  for (guint r = 0; r < ARDINA_DATA_N_REGIONS; r++)
    if (g_strcmp0 (ardina_data_regions[r].name, region) == 0)
      return g->loyalty[r];
  return 0;
}

const char *
ardina_game_get_balance (const ArdinaGame *g)
{
  g_return_val_if_fail (IS_GAME (g), NULL);
  return ardina_data_balance[g->balance].name;
}

guint
ardina_game_count_hand (const ArdinaGame *g, ArdinaSide side)
{
  g_return_val_if_fail (IS_GAME (g), 0);
  guint n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    n += (g->pieces[i].zone == ARDINA_ZONE_HAND || g->pieces[i].zone == ARDINA_ZONE_HIDDEN)
         && g->pieces[i].side == side;
  return n;
}

guint
ardina_game_count_pool (const ArdinaGame *g)
{
  g_return_val_if_fail (IS_GAME (g), 0);
  guint n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    n += g->pieces[i].zone == ARDINA_ZONE_POOL
         || (g->pieces[i].zone == ARDINA_ZONE_HIDDEN && g->pieces[i].side == ARDINA_SIDE_NONE);
  return n;
}
