/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "cli-rule": the lookups a player makes in a dispute, through the
 * command ($ARDINA_CMD): a rule's numbered step ("18.4(2)"), a section
 * ("18"), words instead of a number, 'rules --search', the table values
 * tied to a rule (reconstructed ones included), --brief, and the label
 * saying the paraphrase is ours. What the command prints is compared with
 * what the library says wherever the library can say it. */
#include "internal.h"
#include "cu-main.h"
#include "spawn.h"

#include <stdarg.h>
#include <string.h>

#define LABEL "In our words (not the rulebook's wording):\n"

static void
expect_lacks (const char *text, const char *needle, const char *what)
{
  CHECK (strstr (text, needle) == NULL, "the output of ardina %s has \"%s\":\n%s", what,
         needle, text);
}

/* The paragraph that follows the line @heading in @out: its indented
 * lines joined by single spaces, as the wrapped text was before wrapping.
 * NULL when @out has no such line. */
static char *
paragraph_after (const char *out, const char *heading)
{
  const char *at = strstr (out, heading);
  if (!at)
    return NULL;
  GString *s = g_string_new (NULL);
  char **lines = g_strsplit (strchr (at, '\n') + 1, "\n", -1);
  for (guint i = 0; lines[i] && g_str_has_prefix (lines[i], "  "); i++)
    g_string_append_printf (s, "%s%s", s->len ? " " : "", g_strstrip (lines[i]));
  g_strfreev (lines);
  return g_string_free (s, FALSE);
}

/* The ids opening the lines of `rules --search` ("24.9   Fleet Retreats");
 * the indented lines under them say why they matched. */
static GPtrArray *
hit_ids (const char *out)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  char **lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    if (*lines[i] && *lines[i] != ' ')
      g_ptr_array_add (ids, g_strndup (lines[i], strcspn (lines[i], " ")));
  g_strfreev (lines);
  return ids;
}

static gboolean
title_has (const char *id, const char *word)
{
  const ArdinaRule *r = ardina_rule_lookup (id);
  char *title = r ? g_ascii_strdown (ardina_rule_get_title (r), -1) : NULL;
  gboolean has = title && strstr (title, word);
  g_free (title);
  return has;
}

/* ---- steps ---- */

static void
test_step (void)
{
  const ArdinaRule *r = ardina_rule_lookup ("18.4");
  CHECK_FATAL (r != NULL, "no rule 18.4 in the catalog");
  CmdRun run_ = cmd_run ("rule", "18.4(2)", NULL);
  expect_rc (&run_, 0, "rule 18.4(2)");
  CHECK (g_str_has_prefix (run_.out, "18.4 "), "rule 18.4(2) does not open with 18.4:\n%s", run_.out);
  char *step = paragraph_after (run_.out, "Step (2) of 18.4");
  CHECK_FATAL (step != NULL, "rule 18.4(2) marks no step:\n%s", run_.out);
  /* The step is the paraphrase's own text from "(2)", and only step (2). */
  CHECK (g_str_has_prefix (step, "(2) "), "the step does not open with (2): %s", step);
  CHECK (strstr (ardina_rule_get_paraphrase (r), step) != NULL,
         "the step is not the paraphrase's text: %s", step);
  CHECK (!strstr (step, "(1) ") && !strstr (step, "(3) "), "the step runs into another: %s", step);
  /* The whole paraphrase follows, after the marked step. */
  const char *mark = strstr (run_.out, "Step (2)"), *label = strstr (run_.out, LABEL);
  CHECK (label && mark < label, "the paraphrase does not follow the step:\n%s", run_.out);
  g_free (step);
  cmd_run_free (&run_);

  CmdRun spaced = cmd_run ("rule", "18.4 (2)", NULL);
  expect_rc (&spaced, 0, "rule '18.4 (2)'");
  expect_has (spaced.out, "Step (2) of 18.4", "rule '18.4 (2)'");
  cmd_run_free (&spaced);
}

