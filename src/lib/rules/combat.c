/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A Combat Phase (18.1, 18.2): the acting player is the attacker; every
 * locale where his land units or leaders stand with the enemy's must be
 * fought (18.1: combat is mandatory), one battle at a time (18.4), in the
 * order he chooses (attack LOCALE). Fleets hold no land battle:
 * fleets, with the admirals beside them, attack no land units (24.7), and
 * nothing is fought at sea (24.8). Where his fleets meet the enemy's in a
 * port a fleet battle is due (24.8, rules/fleets.c), fought before any
 * land battle there; its attacking fleets are flagged ATTACKED,
 * so the land battle at the same locale is asked of the land pieces.
 *
 * Every battle clears one side from its locale (the retreat or the
 * elimination of the loser, 18.8; R-85 when nobody can fire), so a locale
 * fought once is never due again in the same phase; the attackers are
 * flagged ATTACKED (18.2) and a locale where the acting side's pieces have
 * already attacked is refused. The phase ends by itself once no battle is
 * due: `end` is refused while one is (18.1).
 *
 * A force that force-marched into enemy units must attack (17.4): it does,
 * as every due battle is fought; the event says so.
 *
 * A sortie (28.13) is made by those of the besieged the player takes: his
 * `attack LOCALE` there opens the sortie step, where he takes besieged
 * units and leaders (take PIECE, flagged SORTIE) and ends it (end) with
 * at least one land unit taken, or a leader when no land unit of his is
 * there; the battle is then fought by those alone, and the flags
 * are cleared when it returns.
 *
 * Honors of war (38): while no battle of the phase has been fought, the
 * player may offer honors at a siege of his (choose LOCALE, honors.c),
 * which calls the besieged player's answer; a declined offer makes the
 * attack there due (ardina_battle_due, 38.3). The answer returns
 * ARDINA_HONORS_RETURNED, which is not counted as a battle.
 *
 * Frame: side the acting player; payload the number of battles fought,
 * and 1 + the locale of the sortie being chosen or fought (else 0). */
#include "rules.h"
#include "battle-frame.h"

#include "core/board.h"

#include <string.h>

typedef struct {
  uint8_t battles;
  uint8_t sortie;   /* 28.13: 1 + the locale of the sortie chosen or fought, else 0 */
} Combat;

enum { OPENING, CHOOSING, SORTIE };
static const char *const step_names[] = { "opening", "choosing", "sortie" };
/* One name per step: a step added to the enum without its name fails to build. */
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == SORTIE + 1);

/* ---- the sortie's force (28.13, R-132) ---- */

/* The side of the unit, leader or campaign marker @code on the map, with
 * its flags and locale; none off the map, or for a fleet. A Leader Arises
 * marker on the map fights as a leader (7.9, R-74). */
static ArdinaSide
piece_side (const ArdinaGame *g, uint16_t code, uint16_t *flags, uint16_t *locale, gboolean *land_unit)
{
  guint i = ARDINA_CODE_INDEX (code);
  *land_unit = FALSE;
  switch (ARDINA_CODE_KIND (code))
    {
    case ARDINA_CODE_UNIT:
      if (i >= ARDINA_DATA_N_UNITS || g->units[i].zone != ARDINA_ZONE_MAP || ardina_is_fleet ((uint16_t) i))
        return ARDINA_SIDE_NONE;
      *flags = g->units[i].flags, *locale = g->units[i].locale, *land_unit = TRUE;
      return ardina_unit_controller (g, (uint16_t) i);
    case ARDINA_CODE_LEADER:
      if (i >= ARDINA_DATA_N_LEADERS || g->leaders[i].zone != ARDINA_ZONE_MAP)
        return ARDINA_SIDE_NONE;
      *flags = g->leaders[i].flags, *locale = g->leaders[i].locale;
      return ardina_leader_controller (g, (uint16_t) i);
    case ARDINA_CODE_PIECE:
      if (i >= ARDINA_DATA_N_CAMPAIGN_PIECES || g->pieces[i].zone != ARDINA_ZONE_MAP)
        return ARDINA_SIDE_NONE;
      *flags = g->pieces[i].flags, *locale = g->pieces[i].locale;
      return (ArdinaSide) g->pieces[i].side;
    default:
      return ARDINA_SIDE_NONE;
    }
}

