#!/usr/bin/env bash
# Builds the libFuzzer target with clang and runs it: scripts/fuzz.sh [RUNS] [extra libFuzzer flags]
# RUNS=0 runs until stopped. Seeds: every file under cards/, examples/, tests/golden/ and
# fuzz/regressions/ (inputs that once crashed it). -entropic=0 for the bounded run: the
# entropic schedule costs more than half the time per input here (docs/fuzzing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-100000}; shift || true
CXX=clang++ scripts/build.sh build-fuzz -DMEGACORP_FUZZ=ON -DMEGACORP_TESTS=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo
corpus=build-fuzz/corpus
mkdir -p "$corpus"
for d in cards examples tests/golden fuzz/regressions; do [ -d "$d" ] && find "$d" -type f -name '*.mc' -exec cp {} "$corpus/" \;; done
args=(-runs="$runs" -entropic=0 -timeout=10 -rss_limit_mb=2048 -max_len=8192 -print_final_stats=1)
[ "$runs" = 0 ] && args=(-timeout=10 -rss_limit_mb=2048 -max_len=8192)
build-fuzz/fuzz_check "${args[@]}" "$@" "$corpus" 2>&1 | tail -n 12
