#include "sim/ladder_plan.hpp"

#include <algorithm>
#include <cmath>

namespace megacorp::sim {

namespace {

std::uint32_t rounds_for(std::uint32_t games, std::uint32_t round) { return (games + round - 1) / round; }

// The ratings of a and b are told apart: the 95% interval of their difference excludes 0.
bool separated(const standings& s, std::size_t a, std::size_t b) {
  if (!s.fit.ok) return false;
  return std::fabs(s.fit.elo[a] - s.fit.elo[b]) > 1.96 * s.fit.diff_se(a, b);
}

}  // namespace

std::vector<match_target> next_targets(const standings& s, std::size_t pairings, const ladder_rule& rule) {
  const auto round = static_cast<std::uint32_t>(2 * std::max<std::size_t>(1, pairings));
  const std::uint32_t first = std::max(1u, rounds_for(rule.min_games, round));
  const std::uint32_t step = std::max(1u, rounds_for(rule.step_games, round));
  const std::uint32_t cap = std::max(first, rounds_for(rule.max_games, round));
  std::vector<match_target> below, overlapping;
  for (std::size_t k = 0; k + 1 < s.order.size(); ++k) {
    const std::size_t a = std::min(s.order[k], s.order[k + 1]), b = std::max(s.order[k], s.order[k + 1]);
    const auto whole = static_cast<std::uint32_t>(s.games_between(a, b) / round);
    if (whole < first) {
      below.push_back({a, b, first});
    } else if (whole < cap && !separated(s, a, b)) {
      const std::uint32_t level = first + ((whole - first) / step + 1) * step;
      overlapping.push_back({a, b, std::min(level, cap)});
    }
  }
  return below.empty() ? overlapping : below;
}

}  // namespace megacorp::sim