static void
test_step_item (void)
{
  CmdRun a = cmd_run ("rule", "18.4(4b)", NULL), b = cmd_run ("rule", "18.4(4)(b)", NULL);
  expect_rc (&a, 0, "rule 18.4(4b)");
  expect_rc (&b, 0, "rule 18.4(4)(b)");
  CHECK (strcmp (a.out, b.out) == 0, "18.4(4b) and 18.4(4)(b) differ:\n%s\n---\n%s", a.out, b.out);
  char *item = paragraph_after (a.out, "Step (4b) of 18.4");
  CHECK (item && g_str_has_prefix (item, "(b) "), "rule 18.4(4b) marks no item (b):\n%s", a.out);
  g_free (item);
  cmd_run_free (&a), cmd_run_free (&b);
  CmdRun c = cmd_run ("rule", "18.4(4)(z)", NULL);
  expect_rc (&c, 2, "rule 18.4(4)(z)");
  expect_has (c.err, "(a)", "rule 18.4(4)(z)");
  cmd_run_free (&c);
}

static void
test_no_such_step (void)
{
  CmdRun r = cmd_run ("rule", "18.4(9)", NULL);
  expect_rc (&r, 2, "rule 18.4(9)");
  CHECK (!*r.out, "rule 18.4(9) printed:\n%s", r.out);
  expect_has (r.err, "no step (9)", "rule 18.4(9)");
  /* It lists the steps the rule has. */
  expect_has (r.err, "(1)", "rule 18.4(9)");
  expect_has (r.err, "(4)", "rule 18.4(9)");
  cmd_run_free (&r);
  r = cmd_run ("rule", "18.7(1)", NULL);
  expect_rc (&r, 2, "rule 18.7(1)");
  expect_has (r.err, "no numbered steps", "rule 18.7(1)");
  cmd_run_free (&r);
}

/* "28.2(4)" is the fortress rule's step: the partisan rule the rulebook
 * misprints as 28.2 has no numbered steps, so it is left out. */
static void
test_step_of_misprinted_number (void)
{
  CmdRun r = cmd_run ("rule", "28.2(4)", NULL);
  expect_rc (&r, 0, "rule 28.2(4)");
  expect_has (r.out, "Step (4) of 28.2", "rule 28.2(4)");
  expect_lacks (r.out, "\n29.2 ", "rule 28.2(4)");
  cmd_run_free (&r);
}

/* ---- sections, words, unknown ids ---- */

static void
test_section (void)
{
  const ArdinaRule *h = ardina_rule_lookup ("18.0");
  CHECK_FATAL (h != NULL, "no section 18.0");
  CmdRun a = cmd_run ("rule", "18", NULL), b = cmd_run ("rule", "18.0", NULL);
  expect_rc (&a, 0, "rule 18");
  expect_rc (&b, 0, "rule 18.0");
  CHECK (strcmp (a.out, b.out) == 0, "rule 18 and rule 18.0 differ:\n%s\n---\n%s", a.out, b.out);
  CHECK (g_str_has_prefix (a.out, "18.0 "), "rule 18 does not open with 18.0:\n%s", a.out);
  expect_has (a.out, "Rules of section 18.0:", "rule 18");
  guint listed = 0;
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      if (r == h || ardina_rule_get_header (r) != h)
        continue;
      char *line = g_strdup_printf ("\n  %-6s %s\n", ardina_rule_get_id (r), ardina_rule_get_title (r));
      expect_has (a.out, line, "rule 18");
      g_free (line);
      listed++;
    }
  CHECK (listed > 1, "section 18 has %u rules", listed);
  cmd_run_free (&a), cmd_run_free (&b);
}

static void
test_words_point_at_search (void)
{
  static const char *const typed[] = { "retreat", "", "fleet retreat" };
  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      CmdRun r = cmd_run ("rule", typed[i], NULL);
      expect_rc (&r, 2, typed[i]);
      CHECK (!*r.out, "rule '%s' printed:\n%s", typed[i], r.out);
      expect_has (r.err, "ardina rules --search", typed[i]);
      cmd_run_free (&r);
    }
  CmdRun two = cmd_run ("rule", "retreat", "fleet", NULL);
  expect_rc (&two, 2, "rule retreat fleet");
  expect_has (two.err, "ardina rules --search retreat fleet", "rule retreat fleet");
  cmd_run_free (&two);
}

static void
test_unknown_id (void)
{
  static const char *const typed[] = { "18.40", "99", "18.4x", "99.9(2)" };
  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      CmdRun r = cmd_run ("rule", typed[i], NULL);
      expect_rc (&r, 2, typed[i]);
      expect_has (r.err, "closest", typed[i]);
      cmd_run_free (&r);
    }
  /* A known rule with a step that is not written as one. */
  static const char *const steps[] = { "18.4(b)", "18.4(2)(3)", "18.4()" };
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      CmdRun r = cmd_run ("rule", steps[i], NULL);
      expect_rc (&r, 2, steps[i]);
      expect_has (r.err, "cannot read the step", steps[i]);
      cmd_run_free (&r);
    }
}

