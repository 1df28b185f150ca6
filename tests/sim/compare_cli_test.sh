#!/usr/bin/env bash
# `megacorp simulate --compare A.json B.json` as a user runs it: bad requests and files
# exit 2 with a message; runs with the same seed are compared paired, other seeds with
# Newcombe's interval, and the output says which; the JSON and page are the same bytes
# whatever --jobs played the runs.
# Usage: compare_cli_test.sh MEGACORP
set -uo pipefail
megacorp=$1
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
A="Corp Starter"; B="Gnost Starter"; C="Incarnate Starter"
source "$(dirname "$0")/../expect_status.sh" || exit 2

sim() {
  local out=$1; shift
  "$megacorp" simulate --games 6 --format json "$@" >"$tmp/$out" 2>"$tmp/err" || { echo "FAIL: simulate $*: $(cat "$tmp/err")"; failed=1; }
}
sim a.json --deck "$A" --deck "$B" --seed 3 --agent greedy
sim b.json --deck "$A" --deck "$B" --seed 3
sim b2.json --deck "$A" --deck "$B" --seed 3 --jobs 2
sim c.json --deck "$A" --deck "$B" --seed 4
sim other.json --deck "$A" --deck "$C" --seed 3
echo '{"run": 1}' >"$tmp/odd.json"
echo 'not json' >"$tmp/text.json"

expect_status 2 'cannot read ".*nope.json"' simulate --compare "$tmp/nope.json" "$tmp/b.json"
expect_status 2 'is not JSON' simulate --compare "$tmp/a.json" "$tmp/text.json"
expect_status 2 'odd.json".*not the figures of `megacorp simulate --format json`' simulate --compare "$tmp/odd.json" "$tmp/b.json"
expect_status 2 'different decks' simulate --compare "$tmp/a.json" "$tmp/other.json"
expect_status 2 'no --deck, --games' simulate --compare "$tmp/a.json" "$tmp/b.json" --deck "$A"
expect_status 2 'not csv' simulate --compare "$tmp/a.json" "$tmp/b.json" --format csv
expect_status 2 'compare' simulate --compare "$tmp/a.json"
expect_status 2 'needs --deck' simulate

"$megacorp" simulate --compare "$tmp/a.json" "$tmp/b.json" >"$tmp/paired.md" || { echo "FAIL: --compare exited $?"; failed=1; }
grep -q '\*\*paired\*\*' "$tmp/paired.md" || { echo "FAIL: same seeds not compared paired"; failed=1; }
grep -q '| deck: Corp Starter |' "$tmp/paired.md" || { echo "FAIL: no row for the deck"; failed=1; }
"$megacorp" simulate --compare "$tmp/a.json" "$tmp/c.json" >"$tmp/newcombe.md"
grep -q "\*\*Newcombe's\*\*.*different seeds (3 and 4)" "$tmp/newcombe.md" ||
  { echo "FAIL: other seeds not compared with Newcombe's interval"; failed=1; }

# The same figures whatever --jobs: the comparison against either is the same bytes.
for f in b b2; do
  "$megacorp" simulate --compare "$tmp/a.json" "$tmp/$f.json" --format json --report "$tmp/$f.html" | sed 's/"name": .*//' >"$tmp/$f.cmp"
done
cmp -s "$tmp/b.cmp" "$tmp/b2.cmp" || { echo "FAIL: the comparison depends on --jobs"; failed=1; }
grep -q 'data-method="paired"' "$tmp/b.html" || { echo "FAIL: the page does not say paired"; failed=1; }
exit $failed
