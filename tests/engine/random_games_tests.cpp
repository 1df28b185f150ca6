// Seeded self-play with the random agent (agents/random_agent.hpp) over legal_actions(),
// checking the invariants after every action, and determinism of seeds.
#include "../book_text.hpp"
#include "support.hpp"

#include "engine/invariants.hpp"
#include "agents/random_agent.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <string_view>

using namespace engine;

namespace {

// A cause's section ("001 Challenge Phase: Attacking", "003 Traits; rules option ...") is a
// book's number and a heading that book's text has (rules/books/, case aside).
bool section_is_in_its_book(std::string_view section) {
  if (section.size() < 5 || section[3] != ' ') return false;
  const std::string book(section.substr(0, 3));
  std::string heading(section.substr(4, section.find_first_of(":;") - 4));
  const std::string text = megacorp::testing::book_text(book);
  auto lower = [](std::string t) {
    std::transform(t.begin(), t.end(), t.begin(), [](unsigned char c) { return std::tolower(c); });
    return t;
  };
  return !text.empty() && !heading.empty() && lower(text).find(lower(heading)) != std::string::npos;
}

// What a cause may cite besides a book: a page of the repository (a ruling), card text, or
// a rule query the card text answers (engine/behaviour.hpp).
bool cites_a_source(std::string_view section) {
  if (section_is_in_its_book(section)) return true;
  if (section == "card text" || section.starts_with("rule query ")) return true;
  return section.starts_with("docs/") && std::filesystem::is_regular_file(std::string(section));
}

struct outcome {
  bool finished = false;  // ended by the rules, not by the turn cap
  std::vector<loss_reason> losses;
  int actions = 0;
  int turns = 0;
  std::map<std::string, int> coverage;  // how often interesting actions happened
};

outcome play(std::uint64_t seed, int players, event_log* log, state* final_state = nullptr, rules_options rules = {},
             bool cautious = false, int turn_cap = 300) {
  std::vector<deck_list> decks;
  for (int i = 0; i < players; ++i) decks.push_back(i % 2 ? test::deck_b() : test::deck_a());
  auto r = new_game(test::database(), std::make_shared<test::test_behaviour>(), decks, seed, rules, log);
  REQUIRE(r.problems.empty());
  state s = std::move(*r.game);
  megacorp::random_agent chooser(seed ^ 0xC0FFEEULL, cautious);
  outcome out;
  const std::size_t total = s.cards.size();
  while (!s.over() && s.turn_number <= turn_cap) {
    const auto legal = legal_actions(s);
    REQUIRE(!legal.empty());
    const action a = chooser.pick(s, legal);
    INFO("seed " << seed << ": " << to_string(a, s));
    if (a.kind == action_kind::buy && s.card(a.card).zone == zone::network) ++out.coverage["buy from a network"];
    if (a.kind == action_kind::buy && s.card(a.card).zone == zone::open_market) ++out.coverage["buy from an open market"];
    if (a.kind == action_kind::buy && a.network != a.player && a.network != no_player) ++out.coverage["deploy into an opponent's network"];
    if (a.kind == action_kind::decline_upkeep) ++out.coverage["upkeep declined"];
    if (a.kind == action_kind::mulligan) ++out.coverage["mulligan"];
    if (a.kind == action_kind::attack) ++out.coverage["attack"];
    if (a.kind == action_kind::block && a.cards[0] != no_card) ++out.coverage["block declared"];
    if (a.kind == action_kind::retaliate && a.cards[0] != no_card) ++out.coverage["retaliation"];
    if (a.kind == action_kind::assign) ++out.coverage["damage split among blockers"];
    if (a.kind == action_kind::play) ++out.coverage["event played"];
    apply(s, a, log);
    check_invariants(s);
    REQUIRE(s.cards.size() == total);
    ++out.actions;
  }
  out.finished = s.over();
  out.turns = s.turn_number;
  for (const auto& p : s.players)
    if (p.lost) out.losses.push_back(p.why_lost);
  if (final_state) *final_state = s;
  return out;
}

}  // namespace

TEST_CASE("001 Turn Structure / Winning the Game: 200 random seeded 2-player games keep the invariants") {
  // Half the games use a reckless agent (games end fast, mostly by running out of
  // money), half a careful one that avoids losing on the spot, so games get long enough
  // to buy from networks and run out of cards.
  std::map<std::string, int> coverage;  // over both halves
  for (bool cautious : {false, true}) {
    rules_options rules;
    int finished = 0;
    std::map<loss_reason, int> reasons;
    long long actions = 0, turns = 0;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
      const outcome o = play(seed, 2, nullptr, nullptr, rules, cautious);
      finished += o.finished ? 1 : 0;
      actions += o.actions;
      turns += o.turns;
      for (auto r : o.losses) ++reasons[r];
      for (const auto& [what, n] : o.coverage) coverage[what] += n;
    }
    std::string summary = std::string(cautious ? "careful random agent" : "reckless random agent") +
                          ": finished by the rules " + std::to_string(finished) + "/100; mean turns " +
                          std::to_string(turns / 100) + "; actions " + std::to_string(actions) + "; losses:";
    for (auto [r, n] : reasons) ((((summary += ' ') += to_string(r)) += '=') += std::to_string(n));  // GCC 12 -O3 -Wrestrict
    WARN(summary);
    CHECK(finished >= 95);
  }
  std::string cov = "coverage:";
  for (auto [k, n] : coverage) cov += " " + k + "=" + std::to_string(n);
  WARN(cov);
  CHECK(coverage["buy from a network"] > 0);
  // 001 Challenge Phase: the games fight: attacks, blocks, retaliation and splits happen.
  CHECK(coverage["attack"] > 0);
  CHECK(coverage["block declared"] > 0);
  CHECK(coverage["retaliation"] > 0);
  CHECK(coverage["damage split among blockers"] > 0);
  CHECK(coverage["event played"] > 0);  // 001 Advanced Rules: events go through the stack
}

TEST_CASE("001 Beginning of the game (multiplayer): random 3- and 4-player games keep the invariants") {
  int finished = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) finished += play(seed, seed % 2 ? 3 : 4, nullptr).finished ? 1 : 0;
  WARN("multiplayer games finished by the rules: " << finished << "/20");
  CHECK(finished >= 18);
}

TEST_CASE("docs/design.md, The engine: the same seed and actions replay the same game") {
  event_log a_log, b_log;
  state a, b;
  play(42, 2, &a_log, &a);
  play(42, 2, &b_log, &b);
  REQUIRE(a_log.size() == b_log.size());
  CHECK(a_log.events() == b_log.events());
  b.behaviour = a.behaviour;  // each play() made its own (stateless) behaviour object
  CHECK(a == b);
  // Every event names its rule and the section of a book that states it, and prints both.
  REQUIRE_FALSE(section_is_in_its_book("001 No Such Phase"));  // the oracle can say no
  REQUIRE_FALSE(section_is_in_its_book("Buy Phase"));
  for (const auto& e : a_log.events()) {
    INFO("event: " << describe(e, a));
    REQUIRE(!e.why.rule.empty());
    CHECK(cites_a_source(e.why.section));
    CHECK(describe(e, a).find(e.why.section) != std::string::npos);
  }
  event_log c_log;
  play(43, 2, &c_log);
  CHECK(c_log.events() != a_log.events());
}