/* ---- rules --search ---- */

static void
test_search_retreat_fleet (void)
{
  CmdRun r = cmd_run ("rules", "--search", "retreat fleet", NULL);
  expect_rc (&r, 0, "rules --search 'retreat fleet'");
  GPtrArray *ids = hit_ids (r.out);
  CHECK_FATAL (ids->len >= 2, "rules --search 'retreat fleet' found %u rules", ids->len);
  /* Title words weigh most: the rules named after a retreat come first, the
   * one named after both words ahead of all. */
  const char *first = g_ptr_array_index (ids, 0), *second = g_ptr_array_index (ids, 1);
  CHECK (title_has (first, "retreat") && title_has (first, "fleet"),
         "the first hit, %s, is not titled for both words", first);
  CHECK (title_has (second, "retreat"), "the second hit, %s, is not titled for a retreat", second);
  /* A plural in a title counts: 24.9 is "Fleet Retreats". */
  CHECK (strcmp (first, "24.9") == 0, "the first hit is %s, not 24.9", first);
  g_ptr_array_unref (ids);

  /* The words may come as one operand or several. */
  CmdRun split = cmd_run ("rules", "--search", "retreat", "fleet", NULL);
  expect_rc (&split, 0, "rules --search retreat fleet");
  CHECK (strcmp (r.out, split.out) == 0, "one operand and two differ:\n%s\n---\n%s", r.out, split.out);
  cmd_run_free (&split);
  /* Case does not matter, and a plural finds the singular: the same hits
   * (the lines saying why echo the words as typed). */
  CmdRun upper = cmd_run ("rules", "--search", "RETREATS Fleets", NULL);
  GPtrArray *a = hit_ids (r.out), *b = hit_ids (upper.out);
  CHECK (a->len == b->len, "case or plural changes the search:\n%s", upper.out);
  for (guint i = 0; i < a->len && i < b->len; i++)
    CHECK (strcmp (g_ptr_array_index (a, i), g_ptr_array_index (b, i)) == 0,
           "case or plural changes hit %u:\n%s", i, upper.out);
  g_ptr_array_unref (a), g_ptr_array_unref (b);
  cmd_run_free (&upper);
  cmd_run_free (&r);
}

/* Through the library: hits best first, equal scores in catalog order (a
 * rule before its parts, the parts in their order). */
static void
test_search_order (void)
{
  const char *questions[] = {
    "determination", "retreat", "militia leader", "how many units can a fleet carry", "spy", "effects",
  };
  for (guint q = 0; q < G_N_ELEMENTS (questions); q++)
    {
      ArdinaSearch *s = ardina_search_new (questions[q]);
      CHECK_FATAL (s != NULL, "no search for '%s'", questions[q]);
      guint n = ardina_search_get_n_hits (s);
      CHECK (n > 0, "nothing found for '%s'", questions[q]);
      for (guint i = 0; i + 1 < n; i++)
        {
          double x = ardina_search_get_score (s, i), y = ardina_search_get_score (s, i + 1);
          CHECK (x >= y && y > 0, "'%s': hit %u scores %g, hit %u %g", questions[q], i, x, i + 1, y);
          guint ri = ardina_rule_get_index (ardina_search_get_rule (s, i));
          guint rj = ardina_rule_get_index (ardina_search_get_rule (s, i + 1));
          CHECK (x != y || ri <= rj,
                 "'%s': tied hits %u and %u out of catalog order", questions[q], i, i + 1);
          CHECK (*ardina_search_get_why (s, i), "'%s': hit %u says nothing of why", questions[q], i);
        }
      ardina_search_free (s);
    }
  /* Only small words, or none at all. */
  CHECK (ardina_search_new ("") == NULL, "an empty question was searched");
  CHECK (ardina_search_new (" ,;- ") == NULL, "a question with no word was searched");
  ArdinaSearch *small = ardina_search_new ("how many can");
  CHECK (small != NULL, "a question of small words only was not searched for them");
  ardina_search_free (small);
  ardina_search_free (NULL);
}

/* The catalog's words for a player's (rules.xml <synonyms>), the small
 * words counting for nothing, and the line that says why. */
