/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Loading saved games and board fragments (doc/save-format.md, schema
 * save.rng; the board of an oracle case, doc/oracle-format.md).
 *
 * The document is hostile. ardina_xml_read() does the parsing (no DTD, no
 * entities, no network, a size limit) and the schema check; then every
 * value is checked here before it goes into the game: names must exist,
 * numbers must fit their field and the rules' range, nothing may be
 * listed twice, whatever the engine later uses as an array index must be
 * in bounds, and what the rules forbid (a campaign marker on the map, two
 * fortresses in a locale, a marker of an optional rule not in play) is
 * refused citing the rule. Each frame of the stack is read through its
 * class's fields and checked by its class where it stands.
 *
 * A board fragment is read by the same code, leniently: what it leaves
 * out keeps its default, and pieces may say where they are in the short
 * form of cases (at="american-hand"). A save's fault is
 * ARDINA_ERROR_PARSE "file:line: <element>: what"; a fragment's is
 * ARDINA_ERROR_INVALID, or ARDINA_ERROR_ILLEGAL "[rule] what" when a rule
 * forbids it, with the element at fault handed back. */
#include "core/engine.h"
#include "io/load.h"
#include "io/xmlin.h"

#include <stdarg.h>
#include <string.h>

static const char *const call_names[] = { "none", "waiting", "returned" };

typedef struct {
  const char *file;
  GError **error;
  ArdinaGame *g;
  gboolean fragment;                     /* a board: lenient, errors by element */
  gboolean format2;                      /* an ardina-save-2 document: carriers derived */
  xmlNodePtr bad_node;                   /* a fragment's element at fault */
  uint8_t seen[3][ARDINA_MAX_UNITS];     /* pieces listed, by code kind */
  uint8_t seen_region[ARDINA_MAX_REGIONS];
  xmlNodePtr frame_nodes[ARDINA_STACK_MAX];   /* for the lines of frame errors */
  xmlNodePtr marker_nodes[ARDINA_MAX_PIECES]; /* campaign markers listed, for their lines */
  xmlNodePtr force_nodes[2][ARDINA_MAX_UNITS]; /* units and leaders listed, likewise */
  xmlNodePtr map_nodes[ARDINA_MARKER_COUNT][ARDINA_MAX_LOCALES]; /* map markers listed */
} Loader;

#define NO_RULE G_MAXUINT

/* Refuses @n, citing @rule when a rule forbids what it holds: in a save,
 * "file:line: <name>: [rule] what"; in a fragment, the element is kept
 * and the error is ILLEGAL "[rule] what" or INVALID "what". FALSE. */
static gboolean G_GNUC_PRINTF (4, 0)
refusev (Loader *l, xmlNodePtr n, guint rule, const char *fmt, va_list ap)
{
  char *msg = g_strdup_vprintf (fmt, ap);
  char *cited = rule == NO_RULE ? g_strdup (msg) : g_strdup_printf ("[%s] %s", ardina_data_rules[rule].id, msg);
  if (!l->fragment)
    ardina_xml_error (l->error, l->file, n, "<%s>: %s", n ? (const char *) n->name : "?", cited);
  else
    {
      l->bad_node = n;
      if (rule == NO_RULE)
        g_set_error_literal (l->error, ARDINA_ERROR, ARDINA_ERROR_INVALID, msg);
      else
        ardina_refusal_set (l->error, (uint16_t) rule, msg);
    }
  g_free (cited);
  g_free (msg);
  return FALSE;
}

static gboolean G_GNUC_PRINTF (3, 4)
bad (Loader *l, xmlNodePtr n, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  refusev (l, n, NO_RULE, fmt, ap);
  va_end (ap);
  return FALSE;
}

static gboolean G_GNUC_PRINTF (4, 5)
illegal (Loader *l, xmlNodePtr n, guint rule, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  refusev (l, n, rule, fmt, ap);
  va_end (ap);
  return FALSE;
}

/* @n itself or the next element after it. */
static xmlNodePtr
element (xmlNodePtr n)
{
  while (n && n->type != XML_ELEMENT_NODE)
    n = n->next;
  return n;
}

/* A required attribute; the schema has checked it is there, but a
 * missing one is still an error, never a NULL dereference. */
static char *
need (Loader *l, xmlNodePtr n, const char *name)
{
  char *v = ardina_xml_attr (n, name);
  if (!v)
    bad (l, n, "attribute %s is missing", name);
  return v;
}

static gboolean
get_int (Loader *l, xmlNodePtr n, const char *name, gint64 min, gint64 max, gint64 *out)
{
  g_autofree char *v = need (l, n, name);
  if (!v)
    return FALSE;
  if (!g_ascii_string_to_signed (v, 10, min, max, out, NULL))
    return bad (l, n, "%s=\"%.48s\" is not a whole number from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT,
                name, v, min, max);
  return TRUE;
}

/* The position of @v in @names, or -1. */
static int
find (const char *const *names, guint n, const char *v)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (names[i], v) == 0)
      return (int) i;
  return -1;
}

/* An attribute with a closed vocabulary: its position in @names. */
static gboolean
get_choice (Loader *l, xmlNodePtr n, const char *name, const char *const *names, guint count,
            int *out)
{
  g_autofree char *v = need (l, n, name);
  if (!v)
    return FALSE;
  if ((*out = find (names, count, v)) < 0)
    return bad (l, n, "%s=\"%.48s\" is not one of the allowed values", name, v);
  return TRUE;
}

static gboolean
get_bool (Loader *l, xmlNodePtr n, const char *name, uint8_t *out)
{
  static const char *const names[] = { "no", "yes" };
  int i;
  if (!get_choice (l, n, name, names, 2, &i))
    return FALSE;
  *out = (uint8_t) i;
  return TRUE;
}

static gboolean
get_side (Loader *l, xmlNodePtr n, const char *name, uint8_t *out)
{
  static const char *const names[] = { "american", "british", "none" };
  int i;
  if (!get_choice (l, n, name, names, 3, &i))
    return FALSE;
  *out = i == 2 ? ARDINA_SIDE_NONE : (uint8_t) i;
  return TRUE;
}

static gboolean
get_locale (Loader *l, xmlNodePtr n, const char *name, uint8_t *out)
{
  g_autofree char *v = need (l, n, name);
  if (!v)
    return FALSE;
  int i = ardina_locale_lookup (v);
  if (i < 0)
    return bad (l, n, "unknown locale '%.48s'", v);
  *out = (uint8_t) i;
  return TRUE;
}

