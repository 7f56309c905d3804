/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The private interface of libardina: the engine internals that the
 * oracle runner (src/oracle/) and the command (src/cli/) use, exported so
 * that the installed `ardina` links libardina.so instead of carrying its
 * own copy of the engine.
 *
 * It is NOT part of the API or the ABI (doc/versioning.md). The symbols
 * keep their ardina_* names but are exported under their own version node,
 * ARDINA_PRIVATE_<release> (src/lib/libardina.sym.in), named after the
 * release: a command built against one release refuses to start with
 * another release's library ("version `ARDINA_PRIVATE_0.1.0' not found"),
 * instead of misreading a changed struct, and no declaration here is
 * installed. The runner reads the engine's state and the compiled tables
 * directly, so only the command of the same release may use them (the
 * Debian package `ardina` depends on exactly its libardina0).
 *
 * This header is force-included (-include) in every file of the core
 * library (Makefile.am), so that each definition below is compiled with
 * default visibility under -fvisibility=hidden. A symbol the runner or
 * the command starts to need is added twice: here and in
 * libardina.sym.in's private node; linking `ardina` fails until it is. */
#ifndef ARDINA_PRIVATE_H
#define ARDINA_PRIVATE_H

#include "internal.h"
#include "core/engine.h"
#include "core/dice.h"
#include "io/xmlin.h"
#include "io/load.h"
#include "rules/rules.h"

#if defined(__GNUC__)
#define ARDINA_PRIVATE __attribute__((visibility("default")))
#else
#define ARDINA_PRIVATE
#endif

/* The compiled tables (the generator's src/data/ardina-data.h). */
ARDINA_PRIVATE extern const ArdinaDataCampaign ardina_data_campaigns[];
ARDINA_PRIVATE extern const ArdinaDataConstant ardina_data_constants[];
ARDINA_PRIVATE extern const ArdinaDataLeader ardina_data_leaders[];
ARDINA_PRIVATE extern const ArdinaDataLocale ardina_data_locales[];
ARDINA_PRIVATE extern const ArdinaDataMapRegion ardina_data_map_regions[];
ARDINA_PRIVATE extern const ArdinaDataMarker ardina_data_markers[];
ARDINA_PRIVATE extern const ArdinaDataRegion ardina_data_regions[];
ARDINA_PRIVATE extern const ArdinaDataRoute ardina_data_routes[];
ARDINA_PRIVATE extern const struct _ArdinaRule ardina_data_rules[];
ARDINA_PRIVATE extern const ArdinaDataUnit ardina_data_units[];

/* The engine (core/engine.h, core/dice.h, rules/rules.h). */
ARDINA_PRIVATE const char *ardina_code_name (uint16_t code);
ARDINA_PRIVATE void ardina_refusal_set (GError **error, uint16_t rule, const char *reason);
ARDINA_PRIVATE int ardina_dice_pick (ArdinaDice *dice, const uint16_t *candidates, guint n, GError **error);
ARDINA_PRIVATE int ardina_dice_roll (ArdinaDice *dice, GError **error);
ARDINA_PRIVATE void ardina_game_init (ArdinaGame *g, const ArdinaGameOptions *options);
ARDINA_PRIVATE int ardina_map_region_lookup (const char *name);
ARDINA_PRIVATE int ardina_piece_lookup (const char *name);
ARDINA_PRIVATE const ArdinaProcClass *ardina_proc_class (uint8_t proc);
ARDINA_PRIVATE ArdinaFrame *ardina_push (ArdinaCtx *c, ArdinaProc proc, ArdinaSide side);
ARDINA_PRIVATE gboolean ardina_run (ArdinaCtx *c);
/* ardina_game_pending without the prompts: side, kind and rule, each
 * prompt empty (engine.c). */
ARDINA_PRIVATE guint ardina_game_decisions (const ArdinaGame *game, ArdinaPending out[2]);
ARDINA_PRIVATE const char *ardina_side_name (ArdinaSide side);
ARDINA_PRIVATE gboolean ardina_state_check (const ArdinaGame *g, GError **error);
ARDINA_PRIVATE int ardina_turn_step_lookup (const char *name);

/* Saves and the safe XML reader (io/load.h, io/xmlin.h). */
ARDINA_PRIVATE gboolean ardina_load_fragment (ArdinaGame *g, xmlNodePtr parent, xmlNodePtr *bad_node, GError **error);
ARDINA_PRIVATE gboolean ardina_file_read (const char *path, gsize max, char **data, gsize *len, GError **error);
ARDINA_PRIVATE char *ardina_xml_slurp (const char *path, gsize *len, GError **error);
ARDINA_PRIVATE gboolean ardina_xml_is (xmlNodePtr node, const char *name);
ARDINA_PRIVATE xmlDocPtr ardina_xml_read (const char *data, gsize len, const char *filename, ArdinaXmlSchema schema,
                                          GError **error);
ARDINA_PRIVATE void ardina_xml_error (GError **error, const char *filename, xmlNodePtr node, const char *fmt, ...)
  G_GNUC_PRINTF (4, 5);

#endif
