/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina rule ID: everything the reference knows about one rule.
 *
 * The id is read as players and rulings write it: "18.4" a rule, "18.4(2)"
 * its numbered step (2), "18.4(4b)" or "18.4(4)(b)" an item of that step,
 * "18" or "18.0" the section. Each id is read first as a canonical id, then
 * as a number the rulebook prints: "28.2" is both the fortress rule and,
 * misprinted, the partisan rule 29.2, and both are shown, the second with a
 * note. "R-n" shows a ruling, "7.9/spy" a part of a rule (7.9's action
 * markers), whose rule then lists its parts in a line each. An unknown id exits with status 2 and the
 * closest ids; words instead of a number exit 2 and point at
 * 'ardina rules --search'. */
#include "cli.h"

#include <string.h>

#define MAX_LIST 64
#define MAX_STEPS 32
#define MAX_SHOWN 8

/* What was asked for, taken apart: "18.4(4b)" is rule "18.4", step 4,
 * item 2 (b). */
typedef struct {
  char id[16];  /* "18.4"; "18.0" for "18" */
  guint step;   /* 0: no step asked */
  guint item;   /* 1 for (a), ...; 0: no item asked */
} Ref;

/* A numbered step of a paraphrase: the text from its marker "(2)" to its
 * end, which of the paraphrase's numbered lists it belongs to, and where
 * the sentence that opens that list begins ("Spy: at any time, either (1)"). */
typedef struct {
  const char *at, *end;
  guint number, list;
  const char *lead, *first;
} Step;

typedef struct {
  gboolean brief;
  const Ref *ref;
} Show;

/* ---- reading the id ---- */

/* Reads "(4)", "(4b)" or "(b)" at *p into *step / *item; FALSE if it is
 * none of them, or gives a step or an item a second time. */
static gboolean
parse_marker (const char **p, guint *step, guint *item)
{
  const char *q = *p;
  if (*q++ != '(')
    return FALSE;
  guint n = 0, letter = 0;
  while (g_ascii_isdigit (*q) && n < 1000)
    n = n * 10 + (guint) (*q++ - '0');
  if (g_ascii_islower (*q))
    letter = (guint) (*q++ - 'a' + 1);
  if (*q != ')' || (!n && !letter) || (n && *step) || (letter && *item))
    return FALSE;
  *step = n ? n : *step;
  *item = letter ? letter : *item;
  *p = q + 1;
  return TRUE;
}

/* @s without its spaces: "18.4 (2)" is "18.4(2)". */
static char *
without_spaces (const char *s)
{
  GString *out = g_string_new (NULL);
  for (; *s; s++)
    if (!g_ascii_isspace (*s))
      g_string_append_c (out, *s);
  return g_string_free (out, FALSE);
}

/* Copies the number at the start of @p ("18.4", "18", "18.") into @ref as
 * a canonical id; returns its length, 0 when it is not one. */
static size_t
parse_number (const char *p, Ref *ref)
{
  size_t len = strspn (p, "0123456789.");
  const char *dot = memchr (p, '.', len);
  if (!len || !g_ascii_isdigit (*p) || len + 3 > sizeof ref->id
      || (dot && memchr (dot + 1, '.', len - (size_t) (dot + 1 - p))))
    return 0;
  memcpy (ref->id, p, len);
  ref->id[len] = 0;
  if (!dot)
    strcat (ref->id, ".0");
  else if (dot == p + len - 1)
    strcat (ref->id, "0");
  return len;
}

typedef enum { REF_OK, REF_BAD_NUMBER, REF_BAD_STEP } RefParse;

/* "18.4", "18", "18.", "18.4(2)", "18.4(4b)", "18.4(4)(b)", spaces
 * ignored. Says whether the number or what follows it is not one. */
static RefParse
parse_ref (const char *arg, Ref *ref)
{
  char *s = without_spaces (arg);
  memset (ref, 0, sizeof *ref);
  size_t len = parse_number (s, ref);
  const char *p = s + len;
  gboolean ok = TRUE;
  while (len && ok && *p)
    ok = parse_marker (&p, &ref->step, &ref->item);
  ok = ok && (ref->step || !ref->item);
  gboolean number = len && (!s[len] || s[len] == '(');
  g_free (s);
  return !number ? REF_BAD_NUMBER : ok ? REF_OK : REF_BAD_STEP;
}

