/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Labels typed for ids (names.h): a person at `ardina play` reads "Gage"
 * or "1 Bde (Boston)" on the board and may type it where the action wants
 * gage or br-reg-1. A label several pieces share ("Tactics", "Militia") is
 * no answer; the ids that have it are listed instead. */
#include "names.h"

#include <string.h>

typedef struct {
  const char *label, *id;
} Label;

static gint
longer_first (gconstpointer a, gconstpointer b)
{
  const Label *x = a, *y = b;
  return (int) strlen (y->label) - (int) strlen (x->label);
}

/* Every label that differs from its id, longest first, so that "1 Bde
 * (Boston)" is read before "Boston". Built once. */
static GArray *
labels (void)
{
  static GArray *all;
  if (all)
    return all;
  all = g_array_new (FALSE, FALSE, sizeof (Label));
  for (guint i = 0; i < ardina_piece_count (); i++)
    {
      Label l = { ardina_piece_get_label (i), ardina_piece_get_name (i) };
      if (l.label && l.id && strcmp (l.label, l.id))
        g_array_append_val (all, l);
    }
  for (guint i = 0; i < ardina_locale_count (); i++)
    {
      Label l = { ardina_locale_get_label (i), ardina_locale_get_name (i) };
      if (l.label && l.id && strcmp (l.label, l.id))
        g_array_append_val (all, l);
    }
  g_array_sort (all, longer_first);
  return all;
}

static gboolean
boundary (char c)
{
  return !c || g_ascii_isspace (c);
}

/* The label at @p (a whole word or words), or NULL; FALSE with @error when
 * several ids share it. */
static const Label *
label_at (const char *line, const char *p, GError **error)
{
  GArray *all = labels ();
  if (p != line && !boundary (p[-1]))
    return NULL;
  for (guint i = 0; i < all->len; i++)
    {
      const Label *l = &g_array_index (all, Label, i);
      gsize n = strlen (l->label);
      if (g_ascii_strncasecmp (p, l->label, n) || !boundary (p[n]))
        continue;
      GString *ids = g_string_new (l->id);
      guint same = 1;
      for (guint j = i + 1; j < all->len && strlen (g_array_index (all, Label, j).label) == n; j++)
        if (!g_ascii_strcasecmp (g_array_index (all, Label, j).label, l->label) && same++ < 6)
          g_string_append_printf (ids, ", %s", g_array_index (all, Label, j).id);
      if (same > 1)
        g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_INVALID, "'%s' is the name of %u pieces or locales "
                     "(%s%s): type the id", l->label, same, ids->str, same > 6 ? "..." : "");
      g_string_free (ids, TRUE);
      return same > 1 ? NULL : l;
    }
  return NULL;
}

char *
cli_names_to_ids (const char *line, GError **error)
{
  GString *out = g_string_new (NULL);
  gboolean any = FALSE;
  for (const char *p = line; *p;)
    {
      GError *e = NULL;
      const Label *l = label_at (line, p, &e);
      if (e)
        {
          g_propagate_error (error, e);
          g_string_free (out, TRUE);
          return NULL;
        }
      if (l)
        {
          g_string_append (out, l->id);
          p += strlen (l->label);
          any = TRUE;
        }
      else
        g_string_append_c (out, *p++);
    }
  if (any)
    return g_string_free (out, FALSE);
  g_string_free (out, TRUE);
  return NULL;
}
