#!/usr/bin/env bash
# Export as a scenario (docs/replays.md, docs/scenarios.md "Exported scenarios"): seeded
# self-play games of several starter pairings and agents are written as scenarios at their
# end (`play --export-scenario`), in the middle (`replay --export-at N`) and as a board
# (`--export-board`); `megacorp test` passes each, and fails each end-of-game scenario when
# one of its actions is changed (a bid, a cell, a pass made a concession); a person's game
# in the terminal is written when it is left. Usage errors exit 2.
# Usage: export_scenario_test.sh MEGACORP
set -uo pipefail
megacorp=$1
source "$(dirname "$0")/expect_lib.sh" || exit 2

passes() { "$megacorp" test "$1" >"$tmp/out" 2>&1 || fail "megacorp test does not pass $1: $(grep -m1 -A2 'error:' "$tmp/out")"; }
# A changed copy of $1 (perl expression $2 on its first line matching $3) must fail.
fails_when_changed() {
  local file=$1 change=$2 pattern=$3 line
  line=$(grep -n -m1 -- "$pattern" "$file" | cut -d: -f1)
  [ -n "$line" ] || { fail "$file has no step matching '$pattern' to change"; return; }
  perl -pe "$change if \$. == $line" "$file" >"$tmp/changed.mc" || { fail "perl $change"; return; }
  cmp -s "$file" "$tmp/changed.mc" && { fail "the change '$change' did not change $file"; return; }
  "$megacorp" test "$tmp/changed.mc" >"$tmp/out" 2>&1
  [ $? -eq 1 ] && grep -q "^FAIL" "$tmp/out" || fail "$file still passes with line $line changed by '$change'"
}

games=0 mids=0 boards=0
for spec in "1|random|Corp Starter|Gnost Starter" "2|greedy|Gnost Starter|Incarnate Starter" \
            "5|random|Incarnate Starter|Corp Starter" "4|random|Gnost Starter|Gnost Starter" \
            "12|greedy|Gnost Starter|Incarnate Starter" "205|random|Incarnate Starter|Incarnate Starter"; do
  IFS='|' read -r seed agent a b <<<"$spec"
  g="$tmp/game$seed"
  "$megacorp" play --seed "$seed" --agent "$agent" "$a" "$b" --save-game "$g.replay" --export-scenario "$g.mc" >/dev/null ||
    { fail "play --seed $seed \"$a\" \"$b\" --export-scenario exited $?"; continue; }
  passes "$g.mc" && games=$((games + 1))
  fails_when_changed "$g.mc" 's/bids (\d+)/"bids ".($1 + 1)/e' ' bids '
  fails_when_changed "$g.mc" 's/ at (-?\d+),(-?\d+)/" at $1,".($2 + 1)/e' ' buys "'
  fails_when_changed "$g.mc" 's/passes$/concedes/' ' passes$'
  # The middle of the game, and a board a little after it (the first action where the stack
  # is empty, nothing is pending and the phase is not the Accounting Phase).
  total=$(grep -c ' p=' "$g.replay")
  mid=$((total / 2))
  "$megacorp" replay "$g.replay" --export-scenario "$g.mid.mc" --export-at "$mid" || fail "replay --export-at $mid exited $?"
  passes "$g.mid.mc" && mids=$((mids + 1))
  grep -q "^  expect turn: " "$g.mid.mc" || fail "$g.mid.mc expects no turn in the middle of the game"
  for k in $(seq "$mid" "$((mid + 40))"); do
    "$megacorp" replay "$g.replay" --export-scenario "$g.board.mc" --export-board --export-at "$k" 2>/dev/null || continue
    grep -q '^    network {' "$g.board.mc" || fail "$g.board.mc writes no network"
    passes "$g.board.mc" && boards=$((boards + 1))
    break
  done
done
[ "$games" -eq 6 ] && [ "$mids" -eq 6 ] && [ "$boards" -eq 6 ] ||
  fail "passed: $games of 6 ends, $mids of 6 middles, $boards of 6 boards"
# A choice among copies of one card in a deck names the copy the game took (seed 4: Illithis's Prophecy).
grep -q 'chooses "[^"]*" number [0-9]' "$tmp/game4.mc" || fail "seed 4's search is not written with the copy's number"
# A card bought from a network where copies of it stand names its cell (seed 205).
grep -q 'buys "[^"]*" at -*[0-9]*,-*[0-9]* from Nicole.s network' "$tmp/game205.mc" ||
  fail "seed 205's buy from a network of copies is not written with the card's cell"

# What cannot be exported says why.
expect 1 "cannot be written as a scenario: the position cannot be written as a board: the game is over" \
  "$megacorp" play --seed 1 "Corp Starter" "Gnost Starter" --export-scenario "$tmp/x.mc" --export-board
expect 2 "export-at 100000: .* holds" "$megacorp" replay "$tmp/game1.replay" --export-scenario "$tmp/x.mc" --export-at 100000
# A game stopped while an attack waits for blocks or retaliation is not written: the script
# would end there, which `megacorp test` fails (docs/scenarios.md, Strict choices).
refused=0
for k in $(seq 1 "$(grep -c ' p=' "$tmp/game1.replay")"); do
  "$megacorp" replay "$tmp/game1.replay" --export-scenario "$tmp/x.mc" --export-at "$k" >/dev/null 2>"$tmp/err" && continue
  grep -q "the attack waits for player [12] to [a-z ]*; decide, then export" "$tmp/err" && { refused=1; break; }
done
[ "$refused" -eq 1 ] || fail "no position of game 1 where an attack waits was refused with its reason"
# A person's game in the terminal, left with quit after 40 answers, is written when it ends.
{ for _ in $(seq 40); do echo 1; done; echo quit; } |
  "$megacorp" play --agent human --seed 5 "Corp Starter" "Gnost Starter" --export-scenario "$tmp/human.mc" >/dev/null ||
  fail "play --agent human --export-scenario exited $?"
grep -q '^  Ana bids ' "$tmp/human.mc" || fail "the terminal game's export holds no bid: $(head -c 300 "$tmp/human.mc")"
passes "$tmp/human.mc"
# A replay whose action names a card that is not there: refused, naming the action.
line=$(grep -n ' card=' "$tmp/game1.replay" | sed -n 3p | cut -d: -f1)
sed "${line}s/card=[0-9]*/card=9999/" "$tmp/game1.replay" >"$tmp/broken.replay"
expect 1 "cannot be written as a scenario: action [0-9]* (.* card=9999 .*) is refused where it stands: there is no such card" \
  "$megacorp" replay "$tmp/broken.replay" --export-scenario "$tmp/x.mc"
expect 2 "cannot write to" "$megacorp" play "Corp Starter" "Gnost Starter" --export-scenario "$tmp/no/such/x.mc"
[ "$failed" -eq 0 ] && echo "ok: $games games, $mids middles and $boards boards exported and passed; changed actions fail"
exit "$failed"
