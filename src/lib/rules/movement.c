/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The Movement Phase (14, 15, 16, 17, 21.6, 21.7, 23, 7.11) and the move
 * of one force, step by step.
 *
 * The phase ("movement", side the acting player) begins by clearing the
 * marks of the side's last Movement Phase (16.5 and 16.7 count per phase)
 * and opening the window of its start (7.9: Minutemen). Then its player
 *   take PIECE          starts moving a force with that piece (16.3(1)),
 *                       First Campaign Phase only (14.2, 17.5);
 *   force-march MARKER  starts a forced march with a Tactics marker or a
 *                       Committee of Correspondence (17.1, 7.11, 7.9),
 *                       Second and Third Campaign Phases only;
 *   end                 ends the phase (16.1: nothing need move).
 *
 * The move ("move", side the mover) is a frame above the phase holding the
 * force (15.1):
 *   forming    take PIECE (same locale, 16.3(1), 16.4), command LEADER
 *              (16.3(2)), roll (16.3(3): die + the commander's effective
 *              value, 21.6, 21.7), end-move (only before anything is taken:
 *              the declared forced march is called off, its marker kept);
 *   privateers a force holding a fleet, once it has rolled, waits on the
 *              enemy's Privateers window before its die (7.9, R-112,
 *              markers/privateers.c): played, the move is stalled;
 *   marching   march LOCALE (16.2, 16.12, 16.9, 16.10, 23.1, 24.1-24.3),
 *              drop PIECE (16.7; landing cargo, 24.4), choose overrun
 *              (34.4, overrun.c: stopped in the locale just entered), end-move (16.6,
 *              16.11, 16.13);
 *   attrition  after a forced march, a die per combat unit, fleets too
 *              (17.2, 24.1, 21.5); a unit lost leaves the force.
 *   intercept  a land force about to enter a locale waits on the enemy's
 *              interception (32.2, interception.c, R-150), then enters;
 *              intercepted, it stops there for the phase (32.3).
 *   expedition with 33, a force with a commander marching across a
 *              regional border rolls a die per militia unit first (33.1,
 *              expeditions.c): each crosses, stops where it rolled
 *              (dropped off, 16.7) or goes home; then the rest marches on
 *              (to the interception step, if due).
 * A take after the roll is refused (16.8).
 *
 * Where later rules plug in: every entry into a locale goes through
 * enter_locale (interception, 32, opens its procedure before the force
 * arrives; overrun, 34, is tried there on arrival and may clear the stop of
 * 16.10); partisans stopping a move (29.4) also belong there.
 *
 * Naval transport (24.4, 24.5, R-72, R-90): a force holding a fleet takes
 * the land units and leaders of its port or box (mix_ok), boards them as
 * it rolls (board), sails as its fleets do (sea routes, 24.1; stopped by
 * enemies in a port, 24.2; through enemy fleets at sea, 24.3), and lands
 * cargo with drop in a port or box, which ends the fleets' march
 * (24.4(4), Move.landed). Admirals and Leader Arises markers sail with
 * the fleets rather than aboard; nothing is left alone at sea (R-72).
 *
 * Frames: the phase, payload the last force moved (16.11); the move,
 * payload the force and its dropped units, commander, Leader Arises
 * marker, forced-march marker, locales, movement points left. */
#include "rules.h"
#include "core/board.h"

#include <string.h>

/* ------------------------------------------------------------------ */
/* Shared                                                              */
/* ------------------------------------------------------------------ */

/* The turn's step below a frame standing on the turn. */
static uint8_t
turn_step_below (const ArdinaGame *g, const ArdinaFrame *f)
{
  for (const ArdinaFrame *p = f; p >= g->stack; p--)
    if (p->proc == ARDINA_PROC_TURN)
      return p->step;
  return 0;
}

/* 14.2, 17.5: the Second and Third Campaign Phases allow forced marches
 * only. */
static gboolean
forced_phase (const ArdinaGame *g, const ArdinaFrame *f)
{
  return turn_step_below (g, f) >= ARDINA_STEP_CAMPAIGN_SECOND_FIRST_MOVE;
}

static const char *
locale_label (uint16_t l)
{
  return ardina_data_locales[l].label;
}

/* The prompts are asked at every decision (ardina_game_pending), and
 * formatting them with g_snprintf cost more than listing some decisions:
 * they are joined from their parts instead, cut as g_snprintf cuts. */
typedef struct {
  char *buf;
  gsize size, len;
} Prompt;

static void
prompt_add (Prompt *p, const char *part)
{
  gsize n = MIN (strlen (part), p->size - 1 - p->len);
  memcpy (p->buf + p->len, part, n);
  p->len += n;
  p->buf[p->len] = 0;
}

static void
prompt_int (Prompt *p, int v)
{
  char digits[16], *d = digits + sizeof digits;
  guint u = v < 0 ? (guint) -(gint64) v : (guint) v;
  *--d = 0;
  do
    *--d = (char) ('0' + u % 10);
  while (u /= 10);
  if (v < 0)
    *--d = '-';
  prompt_add (p, d);
}

/* A piece that may be in a force: a unit, a leader, a Leader Arises marker
 * on the map (7.9). */
static gboolean
force_piece (const ArdinaGame *g, uint16_t code)
{
  uint16_t i = ARDINA_CODE_INDEX (code);
  switch (ARDINA_CODE_KIND (code))
    {
    case ARDINA_CODE_UNIT:
      return i < ARDINA_DATA_N_UNITS;
    case ARDINA_CODE_LEADER:
      return i < ARDINA_DATA_N_LEADERS;
    case ARDINA_CODE_PIECE:
      return i < ARDINA_DATA_N_CAMPAIGN_PIECES && ardina_data_campaign_pieces[i] == ARDINA_CAMPAIGN_LEADER_ARISES
             && g->pieces[i].zone == ARDINA_ZONE_MAP;
    default:
      return FALSE;
    }
}

/* Who moves @code (26.1: a neutral nation's pieces nobody's). */
static ArdinaSide
controller (const ArdinaGame *g, uint16_t code)
{
  uint16_t i = ARDINA_CODE_INDEX (code);
  switch (ARDINA_CODE_KIND (code))
    {
    case ARDINA_CODE_UNIT:
      return ardina_unit_controller (g, i);
    case ARDINA_CODE_LEADER:
      return ardina_leader_controller (g, i);
    default:
      return (ArdinaSide) g->pieces[i].side;
    }
}

/* The checks every piece passes to start or join a move: on the map, the
 * mover's, not moved (16.5) nor dropped off (16.7) this phase, not
 * stalled by Privateers this turn (7.9), and in a forced march not
 * force-marched this turn (17.3, R-39). */
static gboolean
piece_free (ArdinaCtx *c, ArdinaSide side, uint16_t code, gboolean forced, uint8_t last_at)
{
  if (!force_piece (c->g, code))
    return ardina_refuse (c, ARDINA_R_16_3, "only units, leaders and Leader Arises markers on the map form a force");
  const ArdinaPlace *p = ardina_place_get (c->g, code);
  if (p->zone != ARDINA_ZONE_MAP)
    return ardina_refuse (c, ARDINA_R_16_3, "%s is not on the map", ardina_code_label (code));
  if (controller (c->g, code) != side)
    {
      if (ARDINA_CODE_KIND (code) == ARDINA_CODE_UNIT && ardina_nation_frozen (c->g, ardina_data_units[ARDINA_CODE_INDEX (code)].nation))
        return ardina_refuse (c, ARDINA_R_26_1, "%s belongs to a neutral nation: its forces are frozen",
                              ardina_code_label (code));
      return ardina_refuse (c, ARDINA_R_16_1, "%s is not the %s player's to move", ardina_code_label (code),
                            ardina_side_name (side));
    }
  if (p->flags & ARDINA_PIECE_STALLED)   /* markers/privateers.c */
    return ardina_refuse (c, ARDINA_R_7_9, "%s was in a naval move Privateers stalled, carrying or carried: it moves "
                          "no more this turn (R-112)", ardina_code_label (code));
  if (p->flags & ARDINA_PIECE_DROPPED)
    return ardina_refuse (c, ARDINA_R_16_7, "%s was dropped off by a moving force: it moves no further this phase",
                          ardina_code_label (code));
  if (p->flags & ARDINA_PIECE_MOVED)
    {
      /* 24.4(3): a piece still aboard after moving this phase moved as
       * cargo (an embarked piece moves only with its fleet). */
      if (p->flags & ARDINA_PIECE_EMBARKED)
        return ardina_refuse (c, ARDINA_R_24_4, "%s was carried by a fleet this phase: carried units make no other "
                              "move in the phase of their transport", ardina_code_label (code));
      /* 16.11: a piece of the force that just ended its move here. */
      if (last_at && p->locale + 1 == last_at)
        return ardina_refuse (c, ARDINA_R_16_11, "%s has finished its move: a move once done is not redone",
                              ardina_code_label (code));
      return ardina_refuse (c, ARDINA_R_16_5, "%s has already moved this Movement Phase", ardina_code_label (code));
    }
  if (forced && (p->flags & ARDINA_PIECE_FORCE_MARCHED))
    return ardina_refuse (c, ARDINA_R_17_3, "%s has already made a forced march this turn (R-39)",
                          ardina_code_label (code));
  return TRUE;
}

/* The locales where @side has a piece on the map that no mark of @busy
 * holds back, as bits of @at (ARDINA_MAX_LOCALES); only leaders (and
 * Leader Arises) when @leader: 17.1 asks one of a Tactics march. */
static void
pieces_not_held (const ArdinaGame *g, ArdinaSide side, gboolean leader, uint16_t busy, uint64_t at[2])
{
  at[0] = at[1] = 0;
  for (guint i = 0; !leader && i < ARDINA_DATA_N_UNITS; i++)
    if (g->units[i].zone == ARDINA_ZONE_MAP && !(g->units[i].flags & busy)
        && ardina_unit_controller (g, (uint16_t) i) == side)
      at[g->units[i].locale / 64] |= (uint64_t) 1 << (g->units[i].locale % 64);
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (g->leaders[i].zone == ARDINA_ZONE_MAP && !(g->leaders[i].flags & busy)
        && ardina_leader_controller (g, (uint16_t) i) == side)
      at[g->leaders[i].locale / 64] |= (uint64_t) 1 << (g->leaders[i].locale % 64);
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_MAP && g->pieces[i].side == side && !(g->pieces[i].flags & busy))
      at[g->pieces[i].locale / 64] |= (uint64_t) 1 << (g->pieces[i].locale % 64);
}

static gboolean
locale_in (const uint64_t at[2], uint16_t locale)
{
  return locale == ARDINA_NONE ? (at[0] | at[1]) != 0 : (at[locale / 64] >> (locale % 64)) & 1;
}

/* A piece of @side on the map that no mark of @busy holds back, at
 * @locale or anywhere (ARDINA_NONE); a leader (or Leader Arises) when
 * @leader. */
static gboolean
piece_not_held (const ArdinaGame *g, ArdinaSide side, uint16_t locale, gboolean leader, uint16_t busy)
{
  uint64_t at[2];
  pieces_not_held (g, side, leader, busy, at);
  return locale_in (at, locale);
}

/* The marks that keep a piece out of a forced march (17.3, R-39, 16.5,
 * 16.7). */
#define NOT_FREE (ARDINA_PIECE_MOVED | ARDINA_PIECE_DROPPED | ARDINA_PIECE_FORCE_MARCHED | ARDINA_PIECE_STALLED)

/* A piece that could join a forced march now. */
static gboolean
free_piece_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale, gboolean leader)
{
  return piece_not_held (g, side, locale, leader, NOT_FREE);
}

/* When no piece (@leader: no leader) is free for a forced march: 17.3 if
 * the only ones otherwise free have already force-marched this turn,
 * 17.1 when there are none at all. */
static uint16_t
not_free_rule (const ArdinaGame *g, ArdinaSide side, uint16_t locale, gboolean leader)
{
  return piece_not_held (g, side, locale, leader, ARDINA_PIECE_MOVED | ARDINA_PIECE_DROPPED) ? ARDINA_R_17_3
         : ARDINA_R_17_1;
}

/* What one listing of the phase or of a move asks once rather than per
 * candidate (issue 16): who moves each nation's pieces (26.1), and so,
 * for a listing that walks them all, the units and leaders the listing's
 * side moves (listing_side_pieces); per locale, whether a
 * leader there is free for a Tactics march (17.1, 17.3); in a move, what
 * the force is made of (16.9, R-72: naval_mix_ok). The checks called
 * from act have none and ask the game. */
typedef struct {
  ArdinaSide controller[ARDINA_UNATION_COUNT];
  ArdinaUnitSet units;      /* the units of the nations the side moves */
  ArdinaLeaderSet leaders;  /* and their leaders */
  gboolean tactics_known;
  uint64_t tactics[2];      /* locales with a leader free to march, once known */
  const struct Mix *mix;    /* in a move, what the force holds (mix_ok) */
} Listing;

static void
listing_init (Listing *l, const ArdinaGame *g)
{
  memset (l, 0, sizeof *l);
  for (guint n = 0; n < ARDINA_UNATION_COUNT; n++)
    l->controller[n] = ardina_nation_controller (g, (uint8_t) n);
}

/* The units and leaders @side moves, for a listing that walks them all
 * (a force with no locale yet, the phase's takes). */
static void
listing_side_pieces (Listing *l, ArdinaSide side)
{
  for (guint n = 0; n < ARDINA_UNATION_COUNT; n++)
    if (l->controller[n] == side)
      {
        const ArdinaUnitSet *u = ardina_units_of_nation (n);
        for (guint w = 0; w < G_N_ELEMENTS (l->units.w); w++)
          l->units.w[w] |= u->w[w];
        l->leaders |= ardina_leaders_of_nation (n);
      }
}

/* The campaign marker counters that may be in a force, the Leader Arises
 * markers (7.9; force_piece): a listing asks only these of the campaign
 * pieces, as no other is ever taken or commanded. */
static const uint8_t *
arisers (guint *n)
{
  return ardina_campaign_counters (ARDINA_CAMPAIGN_LEADER_ARISES, n);
}

/* free_piece_at for a leader: in a listing, every locale's answer is
 * found in the one pass of the first question. */
static gboolean
leader_free_at (const ArdinaGame *g, Listing *l, ArdinaSide side, uint16_t locale)
{
  if (!l)
    return free_piece_at (g, side, locale, TRUE);
  if (!l->tactics_known)
    pieces_not_held (g, side, TRUE, NOT_FREE, l->tactics);
  l->tactics_known = TRUE;
  return locale_in (l->tactics, locale);
}

/* The cheap half of piece_free, which refuses whatever fails it: a piece
 * at @p, whose nation @who moves (26.1), of @side, on the map, that has
 * neither moved nor been dropped off this phase, nor stalled by
 * Privateers this turn (7.9). Most pieces are the
 * other side's, off the map or have moved. */
static inline gboolean
may_be_free (const ArdinaPlace *p, ArdinaSide who, ArdinaSide side)
{
  return who == side && p->zone == ARDINA_ZONE_MAP
         && !(p->flags & (ARDINA_PIECE_MOVED | ARDINA_PIECE_DROPPED | ARDINA_PIECE_STALLED));
}

/* Every piece a take may name, in the order the takes are listed:
 * units, leaders, campaign marker counters. */
