/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A position written as short lines (doc/play.md), turned into an oracle
 * <board> (doc/oracle-format.md), so that a disputed position is set up
 * without writing XML:
 *
 *   year 1778
 *   phase campaign-2:first-move
 *   first british
 *   w-howe new-york
 *   br-reg-1 new-york disrupted
 *   hand british tactics-1 spy-2
 *   progress declaration
 *
 * Each line becomes exactly one line of the board, so an error the board's
 * reader finds later is brought back to the line that wrote it. The words
 * checked here are those whose kind a line decides (a piece, a place, a
 * flag, a level); the rest (a phase, a year out of the game, a situation
 * the rules forbid) is the board reader's to refuse. */
#include "case-lines.h"
#include "show.h"

#include <stdlib.h>
#include <string.h>

static const char *const zones[] = {
  "pool", "american-hand", "british-hand", "american-leader-pool", "british-leader-pool",
  "aside", "eliminated", "removed", "reserve", NULL
};
static const char *const flags[] = {
  "disrupted", "moved", "force-marched", "offered", "dropped", "embarked", "in-battle",
  "besieging", "attacked", "commanded", "mobilized", "stalled", NULL
};
static const char *const progress[] = {
  "dont-tread-on-me", "continental-congress", "declaration-of-independence",
  "continental-army-professionalizes", "articles-of-confederation", NULL
};
static const char *const balance[] = {
  "british-ascendancy", "european-credit", "german-subsidies", "neutral", "covert-aid",
  "french-alliance", "spanish-alliance", NULL
};
static const char *const regions[] = {
  "new-england", "mid-atlantic", "virginia", "deep-south", "west", "florida", "canada", NULL
};
static const char *const sides[] = { "american", "british", NULL };

/* The reader of one source of lines. */
typedef struct {
  const char *source;   /* the file's name, or "--line" */
  guint line;
  GString *head;        /* the <board ...> attributes */
  GString *body;        /* one line per input line */
  GArray *origin;       /* guint: the input line of each body line */
  GError **error;
  char *year, *phase, *first, *optional;
  guint year_line, phase_line, first_line, optional_line;
} Reader;

static gboolean G_GNUC_PRINTF (3, 4)
fail (Reader *r, const char *word, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *why = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_set_error (r->error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "%s:%u: '%s': %s", r->source, r->line, word, why);
  g_free (why);
  return FALSE;
}

/* @word in @list, exactly, or as the one entry it starts or is a whole
 * dash-separated part of ("declaration" is declaration-of-independence). */
static const char *
match (const char *const *list, const char *word)
{
  const char *found = NULL;
  guint n = 0;
  for (guint i = 0; list[i]; i++)
    if (!strcmp (list[i], word))
      return list[i];
  for (guint i = 0; list[i]; i++)
    {
      char **parts = g_strsplit (list[i], "-", -1);
      gboolean hit = g_str_has_prefix (list[i], word) || g_strv_contains ((const char *const *) parts, word);
      g_strfreev (parts);
      if (hit)
        found = list[i], n++;
    }
  return n == 1 ? found : NULL;
}

static char *
choices (const char *const *list)
{
  return g_strjoinv (", ", (char **) list);
}

static gboolean
need (Reader *r, const char *const *list, const char *word, const char *what, const char **out)
{
  if ((*out = match (list, word)))
    return TRUE;
  char *all = choices (list);
  fail (r, word, "not a%s %s (or not one alone): %s", strchr ("aeiou", what[0]) ? "n" : "", what, all);
  g_free (all);
  return FALSE;
}

static void
emit (Reader *r, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  g_string_append (r->body, "  ");
  g_string_append_vprintf (r->body, fmt, ap);
  g_string_append_c (r->body, '\n');
  va_end (ap);
  g_array_append_val (r->origin, r->line);
}

static gboolean
number (Reader *r, const char *word, int lo, int hi, int *out)
{
  char *end;
  long v = strtol (word, &end, 10);
  if (end == word || *end || v < lo || v > hi)
    return fail (r, word, "expected a number from %d to %d", lo, hi);
  *out = (int) v;
  return TRUE;
}

