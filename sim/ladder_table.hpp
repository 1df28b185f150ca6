// The ladder's ratings as Markdown, generated from the games file (docs/agents.md prints
// it between two marker lines; CI checks it is not stale).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "sim/ladder_file.hpp"

namespace megacorp::sim {

// One section per set of decks: the library's decks, then the drawn ones
// (sim/deck_builder.hpp); each with the agents by rating and every match played.
std::string render_ladder_tables(const std::vector<ladder_game>& games);

// The same sections as JSON (`megacorp --format json ladder`): {"sections": [{"title",
// "games", "decks", "drawn", "capped", "anchor", "agents": [{"rank", "agent", "rating",
// "low", "high", "games", "score"}], "matches": [{"first", "second", "games",
// "first_score", "difference", "low", "high", "told_apart"}]}]}; ratings in Elo points,
// scores as shares of the games (0..1); an unrated section has "why" instead.
nlohmann::ordered_json ladder_json(const std::vector<ladder_game>& games);

}  // namespace megacorp::sim
