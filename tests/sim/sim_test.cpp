// sim/: Wilson intervals against published values, summaries, seeds, figures that do not
// depend on the number of threads, and saved games that read back and replay.
#include <catch2/catch.hpp>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <fmt/format.h>

#include <fmt/format.h>

#include "sim/commands.hpp"
#include "sim/figures.hpp"
#include "sim/game.hpp"
#include "library/replay_file.hpp"
#include "sim/runner.hpp"
#include "sim/stats.hpp"
#include "tests/lang/bundled_library.hpp"
#include "tests/sim/support.hpp"

using namespace megacorp;
using namespace megacorp::sim;
using namespace megacorp::sim::test_support;

TEST_CASE("wilson: the values Newcombe (1998, Statistics in Medicine 17:857, table I) lists", "[sim]") {
  struct row { std::uint64_t x, n; double low, high; };
  for (const row& r : {row{81, 263, 0.2553, 0.3662}, row{15, 148, 0.0624, 0.1605}, row{0, 20, 0.0, 0.1611},
                       row{1, 29, 0.0061, 0.1718}}) {
    const interval i = wilson(r.x, r.n);
    INFO(r.x << "/" << r.n << ": " << i.low << ", " << i.high);
    CHECK(i.low == Approx(r.low).margin(0.00005));
    CHECK(i.high == Approx(r.high).margin(0.00005));
  }
  const interval none = wilson(0, 0);
  CHECK(none.low == 0.0);
  CHECK(none.high == 1.0);
  const interval all = wilson(10, 10);
  CHECK(all.high == 1.0);
  CHECK(all.low == Approx(0.7225).margin(0.00005));
}

TEST_CASE("summarize: mean, median, extremes and histogram bins", "[sim]") {
  const summary s = summarize({7, 1, 4, 10}, 5);
  CHECK(s.count == 4);
  CHECK(s.mean == 5.5);
  CHECK(s.median == 5.5);
  CHECK(s.min == 1);
  CHECK(s.max == 10);
  CHECK(s.histogram == std::map<std::int64_t, std::uint64_t>{{0, 2}, {5, 1}, {10, 1}});
  CHECK(summarize({3, 9, 5}, 1).median == 5);
}

TEST_CASE("game_seed: fixed, and different for each pair and game", "[sim]") {
  CHECK(game_seed(1, 0, 0) == game_seed(1, 0, 0));
  CHECK(game_seed(1, 0, 0) != game_seed(1, 0, 1));
  CHECK(game_seed(1, 0, 1) != game_seed(1, 1, 0));
  CHECK(game_seed(1, 0, 0) != game_seed(2, 0, 0));
}

TEST_CASE("simulate: the same seed gives the same figures with 1 and 2 threads", "[sim]") {
  const library& lib = test::bundled_library();
  const game_setup setup = setup_for(lib);
  const run_description run = three_starters(6, 42);
  run_settings one, two;
  two.jobs = 2;
  reducer ra(run, *setup.db), rb(run, *setup.db);
  const run_output a = run_games(run, setup, one, ra);
  const run_output b = run_games(run, setup, two, rb);
  REQUIRE(a.errors.empty());
  REQUIRE(b.errors.empty());
  const auto fa = ra.figures(a.interrupted);
  const auto fb = rb.figures(b.interrupted);
  CHECK(fa.dump() == fb.dump());
  // The figures add up: 18 games, each deck in 12 of them, 6 in each seat.
  CHECK(fa["run"]["games_played"] == 18);
  const auto& o = fa["outcomes"];
  CHECK(o["wins"].get<int>() + o["draws"].get<int>() + o["capped"].get<int>() == 18);
  int deck_wins = 0;
  for (const auto& d : fa["decks"]) {
    CHECK(d["games"] == 12);
    CHECK(d["seat1"]["games"] == 6);
    CHECK(d["seat2"]["games"] == 6);
    deck_wins += d["wins"].get<int>();
    CHECK(d["went_first"]["games"].get<int>() + d["went_second"]["games"].get<int>() == 12);
  }
  CHECK(deck_wins == o["wins"].get<int>());
  for (const auto& c : fa["cards"])
    CHECK(c["when_deployed"]["games"].get<int>() + c["when_not_deployed"]["games"].get<int>() == 12);
}

