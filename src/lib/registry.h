/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The registry: every procedure class, action marker and commitment kind
 * of the engine, each listed once.
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
  /* -- end of movement -- */                                             \
  /* -- combat (18, 21, 22.1) -- */                                       \
  X (COMBAT, ardina_combat_class)           /* rules/combat.c, 18.1 */    \
  X (BATTLE, ardina_battle_class)           /* rules/battle.c, 18.4 */    \
  /* -- end of combat -- */                                               \
  /* -- supply and enlistment (19, 20) -- */                              \
  X (FORAGE, ardina_forage_class)           /* rules/supply.c, 19 */      \
  X (ENLISTMENT, ardina_enlistment_class)   /* rules/enlistment.c, 20 */  \
  /* -- end of supply and enlistment -- */

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
  /* -- end of movement markers -- */                                   \
  /* -- played at a battle -- */                                        \
  X (TARLETON, ardina_tarleton_marker)       /* rules/markers/tarleton.c */ \
  X (SHOT_HEARD, ardina_shot_heard_marker)   /* rules/markers/shot-heard.c */ \
  /* -- end of battle markers -- */

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

#endif /* ARDINA_REGISTRY_H */
