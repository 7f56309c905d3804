/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "views": what a side may see (22): the dice source, the enemy
 * hand and the pool hidden, enemy stacks below their top unit hidden
 * (22.1, R-41), the hand size open, a view not played on, and
 * positions a side cannot tell apart giving the same view. */
#include "fixture.h"

static gboolean
all_zero (const void *p, size_t n)
{
  const unsigned char *b = p;
  for (size_t i = 0; i < n; i++)
    if (b[i])
      return FALSE;
  return TRUE;
}

static void
test_views (void)
{
  ArdinaGame *g = standard_game (ARDINA_OPTIONAL_ALL, 42, NULL);
  finish_setup (g, NULL);
  CHECK_FATAL (ardina_game_count_hand (g, ARDINA_SIDE_AMERICAN) == 6, "the American does not hold 6 markers");
  ArdinaGame *va = ardina_game_view (g, ARDINA_SIDE_AMERICAN);
  ArdinaGame *vb = ardina_game_view (g, ARDINA_SIDE_BRITISH);
  CHECK (ardina_game_is_view (va) && ardina_game_is_view (vb) && !ardina_game_is_view (g), "is_view is wrong");

  /* The dice source is zeroed: the seed would tell the future rolls. */
  CHECK (all_zero (&va->dice, sizeof va->dice) && all_zero (&vb->dice, sizeof vb->dice),
         "a view keeps the dice source");
  /* The enemy hand and the pool are hidden; the hand size is open. */
  guint hidden_hand = 0, shown_pool = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      if (g->pieces[i].zone == ARDINA_ZONE_HAND)
        {
          CHECK (vb->pieces[i].zone == ARDINA_ZONE_HIDDEN, "the British view shows American marker %s",
                 ardina_code_name ((uint16_t) (ARDINA_CODE_PIECE | i)));
          CHECK (va->pieces[i].zone == ARDINA_ZONE_HAND, "the American view hides his own marker %s",
                 ardina_code_name ((uint16_t) (ARDINA_CODE_PIECE | i)));
          hidden_hand += vb->pieces[i].zone == ARDINA_ZONE_HIDDEN;
        }
      shown_pool += va->pieces[i].zone == ARDINA_ZONE_POOL || vb->pieces[i].zone == ARDINA_ZONE_POOL;
    }
  CHECK (hidden_hand == 6 && shown_pool == 0, "%u American markers hidden, %u pool markers shown", hidden_hand,
         shown_pool);
  CHECK (ardina_game_count_hand (vb, ARDINA_SIDE_AMERICAN) == 6, "the British view loses the hand size");
  CHECK (ardina_game_count_pool (vb) == ardina_game_count_pool (g), "the view's pool has %u markers, not %u",
         ardina_game_count_pool (vb), ardina_game_count_pool (g));

  /* Boston's British stack (4.2): only its first unit shows (22.1, R-41). */
  static const char *const below[] = { "br-reg-2", "br-reg-3", "br-lt-1", "br-flt-1", "gage" };
  CHECK (strcmp (place (va, "br-reg-1"), "boston") == 0, "the top unit of Boston shows as %s",
         place (va, "br-reg-1"));
  for (guint i = 0; i < G_N_ELEMENTS (below); i++)
    {
      CHECK (strcmp (place (g, below[i]), "boston") == 0, "%s is not in Boston", below[i]);
      CHECK (strcmp (place (va, below[i]), "hidden") == 0, "the American view shows %s in %s", below[i],
             place (va, below[i]));
      CHECK (strcmp (place (vb, below[i]), "boston") == 0, "the British view hides their own %s", below[i]);
    }
  /* A lone enemy unit shows; own stacks show whole. */
  CHECK (strcmp (place (va, "br-det-2"), "new-york") == 0, "the lone unit in New York shows as %s",
         place (va, "br-det-2"));
  /* Ward set up with his militia (4.3): an enemy leader under a top unit is hidden. */
  int ward = g->leaders[code_of ("ward") & ~ARDINA_CODE_KIND_MASK].locale;
  CHECK (g->leaders[code_of ("ward") & ~ARDINA_CODE_KIND_MASK].zone == ARDINA_ZONE_MAP
         && g->units[code_of ("am-mil-1")].locale == ward, "Ward is not with am-mil-1");
  CHECK (strcmp (place (vb, "ward"), "hidden") == 0, "the British view shows Ward in %s", place (vb, "ward"));
  CHECK (strcmp (place (va, "ward"), place (g, "ward")) == 0, "the American view hides Ward");

  /* A view cannot be played on, and offers nothing to play. */
  ArdinaAction a;
  CU_ASSERT_FATAL (policy (g, &a));
  ArdinaGame *before = ardina_game_copy (va);
  GError *error = NULL;
  guint n_events = 0;
  CHECK (!ardina_game_apply (va, &a, count_event, &n_events, &error) && error != NULL,
         "a legal action was applied to a view");
  CHECK (n_events == 0 && ardina_game_equal (before, va), "a refused action changed a view");
  g_clear_error (&error);
  CHECK (!ardina_game_apply_text (vb, "american end", NULL, NULL, &error), "an action was applied to a view");
  g_clear_error (&error);
  CHECK (ardina_game_legal_actions (va, ARDINA_SIDE_AMERICAN, NULL, 0) == 0, "a view has legal actions");
  ardina_game_free (before);
  ardina_game_free (va);
  ardina_game_free (vb);
  ardina_game_free (g);

  /* Two positions the British cannot tell apart give the same British
   * view: hidden units swapped between two stacks. */
  ArdinaGame *p1 = empty_game (ARDINA_SCENARIO_FULL, 0, 1776);
  put (p1, "am-mil-1", "boston");
  put (p1, "am-mil-3", "boston");
  put (p1, "am-mil-2", "new-york");
  put (p1, "am-mil-4", "new-york");
  ArdinaGame *p2 = ardina_game_copy (p1);
  put (p2, "am-mil-3", "new-york");
  put (p2, "am-mil-4", "boston");
  ArdinaGame *w1 = ardina_game_view (p1, ARDINA_SIDE_BRITISH), *w2 = ardina_game_view (p2, ARDINA_SIDE_BRITISH);
  CHECK (ardina_game_equal (w1, w2), "the British view tells which hidden unit is in which stack");
  CHECK (strcmp (place (w1, "am-mil-3"), "hidden") == 0, "am-mil-3 under am-mil-1 shows as %s",
         place (w1, "am-mil-3"));
  ardina_game_free (w1);
  ardina_game_free (w2);
  ardina_game_free (p1);
  ardina_game_free (p2);
}

