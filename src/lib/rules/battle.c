/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A battle (18.4), played roll by roll.
 *
 * The attacker's and the defender's land units and leaders in the locale
 * all fight (18.2, 18.3), Leader Arises markers as leaders of value one
 * (7.9, R-74): they are flagged IN_BATTLE for the battle's life, so the
 * frame holds only the battle's own state. Fleets take no part in a land
 * battle, so admirals add nothing there (21.7). A fleet battle
 * (24.8, kind ARDINA_BATTLE_FLEETS, rules/fleets.c) is the same battle
 * fought by the fleets and admirals alone, beaten fleets retreating to
 * high seas (24.9), a sunk fleet's cargo going down with it (24.10).
 * The steps:
 *
 *   start       both forces revealed (22.1); the battle-start window, the
 *               attacker asked first (Tarleton's Quarter, 7.9);
 *   tactics     a secret commitment of Tactics markers, each side up to
 *               its leaders' total value (18.4(1), R-13): the "tactics"
 *               commitment kind below;
 *   initiative  the committed numbers revealed; a die each plus
 *               leadership (+1 for Tarleton's Quarter), ties rolled
 *               again; the winner fires first in every round (18.4(1));
 *   round       the firing side fires (fire N: N committed markers spent,
 *               18.5) or, at the start of his own round, declares a
 *               retreat (18.4(4b), R-14);
 *   rolling     one die at a time (dice.xml "fire": 5 disrupts, 6
 *               eliminates); each hit is taken at once by a piece the
 *               side under fire chooses (assign), disrupted ones and
 *               leaders included (18.4(2), 18.7, 21.3, R-15);
 *   retreat     the loser's survivors go together to one adjacent locale
 *               (retreat-to, 18.8), inside their region if they hold
 *               militia and can (23.1, R-86), or are eliminated in place;
 *   end         the winner holds the ground (18.10), the disrupted rally
 *               (18.7), unused markers to the pool (18.5);
 *   after       the AFTER_BATTLE rows (a fortress's capture, 28.5; a
 *               massacre, 37, whose choice is a procedure the battle
 *               waits for here, R-170); then the battle-end window (Shot
 *               Heard Round the World, 7.9);
 *   picks       one campaign marker per enemy unit or leader eliminated,
 *               victor first (18.11, R-17); the fallen leaders' survival
 *               rolls (21.4, R-83).
 *
 * Every die of a battle is rolled at once from the dice source: no Master
 * Plan answers a roll during a combat resolution (7.9).
 *
 * Where the optional and later rules plug in (doc/design.md):
 *   - fortress (28, rules/fortresses.c): its INITIATIVE, FIRE_HIT, RETREAT
 *     and AFTER_BATTLE rows (28.2, 28.5); the battle asks whether a side
 *     may declare a retreat (28.2(3), R-120) and how many dice its
 *     fortress fires in defence (28.3), rolled first in the round so that
 *     only they may hit an assault's fleets (shielded, 24.6(4));
 *   - massacre (37, massacre.c): an AFTER_BATTLE row, at the after step,
 *     before the battle-end window and the picks; Tarleton's
 *     Quarter with 37 in play obliges the winner who played it to
 *     massacre there instead of doubling the enemy's picks;
 *   - fleets (24.6, 24.8-24.12): the kind of battle the BATTLE rows give
 *     (rules/fleets.c), saved in the payload; retreat to sea (18.9)
 *     through route_barred () and retreat_to (), in sea-retreat.c.
 *
 * Frame: side the attacker; payload below. */
#include "rules.h"
#include "battle-frame.h"
#include "core/board.h"

#include <string.h>


enum { START, TACTICS, INITIATIVE, ROUND, ROLLING, ASSIGN, RETREAT, END, AFTER, PICKS, FRONTIER, EXPEDITION };
static const char *const step_names[] = {
  "start", "tactics", "initiative", "round", "rolling", "assign", "retreat", "end", "after", "picks", "frontier",
  "expedition"
};
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == EXPEDITION + 1);

#define SIDE_BIT(s) ((uint8_t) (1u << (s)))

/* ---- who is in the battle ---- */

static gboolean
unit_fights (const ArdinaGame *g, guint i, uint16_t locale, ArdinaSide side)
{
  const ArdinaPlace *p = &g->units[i];
  return p->zone == ARDINA_ZONE_MAP && p->locale == locale && (p->flags & ARDINA_PIECE_IN_BATTLE)
         && ardina_unit_controller (g, (uint16_t) i) == side;
}

static gboolean
leader_fights (const ArdinaGame *g, guint i, uint16_t locale, ArdinaSide side)
{
  const ArdinaPlace *p = &g->leaders[i];
  return p->zone == ARDINA_ZONE_MAP && p->locale == locale && (p->flags & ARDINA_PIECE_IN_BATTLE)
         && ardina_leader_controller (g, (uint16_t) i) == side;
}

/* The units (leaders) in the battle at @locale, both sides', in index
 * order: the board's walk of the locale, filtered by the battle's flag. */
#define EACH_FIGHTING_UNIT(g, locale, i)                                             \
  ARDINA_BOARD_EACH_UNIT_IF (g, locale, ARDINA_PIECE_IN_BATTLE, ARDINA_PIECE_IN_BATTLE, i)
#define EACH_FIGHTING_LEADER(g, locale, i)                                           \
  ARDINA_BOARD_EACH_LEADER_IF (g, locale, ARDINA_PIECE_IN_BATTLE, ARDINA_PIECE_IN_BATTLE, i)

/* 7.9, R-74: a Leader Arises marker of @side in the battle: a leader of
 * value one for the whole battle, revealed, fired on and retreating with
 * its force like a printed leader. */
static gboolean
arises_fights (const ArdinaGame *g, guint i, uint16_t locale, ArdinaSide side)
{
  const ArdinaPlace *p = &g->pieces[i];
  return p->zone == ARDINA_ZONE_MAP && p->locale == locale && (p->flags & ARDINA_PIECE_IN_BATTLE) && p->side == side;
}

/* 7.9: a Leader Arises marker leaves the map for the pool, the battle's
 * flags with it. */
static void
arises_to_pool (ArdinaGame *g, guint i)
{
  ardina_place_set (g, (uint16_t) (ARDINA_CODE_PIECE | i), (ArdinaPlace) { .zone = ARDINA_ZONE_POOL, .side = ARDINA_SIDE_NONE });
}

/* 7.9: every Leader Arises marker of @side in the battle goes back to the
 * pool, told with @rule, @why and the ruling @ruling. */
static void
arises_home (ArdinaCtx *c, const Battle *p, ArdinaSide side, uint16_t rule, const char *why, const char *ruling)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (arises_fights (c->g, i, p->locale, side))
      {
        arises_to_pool (c->g, i);
        ardina_emit2 (c, ARDINA_R_7_9, rule, side, "%s, a Leader Arises marker, %s: it goes back to the pool (%s)",
                      ardina_code_name ((uint16_t) (ARDINA_CODE_PIECE | i)), why, ruling);
      }
}

static gboolean
land_force_scan (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (g->units[i].zone == ARDINA_ZONE_MAP && g->units[i].locale == locale && !ardina_is_fleet ((uint16_t) i)
        && ardina_unit_controller (g, (uint16_t) i) == side)
      return TRUE;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (g->leaders[i].zone == ARDINA_ZONE_MAP && g->leaders[i].locale == locale
        && ardina_leader_controller (g, (uint16_t) i) == side)
      return TRUE;
  return FALSE;
}

/* 18.4(2): the dice @unit fires in a battle at @locale: one per combat
 * factor, and what the FIRE_DICE rows add (18.12 terrain); none when
 * disrupted (18.7). A fleet fires only in the battles it is in, fleet
 * battles (24.8); it never fights a land battle. */
guint
ardina_unit_fire_dice (const ArdinaGame *g, uint16_t unit, uint16_t locale)
{
  const ArdinaDataUnit *d = &ardina_data_units[unit];
  if ((g->units[unit].flags & ARDINA_PIECE_DISRUPTED)
      || (d->type == ARDINA_UNIT_TYPE_FLEET && !(g->units[unit].flags & ARDINA_PIECE_IN_BATTLE)))
    return 0;
  guint dice = d->strength * (guint) ARDINA_CONST (FIRE_DICE_PER_FACTOR);
  ARDINA_HOOK_EACH (row, g, FIRE_DICE)
    dice = row->fn.FIRE_DICE (g, unit, locale, dice);
  return dice;
}

/* A land unit or leader of @side at @locale (R-71: fleets are not counted):
 * a walk of the pieces the board lists there (core/board.c). */
static gboolean
land_force_walk (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (!ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (g, (uint16_t) i) == side)
      return TRUE;
  ARDINA_BOARD_EACH_LEADER (g, locale, i)
    if (ardina_leader_controller (g, (uint16_t) i) == side)
      return TRUE;
  return FALSE;
}

gboolean
ardina_land_force_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  if (locale >= ARDINA_MAX_LOCALES)
    return land_force_scan (g, side, locale);
  gboolean found = land_force_walk (g, side, locale);
#ifdef ARDINA_DEBUG
  g_assert (found == land_force_scan (g, side, locale));
#endif
  return found;
}

/* 18.4(2), 18.12: the dice @side's units roll this round, markers aside. */
static guint
unit_dice (const ArdinaGame *g, uint16_t locale, ArdinaSide side)
{
  guint n = 0;
  EACH_FIGHTING_UNIT (g, locale, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side)
      n += ardina_unit_fire_dice (g, (uint16_t) i, locale);
  return n;
}

/* 18.12: the dice light and Indian units of @side gain from the terrain. */
static guint
terrain_dice (const ArdinaGame *g, uint16_t locale, ArdinaSide side)
{
  guint n = 0;
  EACH_FIGHTING_UNIT (g, locale, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side
        && (ardina_data_units[i].type == ARDINA_UNIT_TYPE_LIGHT || ardina_data_units[i].type == ARDINA_UNIT_TYPE_INDIAN))
      {
        guint dice = ardina_unit_fire_dice (g, (uint16_t) i, locale);
        guint plain = ardina_data_units[i].strength * (guint) ARDINA_CONST (FIRE_DICE_PER_FACTOR);
        n += dice > plain ? dice - plain : 0;
      }
  return n;
}

/* 18.5, R-16: the most markers @side may spend in a round: the printed
 * strength of his undisrupted units firing. */
static guint
marker_cap (const ArdinaGame *g, uint16_t locale, ArdinaSide side)
{
  guint n = 0;
  EACH_FIGHTING_UNIT (g, locale, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side && !(g->units[i].flags & ARDINA_PIECE_DISRUPTED))
      n += ardina_data_units[i].strength;
  n *= (guint) ARDINA_CONST (TACTICS_MARKERS_PER_FACTOR);
  guint left = ardina_commit_offered (g, side, ARDINA_NONE);
  return MIN (n, left);
}

/* 24.6(4): in an amphibious assault the fleets fire but land units'
 * fire never touches them; only a die of a defending fortress's own fire
 * (28.3, @fortress_shot) may be given to one. */
static gboolean
shielded (uint8_t kind, guint unit, gboolean fortress_shot)
{
  return kind == ARDINA_BATTLE_AMPHIBIOUS && ardina_is_fleet ((uint16_t) unit) && !fortress_shot;
}

/* Pieces of @side able to take a hit: every unit and leader in the
 * battle, Leader Arises markers and disrupted ones included,
 * fleets in an assault aside (24.6(4)). */
static guint
targets (const ArdinaGame *g, uint16_t locale, uint8_t kind, gboolean fortress_shot, ArdinaSide side, uint16_t *only)
{
  guint n = 0;
  EACH_FIGHTING_UNIT (g, locale, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side && !shielded (kind, i, fortress_shot))
      n++, *only = (uint16_t) (ARDINA_CODE_UNIT | i);
  EACH_FIGHTING_LEADER (g, locale, i)
    if (ardina_leader_controller (g, (uint16_t) i) == side)
      n++, *only = (uint16_t) (ARDINA_CODE_LEADER | i);
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (arises_fights (g, i, locale, side))
      n++, *only = (uint16_t) (ARDINA_CODE_PIECE | i);
  return n;
}

/* 18.4(4a), R-15: nothing of @side in the battle still undisrupted,
 * leaders and Leader Arises markers included; fleets that cannot
 * be hit do not hold an assault up (24.6(4), R-102). */
