/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Committee of Correspondence (7.9), either player's.
 *
 * Its first use is played in a Second or Third Movement Phase, as a
 * forced march begins (moment forced-march-phase): the player declares
 * the march with it instead of a Tactics marker (force-march MARKER), and
 * the force needs no leader (17.1 waived). The movement phase
 * (rules/movement.c) carries the march out and spends the marker to the
 * pool when the force rolls (7.7).
 *
 * Its second use, a free partisan in a region pro the player (with the
 * partisan roll of 29.2, R-19), needs the partisans of optional section
 * 29 and comes with them: R-75. Until then no window plays it, so
 * it has no marker class (registry.h): the moment it may be played at is
 * data (counters.xml), checked here. */
#include "rules/rules.h"

gboolean
ardina_committee_forced_march (const ArdinaGame *g, ArdinaSide side, uint16_t piece)
{
  return ARDINA_CODE_KIND (piece) == ARDINA_CODE_PIECE && ARDINA_CODE_INDEX (piece) < ARDINA_DATA_N_CAMPAIGN_PIECES
         && ardina_piece_campaign (piece) == ARDINA_CAMPAIGN_COMMITTEE_OF_CORRESPONDENCE
         && ardina_marker_playable (g, side, piece, ARDINA_MOMENT_FORCED_MARCH_PHASE);
}

