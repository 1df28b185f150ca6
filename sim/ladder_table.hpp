// The ladder's ratings as Markdown, generated from the games file (docs/agents.md prints
// it between two marker lines; CI checks it is not stale).
#pragma once

#include <string>
#include <vector>

#include "sim/ladder_file.hpp"

namespace megacorp::sim {

// One section per set of decks: the library's decks, then the drawn ones
// (sim/deck_builder.hpp); each with the agents by rating and every match played.
std::string render_ladder_tables(const std::vector<ladder_game>& games);

}  // namespace megacorp::sim