/* "hand SIDE PIECE...": campaign markers in a side's hand (7.4). */
static gboolean
hand (Reader *r, char **w, guint n)
{
  const char *side;
  if (n < 3)
    return fail (r, w[0], "expected 'hand SIDE MARKER...'");
  if (!need (r, sides, w[1], "side", &side))
    return FALSE;
  GString *s = g_string_new (NULL);
  for (guint i = 2; i < n; i++)
    {
      if (ardina_piece_find (w[i]) < 0)
        {
          g_string_free (s, TRUE);
          return fail (r, w[i], "no piece has this name (campaign markers are named as tactics-1, spy-2)");
        }
      g_string_append_printf (s, "%s<piece name=\"%s\" at=\"%s-hand\"/>", i > 2 ? " " : "", w[i], side);
    }
  emit (r, "%s", s->str);
  g_string_free (s, TRUE);
  return TRUE;
}

/* "points american N british N", either side alone (6.1). */
static gboolean
points (Reader *r, char **w, guint n)
{
  GString *s = g_string_new ("<points");
  gboolean ok = n == 3 || n == 5;
  if (!ok)
    fail (r, w[0], "expected 'points american N british N' (either side alone)");
  for (guint i = 1; ok && i + 1 < n; i += 2)
    {
      const char *side;
      int v;
      ok = need (r, sides, w[i], "side", &side) && number (r, w[i + 1], 0, 99, &v);
      if (ok)
        g_string_append_printf (s, " %s=\"%d\"", side, v);
    }
  if (ok)
    emit (r, "%s/>", s->str);
  g_string_free (s, TRUE);
  return ok;
}

/* "marker KIND LOCALE [OWNER]": a map marker (2.15). */
static gboolean
marker (Reader *r, char **w, guint n)
{
  const char *kind, *owner = NULL;
  if (n < 3 || n > 4)
    return fail (r, w[0], "expected 'marker KIND LOCALE [OWNER]'");
  if (!need (r, show_marker_kinds (), w[1], "map marker", &kind))
    return FALSE;
  if (ardina_locale_lookup (w[2]) < 0)
    return fail (r, w[2], "no locale has this name");
  if (n == 4 && !need (r, sides, w[3], "side", &owner))
    return FALSE;
  if (owner)
    emit (r, "<marker kind=\"%s\" at=\"%s\" owner=\"%s\"/>", kind, w[2], owner);
  else
    emit (r, "<marker kind=\"%s\" at=\"%s\"/>", kind, w[2]);
  return TRUE;
}

/* "PIECE PLACE [FLAG...]": a unit, leader or marker counter and where it is. */
static gboolean
piece (Reader *r, char **w, guint n)
{
  if (ardina_piece_find (w[0]) < 0)
    return fail (r, w[0], "neither a keyword (year, phase, first, optional, progress, balance, loyalty, "
                 "points, hand, marker) nor a piece's name (br-reg-1, w-howe, spy-2)");
  if (n < 2)
    return fail (r, w[0], "expected where the piece is: 'PIECE LOCALE [FLAG...]'");
  const char *zone = match (zones, w[1]);
  if (ardina_locale_lookup (w[1]) < 0 && (!zone || strcmp (zone, w[1])))
    {
      char *all = choices (zones);
      fail (r, w[1], "neither a locale nor a zone (%s)", all);
      g_free (all);
      return FALSE;
    }
  GString *f = g_string_new (NULL);
  for (guint i = 2; i < n; i++)
    {
      const char *flag;
      if (!need (r, flags, w[i], "flag", &flag))
        {
          g_string_free (f, TRUE);
          return FALSE;
        }
      g_string_append_printf (f, "%s%s", f->len ? " " : "", flag);
    }
  if (f->len)
    emit (r, "<piece name=\"%s\" at=\"%s\" flags=\"%s\"/>", w[0], w[1], f->str);
  else
    emit (r, "<piece name=\"%s\" at=\"%s\"/>", w[0], w[1]);
  g_string_free (f, TRUE);
  return TRUE;
}

/* A keyword that sets one of the board's attributes, once. */
static gboolean
attribute (Reader *r, char **slot, guint *line, char **w, guint n)
{
  if (n != 2)
    return fail (r, w[0], "expected '%s' and one value", w[0]);
  if (*slot)
    return fail (r, w[0], "given twice");
  *slot = g_strdup (w[1]);
  *line = r->line;
  return TRUE;
}

static gboolean
level (Reader *r, const char *element, const char *const *list, char **w, guint n)
{
  const char *l;
  if (n != 2)
    return fail (r, w[0], "expected '%s LEVEL'", w[0]);
  if (!need (r, list, w[1], "level", &l))
    return FALSE;
  emit (r, "<%s level=\"%s\"/>", element, l);
  return TRUE;
}

