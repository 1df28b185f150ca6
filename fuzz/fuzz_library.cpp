// The bundled library for the file targets, parsed once; decks played (fuzz_library.hpp).
#include "fuzz/fuzz_library.hpp"

#include <algorithm>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "agents/random_agent.hpp"
#include "agents/self_play.hpp"
#include "grammar/diagnostics.hpp"
#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "run/text_behaviour.hpp"

namespace megacorp::fuzz {

namespace {

// Every *.mc file under a folder of the bundled library, read and parsed once: the
// checker only reads syntax trees, so each run shares them.
sources parse_all(const std::filesystem::path& dir, bool skip_prelude, const std::string& skip_file = "") {
  std::vector<std::filesystem::path> paths;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".mc" &&
        !(skip_prelude && e.path().parent_path().filename() == "prelude") && e.path().filename() != skip_file)
      paths.push_back(e.path());
  std::sort(paths.begin(), paths.end());
  sources out;
  diagnostics diags;
  for (const auto& p : paths) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    out.push_back(parse_source(p.string(), std::move(text).str(), diags));
  }
  if (diags.has_errors()) std::abort();  // the bundled library must parse
  return out;
}

}  // namespace

const sources& prelude() {
  static const sources files = parse_all(bundled_cards_dir() / "prelude", false);
  if (files.empty()) std::abort();
  return files;
}

const sources& card_library() {
  static const sources files = parse_all(bundled_cards_dir(), true);
  return files;
}

const sources& card_library_without_decks() {
  static const sources files = parse_all(bundled_cards_dir(), true, "decks.mc");
  return files;
}

const checked::deck& opponent_deck() {
  static const std::unique_ptr<library> lib = [] {
    auto l = std::make_unique<library>();
    diagnostics diags;
    for (const auto& src : prelude()) l->add_parsed(src);
    for (const auto& src : card_library()) l->add_parsed(src);
    l->check(diags);
    if (diags.has_errors() || l->decks().empty()) std::abort();
    return l;
  }();
  return *lib->decks().front();
}

bool load_and_check(library& lib, const sources& files, const std::string& name, const std::string& input) {
  diagnostics diags;
  for (const auto& src : prelude()) lib.add_parsed(src);
  for (const auto& src : files) lib.add_parsed(src);
  lib.add_source(name, input, diags);
  lib.check(diags);
  diags.sort();
  if (!diags.has_errors()) return true;
  if (format_text(diags).empty() || format_json(diags).empty()) std::abort();
  return false;
}

void play_decks(const library& lib, const std::shared_ptr<const engine::card_db>& db,
                const std::vector<const checked::deck*>& decks, const checked::deck& other,
                std::size_t max_decks) {
  for (std::size_t i = 0; i < decks.size() && i < max_decks; ++i) {
    std::vector<const checked::deck*> seats = {decks[i], &other};
    if (i % 2) std::swap(seats[0], seats[1]);
    auto game = new_deck_game(db, make_text_behaviour(lib), seats, 1, {});
    if (!game.game) continue;  // a deck the engine refuses, with its reasons
    random_agent agent(1);
    play_limits limits;
    limits.max_turns = 3;
    limits.max_actions_per_turn = 200;
    limits.check_invariants = true;
    try {
      play_game(*game.game, agent, limits);
    } catch (const std::exception&) {
      // Card text that cannot run yet stops a game with a message, as `megacorp play` says.
    }
  }
}

}  // namespace megacorp::fuzz
