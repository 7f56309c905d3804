/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "catalog": the rule catalog compiled from rules-xml/rules.xml,
 * checked against the independent list tests/rule-ids.txt (made from the
 * rulebook, not from rules.xml) and against the documented behaviour of
 * the lookups of <ardina/catalog.h>. */
#include "internal.h"
#include "cu-main.h"

#include <stdio.h>
#include <string.h>

#define RULEBOOK "000_da388e40d94de36e.txt"
#define COPY_WORDS 12

/* ---- helpers ---- */

static const char *
srcdir (void)
{
  const char *d = g_getenv ("ARDINA_SRCDIR");
  if (!d || !*d)
    {
      printf ("\n  ARDINA_SRCDIR is not set: run the tests with `make check`\n");
      CU_FAIL ("ARDINA_SRCDIR is missing");
    }
  return d && *d ? d : NULL;
}

/* The ids of tests/rule-ids.txt, blank lines and # comments left out:
 * the rules', or with @parts the parts' ("7.9/spy"). */
static GPtrArray *
load_id_list_of (gboolean parts)
{
  const char *dir = srcdir ();
  if (!dir)
    return NULL;
  char *path = g_build_filename (dir, "tests", "rule-ids.txt", NULL);
  char *text = NULL;
  GError *error = NULL;
  if (!g_file_get_contents (path, &text, NULL, &error))
    {
      printf ("\n  cannot read %s: %s\n", path, error->message);
      g_error_free (error);
      g_free (path);
      return NULL;
    }
  g_free (path);
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  char **lines = g_strsplit (text, "\n", -1);
  for (char **l = lines; *l; l++)
    {
      char *s = g_strstrip (*l);
      if (*s && *s != '#' && !strchr (s, '/') == !parts)
        g_ptr_array_add (ids, g_strdup (s));
    }
  g_strfreev (lines);
  g_free (text);
  return ids;
}

static GPtrArray *
load_id_list (void)
{
  return load_id_list_of (FALSE);
}

static gboolean
parse_id (const char *id, guint *section, guint *number)
{
  char tail;
  return sscanf (id, "%u.%u%c", section, number, &tail) == 2;
}

static const ArdinaRule *
rule (const char *id)
{
  const ArdinaRule *r = ardina_rule_lookup (id);
  if (!r)
    printf ("\n  rule %s is not in the catalog\n", id);
  return r;
}

static gboolean
in_list (const ArdinaRule *const *list, guint n, const ArdinaRule *r)
{
  for (guint i = 0; i < n; i++)
    if (list[i] == r)
      return TRUE;
  return FALSE;
}

/* ---- ids and counts ---- */

/* The parts of rules (7.9's action markers), in the list's order. */
static void
test_part_ids_match_list (void)
{
  GPtrArray *ids = load_id_list_of (TRUE);
  CU_ASSERT_PTR_NOT_NULL_FATAL (ids);
  guint k = 0;
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      for (guint j = 0; j < ardina_rule_get_n_parts (r); j++, k++)
        {
          const char *got = ardina_rule_part_get_id (ardina_rule_get_part (r, j));
          const char *want = k < ids->len ? g_ptr_array_index (ids, k) : "(none)";
          if (strcmp (want, got) != 0)
            printf ("\n  part %u: rule-ids.txt has %s, the catalog %s\n", k, want, got);
          CU_ASSERT_STRING_EQUAL (want, got);
        }
    }
  CU_ASSERT_EQUAL (ids->len, k);
  g_ptr_array_unref (ids);
}

static void
test_ids_match_list (void)
{
  GPtrArray *ids = load_id_list ();
  CU_ASSERT_PTR_NOT_NULL_FATAL (ids);
  guint n = MIN (ids->len, ardina_rule_count ());
  for (guint i = 0; i < n; i++)
    {
      const char *want = g_ptr_array_index (ids, i);
      const char *got = ardina_rule_get_id (ardina_rule_nth (i));
      if (strcmp (want, got) != 0)
        {
          printf ("\n  first difference at index %u: rule-ids.txt has %s, the catalog %s\n",
                  i, want, got);
          CU_FAIL ("the catalog ids differ from tests/rule-ids.txt");
          break;
        }
    }
  if (ids->len != ardina_rule_count ())
    printf ("\n  rule-ids.txt has %u ids, the catalog %u rules\n", ids->len, ardina_rule_count ());
  CU_ASSERT_EQUAL (ids->len, ardina_rule_count ());
  g_ptr_array_unref (ids);
}

