#!/usr/bin/env bash
# The documentation: no page points at a path outside the repository (every relative link
# resolves inside it), and the tutorial docs/language.md lists every trigger phrase the
# checker knows (the table in vocabulary/event_triggers.cpp). docs/vocabulary.md has a
# row for each by construction: `megacorp reference` prints it from that table, and
# scripts/test.sh fails when the committed page is stale. Usage: docs_test.sh SOURCE_DIR
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

# each entry of the phrase table opens `{"PHRASE",` on a line of its own, its row of the page after it
phrases=$(sed -n '/std::array<phrase_entry, [0-9]*> phrase_table = {{/,/^}};/p' vocabulary/event_triggers.cpp |
  grep -o '^    {"[^"]*",$' | cut -d'"' -f2 | sed 's/_/SELECTION/')
[ "$(wc -l <<<"$phrases")" -ge 18 ] || fail "could not read the trigger phrases from vocabulary/event_triggers.cpp"
while read -r phrase; do
  grep -qF "\`$phrase\`" docs/language.md || fail "docs/language.md does not list the trigger phrase '$phrase'"
done <<<"$phrases"
exit $failed