TEST_CASE("simulate: a stopped run plays no new game and says it was interrupted", "[sim]") {
  const library& lib = test::bundled_library();
  const game_setup setup = setup_for(lib);
  const run_description run = three_starters(2, 42);
  std::atomic<bool> stop{true};
  run_settings settings;
  settings.stop = &stop;
  reducer r(run, *setup.db);
  const run_output out = run_games(run, setup, settings, r);
  CHECK(out.interrupted);
  const auto f = r.figures(out.interrupted);
  CHECK(f["run"]["games_played"] == 0);
  CHECK(f["run"]["interrupted"] == true);
}

TEST_CASE("replay files: written, read back, replayed; a changed action does not replay", "[sim]") {
  const library& lib = test::bundled_library();
  const game_setup setup = setup_for(lib);
  const auto* a = lib.find_deck("Corp Starter");
  const auto* b = lib.find_deck("Incarnate Starter");
  std::vector<std::string> actions;
  const game_record g = play_one(setup, *a, *b, 77, &actions);
  REQUIRE(g.actions == static_cast<int>(actions.size()));
  replay_file f;
  f.library = library_hash(lib);
  f.seed = 77;
  f.decks = {*a, *b};
  f.result = {g.end, g.end == outcome::win ? g.winner + 1 : 0, g.turns, g.actions};
  f.actions = actions;
  const std::string text = write_replay(f);
  std::string error;
  const auto back = read_replay(text, error);
  REQUIRE(back);
  CHECK(back->actions == actions);
  CHECK(back->result == f.result);
  CHECK(back->seed == 77);
  CHECK(back->decks[1].main.size() == b->main.size());
  CHECK(write_replay(*back) == text);

  const auto dir = std::filesystem::temp_directory_path() / "megacorp_sim_test";
  std::filesystem::create_directories(dir);
  auto replay_text = [&](const std::string& body) {
    const auto path = (dir / "game.replay").string();
    std::ofstream(path) << body;
    return run_replay(lib, {path, false});
  };
  CHECK(replay_text(text) == 0);
  replay_file changed = f;
  changed.actions[actions.size() / 2] = "concede p=1";
  CHECK(replay_text(write_replay(changed)) == 1);
  CHECK(replay_text("megacorp-replay 1\nseed x\n") == 2);
  CHECK_FALSE(read_replay("megacorp-replay 1\nseed 3\n", error));
  CHECK(error == "2: a replay holds 2 decks, this one 0");
  // A deck's cards in all are bounded, not only each line's count (fuzz/regressions/
  // replay_deck_of_many_lines.replay): 10000 at most, then the file is refused before dealing.
  std::string many = "megacorp-replay 2\nseed 3\ndeck 1 Big\n";
  for (int i = 0; i < 10; ++i) many += "main 1000 Forest\n";
  const std::string rest = "deck 2 Other\nresult end=win winner=1 turn=1 actions=0\nactions 0\n";
  REQUIRE(read_replay(many + rest, error));
  CHECK_FALSE(read_replay(many + "main 1 Forest\n" + rest, error));
  CHECK(error == "14: deck \"Big\" holds more than 10000 cards");
  // Refused as a file (2), before any card is dealt; dealt, the deck rules refuse it (1).
  CHECK(replay_text(many + "main 1 Forest\n" + rest) == 2);
  std::filesystem::remove_all(dir);
}

