/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The state of a game: one plain struct of fixed size, no pointers.
 *
 * Invariant: everything a game needs to go on is in here, the dice source
 * and the procedure stack included, so that a copy made with memcpy is a
 * complete, independent game, and a saved game resumes exactly where it
 * stopped (mid-set-up, mid-commitment, mid-interrupt, and later mid-move or
 * mid-battle). The generated tables (ardina-data.h) hold what never
 * changes; this holds what does, indexed the same way: unit i here is
 * ardina_data_units[i].
 *
 * What belongs to one procedure (a commitment's seals, a set-up's
 * position, a moving force) lives in that procedure's frame payload, not
 * here: the game struct holds only what outlives every procedure.
 */
#ifndef ARDINA_STATE_H
#define ARDINA_STATE_H

#include "internal.h"

#define ARDINA_MAX_UNITS 192
#define ARDINA_MAX_LEADERS 64
#define ARDINA_MAX_PIECES 128     /* campaign marker counters */
#define ARDINA_MAX_LOCALES 128
#define ARDINA_MAX_REGIONS 8      /* colonial regions with a loyalty track */
#define ARDINA_MAX_DICE 512       /* scripted dice */
#define ARDINA_MAX_PICKS 128      /* scripted picks */

/* The deepest chain of procedures the rules allow, with room to spare:
 * the turn, a campaign phase, a move, an interception window, the battle
 * it starts, a fire round, a casualty choice, a die roll (no Master Plan
 * window in combat, 7.9), a Spy answer above it: nine deep; outside a
 * battle a roll's Master Plan window and its Spy answer add two. Sixteen
 * leaves room for the optional rules' windows (doc/design.md). */
#define ARDINA_STACK_MAX 16
/* A frame's payload: the largest procedure is a battle, two forces of
 * 32 bytes and its round, tactics and hits. */
#define ARDINA_PAYLOAD_BYTES 96

/* Where a unit, leader or campaign marker is: X (ID, name in saves). */
#define ARDINA_ZONES(X)                                                          \
  X (RESERVE, "reserve")         /* not yet in play: the counter mix (4.11) */    \
  X (MAP, "map")                 /* in a locale (off-map boxes are locales) */    \
  X (POOL, "pool")               /* campaign pool, or a side's leader pool */     \
  X (HAND, "hand")               /* a side's hand of campaign markers */          \
  X (ASIDE, "aside")             /* set aside (4.9, 4.10, 7.8, optional rules off) */ \
  X (ELIMINATED, "eliminated")   /* may be mobilized again (13.5) */              \
  X (REMOVED, "removed")         /* out of the game */                            \
  X (HIDDEN, "hidden")           /* only in a view: the viewer may not know */

/* The enum itself is public, ArdinaZone of <ardina/board.h>, so that a
 * front end reads a place as the engine keeps it; this list names each
 * zone in saves, and must name every one of them. */
#define ARDINA_X_ONE_ZONE(id, name) + 1
#define ARDINA_ZONE_COUNT (0 ARDINA_ZONES (ARDINA_X_ONE_ZONE))
G_STATIC_ASSERT (ARDINA_ZONE_COUNT == ARDINA_ZONE_HIDDEN + 1);

/* What the war marks on a piece: X (ID, name in saves), bit i the i-th. */
#define ARDINA_PIECE_FLAGS(X)                                                     \
  X (DISRUPTED, "disrupted")          /* 18.7 */                                  \
  X (MOVED, "moved")                  /* 16.5 */                                  \
  X (FORCE_MARCHED, "force-marched")  /* 17.3 */                                  \
  X (OFFERED, "offered")              /* in its holder's secret commitment */     \
  X (DROPPED, "dropped")              /* dropped off by a moving force (16.7) */  \
  X (EMBARKED, "embarked")            /* carried by a fleet (24.5) */             \
  X (IN_BATTLE, "in-battle")          /* in the battle being fought (18.2) */     \
  X (BESIEGING, "besieging")          /* besieging a fortress (28) */             \
  X (ATTACKED, "attacked")            /* has attacked this phase (18.2) */        \
  X (COMMANDED, "commanded")          /* a leader who commanded a force this phase (16.5) */ \
  X (MOBILIZED, "mobilized")          /* came into play this turn (13.1, 27.2) */ \
  X (STALLED, "stalled")              /* in a naval move Privateers stalled, carried or carrying: no move this turn (7.9) */ \
  X (INTERCEPTED, "intercepted")      /* its force has tried an interception this enemy Movement Phase (32.5) */ \
  X (SORTIE, "sortie")                /* taken into the sortie being chosen or fought (28.13) */ \
  X (HONORS, "honors")                /* besieging, honors declined: must attack this Combat Phase (38.3) */ \
  X (UPGRADED, "upgraded")            /* this turn: a unit an upgrade brought, or a militia it removed (31.2, 31.3) */

