/* Saved games: the whole state as an XML document (doc/save-format.md,
 * schema save.rng, format "ardina-save-1").
 *
 * Saving names what the tables name (pieces, locales, regions, levels,
 * turn steps) so that a save can be read and checked by a person, and
 * writes every field of the state, so that loading it rebuilds the struct
 * byte for byte. The output is canonical (fixed order, one spelling per
 * value, pieces in their initial place left out), so saving a loaded save
 * gives back the same bytes.
 *
 * Loading treats the document as hostile. ardina_xml_read() does the
 * parsing (no DTD, no entities, no network, a size limit) and the schema
 * check; then every value is checked here before it goes into the game:
 * names must exist, numbers must fit their field and the rules' range,
 * nothing may be listed twice, and whatever the engine later uses as an
 * array index must be in bounds. Any fault is ARDINA_ERROR_PARSE with
 * "file:line: <element>: what". */
#include "engine.h"
#include "xmlin.h"

#include <stdarg.h>
#include <string.h>

/* The schema, embedded by src/gen/embed into src/data/schemas.c. */
extern const char ardina_schema_save[];
extern const unsigned ardina_schema_save_len;

#define FORMAT "ardina-save-1"

/* Indexed by ArdinaZone. */
static const char *const zone_names[] = {
  "reserve", "map", "pool", "hand", "aside", "eliminated", "removed", "hidden"
};
/* Indexed by ArdinaProc. */
static const char *const proc_names[ARDINA_PROC_COUNT] = {
  "setup", "turn", "commit", "return", "respond", "roll", "window"
};
/* Indexed by ArdinaResult; the names of ardina_game_get_result(). */
static const char *const result_names[] = {
  "none", "sudden-death", "partial", "draw", "short-scenario"
};
/* Bit i of a place's flags (state.h). */
static const char *const flag_names[] = { "disrupted", "moved", "force-marched", "offered" };

/* A spy frame's target "the enemy hand" (spy.c's ARG_HAND). */
#define SPY_TARGET_HAND 0xf000u

static const char *
name_or (const char *const *names, guint n, guint i)
{
  return i < n ? names[i] : "?";
}

static const char *
yes_no (guint v)
{
  return v ? "yes" : "no";
}

/* Units and leaders start with side 0 (the struct is zeroed), campaign
 * markers with no owner: a side attribute is written only when it differs. */
static uint8_t
default_side (uint16_t code)
{
  return (code & ARDINA_CODE_KIND_MASK) == ARDINA_CODE_PIECE ? ARDINA_SIDE_NONE : 0;
}

/* ======================================================================
 * Saving
 * ====================================================================== */

static void
save_game (GString *s, const ArdinaGame *g)
{
  g_string_append_printf (s, "  <game scenario=\"%s\" year=\"%u\" optional=\"",
                          g->scenario == ARDINA_SCENARIO_SHORT ? "short" : "full", g->year);
  const char *sep = "";
  for (guint sec = 28; sec < 28 + 11; sec++)
    if (g->optional & ARDINA_OPTIONAL (sec))
      {
        g_string_append_printf (s, "%s%u", sep, sec);
        sep = " ";
      }
  g_string_append_printf (s, "\" first=\"%s\" view-of=\"%s\" keep-apart=\"%s\"/>\n",
                          ardina_side_name (g->first), ardina_side_name (g->view_of),
                          yes_no (g->keep_apart));
  g_string_append_printf (s, "  <outcome over=\"%s\" winner=\"%s\" result=\"%s\"/>\n",
                          yes_no (g->over), ardina_side_name (g->winner),
                          name_or (result_names, G_N_ELEMENTS (result_names), g->result));
  g_string_append_printf (s, "  <points american=\"%d\" british=\"%d\"/>\n", g->points[0], g->points[1]);
  g_string_append_printf (s, "  <tracks progress=\"%s\" balance=\"%s\"/>\n",
                          ardina_data_progress[g->progress].name, ardina_data_balance[g->balance].name);
}

