/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina html [--assets DIR] OUTDIR: the rules reference as static HTML
 * pages, built from what 'ardina rule', 'rules', 'tables' and 'check'
 * read: the catalog, the rulings, the tables and the oracle. Every case
 * of the oracle is run through the engine here, as 'ardina check' runs
 * it, so that the trace a page shows as a worked example is the
 * engine's, not one written by hand. 'make' runs it into
 * doc/rules-html/, installed as $(docdir)/html (html.h says how pages
 * are named). */
#include "html.h"

#include <errno.h>
#include <string.h>

/* Where 'make install' puts the reference; a build without an install
 * rule knows none. */
#ifndef ARDINA_DOCDIR
#define ARDINA_DOCDIR "."
#endif

/* Every case the catalog knows, run once; a page shows each case that
 * cites its rule. */
static void
run_cases (HtmlSite *site)
{
  for (guint i = 0; i < ardina_case_count (); i++)
    {
      const ArdinaCase *c = ardina_case_nth (i);
      char *file = cli_data_path (NULL, ardina_case_get_file (c));
      GError *error = NULL;
      ArdinaOracleResult *r = ardina_oracle_run_file (file, &error);
      if (r)
        g_hash_table_insert (site->results, (gpointer) c, r);
      else
        {
          g_hash_table_insert (site->errors, (gpointer) c, g_strdup (error->message));
          g_error_free (error);
        }
      g_free (file);
    }
}

/* The known deviations, so that a case the engine is known to fail is
 * labelled so rather than as a plain failure. */
static gboolean
load_deviations (HtmlSite *site)
{
  char *oracle = cli_oracle_dir ("html", NULL);
  if (!oracle)
    return FALSE;
  char *list = g_build_filename (oracle, "known-deviations", NULL);
  GError *error = NULL;
  gboolean ok = !g_file_test (list, G_FILE_TEST_EXISTS)
                || ardina_oracle_deviations_load (site->deviations, list, &error);
  if (!ok)
    {
      cli_error ("html", "%s", error->message);
      g_error_free (error);
    }
  g_free (list), g_free (oracle);
  return ok;
}

/* The stylesheet and the search script, kept as files of their own in
 * the source tree (doc/html/) and copied beside the pages. */
static gboolean
copy_assets (const char *from, const char *to)
{
  static const char *const names[] = { "ardina.css", "search.js" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      char *src = g_build_filename (from, names[i], NULL), *dst = g_build_filename (to, names[i], NULL);
      char *data = NULL;
      gsize len = 0;
      GError *error = NULL;
      gboolean ok = g_file_get_contents (src, &data, &len, &error)
                    && g_file_set_contents (dst, data, (gssize) len, &error);
      if (!ok)
        {
          cli_error ("html", "%s (give the directory of ardina.css and search.js with --assets)",
                     error->message);
          g_error_free (error);
        }
      g_free (src), g_free (dst), g_free (data);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

/* doc/html of the data directory (a source tree), else the installed
 * reference, which holds a copy of both files. */
static char *
default_assets (void)
{
  char *dir = cli_data_path (NULL, "doc/html");
  char *css = g_build_filename (dir, "ardina.css", NULL);
  gboolean found = g_file_test (css, G_FILE_TEST_IS_REGULAR);
  g_free (css);
  if (found)
    return dir;
  g_free (dir);
  return g_strdup (ARDINA_DOCDIR "/html");
}

static void
index_values (HtmlSite *site)
{
  for (guint i = 0; i < ardina_value_count (); i++)
    g_hash_table_insert (site->value_index, (gpointer) ardina_value_nth (i), GUINT_TO_POINTER (i + 1));
}

static gboolean
write_pages (HtmlSite *site)
{
  gboolean ok = html_index_page (site) && html_rulings_page (site)
                && html_reconstructed_page (site) && html_search_page (site);
  for (guint i = 0; ok && i < ardina_rule_count (); i++)
    ok = html_rule_page (site, ardina_rule_nth (i));
  return ok;
}

static int
build (const char *dir, const char *assets)
{
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      cli_error ("html", "cannot make %s: %s", dir, g_strerror (errno));
      return CLI_FAILED;
    }
  HtmlSite site = { dir, g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) ardina_oracle_result_free),
                    g_hash_table_new_full (NULL, NULL, NULL, g_free), ardina_oracle_deviations_new (),
                    g_hash_table_new (NULL, NULL) };
  char *from = assets ? g_strdup (assets) : default_assets ();
  int rc = CLI_FAILED;
  if (load_deviations (&site))
    {
      run_cases (&site);
      index_values (&site);
      if (copy_assets (from, dir) && write_pages (&site))
        rc = CLI_OK;
    }
  g_hash_table_destroy (site.results);
  g_hash_table_destroy (site.errors);
  g_hash_table_destroy (site.value_index);
  ardina_oracle_deviations_free (site.deviations);
  g_free (from);
  return rc;
}

int
cli_html (int argc, char **argv)
{
  char *assets = NULL;
  GOptionEntry entries[] = {
    { "assets", 0, 0, G_OPTION_ARG_FILENAME, &assets,
      "Where ardina.css and search.js are (default: doc/html of the data directory)", "DIR" },
    { NULL }
  };
  int rc = cli_parse (&argc, &argv, "html DIR",
                      "Write the rules reference as static HTML pages into DIR: one page per rule\n"
                      "(18.4.html, steps as 18.4.html#step-2), the rulings, the reconstructed values,\n"
                      "and a search that runs in the browser. Each oracle case is run through the\n"
                      "engine and shown, with its trace, on the pages of the rules it cites.", entries);
  if (rc == CLI_OK && argc != 2)
    rc = cli_usage_error ("html", "expected exactly one output directory");
  if (rc == CLI_OK)
    rc = build (argv[1], assets);
  g_free (assets);
  return rc;
}
