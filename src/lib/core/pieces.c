/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Names of pieces, locales and places, and who controls what.
 *
 * A piece code (engine.h) names a unit, a leader or one campaign marker
 * counter. Units and leaders are named as in counters.xml ("br-reg-1",
 * "washington"); the counters of a campaign marker kind are numbered from 1
 * ("tactics-1" ... "tactics-30"), in table order. */
#include "engine.h"

#include <stdio.h>
#include <string.h>

/* Indexed by ArdinaZone (<ardina/board.h>), named by the list of state.h. */
const char *const ardina_zone_names[ARDINA_ZONE_COUNT] = {
#define ZONE_NAME(id, name) [ARDINA_ZONE_##id] = name,
  ARDINA_ZONES (ZONE_NAME)
#undef ZONE_NAME
};
/* Bit i of a place's flags, from the same list as the flags (state.h). */
const char *const ardina_word_names[ARDINA_WORD_COUNT] = {
#define X(id, word) word,
  ARDINA_WORDS (X)
#undef X
};

const char *const ardina_flag_names[ARDINA_PIECE_N_FLAGS] = {
#define FLAG_NAME(id, name) name,
  ARDINA_PIECE_FLAGS (FLAG_NAME)
#undef FLAG_NAME
};
/* Indexed by ArdinaResult; the names of ardina_game_get_result(). */
const char *const ardina_result_names[ARDINA_RESULT_COUNT] = {
  "none", "sudden-death", "partial", "draw", "short-scenario"
};

ArdinaSide
ardina_other (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? ARDINA_SIDE_BRITISH : ARDINA_SIDE_AMERICAN;
}

const char *
ardina_side_name (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? "american" : side == ARDINA_SIDE_BRITISH ? "british" : "none";
}

const char *
ardina_side_label (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? "the American player" : side == ARDINA_SIDE_BRITISH ? "the British player" : "nobody";
}

ArdinaSide
ardina_leader_side (uint16_t leader)
{
  return ardina_nation_side (ardina_data_leaders[leader].nation);
}

/* Every unit counter is a combat formation (2.11); leaders are not units. */
gboolean
ardina_unit_is_combat (uint16_t unit)
{
  return unit < ARDINA_DATA_N_UNITS;
}

/* "tactics-3": built once, kept for the life of the process. */
static const char *const *
piece_names (void)
{
  static char names[ARDINA_DATA_N_CAMPAIGN_PIECES][48];
  static const char *ptrs[ARDINA_DATA_N_CAMPAIGN_PIECES];
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      uint16_t seen[ARDINA_DATA_N_CAMPAIGNS] = { 0 };
      for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
        {
          uint16_t k = ardina_data_campaign_pieces[i];
          g_snprintf (names[i], sizeof names[i], "%s-%u", ardina_data_campaigns[k].name, ++seen[k]);
          ptrs[i] = names[i];
        }
      g_once_init_leave (&done, 1);
    }
  return ptrs;
}

/* The counters of each campaign marker kind, in counter order, found once
 * from the counter data: a question about one kind (the Spies in a hand,
 * the Leader Arises markers in a force) walks its counters only. */
typedef struct {
  guint first[ARDINA_DATA_N_CAMPAIGNS + 1];
  uint8_t index[ARDINA_DATA_N_CAMPAIGN_PIECES];
} KindCounters;
G_STATIC_ASSERT (ARDINA_DATA_N_CAMPAIGN_PIECES <= 256);

const uint8_t *
ardina_campaign_counters (uint16_t kind, guint *n)
{
  static KindCounters t;
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      guint m = 0;
      for (guint k = 0; k < ARDINA_DATA_N_CAMPAIGNS; k++)
        {
          t.first[k] = m;
          for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
            if (ardina_data_campaign_pieces[i] == k)
              t.index[m++] = (uint8_t) i;
        }
      t.first[ARDINA_DATA_N_CAMPAIGNS] = m;
      g_once_init_leave (&done, 1);
    }
  g_assert (kind < ARDINA_DATA_N_CAMPAIGNS);
  *n = t.first[kind + 1] - t.first[kind];
  return t.index + t.first[kind];
}

