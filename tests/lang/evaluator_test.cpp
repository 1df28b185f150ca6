// Unit tests of the evaluator (run/evaluator.hpp) and of card text as engine behaviour
// (run/text_behaviour.hpp), on effect trees checked from small cards written here.
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "agents/agent_names.hpp"
#include "engine/decision.hpp"
#include "engine/invariants.hpp"
#include "engine/ops.hpp"
#include "engine/position.hpp"
#include "engine/rules.hpp"
#include "ir/name_table.hpp"
#include "run/evaluator.hpp"
#include "library/game_cards.hpp"
#include "library/library.hpp"
#include "run/text_behaviour.hpp"

using namespace megacorp;
using engine::card_id;

namespace {

const char* test_cards = R"(
card "Ward Totem" {
  type: location
  faction: none
  cost: 1M
  traits: IQ 1, EQ 1, MQ 1, BQ 2
  tags: #SHRINE
}
card "Glider" {
  type: character
  faction: none
  cost: 2M
  traits: IQ 1, EQ 1, MQ 1, BQ 2
  keywords: FLYING
}
card "Tithe Collector" {
  type: character
  faction: none
  cost: 2M
  traits: IQ 1, EQ 1, MQ 1, BQ 1
  when your turn begins: for each card in card radius 1 of this { gain 1M }
  when your turn ends: if this is engaged { draw 1 card } else { lose 3M }
}
card "Scrying Pool" {
  type: location
  faction: none
  cost: 1M
  traits: IQ 1, EQ 1, MQ 1, BQ 1
  ability "Scry": pay 1M -> search your main deck for up to 2 cards with #SHRINE, put them into your hand
}
card "Arc Emitter" {
  type: event
  faction: none
  cost: 1M
  traits: IQ 0, EQ -, MQ 0, BQ -
  on resolve: deal 2 BQ damage to target character, its controller loses 1 M
}
card "Sentry Post" {
  type: character
  faction: none
  cost: 1M
  traits: IQ 1, EQ 1, MQ 1, BQ 1
  rule: this gets +1 BQ while this is attacking
  rule: this gets +1 IQ while this is blocking
  rule: this gets +1 EQ while the number of cards in your hand at least 2 and this is deployed
  rule: this gets +1 MQ while the number of cards in your hand at most 1
}
card "Oracle Crate" {
  type: location
  faction: none
  cost: 1M
  traits: IQ 1, EQ 1, MQ 1, BQ 1
  when your turn begins: this gets +1 BQ while this is engaged
}
card "Oracle Relic" {
  type: location
  faction: none
  cost: 1M
  traits: IQ 1, EQ 1, MQ 1, BQ 1
  when an opponent's turn begins: produce 1 BQ
}
card "Oracle Bounty" {
  type: location
  faction: none
  cost: 1M
  traits: IQ 1, EQ 1, MQ 1, BQ 1
  when your turn begins: this gains CASHFLOW 2 until end of turn
}

card "Oracle Chooser" {
  type: location
  faction: none
  cost: 1M
  traits: IQ 1, EQ 1, MQ 1, BQ 1
  when your turn begins: you may choose a card, destroy it
}
card "Levy Writ" {
  type: event
  faction: none
  cost: 1M
  traits: IQ 0, EQ -, MQ 0, BQ -
  on resolve: target opponent loses 2M
}
card "Herald Spire" {
  type: location
  faction: none
  cost: 1M
  traits: IQ 1, EQ 1, MQ 1, BQ 1
  when your turn begins: target player gains 2M
}
)";

// The bundled prelude and library plus the cards above, checked once.
const library& lib() {
  static const std::unique_ptr<library> l = [] {
    auto out = std::make_unique<library>();
    diagnostics d;
    out->add_path(bundled_cards_dir() / "prelude", d);
    for (const char* f : {"corp.mc", "gnost.mc", "incarnate.mc", "neutral.mc"}) out->add_path(bundled_cards_dir() / f, d);
    out->add_source("evaluator_test.mc", test_cards, d);
    out->check(d);
    if (d.has_errors()) FAIL("the test cards do not check");
    return out;
  }();
  return *l;
}

engine::def_id def(const engine::card_db& db, const char* name) { return *db.find(name); }