/* Whitespace-separated tokens of an attribute (or of the text when @name
 * is NULL); free with g_strfreev. */
static char **
tokens (xmlNodePtr n, const char *name)
{
  char *v = name ? ardina_xml_attr (n, name) : (char *) xmlNodeGetContent (n);
  char **t = g_strsplit_set (v ? v : "", " \t\r\n", -1);
  guint k = 0;
  for (guint i = 0; t[i]; i++)
    if (*t[i])
      t[k++] = t[i];
    else
      g_free (t[i]);
  t[k] = NULL;
  if (name)
    g_free (v);
  else
    xmlFree (v);
  return t;
}

/* ---- the scalars ---- */

static gboolean
load_optional (Loader *l, xmlNodePtr n)
{
  g_auto (GStrv) t = tokens (n, "optional");
  for (guint i = 0; t[i]; i++)
    {
      gint64 sec;
      if (!g_ascii_string_to_signed (t[i], 10, 28, 38, &sec, NULL))
        return bad (l, n, "optional=\"...%.48s...\": optional rules sections are 28 to 38", t[i]);
      l->g->optional |= ARDINA_OPTIONAL ((guint) sec);
    }
  return TRUE;
}

static gboolean
load_game (Loader *l, xmlNodePtr n)
{
  static const char *const scenarios[] = { "full", "short" };
  ArdinaGame *g = l->g;
  int scenario;
  gint64 year;
  if (!get_choice (l, n, "scenario", scenarios, 2, &scenario)
      || !get_int (l, n, "year", ARDINA_CONST (FIRST_YEAR), ARDINA_CONST (LAST_YEAR), &year)
      || !load_optional (l, n)
      || !get_side (l, n, "first", &g->first)
      || !get_side (l, n, "view-of", &g->view_of))
    return FALSE;
  g->scenario = (uint8_t) scenario;
  g->year = (uint16_t) year;
  return TRUE;
}

static gboolean
load_outcome (Loader *l, xmlNodePtr n)
{
  int result;
  if (!get_bool (l, n, "over", &l->g->over) || !get_side (l, n, "winner", &l->g->winner)
      || !get_choice (l, n, "result", ardina_result_names, ARDINA_RESULT_COUNT, &result))
    return FALSE;
  l->g->result = (uint8_t) result;
  /* 3.1-3.5: a victory has a winner; a draw and a game not over have none. */
  if ((l->g->winner == ARDINA_SIDE_NONE) != (result == ARDINA_RESULT_NONE || result == ARDINA_RESULT_DRAW))
    return bad (l, n, "winner=\"%s\" with result=\"%s\": a victory has a winner, a draw or a game not over none",
                ardina_side_name ((ArdinaSide) l->g->winner), ardina_result_names[result]);
  return TRUE;
}

static gboolean
load_points (Loader *l, xmlNodePtr n)
{
  gint64 a, b;
  if (!get_int (l, n, "american", G_MININT16, G_MAXINT16, &a)
      || !get_int (l, n, "british", G_MININT16, G_MAXINT16, &b))
    return FALSE;
  l->g->points[0] = (int16_t) a;
  l->g->points[1] = (int16_t) b;
  return TRUE;
}

/* A level of a table by name: its index. */
static gboolean
get_level (Loader *l, xmlNodePtr n, const char *name, const char *(*level) (guint), guint count,
           int *out)
{
  g_autofree char *v = need (l, n, name);
  if (!v)
    return FALSE;
  for (guint i = 0; i < count; i++)
    if (strcmp (level (i), v) == 0)
      {
        *out = (int) i;
        return TRUE;
      }
  return bad (l, n, "unknown %s level '%.48s'", name, v);
}

static const char *
progress_name (guint i)
{
  return ardina_data_progress[i].name;
}

static const char *
balance_name (guint i)
{
  return ardina_data_balance[i].name;
}

static gboolean
load_tracks (Loader *l, xmlNodePtr n)
{
  int p = 0, b = 0;
  if (!get_level (l, n, "progress", progress_name, ARDINA_DATA_N_PROGRESS, &p)
      || !get_level (l, n, "balance", balance_name, ARDINA_DATA_N_BALANCE, &b))
    return FALSE;
  l->g->progress = (uint8_t) p;
  l->g->balance = (int8_t) b;
  return TRUE;
}

/* One region's loyalty, by the name in attribute @attr: each region once,
 * on its track (11.5). Saves and boards read it alike. */
static gboolean
region_loyalty (Loader *l, xmlNodePtr n, const char *attr)
{
  g_autofree char *name = need (l, n, attr);
  gint64 v;
  if (!name)
    return FALSE;
  int r = -1;
  for (guint i = 0; i < ARDINA_DATA_N_REGIONS && r < 0; i++)
    if (strcmp (ardina_data_regions[i].name, name) == 0)
      r = (int) i;
  if (r < 0)
    return bad (l, n, "unknown region '%.48s'", name);
  if (l->seen_region[r]++)
    return bad (l, n, "region '%.48s' is listed twice", name);
  if (!get_int (l, n, "value", G_MININT16, G_MAXINT16, &v))
    return FALSE;
  if (v < ARDINA_DATA_LOYALTY_MIN || v > ARDINA_DATA_LOYALTY_MAX)
    return illegal (l, n, ARDINA_R_11_5, "loyalty runs from %d to %d, not %" G_GINT64_FORMAT,
                    ARDINA_DATA_LOYALTY_MIN, ARDINA_DATA_LOYALTY_MAX, v);
  l->g->loyalty[r] = (int8_t) v;
  return TRUE;
}

static gboolean
load_region (Loader *l, xmlNodePtr n)
{
  return region_loyalty (l, n, "name");
}

/* Every region's loyalty, each once. */
static gboolean
load_loyalty (Loader *l, xmlNodePtr n)
{
  for (xmlNodePtr c = element (n->children); c; c = element (c->next))
    if (!load_region (l, c))
      return FALSE;
  for (guint r = 0; r < ARDINA_DATA_N_REGIONS; r++)
    if (!l->seen_region[r])
      return bad (l, n, "the loyalty of region '%.48s' is missing", ardina_data_regions[r].name);
  return TRUE;
}

/* ---- pieces, markers ---- */

static gboolean
get_flags (Loader *l, xmlNodePtr n, uint16_t *flags)
{
  g_auto (GStrv) t = tokens (n, "flags");
  for (guint i = 0; t[i]; i++)
    {
      int b = find (ardina_flag_names, ARDINA_PIECE_N_FLAGS, t[i]);
      if (b < 0)
        return bad (l, n, "unknown flag '%.48s'", t[i]);
      *flags |= (uint16_t) (1u << b);
    }
  return TRUE;
}