static void
test_search_player_words (void)
{
  struct { const char *question, *first; } cases[] = {
    { "what happens to a leader killed in battle", "21.4" },
    { "can i pick up units during a move", "16.8" },
    { "short game victory", "3.5" },
    { "how many units can a fleet carry", "24.5" },
    { "what does the minutemen marker do", "7.9/minutemen" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CmdRun r = cmd_run ("rules", "--search", cases[i].question, NULL);
      expect_rc (&r, 0, cases[i].question);
      GPtrArray *ids = hit_ids (r.out);
      gboolean top3 = FALSE;
      for (guint k = 0; k < ids->len && k < 3; k++)
        top3 |= strcmp (g_ptr_array_index (ids, k), cases[i].first) == 0;
      CHECK (top3, "'%s': %s is not in the first three:\n%s", cases[i].question, cases[i].first, r.out);
      g_ptr_array_unref (ids);
      cmd_run_free (&r);
    }
  /* The line under a hit names the word, the catalog's word it was found
   * as, and where. */
  CmdRun r = cmd_run ("rules", "--search", "how many units can a fleet carry", NULL);
  expect_has (r.out, "24.5   Transport Capacity\n       matched: ", "rules --search (why)");
  expect_has (r.out, "carry as transport", "rules --search (why)");
  expect_lacks (r.out, "can (", "rules --search (small words)");
  expect_lacks (r.out, " a (", "rules --search (small words)");
  /* --brief: one line a hit. */
  CmdRun brief = cmd_run ("rules", "--brief", "--search", "how many units can a fleet carry", NULL);
  expect_rc (&brief, 0, "rules --brief --search");
  expect_lacks (brief.out, "matched:", "rules --brief --search");
  GPtrArray *a = hit_ids (r.out), *b = hit_ids (brief.out);
  guint lines = 0;
  for (const char *p = brief.out; *p; p++)
    lines += *p == '\n';
  CHECK (a->len == b->len && lines == b->len, "--brief changes the hits or prints more than a line each");
  g_ptr_array_unref (a), g_ptr_array_unref (b);
  cmd_run_free (&brief);
  cmd_run_free (&r);
  r = cmd_run ("rules", "--brief", NULL);
  expect_rc (&r, 2, "rules --brief without --search");
  cmd_run_free (&r);
}

/* 7.9's action markers are entries of their own: 'ardina rule 7.9/spy',
 * listed in a line each by 'ardina rule 7.9', found by a search. */
static void
test_parts (void)
{
  const ArdinaRule *r79 = ardina_rule_lookup ("7.9");
  CU_ASSERT_PTR_NOT_NULL_FATAL (r79);
  guint n = ardina_rule_get_n_parts (r79);
  CHECK (n == 18, "7.9 has %u parts, not the 18 action markers", n);
  CmdRun all = cmd_run ("rule", "7.9", NULL);
  expect_rc (&all, 0, "rule 7.9");
  for (guint i = 0; i < n; i++)
    {
      const ArdinaRulePart *p = ardina_rule_get_part (r79, i);
      CHECK (ardina_rule_part_get_rule (p) == r79, "part %u of 7.9 is not 7.9's", i);
      CHECK (ardina_rule_part_lookup (ardina_rule_part_get_id (p)) == p, "%s is not found by its id",
             ardina_rule_part_get_id (p));
      /* The whole paraphrase still holds every marker's text. */
      CHECK (strstr (ardina_rule_get_paraphrase (r79), ardina_rule_part_get_paraphrase (p)) != NULL,
             "7.9's paraphrase lacks %s", ardina_rule_part_get_id (p));
      char *line = g_strdup_printf ("\n  %s ", ardina_rule_part_get_id (p));
      expect_has (all.out, line, "rule 7.9");
      g_free (line);
      /* Its rulings concern 7.9 as well. */
      const ArdinaRuling *list[16];
      guint k = ardina_rule_part_get_rulings (p, list, G_N_ELEMENTS (list));
      for (guint j = 0; j < k && j < G_N_ELEMENTS (list); j++)
        {
          gboolean of79 = FALSE;
          for (guint c = 0; c < ardina_ruling_get_n_concerns (list[j]); c++)
            of79 |= ardina_ruling_get_concern (list[j], c) == r79;
          CHECK (of79, "%s concerns %s but not 7.9", ardina_ruling_get_id (list[j]), ardina_rule_part_get_id (p));
        }
    }
  /* 7.9 lists the markers briefly: no marker's text, no part's ruling in full. */
  expect_lacks (all.out, "Minutemen: As one of", "rule 7.9");
  expect_lacks (all.out, "  R-77 (ruling)", "rule 7.9");
  expect_has (all.out, "  R-48 (ruling)", "rule 7.9");
  cmd_run_free (&all);
  /* Steps of the whole paraphrase keep working. */
  CmdRun step = cmd_run ("rule", "7.9(2)", NULL);
  expect_rc (&step, 0, "rule 7.9(2)");
  expect_has (step.out, "Step (2) of 7.9", "rule 7.9(2)");
  cmd_run_free (&step);

  CmdRun spy = cmd_run ("rule", "7.9/spy", NULL);
  expect_rc (&spy, 0, "rule 7.9/spy");
  CHECK (g_str_has_prefix (spy.out, "7.9/spy  Spy\nPart of 7.9 Action Markers"), "rule 7.9/spy:\n%s", spy.out);
  expect_has (spy.out, LABEL, "rule 7.9/spy");
  expect_has (spy.out, "  R-42 (ruling)", "rule 7.9/spy");
  expect_lacks (spy.out, "R-77", "rule 7.9/spy");
  cmd_run_free (&spy);
  CmdRun upper = cmd_run ("rule", "7.9/Master-Plan", "--brief", NULL);
  expect_rc (&upper, 0, "rule 7.9/Master-Plan --brief");
  expect_has (upper.out, "Rulings (see 'ardina rule R-n'): R-46", "rule 7.9/Master-Plan --brief");
  cmd_run_free (&upper);
  const char *bad[] = { "7.9/spx", "18.4/spy", "7.9/" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      CmdRun b = cmd_run ("rule", bad[i], NULL);
      expect_rc (&b, 2, bad[i]);
      expect_has (b.err, "no part", bad[i]);
      cmd_run_free (&b);
    }
  CmdRun s = cmd_run ("rules", "--search", "minutemen", NULL);
  CHECK (g_str_has_prefix (s.out, "7.9/minutemen Minutemen (7.9 Action Markers)\n"),
         "rules --search minutemen:\n%s", s.out);
  cmd_run_free (&s);
}

static void
test_search_disruption (void)
{
  CmdRun r = cmd_run ("rules", "--search", "disruption", NULL);
  expect_rc (&r, 0, "rules --search disruption");
  CHECK (g_str_has_prefix (r.out, "18.7 "), "rules --search disruption does not start with 18.7:\n%s",
         r.out);
  /* "disrupted" and "disrupts" in 18.4 count as the word. */
  expect_has (r.out, "\n18.4 ", "rules --search disruption");
  cmd_run_free (&r);
}

static void
test_search_nothing (void)
{
  CmdRun r = cmd_run ("rules", "--search", "xyzzyplugh", NULL);
  expect_rc (&r, 1, "rules --search xyzzyplugh");
  CHECK (!*r.out, "a search for nonsense printed:\n%s", r.out);
  expect_has (r.err, "xyzzyplugh", "rules --search xyzzyplugh");
  cmd_run_free (&r);
  r = cmd_run ("rules", "--search", "", NULL);
  expect_rc (&r, 2, "rules --search ''");
  cmd_run_free (&r);
  r = cmd_run ("rules", "--search", "fleet", "--rulings", NULL);
  expect_rc (&r, 2, "rules --search fleet --rulings");
  cmd_run_free (&r);
}

/* ---- values, --brief, the label ---- */

static guint
reconstructed_tied (const ArdinaRule *r)
{
  guint n = ardina_rule_get_tied_values (r, NULL, 0), k = 0;
  const ArdinaValue **list = g_new (const ArdinaValue *, n + 1);
  ardina_rule_get_tied_values (r, list, n);
  for (guint i = 0; i < n; i++)
    k += ardina_value_get_source (list[i]) == ARDINA_SOURCE_RECONSTRUCTED;
  g_free (list);
  return k;
}

static void
test_values_10_5 (void)
{
  const ArdinaRule *r = ardina_rule_lookup ("10.5");
  CHECK_FATAL (r != NULL, "no rule 10.5");
  guint expected = reconstructed_tied (r);
  CHECK (expected >= 4, "the library ties %u reconstructed values to 10.5", expected);
  CmdRun run_ = cmd_run ("rule", "10.5", NULL);
  expect_rc (&run_, 0, "rule 10.5");
  guint shown = count_lines_with (run_.out, "      reconstructed (");
  CHECK (shown == expected, "rule 10.5 shows %u reconstructed values, the library ties %u:\n%s",
         shown, expected, run_.out);
  expect_has (run_.out, "(rulebook 10.5)", "rule 10.5");
  /* Each with its file and line, as tables --reconstructed gives them (the
   * directory depends on where the command runs: only the name is checked). */
  for (guint i = 0; i < ardina_value_count (); i++)
    {
      const ArdinaValue *v = ardina_value_nth (i);
      const char *why = ardina_value_get_rationale (v);
      if (!why || !strstr (why, "(10.5)"))
        continue;
      char *base = g_path_get_basename (ardina_table_get_file (ardina_value_get_table (v)));
      char *line = g_strdup_printf ("/%s:%u): ", base, ardina_value_get_line (v));
      expect_has (run_.out, line, "rule 10.5");
      g_free (line), g_free (base);
    }
  cmd_run_free (&run_);
}

/* Before this change 14 rules showed a reconstructed value; every one tied
 * by a rationale now shows too. */
static void
test_values_count (void)
{
  guint named = 0, tied = 0;
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      const ArdinaValue *list[256];
      guint n = MIN (ardina_rule_get_values (r, list, G_N_ELEMENTS (list)), G_N_ELEMENTS (list));
      gboolean any = FALSE;
      for (guint j = 0; j < n; j++)
        any |= ardina_value_get_source (list[j]) == ARDINA_SOURCE_RECONSTRUCTED;
      named += any;
      tied += reconstructed_tied (r) > 0;
    }
  printf ("\n  rules with a reconstructed value: %u by rule=/named-by=, %u with rationales\n",
          named, tied);
  CHECK (tied > named, "no rule gained a reconstructed value (%u, %u)", named, tied);
  CHECK (named >= 14, "only %u rules name a reconstructed value", named);
}

