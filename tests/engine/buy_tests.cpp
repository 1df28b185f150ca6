// The Buy Phase (001 Buy Phase, How to Buy a Card, Deploying and Docking, Bonding).
#include "support.hpp"

#include <catch2/catch.hpp>

using namespace engine;

namespace {
constexpr int bq = static_cast<int>(trait::bq);

void give(state& s, player_id p, int money) { ops(s, nullptr).gain_money(path::none, path::none, p, money, rule::card_text); }

bool says(const verdict& v, std::string_view what) {
  INFO(v.reason);
  return v.reason.find(what) != std::string::npos;
}
}  // namespace

TEST_CASE("001 How to Buy a Card: buying from the hand pays the money and deploys disengaged") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  const card_id neonate = test::to_hand(s, "Incarnate Neonate", 0);
  const amount money = s.player(0).money;
  test::act(s, act::buy(0, neonate, 0, {0, 1}));
  CHECK(s.player(0).money == money - 2);
  CHECK(s.card(neonate).zone == zone::network);
  CHECK(s.player(0).network.at({0, 1}) == neonate);
  CHECK_FALSE(s.card(neonate).engaged);
  CHECK(s.card(neonate).controller == 0);
}

TEST_CASE("001 How to Buy a Card: a price larger than the money held is refused (the engine's rule)") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  const card_id heracles = test::to_hand(s, "Heracles, Senior Counsel", 0);
  ops(s, nullptr).pay_money(path::none, 0, s.player(0).money - 4, rule::card_text);
  const verdict v = check(s, act::buy(0, heracles, 0, {0, 1}));
  CHECK(says(v, "cannot buy \"Heracles, Senior Counsel\": it costs 5M and player 1 has 4M"));
}

TEST_CASE("001 Buy Phase: trait costs are paid from the pool; engaging produces one trait, its value") {
  // 001's example: Incarnate Hierarch costs 4 money and 3 BQ; Raamaa engages for BQ.
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  const card_id hierarch = test::to_hand(s, "Incarnate Hierarch", 0);
  CHECK(says(check(s, act::buy(0, hierarch, 0, {0, 1})), "it needs 3 BQ and the trait pool has 0"));
  const card_id raamaa = s.player(0).network.at({1, 0});
  CHECK(says(check(s, act::produce(0, raamaa, trait::mq)), "it has no MQ (001 Traits"));
  test::act(s, act::produce(0, raamaa, trait::bq));
  CHECK(s.card(raamaa).engaged);
  CHECK(s.player(0).pool[bq] == 4);
  // One trait per card: it is engaged now.
  CHECK(says(check(s, act::produce(0, raamaa, trait::iq)), "it is engaged"));
  test::act(s, act::buy(0, hierarch, 0, {0, 1}));
  CHECK(s.player(0).pool[bq] == 1);  // excess stays in the pool until the end of the turn
  test::pass_phase(s, 0);
  test::pass_phase(s, 0);
  CHECK(s.player(0).pool[bq] == 1);
  test::pass_phase(s, 0);
  test::pass_phase(s, 0);  // End Phase process
  CHECK(s.player(0).pool[bq] == 0);
}

TEST_CASE("001 Buy Phase: only cards you control produce; the business produces too") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  const card_id theirs = s.player(1).network.at({1, 0});
  CHECK(says(check(s, act::produce(0, theirs, trait::iq)), "does not control"));
  test::act(s, act::produce(0, s.player(0).business, trait::bq));
  CHECK(s.player(0).pool[bq] == 10);
}

TEST_CASE("001 The Zones of the Game: only the top card of any open market can be bought") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  ops o(s, nullptr);
  const card_id lower = test::to_hand(s, "Kurzwel Cultist", 1);
  o.put(engine::path::none, lower, zone::open_market, 1, true, rule::card_text);
  const card_id top = test::to_hand(s, "Gnost Cleric", 1);
  o.put(engine::path::none, top, zone::open_market, 1, true, rule::card_text);
  CHECK(says(check(s, act::buy(0, lower, 0, {0, 1})), "not the top card of the open market"));
  test::act(s, act::buy(0, top, 0, {0, 1}));
  CHECK(s.card(top).owner == 0);
  CHECK(s.player(1).open_market.back() == lower);
}

