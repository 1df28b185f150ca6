// What the sim/ tests share: the starter gauntlet as a run, and a game setup for a library.
#pragma once

#include <cstdint>

#include "library/library.hpp"
#include "sim/figures.hpp"
#include "sim/game.hpp"

namespace megacorp::sim::test_support {

// The three starter decks of the bundled library, every pair once, `games` each, seed `seed`.
run_description three_starters(std::uint32_t games, std::uint64_t seed);
// The card database and card behaviour of `lib`, default agents and limits.
game_setup setup_for(const library& lib);

}  // namespace megacorp::sim::test_support
