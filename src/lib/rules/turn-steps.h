/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The steps of the turn (5.1): the one list of them. turn-steps.c builds its
 * table (names, labels, rules, actors, procedures) from these rows, and the
 * ids below are generated from the same rows, so that other sections test
 * "at or after this step" without looking a step up by its name. The who
 * and proc columns name WHO_x and NONE, which only turn-steps.c defines. */
#ifndef ARDINA_TURN_STEPS_H
#define ARDINA_TURN_STEPS_H

/* Rows: X (ID, name, label, rule, who, procedure or NONE, announced).
 * An announced row tells the players its phase begins. */
#define CAMPAIGN_ROWS(X, k, K, KU, only)                                                                      \
  X (CAMPAIGN_##KU##_FIRST_MOVE, "campaign-" #k ":first-move", #K " Campaign Phase, First Player " only,    \
     ARDINA_R_14_1, WHO_FIRST, ARDINA_PROC_MOVEMENT, 1)                                                    \
  X (CAMPAIGN_##KU##_FIRST_COMBAT, "campaign-" #k ":first-combat", #K " Campaign Phase, First Player Combat", \
     ARDINA_R_14_1, WHO_FIRST, ARDINA_PROC_COMBAT, 1)                                                      \
  X (CAMPAIGN_##KU##_SECOND_MOVE, "campaign-" #k ":second-move", #K " Campaign Phase, Second Player " only,  \
     ARDINA_R_14_1, WHO_SECOND, ARDINA_PROC_MOVEMENT, 1)                                                   \
  X (CAMPAIGN_##KU##_SECOND_COMBAT, "campaign-" #k ":second-combat", #K " Campaign Phase, Second Player Combat", \
     ARDINA_R_14_1, WHO_SECOND, ARDINA_PROC_COMBAT, 1)

/* 14.1 orders the players in all three campaign phases; 14.2 (cited when
 * a later movement phase begins) limits the later two to forced marches. */
#define TURN_ROWS(X)                                                                                      \
  X (INITIATIVE, "initiative", "Initiative Phase", ARDINA_R_8_1, WHO_NONE, ARDINA_PROC_INITIATIVE, 0)     \
  X (POLITICAL_1, "political:first", "Political Phase, First Player", ARDINA_R_6_2, WHO_FIRST,            \
     ARDINA_PROC_POLITICAL, 1)                                                                            \
  X (POLITICAL_2, "political:second", "Political Phase, Second Player", ARDINA_R_6_2, WHO_SECOND,         \
     ARDINA_PROC_POLITICAL, 1)                                                                            \
  X (MOBILIZATION_1, "mobilization:first", "Mobilization Phase, First Player", ARDINA_R_13_1, WHO_FIRST,  \
     ARDINA_PROC_MOBILIZATION, 1)                                                                         \
  X (MOBILIZATION_2, "mobilization:second", "Mobilization Phase, Second Player", ARDINA_R_13_1,           \
     WHO_SECOND, ARDINA_PROC_MOBILIZATION, 1)                                                             \
  X (RABBLE, "rabble-rousing", "Rabble Rousing Phase", ARDINA_R_9_3, WHO_FIRST, ARDINA_PROC_RABBLE, 1)    \
  CAMPAIGN_ROWS (X, 1, First, FIRST, "Movement")                                                                 \
  CAMPAIGN_ROWS (X, 2, Second, SECOND, "forced marches")                                                          \
  CAMPAIGN_ROWS (X, 3, Third, THIRD, "forced marches")                                                           \
  X (FORAGE_1, "forage:first", "Forage Phase, First Player", ARDINA_R_19_1, WHO_FIRST, ARDINA_PROC_FORAGE, 1) \
  X (FORAGE_2, "forage:second", "Forage Phase, Second Player", ARDINA_R_19_1, WHO_SECOND,                 \
     ARDINA_PROC_FORAGE, 1)                                                                               \
  X (ENLIST_1, "enlistment:first", "Enlistment Phase, First Player", ARDINA_R_20_1, WHO_FIRST,            \
     ARDINA_PROC_ENLISTMENT, 1)                                                                           \
  X (ENLIST_2, "enlistment:second", "Enlistment Phase, Second Player", ARDINA_R_20_1, WHO_SECOND,         \
     ARDINA_PROC_ENLISTMENT, 1)                                                                           \
  X (MUTINY, "adjustment:start", "Point & Marker Adjustment: Mutiny & Treason window", ARDINA_R_7_9,       \
     WHO_NONE, NONE, 0)                                                                                   \
  X (ZERO_POINTS, "adjustment:points", "Point & Marker Adjustment: zero points", ARDINA_R_6_8, WHO_NONE,   \
     NONE, 0)                                                                                             \
  X (RETURN_1, "adjustment:markers-first", "Point & Marker Adjustment: First Player returns markers",     \
     ARDINA_R_7_2, WHO_FIRST, ARDINA_PROC_RETURN, 0)                                                      \
  X (RETURN_2, "adjustment:markers-second", "Point & Marker Adjustment: Second Player returns markers",   \
     ARDINA_R_7_2, WHO_SECOND, ARDINA_PROC_RETURN, 0)                                                     \
  X (END_OF_TURN, "end-of-turn", "End of Turn Phase: action marker window", ARDINA_R_7_9, WHO_NONE, NONE, 0) \
  X (VICTORY, "victory-check", "Victory Check", ARDINA_R_3_1, WHO_NONE, NONE, 0)                          \
  X (ADVANCE, "turn-advance", "Turn Advancement", ARDINA_R_5_1, WHO_NONE, NONE, 0)

/* A step's id: ARDINA_STEP_INITIATIVE, ARDINA_STEP_CAMPAIGN_SECOND_FIRST_MOVE... */
typedef enum {
#define X(id, name, label, rule, who, proc, announce) ARDINA_STEP_##id,
  TURN_ROWS (X)
#undef X
  ARDINA_STEP_COUNT
} ArdinaTurnStep;

#endif /* ARDINA_TURN_STEPS_H */
