/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Drillmaster (7.9), played in a Mobilization Phase.
 *
 * American: he names a locale with a friendly leader, then raises regulars
 * there one by one, at 2 points each (mobilization.xml,
 * drillmaster-regular), up to the best leadership value there, and
 * may stop sooner (end). British: a British militia in a locale with a
 * British leader is replaced at no cost by a British regular or light
 * unit of his choice; the militia returns to the counter mix. Both
 * are the recruit procedure's choices (mobilization.c); the marker then
 * goes to the pool (7.7). */
#include "rules/rules.h"

static ArdinaRecruitKind
kind_of (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? ARDINA_RECRUIT_DRILL_AMERICAN : ARDINA_RECRUIT_DRILL_BRITISH;
}

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  ardina_emit (c, ARDINA_R_7_9, side, "%s plays Drillmaster", ardina_side_label (side));
  return ardina_recruit_call (c, side, piece, kind_of (side));
}

static gboolean
allowed (ArdinaCtx *c, const ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  return ardina_recruit_possible (c, side, piece, kind_of (side));
}

const ArdinaMarkerClass ardina_drillmaster_marker = {
  .campaign = ARDINA_CAMPAIGN_DRILLMASTER,
  .play = play,
  .allowed = allowed,
};