// A two-player board: Ana (player 0) and Nicole (player 1), each with a business at 0,0.
struct board {
  std::shared_ptr<const engine::card_db> db = make_card_db(lib());
  engine::position pos{db, make_text_behaviour(lib()), 2, {}, 1};
  board() {
    pos.add_to_network(def(*db, "Kurzwel Dynamics"), 0, 0, {0, 0});
    pos.add_to_network(def(*db, "Temple of the Quorum"), 1, 1, {0, 0});
  }
  card_id add(const char* name, engine::player_id p, engine::cell at) { return pos.add_to_network(def(*db, name), p, p, at); }
  engine::state& s() { return pos.st(); }
};

// Runs `body` on `s` as engine::apply() does with questions (engine/decision.hpp): each
// question gets the first answer (yes; the first options the limits allow; the first cell)
// and `body` runs again from the start on a fresh copy with the answers so far. Returns
// the number of questions asked (a choice of several cards counts once).
template <class F>
int answering_first(engine::state& s, F&& body) {
  std::vector<engine::answer> answers;
  int asked = 0;
  for (int guard = 0; guard < 100; ++guard) {
    engine::state next = s;
    try {
      engine::ops o(next, nullptr, &answers);
      body(o);
      s = std::move(next);
      return asked;
    } catch (const engine::decision_needed& d) {
      const engine::choice_request& r = d.question;
      if (d.picked.empty()) ++asked;
      engine::answer a;
      if (r.may) a.kind = engine::action_kind::accept;
      else if (r.asks_cell()) a = {.kind = engine::action_kind::choose_cell, .at = r.cells.front()};
      else if (r.asks_player()) a = {.kind = engine::action_kind::choose_player, .whom = r.players.front()};
      else if (r.asks_mode()) a = {.kind = engine::action_kind::choose_mode, .value = r.open_modes.front()};
      for (card_id c : r.options)
        if (!r.may && !r.asks_cell() && a.kind == engine::action_kind::decline && r.can_add(d.picked, c))
          a = {.kind = engine::action_kind::choose, .card = c};
      answers.push_back(a);
    }
  }
  FAIL("card text asked more than 100 questions");
  return asked;
}

// The expression of the first rule of a card's first keyword.
const checked::expr& keyword_rule(const char* keyword, std::size_t i) {
  return lib().find_keyword(keyword)->abilities.at(i).trigger;
}

}  // namespace

TEST_CASE("evaluator: selections match by noun, tag, keyword and radius", "[evaluator]") {
  board b;
  const card_id glider = b.add("Glider", 0, {1, 0});
  const card_id totem = b.add("Ward Totem", 0, {2, 0});
  const card_id far = b.add("Ward Totem", 0, {4, 0});
  REQUIRE(b.pos.start(0, engine::phase::buy, 5, nullptr).empty());
  // FLYING's first rule: "this cannot be blocked by cards without FLYING".
  const checked::expr& rule = keyword_rule("FLYING", 0);
  const eval_context c = context_for(lib(), b.s(), glider, nullptr);
  const checked::expr& cards_without_flying = rule.args.at(1);
  CHECK(matches(c, rule.args.at(0), glider));           // "this"
  CHECK_FALSE(matches(c, rule.args.at(0), totem));
  CHECK(matches(c, cards_without_flying, totem));
  CHECK_FALSE(matches(c, cards_without_flying, glider));  // it has FLYING
  CHECK(has_keyword(c, glider, *lib().find_keyword("FLYING")));
  CHECK_FALSE(has_keyword(c, totem, *lib().find_keyword("FLYING")));
  // "card radius 1 of this" from the Tithe Collector's trigger, evaluated around the Glider.
  const checked::card& collector = *lib().find_card("Tithe Collector");
  const checked::expr& each = collector.abilities.at(0).effect.args.at(0).args.at(0);
  const eval_context around_glider = context_for(lib(), b.s(), glider, nullptr);
  CHECK(matches(around_glider, each, totem));
  CHECK(matches(around_glider, each, b.s().player(0).business));
  CHECK_FALSE(matches(around_glider, each, far));
  CHECK_FALSE(matches(around_glider, each, glider));  // a card is not in its own radius
}