/* The short form of a case's board: a locale, or a zone by the names of
 * ardina_game_get_piece_place(). */
static gboolean
get_at (Loader *l, xmlNodePtr n, ArdinaPlace *draft)
{
  static const struct { const char *name; uint8_t zone, side; } zones[] = {
    { "pool", ARDINA_ZONE_POOL, ARDINA_SIDE_NONE },
    { "american-hand", ARDINA_ZONE_HAND, ARDINA_SIDE_AMERICAN },
    { "british-hand", ARDINA_ZONE_HAND, ARDINA_SIDE_BRITISH },
    { "american-leader-pool", ARDINA_ZONE_POOL, ARDINA_SIDE_AMERICAN },
    { "british-leader-pool", ARDINA_ZONE_POOL, ARDINA_SIDE_BRITISH },
    { "aside", ARDINA_ZONE_ASIDE, ARDINA_SIDE_NONE },
    { "eliminated", ARDINA_ZONE_ELIMINATED, ARDINA_SIDE_NONE },
    { "removed", ARDINA_ZONE_REMOVED, ARDINA_SIDE_NONE },
    { "reserve", ARDINA_ZONE_RESERVE, ARDINA_SIDE_NONE },
  };
  g_autofree char *at = need (l, n, "at");
  if (!at)
    return FALSE;
  draft->side = ARDINA_SIDE_NONE;
  for (guint i = 0; i < G_N_ELEMENTS (zones); i++)
    if (strcmp (zones[i].name, at) == 0)
      {
        draft->zone = zones[i].zone;
        draft->side = zones[i].side;
        return TRUE;
      }
  int loc = ardina_locale_lookup (at);
  if (loc < 0)
    return bad (l, n, "no locale or zone named '%.48s'", at);
  draft->zone = ARDINA_ZONE_MAP;
  draft->locale = (uint8_t) loc;
  return TRUE;
}

/* carrier="FLEET" (format 3, and boards): the fleet carrying the piece
 * (24.4). That it is a fleet is checked here; that it is of the piece's
 * side, where the piece is, and within its capacity (24.5), by the
 * invariants once every piece is placed (carry.c), at this line. */
static gboolean
get_carrier (Loader *l, xmlNodePtr n, ArdinaPlace *p)
{
  if (!xmlHasProp (n, (const xmlChar *) "carrier"))
    return TRUE;
  if (l->format2)
    return bad (l, n, "carrier= is an attribute of ardina-save-3, not of this ardina-save-2 document");
  g_autofree char *v = need (l, n, "carrier");
  int code = v ? ardina_piece_lookup (v) : -1;
  if (!v)
    return FALSE;
  if (code < 0 || ARDINA_CODE_KIND (code) != ARDINA_CODE_UNIT || !ardina_unit_is_fleet (ARDINA_CODE_INDEX (code)))
    return illegal (l, n, ARDINA_R_24_4, "the carrier '%.48s' is not a fleet: only a fleet carries pieces", v);
  p->carrier = (uint8_t) (ARDINA_CODE_INDEX (code) + 1);
  return TRUE;
}

/* The place a <piece> names, into @draft, which holds the piece's initial
 * place: a copy, put into the game through the mover once it has passed
 * (load_piece). */
static gboolean
get_place (Loader *l, xmlNodePtr n, ArdinaPlace *draft)
{
  int zone;
  if (l->fragment && xmlHasProp (n, (const xmlChar *) "at"))
    {
      if (!get_at (l, n, draft))
        return FALSE;
    }
  else
    {
      if (!get_choice (l, n, "zone", ardina_zone_names, ARDINA_ZONE_COUNT, &zone))
        return FALSE;
      draft->zone = (uint8_t) zone;
      if (xmlHasProp (n, (const xmlChar *) "locale"))
        {
          if (!get_locale (l, n, "locale", &draft->locale))
            return FALSE;
        }
      else if (zone == ARDINA_ZONE_MAP)
        return bad (l, n, "a piece on the map needs a locale");
      if (xmlHasProp (n, (const xmlChar *) "side") && !get_side (l, n, "side", &draft->side))
        return FALSE;
    }
  gint64 target = 0;
  if (xmlHasProp (n, (const xmlChar *) "target") && !get_int (l, n, "target", 1, G_MAXUINT8, &target))
    return FALSE;
  draft->target = (uint8_t) target;
  return get_carrier (l, n, draft) && get_flags (l, n, &draft->flags);
}

/* Which zones suit which kind of piece: campaign markers live in the pool,
 * hands and aside (7.7); leaders in leader pools and on the map; units on
 * the map and among the eliminated; a campaign marker set aside for good
 * (the spare, 7.8, and those of optional rules not in play, 1.4) stays
 * aside. */
