/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Safe reading of untrusted input: saved games and oracle cases.
 *
 * libxml2's parser and error handlers are process-global, and a library
 * must not take them over from its host program: errors are collected
 * through the parser context's own structured handler, and xmlInitParser()
 * is called (it may be called many times) but never xmlCleanupParser().
 *
 * The work a document may cause is bounded: files are read only when they
 * are regular files, and at most ARDINA_XML_MAX bytes of them; the parser
 * keeps libxml2's default limits (no XML_PARSE_HUGE: nesting depth, name
 * and text lengths); each schema is compiled once per process, not once
 * per document. */
#include "xmlin.h"

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#ifdef G_OS_UNIX
#include <unistd.h>
#else
#include <io.h>
#endif
#ifndef O_NONBLOCK
#define O_NONBLOCK 0
#endif
#ifndef O_NOCTTY
#define O_NOCTTY 0
#endif
#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif
#ifndef O_BINARY
#define O_BINARY 0
#endif

/* The schemas, embedded by src/gen/embed into src/data/schemas.c. */
extern const char ardina_schema_save[];
extern const unsigned ardina_schema_save_len;
extern const char ardina_schema_case[];
extern const unsigned ardina_schema_case_len;

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
  /* One line: libxml2 puts some details on a second one. */
  g_strdelimit (s->first->str, "\n", ' ');
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

/* ---- the schemas, compiled once ---- */

static void
ignore_errors (void *data, xmlErrorPtr e)
{
}

/* A GThreadFunc: compiles the schema @data (an ArdinaXmlSchema) and
 * returns it, or NULL if it does not compile (a build fault, reported on
 * every document). */
static gpointer
compile (gpointer data)
{
  ArdinaXmlSchema which = GPOINTER_TO_UINT (data);
  const char *text = which == ARDINA_XML_SCHEMA_SAVE ? ardina_schema_save : ardina_schema_case;
  unsigned len = which == ARDINA_XML_SCHEMA_SAVE ? ardina_schema_save_len : ardina_schema_case_len;
  xmlInitParser ();
  xmlRelaxNGParserCtxtPtr pc = xmlRelaxNGNewMemParserCtxt (text, (int) len);
  if (!pc)
    return NULL;
  xmlRelaxNGSetParserStructuredErrors (pc, ignore_errors, NULL);
  xmlRelaxNGPtr rng = xmlRelaxNGParse (pc);
  xmlRelaxNGFreeParserCtxt (pc);
  return rng;
}

/* The compiled schema, shared by every thread: validation contexts are
 * per document, the compiled grammar is only read. */
static xmlRelaxNGPtr
schema_get (ArdinaXmlSchema which)
{
  static GOnce once[ARDINA_XML_N_SCHEMAS] = { G_ONCE_INIT, G_ONCE_INIT };
  G_STATIC_ASSERT (ARDINA_XML_N_SCHEMAS == 2);
  return g_once (&once[which], compile, GUINT_TO_POINTER (which));
}

static gboolean
validate (xmlDocPtr doc, ArdinaXmlSchema schema, Sink *s, GError **error)
{
  xmlRelaxNGPtr rng = schema_get (schema);
  if (!rng)
    return fail (error, s, "internal error: the embedded schema does not load");
  xmlRelaxNGValidCtxtPtr vc = xmlRelaxNGNewValidCtxt (rng);
  if (!vc)
    return fail (error, s, "out of memory");
  xmlRelaxNGSetValidStructuredErrors (vc, collect, s);
  int rc = xmlRelaxNGValidateDoc (vc, doc);
  xmlRelaxNGFreeValidCtxt (vc);
  return rc == 0 || fail (error, s, "the document does not follow its schema");
}

/* ---- bounds on what the parser and the validator are given ---- */

/* The most attributes of one element: the schemas' elements have at most
 * eight. libxml2 (2.9) checks each attribute of a start tag against every
 * earlier one of the same tag, so one tag of 200,000 attributes would keep
 * it busy for minutes: such a tag is refused from the raw text, before
 * parsing. */
