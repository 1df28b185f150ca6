// The random agent (agents/random_agent.hpp): a weighted draw among the actions a careful player keeps.
#include "agents/random_agent.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "engine/network.hpp"
#include "engine/rules.hpp"

namespace megacorp {

using engine::action;
using engine::action_kind;

int action_weight(action_kind k) {
  switch (k) {
    case action_kind::attack:
    case action_kind::buy:
    case action_kind::buy_revealed:
    case action_kind::pay_upkeep:
    case action_kind::keep_hand: return 6;
    case action_kind::pass:
    case action_kind::bottom_revealed: return 2;
    // Card text's questions: yes or no evenly; a card, a place or a player three times in
    // four where declining is allowed (declining also ends a choice of several cards).
    case action_kind::choose:
    case action_kind::choose_cell:
    case action_kind::choose_player: return 3;
    case action_kind::choose_amount: return 1;  // one among many amounts
    case action_kind::choose_mode: return 1;    // the modes evenly (never declined)
    case action_kind::concede: return 0;
    default: return 1;  // bids, mulligans, declining upkeep, selling, combat answers
  }
}

namespace {

// Money the agent keeps after buying: at 0M at the End Phase a player loses (001 Winning).
constexpr int reserve = 1;

// Whether producing helps: a card in hand is affordable in money (keeping the reserve) but needs
// traits the pool lacks. Producing engages the card, and an engaged card earns no cashflow.
bool wants_traits(const engine::state& s, engine::player_id p) {
  const engine::player_state& ps = s.player(p);
  for (engine::card_id c : ps.hand) {
    const engine::cost& price = s.def(c).cost;
    if (price.money > ps.money - reserve) continue;
    for (std::size_t t = 0; t < engine::trait_count; ++t)
      if (price.traits[t] > ps.pool[t]) return true;
  }
  return false;
}

// Whether attacking with card c could orphan its own business (001 End Phase: a business
// with no card docked to it loses): c is the only card docked to it.
bool guards_business(const engine::state& s, engine::card_id c) {
  const engine::player_state& own = s.player(s.card(c).controller);
  if (own.business == engine::no_card || s.card(own.business).zone != engine::zone::network) return false;
  const engine::card_instance& b = s.card(own.business);
  const engine::card_instance& a = s.card(c);
  if (a.zone != engine::zone::network || a.zone_player != b.zone_player) return false;
  const engine::network_grid& grid = s.player(b.zone_player).network;
  return std::abs(a.x - b.x) + std::abs(a.y - b.y) == 1 && engine::occupied_neighbours(grid, s.cell_of(own.business)) == 1;
}

// Action kinds counted one by one; any kind added to the engine later shares the last slot.
constexpr std::size_t kinds = static_cast<std::size_t>(action_kind::begin_turn) + 1;
std::size_t slot(action_kind k) { return std::min(static_cast<std::size_t>(k), kinds); }

}  // namespace

// Actions a careful player leaves alone while anything else is on offer.
bool reckless(const engine::state& s, const action& a) {
  const engine::amount money = s.player(a.player).money;
  switch (a.kind) {
    case action_kind::bid: return a.value > 2;
    case action_kind::attack: return a.network == a.player || guards_business(s, a.card);
    case action_kind::produce: return !wants_traits(s, a.player);
    case action_kind::sell:  // only to stay afloat (001 Winning: no money), never the business
      return money > 0 || s.def(a.card).is(engine::card_type::business);
    case action_kind::buy:
      if (a.network == engine::no_player) return false;  // a buy-out wins the game
      if (a.network != a.player) return true;             // deploys into another player's network
      if (a.value == 1) return false;                     // for free: nothing to keep in reserve
      [[fallthrough]];
    case action_kind::buy_revealed: return engine::buy_price(s, a.card).amount.money > money - reserve;
    default: return false;
  }
}

void activations_this_turn::look_at(const engine::state& s) {
  if (s.turn_number != turn_) turn_ = s.turn_number, activated_.clear();
}

bool activations_this_turn::used(const action& a) const {
  return a.kind == action_kind::activate &&
         std::find(activated_.begin(), activated_.end(), std::pair{a.card, a.value}) != activated_.end();
}

void activations_this_turn::note(const action& a) {
  if (a.kind == action_kind::activate) activated_.emplace_back(a.card, a.value);
}

std::vector<action> activations_this_turn::fresh(const engine::state& s, const std::vector<action>& legal) {
  look_at(s);
  std::vector<action> out;
  for (const action& a : legal)
    if (!used(a)) out.push_back(a);
  return out.empty() ? legal : out;
}

action random_agent::pick(const engine::state& s, const std::vector<action>& legal) {
  activations_.look_at(s);
  const action a = pick_among(s, legal);
  activations_.note(a);
  return a;
}

action random_agent::pick_among(const engine::state& s, const std::vector<action>& legal) {
  std::vector<const action*> options;
  for (const action& a : legal)
    if (action_weight(a.kind) > 0 && !(careful_ && reckless(s, a)) && !activations_.used(a)) options.push_back(&a);
  if (options.empty())
    for (const action& a : legal)
      if (action_weight(a.kind) > 0) options.push_back(&a);
  if (options.empty()) return legal.front();  // only conceding is left: the engine offers it alone
  // Weights per kind on offer, in action_kind order so the draw is the same everywhere.
  std::array<int, kinds + 1> count{};
  for (const action* a : options) ++count[slot(a->kind)];
  std::uint64_t total = 0;
  for (std::size_t k = 0; k <= kinds; ++k)
    if (count[k]) total += static_cast<std::uint64_t>(action_weight(static_cast<action_kind>(k)));
  std::uint64_t draw = rng_.below(total);
  std::size_t kind = 0;
  for (; kind <= kinds; ++kind) {
    if (!count[kind]) continue;
    const auto w = static_cast<std::uint64_t>(action_weight(static_cast<action_kind>(kind)));
    if (draw < w) break;
    draw -= w;
  }
  std::uint64_t nth = rng_.below(static_cast<std::uint64_t>(count[kind]));
  for (const action* a : options)
    if (slot(a->kind) == kind && nth-- == 0) return *a;
  return *options.front();
}

}  // namespace megacorp
