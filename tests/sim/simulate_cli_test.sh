#!/usr/bin/env bash
# `megacorp simulate` and `megacorp replay` as a user runs them: bad requests exit 2 (a
# deck breaking the deck rules 1) with a message before any game; --jobs does not change
# the figures; a saved game replays, and a changed action is named by its number.
# Usage: simulate_cli_test.sh MEGACORP TEST_DIR
set -uo pipefail
megacorp=$1
here=$2
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
A="Corp Starter"; B="Gnost Starter"

source "$(dirname "$0")/../expect_status.sh" || exit 2

expect_status 2 'no deck named "Nope".*its decks are .*"Corp Starter"' simulate --deck "$A" --deck Nope --games 2
expect_status 2 'at least 2 --deck' simulate --deck "$A" --games 2
expect_status 2 'even number' simulate --deck "$A" --deck "$B" --games 0
expect_status 2 'even number' simulate --deck "$A" --deck "$B" --games 3
expect_status 2 'even number' simulate --deck "$A" --deck "$B" --games -4
expect_status 2 'games' simulate --deck "$A" --deck "$B" --games x
expect_status 2 'whole number' simulate --deck "$A" --deck "$B" --games 2 --seed -1
expect_status 2 'unknown agent' simulate --deck "$A" --deck "$B" --games 2 --agent nope
expect_status 2 'agent-b: unknown agent' simulate --deck "$A" --deck "$B" --games 2 --agent-b nope
expect_status 2 'mcts-iterations' simulate --deck "$A" --deck "$B" --games 2 --agent mcts --mcts-iterations 0
expect_status 2 'jobs' simulate --deck "$A" --deck "$B" --games 2 --jobs 0
expect_status 2 'unknown rules variant' simulate --deck "$A" --deck "$B" --games 2 --rules nope
touch "$tmp/file"
expect_status 2 'save-games: cannot write to' simulate --deck "$A" --deck "$B" --games 2 --save-games "$tmp/file/sub"
expect_status 1 'at least 40' simulate --deck "$A" --deck "Short Corp" --games 2 "$here/short_deck.mc"
expect_status 2 'cannot read' replay "$tmp/missing.replay"
printf 'hello\n' >"$tmp/junk.replay"
expect_status 2 'not a replay file' replay "$tmp/junk.replay"

head -c 4000 /dev/urandom >"$tmp/random.replay"
expect_status 2 'not a replay file' replay "$tmp/random.replay"

# An agent per deck: the run says which, and the first deck's agent plays it in both seats.
mixed=$("$megacorp" simulate --deck "$A" --deck "$B" --games 2 --agent mcts --agent-b random --mcts-iterations 5 --format json 2>/dev/null)
grep -q '"agent": "mcts"' <<<"$mixed" && grep -q '"agent_b": "random"' <<<"$mixed" && grep -q '"mcts_iterations": 5' <<<"$mixed" ||
  { echo "FAIL: the run object does not name both agents: $mixed"; failed=1; }

# The same seed: the same figures whatever --jobs is (CSV holds no timing).
one=$("$megacorp" simulate --deck "$A" --deck "$B" --deck "Incarnate Starter" --games 10 --seed 9 --jobs 1 --format csv 2>/dev/null)
two=$("$megacorp" simulate --deck "$A" --deck "$B" --deck "Incarnate Starter" --games 10 --seed 9 --jobs 2 --format csv 2>/dev/null)
[ -n "$one" ] && [ "$one" == "$two" ] || { echo "FAIL: --jobs 1 and --jobs 2 print different CSV"; failed=1; }
grep -q '^deck,Corp Starter,all,20,' <<<"$one" || { echo "FAIL: no 20-game row for Corp Starter: $one"; failed=1; }