// --check: a game that broke an invariant is saved as a stopped game and named with its
// seed and pairing (sim/runner.hpp). No game breaks one on purpose, so the reporting is
// given a real game's actions up to a turn, as if the invariant broke there.
TEST_CASE("record_violation: the replay of the game up to the broken invariant, and the line naming it", "[sim]") {
  const library& lib = test::bundled_library();
  game_setup setup = setup_for(lib);
  setup.limits.max_turns = 3;
  const auto* a = lib.find_deck("Gnost Starter");
  const auto* b = lib.find_deck("Corp Starter");
  std::vector<std::string> actions;
  const game_record g = play_one(setup, *a, *b, 91, &actions);
  REQUIRE(g.end == outcome::capped);
  const run_description run = three_starters(2, 5);
  const auto dir = std::filesystem::temp_directory_path() / "megacorp_violation_test";
  std::filesystem::remove_all(dir);
  const invariant_broken broke("invariant violated: a test stand-in", g.turns);
  const std::string line =
      record_violation((dir / "nested").string(), run, library_hash(lib), 2, 7, 91, *a, *b, actions, broke);
  const auto path = dir / "nested" / "violation-002-000007.replay";
  CHECK(line == fmt::format("invariant violated in game 7 of \"Gnost Starter\" vs \"Corp Starter\" (pair 2, seed 91): "
                            "invariant violated: a test stand-in; replay: {}",
                            path.string()));
  std::ifstream in(path);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::string error;
  const auto back = read_replay(text, error);
  REQUIRE(back);
  CHECK(back->seed == 91);
  CHECK(back->actions == actions);
  CHECK(back->result == replay_result{outcome::capped, 0, g.turns, static_cast<int>(actions.size())});
  CHECK(back->decks[0].name == "Gnost Starter");
  CHECK(run_replay(lib, {path.string(), false}) == 0);  // it replays up to where it broke
  std::filesystem::remove_all(dir);
}

TEST_CASE("state hashes: the same game hashes the same; a concession in place of the last action diverges there",
          "[sim]") {
  const library& lib = test::bundled_library();
  const game_setup setup = setup_for(lib);
  const auto* a = lib.find_deck("Corp Starter");
  const auto* b = lib.find_deck("Gnost Starter");
  std::vector<std::string> actions, again;
  game_trace trace, trace_again;
  const game_record g = play_one(setup, *a, *b, 11, &actions, false, &trace);
  play_one(setup, *a, *b, 11, &again, false, &trace_again);
  REQUIRE(trace.checks.size() == actions.size());
  CHECK(trace.checks == trace_again.checks);
  CHECK(trace.final_state == trace_again.final_state);
  CHECK(trace.reason == trace_again.reason);
  REQUIRE(g.end == outcome::win);
  replay_file f;
  f.library = library_hash(lib);
  f.seed = 11;
  f.decks = {*a, *b};
  f.result = {g.end, g.winner + 1, g.turns, g.actions};
  f.actions = actions;
  f.has_states = true;
  f.final_state = trace.final_state;
  f.reason = trace.reason;
  f.checks = trace.checks;
  std::string error;
  const auto back = read_replay(write_replay(f), error);
  REQUIRE(back);
  CHECK(back->checks == f.checks);
  CHECK(back->final_state == f.final_state);
  CHECK(back->reason == f.reason);
  // A check after every action, and `final` with `checks` (fuzz/regressions/
  // replay_checks_without_final.replay): otherwise actions would replay unchecked.
  replay_file short_checks = f;
  short_checks.checks.pop_back();
  CHECK_FALSE(read_replay(write_replay(short_checks), error));
  CHECK(error.find(fmt::format("`checks` holds {} hash(es) for {} action(s)", f.checks.size() - 1, f.actions.size())) !=
        std::string::npos);
  std::string no_final = write_replay(f);
  no_final.erase(no_final.find("final "), no_final.find('\n', no_final.find("final ")) + 1 - no_final.find("final "));
  REQUIRE(no_final.find("final ") == std::string::npos);
  CHECK_FALSE(read_replay(no_final, error));
  CHECK(error.find("both `final` and `checks` lines, or neither") != std::string::npos);
  const auto dir = std::filesystem::temp_directory_path() / "megacorp_sim_hash_test";
  std::filesystem::create_directories(dir);
  const auto path = (dir / "game.replay").string();
  std::ofstream(path) << write_replay(f);
  CHECK(run_replay(lib, {path, false}) == 0);
  replay_file conceded = f;
  conceded.actions.back() = fmt::format("concede p={}", 2 - g.winner);  // the loser's seat
  std::ofstream(path) << write_replay(conceded);
  CHECK(run_replay(lib, {path, false}) == 1);
  std::filesystem::remove_all(dir);
}