TEST_CASE("evaluator: a keyword lost while a condition holds takes its rules with it", "[evaluator]") {
  board b;
  const card_id glider = b.add("Glider", 0, {1, 0});
  REQUIRE(b.pos.start(0, engine::phase::buy, 5, nullptr).empty());
  const eval_context c = context_for(lib(), b.s(), glider, nullptr);
  CHECK(has_keyword(c, glider, *lib().find_keyword("FLYING")));
  CHECK(active_abilities(c, glider).size() == 4);
  b.s().card(glider).engaged = true;  // "this loses FLYING while this is engaged"
  CHECK_FALSE(has_keyword(c, glider, *lib().find_keyword("FLYING")));
  CHECK(active_abilities(c, glider).empty());
}

TEST_CASE("evaluator: statements change the game through ops", "[evaluator]") {
  board b;
  const card_id collector = b.add("Tithe Collector", 0, {1, 0});
  b.add("Ward Totem", 0, {2, 0});
  b.add("Ward Totem", 0, {1, 1});
  b.pos.add_pile(0, engine::zone::main_deck, {def(*b.db, "Ward Totem")});
  REQUIRE(b.pos.start(0, engine::phase::buy, 5, nullptr).empty());
  const checked::card& text = *lib().find_card("Tithe Collector");
  engine::ops o(b.s(), nullptr);
  const eval_context c = context_for(lib(), b.s(), collector, nullptr);
  // for each card in card radius 1 of this { gain 1M }: the business and two totems.
  const engine::amount before = b.s().player(0).money;
  run(c, text.abilities.at(0).effect, o);
  CHECK(b.s().player(0).money == before + 3);
  // if this is engaged { draw 1 card } else { lose 3M }
  run(c, text.abilities.at(1).effect, o);
  CHECK(b.s().player(0).money == before);
  CHECK(b.s().player(0).hand.empty());
  b.s().card(collector).engaged = true;
  run(c, text.abilities.at(1).effect, o);
  CHECK(b.s().player(0).hand.size() == 1);
  engine::check_invariants(b.s());
}

TEST_CASE("evaluator: a keyword's parameter is bound to the argument on the card", "[evaluator]") {
  board b;
  const card_id customers = b.add("Affluent Customers", 0, {1, 0});
  REQUIRE(b.pos.start(0, engine::phase::buy, 5, nullptr).empty());
  const checked::card& card = *lib().find_card("Affluent Customers");
  const checked::keyword_use& cashflow = card.keywords.at(0);
  const eval_context c = context_for(lib(), b.s(), customers, &cashflow);
  REQUIRE(name_of(cashflow.def->params.at(0)) == "x");
  const checked::expr* x = parameter(c, checked::param_id{0});
  REQUIRE(x != nullptr);
  CHECK(amount(c, *x) == 1);
  CHECK(parameter(c, checked::param_id{1}) == nullptr);  // CASHFLOW has one parameter
}

TEST_CASE("evaluator: produce in another player's turn fills that player's pool", "[evaluator]") {
  board b;  // docs/rulings.md, Trait pools in another player's turn
  const card_id relic = b.add("Oracle Relic", 1, {1, 0});
  REQUIRE(b.pos.start(0, engine::phase::buy, 5, nullptr).empty());
  const checked::card& text = *lib().find_card("Oracle Relic");
  engine::ops o(b.s(), nullptr);
  const eval_context c = context_for(lib(), b.s(), relic, nullptr);
  run(c, text.abilities.at(0).effect, o);
  CHECK(b.s().player(1).pool[static_cast<int>(engine::trait::bq)] == 1);
  CHECK(b.s().player(0).pool[static_cast<int>(engine::trait::bq)] == 0);
  engine::check_invariants(b.s());
}