static guint
take_codes (uint16_t codes[])
{
  guint n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    codes[n++] = (uint16_t) (ARDINA_CODE_UNIT | i);
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    codes[n++] = (uint16_t) (ARDINA_CODE_LEADER | i);
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    codes[n++] = (uint16_t) (ARDINA_CODE_PIECE | i);
  return n;
}

#define N_TAKE_CODES (ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS + ARDINA_DATA_N_CAMPAIGN_PIECES)

/* A generated action of one operand, as ardina_actions_add makes it,
 * without its variable arguments: a listing adds hundreds. */
static void
add_one (ArdinaActionList *out, ArdinaSide side, ArdinaVerb verb, uint16_t arg)
{
  ArdinaAction a = { .side = side, .verb = (guint8) verb, .n_args = 1, .args = { arg } };
  ardina_actions_push (out, &a);
}

/* ------------------------------------------------------------------ */
/* The move                                                            */
/* ------------------------------------------------------------------ */

enum { FORCED_NONE, FORCED_TACTICS, FORCED_COMMITTEE, FORCED_COUNT };

typedef struct {
  ArdinaForce force;        /* the units and leaders moving (15.1) */
  ArdinaUnitSet dropped;    /* units dropped off on the way (16.7; rolled for in 17.2, R-73) */
  uint16_t commander;       /* a leader or Leader Arises marker (16.3(2)), 0 for none */
  uint16_t arises[2];       /* Leader Arises markers moving with the force (R-74), 0 for none */
  uint16_t marker;          /* the forced march's marker (17.1, 7.9), 0 for none */
  int16_t mp;               /* movement points left (16.12), -1 before the roll */
  uint8_t from;             /* 1 + where the force was formed, 0 before the first take */
  uint8_t at;               /* 1 + where it stands */
  uint8_t forced;           /* FORCED_x */
  uint8_t stopped;          /* entered a locale with enemy units (16.10, 24.2) or an enemy partisan (29.4) */
  uint8_t landed;           /* its fleets have landed cargo: they move no more (24.4(4)) */
  uint8_t cursor;           /* the next unit to roll for (17.2) */
  uint8_t overran;          /* it has made its one overrun of the phase (34.1) */
  uint8_t heading;          /* 1 + the locale it is entering while the enemy may intercept (32.2) or while
                               its militia roll to cross the border into it (33.1), else 0 */
  uint8_t cost;             /* the MP that entry costs (16.12) */
  uint8_t intercepted;      /* intercepted where it stands: it moves no more this phase (32.3) */
} Move;

enum { FORMING, ROLLING, MARCHING, ATTRITION, PRIVATEERS, INTERCEPT, EXPEDITION };
static const char *const move_steps[] = { "forming", "rolling", "marching", "attrition", "privateers", "intercept",
                                          "expedition" };
static const char *const forced_names[FORCED_COUNT] = { "none", "tactics", "committee" };

static const char *
forced_name (guint i)
{
  return i < FORCED_COUNT ? forced_names[i] : "?";
}

static const char *
locale_or_none (guint i)
{
  return i == 0 ? "none" : i <= ARDINA_DATA_N_LOCALES ? ardina_data_locales[i - 1].name : "?";
}

static gboolean
has_member (const Move *m, uint16_t code)
{
  uint16_t i = ARDINA_CODE_INDEX (code);
  switch (ARDINA_CODE_KIND (code))
    {
    case ARDINA_CODE_UNIT:
      return ardina_units_has (&m->force.units, i);
    case ARDINA_CODE_LEADER:
      return m->force.leaders >> i & 1;
    default:
      return code && (m->arises[0] == code || m->arises[1] == code);
    }
}

static guint
members (const Move *m)
{
  return ardina_force_units (&m->force) + ardina_force_leaders (&m->force) + (m->arises[0] ? 1 : 0) + (m->arises[1] ? 1 : 0);
}

static gboolean
has_leader (const Move *m)
{
  return m->force.leaders || m->arises[0] || m->arises[1];
}

static gboolean
has_fleet (const ArdinaForce *f)
{
  return ardina_units_meet (&f->units, ardina_units_of_type (ARDINA_UNIT_TYPE_FLEET));
}

/* Leader @i is an admiral, who sails with fleets (21.7). */
static gboolean
sails_code_leader (guint i)
{
  return ardina_data_leaders[i].kind == ARDINA_LEADER_KIND_ADMIRAL;
}

/* A leader who sails with fleets rather than aboard them: an admiral, or
 * a Leader Arises marker, which may act as one (7.9, R-74). */
static gboolean
sails (uint16_t code)
{
  switch (ARDINA_CODE_KIND (code))
    {
    case ARDINA_CODE_LEADER:
      return ardina_data_leaders[ARDINA_CODE_INDEX (code)].kind == ARDINA_LEADER_KIND_ADMIRAL;
    case ARDINA_CODE_PIECE:
      return TRUE;
    default:
      return FALSE;
    }
}

/* What a fleet carries (24.4, 24.5): a land unit, or a leader who is no
 * admiral (generals and militia leaders go aboard). */
static gboolean
cargo_piece (uint16_t code)
{
  switch (ARDINA_CODE_KIND (code))
    {
    case ARDINA_CODE_UNIT:
      return !ardina_is_fleet (ARDINA_CODE_INDEX (code));
    case ARDINA_CODE_LEADER:
      return !sails (code);
    default:
      return FALSE;
    }
}

/* 23.1, R-78: a militia unit or a militia leader, who never goes to sea. */
static gboolean
militia_piece (uint16_t code)
{
  uint16_t i = ARDINA_CODE_INDEX (code);
  switch (ARDINA_CODE_KIND (code))
    {
    case ARDINA_CODE_UNIT:
      return ardina_data_units[i].type == ARDINA_UNIT_TYPE_MILITIA;
    case ARDINA_CODE_LEADER:
      return ardina_data_leaders[i].kind == ARDINA_LEADER_KIND_MILITIA;
    default:
      return FALSE;
    }
}

static gboolean
at_sea (uint16_t locale)
{
  return ardina_data_locales[locale].kind == ARDINA_LOCALE_KIND_HIGH_SEAS;
}

/* What the force being formed holds, for what may join it (16.9, 23.1,
 * 24.4, 24.5): found once per listing, or per take. */
typedef struct Mix {
  guint fleets;             /* its fleets */
  guint cargo;              /* its land combat units (24.5) */
  gboolean land;            /* a land unit or a leader who goes aboard */
  gboolean militia;         /* a militia unit or leader (23.1) */
  gboolean boarding;        /* cargo not yet aboard (24.4(5)) */
  guint spare;              /* the side's other fleets there free to join (24.5) */
} Mix;

static void
mix_of (const ArdinaGame *g, const Move *m, ArdinaSide side, Mix *x)
{
  memset (x, 0, sizeof *x);
  x->fleets = ardina_force_fleets (&m->force);
  x->cargo = ardina_force_cargo (&m->force);
  x->militia = ardina_force_holds_militia (&m->force);
  const ArdinaUnitSet *fleets = ardina_units_of_type (ARDINA_UNIT_TYPE_FLEET);
  for (guint w = 0; w < G_N_ELEMENTS (m->force.units.w); w++)
    for (uint64_t b = m->force.units.w[w] & ~fleets->w[w]; b; b &= b - 1)
      {
        guint i = w * 64 + (guint) __builtin_ctzll (b);
        x->land = TRUE, x->boarding |= !(g->units[i].flags & ARDINA_PIECE_EMBARKED);
      }
  for (ArdinaLeaderSet b = m->force.leaders; b; b &= b - 1)
    {
      guint i = (guint) __builtin_ctzll (b);
      if (!sails ((uint16_t) (ARDINA_CODE_LEADER | i)))
        x->land = TRUE, x->boarding |= !(g->leaders[i].flags & ARDINA_PIECE_EMBARKED);
    }
  /* The fleets that may still join matter only to a force with land
   * pieces (mix_ok), and stand only where fleets may (24.1). */
  if (x->land && m->from && (ardina_data_locales[m->from - 1].port || at_sea (m->from - 1)))
    ARDINA_BOARD_EACH_UNIT (g, m->from - 1, i)
      x->spare += ardina_is_fleet ((uint16_t) i) && !ardina_units_has (&m->force.units, (guint) i)
                  && may_be_free (&g->units[i], ardina_unit_controller (g, (uint16_t) i), side)
                  && !(m->forced && (g->units[i].flags & ARDINA_PIECE_FORCE_MARCHED));
}

/* 24.4(5): an enemy fleet lies at @locale, where nothing is loaded. */
static gboolean
enemy_fleet_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return ardina_fleet_at (g, ardina_other (side), locale);
}

/* 16.9, 23.1, 24.4, 24.5, R-72: may @code, at @p, join a force holding
 * @x? Fleets and land forces move together as a naval transport: the
 * fleets carry the land units, four land combat units a fleet, and any
 * leaders (24.5: a fleet may join a force holding more than it carries
 * while the fleets there could carry it all, and the roll waits for fleets
 * enough); militia never go to sea (23.1); nothing is loaded in a port
 * where an enemy fleet lies (24.4(5)). */
static gboolean
mix_ok (ArdinaCtx *c, const Mix *x, ArdinaSide side, uint16_t code, const ArdinaPlace *p)
{
  gboolean fleet = ARDINA_CODE_KIND (code) == ARDINA_CODE_UNIT && ardina_is_fleet (ARDINA_CODE_INDEX (code));
  if (fleet)
    {
      if (!x->land)
        return TRUE;
      if (x->militia)
        return ardina_refuse (c, ARDINA_R_23_1, "militia and militia leaders never go to sea (R-78): no fleet "
                              "carries them");
      /* this fleet and the others there that may still join */
      if (x->cargo > ARDINA_FLEET_CAPACITY * (x->fleets + x->spare))
        return ardina_refuse (c, ARDINA_R_24_5, "a fleet carries at most four land combat units: the force holds "
                              "%u, more than the fleets here can carry", x->cargo);
      if (x->boarding && enemy_fleet_at (c->g, side, p->locale))
        return ardina_refuse (c, ARDINA_R_24_4, "an enemy fleet lies in %s: no land unit is loaded there",
                              locale_label (p->locale));
      return TRUE;
    }
  if (!x->fleets || !cargo_piece (code))
    return TRUE;
  if (militia_piece (code))
    return ardina_refuse (c, ARDINA_R_23_1, "%s never goes to sea (R-78): militia are not carried by fleets",
                          ardina_code_label (code));
  if (ARDINA_CODE_KIND (code) == ARDINA_CODE_UNIT && ardina_unit_is_combat (ARDINA_CODE_INDEX (code))
      && x->cargo + 1 > ARDINA_FLEET_CAPACITY * x->fleets)
    return ardina_refuse (c, ARDINA_R_24_5, "the force's %u fleet%s already carr%s %u land combat units, four a "
                          "fleet: take another fleet first", x->fleets, x->fleets == 1 ? "" : "s",
                          x->fleets == 1 ? "ies" : "y", x->cargo);
  if (!(p->flags & ARDINA_PIECE_EMBARKED) && enemy_fleet_at (c->g, side, p->locale))
    return ardina_refuse (c, ARDINA_R_24_4, "an enemy fleet lies in %s: %s may not be loaded there",
                          locale_label (p->locale), ardina_code_label (code));
  return TRUE;
}

/* A fleet of @side at @locale that is not moving with @m: what a leader
 * left at sea stays with (R-72). */
static gboolean
fleet_stays (const ArdinaGame *g, const Move *m, ArdinaSide side, uint16_t locale)
{
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (ardina_is_fleet ((uint16_t) i) && !ardina_units_has (&m->force.units, (guint) i)
        && ardina_unit_controller (g, (uint16_t) i) == side)
      return TRUE;
  return FALSE;
}

/* 16.9, 24.1, R-72: a force of fleets leaving a sea area takes along the
 * leaders who would otherwise stay there without a fleet, and leaves no
 * embarked unit without one; the piece left behind, or ARDINA_NONE (a
 * code of 0 is the first unit). */
static uint16_t
left_at_sea (const ArdinaGame *g, const Move *m, ArdinaSide side)
{
  uint16_t from = m->from - 1;
  if (!at_sea (from) || !has_fleet (&m->force) || fleet_stays (g, m, side, from))
    return ARDINA_NONE;
  ARDINA_BOARD_EACH_UNIT (g, from, i)
    if (!ardina_is_fleet ((uint16_t) i) && !ardina_units_has (&m->force.units, (guint) i)
        && ardina_unit_controller (g, (uint16_t) i) == side)
      return (uint16_t) (ARDINA_CODE_UNIT | i);
  ARDINA_BOARD_EACH_LEADER (g, from, i)
    if (!(m->force.leaders >> i & 1) && ardina_leader_controller (g, (uint16_t) i) == side)
      return (uint16_t) (ARDINA_CODE_LEADER | i);
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_MAP && g->pieces[i].locale == from && g->pieces[i].side == side
        && !has_member (m, (uint16_t) (ARDINA_CODE_PIECE | i)))
      return (uint16_t) (ARDINA_CODE_PIECE | i);
  return ARDINA_NONE;
}

/* Is fleet @fleet one of the force's? */
static gboolean
member_fleet (const Move *m, int fleet)
{
  return fleet >= 0 && ardina_units_has (&m->force.units, (guint) fleet);
}

/* 24.4: at sea nothing changes fleets: a carried member sails aboard a
 * fleet of the force, and a fleet of the force takes all it carries. The
 * piece that would change fleets, or ARDINA_NONE. */
static uint16_t
transfer_at_sea (const ArdinaGame *g, const Move *m)
{
  uint16_t from = m->from - 1;
  if (!at_sea (from) || !has_fleet (&m->force))
    return ARDINA_NONE;
  ARDINA_BOARD_EACH_UNIT (g, from, i)
    {
      uint16_t code = (uint16_t) (ARDINA_CODE_UNIT | i);
      gboolean member = ardina_units_has (&m->force.units, (guint) i);
      if (!ardina_is_fleet ((uint16_t) i) && member != member_fleet (m, ardina_carrier (g, code)))
        return code;
    }
  ARDINA_BOARD_EACH_LEADER (g, from, i)
    {
      uint16_t code = (uint16_t) (ARDINA_CODE_LEADER | i);
      gboolean member = m->force.leaders >> i & 1;
      int carrier = ardina_carrier (g, code);
      if (!sails (code) && member != member_fleet (m, carrier) && (member || carrier >= 0))
        return code;
    }
  return ARDINA_NONE;
}

/* Calls the move for @side; the caller fills it in. */
static Move *
move_call (ArdinaCtx *c, ArdinaSide side)
{
  ArdinaFrame *f = ardina_call (c, ARDINA_PROC_MOVE, side);
  if (!f)
    return NULL;
  Move *m = ARDINA_PAYLOAD (f, Move);
  memset (m, 0, sizeof *m);
  m->mp = -1;
  return m;
}

