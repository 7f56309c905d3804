#!/bin/sh
# SPDX-License-Identifier: LGPL-2.1-or-later
# Builds the API reference with gtk-doc, and fails unless it is complete.
# Run by make (Makefile.am, --enable-gtk-doc), from the top build directory:
#
#   make-reference.sh OUTDIR FILE...
#
# FILE... are the public headers (version.h from the build tree, the others
# from the source tree) and the reference's inputs, ardina-docs.xml and
# ardina-sections.txt. The environment gives the tools (GTKDOC_SCAN,
# GTKDOC_MKDB, GTKDOC_CHECK, GTKDOC_MKHTML, GTKDOC_FIXXREF), the package
# (PACKAGE_NAME, PACKAGE_VERSION) and HTML_DIR, where other modules'
# references are installed (for links to them).
#
# Writes OUTDIR/work (gtk-doc's files, its reports and logs) and
# OUTDIR/html, and puts the completeness line in OUTDIR/work/summary.txt.
# Fails, saying why, when a public symbol or one of its parameters is
# undocumented, when a header declares a symbol ardina-sections.txt does
# not list or the list names one no header declares, or when gtkdoc-mkdb
# or gtkdoc-mkhtml reports a problem: the reference is warning-free or it
# is not built.
set -eu

out=$1
shift
work=$out/work
html=$out/html
module=ardina

rm -rf "$work" "$html"
mkdir -p "$work/src" "$work/xml" "$html"

# The headers side by side: gtkdoc-scan and gtkdoc-mkdb read one
# directory, whether the build is in the source tree or not.
for f in "$@"; do
  case $f in
    *.h) cp "$f" "$work/src/" ;;
    *) cp "$f" "$work/" ;;
  esac
done

# The entities ardina-docs.xml uses (&package_name; ...).
{
  printf '<!ENTITY package "%s">\n' "$PACKAGE_NAME"
  printf '<!ENTITY package_name "%s">\n' "$PACKAGE_NAME"
  printf '<!ENTITY package_version "%s">\n' "$PACKAGE_VERSION"
  printf '<!ENTITY package_string "%s %s">\n' "$PACKAGE_NAME" "$PACKAGE_VERSION"
} > "$work/xml/gtkdocentities.ent"

# Runs a tool with its output in a log; any output at all is a problem
# (these tools are silent when all is well), shown and fatal.
quiet () {
  log=$1
  shift
  if ! "$@" > "$log" 2>&1 || test -s "$log"; then
    cat "$log" >&2
    if test -s $module-unused.txt; then
      echo "--- declared, but not listed in doc/reference/$module-sections.txt:" >&2
      cat $module-unused.txt >&2
    fi
    echo "make-reference.sh: $1 failed or warned (log: $log)" >&2
    exit 1
  fi
}

cd "$work"
quiet scan.log "$GTKDOC_SCAN" --module=$module --source-dir=src --ignore-decorators=ARDINA_API
quiet mkdb.log "$GTKDOC_MKDB" --module=$module --xml-mode --output-format=xml \
  --source-dir=src --main-sgml-file=$module-docs.xml --name-space=$module \
  --default-includes=ardina/ardina.h

# Complete: every symbol and parameter documented, every declared symbol
# listed in the sections file and every listed one declared.
if ! DOC_MODULE=$module DOC_MAIN_SGML_FILE=$module-docs.xml BUILDDIR=. \
     "$GTKDOC_CHECK" > check.log 2>&1; then
  cat check.log >&2
  for report in undocumented undeclared unused; do
    if test -s $module-$report.txt; then
      echo "--- $work/$module-$report.txt" >&2
      cat $module-$report.txt >&2
    fi
  done
  echo "make-reference.sh: the API reference is incomplete: document every public symbol (gtk-doc comment, Since:) and list it in doc/reference/$module-sections.txt" >&2
  exit 1
fi
# Every symbol says since when it exists (Since: 0.1): those that do are
# in the index of their version (xml/api-index-VERSION.xml).
linkends () { sed -n 's/.*<primaryie linkends="\([^"]*\)">.*/\1/p' "$@" | sort -u; }
linkends xml/api-index-full.xml > all-symbols.txt
linkends /dev/null xml/api-index-[0-9]*.xml > since-symbols.txt 2>/dev/null || true
if test -n "$(comm -23 all-symbols.txt since-symbols.txt)"; then
  echo "make-reference.sh: no Since: in the doc comment of:" >&2
  comm -23 all-symbols.txt since-symbols.txt >&2
  exit 1
fi
symbols=$(sed -n 's/^\([0-9][0-9]*\) symbols\{0,1\} documented\.$/\1/p' $module-undocumented.txt)
percent=$(sed -n '1s/^\([0-9][0-9]*\)% symbol docs coverage\.$/\1/p' $module-undocumented.txt)
test -n "$symbols" && test "$percent" = 100 || {
  echo "make-reference.sh: cannot read $work/$module-undocumented.txt" >&2
  exit 1
}

cd ../html
quiet ../work/mkhtml.log "$GTKDOC_MKHTML" --path="$(cd ../work && pwd)" $module ../work/$module-docs.xml
cd ../work
# A link to another module (GError, g_free(), NULL) resolves only where that
# module's reference is installed; a link to a symbol of ours must resolve.
"$GTKDOC_FIXXREF" --module=$module --module-dir=../html --html-dir="$HTML_DIR" > fixxref.log 2>&1 || {
  cat fixxref.log >&2
  exit 1
}
if awk '/no link for: "/ { t = $0; sub(/.*no link for: "/, "", t); if (tolower(t) !~ /^ardina/) next }
        { bad = 1; print > "/dev/stderr" } END { exit !bad }' fixxref.log; then
  echo "make-reference.sh: $GTKDOC_FIXXREF warned (log: fixxref.log)" >&2
  exit 1
fi

echo "API reference: $symbols symbols, $percent% documented" | tee summary.txt
