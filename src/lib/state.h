/* The state of a game: one plain struct of fixed size, no pointers.
 *
 * Invariant: everything a game needs to go on is in here, the dice source
 * and the procedure stack included, so that a copy made with memcpy is a
 * complete, independent game, and a saved game resumes exactly where it
 * stopped (mid-set-up, mid-commitment, mid-interrupt). The generated tables
 * (ardina-data.h) hold what never changes; this holds what does, indexed
 * the same way: unit i here is ardina_data_units[i].
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
#define ARDINA_STACK_MAX 12

/* Where a unit, leader or campaign marker is. */
typedef enum {
  ARDINA_ZONE_RESERVE,     /* not yet in play: the counter mix (4.11) */
  ARDINA_ZONE_MAP,         /* in a locale (off-map boxes are locales) */
  ARDINA_ZONE_POOL,        /* campaign pool, or a side's leader pool */
  ARDINA_ZONE_HAND,        /* a side's hand of campaign markers */
  ARDINA_ZONE_ASIDE,       /* set aside (4.9, 4.10, 7.8, optional rules off) */
  ARDINA_ZONE_ELIMINATED,  /* may be mobilized again (13.5) */
  ARDINA_ZONE_REMOVED,     /* out of the game */
  ARDINA_ZONE_HIDDEN       /* only in a view: the viewer may not know */
} ArdinaZone;

enum {
  ARDINA_PIECE_DISRUPTED = 1 << 0,
  ARDINA_PIECE_MOVED = 1 << 1,
  ARDINA_PIECE_FORCE_MARCHED = 1 << 2,
  ARDINA_PIECE_OFFERED = 1 << 3     /* in its holder's sealed commitment */
};

typedef struct {
  uint8_t zone;            /* ArdinaZone */
  uint8_t locale;          /* when on the map */
  uint8_t side;            /* pool/hand owner; ARDINA_SIDE_NONE for the campaign pool */
  uint8_t flags;
} ArdinaPlace;

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

/* One procedure of the stack: the turn, a phase, a secret commitment, an
 * interrupt. Decisions belong to the top frame. */
typedef struct {
  uint8_t proc;            /* ArdinaProc */
  uint8_t step;
  uint8_t side;
  uint8_t kind;            /* what the procedure is for, e.g. which commitment */
  int16_t arg[4];
} ArdinaFrame;

typedef enum {
  ARDINA_RESULT_NONE,
  ARDINA_RESULT_SUDDEN_DEATH,    /* 3.1 */
  ARDINA_RESULT_PARTIAL,         /* 3.3 */
  ARDINA_RESULT_DRAW,            /* 3.4 */
  ARDINA_RESULT_SHORT            /* 3.5 */
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
  uint8_t keep_apart;            /* 4.3: American set-up avoids British units */

  ArdinaPlace units[ARDINA_MAX_UNITS];
  ArdinaPlace leaders[ARDINA_MAX_LEADERS];
  ArdinaPlace pieces[ARDINA_MAX_PIECES];
  /* Markers on the map (15.2: at most one of each kind per locale):
   * 0 none, else 1 + the owning side. */
  uint8_t markers[5][ARDINA_MAX_LOCALES];
  uint8_t massacred[ARDINA_MAX_LOCALES];   /* ever massacred */
  uint8_t sealed[2];                       /* commitment sealed by each side */

  ArdinaFrame stack[ARDINA_STACK_MAX];
  uint8_t depth;
  ArdinaDice dice;
};

#define ARDINA_GAME_MAGIC 0x41524431u   /* "ARD1" */

/* Piece codes name a unit, leader or campaign marker in one number, for
 * action operands and scripted picks. */
enum {
  ARDINA_CODE_UNIT = 0x0000,
  ARDINA_CODE_LEADER = 0x1000,
  ARDINA_CODE_PIECE = 0x2000,      /* campaign marker counter */
  ARDINA_CODE_LOCALE = 0x3000,
  ARDINA_CODE_REGION = 0x4000,     /* map region */
  ARDINA_CODE_MARKER = 0x5000,     /* a kind of map marker: fortress, siege... */
  ARDINA_CODE_KIND_MASK = 0xf000
};

/* The side that controls a nation's pieces: the American plays France and
 * Spain (26.1), the British play Hessians and Indians (27). */
ArdinaSide ardina_nation_side (uint8_t unit_nation);
ArdinaSide ardina_leader_side (uint16_t leader);
gboolean ardina_unit_is_combat (uint16_t unit);
ArdinaSide ardina_other (ArdinaSide side);

#endif /* ARDINA_STATE_H */
