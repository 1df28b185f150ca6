// The interface every self-play agent implements (docs/agents.md): given the game and the
// legal actions of the player who decides, pick one. Agents see through `s` only what
// their player may see: a search agent determinizes first (engine/determinize.hpp).
#pragma once

#include <memory>
#include <string_view>
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

// The agents by name ("random", "greedy"), seeded; null for an unknown name.
std::unique_ptr<agent> make_agent(std::string_view name, std::uint64_t seed);
// The names make_agent knows, for messages.
std::vector<std::string_view> agent_names();

}  // namespace megacorp
