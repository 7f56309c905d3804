/* SPDX-License-Identifier: LGPL-2.1-or-later */
/**
 * SECTION:board
 * @title: Board
 * @short_description: the map's locales and routes, the pieces, and where
 *   each piece stands in a game
 *
 * The board as typed values, for a front end that draws the map, lists a
 * force or writes a position: the locales and routes of the map (2.1-2.8),
 * every piece of the counter mix (units, leaders, campaign markers: 2.9,
 * 4.1), and where a piece stands in a game, with the marks the war puts on
 * it.
 *
 * Locales, routes and pieces are numbered from 0 in the order of the
 * compiled tables (rules-xml/map.xml and counters.xml); a number is stable
 * for one build of the library, names are stable across builds: a program
 * that stores a piece or a locale stores its name and looks it up again.
 * Every string returned is constant, owned by the library and valid for the
 * life of the process.
 */
#if !defined(ARDINA_INSIDE) && !defined(ARDINA_COMPILATION)
#error "Only <ardina/ardina.h> can be included directly."
#endif
#ifndef ARDINA_BOARD_H
#define ARDINA_BOARD_H

#include <glib.h>
#include <ardina/version.h>
#include <ardina/game.h>

G_BEGIN_DECLS

/**
 * ArdinaLocaleClass:
 * @ARDINA_LOCALE_CLASS_TOWN: a town, with a political value and a colour
 *   (2.2); a port when it has an anchor (2.5).
 * @ARDINA_LOCALE_CLASS_WILDERNESS: a wilderness area, of no political
 *   value (2.3).
 * @ARDINA_LOCALE_CLASS_INDIAN: an Indian area (2.4).
 * @ARDINA_LOCALE_CLASS_HIGH_SEAS: a high seas area, for fleets (2.6, 24).
 * @ARDINA_LOCALE_CLASS_OFF_MAP: one of the off-map boxes, Britain, France
 *   and Spain (2.8, 25).
 *
 * What kind of point of the map a locale is. New values are appended.
 *
 * Since: 0.1
 */
typedef enum {
  ARDINA_LOCALE_CLASS_TOWN,
  ARDINA_LOCALE_CLASS_WILDERNESS,
  ARDINA_LOCALE_CLASS_INDIAN,
  ARDINA_LOCALE_CLASS_HIGH_SEAS,
  ARDINA_LOCALE_CLASS_OFF_MAP
} ArdinaLocaleClass;

/**
 * ArdinaRouteType:
 * @ARDINA_ROUTE_TYPE_ROAD: a road (16.12: one MP).
 * @ARDINA_ROUTE_TYPE_TRAIL: a trail (16.12: two MP, one for a force of
 *   leaders, light troops and Indians only).
 * @ARDINA_ROUTE_TYPE_LAKE_RIVER: a lake or river route (16.12: one MP;
 *   never for fleets, 16.9).
 * @ARDINA_ROUTE_TYPE_HIGH_SEAS: a high seas route (16.12: one MP; fleets
 *   and what they carry only, 16.9).
 *
 * The kind of a movement route (2.6). New values are appended.
 *
 * Since: 0.1
 */
typedef enum {
  ARDINA_ROUTE_TYPE_ROAD,
  ARDINA_ROUTE_TYPE_TRAIL,
  ARDINA_ROUTE_TYPE_LAKE_RIVER,
  ARDINA_ROUTE_TYPE_HIGH_SEAS
} ArdinaRouteType;

/**
 * ArdinaPieceType:
 * @ARDINA_PIECE_TYPE_UNIT: a combat formation (2.11).
 * @ARDINA_PIECE_TYPE_LEADER: a leader (2.10).
 * @ARDINA_PIECE_TYPE_CAMPAIGN_MARKER: a campaign marker (7).
 *
 * What a piece of the counter mix is.
 *
 * Since: 0.1
 */
typedef enum {
  ARDINA_PIECE_TYPE_UNIT,
  ARDINA_PIECE_TYPE_LEADER,
  ARDINA_PIECE_TYPE_CAMPAIGN_MARKER
} ArdinaPieceType;

/**
 * ArdinaZone:
 * @ARDINA_ZONE_RESERVE: not in play yet: the counter mix (4.11).
 * @ARDINA_ZONE_MAP: on the map, in a locale (the off-map boxes are
 *   locales too).
 * @ARDINA_ZONE_POOL: a campaign marker in the pool (4.1), or a leader in
 *   his side's leader pool (13.2).
 * @ARDINA_ZONE_HAND: a campaign marker in a player's hand.
 * @ARDINA_ZONE_ASIDE: set aside (4.9, 4.10, 7.8, optional rules not in
 *   play: 1.4).
 * @ARDINA_ZONE_ELIMINATED: eliminated, and may be mobilized again (13.5).
 * @ARDINA_ZONE_REMOVED: out of the game for good (21.4, 7.7, 13.5).
 * @ARDINA_ZONE_HIDDEN: only in a side's view (ardina_game_view()): the
 *   viewer may not know where the piece is (7.4, 22.2).
 *
 * Where a piece is, in broad. The values are those saves name ("map",
 * "pool"...). New values are appended.
 *
 * Since: 0.1
 */
