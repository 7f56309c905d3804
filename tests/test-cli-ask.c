/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "cli-ask": `ardina ask` and `ardina case new` ($ARDINA_CMD).
 *
 * The positions come from the fixtures of tests/ask/ (oracle cases, whose
 * start is a position) and from saves the engine writes at test time:
 * saved from a fixture's start in this process, with its own script or a
 * seed, or played to by `ardina play --auto --save`. What the command
 * prints is compared with what the library says where it can be: the
 * paraphrase and rulings of the refusing rule, the dice `ask` shows being
 * the dice `case new` scripts. */
#include "internal.h"
#include "oracle/oracle.h"
#include "cu-main.h"
#include "spawn.h"

#include <glib/gstdio.h>
#include <stdarg.h>
#include <string.h>

static void
expect_lacks (const char *text, const char *needle, const char *what)
{
  CHECK (strstr (text, needle) == NULL, "the output of ardina %s has \"%s\":\n%s", what, needle, text);
}

/* @text with every run of white space made one space: wrapped paragraphs
 * compare with the catalog's text. */
static char *
squash (const char *text)
{
  GString *s = g_string_new (NULL);
  for (const char *p = text; *p; p++)
    if (!g_ascii_isspace (*p))
      g_string_append_c (s, *p);
    else if (s->len && s->str[s->len - 1] != ' ')
      g_string_append_c (s, ' ');
  return g_string_free (s, FALSE);
}

/* ---- scratch files and positions ---- */

static char *
scratch_dir (void)
{
  GError *error = NULL;
  char *dir = g_dir_make_tmp ("ardina-ask-XXXXXX", &error);
  CHECK_FATAL (dir != NULL, "cannot make a scratch directory: %s", error ? error->message : "?");
  return dir;
}

static void
scratch_free (char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  for (const char *name; d && (name = g_dir_read_name (d));)
    {
      char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
      g_free (path);
    }
  if (d)
    g_dir_close (d);
  g_rmdir (dir);
  g_free (dir);
}

static char *
fixture (const char *name)
{
  const char *src = test_srcdir ();
  return g_build_filename (src ? src : ".", "tests", "ask", name, NULL);
}

/* The start of the fixture @name, after @action if not NULL, with a seeded
 * dice source if @seed is not 0, saved as @dir/@save. */
static char *
save_position (const char *name, const char *action, guint64 seed, const char *dir, const char *save)
{
  char *path = fixture (name), *dest = g_build_filename (dir, save, NULL);
  GError *error = NULL;
  ArdinaGame *g = ardina_oracle_load_game (path, NULL, &error);
  CHECK_FATAL (g != NULL, "the fixture %s does not start: %s", path, error ? error->message : "?");
  if (action)
    CHECK_FATAL (ardina_game_apply_text (g, action, NULL, NULL, &error), "%s: %s", action, error->message);
  if (seed)
    ardina_game_set_dice_seed (g, seed);
  gsize len;
  char *xml = ardina_game_save (g, &len);
  CHECK_FATAL (g_file_set_contents (dest, xml, (gssize) len, NULL), "cannot write %s", dest);
  g_free (xml);
  ardina_game_free (g);
  g_free (path);
  return dest;
}

static char *
slurp (const char *path)
{
  char *text = NULL;
  CHECK (g_file_get_contents (path, &text, NULL, NULL), "cannot read %s", path);
  return text ? text : g_strdup ("");
}

/* The case at @path passes `ardina check`, and validates against the
 * schema when xmllint is installed. */
static void
expect_case_passes (const char *path)
{
  CmdRun r = cmd_run ("check", path, NULL);
  expect_rc (&r, 0, "check (a drafted case)");
  expect_has (r.out, "1 passed, 0 failed\n", "check (a drafted case)");
  cmd_run_free (&r);
  char *xmllint = g_find_program_in_path ("xmllint");
  char *rng = g_build_filename (test_srcdir (), "oracle", "case.rng", NULL);
  if (xmllint)
    {
      char *argv[] = { xmllint, (char *) "--noout", (char *) "--relaxng", rng, (char *) path, NULL };
      char *err = NULL;
      int rc = spawn_capture (argv, NULL, &err);
      CHECK (rc == 0, "xmllint --relaxng case.rng %s: %s", path, err);
      g_free (err);
    }
  g_free (xmllint);
  g_free (rng);
}

