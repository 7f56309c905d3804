/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What the rules sections share with each other. Each section's file
 * registers its procedure classes and markers in registry.c; this header
 * holds only the functions one section offers another. */
#ifndef ARDINA_RULES_H
#define ARDINA_RULES_H

#include "core/engine.h"
#include "rules/turn-steps.h"

/* turn-steps.c: the rows of the sequence of play (5.1) and what each
 * says; below the phases, which ask them, and turn.c, which calls the
 * phases. The names, in row order, are the turn class's step names. */
extern const char *const ardina_turn_step_names[ARDINA_STEP_COUNT];
int ardina_turn_step_lookup (const char *name);
const char *ardina_turn_step_label (uint8_t step);
uint16_t ardina_turn_step_rule (uint8_t step);
/* The procedure a step of the turn calls, or ARDINA_PROC_COUNT. */
uint8_t ardina_turn_step_proc (uint8_t step);
/* The acting player of a step, ARDINA_SIDE_NONE for the automatic ones. */
ArdinaSide ardina_turn_step_actor (const ArdinaGame *g, uint8_t step);
/* Whether the players are told the step's phase begins. */
gboolean ardina_turn_step_announced (uint8_t step);

/* turn-steps.c: what holds for the rest of one game turn, kept in the
 * turn frame's payload and cleared as the turn marker advances (turn.c).
 * Each rules section owns its own fields (and their descriptors in
 * turn.c). */
typedef struct {
  /* political.c (6, 7.9 Debate in Parliament) */
  int16_t debate;          /* British political dice added (+) or removed (-) this turn */
  uint8_t rolled[2];       /* the side has rolled its political dice this turn */
  /* mobilization.c (7.9 Hessians) */
  uint8_t hessians_barred; /* no British Hessian recruiting this turn */
} ArdinaTurnFacts;
/* The facts of the turn under way, NULL before the first turn (set-up). */
ArdinaTurnFacts *ardina_turn_facts (ArdinaGame *g);
const ArdinaTurnFacts *ardina_turn_facts_get (const ArdinaGame *g);

/* setup.c: the instruction a set-up waits on, or NULL when the game is
 * not at a set-up decision. */
const ArdinaDataSetup *ardina_setup_instruction (const ArdinaGame *g);

/* victory.c: how to win (3) */
gboolean ardina_victory_check (ArdinaCtx *c);
void ardina_game_end (ArdinaCtx *c);
guint ardina_town_points (const ArdinaGame *g, ArdinaSide side);

/* data-facts.c: read from the tables and the tracks, calling no rules
 * file: a locale's division (2.7), a division's neutral owner (26.3), the
 * Balance of Power's effects (12.7, R-29). A locale's division is inline:
 * movement, costs and the loyalty brackets ask it per piece and route. */
static inline uint16_t
ardina_locale_region (uint16_t locale)   /* map region or ARDINA_NONE */
{
  return locale < ARDINA_DATA_N_LOCALES ? ardina_data_locales[locale].region : ARDINA_NONE;
}
uint8_t ardina_region_neutral_owner (uint16_t map_region);  /* 26.3, or ARDINA_UNATION_COUNT */
uint32_t ardina_balance_effects (const ArdinaGame *g);

/* at-war.h, at-war.c: who is at war (26.1, 26.3), the one place that
 * says so: allied, frozen, who controls a piece, where it may stand. */
#include "at-war.h"

/* regions.c: where a locale lies (2.7) and what that means for a side */
/* A locale's name, as a payload field's name_at (ARDINA_FIELD_NAMED). */
const char *ardina_locale_name_at (guint i);
uint16_t ardina_locale_loyalty_region (uint16_t locale);   /* loyalty region or ARDINA_NONE */
/* A region's loyalty seen from @side: positive is pro @side (11.6). */
int ardina_loyalty_for (const ArdinaGame *g, uint16_t loyalty_region, ArdinaSide side);
/* Pro, neutral or enemy for @side (11.6, 19.2, R-31). */
ArdinaBracket ardina_loyalty_bracket (const ArdinaGame *g, uint16_t locale, ArdinaSide side);
uint8_t ardina_box_nation (uint16_t locale);                /* 25.2-25.4, or ARDINA_UNATION_COUNT */

