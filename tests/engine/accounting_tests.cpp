// The Accounting Phase (001 Accounting Phase): triggers, cashflow step, disengage,
// upkeep step, revealed resource, draw, pools.
#include "support.hpp"

#include <catch2/catch.hpp>

using namespace engine;

namespace {
std::shared_ptr<test::test_behaviour> spy() { return std::make_shared<test::test_behaviour>(); }

int count(const test::test_behaviour& b, test::offered tp, card_id c) {
  int n = 0;
  for (auto [p, id] : b.seen) n += (p == tp && id == c) ? 1 : 0;
  return n;
}
}  // namespace

TEST_CASE("001 Accounting Phase: the game's and the turn's beginning offered at once") {
  auto b = spy();
  state s = test::started_game(1, {}, 2, b);
  const card_id business0 = s.player(0).business, business1 = s.player(1).business;
  CHECK(count(*b, test::offered::game_begins, business0) == 1);
  CHECK(count(*b, test::offered::game_begins, business1) == 1);  // every card in play
  // "During the Accounting Phase you perform all texts that say 'At the Beginning of the
  // turn'": every card's, the other player's too (`when each opponent's turn begins`).
  CHECK(count(*b, test::offered::turn_begins, business0) == 1);
  CHECK(count(*b, test::offered::turn_begins, business1) == 1);
  test::advance_to_turn_of(s, 1, phase::buy);
  CHECK(count(*b, test::offered::game_begins, business0) == 1);  // only on the first turn
  CHECK(count(*b, test::offered::turn_begins, business0) == 2);  // once a turn
  CHECK(count(*b, test::offered::turn_begins, business1) == 2);
}

TEST_CASE("001 Accounting Phase: cashflow only from disengaged cards, before disengaging") {
  auto b = spy();
  state s = test::started_game(1, {}, 2, b);
  test::advance_to_turn_of(s, 0, phase::end);
  const card_id paying = test::place(s, "Affluent Customers", 0, 0, {0, 1});
  const card_id resting = test::place(s, "Affluent Customers", 0, 0, {0, -1}, true);
  const card_id theirs = test::place(s, "Affluent Customers", 1, 1, {0, 1});
  test::advance_to_turn_of(s, 1, phase::end);
  const amount before = s.player(0).money;
  const amount theirs_before = s.player(1).money;
  test::advance_to_turn_of(s, 0, phase::accounting);
  CHECK(s.player(0).money == before + 1);          // only the disengaged one paid
  CHECK(s.player(1).money == theirs_before);       // not player 2's turn
  // The step is offered to the engaged card too: "not engaged" is CASHFLOW's own condition.
  CHECK(count(*b, test::offered::cashflow_step, resting) >= 1);
  CHECK_FALSE(s.card(resting).engaged);            // then all cards are disengaged
  CHECK_FALSE(s.card(paying).engaged);
  (void)theirs;
}

TEST_CASE("001 Accounting Phase: upkeep is optional; unpaid, the card goes to the open market") {
  state s = test::started_game();
  test::advance_to_turn_of(s, 1, phase::end);
  const card_id kept = test::place(s, "Compulsive Consumers", 0, 0, {0, 1});
  const card_id dropped = test::place(s, "Compulsive Consumers", 0, 0, {0, -1});
  test::pass_phase(s, 1);  // End Phase process; player 1's turn starts
  REQUIRE(s.step == accounting_step::upkeep);
  const amount money = s.player(0).money;  // cashflow 2 + 2 already received
  CHECK(check(s, act::pass(0)).reason.find("Accounting Phase still needs a decision") != std::string::npos);
  test::act(s, act::pay_upkeep(0, kept));
  CHECK(s.player(0).money == money - 1);
  test::act(s, act::decline_upkeep(0, dropped));
  CHECK(s.card(dropped).zone == zone::open_market);
  CHECK(s.player(0).open_market.back() == dropped);
  CHECK(s.card(kept).zone == zone::network);
  CHECK(s.step == accounting_step::reveal);
}

TEST_CASE("001 Accounting Phase: refusing an unaffordable upkeep payment") {
  state s = test::started_game();
  test::advance_to_turn_of(s, 1, phase::end);
  const card_id c = test::place(s, "Compulsive Consumers", 0, 0, {0, 1}, true);
  test::pass_phase(s, 1);
  REQUIRE(s.step == accounting_step::upkeep);
  s.player(0).money -= 9;
  s.bank_flow -= 9;
  const verdict v = check(s, act::pay_upkeep(0, c));
  CHECK(v.reason.find("001 Accounting Phase: \"Pay any UPKEEP costs") != std::string::npos);
  test::act(s, act::decline_upkeep(0, c));
}

