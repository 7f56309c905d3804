/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The shapes of the board tables: the map (rules-xml/map.xml), the counter
 * mix (counters.xml) and the set-up of rule 4 (setup.xml). Included at the
 * end of data-types.h, which defines ARDINA_NONE and ArdinaProgressEffect.
 *
 * As in data-types.h, the generator prints enum names built from the
 * schemas' tokens ("high-seas" with ARDINA_LOCALE_KIND_ becomes
 * ARDINA_LOCALE_KIND_HIGH_SEAS), so a token a schema admits but this header
 * lacks stops the build. Keep each enum in step with its schema:
 *   ArdinaLocaleKind, ArdinaColour, ArdinaRouteKind   -> map.rng
 *   ArdinaUnitNation, ArdinaUnitType, ArdinaLeaderKind,
 *   ArdinaCampaignCategory, ArdinaCampaignPlayer,
 *   ArdinaMomentAsk                                    -> counters.rng
 * (ArdinaMarkerKind is generated from counters.xml itself.)
 *   ArdinaSetupOp, ArdinaSetupSide, ArdinaSetupWhat    -> setup.rng
 *
 * The generated index macros are ARDINA_LOCALE_<NAME>, ARDINA_MAP_REGION_<NAME>,
 * ARDINA_UNIT_<NAME>, ARDINA_LEADER_<NAME>, ARDINA_MOMENT_<NAME> and
 * ARDINA_CAMPAIGN_<NAME>. The enums below use longer prefixes
 * (ARDINA_LOCALE_KIND_, ARDINA_UNIT_TYPE_, ARDINA_LEADER_KIND_,
 * ARDINA_MOMENT_ASK_, ARDINA_CAMPAIGN_CATEGORY_) so that no generated macro
 * can silently replace an enum constant: campaign markers are named
 * "tactics" and "spare", like two categories. (The moments are a closed
 * list in counters.rng, none of them named "ask-...".)
 */
#ifndef ARDINA_DATA_TYPES_BOARD_H
#define ARDINA_DATA_TYPES_BOARD_H

/* ---- map.xml ---- */

typedef enum {
  ARDINA_LOCALE_KIND_TOWN,
  ARDINA_LOCALE_KIND_WILDERNESS,   /* 2.3 */
  ARDINA_LOCALE_KIND_INDIAN,       /* 2.4 */
  ARDINA_LOCALE_KIND_HIGH_SEAS,    /* 2.6, 24 */
  ARDINA_LOCALE_KIND_OFF_MAP,      /* 2.8, 25 */
  ARDINA_LOCALE_KIND_COUNT
} ArdinaLocaleKind;

/* Colour of a town (2.2); NONE for every other locale. */
typedef enum {
  ARDINA_COLOUR_NONE,
  ARDINA_COLOUR_AMERICAN,
  ARDINA_COLOUR_BRITISH,
  ARDINA_COLOUR_NEUTRAL,
  ARDINA_COLOUR_FRENCH,
  ARDINA_COLOUR_SPANISH,
  ARDINA_COLOUR_COUNT
} ArdinaColour;

typedef enum {
  ARDINA_ROUTE_ROAD,
  ARDINA_ROUTE_TRAIL,
  ARDINA_ROUTE_RIVER,              /* lake or river */
  ARDINA_ROUTE_SEA,                /* high seas: fleets only (16.12, 24) */
  ARDINA_ROUTE_COUNT
} ArdinaRouteKind;

/* A political division of 2.7. */
typedef struct {
  const char *name;
  const char *label;
  uint8_t colonial;                /* one of the seven regions of 3.1 */
  uint16_t loyalty;                /* index into ardina_data_regions or ARDINA_NONE */
  uint16_t value_index;
} ArdinaDataMapRegion;

typedef struct {
  const char *name;
  const char *label;
  uint8_t kind;                    /* ArdinaLocaleKind */
  uint8_t colour;                  /* ArdinaColour: towns only */
  uint8_t port;                    /* anchor (2.5); off-map boxes always (25.6) */
  uint8_t value;                   /* political value: towns only */
  uint8_t dice;                    /* political dice: off-map boxes only (6.6, 25.8) */
  uint16_t region;                 /* map region index or ARDINA_NONE (seas, boxes) */
  uint16_t adj_at, n_adj;          /* into ardina_data_adjacency */
  uint16_t value_index;
} ArdinaDataLocale;

/* An undirected route, listed once. */
typedef struct {
  uint16_t a, b;                   /* locale indexes */
  uint8_t kind;                    /* ArdinaRouteKind */
  uint16_t value_index;
} ArdinaDataRoute;

