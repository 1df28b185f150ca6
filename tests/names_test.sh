#!/usr/bin/env bash
# The runner reads no name of the language (docs/design.md, "Names the runner does not
# read"): the checked tree holds names as ids into a side table (ir/name_table.hpp) that no
# file of run/ includes (scripts/check_layers.sh; tests/layers_test.sh plants the include).
# With the runner's own compile command (from the build's compile_commands.json), a runner
# source compiles as it is, and fails to compile with a planted read of a name: through the
# table's accessor (not declared there) or by comparing the id with a string.
#   tests/names_test.sh ROOT BUILD
set -euo pipefail
root=$1
build=$2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# One of the runner's compile commands, run from its directory; $1 is the source compiled.
command=$(jq -r '[.[] | select(.command | contains("megacorp_run.dir"))][0] | .directory + "\t" + .command' \
  "$build/compile_commands.json")
[[ -n $command && $command != null* ]] || { echo "FAIL: no compile command of the runner in $build" >&2; exit 1; }
directory=${command%%$'\t'*}
flags=${command#*$'\t'}
flags=${flags%% -o *}  # the compiler and its options, before -o OUT -c SOURCE
compile() { (cd "$directory" && LC_ALL=C $flags -fsyntax-only -x c++ "$1") 2>&1; }

source=$root/run/filters.cpp
cp "$source" "$scratch/control.cpp"
compile "$scratch/control.cpp" >/dev/null || { echo "FAIL: run/filters.cpp does not compile alone" >&2; exit 1; }

# $1: the planted function; $2: what the compiler's message must say.
expect_refused() {
  { cat "$source"; printf '%s\n' "$1"; } >"$scratch/planted.cpp"
  if out=$(compile "$scratch/planted.cpp"); then
    echo "FAIL: the runner compiled a planted name read: $1" >&2
    exit 1
  fi
  grep -q "$2" <<<"$out" || { echo "FAIL: the message does not say '$2': $out" >&2; exit 1; }
}

expect_refused 'namespace megacorp { bool planted(const checked::expr& e) { return name_of(e) == "FLYING"; } }' \
  "'name_of' was not declared"
expect_refused 'namespace megacorp { bool planted(const checked::expr& e) { return e.text == "FLYING"; } }' \
  "no match for 'operator=='"
expect_refused 'namespace megacorp { bool planted(const checked::keyword_param& p) { return p.name == "x"; } }' \
  "no match for 'operator=='"
# The same plants compile where the table is included: the refusals above are its absence.
{ cat "$source"; printf '%s\n' '#include "ir/name_table.hpp"' \
  'namespace megacorp { bool planted(const checked::expr& e) { return name_of(e) == "FLYING"; } }'; } >"$scratch/with_table.cpp"
out=$(compile "$scratch/with_table.cpp") || { echo "FAIL: a name read with the table included does not compile: $out" >&2; exit 1; }
echo "names_test: the runner compiles, and refuses each planted name read"
