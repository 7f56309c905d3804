/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "cli-install": the ardina command ($ARDINA_CMD) as it runs on an
 * installed system and in a person's hands: which data directory it reads
 * and names (ardina(1), FILES: an option, $ARDINA_DATA_DIR, a source tree
 * in the current directory, the installed one), `ardina check` and
 * `ardina coverage` without a path, every file:line `ardina tables` prints
 * opening where it says, `ardina play` reading a pipe or a terminal line
 * by line, and its errors: one style, exit statuses kept apart.
 *
 * The source tree has the installed layout (rules-xml/, oracle/), so
 * $ARDINA_DATA_DIR pointing at it, from a directory that is no source tree,
 * is the command as installed; .ci/installed-check runs the real thing. */
/* posix_openpt, grantpt, unlockpt, ptsname: the terminal of the play tests. */
#define _XOPEN_SOURCE 700
#include "internal.h"
#include "cu-main.h"
#include "spawn.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* How the command is run: from where, with which data variables, and what
 * it reads on standard input (NULL: /dev/null), through a pipe or, with
 * @terminal, through a pseudo-terminal. */
typedef struct {
  const char *cwd;
  const char *data_dir, *oracle_dir;
  const char *input;
  gboolean terminal;
} Setup;

static char *scratch;   /* a directory that is no source tree */

static void
run_free (CmdRun *r)
{
  g_free (r->out);
  g_free (r->err);
}

static char **
environment (const Setup *s)
{
  char **env = g_get_environ ();
  env = g_environ_unsetenv (env, "ARDINA_DATA_DIR");
  env = g_environ_unsetenv (env, "ARDINA_ORACLE_DIR");
  if (s->data_dir)
    env = g_environ_setenv (env, "ARDINA_DATA_DIR", s->data_dir, TRUE);
  if (s->oracle_dir)
    env = g_environ_setenv (env, "ARDINA_ORACLE_DIR", s->oracle_dir, TRUE);
  return env;
}

/* In the child, before exec: the terminal's slave end as standard input
 * (GLib has just pointed it at /dev/null). */
static void
stdin_from (gpointer data)
{
  int fd = GPOINTER_TO_INT (data);
  if (fd >= 0)
    dup2 (fd, STDIN_FILENO);
}

static void
write_all (int fd, const char *text)
{
  size_t len = strlen (text);
  while (len)
    {
      ssize_t n = write (fd, text, len);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return;
      text += n;
      len -= (size_t) n;
    }
}

static char *
read_all (int fd)
{
  GString *s = g_string_new (NULL);
  char buf[4096];
  ssize_t n;
  while ((n = read (fd, buf, sizeof buf)) != 0)
    if (n > 0)
      g_string_append_len (s, buf, n);
    else if (errno != EINTR)
      break;
  close (fd);
  return g_string_free (s, FALSE);
}

static int
wait_status (GPid pid)
{
  int status = 0;
  while (waitpid (pid, &status, 0) < 0 && errno == EINTR)
    ;
  g_spawn_close_pid (pid);
  if (WIFEXITED (status))
    return WEXITSTATUS (status);
  return WIFSIGNALED (status) ? 128 + WTERMSIG (status) : -1;
}

/* A pseudo-terminal holding @input and then the end-of-file character, as
 * if a person had typed it; returns the slave end (-1 if the system has
 * none) and stores the master end in *master. */
static int
typed_terminal (const char *input, int *master)
{
  *master = posix_openpt (O_RDWR | O_NOCTTY);
  if (*master < 0 || grantpt (*master) != 0 || unlockpt (*master) != 0)
    return -1;
  int slave = open (ptsname (*master), O_RDWR | O_NOCTTY);
  if (slave < 0)
    return -1;
  write_all (*master, input);
  write_all (*master, "\x04");   /* VEOF at the start of a line: end of input */
  return slave;
}

