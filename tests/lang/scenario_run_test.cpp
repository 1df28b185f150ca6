// Scenario runs that must fail, and how: every tests/golden/scenario_runs/*.mc holds
// scenarios that check cleanly but fail when run (a missing choice, a refused action, an
// ambiguous card, a wrong expectation, a pending scenario that passes). Each scenario,
// in file order, has one line
//
//   # expect-fail: LINE:COL: STATUS: MESSAGE
//
// STATUS is `failed`, `pending` (marked pending and failing) or `pending_passed`;
// LINE:COL is the failing step; MESSAGE is the runner's message, exactly.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "library/game_cards.hpp"
#include "library/library.hpp"
#include "scenario/scenario_runner.hpp"

namespace fs = std::filesystem;
using namespace megacorp;

namespace {

const fs::path runs_dir = "tests/golden/scenario_runs";

void load(library& lib, diagnostics& d, const fs::path& file, const fs::path& also = {}) {
  lib.add_path(bundled_cards_dir() / "prelude", d);
  std::vector<fs::path> entries;
  for (const auto& e : fs::directory_iterator(bundled_cards_dir()))
    if (e.path().filename() != "prelude") entries.push_back(e.path());
  std::sort(entries.begin(), entries.end());
  for (const auto& e : entries) lib.add_path(e, d);
  lib.add_path(file, d);
  if (!also.empty()) lib.add_path(also, d);
  lib.check(d);
}

std::vector<std::string> expected_failures(const fs::path& file) {
  std::ifstream in(file);
  std::vector<std::string> out;
  const std::string prefix = "# expect-fail: ";
  for (std::string line; std::getline(in, line);) {
    std::size_t at = line.find(prefix);
    if (at != std::string::npos) out.push_back(line.substr(at + prefix.size()));
  }
  return out;
}

const char* status_name(scenario_status s) {
  switch (s) {
    case scenario_status::passed: return "passed";
    case scenario_status::failed: return "failed";
    case scenario_status::pending: return "pending";
    case scenario_status::pending_passed: return "pending_passed";
  }
  return "?";
}

std::string describe(const scenario_result& r) {
  if (r.status == scenario_status::passed) return "passed";
  const span where = r.where.value_or(r.sc->where);
  const line_col lc = where.file->locate(where.begin);
  return fmt::format("{}:{}: {}: {}", lc.line, lc.column, status_name(r.status), r.message);
}

}  // namespace

TEST_CASE("scenario runs: each failing scenario fails where and how its file says", "[scenario]") {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(runs_dir))
    if (e.path().extension() == ".mc") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() >= 5);
  for (const fs::path& file : files) {
    SECTION(file.filename().string()) {
      library lib;
      diagnostics d;
      load(lib, d, file);
      INFO(format_text(d));
      REQUIRE_FALSE(d.has_errors());
      std::vector<std::string> want = expected_failures(file);
      auto db = make_card_db(lib);
      std::vector<std::string> got;
      for (const auto& sc : lib.scenarios())
        if (sc->where.file->name() == file.string()) got.push_back(describe(run_scenario(lib, db, *sc)));
      REQUIRE(!want.empty());
      CHECK(got == want);
    }
  }
}

// An engine error inside one scenario (here: money past the engine's ceiling, which a
// test sets directly) fails that scenario with its position, and the next one still runs.
TEST_CASE("scenario runs: an engine error fails its scenario, and the run goes on", "[scenario]") {
  library lib;
  diagnostics d;
  load(lib, d, "examples/stack/windows.mc", "examples/rulebook/divest_orphaned.mc");
  REQUIRE_FALSE(d.has_errors());
  const auto db = make_card_db(lib);
  const checked::scenario* first = lib.find_scenario("Selling an orphaned card in the Divest Phase");
  const checked::scenario* second = lib.find_scenario("ABRUPT: an event answers an attack that nobody could block");
  REQUIRE((first && second));
  checked::scenario rich = *first;
  rich.players[0].money = engine::max_amount;  // the sale passes the ceiling
  const scenario_result broken = run_scenario(lib, db, rich);
  CHECK(broken.status == scenario_status::failed);
  CHECK_THAT(broken.message, Catch::Contains("would pass 1000000000000000"));
  CHECK(run_scenario(lib, db, *second).status == scenario_status::passed);
}

// --explain's events say each turn's and phase's start once: the step events card text
// waits for (`Nicole's turn begins`, `Nicole's Accounting Phase begins`) are left out right
// after the log has announced the turn and the phase (engine::restates).
TEST_CASE("scenario runs: the events say a turn's and a phase's start once", "[scenario]") {
  library lib;
  diagnostics d;
  load(lib, d, runs_dir / "game_over_empty_deck.mc");
  REQUIRE_FALSE(d.has_errors());
  const auto db = make_card_db(lib);
  const checked::scenario* sc = lib.find_scenario("The next turn's draw from an empty main deck");
  REQUIRE(sc);
  const scenario_result r = run_scenario(lib, db, *sc);
  auto count = [&](const std::string& words) {
    return std::count_if(r.events.begin(), r.events.end(),
                         [&](const std::string& e) { return e.find(words) != std::string::npos; });
  };
  CHECK(count("Nicole's turn begins") == 1);     // "Turn 4: Nicole's turn begins" alone
  CHECK(count("Nicole's Accounting Phase") == 1);  // "Play moves to Nicole's Accounting Phase" alone
  CHECK(count("Nicole's cashflow step begins") == 1);  // a step the log did not announce stays
}
