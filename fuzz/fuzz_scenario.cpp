// libFuzzer entry point for scenario files: every input is one file loaded after the prelude
// and the bundled card library (parsed once at start-up), checked, and every scenario of it
// that checks cleanly is run (`megacorp test`'s runner: board setup, script, expectations and
// the engine), its report printed as text (plain and explained) and as JSON (docs/fuzzing.md).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "fuzz/fuzz_library.hpp"
#include "library/game_cards.hpp"
#include "library/library.hpp"
#include "scenario/scenario_runner.hpp"
#include "scenario/scenario_text.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  megacorp::fuzz::prelude();
  megacorp::fuzz::card_library();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  megacorp::library lib;
  if (!megacorp::fuzz::load_and_check(lib, megacorp::fuzz::card_library(), "fuzz_scenario.mc", input)) return 0;
  const auto db = megacorp::make_card_db(lib);
  std::vector<megacorp::scenario_result> results;
  for (const auto& sc : lib.scenarios()) {
    results.push_back(megacorp::run_scenario(lib, db, *sc));
    if (megacorp::format_result(results.back(), false).empty() || megacorp::format_result(results.back(), true).empty())
      std::abort();
  }
  if (megacorp::format_results_json(results).empty()) std::abort();
  return 0;
}
