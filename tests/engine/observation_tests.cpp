// A player's view hides other hands, every deck's order and sealed bids (docs/design.md
// "Hidden information"; 001 The Zones of the Game: the hand is hidden, open markets and
// the annihilated zone are public).
#include "support.hpp"

#include "engine/determinize.hpp"
#include "engine/observation.hpp"
#include "engine/observed_event.hpp"

#include <catch2/catch.hpp>

using namespace engine;

TEST_CASE("001 The Zones of the Game: a view does not depend on hidden information") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  state t = s;
  ops o(t, nullptr);
  // Change player 2's hand and every deck's order.
  const card_id from_hand = t.player(1).hand.front();
  o.put(engine::path::none, from_hand, zone::main_deck, 1, false, rule::card_text);
  o.put(engine::path::none, t.player(1).main_deck.back(), zone::hand, 1, true, rule::card_text);
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
  ops(s, nullptr).put(engine::path::none, c, zone::open_market, 0, true, rule::card_text);
  CHECK(observe(s, 1).players[0].open_market.back().id == c);
}

TEST_CASE("Reveal: a card revealed in a hand is known to every player until it moves") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  const card_id c = s.player(1).hand.front();
  ops(s, nullptr).reveal(c, 1, rule::card_text);
  const observation seen = observe(s, 0);
  REQUIRE(seen.players[1].shown.size() == 1);
  CHECK(seen.players[1].shown.front().id == c);
  CHECK(seen.players[1].shown.front().def == s.card(c).def);
  CHECK(observe(s, 1).players[1].shown.empty());  // their own hand is seen whole anyway
  // A guess at what player 1 holds keeps the revealed card; the rest is dealt again.
  rng r(5);
  bool other_changed = false;
  for (int i = 0; i < 20; ++i) {
    const state d = determinize(s, 0, r);
    CHECK(d.card(c).def == s.card(c).def);
    for (card_id h : s.player(1).hand) other_changed = other_changed || d.card(h).def != s.card(h).def;
  }
  CHECK(other_changed);
  // Once it changes zone it is no longer known where it went.
  ops(s, nullptr).put(engine::path::none, c, zone::main_deck, 1, false, rule::card_text);
  CHECK(observe(s, 0).players[1].shown.empty());
}

TEST_CASE("Reveal: shuffling the deck a revealed card is in hides it again") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  const card_id top = s.player(0).main_deck.back();
  ops(s, nullptr).reveal(top, 0, rule::card_text);
  REQUIRE(observe(s, 1).players[0].shown.size() == 1);
  ops(s, nullptr).shuffle(0, zone::main_deck, rule::card_text);
  CHECK(observe(s, 1).players[0].shown.empty());
}

TEST_CASE("Looking at cards: the looker alone knows them, in their view and in a searching agent's guesses") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  const card_id top = s.player(0).main_deck.back();
  ops(s, nullptr).look(top, 0, rule::card_text);
  REQUIRE(observe(s, 0).players[0].shown.size() == 1);
  CHECK(observe(s, 0).players[0].shown.front().id == top);
  CHECK(observe(s, 1).players[0].shown.empty());  // not the other player
  CHECK(!hidden_from(s, top, 0));
  CHECK(hidden_from(s, top, 1));
  // The looker's guesses keep the card; the other player's deal the deck again.
  rng r(7);
  bool redealt = false;
  for (int i = 0; i < 20; ++i) {
    CHECK(determinize(s, 0, r).card(top).def == s.card(top).def);
    redealt = redealt || determinize(s, 1, r).card(top).def != s.card(top).def;
  }
  CHECK(redealt);
  // Put back on the bottom, it stays known to the looker (docs/rulings.md, Looking at cards)
  // only when the put says so (run/effects_moving.cpp put_known); a shuffle hides it.
  const std::uint8_t seen = s.card(top).seen;
  ops(s, nullptr).put(engine::path::none, top, zone::main_deck, 0, false, rule::card_text);
  CHECK(observe(s, 0).players[0].shown.empty());
  ops(s, nullptr).still_known(top, seen);
  CHECK(observe(s, 0).players[0].shown.size() == 1);
  ops(s, nullptr).shuffle(0, zone::main_deck, rule::card_text);
  CHECK(observe(s, 0).players[0].shown.empty());
}
