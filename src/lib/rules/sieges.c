/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Sieges (optional section 28, 28.6 and 28.9-28.15).
 *
 * A siege is a map marker (markers[ARDINA_MARKER_SIEGE][locale], 1 + the
 * besieging side); every land unit of that side in the locale is the
 * besieging force (28.6, 28.15), so no piece is marked. What the rules
 * ask of a siege is answered here, and called from where the rule acts:
 *   - laying one (28.6, 15.2) at the end of a Movement Phase, which
 *     movement.c offers as `choose LOCALE` in its closing step, and for
 *     free with Engineers (7.9, markers/engineers.c);
 *   - which battles at a siege are due, may be fought or must come
 *     first (28.9, 28.10, 28.12, 28.13), asked by combat.c;
 *   - the role of the battle being fought (a relief force's attack, a
 *     sortie, a besieging force's assault), saved in the battle's payload
 *     by battle.c and read back by ardina_battle_plain, which the
 *     fortress rows ask (28.12, 28.13: no fortress or siege effect);
 *   - who joins a relief attack (28.12: not the besieged) and where a
 *     beaten sortie goes (28.13: back into its fortress), asked by battle.c;
 *   - the siege's end (28.14), swept after every move and battle;
 *   - units arriving at a siege (28.15), an ENTER row.
 * The siege's effects on fortress fire, initiative and supply (28.7,
 * 28.8) are the fortress rows' (fortresses.c). */
#include "rules.h"
#include "battle-frame.h"
#include "core/board.h"

/* ---- what stands where ---- */

/* A land unit of @side at @locale (28.14: the besieging units; fleets
 * take no part in a siege, 24.11). */
static gboolean
land_unit_of (const ArdinaGame *g, ArdinaSide side, uint16_t locale, uint16_t mask, uint16_t want)
{
  ARDINA_BOARD_EACH_UNIT_IF (g, locale, mask, want, i)
    if (!ardina_is_fleet ((uint16_t) i) && ardina_unit_controller (g, (uint16_t) i) == side)
      return TRUE;
  return FALSE;
}

/* A ground combat unit of @side at @locale (28.6(1)), of @type if not
 * ARDINA_NONE (28.6(2): a regular). */
static gboolean
combat_unit_of (const ArdinaGame *g, ArdinaSide side, uint16_t locale, guint type)
{
  ARDINA_BOARD_EACH_UNIT (g, locale, i)
    if (!ardina_is_fleet ((uint16_t) i) && ardina_unit_is_combat ((uint16_t) i)
        && ardina_unit_controller (g, (uint16_t) i) == side
        && (type == ARDINA_NONE || ardina_data_units[i].type == type))
      return TRUE;
  return FALSE;
}

/* A besieged fortress: @side's siege at @locale, against the enemy's
 * fortress there. */
static gboolean
siege_on (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return side <= ARDINA_SIDE_BRITISH && ardina_siege_of (g, side, locale)
         && ardina_fortress_of (g, ardina_other (side), locale);
}

/* 28.12, 28.15: a relief force of @side at @locale: its pieces that moved
 * in this phase where its fortress is besieged, not yet in an attack. */
gboolean
ardina_relief_at (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  if (side > ARDINA_SIDE_BRITISH || !siege_on (g, ardina_other (side), locale))
    return FALSE;
  if (land_unit_of (g, side, locale, ARDINA_PIECE_MOVED | ARDINA_PIECE_ATTACKED, ARDINA_PIECE_MOVED))
    return TRUE;
  ARDINA_BOARD_EACH_LEADER_IF (g, locale, ARDINA_PIECE_MOVED | ARDINA_PIECE_ATTACKED, ARDINA_PIECE_MOVED, i)
    if (ardina_leader_controller (g, (uint16_t) i) == side)
      return TRUE;
  return FALSE;
}

/* ---- laying a siege (28.6, 15.2) ---- */

