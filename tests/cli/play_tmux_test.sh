#!/usr/bin/env bash
# `megacorp play --agent human` in a terminal (issue 29, test 4; docs/play.md): a tmux pane
# runs a game against the random agent; keys are typed as a person would, each after the
# prompt of the version before has come back: an illegal action first (its refusal and
# rule must show), then the first action offered, until the game ends on the final screen.
# Its own tmux server (-L) so nothing else is touched. Usage: play_tmux_test.sh MEGACORP
set -uo pipefail
megacorp=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
command -v tmux >/dev/null || { echo "FAIL: tmux is not installed (scripts/setup.sh --test installs it)"; exit 1; }
sock=megacorp-play-test-$$
t() { tmux -L "$sock" "$@"; }
trap 't kill-server 2>/dev/null' EXIT
fail() { echo "FAIL: $*"; echo "--- the pane:"; t capture-pane -p -S -200 -t play 2>/dev/null | tail -60; exit 1; }

t -f /dev/null new-session -d -s play -x 160 -y 50 \
  "'$megacorp' play --agent human --seed 5 --max-turns 30 'Corp Starter' 'Gnost Starter'; echo \"exit status \$?\"" ||
  fail "tmux did not start"
t set-option -t play remain-on-exit on >/dev/null

dead() { [ "$(t display-message -p -t play '#{pane_dead}')" = 1 ]; }
# The version in the last prompt on the screen ("player 1 [v12]> "), once the program waits.
prompt_version() {
  t capture-pane -p -t play | grep -v '^$' | tail -1 | sed -n 's/^player [0-9] \[v\([0-9]*\)\]> *$/\1/p'  # tmux drops trailing blanks
}
# Waits (up to 20 s) for a prompt at another version than $1, or for the program's end.
wait_prompt() {
  local v
  for _ in $(seq 400); do
    v=$(prompt_version)
    [ -n "$v" ] && [ "$v" != "$1" ] && { echo "$v"; return 0; }
    dead && { echo end; return 0; }
    sleep 0.05
  done
  return 1
}

v=$(wait_prompt none) || fail "no first prompt"
[ "$v" = 0 ] || fail "the first prompt is at version $v"
t send-keys -t play 'sell card=0' Enter
for _ in $(seq 100); do t capture-pane -p -t play | grep -q '^  rule: ' && break; sleep 0.05; done
screen=$(t capture-pane -p -t play)
grep -q 'refused: cards are sold in the Divest Phase' <<<"$screen" || fail "no refusal for an illegal action"
grep -q '^  rule: 001 Divest Phase$' <<<"$screen" || fail "the refusal does not name its rule"

moves=0
while [ "$v" != end ]; do
  t send-keys -t play 1 Enter
  moves=$((moves + 1))
  [ $moves -le 500 ] || fail "no end after 500 moves"
  v=$(wait_prompt "$v") || fail "no prompt after move $moves"
done
final=$(t capture-pane -p -t play -S -40)
grep -q '^exit status 0$' <<<"$final" || fail "megacorp did not exit with status 0"
grep -q '^== Game over ==$' <<<"$final" || fail "no final screen"
grep -qE 'wins on turn [0-9]+ \(player [12] lost: |^draw: ' <<<"$final" || fail "the final screen gives no result"
grep -q "^In the grids: \[id\]" <<<"$final" || fail "the final screen has no networks"
echo "ok: a game to its end in a tmux pane after $moves moves, with a refusal and the final screen"
