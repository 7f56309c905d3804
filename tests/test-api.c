/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "api": the library as a front end sees it, through the public
 * header only: automatic cleanup, the version macros, the board as typed
 * values (locales, routes, pieces, places) agreeing with the names the
 * rest of the API uses, and no returned string a later call overwrites. */
#include <ardina/ardina.h>
#include "cu-main.h"

#include <string.h>

static void
test_version_macros (void)
{
  CU_ASSERT_TRUE (ARDINA_CHECK_VERSION (0, 0, 0));
  CU_ASSERT_TRUE (ARDINA_CHECK_VERSION (ARDINA_MAJOR_VERSION, ARDINA_MINOR_VERSION, ARDINA_MICRO_VERSION));
  CU_ASSERT_FALSE (ARDINA_CHECK_VERSION (ARDINA_MAJOR_VERSION, ARDINA_MINOR_VERSION, ARDINA_MICRO_VERSION + 1));
  CU_ASSERT_FALSE (ARDINA_CHECK_VERSION (ARDINA_MAJOR_VERSION + 1, 0, 0));
  char *built = g_strdup_printf ("%d.%d.%d", ARDINA_MAJOR_VERSION, ARDINA_MINOR_VERSION, ARDINA_MICRO_VERSION);
  CHECK (strcmp (built, ARDINA_VERSION) == 0, "%s against ARDINA_VERSION %s", built, ARDINA_VERSION);
  CHECK (strcmp (built, ardina_version ()) == 0, "%s against ardina_version () %s", built, ardina_version ());
  g_free (built);
}

static void
test_autoptr (void)
{
  ArdinaGameOptions o = { ARDINA_SCENARIO_FULL, 0, 7 };
  g_autoptr (ArdinaGame) g = ardina_game_new_standard (&o, NULL, NULL);
  CU_ASSERT_PTR_NOT_NULL_FATAL (g);
  g_autoptr (ArdinaGame) copy = ardina_game_copy (g);
  CU_ASSERT_TRUE (ardina_game_equal (g, copy));
  /* Both are freed at the end of the scope: the sanitizer build's leak
   * check holds the cleanup to it. */
}

static void
test_locales (void)
{
  guint n = ardina_locale_count (), ports = 0, boxes = 0, seas = 0, towns = 0;
  CU_ASSERT_TRUE (n > 100);
  for (guint i = 0; i < n; i++)
    {
      const char *name = ardina_locale_get_name (i);
      CU_ASSERT_PTR_NOT_NULL_FATAL (name);
      CHECK (ardina_locale_lookup (name) == (gint) i, "%s looks up as %d, not %u", name,
             ardina_locale_lookup (name), i);
      CU_ASSERT_PTR_NOT_NULL (ardina_locale_get_label (i));
      ArdinaLocaleClass k = ardina_locale_get_class (i);
      ports += ardina_locale_is_port (i);
      boxes += k == ARDINA_LOCALE_CLASS_OFF_MAP;
      seas += k == ARDINA_LOCALE_CLASS_HIGH_SEAS;
      towns += k == ARDINA_LOCALE_CLASS_TOWN;
      /* Only towns have a political value (2.2, 2.3); seas and boxes lie in
       * no political division (2.7, 2.8). */
      if (k != ARDINA_LOCALE_CLASS_TOWN)
        CHECK (ardina_locale_get_value (i) == 0, "%s is no town but has value %u", name, ardina_locale_get_value (i));
      gboolean regionless = k == ARDINA_LOCALE_CLASS_HIGH_SEAS || k == ARDINA_LOCALE_CLASS_OFF_MAP;
      CHECK ((ardina_locale_get_region (i) == NULL) == regionless, "%s: region %s", name,
             ardina_locale_get_region (i) ? ardina_locale_get_region (i) : "(none)");
      if (k == ARDINA_LOCALE_CLASS_OFF_MAP)
        CHECK (ardina_locale_is_port (i), "the box %s is no port (25.6)", name);
    }
  CU_ASSERT_EQUAL (boxes, 3);   /* Britain, France, Spain (2.8) */
  CU_ASSERT_TRUE (seas > 0 && towns > 0 && ports > boxes);
  CU_ASSERT_EQUAL (ardina_locale_get_class (ardina_locale_lookup ("boston")), ARDINA_LOCALE_CLASS_TOWN);
  CU_ASSERT_TRUE (ardina_locale_is_port (ardina_locale_lookup ("boston")));
  CU_ASSERT_STRING_EQUAL (ardina_locale_get_region (ardina_locale_lookup ("boston")), "new-england");
  CU_ASSERT_PTR_NULL (ardina_locale_get_name (n));
  CU_ASSERT_EQUAL (ardina_locale_lookup ("atlantis"), -1);
}

