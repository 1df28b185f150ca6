// Seeded self-play with a random chooser over legal_actions(), checking the invariants
// after every action (issue 3 "Done means"), and determinism of seeds.
#include "support.hpp"

#include "engine/invariants.hpp"
#include "engine/rng.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <string>

using namespace engine;

namespace {

struct outcome {
  bool finished = false;  // ended by the rules, not by the turn cap
  std::vector<loss_reason> losses;
  int actions = 0;
  int turns = 0;
};

// Picks an action kind uniformly first, then an action of that kind, so that one
// placement-rich kind (buy) does not crowd out passing and selling. Never concedes.
// A cautious chooser first drops actions that lose on the spot: spending all money,
// selling the business, or selling the business's last neighbour.
bool reckless(const state& s, const action& a) {
  const player_state& ps = s.player(a.player);
  if (a.kind == action_kind::buy || a.kind == action_kind::buy_revealed)
    return buy_price(s, a.card).amount.money >= ps.money && s.card(a.card).zone != zone::network;
  if (a.kind == action_kind::play) return s.def(a.card).cost.money >= ps.money;
  if (a.kind == action_kind::sell) {
    if (a.card == ps.business) return true;
    const card_instance& b = s.card(ps.business);
    const cell bc = s.cell_of(ps.business);
    const cell c = s.cell_of(a.card);
    const bool adjacent = s.card(a.card).zone_player == b.zone_player && std::abs(bc.x - c.x) + std::abs(bc.y - c.y) == 1;
    int neighbours = 0;
    for (cell n : {cell{bc.x + 1, bc.y}, cell{bc.x - 1, bc.y}, cell{bc.x, bc.y + 1}, cell{bc.x, bc.y - 1}})
      neighbours += s.player(b.zone_player).network.at(n) != no_card ? 1 : 0;
    return adjacent && neighbours == 1;
  }
  return false;
}

action choose(const state& s, std::vector<action> legal, engine::rng& chooser, bool cautious) {
  if (cautious) {
    std::vector<action> safe;
    for (const action& a : legal)
      if (!reckless(s, a)) safe.push_back(a);
    if (!safe.empty()) legal = safe;
  }
  std::vector<action_kind> kinds;
  for (const action& a : legal)
    if (a.kind != action_kind::concede && std::find(kinds.begin(), kinds.end(), a.kind) == kinds.end())
      kinds.push_back(a.kind);
  const action_kind k = kinds[chooser.below(kinds.size())];
  std::vector<action> of_kind;
  for (const action& a : legal)
    if (a.kind == k) of_kind.push_back(a);
  // Half the time a defender blocks with as many cards as it can, so that the attacker's
  // split of its damage (only asked with two blockers or more) is exercised.
  if (k == action_kind::block && chooser.below(2) == 0) {
    auto count = [](const action& a) { return std::count_if(a.cards.begin(), a.cards.end(), [](card_id c) { return c != no_card; }); };
    std::stable_sort(of_kind.begin(), of_kind.end(), [&](const action& x, const action& y) { return count(x) > count(y); });
    return of_kind.front();
  }
  return of_kind[chooser.below(of_kind.size())];
}

std::map<std::string, int> coverage;  // how often interesting actions happened

outcome play(std::uint64_t seed, int players, event_log* log, state* final_state = nullptr, rules_options rules = {},
             bool cautious = false, int turn_cap = 300) {
  std::vector<deck_list> decks;
  for (int i = 0; i < players; ++i) decks.push_back(i % 2 ? test::deck_b() : test::deck_a());
  auto r = new_game(test::database(), std::make_shared<test::test_behaviour>(), decks, seed, rules, log);
  REQUIRE(r.problems.empty());
  state s = std::move(*r.game);
  engine::rng chooser(seed ^ 0xC0FFEEULL);
  outcome out;
  const std::size_t total = s.cards.size();
  while (!s.over() && s.turn_number <= turn_cap) {
    const auto legal = legal_actions(s);
    REQUIRE(!legal.empty());
    const action a = choose(s, legal, chooser, cautious);
    INFO("seed " << seed << ": " << to_string(a, s));
    if (a.kind == action_kind::buy && s.card(a.card).zone == zone::network) ++coverage["buy from a network"];
    if (a.kind == action_kind::buy && s.card(a.card).zone == zone::open_market) ++coverage["buy from an open market"];
    if (a.kind == action_kind::buy && a.network != a.player && a.network != no_player) ++coverage["deploy into an opponent's network"];
    if (a.kind == action_kind::decline_upkeep) ++coverage["upkeep declined"];
    if (a.kind == action_kind::mulligan) ++coverage["mulligan"];
    if (a.kind == action_kind::attack) ++coverage["attack"];
    if (a.kind == action_kind::block && a.cards[0] != no_card) ++coverage["block declared"];
    if (a.kind == action_kind::retaliate && a.cards[0] != no_card) ++coverage["retaliation"];
    if (a.kind == action_kind::assign) ++coverage["damage split among blockers"];
    if (a.kind == action_kind::play) ++coverage["event played"];
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
  // Half the games use a uniform chooser (games end fast, mostly by running out of
  // money), half a cautious one that avoids losing on the spot, so games get long enough
  // to buy from networks and run out of cards.
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
    }
    std::string summary = std::string(cautious ? "cautious random chooser" : "uniform random chooser") +
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

TEST_CASE("DESIGN Engine model: the same seed and actions replay the same game") {
  event_log a_log, b_log;
  state a, b;
  play(42, 2, &a_log, &a);
  play(42, 2, &b_log, &b);
  REQUIRE(a_log.size() == b_log.size());
  CHECK(a_log.events() == b_log.events());
  b.behaviour = a.behaviour;  // each play() made its own (stateless) behaviour object
  CHECK(a == b);
  // Every event prints as a sentence naming its rule.
  for (const auto& e : a_log.events()) {
    const std::string text = describe(e, a);
    REQUIRE(text.find("(") != std::string::npos);
  }
  event_log c_log;
  play(43, 2, &c_log);
  CHECK(c_log.events() != a_log.events());
}
