/* Built by .ci/run outside the source tree against the installed library,
 * with nothing but `pkg-config --cflags --libs ardina-1`: proves that the
 * headers, the .pc file and the shared library install and work together. */
#include <ardina/ardina.h>
#include <stdio.h>
#include <string.h>

int
main (void)
{
  const ArdinaRule *r = ardina_rule_lookup ("18.7");
  const ArdinaRule *printed[4];
  guint reconstructed = 0;
  int victory = 0;

  if (!r || strcmp (ardina_rule_get_title (r), "") == 0)
    return 1;
  if (ardina_rule_lookup_printed ("28.2", printed, 4) != 2)
    return 2;
  for (guint i = 0; i < ardina_value_count (); i++)
    reconstructed += ardina_value_get_source (ardina_value_nth (i)) == ARDINA_SOURCE_RECONSTRUCTED;
  if (!ardina_constant_lookup ("victory-town-points", &victory) || victory != 36)
    return 3;
  printf ("libardina %s: %u rules, %u rulings, %u values (%u reconstructed); 18.7 is \"%s\"\n",
          ardina_version (), ardina_rule_count (), ardina_ruling_count (),
          ardina_value_count (), reconstructed, ardina_rule_get_title (r));
  return 0;
}
