#!/bin/sh
# SPDX-License-Identifier: LGPL-2.1-or-later
# A benchmark, not a threshold: every question of tests/search-questions.txt
# goes through 'ardina rules --search', and the rates at which a rule that
# answers it comes first and in the first three are printed. A question
# whose expected rule is missed is listed with what came first. It fails
# only when the command itself fails (a crash, or a usage error).
# Run by make check, or by hand: ARDINA_CMD=./ardina ARDINA_SRCDIR=. sh tests/search-bench.sh
set -u
cmd=${ARDINA_CMD:?run through make check}
src=${ARDINA_SRCDIR:?run through make check}
questions=${1:-$src/tests/search-questions.txt}

# A command without the parts of 7.9 (an older one, to measure 'before')
# answers a marker's question with 7.9 itself, which is counted as found.
parts=yes
"$cmd" rule 7.9/spy >/dev/null 2>&1 || parts=no

total=0 first=0 three=0 failed=0
while IFS= read -r line; do
  case $line in ''|'#'*) continue ;; esac
  ids=${line%%|*}
  q=${line#*|}
  q=${q# }
  total=$((total + 1))
  out=$("$cmd" rules --search "$q" 2>/dev/null)
  rc=$?
  if [ "$rc" -gt 1 ]; then
    echo "FAIL: ardina rules --search '$q' exited $rc"
    failed=1
    continue
  fi
  # Hit lines start with the id; the lines under them (why) are indented.
  top=$(printf '%s\n' "$out" | grep -v '^[[:space:]]' | head -n 3 | cut -d' ' -f1)
  rank=0 found=0 n=0
  for hit in $top; do
    n=$((n + 1))
    for want in $ids; do
      [ "$parts" = no ] && case $want in 7.9/*) want=7.9 ;; esac
      if [ "$hit" = "$want" ] && [ "$found" = 0 ]; then found=1 rank=$n; fi
    done
  done
  [ "$rank" = 1 ] && first=$((first + 1))
  [ "$found" = 1 ] && three=$((three + 1))
  if [ "$rank" != 1 ]; then
    printf 'miss%s: %s (wanted %s; got %s)\n' "$( [ "$found" = 1 ] && echo " (rank $rank)")" \
      "$q" "$(echo $ids)" "$(echo $top)"
  fi
done < "$questions"

[ "$total" -gt 0 ] || { echo "no questions in $questions"; exit 1; }
echo "search: $total questions; answering rule first for $first ($((first * 100 / total))%), in the top three for $three ($((three * 100 / total))%)"
exit $failed
