/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* French and Spanish alliances (26, 12.8): what follows when the Balance
 * of Power carries France or Spain into the war or back to neutrality.
 *
 * Entering (26.1) changes nothing on the board: from then on the nation is
 * at war (ardina_nation_allied, R-29), the American controls its forces,
 * its box and regions are open (25.3, 25.4, 26.3). Leaving runs 26.4 as a
 * procedure, "neutrality", called by whatever moved the marker (the Rabble
 * Rousing Phase, 12.2-12.3):
 *
 *   clear   26.4(1): every piece of a nation in play other than the
 *           again-neutral one that stands in its regions is placed by its
 *           owner in a nearest locale outside them free of enemy units
 *           automatically when only one is nearest,
 *           else the owner chooses (choose LOCALE);
 *   home    26.4(2): every piece of the again-neutral nation outside its
 *           original regions and its box is placed there by the American,
 *           one at a time, in any order (place PIECE LOCALE, R-67);
 *   finish  26.4(3): the nation is fully neutral again (26.1, R-69).
 *
 * Which piece is next is read from the board each time (the first piece,
 * in counter order, still to be moved), so the payload only says which
 * nations are still to be made neutral: France before Spain.
 *
 * Frame: side none (the decisions belong to the pieces' owners and to the
 * American); payload the nations still to do. */
#include "rules.h"

typedef struct {
  uint8_t french;          /* France is still to be made neutral */
  uint8_t spanish;         /* Spain is still to be made neutral */
} Neutrality;

enum { START, CLEAR, HOME, FINISH };
static const char *const step_names[] = { "start", "clear", "home", "finish" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == FINISH + 1);

/* ---- nations and their territories ---- */

static const char *
nation_label (uint8_t nation)
{
  return nation == ARDINA_UNATION_FRENCH ? "France" : "Spain";
}

static const char *
nation_adjective (uint8_t nation)
{
  return nation == ARDINA_UNATION_FRENCH ? "French" : "Spanish";
}

static const char *
regions_label (uint8_t nation)
{
  return nation == ARDINA_UNATION_FRENCH ? "Hispaniola" : "Cuba and New Spain";
}

static uint16_t
box_of (uint8_t nation)
{
  return nation == ARDINA_UNATION_FRENCH ? ARDINA_LOCALE_FRANCE : ARDINA_LOCALE_SPAIN;
}

/* The colonial regions a neutral closes (26.3), which are also the
 * original regions its forces return to (26.2, 26.4(2)). */
static gboolean
in_regions (uint8_t nation, uint16_t locale)
{
  return ardina_region_neutral_owner (ardina_locale_region (locale)) == nation;
}

/* 26.4(2): its original regions or its off-map box. */
static gboolean
in_territory (uint8_t nation, uint16_t locale)
{
  return in_regions (nation, locale) || locale == box_of (nation);
}

/* ---- pieces: units and leaders by their piece codes ---- */

static gboolean
is_leader (uint16_t code)
{
  return ARDINA_CODE_KIND (code) == ARDINA_CODE_LEADER;
}

static uint8_t
piece_nation (uint16_t code)
{
  uint16_t i = ARDINA_CODE_INDEX (code);
  return is_leader (code) ? ardina_data_leaders[i].nation : ardina_data_units[i].nation;
}

static ArdinaSide
piece_side (uint16_t code)
{
  return ardina_nation_side (piece_nation (code));
}

static gboolean
is_fleet (uint16_t code)
{
  return !is_leader (code) && ardina_data_units[ARDINA_CODE_INDEX (code)].type == ARDINA_UNIT_TYPE_FLEET;
}

static gboolean
is_admiral (uint16_t code)
{
  return is_leader (code) && ardina_data_leaders[ARDINA_CODE_INDEX (code)].kind == ARDINA_LEADER_KIND_ADMIRAL;
}