/* The dice an `ask` output shows rolled, in order ("rolls 3"). */
static char *
dice_rolled (const char *out)
{
  GString *s = g_string_new (NULL);
  for (const char *p = strstr (out, " rolls "); p; p = strstr (p + 1, " rolls "))
    g_string_append_printf (s, "%s%c", s->len ? " " : "", p[7]);
  return g_string_free (s, FALSE);
}

/* ---- ask ---- */

static void
test_ask_legal (void)
{
  char *sealed = fixture ("sealed.xml");
  CmdRun r = cmd_run ("ask", sealed, "american seal", NULL);
  expect_rc (&r, 0, "ask (legal)");
  expect_has (r.out, "1777, initiative (the start of the case ", "ask (legal)");
  expect_has (r.out, "pending [8.1] american: ", "ask (legal)");
  expect_has (r.out, "; 2 legal actions\n", "ask (legal)");
  expect_has (r.out, "\n> american seal\n  legal; it would cause:\n", "ask (legal)");
  expect_has (r.out, "    [8.1] the American player has sealed a commitment\n", "ask (legal)");
  /* The case's own dice, 3 then 5: the British take the initiative. */
  expect_has (r.out, "[8.2] the American player rolls 3", "ask (legal)");
  expect_has (r.out, "[8.2] the British player rolls 5", "ask (legal)");
  expect_has (r.out, "  then 1777, political:first:\n    pending [7.9] british: ", "ask (legal)");
  expect_has (r.out, "; 1 legal action\n", "ask (legal)");
  expect_has (r.out, "\n1 legal, 0 refused\n", "ask (legal)");
  cmd_run_free (&r);
  g_free (sealed);
}

static void
test_ask_refused (void)
{
  const ArdinaRule *rule = ardina_rule_lookup ("7.9");
  const ArdinaRuling *r42 = ardina_ruling_lookup ("R-42");
  CU_ASSERT_PTR_NOT_NULL_FATAL (rule);
  CU_ASSERT_PTR_NOT_NULL_FATAL (r42);
  char *sealed = fixture ("sealed.xml");
  CmdRun r = cmd_run ("ask", sealed, "british spy hand", "american seal", NULL);
  expect_rc (&r, 1, "ask (refused)");
  expect_has (r.out, "\n> british spy hand\n  refused: [7.9] ", "ask (refused)");
  char *title = g_strdup_printf ("  rule 7.9 %s; in the project's paraphrase, not the rulebook's words:\n",
                                 ardina_rule_get_title (rule));
  expect_has (r.out, title, "ask (refused)");
  char *out = squash (r.out), *para = squash (ardina_rule_get_paraphrase (rule));
  expect_has (out, para, "ask (refused)");
  /* Every ruling that concerns the rule, with its question and answer:
   * R-42 among them (when a Spy may be played). */
  const ArdinaRuling *list[64];
  guint n = ardina_rule_get_rulings (rule, list, G_N_ELEMENTS (list));
  gboolean has42 = FALSE;
  for (guint i = 0; i < n && i < G_N_ELEMENTS (list); i++)
    {
      char *q = g_strdup_printf ("%s: %s", ardina_ruling_get_id (list[i]), ardina_ruling_get_question (list[i]));
      char *sq = squash (q), *sa = squash (ardina_ruling_get_answer (list[i]));
      expect_has (out, sq, "ask (refused)");
      expect_has (out, sa, "ask (refused)");
      has42 |= list[i] == r42;
      g_free (q), g_free (sq), g_free (sa);
    }
  CHECK (has42, "R-42 does not concern 7.9");
  expect_has (r.out, "\n1 legal, 1 refused\n", "ask (refused)");
  g_free (out), g_free (para), g_free (title);
  cmd_run_free (&r);
  g_free (sealed);
}

/* --as shows only what that side may see: the American's own count of
 * committed markers is his alone, and so are his legal actions. */
static void
test_ask_as (void)
{
  char *sealed = fixture ("sealed.xml");
  CmdRun all = cmd_run ("ask", sealed, "american seal", NULL);
  CmdRun mine = cmd_run ("ask", "--as", "british", sealed, "american seal", NULL);
  expect_rc (&all, 0, "ask");
  expect_rc (&mine, 0, "ask --as british");
  expect_has (all.out, "(american only) [8.1] the American player committed 0 markers", "ask");
  expect_lacks (mine.out, "(american only)", "ask --as british");
  expect_has (mine.out, "its legal actions are not shown to the british", "ask --as british");
  cmd_run_free (&all), cmd_run_free (&mine);
  CmdRun list = cmd_run ("ask", "--list", sealed, NULL);
  expect_rc (&list, 0, "ask --list");
  expect_has (list.out, "\n    american offer tactics-1\n    american seal\n", "ask --list");
  cmd_run_free (&list);
  CmdRun bad = cmd_run ("ask", "--as", "french", sealed, NULL);
  expect_rc (&bad, 2, "ask --as french");
  cmd_run_free (&bad);
  g_free (sealed);
}

