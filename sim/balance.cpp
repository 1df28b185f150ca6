#include "sim/balance.hpp"

#include <iterator>

#include <fmt/format.h>

namespace megacorp::sim {

namespace {

// docs/agents.md, The ladder, "The library's decks" (5,148 games); regenerate with
// `megacorp --format json ladder --table docs/ladder/games.tsv` when the ladder changes.
constexpr agent_rating ratings[] = {
    {"random", 0, 0, 0}, {"greedy", 190, 151, 228}, {"fast", 540, 486, 594},
    {"mcts:50", 398, 347, 449}, {"mcts:100", 431, 378, 484}, {"mcts:400", 453, 398, 509},
    {"mcts:1000", 436, 381, 491},
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
