/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina: the executable, cited reference for the rules of
 * "The American Revolution: Decision in North America" (S&T #270, 2011).
 *
 * This is the only header a program includes:
 *
 *     #include <ardina/ardina.h>
 *
 * and it compiles with `pkg-config --cflags ardina-1`. The other headers
 * refuse to be included on their own, so that the set of declarations a
 * program sees never depends on the order of its includes.
 */
#ifndef ARDINA_H
#define ARDINA_H

#define ARDINA_INSIDE
#include <ardina/version.h>
#include <ardina/error.h>
#include <ardina/catalog.h>
#include <ardina/tables.h>
#include <ardina/game.h>
#undef ARDINA_INSIDE

#endif /* ARDINA_H */