static void
test_ask_dice (void)
{
  char *sealed = fixture ("sealed.xml");
  CmdRun r = cmd_run ("ask", "--dice", "4,2", sealed, "american seal", NULL);
  expect_rc (&r, 0, "ask --dice 4,2");
  expect_has (r.out, "[8.2] the American player rolls 4", "ask --dice 4,2");
  expect_has (r.out, "[8.2] the British player rolls 2", "ask --dice 4,2");
  expect_has (r.out, "  then 1777, political:first:\n    pending [7.9] american: ", "ask --dice 4,2");
  cmd_run_free (&r);
  /* One die where two are needed: the save does not say what happens. */
  r = cmd_run ("ask", "--dice", "4", sealed, "american seal", NULL);
  expect_rc (&r, 1, "ask --dice 4");
  expect_has (r.out, "  undecided: ", "ask --dice 4");
  expect_has (r.out, "depends on dice the case does not hold; give them with --dice", "ask --dice 4");
  expect_has (r.out, "0 legal, 0 refused, 1 undecided", "ask --dice 4");
  cmd_run_free (&r);
  r = cmd_run ("ask", "--dice", "7", sealed, "american seal", NULL);
  expect_rc (&r, 2, "ask --dice 7");
  cmd_run_free (&r);
  r = cmd_run ("ask", "--dice", "three", sealed, "american seal", NULL);
  expect_rc (&r, 2, "ask --dice three");
  cmd_run_free (&r);
  g_free (sealed);
}

/* A save `ardina play` wrote: its first legal action is legal, and a case
 * drafted from it passes. */
static void
test_ask_play_save (void)
{
  char *dir = scratch_dir (), *save = g_build_filename (dir, "played.xml", NULL);
  CmdRun r = cmd_run ("play", "--seed", "0", "--auto", "60", "--save", save, NULL);
  expect_rc (&r, 0, "play --auto 60 --save");
  cmd_run_free (&r);
  GError *error = NULL;
  ArdinaGame *g = ardina_oracle_load_game (save, NULL, &error);
  CHECK_FATAL (g != NULL, "the save of ardina play does not load: %s", error ? error->message : "?");
  ArdinaPending p[2];
  CHECK_FATAL (ardina_game_pending (g, p) > 0, "the game played is over");
  ArdinaAction first;
  CHECK_FATAL (ardina_game_legal_actions (g, p[0].side, &first, 1) > 0, "no legal action");
  char *text = ardina_action_to_string (&first), *drafted = g_build_filename (dir, "played-case.xml", NULL);
  r = cmd_run ("ask", "--list", save, text, NULL);
  expect_rc (&r, 0, "ask (a played save)");
  char *listed = g_strdup_printf ("\n    %s\n", text), *asked = g_strdup_printf ("\n> %s\n  legal", text);
  expect_has (r.out, listed, "ask --list (a played save)");
  expect_has (r.out, asked, "ask (a played save)");
  cmd_run_free (&r);
  if (strcmp (ardina_game_get_phase_name (g), "setup"))
    {
      r = cmd_run ("case", "new", "--from", save, text, "-o", drafted, NULL);
      expect_rc (&r, 0, "case new (a played save)");
      cmd_run_free (&r);
      expect_case_passes (drafted);
    }
  g_free (listed), g_free (asked), g_free (text), g_free (drafted), g_free (save);
  ardina_game_free (g);
  scratch_free (dir);
}