static uint16_t *
piece_flags (ArdinaGame *g, uint16_t code)
{
  guint i = ARDINA_CODE_INDEX (code);
  switch (ARDINA_CODE_KIND (code))
    {
    case ARDINA_CODE_UNIT:
      return &g->units[i].flags;
    case ARDINA_CODE_LEADER:
      return &g->leaders[i].flags;
    default:
      return &g->pieces[i].flags;
    }
}

/* 28.13: @code is one of @side's besieged at @locale not yet taken. */
static gboolean
sortie_candidate (const ArdinaGame *g, ArdinaSide side, uint16_t locale, uint16_t code)
{
  uint16_t flags = 0, at = 0;
  gboolean unit;
  return piece_side (g, code, &flags, &at, &unit) == side && at == locale && !(flags & ARDINA_PIECE_SORTIE);
}

/* 28.13, R-132: the sortie may start: a land unit taken, or a leader when
 * @side has no land unit there to take. */
static gboolean
sortie_ready (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  gboolean taken = FALSE, units = FALSE;
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side && !ardina_is_fleet ((uint16_t) i))
      {
        units = TRUE;
        if (g->units[i].flags & ARDINA_PIECE_SORTIE)
          return TRUE;
      }
  if (units)
    return FALSE;
  ARDINA_BOARD_EACH_LEADER (g, locale, i)
    if (ardina_leader_controller (g, (uint16_t) i) == side && (g->leaders[i].flags & ARDINA_PIECE_SORTIE))
      taken = TRUE;
  /* A Leader Arises marker fights as a leader (7.9, R-74). */
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES && !taken; i++)
    taken = g->pieces[i].zone == ARDINA_ZONE_MAP && g->pieces[i].locale == locale && g->pieces[i].side == side
            && (g->pieces[i].flags & ARDINA_PIECE_SORTIE);
  return taken;
}

/* 28.13: the sortie is over: nobody is taken into it any more. It was
 * the attack at its locale for the phase (18.2, R-132): the besieged who
 * stayed in count as having attacked, and sortie no more in it. */
static void
sortie_clear (ArdinaGame *g, Combat *p, ArdinaSide side)
{
  if (p->sortie)
    {
      uint16_t locale = (uint16_t) (p->sortie - 1);
      ARDINA_BOARD_EACH_UNIT (g, locale, i)
        if (ardina_unit_controller (g, (uint16_t) i) == side && !ardina_is_fleet ((uint16_t) i))
          g->units[i].flags |= ARDINA_PIECE_ATTACKED;
      ARDINA_BOARD_EACH_LEADER (g, locale, i)
        if (ardina_leader_controller (g, (uint16_t) i) == side)
          g->leaders[i].flags |= ARDINA_PIECE_ATTACKED;
    }
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    g->units[i].flags &= (uint16_t) ~ARDINA_PIECE_SORTIE;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    g->leaders[i].flags &= (uint16_t) ~ARDINA_PIECE_SORTIE;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    g->pieces[i].flags &= (uint16_t) ~ARDINA_PIECE_SORTIE;
  p->sortie = 0;
}

/* The acting side's land pieces at @locale that attacked already (18.2;
 * fleets that fought a fleet battle there do not count, R-100): the
 * board's walks of that locale, not a pass over every piece. */
static gboolean
attacked_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ARDINA_BOARD_EACH_UNIT_IF (g, locale, ARDINA_PIECE_ATTACKED, ARDINA_PIECE_ATTACKED, i)
    if (ardina_unit_controller (g, (uint16_t) i) == side && !ardina_is_fleet ((uint16_t) i))
      return TRUE;
  ARDINA_BOARD_EACH_LEADER_IF (g, locale, ARDINA_PIECE_ATTACKED, ARDINA_PIECE_ATTACKED, i)
    if (ardina_leader_controller (g, (uint16_t) i) == side)
      return TRUE;
  return FALSE;
}

/* 24.7, 21.7: @side's pieces at @locale are fleets and the admirals
 * beside them, nothing that attacks land units. */
static gboolean
fleets_alone (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  ArdinaForce f;
  ardina_force_at (g, side, locale, &f);
  return ardina_force_naval (&f) && ardina_force_landsman (&f) < 0;
}

/* 18.1, R-71: both sides have land units or leaders there; an admiral
 * beside his side's fleet does not attack with it (24.7), and nothing is
 * fought at sea, where only fleets and admirals stand (24.8, R-72). */
