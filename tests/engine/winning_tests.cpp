// Winning and losing (001 Winning the Game; 002 concede; leaving a multiplayer game).
#include "support.hpp"

#include "engine/invariants.hpp"

#include <catch2/catch.hpp>

using namespace engine;

TEST_CASE("002 How to win the game: destroying a business outside combat wins (001 Winning the Game 4. names combat)") {
  state s = test::started_game();
  test::advance_to(s, phase::challenge);
  event_log log;
  ops(s, &log).destroy(engine::path::none, s.player(1).business, rule::card_text);
  check_invariants(s);
  CHECK(s.over());
  CHECK(s.winner == 0);
  CHECK(s.player(1).why_lost == loss_reason::business_destroyed);
  CHECK(describe(log.events().back(), s) == "Player 1 wins the game (business destroyed, not in combat: its player lost it, 002 How to win the game).");
}

TEST_CASE("001 Winning the Game 6.: a card effect wins (its deployment offered at once)") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  const card_id parachute = test::to_hand(s, "Golden Parachute", 0);
  ops(s, nullptr).gain_money(path::none, path::none, 0, 10, rule::card_text);
  test::act(s, act::play(0, parachute, {0, 1}));  // its deploy trigger wins at once
  CHECK(s.over());
  CHECK(s.winner == 0);
  CHECK(s.player(1).why_lost == loss_reason::card_effect);
  CHECK(legal_actions(s).empty());
  CHECK(check(s, act::pass(0)).reason == "the game is over");
}

TEST_CASE("002 How to win the game: conceding, any time, by any player") {
  state s = test::started_game();
  CHECK(check(s, act::concede(1)).ok());
  test::act(s, act::concede(1));
  CHECK(s.over());
  CHECK(s.winner == 0);
  CHECK(s.player(1).why_lost == loss_reason::conceded);
}

TEST_CASE("001 Winning the Game (multiplayer): a player who loses leaves; the game goes on") {
  state s = test::started_game(1, {}, 3);
  test::advance_to(s, phase::buy);
  // Player 1 has a card in player 2's network; player 2 has one in player 3's.
  const card_id visitor = test::place(s, "Incarnate Neonate", 0, 1, {0, 1});
  const card_id away = test::place(s, "Gnost Cleric", 1, 2, {0, 1});
  test::act(s, act::concede(1));
  CHECK_FALSE(s.over());
  CHECK(s.players_left() == 2);
  CHECK(s.card(visitor).zone == zone::open_market);  // back to its owner
  CHECK(s.card(visitor).zone_player == 0);
  CHECK(s.card(away).zone == zone::out_of_game);
  CHECK(s.card(s.player(1).business).zone == zone::out_of_game);
  // Turns skip the player who left.
  test::advance_to(s, phase::end);
  test::pass_phase(s, 0);
  CHECK(s.active == 2);
  // The turn player conceding passes the turn.
  test::act(s, act::concede(2));
  CHECK(s.over());
  CHECK(s.winner == 0);
}

TEST_CASE("001 Winning the Game (multiplayer): the turn player leaving passes the turn") {
  state s = test::started_game(1, {}, 3);
  test::advance_to(s, phase::buy);
  test::act(s, act::concede(0));
  CHECK(s.active == 1);
  CHECK(s.phase == phase::accounting);
}

TEST_CASE("001 Beginning of the game: conceding during bidding and mulligans") {
  auto r = new_game(test::database(), nullptr, {test::deck_a(), test::deck_b(), test::deck_a()}, 3);
  state s = std::move(*r.game);
  test::act(s, act::bid(0, 2));
  test::act(s, act::bid(1, 1));
  test::act(s, act::concede(2));
  CHECK(s.phase == phase::mulligan);
  CHECK(s.first_player == 0);
  test::act(s, act::keep_hand(0));
  test::act(s, act::concede(1));
  CHECK(s.over());
  CHECK(s.winner == 0);
}

TEST_CASE("issue 5: card text that triggers itself without end is an error naming the card, not a hang") {
  state s = test::started_game(1, {}, 2, std::make_shared<test::test_behaviour>());
  test::advance_to(s, phase::divest);
  // No deck holds an Echo Chamber: one of player 1's deck cards becomes one.
  s.card(s.player(0).main_deck.front()).def = test::def("Echo Chamber");
  test::place(s, "Echo Chamber", 0, 0, {0, 1});
  try {
    // To the End Phase (player 2 may answer as the Divest Phase ends): its end-of-turn
    // trigger fires.
    for (int i = 0; i < 4; ++i) apply(s, act::pass(s.decider()));
    FAIL("the loop was not stopped");
  } catch (const rules_loop& e) {
    CHECK_THAT(e.what(), Catch::Contains("\"Echo Chamber\""));
    CHECK_THAT(e.what(), Catch::Contains("without end"));
  }
}