/* alliances.c: after the Balance of Power marker moved from @before
 * (12.2-12.6), France and Spain enter the war or leave it (26.1, 26.5),
 * and a nation that leaves runs 26.4. Returns 1 when it called a
 * procedure the caller must wait for (return ARDINA_RUN_AGAIN), 0 when
 * nothing is pending, -1 on error. */
int ardina_alliance_after_shift (ArdinaCtx *c, int before);

/* progress.c (10, 4.9, 4.10): the Revolutionary Progress Table */
/* The effects in force at the marker's level and below it (10.5). */
uint32_t ardina_progress_effects (const ArdinaGame *g);
gboolean ardina_progress_has (const ArdinaGame *g, guint effect);
/* An American win moves the marker right (10.2) unless at the top (10.4)
 * and fires the new level's effects (10.5, 4.9, 4.10). Returns 1 when it
 * called Washington's placement (the caller waits), 0 when nothing is
 * pending, -1 on error. */
int ardina_progress_advance (ArdinaCtx *c);
/* Whether rules-xml marks @table's row @key (its @field, or its first
 * value when NULL) reconstructed: events then say "(reconstructed)". */
gboolean ardina_value_reconstructed (const char *table, const char *key, const char *field);
/* towns.c: towns (6.2-6.5), shared by the Political Phase and the
 * Victory Check (3.1) */
/* 6.3: 1 in @occupied for each locale where @side has a combat unit of a
 * nation at war (a neutral's units occupy nothing, 6.6, 26.1). */
void ardina_town_occupied (const ArdinaGame *g, ArdinaSide side, uint8_t occupied[ARDINA_MAX_LOCALES]);
/* The points an occupied locale gives @side, before 11.6(2)'s doubling;
 * 0 with the rule denying them in @why (6.4, 6.5, 26.3, 37.2), or 0 in
 * @why when it gives its value. @why may be NULL. */
guint ardina_town_value (const ArdinaGame *g, uint16_t locale, ArdinaSide side, uint16_t *why);
/* costs.c, mobilization.c: what units cost and where they come into play
 * (13, 27, 4.8, 25.5), shared with the recruiting markers (7.9, 13.11) */
int ardina_item_cost (const ArdinaGame *g, ArdinaSide side, uint8_t item, uint8_t nation, uint8_t bracket,
                      gboolean *reconstructed);
int ardina_unit_cost (const ArdinaGame *g, ArdinaSide side, uint16_t unit, uint16_t locale, gboolean *reconstructed);
gboolean ardina_turn1_doubled (const ArdinaGame *g, ArdinaSide side);              /* 4.8 */
gboolean ardina_continentals_reduced (const ArdinaGame *g);                        /* 13.4 */
gboolean ardina_side_units_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale);
/* ardina_side_units_at for every locale at once, as bits: bit l % 64 of
 * @held[side][l / 64] (a listing asking it of many locales). */
void ardina_sides_at (const ArdinaGame *g, uint64_t held[2][ARDINA_MAX_LOCALES / 64]);
guint ardina_leader_value_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale);
/* Each refuses with its rule when not: the unit may come into play (4.11,
 * 13.5, 13.7, 13.9, 13.10, 26.1); its nation may be in the locale and no
 * enemy stands there but for Indians (25.2-25.4, 26.3, R-55); its type is
 * raised there in the ordinary way (13.6, 13.8, 27.2, R-53, R-54). */
