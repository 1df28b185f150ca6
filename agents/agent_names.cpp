// The agents by name (agents/agent.hpp).
#include "agents/agent.hpp"

#include "agents/greedy_agent.hpp"
#include "interp/self_play/random_agent.hpp"

namespace megacorp {

std::unique_ptr<agent> make_agent(std::string_view name, std::uint64_t seed, const agent_options& options) {
  if (name == "random") return std::make_unique<random_agent>(seed);
  if (name == "greedy") return std::make_unique<greedy_agent>(seed);
  if (name == "mcts") return std::make_unique<mcts_agent>(seed, options.mcts);
  return nullptr;
}

std::vector<std::string_view> agent_names() { return {"random", "greedy", "mcts"}; }

}  // namespace megacorp