static gboolean
wholly_out (const ArdinaGame *g, uint16_t locale, uint8_t kind, ArdinaSide side)
{
  EACH_FIGHTING_UNIT (g, locale, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side && !(g->units[i].flags & ARDINA_PIECE_DISRUPTED)
        && !shielded (kind, i, FALSE))
      return FALSE;
  EACH_FIGHTING_LEADER (g, locale, i)
    if (ardina_leader_controller (g, (uint16_t) i) == side && !(g->leaders[i].flags & ARDINA_PIECE_DISRUPTED))
      return FALSE;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (arises_fights (g, i, locale, side) && !(g->pieces[i].flags & ARDINA_PIECE_DISRUPTED))
      return FALSE;
  return TRUE;
}

/* The pieces of @side still in the battle, as a force. */
static void
survivors (const ArdinaGame *g, uint16_t locale, ArdinaSide side, ArdinaForce *out)
{
  memset (out, 0, sizeof *out);
  EACH_FIGHTING_UNIT (g, locale, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side)
      ardina_units_add (&out->units, i);
  EACH_FIGHTING_LEADER (g, locale, i)
    if (ardina_leader_controller (g, (uint16_t) i) == side)
      out->leaders |= (ArdinaLeaderSet) 1 << i;
}

/* The names of @side's pieces in the battle, for the reveal (22.1). */
static void
describe (const ArdinaGame *g, uint16_t locale, ArdinaSide side, GString *s)
{
  guint n = 0;
  EACH_FIGHTING_UNIT (g, locale, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side)
      g_string_append_printf (s, "%s%s", n++ ? ", " : "", ardina_code_name ((uint16_t) (ARDINA_CODE_UNIT | i)));
  EACH_FIGHTING_LEADER (g, locale, i)
    if (ardina_leader_controller (g, (uint16_t) i) == side)
      g_string_append_printf (s, "%s%s (%u)", n++ ? ", " : "",
                              ardina_code_name ((uint16_t) (ARDINA_CODE_LEADER | i)), ardina_data_leaders[i].value);
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (arises_fights (g, i, locale, side))
      g_string_append_printf (s, "%s%s (Leader Arises, %d)", n++ ? ", " : "",
                              ardina_code_name ((uint16_t) (ARDINA_CODE_PIECE | i)), ARDINA_CONST (LEADER_ARISES_VALUE));
  if (!n)
    g_string_append (s, "nothing");
}

static const char *
locale_label (uint16_t locale)
{
  return ardina_data_locales[locale].label;
}

/* 21.7: @side leads fleets in the battle of @f: in a fleet battle, and
 * as the attacker of an amphibious assault. */
static gboolean
naval_command (const ArdinaFrame *f, ArdinaSide side)
{
  const Battle *p = (const Battle *) f->payload.bytes;
  return p->kind == ARDINA_BATTLE_FLEETS || (p->kind == ARDINA_BATTLE_AMPHIBIOUS && side == (ArdinaSide) f->side);
}

/* 18.4(1), R-13: @side's leadership in the battle of @f: his leaders'
 * in a land battle, his admirals' alone where he leads fleets (24.8,
 * 24.6, 21.7, R-102). */
static guint
leadership (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side)
{
  const Battle *p = (const Battle *) f->payload.bytes;
  return naval_command (f, side) ? ardina_fleet_leadership_at (g, side, p->locale)
                                 : ardina_leadership_at (g, side, p->locale);
}

/* 28.3: the dice @side's fortress fires in the battle of @f, in defence
 * only (fortresses.c); its dice are rolled first in his round. */
static guint
fortress_dice (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side)
{
  const Battle *p = (const Battle *) f->payload.bytes;
  return ardina_fortress_dice (g, side, (ArdinaSide) f->side, p->locale);
}

/* 24.6(4): the die of the round of @f being resolved is one of the
 * firing side's fortress's, which may hit an assault's fleets. */
static gboolean
fortress_shot (const ArdinaGame *g, const ArdinaFrame *f)
{
  const Battle *p = (const Battle *) f->payload.bytes;
  guint nth = (guint) (p->thrown - p->dice);
  return p->firing <= ARDINA_SIDE_BRITISH && nth >= 1 && nth <= fortress_dice (g, f, (ArdinaSide) p->firing);
}

/* ---- the tactics commitment (18.4(1)) ---- */

static gboolean
tactics_eligible (const ArdinaGame *g, ArdinaSide side, uint16_t piece)
{
  return ardina_data_campaigns[ardina_piece_campaign (piece)].category == ARDINA_CAMPAIGN_CATEGORY_TACTICS;
}

/* 18.4(1), R-13: up to the total effective leadership of his leaders in
 * the battle; none for a leaderless force. */
static int
tactics_cap (const ArdinaGame *g, const ArdinaFrame *caller, ArdinaSide side)
{
  if (!caller || caller->proc != ARDINA_PROC_BATTLE)
    return 0;
  return (int) leadership (g, caller, side);
}

const ArdinaCommitKind ardina_tactics_commitment = {
  .name = "tactics", .rule = ARDINA_R_18_4, .purpose = "to the battle (Tactics markers only)",
  .eligible = tactics_eligible, .cap = tactics_cap,
};

/* ---- calling a battle ---- */

ArdinaFrame *
ardina_battle_call (ArdinaCtx *c, ArdinaSide attacker, uint16_t locale)
{
  ArdinaHookBattle q = { .attacker = attacker, .locale = locale, .kind = ARDINA_BATTLE_LAND };
  ARDINA_HOOK_EACH (row, c->g, BATTLE)
    row->fn.BATTLE (c->g, &q);
  g_return_val_if_fail (q.kind <= ARDINA_BATTLE_AMPHIBIOUS, NULL);
  ArdinaFrame *f = ardina_call (c, ARDINA_PROC_BATTLE, attacker);
  if (!f)
    return NULL;
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  p->locale = (uint8_t) locale;
  p->kind = (uint8_t) q.kind;
  p->siege = p->kind == ARDINA_BATTLE_FLEETS ? ARDINA_SIEGE_ROLE_NONE : q.siege;   /* 28: sieges.c's row */
  p->firing = p->retreating = p->loser = ARDINA_SIDE_NONE;
  p->honors = (uint8_t) (p->kind == ARDINA_BATTLE_LAND && ardina_honors_due (c->g, attacker, locale));   /* 38.3 */
  return f;
}

/* ---- steps ---- */

/* 18.2, 18.3, 24.6(1), 24.8: @unit fights the battle @p: a land unit in a
 * land battle or an assault, a fleet in a fleet battle, and in an
 * assault the attacker's fleets too. */
static gboolean
joins (const ArdinaGame *g, const Battle *p, ArdinaSide att, uint16_t unit)
{
  ArdinaSide side = ardina_unit_controller (g, unit);
  if (side == ARDINA_SIDE_NONE || ardina_siege_sits_out (p->siege, side == att, g->units[unit].flags))
    return FALSE;
  if (!ardina_is_fleet (unit))
    return p->kind != ARDINA_BATTLE_FLEETS;
  return p->kind == ARDINA_BATTLE_FLEETS || (p->kind == ARDINA_BATTLE_AMPHIBIOUS && side == att);
}

/* 24.6, 24.10, R-102: the assault force goes ashore as the battle begins:
 * a fleet sunk in it then sinks nobody. */
static void
land_assault (ArdinaCtx *c, const Battle *p, ArdinaSide att)
{
  ArdinaGame *g = c->g;
  guint n = 0;
  ARDINA_BOARD_EACH_UNIT_IF (g, p->locale, ARDINA_PIECE_EMBARKED, ARDINA_PIECE_EMBARKED, i)
    if (ardina_unit_controller (g, (uint16_t) i) == att)
      ardina_disembark (g, (uint16_t) (ARDINA_CODE_UNIT | i)), n++;
  ARDINA_BOARD_EACH_LEADER_IF (g, p->locale, ARDINA_PIECE_EMBARKED, ARDINA_PIECE_EMBARKED, i)
    if (ardina_leader_controller (g, (uint16_t) i) == att)
      ardina_disembark (g, (uint16_t) (ARDINA_CODE_LEADER | i)), n++;
  ardina_emit2 (c, ARDINA_R_24_6, ARDINA_R_24_4, att, "amphibious assault at %s: %u piece%s land%s from %s's fleets "
                "and attack%s, the fleets firing with them (R-102)", locale_label (p->locale), n, n == 1 ? "" : "s",
                n == 1 ? "s" : "", ardina_side_label (att), n == 1 ? "s" : "");
}

/* 18.2, 18.3, 22.1: every land unit and leader of both sides fights (in
 * a fleet battle every fleet and admiral, and nothing else, 24.8); both
 * forces are revealed; the attackers have attacked this phase (in a fleet
 * battle the fleets: the admirals may still join a land battle there). */
static ArdinaRun
start (ArdinaCtx *c, ArdinaFrame *f)
{
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  ArdinaSide att = (ArdinaSide) f->side, def = ardina_other (att);
  ArdinaGame *g = c->g;
  gboolean fleets = p->kind == ARDINA_BATTLE_FLEETS;
  if (p->kind == ARDINA_BATTLE_AMPHIBIOUS)
    land_assault (c, p, att);
  ARDINA_BOARD_EACH_UNIT (g, p->locale, i)
    if (joins (g, p, att, (uint16_t) i))
      g->units[i].flags |= ARDINA_PIECE_IN_BATTLE
                           | (ardina_unit_controller (g, (uint16_t) i) == att ? ARDINA_PIECE_ATTACKED : 0);
  ARDINA_BOARD_EACH_LEADER (g, p->locale, i)
    if (ardina_leader_controller (g, (uint16_t) i) != ARDINA_SIDE_NONE
        && (!fleets || ardina_fleet_battle_piece ((uint16_t) (ARDINA_CODE_LEADER | i)))
        && !ardina_siege_sits_out (p->siege, ardina_leader_controller (g, (uint16_t) i) == att, g->leaders[i].flags))
      g->leaders[i].flags |= ARDINA_PIECE_IN_BATTLE
                             | (ardina_leader_controller (g, (uint16_t) i) == att && !fleets ? ARDINA_PIECE_ATTACKED : 0);
  /* 7.9, R-74: a Leader Arises marker there fights as its side's leader. */
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_MAP && g->pieces[i].locale == p->locale
        && !ardina_siege_sits_out (p->siege, g->pieces[i].side == att, g->pieces[i].flags))
      g->pieces[i].flags |= ARDINA_PIECE_IN_BATTLE;
  if (fleets)
    ardina_emit2 (c, ARDINA_R_24_8, ARDINA_R_18_1, att, "fleet battle at %s: only the fleets fight, with their "
                  "admirals; no land unit there takes part, ashore or aboard (R-100)", locale_label (p->locale));
  for (int s = 0; fleets && s < 2; s++)   /* 24.11: fleets draw nothing from a fortress */
    if (ardina_fortress_of (g, (ArdinaSide) s, p->locale))
      ardina_emit2 (c, ARDINA_R_24_11, ARDINA_R_28_2, (ArdinaSide) s, "%s's fortress in %s gives his fleets "
                    "nothing: no initiative, no fire table of its own, no die", ardina_side_label ((ArdinaSide) s),
                    locale_label (p->locale));
  if (ardina_telling (c))
    {
      GString *a = g_string_new (NULL), *d = g_string_new (NULL);
      describe (g, p->locale, att, a);
      describe (g, p->locale, def, d);
      /* 28.12, 28.13: a relief force or a sortie is not all of the
       * attacker's pieces there */
      const char *with = p->siege == ARDINA_SIEGE_ROLE_SORTIE   ? "the besieged he sends out"
                         : p->siege == ARDINA_SIEGE_ROLE_RELIEF ? "his relief force"
                                                                : "all his force there";
      ardina_emit2 (c, ARDINA_R_22_1, ARDINA_R_18_2, att, "battle at %s, forces revealed: %s attacks with %s, %s",
                    locale_label (p->locale), ardina_side_label (att), with, a->str);
      ardina_emit2 (c, ARDINA_R_22_1, ARDINA_R_18_3, def, "%s defends with all his force there, %s",
                    ardina_side_label (def), d->str);
      g_string_free (a, TRUE);
      g_string_free (d, TRUE);
    }
  f->step = TACTICS;
  /* 7.9: markers played as the battle begins, the attacker asked first;
   * the window's context is the locale (R-35 reads it). */
  switch (ardina_moment (c, ARDINA_MOMENT_BATTLE_START, att, def, p->locale))
    {
    case ARDINA_MOMENT_FAILED:
      return ARDINA_RUN_ERROR;
    default:
      return ARDINA_RUN_AGAIN;
    }
}

/* 21.7, R-71: an admiral gives his value to fleets, and fleets take no
 * part in a land battle: he counts 0 for the cap and the initiative. */
