#!/bin/sh
# SPDX-License-Identifier: LGPL-2.1-or-later
# The board in the game's state (core/board.c) is kept by the one function
# that writes a piece's zone or locale, ardina_place_put() (and
# ardina_place_set(), through it). A write that goes around it leaves the
# board behind the pieces, so this fails on any left in src/lib or
# src/oracle outside core/board.c:
#
# - into the game's places: units[...] = , units[...].zone = , and the
#   same for leaders and pieces, ardina_place_of (...)->zone = ;
# - through a pointer declared ArdinaPlace * in the same function (a
#   function ends at a "}" in column 0): p->zone = , p->locale = , *p = .
#   A pointer named draft holds a copy being built (the loader's), not the
#   game's, and is not counted.
#
#   tests/place-writes.sh      (from make check, or with ARDINA_SRCDIR set)
set -u
src=${ARDINA_SRCDIR:-.}
files=$(find "$src/src/lib" "$src/src/oracle" -name '*.c' -o -name '*.h' | grep -v '/src/lib/core/board\.c$' | sort)
[ -n "$files" ] || { echo "place-writes: no sources under $src/src"; exit 1; }
# shellcheck disable=SC2086
awk '
  FNR == 1 { split ("", ptr) }
  /^}/ { split ("", ptr) }
  {
    line = $0
    sub (/\/\*.*\*\//, "", line)
    rest = line
    while (match (rest, /ArdinaPlace \*[A-Za-z_][A-Za-z0-9_]*/)) {
      name = substr (rest, RSTART + 13, RLENGTH - 13)
      if (name != "draft" && substr (rest, RSTART - 6, 6) != "const ")
        ptr[name] = 1
      rest = substr (rest, RSTART + RLENGTH)
    }
    gsub (/ArdinaPlace \*/, "ArdinaPlace ", line)   # a declaration is not a write
    bad = 0
    if (line ~ /(units|leaders|pieces)\[[^]]*\](\.(zone|locale))? *=[^=]/) bad = 1
    if (line ~ /place_of *\([^;]*\)->(zone|locale) *=[^=]/) bad = 1
    for (name in ptr) {
      if (line ~ ("(^|[^A-Za-z0-9_.>])" name "->(zone|locale) *=[^=]")) bad = 1
      if (line ~ ("(^|[^A-Za-z0-9_])\\*" name " *=[^=]")) bad = 1
    }
    if (bad) { print FILENAME ":" FNR ": " $0; found++ }
  }
  END {
    if (found) {
      print "place-writes: " found " write(s) of a piece'"'"'s place outside the mover (core/board.c: ardina_place_put)"
      exit 1
    }
  }
' $files