/* Runs $ARDINA_CMD with @args (NULL-terminated) as @s says. */
static CmdRun
run_argv (const Setup *s, const char *const *args)
{
  CmdRun r = { -1, g_strdup (""), g_strdup ("") };
  const char *cmd = test_cmd ();
  if (!cmd)
    return r;
  GPtrArray *argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (char *) cmd);
  for (const char *const *a = args; *a; a++)
    g_ptr_array_add (argv, (char *) *a);
  g_ptr_array_add (argv, NULL);
  char **env = environment (s);
  int master = -1, slave = -1, in = -1, out, err;
  if (s->terminal && (slave = typed_terminal (s->input ? s->input : "", &master)) < 0)
    printf ("\n  no pseudo-terminal here: standard input is /dev/null\n");
  GPid pid;
  GError *error = NULL;
  if (g_spawn_async_with_pipes (s->cwd, (char **) argv->pdata, env, G_SPAWN_DO_NOT_REAP_CHILD,
                                stdin_from, GINT_TO_POINTER (slave), &pid,
                                s->input && !s->terminal ? &in : NULL, &out, &err, &error))
    {
      if (in >= 0)
        {
          write_all (in, s->input);
          close (in);
        }
      g_free (r.out), g_free (r.err);
      r.out = read_all (out);
      r.err = read_all (err);
      r.rc = wait_status (pid);
    }
  else
    {
      printf ("\n  cannot run %s: %s\n", cmd, error->message);
      g_error_free (error);
    }
  if (slave >= 0)
    close (slave);
  if (master >= 0)
    close (master);
  g_strfreev (env);
  g_ptr_array_free (argv, TRUE);
  return r;
}

static CmdRun
run (const Setup *s, ...)
{
  const char *args[16];
  guint n = 0;
  va_list ap;
  va_start (ap, s);
  for (const char *a = va_arg (ap, const char *); a && n < G_N_ELEMENTS (args) - 1; a = va_arg (ap, const char *))
    args[n++] = a;
  va_end (ap);
  args[n] = NULL;
  return run_argv (s, args);
}

static void
expect_lacks (const char *text, const char *needle, const char *what)
{
  CHECK (strstr (text, needle) == NULL, "the output of ardina %s has \"%s\":\n%s", what, needle, text);
}

/* The last line of @text. */
static char *
last_line (const char *text)
{
  char *copy = g_strchomp (g_strdup (text));
  const char *nl = strrchr (copy, '\n');
  char *line = g_strdup (nl ? nl + 1 : copy);
  g_free (copy);
  return line;
}

/* ---- the data directory: ardina check and coverage without a path ---- */

/* `ardina check` with no path ran the oracle found under @root (the prefix
 * its files are printed with) and every case passed. */
static void
expect_oracle_run (const Setup *s, const char *root, const char *what)
{
  CmdRun r = run (s, "check", NULL);
  expect_rc (&r, 0, what);
  char *last = last_line (r.out);
  guint passed = 0, failed = 1;
  CHECK (sscanf (last, "%u passed, %u failed", &passed, &failed) == 2 && failed == 0 && passed >= 100,
         "ardina %s ends with \"%s\"", what, last);
  char *prefix = g_strdup_printf (" %s/", root);
  CHECK (count_lines_with (r.out, prefix) >= passed,
         "ardina %s: not every case file is under %s/:\n%.2000s", what, root, r.out);
  g_free (prefix), g_free (last);
  run_free (&r);
}

static void
test_check_no_path (void)
{
  const char *src = test_srcdir ();
  if (!src)
    return;
  /* Installed: no source tree here; the data directory holds oracle/. */
  Setup installed = { .cwd = scratch, .data_dir = src };
  char *oracle = g_build_filename (src, "oracle", NULL);
  expect_oracle_run (&installed, oracle, "check (installed layout)");
  /* CmdRun from a source tree, as the quick start does: its own oracle. */
  Setup tree = { .cwd = src };
  expect_oracle_run (&tree, "oracle", "check (from the source tree)");
  /* $ARDINA_ORACLE_DIR wins over the data directory, --oracle over both. */
  char *engine = g_build_filename (oracle, "engine", NULL);
  Setup narrowed = { .cwd = scratch, .data_dir = src, .oracle_dir = engine };
  CmdRun r = run (&narrowed, "check", NULL);
  expect_rc (&r, 0, "check ($ARDINA_ORACLE_DIR)");
  CHECK (count_lines_with (r.out, "PASS ") == count_lines_with (r.out, "/engine/"),
         "$ARDINA_ORACLE_DIR was not the oracle:\n%.2000s", r.out);
  run_free (&r);
  char *one = g_build_filename (oracle, "1", NULL);
  r = run (&narrowed, "check", "--oracle", one, NULL);
  expect_rc (&r, 0, "check --oracle");
  CHECK (count_lines_with (r.out, "PASS ") == count_lines_with (r.out, "/1/"), "--oracle was not the oracle:\n%s",
         r.out);
  run_free (&r);
  /* No oracle where it looked: a usage error that says where. */
  Setup none = { .cwd = scratch, .data_dir = "/nonexistent" };
  r = run (&none, "check", NULL);
  expect_rc (&r, 2, "check (no oracle)");
  expect_has (r.err, "ardina check: no oracle to run: /nonexistent/oracle", "check (no oracle)");
  run_free (&r);
  g_free (one), g_free (engine), g_free (oracle);
}