static void
idle_admiral (ArdinaCtx *c, const Battle *p, ArdinaSide s)
{
  uint16_t admiral = ardina_idle_admiral_at (c->g, s, p->locale);
  if (admiral != ARDINA_NONE)
    ardina_emit2 (c, ARDINA_R_21_7, ARDINA_R_18_4, s, "%s is an admiral: in a land battle, where "
                  "fleets take no part (R-71), he adds 0 to %s's leadership, not his printed %u",
                  ardina_code_name ((uint16_t) (ARDINA_CODE_LEADER | admiral)), ardina_side_label (s),
                  ardina_data_leaders[admiral].value);
}

/* 21.7: a general gives fleets nothing: in a fleet battle he counts 0 for
 * the cap and the initiative and takes no part (24.8); in an amphibious
 * assault he fights, but leads nothing. */
static void
idle_general (ArdinaCtx *c, const Battle *p, ArdinaSide s)
{
  uint16_t general = ardina_idle_general_at (c->g, s, p->locale);
  if (general == ARDINA_NONE)
    return;
  if (p->kind == ARDINA_BATTLE_FLEETS)
    ardina_emit2 (c, ARDINA_R_21_7, ARDINA_R_24_8, s, "%s is a general: in a fleet battle he takes no part and "
                  "adds 0 to %s's leadership, not his printed %u",
                  ardina_code_name ((uint16_t) (ARDINA_CODE_LEADER | general)), ardina_side_label (s),
                  ardina_data_leaders[general].value);
  else
    ardina_emit2 (c, ARDINA_R_21_7, ARDINA_R_24_6, s, "%s is a general: in an amphibious assault he adds 0 to "
                  "%s's leadership, not his printed %u; only admirals lead it (R-102)",
                  ardina_code_name ((uint16_t) (ARDINA_CODE_LEADER | general)), ardina_side_label (s),
                  ardina_data_leaders[general].value);
}

static ArdinaRun
tactics (ArdinaCtx *c, ArdinaFrame *f)
{
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  int16_t r = 0;
  if (ardina_returned (f, &r))
    p->quarter |= (uint8_t) (r & 3);
  f->step = INITIATIVE;
  ardina_emit (c, ARDINA_R_18_4, ARDINA_SIDE_NONE, "both players secretly commit Tactics markers to the battle, "
               "each up to his %s total value (American %u, British %u)",
               p->kind == ARDINA_BATTLE_LAND ? "leaders'" : p->kind == ARDINA_BATTLE_FLEETS ? "admirals'" : "commanders'",
               leadership (c->g, f, ARDINA_SIDE_AMERICAN), leadership (c->g, f, ARDINA_SIDE_BRITISH));
  for (int s = 0; s < 2; s++)
    if (naval_command (f, (ArdinaSide) s))
      idle_general (c, p, (ArdinaSide) s);
    else
      idle_admiral (c, p, (ArdinaSide) s);
  return ardina_commit_call (c, ARDINA_COMMIT_TACTICS) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
}

/* die + leadership (+ Tarleton's Quarter), then the INITIATIVE
 * rows (a fortress, 28.2(1); the frontier rules, 35.1). */
static guint
initiative_bonus (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side)
{
  const Battle *p = ARDINA_PAYLOAD (f, Battle);
  guint bonus = leadership (g, f, side);
  if (p->quarter & SIDE_BIT (side))
    bonus += (guint) ARDINA_CONST (TARLETONS_QUARTER_INITIATIVE_BONUS);
  ARDINA_HOOK_EACH (row, g, INITIATIVE)
    bonus = row->fn.INITIATIVE (g, side, p->locale, bonus);
  return bonus;
}

static ArdinaRun next_round (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side);

static ArdinaRun
initiative (ArdinaCtx *c, ArdinaFrame *f)
{
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  ArdinaSide att = (ArdinaSide) f->side, def = ardina_other (att);
  for (int s = 0; s < 2; s++)
    p->committed[s] = (uint8_t) ardina_commit_offered (c->g, (ArdinaSide) s, ARDINA_NONE);
  for (int s = 0; s < 2; s++)
    if (ardina_fortress_besieged (c->g, (ArdinaSide) s, p->locale))
      ardina_emit2 (c, ARDINA_R_28_7, ARDINA_R_28_2, (ArdinaSide) s, "%s's fortress in %s is besieged: it adds "
                    "nothing to his initiative, and fire at his units there uses the normal fire table",
                    ardina_side_label ((ArdinaSide) s), locale_label (p->locale));
  ardina_emit (c, ARDINA_R_18_4, ARDINA_SIDE_NONE, "revealed: the American committed %u Tactics marker%s, "
               "the British %u", p->committed[0], p->committed[0] == 1 ? "" : "s", p->committed[1]);
  for (;;)
    {
      ArdinaSide order[2] = { att, def };
      for (int k = 0; k < 2; k++)
        {
          ArdinaSide s = order[k];
          int die = ardina_roll (c, ARDINA_R_18_4, s, "initiative");
          if (!die)
            return ARDINA_RUN_ERROR;
          guint front = ardina_frontier_bonus (c->g, s, p->locale) ? (guint) ARDINA_CONST (FRONTIER_INITIATIVE_BONUS) : 0;
          guint bonus = initiative_bonus (c->g, f, s);
          guint fort = ardina_fortress_shelters (c->g, s, p->locale)
                       ? (guint) ARDINA_CONST (FORTRESS_INITIATIVE_BONUS) : 0;
          guint quarter = p->quarter & SIDE_BIT (s) ? (guint) ARDINA_CONST (TARLETONS_QUARTER_INITIATIVE_BONUS) : 0;
          p->total[s] = (uint8_t) (die + (int) bonus);
          ardina_frontier_told (c, s, p->locale);   /* 35.1: told apart, not as leadership */
          bonus -= front;
          if (fort)
            ardina_emit2 (c, ARDINA_R_28_2, ARDINA_R_18_4, s, "%s rolls %d for the initiative, +%u leadership%s, "
                          "+%u for his fortress there%s: %u", ardina_side_label (s), die, bonus - fort - quarter,
                          quarter ? ", +1 Tarleton's Quarter" : "", fort, front ? ", +1 frontier" : "", p->total[s]);
          else if (p->quarter & SIDE_BIT (s))
            ardina_emit2 (c, ARDINA_R_18_4, ARDINA_R_7_9, s, "%s rolls %d for the initiative, +%u leadership, +%d "
                          "Tarleton's Quarter%s: %u", ardina_side_label (s), die,
                          bonus - (guint) ARDINA_CONST (TARLETONS_QUARTER_INITIATIVE_BONUS),
                          ARDINA_CONST (TARLETONS_QUARTER_INITIATIVE_BONUS), front ? ", +1 frontier" : "", p->total[s]);
          else
            ardina_emit2 (c, ARDINA_R_18_4, ARDINA_R_21_2, s, "%s rolls %d for the initiative, +%u leadership%s: %u",
                          ardina_side_label (s), die, bonus, front ? ", +1 frontier" : "", p->total[s]);
        }
      if (p->total[0] != p->total[1])
        break;
      ardina_emit (c, ARDINA_R_18_4, ARDINA_SIDE_NONE, "equal totals: both roll again (R-13)");
    }
  ArdinaSide first = p->total[0] > p->total[1] ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH;
  ardina_emit (c, ARDINA_R_18_4, first, "%s wins the initiative and fires first in each round",
               ardina_side_label (first));
  return next_round (c, f, first);
}

/* no side has an undisrupted combat unit left to fire: nothing
 * could ever change, so the attack has failed. */
static gboolean
nobody_fires (const ArdinaGame *g, uint16_t locale)
{
  return unit_dice (g, locale, ARDINA_SIDE_AMERICAN) == 0 && unit_dice (g, locale, ARDINA_SIDE_BRITISH) == 0;
}

static ArdinaRun decided (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide loser);

/* The next round is @side's, unless nobody can fire any more. */
static ArdinaRun
next_round (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side)
{
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  if (nobody_fires (c->g, p->locale))
    {
      ArdinaSide att = (ArdinaSide) f->side;
      p->stalemate = 1;
      ardina_emit2 (c, ARDINA_R_18_4, ARDINA_R_21_3, att, "neither side has an undisrupted combat unit to fire: "
                    "the attack on %s has failed and %s loses the battle (R-85)", locale_label (p->locale),
                    ardina_side_label (att));
      return decided (c, f, att);
    }
  p->firing = (uint8_t) side;
  p->round++;
  f->step = ROUND;
  return ARDINA_RUN_DECIDE;
}

/* 18.4(2): what a fire die of @side does at @locale: the fire roll of
 * dice.xml (a 5 disrupts, a 6 eliminates: data, not code), then the
 * FIRE_HIT rows (a fortress, 28.2(2)). */
static ArdinaHit
fire_hit (const ArdinaGame *g, uint16_t locale, ArdinaSide side, guint die)
{
  int out = ardina_roll_outcome_id (ARDINA_ROLL_FIRE, (int) die);
  ArdinaHit hit = out == ARDINA_OUT_ELIMINATED ? ARDINA_HIT_ELIMINATE
                : out == ARDINA_OUT_DISRUPTED ? ARDINA_HIT_DISRUPT : ARDINA_HIT_NONE;
  ARDINA_HOOK_EACH (row, g, FIRE_HIT)
    hit = row->fn.FIRE_HIT (g, locale, side, die, hit);
  return hit;
}

/* Eliminates @unit, lost to @by; a fleet sinks with what it carries
 * (24.10), each piece aboard counting for @by's picks and each leader
 * aboard rolling for his survival like any leader lost. */
static void
eliminate_unit (ArdinaCtx *c, Battle *p, uint16_t unit, ArdinaSide by)
{
  ArdinaLeaderSet leaders = 0;
  guint n = ardina_is_fleet (unit) ? ardina_fleet_cargo (c->g, unit, &leaders) : 0;
  ardina_unit_eliminate (c->g, unit);
  if (!n)
    return;
  guint nl = (guint) __builtin_popcountll (leaders);
  p->fallen |= leaders;
  p->kills[by] = (uint8_t) (p->kills[by] + n);
  p->leader_kills[by] = (uint8_t) (p->leader_kills[by] + nl);
  ardina_emit2 (c, ARDINA_R_24_10, ARDINA_R_18_11, ardina_other (by), "%s sinks with the %u piece%s aboard (%u "
                "of them leader%s, rolling for survival), each counting for %s's picks (R-101)",
                ardina_code_name (unit), n, n == 1 ? "" : "s", nl, nl == 1 ? "" : "s", ardina_side_label (by));
}

/* Takes a hit on @code: an elimination, or a disruption of a piece already
 * disrupted, eliminates (18.7); a disruption disrupts. Leaders eliminated
 * wait for their survival roll at the end (21.4, R-83), a Leader Arises
 * marker goes to the pool; regulars are not replaced by
 * detachments (18.6). */
static void
take_hit (ArdinaCtx *c, Battle *p, uint16_t code, guint die, gboolean chosen)
{
  ArdinaGame *g = c->g;
  ArdinaSide firing = (ArdinaSide) p->firing, under = ardina_other (firing);
  ArdinaPlace *pl = ardina_place_of (g, code);
  gboolean leader = ARDINA_CODE_KIND (code) == ARDINA_CODE_LEADER;
  gboolean disrupts = fire_hit (g, p->locale, firing, die) == ARDINA_HIT_DISRUPT;
  gboolean again = disrupts && (pl->flags & ARDINA_PIECE_DISRUPTED);
  const char *how = chosen ? "chosen" : "the only piece able to take it";
  if (disrupts && !again)
    {
      pl->flags |= ARDINA_PIECE_DISRUPTED;
      if (ARDINA_CODE_KIND (code) == ARDINA_CODE_PIECE)
        ardina_emit2 (c, ARDINA_R_21_3, ARDINA_R_7_9, under, "%s, a Leader Arises marker, is disrupted (%s): its "
                      "value counts 0 for the rest of the battle (R-74)", ardina_code_name (code), how);
      else if (leader)
        ardina_emit2 (c, ARDINA_R_18_4, ARDINA_R_21_3, under, "%s is disrupted (%s): his value counts 0 for "
                      "the rest of the battle", ardina_code_name (code), how);
      else
        ardina_emit2 (c, ARDINA_R_18_4, ARDINA_R_18_7, under, "%s is disrupted (%s) and fires no more in this "
                      "battle", ardina_code_name (code), how);
      return;
    }
  p->kills[firing]++;
  if (ARDINA_CODE_KIND (code) == ARDINA_CODE_PIECE)
    {
      /* it counts for the picks like a leader, but a marker has
       * no printed value to roll against: it goes back to the pool (7.9). */
      p->leader_kills[firing]++;
      arises_to_pool (g, ARDINA_CODE_INDEX (code));
      ardina_emit2 (c, again ? ARDINA_R_18_7 : ARDINA_R_18_4, ARDINA_R_7_9, under,
                    "%s is eliminated (%s%s): a Leader Arises marker makes no survival roll (21.4 is for leader "
                    "counters) and goes back to the pool (R-74)", ardina_code_name (code), how,
                    again ? ", disrupted again" : "");
      return;
    }
  if (leader)
    {
      p->leader_kills[firing]++;
      p->fallen |= (ArdinaLeaderSet) 1 << ARDINA_CODE_INDEX (code);
      ardina_place_set (g, code, (ArdinaPlace) { .zone = ARDINA_ZONE_ELIMINATED, .side = ARDINA_SIDE_NONE });
      ardina_emit2 (c, again ? ARDINA_R_18_7 : ARDINA_R_18_4, ARDINA_R_21_3, under,
                    "%s is eliminated (%s%s); he rolls for his survival after the battle",
                    ardina_code_name (code), how, again ? ", disrupted again" : "");
      return;
    }
  uint8_t type = ardina_data_units[ARDINA_CODE_INDEX (code)].type;
  if (type == ARDINA_UNIT_TYPE_FLEET)
    ardina_emit2 (c, again ? ARDINA_R_18_7 : ARDINA_R_18_4, ARDINA_R_24_8, under, "%s is sunk (%s%s)",
                  ardina_code_name (code), how, again ? ", disrupted again" : "");
  eliminate_unit (c, p, ARDINA_CODE_INDEX (code), firing);
  if (type == ARDINA_UNIT_TYPE_FLEET)
    return;
  if (type == ARDINA_UNIT_TYPE_REGULAR || type == ARDINA_UNIT_TYPE_GRENADIER)
    ardina_emit2 (c, again ? ARDINA_R_18_7 : ARDINA_R_18_4, ARDINA_R_18_6, under,
                  "%s is eliminated (%s%s), not reduced to a detachment", ardina_code_name (code), how,
                  again ? ", disrupted again" : "");
  else
    ardina_emit (c, again ? ARDINA_R_18_7 : ARDINA_R_18_4, under, "%s is eliminated (%s%s)",
                 ardina_code_name (code), how, again ? ", disrupted again" : "");
}

