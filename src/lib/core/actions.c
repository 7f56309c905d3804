/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The text of actions: "<side> <verb> [operands]", the same on the command
 * line, in oracle cases and in saved games (doc/actions.md).
 *
 * Each verb has a signature: the operands it takes, each a choice among
 * operand kinds (a piece, a locale, a map region, a number, the word
 * "hand"). Parsing, printing and the engine's check that every operand
 * exists all read the signature, so a new verb is one row here. Composite
 * decisions (a move, a battle) are made step by step, each step one
 * action, so that every legal action can be listed and typed. */
#include "engine.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* Operand kinds, as bits of a signature slot. */
enum {
  OP_PIECE = 1 << 0,       /* unit, leader, campaign marker counter or map marker */
  OP_LOCALE = 1 << 1,
  OP_REGION = 1 << 2,      /* map region */
  OP_NUMBER = 1 << 3,      /* 0-99 */
  OP_WORD = 1 << 4         /* a fixed word of the grammar (ARDINA_WORDS) */
};
#define MAX_NUMBER 99

typedef struct {
  const char *name;
  uint8_t n;               /* operands at most */
  uint8_t ops[3];          /* per operand: the kinds it may be */
  uint8_t min;             /* operands at least, when some are optional */
} Verb;

/* Every verb takes exactly n operands unless its row says min. */
static guint
verb_min (const Verb *v)
{
  return v->min ? v->min : v->n;
}

static const Verb verbs[ARDINA_VERB_COUNT] = {
  [ARDINA_VERB_PLACE] = { "place", 2, { OP_PIECE, OP_LOCALE } },
  /* The target names a table or a region where a commitment has
   * several (9.3, 11.1); the initiative has none (8.1). */
  [ARDINA_VERB_OFFER] = { "offer", 2, { OP_PIECE, OP_REGION | OP_LOCALE | OP_NUMBER | OP_WORD }, 1 },
  [ARDINA_VERB_WITHDRAW] = { "withdraw", 1, { OP_PIECE } },
  [ARDINA_VERB_SEAL] = { "seal", 0, { 0 } },
  [ARDINA_VERB_END] = { "end", 0, { 0 } },
  [ARDINA_VERB_RETURN] = { "return", 1, { OP_PIECE } },
  /* Which regions and locales a Spy may examine is the rules' business
   * (7.9, R-45), refused with its rule by the engine. */
  [ARDINA_VERB_SPY] = { "spy", 1, { OP_WORD | OP_REGION | OP_LOCALE } },
  [ARDINA_VERB_COUNTER] = { "counter", 1, { OP_PIECE } },
  [ARDINA_VERB_DECLINE] = { "decline", 0, { 0 } },
  [ARDINA_VERB_PLAY] = { "play", 1, { OP_PIECE } },
  /* A chosen combat unit, or "leader" for one drawn at random (13.2,
   * 13.3), into a locale. */
  [ARDINA_VERB_MOBILIZE] = { "mobilize", 2, { OP_PIECE | OP_WORD, OP_LOCALE } },
  [ARDINA_VERB_BUY] = { "buy", 0, { 0 } },
  [ARDINA_VERB_SPLIT] = { "split", 1, { OP_PIECE } },
  [ARDINA_VERB_MERGE] = { "merge", 2, { OP_PIECE, OP_PIECE } },
  /* One of the options a rule offers: a table, a unit, a leader, a
   * locale; which ones is the rule's business. */
  [ARDINA_VERB_CHOOSE] = { "choose", 1, { OP_PIECE | OP_LOCALE | OP_REGION | OP_WORD | OP_NUMBER } },
  /* A move (16.3) and a battle (18.4), one step per action. */
  [ARDINA_VERB_TAKE] = { "take", 1, { OP_PIECE } },
  [ARDINA_VERB_COMMAND] = { "command", 1, { OP_PIECE } },
  [ARDINA_VERB_ROLL] = { "roll", 0, { 0 } },
  [ARDINA_VERB_MARCH] = { "march", 1, { OP_LOCALE } },
  [ARDINA_VERB_DROP] = { "drop", 1, { OP_PIECE } },
  [ARDINA_VERB_END_MOVE] = { "end-move", 0, { 0 } },
  [ARDINA_VERB_FORCE_MARCH] = { "force-march", 1, { OP_PIECE } },
  [ARDINA_VERB_ATTACK] = { "attack", 1, { OP_LOCALE } },
  [ARDINA_VERB_FIRE] = { "fire", 1, { OP_NUMBER } },
  [ARDINA_VERB_ASSIGN] = { "assign", 1, { OP_PIECE } },
  [ARDINA_VERB_RETREAT] = { "retreat", 0, { 0 } },
  [ARDINA_VERB_RETREAT_TO] = { "retreat-to", 1, { OP_LOCALE } },
  [ARDINA_VERB_FORAGE] = { "forage", 1, { OP_PIECE } },
  /* A partisan raised in a region (29.2), paid with points or, named
   * second, a rabble rousing marker (9.1(4), R-6). */
  [ARDINA_VERB_PARTISAN] = { "partisan", 2, { OP_REGION, OP_PIECE }, 1 },
  [ARDINA_VERB_COMMITTEE] = { "committee", 1, { OP_REGION } },
  [ARDINA_VERB_BAIT] = { "bait", 1, { OP_LOCALE } },
  [ARDINA_VERB_UPGRADE] = { "upgrade", 2, { OP_PIECE, OP_PIECE } },   /* 31.1 */
};