static void
test_coverage_no_path (void)
{
  const char *src = test_srcdir ();
  if (!src)
    return;
  Setup installed = { .cwd = scratch, .data_dir = src };
  Setup tree = { .cwd = src };
  const Setup *setups[] = { &installed, &tree };
  for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
    {
      CmdRun r = run (setups[i], "coverage", NULL);
      expect_rc (&r, 0, "coverage");
      char *last = last_line (r.out);
      CHECK (g_str_has_prefix (last, "covered: ") && strstr (r.out, ": 0 unreadable, "),
             "ardina coverage (setup %u) ends with \"%s\"", i, last);
      g_free (last);
      run_free (&r);
    }
}

/* ---- every file:line ardina tables prints opens where it says ---- */

/* Lines @n - 4 to @n of @path (1-based) joined, or NULL when @path has no
 * line @n. The generator records the line where libxml2 finished reading
 * the element's start tag, its last line when the tag is written over
 * several. */
static char *
lines_up_to (const char *path, guint n)
{
  char *text = NULL, *tail = NULL;
  if (!g_file_get_contents (path, &text, NULL, NULL))
    return NULL;
  char **lines = g_strsplit (text, "\n", -1);
  if (n >= 1 && n <= g_strv_length (lines))
    {
      guint from = n > 5 ? n - 5 : 0;
      char *end = lines[n];
      lines[n] = NULL;
      tail = g_strjoinv ("\n", lines + from);
      lines[n] = end;
    }
  g_strfreev (lines);
  g_free (text);
  return tail;
}

/* Each "(FILE:LINE)" of @out: FILE (from @cwd) exists and its line LINE is
 * (or ends) the start tag of a reconstructed value; each table's "(FILE)" exists. Paths must start
 * with @prefix. Returns how many file:line references it checked. */
static guint
check_locations (const char *out, const char *cwd, const char *prefix, const char *what)
{
  GRegex *re = g_regex_new ("\\(([^()\\s]+\\.xml)(?::(\\d+))?\\)", 0, 0, NULL);
  GMatchInfo *m = NULL;
  guint lines = 0;
  for (g_regex_match (re, out, 0, &m); g_match_info_matches (m); g_match_info_next (m, NULL))
    {
      char *file = g_match_info_fetch (m, 1), *num = g_match_info_fetch (m, 2);
      char *path = g_path_is_absolute (file) ? g_strdup (file) : g_build_filename (cwd, file, NULL);
      CHECK (g_str_has_prefix (file, prefix), "ardina %s names %s, not under %s", what, file, prefix);
      CHECK (g_file_test (path, G_FILE_TEST_IS_REGULAR), "ardina %s names %s, which does not exist", what, path);
      if (num && *num)
        {
          char *line = lines_up_to (path, (guint) atoi (num));
          CHECK (line && strstr (line, "\"reconstructed\""), "ardina %s: %s:%s is not a reconstructed value:\n%s",
                 what, file, num, line ? line : "(no such line)");
          g_free (line);
          lines++;
        }
      g_free (path), g_free (num), g_free (file);
    }
  g_match_info_free (m);
  g_regex_unref (re);
  return lines;
}

static guint
reconstructed_count (void)
{
  guint n = 0;
  for (guint i = 0; i < ardina_value_count (); i++)
    n += ardina_value_get_source (ardina_value_nth (i)) == ARDINA_SOURCE_RECONSTRUCTED;
  return n;
}

static void
expect_locations (const Setup *s, const char *option, const char *cwd, const char *prefix, const char *what)
{
  CmdRun r = option ? run (s, "tables", "--reconstructed", "--data-dir", option, NULL)
                 : run (s, "tables", "--reconstructed", NULL);
  expect_rc (&r, 0, what);
  guint n = check_locations (r.out, cwd, prefix, what);
  CHECK (n == reconstructed_count () && n > 0, "ardina %s: %u file:line references, %u reconstructed values",
         what, n, reconstructed_count ());
  run_free (&r);
}

