// sim/importance: Newcombe's paired interval against a published value, the plan of
// variants (skipped cards and why), and the variant run playing the very games of the
// run it derives from (same seeds, seats and opponents).
#include <catch2/catch.hpp>

#include "library/game_cards.hpp"
#include "run/text_behaviour.hpp"
#include "sim/importance.hpp"
#include "sim/runner.hpp"
#include "tests/lang/bundled_library.hpp"
#include "tests/sim/support.hpp"

using namespace megacorp;
using namespace megacorp::sim;

TEST_CASE("newcombe_paired: the value Fagerland, Lydersen & Laake (2017, ch. 8) give for Cavo et al.", "[sim][importance]") {
  // Complete response before and after consolidation therapy: 59 both, 6 before only,
  // 16 after only, 80 neither; the Newcombe square-and-add interval -0.1186 to -0.0046.
  const paired_wins t{59, 6, 16, 80};
  const interval i = newcombe_paired(t);
  CHECK(i.low == Approx(-0.1186).margin(0.00005));
  CHECK(i.high == Approx(-0.0046).margin(0.00005));
  // Swapping the two results negates the interval.
  const interval swapped = newcombe_paired({59, 16, 6, 80});
  CHECK(swapped.low == Approx(-i.high));
  CHECK(swapped.high == Approx(-i.low));
  // Results that agree game by game: a difference of 0 inside a narrow interval.
  const interval agree = newcombe_paired({40, 0, 0, 60});
  CHECK(agree.low < 0);
  CHECK(agree.high > 0);
  CHECK(agree.high - agree.low < 0.1);
  const interval none = newcombe_paired({});
  CHECK(none.low == -1.0);
  CHECK(none.high == 1.0);
}

TEST_CASE("plan_importance: every distinct card but business and founder, illegal variants skipped with why",
          "[sim][importance]") {
  const library& lib = test::bundled_library();
  const auto db = make_card_db(lib);
  const checked::deck* corp = lib.find_deck("Corp Starter");
  REQUIRE(corp);
  // Kickback is in the deck once: replacing a 4-copy card makes 5 copies.
  const std::vector<importance_variant> plan = plan_importance(*corp, "Kickback", *db);
  std::size_t distinct = 0;
  for (const auto* section : {&corp->resources, &corp->main}) distinct += section->size();
  REQUIRE(plan.size() == distinct);
  for (const importance_variant& v : plan) {
    INFO(v.card << ": " << v.skipped);
    CHECK(v.card != corp->business);
    CHECK(v.card != corp->founder);
    if (v.card == "Kickback") {
      CHECK(v.skipped == "it is the filler");
    } else if (v.card == "Affluent Customers") {  // a resource: replaced by a resource card, not Kickback
      CHECK(v.resource);
      CHECK(v.skipped.empty());
      CHECK(v.filler != "Kickback");
      const auto id = db->find(v.filler);
      REQUIRE(id);
      CHECK((*db)[*id].resource);
      for (const auto& e : v.deck.resources) CHECK(e.name != "Affluent Customers");
    } else if (v.card == "Nanoblood Adept") {
      CHECK(v.copies == 4);
      CHECK(v.skipped.find("more than 4 copies of \"Kickback\"") != std::string::npos);
    } else if (v.card == "Corporate Liquidator") {  // 3 + 1 copies: legal
      CHECK(v.skipped.empty());
      CHECK(v.deck.name == "Corp Starter without Corporate Liquidator");
      std::int64_t kickbacks = 0;
      for (const auto& e : v.deck.main) {
        CHECK(e.name != "Corporate Liquidator");
        if (e.name == "Kickback") kickbacks += e.count;
      }
      CHECK(kickbacks == 4);
    }
  }
}

TEST_CASE("plan_importance: a resource card is measured against the --resource-filler given, or skipped with why",
          "[sim][importance]") {
  const library& lib = test::bundled_library();
  const auto db = make_card_db(lib);
  const checked::deck* corp = lib.find_deck("Corp Starter");
  REQUIRE(corp);
  for (const importance_variant& v : plan_importance(*corp, "Kickback", *db, "Loyal Patrons")) {
    INFO(v.card << ": " << v.skipped);
    if (v.card == "Loyal Patrons") CHECK(v.skipped == "it is the resource filler");
    if (v.card == "Selfish Consumers") {  // 4 + 2 copies of Loyal Patrons
      CHECK(v.filler == "Loyal Patrons");
      CHECK(v.skipped.empty());
    }
    if (!v.resource) CHECK(v.filler == (v.card == "Kickback" ? "" : "Kickback"));
  }
}

TEST_CASE("variant_run: the deck's pairs only, each game with its seed, seats and opponent", "[sim][importance]") {
  const game_setup setup = test_support::setup_for(test::bundled_library());
  const run_description run = test_support::three_starters(4, 5);
  // The middle deck: its pairs (0, 1) and (1, 2) are not next to each other.
  const std::uint32_t deck = 1;
  std::vector<game_record> base_records;
  win_marks base(run, deck);
  run_games(run, setup, {}, [&](game_record&& g) { base.add(g), base_records.push_back(std::move(g)); });
  REQUIRE(base.marks().size() == 8);
  // The deck "replaced" by an unchanged copy: every game must come out the same.
  const checked::deck same = *run.decks[deck];
  const run_description variant = variant_run(run, deck, same);
  CHECK(variant.pairs == std::vector<std::pair<std::uint32_t, std::uint32_t>>{{0, 1}, {1, 2}});
  CHECK(variant.seed_pairs == std::vector<std::uint32_t>{0, 2});
  CHECK(variant.decks[deck] == &same);
  win_marks again(variant, deck);
  std::vector<game_record> records;
  run_settings two;
  two.jobs = 2;
  run_games(variant, setup, two, [&](game_record&& g) { again.add(g), records.push_back(std::move(g)); });
  CHECK(again.marks() == base.marks());
  for (std::int8_t m : again.marks()) CHECK(m >= 0);
  REQUIRE(records.size() == 8);
  for (std::size_t k = 0; k < 8; ++k) {
    const game_record& b = base_records[k < 4 ? k : k + 4];  // pair 2 of the run is pair 1 of the variant
    CHECK(records[k].turns == b.turns);
    CHECK(records[k].actions == b.actions);
    CHECK(records[k].deck[0] == b.deck[0]);
    CHECK(records[k].deck[1] == b.deck[1]);
  }
  // So the figures: no difference, every game paired.
  importance_result r{"Incarnate Starter", "x", "", {importance_variant{"Forest", 2, same, {}, "x", false}}, {again.marks()}};
  const auto j = importance_json(r, base.marks());
  CHECK(j["complete"] == true);
  CHECK(j["cards"][0]["games"] == 8);
  CHECK(j["cards"][0]["difference"] == 0.0);
  CHECK(j["cards"][0]["paired"]["baseline_only"] == 0);
  CHECK(j["cards"][0]["paired"]["without_only"] == 0);
}
