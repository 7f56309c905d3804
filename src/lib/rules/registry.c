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
