/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The registry: every procedure class, action marker, commitment kind and
 * rule hook of the engine, each listed once.
 *
 * Each list below is an X-macro: the enum of ids here and the tables of
 * rules/registry.c are both expanded from it, so they cannot fall out of
 * step. Adding a procedure means writing its class in its own file and
 * adding one line here (doc/design.md shows it done); nothing else in the
 * engine knows the list. The core sees only the ids and the tables, never
 * a rules file.
 */
#ifndef ARDINA_REGISTRY_H
#define ARDINA_REGISTRY_H

/* Procedure classes: X (ID, class object). The save format names each by
 * its class's own name. */
#define ARDINA_PROCEDURES(X)                                              \
  X (SETUP, ardina_setup_class)             /* rules/setup.c, 4 */        \
  X (TURN, ardina_turn_class)               /* rules/turn.c, 5.1 */       \
  X (INITIATIVE, ardina_initiative_class)   /* rules/initiative.c, 8 */   \
  X (COMMIT, ardina_commit_class)           /* core/commit.c */           \
  X (ROLL, ardina_roll_class)               /* core/roll.c */             \
  X (WINDOW, ardina_window_class)           /* core/window.c, 7.9 */      \
  X (RETURN, ardina_return_class)           /* rules/adjust.c, 7.2 */     \
  X (NEGATE, ardina_negate_class)           /* rules/markers/spy.c */     \
  X (MUTINY, ardina_mutiny_class)           /* rules/markers/mutiny.c */  \
  /* -- political points (6) -- */                                        \
  X (POLITICAL, ardina_political_class)     /* rules/political.c, 6 */    \
  X (SPECULATORS, ardina_speculators_class) /* rules/markers/speculators.c */ \
  X (POLITICKING, ardina_politicking_class) /* rules/markers/politicking.c */ \
  /* -- end of political points -- */                                     \
  /* -- mobilization (13, 27) -- */                                       \
  X (MOBILIZATION, ardina_mobilization_class) /* rules/mobilization.c, 13 */ \
  X (RECRUIT, ardina_recruit_class)         /* rules/mobilization.c, 7.9 */ \
  /* -- end of mobilization -- */                                         \
  /* -- rabble rousing (9-12, 4.9, 4.10) -- */                            \
  X (RABBLE, ardina_rabble_class)           /* rules/rabble.c, 9-12 */    \
  X (WASHINGTON, ardina_washington_class)   /* rules/progress.c, 4.10 */  \
  /* -- end of rabble rousing -- */                                       \
  /* -- alliances (26) -- */                                              \
  X (NEUTRALITY, ardina_neutrality_class)   /* rules/alliances.c, 26.4 */ \
  /* -- end of alliances -- */                                            \
  /* -- movement (14-17, 23) -- */                                       \
  X (MOVEMENT, ardina_movement_class)       /* rules/movement.c, 14-17 */ \
  X (MOVE, ardina_move_class)               /* rules/movement.c, 16.3 */  \
  X (ENGINEERS, ardina_engineers_class)     /* rules/markers/engineers.c, 7.9 */ \
  X (INTERCEPT, ardina_intercept_class)     /* rules/interception.c, 32 */ \
  /* -- end of movement -- */                                             \
  /* -- combat (18, 21, 22.1) -- */                                       \
  X (COMBAT, ardina_combat_class)           /* rules/combat.c, 18.1 */    \
  X (BATTLE, ardina_battle_class)           /* rules/battle.c, 18.4 */    \
  X (HONORS, ardina_honors_class)           /* rules/honors.c, 38 */      \
  /* -- end of combat -- */                                               \
  /* -- supply and enlistment (19, 20) -- */                              \
  X (FORAGE, ardina_forage_class)           /* rules/supply.c, 19 */      \
  X (ENLISTMENT, ardina_enlistment_class)   /* rules/enlistment.c, 20 */  \
  /* -- end of supply and enlistment -- */                                \
  /* -- partisans (29) -- */                                              \
  X (PARTISAN, ardina_partisan_class)       /* rules/partisans.c, 29.2, 29.3 */ \
  X (BAIT, ardina_bait_class)               /* rules/markers/bait.c, 7.9 */ \
  /* -- end of partisans -- */                                            \
  /* -- massacre (37) -- */                                               \
  X (MASSACRE, ardina_massacre_class)       /* rules/massacre.c, 37.1 */  \
  /* -- end of massacre -- */