static void
test_ask_unreadable (void)
{
  char *dir = scratch_dir (), *bad = g_build_filename (dir, "bad.xml", NULL);
  char *missing = g_build_filename (dir, "missing.xml", NULL), *sealed = fixture ("sealed.xml");
  g_file_set_contents (bad, "<?xml version=\"1.0\"?>\n<ardina-save format=\"ardina-save-2\">\n  <game/>\n"
                       "</ardina-save>\n", -1, NULL);
  CmdRun r = cmd_run ("ask", bad, "american end", NULL);
  expect_rc (&r, 2, "ask (a bad save)");
  char *prefix = g_strdup_printf ("ardina ask: %s:", bad);
  CHECK (g_str_has_prefix (r.err, prefix) && g_ascii_isdigit (r.err[strlen (prefix)]),
         "the error does not open with 'ardina ask: FILE:LINE:': %s", r.err);
  CU_ASSERT_STRING_EQUAL (r.out, "");
  cmd_run_free (&r);
  r = cmd_run ("ask", missing, "american end", NULL);
  expect_rc (&r, 2, "ask (a missing file)");
  expect_has (r.err, missing, "ask (a missing file)");
  cmd_run_free (&r);
  r = cmd_run ("ask", sealed, "american frobnicate", NULL);
  expect_rc (&r, 2, "ask (an unreadable action)");
  expect_has (r.err, "frobnicate", "ask (an unreadable action)");
  cmd_run_free (&r);
  r = cmd_run ("ask", NULL);
  expect_rc (&r, 2, "ask (no arguments)");
  cmd_run_free (&r);
  g_free (prefix), g_free (bad), g_free (missing), g_free (sealed);
  scratch_free (dir);
}

/* A case whose start is refused is no position: its file and line. */
static void
test_ask_bad_case (void)
{
  char *dir = scratch_dir (), *path = g_build_filename (dir, "twice.xml", NULL);
  g_file_set_contents (path, "<?xml version=\"1.0\"?>\n<case format=\"1\" id=\"t\" rules=\"8.1\">\n"
                       "  <question>q</question>\n  <ruling>r</ruling>\n"
                       "  <board year=\"1777\" phase=\"initiative\">\n"
                       "    <piece name=\"tactics-1\" at=\"american-hand\"/>\n"
                       "    <piece name=\"tactics-1\" at=\"british-hand\"/>\n  </board>\n"
                       "  <pending side=\"american\"/>\n</case>\n", -1, NULL);
  CmdRun r = cmd_run ("ask", path, "american seal", NULL);
  expect_rc (&r, 2, "ask (a refused start)");
  char *where = g_strdup_printf ("ardina ask: %s:7: ", path);
  expect_has (r.err, where, "ask (a refused start)");
  cmd_run_free (&r);
  g_free (where), g_free (path);
  scratch_free (dir);
}

/* ---- case new ---- */

/* From a save made mid-commitment: the board keeps the stack's frames and
 * the save's script; the case passes as written. */
static void
test_case_new_mid_commitment (void)
{
  char *dir = scratch_dir (), *save = save_position ("sealed.xml", NULL, 0, dir, "sealed-save.xml");
  char *out = g_build_filename (dir, "new-case.xml", NULL);
  CmdRun r = cmd_run ("case", "new", "--from", save, "american offer tactics-1", "british spy hand", "american seal", "-o",
               out, NULL);
  expect_rc (&r, 0, "case new (mid-commitment)");
  CU_ASSERT_STRING_EQUAL (r.out, "");
  cmd_run_free (&r);
  char *text = slurp (out);
  expect_has (text, "<!-- SPDX-License-Identifier: LGPL-2.1-or-later -->", "case new");
  expect_has (text, "<case format=\"1\" id=\"new-case\" rules=\"7.9 8.1", "case new");
  expect_has (text, "<question>", "case new");
  expect_has (text, "<ruling>", "case new");
  expect_has (text, "  <board year=\"1777\" phase=\"initiative\">\n", "case new");
  expect_has (text, "<piece name=\"tactics-1\" zone=\"hand\" side=\"american\"/>", "case new");
  expect_has (text, "<stack>", "case new");
  expect_has (text, "<frame proc=\"commit\" step=\"sealing\" side=\"none\" call=\"none\" result=\"0\">", "case new");
  expect_has (text, "<field name=\"sealed-british\" value=\"yes\"/>", "case new");
  expect_has (text, "<dice>3 5</dice>", "case new");
  expect_has (text, "<pending side=\"american\" kind=\"commit\" rule=\"8.1\"/>", "case new");
  expect_has (text, "<do>american offer tactics-1</do>", "case new");
  expect_has (text, "<refused rule=\"7.9\">british spy hand</refused>", "case new");
  expect_has (text, "<do>american seal</do>", "case new");
  /* One marker against none: no tie, so the two dice are left. */
  expect_has (text, "<dice-left n=\"2\"/>", "case new");
  g_free (text);
  expect_case_passes (out);
  g_free (out), g_free (save);
  scratch_free (dir);
}

/* From a seeded save: a case never rolls from a seed, so the dice the seed
 * gives are scripted, and they are the dice `ask` shows. */
