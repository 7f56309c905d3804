/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A case's start for other uses than running the case: the game a case
 * file starts from (its steps not run), a game written back as a case's
 * board, and the dice and picks that let a case, which never rolls from a
 * seed, replay what a seeded game does.
 *
 * `ardina ask` and `ardina case new` are built on these: the first asks
 * the engine about actions from a saved game or from a case's start; the
 * second writes a case skeleton from a saved game. The board is written
 * from the save writer's own output (io/save.c), so that there is one
 * serializer of a game, and it is read back by the save loader's code
 * like any board. */
#include "oracle-internal.h"
#include "core/dice.h"

#include <string.h>

/* ==== the game a file holds: a save, or the start of a case ==== */

/* The script elements from @n on into @scripts, in the schema's order;
 * returns the element after them. */
static xmlNodePtr
start_scripts (xmlNodePtr n, xmlNodePtr *scripts)
{
  for (guint s = 0; s < ARDINA_ORACLE_N_SCRIPTS; s++)
    if (ardina_xml_is (n, ardina_oracle_scripts[s].element))
      {
        scripts[s] = n;
        n = ardina_oracle_next_element (n->next);
      }
  return n;
}

/* The start of the case @root: <question>, <ruling>, then the start and
 * its scripts. The events of the start go to a result nobody reads. */
static ArdinaGame *
case_start (xmlNodePtr root, const char *name, GError **error)
{
  xmlNodePtr ruling = ardina_oracle_next_element (ardina_oracle_first_element (root)->next);
  xmlNodePtr start = ardina_oracle_next_element (ruling->next), scripts[ARDINA_ORACLE_N_SCRIPTS] = { NULL };
  xmlNodePtr bad = NULL;
  start_scripts (ardina_oracle_next_element (start->next), scripts);
  Run run = { ardina_oracle_result_new (name), NULL, g_array_new (FALSE, FALSE, sizeof (ArdinaEvent)), 0, { 0 },
              FALSE };
  GError *e = NULL;
  ArdinaGame *g = ardina_xml_is (start, "standard") ? ardina_oracle_start_standard (&run, start, scripts, &bad, &e)
                                                    : ardina_oracle_start_board (&run, start, scripts, &bad, &e);
  if (!g)
    {
      e = ardina_oracle_error_or_bug (e, "building the start");
      g_prefix_error (&e, "%s:%ld: ", name, xmlGetLineNo (bad ? bad : start));
      g_propagate_error (error, e);
    }
  ardina_oracle_result_free (run.r);
  g_array_free (run.events, TRUE);
  return g;
}

ArdinaGame *
ardina_oracle_start_data (const char *data, gsize length, const char *filename, GError **error)
{
  const char *name = filename ? filename : "(case)";
  xmlDocPtr doc = ardina_xml_read (data ? data : "", length, name, ARDINA_XML_SCHEMA_CASE, error);
  if (!doc)
    return NULL;
  ArdinaGame *g = case_start (xmlDocGetRootElement (doc), name, error);
  xmlFreeDoc (doc);
  return g;
}

/* Whether the document's root element is <case>: what comes before it can
 * only be the XML declaration, comments and white space. A document that
 * is neither a case nor a save is left to the save loader, whose message
 * says what is wrong with it. */
static gboolean
is_case (const char *data, gsize length)
{
  const char *p = data, *end = data + length;
  while (p < end)
    {
      if (g_ascii_isspace (*p))
        p++;
      else if (end - p >= 4 && !strncmp (p, "<!--", 4))
        {
          const char *close = g_strstr_len (p, end - p, "-->");
          p = close ? close + 3 : end;
        }
      else if (end - p >= 2 && !strncmp (p, "<?", 2))
        {
          const char *close = g_strstr_len (p, end - p, "?>");
          p = close ? close + 2 : end;
        }
      else
        return end - p > 5 && !strncmp (p, "<case", 5) && (g_ascii_isspace (p[5]) || p[5] == '>');
    }
  return FALSE;
}

ArdinaGame *
ardina_oracle_load_game (const char *path, gboolean *from_case, GError **error)
{
  gsize len = 0;
  char *data = ardina_xml_slurp (path, &len, error);
  if (!data)
    return NULL;
  gboolean c = is_case (data, len);
  ArdinaGame *g = c ? ardina_oracle_start_data (data, len, path, error) : ardina_game_load (data, len, path, error);
  if (from_case)
    *from_case = c;
  g_free (data);
  return g;
}

