/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Loading (load.c): besides the public ardina_game_load(), the lenient
 * reader of a board fragment that oracle cases start from. */
#ifndef ARDINA_IO_LOAD_H
#define ARDINA_IO_LOAD_H

#include "core/engine.h"
#include <libxml/tree.h>

/* Reads the children of @parent (a case's <board>) into @g, whose options,
 * year and bare turn frame are already set: pieces (in the save's form or
 * the short at= form), markers, points, tracks, loyalty, and a <stack> of
 * frames as in a save, which replaces the bare turn. What is left out
 * keeps its default. FALSE with @error ARDINA_ERROR_ILLEGAL "[rule] ..."
 * when a rule forbids the situation, ARDINA_ERROR_INVALID otherwise, and
 * *@bad_node on the element at fault. */
gboolean ardina_load_fragment (ArdinaGame *g, xmlNodePtr parent, xmlNodePtr *bad_node, GError **error);

#endif /* ARDINA_IO_LOAD_H */
