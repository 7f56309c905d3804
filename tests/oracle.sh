#!/bin/sh
# SPDX-License-Identifier: LGPL-2.1-or-later
# The oracle through the command, as a packager's `make check` runs it
# without CUnit: every case passes (`ardina check` exits 0 and ends with
# "N passed, 0 failed") and the engine cites at least as many rules as
# tests/coverage-floor says. The environment comes from `make check`.
set -u
cmd=${ARDINA_CMD:?run through make check}
src=${ARDINA_SRCDIR:?run through make check}

out=$("$cmd" check "$src/oracle") || { printf '%s\n' "$out"; echo "ardina check failed"; exit 1; }
last=$(printf '%s\n' "$out" | tail -n 1)
case $last in
  *" passed, 0 failed") echo "oracle: $last" ;;
  *) printf '%s\n' "$out"; echo "unexpected last line: $last"; exit 1 ;;
esac

out=$("$cmd" coverage --floor "$src/tests/coverage-floor" "$src/oracle") \
  || { printf '%s\n' "$out" | tail -n 5; echo "ardina coverage is below its floor"; exit 1; }
printf '%s\n' "$out" | tail -n 1

# Every rule with an effect in play is cited by the engine, save those
# tests/uncited.known names with the reason.
uncited=$(printf '%s\n' "$out" | sed -n '/^rules with an effect in play the engine never cited:/,/^never cited/p' \
  | awk 'NF >= 2 && $1 ~ /^[0-9]/ { print $1 }')
known=$(awk '!/^#/ && NF { print $1 }' "$src/tests/uncited.known")
rc=0
for id in $uncited; do
  printf '%s\n' "$known" | grep -qx "$id" \
    || { echo "rule $id has an effect in play but the engine never cites it (not in tests/uncited.known)"; rc=1; }
done
for id in $known; do
  printf '%s\n' "$uncited" | grep -qx "$id" \
    || { echo "rule $id is cited by the engine now: remove it from tests/uncited.known"; rc=1; }
done
exit $rc
