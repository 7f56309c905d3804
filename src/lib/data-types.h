/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The shapes of the constant tables that the generator (src/gen/) writes
 * from rules-xml/ into src/data/ardina-data.c at build time.
 *
 * The generator prints initializers for these structs and names from the
 * closed token lists below (the token "light" becomes ARDINA_ITEM_LIGHT), so
 * a token the schema admits but this header lacks stops the build at
 * compile time. Keep each enum in step with the schema that lists it:
 *   ArdinaItem, ArdinaNation, ArdinaBracket  -> rules-xml/mobilization.rng
 *   ArdinaProgressEffect                     -> rules-xml/progress.rng
 *   ArdinaBalanceEffect                      -> rules-xml/balance.rng
 *   ArdinaOperand                            -> rules-xml/dice.rng
 * Indexes into other arrays are uint16_t; the generator checks that they fit.
 */
#ifndef ARDINA_DATA_TYPES_H
#define ARDINA_DATA_TYPES_H

#include <stdint.h>

#define ARDINA_NONE 0xffffu   /* an absent index */
#define ARDINA_DIE_UP 255     /* a band open upwards (modified rolls) */

/* ---- the catalog ---- */

struct _ArdinaRule {
  const char *id;
  const char *title;
  const char *paraphrase;
  uint8_t section, number;
  uint8_t kind;                 /* ArdinaRuleKind */
  uint8_t klass;                /* ArdinaRuleClass */
  uint16_t header;              /* index of the section header N.0 */
  uint16_t refs_at, n_refs;     /* into ardina_data_links */
  uint16_t referrers_at, n_referrers;
  uint16_t errata_at, n_errata; /* into ardina_data_errata */
  uint16_t rulings_at, n_rulings;
  uint16_t values_at, n_values;
  uint32_t line;                /* in rules-xml/rules.xml */
  const char *lead;             /* the paraphrase before its parts; all of it without parts */
  uint16_t parts_at, n_parts;   /* into ardina_data_parts */
};

/* A part of a rule (one of 7.9's action markers), an entry of its own. */
struct _ArdinaRulePart {
  const char *id;               /* "7.9/spy" */
  const char *title;
  const char *paraphrase;
  uint16_t rule;
  uint16_t rulings_at, n_rulings; /* into ardina_data_part_rulings */
  uint32_t line;
};

/* Comma-separated phrases: what players say, and the catalog's words it
 * means (rules.xml, <synonyms>). */
typedef struct {
  const char *said;
  const char *means;
} ArdinaDataSynonym;

typedef struct {
  const char *printed;
  const char *text;
} ArdinaDataErratum;

struct _ArdinaRuling {
  const char *id;
  const char *question;
  const char *answer;
  const char *rationale;
  uint16_t concerns_at, n_concerns;
  uint8_t clarification;        /* 1: restates the text (ARDINA_RULING_CLARIFICATION) */
};

/* ---- the oracle's case index (gen-cases.c) ---- */

struct _ArdinaCase {
  const char *id;
  const char *file;              /* oracle/SECTION/NAME.xml */
  const char *question;
  uint16_t rules_at, n_rules;    /* into ardina_data_case_rules */
};

/* ---- provenance of every table value ---- */

struct _ArdinaTable {
  const char *name;
  const char *title;
  const char *file;
  uint16_t values_at, n_values;
};

struct _ArdinaValue {
  uint16_t table;
  const char *key;
  const char *field;
  const char *text;
  const char *label;
  uint8_t source;               /* ArdinaSource */
  uint16_t rule;                /* ARDINA_NONE unless rulebook */
  uint16_t named_by;            /* ARDINA_NONE unless named */
  const char *why;              /* NULL unless reconstructed */
  uint32_t line;
};

/* ---- constants.xml ---- */

typedef struct {
  const char *name;
  int value;
  uint16_t value_index;
} ArdinaDataConstant;

/* ---- dice.xml ---- */

typedef enum {
  ARDINA_OPERAND_NONE,
  ARDINA_OPERAND_LEADER_VALUE,
  ARDINA_OPERAND_COMMANDER_VALUE,
  ARDINA_OPERAND_INDIAN_UNITS
} ArdinaOperand;

typedef struct {
  uint8_t from, to;             /* to == ARDINA_DIE_UP: and above */
  uint8_t at_most;              /* 1: matches a die <= the roll's operand */
  uint16_t outcome;             /* index into ardina_data_outcomes */
  uint16_t value_index;
} ArdinaDataBand;

typedef struct {
  const char *name;
  const char *label;
  uint16_t rule;
  uint8_t against;              /* ArdinaOperand */
  uint8_t modifier;             /* ArdinaOperand */
  uint16_t bands_at, n_bands;
} ArdinaDataRoll;

