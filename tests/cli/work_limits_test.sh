#!/usr/bin/env bash
# Card text that multiplies work ends fast with a clear error (docs/install.md, Limits on
# card text): `for each` nested 5, 6 and 7 deep is refused by `check` and `test` (it once
# ran 48 s at depth 6), and text within the loop limit but over the work budget of one
# action fails its scenario, and stops `play` and `simulate` with the card named. Each
# run is under `timeout 10`: a hang fails the test.
# Usage: work_limits_test.sh MEGACORP SOURCE_DIR
set -uo pipefail
megacorp=$1; source=$2
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
failed=0
fail() { echo "FAIL: $*"; failed=1; }

expect() {  # expect STATUS PATTERN COMMAND... : exit status, and a pattern in stdout or stderr
  local want=$1 pattern=$2; shift 2
  local out status
  out=$(timeout 10 "$@" 2>&1); status=$?
  if [ "$status" -ne "$want" ] || ! grep -q -- "$pattern" <<<"$out"; then
    fail "$* -> exit $status (want $want), output: ${out:0:2000}"
  fi
}

# Depth 5 is the file; each deeper one wraps the innermost statement in one more loop.
cp "$source/tests/cli/foreach_bomb.mc" "$tmp/depth5.mc"
loop='for each card in card radius 9 of this'
sed "s/{ gain 1M }/{ $loop { gain 1M } }/" "$tmp/depth5.mc" >"$tmp/depth6.mc"
sed "s/{ gain 1M }/{ $loop { gain 1M } }/" "$tmp/depth6.mc" >"$tmp/depth7.mc"
for d in 5 6 7; do
  grep -o 'for each' "$tmp/depth$d.mc" | wc -l | grep -qx "$d" || fail "depth$d.mc does not nest $d loops"
  expect 1 "'for each' nested too deep: at most 4 loops" "$megacorp" check "$tmp/depth$d.mc"
  expect 1 "'for each' nested too deep: at most 4 loops" "$megacorp" test "$tmp/depth$d.mc"
done

# Within the loop limit, over the work budget: the scenario fails naming the card.
expect 1 'the text of "Budget Buster" did more than 100000 steps of work in one action' \
  "$megacorp" test "$source/tests/golden/scenario_runs/work_budget.mc"

# The same in self-play: a deck of characters whose deployment loops three deep over the
# main deck. `play` reports the game stopped, `simulate` the game, decks and seed; both exit 1.
mkdir "$tmp/mod"
main=""
for i in 0 1 2 3 4 5 6 7 8 9; do
  cat >>"$tmp/mod/bomb.mc" <<MC
card "Bomb $i" {
  type: character
  faction: gnost
  cost: 1M
  traits: IQ 1, EQ 1, MQ 1, BQ 1
  when this is deployed: for each card in your main deck { for each card in your main deck { for each card in your main deck { gain 1M } } }
}
MC
  main+="${main:+, }4 \"Bomb $i\""
done
cat >>"$tmp/mod/bomb.mc" <<MC
deck "Bomb Deck" {
  business: "Temple of the Quorum"
  founder: "Heracles, Senior Counsel"
  resources: 4 "Affluent Customers", 4 "Selfish Consumers", 4 "Compulsive Consumers",
             4 "Passionate Consumers", 4 "Temple Donors", 2 "Loyal Patrons"
  main: $main
}
MC
budget='the text of "Bomb [0-9]" did more than 100000 steps of work in one action'
expect 1 "error: the game stopped on turn [0-9]*: .*$budget" \
  "$megacorp" --mod "$tmp/mod" play --seed 1 --max-turns 30 "Bomb Deck" "Corp Starter"
expect 1 "error: game [0-9]* of \"Bomb Deck\" vs \"Corp Starter\" (seed [0-9]*): .*$budget" \
  "$megacorp" --mod "$tmp/mod" simulate --deck "Bomb Deck" "Corp Starter" --games 4

exit $failed