static void
test_counts (void)
{
  guint headers = 0, numbered = 0;
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      guint s, n;
      const char *id = ardina_rule_get_id (ardina_rule_nth (i));
      CU_ASSERT_TRUE (parse_id (id, &s, &n));
      if (n == 0)
        headers++;
      else
        numbered++;
    }
  printf ("\n  %u rules: %u headers, %u numbered\n", ardina_rule_count (), headers, numbered);
  CU_ASSERT_EQUAL (ardina_rule_count (), 265);
  CU_ASSERT_EQUAL (headers, 38);
  CU_ASSERT_EQUAL (numbered, 227);
  CU_ASSERT_PTR_NULL (ardina_rule_nth (ardina_rule_count ()));
}

static void
test_text_present (void)
{
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      const char *t = ardina_rule_get_title (r), *p = ardina_rule_get_paraphrase (r);
      gboolean ok = t && *t && p && *p;
      if (!ok)
        printf ("\n  rule %s lacks a title or a paraphrase\n", ardina_rule_get_id (r));
      CU_ASSERT_TRUE (ok);
      CU_ASSERT_EQUAL (ardina_rule_get_index (r), i);
    }
}

/* ---- kinds, classes, sections ---- */

static void
check_kind (const ArdinaRule *r)
{
  guint s = 0, n = 0;
  const char *id = ardina_rule_get_id (r);
  parse_id (id, &s, &n);
  ArdinaRuleKind kind = ardina_rule_get_kind (r);
  ArdinaRuleClass klass = ardina_rule_get_class (r);
  gboolean ok;
  if (n == 0)
    ok = kind == ARDINA_RULE_SECTION && klass == ARDINA_CLASS_HEADING;
  else if (s >= 28)
    ok = kind == ARDINA_RULE_OPTIONAL && klass != ARDINA_CLASS_HEADING;
  else
    ok = kind != ARDINA_RULE_OPTIONAL && kind != ARDINA_RULE_SECTION
         && klass != ARDINA_CLASS_HEADING;
  if (!ok)
    printf ("\n  rule %s has kind %s and class %s\n", id, ardina_rule_kind_to_string (kind),
            ardina_rule_class_to_string (klass));
  CU_ASSERT_TRUE (ok);
  CU_ASSERT_EQUAL (ardina_rule_get_section (r), s);
}

static void
test_kinds (void)
{
  for (guint i = 0; i < ardina_rule_count (); i++)
    check_kind (ardina_rule_nth (i));
  CU_ASSERT_STRING_EQUAL (ardina_rule_kind_to_string (ARDINA_RULE_OPTIONAL), "optional");
  CU_ASSERT_STRING_EQUAL (ardina_rule_class_to_string (ARDINA_CLASS_RESTRICTION), "restriction");
}

static void
test_header (void)
{
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      const ArdinaRule *h = ardina_rule_get_header (r);
      char *want = g_strdup_printf ("%u.0", ardina_rule_get_section (r));
      gboolean ok = h && strcmp (ardina_rule_get_id (h), want) == 0
                    && ardina_rule_get_header (h) == h;
      if (!ok)
        printf ("\n  header of %s is %s, not %s\n", ardina_rule_get_id (r),
                h ? ardina_rule_get_id (h) : "NULL", want);
      CU_ASSERT_TRUE (ok);
      g_free (want);
    }
  const ArdinaRule *r = rule ("18.7");
  CU_ASSERT_PTR_NOT_NULL_FATAL (r);
  CU_ASSERT_PTR_EQUAL (ardina_rule_get_header (r), ardina_rule_lookup ("18.0"));
}

/* ---- cross-references ---- */

static void
check_refs_of (const ArdinaRule *r)
{
  const ArdinaRule *list[512];
  for (guint i = 0; i < ardina_rule_get_n_refs (r); i++)
    {
      const ArdinaRule *t = ardina_rule_get_ref (r, i);
      CU_ASSERT_PTR_NOT_NULL_FATAL (t);
      CU_ASSERT_PTR_NOT_EQUAL (t, r);
      guint n = ardina_rule_get_referrers (t, list, G_N_ELEMENTS (list));
      if (!in_list (list, MIN (n, G_N_ELEMENTS (list)), r))
        {
          printf ("\n  %s refers to %s, but %s's referrers lack %s\n", ardina_rule_get_id (r),
                  ardina_rule_get_id (t), ardina_rule_get_id (t), ardina_rule_get_id (r));
          CU_FAIL ("a reference missing from the referrers");
        }
    }
}