/* ---- mobilization.xml ---- */

typedef enum {
  ARDINA_ITEM_REGULAR,
  ARDINA_ITEM_GRENADIER,
  ARDINA_ITEM_LIGHT,
  ARDINA_ITEM_MILITIA,
  ARDINA_ITEM_MARINE,
  ARDINA_ITEM_FLEET,
  ARDINA_ITEM_INDIAN,
  ARDINA_ITEM_HESSIAN,
  ARDINA_ITEM_LEADER,
  ARDINA_ITEM_CAMPAIGN_MARKER,
  ARDINA_ITEM_FORTRESS,
  ARDINA_ITEM_SIEGE,
  ARDINA_ITEM_PARTISAN,
  ARDINA_ITEM_MILITIA_UPGRADE,
  ARDINA_ITEM_DRILLMASTER_REGULAR,
  ARDINA_ITEM_COUNT
} ArdinaItem;

typedef enum {
  ARDINA_NATION_ANY,
  ARDINA_NATION_AMERICAN,
  ARDINA_NATION_BRITISH,
  ARDINA_NATION_FRENCH,
  ARDINA_NATION_SPANISH,
  ARDINA_NATION_COUNT
} ArdinaNation;

/* Loyalty of a region seen from the buyer's side (11.6, 29.2). */
typedef enum {
  ARDINA_BRACKET_ANY,
  ARDINA_BRACKET_PRO,
  ARDINA_BRACKET_NEUTRAL,
  ARDINA_BRACKET_ENEMY
} ArdinaBracket;

typedef struct {
  uint8_t item;                 /* ArdinaItem */
  uint8_t nation;               /* ArdinaNation */
  uint8_t bracket;              /* ArdinaBracket */
  uint16_t progress_before;     /* progress level index or ARDINA_NONE */
  uint16_t progress_from;
  int points;
  uint16_t value_index;
} ArdinaDataCost;

/* ---- progress.xml ---- */

typedef enum {
  ARDINA_PROGRESS_EFFECT_WASHINGTON_ARRIVES,
  ARDINA_PROGRESS_EFFECT_BRITISH_SPECIAL_REINFORCEMENTS,
  ARDINA_PROGRESS_EFFECT_BRITISH_EXTRA_POLITICAL_DIE,
  ARDINA_PROGRESS_EFFECT_AMERICAN_TWO_BALANCE_DICE,
  ARDINA_PROGRESS_EFFECT_BRITISH_SUDDEN_DEATH_BARRED,
  ARDINA_PROGRESS_EFFECT_CONTINENTAL_COST_REDUCED,
  ARDINA_PROGRESS_EFFECT_CONTINENTAL_ENLISTMENT_ENDS,
  ARDINA_PROGRESS_EFFECT_AMERICAN_POLITICAL_VICTORY_POSSIBLE,
  ARDINA_PROGRESS_EFFECT_PROGRESS_MAXIMUM,
  ARDINA_PROGRESS_EFFECT_COUNT
} ArdinaProgressEffect;

typedef struct {
  const char *name;
  const char *label;
  uint8_t dice;                 /* American political dice at this level */
  uint32_t effects;             /* bits of ArdinaProgressEffect at this level */
} ArdinaDataProgressLevel;

/* ---- loyalty.xml ---- */

typedef struct {
  const char *name;
  const char *label;
  int8_t start;
} ArdinaDataRegion;

typedef struct {
  int8_t value;
  const char *label;
  uint8_t forage[2];            /* [0] American, [1] British: 19.2 */
  uint8_t town_points[2];       /* 11.6 */
} ArdinaDataLoyaltyLevel;

/* ---- balance.xml ---- */

typedef enum {
  ARDINA_BALANCE_EFFECT_FRANCE_ALLIED,
  ARDINA_BALANCE_EFFECT_SPAIN_ALLIED,
  ARDINA_BALANCE_EFFECT_AMERICAN_BONUS_POINT,
  ARDINA_BALANCE_EFFECT_BRITISH_BONUS_POINT,
  ARDINA_BALANCE_EFFECT_AMERICAN_BONUS_DIE,
  ARDINA_BALANCE_EFFECT_BRITISH_BONUS_DIE,
  ARDINA_BALANCE_EFFECT_COUNT
} ArdinaBalanceEffect;

typedef struct {
  int8_t pos;
  const char *name;
  const char *label;
  uint32_t effects;             /* bits of ArdinaBalanceEffect at this level */
} ArdinaDataBalanceLevel;

/* The board: map, counters, set-up (map.xml, counters.xml, setup.xml). */
#include "data-types-board.h"

#endif /* ARDINA_DATA_TYPES_H */
