/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina-gen: compiles the rules tables of rules-xml/ into const C tables.
 *
 * It runs on the build machine, once per build, on trusted files of the
 * source tree, and it is deliberately strict: every file must follow its
 * RelaxNG schema, every value must carry its provenance, every rule id it
 * cites must exist in the catalog. Any fault is printed as `file:line: what`
 * and the outputs are not written, so bad data can never reach the library.
 *
 * The work is done in two passes. The load pass validates each document
 * and turns it into rows (rules, rulings, values, typed table rows); the
 * typed rows are printed at once into memory streams, because their value
 * indexes are known as soon as the values are recorded. The emit pass then
 * writes the catalog, the provenance arrays and the typed tables.
 */
#ifndef GEN_H
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#define GEN_H

#include <stdio.h>
#include <stddef.h>
#include <libxml/tree.h>

typedef struct {
  int *v;
  size_t n, cap;
} GenInts;

typedef struct {
  const char *path;             /* the path opened */
  const char *name;             /* the path shown: relative to the source root */
  xmlDocPtr doc;
} GenFile;

typedef struct {
  char *id, *title, *paraphrase;
  int section, number, kind, klass;
  unsigned line;
  GenInts refs, referrers, rulings, values;
  char **errata_printed, **errata_text;
  size_t n_errata;
  char *lead;                   /* the paraphrase before its parts */
  size_t parts_at, n_parts;     /* into Gen.parts */
} GenRule;

/* A part of a rule (7.9's action markers): 'ardina rule 7.9/spy'. */
typedef struct {
  char *name, *title, *text;
  int rule;
  unsigned line;
  GenInts rulings;
} GenPart;

/* A word or phrase players say, and the catalog's words it means. */
typedef struct {
  char *said, *means;
} GenSynonym;

typedef struct {
  char *id, *question, *answer, *rationale;
  unsigned line;
  int clarification;            /* kind="clarification": restates the text */
  GenInts concerns;
  GenInts parts;                /* the parts it concerns, into Gen.parts */
} GenRuling;

typedef struct {
  int table;
  char *key, *field, *text, *label, *why;
  int source;                   /* 0 rulebook, 1 reconstructed */
  int rule, named_by;           /* rule indexes or -1 */
  unsigned line;
} GenValue;

typedef struct {
  const char *name, *title;
  char *file;
  size_t values_at, n_values;
} GenTable;

typedef struct {
  int errors;
  const char *source_root;
  GenRule *rules;
  size_t n_rules, cap_rules;
  GenRuling *rulings;
  size_t n_rulings, cap_rulings;
  GenPart *parts;
  size_t n_parts, cap_parts;
  GenSynonym *synonyms;
  size_t n_synonyms, cap_synonyms;
  GenValue *values;
  size_t n_values, cap_values;
  GenTable tables[32];
  size_t n_tables;
  int have_catalog;
  /* Typed tables, printed while loading. */
  FILE *body, *decls;
  char *body_buf, *decls_buf;
  size_t body_len, decls_len;
  /* Names other tables refer to. */
  char **progress_levels;
  size_t n_progress_levels;
  /* Outcome tokens of dice.xml, in order of first use. */
  char **outcomes;
  size_t n_outcomes;
  /* Names of map.xml and counters.xml, which setup.xml refers to
   * (struct GenBoard, below). */
  struct GenBoard *board;
} Gen;