gboolean ardina_unit_available (ArdinaCtx *c, ArdinaSide side, uint16_t unit);
gboolean ardina_locale_open (ArdinaCtx *c, ArdinaSide side, uint16_t unit, uint16_t locale);
gboolean ardina_locale_kind_ok (ArdinaCtx *c, uint16_t unit, uint16_t locale);
gboolean ardina_indian_locale_ok (ArdinaCtx *c, uint16_t locale);                  /* 27.2, 37.2 */
/* 7.9 Minutemen: may its militia appear in @locale? Refuses with 7.9. */
gboolean ardina_minutemen_locale_ok (ArdinaCtx *c, ArdinaSide side, uint16_t locale);
/* Puts @unit in @locale for @cost, marked mobilized; the American picks
 * for a Hessian or an Indian (27.1, 27.2). */
gboolean ardina_mobilize_put (ArdinaCtx *c, ArdinaSide side, uint16_t unit, uint16_t locale, int cost, uint16_t rule);
/* The recruiting markers' choices (mobilization.c). */
typedef enum {
  ARDINA_RECRUIT_HESSIANS,
  ARDINA_RECRUIT_INDIANS,
  ARDINA_RECRUIT_DRILL_AMERICAN,
  ARDINA_RECRUIT_DRILL_BRITISH,
  ARDINA_RECRUIT_PULASKI,
  ARDINA_RECRUIT_LEADER_ARISES,
  ARDINA_RECRUIT_MINUTEMEN,      /* markers/minutemen.c, 7.9 */
  ARDINA_RECRUIT_COUNT
} ArdinaRecruitKind;
gboolean ardina_recruit_call (ArdinaCtx *c, ArdinaSide side, uint16_t piece, ArdinaRecruitKind kind);
/* Refuses with 7.9 when nothing the marker allows is possible now. */
gboolean ardina_recruit_possible (ArdinaCtx *c, ArdinaSide side, uint16_t piece, ArdinaRecruitKind kind);

/* forces.c: forces and what they are worth (15.1, 16.12, 18.4(1), R-13),
 * shared by movement, battles, forage, enlistment and the oracle's
 * expectations. */
gboolean ardina_is_fleet (uint16_t unit);
/* Every unit and leader @side controls at @locale. */
void ardina_force_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale, ArdinaForce *out);
/* Whether @side has at @locale a unit (ARDINA_HAS_UNIT in @which) or a
 * leader (ARDINA_HAS_LEADER) whose flags masked by @mask are @want (0, 0:
 * any piece), from the board's lists of the locale. */
#define ARDINA_HAS_UNIT 1u
#define ARDINA_HAS_LEADER 2u
gboolean ardina_side_has_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale, guint which, uint16_t mask,
                             uint16_t want);
gboolean ardina_enemy_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale);  /* 15.3, 16.10 */
gboolean ardina_fleet_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale);  /* 19.4, 24.7, R-72 */
guint ardina_force_units (const ArdinaForce *f);
guint ardina_force_leaders (const ArdinaForce *f);
gboolean ardina_force_light (const ArdinaForce *f);      /* 16.12: leaders, light troops, Indians only */
gboolean ardina_force_militia (const ArdinaForce *f);    /* 21.6: militia, light, militia leaders only */
gboolean ardina_force_naval (const ArdinaForce *f);      /* 24.1: fleets only */
gboolean ardina_force_sails (const ArdinaForce *f);      /* 24.1, 24.4: holds a fleet, moves by sea */
guint ardina_force_fleets (const ArdinaForce *f);         /* its fleets */
guint ardina_force_cargo (const ArdinaForce *f);          /* 24.5: its land combat units */
int ardina_force_landsman (const ArdinaForce *f);   /* 21.7, 24.7, R-72: -1 when all are admirals */
/* The units of one ARDINA_UNIT_TYPE_x, the leaders of one ARDINA_LEADER_KIND_x,
 * the units and leaders of one ARDINA_UNATION_x, as sets; whether two sets
 * of units meet. */
const ArdinaUnitSet *ardina_units_of_type (guint type);
ArdinaLeaderSet ardina_leaders_of_kind (guint kind);
const ArdinaUnitSet *ardina_units_of_nation (guint nation);
ArdinaLeaderSet ardina_leaders_of_nation (guint nation);
gboolean ardina_units_meet (const ArdinaUnitSet *s, const ArdinaUnitSet *a);
/* leaders.c: what @leader gives @force (21.3 disrupted, the LEADER rows:
 * 21.6, 21.7; R-13), and the rule that cuts it below his printed value
 * (0 if none). */
