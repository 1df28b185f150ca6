#!/usr/bin/env bash
# No function of the production code is longer than 80 lines, but for the data tables
# listed below: a long function is a switch or a sequence of stages that wants to be a
# table of small functions (docs/design.md, "Small functions").
#   scripts/check_long_functions.sh [ROOT]   (ROOT: the project root; default, this checkout)
# Functions are found by universal-ctags (Debian: universal-ctags), from their first line to
# their closing brace. Prints every long function not listed and exits 1; exits 0 otherwise.
set -euo pipefail
root=${1:-"$(dirname "$0")/.."}
cd "$root"
limit=80

# The data tables allowed to be long: FILE FUNCTION, each a list of rows with no logic.
allowed=(
  "docgen/statements.cpp all"          # a row of documentation for each statement
  "docgen/selections_doc.cpp qualifiers"  # a row of documentation for each qualifier
  "vocabulary/rule_table.cpp table"    # a row for each rule phrase: its page text and its engine query
  "grammar/syntax.cpp kind_name"       # a name for each syntax kind, size-checked
  "ir/checked.cpp op_name"             # a name for each checked op, size-checked
  "vocabulary/variants.cpp rules_variants"  # a row for each built-in rules variant: its name, source and setting
)

command -v ctags >/dev/null && ctags --version 2>/dev/null | grep -q "Universal Ctags" \
  || { echo "check_long_functions: universal-ctags is needed (apt-get install universal-ctags)" >&2; exit 2; }

# The production folders: every folder with a CMakeLists.txt but the tests, benchmarks and fuzzers.
folders=()
for cml in */CMakeLists.txt; do
  folder=${cml%/CMakeLists.txt}
  case "$folder" in tests|bench|fuzz|build*) continue ;; esac
  folders+=("$folder")
done

bad=0
while read -r end line name file; do
  [ -n "$end" ] && [ "$end" -gt 0 ] 2>/dev/null || continue
  length=$((end - line + 1))
  [ "$length" -gt "$limit" ] || continue
  listed=false
  for entry in "${allowed[@]}"; do
    [ "$entry" = "$file $name" ] && listed=true
  done
  $listed && continue
  echo "$file:$line: '$name' is $length lines (more than $limit): make it small functions, or a table (scripts/check_long_functions.sh)"
  bad=1
done < <(ctags -R --languages=C++ --kinds-C++=f --fields=+ne -x --_xformat='%{end} %{line} %N %F' "${folders[@]}")
exit $bad
