#!/bin/sh
# SPDX-License-Identifier: LGPL-2.1-or-later
# Regenerate the build system from configure.ac and Makefile.am.
set -e
srcdir=$(dirname "$0")
test -n "$srcdir" || srcdir=.
mkdir -p "$srcdir/m4"
autoreconf --force --install --verbose "$srcdir"
echo "Now run: ./configure && make"
