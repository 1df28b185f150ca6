// Deck rules and a new game (001 Making a Deck, Beginning of the game).
#pragma once

#include "engine/event_log.hpp"
#include "engine/rules_options.hpp"
#include "engine/state.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace engine {

struct deck_list {
  def_id business = 0;
  def_id founder = 0;
  std::vector<def_id> main;      // blue backs
  std::vector<def_id> resource;  // green backs
};

// Every way the deck breaks the deck rules, as sentences; empty when legal.
std::vector<std::string> validate_deck(const deck_list& deck, const card_db& db);

struct new_game_result {
  std::optional<state> game;
  std::vector<std::string> problems;  // deck and player-count problems
};

// Two to four players. Shuffles every deck with the state's RNG and starts bidding
// (or, with bid_variant::no_bidding_random, picks the first player and deals).
new_game_result new_game(std::shared_ptr<const card_db> db, std::shared_ptr<const card_behaviour> behaviour,
                         const std::vector<deck_list>& decks, std::uint64_t seed, rules_options rules = {},
                         event_log* log = nullptr);

}  // namespace engine
