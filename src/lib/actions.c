/* The text of actions: "<side> <verb> [operands]", the same on the command
 * line, in oracle cases and in saved games (doc/actions.md).
 * Operands are piece names (units, leaders, campaign marker counters),
 * locale names and map region names; `spy hand` names the enemy hand. */
#include "engine.h"

#include <stdarg.h>
#include <string.h>

#define ARG_HAND 0xf000u   /* the operand "hand" of spy */

typedef enum { OPS_NONE, OPS_PIECE, OPS_PIECE_LOCALE, OPS_SPY } Operands;

static const struct {
  const char *name;
  Operands ops;
} verbs[ARDINA_VERB_COUNT] = {
  [ARDINA_VERB_PLACE] = { "place", OPS_PIECE_LOCALE },
  [ARDINA_VERB_OFFER] = { "offer", OPS_PIECE },
  [ARDINA_VERB_WITHDRAW] = { "withdraw", OPS_PIECE },
  [ARDINA_VERB_SEAL] = { "seal", OPS_NONE },
  [ARDINA_VERB_END] = { "end", OPS_NONE },
  [ARDINA_VERB_RETURN] = { "return", OPS_PIECE },
  [ARDINA_VERB_SPY] = { "spy", OPS_SPY },
  [ARDINA_VERB_COUNTER] = { "counter", OPS_PIECE },
  [ARDINA_VERB_DECLINE] = { "decline", OPS_NONE },
  [ARDINA_VERB_PLAY] = { "play", OPS_PIECE },
};

ArdinaAction
ardina_action_make (ArdinaSide side, ArdinaVerb verb, guint n, ...)
{
  ArdinaAction a = { .side = side, .verb = (guint8) verb, .n_args = (guint8) n };
  va_list ap;
  va_start (ap, n);
  for (guint i = 0; i < n && i < ARDINA_ACTION_MAX_ARGS; i++)
    a.args[i] = (guint16) va_arg (ap, guint);
  va_end (ap);
  return a;
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

/* A spy target: "hand", a map region or a locale. Which of them a Spy may
 * examine is the rules' business (7.9), refused with its rule by the engine. */
static gboolean
spy_operand (const char *w, guint16 *arg)
{
  int r;
  if (strcmp (w, "hand") == 0)
    *arg = ARG_HAND;
  else if ((r = ardina_map_region_lookup (w)) >= 0)
    *arg = (guint16) (ARDINA_CODE_REGION | r);
  else if ((r = ardina_locale_lookup (w)) >= 0)
    *arg = (guint16) (ARDINA_CODE_LOCALE | r);
  else
    return FALSE;
  return TRUE;
}

static gboolean
operands (ArdinaAction *a, Operands ops, char **w, guint n, const char *text, GError **error)
{
  guint want = ops == OPS_NONE ? 0 : ops == OPS_PIECE_LOCALE ? 2 : 1;
  int code;
  if (n != want)
    return bad (error, text, "'%s' takes a different number of operands", verbs[a->verb].name);
  a->n_args = (guint8) want;
  if (ops == OPS_SPY)
    return spy_operand (w[0], &a->args[0])
           || bad (error, text, "'%s' is not 'hand', a region or a locale", w[0]);
  if (want >= 1)
    {
      if ((code = ardina_piece_lookup (w[0])) < 0)
        return bad (error, text, "no piece named '%s'", w[0]);
      a->args[0] = (guint16) code;
    }
  if (want == 2)
    {
      if ((code = ardina_locale_lookup (w[1])) < 0)
        return bad (error, text, "no locale named '%s'", w[1]);
      a->args[1] = (guint16) (ARDINA_CODE_LOCALE | code);
    }
  return TRUE;
}

gboolean
ardina_action_parse (const char *text, ArdinaAction *action, GError **error)
{
  g_return_val_if_fail (text != NULL && action != NULL, FALSE);
  char *copy = g_strstrip (g_strdup (text));
  char **w = g_strsplit_set (copy, " \t", -1);
  char **words = g_new0 (char *, g_strv_length (w) + 1);
  guint n = 0;
  gboolean ok = FALSE;
  for (char **p = w; *p; p++)
    if (**p)
      words[n++] = *p;
  memset (action, 0, sizeof *action);
  if (n < 2)
    bad (error, text, "%s", "an action is a side, a verb and its operands");
  else if (strcmp (words[0], "american") && strcmp (words[0], "british"))
    bad (error, text, "'%s' is not a side (american or british)", words[0]);
  else
    {
      action->side = strcmp (words[0], "american") == 0 ? ARDINA_SIDE_AMERICAN : ARDINA_SIDE_BRITISH;
      guint v = 0;
      while (v < ARDINA_VERB_COUNT && strcmp (verbs[v].name, words[1]))
        v++;
      if (v == ARDINA_VERB_COUNT)
        bad (error, text, "unknown verb '%s'", words[1]);
      else
        {
          action->verb = (guint8) v;
          ok = operands (action, verbs[v].ops, words + 2, n - 2, text, error);
        }
    }
  g_free (words);
  g_strfreev (w);
  g_free (copy);
  return ok;
}

char *
ardina_action_to_string (const ArdinaAction *a)
{
  g_return_val_if_fail (a != NULL && a->verb < ARDINA_VERB_COUNT, NULL);
  GString *s = g_string_new (ardina_side_name ((ArdinaSide) a->side));
  g_string_append_printf (s, " %s", verbs[a->verb].name);
  for (guint i = 0; i < a->n_args; i++)
    g_string_append_printf (s, " %s", a->args[i] == ARG_HAND ? "hand" : ardina_code_name (a->args[i]));
  return g_string_free (s, FALSE);
}
