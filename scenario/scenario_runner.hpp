// Running a checked scenario against the engine (docs/scenarios.md): set up the board,
// play the script strictly, check each expectation where it stands.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/card_def.hpp"
#include "engine/event_log.hpp"
#include "engine/state.hpp"
#include "library/library.hpp"
#include "ir/scenario.hpp"
#include "run/switched_off.hpp"

namespace megacorp {

enum class scenario_status {
  passed,
  failed,
  pending,          // marked pending and failed, as expected
  pending_passed,   // marked pending but passed: a failure, so the mark is removed
};

struct scenario_result {
  const checked::scenario* sc = nullptr;
  scenario_status status = scenario_status::passed;
  std::optional<span> where;           // the failing step (or the scenario's name for setup problems)
  std::string message;                 // what went wrong: expected versus actual
  std::string detail;                  // more lines: the options the game offered
  std::vector<std::string> events;     // every event so far, as sentences with their causes
  std::vector<std::string> refusals;   // the reasons of the `expect refused:` that held, each naming its rule
  // What `expect deck` and `expect NAME sees` found outside the game's events: the rules a
  // legal deck was checked by, the refusal of an illegal one, what a player's view shows or
  // hides; each sentence names its rule.
  std::vector<std::string> checks;
  std::vector<std::string> networks;   // each player's network drawn as a grid
  std::vector<std::string> text_not_run;  // cards on the board whose printed text the engine does not run yet
  int steps_run = 0;
};

// Runs one scenario. `db` must come from make_card_db(lib). `off`: what the game's runner
// reads as switched off (run/switched_off.hpp; only tests/lang/vocabulary_runs_test.cpp
// switches anything off).
scenario_result run_scenario(const library& lib, const std::shared_ptr<const engine::card_db>& db,
                             const checked::scenario& sc, const switched_off& off = nothing_off);

// The game as a scenario's board and script leave it, for tests that start from a written
// position (the perft boards, tests/perft/): the board set up as `megacorp test` sets it
// up, then the script's steps in order, and nothing passed after the last one (a round of
// priority or a question left open stays open). Throws std::runtime_error with the
// runner's message when the board is not a legal position or a step fails.
engine::state scenario_position(const library& lib, const std::shared_ptr<const engine::card_db>& db,
                                const checked::scenario& sc);

}  // namespace megacorp
