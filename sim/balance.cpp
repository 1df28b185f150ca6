#include "sim/balance.hpp"

#include <iterator>

#include <fmt/format.h>

namespace megacorp::sim {

namespace {

// docs/agents.md, The ladder, "The library's decks" (5,148 games); regenerate with
// `megacorp --format json ladder --table docs/ladder/games.tsv` when the ladder changes.
constexpr agent_rating ratings[] = {
    {"random", 0, 0, 0}, {"greedy", 227, 187, 268}, {"fast", 546, 492, 600},
    {"mcts:50", 419, 366, 471}, {"mcts:100", 443, 389, 497}, {"mcts:400", 463, 406, 519},
    {"mcts:1000", 446, 390, 502},
};

}  // namespace

const agent_rating* ladder_ratings(std::size_t& count) {
  count = std::size(ratings);
  return ratings;
}

std::string ladder_name(const std::string& agent, int mcts_iterations) {
  return agent == "mcts" ? "mcts:" + std::to_string(mcts_iterations) : agent;
}

std::optional<agent_rating> find_rating(const std::string& ladder_agent) {
  for (const agent_rating& r : ratings)
    if (ladder_agent == r.agent) return r;
  return std::nullopt;
}

std::string rating_text(const std::string& ladder_agent) {
  const auto r = find_rating(ladder_agent);
  if (!r) return "not on the ladder";
  if (r->low == r->high) return fmt::format("ladder rating {}, the anchor", r->rating);
  return fmt::format("ladder rating {} [{}, {}]", r->rating, r->low, r->high);
}

}  // namespace megacorp::sim