static void
test_case_new_seeded (void)
{
  char *dir = scratch_dir (), *save = save_position ("sealed.xml", NULL, 11, dir, "seeded.xml");
  char *out = g_build_filename (dir, "seeded-case.xml", NULL);
  CmdRun ask = cmd_run ("ask", save, "american seal", NULL);
  expect_rc (&ask, 0, "ask (seeded)");
  char *rolled = dice_rolled (ask.out), *want = g_strdup_printf ("<dice>%s</dice>", rolled);
  CHECK (strlen (rolled) >= 3, "ask shows no tie-break dice:\n%s", ask.out);
  CmdRun r = cmd_run ("case", "new", "--from", save, "american seal", NULL);
  expect_rc (&r, 0, "case new (seeded)");
  expect_has (r.out, want, "case new (seeded)");
  expect_has (r.out, "id=\"seeded\"", "case new (seeded)");
  g_file_set_contents (out, r.out, -1, NULL);
  expect_case_passes (out);
  cmd_run_free (&r), cmd_run_free (&ask);
  g_free (rolled), g_free (want), g_free (out), g_free (save);
  scratch_free (dir);
}

/* Mutiny & Treason rolls a die and picks markers at random: from a seeded
 * save both are scripted, as many picks as the die says (at most the four
 * markers the American holds). */
static void
test_case_new_picks (void)
{
  char *dir = scratch_dir ();
  char *save = save_position ("mutiny.xml", "british play mutiny-and-treason-1", 5, dir, "mutiny-save.xml");
  char *out = g_build_filename (dir, "mutiny-case.xml", NULL);
  CmdRun r = cmd_run ("case", "new", "--from", save, "american decline", "-o", out, NULL);
  expect_rc (&r, 0, "case new (picks)");
  cmd_run_free (&r);
  char *text = slurp (out);
  const char *dice = strstr (text, "<dice>"), *picks = strstr (text, "<picks>");
  CHECK_FATAL (dice && picks, "no <dice> or <picks> in the case:\n%s", text);
  char *end = strstr (picks, "</picks>"), *list = g_strndup (picks + 7, (gsize) (end - picks - 7));
  char **names = g_strsplit (list, " ", -1);
  guint die = (guint) (dice[6] - '0');
  CHECK (g_strv_length (names) == MIN (die, 4u), "a die of %u and %u picks:\n%s", die, g_strv_length (names), text);
  g_strfreev (names);
  g_free (list), g_free (text);
  expect_case_passes (out);
  g_free (out), g_free (save);
  scratch_free (dir);
}

static void
test_case_new_options (void)
{
  char *dir = scratch_dir (), *save = save_position ("sealed.xml", NULL, 0, dir, "opts.xml");
  CmdRun r = cmd_run ("case", "new", "--from", save, "--id", "my-id", "--rules", "8.2, 8.1", "american seal", NULL);
  expect_rc (&r, 0, "case new --id --rules");
  expect_has (r.out, "<case format=\"1\" id=\"my-id\" rules=\"8.2 8.1\">", "case new --id --rules");
  cmd_run_free (&r);
  r = cmd_run ("case", "new", "--from", save, NULL);
  expect_rc (&r, 0, "case new (no action)");
  expect_has (r.out, "id=\"opts\"", "case new (no action)");
  cmd_run_free (&r);
  r = cmd_run ("case", "new", "--from", save, "--rules", "99.9", NULL);
  expect_rc (&r, 2, "case new --rules 99.9");
  expect_has (r.err, "99.9", "case new --rules 99.9");
  cmd_run_free (&r);
  r = cmd_run ("case", "new", "--from", save, "--id", "not an id", NULL);
  expect_rc (&r, 2, "case new --id 'not an id'");
  cmd_run_free (&r);
  r = cmd_run ("case", "new", "american seal", NULL);
  expect_rc (&r, 2, "case new (no --from)");
  cmd_run_free (&r);
  r = cmd_run ("case", NULL);
  expect_rc (&r, 2, "case");
  cmd_run_free (&r);
  r = cmd_run ("case", "frobnicate", NULL);
  expect_rc (&r, 2, "case frobnicate");
  cmd_run_free (&r);
  g_free (save);
  scratch_free (dir);
}

/* A game still in its set-up cannot be a board (the board's stack starts
 * with the turn): refused, and nothing is written. */