static ArdinaRun end_round (ArdinaCtx *c, ArdinaFrame *f);

/* 18.4(2): one die at a time; a hit waits for the casualty the side under
 * fire chooses, unless only one piece can take it; results with nothing
 * left to take them are lost. */
static ArdinaRun
rolling (ArdinaCtx *c, ArdinaFrame *f)
{
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  ArdinaSide firing = (ArdinaSide) p->firing, under = ardina_other (firing);
  while (p->dice)
    {
      int die = ardina_roll (c, ARDINA_R_18_4, firing, "fire");
      if (!die)
        return ARDINA_RUN_ERROR;
      p->dice--;
      guint nth = (guint) (p->thrown - p->dice);
      ArdinaHit hit = fire_hit (c->g, p->locale, firing, (guint) die);
      gboolean fort = fortress_shot (c->g, f);
      /* 28.2(2): the side under fire shelters under its fortress */
      uint16_t rule = ardina_fortress_shelters (c->g, under, p->locale) ? ARDINA_R_28_2 : ARDINA_R_18_4;
      const char *whose = fort ? " (the fortress's fire)" : "";
      if (hit == ARDINA_HIT_NONE)
        {
          ardina_emit (c, rule, firing, "die %u of %u%s: %d, no effect%s", nth, p->thrown, whose, die,
                       rule == ARDINA_R_28_2 ? " on units under their fortress" : "");
          continue;
        }
      uint16_t only = 0;
      guint n = targets (c->g, p->locale, p->kind, fort, under, &only);
      ardina_emit (c, rule, firing, "die %u of %u%s: %d, %s", nth, p->thrown, whose, die,
                   hit == ARDINA_HIT_ELIMINATE ? "one enemy piece eliminated"
                   : rule == ARDINA_R_28_2 ? "one enemy piece disrupted, not eliminated, under its fortress"
                   : "one enemy piece disrupted");
      if (n == 0)
        {
          ardina_emit (c, ARDINA_R_18_4, under, "%s has nothing left in the battle to take it: the result is "
                       "lost (R-15)", ardina_side_label (under));
          continue;
        }
      if (n == 1)
        {
          take_hit (c, p, only, (guint) die, FALSE);
          continue;
        }
      p->hit = (uint8_t) die;
      f->step = ASSIGN;
      return ARDINA_RUN_DECIDE;
    }
  return end_round (c, f);
}

/* After a round (fired in full, R-87): a side wholly eliminated or
 * disrupted loses (18.4(4a), R-15); after the final round of a retreat the retreating side loses
 * (18.4(4b)); else the other side fires next. */
static ArdinaRun
end_round (ArdinaCtx *c, ArdinaFrame *f)
{
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  ArdinaSide firing = (ArdinaSide) p->firing, under = ardina_other (firing);
  if (wholly_out (c->g, p->locale, p->kind, under))
    {
      ardina_emit (c, ARDINA_R_18_4, under, "after the round, %s's force in the battle is wholly "
                   "eliminated or disrupted: %s loses the battle (R-87)", ardina_side_label (under), ardina_side_label (under));
      return decided (c, f, under);
    }
  if (p->last_round)
    {
      ardina_emit (c, ARDINA_R_18_4, (ArdinaSide) p->retreating, "the final round is fired: %s retreats and "
                   "loses the battle", ardina_side_label ((ArdinaSide) p->retreating));
      return decided (c, f, (ArdinaSide) p->retreating);
    }
  return next_round (c, f, under);
}

/* ---- the retreat (18.8) ---- */

/* May the loser's survivors retreat from @from to @to by 18.8 and 18.9?
 * 0, or the rule that forbids it with the reason. */
static uint16_t
route_barred (const ArdinaGame *g, const ArdinaForce *force, ArdinaSide side, uint16_t from, uint16_t to,
                const char **why)
{
  uint16_t route = ardina_route_between (from, to);
  if (route == ARDINA_NONE)
    return *why = "a retreat goes to an adjacent, route-connected locale", ARDINA_R_18_8;
  if (ardina_route_cost (force, route) < 0)   /* by sea, aboard fleets only (18.9, sea-retreat.c) */
    {
      uint16_t bar = ardina_sea_retreat_barred (g, force, side, from, to, why);
      if (bar)
        return bar;
    }
  if (ardina_enemy_at (g, side, to))
    return *why = "a retreat may not enter a locale holding enemy units", ARDINA_R_18_8;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_units_has (&force->units, i))
      {
        uint16_t bar = ardina_locale_barred (g, to, ardina_data_units[i].nation);
        if (bar)
          return *why = "the locale is forbidden to a retreating unit", bar;
      }
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (force->leaders >> i & 1)
      {
        uint16_t bar = ardina_locale_barred (g, to, ardina_data_leaders[i].nation);
        if (bar)
          return *why = "the locale is forbidden to a retreating leader", bar;
      }
  return 0;
}

/* 18.8: an adjacent locale inside @from's region open to the retreat. */
static gboolean
inside_open (const ArdinaGame *g, const ArdinaForce *force, ArdinaSide side, uint16_t from)
{
  const ArdinaDataLocale *l = &ardina_data_locales[from];
  const char *why;
  for (guint k = 0; k < l->n_adj; k++)
    {
      uint16_t to = ardina_data_adjacency[l->adj_at + k].locale;
      if (!ardina_crosses_border (from, to) && !route_barred (g, force, side, from, to, &why))
        return TRUE;
    }
  return FALSE;
}

static gboolean
hook_inside_open (const ArdinaGame *g, const ArdinaHookRetreat *q)
{
  return inside_open (g, q->force, q->side, q->from);
}

/* 18.8, 18.9 (route_barred ()), then the RETREAT rows: 23.1, R-86, a
 * force holding militia crosses a border only when no retreat inside its
 * region is open. */
static uint16_t
retreat_barred (const ArdinaGame *g, const ArdinaForce *force, ArdinaSide side, uint16_t from, uint16_t to,
                const char **why)
{
  uint16_t bar = route_barred (g, force, side, from, to, why);
  if (bar)
    return bar;
  guint value;
  ArdinaHookRetreat q = { .force = force, .side = side, .from = from, .to = to, .inside_open = hook_inside_open,
                          .commander = ardina_retreat_commander (g, force, side, from, &value) };
  ARDINA_HOOK_EACH (row, g, RETREAT)
    if ((bar = row->fn.RETREAT (g, &q, why)))
      return bar;
  return 0;
}

/* 24.6(3): the loser of the battle of @f is an assault force, which
 * leaves by sea. */
static gboolean
assault_beaten (const ArdinaFrame *f)
{
  const Battle *p = (const Battle *) f->payload.bytes;
  return p->kind == ARDINA_BATTLE_AMPHIBIOUS && p->loser == f->side;
}

/* 24.6(3), 24.10: a fleet of the beaten assault force is left to carry
 * its survivors away. */
static gboolean
assault_fleet_left (const ArdinaGame *g, const Battle *p)
{
  EACH_FIGHTING_UNIT (g, p->locale, i)
    if (ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (g, (uint16_t) i) == (ArdinaSide) p->loser)
      return TRUE;
  return FALSE;
}

/* 28.13: the loser of the battle of @f is a sortie force, which may fall
 * back into its fortress. */
static gboolean
sortie_beaten (const ArdinaFrame *f)
{
  const Battle *p = (const Battle *) f->payload.bytes;
  return p->siege == ARDINA_SIEGE_ROLE_SORTIE && p->loser == f->side;
}

/* Where the loser of the battle of @f may retreat: by 18.8 and the
 * RETREAT rows from a land battle, to high seas only from a fleet battle
 * (24.9) and from a lost assault, aboard its fleets (24.6(3)). */
static uint16_t
loser_barred (const ArdinaGame *g, const ArdinaFrame *f, const ArdinaForce *force, uint16_t to, const char **why)
{
  const Battle *p = (const Battle *) f->payload.bytes;
  /* 24.10, 24.6(4): a fortress's fire may sink every fleet of the assault */
  if (assault_beaten (f) && !assault_fleet_left (g, p))
    return *why = "no fleet of the beaten assault is left to carry it away", ARDINA_R_24_10;
  if (to == p->locale)   /* 28.13: only a beaten sortie stays, back in its fortress */
    return sortie_beaten (f) ? 0 : (*why = "a retreat leaves the battle's locale", ARDINA_R_18_8);
  if (p->kind == ARDINA_BATTLE_FLEETS || assault_beaten (f))
    return ardina_fleet_retreat_barred (p->locale, to, why);
  return retreat_barred (g, force, (ArdinaSide) p->loser, p->locale, to, why);
}

static guint
retreat_options (const ArdinaGame *g, const ArdinaFrame *f, uint16_t *out, guint max)
{
  const Battle *p = (const Battle *) f->payload.bytes;
  ArdinaSide loser = (ArdinaSide) p->loser;
  if (assault_beaten (f) && !assault_fleet_left (g, p))
    return 0;
  ArdinaForce force;
  survivors (g, p->locale, loser, &force);
  const ArdinaDataLocale *l = &ardina_data_locales[p->locale];
  const char *why;
  guint n = 0;
  if (sortie_beaten (f) && max)
    out[n++] = p->locale;   /* 28.13 */
  for (guint k = 0; k < l->n_adj && n < max; k++)
    {
      uint16_t to = ardina_data_adjacency[l->adj_at + k].locale;
      if (!loser_barred (g, f, &force, to, &why))
        out[n++] = to;
    }
  return n;
}

static void
eliminate_leader (ArdinaCtx *c, Battle *p, guint i)
{
  p->fallen |= (ArdinaLeaderSet) 1 << i;
  ardina_place_set (c->g, (uint16_t) (ARDINA_CODE_LEADER | i), (ArdinaPlace) { .zone = ARDINA_ZONE_ELIMINATED, .side = ARDINA_SIDE_NONE });
}

#define FIGHTERS_MAX (ARDINA_MAX_UNITS + ARDINA_MAX_LEADERS)

/* The codes of @side's units, then leaders, in the battle at @locale, in
 * index order: gathered before the loser's pieces leave, since a piece
 * moved or eliminated leaves the board's list being walked. */
static guint
fighters (const ArdinaGame *g, uint16_t locale, ArdinaSide side, uint16_t codes[FIGHTERS_MAX])
{
  guint n = 0;
  EACH_FIGHTING_UNIT (g, locale, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side)
      codes[n++] = (uint16_t) (ARDINA_CODE_UNIT | i);
  EACH_FIGHTING_LEADER (g, locale, i)
    if (ardina_leader_controller (g, (uint16_t) i) == side)
      codes[n++] = (uint16_t) (ARDINA_CODE_LEADER | i);
  return n;
}

