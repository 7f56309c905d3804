/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* fuzz-dict: writes the libFuzzer dictionaries of the harnesses from what
 * the library knows, so that they never fall out of step with it:
 *
 *   fuzz-dict save|case|action > NAME.dict
 *
 * save, case: the element and attribute names and the fixed values of
 * the schema (save.rng, case.rng, embedded in the library), then the
 * names a document spells (pieces, locales, regions, levels, procedures,
 * their steps and fields, zones, flags, moments, rule ids); action: the
 * sides, verbs and operand names of actions. */
#include "core/engine.h"

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

extern const char ardina_schema_save[];
extern const unsigned ardina_schema_save_len;
extern const char ardina_schema_case[];
extern const unsigned ardina_schema_case_len;

static GHashTable *written;

/* One dictionary entry, escaped as libFuzzer reads them. */
static void
word (const char *w)
{
  if (!w || !*w || g_hash_table_contains (written, w))
    return;
  g_hash_table_add (written, g_strdup (w));
  putchar ('"');
  for (const char *p = w; *p; p++)
    if (*p == '"' || *p == '\\')
      printf ("\\%c", *p);
    else if ((unsigned char) *p < 0x20 || (unsigned char) *p >= 0x7f)
      printf ("\\x%02x", (unsigned char) *p);
    else
      putchar (*p);
  puts ("\"");
}

static void G_GNUC_PRINTF (1, 2)
wordf (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *w = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  word (w);
  g_free (w);
}

/* The schema's names: <element name=>, <attribute name=>, <value>. */
static void
schema_words (xmlNodePtr n)
{
  for (; n; n = n->next)
    {
      if (n->type != XML_ELEMENT_NODE)
        continue;
      const char *tag = (const char *) n->name;
      xmlChar *name = xmlGetProp (n, (const xmlChar *) "name");
      if (name && strcmp (tag, "element") == 0)
        {
          wordf ("<%s", (const char *) name);
          wordf ("</%s>", (const char *) name);
        }
      else if (name && strcmp (tag, "attribute") == 0)
        wordf (" %s=\"", (const char *) name);
      else if (strcmp (tag, "value") == 0)
        {
          xmlChar *v = xmlNodeGetContent (n);
          word ((const char *) v);
          xmlFree (v);
        }
      xmlFree (name);
      schema_words (n->children);
    }
}

static void
schema (const char *text, unsigned len)
{
  xmlDocPtr doc = xmlReadMemory (text, (int) len, "schema.rng", NULL, XML_PARSE_NONET);
  if (doc)
    schema_words (xmlDocGetRootElement (doc));
  xmlFreeDoc (doc);
  word ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
  word ("/>");
  word ("\"/>");
  word ("<!--");
  word ("-->");
}

/* Names of pieces and places: what actions and documents both use. */
static void
piece_words (void)
{
  for (guint i = 0; i < ARDINA_DATA_N_UNITS; i++)
    word (ardina_code_name (ARDINA_CODE_UNIT | (uint16_t) i));
  for (guint i = 0; i < ARDINA_DATA_N_LEADERS; i++)
    word (ardina_code_name (ARDINA_CODE_LEADER | (uint16_t) i));
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGN_PIECES; i++)
    word (ardina_code_name (ARDINA_CODE_PIECE | (uint16_t) i));
  for (guint i = 0; i < ARDINA_MARKER_COUNT; i++)
    word (ardina_code_name (ARDINA_CODE_MARKER | (uint16_t) i));
  for (guint i = 0; i < ARDINA_DATA_N_LOCALES; i++)
    word (ardina_data_locales[i].name);
  for (guint i = 0; i < ARDINA_DATA_N_MAP_REGIONS; i++)
    word (ardina_data_map_regions[i].name);
  word ("american");
  word ("british");
  word ("hand");
}

/* Names only documents spell. */
static void
document_words (void)
{
  for (guint i = 0; i < ARDINA_DATA_N_REGIONS; i++)
    word (ardina_data_regions[i].name);
  for (guint i = 0; i < ARDINA_DATA_N_PROGRESS; i++)
    word (ardina_data_progress[i].name);
  for (guint i = 0; i < ARDINA_DATA_N_BALANCE; i++)
    word (ardina_data_balance[i].name);
  for (guint i = 0; i < ARDINA_DATA_N_CAMPAIGNS; i++)
    word (ardina_data_campaigns[i].name);
  for (guint i = 0; i < ARDINA_DATA_N_MOMENTS; i++)
    word (ardina_data_moments[i].name);
  for (guint i = 0; i < ARDINA_ZONE_COUNT; i++)
    word (ardina_zone_names[i]);
  for (guint i = 0; i < ARDINA_PIECE_N_FLAGS; i++)
    word (ardina_flag_names[i]);
  for (guint i = 0; i < ARDINA_RESULT_COUNT; i++)
    word (ardina_result_names[i]);
  for (guint p = 0; p < ARDINA_PROC_COUNT; p++)
    {
      const ArdinaProcClass *k = ardina_proc_class ((uint8_t) p);
      word (k->name);
      for (guint i = 0; i < k->n_steps; i++)
        word (k->steps[i]);
      for (guint i = 0; i < k->n_fields; i++)
        {
          word (k->fields[i].name);
          if (k->fields[i].type == ARDINA_FIELD_NAME)
            for (int v = 0; v <= k->fields[i].max; v++)
              word (k->fields[i].name_at ((guint) v));
        }
    }
  for (guint i = 0; i < ARDINA_DATA_N_RULES; i++)
    word (ardina_data_rules[i].id);
  word ("none");
  word ("waiting");
  word ("returned");
  word ("yes");
  word ("no");
  word ("ardina-save-2");
  word ("ardina-save-3");
}

int
main (int argc, char **argv)
{
  const char *what = argc == 2 ? argv[1] : "";
  written = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  printf ("# SPDX-License-Identifier: LGPL-2.1-or-later\n# Generated by tests/fuzz/fuzz-dict %s: do not edit.\n", what);
  if (strcmp (what, "save") == 0)
    {
      schema (ardina_schema_save, ardina_schema_save_len);
      document_words ();
      piece_words ();
    }
  else if (strcmp (what, "case") == 0)
    {
      schema (ardina_schema_case, ardina_schema_case_len);
      document_words ();
      piece_words ();
    }
  else if (strcmp (what, "action") == 0)
    {
      static const char *const verbs[] = { "place", "offer", "withdraw", "seal", "end", "return", "spy",
                                           "counter", "decline", "play" };
      for (guint i = 0; i < G_N_ELEMENTS (verbs); i++)
        {
          word (verbs[i]);
          wordf ("american %s", verbs[i]);
          wordf ("british %s", verbs[i]);
        }
      piece_words ();
      word ("\n");
    }
  else
    {
      fprintf (stderr, "usage: fuzz-dict save|case|action\n");
      return 2;
    }
  g_hash_table_destroy (written);
  return 0;
}