/* ==== comparing positions ==== */

gboolean
ardina_oracle_same_position (const ArdinaGame *a, const ArdinaGame *b)
{
  ArdinaGame *c = ardina_game_copy (b);
  c->dice = a->dice;
  gboolean same = ardina_game_equal (a, c);
  ardina_game_free (c);
  return same;
}

/* ==== scripts: what a seeded game rolls, as a case would script it ==== */

/* @g with scripts of @dice (guint8) and @picks (piece codes) in place of
 * its own source. */
static ArdinaGame *
scripted_copy (const ArdinaGame *g, GArray *dice, GArray *picks)
{
  ArdinaGame *c = ardina_game_copy (g);
  memset (&c->dice, 0, sizeof c->dice);
  c->dice.scripted = 1;
  c->dice.n_dice = (uint16_t) dice->len;
  c->dice.n_picks = (uint16_t) picks->len;
  /* An empty array may hold no data at all: memcpy is never handed NULL. */
  if (dice->len)
    memcpy (c->dice.dice, dice->data, dice->len);
  if (picks->len)
    memcpy (c->dice.picks, picks->data, picks->len * sizeof (uint16_t));
  return c;
}

/* What the action does with those scripts: NULL when it succeeds, else
 * its error. */
static GError *
try_scripted (const ArdinaGame *g, const ArdinaAction *a, GArray *dice, GArray *picks)
{
  ArdinaGame *c = scripted_copy (g, dice, picks);
  GError *e = NULL;
  if (!ardina_game_apply (c, a, NULL, NULL, &e))
    e = ardina_oracle_error_or_bug (e, "the action");
  ardina_game_free (c);
  return e;
}

/* The dice source's messages (core/dice.c) say which script ran out. */
static gboolean
ran_out (const GError *e, const char *which)
{
  return e->domain == ARDINA_ERROR && e->code == ARDINA_ERROR_DICE && strstr (e->message, which)
         && strstr (e->message, "ran out");
}

/* A scripted pick that is not among the candidates is refused by its
 * number: "scripted pick N (...) is not among...". */
static gboolean
not_candidate (const GError *e, guint number)
{
  char *want = g_strdup_printf ("scripted pick %u ", number);
  gboolean no = e->code == ARDINA_ERROR_DICE && g_str_has_prefix (e->message, want)
                && strstr (e->message, "is not among");
  g_free (want);
  return no;
}

/* The pieces the next pick draws from, found by offering each campaign
 * marker and leader in turn as that pick: the engine names no candidate
 * list outside, but refuses a pick that is not one. They come out in
 * table order, the order in which the seeded source draws among them. */
static guint
pick_candidates (const ArdinaGame *g, const ArdinaAction *a, GArray *dice, GArray *picks, uint16_t *out)
{
  static const struct { uint16_t kind; guint n; } kinds[] = {
    { ARDINA_CODE_LEADER, ARDINA_DATA_N_LEADERS }, { ARDINA_CODE_PIECE, ARDINA_DATA_N_CAMPAIGN_PIECES },
  };
  guint n = 0;
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    for (guint i = 0; i < kinds[k].n; i++)
      {
        uint16_t code = (uint16_t) (kinds[k].kind | i);
        g_array_append_val (picks, code);
        GError *e = try_scripted (g, a, dice, picks);
        g_array_set_size (picks, picks->len - 1);
        if (!e || !not_candidate (e, picks->len + 1))
          out[n++] = code;
        g_clear_error (&e);
      }
  return n;
}

/* The next die or pick the seeded source @shadow gives, appended to the
 * script that ran out; FALSE when @e is not a script running out (the
 * action is refused by a rule, or the scripts are full). */
static gboolean
extend (const ArdinaGame *g, const ArdinaAction *a, const GError *e, ArdinaDice *shadow, GArray *dice, GArray *picks)
{
  if (ran_out (e, "dice") && dice->len < ARDINA_MAX_DICE)
    {
      guint8 die = (guint8) ardina_dice_roll (shadow, NULL);
      g_array_append_val (dice, die);
      return TRUE;
    }
  if (!ran_out (e, "picks") || picks->len >= ARDINA_MAX_PICKS)
    return FALSE;
  uint16_t candidates[ARDINA_DATA_N_LEADERS + ARDINA_DATA_N_CAMPAIGN_PIECES];
  guint n = pick_candidates (g, a, dice, picks, candidates);
  int i = n ? ardina_dice_pick (shadow, candidates, n, NULL) : -1;
  if (i < 0)
    return FALSE;
  g_array_append_val (picks, candidates[i]);
  return TRUE;
}