/* 18.8, R-17: no locale to go to: every survivor is eliminated where he
 * stands, each counting for the winner's picks. */
static void
blocked (ArdinaCtx *c, Battle *p)
{
  ArdinaSide loser = (ArdinaSide) p->loser, winner = ardina_other (loser);
  uint16_t codes[FIGHTERS_MAX];
  guint n = fighters (c->g, p->locale, loser, codes);
  for (guint k = 0; k < n; k++)
    if (ARDINA_CODE_KIND (codes[k]) == ARDINA_CODE_UNIT)
      eliminate_unit (c, p, ARDINA_CODE_INDEX (codes[k]), winner);
    else
      eliminate_leader (c, p, ARDINA_CODE_INDEX (codes[k])), p->leader_kills[winner]++;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (arises_fights (c->g, i, p->locale, loser))
      arises_to_pool (c->g, i), n++, p->leader_kills[winner]++;   /* no survival roll */
  p->kills[winner] = (uint8_t) (p->kills[winner] + n);
  ardina_emit (c, ARDINA_R_18_8, loser, "%s's retreat from %s is blocked: all %u surviving piece%s eliminated "
               "in place, counting for %s's picks (R-17)", ardina_side_label (loser), locale_label (p->locale), n,
               n == 1 ? " is" : "s are", ardina_side_label (winner));
}

static ArdinaRun finish (ArdinaCtx *c, ArdinaFrame *f);

/* 7.9, R-74: a Leader Arises marker stands atop its force; once no unit
 * or leader of @side is left in the battle beside it, it goes back to the
 * pool (not eliminated by fire: no pick for it). */
static void
arises_alone (ArdinaCtx *c, Battle *p, ArdinaSide side)
{
  EACH_FIGHTING_UNIT (c->g, p->locale, i)
    if (ardina_unit_controller (c->g, (uint16_t) i) == side)
      return;
  EACH_FIGHTING_LEADER (c->g, p->locale, i)
    if (ardina_leader_controller (c->g, (uint16_t) i) == side)
      return;
  arises_home (c, p, side, ARDINA_R_18_8, "has no unit or leader of its force left beside it", "R-74");
}

/* The battle is decided: the loser's survivors retreat (18.8). */
static ArdinaRun
decided (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide loser)
{
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  uint16_t only;
  uint16_t opts[1];
  p->loser = (uint8_t) loser;
  p->firing = ARDINA_SIDE_NONE;
  arises_alone (c, p, loser);
  if (!targets (c->g, p->locale, p->kind, FALSE, loser, &only)
      && !(assault_beaten (f) && assault_fleet_left (c->g, p)))
    return finish (c, f);
  if (!retreat_options (c->g, f, opts, 1))
    {
      if (ardina_fortress_holds (c->g, loser, p->locale))
        ardina_emit2 (c, ARDINA_R_28_2, ARDINA_R_18_8, loser, "%s's force fought under its own fortress in %s and "
                      "may not retreat from it (R-120)", ardina_side_label (loser), locale_label (p->locale));
      if (assault_beaten (f) && !assault_fleet_left (c->g, p))
        ardina_emit2 (c, ARDINA_R_24_10, ARDINA_R_24_6, loser, "no fleet of the assault on %s is left to carry its "
                      "survivors away: their retreat is blocked", locale_label (p->locale));
      blocked (c, p);
      return finish (c, f);
    }
  f->step = RETREAT;
  return ARDINA_RUN_DECIDE;
}

/* 18.9, R-110: the survivors left after the shore (militia, R-86) go
 * aboard their side's fleets and sail with them to @to; a Leader Arises
 * marker, no counter a fleet carries, goes back to the pool. */
static void
sea_retreat (ArdinaCtx *c, Battle *p, uint16_t to, const uint16_t *codes, guint n, guint lost)
{
  ArdinaSide loser = (ArdinaSide) p->loser;
  GString *fleets = g_string_new (NULL);
  guint moved = ardina_sea_retreat_embark (c->g, loser, p->locale, to, codes, n, fleets);
  arises_home (c, p, loser, ARDINA_R_18_9, "does not go to sea with its force", "R-110");
  ardina_emit2 (c, ARDINA_R_18_9, ARDINA_R_24_4, loser, "%s retreats to sea from %s to %s aboard %s with %u "
                "piece%s%s", ardina_side_label (loser), locale_label (p->locale), locale_label (to), fleets->str,
                moved, moved == 1 ? "" : "s", lost ? ", his militia lost on the shore" : "");
  g_string_free (fleets, TRUE);
}

/* 18.8, 23.1: the survivors go to @to together, Leader Arises markers
 * with them; militia and militia leaders crossing a map-region
 * border (offered only when no retreat inside the region is open) are
 * eliminated at the border instead, counting for the winner's picks
 * . After an expedition under @commander (33.2, 0 for none) the
 * militia units left have passed their dice and cross, and so does the
 * commander if he is a militia leader. */
static void
retreat_to (ArdinaCtx *c, Battle *p, uint16_t to, uint16_t commander)
{
  ArdinaGame *g = c->g;
  ArdinaSide loser = (ArdinaSide) p->loser, winner = ardina_other (loser);
  /* 18.9, R-110: a land force goes to sea aboard fleets; beaten fleets
   * sail there by themselves (24.9). */
  gboolean sea = p->kind == ARDINA_BATTLE_LAND && ardina_data_locales[to].kind == ARDINA_LOCALE_KIND_HIGH_SEAS;
  gboolean border = sea || ardina_crosses_border (p->locale, to);
  const char *shore = sea ? "on the shore: militia never go to sea (R-78)"
                          : "at the border: militia never cross into another region";
  guint moved = 0, lost = 0;
  uint16_t codes[FIGHTERS_MAX];
  guint n = fighters (g, p->locale, loser, codes);
  for (guint k = 0; border && k < n; k++)
    {
      guint i = ARDINA_CODE_INDEX (codes[k]);
      if (commander && codes[k] == commander && ARDINA_CODE_KIND (commander) == ARDINA_CODE_LEADER
          && ardina_data_leaders[i].kind == ARDINA_LEADER_KIND_MILITIA)
        ardina_emit (c, ARDINA_R_33_2, loser, "militia leader %s commands the retreat and crosses the border with "
                     "it (R-163)", ardina_code_name (codes[k]));
      else if (commander && ARDINA_CODE_KIND (codes[k]) == ARDINA_CODE_UNIT)
        continue;   /* 33.2: its die let it cross */
      else if (ARDINA_CODE_KIND (codes[k]) == ARDINA_CODE_UNIT
               && ardina_data_units[i].type == ARDINA_UNIT_TYPE_MILITIA)
        {
          ardina_unit_eliminate (g, (uint16_t) i), lost++;
          ardina_emit2 (c, ARDINA_R_23_1, ARDINA_R_18_8, loser, "%s is eliminated %s, and no retreat inside the "
                        "region was open (R-86)", ardina_code_name ((uint16_t) i), shore);
        }
      else if (ARDINA_CODE_KIND (codes[k]) == ARDINA_CODE_LEADER
               && ardina_data_leaders[i].kind == ARDINA_LEADER_KIND_MILITIA)
        {
          eliminate_leader (c, p, i), lost++, p->leader_kills[winner]++;
          ardina_emit2 (c, ARDINA_R_23_1, ARDINA_R_18_8, loser, "militia leader %s is eliminated %s, and no "
                        "retreat inside the region was open (R-86)", ardina_code_name (codes[k]), shore);
        }
    }
  p->kills[winner] = (uint8_t) (p->kills[winner] + lost);
  arises_alone (c, p, loser);
  if (sea)
    {
      sea_retreat (c, p, to, codes, n, lost);
      return;
    }
  for (guint k = 0; k < n; k++)   /* those not eliminated at the border */
    if (ardina_place_get (g, codes[k])->zone == ARDINA_ZONE_MAP)
      ardina_place_move (g, codes[k], to), moved++;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (arises_fights (g, i, p->locale, loser))
      ardina_place_put (g, (uint16_t) (ARDINA_CODE_PIECE | i), ARDINA_ZONE_MAP, to), moved++;
  if (!moved)
    ardina_emit2 (c, ARDINA_R_23_1, ARDINA_R_18_8, loser, "%s's force at %s, forced to retreat across the border "
                  "to %s, is gone: its %u militia piece%s eliminated at the border (R-86)", ardina_side_label (loser),
                  locale_label (p->locale), locale_label (to), lost, lost == 1 ? " was" : "s were");
  else if (lost)
    ardina_emit2 (c, ARDINA_R_18_8, ARDINA_R_23_1, loser, "%s retreats from %s to %s with %u piece%s, his %u "
                  "militia piece%s eliminated at the border", ardina_side_label (loser), locale_label (p->locale),
                  locale_label (to), moved, moved == 1 ? "" : "s", lost, lost == 1 ? "" : "s");
  else if (p->kind == ARDINA_BATTLE_FLEETS)
    ardina_emit2 (c, ARDINA_R_24_9, ARDINA_R_18_8, loser, "%s's fleets retreat from %s to the high seas of %s with "
                  "%u piece%s, what they carry going with them%s", ardina_side_label (loser), locale_label (p->locale),
                  locale_label (to), moved, moved == 1 ? "" : "s",
                  ardina_enemy_at (g, loser, to) ? ", enemy fleets there or not" : "");
  else
    ardina_emit (c, ARDINA_R_18_8, loser, "%s retreats from %s to %s with %u piece%s", ardina_side_label (loser),
                 locale_label (p->locale), locale_label (to), moved, moved == 1 ? "" : "s");
}

/* ---- militia at the border (33.2) ---- */

/* 33.2, R-166: the commander of the loser's survivors when their retreat
 * to @to is an expedition (section 33, a land border, militia units
 * among them), his value in @value; 0 when it is not. */
static uint16_t
expedition_commander (const ArdinaGame *g, const Battle *p, uint16_t to, guint *value)
{
  ArdinaForce force;
  ArdinaSide loser = (ArdinaSide) p->loser;
  survivors (g, p->locale, loser, &force);
  uint16_t commander = ardina_retreat_commander (g, &force, loser, p->locale, value);
  return ardina_expedition_due (g, &force, commander, p->locale, to) ? commander : 0;
}

/* 33.2: the loser's next militia unit in the battle, from @from. */
static int
next_militia (const ArdinaGame *g, const Battle *p, guint from)
{
  for (guint i = from; i < ARDINA_DATA_N_UNITS; i++)
    if (ardina_data_units[i].type == ARDINA_UNIT_TYPE_MILITIA && unit_fights (g, i, p->locale, (ArdinaSide) p->loser))
      return (int) i;
  return -1;
}

/* 33.2: the retreat to @to chosen, its militia units try the border
 * when it is an expedition: TRUE, and the dice follow. */
static gboolean
expedition_start (ArdinaCtx *c, Battle *p, uint16_t to)
{
  guint value;
  uint16_t commander = expedition_commander (c->g, p, to, &value);
  if (!commander)
    return FALSE;
  p->heading = (uint8_t) (to + 1);
  p->cursor = 0;
  ardina_emit (c, ARDINA_R_33_2, (ArdinaSide) p->loser, "the retreat from %s to %s crosses a regional border: its "
               "militia units try it under %s, one die each against his %u; a unit that fails is eliminated (R-166)",
               locale_label (p->locale), locale_label (to), ardina_code_label (commander), value);
  return TRUE;
}

/* 33.2: a die per militia unit, eliminating each that fails (counting
 * for the winner's picks, as 23.1's eliminations do, R-167); then the
 * retreat is made with the rest. */