guint ardina_leader_effective (const ArdinaGame *g, uint16_t leader, const ArdinaForce *force);
uint16_t ardina_leader_reduced_by (const ArdinaGame *g, uint16_t leader, const ArdinaForce *force);
guint ardina_arises_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale);   /* 7.9 Leader Arises */
guint ardina_leadership_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale); /* 18.4(1), R-13 */
guint ardina_fleet_leadership_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale); /* 24.8, 21.7 */
uint16_t ardina_idle_admiral_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale); /* 21.7, R-71 */
int ardina_route_cost (const ArdinaForce *force, uint16_t route);   /* 16.12; -1: 16.9 forbids */
int ardina_route_cost_of (gboolean naval, gboolean light, uint16_t route);
uint16_t ardina_route_between (uint16_t from, uint16_t to);         /* ARDINA_NONE if none */
void ardina_locale_distances (uint16_t from, gboolean by_land, int dist[ARDINA_MAX_LOCALES]);   /* */
/* battle.c: 18.4(2) and the FIRE_DICE rows (18.12). */
guint ardina_unit_fire_dice (const ArdinaGame *g, uint16_t unit, uint16_t locale);
/* A unit's supply in a Forage Phase: fed by its locale (19.2), supplied
 * without foraging (19.4, 19.5), or out of supply and rolling (19.5). */
typedef enum {
  ARDINA_SUPPLY_FORAGE,
  ARDINA_SUPPLY_AUTOMATIC,
  ARDINA_SUPPLY_OUT,
} ArdinaSupply;
/* supply.c: @unit's supply, and in @rule the rule that decides it (19.5,
 * the SUPPLY rows: 19.4; else 19.2). */
ArdinaSupply ardina_unit_supply (const ArdinaGame *g, uint16_t unit, uint16_t *rule);
guint ardina_forage_limit (const ArdinaGame *g, ArdinaSide side, uint16_t locale); /* 19.2, R-31, FORAGE rows */
void ardina_unit_eliminate (ArdinaGame *g, uint16_t unit);

/* combat.c, battle.c: the Combat Phase (18.1, 18.2) and a battle (18.4-18.11,
 * 21.3, 21.4, 22.1). */
/* What the battle-start and battle-end windows return: one bit per side
 * that played Tarleton's Quarter (start) or Shot Heard Round the World
 * (end) (7.9). */
#define ARDINA_BATTLE_MARKER_BIT(side) (1 << (side))
/* Land units or leaders of @side at @locale (fleets aside, R-71). */
gboolean ardina_land_force_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale);
/* A battle @side must still fight at @locale this Combat Phase (18.1, 18.2). */
gboolean ardina_battle_due (const ArdinaGame *g, ArdinaSide side, uint16_t locale);
/* Calls the battle at @locale, @attacker attacking (18.4); NULL when the
 * stack is full. An amphibious assault (24.6) will call it too. */
ArdinaFrame *ardina_battle_call (ArdinaCtx *c, ArdinaSide attacker, uint16_t locale);
/* fleets.c: fleets in battle (24.8-24.10, 21.7). */
gboolean ardina_fleet_battle_due (const ArdinaGame *g, ArdinaSide side, uint16_t locale); /* 24.8, R-100 */
gboolean ardina_fleet_battle_piece (uint16_t code);          /* 24.8: a fleet or an admiral */
uint16_t ardina_idle_general_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale); /* 21.7 */
uint16_t ardina_fleet_retreat_barred (uint16_t from, uint16_t to, const char **why);      /* 24.9 */
guint ardina_fleet_cargo (const ArdinaGame *g, uint16_t fleet, ArdinaLeaderSet *leaders); /* 24.10 */
/* movement.c, markers/minutemen.c, markers/committee.c: movement (14-17,
 * 21.6, 21.7, 23) and the markers played in the Movement Phase (7.9). */