/* The view must not tell which markers the enemy holds (7.4, 22.2, R-43):
 * two positions differing only in which markers the American holds (the
 * others being in the pool, hidden too) give the same British view. */
static void
test_view_hand_identity (void)
{
  ArdinaGame *g1 = standard_game (ARDINA_OPTIONAL_ALL, 42, NULL);
  finish_setup (g1, NULL);
  ArdinaGame *g2 = ardina_game_copy (g1);
  uint16_t hand[ARDINA_MAX_PIECES], pool[ARDINA_MAX_PIECES];
  guint nh = ardina_hand (g2, ARDINA_SIDE_AMERICAN, hand, ARDINA_MAX_PIECES);
  guint np = ardina_pool (g2, pool, ARDINA_MAX_PIECES);
  CU_ASSERT_FATAL (nh > 0 && np > 0);
  /* Swap the American's first marker with a pool marker. */
  ArdinaPlace *h = ardina_place_of (g2, hand[0]), *q = ardina_place_of (g2, pool[0]);
  ArdinaPlace t = *h;
  *h = *q;
  *q = t;
  CHECK (ardina_game_count_hand (g1, ARDINA_SIDE_AMERICAN) == ardina_game_count_hand (g2, ARDINA_SIDE_AMERICAN),
         "the swap changed the hand size");
  ArdinaGame *v1 = ardina_game_view (g1, ARDINA_SIDE_BRITISH), *v2 = ardina_game_view (g2, ARDINA_SIDE_BRITISH);
  CHECK (ardina_game_equal (v1, v2),
         "the British views differ when the American holds %s instead of %s: the view leaks the enemy hand",
         ardina_code_name (hand[0]), ardina_code_name (pool[0]));
  if (!ardina_game_equal (v1, v2))
    {
      uint16_t i = hand[0] & ~ARDINA_CODE_KIND_MASK;
      printf ("  in the first view %s has zone %u side %u; in the second zone %u side %u\n",
              ardina_code_name (hand[0]), v1->pieces[i].zone, v1->pieces[i].side, v2->pieces[i].zone,
              v2->pieces[i].side);
    }
  ardina_game_free (v1);
  ardina_game_free (v2);
  ardina_game_free (g1);
  ardina_game_free (g2);
}

static CU_TestInfo tests[] = {
  { "views (22)", test_views },
  { "the enemy hand's identity", test_view_hand_identity },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("views", tests);
}