/* 16.3(1), 16.4, 16.8, 16.9 (R-72): may @code join the force? */
static gboolean
take_ok (ArdinaCtx *c, const ArdinaFrame *f, ArdinaSide side, uint16_t code, Listing *l)
{
  const Move *m = ARDINA_PAYLOAD (f, Move);
  if (f->step != FORMING)
    return ardina_refuse (c, ARDINA_R_16_8, "the force has rolled its movement: nothing may join it on the way");
  if (!force_piece (c->g, code))
    return ardina_refuse (c, ARDINA_R_16_3, "only units, leaders and Leader Arises markers on the map form a force");
  if (has_member (m, code))
    return ardina_refuse (c, ARDINA_R_16_3, "%s is already in the force", ardina_code_label (code));
  const ArdinaPlace *p = ardina_place_get (c->g, code);
  if (m->from && p->zone == ARDINA_ZONE_MAP && p->locale != m->from - 1)
    return ardina_refuse (c, ARDINA_R_16_4, "a force is formed in one locale: %s is not in %s; finish this move "
                          "before starting another", ardina_code_label (code), locale_label (m->from - 1));
  Mix x;
  mix_of (c->g, m, side, &x);
  if (p->zone == ARDINA_ZONE_MAP && (p->flags & ARDINA_PIECE_MOVED) && force_piece (c->g, code)
      && (cargo_piece (code) ? x.fleets != 0 : ARDINA_CODE_KIND (code) == ARDINA_CODE_UNIT && x.land))
    return ardina_refuse (c, ARDINA_R_24_4, "%s has moved this phase: a fleet and the land units it carries begin "
                          "the phase together in one port or box", ardina_code_label (code));
  if (!piece_free (c, side, code, m->forced != FORCED_NONE, 0))
    return FALSE;
  if (!m->from && m->forced == FORCED_TACTICS && !leader_free_at (c->g, l, side, p->locale))
    return ardina_refuse (c, not_free_rule (c->g, side, p->locale, TRUE), "a forced march with a Tactics marker "
                          "needs a leader, and none is free to march from %s (17.1; one forced march a turn, 17.3)",
                          locale_label (p->locale));
  return mix_ok (c, &x, side, code, p);
}

/* take_ok in a listing of the force being formed, for a piece at @p that
 * may_be_free passed (on the map, the side's, neither moved nor dropped
 * off) and that the listing found where the force stands (or anywhere,
 * before it stands anywhere): what the listing knows is not asked again,
 * nor the force's make-up per candidate. Debug builds ask take_ok. */
static gboolean
take_listed (ArdinaCtx *c, const ArdinaFrame *f, ArdinaSide side, uint16_t code, const ArdinaPlace *p, Listing *l)
{
  const Move *m = ARDINA_PAYLOAD (f, Move);
  gboolean ok = !has_member (m, code) && !(m->from && p->locale != m->from - 1)
                && !(m->forced != FORCED_NONE && (p->flags & ARDINA_PIECE_FORCE_MARCHED))
                && (m->from || m->forced != FORCED_TACTICS || leader_free_at (c->g, l, side, p->locale))
                && mix_ok (c, l->mix, side, code, p);
#ifdef ARDINA_DEBUG
  g_assert (f->step == FORMING && force_piece (c->g, code));
  g_assert (ok == take_ok (c, f, side, code, l));
#endif
  return ok;
}

static void
add_member (ArdinaGame *g, Move *m, uint16_t code)
{
  uint16_t i = ARDINA_CODE_INDEX (code);
  if (!m->from)
    m->from = m->at = (uint8_t) (ardina_place_get (g, code)->locale + 1);
  switch (ARDINA_CODE_KIND (code))
    {
    case ARDINA_CODE_UNIT:
      ardina_units_add (&m->force.units, i);
      break;
    case ARDINA_CODE_LEADER:
      m->force.leaders |= (ArdinaLeaderSet) 1 << i;
      break;
    default:
      m->arises[m->arises[0] ? 1 : 0] = code;   /* two such markers exist (counters.xml) */
    }
}

/* What the commander gives the force (16.3(3), 21.6, 21.7, 7.9). */
static guint
commander_value (const ArdinaGame *g, const Move *m, uint16_t *reduced_by)
{
  *reduced_by = 0;
  if (!m->commander)
    return 0;
  if (ARDINA_CODE_KIND (m->commander) == ARDINA_CODE_PIECE)
    return (guint) ARDINA_CONST (LEADER_ARISES_VALUE);   /* 7.9: a general or an admiral */
  uint16_t l = ARDINA_CODE_INDEX (m->commander);
  /* 21.7, R-90: a transport moves as its fleets do; its commander gives
   * what he gives fleets. */
  ArdinaForce moving = m->force;
  if (ardina_force_sails (&m->force))
    {
      const ArdinaUnitSet *fleets = ardina_units_of_type (ARDINA_UNIT_TYPE_FLEET);
      for (guint w = 0; w < G_N_ELEMENTS (moving.units.w); w++)
        moving.units.w[w] &= fleets->w[w];
    }
  *reduced_by = ardina_leader_reduced_by (g, l, &moving);
  return ardina_leader_effective (g, l, &moving);
}

/* 33.1: the commander while he moves with the force, 0 once he has been
 * dropped off or when none was named. */
static uint16_t
moving_commander (const Move *m)
{
  return m->commander && has_member (m, m->commander) ? m->commander : 0;
}

static gboolean
move_take (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side, uint16_t code)
{
  if (!take_ok (c, f, side, code, NULL))
    return FALSE;
  if (c->check_only)
    return TRUE;
  Move *m = ARDINA_PAYLOAD (f, Move);
  add_member (c->g, m, code);
  ardina_emit (c, ARDINA_R_16_3, side, "%s takes %s into the force in %s", ardina_side_label (side),
               ardina_code_label (code), locale_label (m->from - 1));
  return TRUE;
}

static gboolean
command_ok (ArdinaCtx *c, const ArdinaFrame *f, uint16_t code)
{
  const Move *m = ARDINA_PAYLOAD (f, Move);
  if (f->step != FORMING)
    return ardina_refuse (c, ARDINA_R_16_3, "the commander is named before the force rolls its movement");
  gboolean leader = ARDINA_CODE_KIND (code) == ARDINA_CODE_LEADER || ARDINA_CODE_KIND (code) == ARDINA_CODE_PIECE;
  if (!leader || !force_piece (c->g, code) || !has_member (m, code))
    return ardina_refuse (c, ARDINA_R_16_3, "the commander is one of the force's leaders");
  if (m->commander)
    return ardina_refuse (c, ARDINA_R_16_3, "%s already commands the force: one commander is named, once",
                          ardina_code_label (m->commander));
  if (ardina_place_get (c->g, code)->flags & ARDINA_PIECE_COMMANDED)
    return ardina_refuse (c, ARDINA_R_16_5, "%s has already commanded a force this Movement Phase",
                          ardina_code_label (code));
  return TRUE;
}

static gboolean
move_command (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side, uint16_t code)
{
  if (!command_ok (c, f, code))
    return FALSE;
  if (c->check_only)
    return TRUE;
  Move *m = ARDINA_PAYLOAD (f, Move);
  m->commander = code;
  ardina_emit (c, ARDINA_R_16_3, side, "%s names %s the force's commander", ardina_side_label (side),
               ardina_code_label (code));
  return TRUE;
}

/* 16.3(3): the force is formed; a forced march's marker is spent now
 * (7.7). */
static gboolean
roll_ok (ArdinaCtx *c, const ArdinaFrame *f, ArdinaSide side)
{
  const Move *m = ARDINA_PAYLOAD (f, Move);
  if (f->step != FORMING)
    return ardina_refuse (c, ARDINA_R_16_3, "the force has already rolled its movement");
  if (!members (m))
    return ardina_refuse (c, ARDINA_R_16_3, "take the units and leaders of the force first");
  if (m->forced == FORCED_TACTICS && !has_leader (m))
    return ardina_refuse (c, ARDINA_R_17_1, "a forced march with a Tactics marker needs a leader in the force");
  if (has_leader (m) && !m->commander)
    return ardina_refuse (c, ARDINA_R_16_3, "name one of the force's leaders its commander first (command LEADER)");
  uint16_t stranded = left_at_sea (c->g, m, side);
  if (stranded != ARDINA_NONE)
    return ardina_refuse (c, ARDINA_R_16_9, "%s would be left at sea without a fleet: a sea area holds only fleets "
                          "and what sails with them (R-72)", ardina_code_label (stranded));
  guint fleets = ardina_force_fleets (&m->force), cargo = ardina_force_cargo (&m->force);
  if (fleets && cargo > ARDINA_FLEET_CAPACITY * fleets)
    return ardina_refuse (c, ARDINA_R_24_5, "%u land combat units for %u fleet%s: a fleet carries at most four; take "
                          "another fleet", cargo, fleets, fleets == 1 ? "" : "s");
  uint16_t moved = transfer_at_sea (c->g, m);
  if (moved != ARDINA_NONE)
    return ardina_refuse (c, ARDINA_R_24_4, "%s would change fleets at sea: cargo is loaded and landed only in a "
                          "port or a box, so a fleet sails with all it carries", ardina_code_label (moved));
  return TRUE;
}

/* 24.4: @code, a member of a land force, leaves the fleet it is aboard
 * (if any) to march from @at. A fleet that lands all or part of what it
 * carries ends its move for the phase (24.4(4)), whether it sailed first
 * or not: it is marked as moved. */
static void
go_ashore (ArdinaCtx *c, ArdinaSide side, uint16_t code, uint16_t at)
{
  int carrier = ardina_carrier (c->g, code);
  if (carrier < 0)
    return;
  ardina_disembark (c->g, code);
  ArdinaPlace *fleet = &c->g->units[carrier];
  gboolean ends = !(fleet->flags & ARDINA_PIECE_MOVED);
  fleet->flags |= ARDINA_PIECE_MOVED;
  ardina_emit (c, ARDINA_R_24_4, side, "%s goes ashore from %s in %s to march%s", ardina_code_label (code),
               ardina_data_units[carrier].label, locale_label (at),
               ends ? ": having landed cargo, the fleet ends its move for this phase" : "");
}

/* 24.4: a land force formed in a port or box of units aboard a fleet
 * that stays: they go ashore to march (at sea they cannot march, and stay
 * aboard). */
static void
disembark_ashore (ArdinaCtx *c, Move *m, ArdinaSide side)
{
  uint16_t at = m->from - 1;
  if (at_sea (at))
    return;
  for (guint w = 0; w < G_N_ELEMENTS (m->force.units.w); w++)
    for (uint64_t b = m->force.units.w[w]; b; b &= b - 1)
      go_ashore (c, side, (uint16_t) (ARDINA_CODE_UNIT | (w * 64 + (guint) __builtin_ctzll (b))), at);
  for (ArdinaLeaderSet b = m->force.leaders; b; b &= b - 1)
    go_ashore (c, side, (uint16_t) (ARDINA_CODE_LEADER | (uint16_t) __builtin_ctzll (b)), at);
}

/* 24.4: the fleet of the force that takes @code aboard: the first with
 * room for a land combat unit (24.5), any for a leader or another land
 * unit. */
static int
fleet_with_room (const ArdinaGame *g, const Move *m, uint16_t code)
{
  gboolean combat = ARDINA_CODE_KIND (code) == ARDINA_CODE_UNIT && ardina_unit_is_combat (ARDINA_CODE_INDEX (code));
  for (guint w = 0; w < G_N_ELEMENTS (m->force.units.w); w++)
    for (uint64_t b = m->force.units.w[w]; b; b &= b - 1)
      {
        uint16_t i = (uint16_t) (w * 64 + (guint) __builtin_ctzll (b));
        if (ardina_is_fleet (i) && (!combat || ardina_fleet_load (g, i) < ARDINA_FLEET_CAPACITY))
          return i;
      }
  return -1;
}

/* 24.4: what the force's fleets carry is settled as it sets out: what
 * they held that stays behind goes ashore (in port or box: at sea,
 * roll_ok has refused it), and each carried member not already aboard
 * one of them boards the first with room (24.5; take_ok has counted). */
static void
board (ArdinaCtx *c, Move *m, ArdinaSide side)
{
  uint16_t at = m->from - 1, codes[ARDINA_MAX_UNITS + ARDINA_MAX_LEADERS];
  guint n = 0;
  if (!has_fleet (&m->force))
    {
      disembark_ashore (c, m, side);
      return;
    }
  ARDINA_BOARD_EACH_UNIT_IF (c->g, at, ARDINA_PIECE_EMBARKED, ARDINA_PIECE_EMBARKED, i)
    codes[n++] = (uint16_t) (ARDINA_CODE_UNIT | i);
  ARDINA_BOARD_EACH_LEADER_IF (c->g, at, ARDINA_PIECE_EMBARKED, ARDINA_PIECE_EMBARKED, i)
    codes[n++] = (uint16_t) (ARDINA_CODE_LEADER | i);
  for (guint k = 0; k < n; k++)
    {
      int carrier = ardina_carrier (c->g, codes[k]);
      if (has_member (m, codes[k]) == member_fleet (m, carrier))
        continue;
      ardina_disembark (c->g, codes[k]);
      if (!has_member (m, codes[k]))
        ardina_emit (c, ARDINA_R_24_4, side, "%s goes ashore from %s in %s: it does not sail with this move",
                     ardina_code_label (codes[k]), ardina_data_units[carrier].label, locale_label (at));
    }
  n = 0;
  for (guint w = 0; w < G_N_ELEMENTS (m->force.units.w); w++)
    for (uint64_t b = m->force.units.w[w]; b; b &= b - 1)
      codes[n++] = (uint16_t) (ARDINA_CODE_UNIT | (w * 64 + (guint) __builtin_ctzll (b)));
  for (ArdinaLeaderSet b = m->force.leaders; b; b &= b - 1)
    codes[n++] = (uint16_t) (ARDINA_CODE_LEADER | (uint16_t) __builtin_ctzll (b));
  for (guint k = 0; k < n; k++)
    {
      if (!cargo_piece (codes[k]) || ardina_carrier (c->g, codes[k]) >= 0)
        continue;
      int fleet = fleet_with_room (c->g, m, codes[k]);
      g_assert (fleet >= 0);
      ardina_embark (c->g, codes[k], (uint16_t) fleet);
      ardina_emit (c, ARDINA_R_24_4, side, "%s embarks on %s in %s", ardina_code_label (codes[k]),
                   ardina_data_units[fleet].label, locale_label (at));
    }
}