/* The MP left to the move in progress (16.12), -1 when no force is moving
 * or it has not rolled yet. */
int ardina_move_allowance (const ArdinaGame *g);
/* The force of the move in progress (16.3(1)) and where it stands: FALSE
 * when no force is being formed or moved. */
gboolean ardina_move_force (const ArdinaGame *g, ArdinaForce *out, uint16_t *locale);
/* 7.9 Committee of Correspondence: is @piece one @side may spend on a
 * forced march now? */
gboolean ardina_committee_forced_march (const ArdinaGame *g, ArdinaSide side, uint16_t piece);

/* markers/privateers.c (7.9, R-112): a naval move (a force holding a
 * fleet) opens the enemy's Privateers moment at its roll; the window
 * returns ARDINA_PRIVATEERS_STALL when it was played, and the move is
 * then stalled at @origin. */
#define ARDINA_PRIVATEERS_STALL 1
gboolean ardina_privateers_naval (const ArdinaForce *force);
ArdinaMomentOpened ardina_privateers_moment (ArdinaCtx *c, ArdinaSide mover, uint16_t origin);
void ardina_privateers_stall (ArdinaCtx *c, ArdinaSide mover, const ArdinaForce *force, uint16_t origin);

/* militia.c (23) */
gboolean ardina_force_holds_militia (const ArdinaForce *force);   /* 23.1: a militia unit or leader */
gboolean ardina_crosses_border (uint16_t from, uint16_t to);      /* 23.1, R-78: map regions differ */

/* expeditions.c (33): militia trying a regional border. */
typedef enum {
  ARDINA_EXPEDITION_CROSSES,   /* within the commander's value: it crosses (33.1, 33.2) */
  ARDINA_EXPEDITION_STOPS,     /* above it: stops where it rolled (33.1); eliminated in a retreat (33.2) */
  ARDINA_EXPEDITION_HOME,      /* a 6 above it: goes home (33.1, R-165); eliminated in a retreat (33.2) */
} ArdinaExpedition;
gboolean ardina_expeditions_on (const ArdinaGame *g);
gboolean ardina_force_militia_units (const ArdinaForce *force);
gboolean ardina_expedition_due (const ArdinaGame *g, const ArdinaForce *force, uint16_t commander, uint16_t from,
                                uint16_t to);
ArdinaExpedition ardina_expedition_roll (int die, guint value);
void ardina_expedition_home (ArdinaGame *g, uint16_t unit);
uint16_t ardina_retreat_commander (const ArdinaGame *g, const ArdinaForce *force, ArdinaSide side, uint16_t locale,
                                   guint *value);
/* sea-retreat.c (18.9, R-84, R-110): may @force of @side, beaten at
 * @from, retreat by sea to @to (0, or the rule that bars it and why)?
 * Embarking the pieces @codes still at @from on @side's fleets there and
 * sailing those fleets to @to: how many pieces went, the fleets' names
 * appended to @fleets. */
uint16_t ardina_sea_retreat_barred (const ArdinaGame *g, const ArdinaForce *force, ArdinaSide side, uint16_t from,
                                    uint16_t to, const char **why);
guint ardina_sea_retreat_embark (ArdinaGame *g, ArdinaSide side, uint16_t from, uint16_t to, const uint16_t *codes,
                                 guint n, GString *fleets);
/* partisans.c: `partisan REGION [MARKER]` in the Mobilization Phase (29.2,
 * 9.1(4), R-6), its generated actions and their space (mobilization.c). */
gboolean ardina_partisan_buy (ArdinaCtx *c, ArdinaSide side, uint16_t region, uint16_t marker);
void ardina_partisan_generate (const ArdinaGame *g, ArdinaSide side, ArdinaActionList *out);
void ardina_partisan_space (ArdinaSide side, ArdinaActionList *out);
/* partisans.c: refuses with 29.3 unless @code is a colonial region with
 * room for a partisan of @side; whether it is pro @side (7.9, the
 * Committee's partisan); the 29.2 roll and placement for @side in map
 * region @region, called (@pushed FALSE) or pushed as an interrupt. */
