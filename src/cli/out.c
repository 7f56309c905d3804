/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Output and option helpers shared by the subcommands. */
#include "cli.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#define DEFAULT_WIDTH 78
#define MIN_WIDTH 40

/* The terminal's columns: its window size, else $COLUMNS; 0 if unknown. */
static int
terminal_columns (void)
{
#ifdef TIOCGWINSZ
  struct winsize ws;
  if (ioctl (STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
    return ws.ws_col;
#endif
  const char *env = g_getenv ("COLUMNS");
  long cols = env ? strtol (env, NULL, 10) : 0;
  return cols > 0 && cols < 10000 ? (int) cols : 0;
}

/* Only a terminal gets its own width: piped output, and so every test and
 * every script reading the command, sees the same 78 columns anywhere. A
 * very narrow window still gets MIN_WIDTH, room for the deepest indent. */
int
cli_width (void)
{
  static int width;
  if (width)
    return width;
  int cols = isatty (STDOUT_FILENO) ? terminal_columns () : 0;
  width = cols ? MAX (cols, MIN_WIDTH) : DEFAULT_WIDTH;
  return width;
}

/* Prints text as a paragraph of at most width columns, each line indented;
 * words are never split. */
void
cli_wrap (FILE *out, const char *text, int indent, int width)
{
  int col = 0;
  const char *p = text;
  while (*p)
    {
      while (*p == ' ')
        p++;
      size_t len = strcspn (p, " ");
      if (!len)
        break;
      if (col > indent && col + 1 + (int) len > width)
        {
          fputc ('\n', out);
          col = 0;
        }
      if (col == 0)
        col = fprintf (out, "%*s", indent, "");
      else
        col += fprintf (out, " ");
      col += fprintf (out, "%.*s", (int) len, p);
      p += len;
    }
  if (col)
    fputc ('\n', out);
}

void
cli_print_rule_ref (FILE *out, const ArdinaRule *rule)
{
  fprintf (out, "%s %s", ardina_rule_get_id (rule), ardina_rule_get_title (rule));
}

/* Parses a subcommand's options; on error prints it and returns CLI_USAGE,
 * on success CLI_OK with argv left holding the program name and operands. */
/* @text with every line longer than @width broken between words; the
 * continuation keeps the line's indent. Lines already short stay as
 * written, so a summary's own layout (lists, paragraphs) survives. */
static char *
wrap_lines (const char *text, int width)
{
  GString *out = g_string_new (NULL);
  char **lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      if (i)
        g_string_append_c (out, '\n');
      const char *line = lines[i];
      size_t indent = strspn (line, " ");
      while (g_utf8_strlen (line, -1) > width)
        {
          const char *cut = NULL;
          for (const char *p = line + indent; *p && p - line <= width; p++)
            if (*p == ' ')
              cut = p;
          if (!cut)
            break;
          g_string_append_len (out, line, cut - line);
          g_string_append_printf (out, "\n%*s", (int) indent, "");
          line = cut + 1;
        }
      g_string_append (out, line);
    }
  g_strfreev (lines);
  return g_string_free (out, FALSE);
}

int
cli_parse (int *argc, char ***argv, const char *args, const char *summary,
           const GOptionEntry *entries)
{
  GError *error = NULL;
  GOptionContext *ctx = g_option_context_new (args);
  /* GNU's --help fits 80 columns; GLib prints the summary as given. */
  char *wrapped = wrap_lines (summary, 79);
  g_option_context_set_summary (ctx, wrapped);
  g_free (wrapped);
  if (entries)
    g_option_context_add_main_entries (ctx, entries, NULL);
  gboolean ok = g_option_context_parse (ctx, argc, argv, &error);
  g_option_context_free (ctx);
  if (!ok)
    {
      /* The subcommand's name is argv[0] (main passes argv + 1). */
      int rc = cli_option_error ((*argv)[0], error);
      g_error_free (error);
      return rc;
    }
  return CLI_OK;
}

/* @text with GLib's typographic quotes (its messages, file errors) made
 * plain, so that every message of the command quotes 'like this'. */
static char *
plain_quotes (const char *text)
{
  static const char *const curly[] = { "\xe2\x80\x9c", "\xe2\x80\x9d", "\xe2\x80\x98", "\xe2\x80\x99" };
  char *s = g_strdup (text);
  for (size_t i = 0; i < G_N_ELEMENTS (curly); i++)
    {
      char **parts = g_strsplit (s, curly[i], -1);
      g_free (s);
      s = g_strjoinv ("'", parts);
      g_strfreev (parts);
    }
  return s;
}

static void
verror (const char *command, const char *fmt, va_list ap)
{
  char *text = g_strdup_vprintf (fmt, ap), *plain = plain_quotes (text);
  fprintf (stderr, "ardina%s%s: %s\n", command ? " " : "", command ? command : "", plain);
  g_free (plain);
  g_free (text);
}

void
cli_error (const char *command, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  verror (command, fmt, ap);
  va_end (ap);
}

int
cli_usage_error (const char *command, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  verror (command, fmt, ap);
  va_end (ap);
  fprintf (stderr, "Try 'ardina%s%s --help'.\n", command ? " " : "", command ? command : "");
  return CLI_USAGE;
}

/* GLib says "Unknown option --x" and "Cannot parse ...": lower-cased like
 * the command's own messages, the unknown option quoted. The option is the
 * message's last word in every translation. */
int
cli_option_error (const char *command, const GError *error)
{
  const char *last = strrchr (error->message, ' ');
  if (g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_UNKNOWN_OPTION) && last && last[1] == '-')
    return cli_usage_error (command, "unknown option '%s'", last + 1);
  char *text = g_strdup (error->message);
  if (g_ascii_isupper (text[0]) && !g_ascii_isupper (text[1]))
    text[0] = g_ascii_tolower (text[0]);
  int rc = cli_usage_error (command, "%s", text);
  g_free (text);
  return rc;
}

