// What an attack waits for: a decision of one player with no window open (001 Challenge
// Phase: blocks, retaliation, the split of its damage). A script may not end there, and a
// game is not exported there (docs/scenarios.md, Strict choices).
#pragma once

#include <string_view>

#include "engine/state.hpp"

namespace megacorp::scenario_run {

// "declare blockers", "decide on retaliation", "assign the damage", or "" when the game
// waits for no such decision (s.decider() is the player it waits for).
inline std::string_view combat_decision(const engine::state& s) {
  if (!s.combat.active() || s.priority.open() || s.over() || s.pending) return "";
  switch (s.combat.step) {
    case engine::combat_step::blocks: return "declare blockers";
    case engine::combat_step::retaliation: return "decide on retaliation";
    case engine::combat_step::assignment: return "assign the damage";
    default: return "";
  }
}

}  // namespace megacorp::scenario_run
