// The Divest and End Phases (001 Divest Phase, End Phase; 002 Divest variant).
#include "support.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace engine;

namespace {
bool reason_says(const verdict& v, std::string_view what) {
  INFO(v.reason);
  return v.reason.find(what) != std::string::npos;
}
}  // namespace

TEST_CASE("001 Divest Phase: sell ONE disengaged card you control for its valuation") {
  state s = test::started_game();
  test::advance_to(s, phase::divest);
  const card_id cleric = test::place(s, "Gnost Cleric", 0, 0, {0, 1});
  const card_id engaged = test::place(s, "Incarnate Neonate", 0, 0, {0, -1}, true);
  const card_id theirs = test::place(s, "Gnost Cleric", 1, 0, {-1, 0});
  CHECK(reason_says(check(s, act::sell(0, engaged)), "it is engaged"));
  CHECK(reason_says(check(s, act::sell(0, theirs)), "does not control"));
  const amount money = s.player(0).money;
  test::act(s, act::sell(0, cleric));
  CHECK(s.player(0).money == money + 3);
  CHECK(s.player(0).open_market.back() == cleric);
  const card_id founder = s.player(0).network.at({1, 0});
  CHECK(reason_says(check(s, act::sell(0, founder)), "only sell ONE card"));
}

TEST_CASE("001 Divest Phase: cards are sold in the Divest Phase only") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  CHECK(reason_says(check(s, act::sell(0, s.player(0).network.at({1, 0}))), "Divest Phase"));
}

TEST_CASE("001 #Buildings: a rule number changes the valuation a sale earns") {
  state s = test::started_game();
  test::advance_to(s, phase::divest);
  const card_id market = test::place(s, "Hypermarket", 0, 0, {0, 1});
  const amount money = s.player(0).money;
  test::act(s, act::sell(0, market));
  CHECK(s.player(0).money == money + 15);
}

TEST_CASE("001 Glossary (rule query can_be_sold): card text can forbid selling") {
  state s = test::started_game();
  test::advance_to(s, phase::divest);
  const card_id clerk = test::place(s, "Faithful Clerk", 0, 0, {0, 1});
  CHECK(reason_says(check(s, act::sell(0, clerk)), "can be sold"));
}

TEST_CASE("000 Divest Phase: selling a pile earns every card's valuation") {
  state s = test::started_game();
  test::advance_to(s, phase::divest);
  const card_id cleric = test::place(s, "Gnost Cleric", 0, 0, {0, 1});
  const card_id lineage = test::to_hand(s, "Gallian Lineage", 0);
  ops(s, nullptr).bond(engine::path::none, lineage, cleric, rule::bond);
  const amount money = s.player(0).money;
  test::act(s, act::sell(0, cleric));
  CHECK(s.player(0).money == money + 5);
  CHECK(s.card(lineage).zone == zone::open_market);
}

TEST_CASE("001 Divest Phase: the business may be sold, and its player then loses (002 variant: it may not)") {
  state s = test::started_game();
  test::advance_to(s, phase::divest);
  test::act(s, act::sell(0, s.player(0).business));
  CHECK(s.over());
  CHECK(s.player(0).why_lost == loss_reason::business_lost);
  rules_options r;
  r.business_can_be_sold = false;
  state t = test::started_game(1, r);
  test::advance_to(t, phase::divest);
  CHECK(reason_says(check(t, act::sell(0, t.player(0).business)), "a business cannot be sold (002"));
}

TEST_CASE("001 End Phase: the turn player's orphaned business loses") {
  state s = test::started_game();
  test::advance_to(s, phase::divest);
  test::act(s, act::sell(0, s.player(0).network.at({1, 0})));  // the founder: nothing docks the business
  test::pass_phase(s, 0);
  CHECK_FALSE(s.over());  // not before the End Phase process
  test::pass_phase(s, 0);
  CHECK(s.over());
  CHECK(s.player(0).why_lost == loss_reason::business_orphaned);
  CHECK(s.winner == 1);
}

TEST_CASE("001 End Phase: only the turn player's orphaned business loses at that End Phase") {
  state s = test::started_game();
  test::advance_to(s, phase::end);
  ops(s, nullptr).destroy(engine::path::none, s.player(1).network.at({1, 0}), rule::card_text);  // player 2's founder
  test::pass_phase(s, 0);
  CHECK_FALSE(s.over());
  test::advance_to(s, phase::end);
  test::pass_phase(s, 1);
  CHECK(s.over());
  CHECK(s.player(1).why_lost == loss_reason::business_orphaned);
}

TEST_CASE("001 End Phase: a player with no money loses; two at once draw") {
  state s = test::started_game();
  test::advance_to(s, phase::end);
  ops(s, nullptr).pay_money(path::none, 1, s.player(1).money, rule::card_text);
  test::pass_phase(s, 0);
  CHECK(s.over());
  CHECK(s.winner == 0);
  CHECK(s.player(1).why_lost == loss_reason::no_money);
  state t = test::started_game();
  test::advance_to(t, phase::end);
  ops(t, nullptr).pay_money(path::none, 0, t.player(0).money, rule::card_text);
  ops(t, nullptr).pay_money(path::none, 1, t.player(1).money, rule::card_text);
  event_log log;
  apply(t, act::pass(0), &log);
  CHECK(t.over());
  CHECK(t.winner == no_player);
  CHECK(log.events().back().kind == event_kind::game_drawn);
}

