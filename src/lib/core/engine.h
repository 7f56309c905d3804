/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The engine: a stack of procedures that runs until someone must decide.
 *
 * Each procedure (the set-up, the turn, a phase, a secret commitment, a
 * window in which action markers may be played, a die roll, an interrupt)
 * is a class (ArdinaProcClass) over its frame on the stack: its hooks run
 * the automatic work, say who decides and what, list candidate actions,
 * and validate and carry out an action; its fields describe its payload so
 * that saving, loading and checking a frame need no code of their own.
 *
 * Control passes between procedures in two ways only:
 *   ardina_call   the running procedure starts a child and waits for it;
 *                 when the child leaves with ardina_pop (c, result), the
 *                 parent finds the result (ardina_returned) and resumes on
 *                 its own: no child ever writes into its parent's frame;
 *   ardina_push   an interrupt (a Spy play) is pushed above whatever was
 *                 pending, which resumes unchanged when it leaves.
 *
 * act is the one legality predicate: legal actions are the candidates that
 * act accepts in check-only mode, so the list of legal actions and the
 * refusal of an illegal one can never disagree. A class may generate some
 * verbs' actions legal instead (generate, from act's own checks called
 * directly); debug builds then try the whole space of those verbs through
 * act, so the two still cannot disagree unnoticed.
 *
 * An action runs on the game itself, a copy kept to restore it byte for
 * byte when the action is refused or the run after it fails; events are
 * buffered and delivered only on success, and are formatted only when
 * someone will read them. Listing legal actions checks every candidate on
 * one scratch copy: check-only acts never change the game.
 */
#ifndef ARDINA_ENGINE_H
#define ARDINA_ENGINE_H

#include <string.h>

#include "state.h"
#include "board.h"
#include "registry.h"

/* A number the rules state (rules-xml/constants.xml): ARDINA_CONST (LAST_YEAR). */
#define ARDINA_CONST(name) (ardina_data_constants[ARDINA_K_##name].value)

/* Verbs of actions (doc/actions.md); their operand signatures are in
 * actions.c. */