static gboolean
place_fits (Loader *l, xmlNodePtr n, uint16_t code, const char *name, const ArdinaPlace *p)
{
  uint16_t kind = ARDINA_CODE_KIND (code), i = ARDINA_CODE_INDEX (code);
  gboolean campaign = kind == ARDINA_CODE_PIECE;
  gboolean leader_pool = p->zone == ARDINA_ZONE_POOL && p->side != ARDINA_SIDE_NONE;
  gboolean pool = p->zone == ARDINA_ZONE_POOL && p->side == ARDINA_SIDE_NONE;
  /* 7.9: only a played Leader Arises stands on the map, as its owner's leader. */
  gboolean arisen = campaign && p->zone == ARDINA_ZONE_MAP && ardina_piece_campaign (code) == ARDINA_CAMPAIGN_LEADER_ARISES
                    && p->side <= ARDINA_SIDE_BRITISH;
  if (campaign && ((p->zone == ARDINA_ZONE_MAP && !arisen) || p->zone == ARDINA_ZONE_ELIMINATED
                   || p->zone == ARDINA_ZONE_RESERVE || leader_pool))
    return bad (l, n, "%s is a campaign marker: it goes in the pool, a hand, aside or removed "
                "(a played Leader Arises on the map, with its side)", name);
  if (!campaign && (pool || p->zone == ARDINA_ZONE_HAND))
    return bad (l, n, "%s is not a campaign marker: it cannot be in the pool or a hand", name);
  if (kind == ARDINA_CODE_UNIT && leader_pool)
    return bad (l, n, "%s is a unit, not a leader: it cannot be in a leader pool", name);
  if (kind == ARDINA_CODE_LEADER && leader_pool && ardina_leader_side (i) != p->side)
    return bad (l, n, "%s is not a leader of the %s player", name, ardina_side_name ((ArdinaSide) p->side));
  if ((p->flags & ARDINA_PIECE_MAP_FLAGS) && p->zone != ARDINA_ZONE_MAP)
    return bad (l, n, "%s is off the map: only a piece on the map is disrupted, moved or in a battle", name);
  if ((p->flags & ARDINA_PIECE_OFFERED) && (!campaign || p->zone != ARDINA_ZONE_HAND))
    return bad (l, n, "%s is committed: only a campaign marker in a hand can be", name);
  if (campaign ? p->target && !(p->flags & ARDINA_PIECE_OFFERED) : xmlHasProp (n, (const xmlChar *) "target") != NULL)
    return bad (l, n, "%s has a target but is not offered: only an offered marker is committed to something", name);
  if (campaign && xmlHasProp (n, (const xmlChar *) "carrier"))
    return illegal (l, n, ARDINA_R_24_4, "%s is a campaign marker: only units and leaders are carried by a fleet", name);
  if (p->zone == ARDINA_ZONE_HIDDEN && l->g->view_of == ARDINA_SIDE_NONE)
    return bad (l, n, "%s is hidden, but this is not a side's view of a game (view-of=\"none\")", name);
  if (campaign && p->zone != ARDINA_ZONE_ASIDE && p->zone != ARDINA_ZONE_REMOVED)
    {
      const ArdinaDataCampaign *k = &ardina_data_campaigns[ardina_piece_campaign (code)];
      if (ardina_piece_campaign (code) == ARDINA_CAMPAIGN_SPARE)
        return illegal (l, n, ARDINA_R_7_8, "the spare campaign marker %s stays out of play", name);
      if (k->optional && !(l->g->optional & ARDINA_OPTIONAL (k->optional)))
        return illegal (l, n, ARDINA_R_7_8, "%s is set aside: optional rules %u.0 are not in play",
                        name, k->optional);
    }
  return TRUE;
}

static gboolean
load_piece (Loader *l, xmlNodePtr n)
{
  g_autofree char *name = need (l, n, "name");
  if (!name)
    return FALSE;
  int code = ardina_piece_lookup (name);
  uint16_t kind = (uint16_t) code & ARDINA_CODE_KIND_MASK;
  ArdinaPlace *p = code < 0 ? NULL : ardina_place_of (l->g, (uint16_t) code);
  if (code >= 0 && kind == ARDINA_CODE_MARKER && l->fragment)
    return bad (l, n, "'%.48s' is a map marker: declare it with <marker>", name);
  if (!p)
    return bad (l, n, "unknown piece '%.48s' (not a unit, leader or campaign marker)", name);
  uint16_t i = (uint16_t) code & ~ARDINA_CODE_KIND_MASK;
  if (l->seen[kind >> 12][i]++)
    return bad (l, n, "piece '%.48s' is placed twice: a piece is in one place at a time", name);
  ArdinaPlace place = *p;
  if (!get_place (l, n, &place) || !place_fits (l, n, (uint16_t) code, name, &place))
    return FALSE;
  ardina_place_set (l->g, (uint16_t) code, place);
  if (kind == ARDINA_CODE_PIECE)
    l->marker_nodes[i] = n;
  else
    l->force_nodes[kind >> 12][i] = n;
  return TRUE;
}

static gboolean
load_pieces (Loader *l, xmlNodePtr n)
{
  for (xmlNodePtr c = element (n->children); c; c = element (c->next))
    if (!load_piece (l, c))
      return FALSE;
  return TRUE;
}

/* The owner a marker must have: partisans belong to their side (29.2),
 * other markers to whoever the element names. */
static gboolean
marker_owner (Loader *l, xmlNodePtr n, int kind, int *owner)
{
  static const char *const owners[] = { "american", "british" };
  gboolean partisan = kind == ARDINA_MARKER_PARTISAN_REBEL || kind == ARDINA_MARKER_PARTISAN_TORY;
  int must = kind == ARDINA_MARKER_PARTISAN_REBEL ? 0 : 1;
  if (!xmlHasProp (n, (const xmlChar *) "owner"))
    {
      if (!partisan)
        return bad (l, n, "a %s marker needs an owner", ardina_code_name (ARDINA_CODE_MARKER | (uint16_t) kind));
      *owner = must;
      return TRUE;
    }
  if (!get_choice (l, n, "owner", owners, 2, owner))
    return FALSE;
  if (partisan && *owner != must)
    return bad (l, n, "a %s belongs to the %s player", ardina_code_name (ARDINA_CODE_MARKER | (uint16_t) kind),
                owners[must]);
  return TRUE;
}

/* 15.2: one marker of each type per locale, whoever owns it; the two
 * partisan kinds are one type. */
static gboolean
marker_room (Loader *l, xmlNodePtr n, int kind, uint8_t locale)
{
  int other = kind == ARDINA_MARKER_PARTISAN_REBEL ? ARDINA_MARKER_PARTISAN_TORY
              : kind == ARDINA_MARKER_PARTISAN_TORY ? ARDINA_MARKER_PARTISAN_REBEL : kind;
  gboolean partisan = other != kind;
  if (l->g->markers[kind][locale] || l->g->markers[other][locale])
    return illegal (l, n, ARDINA_R_15_2, "%s already has a %s marker", ardina_data_locales[locale].label,
                    partisan ? "partisan" : ardina_code_name (ARDINA_CODE_MARKER | (uint16_t) kind));
  return TRUE;
}

static gboolean
load_marker (Loader *l, xmlNodePtr n)
{
  g_autofree char *kind_name = need (l, n, "kind");
  const char *where = l->fragment && xmlHasProp (n, (const xmlChar *) "at") ? "at" : "locale";
  uint8_t locale;
  int owner, kind = -1;
  if (!kind_name)
    return FALSE;
  for (guint k = 0; k < ARDINA_MARKER_COUNT && kind < 0; k++)
    if (strcmp (ardina_code_name (ARDINA_CODE_MARKER | k), kind_name) == 0)
      kind = (int) k;
  if (kind < 0)
    return bad (l, n, "unknown marker kind '%.48s'", kind_name);
  if (!get_locale (l, n, where, &locale) || !marker_owner (l, n, kind, &owner))
    return FALSE;
  if (!(l->g->optional & ARDINA_OPTIONAL (ardina_marker_section ((guint) kind))))
    return illegal (l, n, ARDINA_R_1_4, "%s markers are out of the game without the optional rules %u.0",
                    kind_name, ardina_marker_section ((guint) kind));
  if (!marker_room (l, n, kind, locale))
    return FALSE;
  l->g->markers[kind][locale] = (uint8_t) (1 + owner);
  l->map_nodes[kind][locale] = n;
  /* A board's massacre marker is a massacre that happened there;
   * a save lists those apart. */
  if (l->fragment && kind == ARDINA_MARKER_MASSACRE)
    l->g->massacred[locale] = 1;
  return TRUE;
}