/* Marker kinds' names and labels are counters.xml's (ardina_data_markers). */

int
ardina_piece_lookup (const char *name)
{
  for (guint k = 0; k < ARDINA_MARKER_COUNT; k++)
    if (strcmp (ardina_data_markers[k].name, name) == 0)
      return ARDINA_CODE_MARKER | (int) k;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    if (strcmp (ardina_data_units[i].name, name) == 0)
      return ARDINA_CODE_UNIT | (int) i;
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    if (strcmp (ardina_data_leaders[i].name, name) == 0)
      return ARDINA_CODE_LEADER | (int) i;
  const char *const *names = piece_names ();
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (strcmp (names[i], name) == 0)
      return ARDINA_CODE_PIECE | (int) i;
  return -1;
}

int
ardina_locale_lookup (const char *name)
{
  g_return_val_if_fail (name != NULL, -1);
  for (guint i = 0; i < ARDINA_DATA_N_LOCALES; i++)
    if (strcmp (ardina_data_locales[i].name, name) == 0)
      return (int) i;
  return -1;
}

int
ardina_map_region_lookup (const char *name)
{
  for (guint i = 0; i < ARDINA_DATA_N_MAP_REGIONS; i++)
    if (strcmp (ardina_data_map_regions[i].name, name) == 0)
      return (int) i;
  return -1;
}

const char *
ardina_code_name (uint16_t code)
{
  uint16_t i = code & ~ARDINA_CODE_KIND_MASK;
  switch (code & ARDINA_CODE_KIND_MASK)
    {
    case ARDINA_CODE_UNIT:
      return i < ARDINA_DATA_N_UNITS ? ardina_data_units[i].name : "?";
    case ARDINA_CODE_LEADER:
      return i < ARDINA_DATA_N_LEADERS ? ardina_data_leaders[i].name : "?";
    case ARDINA_CODE_PIECE:
      return i < ARDINA_DATA_N_CAMPAIGN_PIECES ? piece_names ()[i] : "?";
    case ARDINA_CODE_LOCALE:
      return i < ARDINA_DATA_N_LOCALES ? ardina_data_locales[i].name : "?";
    case ARDINA_CODE_REGION:
      return i < ARDINA_DATA_N_MAP_REGIONS ? ardina_data_map_regions[i].name : "?";
    case ARDINA_CODE_MARKER:
      return i < ARDINA_MARKER_COUNT ? ardina_data_markers[i].name : "?";
    default:
      return ARDINA_CODE_KIND (code) == ARDINA_CODE_WORD && i < ARDINA_WORD_COUNT ? ardina_word_names[i] : "?";
    }
}

/* What a person reads: "Spy", "Carleton", "5th Foot", "Boston". */
const char *
ardina_code_label (uint16_t code)
{
  uint16_t i = code & ~ARDINA_CODE_KIND_MASK;
  switch (code & ARDINA_CODE_KIND_MASK)
    {
    case ARDINA_CODE_UNIT:
      return i < ARDINA_DATA_N_UNITS ? ardina_data_units[i].label : "?";
    case ARDINA_CODE_LEADER:
      return i < ARDINA_DATA_N_LEADERS ? ardina_data_leaders[i].label : "?";
    case ARDINA_CODE_PIECE:
      return i < ARDINA_DATA_N_CAMPAIGN_PIECES
             ? ardina_data_campaigns[ardina_data_campaign_pieces[i]].label : "?";
    case ARDINA_CODE_MARKER:
      return i < ARDINA_MARKER_COUNT ? ardina_data_markers[i].label : "?";
    case ARDINA_CODE_LOCALE:
      return i < ARDINA_DATA_N_LOCALES ? ardina_data_locales[i].label : "?";
    default:
      return ardina_code_name (code);
    }
}