static gboolean
loyalty (Reader *r, char **w, guint n)
{
  const char *region;
  int v;
  if (n != 3)
    return fail (r, w[0], "expected 'loyalty REGION VALUE'");
  if (!need (r, regions, w[1], "region", &region) || !number (r, w[2], -3, 3, &v))
    return FALSE;
  emit (r, "<loyalty region=\"%s\" value=\"%d\"/>", region, v);
  return TRUE;
}

static gboolean
read_words (Reader *r, char **w, guint n)
{
  const char *k = w[0];
  if (!strcmp (k, "year"))
    return attribute (r, &r->year, &r->year_line, w, n);
  if (!strcmp (k, "phase"))
    return attribute (r, &r->phase, &r->phase_line, w, n);
  if (!strcmp (k, "optional"))
    return attribute (r, &r->optional, &r->optional_line, w, n);
  if (!strcmp (k, "first"))
    {
      const char *side;
      return attribute (r, &r->first, &r->first_line, w, n) && need (r, sides, w[1], "side", &side);
    }
  if (!strcmp (k, "progress"))
    return level (r, "progress", progress, w, n);
  if (!strcmp (k, "balance"))
    return level (r, "balance", balance, w, n);
  if (!strcmp (k, "loyalty"))
    return loyalty (r, w, n);
  if (!strcmp (k, "points"))
    return points (r, w, n);
  if (!strcmp (k, "hand"))
    return hand (r, w, n);
  if (!strcmp (k, "marker"))
    return marker (r, w, n);
  return piece (r, w, n);
}

/* One line: blank lines and # comments are skipped. */
static gboolean
read_line (Reader *r, const char *text)
{
  char *copy = g_strdup (text);
  char *hash = strchr (copy, '#');
  if (hash)
    *hash = '\0';
  char **all = g_strsplit_set (g_strstrip (copy), " \t", -1);
  GPtrArray *w = g_ptr_array_new ();
  for (char **p = all; *p; p++)
    if (**p)
      g_ptr_array_add (w, *p);
  gboolean ok = !w->len || read_words (r, (char **) w->pdata, w->len);
  g_ptr_array_free (w, TRUE);
  g_strfreev (all);
  g_free (copy);
  return ok;
}

static gboolean
finish (Reader *r, GString *out)
{
  if (!r->year)
    {
      g_set_error (r->error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "%s: no 'year' line: the position needs its "
                   "turn (year 1775 to 1783, 1.1)", r->source);
      return FALSE;
    }
  const char *phase = r->phase ? r->phase : "initiative";
  if (!r->first && strcmp (phase, "initiative"))
    {
      g_set_error (r->error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "%s: no 'first' line: at phase %s the "
                   "position needs its First Player ('first american' or 'first british')", r->source, phase);
      return FALSE;
    }
  g_string_append_printf (out, "<board year=\"%s\" phase=\"%s\"", r->year, phase);
  if (r->first)
    g_string_append_printf (out, " first=\"%s\"", match (sides, r->first));
  if (r->optional)
    g_string_append_printf (out, " optional=\"%s\"", r->optional);
  g_string_append (out, ">\n");
  g_string_append (out, r->body->str);
  guint head[] = { r->year_line, r->phase_line, r->first_line, r->optional_line };
  g_array_prepend_vals (r->origin, head, G_N_ELEMENTS (head));
  g_string_append (out, "</board>\n");
  return TRUE;
}

gboolean
case_lines_board (char **lines, const char *source, GString *out, GArray *origin, GError **error)
{
  Reader r = { source, 0, NULL, g_string_new (NULL), origin, error };
  gboolean ok = TRUE;
  for (guint i = 0; ok && lines[i]; i++)
    {
      r.line = i + 1;
      /* Attribute values go into XML: a quote or an angle bracket is no
       * part of any name. */
      if (strpbrk (lines[i], "<>&\"'"))
        ok = fail (&r, lines[i], "a line holds names and numbers only");
      else
        ok = read_line (&r, lines[i]);
    }
  ok = ok && finish (&r, out);
  g_string_free (r.body, TRUE);
  g_free (r.year), g_free (r.phase), g_free (r.first), g_free (r.optional);
  return ok;
}