static gboolean
on_map (const ArdinaGame *g, uint16_t code)
{
  return ardina_place_get (g, code)->zone == ARDINA_ZONE_MAP;
}

static uint16_t
locale_of (const ArdinaGame *g, uint16_t code)
{
  return ardina_place_get (g, code)->locale;
}

/* Every unit, then every leader, in counter order: calls @take on
 * each piece on the map until it answers TRUE; returns that piece or
 * ARDINA_NONE. */
typedef gboolean (*Take) (const ArdinaGame *g, uint8_t nation, uint16_t code);

static uint16_t
first_piece (const ArdinaGame *g, uint8_t nation, Take take)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS; i++)
    {
      uint16_t code = i < ARDINA_DATA_N_UNITS ? (uint16_t) (ARDINA_CODE_UNIT | i)
                                              : (uint16_t) (ARDINA_CODE_LEADER | (i - ARDINA_DATA_N_UNITS));
      if (on_map (g, code) && take (g, nation, code))
        return code;
    }
  return ARDINA_NONE;
}

/* 26.4(1), R-65: a piece of a nation in play, other than the again-neutral
 * one, standing in the again-neutral regions, or carried by one of its
 * fleets, which goes home without it. */
static gboolean
to_clear (const ArdinaGame *g, uint8_t nation, uint16_t code)
{
  uint8_t n = piece_nation (code);
  int carrier = ardina_carrier (g, code);
  return n != nation && !ardina_nation_frozen (g, n)
         && (in_regions (nation, locale_of (g, code)) || (carrier >= 0 && ardina_data_units[carrier].nation == nation));
}

/* 26.4(2), R-67: a piece of the again-neutral nation outside its
 * original regions and its box. */
static gboolean
to_bring_home (const ArdinaGame *g, uint8_t nation, uint16_t code)
{
  return piece_nation (code) == nation && !in_territory (nation, locale_of (g, code));
}

/* ---- where a piece may be placed ---- */

/* a fleet stays in ports, at sea or in a box (24.1); other units
 * only stand at sea aboard a fleet, so they are placed on land or in a
 * box; an admiral may go where either may. */
static gboolean
may_stand (uint16_t code, uint16_t locale)
{
  const ArdinaDataLocale *l = &ardina_data_locales[locale];
  if (is_admiral (code))
    return TRUE;
  if (is_fleet (code))
    return l->port || l->kind == ARDINA_LOCALE_KIND_HIGH_SEAS;
  return l->kind != ARDINA_LOCALE_KIND_HIGH_SEAS;
}

/* an enemy unit is a unit of the other side; a neutral's units
 * count too, since no unit may enter their locale. Leaders are not
 * units. */
static gboolean
holds_enemy (const ArdinaGame *g, uint16_t locale, ArdinaSide side)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    {
      const ArdinaPlace *p = &g->units[i];
      if (p->zone != ARDINA_ZONE_MAP || p->locale != locale)
        continue;
      uint8_t n = ardina_data_units[i].nation;
      if (ardina_nation_frozen (g, n) || ardina_nation_side (n) != side)
        return TRUE;
    }
  return FALSE;
}

/* Why @code may not be placed in @locale as it leaves the regions of
 * @nation (26.4(1)), or 0 when it may. */
static uint16_t
unfit (const ArdinaGame *g, uint8_t nation, uint16_t code, uint16_t locale, const char **why)
{
  uint16_t rule;
  if (in_regions (nation, locale))
    {
      *why = "lies within the again-neutral regions";
      return ARDINA_R_26_4;
    }
  if ((rule = ardina_locale_barred (g, locale, piece_nation (code))))
    {
      *why = rule == ARDINA_R_26_3 ? "lies in the regions of a neutral" : "is an off-map box it may not use";
      return rule;
    }
  if (!may_stand (code, locale))
    {
      *why = is_fleet (code) ? "is no port, high seas or box" : "is at sea, where only fleets may be placed";
      return is_fleet (code) ? ARDINA_R_24_1 : ARDINA_R_26_4;
    }
  if (holds_enemy (g, locale, piece_side (code)))
    {
      *why = "holds enemy units";
      return ARDINA_R_26_4;
    }
  return 0;
}

