/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The Rabble Rousing Phase (9-12): both players secretly commit rabble
 * rousing markers to the three tables of 4.6, the Colonial Loyalty Table
 * region by region (11.1, R-4); the commitments are revealed together;
 * the First Player picks the order in which the tables are resolved (9.3);
 * on each table (each region) every side that committed adds a die to its
 * points, the higher total wins and a tie does nothing (9.3); a side that
 * committed nothing there does not roll, and the other wins unopposed
 * (9.4). A win moves the table's marker one space at once: Progress
 * right on an American win only (10.2-10.4), Loyalty and Balance toward
 * the winner (11.2-11.4, 12.2-12.4), never past an edge (10.4, 11.5, 12.6,
 * Both sides may commit to Progress, but only an American win
 * moves it (9.1(1), R-63). After the Balance moves, the alliances of 26
 * follow (ardina_alliance_after_shift). Then every committed marker goes
 * to the pool (9.3).
 *
 * A commitment's targets: `progress`, `balance` and the seven colonial
 * regions by their map region. What a marker is worth is the data's
 * (ardina_data_campaigns[].value: 9.2, 7.10, R-25).
 *
 * Frame: side the First Player (who orders the tables); payload which
 * tables are done, the contest under way and its totals. */
#include "rules.h"

/* Targets of the commitment: the two single tables, then the colonial
 * regions in the order of their loyalty track. */
enum { T_PROGRESS, T_BALANCE, T_REGION0, N_TARGETS = T_REGION0 + ARDINA_DATA_N_REGIONS };
/* The tables, as the First Player names them (choose WORD). */
enum { TABLE_PROGRESS, TABLE_BALANCE, TABLE_LOYALTY, N_TABLES };
#define ALL_TABLES ((1u << N_TABLES) - 1)

typedef struct {
  uint8_t done;            /* bit t: table t resolved */
  uint8_t target;          /* the contest under way: T_x */
  uint8_t roller;          /* 0 American, 1 British, 2 both rolled */
  uint8_t dice_left;       /* dice the roller has still to roll */
  int16_t total[2];        /* points plus dice so far */
  int16_t before;          /* the Balance index before its shift (26) */
} Rabble;

enum { START, REVEAL, ORDER, CONTEST, ROLLED, NEXT, SPEND };

/* The bound of a contest's total in saves (points plus dice, 9.3). */
#define TOTAL_MAX 999
static const char *const step_names[] = { "start", "reveal", "order", "contest", "rolled", "next", "spend" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == SPEND + 1);

static const char *
side_noun (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? "American" : "British";
}

static const char *
wins (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? "the American wins" : "the British win";
}

/* ---- the commitment (9.1-9.3, 11.1) ---- */

/* The map region of loyalty region @r. */
static uint16_t
map_region_of (guint r)
{
  for (guint m = 0; m < ARDINA_DATA_N_MAP_REGIONS; m++)
    if (ardina_data_map_regions[m].loyalty == r)
      return (uint16_t) m;
  return 0;
}

static uint16_t
target_code (guint i)
{
  if (i == T_PROGRESS)
    return ARDINA_OPERAND_WORD (ARDINA_WORD_PROGRESS);
  if (i == T_BALANCE)
    return ARDINA_OPERAND_WORD (ARDINA_WORD_BALANCE);
  return ARDINA_CODE_REGION | map_region_of (i - T_REGION0);
}

/* 9.1-9.3, 7.10: only rabble rousing markers. */
static gboolean
eligible (const ArdinaGame *g, ArdinaSide side, uint16_t piece)
{
  return ardina_data_campaigns[ardina_piece_campaign (piece)].category == ARDINA_CAMPAIGN_CATEGORY_RABBLE;
}

/* Either side may commit to Revolutionary Progress (9.3 names it among
 * the tables both players commit to; 10.3 speaks of a British win there):
 * the British commit to keep the American from winning it, since only
 * an American win moves the marker (9.1(1), 10.2, R-63). */
static uint16_t
barred (const ArdinaGame *g, ArdinaSide side, guint target, const char **why)
{
  /* 10.4: at Articles of Confederation progress can go no higher, and
   * nobody can push it back: a marker there could do nothing. (At the
   * edge of the Loyalty or Balance track a marker still defends against
   * the other side's shift, so those offers stand: 11.5, 12.6.) */
  if (target == T_PROGRESS && g->progress + 1 >= ARDINA_DATA_N_PROGRESS)
    {
      *why = "progress is at its top level and can move no higher: a marker committed there could do nothing";
      return ARDINA_R_10_4;
    }
  return 0;
}

const ArdinaCommitKind ardina_rabble_commitment = {
  .name = "rabble-rousing", .rule = ARDINA_R_9_3, .purpose = "to the rabble rousing tables",
  .eligible = eligible, .n_targets = N_TARGETS, .target_code = target_code, .barred = barred,
};

/* ---- reading the commitment ---- */

/* 9.2, 7.10, R-25: the points @side committed to @target. */
static int
points (const ArdinaGame *g, ArdinaSide side, guint target)
{
  int n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_HAND && g->pieces[i].side == side
        && (g->pieces[i].flags & ARDINA_PIECE_OFFERED) && g->pieces[i].target == target + 1)
      n += ardina_data_campaigns[ardina_piece_campaign (ARDINA_CODE_PIECE | (uint16_t) i)].value[side];
  return n;
}

