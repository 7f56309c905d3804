/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The built-in player (player.h). Its one rule beyond legality: never
 * withdraw. A secret commitment is built by offers and sealed, so a player
 * that may withdraw can offer and withdraw the same marker forever; without
 * withdraws every decision moves the game on. Splitting a regular into
 * detachments and merging them back (13.7) is the same kind of pair, free
 * and endless, so it never does either. */
#include "player.h"
#include "private.h"

#include <string.h>

typedef enum { VERB_UNKNOWN, VERB_WITHDRAW, VERB_SEAL, VERB_OTHER } VerbClass;

/* The class of each verb code, learnt from the action's text the first time
 * the code is met: the codes are the engine's own and may change, the words
 * are the documented interface (doc/actions.md). */
static guint8 verb_class[256];

/* The same classes as weights, so that one addition per listed action
 * counts them (tally): a learnt code weighs TALLY_LEARNT, plus
 * TALLY_SEAL for a seal or TALLY_OTHER for neither seal nor withdraw; a
 * code not learnt yet weighs 0. Each count has 20 bits. */
#define TALLY_OTHER ((guint64) 1)
#define TALLY_SEAL ((guint64) 1 << 20)
#define TALLY_LEARNT ((guint64) 1 << 40)
#define TALLY_MAX ((guint) 1 << 20)
static guint64 verb_weight[256];

/* The legal actions of the side being decided for. The buffer is kept
 * between calls and grows to the longest list met: a list is never cut
 * short, and a whole game costs a handful of allocations. */
static struct {
  ArdinaAction *actions;
  guint size;
} legal;

static gboolean
word_is (const char *text, const char *word)
{
  size_t len = strlen (word);
  return strncmp (text, word, len) == 0 && (text[len] == ' ' || text[len] == '\0');
}

/* "SIDE VERB [OPERANDS]": the class of VERB. */
static VerbClass
learn_verb (const ArdinaAction *a)
{
  char *text = ardina_action_to_string (a);
  const char *verb = text ? strchr (text, ' ') : NULL;
  VerbClass c = VERB_OTHER;
  /* A split and a merge of detachments (13.7) undo each other, free: the
   * player treats them as it treats a withdraw. */
  if (verb && (word_is (verb + 1, "withdraw") || word_is (verb + 1, "split") || word_is (verb + 1, "merge")))
    c = VERB_WITHDRAW;
  else if (verb && word_is (verb + 1, "seal"))
    c = VERB_SEAL;
  g_free (text);
  return c;
}

static inline VerbClass
classify (const ArdinaAction *a)
{
  if (verb_class[a->verb] == VERB_UNKNOWN)
    {
      VerbClass c = learn_verb (a);
      verb_class[a->verb] = (guint8) c;
      verb_weight[a->verb] = TALLY_LEARNT | (c == VERB_SEAL ? TALLY_SEAL : c == VERB_OTHER ? TALLY_OTHER : 0);
    }
  return (VerbClass) verb_class[a->verb];
}

static guint
list_legal (const ArdinaGame *g, ArdinaSide side)
{
  guint n = ardina_game_legal_actions (g, side, legal.actions, legal.size);
  if (n <= legal.size)
    return n;
  legal.size = MAX (n, 2 * legal.size);
  legal.actions = g_renew (ArdinaAction, legal.actions, legal.size);
  return MIN (ardina_game_legal_actions (g, side, legal.actions, legal.size), legal.size);
}

/* The first of @n listed actions that is not a withdraw, or -1. */
static int
first_forward (guint n)
{
  for (guint i = 0; i < n; i++)
    if (classify (&legal.actions[i]) != VERB_WITHDRAW)
      return (int) i;
  return -1;
}

/* Which of @n listed actions is the @k-th (from 0) that neither seals nor
 * withdraws, when @n_others of them are such. */
static guint
nth_other (guint n, guint n_others, guint k)
{
  /* Most listings hold neither a seal nor a withdraw: no second pass. */
  if (n_others == n)
    return k;
  for (guint i = 0; i < n; i++)
    if (classify (&legal.actions[i]) == VERB_OTHER && k-- == 0)
      return i;
  g_return_val_if_reached (0);
}

/* The weights of the @n listed actions summed (@n < TALLY_MAX), every
 * code learnt first: one addition per action, as most listings are long
 * and hold no code met for the first time. */
static guint64
tally (guint n)
{
  guint64 t = 0;
  for (guint i = 0; i < n; i++)
    t += verb_weight[legal.actions[i].verb];
  if (t / TALLY_LEARNT == n)
    return t;
  for (guint i = 0; i < n; i++)
    classify (&legal.actions[i]);
  return tally (n);
}

/* The last listed seal of @n actions, or -1. */
static int
last_seal (guint n)
{
  for (guint i = n; i-- > 0;)
    if (classify (&legal.actions[i]) == VERB_SEAL)
      return (int) i;
  return -1;
}

/* A legal seal half of the time, so that a random commitment does not grow
 * to the whole hand; otherwise an action drawn uniformly among those that
 * neither seal nor withdraw (the seal when there is none of them). -1 when
 * only withdraws are legal. One pass counts the others and the seals; the
 * drawn other is then found without storing where each one is. */
static int
random_forward (GRand *r, guint n)
{
  int seal = -1;
  guint n_others = 0;
  if (n < TALLY_MAX)
    {
      guint64 t = tally (n);
      n_others = (guint) (t % TALLY_SEAL);
      if (t / TALLY_SEAL % TALLY_SEAL)
        seal = last_seal (n);
    }
  else
    for (guint i = 0; i < n; i++)
      {
        VerbClass c = classify (&legal.actions[i]);
        seal = c == VERB_SEAL ? (int) i : seal;
        n_others += c == VERB_OTHER;
      }
  if (seal >= 0 && (n_others == 0 || g_rand_boolean (r)))
    return seal;
  if (n_others == 0)
    return -1;
  return (int) nth_other (n, n_others, (guint) g_rand_int_range (r, 0, (gint32) n_others));
}

static gboolean
answer (const ArdinaGame *g, GRand *rand, ArdinaSide side, ArdinaAction *out)
{
  guint n = list_legal (g, side);
  int i = rand ? random_forward (rand, n) : first_forward (n);
  if (i < 0)
    return FALSE;
  *out = legal.actions[i];
  return TRUE;
}

/* Both sides are pending during a secret commitment: the first one (or one
 * at random) is asked first, the other when the first has nothing to do. */
gboolean
cli_player_choose (const ArdinaGame *game, GRand *rand, ArdinaAction *out,
                   ArdinaPending *decision_out)
{
  ArdinaPending p[2];
  guint np = ardina_game_decisions (game, p);
  guint first = rand && np > 1 ? (guint) g_rand_int_range (rand, 0, (gint32) np) : 0;
  for (guint k = 0; k < np; k++)
    {
      const ArdinaPending *who = &p[(first + k) % np];
      if (!answer (game, rand, who->side, out))
        continue;
      if (decision_out)
        *decision_out = *who;
      return TRUE;
    }
  return FALSE;
}

void
cli_player_release (void)
{
  g_clear_pointer (&legal.actions, g_free);
  legal.size = 0;
}
