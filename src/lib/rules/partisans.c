/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Partisans (optional section 29; the rulebook prints 29.2-29.5 as
 * 28.2-28.5). Every row and decision here is gated by section 29: with
 * the section off nothing is offered and nothing happens (1.4, R-9).
 *
 * - Creating one (29.2): in his Mobilization Phase a player names a
 *   colonial region (`partisan REGION`) and pays by its loyalty from his
 *   side (2 pro, 3 neutral, 4 pro-enemy: mobilization.xml), or gives a
 *   rabble rousing marker worth that much to him (`partisan REGION
 *   MARKER`, 9.1(4), R-6); Committee of Correspondence pays nothing in a
 *   region pro his side (markers/committee.c, R-75). Then the partisan
 *   procedure below rolls (a die-roll procedure, so a Master Plan may
 *   answer it, R-46): 1-3 nothing, 4-6 he places it (`choose LOCALE`).
 * - Placement (29.3): a locale of the seven colonial regions with no
 *   partisan of his own; an enemy partisan there is removed (29.5), since
 *   partisans are one marker type for 15.2.
 * - Effects (29.4): the town is worth nothing to the enemy, forage
 *   included (TOWN_POINTS and FORAGE rows, 6.4, R-31); an enemy force
 *   entering the locale stops there (an ENTER row).
 *
 * Frame (partisan): side the player; payload the region named and
 * whether the marker came free (Committee of Correspondence). */
#include "rules.h"

typedef struct {
  uint8_t region;          /* the map region named */
  uint8_t free;            /* placed by Committee of Correspondence */
} Partisan;

enum { ROLL, PLACE };
static const char *const step_names[] = { "roll", "place" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == PLACE + 1);

static gboolean
played (const ArdinaGame *g)
{
  return (g->optional & ARDINA_OPTIONAL (29)) != 0;
}

static uint8_t
own_kind (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? ARDINA_MARKER_PARTISAN_REBEL : ARDINA_MARKER_PARTISAN_TORY;
}

static const char *
partisan_noun (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? "Rebel partisan" : "Tory partisan";
}

/* TOWN_POINTS and FORAGE, 6.4, 29.4: an enemy partisan there denies the
 * locale to @side. */
uint16_t
ardina_partisan_denies (const ArdinaGame *g, uint16_t locale, ArdinaSide side)
{
  return ardina_enemy_partisan_at (g, side, locale) ? ARDINA_R_6_4 : 0;
}

/* ENTER, 29.4(2): an enemy force entering a locale where a partisan of
 * the other side stands stops there for the phase. A force that began
 * its move there left it freely: only entering is stopped. The stop of
 * 16.10 (enemy units there) is left as it is: it already holds the force
 * and calls for a battle. */
void
ardina_partisan_enter (ArdinaCtx *c, ArdinaHookEnter *q)
{
  if (q->stop || !ardina_enemy_partisan_at (c->g, q->side, q->to))
    return;
  q->stop = ARDINA_R_29_4;
  ardina_emit (c, ARDINA_R_29_4, q->side, "a %s stands in %s: the force stops there for this Movement Phase",
               partisan_noun (ardina_other (q->side)), ardina_data_locales[q->to].label);
}

/* ---- where a partisan may go (29.3) ---- */

/* One of the seven colonial regions (3.1, 29.3). */
static gboolean
colonial (guint region)
{
  return region < ARDINA_DATA_N_MAP_REGIONS && ardina_data_map_regions[region].colonial;
}

/* 29.3: @locale lies in @region and holds no partisan of @side. */
static gboolean
placeable (const ArdinaGame *g, ArdinaSide side, guint region, guint locale)
{
  return locale < ARDINA_DATA_N_LOCALES && ardina_locale_region ((uint16_t) locale) == region
         && !g->markers[own_kind (side)][locale];
}

/* The locales of each map region, in locale order: region r's are
 * locale[first[r]] up to, not including, locale[first[r + 1]]. Made once
 * from the map, so a region's room is asked of its own locales only. */
typedef struct {
  guint first[ARDINA_DATA_N_MAP_REGIONS + 1];
  uint16_t locale[ARDINA_DATA_N_LOCALES];
} RegionLocales;