static gboolean
contested (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  /* The cheap tests first: most locales hold nobody's land force. */
  return ardina_data_locales[locale].kind != ARDINA_LOCALE_KIND_HIGH_SEAS
         && ardina_land_force_at (g, side, locale) && ardina_land_force_at (g, ardina_other (side), locale)
         && !fleets_alone (g, side, locale);
}

/* A land battle, or a fleet battle (24.8), still due at @locale; at a
 * siege the battle may be the acting player's to choose (28.9, 28.13,
 * sieges.c). */
gboolean
ardina_battle_due (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return (contested (g, side, locale) && !attacked_at (g, side, locale)
          && (!ardina_siege_spares (g, side, locale) || ardina_honors_due (g, side, locale)))   /* 38.3 */
         || ardina_fleet_battle_due (g, side, locale);
}

/* Sieges (28): the battles the acting side may fight at a siege without
 * having to (28.9, 28.10, 28.13), and whether a relief force's attack is
 * due, which comes before any other (28.12). Section 28 off, there are
 * none. */
static guint
optional_battles (const ArdinaGame *g, ArdinaSide side, uint16_t *out, guint max)
{
  guint n = 0;
  if (!(g->optional & ARDINA_OPTIONAL (28)))
    return 0;
  ArdinaCtx c = { (ArdinaGame *) g, NULL, NULL, TRUE };
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES && n < max; l++)
    if (g->markers[ARDINA_MARKER_SIEGE][l] && contested (g, side, (uint16_t) l) && !attacked_at (g, side, (uint16_t) l)
        && ardina_siege_spares (g, side, (uint16_t) l) && !ardina_honors_due (g, side, (uint16_t) l)
        && ardina_siege_attack_ok (&c, side, (uint16_t) l))
      out[n++] = (uint16_t) l;
  return n;
}

/* 28.12: a relief force's attack still due somewhere: @locale then may
 * be attacked only if it is one. */
static gboolean
relief_first (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  if (!(g->optional & ARDINA_OPTIONAL (28)) || ardina_relief_at (g, side, locale))
    return FALSE;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (g->markers[ARDINA_MARKER_SIEGE][l] && ardina_relief_at (g, side, (uint16_t) l))
      return TRUE;
  return FALSE;
}

/* The bit of the side controlling a piece: @side's 1, @other's 2. */
static inline uint8_t
side_bit (ArdinaSide controller, ArdinaSide side, ArdinaSide other)
{
  return controller == side ? 1 : controller == other ? 2 : 0;
}

/* The sides that have a land force at @locale (their land units or
 * leaders, as ardina_land_force_at counts them): @side's bit 1, the
 * enemy (@other)'s bit 2; and the sides that have fleets there (24.8):
 * @side's bit 4, the enemy's bit 8; from the board's lists of that
 * locale, in one walk of its units. */
static uint8_t
occupied (const ArdinaGame *g, ArdinaSide side, ArdinaSide other, uint16_t locale)
{
  uint8_t seen = 0;
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    {
      uint8_t bit = side_bit (ardina_unit_controller (g, (uint16_t) i), side, other);
      seen |= ardina_data_units[i].type == ARDINA_UNIT_TYPE_FLEET ? (uint8_t) (bit << 2) : bit;
    }
  if ((seen & 3) != 3)
    ARDINA_BOARD_EACH_LEADER (g, locale, i)
      if (((seen |= side_bit (ardina_leader_controller (g, (uint16_t) i), side, other)) & 3) == 3)
        break;
  return seen;
}

/* The due battles are asked for three times a step (the run, the prompt,
 * the listing): only the locales where both sides have a land force, or
 * both fleets (24.8), found from the board's lists, are asked whether a
 * battle is due there (18.1), not every locale the acting side occupies.
 * Debug builds check that no other locale holds a due battle. */
static guint
due_battles (const ArdinaGame *g, ArdinaSide side, uint16_t *out, guint max)
{
  ArdinaSide other = ardina_other (side);
  guint n = 0;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES && n < max; l++)
    {
      uint8_t o = occupied (g, side, other, (uint16_t) l);
      if (((o & 3) == 3 && ardina_battle_due (g, side, (uint16_t) l))
          || ((o >> 2) == 3 && ardina_fleet_battle_due (g, side, (uint16_t) l)))
        out[n++] = (uint16_t) l;
    }
