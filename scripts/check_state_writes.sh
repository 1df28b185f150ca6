#!/usr/bin/env bash
# Only engine::ops changes a game in play (engine/ops.hpp). The compiler keeps ops::st()
# const; this keeps the other ways to a writable state closed: ops declares no mutable
# accessor, nothing casts constness away, and a writable `state&` or `state*` is named
# only in the files listed below, each for its reason. Usage: check_state_writes.sh
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
dirs="engine ir vocabulary check library run scenario docgen cli sim session lsp agents"
status=0
fail() {
  echo "$1"
  echo "$2" >&2
  status=1
}

# ops hands out the state read-only.
found=$(grep -HnE '(^|[^[:alnum:]_:])(engine::)?state[[:space:]]*&[[:space:]]*st\(\)[[:space:]]*\{' engine/ops.hpp)
[ -z "$found" ] || fail "$found" "engine/ops.hpp: ops::st() hands out a writable state; add a named ops method for the change instead"

# No constness cast away (a const state from ops::st() written through).
found=$(grep -rnE 'const_cast' $dirs --include='*.cpp' --include='*.hpp')
[ -z "$found" ] || fail "$found" "const_cast above: a state read through ops::st() is not to be written; add a named ops method"

# No function outside engine/ hands out a writable state (`state& game()`, as the scenario
# runner had): its callers could write the game past engine::ops, even from a listed file.
outside=$(for d in $dirs; do [ "$d" = engine ] || printf '%s ' "$d"; done)
found=$(grep -rnE '(^|[^[:alnum:]_:])(engine::)?state[[:space:]]*[&*][[:space:]]*[[:alnum:]_:]+[[:space:]]*\(' $outside \
          --include='*.cpp' --include='*.hpp' | grep -vE '^[^:]*:[0-9]+:[[:space:]]*//' |
          grep -vE 'const[[:space:]]+(engine::)?state[[:space:]]*[&*][[:space:]]*[[:alnum:]_:]+[[:space:]]*\(')
[ -z "$found" ] || fail "$found" "a function above returns a writable engine::state outside engine/: return const state&, and change the game through engine::apply or a named ops method"

# Where a writable state may be named, and why.
allowed=(
  engine/ops.hpp engine/ops.cpp engine/ops_turn.cpp  # the primitives that change a game
  engine/ops_money.cpp engine/ops_game_end.cpp engine/ops_triggers.cpp
  engine/state.hpp engine/state.cpp                  # the state's own accessors, set_zone, add_card
  engine/rules.hpp engine/apply.cpp                  # apply()/begin_turn(): run an action through ops, commit or roll back
  engine/setup.hpp engine/setup.cpp                  # new_game: builds a fresh state
  engine/position.hpp engine/position.cpp            # the board builder for scenarios and tests
  engine/determinize.hpp engine/determinize.cpp      # builds a guessed copy (or draws one again in place) for a searching agent
  agents/self_play.hpp agents/self_play.cpp  # plays a game through apply()
  agents/mcts_agent.cpp                              # plays copies on through apply()
  agents/settle.hpp agents/settle.cpp                # settles copies through apply()
  cli/replay_command.cpp                             # replays a saved game through apply()
)
pattern='(^|[^[:alnum:]_:])(engine::)?state[[:space:]]*[&*]'
found=""
while IFS= read -r hit; do
  file=${hit%%:*}
  line=${hit#*:*:}
  # A const state is fine; so are comments.
  cleaned=$(printf '%s\n' "$line" | sed -E 's://.*$::; s/const[[:space:]]+(engine::)?state[[:space:]]*[&*]//g')
  printf '%s\n' "$cleaned" | grep -qE "$pattern" || continue
  ok=0
  for a in "${allowed[@]}"; do [ "$file" = "$a" ] && ok=1; done
  [ "$ok" = 1 ] || found+="$hit"$'\n'
done < <(grep -rnE "$pattern" $dirs --include='*.cpp' --include='*.hpp')
[ -z "$found" ] || fail "${found%$'\n'}" "a writable engine::state above outside the files scripts/check_state_writes.sh allows: read it as const state&, and change it through a named ops method (engine/ops.hpp)"

[ -f engine/ops.hpp ] || { echo "check_state_writes: engine/ops.hpp not found" >&2; exit 2; }
[ "$status" = 0 ] && echo "no game state written outside engine::ops (ops::st() const, no const_cast, writable states only in ${#allowed[@]} listed files)"
exit "$status"