static const RegionLocales *
region_locales (void)
{
  static RegionLocales t;
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      guint n = 0;
      for (guint r = 0; r < ARDINA_DATA_N_MAP_REGIONS; r++)
        {
          t.first[r] = n;
          for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
            if (ardina_locale_region ((uint16_t) l) == r)
              t.locale[n++] = (uint16_t) l;
        }
      t.first[ARDINA_DATA_N_MAP_REGIONS] = n;
      g_once_init_leave (&done, 1);
    }
  return &t;
}

/* 29.3: a locale of @region holds no partisan of @side. */
static gboolean
region_open (const ArdinaGame *g, ArdinaSide side, guint region)
{
  const RegionLocales *t = region_locales ();
  if (region >= ARDINA_DATA_N_MAP_REGIONS)
    return FALSE;
  for (guint k = t->first[region]; k < t->first[region + 1]; k++)
    if (placeable (g, side, region, t->locale[k]))
      return TRUE;
  return FALSE;
}

/* 29.3: @code names a colonial region where @side has room for a partisan;
 * refuses with 29.3 when not. */
gboolean
ardina_partisan_region_ok (ArdinaCtx *c, ArdinaSide side, uint16_t code)
{
  guint r = ARDINA_CODE_INDEX (code);
  if (ARDINA_CODE_KIND (code) != ARDINA_CODE_REGION || !colonial (r))
    return ardina_refuse (c, ARDINA_R_29_3, "partisans are raised only in the seven colonial regions");
  if (!region_open (c->g, side, r))
    return ardina_refuse (c, ARDINA_R_29_3, "every locale of %s already holds a %s: there is no room for "
                          "another", ardina_data_map_regions[r].label, partisan_noun (side));
  return TRUE;
}

/* 29.2: the region's loyalty seen from @side. */
static ArdinaBracket
bracket (const ArdinaGame *g, ArdinaSide side, guint region)
{
  uint16_t r = ardina_data_map_regions[region].loyalty;
  int v = r == ARDINA_NONE ? 0 : ardina_loyalty_for (g, r, side);
  return v > 0 ? ARDINA_BRACKET_PRO : v < 0 ? ARDINA_BRACKET_ENEMY : ARDINA_BRACKET_NEUTRAL;
}

/* Committee of Correspondence's partisan (7.9): a region pro @side. */
gboolean
ardina_partisan_region_pro (const ArdinaGame *g, ArdinaSide side, uint16_t code)
{
  return ARDINA_CODE_KIND (code) == ARDINA_CODE_REGION && colonial (ARDINA_CODE_INDEX (code))
         && bracket (g, side, ARDINA_CODE_INDEX (code)) == ARDINA_BRACKET_PRO;
}

static const char *
region_name_at (guint i)
{
  return i < ARDINA_DATA_N_MAP_REGIONS ? ardina_data_map_regions[i].name : "?";
}

/* ---- the procedure: the roll, then the placement ---- */

/* Starts the 29.2 roll for @side in @region (a map region index): called
 * above the running procedure (the Mobilization Phase) or pushed as an
 * interrupt (a Committee of Correspondence played at any time). */
gboolean
ardina_partisan_start (ArdinaCtx *c, ArdinaSide side, guint region, gboolean free, gboolean pushed)
{
  ArdinaFrame *f = pushed ? ardina_push (c, ARDINA_PROC_PARTISAN, side) : ardina_call (c, ARDINA_PROC_PARTISAN, side);
  if (!f)
    return FALSE;
  ARDINA_PAYLOAD (f, Partisan)->region = (uint8_t) region;
  ARDINA_PAYLOAD (f, Partisan)->free = (uint8_t) free;
  return TRUE;
}