/* 28.6: what a siege marker costs, from the Mobilization Table
 * (mobilization.xml). Not a purchase of units or markers in the
 * Mobilization Phase, so 4.8's doubling does not apply. */
int
ardina_siege_cost (void)
{
  for (guint i = 0; i < ARDINA_DATA_N_COSTS; i++)
    if (ardina_data_costs[i].item == ARDINA_ITEM_SIEGE)
      return ardina_data_costs[i].points;
  return 0;
}

/* May @side lay a siege at @locale now: for 3 points with a force that
 * entered it this phase holding a regular (28.6), or free on any friendly
 * combat unit with Engineers (7.9, R-131)? Refuses with the rule. */
gboolean
ardina_siege_lay_ok (ArdinaCtx *c, ArdinaSide side, uint16_t locale, gboolean engineers)
{
  const ArdinaGame *g = c->g;
  if (!(g->optional & ARDINA_OPTIONAL (28)))
    return ardina_refuse (c, ARDINA_R_1_4, "sieges are played only with optional section 28.0");
  if (locale >= ARDINA_DATA_N_LOCALES)
    return ardina_refuse (c, ARDINA_R_28_6, "a siege is laid in a locale");
  const char *label = ardina_data_locales[locale].label;
  if (g->markers[ARDINA_MARKER_SIEGE][locale])
    return ardina_refuse (c, ARDINA_R_15_2, "%s already has a siege marker: one a locale (15.2)", label);
  if (!ardina_fortress_of (g, ardina_other (side), locale))
    return ardina_refuse (c, ARDINA_R_28_6, "no siege at %s: there is no fortress of %s there to besiege", label,
                          ardina_side_label (ardina_other (side)));
  if (!combat_unit_of (g, ardina_other (side), locale, ARDINA_NONE))
    return ardina_refuse (c, ARDINA_R_28_6, "no siege at %s: the enemy fortress there holds no ground combat unit "
                          "of %s (28.6(1)); the fortress may be taken by entering it (28.5)", label,
                          ardina_side_label (ardina_other (side)));
  if (engineers)
    return combat_unit_of (g, side, locale, ARDINA_NONE)
           || ardina_refuse (c, ARDINA_R_7_9, "Engineers place their marker atop a %s combat unit, and %s has none",
                             ardina_side_label (side), label);
  if (!land_unit_of (g, side, locale, ARDINA_PIECE_MOVED, ARDINA_PIECE_MOVED))
    return ardina_refuse (c, ARDINA_R_28_6, "no siege at %s: none of %s's units there entered it in this Movement "
                          "Phase", label, ardina_side_label (side));
  if (!combat_unit_of (g, side, locale, ARDINA_UNIT_TYPE_REGULAR))
    return ardina_refuse (c, ARDINA_R_28_6, "no siege at %s: a besieging force needs at least one regular unit "
                          "(28.6(2))", label);
  int cost = ardina_siege_cost ();
  if (g->points[side] < cost)
    return ardina_refuse (c, ARDINA_R_28_6, "a siege costs %d political points and %s has %d", cost,
                          ardina_side_label (side), g->points[side]);
  return TRUE;
}

/* Lays @side's siege at @locale, which ardina_siege_lay_ok allowed. */
void
ardina_siege_lay (ArdinaCtx *c, ArdinaSide side, uint16_t locale, gboolean engineers)
{
  ArdinaGame *g = c->g;
  int cost = engineers ? 0 : ardina_siege_cost ();
  g->markers[ARDINA_MARKER_SIEGE][locale] = (uint8_t) (1 + side);
  g->points[side] = (int16_t) (g->points[side] - cost);
  if (engineers)
    ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_28_6, side, "%s lays a siege at %s with Engineers, at no cost: his units "
                  "there besiege the fortress of %s", ardina_side_label (side), ardina_data_locales[locale].label,
                  ardina_side_label (ardina_other (side)));
  else
    ardina_emit2 (c, ARDINA_R_28_6, ARDINA_R_15_2, side, "%s lays a siege at %s for %d political points: his units "
                  "there besiege the fortress of %s and need not attack it (28.9)", ardina_side_label (side),
                  ardina_data_locales[locale].label, cost, ardina_side_label (ardina_other (side)));
}