static ArdinaRun
retreat_expedition (ArdinaCtx *c, ArdinaFrame *f)
{
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  ArdinaSide loser = (ArdinaSide) p->loser, winner = ardina_other (loser);
  uint16_t to = p->heading - 1;
  int16_t die = 0;
  guint value;
  ArdinaForce force;
  survivors (c->g, p->locale, loser, &force);
  uint16_t commander = ardina_retreat_commander (c->g, &force, loser, p->locale, &value);
  int u = next_militia (c->g, p, p->cursor);
  if (ardina_returned (f, &die) && u >= 0)
    {
      if (ardina_expedition_roll (die, value) == ARDINA_EXPEDITION_CROSSES)
        ardina_emit (c, ARDINA_R_33_2, loser, "border roll %d against %u: %s retreats across the border", die, value,
                     ardina_data_units[u].label);
      else
        {
          ardina_unit_eliminate (c->g, (uint16_t) u);
          p->kills[winner]++;
          ardina_emit2 (c, ARDINA_R_33_2, ARDINA_R_18_11, loser, "border roll %d against %u: %s fails and is "
                        "eliminated, counting for %s's picks (R-167)", die, value, ardina_data_units[u].label,
                        ardina_side_label (winner));
        }
      p->cursor = (uint8_t) (u + 1);
      u = next_militia (c->g, p, p->cursor);
    }
  if (u >= 0)
    {
      p->cursor = (uint8_t) u;
      return ardina_roll_call (c, loser, ARDINA_R_33_2, FALSE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
    }
  p->heading = p->cursor = 0;
  retreat_to (c, p, to, commander);
  f->step = END;
  return ARDINA_RUN_AGAIN;
}

/* 24.6(3), 24.9, R-102: the beaten assault force re-embarks on its
 * fleets that are left, four land combat units a fleet and any number of
 * leaders (24.5), and they sail to @to; a unit left without room is
 * eliminated (24.10), counting for the winner's picks; a Leader
 * Arises marker goes back to the pool. */
static void
sail_away (ArdinaCtx *c, Battle *p, uint16_t to)
{
  ArdinaGame *g = c->g;
  ArdinaSide loser = (ArdinaSide) p->loser, winner = ardina_other (loser);
  uint16_t codes[FIGHTERS_MAX], fleets[FIGHTERS_MAX];
  guint n = fighters (g, p->locale, loser, codes), nf = 0, aboard = 0, lost = 0;
  for (guint k = 0; k < n; k++)
    if (ARDINA_CODE_KIND (codes[k]) == ARDINA_CODE_UNIT && ardina_is_fleet (ARDINA_CODE_INDEX (codes[k])))
      fleets[nf++] = ARDINA_CODE_INDEX (codes[k]);
  for (guint k = 0; k < n; k++)
    {
      uint16_t i = ARDINA_CODE_INDEX (codes[k]);
      gboolean unit = ARDINA_CODE_KIND (codes[k]) == ARDINA_CODE_UNIT;
      if (unit && ardina_is_fleet (i))
        continue;
      guint j = 0;
      while (j < nf && unit && ardina_unit_is_combat (i) && ardina_fleet_load (g, fleets[j]) >= ARDINA_FLEET_CAPACITY)
        j++;
      if (j < nf)
        ardina_embark (g, codes[k], fleets[j]), aboard++;
      else if (unit)
        ardina_unit_eliminate (g, i), lost++;
      else
        eliminate_leader (c, p, i), lost++, p->leader_kills[winner]++;
    }
  p->kills[winner] = (uint8_t) (p->kills[winner] + lost);
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (arises_fights (g, i, p->locale, loser))
      arises_to_pool (g, i);
  for (guint k = 0; k < nf; k++)
    ardina_place_move (g, (uint16_t) (ARDINA_CODE_UNIT | fleets[k]), to);
  ardina_emit2 (c, ARDINA_R_24_6, ARDINA_R_24_9, loser, "the beaten assault force re-embarks: %u piece%s aboard "
                "%u fleet%s retreat%s from %s to the high seas of %s%s", aboard, aboard == 1 ? "" : "s", nf,
                nf == 1 ? "" : "s", nf == 1 ? "s" : "", locale_label (p->locale), locale_label (to),
                lost ? ", the pieces left without room eliminated (R-102)" : "");
}

/* ---- the end of the battle ---- */

/* The AFTER_BATTLE rows (a fortress's capture, 28.5; a massacre, 37), in
 * their order, before the picks; a row that calls a procedure for a
 * player's decision (the massacre's choice, 37.1) leaves the battle
 * waiting here, and the rows after it run once it returns. Then
 * the battle-end window (7.9). */
static ArdinaRun
after_rows (ArdinaCtx *c, ArdinaFrame *f)
{
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  ArdinaSide loser = (ArdinaSide) p->loser, winner = ardina_other (loser);
  const ArdinaHookRow *rows = ardina_hook_rows + ardina_hook_first[ARDINA_HOOK_AFTER_BATTLE];
  ardina_returned (f, NULL);
  while (p->after < ardina_hook_count[ARDINA_HOOK_AFTER_BATTLE])
    {
      const ArdinaHookRow *row = &rows[p->after++];
      if (!ardina_hook_on (row, c->g->optional))
        continue;
      if (!row->fn.AFTER_BATTLE (c, winner, p->locale))
        return ARDINA_RUN_ERROR;
      if (f->call == ARDINA_CALL_WAITING)
        return ARDINA_RUN_AGAIN;
    }
  f->step = PICKS;
  return ardina_moment (c, ARDINA_MOMENT_BATTLE_END, winner, loser, p->locale) == ARDINA_MOMENT_FAILED
         ? ARDINA_RUN_ERROR : ARDINA_RUN_AGAIN;
}

/* 18.10, 18.7, 18.5: the winner holds the ground, the disrupted rally,
 * unused markers go to the pool; the AFTER_BATTLE rows (a massacre, 37;
 * a fortress's capture, 28.5); then the battle-end window (7.9). */
static ArdinaRun
finish (ArdinaCtx *c, ArdinaFrame *f)
{
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  ArdinaGame *g = c->g;
  ArdinaSide loser = (ArdinaSide) p->loser, winner = ardina_other (loser);
  arises_alone (c, p, winner);
  if (p->kind == ARDINA_BATTLE_AMPHIBIOUS && winner == (ArdinaSide) f->side)
    ardina_emit2 (c, ARDINA_R_24_6, ARDINA_R_18_10, winner, "%s wins the amphibious assault and holds %s, his "
                  "force ashore and his fleets in its port", ardina_side_label (winner), locale_label (p->locale));
  else
    ardina_emit (c, ARDINA_R_18_10, winner, "%s wins the battle and holds %s", ardina_side_label (winner),
                 locale_label (p->locale));
  guint rallied = 0;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if ((g->units[i].flags & ARDINA_PIECE_IN_BATTLE) && (g->units[i].flags & ARDINA_PIECE_DISRUPTED))
      g->units[i].flags &= (uint16_t) ~ARDINA_PIECE_DISRUPTED, rallied++;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if ((g->leaders[i].flags & ARDINA_PIECE_IN_BATTLE) && (g->leaders[i].flags & ARDINA_PIECE_DISRUPTED))
      g->leaders[i].flags &= (uint16_t) ~ARDINA_PIECE_DISRUPTED, rallied++;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if ((g->pieces[i].flags & ARDINA_PIECE_IN_BATTLE) && (g->pieces[i].flags & ARDINA_PIECE_DISRUPTED))
      g->pieces[i].flags &= (uint16_t) ~ARDINA_PIECE_DISRUPTED, rallied++;
  if (rallied)
    ardina_emit (c, ARDINA_R_18_7, ARDINA_SIDE_NONE, "%u disrupted piece%s rall%s", rallied,
                 rallied == 1 ? "" : "s", rallied == 1 ? "ies" : "y");
  guint unused[2] = { ardina_commit_offered (g, ARDINA_SIDE_AMERICAN, ARDINA_NONE),
                      ardina_commit_offered (g, ARDINA_SIDE_BRITISH, ARDINA_NONE) };
  if (unused[0] || unused[1])
    ardina_emit (c, ARDINA_R_18_5, ARDINA_SIDE_NONE, "unused committed Tactics markers go to the pool: "
                 "American %u, British %u", unused[0], unused[1]);
  ardina_commit_spend (g);
  p->after = 0;
  f->step = AFTER;
  return after_rows (c, f);
}

/* 18.11, R-17: victor first, one pick per enemy piece eliminated;
 * Tarleton's Quarter doubles the enemy's picks when its player wins, Shot
 * Heard Round the World its player's (7.9); then the fallen leaders'
 * survival rolls (21.4, R-83, R-11). */
static ArdinaRun
picks (ArdinaCtx *c, ArdinaFrame *f)
{
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  ArdinaGame *g = c->g;
  int16_t r = 0;
  if (ardina_returned (f, &r))
    p->shot |= (uint8_t) (r & 3);
  ArdinaSide winner = ardina_other ((ArdinaSide) p->loser);
  ArdinaSide order[2] = { winner, ardina_other (winner) };
  if (p->honors)
    ardina_emit2 (c, ARDINA_R_38_3, ARDINA_R_18_11, ARDINA_SIDE_NONE, "honors of war were declined before this "
                  "battle: neither side picks campaign markers for the pieces it eliminated (%u American, %u British)",
                  p->kills[ARDINA_SIDE_AMERICAN], p->kills[ARDINA_SIDE_BRITISH]);
  for (int k = 0; k < 2 && !p->honors; k++)
    {
      ArdinaSide s = order[k];
      guint n = p->kills[s] * (guint) ARDINA_CONST (MARKERS_PER_ELIMINATED_UNIT);
      /* Tarleton's Quarter: its player won, so the enemy draws double;
       * with the massacre rules he massacres instead (37, R-173). */
      if (p->quarter & SIDE_BIT (ardina_other (s)) && ardina_other (s) == winner
          && !(g->optional & ARDINA_OPTIONAL (37)))
        {
          n *= (guint) ARDINA_CONST (TARLETONS_QUARTER_MARKER_MULTIPLIER);
          ardina_emit (c, ARDINA_R_7_9, s, "Tarleton's Quarter: %s's picks are doubled", ardina_side_label (s));
        }
      if (p->shot & SIDE_BIT (s))
        {
          n *= (guint) ARDINA_CONST (SHOT_HEARD_MARKER_MULTIPLIER);
          ardina_emit (c, ARDINA_R_7_9, s, "Shot Heard Round the World: %s's picks are doubled",
                       ardina_side_label (s));
        }
      if (p->leader_kills[s])
        ardina_emit2 (c, ARDINA_R_18_11, ARDINA_R_21_1, s, "%s eliminated %u enemy piece%s (%u of them %s, "
                      "counted like units, R-17) and picks %u campaign marker%s", ardina_side_label (s), p->kills[s],
                      p->kills[s] == 1 ? "" : "s", p->leader_kills[s], p->leader_kills[s] == 1 ? "a leader" : "leaders", n,
                      n == 1 ? "" : "s");
      else
        ardina_emit (c, ARDINA_R_18_11, s, "%s eliminated %u enemy piece%s and picks %u campaign marker%s",
                     ardina_side_label (s), p->kills[s], p->kills[s] == 1 ? "" : "s", n, n == 1 ? "" : "s");
      for (guint i = 0; i < n; i++)
        if (!ardina_pick_marker (c, ARDINA_R_18_11, s))
          return ARDINA_RUN_ERROR;
    }
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (p->fallen >> i & 1)
      {
        ArdinaSide side = ardina_leader_side ((uint16_t) i);
        guint value = ardina_data_leaders[i].value;
        int die = ardina_roll (c, ARDINA_R_21_4, side, "leader survival");
        if (!die)
          return ARDINA_RUN_ERROR;
        uint16_t code = (uint16_t) (ARDINA_CODE_LEADER | i);
        if ((guint) die <= value)
          {
            ardina_place_set (g, code, (ArdinaPlace) { .zone = ARDINA_ZONE_POOL, .side = (uint8_t) side });
            ardina_emit (c, ARDINA_R_21_4, side, "%s rolls %d against his value %u: he escapes and returns to the "
                         "%s leader pool (R-11)", ardina_code_name (code), die, value, ardina_side_name (side));
          }
        else
          {
            ardina_place_set (g, code, (ArdinaPlace) { .zone = ARDINA_ZONE_REMOVED, .side = ARDINA_SIDE_NONE });
            ardina_emit (c, ARDINA_R_21_4, side, "%s rolls %d against his value %u: he is killed, out of the game",
                         ardina_code_name (code), die, value);
          }
      }
  p->fallen = 0;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    g->units[i].flags &= (uint16_t) ~ARDINA_PIECE_IN_BATTLE;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    g->leaders[i].flags &= (uint16_t) ~ARDINA_PIECE_IN_BATTLE;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    g->pieces[i].flags &= (uint16_t) ~ARDINA_PIECE_IN_BATTLE;
  ardina_pop (c, 0);
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
battle_run (ArdinaCtx *c, ArdinaFrame *f)
{
  switch (f->step)
    {
    case START:
      return start (c, f);
    case TACTICS:
      return tactics (c, f);
    case INITIATIVE:
      {
        int16_t r;
        ardina_returned (f, &r);
        return initiative (c, f);
      }
    case ROLLING:
      return rolling (c, f);
    case AFTER:
      return after_rows (c, f);
    case PICKS:
      return picks (c, f);
    case FRONTIER:   /* 35.3: no final round; the retreat follows at once */
      return decided (c, f, (ArdinaSide) ARDINA_PAYLOAD (f, Battle)->loser);
    case EXPEDITION:
      return retreat_expedition (c, f);
    default:
      return ARDINA_RUN_DECIDE;
    }
}

/* ---- decisions ---- */

static guint
battle_who (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide out[2])
{
  const Battle *p = ARDINA_PAYLOAD (f, Battle);
  switch (f->step)
    {
    case ROUND:
      out[0] = (ArdinaSide) p->firing;
      return 1;
    case ASSIGN:
      out[0] = ardina_other ((ArdinaSide) p->firing);
      return 1;
    case RETREAT:
      out[0] = (ArdinaSide) p->loser;
      return 1;
    default:
      return 0;
    }
}

/* A round is the battle's own decision; the hits and the retreat are
 * choices within it. */
static void
battle_decision (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = f->step == ROUND ? ARDINA_DECISION_BATTLE : ARDINA_DECISION_CHOOSE;
  out->rule = ardina_rule_nth (f->step == ROUND || f->step == ASSIGN ? ARDINA_R_18_4 : ARDINA_R_18_8);
}

static void
battle_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  const Battle *p = ARDINA_PAYLOAD (f, Battle);
  const char *where = locale_label (p->locale);
  battle_decision (g, f, side, out);
  switch (f->step)
    {
    case ROUND:
      g_snprintf (out->prompt, sizeof out->prompt, "battle at %s, round %u: %s fires %u dice and may spend up to "
                  "%u committed Tactics markers (fire N)%s", where, p->round, ardina_side_label (side),
                  unit_dice (g, p->locale, side) + fortress_dice (g, f, side), marker_cap (g, p->locale, side),
                  p->last_round ? ", a final round before the enemy retreats" : ", or declares a retreat (retreat)");
      break;
    case ASSIGN:
      g_snprintf (out->prompt, sizeof out->prompt, "battle at %s: %s chooses the piece %s by the %u just rolled "
                  "(assign PIECE)", where, ardina_side_label (side),
                  fire_hit (g, p->locale, (ArdinaSide) p->firing, p->hit) == ARDINA_HIT_ELIMINATE ? "eliminated"
                  : "disrupted", p->hit);
      break;
    default:
      g_snprintf (out->prompt, sizeof out->prompt, "battle at %s lost: %s chooses the adjacent locale his force "
                  "retreats to (retreat-to LOCALE)", where, ardina_side_label (side));
      break;
    }
}

/* 38.3, R-185: @side attacks in the battle honors declined made due:
 * he may not retreat from it. */
static gboolean
attacker_held (const ArdinaFrame *f, ArdinaSide side)
{
  return ARDINA_PAYLOAD ((ArdinaFrame *) f, Battle)->honors && side == (ArdinaSide) f->side;
}

/* 35.2: a frontier retreat may be declared now by @side, at the start of
 * his round (not the final one, 18.4(4b)), asked silently. */
static gboolean
frontier_open (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side)
{
  const Battle *p = ARDINA_PAYLOAD ((ArdinaFrame *) f, Battle);
  if (!(g->optional & ARDINA_OPTIONAL (35)) || p->last_round || p->kind != ARDINA_BATTLE_LAND || attacker_held (f, side))
    return FALSE;
  ArdinaCtx c = { (ArdinaGame *) g, NULL, NULL, TRUE };
  return ardina_frontier_retreat_ok (&c, side, p->locale);
}

/* 35.2, 35.3: `choose frontier` at the start of @side's round: his force
 * loses and retreats with no final round fired at it. */
static gboolean
act_frontier (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side)
{
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  if (p->last_round)
    return ardina_refuse (c, ARDINA_R_18_4, "%s is firing the final round before the enemy retreats: a retreat "
                          "may not be declared now", ardina_side_label (side));
  if (attacker_held (f, side))
    return ardina_refuse (c, ARDINA_R_38_3, "%s attacks at %s because honors of war were declined: he may not "
                          "retreat from this battle (R-185)", ardina_side_label (side), locale_label (p->locale));
  if (p->kind != ARDINA_BATTLE_LAND)
    return ardina_refuse (c, ARDINA_R_35_2, "a frontier retreat is made from a land battle");
  if (!ardina_frontier_retreat_ok (c, side, p->locale))
    return FALSE;
  if (c->check_only)
    return TRUE;
  ardina_frontier_retreat_told (c, side, p->locale);
  p->loser = (uint8_t) side;
  p->firing = ARDINA_SIDE_NONE;
  f->step = FRONTIER;
  return TRUE;
}

/* The decisions battle_act accepts, generated from its own checks: in a
 * round, fire as many committed markers as may be spent (18.5, R-16), or
 * retreat unless this is the final round (18.4(4b)); a hit assigned to a
 * piece of the side in the battle (18.4); a retreat along a route open to
 * the survivors (18.8). */
static void
battle_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  const Battle *p = ARDINA_PAYLOAD (f, Battle);
  switch (f->step)
    {
    case ROUND:
      for (guint n = 0, cap = MIN (marker_cap (g, p->locale, side), ardina_commit_offered (g, side, ARDINA_NONE));
           n <= cap; n++)
        ardina_actions_add (out, side, ARDINA_VERB_FIRE, 1, ARDINA_CODE_NUMBER | n);
      if (!p->last_round && !ardina_fortress_holds (g, side, p->locale) && !attacker_held (f, side))
        ardina_actions_add (out, side, ARDINA_VERB_RETREAT, 0);
      if (frontier_open (g, f, side))
        ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, ARDINA_OPERAND_WORD (ARDINA_WORD_FRONTIER));
      break;
    case ASSIGN:
      EACH_FIGHTING_UNIT (g, p->locale, i)
        if (ardina_unit_controller (g, (uint16_t) i) == side && !shielded (p->kind, i, fortress_shot (g, f)))
          ardina_actions_add (out, side, ARDINA_VERB_ASSIGN, 1, ARDINA_CODE_UNIT | i);
      EACH_FIGHTING_LEADER (g, p->locale, i)
        if (ardina_leader_controller (g, (uint16_t) i) == side)
          ardina_actions_add (out, side, ARDINA_VERB_ASSIGN, 1, ARDINA_CODE_LEADER | i);
      for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
        if (arises_fights (g, i, p->locale, side))
          ardina_actions_add (out, side, ARDINA_VERB_ASSIGN, 1, ARDINA_CODE_PIECE | i);
      break;
    case RETREAT:
      {
        uint16_t opts[64];
        guint n = retreat_options (g, f, opts, G_N_ELEMENTS (opts));
        for (guint i = 0; i < n; i++)
          ardina_actions_add (out, side, ARDINA_VERB_RETREAT_TO, 1, ARDINA_CODE_LOCALE | opts[i]);
        break;
      }
    default:
      break;
    }
}

