// libFuzzer entry point: any bytes are parsed and checked, alone and with the prelude, and
// printed; split into several files and a mod, they are loaded with the whole library;
// scenarios among them that check cleanly are run and decks among them are played; the
// formatter lays them out.
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

#include "fuzz/fuzz_library.hpp"
#include "grammar/parser.hpp"
#include "library/game_cards.hpp"
#include "library/library.hpp"
#include "scenario/scenario_runner.hpp"
#include "scenario/scenario_text.hpp"
#include "layout/format.hpp"

namespace {

using megacorp::fuzz::card_library;
using megacorp::fuzz::prelude;

// The input as several files: cut at lines holding only "%%", at most 4 pieces. With more
// than one, the last is a mod (loaded after the library, as --mod is) and the others are
// files given on the command line.
std::vector<std::string> split_files(const std::string& input) {
  std::vector<std::string> parts;
  std::size_t from = 0;
  while (parts.size() < 3) {
    std::size_t cut = input.find("\n%%\n", from);
    if (cut == std::string::npos) break;
    parts.push_back(input.substr(from, cut - from));
    from = cut + 4;
  }
  parts.push_back(input.substr(from));
  return parts;
}

// The prelude, the card library, a mod and files, checked together; scenarios that check
// cleanly are run (the runner and the engine are fuzzed too) and decks are played.
void run_with_library(const std::string& input) {
  std::vector<std::string> parts = split_files(input);
  megacorp::library lib;
  megacorp::diagnostics diags;
  for (const auto& src : prelude()) lib.add_parsed(src);
  for (const auto& src : card_library()) lib.add_parsed(src);
  if (parts.size() > 1) lib.add_source("mod/fuzz_mod.mc", parts.back(), diags);
  for (std::size_t i = 0; i + (parts.size() > 1 ? 1 : 0) < parts.size(); ++i)
    lib.add_source("fuzz" + std::to_string(i) + ".mc", parts[i], diags);
  lib.check(diags);
  diags.sort();
  if (megacorp::format_json(diags).empty()) std::abort();
  if (diags.has_errors()) return;
  auto db = megacorp::make_card_db(lib);
  std::vector<megacorp::scenario_result> results;
  for (const auto& sc : lib.scenarios()) {
    results.push_back(megacorp::run_scenario(lib, db, *sc));
    if (megacorp::format_result(results.back(), true).empty()) std::abort();
  }
  if (megacorp::format_results_json(results).empty()) std::abort();
  std::vector<const megacorp::checked::deck*> own;
  for (const auto& d : lib.decks())
    if (d->where.file && d->where.file->name().rfind("fuzz", 0) == 0) own.push_back(d.get());
  if (!own.empty()) megacorp::fuzz::play_decks(lib, db, own, megacorp::fuzz::opponent_deck(), 2);
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
  megacorp::fuzz::opponent_deck();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string input(reinterpret_cast<const char*>(data), size);
  // Alone, every keyword is unknown: the checker's error paths for names.
  run(input, false);
  // With the prelude, keyword uses are resolved and their arguments checked.
  run(input, true);
  // With the card library (and a mod), scenarios run against the engine, decks are played.
  if (input.find("scenario") != std::string::npos || input.find("deck") != std::string::npos ||
      input.find("\n%%\n") != std::string::npos)
    run_with_library(input);
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
