/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Running the programs under test: g_spawn_sync, no shell. */
#include "spawn.h"

#include "cu-main.h"

#include <CUnit/CUnit.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

static void
set_out (char **dst, char *s)
{
  if (dst)
    *dst = s ? s : g_strdup ("");
  else
    g_free (s);
}

int
spawn_capture (char **argv, char **out, char **err)
{
  char *o = NULL, *e = NULL;
  int status = 0;
  GError *error = NULL;
  if (!g_spawn_sync (NULL, argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                     &o, &e, &status, &error))
    {
      printf ("\n  cannot run %s: %s\n", argv[0], error->message);
      g_error_free (error);
      set_out (out, NULL);
      set_out (err, NULL);
      return -1;
    }
  set_out (out, o);
  set_out (err, e);
  if (WIFEXITED (status))
    return WEXITSTATUS (status);
  if (WIFSIGNALED (status))
    {
      printf ("\n  %s was killed by signal %d\n", argv[0], WTERMSIG (status));
      return 128 + WTERMSIG (status);
    }
  return -1;
}

const char *
test_env (const char *name)
{
  const char *v = g_getenv (name);
  if (v && *v)
    return v;
  printf ("\n  the environment variable %s is not set: run the tests with "
          "`make check`, which exports it\n", name);
  CU_FAIL ("a variable that make check exports is missing");
  return NULL;
}

const char *
test_cmd (void)
{
  return test_env ("ARDINA_CMD");
}

const char *
test_gen (void)
{
  return test_env ("ARDINA_GEN");
}

const char *
test_srcdir (void)
{
  return test_env ("ARDINA_SRCDIR");
}

guint
count_lines_with (const char *text, const char *needle)
{
  guint n = 0;
  char **lines = g_strsplit (text ? text : "", "\n", -1);
  for (char **l = lines; *l; l++)
    n += strstr (*l, needle) != NULL;
  g_strfreev (lines);
  return n;
}

CmdRun
cmd_run (const char *first, ...)
{
  CmdRun r = { -1, g_strdup (""), g_strdup ("") };
  const char *cmd = test_cmd ();
  if (!cmd)
    return r;
  GPtrArray *argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (char *) cmd);
  va_list ap;
  va_start (ap, first);
  for (const char *a = first; a; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_free (r.out), g_free (r.err);
  r.rc = spawn_capture ((char **) argv->pdata, &r.out, &r.err);
  g_ptr_array_free (argv, TRUE);
  return r;
}

void
cmd_run_free (CmdRun *r)
{
  g_free (r->out);
  g_free (r->err);
}

void
expect_rc (const CmdRun *r, int rc, const char *what)
{
  CHECK (r->rc == rc, "ardina %s exited with %d, expected %d\nstdout:\n%s\nstderr:\n%s", what, r->rc, rc,
         r->out, r->err);
}

void
expect_has (const char *text, const char *needle, const char *what)
{
  CHECK (strstr (text, needle) != NULL, "the output of ardina %s lacks \"%s\":\n%s", what, needle, text);
}
