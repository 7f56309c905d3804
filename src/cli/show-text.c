/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina show: the position as text, as a player reads it across the
 * table, wrapped to the terminal's width. */
#include "cli.h"
#include "show.h"

#include <string.h>

typedef struct {
  FILE *out;
  const ArdinaGame *g;
  ArdinaSide as;
  int width;
} Text;

static void
line (const Text *t, int indent, const char *text)
{
  cli_wrap (t->out, text, indent, t->width);
}

static void
heading (const Text *t, const char *title)
{
  fprintf (t->out, "\n%s\n", title);
}

/* "Pro-American 2", "neutral", "Pro-British 3" (the sign of the API). */
static char *
loyalty_text (int level)
{
  if (!level)
    return g_strdup ("neutral");
  return g_strdup_printf ("Pro-%s %d", level > 0 ? "American" : "British", ABS (level));
}

/* A piece as a player names it: "br-reg-1 (4 Bde (7/26 Foot))", with
 * its value for a leader and its marks. */
static void
piece_text (GString *s, const ArdinaGame *g, guint p, const ArdinaPiecePlace *place)
{
  const char *name = ardina_piece_get_name (p);
  g_string_append_printf (s, "%s (%s", name, ardina_piece_get_label (p));
  if (ardina_piece_get_type (p) == ARDINA_PIECE_TYPE_LEADER)
    {
      gint v = ardina_game_get_leader_value (g, name);
      if (v >= 0)
        g_string_append_printf (s, ", leader %d", v);
    }
  const char **flags = show_flags (place->flags);
  for (const char **f = flags; *f; f++)
    g_string_append_printf (s, ", %s", *f);
  g_free (flags);
  g_string_append_c (s, ')');
}

/* ==== the head: turn, phase, pending ==== */

static void
print_head (const Text *t, const char *what)
{
  const ArdinaGame *g = t->g;
  char *s;
  if (t->as == ARDINA_SIDE_NONE)
    s = g_strdup_printf ("%u, %s (%s)", ardina_game_get_year (g), ardina_game_get_phase_name (g), what);
  else
    s = g_strdup_printf ("%u, %s (%s), as the %s sees it (22.0)", ardina_game_get_year (g),
                         ardina_game_get_phase_name (g), what, show_side_label (t->as));
  line (t, 0, s);
  g_free (s);
  ArdinaSide first = ardina_game_get_first_player (g);
  if (first != ARDINA_SIDE_NONE)
    fprintf (t->out, "  first player: %s\n", show_side_name (first));
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  if (!n)
    {
      s = g_strdup_printf ("the game is over: %s, winner %s", ardina_game_get_result (g),
                           show_side_name (ardina_game_get_winner (g)));
      line (t, 2, s);
      g_free (s);
    }
  for (guint i = 0; i < n; i++)
    {
      s = g_strdup_printf ("pending [%s] %s %s: %s", ardina_rule_get_id (p[i].rule), show_side_name (p[i].side),
                           ardina_decision_kind_name (p[i].kind), p[i].prompt);
      line (t, 2, s);
      g_free (s);
    }
}

/* ==== tracks and points ==== */

static void
print_tracks (const Text *t)
{
  const ArdinaGame *g = t->g;
  heading (t, "Tracks");
  fprintf (t->out, "  Revolutionary Progress: %s\n", ardina_game_get_progress (g));
  fprintf (t->out, "  Balance of Power: %s\n", ardina_game_get_balance (g));
  fprintf (t->out, "  political points: american %d, british %d\n", ardina_game_get_points (g, ARDINA_SIDE_AMERICAN),
           ardina_game_get_points (g, ARDINA_SIDE_BRITISH));
  fprintf (t->out, "  town points held: american %u, british %u\n",
           ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN), ardina_game_get_town_points (g, ARDINA_SIDE_BRITISH));
  guint n;
  const ShowRegion *r = show_regions (&n);
  GString *s = g_string_new ("loyalty: ");
  gboolean first = TRUE;
  for (guint i = 0; i < n; i++)
    if (r[i].colonial)
      {
        char *l = loyalty_text (ardina_game_get_loyalty (g, r[i].name));
        g_string_append_printf (s, "%s%s %s", first ? "" : "; ", r[i].label, l);
        g_free (l);
        first = FALSE;
      }
  line (t, 2, s->str);
  g_string_free (s, TRUE);
}

/* ==== hands and pools ==== */