static guint
table_of (guint target)
{
  return target == T_PROGRESS ? TABLE_PROGRESS : target == T_BALANCE ? TABLE_BALANCE : TABLE_LOYALTY;
}

static const char *
target_label (guint target)
{
  if (target == T_PROGRESS)
    return "Revolutionary Progress";
  if (target == T_BALANCE)
    return "European Balance of Power";
  return ardina_data_regions[target - T_REGION0].label;
}

static const char *const table_labels[N_TABLES] = {
  "Revolutionary Progress Table", "European Balance of Power Table", "Colonial Loyalty Table"
};
static const uint8_t table_words[N_TABLES] = { ARDINA_WORD_PROGRESS, ARDINA_WORD_BALANCE, ARDINA_WORD_LOYALTY };

static gboolean
table_committed (const ArdinaGame *g, guint table)
{
  for (guint t = 0; t < N_TARGETS; t++)
    if (table_of (t) == table && (points (g, ARDINA_SIDE_AMERICAN, t) || points (g, ARDINA_SIDE_BRITISH, t)))
      return TRUE;
  return FALSE;
}

/* ---- the phase opens: where the tables stand (4.6, 10.1, 11.1, 12.1) ---- */

static void
tell_tables (ArdinaCtx *c)
{
  const ArdinaGame *g = c->g;
  ardina_emit2 (c, ARDINA_R_9_3, ARDINA_R_4_6, ARDINA_SIDE_NONE,
                "Rabble Rousing Phase %u: both players secretly commit rabble rousing markers to the tables "
                "(progress, balance, or a colonial region)", g->year);
  ardina_emit (c, ARDINA_R_10_1, ARDINA_SIDE_NONE, "Revolutionary Progress stands at %s",
               ardina_data_progress[g->progress].label);
  ardina_emit (c, ARDINA_R_12_1, ARDINA_SIDE_NONE, "the European Balance of Power stands at %s%s",
               ardina_data_balance[g->balance].label,
               ardina_value_reconstructed ("balance", ardina_data_balance[g->balance].name, "position")
               ? " (reconstructed)" : "");
  if (ardina_telling (c))
    {
      GString *s = g_string_new (NULL);
      for (guint r = 0; r < ARDINA_DATA_N_REGIONS; r++)
        g_string_append_printf (s, "%s%s %+d", r ? ", " : "", ardina_data_regions[r].label, g->loyalty[r]);
      ardina_emit (c, ARDINA_R_11_1, ARDINA_SIDE_NONE, "colonial loyalty (+ pro-American, - pro-British): %s",
                   s->str);
      g_string_free (s, TRUE);
    }
}

/* ---- reveal (9.3) ---- */

/* "franklin-1 3, rabble-1-2 1": what @side committed to @target. */
static void
committed_list (const ArdinaGame *g, ArdinaSide side, guint target, GString *out)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_HAND && g->pieces[i].side == side
        && (g->pieces[i].flags & ARDINA_PIECE_OFFERED) && g->pieces[i].target == target + 1)
      {
        uint16_t code = ARDINA_CODE_PIECE | (uint16_t) i;
        g_string_append_printf (out, "%s%s %u", out->len ? ", " : "", ardina_code_name (code),
                                ardina_data_campaigns[ardina_piece_campaign (code)].value[side]);
      }
}

