/* SPDX-License-Identifier: LGPL-2.1-or-later */
/**
 * SECTION:ardina
 * @title: ardina.h
 * @short_description: the one header a program includes
 *
 * ardina: the executable, cited reference for the rules of
 * "The American Revolution: Decision in North America" (S&T issue 270, 2011).
 *
 * This is the only header a program includes:
 *
 * |[<!-- language="C" -->
 * #include <ardina/ardina.h>
 * ]|
 *
 * and it compiles with `pkg-config --cflags ardina-1` (and links with
 * `pkg-config --libs ardina-1`). The other headers refuse to be included on
 * their own, so that the set of declarations a program sees never depends
 * on the order of its includes.
 *
 * Conventions of every function: bad input (an unknown rule id, an illegal
 * action, a malformed file) fails with a #GError in the %ARDINA_ERROR
 * domain (see #ArdinaError), or, for a lookup, returns %NULL. A programmer
 * mistake (%NULL where an object is required, an index past the end of a
 * list) is a bug in the caller: most functions report it through
 * g_return_val_if_fail() and return %NULL, 0 or %FALSE; the functions that
 * read a game's state do not check it at all. Strings and objects returned
 * `(transfer none)` belong to the library: the caller must not free or
 * modify them. Those returned `(transfer full)` belong to the caller, who
 * frees them as the function says.
 */
#ifndef ARDINA_H
#define ARDINA_H

/**
 * ARDINA_INSIDE:
 *
 * Defined only while `<ardina/ardina.h>` includes the other public headers,
 * which refuse to be included without it (or without ARDINA_COMPILATION,
 * which the library's own sources define). A program must not define
 * either: it includes `<ardina/ardina.h>`.
 *
 * Since: 0.1
 */
#define ARDINA_INSIDE
#include <ardina/version.h>
#include <ardina/error.h>
#include <ardina/catalog.h>
#include <ardina/tables.h>
#include <ardina/game.h>
#include <ardina/board.h>
#undef ARDINA_INSIDE

#endif /* ARDINA_H */
