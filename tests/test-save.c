/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Saved games: round trips of real games, and hostile documents.
 *
 * A round trip holds when loading a save gives the same game byte for byte
 * (ardina_game_equal) and saving that game again gives the same document
 * byte for byte. Hostile documents (tests/save/, or made in memory) must
 * each be refused with ARDINA_ERROR_PARSE, a message starting
 * "name:line:" at the right line, and no game. */
#include "cu-main.h"
#include "rules/rules.h"

#include <stdio.h>
#include <string.h>

/* ---- helpers ---- */

static char *
fixture_path (const char *name)
{
  const char *src = g_getenv ("ARDINA_SRCDIR");
  return g_build_filename (src ? src : ".", "tests", "save", name, NULL);
}

static char *
read_fixture (const char *name, gsize *len)
{
  char *path = fixture_path (name), *data = NULL;
  GError *e = NULL;
  if (!g_file_get_contents (path, &data, len, &e))
    {
      fprintf (stderr, "cannot read %s: %s\n", path, e->message);
      g_error_free (e);
    }
  g_free (path);
  return data;
}

/* Says where two games first differ, so a failing round trip is readable. */
static void
report_difference (const ArdinaGame *a, const ArdinaGame *b)
{
  const guint8 *x = (const guint8 *) a, *y = (const guint8 *) b;
  for (gsize i = 0; i < ardina_game_size (); i++)
    if (x[i] != y[i])
      {
        fprintf (stderr, "games differ first at byte %" G_GSIZE_FORMAT ": %u != %u\n", i, x[i], y[i]);
        return;
      }
}

/* load (save (g)) == g and save (load (save (g))) == save (g). */
static gboolean
round_trip (const ArdinaGame *g)
{
  gsize n1 = 0, n2 = 0;
  char *s1 = ardina_game_save (g, &n1), *s2 = NULL;
  GError *e = NULL;
  ArdinaGame *h = ardina_game_load (s1, n1, "round-trip.xml", &e);
  gboolean ok = h != NULL;
  if (!h)
    {
      fprintf (stderr, "%s\n", e->message);
      g_error_free (e);
    }
  else if (!(ok = ardina_game_equal (h, g)))
    report_difference (g, h);
  if (h)
    s2 = ardina_game_save (h, &n2);
  ok = ok && n1 == n2 && n1 == strlen (s1) && memcmp (s1, s2, n1) == 0;
  CU_ASSERT (ok);
  g_free (s1);
  g_free (s2);
  ardina_game_free (h);
  return ok;
}

/* Applies the first legal action of the first side to decide, except
 * that a withdrawal is never chosen (offer, withdraw, offer... would
 * never reach the seal), nor an exchange of detachments (split, merge,
 * split... would never end the Mobilization Phase, 13.7). */
static gboolean
step (ArdinaGame *g)
{
  ArdinaPending p[2];
  ArdinaAction all[512], a;   /* a Movement Phase lists a take for every unit on the map */
  GError *e = NULL;
  guint n = ardina_game_pending (g, p) ? ardina_game_legal_actions (g, p[0].side, all, G_N_ELEMENTS (all)) : 0;
  guint i = 0;
  /* Moves are skipped too: their rolls (16.3, 17.2) would need dice the
   * scripts below do not hold. */
  while (i < n && i < G_N_ELEMENTS (all)
         && (all[i].verb == ARDINA_VERB_WITHDRAW || all[i].verb == ARDINA_VERB_SPLIT || all[i].verb == ARDINA_VERB_MERGE
             || all[i].verb == ARDINA_VERB_TAKE || all[i].verb == ARDINA_VERB_FORCE_MARCH))
    i++;
  if (i >= n || i >= G_N_ELEMENTS (all))
    return FALSE;
  a = all[i];
  if (ardina_game_apply (g, &a, NULL, NULL, &e))
    return TRUE;
  fprintf (stderr, "step refused: %s\n", e->message);
  g_error_free (e);
  return FALSE;
}

static gboolean
pending_kind (const ArdinaGame *g, ArdinaDecisionKind kind)
{
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  return n > 0 && p[0].kind == kind;
}

static ArdinaGame *
standard (guint64 seed)
{
  ArdinaGameOptions o = { ARDINA_SCENARIO_FULL, 0, seed, { 0 } };
  return ardina_game_new_standard (&o, NULL, NULL);
}

static void
apply_text (ArdinaGame *g, const char *text)
{
  GError *e = NULL;
  gboolean ok = ardina_game_apply_text (g, text, NULL, NULL, &e);
  if (!ok)
    {
      fprintf (stderr, "'%s' refused: %s\n", text, e->message);
      g_error_free (e);
    }
  CU_ASSERT (ok);
}

/* ---- round trips ---- */

static void
test_standard_start (void)
{
  static const guint64 seeds[] = { 0, 1, 42, G_MAXUINT64 };
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      ArdinaGame *g = standard (seeds[i]);
      round_trip (g);
      ardina_game_free (g);
    }
  ArdinaGameOptions o = { ARDINA_SCENARIO_SHORT, ARDINA_OPTIONAL_ALL, 7, { 0 }, TRUE };
  ArdinaGame *g = ardina_game_new_standard (&o, NULL, NULL);
  round_trip (g);
  ardina_game_free (g);
}

