/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The registry's tables, expanded from the lists of registry.h: the
 * procedure classes by ArdinaProc, the action markers the engine plays,
 * the kinds of secret commitment. Each object is defined in its own
 * rules (or core) file; this file only gathers them. */
#include "rules.h"

#define DECLARE_PROC(id, obj) extern const ArdinaProcClass obj;
ARDINA_PROCEDURES (DECLARE_PROC)
#undef DECLARE_PROC

#define DECLARE_MARKER(id, obj) extern const ArdinaMarkerClass obj;
ARDINA_MARKERS (DECLARE_MARKER)
#undef DECLARE_MARKER

#define DECLARE_KIND(id, obj) extern const ArdinaCommitKind obj;
ARDINA_COMMITMENTS (DECLARE_KIND)
#undef DECLARE_KIND

const ArdinaProcClass *const ardina_proc_classes[ARDINA_PROC_COUNT] = {
#define ENTRY(id, obj) [ARDINA_PROC_##id] = &obj,
  ARDINA_PROCEDURES (ENTRY)
#undef ENTRY
};

const ArdinaMarkerClass *const ardina_marker_classes[ARDINA_MARKER_CLASS_COUNT] = {
#define ENTRY(id, obj) [ARDINA_MARKER_CLASS_##id] = &obj,
  ARDINA_MARKERS (ENTRY)
#undef ENTRY
};

const ArdinaCommitKind *const ardina_commit_kinds[ARDINA_COMMIT_COUNT] = {
#define ENTRY(id, obj) [ARDINA_COMMIT_##id] = &obj,
  ARDINA_COMMITMENTS (ENTRY)
#undef ENTRY
};

/* ---- rule hooks ---- */

/* A core row (section 0) has no gate. MAX keeps the shift count of a
 * core row from being negative even in the branch not taken (clang warns
 * of one). */
#define HOOK_GATE(sec) ((sec) ? ARDINA_OPTIONAL (MAX ((sec), 28)) : 0u)
#define HOOK_ROW(arg, pt, sec, f)                                                        \
  { .point = ARDINA_HOOK_##pt, .section = (sec), .gate = HOOK_GATE (sec), .fn = { .pt = f }, \
    .name = #f },
const ArdinaHookRow ardina_hook_rows[] = { ARDINA_HOOKS (HOOK_ROW, 0) };
#undef HOOK_ROW
#undef HOOK_GATE
const guint ardina_hook_n_rows = G_N_ELEMENTS (ardina_hook_rows);

/* Each point's slice of the rows, counted at compile time: the rows
 * before it and its own. */
#define BEFORE(p, pt, sec, f) +(ARDINA_HOOK_##pt < ARDINA_HOOK_##p)
#define SAME(p, pt, sec, f) +(ARDINA_HOOK_##pt == ARDINA_HOOK_##p)
#define FIRST(id, type) [ARDINA_HOOK_##id] = 0 ARDINA_HOOKS (BEFORE, id),
#define COUNT(id, type) [ARDINA_HOOK_##id] = 0 ARDINA_HOOKS (SAME, id),
const uint8_t ardina_hook_first[ARDINA_HOOK_COUNT] = { ARDINA_HOOK_POINTS (FIRST) };
const uint8_t ardina_hook_count[ARDINA_HOOK_COUNT] = { ARDINA_HOOK_POINTS (COUNT) };
#undef FIRST
#undef COUNT
#undef BEFORE
#undef SAME

const char *
ardina_hook_point_name (guint point)
{
  static const char *const names[ARDINA_HOOK_COUNT] = {
#define NAME(id, type) [ARDINA_HOOK_##id] = #id,
    ARDINA_HOOK_POINTS (NAME)
#undef NAME
  };
  return point < ARDINA_HOOK_COUNT ? names[point] : NULL;
}