# --importance DECK --filler NAME: bad requests exit 2 before any game.
expect_status 2 'not one of the --deck list' simulate --deck "$A" --deck "$B" --games 2 --importance "Incarnate Starter" --filler Kickback
expect_status 2 'no card named "No Such Card"' simulate --deck "$A" --deck "$B" --games 2 --importance "$A" --filler "No Such Card"
expect_status 2 'go together' simulate --deck "$A" --deck "$B" --games 2 --importance "$A"
expect_status 2 'go together' simulate --deck "$A" --deck "$B" --games 2 --filler Kickback
expect_status 2 'resource-filler: "Kickback" is not a resource card' simulate --deck "$A" --deck "$B" --games 2 --importance "$A" --filler Kickback --resource-filler Kickback
# --importance with no --agent: the balance default, the fast agent (docs/agents.md);
# games stopped after turn 1 keep it quick.
"$megacorp" simulate --deck "$A" --deck "$B" --games 2 --importance "$A" --filler Kickback --max-turns 1 --format json \
  >"$tmp/balance.json" 2>"$tmp/balance.err"
grep -q 'agent fast, the balance default' "$tmp/balance.err" && grep -q '"agent": "fast"' "$tmp/balance.json" ||
  { echo "FAIL: --importance without --agent does not play the balance default: $(cat "$tmp/balance.err")"; failed=1; }
"$megacorp" simulate --deck "$A" --deck "$B" --games 2 --importance "$A" --filler Kickback --max-turns 1 --agent greedy \
  --format json >"$tmp/greedy.json" 2>"$tmp/balance.err"
grep -q '"agent": "greedy"' "$tmp/greedy.json" || { echo "FAIL: --agent does not override the balance default"; failed=1; }
expect_status 2 'resource-filler goes with --importance' simulate --deck "$A" --deck "$B" --games 2 --resource-filler "Loyal Patrons"
# The importance rows: the same whatever --jobs; Corp Starter's 25 distinct cards with
# Kickback (1 copy) as filler: 4-copy main cards skipped, Kickback itself too; the 6
# resource cards measured against a resource card (the cheapest that keeps the deck legal).
imp=(simulate --deck "$A" --deck "$B" --games 2 --seed 5 --importance "$A" --filler Kickback --agent random --format csv)
one=$("$megacorp" "${imp[@]}" --jobs 1 2>/dev/null)
two=$("$megacorp" "${imp[@]}" --jobs 2 2>/dev/null)
[ -n "$one" ] && [ "$one" == "$two" ] || { echo "FAIL: --importance: --jobs 1 and --jobs 2 print different CSV"; failed=1; }
measured=$(grep -c '^importance,Corp Starter,' <<<"$one")
skipped=$(grep -c '^importance_skipped,Corp Starter,' <<<"$one")
[ "$measured" -eq 17 ] && [ "$skipped" -eq 8 ] ||
  { echo "FAIL: --importance: $measured cards measured and $skipped skipped, want 17 and 8: $one"; failed=1; }
grep -q '^importance_skipped,Corp Starter,Kickback,' <<<"$one" || { echo "FAIL: the filler itself is not skipped"; failed=1; }
# Every row without a quoted field has the header's 18 fields; each card is played
# over the deck's 2 games; differences are ranked, largest first (few games: the runs
# are kept short for the sanitizer build).
awk -F, '/"/ { next } NF != 18 { print "FAIL: " NF " fields: " $0; bad = 1 } END { exit bad }' <<<"$one" || failed=1
awk -F, '$1 == "importance" { if ($4 != 2) { print "FAIL: " $3 " played " $4 " games, want 2"; bad = 1 }
                              if (n++ && $16 > last) { print "FAIL: not ranked: " $0; bad = 1 } last = $16 }
         END { exit bad }' <<<"$one" || failed=1
text=$("$megacorp" "${imp[@]/csv/text}" 2>/dev/null)
grep -q '^Card importance: "Corp Starter", each card.s copies replaced by "Kickback"' <<<"$text" ||
  { echo "FAIL: no importance section in the text: $text"; failed=1; }
grep -q 'skipped: Nanoblood Adept (copies: 4): .*more than 4 copies of "Kickback"' <<<"$text" ||
  { echo "FAIL: a skipped card does not say why: $text"; failed=1; }

