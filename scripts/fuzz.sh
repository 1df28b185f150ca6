#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs them: scripts/fuzz.sh [RUNS] [extra libFuzzer flags]
# fuzz_check (card text: files, several files and a mod, scenarios, decks) then fuzz_cli
# (the command line), each bounded by RUNS and by time: at most 4 min and 1 min, so CI's
# run stays near 5 minutes (docs/fuzzing.md). RUNS=0 runs until stopped, one target only:
# FUZZ_TARGET=check (the default for RUNS=0) or FUZZ_TARGET=cli. Seeds: every file under
# cards/, examples/, tests/golden/ and fuzz/regressions/ (inputs that once crashed it);
# fuzz/cli_seeds/ for the command line. -entropic=0 for the bounded run: the entropic
# schedule costs more than half the time per input here.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-100000}; shift || true
CXX=clang++ scripts/build.sh build-fuzz -DMEGACORP_FUZZ=ON -DMEGACORP_TESTS=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo
corpus=build-fuzz/corpus cli_corpus=build-fuzz/corpus-cli
mkdir -p "$corpus" "$cli_corpus"
for d in cards examples tests/golden fuzz/regressions; do [ -d "$d" ] && find "$d" -type f -name '*.mc' -exec cp {} "$corpus/" \;; done
cp fuzz/cli_seeds/* "$cli_corpus/"
common=(-timeout=10 -rss_limit_mb=2048)
if [ "$runs" = 0 ]; then
  if [ "${FUZZ_TARGET:-check}" = cli ]; then
    exec build-fuzz/fuzz_cli "${common[@]}" -max_len=4096 -close_fd_mask=3 "$@" "$cli_corpus"
  fi
  exec build-fuzz/fuzz_check "${common[@]}" -max_len=65536 "$@" "$corpus"
fi
echo "-- fuzz_check"
build-fuzz/fuzz_check "${common[@]}" -runs="$runs" -max_total_time=240 -entropic=0 -max_len=65536 -print_final_stats=1 \
  "$@" "$corpus" 2>&1 | tail -n 12
echo "-- fuzz_cli"
# -close_fd_mask=3: the command's output is thrown away (libFuzzer keeps its own).
build-fuzz/fuzz_cli "${common[@]}" -runs=$((runs / 10)) -max_total_time=60 -entropic=0 -max_len=4096 -close_fd_mask=3 \
  -print_final_stats=1 "$@" "$cli_corpus" 2>&1 | tail -n 12