static ArdinaRun
partisan_run (ArdinaCtx *c, ArdinaFrame *f)
{
  Partisan *p = ARDINA_PAYLOAD (f, Partisan);
  ArdinaSide side = (ArdinaSide) f->side;
  int16_t die = 0;
  if (f->step == PLACE)
    return ARDINA_RUN_DECIDE;
  if (!ardina_returned (f, &die))
    return ardina_roll_call (c, side, ARDINA_R_29_2, TRUE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
  if (g_strcmp0 (ardina_roll_outcome (ARDINA_ROLL_PARTISAN_PLACEMENT, die), "placed") != 0)
    {
      ardina_emit (c, ARDINA_R_29_2, side, "partisan roll %d in %s: no partisan appears", die,
                   ardina_data_map_regions[p->region].label);
      ardina_pop (c, 0);
      return ARDINA_RUN_AGAIN;
    }
  /* 29.1: Rebels are the American's partisans, Tories the British */
  ardina_emit2 (c, ARDINA_R_29_2, ARDINA_R_29_1, side, "partisan roll %d in %s: %s places a %s there", die,
                ardina_data_map_regions[p->region].label, ardina_side_label (side), partisan_noun (side));
  f->step = PLACE;
  return ARDINA_RUN_DECIDE;
}

static guint
partisan_who (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide out[2])
{
  (void) g;
  if (f->step != PLACE)
    return 0;
  out[0] = (ArdinaSide) f->side;
  return 1;
}

static void
partisan_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = ARDINA_DECISION_CHOOSE;
  out->rule = ardina_rule_nth (ARDINA_R_29_3);
  g_snprintf (out->prompt, sizeof out->prompt, "%s places a %s in a locale of %s without one of his own "
              "(choose LOCALE)", ardina_side_label (side), partisan_noun (side),
              ardina_data_map_regions[ARDINA_PAYLOAD (f, Partisan)->region].label);
  (void) g;
}

static void
partisan_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  guint r = ARDINA_PAYLOAD (f, Partisan)->region;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (placeable (g, side, r, l))
      ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, ARDINA_CODE_LOCALE | l);
}

/* Every locale: the space debug builds hold partisan_generate to. */
static void
partisan_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  ardina_actions_add_codes (out, side, ARDINA_VERB_CHOOSE, ARDINA_CODE_LOCALE, ARDINA_DATA_N_LOCALES);
}

static gboolean
partisan_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  guint r = ARDINA_PAYLOAD (f, Partisan)->region;
  uint16_t code = a->n_args ? a->args[0] : 0;
  if (a->verb != ARDINA_VERB_CHOOSE || ARDINA_CODE_KIND (code) != ARDINA_CODE_LOCALE)
    return ardina_refuse (c, ARDINA_R_29_3, "%s places the partisan in a locale (choose LOCALE)",
                          ardina_side_label (side));
  guint l = ARDINA_CODE_INDEX (code);
  if (ardina_locale_region ((uint16_t) l) != r)
    return ardina_refuse (c, ARDINA_R_29_2, "the partisan goes into a locale of the region named, %s",
                          ardina_data_map_regions[r].label);
  if (!placeable (c->g, side, r, l))
    return ardina_refuse (c, ARDINA_R_29_3, "%s already holds a %s: never two of one side in a locale",
                          ardina_data_locales[l].label, partisan_noun (side));
  if (c->check_only)
    return TRUE;
  uint8_t enemy = own_kind (ardina_other (side));
  if (c->g->markers[enemy][l])
    {
      c->g->markers[enemy][l] = 0;
      ardina_emit2 (c, ARDINA_R_29_5, ARDINA_R_15_2, side, "the %s in %s is removed as the %s goes in: no "
                    "political points, no battle", partisan_noun (ardina_other (side)), ardina_data_locales[l].label,
                    partisan_noun (side));
    }
  c->g->markers[own_kind (side)][l] = (uint8_t) (1 + side);
  ardina_emit2 (c, ARDINA_R_29_2, ARDINA_R_29_3, side, "%s places a %s in %s", ardina_side_label (side),
                partisan_noun (side), ardina_data_locales[l].label);
  ardina_pop (c, 0);
  return TRUE;
}

/* The procedure stands above the phase that called it or the decision a
 * Committee of Correspondence interrupted, with section 29 in play: rolling
 * (waiting on its die), or placing in a colonial region with room. */