typedef enum {
#define ARDINA_X_ENUM(id, obj) ARDINA_PROC_##id,
  ARDINA_PROCEDURES (ARDINA_X_ENUM)
#undef ARDINA_X_ENUM
  ARDINA_PROC_COUNT
} ArdinaProc;

/* Action markers the engine plays (7.9): X (ID, marker object). The
 * moments at which each may be played are data (counters.xml). */
#define ARDINA_MARKERS(X)                                            \
  X (SPY, ardina_spy_marker)                 /* rules/markers/spy.c */ \
  X (MASTER_PLAN, ardina_master_plan_marker) /* rules/markers/master-plan.c */ \
  X (MUTINY, ardina_mutiny_marker)           /* rules/markers/mutiny.c */ \
  /* -- played in the Political Phase and at the end of the turn -- */  \
  X (DEBATE, ardina_debate_marker)           /* rules/markers/debate.c */ \
  X (SPECULATORS, ardina_speculators_marker) /* rules/markers/speculators.c */ \
  X (POLITICKING, ardina_politicking_marker) /* rules/markers/politicking.c */ \
  /* -- end of political markers -- */                                  \
  /* -- played in the Mobilization Phase -- */                          \
  X (HESSIANS, ardina_hessians_marker)       /* rules/markers/hessians.c */ \
  X (INDIANS, ardina_indians_marker)         /* rules/markers/indians.c */ \
  X (DRILLMASTER, ardina_drillmaster_marker) /* rules/markers/drillmaster.c */ \
  X (PULASKI, ardina_pulaski_marker)         /* rules/markers/pulaski.c */ \
  X (LEADER_ARISES, ardina_leader_arises_marker) /* rules/markers/leader-arises.c */ \
  /* -- end of mobilization markers -- */                              \
  /* -- played in the Movement Phase -- */                              \
  X (MINUTEMEN, ardina_minutemen_marker)     /* rules/markers/minutemen.c */ \
  X (PRIVATEERS, ardina_privateers_marker)   /* rules/markers/privateers.c */ \
  X (ENGINEERS, ardina_engineers_marker)     /* rules/markers/engineers.c, 28 */ \
  /* -- end of movement markers -- */                                   \
  /* -- played at a battle -- */                                        \
  X (TARLETON, ardina_tarleton_marker)       /* rules/markers/tarleton.c */ \
  X (SHOT_HEARD, ardina_shot_heard_marker)   /* rules/markers/shot-heard.c */ \
  /* -- end of battle markers -- */                                     \
  /* -- partisans (29): a free partisan, and played in the Movement Phase -- */ \
  X (COMMITTEE, ardina_committee_marker)     /* rules/markers/committee.c */ \
  X (BAIT, ardina_bait_marker)               /* rules/markers/bait.c */ \
  /* -- end of partisan markers -- */

typedef enum {
#define ARDINA_X_ENUM(id, obj) ARDINA_MARKER_CLASS_##id,
  ARDINA_MARKERS (ARDINA_X_ENUM)
#undef ARDINA_X_ENUM
  ARDINA_MARKER_CLASS_COUNT
} ArdinaMarkerClassId;

/* Kinds of secret commitment (core/commit.c): X (ID, kind object). */
#define ARDINA_COMMITMENTS(X) \
  X (INITIATIVE, ardina_initiative_commitment)   /* rules/initiative.c, 8.1 */ \
  /* -- rabble rousing (9.3, 11.1) -- */ \
  X (RABBLE, ardina_rabble_commitment)           /* rules/rabble.c, 9.3, 11.1 */ \
  /* -- end of rabble rousing -- */ \
  /* -- combat (18.4(1)) -- */ \
  X (TACTICS, ardina_tactics_commitment)         /* rules/battle.c, 18.4(1) */ \
  /* -- end of combat -- */