static void
test_brief (void)
{
  CmdRun r = cmd_run ("rule", "--brief", "18.4", NULL);
  expect_rc (&r, 0, "rule --brief 18.4");
  CHECK (g_str_has_prefix (r.out, "18.4  "), "rule --brief 18.4 opens otherwise:\n%s", r.out);
  expect_has (r.out, LABEL, "rule --brief 18.4");
  expect_has (r.out, "Rulings (see 'ardina rule R-n'): R-13", "rule --brief 18.4");
  static const char *const left_out[] = {
    "Table values", "Oracle cases", "See also", "Referred to by", "Question:", "Section 18.0",
  };
  for (guint i = 0; i < G_N_ELEMENTS (left_out); i++)
    expect_lacks (r.out, left_out[i], "rule --brief 18.4");
  cmd_run_free (&r);
}

static void
test_label (void)
{
  const ArdinaRule *rule = ardina_rule_lookup ("18.7");
  CHECK_FATAL (rule != NULL, "no rule 18.7");
  CmdRun r = cmd_run ("rule", "18.7", NULL);
  expect_rc (&r, 0, "rule 18.7");
  char *para = paragraph_after (r.out, LABEL);
  CHECK (para && strcmp (para, ardina_rule_get_paraphrase (rule)) == 0,
         "the label is not followed by the paraphrase:\n%s", r.out);
  g_free (para);
  cmd_run_free (&r);
}

