#include "internal.h"

const char *
ardina_version (void)
{
  return ARDINA_VERSION;
}