static void
test_case_new_setup (void)
{
  char *dir = scratch_dir (), *save = g_build_filename (dir, "setup.xml", NULL);
  CmdRun r = cmd_run ("play", "--auto", "2", "--save", save, NULL);
  expect_rc (&r, 0, "play --auto 2 --save");
  cmd_run_free (&r);
  r = cmd_run ("case", "new", "--from", save, NULL);
  expect_rc (&r, 2, "case new (set-up)");
  expect_has (r.err, "set-up", "case new (set-up)");
  CU_ASSERT_STRING_EQUAL (r.out, "");
  cmd_run_free (&r);
  g_free (save);
  scratch_free (dir);
}

/* ---- a position as short lines ---- */

static const char position_text[] =
  "# a disputed position\n"
  "year 1778\n"
  "phase campaign-2:first-move\n"
  "first british\n"
  "w-howe new-york\n"
  "br-reg-1 new-york disrupted\n"
  "progress declaration\n"
  "hand british tactics-1\n";

/* The position written as lines to @dir/pos.txt, drafted as @dir/case.xml. */
static char *
draft_lines (const char *dir)
{
  char *pos = g_build_filename (dir, "pos.txt", NULL), *out = g_build_filename (dir, "case.xml", NULL);
  CHECK_FATAL (g_file_set_contents (pos, position_text, -1, NULL), "cannot write %s", pos);
  CmdRun r = cmd_run ("case", "new", "--position", pos, "-o", out, NULL);
  expect_rc (&r, 0, "case new --position");
  cmd_run_free (&r);
  g_free (pos);
  return out;
}

/* The lines become the board of a case that validates and passes, each
 * piece where the lines put it; --line says the same on the command line. */
static void
test_case_new_lines (void)
{
  char *dir = scratch_dir (), *out = draft_lines (dir);
  expect_case_passes (out);
  GError *error = NULL;
  ArdinaGame *g = ardina_oracle_load_game (out, NULL, &error);
  CHECK_FATAL (g != NULL, "the drafted case does not start: %s", error ? error->message : "?");
  CU_ASSERT_EQUAL (ardina_game_get_year (g), 1778);
  CU_ASSERT_STRING_EQUAL (ardina_game_get_phase_name (g), "campaign-2:first-move");
  ArdinaPiecePlace p;
  CHECK (ardina_game_get_place (g, ardina_piece_find ("w-howe"), &p) && p.zone == ARDINA_ZONE_MAP
         && p.locale == ardina_locale_lookup ("new-york"), "w-howe is not in New York");
  guint disrupted = 0;
  while (g_strcmp0 (ardina_piece_flag_name (disrupted), "disrupted") && disrupted < 16)
    disrupted++;
  CHECK (ardina_game_get_place (g, ardina_piece_find ("br-reg-1"), &p) && (p.flags & (1u << disrupted)),
         "br-reg-1 is not disrupted");
  CHECK (ardina_game_get_place (g, ardina_piece_find ("tactics-1"), &p) && p.zone == ARDINA_ZONE_HAND
         && p.side == ARDINA_SIDE_BRITISH, "tactics-1 is not in the British hand");
  char *text = slurp (out);
  expect_has (text, "<progress level=\"declaration-of-independence\"/>", "case new --position");
  char **lines = g_strsplit (position_text, "\n", -1);
  GPtrArray *args = g_ptr_array_new ();
  g_ptr_array_add (args, (char *) "new");
  for (char **l = lines; *l; l++)
    if (**l && **l != '#')
      {
        g_ptr_array_add (args, (char *) "--line");
        g_ptr_array_add (args, *l);
      }
  g_ptr_array_add (args, NULL);
  CmdRun r = cmd_run ("case", args->pdata[0], args->pdata[1], args->pdata[2], args->pdata[3], args->pdata[4],
                      args->pdata[5], args->pdata[6], args->pdata[7], args->pdata[8], args->pdata[9],
                      args->pdata[10], args->pdata[11], args->pdata[12], args->pdata[13], args->pdata[14], NULL);
  expect_rc (&r, 0, "case new --line...");
  const char *board = strstr (text, "<board"), *board2 = strstr (r.out, "<board");
  CHECK (board && board2 && !strcmp (board, board2), "--line and --position draft different cases:\n%s", r.out);
  cmd_run_free (&r);
  g_ptr_array_free (args, TRUE);
  g_strfreev (lines);
  g_free (text);
  ardina_game_free (g);
  g_free (out);
  scratch_free (dir);
}

