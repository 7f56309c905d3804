/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Sieges (optional section 28, 28.6-28.16). Being built: today this file
 * only answers whether the battle being fought is one the rules resolve
 * as if no fortress or siege marker were there (a relief force's attack,
 * 28.12, or a sortie, 28.13), which the fortress rows of fortresses.c
 * ask; no battle is fought that way yet. */
#include "rules.h"

gboolean
ardina_battle_plain (const ArdinaGame *g, uint16_t locale)
{
  (void) g;
  (void) locale;
  return FALSE;
}
