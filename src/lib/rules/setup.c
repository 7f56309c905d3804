/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The set-up of rule 4, run from the instructions of setup.xml in order.
 *
 * Most instructions are carried out at once. Those that leave a choice to
 * a player (a region instead of a locale, "Camden or Charlotte") stop for a
 * decision of the player who sets that force up: the British for theirs
 * (4.2), the American for his own and for the French and Spanish (4.4, 4.5).
 *
 * Frame: side none; payload the index of the next instruction and whether
 * the American must keep apart from British units (4.3). */
#include "rules.h"
#include "core/board.h"

#include <string.h>

typedef struct {
  int16_t next;
  uint8_t keep_apart;
} Setup;

static const char *const step_names[] = { "placing" };


static const ArdinaDataSetup *
current (const ArdinaFrame *f)
{
  int16_t i = ARDINA_PAYLOAD (f, Setup)->next;
  return i >= 0 && i < (int) ARDINA_DATA_N_SETUP ? &ardina_data_setup[i] : NULL;
}

const ArdinaDataSetup *
ardina_setup_instruction (const ArdinaGame *g)
{
  const ArdinaFrame *f = ardina_top (g);
  return f && f->proc == ARDINA_PROC_SETUP ? current (f) : NULL;
}

static gboolean
optional_on (const ArdinaGame *g, uint8_t section)
{
  return section == 0 || (g->optional & ARDINA_OPTIONAL (section));
}

static ArdinaSide
decider (const ArdinaDataSetup *d)
{
  return d->side == 1 ? ARDINA_SIDE_BRITISH : ARDINA_SIDE_AMERICAN;
}

/* A choice left to a player; a marker of an optional rule not in play is
 * set aside without asking (1.4). */
static gboolean
is_choice (const ArdinaGame *g, const ArdinaDataSetup *d)
{
  return (d->op == ARDINA_SETUP_PLACE_IN_REGION || d->op == ARDINA_SETUP_CHOOSE)
         && optional_on (g, d->optional);
}

static uint16_t
piece_code (const ArdinaDataSetup *d)
{
  switch (d->what)
    {
    case ARDINA_SETUP_WHAT_LEADER:
      return ARDINA_CODE_LEADER | d->index;
    case ARDINA_SETUP_WHAT_MARKER:
      return ARDINA_CODE_MARKER | d->index;
    default:
      return ARDINA_CODE_UNIT | d->index;
    }
}

/* Does a locale hold a combat unit or leader of @side? */
static gboolean
locale_has_side (const ArdinaGame *g, uint16_t locale, ArdinaSide side)
{
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (ardina_nation_side (ardina_data_units[i].nation) == side)
      return TRUE;
  ARDINA_BOARD_EACH_LEADER (g, locale, i)
    if (ardina_leader_side ((uint16_t) i) == side)
      return TRUE;
  return FALSE;
}

/* 4.3: whether @locale keeps the American set-up apart from the British
 * units, where the set-up asks it (R-8: markers are not units). */
static gboolean
apart_ok (const ArdinaGame *g, const ArdinaFrame *f, const ArdinaDataSetup *d, uint16_t locale)
{
  return !(ARDINA_PAYLOAD (f, Setup)->keep_apart && decider (d) == ARDINA_SIDE_AMERICAN
           && locale_has_side (g, locale, ARDINA_SIDE_BRITISH));
}

/* 15.2: a marker of the set-up goes where none of its kind is (or is set
 * aside when its optional rules are not in play, 1.4). */
static gboolean
marker_room (const ArdinaGame *g, const ArdinaDataSetup *d, uint16_t locale)
{
  return d->what != ARDINA_SETUP_WHAT_MARKER || !optional_on (g, d->optional) || !g->markers[d->index][locale];
}

static void
put_on_map (ArdinaCtx *c, const ArdinaDataSetup *d, uint16_t locale)
{
  uint16_t code = piece_code (d);
  ardina_place_put (c->g, code, ARDINA_ZONE_MAP, locale);
  ardina_emit (c, d->rule, decider (d), "%s sets up %s in %s", ardina_side_label (decider (d)),
               ardina_code_label (code), ardina_data_locales[locale].label);
}

/* 15.2: one marker of a kind per locale, whichever side owns it. */
static gboolean
place_marker (ArdinaCtx *c, const ArdinaDataSetup *d, uint16_t locale)
{
  const char *kind = d->index == ARDINA_MARKER_FORTRESS ? "fortress" : "marker";
  if (!optional_on (c->g, d->optional))
    {
      ardina_emit2 (c, ARDINA_R_1_4, d->rule, ARDINA_SIDE_NONE,
                    "optional rules %u.0 not in play: a %s of the set-up is set aside", d->optional, kind);
      return TRUE;
    }
  if (c->g->markers[d->index][locale])
    return ardina_refuse (c, ARDINA_R_15_2, "%s already has a %s", ardina_data_locales[locale].label, kind);
  if (c->check_only)
    return TRUE;
  c->g->markers[d->index][locale] = (uint8_t) (1 + decider (d));
  ardina_emit (c, d->rule, decider (d), "%s sets up a %s in %s", ardina_side_label (decider (d)), kind,
               ardina_data_locales[locale].label);
  return TRUE;
}

