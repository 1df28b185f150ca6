// libFuzzer entry point for deck files: every input is one file loaded after the prelude and
// the bundled card library without its decks (cards/decks.mc; all parsed once at start-up),
// checked, and every deck of it that checks cleanly (at most 4) is dealt against the library's
// "Corp Starter", in seat 1 and seat 2 in turn, and played 3 turns by random agents with the
// engine's invariants checked after every action (docs/fuzzing.md). Seeds: fuzz/deck_seeds/.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "fuzz/fuzz_library.hpp"
#include "grammar/diagnostics.hpp"
#include "library/game_cards.hpp"
#include "library/library.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  megacorp::fuzz::prelude();
  megacorp::fuzz::card_library_without_decks();
  megacorp::fuzz::opponent_deck();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  megacorp::library lib;
  megacorp::diagnostics diags;
  for (const auto& src : megacorp::fuzz::prelude()) lib.add_parsed(src);
  for (const auto& src : megacorp::fuzz::card_library_without_decks()) lib.add_parsed(src);
  lib.add_source("fuzz_deck.mc", input, diags);
  lib.check(diags);
  diags.sort();
  if (diags.has_errors() && (megacorp::format_text(diags).empty() || megacorp::format_json(diags).empty()))
    std::abort();
  if (diags.has_errors()) return 0;
  std::vector<const megacorp::checked::deck*> decks;
  for (const auto& d : lib.decks()) decks.push_back(d.get());
  if (decks.empty()) return 0;
  megacorp::fuzz::play_decks(lib, megacorp::make_card_db(lib), decks, megacorp::fuzz::opponent_deck(), 4);
  return 0;
}