static void
test_routes (void)
{
  guint n = ardina_route_count (), nl = ardina_locale_count ();
  guint *degree = g_new0 (guint, nl);
  CU_ASSERT_TRUE (n > 100);
  for (guint r = 0; r < n; r++)
    {
      guint a = nl, b = nl;
      ArdinaRouteType t = ARDINA_ROUTE_TYPE_ROAD;
      CU_ASSERT_TRUE_FATAL (ardina_route_get (r, &a, &b, &t));
      CHECK (a < nl && b < nl && a != b, "route %u joins %u and %u", r, a, b);
      degree[a]++, degree[b]++;
      /* A high seas route always touches a high seas area or a box. */
      if (t == ARDINA_ROUTE_TYPE_HIGH_SEAS)
        CHECK (ardina_locale_get_class (a) >= ARDINA_LOCALE_CLASS_HIGH_SEAS
               || ardina_locale_get_class (b) >= ARDINA_LOCALE_CLASS_HIGH_SEAS,
               "sea route %u joins %s and %s", r, ardina_locale_get_name (a), ardina_locale_get_name (b));
    }
  for (guint i = 0; i < nl; i++)
    CHECK (degree[i] > 0, "no route reaches %s", ardina_locale_get_name (i));
  g_free (degree);
  CU_ASSERT_FALSE (ardina_route_get (n, NULL, NULL, NULL));
}

static void
test_pieces (void)
{
  guint n = ardina_piece_count (), by_type[3] = { 0 };
  for (guint i = 0; i < n; i++)
    {
      const char *name = ardina_piece_get_name (i);
      CU_ASSERT_PTR_NOT_NULL_FATAL (name);
      CHECK (ardina_piece_find (name) == (gint) i, "%s finds %d, not %u", name, ardina_piece_find (name), i);
      CU_ASSERT_PTR_NOT_NULL (ardina_piece_get_label (i));
      by_type[ardina_piece_get_type (i)]++;
    }
  CU_ASSERT_TRUE (by_type[ARDINA_PIECE_TYPE_UNIT] > 100 && by_type[ARDINA_PIECE_TYPE_LEADER] > 20
                  && by_type[ARDINA_PIECE_TYPE_CAMPAIGN_MARKER] > 50);
  CU_ASSERT_EQUAL (ardina_piece_get_type ((guint) ardina_piece_find ("greene")), ARDINA_PIECE_TYPE_LEADER);
  CU_ASSERT_EQUAL (ardina_piece_get_type ((guint) ardina_piece_find ("spy-1")), ARDINA_PIECE_TYPE_CAMPAIGN_MARKER);
  CU_ASSERT_EQUAL (ardina_piece_find ("fortress"), -1);   /* a map marker, not a counter of the mix */
  CU_ASSERT_EQUAL (ardina_piece_find ("nobody"), -1);
  CU_ASSERT_PTR_NULL (ardina_piece_get_name (n));
  guint nf = ardina_piece_flag_count ();
  CU_ASSERT_TRUE (nf >= 10);
  gboolean disrupted = FALSE;
  for (guint b = 0; b < nf; b++)
    disrupted |= g_strcmp0 (ardina_piece_flag_name (b), "disrupted") == 0;
  CU_ASSERT_TRUE (disrupted);
  CU_ASSERT_PTR_NULL (ardina_piece_flag_name (nf));
}

/* A standard game @steps decisions in, each answered by one of the first
 * legal actions: pieces in hands, pools and on the map. */
