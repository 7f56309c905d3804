/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Output and option helpers shared by the subcommands. */
#include "cli.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

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
int
cli_parse (int *argc, char ***argv, const char *args, const char *summary,
           const GOptionEntry *entries)
{
  GError *error = NULL;
  GOptionContext *ctx = g_option_context_new (args);
  g_option_context_set_summary (ctx, summary);
  if (entries)
    g_option_context_add_main_entries (ctx, entries, NULL);
  gboolean ok = g_option_context_parse (ctx, argc, argv, &error);
  g_option_context_free (ctx);
  if (!ok)
    {
      fprintf (stderr, "ardina: %s\n", error->message);
      g_error_free (error);
      return CLI_USAGE;
    }
  return CLI_OK;
}

int
cli_usage_error (const char *command, const char *fmt, ...)
{
  va_list ap;
  fprintf (stderr, "ardina %s: ", command);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fprintf (stderr, "\nTry 'ardina %s --help'.\n", command);
  return CLI_USAGE;
}

/* "28,29", "all", "none" or NULL: the ARDINA_OPTIONAL bits; FALSE for a
 * section outside 28-38 or a word that is not a number. */
gboolean
cli_parse_optional (const char *list, guint32 *bits)
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
