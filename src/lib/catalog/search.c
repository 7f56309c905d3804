/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Searching the catalog by a player's words (ardina_search_new()).
 *
 * Every rule and every part of a rule (7.9's markers) is an entry with
 * three fields: its title, its paraphrase (a rule with parts keeps only its
 * lead: the parts are entries of their own) and the rulings that concern
 * it (a ruling that concerns a part goes with the part). Entries are
 * ranked by BM25F: a word's occurrences in each field, weighted by the
 * field and scaled by the field's length against the average, saturate,
 * and rare words count for more than common ones. So a long entry does not
 * win by holding every word somewhere, and a title outweighs a paraphrase,
 * which outweighs the rulings.
 *
 * Words are compared by their stems, from Snowball's English stemmer
 * (libstemmer): "retreating" is "retreat". The question's small words
 * count for nothing; a word or phrase a player says for the catalog's own
 * (rules.xml, <synonyms>: "killed" for "eliminated") also finds those.
 *
 * The catalog is small (about 300 entries), so each search reads it whole
 * (some 20 ms); nothing is kept between searches. Why libstemmer and not
 * SQLite's FTS5: the library keeps its data in const tables, and an FTS5
 * index would be a database built at every start (or shipped) for 300
 * entries; FTS5's bm25() weighs columns but says nothing of which words
 * matched where, which each hit must say, nor does it know the synonyms;
 * and its porter tokenizer is the older Porter stemmer, where Snowball's
 * English is its revision. What is hand-written here is only the BM25F
 * sum, a few lines over a linear scan. */
#include "internal.h"

#include <libstemmer.h>
#include <math.h>
#include <string.h>

/* BM25F's constants. A title is a few words: its length matters less. */
#define K1 1.2
#define TITLE_WEIGHT 3.0
#define TITLE_B 0.3
#define TEXT_WEIGHT 1.0
#define TEXT_B 0.75
#define RULING_WEIGHT 0.3
#define RULING_B 0.75
/* What a synonym's occurrence counts for, against the player's own word. */
#define SYNONYM_WEIGHT 0.8
/* A section header sums up its section: a numbered rule that matches as
 * well answers a question better. */
#define HEADER_FACTOR 0.6

enum { F_TITLE, F_TEXT, F_RULINGS, N_FIELDS };

typedef struct {
  GPtrArray *stems;             /* char *, in order */
} Words;

/* One way a concept is found: a sequence of stems. */
typedef struct {
  char *shown;                  /* as the data or the player wrote it */
  GPtrArray *stems;
  gboolean synonym;
} Alt;

/* A word (or phrase) of the question, with the catalog's words for it. */
typedef struct {
  char *label;
  GArray *alts;                 /* Alt */
  double idf;
  guint start, end;             /* its words in the question */
  gboolean plain;               /* one word, no synonym */
} Concept;

typedef struct {
  const ArdinaRule *rule;
  const ArdinaRulePart *part;
  Words fields[2];              /* title, paraphrase */
  const ArdinaRuling *rulings[64];
  guint n_rulings;
  guint len[N_FIELDS];
} Entry;

typedef struct {
  const ArdinaRule *rule;
  const ArdinaRulePart *part;
  guint order;
  double score;
  char *why;
} Hit;

struct _ArdinaSearch {
  GArray *hits;                 /* Hit */
};

/* ---- words ---- */

typedef struct {
  struct sb_stemmer *stemmer;
  Words *rulings;               /* each ruling's words, by index */
} Ctx;

static char *
stem_of (Ctx *cx, const char *lower)
{
  const sb_symbol *s = sb_stemmer_stem (cx->stemmer, (const sb_symbol *) lower, (int) strlen (lower));
  return s ? g_strndup ((const char *) s, (gsize) sb_stemmer_length (cx->stemmer)) : g_strdup (lower);
}

/* The lower-case words of @text: runs of letters and digits (and any
 * non-ASCII byte, so that accented letters stay in their word). With
 * @breaks, punctuation that parts clauses (. , ; : and brackets) is kept
 * as an empty word, so that words side by side in a question are not
 * found side by side across a clause ("that turn; played by"). */
static GPtrArray *
raw_words (const char *text, gboolean breaks)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  const guchar *p = (const guchar *) text;
  while (*p)
    {
      size_t n = 0;
      while (p[n] && (g_ascii_isalnum (p[n]) || p[n] >= 0x80))
        n++;
      if (n)
        g_ptr_array_add (out, g_ascii_strdown ((const char *) p, (gssize) n));
      else if (breaks && strchr (".,;:()", *p))
        g_ptr_array_add (out, g_strdup (""));
      p += n ? n : 1;
    }
  return out;
}

