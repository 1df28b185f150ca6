// `megacorp play --agent human`: a person plays a seat in the terminal against an agent (or
// another person at the same keyboard), through the session API (docs/play.md).
#pragma once

#include <istream>

#include "cli/play_command.hpp"
#include "library/library.hpp"

namespace megacorp {

// Plays the game reading the person's choices from `in`, one a line: an action's number,
// `pass`, `help`, `board`, `quit`, or an action in its text form (docs/replays.md). Exit
// status 0 when the game ended or the person quit, 1 when the input ended first or card
// text stopped the game, 2 for a bad request.
int run_human_play(const library& lib, const play_request& req, std::istream& in);

}  // namespace megacorp
