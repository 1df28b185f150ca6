// Rules variants (interp/vocabulary/variants.hpp, docs/rulings.md): each name changes the rules, card
// text's `the rules are "NAME"` sees exactly the variants that are on, and the starter
// decks play through under every variant with the engine invariants intact.
#include <catch2/catch.hpp>

#include <bitset>
#include <string>

#include "interp/run/evaluator.hpp"
#include "interp/library/game_cards.hpp"
#include "interp/library/game_decks.hpp"
#include "interp/self_play/random_agent.hpp"
#include "interp/self_play/self_play.hpp"
#include "interp/run/text_behaviour.hpp"
#include "interp/vocabulary/variants.hpp"
#include "tests/lang/bundled_library.hpp"

using namespace megacorp;

namespace {

// `the rules are "NAME"` evaluated in a game with these rules.
bool rules_are(const engine::rules_options& rules, const std::string& name) {
  engine::state s;
  s.rules = rules;
  eval_context c;
  c.s = &s;
  return holds(c, checked::expr{checked::op::rules_are, name, 0, {}, {}});
}

}  // namespace

TEST_CASE("rules variants: each changes the rules and card text sees it", "[variants]") {
  const engine::rules_options standard;
  std::uint32_t text_bits = 0;
  for (const rules_variant& v : rules_variants()) {
    INFO(v.name);
    engine::rules_options r;
    REQUIRE(apply_variant(v.name, r));
    CHECK(rules_are(r, v.name));
    if (std::string(v.name) == "standard") {
      CHECK(r == standard);
      continue;
    }
    CHECK(r != standard);
    CHECK_FALSE(rules_are(standard, v.name));
    CHECK_FALSE(rules_are(r, "standard"));
    // A variant only card text reads sets one bit of its own.
    if (r.text_variants != 0) {
      CHECK(std::bitset<32>(r.text_variants).count() == 1);
      CHECK((text_bits & r.text_variants) == 0);
      text_bits |= r.text_variants;
      engine::rules_options same_but_bits = r;
      same_but_bits.text_variants = 0;
      CHECK(same_but_bits == standard);
    }
  }
  CHECK(std::bitset<32>(text_bits).count() == 7);
  // Variants combine; `standard` undoes them.
  engine::rules_options both;
  REQUIRE(apply_variant("single-mulligan", both));
  REQUIRE(apply_variant("unique-copy-chosen", both));
  CHECK(rules_are(both, "single-mulligan"));
  CHECK(rules_are(both, "unique-copy-chosen"));
  CHECK_FALSE(rules_are(both, "winner-pays-bid"));
  REQUIRE(apply_variant("standard", both));
  CHECK(both == standard);
  CHECK_FALSE(apply_variant("single-muligan", both));
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
  for (const rules_variant& v : rules_variants())
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      INFO(v.name << ", seed " << seed);
      engine::rules_options rules;
      v.apply(rules);
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