/* Set-up and the whole of 1775, saved and reloaded after every action. */
static void
test_setup_and_turn (void)
{
  ArdinaGame *g = standard (7);
  guint steps = 0;
  while (ardina_game_get_year (g) == 1775 && steps < 1000 && step (g))
    {
      steps++;
      if (!round_trip (g))
        break;
    }
  CU_ASSERT (ardina_game_get_year (g) == 1776);
  CU_ASSERT (steps > 10);
  ardina_game_free (g);
}

/* Into 1776's initiative: the American offers a marker and seals, the
 * British have yet to commit. */
static void
test_mid_commitment (void)
{
  ArdinaGame *g = standard (11);
  /* On to the 1776 initiative; the 1775 Rabble Rousing Phase's
   * commitment (9.3) is sealed empty, so it rolls no die (9.4). */
  for (guint i = 0; i < 1000 && !(pending_kind (g, ARDINA_DECISION_COMMIT)
                                  && strcmp (ardina_game_get_phase_name (g), "initiative") == 0); i++)
    if (pending_kind (g, ARDINA_DECISION_COMMIT))
      {
        apply_text (g, "american seal");
        apply_text (g, "british seal");
      }
    else if (!step (g))
      break;
  CU_ASSERT_FATAL (pending_kind (g, ARDINA_DECISION_COMMIT));
  ArdinaAction a;
  if (ardina_game_legal_actions (g, ARDINA_SIDE_AMERICAN, &a, 1) && a.verb == ARDINA_VERB_OFFER)
    CU_ASSERT (ardina_game_apply (g, &a, NULL, NULL, NULL));
  apply_text (g, "american seal");
  ArdinaPending p[2];
  CU_ASSERT (ardina_game_pending (g, p) == 1 && p[0].side == ARDINA_SIDE_BRITISH);
  round_trip (g);
  char *s = ardina_game_save (g, NULL);
  CU_ASSERT (strstr (s, "<field name=\"sealed-american\" value=\"yes\"/>") != NULL);
  CU_ASSERT (strstr (s, "<field name=\"sealed-british\" value=\"no\"/>") != NULL);
  CU_ASSERT (strstr (s, "flags=\"offered\"") != NULL);
  CU_ASSERT (strstr (s, "proc=\"commit\"") != NULL);
  g_free (s);
  ardina_game_free (g);
}

/* The first Spy counter in the American hand, or NULL. */
static const char *
american_spy (const ArdinaGame *g)
{
  static const char *const spies[] = { "spy-1", "spy-2", "spy-3" };
  for (guint i = 0; i < G_N_ELEMENTS (spies); i++)
    if (strcmp (ardina_game_get_piece_place (g, spies[i]), "american-hand") == 0)
      return spies[i];
  return NULL;
}

/* A standard game past its set-up in which the American drew a Spy (4.3
 * draws six markers): the first such seed. */
static ArdinaGame *
game_with_american_spy (void)
{
  for (guint64 seed = 0; seed < 1000; seed++)
    {
      ArdinaGame *g = standard (seed);
      for (guint i = 0; i < 100 && pending_kind (g, ARDINA_DECISION_SETUP); i++)
        if (!step (g))
          break;
      if (american_spy (g))
        return g;
      ardina_game_free (g);
    }
  return NULL;
}

/* A Spy played on the British hand: saved while the British must answer,
 * and after the answer. */
static void
test_mid_spy (void)
{
  ArdinaGame *g = game_with_american_spy ();
  CU_ASSERT_FATAL (g != NULL);
  apply_text (g, "american spy hand");
  CU_ASSERT (pending_kind (g, ARDINA_DECISION_RESPOND));
  round_trip (g);
  char *s = ardina_game_save (g, NULL);
  CU_ASSERT (strstr (s, "<frame proc=\"negate\" step=\"answer\" side=\"british\" call=\"none\" result=\"0\">") != NULL);
  CU_ASSERT (strstr (s, "<field name=\"target\" value=\"hand\"/>") != NULL);
  g_free (s);
  apply_text (g, "british decline");
  /* The Spy answered, the Political Phase's window (7.9) asks the
   * American again, no answer left on the stack. */
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  CU_ASSERT (n == 1 && p[0].side == ARDINA_SIDE_AMERICAN && strstr (p[0].prompt, "Political Phase") != NULL);
  s = ardina_game_save (g, NULL);
  CU_ASSERT (strstr (s, "proc=\"negate\"") == NULL);
  g_free (s);
  round_trip (g);
  ardina_game_free (g);
}

/* The same kind of state written by hand: it loads, resumes, and is
 * already in the canonical form. */
