/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Saved games: the whole state as an XML document (doc/save-format.md,
 * schema save.rng, format "ardina-save-3").
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
 * "file:line: <element>: what".
 *
 * A frame of the procedure stack is written through its class's fields
 * (core/engine.h): this file knows no procedure's payload. */
#include "core/engine.h"
#include "io/xmlin.h"

#include <stdarg.h>
#include <string.h>

/* The schema, embedded by src/gen/embed into src/data/schemas.c. */
extern const char ardina_schema_save[];
extern const unsigned ardina_schema_save_len;

#define FORMAT "ardina-save-3"

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
  g_string_append_printf (s, "\" first=\"%s\" view-of=\"%s\"/>\n",
                          ardina_side_name (g->first), ardina_side_name (g->view_of));
  g_string_append_printf (s, "  <outcome over=\"%s\" winner=\"%s\" result=\"%s\"/>\n",
                          yes_no (g->over), ardina_side_name (g->winner),
                          name_or (ardina_result_names, ARDINA_RESULT_COUNT, g->result));
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
}

static void
save_flags (GString *s, uint16_t flags)
{
  const char *sep = "";
  if (!flags)
    return;
  g_string_append (s, " flags=\"");
  for (guint b = 0; b < ARDINA_PIECE_N_FLAGS; b++)
    if (flags & (1u << b))
      {
        g_string_append_printf (s, "%s%s", sep, ardina_flag_names[b]);
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
  if (p->zone == ARDINA_ZONE_RESERVE && !p->locale && p->side == side && !p->flags && !p->target && !p->carrier)
    return;
  g_string_append_printf (s, "    <piece name=\"%s\" zone=\"%s\"", ardina_code_name (code),
                          name_or (ardina_zone_names, ARDINA_ZONE_COUNT, p->zone));
  if (p->zone == ARDINA_ZONE_MAP || p->locale)
    g_string_append_printf (s, " locale=\"%s\"", ardina_code_name (ARDINA_CODE_LOCALE | p->locale));
  if (p->side != side)
    g_string_append_printf (s, " side=\"%s\"", ardina_side_name (p->side));
  gboolean campaign = ARDINA_CODE_KIND (code) == ARDINA_CODE_PIECE;   /* the byte is a target or a carrier */
  if (campaign && p->target)
    g_string_append_printf (s, " target=\"%u\"", p->target);
  if (!campaign && p->carrier)   /* 24.4: the fleet it is aboard */
    g_string_append_printf (s, " carrier=\"%s\"", ardina_code_name ((uint16_t) (ARDINA_CODE_UNIT | (p->carrier - 1))));
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

/* A field's value as text: the words a person reads in a save. */
static void
field_text (GString *s, const ArdinaField *d, const uint8_t *at)
{
  int16_t i16;
  uint16_t u16;
  ArdinaUnitSet units;
  ArdinaLeaderSet leaders;
  const char *sep = "";
  switch (d->type)
    {
    case ARDINA_FIELD_INT:
      memcpy (&i16, at, sizeof i16);
      g_string_append_printf (s, "%d", i16);
      return;
    case ARDINA_FIELD_BYTE:
      g_string_append_printf (s, "%u", *at);
      return;
    case ARDINA_FIELD_BOOL:
      g_string_append (s, yes_no (*at));
      return;
    case ARDINA_FIELD_SIDE:
      g_string_append (s, ardina_side_name ((ArdinaSide) *at));
      return;
    case ARDINA_FIELD_NAME:
      g_string_append (s, *at <= d->max ? d->name_at (*at) : "?");
      return;
    case ARDINA_FIELD_RULE:
      memcpy (&u16, at, sizeof u16);
      g_string_append (s, u16 < ARDINA_DATA_N_RULES ? ardina_data_rules[u16].id : "?");
      return;
    case ARDINA_FIELD_CODE:
      memcpy (&u16, at, sizeof u16);
      g_string_append (s, u16 ? ardina_code_name (u16) : "none");
      return;
    case ARDINA_FIELD_UNITS:
      memcpy (&units, at, sizeof units);
      for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
        if (ardina_units_has (&units, i))
          {
            g_string_append_printf (s, "%s%s", sep, ardina_data_units[i].name);
            sep = " ";
          }
      return;
    default:
      memcpy (&leaders, at, sizeof leaders);
      for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
        if (leaders >> i & 1)
          {
            g_string_append_printf (s, "%s%s", sep, ardina_data_leaders[i].name);
            sep = " ";
          }
      return;
    }
}

static const char *const call_names[] = { "none", "waiting", "returned" };

static void
save_frame (GString *s, const ArdinaFrame *f)
{
  const ArdinaProcClass *k = ardina_proc_class (f->proc);
  g_string_append_printf (s, "    <frame proc=\"%s\" step=\"%s\" side=\"%s\" call=\"%s\" result=\"%d\"",
                          k ? k->name : "?", k && f->step < k->n_steps ? k->steps[f->step] : "?",
                          ardina_side_name ((ArdinaSide) f->side),
                          name_or (call_names, G_N_ELEMENTS (call_names), f->call), f->result);
  if (!k || !k->n_fields)
    {
      g_string_append (s, "/>\n");
      return;
    }
  g_string_append (s, ">\n");
  for (guint i = 0; i < k->n_fields; i++)
    {
      g_string_append_printf (s, "      <field name=\"%s\" value=\"", k->fields[i].name);
      field_text (s, &k->fields[i], f->payload.bytes + k->fields[i].offset);
      g_string_append (s, "\"/>\n");
    }
  g_string_append (s, "    </frame>\n");
}

static void
save_stack (GString *s, const ArdinaGame *g)
{
  g_string_append (s, "  <stack>\n");
  for (guint i = 0; i < g->depth && i < ARDINA_STACK_MAX; i++)
    save_frame (s, &g->stack[i]);
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
