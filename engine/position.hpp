// Building a game at any position, for scenarios and tests: cards are placed straight
// into zones and network cells, then play starts at a given turn and phase.
#pragma once

#include "engine/event_log.hpp"
#include "engine/state.hpp"

#include <array>
#include <memory>
#include <string>
#include <vector>

namespace engine {

class position {
 public:
  position(std::shared_ptr<const card_db> db, std::shared_ptr<const card_behaviour> behaviour, int players,
           rules_options rules, std::uint64_t seed);

  // A pile of player p (deck, hand, open market, annihilated), listed top first.
  void add_pile(player_id p, zone z, const std::vector<def_id>& top_first);
  // A card at a cell of `network`'s network, controlled by that player and owned by `owner`.
  card_id add_to_network(def_id d, player_id owner, player_id network, cell at);
  // A card bonded under `host` (a card in a network), added below the pile's cards so far.
  card_id add_bonded(def_id d, player_id owner, card_id host);
  card_instance& card(card_id c) { return s_.card(c); }
  player_state& player(player_id p) { return s_.player(p); }

  // Starts play in `ph` of `active`'s turn number `turn_number` (1 is the game's first).
  // The first player is whoever makes the turn numbers fit, seats taking turns in order,
  // and each player has completed the turns that implies. In the Accounting Phase the
  // turn runs from its beginning up to the first decision. Returns the problems that make
  // the position impossible (empty when it is a legal position).
  // `ph` may also be phase::bidding (before the bids; `active` is not used) or
  // phase::mulligan (the bids are over and `active` goes first): each network must then
  // hold only the business at 0,0 and its founder at 1,0, which are set aside until every
  // hand is kept (001 Beginning of the game); hands and decks are as given.
  std::vector<std::string> start(player_id active, phase ph, int turn_number, event_log* log);

  const state& st() const { return s_; }
  state& st() { return s_; }

 private:
  card_id add(def_id d, player_id owner, zone z, player_id zone_player);
  std::vector<std::string> start_setup(player_id active, phase ph, event_log* log);
  state s_;
};

}  // namespace engine
