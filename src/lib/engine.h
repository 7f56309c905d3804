/* The engine: a stack of procedures that runs until someone must decide.
 *
 * Each procedure (the set-up, the turn, a secret commitment, an interrupt)
 * is a class of four functions over its frame on the stack:
 *   run        does the automatic work; says whether a decision is needed;
 *   pending    says who decides what;
 *   candidates lists actions worth trying (it may list illegal ones);
 *   act        validates an action, refusing it with the rule that forbids
 *              it, and, unless the context only checks, carries it out.
 * act is the one legality predicate: legal actions are the candidates that
 * act accepts in check-only mode, so the list of legal actions and the
 * refusal of an illegal one can never disagree.
 *
 * Actions run on a scratch copy of the game; events are buffered and
 * delivered only when the action and the run after it succeed.
 */
#ifndef ARDINA_ENGINE_H
#define ARDINA_ENGINE_H

#include "state.h"

/* A number the rules state (rules-xml/constants.xml): ARDINA_CONST (LAST_YEAR). */
#define ARDINA_CONST(name) (ardina_data_constants[ARDINA_K_##name].value)

typedef enum {
  ARDINA_PROC_SETUP,
  ARDINA_PROC_TURN,
  ARDINA_PROC_COMMIT,
  ARDINA_PROC_RETURN,
  ARDINA_PROC_RESPOND,
  ARDINA_PROC_ROLL,
  ARDINA_PROC_WINDOW,
  ARDINA_PROC_COUNT
} ArdinaProc;

/* Verbs of actions (doc/actions.md). */
typedef enum {
  ARDINA_VERB_PLACE,       /* place PIECE LOCALE        set-up choice (4.2-4.5) */
  ARDINA_VERB_OFFER,       /* offer PIECE               add to a sealed commitment */
  ARDINA_VERB_WITHDRAW,    /* withdraw PIECE            take it back before sealing */
  ARDINA_VERB_SEAL,        /* seal                      the commitment is final */
  ARDINA_VERB_END,         /* end                       end one's part of a phase */
  ARDINA_VERB_RETURN,      /* return PIECE              a marker back to the pool (7.2) */
  ARDINA_VERB_SPY,         /* spy hand | spy REGION|BOX play a Spy (7.9, 22) */
  ARDINA_VERB_COUNTER,     /* counter PIECE             negate with a Spy (7.9) */
  ARDINA_VERB_DECLINE,     /* decline                   let the interrupted play stand */
  ARDINA_VERB_PLAY,        /* play PIECE                play an action marker at its time (7.9) */
  ARDINA_VERB_COUNT
} ArdinaVerb;

typedef enum {
  ARDINA_RUN_DECIDE,       /* a decision is pending on the top frame */
  ARDINA_RUN_AGAIN,        /* the stack changed: run the new top */
  ARDINA_RUN_ERROR
} ArdinaRun;

struct _ArdinaEvent {
  uint16_t rules[4];
  uint8_t n_rules;
  uint8_t side;
  uint8_t audience;        /* ARDINA_SIDE_NONE: both players; else only that side */
  char text[240];
};

typedef struct {
  ArdinaGame *g;           /* the scratch game */
  GArray *events;          /* ArdinaEvent; NULL when events are discarded */
  GError **error;
  gboolean check_only;     /* act validates and stops */
} ArdinaCtx;

typedef struct {
  ArdinaRun (*run) (ArdinaCtx *c, ArdinaFrame *f);
  guint (*pending) (const ArdinaGame *g, const ArdinaFrame *f, ArdinaPending out[2]);
  guint (*candidates) (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side,
                       ArdinaAction *out, guint max);
  gboolean (*act) (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a);
} ArdinaProcClass;

extern const ArdinaProcClass ardina_setup_class;    /* setup.c */
extern const ArdinaProcClass ardina_turn_class;     /* turn.c */
extern const ArdinaProcClass ardina_commit_class;   /* commit.c */
extern const ArdinaProcClass ardina_return_class;   /* turn.c */
extern const ArdinaProcClass ardina_respond_class;  /* spy.c */
extern const ArdinaProcClass ardina_roll_class;     /* roll.c */
extern const ArdinaProcClass ardina_window_class;   /* mutiny.c */

/* roll.c: pushes a roll of one die by @side for @rule, whose result lands
 * in arg[@into] of the frame below once any Master Plan is answered. */
ArdinaFrame *ardina_roll_begin (ArdinaCtx *c, ArdinaSide side, uint16_t rule, uint8_t into);