#define MAX_ATTRIBUTES 32
/* The most elements of one document: a full save has about 1,500, the
 * longest case a few hundred, and a case at most 10,000 steps. The
 * validator's work on a document that breaks the schema grows faster than
 * its size (16,000 wrong elements take a quarter of a second), so the
 * count is checked before validating. */
#define MAX_ELEMENTS 16384

/* The first start tag of @data with more than MAX_ATTRIBUTES attributes
 * (the '=' signs outside quotes of a tag), or NULL. Comments, processing
 * instructions and CDATA sections are skipped; what is not well-formed is
 * left to the parser to refuse. */
static const char *
crowded_tag (const char *data, gsize len)
{
  const char *p = data, *end = data + len;
  while (p < end && (p = memchr (p, '<', (gsize) (end - p))))
    {
      const char *tag = p++;
      if (p < end && (*p == '!' || *p == '?'))
        {
          const char *close = *p == '?' ? "?>" : end - p >= 3 && memcmp (p, "!--", 3) == 0 ? "-->"
                              : end - p >= 8 && memcmp (p, "![CDATA[", 8) == 0 ? "]]>" : ">";
          const char *at = g_strstr_len (p, end - p, close);
          if (!at)
            return NULL;
          p = at + strlen (close);
          continue;
        }
      guint eq = 0;
      char quote = 0;
      for (; p < end; p++)
        if (quote)
          quote = *p == quote ? 0 : quote;
        else if (*p == '"' || *p == '\'')
          quote = *p;
        else if (*p == '=' && ++eq > MAX_ATTRIBUTES)
          return tag;
        else if (*p == '>' || *p == '<')
          break;
    }
  return NULL;
}

/* The first element of @doc past MAX_ELEMENTS, in document order, or NULL. */
static xmlNodePtr
element_over (xmlDocPtr doc)
{
  guint n = 0;
  xmlNodePtr node = xmlDocGetRootElement (doc);
  while (node)
    {
      if (node->type == XML_ELEMENT_NODE && ++n > MAX_ELEMENTS)
        return node;
      if (node->type == XML_ELEMENT_NODE && node->children)
        node = node->children;
      else
        {
          while (node && !node->next)
            node = node->parent && node->parent->type == XML_ELEMENT_NODE ? node->parent : NULL;
          node = node ? node->next : NULL;
        }
    }
  return NULL;
}

