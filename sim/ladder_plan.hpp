// The ladder's rule for how many games each match plays (docs/agents.md, The ladder).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "sim/ladder_standings.hpp"

namespace megacorp::sim {

// A round is 2 games of every ordered pairing of the decks (one in each seat). Levels are
// ceil(min_games / round) rounds, then step_games more at a time (rounded up to rounds),
// never past ceil(max_games / round) rounds.
struct ladder_rule {
  std::uint32_t min_games = 400, step_games = 200, max_games = 800;
};

struct match_target {
  std::size_t a = 0, b = 0;    // agents (standings::agents), a < b
  std::uint32_t rounds = 0;    // games 0 .. 2 * rounds - 1 of every pairing
};

// The matches to play next, from the games so far: every pair of agents adjacent in
// rating order (standings::order) below the first level goes to it; when none is, every
// adjacent pair whose rating difference's 95% interval holds 0 (or whose ratings the fit
// cannot fix) goes to the next level above the whole rounds it has played, up to the cap.
// Empty: the ladder is done.
std::vector<match_target> next_targets(const standings& s, std::size_t pairings, const ladder_rule& rule);

}  // namespace megacorp::sim
