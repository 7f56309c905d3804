/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Secret simultaneous commitments: both sides build a commitment out of
 * their hands without seeing the other's (offer, withdraw), then seal it;
 * when both have sealed, the commitment returns to the procedure that
 * called it, which reveals and resolves it (the initiative, 8.1; rabble
 * rousing, 9.3 and 11.1; battle tactics, 18.4(1)).
 *
 * What differs between commitments is a row of the kinds table
 * (ArdinaCommitKind, registered in rules/registry.c): which markers may be
 * offered, to what, how many, and the words of the prompt. The offered
 * markers stay in the hand, flagged, so a side's view hides them with the
 * rest of the enemy hand (22.2), and a refused or withdrawn offer changes
 * nothing the enemy could see.
 *
 * Frame: side none; payload the kind and who has sealed. */
#include "engine.h"

typedef struct {
  uint8_t kind;            /* ArdinaCommitKindId */
  uint8_t sealed[2];       /* by side */
} Commit;

static const char *const step_names[] = { "sealing" };

static const char *
kind_name (guint i)
{
  return ardina_commit_kinds[i]->name;
}

static const ArdinaCommitKind *
kind_of (const ArdinaFrame *f)
{
  return ardina_commit_kinds[ARDINA_PAYLOAD (f, Commit)->kind];
}

ArdinaFrame *
ardina_commit_call (ArdinaCtx *c, uint8_t kind)
{
  ArdinaFrame *f = ardina_call (c, ARDINA_PROC_COMMIT, ARDINA_SIDE_NONE);
  if (f)
    ARDINA_PAYLOAD (f, Commit)->kind = kind;
  return f;
}

guint
ardina_commit_offered (const ArdinaGame *g, ArdinaSide side, uint16_t target)
{
  guint n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    n += g->pieces[i].zone == ARDINA_ZONE_HAND && g->pieces[i].side == side
         && (g->pieces[i].flags & ARDINA_PIECE_OFFERED)
         && (target == ARDINA_NONE || g->pieces[i].target == target + 1);
  return n;
}

void
ardina_commit_spend (ArdinaGame *g)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].flags & ARDINA_PIECE_OFFERED)
      ardina_piece_move (g, ARDINA_CODE_PIECE | (uint16_t) i, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
}

static ArdinaRun
commit_run (ArdinaCtx *c, ArdinaFrame *f)
{
  Commit *p = ARDINA_PAYLOAD (f, Commit);
  if (!p->sealed[0] || !p->sealed[1])
    return ARDINA_RUN_DECIDE;
  ardina_pop (c, 0);
  return ARDINA_RUN_AGAIN;
}

static guint
commit_who (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide out[2])
{
  const Commit *p = ARDINA_PAYLOAD (f, Commit);
  guint n = 0;
  for (int s = 0; s < 2; s++)
    if (!p->sealed[s])
      out[n++] = (ArdinaSide) s;
  return n;
}

static void
commit_decision (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = ARDINA_DECISION_COMMIT;
  out->rule = ardina_rule_nth (kind_of (f)->rule);
}

static void
commit_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  const ArdinaCommitKind *k = kind_of (f);
  commit_decision (g, f, side, out);
  g_snprintf (out->prompt, sizeof out->prompt,
              "%s secretly commits campaign markers %s (offer PIECE%s, withdraw PIECE, seal)",
              ardina_side_label (side), k->purpose, k->n_targets ? " TARGET" : "");
}

/* Offers of @piece: to the whole, or to each of the kind's targets. */
static void
offers (const ArdinaCommitKind *k, ArdinaSide side, uint16_t piece, ArdinaActionList *out)
{
  if (!k->n_targets)
    ardina_actions_add (out, side, ARDINA_VERB_OFFER, 1, piece);
  for (guint t = 0; t < k->n_targets; t++)
    ardina_actions_add (out, side, ARDINA_VERB_OFFER, 2, piece, k->target_code (t));
}

/* The index of the kind's target an operand code names, or -1. */
static int
target_index (const ArdinaCommitKind *k, uint16_t code)
{
  for (guint t = 0; t < k->n_targets; t++)
    if (k->target_code (t) == code)
      return (int) t;
  return -1;
}