static void
save_loyalty (GString *s, const ArdinaGame *g)
{
  g_string_append (s, "  <loyalty>\n");
  for (guint r = 0; r < ARDINA_DATA_N_REGIONS; r++)
    g_string_append_printf (s, "    <region name=\"%s\" value=\"%d\"/>\n",
                            ardina_data_regions[r].name, g->loyalty[r]);
  g_string_append (s, "  </loyalty>\n");
  g_string_append_printf (s, "  <sealed american=\"%s\" british=\"%s\"/>\n",
                          yes_no (g->sealed[0]), yes_no (g->sealed[1]));
}

static void
save_flags (GString *s, uint8_t flags)
{
  const char *sep = "";
  if (!flags)
    return;
  g_string_append (s, " flags=\"");
  for (guint b = 0; b < G_N_ELEMENTS (flag_names); b++)
    if (flags & (1u << b))
      {
        g_string_append_printf (s, "%s%s", sep, flag_names[b]);
        sep = " ";
      }
  g_string_append_c (s, '"');
}

/* A piece still in its initial place (all zero but the side) is left out.
 * The locale is written off the map too when the engine left one there
 * (a piece keeps its last locale when it leaves the map). */
static void
save_place (GString *s, uint16_t code, const ArdinaPlace *p)
{
  uint8_t side = default_side (code);
  if (p->zone == ARDINA_ZONE_RESERVE && !p->locale && p->side == side && !p->flags)
    return;
  g_string_append_printf (s, "    <piece name=\"%s\" zone=\"%s\"", ardina_code_name (code),
                          name_or (zone_names, G_N_ELEMENTS (zone_names), p->zone));
  if (p->zone == ARDINA_ZONE_MAP || p->locale)
    g_string_append_printf (s, " locale=\"%s\"", ardina_code_name (ARDINA_CODE_LOCALE | p->locale));
  if (p->side != side)
    g_string_append_printf (s, " side=\"%s\"", ardina_side_name (p->side));
  save_flags (s, p->flags);
  g_string_append (s, "/>\n");
}

static void
save_pieces (GString *s, const ArdinaGame *g)
{
  g_string_append (s, "  <pieces>\n");
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    save_place (s, ARDINA_CODE_UNIT | i, &g->units[i]);
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    save_place (s, ARDINA_CODE_LEADER | i, &g->leaders[i]);
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    save_place (s, ARDINA_CODE_PIECE | i, &g->pieces[i]);
  g_string_append (s, "  </pieces>\n");
}

static void
save_markers (GString *s, const ArdinaGame *g)
{
  g_string_append (s, "  <markers>\n");
  for (guint k = 0; k < ARDINA_MARKER_COUNT; k++)
    for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
      if (g->markers[k][l])
        g_string_append_printf (s, "    <marker kind=\"%s\" locale=\"%s\" owner=\"%s\"/>\n",
                                ardina_code_name (ARDINA_CODE_MARKER | k), ardina_data_locales[l].name,
                                ardina_side_name ((ArdinaSide) (g->markers[k][l] - 1)));
  g_string_append (s, "  </markers>\n  <massacred>");
  const char *sep = "";
  for (guint l = 0; l < ARDINA_DATA_N_LOCALES; l++)
    if (g->massacred[l])
      {
        g_string_append_printf (s, "%s%s", sep, ardina_data_locales[l].name);
        sep = " ";
      }
  g_string_append (s, "</massacred>\n");
}