TEST_CASE("evaluator: an entry it has no runner for is an error naming where it is written", "[evaluator]") {
  board b;
  const card_id relic = b.add("Oracle Relic", 1, {1, 0});
  REQUIRE(b.pos.start(0, engine::phase::buy, 5, nullptr).empty());
  // A zone the checker never makes (word 0: no entry of the zones' table).
  checked::expr sel = lib().find_card("Oracle Relic")->abilities.at(0).effect;
  checked::expr put{checked::op::put, {}, 0, {}, sel.where};
  put.args.push_back({checked::op::this_card, intern_name("this"), 0, {}, sel.where});
  checked::expr into{checked::op::into, {}, 0, {}, sel.where};
  into.args.push_back({checked::op::zone, intern_name("nowhere"), 0, {}, sel.where});
  put.args.push_back(std::move(into));
  engine::ops o(b.s(), nullptr);
  const eval_context c = context_for(lib(), b.s(), relic, nullptr);
  try {
    run(c, put, o);
    FAIL("a zone with no entry did not throw");
  } catch (const text_not_supported& e) {
    CHECK_THAT(e.what(), Catch::Contains("evaluator_test.mc:"));
    CHECK_THAT(e.what(), Catch::Contains("the zone 'nowhere'"));
  }
}

// A keyword with arguments gained from an effect keeps them (library::granted_use): the
// card's CASHFLOW reads x = 2, as a printed CASHFLOW 2 would.
TEST_CASE("evaluator: a keyword with arguments gained from an effect carries its arguments", "[evaluator]") {
  board b;
  const card_id bounty = b.add("Oracle Bounty", 0, {1, 0});
  REQUIRE(b.pos.start(0, engine::phase::buy, 5, nullptr).empty());
  engine::ops o(b.s(), nullptr);
  run(context_for(lib(), b.s(), bounty, nullptr), lib().find_card("Oracle Bounty")->abilities.at(0).effect, o);
  const eval_context c = context_for(lib(), b.s(), bounty, nullptr);
  CHECK(has_keyword(c, bounty, *lib().find_keyword("CASHFLOW")));
  int cashflow_abilities = 0;
  for (const bound_ability& a : active_abilities(c, bounty))
    if (a.use && a.use->def->name == "CASHFLOW") {
      ++cashflow_abilities;
      const eval_context with_use = context_for(lib(), b.s(), bounty, a.use);
      const checked::expr* x = parameter(with_use, checked::param_id{0});
      REQUIRE(x != nullptr);
      CHECK(amount(with_use, *x) == 2);
    }
  CHECK(cashflow_abilities == 1);
}

// docs/rulings.md, Durations: an effect's change `while CONDITION` is kept with the place
// of its condition (engine::duration, no text), and ends for good the first time the
// rules' check finds the condition false.
TEST_CASE("evaluator: a change while a condition holds ends the first time it does not", "[evaluator]") {
  board b;
  const card_id crate = b.add("Oracle Crate", 0, {1, 0});
  REQUIRE(b.pos.start(0, engine::phase::buy, 5, nullptr).empty());
  const checked::expr& effect = lib().find_card("Oracle Crate")->abilities.at(0).effect;
  engine::state& s = b.s();
  auto bq = [&] { return engine::trait_value(s, crate, engine::trait::bq).value_or(-1); };
  engine::ops o(s, nullptr);
  run(context_for(lib(), s, crate, nullptr), effect, o);
  CHECK(s.modifiers.empty());  // disengaged now: the change would end at once, so none is made
  s.card(crate).engaged = true;
  run(context_for(lib(), s, crate, nullptr), effect, o);
  REQUIRE(s.modifiers.size() == 1);
  CHECK(s.modifiers[0].lasts.conditional());
  CHECK(s.modifiers[0].lasts.source == crate);
  CHECK(bq() == 2);
  const engine::state copy = s;  // a value: copies compare equal and keep the change
  CHECK(copy == s);
  o.end_lapsed_changes();
  CHECK(bq() == 2);  // still engaged
  s.card(crate).engaged = false;
  o.end_lapsed_changes();
  CHECK(s.modifiers.empty());
  CHECK(bq() == 1);
  s.card(crate).engaged = true;
  o.end_lapsed_changes();
  CHECK(bq() == 1);  // ended for good
  CHECK(engine::trait_value(copy, crate, engine::trait::bq).value_or(-1) == 2);
}

