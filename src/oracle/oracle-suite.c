/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The oracle suite on disk: the case files under a directory, in an order
 * that does not depend on the file system, and the list of known
 * deviations (cases the engine is known to fail, each with its reason). */
#include "oracle-internal.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* ==== finding case files ==== */

/* Natural order: runs of digits compare as numbers, so 2/ sorts before 14/. */
static int
natural_cmp (const char *a, const char *b)
{
  while (*a && *b)
    {
      if (g_ascii_isdigit (*a) && g_ascii_isdigit (*b))
        {
          char *ea, *eb;
          unsigned long long x = strtoull (a, &ea, 10), y = strtoull (b, &eb, 10);
          if (x != y)
            return x < y ? -1 : 1;
          a = ea, b = eb;
          continue;
        }
      if (*a != *b)
        return (unsigned char) *a < (unsigned char) *b ? -1 : 1;
      a++, b++;
    }
  return (unsigned char) *a - (unsigned char) *b;
}

static int
natural_cmp_ptr (gconstpointer a, gconstpointer b)
{
  return natural_cmp (*(const char *const *) a, *(const char *const *) b);
}

/* The walk is bounded whatever the tree holds: symbolic links to
 * directories are not followed (a link to a case file is read like the
 * file), each directory is entered once (by device and inode: no loop
 * through bind mounts either), the depth is capped, and so is the number
 * of case files. */
#define MAX_DEPTH 16
#define MAX_CASES 100000

typedef struct {
  GPtrArray *out;
  GHashTable *seen;      /* "dev:ino" of each directory entered */
  GError **error;
} Walk;

/* Marks the directory @st as entered; FALSE if it already was. */
static gboolean
first_visit (Walk *w, const GStatBuf *st)
{
  char *key = g_strdup_printf ("%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT, (guint64) st->st_dev, (guint64) st->st_ino);
  if (g_hash_table_contains (w->seen, key))
    {
      g_free (key);
      return FALSE;
    }
  g_hash_table_add (w->seen, key);
  return TRUE;
}

static gboolean
walk (Walk *w, const char *dir, int depth)
{
  GStatBuf st;
  if (depth > MAX_DEPTH)
    return TRUE;
  if (g_stat (dir, &st) != 0 || !first_visit (w, &st))
    return TRUE;
  GError *e = NULL;
  GDir *d = g_dir_open (dir, 0, &e);
  if (!d)
    {
      g_set_error (w->error, ARDINA_ERROR, ARDINA_ERROR_NOT_FOUND, "%s: %s", dir, e->message);
      g_error_free (e);
      return FALSE;
    }
  const char *name;
  gboolean ok = TRUE;
  while (ok && (name = g_dir_read_name (d)))
    {
      if (name[0] == '.')
        continue;
      char *path = g_build_filename (dir, name, NULL);
      if (g_lstat (path, &st) != 0)
        {
          g_free (path);   /* gone since the directory was read */
          continue;
        }
      gboolean link = S_ISLNK (st.st_mode);
      if (!link && S_ISDIR (st.st_mode))
        ok = walk (w, path, depth + 1);
      else if (g_str_has_suffix (name, ".xml") && !(link && g_file_test (path, G_FILE_TEST_IS_DIR)))
        {
          if (w->out->len >= MAX_CASES)
            {
              g_set_error (w->error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "%s: more than %d case files: refused",
                           dir, MAX_CASES);
              ok = FALSE;
            }
          else
            {
              g_ptr_array_add (w->out, path);
              path = NULL;
            }
        }
      g_free (path);
    }
  g_dir_close (d);
  return ok;
}

char **
ardina_oracle_find_cases (const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_NOT_FOUND, "%s: no such file or directory", path);
      g_ptr_array_free (out, TRUE);
      return NULL;
    }
  /* @path itself is followed if it is a link: the caller named it. */
  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    g_ptr_array_add (out, g_strdup (path));
  else
    {
      Walk w = { out, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL), error };
      gboolean ok = walk (&w, path, 0);
      g_hash_table_destroy (w.seen);
      if (!ok)
        {
          g_ptr_array_free (out, TRUE);
          return NULL;
        }
    }
  g_ptr_array_sort (out, natural_cmp_ptr);
  g_ptr_array_set_free_func (out, NULL);
  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_free (out, FALSE);
}

/* ==== known deviations ==== */

struct _ArdinaOracleDeviations {
  GHashTable *reasons;   /* case id -> reason */
};

ArdinaOracleDeviations *
ardina_oracle_deviations_new (void)
{
  ArdinaOracleDeviations *d = g_new0 (ArdinaOracleDeviations, 1);
  d->reasons = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return d;
}

void
ardina_oracle_deviations_free (ArdinaOracleDeviations *d)
{
  if (!d)
    return;
  g_hash_table_destroy (d->reasons);
  g_free (d);
}

static gboolean
deviation_line (ArdinaOracleDeviations *d, char *line, const char *path, guint number, GError **error)
{
  g_strstrip (line);
  if (!*line || *line == '#')
    return TRUE;
  size_t n = strcspn (line, " \t");
  char *reason = g_strstrip (g_strdup (line + n));
  line[n] = '\0';
  if (!*reason)
    {
      g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_PARSE, "%s:%u: the deviation %s needs a reason",
                   path, number, line);
      g_free (reason);
      return FALSE;
    }
  g_hash_table_replace (d->reasons, g_strdup (line), reason);
  return TRUE;
}

gboolean
ardina_oracle_deviations_load (ArdinaOracleDeviations *d, const char *path, GError **error)
{
  g_return_val_if_fail (d != NULL && path != NULL, FALSE);
  gsize len;
  char *data = ardina_xml_slurp (path, &len, error);   /* the same size limit */
  if (!data)
    return FALSE;
  char **lines = g_strsplit (data, "\n", -1);
  gboolean ok = TRUE;
  for (guint i = 0; ok && lines[i]; i++)
    ok = deviation_line (d, lines[i], path, i + 1, error);
  g_strfreev (lines);
  g_free (data);
  return ok;
}

const char *
ardina_oracle_deviations_lookup (const ArdinaOracleDeviations *d, const char *case_id)
{
  g_return_val_if_fail (d != NULL, NULL);
  return case_id ? g_hash_table_lookup (d->reasons, case_id) : NULL;
}

guint
ardina_oracle_deviations_count (const ArdinaOracleDeviations *d)
{
  g_return_val_if_fail (d != NULL, 0);
  return g_hash_table_size (d->reasons);
}
