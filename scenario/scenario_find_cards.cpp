// Finding the cards a scenario names in the game (by name, owner, cell, zone), and saying where a card is.
#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "scenario/scenario_run_parts.hpp"

namespace megacorp::scenario_run {

std::string runner::place(card_id c) const {
  const engine::card_instance& ci = st().card(c);
  const std::string whose = player_name(ci.zone_player) + "'s";
  switch (ci.zone) {
    case zone::network: return fmt::format("in {} network at {},{}", whose, ci.x, ci.y);
    case zone::bonded: return fmt::format("bonded under \"{}\" in {} network", st().def(ci.host).name, whose);
    case zone::revealed: return fmt::format("revealed from {} resource deck", whose);
    default: return fmt::format("in {} {}", whose, engine::to_string(ci.zone));
  }
}

std::vector<card_id> runner::matches(const checked::card_ref& r, zone_mask zones, int zone_player) const {
  return matching_cards(st(), r, zones, zone_player);
}

card_id runner::resolve(const checked::card_ref& r, zone_mask zones, int zone_player, const char* where_words) const {
  std::vector<card_id> found = matches(r, zones, zone_player);
  const std::string what = ref_text(r);
  if (found.size() == 1 || (found.size() > 1 && interchangeable(st(), found))) return found.front();
  if (found.empty()) {
    // Where a card of that name is, whatever cell or copy the step named (`"X" at 1,0`).
    checked::card_ref any_cell = r;
    any_cell.at.reset();
    any_cell.copy = 0;
    std::string elsewhere;
    for (card_id c : matches(any_cell, anywhere, -1)) elsewhere += fmt::format("{}{}", elsewhere.empty() ? "" : "; ", place(c));
    throw step_failed{fmt::format("there is no {} {}{}", what, where_words,
                                  elsewhere.empty() ? " (nor anywhere else in the game)" : " (there is one " + elsewhere + ")")};
  }
  throw ambiguous(r, found);
}

// Several cards of one name in one pile that is not a network (a hand, a deck, an open
// market): an answer naming the name takes the first of them, as `"X" number 1` would.
bool runner::copies_in_one_pile(const std::vector<card_id>& found) const {
  const engine::card_instance& first = st().card(found.front());
  return std::all_of(found.begin(), found.end(), [&](card_id c) {
    const engine::card_instance& ci = st().card(c);
    return ci.zone == first.zone && ci.zone_player == first.zone_player && ci.zone != zone::network &&
           ci.zone != zone::bonded && ci.def == first.def;
  });
}

step_failed runner::ambiguous(const checked::card_ref& r, const std::vector<card_id>& found) const {
  std::string where;
  for (card_id c : found) where += fmt::format("{}{}", where.empty() ? "" : "; ", place(c));
  // The example names the first of them by its player and, in a network, its cell: it picks
  // that one (blind rules batch 106: `"X" at 1,0` matched one in each network).
  const engine::card_instance& first = st().card(found.front());
  const std::string mine = fmt::format("{}'s \"{}\"", player_name(first.zone_player), r.name);
  const std::string example =
      first.zone == engine::zone::network ? fmt::format("{} at {},{}", mine, first.x, first.y) : mine;
  return step_failed{fmt::format("{} is ambiguous: {} cards match ({}); say which, e.g. {}", ref_text(r), found.size(), where, example)};
}

std::vector<card_id> runner::pile(int player, zone z) const {
  const engine::player_state& ps = st().player(static_cast<player_id>(player));
  std::vector<card_id> out;
  switch (z) {
    case zone::main_deck: out.assign(ps.main_deck.begin(), ps.main_deck.end()); break;
    case zone::resource_deck: out.assign(ps.resource_deck.begin(), ps.resource_deck.end()); break;
    case zone::hand: out.assign(ps.hand.begin(), ps.hand.end()); break;
    case zone::open_market: out.assign(ps.open_market.begin(), ps.open_market.end()); break;
    case zone::annihilated: out.assign(ps.annihilated.begin(), ps.annihilated.end()); break;
    default:
      for (card_id c : ps.network.cells)
        if (c != no_card) out.push_back(c);
      return out;
  }
  std::reverse(out.begin(), out.end());  // engine piles keep their top at the back
  return out;
}

// Two options of one name are told apart as an answer names them: a card in a network by
// its network and cell (`Nick's "Foe" at 1,0`), any other by where it is.
std::string runner::option_name(card_id c, const std::vector<card_id>& cards) const {
  const std::string& name = st().def(c).name;
  const bool shared = std::any_of(cards.begin(), cards.end(), [&](card_id o) { return o != c && st().def(o).name == name; });
  if (!shared) return fmt::format("\"{}\"", name);
  const engine::card_instance& ci = st().card(c);
  if (ci.zone == zone::network) return fmt::format("{}'s \"{}\" at {},{}", player_name(ci.zone_player), name, ci.x, ci.y);
  return fmt::format("\"{}\" ({})", name, place(c));
}

std::string runner::names(const std::vector<card_id>& cards) const {
  std::string out;
  for (card_id c : cards) out += (out.empty() ? "" : ", ") + option_name(c, cards);
  return "{ " + out + (out.empty() ? "}" : " }");
}

}  // namespace megacorp::scenario_run