gboolean ardina_partisan_region_ok (ArdinaCtx *c, ArdinaSide side, uint16_t code);
gboolean ardina_partisan_region_pro (const ArdinaGame *g, ArdinaSide side, uint16_t code);
gboolean ardina_partisan_start (ArdinaCtx *c, ArdinaSide side, guint region, gboolean free, gboolean pushed);
/* upgrades.c: `upgrade MILITIA UNIT` in the British Mobilization Phase
 * (31.1, 31.2), its generated actions and their space (mobilization.c). */
gboolean ardina_upgrade (ArdinaCtx *c, ArdinaSide side, uint16_t militia, uint16_t unit);
void ardina_upgrade_generate (const ArdinaGame *g, ArdinaSide side, ArdinaActionList *out);
void ardina_upgrade_space (ArdinaSide side, ArdinaActionList *out);
/* massacre.c (37): a massacre marker in @locale, section 37 in play (37.2);
 * @side massacres in @locale, caused by @cause (37.1, 37.3, 7.9): its
 * effects (37.2), FALSE when the dice source fails. */
gboolean ardina_massacre_here (const ArdinaGame *g, uint16_t locale);
gboolean ardina_massacre (ArdinaCtx *c, ArdinaSide side, uint16_t locale, uint16_t cause);

/* The owner of the map marker of @kind in @locale (markers[] holds 1 +
 * the side, 0 for none): ARDINA_SIDE_NONE when there is none. Fortresses
 * (28.1) and sieges (28.6) are asked this by several rules sections. */
static inline ArdinaSide
ardina_marker_owner (const ArdinaGame *g, uint8_t kind, uint16_t locale)
{
  uint8_t m = g->markers[kind][locale];
  return m ? (ArdinaSide) (m - 1) : ARDINA_SIDE_NONE;
}

/* An enemy partisan of @side stands in @locale (29.1: Rebels are the
 * American's, Tories the British): asked by costs.c (Minutemen), movement
 * and the partisan rows; inline, so that costs.c, which partisans.c asks
 * for prices, does not call back into it. */
static inline gboolean
ardina_enemy_partisan_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return g->markers[side == ARDINA_SIDE_AMERICAN ? ARDINA_MARKER_PARTISAN_TORY : ARDINA_MARKER_PARTISAN_REBEL][locale]
         != 0;
}

/* The first counter of @campaign @side may play at @moment, or -1: asked
 * at every listing by the markers played as free actions (committee.c,
 * bait.c), so only that kind's counters are looked at. */
static inline int
ardina_counter_playable (const ArdinaGame *g, ArdinaSide side, uint16_t campaign, uint8_t moment)
{
  guint n;
  const uint8_t *idx = ardina_campaign_counters (campaign, &n);
  for (guint k = 0; k < n; k++)
    {
      const ArdinaPlace *p = &g->pieces[idx[k]];
      /* the cheap test first: most counters are not in this hand */
      if (p->zone == ARDINA_ZONE_HAND && p->side == side
          && ardina_marker_playable (g, side, (uint16_t) (ARDINA_CODE_PIECE | idx[k]), moment))
        return ARDINA_CODE_PIECE | idx[k];
    }
  return -1;
}

/* A fortress of @side in @locale (28.1), section 28 in play. */
static inline gboolean
ardina_fortress_of (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return (g->optional & ARDINA_OPTIONAL (28)) && ardina_marker_owner (g, ARDINA_MARKER_FORTRESS, locale) == side;
}

/* A siege of @side in @locale: @side's units there besiege (28.6). */
static inline gboolean
ardina_siege_of (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return (g->optional & ARDINA_OPTIONAL (28)) && ardina_marker_owner (g, ARDINA_MARKER_SIEGE, locale) == side;
}