TEST_CASE("001 End Phase: orphaned cards go to their owners' open markets") {
  state s = test::started_game();
  test::advance_to(s, phase::end);
  const card_id mine = test::place(s, "Incarnate Neonate", 0, 0, {4, 4});
  const card_id visitor = test::place(s, "Gnost Cleric", 1, 0, {-4, 4});
  const card_id docked = test::place(s, "Forest", 0, 0, {0, 1});
  event_log log;
  test::pass_phase(s, 0, &log);
  // Destroyed (001 Deploying and Docking: "destroyed at the end of your turn").
  const auto destroyed = [&](card_id c) {
    return std::any_of(log.events().begin(), log.events().end(), [&](const event& e) {
      return e.kind == event_kind::card_destroyed && e.card == c && e.why == rule::orphans_destroyed;
    });
  };
  CHECK(destroyed(mine));
  CHECK(destroyed(visitor));
  CHECK_FALSE(destroyed(docked));
  CHECK(s.card(mine).zone == zone::open_market);
  CHECK(s.card(mine).zone_player == 0);
  CHECK(s.card(visitor).zone == zone::open_market);
  CHECK(s.card(visitor).zone_player == 1);  // its owner's open market
  CHECK(s.card(docked).zone == zone::network);
}

TEST_CASE("001 End Phase: events are discarded unless a rule query keeps them") {
  state s = test::started_game();
  test::advance_to(s, phase::buy);
  const card_id scream = test::to_hand(s, "Psionic Scream", 0);
  const card_id crash = test::to_hand(s, "Stock Market Crash", 0);
  test::act(s, act::play(0, scream, {0, 1}));
  test::act(s, act::play(0, crash, {0, -1}));
  test::advance_to(s, phase::end);
  test::pass_phase(s, 0);
  CHECK(s.card(scream).zone == zone::open_market);
  CHECK(s.card(crash).zone == zone::network);  // discarded_at_end answered no
}

TEST_CASE("001 End Phase: the turn's end offered at once, then the turn passes") {
  auto b = std::make_shared<test::test_behaviour>();
  state s = test::started_game(1, {}, 2, b);
  test::advance_to(s, phase::end);
  bool fired = false;
  for (auto [tp, c] : b->seen) fired = fired || (tp == test::offered::turn_ends && c == s.player(0).business);
  CHECK(fired);
  test::pass_phase(s, 0);
  CHECK(s.active == 1);
  CHECK(s.turn_number == 2);
  CHECK(s.player(0).turns_completed == 1);
  CHECK(s.phase == phase::accounting);
}

// Amounts are 64-bit and capped (engine/types.hpp max_amount, docs/engine.md): money past
// 32 bits is kept exactly; a gain past the ceiling stops the action with amount_limit and
// leaves the state as it was.
TEST_CASE("Amounts never wrap: 64-bit money, and a clear error at the ceiling") {
  state s = test::started_game();
  test::advance_to(s, phase::divest);
  const card_id cleric = test::place(s, "Gnost Cleric", 0, 0, {0, 1});
  const amount extra = 2147483647 - s.player(0).money;  // up to INT32_MAX (the invariants see it come from the bank)
  s.player(0).money += extra;
  s.bank_flow += extra;
  test::act(s, act::sell(0, cleric));
  CHECK(s.player(0).money == 2147483650LL);

  state t = test::started_game();
  test::advance_to(t, phase::divest);
  const card_id other = test::place(t, "Gnost Cleric", 0, 0, {0, 1});
  t.player(0).money = max_amount - 1;
  const state before = t;
  try {
    apply(t, act::sell(0, other));
    FAIL("a gain past the ceiling did not stop");
  } catch (const amount_limit& e) {
    CHECK(std::string(e.what()).find("player 1's money would pass 1000000000000000") != std::string::npos);
  }
  CHECK(t == before);
}

// The engine's limits (engine/limits.hpp) throw with a message when reached: a change
// until end of turn is kept in 16 bits, so one past max_modifier stops the action with
// amount_limit rather than being cut down silently; one at the bound is kept as it is.
TEST_CASE("A change until end of turn past max_modifier throws amount_limit naming the card") {
  state s = test::started_game();
  test::advance_to(s, phase::divest);
  const card_id cleric = test::place(s, "Gnost Cleric", 0, 0, {0, 1});
  ops o(s, nullptr);
  o.modify_trait_until_end_of_turn(cleric, trait::iq, max_modifier, rule::card_text, cleric);
  REQUIRE(s.modifiers.size() == 1);
  CHECK(s.modifiers[0].amount == max_modifier);
  try {
    o.modify_valuation_until_end_of_turn(cleric, -max_modifier - 1, rule::card_text, cleric);
    FAIL("a change past max_modifier did not stop");
  } catch (const amount_limit& e) {
    CHECK(std::string(e.what()).find("a change of -1001 to \"Gnost Cleric\"'s valuation passes 1000") !=
          std::string::npos);
  }
  CHECK(s.modifiers.size() == 1);
}
