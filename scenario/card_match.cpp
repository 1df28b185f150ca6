// Which cards a scenario's card reference names (scenario/card_match.hpp).
#include "scenario/card_match.hpp"

#include <algorithm>

namespace megacorp::scenario_run {

namespace {

// The pile a card lies in, or null in play and elsewhere.
const engine::card_pile* pile_of(const engine::state& s, const engine::card_instance& ci) {
  const engine::player_state& p = s.player(ci.zone_player);
  switch (ci.zone) {
    case engine::zone::main_deck: return &p.main_deck;
    case engine::zone::resource_deck: return &p.resource_deck;
    case engine::zone::hand: return &p.hand;
    case engine::zone::open_market: return &p.open_market;
    case engine::zone::annihilated: return &p.annihilated;
    default: return nullptr;
  }
}

}  // namespace

int copy_number(const engine::state& s, engine::card_id c) {
  const engine::card_pile* pile = pile_of(s, s.card(c));
  if (!pile) return 0;
  int n = 0;
  for (auto it = pile->rbegin(); it != pile->rend(); ++it) {  // the top is at the back
    if (s.card(*it).def == s.card(c).def) ++n;
    if (*it == c) return n;
  }
  return 0;
}

std::vector<engine::card_id> matching_cards(const engine::state& s, const checked::card_ref& r, zone_mask zones,
                                            int zone_player) {
  std::vector<engine::card_id> out;
  if (r.business) {
    const engine::card_id b = s.player(static_cast<engine::player_id>(r.player)).business;
    if (b != engine::no_card && (zones & bit(s.card(b).zone))) out.push_back(b);
    return out;
  }
  for (engine::card_id c = 0; c < s.cards.size(); ++c) {
    const engine::card_instance& ci = s.card(c);
    if (s.def(c).name != r.name || !(zones & bit(ci.zone))) continue;
    if (r.player >= 0 && ci.zone_player != r.player) continue;
    if (zone_player >= 0 && ci.zone_player != zone_player) continue;
    if (r.at && (ci.zone != engine::zone::network || !(s.cell_of(c) == *r.at))) continue;
    if (r.copy > 0 && copy_number(s, c) != r.copy) continue;
    out.push_back(c);
  }
  return out;
}

bool interchangeable(const engine::state& s, const std::vector<engine::card_id>& found) {
  const engine::card_instance& first = s.card(found.front());
  return std::all_of(found.begin(), found.end(), [&](engine::card_id c) {
    const engine::card_instance& ci = s.card(c);
    return ci.zone == engine::zone::hand && first.zone == engine::zone::hand && ci.zone_player == first.zone_player &&
           ci.def == first.def;
  });
}

}  // namespace megacorp::scenario_run