typedef enum {
#define ARDINA_X_ENUM(id, obj) ARDINA_COMMIT_##id,
  ARDINA_COMMITMENTS (ARDINA_X_ENUM)
#undef ARDINA_X_ENUM
  ARDINA_COMMIT_COUNT
} ArdinaCommitKindId;

/* Hook points: the places where a rule modifies a computation the engine
 * already makes. X (ID, the function type its rows have, in
 * rules/hooks.h). The rows of a point run in the order listed below; the
 * point's caller (named here) folds them into its answer. */
#define ARDINA_HOOK_POINTS(X)                                             \
  X (ENTER, ArdinaHookEnterFn)      /* movement.c: entering a locale (16.10; 29, 32, 34) */ \
  X (ROUTE, ArdinaHookRouteFn)      /* movement.c: a route's cost or bar (16.9, 16.12, 23.1) */ \
  X (PLACE, ArdinaHookPlaceFn)      /* at-war.c: who may stand or be placed where (25, 26) */ \
  X (BATTLE, ArdinaHookBattleFn)    /* battle.c: a battle's kind and sides (18.4; 24.6, 24.7) */ \
  X (LEADER, ArdinaHookLeaderFn)    /* leaders.c: what a leader gives a force (21) */ \
  X (INITIATIVE, ArdinaHookInitiativeFn) /* battle.c: a side's initiative bonus (18.4(1); 28.2(1), 35.1) */ \
  X (FIRE_DICE, ArdinaHookDiceFn)   /* battle.c: the dice a unit fires (18.4(2), 18.12) */ \
  X (FIRE_HIT, ArdinaHookHitFn)     /* battle.c: what a die does (18.6; 28.2) */ \
  X (RETREAT, ArdinaHookRetreatFn)  /* battle.c: where a force may retreat (18.8, 23.1) */ \
  X (AFTER_BATTLE, ArdinaHookAfterFn) /* battle.c: after a battle (37; honors) */ \
  X (TOWN_POINTS, ArdinaHookTownFn) /* political.c: a town's points to a side (6.4, 26.3) */ \
  X (FORAGE, ArdinaHookTownFn)      /* supply.c: what a locale feeds a side (19.2) */ \
  X (FORAGE_LIMIT, ArdinaHookForageFn) /* supply.c: how many a locale feeds a side (19.2; 28.8) */ \
  X (SUPPLY, ArdinaHookSupplyFn)    /* supply.c: a unit's supply status (19.4, 19.5) */ \
  X (ATTRITION, ArdinaHookAttritionFn) /* supply.c: the roll of a unit out of supply (19.3; 36) */ \
  X (ENLIST, ArdinaHookEnlistFn)    /* enlistment.c: a unit's enlistment roll (20) */ \
  X (MOBILIZE_COST, ArdinaHookCostFn) /* mobilization.c: what a unit costs (13, 4.8) */ \
  X (MOBILIZE_AVAILABLE, ArdinaHookAvailableFn) /* mobilization.c: may it come into play (13, 26.1) */ \
  X (POLITICAL, ArdinaHookPoliticalFn) /* political.c: points a side collects beyond towns and dice (6.2; 30.1) */ \
  X (STEP_END, ArdinaHookStepFn)    /* turn.c: a row of the turn is over (5.1; 37.4) */

typedef enum {
#define ARDINA_X_ENUM(id, type) ARDINA_HOOK_##id,
  ARDINA_HOOK_POINTS (ARDINA_X_ENUM)
#undef ARDINA_X_ENUM
  ARDINA_HOOK_COUNT
} ArdinaHookPoint;

/* Hook rows: X (ARG, POINT, SECTION, function). SECTION is the optional
 * rules section (28-38) the row belongs to, or 0 for the standard rules,
 * always on. The function is defined in the file of its rules section.
 * Rows are grouped by point, in the order of ARDINA_HOOK_POINTS (the
 * registry's test checks it), and run in the order listed; ARG is passed
 * through for registry.c's expansions. */