/* 7.10: the four famous markers are worth 3 to the American, 1 to the
 * British; said once for each one committed. */
static void
tell_famous (ArdinaCtx *c)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      const ArdinaPlace *p = &c->g->pieces[i];
      uint16_t code = ARDINA_CODE_PIECE | (uint16_t) i;
      const ArdinaDataCampaign *k = &ardina_data_campaigns[ardina_piece_campaign (code)];
      if (p->zone == ARDINA_ZONE_HAND && (p->flags & ARDINA_PIECE_OFFERED) && k->value[0] != k->value[1])
        ardina_emit (c, ARDINA_R_7_10, (ArdinaSide) p->side, "%s is worth %u to the %s (%u to the %s)",
                     ardina_code_name (code), k->value[p->side], side_noun ((ArdinaSide) p->side),
                     k->value[!p->side], side_noun (ardina_other ((ArdinaSide) p->side)));
    }
}

static void
reveal (ArdinaCtx *c, ArdinaFrame *f)
{
  Rabble *p = ARDINA_PAYLOAD (f, Rabble);
  if (ardina_telling (c))
    for (guint t = 0; t < N_TARGETS; t++)
      for (int s = 0; s < 2; s++)
        {
          int n = points (c->g, (ArdinaSide) s, t);
          if (!n)
            continue;
          GString *l = g_string_new (NULL);
          committed_list (c->g, (ArdinaSide) s, t, l);
          ardina_emit2 (c, ARDINA_R_9_3, ARDINA_R_9_2, (ArdinaSide) s, "revealed: %s commits %d point%s to %s (%s)",
                        ardina_side_label ((ArdinaSide) s), n, n == 1 ? "" : "s", target_label (t), l->str);
          g_string_free (l, TRUE);
        }
  tell_famous (c);
  /* 9.4: a table nobody committed to is settled at once. */
  for (guint t = 0; t < N_TABLES; t++)
    if (!table_committed (c->g, t))
      {
        p->done |= 1u << t;
        if (t == TABLE_PROGRESS)
          /* 9.4, 10.3: with nothing committed there nobody wins, and
           * progress stays where it is. */
          ardina_emit2 (c, ARDINA_R_9_4, ARDINA_R_10_3, ARDINA_SIDE_NONE,
                        "nobody committed markers to the %s: no roll, and progress stays at %s", table_labels[t],
                        ardina_data_progress[c->g->progress].label);
        else
          ardina_emit (c, ARDINA_R_9_4, ARDINA_SIDE_NONE, "nobody committed markers to the %s: no roll, no change",
                       table_labels[t]);
      }
}

/* ---- one contest ---- */

/* 9.3, 9.4, 12.5: the dice @side rolls on @target. */
static guint
dice_for (const ArdinaGame *g, ArdinaSide side, guint target)
{
  if (!points (g, side, target))
    return 0;
  if (side == ARDINA_SIDE_AMERICAN && target == T_BALANCE
      && ardina_progress_has (g, ARDINA_PROGRESS_EFFECT_AMERICAN_TWO_BALANCE_DICE))
    return 2;
  return 1;
}

static ArdinaRun compare (ArdinaCtx *c, ArdinaFrame *f);
static ArdinaRun apply (ArdinaCtx *c, ArdinaFrame *f, int winner);


/* Rolls the next die of the contest, American first, or compares. */
static ArdinaRun
next_die (ArdinaCtx *c, ArdinaFrame *f)
{
  Rabble *p = ARDINA_PAYLOAD (f, Rabble);
  while (p->roller < 2)
    {
      if (p->dice_left)
        {
          ardina_emit (c, ARDINA_R_9_3, (ArdinaSide) p->roller, "%s: a die for the %s, who has %d so far",
                       target_label (p->target), side_noun ((ArdinaSide) p->roller), p->total[p->roller]);
          f->step = ROLLED;
          return ardina_roll_call (c, (ArdinaSide) p->roller, ARDINA_R_9_3, TRUE) ? ARDINA_RUN_AGAIN
                                                                                   : ARDINA_RUN_ERROR;
        }
      if (++p->roller < 2)
        p->dice_left = (uint8_t) dice_for (c->g, (ArdinaSide) p->roller, p->target);
    }
  return compare (c, f);
}