/* The least distance of a fit locale from @code's locale, -1 if none
 * the locales at that distance go in @out (may be NULL). */
static int
nearest (const ArdinaGame *g, uint8_t nation, uint16_t code, const int dist[], uint16_t *out, guint *n_out)
{
  int best = -1;
  guint n = 0;
  const char *why;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    {
      if (dist[l] < 0 || (best >= 0 && dist[l] > best) || unfit (g, nation, code, (uint16_t) l, &why))
        continue;
      if (best < 0 || dist[l] < best)
        {
          best = dist[l];
          n = 0;
        }
      if (out)
        out[n] = (uint16_t) l;
      n++;
    }
  if (n_out)
    *n_out = n;
  return best;
}

/* Puts @code in @locale: picked up and placed, not moved (it stays marked
 * as it was, but aboard nothing). A fleet takes what it still carries
 * along (R-91: the pieces aboard are of its own side, and placed where it
 * may stand, a port or a box, once ashore). */
static void
put (ArdinaGame *g, uint16_t code, uint16_t locale)
{
  if (is_fleet (code))
    {
      ardina_place_move (g, code, locale);
      return;
    }
  ardina_place_put (g, code, (ArdinaZone) ardina_place_get (g, code)->zone, locale);
  ardina_disembark (g, code);
}

/* 28.4(1), R-121: @code, picked up from @from by 26.4, may have been the
 * last land unit of its side by a fortress there, which then goes. */
static void
vacated (ArdinaCtx *c, uint16_t code, uint16_t from)
{
  if (!is_leader (code))
    ardina_fortress_abandoned (c, piece_side (code), from, "the last of his land units there was picked up as "
                               "an ally became neutral (26.4)");
}

static void
clear_to (ArdinaCtx *c, uint8_t nation, uint16_t code, uint16_t locale, int dist, const char *how)
{
  ArdinaSide side = piece_side (code);
  uint16_t at = locale_of (c->g, code);
  put (c->g, code, locale);
  ardina_emit (c, ARDINA_R_26_4, side, "%s places %s from %s in %s, %d route%s away, outside %s (%s)",
               ardina_side_label (side), ardina_code_name (code), ardina_data_locales[at].label,
               ardina_data_locales[locale].label, dist, dist == 1 ? "" : "s", regions_label (nation), how);
  vacated (c, code, at);
}

/* with no fit locale anywhere, a unit is eliminated and a leader
 * goes to his side's leader pool. */
static void
clear_nowhere (ArdinaCtx *c, uint8_t nation, uint16_t code)
{
  ArdinaPlace *p = ardina_place_of (c->g, code);
  gboolean leader = is_leader (code);
  uint16_t at = locale_of (c->g, code);
  ardina_place_put (c->g, code, leader ? ARDINA_ZONE_POOL : ARDINA_ZONE_ELIMINATED, 0);
  p->side = leader ? (uint8_t) piece_side (code) : (uint8_t) ARDINA_SIDE_NONE;
  p->flags = 0;
  p->carrier = 0;
  ardina_emit (c, ARDINA_R_26_4, piece_side (code),
               "%s has no locale outside %s free of enemy units to go to: %s (R-66)", ardina_code_name (code),
               regions_label (nation), leader ? "he goes to the leader pool" : "it is eliminated");
  vacated (c, code, at);
}

/* ---- the procedure ---- */

static uint8_t
current_nation (const ArdinaFrame *f)
{
  return ARDINA_PAYLOAD ((ArdinaFrame *) f, Neutrality)->french ? ARDINA_UNATION_FRENCH : ARDINA_UNATION_SPANISH;
}

