/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Battles played by random legal actions (18, 21.3, 21.4): random forces
 * of both sides meet in Boston and Providence, some of the locales around
 * are held by the enemy, both hands hold Tactics markers and the battle
 * markers, and now and then a Leader Arises marker stands with a force
 * (7.9, R-74); every decision is answered by a legal action drawn at random.
 * After every action the invariants hold; every Combat Phase ends within
 * a bounded number of actions; afterwards no locale holds both sides' land
 * forces, no piece is left disrupted or in battle, no marker committed,
 * no Leader Arises marker stands without a unit or leader of its side,
 * and every unit and leader is somewhere. The same holds for fleet
 * battles and amphibious assaults (24.6-24.12) played at random. */
#include "fixture.h"

#define GAMES 300
#define MAX_ACTIONS 4000

static const char *const american[] = {
  "am-reg-1", "am-reg-2", "am-lt-1", "am-mil-1", "am-mil-2", "washington", "lee", "clark", NULL
};
static const char *const british[] = {
  "br-reg-1", "br-reg-2", "br-lt-1", "tory-1", "ind-1", "clinton", "butler", "gage", NULL
};
static const char *const battlefields[] = { "boston", "providence", "springfield" };
static const char *const around[] = { "worcester", "portsmouth", "newport", "new-haven", "hartford" };
static const char *const holders[2][G_N_ELEMENTS (around)] = {
  { "am-mil-5", "am-mil-6", "am-mil-7", "am-mil-8", "am-mil-9" },
  { "br-det-1", "br-det-2", "br-det-3", "br-det-4", "br-det-5" },
};

static void
deal (ArdinaGame *g, GRand *r, const char *const *names, guint field_bias)
{
  for (guint i = 0; names[i]; i++)
    if (g_rand_int_range (r, 0, 3))
      put (g, names[i], battlefields[(i + field_bias) % G_N_ELEMENTS (battlefields)]);
}

/* 7.9: now and then @marker is played atop @side's force on a random
 * battlefield, where it fights as a leader of value one. */
static void
arise (ArdinaGame *g, GRand *r, const char *marker, ArdinaSide side)
{
  int at = locale_of (battlefields[g_rand_int_range (r, 0, G_N_ELEMENTS (battlefields))]);
  if (g_rand_int_range (r, 0, 3) || !ardina_land_force_at (g, side, (uint16_t) at))
    return;
  ardina_place_set (g, (uint16_t) code_of (marker),
                    (ArdinaPlace) { .zone = ARDINA_ZONE_MAP, .locale = (uint8_t) at, .side = (uint8_t) side });
}

/* A position at the American (First Player) Combat Phase of 1777. */
static ArdinaGame *
random_battles (GRand *r)
{
  ArdinaGame *g = empty_game (ARDINA_SCENARIO_FULL, 0, 1777);
  deal (g, r, american, 0);
  deal (g, r, british, (guint) g_rand_int_range (r, 0, 3));
  for (guint i = 0; i < G_N_ELEMENTS (around); i++)
    {
      int who = g_rand_int_range (r, 0, 3);   /* nobody, American, British */
      if (who)
        put (g, holders[who - 1][i], around[i]);
    }
  arise (g, r, "leader-arises-1", ARDINA_SIDE_AMERICAN);
  arise (g, r, "leader-arises-2", ARDINA_SIDE_BRITISH);
  for (guint i = 1; i <= 8; i++)
    {
      char name[16];
      g_snprintf (name, sizeof name, "tactics-%u", i);
      give (g, name, i % 2 ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH);
    }
  give (g, "tarletons-quarter-1", g_rand_boolean (r) ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH);
  give (g, "shot-heard-round-the-world-1", g_rand_boolean (r) ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH);
  memset (g->stack, 0, sizeof g->stack);
  g->depth = 1;
  g->stack[0].proc = ARDINA_PROC_TURN;
  g->stack[0].step = (uint8_t) ardina_turn_step_lookup ("campaign-1:first-combat");
  g->stack[0].side = ARDINA_SIDE_NONE;
  g->first = ARDINA_SIDE_AMERICAN;
  CU_ASSERT_FATAL (run_engine (g, NULL));
  return g;
}

static gboolean
in_combat (const ArdinaGame *g)
{
  return strcmp (ardina_game_get_phase_name (g), "campaign-1:first-combat") == 0;
}