/* Nothing is tried: offers, withdrawals and the seal are generated. */
static void
commit_candidates (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f, (void) side, (void) out;
}

/* Every action of the verbs commit_generate owns: a withdrawal and the
 * offers (to each target) of every campaign marker, and the seal. */
static void
commit_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      ardina_actions_add (out, side, ARDINA_VERB_WITHDRAW, 1, ARDINA_CODE_PIECE | i);
      offers (kind_of (f), side, (uint16_t) (ARDINA_CODE_PIECE | i), out);
    }
  ardina_actions_add (out, side, ARDINA_VERB_SEAL, 0);
}

static gboolean
check_piece (ArdinaCtx *c, const ArdinaFrame *f, const ArdinaAction *a, gboolean want_offered)
{
  const ArdinaCommitKind *k = kind_of (f);
  const ArdinaPlace *p = ardina_place_get (c->g, a->args[0]);
  if (!p || ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_PIECE
      || p->zone != ARDINA_ZONE_HAND || p->side != a->side)
    return ardina_refuse (c, k->rule, "%s is not a campaign marker in %s's hand",
                          ardina_code_name (a->args[0]), ardina_side_label ((ArdinaSide) a->side));
  if (!!(p->flags & ARDINA_PIECE_OFFERED) != want_offered)
    return ardina_refuse (c, k->rule, "%s is %s committed", ardina_code_name (a->args[0]),
                          want_offered ? "not" : "already");
  return TRUE;
}

/* What an offer must satisfy beyond the piece being free in the hand: the
 * kind's eligibility, its targets and its cap. */
static gboolean
check_offer (ArdinaCtx *c, const ArdinaFrame *f, const ArdinaAction *a)
{
  const ArdinaCommitKind *k = kind_of (f);
  ArdinaSide side = (ArdinaSide) a->side;
  if (k->eligible && !k->eligible (c->g, side, a->args[0]))
    return ardina_refuse (c, k->rule, "%s cannot be committed %s", ardina_code_name (a->args[0]), k->purpose);
  if ((a->n_args > 1) != (k->n_targets > 0) || (a->n_args > 1 && target_index (k, a->args[1]) < 0))
    return ardina_refuse (c, k->rule, k->n_targets ? "a marker is committed %s to one of its targets"
                          : "a marker is committed %s as a whole, to no target", k->purpose);
  const char *why = NULL;
  uint16_t bar = a->n_args > 1 && k->barred ? k->barred (c->g, side, (guint) target_index (k, a->args[1]), &why) : 0;
  if (bar)
    return ardina_refuse (c, bar, "%s", why);
  const ArdinaFrame *caller = f > c->g->stack ? f - 1 : NULL;
  int cap = k->cap ? k->cap (c->g, caller, side) : -1;
  if (cap >= 0 && ardina_commit_offered (c->g, side, ARDINA_NONE) >= (guint) cap)
    return ardina_refuse (c, k->rule, "%s may commit at most %d markers %s", ardina_side_label (side), cap,
                          k->purpose);
  return TRUE;
}

static gboolean
seal (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side)
{
  const ArdinaCommitKind *k = kind_of (f);
  if (c->check_only)
    return TRUE;
  ARDINA_PAYLOAD (f, Commit)->sealed[side] = 1;
  guint n = ardina_commit_offered (c->g, side, ARDINA_NONE);
  ardina_emit (c, k->rule, side, "%s has sealed a commitment", ardina_side_label (side));
  ardina_emit_private (c, k->rule, side, "%s committed %u marker%s", ardina_side_label (side), n,
                       n == 1 ? "" : "s");
  return TRUE;
}

/* The offers, withdrawals and seal commit_act accepts, generated from its
 * own checks (engine.h): what does not depend on the marker, the cap
 * (check_offer) and each target's bar, is asked once per listing, then
 * each marker of the hand is withdrawn if offered, else offered to each
 * open target if the kind takes it (check_piece, check_offer); the seal
 * last. Debug builds hold it to commit_space through act. */