#define ARDINA_HOOKS(X, arg)                                                            \
  X (arg, ENTER, 28, ardina_fortress_enter)       /* rules/fortresses.c, 28.4, 28.5 */ \
  X (arg, ENTER, 28, ardina_siege_enter)           /* rules/sieges.c, 28.15 */          \
  X (arg, ENTER, 29, ardina_partisan_enter)        /* rules/partisans.c, 29.4(2) */     \
  X (arg, ROUTE, 0, ardina_militia_route)          /* rules/militia.c, 23.1; 33.1 */    \
  X (arg, PLACE, 0, ardina_box_place)              /* rules/regions.c, 25.2-25.4 */     \
  X (arg, PLACE, 0, ardina_neutral_division_place) /* rules/at-war.c, 26.3 */           \
  X (arg, PLACE, 0, ardina_frozen_place)           /* rules/at-war.c, 26.1 */           \
  X (arg, BATTLE, 0, ardina_fleet_battle_kind)     /* rules/fleets.c, 24.8, R-100 */    \
  X (arg, BATTLE, 0, ardina_amphibious_kind)       /* rules/fleets.c, 24.6, R-102 */    \
  X (arg, BATTLE, 28, ardina_siege_battle)         /* rules/sieges.c, 28.12, 28.13 */   \
  X (arg, LEADER, 0, ardina_militia_leader)        /* rules/leaders.c, 21.6 */          \
  X (arg, LEADER, 0, ardina_admiral_leader)        /* rules/leaders.c, 21.7 */          \
  X (arg, INITIATIVE, 28, ardina_fortress_initiative) /* rules/fortresses.c, 28.2(1) */ \
  X (arg, INITIATIVE, 35, ardina_frontier_initiative) /* rules/frontier.c, 35.1, R-180 */ \
  X (arg, FIRE_DICE, 0, ardina_terrain_fire)       /* rules/combat.c, 18.12 */          \
  X (arg, FIRE_DICE, 0, ardina_marines_fire)       /* rules/fleets.c, 24.12 */          \
  X (arg, FIRE_HIT, 28, ardina_fortress_fire)     /* rules/fortresses.c, 28.2(2) */    \
  X (arg, RETREAT, 0, ardina_militia_retreat)      /* rules/militia.c, 23.1, R-86; 33.2 */ \
  X (arg, RETREAT, 28, ardina_fortress_retreat)   /* rules/fortresses.c, 28.2(3), R-120 */ \
  X (arg, AFTER_BATTLE, 28, ardina_fortress_after_battle) /* rules/fortresses.c, 28.5, 28.4 */ \
  X (arg, AFTER_BATTLE, 37, ardina_massacre_after_battle) /* rules/massacre.c, 37.1, 37.3, R-170 */ \
  X (arg, TOWN_POINTS, 29, ardina_partisan_denies) /* rules/partisans.c, 6.4, 29.4 */   \
  X (arg, TOWN_POINTS, 37, ardina_massacre_denies) /* rules/massacre.c, 37.2 */         \
  X (arg, TOWN_POINTS, 0, ardina_neutral_town)     /* rules/at-war.c, 26.3 */           \
  X (arg, FORAGE, 29, ardina_partisan_denies)      /* rules/partisans.c, 29.4, R-31 */  \
  X (arg, FORAGE, 37, ardina_massacre_denies)      /* rules/massacre.c, 37.2, R-31 */   \
  X (arg, FORAGE_LIMIT, 28, ardina_siege_forage)  /* rules/fortresses.c, 28.8, R-124 */ \
  X (arg, SUPPLY, 0, ardina_automatic_supply)      /* rules/supply.c, 19.4 */           \
  X (arg, SUPPLY, 28, ardina_fortress_supply)     /* rules/fortresses.c, 28.2(4), 28.8 */ \
  X (arg, ATTRITION, 36, ardina_forage_attrition) /* rules/forage.c, 36.1-36.3, R-160 */ \
  X (arg, MOBILIZE_AVAILABLE, 0, ardina_at_war_available) /* rules/at-war.c, 26.1 */ \
  X (arg, MOBILIZE_AVAILABLE, 31, ardina_upgrade_available) /* rules/upgrades.c, 31.3 */ \
  X (arg, POLITICAL, 30, ardina_sovereignty_points) /* rules/sovereignty.c, 30.1, 30.2 */ \
  X (arg, STEP_END, 37, ardina_massacre_sweep)     /* rules/massacre.c, 37.4 */

#endif /* ARDINA_REGISTRY_H */