static void
test_tables_locations (void)
{
  const char *src = test_srcdir ();
  if (!src)
    return;
  char *installed_prefix = g_build_filename (src, "rules-xml", NULL);
  Setup installed = { .cwd = scratch, .data_dir = src };
  expect_locations (&installed, NULL, scratch, installed_prefix, "tables --reconstructed (installed layout)");
  Setup tree = { .cwd = src };
  expect_locations (&tree, NULL, src, "rules-xml/", "tables --reconstructed (source tree)");
  /* --data-dir wins over $ARDINA_DATA_DIR, which wins over a source tree. */
  Setup elsewhere = { .cwd = scratch, .data_dir = "/nonexistent" };
  expect_locations (&elsewhere, src, scratch, installed_prefix, "tables --reconstructed --data-dir");
  Setup env_wins = { .cwd = src, .data_dir = src };
  expect_locations (&env_wins, NULL, src, installed_prefix, "tables --reconstructed ($ARDINA_DATA_DIR in a tree)");
  g_free (installed_prefix);
}

/* ---- ardina play: standard input, line by line ---- */

/* The first legal action `?` lists at the start of the standard game. */
static char *
first_legal_action (void)
{
  Setup s = { .cwd = scratch, .input = "?\n" };
  CmdRun r = run (&s, "play", NULL);
  expect_rc (&r, 0, "play < '?'");
  expect_has (r.out, "> ?\n", "play < '?'");
  char *action = NULL;
  const char *list = strstr (r.out, " legal action");
  const char *start = list ? strstr (list, ":\n    ") : NULL;
  if (start)
    {
      start += 6;
      action = g_strndup (start, strcspn (start, "\n"));
    }
  CHECK (action != NULL, "ardina play < '?' lists no action:\n%s", r.out);
  run_free (&r);
  return action;
}

static void
test_play_pipe (void)
{
  char *action = first_legal_action ();
  if (!action)
    return;
  /* A pipe without '-' is read: comments and blank lines skipped. */
  char *input = g_strdup_printf ("# a comment\n\n  %s  \n", action);
  char *echo = g_strdup_printf ("> %s\n", action);
  Setup s = { .cwd = scratch, .input = input };
  CmdRun r = run (&s, "play", NULL);
  expect_rc (&r, 0, "play < actions");
  expect_has (r.out, echo, "play < actions");
  expect_lacks (r.out, "a comment", "play < actions");
  CHECK (count_lines_with (r.out, "> ") == 1, "one line applied, output:\n%s", r.out);
  run_free (&r);
  /* '-' reads it too. */
  r = run (&s, "play", "-", NULL);
  expect_rc (&r, 0, "play - < actions");
  expect_has (r.out, echo, "play - < actions");
  run_free (&r);
  /* A refused line stops a pipe with exit 1; what follows is not read. */
  g_free (input);
  input = g_strdup_printf ("american frobnicate\n%s\n", action);
  Setup refused = { .cwd = scratch, .input = input };
  r = run (&refused, "play", NULL);
  expect_rc (&r, 1, "play < refused");
  expect_has (r.out, "refused (line 1): ", "play < refused");
  expect_lacks (r.out, echo, "play < refused");
  run_free (&r);
  /* --auto plays instead of reading a pipe (as it always has). */
  r = run (&refused, "play", "--auto", "3", NULL);
  expect_rc (&r, 0, "play --auto 3 < refused");
  expect_lacks (r.out, "refused", "play --auto 3 < refused");
  run_free (&r);
  g_free (echo), g_free (input), g_free (action);
}

/* Reads @fd into @acc until @needle shows up; FALSE after @ms without it. */
static gboolean
read_until (int fd, GString *acc, const char *needle, int ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;
  while (!strstr (acc->str, needle))
    {
      struct pollfd p = { fd, POLLIN, 0 };
      int left = (int) ((end - g_get_monotonic_time ()) / 1000);
      if (left <= 0 || poll (&p, 1, left) <= 0)
        return FALSE;
      char buf[4096];
      ssize_t n = read (fd, buf, sizeof buf);
      if (n <= 0)
        return FALSE;
      g_string_append_len (acc, buf, n);
    }
  return TRUE;
}

