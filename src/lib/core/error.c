/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The ardina error domain. */
#include "internal.h"

G_DEFINE_QUARK (ardina-error-quark, ardina_error)