static gboolean
partisan_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const Partisan *p = ARDINA_PAYLOAD (f, Partisan);
  gboolean ok = played (g) && depth > 0 && colonial (p->region)
                && (f->step == ROLL ? f->call == ARDINA_CALL_WAITING
                                    : region_open (g, (ArdinaSide) f->side, p->region));
  if (!ok)
    g_string_append (why, "a partisan is raised in a colonial region with room for it, with section 29 in play "
                     "(29.2, 29.3): rolling, then placing");
  return ok;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_NAMED (Partisan, region, "region", region_name_at, ARDINA_DATA_N_MAP_REGIONS),
  ARDINA_FIELD_DEF (Partisan, free, "free", ARDINA_FIELD_BOOL, 0, 1),
};

const ArdinaProcClass ardina_partisan_class = {
  .name = "partisan", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = partisan_run, .who = partisan_who, .prompt = partisan_prompt,
  .candidates = ardina_candidates_none, .act = partisan_act, .check = partisan_check,
  .generate = partisan_generate, .space = partisan_space,
};

/* ---- bought in the Mobilization Phase (29.2, 9.1(4)) ---- */

/* 29.2: what a partisan costs @side in @region (mobilization.xml), with
 * the British turn-1 doubling of 4.8 as for every purchase. */
static int
price (const ArdinaGame *g, ArdinaSide side, guint region)
{
  gboolean reconstructed = FALSE;
  return ardina_item_cost (g, side, ARDINA_ITEM_PARTISAN, ARDINA_NATION_ANY, bracket (g, side, region),
                           &reconstructed);
}

/* 9.1(4), R-6: a rabble rousing marker in @side's hand, free, worth at
 * least @cost to him, pays the partisan in full. */
static gboolean
marker_pays (ArdinaCtx *c, ArdinaSide side, uint16_t piece, int cost)
{
  if (ARDINA_CODE_KIND (piece) != ARDINA_CODE_PIECE || ARDINA_CODE_INDEX (piece) >= ARDINA_DATA_N_CAMPAIGN_PIECES)
    return ardina_refuse (c, ARDINA_R_9_1, "a partisan is paid with political points or one rabble rousing "
                          "marker (R-6)");
  const ArdinaDataCampaign *k = &ardina_data_campaigns[ardina_piece_campaign (piece)];
  const ArdinaPlace *p = &c->g->pieces[ARDINA_CODE_INDEX (piece)];
  if (k->category != ARDINA_CAMPAIGN_CATEGORY_RABBLE)
    return ardina_refuse (c, ARDINA_R_9_1, "only a rabble rousing marker may pay for a partisan (R-6)");
  if (p->zone != ARDINA_ZONE_HAND || p->side != side || (p->flags & ARDINA_PIECE_OFFERED))
    return ardina_refuse (c, ARDINA_R_9_1, "%s does not hold %s free to spend", ardina_side_label (side),
                          ardina_code_label (piece));
  if (k->value[side] < cost)
    return ardina_refuse (c, ARDINA_R_9_1, "%s is worth %d to %s, less than the %d points the partisan costs "
                          "(R-6)", ardina_code_label (piece), (int) k->value[side], ardina_side_label (side), cost);
  return TRUE;
}

