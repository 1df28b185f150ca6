// The ladder's agents by name: an agent of agents/agent_names.hpp, and for MCTS its budget
// as part of the name ("mcts:400": 400 iterations a decision; "mcts" alone is "mcts:100").
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "agents/agent_names.hpp"

namespace megacorp::sim {

struct ladder_agent {
  std::string name;        // canonical: "random", "greedy", "mcts:100", ...
  std::string base;        // the name make_agent knows
  agent_options options;   // the budget, for MCTS
};

// The agent a name stands for; nullopt and `why` (a sentence) when it is unknown or its
// budget is not a whole number from 1 to 1000000.
std::optional<ladder_agent> parse_ladder_agent(std::string_view text, std::string& why);

}  // namespace megacorp::sim
