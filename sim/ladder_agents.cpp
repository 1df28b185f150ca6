#include "sim/ladder_agents.hpp"

#include <charconv>

#include <fmt/format.h>

namespace megacorp::sim {

std::optional<ladder_agent> parse_ladder_agent(std::string_view text, std::string& why) {
  const std::size_t colon = text.find(':');
  ladder_agent a;
  a.base = std::string(text.substr(0, colon));
  if (!make_agent(a.base, 0)) {
    why = fmt::format("unknown agent '{}'; the agents are {} (MCTS with its budget: mcts:N)", text,
                      fmt::join(agent_names(), ", "));
    return std::nullopt;
  }
  if (a.base != "mcts") {
    if (colon != std::string_view::npos) {
      why = fmt::format("agent '{}': only mcts takes a budget (mcts:N)", text);
      return std::nullopt;
    }
    a.name = a.base;
    return a;
  }
  int budget = a.options.mcts.iterations;
  if (colon != std::string_view::npos) {
    const std::string_view digits = text.substr(colon + 1);
    const auto [end, err] = std::from_chars(digits.data(), digits.data() + digits.size(), budget);
    if (digits.empty() || err != std::errc() || end != digits.data() + digits.size() || budget < 1 ||
        budget > 1000000) {
      why = fmt::format("agent '{}': the MCTS budget must be a whole number from 1 to 1000000", text);
      return std::nullopt;
    }
  }
  a.options.mcts.iterations = budget;
  a.name = fmt::format("mcts:{}", budget);
  return a;
}

}  // namespace megacorp::sim