static gboolean
load_markers (Loader *l, xmlNodePtr n)
{
  for (xmlNodePtr c = element (n->children); c; c = element (c->next))
    if (!load_marker (l, c))
      return FALSE;
  return TRUE;
}

static gboolean
load_massacred (Loader *l, xmlNodePtr n)
{
  g_auto (GStrv) t = tokens (n, NULL);
  for (guint i = 0; t[i]; i++)
    {
      int loc = ardina_locale_lookup (t[i]);
      if (loc < 0)
        return bad (l, n, "unknown locale '%.48s'", t[i]);
      if (l->g->massacred[loc]++)
        return bad (l, n, "locale '%.48s' is listed twice", t[i]);
    }
  return TRUE;
}

/* ---- the stack ---- */

/* A unit or leader set from names; @leaders says which. */
static gboolean
parse_set (Loader *l, xmlNodePtr n, const char *v, gboolean leaders, uint8_t *at)
{
  g_auto (GStrv) t = g_strsplit_set (v, " \t\r\n", -1);
  ArdinaUnitSet units = { { 0 } };
  ArdinaLeaderSet set = 0;
  for (guint i = 0; t[i]; i++)
    {
      int code = *t[i] ? ardina_piece_lookup (t[i]) : -2;
      if (code == -2)
        continue;
      if (code < 0 || ARDINA_CODE_KIND (code) != (leaders ? ARDINA_CODE_LEADER : ARDINA_CODE_UNIT))
        return bad (l, n, "'%.48s' is not a %s", t[i], leaders ? "leader" : "unit");
      if (leaders)
        set |= (uint64_t) 1 << ARDINA_CODE_INDEX (code);
      else
        ardina_units_add (&units, ARDINA_CODE_INDEX (code));
    }
  if (leaders)
    memcpy (at, &set, sizeof set);
  else
    memcpy (at, &units, sizeof units);
  return TRUE;
}

static int
word_index (const char *v)
{
  for (int i = 0; i < ARDINA_WORD_COUNT; i++)
    if (strcmp (v, ardina_word_names[i]) == 0)
      return i;
  return -1;
}

/* An operand code by name: none, a word of the grammar, a piece, a region
 * or a locale. */
static gboolean
parse_code (Loader *l, xmlNodePtr n, const char *v, uint8_t *at)
{
  int i;
  uint16_t code;
  if (strcmp (v, "none") == 0)
    code = 0;
  else if ((i = word_index (v)) >= 0)
    code = ARDINA_OPERAND_WORD (i);
  else if ((i = ardina_piece_lookup (v)) >= 0)
    code = (uint16_t) i;
  else if ((i = ardina_map_region_lookup (v)) >= 0)
    code = (uint16_t) (ARDINA_CODE_REGION | i);
  else if ((i = ardina_locale_lookup (v)) >= 0)
    code = (uint16_t) (ARDINA_CODE_LOCALE | i);
  else
    return bad (l, n, "'%.48s' names nothing", v);
  memcpy (at, &code, sizeof code);
  return TRUE;
}

static gboolean
parse_number (Loader *l, xmlNodePtr n, const ArdinaField *d, const char *v, uint8_t *at)
{
  gint64 x;
  if (!g_ascii_string_to_signed (v, 10, d->min, d->max, &x, NULL))
    return bad (l, n, "%s=\"%.48s\" is not a whole number from %d to %d", d->name, v, d->min, d->max);
  if (d->type == ARDINA_FIELD_INT)
    {
      int16_t i16 = (int16_t) x;
      memcpy (at, &i16, sizeof i16);
    }
  else
    *at = (uint8_t) x;
  return TRUE;
}

/* A field's text back into the payload, within the field's bounds. */
static gboolean
parse_field (Loader *l, xmlNodePtr n, const ArdinaField *d, const char *v, uint8_t *at)
{
  static const char *const sides[] = { "american", "british", "none" };
  int i;
  switch (d->type)
    {
    case ARDINA_FIELD_INT:
    case ARDINA_FIELD_BYTE:
      return parse_number (l, n, d, v, at);
    case ARDINA_FIELD_BOOL:
      *at = strcmp (v, "yes") == 0;
      return *at || strcmp (v, "no") == 0 || bad (l, n, "%s is yes or no, not '%.48s'", d->name, v);
    case ARDINA_FIELD_SIDE:
      if ((i = find (sides, d->min < 0 ? 3 : 2, v)) < 0)
        return bad (l, n, "%s=\"%.48s\" is not a side", d->name, v);
      *at = i == 2 ? ARDINA_SIDE_NONE : (uint8_t) i;
      return TRUE;
    case ARDINA_FIELD_NAME:
      for (int k = 0; k <= d->max; k++)
        if (strcmp (d->name_at ((guint) k), v) == 0)
          {
            *at = (uint8_t) k;
            return TRUE;
          }
      return bad (l, n, "%s=\"%.48s\" is not one of its names", d->name, v);
    case ARDINA_FIELD_RULE:
      if (!ardina_rule_lookup (v) || (i = ardina_rule_get_index (ardina_rule_lookup (v))) < 0)
        return bad (l, n, "%s=\"%.48s\" is not a rule of the catalog", d->name, v);
      memcpy (at, &(uint16_t) { (uint16_t) i }, sizeof (uint16_t));
      return TRUE;
    case ARDINA_FIELD_CODE:
      return parse_code (l, n, v, at);
    default:
      return parse_set (l, n, v, d->type == ARDINA_FIELD_LEADERS, at);
    }
}

/* The <field> children of a frame: each names a field of the class once;
 * a field left out keeps its default, zero. */