static gboolean
move_roll (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side)
{
  if (!roll_ok (c, f, side))
    return FALSE;
  if (c->check_only)
    return TRUE;
  Move *m = ARDINA_PAYLOAD (f, Move);
  if (m->marker)
    {
      ardina_piece_move (c->g, m->marker, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
      ardina_emit2 (c, m->forced == FORCED_TACTICS ? ARDINA_R_7_11 : ARDINA_R_7_9, ARDINA_R_7_7, side,
                    "%s is spent on the forced march and goes to the pool", ardina_code_label (m->marker));
    }
  board (c, m, side);
  f->step = ardina_privateers_naval (&m->force) ? PRIVATEERS : ROLLING;   /* 7.9: a naval move starts */
  return TRUE;
}

/* What the routes out of a locale ask of the moving force, found once per
 * listing (or per act) rather than per route: whether it is fleets only
 * (16.9, 24.1) or light (16.12: a trail's cost), and the nations of its units with the first unit of
 * each, since the bars of 26.3 (PLACE rows) depend on the nation alone. */
typedef struct {
  gboolean naval, light;    /* by sea: holds fleets (24.1, 24.4); light (16.12) */
  uint32_t nations;
  uint8_t first[ARDINA_UNATION_COUNT];
} Marcher;

static void
marcher_init (Marcher *k, const ArdinaForce *force)
{
  k->naval = ardina_force_sails (force);   /* 24.4: cargo sails as its fleets do */
  k->light = !k->naval && ardina_force_light (force);
  k->nations = 0;
  for (guint w = 0; w < G_N_ELEMENTS (force->units.w); w++)
    for (uint64_t b = force->units.w[w]; b; b &= b - 1)
      {
        guint i = w * 64 + (guint) __builtin_ctzll (b);
        uint8_t n = ardina_data_units[i].nation;
        if (!(k->nations >> n & 1))
          k->first[n] = (uint8_t) i;
        k->nations |= 1u << n;
      }
}

/* 26.3 and the PLACE rows: the rule barring the force's first unit (in
 * counter order) that may not enter @to, and that unit; 0 if none is
 * barred. */
static uint16_t
marcher_barred (const ArdinaGame *g, const Marcher *k, uint16_t to, guint *unit)
{
  uint16_t barred = 0;
  *unit = G_MAXUINT;
  for (uint32_t b = k->nations; b; b &= b - 1)
    {
      uint8_t n = (uint8_t) __builtin_ctz (b);
      uint16_t rule;
      if (k->first[n] < *unit && (rule = ardina_locale_barred (g, to, n)))
        barred = rule, *unit = k->first[n];
    }
  return barred;
}

/* 16.10, 16.9, 24.1, 25.2-25.4, 26.3, 16.12 and the ROUTE rows (23.1):
 * may the force cross @route to @to? The one check of a march, for act
 * and for the listing (move_generate). */
static gboolean
route_open (ArdinaCtx *c, const Move *m, const Marcher *k, uint16_t to, uint16_t route, int *cost)
{
  uint16_t at = m->at - 1;
  /* 29.4(2): stopped by an enemy partisan (partisans.c's ENTER row), not
   * by enemy units; the move is the top frame, its side the mover's */
  if (m->stopped && !ardina_enemy_at (c->g, (ArdinaSide) ardina_top (c->g)->side, at)
      && ardina_enemy_partisan_at (c->g, (ArdinaSide) ardina_top (c->g)->side, at))
    return ardina_refuse (c, ARDINA_R_29_4, "the force entered a locale with an enemy partisan and must stop there "
                          "for this Movement Phase");
  if (m->stopped)
    return k->naval ? ardina_refuse (c, ARDINA_R_24_2, "the fleets entered a port holding enemy units and must end "
                                     "their move there")
                    : ardina_refuse (c, ARDINA_R_16_10, "the force entered a locale with enemy units and must stop "
                                     "there (15.3)");
  if (m->landed && k->naval)
    return ardina_refuse (c, ARDINA_R_24_4, "the fleets have landed cargo: landing ends their move for the phase");
  gboolean naval = k->naval;
  *cost = ardina_route_cost_of (k->naval, k->light, route);
  uint8_t kind = ardina_data_locales[to].kind;
  ArdinaHookRoute q = { .force = &m->force, .from = at, .to = to, .route = route, .cost = *cost,
                        .commander = moving_commander (m) };
  ARDINA_HOOK_EACH (row, c->g, ROUTE)
    if (!row->fn.ROUTE (c, &q))
      return FALSE;
  *cost = q.cost;
  if (*cost < 0 && naval)
    return ardina_refuse (c, ARDINA_R_24_1, "fleets never travel along land routes (lake and river routes count as "
                          "land routes)");
  if (*cost < 0 && (ardina_data_locales[at].kind == ARDINA_LOCALE_KIND_OFF_MAP
                    || ardina_data_locales[to].kind == ARDINA_LOCALE_KIND_OFF_MAP))
    return ardina_refuse (c, ARDINA_R_25_1, "the off-map boxes are reached and left only by fleets and the units "
                          "they carry");
  if (*cost < 0)
    return ardina_refuse (c, ARDINA_R_16_9, "land units go by sea only carried by fleets (24.4)");
  if (naval && kind != ARDINA_LOCALE_KIND_HIGH_SEAS && !ardina_data_locales[to].port)
    return ardina_refuse (c, ARDINA_R_24_1, "fleets move only into ports, the high seas and friendly boxes");
  guint unit;
  uint16_t barred = marcher_barred (c->g, k, to, &unit);
  if (barred)
    return ardina_refuse (c, barred, "%s may not enter %s", ardina_data_units[unit].label, locale_label (to));
  if (*cost > m->mp)
    return ardina_refuse (c, ARDINA_R_16_12, "the route to %s costs %d MP and the force has %d left",
                          locale_label (to), *cost, m->mp);
  return TRUE;
}

/* 16.2, then route_open: may the force march to @to? */
static gboolean
route_ok (ArdinaCtx *c, const Move *m, uint16_t to, int *cost)
{
  uint16_t at = m->at - 1;
  uint16_t route = to < ARDINA_DATA_N_LOCALES ? ardina_route_between (at, to) : ARDINA_NONE;
  if (route == ARDINA_NONE)
    return ardina_refuse (c, ARDINA_R_16_2, "no route joins %s to that locale", locale_label (at));
  Marcher k;
  marcher_init (&k, &m->force);
  return route_open (c, m, &k, to, route, cost);
}

static void
member_locale (ArdinaGame *g, uint16_t code, uint16_t to)
{
  ardina_place_move (g, code, to);   /* a fleet's cargo goes along (carry.c) */
}

/* The force enters @to. Interception (32) opens its window before this
 * and may end the move in battle; overrun (34) is tried here, on arrival,
 * and may lift the stop of 16.10; a partisan's stop (29.4) and a fleet's
 * carried units (24.5) join here too. */
static void
enter_locale (ArdinaCtx *c, ArdinaFrame *f, uint16_t to, int cost)
{
  Move *m = ARDINA_PAYLOAD (f, Move);
  ArdinaSide side = (ArdinaSide) f->side;
  uint16_t from = m->at - 1;
  gboolean sails = ardina_force_sails (&m->force);
  /* The members in counter order, from the force's sets: the fleets
   * first, which take their cargo along (carry.c); a member already
   * there is cargo. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint w = 0; w < G_N_ELEMENTS (m->force.units.w); w++)
      for (uint64_t b = m->force.units.w[w]; b; b &= b - 1)
        {
          uint16_t i = (uint16_t) (w * 64 + (guint) __builtin_ctzll (b));
          if (ardina_is_fleet (i) == (pass == 0) && c->g->units[i].locale != to)
            member_locale (c->g, i, to);
        }
  for (ArdinaLeaderSet b = m->force.leaders; b; b &= b - 1)
    if (c->g->leaders[__builtin_ctzll (b)].locale != to)
      member_locale (c->g, (uint16_t) (ARDINA_CODE_LEADER | (uint16_t) __builtin_ctzll (b)), to);
  for (guint k = 0; k < 2; k++)
    if (m->arises[k])
      member_locale (c->g, m->arises[k], to);
  m->at = (uint8_t) (to + 1);
  m->mp = (int16_t) (m->mp - cost);
  if (sails)
    ardina_emit2 (c, ARDINA_R_16_12, ARDINA_R_24_1, side, "the fleets sail from %s to %s for %d MP (%d left)",
                  locale_label (from), locale_label (to), cost, m->mp);
  else
    ardina_emit (c, ARDINA_R_16_12, side, "the force moves from %s to %s for %d MP (%d left)", locale_label (from),
                 locale_label (to), cost, m->mp);
  uint16_t rf = ardina_locale_region (from), rt = ardina_locale_region (to);
  if (rf != rt && rf != ARDINA_NONE && rt != ARDINA_NONE)
    ardina_emit (c, ARDINA_R_23_2, side, "the force crosses from %s into %s: only militia are held by regional borders",
                 ardina_data_map_regions[rf].label, ardina_data_map_regions[rt].label);
  guint cargo = 0, aboard = 0;
  if (sails)
    {
      cargo = ardina_units_count (&m->force.units) - ardina_force_fleets (&m->force);
      for (ArdinaLeaderSet b = m->force.leaders; b; b &= b - 1)
        aboard += !sails_code_leader ((guint) __builtin_ctzll (b));
    }
  if (cargo + aboard)
    ardina_emit (c, ARDINA_R_24_4, side, "the fleets carry %u land unit%s and %u leader%s aboard", cargo,
                 cargo == 1 ? "" : "s", aboard, aboard == 1 ? "" : "s");
  if (sails && at_sea (to))
    {
      /* 24.3: fleets sail into and through high seas with enemy fleets */
      if (enemy_fleet_at (c->g, side, to))
        ardina_emit (c, ARDINA_R_24_3, side, "enemy fleets lie in %s: the fleets may sail on through it",
                     locale_label (to));
      return;
    }
  ArdinaHookEnter q = { .side = side, .force = &m->force, .from = from, .to = to, .stop = 0 };
  if (ardina_enemy_at (c->g, side, to) && sails)
    {
      /* 24.2; with cargo aboard and only land units there, the landing
       * is the amphibious assault of the Combat Phase (24.4(6), 24.6) */
      q.stop = ARDINA_R_24_2;
      ardina_emit2 (c, ARDINA_R_24_2, ARDINA_R_16_10, side, "enemy units hold the port of %s: the fleets end their "
                    "move there", locale_label (to));
      if (cargo + aboard && !enemy_fleet_at (c->g, side, to) && ardina_siege_port (c->g, side, to))
        ardina_emit2 (c, ARDINA_R_28_16, ARDINA_R_24_4, side, "%s is a port of %s under siege: the force may land "
                      "there as in a friendly port", locale_label (to), ardina_side_label (side));
      else if (cargo + aboard && !enemy_fleet_at (c->g, side, to))
        ardina_emit2 (c, ARDINA_R_24_4, ARDINA_R_24_6, side, "only enemy land units hold %s: the force stays aboard, "
                      "and its landing is an amphibious assault", locale_label (to));
    }
  else if (ardina_enemy_at (c->g, side, to))
    {
      q.stop = ARDINA_R_16_10;
      ardina_emit2 (c, ARDINA_R_16_10, ARDINA_R_15_3, side, "enemy units stand in %s: the force stops there, and "
                    "a battle must follow", locale_label (to));
    }
  ARDINA_HOOK_EACH (row, c->g, ENTER)
    row->fn.ENTER (c, &q);
  m->stopped = q.stop != 0;
}

static gboolean heads_into (ArdinaCtx *c, ArdinaFrame *f, uint16_t to, int cost);
static void expedition_start (ArdinaCtx *c, ArdinaFrame *f, uint16_t to, int cost);
static uint16_t moved_flags (const Move *m);

static gboolean
move_march (ArdinaCtx *c, ArdinaFrame *f, uint16_t code)
{
  Move *m = ARDINA_PAYLOAD (f, Move);
  if (f->step != MARCHING)
    return ardina_refuse (c, ARDINA_R_16_3, "the force rolls its movement before it marches (roll)");
  int cost = 0;
  if (ARDINA_CODE_KIND (code) != ARDINA_CODE_LOCALE || !route_ok (c, m, ARDINA_CODE_INDEX (code), &cost))
    return ARDINA_CODE_KIND (code) == ARDINA_CODE_LOCALE ? FALSE
           : ardina_refuse (c, ARDINA_R_16_2, "a force marches to a locale");
  if (c->check_only)
    return TRUE;
  uint16_t to = ARDINA_CODE_INDEX (code);
  if (ardina_expedition_due (c->g, &m->force, moving_commander (m), m->at - 1, to))
    {
      expedition_start (c, f, to, cost);
      return TRUE;
    }
  heads_into (c, f, to, cost);
  return TRUE;
}

/* The force stops at the edge of @to, which costs @cost MP, for the
 * step @step (32.2's interception, 33.1's dice) before it enters. */
static void
at_edge (ArdinaFrame *f, uint16_t to, int cost, uint8_t step)
{
  Move *m = ARDINA_PAYLOAD (f, Move);
  m->heading = (uint8_t) (to + 1);
  m->cost = (uint8_t) cost;
  f->step = step;
}

/* The force goes on into @to for @cost MP: it waits on the enemy's
 * interception first when one is due (32.2, move_run), else enters.
 * TRUE when it waits. */
static gboolean
heads_into (ArdinaCtx *c, ArdinaFrame *f, uint16_t to, int cost)
{
  Move *m = ARDINA_PAYLOAD (f, Move);
  if (ardina_intercept_due (c->g, (ArdinaSide) f->side, &m->force, to))
    {
      at_edge (f, to, cost, INTERCEPT);
      return TRUE;
    }
  enter_locale (c, f, to, cost);
  return FALSE;
}

/* 33.1: the militia units of the force try the border into @to, one die
 * each, in counter order (move_run's expedition step). */
static void
expedition_start (ArdinaCtx *c, ArdinaFrame *f, uint16_t to, int cost)
{
  Move *m = ARDINA_PAYLOAD (f, Move);
  uint16_t reduced = 0;
  guint value = commander_value (c->g, m, &reduced);
  ArdinaUnitSet militia = m->force.units;
  for (guint w = 0; w < G_N_ELEMENTS (militia.w); w++)
    militia.w[w] &= ardina_units_of_type (ARDINA_UNIT_TYPE_MILITIA)->w[w];
  guint n = ardina_units_count (&militia);
  at_edge (f, to, cost, EXPEDITION);
  m->cursor = 0;
  if (reduced)
    ardina_emit2 (c, ARDINA_R_33_1, reduced, (ArdinaSide) f->side, "%s gives this force %u, not his printed %u: "
                  "that is the value its militia roll against", ardina_code_label (m->commander), value,
                  (guint) ardina_data_leaders[ARDINA_CODE_INDEX (m->commander)].value);
  ardina_emit (c, ARDINA_R_33_1, (ArdinaSide) f->side, "the force's %u militia unit%s try to cross the border from "
               "%s into %s under %s: one die each against his %u (R-162)", n, n == 1 ? "" : "s",
               locale_label (m->at - 1), locale_label (to), ardina_code_label (m->commander), value);
}

/* The next militia unit of the force, from @from, to roll for (33.1). */
static int
next_militia (const Move *m, guint from)
{
  const ArdinaUnitSet *militia = ardina_units_of_type (ARDINA_UNIT_TYPE_MILITIA);
  for (guint i = from; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_units_has (&m->force.units, i) && ardina_units_has (militia, i))
      return (int) i;
  return -1;
}

/* 33.1: the die @die of militia unit @u against the commander's value. */
static void
expedition_die (ArdinaCtx *c, ArdinaFrame *f, guint u, int die)
{
  Move *m = ARDINA_PAYLOAD (f, Move);
  ArdinaSide side = (ArdinaSide) f->side;
  uint16_t reduced = 0;
  guint value = commander_value (c->g, m, &reduced);
  const char *unit = ardina_data_units[u].label, *at = locale_label (m->at - 1);
  switch (ardina_expedition_roll (die, value))
    {
    case ARDINA_EXPEDITION_CROSSES:
      ardina_emit (c, ARDINA_R_33_1, side, "expedition roll %d against %u: %s crosses the border with the force",
                   die, value, unit);
      return;
    case ARDINA_EXPEDITION_STOPS:
      ardina_units_remove (&m->force.units, u);
      ardina_units_add (&m->dropped, u);   /* 17.2 still rolls for it after a forced march (R-73) */
      c->g->units[u].flags |= (uint16_t) (ARDINA_PIECE_DROPPED | moved_flags (m));
      ardina_emit2 (c, ARDINA_R_33_1, ARDINA_R_16_7, side, "expedition roll %d against %u: %s stops in %s and moves "
                    "no further this Movement Phase (dropped off)", die, value, unit, at);
      return;
    case ARDINA_EXPEDITION_HOME:
      ardina_units_remove (&m->force.units, u);
      ardina_expedition_home (c->g, (uint16_t) u);
      ardina_emit (c, ARDINA_R_33_1, side, "expedition roll %d against %u: %s goes home from %s, off the map to "
                   "the counter mix (R-165)", die, value, unit, at);
      ardina_fortress_abandoned (c, side, m->at - 1, "the last of his land units there went home (33.1)");   /* 28.4(1) */
      return;
    }
}