/* A single letter is no word ("Tarleton's" is "tarleton"); a digit is. */
static gboolean
is_word (const char *w)
{
  return w[0] && (w[1] || g_ascii_isdigit (w[0]));
}

/* The stems of @text's words, in order; with @breaks, an empty string
 * where a clause ends (raw_words()). */
static GPtrArray *
stems_of (Ctx *cx, const char *text, gboolean breaks)
{
  GPtrArray *raw = raw_words (text, breaks), *out = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < raw->len; i++)
    {
      const char *w = g_ptr_array_index (raw, i);
      if (!*w)
        g_ptr_array_add (out, g_strdup (""));
      else if (is_word (w))
        g_ptr_array_add (out, stem_of (cx, w));
    }
  g_ptr_array_unref (raw);
  return out;
}

/* How many words @stems has, clause breaks left out. */
static guint
length_of (const GPtrArray *stems)
{
  guint n = 0;
  for (guint i = 0; i < stems->len; i++)
    n += *(const char *) g_ptr_array_index (stems, i) != 0;
  return n;
}

/* How often the stems @seq occur in a row in @text. */
static guint
occurrences (const GPtrArray *text, const GPtrArray *seq)
{
  guint n = 0;
  if (!seq->len)
    return 0;
  for (guint i = 0; i + seq->len <= text->len; i++)
    {
      guint k = 0;
      while (k < seq->len && strcmp (g_ptr_array_index (text, i + k), g_ptr_array_index (seq, k)) == 0)
        k++;
      n += k == seq->len;
    }
  return n;
}

/* Words of a question that tell no rule from another. */
static gboolean
small_word (const char *w)
{
  static const char *const small[] = {
    "a", "about", "after", "again", "all", "am", "an", "and", "any", "anything", "are", "as", "at",
    "be", "been", "before", "being", "both", "but", "by", "can", "cannot", "could", "did", "do",
    "does", "doing", "done", "during", "each", "either", "else", "ever", "every", "for", "from",
    "get", "gets", "getting", "go", "goes", "got", "had", "happen", "happened", "happens", "has",
    "have", "having", "he", "her", "him", "his", "how", "i", "if", "in", "into", "is", "it",
    "its", "just", "let", "lets", "like", "many", "may", "me", "might", "more", "most", "much",
    "must", "my", "no", "not", "now", "of", "off", "on", "one", "only", "or", "other", "our",
    "out", "rule", "rules", "say", "says", "she", "should", "so", "some", "still", "such",
    "than", "that", "the", "their", "them", "then", "there", "these", "they", "thing", "things",
    "this", "those", "to", "too", "up", "us", "use", "used", "using", "very", "want", "was",
    "we", "were", "what", "whats", "when", "where", "whether", "which", "while", "who", "whom",
    "why", "will", "with", "within", "work", "works", "would", "you", "your",
  };
  if (!is_word (w))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (small); i++)
    if (strcmp (w, small[i]) == 0)
      return TRUE;
  return FALSE;
}

/* ---- the question ---- */

static void
alt_clear (gpointer p)
{
  Alt *a = p;
  g_free (a->shown);
  g_ptr_array_unref (a->stems);
}

static void
concept_add_alt (Ctx *cx, Concept *c, const char *phrase, gboolean synonym)
{
  Alt a = { g_strdup (phrase), stems_of (cx, phrase, FALSE), synonym };
  for (guint i = 0; i < c->alts->len; i++)
    {
      const Alt *b = &g_array_index (c->alts, Alt, i);
      gboolean same = b->stems->len == a.stems->len;
      for (guint k = 0; same && k < a.stems->len; k++)
        same = strcmp (g_ptr_array_index (a.stems, k), g_ptr_array_index (b->stems, k)) == 0;
      if (same || !a.stems->len)
        {
          alt_clear (&a);
          return;
        }
    }
  g_array_append_val (c->alts, a);
}

