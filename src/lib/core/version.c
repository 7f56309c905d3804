/* SPDX-License-Identifier: LGPL-2.1-or-later */
#include "internal.h"

const char *
ardina_version (void)
{
  return ARDINA_VERSION;
}
