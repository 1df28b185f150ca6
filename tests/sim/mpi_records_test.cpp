// The MPI run's plain parts (sim/mpi_records.hpp, the runner's shares): batches of records
// survive the bytes exactly, and a run split into rounds and ranks, its records merged in
// game order, gives the figures of one process. No MPI needed: the ranks are simulated.
#include <catch2/catch.hpp>

#include <algorithm>

#include "sim/figures.hpp"
#include "sim/mpi_records.hpp"
#include "sim/runner.hpp"
#include "tests/lang/bundled_library.hpp"
#include "tests/sim/support.hpp"

using namespace megacorp;
using namespace megacorp::sim;
using namespace megacorp::sim::test_support;

namespace {

bool same(const game_record& a, const game_record& b) {
  if (a.done != b.done || a.pair != b.pair || a.index != b.index || a.deck[0] != b.deck[0] || a.deck[1] != b.deck[1] ||
      a.end != b.end || a.winner != b.winner || a.first != b.first || a.how != b.how || a.turns != b.turns ||
      a.actions != b.actions || a.cards.size() != b.cards.size())
    return false;
  for (std::size_t i = 0; i < a.cards.size(); ++i) {
    const card_tally &x = a.cards[i], &y = b.cards[i];
    if (x.def != y.def || x.seat != y.seat || x.bought != y.bought || x.deployed != y.deployed ||
        x.destroyed != y.destroyed || x.sold != y.sold)
      return false;
  }
  return true;
}

}  // namespace

TEST_CASE("mpi records: a batch of played games, errors, violations and a stop read back exactly", "[sim][mpi]") {
  const library& lib = test::bundled_library();
  const game_setup setup = setup_for(lib);
  const run_description run = three_starters(2, 5);
  rank_batch batch;
  run_games(run, setup, run_settings{}, [&](game_record&& g) { batch.records.push_back(std::move(g)); });
  REQUIRE(batch.records.size() == 6);
  batch.records[1].turns = -3;  // not a value a game gives, but a signed one survives too
  batch.records[2].winner = engine::no_player;
  batch.errors = {"game 1 of \"A\" vs \"B\" (seed 7): boom", ""};
  batch.violations = {"invariant violated in game 3 of \"A\" vs \"B\" (pair 0, seed 9): a stand-in"};
  batch.stop = true;
  const std::string bytes = encode_batch(batch);
  const rank_batch back = decode_batch(bytes);
  CHECK(back.stop);
  CHECK(back.errors == batch.errors);
  CHECK(back.violations == batch.violations);
  REQUIRE(back.records.size() == batch.records.size());
  for (std::size_t i = 0; i < back.records.size(); ++i) CHECK(same(back.records[i], batch.records[i]));
  CHECK(!back.records[0].cards.empty());

  CHECK(decode_batch(encode_batch(rank_batch{})).records.empty());
  CHECK_THROWS_WITH(decode_batch(bytes.substr(0, bytes.size() - 1)), Catch::Contains("cut short"));
  CHECK_THROWS_WITH(decode_batch(bytes + "x"), Catch::Contains("after its end"));
  CHECK_THROWS_WITH(decode_batch("hello"), Catch::Contains("not a batch"));
}

TEST_CASE("mpi records: games shared by rank in rounds, merged in game order, give one process's figures",
          "[sim][mpi]") {
  const library& lib = test::bundled_library();
  const game_setup setup = setup_for(lib);
  const run_description run = three_starters(6, 5);  // 18 games
  reducer whole(run, *setup.db);
  run_games(run, setup, run_settings{}, whole);

  // Three ranks, rounds of 4 and then 7 games: what sim/mpi_run.cpp does, by hand.
  const std::size_t ranks = 3;
  reducer merged(run, *setup.db);
  std::vector<std::size_t> played;
  for (auto [from, to] : {std::pair<std::size_t, std::size_t>{0, 4}, {4, 11}, {11, 18}}) {
    std::vector<game_record> round;
    for (std::size_t r = 0; r < ranks; ++r) {
      run_settings share;
      share.from = from, share.to = to, share.stride = ranks, share.offset = r;
      share.jobs = 2;
      rank_batch mine;
      run_games(run, setup, share, [&](game_record&& g) { mine.records.push_back(std::move(g)); });
      for (const game_record& g : mine.records) CHECK((g.pair * 6 + g.index) % ranks == r);
      for (game_record& g : decode_batch(encode_batch(mine)).records) round.push_back(std::move(g));
    }
    std::sort(round.begin(), round.end(),
              [](const game_record& a, const game_record& b) { return a.pair * 6 + a.index < b.pair * 6 + b.index; });
    for (const game_record& g : round) merged.add(g), played.push_back(g.pair * 6 + g.index);
  }
  std::vector<std::size_t> all(18);
  for (std::size_t k = 0; k < 18; ++k) all[k] = k;
  CHECK(played == all);
  CHECK(merged.figures(false).dump() == whole.figures(false).dump());
}

TEST_CASE("mpi records: the run fingerprint changes with the library and the run", "[sim][mpi]") {
  const run_description run = three_starters(2, 5);
  const std::uint64_t base = run_fingerprint(run, "a5717c4cff9cdd4f");
  CHECK(run_fingerprint(run, "a5717c4cff9cdd4f") == base);
  CHECK(run_fingerprint(run, "a5717c4cff9cdd40") != base);
  run_description other = run;
  other.seed = 6;
  CHECK(run_fingerprint(other, "a5717c4cff9cdd4f") != base);
  other = run;
  other.rules = {"winner-pays-bid"};
  CHECK(run_fingerprint(other, "a5717c4cff9cdd4f") != base);
}