static void
save_stack (GString *s, const ArdinaGame *g)
{
  g_string_append (s, "  <stack>\n");
  for (guint i = 0; i < g->depth && i < ARDINA_STACK_MAX; i++)
    {
      const ArdinaFrame *f = &g->stack[i];
      g_string_append_printf (s, "    <frame proc=\"%s\" step=\"",
                              name_or (proc_names, ARDINA_PROC_COUNT, f->proc));
      if (f->proc == ARDINA_PROC_TURN)
        g_string_append (s, ardina_turn_step_name (f->step));
      else
        g_string_append_printf (s, "%u", f->step);
      g_string_append_printf (s, "\" side=\"%s\" kind=\"%u\" args=\"%d %d %d %d\"/>\n",
                              ardina_side_name (f->side), f->kind, f->arg[0], f->arg[1], f->arg[2],
                              f->arg[3]);
    }
  g_string_append (s, "  </stack>\n");
}

/* How far an array holds anything: a script replaced by a shorter one
 * leaves its tail behind, which is state like the rest. */
static guint
dice_used (const ArdinaDice *d)
{
  guint n = ARDINA_MAX_DICE;
  while (n > d->n_dice && !d->dice[n - 1])
    n--;
  return n;
}

static guint
picks_used (const ArdinaDice *d)
{
  guint n = ARDINA_MAX_PICKS;
  while (n > d->n_picks && !d->picks[n - 1])
    n--;
  return n;
}

static void
save_dice (GString *s, const ArdinaDice *d)
{
  guint nd = dice_used (d), np = picks_used (d);
  g_string_append_printf (s, "  <dice scripted=\"%s\" state=\"%016" G_GINT64_MODIFIER "x\" inc=\"%016"
                          G_GINT64_MODIFIER "x\" rolled=\"%u\">\n", yes_no (d->scripted),
                          (guint64) d->pcg_state, (guint64) d->pcg_inc, d->rolled);
  g_string_append_printf (s, "    <script next=\"%u\"", d->next_die);
  for (guint i = d->n_dice; i < nd; i++)
    g_string_append_printf (s, "%s%u", i == d->n_dice ? " stale=\"" : " ", d->dice[i]);
  g_string_append (s, nd > d->n_dice ? "\">" : ">");
  for (guint i = 0; i < d->n_dice; i++)
    g_string_append_printf (s, "%s%u", i ? " " : "", d->dice[i]);
  g_string_append_printf (s, "</script>\n    <picks next=\"%u\"", d->next_pick);
  for (guint i = d->n_picks; i < np; i++)
    g_string_append_printf (s, "%s%s", i == d->n_picks ? " stale=\"" : " ", ardina_code_name (d->picks[i]));
  g_string_append (s, np > d->n_picks ? "\">" : ">");
  for (guint i = 0; i < d->n_picks; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", ardina_code_name (d->picks[i]));
  g_string_append (s, "</picks>\n  </dice>\n");
}

char *
ardina_game_save (const ArdinaGame *game, gsize *length)
{
  g_return_val_if_fail (game != NULL && game->magic == ARDINA_GAME_MAGIC, NULL);
  GString *s = g_string_sized_new (16384);
  g_string_append (s, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ardina-save format=\"" FORMAT "\">\n");
  save_game (s, game);
  save_loyalty (s, game);
  save_pieces (s, game);
  save_markers (s, game);
  save_stack (s, game);
  save_dice (s, &game->dice);
  g_string_append (s, "</ardina-save>\n");
  if (length)
    *length = s->len;
  return g_string_free (s, FALSE);
}

/* ======================================================================
 * Loading
 * ====================================================================== */

typedef struct {
  const char *file;
  GError **error;
  ArdinaGame *g;
  uint8_t seen[3][ARDINA_MAX_UNITS];     /* pieces listed, by code kind */
  uint8_t seen_region[ARDINA_MAX_REGIONS];
} Loader;

/* Refuses @n: "file:line: <name>: what". Always FALSE. */
static gboolean G_GNUC_PRINTF (3, 4)
bad (Loader *l, xmlNodePtr n, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  ardina_xml_error (l->error, l->file, n, "<%s>: %s", n ? (const char *) n->name : "?", msg);
  g_free (msg);
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
      || !get_side (l, n, "view-of", &g->view_of)
      || !get_bool (l, n, "keep-apart", &g->keep_apart))
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
      || !get_choice (l, n, "result", result_names, G_N_ELEMENTS (result_names), &result))
    return FALSE;
  l->g->result = (uint8_t) result;
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