TEST_CASE("001 Deploying and Docking: into an opponent's network, docked, within the cap") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  const card_id neonate = test::to_hand(s, "Incarnate Neonate", 0);
  CHECK(says(check(s, act::buy(0, neonate, 1, {5, 5})), "not docked"));
  CHECK(says(check(s, act::buy(0, neonate, 1, {1, 0})), "occupied"));
  test::act(s, act::buy(0, neonate, 1, {-1, 0}));
  CHECK(s.card(neonate).zone_player == 1);
  CHECK(s.card(neonate).controller == 0);
  CHECK(s.card(neonate).owner == 0);
  CHECK_FALSE(s.card(neonate).engaged);
  // The cap: a chain to the edge, then one more is refused.
  ops o(s, nullptr);
  for (int x = 2; x <= 10; ++x) test::place(s, "Affluent Customers", 0, 0, {x, 0});
  const card_id cultist = test::to_hand(s, "Kurzwel Cultist", 0);
  CHECK(says(check(s, act::buy(0, cultist, 0, {11, 0})), "beyond the network cap"));
}

TEST_CASE("001 Buy Phase: cards are bought in the Buy Phase only") {
  state s = test::started_game();
  test::advance_to(s, phase::challenge);
  const card_id neonate = test::to_hand(s, "Incarnate Neonate", 0);
  CHECK(says(check(s, act::buy(0, neonate, 0, {0, 1})), "in the Challenge Phase"));
  CHECK(says(check(s, act::buy(1, neonate, 0, {0, 1})), "player 2 cannot buy now: only the turn player, player 1"));
}

TEST_CASE("001 Buy Phase: buying from an opponent's network") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  const card_id cleric = test::place(s, "Gnost Cleric", 1, 1, {0, 1});
  give(s, 0, 20);
  // Disengaged cards cannot be bought.
  CHECK(check(s, act::buy(0, cleric, 0, {0, 1})).reason ==
        "cannot buy \"Gnost Cleric\": it is disengaged (001 Buy Phase: only engaged cards in an opponent's network "
        "can be bought)");
  ops(s, nullptr).engage(engine::path::none, cleric, rule::card_text);
  // "you cannot buy a card from your opponent's network until their second turn has concluded."
  CHECK(says(check(s, act::buy(0, cleric, 0, {0, 1})), "player 2's second turn is not over"));
  test::advance_to_turn(s, 3, phase::buy);  // player 2 has finished one turn
  ops(s, nullptr).engage(engine::path::none, cleric, rule::card_text);
  CHECK(says(check(s, act::buy(0, cleric, 0, {0, 1})), "second turn is not over"));
  test::advance_to_turn(s, 5, phase::buy);  // player 2 has finished two turns
  ops(s, nullptr).engage(engine::path::none, cleric, rule::card_text);
  // Cards under it are paid for too (001 Bonding).
  const card_id under = test::to_hand(s, "Gallian Lineage", 1);
  ops(s, nullptr).bond(engine::path::none, under, cleric, rule::bond);
  const amount mine = s.player(0).money, theirs = s.player(1).money;
  test::act(s, act::buy(0, cleric, 0, {0, 1}));
  CHECK(s.player(0).money == mine - 5);  // 3 + 2: the opponent is paid (001 Buy Phase)
  CHECK(s.player(1).money == theirs + 5);
  CHECK(s.card(cleric).zone_player == 0);
  CHECK(s.card(cleric).owner == 0);
  CHECK(s.card(cleric).controller == 0);
  CHECK_FALSE(s.card(cleric).engaged);
  CHECK(s.card(under).zone_player == 0);
  CHECK(s.card(under).host == cleric);
  CHECK(s.player(1).network.at({0, 1}) == no_card);
}

TEST_CASE("001 Buy Phase: a rule query can forbid buying a card from a network") {
  state s = test::started_game();
  test::advance_to_turn(s, 5, phase::buy);
  const card_id clerk = test::place(s, "Faithful Clerk", 1, 1, {0, 1}, true);
  CHECK(says(check(s, act::buy(0, clerk, 0, {0, 1})), "can be bought"));
}

TEST_CASE("001 Winning the Game 3.: buying out an opponent's business for its valuation") {
  state s = test::started_game();
  test::advance_to_turn(s, 5, phase::buy);
  const card_id temple = s.player(1).business;
  CHECK(says(check(s, act::buy_out(0, temple)), "disengaged"));
  ops(s, nullptr).engage(engine::path::none, temple, rule::card_text);
  CHECK(says(check(s, act::buy_out(0, temple)), "costs 25M"));
  give(s, 0, 30);
  const auto legal = legal_actions(s);
  CHECK(std::find(legal.begin(), legal.end(), act::buy_out(0, temple)) != legal.end());
  test::act(s, act::buy_out(0, temple));
  CHECK(s.over());
  CHECK(s.winner == 0);
  CHECK(s.player(1).why_lost == loss_reason::bought_out);
}
