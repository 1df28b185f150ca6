// The self-play agents by name (docs/agents.md); the interface is agents/agent.hpp.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "agents/mcts_agent.hpp"
#include "agents/agent.hpp"

namespace megacorp {

// What tunes the agents that have settings (only MCTS has).
struct agent_options {
  mcts_options mcts;
};

// The agents by name ("random", "greedy", "mcts"), seeded; null for an unknown name.
std::unique_ptr<agent> make_agent(std::string_view name, std::uint64_t seed, const agent_options& options = {});
// The names make_agent knows, for messages.
std::vector<std::string_view> agent_names();

}  // namespace megacorp