enum {
#define ARDINA_X_FLAG(id, name) ARDINA_PIECE_BIT_##id,
  ARDINA_PIECE_FLAGS (ARDINA_X_FLAG)
#undef ARDINA_X_FLAG
  ARDINA_PIECE_N_FLAGS
};
enum {
#define ARDINA_X_FLAG(id, name) ARDINA_PIECE_##id = 1 << ARDINA_PIECE_BIT_##id,
  ARDINA_PIECE_FLAGS (ARDINA_X_FLAG)
#undef ARDINA_X_FLAG
};
G_STATIC_ASSERT (ARDINA_PIECE_N_FLAGS <= 16);
/* Flags that only a piece on the map may carry. */
#define ARDINA_PIECE_MAP_FLAGS                                                       \
  (ARDINA_PIECE_DISRUPTED | ARDINA_PIECE_MOVED | ARDINA_PIECE_FORCE_MARCHED          \
   | ARDINA_PIECE_DROPPED | ARDINA_PIECE_EMBARKED | ARDINA_PIECE_IN_BATTLE            \
   | ARDINA_PIECE_BESIEGING | ARDINA_PIECE_ATTACKED | ARDINA_PIECE_COMMANDED          \
   | ARDINA_PIECE_MOBILIZED | ARDINA_PIECE_STALLED | ARDINA_PIECE_INTERCEPTED       \
   | ARDINA_PIECE_SORTIE | ARDINA_PIECE_HONORS)

typedef struct {
  uint8_t zone;            /* ArdinaZone */
  uint8_t locale;          /* when on the map */
  uint8_t side;            /* pool/hand owner; ARDINA_SIDE_NONE for the campaign pool */
  /* One byte, read by the kind of piece (a campaign marker is never
   * carried, a unit or leader never offered): */
  union {
    uint8_t target;        /* an offered campaign marker: what it is committed to (commit.c) */
    /* A unit or leader: the fleet carrying it (24.4, 24.5), 1 + the
     * fleet's unit index, 0 for none; set exactly when the piece is
     * EMBARKED. Read and written through carry.c (ardina_carrier ...). */
    uint8_t carrier;
  };
  uint16_t flags;
} ArdinaPlace;
/* Six bytes, copied with the game 384 times: a new byte here costs two
 * (alignment), 768 bytes of every copy (doc/design.md, budgets). */
G_STATIC_ASSERT (sizeof (ArdinaPlace) == 6);
G_STATIC_ASSERT (ARDINA_MAX_UNITS < 255);   /* 1 + a unit index fits the carrier byte */

/* The board: who stands in each locale, derived from the places and kept
 * up to date by the one function that writes a zone or a locale
 * (ardina_place_put, core/board.c), so that "which pieces are there" is a
 * lookup, not a scan of every piece. Per locale, a list of the units and
 * one of the leaders on the map there, in index order: the head is 1 +
 * the first piece's index, each piece's next 1 + the following one's,
 * 0 ending the list (so a zeroed game, with nothing on the map, has an
 * empty board). Kept sorted, the lists are a function of the places
 * alone: a loaded game and the same game played to that point are byte
 * for byte equal. Never saved (the loader rebuilds it). 512 bytes. */
typedef struct {
  uint8_t unit_head[ARDINA_MAX_LOCALES];
  uint8_t leader_head[ARDINA_MAX_LOCALES];
  uint8_t unit_next[ARDINA_MAX_UNITS];
  uint8_t leader_next[ARDINA_MAX_LEADERS];
} ArdinaBoard;

/* Sets of units and leaders, for forces in frame payloads: bit i is unit
 * (leader) i. */
