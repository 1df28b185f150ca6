#!/usr/bin/env bash
# `megacorp ladder` as a user runs it: bad requests exit 2 with a message before any game;
# the games file does not depend on --jobs or on the order of two --agents; a run resumed on
# its own file plays nothing new, and one resumed on a cut file plays back the same bytes;
# two files joined by hand come out sorted as one;
# a drawn deck printed as card language loads and plays. Usage: ladder_cli_test.sh MEGACORP
set -uo pipefail
megacorp=$1
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$(dirname "$0")/../expect_status.sh" || exit 2
small=(--min-games 36 --step-games 18 --max-games 72)

expect_status 2 "unknown agent 'nope'" ladder "$tmp/g.tsv" --agents random,nope
expect_status 2 'budget must be a whole number from 1' ladder "$tmp/g.tsv" --agents random,mcts:0
expect_status 2 'only mcts takes a budget' ladder "$tmp/g.tsv" --agents random,greedy:5
expect_status 2 'at least 2 agents' ladder "$tmp/g.tsv" --agents random
expect_status 2 'listed twice' ladder "$tmp/g.tsv" --agents random,mcts,mcts:100
expect_status 2 'no deck named "Nope"' ladder "$tmp/g.tsv" --agents random,greedy --decks "Corp Starter,Nope"
expect_status 2 'jobs' ladder "$tmp/g.tsv" --agents random,greedy --jobs 0
expect_status 2 'max-games' ladder "$tmp/g.tsv" --agents random,greedy --min-games 400 --max-games 100
expect_status 2 'step-games' ladder "$tmp/g.tsv" --agents random,greedy --step-games 4000000000
expect_status 2 'verify' ladder --verify 0 "$tmp/g.tsv"
expect_status 2 'needs a games FILE' ladder --agents random,greedy
expect_status 2 'is a folder' ladder "$tmp" --agents random,greedy
expect_status 2 'no such file' ladder --table "$tmp/none.tsv"
expect_status 2 'no such file' ladder --verify 3 "$tmp/none.tsv"
printf 'not a games file\n' >"$tmp/bad.tsv"
expect_status 2 'line 1: not the header' ladder --table "$tmp/bad.tsv"
[ -e "$tmp/g.tsv" ] && { echo "FAIL: a refused request wrote the games file"; failed=1; }

"$megacorp" ladder "$tmp/j1.tsv" --agents random,greedy "${small[@]}" --jobs 1 >/dev/null 2>&1 || { echo "FAIL: --jobs 1 run"; failed=1; }
"$megacorp" ladder "$tmp/j2.tsv" --agents greedy,random "${small[@]}" --jobs 2 >"$tmp/out" 2>&1 || { echo "FAIL: --jobs 2 run"; failed=1; }
[ "$(wc -l <"$tmp/j1.tsv")" -ge 37 ] || { echo "FAIL: fewer than 36 games in $(cat "$tmp/j1.tsv")"; failed=1; }
cmp -s "$tmp/j1.tsv" "$tmp/j2.tsv" || { echo "FAIL: --jobs 1 and --jobs 2 (agents in another order) differ"; failed=1; }
grep -q '| `greedy` vs `random` |' "$tmp/out" || { echo "FAIL: no table after the run: $(cat "$tmp/out")"; failed=1; }
cp "$tmp/j1.tsv" "$tmp/again.tsv"
"$megacorp" ladder "$tmp/again.tsv" --agents random,greedy "${small[@]}" >"$tmp/out" 2>&1
cmp -s "$tmp/j1.tsv" "$tmp/again.tsv" || { echo "FAIL: a resumed run changed the file"; failed=1; }
grep -q 'games to play' "$tmp/out" && { echo "FAIL: a finished ladder played again: $(cat "$tmp/out")"; failed=1; }
head -n 20 "$tmp/j1.tsv" >"$tmp/cut.tsv"
"$megacorp" ladder "$tmp/cut.tsv" --agents random,greedy "${small[@]}" >/dev/null 2>&1
cmp -s "$tmp/j1.tsv" "$tmp/cut.tsv" || { echo "FAIL: a run resumed on a cut file differs"; failed=1; }
{ head -n 1 "$tmp/j1.tsv"; tail -n +21 "$tmp/j1.tsv"; sed -n 2,20p "$tmp/j1.tsv"; } >"$tmp/joined.tsv"
"$megacorp" ladder "$tmp/joined.tsv" --agents random,greedy "${small[@]}" >/dev/null 2>&1
cmp -s "$tmp/j1.tsv" "$tmp/joined.tsv" || { echo "FAIL: a joined file was not written sorted"; failed=1; }
"$megacorp" ladder --verify 5 "$tmp/j1.tsv" >"$tmp/out" 2>&1 || { echo "FAIL: --verify: $(cat "$tmp/out")"; failed=1; }

# --format json: the ratings as JSON (the table's agents in rating order, the match's games);
# refused, exit 2, where the output is not ratings (--verify, --print-decks).
"$megacorp" --format json ladder --table "$tmp/j1.tsv" >"$tmp/ratings.json" || { echo "FAIL: --format json --table"; failed=1; }
python3 - "$tmp/ratings.json" <<'PY' || failed=1
import json, sys
s = json.load(open(sys.argv[1]))["sections"][0]
agents = [a["agent"] for a in s["agents"]]
ok = s["anchor"] == "random" and agents == ["greedy", "random"] and s["matches"][0]["games"] == s["games"] and \
     s["agents"][0]["rating"] > 0 and s["agents"][0]["low"] < s["agents"][0]["rating"] < s["agents"][0]["high"]
if not ok: print("FAIL: --format json ratings:", json.dumps(s)[:400])
sys.exit(0 if ok else 1)
PY
"$megacorp" --format json ladder "$tmp/again.tsv" --agents random,greedy "${small[@]}" 2>/dev/null | python3 -c 'import json,sys; json.load(sys.stdin)' ||
  { echo "FAIL: a run with --format json does not print JSON"; failed=1; }
"$megacorp" --format json ladder --verify 2 "$tmp/j1.tsv" >"$tmp/out" 2>&1
[ $? -eq 2 ] && grep -q 'verify text' "$tmp/out" || { echo "FAIL: --format json --verify: $(cat "$tmp/out")"; failed=1; }

"$megacorp" ladder --print-decks --decks drawn:1,drawn:2 >"$tmp/drawn.mc" || { echo "FAIL: --print-decks"; failed=1; }
"$megacorp" simulate --deck drawn:1 --deck drawn:2 --games 4 "$tmp/drawn.mc" >"$tmp/out" 2>&1 ||
  { echo "FAIL: the drawn decks printed do not play: $(cat "$tmp/out")"; failed=1; }
exit $failed