static void
print_hand (const Text *t, ArdinaSide side)
{
  const ArdinaGame *g = t->g;
  guint count = ardina_game_count_hand (g, side), named = 0;
  GString *s = g_string_new (NULL);
  g_string_printf (s, "%s hand, %u marker%s:", show_side_name (side), count, count == 1 ? "" : "s");
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      if (ardina_game_get_place (g, p, &place) && place.zone == ARDINA_ZONE_HAND && place.side == side)
        {
          g_string_append_printf (s, "%s %s (%s)", named ? "," : "", ardina_piece_get_name (p), ardina_piece_get_label (p));
          named++;
        }
    }
  if (named < count)
    g_string_append_printf (s, "%s %u hidden from the %s (7.4, 22.2)", named ? ";" : "", count - named,
                            show_side_name (t->as));
  if (!count)
    g_string_append (s, " none");
  line (t, 2, s->str);
  g_string_free (s, TRUE);
}

/* The pieces of one zone (and side), by name; @limit names at most. */
static void
print_zone (const Text *t, const char *title, ArdinaZone zone, ArdinaSide side, guint limit)
{
  GString *s = g_string_new (NULL);
  guint n = 0;
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      if (!ardina_game_get_place (t->g, p, &place) || place.zone != zone
          || (side != ARDINA_SIDE_NONE && place.side != side))
        continue;
      if (n < limit)
        g_string_append_printf (s, "%s%s", n ? ", " : "", ardina_piece_get_name (p));
      n++;
    }
  if (!n)
    {
      g_string_free (s, TRUE);
      return;
    }
  if (n > limit)
    g_string_append_printf (s, " and %u more", n - limit);
  char *text = g_strdup_printf ("%s (%u): %s", title, n, s->str);
  line (t, 2, text);
  g_free (text);
  g_string_free (s, TRUE);
}

static void
print_hands (const Text *t)
{
  heading (t, "Hands and pools");
  print_hand (t, ARDINA_SIDE_AMERICAN);
  print_hand (t, ARDINA_SIDE_BRITISH);
  guint pool = ardina_game_count_pool (t->g);
  if (t->as != ARDINA_SIDE_NONE)
    fprintf (t->out, "  pool: %u campaign marker%s, hidden from both players (22.2)\n", pool, pool == 1 ? "" : "s");
  else
    {
      fprintf (t->out, "  pool: %u campaign marker%s, drawn at random (7.1)\n", pool, pool == 1 ? "" : "s");
    }
  print_zone (t, "american leader pool", ARDINA_ZONE_POOL, ARDINA_SIDE_AMERICAN, 40);
  print_zone (t, "british leader pool", ARDINA_ZONE_POOL, ARDINA_SIDE_BRITISH, 40);
  print_zone (t, "eliminated", ARDINA_ZONE_ELIMINATED, ARDINA_SIDE_NONE, 40);
  print_zone (t, "removed", ARDINA_ZONE_REMOVED, ARDINA_SIDE_NONE, 40);
  print_zone (t, "set aside", ARDINA_ZONE_ASIDE, ARDINA_SIDE_NONE, 12);
  print_zone (t, "not in play yet (counter mix)", ARDINA_ZONE_RESERVE, ARDINA_SIDE_NONE, 12);
  guint hidden = 0;
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      hidden += ardina_game_get_place (t->g, p, &place) && place.zone == ARDINA_ZONE_HIDDEN
                && ardina_piece_get_type (p) != ARDINA_PIECE_TYPE_CAMPAIGN_MARKER;
    }
  if (hidden)
    fprintf (t->out, "  %u enemy unit%s and leader%s hidden: below the top of their stacks or in the enemy "
             "leader pool (22.1)\n", hidden, hidden == 1 ? "" : "s", hidden == 1 ? "" : "s");
}

/* ==== the board ==== */

/* One locale: its name, kind, value, markers, then each side's pieces.
 * Nothing for a locale with neither piece nor marker. */