// engine/decision.hpp: a question card text asks is the state's pending decision, its
// answers are the legal actions, and answering finishes the action that asked.
TEST_CASE("evaluator: a 'may' and a choice at the beginning of the turn are pending decisions", "[evaluator]") {
  board b;
  const card_id chooser = b.add("Oracle Chooser", 0, {1, 0});
  const card_id neonate = b.add("Incarnate Neonate", 1, {1, 0});
  REQUIRE(b.pos.start(0, engine::phase::accounting, 5, nullptr).empty());
  engine::state& s = b.s();
  REQUIRE(s.pending);
  CHECK(s.pending->question.may);
  CHECK(s.decider() == 0);
  std::vector<engine::action> legal = engine::legal_actions(s);
  REQUIRE(legal.size() == 2);  // accept, decline
  CHECK_FALSE(engine::is_legal(s, engine::act::pass(0)));
  engine::apply(s, engine::act::accept(0));
  REQUIRE(s.pending);
  CHECK_FALSE(s.pending->question.may);
  legal = engine::legal_actions(s);
  // Every card in play may be chosen ("a card"); a choice that must be made cannot be declined.
  CHECK(std::count_if(legal.begin(), legal.end(), [](const engine::action& a) { return a.kind == engine::action_kind::choose; }) == 4);
  CHECK_FALSE(engine::is_legal(s, engine::act::decline(0)));
  CHECK_FALSE(engine::is_legal(s, engine::act::choose(1, neonate)));  // Nicole is not asked
  engine::apply(s, engine::act::choose(0, neonate));
  CHECK_FALSE(s.pending);
  CHECK(s.card(neonate).zone == engine::zone::open_market);
  CHECK(s.card(chooser).zone == engine::zone::network);
  engine::check_invariants(s);
}

TEST_CASE("evaluator: rules on attacking, blocking, deployed and cards in a zone are consulted", "[evaluator]") {
  board b;
  const card_id post = b.add("Sentry Post", 0, {1, 0});
  const card_id cleric = b.add("Gnost Cleric", 1, {1, 0});
  b.pos.add_pile(0, engine::zone::hand, {def(*b.db, "Ward Totem"), def(*b.db, "Ward Totem")});
  REQUIRE(b.pos.start(0, engine::phase::challenge, 5, nullptr).empty());
  engine::state& s = b.s();
  for (const checked::ability& a : lib().find_card("Sentry Post")->abilities) CHECK(can_evaluate(a.trigger));
  auto trait = [&](card_id c, engine::trait t) { return engine::trait_value(s, c, t).value_or(-1); };
  // Two cards in hand: `at least 2` holds, `at most 1` does not; no combat under way.
  CHECK(trait(post, engine::trait::eq) == 2);
  CHECK(trait(post, engine::trait::mq) == 1);
  CHECK(trait(post, engine::trait::bq) == 1);
  CHECK(trait(post, engine::trait::iq) == 1);
  // 001 Challenge Phase: the attacker of the combat under way, and its blockers.
  s.combat.step = engine::combat_step::assignment;
  s.combat.attacker = post;
  s.combat.blockers[0] = cleric;
  s.combat.blocker_count = 1;
  CHECK(trait(post, engine::trait::bq) == 2);
  CHECK(trait(post, engine::trait::iq) == 1);
  s.combat.attacker = cleric;
  s.combat.blockers[0] = post;
  CHECK(trait(post, engine::trait::bq) == 1);
  CHECK(trait(post, engine::trait::iq) == 2);
}

TEST_CASE("card text as behaviour: rule queries and the upkeep cost", "[evaluator]") {
  board b;
  const card_id glider = b.add("Glider", 0, {1, 0});
  const card_id cleric = b.add("Gnost Cleric", 1, {1, 0});
  REQUIRE(b.pos.start(0, engine::phase::buy, 5, nullptr).empty());
  const engine::state& s = b.s();
  // FLYING: a non-flyer cannot block it or retaliate against it; a disengaged flyer
  // cannot be attacked by a non-flyer.
  CHECK_FALSE(engine::ask(s, engine::path::none, engine::rule_query::can_block, cleric, true, glider));
  CHECK_FALSE(engine::ask(s, engine::path::none, engine::rule_query::can_retaliate, cleric, true, glider));
  CHECK_FALSE(engine::ask(s, engine::path::none, engine::rule_query::can_be_attacked, glider, true, cleric));
  CHECK(engine::ask(s, engine::path::none, engine::rule_query::can_be_attacked, cleric, true, glider));
  CHECK_THAT(engine::text_that_decided(s, engine::rule_query::can_block, cleric, glider),
             Catch::Contains("\"Glider\" (FLYING): this cannot be blocked by cards without FLYING"));
  // The Hypermarket has no upkeep; textless answers stay the defaults.
  CHECK_FALSE(engine::ask_cost_to_keep(s, cleric).has_value());
  CHECK(engine::ask_number(s, engine::rule_number::damage_step, cleric, 1) == 1);
}

