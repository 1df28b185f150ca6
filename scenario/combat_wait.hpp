// What an attack waits for: a decision of one player with no window open (001 Challenge
// Phase: blocks, retaliation, the split of its damage). A script may not end there, and a
// game is not exported there (docs/scenarios.md, Strict choices).
#pragma once

#include <string_view>

#include "engine/state.hpp"

namespace megacorp::scenario_run {

// A decision an attack waits for: what the player is to do, and the script lines that make
// it (after the player's name; `no` empty when there is one line).
struct combat_wait {
  std::string_view what;  // "declare blockers"; empty when the game waits for no such decision
  std::string_view yes;   // "blocks with ..."
  std::string_view no;    // "does not block"
};

// The decision the game waits for (s.decider() is the player), or one with `what` empty.
inline combat_wait combat_decision(const engine::state& s) {
  if (!s.combat.active() || s.priority.open() || s.over() || s.pending) return {};
  switch (s.combat.step) {
    case engine::combat_step::blocks: return {"declare blockers", "blocks with ...", "does not block"};
    case engine::combat_step::retaliation: return {"decide on retaliation", "retaliates with ...", "does not retaliate"};
    case engine::combat_step::assignment: return {"assign the damage", "assigns N to \"B1\", ...", ""};
    default: return {};
  }
}

}  // namespace megacorp::scenario_run