/* Where a map draws a locale (map.xml <position>), parallel to
 * ardina_data_locales: longitude and latitude in degrees, west and south
 * negative. */
typedef struct {
  double lon, lat;
  uint16_t value_index;
} ArdinaDataPosition;

/* One neighbour of a locale: each route appears twice, once from each end. */
typedef struct {
  uint16_t locale;                 /* the neighbour */
  uint16_t route;                  /* index into ardina_data_routes */
} ArdinaDataAdjacency;

/* ---- counters.xml ---- */

typedef enum {
  ARDINA_UNATION_AMERICAN,
  ARDINA_UNATION_BRITISH,
  ARDINA_UNATION_HESSIAN,
  ARDINA_UNATION_FRENCH,
  ARDINA_UNATION_SPANISH,
  ARDINA_UNATION_INDIAN,           /* fights for the British (27.2) */
  ARDINA_UNATION_COUNT
} ArdinaUnitNation;

typedef enum {
  ARDINA_UNIT_TYPE_REGULAR,
  ARDINA_UNIT_TYPE_DETACHMENT,
  ARDINA_UNIT_TYPE_GRENADIER,
  ARDINA_UNIT_TYPE_LIGHT,
  ARDINA_UNIT_TYPE_MILITIA,
  ARDINA_UNIT_TYPE_MARINE,
  ARDINA_UNIT_TYPE_FLEET,
  ARDINA_UNIT_TYPE_INDIAN,
  ARDINA_UNIT_TYPE_COUNT
} ArdinaUnitType;

typedef enum {
  ARDINA_LEADER_KIND_GENERAL,
  ARDINA_LEADER_KIND_MILITIA,      /* militia commander (M) */
  ARDINA_LEADER_KIND_ADMIRAL,
  ARDINA_LEADER_KIND_COUNT
} ArdinaLeaderKind;

/* ArdinaMarkerKind (ARDINA_MARKER_FORTRESS, ... ARDINA_MARKER_COUNT) is
 * generated into ardina-data.h from counters.xml's <marker> elements, in
 * their order: that list is its only source. */

typedef enum {
  ARDINA_CAMPAIGN_CATEGORY_ACTION,   /* 7.9 */
  ARDINA_CAMPAIGN_CATEGORY_RABBLE,   /* 7.10 */
  ARDINA_CAMPAIGN_CATEGORY_TACTICS,  /* 7.11 */
  ARDINA_CAMPAIGN_CATEGORY_SPARE,    /* 7.8 design note */
  ARDINA_CAMPAIGN_CATEGORY_COUNT
} ArdinaCampaignCategory;

/* Who may play an action marker (7.8). */
typedef enum {
  ARDINA_PLAYER_BOTH,
  ARDINA_PLAYER_AMERICAN,
  ARDINA_PLAYER_BRITISH,
  ARDINA_PLAYER_COUNT
} ArdinaCampaignPlayer;

typedef struct {
  const char *name;
  const char *label;
  uint8_t nation;                  /* ArdinaUnitNation */
  uint8_t type;                    /* ArdinaUnitType */
  uint8_t strength;
  uint16_t value_index;
} ArdinaDataUnit;

typedef struct {
  const char *name;
  const char *label;
  uint8_t nation;                  /* ArdinaUnitNation */
  uint8_t kind;                    /* ArdinaLeaderKind */
  uint8_t value;
  uint16_t value_index;
} ArdinaDataLeader;

/* One row per ArdinaMarkerKind, in that order: counters.xml's <marker>
 * list is the source of the kinds, their enum, names and labels; the
 * generator asserts that each row sits at its kind's index. */
typedef struct {
  const char *name;                /* the kind, as saves and cases write it */
  const char *label;
  uint8_t kind;                    /* ArdinaMarkerKind */
  uint8_t count;
  uint8_t strength;                /* fortress only (28.3); 0 otherwise */
  uint16_t value_index;
  uint16_t introduced_by;          /* catalog index of the rule bringing it in */
} ArdinaDataMarker;

/* Which players a window at a moment asks. */
typedef enum {
  ARDINA_MOMENT_ASK_PLAYERS,       /* each player concerned, holder or not, so that
                                    * being asked tells nothing of a hand (22.2) */
  ARDINA_MOMENT_ASK_HOLDERS,       /* only a player holding such a marker free to
                                    * play */
  ARDINA_MOMENT_ASK_COUNT
} ArdinaMomentAsk;

/* A time of 7.9 at which an action marker may be played; row i is the
 * moment ARDINA_MOMENT_<NAME> == i, and bit i of a campaign marker's
 * `moments`. */
