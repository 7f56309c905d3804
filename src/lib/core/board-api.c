/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The public face of the board (<ardina/board.h>): the map's locales and
 * routes and the counter mix as typed values, and where a piece stands in
 * a game. Public numbers are the compiled tables' indexes; a piece's public
 * number runs over units, then leaders, then campaign markers. */
#include "core/engine.h"

/* The public enums mirror the compiled tables' (data-types-board.h). */
G_STATIC_ASSERT ((int) ARDINA_LOCALE_CLASS_TOWN == (int) ARDINA_LOCALE_KIND_TOWN);
G_STATIC_ASSERT ((int) ARDINA_LOCALE_CLASS_WILDERNESS == (int) ARDINA_LOCALE_KIND_WILDERNESS);
G_STATIC_ASSERT ((int) ARDINA_LOCALE_CLASS_INDIAN == (int) ARDINA_LOCALE_KIND_INDIAN);
G_STATIC_ASSERT ((int) ARDINA_LOCALE_CLASS_HIGH_SEAS == (int) ARDINA_LOCALE_KIND_HIGH_SEAS);
G_STATIC_ASSERT ((int) ARDINA_LOCALE_CLASS_OFF_MAP == (int) ARDINA_LOCALE_KIND_OFF_MAP);
G_STATIC_ASSERT (ARDINA_LOCALE_KIND_COUNT == 5);
G_STATIC_ASSERT ((int) ARDINA_ROUTE_TYPE_ROAD == (int) ARDINA_ROUTE_ROAD);
G_STATIC_ASSERT ((int) ARDINA_ROUTE_TYPE_TRAIL == (int) ARDINA_ROUTE_TRAIL);
G_STATIC_ASSERT ((int) ARDINA_ROUTE_TYPE_LAKE_RIVER == (int) ARDINA_ROUTE_RIVER);
G_STATIC_ASSERT ((int) ARDINA_ROUTE_TYPE_HIGH_SEAS == (int) ARDINA_ROUTE_SEA);
G_STATIC_ASSERT (ARDINA_ROUTE_COUNT == 4);

#define N_PIECES (ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS + ARDINA_DATA_N_CAMPAIGN_PIECES)

/* The engine's operand code of public piece number @piece (< N_PIECES). */
static uint16_t
piece_code (guint piece)
{
  if (piece < ARDINA_DATA_N_UNITS)
    return (uint16_t) (ARDINA_CODE_UNIT | piece);
  piece -= ARDINA_DATA_N_UNITS;
  if (piece < ARDINA_DATA_N_LEADERS)
    return (uint16_t) (ARDINA_CODE_LEADER | piece);
  return (uint16_t) (ARDINA_CODE_PIECE | (piece - ARDINA_DATA_N_LEADERS));
}

guint
ardina_locale_count (void)
{
  return ARDINA_DATA_N_LOCALES;
}

const char *
ardina_locale_get_name (guint locale)
{
  return locale < ARDINA_DATA_N_LOCALES ? ardina_data_locales[locale].name : NULL;
}

const char *
ardina_locale_get_label (guint locale)
{
  return locale < ARDINA_DATA_N_LOCALES ? ardina_data_locales[locale].label : NULL;
}

ArdinaLocaleClass
ardina_locale_get_class (guint locale)
{
  return locale < ARDINA_DATA_N_LOCALES ? (ArdinaLocaleClass) ardina_data_locales[locale].kind
                                        : ARDINA_LOCALE_CLASS_TOWN;
}

gboolean
ardina_locale_is_port (guint locale)
{
  return locale < ARDINA_DATA_N_LOCALES && ardina_data_locales[locale].port;
}

guint
ardina_locale_get_value (guint locale)
{
  return locale < ARDINA_DATA_N_LOCALES ? ardina_data_locales[locale].value : 0;
}

const char *
ardina_locale_get_region (guint locale)
{
  if (locale >= ARDINA_DATA_N_LOCALES || ardina_data_locales[locale].region >= ARDINA_DATA_N_MAP_REGIONS)
    return NULL;
  return ardina_data_map_regions[ardina_data_locales[locale].region].name;
}

