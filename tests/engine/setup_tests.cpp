// Deck rules, bidding, mulligans and placement (001 Making a Deck, Beginning of the game).
#include "support.hpp"

#include "engine/book_numbers.hpp"
#include "engine/invariants.hpp"

#include <catch2/catch.hpp>

using namespace engine;

namespace {
bool mentions(const std::vector<std::string>& problems, std::string_view what) {
  for (const auto& p : problems)
    if (p.find(what) != std::string::npos) return true;
  return false;
}

state fresh(rules_options rules = {}, int players = 2, std::uint64_t seed = 5) {
  std::vector<deck_list> decks;
  for (int i = 0; i < players; ++i) decks.push_back(i % 2 ? test::deck_b() : test::deck_a());
  auto r = new_game(test::database(), std::make_shared<test::test_behaviour>(), decks, seed, rules);
  REQUIRE(r.problems.empty());
  return std::move(*r.game);
}
}  // namespace

// Defaults written where others edit them agree with the rulebook's numbers
// (engine/book_numbers.hpp): the mulligan limit of the standard rules and a player's money.
TEST_CASE("the rulebook's numbers: defaults kept elsewhere agree with engine/book_numbers.hpp") {
  STATIC_REQUIRE(rules_options{}.mulligan_limit == book::max_mulligans);
  STATIC_REQUIRE(book::max_mulligans == book::opening_hand);
  CHECK(player_state{}.money == book::starting_money);
  STATIC_REQUIRE(trait_count == book::traits);
}

TEST_CASE("001 Making a Deck: a legal deck has no problems") {
  CHECK(validate_deck(test::deck_a(), *test::database()).empty());
}

TEST_CASE("001 Making a Deck: resource deck of at least 20, any copies") {
  deck_list d = test::deck_a();
  d.resource.resize(19);
  CHECK(mentions(validate_deck(d, *test::database()), "resource deck has 19 cards; at least 20"));
  d.resource.assign(30, test::def("Affluent Customers"));  // 30 copies are fine
  CHECK(validate_deck(d, *test::database()).empty());
  d.resource[0] = test::def("Forest");
  CHECK(mentions(validate_deck(d, *test::database()), "\"Forest\" is not a resource card"));
}

TEST_CASE("001 Making a Deck: main deck of at least 40, at most 4 copies") {
  deck_list d = test::deck_a();
  d.main.resize(39);
  CHECK(mentions(validate_deck(d, *test::database()), "main deck has 39 cards; at least 40"));
  d = test::deck_a();
  d.main.push_back(test::def("Forest"));
  CHECK(mentions(validate_deck(d, *test::database()), "more than 4 copies of \"Forest\""));
  d = test::deck_a();
  d.main.push_back(test::def("Affluent Customers"));
  CHECK(mentions(validate_deck(d, *test::database()), "cannot be in the main deck"));
}

TEST_CASE("001 Making a Deck: one business with its own founder") {
  deck_list d = test::deck_a();
  d.founder = test::def("Illithis, Gnost Prophet");
  CHECK(mentions(validate_deck(d, *test::database()), "belongs to \"Gnost Temple\", not to business \"Genome Holdings\""));
  d.business = test::def("Forest");
  CHECK(mentions(validate_deck(d, *test::database()), "needs one business"));
}

TEST_CASE("001 Beginning of the game: two to four players") {
  auto db = test::database();
  CHECK(mentions(new_game(db, nullptr, {test::deck_a()}, 1).problems, "two to four players"));
  CHECK(mentions(new_game(db, nullptr, std::vector<deck_list>(5, test::deck_a()), 1).problems, "two to four"));
  CHECK(new_game(db, nullptr, std::vector<deck_list>(4, test::deck_a()), 1).problems.empty());
}

TEST_CASE("001 Beginning of the game: the highest bid goes first and each pays their own bid") {
  state s = fresh();
  CHECK(s.phase == phase::bidding);
  test::act(s, act::bid(0, 2));
  CHECK(s.phase == phase::bidding);
  CHECK_FALSE(check(s, act::bid(1, 11)).ok());
  CHECK(check(s, act::bid(1, 11)).reason.find("0 to 10") != std::string::npos);
  test::act(s, act::bid(1, 3));
  CHECK(s.first_player == 1);
  CHECK(s.player(0).money == 8);
  CHECK(s.player(1).money == 7);
  CHECK(s.phase == phase::mulligan);
  CHECK(s.player(0).hand.size() == 5);
  CHECK(s.player(1).hand.size() == 5);
}