typedef enum {
  ARDINA_ZONE_RESERVE,
  ARDINA_ZONE_MAP,
  ARDINA_ZONE_POOL,
  ARDINA_ZONE_HAND,
  ARDINA_ZONE_ASIDE,
  ARDINA_ZONE_ELIMINATED,
  ARDINA_ZONE_REMOVED,
  ARDINA_ZONE_HIDDEN
} ArdinaZone;

/**
 * ArdinaPiecePlace:
 * @zone: where the piece is, in broad.
 * @locale: its locale when @zone is %ARDINA_ZONE_MAP, else -1.
 * @side: the hand's or leader pool's side, the side controlling a piece on
 *   the map; %ARDINA_SIDE_NONE otherwise.
 * @flags: the marks of the war on the piece, bit i the mark named
 *   ardina_piece_flag_name (i): disrupted, moved, force-marched...
 *
 * Where one piece stands in a game, as ardina_game_get_place() fills it.
 *
 * Since: 0.1
 */
typedef struct {
  ArdinaZone zone;
  gint locale;
  ArdinaSide side;
  guint flags;
} ArdinaPiecePlace;

/**
 * ardina_locale_count:
 *
 * How many locales the map has.
 *
 * Returns: the number of locales of the map, the three off-map boxes
 *   included.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_locale_count (void);

/**
 * ardina_locale_lookup:
 * @name: a locale's name ("new-york"); not %NULL
 *
 * Finds a locale by its name.
 *
 * Returns: the locale's number, or -1 when no locale has that name.
 *
 * Since: 0.1
 */
ARDINA_API gint ardina_locale_lookup (const char *name);

/**
 * ardina_locale_get_name:
 * @locale: a locale's number, below ardina_locale_count()
 *
 * A locale's name.
 *
 * Returns: (transfer none) (nullable): the locale's name as saves, cases
 *   and actions spell it ("new-york"); %NULL for a number out of range.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_locale_get_name (guint locale);

/**
 * ardina_locale_get_label:
 * @locale: a locale's number
 *
 * A locale's name as printed on the map.
 *
 * Returns: (transfer none) (nullable): the name a player reads ("New
 *   York"); %NULL for a number out of range.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_locale_get_label (guint locale);

/**
 * ardina_locale_get_class:
 * @locale: a locale's number
 *
 * What kind of locale it is: town, wilderness, Indian area, high seas or off-map box.
 *
 * Returns: what kind of locale it is; %ARDINA_LOCALE_CLASS_TOWN for a
 *   number out of range.
 *
 * Since: 0.1
 */
ARDINA_API ArdinaLocaleClass ardina_locale_get_class (guint locale);

/**
 * ardina_locale_is_port:
 * @locale: a locale's number
 *
 * Whether fleets may enter the locale from the sea.
 *
 * Returns: whether the locale is a port: a town with an anchor (2.5) or
 *   an off-map box (25.6).
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_locale_is_port (guint locale);

/**
 * ardina_locale_get_value:
 * @locale: a locale's number
 *
 * A town's political value.
 *
 * Returns: the political value printed on a town (2.2); 0 for every other
 *   locale.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_locale_get_value (guint locale);

/**
 * ardina_locale_get_region:
 * @locale: a locale's number
 *
 * The political division a locale lies in.
 *
 * Returns: (transfer none) (nullable): the name of the political division
 *   the locale lies in (2.7: "new-england", "west-indies"...), as
 *   ardina_game_get_loyalty() takes the seven colonial ones; %NULL for a
 *   high seas area, an off-map box or a number out of range.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_locale_get_region (guint locale);

/**
 * ardina_locale_get_position:
 * @locale: a locale's number, below ardina_locale_count()
 * @longitude: (out) (optional): the longitude, in degrees, west negative
 * @latitude: (out) (optional): the latitude, in degrees, south negative
 *
 * Where a map draws a locale, for a front end that draws the board. The
 * printed map's layout is unknown to the project, so every position is a
 * reconstructed value of rules-xml/map.xml (`ardina tables map` shows its
 * reason): the historical place's longitude and latitude for a town, fort
 * or Indian town (a few moved a fraction of a degree so that two names do
 * not overlap), a point laid out by hand for a high seas area, and, for the
 * off-map boxes, points laid out by hand east of the map. A program
 * projects them as it likes; `ardina show --svg` uses an equirectangular
 * projection.
 *
 * Returns: %FALSE, setting nothing, for a number out of range.
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_locale_get_position (guint locale, double *longitude, double *latitude);

/**
 * ardina_route_count:
 *
 * How many routes the map has.
 *
 * Returns: the number of routes of the map; each joins two locales and is
 *   listed once.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_route_count (void);

/**
 * ardina_route_get:
 * @route: a route's number, below ardina_route_count()
 * @a: (out) (optional): one end's locale number
 * @b: (out) (optional): the other end's locale number
 * @type: (out) (optional): the kind of route
 *
 * The two ends and the kind of a route. Routes are undirected: @a and @b
 * are in the order of the map's table.
 *
 * Returns: %FALSE, setting nothing, for a number out of range.
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_route_get (guint route, guint *a, guint *b, ArdinaRouteType *type);

/**
 * ardina_piece_count:
 *
 * How many pieces the counter mix has.
 *
 * Returns: the number of pieces of the counter mix: every unit, then every
 *   leader, then every campaign marker.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_piece_count (void);

/**
 * ardina_piece_find:
 * @name: a piece's name ("br-reg-1", "greene", "spy-1"); not %NULL
 *
 * Finds a piece by its name.
 *
 * Returns: the piece's number, or -1 when no piece has that name.
 *
 * Since: 0.1
 */
