#!/usr/bin/env bash
# The documentation: no page points at a path outside the repository (every relative link
# resolves inside it), and docs/language.md and docs/reference.md both list every trigger
# phrase the checker knows (the table in interp/vocabulary/event_triggers.cpp). Usage: docs_test.sh SOURCE_DIR
set -uo pipefail
cd "$1" || exit 2
root=$(pwd -P)
failed=0
fail() { echo "FAIL: $*"; failed=1; }

for page in README.md docs/*.md; do
  dir=$(dirname "$page")
  grep -o '](\([^)#]*\)' "$page" | sed 's/^](//' | while read -r target; do
    case $target in http*://* | mailto:* | "") continue ;; esac
    resolved=$(realpath -m "$dir/$target")
    case $resolved in "$root"/*) ;; *) echo "FAIL: $page links $target, outside the repository" ;; esac
    [ -e "$resolved" ] || echo "FAIL: $page links $target, which does not exist"
  done
  if grep -n '\.\./shared\|/work/' "$page"; then fail "$page names a path outside the repository"; fi
done | tee "${TMPDIR:-/tmp}/docs_test.$$"
grep -q FAIL "${TMPDIR:-/tmp}/docs_test.$$" && failed=1
rm -f "${TMPDIR:-/tmp}/docs_test.$$"

phrases=$(grep -o '^ *{"[^"]*", event_kind::' interp/vocabulary/event_triggers.cpp | cut -d'"' -f2 | sed 's/_/SELECTION/')
[ "$(wc -l <<<"$phrases")" -ge 18 ] || fail "could not read the trigger phrases from interp/vocabulary/event_triggers.cpp"
while read -r phrase; do
  for page in docs/language.md docs/reference.md; do
    grep -qF "\`$phrase\`" "$page" || fail "$page does not list the trigger phrase '$phrase'"
  done
done <<<"$phrases"
exit $failed