/* Whether @phrase's words stand at @raw[@at]; how many words it has. */
static guint
phrase_at (const GPtrArray *raw, guint at, const char *phrase)
{
  GPtrArray *words = raw_words (phrase, FALSE);
  guint n = words->len;
  gboolean ok = n && at + n <= raw->len;
  for (guint k = 0; ok && k < n; k++)
    ok = strcmp (g_ptr_array_index (raw, at + k), g_ptr_array_index (words, k)) == 0;
  g_ptr_array_unref (words);
  return ok ? n : 0;
}

/* The longest phrase a player says, of any synonym, at @raw[@at]: its
 * synonym and length. */
static const ArdinaDataSynonym *
synonym_at (const GPtrArray *raw, guint at, guint *len, char **said)
{
  const ArdinaDataSynonym *best = NULL;
  *len = 0;
  for (guint i = 0; i < ARDINA_DATA_N_SYNONYMS; i++)
    {
      char **phrases = g_strsplit (ardina_data_synonyms[i].said, ",", -1);
      for (guint j = 0; phrases[j]; j++)
        {
          guint n = phrase_at (raw, at, g_strstrip (phrases[j]));
          if (n > *len)
            {
              *len = n;
              best = &ardina_data_synonyms[i];
              g_free (*said);
              *said = g_strdup (phrases[j]);
            }
        }
      g_strfreev (phrases);
    }
  return best;
}

static void
concept_clear (gpointer p)
{
  Concept *c = p;
  g_free (c->label);
  g_array_unref (c->alts);
}

static Concept *
new_concept (GArray *concepts, const char *label, guint start, guint end)
{
  for (guint i = 0; i < concepts->len; i++)
    if (strcmp (g_array_index (concepts, Concept, i).label, label) == 0)
      return NULL;
  Concept c = { g_strdup (label), g_array_new (FALSE, TRUE, sizeof (Alt)), 0, start, end, FALSE };
  g_array_set_clear_func (c.alts, alt_clear);
  g_array_append_val (concepts, c);
  return &g_array_index (concepts, Concept, concepts->len - 1);
}

/* Two words the question puts side by side are also looked for side by
 * side ("militia leader", "britain box"): an entry that has them so is
 * closer to the question than one that has them apart. */
static void
add_pairs (Ctx *cx, GArray *concepts)
{
  guint n = concepts->len;
  for (guint i = 0; i + 1 < n; i++)
    {
      const Concept *a = &g_array_index (concepts, Concept, i), *b = &g_array_index (concepts, Concept, i + 1);
      if (!a->plain || !b->plain || b->start != a->end)
        continue;
      char *label = g_strdup_printf ("%s %s", a->label, b->label);
      guint start = a->start, end = b->end;
      Concept *c = new_concept (concepts, label, start, end);
      if (c)
        concept_add_alt (cx, c, label, FALSE);
      g_free (label);
    }
}

/* The question as concepts: its phrases that synonyms know, and its other
 * words but the small ones; every word of it when it has nothing else. */
static GArray *
question_concepts (Ctx *cx, const char *question, gboolean keep_small)
{
  GArray *concepts = g_array_new (FALSE, TRUE, sizeof (Concept));
  g_array_set_clear_func (concepts, concept_clear);
  GPtrArray *raw = raw_words (question, FALSE);
  for (guint i = 0; i < raw->len;)
    {
      guint n;
      char *said = NULL;
      const ArdinaDataSynonym *syn = synonym_at (raw, i, &n, &said);
      const char *w = g_ptr_array_index (raw, i);
      if (syn)
        {
          Concept *c = new_concept (concepts, said, i, i + n);
          if (c)
            {
              concept_add_alt (cx, c, said, FALSE);
              char **means = g_strsplit (syn->means, ",", -1);
              for (guint j = 0; means[j]; j++)
                concept_add_alt (cx, c, g_strstrip (means[j]), TRUE);
              g_strfreev (means);
            }
          i += n;
        }
      else
        {
          Concept *c = is_word (w) && (keep_small || !small_word (w)) ? new_concept (concepts, w, i, i + 1) : NULL;
          if (c)
            {
              concept_add_alt (cx, c, w, FALSE);
              c->plain = TRUE;
            }
          i++;
        }
      g_free (said);
    }
  g_ptr_array_unref (raw);
  for (guint i = concepts->len; i-- > 0;)
    if (!g_array_index (concepts, Concept, i).alts->len)
      g_array_remove_index (concepts, i);
  if (!concepts->len && !keep_small)
    {
      g_array_unref (concepts);
      return question_concepts (cx, question, TRUE);
    }
  add_pairs (cx, concepts);
  return concepts;
}