static void
test_respond_fixture (void)
{
  gsize n, m;
  char *data = read_fixture ("respond.xml", &n);
  CU_ASSERT_FATAL (data != NULL);
  GError *e = NULL;
  ArdinaGame *g = ardina_game_load (data, n, "respond.xml", &e);
  CU_ASSERT_FATAL (g != NULL);
  char *again = ardina_game_save (g, &m);
  CU_ASSERT (m == n && memcmp (data, again, n) == 0);
  CU_ASSERT (pending_kind (g, ARDINA_DECISION_RESPOND));
  round_trip (g);
  apply_text (g, "british counter spy-2");
  CU_ASSERT (strcmp (ardina_game_get_piece_place (g, "spy-2"), "pool") == 0);
  g_free (again);
  g_free (data);
  ardina_game_free (g);
}

static void
test_empty (void)
{
  ArdinaGame *g = ardina_game_new_empty (NULL, 0);
  round_trip (g);
  ardina_game_free (g);
  ArdinaGameOptions o = { ARDINA_SCENARIO_SHORT, ARDINA_OPTIONAL (28) | ARDINA_OPTIONAL (29), 3, { 0 }, TRUE };
  g = ardina_game_new_empty (&o, 1778);
  round_trip (g);
  char *s = ardina_game_save (g, NULL);
  CU_ASSERT (strstr (s, "scenario=\"short\" year=\"1778\" optional=\"28 29\"") != NULL);
  g_free (s);
  ardina_game_free (g);
}

/* The names of the first @n campaign markers that set-up puts in the pool. */
static void
pool_names (const char **names, guint n)
{
  ArdinaGame *g = standard (1);
  guint k = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES && k < n; i++)
    {
      const char *name = ardina_code_name (ARDINA_CODE_PIECE | i);
      const char *place = ardina_game_get_piece_place (g, name);
      if (strcmp (place, "pool") == 0 || strcmp (place, "american-hand") == 0)
        names[k++] = name;
    }
  CU_ASSERT (k == n);
  ardina_game_free (g);
}

/* Scripted dice and picks, partly used by the set-up (six picks), the
 * Political Phase of 1775 (6.6, 6.7), the supply and enlistment dice of
 * 1775 (19.3, 20.5) and the 1776 initiative. */
static void
test_scripts (void)
{
  static const guint8 dice[] = { 4, 1, 6, 2, 3, 5, 2, 2, 6, 1, 4, 5, 6, 4, 5, 6, 5, 4, 6, 5, 6, 4, 5, 6, 5,
                                 4, 6, 5, 6, 4, 5, 6, 5, 4, 6, 5, 6, 4, 5, 6, 5, 4, 6, 5, 6, 4, 5, 6, 5, 4,
                                 6, 5, 6, 4, 5, 6, 5, 4, 6, 5, 6, 4, 5, 6, 5, 4, 6, 5, 6, 4, 5, 6, 5, 4, 2 };
  const char *picks[8];
  pool_names (picks, G_N_ELEMENTS (picks));
  ArdinaGame *g = g_new (ArdinaGame, 1);
  ardina_game_init (g, NULL);
  CU_ASSERT (ardina_game_set_dice_script (g, dice, G_N_ELEMENTS (dice), NULL));
  CU_ASSERT (ardina_game_set_pick_script (g, picks, G_N_ELEMENTS (picks), NULL));
  ArdinaCtx c = { g, NULL, NULL, FALSE };
  ardina_push (&c, ARDINA_PROC_SETUP, ARDINA_SIDE_NONE);
  CU_ASSERT_FATAL (ardina_run (&c));
  round_trip (g);
  /* On to the 1776 initiative; the 1775 Rabble Rousing Phase's
   * commitment (9.3) is sealed empty, so it rolls no die (9.4). */
  for (guint i = 0; i < 1000 && !(pending_kind (g, ARDINA_DECISION_COMMIT)
                                  && strcmp (ardina_game_get_phase_name (g), "initiative") == 0); i++)
    if (pending_kind (g, ARDINA_DECISION_COMMIT))
      {
        apply_text (g, "american seal");
        apply_text (g, "british seal");
      }
    else if (!step (g))
      break;
  CU_ASSERT (ardina_game_picks_left (g) == 2);
  guint before = ardina_game_dice_left (g);
  round_trip (g);
  apply_text (g, "american seal");
  apply_text (g, "british seal");
  /* Two dice settle the initiative (8.2), what the 1775 walk's Political
   * Phase used before them (its markers played as they came) aside. */
  CU_ASSERT (before >= 2 && before < G_N_ELEMENTS (dice) && ardina_game_dice_left (g) == before - 2);
  round_trip (g);
  ardina_game_free (g);
}

/* A script replaced by a shorter one leaves a tail in the arrays, which
 * the save must carry too. */
