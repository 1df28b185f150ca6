// Every entry of the rule table is at work in a scenario (issue 14, "one vocabulary"): with
// the entry's runner replaced by a no-op (rules spelled with it read as no rule), at least
// one scenario under examples/ that passed fails.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "interp/game_cards.hpp"
#include "interp/library.hpp"
#include "interp/rule_table.hpp"
#include "interp/scenario_runner.hpp"

using namespace megacorp;

TEST_CASE("rule table: each entry with a no-op runner fails some scenario", "[vocabulary]") {
  library lib;
  diagnostics d;
  lib.add_path(bundled_cards_dir(), d);
  for (const char* dir : {"examples/cards", "examples/combat", "examples/keywords", "examples/reference",
                          "examples/rulebook", "examples/stack", "examples/triggers", "examples/variants"})
    lib.add_path(dir, d);
  lib.check(d);
  INFO(format_text(d));
  REQUIRE_FALSE(d.has_errors());
  const auto db = make_card_db(lib);
  auto passing = [&] {
    std::vector<const checked::scenario*> out;
    for (const auto& sc : lib.scenarios())
      if (run_scenario(lib, db, *sc).status == scenario_status::passed) out.push_back(sc.get());
    return out;
  };
  const std::vector<const checked::scenario*> before = passing();
  REQUIRE(before.size() > 300);
  std::vector<std::string> idle;  // entries whose loss no scenario notices
  for (std::size_t i = 0; i < rule_table::all().size(); ++i) {
    rule_table::switch_off_for_test(static_cast<int>(i));
    int failed = 0;
    for (const checked::scenario* sc : before)
      if (run_scenario(lib, db, *sc).status != scenario_status::passed) ++failed;
    rule_table::switch_off_for_test(-1);
    if (failed == 0) idle.emplace_back(rule_table::all()[i].text);
  }
  INFO("entries no scenario shows at work: " << [&] {
    std::string all;
    for (const auto& t : idle) all += "'" + t + "' ";
    return all;
  }());
  CHECK(idle.empty());
}
