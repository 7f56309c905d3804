/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Rule hooks: the function type of each hook point of registry.h, and
 * how a computation runs the rows of its point.
 *
 * A rule that modifies a computation the engine already makes (a terrain
 * that adds fire dice, a marker that denies a town, a rule that bars a
 * route) is a row: a function in the file of its rules section and one
 * line in ARDINA_HOOKS (registry.h), gated by the optional section it
 * belongs to. The computation (the point's caller) runs the rows that are
 * on in the game, in their order, and folds their answers into its own:
 * the calls below say how for each point. Rows are const and grouped by
 * point, so running a point is a walk over a short array with one bit
 * test per row; nothing is allocated or searched. */
#ifndef ARDINA_HOOKS_H
#define ARDINA_HOOKS_H

/* ENTER: the force of @side entered @to from @from (16.10). A row that
 * stops it there sets @stop to the rule that does (29.4 partisans, 34
 * overrun lifting a stop sets it back to 0); movement.c then holds it. */
typedef struct {
  ArdinaSide side;
  const ArdinaForce *force;
  uint16_t from, to;
  uint16_t stop;       /* in: 16.10 when enemies stand there, else 0; out */
} ArdinaHookEnter;
typedef void ArdinaHookEnterFn (ArdinaCtx *c, ArdinaHookEnter *q);

/* ROUTE: may @force cross @route from @from to @to for @cost MP (-1 when
 * 16.9 forbids the kind of route)? FALSE when the row refused, with its
 * rule (ardina_refuse); movement.c then refuses the march. @commander is
 * the force's commander while he moves with it, 0 for none (33.1). */
typedef struct {
  const ArdinaForce *force;
  uint16_t from, to, route;
  int cost;
  uint16_t commander;
} ArdinaHookRoute;
typedef gboolean ArdinaHookRouteFn (ArdinaCtx *c, const ArdinaHookRoute *q);

/* PLACE: 0 if a unit or leader of @nation may stand in @locale, else the
 * rule that bars it; the first row that bars decides (at-war.c). */
typedef uint16_t ArdinaHookPlaceFn (const ArdinaGame *g, uint16_t locale, uint8_t nation);

/* BATTLE: what kind of battle @attacker starts at @locale; rows of the
 * fleet sections set @kind (24.6 amphibious, 24.7 fleet against fleet),
 * the siege row its role at a siege (@siege, an ArdinaSiegeRole: 28.12,
 * 28.13).
 * The engine plays land battles only until section 24 arrives: battle.c
 * refuses to start any other kind. */
typedef enum {
  ARDINA_BATTLE_LAND,
  ARDINA_BATTLE_FLEETS,
  ARDINA_BATTLE_AMPHIBIOUS,
} ArdinaBattleKind;
typedef struct {
  ArdinaSide attacker;
  uint16_t locale;
  ArdinaBattleKind kind;   /* in: ARDINA_BATTLE_LAND; out */
  uint8_t siege;           /* in: ARDINA_SIEGE_ROLE_NONE; out */
} ArdinaHookBattle;
typedef void ArdinaHookBattleFn (const ArdinaGame *g, ArdinaHookBattle *q);

/* LEADER: what @leader gives @force when a rule cuts his printed value:
 * the value, with the rule in @rule; ARDINA_HOOK_PASS when the row has
 * nothing to say. The first row that answers decides (leaders.c). */
#define ARDINA_HOOK_PASS G_MAXUINT
typedef guint ArdinaHookLeaderFn (const ArdinaGame *g, uint16_t leader, const ArdinaForce *force, uint16_t *rule);

/* INITIATIVE: what @side adds to its initiative die in the battle at
 * @locale, @bonus so far (leadership, R-13; Tarleton's Quarter, 7.9);
 * each row returns the new bonus. */
typedef guint ArdinaHookInitiativeFn (const ArdinaGame *g, ArdinaSide side, uint16_t locale, guint bonus);

/* FIRE_DICE: the dice @unit fires in a battle at @locale, @dice so far
 * (its combat factors, 18.4(2)); each row returns the new count. */
typedef guint ArdinaHookDiceFn (const ArdinaGame *g, uint16_t unit, uint16_t locale, guint dice);

/* FIRE_HIT: what a fire die of @die rolled by @firing does at @locale:
 * @result so far (18.4(2): a 5 disrupts, a 6 eliminates); each row
 * returns the new result (28.2(2) changes it in a fortress). */
typedef enum {
  ARDINA_HIT_NONE,
  ARDINA_HIT_DISRUPT,
  ARDINA_HIT_ELIMINATE,
} ArdinaHit;
typedef ArdinaHit ArdinaHookHitFn (const ArdinaGame *g, uint16_t locale, ArdinaSide firing, guint die,
                                   ArdinaHit result);

/* RETREAT: may @force of @side retreat from @from to @to, a locale 18.8
 * and 18.9 already allow? 0, or the rule that bars it with the reason in
 * @why. @inside_open tells whether some retreat inside @from's region is
 * open; @commander is the retreating force's commander, 0 for none
 * (33.2, R-166). */
typedef struct ArdinaHookRetreat ArdinaHookRetreat;
struct ArdinaHookRetreat {
  const ArdinaForce *force;
  ArdinaSide side;
  uint16_t from, to;
  uint16_t commander;
  gboolean (*inside_open) (const ArdinaGame *g, const ArdinaHookRetreat *q);
};
typedef uint16_t ArdinaHookRetreatFn (const ArdinaGame *g, const ArdinaHookRetreat *q, const char **why);

/* AFTER_BATTLE: @winner won the battle at @locale, the battle's frame on
 * top; rows act (28.5 capture, 37 massacre) before the battle-end window
 * and the picks. A row may call a procedure for a player's decision
 * (ardina_call: the massacre's choice, 37.1); the battle then waits for
 * it and runs the rows after it once it returns. FALSE on error. */
typedef gboolean ArdinaHookAfterFn (ArdinaCtx *c, ArdinaSide winner, uint16_t locale);

/* TOWN_POINTS, FORAGE: 0, or the rule by which @locale gives @side
 * nothing (its points, 6.2; its food, 19.2). The first row that denies
 * decides. */
typedef uint16_t ArdinaHookTownFn (const ArdinaGame *g, uint16_t locale, ArdinaSide side);

/* FORAGE_LIMIT: how many of @side's units @locale feeds, @limit so far
 * (19.2 and the FORAGE rows); each row returns the new limit (a siege's
 * forage, 28.8). */
typedef guint ArdinaHookForageFn (const ArdinaGame *g, uint16_t locale, ArdinaSide side, guint limit);

/* SUPPLY: TRUE when the row decides @unit's supply (in @out, with its
 * rule in @rule); the first row that decides wins, else it forages. */
typedef gboolean ArdinaHookSupplyFn (const ArdinaGame *g, uint16_t unit, ArdinaSupply *out, uint16_t *rule);

/* ATTRITION: the roll (ARDINA_ROLL_x of dice.xml) @unit, out of supply
 * at @locale, makes: @roll so far (19.3's), with the rule it applies in
 * @rule; each row returns the new roll (36.1, 36.2). */
typedef guint ArdinaHookAttritionFn (const ArdinaGame *g, uint16_t unit, uint16_t locale, guint roll, uint16_t *rule);

/* ENLIST: @unit's enlistment total @total (die and leader, 20.5); each
 * row returns the new total. */
typedef int ArdinaHookEnlistFn (const ArdinaGame *g, ArdinaSide side, uint16_t unit, int total);

/* MOBILIZE_COST: what @unit costs @side in @locale, @cost so far (the
 * Mobilization Table, 13, 4.8); each row returns the new cost. */
typedef int ArdinaHookCostFn (const ArdinaGame *g, ArdinaSide side, uint16_t unit, uint16_t locale, int cost);

/* MOBILIZE_AVAILABLE: may @unit come into play for @side now? FALSE when
 * the row refused, with its rule (ardina_refuse). */
typedef gboolean ArdinaHookAvailableFn (ArdinaCtx *c, ArdinaSide side, uint16_t unit);

/* POLITICAL: the points @side collects in his Political Phase beyond his
 * towns' (6.2) and his dice, each row telling its own events; the phase
 * adds them to his bonus (30.1 Indian sovereignty). */
typedef int ArdinaHookPoliticalFn (ArdinaCtx *c, ArdinaSide side);

/* STEP_END: the turn's row @step (turn-steps.h) is over, the next about to
 * begin; rows act at the ends of the phases they name (37.4: massacre
 * markers leave as the Supply Phase's last row ends). */
typedef void ArdinaHookStepFn (ArdinaCtx *c, uint8_t step);

/* Every row's function, declared from the list: a row whose function
 * does not have its point's type does not compile. */
#define ARDINA_X_DECLARE(arg, point, section, fn) ArdinaHook##point##_t fn;
#define ARDINA_X_TYPEDEF(id, type) typedef type ArdinaHook##id##_t;
ARDINA_HOOK_POINTS (ARDINA_X_TYPEDEF)
ARDINA_HOOKS (ARDINA_X_DECLARE, 0)
#undef ARDINA_X_TYPEDEF
#undef ARDINA_X_DECLARE

typedef union {
#define ARDINA_X_MEMBER(id, type) type *id;
  ARDINA_HOOK_POINTS (ARDINA_X_MEMBER)
#undef ARDINA_X_MEMBER
} ArdinaHookFnPtr;

/* A row of the hook table: its point, the ARDINA_OPTIONAL() bit of its
 * section (0: standard rules, always on), its section, its function. */
typedef struct {
  uint8_t point;
  uint8_t section;
  uint32_t gate;
  ArdinaHookFnPtr fn;
  const char *name;
} ArdinaHookRow;

/* registry.c: every row, grouped by point; a point's rows are
 * ardina_hook_rows[ardina_hook_first[p]] and the ardina_hook_count[p]
 * after it. */
extern const ArdinaHookRow ardina_hook_rows[];
extern const guint ardina_hook_n_rows;
extern const uint8_t ardina_hook_first[ARDINA_HOOK_COUNT];
extern const uint8_t ardina_hook_count[ARDINA_HOOK_COUNT];
const char *ardina_hook_point_name (guint point);

/* Whether @row is on in a game with the optional sections @optional. */
static inline gboolean
ardina_hook_on (const ArdinaHookRow *row, uint32_t optional)
{
  return row->gate == 0 || (optional & row->gate) != 0;
}

/* for (...) over the rows of POINT on in @g, @row naming each:
 *   ARDINA_HOOK_EACH (row, g, FIRE_DICE)
 *     dice = row->fn.FIRE_DICE (g, unit, locale, dice); */
#define ARDINA_HOOK_EACH(row, g, point)                                                     \
  for (const ArdinaHookRow *row = ardina_hook_rows + ardina_hook_first[ARDINA_HOOK_##point],  \
                           *row##_end = row + ardina_hook_count[ARDINA_HOOK_##point];       \
       row < row##_end; row++)                                                              \
    if (ardina_hook_on (row, (g)->optional))

#endif /* ARDINA_HOOKS_H */
