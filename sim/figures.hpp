// The figures of a simulation run, reduced from its game records in game order, and
// printed as JSON, text or CSV (docs/simulate.md lists every figure).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/card_def.hpp"
#include "interp/checked.hpp"
#include "sim/game.hpp"

namespace megacorp::sim {

struct run_description {
  std::vector<const checked::deck*> decks;                      // as given, repeats allowed
  std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;   // indexes into decks
  std::uint64_t seed = 0;
  std::uint32_t games_per_pair = 0;
  std::string agent = "random";
  std::vector<std::string> rules;
  play_limits limits;
};

// Every figure, with no timing: the same records give the same JSON, byte for byte.
// Records not done (an interrupted run) are left out; `interrupted` says so.
nlohmann::ordered_json reduce(const run_description& run, const std::vector<game_record>& records,
                              const engine::card_db& db, bool interrupted);

// A report for people (`timing`: a line appended, or empty).
std::string format_text(const nlohmann::ordered_json& figures, const std::string& timing);
// One table: `table,deck,key,games,wins,draws,capped,win_rate,low95,high95,bought,deployed,destroyed,sold`.
std::string format_csv(const nlohmann::ordered_json& figures);

}  // namespace megacorp::sim