static gboolean
load_region (Loader *l, xmlNodePtr n)
{
  g_autofree char *name = need (l, n, "name");
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
  if (!get_int (l, n, "value", ARDINA_DATA_LOYALTY_MIN, ARDINA_DATA_LOYALTY_MAX, &v))
    return FALSE;
  l->g->loyalty[r] = (int8_t) v;
  return TRUE;
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

static gboolean
load_sealed (Loader *l, xmlNodePtr n)
{
  return get_bool (l, n, "american", &l->g->sealed[0]) && get_bool (l, n, "british", &l->g->sealed[1]);
}

/* ---- pieces, markers ---- */

static gboolean
get_flags (Loader *l, xmlNodePtr n, uint8_t *flags)
{
  g_auto (GStrv) t = tokens (n, "flags");
  for (guint i = 0; t[i]; i++)
    {
      int b = find (flag_names, G_N_ELEMENTS (flag_names), t[i]);
      if (b < 0)
        return bad (l, n, "unknown flag '%.48s'", t[i]);
      *flags |= (uint8_t) (1u << b);
    }
  return TRUE;
}

/* The place a <piece> names; @p holds the piece's initial place. */
static gboolean
get_place (Loader *l, xmlNodePtr n, ArdinaPlace *p)
{
  int zone;
  if (!get_choice (l, n, "zone", zone_names, G_N_ELEMENTS (zone_names), &zone))
    return FALSE;
  p->zone = (uint8_t) zone;
  if (xmlHasProp (n, (const xmlChar *) "locale"))
    {
      if (!get_locale (l, n, "locale", &p->locale))
        return FALSE;
    }
  else if (zone == ARDINA_ZONE_MAP)
    return bad (l, n, "a piece on the map needs a locale");
  if (xmlHasProp (n, (const xmlChar *) "side") && !get_side (l, n, "side", &p->side))
    return FALSE;
  return get_flags (l, n, &p->flags);
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
  if (!p)
    return bad (l, n, "unknown piece '%.48s' (not a unit, leader or campaign marker)", name);
  uint16_t i = (uint16_t) code & ~ARDINA_CODE_KIND_MASK;
  if (l->seen[kind >> 12][i]++)
    return bad (l, n, "piece '%.48s' is listed twice", name);
  return get_place (l, n, p);
}

static gboolean
load_pieces (Loader *l, xmlNodePtr n)
{
  for (xmlNodePtr c = element (n->children); c; c = element (c->next))
    if (!load_piece (l, c))
      return FALSE;
  return TRUE;
}

static gboolean
load_marker (Loader *l, xmlNodePtr n)
{
  static const char *const owners[] = { "american", "british" };
  g_autofree char *kind_name = need (l, n, "kind");
  uint8_t locale;
  int owner, kind = -1;
  if (!kind_name)
    return FALSE;
  for (guint k = 0; k < ARDINA_MARKER_COUNT && kind < 0; k++)
    if (strcmp (ardina_code_name (ARDINA_CODE_MARKER | k), kind_name) == 0)
      kind = (int) k;
  if (kind < 0)
    return bad (l, n, "unknown marker kind '%.48s'", kind_name);
  if (!get_locale (l, n, "locale", &locale) || !get_choice (l, n, "owner", owners, 2, &owner))
    return FALSE;
  if (l->g->markers[kind][locale])
    return bad (l, n, "a second %s marker in %s (15.2: one of each kind per locale)", kind_name,
                ardina_data_locales[locale].name);
  l->g->markers[kind][locale] = (uint8_t) (1 + owner);
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

static gboolean
get_step (Loader *l, xmlNodePtr n, ArdinaFrame *f)
{
  g_autofree char *v = need (l, n, "step");
  gint64 step;
  if (!v)
    return FALSE;
  if (f->proc == ARDINA_PROC_TURN)
    {
      int s = ardina_turn_step_lookup (v);
      if (s < 0)
        return bad (l, n, "unknown turn step '%.48s'", v);
      f->step = (uint8_t) s;
      return TRUE;
    }
  if (!g_ascii_string_to_signed (v, 10, 0, G_MAXUINT8, &step, NULL))
    return bad (l, n, "step=\"%.48s\" is not a whole number from 0 to 255", v);
  f->step = (uint8_t) step;
  return TRUE;
}

static gboolean
get_args (Loader *l, xmlNodePtr n, ArdinaFrame *f)
{
  g_auto (GStrv) t = tokens (n, "args");
  guint i = 0;
  for (; t[i] && i < G_N_ELEMENTS (f->arg); i++)
    {
      gint64 v;
      if (!g_ascii_string_to_signed (t[i], 10, G_MININT16, G_MAXINT16, &v, NULL))
        return bad (l, n, "args: '%.48s' is not a whole number from %d to %d", t[i], G_MININT16, G_MAXINT16);
      f->arg[i] = (int16_t) v;
    }
  if (i != G_N_ELEMENTS (f->arg) || t[i])
    return bad (l, n, "args holds %u numbers, not 4", g_strv_length (t));
  return TRUE;
}

/* What the procedures later use as an index must be in bounds, or a
 * loaded game would make the engine read outside a table. */
static gboolean
check_frame (Loader *l, xmlNodePtr n, const ArdinaFrame *f)
{
  uint16_t target = (uint16_t) f->arg[0], i = target & ~ARDINA_CODE_KIND_MASK;
  switch (f->proc)
    {
    case ARDINA_PROC_SETUP:
      if (f->arg[0] < 0 || f->arg[0] > (int) ARDINA_DATA_N_SETUP)
        return bad (l, n, "a set-up frame's instruction %d is outside 0-%u", f->arg[0], ARDINA_DATA_N_SETUP);
      return TRUE;
    case ARDINA_PROC_RETURN:
    case ARDINA_PROC_RESPOND:
      if (f->side > ARDINA_SIDE_BRITISH)
        return bad (l, n, "a %s frame belongs to the American or the British player", proc_names[f->proc]);
      if (f->proc == ARDINA_PROC_RESPOND && f->arg[2] != ARDINA_NEGATE_SPY && f->arg[2] != ARDINA_NEGATE_MUTINY)
        return bad (l, n, "a Spy answer frame concerns a Spy or a Mutiny & Treason play, not %d", f->arg[2]);
      if (f->proc == ARDINA_PROC_RETURN || f->arg[2] == ARDINA_NEGATE_MUTINY || target == SPY_TARGET_HAND
          || ((target & ARDINA_CODE_KIND_MASK) == ARDINA_CODE_REGION && i < ARDINA_DATA_N_MAP_REGIONS)
          || ((target & ARDINA_CODE_KIND_MASK) == ARDINA_CODE_LOCALE && i < ARDINA_DATA_N_LOCALES))
        return TRUE;
      return bad (l, n, "a Spy's target %d is neither the hand, a map region nor a locale", f->arg[0]);
    case ARDINA_PROC_WINDOW:
      /* mutiny.c: step 0-3, the die 0-6, the answer 0-2, the played marker. */
      if (f->side > ARDINA_SIDE_BRITISH || f->step > 3 || f->arg[0] < 0 || f->arg[0] > 6
          || f->arg[1] < 0 || f->arg[1] > 2
          || (f->step > 0 && ((f->arg[2] & ARDINA_CODE_KIND_MASK) != ARDINA_CODE_PIECE
                              || (f->arg[2] & ~ARDINA_CODE_KIND_MASK) >= (int) ARDINA_DATA_N_CAMPAIGN_PIECES)))
        return bad (l, n, "a window frame needs a side, a step 0-3, a die 0-6, an answer 0-2 and a marker");
      return TRUE;
    case ARDINA_PROC_ROLL:
      /* roll.c: arg[0] the die (0 before it is rolled), arg[1] a rule
       * index, arg[2] the argument of the frame below to fill. */
      if (f->side > ARDINA_SIDE_BRITISH || f->arg[0] < 0 || f->arg[0] > 6
          || f->arg[1] < 0 || f->arg[1] >= (int) ARDINA_DATA_N_RULES || f->arg[2] < 0 || f->arg[2] > 3)
        return bad (l, n, "a roll frame needs a side, a die 0-6, a rule and an argument 0-3");
      return TRUE;
    default:
      return TRUE;
    }
}

static gboolean
load_frame (Loader *l, xmlNodePtr n, ArdinaFrame *f)
{
  int proc;
  gint64 kind;
  if (!get_choice (l, n, "proc", proc_names, ARDINA_PROC_COUNT, &proc))
    return FALSE;
  f->proc = (uint8_t) proc;
  if (!get_step (l, n, f) || !get_side (l, n, "side", &f->side)
      || !get_int (l, n, "kind", 0, G_MAXUINT8, &kind))
    return FALSE;
  f->kind = (uint8_t) kind;
  return get_args (l, n, f) && check_frame (l, n, f);
}

static gboolean
load_stack (Loader *l, xmlNodePtr n)
{
  for (xmlNodePtr c = element (n->children); c; c = element (c->next))
    {
      if (l->g->depth >= ARDINA_STACK_MAX)
        return bad (l, c, "the procedure stack is deeper than %d frames", ARDINA_STACK_MAX);
      ArdinaFrame *f = &l->g->stack[l->g->depth];
      if (!load_frame (l, c, f))
        return FALSE;
      /* Procedures hand results to the frame below them: only the set-up or
       * the turn may be at the bottom, and a commitment or a return belongs
       * directly above the turn. */
      gboolean bottom = l->g->depth == 0;
      gboolean needs_turn = f->proc == ARDINA_PROC_COMMIT || f->proc == ARDINA_PROC_RETURN
                            || f->proc == ARDINA_PROC_WINDOW;
      if ((bottom && f->proc != ARDINA_PROC_SETUP && f->proc != ARDINA_PROC_TURN)
          || (!bottom && (f->proc == ARDINA_PROC_SETUP || f->proc == ARDINA_PROC_TURN))
          || (needs_turn && (bottom || l->g->stack[l->g->depth - 1].proc != ARDINA_PROC_TURN)))
        return bad (l, c, "a %s frame cannot stand there in the procedure stack", proc_names[f->proc]);
      l->g->depth++;
    }
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
  { "tracks", load_tracks }, { "loyalty", load_loyalty }, { "sealed", load_sealed },
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

ArdinaGame *
ardina_game_load (const char *data, gsize length, const char *filename, GError **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  Loader l = { filename ? filename : "(memory)", error, NULL, { { 0 } }, { 0 } };
  xmlDocPtr doc = ardina_xml_read (data ? data : "", length, l.file, ardina_schema_save,
                                   ardina_schema_save_len, error);
  if (!doc)
    return NULL;
  /* Defaults first (a zeroed struct, so padding is zero too); the magic
   * is set last, once every value has passed. */
  l.g = g_new0 (ArdinaGame, 1);
  ardina_game_init (l.g, NULL);
  l.g->magic = 0;
  gboolean ok = load_root (&l, xmlDocGetRootElement (doc));
  xmlFreeDoc (doc);
  if (!ok)
    {
      g_free (l.g);
      return NULL;
    }
  l.g->magic = ARDINA_GAME_MAGIC;
  /* Last line of defence: a state the engine could never reach is refused
   * even if every value passed on its own. */
  GError *broken = NULL;
  if (!ardina_state_check (l.g, &broken))
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_PARSE, "%s:1: %s", l.file, broken->message);
      g_error_free (broken);
      g_free (l.g);
      return NULL;
    }
  return l.g;
}