/* ---- the entries ---- */

static Words *
ruling_words (Ctx *cx, const ArdinaRuling *g)
{
  guint i = (guint) (g - ardina_ruling_nth (0));
  if (!cx->rulings[i].stems)
    {
      char *text = g_strjoin (" ", ardina_ruling_get_question (g), ardina_ruling_get_answer (g),
                              ardina_ruling_get_rationale (g), NULL);
      cx->rulings[i].stems = stems_of (cx, text, TRUE);
      g_free (text);
    }
  return &cx->rulings[i];
}

/* Whether @g concerns a part of @r: it then goes with that part. */
static gboolean
concerns_a_part (const ArdinaRule *r, const ArdinaRuling *g)
{
  const ArdinaRuling *list[64];
  for (guint i = 0; i < ardina_rule_get_n_parts (r); i++)
    {
      guint n = MIN (ardina_rule_part_get_rulings (ardina_rule_get_part (r, i), list, 64), 64);
      for (guint j = 0; j < n; j++)
        if (list[j] == g)
          return TRUE;
    }
  return FALSE;
}

static void
entry_fill (Ctx *cx, Entry *e, const char *title, const char *text, const ArdinaRuling **rulings, guint n)
{
  e->fields[F_TITLE].stems = stems_of (cx, title, TRUE);
  e->fields[F_TEXT].stems = stems_of (cx, text, TRUE);
  e->len[F_TITLE] = length_of (e->fields[F_TITLE].stems);
  e->len[F_TEXT] = length_of (e->fields[F_TEXT].stems);
  e->n_rulings = 0;
  e->len[F_RULINGS] = 0;
  for (guint i = 0; i < n && e->n_rulings < G_N_ELEMENTS (e->rulings); i++)
    {
      e->rulings[e->n_rulings++] = rulings[i];
      e->len[F_RULINGS] += length_of (ruling_words (cx, rulings[i])->stems);
    }
}

/* Every rule, each followed by its parts: the catalog's order. */
static GArray *
all_entries (Ctx *cx)
{
  GArray *entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  const ArdinaRuling *list[64], *kept[64];
  for (guint i = 0; i < ardina_rule_count (); i++)
    {
      const ArdinaRule *r = ardina_rule_nth (i);
      guint n = MIN (ardina_rule_get_rulings (r, list, 64), 64), k = 0;
      for (guint j = 0; j < n; j++)
        if (!concerns_a_part (r, list[j]))
          kept[k++] = list[j];
      Entry e = { .rule = r };
      entry_fill (cx, &e, ardina_rule_get_title (r), ardina_rule_get_lead (r), kept, k);
      g_array_append_val (entries, e);
      for (guint p = 0; p < ardina_rule_get_n_parts (r); p++)
        {
          const ArdinaRulePart *part = ardina_rule_get_part (r, p);
          Entry pe = { .rule = r, .part = part };
          n = MIN (ardina_rule_part_get_rulings (part, list, 64), 64);
          entry_fill (cx, &pe, ardina_rule_part_get_title (part), ardina_rule_part_get_paraphrase (part),
                      list, n);
          g_array_append_val (entries, pe);
        }
    }
  return entries;
}

