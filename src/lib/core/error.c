/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The ardina error domain, and the citation a refusal carries as data.
 *
 * The domain is an extended one (GLib 2.68): every GError of it has a
 * Refusal record beside it, which g_error_copy() copies and
 * g_error_free() frees, so a caller reads the rules and rulings a refusal
 * cites instead of taking its message apart. Only ardina_refusal_set()
 * fills the record; the message stays "[18.7] ..." for people. */
#include "internal.h"

#define MAX_CITED 4

typedef struct {
  uint16_t rules[MAX_CITED];         /* indices into ardina_data_rules */
  guint8 n_rules;
  guint8 n_rulings;
  const ArdinaRuling *rulings[MAX_CITED];
  char *reason;                      /* the message without "[18.7] " */
} Refusal;

static void
refusal_init (GError *error)
{
  (void) error;                      /* GLib zeroes the record */
}

/* The record lies just before the GError, at GLib's alignment; as the
 * code G_DEFINE_EXTENDED_ERROR would write, which we cannot use: it would
 * rename the quark's string, which programs may have stored. */
static Refusal *
refusal_of (const GError *error)
{
  const gsize sa = 2 * sizeof (gsize);
  const gsize as = (sizeof (Refusal) + (sa - 1)) & -sa;
  return (Refusal *) (((guint8 *) error) - as);
}

static void
refusal_copy (const GError *from, GError *to)
{
  Refusal *f = refusal_of (from), *t = refusal_of (to);
  *t = *f;
  t->reason = g_strdup (f->reason);
}

static void
refusal_clear (GError *error)
{
  g_clear_pointer (&refusal_of (error)->reason, g_free);
}

GQuark
ardina_error_quark (void)
{
  static gsize quark;
  if (g_once_init_enter (&quark))
    g_once_init_leave (&quark, g_error_domain_register_static ("ardina-error-quark", sizeof (Refusal),
                                                                refusal_init, refusal_copy, refusal_clear));
  return (GQuark) quark;
}

/* A ruling the reason names in the engine's own form, "(R-56)" or
 * "R-56)" in a list: the rulings applied in refusing. */
static void
note_rulings (Refusal *r, const char *reason)
{
  for (const char *p = strstr (reason, "R-"); p && r->n_rulings < MAX_CITED; p = strstr (p + 2, "R-"))
    {
      if (p > reason && g_ascii_isalnum (p[-1]))
        continue;
      size_t len = 2 + strspn (p + 2, "0123456789");
      if (len == 2)
        continue;
      char *id = g_strndup (p, len);
      const ArdinaRuling *ruling = ardina_ruling_lookup (id);
      g_free (id);
      if (ruling)
        r->rulings[r->n_rulings++] = ruling;
    }
}

void
ardina_refusal_set (GError **error, uint16_t rule, const char *reason)
{
  if (!error)
    return;
  g_set_error (error, ARDINA_ERROR, ARDINA_ERROR_ILLEGAL, "[%s] %s", ardina_data_rules[rule].id, reason);
  Refusal *r = refusal_of (*error);
  r->rules[0] = rule;
  r->n_rules = 1;
  r->reason = g_strdup (reason);
  note_rulings (r, reason);
}

static const Refusal *
record (const GError *error)
{
  return error && error->domain == ARDINA_ERROR ? refusal_of (error) : NULL;
}

guint
ardina_error_get_n_rules (const GError *error)
{
  const Refusal *r = record (error);
  return r ? r->n_rules : 0;
}

const ArdinaRule *
ardina_error_get_rule_nth (const GError *error, guint i)
{
  const Refusal *r = record (error);
  return r && i < r->n_rules ? ardina_rule_nth (r->rules[i]) : NULL;
}

const ArdinaRule *
ardina_error_get_rule (const GError *error)
{
  return ardina_error_get_rule_nth (error, 0);
}

guint
ardina_error_get_n_rulings (const GError *error)
{
  const Refusal *r = record (error);
  return r ? r->n_rulings : 0;
}

const ArdinaRuling *
ardina_error_get_ruling_nth (const GError *error, guint i)
{
  const Refusal *r = record (error);
  return r && i < r->n_rulings ? r->rulings[i] : NULL;
}

const char *
ardina_error_get_reason (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);
  const Refusal *r = record (error);
  return r && r->reason ? r->reason : error->message;
}
