/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* JSON for front ends (doc/show.md, "JSON"), written with json-glib: the
 * view of `ardina show --json`, the event lines of `ardina play --json` and
 * the legal actions of `ardina ask --list --json`. Every object carries
 * "format": 1; a later format adds members and never changes one. */
#include "cli.h"
#include "show.h"

#include <string.h>

#define SHOW_JSON_FORMAT 1

static void
member_side (JsonBuilder *b, const char *name, ArdinaSide side)
{
  json_builder_set_member_name (b, name);
  if (side == ARDINA_SIDE_AMERICAN || side == ARDINA_SIDE_BRITISH)
    json_builder_add_string_value (b, show_side_name (side));
  else
    json_builder_add_null_value (b);
}

static void
member_string (JsonBuilder *b, const char *name, const char *value)
{
  json_builder_set_member_name (b, name);
  if (value)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

static void
member_int (JsonBuilder *b, const char *name, gint64 value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
member_rules (JsonBuilder *b, const char *name, const char *const *ids)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (; *ids; ids++)
    json_builder_add_string_value (b, *ids);
  json_builder_end_array (b);
}

static void
add_pending (JsonBuilder *b, const ArdinaGame *g)
{
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  json_builder_set_member_name (b, "pending");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (b);
      member_side (b, "side", p[i].side);
      member_string (b, "kind", ardina_decision_kind_name (p[i].kind));
      member_string (b, "rule", ardina_rule_get_id (p[i].rule));
      member_string (b, "prompt", p[i].prompt);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static const char *
class_name (ArdinaLocaleClass c)
{
  static const char *const names[] = { "town", "wilderness", "indian", "high-seas", "off-map" };
  return (guint) c < G_N_ELEMENTS (names) ? names[c] : "town";
}

static const char *
type_name (ArdinaPieceType t)
{
  return t == ARDINA_PIECE_TYPE_LEADER ? "leader" : t == ARDINA_PIECE_TYPE_CAMPAIGN_MARKER ? "marker" : "unit";
}

static void
add_piece (JsonBuilder *b, const ArdinaGame *g, guint p, const ArdinaPiecePlace *place)
{
  const char *name = ardina_piece_get_name (p);
  json_builder_begin_object (b);
  member_string (b, "id", name);
  member_string (b, "label", ardina_piece_get_label (p));
  member_string (b, "type", type_name (ardina_piece_get_type (p)));
  member_side (b, "side", place->side);
  if (ardina_piece_get_type (p) == ARDINA_PIECE_TYPE_LEADER && place->zone == ARDINA_ZONE_MAP)
    member_int (b, "leader_value", ardina_game_get_leader_value (g, name));
  const char **flags = show_flags (place->flags);
  member_rules (b, "flags", flags);
  g_free (flags);
  json_builder_end_object (b);
}

static void
add_locale (JsonBuilder *b, const ArdinaGame *g, guint l, gint battle)
{
  const char *name = ardina_locale_get_name (l);
  ArdinaLocaleClass c = ardina_locale_get_class (l);
  double lon = 0, lat = 0;
  ardina_locale_get_position (l, &lon, &lat);
  json_builder_begin_object (b);
  member_string (b, "id", name);
  member_string (b, "label", ardina_locale_get_label (l));
  member_string (b, "class", class_name (c));
  member_string (b, "region", ardina_locale_get_region (l));
  member_int (b, "value", ardina_locale_get_value (l));
  json_builder_set_member_name (b, "port");
  json_builder_add_boolean_value (b, ardina_locale_is_port (l));
  json_builder_set_member_name (b, "lon");
  json_builder_add_double_value (b, lon);
  json_builder_set_member_name (b, "lat");
  json_builder_add_double_value (b, lat);
  json_builder_set_member_name (b, "battle");
  json_builder_add_boolean_value (b, (gint) l == battle);
  json_builder_set_member_name (b, "markers");
  json_builder_begin_array (b);
  for (const char *const *k = show_marker_kinds (); *k; k++)
    {
      ArdinaSide owner = ARDINA_SIDE_NONE;
      if (ardina_game_get_map_marker (g, *k, name, &owner))
        {
          json_builder_begin_object (b);
          member_string (b, "kind", *k);
          member_side (b, "owner", owner);
          json_builder_end_object (b);
        }
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "pieces");
  json_builder_begin_array (b);
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      if (ardina_game_get_place (g, p, &place) && place.zone == ARDINA_ZONE_MAP && place.locale == (gint) l)
        add_piece (b, g, p, &place);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

/* The pieces of a zone (and side) as an array of ids. */
static void
add_zone (JsonBuilder *b, const ArdinaGame *g, const char *member, ArdinaZone zone, ArdinaSide side)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      if (ardina_game_get_place (g, p, &place) && place.zone == zone && (side == ARDINA_SIDE_NONE || place.side == side))
        json_builder_add_string_value (b, ardina_piece_get_name (p));
    }
  json_builder_end_array (b);
}

static void
add_hand (JsonBuilder *b, const ArdinaGame *g, ArdinaSide side)
{
  static const char *const hidden_by[] = { "7.4", "22.2", NULL };
  static const char *const none[] = { NULL };
  guint count = ardina_game_count_hand (g, side), named = 0;
  json_builder_set_member_name (b, show_side_name (side));
  json_builder_begin_object (b);
  member_int (b, "count", count);
  json_builder_set_member_name (b, "markers");
  json_builder_begin_array (b);
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      if (ardina_game_get_place (g, p, &place) && place.zone == ARDINA_ZONE_HAND && place.side == side)
        {
          json_builder_begin_object (b);
          member_string (b, "id", ardina_piece_get_name (p));
          member_string (b, "label", ardina_piece_get_label (p));
          json_builder_end_object (b);
          named++;
        }
    }
  json_builder_end_array (b);
  member_int (b, "hidden", count - MIN (named, count));
  member_rules (b, "hidden_by", named < count ? hidden_by : none);
  json_builder_end_object (b);
}

