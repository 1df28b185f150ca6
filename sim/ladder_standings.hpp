// The ratings of a set of ladder games (sim/ladder_file.hpp): each match's score, the
// Bradley-Terry fit (sim/ratings.hpp) and the agents in rating order.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "sim/ladder_file.hpp"
#include "sim/ratings.hpp"

namespace megacorp::sim {

struct standings {
  std::vector<std::string> agents;     // as given
  std::size_t anchor = 0;              // "random" when listed, else the first agent: rated 0
  std::vector<pairwise> matches;       // one per pair of agents that played, i < j
  std::vector<double> games, scored;   // per agent, over all its games
  rating_fit fit;
  std::vector<std::size_t> order;      // best first by rating; the list's order when !fit.ok
  // The games agents a and b played against each other.
  double games_between(std::size_t a, std::size_t b) const;
};

// The games between two of `agents` (others are left out), a win 1, a draw or a capped
// game 1/2 to each side.
standings rate_agents(const std::vector<std::string>& agents, const std::vector<ladder_game>& games);

// The distinct agents of the games, sorted.
std::vector<std::string> agents_of(const std::vector<ladder_game>& games);

}  // namespace megacorp::sim