static void
test_stale_scripts (void)
{
  static const guint8 long_dice[] = { 6, 5, 4, 3, 2, 1, 6, 5, 4, 3 }, short_dice[] = { 1, 2 };
  const char *long_picks[] = { "spy-1", "br-reg-1", "fortress", "washington", "tactics-3" };
  const char *short_picks[] = { "spy-2" };
  ArdinaGame *g = standard (9);
  CU_ASSERT (ardina_game_set_dice_script (g, long_dice, G_N_ELEMENTS (long_dice), NULL));
  CU_ASSERT (ardina_game_set_dice_script (g, short_dice, G_N_ELEMENTS (short_dice), NULL));
  CU_ASSERT (ardina_game_set_pick_script (g, long_picks, G_N_ELEMENTS (long_picks), NULL));
  CU_ASSERT (ardina_game_set_pick_script (g, short_picks, G_N_ELEMENTS (short_picks), NULL));
  round_trip (g);
  char *s = ardina_game_save (g, NULL);
  CU_ASSERT (strstr (s, "<script next=\"0\" stale=\"4 3 2 1 6 5 4 3\">1 2</script>") != NULL);
  CU_ASSERT (strstr (s, "<picks next=\"0\" stale=\"br-reg-1 fortress washington tactics-3\">spy-2</picks>") != NULL);
  g_free (s);
  ardina_game_free (g);
}

/* A side's view: hidden pieces and a blanked dice source. */
static void
test_view (void)
{
  ArdinaGame *g = standard (13);
  for (guint i = 0; i < 40; i++)
    step (g);
  for (int side = 0; side < 2; side++)
    {
      ArdinaGame *v = ardina_game_view (g, (ArdinaSide) side);
      round_trip (v);
      ardina_game_free (v);
    }
  ardina_game_free (g);
}

/* A whole game to its end, with a round trip after every action. */
static void
test_whole_game (void)
{
  ArdinaGame *g = standard (2);
  for (guint i = 0; i < 5000 && !ardina_game_is_over (g) && step (g); i++)
    if (!round_trip (g))
      break;
  CU_ASSERT (ardina_game_is_over (g));
  CU_ASSERT (strcmp (ardina_game_get_result (g), "none") != 0);
  round_trip (g);
  ardina_game_free (g);
}

static void
test_deterministic (void)
{
  ArdinaGame *g = standard (21), *h = ardina_game_copy (g);
  gsize n1, n2;
  char *a = ardina_game_save (g, &n1), *b = ardina_game_save (h, &n2);
  CU_ASSERT (n1 == n2 && memcmp (a, b, n1) == 0);
  CU_ASSERT (g_str_has_prefix (a, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                  "<ardina-save format=\"ardina-save-3\">\n"));
  CU_ASSERT (g_utf8_validate (a, (gssize) n1, NULL));
  g_free (a);
  g_free (b);
  ardina_game_free (g);
  ardina_game_free (h);
}

/* ---- refusals ---- */

/* @data must be refused with a message starting "@name:@line:" and
 * containing @what. */
static void
expect_refused (const char *data, gsize len, const char *name, int line, const char *what)
{
  GError *e = NULL;
  ArdinaGame *g = ardina_game_load (data, len, name, &e);
  char *prefix = g_strdup_printf ("%s:%d: ", name, line);
  CU_ASSERT (g == NULL);
  CU_ASSERT (e != NULL && g_error_matches (e, ARDINA_ERROR, ARDINA_ERROR_PARSE));
  gboolean ok = e && g_str_has_prefix (e->message, prefix) && strstr (e->message, what);
  if (!ok)
    fprintf (stderr, "\n  %s: expected \"%s...%s...\", got \"%s\"\n", name, prefix, what,
             e ? e->message : "no error");
  CU_ASSERT (ok);
  g_free (prefix);
  g_clear_error (&e);
  ardina_game_free (g);
}