static ArdinaRun
contest (ArdinaCtx *c, ArdinaFrame *f)
{
  Rabble *p = ARDINA_PAYLOAD (f, Rabble);
  int am = points (c->g, ARDINA_SIDE_AMERICAN, p->target), br = points (c->g, ARDINA_SIDE_BRITISH, p->target);
  if (!am && !br)
    {
      /* 9.4: a region nobody committed to (the whole table was settled
       * at the reveal when nobody committed to any). */
      f->step = NEXT;
      return ARDINA_RUN_AGAIN;
    }
  p->total[0] = (int16_t) am;
  p->total[1] = (int16_t) br;
  if (!am || !br)
    {
      /* 9.4: the side that committed nothing does not roll, and the
       * other wins without a roll. */
      ArdinaSide idle = am ? ARDINA_SIDE_BRITISH : ARDINA_SIDE_AMERICAN;
      ardina_emit (c, ARDINA_R_9_4, idle, "%s: the %s committed nothing and does not roll; %s unopposed",
                   target_label (p->target), side_noun (idle), wins (ardina_other (idle)));
      return apply (c, f, ardina_other (idle));
    }
  p->roller = 0;
  p->dice_left = (uint8_t) dice_for (c->g, ARDINA_SIDE_AMERICAN, p->target);
  if (p->dice_left == 2)
    ardina_emit (c, ARDINA_R_12_5, ARDINA_SIDE_AMERICAN,
                 "progress is at Declaration of Independence or beyond: the American rolls two dice on the "
                 "Balance of Power");
  return next_die (c, f);
}

/* ---- the effects of a win (10, 11, 12) ---- */

static ArdinaRun
then_next (ArdinaFrame *f, int waiting)
{
  f->step = NEXT;
  return waiting < 0 ? ARDINA_RUN_ERROR : ARDINA_RUN_AGAIN;
}

static ArdinaRun
progress_result (ArdinaCtx *c, ArdinaFrame *f, int winner)
{
  if (winner != ARDINA_SIDE_AMERICAN)
    {
      /* 10.3, R-63: the British hold the revolution back, never push it
       * back (10.4). */
      ardina_emit2 (c, ARDINA_R_10_3, ARDINA_R_9_1, ARDINA_SIDE_NONE,
                    "%s: Revolutionary Progress stays at %s (only an American win moves it, R-63)",
                    winner < 0 ? "a tie" : "a British win", ardina_data_progress[c->g->progress].label);
      return then_next (f, 0);
    }
  return then_next (f, ardina_progress_advance (c));
}

static ArdinaRun
loyalty_result (ArdinaCtx *c, ArdinaFrame *f, int winner)
{
  guint r = ARDINA_PAYLOAD (f, Rabble)->target - T_REGION0;
  const char *label = ardina_data_regions[r].label;
  int v = c->g->loyalty[r];
  if (winner < 0)
    {
      ardina_emit (c, ARDINA_R_11_4, ARDINA_SIDE_NONE, "a tie: %s stays at %+d", label, v);
      return then_next (f, 0);
    }
  int to = v + (winner == ARDINA_SIDE_AMERICAN ? 1 : -1);
  uint16_t rule = winner == ARDINA_SIDE_AMERICAN ? ARDINA_R_11_2 : ARDINA_R_11_3;
  if (to > ARDINA_DATA_LOYALTY_MAX || to < ARDINA_DATA_LOYALTY_MIN)
    ardina_emit2 (c, ARDINA_R_11_5, rule, (ArdinaSide) winner,
                  "%s is already at %+d, the %s end of the track: the %s win is lost (R-27)", label, v,
                  winner == ARDINA_SIDE_AMERICAN ? "pro-American" : "pro-British", side_noun ((ArdinaSide) winner));
  else
    {
      c->g->loyalty[r] = (int8_t) to;
      ardina_emit (c, rule, (ArdinaSide) winner, "%s shifts one space toward the %s, from %+d to %+d", label,
                   side_noun ((ArdinaSide) winner), v, to);
    }
  return then_next (f, 0);
}

