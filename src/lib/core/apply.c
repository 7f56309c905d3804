/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Applying an action to a game: act, then run to the next decision, with
 * the debug builds' check of the invariants after the run. This file sits
 * above both the engine (engine.c) and the invariants (invariants.c),
 * which ask the engine for liveness: the engine never calls the check
 * itself, so the two do not call each other (doc/design.md, "Layers"). */
#include "engine.h"

#include <string.h>

#ifdef ARDINA_DEBUG
/* Debug builds hold the engine to its invariants after every run. */
static gboolean
debug_check (ArdinaCtx *c)
{
  GError *broken = NULL;
  if (ardina_state_check (c->g, &broken))
    return TRUE;
  g_critical ("ardina: %s", broken->message);
  g_propagate_error (c->error, broken);
  return FALSE;
}
#else
#define debug_check(c) TRUE
#endif

gboolean
ardina_run (ArdinaCtx *c)
{
  return ardina_run_steps (c) && debug_check (c);
}

/* The deepest stack a game keeps without a copy (see run_may_fail): the
 * nest of procedures reaches 6 frames in the 200 games of `ardina bench`
 * (standard set-up), so a run from here keeps more room than play takes. */
#define UNCOPIED_DEPTH (ARDINA_STACK_MAX / 2)

/* Whether the run after an accepted act may fail on a sound engine.
 * A scripted dice source can run out or name a piece that cannot be
 * picked (ardina_dice_roll, ardina_dice_pick); a seeded one always rolls,
 * and picks among candidates its callers have counted first
 * (ardina_pick_marker, ardina_return_random). A stack holding more than
 * half its frames may fill up. The other failures of the run (a run
 * without a decision, a missing table row, a broken invariant in debug
 * builds) are engine faults: a loaded game passed the same invariants
 * play is held to (ardina_state_check), so it is a game play could reach,
 * and a fault there is the engine's as much as in a new game. They are
 * reported as critical, and the game is left where the run stopped. */
static gboolean
run_may_fail (const ArdinaGame *g)
{
  return g->dice.scripted || g->depth > UNCOPIED_DEPTH;
}

gboolean
ardina_game_apply (ArdinaGame *game, const ArdinaAction *action, ArdinaEventFunc func,
                   gpointer user_data, GError **error)
{
  g_return_val_if_fail (game != NULL && game->magic == ARDINA_GAME_MAGIC, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  if (game->view_of != ARDINA_SIDE_NONE)
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_INVALID,
                   "[22.0] a side's view of the game hides pieces and cannot be played on");
      return FALSE;
    }
  /* A copy restores the game byte for byte when the run fails, taken only
   * where it may (run_may_fail). A refusal needs none: every act refuses
   * before it writes, as its check-only path (which stops where the
   * writing starts) accepts exactly what it carries out; debug builds
   * hold every refusal to that. */
  ArdinaGame before;
  gboolean backed = run_may_fail (game);
#ifdef ARDINA_DEBUG
  memcpy (&before, game, sizeof before);
#else
  if (backed)
    memcpy (&before, game, sizeof before);
#endif
  /* Event texts are formatted only for a reader. */
  ArdinaCtx c = { game, func ? g_array_new (FALSE, FALSE, sizeof (ArdinaEvent)) : NULL, error, FALSE };
  gboolean accepted = ardina_act (&c, action);
  gboolean ok = accepted && ardina_run (&c);
  if (!ok && backed)
    memcpy (game, &before, sizeof before);
  else if (!ok && accepted)
    g_critical ("ardina: the engine failed after an accepted action, and the game is left "
                "where it stopped: %s", error && *error ? (*error)->message : "(no message)");
#ifdef ARDINA_DEBUG
  else if (!ok && memcmp (&before, game, sizeof before) != 0)
    g_critical ("ardina: an action was refused after it changed the game: %s",
                error && *error ? (*error)->message : "(no message)");
#endif
  for (guint i = 0; ok && c.events && i < c.events->len; i++)
    func (&g_array_index (c.events, ArdinaEvent, i), user_data);
  if (c.events)
    g_array_free (c.events, TRUE);
  return ok;
}

gboolean
ardina_game_apply_text (ArdinaGame *game, const char *text, ArdinaEventFunc func,
                        gpointer user_data, GError **error)
{
  ArdinaAction a;
  return ardina_action_parse (text, &a, error)
         && ardina_game_apply (game, &a, func, user_data, error);
}