typedef struct {
  uint64_t w[ARDINA_MAX_UNITS / 64];
} ArdinaUnitSet;
typedef uint64_t ArdinaLeaderSet;
typedef struct {
  ArdinaUnitSet units;
  ArdinaLeaderSet leaders;
} ArdinaForce;

static inline gboolean
ardina_units_has (const ArdinaUnitSet *s, guint i)
{
  return (s->w[i / 64] >> (i % 64)) & 1;
}

static inline guint
ardina_units_count (const ArdinaUnitSet *s)
{
  guint n = 0;
  for (guint w = 0; w < G_N_ELEMENTS (s->w); w++)
    n += (guint) __builtin_popcountll (s->w[w]);
  return n;
}

static inline void
ardina_units_add (ArdinaUnitSet *s, guint i)
{
  s->w[i / 64] |= (uint64_t) 1 << (i % 64);
}

static inline void
ardina_units_remove (ArdinaUnitSet *s, guint i)
{
  s->w[i / 64] &= ~((uint64_t) 1 << (i % 64));
}

/* The dice source (doc/dice.md). */
typedef struct {
  uint8_t scripted;
  uint64_t pcg_state, pcg_inc;
  uint16_t n_dice, next_die;
  uint16_t n_picks, next_pick;
  uint8_t dice[ARDINA_MAX_DICE];
  uint16_t picks[ARDINA_MAX_PICKS];   /* ardina_piece_code() of each pick */
  uint32_t rolled;
} ArdinaDice;

/* Whether a frame waits on a procedure it called (ardina_call), and
 * whether that procedure has returned its result. */
typedef enum {
  ARDINA_CALL_NONE,
  ARDINA_CALL_WAITING,
  ARDINA_CALL_RETURNED
} ArdinaCall;

/* One procedure of the stack: the turn, a phase, a secret commitment, a
 * window, a die roll, an interrupt. Decisions belong to the top frame.
 * The payload is the procedure's own typed state (ARDINA_PAYLOAD). */
typedef struct {
  uint8_t proc;            /* ArdinaProc: the registry's index */
  uint8_t step;            /* where the procedure is (its class names them) */
  uint8_t side;            /* whose procedure it is, if anybody's */
  uint8_t call;            /* ArdinaCall */
  int16_t result;          /* what the called procedure returned */
  uint16_t reserved;       /* zero: keeps the payload 8-aligned */
  union {
    uint8_t bytes[ARDINA_PAYLOAD_BYTES];
    uint64_t align_;
  } payload;
} ArdinaFrame;

/* A class's view of its frame's payload, checked to fit at compile time. */
#define ARDINA_PAYLOAD(frame, Type)                                                 \
  (G_STATIC_ASSERT_EXPR (sizeof (Type) <= ARDINA_PAYLOAD_BYTES), (Type *) (frame)->payload.bytes)

typedef enum {
  ARDINA_RESULT_NONE,
  ARDINA_RESULT_SUDDEN_DEATH,    /* 3.1 */
  ARDINA_RESULT_PARTIAL,         /* 3.3 */
  ARDINA_RESULT_DRAW,            /* 3.4 */
  ARDINA_RESULT_SHORT,           /* 3.5 */
  ARDINA_RESULT_COUNT
} ArdinaResult;

struct _ArdinaGame {
  uint32_t magic;                /* ARDINA_GAME_MAGIC: catches stray pointers */
  uint8_t scenario;              /* ArdinaScenario */
  uint8_t view_of;               /* ARDINA_SIDE_NONE, or the side of a view */
  uint16_t year;
  uint32_t optional;             /* ARDINA_OPTIONAL bits */
  uint8_t first;                 /* First Player of the turn (8.1) */
  uint8_t over, winner, result;
  int16_t points[2];             /* political points (6.1) */
  uint8_t progress;              /* index into ardina_data_progress */
  int8_t balance;                /* index into ardina_data_balance */
  int8_t loyalty[ARDINA_MAX_REGIONS];

  ArdinaPlace units[ARDINA_MAX_UNITS];
  ArdinaPlace leaders[ARDINA_MAX_LEADERS];
  ArdinaPlace pieces[ARDINA_MAX_PIECES];
  /* Markers on the map (15.2: at most one of each kind per locale):
   * 0 none, else 1 + the owning side. */
  uint8_t markers[5][ARDINA_MAX_LOCALES];
  uint8_t massacred[ARDINA_MAX_LOCALES];   /* ever massacred */
  ArdinaBoard board;                       /* derived from the places (core/board.c) */

