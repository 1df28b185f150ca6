#!/usr/bin/env bash
# scripts/check_long_functions.sh passes on the checkout and fails on a scratch copy with a
# function of 81 lines planted in the engine, naming it; a function of 80 lines passes, and
# a listed data table may stay long.
#   tests/long_functions_test.sh ROOT
set -euo pipefail
root=$1
check=$root/scripts/check_long_functions.sh
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# shellcheck source=tests/scratch_tree.sh
source "$root/tests/scratch_tree.sh"

"$check" "$root" || { echo "FAIL: the checkout has a long function" >&2; exit 1; }

copy() { copy_source_folders "$root" "$scratch/tree" tests bench fuzz; }

# Appends to $1 a function named $2 of $3 lines in all, its braces included.
plant() {
  {
    echo "int $2(int x) {"
    for ((i = 0; i < $3 - 3; ++i)); do echo "  x += $i;"; done
    echo "  return x;"
    echo "}"
  } >>"$scratch/tree/$1"
}

copy
"$check" "$scratch/tree" || { echo "FAIL: an unchanged copy has a long function" >&2; exit 1; }

copy
plant engine/types.cpp planted_long 81
if out=$("$check" "$scratch/tree" 2>&1); then
  echo "FAIL: check_long_functions.sh accepted a function of 81 lines" >&2
  exit 1
fi
grep -q "engine/types.cpp:[0-9]*: 'planted_long' is 81 lines" <<<"$out" \
  || { echo "FAIL: the message does not name the planted function: $out" >&2; exit 1; }
[ "$(wc -l <<<"$out")" -eq 1 ] || { echo "FAIL: more than the planted function was refused: $out" >&2; exit 1; }

copy
plant engine/types.cpp planted_short 80
"$check" "$scratch/tree" || { echo "FAIL: a function of 80 lines was refused" >&2; exit 1; }

echo "long functions: none in the checkout, and a planted one of 81 lines is refused"