/* The locales where @side may lay a paid siege now (28.6): those holding
 * an enemy fortress and a unit of @side that moved this phase, asked
 * silently. */
guint
ardina_siege_sites (const ArdinaGame *g, ArdinaSide side, uint16_t *out, guint max)
{
  if (!(g->optional & ARDINA_OPTIONAL (28)))
    return 0;
  ArdinaCtx c = { (ArdinaGame *) g, NULL, NULL, TRUE };
  guint n = 0;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES && n < max; l++)
    if (g->markers[ARDINA_MARKER_FORTRESS][l] == 1 + ardina_other (side)
        && ardina_siege_lay_ok (&c, side, (uint16_t) l, FALSE))
      out[n++] = (uint16_t) l;
  return n;
}

/* 28.11: at the end of @side's Movement Phase, every locale where his
 * units that moved in stand with a garrisoned enemy fortress and no siege
 * of his: they must attack it, in an ordinary battle. */
void
ardina_siege_unlaid (ArdinaCtx *c, ArdinaSide side)
{
  const ArdinaGame *g = c->g;
  if (!(g->optional & ARDINA_OPTIONAL (28)))
    return;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (ardina_fortress_of (g, ardina_other (side), (uint16_t) l) && !ardina_siege_of (g, side, (uint16_t) l)
        && land_unit_of (g, side, (uint16_t) l, ARDINA_PIECE_MOVED, ARDINA_PIECE_MOVED)
        && combat_unit_of (g, ardina_other (side), (uint16_t) l, ARDINA_NONE))
      ardina_emit (c, ARDINA_R_28_11, side, "%s lays no siege at %s: his force there must attack the fortress of %s "
                   "in the coming Combat Phase, under the ordinary combat rules", ardina_side_label (side),
                   ardina_data_locales[l].label, ardina_side_label (ardina_other (side)));
}

/* ---- the siege's end (28.14) ---- */

/* 28.14: every siege whose besieging units are gone, or whose fortress is
 * gone or captured, is taken off; never captured itself. Asked after
 * every move and battle and as each Movement and Combat Phase begins
 * (a fortress removed in the Supply Phase, 28.4). */
void
ardina_sieges_lift (ArdinaCtx *c)
{
  ArdinaGame *g = c->g;
  if (!(g->optional & ARDINA_OPTIONAL (28)))
    return;
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    {
      uint8_t m = g->markers[ARDINA_MARKER_SIEGE][l];
      if (!m)
        continue;
      ArdinaSide side = (ArdinaSide) (m - 1);
      gboolean fortress = ardina_fortress_of (g, ardina_other (side), (uint16_t) l);
      if (fortress && land_unit_of (g, side, (uint16_t) l, 0, 0))
        continue;
      g->markers[ARDINA_MARKER_SIEGE][l] = 0;
      ardina_emit (c, ARDINA_R_28_14, side, "the siege of %s ends: %s", ardina_data_locales[l].label,
                   fortress ? "no besieging unit is left there" : "the fortress there is no longer the enemy's");
    }
}

/* ---- combat at a siege (28.9, 28.10, 28.12, 28.13) ---- */

/* The turn's step, for the Combat Phase's number (28.10). */
static gboolean
later_combat_phase (const ArdinaGame *g)
{
  for (int d = (int) g->depth - 1; d >= 0; d--)
    if (g->stack[d].proc == ARDINA_PROC_TURN)
      return g->stack[d].step >= ARDINA_STEP_CAMPAIGN_SECOND_FIRST_MOVE;
  return FALSE;
}

/* 28.9, 28.13: the battle @side would fight at @locale is his to choose:
 * his siege there (a besieging force never must attack), or the enemy's
 * siege of his fortress with no relief force of his there (a sortie is
 * never obliged). A relief force must attack (28.12). */
