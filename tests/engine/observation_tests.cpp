// A player's view hides other hands, every deck's order and sealed bids (DESIGN.md
// "Hidden information"; 001 The Zones of the Game: the hand is hidden, open markets and
// the annihilated zone are public).
#include "support.hpp"

#include "engine/observation.hpp"

#include <catch2/catch.hpp>

using namespace engine;

TEST_CASE("001 The Zones of the Game: a view does not depend on hidden information") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  state t = s;
  ops o(t, nullptr);
  // Change player 2's hand and every deck's order.
  const card_id from_hand = t.player(1).hand.front();
  o.put(from_hand, zone::main_deck, 1, false, rule::card_text);
  o.put(t.player(1).main_deck.back(), zone::hand, 1, true, rule::card_text);
  o.shuffle(0, zone::main_deck, rule::card_text);
  o.shuffle(1, zone::resource_deck, rule::card_text);
  REQUIRE(t.player(1).hand != s.player(1).hand);
  CHECK(observe(s, 0) == observe(t, 0));
  CHECK(observe(s, 1) != observe(t, 1));  // player 2 sees their own hand
  const observation v = observe(s, 0);
  CHECK(v.players[0].hand.size() == s.player(0).hand.size());
  CHECK(v.players[1].hand.empty());
  CHECK(v.players[1].hand_size == s.player(1).hand.size());
  CHECK(v.players[1].main_deck_size == s.player(1).main_deck.size());
  CHECK(v.players[1].network.size() == 2);  // the network is public
}

TEST_CASE("001 Beginning of the game: bids are secret until revealed") {
  auto r = new_game(test::database(), nullptr, {test::deck_a(), test::deck_b()}, 9);
  state s = std::move(*r.game);
  test::act(s, act::bid(0, 7));
  const observation theirs = observe(s, 1);
  CHECK(theirs.players[0].has_bid);
  CHECK(theirs.players[0].bid == -1);
  CHECK(observe(s, 0).players[0].bid == 7);
}

TEST_CASE("001 Accounting Phase: the revealed resource and open markets are public") {
  state s = test::started_game();
  REQUIRE(s.step == accounting_step::reveal);
  CHECK(observe(s, 1).revealed.has_value());
  const card_id c = test::to_hand(s, "Forest", 0);
  ops(s, nullptr).put(c, zone::open_market, 0, true, rule::card_text);
  CHECK(observe(s, 1).players[0].open_market.back().id == c);
}