static const struct {
  const char *file;
  int line;
  const char *what;
} hostile[] = {
  { "not-well-formed.xml", 4, "expected" },
  { "wrong-root.xml", 2, "ardina-save" },
  { "wrong-format.xml", 2, "ardina-save" },
  { "schema-violation.xml", 17, "piece" },
  { "missing-section.xml", 20, "massacred" },
  { "unknown-piece.xml", 17, "<piece>: unknown piece 'br-reg-999'" },
  { "marker-as-piece.xml", 17, "unknown piece 'fortress'" },
  { "unknown-locale.xml", 17, "<piece>: unknown locale 'atlantis'" },
  { "map-without-locale.xml", 17, "needs a locale" },
  { "duplicate-piece.xml", 18, "<piece>: piece 'br-reg-1' is placed twice" },
  { "bad-die.xml", 28, "<script>: scripted die 3 is '7', not 1-6" },
  { "bad-stale-die.xml", 28, "stale die 2 is '0'" },
  { "next-beyond.xml", 28, "next=\"4\" is beyond the 3 entries" },
  { "too-many-dice.xml", 28, "more than 512 dice" },
  { "bad-pick.xml", 29, "<picks>: scripted pick 2 names no piece: 'nobody'" },
  { "bad-hex.xml", 27, "dice" },
  { "unknown-region.xml", 13, "unknown region 'atlantis'" },
  { "missing-region.xml", 7, "region 'florida' is missing" },
  { "duplicate-region.xml", 13, "region 'west' is listed twice" },
  { "loyalty-out-of-range.xml", 8, "[11.5] loyalty runs from -3 to 3, not 4" },
  { "unknown-level.xml", 6, "unknown balance level 'pax-britannica'" },
  { "bad-year.xml", 3, "year=\"1492\"" },
  { "bad-optional.xml", 3, "sections are 28 to 38" },
  { "points-overflow.xml", 5, "american=\"40000\"" },
  { "unknown-step.xml", 24, "a turn frame has no step 'tea-party'" },
  { "bad-args.xml", 25, "american-die=\"99999\"" },
  { "setup-out-of-range.xml", 24, "instruction=\"-1\"" },
  { "bad-spy-target.xml", 26, "a Spy answer concerns a Spy on the hand, a colonial region or an off-map box" },
  { "stack-too-deep.xml", 40, "deeper than 16 frames" },
  { "roll-at-bottom.xml", 24, "roll cannot stand at the bottom of the stack" },
  { "duplicate-marker.xml", 22, "[15.2] Boston already has a fortress marker" },
  { "duplicate-massacred.xml", 22, "'boston' is listed twice" },
  { "carried-enemy.xml", 18, "<piece>: invariant broken: br-reg-2 is carried by a fleet of the other side (24.4)" },
  { "carried-by-regular.xml", 21, "<piece>: [24.4] the carrier 'br-reg-3' is not a fleet" },
  { "carried-elsewhere.xml", 21, "br-reg-5 is not where the fleet carrying it is (24.4)" },
  { "carried-over.xml", 17, "br-reg-1 is aboard a fleet carrying more than four land combat units (24.5)" },
  { "carried-not-embarked.xml", 17, "br-reg-1 has a carrier but is not embarked" },
  { "carried-ambiguous-2.xml", 17, "[24.4] br-reg-1 is embarked at Newport, where several fleets of its side are" },
  { "external-entity.xml", 2, "DOCTYPE" },
  { "billion-laughs.xml", 2, "DOCTYPE" },
};

static void
test_hostile_fixtures (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      gsize n;
      char *data = read_fixture (hostile[i].file, &n);
      CU_ASSERT (data != NULL);
      if (data)
        expect_refused (data, n, hostile[i].file, hostile[i].line, hostile[i].what);
      g_free (data);
    }
}

/* ---- carried pieces (24.4, 24.5): format 3, and format 2 read ---- */

/* The fixtures: a format 3 save is canonical; the same game written in
 * format 2 (no carrier=) loads to the same game, every carrier derived. */
static void
test_carry_fixtures (void)
{
  gsize n, m, k;
  char *data = read_fixture ("carried.xml", &n), *old = read_fixture ("carried-2.xml", &k);
  CU_ASSERT_FATAL (data != NULL && old != NULL);
  GError *e = NULL;
  ArdinaGame *g = ardina_game_load (data, n, "carried.xml", &e);
  CU_ASSERT_FATAL (g != NULL);
  char *again = ardina_game_save (g, &m);
  CU_ASSERT (m == n && memcmp (data, again, n) == 0);
  ArdinaGame *h = ardina_game_load (old, k, "carried-2.xml", &e);
  CU_ASSERT (h != NULL && ardina_game_equal (g, h));
  g_clear_error (&e);
  g_free (again);
  g_free (data);
  g_free (old);
  ardina_game_free (g);
  ardina_game_free (h);
}

static uint16_t
code_of (const char *name)
{
  int code = ardina_piece_lookup (name);
  g_assert (code >= 0);
  return (uint16_t) code;
}

static void
put_at (ArdinaGame *g, const char *name, const char *locale)
{
  ardina_place_put (g, (uint16_t) code_of (name), ARDINA_ZONE_MAP, (uint16_t) ardina_locale_lookup (locale));
}

/* A British fleet at Newport carrying two regulars and Clinton, a third
 * regular ashore: a position only a board or a save makes today. */
static ArdinaGame *
carrying (void)
{
  ArdinaGame *g = ardina_game_new_empty (NULL, 1778);
  put_at (g, "br-flt-1", "newport");
  const char *aboard[] = { "br-reg-1", "br-reg-2", "clinton" };
  for (guint i = 0; i < G_N_ELEMENTS (aboard); i++)
    {
      put_at (g, aboard[i], "newport");
      ardina_embark (g, code_of (aboard[i]), ARDINA_CODE_INDEX (code_of ("br-flt-1")));
    }
  put_at (g, "br-reg-3", "newport");
  return g;
}

/* The line of the first @needle in @text, from 1. */
static int
line_of (const char *text, const char *needle)
{
  const char *at = strstr (text, needle);
  int line = 1;
  g_assert (at);
  for (const char *p = text; p < at; p++)
    line += *p == '\n';
  return line;
}

/* A game the engine must refuse, saved and loaded: refused at the line of
 * @piece's element, saying @what. */
static void
expect_piece_refused (const ArdinaGame *g, const char *piece, const char *what)
{
  char *s = ardina_game_save (g, NULL);
  char *element = g_strdup_printf ("<piece name=\"%s\"", piece);
  expect_refused (s, strlen (s), "carry.xml", line_of (s, element), what);
  g_free (element);
  g_free (s);
}

