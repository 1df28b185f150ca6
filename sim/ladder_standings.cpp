#include "sim/ladder_standings.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

namespace megacorp::sim {

double standings::games_between(std::size_t a, std::size_t b) const {
  for (const pairwise& m : matches)
    if ((m.i == a && m.j == b) || (m.i == b && m.j == a)) return m.games;
  return 0;
}

standings rate_agents(const std::vector<std::string>& agents, const std::vector<ladder_game>& games) {
  standings s;
  s.agents = agents;
  const auto at = [&](const std::string& name) {
    return static_cast<std::size_t>(std::find(agents.begin(), agents.end(), name) - agents.begin());
  };
  s.anchor = at("random") < agents.size() ? at("random") : 0;
  std::map<std::pair<std::size_t, std::size_t>, pairwise> by_pair;
  s.games.assign(agents.size(), 0);
  s.scored.assign(agents.size(), 0);
  for (const ladder_game& g : games) {
    std::size_t a = at(g.agent_a), b = at(g.agent_b);
    if (a == agents.size() || b == agents.size() || a == b) continue;
    const double score_a = g.result == g.agent_a ? 1 : g.result == g.agent_b ? 0 : 0.5;
    pairwise& m = by_pair[{std::min(a, b), std::max(a, b)}];
    m.i = std::min(a, b), m.j = std::max(a, b);
    m.games += 1;
    m.wins_i += a < b ? score_a : 1 - score_a;
    s.games[a] += 1, s.games[b] += 1, s.scored[a] += score_a, s.scored[b] += 1 - score_a;
  }
  for (auto& [key, m] : by_pair) s.matches.push_back(m);
  s.fit = fit_bradley_terry(agents.size(), s.matches, s.anchor);
  s.order.resize(agents.size());
  std::iota(s.order.begin(), s.order.end(), std::size_t{0});
  if (s.fit.ok)
    std::stable_sort(s.order.begin(), s.order.end(),
                     [&](std::size_t x, std::size_t y) { return s.fit.elo[x] > s.fit.elo[y]; });
  return s;
}

std::vector<std::string> agents_of(const std::vector<ladder_game>& games) {
  std::set<std::string> names;
  for (const ladder_game& g : games) names.insert(g.agent_a), names.insert(g.agent_b);
  return {names.begin(), names.end()};
}

}  // namespace megacorp::sim
