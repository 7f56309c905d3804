/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Suite "cli-terminal": `ardina play -` played as a person plays it, at a
 * terminal ($ARDINA_CMD).
 *
 * The command runs on the slave side of a pseudo-terminal opened here
 * (posix_openpt: nothing to install), as its standard input, output and
 * error and its controlling terminal. The test types a line only once the
 * screen shows the prompt, and reads the screen back (the master side:
 * what the command printed and the terminal's echo of what was typed). */
/* posix_openpt, grantpt, unlockpt, ptsname; TIOCSCTTY (a BSD name). */
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE
#include "cu-main.h"
#include "spawn.h"

#include <ardina/ardina.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

/* A command at a terminal, and everything its screen showed. */
typedef struct {
  int master;
  pid_t pid;
  GString *screen;
  gsize seen;      /* how much of the screen the last wait consumed */
} Term;

static gboolean
term_start (Term *t, char **argv)
{
  t->screen = g_string_new (NULL);
  t->seen = 0;
  t->master = posix_openpt (O_RDWR | O_NOCTTY);
  if (t->master < 0 || grantpt (t->master) || unlockpt (t->master))
    return FALSE;
  char *name = g_strdup (ptsname (t->master));
  struct winsize ws = { .ws_row = 50, .ws_col = 100 };
  t->pid = fork ();
  if (t->pid == 0)
    {
      setsid ();
      int slave = open (name, O_RDWR);
      if (slave < 0)
        _exit (127);
      ioctl (slave, TIOCSCTTY, 0);
      ioctl (slave, TIOCSWINSZ, &ws);
      dup2 (slave, 0), dup2 (slave, 1), dup2 (slave, 2);
      if (slave > 2)
        close (slave);
      close (t->master);
      execv (argv[0], argv);
      _exit (127);
    }
  g_free (name);
  return t->pid > 0;
}

/* Reads the screen until @needle shows after what was already seen, or
 * 20 s pass; TRUE when it showed. */
static gboolean
term_wait (Term *t, const char *needle)
{
  gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  for (;;)
    {
      const char *hit = strstr (t->screen->str + t->seen, needle);
      if (hit)
        {
          t->seen = (gsize) (hit - t->screen->str) + strlen (needle);
          return TRUE;
        }
      gint64 left = (end - g_get_monotonic_time ()) / 1000;
      struct pollfd p = { t->master, POLLIN, 0 };
      if (left <= 0 || poll (&p, 1, (int) left) <= 0)
        return FALSE;
      char buf[4096];
      ssize_t n = read (t->master, buf, sizeof buf);
      if (n <= 0 && errno != EINTR)
        return FALSE;   /* EIO: the command closed the terminal */
      if (n > 0)
        g_string_append_len (t->screen, buf, n);
    }
}

/* Types @line as a person would, once the prompt shows. */
static gboolean
term_type (Term *t, const char *line)
{
  gboolean prompted = term_wait (t, "> ");
  CHECK (prompted, "no prompt before typing '%s'; the screen:\n%s", line, t->screen->str);
  char *text = g_strconcat (line, "\n", NULL);
  gsize len = strlen (text);
  CHECK (write (t->master, text, len) == (ssize_t) len, "cannot type '%s'", line);
  g_free (text);
  return prompted;
}

/* The end of input (^D at a line's start), then the exit status. */
static int
term_finish (Term *t)
{
  if (term_wait (t, "> "))
    CHECK (write (t->master, "\x04", 1) == 1, "cannot type ^D");
  term_wait (t, "\x01never\x01");   /* read the rest, to the end */
  int status = 0;
  while (waitpid (t->pid, &status, 0) < 0 && errno == EINTR)
    ;
  close (t->master);
  return WIFEXITED (status) ? WEXITSTATUS (status) : 128 + WTERMSIG (status);
}

static char *
scratch_dir (void)
{
  char *dir = g_dir_make_tmp ("ardina-term-XXXXXX", NULL);
  CHECK_FATAL (dir != NULL, "cannot make a scratch directory");
  return dir;
}

/* The action the screen's list numbered @n. */
static char *
listed (const char *screen, guint n)
{
  char *label = g_strdup_printf ("\n  %3u  ", n);
  const char *p = strstr (screen, label);
  char *text = p ? g_strndup (p + strlen (label), strcspn (p + strlen (label), "\r\n")) : NULL;
  g_free (label);
  return text;
}

/* @action with its pieces and locales written as their labels ("Gage",
 * "Boston"), as a person reads them off the board. */
static char *
as_labels (const char *action)
{
  char **w = g_strsplit (action, " ", -1);
  for (char **p = w; *p; p++)
    {
      gint piece = ardina_piece_find (*p), locale = ardina_locale_lookup (*p);
      const char *label = piece >= 0 ? ardina_piece_get_label ((guint) piece)
                          : locale >= 0 ? ardina_locale_get_label ((guint) locale) : NULL;
      if (label)
        {
          g_free (*p);
          *p = g_strdup (label);
        }
    }
  char *text = g_strjoinv (" ", w);
  g_strfreev (w);
  return text;
}

/* '?' numbers the legal actions, a number plays one, undo takes it back,
 * labels are read for ids, show prints the position, save writes a game that loads where the
 * screen said it stood, and a refusal lets play go on. */
static void
test_terminal_session (void)
{
  const char *cmd = test_cmd ();
  if (!cmd)
    return;
  char *dir = scratch_dir (), *saved = g_build_filename (dir, "mid.xml", NULL);
  char *save_line = g_strconcat ("save ", saved, NULL);
  char *argv[] = { (char *) cmd, (char *) "play", (char *) "--seed", (char *) "7", (char *) "-", NULL };
  Term t;
  CHECK_FATAL (term_start (&t, argv), "no pseudo-terminal here");

  term_type (&t, "british frobnicate");
  CHECK (term_wait (&t, "refused (line 1): "), "no refusal shown:\n%s", t.screen->str);

  term_type (&t, "?");
  CHECK (term_wait (&t, " legal action"), "no list after '?':\n%s", t.screen->str);
  CHECK (term_wait (&t, "\n    1  "), "the list is not numbered:\n%s", t.screen->str);
  char *first = listed (t.screen->str, 1);
  CHECK_FATAL (first != NULL, "no action numbered 1:\n%s", t.screen->str);

  term_type (&t, "1");
  char *echo = g_strconcat ("> ", first, NULL);
  CHECK (term_wait (&t, echo), "the number did not play '%s':\n%s", first, t.screen->str);
  term_type (&t, "undo");
  char *undone = g_strconcat ("undone: ", first, NULL);
  CHECK (term_wait (&t, undone), "undo did not take back '%s':\n%s", first, t.screen->str);
  term_type (&t, "undo");
  CHECK (term_wait (&t, "nothing to undo"), "a second undo found something:\n%s", t.screen->str);

  /* The same action typed with the names on the board this time, and
   * the position shown. */
  char *labelled = as_labels (first), *read_as = g_strconcat ("read as: ", first, NULL);
  CHECK (strcmp (labelled, first) != 0, "'%s' names no piece nor locale", first);
  term_type (&t, labelled);
  CHECK (term_wait (&t, read_as), "'%s' was not read as '%s':\n%s", labelled, first, t.screen->str);
  g_free (labelled), g_free (read_as);
  term_type (&t, "show");
  CHECK (term_wait (&t, "Revolutionary Progress"), "show printed no position:\n%s", t.screen->str);
  CHECK (term_wait (&t, "The map"), "show printed no map:\n%s", t.screen->str);
  term_type (&t, save_line);
  CHECK (term_wait (&t, "saved to "), "save said nothing:\n%s", t.screen->str);
  int rc = term_finish (&t);
  CHECK (rc == 0, "ardina play - exited %d at a terminal:\n%s", rc, t.screen->str);

  /* The save holds the game after the one action: one set-up placement
   * more than the fresh game, whose same first action is legal no more
   * than once. */
  char *xml = NULL;
  gsize len = 0;
  CHECK_FATAL (g_file_get_contents (saved, &xml, &len, NULL), "save FILE wrote nothing");
  GError *error = NULL;
  ArdinaGame *g = ardina_game_load (xml, len, saved, &error);
  CHECK_FATAL (g != NULL, "the save does not load: %s", error ? error->message : "?");
  ArdinaGameOptions o = { ARDINA_SCENARIO_FULL, 0, 7 };
  ArdinaGame *fresh = ardina_game_new_standard (&o, NULL, NULL);
  CHECK (ardina_game_apply_text (fresh, first, NULL, NULL, NULL), "'%s' is not legal in a fresh game", first);
  char *a = ardina_game_save (fresh, &len), *b = ardina_game_save (g, &len);
  CHECK (strcmp (a, b) == 0, "the save is not the game after '%s'", first);
  g_free (a), g_free (b);
  ardina_game_free (g), ardina_game_free (fresh);
  g_free (xml), g_free (first), g_free (echo), g_free (undone);
  g_string_free (t.screen, TRUE);
  g_remove (saved);
  g_rmdir (dir);
  g_free (saved), g_free (save_line), g_free (dir);
}

/* A number with no list before it, or out of the list, is refused and
 * play goes on. */
static void
test_terminal_bad_number (void)
{
  const char *cmd = test_cmd ();
  if (!cmd)
    return;
  char *argv[] = { (char *) cmd, (char *) "play", (char *) "-", NULL };
  Term t;
  CHECK_FATAL (term_start (&t, argv), "no pseudo-terminal here");
  term_type (&t, "3");
  CHECK (term_wait (&t, "no list to pick from"), "a number without a list was not refused:\n%s", t.screen->str);
  term_type (&t, "?");
  term_type (&t, "9999");
  CHECK (term_wait (&t, "no action 9999"), "a number out of the list was not refused:\n%s", t.screen->str);
  int rc = term_finish (&t);
  CHECK (rc == 0, "ardina play - exited %d at a terminal:\n%s", rc, t.screen->str);
  g_string_free (t.screen, TRUE);
}

static CU_TestInfo tests[] = {
  { "play - at a terminal: ?, a number, undo, labels, show, save", test_terminal_session },
  { "play - at a terminal: a number without a list or out of it", test_terminal_bad_number },
  CU_TEST_INFO_NULL
};

int
main (void)
{
  signal (SIGPIPE, SIG_IGN);
  return cu_run ("cli-terminal", tests);
}
