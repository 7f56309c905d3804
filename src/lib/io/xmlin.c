/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Safe reading of untrusted XML: saved games and oracle cases.
 *
 * libxml2's parser and error handlers are process-global, and a library
 * must not take them over from its host program: errors are collected
 * through the parser context's own structured handler, and xmlInitParser()
 * is called (it may be called many times) but never xmlCleanupParser(). */
#include "xmlin.h"

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <glib/gstdio.h>
#include <stdarg.h>
#include <string.h>

typedef struct {
  const char *filename;
  GString *first;      /* the first error, "file:line: message" */
  gboolean located;    /* the first error came with its line */
} Sink;

/* libxml2's RelaxNG validator may report an error without a node (line 0)
 * before the same fault with its node: an unlocated error is kept only
 * until a located one arrives. */
static void
collect (void *data, xmlErrorPtr e)
{
  Sink *s = data;
  if (!e || e->level < XML_ERR_ERROR)
    return;
  long line = e->line > 0 ? e->line : e->node ? xmlGetLineNo ((xmlNodePtr) e->node) : 0;
  if (s->first->len && (s->located || line <= 0))
    return;
  const char *m = e->message ? e->message : "error";
  gsize n = strlen (m);
  while (n && (m[n - 1] == '\n' || m[n - 1] == ' '))
    n--;
  g_string_printf (s->first, "%s:%ld: %.*s", s->filename, line > 0 ? line : 1, (int) n, m);
  s->located = line > 0;
}

/* Parser errors arrive with the parser context as data (its userData);
 * our sink rides in the context's _private. */
static void
collect_parser (void *data, xmlErrorPtr e)
{
  xmlParserCtxtPtr ctxt = data;
  collect (ctxt->_private, e);
}

/* A DOCTYPE stops the parse where it starts, before any entity is
 * declared, let alone expanded (no billion laughs, no external entity). */
static void
refuse_doctype (void *data, const xmlChar *name, const xmlChar *external_id, const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = data;
  Sink *s = ctxt->_private;
  g_string_printf (s->first, "%s:%d: a DOCTYPE is not allowed (no DTD, no entities)", s->filename,
                   ctxt->input && ctxt->input->line > 0 ? ctxt->input->line : 1);
  s->located = TRUE;
  ctxt->wellFormed = 0;
  xmlStopParser (ctxt);
}

static gboolean
fail (GError **error, Sink *s, const char *fallback)
{
  if (!s->first->len)
    g_string_printf (s->first, "%s:1: %s", s->filename, fallback);
  g_set_error_literal (error, ARDINA_ERROR, ARDINA_ERROR_PARSE, s->first->str);
  return FALSE;
}

static gboolean
validate (xmlDocPtr doc, const char *schema, gsize schema_len, Sink *s, GError **error)
{
  xmlRelaxNGParserCtxtPtr pc = xmlRelaxNGNewMemParserCtxt (schema, (int) schema_len);
  xmlRelaxNGPtr rng = xmlRelaxNGParse (pc);
  xmlRelaxNGFreeParserCtxt (pc);
  if (!rng)
    return fail (error, s, "internal error: the embedded schema does not load");
  xmlRelaxNGValidCtxtPtr vc = xmlRelaxNGNewValidCtxt (rng);
  xmlRelaxNGSetValidStructuredErrors (vc, collect, s);
  int rc = xmlRelaxNGValidateDoc (vc, doc);
  xmlRelaxNGFreeValidCtxt (vc);
  xmlRelaxNGFree (rng);
  return rc == 0 || fail (error, s, "the document does not follow its schema");
}

xmlDocPtr
ardina_xml_read (const char *data, gsize len, const char *filename, const char *schema,
                 gsize schema_len, GError **error)
{
  Sink s = { filename ? filename : "(memory)", g_string_new (NULL), FALSE };
  xmlDocPtr doc = NULL;
  if (len > ARDINA_XML_MAX)
    {
      g_string_printf (s.first, "%s:1: document of %" G_GSIZE_FORMAT " bytes refused (the limit is %u)",
                       s.filename, len, ARDINA_XML_MAX);
      fail (error, &s, "");
      goto out;
    }
  xmlInitParser ();
  xmlParserCtxtPtr ctxt = xmlNewParserCtxt ();
  if (!ctxt)
    {
      fail (error, &s, "out of memory");
      goto out;
    }
  /* The context's own handler, never the process-global one. */
  ctxt->sax->serror = collect_parser;
  ctxt->sax->internalSubset = refuse_doctype;
  ctxt->_private = &s;
  doc = xmlCtxtReadMemory (ctxt, data, (int) len, s.filename, NULL, XML_PARSE_NONET | XML_PARSE_NOCDATA);
  xmlFreeParserCtxt (ctxt);
  if (!doc)
    {
      fail (error, &s, "not well-formed XML");
      goto out;
    }
  if (doc->intSubset || doc->extSubset)
    {
      long line = doc->intSubset ? xmlGetLineNo ((xmlNodePtr) doc->intSubset) : 1;
      g_string_printf (s.first, "%s:%ld: a DOCTYPE is not allowed (no DTD, no entities)", s.filename,
                       line > 0 ? line : 1);
      fail (error, &s, "");
    }
  else if (validate (doc, schema, schema_len, &s, error))
    goto out;
  xmlFreeDoc (doc);
  doc = NULL;
out:
  g_string_free (s.first, TRUE);
  return doc;
}

char *
ardina_xml_slurp (const char *path, gsize *len, GError **error)
{
  GStatBuf st;
  char *data = NULL;
  if (g_stat (path, &st) == 0 && (guint64) st.st_size > ARDINA_XML_MAX)
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_PARSE, "%s:1: file of %" G_GUINT64_FORMAT
                   " bytes refused (the limit is %u)", path, (guint64) st.st_size, ARDINA_XML_MAX);
      return NULL;
    }
  GError *e = NULL;
  if (!g_file_get_contents (path, &data, len, &e))
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_PARSE, "%s:1: %s", path, e->message);
      g_error_free (e);
      return NULL;
    }
  return data;
}

char *
ardina_xml_attr (xmlNodePtr node, const char *name)
{
  xmlChar *v = xmlGetProp (node, (const xmlChar *) name);
  char *s = v ? g_strdup ((const char *) v) : NULL;
  xmlFree (v);
  return s;
}

gboolean
ardina_xml_is (xmlNodePtr node, const char *name)
{
  return node && node->type == XML_ELEMENT_NODE && strcmp ((const char *) node->name, name) == 0;
}

void
ardina_xml_error (GError **error, const char *filename, xmlNodePtr node, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  long line = node ? xmlGetLineNo (node) : 1;
  g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_PARSE, "%s:%ld: %s", filename, line > 0 ? line : 1, msg);
  g_free (msg);
}
