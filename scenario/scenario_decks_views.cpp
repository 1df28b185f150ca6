// Two expectations the game's events do not show: a deck's legality (001 Where Business is
// War, Making a deck) and what one player sees of a zone (engine::observe: 001 Hand, Open
// Market, Annihilated Zone). Each adds the sentences that found it, naming their rules, to
// scenario_result::checks (docs/scenarios.md, Decks; What a player sees).
#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "engine/observation.hpp"
#include "engine/visibility.hpp"
#include "scenario/scenario_run_parts.hpp"

namespace megacorp::scenario_run {

namespace {

[[noreturn]] void check_failed(std::string m) { throw step_failed{std::move(m)}; }

std::string count_of_cards(std::size_t n) { return fmt::format("{} card{}", n, n == 1 ? "" : "s"); }

// The cards of `owner`'s zone `z` that `o` shows, top first: the observer's own hand, the
// public piles, the networks, and what card text revealed of a hidden zone.
std::vector<card_id> seen_cards(const engine::observation& o, const engine::state& s, player_id owner, zone z) {
  const engine::player_view& v = o.players[owner];
  std::vector<card_id> out;
  auto add = [&out](const std::vector<engine::card_view>& views) {
    for (const engine::card_view& c : views) out.push_back(c.id);
  };
  switch (z) {
    case zone::hand: add(v.hand); break;
    case zone::open_market: add(v.open_market); std::reverse(out.begin(), out.end()); break;  // the view is bottom first
    case zone::annihilated: add(v.annihilated); break;
    case zone::network: add(v.network); break;
    default: break;
  }
  for (const engine::card_view& c : v.shown)
    if (s.card(c.id).zone == z && std::find(out.begin(), out.end(), c.id) == out.end()) out.push_back(c.id);
  return out;
}

}  // namespace

void runner::expect_deck(runner& r, const checked::expectation& e) {
  const checked::scenario_deck& d = r.sc_.decks[static_cast<std::size_t>(e.value)];
  const std::string deck = fmt::format("deck \"{}\"", d.contents.name);
  if (e.kind == expect_kind::deck_legal) {
    if (!d.refusals.empty()) check_failed(fmt::format("expected {} to be legal; it is refused: {}", deck, fmt::join(d.refusals, "; ")));
    r.r_.checks.insert(r.r_.checks.end(), d.held.begin(), d.held.end());
    return;
  }
  if (d.refusals.empty())
    check_failed(fmt::format("expected {} to be refused because \"{}\"; it is legal: {}", deck, e.text, fmt::join(d.held, "; ")));
  for (const std::string& why : d.refusals)
    if (why.find(e.text) != std::string::npos) return r.r_.refusals.push_back(fmt::format("{}: {}", deck, why));
  check_failed(fmt::format("expected {} to be refused because \"{}\"; it is refused with: {}", deck, e.text,
                   fmt::join(d.refusals, "; ")));
}

// The observer sees the zone when the view shows every card it holds; `is { ... }` compares
// the cards seen, in order for the open market (top first).
void runner::expect_view(runner& r, const checked::expectation& e) {
  const auto observer = static_cast<player_id>(e.player);
  const auto owner = static_cast<player_id>(e.zone->player);
  const zone z = e.zone->zone;
  const std::vector<card_id> held = r.pile(owner, z);
  const std::vector<card_id> seen = seen_cards(engine::observe(r.st(), observer), r.st(), owner, z);
  const std::size_t hidden = static_cast<std::size_t>(std::count_if(held.begin(), held.end(), [&](card_id c) {
    return std::find(seen.begin(), seen.end(), c) == seen.end();
  }));
  const engine::cause& rule = engine::visibility_rule(z);
  const std::string who = r.player_name(observer);
  const std::string zone_words = fmt::format("{}'s {}", r.player_name(owner), engine::to_string(z));
  const std::string found =
      hidden == 0 ? fmt::format("{} sees {}: {} ({}, {})", who, zone_words, r.names(seen), rule.rule, rule.section)
                  : fmt::format("{} does not see {}: {} of its {} hidden ({}, {})", who, zone_words, hidden,
                                count_of_cards(held.size()), rule.rule, rule.section);
  if (e.kind == expect_kind::does_not_see) {
    if (hidden == 0) check_failed(fmt::format("expected {} not to see {}; {}", who, zone_words, found));
    return r.r_.checks.push_back(found);
  }
  if (hidden > 0) check_failed(fmt::format("expected {} to see {}; {}", who, zone_words, found));
  if (e.exact) {
    std::vector<std::string> want, have;
    for (const auto& c : e.contents) want.push_back(c.name);
    for (card_id c : seen) have.push_back(r.st().def(c).name);
    if (z != zone::open_market) std::sort(want.begin(), want.end()), std::sort(have.begin(), have.end());
    if (want != have)
      check_failed(fmt::format("expected {} to see {} as {{ \"{}\" }}{}; {}", who, zone_words, fmt::join(want, "\", \""),
                       z == zone::open_market ? " (top first)" : "", found));
  }
  r.r_.checks.push_back(found);
}

}  // namespace megacorp::scenario_run
