/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Forage (36, optional): in the wilderness and in Indian country the
 * roll of a unit out of supply depends on its kind. Light and Indian
 * units live off such land better than the standard 1-3 (36.1: lost on
 * 5-6 only), regulars worse (36.2: lost on 3-6); every other unit, and
 * every unit in a town, keeps the roll of 19.3 (36.3). The thresholds
 * are dice.xml's rolls, the row below only picks one. */
#include "rules.h"

/* 36.1, 36.2: the locales where the section changes the roll. */
static gboolean
wild_country (uint16_t locale)
{
  uint8_t kind = ardina_data_locales[locale].kind;
  return kind == ARDINA_LOCALE_KIND_WILDERNESS || kind == ARDINA_LOCALE_KIND_INDIAN;
}

/* 36.2, R-160: a detachment is half of a regular unit (13.7), so it
 * forages as one; grenadiers, marines and militia are other units
 * (36.3). */
static gboolean
counts_as_regular (uint8_t type)
{
  return type == ARDINA_UNIT_TYPE_REGULAR || type == ARDINA_UNIT_TYPE_DETACHMENT;
}

/* ATTRITION, 36.1-36.3: the forage roll of @unit out of supply at
 * @locale; 19.3's @roll stays for the units and locales 36.3 leaves,
 * cited by 36.3 for the other units in the wilds, where the section was
 * asked and left the roll as it was. */
guint
ardina_forage_attrition (const ArdinaGame *g, uint16_t unit, uint16_t locale, guint roll, uint16_t *rule)
{
  (void) g;
  if (!wild_country (locale))
    return roll;
  uint8_t type = ardina_data_units[unit].type;
  if (type == ARDINA_UNIT_TYPE_LIGHT || type == ARDINA_UNIT_TYPE_INDIAN)
    return *rule = ARDINA_R_36_1, ARDINA_ROLL_FORAGE_LIGHT_WILDERNESS;
  if (counts_as_regular (type))
    return *rule = ARDINA_R_36_2, ARDINA_ROLL_FORAGE_REGULAR_WILDERNESS;
  *rule = ARDINA_R_36_3;
  return roll;
}