/* 33.1: the expedition step, a die per militia unit; when all have
 * rolled, the force goes on with those that crossed and the rest of its
 * members (R-164), to the interception step if one is due. */
static ArdinaRun
expedition (ArdinaCtx *c, ArdinaFrame *f, gboolean back, int16_t die)
{
  Move *m = ARDINA_PAYLOAD (f, Move);
  if (back)
    {
      int u = next_militia (m, m->cursor);
      if (u >= 0)
        expedition_die (c, f, (guint) u, die), m->cursor = (uint8_t) (u + 1);
    }
  int u = next_militia (m, m->cursor);
  if (u >= 0)
    {
      m->cursor = (uint8_t) u;
      return ardina_roll_call (c, (ArdinaSide) f->side, ARDINA_R_33_1, TRUE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
    }
  uint16_t to = m->heading - 1;
  int cost = m->cost;
  m->heading = m->cost = m->cursor = 0;
  f->step = MARCHING;
  return heads_into (c, f, to, cost) ? ARDINA_RUN_AGAIN : ARDINA_RUN_DECIDE;
}

/* 32.2, 32.3: the enemy has answered the entry into m->heading; the force
 * enters it, and stops there for the phase when it was intercepted. */
static ArdinaRun
intercepted (ArdinaCtx *c, ArdinaFrame *f, gboolean back, int16_t result)
{
  Move *m = ARDINA_PAYLOAD (f, Move);
  uint16_t to = m->heading - 1;
  if (!back)
    return ardina_intercept_call (c, (ArdinaSide) f->side, m->at - 1, to) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
  m->heading = 0;
  f->step = MARCHING;
  enter_locale (c, f, to, m->cost);
  m->cost = 0;
  if (result)
    {
      m->intercepted = 1;
      m->stopped = 1;
      ardina_emit (c, ARDINA_R_32_3, (ArdinaSide) f->side, "the force is intercepted in %s: it moves no more this "
                   "phase", locale_label (to));
    }
  return ARDINA_RUN_DECIDE;
}

/* 34.1, 34.4: the moving player's option, while the force stands
 * stopped in the locale it has just entered; the rules are overrun.c's.
 * Lifting the stop lets it march on with the MP it has left. */
static gboolean
overrun_ok (ArdinaCtx *c, const ArdinaFrame *f)
{
  const Move *m = ARDINA_PAYLOAD (f, Move);
  if (f->step != MARCHING || !m->stopped)
    return ardina_refuse (c, ARDINA_R_34_1, "an overrun is made on entering a locale held by the enemy");
  if (m->intercepted)
    return ardina_refuse (c, ARDINA_R_32_3, "an intercepted force moves no more this phase: no overrun (R-150)");
  if (m->overran)
    return ardina_refuse (c, ARDINA_R_34_1, "this force has made its one overrun of the phase");
  return ardina_overrun_ok (c, &m->force, (ArdinaSide) f->side, m->at - 1);
}

static gboolean
move_overrun (ArdinaCtx *c, ArdinaFrame *f, uint16_t word)
{
  Move *m = ARDINA_PAYLOAD (f, Move);
  if (word != ARDINA_OPERAND_WORD (ARDINA_WORD_OVERRUN))
    return ardina_refuse (c, ARDINA_R_16_3, "a moving force may choose only an overrun");
  if (!overrun_ok (c, f))
    return FALSE;
  if (c->check_only)
    return TRUE;
  ardina_overrun (c, &m->force, (ArdinaSide) f->side, m->at - 1);
  m->overran = 1;
  m->stopped = 0;
  return TRUE;
}

/* The marks a piece keeps after its move (16.5, 16.7, 17.3). */
static uint16_t
moved_flags (const Move *m)
{
  return (uint16_t) (ARDINA_PIECE_MOVED | (m->forced ? ARDINA_PIECE_FORCE_MARCHED : 0));
}

/* Does fleet @fleet carry a member of @m? */
static gboolean
carries_member (const ArdinaGame *g, const Move *m, uint16_t fleet)
{
  for (guint w = 0; w < G_N_ELEMENTS (m->force.units.w); w++)
    for (uint64_t b = m->force.units.w[w]; b; b &= b - 1)
      if (ardina_carrier (g, (uint16_t) (w * 64 + (guint) __builtin_ctzll (b))) == fleet)
        return TRUE;
  for (ArdinaLeaderSet b = m->force.leaders; b; b &= b - 1)
    if (ardina_carrier (g, (uint16_t) (ARDINA_CODE_LEADER | (uint16_t) __builtin_ctzll (b))) == fleet)
      return TRUE;
  return FALSE;
}

/* 24.4: a drop from a force of fleets. Cargo is landed (drop PIECE) only
 * in a port or a box (24.4(2)), never where an enemy fleet lies
 * (24.4(5)), and where enemy land units stand only by the amphibious
 * assault of the Combat Phase (24.4(6), 24.6); a fleet carrying the
 * force's cargo is not left behind with it. */
static gboolean
landing_ok (ArdinaCtx *c, const Move *m, ArdinaSide side, uint16_t code)
{
  uint16_t at = m->at - 1;
  if (ARDINA_CODE_KIND (code) == ARDINA_CODE_UNIT && ardina_is_fleet (ARDINA_CODE_INDEX (code)))
    return !carries_member (c->g, m, ARDINA_CODE_INDEX (code))
           || ardina_refuse (c, ARDINA_R_24_4, "%s carries land units of the force: land them first, or keep it "
                             "with the force", ardina_code_label (code));
  if (!cargo_piece (code))
    return TRUE;
  if (at_sea (at))
    return ardina_refuse (c, ARDINA_R_24_4, "%s is aboard: cargo lands only in a port or an off-map box, and may "
                          "stay aboard at sea", ardina_code_label (code));
  if (enemy_fleet_at (c->g, side, at))
    return ardina_refuse (c, ARDINA_R_24_4, "an enemy fleet lies in %s: nothing is landed there",
                          locale_label (at));
  if (ardina_enemy_at (c->g, side, at) && !ardina_siege_port (c->g, side, at))   /* 28.16 */
    return ardina_refuse (c, ARDINA_R_24_4, "enemy land units hold %s: landing there is an amphibious assault, "
                          "fought in the Combat Phase (24.6)", locale_label (at));
  return TRUE;
}

static gboolean
drop_ok (ArdinaCtx *c, const ArdinaFrame *f, ArdinaSide side, uint16_t code)
{
  const Move *m = ARDINA_PAYLOAD (f, Move);
  if (f->step != MARCHING)
    return ardina_refuse (c, ARDINA_R_16_7, "units are dropped off as the force moves, after its roll");
  if (!force_piece (c->g, code) || !has_member (m, code))
    return ardina_refuse (c, ARDINA_R_16_7, "only a member of the moving force may be dropped off");
  if (members (m) < 2)
    return ardina_refuse (c, ARDINA_R_16_7, "a force of one is not dropped off: end its move (end-move)");
  if (has_fleet (&m->force) && !landing_ok (c, m, side, code))
    return FALSE;
  if (ARDINA_CODE_KIND (code) != ARDINA_CODE_UNIT && at_sea (m->at - 1) && !fleet_stays (c->g, m, side, m->at - 1))
    return ardina_refuse (c, ARDINA_R_16_9, "%s may not be dropped off at sea: a leader stays in a sea area only "
                          "with a fleet of his side (24.1, R-72)", ardina_code_label (code));
  return TRUE;
}

static gboolean
move_drop (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side, uint16_t code)
{
  if (!drop_ok (c, f, side, code))
    return FALSE;
  if (c->check_only)
    return TRUE;
  Move *m = ARDINA_PAYLOAD (f, Move);
  uint16_t i = ARDINA_CODE_INDEX (code);
  switch (ARDINA_CODE_KIND (code))
    {
    case ARDINA_CODE_UNIT:
      ardina_units_remove (&m->force.units, i);
      ardina_units_add (&m->dropped, i);
      break;
    case ARDINA_CODE_LEADER:
      m->force.leaders &= ~((ArdinaLeaderSet) 1 << i);
      break;
    default:
      m->arises[m->arises[0] == code ? 0 : 1] = 0;
    }
  ardina_place_of (c->g, code)->flags |= (uint16_t) (ARDINA_PIECE_DROPPED | moved_flags (m));
  if (ardina_carrier (c->g, code) >= 0 && has_fleet (&m->force))
    {
      /* 24.4(4): landing ends the fleets' move */
      ardina_disembark (c->g, code);
      m->landed = 1;
      ardina_emit2 (c, ARDINA_R_24_4, ARDINA_R_16_7, side, "%s lands %s in %s: it moves no further this phase, "
                    "and the fleets end their move", ardina_side_label (side), ardina_code_label (code),
                    locale_label (m->at - 1));
      return TRUE;
    }
  ardina_emit (c, ARDINA_R_16_7, side, "%s drops off %s in %s: it moves no further this phase",
               ardina_side_label (side), ardina_code_label (code), locale_label (m->at - 1));
  return TRUE;
}

static void
flag_members (ArdinaGame *g, const Move *m)
{
  uint16_t flags = moved_flags (m);
  for (guint w = 0; w < G_N_ELEMENTS (m->force.units.w); w++)
    for (uint64_t b = m->force.units.w[w]; b; b &= b - 1)
      g->units[w * 64 + (guint) __builtin_ctzll (b)].flags |= flags;
  for (ArdinaLeaderSet b = m->force.leaders; b; b &= b - 1)
    g->leaders[__builtin_ctzll (b)].flags |= flags;
  for (guint k = 0; k < 2; k++)
    if (m->arises[k])
      ardina_place_of (g, m->arises[k])->flags |= flags;
  if (m->commander)
    ardina_place_of (g, m->commander)->flags |= ARDINA_PIECE_COMMANDED;
}

/* Does a fleet of @m carry a member? */
static gboolean
carries_any (const ArdinaGame *g, const Move *m)
{
  for (guint w = 0; w < G_N_ELEMENTS (m->force.units.w); w++)
    for (uint64_t b = m->force.units.w[w]; b; b &= b - 1)
      {
        uint16_t i = (uint16_t) (w * 64 + (guint) __builtin_ctzll (b));
        if (ardina_is_fleet (i) && carries_member (g, m, i))
          return TRUE;
      }
  return FALSE;
}

/* 16.6, 16.11, 16.13: the move is over. A forced march goes on to its
 * attrition (17.2); 17.4 is told when it ends among the enemy. */
static gboolean
move_end (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side)
{
  Move *m = ARDINA_PAYLOAD (f, Move);
  if (f->step != FORMING && f->step != MARCHING)
    return ardina_refuse (c, ARDINA_R_16_6, "the move is not at a point where it may end");
  if (c->check_only)
    return TRUE;
  if (f->step == FORMING)
    {
      if (m->marker)
        ardina_piece_move (c->g, m->marker, ARDINA_ZONE_HAND, side);
      ardina_emit (c, ARDINA_R_16_6, side, "%s calls the move off before its roll: nothing has moved (R-76)%s",
                   ardina_side_label (side), m->marker ? "; the forced march's marker goes back to his hand" : "");
      ardina_pop (c, 0);
      return TRUE;
    }
  if (m->mp > 0)
    ardina_emit (c, ARDINA_R_16_13, side, "%d unused MP %s lost", m->mp, m->mp == 1 ? "is" : "are");
  flag_members (c->g, m);
  ardina_emit2 (c, ARDINA_R_16_6, ARDINA_R_16_11, side, "the force ends its move in %s; it may not be redone",
                locale_label (m->at - 1));
  if (has_fleet (&m->force) && carries_any (c->g, m))
    ardina_emit (c, ARDINA_R_24_4, side, "the cargo stays aboard in %s: units may stay aboard a fleet "
                 "indefinitely", locale_label (m->at - 1));
  /* 24.7: fleets attack no land units alone; a partisan's stop (29.4)
   * with no enemy unit there calls for no attack */
  if (m->forced && m->stopped && !ardina_force_naval (&m->force) && ardina_enemy_at (c->g, side, m->at - 1))
    ardina_emit (c, ARDINA_R_17_4, side, "the forced march ended among enemy units in %s: they must attack in "
                 "the coming Combat Phase", locale_label (m->at - 1));
  if (!m->forced)
    {
      ardina_pop (c, m->at);
      return TRUE;
    }
  if (has_leader (m))
    ardina_emit2 (c, ARDINA_R_17_2, ARDINA_R_21_5, side, "forced march attrition: no die for the leaders");
  f->step = ATTRITION;
  m->cursor = 0;
  return TRUE;
}

/* The next unit to roll for, from @from: the force's and those dropped
 * on the way (R-73), still on the map. Fleets roll too: 24.1 has them
 * follow the forced march rules like any combat unit. */
static int
next_attrition (const ArdinaGame *g, const Move *m, guint from)
{
  for (guint i = from; i < ARDINA_DATA_N_UNITS; i++)
    if ((ardina_units_has (&m->force.units, i) || ardina_units_has (&m->dropped, i))
        && g->units[i].zone == ARDINA_ZONE_MAP)
      return (int) i;
  return -1;
}

/* 17.2: a unit lost to attrition leaves the force and the dropped units
 * as it leaves the map, so that the move's payload names only pieces
 * that stand where the force is. */
static void
attrition_loss (ArdinaCtx *c, Move *m, uint16_t unit)
{
  ArdinaGame *g = c->g;
  ardina_units_remove (&m->force.units, unit);
  ardina_units_remove (&m->dropped, unit);
  ardina_unit_eliminate (g, unit);
  /* 24.10: what the fleet carried sank with it, and leaves the force */
  guint sunk = 0;
  for (guint w = 0; w < G_N_ELEMENTS (m->force.units.w); w++)
    for (uint64_t b = m->force.units.w[w]; b; b &= b - 1)
      {
        guint i = w * 64 + (guint) __builtin_ctzll (b);
        if (g->units[i].zone != ARDINA_ZONE_MAP)
          ardina_units_remove (&m->force.units, i), sunk++;
      }
  for (ArdinaLeaderSet b = m->force.leaders; b; b &= b - 1)
    {
      guint i = (guint) __builtin_ctzll (b);
      if (g->leaders[i].zone != ARDINA_ZONE_MAP)
        m->force.leaders &= ~((ArdinaLeaderSet) 1 << i), sunk++;
    }
  if (m->commander && ARDINA_CODE_KIND (m->commander) == ARDINA_CODE_LEADER
      && g->leaders[ARDINA_CODE_INDEX (m->commander)].zone != ARDINA_ZONE_MAP)
    m->commander = 0;
  if (sunk)
    ardina_emit (c, ARDINA_R_24_10, ardina_nation_side (ardina_data_units[unit].nation), "%s sinks with the %u "
                 "piece%s it carried", ardina_data_units[unit].label, sunk, sunk == 1 ? "" : "s");
}

static ArdinaRun
attrition (ArdinaCtx *c, ArdinaFrame *f, gboolean back, int16_t die)
{
  Move *m = ARDINA_PAYLOAD (f, Move);
  if (back)
    {
      int u = next_attrition (c->g, m, m->cursor);
      if (u >= 0)
        {
          const char *outcome = ardina_roll_outcome (ARDINA_ROLL_FORCED_MARCH_ATTRITION, die);
          gboolean dead = ardina_roll_outcome_id (ARDINA_ROLL_FORCED_MARCH_ATTRITION, die) == ARDINA_OUT_ELIMINATED;
          if (ardina_is_fleet ((uint16_t) u))
            ardina_emit2 (c, ARDINA_R_17_2, ARDINA_R_24_1, (ArdinaSide) f->side, "forced march attrition: %s rolls "
                          "%d: %s", ardina_data_units[u].label, die, dead ? "sunk" : outcome);
          else
            ardina_emit (c, ARDINA_R_17_2, (ArdinaSide) f->side, "forced march attrition: %s rolls %d: %s",
                         ardina_data_units[u].label, die, outcome);
          if (dead)
            attrition_loss (c, m, (uint16_t) u);
          m->cursor = (uint8_t) (u + 1);
        }
    }
  int u = next_attrition (c->g, m, m->cursor);
  if (u < 0)
    {
      ardina_pop (c, m->at);
      return ARDINA_RUN_AGAIN;
    }
  m->cursor = (uint8_t) u;
  return ardina_roll_call (c, (ArdinaSide) f->side, ARDINA_R_17_2, TRUE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
}

static ArdinaRun
move_run (ArdinaCtx *c, ArdinaFrame *f)
{
  Move *m = ARDINA_PAYLOAD (f, Move);
  int16_t die = 0;
  gboolean back = ardina_returned (f, &die);
  switch (f->step)
    {
    case ROLLING:
      if (!back)
        return ardina_roll_call (c, (ArdinaSide) f->side, ARDINA_R_16_3, TRUE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
      {
        uint16_t reduced = 0;
        guint value = commander_value (c->g, m, &reduced);
        m->mp = (int16_t) (die + (int) value);
        if (reduced)
          ardina_emit (c, reduced, (ArdinaSide) f->side, "%s gives this force %u, not his printed %u",
                       ardina_code_label (m->commander), value,
                       (guint) ardina_data_leaders[ARDINA_CODE_INDEX (m->commander)].value);
        ardina_emit (c, ARDINA_R_16_3, (ArdinaSide) f->side, "movement roll %d + commander %u = %d MP", die, value,
                     m->mp);
        f->step = MARCHING;
        return ARDINA_RUN_DECIDE;
      }
    case ATTRITION:
      return attrition (c, f, back, die);
    case INTERCEPT:
      return intercepted (c, f, back, die);
    case EXPEDITION:
      return expedition (c, f, back, die);
    case PRIVATEERS:   /* 7.9, R-112: the enemy may stall it before the die (markers/privateers.c) */
      if (!back)
        switch (ardina_privateers_moment (c, (ArdinaSide) f->side, m->at - 1))
          {
          case ARDINA_MOMENT_OPEN:
            return ARDINA_RUN_AGAIN;
          case ARDINA_MOMENT_FAILED:
            return ARDINA_RUN_ERROR;
          default:
            break;
          }
      if (back && die == ARDINA_PRIVATEERS_STALL)
        {
          ardina_privateers_stall (c, (ArdinaSide) f->side, &m->force, m->at - 1);
          flag_members (c->g, m);
          ardina_pop (c, m->at);
          return ARDINA_RUN_AGAIN;
        }
      f->step = ROLLING;
      return ARDINA_RUN_AGAIN;
    default:
      return ARDINA_RUN_DECIDE;
    }
}

static gboolean
move_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  switch (a->verb)
    {
    case ARDINA_VERB_TAKE:
      return move_take (c, f, side, a->args[0]);
    case ARDINA_VERB_COMMAND:
      return move_command (c, f, side, a->args[0]);
    case ARDINA_VERB_ROLL:
      return move_roll (c, f, side);
    case ARDINA_VERB_MARCH:
      return move_march (c, f, a->args[0]);
    case ARDINA_VERB_DROP:
      return move_drop (c, f, side, a->args[0]);
    case ARDINA_VERB_END_MOVE:
      return move_end (c, f, side);
    case ARDINA_VERB_CHOOSE:
      return move_overrun (c, f, a->args[0]);
    case ARDINA_VERB_FORCE_MARCH:
    case ARDINA_VERB_END:
      return ardina_refuse (c, ARDINA_R_16_4, "finish the move of this force first (end-move)");
    default:
      return ardina_refuse (c, ARDINA_R_16_3, "a force is being moved: take, command, roll, march, drop, end-move "
                            "or (34) choose overrun");
    }
}

/* The take of unit @i, and the take and command of leader @i, when
 * forming_generate lists them. */
static void
form_unit (ArdinaCtx *c, const ArdinaFrame *f, ArdinaSide side, guint i, Listing *l, ArdinaActionList *out)
{
  uint16_t code = (uint16_t) (ARDINA_CODE_UNIT | i);
  const ArdinaPlace *p = &c->g->units[i];
  if (may_be_free (p, l->controller[ardina_data_units[i].nation], side) && take_listed (c, f, side, code, p, l))
    add_one (out, side, ARDINA_VERB_TAKE, code);
}

static void
form_leader (ArdinaCtx *c, const ArdinaFrame *f, ArdinaSide side, guint i, Listing *l, ArdinaActionList *out)
{
  const Move *m = ARDINA_PAYLOAD (f, Move);
  uint16_t code = (uint16_t) (ARDINA_CODE_LEADER | i);
  const ArdinaPlace *p = &c->g->leaders[i];
  if (may_be_free (p, l->controller[ardina_data_leaders[i].nation], side) && take_listed (c, f, side, code, p, l))
    add_one (out, side, ARDINA_VERB_TAKE, code);
  if ((m->force.leaders >> i & 1) && command_ok (c, f, code))
    add_one (out, side, ARDINA_VERB_COMMAND, code);
}

/* The take and command of the Leader Arises marker @i (a campaign
 * piece), when forming_generate lists them. */
static void
form_arises (ArdinaCtx *c, const ArdinaFrame *f, ArdinaSide side, guint i, Listing *l, ArdinaActionList *out)
{
  const Move *m = ARDINA_PAYLOAD (f, Move);
  uint16_t code = (uint16_t) (ARDINA_CODE_PIECE | i);
  const ArdinaPlace *p = &c->g->pieces[i];
  if (may_be_free (p, (ArdinaSide) p->side, side) && take_listed (c, f, side, code, p, l))
    add_one (out, side, ARDINA_VERB_TAKE, code);
  if (has_member (m, code) && command_ok (c, f, code))
    add_one (out, side, ARDINA_VERB_COMMAND, code);
}

/* The actions of a force being formed, in the order they are listed:
 * take and command per piece, then roll and end-move; each from the
 * check act makes (take_ok, command_ok, roll_ok), after may_be_free
 * has set aside the pieces piece_free refuses. Once the force has a
 * locale only the pieces the board lists there are candidates (in index
 * order, as a scan would find them); before, every piece on the map. */
static void
forming_generate (ArdinaCtx *c, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  const ArdinaGame *g = c->g;
  const Move *m = ARDINA_PAYLOAD (f, Move);
  Listing l;
  listing_init (&l, g);
  Mix x;
  mix_of (g, m, side, &x);
  l.mix = &x;
  if (m->from)
    {
      ARDINA_BOARD_EACH_UNIT (g, m->from - 1, i)
        form_unit (c, f, side, (guint) i, &l, out);
      ARDINA_BOARD_EACH_LEADER (g, m->from - 1, i)
        form_leader (c, f, side, (guint) i, &l, out);
    }
  else
    {
      /* Only the side's pieces may be free: its nations' (26.1). A
       * leader who commands is a member, so the force has a locale. */
      listing_side_pieces (&l, side);
      for (guint w = 0; w < G_N_ELEMENTS (l.units.w); w++)
        for (uint64_t b = l.units.w[w]; b; b &= b - 1)
          form_unit (c, f, side, w * 64 + (guint) __builtin_ctzll (b), &l, out);
      for (ArdinaLeaderSet b = l.leaders; b; b &= b - 1)
        form_leader (c, f, side, (guint) __builtin_ctzll (b), &l, out);
    }
  guint na;
  const uint8_t *a = arisers (&na);
  for (guint j = 0; j < na; j++)
    if (g->pieces[a[j]].zone == ARDINA_ZONE_MAP)
      form_arises (c, f, side, a[j], &l, out);
  if (roll_ok (c, f, side))
    ardina_actions_add (out, side, ARDINA_VERB_ROLL, 0);
  ardina_actions_add (out, side, ARDINA_VERB_END_MOVE, 0);
}

/* The actions of a force on the march, in the order they are listed:
 * a march per route out of its locale (route_open, with what the routes
 * ask of the force found once), end-move, then a drop per member. */
static void
marching_generate (ArdinaCtx *c, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  const Move *m = ARDINA_PAYLOAD (f, Move);
  uint16_t at = m->at - 1;
  const ArdinaDataLocale *l = &ardina_data_locales[at];
  Marcher k;
  marcher_init (&k, &m->force);
  for (guint j = 0; j < l->n_adj; j++)
    {
      uint16_t to = ardina_data_adjacency[l->adj_at + j].locale;
      int cost;
      /* The route act takes: the first joining the two (16.2). */
      if (route_open (c, m, &k, to, ardina_route_between (at, to), &cost))
        add_one (out, side, ARDINA_VERB_MARCH, ARDINA_CODE_LOCALE | to);
    }
  ardina_actions_add (out, side, ARDINA_VERB_END_MOVE, 0);
  if (m->stopped && overrun_ok (c, f))
    add_one (out, side, ARDINA_VERB_CHOOSE, ARDINA_OPERAND_WORD (ARDINA_WORD_OVERRUN));
  for (guint w = 0; w < G_N_ELEMENTS (m->force.units.w); w++)
    for (uint64_t b = m->force.units.w[w]; b; b &= b - 1)
      {
        uint16_t code = (uint16_t) (ARDINA_CODE_UNIT | (w * 64 + (guint) __builtin_ctzll (b)));
        if (drop_ok (c, f, side, code))
          add_one (out, side, ARDINA_VERB_DROP, code);
      }
  for (ArdinaLeaderSet b = m->force.leaders; b; b &= b - 1)
    {
      uint16_t code = (uint16_t) (ARDINA_CODE_LEADER | __builtin_ctzll (b));
      if (drop_ok (c, f, side, code))
        add_one (out, side, ARDINA_VERB_DROP, code);
    }
  for (guint j = 0; j < 2; j++)
    if (m->arises[j] && drop_ok (c, f, side, m->arises[j]))
      add_one (out, side, ARDINA_VERB_DROP, m->arises[j]);
}

/* Every action of a move, generated legal from act's own checks called
 * directly (no act, no scratch copy; issue 16): debug builds hold it to
 * move_space. Nothing is tried (move_candidates). */
static void
move_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  /* The checks only read the game; a silent check-only context. */
  ArdinaCtx c = { (ArdinaGame *) g, NULL, NULL, TRUE };
  if (f->step == FORMING)
    forming_generate (&c, f, side, out);
  else if (f->step == MARCHING)
    marching_generate (&c, f, side, out);
}

/* Every action of the verbs move_generate owns: take, command and drop
 * of every piece, a march to every locale, roll and end-move. */
static void
move_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  static const ArdinaVerb piece_verbs[] = { ARDINA_VERB_TAKE, ARDINA_VERB_COMMAND, ARDINA_VERB_DROP };
  uint16_t codes[N_TAKE_CODES];
  guint n = take_codes (codes);
  for (guint v = 0; v < G_N_ELEMENTS (piece_verbs); v++)
    for (guint i = 0; i < n; i++)
      ardina_actions_add (out, side, piece_verbs[v], 1, codes[i]);
  ardina_actions_add_codes (out, side, ARDINA_VERB_MARCH, ARDINA_CODE_LOCALE, ARDINA_DATA_N_LOCALES);
  ardina_actions_add (out, side, ARDINA_VERB_ROLL, 0);
  ardina_actions_add (out, side, ARDINA_VERB_END_MOVE, 0);
  add_one (out, side, ARDINA_VERB_CHOOSE, ARDINA_OPERAND_WORD (ARDINA_WORD_OVERRUN));   /* 34.4 */
}

