// Naming cards as a scenario's runner finds them (scenario/write_parts.hpp).
#include <algorithm>

#include <fmt/format.h>

#include "scenario/write_parts.hpp"

namespace megacorp::scenario_write {

namespace {

// Copies no step can tell apart: the same card in one hand, owned by the same player (a
// hand has no order, docs/scenarios.md). In a deck or an open market copies differ by place.
bool same_copy(const engine::state& s, card_id a, card_id b) {
  if (a == b) return true;
  const engine::card_instance& x = s.card(a);
  const engine::card_instance& y = s.card(b);
  return x.def == y.def && x.zone == engine::zone::hand && y.zone == engine::zone::hand && x.zone_player == y.zone_player &&
         x.owner == y.owner;
}

}  // namespace

std::string quoted(const std::string& name) {
  std::string out = "\"";
  for (char ch : name) {
    if (ch == '"' || ch == '\\') out += '\\';
    out += ch;
  }
  return out + "\"";
}

std::string namer::text(const checked::card_ref& r) const {
  if (r.business) return player(static_cast<engine::player_id>(r.player)) + "'s business";
  std::string out = r.player >= 0 ? player(static_cast<engine::player_id>(r.player)) + "'s " : "";
  out += quoted(r.name);
  if (r.at) out += fmt::format(" at {},{}", r.at->x, r.at->y);
  if (r.copy > 0) out += fmt::format(" number {}", r.copy);
  return out;
}

std::vector<checked::card_ref> namer::candidates(card_id c) const {
  const engine::card_instance& ci = s_.card(c);
  std::vector<checked::card_ref> out;
  auto ref = [&](bool business, int player, std::optional<engine::cell> at) {
    checked::card_ref r;
    r.business = business;
    if (!business) r.name = s_.name_of(c);
    r.player = player;
    r.at = at;
    out.push_back(r);
  };
  for (engine::player_id p = 0; p < s_.player_count(); ++p)
    if (s_.player(p).business == c) ref(true, p, std::nullopt);
  ref(false, -1, std::nullopt);
  ref(false, ci.zone_player, std::nullopt);
  if (ci.zone == engine::zone::network) {
    ref(false, -1, s_.cell_of(c));
    ref(false, ci.zone_player, s_.cell_of(c));
  }
  if (const int copy = scenario_run::copy_number(s_, c); copy > 0) {
    ref(false, -1, std::nullopt);
    out.back().copy = copy;
    ref(false, ci.zone_player, std::nullopt);
    out.back().copy = copy;
  }
  return out;
}

std::string namer::card(card_id c, zone_mask zones, int zone_player) const {
  for (const checked::card_ref& r : candidates(c)) {
    const std::vector<card_id> found = scenario_run::matching_cards(s_, r, zones, zone_player);
    const bool one = found.size() == 1 || (found.size() > 1 && scenario_run::interchangeable(s_, found));
    if (one && same_copy(s_, found.front(), c)) return text(r);
  }
  throw cannot_write{fmt::format("no name a scenario can write tells \"{}\" (card {}) apart from another card",
                                 s_.name_of(c), c)};
}

std::string namer::option(card_id c, const std::vector<card_id>& options, const std::vector<card_id>& chosen) const {
  for (const checked::card_ref& r : candidates(c)) {
    for (card_id f : scenario_run::matching_cards(s_, r, scenario_run::anywhere, -1)) {
      const bool open = std::count(options.begin(), options.end(), f) > 0 && std::count(chosen.begin(), chosen.end(), f) == 0;
      if (!open) continue;
      if (same_copy(s_, f, c)) return text(r);
      break;
    }
  }
  throw cannot_write{fmt::format("no name a scenario can write picks \"{}\" (card {}) among the options", s_.name_of(c), c)};
}

}  // namespace megacorp::scenario_write