static void
print_locale (const Text *t, guint l, gint battle)
{
  const ArdinaGame *g = t->g;
  const char *name = ardina_locale_get_name (l);
  GString *sides[2] = { g_string_new (NULL), g_string_new (NULL) };
  guint n[2] = { 0, 0 };
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      if (!ardina_game_get_place (g, p, &place) || place.zone != ARDINA_ZONE_MAP || place.locale != (gint) l)
        continue;
      int s = place.side == ARDINA_SIDE_BRITISH;
      if (n[s]++)
        g_string_append (sides[s], "; ");
      piece_text (sides[s], g, p, &place);
    }
  GString *markers = g_string_new (NULL);
  for (const char *const *k = show_marker_kinds (); *k; k++)
    {
      ArdinaSide owner = ARDINA_SIDE_NONE;
      if (ardina_game_get_map_marker (g, *k, name, &owner))
        g_string_append_printf (markers, "%s%s (%s)", markers->len ? ", " : "", *k,
                                show_side_name (owner));
    }
  if (n[0] || n[1] || markers->len)
    {
      GString *h = g_string_new (NULL);
      g_string_printf (h, "%s (%s)", ardina_locale_get_label (l), name);
      if (ardina_locale_get_class (l) == ARDINA_LOCALE_CLASS_TOWN)
        g_string_append_printf (h, ", town %u%s", ardina_locale_get_value (l), ardina_locale_is_port (l) ? ", port" : "");
      else if (ardina_locale_get_class (l) == ARDINA_LOCALE_CLASS_WILDERNESS)
        g_string_append (h, ", wilderness");
      else if (ardina_locale_get_class (l) == ARDINA_LOCALE_CLASS_INDIAN)
        g_string_append (h, ", Indian area");
      if ((gint) l == battle)
        g_string_append (h, ", BATTLE IN PROGRESS (18)");
      line (t, 4, h->str);
      g_string_free (h, TRUE);
      if (markers->len)
        {
          char *m = g_strdup_printf ("markers: %s", markers->str);
          line (t, 6, m);
          g_free (m);
        }
      for (int s = 0; s < 2; s++)
        if (n[s])
          {
            char *m = g_strdup_printf ("%s: %s", s ? "british" : "american", sides[s]->str);
            line (t, 6, m);
            g_free (m);
          }
    }
  g_string_free (markers, TRUE);
  g_string_free (sides[0], TRUE), g_string_free (sides[1], TRUE);
}

static void
print_board (const Text *t)
{
  gint battle = show_battle_locale (t->g);
  if (battle >= 0)
    {
      heading (t, "Battle in progress (18)");
      char *s = g_strdup_printf ("at %s (%s): every piece there marked in-battle fights in it",
                                 ardina_locale_get_label ((guint) battle), ardina_locale_get_name ((guint) battle));
      line (t, 2, s);
      g_free (s);
    }
  heading (t, "The map, by region (only locales holding a piece or a marker)");
  guint n;
  const ShowRegion *r = show_regions (&n);
  for (guint i = 0; i < n; i++)
    {
      char *title = g_strdup_printf ("  %s%s", r[i].label, r[i].colonial ? "" : " (not colonial)");
      if (r[i].colonial)
        {
          char *l = loyalty_text (ardina_game_get_loyalty (t->g, r[i].name));
          g_free (title);
          title = g_strdup_printf ("  %s, %s", r[i].label, l);
          g_free (l);
        }
      fprintf (t->out, "%s\n", title);
      g_free (title);
      for (guint l = 0; l < ardina_locale_count (); l++)
        if (!g_strcmp0 (ardina_locale_get_region (l), r[i].name))
          print_locale (t, l, battle);
    }
  fprintf (t->out, "  High seas\n");
  for (guint l = 0; l < ardina_locale_count (); l++)
    if (ardina_locale_get_class (l) == ARDINA_LOCALE_CLASS_HIGH_SEAS)
      print_locale (t, l, battle);
  heading (t, "Off-map boxes (2.8, 25)");
  for (guint l = 0; l < ardina_locale_count (); l++)
    if (ardina_locale_get_class (l) == ARDINA_LOCALE_CLASS_OFF_MAP)
      {
        guint before = 0;
        for (guint p = 0; p < ardina_piece_count (); p++)
          {
            ArdinaPiecePlace place;
            before += ardina_game_get_place (t->g, p, &place) && place.zone == ARDINA_ZONE_MAP && place.locale == (gint) l;
          }
        if (before)
          print_locale (t, l, battle);
        else
          fprintf (t->out, "    %s (%s): empty\n", ardina_locale_get_label (l), ardina_locale_get_name (l));
      }
}

void
show_text (FILE *out, const ArdinaGame *g, ArdinaSide as, const char *what, int width)
{
  Text t = { out, g, as, width };
  print_head (&t, what);
  print_tracks (&t);
  print_hands (&t);
  print_board (&t);
}