static gboolean
load_fields (Loader *l, xmlNodePtr n, const ArdinaProcClass *k, ArdinaFrame *f)
{
  uint32_t seen = 0;
  for (xmlNodePtr c = element (n->children); c; c = element (c->next))
    {
      g_autofree char *name = need (l, c, "name");
      g_autofree char *value = need (l, c, "value");
      guint i = 0;
      if (!name || !value)
        return FALSE;
      while (i < k->n_fields && strcmp (k->fields[i].name, name))
        i++;
      if (i == k->n_fields)
        return bad (l, c, "a %s frame has no field '%.48s'", k->name, name);
      if (seen & (1u << i))
        return bad (l, c, "field '%.48s' is given twice", name);
      seen |= 1u << i;
      if (!parse_field (l, c, &k->fields[i], value, f->payload.bytes + k->fields[i].offset))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_frame (Loader *l, xmlNodePtr n, ArdinaFrame *f)
{
  g_autofree char *proc = need (l, n, "proc");
  g_autofree char *step = need (l, n, "step");
  int p, s, call = ARDINA_CALL_NONE;
  gint64 result = 0;
  if (!proc || !step)
    return FALSE;
  if ((p = ardina_proc_lookup (proc)) < 0)
    return bad (l, n, "no procedure is named '%.48s'", proc);
  const ArdinaProcClass *k = ardina_proc_class ((uint8_t) p);
  if ((s = find (k->steps, k->n_steps, step)) < 0)
    return bad (l, n, "a %s frame has no step '%.48s'", k->name, step);
  if (!get_side (l, n, "side", &f->side)
      || (xmlHasProp (n, (const xmlChar *) "call") && !get_choice (l, n, "call", call_names, 3, &call))
      || (xmlHasProp (n, (const xmlChar *) "result") && !get_int (l, n, "result", G_MININT16, G_MAXINT16, &result)))
    return FALSE;
  f->proc = (uint8_t) p;
  f->step = (uint8_t) s;
  f->call = (uint8_t) call;
  f->result = (int16_t) result;
  return load_fields (l, n, k, f);
}

/* The frames, bottom first; then each is checked where it stands (its
 * class's invariants look at its neighbours), an error naming its line. */
static gboolean
load_stack (Loader *l, xmlNodePtr n)
{
  xmlNodePtr at[ARDINA_STACK_MAX];
  /* A board's stack replaces the bare turn it starts with. */
  memset (l->g->stack, 0, sizeof l->g->stack);
  l->g->depth = 0;
  for (xmlNodePtr c = element (n->children); c; c = element (c->next))
    {
      if (l->g->depth >= ARDINA_STACK_MAX)
        return bad (l, c, "the procedure stack is deeper than %d frames", ARDINA_STACK_MAX);
      at[l->g->depth] = c;
      if (!load_frame (l, c, &l->g->stack[l->g->depth]))
        return FALSE;
      l->g->depth++;
    }
  for (guint i = 0; i < l->g->depth; i++)
    l->frame_nodes[i] = at[i];
  return TRUE;
}

/* ---- the dice source ---- */

static gboolean
get_hex64 (Loader *l, xmlNodePtr n, const char *name, uint64_t *out)
{
  g_autofree char *v = need (l, n, name);
  guint64 x;
  if (!v)
    return FALSE;
  if (strlen (v) != 16 || !g_ascii_string_to_unsigned (v, 16, 0, G_MAXUINT64, &x, NULL))
    return bad (l, n, "%s=\"%.48s\" is not 16 hexadecimal digits", name, v);
  *out = x;
  return TRUE;
}

/* Dice values (1-6) from @t into d->dice from @at on. */
static gboolean
put_dice (Loader *l, xmlNodePtr n, char **t, ArdinaDice *d, guint at, const char *what)
{
  for (guint i = 0; t[i]; i++)
    {
      gint64 v;
      if (at + i >= ARDINA_MAX_DICE)
        return bad (l, n, "more than %d dice in the script", ARDINA_MAX_DICE);
      if (!g_ascii_string_to_signed (t[i], 10, 1, 6, &v, NULL))
        return bad (l, n, "%s die %u is '%.48s', not 1-6", what, i + 1, t[i]);
      d->dice[at + i] = (uint8_t) v;
    }
  return TRUE;
}

/* Picks (piece names) from @t into d->picks from @at on. */
static gboolean
put_picks (Loader *l, xmlNodePtr n, char **t, ArdinaDice *d, guint at, const char *what)
{
  for (guint i = 0; t[i]; i++)
    {
      int code = ardina_piece_lookup (t[i]);
      if (at + i >= ARDINA_MAX_PICKS)
        return bad (l, n, "more than %d picks in the script", ARDINA_MAX_PICKS);
      if (code < 0)
        return bad (l, n, "%s pick %u names no piece: '%.48s'", what, i + 1, t[i]);
      d->picks[at + i] = (uint16_t) code;
    }
  return TRUE;
}

typedef gboolean (*PutFunc) (Loader *l, xmlNodePtr n, char **t, ArdinaDice *d, guint at,
                             const char *what);

/* A <script> or <picks>: the list, its stale tail and the next index. */
static gboolean
load_script (Loader *l, xmlNodePtr n, PutFunc put, uint16_t *count, uint16_t *next)
{
  g_auto (GStrv) list = tokens (n, NULL);
  g_auto (GStrv) stale = tokens (n, "stale");
  guint len = g_strv_length (list);
  gint64 at;
  if (!put (l, n, list, &l->g->dice, 0, "scripted") || !put (l, n, stale, &l->g->dice, len, "stale")
      || !get_int (l, n, "next", 0, G_MAXUINT16, &at))
    return FALSE;
  if (at > len)
    return bad (l, n, "next=\"%" G_GINT64_FORMAT "\" is beyond the %u entries of the script", at, len);
  *count = (uint16_t) len;
  *next = (uint16_t) at;
  return TRUE;
}

static gboolean
load_dice (Loader *l, xmlNodePtr n)
{
  ArdinaDice *d = &l->g->dice;
  gint64 rolled;
  memset (d, 0, sizeof *d);
  if (!get_bool (l, n, "scripted", &d->scripted) || !get_hex64 (l, n, "state", &d->pcg_state)
      || !get_hex64 (l, n, "inc", &d->pcg_inc) || !get_int (l, n, "rolled", 0, G_MAXUINT32, &rolled))
    return FALSE;
  d->rolled = (uint32_t) rolled;
  xmlNodePtr script = element (n->children);
  xmlNodePtr picks = script ? element (script->next) : NULL;
  if (!ardina_xml_is (script, "script") || !ardina_xml_is (picks, "picks"))
    return bad (l, n, "<script> and <picks> are required");
  return load_script (l, script, put_dice, &d->n_dice, &d->next_die)
         && load_script (l, picks, put_picks, &d->n_picks, &d->next_pick);
}

/* ---- the document ---- */

typedef gboolean (*LoadFunc) (Loader *l, xmlNodePtr n);

static const struct {
  const char *name;
  LoadFunc load;
} sections[] = {
  { "game", load_game }, { "outcome", load_outcome }, { "points", load_points },
  { "tracks", load_tracks }, { "loyalty", load_loyalty },
  { "pieces", load_pieces }, { "markers", load_markers }, { "massacred", load_massacred },
  { "stack", load_stack }, { "dice", load_dice },
};

static gboolean
load_root (Loader *l, xmlNodePtr root)
{
  xmlNodePtr n = element (root->children);
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++, n = n ? element (n->next) : NULL)
    {
      if (!ardina_xml_is (n, sections[i].name))
        return bad (l, n ? n : root, "<%s> expected here", sections[i].name);
      if (!sections[i].load (l, n))
        return FALSE;
    }
  return TRUE;
}

/* An embarked piece of a format 2 save, or of a board that names no
 * carrier, is carried by the one fleet of its side where it stands
 * (24.4); with none or several there the document does not say which,
 * and it is refused at the piece's line. A board at sea with no fleet is
 * left to the sea check (16.9), which says more. */
static gboolean
derive_carriers (Loader *l)
{
  ArdinaGame *g = l->g;
  for (guint i = 0; i < ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS; i++)
    {
      gboolean unit = i < ARDINA_DATA_N_UNITS;
      uint16_t index = (uint16_t) (unit ? i : i - ARDINA_DATA_N_UNITS);
      uint16_t code = (uint16_t) ((unit ? ARDINA_CODE_UNIT : ARDINA_CODE_LEADER) | index);
      const ArdinaPlace *p = ardina_place_get (g, code);
      if (!(p->flags & ARDINA_PIECE_EMBARKED) || p->carrier || p->zone != ARDINA_ZONE_MAP
          || (unit && ardina_unit_is_fleet (index)))
        continue;
      int fleet = ardina_carrier_derive (g, code);
      xmlNodePtr n = l->force_nodes[unit ? 0 : 1][index];
      if (fleet >= 0)
        ardina_embark (g, code, (uint16_t) fleet);
      else if (fleet == -2)
        return illegal (l, n, ARDINA_R_24_4, "%s is embarked at %s, where several fleets of its side are: "
                        "the document does not say which carries it (carrier=, ardina-save-3)",
                        ardina_code_name (code), ardina_data_locales[p->locale].label);
      else if (!l->fragment || ardina_data_locales[p->locale].kind != ARDINA_LOCALE_KIND_HIGH_SEAS)
        return illegal (l, n, ARDINA_R_24_4, "%s is embarked at %s, but no fleet of its side is there to carry it",
                        ardina_code_name (code), ardina_data_locales[p->locale].label);
    }
  return TRUE;
}

/* A board's carried pieces, refused before it runs citing the rule they
 * break (24.4, 24.5), as the sea check is; a save leaves them to the
 * invariants, which name the piece's line. */
static gboolean
check_carried (Loader *l)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS + ARDINA_DATA_N_LEADERS; i++)
    {
      gboolean unit = i < ARDINA_DATA_N_UNITS;
      uint16_t index = (uint16_t) (unit ? i : i - ARDINA_DATA_N_UNITS), rule;
      uint16_t code = (uint16_t) ((unit ? ARDINA_CODE_UNIT : ARDINA_CODE_LEADER) | index);
      const char *why = ardina_carry_fault (l->g, code, &rule);
      if (why)
        return illegal (l, l->force_nodes[unit ? 0 : 1][index], rule, "%s %s", ardina_code_name (code), why);
    }
  return TRUE;
}

