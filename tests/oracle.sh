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
