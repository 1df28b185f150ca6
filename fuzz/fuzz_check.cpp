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

#include "grammar/parser.hpp"
#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "library/library.hpp"
#include "agents/random_agent.hpp"
#include "agents/self_play.hpp"
#include "run/text_behaviour.hpp"
#include "scenario/scenario_runner.hpp"
#include "scenario/scenario_text.hpp"
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

// Decks of the input that check cleanly are dealt and played a few turns by random agents,
// with the engine's invariants checked after every action.
void play_decks(const megacorp::library& lib, const std::shared_ptr<const engine::card_db>& db,
                const std::vector<const megacorp::checked::deck*>& decks) {
  for (std::size_t i = 0; i < decks.size() && i < 2; ++i) {
    const megacorp::checked::deck* other = lib.decks().front().get();
    auto game = megacorp::new_deck_game(db, megacorp::make_text_behaviour(lib), {decks[i], other}, 1, {});
    if (!game.game) continue;  // a deck the engine refuses, with its reasons
    megacorp::random_agent agent(1);
    megacorp::play_limits limits;
    limits.max_turns = 3;
    limits.max_actions_per_turn = 200;
    limits.check_invariants = true;
    try {
      megacorp::play_game(*game.game, agent, limits);
    } catch (const std::exception&) {
      // Card text that cannot run yet stops a game with a message, as `megacorp play` says.
    }
  }
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
  if (!own.empty()) play_decks(lib, db, own);
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
