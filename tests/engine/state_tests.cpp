// The state as a value: size, cloning, invariants, the action interface (docs/design.md
// "Engine model": state is a value, legal_actions/check/apply, event log).
#include "support.hpp"

#include "bench/alloc_count.hpp"
#include "engine/invariants.hpp"
#include "engine/small_vector.hpp"
#include "engine/state_hash.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace engine;

TEST_CASE("DESIGN State is a value: a mid-game two-player state stays within 16 KB") {
  state s = test::started_game();
  test::advance_to_turn(s, 9, phase::buy);
  for (int i = 0; i < 3; ++i) {
    const card_id c = test::to_hand(s, "Kurzwel Cultist", 0);
    ops(s, nullptr).put(engine::path::none, c, zone::open_market, 0, true, rule::card_text);
  }
  test::place(s, "Gnost Cleric", 0, 0, {0, 1});
  test::place(s, "Forest", 1, 1, {0, 1});
  const std::size_t bytes = state_footprint(s);
  WARN("mid-game 2-player state: sizeof(state) = " << sizeof(state) << " bytes, footprint with heap blocks = "
                                                    << bytes << " bytes (" << s.cards.size() << " cards)");
  CHECK(bytes <= 16 * 1024);
}

TEST_CASE("DESIGN State is a value: a copy is an independent clone") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  const state before = s;
  state clone = s;
  test::act(clone, act::produce(0, clone.player(0).business, trait::bq));
  test::pass_phase(clone, 0);
  CHECK(s == before);
  CHECK_FALSE(clone == s);
  CHECK(clone.db.get() == s.db.get());  // card definitions are shared
}

TEST_CASE("DESIGN Engine model: check_invariants fails loudly on a broken state") {
  state s = test::started_game();
  state two_places = s;
  two_places.player(0).hand.push_back(two_places.player(0).main_deck.back());
  CHECK_THROWS_AS(check_invariants(two_places), invariant_violation);
  state money = s;
  money.player(1).money += 3;  // money from nowhere
  CHECK_THROWS_WITH(check_invariants(money), Catch::Contains("money does not add up"));
  state pools = s;
  pools.player(1).pool[0] = -2;
  CHECK_THROWS_WITH(check_invariants(pools), Catch::Contains("negative trait pool"));
  state grid = s;
  grid.player(1).network.cells[network_grid::index({0, 0})] = grid.player(0).business;
  CHECK_THROWS_AS(check_invariants(grid), invariant_violation);
}

TEST_CASE("DESIGN Actions: every legal action passes check; apply refuses illegal ones with the reason") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  const auto legal = legal_actions(s);
  REQUIRE(legal.size() > 10);
  for (const action& a : legal) CHECK(check(s, a).ok());
  CHECK_THROWS_WITH(apply(s, act::pass(1)), Catch::Contains("player 2 cannot act now: player 1 decides"));
  CHECK_THROWS_AS(apply(s, act::sell(0, s.player(0).business)), illegal_action);
}

TEST_CASE("DESIGN Actions and event log: actions and events read as sentences") {
  event_log log;
  state s = test::started_game(1, {}, 2, nullptr, &log);
  test::advance_to(s, phase::buy, &log);
  const card_id neonate = test::to_hand(s, "Incarnate Neonate", 0);
  const action a = act::buy(0, neonate, 1, {-1, 0});
  CHECK(to_string(a, s) == "player 1 buys \"Incarnate Neonate\" from the hand and deploys it in player 2's network at -1,0");
  log.clear();
  test::act(s, a, &log);
  REQUIRE(log.size() == 3);
  CHECK(describe(log.events()[0], s) == "Player 1 pays 2 money for \"Incarnate Neonate\" (buy a card, 001 Buy Phase).");
  CHECK(log.events()[1].kind == event_kind::buy_counted);  // bookkeeping: the turn's buys (ops::count_buy)
  CHECK(describe(log.events()[2], s) ==
        "Player 1 deploys \"Incarnate Neonate\" in player 2's network at -1,0 (deploy and dock, 001 Deploying and "
        "Docking).");
}