static void
check_referrers_of (const ArdinaRule *r)
{
  const ArdinaRule *list[512], *refs[512];
  guint n = ardina_rule_get_referrers (r, list, G_N_ELEMENTS (list));
  CU_ASSERT_TRUE_FATAL (n <= G_N_ELEMENTS (list));
  for (guint i = 0; i < n; i++)
    {
      const ArdinaRule *q = list[i];
      CU_ASSERT_PTR_NOT_NULL_FATAL (q);
      guint m = ardina_rule_get_n_refs (q);
      for (guint j = 0; j < m && j < G_N_ELEMENTS (refs); j++)
        refs[j] = ardina_rule_get_ref (q, j);
      if (!in_list (refs, MIN (m, G_N_ELEMENTS (refs)), r))
        {
          printf ("\n  %s lists %s as a referrer, but %s does not refer to it\n",
                  ardina_rule_get_id (r), ardina_rule_get_id (q), ardina_rule_get_id (q));
          CU_FAIL ("a referrer that does not refer");
        }
    }
}

static void
test_refs (void)
{
  guint refs = 0, referrers = 0;
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      check_refs_of (r);
      check_referrers_of (r);
      refs += ardina_rule_get_n_refs (r);
      referrers += ardina_rule_get_referrers (r, NULL, 0);
    }
  printf ("\n  %u references, %u referrer entries\n", refs, referrers);
  CU_ASSERT_EQUAL (refs, referrers);
  CU_ASSERT_TRUE (refs > 0);
}

/* ---- errata and printed numbers ---- */

static void
check_erratum (const char *id, const char *printed)
{
  const ArdinaRule *r = rule (id);
  CU_ASSERT_PTR_NOT_NULL_FATAL (r);
  gboolean found = FALSE;
  for (guint i = 0; i < ardina_rule_get_n_errata (r); i++)
    if (g_strcmp0 (ardina_rule_get_erratum_printed (r, i), printed) == 0)
      {
        found = TRUE;
        const char *text = ardina_rule_get_erratum_text (r, i);
        CU_ASSERT_TRUE (text && *text);
      }
  if (!found)
    printf ("\n  rule %s has no erratum printed \"%s\"\n", id, printed);
  CU_ASSERT_TRUE (found);
}

static void
test_errata (void)
{
  check_erratum ("12.8", "12.7");
  check_erratum ("29.2", "28.2");
  check_erratum ("29.3", "28.3");
  check_erratum ("29.4", "28.4");
  check_erratum ("29.5", "28.5");
  guint n = 0;
  for (guint i = 0; i < ardina_rule_count (); i++)
    n += ardina_rule_get_n_errata (ardina_rule_nth (i));
  if (n != 5)
    printf ("\n  %u errata in the catalog, expected the 5 misprints\n", n);
  CU_ASSERT_EQUAL (n, 5);
}

/* lookup_printed(@printed) must give exactly @a and @b (in catalog order). */
static void
check_printed_pair (const char *printed, const char *a, const char *b)
{
  const ArdinaRule *out[8];
  guint n = ardina_rule_lookup_printed (printed, out, G_N_ELEMENTS (out));
  if (n != 2)
    printf ("\n  lookup_printed(\"%s\") found %u rules, expected %s and %s\n", printed, n, a, b);
  CU_ASSERT_EQUAL_FATAL (n, 2);
  CU_ASSERT_STRING_EQUAL (ardina_rule_get_id (out[0]), a);
  CU_ASSERT_STRING_EQUAL (ardina_rule_get_id (out[1]), b);
}

static void
test_lookup_printed (void)
{
  const ArdinaRule *out[8];
  check_printed_pair ("28.2", "28.2", "29.2");
  check_printed_pair ("12.7", "12.7", "12.8");
  /* 29.2 was printed as 28.2: nothing in the rulebook is printed 29.2. */
  guint n = ardina_rule_lookup_printed ("29.2", out, G_N_ELEMENTS (out));
  if (n)
    printf ("\n  lookup_printed(\"29.2\") found %u rules (first %s)\n", n,
            ardina_rule_get_id (out[0]));
  CU_ASSERT_EQUAL (n, 0);
  n = ardina_rule_lookup_printed ("18.7", out, G_N_ELEMENTS (out));
  CU_ASSERT_EQUAL_FATAL (n, 1);
  CU_ASSERT_STRING_EQUAL (ardina_rule_get_id (out[0]), "18.7");
  /* The count is the number found, even when fewer are stored. */
  out[1] = NULL;
  CU_ASSERT_EQUAL (ardina_rule_lookup_printed ("28.2", out, 1), 2);
  CU_ASSERT_PTR_EQUAL (out[0], ardina_rule_lookup ("28.2"));
  CU_ASSERT_PTR_NULL (out[1]);
  CU_ASSERT_EQUAL (ardina_rule_lookup_printed ("99.9", out, G_N_ELEMENTS (out)), 0);
}

