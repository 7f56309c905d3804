/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "marker kinds": counters.xml's <marker> list is the one source of
 * the map marker kinds (2.15). The enum is generated from it (and its
 * rows checked against it by static asserts the generator prints); this
 * suite checks what the build cannot: the enum's size against the XML,
 * the generated names and labels, the piece names the engine looks up, the
 * kinds the command lists (its table), and the hand-written schemas of
 * untrusted input (save.rng, case.rng), each of whose marker-kind lists
 * must hold exactly the XML's kinds, while setup.rng's may only name them.
 * A kind added to counters.xml and forgotten in one of these fails here. */
#include "private.h"
#include "cu-main.h"
#include "spawn.h"

#include <libxml/parser.h>
#include <string.h>

#define MAX_KINDS 16

typedef struct {
  char *name[MAX_KINDS], *label[MAX_KINDS], *intro[MAX_KINDS];
  guint n;
} Kinds;

static Kinds xml_kinds;

static gboolean
is (xmlNodePtr node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && strcmp ((const char *) node->name, name) == 0;
}

static xmlDocPtr
read_src (const char *rel)
{
  const char *src = test_srcdir ();
  char *path = src ? g_build_filename (src, rel, NULL) : NULL;
  xmlDocPtr doc = path ? xmlReadFile (path, NULL, XML_PARSE_NONET) : NULL;
  CHECK (doc != NULL, "cannot read %s (ARDINA_SRCDIR unset?)", rel);
  g_free (path);
  return doc;
}

/* The <marker> elements of counters.xml, in order. */
static void
load_xml_kinds (void)
{
  if (xml_kinds.n)
    return;
  xmlDocPtr doc = read_src ("rules-xml/counters.xml");
  for (xmlNodePtr c = doc ? xmlDocGetRootElement (doc)->children : NULL; c; c = c->next)
    if (is (c, "marker") && xml_kinds.n < MAX_KINDS)
      {
        xmlChar *k = xmlGetProp (c, (const xmlChar *) "kind"), *l = xmlGetProp (c, (const xmlChar *) "label");
        xml_kinds.name[xml_kinds.n] = g_strdup ((const char *) k);
        xml_kinds.label[xml_kinds.n] = g_strdup ((const char *) l);
        xmlChar *r = xmlGetProp (c, (const xmlChar *) "introduced-by");
        xml_kinds.intro[xml_kinds.n++] = g_strdup ((const char *) r);
        xmlFree (k), xmlFree (l), xmlFree (r);
      }
  if (doc)
    xmlFreeDoc (doc);
}

static int
xml_kind_index (const char *name)
{
  for (guint k = 0; k < xml_kinds.n; k++)
    if (g_strcmp0 (xml_kinds.name[k], name) == 0)
      return (int) k;
  return -1;
}

static void
test_generated_rows (void)
{
  load_xml_kinds ();
  CHECK_FATAL (xml_kinds.n > 0, "counters.xml gives no marker kinds");
  CHECK (xml_kinds.n == ARDINA_DATA_N_MARKER_KINDS, "%u kinds in the XML, %u rows", xml_kinds.n,
         (guint) ARDINA_DATA_N_MARKER_KINDS);
  CHECK (xml_kinds.n == ARDINA_MARKER_COUNT, "%u kinds in the XML, enum of %u", xml_kinds.n,
         (guint) ARDINA_MARKER_COUNT);
  for (guint k = 0; k < xml_kinds.n && k < ARDINA_DATA_N_MARKER_KINDS; k++)
    {
      const ArdinaDataMarker *d = &ardina_data_markers[k];
      CHECK (g_strcmp0 (d->name, xml_kinds.name[k]) == 0, "row %u is %s, the XML says %s", k, d->name,
             xml_kinds.name[k]);
      CHECK (g_strcmp0 (d->label, xml_kinds.label[k]) == 0, "%s: label %s, the XML says %s", d->name,
             d->label, xml_kinds.label[k]);
      CHECK (d->kind == k, "%s: kind %u in row %u", d->name, d->kind, k);
      const ArdinaRule *r = ardina_rule_nth (d->introduced_by);
      CHECK (r && g_strcmp0 (ardina_rule_get_id (r), xml_kinds.intro[k]) == 0, "%s: introduced by %s, the XML says %s",
             d->name, r ? ardina_rule_get_id (r) : "?", xml_kinds.intro[k]);
    }
}

/* The engine names a map marker piece by its kind (pieces.c). */
static void
test_piece_names (void)
{
  load_xml_kinds ();
  for (guint k = 0; k < xml_kinds.n; k++)
    {
      int code = ardina_piece_lookup (xml_kinds.name[k]);
      CHECK (code >= 0, "the engine does not know the marker %s", xml_kinds.name[k]);
      if (code >= 0)
        CHECK (g_strcmp0 (ardina_code_name ((uint16_t) code), xml_kinds.name[k]) == 0,
               "%s is named %s", xml_kinds.name[k], ardina_code_name ((uint16_t) code));
    }
}

