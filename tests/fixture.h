/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The shared fixture of the engine's test programs (test-dice, test-state,
 * test-actions, test-setup, test-turn, test-initiative, test-markers,
 * test-victory, test-views, test-legality, test-core): games at a phase,
 * walking a game, applying actions and text, checking that a refusal
 * cites its rule and leaves the game unchanged, finding events, naming
 * pieces and locales.
 *
 * Every helper prints what it saw before an assertion fails (CHECK of
 * cu-main.h). Internals (state.h, engine.h, rules.h) are available to the
 * tests through this header, to build positions directly and to step the
 * procedure stack one run at a time. */
#ifndef ARDINA_TESTS_FIXTURE_H
#define ARDINA_TESTS_FIXTURE_H

#include "rules/rules.h"
#include "cu-main.h"

#include <stdio.h>
#include <string.h>

/* Room for the legal actions of any decision the tests meet. */
#define MAX_LEGAL 1024

/* ---- games ---- */

ArdinaGameOptions options (ArdinaScenario scenario, guint32 optional, guint64 seed);
/* The standard set-up of the full game, seeded; its set-up events go to
 * @events when given. */
ArdinaGame *standard_game (guint32 optional, guint64 seed, GArray *events);
/* An empty board at the start of @year's turn (seed 7). */
ArdinaGame *empty_game (ArdinaScenario scenario, guint32 optional, guint year);
/* An empty board in @year's turn at the phase named @step, @first being
 * the First Player: the turn procedure alone on the stack, run on to the
 * step's first decision. */
ArdinaGame *game_at (ArdinaScenario scenario, guint32 optional, guint year, const char *step, ArdinaSide first);
/* The same board with the turn about to call the step's phase, not yet
 * run: a test sets hands or dice first, then runs it (run_engine). For
 * the phases that end by themselves when nothing is to decide (the
 * Forage and Enlistment Phases of an empty board, 19, 20). */
ArdinaGame *game_before (ArdinaScenario scenario, guint32 optional, guint year, const char *step, ArdinaSide first);
/* 1776, Political Phase of the American (First Player), with these hands
 * (NULL-terminated lists of marker names, or NULL). */
ArdinaGame *spy_game (const char *const *american, const char *const *british);
/* Runs the engine of @g to its next decision through the internal run
 * loop (tests that edit a position use it to go on). */
gboolean run_engine (ArdinaGame *g, GArray *ev);

/* ---- events ---- */

GArray *events_new (void);
#define EV(array, i) (&g_array_index ((array), ArdinaEvent, (i)))
/* ArdinaEventFunc: appends to the GArray @data. */
void collect (const ArdinaEvent *e, gpointer data);
/* ArdinaEventFunc: counts into the guint @data. */
void count_event (const ArdinaEvent *e, gpointer data);
gboolean cites (const ArdinaEvent *e, const char *id);
/* The first event from @from citing @id (NULL: any rule) whose text
 * contains @text (NULL: any text), or -1. */
int find_event (GArray *ev, guint from, const char *id, const char *text);
guint count_events (GArray *ev, const char *id, const char *text);
void dump_events (const char *title, GArray *ev);

/* ---- actions ---- */

/* The text of an action, even of one with an unknown verb; g_free it. */
char *action_text (const ArdinaAction *a);
gboolean same_action (const ArdinaAction *a, const ArdinaAction *b);
/* Is @a among the legal actions of its side? */
gboolean is_legal (const ArdinaGame *g, const ArdinaAction *a);
/* Applies @a (or @text), printing the refusal if it is refused. */
gboolean apply_action (ArdinaGame *g, const ArdinaAction *a, GArray *ev);
gboolean apply_text (ArdinaGame *g, const char *text, GArray *ev);
/* Applies each action of the NULL-terminated @actions, fatally. */
void play (ArdinaGame *g, const char *const *actions, GArray *ev);
/* Applies @a (or, when @a is NULL, the text @text) to @g and checks that
 * it is refused with @code, that an ILLEGAL refusal starts with a catalog
 * rule id in brackets (@rule_id when given), that no event was delivered
 * and that @g is byte for byte as it was. Prints what went wrong; if the
 * action was wrongly accepted, @g is put back as it was. */
gboolean refused (ArdinaGame *g, const ArdinaAction *a, const char *text, int code, const char *rule_id,
                  const char *context);
gboolean refused_text (ArdinaGame *g, const char *text, const char *rule_id, const char *context);
/* Whether a refusal's record (ardina_error_get_rule(), _get_reason())
 * agrees with its message "[rule] reason" and cites a catalog rule. */
gboolean refusal_record_ok (const GError *error);

/* ---- pieces and positions ---- */

/* A piece code or a locale index by name, fatally. */
uint16_t code_of (const char *name);
int locale_of (const char *name);
/* Puts a piece in @side's hand, or on the map at @locale, flags cleared. */
void give (ArdinaGame *g, const char *piece, ArdinaSide side);
void put (ArdinaGame *g, const char *piece, const char *locale);
/* Where a piece is (never NULL). */
const char *place (const ArdinaGame *g, const char *piece);
gboolean holds_spy (const ArdinaGame *g, ArdinaSide side);
ArdinaSide other (ArdinaSide side);
const char *side_name (ArdinaSide side);
/* The side of the one RESPOND decision pending, or -1. */
int respond_side (const ArdinaGame *g);

/* ---- walking a game ---- */

/* The action a walk takes: the first legal action of the first pending
 * side that is not a Spy play, a counter or a withdrawal. A commitment so
 * offers the whole hand, then seals; a set-up piece goes to the first
 * locale allowed. */
gboolean policy (const ArdinaGame *g, ArdinaAction *out);

typedef void (*Visit) (ArdinaGame *g, gpointer data);

/* Plays @g with policy(), calling @visit at every decision (@visit may
 * leave the game changed only through refused actions), until the first
 * decision of @stop_year (visited too) or the end of the game. */
guint walk (ArdinaGame *g, guint stop_year, Visit visit, gpointer data, GArray *ev);
/* Plays the set-up of @g with policy() to the first decision of the turn. */
void finish_setup (ArdinaGame *g, GArray *ev);

#endif /* ARDINA_TESTS_FIXTURE_H */