JsonNode *
show_json_view (const ArdinaGame *g, ArdinaSide as)
{
  JsonBuilder *b = json_builder_new ();
  json_builder_begin_object (b);
  member_int (b, "format", SHOW_JSON_FORMAT);
  member_side (b, "as", as);
  member_int (b, "year", ardina_game_get_year (g));
  member_string (b, "phase", ardina_game_get_phase_name (g));
  member_side (b, "first_player", ardina_game_get_first_player (g));
  json_builder_set_member_name (b, "over");
  json_builder_add_boolean_value (b, ardina_game_is_over (g));
  member_string (b, "result", ardina_game_get_result (g));
  member_side (b, "winner", ardina_game_get_winner (g));
  add_pending (b, g);

  json_builder_set_member_name (b, "tracks");
  json_builder_begin_object (b);
  member_string (b, "progress", ardina_game_get_progress (g));
  member_string (b, "balance", ardina_game_get_balance (g));
  json_builder_set_member_name (b, "points");
  json_builder_begin_object (b);
  member_int (b, "american", ardina_game_get_points (g, ARDINA_SIDE_AMERICAN));
  member_int (b, "british", ardina_game_get_points (g, ARDINA_SIDE_BRITISH));
  json_builder_end_object (b);
  json_builder_set_member_name (b, "town_points");
  json_builder_begin_object (b);
  member_int (b, "american", ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN));
  member_int (b, "british", ardina_game_get_town_points (g, ARDINA_SIDE_BRITISH));
  json_builder_end_object (b);
  json_builder_set_member_name (b, "loyalty");
  json_builder_begin_array (b);
  guint nr;
  const ShowRegion *r = show_regions (&nr);
  for (guint i = 0; i < nr; i++)
    if (r[i].colonial)
      {
        json_builder_begin_object (b);
        member_string (b, "region", r[i].name);
        member_string (b, "label", r[i].label);
        member_int (b, "level", ardina_game_get_loyalty (g, r[i].name));
        json_builder_end_object (b);
      }
  json_builder_end_array (b);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "hands");
  json_builder_begin_object (b);
  add_hand (b, g, ARDINA_SIDE_AMERICAN);
  add_hand (b, g, ARDINA_SIDE_BRITISH);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "pool");
  json_builder_begin_object (b);
  member_int (b, "count", ardina_game_count_pool (g));
  {
    static const char *const hidden_by[] = { "22.2", NULL };
    member_rules (b, "hidden_by", hidden_by);
  }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "leader_pools");
  json_builder_begin_object (b);
  add_zone (b, g, "american", ARDINA_ZONE_POOL, ARDINA_SIDE_AMERICAN);
  add_zone (b, g, "british", ARDINA_ZONE_POOL, ARDINA_SIDE_BRITISH);
  json_builder_end_object (b);
  add_zone (b, g, "eliminated", ARDINA_ZONE_ELIMINATED, ARDINA_SIDE_NONE);
  add_zone (b, g, "removed", ARDINA_ZONE_REMOVED, ARDINA_SIDE_NONE);
  add_zone (b, g, "aside", ARDINA_ZONE_ASIDE, ARDINA_SIDE_NONE);
  add_zone (b, g, "reserve", ARDINA_ZONE_RESERVE, ARDINA_SIDE_NONE);

  guint hidden = 0;
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      hidden += ardina_game_get_place (g, p, &place) && place.zone == ARDINA_ZONE_HIDDEN
                && ardina_piece_get_type (p) != ARDINA_PIECE_TYPE_CAMPAIGN_MARKER;
    }
  json_builder_set_member_name (b, "hidden_pieces");
  json_builder_begin_object (b);
  member_int (b, "count", hidden);
  {
    static const char *const hidden_by[] = { "22.1", NULL };
    member_rules (b, "hidden_by", hidden_by);
  }
  json_builder_end_object (b);

  gint battle = show_battle_locale (g);
  member_string (b, "battle", battle >= 0 ? ardina_locale_get_name ((guint) battle) : NULL);

  json_builder_set_member_name (b, "locales");
  json_builder_begin_array (b);
  for (guint l = 0; l < ardina_locale_count (); l++)
    add_locale (b, g, l, battle);
  json_builder_end_array (b);

  json_builder_end_object (b);
  JsonNode *root = json_builder_get_root (b);
  g_object_unref (b);
  return root;
}