/* ---- the numbered steps of a paraphrase ---- */

/* The number of a step marker at @p: "(2)" (or "(b)" for @letters) at the
 * start of @text or after a space, and followed by a space, so that the
 * references "18.4(1)" and "(18.7)" in a paraphrase are not taken for
 * steps. 0 when there is none; *after is set past the marker. */
static guint
marker_at (const char *text, const char *p, gboolean letters, const char **after)
{
  if (*p != '(' || (p > text && !g_ascii_isspace (p[-1])))
    return 0;
  const char *q = p + 1;
  guint n = 0;
  if (letters && g_ascii_islower (*q))
    n = (guint) (*q++ - 'a' + 1);
  else if (!letters)
    while (g_ascii_isdigit (*q) && n < 1000)
      n = n * 10 + (guint) (*q++ - '0');
  if (!n || q[0] != ')' || !g_ascii_isspace (q[1]))
    return 0;
  *after = q + 1;
  return n;
}

/* Where the sentence that @p is in ends: after a full stop outside
 * brackets that ends the text or is followed by a space and a capital. */
static const char *
sentence_end (const char *p, const char *end)
{
  int depth = 0;
  for (; p < end; p++)
    {
      if (*p == '(')
        depth++;
      else if (*p == ')' && depth > 0)
        depth--;
      else if (*p == '.' && !depth
               && (p + 1 == end || (p[1] == ' ' && g_ascii_isupper (p[2]))))
        return p + 1;
    }
  return end;
}

static gboolean
ends_with_word (const char *start, const char *end, const char *word)
{
  size_t n = strlen (word);
  return (size_t) (end - start) > n && end[-(ptrdiff_t) n - 1] == ' '
         && strncmp (end - n, word, n) == 0;
}

/* Drops what only joins a step to the next: "...; or" and "..., and". */
static const char *
trim_tail (const char *start, const char *end)
{
  static const char *const joins[] = { "and", "or", "either", "then" };
  gboolean trimmed = TRUE;
  while (trimmed)
    {
      while (end > start && (g_ascii_isspace (end[-1]) || end[-1] == ',' || end[-1] == ';'))
        end--;
      trimmed = FALSE;
      for (guint i = 0; i < G_N_ELEMENTS (joins) && !trimmed; i++)
        if (ends_with_word (start, end, joins[i]))
          end -= strlen (joins[i]), trimmed = TRUE;
    }
  return end;
}

/* Where the sentence that @p is in begins, within @text. */
static const char *
sentence_start (const char *text, const char *p)
{
  for (; p > text + 1; p--)
    if (p[-2] == '.' && p[-1] == ' ' && g_ascii_isupper (p[0]))
      return p;
  return text;
}

/* The markers of @text up to @end that number steps: "(1)" opens a list,
 * and only the next number continues it. */
static guint
find_markers (const char *text, const char *end, gboolean letters, Step *out, guint max)
{
  guint n = 0, list = 0;
  for (const char *p = text; p < end && n < max; p++)
    {
      const char *after;
      guint num = marker_at (text, p, letters, &after);
      gboolean opens = num == 1, continues = n && num == out[n - 1].number + 1;
      if (!num || after > end || !(opens || continues))
        continue;
      if (opens && n)
        list++;
      const char *lead = opens ? sentence_start (text, p) : out[n - 1].lead;
      const char *first = opens ? p : out[n - 1].first;
      out[n++] = (Step) { p, end, num, list, lead, first };
    }
  return n;
}

/* The numbered steps of @text up to @end (items "(a)" with @letters). A
 * step runs to the next step of its list; the last of a list ends with its
 * sentence, or where another list begins, so that a paraphrase with two
 * sets of numbered choices (7.9) keeps them apart. */
static guint
find_steps (const char *text, const char *end, gboolean letters, Step *out, guint max)
{
  guint n = find_markers (text, end, letters, out, max);
  for (guint i = 0; i < n; i++)
    {
      gboolean next_in_list = i + 1 < n && out[i + 1].list == out[i].list;
      const char *limit = i + 1 < n ? out[i + 1].at : end;
      out[i].end = next_in_list ? limit : sentence_end (out[i].at, limit);
      out[i].end = trim_tail (out[i].at, out[i].end);
    }
  return n;
}

