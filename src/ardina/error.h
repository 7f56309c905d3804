/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The ardina error domain. Bad input (an unknown rule id, an illegal
 * action, a malformed file) is reported through a GError in this domain,
 * whose message names the file and line or the rule concerned. Programmer
 * mistakes (NULL where an object is required) hit g_return_val_if_fail. */
#if !defined(ARDINA_INSIDE) && !defined(ARDINA_COMPILATION)
#error "Only <ardina/ardina.h> can be included directly."
#endif
#ifndef ARDINA_ERROR_H
#define ARDINA_ERROR_H

#include <glib.h>
#include <ardina/version.h>

G_BEGIN_DECLS

/**
 * ArdinaError:
 * @ARDINA_ERROR_NOT_FOUND: no such rule, ruling, table or value.
 * @ARDINA_ERROR_INVALID: the request itself is malformed (a bad id).
 * @ARDINA_ERROR_ILLEGAL: the rules forbid the action; the message cites
 *   the rule.
 * @ARDINA_ERROR_PARSE: a file could not be read or does not follow its
 *   schema; the message gives file:line.
 * @ARDINA_ERROR_DICE: the dice source ran out or failed.
 *
 * Since: 0.1
 */
typedef enum {
  ARDINA_ERROR_NOT_FOUND,
  ARDINA_ERROR_INVALID,
  ARDINA_ERROR_ILLEGAL,
  ARDINA_ERROR_PARSE,
  ARDINA_ERROR_DICE
} ArdinaError;

#define ARDINA_ERROR (ardina_error_quark ())

ARDINA_API GQuark ardina_error_quark (void);

G_END_DECLS

#endif /* ARDINA_ERROR_H */
