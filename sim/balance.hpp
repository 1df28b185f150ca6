// The balance default: the agent `simulate --importance` plays unless --agent is given,
// and the ladder ratings the report names beside each agent (docs/agents.md, The balance
// default; docs/simulate.md).
#pragma once

#include <optional>
#include <string>

namespace megacorp::sim {

// Chosen from the ladder's table by its written rule and fixed by name, never by timing:
// the fast agent (docs/agents.md, The balance default). A ladder name (random, greedy,
// fast, mcts:N): an MCTS default carries its budget in the name.
inline constexpr const char* balance_agent = "fast";

// An agent's rating on the ladder's first section (the library's starter decks), in Elo
// points with random = 0, and its 95% interval, rounded as docs/agents.md prints them.
struct agent_rating {
  const char* agent;  // the ladder's name: random, greedy, fast, mcts:N
  int rating, low, high;
};

// The compiled-in table (sim/balance.cpp), every agent the ladder rated; checked against
// `megacorp ladder --table docs/ladder/games.tsv` by tests/sim/compare_test.cpp.
const agent_rating* ladder_ratings(std::size_t& count);

// The ladder's name of a simulate agent ("mcts" with its budget: "mcts:100").
std::string ladder_name(const std::string& agent, int mcts_iterations);
// Its rating, when the ladder rated it.
std::optional<agent_rating> find_rating(const std::string& ladder_agent);
// "ladder rating 451 [387, 516]", "ladder rating 0, the anchor" or "not on the ladder".
std::string rating_text(const std::string& ladder_agent);

}  // namespace megacorp::sim