/* Each frame sound where it stands (its fields' bounds and its class's
 * invariants), refused at the line of its element. */
static gboolean
check_frames (Loader *l)
{
  GString *why = g_string_new (NULL);
  gboolean ok = TRUE;
  for (guint i = 0; ok && i < l->g->depth; i++)
    if (!(ok = ardina_frame_check (l->g, i, why)))
      bad (l, l->frame_nodes[i], "%s", why->str);
  g_string_free (why, TRUE);
  return ok;
}

/* Is a commitment open or being resolved: the only home of an offered
 * marker (the same test as the invariants'). */
static gboolean
commitment_open (const ArdinaGame *g)
{
  for (guint i = 0; i < g->depth; i++)
    if (g->stack[i].proc == ARDINA_PROC_COMMIT || ardina_proc_class (g->stack[i].proc)->commits)
      return TRUE;
  return FALSE;
}

/* What the stack says of the pieces and the turn, once both are read:
 * a marker is offered only while a commitment is open, and past the
 * Initiative Phase the turn has a First Player (8.1) for its phases to
 * belong to. Each refused at the line of the element at fault. */
static gboolean
check_meaning (Loader *l)
{
  const ArdinaGame *g = l->g;
  gboolean open = commitment_open (g);
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    if ((g->pieces[i].flags & ARDINA_PIECE_OFFERED) && !open)
      return bad (l, l->marker_nodes[i], "%s is offered, but no commitment is open to hold it",
                  ardina_code_name (ARDINA_CODE_PIECE | (uint16_t) i));
  const ArdinaFrame *turn = g->depth ? &g->stack[0] : NULL;
  const ArdinaProcClass *k = ardina_proc_class (ARDINA_PROC_TURN);
  if (turn && turn->proc == ARDINA_PROC_TURN && turn->step < k->n_steps
      && find (k->steps, k->n_steps, "initiative") != turn->step && g->first > ARDINA_SIDE_BRITISH && !g->over)
    return illegal (l, l->frame_nodes[0], ARDINA_R_8_1, "the turn is at %s, past the Initiative Phase, "
                    "but there is no First Player (first=\"none\")", k->steps[turn->step]);
  return TRUE;
}