/* Issue 15: an optional rule, or its section, says whether the engine
 * plays it; a standard rule says nothing of it. Since section 33 (issue
 * 19) every section 28-38 is played, so the "not yet" line can no longer
 * be reached: each section, and a rule of the last one played, must say
 * it is played. */
static void
test_played_yet (void)
{
  static const char *const ids[] = { "33.1", "33", "33.2", "33.0" };
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      guint sec = (guint) atoi (ids[i]);
      char *line = g_strdup_printf ("\nPlayed by the engine: yes (optional section %u)\n", sec);
      CmdRun r = cmd_run ("rule", ids[i], NULL);
      expect_rc (&r, 0, ids[i]);
      expect_has (r.out, line, ids[i]);
      expect_lacks (r.out, "not yet", ids[i]);
      cmd_run_free (&r);
      g_free (line);
    }
  for (guint sec = 28; sec <= 38; sec++)
    {
      char *id = g_strdup_printf ("%u", sec);
      char *line = g_strdup_printf ("\nPlayed by the engine: yes (optional section %u)\n", sec);
      CHECK (ardina_optional_played (sec), "section %u is not played", sec);
      CmdRun r = cmd_run ("rule", id, NULL);
      expect_rc (&r, 0, id);
      expect_has (r.out, line, id);
      cmd_run_free (&r);
      g_free (line), g_free (id);
    }
  CmdRun r = cmd_run ("rule", "23.1", NULL);
  expect_rc (&r, 0, "rule 23.1");
  expect_lacks (r.out, "Played by the engine", "rule 23.1");
  cmd_run_free (&r);
}