/* The seeded and the scripted game must come out the same, dice source
 * aside: otherwise the scripts do not replay the seed. */
static gboolean
replays (const ArdinaGame *g, const ArdinaAction *a, GArray *dice, GArray *picks, GError **error)
{
  ArdinaGame *seeded = ardina_game_copy (g), *scripted = scripted_copy (g, dice, picks);
  gboolean ok_seeded = ardina_game_apply (seeded, a, NULL, NULL, NULL);
  gboolean ok_scripted = ardina_game_apply (scripted, a, NULL, NULL, NULL);
  gboolean same = ok_seeded == ok_scripted && ardina_oracle_same_position (seeded, scripted);
  ardina_game_free (seeded);
  ardina_game_free (scripted);
  if (!same)
    g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_DICE,
                 "cannot write as scripts the %u dice and %u picks the seed gives this action", dice->len,
                 picks->len);
  return same;
}

gboolean
ardina_oracle_script_action (const ArdinaGame *game, const ArdinaAction *action, GArray *dice, GPtrArray *picks,
                             GError **error)
{
  if (game->dice.scripted)
    return TRUE;
  /* Each try runs the action afresh on the scripts so far; the one that
   * runs out asks for the next die or pick, which is the next the seed
   * gives, since a die and a pick each draw from it in the order they are
   * needed. */
  ArdinaDice shadow = game->dice;
  GArray *d = g_array_new (FALSE, FALSE, sizeof (guint8)), *p = g_array_new (FALSE, FALSE, sizeof (uint16_t));
  GError *e;
  while ((e = try_scripted (game, action, d, p)) && extend (game, action, e, &shadow, d, p))
    g_clear_error (&e);
  g_clear_error (&e);
  gboolean ok = replays (game, action, d, p, error);
  if (ok)
    {
      g_array_append_vals (dice, d->data, d->len);
      for (guint i = 0; i < p->len; i++)
        g_ptr_array_add (picks, (gpointer) ardina_code_name (g_array_index (p, uint16_t, i)));
    }
  g_array_free (d, TRUE);
  g_array_free (p, TRUE);
  return ok;
}

void
ardina_oracle_scripts_left (const ArdinaGame *game, GArray *dice, GPtrArray *picks)
{
  const ArdinaDice *d = &game->dice;
  if (!d->scripted)
    return;
  g_array_append_vals (dice, d->dice + d->next_die, (guint) (d->n_dice - d->next_die));
  for (guint i = d->next_pick; i < d->n_picks; i++)
    g_ptr_array_add (picks, (gpointer) ardina_code_name (d->picks[i]));
}

/* ==== a game written as a case's board ==== */

/* A game's save, parsed: the save writer is the one serializer of a game,
 * and the board is made out of its sections. */
static xmlDocPtr
saved (const ArdinaGame *g)
{
  gsize len = 0;
  char *xml = ardina_game_save (g, &len);
  xmlDocPtr doc = xml ? xmlReadMemory (xml, (int) len, "(save)", NULL, XML_PARSE_NONET) : NULL;
  g_free (xml);
  return doc;
}

static xmlNodePtr
section (xmlDocPtr doc, const char *name)
{
  for (xmlNodePtr n = ardina_oracle_first_element (xmlDocGetRootElement (doc)); n;
       n = ardina_oracle_next_element (n->next))
    if (ardina_xml_is (n, name))
      return n;
  return NULL;
}

static const char *
attr (xmlNodePtr n, const char *name)
{
  const char *v = n ? ardina_oracle_attr (n, name) : NULL;
  return v ? v : "";
}

/* The element with all its attributes, in the document's order. */
static void
open_tag (GString *out, xmlNodePtr n, int indent)
{
  g_string_append_printf (out, "%*s<%s", indent, "", (const char *) n->name);
  for (xmlAttrPtr a = n->properties; a; a = a->next)
    {
      char *v = g_markup_escape_text (attr (n, (const char *) a->name), -1);
      g_string_append_printf (out, " %s=\"%s\"", (const char *) a->name, v);
      g_free (v);
    }
}

/* @n and its element children as they are, indented. */
static void
copy_element (GString *out, xmlNodePtr n, int indent)
{
  open_tag (out, n, indent);
  xmlNodePtr child = ardina_oracle_first_element (n);
  if (!child)
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append (out, ">\n");
  for (; child; child = ardina_oracle_next_element (child->next))
    copy_element (out, child, indent + 2);
  g_string_append_printf (out, "%*s</%s>\n", indent, "", (const char *) n->name);
}