ARDINA_API gint ardina_piece_find (const char *name);

/**
 * ardina_piece_get_name:
 * @piece: a piece's number, below ardina_piece_count()
 *
 * A piece's name.
 *
 * Returns: (transfer none) (nullable): the piece's name as saves, cases and
 *   actions spell it ("br-reg-1", "tactics-3"); %NULL for a number out of
 *   range.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_piece_get_name (guint piece);

/**
 * ardina_piece_get_label:
 * @piece: a piece's number
 *
 * A piece's name as printed on the counter.
 *
 * Returns: (transfer none) (nullable): the name a player reads off the
 *   counter ("4 Bde (7/26 Foot)", "Greene", "Spy"); %NULL for a number out
 *   of range.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_piece_get_label (guint piece);

/**
 * ardina_piece_get_type:
 * @piece: a piece's number
 *
 * Whether a piece is a unit, a leader or a campaign marker.
 *
 * Returns: whether it is a unit, a leader or a campaign marker;
 *   %ARDINA_PIECE_TYPE_UNIT for a number out of range.
 *
 * Since: 0.1
 */
ARDINA_API ArdinaPieceType ardina_piece_get_type (guint piece);

/**
 * ardina_piece_flag_count:
 *
 * How many marks the war may put on a piece.
 *
 * Returns: the number of marks the war may put on a piece, the bits of
 *   #ArdinaPiecePlace's flags.
 *
 * Since: 0.1
 */
ARDINA_API guint ardina_piece_flag_count (void);

/**
 * ardina_piece_flag_name:
 * @bit: a bit number, below ardina_piece_flag_count()
 *
 * The name of one mark the war may put on a piece.
 *
 * Returns: (transfer none) (nullable): the mark's name as saves write it
 *   ("disrupted", "force-marched", "embarked"...); %NULL out of range.
 *
 * Since: 0.1
 */
ARDINA_API const char *ardina_piece_flag_name (guint bit);

/**
 * ardina_game_get_place:
 * @game: a game, or a side's view of one
 * @piece: a piece's number, below ardina_piece_count()
 * @place: (out caller-allocates): where the piece stands
 *
 * Where a piece stands in @game, as values. (ardina_game_get_piece_place()
 * gives the same as one name.)
 *
 * Returns: %FALSE, leaving @place untouched, for a number out of range.
 *
 * Since: 0.1
 */
ARDINA_API gboolean ardina_game_get_place (const ArdinaGame *game, guint piece, ArdinaPiecePlace *place);

/**
 * ardina_game_get_carrier:
 * @game: a game, or a side's view of one
 * @piece: a piece's number, below ardina_piece_count()
 *
 * The fleet carrying @piece (24.4): a unit or leader flagged "embarked"
 * is aboard exactly one fleet of its side, in the same locale; a fleet
 * carries at most four land combat units and any number of leaders
 * (24.5).
 *
 * Returns: the fleet's piece number, or -1 when @piece is carried by
 *   nothing or is out of range.
 *
 * Since: 0.1
 */
ARDINA_API gint ardina_game_get_carrier (const ArdinaGame *game, guint piece);

G_END_DECLS

#endif /* ARDINA_BOARD_H */
