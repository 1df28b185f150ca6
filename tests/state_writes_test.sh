#!/usr/bin/env bash
# scripts/check_state_writes.sh (run on the checkout by scripts/test.sh) passes on scratch
# copies of the folders planted into, and fails with a writable state planted: a function
# outside engine/ returning `engine::state&` or `state*` (even in a file allowed to name a
# writable state), and a writable state named in a file not listed.
#   tests/state_writes_test.sh ROOT
set -euo pipefail
root=$1
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
dirs="engine ir vocabulary check library run scenario docgen cli sim session lsp agents"

# A scratch tree with the check, engine/ops.hpp and the folder of $1 (the script reads
# every folder; the others stay empty, so that each run is quick).
copy() {
  rm -rf "$scratch/tree"
  mkdir -p "$scratch/tree/engine"
  for d in $dirs; do mkdir -p "$scratch/tree/$d"; done
  cp -r "$root/scripts" "$scratch/tree/"
  cp "$root/engine/ops.hpp" "$scratch/tree/engine/"
  cp -r "$root/${1%%/*}" "$scratch/tree/"
}

# $1: file to plant into, $2: the line, $3: what the message must say.
expect_failure() {
  copy "$1"
  printf '%s\n' "$2" >>"$scratch/tree/$1"
  if out=$("$scratch/tree/scripts/check_state_writes.sh" 2>&1); then
    echo "FAIL: check_state_writes.sh accepted '$2' in $1" >&2
    exit 1
  fi
  grep -qF "$3" <<<"$out" || { echo "FAIL: the message does not say '$3': $out" >&2; exit 1; }
}

for d in agents scenario run; do
  copy "$d/"
  "$scratch/tree/scripts/check_state_writes.sh" >/dev/null || { echo "FAIL: an unchanged copy of $d fails the check" >&2; exit 1; }
done
# agents/self_play.hpp may name a writable state (it plays through apply()), not hand one out.
expect_failure agents/self_play.hpp '  engine::state& game() { return s_; }' "returns a writable engine::state outside engine/"
expect_failure scenario/scenario_run_parts.hpp 'engine::state* game_ptr();' "returns a writable engine::state outside engine/"
expect_failure run/effects.cpp 'void f(engine::state& s);' "outside the files scripts/check_state_writes.sh allows"
echo "state writes: the unchanged copies pass and each planted writable state is refused"
