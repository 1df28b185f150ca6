// Rules variants (vocabulary/variants.hpp, docs/rulings.md): each name, built in or
// declared by card text (`variant "NAME": "SOURCE"`), changes the rules; card text's `the
// rules are "NAME"` sees exactly the variants that are on; declarations that cannot stand
// are errors; and the starter decks play through under every variant with the engine
// invariants intact.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "ir/name_table.hpp"
#include "library/library.hpp"
#include "run/evaluator.hpp"
#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "agents/random_agent.hpp"
#include "agents/self_play.hpp"
#include "run/text_behaviour.hpp"
#include "scenario/scenario_runner.hpp"
#include "vocabulary/variants.hpp"
#include "tests/lang/bundled_library.hpp"

using namespace megacorp;

namespace {

// `the rules are "NAME"` evaluated in a game with these rules.
bool rules_are(const engine::rules_options& rules, const std::string& name) {
  engine::state s;
  s.rules = rules;
  eval_context c;
  c.s = &s;
  checked::expr e{checked::op::rules_are, intern_name(name), 0, {}, {}};
  for (std::size_t i = 0; i < rules_variants().size(); ++i)  // as the checker resolves it
    if (name == rules_variants()[i].name) e.ref = checked::variant_ref{false, static_cast<std::uint8_t>(i)};
  return holds(c, e);
}

}  // namespace

TEST_CASE("rules variants: each built-in one changes the rules and card text sees it", "[variants]") {
  const engine::rules_options standard;
  for (const rules_variant& v : rules_variants()) {
    INFO(v.name);
    engine::rules_options r;
    REQUIRE(apply_variant(v.name, r, {}));
    CHECK(rules_are(r, v.name));
    // The bits of text_variants belong to the variants card text declares.
    CHECK(r.text_variants == 0);
    if (std::string(v.name) == "standard") {
      CHECK(r == standard);
      continue;
    }
    CHECK(r != standard);
    CHECK_FALSE(rules_are(standard, v.name));
    CHECK_FALSE(rules_are(r, "standard"));
  }
  // Variants combine; `standard` undoes them.
  engine::rules_options both;
  REQUIRE(apply_variant("single-mulligan", both, {}));
  REQUIRE(apply_variant("latest-rule-decides", both, {}));
  CHECK(rules_are(both, "single-mulligan"));
  CHECK(rules_are(both, "latest-rule-decides"));
  CHECK_FALSE(rules_are(both, "winner-pays-bid"));
  REQUIRE(apply_variant("standard", both, {}));
  CHECK(both == standard);
  CHECK_FALSE(apply_variant("single-muligan", both, {}));
}

TEST_CASE("rules variants: the prelude declares those only its text reads, one bit each", "[variants]") {
  const library& lib = test::bundled_library();
  const std::vector<checked::variant>& declared = lib.variants();
  REQUIRE(declared.size() >= 6);
  REQUIRE(declared.size() <= max_declared_variants);
  const engine::rules_options standard;
  for (std::size_t i = 0; i < declared.size(); ++i) {
    const checked::variant& v = declared[i];
    INFO(v.name);
    CHECK(find_builtin_variant(v.name) == nullptr);
    CHECK_FALSE(v.source.empty());
    REQUIRE(v.where.file != nullptr);
    CHECK(v.where.file->name().find("prelude") != std::string::npos);
    // Its bit, and nothing else.
    engine::rules_options r;
    REQUIRE(apply_variant(v.name, r, declared));
    CHECK(r.text_variants == std::uint32_t{1} << i);
    CHECK(declared_variant_on(r, i));
    engine::rules_options same_but_bits = r;
    same_but_bits.text_variants = 0;
    CHECK(same_but_bits == standard);
    // A library without it does not know the name.
    CHECK_FALSE(apply_variant(v.name, r, {}));
    const std::vector<std::string> names = variant_names(declared);
    CHECK(std::count(names.begin(), names.end(), v.name) == 1);
  }
}

namespace {

// The bundled library (its prelude too) and `text`, checked.
std::unique_ptr<library> with_text(const std::string& text, diagnostics& d) {
  auto lib = std::make_unique<library>();
  lib->add_path(bundled_cards_dir(), d);
  lib->add_source("test.mc", text, d);
  lib->check(d);
  d.sort();
  return lib;
}

// A declared variant, a card that reads it, and a scenario under each reading.
const char* const draws_under_variant = R"(
variant "test-draws-two": "a test's own reading"
card "Test Draw" {
  type: location
  faction: none
  cost: 1M
  traits: IQ -, EQ -, MQ -, BQ 1
  when this is deployed: if the rules are "test-draws-two" { draw 2 cards } else { draw 1 card }
}
scenario "Test: one card under the standard rules" {
  rules: standard
  player Ana { money: 10
               network { "Kurzwel Dynamics" at 0,0 }
               hand { "Test Draw" }
               main deck { 3 "Kurzwel Arcology" } }
  player Nicole { network { "Temple of the Quorum" at 0,0 } }
  turn: Ana, buy
  Ana buys "Test Draw" from her hand at 1,0
  expect Ana's hand has 1 card
}
scenario "Test: two cards under the declared variant" {
  rules: test-draws-two
  player Ana { money: 10
               network { "Kurzwel Dynamics" at 0,0 }
               hand { "Test Draw" }
               main deck { 3 "Kurzwel Arcology" } }
  player Nicole { network { "Temple of the Quorum" at 0,0 } }
  turn: Ana, buy
  Ana buys "Test Draw" from her hand at 1,0
  expect Ana's hand has 2 cards
}
)";

}  // namespace

