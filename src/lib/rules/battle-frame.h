/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The payload of a battle's frame (battle.c), and the one question other
 * rules ask of a battle under way: its siege role. The question is read
 * here, from the stack, so that sieges.c and the fortress rows that ask it
 * (28.12, 28.13) need not call into battle.c, which calls them. */
#ifndef ARDINA_BATTLE_FRAME_H
#define ARDINA_BATTLE_FRAME_H

#include "rules.h"

typedef struct {
  ArdinaLeaderSet fallen;  /* leaders eliminated, rolled for at the end (21.4, R-83) */
  uint8_t locale;
  uint8_t firing;          /* whose round it is */
  uint8_t round;           /* rounds begun, 1 for the first */
  uint8_t dice;            /* dice left to roll in this round */
  uint8_t thrown;          /* dice of this round */
  uint8_t hit;             /* the die that hit (a 5 or 6, 18.4(2)) waiting for its casualty, else 0 */
  uint8_t retreating;      /* the side that declared a retreat, or none */
  uint8_t last_round;      /* the final round after a retreat is under way */
  uint8_t loser;           /* once decided, or none */
  uint8_t kills[2];        /* enemy units and leaders each side eliminated */
  uint8_t leader_kills[2]; /* of which leaders (21.1, R-17) */
  uint8_t quarter;         /* sides that played Tarleton's Quarter (bits) */
  uint8_t shot;            /* sides that played Shot Heard Round the World (bits) */
  uint8_t committed[2];    /* Tactics markers each side committed */
  uint8_t total[2];        /* initiative totals, die included */
  uint8_t stalemate;       /* ended because nobody could fire */
  uint8_t kind;            /* ArdinaBattleKind: land, or fleets (24.8) */
  uint8_t siege;           /* ArdinaSiegeRole: relief, sortie, assault (28, sieges.c) */
  uint8_t after;           /* AFTER_BATTLE rows run so far, at the after step (a massacre, 37) */
  uint8_t honors;          /* the attack honors declined made due: no retreat for the attacker, no picks (38.3) */
  uint8_t heading;         /* 1 + where the retreat goes while its militia roll at the border (33.2), else 0 */
  uint8_t cursor;          /* the next militia unit to roll for at the border (33.2) */
} Battle;

/* The siege role (sieges.c) of the battle being fought at @locale, the
 * topmost one there: none when no battle is. */
static inline uint8_t
ardina_battle_siege_role (const ArdinaGame *g, uint16_t locale)
{
  for (int d = (int) g->depth - 1; d >= 0; d--)
    if (g->stack[d].proc == ARDINA_PROC_BATTLE)
      {
        const Battle *p = ARDINA_PAYLOAD (&g->stack[d], Battle);
        if (p->locale == locale)
          return p->siege;
      }
  return ARDINA_SIEGE_ROLE_NONE;
}

#endif /* ARDINA_BATTLE_FRAME_H */