/* Every attribute, for telling whether two elements say the same. */
static char *
signature (xmlNodePtr n)
{
  GString *s = g_string_new (NULL);
  for (xmlAttrPtr a = n->properties; a; a = a->next)
    g_string_append_printf (s, "%s=%s;", (const char *) a->name, attr (n, (const char *) a->name));
  return g_string_free (s, FALSE);
}

/* The children of @parent by their @key attribute: key -> signature. */
static GHashTable *
by_key (xmlNodePtr parent, const char *key)
{
  GHashTable *h = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  for (xmlNodePtr n = parent ? ardina_oracle_first_element (parent) : NULL; n;
       n = ardina_oracle_next_element (n->next))
    g_hash_table_insert (h, g_strdup (attr (n, key)), signature (n));
  return h;
}

/* The pieces not where the board's empty game has them: each as the save
 * writes it (the board reads the save's form), and a piece the empty game
 * has placed but the game has left in the reserve as zone="reserve". */
static void
board_pieces (GString *out, xmlNodePtr game, xmlNodePtr empty)
{
  GHashTable *base = by_key (empty, "name"), *seen = by_key (game, "name");
  for (xmlNodePtr n = ardina_oracle_first_element (game); n; n = ardina_oracle_next_element (n->next))
    {
      char *sig = signature (n);
      if (g_strcmp0 (g_hash_table_lookup (base, attr (n, "name")), sig))
        copy_element (out, n, 4);
      g_free (sig);
    }
  for (xmlNodePtr n = ardina_oracle_first_element (empty); n; n = ardina_oracle_next_element (n->next))
    if (!g_hash_table_contains (seen, attr (n, "name")))
      g_string_append_printf (out, "    <piece name=\"%s\" zone=\"reserve\"/>\n", attr (n, "name"));
  g_hash_table_destroy (base);
  g_hash_table_destroy (seen);
}

/* The map markers, in the board's form (at= for the save's locale=). A
 * board only adds markers to its empty game, which has none. */
static gboolean
board_markers (GString *out, xmlNodePtr game, xmlNodePtr empty, GError **error)
{
  if (empty && ardina_oracle_first_element (empty))
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "the empty board of this year holds map markers, "
                   "which a board cannot take away");
      return FALSE;
    }
  for (xmlNodePtr n = game ? ardina_oracle_first_element (game) : NULL; n; n = ardina_oracle_next_element (n->next))
    g_string_append_printf (out, "    <marker kind=\"%s\" at=\"%s\" owner=\"%s\"/>\n", attr (n, "kind"),
                            attr (n, "locale"), attr (n, "owner"));
  return TRUE;
}

/* A board's massacre marker is a massacre that happened there: a
 * locale massacred once but without a marker now cannot be declared. */
static gboolean
board_massacres (xmlNodePtr massacred, xmlNodePtr markers, GError **error)
{
  char *text = massacred ? ardina_oracle_text_of (massacred) : NULL;
  GPtrArray *locales = ardina_oracle_words (text);
  gboolean ok = TRUE;
  for (guint i = 0; ok && i < locales->len; i++)
    {
      const char *l = g_ptr_array_index (locales, i);
      ok = FALSE;
      for (xmlNodePtr n = markers ? ardina_oracle_first_element (markers) : NULL; n && !ok;
           n = ardina_oracle_next_element (n->next))
        ok = !strcmp (attr (n, "kind"), "massacre") && !strcmp (attr (n, "locale"), l);
      if (!ok)
        g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "%s was massacred once (R-35) but holds no "
                     "massacre marker now, which a board cannot declare", l);
    }
  g_ptr_array_unref (locales);
  g_free (text);
  return ok;
}

/* Points, the two tracks and the loyalty of each region, where they
 * differ from the board's empty game. */
