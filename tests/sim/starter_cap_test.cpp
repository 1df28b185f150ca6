// No starter game needs a cap (issue 16): 2,000 seeded random games of every starter
// pairing, mirrors included (12,000 games), none stopped at the 2,000-actions-per-turn
// cap or at the 200-turn cap. Hidden from a plain `sim_tests` run (a minute or two in
// Release, far longer under sanitizers): ctest runs it as `starter_cap` in a Release build
// without sanitizers (tests/sim/CMakeLists.txt); by hand: `build/sim_tests "[starter_cap]"`.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <thread>

#include "library/game_cards.hpp"
#include "run/text_behaviour.hpp"
#include "sim/runner.hpp"
#include "tests/lang/bundled_library.hpp"

using namespace megacorp;
using namespace megacorp::sim;

TEST_CASE("starter decks: 2,000 random games of every pairing, mirrors too, none stopped at a cap",
          "[.][starter_cap]") {
  const library& lib = test::bundled_library();
  game_setup setup;
  setup.db = make_card_db(lib);
  setup.behaviour = make_text_behaviour(lib);
  run_description run;
  // Each starter twice, so a mirror is a pair of two entries like any other.
  for (int copy = 0; copy < 2; ++copy)
    for (const char* n : {"Corp Starter", "Incarnate Starter", "Gnost Starter"}) run.decks.push_back(lib.find_deck(n));
  for (const auto* d : run.decks) REQUIRE(d);
  run.pairs = {{0, 1}, {0, 2}, {1, 2}, {0, 3}, {1, 4}, {2, 5}};
  run.seed = 1;
  run.games_per_pair = 2000;
  run.limits = setup.limits;
  run_settings settings;
  settings.jobs = std::clamp(std::thread::hardware_concurrency(), 1u, 8u);
  std::vector<std::uint64_t> games(run.pairs.size()), turn_cap(run.pairs.size()), action_cap(run.pairs.size());
  std::vector<std::string> capped;  // filled on the game threads (under the runner's lock): no Catch macro there
  const run_output out = run_games(run, setup, settings, [&](game_record&& g) {
    ++games[g.pair];
    if (g.end != outcome::capped) return;
    // play_game stops at the turn cap once turn max_turns + 1 has begun; before, it was a
    // turn that reached the action cap.
    (g.turns > run.limits.max_turns ? turn_cap : action_cap)[g.pair] += 1;
    capped.push_back("pair " + std::to_string(g.pair) + " game " + std::to_string(g.index) + " (seed " +
                     std::to_string(game_seed(run.seed, g.pair, g.index)) + "), turn " + std::to_string(g.turns) +
                     ", " + std::to_string(g.actions) + " actions");
  });
  for (const std::string& c : capped) WARN("capped: " << c);
  INFO(out.games_done << " games in " << out.seconds << " s");
  for (const std::string& e : out.errors) FAIL_CHECK(e);
  for (std::size_t p = 0; p < run.pairs.size(); ++p) {
    INFO(run.decks[run.pairs[p].first]->name << " vs " << run.decks[run.pairs[p].second]->name);
    CHECK(games[p] == 2000);
    CHECK(action_cap[p] == 0);
    CHECK(turn_cap[p] == 0);
  }
  WARN("starter_cap: " << out.games_done << " games in " << out.seconds << " s with " << settings.jobs << " thread(s)");
}
