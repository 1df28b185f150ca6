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
CXX=clang++ scripts/build.sh build-fuzz -DMEGACORP_FUZZ=ON -DMEGACORP_TESTS=OFF -DMEGACORP_MPI=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo
corpus=build-fuzz/corpus cli_corpus=build-fuzz/corpus-cli
mkdir -p "$corpus" "$cli_corpus"
for d in cards examples tests/golden fuzz/regressions; do [ -d "$d" ] && find "$d" -type f -name '*.mc' -exec cp {} "$corpus/" \;; done
cp fuzz/cli_seeds/* "$cli_corpus/"
common=(-timeout=10 -rss_limit_mb=2048)
# The bounded run uses a fixed seed (FUZZ_SEED, default 1): the same inputs in the same
# order on every run, so CI passes or fails the same way for the same code (a random seed
# once failed CI on an input no one could recover). Exploring goes on with RUNS=0, which
# draws a new seed each time.
bounded=(-seed="${FUZZ_SEED:-1}")
if [ "$runs" = 0 ]; then
  if [ "${FUZZ_TARGET:-check}" = cli ]; then
    exec build-fuzz/fuzz_cli "${common[@]}" -max_len=4096 -close_fd_mask=3 "$@" "$cli_corpus"
  fi
  exec build-fuzz/fuzz_check "${common[@]}" -max_len=65536 "$@" "$corpus"
fi
# A run's log is kept in build-fuzz/; on success its last lines are shown, on a crash the
# log without libFuzzer's progress lines (the message and stack trace), and the input (base64) that
# crashed, so that a CI log alone is enough to reproduce it (add it to fuzz/regressions/).
fuzz() {
  local name=$1; shift
  local log=build-fuzz/$name.log
  echo "-- $name"
  local status=0
  "build-fuzz/$name" -artifact_prefix=build-fuzz/ "$@" >"$log" 2>&1 || status=$?
  if [ "$status" -eq 0 ]; then
    tail -n 12 "$log"
    return 0
  fi
  grep -v '^#[0-9]*[[:space:]]*\(NEW\|REDUCE\|pulse\|RELOAD\|INITED\)' "$log" | tail -n 150
  for crash in build-fuzz/crash-* build-fuzz/timeout-* build-fuzz/oom-* build-fuzz/leak-*; do
    [ -f "$crash" ] || continue
    echo "-- input that failed: $crash (base64; decode with base64 -d)"
    base64 "$crash" | head -c 20000
    echo
  done
  return $status
}
rm -f build-fuzz/crash-* build-fuzz/timeout-* build-fuzz/oom-* build-fuzz/leak-*
fuzz fuzz_check "${common[@]}" "${bounded[@]}" -runs="$runs" -max_total_time=240 -entropic=0 -max_len=65536 -print_final_stats=1 \
  "$@" "$corpus"
# -close_fd_mask=3: the command's output is thrown away (libFuzzer keeps its own).
fuzz fuzz_cli "${common[@]}" "${bounded[@]}" -runs=$((runs / 10)) -max_total_time=60 -entropic=0 -max_len=4096 -close_fd_mask=3 \
  -print_final_stats=1 "$@" "$cli_corpus"