static void
commit_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  const ArdinaCommitKind *k = kind_of (f);
  const ArdinaFrame *caller = f > g->stack ? f - 1 : NULL;
  int cap = k->cap ? k->cap (g, caller, side) : -1;
  gboolean full = cap >= 0 && ardina_commit_offered (g, side, ARDINA_NONE) >= (guint) cap;
  gboolean open[UINT8_MAX + 1];   /* n_targets is a byte */
  for (guint t = 0; t < k->n_targets; t++)
    {
      const char *why = NULL;
      open[t] = !k->barred || !k->barred (g, side, t, &why);
    }
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      const ArdinaPlace *p = &g->pieces[i];
      uint16_t piece = (uint16_t) (ARDINA_CODE_PIECE | i);
      if (p->zone != ARDINA_ZONE_HAND || p->side != side)
        continue;
      if (p->flags & ARDINA_PIECE_OFFERED)
        ardina_actions_add (out, side, ARDINA_VERB_WITHDRAW, 1, piece);
      else if (!full && (!k->eligible || k->eligible (g, side, piece)))
        {
          if (!k->n_targets)
            ardina_actions_add (out, side, ARDINA_VERB_OFFER, 1, piece);
          for (guint t = 0; t < k->n_targets; t++)
            if (open[t])
              ardina_actions_add (out, side, ARDINA_VERB_OFFER, 2, piece, k->target_code (t));
        }
    }
  ardina_actions_add (out, side, ARDINA_VERB_SEAL, 0);
}

static gboolean
commit_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  ArdinaPlace *p;
  switch (a->verb)
    {
    case ARDINA_VERB_OFFER:
    case ARDINA_VERB_WITHDRAW:
      if (!check_piece (c, f, a, a->verb == ARDINA_VERB_WITHDRAW)
          || (a->verb == ARDINA_VERB_OFFER && !check_offer (c, f, a)))
        return FALSE;
      if (c->check_only)
        return TRUE;
      p = ardina_place_of (c->g, a->args[0]);
      p->flags ^= ARDINA_PIECE_OFFERED;
      p->target = a->verb == ARDINA_VERB_OFFER && a->n_args > 1
                  ? (uint8_t) (1 + target_index (kind_of (f), a->args[1])) : 0;
      return TRUE;
    case ARDINA_VERB_SEAL:
      return seal (c, f, (ArdinaSide) a->side);
    default:
      return ardina_refuse (c, kind_of (f)->rule, "the commitment %s waits for each player to commit "
                            "markers and seal (offer, withdraw, seal)", kind_of (f)->purpose);
    }
}

/* A commitment stands above the procedure that resolves it. */
static gboolean
commit_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const ArdinaProcClass *below = depth ? ardina_proc_class (g->stack[depth - 1].proc) : NULL;
  const ArdinaCommitKind *k = kind_of (f);
  if (!below || !below->commits)
    {
      g_string_append (why, "a commitment stands above a procedure that resolves commitments");
      return FALSE;
    }
  /* An offered marker names one of the kind's targets, or none when the
   * kind has none. */
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if ((g->pieces[i].flags & ARDINA_PIECE_OFFERED)
        && (k->n_targets ? g->pieces[i].target < 1 || g->pieces[i].target > k->n_targets : g->pieces[i].target != 0))
      {
        g_string_append_printf (why, "%s is committed to target %u, which the %s commitment does not have",
                                ardina_code_name (ARDINA_CODE_PIECE | (uint16_t) i), g->pieces[i].target, k->name);
        return FALSE;
      }
  return TRUE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_NAMED (Commit, kind, "kind", kind_name, ARDINA_COMMIT_COUNT),
  ARDINA_FIELD_DEF (Commit, sealed[0], "sealed-american", ARDINA_FIELD_BOOL, 0, 1),
  ARDINA_FIELD_DEF (Commit, sealed[1], "sealed-british", ARDINA_FIELD_BOOL, 0, 1),
};

const ArdinaProcClass ardina_commit_class = {
  .name = "commit", .owner = ARDINA_OWNER_NONE,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = commit_run, .who = commit_who, .prompt = commit_prompt, .decision = commit_decision,
  .candidates = commit_candidates, .generate = commit_generate, .space = commit_space,
  .act = commit_act, .check = commit_check,
};