/* Each line's answer comes out before the next line is written: the
 * command can be driven through a pipe. */
static void
test_play_streams (void)
{
  const char *cmd = test_cmd ();
  if (!cmd)
    return;
  char *argv[] = { (char *) cmd, "play", "-", NULL };
  GPid pid;
  int in, out;
  GError *error = NULL;
  if (!g_spawn_async_with_pipes (scratch, argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                                 NULL, &pid, &in, &out, NULL, &error))
    {
      CHECK (FALSE, "cannot run %s: %s", cmd, error->message);
      g_error_free (error);
      return;
    }
  GString *acc = g_string_new (NULL);
  write_all (in, "?\n");
  /* A guard against a hang, not a timing: two minutes even on a loaded machine. */
  CHECK (read_until (out, acc, " legal action", 120000),
         "no answer to '?' while standard input is still open:\n%s", acc->str);
  write_all (in, "# more to come\n");
  close (in);
  g_free (read_all (out));
  CHECK (wait_status (pid) == 0, "ardina play - exited with an error");
  g_string_free (acc, TRUE);
}

/* At a terminal a person plays: a prompt, a refusal shown and play goes
 * on, '?' and then an action. */
static void
test_play_terminal (void)
{
  char *action = first_legal_action ();
  if (!action)
    return;
  char *input = g_strdup_printf ("american frobnicate\n?\n%s\n", action);
  Setup s = { .cwd = scratch, .input = input, .terminal = TRUE };
  CmdRun r = run (&s, "play", "-", NULL);
  expect_rc (&r, 0, "play - (terminal)");
  expect_has (r.out, "refused (line 1): ", "play - (terminal)");
  expect_has (r.out, "legal action", "play - (terminal)");
  CHECK (count_lines_with (r.out, "pending [") >= 3, "no pending decision shown after each line:\n%s", r.out);
  expect_has (r.out, "> ", "play - (terminal)");
  run_free (&r);
  /* Without '-' a terminal is not waited on. */
  r = run (&s, "play", NULL);
  expect_rc (&r, 0, "play (terminal, no '-')");
  expect_lacks (r.out, "refused", "play (terminal, no '-')");
  run_free (&r);
  g_free (input), g_free (action);
}

/* "1 legal action", "2 legal actions": wherever the count is printed. */
static void
test_play_plurals (void)
{
  guint ones = 0;
  Setup s = { .cwd = scratch };
  for (guint k = 0; k < 80 && !ones; k++)
    {
      char *n = g_strdup_printf ("%u", k);
      CmdRun r = run (&s, "play", "--auto", n, NULL);
      CHECK (!strstr (r.out, " 1 legal actions") && !strstr (r.out, ": 1 legal actions"),
             "play --auto %u says '1 legal actions':\n%s", k, r.out);
      CHECK (!strstr (r.out, " 0 legal action\n"), "play --auto %u says '0 legal action'", k);
      ones += strstr (r.out, "; 1 legal action\n") != NULL;
      g_free (n);
      run_free (&r);
    }
  printf ("\n  a decision with 1 legal action %s\n", ones ? "was found and said so" : "was not reached");
}

/* ---- errors: one style, exit statuses kept apart ---- */

static void
test_option_errors (void)
{
  static const char *const commands[] = { "rule", "rules", "tables", "check", "coverage", "play", "bench" };
  Setup s = { .cwd = scratch };
  CmdRun r = run (&s, "--frobnicate", NULL);
  expect_rc (&r, 2, "--frobnicate");
  CHECK (strcmp (r.err, "ardina: unknown option '--frobnicate'\nTry 'ardina --help'.\n") == 0,
         "ardina --frobnicate says:\n%s", r.err);
  run_free (&r);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      char *want = g_strdup_printf ("ardina %s: unknown option '--frobnicate'\nTry 'ardina %s --help'.\n",
                                    commands[i], commands[i]);
      r = run (&s, commands[i], "--frobnicate", NULL);
      expect_rc (&r, 2, commands[i]);
      CHECK (strcmp (r.err, want) == 0, "ardina %s --frobnicate says:\n%s", commands[i], r.err);
      g_free (want);
      run_free (&r);
    }
  r = run (&s, "help-me", NULL);
  expect_rc (&r, 2, "help-me");
  CHECK (strcmp (r.err, "ardina: unknown command 'help-me'\nTry 'ardina --help'.\n") == 0, "ardina help-me says:\n%s",
         r.err);
  run_free (&r);
}

