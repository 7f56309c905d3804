/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What the library's modules share and nothing outside the library sees:
 * the generated tables and the public declarations. */
#ifndef ARDINA_INTERNAL_H
#define ARDINA_INTERNAL_H

#include <ardina/ardina.h>
#include "ardina-data.h"

/* Index of a rule or NULL-safe pointer to it: generated tables keep rule
 * indexes, the public API hands out pointers. */
static inline const ArdinaRule *
ardina_rule_at (uint16_t index)
{
  return index < ARDINA_DATA_N_RULES ? &ardina_data_rules[index] : NULL;
}

#endif /* ARDINA_INTERNAL_H */
