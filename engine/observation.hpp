// A player's view of the game (docs/design.md, hidden information): other hands, every deck's
// order and other players' sealed bids are hidden; everything public is shown.
#pragma once

#include "engine/state.hpp"

#include <optional>
#include <vector>

namespace engine {

struct card_view {
  card_id id = no_card;
  def_id def = 0;
  player_id owner = 0, controller = 0;
  bool engaged = false;
  std::array<std::int16_t, trait_count> damage{};
  std::int16_t counters = 0;
  card_id host = no_card;  // for a bonded card: the top of its pile
  cell at{};
  // The next-time replacements waiting on it (state::shields; docs/rulings.md, The next time):
  // public, as the text that made them was.
  std::int16_t shields = 0;
  friend bool operator==(const card_view&, const card_view&) = default;
};

struct player_view {
  amount money = 0;
  std::array<amount, trait_count> pool{};
  std::size_t main_deck_size = 0, resource_deck_size = 0, hand_size = 0;
  std::vector<card_view> hand;         // only the observer's own hand
  std::vector<card_view> open_market;  // bottom first, top last (public)
  std::vector<card_view> annihilated;  // public
  std::vector<card_view> network;      // tops and bonded cards, by card id
  // Cards of the hand (another player's) and decks that card text revealed, still where
  // they were revealed (card_instance::shown), by card id.
  std::vector<card_view> shown;
  bool has_bid = false;
  int bid = -1;                        // the observer's own sealed bid only
  int mulligans = 0;
  bool hand_kept = false;
  int turns_completed = 0;
  bool lost = false;
  loss_reason why_lost = loss_reason::none;
  friend bool operator==(const player_view&, const player_view&) = default;
};

struct observation {
  player_id observer = 0;
  engine::phase phase = phase::bidding;
  accounting_step step = accounting_step::none;
  player_id active = 0, first_player = 0, winner = no_player;
  int turn_number = 0, bid_ties = 0;
  bool sold_this_turn = false;
  std::optional<card_view> revealed;  // the revealed resource is public
  // A question card text asks mid-action (engine/decision.hpp): who is asked is public;
  // the question itself (its options may be cards of a hidden deck) only to that player.
  player_id asked = no_player;
  std::optional<choice_request> question;
  std::vector<card_id> picked;
  std::vector<player_view> players;
  friend bool operator==(const observation&, const observation&) = default;
};

observation observe(const state& s, player_id observer);

}  // namespace engine
