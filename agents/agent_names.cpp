// The agents by name (agents/agent_names.hpp): one table, read by both functions.
#include "agents/agent_names.hpp"

#include <array>

#include "agents/fast_agent.hpp"
#include "agents/greedy_agent.hpp"
#include "agents/random_agent.hpp"

namespace megacorp {

namespace {

struct named_agent {
  std::string_view name;
  std::unique_ptr<agent> (*make)(std::uint64_t seed, const agent_options& options);
};

constexpr std::array<named_agent, 4> table{{
    {"random", [](std::uint64_t seed, const agent_options&) -> std::unique_ptr<agent> { return std::make_unique<random_agent>(seed); }},
    {"greedy", [](std::uint64_t seed, const agent_options&) -> std::unique_ptr<agent> { return std::make_unique<greedy_agent>(seed); }},
    {"fast", [](std::uint64_t seed, const agent_options&) -> std::unique_ptr<agent> { return std::make_unique<fast_agent>(seed); }},
    {"mcts", [](std::uint64_t seed, const agent_options& o) -> std::unique_ptr<agent> { return std::make_unique<mcts_agent>(seed, o.mcts); }},
}};

}  // namespace

std::unique_ptr<agent> make_agent(std::string_view name, std::uint64_t seed, const agent_options& options) {
  for (const named_agent& a : table)
    if (a.name == name) return a.make(seed, options);
  return nullptr;
}

std::vector<std::string_view> agent_names() {
  std::vector<std::string_view> names;
  for (const named_agent& a : table) names.push_back(a.name);
  return names;
}

}  // namespace megacorp