/* For the HTML reference (cmd-html.c): the same steps, as offsets, so
 * that a page anchors "18.4(2)" where 'ardina rule 18.4(2)' finds it. */
guint
cli_find_steps (const char *text, gboolean letters, CliStep *out, guint max)
{
  Step all[MAX_STEPS];
  guint n = find_steps (text, text + strlen (text), letters, all, MAX_STEPS), k = 0;
  for (guint i = 0; i < n && k < max; i++)
    out[k++] = (CliStep) { (gsize) (all[i].at - text), (gsize) (all[i].end - text),
                           all[i].number, all[i].list };
  return k;
}

/* The steps of @r numbered @number: one for each of its lists that has one. */
static guint
steps_numbered (const ArdinaRule *r, guint number, Step *out, guint max)
{
  const char *text = ardina_rule_get_paraphrase (r);
  Step all[MAX_STEPS];
  guint n = find_steps (text, text + strlen (text), FALSE, all, MAX_STEPS), found = 0;
  for (guint i = 0; i < n; i++)
    if (all[i].number == number && found < max)
      out[found++] = all[i];
  return found;
}

/* What @ref asks for in @r: the step, or the item of it; how many. */
static guint
find_ref (const ArdinaRule *r, const Ref *ref, Step *out, guint max)
{
  Step steps[4];
  guint n = steps_numbered (r, ref->step, steps, G_N_ELEMENTS (steps)), found = 0;
  for (guint i = 0; i < n && found < max; i++)
    {
      if (!ref->item)
        {
          out[found++] = steps[i];
          continue;
        }
      Step items[MAX_STEPS];
      guint m = find_steps (steps[i].at, steps[i].end, TRUE, items, MAX_STEPS);
      for (guint j = 0; j < m && found < max; j++)
        if (items[j].number == ref->item)
          out[found++] = items[j];
    }
  return found;
}

/* "(2)", "(4b)" */
static char *
ref_label (const Ref *ref)
{
  if (ref->item)
    return g_strdup_printf ("(%u%c)", ref->step, 'a' + (int) ref->item - 1);
  return g_strdup_printf ("(%u)", ref->step);
}

/* The highest step number of @text, or 0. */
static guint
last_step (const char *text, const char *end, gboolean letters)
{
  Step steps[MAX_STEPS];
  guint n = find_steps (text, end, letters, steps, MAX_STEPS), top = 0;
  for (guint i = 0; i < n; i++)
    top = MAX (top, steps[i].number);
  return top;
}

/* Says that @r does not have the step, and which it has. */
static void
say_no_such_step (const ArdinaRule *r, const Ref *ref)
{
  const char *id = ardina_rule_get_id (r), *text = ardina_rule_get_paraphrase (r);
  Step steps[4];
  if (ref->item && steps_numbered (r, ref->step, steps, G_N_ELEMENTS (steps)))
    {
      guint top = last_step (steps[0].at, steps[0].end, TRUE);
      fprintf (stderr, "ardina rule: step (%u) of %s has no item (%c); ", ref->step, id,
               'a' + (int) ref->item - 1);
      if (top)
        fprintf (stderr, "its items run from (a) to (%c)\n", 'a' + (int) top - 1);
      else
        fprintf (stderr, "it has no lettered items\n");
    }
  else
    {
      guint top = last_step (text, text + strlen (text), FALSE);
      fprintf (stderr, "ardina rule: %s has no step (%u); ", id, ref->step);
      if (top)
        fprintf (stderr, "its steps run from (1) to (%u)\n", top);
      else
        fprintf (stderr, "its paraphrase has no numbered steps\n");
    }
}

/* Exit 2 for a step none of @rules has ("28.5(3)": neither the fortress
 * rule nor the partisan rule printed as 28.5). */
static int
no_such_step (const Ref *ref, const ArdinaRule **rules, guint n)
{
  for (guint i = 0; i < n; i++)
    say_no_such_step (rules[i], ref);
  return CLI_USAGE;
}

/* ---- printing a rule ---- */

static void
print_rule_list (const char *heading, const ArdinaRule **rules, guint n)
{
  if (!n)
    return;
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < n && i < MAX_LIST; i++)
    g_string_append_printf (s, "%s%s %s", i ? "; " : "",
                            ardina_rule_get_id (rules[i]), ardina_rule_get_title (rules[i]));
  printf ("%s:\n", heading);
  cli_wrap (stdout, s->str, 2, cli_width ());
  g_string_free (s, TRUE);
}

