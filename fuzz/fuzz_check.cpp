// libFuzzer entry point: any bytes are parsed and checked, alone and with the prelude, and
// printed; scenarios among them that check cleanly are run; the formatter lays them out.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "grammar/parser.hpp"
#include "interp/game_cards.hpp"
#include "interp/library.hpp"
#include "interp/scenario_runner.hpp"
#include "interp/scenario_text.hpp"
#include "layout/format.hpp"

namespace {

using sources = std::vector<std::shared_ptr<const megacorp::parsed_source>>;

// Every *.mc file under a folder of the bundled library, read and parsed once: the
// checker only reads syntax trees, so each run shares them.
sources parse_all(const std::filesystem::path& dir, bool skip_prelude) {
  std::vector<std::filesystem::path> paths;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".mc" &&
        !(skip_prelude && e.path().parent_path().filename() == "prelude"))
      paths.push_back(e.path());
  std::sort(paths.begin(), paths.end());
  sources out;
  megacorp::diagnostics diags;
  for (const auto& p : paths) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    out.push_back(megacorp::parse_source(p.string(), std::move(text).str(), diags));
  }
  if (diags.has_errors()) std::abort();  // the bundled library must parse
  return out;
}

const sources& prelude() {
  static const sources files = parse_all(megacorp::bundled_cards_dir() / "prelude", false);
  if (files.empty()) std::abort();  // a fuzz run without the prelude would miss most of the checker
  return files;
}

// The card library without the prelude: scenarios name its cards.
const sources& card_library() {
  static const sources files = parse_all(megacorp::bundled_cards_dir(), true);
  return files;
}

// Scenarios that check cleanly are run, so the runner and the engine are fuzzed too.
void run_scenarios(const std::string& input) {
  megacorp::library lib;
  megacorp::diagnostics diags;
  for (const auto& src : prelude()) lib.add_parsed(src);
  for (const auto& src : card_library()) lib.add_parsed(src);
  lib.add_source("fuzz.mc", input, diags);
  lib.check(diags);
  if (diags.has_errors()) return;
  auto db = megacorp::make_card_db(lib);
  std::vector<megacorp::scenario_result> results;
  for (const auto& sc : lib.scenarios()) {
    results.push_back(megacorp::run_scenario(lib, db, *sc));
    if (megacorp::format_result(results.back(), true).empty()) std::abort();
  }
  if (megacorp::format_results_json(results).empty()) std::abort();
}

// Parses and checks `input` (plus the prelude when asked) and prints the diagnostics both ways.
void run(const std::string& input, bool with_prelude) {
  megacorp::library lib;
  megacorp::diagnostics diags;
  if (with_prelude)
    for (const auto& src : prelude()) lib.add_parsed(src);
  lib.add_source("fuzz.mc", input, diags);
  lib.check(diags);
  diags.sort();
  // The printers are fuzzed too: positions, carets and JSON escaping of arbitrary bytes.
  std::string text = megacorp::format_text(diags);
  std::string json = megacorp::format_json(diags);
  if (diags.has_errors() && (text.empty() || json.empty())) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  prelude();
  card_library();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string input(reinterpret_cast<const char*>(data), size);
  // Alone, every keyword is unknown: the checker's error paths for names.
  run(input, false);
  // With the prelude, keyword uses are resolved and their arguments checked.
  run(input, true);
  // With the card library, scenarios that check cleanly run against the engine.
  if (input.find("scenario") != std::string::npos) run_scenarios(input);
  // The formatter (docs/formatting.md): it lays out whatever parses, and what it lays out
  // lays out to itself.
  megacorp::source_file file("fuzz.mc", input);
  megacorp::diagnostics parse_diags, format_diags;
  megacorp::parse(file, parse_diags);
  auto once = megacorp::format_source(file, format_diags);
  if (once.has_value() == parse_diags.has_errors()) std::abort();
  if (once) {
    megacorp::source_file again("fuzz.mc", *once);
    auto twice = megacorp::format_source(again, format_diags);
    if (!twice || *twice != *once) std::abort();
  }
  return 0;
}
