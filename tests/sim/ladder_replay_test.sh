#!/usr/bin/env bash
# Ten games of the cheaper agents (random, greedy) and ten of the fast agent against greedy,
# seeded samples of the committed games file, replay to the results it records; and a copy
# whose results are swapped fails.
# Usage: ladder_replay_test.sh MEGACORP SOURCE_DIR
set -uo pipefail
megacorp=$1
cd "$2" || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0
if ! "$megacorp" ladder --verify 10 --agents random,greedy docs/ladder/games.tsv >"$tmp/out" 2>&1 ||
   ! grep -q '^10 of 10 sampled games replayed as recorded' "$tmp/out"; then
  echo "FAIL: the sampled games do not replay as recorded:"; cat "$tmp/out"; failed=1
fi
if ! "$megacorp" ladder --verify 10 --agents greedy,fast docs/ladder/games.tsv >"$tmp/out" 2>&1 ||
   ! grep -q '^10 of 10 sampled games replayed as recorded' "$tmp/out"; then
  echo "FAIL: the sampled games of fast against greedy do not replay as recorded:"; cat "$tmp/out"; failed=1
fi
# The same sample with every random-greedy result swapped must fail on each game.
awk -F'\t' 'BEGIN { OFS = "\t" } NR > 1 && $1 == "greedy" && $2 == "random" {
  if ($8 == "greedy") $8 = "random"; else if ($8 == "random") $8 = "greedy" } { print }' docs/ladder/games.tsv >"$tmp/swapped.tsv"
"$megacorp" ladder --verify 10 --agents random,greedy "$tmp/swapped.tsv" >"$tmp/out" 2>&1
status=$?
if [ "$status" -ne 1 ] || [ "$(grep -c '^DIFFERS' "$tmp/out")" -lt 9 ]; then
  echo "FAIL: swapped results were not caught (exit $status):"; cat "$tmp/out"; failed=1
fi
exit $failed
