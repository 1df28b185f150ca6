// The table of costs (vocabulary/cost_statements.cpp) and the engine's answer to
// "can this ability be paid now" (can_pay, run/costs.cpp) agree: for every row, a
// stand-in card whose ability pays that cost is asked in a position where the cost can be
// paid and in one where it cannot, through the card's behaviour, the engine's legality
// check and its legal actions. A row with no case here fails, and so does a row can_pay
// has no answer for (it would stop with text_not_supported). 001 Advanced Rules: "To play
// an ability, one must first pay the costs".
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/action.hpp"
#include "engine/position.hpp"
#include "engine/rules.hpp"
#include "library/game_cards.hpp"
#include "library/library.hpp"
#include "run/evaluator.hpp"
#include "run/text_behaviour.hpp"
#include "vocabulary/cost_statements.hpp"
#include "tests/lang/bundled_library.hpp"

using namespace megacorp;
using engine::card_id;

namespace {

// Where the stand-in's cards are before play starts; `probe` is the card with the ability.
struct setup {
  engine::position& pos;
  const engine::card_db& db;
  card_id probe;
  engine::def_id fodder;  // "Cost Fodder", a character with #FODDER
};

// One row's case: the ability's cost, and what makes it payable or not. `unpayable` is
// empty only for a cost that can always be paid.
struct cost_case {
  std::string cost;
  std::function<void(setup&)> payable;
  std::optional<std::function<void(setup&)>> unpayable;
};

void in_network(setup& x) { x.pos.add_to_network(x.fodder, 0, 0, {0, 1}); }
void in_hand(setup& x) { x.pos.add_pile(0, engine::zone::hand, {x.fodder}); }
void engaged(setup& x) { x.pos.card(x.probe).engaged = true; }
void poor(setup& x) { x.pos.player(0).money = 1; }
void as_is(setup&) {}
void developed(setup& x) { x.pos.card(x.probe).counters = 2; }

// Every cost op of the table, with its case. Keep one entry per row of
// cost_statements::all().
const std::map<checked::op, cost_case>& cases() {
  using checked::op;
  static const std::map<checked::op, cost_case> all = {
      {op::engage, {"engage this", as_is, engaged}},
      {op::disengage, {"disengage this", engaged, as_is}},
      {op::pay_money, {"pay 2M", as_is, poor}},
      // With `a`: some card that fits is in a network; the fodder in hand does not count.
      {op::destroy, {"destroy a card with #FODDER you control", in_network, in_hand}},
      {op::annihilate, {"annihilate a card with #FODDER you control", in_network, in_hand}},
      // In your hand; the fodder in the network does not count.
      {op::discard, {"discard a card with #FODDER in your hand", in_hand, in_network}},
      {op::reveal, {"reveal a card with #FODDER in your hand", in_hand, in_network}},
      // A card the payer controls in play, sold or put into the hand; the fodder in hand does not count.
      {op::sell, {"sell a card with #FODDER you control", in_network, in_hand}},
      {op::put, {"put a card with #FODDER you control into your hand", in_network, in_hand}},
      // The card has the counters (003 Glossary DEVELOPMENT); with one fewer it cannot pay.
      {op::remove_counters, {"remove 2 development counters from this", developed, as_is}},
      {op::nothing, {"do nothing", as_is, std::nullopt}},
      // The keyword's `effect` argument, `(pay 2M)` on the card, paid as the card's own costs.
      {op::do_parameter, {"do price", as_is, poor}},
  };
  return all;
}

// The stand-in card for a cost: a character with the ability `COST -> gain 1M`; `do
// price` is the ability of a keyword the card has, with `(pay 2M)` as its argument.
std::string probe_source(const std::string& cost) {
  const std::string head = "card \"Cost Probe\" {\n  type: character\n  faction: none\n  cost: 1M\n"
                           "  traits: IQ 1, EQ 1, MQ 1, BQ 1\n";
  const std::string fodder = "card \"Cost Fodder\" {\n  type: character\n  faction: none\n  cost: 1M\n"
                             "  traits: IQ 1, EQ 1, MQ 1, BQ 1\n  tags: #FODDER\n}\n";
  if (cost.starts_with("do "))
    return "keyword \"COST PROBE TOLL\" (price: effect) {\n  ability \"Toll\": " + cost + " -> gain 1M\n}\n" + head +
           "  keywords: COST PROBE TOLL (pay 2M)\n}\n" + fodder;
  return head + "  ability \"Toll\": " + cost + " -> gain 1M\n}\n" + fodder;
}

// The cost's stand-in checked beside the bundled library.
std::unique_ptr<library> probe_library(const std::string& cost) {
  auto lib = std::make_unique<library>();
  for (const auto& s : test::bundled_library().sources()) lib->add_parsed(s);
  diagnostics d;
  lib->add_source("cost_probe.mc", probe_source(cost), d);
  lib->check(d);
  INFO(probe_source(cost) << format_text(d));
  REQUIRE_FALSE(d.has_errors());
  return lib;
}

// What the game answers about activating "Toll" in Ana's buy phase, after `arrange`:
// can_pay (with its reason), the legality check, and whether it is among the legal actions.
struct answers {
  bool can_pay = false;
  std::string why;
  bool legal = false;
  std::string refusal;
  bool offered = false;
};

answers ask(const library& lib, const std::function<void(setup&)>& arrange) {
  const auto db = make_card_db(lib);
  engine::position pos(db, make_text_behaviour(lib), 2, {}, 1);
  pos.add_to_network(*db->find("Genome Holdings"), 0, 0, {0, 0});
  pos.add_to_network(*db->find("Temple of the Quorum"), 1, 1, {0, 0});
  const card_id probe = pos.add_to_network(*db->find("Cost Probe"), 0, 0, {1, 0});
  setup x{pos, *db, probe, *db->find("Cost Fodder")};
  arrange(x);
  const std::vector<std::string> problems = pos.start(0, engine::phase::buy, 5, nullptr);
  INFO((problems.empty() ? std::string() : problems.front()));
  REQUIRE(problems.empty());
  const engine::state& s = pos.st();
  REQUIRE(s.behaviour->ability_count(s, probe) == 1);
  answers out;
  out.can_pay = s.behaviour->can_pay(s, s.card(probe).controller, probe, 0, &out.why);
  const engine::action toll = engine::act::activate(0, probe, 0);
  const engine::verdict v = engine::check(s, toll);
  out.legal = v.ok();
  out.refusal = v.reason;
  const std::vector<engine::action> actions = engine::legal_actions(s);
  out.offered = std::any_of(actions.begin(), actions.end(), [&](const engine::action& a) {
    return a.kind == engine::action_kind::activate && a.card == probe && a.value == 0;
  });
  return out;
}

}  // namespace