#ifdef ARDINA_DEBUG
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    {
      uint8_t o = occupied (g, side, other, (uint16_t) l);
      g_assert ((o & 3) == 3 || (o >> 2) == 3 || !ardina_battle_due (g, side, (uint16_t) l));
    }
#endif
  return n;
}

/* 38.3: the HONORS flags (the attack owed where honors were declined)
 * go once that attack is made (@attacked: from the units that attacked)
 * or as a Combat Phase opens. */
static void
honors_clear (ArdinaGame *g, gboolean attacked)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (!attacked || (g->units[i].flags & ARDINA_PIECE_ATTACKED))
      g->units[i].flags &= (uint16_t) ~ARDINA_PIECE_HONORS;
}

static ArdinaRun
combat_run (ArdinaCtx *c, ArdinaFrame *f)
{
  ArdinaSide side = (ArdinaSide) f->side;
  Combat *p = ARDINA_PAYLOAD (f, Combat);
  int16_t r;
  if (ardina_returned (f, &r))
    {
      if (r == ARDINA_HONORS_RETURNED)
        ardina_sieges_lift (c);                 /* 38.2: the answer to an offer of honors, no battle */
      else
        {
          p->battles++, ardina_sieges_lift (c); /* 28.14 */
          sortie_clear (c->g, p, side);         /* 28.13, 18.2 */
          honors_clear (c->g, TRUE);            /* 38.3: the owed attack is made */
        }
    }
  if (f->step == SORTIE)
    return ARDINA_RUN_DECIDE;   /* 28.13: the besieged to take */
  if (f->step == OPENING)
    {
      ardina_sieges_lift (c);
      /* 18.2: one attack per unit per Combat Phase: the count starts anew. */
      for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
        c->g->units[i].flags &= (uint16_t) ~ARDINA_PIECE_ATTACKED;
      for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
        c->g->leaders[i].flags &= (uint16_t) ~ARDINA_PIECE_ATTACKED;
      honors_clear (c->g, FALSE);   /* 38.3: owed for one Combat Phase only */
      f->step = CHOOSING;
    }
  uint16_t due[1];
  if (due_battles (c->g, side, due, 1) || optional_battles (c->g, side, due, 1))
    return ARDINA_RUN_DECIDE;
  ardina_emit (c, ARDINA_R_18_1, side, "%s has no battle %sto fight: the Combat Phase ends",
               ardina_side_label (side), p->battles ? "left " : "");
  ardina_pop (c, 0);
  return ARDINA_RUN_AGAIN;
}

static void
combat_decision (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  out->kind = ARDINA_DECISION_PHASE;
  out->rule = ardina_rule_nth (ARDINA_R_18_1);
}

static void
combat_prompt (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out)
{
  uint16_t due[ARDINA_MAX_LOCALES];
  combat_decision (g, f, side, out);
  if (f->step == SORTIE)
    {
      const Combat *p = ARDINA_PAYLOAD (f, Combat);
      g_snprintf (out->prompt, sizeof out->prompt, "Sortie at %s: %s takes the besieged units and leaders that go "
                  "out (take PIECE), then starts the battle (end; 28.13)",
                  ardina_data_locales[p->sortie ? p->sortie - 1 : 0].label, ardina_side_label (side));
      return;
    }
  guint n = due_battles (g, side, due, G_N_ELEMENTS (due));
  if (!n)
    {
      g_snprintf (out->prompt, sizeof out->prompt, "Combat Phase %u: %s may attack at a siege (attack LOCALE, 28.9, "
                  "28.13) or end the phase (end)", g->year, ardina_side_label (side));
      return;
    }
  g_snprintf (out->prompt, sizeof out->prompt, "Combat Phase %u: %s must fight %u battle%s and chooses which "
              "next (attack LOCALE)", g->year, ardina_side_label (side), n, n == 1 ? "" : "s");
}

/* Every attack a Combat Phase may name: one per locale (the space debug
 * builds check combat_generate against, engine.h). */