static void
all_to_pool (ArdinaCtx *c, const ArdinaDataSetup *d)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      const ArdinaDataCampaign *k = &ardina_data_campaigns[ardina_data_campaign_pieces[i]];
      gboolean on = optional_on (c->g, k->optional);
      ardina_place_put (c->g, (uint16_t) (ARDINA_CODE_PIECE | i), on ? ARDINA_ZONE_POOL : ARDINA_ZONE_ASIDE, c->g->pieces[i].locale);
      c->g->pieces[i].side = ARDINA_SIDE_NONE;
    }
  ardina_emit (c, d->rule, ARDINA_SIDE_NONE, "%u campaign markers go into the pool",
               ardina_pool (c->g, NULL, 0));
  for (guint k = 0; k < ARDINA_DATA_N_CAMPAIGNS; k++)
    if (!optional_on (c->g, ardina_data_campaigns[k].optional))
      ardina_emit2 (c, ARDINA_R_7_8, ARDINA_R_1_4, ARDINA_SIDE_NONE,
                    "optional rules %u.0 not in play: %s markers are set aside",
                    ardina_data_campaigns[k].optional, ardina_data_campaigns[k].label);
}

static void
set_aside (ArdinaCtx *c, const ArdinaDataSetup *d)
{
  if (d->what == ARDINA_SETUP_WHAT_CAMPAIGN)
    {
      for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
        if (ardina_data_campaign_pieces[i] == d->index)
          ardina_place_put (c->g, (uint16_t) (ARDINA_CODE_PIECE | i), ARDINA_ZONE_ASIDE, c->g->pieces[i].locale);
      ardina_emit (c, d->rule, ARDINA_SIDE_NONE, "the %s marker is set aside",
                   ardina_data_campaigns[d->index].label);
      return;
    }
  uint16_t code = piece_code (d);
  ardina_place_put (c->g, code, ARDINA_ZONE_ASIDE, ardina_place_get (c->g, code)->locale);
  ardina_emit (c, d->rule, decider (d), "%s is set aside until its event", ardina_code_label (code));
}

static gboolean
draw (ArdinaCtx *c, const ArdinaDataSetup *d)
{
  for (guint i = 0; i < d->count; i++)
    if (!ardina_pick_marker (c, d->rule, decider (d)))
      return FALSE;
  return TRUE;
}

/* Carries out an instruction that needs no decision. */
static gboolean
carry_out (ArdinaCtx *c, ArdinaFrame *f, const ArdinaDataSetup *d)
{
  switch (d->op)
    {
    case ARDINA_SETUP_CAMPAIGN_POOL:
      all_to_pool (c, d);
      return TRUE;
    case ARDINA_SETUP_ASIDE:
      set_aside (c, d);
      return TRUE;
    case ARDINA_SETUP_DEPLOY:
      ardina_emit (c, d->rule, ARDINA_SIDE_NONE, "set-up step %u: %s forces",
                   d->order, d->side == 0 ? "American" : d->side == 1 ? "British"
                   : d->side == 2 ? "French (set up by the American)" : "Spanish (set up by the American)");
      return TRUE;
    case ARDINA_SETUP_PLACE_AT:
      if (d->what == ARDINA_SETUP_WHAT_MARKER)
        return place_marker (c, d, d->locale);
      put_on_map (c, d, d->locale);
      return TRUE;
    case ARDINA_SETUP_PLACE_IN_REGION:
    case ARDINA_SETUP_CHOOSE:
      /* Reached only for a marker of an optional rule not in play. */
      return place_marker (c, d, ARDINA_NONE);
    case ARDINA_SETUP_POOL:
      ardina_place_put (c->g, (uint16_t) (ARDINA_CODE_LEADER | d->index), ARDINA_ZONE_POOL, c->g->leaders[d->index].locale);
      c->g->leaders[d->index].side = (uint8_t) decider (d);
      return TRUE;
    case ARDINA_SETUP_DRAW:
      return draw (c, d);
    case ARDINA_SETUP_KEEP_APART:
      ARDINA_PAYLOAD (f, Setup)->keep_apart = 1;
      return TRUE;
    default:
      return TRUE;
    }
}

static ArdinaRun
setup_run (ArdinaCtx *c, ArdinaFrame *f)
{
  const ArdinaDataSetup *d;
  while ((d = current (f)))
    {
      if (is_choice (c->g, d))
        return ARDINA_RUN_DECIDE;
      if (!carry_out (c, f, d))
        return ARDINA_RUN_ERROR;
      ARDINA_PAYLOAD (f, Setup)->next++;
    }
  ardina_emit (c, ARDINA_R_4_11, ARDINA_SIDE_NONE,
               "set-up complete: every other unit is available as a reinforcement");
  ardina_pop (c, 0);
  return ardina_push (c, ARDINA_PROC_TURN, ARDINA_SIDE_NONE) ? ARDINA_RUN_AGAIN : ARDINA_RUN_ERROR;
}