static void
test_carry_round_trip (void)
{
  ArdinaGame *g = carrying ();
  GError *e = NULL;
  CU_ASSERT (ardina_state_check (g, &e));
  g_clear_error (&e);
  CU_ASSERT (ardina_carrier (g, code_of ("br-reg-1")) == ARDINA_CODE_INDEX (code_of ("br-flt-1")));
  CU_ASSERT (ardina_carrier (g, code_of ("br-reg-3")) == -1);
  /* The public accessor: piece numbers are units, then leaders. */
  CU_ASSERT (ardina_game_get_carrier (g, ARDINA_DATA_N_UNITS + ARDINA_CODE_INDEX (code_of ("clinton")))
             == (gint) ARDINA_CODE_INDEX (code_of ("br-flt-1")));
  CU_ASSERT (ardina_game_get_carrier (g, ARDINA_CODE_INDEX (code_of ("br-reg-3"))) == -1);
  CU_ASSERT (ardina_game_get_carrier (g, ardina_piece_count ()) == -1);
  CU_ASSERT (ardina_fleet_load (g, ARDINA_CODE_INDEX (code_of ("br-flt-1"))) == 2);   /* Clinton is not counted */
  round_trip (g);
  /* The American's view: units aboard a fleet are never the top
   * unit, so br-reg-3 ashore is, and the fleet and its cargo are hidden;
   * the view keeps the invariants (the save fuzzer found a view showing
   * br-reg-1 aboard a hidden fleet). */
  ArdinaGame *v = ardina_game_view (g, ARDINA_SIDE_AMERICAN);
  CU_ASSERT (ardina_state_check (v, &e));
  g_clear_error (&e);
  CU_ASSERT (strcmp (ardina_game_get_piece_place (v, "br-reg-3"), "newport") == 0);
  CU_ASSERT (strcmp (ardina_game_get_piece_place (v, "br-reg-1"), "hidden") == 0);
  CU_ASSERT (strcmp (ardina_game_get_piece_place (v, "br-flt-1"), "hidden") == 0);
  round_trip (v);
  ardina_game_free (v);
  /* With br-reg-3 gone, the fleet is the top unit, its cargo under it. */
  ArdinaGame *alone = ardina_game_copy (g);
  ardina_place_put (alone, (uint16_t) code_of ("br-reg-3"), ARDINA_ZONE_RESERVE, 0);
  v = ardina_game_view (alone, ARDINA_SIDE_AMERICAN);
  CU_ASSERT (ardina_state_check (v, &e));
  g_clear_error (&e);
  CU_ASSERT (strcmp (ardina_game_get_piece_place (v, "br-flt-1"), "newport") == 0);
  CU_ASSERT (strcmp (ardina_game_get_piece_place (v, "br-reg-1"), "hidden") == 0);
  ardina_game_free (alone);
  round_trip (v);
  ardina_game_free (v);
  char *s = ardina_game_save (g, NULL);
  CU_ASSERT (strstr (s, "<ardina-save format=\"ardina-save-3\">") != NULL);
  CU_ASSERT (strstr (s, "<piece name=\"clinton\" zone=\"map\" locale=\"newport\" carrier=\"br-flt-1\" "
                        "flags=\"embarked\"/>") != NULL);
  CU_ASSERT (strstr (s, "<piece name=\"br-reg-3\" zone=\"map\" locale=\"newport\"/>") != NULL);
  g_free (s);
  /* The fleet moves, and what it carries goes along; a carried piece
   * moving alone leaves its fleet. */
  ardina_place_move (g, code_of ("br-flt-1"), (uint16_t) ardina_locale_lookup ("gulf-of-maine"));
  CU_ASSERT (strcmp (ardina_game_get_piece_place (g, "br-reg-2"), "gulf-of-maine") == 0);
  CU_ASSERT (strcmp (ardina_game_get_piece_place (g, "br-reg-1"), "gulf-of-maine") == 0);
  CU_ASSERT (strcmp (ardina_game_get_piece_place (g, "clinton"), "gulf-of-maine") == 0);
  CU_ASSERT (strcmp (ardina_game_get_piece_place (g, "br-reg-3"), "newport") == 0);   /* ashore, not carried */
  CU_ASSERT (ardina_fleet_load (g, ARDINA_CODE_INDEX (code_of ("br-flt-1"))) == 2);
  ardina_place_move (g, code_of ("clinton"), (uint16_t) ardina_locale_lookup ("boston"));
  CU_ASSERT (ardina_carrier (g, code_of ("clinton")) == -1);
  CU_ASSERT (!(g->leaders[ARDINA_CODE_INDEX (code_of ("clinton"))].flags & ARDINA_PIECE_EMBARKED));
  CU_ASSERT (ardina_state_check (g, &e));
  g_clear_error (&e);
  round_trip (g);
  /* 24.10: a fleet lost sinks what it carries. */
  ardina_unit_eliminate (g, ARDINA_CODE_INDEX (code_of ("br-flt-1")));
  CU_ASSERT (strcmp (ardina_game_get_piece_place (g, "br-reg-1"), "eliminated") == 0);
  CU_ASSERT (strcmp (ardina_game_get_piece_place (g, "br-reg-2"), "eliminated") == 0);
  CU_ASSERT (strcmp (ardina_game_get_piece_place (g, "clinton"), "boston") == 0);   /* left the fleet */
  CU_ASSERT (strcmp (ardina_game_get_piece_place (g, "br-reg-3"), "newport") == 0);
  CU_ASSERT (ardina_state_check (g, &e));
  g_clear_error (&e);
  ardina_game_free (g);
}

