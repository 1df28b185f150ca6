#!/usr/bin/env bash
# The browser table (docs/play.md, "The browser table") in headless Chromium: the lobby
# fills its deck and opponent lists from GET /lobby; after a dozen actions taken through the
# API, the page opened at #game=1 draws the table from the seat's view: the status line, both
# players, the other hand face down (as many backs as the view's hand_size), the seat's own
# hand by name, and what the player may point at as buttons (the offered cards and cells, or
# a decision's own control). Screenshots of the lobby and the table go to OUT. A whole game
# played by clicks is the real-browser test's (browser_test.sh). Usage: page_test.sh MEGACORP OUT
set -uo pipefail
megacorp=$1 out=$2
failed=0
fail() { echo "FAIL: $*"; failed=1; }
mkdir -p "$out"
. "$(dirname "$0")/serve_lib.sh"

# Chromium runs the page's modules and waits for their requests (virtual time).
browse() {
  timeout 60 "$chromium" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$tmp/profile" \
    --virtual-time-budget=5000 --window-size=1400,1000 "$@" 2>>"$tmp/chromium.log"
}

browse --dump-dom "$base/" >"$tmp/lobby.html" || fail "chromium --dump-dom exited $?"
grep -q '<select name="deck_a" id="deck-a"><option value="Corp Starter">Corp Starter</option>' "$tmp/lobby.html" ||
  fail "the lobby's deck list is not filled: $(head -c 600 "$tmp/lobby.html")"
grep -q '<option value="random">random</option>' "$tmp/lobby.html" || fail "the lobby lists no opponent agent"
browse --screenshot="$out/serve_lobby.png" "$base/" || fail "no screenshot of the lobby"

json() { curl -sS -m 20 -H 'Content-Type: application/json' "$@"; }
json -d '{"decks": ["Corp Starter", "Gnost Starter"], "seed": 5}' "$base/games" >/dev/null
for _ in $(seq 12); do
  a=$(json "$base/games/1/actions?seat=1")
  [ "$(jq '.actions | length' <<<"$a")" -gt 0 ] || break
  json -d "{\"seat\": 1, \"version\": $(jq .version <<<"$a"), \"id\": 0}" "$base/games/1/act" >/dev/null
done
view=$(json "$base/games/1/view?seat=1")
offers=$(json "$base/games/1/actions?seat=1" | jq '.actions | length')

browse --dump-dom "$base/#game=1" >"$tmp/table.html" || fail "chromium --dump-dom of the table exited $?"
grep -q "id=\"status\" aria-live=\"polite\">Turn $(jq .turn <<<"$view") · $(jq -r .phase <<<"$view")" "$tmp/table.html" ||
  fail "the status line does not give the view's turn and phase"
grep -q '<h2>Player 1 (you): Corp Starter · money '"$(jq '.players[0].money' <<<"$view")" "$tmp/table.html" ||
  fail "player 1's line does not give the view's money"
grep -q '<h2>Player 2: Gnost Starter' "$tmp/table.html" || fail "no player 2"
backs=$(grep -o 'aria-label="a card, face down"' "$tmp/table.html" | wc -l)
[ "$backs" -eq "$(jq '.players[1].hand_size' <<<"$view")" ] || fail "$backs cards face down, the view says $(jq '.players[1].hand_size' <<<"$view")"
for name in $(jq -r '.players[0].hand[].name | @base64' <<<"$view"); do
  n=$(base64 -d <<<"$name")
  grep -qF ">$n<" "$tmp/table.html" || fail "the hand's card \"$n\" is not drawn"
done
[ "$offers" -gt 0 ] && grep -Eq 'data-role="offered"|id="pass"|id="bid-form"|id="keep-hand"' "$tmp/table.html" ||
  fail "no action is offered on the board ($offers in the API)"
browse --screenshot="$out/serve_table.png" "$base/#game=1" || fail "no screenshot of the table"
exit $failed
