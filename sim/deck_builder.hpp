// Decks drawn from the library by a seeded rule, for the ladder's decks that no agent was
// tuned on (docs/agents.md, The ladder).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engine/card_def.hpp"
#include "ir/checked.hpp"

namespace megacorp::sim {

// The deck "drawn:SEED", drawn from the card database with a splitmix64 stream seeded with
// SEED (every list below sorted by name first, so the deck depends on the library only):
// 1. the business: one of the businesses that have a founder, and that founder;
// 2. the resource deck: 5 distinct resource cards of the business's faction or of none,
//    4 copies each (20 cards; 001 The Resource Deck (Green));
// 3. the main deck, from the cards of the business's faction or of none that are neither
//    resource, business nor founder, one distinct card at a time with 1 to 4 copies (the
//    last cut to fit): characters costing at most 2M until it holds 16 (a card to dock on
//    the first turns: without one the business is orphaned, 001 End Phase), then other
//    characters until 28 (the starters hold 28 to 33), then the other cards until 40, then
//    characters again if those ran out (001 The Main Deck (Blue): at least 40 cards, at
//    most 4 copies of one).
// nullopt when the library has no business with a founder, fewer than 5 resource cards for
// the faction, or runs out of main cards before 40.
std::optional<checked::deck> draw_deck(const engine::card_db& db, std::uint64_t seed);

// The deck as card language (001 Making a deck's fields, as cards/decks.mc writes them), so
// that a drawn deck can be saved and given to simulate or play.
std::string deck_source(const checked::deck& d);

// "drawn:SEED" names a drawn deck; its seed, else nullopt.
std::optional<std::uint64_t> drawn_deck_seed(const std::string& name);

}  // namespace megacorp::sim