gboolean
ardina_siege_spares (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  if (!(g->optional & ARDINA_OPTIONAL (28)) || side > ARDINA_SIDE_BRITISH)
    return FALSE;
  return siege_on (g, side, locale) || (siege_on (g, ardina_other (side), locale) && !ardina_relief_at (g, side, locale));
}

/* 28.10: the first Tactics marker in @side's hand, or ARDINA_NONE. */
static uint16_t
tactics_in_hand (const ArdinaGame *g, ArdinaSide side)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      uint16_t code = (uint16_t) (ARDINA_CODE_PIECE | i);
      if (g->pieces[i].zone == ARDINA_ZONE_HAND && g->pieces[i].side == side
          && ardina_piece_campaign (code) == ARDINA_CAMPAIGN_TACTICS && ardina_hand_free (g, side, code, ARDINA_CAMPAIGN_TACTICS))
        return code;
    }
  return ARDINA_NONE;
}

/* May @side's besieging force at @locale attack now, the battle being
 * his to choose (ardina_siege_spares)? In a Second or Third Combat Phase
 * only as a forced march could move: a leader with it and a Tactics
 * marker to spend (28.10, 17.1). Sorties need nothing (28.13). */
gboolean
ardina_siege_attack_ok (ArdinaCtx *c, ArdinaSide side, uint16_t locale)
{
  const ArdinaGame *g = c->g;
  if (!siege_on (g, side, locale) || !later_combat_phase (g))
    return TRUE;
  const char *label = ardina_data_locales[locale].label;
  if (!ardina_side_has_at (g, side, locale, ARDINA_HAS_LEADER, 0, 0))   /* 28.10, 17.1 */
    return ardina_refuse (c, ARDINA_R_28_10, "in a Second or Third Combat Phase the besieging force at %s attacks "
                          "only as a forced march could move: it needs a leader (17.1)", label);
  if (tactics_in_hand (g, side) == ARDINA_NONE)
    return ardina_refuse (c, ARDINA_R_28_10, "in a Second or Third Combat Phase the besieging force at %s attacks "
                          "only as a forced march could move: %s needs a Tactics marker to play (17.1)", label,
                          ardina_side_label (side));
  return TRUE;
}

/* Says what the attack at a siege is, and spends the Tactics marker of
 * 28.10; the attack itself is then an ordinary battle call. @owed: the
 * besiegers declined honors and must attack (38.3). */