/* ---- action lists ---- */

void
ardina_actions_init (ArdinaActionList *l)
{
  ardina_actions_init_buf (l, NULL, 0);
}

void
ardina_actions_init_buf (ArdinaActionList *l, ArdinaAction *buf, guint cap)
{
  l->v = buf;
  l->n = 0;
  l->cap = buf ? cap : 0;
  l->heap = FALSE;
}

void
ardina_actions_clear (ArdinaActionList *l)
{
  if (l->heap)
    g_free (l->v);
  ardina_actions_init (l);
}

/* Room for @cap actions in all, @cap above the room there is; a list in
 * the caller's buffer moves to the heap. */
static void
resize (ArdinaActionList *l, guint cap)
{
  if (l->heap)
    l->v = g_renew (ArdinaAction, l->v, cap);
  else
    {
      ArdinaAction *v = g_new (ArdinaAction, cap);
      if (l->n)
        memcpy (v, l->v, l->n * sizeof *v);
      l->v = v;
      l->heap = TRUE;
    }
  l->cap = cap;
}

/* Doubles the room. */
void
ardina_actions_grow (ArdinaActionList *l)
{
  resize (l, l->cap ? 2 * l->cap : 64);
}

/* At least doubles the room, so reserving piece by piece still grows
 * geometrically, and more when @n asks for more. */
void
ardina_actions_reserve (ArdinaActionList *l, guint n)
{
  if (l->cap - l->n >= n)
    return;
  resize (l, MAX (l->n + n, l->cap ? 2 * l->cap : 64));
}

static ArdinaAction
make_valist (ArdinaSide side, ArdinaVerb verb, guint n, va_list ap)
{
  ArdinaAction a = { .side = side, .verb = (guint8) verb, .n_args = (guint8) MIN (n, ARDINA_ACTION_MAX_ARGS) };
  for (guint i = 0; i < a.n_args; i++)
    a.args[i] = (guint16) va_arg (ap, guint);
  return a;
}

ArdinaAction
ardina_action_make (ArdinaSide side, ArdinaVerb verb, guint n, ...)
{
  va_list ap;
  va_start (ap, n);
  ArdinaAction a = make_valist (side, verb, n, ap);
  va_end (ap);
  return a;
}