/* Every action of the verbs battle_generate owns, whatever the step: the
 * space debug builds hold it to. */
static void
battle_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  for (guint n = 0; n <= ARDINA_DATA_N_CAMPAIGN_PIECES; n++)
    ardina_actions_add (out, side, ARDINA_VERB_FIRE, 1, ARDINA_CODE_NUMBER | n);
  ardina_actions_add (out, side, ARDINA_VERB_RETREAT, 0);
  ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, ARDINA_OPERAND_WORD (ARDINA_WORD_FRONTIER));
  ardina_actions_add_codes (out, side, ARDINA_VERB_ASSIGN, ARDINA_CODE_UNIT, ARDINA_DATA_N_UNITS);
  ardina_actions_add_codes (out, side, ARDINA_VERB_ASSIGN, ARDINA_CODE_LEADER, ARDINA_DATA_N_LEADERS);
  ardina_actions_add_codes (out, side, ARDINA_VERB_ASSIGN, ARDINA_CODE_PIECE, ARDINA_DATA_N_CAMPAIGN_PIECES);
  ardina_actions_add_codes (out, side, ARDINA_VERB_RETREAT_TO, ARDINA_CODE_LOCALE, ARDINA_DATA_N_LOCALES);
}

/* 24.6(1), 24.12: what an assault's fleets and marines add to @side's
 * dice this round, told when they add any. */
static void
assault_dice (ArdinaCtx *c, const Battle *p, ArdinaSide side)
{
  guint fleet = 0, marine = 0;
  EACH_FIGHTING_UNIT (c->g, p->locale, i)
    if (ardina_unit_controller (c->g, (uint16_t) i) == side)
      {
        guint dice = ardina_unit_fire_dice (c->g, (uint16_t) i, p->locale);
        guint plain = ardina_data_units[i].strength * (guint) ARDINA_CONST (FIRE_DICE_PER_FACTOR);
        if (ardina_is_fleet ((uint16_t) i))
          fleet += dice;
        else if (ardina_data_units[i].type == ARDINA_UNIT_TYPE_MARINE && dice > plain)
          marine += dice - plain;
      }
  if (fleet)
    ardina_emit (c, ARDINA_R_24_6, side, "the assaulting fleets' combat factors fire %u of the dice", fleet);
  if (marine)
    ardina_emit2 (c, ARDINA_R_24_12, ARDINA_R_24_6, side, "the marines' +1 in an amphibious assault fires %u of "
                  "the dice", marine);
}

/* 18.4(2), 18.5: spend @n committed markers (to the pool at once). */
static gboolean
act_fire (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  ArdinaSide side = (ArdinaSide) a->side;
  guint n = ARDINA_CODE_INDEX (a->args[0]);
  guint committed = ardina_commit_offered (c->g, side, ARDINA_NONE);
  if (ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_NUMBER || n > committed)
    return ardina_refuse (c, ARDINA_R_18_5, "%s has %u committed Tactics marker%s left to spend",
                          ardina_side_label (side), committed, committed == 1 ? "" : "s");
  if (n > marker_cap (c->g, p->locale, side))
    return ardina_refuse (c, ARDINA_R_18_5, "no more Tactics markers may be spent in a round than the printed "
                          "strength of the undisrupted units firing (%u) (R-16)",
                          marker_cap (c->g, p->locale, side));
  if (c->check_only)
    return TRUE;
  guint spent = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES && spent < n; i++)
    {
      const ArdinaPlace *pl = &c->g->pieces[i];
      if (pl->zone == ARDINA_ZONE_HAND && pl->side == side && (pl->flags & ARDINA_PIECE_OFFERED))
        ardina_piece_move (c->g, (uint16_t) (ARDINA_CODE_PIECE | i), ARDINA_ZONE_POOL, ARDINA_SIDE_NONE), spent++;
    }
  guint fort = fortress_dice (c->g, f, side);
  guint dice = unit_dice (c->g, p->locale, side) + fort + n * (guint) ARDINA_CONST (FIRE_DICE_PER_TACTICS_MARKER);
  p->dice = p->thrown = (uint8_t) dice;
  guint terrain = terrain_dice (c->g, p->locale, side);
  if (!dice)
    ardina_emit2 (c, ARDINA_R_18_4, ARDINA_R_21_3, side, "round %u: %s has no undisrupted combat unit in the "
                  "battle and fires no die: leaders never fire", p->round, ardina_side_label (side));
  else if (terrain)
    ardina_emit2 (c, ARDINA_R_18_4, ARDINA_R_18_12, side, "round %u: %s fires %u dice, %u of them for light or "
                  "Indian units in a wilderness or Indian locale%s", p->round, ardina_side_label (side), dice,
                  terrain, n ? ", and Tactics markers spent to the pool" : "");
  else if (n)
    ardina_emit2 (c, ARDINA_R_18_4, ARDINA_R_18_5, side, "round %u: %s fires %u dice, %u of them for Tactics "
                  "markers spent to the pool", p->round, ardina_side_label (side), dice, n);
  else
    ardina_emit (c, ARDINA_R_18_4, side, "round %u: %s fires %u di%s", p->round, ardina_side_label (side), dice,
                 dice == 1 ? "e" : "ce");
  if (p->kind == ARDINA_BATTLE_AMPHIBIOUS && dice)
    assault_dice (c, p, side);
  if (fort)
    ardina_emit2 (c, ARDINA_R_28_3, p->kind == ARDINA_BATTLE_AMPHIBIOUS ? ARDINA_R_24_6 : ARDINA_R_18_4, side,
                  "%s's fortress in %s defends with its combat value: %u "
                  "of the dice, rolled first%s", ardina_side_label (side), locale_label (p->locale), fort,
                  p->kind == ARDINA_BATTLE_AMPHIBIOUS ? ", the only ones that may hit the assault's fleets" : "");
  f->step = ROLLING;
  return TRUE;
}