void
ardina_siege_attack_told (ArdinaCtx *c, ArdinaSide side, uint16_t locale, gboolean owed)
{
  ArdinaGame *g = c->g;
  const char *label = ardina_data_locales[locale].label;
  if (siege_on (g, side, locale))
    {
      if (owed)   /* 38.3: honors declined, the attack is owed (the caller asks honors.c) */
        ardina_emit (c, ARDINA_R_38_3, side, "%s's besieging force attacks the fortress at %s, as it must once "
                     "honors of war were declined", ardina_side_label (side), label);
      if (!later_combat_phase (g))
        {
          if (!owed)
            ardina_emit (c, ARDINA_R_28_9, side, "%s's besieging force attacks the fortress at %s, which it need "
                         "not do", ardina_side_label (side), label);
          return;
        }
      uint16_t piece = tactics_in_hand (g, side);
      if (piece == ARDINA_NONE)   /* owed (38.3): the marker went to another battle meanwhile */
        {
          ardina_emit2 (c, ARDINA_R_38_3, ARDINA_R_28_10, side, "%s has no Tactics marker left to spend: the attack "
                        "at %s is owed all the same (R-185)", ardina_side_label (side), label);
          return;
        }
      ardina_piece_move (g, piece, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
      ardina_emit2 (c, ARDINA_R_28_10, ARDINA_R_17_1, side, "%s's besieging force at %s attacks in a later Combat "
                    "Phase as a forced march would move: a leader with it, a Tactics marker played to the pool",
                    ardina_side_label (side), label);
    }
  else if (ardina_relief_at (g, side, locale))
    ardina_emit2 (c, ARDINA_R_28_12, ARDINA_R_28_15, side, "%s's relief force attacks the besiegers at %s first, "
                  "as an ordinary battle; the besieged do not join it", ardina_side_label (side), label);
  else if (siege_on (g, ardina_other (side), locale))
    ardina_emit (c, ARDINA_R_28_13, side, "%s's besieged force at %s sorties against the besiegers, an ordinary "
                 "battle as if no fortress or siege were there", ardina_side_label (side), label);
  else if (ardina_fortress_of (g, ardina_other (side), locale))
    ardina_emit2 (c, ARDINA_R_28_11, ARDINA_R_18_1, side, "%s attacks the fortress of %s at %s without a siege, "
                  "under the ordinary combat rules", ardina_side_label (side), ardina_side_label (ardina_other (side)),
                  label);
}

/* BATTLE: the role at a siege of the battle @q->attacker starts at
 * @q->locale, which battle.c saves in its payload: a besieging force's
 * assault (28.7), a relief force's attack (28.12), a sortie (28.13). */
void
ardina_siege_battle (const ArdinaGame *g, ArdinaHookBattle *q)
{
  if (siege_on (g, q->attacker, q->locale))
    q->siege = ARDINA_SIEGE_ROLE_ASSAULT;
  else if (ardina_relief_at (g, q->attacker, q->locale))
    q->siege = ARDINA_SIEGE_ROLE_RELIEF;
  else if (siege_on (g, ardina_other (q->attacker), q->locale))
    q->siege = ARDINA_SIEGE_ROLE_SORTIE;
}

/* 28.13: @side's battle at @locale would be a sortie: the enemy besieges
 * his fortress there and no relief force of his stands there (28.12). */
gboolean
ardina_siege_sortie (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return (g->optional & ARDINA_OPTIONAL (28)) && side <= ARDINA_SIDE_BRITISH && !siege_on (g, side, locale)
         && !ardina_relief_at (g, side, locale) && siege_on (g, ardina_other (side), locale);
}

/* 28.12, 28.13: the battle at @locale is a relief force's attack or a
 * sortie, fought as if no fortress or siege marker were there. */
gboolean
ardina_battle_plain (const ArdinaGame *g, uint16_t locale)
{
  uint8_t role = ardina_battle_siege_role (g, locale);
  return role == ARDINA_SIEGE_ROLE_RELIEF || role == ARDINA_SIEGE_ROLE_SORTIE;
}

/* 28.16: a port where @side's fortress is besieged; his units come and
 * go there by sea under the ordinary rules of naval transport (24.4), so
 * a landing there is no amphibious assault: the units landed are a
 * relief force (28.15). */
gboolean
ardina_siege_port (const ArdinaGame *g, ArdinaSide side, uint16_t locale)
{
  return side <= ARDINA_SIDE_BRITISH && siege_on (g, ardina_other (side), locale)
         && ardina_data_locales[locale].port;
}

/* ---- units arriving (28.15) ---- */

/* ENTER, 28.15: a force entering a siege's locale joins the besiegers
 * when it is theirs, and is a relief force when the fortress is its
 * side's (28.12). It stops there as any force entering enemies (16.10). */
void
ardina_siege_enter (ArdinaCtx *c, ArdinaHookEnter *q)
{
  const ArdinaGame *g = c->g;
  const char *label = ardina_data_locales[q->to].label;
  if (siege_on (g, q->side, q->to))
    ardina_emit (c, ARDINA_R_28_15, q->side, "the force entering %s joins %s's besieging force there",
                 label, ardina_side_label (q->side));
  else if (siege_on (g, ardina_other (q->side), q->to))
    ardina_emit (c, ARDINA_R_28_15, q->side, "the force entering %s is a relief force: it must attack the "
                 "besiegers first in the coming Combat Phase (28.12)", label);
}