static void
test_lookup (void)
{
  const ArdinaRule *r = ardina_rule_lookup ("12.8");
  CU_ASSERT_PTR_NOT_NULL_FATAL (r);
  CU_ASSERT_STRING_EQUAL (ardina_rule_get_id (r), "12.8");
  CU_ASSERT_PTR_EQUAL (ardina_rule_nth (ardina_rule_get_index (r)), r);
  CU_ASSERT_PTR_NULL (ardina_rule_lookup ("99.9"));
  CU_ASSERT_PTR_NULL (ardina_rule_lookup ("18"));
  CU_ASSERT_PTR_NULL (ardina_rule_lookup (""));
  CU_ASSERT_PTR_EQUAL (ardina_rule_lookup ("1.0"), ardina_rule_nth (0));
  CU_ASSERT_PTR_EQUAL (ardina_rule_lookup ("38.4"), ardina_rule_nth (ardina_rule_count () - 1));
}

static void
test_suggest (void)
{
  const ArdinaRule *out[5];
  guint n = ardina_rule_suggest ("18.17", out, G_N_ELEMENTS (out));
  CU_ASSERT_TRUE_FATAL (n > 0 && n <= G_N_ELEMENTS (out));
  gboolean left_18 = FALSE, ok = TRUE;
  printf ("\n  suggest(18.17):");
  for (guint i = 0; i < n; i++)
    {
      printf (" %s", ardina_rule_get_id (out[i]));
      gboolean in_18 = ardina_rule_get_section (out[i]) == 18;
      if (in_18 && left_18)
        ok = FALSE;
      left_18 |= !in_18;
    }
  printf ("\n");
  CU_ASSERT_EQUAL (ardina_rule_get_section (out[0]), 18);
  CU_ASSERT_TRUE (ok);
  n = ardina_rule_suggest ("1", out, G_N_ELEMENTS (out));
  CU_ASSERT_TRUE (n > 0 && n <= G_N_ELEMENTS (out));
  CU_ASSERT_EQUAL (ardina_rule_suggest ("1", out, 2), 2);
}

/* ---- rulings ---- */

static void
check_ruling (const ArdinaRuling *g)
{
  const ArdinaRuling *list[64];
  const char *id = ardina_ruling_get_id (g);
  guint n = ardina_ruling_get_n_concerns (g);
  const char *q = ardina_ruling_get_question (g), *a = ardina_ruling_get_answer (g);
  const char *w = ardina_ruling_get_rationale (g);
  if (!n || !q || !*q || !a || !*a || !w || !*w)
    printf ("\n  ruling %s lacks concerns, question, answer or rationale\n", id);
  CU_ASSERT_TRUE (n > 0 && q && *q && a && *a && w && *w);
  for (guint i = 0; i < n; i++)
    {
      const ArdinaRule *r = ardina_ruling_get_concern (g, i);
      CU_ASSERT_PTR_NOT_NULL_FATAL (r);
      guint m = ardina_rule_get_rulings (r, list, G_N_ELEMENTS (list));
      gboolean back = FALSE;
      for (guint j = 0; j < m && j < G_N_ELEMENTS (list); j++)
        back |= list[j] == g;
      if (!back)
        printf ("\n  ruling %s concerns %s, whose rulings lack it\n", id, ardina_rule_get_id (r));
      CU_ASSERT_TRUE (back);
    }
}

