// Rule answers kept while a game does not change (engine/rule_memo.hpp): within a scope over
// one state an outermost question is answered once; any change through ops forgets it; a
// question asked inside another, or outside a scope, or about another state, is asked again.
#include "support.hpp"

#include "engine/ops.hpp"
#include "engine/rule_memo.hpp"

#include <catch2/catch.hpp>

using namespace engine;

namespace {

// Answers valuation with player 1's money, asking iq of the same card inside (a nested
// question), and can_be_sold with whether that money is over 20; counts the calls of each.
// Other questions (a gain's can_gain_money) get their answer without rules, uncounted.
struct money_behaviour : card_behaviour {
  mutable int outer = 0, inner = 0;
  int number(rule_number q, const state& s, card_id self, int value, card_id other) const override {
    if (q == rule_number::iq) return ++inner, static_cast<int>(s.player(0).money);
    ++outer;
    return static_cast<int>(s.player(0).money) + 0 * ask_number(s, rule_number::iq, self, value, other);
  }
  bool query(rule_query q, const state& s, card_id, bool value, card_id) const override {
    if (q != rule_query::can_be_sold) return value;
    return ++outer, s.player(0).money > 20;
  }
};

}  // namespace

TEST_CASE("a rule answer is kept in its scope and forgotten when the game changes", "[rule_memo]") {
  state s = test::started_game();
  const auto text = std::make_shared<money_behaviour>();
  s.behaviour = text;
  const card_id c = 0;
  const int money = static_cast<int>(s.player(0).money);
  {
    const rule_memo_scope memo(s);
    CHECK(ask_number(s, rule_number::valuation, c, 0) == money);
    CHECK(ask_number(s, rule_number::valuation, c, 0) == money);
    CHECK(text->outer == 1);  // the second answer kept
    CHECK(text->inner == 1);
    CHECK(ask_number(s, rule_number::iq, c, 0) == money);
    CHECK(text->inner == 2);  // asked inside another, it was not kept
    CHECK(ask_number(s, rule_number::iq, c, 0) == money);
    CHECK(text->inner == 2);  // asked outermost, it is
    CHECK(ask_number(s, rule_number::valuation, c, 1) == money);
    CHECK(text->outer == 2);  // another question (its value without rules differs)
    const bool rich = ask(s, path::none, rule_query::can_be_sold, c, true);
    CHECK(ask(s, path::none, rule_query::can_be_sold, c, true) == rich);
    CHECK(text->outer == 3);
    ops o(s, nullptr);
    o.gain_money(path::none, path::none, 0, 30, rule::card_text);
    CHECK(ask_number(s, rule_number::valuation, c, 0) == money + 30);  // forgotten: asked again
    CHECK(ask(s, path::none, rule_query::can_be_sold, c, true));
    CHECK(text->outer == 5);
    const state other = s;  // another state is not the scope's: asked every time
    CHECK(ask_number(other, rule_number::valuation, c, 0) == money + 30);
    CHECK(ask_number(other, rule_number::valuation, c, 0) == money + 30);
    CHECK(text->outer == 7);
  }
  // Outside every scope: asked every time.
  CHECK(ask_number(s, rule_number::valuation, c, 0) == money + 30);
  CHECK(ask_number(s, rule_number::valuation, c, 0) == money + 30);
  CHECK(text->outer == 9);
  s.behaviour = nullptr;
}

TEST_CASE("a scope over another state forgets the answers of the one it is inside", "[rule_memo]") {
  state s = test::started_game();
  const auto text = std::make_shared<money_behaviour>();
  s.behaviour = text;
  const rule_memo_scope memo(s);
  ask_number(s, rule_number::valuation, 0, 0);
  {
    state copy = s;
    const rule_memo_scope inner(copy);
    ask_number(copy, rule_number::valuation, 0, 0);
    ask_number(copy, rule_number::valuation, 0, 0);
    CHECK(text->outer == 2);
  }
  ask_number(s, rule_number::valuation, 0, 0);
  CHECK(text->outer == 3);  // the outer scope's answers were forgotten too, as it ended
  s.behaviour = nullptr;
}