static void
announce (ArdinaCtx *c, uint8_t nation)
{
  ardina_emit2 (c, ARDINA_R_12_8, ARDINA_R_26_5, ARDINA_SIDE_AMERICAN,
                "the Balance of Power marker has left %s's level: %s becomes neutral again "
                "(it may enter the war again if the marker comes back)",
                nation_label (nation), nation_label (nation));
  ardina_emit (c, ARDINA_R_26_4, ARDINA_SIDE_NONE,
               "%s is neutral again: British and American units leave %s, then the American places "
               "%s units outside them back there or in the %s box",
               nation_label (nation), regions_label (nation), nation_adjective (nation), nation_label (nation));
}

/* 26.4(1): automatic placements until a choice is needed. */
static ArdinaRun
clear (ArdinaCtx *c, ArdinaFrame *f, uint8_t nation)
{
  for (;;)
    {
      uint16_t code = first_piece (c->g, nation, to_clear);
      if (code == ARDINA_NONE)
        {
          f->step = HOME;
          return ARDINA_RUN_AGAIN;
        }
      int dist[ARDINA_MAX_LOCALES];
      uint16_t at[ARDINA_MAX_LOCALES];
      guint n;
      ardina_locale_distances (locale_of (c->g, code), FALSE, dist);   /* */
      int best = nearest (c->g, nation, code, dist, at, &n);
      if (best < 0)
        clear_nowhere (c, nation, code);
      else if (n == 1)
        clear_to (c, nation, code, at[0], best, "the only nearest locale");
      else
        return ARDINA_RUN_DECIDE;
    }
}

/* 26.4(3): the nation is fully neutral; France done, Spain may follow. */
static ArdinaRun
finish (ArdinaCtx *c, ArdinaFrame *f, uint8_t nation)
{
  Neutrality *p = ARDINA_PAYLOAD (f, Neutrality);
  ardina_emit2 (c, ARDINA_R_26_4, ARDINA_R_26_1, ARDINA_SIDE_NONE,
                "%s is fully neutral: its forces are frozen, neither player controls them, and its "
                "regions and box give no political points",
                nation_label (nation));
  if (nation == ARDINA_UNATION_FRENCH)
    p->french = 0;
  else
    p->spanish = 0;
  if (p->french || p->spanish)
    {
      f->step = START;
      return ARDINA_RUN_AGAIN;
    }
  ardina_pop (c, 0);
  return ARDINA_RUN_AGAIN;
}

static ArdinaRun
neutrality_run (ArdinaCtx *c, ArdinaFrame *f)
{
  uint8_t nation = current_nation (f);
  switch (f->step)
    {
    case START:
      announce (c, nation);
      f->step = CLEAR;
      return ARDINA_RUN_AGAIN;
    case CLEAR:
      return clear (c, f, nation);
    case HOME:
      if (first_piece (c->g, nation, to_bring_home) == ARDINA_NONE)
        {
          f->step = FINISH;
          return ARDINA_RUN_AGAIN;
        }
      return ARDINA_RUN_DECIDE;
    default:
      return finish (c, f, nation);
    }
}

/* The piece whose owner decides now, or ARDINA_NONE. */
static uint16_t
deciding_piece (const ArdinaGame *g, const ArdinaFrame *f)
{
  uint8_t nation = current_nation (f);
  if (f->step == CLEAR)
    return first_piece (g, nation, to_clear);
  if (f->step == HOME)
    return first_piece (g, nation, to_bring_home);
  return ARDINA_NONE;
}

static guint
neutrality_who (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide out[2])
{
  uint16_t code = deciding_piece (g, f);
  if (code == ARDINA_NONE)
    return 0;
  out[0] = f->step == CLEAR ? piece_side (code) : ARDINA_SIDE_AMERICAN;
  return 1;
}