/* engine.c: the stack */
ArdinaFrame *ardina_push (ArdinaCtx *c, ArdinaProc proc, uint8_t kind, ArdinaSide side);
void ardina_pop (ArdinaCtx *c);
ArdinaFrame *ardina_top (const ArdinaGame *g);
gboolean ardina_run (ArdinaCtx *c);
void ardina_game_init (ArdinaGame *g, const ArdinaGameOptions *options);

/* engine.c: events, refusals, dice. Every call cites the rule it applies. */
void ardina_emit (ArdinaCtx *c, uint16_t rule, ArdinaSide side, const char *fmt, ...)
  G_GNUC_PRINTF (4, 5);
void ardina_emit2 (ArdinaCtx *c, uint16_t rule, uint16_t rule2, ArdinaSide side,
                   const char *fmt, ...) G_GNUC_PRINTF (5, 6);
/* An event only @audience may see (what he drew, what his Spy showed). */
void ardina_emit_private (ArdinaCtx *c, uint16_t rule, ArdinaSide audience, const char *fmt, ...)
  G_GNUC_PRINTF (4, 5);
gboolean ardina_refuse (ArdinaCtx *c, uint16_t rule, const char *fmt, ...) G_GNUC_PRINTF (3, 4);
/* A die for @side; 0 after setting the error when the dice source fails. */
int ardina_roll (ArdinaCtx *c, uint16_t rule, ArdinaSide side, const char *why);
/* A random campaign marker from the pool into @side's hand (7.1); FALSE
 * with the error set when the source fails; TRUE and no pick when the pool
 * is empty (7.3). */
gboolean ardina_pick_marker (ArdinaCtx *c, uint16_t rule, ArdinaSide side);

/* pieces.c: names and places */
const char *ardina_side_name (ArdinaSide side);
const char *ardina_side_label (ArdinaSide side);
int ardina_piece_lookup (const char *name);          /* piece code, -1 if none */
int ardina_locale_lookup (const char *name);         /* locale index, -1 if none */
int ardina_map_region_lookup (const char *name);     /* map region index, -1 */
const char *ardina_code_name (uint16_t code);
const char *ardina_code_label (uint16_t code);
ArdinaPlace *ardina_place_of (ArdinaGame *g, uint16_t code);
const ArdinaPlace *ardina_place_get (const ArdinaGame *g, uint16_t code);
const char *ardina_place_name (const ArdinaPlace *p, gboolean leader, char buf[48]);
guint ardina_hand (const ArdinaGame *g, ArdinaSide side, uint16_t *codes, guint max);
guint ardina_pool (const ArdinaGame *g, uint16_t *codes, guint max);
uint16_t ardina_piece_campaign (uint16_t code);      /* campaign kind of a piece */
gboolean ardina_hand_free (const ArdinaGame *g, ArdinaSide side, uint16_t code, uint16_t campaign);
int ardina_hand_find (const ArdinaGame *g, ArdinaSide side, uint16_t campaign);

/* actions.c */
ArdinaAction ardina_action_make (ArdinaSide side, ArdinaVerb verb, guint n, ...);

/* invariants.c: what holds after every action (tests, and loading). */
gboolean ardina_state_check (const ArdinaGame *g, GError **error);

/* commit.c, turn.c, victory.c, spy.c */
void ardina_turn_next (ArdinaCtx *c);
const char *ardina_turn_step_name (uint8_t step);
int ardina_turn_step_lookup (const char *name);
uint32_t ardina_balance_effects (const ArdinaGame *g);
gboolean ardina_nation_allied (const ArdinaGame *g, uint8_t nation);
ArdinaFrame *ardina_commit_begin (ArdinaCtx *c, uint8_t kind);
gboolean ardina_victory_check (ArdinaCtx *c);
void ardina_game_end (ArdinaCtx *c);
guint ardina_town_points (const ArdinaGame *g, ArdinaSide side);
gboolean ardina_spy_act (ArdinaCtx *c, const ArdinaAction *a);
/* spy.c: opens the opponent's chance to negate a play with a Spy (7.9);
 * @what is ARDINA_NEGATE_SPY or ARDINA_NEGATE_MUTINY. */
ArdinaFrame *ardina_negation_begin (ArdinaCtx *c, ArdinaSide player, uint8_t what, uint16_t target);
enum { ARDINA_NEGATE_SPY = 0, ARDINA_NEGATE_MUTINY = 1 };
/* mutiny.c: the window at the start of the adjustment phase (7.9). */
gboolean ardina_mutiny_window (ArdinaCtx *c);
guint ardina_spy_candidates (const ArdinaGame *g, ArdinaSide side, ArdinaAction *out, guint max);

enum { ARDINA_COMMIT_INITIATIVE = 1 };

#endif /* ARDINA_ENGINE_H */
