#!/usr/bin/env bash
# The browser table in a real browser (docs/play.md, "The real-browser test"): starts
# `megacorp serve --port 0` and runs tests/serve/browser/play_test.mjs, which drives
# Debian's Chromium with playwright-core (installed from the committed package-lock.json by
# scripts/setup.sh --test; no network here) through a whole game against the random agent,
# every action chosen on the board; then export_test.mjs (export as a scenario, the sandbox);
# last report_test.mjs, the simulation report and comparison page (docs/simulate.md).
# Screenshots go to OUT. Usage: browser_test.sh MEGACORP OUT
set -uo pipefail
megacorp=$1 out=$2
here=$(cd "$(dirname "$0")/browser" && pwd)
command -v node >/dev/null || { echo "FAIL: node is not installed (scripts/setup.sh --test installs it)"; exit 1; }
[ -f "$here/node_modules/playwright-core/package.json" ] ||
  { echo "FAIL: playwright-core is not installed in tests/serve/browser (scripts/setup.sh --test runs npm ci there)"; exit 1; }
[ -f "$here/node_modules/axe-core/axe.min.js" ] ||
  { echo "FAIL: axe-core is not installed in tests/serve/browser (scripts/setup_browser_test.sh runs npm ci there)"; exit 1; }
mkdir -p "$out"
. "$(dirname "$0")/serve_lib.sh"

# The seed and decks give a game that offers every kind of action the test needs (card
# text's question too, required here) but a damage split; the second game (Gnost Starter's only activated ability is on a 4M
# character it does not reach) offers the split.
failed=0
timeout 300 node "$here/play_test.mjs" "$chromium" "$base" "$out" 11 "Incarnate Starter" "Corp Starter" \
  "an answer to card text's question" || failed=1
timeout 300 node "$here/play_test.mjs" "$chromium" "$base" "$tmp" 1 "Gnost Starter" "Corp Starter" \
  "a damage split in the form" "an activated ability" || failed=1
# A turn by keyboard alone, axe-core on the lobby, a mid-game table and the game-over screen;
# prints the time until the lobby is usable (browser/a11y_test.mjs; its game is freed).
timeout 120 node "$here/a11y_test.mjs" "$chromium" "$base" "$out" || failed=1
# Hot-seat with its hand-over screen, undo and redo, save as a replay, the replay viewer.
timeout 300 node "$here/travel_test.mjs" "$chromium" "$base" "$out" "$megacorp" || failed=1
# Export as a scenario and the sandbox (export_test.mjs), with the server's game table fresh
# enough: the games above are over and count towards the server's most.
timeout 120 node "$here/export_test.mjs" "$chromium" "$base" "$out" "$megacorp" || failed=1
# The lobby: a deck file checked (its messages, then its deck played), a rules variant and
# MCTS's budget sent with the new game (browser/lobby_test.mjs).
timeout 120 node "$here/lobby_test.mjs" "$chromium" "$base" "$out" || failed=1
# The simulation report and the comparison page (browser/report_test.mjs: files `megacorp
# simulate` writes), a game link of the report opening this server's replay viewer; ~10 s.
timeout 120 node "$here/report_test.mjs" "$chromium" "$megacorp" "$out" "$base" || failed=1
exit $failed
