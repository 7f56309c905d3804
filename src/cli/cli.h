/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The ardina command: a thin layer over the library. Each subcommand is a
 * function taking the arguments after its name and returning the exit
 * status: 0 success, 1 a check failed, 2 bad usage or unknown id. */
#ifndef ARDINA_CLI_H
#define ARDINA_CLI_H

#include <ardina/ardina.h>
#include "oracle/oracle.h"
#include <stdio.h>

#define CLI_OK 0
#define CLI_FAILED 1
#define CLI_USAGE 2

int cli_rule (int argc, char **argv);
int cli_rules (int argc, char **argv);
int cli_tables (int argc, char **argv);
int cli_check (int argc, char **argv);
int cli_play (int argc, char **argv);
int cli_coverage (int argc, char **argv);
int cli_bench (int argc, char **argv);
int cli_ask (int argc, char **argv);
int cli_case (int argc, char **argv);
int cli_show (int argc, char **argv);
int cli_html (int argc, char **argv);

/* cmd-ask.c, shared with cmd-case.c: the game in @path (a save, or a
 * case's start; *@from_case may be NULL), or NULL after printing why. */
ArdinaGame *cli_load_game (const char *command, const char *path, gboolean *from_case);
/* Reads the @n action texts into @out; FALSE after a usage error. */
gboolean cli_parse_actions (const char *command, char **texts, int n, ArdinaAction *out);
/* The rule a refusal's message opens with ("[7.9] ..."), or NULL. */
/* A decision kind as cases name it: "commit", "respond"... */
const char *cli_decision_kind (ArdinaDecisionKind kind);
/* "american" or "british"; FALSE for anything else. */
gboolean cli_parse_side (const char *name, ArdinaSide *side);

/* cmd-show.c, shared with ask and play (--step N): applies to @g, a
 * case's start, the first @steps <do> of the case in @path; FALSE after an
 * error of @command when one is refused or the case has fewer. */
gboolean cli_case_steps (const char *command, ArdinaGame *g, const char *path, int steps);

/* cmd-check.c: the data directory, laid out like the source tree
 * (rules-xml/, oracle/): @option, else $ARDINA_DATA_DIR, else the current
 * directory when it is a source tree, else the installed $(pkgdatadir) when
 * it exists, else the current directory (doc/ardina.1, FILES). */
const char *cli_data_dir (const char *option);
/* cmd-check.c: a path recorded relative to the source root
 * ("rules-xml/dice.xml", "oracle/18/x.xml") as found from the current
 * directory through cli_data_dir (@option); g_free it. */
char *cli_data_path (const char *option, const char *recorded);
/* cmd-check.c: the oracle directory: @option (--oracle), else
 * $ARDINA_ORACLE_DIR, else the data directory's oracle/; g_free it. NULL,
 * after a usage error of @command saying where it looked, when that last
 * one does not exist. */
char *cli_oracle_dir (const char *command, const char *option);
/* cmd-check.c: the case files under @paths, in order; FALSE after printing
 * why when a path cannot be read. */
gboolean cli_case_files (const char *command, char **paths, int n, GPtrArray *files);

/* cmd-rule.c: a numbered step of a paraphrase, "(2)" (or an item "(b)"
 * inside one), from byte @start to @end of the text; @list tells apart
 * the numbered lists of a paraphrase that has several (7.9). */
typedef struct {
  gsize start, end;
  guint number, list;
} CliStep;
/* The steps of @text as 'ardina rule 18.4(2)' finds them, in order. */
guint cli_find_steps (const char *text, gboolean letters, CliStep *out, guint max);

/* out.c */
void cli_wrap (FILE *out, const char *text, int indent, int width);
/* The width to wrap standard output to: the terminal's when it is one
 * (TIOCGWINSZ, else $COLUMNS), 78 otherwise. */
int cli_width (void);
void cli_print_rule_ref (FILE *out, const ArdinaRule *rule);
int cli_parse (int *argc, char ***argv, const char *args, const char *summary,
               const GOptionEntry *entries);
int cli_usage_error (const char *command, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
/* "ardina COMMAND: message" on standard error (@command NULL: "ardina:"),
 * GLib's curly quotes made plain so every message quotes 'like this'. */
void cli_error (const char *command, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
/* An option GLib refused, as a usage error of @command (NULL: the top
 * level); returns CLI_USAGE. */
int cli_option_error (const char *command, const GError *error);
/* "ruling" for the engine's interpretation of unclear text,
 * "clarification" for a ruling that restates what the text says, so that
 * a player tells the two apart (issue 15, item 12). */
const char *cli_ruling_label (const ArdinaRuling *ruling);
/* The optional rules sections of --optional ("28,29", "all", "none"; NULL
 * is none) into @opts->optional, checked with the rest of @opts
 * (ardina_game_options_check); FALSE after a usage error of @command when
 * the list is not one or names a section the engine does not play yet. */
gboolean cli_parse_optional (const char *command, const char *list, ArdinaGameOptions *opts);
/* FALSE after an error of @command when @game, read from @path, selects
 * optional sections the engine does not play yet (issue 15). */
gboolean cli_optional_played (const char *command, const char *path, const ArdinaGame *game);

#endif /* ARDINA_CLI_H */