/* 12.7, R-29: what the Balance's level now puts in force. */
static void
tell_balance_level (ArdinaCtx *c)
{
  const ArdinaDataBalanceLevel *lv = &ardina_data_balance[c->g->balance];
  ardina_emit (c, ARDINA_R_12_7, ARDINA_SIDE_NONE,
               "the Balance of Power is at %s%s: its effects and those of its half toward Neutral are in force (R-29)",
               lv->label, ardina_value_reconstructed ("balance", lv->name, "position") ? " (reconstructed)" : "");
}

/* 12.8: a move into or out of France's or Spain's level changes who is
 * at war; section 26 (ardina_alliance_after_shift) carries it out. */
static void
tell_alliances (ArdinaCtx *c, int before)
{
  static const uint8_t nations[] = { ARDINA_UNATION_FRENCH, ARDINA_UNATION_SPANISH };
  static const char *const names[] = { "France", "Spain" };
  ArdinaGame was = *c->g;
  was.balance = (int8_t) before;
  for (guint i = 0; i < G_N_ELEMENTS (nations); i++)
    {
      gboolean now = ardina_nation_allied (c->g, nations[i]), then = ardina_nation_allied (&was, nations[i]);
      if (now != then)
        ardina_emit (c, ARDINA_R_12_8, ARDINA_SIDE_NONE, "%s %s: section 26 applies", names[i],
                     now ? "enters the war as the American's ally" : "returns to neutrality");
    }
}

static ArdinaRun
balance_result (ArdinaCtx *c, ArdinaFrame *f, int winner)
{
  Rabble *p = ARDINA_PAYLOAD (f, Rabble);
  const char *at = ardina_data_balance[c->g->balance].label;
  if (winner < 0)
    {
      ardina_emit (c, ARDINA_R_12_4, ARDINA_SIDE_NONE, "a tie: the Balance of Power stays at %s", at);
      return then_next (f, 0);
    }
  int to = c->g->balance + (winner == ARDINA_SIDE_AMERICAN ? 1 : -1);
  uint16_t rule = winner == ARDINA_SIDE_AMERICAN ? ARDINA_R_12_2 : ARDINA_R_12_3;
  if (to < 0 || to >= ARDINA_DATA_N_BALANCE)
    {
      ardina_emit2 (c, ARDINA_R_12_6, rule, (ArdinaSide) winner,
                    "the Balance of Power is at %s, the %s edge: it moves no farther and the %s win is lost", at,
                    side_noun ((ArdinaSide) winner), side_noun ((ArdinaSide) winner));
      return then_next (f, 0);
    }
  p->before = c->g->balance;
  c->g->balance = (int8_t) to;
  ardina_emit (c, rule, (ArdinaSide) winner, "the Balance of Power shifts one space toward the %s, from %s to %s",
               side_noun ((ArdinaSide) winner), at, ardina_data_balance[to].label);
  tell_balance_level (c);
  tell_alliances (c, p->before);
  /* 12.8: the alliances of 26 follow every move of the marker. */
  return then_next (f, ardina_alliance_after_shift (c, p->before));
}

static ArdinaRun
compare (ArdinaCtx *c, ArdinaFrame *f)
{
  Rabble *p = ARDINA_PAYLOAD (f, Rabble);
  int am = p->total[0], br = p->total[1];
  int winner = am > br ? ARDINA_SIDE_AMERICAN : br > am ? ARDINA_SIDE_BRITISH : -1;
  ardina_emit (c, ARDINA_R_9_3, winner < 0 ? ARDINA_SIDE_NONE : (ArdinaSide) winner,
               "%s: American %d, British %d: %s", target_label (p->target), am, br,
               winner < 0 ? "a tie, nobody wins" : wins ((ArdinaSide) winner));
  return apply (c, f, winner);
}

/* The effect of @winner's win (-1: a tie) on the contest's table. */
static ArdinaRun
apply (ArdinaCtx *c, ArdinaFrame *f, int winner)
{
  Rabble *p = ARDINA_PAYLOAD (f, Rabble);
  switch (table_of (p->target))
    {
    case TABLE_PROGRESS:
      return progress_result (c, f, winner);
    case TABLE_BALANCE:
      return balance_result (c, f, winner);
    default:
      return loyalty_result (c, f, winner);
    }
}

/* ---- the order of the tables (9.3, R-60) ---- */

static guint
left (const Rabble *p)
{
  return (guint) __builtin_popcount (~p->done & ALL_TABLES);
}

