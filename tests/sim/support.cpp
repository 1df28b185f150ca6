// The starter gauntlet and a game setup for the sim/ tests.
#include "tests/sim/support.hpp"

#include <catch2/catch.hpp>

#include "library/game_cards.hpp"
#include "run/text_behaviour.hpp"
#include "tests/lang/bundled_library.hpp"

namespace megacorp::sim::test_support {

run_description three_starters(std::uint32_t games, std::uint64_t seed) {
  const library& lib = test::bundled_library();
  run_description run;
  for (const char* n : {"Corp Starter", "Incarnate Starter", "Gnost Starter"}) run.decks.push_back(lib.find_deck(n));
  for (const auto* d : run.decks) REQUIRE(d);
  run.pairs = {{0, 1}, {0, 2}, {1, 2}};
  run.seed = seed;
  run.games_per_pair = games;
  return run;
}

game_setup setup_for(const library& lib) {
  game_setup s;
  s.db = make_card_db(lib);
  s.behaviour = make_text_behaviour(lib);
  return s;
}

}  // namespace megacorp::sim::test_support