static void
test_rulings (void)
{
  guint n = ardina_ruling_count ();
  printf ("\n  %u rulings\n", n);
  CU_ASSERT_TRUE (n >= 5);
  /* Ids are ... in increasing order, each once: a ruling is
   * cited by its id. Work done in parallel takes ids from ranges set
   * aside for it (issue 17: ...), so the numbers may
   * skip those a range left unused; an id is never reused. */
  guint64 last = 0;
  for (guint i = 0; i < n; i++)
    {
      const ArdinaRuling *g = ardina_ruling_nth (i);
      const char *id = ardina_ruling_get_id (g);
      guint64 num = 0;
      gboolean ok = g_str_has_prefix (id, "R-") && g_ascii_string_to_unsigned (id + 2, 10, 1, 9999, &num, NULL);
      CU_ASSERT_TRUE (ok);
      CU_ASSERT_TRUE (num > last);
      if (!ok || num <= last)
        printf ("\n  ruling %s out of order after R-%" G_GUINT64_FORMAT "\n", id, last);
      last = num;
      check_ruling (g);
    }
  CU_ASSERT_PTR_NULL (ardina_ruling_nth (n));
}

/* Issue 15, item 12: the rulings that only restate the text are marked
 * clarifications, and only they; R-86 restates 23.1 but also interprets
 * (whether militia lost at a border count for the picks), so it stays an
 * interpretation. */
