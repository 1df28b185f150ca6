// The sandbox (docs/play.md): a game that starts from an uploaded scenario's board instead
// of the bids. The scenario is checked as `megacorp test` checks it; its steps and
// expectations are not played; the decks it leaves empty are filled from the lobby's decks.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/checked.hpp"
#include "library/library.hpp"
#include "scenario/scenario_writer.hpp"

namespace megacorp::session {

// The most a sandbox scenario's text may hold (the server's body limit is lower).
inline constexpr std::size_t max_scenario_chars = 1 << 20;

struct sandbox_board {
  checked::scenario board;            // its board (scenario_writer's board_of), when it can start a game
  std::vector<std::string> problems;  // otherwise why not: the checker's messages (`scenario.mc:LINE:COL: error: ...`) or what the sandbox needs
};

// The one scenario in `text`, checked against `lib` (the text may hold nothing else: no
// card, deck or keyword of its own, since the game plays the library's cards), with two
// players who do not play decks.
sandbox_board read_sandbox_scenario(const library& lib, const std::string& text);

// Fills each player's empty main deck and empty resource deck from `decks` (seat by seat:
// the main list and the resources of that deck), each shuffled by an engine::rng seeded
// with `seed`, main deck then resource deck, player by player (001 Beginning of the game:
// decks are shuffled).
void fill_empty_decks(checked::scenario& board, const std::vector<const checked::deck*>& decks, std::uint64_t seed);

}  // namespace megacorp::session