static void
neutrality_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  uint8_t nation = current_nation (f);
  uint16_t code = deciding_piece (g, f);
  out->kind = ARDINA_DECISION_CHOOSE;
  out->rule = ardina_rule_nth (ARDINA_R_26_4);
  if (code == ARDINA_NONE)
    return;
  if (f->step == CLEAR)
    {
      int dist[ARDINA_MAX_LOCALES];
      ardina_locale_distances (locale_of (g, code), FALSE, dist);   /* */
      int best = nearest (g, nation, code, dist, NULL, NULL);
      g_snprintf (out->prompt, sizeof out->prompt,
                  "%s is neutral again: choose where %s leaves %s, a locale free of enemies %d routes away "
                  "(choose LOCALE)",
                  nation_label (nation), ardina_code_name (code), ardina_data_locales[locale_of (g, code)].label,
                  best);
    }
  else
    g_snprintf (out->prompt, sizeof out->prompt,
                "%s is neutral again: place each %s piece outside %s there or in its box (next: %s; "
                "place PIECE LOCALE)",
                nation_label (nation), nation_adjective (nation), regions_label (nation), ardina_code_name (code));
}

/* The decisions neutrality_act accepts, from its own checks: where the
 * piece that must leave goes, a fit locale at the least distance (26.4,
 * ); or, for each piece to bring home, the locales of the
 * nation's territory where it may stand (26.4(2), 24.1). */
static void
neutrality_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  uint8_t nation = current_nation (f);
  if (f->step == CLEAR)
    {
      uint16_t code = deciding_piece (g, f);
      int dist[ARDINA_MAX_LOCALES];
      const char *why;
      ardina_locale_distances (locale_of (g, code), FALSE, dist);   /* */
      int best = nearest (g, nation, code, dist, NULL, NULL);
      for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
        if (dist[l] == best && !unfit (g, nation, code, (uint16_t) l, &why))
          ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, (guint) (ARDINA_CODE_LOCALE | l));
      return;
    }
  if (f->step != HOME)
    return;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS; i++)
    {
      uint16_t code = i < ARDINA_DATA_N_UNITS ? (uint16_t) (ARDINA_CODE_UNIT | i)
                                              : (uint16_t) (ARDINA_CODE_LEADER | (i - ARDINA_DATA_N_UNITS));
      if (!on_map (g, code) || !to_bring_home (g, nation, code))
        continue;
      for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
        if (in_territory (nation, (uint16_t) l) && may_stand (code, (uint16_t) l))
          ardina_actions_add (out, side, ARDINA_VERB_PLACE, 2, (guint) code, (guint) (ARDINA_CODE_LOCALE | l));
    }
}

/* Every locale to choose, and every unit and leader placed in every
 * locale: the space debug builds hold neutrality_generate to. */
static void
neutrality_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  ardina_actions_add_codes (out, side, ARDINA_VERB_CHOOSE, ARDINA_CODE_LOCALE, ARDINA_DATA_N_LOCALES);
  for (guint i = 0; i < ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS; i++)
    {
      uint16_t code = i < ARDINA_DATA_N_UNITS ? (uint16_t) (ARDINA_CODE_UNIT | i)
                                              : (uint16_t) (ARDINA_CODE_LEADER | (i - ARDINA_DATA_N_UNITS));
      for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
        ardina_actions_add (out, side, ARDINA_VERB_PLACE, 2, (guint) code, (guint) (ARDINA_CODE_LOCALE | l));
    }
}