/* What holds once the Combat Phase is over. */
static void
check_after (const ArdinaGame *g, guint game)
{
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)   /* nothing is fought at sea (24.8) */
    CHECK (ardina_data_locales[l].kind == ARDINA_LOCALE_KIND_HIGH_SEAS
           || !(ardina_land_force_at (g, ARDINA_SIDE_AMERICAN, (uint16_t) l)
             && ardina_land_force_at (g, ARDINA_SIDE_BRITISH, (uint16_t) l)),
           "game %u: both sides still at %s after the Combat Phase", game, ardina_data_locales[l].name);
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    CHECK (!(g->units[i].flags & (ARDINA_PIECE_IN_BATTLE | ARDINA_PIECE_DISRUPTED)),
           "game %u: unit %u still in battle or disrupted", game, i);
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    {
      CHECK (!(g->leaders[i].flags & (ARDINA_PIECE_IN_BATTLE | ARDINA_PIECE_DISRUPTED)),
             "game %u: leader %u still in battle or disrupted", game, i);
      CHECK (g->leaders[i].zone != ARDINA_ZONE_ELIMINATED, "game %u: leader %u never rolled for survival (21.4)",
             game, i);
    }
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      const ArdinaPlace *p = &g->pieces[i];
      CHECK (!(p->flags & ARDINA_PIECE_OFFERED), "game %u: a Tactics marker is still committed", game);
      CHECK (!(p->flags & (ARDINA_PIECE_IN_BATTLE | ARDINA_PIECE_DISRUPTED)),
             "game %u: Leader Arises still in battle or disrupted", game);
      CHECK (p->zone != ARDINA_ZONE_MAP || ardina_land_force_at (g, (ArdinaSide) p->side, p->locale),
             "game %u: Leader Arises left alone at %s (R-74)", game, ardina_data_locales[p->locale].name);
    }
}

/* How often the rarer ends of a battle came up. */
static const char *const rare[] = { "is blocked", "(R-85)", "plays Tarleton's Quarter",
                                    "plays Shot Heard", "(R-86)", "he is killed", "he escapes",
                                    "a Leader Arises marker, is disrupted", "a Leader Arises marker makes no survival roll",
                                    "has no unit or leader of its force left", "(Leader Arises, 1)" };
static guint rare_seen[G_N_ELEMENTS (rare)];

/* Counts the events whose text holds each of a list of phrases. */
typedef struct {
  const char *const *phrases;
  guint *seen, n;
} Tally;

static void
tally (const ArdinaEvent *e, gpointer data)
{
  const Tally *t = data;
  for (guint i = 0; i < t->n; i++)
    t->seen[i] += strstr (ardina_event_get_text (e), t->phrases[i]) != NULL;
}
static Tally rare_tally = { rare, rare_seen, G_N_ELEMENTS (rare) };

static void
test_random_battles (void)
{
  guint decisions = 0, battles = 0;
  for (guint game = 1; game <= GAMES; game++)
    {
      GRand *r = g_rand_new_with_seed (game);
      ArdinaGame *g = random_battles (r);
      guint n = 0;
      for (; n < MAX_ACTIONS && in_combat (g); n++)
        {
          ArdinaPending p[2];
          ArdinaAction legal[MAX_LEGAL];
          guint np = ardina_game_pending (g, p);
          CHECK_FATAL (np > 0, "game %u: nobody to decide", game);
          const ArdinaPending *who = &p[np > 1 ? g_rand_int_range (r, 0, (gint32) np) : 0];
          guint nl = ardina_game_legal_actions (g, who->side, legal, MAX_LEGAL);
          CHECK_FATAL (nl > 0, "game %u: dead end at '%s'", game, who->prompt);
          const ArdinaAction *a = &legal[g_rand_int_range (r, 0, (gint32) MIN (nl, MAX_LEGAL))];
          battles += a->verb == ARDINA_VERB_ATTACK;
          GError *error = NULL;
          gboolean ok = ardina_game_apply (g, a, tally, &rare_tally, &error) && ardina_state_check (g, &error);
          CHECK_FATAL (ok, "game %u: %s", game, error ? error->message : "?");
        }
      decisions += n;
      CHECK (!in_combat (g), "game %u: the Combat Phase did not end in %u actions", game, MAX_ACTIONS);
      check_after (g, game);
      ardina_game_free (g);
      g_rand_free (r);
    }
  printf ("\n  %u games, %u battles, %u decisions\n", GAMES, battles, decisions);
  for (guint i = 0; i < G_N_ELEMENTS (rare); i++)
    printf ("  '%s': %u\n", rare[i], rare_seen[i]);
  CU_ASSERT (battles >= GAMES);
}

/* ---- fleets (24.6-24.10, 24.12, 21.7) ---- */

#define NAVAL_GAMES 200

/* Puts @piece at @locale, aboard @fleet when given (24.4). */
static void
put_aboard (ArdinaGame *g, const char *piece, const char *locale, const char *fleet)
{
  put (g, piece, locale);
  if (fleet)
    ardina_embark (g, code_of (piece), ARDINA_CODE_INDEX (code_of (fleet)));
}

/* A position at the Combat Phase of 1779, France allied: the fleets of
 * both sides meet in Boston (24.8), some carrying land units, with land
 * forces of both sides ashore now and then; a British squadron lies in
 * Charleston carrying an assault force against the American regulars
 * there (24.6), marines among them (24.12). Either side may be first. */