static void
entries_free (GArray *entries)
{
  for (guint i = 0; i < entries->len; i++)
    {
      Entry *e = &g_array_index (entries, Entry, i);
      g_ptr_array_unref (e->fields[F_TITLE].stems);
      g_ptr_array_unref (e->fields[F_TEXT].stems);
    }
  g_array_unref (entries);
}

/* ---- scoring ---- */

/* What a concept's matches in one entry come to, field by field
 * (synonyms weighed down), and which rulings hold them. */
typedef struct {
  double tf[N_FIELDS];
  guint64 rulings;              /* bit j: the entry's ruling j */
  guint64 alts;                 /* bit k: alternative k matched */
} Match;

static Match
match (Ctx *cx, const Entry *e, const Concept *c)
{
  Match m = { { 0 }, 0, 0 };
  for (guint k = 0; k < c->alts->len; k++)
    {
      const Alt *a = &g_array_index (c->alts, Alt, k);
      double w = a->synonym ? SYNONYM_WEIGHT : 1.0;
      guint t = occurrences (e->fields[F_TITLE].stems, a->stems);
      guint p = occurrences (e->fields[F_TEXT].stems, a->stems);
      guint r = 0;
      for (guint j = 0; j < e->n_rulings; j++)
        {
          guint o = occurrences (ruling_words (cx, e->rulings[j])->stems, a->stems);
          if (o)
            m.rulings |= G_GUINT64_CONSTANT (1) << j;
          r += o;
        }
      m.tf[F_TITLE] += w * t;
      m.tf[F_TEXT] += w * p;
      m.tf[F_RULINGS] += w * r;
      if (t + p + r && k < 64)
        m.alts |= G_GUINT64_CONSTANT (1) << k;
    }
  return m;
}

static gboolean
matched (const Match *m)
{
  return m->tf[F_TITLE] + m->tf[F_TEXT] + m->tf[F_RULINGS] > 0;
}

static double
bm25f (const Match *m, const Entry *e, const double *avg, double idf)
{
  static const double weight[N_FIELDS] = { TITLE_WEIGHT, TEXT_WEIGHT, RULING_WEIGHT };
  static const double b[N_FIELDS] = { TITLE_B, TEXT_B, RULING_B };
  double tf = 0;
  for (guint f = 0; f < N_FIELDS; f++)
    if (m->tf[f] > 0)
      tf += weight[f] * m->tf[f] / (1 - b[f] + b[f] * e->len[f] / MAX (avg[f], 1.0));
  return idf * tf / (K1 + tf);
}

/* "carry as transport, capacity (title, paraphrase, R-14 R-20)" */
static void
explain (GString *why, const Entry *e, const Concept *c, const Match *m)
{
  if (why->len)
    g_string_append (why, "; ");
  g_string_append (why, c->label);
  const char *sep = " as ";
  for (guint k = 0; k < c->alts->len && k < 64; k++)
    {
      const Alt *a = &g_array_index (c->alts, Alt, k);
      if (a->synonym && (m->alts & (G_GUINT64_CONSTANT (1) << k)))
        {
          g_string_append_printf (why, "%s%s", sep, a->shown);
          sep = ", ";
        }
    }
  g_string_append (why, " (");
  const char *comma = "";
  if (m->tf[F_TITLE] > 0)
    g_string_append (why, "title"), comma = ", ";
  if (m->tf[F_TEXT] > 0)
    g_string_append_printf (why, "%sparaphrase", comma), comma = ", ";
  for (guint j = 0; j < e->n_rulings; j++)
    if (m->rulings & (G_GUINT64_CONSTANT (1) << j))
      {
        g_string_append_printf (why, "%s%s", comma, ardina_ruling_get_id (e->rulings[j]));
        comma = " ";
      }
  g_string_append_c (why, ')');
}

