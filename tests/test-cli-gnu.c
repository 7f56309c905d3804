/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "cli-gnu": the command keeps the GNU coding standards' promises to
 * a user and a script: --version names the copyright holder and the
 * licence, every --help fits 80 columns, `ardina help COMMAND` is
 * `ardina COMMAND --help`, and output that cannot be written is an error. */
#include "cu-main.h"
#include "spawn.h"

#include <string.h>

static const char *const commands[] = {
  "rule", "rules", "tables", "play", "ask", "check", "case", "coverage", "bench",
};

static void
test_version (void)
{
  CmdRun r = cmd_run ("--version", NULL);
  expect_rc (&r, 0, "--version");
  expect_has (r.out, "ardina 0.1.0\n", "--version");
  expect_has (r.out, "Copyright (C) ", "--version");
  expect_has (r.out, "LGPL version 2.1 or later", "--version");
  expect_has (r.out, "NO WARRANTY", "--version");
  cmd_run_free (&r);
}

/* Every line of @text at most 80 columns (characters: the help is ASCII
 * but for GLib's ellipsis). */
static void
expect_narrow (const char *text, const char *what)
{
  char **lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      glong width = g_utf8_strlen (lines[i], -1);
      CHECK (width <= 80, "%s: line %u has %ld columns: '%s'", what, i + 1, width, lines[i]);
    }
  g_strfreev (lines);
}

static void
test_help_width (void)
{
  CmdRun r = cmd_run ("--help", NULL);
  expect_rc (&r, 0, "--help");
  expect_narrow (r.out, "ardina --help");
  cmd_run_free (&r);
  r = cmd_run ("help", NULL);
  expect_rc (&r, 0, "help");
  expect_narrow (r.out, "ardina help");
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    expect_has (r.out, commands[i], "ardina help");
  cmd_run_free (&r);
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      char *what = g_strdup_printf ("ardina %s --help", commands[i]);
      r = cmd_run (commands[i], "--help", NULL);
      expect_rc (&r, 0, what);
      expect_narrow (r.out, what);
      cmd_run_free (&r);
      g_free (what);
    }
}

static void
test_help_command (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      CmdRun a = cmd_run ("help", commands[i], NULL), b = cmd_run (commands[i], "--help", NULL);
      expect_rc (&a, 0, "help COMMAND");
      CHECK (strcmp (a.out, b.out) == 0, "'ardina help %s' differs from 'ardina %s --help'", commands[i],
             commands[i]);
      cmd_run_free (&a);
      cmd_run_free (&b);
    }
  CmdRun r = cmd_run ("help", "frobnicate", NULL);
  expect_rc (&r, 2, "help frobnicate");
  expect_has (r.err, "unknown command 'frobnicate'", "help frobnicate");
  cmd_run_free (&r);
  r = cmd_run ("help", "rule", "rules", NULL);
  expect_rc (&r, 2, "help rule rules");
  cmd_run_free (&r);
}

/* Runs the command with standard output on /dev/full, through a shell. */
static CmdRun
run_to_full (const char *args)
{
  const char *cmd = test_cmd ();
  CmdRun r = { -1, NULL, NULL };
  if (!cmd)
    return r;
  char *line = g_strdup_printf ("'%s' %s > /dev/full", cmd, args);
  char *argv[] = { (char *) "/bin/sh", (char *) "-c", line, NULL };
  r.rc = spawn_capture (argv, &r.out, &r.err);
  g_free (line);
  return r;
}

static void
test_write_error (void)
{
  static const char *const runs[] = {
    "rule 18.7", "rules", "--version", "rule --help", "help", "tables dice",
  };
  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      printf ("\n  no /dev/full here: skipped\n");
      return;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      CmdRun r = run_to_full (runs[i]);
      CHECK (r.rc == 1, "'ardina %s > /dev/full' exited %d, not 1", runs[i], r.rc);
      expect_has (r.err, "ardina: write error", runs[i]);
      cmd_run_free (&r);
    }
}

static CU_TestInfo tests[] = {
  { "--version: copyright and licence", test_version },
  { "--help of every command within 80 columns", test_help_width },
  { "help COMMAND is COMMAND --help", test_help_command },
  { "a failed write to standard output exits 1", test_write_error },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  return cu_run ("cli-gnu", tests);
}