static void
combat_space (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f;
  ardina_actions_add_codes (out, side, ARDINA_VERB_ATTACK, ARDINA_CODE_LOCALE, ARDINA_DATA_N_LOCALES);
  ardina_actions_add (out, side, ARDINA_VERB_END, 0);   /* with only optional battles left (28.9) */
  /* 28.13: the sortie's force, taken piece by piece. */
  ardina_actions_add_codes (out, side, ARDINA_VERB_TAKE, ARDINA_CODE_UNIT, ARDINA_DATA_N_UNITS);
  ardina_actions_add_codes (out, side, ARDINA_VERB_TAKE, ARDINA_CODE_LEADER, ARDINA_DATA_N_LEADERS);
  ardina_actions_add_codes (out, side, ARDINA_VERB_TAKE, ARDINA_CODE_PIECE, ARDINA_DATA_N_CAMPAIGN_PIECES);
  /* 38.1: honors offered at a siege (choose LOCALE). */
  ardina_actions_add_codes (out, side, ARDINA_VERB_CHOOSE, ARDINA_CODE_LOCALE, ARDINA_DATA_N_LOCALES);
}

/* The attacks combat_act accepts, from the due battles computed once for
 * the listing (18.1, 18.2) instead of once per candidate, when the stack
 * has room for the battle. */
static void
combat_generate (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  if (!ardina_stack_room (g, 3))
    return;
  if (f->step == SORTIE)
    {
      const Combat *p = ARDINA_PAYLOAD (f, Combat);
      uint16_t locale = (uint16_t) (p->sortie - 1);
      ARDINA_BOARD_EACH_UNIT (g, locale, i)
        if (sortie_candidate (g, side, locale, (uint16_t) (ARDINA_CODE_UNIT | i)))
          ardina_actions_add (out, side, ARDINA_VERB_TAKE, 1, (uint16_t) (ARDINA_CODE_UNIT | i));
      ARDINA_BOARD_EACH_LEADER (g, locale, i)
        if (sortie_candidate (g, side, locale, (uint16_t) (ARDINA_CODE_LEADER | i)))
          ardina_actions_add (out, side, ARDINA_VERB_TAKE, 1, (uint16_t) (ARDINA_CODE_LEADER | i));
      for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
        if (sortie_candidate (g, side, locale, (uint16_t) (ARDINA_CODE_PIECE | i)))
          ardina_actions_add (out, side, ARDINA_VERB_TAKE, 1, (uint16_t) (ARDINA_CODE_PIECE | i));
      if (sortie_ready (g, side, locale))
        ardina_actions_add (out, side, ARDINA_VERB_END, 0);
      return;
    }
  uint16_t due[ARDINA_MAX_LOCALES];
  if (!ARDINA_PAYLOAD ((ArdinaFrame *) f, Combat)->battles)   /* 38.1: at the start of the phase */
    for (guint i = 0, h = ardina_honors_sites (g, side, due, G_N_ELEMENTS (due)); i < h; i++)
      ardina_actions_add (out, side, ARDINA_VERB_CHOOSE, 1, ARDINA_CODE_LOCALE | due[i]);
  guint n = due_battles (g, side, due, G_N_ELEMENTS (due)), k = 0;
  for (guint i = 0; i < n; i++)
    if (!relief_first (g, side, due[i]))
      ardina_actions_add (out, side, ARDINA_VERB_ATTACK, 1, ARDINA_CODE_LOCALE | due[i]), k++;
  if (k < n)
    return;   /* 28.12: the relief attacks first */
  guint m = optional_battles (g, side, due, G_N_ELEMENTS (due));
  for (guint i = 0; i < m; i++)
    ardina_actions_add (out, side, ARDINA_VERB_ATTACK, 1, ARDINA_CODE_LOCALE | due[i]);
  if (!n && m)
    ardina_actions_add (out, side, ARDINA_VERB_END, 0);   /* 28.9, 28.13: none must be fought */
}

/* Nothing is tried: the attacks are generated, and `end` is refused while
 * a battle is due (and the phase ends by itself once none is). */
static void
combat_candidates (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out)
{
  (void) g, (void) f, (void) side, (void) out;
}

/* 17.4: attackers there that force-marched this turn. */
static gboolean
force_marched_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (g->units[i].zone == ARDINA_ZONE_MAP && g->units[i].locale == locale
        && (g->units[i].flags & ARDINA_PIECE_FORCE_MARCHED) && ardina_unit_controller (g, (uint16_t) i) == side)
      return TRUE;
  return FALSE;
}

/* Why there is no battle to fight at @locale: fleets alone never attack
 * land units (24.7), nor does anything fight where one side has no land
 * units or leaders (18.1, R-71). */
