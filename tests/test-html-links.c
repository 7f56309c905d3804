/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The HTML rules reference has no broken link, and is well-formed.
 *
 * Every page of doc/rules-html/ is read with libxml2's XML parser (the
 * pages are XHTML-compatible, so a page that is not well-formed fails);
 * every href and src that is not an absolute URL must name a file that
 * exists and, with a #fragment, an id in it. Every page must carry the
 * viewport line a phone needs. The links a forum post is promised
 * (18.4.html#step-2, 7.9.html#spy, rulings.html#R-1) must resolve, and
 * each rule id of the independent list tests/rule-ids.txt must have its
 * page. No network is used (linkchecker may not be installed).
 *
 * The checker itself is held to tests/html-broken/, a page with a
 * missing file, a missing fragment and no viewport, which must give
 * exactly those three problems: a checker that finds nothing fails.
 *
 * 'ardina html' itself: no directory is a usage error (exit 2), a
 * directory it cannot make a failure (exit 1).
 *
 * Usage: test-html-links [DIR]; without DIR, as 'make check' runs it,
 * both the built reference and the broken fixture. */
#include <glib.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct {
  const char *dir;
  GHashTable *ids;      /* file name -> GHashTable of its ids, or NULL when unreadable */
  guint problems;
} Site;

static void
problem (Site *site, const char *fmt, ...) G_GNUC_PRINTF (2, 3);

static void
problem (Site *site, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  printf ("%s: %s\n", site->dir, msg);
  g_free (msg);
  site->problems++;
}

static void
collect_ids (xmlNode *node, GHashTable *ids)
{
  for (xmlNode *n = node; n; n = n->next)
    {
      if (n->type != XML_ELEMENT_NODE)
        continue;
      xmlChar *id = xmlGetProp (n, (const xmlChar *) "id");
      if (id)
        g_hash_table_add (ids, g_strdup ((const char *) id));
      xmlFree (id);
      collect_ids (n->children, ids);
    }
}

static xmlDoc *
read_page (Site *site, const char *name)
{
  char *path = g_build_filename (site->dir, name, NULL);
  xmlDoc *doc = xmlReadFile (path, NULL, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (!doc)
    {
      char *why = g_strdup (xmlGetLastError () ? xmlGetLastError ()->message : "?");
      problem (site, "%s is not well-formed: %s", name, g_strchomp (why));
      g_free (why);
    }
  g_free (path);
  return doc;
}

/* The ids of page @name, read once; NULL for a file that is not a page
 * (a stylesheet, a script) or cannot be read. */
static GHashTable *
ids_of (Site *site, const char *name)
{
  gpointer found;
  if (g_hash_table_lookup_extended (site->ids, name, NULL, &found))
    return found;
  GHashTable *ids = NULL;
  if (g_str_has_suffix (name, ".html"))
    {
      xmlDoc *doc = read_page (site, name);
      if (doc)
        {
          ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          collect_ids (xmlDocGetRootElement (doc), ids);
          xmlFreeDoc (doc);
        }
    }
  g_hash_table_insert (site->ids, g_strdup (name), ids);
  return ids;
}

static gboolean
external (const char *target)
{
  return g_str_has_prefix (target, "http:") || g_str_has_prefix (target, "https:")
         || g_str_has_prefix (target, "mailto:");
}

/* @target as written in page @from: "18.4.html#step-2", "#spy", "ardina.css". */
static void
check_target (Site *site, const char *from, const char *target)
{
  if (external (target))
    return;
  const char *hash = strchr (target, '#');
  const char *q = strchr (target, '?');
  size_t len = hash ? (size_t) (hash - target) : q ? (size_t) (q - target) : strlen (target);
  char *file = len ? g_strndup (target, len) : g_strdup (from);
  char *path = g_build_filename (site->dir, file, NULL);
  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    problem (site, "%s links to %s: no such file", from, target);
  else if (hash && hash[1])
    {
      GHashTable *ids = ids_of (site, file);
      if (!ids || !g_hash_table_contains (ids, hash + 1))
        problem (site, "%s links to %s: no id %s in %s", from, target, hash + 1, file);
    }
  g_free (path), g_free (file);
}

static void
check_links (Site *site, const char *from, xmlNode *node, gboolean *viewport)
{
  static const char *const attrs[] = { "href", "src", "action" };
  for (xmlNode *n = node; n; n = n->next)
    {
      if (n->type != XML_ELEMENT_NODE)
        continue;
      for (guint i = 0; i < G_N_ELEMENTS (attrs); i++)
        {
          xmlChar *v = xmlGetProp (n, (const xmlChar *) attrs[i]);
          if (v)
            check_target (site, from, (const char *) v);
          xmlFree (v);
        }
      xmlChar *name = xmlGetProp (n, (const xmlChar *) "name");
      if (name && strcmp ((const char *) name, "viewport") == 0 && strcmp ((const char *) n->name, "meta") == 0)
        *viewport = TRUE;
      xmlFree (name);
      check_links (site, from, n->children, viewport);
    }
}

static void
check_page (Site *site, const char *name)
{
  xmlDoc *doc = read_page (site, name);
  if (!doc)
    return;
  gboolean viewport = FALSE;
  check_links (site, name, xmlDocGetRootElement (doc), &viewport);
  if (!viewport)
    problem (site, "%s has no viewport meta line (unreadable on a phone)", name);
  xmlFreeDoc (doc);
}

/* Returns the number of pages checked. */
static guint
check_site (Site *site)
{
  GDir *dir = g_dir_open (site->dir, 0, NULL);
  guint pages = 0;
  if (!dir)
    {
      problem (site, "cannot open the directory");
      return 0;
    }
  const char *name;
  while ((name = g_dir_read_name (dir)))
    if (g_str_has_suffix (name, ".html"))
      check_page (site, name), pages++;
  g_dir_close (dir);
  return pages;
}

static Site
site_new (const char *dir)
{
  Site s = { dir, g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         (GDestroyNotify) g_hash_table_unref), 0 };
  return s;
}