static ArdinaGame *
random_naval (GRand *r)
{
  static const char *const cargo[] = { "br-reg-1", "br-mar-1", "cornwallis" };
  ArdinaGame *g = empty_game (ARDINA_SCENARIO_FULL, 0, 1779);
  for (guint i = 0; i < ARDINA_DATA_N_BALANCE; i++)   /* France at war (26) */
    if (strcmp (ardina_data_balance[i].name, "french-alliance") == 0)
      g->balance = (int8_t) i;
  put (g, "br-flt-1", "boston");
  put (g, "fr-flt-1", "boston");
  if (g_rand_boolean (r))
    put (g, "br-flt-2", "boston");
  if (g_rand_boolean (r))
    put (g, "fr-flt-2", "boston");
  if (g_rand_boolean (r))
    put (g, "graves", "boston");
  if (g_rand_boolean (r))
    put (g, "d-estaing", "boston");
  if (g_rand_boolean (r))
    put_aboard (g, "br-reg-2", "boston", "br-flt-1");
  if (g_rand_boolean (r))
    put_aboard (g, "lafayette", "boston", "fr-flt-1");
  if (g_rand_int_range (r, 0, 3) == 0)
    put (g, "am-reg-1", "boston"), put (g, "br-reg-3", "boston");
  put (g, "br-flt-3", "charleston");
  put_aboard (g, cargo[g_rand_int_range (r, 0, G_N_ELEMENTS (cargo))], "charleston", "br-flt-3");
  for (guint i = 0; i < G_N_ELEMENTS (cargo); i++)
    if (g_rand_boolean (r) && strcmp (place (g, cargo[i]), "charleston"))
      put_aboard (g, cargo[i], "charleston", "br-flt-3");
  if (g_rand_boolean (r))
    put (g, "r-howe", "charleston");
  put (g, "am-reg-2", "charleston");
  if (g_rand_boolean (r))
    put (g, "lincoln", "charleston");
  if (g_rand_boolean (r))
    put (g, "am-mar-1", "charleston");
  for (guint i = 1; i <= 8; i++)
    {
      char name[16];
      g_snprintf (name, sizeof name, "tactics-%u", i);
      give (g, name, i % 2 ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH);
    }
  memset (g->stack, 0, sizeof g->stack);
  g->depth = 1;
  g->stack[0].proc = ARDINA_PROC_TURN;
  g->stack[0].step = (uint8_t) ardina_turn_step_lookup ("campaign-1:first-combat");
  g->stack[0].side = ARDINA_SIDE_NONE;
  g->first = g_rand_boolean (r) ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH;
  CU_ASSERT_FATAL (run_engine (g, NULL));
  return g;
}

static const char *const naval[] = { "fleet battle at", "amphibious assault at", "fleets retreat from",
                                     "re-embarks", "is sunk", "sinks with", "wins the amphibious assault",
                                     "marines' +1 in an" };
static guint naval_seen[G_N_ELEMENTS (naval)];
static Tally naval_tally = { naval, naval_seen, G_N_ELEMENTS (naval) };

/* Fleet battles and assaults played by random legal actions end, keep the
 * invariants (debug builds also hold each listing to its space), and
 * leave no port holding both sides' fleets nor a locale both sides' land
 * forces. */
static void
test_random_naval (void)
{
  for (guint game = 1; game <= NAVAL_GAMES; game++)
    {
      GRand *r = g_rand_new_with_seed (game);
      ArdinaGame *g = random_naval (r);
      guint n = 0;
      for (; n < MAX_ACTIONS && in_combat (g); n++)
        {
          ArdinaPending p[2];
          ArdinaAction legal[MAX_LEGAL];
          guint np = ardina_game_pending (g, p);
          CHECK_FATAL (np > 0, "game %u: nobody to decide", game);
          const ArdinaPending *who = &p[np > 1 ? g_rand_int_range (r, 0, (gint32) np) : 0];
          guint nl = ardina_game_legal_actions (g, who->side, legal, MAX_LEGAL);
          CHECK_FATAL (nl > 0, "game %u: dead end at '%s'", game, who->prompt);
          const ArdinaAction *a = &legal[g_rand_int_range (r, 0, (gint32) MIN (nl, MAX_LEGAL))];
          GError *error = NULL;
          gboolean ok = ardina_game_apply (g, a, tally, &naval_tally, &error) && ardina_state_check (g, &error);
          CHECK_FATAL (ok, "game %u: %s", game, error ? error->message : "?");
        }
      CHECK (!in_combat (g), "game %u: the Combat Phase did not end in %u actions", game, MAX_ACTIONS);
      check_after (g, game);
      for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
        CHECK (!ardina_fleet_battle_due (g, ARDINA_SIDE_AMERICAN, (uint16_t) l)
               && !ardina_fleet_battle_due (g, ARDINA_SIDE_BRITISH, (uint16_t) l),
               "game %u: both sides' fleets still in %s (24.8)", game, ardina_data_locales[l].name);
      ardina_game_free (g);
      g_rand_free (r);
    }
  printf ("\n  %u games\n", NAVAL_GAMES);
  for (guint i = 0; i < G_N_ELEMENTS (naval); i++)
    {
      printf ("  '%s': %u\n", naval[i], naval_seen[i]);
      CHECK (naval_seen[i] > 0, "no '%s' in %u games", naval[i], NAVAL_GAMES);
    }
}

static CU_TestInfo tests[] = {
  { "random battles end, clear their locale and keep the invariants", test_random_battles },
  { "random fleet battles and assaults end and keep the invariants (24.6-24.12)", test_random_naval },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("battle", tests);
}