/* ==== events ==== */

JsonNode *
show_json_event (const ArdinaEvent *e)
{
  JsonBuilder *b = json_builder_new ();
  json_builder_begin_object (b);
  member_int (b, "format", SHOW_JSON_FORMAT);
  json_builder_set_member_name (b, "rules");
  json_builder_begin_array (b);
  for (guint i = 0; i < ardina_event_get_n_rules (e); i++)
    json_builder_add_string_value (b, ardina_rule_get_id (ardina_event_get_rule_nth (e, i)));
  json_builder_end_array (b);
  /* The rules are a member of their own: the text without them. */
  member_string (b, "text", ardina_event_get_message (e));
  member_side (b, "side", ardina_event_get_side (e));
  member_side (b, "audience", ardina_event_get_audience (e));
  json_builder_end_object (b);
  JsonNode *root = json_builder_get_root (b);
  g_object_unref (b);
  return root;
}

void
show_json_print_event (FILE *out, const ArdinaEvent *event)
{
  char *line = show_json_write (show_json_event (event), FALSE);
  fprintf (out, "%s\n", line);
  g_free (line);
}

/* ==== legal actions ==== */

JsonNode *
show_json_actions (const ArdinaGame *g, ArdinaSide as)
{
  JsonBuilder *b = json_builder_new ();
  json_builder_begin_object (b);
  member_int (b, "format", SHOW_JSON_FORMAT);
  member_side (b, "as", as);
  member_int (b, "year", ardina_game_get_year (g));
  member_string (b, "phase", ardina_game_get_phase_name (g));
  add_pending (b, g);
  json_builder_set_member_name (b, "legal");
  json_builder_begin_array (b);
  for (int s = 0; s < 2; s++)
    {
      ArdinaSide side = s ? ARDINA_SIDE_BRITISH : ARDINA_SIDE_AMERICAN;
      json_builder_begin_object (b);
      member_side (b, "side", side);
      json_builder_set_member_name (b, "actions");
      if (as != ARDINA_SIDE_NONE && as != side)
        {
          /* The enemy's legal actions would show his hand (22.2). */
          static const char *const hidden_by[] = { "7.4", "22.2", NULL };
          json_builder_add_null_value (b);
          member_rules (b, "hidden_by", hidden_by);
        }
      else
        {
          guint n = ardina_game_legal_actions (g, side, NULL, 0);
          ArdinaAction *v = g_new (ArdinaAction, MAX (n, 1u));
          n = MIN (n, ardina_game_legal_actions (g, side, v, n));
          json_builder_begin_array (b);
          for (guint i = 0; i < n; i++)
            {
              char *text = ardina_action_to_string (&v[i]);
              json_builder_add_string_value (b, text);
              g_free (text);
            }
          json_builder_end_array (b);
          g_free (v);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  JsonNode *root = json_builder_get_root (b);
  g_object_unref (b);
  return root;
}

char *
show_json_write (JsonNode *node, gboolean pretty)
{
  JsonGenerator *gen = json_generator_new ();
  json_generator_set_pretty (gen, pretty);
  json_generator_set_root (gen, node);
  char *text = json_generator_to_data (gen, NULL);
  g_object_unref (gen);
  json_node_unref (node);
  return text;
}
