#!/usr/bin/env bash
# Smoke test of bench/engine_bench: `--quick` runs and prints every line of figures.
# Timings are not checked (speed is measured, not asserted: docs/benchmarks.md).
set -euo pipefail
out=$("$1" --quick)
echo "$out"
for line in "engine_bench: build type" "random self-play: " "greedy self-play: " "state clone: " \
  "state size: " "legal actions, perft positions: " "legal actions, every 10th state" "mcts: " "load average at end"; do
  if ! grep -q "^$line" <<<"$out"; then
    echo "engine_bench --quick printed no line starting with '$line'" >&2
    exit 1
  fi
done
# Seeded random games never need the cap (docs/self_play.md).
grep -q "^random self-play: .* 0 stopped at a cap" <<<"$out" || { echo "a random game hit a cap" >&2; exit 1; }
