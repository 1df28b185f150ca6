#!/usr/bin/env bash
# The runner reads no name of the language (docs/design.md, "Names the runner does not
# read"): with the runner's own compile command (from the build's compile_commands.json), a
# runner source compiles as it is, and fails to compile with a string comparison planted on
# a name of the checked tree (expr::text, keyword_param::name); the message says why.
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
compile() { (cd "$directory" && $flags -fsyntax-only -x c++ "$1") 2>&1; }

source=$root/run/filters.cpp
cp "$source" "$scratch/control.cpp"
compile "$scratch/control.cpp" >/dev/null || { echo "FAIL: run/filters.cpp does not compile alone" >&2; exit 1; }

# $1: the planted function; the compiler must refuse it, naming checked::ref.
expect_refused() {
  { cat "$source"; printf '%s\n' "$1"; } >"$scratch/planted.cpp"
  if out=$(compile "$scratch/planted.cpp"); then
    echo "FAIL: the runner compiled a planted name read: $1" >&2
    exit 1
  fi
  grep -q 'checked::ref' <<<"$out" || { echo "FAIL: the message does not say why: $out" >&2; exit 1; }
}

expect_refused 'namespace megacorp { bool planted(const checked::expr& e) { return e.text == "FLYING"; } }'
expect_refused 'namespace megacorp { bool planted(const checked::keyword_param& p) { return p.name == "x"; } }'
echo "names_test: the runner compiles, and refuses both planted name reads"