static gboolean
no_battle (ArdinaCtx *c, ArdinaSide side, uint16_t locale)
{
  const char *label = ardina_data_locales[locale].label;
  if (ardina_data_locales[locale].kind == ARDINA_LOCALE_KIND_HIGH_SEAS)
    return ardina_refuse (c, ARDINA_R_24_8, "no battle at %s: fleets fight only in ports, and fleets pass enemy fleets "
                          "at sea (24.3; R-71)", label);
  if (fleets_alone (c->g, side, locale) && ardina_land_force_at (c->g, ardina_other (side), locale))
    return ardina_refuse (c, ARDINA_R_24_7, "no battle at %s: %s's fleets may not attack land units by themselves, "
                          "only with land units in an amphibious assault (24.6; R-71)", label, ardina_side_label (side));
  return ardina_refuse (c, ARDINA_R_18_1, "no battle at %s: %s needs land units or leaders there with the "
                        "enemy's (R-71)", label, ardina_side_label (side));
}

static gboolean combat_end (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side);

/* 28.13, R-132: the sortie step: take PIECE, one of the besieged there;
 * end starts the battle once a land unit is taken (a leader when no land
 * unit of his is there). */
static gboolean
sortie_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  Combat *p = ARDINA_PAYLOAD (f, Combat);
  uint16_t locale = (uint16_t) (p->sortie - 1);
  const char *label = ardina_data_locales[locale].label;
  if (!ardina_stack_room (c->g, 3))
    return ardina_refuse (c, ARDINA_R_18_1, "no room is left on the procedure stack for a battle");
  if (a->verb == ARDINA_VERB_END)
    {
      if (!sortie_ready (c->g, side, locale))
        return ardina_refuse (c, ARDINA_R_28_13, "the sortie at %s needs at least one of the besieged land units "
                              "taken into it (take PIECE; R-132)", label);
      if (c->check_only)
        return TRUE;
      ardina_emit (c, ARDINA_R_28_13, side, "%s's sortie at %s goes out with the besieged taken into it; the others "
                   "stay in the fortress, out of the battle (R-132)", ardina_side_label (side), label);
      f->step = CHOOSING;
      return ardina_battle_call (c, side, locale) != NULL;
    }
  if (a->verb != ARDINA_VERB_TAKE || a->n_args != 1)
    return ardina_refuse (c, ARDINA_R_28_13, "%s chooses the sortie's force at %s: take PIECE, then end",
                          ardina_side_label (side), label);
  if (!sortie_candidate (c->g, side, locale, a->args[0]))
    return ardina_refuse (c, ARDINA_R_28_13, "only %s's besieged land units and leaders at %s, each once, may be "
                          "taken into the sortie (R-132)", ardina_side_label (side), label);
  if (c->check_only)
    return TRUE;
  *piece_flags (c->g, a->args[0]) |= ARDINA_PIECE_SORTIE;
  ardina_emit (c, ARDINA_R_28_13, side, "%s takes a piece of his besieged force at %s into the sortie",
               ardina_side_label (side), label);
  return TRUE;
}

/* 38.1: `choose LOCALE`, honors offered at the siege there, only while
 * no battle of the phase has been fought (its start, R-186). */
static gboolean
honors_offer (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  if (!(c->g->optional & ARDINA_OPTIONAL (38)))
    return ardina_refuse (c, ARDINA_R_1_4, "honors of war (38) are not in play in this game; in his Combat Phase "
                          "%s chooses the next battle (attack LOCALE)", ardina_side_label (side));
  if (ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_LOCALE)
    return ardina_refuse (c, ARDINA_R_38_1, "honors are offered at the locale of a siege (choose LOCALE)");
  if (ARDINA_PAYLOAD (f, Combat)->battles)
    return ardina_refuse (c, ARDINA_R_38_1, "honors are offered at the start of a Combat Phase, before its first "
                          "battle (R-186)");
  if (!ardina_honors_offer_ok (c, side, ARDINA_CODE_INDEX (a->args[0])))
    return FALSE;
  if (!ardina_stack_room (c->g, 3))
    return ardina_refuse (c, ARDINA_R_38_1, "no room is left on the procedure stack for the answer");
  if (c->check_only)
    return TRUE;
  return ardina_honors_call (c, side, ARDINA_CODE_INDEX (a->args[0]));
}