/* sieges.c (28.12, 28.13): the battle being fought at @locale is a relief
 * force's attack or a sortie, resolved as if no fortress or siege marker
 * were there; the fortress and siege rows then leave it alone. */
gboolean ardina_battle_plain (const ArdinaGame *g, uint16_t locale);
/* sieges.c (28.6, 28.9-28.15): laying a siege, combat at one, its end. */
typedef enum {
  ARDINA_SIEGE_ROLE_NONE,
  ARDINA_SIEGE_ROLE_RELIEF,    /* a relief force's attack (28.12) */
  ARDINA_SIEGE_ROLE_SORTIE,    /* the besieged attack (28.13) */
  ARDINA_SIEGE_ROLE_ASSAULT,   /* the besieging force attacks (28.7, 28.10) */
  ARDINA_SIEGE_ROLE_COUNT
} ArdinaSiegeRole;
int ardina_siege_cost (void);                                                        /* 28.6 */
gboolean ardina_siege_lay_ok (ArdinaCtx *c, ArdinaSide side, uint16_t locale, gboolean engineers);
void ardina_siege_lay (ArdinaCtx *c, ArdinaSide side, uint16_t locale, gboolean engineers);
guint ardina_siege_sites (const ArdinaGame *g, ArdinaSide side, uint16_t *out, guint max);
void ardina_siege_unlaid (ArdinaCtx *c, ArdinaSide side);                            /* 28.11 */
void ardina_sieges_lift (ArdinaCtx *c);                                              /* 28.14 */
gboolean ardina_relief_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale);  /* 28.12 */
gboolean ardina_siege_spares (const ArdinaGame *g, ArdinaSide side, uint16_t locale); /* 28.9, 28.13 */
gboolean ardina_siege_attack_ok (ArdinaCtx *c, ArdinaSide side, uint16_t locale);   /* 28.10 */
void ardina_siege_attack_told (ArdinaCtx *c, ArdinaSide side, uint16_t locale, gboolean owed);
/* 28.13: @side's battle at @locale would be a sortie of his besieged. */
gboolean ardina_siege_sortie (const ArdinaGame *g, ArdinaSide side, uint16_t locale);
/* 28.16: @locale is a port where @side's fortress is besieged: his
 * units land there and leave it as in a friendly port. */
gboolean ardina_siege_port (const ArdinaGame *g, ArdinaSide side, uint16_t locale);
/* 28.12: in a relief attack the attacker's pieces that did not come in
 * this phase, the besieged, stay out; 28.13: in a sortie the
 * besieged that were not taken into it stay out; @flags are the
 * piece's. */
static inline gboolean
ardina_siege_sits_out (uint8_t role, gboolean attacker, uint16_t flags)
{
  return attacker && ((role == ARDINA_SIEGE_ROLE_RELIEF && !(flags & ARDINA_PIECE_MOVED))
                      || (role == ARDINA_SIEGE_ROLE_SORTIE && !(flags & ARDINA_PIECE_SORTIE)));
}

/* interception.c (32): before the land force @force of @mover enters @to,
 * may the other player intercept there (section 32, R-150)? Then the move
 * calls the interception and waits; it returns 1 when one succeeded, and
 * the force stops in @to (32.3). */
gboolean ardina_intercept_due (const ArdinaGame *g, ArdinaSide mover, const ArdinaForce *force, uint16_t to);
gboolean ardina_intercept_call (ArdinaCtx *c, ArdinaSide mover, uint16_t from, uint16_t to);
/* Where the enemy force of the interception frame @f comes from and
 * enters (the move checks them against its own). */
void ardina_intercept_locales (const ArdinaFrame *f, uint16_t *from, uint16_t *to);
/* overrun.c (34): may the force @force of @side, stopped in @locale it
 * has just entered, overrun the enemy there (refuses with 1.4, 34.3 or
 * 34.1)? The overrun itself: the enemy there eliminated (34.1, 34.2,
 * The move offers it and keeps its one per phase. */
