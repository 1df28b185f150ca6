// Writing a game as a scenario (docs/scenarios.md, "Exported scenarios"): its start, its
// actions as the script's steps and, after them, expectations of every card's zone, cell,
// damage, engaged state and pile and of each player's money and hand; or the position it
// reached as a board with the same expectations. `megacorp test` passes what it writes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/action.hpp"
#include "engine/state.hpp"
#include "ir/scenario.hpp"
#include "library/library.hpp"

namespace megacorp {

// Where a game began: a new game from decks, or a scenario's board.
struct game_start {
  std::vector<checked::deck> decks;         // one per seat, shuffled by the seed (001 Beginning of the game); or
  std::optional<checked::scenario> board;   // a board (its setup only: no steps, no expectations)
  std::vector<std::string> variants;        // rules variants by name (docs/rulings.md)
  std::uint64_t seed = 1;
};

struct written_scenario {
  std::string text;   // the scenario's text, when it could be written
  std::string error;  // otherwise why not
};

// The game at its start (the board set up as `megacorp test` sets it up), or nullopt with
// `error` saying why there is none (an unknown variant or card, decks the rules refuse).
std::optional<engine::state> start_state(const library& lib, const game_start& start, std::string& error);

// The start and the actions as a scenario named `title`. The actions must be the game's,
// each legal where it was taken; the game must not be waiting on a question card text asks,
// nor an attack on a player's blocks or retaliation (the script would end before the answer).
written_scenario write_game_scenario(const library& lib, const game_start& start,
                                     const std::vector<engine::action>& actions, const std::string& title);

// The position after the actions as a board, when it can be one: no effect on the stack,
// no question pending, no attack under way, not in the Accounting Phase (it would run again
// from its start), the bids over and the game not over.
written_scenario write_board_scenario(const library& lib, const game_start& start,
                                      const std::vector<engine::action>& actions, const std::string& title);

// A copy of a checked scenario's board (players, decks written in it, turn, rules, seed)
// with no steps and no source positions: what game_start::board holds once the text it was
// checked from is gone.
checked::scenario board_of(const checked::scenario& sc);

}  // namespace megacorp