typedef enum {
  ARDINA_VERB_PLACE,       /* place PIECE LOCALE        set-up choice (4.2-4.5) */
  ARDINA_VERB_OFFER,       /* offer PIECE               add to a secret commitment */
  ARDINA_VERB_WITHDRAW,    /* withdraw PIECE            take it back before sealing */
  ARDINA_VERB_SEAL,        /* seal                      the commitment is final */
  ARDINA_VERB_END,         /* end                       end one's part of a phase */
  ARDINA_VERB_RETURN,      /* return PIECE              a marker back to the pool (7.2) */
  ARDINA_VERB_SPY,         /* spy hand|REGION|BOX       play a Spy (7.9, 22) */
  ARDINA_VERB_COUNTER,     /* counter PIECE             negate a play with a Spy (7.9) */
  ARDINA_VERB_DECLINE,     /* decline                   pass: let a play stand, play nothing */
  ARDINA_VERB_PLAY,        /* play PIECE                play an action marker at its moment (7.9) */
  ARDINA_VERB_MOBILIZE,    /* mobilize UNIT|leader LOCALE  bring a unit into play (13) */
  ARDINA_VERB_BUY,         /* buy                       buy one campaign marker pick (7.1, R-3) */
  ARDINA_VERB_SPLIT,       /* split UNIT                a regular into two detachments (13.7) */
  ARDINA_VERB_MERGE,       /* merge UNIT UNIT           two detachments into a regular (13.7) */
  ARDINA_VERB_CHOOSE,      /* choose OPTION             one of the options a rule offers */
  /* the war on land (14-23): a move and a battle, step by step */
  ARDINA_VERB_TAKE,        /* take PIECE                a unit or leader into the force being formed (16.3(1)) */
  ARDINA_VERB_COMMAND,     /* command LEADER            name the force's commander (16.3(2)) */
  ARDINA_VERB_ROLL,        /* roll                      the force is formed: roll its movement points (16.3(3)) */
  ARDINA_VERB_MARCH,       /* march LOCALE              along one route to a neighbouring locale (16.2, 16.12) */
  ARDINA_VERB_DROP,        /* drop PIECE                leave a unit behind where the force stands (16.7) */
  ARDINA_VERB_END_MOVE,    /* end-move                  the force's move is over (16.6, 16.11) */
  ARDINA_VERB_FORCE_MARCH, /* force-march PIECE         declare a forced march with a Tactics marker (17.1, 7.9) */
  ARDINA_VERB_ATTACK,      /* attack LOCALE             fight the battle there next (18.1) */
  ARDINA_VERB_FIRE,        /* fire N                    one's round, spending N committed Tactics markers (18.4, 18.5) */
  ARDINA_VERB_ASSIGN,      /* assign PIECE              the unit that takes the hit just rolled (18.4(2)) */
  ARDINA_VERB_RETREAT,     /* retreat                   declare a retreat at the start of one's round (18.4(4)) */
  ARDINA_VERB_RETREAT_TO,  /* retreat-to LOCALE         where the beaten force goes (18.8) */
  ARDINA_VERB_FORAGE,      /* forage PIECE              a unit the locale's forage limit feeds (19.2) */
  /* the optional rules (28-38) */
  ARDINA_VERB_PARTISAN,    /* partisan REGION [PIECE]   raise a partisan there, paid with points or a rabble rousing marker (29.2, 9.1(4)) */
  ARDINA_VERB_COMMITTEE,   /* committee REGION          a free partisan with Committee of Correspondence (7.9, 29.2) */
  ARDINA_VERB_BAIT,        /* bait LOCALE               play Bait the Redcoats/Bluecoats there (7.9) */
  ARDINA_VERB_UPGRADE,     /* upgrade MILITIA UNIT      a Loyalist militia becomes a British regular or light unit (31.1) */
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
  uint8_t message_at;      /* where text's message starts, after "[9.3] " */
  char text[240];
};

typedef struct {
  ArdinaGame *g;           /* the scratch game */
  GArray *events;          /* ArdinaEvent; NULL when nobody reads them */
  GError **error;
  gboolean check_only;     /* act validates and stops */
} ArdinaCtx;

/* A growable list of actions: nothing is ever dropped for want of room.
 * It may start in a buffer of the caller's (on the stack: a listing
 * allocates nothing unless it outgrows it) and moves to the heap when it
 * outgrows it; heap says v is its own to free. */
typedef struct {
  ArdinaAction *v;
  guint n, cap;
  gboolean heap;
} ArdinaActionList;

void ardina_actions_init (ArdinaActionList *l);
/* Starts @l empty in @buf, room for @cap actions. */
void ardina_actions_init_buf (ArdinaActionList *l, ArdinaAction *buf, guint cap);
void ardina_actions_clear (ArdinaActionList *l);
void ardina_actions_add (ArdinaActionList *l, ArdinaSide side, ArdinaVerb verb, guint n, ...);
/* Makes room for one more action (the slow path of ardina_actions_push). */
void ardina_actions_grow (ArdinaActionList *l);
/* Makes room for @n more actions at once: a generator that counts what it
 * will list first reserves it all, so a long listing moves to the heap
 * once, at its size, rather than doubling and copying as it grows. */
void ardina_actions_reserve (ArdinaActionList *l, guint n);

/* Appends @a as it is: for the lists built by the hundred, without the
 * variadic arguments of ardina_actions_add; inline, as it is called for
 * every candidate of every listing. */
static inline void
ardina_actions_push (ArdinaActionList *l, const ArdinaAction *a)
{
  if (l->n == l->cap)
    ardina_actions_grow (l);
  l->v[l->n++] = *a;
}