static void
test_ruling_kinds (void)
{
  static const char *const clarifications[] = { "R-16", "R-21", "R-26", "R-30", "R-36", "R-44", "R-80" };
  static const char *const interpretations[] = { "R-63", "R-86", "R-1", "R-13" };
  guint marked = 0;
  for (guint i = 0; i < G_N_ELEMENTS (clarifications); i++)
    {
      const ArdinaRuling *g = ardina_ruling_lookup (clarifications[i]);
      CHECK (g && ardina_ruling_get_kind (g) == ARDINA_RULING_CLARIFICATION,
             "%s is not a clarification", clarifications[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (interpretations); i++)
    {
      const ArdinaRuling *g = ardina_ruling_lookup (interpretations[i]);
      CHECK (g && ardina_ruling_get_kind (g) == ARDINA_RULING_INTERPRETATION,
             "%s is not an interpretation", interpretations[i]);
    }
  for (guint i = 0; i < ardina_ruling_count (); i++)
    marked += ardina_ruling_get_kind (ardina_ruling_nth (i)) == ARDINA_RULING_CLARIFICATION;
  CU_ASSERT_EQUAL (marked, G_N_ELEMENTS (clarifications));
}

static gboolean
has_ruling (const char *id)
{
  const ArdinaRule *r = ardina_rule_lookup (id);
  return r && ardina_rule_get_rulings (r, NULL, 0) > 0;
}

static void
require_topic (const char *a, const char *b)
{
  gboolean ok = has_ruling (a) || (b && has_ruling (b));
  if (!ok)
    printf ("\n  no ruling concerns %s%s%s\n", a, b ? " or " : "", b ? b : "");
  CU_ASSERT_TRUE (ok);
}

static void
test_ruling_topics (void)
{
  require_topic ("12.7", "12.8");
  require_topic ("29.2", NULL);
  require_topic ("7.1", "5.1");
  require_topic ("11.1", NULL);
  require_topic ("16.10", NULL);
  require_topic ("17.4", NULL);
}

static void
test_ruling_lookup (void)
{
  const ArdinaRuling *g = ardina_ruling_lookup ("R-1");
  if (!g)
    printf ("\n  there is no ruling R-1 (%u rulings)\n", ardina_ruling_count ());
  CU_ASSERT_PTR_NOT_NULL_FATAL (g);
  CU_ASSERT_PTR_EQUAL (ardina_ruling_lookup ("r-1"), g);
  CU_ASSERT_PTR_EQUAL (ardina_ruling_nth (0), g);
  CU_ASSERT_STRING_EQUAL (ardina_ruling_get_id (g), "R-1");
  CU_ASSERT_PTR_NULL (ardina_ruling_lookup ("R-999"));
  CU_ASSERT_PTR_NULL (ardina_ruling_lookup ("R-"));
  CU_ASSERT_PTR_NULL (ardina_ruling_lookup ("18.7"));
}

/* ---- no copied text ---- */

/* Lower-case words of ASCII letters and digits; everything else (the
 * apostrophe ’ as much as ') separates words. */
static GPtrArray *
words_of (const char *text)
{
  GPtrArray *w = g_ptr_array_new_with_free_func (g_free);
  const char *p = text;
  while (*p)
    {
      while (*p && !g_ascii_isalnum (*p))
        p++;
      const char *start = p;
      while (*p && g_ascii_isalnum (*p))
        p++;
      if (p > start)
        g_ptr_array_add (w, g_ascii_strdown (start, p - start));
    }
  return w;
}

static char *
gram_at (GPtrArray *w, guint i)
{
  GString *s = g_string_new (NULL);
  for (guint k = 0; k < COPY_WORDS; k++)
    g_string_append_printf (s, "%s%s", k ? " " : "", (char *) g_ptr_array_index (w, i + k));
  return g_string_free (s, FALSE);
}

static GHashTable *
rulebook_grams (const char *text)
{
  GHashTable *grams = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GPtrArray *w = words_of (text);
  for (guint i = 0; i + COPY_WORDS <= w->len; i++)
    g_hash_table_add (grams, gram_at (w, i));
  g_ptr_array_unref (w);
  return grams;
}

/* Returns the number of copied runs found in @text, printing each unless
 * @what is NULL. */
static guint
copied_runs (GHashTable *grams, const char *what, const char *text)
{
  GPtrArray *w = words_of (text ? text : "");
  guint found = 0;
  for (guint i = 0; i + COPY_WORDS <= w->len; i++)
    {
      char *g = gram_at (w, i);
      if (g_hash_table_contains (grams, g))
        {
          if (what)
            printf ("\n  %s repeats %d words of the rulebook: \"%s\"\n", what, COPY_WORDS, g);
          found++;
          i += COPY_WORDS - 1;
        }
      g_free (g);
    }
  g_ptr_array_unref (w);
  return found;
}

static guint
copied_in_catalog (GHashTable *grams)
{
  guint found = 0;
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      char *what = g_strdup_printf ("paraphrase of %s", ardina_rule_get_id (r));
      found += copied_runs (grams, what, ardina_rule_get_paraphrase (r));
      g_free (what);
    }
  for (guint i = 0; i < ardina_ruling_count (); i++)
    {
      const ArdinaRuling *g = ardina_ruling_nth (i);
      char *what = g_strdup_printf ("ruling %s", ardina_ruling_get_id (g));
      found += copied_runs (grams, what, ardina_ruling_get_question (g));
      found += copied_runs (grams, what, ardina_ruling_get_answer (g));
      found += copied_runs (grams, what, ardina_ruling_get_rationale (g));
      g_free (what);
    }
  return found;
}

static void
test_no_copied_text (void)
{
  const char *dir = srcdir ();
  CU_ASSERT_PTR_NOT_NULL_FATAL (dir);
  char *path = g_build_filename (dir, "..", "shared", "seeds", RULEBOOK, NULL);
  char *book = NULL;
  if (!g_file_get_contents (path, &book, NULL, NULL))
    {
      printf ("\n  NOTE: the rulebook %s is not here; the copied-text check is skipped\n", path);
      g_free (path);
      return;
    }
  GHashTable *grams = rulebook_grams (book);
  printf ("\n  %u distinct %d-word runs in the rulebook\n", g_hash_table_size (grams), COPY_WORDS);
  CU_ASSERT_TRUE (g_hash_table_size (grams) > 1000);
  /* The check can fail: the rulebook read as a paraphrase is found copied. */
  CU_ASSERT_TRUE (copied_runs (grams, NULL, book) > 0);
  CU_ASSERT_EQUAL (copied_in_catalog (grams), 0);
  g_hash_table_unref (grams);
  g_free (book);
  g_free (path);
}

static CU_TestInfo tests[] = {
  { "catalog ids equal tests/rule-ids.txt", test_ids_match_list },
  { "parts of rules equal tests/rule-ids.txt", test_part_ids_match_list },
  { "265 rules: 38 headers, 227 numbered", test_counts },
  { "every rule has a title and a paraphrase", test_text_present },
  { "kinds and classes of headers and optional rules", test_kinds },
  { "ardina_rule_get_header", test_header },
  { "references resolve; referrers are their inverse", test_refs },
  { "errata of 12.8 and 29.2-29.5", test_errata },
  { "ardina_rule_lookup_printed", test_lookup_printed },
  { "ardina_rule_lookup", test_lookup },
  { "ardina_rule_suggest", test_suggest },
  { "rulings: at least 5, each complete and linked", test_rulings },
  { "rulings on the required topics", test_ruling_topics },
  { "ardina_ruling_lookup, case-insensitive", test_ruling_lookup },
  { "rulings: clarifications and interpretations", test_ruling_kinds },
  { "no 12-word run of the rulebook in the catalog", test_no_copied_text },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("catalog", tests);
}
