/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Reading untrusted input (saved games, oracle cases) safely: files of a
 * bounded size that are regular files, and XML with no DTD, no entities,
 * no network, validated against a schema compiled once per process. */
#ifndef ARDINA_XMLIN_H
#define ARDINA_XMLIN_H

#include "internal.h"
#include <libxml/tree.h>

/* Largest document accepted, in bytes: far above any real case or save. */
#define ARDINA_XML_MAX (4u << 20)

/* The schemas of untrusted documents, embedded in the library
 * (src/data/schemas.c). Each is compiled the first time it is needed and
 * kept for the life of the process (thread-safe). */
typedef enum {
  ARDINA_XML_SCHEMA_SAVE,    /* src/lib/io/save.rng: saved games */
  ARDINA_XML_SCHEMA_CASE,    /* oracle/case.rng: oracle cases */
  ARDINA_XML_N_SCHEMAS
} ArdinaXmlSchema;

/* Parses @data (named @filename in messages) and validates it against
 * @schema. Network access, entity substitution, DTD loading and DTD
 * validation are off, a document with a DOCTYPE is refused outright (no
 * entity can expand), and the size is checked before parsing. Errors are
 * ARDINA_ERROR_PARSE with "file:line: reason". Returns the document (free
 * with xmlFreeDoc) or NULL. */
xmlDocPtr ardina_xml_read (const char *data, gsize len, const char *filename, ArdinaXmlSchema schema,
                           GError **error);

/* Reads the whole file @path into *@data (NUL-terminated, g_free) and
 * *@len, refusing before reading anything a path that is not a regular
 * file (a directory, a FIFO, a device, a socket: opening never blocks)
 * and a file over @max bytes; a file that grows past @max while it is read
 * is refused too, having read at most @max + 1 bytes. Errors are
 * ARDINA_ERROR_PARSE (ARDINA_ERROR_NOT_FOUND when the file does not exist)
 * with "path:1: reason". */
gboolean ardina_file_read (const char *path, gsize max, char **data, gsize *len, GError **error);

/* ardina_file_read() with the documents' limit, ARDINA_XML_MAX: the data
 * or NULL. */
char *ardina_xml_slurp (const char *path, gsize *len, GError **error);

/* The attribute as a new string (g_free), or NULL. */
char *ardina_xml_attr (xmlNodePtr node, const char *name);
gboolean ardina_xml_is (xmlNodePtr node, const char *name);
/* "file:line: " error about @node. */
void ardina_xml_error (GError **error, const char *filename, xmlNodePtr node, const char *fmt, ...)
  G_GNUC_PRINTF (4, 5);

#endif /* ARDINA_XMLIN_H */