/* 26.4(1): the owner places the first piece still in the regions. */
static gboolean
act_clear (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  uint8_t nation = current_nation (f);
  uint16_t code = deciding_piece (c->g, f);
  if (a->verb != ARDINA_VERB_CHOOSE || ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_LOCALE)
    return ardina_refuse (c, ARDINA_R_26_4, "%s must leave %s: choose the locale it goes to (choose LOCALE)",
                          ardina_code_name (code), regions_label (nation));
  uint16_t locale = ARDINA_CODE_INDEX (a->args[0]);
  const char *why = "";
  uint16_t rule = unfit (c->g, nation, code, locale, &why);
  if (rule)
    return ardina_refuse (c, rule, "%s cannot be placed in %s: it %s", ardina_code_name (code),
                          ardina_data_locales[locale].label, why);
  int dist[ARDINA_MAX_LOCALES];
  ardina_locale_distances (locale_of (c->g, code), FALSE, dist);   /* */
  int best = nearest (c->g, nation, code, dist, NULL, NULL);
  if (dist[locale] != best)
    return ardina_refuse (c, ARDINA_R_26_4, "%s is not a nearest locale for %s: it is %d routes away, "
                          "the nearest free of enemy units are %d away (R-64)",
                          ardina_data_locales[locale].label, ardina_code_name (code), dist[locale], best);
  if (c->check_only)
    return TRUE;
  clear_to (c, nation, code, locale, best, "chosen among the nearest");
  return TRUE;
}

/* 26.4(2): the American places a piece of the nation back home. */
static gboolean
act_home (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  uint8_t nation = current_nation (f);
  if (a->verb != ARDINA_VERB_PLACE)
    return ardina_refuse (c, ARDINA_R_26_4, "the American places the %s pieces outside %s back there "
                          "(place PIECE LOCALE)", nation_adjective (nation), regions_label (nation));
  uint16_t code = a->args[0], locale = ARDINA_CODE_INDEX (a->args[1]);
  uint16_t kind = ARDINA_CODE_KIND (code);
  if ((kind != ARDINA_CODE_UNIT && kind != ARDINA_CODE_LEADER) || !on_map (c->g, code)
      || !to_bring_home (c->g, nation, code))
    return ardina_refuse (c, ARDINA_R_26_4, "%s is not a %s piece outside %s and the %s box",
                          ardina_code_name (code), nation_adjective (nation), regions_label (nation),
                          nation_label (nation));
  if (!in_territory (nation, locale))
    {
      /* A box or a neutral's region is refused by its own rule; anywhere
       * else the neutral's forces may not be (26.1), and 26.4(2) says
       * where they go instead. */
      uint16_t rule = ardina_locale_barred (c->g, locale, nation);
      return ardina_refuse (c, rule && rule != ARDINA_R_26_1 ? rule : ARDINA_R_26_4,
                            "%s goes back within %s or the %s box, not to %s", ardina_code_name (code),
                            regions_label (nation), nation_label (nation), ardina_data_locales[locale].label);
    }
  if (!may_stand (code, locale))
    return ardina_refuse (c, is_fleet (code) ? ARDINA_R_24_1 : ARDINA_R_26_4,
                          "%s cannot be placed in %s: it is no port", ardina_code_name (code),
                          ardina_data_locales[locale].label);
  if (c->check_only)
    return TRUE;
  uint16_t at = locale_of (c->g, code);
  put (c->g, code, locale);
  ardina_emit2 (c, ARDINA_R_26_4, ARDINA_R_26_2, ARDINA_SIDE_AMERICAN,
                "the American places %s from %s in %s, within %s's original territory",
                ardina_code_name (code), ardina_data_locales[at].label, ardina_data_locales[locale].label,
                nation_label (nation));
  vacated (c, code, at);
  return TRUE;
}

static gboolean
neutrality_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  if (f->step == CLEAR)
    return act_clear (c, f, a);
  return act_home (c, f, a);
}

/* It stands on the procedure that moved the balance, which waits on it
 * (the Rabble Rousing Phase), or on the turn at the Rabble Rousing step
 * (a case started mid-procedure); its nations are neutral now. */