static gboolean
combat_act (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a)
{
  ArdinaSide side = (ArdinaSide) a->side;
  if (f->step == SORTIE)
    return sortie_act (c, f, a);
  if (a->verb == ARDINA_VERB_TAKE)
    return ardina_refuse (c, ARDINA_R_28_13, "pieces are taken only into a sortie, once its attack is declared "
                          "(attack LOCALE)");
  if (a->verb == ARDINA_VERB_END)
    return combat_end (c, f, side);
  if (a->verb == ARDINA_VERB_CHOOSE)
    return honors_offer (c, f, a);
  if (a->verb != ARDINA_VERB_ATTACK || ARDINA_CODE_KIND (a->args[0]) != ARDINA_CODE_LOCALE
      || ARDINA_CODE_INDEX (a->args[0]) >= ARDINA_DATA_N_LOCALES)
    return ardina_refuse (c, ARDINA_R_18_1, "in his Combat Phase %s chooses the next battle (attack LOCALE)",
                          ardina_side_label (side));
  uint16_t locale = ARDINA_CODE_INDEX (a->args[0]);
  const char *label = ardina_data_locales[locale].label;
  gboolean fleets = ardina_fleet_battle_due (c->g, side, locale);   /* 24.8: fought first, R-100 */
  if (!fleets && !contested (c->g, side, locale))
    return no_battle (c, side, locale);
  if (!fleets && attacked_at (c->g, side, locale))
    return ardina_refuse (c, ARDINA_R_18_2, "%s's force at %s has already attacked in this Combat Phase",
                          ardina_side_label (side), label);
  /* 28.12: the relief's attack is the phase's first, before a fleet
   * battle elsewhere too; one in the relief's own port comes
   * before the relief, and relief_first allows that locale. */
  if (relief_first (c->g, side, locale))
    return ardina_refuse (c, ARDINA_R_28_12, "a relief force's attack is fought first in the Combat Phase: %s "
                          "attacks at %s only after it", ardina_side_label (side), label);
  /* 38.3, R-185: an attack owed after honors were declined is made even
   * if 28.10's marker was spent meanwhile, so the phase cannot dead-end. */
  if (!fleets && !ardina_honors_due (c->g, side, locale) && !ardina_siege_attack_ok (c, side, locale))
    return FALSE;
  if (!ardina_stack_room (c->g, 3))
    return ardina_refuse (c, ARDINA_R_18_1, "no room is left on the procedure stack for a battle");
  if (c->check_only)
    return TRUE;
  if (force_marched_at (c->g, side, locale) && !ardina_siege_spares (c->g, side, locale))
    ardina_emit2 (c, ARDINA_R_18_1, ARDINA_R_17_4, side, "%s attacks at %s, as his force-marched units there "
                  "must", ardina_side_label (side), label);
  else
    ardina_emit (c, ARDINA_R_18_1, side, "%s attacks at %s", ardina_side_label (side), label);
  if (!fleets && (c->g->optional & ARDINA_OPTIONAL (28)))
    ardina_siege_attack_told (c, side, locale, ardina_honors_due (c->g, side, locale));   /* 28.9-28.13; spends 28.10's marker; 38.3 */
  if (!fleets && ardina_siege_sortie (c->g, side, locale))
    {
      /* 28.13, R-132: some or all of the besieged go out: he takes them. */
      ARDINA_PAYLOAD (f, Combat)->sortie = (uint8_t) (locale + 1);
      f->step = SORTIE;
      return TRUE;
    }
  return ardina_battle_call (c, side, locale) != NULL;
}

/* 18.1: the phase ends once no battle is due; a battle at a siege the
 * player need not fight does not hold it (28.9, 28.13). A battle due at
 * an enemy fortress with no siege is 28.11's. */
static gboolean
combat_end (ArdinaCtx *c, ArdinaFrame *f, ArdinaSide side)
{
  uint16_t due[1];
  if (due_battles (c->g, side, due, 1))
    return ardina_refuse (c, ardina_honors_due (c->g, side, due[0]) ? ARDINA_R_38_3
                          : ardina_fortress_of (c->g, ardina_other (side), due[0]) ? ARDINA_R_28_11 : ARDINA_R_18_1,
                          "combat is mandatory: %s must first fight every battle where his force shares a locale "
                          "with the enemy's", ardina_side_label (side));
  if (c->check_only)
    return TRUE;
  ardina_emit2 (c, ARDINA_R_18_1, ARDINA_R_28_9, side, "%s ends the Combat Phase, leaving the sieges as they are",
                ardina_side_label (side));
  (void) f;
  ardina_pop (c, 0);
  return TRUE;
}