static ArdinaGame *
game_after (guint seed, guint steps)
{
  ArdinaGameOptions o = { ARDINA_SCENARIO_FULL, 0, seed };
  ArdinaGame *g = ardina_game_new_standard (&o, NULL, NULL);
  for (guint step = 0; g && step < steps && !ardina_game_is_over (g); step++)
    {
      ArdinaPending p[2];
      ArdinaAction a[64];
      guint n = ardina_game_pending (g, p) ? ardina_game_legal_actions (g, p[0].side, a, 64) : 0;
      if (!n || !ardina_game_apply (g, &a[step % MIN (n, 64)], NULL, NULL, NULL))
        {
          CU_FAIL ("the game could not go on");
          break;
        }
    }
  return g;
}

/* The place as values says what the place as a name says, for every piece.
 * The game is sampled where markers are in hand as well as on the map
 * (350 steps of seed 11: at 400 both hands are empty since Privateers
 * is played). */
static void
test_places (void)
{
  static const char *const zones[] = { "reserve", NULL, "pool", NULL, "aside", "eliminated", "removed", "hidden" };
  g_autoptr (ArdinaGame) g = game_after (11, 350);
  CU_ASSERT_PTR_NOT_NULL_FATAL (g);
  guint on_map = 0, in_hands = 0;
  for (guint i = 0; i < ardina_piece_count (); i++)
    {
      ArdinaPiecePlace pl;
      CU_ASSERT_TRUE_FATAL (ardina_game_get_place (g, i, &pl));
      const char *name = ardina_game_get_piece_place (g, ardina_piece_get_name (i));
      const char *want = pl.zone == ARDINA_ZONE_MAP ? ardina_locale_get_name ((guint) pl.locale) : zones[pl.zone];
      if (pl.zone == ARDINA_ZONE_HAND)
        want = pl.side == ARDINA_SIDE_AMERICAN ? "american-hand" : "british-hand";
      else if (pl.zone == ARDINA_ZONE_POOL && ardina_piece_get_type (i) == ARDINA_PIECE_TYPE_LEADER)
        want = pl.side == ARDINA_SIDE_AMERICAN ? "american-leader-pool" : "british-leader-pool";
      CHECK (g_strcmp0 (name, want) == 0, "%s: place %s, values say %s", ardina_piece_get_name (i), name, want);
      CHECK ((pl.locale >= 0) == (pl.zone == ARDINA_ZONE_MAP), "%s: locale %d in zone %d", ardina_piece_get_name (i),
             pl.locale, pl.zone);
      on_map += pl.zone == ARDINA_ZONE_MAP;
      in_hands += pl.zone == ARDINA_ZONE_HAND;
    }
  CU_ASSERT_TRUE (on_map > 20 && in_hands > 0);
  ArdinaPiecePlace untouched = { ARDINA_ZONE_REMOVED, 99, ARDINA_SIDE_NONE, 0 };
  CU_ASSERT_FALSE (ardina_game_get_place (g, ardina_piece_count (), &untouched));
  CU_ASSERT_EQUAL (untouched.locale, 99);
}

/* Two places asked one after the other are both still good: no returned
 * string lives in a buffer the next call overwrites. */
static void
test_no_static_buffer (void)
{
  g_autoptr (ArdinaGame) g = game_after (3, 200);
  CU_ASSERT_PTR_NOT_NULL_FATAL (g);
  const char *american = NULL, *british = NULL;
  for (guint i = 0; i < ardina_piece_count (); i++)
    if (ardina_piece_get_type (i) == ARDINA_PIECE_TYPE_LEADER)
      {
        const char *p = ardina_game_get_piece_place (g, ardina_piece_get_name (i));
        if (!american && g_strcmp0 (p, "american-leader-pool") == 0)
          american = p;
        if (!british && g_strcmp0 (p, "british-leader-pool") == 0)
          british = p;
      }
  CU_ASSERT_PTR_NOT_NULL_FATAL (american);
  CU_ASSERT_PTR_NOT_NULL_FATAL (british);
  CU_ASSERT_STRING_EQUAL (american, "american-leader-pool");
  CU_ASSERT_STRING_EQUAL (british, "british-leader-pool");
}

static CU_TestInfo tests[] = {
  { "version macros", test_version_macros },
  { "g_autoptr (ArdinaGame)", test_autoptr },
  { "locales", test_locales },
  { "routes", test_routes },
  { "pieces and their marks", test_pieces },
  { "places as values agree with places as names", test_places },
  { "no static buffer", test_no_static_buffer },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("api", tests);
}