static ArdinaRun
start_table (ArdinaCtx *c, ArdinaFrame *f, guint table)
{
  Rabble *p = ARDINA_PAYLOAD (f, Rabble);
  p->target = table == TABLE_PROGRESS ? T_PROGRESS : table == TABLE_BALANCE ? T_BALANCE : T_REGION0;
  ardina_emit (c, ARDINA_R_9_3, (ArdinaSide) f->side, "the %s is resolved%s", table_labels[table],
               table == TABLE_LOYALTY ? ", region by region in the order of the track (R-60)" : "");
  f->step = CONTEST;
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
order (ArdinaCtx *c, ArdinaFrame *f)
{
  Rabble *p = ARDINA_PAYLOAD (f, Rabble);
  if (!left (p))
    {
      f->step = SPEND;
      return ARDINA_RUN_AGAIN;
    }
  if (left (p) == 1)
    return start_table (c, f, (guint) __builtin_ctz (~p->done & ALL_TABLES));
  return ARDINA_RUN_DECIDE;
}

static ArdinaRun
next_target (ArdinaFrame *f)
{
  Rabble *p = ARDINA_PAYLOAD (f, Rabble);
  if (table_of (p->target) == TABLE_LOYALTY && p->target + 1 < N_TARGETS)
    {
      p->target++;
      f->step = CONTEST;
    }
  else
    {
      p->done |= 1u << table_of (p->target);
      f->step = ORDER;
    }
  p->total[0] = p->total[1] = 0;
  p->roller = p->dice_left = 0;
  p->before = 0;
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
rabble_run (ArdinaCtx *c, ArdinaFrame *f)
{
  Rabble *p = ARDINA_PAYLOAD (f, Rabble);
  int16_t result = 0;
  ardina_returned (f, &result);
  switch (f->step)
    {
    case START:
      tell_tables (c);
      f->step = REVEAL;
      return ardina_commit_call (c, ARDINA_COMMIT_RABBLE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
    case REVEAL:
      reveal (c, f);
      f->step = ORDER;
      return ARDINA_RUN_AGAIN;
    case ORDER:
      return order (c, f);
    case CONTEST:
      return contest (c, f);
    case ROLLED:
      p->total[p->roller] = (int16_t) (p->total[p->roller] + result);
      p->dice_left--;
      return next_die (c, f);
    case NEXT:
      return next_target (f);
    default:
      /* 9.3: win or lose, the committed markers go back to the pool. */
      ardina_commit_spend (c->g);
      ardina_emit (c, ARDINA_R_9_3, ARDINA_SIDE_NONE, "every committed rabble rousing marker goes back to the pool");
      ardina_pop (c, 0);
      return ARDINA_RUN_AGAIN;
    }
}

static guint
rabble_who (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide out[2])
{
  if (f->step != ORDER)
    return 0;
  out[0] = (ArdinaSide) f->side;
  return 1;
}

static void
rabble_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  const Rabble *p = ARDINA_PAYLOAD (f, Rabble);
  GString *s = g_string_new (NULL);
  for (guint t = 0; t < N_TABLES; t++)
    if (!(p->done & (1u << t)))
      g_string_append_printf (s, "%s%s", s->len ? "|" : "", ardina_word_names[table_words[t]]);
  out->kind = ARDINA_DECISION_CHOOSE;
  out->rule = ardina_rule_nth (ARDINA_R_9_3);
  g_snprintf (out->prompt, sizeof out->prompt, "%s, First Player, chooses the table resolved next (choose %s)",
              ardina_side_label (side), s->str);
  g_string_free (s, TRUE);
}

/* The tables rabble_act accepts: the First Player, when the commitments
 * are revealed, chooses a table not yet resolved this phase (9.3). */
static void
rabble_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g;
  const Rabble *p = ARDINA_PAYLOAD (f, Rabble);
  if (f->step != ORDER || side != f->side)
    return;
  for (guint t = 0; t < N_TABLES; t++)
    if (!(p->done & (1u << t)))
      ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, ARDINA_OPERAND_WORD (table_words[t]));
}

/* Every word of the grammar: the space debug builds hold rabble_generate
 * to. */
static void
rabble_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  for (guint w = 0; w < ARDINA_WORD_COUNT; w++)
    ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, ARDINA_OPERAND_WORD (w));
}