/* Nothing is tried: every verb of the move is generated. */
static void
move_candidates (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f, (void) side, (void) out;
}

static void
move_decision (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  const Move *m = ARDINA_PAYLOAD (f, Move);
  out->kind = ARDINA_DECISION_MOVE;
  out->rule = ardina_rule_nth (f->step != FORMING ? ARDINA_R_16_12 : m->forced ? ARDINA_R_17_1 : ARDINA_R_16_3);
}

static void
move_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  const Move *m = ARDINA_PAYLOAD (f, Move);
  move_decision (g, f, side, out);
  if (f->step == FORMING)
    {
      Prompt p = { out->prompt, sizeof out->prompt, 0 };
      prompt_add (&p, ardina_side_label (side));
      prompt_add (&p, " forms a force");
      if (m->from)
        {
          prompt_add (&p, " in ");
          prompt_add (&p, locale_label (m->from - 1));
        }
      prompt_add (&p, ": take PIECE, command LEADER, then roll (end-move calls it off while empty)");
      return;
    }
  Prompt p = { out->prompt, sizeof out->prompt, 0 };
  prompt_add (&p, ardina_side_label (side));
  prompt_add (&p, "'s force in ");
  prompt_add (&p, m->at ? locale_label (m->at - 1) : "?");
  prompt_add (&p, " has ");
  prompt_int (&p, m->mp);
  prompt_add (&p, " MP: march LOCALE, drop PIECE or end-move");
}

/* Is @code one of @side's leaders on the map (16.3), or a Leader Arises
 * marker he played there (7.9), at @at (1 + a locale) unless 0? */
static gboolean
leads_on_map (const ArdinaGame *g, ArdinaSide side, uint16_t code, uint8_t at)
{
  uint16_t i = ARDINA_CODE_INDEX (code);
  const ArdinaPlace *p;
  if (ARDINA_CODE_KIND (code) == ARDINA_CODE_LEADER)
    {
      if (i >= ARDINA_DATA_N_LEADERS || ardina_leader_controller (g, i) != side)
        return FALSE;
      p = &g->leaders[i];
    }
  else if (ARDINA_CODE_KIND (code) == ARDINA_CODE_PIECE && i < ARDINA_DATA_N_CAMPAIGN_PIECES
           && ardina_piece_campaign (code) == ARDINA_CAMPAIGN_LEADER_ARISES)
    {
      p = &g->pieces[i];
      if (p->side != side)
        return FALSE;
    }
  else
    return FALSE;
  return p->zone == ARDINA_ZONE_MAP && (!at || p->locale + 1 == at);
}

/* The force's leaders and Leader Arises markers are the mover's, on the
 * map where the force is; its commander is his leader or Leader Arises on
 * the map (a pool's leader or another campaign marker never marches). */
