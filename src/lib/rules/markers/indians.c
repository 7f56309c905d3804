/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Indians (7.9): one marker, two uses at two moments.
 *
 * British, in a Mobilization Phase: an Indian unit at no cost in one
 * Indian locale, within 27.2's limits (one per locale per turn, enemy
 * units no bar); the American picks a marker for it (27.2(1), R-57).
 * American, in a Political Phase: one campaign marker picked at no cost
 * for each Indian unit then on the map. Each side's use belongs to its own
 * moment: the window's caller tells which (the Mobilization Phase, or the
 * Political Phase that opened its own window). The marker then goes to the
 * pool (7.7). */
#include "rules/rules.h"

static guint
indians_on_map (const ArdinaGame *g)
{
  guint n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    n += ardina_data_units[i].nation == ARDINA_UNATION_INDIAN && g->units[i].zone == ARDINA_ZONE_MAP;
  return n;
}

static gboolean
in_mobilization (const ArdinaFrame *window)
{
  return (window - 1)->proc == ARDINA_PROC_MOBILIZATION;
}

static gboolean
american_picks (ArdinaCtx *c, ArdinaSide side, uint16_t piece)
{
  guint n = indians_on_map (c->g) * (guint) ARDINA_CONST (INDIANS_MARKER_PICKS_PER_UNIT);
  ardina_piece_move (c->g, piece, ARDINA_ZONE_POOL, ARDINA_SIDE_NONE);
  ardina_emit2 (c, ARDINA_R_7_9, ARDINA_R_7_7, side, "%s plays Indians: %u Indian unit%s on the map, %u campaign "
                "marker%s picked at no cost; the marker goes to the pool", ardina_side_label (side),
                indians_on_map (c->g), indians_on_map (c->g) == 1 ? "" : "s", n, n == 1 ? "" : "s");
  for (guint k = 0; k < n; k++)
    if (!ardina_pick_marker (c, ARDINA_R_7_9, side))
      return FALSE;
  return TRUE;
}

static gboolean
play (ArdinaCtx *c, ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  if (side == ARDINA_SIDE_BRITISH)
    {
      ardina_emit (c, ARDINA_R_7_9, side, "%s plays Indians", ardina_side_label (side));
      return ardina_recruit_call (c, side, piece, ARDINA_RECRUIT_INDIANS);
    }
  return american_picks (c, side, piece);
}

static gboolean
allowed (ArdinaCtx *c, const ArdinaFrame *window, ArdinaSide side, uint16_t piece)
{
  if (side == ARDINA_SIDE_BRITISH)
    {
      if (!in_mobilization (window))
        return ardina_refuse (c, ARDINA_R_7_9, "the British play Indians in a Mobilization Phase");
      return ardina_recruit_possible (c, side, piece, ARDINA_RECRUIT_INDIANS);
    }
  if (in_mobilization (window))
    return ardina_refuse (c, ARDINA_R_7_9, "the American plays Indians in a Political Phase");
  if (!indians_on_map (c->g))
    return ardina_refuse (c, ARDINA_R_7_9, "no Indian unit is on the map: the play would pick nothing");
  return TRUE;
}

const ArdinaMarkerClass ardina_indians_marker = {
  .campaign = ARDINA_CAMPAIGN_INDIANS,
  .play = play,
  .allowed = allowed,
};