TEST_CASE("costs: every row of the cost table has a case here", "[costs]") {
  std::string missing;
  for (const cost_statements::cost_doc& row : cost_statements::all())
    if (!cases().count(row.o)) missing += std::string(" '") + row.name + "'";
  INFO("rows of vocabulary/cost_statements.cpp with no case in cost_table_test.cpp:" << missing);
  CHECK(missing.empty());
  // And no case for an op the table does not hold (a cost the checker would refuse).
  for (const auto& [o, c] : cases()) {
    INFO(c.cost);
    CHECK(cost_statements::payable(o));
  }
}

TEST_CASE("costs: can_pay answers every row of the cost table, yes when it can be paid and no when not", "[costs]") {
  for (const cost_statements::cost_doc& row : cost_statements::all()) {
    const auto found = cases().find(row.o);
    if (found == cases().end()) continue;  // reported by the test above
    const cost_case& c = found->second;
    DYNAMIC_SECTION("cost '" << row.name << "': " << c.cost) {
      const std::unique_ptr<library> lib = probe_library(c.cost);
      // The ability's cost is the row's statement.
      const checked::card* card = lib->find_card("Cost Probe");
      REQUIRE(card != nullptr);
      const checked::keyword* toll = lib->find_keyword("COST PROBE TOLL");
      const checked::ability& ability = toll ? toll->abilities.at(0) : card->abilities.at(0);
      const checked::expr& cost = ability.cost.o == checked::op::sequence && ability.cost.args.size() == 1
                                      ? ability.cost.args[0]
                                      : ability.cost;
      CHECK(cost.o == row.o);

      answers yes;
      REQUIRE_NOTHROW(yes = ask(*lib, c.payable));
      INFO("payable: can_pay says '" << yes.why << "', the engine '" << yes.refusal << "'");
      CHECK(yes.can_pay);
      CHECK(yes.legal);
      CHECK(yes.offered);
      if (c.unpayable) {
        answers no;
        REQUIRE_NOTHROW(no = ask(*lib, *c.unpayable));
        CHECK_FALSE(no.can_pay);
        CHECK_FALSE(no.legal);
        CHECK_FALSE(no.offered);
        // The reason names the cost that cannot be paid.
        CHECK_THAT(no.why, Catch::Contains("cannot be paid"));
        CHECK_THAT(no.refusal, Catch::Contains("cannot be paid"));
      }
    }
  }
}