gboolean
ardina_locale_get_position (guint locale, double *longitude, double *latitude)
{
  if (locale >= ARDINA_DATA_N_LOCALES)
    return FALSE;
  if (longitude)
    *longitude = ardina_data_positions[locale].lon;
  if (latitude)
    *latitude = ardina_data_positions[locale].lat;
  return TRUE;
}

guint
ardina_route_count (void)
{
  return ARDINA_DATA_N_ROUTES;
}

gboolean
ardina_route_get (guint route, guint *a, guint *b, ArdinaRouteType *type)
{
  if (route >= ARDINA_DATA_N_ROUTES)
    return FALSE;
  const ArdinaDataRoute *r = &ardina_data_routes[route];
  if (a)
    *a = r->a;
  if (b)
    *b = r->b;
  if (type)
    *type = (ArdinaRouteType) r->kind;
  return TRUE;
}

guint
ardina_piece_count (void)
{
  return N_PIECES;
}

gint
ardina_piece_find (const char *name)
{
  g_return_val_if_fail (name != NULL, -1);
  int code = ardina_piece_lookup (name);
  if (code < 0)
    return -1;
  guint i = (guint) code & ~(guint) ARDINA_CODE_KIND_MASK;
  switch (code & ARDINA_CODE_KIND_MASK)
    {
    case ARDINA_CODE_UNIT:
      return (gint) i;
    case ARDINA_CODE_LEADER:
      return (gint) (ARDINA_DATA_N_UNITS + i);
    case ARDINA_CODE_PIECE:
      return (gint) (ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS + i);
    default:
      return -1;   /* a map marker's kind (fortress...), not a piece of the mix */
    }
}

const char *
ardina_piece_get_name (guint piece)
{
  return piece < N_PIECES ? ardina_code_name (piece_code (piece)) : NULL;
}

const char *
ardina_piece_get_label (guint piece)
{
  return piece < N_PIECES ? ardina_code_label (piece_code (piece)) : NULL;
}

ArdinaPieceType
ardina_piece_get_type (guint piece)
{
  if (piece >= ARDINA_DATA_N_UNITS && piece < ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS)
    return ARDINA_PIECE_TYPE_LEADER;
  if (piece >= ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS && piece < N_PIECES)
    return ARDINA_PIECE_TYPE_CAMPAIGN_MARKER;
  return ARDINA_PIECE_TYPE_UNIT;
}

guint
ardina_piece_flag_count (void)
{
  return ARDINA_PIECE_N_FLAGS;
}

const char *
ardina_piece_flag_name (guint bit)
{
  return bit < ARDINA_PIECE_N_FLAGS ? ardina_flag_names[bit] : NULL;
}

/* The side a piece on the map fights for: its nation's (French and Spanish
 * for the American even while neutral, when nobody controls them: 26.1).
 * Elsewhere the side the zone belongs to (a hand, a leader pool). */
static ArdinaSide
place_side (const ArdinaPlace *p, guint piece)
{
  if (p->zone != ARDINA_ZONE_MAP)
    return p->side <= ARDINA_SIDE_BRITISH ? (ArdinaSide) p->side : ARDINA_SIDE_NONE;
  if (piece < ARDINA_DATA_N_UNITS)
    return ardina_nation_side (ardina_data_units[piece].nation);
  if (piece < ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS)
    return ardina_leader_side ((uint16_t) (piece - ARDINA_DATA_N_UNITS));
  return p->side <= ARDINA_SIDE_BRITISH ? (ArdinaSide) p->side : ARDINA_SIDE_NONE;   /* Leader Arises */
}

gint
ardina_game_get_carrier (const ArdinaGame *g, guint piece)
{
  g_return_val_if_fail (g != NULL, -1);
  /* A unit's public number is its index (piece_code), so is its fleet's. */
  return piece < ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS ? ardina_carrier (g, piece_code (piece)) : -1;
}

gboolean
ardina_game_get_place (const ArdinaGame *g, guint piece, ArdinaPiecePlace *place)
{
  g_return_val_if_fail (g != NULL && place != NULL, FALSE);
  if (piece >= N_PIECES)
    return FALSE;
  const ArdinaPlace *p = ardina_place_get (g, piece_code (piece));
  place->zone = (ArdinaZone) p->zone;
  place->locale = p->zone == ARDINA_ZONE_MAP ? p->locale : -1;
  place->side = place_side (p, piece);
  place->flags = p->flags;
  return TRUE;
}