  ArdinaFrame stack[ARDINA_STACK_MAX];
  uint8_t depth;
  ArdinaDice dice;
};

/* The budgets of doc/design.md ("Budgets"): outgrowing one is a decision,
 * taken there, not a side effect. The game is copied by every listing's
 * debug check and by apply where the run may fail (core/apply.c). */
G_STATIC_ASSERT (sizeof (struct _ArdinaGame) <= 6096);
G_STATIC_ASSERT (sizeof (ArdinaBoard) == 512);
G_STATIC_ASSERT (ARDINA_MARKER_COUNT <= G_N_ELEMENTS (((struct _ArdinaGame *) 0)->markers));

#define ARDINA_GAME_MAGIC 0x41524432u   /* "ARD2" */

/* Piece codes name a unit, leader or campaign marker in one number, for
 * action operands and scripted picks; the other kinds name the other
 * operands of actions (doc/actions.md). */
enum {
  ARDINA_CODE_UNIT = 0x0000,
  ARDINA_CODE_LEADER = 0x1000,
  ARDINA_CODE_PIECE = 0x2000,      /* campaign marker counter */
  ARDINA_CODE_LOCALE = 0x3000,
  ARDINA_CODE_REGION = 0x4000,     /* map region */
  ARDINA_CODE_MARKER = 0x5000,     /* a kind of map marker: fortress, siege... */
  ARDINA_CODE_NUMBER = 0x6000,     /* a small number: "fire 2" */
  ARDINA_CODE_WORD = 0x7000,       /* a fixed word of the grammar: "hand" */
  ARDINA_CODE_KIND_MASK = 0xf000
};
#define ARDINA_CODE_KIND(code) ((uint16_t) ((code) & ARDINA_CODE_KIND_MASK))
#define ARDINA_CODE_INDEX(code) ((uint16_t) ((code) & ~ARDINA_CODE_KIND_MASK))
/* The fixed words of the grammar, as operands: X (ID, word). */
#define ARDINA_WORDS(X)                                                   \
  X (HAND, "hand")             /* a Spy on the enemy hand (7.9) */         \
  X (LEADER, "leader")         /* a leader drawn at random (13.2) */       \
  X (PROGRESS, "progress")     /* the Revolutionary Progress Table (10) */ \
  X (BALANCE, "balance")       /* the European Balance of Power Table (12) */ \
  X (LOYALTY, "loyalty")       /* the Colonial Loyalty Table (11) */ \
  X (OVERRUN, "overrun")       /* a moving force's overrun (34.1, 34.4) */ \
  X (HONORS, "honors")         /* the besieged accept honors of war (38.2) */ \
  X (FRONTIER, "frontier")     /* a frontier retreat declared (35.2, 35.3) */
enum {
#define ARDINA_X_WORD(id, word) ARDINA_WORD_##id,
  ARDINA_WORDS (ARDINA_X_WORD)
#undef ARDINA_X_WORD
  ARDINA_WORD_COUNT
};
#define ARDINA_OPERAND_WORD(w) ((uint16_t) (ARDINA_CODE_WORD | (w)))
#define ARDINA_OPERAND_HAND ARDINA_OPERAND_WORD (ARDINA_WORD_HAND)
extern const char *const ardina_word_names[ARDINA_WORD_COUNT];

/* The side that controls a nation's pieces: the American plays France and
 * Spain (26.1), the British play Hessians and Indians (27). Inline: who
 * controls a piece is asked for every piece a listing looks at. */
static inline ArdinaSide
ardina_nation_side (uint8_t unit_nation)
{
  switch (unit_nation)
    {
    case ARDINA_UNATION_BRITISH:
    case ARDINA_UNATION_HESSIAN:
    case ARDINA_UNATION_INDIAN:
      return ARDINA_SIDE_BRITISH;
    default:
      return ARDINA_SIDE_AMERICAN;
    }
}
ArdinaSide ardina_leader_side (uint16_t leader);
gboolean ardina_unit_is_combat (uint16_t unit);
ArdinaSide ardina_other (ArdinaSide side);

#endif /* ARDINA_STATE_H */
