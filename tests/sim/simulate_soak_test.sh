#!/usr/bin/env bash
# Soak: every starter pairing, mirrors included, played by `megacorp simulate --check`
# (the engine invariants after every action); run by ctest in every build, so under
# ASan+UBSan in scripts/test.sh. A broken invariant, a sanitizer report or an engine
# error makes simulate exit non-zero (sanitizers abort). Usage: simulate_soak_test.sh MEGACORP GAMES
set -uo pipefail
megacorp=$1
games=$2
failed=0
C="Corp Starter"; I="Incarnate Starter"; G="Gnost Starter"

soak() {  # soak SEED DECK... : the decks' pairs, GAMES each, invariants checked
  local seed=$1; shift
  local args=() out status
  for d in "$@"; do args+=(--deck "$d"); done
  out=$("$megacorp" simulate "${args[@]}" --games "$games" --seed "$seed" --check --format json 2>&1); status=$?
  if [ "$status" -ne 0 ]; then
    echo "FAIL: simulate --check ${args[*]} --games $games --seed $seed -> exit $status: $out"
    failed=1
    return
  fi
  # Every game played, with the check on.
  grep -q '"check_invariants": true' <<<"$out" || { echo "FAIL: the figures do not say the invariants were checked"; failed=1; }
  local pairs=$(( $# * ($# - 1) / 2 ))
  grep -q "\"games_played\": $(( pairs * games ))," <<<"$out" ||
    { echo "FAIL: not every game was played ($* , $games a pair)"; failed=1; }
}

soak 1 "$C" "$I" "$G"   # the three cross pairings
soak 2 "$C" "$C"
soak 3 "$I" "$I"
soak 4 "$G" "$G"
[ "$failed" -eq 0 ] && echo "soak: every starter pairing, $games games each, invariants held"
exit "$failed"