TEST_CASE("the stack's effects: targets are checked against the text and bound when it resolves", "[evaluator]") {
  board b;
  const card_id totem = b.add("Ward Totem", 1, {1, 0});
  const card_id cleric = b.add("Gnost Cleric", 1, {0, 1});  // BQ 2
  b.pos.add_pile(0, engine::zone::hand, {def(*b.db, "Arc Emitter")});
  REQUIRE(b.pos.start(0, engine::phase::buy, 5, nullptr).empty());
  const engine::state& s = b.s();
  const card_id emitter = s.player(0).hand.front();
  const engine::card_behaviour& text = *s.behaviour;
  // "deal 2 BQ damage to target character, its controller loses 1 M": one target.
  CHECK(text.target_count(s, emitter, -1) == 1);
  std::string why;
  CHECK(text.can_target(s, emitter, -1, 0, engine::target::of_card(cleric), &why));
  CHECK_FALSE(text.can_target(s, emitter, -1, 0, engine::target::of_card(totem), &why));
  CHECK(why == "the text asks for 'target character'");
  CHECK_FALSE(text.can_target(s, emitter, -1, 0, engine::target::of_player(1), &why));  // a card is asked for
  // Resolving: the damage destroys (2 against BQ 2) and "its controller" is Nicole.
  engine::ops o(b.s(), nullptr);
  const engine::amount nicole = s.player(1).money;
  text.resolve(engine::stack_item{.source = emitter, .controller = 0, .ability = -1, .targets = {engine::target::of_card(cleric)}}, o);
  CHECK(s.card(cleric).zone == engine::zone::open_market);
  CHECK(s.player(1).money == nicole - 1);
  engine::check_invariants(b.s());
}

TEST_CASE("the stack's effects: costs are checked and paid, a search finds up to N", "[evaluator]") {
  board b;
  const card_id pool = b.add("Scrying Pool", 0, {1, 0});
  b.pos.add_pile(0, engine::zone::main_deck,
                 {def(*b.db, "Glider"), def(*b.db, "Ward Totem"), def(*b.db, "Ward Totem"), def(*b.db, "Ward Totem")});
  REQUIRE(b.pos.start(0, engine::phase::buy, 5, nullptr).empty());
  engine::state& s = b.s();
  const engine::card_behaviour& text = *s.behaviour;
  REQUIRE(text.ability_count(s, pool) == 1);
  CHECK(text.ability_name(s, pool, 0) == "\"Scry\"");
  std::string why;
  CHECK(text.can_pay(s, s.card(pool).controller, pool, 0, &why));
  const engine::amount money = s.player(0).money;
  answering_first(s, [&](engine::ops& o) { text.pay(o, o.st().card(pool).controller, pool, 0, {}); });
  CHECK(s.player(0).money == money - 1);
  const int asked = answering_first(s, [&](engine::ops& o) {
    text.resolve(engine::stack_item{.source = pool, .controller = 0, .ability = 0, .targets = {}}, o);
  });
  // Up to 2 cards with #SHRINE: two of the three totems; the Glider stays in the deck.
  REQUIRE(s.player(0).hand.size() == 2);
  for (card_id c : s.player(0).hand) CHECK(s.def(c).name == "Ward Totem");
  CHECK(s.player(0).main_deck.size() == 2);
  CHECK(asked == 1);  // one choice of all the cards found (at most 2)
  // With no money the cost cannot be paid, and the reason says which cost and why.
  s.player(0).money = 0;
  s.bank_flow -= money - 1;
  why.clear();
  CHECK_FALSE(text.can_pay(s, s.card(pool).controller, pool, 0, &why));
  CHECK_THAT(why, Catch::Contains("the cost 'pay 1M' cannot be paid: player 1 has 0M"));
  engine::check_invariants(s);
}