TEST_CASE("003 Beginning of the game (variant): only the winner pays, the second player keeps 10") {
  rules_options r;
  r.bidding = bid_variant::winner_pays_only;
  state s = fresh(r);
  test::act(s, act::bid(0, 4));
  test::act(s, act::bid(1, 1));
  CHECK(s.first_player == 0);
  CHECK(s.player(0).money == 6);
  CHECK(s.player(1).money == 10);
}

TEST_CASE("001 Beginning of the game: tied bids repeat; three ties in a row pick at random") {
  state s = fresh();
  for (int round = 1; round <= 2; ++round) {
    test::act(s, act::bid(0, 1));
    test::act(s, act::bid(1, 1));
    CHECK(s.phase == phase::bidding);
    CHECK(s.bid_ties == round);
  }
  test::act(s, act::bid(0, 2));
  test::act(s, act::bid(1, 2));
  CHECK(s.phase == phase::mulligan);
  CHECK(s.bid_ties == 3);
  CHECK(s.player(0).money == 8);
  CHECK(s.player(1).money == 8);
  // The random choice replays with the seed.
  state t = fresh();
  for (int round = 0; round < 3; ++round) {
    test::act(t, act::bid(0, 2));
    test::act(t, act::bid(1, 2));
  }
  CHECK(t.first_player == s.first_player);
}

TEST_CASE("001 Beginning of the game: without bidding, a random first player and 10 money each") {
  rules_options r;
  r.bidding = bid_variant::no_bidding_random;
  state s = fresh(r);
  CHECK(s.phase == phase::mulligan);
  CHECK(s.player(0).money == 10);
  CHECK(s.player(1).money == 10);
}

TEST_CASE("001 Beginning of the game: mulligans shuffle back and draw one fewer, down to none") {
  state s = fresh();
  test::act(s, act::bid(0, 1));
  test::act(s, act::bid(1, 0));
  REQUIRE(s.decider() == 0);
  for (int n = 4; n >= 0; --n) {
    test::act(s, act::mulligan(0));
    CHECK(s.player(0).hand.size() == static_cast<std::size_t>(n));
    CHECK(s.player(0).hand.size() + s.player(0).main_deck.size() == 42);
  }
  CHECK(check(s, act::mulligan(0)).reason.find("mulligan") != std::string::npos);
  test::act(s, act::keep_hand(0));
  CHECK(s.decider() == 1);
}

TEST_CASE("003 Beginning of the game (variant): a mulligan limit") {
  rules_options r;
  r.mulligan_limit = 1;
  state s = fresh(r);
  test::act(s, act::bid(0, 1));
  test::act(s, act::bid(1, 0));
  test::act(s, act::mulligan(0));
  CHECK(check(s, act::mulligan(0)).reason.find("variant single-mulligan") != std::string::npos);
}

TEST_CASE("001 Beginning of the game: business at 0,0 with the founder docked, then turn 1") {
  state s = test::started_game();
  for (player_id p = 0; p < 2; ++p) {
    const card_id business = s.player(p).network.at({0, 0});
    REQUIRE(business != no_card);
    CHECK(business == s.player(p).business);
    CHECK(s.def(business).is(card_type::business));
    const card_id founder = s.player(p).network.at({1, 0});
    REQUIRE(founder != no_card);
    CHECK(s.def(founder).is(card_type::founder));
    CHECK_FALSE(s.card(founder).engaged);
  }
  CHECK(s.turn_number == 1);
  CHECK(s.active == 0);
  CHECK(s.phase == phase::accounting);
  CHECK(s.player(1).hand.size() == 5);
}

TEST_CASE("001 Beginning of the game (multiplayer): all bid at once, play proceeds clockwise") {
  state s = test::started_game(3, {}, 3);
  CHECK(s.first_player == 0);
  CHECK(s.player(0).money == 9);
  test::advance_to_turn_of(s, 1, phase::buy);
  test::advance_to_turn_of(s, 2, phase::buy);
  test::advance_to_turn_of(s, 0, phase::buy);
  CHECK(s.turn_number == 4);
}