static gboolean
move_leaders_sound (const ArdinaGame *g, const ArdinaFrame *f, const Move *m, GString *why)
{
  ArdinaSide side = (ArdinaSide) f->side;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if ((m->force.leaders >> i & 1) && !leads_on_map (g, side, (uint16_t) (ARDINA_CODE_LEADER | i), m->at))
      {
        g_string_append_printf (why, "[16.3] %s moves with the force but is not a leader of the mover's where it is",
                                ardina_data_leaders[i].label);
        return FALSE;
      }
  for (guint k = 0; k < 2; k++)
    if (m->arises[k] && !leads_on_map (g, side, m->arises[k], m->at))
      {
        g_string_append_printf (why, "[7.9] %s moves with the force as Leader Arises, but is not one the mover "
                                "played where it is", ardina_code_name (m->arises[k]));
        return FALSE;
      }
  if (m->commander && !leads_on_map (g, side, m->commander, 0))
    {
      g_string_append_printf (why, "[16.3] the commander %s is neither a leader of the mover's on the map nor a "
                              "Leader Arises he played", ardina_code_name (m->commander));
      return FALSE;
    }
  return TRUE;
}

/* The move stands on a movement phase of its own side, waiting only on
 * its rolls; its members stand where the force is. */
/* The interception above the move is into the locale it is entering,
 * from where it stands. */
static gboolean
intercept_here (const ArdinaFrame *above, const Move *m)
{
  uint16_t from, to;
  ardina_intercept_locales (above, &from, &to);
  return from + 1 == m->at && to + 1 == m->heading;
}

static gboolean
move_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const Move *m = ARDINA_PAYLOAD (f, Move);
  const ArdinaFrame *below = depth ? &g->stack[depth - 1] : NULL;
  if (!below || below->proc != ARDINA_PROC_MOVEMENT || below->side != f->side)
    {
      g_string_append (why, "a move stands on its own side's movement phase");
      return FALSE;
    }
  if (m->from > ARDINA_DATA_N_LOCALES || m->at > ARDINA_DATA_N_LOCALES || (f->step != FORMING && !m->at))
    {
      g_string_append (why, "a force that rolled stands in a locale");
      return FALSE;
    }
  /* The force starts where its first member stood (16.3); it moves only
   * once it has rolled. */
  if ((members (m) && !m->from) || (f->step == FORMING && m->at != m->from))
    {
      g_string_append (why, "a force with members has a locale it started from, and stands there until it rolls");
      return FALSE;
    }
  /* While it forms, a forced march names its marker, of its kind, on
   * the table (17.1, 7.11, 7.9): rolling spends it, calling the move off
   * hands it back; afterwards the marker is no longer the move's. */
  uint16_t kind = m->marker && ARDINA_CODE_INDEX (m->marker) < ARDINA_DATA_N_CAMPAIGN_PIECES
                  ? ardina_piece_campaign (m->marker) : ARDINA_NONE;
  if (f->step == FORMING
      && ((m->forced == FORCED_NONE) != !m->marker
          || (m->forced == FORCED_TACTICS && kind != ARDINA_CAMPAIGN_TACTICS)
          || (m->forced == FORCED_COMMITTEE && kind != ARDINA_CAMPAIGN_COMMITTEE_OF_CORRESPONDENCE)
          || (m->marker && ardina_place_get (g, m->marker)->zone != ARDINA_ZONE_ASIDE)))
    {
      g_string_append (why, "[17.1] a forced march being formed names its own marker, of its kind, on the table");
      return FALSE;
    }
  for (guint i = 0; g->view_of == ARDINA_SIDE_NONE && i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_units_has (&m->force.units, i)
        && (g->units[i].zone != ARDINA_ZONE_MAP || g->units[i].locale + 1 != m->at))
      {
        g_string_append_printf (why, "%s of the moving force is not where the force is", ardina_data_units[i].label);
        return FALSE;
      }
  /* 32.2: a force waits at the edge of the locale it enters, by a route,
   * with the MP for it, while the enemy's interception above it runs. */
  gboolean edge = f->step == INTERCEPT || f->step == EXPEDITION;
  if (edge != (m->heading != 0) || (!edge && m->cost)
      || (f->step == INTERCEPT
          && (f->call != ARDINA_CALL_WAITING || m->stopped || m->mp < m->cost || !m->cost
              || ardina_route_between (m->at - 1, m->heading - 1) == ARDINA_NONE || depth + 1 >= g->depth
              || g->stack[depth + 1].proc != ARDINA_PROC_INTERCEPT || !intercept_here (&g->stack[depth + 1], m))))
    {
      g_string_append (why, "[32.2] a force waiting on an interception is entering a neighbouring locale it has "
                       "the MP for, and the interception stands above it");
      return FALSE;
    }
  /* 33.1: its militia roll at the border of a neighbouring region it has
   * the MP to enter, under a commander moving with it. */
  if (f->step == EXPEDITION
      && (f->call != ARDINA_CALL_WAITING || m->stopped || m->mp < m->cost || !m->cost
          || ardina_route_between (m->at - 1, m->heading - 1) == ARDINA_NONE
          || !ardina_crosses_border (m->at - 1, m->heading - 1)
          || (g->view_of == ARDINA_SIDE_NONE && !moving_commander (m))))   /* a view hides the force */
    {
      g_string_append (why, "[33.1] a force whose militia roll to cross a border is entering a neighbouring locale "
                       "of another region it has the MP for, under its commander, and waits on the die");
      return FALSE;
    }
  if (m->landed && (f->step == FORMING || f->step == ROLLING))
    {
      g_string_append (why, "[24.4] a force lands cargo only once it has rolled and marches");
      return FALSE;
    }
  if (f->step == FORMING && m->commander && !has_member (m, m->commander))
    {
      g_string_append (why, "the commander named is a member of the force being formed");
      return FALSE;
    }
  return g->view_of != ARDINA_SIDE_NONE || move_leaders_sound (g, f, m, why);
}

/* 22.1, R-41: the other side sees where the force goes, not what it is
 * made of. */
static void
move_hide (ArdinaFrame *f, ArdinaSide viewer)
{
  Move *m = ARDINA_PAYLOAD (f, Move);
  if (viewer == (ArdinaSide) f->side)
    return;
  memset (&m->force, 0, sizeof m->force);
  memset (&m->dropped, 0, sizeof m->dropped);
  m->commander = m->arises[0] = m->arises[1] = 0;
}

static const ArdinaField move_fields[] = {
  ARDINA_FIELD_DEF (Move, force.units, "units", ARDINA_FIELD_UNITS, 0, 0),
  ARDINA_FIELD_DEF (Move, force.leaders, "leaders", ARDINA_FIELD_LEADERS, 0, 0),
  ARDINA_FIELD_DEF (Move, dropped, "dropped", ARDINA_FIELD_UNITS, 0, 0),
  ARDINA_FIELD_DEF (Move, commander, "commander", ARDINA_FIELD_CODE, 0,
                    ARDINA_CODE_KINDS (ARDINA_CODE_LEADER) | ARDINA_CODE_KINDS (ARDINA_CODE_PIECE)),
  ARDINA_FIELD_DEF (Move, arises[0], "leader-arises", ARDINA_FIELD_CODE, 0, ARDINA_CODE_KINDS (ARDINA_CODE_PIECE)),
  ARDINA_FIELD_DEF (Move, arises[1], "leader-arises-2", ARDINA_FIELD_CODE, 0, ARDINA_CODE_KINDS (ARDINA_CODE_PIECE)),
  ARDINA_FIELD_DEF (Move, marker, "marker", ARDINA_FIELD_CODE, 0, ARDINA_CODE_KINDS (ARDINA_CODE_PIECE)),
  ARDINA_FIELD_DEF (Move, mp, "mp", ARDINA_FIELD_INT, -1, 64),
  ARDINA_FIELD_NAMED (Move, from, "from", locale_or_none, ARDINA_DATA_N_LOCALES + 1),
  ARDINA_FIELD_NAMED (Move, at, "at", locale_or_none, ARDINA_DATA_N_LOCALES + 1),
  ARDINA_FIELD_NAMED (Move, forced, "forced", forced_name, FORCED_COUNT),
  ARDINA_FIELD_DEF (Move, stopped, "stopped", ARDINA_FIELD_BOOL, 0, 1),
  ARDINA_FIELD_DEF (Move, landed, "landed", ARDINA_FIELD_BOOL, 0, 1),
  ARDINA_FIELD_DEF (Move, cursor, "cursor", ARDINA_FIELD_BYTE, 0, ARDINA_MAX_UNITS),
  ARDINA_FIELD_DEF (Move, overran, "overran", ARDINA_FIELD_BOOL, 0, 1),
  ARDINA_FIELD_NAMED (Move, heading, "heading", locale_or_none, ARDINA_DATA_N_LOCALES + 1),
  ARDINA_FIELD_DEF (Move, intercepted, "intercepted", ARDINA_FIELD_BOOL, 0, 1),
  ARDINA_FIELD_DEF (Move, cost, "cost", ARDINA_FIELD_BYTE, 0, 64),
};

const ArdinaProcClass ardina_move_class = {
  .name = "move", .owner = ARDINA_OWNER_PLAYER,
  .steps = move_steps, .n_steps = G_N_ELEMENTS (move_steps),
  .fields = move_fields, .n_fields = G_N_ELEMENTS (move_fields),
  .run = move_run, .who = ardina_who_owner, .prompt = move_prompt, .decision = move_decision,
  .candidates = move_candidates, .act = move_act, .hide = move_hide, .check = move_check,
  .generate = move_generate, .space = move_space,
};

int
ardina_move_allowance (const ArdinaGame *g)
{
  for (int d = (int) g->depth - 1; d >= 0; d--)
    if (g->stack[d].proc == ARDINA_PROC_MOVE)
      {
        const ArdinaFrame *f = &g->stack[d];
        return f->step == FORMING || f->step == ROLLING || f->step == PRIVATEERS ? -1 : ARDINA_PAYLOAD (f, Move)->mp;
      }
  return -1;
}

gboolean
ardina_move_force (const ArdinaGame *g, ArdinaForce *out, uint16_t *locale)
{
  for (int d = (int) g->depth - 1; d >= 0; d--)
    if (g->stack[d].proc == ARDINA_PROC_MOVE)
      {
        const Move *m = ARDINA_PAYLOAD (&g->stack[d], Move);
        if (!m->at)
          return FALSE;
        *out = m->force;
        *locale = m->at - 1;
        return TRUE;
      }
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* The phase                                                           */
/* ------------------------------------------------------------------ */

typedef struct {
  uint8_t last_at;          /* 1 + where the last force ended its move (16.11), 0 for none */
} Movement;

/* CLOSING and SIEGING only with section 28: the phase's end (7.9
 * Engineers' moment, 28.6 sieges laid). */
enum { START, ACTING, CLOSING, SIEGING };
static const char *const phase_steps[] = { "start", "acting", "closing", "sieging" };
G_STATIC_ASSERT (G_N_ELEMENTS (phase_steps) == SIEGING + 1);

/* 16.5, 16.7: moves, drops and commands count per Movement Phase; the
 * side's marks of its last phase go. (FORCE_MARCHED lasts the turn:
 * R-39; turn.c clears it.) */
static void
clear_marks (ArdinaGame *g, ArdinaSide side)
{
  const uint16_t marks = ARDINA_PIECE_MOVED | ARDINA_PIECE_DROPPED | ARDINA_PIECE_COMMANDED;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (g->units[i].zone == ARDINA_ZONE_MAP && ardina_unit_controller (g, (uint16_t) i) == side)
      g->units[i].flags &= (uint16_t) ~marks;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (g->leaders[i].zone == ARDINA_ZONE_MAP && ardina_leader_controller (g, (uint16_t) i) == side)
      g->leaders[i].flags &= (uint16_t) ~marks;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_MAP && g->pieces[i].side == side)
      g->pieces[i].flags &= (uint16_t) ~marks;
}

/* 32.5: a force may try one interception per enemy Movement Phase; the
 * marks of @side's attempts go as the enemy's next phase begins. */
static void
clear_interceptions (ArdinaGame *g, ArdinaSide side)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (g->units[i].zone == ARDINA_ZONE_MAP && ardina_unit_controller (g, (uint16_t) i) == side)
      g->units[i].flags &= (uint16_t) ~ARDINA_PIECE_INTERCEPTED;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (g->leaders[i].zone == ARDINA_ZONE_MAP && ardina_leader_controller (g, (uint16_t) i) == side)
      g->leaders[i].flags &= (uint16_t) ~ARDINA_PIECE_INTERCEPTED;
}

/* The side's last Movement Phase of the turn (the Third Campaign
 * Phase's). */
static gboolean
last_movement_phase (const ArdinaGame *g, const ArdinaFrame *f)
{
  return turn_step_below (g, f) >= ARDINA_STEP_CAMPAIGN_THIRD_FIRST_MOVE;
}

/* 7.9: a Leader Arises marker leaves for the pool in the Enlistment Phase
 * (enlistment.c), which moves it as a campaign marker: it must carry no marks
 * of the map then. Its forced march counts until the turn's last Movement
 * Phase (17.3, R-39), its move and command for one phase (16.5). */
static void
clear_arises (ArdinaGame *g, ArdinaSide side, gboolean last)
{
  uint16_t keep = last ? 0 : ARDINA_PIECE_FORCE_MARCHED;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_MAP && g->pieces[i].side == side)
      g->pieces[i].flags &= keep;
}

/* The phase is over (16.1): 28.11 told of the fortresses left unbesieged. */
static void
movement_over (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side)
{
  ardina_siege_unlaid (c, side);
  clear_arises (c->g, side, last_movement_phase (c->g, f));
  ardina_emit2 (c, ardina_turn_step_rule (turn_step_below (c->g, f)), ARDINA_R_16_1, side, "%s ends the %s",
                ardina_side_label (side), ardina_turn_step_label (turn_step_below (c->g, f)));
  ardina_pop (c, 0);
}

/* Section 28: as the phase ends, the player's Engineers moment (7.9), then
 * the sieges he may lay where his units entered an enemy fortress (28.6),
 * until he ends. The moment is opened only with 28, the section of its
 * only marker (1.4 sets Engineers aside without it). */
static ArdinaRun
movement_closing (ArdinaCtx *c, ArdinaFrame *f)
{
  ArdinaSide side = (ArdinaSide) f->side;
  if (f->step == CLOSING)
    {
      f->step = SIEGING;
      switch (ardina_moment (c, ARDINA_MOMENT_MOVEMENT_END, side, ARDINA_SIDE_NONE, 0))
        {
        case ARDINA_MOMENT_OPEN:
          return ARDINA_RUN_AGAIN;
        case ARDINA_MOMENT_FAILED:
          return ARDINA_RUN_ERROR;
        default:
          break;
        }
    }
  uint16_t site[1];
  if (ardina_siege_sites (c->g, side, site, 1))
    return ARDINA_RUN_DECIDE;
  movement_over (c, f, side);
  return ARDINA_RUN_AGAIN;
}

/* 28.6: a siege laid as the phase ends (choose LOCALE). */
static gboolean
phase_siege (ArdinaCtx *c, ArdinaSide side, uint16_t code)
{
  if (ARDINA_CODE_KIND (code) != ARDINA_CODE_LOCALE)
    return ardina_refuse (c, ARDINA_R_28_6, "a siege is laid in a locale (choose LOCALE)");
  if (!ardina_siege_lay_ok (c, side, ARDINA_CODE_INDEX (code), FALSE))
    return FALSE;
  if (!c->check_only)
    ardina_siege_lay (c, side, ARDINA_CODE_INDEX (code), FALSE);
  return TRUE;
}

