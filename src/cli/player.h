/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A built-in player for `ardina play --auto` and `ardina bench`: it answers
 * any decision with a legal action and never undoes its own previous step,
 * so a game it plays always moves on to its end.
 *
 * It sees the game only through the public API. */
#ifndef ARDINA_CLI_PLAYER_H
#define ARDINA_CLI_PLAYER_H

#include <ardina/ardina.h>

/* Chooses the next action of @game: the side to act among the pending
 * decisions and one of its legal actions, never a `withdraw` (nor a
 * `split` or `merge` of detachments, which undo each other: 13.7).
 *
 * Without @rand (deterministic): the first pending side and its first legal
 * action that is not a withdraw. With @rand: a pending side at random when
 * both are pending, then a `seal` with probability 1/2 when one is legal,
 * else an action drawn uniformly among the others that are not withdraws.
 *
 * Stores the action in *@out and, when @decision_out is not NULL, the
 * pending decision it answers (its side, kind and rule; the prompt left
 * empty: ardina_game_decisions). Prints nothing; returns
 * FALSE when nothing is pending or no such action is legal. */
gboolean cli_player_choose (const ArdinaGame *game, GRand *rand, ArdinaAction *out,
                            ArdinaPending *decision_out);

/* Frees the list of legal actions the player keeps between calls. */
void cli_player_release (void);

#endif /* ARDINA_CLI_PLAYER_H */