/* An error names the line and the word at fault, and nothing is written. */
static void
test_case_new_lines_errors (void)
{
  static const struct { const char *line, *says; } bad[] = {
    { "w-howe new-yrok", "--line:2: 'new-yrok': neither a locale nor a zone" },
    { "w-hwoe new-york", "--line:2: 'w-hwoe': neither a keyword" },
    { "br-reg-1 boston disruptd", "--line:2: 'disruptd': not a flag" },
    { "progress frob", "--line:2: 'frob': not a level" },
    { "loyalty canada 7", "--line:2: '7': expected a number from -3 to 3" },
    { "hand french tactics-1", "--line:2: 'french': not a side" },
    /* Found by the board's reader, told at the line that wrote it. */
    { "marker fortress boston british", "--line:2: [1.4] " },
    { "year 1779", "--line:2: 'year': given twice" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      CmdRun r = cmd_run ("case", "new", "--line", "year 1778", "--line", bad[i].line, NULL);
      expect_rc (&r, 2, bad[i].line);
      expect_has (r.err, bad[i].says, bad[i].line);
      CU_ASSERT_STRING_EQUAL (r.out, "");
      cmd_run_free (&r);
    }
  CmdRun r = cmd_run ("case", "new", "--line", "year 1790", NULL);
  expect_rc (&r, 2, "year 1790");
  expect_has (r.err, "--line:1: [1.1] ", "year 1790");
  cmd_run_free (&r);
  r = cmd_run ("case", "new", "--line", "year 1778", "--line", "phase campaign-2:first-move", NULL);
  expect_rc (&r, 2, "no first");
  expect_has (r.err, "no 'first' line", "no first");
  cmd_run_free (&r);
  r = cmd_run ("case", "new", NULL);
  expect_rc (&r, 2, "case new (no position)");
  cmd_run_free (&r);
}

/* A window of 7.9 open: the action is said to wait on it, and answered
 * as it stands once both decline; --after plays the decline first. */
static void
test_ask_window (void)
{
  char *dir = scratch_dir (), *c = draft_lines (dir);
  CmdRun r = cmd_run ("ask", c, "british end", NULL);
  expect_rc (&r, 1, "ask (window open)");
  expect_has (r.out, "not now: a window to play action markers is open (7.9)", "ask (window open)");
  expect_has (r.out, "  legal then; it would cause:\n", "ask (window open)");
  expect_has (r.out, "  then 1778, campaign-2:second-move:\n", "ask (window open)");
  cmd_run_free (&r);
  /* Still refused after the window: the American does not move now. */
  r = cmd_run ("ask", c, "american end", NULL);
  expect_rc (&r, 1, "ask (refused after the window)");
  expect_has (r.out, "  refused then too: [14.1] ", "ask (refused after the window)");
  /* The rule it cites, read from the refusal's record and explained. */
  expect_has (r.out, "\n  rule 14.1 Campaign Phase Order; in the project's paraphrase", "ask (refused after the window)");
  cmd_run_free (&r);
  r = cmd_run ("ask", c, "--after", "british decline", "british end", NULL);
  expect_rc (&r, 0, "ask --after");
  expect_has (r.out, "after> british decline\n", "ask --after");
  expect_has (r.out, ", then 1 action played):\n", "ask --after");
  expect_has (r.out, "\n> british end\n  legal; it would cause:\n", "ask --after");
  expect_lacks (r.out, "not now", "ask --after");
  cmd_run_free (&r);
  r = cmd_run ("ask", c, "--after", "american frob", "british end", NULL);
  expect_rc (&r, 1, "ask --after (refused)");
  expect_has (r.err, "--after 'american frob' is refused", "ask --after (refused)");
  cmd_run_free (&r);
  g_free (c);
  scratch_free (dir);
}

/* A case with steps: --step N is the position after N of them, for ask
 * and for play --load; play goes on after a refusal with --keep-going. */
static void
test_case_steps (void)
{
  char *dir = scratch_dir (), *pos = g_build_filename (dir, "pos.txt", NULL);
  char *c = g_build_filename (dir, "steps.xml", NULL);
  CHECK_FATAL (g_file_set_contents (pos, position_text, -1, NULL), "cannot write %s", pos);
  CmdRun r = cmd_run ("case", "new", "--position", pos, "-o", c, "british decline", "british end", NULL);
  expect_rc (&r, 0, "case new with steps");
  cmd_run_free (&r);
  r = cmd_run ("ask", c, "--step", "2", "--list", NULL);
  expect_rc (&r, 0, "ask --step 2");
  expect_has (r.out, "1778, campaign-2:second-move (the case ", "ask --step 2");
  expect_has (r.out, " after step 2):\n", "ask --step 2");
  cmd_run_free (&r);
  r = cmd_run ("ask", c, "--step", "3", NULL);
  expect_rc (&r, 2, "ask --step 3");
  expect_has (r.err, "the case has 2 steps, not 3", "ask --step 3");
  cmd_run_free (&r);
  r = cmd_run ("play", "--load", c, "--step", "1", "--auto", "0", NULL);
  expect_rc (&r, 0, "play --load CASE --step 1");
  expect_has (r.out, "1778, campaign-2:first-move", "play --load CASE --step 1");
  expect_has (r.out, "pending [14.1]", "play --load CASE --step 1");
  cmd_run_free (&r);
  char *acts = g_build_filename (dir, "acts.txt", NULL);
  CHECK_FATAL (g_file_set_contents (acts, "british frob\nbritish decline\n", -1, NULL), "cannot write");
  r = cmd_run ("play", "--load", c, acts, NULL);
  expect_rc (&r, 1, "play --load CASE (a refusal stops)");
  expect_lacks (r.out, "> british decline", "play --load CASE (a refusal stops)");
  cmd_run_free (&r);
  r = cmd_run ("play", "--load", c, "--keep-going", acts, NULL);
  expect_rc (&r, 1, "play --keep-going");
  expect_has (r.out, "refused (line 1)", "play --keep-going");
  expect_has (r.out, "> british decline", "play --keep-going");
  expect_has (r.out, "pending [14.1]", "play --keep-going");
  cmd_run_free (&r);
  r = cmd_run ("play", "--step", "1", "--auto", "0", NULL);
  expect_rc (&r, 2, "play --step without --load");
  cmd_run_free (&r);
  g_free (acts), g_free (pos), g_free (c);
  scratch_free (dir);
}

/* Names off the counters and the map are read for ids where one piece or
 * locale has them; a shared one ("Tactics") is not. */
static void
test_ask_names (void)
{
  char *dir = scratch_dir (), *save = g_build_filename (dir, "s0.xml", NULL);
  CmdRun r = cmd_run ("play", "--auto", "0", "--save", save, NULL);
  expect_rc (&r, 0, "play --auto 0 --save");
  cmd_run_free (&r);
  const char *carleton = ardina_piece_get_label ((guint) ardina_piece_find ("carleton"));
  const char *quebec = ardina_locale_get_label ((guint) ardina_locale_lookup ("quebec"));
  char *typed = g_strdup_printf ("british place %s %s", carleton, quebec);
  CHECK (strcmp (typed, "british place carleton quebec") != 0, "the labels are the ids");
  r = cmd_run ("ask", save, typed, NULL);
  expect_rc (&r, 0, "ask (labels)");
  expect_has (r.out, "  read as: british place carleton quebec\n  legal;", "ask (labels)");
  cmd_run_free (&r);
  r = cmd_run ("ask", save, "british place Tactics quebec", NULL);
  expect_rc (&r, 2, "ask (a shared label)");
  cmd_run_free (&r);
  g_free (typed), g_free (save);
  scratch_free (dir);
}

static CU_TestInfo tests[] = {
  { "ask: a legal action, its events and what follows", test_ask_legal },
  { "ask: a refused action, its rule, paraphrase and rulings", test_ask_refused },
  { "ask --as, --list", test_ask_as },
  { "ask --dice: scripted, too few, not dice", test_ask_dice },
  { "ask and case new on a save of ardina play", test_ask_play_save },
  { "ask: unreadable files and usage exit 2", test_ask_unreadable },
  { "ask: a case whose start is refused", test_ask_bad_case },
  { "case new: mid-commitment, the stack kept", test_case_new_mid_commitment },
  { "case new: a seeded save's dice scripted", test_case_new_seeded },
  { "case new: a seeded save's picks scripted", test_case_new_picks },
  { "case new: --id, --rules, usage", test_case_new_options },
  { "case new: a game in its set-up", test_case_new_setup },
  { "case new --position, --line: a position as short lines", test_case_new_lines },
  { "case new --line: errors name the line and the word", test_case_new_lines_errors },
  { "ask: a window of 7.9 open, ask --after", test_ask_window },
  { "ask --step, play --load CASE --step, play --keep-going", test_case_steps },
  { "ask: names off the counters and the map", test_ask_names },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("cli-ask", tests);
}
