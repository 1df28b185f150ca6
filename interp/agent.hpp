// The interface every self-play agent implements (docs/agents.md): given the game and the
// legal actions of the player who decides, pick one. Agents see through `s` only what
// their player may see: a search agent determinizes first (engine/determinize.hpp).
#pragma once

#include <vector>

#include "engine/action.hpp"
#include "engine/state.hpp"

namespace megacorp {

class agent {
 public:
  virtual ~agent();
  // One of `legal` (engine::legal_actions(s), not empty), for s.decider().
  virtual engine::action pick(const engine::state& s, const std::vector<engine::action>& legal) = 0;
};

}  // namespace megacorp
