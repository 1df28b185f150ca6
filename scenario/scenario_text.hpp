// How scenarios and their results read: player names in engine sentences, networks drawn
// as grids, and the runner's report as text or JSON (docs/scenarios.md).
#pragma once

#include <string>
#include <vector>

#include "engine/state.hpp"
#include "ir/scenario.hpp"
#include "scenario/scenario_runner.hpp"

namespace megacorp {

// "player 2's network" -> "Nicole's network": the engine numbers seats from 1.
std::string with_player_names(const std::string& engine_text, const checked::scenario& sc);

// One player's network as a grid, north up: each cell shows the card, and below it `E`
// when engaged, its damage, `+N` bonded cards and, if another player controls it, who.
std::string draw_network(const engine::state& s, int player, const checked::scenario& sc);

// The report of one scenario: a PASS/FAIL/PENDING line, and for a failure the step with
// its file:line:col and caret, the message, the events and the networks. With `explain`
// every event is printed even when the scenario passes.
std::string format_result(const scenario_result& r, bool explain);
// Every result as one JSON document (schema in docs/scenarios.md).
std::string format_results_json(const std::vector<scenario_result>& results);

}  // namespace megacorp