/* Each broken relation is refused at the carried piece's line. */
static void
test_carry_refused (void)
{
  uint16_t flt = ARDINA_CODE_INDEX (code_of ("br-flt-1"));
  ArdinaGame *g = carrying ();
  g->units[ARDINA_CODE_INDEX (code_of ("br-reg-2"))].carrier = (uint8_t) (ARDINA_CODE_INDEX (code_of ("fr-flt-1")) + 1);
  expect_piece_refused (g, "br-reg-2", "br-reg-2 is carried by a fleet of the other side (24.4)");
  ardina_game_free (g);

  g = carrying ();   /* the carrier attribute names a regular: refused as it is read */
  char *s = ardina_game_save (g, NULL), *t = NULL;
  GString *b = g_string_new (s);
  g_string_replace (b, "locale=\"newport\" carrier=\"br-flt-1\" flags=\"embarked\"/>\n    <piece name=\"br-reg-2\"",
                    "locale=\"newport\" carrier=\"br-reg-3\" flags=\"embarked\"/>\n    <piece name=\"br-reg-2\"", 1);
  t = g_string_free (b, FALSE);
  expect_refused (t, strlen (t), "carry.xml", line_of (t, "<piece name=\"br-reg-1\""),
                  "[24.4] the carrier 'br-reg-3' is not a fleet");
  g_free (s);
  g_free (t);
  ardina_game_free (g);

  g = carrying ();
  g->units[ARDINA_CODE_INDEX (code_of ("br-reg-3"))].carrier = (uint8_t) (ARDINA_CODE_INDEX (code_of ("br-reg-1")) + 1);
  g->units[ARDINA_CODE_INDEX (code_of ("br-reg-3"))].flags |= ARDINA_PIECE_EMBARKED;
  GError *e = NULL;   /* the invariant says so; the loader, sooner, as it reads the attribute */
  CU_ASSERT (!ardina_state_check (g, &e) && strstr (e->message, "br-reg-3 is carried by a piece that is not a fleet"));
  g_clear_error (&e);
  expect_piece_refused (g, "br-reg-3", "[24.4] the carrier 'br-reg-1' is not a fleet");
  ardina_game_free (g);

  g = carrying ();   /* 24.5: five land combat units aboard */
  const char *more[] = { "br-reg-3", "br-reg-4", "br-reg-5" };
  for (guint i = 0; i < G_N_ELEMENTS (more); i++)
    {
      put_at (g, more[i], "newport");
      ardina_embark (g, code_of (more[i]), flt);
    }
  expect_piece_refused (g, "br-reg-1", "more than four land combat units (24.5)");
  ardina_game_free (g);

  g = carrying ();
  put_at (g, "br-reg-2", "boston");
  expect_piece_refused (g, "br-reg-2", "br-reg-2 is not where the fleet carrying it is (24.4)");
  ardina_game_free (g);

  g = carrying ();
  g->units[ARDINA_CODE_INDEX (code_of ("br-reg-1"))].flags &= (uint16_t) ~ARDINA_PIECE_EMBARKED;
  expect_piece_refused (g, "br-reg-1", "br-reg-1 has a carrier but is not embarked");
  ardina_game_free (g);

  g = carrying ();
  g->units[ARDINA_CODE_INDEX (code_of ("br-reg-3"))].flags |= ARDINA_PIECE_EMBARKED;
  /* Format 3 names every carrier: it derives nothing. */
  expect_piece_refused (g, "br-reg-3", "br-reg-3 is embarked but no fleet carries it (24.4)");
  ardina_game_free (g);
}

/* Format 2 (no carrier=): each embarked piece is carried by the one fleet
 * of its side where it stands; with none or several, refused at its line. */
static char *
as_format2 (const ArdinaGame *g)
{
  char *saved = ardina_game_save (g, NULL);
  GString *b = g_string_new (saved);
  g_free (saved);
  g_string_replace (b, "ardina-save-3", "ardina-save-2", 1);
  g_string_replace (b, " carrier=\"br-flt-1\"", "", 0);
  g_string_replace (b, " carrier=\"br-flt-2\"", "", 0);
  return g_string_free (b, FALSE);
}