TEST_CASE("rules variants: a variant declared in text is read by its condition, as its bit", "[variants]") {
  diagnostics d;
  auto lib = with_text(draws_under_variant, d);
  REQUIRE_FALSE(d.has_errors());
  const std::vector<checked::variant>& declared = lib->variants();
  REQUIRE(!declared.empty());
  const std::size_t slot = declared.size() - 1;
  CHECK(declared[slot].name == "test-draws-two");
  CHECK(declared[slot].source == "a test's own reading");
  const checked::card* c = lib->find_card("Test Draw");
  REQUIRE(c != nullptr);
  REQUIRE(c->abilities.size() == 1);
  const checked::expr& effect = c->abilities[0].effect;
  // The `if`, perhaps inside a sequence of one.
  const checked::expr& iff = effect.o == checked::op::sequence ? effect.args.at(0) : effect;
  REQUIRE(iff.o == checked::op::if_then);
  const checked::expr& cond = iff.args.at(0);
  REQUIRE(cond.o == checked::op::rules_are);
  const auto* ref = std::get_if<checked::variant_ref>(&cond.ref);
  REQUIRE(ref != nullptr);
  CHECK(ref->declared);
  CHECK(ref->index == slot);
  engine::state s;
  eval_context ctx;
  ctx.s = &s;
  CHECK_FALSE(holds(ctx, cond));
  REQUIRE(apply_variant("test-draws-two", s.rules, declared));
  CHECK(holds(ctx, cond));
  // Another declared variant's bit does not turn it on.
  s.rules = {};
  REQUIRE(apply_variant(declared[0].name, s.rules, declared));
  CHECK_FALSE(holds(ctx, cond));
  // A scenario's `rules:` selects it, and the outcome changes; each expectation fails
  // under the other reading.
  const auto db = make_card_db(*lib);
  for (const char* name : {"Test: one card under the standard rules", "Test: two cards under the declared variant"}) {
    INFO(name);
    const checked::scenario* sc = lib->find_scenario(name);
    REQUIRE(sc != nullptr);
    const scenario_result r = run_scenario(*lib, db, *sc);
    CHECK(r.status == scenario_status::passed);
    CHECK(r.message == "");
    checked::scenario other = *sc;
    other.rules = {};
    if (other.variants == std::vector<std::string>{"standard"}) REQUIRE(apply_variant("test-draws-two", other.rules, declared));
    CHECK(run_scenario(*lib, db, other).status == scenario_status::failed);
  }
}

TEST_CASE("rules variants: declarations that cannot stand are errors", "[variants]") {
  auto messages = [](const std::string& text) {
    diagnostics d;
    const auto lib = with_text(text, d);  // it owns the files the diagnostics point into
    std::vector<std::string> out;
    for (const diagnostic& g : d.list())
      if (g.where.file && g.where.file->name() == "test.mc") out.push_back(g.message);
    return out;
  };
  // One more than the bits of text_variants, counting the prelude's.
  const std::size_t room = max_declared_variants - test::bundled_library().variants().size();
  std::string many;
  for (std::size_t i = 0; i <= room; ++i) many += fmt::format("variant \"test-{}\": \"a test\"\n", i);
  many += "card \"Test Reader\" {\n type: event\n cost: 1M\n traits: IQ 1, EQ 1, MQ 1, BQ 1\n on resolve: ";
  for (std::size_t i = 0; i <= room; ++i) many += fmt::format("if the rules are \"test-{}\" {{ draw 1 card }}, ", i);
  many += "draw 1 card\n}\n";
  const std::vector<std::string> over = messages(many);
  REQUIRE(over.size() >= 2);  // the declaration over the limit, and its reader
  CHECK(over[0] == fmt::format("variant \"test-{}\" is one too many: at most {} variants can be declared (one bit each of "
                               "rules_options::text_variants)", room, max_declared_variants));
  CHECK(over[1].starts_with(fmt::format("unknown rules variant 'test-{}'", room)));
  CHECK(messages("variant \"\": \"a test\"") == std::vector<std::string>{"a name cannot be empty"});
}

TEST_CASE("rules variants: starter decks play through under each, keeping the invariants", "[variants][decks]") {
  const library& lib = test::bundled_library();
  const auto db = make_card_db(lib);
  const auto behaviour = make_text_behaviour(lib);
  const checked::deck* a = lib.find_deck("Incarnate Starter");
  const checked::deck* b = lib.find_deck("Corp Starter");
  REQUIRE(a != nullptr);
  REQUIRE(b != nullptr);
  play_limits limits;
  limits.check_invariants = true;
  for (const std::string& v : variant_names(lib.variants()))
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      INFO(v << ", seed " << seed);
      engine::rules_options rules;
      REQUIRE(apply_variant(v, rules, lib.variants()));
      auto g = new_deck_game(db, behaviour, {a, b}, seed, rules);
      REQUIRE(g.problems.empty());
      engine::state s = std::move(*g.game);
      random_agent agent(seed);
      try {
        play_game(s, agent, limits);
      } catch (const text_not_supported& e) {
        FAIL("card text the interpreter cannot run: " << e.what());
      }
      CHECK(s.rules == rules);
    }
}
