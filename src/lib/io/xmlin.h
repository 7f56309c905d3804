/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Reading untrusted XML (saved games, oracle cases) safely. */
#ifndef ARDINA_XMLIN_H
#define ARDINA_XMLIN_H

#include "internal.h"
#include <libxml/tree.h>

/* Largest document accepted, in bytes: far above any real case or save. */
#define ARDINA_XML_MAX (4u << 20)

/* Parses @data (named @filename in messages) and validates it against the
 * RelaxNG schema held in memory (@schema, @schema_len). Network access,
 * entity substitution, DTD loading and DTD validation are off, a document
 * with a DOCTYPE is refused outright (no entity can expand), and the size
 * is checked before parsing. Errors are ARDINA_ERROR_PARSE with
 * "file:line: reason". Returns the document (free with xmlFreeDoc) or NULL. */
xmlDocPtr ardina_xml_read (const char *data, gsize len, const char *filename,
                           const char *schema, gsize schema_len, GError **error);

/* Reads a whole file with the same size limit. */
char *ardina_xml_slurp (const char *path, gsize *len, GError **error);

/* The attribute as a new string (g_free), or NULL. */
char *ardina_xml_attr (xmlNodePtr node, const char *name);
gboolean ardina_xml_is (xmlNodePtr node, const char *name);
/* "file:line: " error about @node. */
void ardina_xml_error (GError **error, const char *filename, xmlNodePtr node, const char *fmt, ...)
  G_GNUC_PRINTF (4, 5);

#endif /* ARDINA_XMLIN_H */