static void
print_refs (const ArdinaRule *r)
{
  const ArdinaRule *list[MAX_LIST];
  guint n = ardina_rule_get_n_refs (r);
  for (guint i = 0; i < n && i < MAX_LIST; i++)
    list[i] = ardina_rule_get_ref (r, i);
  print_rule_list ("See also", list, n);
  n = ardina_rule_get_referrers (r, list, MAX_LIST);
  print_rule_list ("Referred to by", list, n);
}

static void
print_errata (const ArdinaRule *r)
{
  guint n = ardina_rule_get_n_errata (r);
  if (!n)
    return;
  printf ("Errata:\n");
  for (guint i = 0; i < n; i++)
    {
      char *line = g_strdup_printf ("Printed as %s. %s", ardina_rule_get_erratum_printed (r, i),
                                    ardina_rule_get_erratum_text (r, i));
      cli_wrap (stdout, line, 2, cli_width ());
      g_free (line);
    }
}

/* " 7.9/spy" for a ruling about one part of a rule, " 18.4" otherwise. */
static void
append_concern (GString *c, const ArdinaRule *r, const ArdinaRuling *g)
{
  gboolean any = FALSE;
  for (guint i = 0; i < ardina_rule_get_n_parts (r); i++)
    {
      const ArdinaRulePart *p = ardina_rule_get_part (r, i);
      const ArdinaRuling *list[MAX_LIST];
      guint n = ardina_rule_part_get_rulings (p, list, MAX_LIST);
      for (guint j = 0; j < n && j < MAX_LIST; j++)
        if (list[j] == g)
          {
            g_string_append_printf (c, " %s", ardina_rule_part_get_id (p));
            any = TRUE;
          }
    }
  if (!any)
    g_string_append_printf (c, " %s", ardina_rule_get_id (r));
}

static void
print_ruling_body (const ArdinaRuling *g, int indent)
{
  GString *c = g_string_new ("Concerns:");
  for (guint i = 0; i < ardina_ruling_get_n_concerns (g); i++)
    append_concern (c, ardina_ruling_get_concern (g, i), g);
  cli_wrap (stdout, c->str, indent, cli_width ());
  g_string_free (c, TRUE);
  char *q = g_strconcat ("Question: ", ardina_ruling_get_question (g), NULL);
  char *a = g_strconcat ("Ruling: ", ardina_ruling_get_answer (g), NULL);
  char *w = g_strconcat ("Why: ", ardina_ruling_get_rationale (g), NULL);
  cli_wrap (stdout, q, indent, cli_width ());
  cli_wrap (stdout, a, indent, cli_width ());
  cli_wrap (stdout, w, indent, cli_width ());
  g_free (q), g_free (a), g_free (w);
}

/* Whether @g concerns a part of @r: it is then shown with that part. */
static gboolean
concerns_a_part (const ArdinaRule *r, const ArdinaRuling *g)
{
  const ArdinaRuling *list[MAX_LIST];
  for (guint i = 0; i < ardina_rule_get_n_parts (r); i++)
    {
      guint n = ardina_rule_part_get_rulings (ardina_rule_get_part (r, i), list, MAX_LIST);
      for (guint j = 0; j < n && j < MAX_LIST; j++)
        if (list[j] == g)
          return TRUE;
    }
  return FALSE;
}

static void
print_ruling_list (const ArdinaRuling **list, guint n)
{
  if (!n)
    return;
  printf ("Rulings:\n");
  for (guint i = 0; i < n && i < MAX_LIST; i++)
    {
      printf ("  %s (%s)\n", ardina_ruling_get_id (list[i]), cli_ruling_label (list[i]));
      print_ruling_body (list[i], 4);
    }
}

/* The rulings of a rule; those of its parts are listed with the parts. */
static void
print_rulings (const ArdinaRule *r)
{
  const ArdinaRuling *list[MAX_LIST];
  guint n = MIN (ardina_rule_get_rulings (r, list, MAX_LIST), MAX_LIST), kept = 0;
  for (guint i = 0; i < n; i++)
    if (!concerns_a_part (r, list[i]))
      list[kept++] = list[i];
  print_ruling_list (list, kept);
}

