/* The ardina error domain. */
#include "internal.h"

G_DEFINE_QUARK (ardina-error-quark, ardina_error)