/* The command lists the kinds from the counters table's "count" values
 * (cmd-show.c): exactly the XML's, in order. */
static void
test_table_kinds (void)
{
  load_xml_kinds ();
  const ArdinaTable *t = ardina_table_lookup ("counters");
  CHECK_FATAL (t != NULL, "no counters table");
  guint n = 0;
  for (guint i = 0; i < ardina_table_get_n_values (t); i++)
    {
      const ArdinaValue *v = ardina_table_get_value (t, i);
      if (g_strcmp0 (ardina_value_get_field (v), "count"))
        continue;
      CHECK (n < xml_kinds.n && g_strcmp0 (ardina_value_get_key (v), xml_kinds.name[n]) == 0,
             "count value %u is %s", n, ardina_value_get_key (v));
      n++;
    }
  CHECK (n == xml_kinds.n, "%u count values for %u kinds", n, xml_kinds.n);
}

/* A schema's marker-kind lists: each <choice> of <value>s naming fortress
 * and siege, which must be the XML's kinds, no more, no fewer. Returns how
 * many lists there are. */
static guint
check_choices (xmlNodePtr node, const char *file)
{
  guint lists = 0;
  for (xmlNodePtr c = node->children; c; c = c->next)
    {
      if (!is (c, "choice"))
        {
          if (c->type == XML_ELEMENT_NODE)
            lists += check_choices (c, file);
          continue;
        }
      gboolean seen[MAX_KINDS] = { FALSE };
      guint values = 0, known = 0;
      gboolean fortress = FALSE, siege = FALSE;
      for (xmlNodePtr v = c->children; v; v = v->next)
        if (is (v, "value"))
          {
            xmlChar *text = xmlNodeGetContent (v);
            int k = xml_kind_index ((const char *) text);
            fortress |= strcmp ((const char *) text, "fortress") == 0;
            siege |= strcmp ((const char *) text, "siege") == 0;
            values++;
            if (k >= 0 && !seen[k])
              seen[k] = TRUE, known++;
            xmlFree (text);
          }
      if (fortress && siege)
        {
          lists++;
          CHECK (values == known && known == xml_kinds.n,
                 "%s:%ld: a marker-kind list of %u values, %u of the %u kinds of counters.xml", file,
                 xmlGetLineNo (c), values, known, xml_kinds.n);
        }
      lists += check_choices (c, file);
    }
  return lists;
}

static void
check_schema (const char *rel, guint want_lists)
{
  load_xml_kinds ();
  xmlDocPtr doc = read_src (rel);
  if (!doc)
    return;
  guint lists = check_choices (xmlDocGetRootElement (doc), rel);
  CHECK (lists == want_lists, "%s: %u marker-kind lists, expected %u", rel, lists, want_lists);
  xmlFreeDoc (doc);
}

static void
test_save_schema (void)
{
  check_schema ("src/lib/io/save.rng", 1);
}

static void
test_case_schema (void)
{
  check_schema ("oracle/case.rng", 3);
}

/* setup.rng places only some kinds (fortress, partisans: 4.2-4.5), but each
 * value of a "marker" attribute must be a kind of counters.xml. */
static guint
check_marker_attrs (xmlNodePtr node)
{
  guint n = 0;
  for (xmlNodePtr c = node->children; c; c = c->next)
    {
      if (c->type != XML_ELEMENT_NODE)
        continue;
      xmlChar *name = is (c, "attribute") ? xmlGetProp (c, (const xmlChar *) "name") : NULL;
      if (name && strcmp ((const char *) name, "marker") == 0)
        for (xmlNodePtr v = c->children; v; v = v->next)
          if (is (v, "value"))
            {
              xmlChar *text = xmlNodeGetContent (v);
              CHECK (xml_kind_index ((const char *) text) >= 0, "setup.rng:%ld: marker %s is no kind",
                     xmlGetLineNo (v), text);
              xmlFree (text);
              n++;
            }
      xmlFree (name);
      n += check_marker_attrs (c);
    }
  return n;
}

static void
test_setup_schema (void)
{
  load_xml_kinds ();
  xmlDocPtr doc = read_src ("rules-xml/setup.rng");
  if (!doc)
    return;
  CHECK (check_marker_attrs (xmlDocGetRootElement (doc)) > 0, "setup.rng names no marker");
  xmlFreeDoc (doc);
}

static CU_TestInfo tests[] = {
  { "generated names and labels are counters.xml's", test_generated_rows },
  { "the engine names every kind", test_piece_names },
  { "the counters table lists the kinds", test_table_kinds },
  { "save.rng lists every kind", test_save_schema },
  { "case.rng lists every kind", test_case_schema },
  { "setup.rng names only kinds", test_setup_schema },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  int rc = cu_run ("marker kinds", tests);
  for (guint k = 0; k < xml_kinds.n; k++)
    g_free (xml_kinds.name[k]), g_free (xml_kinds.label[k]), g_free (xml_kinds.intro[k]);
  return rc;
}