static int
by_score (gconstpointer a, gconstpointer b)
{
  const Hit *x = a, *y = b;
  if (x->score != y->score)
    return x->score > y->score ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

static void
hit_clear (gpointer p)
{
  g_free (((Hit *) p)->why);
}

ArdinaSearch *
ardina_search_new (const char *question)
{
  g_return_val_if_fail (question != NULL, NULL);
  Ctx cx = { sb_stemmer_new ("english", NULL), NULL };
  g_return_val_if_fail (cx.stemmer != NULL, NULL);
  GArray *concepts = question_concepts (&cx, question, FALSE);
  if (!concepts->len)
    {
      g_array_unref (concepts);
      sb_stemmer_delete (cx.stemmer);
      return NULL;
    }
  cx.rulings = g_new0 (Words, ardina_ruling_count ());
  GArray *entries = all_entries (&cx);
  guint n = entries->len;
  double avg[N_FIELDS] = { 0 };
  for (guint i = 0; i < n; i++)
    for (guint f = 0; f < N_FIELDS; f++)
      avg[f] += g_array_index (entries, Entry, i).len[f];
  for (guint f = 0; f < N_FIELDS; f++)
    avg[f] /= n;

  /* Every concept against every entry, then each concept's rarity. */
  Match *m = g_new0 (Match, (gsize) n * concepts->len);
  for (guint c = 0; c < concepts->len; c++)
    {
      Concept *k = &g_array_index (concepts, Concept, c);
      guint df = 0;
      for (guint i = 0; i < n; i++)
        {
          m[i * concepts->len + c] = match (&cx, &g_array_index (entries, Entry, i), k);
          df += matched (&m[i * concepts->len + c]);
        }
      k->idf = log (1 + (n - df + 0.5) / (df + 0.5));
    }

  ArdinaSearch *s = g_new0 (ArdinaSearch, 1);
  s->hits = g_array_new (FALSE, TRUE, sizeof (Hit));
  g_array_set_clear_func (s->hits, hit_clear);
  for (guint i = 0; i < n; i++)
    {
      const Entry *e = &g_array_index (entries, Entry, i);
      Hit h = { e->rule, e->part, i, 0, NULL };
      GString *why = g_string_new (NULL);
      for (guint c = 0; c < concepts->len; c++)
        {
          const Match *mm = &m[i * concepts->len + c];
          const Concept *k = &g_array_index (concepts, Concept, c);
          if (!matched (mm))
            continue;
          h.score += bm25f (mm, e, avg, k->idf);
          explain (why, e, k, mm);
        }
      if (!e->part && ardina_rule_get_kind (e->rule) == ARDINA_RULE_SECTION)
        h.score *= HEADER_FACTOR;
      h.why = g_string_free (why, FALSE);
      if (h.score > 0)
        g_array_append_val (s->hits, h);
      else
        g_free (h.why);
    }
  g_array_sort (s->hits, by_score);

  g_free (m);
  entries_free (entries);
  for (guint i = 0; i < ardina_ruling_count (); i++)
    if (cx.rulings[i].stems)
      g_ptr_array_unref (cx.rulings[i].stems);
  g_free (cx.rulings);
  g_array_unref (concepts);
  sb_stemmer_delete (cx.stemmer);
  return s;
}

void
ardina_search_free (ArdinaSearch *search)
{
  if (!search)
    return;
  g_array_unref (search->hits);
  g_free (search);
}

guint
ardina_search_get_n_hits (const ArdinaSearch *search)
{
  g_return_val_if_fail (search != NULL, 0);
  return search->hits->len;
}

static const Hit *
hit_at (const ArdinaSearch *search, guint i)
{
  return search && i < search->hits->len ? &g_array_index (search->hits, Hit, i) : NULL;
}

const ArdinaRule *
ardina_search_get_rule (const ArdinaSearch *search, guint i)
{
  const Hit *h = hit_at (search, i);
  g_return_val_if_fail (h != NULL, NULL);
  return h->rule;
}

const ArdinaRulePart *
ardina_search_get_part (const ArdinaSearch *search, guint i)
{
  const Hit *h = hit_at (search, i);
  g_return_val_if_fail (h != NULL, NULL);
  return h->part;
}

double
ardina_search_get_score (const ArdinaSearch *search, guint i)
{
  const Hit *h = hit_at (search, i);
  g_return_val_if_fail (h != NULL, 0);
  return h->score;
}

const char *
ardina_search_get_why (const ArdinaSearch *search, guint i)
{
  const Hit *h = hit_at (search, i);
  g_return_val_if_fail (h != NULL, NULL);
  return h->why;
}