/* Appends @n copies of @a, operand @arg of the k-th being @values[k]:
 * the same action for each of several pieces (the alike counters of a
 * mobilization), room made once and the copies written directly. */
static inline void
ardina_actions_push_each (ArdinaActionList *l, const ArdinaAction *a, guint arg, const uint16_t *values, guint n)
{
  if (l->cap - l->n < n)
    ardina_actions_reserve (l, n);
  const ArdinaAction t = *a;
  ArdinaAction *v = l->v + l->n;
  /* The whole action copied as bytes, then the one operand written: two
   * wide stores and a short one per action. */
  for (guint k = 0; k < n; k++)
    {
      memcpy (&v[k], &t, sizeof t);
      v[k].args[arg] = values[k];
    }
  l->n += n;
}

/* ardina_actions_add with its operands in an array (at most
 * ARDINA_ACTION_MAX_ARGS are kept, as there). */
static inline void
ardina_actions_add_args (ArdinaActionList *l, ArdinaSide side, ArdinaVerb verb, guint n, const guint *args)
{
  ArdinaAction a = { .side = side, .verb = (guint8) verb, .n_args = (guint8) MIN (n, ARDINA_ACTION_MAX_ARGS) };
  for (guint i = 0; i < a.n_args; i++)
    a.args[i] = (guint16) args[i];
  ardina_actions_push (l, &a);
}

/* The candidates of every listing are added through this: inline, with
 * the operands in an array rather than through va_arg. The leading 0
 * keeps the array whole when there are none. */