gboolean ardina_overrun_ok (ArdinaCtx *c, const ArdinaForce *force, ArdinaSide side, uint16_t locale);
void ardina_overrun (ArdinaCtx *c, const ArdinaForce *force, ArdinaSide side, uint16_t locale);
/* frontier.c (35): @side earns the initiative bonus of 35.1 in the
 * battle at @locale, told as he rolls; may he declare a frontier retreat
 * there (35.2, refused with the failed condition), told as he does (35.3). */
gboolean ardina_frontier_bonus (const ArdinaGame *g, ArdinaSide side, uint16_t locale);
void ardina_frontier_told (ArdinaCtx *c, ArdinaSide side, uint16_t locale);
gboolean ardina_frontier_retreat_ok (ArdinaCtx *c, ArdinaSide side, uint16_t locale);
void ardina_frontier_retreat_told (ArdinaCtx *c, ArdinaSide side, uint16_t locale);
/* honors.c (38): @side's besiegers at @locale declined honors and must
 * attack there (38.3); may @side offer honors there now (38.1, 38.4), the
 * sieges where he may, and the offer, which calls the besieged player's
 * answer; that procedure pops ARDINA_HONORS_RETURNED, no battle's result. */
#define ARDINA_HONORS_RETURNED 38
gboolean ardina_honors_due (const ArdinaGame *g, ArdinaSide side, uint16_t locale);
gboolean ardina_honors_offer_ok (ArdinaCtx *c, ArdinaSide side, uint16_t locale);
guint ardina_honors_sites (const ArdinaGame *g, ArdinaSide side, uint16_t *out, guint max);
gboolean ardina_honors_call (ArdinaCtx *c, ArdinaSide side, uint16_t locale);
/* hooks.h: the hook points' function types and their rows (registry.h). */
#include "hooks.h"

/* expeditions.c, 33.1: the ROUTE query of a border crossing with 33 in
 * play (militia.c's row asks it). */
gboolean ardina_expedition_route (ArdinaCtx *c, const ArdinaHookRoute *q);

/* fortresses.c (28): @side's fortress shelters its land units in the
 * battle at @locale (28.2(1), 28.2(2), 28.7, 24.11); 28.2 when @side may
 * not retreat from it (28.2(3), R-120), else 0; the dice @side's fortress
 * fires there in defence (28.3). */
gboolean ardina_fortress_shelters (const ArdinaGame *g, ArdinaSide side, uint16_t locale);
uint16_t ardina_fortress_holds (const ArdinaGame *g, ArdinaSide side, uint16_t locale);
gboolean ardina_fortress_besieged (const ArdinaGame *g, ArdinaSide side, uint16_t locale);   /* 28.7 */
guint ardina_fortress_dice (const ArdinaGame *g, ArdinaSide side, ArdinaSide attacker, uint16_t locale);
/* fortresses.c: `mobilize fortress LOCALE` (28.1, R-123), and the ones
 * it accepts for @side, for the Mobilization Phase's listing. */
gboolean ardina_fortress_mobilize (ArdinaCtx *c, ArdinaSide side, uint16_t locale);
/* @sites: the locales to ask (a bit each, l % 64 of word l / 64), at
 * least those where @side has units and the enemy none. */
void ardina_fortress_mobilizations (const ArdinaGame *g, ArdinaSide side, const uint64_t *sites,
                                    ArdinaActionList *out);
/* fortresses.c: @side has a fortress on the map (28 in play); his choice
 * at the end of the Supply Phase, to remove one or end (28.4(2)). */
gboolean ardina_fortress_any (const ArdinaGame *g, ArdinaSide side);
/* fortresses.c, 28.4(1): removes @side's fortress at @locale if none of
 * his land units is left there, told with @how. */
void ardina_fortress_abandoned (ArdinaCtx *c, ArdinaSide side, uint16_t locale, const char *how);
gboolean ardina_fortress_remove (ArdinaCtx *c, ArdinaSide side, const ArdinaAction *a);

#endif /* ARDINA_RULES_H */