/* A combat phase stands on the turn at a combat step, for its actor. */
static gboolean
combat_check (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why)
{
  const ArdinaFrame *turn = depth ? &g->stack[depth - 1] : NULL;
  if (!(turn && turn->proc == ARDINA_PROC_TURN && turn->call == ARDINA_CALL_WAITING
        && ardina_turn_step_proc (turn->step) == f->proc && ardina_turn_step_actor (g, turn->step) == f->side))
    {
      g_string_append (why, "a combat phase stands on the turn at a combat step, for its acting player");
      return FALSE;
    }
  /* 28.13: a sortie's locale while it is chosen or fought, and the pieces
   * taken into it are his, there. */
  const Combat *p = ARDINA_PAYLOAD (f, Combat);
  /* Once the sortie's battle is decided, a beaten sortie force that
   * retreated elsewhere keeps its flag away from the locale while the
   * battle ends (a massacre's choice, the battle-end window, R-170). */
  const ArdinaFrame *above = depth + 1 < g->depth ? &g->stack[depth + 1] : NULL;
  gboolean decided = above && above->proc == ARDINA_PROC_BATTLE
                     && ARDINA_PAYLOAD (above, Battle)->loser <= ARDINA_SIDE_BRITISH;
  if (f->step == SORTIE && !p->sortie)
    {
      g_string_append (why, "a combat phase choosing a sortie names its locale");
      return FALSE;
    }
  for (guint i = 0; i < ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS + ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      uint16_t code = i < ARDINA_DATA_N_UNITS ? (uint16_t) (ARDINA_CODE_UNIT | i)
                      : i < ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS ? (uint16_t) (ARDINA_CODE_LEADER | (i - ARDINA_DATA_N_UNITS))
                      : (uint16_t) (ARDINA_CODE_PIECE | (i - ARDINA_DATA_N_UNITS - ARDINA_DATA_N_LEADERS));
      uint16_t flags = 0, at = 0;
      gboolean unit;
      ArdinaSide s = piece_side (g, code, &flags, &at, &unit);
      if (s == ARDINA_SIDE_NONE)
        continue;   /* off the map, where no map flag stays (state check) */
      if ((*piece_flags ((ArdinaGame *) g, code) & ARDINA_PIECE_SORTIE)
          && (!p->sortie || s != (ArdinaSide) f->side || (at != p->sortie - 1 && !decided)))
        {
          g_string_append (why, "a piece taken into a sortie is the sortie's player's, at its locale");
          return FALSE;
        }
    }
  return TRUE;
}

static const ArdinaField fields[] = {
  ARDINA_FIELD_DEF (Combat, battles, "battles", ARDINA_FIELD_BYTE, 0, 255),
  ARDINA_FIELD_DEF (Combat, sortie, "sortie", ARDINA_FIELD_BYTE, 0, ARDINA_DATA_N_LOCALES),
};

const ArdinaProcClass ardina_combat_class = {
  .name = "combat", .owner = ARDINA_OWNER_PLAYER,
  .steps = step_names, .n_steps = G_N_ELEMENTS (step_names),
  .fields = fields, .n_fields = G_N_ELEMENTS (fields),
  .run = combat_run, .who = ardina_who_owner, .prompt = combat_prompt, .decision = combat_decision,
  .candidates = combat_candidates, .act = combat_act, .check = combat_check,
  .generate = combat_generate, .space = combat_space,
};

/* FIRE_DICE, 18.12: light and Indian units fire extra dice in a
 * wilderness or Indian locale. */
guint
ardina_terrain_fire (const ArdinaGame *g, uint16_t unit, uint16_t locale, guint dice)
{
  uint8_t type = ardina_data_units[unit].type, kind = ardina_data_locales[locale].kind;
  (void) g;
  if ((type == ARDINA_UNIT_TYPE_LIGHT || type == ARDINA_UNIT_TYPE_INDIAN)
      && (kind == ARDINA_LOCALE_KIND_WILDERNESS || kind == ARDINA_LOCALE_KIND_INDIAN))
    dice += (guint) ARDINA_CONST (WILDERNESS_FIRE_BONUS);
  return dice;
}
