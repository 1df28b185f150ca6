// Placing cards directly and starting play mid-game.
#include "engine/position.hpp"

#include "engine/rules.hpp"

#include "engine/flow.hpp"
#include "engine/invariants.hpp"
#include "engine/network_graph.hpp"
#include "engine/ops.hpp"

#include <fmt/format.h>

namespace engine {

namespace {
// A position that breaks an engine invariant is a problem of the setup, not a bug.
void add_invariant_problem(const state& s, std::vector<std::string>& problems) {
  try {
    check_invariants(s);
  } catch (const invariant_violation& e) {
    problems.emplace_back(e.what());
  }
}
}  // namespace


position::position(std::shared_ptr<const card_db> db, std::shared_ptr<const card_behaviour> behaviour, int players,
                   rules_options rules, std::uint64_t seed) {
  s_.db = std::move(db);
  s_.behaviour = std::move(behaviour);
  s_.rules = rules;
  s_.rng.reseed(seed);
  s_.players.resize(static_cast<std::size_t>(players));
}

card_id position::add(def_id d, player_id owner, zone z, player_id zone_player) {
  card_instance ci;
  ci.def = d;
  ci.owner = ci.controller = owner;
  ci.zone = z;
  ci.zone_player = zone_player;
  return s_.add_card(ci);
}

void position::add_pile(player_id p, zone z, const std::vector<def_id>& top_first) {
  player_state& ps = s_.player(p);
  card_pile* pile = z == zone::main_deck       ? &ps.main_deck
                               : z == zone::resource_deck ? &ps.resource_deck
                               : z == zone::hand          ? &ps.hand
                               : z == zone::open_market   ? &ps.open_market
                                                          : &ps.annihilated;
  // Piles keep their top at the back.
  for (auto it = top_first.rbegin(); it != top_first.rend(); ++it) pile->push_back(add(*it, p, z, p));
}

card_id position::add_to_network(def_id d, player_id owner, player_id network, cell at) {
  const card_id c = add(d, owner, zone::network, network);
  s_.card(c).controller = network;
  s_.card(c).deployed_by = network;  // a card set in a network stands for one its controller played
  s_.card(c).x = static_cast<std::int8_t>(at.x);
  s_.card(c).y = static_cast<std::int8_t>(at.y);
  s_.player(network).network.cells[network_grid::index(at)] = c;
  if ((*s_.db)[d].is(card_type::business) && at == cell{0, 0}) s_.player(network).business = c;
  return c;
}

card_id position::add_bonded(def_id d, player_id owner, card_id host) {
  const card_id c = add(d, owner, zone::bonded, s_.card(host).zone_player);
  s_.card(c).host = host;
  s_.card(c).controller = s_.card(host).controller;
  return c;
}

std::vector<std::string> position::start(player_id active, phase ph, int turn_number, event_log* log) {
  std::vector<std::string> problems;
  const int n = s_.player_count();
  for (player_id p = 0; p < n; ++p)
    if (s_.player(p).business == no_card) problems.push_back(fmt::format("player {} has no business at 0,0", p + 1));
  if (s_.cards.size() >= no_card) problems.push_back("too many cards in one game");
  if (!problems.empty()) return problems;
  if (ph == phase::bidding || ph == phase::mulligan) return start_setup(active, ph, log);

  // Turn k (from 1) belongs to seat (first + k - 1) mod n.
  s_.first_player = static_cast<player_id>(((active - (turn_number - 1)) % n + n) % n);
  for (int k = 1; k < turn_number; ++k) ++s_.player(static_cast<player_id>((s_.first_player + k - 1) % n)).turns_completed;
  for (player_id p = 0; p < n; ++p) {
    s_.player(p).bid = 0;
    s_.player(p).hand_kept = true;
    s_.initial_money += s_.player(p).money;
  }
  s_.active = active;
  // Cards that start orphaned have not "become" orphaned: no trigger for them.
  for (player_id p = 0; p < n; ++p) {
    const cell_set lost = orphaned_cells(s_, p);
    for (int i = 0; i < network_cells; ++i)
      if (const card_id c = s_.player(p).network.cells[i]; c != no_card) s_.card(c).orphaned = lost.test(static_cast<std::size_t>(i));
  }
  if (ph == phase::accounting) {
    // The turn begins: it counts this turn and runs the Accounting Phase up to a decision
    // (card text asking at the beginning of the turn leaves its question pending).
    s_.turn_number = turn_number - 1;
    begin_turn(s_, active, log);
  } else {
    ops o(s_, log);
    s_.turn_number = turn_number;
    o.set_phase(ph, active, rule::start_position);
  }
  add_invariant_problem(s_, problems);
  return problems;
}

std::vector<std::string> position::start_setup(player_id active, phase ph, event_log* log) {
  std::vector<std::string> problems;
  // 001 Beginning of the game: the business and its founder are put onto the network once
  // every hand is kept; until then they are set aside.
  for (player_id p = 0; p < s_.player_count(); ++p) {
    network_grid& g = s_.player(p).network;
    for (int i = 0; i < network_cells; ++i) {
      const card_id c = g.cells[i];
      if (c == no_card) continue;
      const cell at = network_grid::at_index(i);
      const bool founder = at == cell{1, 0} && s_.def(c).is(card_type::founder) && s_.card(c).owner == p;
      if (!(at == cell{0, 0}) && !founder)
        problems.push_back(fmt::format("player {}: before the game begins a network holds only the business at 0,0 "
                                       "and its founder at 1,0 (001 Beginning of the game)", p + 1));
      if (!s_.pile_under(c).empty()) problems.push_back(fmt::format("player {}: a pile before the game begins", p + 1));
      g.cells[i] = no_card;
      card_instance& ci = s_.card(c);
      s_.set_zone(c, zone::set_aside);
      ci.x = ci.y = 0;
      ci.engaged = false;
      ci.damage.fill(0);
      ci.counters = 0;
    }
    player_state& ps = s_.player(p);
    ps.bid = ph == phase::bidding ? -1 : 0;
    ps.hand_kept = false;
    s_.initial_money += ps.money;
  }
  if (!problems.empty()) return problems;
  s_.turn_number = 0;
  ops o(s_, log);
  if (ph == phase::bidding) {
    flow::open_bidding(o);
  } else {
    // The bids are over: `active` goes first.
    s_.first_player = s_.active = active;
    o.set_phase(phase::mulligan, active, rule::start_position);
  }
  add_invariant_problem(s_, problems);
  return problems;
}

}  // namespace engine