/* GLib's messages keep its typographic quotes; the command's do not. */
static void
expect_plain_quotes (const char *what, const CmdRun *r)
{
  CHECK (!strstr (r->err, "\xe2\x80\x9c") && !strstr (r->err, "\xe2\x80\x9d"),
         "ardina %s quotes with curly quotes:\n%s", what, r->err);
  CHECK (g_str_has_prefix (r->err, "ardina "), "ardina %s: the message does not name the command:\n%s", what,
         r->err);
}

static void
test_error_quotes (void)
{
  Setup s = { .cwd = scratch };
  CmdRun r = run (&s, "play", "--auto", "many", NULL);
  expect_rc (&r, 2, "play --auto many");
  expect_plain_quotes ("play --auto many", &r);
  expect_has (r.err, "'many'", "play --auto many");
  expect_has (r.err, "ardina play: ", "play --auto many");
  run_free (&r);
  r = run (&s, "play", "--load", "/nonexistent/save.xml", NULL);
  expect_rc (&r, 2, "play --load /nonexistent/save.xml");
  expect_plain_quotes ("play --load", &r);
  run_free (&r);
  r = run (&s, "play", "/nonexistent/actions", NULL);
  expect_rc (&r, 2, "play /nonexistent/actions");
  expect_has (r.err, "ardina play: /nonexistent/actions: ", "play /nonexistent/actions");
  run_free (&r);
  r = run (&s, "play", "--as", "french", NULL);
  expect_rc (&r, 2, "play --as french");
  expect_has (r.err, "'american' or 'british'", "play --as french");
  run_free (&r);
}

/* A file that is not a case exits 2, a failing case 1, and the malformed
 * one is reported as file:line: what. */
static void
test_malformed_case (void)
{
  const char *src = test_srcdir ();
  if (!src)
    return;
  char *bad = g_build_filename (src, "tests/oracle-fixtures/hostile/not-well-formed.xml", NULL);
  char *failing = g_build_filename (src, "tests/oracle-fixtures/fail/wrong-place.xml", NULL);
  char *hostile = g_build_filename (src, "tests/oracle-fixtures/hostile", NULL);
  char *where = g_strdup_printf ("\n  %s:", bad);
  Setup s = { .cwd = scratch };
  CmdRun r = run (&s, "check", bad, NULL);
  expect_rc (&r, 2, "check (malformed)");
  expect_has (r.out, where, "check (malformed)");
  char *last = last_line (r.out);
  CHECK (strcmp (last, "0 passed, 1 failed") == 0, "check (malformed) ends with \"%s\"", last);
  g_free (last);
  run_free (&r);
  r = run (&s, "check", failing, NULL);
  expect_rc (&r, 1, "check (failing)");
  run_free (&r);
  r = run (&s, "check", failing, bad, NULL);
  expect_rc (&r, 2, "check (failing and malformed)");
  run_free (&r);
  r = run (&s, "coverage", hostile, NULL);
  expect_rc (&r, 2, "coverage (malformed)");
  expect_has (r.err, "ardina coverage: ", "coverage (malformed)");
  run_free (&r);
  g_free (where), g_free (hostile), g_free (failing), g_free (bad);
}

static CU_TestInfo tests[] = {
  { "check without a path: the data directory's oracle", test_check_no_path },
  { "coverage without a path: the data directory's oracle", test_coverage_no_path },
  { "tables --reconstructed: every file:line exists", test_tables_locations },
  { "play: a pipe is read line by line; a refusal stops it", test_play_pipe },
  { "play -: each line answered before the next is read", test_play_streams },
  { "play - at a terminal: a refusal does not stop play", test_play_terminal },
  { "play: 1 legal action, N legal actions", test_play_plurals },
  { "unknown options and commands: one style", test_option_errors },
  { "errors quote 'like this'", test_error_quotes },
  { "a malformed case exits 2, a failing case 1", test_malformed_case },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  /* A command that stops reading early must not kill the test writing to
   * it. */
  signal (SIGPIPE, SIG_IGN);
  scratch = g_dir_make_tmp ("ardina-cli-install-XXXXXX", NULL);
  int rc = cu_run ("cli-install", tests);
  if (scratch)
    g_rmdir (scratch);
  g_free (scratch);
  return rc;
}