/* Issue 15, item 12: every ruling shown with a rule says whether it is
 * the engine's interpretation or a clarification of the text; alone, and
 * in the list of rulings, a clarification says so too. */
static void
test_ruling_labels (void)
{
  CmdRun r = cmd_run ("rule", "18.5", NULL);
  expect_rc (&r, 0, "rule 18.5");
  expect_has (r.out, "\nRulings:\n  R-13 (ruling)\n", "rule 18.5");
  expect_has (r.out, "\n  R-16 (clarification)\n", "rule 18.5");
  cmd_run_free (&r);
  r = cmd_run ("rule", "--brief", "18.5", NULL);
  expect_rc (&r, 0, "rule --brief 18.5");
  expect_has (r.out, "R-13 R-16 (clarification)", "rule --brief 18.5");
  cmd_run_free (&r);
  r = cmd_run ("rule", "R-16", NULL);
  expect_rc (&r, 0, "rule R-16");
  CHECK (g_str_has_prefix (r.out, "R-16 (clarification: "), "rule R-16 does not open with its kind:\n%s", r.out);
  cmd_run_free (&r);
  r = cmd_run ("rule", "R-63", NULL);
  expect_rc (&r, 0, "rule R-63");
  CHECK (g_str_has_prefix (r.out, "R-63 (ruling: "), "rule R-63 does not open with its kind:\n%s", r.out);
  cmd_run_free (&r);
  r = cmd_run ("rules", "--rulings", NULL);
  expect_rc (&r, 0, "rules --rulings");
  expect_has (r.out, "\nR-16 [18.5 18.12 24.12] (clarification) ", "rules --rulings");
  expect_lacks (r.out, "] (clarification) 9.1", "rules --rulings");
  CU_ASSERT_EQUAL (count_lines_with (r.out, "] (clarification) "), 7);
  cmd_run_free (&r);
}

/* Piped output keeps 78 columns whatever $COLUMNS says. */
static void
test_width_when_piped (void)
{
  g_setenv ("COLUMNS", "200", TRUE);
  CmdRun r = cmd_run ("rule", "18.4", NULL);
  g_unsetenv ("COLUMNS");
  expect_rc (&r, 0, "rule 18.4");
  char **lines = g_strsplit (r.out, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    CHECK (g_utf8_strlen (lines[i], -1) <= 78, "a line of %ld columns: %s",
           g_utf8_strlen (lines[i], -1), lines[i]);
  g_strfreev (lines);
  cmd_run_free (&r);
}

static CU_TestInfo tests[] = {
  { "rule 18.4(2): the step marked", test_step },
  { "rule 18.4(4b), 18.4(4)(b): an item of a step", test_step_item },
  { "rule 18.4(9): no such step, exit 2", test_no_such_step },
  { "rule 28.2(4): the rule that has the step", test_step_of_misprinted_number },
  { "rule 18, rule 18.0: the section", test_section },
  { "rule WORDS: points at rules --search", test_words_point_at_search },
  { "rule: unknown ids and unreadable steps exit 2", test_unknown_id },
  { "rules --search 'retreat fleet': titles first", test_search_retreat_fleet },
  { "rules --search: best first, ties in catalog order", test_search_order },
  { "rules --search: a player's words", test_search_player_words },
  { "rule 7.9/NAME: the action markers as parts", test_parts },
  { "rules --search disruption", test_search_disruption },
  { "rules --search: nothing found exits 1", test_search_nothing },
  { "rule 10.5: reconstructed values marked", test_values_10_5 },
  { "rules showing reconstructed values", test_values_count },
  { "rule --brief", test_brief },
  { "rule: the paraphrase labelled as ours", test_label },
  { "rule: 78 columns when piped", test_width_when_piped },
  { "rule: whether the engine plays an optional rule", test_played_yet },
  { "rule, rules --rulings: clarifications told from rulings", test_ruling_labels },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("cli-rule", tests);
}