/* --brief: the rulings by id only, for the reader to look up. */
static void
print_ruling_ids (const ArdinaRule *r)
{
  const ArdinaRuling *list[MAX_LIST];
  guint n = ardina_rule_get_rulings (r, list, MAX_LIST);
  if (!n)
    return;
  GString *s = g_string_new ("Rulings (see 'ardina rule R-n'):");
  for (guint i = 0; i < n && i < MAX_LIST; i++)
    g_string_append_printf (s, " %s%s", ardina_ruling_get_id (list[i]),
                            ardina_ruling_get_kind (list[i]) == ARDINA_RULING_CLARIFICATION ? " (clarification)" : "");
  cli_wrap (stdout, s->str, 0, cli_width ());
  g_string_free (s, TRUE);
}

/* A reconstructed value carries its reason and where it is written, as in
 * 'ardina tables --reconstructed', so that it can be checked and fixed. */
static void
print_value (const ArdinaValue *v)
{
  const ArdinaRule *stated = ardina_value_get_rule (v);
  const ArdinaTable *t = ardina_value_get_table (v);
  GString *s = g_string_new (NULL);
  g_string_printf (s, "%s %s: %s = %s", ardina_table_get_name (t), ardina_value_get_key (v),
                   ardina_value_get_field (v), ardina_value_get_text (v));
  if (stated)
    g_string_append_printf (s, " (rulebook %s)", ardina_rule_get_id (stated));
  cli_wrap (stdout, s->str, 2, cli_width ());
  if (ardina_value_get_source (v) == ARDINA_SOURCE_RECONSTRUCTED)
    {
      /* The file as found from here, as 'tables' prints it (cmd-tables.c). */
      char *file = cli_data_path (NULL, ardina_table_get_file (t));
      g_string_printf (s, "reconstructed (%s:%u): %s", file, ardina_value_get_line (v),
                       ardina_value_get_rationale (v));
      cli_wrap (stdout, s->str, 6, cli_width ());
      g_free (file);
    }
  g_string_free (s, TRUE);
}

/* Every value tied to the rule, the reconstructed ones argued from it
 * included: a dispute over a rule is often a dispute over a number. */
static void
print_values (const ArdinaRule *r)
{
  guint n = ardina_rule_get_tied_values (r, NULL, 0);
  if (!n)
    return;
  const ArdinaValue **list = g_new (const ArdinaValue *, n);
  ardina_rule_get_tied_values (r, list, n);
  printf ("Table values:\n");
  for (guint i = 0; i < n; i++)
    print_value (list[i]);
  g_free (list);
}

/* Say "none yet" rather than print nothing, so that nobody takes silence
 * for "no case needed". */
static void
print_cases (const ArdinaRule *r)
{
  const ArdinaCase *list[MAX_LIST];
  guint n = ardina_rule_get_cases (r, list, MAX_LIST);
  if (!n)
    {
      printf ("Oracle cases: none yet\n");
      return;
    }
  printf ("Oracle cases (run them with 'ardina check FILE'):\n");
  for (guint i = 0; i < n && i < MAX_LIST; i++)
    {
      /* A path that exists where the command runs: the source tree's or
       * the installed oracle's. */
      char *file = cli_data_path (NULL, ardina_case_get_file (list[i]));
      char *line = g_strdup_printf ("%s (%s): %s", ardina_case_get_id (list[i]), file,
                                    ardina_case_get_question (list[i]));
      cli_wrap (stdout, line, 2, cli_width ());
      g_free (line);
      g_free (file);
    }
}

/* A section header is looked up to see what the section holds. */
static void
print_section_rules (const ArdinaRule *h)
{
  printf ("Rules of section %s:\n", ardina_rule_get_id (h));
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      if (r == h || ardina_rule_get_header (r) != h)
        continue;
      printf ("  %-6s %s\n", ardina_rule_get_id (r), ardina_rule_get_title (r));
    }
  printf ("\n");
}