static void
board_tables (GString *out, xmlDocPtr game, xmlDocPtr empty)
{
  xmlNodePtr points = section (game, "points"), tracks = section (game, "tracks");
  char *a = signature (points), *b = signature (section (empty, "points"));
  if (strcmp (a, b))
    g_string_append_printf (out, "    <points american=\"%s\" british=\"%s\"/>\n", attr (points, "american"),
                            attr (points, "british"));
  g_free (a), g_free (b);
  if (strcmp (attr (tracks, "progress"), attr (section (empty, "tracks"), "progress")))
    g_string_append_printf (out, "    <progress level=\"%s\"/>\n", attr (tracks, "progress"));
  if (strcmp (attr (tracks, "balance"), attr (section (empty, "tracks"), "balance")))
    g_string_append_printf (out, "    <balance level=\"%s\"/>\n", attr (tracks, "balance"));
  GHashTable *base = by_key (section (empty, "loyalty"), "name");
  for (xmlNodePtr n = ardina_oracle_first_element (section (game, "loyalty")); n;
       n = ardina_oracle_next_element (n->next))
    {
      char *sig = signature (n);
      if (g_strcmp0 (g_hash_table_lookup (base, attr (n, "name")), sig))
        g_string_append_printf (out, "    <loyalty region=\"%s\" value=\"%s\"/>\n", attr (n, "name"),
                                attr (n, "value"));
      g_free (sig);
    }
  g_hash_table_destroy (base);
}

/* What a board cannot be: a game over, a side's view, a game still in its
 * set-up (a board's stack starts with the turn, 5.1). */
static gboolean
boardable (const ArdinaGame *g, xmlNodePtr bottom, GError **error)
{
  const char *why = ardina_game_is_over (g) ? "the game is over"
                    : ardina_game_is_view (g) ? "it is a side's view, not a game"
                    : !ardina_xml_is (bottom, "frame") || strcmp (attr (bottom, "proc"), "turn")
                      ? "the game is still in its set-up (4), and a board starts at a phase of the turn (5.1); "
                        "start the case from <standard/> and the set-up's actions instead"
                    : NULL;
  if (why)
    g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "cannot write this game as a board: %s", why);
  return why == NULL;
}

/* The <board> element's attributes: year, phase (the step of the turn at
 * the bottom of the stack), First Player, scenario and optional rules
 * where they are not the defaults. */
static void
board_open (GString *out, xmlNodePtr game, xmlNodePtr bottom)
{
  g_string_append_printf (out, "  <board year=\"%s\" phase=\"%s\"", attr (game, "year"), attr (bottom, "step"));
  if (strcmp (attr (game, "first"), "none"))
    g_string_append_printf (out, " first=\"%s\"", attr (game, "first"));
  if (strcmp (attr (game, "scenario"), "full"))
    g_string_append_printf (out, " scenario=\"%s\"", attr (game, "scenario"));
  if (*attr (game, "optional"))
    g_string_append_printf (out, " optional=\"%s\"", attr (game, "optional"));
  g_string_append (out, ">\n");
}

static gboolean
write_board (GString *out, const ArdinaGame *g, xmlDocPtr doc, xmlDocPtr empty, GError **error)
{
  xmlNodePtr stack = section (doc, "stack"), bottom = stack ? ardina_oracle_first_element (stack) : NULL;
  if (!boardable (g, bottom, error)
      || !board_massacres (section (doc, "massacred"), section (doc, "markers"), error))
    return FALSE;
  board_open (out, section (doc, "game"), bottom);
  board_pieces (out, section (doc, "pieces"), section (empty, "pieces"));
  if (!board_markers (out, section (doc, "markers"), section (empty, "markers"), error))
    return FALSE;
  board_tables (out, doc, empty);
  /* The stack as the save writes it, always: a phase may do work as it
   * begins, which a board without a stack would do a second time. */
  copy_element (out, stack, 4);
  g_string_append (out, "  </board>\n");
  return TRUE;
}

gboolean
ardina_oracle_write_board (const ArdinaGame *game, GString *out, GError **error)
{
  /* The blank board beside the game holds the same optional sections,
   * played or set-up only, so that their markers compare alike. */
  ArdinaGameOptions o = { (ArdinaScenario) game->scenario, game->optional, 0, { 0 }, TRUE };
  ArdinaGame *blank = ardina_game_new_empty (&o, game->year);
  xmlDocPtr doc = saved (game), empty = blank ? saved (blank) : NULL;
  gboolean ok = doc && empty;
  if (!ok)
    g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "the game could not be saved to be written as a board");
  else
    {
      gsize mark = out->len;
      ok = write_board (out, game, doc, empty, error);
      if (!ok)
        g_string_truncate (out, mark);
    }
  if (doc)
    xmlFreeDoc (doc);
  if (empty)
    xmlFreeDoc (empty);
  if (blank)
    ardina_game_free (blank);
  return ok;
}