/* "28,29", "all", "none" or NULL: the ARDINA_OPTIONAL bits; FALSE for a
 * section outside 28-38 or a word that is not a number. */
static gboolean
optional_bits (const char *list, guint32 *bits)
{
  *bits = 0;
  if (!list || !strcmp (list, "none"))
    return TRUE;
  if (!strcmp (list, "all"))
    {
      *bits = ARDINA_OPTIONAL_ALL;
      return TRUE;
    }
  char **parts = g_strsplit (list, ",", -1);
  gboolean ok = TRUE;
  for (char **p = parts; *p && ok; p++)
    {
      char *end;
      long s = strtol (*p, &end, 10);
      ok = end != *p && !*end && s >= 28 && s <= 38;
      if (ok)
        *bits |= ARDINA_OPTIONAL ((guint) s);
    }
  g_strfreev (parts);
  return ok;
}

const char *
cli_ruling_label (const ArdinaRuling *ruling)
{
  return ardina_ruling_get_kind (ruling) == ARDINA_RULING_CLARIFICATION ? "clarification" : "ruling";
}

gboolean
cli_parse_optional (const char *command, const char *list, ArdinaGameOptions *opts)
{
  GError *error = NULL;
  if (!optional_bits (list, &opts->optional))
    {
      cli_usage_error (command, "--optional takes sections 28-38 separated by commas, 'all' or 'none'");
      return FALSE;
    }
  /* Issue 15: a section the engine does not play yet would be played by
   * the standard rules without a word; refused, naming those it plays. */
  if (ardina_game_options_check (opts, &error))
    return TRUE;
  cli_usage_error (command, "--optional %s: %s", list, error->message);
  g_error_free (error);
  return FALSE;
}

gboolean
cli_optional_played (const char *command, const char *path, const ArdinaGame *game)
{
  ArdinaGameOptions o = { 0 };
  GError *error = NULL;
  o.optional = ardina_game_get_optional (game);
  if (ardina_game_options_check (&o, &error))
    return TRUE;
  /* The file is not at fault (a case may select such a section for its
   * set-up, an earlier version wrote such saves): it is read, not played. */
  cli_error (command, "%s: %s (its position is read by 'ardina check' and 'ardina case new', "
             "not played on: the engine would play it by the standard rules)", path, error->message);
  g_error_free (error);
  return FALSE;
}