void
(ardina_actions_add) (ArdinaActionList *l, ArdinaSide side, ArdinaVerb verb, guint n, ...)
{
  va_list ap;
  va_start (ap, n);
  ArdinaAction a = make_valist (side, verb, n, ap);
  va_end (ap);
  ardina_actions_push (l, &a);
}

/* ---- operands ---- */

/* Per operand kind (the code's top four bits): its kind bit and how many
 * indices it has. One row per kind, so checking an operand is two loads,
 * not a switch: ardina_action_valid is asked for every action applied. */
static const struct {
  uint8_t op;
  uint16_t count;
} code_kinds[16] = {
  [ARDINA_CODE_UNIT >> 12] = { OP_PIECE, ARDINA_DATA_N_UNITS },
  [ARDINA_CODE_LEADER >> 12] = { OP_PIECE, ARDINA_DATA_N_LEADERS },
  [ARDINA_CODE_PIECE >> 12] = { OP_PIECE, ARDINA_DATA_N_CAMPAIGN_PIECES },
  [ARDINA_CODE_LOCALE >> 12] = { OP_LOCALE, ARDINA_DATA_N_LOCALES },
  [ARDINA_CODE_MARKER >> 12] = { OP_PIECE, ARDINA_MARKER_COUNT },   /* a map marker placed at set-up (4.5) */
  [ARDINA_CODE_REGION >> 12] = { OP_REGION, ARDINA_DATA_N_MAP_REGIONS },
  [ARDINA_CODE_NUMBER >> 12] = { OP_NUMBER, MAX_NUMBER + 1 },
  [ARDINA_CODE_WORD >> 12] = { OP_WORD, ARDINA_WORD_COUNT },
};

/* The kind bit of an operand code, 0 when it names nothing. */
static inline uint8_t
op_kind (uint16_t code)
{
  guint k = ARDINA_CODE_KIND (code) >> 12;
  return ARDINA_CODE_INDEX (code) < code_kinds[k].count ? code_kinds[k].op : 0;
}

gboolean
ardina_action_valid (const ArdinaAction *a)
{
  if (a->verb >= ARDINA_VERB_COUNT)
    return FALSE;
  const Verb *v = &verbs[a->verb];
  if (a->n_args > v->n || a->n_args < verb_min (v))
    return FALSE;
  for (guint i = 0; i < a->n_args; i++)
    if (!(op_kind (a->args[i]) & v->ops[i]))
      return FALSE;
  return TRUE;
}

static int
word_lookup (const char *w)
{
  for (int i = 0; i < ARDINA_WORD_COUNT; i++)
    if (strcmp (w, ardina_word_names[i]) == 0)
      return i;
  return -1;
}

/* One word as an operand of the kinds @ops allow, tried in a fixed order. */
static gboolean
parse_operand (const char *w, uint8_t ops, guint16 *code)
{
  int i;
  guint64 n;
  if ((ops & OP_WORD) && (i = word_lookup (w)) >= 0)
    *code = ARDINA_OPERAND_WORD (i);
  else if ((ops & OP_PIECE) && (i = ardina_piece_lookup (w)) >= 0)
    *code = (guint16) i;
  else if ((ops & OP_REGION) && (i = ardina_map_region_lookup (w)) >= 0)
    *code = (guint16) (ARDINA_CODE_REGION | i);
  else if ((ops & OP_LOCALE) && (i = ardina_locale_lookup (w)) >= 0)
    *code = (guint16) (ARDINA_CODE_LOCALE | i);
  else if ((ops & OP_NUMBER) && g_ascii_isdigit (*w)
           && g_ascii_string_to_unsigned (w, 10, 0, MAX_NUMBER, &n, NULL))
    /* Range-checked, never wrapped: 4294967297 is not 1. */
    *code = (guint16) (ARDINA_CODE_NUMBER | n);
  else
    return FALSE;
  return TRUE;
}

