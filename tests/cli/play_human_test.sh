#!/usr/bin/env bash
# `megacorp play --agent human` with its input piped (docs/play.md): a whole game chosen by
# numbers ends on the final screen; garbage lines get a message and the game goes on; a
# refused action shows the engine's rule; `quit` leaves with 0; the input ending first
# exits 1 with a message; an unknown agent is a usage error. Usage: play_human_test.sh MEGACORP
set -uo pipefail
megacorp=$1
failed=0
source "$(dirname "$0")/../expect_status.sh" || exit 2
decks=("Corp Starter" "Gnost Starter")
fail() { echo "FAIL: $*"; failed=1; }

# A game to its end, answering 1 to everything, with garbage and a refusal on the way.
input=$(printf '12abc\n\n%s\nsell card=0\nfrobnicate now\nsell card=200\nhelp\n' "$(head -c 3000 /dev/zero | tr '\0' x)"
        for _ in $(seq 400); do echo 1; done)
out=$(timeout 60 "$megacorp" play --agent human --seed 5 --max-turns 30 "${decks[@]}" <<<"$input" 2>&1); status=$?
[ "$status" -eq 0 ] || fail "a game chosen by numbers exited $status"
grep -q "'12abc' is not an action number (1 to 12)" <<<"$out" || fail "no message for '12abc'"
grep -q "That line is 3000 characters long" <<<"$out" || fail "no message for a long line"
grep -q "^player 1 \[v0\]> refused: cards are sold in the Divest Phase (001 Divest Phase)" <<<"$out" ||
  fail "no engine refusal for 'sell card=0'"
grep -q "^  rule: 001 Divest Phase$" <<<"$out" || fail "the refusal's rule is not shown"
grep -q "refused: cannot read the action: 'frobnicate' is not an action" <<<"$out" || fail "no message for 'frobnicate now'"
grep -q "refused: there is no card 200 in the game" <<<"$out" || fail "no message for a card that does not exist"
grep -q "^== Game over ==$" <<<"$out" || fail "no final screen"
grep -q "wins on turn\|draw: " <<<"$out" || fail "the final screen gives no result"

# The same seed and answers give the same game.
again=$(timeout 60 "$megacorp" play --agent human --seed 5 --max-turns 30 "${decks[@]}" <<<"$input" 2>&1)
[ "$out" == "$again" ] || fail "the same seed and answers printed two different games"

# quit, and the input ending before the game.
out=$(printf 'quit\n' | timeout 20 "$megacorp" play --agent human "${decks[@]}" 2>&1); status=$?
[ "$status" -eq 0 ] && grep -q "You left the game at version 0" <<<"$out" || fail "quit: exit $status: $out"
out=$(printf '1\n' | timeout 20 "$megacorp" play --agent human "${decks[@]}" 2>&1); status=$?
[ "$status" -eq 1 ] && grep -q "error: the input ended before the game did" <<<"$out" || fail "EOF: exit $status"
out=$(timeout 20 "$megacorp" play --agent human "${decks[@]}" </dev/null 2>&1); status=$?
[ "$status" -eq 1 ] || fail "no input at all: exit $status"

expect_status 2 "unknown agent 'nobody'" play --agent human --agent-b nobody "${decks[@]}"
expect_status 2 "unknown agent 'nobody'" play --agent nobody "${decks[@]}"
exit $failed