/* The element a broken invariant is about, or @root when none is known. */
static xmlNodePtr
broken_node (const Loader *l, const ArdinaBroken *at, xmlNodePtr root)
{
  xmlNodePtr n = NULL;
  uint16_t kind = ARDINA_CODE_KIND (at->index), i = ARDINA_CODE_INDEX (at->index);
  switch (at->kind)
    {
    case ARDINA_BROKEN_PIECE:
      if (kind == ARDINA_CODE_PIECE && i < ARDINA_MAX_PIECES)
        n = l->marker_nodes[i];
      else if ((kind == ARDINA_CODE_UNIT || kind == ARDINA_CODE_LEADER) && i < ARDINA_MAX_UNITS)
        n = l->force_nodes[kind >> 12][i];
      break;
    case ARDINA_BROKEN_MARKER:
      if (at->index < ARDINA_MARKER_COUNT)
        n = l->map_nodes[at->index][at->locale];
      break;
    case ARDINA_BROKEN_FRAME:
      if (at->index < l->g->depth)
        n = l->frame_nodes[at->index];
      break;
    default:
      break;
    }
  return n ? n : root;
}

/* A save of an older format is named as such, not left to the schema's
 * generic complaint about the root's attributes. */
static gboolean
format_current (const char *data, gsize length, const char *file, GError **error)
{
  static const char old[] = "format=\"ardina-save-1\"";
  const char *at = data ? g_strstr_len (data, (gssize) MIN (length, 4096), old) : NULL;
  if (!at)
    return TRUE;
  guint line = 1;
  for (const char *p = data; p < at; p++)
    line += *p == '\n';
  g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_PARSE, "%s:%u: <ardina-save>: this is a save of the older format "
               "ardina-save-1, which this version does not read: it reads ardina-save-3 and ardina-save-2 (doc/save-format.md)",
               file, line);
  return FALSE;
}

static gboolean
format_is (xmlNodePtr root, const char *format)
{
  xmlChar *v = xmlGetProp (root, (const xmlChar *) "format");
  gboolean is = v && strcmp ((const char *) v, format) == 0;
  xmlFree (v);
  return is;
}

ArdinaGame *
ardina_game_load (const char *data, gsize length, const char *filename, GError **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  Loader l = { .file = filename ? filename : "(memory)", .error = error };
  /* The size first: no byte of an oversized document is looked at. */
  if (length <= ARDINA_XML_MAX && !format_current (data, length, l.file, error))
    return NULL;
  xmlDocPtr doc = ardina_xml_read (data ? data : "", length, l.file, ARDINA_XML_SCHEMA_SAVE, error);
  if (!doc)
    return NULL;
  /* Defaults first (a zeroed struct, so padding is zero too); the magic
   * is set last, once every value has passed. */
  l.g = g_new0 (ArdinaGame, 1);
  ardina_game_init (l.g, NULL);
  l.g->magic = 0;
  l.format2 = format_is (xmlDocGetRootElement (doc), "ardina-save-2");
  gboolean ok = load_root (&l, xmlDocGetRootElement (doc)) && (!l.format2 || derive_carriers (&l))
                && check_meaning (&l) && check_frames (&l);
  if (!ok)
    {
      xmlFreeDoc (doc);
      g_free (l.g);
      return NULL;
    }
  l.g->magic = ARDINA_GAME_MAGIC;
  /* Last, the one predicate play is held to (invariants.c): a state the
   * engine could never reach is refused even if every value passed on its
   * own, at the line of the element at fault. */
  GError *broken = NULL;
  ArdinaBroken at;
  if (!ardina_state_check_at (l.g, &at, &broken))
    {
      xmlNodePtr n = broken_node (&l, &at, xmlDocGetRootElement (doc));
      ardina_xml_error (error, l.file, n, "<%s>: %s", (const char *) n->name, broken->message);
      g_error_free (broken);
      g_free (l.g);
      xmlFreeDoc (doc);
      return NULL;
    }
  xmlFreeDoc (doc);
  return l.g;
}

/* ======================================================================
 * Board fragments
 * ====================================================================== */

/* <points american= british=>: each left out is 0. */
static gboolean
fragment_points (Loader *l, xmlNodePtr n)
{
  static const char *const sides[] = { "american", "british" };
  for (int s = 0; s < 2; s++)
    {
      gint64 v = 0;
      if (xmlHasProp (n, (const xmlChar *) sides[s]) && !get_int (l, n, sides[s], G_MININT16, G_MAXINT16, &v))
        return FALSE;
      l->g->points[s] = (int16_t) v;
    }
  return TRUE;
}

/* <progress level=>, <balance level=>: one track each. */
static gboolean
fragment_track (Loader *l, xmlNodePtr n)
{
  int i = 0;
  if (ardina_xml_is (n, "progress"))
    {
      if (!get_level (l, n, "level", progress_name, ARDINA_DATA_N_PROGRESS, &i))
        return FALSE;
      l->g->progress = (uint8_t) i;
      return TRUE;
    }
  if (!get_level (l, n, "level", balance_name, ARDINA_DATA_N_BALANCE, &i))
    return FALSE;
  l->g->balance = (int8_t) i;
  return TRUE;
}

/* <loyalty region= value=>: 11.5 bounds the track. */
static gboolean
fragment_loyalty (Loader *l, xmlNodePtr n)
{
  return region_loyalty (l, n, "region");
}

static const struct {
  const char *name;
  LoadFunc load;
} fragment_parts[] = {
  { "piece", load_piece }, { "marker", load_marker }, { "points", fragment_points },
  { "progress", fragment_track }, { "balance", fragment_track }, { "loyalty", fragment_loyalty },
  { "stack", load_stack }, { "massacred", load_massacred },
};

gboolean
ardina_load_fragment (ArdinaGame *g, xmlNodePtr parent, xmlNodePtr *bad_node, GError **error)
{
  Loader l = { .file = "(board)", .error = error, .g = g, .fragment = TRUE };
  gboolean ok = TRUE, stack = FALSE;
  for (xmlNodePtr n = element (parent->children); ok && n; n = element (n->next))
    {
      guint i = 0;
      while (i < G_N_ELEMENTS (fragment_parts) && !ardina_xml_is (n, fragment_parts[i].name))
        i++;
      ok = i < G_N_ELEMENTS (fragment_parts) ? fragment_parts[i].load (&l, n) : bad (&l, n, "unexpected element");
      stack |= i < G_N_ELEMENTS (fragment_parts) && ardina_xml_is (n, "stack");
    }
  /* Frames look at the pieces, so they are checked once all are placed. */
  if (ok && stack)
    ok = check_frames (&l);
  if (ok)
    ok = ardina_sea_check (g, NULL, error);   /* 16.9: refused before the board runs */
  if (ok)
    ok = derive_carriers (&l) && check_carried (&l);   /* 24.4: a board may leave the carrier out */
  if (!ok && bad_node)
    *bad_node = l.bad_node;
  return ok;
}