# --check changes no game: the same figures as without it.
plain=$("$megacorp" simulate --deck "$A" --deck "$B" --games 4 --seed 2 --format csv 2>/dev/null)
checked=$("$megacorp" simulate --deck "$A" --deck "$B" --games 4 --seed 2 --check --format csv 2>/dev/null)
[ -n "$plain" ] && [ "$plain" == "$checked" ] || { echo "FAIL: --check changes the figures"; failed=1; }

# Saved games replay to their saved end.
"$megacorp" simulate --deck "$A" --deck "$B" --games 4 --seed 3 --save-games "$tmp/games" >/dev/null 2>&1 ||
  { echo "FAIL: simulate --save-games exited $?"; failed=1; }
count=$(ls "$tmp/games" | wc -l)
[ "$count" -eq 4 ] || { echo "FAIL: $count replay files, want 4"; failed=1; }
for f in "$tmp"/games/*.replay; do
  out=$("$megacorp" replay "$f" 2>&1) || { echo "FAIL: replay $f: $out"; failed=1; }
done
f="$tmp/games/game-000-000001.replay"
grep -q '^Turn 1: ' <(("$megacorp" replay --explain "$f")) || { echo "FAIL: replay --explain prints no turns"; failed=1; }

# A changed action is refused and named by its number and line; a changed library warns.
start=$(grep -n '^actions ' "$f" | cut -d: -f1)
awk -v L=$((start + 21)) 'NR==L{print "sell p=1 card=3"; next}{print}' "$f" >"$tmp/tampered.replay"
expect_status 1 "tampered.replay:$((start + 21)): action 21 (\`sell p=1 card=3\`): refused" replay "$tmp/tampered.replay"
sed 's/^library .*/library 0000000000000000/' "$f" >"$tmp/other_library.replay"
expect_status 0 'warning: .*saved with card library 0000000000000000' replay "$tmp/other_library.replay"
sed 's/^main 4 \(.*\)$/main 99999999999 \1/' "$f" >"$tmp/huge.replay"
expect_status 2 'count from 1 to 10000' replay "$tmp/huge.replay"
# A replay cut short does not reach its saved end.
head -n $((start + 10)) "$f" | sed "s/^actions .*/actions 10/" >"$tmp/short.replay"
expect_status 1 'the replay ends with .*the file says' replay "$tmp/short.replay"

# The last action replaced by the loser's concession: the same winner, turn and action
# count, but not the same state: named as the action where the replay diverges.
winner=$(sed -n 's/^result .*winner=\([0-9]\).*/\1/p' "$f")
last=$(wc -l <"$f")
count=$(sed -n 's/^actions //p' "$f")
[ "$winner" -gt 0 ] 2>/dev/null || { echo "FAIL: $f is not a win (winner '$winner')"; failed=1; }
awk -v L="$last" -v p=$((3 - winner)) 'NR==L{print "concede p=" p; next}{print}' "$f" >"$tmp/conceded.replay"
expect_status 1 "conceded.replay:$last: action $count (\`concede p=$((3 - winner))\`): the state after it differs" \
  replay "$tmp/conceded.replay"
# A file of format 1 (no state hashes) still replays, with a warning.
sed -e 's/^megacorp-replay 2$/megacorp-replay 1/' -e '/^final /d' -e '/^checks /d' "$f" >"$tmp/old.replay"
expect_status 0 'warning: .*saved without state hashes (format 1)' replay "$tmp/old.replay"
grep -q '^final state=[0-9a-f]\{16\} reason=' "$f" || { echo "FAIL: $f records no final state"; failed=1; }
# A changed final hash is an error.
sed 's/^final state=[0-9a-f]*/final state=0000000000000000/' "$f" >"$tmp/final.replay"
expect_status 1 'the replay ends in state .*the file says 0000000000000000' replay "$tmp/final.replay"

exit $failed