/* The steps asked for, before the whole paraphrase they come from. */
static void
print_steps (const ArdinaRule *r, const Ref *ref)
{
  Step found[4];
  guint n = find_ref (r, ref, found, G_N_ELEMENTS (found));
  char *label = ref_label (ref);
  printf ("Step %s of %s", label, ardina_rule_get_id (r));
  if (n > 1)
    printf (" (each of its %u numbered lists has one)", n);
  printf (", in our words:\n");
  for (guint i = 0; i < n; i++)
    {
      char *text = g_strndup (found[i].at, (gsize) (found[i].end - found[i].at));
      char *lead = n > 1 ? g_strndup (found[i].lead, (gsize) (found[i].first - found[i].lead)) : NULL;
      char *line = lead ? g_strdup_printf ("%s ... %s", g_strchomp (lead), text) : NULL;
      cli_wrap (stdout, line ? line : text, 2, cli_width ());
      g_free (text), g_free (lead), g_free (line);
    }
  printf ("\n");
  g_free (label);
}

/* The paraphrase is the project's; the heading says so, so that nobody
 * quotes it as the rulebook's text in a dispute. */
static void
print_paraphrase (const ArdinaRule *r)
{
  printf ("In our words (not the rulebook's wording):\n");
  cli_wrap (stdout, ardina_rule_get_lead (r), 2, cli_width ());
  printf ("\n");
}

/* A rule with parts (7.9's markers) lists them, one line each with the
 * rulings that concern it, to be read with 'ardina rule 7.9/NAME'. */
static void
print_parts (const ArdinaRule *r)
{
  guint n = ardina_rule_get_n_parts (r);
  if (!n)
    return;
  printf ("Parts, each an entry of its own (ardina rule %s/NAME):\n", ardina_rule_get_id (r));
  for (guint i = 0; i < n; i++)
    {
      const ArdinaRulePart *p = ardina_rule_get_part (r, i);
      const ArdinaRuling *list[MAX_LIST];
      guint k = ardina_rule_part_get_rulings (p, list, MAX_LIST);
      GString *s = g_string_new (NULL);
      g_string_printf (s, "%s  %s", ardina_rule_part_get_id (p), ardina_rule_part_get_title (p));
      for (guint j = 0; j < k && j < MAX_LIST; j++)
        g_string_append_printf (s, "%s%s", j ? " " : "  (rulings ", ardina_ruling_get_id (list[j]));
      if (k)
        g_string_append_c (s, ')');
      cli_wrap (stdout, s->str, 2, cli_width ());
      g_string_free (s, TRUE);
    }
  printf ("\n");
}

/* Issue 15: an optional section is in the catalog long before the engine
 * plays it; a reader is told which, and what the commands do about it. */
static void
print_played (const ArdinaRule *r)
{
  guint sec = ardina_rule_get_section (r);
  if (sec < 28 || sec > 38)
    return;
  if (ardina_optional_played (sec))
    printf ("Played by the engine: yes (optional section %u)\n", sec);
  else
    printf ("Played by the engine: not yet (optional section %u is refused by play, ask and bench)\n", sec);
}

static void
print_rule (const ArdinaRule *r, const Show *show)
{
  const ArdinaRule *h = ardina_rule_get_header (r);
  printf ("%s  %s\n", ardina_rule_get_id (r), ardina_rule_get_title (r));
  if (!show->brief)
    {
      if (h != r)
        printf ("Section %s %s; ", ardina_rule_get_id (h), ardina_rule_get_title (h));
      printf ("%s, %s\n", ardina_rule_kind_to_string (ardina_rule_get_kind (r)),
              ardina_rule_class_to_string (ardina_rule_get_class (r)));
    }
  print_played (r);
  printf ("\n");
  if (show->ref->step)
    print_steps (r, show->ref);
  print_paraphrase (r);
  print_parts (r);
  if (ardina_rule_get_kind (r) == ARDINA_RULE_SECTION)
    print_section_rules (r);
  if (show->brief)
    {
      print_ruling_ids (r);
      return;
    }
  print_refs (r);
  print_errata (r);
  print_rulings (r);
  print_values (r);
  print_cases (r);
}

/* ---- what was asked for ---- */

static int
unknown (const char *typed, const char *id)
{
  const ArdinaRule *near[5];
  guint n = ardina_rule_suggest (id, near, G_N_ELEMENTS (near));
  fprintf (stderr, "ardina rule: no rule '%s' in the catalog", typed);
  for (guint i = 0; i < n; i++)
    fprintf (stderr, "%s%s", i ? ", " : "; closest: ", ardina_rule_get_id (near[i]));
  fputc ('\n', stderr);
  return CLI_USAGE;
}