xmlDocPtr
ardina_xml_read (const char *data, gsize len, const char *filename, ArdinaXmlSchema schema,
                 GError **error)
{
  g_return_val_if_fail ((guint) schema < ARDINA_XML_N_SCHEMAS, NULL);
  Sink s = { filename ? filename : "(memory)", g_string_new (NULL), FALSE };
  xmlDocPtr doc = NULL;
  xmlNodePtr over;
  if (len > ARDINA_XML_MAX)
    {
      g_string_printf (s.first, "%s:1: document of %" G_GSIZE_FORMAT " bytes refused (the limit is %u)",
                       s.filename, len, ARDINA_XML_MAX);
      fail (error, &s, "");
      goto out;
    }
  const char *crowded = crowded_tag (data, len);
  if (crowded)
    {
      guint line = 1;
      for (const char *p = data; p < crowded; p++)
        line += *p == '\n';
      g_string_printf (s.first, "%s:%u: an element with more than %d attributes: refused before parsing",
                       s.filename, line, MAX_ATTRIBUTES);
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
  /* Saves and cases are UTF-8: the declaration's encoding is not
   * followed (no converter runs, and none reports its errors on the
   * process-global handler), bytes that are not UTF-8 are refused. */
  doc = xmlCtxtReadMemory (ctxt, data, (int) len, s.filename, "UTF-8",
                           XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES | XML_PARSE_IGNORE_ENC);
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
  else if ((over = element_over (doc)))
    {
      g_string_printf (s.first, "%s:%ld: <%s>: a document has at most %d elements: refused before validating",
                       s.filename, MAX (xmlGetLineNo (over), 1L), (const char *) over->name, MAX_ELEMENTS);
      fail (error, &s, "");
    }
  else if (validate (doc, schema, &s, error))
    goto out;
  xmlFreeDoc (doc);
  doc = NULL;
out:
  g_string_free (s.first, TRUE);
  return doc;
}

/* ---- files ---- */

static gboolean G_GNUC_PRINTF (4, 5)
file_error (GError **error, int code, const char *path, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_set_error (error, ARDINA_ERROR, code, "%s:1: %s", path, msg);
  g_free (msg);
  return FALSE;
}

/* What a path is when it is not a regular file, for the refusal. */
static const char *
file_kind (mode_t mode)
{
  if (S_ISDIR (mode))
    return "a directory";
#ifdef S_ISFIFO
  if (S_ISFIFO (mode))
    return "a FIFO";
#endif
#ifdef S_ISCHR
  if (S_ISCHR (mode))
    return "a character device";
#endif
#ifdef S_ISBLK
  if (S_ISBLK (mode))
    return "a block device";
#endif
#ifdef S_ISSOCK
  if (S_ISSOCK (mode))
    return "a socket";
#endif
  return "not a regular file";
}

/* Is @st a regular file of at most @max bytes? FALSE with the error set. */
static gboolean
file_ok (const char *path, const GStatBuf *st, gsize max, GError **error)
{
  if (!S_ISREG (st->st_mode))
    return file_error (error, ARDINA_ERROR_PARSE, path, "%s, not a regular file: refused", file_kind (st->st_mode));
  if ((guint64) st->st_size > (guint64) max)
    return file_error (error, ARDINA_ERROR_PARSE, path, "file of %" G_GUINT64_FORMAT " bytes refused (the limit is %"
                       G_GSIZE_FORMAT ")", (guint64) st->st_size, max);
  return TRUE;
}

gboolean
ardina_file_read (const char *path, gsize max, char **data, gsize *len, GError **error)
{
  g_return_val_if_fail (path != NULL && data != NULL, FALSE);
  g_return_val_if_fail (max < G_MAXSIZE, FALSE);
  *data = NULL;
  if (len)
    *len = 0;
  /* Looked at before it is opened (opening a device may do something),
   * then opened without blocking (a FIFO swapped in meanwhile would wait
   * for a writer) and looked at again through the descriptor. */
  GStatBuf st;
  if (g_stat (path, &st) != 0)
    {
      int e = errno;
      return file_error (error, e == ENOENT ? ARDINA_ERROR_NOT_FOUND : ARDINA_ERROR_PARSE, path, "%s", g_strerror (e));
    }
  if (!file_ok (path, &st, max, error))
    return FALSE;
  int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_BINARY, 0);
  if (fd < 0)
    {
      int e = errno;
      return file_error (error, e == ENOENT ? ARDINA_ERROR_NOT_FOUND : ARDINA_ERROR_PARSE, path, "%s", g_strerror (e));
    }
  GStatBuf fst;
  if (fstat (fd, &fst) != 0 || !file_ok (path, &fst, max, error))
    {
      if (error && !*error)
        file_error (error, ARDINA_ERROR_PARSE, path, "%s", g_strerror (errno));
      close (fd);
      return FALSE;
    }
  /* The size may have changed since: read what is there, up to one byte
   * past the limit to tell a file that grew too large. */
  gsize cap = MIN ((gsize) fst.st_size, max) + 1, n = 0;
  char *buf = g_malloc (cap + 1);
  for (;;)
    {
      if (n == cap)
        {
          if (cap > max)
            break;
          cap = MIN (2 * cap, max + 1);
          buf = g_realloc (buf, cap + 1);
        }
      gssize got = read (fd, buf + n, cap - n);
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          int e = errno;
          close (fd);
          g_free (buf);
          return file_error (error, ARDINA_ERROR_PARSE, path, "%s", g_strerror (e));
        }
      if (got == 0)
        break;
      n += (gsize) got;
    }
  close (fd);
  if (n > max)
    {
      g_free (buf);
      return file_error (error, ARDINA_ERROR_PARSE, path, "file grew past %" G_GSIZE_FORMAT " bytes while it was read: refused", max);
    }
  buf[n] = 0;
  *data = buf;
  if (len)
    *len = n;
  return TRUE;
}

char *
ardina_xml_slurp (const char *path, gsize *len, GError **error)
{
  char *data = NULL;
  return ardina_file_read (path, ARDINA_XML_MAX, &data, len, error) ? data : NULL;
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