static gboolean
neutrality_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const Neutrality *p = ARDINA_PAYLOAD ((ArdinaFrame *) f, Neutrality);
  const ArdinaFrame *below = depth ? &g->stack[depth - 1] : NULL;
  gboolean placed = below && below->call == ARDINA_CALL_WAITING
                    && (below->proc == ARDINA_PROC_RABBLE
                        || (below->proc == ARDINA_PROC_TURN
                            && ardina_turn_step_proc (below->step) == ARDINA_PROC_RABBLE));
  if (!placed)
    {
      g_string_append (why, "[26.4] neutrality stands on the Rabble Rousing Phase that moved the balance");
      return FALSE;
    }
  if (!p->french && !p->spanish)
    {
      g_string_append (why, "[26.4] neutrality names no nation to make neutral");
      return FALSE;
    }
  if ((p->french && ardina_nation_allied (g, ARDINA_UNATION_FRENCH))
      || (p->spanish && ardina_nation_allied (g, ARDINA_UNATION_SPANISH)))
    {
      g_string_append (why, "[26.4] neutrality names a nation still at war (26.1)");
      return FALSE;
    }
  if (f->call != ARDINA_CALL_NONE)
    {
      g_string_append (why, "[26.4] neutrality calls no procedure");
      return FALSE;
    }
  return TRUE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (Neutrality, french, "french", ARDINA_FIELD_BOOL, 0, 1),
  ARDINA_FIELD_DEF (Neutrality, spanish, "spanish", ARDINA_FIELD_BOOL, 0, 1),
};

const ArdinaProcClass ardina_neutrality_class = {
  .name = "neutrality", .owner = ARDINA_OWNER_NONE,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = neutrality_run, .who = neutrality_who, .prompt = neutrality_prompt,
  .candidates = ardina_candidates_none, .act = neutrality_act, .check = neutrality_check,
  .generate = neutrality_generate, .space = neutrality_space,
};

/* ---- the hook the balance calls ---- */

/* Whether @nation was at war with the marker at @balance. */
static gboolean
allied_at (ArdinaGame *g, uint8_t nation, int balance)
{
  int8_t now = g->balance;
  g->balance = (int8_t) balance;
  gboolean allied = ardina_nation_allied (g, nation);
  g->balance = now;
  return allied;
}

/* 26.1, 25.3, 25.4: the nation enters the war on the American side. */
static void
enters (ArdinaCtx *c, uint8_t nation)
{
  ardina_emit2 (c, ARDINA_R_26_1, ARDINA_R_12_8, ARDINA_SIDE_AMERICAN,
                "the Balance of Power marker reached %s: %s enters the war on the American side, "
                "and the American controls its forces",
                ardina_data_balance[c->g->balance].label, nation_label (nation));
  ardina_emit2 (c, nation == ARDINA_UNATION_FRENCH ? ARDINA_R_25_3 : ARDINA_R_25_4, ARDINA_R_26_3,
                ARDINA_SIDE_AMERICAN, "%s and the %s box are open: the American may use the box, "
                "for %s units only", regions_label (nation), nation_label (nation), nation_adjective (nation));
}

int
ardina_alliance_after_shift (ArdinaCtx *c, int before)
{
  static const uint8_t nations[] = { ARDINA_UNATION_FRENCH, ARDINA_UNATION_SPANISH };
  gboolean leaves[2] = { FALSE, FALSE };
  if (before < 0 || before >= ARDINA_DATA_N_BALANCE)
    {
      g_set_error (c->error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "no Balance of Power level %d", before);
      return -1;
    }
  for (guint i = 0; i < G_N_ELEMENTS (nations); i++)
    {
      gboolean was = allied_at (c->g, nations[i], before), is = ardina_nation_allied (c->g, nations[i]);
      if (!was && is)
        enters (c, nations[i]);
      leaves[i] = was && !is;
    }
  if (!leaves[0] && !leaves[1])
    return 0;
  ArdinaFrame *f = ardina_call (c, ARDINA_PROC_NEUTRALITY, ARDINA_SIDE_NONE);
  if (!f)
    return -1;
  Neutrality *p = ARDINA_PAYLOAD (f, Neutrality);
  p->french = (uint8_t) leaves[0];
  p->spanish = (uint8_t) leaves[1];
  return 1;
}
