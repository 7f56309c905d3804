/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Built by .ci/run outside the source tree against the installed library,
 * with nothing but `pkg-config --cflags --libs ardina-1`: proves that the
 * headers, the .pc file and the shared library install and work together,
 * and that a program can set up the standard game, play a whole turn by
 * answering the pending decisions, and save and reload the game. */
#include <ardina/ardina.h>
#include <stdio.h>
#include <string.h>

static guint events;

static void
count (const ArdinaEvent *e, gpointer data)
{
  (void) data;
  events += ardina_event_get_rule (e) != NULL;
}

/* Answers decisions until the turn marker reaches @year: the first legal
 * action, except that a commitment is sealed, a phase ended and a marker
 * window passed at once (the first action of a phase may undo itself, as
 * a split and a merge of detachments do, 13.7, and would never end it). */
static int
play_until (ArdinaGame *g, guint year)
{
  for (guint step = 0; step < 5000 && ardina_game_get_year (g) < year; step++)
    {
      ArdinaPending p[2];
      ArdinaAction a[256];
      GError *error = NULL;
      if (!ardina_game_pending (g, p))
        return 1;
      guint n = ardina_game_legal_actions (g, p[0].side, a, 256), pick = 0;
      if (n == 0)
        return 2;
      for (guint i = 0; i < n && i < 256; i++)
        {
          char *text = ardina_action_to_string (&a[i]);
          if (g_str_has_suffix (text, " seal") || g_str_has_suffix (text, " end")
              || g_str_has_suffix (text, " decline"))
            pick = i;
          g_free (text);
        }
      if (!ardina_game_apply (g, &a[pick], count, NULL, &error))
        {
          fprintf (stderr, "refused: %s\n", error->message);
          return 3;
        }
    }
  return ardina_game_get_year (g) == year ? 0 : 4;
}

int
main (void)
{
  const ArdinaRule *printed[4];
  int victory = 0, rc;
  if (!ardina_rule_lookup ("18.7") || ardina_rule_lookup_printed ("28.2", printed, 4) != 2)
    return 10;
  if (!ardina_constant_lookup ("victory-town-points", &victory) || victory != 36)
    return 11;

  ArdinaGameOptions options = { ARDINA_SCENARIO_FULL, 0, 1775 };
  ArdinaGame *g = ardina_game_new_standard (&options, count, NULL);
  if ((rc = play_until (g, 1776)) != 0)
    return 20 + rc;
  gsize len;
  char *xml = ardina_game_save (g, &len);
  GError *error = NULL;
  ArdinaGame *back = ardina_game_load (xml, len, "turn.xml", &error);
  if (!back || !ardina_game_equal (g, back))
    return 30;
  printf ("libardina %s: %u rules, %u rulings, %u table values, %u oracle cases; "
          "a whole turn played (%u events, phase %s of %u), saved (%zu bytes) and reloaded equal; "
          "a game is %zu bytes\n",
          ardina_version (), ardina_rule_count (), ardina_ruling_count (), ardina_value_count (),
          ardina_case_count (), events, ardina_game_get_phase_name (g), ardina_game_get_year (g),
          (size_t) len, (size_t) ardina_game_size ());
  g_free (xml);
  ardina_game_free (back);
  ardina_game_free (g);
  return 0;
}
