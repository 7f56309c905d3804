/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The replay program of a fuzz harness: a main() around its
 * LLVMFuzzerTestOneInput, for any compiler (as libxml2 does). `make check`
 * runs it with no argument: every seed of the harness (fuzz_seeds, under
 * $ARDINA_SRCDIR) goes through the same checks as under libFuzzer. With
 * arguments, it runs those files, or the files under those directories:
 * a finding reproduced without clang.
 *
 *   tests/fuzz/replay-save [FILE|DIR]...
 *
 * Exit status 0 when every input passed its checks (a failed check
 * aborts), 1 when there was nothing to run or a file could not be read. */
#include "fuzz.h"
#include "io/xmlin.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

/* Inputs may be larger than a save may be: the harness must refuse them. */
#define REPLAY_MAX_INPUT (16u << 20)

static void
collect (const char *path, const char *suffix, gboolean top, GPtrArray *out)
{
  GStatBuf st;
  if (g_lstat (path, &st) != 0)
    return;
  if (S_ISLNK (st.st_mode) && !top)
    return;
  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      /* NAME.license: the licence of a seed that cannot carry it. */
      if (top || ((!suffix || g_str_has_suffix (path, suffix)) && !g_str_has_suffix (path, ".license")))
        g_ptr_array_add (out, g_strdup (path));
      return;
    }
  GDir *d = g_dir_open (path, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    if (name[0] != '.')
      {
        char *child = g_build_filename (path, name, NULL);
        collect (child, suffix, FALSE, out);
        g_free (child);
      }
  if (d)
    g_dir_close (d);
}

static int
by_name (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

int
main (int argc, char **argv)
{
  g_autofree char *prog = g_path_get_basename (argv[0]);
  LLVMFuzzerInitialize (&argc, &argv);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  if (argc > 1)
    for (int i = 1; i < argc; i++)
      collect (argv[i], NULL, TRUE, files);
  else
    {
      const char *src = g_getenv ("ARDINA_SRCDIR");
      if (!src || !*src)
        src = ARDINA_FUZZ_SRCDIR;
      for (guint i = 0; fuzz_seeds[i]; i++)
        {
          char *dir = g_build_filename (src, fuzz_seeds[i], NULL);
          collect (dir, fuzz_seed_suffix, FALSE, files);
          g_free (dir);
        }
    }
  g_ptr_array_sort (files, by_name);
  int rc = files->len ? 0 : 1;
  if (!files->len)
    fprintf (stderr, "%s: no input to replay\n", prog);
  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      char *data = NULL;
      gsize len = 0;
      GError *e = NULL;
      if (!ardina_file_read (path, REPLAY_MAX_INPUT, &data, &len, &e))
        {
          fprintf (stderr, "%s: %s\n", prog, e->message);
          g_error_free (e);
          rc = 1;
          continue;
        }
      LLVMFuzzerTestOneInput ((const uint8_t *) data, len);
      g_free (data);
    }
  printf ("%s: %u inputs replayed, every check held (%u canned positions)\n", prog, files->len,
          fuzz_n_positions ());
  g_ptr_array_free (files, TRUE);
  return rc;
}
