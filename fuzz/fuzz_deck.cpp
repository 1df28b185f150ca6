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
  if (!megacorp::fuzz::load_and_check(lib, megacorp::fuzz::card_library_without_decks(), "fuzz_deck.mc", input)) return 0;
  std::vector<const megacorp::checked::deck*> decks;
  for (const auto& d : lib.decks()) decks.push_back(d.get());
  if (decks.empty()) return 0;
  megacorp::fuzz::play_decks(lib, megacorp::make_card_db(lib), decks, megacorp::fuzz::opponent_deck(), 4);
  return 0;
}