static void
test_carry_format2 (void)
{
  ArdinaGame *g = carrying ();
  char *s = as_format2 (g);
  CU_ASSERT (strstr (s, "carrier=") == NULL);
  GError *e = NULL;
  ArdinaGame *h = ardina_game_load (s, strlen (s), "old.xml", &e);
  CU_ASSERT (h != NULL && ardina_game_equal (g, h));   /* every carrier derived */
  g_clear_error (&e);
  ardina_game_free (h);
  g_free (s);

  put_at (g, "br-flt-2", "newport");   /* two British fleets: which one? */
  s = as_format2 (g);
  expect_refused (s, strlen (s), "old.xml", line_of (s, "<piece name=\"br-reg-1\""),
                  "[24.4] br-reg-1 is embarked at Newport, where several fleets of its side are");
  g_free (s);
  ardina_game_free (g);

  g = carrying ();   /* no fleet: nothing carries it */
  s = as_format2 (g);
  GString *b = g_string_new (s);
  g_string_replace (b, "<piece name=\"br-flt-1\" zone=\"map\" locale=\"newport\"/>\n", "", 1);
  g_free (s);
  s = g_string_free (b, FALSE);
  expect_refused (s, strlen (s), "old.xml", line_of (s, "<piece name=\"br-reg-1\""),
                  "[24.4] br-reg-1 is embarked at Newport, but no fleet of its side is there");
  g_free (s);

  s = ardina_game_save (g, NULL);   /* carrier= in a format 2 document */
  b = g_string_new (s);
  g_string_replace (b, "ardina-save-3", "ardina-save-2", 1);
  g_free (s);
  s = g_string_free (b, FALSE);
  expect_refused (s, strlen (s), "old.xml", line_of (s, "carrier="), "carrier= is an attribute of ardina-save-3");
  g_free (s);
  ardina_game_free (g);
}

/* The external entity must not have been read into the message either. */
static void
test_no_entity_leak (void)
{
  gsize n;
  char *data = read_fixture ("external-entity.xml", &n);
  GError *e = NULL;
  CU_ASSERT (ardina_game_load (data, n, "external-entity.xml", &e) == NULL);
  CU_ASSERT (e != NULL && strstr (e->message, "root:") == NULL);
  g_clear_error (&e);
  g_free (data);
}

/* Over 4 MiB: refused before parsing. */
static void
test_huge (void)
{
  GString *s = g_string_new ("<?xml version=\"1.0\"?>\n<ardina-save format=\"ardina-save-1\">\n");
  while (s->len <= (4u << 20))
    g_string_append (s, "<!-- padding padding padding padding padding padding padding -->\n");
  g_string_append (s, "</ardina-save>\n");
  expect_refused (s->str, s->len, "huge.xml", 1, "refused");
  g_string_free (s, TRUE);
}

static void
test_empty_document (void)
{
  expect_refused ("", 0, "empty.xml", 1, "");
  expect_refused (NULL, 0, "null.xml", 1, "");
  expect_refused ("   \n", 4, "blank.xml", 2, "");
}

/* The first half of a real save: cut off mid-document. */
static void
test_truncated (void)
{
  ArdinaGame *g = standard (3);
  gsize n;
  char *s = ardina_game_save (g, &n);
  gsize half = n / 2;
  int lines = 1;
  for (gsize i = 0; i < half; i++)
    lines += s[i] == '\n';
  expect_refused (s, half, "truncated.xml", lines, "");
  g_free (s);
  ardina_game_free (g);
}

/* Without a file name, messages name "(memory)". */
static void
test_no_filename (void)
{
  GError *e = NULL;
  CU_ASSERT (ardina_game_load ("<x/>", 4, NULL, &e) == NULL);
  CU_ASSERT (e != NULL && g_str_has_prefix (e->message, "(memory):1: "));
  g_clear_error (&e);
}

int
main (void)
{
  CU_TestInfo tests[] = {
    { "round trip: standard game at the start", test_standard_start },
    { "round trip: set-up and a full turn, every action", test_setup_and_turn },
    { "round trip: mid-commitment, one side sealed", test_mid_commitment },
    { "round trip: mid-Spy interrupt", test_mid_spy },
    { "round trip: hand-written interrupt fixture", test_respond_fixture },
    { "carried pieces: format 3 and format 2 fixtures", test_carry_fixtures },
    { "carried pieces: round trip, moves, sinking", test_carry_round_trip },
    { "carried pieces: broken relations refused at their line", test_carry_refused },
    { "carried pieces: format 2 read, carriers derived", test_carry_format2 },
    { "round trip: empty games", test_empty },
    { "round trip: dice and pick scripts partly used", test_scripts },
    { "round trip: stale script tails", test_stale_scripts },
    { "round trip: a side's view", test_view },
    { "round trip: a whole game, every action", test_whole_game },
    { "save is deterministic", test_deterministic },
    { "hostile fixtures are refused at the right line", test_hostile_fixtures },
    { "an external entity is never read", test_no_entity_leak },
    { "a document over 4 MiB is refused", test_huge },
    { "an empty document is refused", test_empty_document },
    { "a truncated save is refused", test_truncated },
    { "no file name: (memory)", test_no_filename },
    CU_TEST_INFO_NULL
  };
  return cu_run ("save", tests);
}