/* The kinds @ops allows, in words, into @buf (for a refused parse). */
static const char *
ops_text (uint8_t ops, char *buf, gsize size)
{
  static const char *const names[] = { "a piece", "a locale", "a region", "a number", "a word of the rules" };
  buf[0] = 0;
  for (guint b = 0; b < G_N_ELEMENTS (names); b++)
    if (ops & (1u << b))
      {
        if (*buf)
          g_strlcat (buf, " or ", size);
        g_strlcat (buf, names[b], size);
      }
  return buf;
}

static gboolean bad (GError **error, const char *text, const char *fmt, ...) G_GNUC_PRINTF (3, 4);

static gboolean
bad (GError **error, const char *text, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *why = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "cannot read action '%s': %s", text, why);
  g_free (why);
  return FALSE;
}

static gboolean
operands (ArdinaAction *a, char **w, guint n, const char *text, GError **error)
{
  const Verb *v = &verbs[a->verb];
  if (n > v->n || n < verb_min (v))
    return verb_min (v) == v->n
           ? bad (error, text, "'%s' takes %u operand%s, not %u", v->name, v->n, v->n == 1 ? "" : "s", n)
           : bad (error, text, "'%s' takes %u to %u operands, not %u", v->name, verb_min (v), v->n, n);
  a->n_args = (guint8) n;
  for (guint i = 0; i < n; i++)
    if (!parse_operand (w[i], v->ops[i], &a->args[i]))
      {
        char kinds[96];
        return bad (error, text, "'%s' is not %s", w[i], ops_text (v->ops[i], kinds, sizeof kinds));
      }
  return TRUE;
}

static gboolean
parse_words (char **words, guint n, ArdinaAction *action, const char *text, GError **error)
{
  if (n < 2)
    return bad (error, text, "%s", "an action is a side, a verb and its operands");
  if (strcmp (words[0], "american") && strcmp (words[0], "british"))
    return bad (error, text, "'%s' is not a side (american or british)", words[0]);
  action->side = strcmp (words[0], "american") == 0 ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH;
  guint v = 0;
  while (v < ARDINA_VERB_COUNT && strcmp (verbs[v].name, words[1]))
    v++;
  if (v == ARDINA_VERB_COUNT)
    return bad (error, text, "unknown verb '%s'", words[1]);
  action->verb = (guint8) v;
  return operands (action, words + 2, n - 2, text, error);
}

gboolean
ardina_action_parse (const char *text, ArdinaAction *action, GError **error)
{
  g_return_val_if_fail (text != NULL && action != NULL, FALSE);
  char *copy = g_strstrip (g_strdup (text));
  char **w = g_strsplit_set (copy, " \t", -1);
  char **words = g_new0 (char *, g_strv_length (w) + 1);
  guint n = 0;
  for (char **p = w; *p; p++)
    if (**p)
      words[n++] = *p;
  memset (action, 0, sizeof *action);
  gboolean ok = parse_words (words, n, action, text, error);
  g_free (words);
  g_strfreev (w);
  g_free (copy);
  return ok;
}

/* Never reads past ARDINA_ACTION_MAX_ARGS, whatever n_args claims; an
 * action that is not valid has no text. */
char *
ardina_action_to_string (const ArdinaAction *a)
{
  g_return_val_if_fail (a != NULL, NULL);
  if (!ardina_action_valid (a) || a->side > ARDINA_SIDE_BRITISH)
    return NULL;
  GString *s = g_string_new (ardina_side_name ((ArdinaSide) a->side));
  g_string_append_printf (s, " %s", verbs[a->verb].name);
  for (guint i = 0; i < a->n_args; i++)
    if (ARDINA_CODE_KIND (a->args[i]) == ARDINA_CODE_NUMBER)
      g_string_append_printf (s, " %u", ARDINA_CODE_INDEX (a->args[i]));
    else
      g_string_append_printf (s, " %s", ardina_code_name (a->args[i]));
  return g_string_free (s, FALSE);
}