static ArdinaRun
movement_run (ArdinaCtx *c, ArdinaFrame *f)
{
  Movement *p = ARDINA_PAYLOAD (f, Movement);
  int16_t r = 0;
  if (ardina_returned (f, &r))
    {
      if (r > 0 && f->step == ACTING)
        p->last_at = (uint8_t) r;   /* a move ended there (16.11) */
      ardina_sieges_lift (c);       /* 28.14: the besiegers may have left */
    }
  if (f->step == CLOSING || f->step == SIEGING)
    return movement_closing (c, f);
  if (f->step != START)
    return ARDINA_RUN_DECIDE;
  ardina_sieges_lift (c);   /* 28.14: a fortress removed since (28.4) */
  clear_marks (c->g, (ArdinaSide) f->side);
  clear_interceptions (c->g, ardina_other ((ArdinaSide) f->side));
  memset (p, 0, sizeof *p);
  f->step = ACTING;
  /* 7.9: Minutemen is played at the start of one's own Movement Phase. */
  switch (ardina_moment (c, ARDINA_MOMENT_MOVEMENT_START, (ArdinaSide) f->side, ARDINA_SIDE_NONE, 0))
    {
    case ARDINA_MOMENT_OPEN:
      return ARDINA_RUN_AGAIN;
    case ARDINA_MOMENT_FAILED:
      return ARDINA_RUN_ERROR;
    default:
      return ARDINA_RUN_DECIDE;
    }
}

/* 7.11, 7.9: the marker that may start a forced march: FORCED_x. */
static guint
forced_kind (const ArdinaGame *g, ArdinaSide side, uint16_t piece)
{
  if (ARDINA_CODE_KIND (piece) != ARDINA_CODE_PIECE || ARDINA_CODE_INDEX (piece) >= ARDINA_DATA_N_CAMPAIGN_PIECES)
    return FORCED_NONE;
  uint16_t k = ardina_piece_campaign (piece);
  if (k == ARDINA_CAMPAIGN_TACTICS && ardina_hand_free (g, side, piece, k))
    return FORCED_TACTICS;
  if (ardina_committee_forced_march (g, side, piece))
    return FORCED_COMMITTEE;
  return FORCED_NONE;
}

static gboolean
phase_take (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side, uint16_t code)
{
  Movement *p = ARDINA_PAYLOAD (f, Movement);
  if (forced_phase (c->g, f))
    return ardina_refuse (c, ARDINA_R_14_2, "only forced marches move in a Second or Third Campaign Phase (17.5): "
                          "declare one with force-march MARKER");
  if (!piece_free (c, side, code, FALSE, p->last_at))
    return FALSE;
  if (!ardina_stack_room (c->g, 3))
    return ardina_refuse (c, ARDINA_R_16_3, "no room is left on the procedure stack for a move");
  if (c->check_only)
    return TRUE;
  Move *m = move_call (c, side);
  if (!m)
    return FALSE;
  add_member (c->g, m, code);
  ardina_emit2 (c, ARDINA_R_16_3, ARDINA_R_15_1, side, "%s starts moving a force from %s with %s",
                ardina_side_label (side), locale_label (m->from - 1), ardina_code_label (code));
  return TRUE;
}

static gboolean
phase_force_march (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side, uint16_t piece)
{
  gboolean committee = ARDINA_CODE_KIND (piece) == ARDINA_CODE_PIECE
                       && ARDINA_CODE_INDEX (piece) < ARDINA_DATA_N_CAMPAIGN_PIECES
                       && ardina_piece_campaign (piece) == ARDINA_CAMPAIGN_COMMITTEE_OF_CORRESPONDENCE;
  if (!forced_phase (c->g, f))
    return ardina_refuse (c, committee ? ARDINA_R_7_9 : ARDINA_R_17_1, "a forced march is declared only in a "
                          "Second or Third Campaign Phase; in the First every force may simply move (take)");
  guint kind = forced_kind (c->g, side, piece);
  if (kind == FORCED_NONE)
    return ardina_refuse (c, committee ? ARDINA_R_7_9 : ARDINA_R_7_11, "a forced march needs a Tactics marker (7.11) "
                          "or a Committee of Correspondence (7.9) that %s holds", ardina_side_label (side));
  if (!free_piece_at (c->g, side, ARDINA_NONE, kind == FORCED_TACTICS))
    {
      uint16_t rule = kind == FORCED_TACTICS ? not_free_rule (c->g, side, ARDINA_NONE, TRUE) : ARDINA_R_17_3;
      return ardina_refuse (c, rule, "%s has no force that may make a forced march now%s",
                            ardina_side_label (side), kind != FORCED_TACTICS ? ""
                            : rule == ARDINA_R_17_3 ? ": every leader who could lead it has already force-marched this turn"
                            : ": none has a leader free to march");
    }
  if (!ardina_stack_room (c->g, 3))
    return ardina_refuse (c, ARDINA_R_17_1, "no room is left on the procedure stack for a move");
  if (c->check_only)
    return TRUE;
  Move *m = move_call (c, side);
  if (!m)
    return FALSE;
  m->forced = (uint8_t) kind;
  m->marker = piece;
  ardina_piece_move (c->g, piece, ARDINA_ZONE_ASIDE, ARDINA_SIDE_NONE);   /* on the table */
  if (kind == FORCED_TACTICS)
    ardina_emit2 (c, ARDINA_R_17_1, ARDINA_R_7_11, side, "%s declares a forced march with a Tactics marker: the "
                  "force needs a leader", ardina_side_label (side));
  else
    ardina_emit (c, ARDINA_R_7_9, side, "%s declares a forced march with Committee of Correspondence: any one "
                 "force, with or without a leader", ardina_side_label (side));
  return TRUE;
}

static gboolean
movement_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  if (f->step == SIEGING)
    switch (a->verb)
      {
      case ARDINA_VERB_CHOOSE:
        return phase_siege (c, side, a->args[0]);
      case ARDINA_VERB_END:
        if (!c->check_only)
          movement_over (c, f, side);
        return TRUE;
      default:
        return ardina_refuse (c, ARDINA_R_28_6, "the Movement Phase is ending: %s lays a siege (choose LOCALE) or "
                              "ends the phase (end)", ardina_side_label (side));
      }
  if (a->verb == ARDINA_VERB_CHOOSE && !(c->g->optional & ARDINA_OPTIONAL (28)))
    return ardina_refuse (c, ARDINA_R_1_4, "sieges are played only with optional section 28.0");
  if (a->verb == ARDINA_VERB_CHOOSE)
    return ardina_refuse (c, ARDINA_R_28_6, "a siege is laid only at the end of the Movement Phase, once its "
                          "player has ended his moves (end)");
  switch (a->verb)
    {
    case ARDINA_VERB_TAKE:
      return phase_take (c, f, side, a->args[0]);
    case ARDINA_VERB_FORCE_MARCH:
      return phase_force_march (c, f, side, a->args[0]);
    case ARDINA_VERB_END:
      if (c->check_only)
        return TRUE;
      if (c->g->optional & ARDINA_OPTIONAL (28))
        f->step = CLOSING;   /* 7.9 Engineers, 28.6 sieges: movement_closing */
      else
        movement_over (c, f, side);
      return TRUE;
    default:
      return ardina_refuse (c, ARDINA_R_16_3, "in the Movement Phase a player starts a move (take PIECE%s) or ends "
                            "the phase (end)", forced_phase (c->g, f) ? ", force-march MARKER" : "");
    }
}

/* The space debug builds check movement_generate against (engine.h). */
static void
movement_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  uint16_t codes[N_TAKE_CODES];
  guint n = take_codes (codes);
  for (guint i = 0; i < n; i++)
    ardina_actions_add (out, side, ARDINA_VERB_TAKE, 1, codes[i]);
  ardina_actions_add_codes (out, side, ARDINA_VERB_FORCE_MARCH, ARDINA_CODE_PIECE, ARDINA_DATA_N_CAMPAIGN_PIECES);
  ardina_actions_add_codes (out, side, ARDINA_VERB_CHOOSE, ARDINA_CODE_LOCALE, ARDINA_DATA_N_LOCALES);   /* 28.6 */
  ardina_actions_add (out, side, ARDINA_VERB_END, 0);
}

/* A take of @code, which may_be_free passed: that makes every check of
 * piece_free on a phase's take (on the map, @side's, neither moved nor
 * dropped off, no forced march asked) but whether @code forms a force at
 * all, which a unit or a leader does (16.3(1)): @forms says so, asked of
 * campaign markers only (a Leader Arises). Debug builds ask piece_free
 * itself. */
static void
take_if_free (ArdinaCtx *c, ArdinaSide side, uint16_t code, gboolean forms, uint8_t last_at, ArdinaActionList *out)
{
#ifdef ARDINA_DEBUG
  g_assert (forms == piece_free (c, side, code, FALSE, last_at));
#else
  (void) c, (void) last_at;
#endif
  if (forms)
    add_one (out, side, ARDINA_VERB_TAKE, code);
}

/* The takes phase_take accepts, from its own checks called directly (no
 * act, no scratch copy): only the deciding side's pieces that are free to
 * move (16.3(1), 16.5, 16.7, 16.11, 26.1), none in a forced-march phase
 * (17.5) nor without room on the stack. */
static void
generate_takes (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  if (forced_phase (g, f) || !ardina_stack_room (g, 3))
    return;
  /* piece_free only reads the game; a silent check-only context. */
  ArdinaCtx c = { (ArdinaGame *) g, NULL, NULL, TRUE };
  Listing l;
  listing_init (&l, g);
  listing_side_pieces (&l, side);
  uint8_t last_at = ARDINA_PAYLOAD (f, Movement)->last_at;
  /* Only the side's pieces may be free, its nations' units and leaders
   * (26.1) in counter order, and of the campaign pieces only the Leader
   * Arises markers form a force (16.3(1), 7.9). */
  for (guint w = 0; w < G_N_ELEMENTS (l.units.w); w++)
    for (uint64_t b = l.units.w[w]; b; b &= b - 1)
      {
        guint i = w * 64 + (guint) __builtin_ctzll (b);
        if (may_be_free (&g->units[i], side, side))
          take_if_free (&c, side, (uint16_t) (ARDINA_CODE_UNIT | i), TRUE, last_at, out);
      }
  for (ArdinaLeaderSet b = l.leaders; b; b &= b - 1)
    {
      guint i = (guint) __builtin_ctzll (b);
      if (may_be_free (&g->leaders[i], side, side))
        take_if_free (&c, side, (uint16_t) (ARDINA_CODE_LEADER | i), TRUE, last_at, out);
    }
  guint na;
  const uint8_t *a = arisers (&na);
  for (guint j = 0; j < na; j++)
    {
      uint16_t code = (uint16_t) (ARDINA_CODE_PIECE | a[j]);
      if (may_be_free (&g->pieces[a[j]], (ArdinaSide) g->pieces[a[j]].side, side))
        take_if_free (&c, side, code, force_piece (g, code), last_at, out);
    }
}

/* What is tried through act: the forced marches of a Second or Third
 * Campaign Phase (17.1, 7.9) and the end of the phase; the takes are
 * generated (movement_generate). */
/* The forced marches phase_force_march accepts, from its own checks: in
 * a Second or Third Campaign Phase, a marker of the hand that may start
 * one (7.11, 7.9) while a force may make it (17.1, 17.3), with room on
 * the stack; whether a force may is asked once per kind of marker. */
static void
generate_forced (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  if (!forced_phase (g, f) || !ardina_stack_room (g, 3))
    return;
  int free_for[2] = { -1, -1 };   /* by kind: FORCED_TACTICS or not */
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      if (g->pieces[i].zone != ARDINA_ZONE_HAND || g->pieces[i].side != side)
        continue;
      uint16_t code = (uint16_t) (ARDINA_CODE_PIECE | i);
      guint kind = forced_kind (g, side, code);
      if (kind == FORCED_NONE)
        continue;
      int *known = &free_for[kind == FORCED_TACTICS];
      if (*known < 0)
        *known = free_piece_at (g, side, ARDINA_NONE, kind == FORCED_TACTICS);
      if (*known)
        ardina_actions_add (out, side, ARDINA_VERB_FORCE_MARCH, 1, code);
    }
}

/* Every decision of the phase, in the order the listing gave them: the
 * takes (16.3), the forced marches (17.1) and the end, always open. */
static void
movement_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  if (f->step == SIEGING)
    {
      uint16_t sites[ARDINA_MAX_LOCALES];
      guint n = ardina_siege_sites (g, side, sites, G_N_ELEMENTS (sites));
      for (guint i = 0; i < n; i++)
        ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, ARDINA_CODE_LOCALE | sites[i]);
      ardina_actions_add (out, side, ARDINA_VERB_END, 0);
      return;
    }
  generate_takes (g, f, side, out);
  generate_forced (g, f, side, out);
  ardina_actions_add (out, side, ARDINA_VERB_END, 0);
}

static void
movement_decision (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = ARDINA_DECISION_PHASE;
  out->rule = ardina_rule_nth (f->step == SIEGING ? ARDINA_R_28_6
                               : ardina_turn_step_rule (turn_step_below (g, f)));   /* 14.1, as every campaign row */
}

static void
movement_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  uint8_t step = turn_step_below (g, f);
  gboolean forced = forced_phase (g, f);
  movement_decision (g, f, side, out);
  if (f->step == SIEGING)
    {
      g_snprintf (out->prompt, sizeof out->prompt, "%s %u: %s may lay a siege for %d political points (choose "
                  "LOCALE, 28.6) or end the phase (end)", ardina_turn_step_label (step), g->year,
                  ardina_side_label (side), ardina_siege_cost ());
      return;
    }
  Prompt p = { out->prompt, sizeof out->prompt, 0 };
  prompt_add (&p, ardina_turn_step_label (step));
  prompt_add (&p, " ");
  prompt_int (&p, (int) g->year);
  prompt_add (&p, ": ");
  prompt_add (&p, ardina_side_label (side));
  prompt_add (&p, forced ? " moves a force (force-march MARKER) or ends the phase (end)"
              : " moves a force (take PIECE) or ends the phase (end)");
}

/* The phase stands on the turn at its own step, for its acting player. */
static gboolean
movement_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const ArdinaFrame *turn = depth ? &g->stack[depth - 1] : NULL;
  if (turn && turn->proc == ARDINA_PROC_TURN && turn->call == ARDINA_CALL_WAITING
      && ardina_turn_step_proc (turn->step) == f->proc && ardina_turn_step_actor (g, turn->step) == f->side)
    return TRUE;
  g_string_append (why, "a movement phase stands on the turn at its own step, for its acting player");
  return FALSE;
}

static const ArdinaField movement_fields[] = {
  ARDINA_FIELD_NAMED (Movement, last_at, "last-at", locale_or_none, ARDINA_DATA_N_LOCALES + 1),
};

const ArdinaProcClass ardina_movement_class = {
  .name = "movement", .owner = ARDINA_OWNER_PLAYER,
  .steps = phase_steps, .n_steps = G_N_ELEMENTS (phase_steps),
  .fields = movement_fields, .n_fields = G_N_ELEMENTS (movement_fields),
  .run = movement_run, .who = ardina_who_owner, .prompt = movement_prompt, .decision = movement_decision,
  .candidates = ardina_candidates_none, .act = movement_act, .check = movement_check,
  .generate = movement_generate, .space = movement_space,
};