static const char *
where_text (const ArdinaDataSetup *d, char *buf, size_t n)
{
  if (d->op == ARDINA_SETUP_PLACE_IN_REGION)
    g_snprintf (buf, n, "a locale of %s", ardina_data_map_regions[d->region].label);
  else
    {
      GString *s = g_string_new ("one of");
      for (guint i = 0; i < d->n_choices; i++)
        g_string_append_printf (s, " %s", ardina_data_locales[ardina_data_setup_choices[d->choices_at + i]].name);
      g_strlcpy (buf, s->str, n);
      g_string_free (s, TRUE);
    }
  return buf;
}

static guint
setup_who (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide out[2])
{
  out[0] = decider (current (f));
  return 1;
}

static void
setup_decision (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = ARDINA_DECISION_SETUP;
  out->rule = ardina_rule_nth (current (f)->rule);
}

static void
setup_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  const ArdinaDataSetup *d = current (f);
  char where[120];
  setup_decision (g, f, side, out);
  g_snprintf (out->prompt, sizeof out->prompt, "set up %s in %s (place %s LOCALE)",
              ardina_code_label (piece_code (d)), where_text (d, where, sizeof where),
              ardina_code_name (piece_code (d)));
}

/* The locales an instruction allows, before the keep-apart test. */
static gboolean
allowed (const ArdinaDataSetup *d, uint16_t locale)
{
  if (d->op == ARDINA_SETUP_PLACE_IN_REGION)
    return ardina_data_locales[locale].region == d->region;
  for (guint i = 0; i < d->n_choices; i++)
    if (ardina_data_setup_choices[d->choices_at + i] == locale)
      return TRUE;
  return FALSE;
}

/* The placements setup_act accepts, from its own checks: the piece the
 * instruction names, in a locale it allows (4.1), apart from the British
 * where 4.3 asks it, and for a marker where none of its kind is (15.2). */
static void
setup_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  const ArdinaDataSetup *d = current (f);
  for (uint16_t l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (allowed (d, l) && apart_ok (g, f, d, l) && marker_room (g, d, l))
      ardina_actions_add (out, side, ARDINA_VERB_PLACE, 2, piece_code (d), ARDINA_CODE_LOCALE | l);
}

/* The space debug builds hold setup_generate to: the piece named, in every
 * locale. */
static void
setup_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g;
  const ArdinaDataSetup *d = current (f);
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    ardina_actions_add (out, side, ARDINA_VERB_PLACE, 2, piece_code (d), ARDINA_CODE_LOCALE | l);
}

static gboolean
setup_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  const ArdinaDataSetup *d = current (f);
  uint16_t code = piece_code (d), locale = a->args[1] & ~ARDINA_CODE_KIND_MASK;
  char where[120];
  if (a->verb != ARDINA_VERB_PLACE || a->args[0] != code)
    return ardina_refuse (c, d->rule, "the set-up calls for placing %s next, in %s",
                          ardina_code_name (code), where_text (d, where, sizeof where));
  if (!allowed (d, locale))
    return ardina_refuse (c, d->rule, "%s must be set up in %s, not in %s", ardina_code_label (code),
                          where_text (d, where, sizeof where), ardina_data_locales[locale].label);
  /* 4.3: American set-up avoids locales holding British units (R-8: markers
   * such as partisans are not units). */
  if (!apart_ok (c->g, f, d, locale))
    return ardina_refuse (c, ARDINA_R_4_3, "American forces may not set up in %s, which holds British units",
                          ardina_data_locales[locale].label);
  if (d->what == ARDINA_SETUP_WHAT_MARKER)
    {
      if (!place_marker (c, d, locale))
        return FALSE;
    }
  else if (c->check_only)
    return TRUE;
  else
    put_on_map (c, d, locale);
  if (!c->check_only)
    ARDINA_PAYLOAD (f, Setup)->next++;
  return TRUE;
}

/* A set-up frame only ever waits at an instruction that is a choice. */
static gboolean
setup_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const ArdinaDataSetup *d = current (f);
  if (d && is_choice (g, d))
    return TRUE;
  g_string_append_printf (why, "set-up instruction %d is not a choice left to a player",
                          ARDINA_PAYLOAD (f, Setup)->next);
  return FALSE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (Setup, next, "instruction", ARDINA_FIELD_INT, 0, ARDINA_DATA_N_SETUP - 1),
  ARDINA_FIELD_DEF (Setup, keep_apart, "keep-apart", ARDINA_FIELD_BOOL, 0, 1),
};

const ArdinaProcClass ardina_setup_class = {
  .name = "setup", .base = 1, .owner = ARDINA_OWNER_NONE,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = setup_run, .who = setup_who, .prompt = setup_prompt, .decision = setup_decision,
  .candidates = ardina_candidates_none, .act = setup_act, .check = setup_check,
  .generate = setup_generate, .space = setup_space,
};