TEST_CASE("001 #Projects and Owner vs controller: counters and control are per card instance") {
  event_log log;
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  const card_id forest = test::place(s, "Forest", 1, 0, {0, 1});
  ops o(s, &log);
  o.add_counters(path::none, forest, 2, rule::card_text);
  CHECK(s.card(forest).counters == 2);
  CHECK(s.card(forest).owner == 1);
  CHECK(s.card(forest).controller == 1);  // deployed by its owner into player 1's network
  CHECK(s.card(forest).zone_player == 0);
  CHECK(describe(log.events().back(), s) == "\"Forest\" gets 2 development counter(s) (card ability, card text).");
  // Leaving play resets counters; destroyed cards go to the owner's open market.
  o.destroy(engine::path::none, forest, rule::destroyed_to_market);
  check_invariants(s);
  CHECK(s.card(forest).counters == 0);
  CHECK(s.card(forest).zone_player == 1);
}

TEST_CASE("DESIGN State is a value: copying a two-player game allocates nothing") {
  state s = test::started_game();
  test::advance_to_turn(s, 5, phase::buy);
  const std::size_t before = megacorp::alloc_count::now().blocks;
  const state clone = s;
  const std::size_t after = megacorp::alloc_count::now().blocks;
  CHECK(after == before);
  CHECK(clone == s);
  CHECK_FALSE(s.cards.on_heap());
  CHECK_FALSE(s.players.on_heap());
}

// small_vector against std::vector: the same operations give the same elements, whether
// they are kept inline or on the heap, and copies and moves are independent values.
TEST_CASE("DESIGN small_vector behaves as std::vector across its inline capacity") {
  std::uint64_t seed = 99;
  auto next = [&] {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>(seed >> 33);
  };
  small_vector<int, 5> v;
  std::vector<int> w;
  auto same = [](const small_vector<int, 5>& a, const std::vector<int>& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
  };
  for (int step = 0; step < 5000; ++step) {
    const int op = next() % 8;
    const int x = next() % 1000;
    if (op <= 2 || w.empty()) {
      v.push_back(x);
      w.push_back(x);
    } else if (op == 3) {
      const auto at = static_cast<std::size_t>(next()) % (w.size() + 1);
      v.insert(v.begin() + at, x);
      w.insert(w.begin() + static_cast<long>(at), x);
    } else if (op == 4) {
      const auto at = static_cast<std::size_t>(next()) % w.size();
      v.erase(v.begin() + at);
      w.erase(w.begin() + static_cast<long>(at));
    } else if (op == 5) {
      v.pop_back();
      w.pop_back();
    } else if (op == 6) {
      erase_if(v, [&](int e) { return e % 7 == x % 7; });
      std::erase_if(w, [&](int e) { return e % 7 == x % 7; });
    } else {
      small_vector<int, 5> copy = v;  // a copy, then moved into place again
      small_vector<int, 5> moved = std::move(copy);
      CHECK(copy.empty());
      v = moved;
      moved.push_back(x);  // the copy is independent
      CHECK(v != moved);
    }
    REQUIRE(same(v, w));
    if (w.size() > 40) {
      v.resize(3);
      w.resize(3);
    }
  }
  // Inline when it fits, whatever the original's capacity.
  small_vector<std::string, 2> big{"a", "b", "c"};
  CHECK(big.on_heap());
  big.pop_back();
  const small_vector<std::string, 2> small = big;
  CHECK_FALSE(small.on_heap());
  CHECK(small == big);
  CHECK(small[1] == "b");
}

// engine/state_hash.hpp: the numbers a stack item keeps of a card that left play are hashed,
// each of them (a saved game whose checks agree cannot differ there).
TEST_CASE("DESIGN State hashes: each kept number of a stack item's source changes the hash") {
  state s = test::started_game();
  stack_item item;
  item.source = s.player(0).business;
  item.controller = 0;
  item.source_numbers = {.card = item.source, .traits = {1, 2, 3, std::nullopt}, .valuation = 4, .damage = 1,
                         .counters = 2, .controller = 0};
  s.stack.push_back(item);
  const std::uint64_t kept = state_hash(s);
  const auto changed = [&](auto&& change) {
    state t = s;
    change(t.stack.back().source_numbers);
    return state_hash(t);
  };
  CHECK(changed([](card_numbers& n) { n.controller = 1; }) != kept);  // who controlled it as it left
  CHECK(changed([](card_numbers& n) { n.valuation = 5; }) != kept);
  CHECK(changed([](card_numbers& n) { n.damage = 2; }) != kept);
  CHECK(changed([](card_numbers& n) { n.counters = 3; }) != kept);
  CHECK(changed([](card_numbers& n) { n.traits[3] = 0; }) != kept);
  CHECK(changed([](card_numbers&) {}) == kept);
}