TEST_CASE("001 Accounting Phase: the revealed resource is bought and docked, or goes to the bottom") {
  state s = test::started_game();
  REQUIRE(s.step == accounting_step::reveal);
  const auto& deck = s.player(0).resource_deck;
  const std::size_t size = deck.size();
  card_id revealed = no_card;
  for (card_id c = 0; c < s.cards.size(); ++c)
    if (s.card(c).zone == zone::revealed) revealed = c;
  REQUIRE(revealed != no_card);
  CHECK(size == 19);
  // Only into your own network.
  action into_theirs = act::buy_revealed(0, revealed, {0, 1});
  into_theirs.network = 1;
  CHECK(check(s, into_theirs).reason.find("your own network") != std::string::npos);
  CHECK(check(s, act::buy_revealed(0, revealed, {4, 4})).reason.find("not docked") != std::string::npos);
  const amount money = s.player(0).money;
  test::act(s, act::buy_revealed(0, revealed, {0, 1}));
  CHECK(s.card(revealed).zone == zone::network);
  CHECK(s.player(0).money == money - s.def(revealed).cost.money);
  // 001 Advanced Rules, "priority first in every phase": the phase's window, then the Buy Phase.
  CHECK(s.step == accounting_step::closing);
  test::pass_phase(s, 0);
  CHECK(s.phase == phase::buy);
  // Next turn, put it at the bottom instead.
  test::advance_to_turn_of(s, 0, phase::accounting);
  REQUIRE(s.step == accounting_step::reveal);
  card_id second = no_card;
  for (card_id c = 0; c < s.cards.size(); ++c)
    if (s.card(c).zone == zone::revealed) second = c;
  test::act(s, act::bottom_revealed(0));
  CHECK(s.player(0).resource_deck.front() == second);
}

TEST_CASE("001 Accounting Phase: no draw on the first player's first turn of a 2-player game") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  CHECK(s.player(0).hand.size() == 5);
  test::advance_to_turn_of(s, 1, phase::buy);
  CHECK(s.player(1).hand.size() == 6);
  test::advance_to_turn_of(s, 0, phase::buy);
  CHECK(s.player(0).hand.size() == 6);
}

TEST_CASE("001 Accounting Phase: no draw on the first player's first turn, whatever the player count") {
  state s = test::started_game(1, {}, 3);
  test::advance_to(s, phase::buy);
  CHECK(s.player(0).hand.size() == 5);
  rules_options r;
  r.multiplayer_first_player_draws = true;  // variant multiplayer-first-player-draws (002)
  state t = test::started_game(1, r, 3);
  test::advance_to(t, phase::buy);
  CHECK(t.player(0).hand.size() == 6);
}

TEST_CASE("001 Accounting Phase: trait pools empty at the end of the Accounting Phase") {
  state s = test::started_game();
  REQUIRE(s.step == accounting_step::reveal);
  const card_id founder = s.player(0).network.at({1, 0});
  test::act(s, act::produce(0, founder, trait::bq));
  CHECK(s.player(0).pool[static_cast<int>(trait::bq)] == 4);
  test::act(s, act::bottom_revealed(0));
  // The window before the phase ends is in the phase: the pool is kept until it closes.
  REQUIRE(s.step == accounting_step::closing);
  CHECK(s.player(0).pool[static_cast<int>(trait::bq)] == 4);
  test::pass_phase(s, 0);
  CHECK(s.phase == phase::buy);
  CHECK(s.player(0).pool[static_cast<int>(trait::bq)] == 0);
}

TEST_CASE("001 Winning the Game 5.: drawing from an empty main deck loses") {
  state s = test::started_game();
  test::advance_to_turn_of(s, 1, phase::end);
  auto& deck = s.player(0).main_deck;
  ops o(s, nullptr);
  while (!deck.empty()) o.put(engine::path::none, deck.back(), zone::annihilated, 0, true, rule::card_text);
  test::pass_phase(s, 1);
  REQUIRE(s.step == accounting_step::reveal);
  test::act(s, act::bottom_revealed(0));  // then the draw step
  CHECK(s.over());
  CHECK(s.player(0).why_lost == loss_reason::decked);
  CHECK(s.winner == 1);
}
