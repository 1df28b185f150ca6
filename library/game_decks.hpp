// Checked library decks as the engine's deck lists (engine/setup.hpp), and a new game
// between them.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/behaviour.hpp"
#include "engine/card_def.hpp"
#include "engine/setup.hpp"
#include "ir/checked.hpp"
#include "library/library.hpp"

namespace megacorp {

struct deck_list_result {
  engine::deck_list deck;
  std::vector<std::string> problems;  // names the card database does not hold
};

// The deck's cards by def id, each entry repeated `count` times, in the deck's order.
deck_list_result make_deck_list(const checked::deck& d, const engine::card_db& db);

// What to say of a deck name the library does not hold: `no deck named "X" in the library;
// its decks are "A", "B"` (or that it holds none).
std::string no_such_deck(const library& lib, const std::string& name);

// A new game between the given library decks (seat order as given), or the problems
// that prevent it: unknown cards, then the engine's deck rules, each naming its deck.
engine::new_game_result new_deck_game(std::shared_ptr<const engine::card_db> db,
                                      std::shared_ptr<const engine::card_behaviour> behaviour,
                                      const std::vector<const checked::deck*>& decks, std::uint64_t seed,
                                      engine::rules_options rules = {}, engine::event_log* log = nullptr);

}  // namespace megacorp