static gboolean
rabble_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  Rabble *p = ARDINA_PAYLOAD (f, Rabble);
  int table = -1;
  if (f->step != ORDER || a->side != f->side)
    return ardina_refuse (c, ARDINA_R_9_3, "the First Player alone orders the tables, when the commitments are revealed");
  if (a->verb == ARDINA_VERB_CHOOSE)
    for (guint t = 0; t < N_TABLES; t++)
      if (a->args[0] == ARDINA_OPERAND_WORD (table_words[t]))
        table = (int) t;
  if (table < 0)
    return ardina_refuse (c, ARDINA_R_9_3, "the First Player chooses the table resolved next: "
                          "choose progress, balance or loyalty");
  if (p->done & (1u << table))
    return ardina_refuse (c, ARDINA_R_9_3, "the %s is already resolved this phase", table_labels[table]);
  if (c->check_only)
    return TRUE;
  ardina_emit (c, ARDINA_R_9_3, (ArdinaSide) f->side, "%s chooses the %s", ardina_side_label ((ArdinaSide) f->side),
               table_labels[table]);
  start_table (c, f, (guint) table);
  return TRUE;
}

/* It stands on the turn at its own step, for the First Player; it waits
 * on a child, or decides the order of the tables. */
static gboolean
rabble_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const ArdinaFrame *turn = depth ? &g->stack[depth - 1] : NULL;
  const Rabble *p = ARDINA_PAYLOAD (f, Rabble);
  if (!turn || turn->proc != ARDINA_PROC_TURN || turn->call != ARDINA_CALL_WAITING
      || ardina_turn_step_proc (turn->step) != f->proc || f->side != g->first)
    {
      g_string_append (why, "the rabble rousing phase stands on the turn at its step, for the First Player");
      return FALSE;
    }
  if (p->roller > 2 || p->dice_left > 2 || p->target >= N_TARGETS || p->done > ALL_TABLES)
    {
      g_string_append (why, "the rabble rousing phase's contest is out of its bounds");
      return FALSE;
    }
  /* A die is being rolled for one side (the totals are indexed by the
   * roller), and it is one of the dice he had left. */
  if (f->step == ROLLED && (p->roller > 1 || p->dice_left < 1 || f->call != ARDINA_CALL_WAITING))
    {
      g_string_append (why, "[9.3] a die of the contest is rolled for the American or the British, "
                       "who has a die left to roll");
      return FALSE;
    }
  /* Each total leaves room for the dice still to come to it (the roller's
   * left, two at most for a side yet to roll): adding them keeps it
   * within its field. */
  for (guint s = 0; s < 2; s++)
    if (p->total[s] + 6 * (s < p->roller ? 0 : s == p->roller ? p->dice_left : 2) > TOTAL_MAX)
      {
        g_string_append (why, "[9.3] a contest's total leaves no room for the dice still to be added to it");
        return FALSE;
      }
  return TRUE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (Rabble, done, "done", ARDINA_FIELD_BYTE, 0, ALL_TABLES),
  ARDINA_FIELD_DEF (Rabble, target, "target", ARDINA_FIELD_BYTE, 0, N_TARGETS - 1),
  ARDINA_FIELD_DEF (Rabble, roller, "roller", ARDINA_FIELD_BYTE, 0, 2),
  ARDINA_FIELD_DEF (Rabble, dice_left, "dice-left", ARDINA_FIELD_BYTE, 0, 2),
  ARDINA_FIELD_DEF (Rabble, total[0], "american-total", ARDINA_FIELD_INT, 0, TOTAL_MAX),
  ARDINA_FIELD_DEF (Rabble, total[1], "british-total", ARDINA_FIELD_INT, 0, TOTAL_MAX),
  ARDINA_FIELD_DEF (Rabble, before, "balance-before", ARDINA_FIELD_INT, 0, ARDINA_DATA_N_BALANCE - 1),
};

const ArdinaProcClass ardina_rabble_class = {
  .name = "rabble-rousing", .owner = ARDINA_OWNER_PLAYER, .commits = 1,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = rabble_run, .who = rabble_who, .prompt = rabble_prompt,
  .candidates = ardina_candidates_none, .act = rabble_act, .check = rabble_check,
  .generate = rabble_generate, .space = rabble_space,
};
