#!/bin/sh
# SPDX-License-Identifier: LGPL-2.1-or-later
# Cycles between the files of src/lib (doc/design.md, "Layers"):
#
# - include cycles: a header of src/lib that includes, through other
#   headers, itself. There must be none.
# - call cycles: file A calls a function defined in file B, and B, through
#   other files, calls A. Found from the objects `make` built: the symbols
#   each object defines (nm: T, D, R, B) against those it uses (U). The
#   registry (rules/registry.c) is left out as a caller: it lists every
#   class, marker and commitment kind for the core to dispatch through,
#   which is how the core reaches the rules without knowing them. Each
#   strongly connected component of more than one file is a cycle. The
#   components known when the check was written are listed in
#   tests/cycles.known, one per line; a component that is not within one
#   of them (a new cycle, or a file drawn into an old one) fails the test.
#   A known cycle that shrinks or goes is reported, so that its line can be
#   cut down: the list only shrinks.
#
#   tests/cycles.sh            (from make check, or with ARDINA_SRCDIR and
#                               ARDINA_BUILDDIR set; both default to .)
set -u
src=${ARDINA_SRCDIR:-.}
build=${ARDINA_BUILDDIR:-.}
known=$src/tests/cycles.known
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# Prints the strongly connected components (two files or more) of the
# graph of "FROM TO" edges on stdin, one per line, files sorted.
components () {
  awk '
    { if (!($1 in id)) { id[$1] = n; name[n++] = $1 }
      if (!($2 in id)) { id[$2] = n; name[n++] = $2 }
      r[id[$1], id[$2]] = 1 }
    END {
      for (k = 0; k < n; k++) for (i = 0; i < n; i++) if ((i, k) in r)
        for (j = 0; j < n; j++) if ((k, j) in r) r[i, j] = 1
      for (i = 0; i < n; i++) {
        if (i in done) continue
        line = name[i]; m = 1
        for (j = 0; j < n; j++)
          if (j != i && ((i, j) in r) && ((j, i) in r)) { line = line "\n" name[j]; done[j] = 1; m++ }
        if (m > 1) print line | "sort | paste -sd \" \" -"
        close ("sort | paste -sd \" \" -")
      }
    }'
}

# ---- include cycles among the headers of src/lib ----
(cd "$src/src/lib" && find . -name '*.h' | sed 's|^\./||' | sort) > "$tmp/headers"
while read -r h; do
  dir=$(dirname "$h")
  sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$src/src/lib/$h" | while read -r inc; do
    for cand in "$dir/$inc" "$inc"; do
      cand=$(printf '%s\n' "$cand" | sed 's|^\./||')
      if grep -qx "$cand" "$tmp/headers"; then echo "$h $cand"; break; fi
    done
  done
done < "$tmp/headers" > "$tmp/includes"
components < "$tmp/includes" > "$tmp/include-cycles"
status=0
if [ -s "$tmp/include-cycles" ]; then
  echo "include cycles among the headers of src/lib:"
  sed 's/^/  /' "$tmp/include-cycles"
  status=1
else
  echo "include cycles: none ($(wc -l < "$tmp/headers") headers, $(wc -l < "$tmp/includes") includes)"
fi

# ---- call cycles among the files of src/lib ----
find "$build/src/lib" -name 'libardina_core_la-*.o' ! -path '*/.libs/*' | sort > "$tmp/objects"
if [ ! -s "$tmp/objects" ]; then
  echo "call cycles: no objects under $build/src/lib (run make first)"
  exit 1
fi
while read -r o; do
  f=$(printf '%s\n' "$o" | sed "s|^$build/src/lib/||; s|libardina_core_la-||; s|\.o\$|.c|")
  nm "$o" | awk -v f="$f" '$1 == "U" { print "U", $2, f } NF == 3 && $2 ~ /^[TDRB]$/ { print "D", $3, f }'
done < "$tmp/objects" > "$tmp/symbols"
awk '$1 == "D" { def[$2] = $3 } $1 == "U" { use[++n] = $2 " " $3 }
     END { for (i = 1; i <= n; i++) { split (use[i], u, " "); if ((u[1] in def) && def[u[1]] != u[2] && u[2] != "rules/registry.c") print u[2], def[u[1]] } }' \
  "$tmp/symbols" | sort -u > "$tmp/calls"
components < "$tmp/calls" > "$tmp/call-cycles"
echo "call cycles: $(wc -l < "$tmp/call-cycles") among $(wc -l < "$tmp/objects") files ($(wc -l < "$tmp/calls") calling pairs)"
sed 's/^/  /' "$tmp/call-cycles"

# Each component within a known one; each known one still whole.
while read -r c; do
  inside=no
  while read -r k; do
    case $k in ''|'#'*) continue ;; esac
    extra=$(for f in $c; do case " $k " in *" $f "*) ;; *) echo "$f" ;; esac; done)
    [ -z "$extra" ] && inside=yes && break
  done < "$known"
  if [ $inside = no ]; then
    echo "a new call cycle, or a file drawn into a known one: $c"
    status=1
  fi
done < "$tmp/call-cycles"
while read -r k; do
  case $k in ''|'#'*) continue ;; esac
  grep -qxF "$k" "$tmp/call-cycles" || echo "note: the known cycle '$k' has shrunk or gone: cut tests/cycles.known down"
done < "$known"
exit $status
