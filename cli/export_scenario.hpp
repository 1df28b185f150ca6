// `--export-scenario FILE` of `megacorp play` and `megacorp replay`: the game written as a
// scenario that `megacorp test` runs (scenario/scenario_writer.hpp; docs/replays.md).
#pragma once

#include <string>
#include <vector>

#include "library/library.hpp"
#include "scenario/scenario_writer.hpp"

namespace megacorp {

struct export_request {
  std::string file;    // --export-scenario: where to write it
  bool board = false;  // --export-board: the position as a board instead of the start and the actions
};

// Writes the game of `start` and `actions` (engine::to_text lines) to req.file. 0 when
// written; 1 after saying on stderr why the game cannot be written as a scenario; 2 when
// the file cannot be written.
int export_scenario(const library& lib, const game_start& start, const std::vector<std::string>& actions,
                    const std::string& title, const export_request& req);

}  // namespace megacorp