uint16_t
ardina_piece_campaign (uint16_t code)
{
  return ardina_data_campaign_pieces[code & ~ARDINA_CODE_KIND_MASK];
}

/* The place names of ardina_game_get_piece_place(). */
const char *
ardina_place_name (const ArdinaPlace *p, gboolean leader)
{
  /* Constant strings, never a buffer: the public ardina_game_get_piece_place
   * returns them, and a front end may hold several at once or ask from
   * several threads. */
  static const char *const leader_pools[] = { "american-leader-pool", "british-leader-pool" };
  static const char *const hands[] = { "american-hand", "british-hand" };
  gboolean sided = p->side <= ARDINA_SIDE_BRITISH;
  switch (p->zone)
    {
    case ARDINA_ZONE_MAP:
      return ardina_data_locales[p->locale].name;
    case ARDINA_ZONE_POOL:
      if (!leader)
        return "pool";
      return sided ? leader_pools[p->side] : "pool";
    case ARDINA_ZONE_HAND:
      return sided ? hands[p->side] : "hand";
    case ARDINA_ZONE_ASIDE:
      return "aside";
    case ARDINA_ZONE_ELIMINATED:
      return "eliminated";
    case ARDINA_ZONE_REMOVED:
      return "removed";
    case ARDINA_ZONE_HIDDEN:
      return "hidden";
    default:
      return "reserve";
    }
}

guint
ardina_hand (const ArdinaGame *g, ArdinaSide side, uint16_t *codes, guint max)
{
  guint n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_HAND && g->pieces[i].side == side)
      {
        if (n < max)
          codes[n] = ARDINA_CODE_PIECE | (uint16_t) i;
        n++;
      }
  return n;
}

/* Does @side hold any campaign marker, offered or not? The first one found
 * answers, where ardina_hand would count them all. How many markers a hand
 * holds is public (7.4, R-88), so a question asked of every holder tells
 * nothing; the marker window and interception ask it at every moment. */
gboolean
ardina_hand_any (const ArdinaGame *g, ArdinaSide side)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_HAND && g->pieces[i].side == side)
      return TRUE;
  return FALSE;
}

guint
ardina_pool (const ArdinaGame *g, uint16_t *codes, guint max)
{
  guint n = 0;
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if (g->pieces[i].zone == ARDINA_ZONE_POOL)
      {
        if (n < max)
          codes[n] = ARDINA_CODE_PIECE | (uint16_t) i;
        n++;
      }
  return n;
}

void
ardina_piece_move (ArdinaGame *g, uint16_t code, ArdinaZone zone, ArdinaSide side)
{
  ArdinaPlace *p = ardina_place_of (g, code);
  ardina_place_put (g, code, zone, p->locale);
  p->side = (uint8_t) side;
  p->target = 0;
  p->flags &= (uint16_t) ~ARDINA_PIECE_OFFERED;
}

/* A campaign marker of kind @campaign that @side holds and is free to play:
 * in his hand and not offered to a sealed commitment (8.1). */
gboolean
ardina_hand_free (const ArdinaGame *g, ArdinaSide side, uint16_t code, uint16_t campaign)
{
  const ArdinaPlace *p = ardina_place_get (g, code);
  return p && (code & ARDINA_CODE_KIND_MASK) == ARDINA_CODE_PIECE && p->zone == ARDINA_ZONE_HAND
         && p->side == side && !(p->flags & ARDINA_PIECE_OFFERED) && ardina_piece_campaign (code) == campaign;
}

/* The first such marker, or -1. Asked at every decision (may a Spy be
 * played?), so it scans the counters directly. */
int
ardina_hand_find (const ArdinaGame *g, ArdinaSide side, uint16_t campaign)
{
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    {
      const ArdinaPlace *p = &g->pieces[i];
      if (ardina_data_campaign_pieces[i] == campaign && p->zone == ARDINA_ZONE_HAND && p->side == side
          && !(p->flags & ARDINA_PIECE_OFFERED))
        return ARDINA_CODE_PIECE | (int) i;
    }
  return -1;
}
