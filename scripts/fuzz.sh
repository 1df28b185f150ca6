#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs them: scripts/fuzz.sh [RUNS] [extra libFuzzer flags]
# They are built in build-san/, the sanitizer tree scripts/test.sh runs the tests in
# (scripts/build.sh san): only what is missing or stale is built.
# The bounded run (RUNS > 0) runs each target in turn, bounded by RUNS (a tenth of it for all
# but fuzz_check) and by time, so CI's run stays near 4 minutes (docs/fuzzing.md):
# fuzz_check (card text: files, several files and a mod, scenarios, decks) 90 s, fuzz_cli (the
# command line) 45 s, then fuzz_scenario, fuzz_deck, fuzz_replay and fuzz_lsp 35 s each, fuzz_serve
# (the HTTP server's request handler) 30 s.
# RUNS=0 runs one target until stopped: FUZZ_TARGET=check (the default), cli, scenario, deck,
# replay, lsp or serve. Seeds: every .mc file under cards/, examples/, tests/golden/ and
# fuzz/regressions/ (inputs that once crashed it) for fuzz_check and fuzz_scenario;
# fuzz/deck_seeds/ and tests/golden/deck_*.mc for fuzz_deck; fuzz/replay_seeds/,
# fuzz/lsp_seeds/, fuzz/serve_seeds/ and fuzz/cli_seeds/ for the others (with fuzz/regressions/ of their kind).
# -entropic=0 for the bounded run: the entropic schedule costs more than half the time per input here.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-100000}; shift || true
scripts/build.sh san fuzz_check fuzz_cli fuzz_scenario fuzz_deck fuzz_replay fuzz_lsp fuzz_serve
corpus=build-san/corpus cli_corpus=build-san/corpus-cli scenario_corpus=build-san/corpus-scenario
deck_corpus=build-san/corpus-deck replay_corpus=build-san/corpus-replay lsp_corpus=build-san/corpus-lsp
serve_corpus=build-san/corpus-serve
mkdir -p "$corpus" "$cli_corpus" "$scenario_corpus" "$deck_corpus" "$replay_corpus" "$lsp_corpus" "$serve_corpus"
for d in cards examples tests/golden fuzz/regressions; do [ -d "$d" ] && find "$d" -type f -name '*.mc' -exec cp {} "$corpus/" \;; done
for d in examples tests/golden fuzz/regressions; do find "$d" -type f -name '*.mc' -exec cp {} "$scenario_corpus/" \;; done
cp fuzz/cli_seeds/* "$cli_corpus/"
cp fuzz/deck_seeds/* tests/golden/deck_*.mc "$deck_corpus/"
cp fuzz/replay_seeds/* fuzz/regressions/*.replay "$replay_corpus/"
cp fuzz/lsp_seeds/* "$lsp_corpus/"
cp fuzz/serve_seeds/* "$serve_corpus/"
common=(-timeout=10 -rss_limit_mb=2048)
# The bounded run uses a fixed seed (FUZZ_SEED, default 1): the same inputs in the same
# order on every run, so CI passes or fails the same way for the same code (a random seed
# once failed CI on an input no one could recover). Exploring goes on with RUNS=0, which
# draws a new seed each time.
bounded=(-seed="${FUZZ_SEED:-1}")
if [ "$runs" = 0 ]; then
  case "${FUZZ_TARGET:-check}" in
    check) exec build-san/fuzz_check "${common[@]}" -max_len=65536 "$@" "$corpus" ;;
    cli) exec build-san/fuzz_cli "${common[@]}" -max_len=4096 -close_fd_mask=3 "$@" "$cli_corpus" ;;
    scenario) exec build-san/fuzz_scenario "${common[@]}" -max_len=65536 "$@" "$scenario_corpus" ;;
    deck) exec build-san/fuzz_deck "${common[@]}" -max_len=65536 "$@" "$deck_corpus" ;;
    replay) exec build-san/fuzz_replay "${common[@]}" -max_len=65536 -close_fd_mask=3 "$@" "$replay_corpus" ;;
    lsp) exec build-san/fuzz_lsp "${common[@]}" -max_len=65536 "$@" "$lsp_corpus" ;;
    serve) exec build-san/fuzz_serve "${common[@]}" -max_len=16384 "$@" "$serve_corpus" ;;
    *) echo "FUZZ_TARGET must be check, cli, scenario, deck, replay, lsp or serve, not '$FUZZ_TARGET'" >&2; exit 2 ;;
  esac
fi
# A run's log is kept in build-san/; on success its last lines are shown, on a crash the
# log without libFuzzer's progress lines (the message and stack trace), and the input (base64) that
# crashed, so that a CI log alone is enough to reproduce it (add it to fuzz/regressions/).
fuzz() {
  local name=$1; shift
  local log=build-san/$name.log
  echo "-- $name"
  local status=0
  "build-san/$name" -artifact_prefix=build-san/ "$@" >"$log" 2>&1 || status=$?
  if [ "$status" -eq 0 ]; then
    tail -n 12 "$log"
    return 0
  fi
  grep -v '^#[0-9]*[[:space:]]*\(NEW\|REDUCE\|pulse\|RELOAD\|INITED\)' "$log" | tail -n 150
  for crash in build-san/crash-* build-san/timeout-* build-san/oom-* build-san/leak-*; do
    [ -f "$crash" ] || continue
    echo "-- input that failed: $crash (base64; decode with base64 -d)"
    base64 "$crash" | head -c 20000
    echo
  done
  return $status
}
rm -f build-san/crash-* build-san/timeout-* build-san/oom-* build-san/leak-*
fuzz fuzz_check "${common[@]}" "${bounded[@]}" -runs="$runs" -max_total_time=90 -entropic=0 -max_len=65536 -print_final_stats=1 \
  "$@" "$corpus"
# -close_fd_mask=3: the command's output is thrown away (libFuzzer keeps its own).
fuzz fuzz_cli "${common[@]}" "${bounded[@]}" -runs=$((runs / 10)) -max_total_time=45 -entropic=0 -max_len=4096 -close_fd_mask=3 \
  -print_final_stats=1 "$@" "$cli_corpus"
fuzz fuzz_scenario "${common[@]}" "${bounded[@]}" -runs=$((runs / 10)) -max_total_time=35 -entropic=0 -max_len=65536 \
  -print_final_stats=1 "$@" "$scenario_corpus"
fuzz fuzz_deck "${common[@]}" "${bounded[@]}" -runs=$((runs / 10)) -max_total_time=35 -entropic=0 -max_len=65536 \
  -print_final_stats=1 "$@" "$deck_corpus"
fuzz fuzz_replay "${common[@]}" "${bounded[@]}" -runs=$((runs / 10)) -max_total_time=35 -entropic=0 -max_len=65536 \
  -close_fd_mask=3 -print_final_stats=1 "$@" "$replay_corpus"
fuzz fuzz_lsp "${common[@]}" "${bounded[@]}" -runs=$((runs / 10)) -max_total_time=35 -entropic=0 -max_len=65536 \
  -print_final_stats=1 "$@" "$lsp_corpus"
fuzz fuzz_serve "${common[@]}" "${bounded[@]}" -runs=$((runs / 10)) -max_total_time=30 -entropic=0 -max_len=16384 \
  -print_final_stats=1 "$@" "$serve_corpus"