#define ardina_actions_add(l, side, verb, n, ...) \
  ardina_actions_add_args ((l), (side), (verb), (n), (const guint[]) { 0, ##__VA_ARGS__ } + 1)

/* @verb with the one operand @kind | i, for every i below @n: the spaces
 * of the generated classes (every campaign marker, every locale...). */
static inline void
ardina_actions_add_codes (ArdinaActionList *l, ArdinaSide side, ArdinaVerb verb, uint16_t kind, guint n)
{
  for (guint i = 0; i < n; i++)
    ardina_actions_add (l, side, verb, 1, (guint) (kind | i));
}

/* ---- the layout of a payload ----
 * A class lists its payload's fields; saving writes them by name, loading
 * reads them back within their bounds, and the invariants check them, so
 * no other file knows the payload. */
typedef enum {
  ARDINA_FIELD_INT,        /* int16_t within [min, max] */
  ARDINA_FIELD_BYTE,       /* uint8_t within [min, max] */
  ARDINA_FIELD_BOOL,       /* uint8_t, 0 or 1 */
  ARDINA_FIELD_SIDE,       /* uint8_t: a player; also none when min < 0 */
  ARDINA_FIELD_RULE,       /* uint16_t catalog index, written as its id */
  ARDINA_FIELD_CODE,       /* uint16_t operand code, max a mask of the kinds allowed
                            * (ARDINA_CODE_KINDS); 0 is none, so a CODE field never
                            * names units (unit 0 is code 0): use a UNITS set */
  ARDINA_FIELD_NAME,       /* uint8_t 0..max, written as name_at (value) */
  ARDINA_FIELD_UNITS,      /* ArdinaUnitSet, written as unit names */
  ARDINA_FIELD_LEADERS     /* ArdinaLeaderSet, written as leader names */
} ArdinaFieldType;

typedef struct {
  const char *name;
  uint8_t type;            /* ArdinaFieldType */
  uint16_t offset;
  int32_t min, max;
  const char *(*name_at) (guint i);   /* ARDINA_FIELD_NAME: the name of value i */
} ArdinaField;

#define ARDINA_FIELD_DEF(Type, member, fname, ftype, lo, hi) \
  { fname, ftype, offsetof (Type, member), lo, hi, NULL }
#define ARDINA_FIELD_NAMED(Type, member, fname, name_at, count) \
  { fname, ARDINA_FIELD_NAME, offsetof (Type, member), 0, (count) - 1, name_at }
#define ARDINA_CODE_KINDS(k) (1 << ((k) >> 12))

/* Who may own a frame: its side field. */
typedef enum { ARDINA_OWNER_NONE, ARDINA_OWNER_PLAYER, ARDINA_OWNER_ANY } ArdinaOwner;

typedef struct {
  const char *name;                 /* in saves and messages */
  uint8_t base;                     /* may stand at the bottom of the stack (and only there) */
  uint8_t commits;                  /* calls commitments and resolves them (commit.c) */
  uint8_t owner;                    /* ArdinaOwner: what the side field may hold */
  const char *const *steps;         /* the names of its steps, for saves */
  uint8_t n_steps;
  const ArdinaField *fields;        /* the payload */
  uint8_t n_fields;
  ArdinaRun (*run) (ArdinaCtx *c, ArdinaFrame *f);
  /* Who must decide now: up to two sides, no text formatted (hot path).
   * NULL for a procedure that decides nothing itself (its children do);
   * prompt, candidates and act are then NULL too. */
  guint (*who) (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide out[2]);
  /* What @side must decide: kind, rule and prompt. */
  void (*prompt) (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out);
  /* Optional: the kind and rule alone, as prompt sets them, without the
   * text (ardina_game_decisions, the random player's hot path); NULL:
   * prompt is asked. */
  void (*decision) (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaPending *out);
  /* The actions tried through act; ardina_candidates_none where generate
   * lists every decision. */
  void (*candidates) (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out);
  gboolean (*act) (ArdinaCtx *c, ArdinaFrame *f, const ArdinaAction *a);
  /* Optional: actions generated legal, listed without trying them through
   * act (issue 16 item 6), ahead of the candidates, which are tried. Its
   * companion space lists every action of the verbs generate owns, legal
   * or not: debug builds try each of them through act and check that act
   * accepts exactly those generate listed. */
  void (*generate) (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out);
  void (*space) (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out);
  /* Optional: the other actions that the candidate @a, just accepted,
   * stands for: act would accept each of them for the very same reasons
   * (interchangeable counters of one nation, type and zone, 13.10). The
   * legal list adds them unchecked, so candidates may name one counter of
   * a kind and the list still holds every action act accepts. */
  void (*equivalents) (const ArdinaGame *g, const ArdinaFrame *f, const ArdinaAction *a, ArdinaActionList *out);
  /* Optional: what a side's view may not see of the frame (22.0). */
  void (*hide) (ArdinaFrame *f, ArdinaSide viewer);
  /* Optional: invariants beyond the fields' bounds (where the frame may
   * stand, how its fields relate); FALSE with the reason in @why. */
  gboolean (*check) (const ArdinaGame *g, const ArdinaFrame *f, guint depth, GString *why);
} ArdinaProcClass;

/* ardina_game_pending without the prompts: side, kind and rule, each
 * prompt empty (the random player's, src/cli/player.c). */
guint ardina_game_decisions (const ArdinaGame *game, ArdinaPending out[2]);
/* A candidates hook for a class whose generate lists every decision:
 * nothing is left to try. */
void ardina_candidates_none (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide side, ArdinaActionList *out);
/* A who hook: the frame's owner decides (f->side). */
guint ardina_who_owner (const ArdinaGame *g, const ArdinaFrame *f, ArdinaSide out[2]);

/* The registry (rules/registry.c), indexed by ArdinaProc. */
extern const ArdinaProcClass *const ardina_proc_classes[ARDINA_PROC_COUNT];
const ArdinaProcClass *ardina_proc_class (uint8_t proc);
int ardina_proc_lookup (const char *name);

/* ---- the stack (engine.c) ---- */

/* An interrupt above whatever is pending; NULL with the error set when the
 * stack is full. The frame is zeroed but for proc and side. */
ArdinaFrame *ardina_push (ArdinaCtx *c, ArdinaProc proc, ArdinaSide side);
/* Starts a child procedure whose result the running one awaits. */
ArdinaFrame *ardina_call (ArdinaCtx *c, ArdinaProc proc, ArdinaSide side);
/* Leaves the top procedure, handing @result to its caller if it has one. */
void ardina_pop (ArdinaCtx *c, int16_t result);
/* TRUE once, with the result, when @f's child has returned. */
gboolean ardina_returned (ArdinaFrame *f, int16_t *result);
/* Inline: asked by every hook of every candidate of every listing. */
static inline gboolean
ardina_stack_room (const ArdinaGame *g, guint frames)
{
  return g->depth + frames <= ARDINA_STACK_MAX;
}

static inline ArdinaFrame *
ardina_top (const ArdinaGame *g)
{
  return g->depth ? (ArdinaFrame *) &g->stack[g->depth - 1] : NULL;
}

/* Runs to the next decision (engine.c), without checking the invariants. */
gboolean ardina_run_steps (ArdinaCtx *c);
/* ardina_run_steps, then, in debug builds, the invariants (apply.c). */
gboolean ardina_run (ArdinaCtx *c);
/* Validates @a, and carries it out unless c->check_only (engine.c). */
gboolean ardina_act (ArdinaCtx *c, const ArdinaAction *a);
void ardina_game_init (ArdinaGame *g, const ArdinaGameOptions *options);

/* ---- events, refusals, dice (engine.c). Every call cites its rule. ---- */

void ardina_emit (ArdinaCtx *c, uint16_t rule, ArdinaSide side, const char *fmt, ...)
  G_GNUC_PRINTF (4, 5);
void ardina_emit2 (ArdinaCtx *c, uint16_t rule, uint16_t rule2, ArdinaSide side,
                   const char *fmt, ...) G_GNUC_PRINTF (5, 6);
/* An event only @audience may see (what he drew, what his Spy showed). */
void ardina_emit_private (ArdinaCtx *c, uint16_t rule, ArdinaSide audience, const char *fmt, ...)
  G_GNUC_PRINTF (4, 5);
/* Whether events are being kept: callers skip work that only feeds them. */
static inline gboolean
ardina_telling (const ArdinaCtx *c)
{
  return c->events != NULL && !c->check_only;
}
gboolean ardina_refuse (ArdinaCtx *c, uint16_t rule, const char *fmt, ...) G_GNUC_PRINTF (3, 4);
/* A listing refuses candidates by the million and reads no message: the
 * call, and the arguments of its message, are skipped when there is no
 * error to set (@c is evaluated twice: pass a plain variable). */
#define ardina_refuse(c, rule, ...) \
  ((c)->error ? (ardina_refuse) ((c), (rule), __VA_ARGS__) : FALSE)
/* Sets @error to a refusal by @rule: the message "[rule] reason" and the
 * record ardina_error_get_rule() and the rest read (core/error.c); the
 * rulings the reason names ("(R-56)") are recorded as well. */
void ardina_refusal_set (GError **error, uint16_t rule, const char *reason);
/* A die for @side, at once, no answer possible; 0 after setting the error
 * when the dice source fails. Rolls a player may answer go through the
 * die-roll procedure (roll.c). */
int ardina_roll (ArdinaCtx *c, uint16_t rule, ArdinaSide side, const char *why);
/* A random campaign marker from the pool into @side's hand (7.1); FALSE
 * with the error set when the source fails; TRUE and no pick when the pool
 * is empty (7.3). */
gboolean ardina_pick_marker (ArdinaCtx *c, uint16_t rule, ArdinaSide side);
/* Up to @n such picks (a Speculators or Bait the Redcoats result, 7.9),
 * stopping when the pool runs empty (7.3); the number picked in @picked. */
gboolean ardina_pick_markers (ArdinaCtx *c, uint16_t rule, ArdinaSide side, int n, guint *picked);
/* Up to @n markers picked at random from @side's hand go to the pool (a
 * Mutiny & Treason or Speculators result, 7.9), each told to @side alone;
 * the number that went, fewer when the hand runs out, in @returned. FALSE
 * with the error set when the dice fail. */
gboolean ardina_return_random (ArdinaCtx *c, uint16_t rule, ArdinaSide side, int n, guint *returned);

/* ---- the die-roll procedure (roll.c) ----
 * Calls a roll of one die by @side for @rule: the caller resumes with the
 * die as the result, once any marker played after the roll (a Master Plan,
 * 7.9) has been answered. @answerable is FALSE where no marker may answer
 * the roll (7.9: a Master Plan is not played during a combat resolution). */
ArdinaFrame *ardina_roll_call (ArdinaCtx *c, ArdinaSide side, uint16_t rule, gboolean answerable);
/* The outcome name of dice.xml's plain band of @roll (ARDINA_ROLL_x)
 * that @die falls in, or "". */
const char *ardina_roll_outcome (guint roll, int die);
int ardina_roll_outcome_id (guint roll, int die);
/* What a marker played on a roll asks of it (the window's result). */
enum { ARDINA_ROLL_KEEP = 0, ARDINA_ROLL_AGAIN = 1 };

/* ---- action markers and the moments of 7.9 (window.c) ---- */

typedef struct {
  uint16_t campaign;       /* ARDINA_CAMPAIGN_x: the kind it plays */
  /* Its play in a window at one of its moments (counters.xml): carries it
   * out, the marker already taken from the hand; may call a procedure
   * (the window waits for it) or close the window with a result for the
   * window's caller (ardina_window_close). NULL for markers the engine
   * does not play yet. */
  gboolean (*play) (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece);
  /* Optional: whether the play is allowed here beyond its moment (e.g. a
   * marker barred where a massacre happened, R-35); refuses with the rule
   * (ardina_refuse) when not. Called in check-only mode too, so the legal
   * actions and the refusals agree. */
  gboolean (*allowed) (ArdinaCtx *c, const ArdinaFrame *window, ArdinaSide side, uint16_t piece);
  /* A marker played "at any time" (7.9): the verb it claims, its
   * candidates and its act, offered at every decision. */
  uint8_t verb;
  void (*free_candidates) (const ArdinaGame *g, ArdinaSide side, ArdinaActionList *out);
  gboolean (*free_act) (ArdinaCtx *c, const ArdinaAction *a);
  /* A marker that negates other plays (the Spy against Mutiny & Treason):
   * calls the answer procedure for @answerer; it returns
   * ARDINA_PLAY_STANDS or ARDINA_PLAY_NEGATED. */
  ArdinaFrame *(*negate) (ArdinaCtx *c, ArdinaSide answerer, uint16_t played);
} ArdinaMarkerClass;

enum { ARDINA_PLAY_STANDS = 1, ARDINA_PLAY_NEGATED = 2 };

extern const ArdinaMarkerClass *const ardina_marker_classes[ARDINA_MARKER_CLASS_COUNT];
const ArdinaMarkerClass *ardina_marker_class (uint16_t campaign);

/* What opening a moment did. */
typedef enum {
  ARDINA_MOMENT_PASSED,    /* nobody is to be asked: the caller goes on at once */
  ARDINA_MOMENT_OPEN,      /* the window was called: the caller returns
                            * ARDINA_RUN_AGAIN and later finds its result */
  ARDINA_MOMENT_FAILED     /* no room on the stack: the error is set */
} ArdinaMomentOpened;

/* Opens the window of @moment (ARDINA_MOMENT_x) for @first then @second
 * (ARDINA_SIDE_NONE for none). @context is what the moment is about, for
 * the markers played in it (the die just rolled). */
ArdinaMomentOpened ardina_moment (ArdinaCtx *c, uint8_t moment, ArdinaSide first, ArdinaSide second,
                                  int16_t context);
/* The marker in play in a window past its asking step (a piece code). */
uint16_t ardina_window_piece (const ArdinaFrame *window);
int16_t ardina_window_context (const ArdinaFrame *window);
/* From a marker's play: the window closes, returning @result. */
void ardina_window_close (ArdinaFrame *window, int16_t result);
/* Can @side play @code at @moment: his, free, of that moment and player? */
gboolean ardina_marker_playable (const ArdinaGame *g, ArdinaSide side, uint16_t code, uint8_t moment);

/* ---- secret commitments (commit.c) ----
 * Both players build a commitment out of their hands without seeing the
 * other's (offer, withdraw), then seal it. The committed markers stay in
 * the hand, flagged ARDINA_PIECE_OFFERED (and with their target), until
 * the procedure that called the commitment resolves it and spends them. */

typedef struct {
  const char *name;        /* "initiative" */
  uint16_t rule;           /* the rule of the commitment (8.1) */
  const char *purpose;     /* "for the initiative": ends its prompt */
  /* May @side offer @piece? (any campaign marker, rabble markers only,
   * tactics only...) */
  gboolean (*eligible) (const ArdinaGame *g, ArdinaSide side, uint16_t piece);
  /* What a marker is offered to (tables, colonial regions: 9.3, 11.1):
   * n_targets of them, target i named by the operand code target_code (i)
   * in actions; 0 when markers are offered to the commitment as a whole
   * (8.1). An offered marker records 1 + the target's index. */
  uint8_t n_targets;
  uint16_t (*target_code) (guint i);
  /* The most @side may offer, or -1 for no limit (18.4(1): the leaders'
   * total); @caller is the frame that called the commitment. */
  int (*cap) (const ArdinaGame *g, const ArdinaFrame *caller, ArdinaSide side);
  /* Optional: 0 when @side may offer to target @target, else the rule
   * barring it, with the reason in @why (9.1(1): progress is the
   * American's alone). */
  uint16_t (*barred) (const ArdinaGame *g, ArdinaSide side, guint target, const char **why);
} ArdinaCommitKind;

extern const ArdinaCommitKind *const ardina_commit_kinds[ARDINA_COMMIT_COUNT];
/* Calls a secret commitment of @kind for both players; it returns 0 once
 * both have sealed. */
ArdinaFrame *ardina_commit_call (ArdinaCtx *c, uint8_t kind);
/* Markers @side committed to target @target (0 for the first of the
 * kind's targets), or to anything when @target is ARDINA_NONE. */
guint ardina_commit_offered (const ArdinaGame *g, ArdinaSide side, uint16_t target);
/* Every committed marker goes to the pool (8.1, 9.3, 18.4). */
void ardina_commit_spend (ArdinaGame *g);

/* ---- carried pieces (carry.c) ---- */

/* 24.5: land combat units a fleet carries; leaders are not counted. */
#define ARDINA_FLEET_CAPACITY 4
gboolean ardina_unit_is_fleet (uint16_t unit);
/* The fleet (unit index) carrying the unit or leader @code, -1 for none. */
int ardina_carrier (const ArdinaGame *g, uint16_t code);
/* Puts @code aboard @fleet, or takes it off (the flag and the carrier). */
void ardina_embark (ArdinaGame *g, uint16_t code, uint16_t fleet);
void ardina_disembark (ArdinaGame *g, uint16_t code);
guint ardina_fleet_load (const ArdinaGame *g, uint16_t fleet);
/* The one fleet of @code's side at its locale: -1 if none, -2 if several. */
int ardina_carrier_derive (const ArdinaGame *g, uint16_t code);
/* Moves a unit or leader to @locale: a fleet's cargo goes along, a
 * carried piece moving alone leaves its fleet. */
void ardina_place_move (ArdinaGame *g, uint16_t code, uint16_t locale);
/* 24.10: eliminates what @fleet carries; how many pieces. */
guint ardina_cargo_sink (ArdinaGame *g, uint16_t fleet);
/* What is wrong with @code's carrier, or NULL (invariants.c, load.c). */
const char *ardina_carry_fault (const ArdinaGame *g, uint16_t code, uint16_t *rule);

/* ---- pieces and names (pieces.c) ---- */

extern const char *const ardina_zone_names[ARDINA_ZONE_COUNT];
extern const char *const ardina_flag_names[ARDINA_PIECE_N_FLAGS];
extern const char *const ardina_result_names[ARDINA_RESULT_COUNT];
const char *ardina_side_name (ArdinaSide side);
const char *ardina_side_label (ArdinaSide side);
int ardina_piece_lookup (const char *name);          /* piece code, -1 if none */
/* ardina_locale_lookup (locale index, -1 if none) is public: <ardina/board.h> */
int ardina_map_region_lookup (const char *name);     /* map region index, -1 */
const char *ardina_code_name (uint16_t code);
const char *ardina_code_label (uint16_t code);
/* ardina_place_of, ardina_place_get: core/board.h */
const char *ardina_place_name (const ArdinaPlace *p, gboolean leader);   /* constant storage */
guint ardina_hand (const ArdinaGame *g, ArdinaSide side, uint16_t *codes, guint max);
gboolean ardina_hand_any (const ArdinaGame *g, ArdinaSide side);
guint ardina_pool (const ArdinaGame *g, uint16_t *codes, guint max);
uint16_t ardina_piece_campaign (uint16_t code);      /* campaign kind of a piece */
/* A campaign marker leaves the hand or the table: where it goes and who
 * holds it, its commitment flag and target cleared. */
void ardina_piece_move (ArdinaGame *g, uint16_t code, ArdinaZone zone, ArdinaSide side);
gboolean ardina_hand_free (const ArdinaGame *g, ArdinaSide side, uint16_t code, uint16_t campaign);
/* The counters (indices among the campaign pieces) of campaign marker
 * kind @kind, ascending; how many in @n. */
const uint8_t *ardina_campaign_counters (uint16_t kind, guint *n);
int ardina_hand_find (const ArdinaGame *g, ArdinaSide side, uint16_t campaign);

/* ---- the action grammar (actions.c) ---- */

ArdinaAction ardina_action_make (ArdinaSide side, ArdinaVerb verb, guint n, ...);
/* Does every operand name something that exists, within the verb's
 * signature? */
gboolean ardina_action_valid (const ArdinaAction *a);

/* ---- invariants (invariants.c): what holds after every action ---- */
gboolean ardina_state_check (const ArdinaGame *g, GError **error);
/* What a broken invariant is about, so that the loader refuses it at the
 * line of that element: the game as a whole, a piece (its code), a map
 * marker (kind and locale) or a frame (its depth). */
typedef enum { ARDINA_BROKEN_GAME, ARDINA_BROKEN_PIECE, ARDINA_BROKEN_MARKER, ARDINA_BROKEN_FRAME } ArdinaBrokenKind;
typedef struct {
  ArdinaBrokenKind kind;
  uint16_t index;          /* the piece code, the marker kind or the frame's depth */
  uint8_t locale;          /* the map marker's locale */
} ArdinaBroken;
/* ardina_state_check, saying in @at (may be NULL) what is at fault. */
gboolean ardina_state_check_at (const ArdinaGame *g, ArdinaBroken *at, GError **error);
/* 1.4: the section of optional rules a map marker kind belongs to. */
guint ardina_marker_section (guint kind);
/* 16.9, R-72: no land unit nor non-admiral leader in a sea area; part of
 * ardina_state_check_at, asked on its own by the board loader. */
gboolean ardina_sea_check (const ArdinaGame *g, ArdinaBroken *at, GError **error);
/* A frame's fields within their bounds and its class's own invariants. */
gboolean ardina_frame_check (const ArdinaGame *g, guint depth, GString *why);

#endif /* ARDINA_ENGINE_H */