/* `partisan REGION [MARKER]` in @side's Mobilization Phase (29.2, 9.1(4)). */
gboolean
ardina_partisan_buy (ArdinaCtx *c, ArdinaSide side, uint16_t region, uint16_t marker)
{
  if (!played (c->g))
    return ardina_refuse (c, ARDINA_R_29_2, "partisans are raised only with the optional rules of section 29 "
                          "(1.4, R-9)");
  if (!ardina_partisan_region_ok (c, side, region))
    return FALSE;
  guint r = ARDINA_CODE_INDEX (region);
  int cost = price (c->g, side, r);
  if (cost < 0)
    return ardina_refuse (c, ARDINA_R_29_2, "the Mobilization Table has no price for a partisan");
  if (marker == ARDINA_NONE && c->g->points[side] < cost)
    return ardina_refuse (c, ARDINA_R_29_2, "a partisan in %s costs %s %d points and he has %d",
                          ardina_data_map_regions[r].label, ardina_side_label (side), cost, c->g->points[side]);
  if (marker != ARDINA_NONE && !marker_pays (c, side, marker, cost))
    return FALSE;
  if (!ardina_stack_room (c->g, 3))
    return ardina_refuse (c, ARDINA_R_29_2, "no room is left on the procedure stack for a partisan roll");
  if (c->check_only)
    return TRUE;
  if (marker == ARDINA_NONE)
    {
      c->g->points[side] = (int16_t) (c->g->points[side] - cost);
      ardina_emit (c, ARDINA_R_29_2, side, "%s spends %d political points for a partisan in %s and rolls",
                   ardina_side_label (side), cost, ardina_data_map_regions[r].label);
    }
  else
    {
      ardina_piece_move (c->g, marker, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);   /* 7.7 */
      ardina_emit2 (c, ARDINA_R_9_1, ARDINA_R_29_2, side, "%s spends %s, worth %d to him, for a partisan in %s "
                    "(cost %d, R-6) and rolls; the marker goes to the pool", ardina_side_label (side),
                    ardina_code_label (marker), (int) ardina_data_campaigns[ardina_piece_campaign (marker)].value[side],
                    ardina_data_map_regions[r].label, cost);
    }
  return ardina_partisan_start (c, side, r, FALSE, FALSE);
}

/* The partisan purchases act accepts, generated for the phase's listing:
 * every colonial region with room, paid in points, or with each rabble
 * rousing marker of the hand worth the price. The hand's rabble rousing
 * markers are found once, and the price once per loyalty bracket. */
void
ardina_partisan_generate (const ArdinaGame *g, ArdinaSide side, ArdinaActionList *out)
{
  if (!played (g) || !ardina_stack_room (g, 3))
    return;
  uint16_t rabble[ARDINA_MAX_PIECES];
  int8_t worth[ARDINA_MAX_PIECES];
  guint n_rabble = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      const ArdinaPlace *p = &g->pieces[i];
      if (p->zone != ARDINA_ZONE_HAND || p->side != side || (p->flags & ARDINA_PIECE_OFFERED))
        continue;
      const ArdinaDataCampaign *k = &ardina_data_campaigns[ardina_piece_campaign (ARDINA_CODE_PIECE | i)];
      if (k->category == ARDINA_CAMPAIGN_CATEGORY_RABBLE)
        {
          rabble[n_rabble] = (uint16_t) (ARDINA_CODE_PIECE | i);
          worth[n_rabble++] = k->value[side];
        }
    }
  int prices[ARDINA_BRACKET_ENEMY + 1] = { 0 };
  gboolean priced[ARDINA_BRACKET_ENEMY + 1] = { FALSE };
  for (guint r = 0; r < ARDINA_DATA_N_MAP_REGIONS; r++)
    {
      if (!colonial (r) || !region_open (g, side, r))
        continue;
      ArdinaBracket b = bracket (g, side, r);
      if (!priced[b])
        prices[b] = price (g, side, r), priced[b] = TRUE;
      int cost = prices[b];
      if (cost < 0)
        continue;
      if (g->points[side] >= cost)
        ardina_actions_add (out, side, ARDINA_VERB_PARTISAN, 1, ARDINA_CODE_REGION | r);
      for (guint k = 0; k < n_rabble; k++)
        if (worth[k] >= cost)
          ardina_actions_add (out, side, ARDINA_VERB_PARTISAN, 2, ARDINA_CODE_REGION | r, rabble[k]);
    }
}

/* The space debug builds hold ardina_partisan_generate to: every region,
 * paid in points or with any campaign marker. */
void
ardina_partisan_space (ArdinaSide side, ArdinaActionList *out)
{
  for (guint r = 0; r < ARDINA_DATA_N_MAP_REGIONS; r++)
    {
      ardina_actions_add (out, side, ARDINA_VERB_PARTISAN, 1, ARDINA_CODE_REGION | r);
      for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
        ardina_actions_add (out, side, ARDINA_VERB_PARTISAN, 2, ARDINA_CODE_REGION | r, ARDINA_CODE_PIECE | i);
    }
}