/* gen-util.c */
void *gen_alloc (size_t size);
void *gen_grow (void *p, size_t *cap, size_t n, size_t size);
char *gen_strdup (const char *s);
char *gen_printf (const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void gen_ints_push (GenInts *ints, int v);
void gen_error (Gen *g, const GenFile *f, xmlNodePtr node, const char *fmt, ...)
  __attribute__((format(printf, 4, 5)));
int gen_is (xmlNodePtr node, const char *name);
char *gen_attr (xmlNodePtr node, const char *name);
char *gen_text (xmlNodePtr node);
int gen_int_attr (Gen *g, const GenFile *f, xmlNodePtr node, const char *name,
                  int min, int max, int *out);
int gen_rule_index (const Gen *g, const char *id);
int gen_ruling_index (const Gen *g, const char *id);
int gen_name_index (char **names, size_t n, const char *name);
char *gen_token_enum (const char *prefix, const char *token);
void gen_c_string (FILE *out, const char *s);
int gen_table_begin (Gen *g, const GenFile *f, const char *name, const char *title);
void gen_table_end (Gen *g, int table);
int gen_value (Gen *g, const GenFile *f, xmlNodePtr node, int table,
               const char *key, const char *field, const char *text,
               const char *label);

/* gen-catalog.c */
void gen_catalog_load (Gen *g, const GenFile *f);
void gen_catalog_emit (Gen *g, FILE *c, FILE *h);
void gen_values_emit (Gen *g, FILE *c, FILE *h);

/* gen-cases.c: the oracle's case index. */
void gen_cases_load (Gen *g, const char *dir);
void gen_cases_emit (Gen *g, FILE *c, FILE *h);

/* gen-tables.c: one loader per kind of table file. */
void gen_constants_load (Gen *g, const GenFile *f);
void gen_dice_load (Gen *g, const GenFile *f);
void gen_progress_load (Gen *g, const GenFile *f);
void gen_mobilization_load (Gen *g, const GenFile *f);
void gen_loyalty_load (Gen *g, const GenFile *f);
void gen_balance_load (Gen *g, const GenFile *f);
void gen_outcomes_emit (Gen *g, FILE *c, FILE *h);

/* The board: map.xml (gen-map.c), counters.xml (gen-counters.c) and
 * setup.xml (gen-setup.c). The map needs loyalty.xml loaded first; the
 * set-up needs the map and the counters. */
void gen_map_load (Gen *g, const GenFile *f);
void gen_counters_load (Gen *g, const GenFile *f);
void gen_setup_load (Gen *g, const GenFile *f);

/* gen-board.c: what the three board loaders share. */

#define GEN_N_OF(a) (sizeof (a) / sizeof (a)[0])

/* Closed token lists that gen-counters.c defines and gen-setup.c reads, in
 * the order of the enums of data-types-board.h. gen-counters.c asserts that
 * these counts are the lists' lengths. */
enum { GEN_NATION_AMERICAN, GEN_NATION_BRITISH, GEN_NATION_HESSIAN, GEN_NATION_FRENCH,
       GEN_NATION_SPANISH, GEN_NATION_INDIAN, GEN_N_NATIONS };
extern const char *const gen_nations[];
/* Map marker kinds are not a list here: counters.xml's <marker> elements
 * are the one list (GenBoard.markers), bounded by what a uint8_t kind and
 * the set-up's counts hold. */
#define GEN_MAX_MARKERS ((size_t) 16)

typedef struct {
  char *name, *label;
  int kind;                     /* region: colonial; locale: kind; unit, leader: nation */
} GenNamed;

typedef struct {
  GenNamed *v;
  size_t n, cap;
} GenNames;

/* What the map checks need of a locale beyond its name. */
typedef struct {
  int kind, colour, port, value, dice, region, vi;
  xmlNodePtr node;
} GenLocale;

typedef struct {
  int a, b, kind, vi;
} GenRoute;

struct GenBoard {
  int have_map, have_counters;
  GenNames regions, locales, units, leaders, campaigns;
  GenNames markers;             /* map marker kinds, in counters.xml's order */
  GenLocale *loc;               /* parallel to locales */
  size_t cap_loc;
  GenRoute *routes;
  size_t n_routes, cap_routes;
  int marker_count[GEN_MAX_MARKERS]; /* per kind of markers */
  size_t n_pieces;              /* campaign markers, every count expanded */
};

/* A memory stream for an array printed after the one being loaded. */
typedef struct {
  char *buf;
  size_t len;
  FILE *out;
} GenStream;

struct GenBoard *gen_board (Gen *g);
int gen_names_find (const GenNames *names, const char *name);
size_t gen_names_add (Gen *g, const GenFile *f, xmlNodePtr node, GenNames *names,
                      const char *what, const char *name, const char *label, int kind);
void gen_define_index (Gen *g, const char *prefix, const char *name, size_t i);
int gen_token_attr (Gen *g, const GenFile *f, xmlNodePtr node, const char *attr,
                    const char *const *list, size_t n);
int gen_has_attr (xmlNodePtr node, const char *attr);
const char *gen_enum_token (const char *const *list, int i);
const GenTable *gen_find_table (const Gen *g, const char *name);
int gen_value_position (const Gen *g, const char *name, const char *field, const char *s,
                        int by_text);
void gen_body_strings (Gen *g, const char *name, const char *label);
void gen_stream_open (GenStream *s);
void gen_stream_emit (Gen *g, GenStream *s, const char *head, const char *tail);

/* gen-map.c: what setup.xml asks of the map. */
int gen_locale_ref (Gen *g, const GenFile *f, xmlNodePtr node, const char *attr,
                    const char *name);
int gen_region_has_land (const struct GenBoard *b, int region);

#endif /* GEN_H */