TEST_CASE("the stack's effects: 'each other player may' asks each of them", "[evaluator]") {
  board b;
  const card_id wave = b.add("Tidal Wave", 0, {1, 0});
  b.pos.add_pile(1, engine::zone::open_market, {def(*b.db, "Stock Market Crash")});
  REQUIRE(b.pos.start(0, engine::phase::buy, 5, nullptr).empty());
  engine::state& s = b.s();
  // DISASTER LEVEL 1: "each other player may search their deck and open market for up
  // to x cards with #CRISIS, reveal them, put them into their hand".
  const checked::card& card = *lib().find_card("Tidal Wave");
  const checked::keyword_use& level = card.keywords.at(0);
  const int asked = answering_first(
      s, [&](engine::ops& o) { run(context_for(lib(), o.st(), wave, &level), level.def->abilities.at(0).effect, o); });
  REQUIRE(s.player(1).hand.size() == 1);
  CHECK(s.def(s.player(1).hand.front()).name == "Stock Market Crash");
  CHECK(s.player(0).hand.empty());  // Ana is not "another player"
  CHECK(asked == 3);  // Nicole's "may", which deck (001 The Zones of the Game, Important Note), her one card
  engine::check_invariants(s);
}

// A player as a target (001 Glossary TARGET; docs/rulings.md): offered with a play, and
// asked as a pending decision when a triggered ability names `target player`.
TEST_CASE("evaluator: a player is a target, when played and as an ability triggers", "[evaluator]") {
  {
    board b;
    b.pos.add_pile(0, engine::zone::hand, {def(*b.db, "Levy Writ")});
    REQUIRE(b.pos.start(0, engine::phase::buy, 5, nullptr).empty());
    engine::state& s = b.s();
    const card_id writ = s.player(0).hand.front();
    std::vector<engine::action> plays;
    for (const engine::action& a : engine::legal_actions(s))
      if (a.kind == engine::action_kind::play && a.card == writ) plays.push_back(a);
    // `target opponent`: Nicole only, at one cell (any dockable cell is legal).
    REQUIRE(plays.size() == 1);
    CHECK(plays[0].targets[0] == engine::target::of_player(1));
    CHECK_FALSE(engine::is_legal(s, engine::act::play(0, writ, plays[0].at, {engine::target::of_player(0)})));
    for (std::string_view name : agent_names()) {
      INFO(name);
      CHECK(engine::is_legal(s, make_agent(name, 1, {.mcts = {.iterations = 20}})->pick(s, engine::legal_actions(s))));
    }
    const engine::amount nicole = s.player(1).money;
    engine::apply(s, plays[0]);
    while (!s.stack.empty()) engine::apply(s, engine::act::pass(s.decider()));
    CHECK(s.player(1).money == nicole - 2);
    engine::check_invariants(s);
  }
  {
    board b;
    b.add("Herald Spire", 0, {1, 0});
    REQUIRE(b.pos.start(0, engine::phase::accounting, 5, nullptr).empty());
    engine::state& s = b.s();
    REQUIRE(s.pending);
    CHECK(s.pending->question.asks_player());
    const std::vector<engine::action> legal = engine::legal_actions(s);
    REQUIRE(legal.size() == 2);  // either player; declining is not allowed
    CHECK(legal[0] == engine::act::choose_player(0, 0));
    CHECK(legal[1] == engine::act::choose_player(0, 1));
    CHECK_FALSE(engine::is_legal(s, engine::act::choose(0, 0)));
    const engine::amount nicole = s.player(1).money;
    // Every agent answers the question with one of its answers (docs/agents.md).
    for (std::string_view name : agent_names()) {
      INFO(name);
      const auto who = make_agent(name, 1, {.mcts = {.iterations = 20}});
      REQUIRE(who);
      CHECK(engine::is_legal(s, who->pick(s, legal)));
    }
    engine::apply(s, engine::act::choose_player(0, 1));
    CHECK_FALSE(s.pending);
    CHECK(s.player(1).money == nicole + 2);
    engine::check_invariants(s);
  }
}