static void
site_free (Site *site)
{
  /* Values may be NULL: drop them one by one. */
  GHashTableIter it;
  gpointer v;
  g_hash_table_iter_init (&it, site->ids);
  while (g_hash_table_iter_next (&it, NULL, &v))
    if (!v)
      g_hash_table_iter_steal (&it);
  g_hash_table_destroy (site->ids);
}

/* What a forum post links to, and a page for every rule id. */
static void
check_promised (Site *site, const char *srcdir)
{
  static const char *const promised[] = {
    "index.html", "search.html", "search-index.js", "search.js", "ardina.css", "rulings.html#R-1",
    "reconstructed.html", "18.0.html", "18.4.html#step-2", "18.4.html#step-4b", "18.4.html#cases",
    "7.9.html#spy", "7.9.html#spy-step-1",
  };
  for (guint i = 0; i < G_N_ELEMENTS (promised); i++)
    check_target (site, "(promised)", promised[i]);
  char *list = g_build_filename (srcdir, "tests", "rule-ids.txt", NULL), *text = NULL;
  if (!g_file_get_contents (list, &text, NULL, NULL))
    problem (site, "cannot read %s", list);
  char **lines = g_strsplit (text ? text : "", "\n", -1);
  for (char **l = lines; *l; l++)
    if (**l && **l != '#')
      {
        /* A part, "7.9/spy", is a section of its rule's page. */
        char **id = g_strsplit (g_strstrip (*l), "/", 2);
        char *page = g_strconcat (id[0], ".html", id[1] ? "#" : "", id[1], NULL);
        g_strfreev (id);
        check_target (site, "(tests/rule-ids.txt)", page);
        g_free (page);
      }
  g_strfreev (lines);
  g_free (text), g_free (list);
}

static int
check_dir (const char *dir)
{
  Site site = site_new (dir);
  guint pages = check_site (&site);
  printf ("%s: %u pages, %u problems\n", dir, pages, site.problems);
  site_free (&site);
  return site.problems ? 1 : 0;
}

/* The exit status of 'ardina html ARG...' (@arg may be NULL). */
static int
run_html (const char *cmd, const char *arg)
{
  const char *argv[] = { cmd, "html", arg, NULL };
  int status = -1;
  if (!g_spawn_sync (NULL, (char **) argv, NULL,
                     G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                     NULL, NULL, &status, NULL))
    return -1;
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static int
check_command (const char *cmd)
{
  char *tmp = NULL;
  int fd = g_file_open_tmp ("ardina-html-XXXXXX", &tmp, NULL), rc = 0;
  if (fd < 0)
    return 1;
  close (fd);
  char *below_a_file = g_build_filename (tmp, "pages", NULL);
  int usage = run_html (cmd, NULL), cannot = run_html (cmd, below_a_file);
  printf ("ardina html: %d without a directory (2 expected), %d below a file (1 expected)\n",
          usage, cannot);
  rc = usage != 2 || cannot != 1;
  g_unlink (tmp);
  g_free (below_a_file), g_free (tmp);
  return rc;
}

int
main (int argc, char **argv)
{
  if (argc > 1)
    return check_dir (argv[1]);
  const char *src = g_getenv ("ARDINA_SRCDIR"), *build = g_getenv ("ARDINA_BUILDDIR");
  const char *cmd = g_getenv ("ARDINA_CMD");
  if (!src || !build || !cmd)
    {
      fprintf (stderr, "run through make check, or give the directory\n");
      return 2;
    }
  int rc = 0;
  char *dir = g_build_filename (build, "doc", "rules-html", NULL);
  Site site = site_new (dir);
  guint pages = check_site (&site);
  check_promised (&site, src);
  printf ("%s: %u pages, %u problems\n", dir, pages, site.problems);
  rc |= site.problems || pages < 200;
  site_free (&site);
  g_free (dir);

  /* The checker must be able to fail. */
  char *broken = g_build_filename (src, "tests", "html-broken", NULL);
  Site bad = site_new (broken);
  check_site (&bad);
  printf ("%s: %u problems (3 expected)\n", broken, bad.problems);
  rc |= bad.problems != 3;
  site_free (&bad);
  g_free (broken);
  return rc | check_command (cmd);
}
