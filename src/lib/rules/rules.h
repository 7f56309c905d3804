/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What the rules sections share with each other. Each section's file
 * registers its procedure classes and markers in registry.c; this header
 * holds only the functions one section offers another. */
#ifndef ARDINA_RULES_H
#define ARDINA_RULES_H

#include "core/engine.h"

/* turn.c: the sequence of play (5.1) */
int ardina_turn_step_lookup (const char *name);
const char *ardina_turn_step_label (uint8_t step);
uint16_t ardina_turn_step_rule (uint8_t step);
/* The procedure a step of the turn calls, or ARDINA_PROC_COUNT. */
uint8_t ardina_turn_step_proc (uint8_t step);
/* The acting player of a step, ARDINA_SIDE_NONE for the automatic ones. */
ArdinaSide ardina_turn_step_actor (const ArdinaGame *g, uint8_t step);

/* setup.c: the instruction a set-up waits on, or NULL when the game is
 * not at a set-up decision. */
const ArdinaDataSetup *ardina_setup_instruction (const ArdinaGame *g);

/* victory.c: how to win (3), and who is at war (26.1) */
gboolean ardina_victory_check (ArdinaCtx *c);
void ardina_game_end (ArdinaCtx *c);
guint ardina_town_points (const ArdinaGame *g, ArdinaSide side);
uint32_t ardina_balance_effects (const ArdinaGame *g);
gboolean ardina_nation_allied (const ArdinaGame *g, uint8_t nation);

#endif /* ARDINA_RULES_H */