/* The number at the start of @typed ("18.4" of "18.4(x)"), for closest ids. */
static int
unknown_typed (const char *typed)
{
  char *id = g_strndup (typed, strspn (typed, "0123456789."));
  int rc = unknown (typed, id);
  g_free (id);
  return rc;
}

static gboolean
plain_words (char **words, int n)
{
  for (int i = 0; i < n; i++)
    for (const char *p = words[i]; *p; p++)
      if (!g_ascii_isalnum (*p) && !strchr (" -'", *p))
        return FALSE;
  return n > 0 && *words[0];
}

/* Words where an id was expected: the player is looking for a rule he
 * cannot number, which is what 'ardina rules --search' is for. */
static int
not_an_id (char **words, int n)
{
  GString *joined = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    g_string_append_printf (joined, "%s%s", i ? " " : "", words[i]);
  char *typed = g_string_free (joined, FALSE);
  if (!*typed)
    fprintf (stderr, "ardina rule: an empty rule id");
  else
    fprintf (stderr, "ardina rule: '%s' is not a rule id", typed);
  g_free (typed);
  fprintf (stderr, "; an id is a number such as 18.4, 18.4(2) or 18\n"
           "To find rules by words, try: ardina rules --search ");
  if (plain_words (words, n))
    for (int i = 0; i < n; i++)
      fprintf (stderr, "%s%s", i ? " " : "", words[i]);
  else
    fprintf (stderr, "WORDS");
  fputc ('\n', stderr);
  return CLI_USAGE;
}

static int
show_ruling (const char *id)
{
  const ArdinaRuling *g = ardina_ruling_lookup (id);
  if (!g)
    {
      fprintf (stderr, "ardina rule: no ruling '%s' (there are R-1 to R-%u)\n", id,
               ardina_ruling_count ());
      return CLI_USAGE;
    }
  /* Whether the text needed reading, or only saying again. */
  printf ("%s (%s: %s)\n", ardina_ruling_get_id (g), cli_ruling_label (g),
          ardina_ruling_get_kind (g) == ARDINA_RULING_CLARIFICATION
          ? "it restates what the rules already say"
          : "the engine's reading where the text is unclear");
  print_ruling_body (g, 2);
  return CLI_OK;
}

/* The rules @ref names, the canonical one first, then those the rulebook
 * prints under that number; *misprint tells which are the latter. */
static guint
rules_for (const Ref *ref, const ArdinaRule **out, gboolean *misprint, guint max)
{
  const ArdinaRule *canon = ardina_rule_lookup (ref->id), *printed[MAX_SHOWN];
  guint n = 0, m = ardina_rule_lookup_printed (ref->id, printed, G_N_ELEMENTS (printed));
  if (canon && n < max)
    out[n] = canon, misprint[n++] = FALSE;
  for (guint i = 0; i < m && i < G_N_ELEMENTS (printed) && n < max; i++)
    if (printed[i] != canon)
      out[n] = printed[i], misprint[n++] = TRUE;
  return n;
}

/* With a step asked for, only the rules that have it: "28.2(4)" is the
 * fortress rule's step, whatever the misprinted 29.2 holds. */
static guint
keep_with_step (const Ref *ref, const ArdinaRule **rules, gboolean *misprint, guint n)
{
  Step found[1];
  guint kept = 0;
  for (guint i = 0; i < n; i++)
    if (find_ref (rules[i], ref, found, 1))
      rules[kept] = rules[i], misprint[kept++] = misprint[i];
  return kept;
}

static int
show_rules (const char *typed, const Ref *ref, gboolean brief)
{
  const ArdinaRule *rules[MAX_SHOWN];
  gboolean misprint[MAX_SHOWN];
  guint n = rules_for (ref, rules, misprint, MAX_SHOWN);
  if (!n)
    return unknown (typed, ref->id);
  guint all = n;
  if (ref->step && !(n = keep_with_step (ref, rules, misprint, n)))
    return no_such_step (ref, rules, all);
  Show show = { brief, ref };
  for (guint i = 0; i < n; i++)
    {
      if (misprint[i])
        printf ("%sNote: the rulebook also prints the number %s on rule %s; "
                "its catalog id is %s.\n\n", i ? "\n" : "", ref->id,
                ardina_rule_get_id (rules[i]), ardina_rule_get_id (rules[i]));
      else if (i)
        printf ("\n");
      print_rule (rules[i], &show);
    }
  return CLI_OK;
}