typedef struct {
  const char *name;
  const char *label;
  uint16_t rule;                   /* catalog index of the rule stating it (7.9) */
  uint8_t ask;                     /* ArdinaMomentAsk */
  uint16_t ruling;                 /* index into ardina_data_rulings, or ARDINA_NONE */
  uint16_t value_index;
} ArdinaDataMoment;

typedef struct {
  const char *name;
  const char *label;
  uint8_t category;                /* ArdinaCampaignCategory */
  uint8_t player;                  /* ArdinaCampaignPlayer: action markers; BOTH otherwise */
  uint8_t once;                    /* removed from play once played (7.7) */
  uint8_t optional;                /* optional rules section it needs, or 0 */
  uint8_t value[2];                /* rabble value: [0] American, [1] British; 0 if not rabble */
  uint8_t count;                   /* physical markers */
  uint32_t moments;                /* action markers: bit i set if it may be played at
                                    * moment i (ardina_data_moments); 0 otherwise */
  uint16_t negated_by;             /* the campaign marker whose immediate play negates
                                    * this one's (7.9), or ARDINA_NONE */
  uint16_t value_index;
} ArdinaDataCampaign;

/* ---- setup.xml ---- */

/* One per kind of set-up instruction; place is split by where it places. */
typedef enum {
  ARDINA_SETUP_PLACE_AT,           /* in a locale */
  ARDINA_SETUP_PLACE_IN_REGION,    /* in a locale of a region, chosen at set-up */
  ARDINA_SETUP_CHOOSE,             /* in one of a list of locales */
  ARDINA_SETUP_POOL,               /* a leader into its side's leader pool (13.2) */
  ARDINA_SETUP_ASIDE,              /* set aside until an event, or all game */
  ARDINA_SETUP_DRAW,               /* campaign markers drawn from the pool */
  ARDINA_SETUP_CAMPAIGN_POOL,      /* every campaign marker into the pool (4.1) */
  ARDINA_SETUP_DEPLOY,             /* order of set-up and who sets a nation up */
  ARDINA_SETUP_KEEP_APART,         /* a side may not set up with another's units */
  ARDINA_SETUP_OP_COUNT
} ArdinaSetupOp;

/* The forces an instruction concerns: a player (american, british) or a
 * nation that one player sets up (french, spanish: 4.4, 4.5). Its own
 * prefix, because the public ArdinaSide (game.h) has only the two players;
 * the values of the two players are the same in both. */
typedef enum {
  ARDINA_SETUP_SIDE_AMERICAN = 0,
  ARDINA_SETUP_SIDE_BRITISH = 1,
  ARDINA_SETUP_SIDE_FRENCH = 2,
  ARDINA_SETUP_SIDE_SPANISH = 3,
  ARDINA_SETUP_SIDE_NONE = 0xff
} ArdinaSetupSide;

/* What kind of piece the instruction moves; `index` is into its array. */
typedef enum {
  ARDINA_SETUP_WHAT_UNIT,          /* ardina_data_units */
  ARDINA_SETUP_WHAT_LEADER,        /* ardina_data_leaders */
  ARDINA_SETUP_WHAT_MARKER,        /* ArdinaMarkerKind (ardina_data_markers) */
  ARDINA_SETUP_WHAT_CAMPAIGN,      /* ardina_data_campaigns */
  ARDINA_SETUP_WHAT_NONE = 0xff
} ArdinaSetupWhat;

typedef struct {
  uint8_t op;                      /* ArdinaSetupOp */
  uint8_t side;                    /* ArdinaSetupSide */
  uint8_t what;                    /* ArdinaSetupWhat */
  uint16_t index;                  /* of the piece, or ARDINA_NONE */
  uint16_t locale;                 /* place-at: the locale; aside: where the pieces
                                    * arrive (to=); else ARDINA_NONE */
  uint16_t region;                 /* place-in-region: map region index; else ARDINA_NONE */
  uint16_t choices_at, n_choices;  /* choose: into ardina_data_setup_choices */
  uint8_t optional;                /* optional rules section the placement needs, or 0 */
  uint16_t until;                  /* aside: ArdinaProgressEffect releasing it, or ARDINA_NONE */
  uint16_t count;                  /* draw: markers drawn */
  uint16_t rule;                   /* the rule the instruction carries out */
  uint8_t by;                      /* deploy: ArdinaSetupSide of the player setting up */
  uint8_t order;                   /* deploy: 1 first, 2 second... */
  uint8_t from;                    /* keep-apart: ArdinaSetupSide to keep away from */
  uint8_t join;                    /* aside: the leader joins any unit of this side (4.10) */
  uint16_t value_index;
} ArdinaDataSetup;

#endif /* ARDINA_DATA_TYPES_BOARD_H */