static gboolean
battle_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  Battle *p = ARDINA_PAYLOAD (f, Battle);
  ArdinaSide side = (ArdinaSide) a->side;
  /* 18.2, 18.3: nothing in the locale may be left out of the battle. */
  if (a->verb == ARDINA_VERB_DROP)
    return ardina_refuse (c, side == f->side ? ARDINA_R_18_2 : ARDINA_R_18_3, "%s must %s with every unit in "
                          "the battle: none may be withheld", ardina_side_label (side),
                          side == f->side ? "attack" : "defend");
  /* 18.6: no step reduction: a hit is not taken by splitting a regular. */
  if (a->verb == ARDINA_VERB_SPLIT && f->step == ASSIGN)
    return ardina_refuse (c, ARDINA_R_18_6, "there is no step reduction: a regular is not split into detachments "
                          "to take a hit, and an eliminated regular is not replaced by one");
  switch (f->step)
    {
    case ROUND:
      if (a->verb == ARDINA_VERB_FIRE)
        return act_fire (c, f, a);
      if (a->verb == ARDINA_VERB_CHOOSE && a->args[0] == ARDINA_OPERAND_WORD (ARDINA_WORD_FRONTIER))
        return act_frontier (c, f, side);
      if (a->verb != ARDINA_VERB_RETREAT)
        return ardina_refuse (c, ARDINA_R_18_4, "in his round %s fires (fire N) or declares a retreat (retreat)",
                              ardina_side_label (side));
      if (p->last_round)
        return ardina_refuse (c, ARDINA_R_18_4, "%s is firing the final round before the enemy retreats: a "
                              "retreat may not be declared now", ardina_side_label (side));
      if (ardina_fortress_holds (c->g, side, p->locale))
        return ardina_refuse (c, ARDINA_R_28_2, "%s's force fights under its own fortress in %s and may not "
                              "retreat from it (R-120)", ardina_side_label (side), locale_label (p->locale));
      if (attacker_held (f, side))
        return ardina_refuse (c, ARDINA_R_38_3, "%s attacks at %s because honors of war were declined: he may not "
                              "retreat from this battle (R-185)", ardina_side_label (side), locale_label (p->locale));
      if (c->check_only)
        return TRUE;
      /* 18.4(4b): the retreating side fires no round of its own: the
       * enemy's final round takes its place and its number. */
      p->retreating = (uint8_t) side;
      p->last_round = 1;
      ardina_emit2 (c, ARDINA_R_18_4, ARDINA_R_18_8, side, "%s declares a retreat at the start of his round %u "
                    "(R-14): instead, %s fires one final round", ardina_side_label (side), p->round,
                    ardina_side_label (ardina_other (side)));
      p->firing = (uint8_t) ardina_other (side);
      return TRUE;
    case ASSIGN:
      {
        const ArdinaPlace *pl = ardina_place_get (c->g, a->args[0]);
        uint16_t code = a->args[0];
        gboolean ok = a->verb == ARDINA_VERB_ASSIGN && pl
                      && ((ARDINA_CODE_KIND (code) == ARDINA_CODE_UNIT
                           && unit_fights (c->g, ARDINA_CODE_INDEX (code), p->locale, side)
                           && !shielded (p->kind, ARDINA_CODE_INDEX (code), fortress_shot (c->g, f)))
                          || (ARDINA_CODE_KIND (code) == ARDINA_CODE_LEADER
                              && leader_fights (c->g, ARDINA_CODE_INDEX (code), p->locale, side))
                          || (ARDINA_CODE_KIND (code) == ARDINA_CODE_PIECE
                              && arises_fights (c->g, ARDINA_CODE_INDEX (code), p->locale, side)));
        if (ARDINA_CODE_KIND (code) == ARDINA_CODE_MARKER && ARDINA_CODE_INDEX (code) == ARDINA_MARKER_FORTRESS)
          return ardina_refuse (c, ARDINA_R_28_3, "a fortress is never the target of enemy fire: %s takes the %u "
                                "with one of his units or leaders in the battle", ardina_side_label (side), p->hit);
        if (!ok)
          return ardina_refuse (c, ARDINA_R_18_4, "%s must choose one of his units or leaders in the battle to "
                                "take the %u just rolled (assign PIECE)", ardina_side_label (side), p->hit);
        if (c->check_only)
          return TRUE;
        take_hit (c, p, code, p->hit, TRUE);
        p->hit = 0;
        f->step = ROLLING;
        return TRUE;
      }
    case RETREAT:
      {
        uint16_t to = ARDINA_CODE_INDEX (a->args[0]);
        const char *why = NULL;
        if (a->verb != ARDINA_VERB_RETREAT_TO || ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_LOCALE
            || to >= ARDINA_DATA_N_LOCALES)
          return ardina_refuse (c, ARDINA_R_18_8, "%s chooses where his beaten force retreats (retreat-to LOCALE)",
                                ardina_side_label (side));
        ArdinaForce force;
        survivors (c->g, p->locale, side, &force);
        uint16_t bar = loser_barred (c->g, f, &force, to, &why);
        if (bar)
          return ardina_refuse (c, bar, "%s cannot retreat to %s: %s", ardina_side_label (side), locale_label (to),
                                why);
        if (c->check_only)
          return TRUE;
        if (assault_beaten (f))
          sail_away (c, p, to);
        else if (to == p->locale)
          ardina_emit (c, ARDINA_R_28_13, side, "%s's beaten sortie force falls back into its fortress at %s",
                       ardina_side_label (side), locale_label (to));
        else if (expedition_start (c, p, to))
          {
            f->step = EXPEDITION;   /* 33.2: the dice at the border first (retreat_expedition) */
            return TRUE;
          }
        else
          retreat_to (c, p, to, 0);
        f->step = END;
        return TRUE;
      }
    default:
      return ardina_refuse (c, ARDINA_R_18_4, "the battle is not waiting for a decision");
    }
}

/* The END step runs finish () once the retreat is done. */
static ArdinaRun
battle_run_all (ArdinaCtx *c, ArdinaFrame *f)
{
  if (f->step == END)
    return finish (c, f);
  return battle_run (c, f);
}

/* A battle stands on the combat phase (or, later, on a move: overrun 34,
 * amphibious assault 24.6), attacker its side. */
static gboolean
battle_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const Battle *p = ARDINA_PAYLOAD (f, Battle);
  if (!depth || g->stack[depth - 1].proc != ARDINA_PROC_COMBAT || g->stack[depth - 1].side != f->side)
    {
      g_string_append (why, "a battle stands on its attacker's combat phase");
      return FALSE;
    }
  if ((f->step == ROUND || f->step == ROLLING || f->step == ASSIGN) && p->firing > ARDINA_SIDE_BRITISH)
    {
      g_string_append (why, "a battle's round needs a firing side");
      return FALSE;
    }
  /* 18.4(4b): a final round follows a declared retreat, fired at the
   * side that declared it. */
  if (p->last_round != (p->retreating <= ARDINA_SIDE_BRITISH))
    {
      g_string_append (why, "a battle has a final round exactly when a side has declared a retreat (18.4(4b))");
      return FALSE;
    }
  if (p->last_round && (f->step == ROUND || f->step == ROLLING || f->step == ASSIGN) && p->firing == p->retreating)
    {
      g_string_append (why, "the final round is fired at the retreating side, not by it (18.4(4b))");
      return FALSE;
    }
  if (f->step == ASSIGN && (p->hit < 1 || p->hit > 6 || fire_hit (g, p->locale, (ArdinaSide) p->firing, p->hit)
                                                           == ARDINA_HIT_NONE))
    {
      g_string_append (why, "a casualty is chosen for a die that hits (18.4(2))");
      return FALSE;
    }
  if (p->kind > ARDINA_BATTLE_AMPHIBIOUS
      || (p->kind != ARDINA_BATTLE_LAND && ardina_data_locales[p->locale].kind == ARDINA_LOCALE_KIND_HIGH_SEAS))
    {
      g_string_append (why, "a battle is a land battle, or a fleet battle or an assault in a port (24.8, 24.6)");
      return FALSE;
    }
  if ((f->step == RETREAT || f->step >= END) && p->loser > ARDINA_SIDE_BRITISH)
    {
      g_string_append (why, "a battle's retreat and end need a loser");
      return FALSE;
    }
  /* 33.2: the militia roll at the border of the locale the retreat goes
   * to, a neighbour in another region, while the battle waits on the die */
  if ((f->step == EXPEDITION) != (p->heading != 0)
      || (f->step == EXPEDITION
          && (f->call != ARDINA_CALL_WAITING || p->heading > ARDINA_DATA_N_LOCALES
              || ardina_route_between (p->locale, p->heading - 1) == ARDINA_NONE
              || !ardina_crosses_border (p->locale, p->heading - 1))))
    {
      g_string_append (why, "[33.2] a retreat's militia roll at the border of a neighbouring region while the "
                       "battle waits on their die, and only then");
      return FALSE;
    }
  if (f->step > INITIATIVE && f->step < END && f->call == ARDINA_CALL_WAITING)
    {
      g_string_append (why, "a battle waits on nothing while its rounds are fought");
      return FALSE;
    }
  return TRUE;
}

/* The save's names of the kinds a battle may be (a land battle, a fleet
 * battle, 24.8, an amphibious assault, 24.6). */
static const char *
battle_kind_name (guint i)
{
  static const char *const names[] = { "land", "fleets", "amphibious" };
  return i < G_N_ELEMENTS (names) ? names[i] : NULL;
}

/* The save's names of a battle's siege roles (28, sieges.c). */
static const char *
battle_siege_name (guint i)
{
  static const char *const names[] = { "none", "relief", "sortie", "assault" };
  G_STATIC_ASSERT (G_N_ELEMENTS (names) == ARDINA_SIEGE_ROLE_COUNT);
  return i < G_N_ELEMENTS (names) ? names[i] : NULL;
}

/* 1 + a locale, or 0: "none" (33.2's heading). */
static const char *
heading_name (guint i)
{
  return i == 0 ? "none" : i <= ARDINA_DATA_N_LOCALES ? ardina_data_locales[i - 1].name : NULL;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_NAMED (Battle, locale, "locale", ardina_locale_name_at, ARDINA_DATA_N_LOCALES),
  ARDINA_FIELD_DEF (Battle, firing, "firing", ARDINA_FIELD_SIDE, -1, 1),
  ARDINA_FIELD_DEF (Battle, round, "round", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Battle, dice, "dice-left", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Battle, thrown, "dice", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Battle, hit, "hit", ARDINA_FIELD_BYTE, 0, 6),
  ARDINA_FIELD_DEF (Battle, retreating, "retreating", ARDINA_FIELD_SIDE, -1, 1),
  ARDINA_FIELD_DEF (Battle, last_round, "final-round", ARDINA_FIELD_BOOL, 0, 1),
  ARDINA_FIELD_DEF (Battle, loser, "loser", ARDINA_FIELD_SIDE, -1, 1),
  ARDINA_FIELD_DEF (Battle, kills[0], "american-eliminated", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Battle, kills[1], "british-eliminated", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Battle, leader_kills[0], "american-eliminated-leaders", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Battle, leader_kills[1], "british-eliminated-leaders", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Battle, quarter, "tarletons-quarter", ARDINA_FIELD_BYTE, 0, 3),
  ARDINA_FIELD_DEF (Battle, shot, "shot-heard", ARDINA_FIELD_BYTE, 0, 3),
  ARDINA_FIELD_DEF (Battle, committed[0], "american-committed", ARDINA_FIELD_BYTE, 0, ARDINA_MAX_PIECES),
  ARDINA_FIELD_DEF (Battle, committed[1], "british-committed", ARDINA_FIELD_BYTE, 0, ARDINA_MAX_PIECES),
  ARDINA_FIELD_DEF (Battle, total[0], "american-initiative", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Battle, total[1], "british-initiative", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Battle, stalemate, "stalemate", ARDINA_FIELD_BOOL, 0, 1),
  ARDINA_FIELD_DEF (Battle, fallen, "fallen", ARDINA_FIELD_LEADERS, 0, 0),
  ARDINA_FIELD_NAMED (Battle, kind, "kind", battle_kind_name, ARDINA_BATTLE_AMPHIBIOUS + 1),
  ARDINA_FIELD_NAMED (Battle, siege, "siege", battle_siege_name, ARDINA_SIEGE_ROLE_COUNT),
  ARDINA_FIELD_DEF (Battle, after, "after-rows", ARDINA_FIELD_BYTE, 0, 64),
  ARDINA_FIELD_DEF (Battle, honors, "honors", ARDINA_FIELD_BOOL, 0, 1),
  ARDINA_FIELD_NAMED (Battle, heading, "heading", heading_name, ARDINA_DATA_N_LOCALES + 1),
  ARDINA_FIELD_DEF (Battle, cursor, "cursor", ARDINA_FIELD_BYTE, 0, ARDINA_MAX_UNITS),
};

const ArdinaProcClass ardina_battle_class = {
  .name = "battle", .owner = ARDINA_OWNER_PLAYER, .commits = 1,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = battle_run_all, .who = battle_who, .prompt = battle_prompt, .decision = battle_decision,
  .candidates = ardina_candidates_none, .act = battle_act, .check = battle_check,
  .generate = battle_generate, .space = battle_space,
};