/* 'ardina rule 7.9/spy': one part of a rule, with its rulings. */
static int
show_part (const char *typed, gboolean brief)
{
  const ArdinaRulePart *p = ardina_rule_part_lookup (typed);
  if (!p)
    {
      char *id = g_strndup (typed, strcspn (typed, "/"));
      const ArdinaRule *r = ardina_rule_lookup (id);
      fprintf (stderr, "ardina rule: no part '%s' in the catalog", typed);
      if (r && ardina_rule_get_n_parts (r))
        {
          fprintf (stderr, "; the parts of %s are", id);
          for (guint i = 0; i < ardina_rule_get_n_parts (r); i++)
            fprintf (stderr, "%s %s", i ? "," : "", ardina_rule_part_get_id (ardina_rule_get_part (r, i)));
        }
      else
        fprintf (stderr, "; only 7.9 has parts, its action markers (ardina rule 7.9 lists them)");
      fputc ('\n', stderr);
      g_free (id);
      return CLI_USAGE;
    }
  const ArdinaRule *r = ardina_rule_part_get_rule (p);
  printf ("%s  %s\n", ardina_rule_part_get_id (p), ardina_rule_part_get_title (p));
  if (!brief)
    printf ("Part of %s %s (what every part shares: ardina rule %s); %s, %s\n", ardina_rule_get_id (r),
            ardina_rule_get_title (r), ardina_rule_get_id (r),
            ardina_rule_kind_to_string (ardina_rule_get_kind (r)),
            ardina_rule_class_to_string (ardina_rule_get_class (r)));
  print_played (r);
  printf ("\nIn our words (not the rulebook's wording):\n");
  cli_wrap (stdout, ardina_rule_part_get_paraphrase (p), 2, cli_width ());
  printf ("\n");
  const ArdinaRuling *list[MAX_LIST];
  guint n = MIN (ardina_rule_part_get_rulings (p, list, MAX_LIST), MAX_LIST);
  if (brief)
    {
      GString *s = g_string_new ("Rulings (see 'ardina rule R-n'):");
      for (guint i = 0; i < n; i++)
        g_string_append_printf (s, " %s%s", ardina_ruling_get_id (list[i]),
                                ardina_ruling_get_kind (list[i]) == ARDINA_RULING_CLARIFICATION ? " (clarification)" : "");
      if (n)
        cli_wrap (stdout, s->str, 0, cli_width ());
      g_string_free (s, TRUE);
      return CLI_OK;
    }
  print_ruling_list (list, n);
  return CLI_OK;
}

static gboolean
is_ruling_id (const char *s)
{
  return g_ascii_toupper (s[0]) == 'R' && s[1] == '-';
}

int
cli_rule (int argc, char **argv)
{
  gboolean brief = FALSE;
  GOptionEntry entries[] = {
    { "brief", 'b', 0, G_OPTION_ARG_NONE, &brief,
      "Only the title, the paraphrase and the ids of the rulings", NULL },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "rule ID",
                      "Explain one rule by its id (\"18.7\"), one of its numbered steps "
                      "(\"18.4(2)\"), a section (\"18\"), the number the rulebook prints "
                      "(\"28.2\"), one action marker of 7.9 (\"7.9/spy\"), or one ruling (\"R-3\").",
                      entries);
  if (rc != CLI_OK)
    return rc;
  if (argc < 2)
    return cli_usage_error ("rule", "expected exactly one rule id");
  const char *typed = argv[1];
  while (g_ascii_isspace (*typed))
    typed++;
  if (!g_ascii_isdigit (*typed) && !is_ruling_id (typed))
    return not_an_id (argv + 1, argc - 1);
  if (argc != 2)
    return cli_usage_error ("rule", "expected exactly one rule id");
  if (is_ruling_id (typed))
    return show_ruling (typed);
  if (strchr (typed, '/'))
    return show_part (typed, brief);
  Ref ref;
  switch (parse_ref (typed, &ref))
    {
    case REF_BAD_NUMBER:
      return unknown_typed (typed);
    case REF_BAD_STEP:
      fprintf (stderr, "ardina rule: cannot read the step in '%s'; write it as %s(2), "
               "%s(4b) or %s(4)(b)\n", typed, ref.id, ref.id, ref.id);
      return CLI_USAGE;
    default:
      return show_rules (typed, &ref, brief);
    }
}
