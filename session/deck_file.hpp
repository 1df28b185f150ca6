// Decks from a file the page uploads (docs/play.md, "Decks from a file"): the file holds
// decks of the server's cards and nothing else, checked as `megacorp check` checks a deck
// (001 Where Business is War: the deck rules, each error with its line and column).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "ir/checked.hpp"
#include "library/library.hpp"

namespace megacorp::session {

// The most a deck file's text may hold (the server's body limit is lower).
inline constexpr std::size_t max_deck_file_chars = 1 << 20;

struct uploaded_decks {
  std::vector<checked::deck> decks;   // the file's decks, in its order, when it checks
  std::vector<std::string> problems;  // otherwise the checker's messages (`decks.mc:LINE:COL: error: ...`) or what is missing
};

uploaded_decks read_deck_file(const library& lib, const std::string& text);

// The deck named `name`: the file's first, then the library's; null if neither has it.
const checked::deck* find_deck(const uploaded_decks& file, const library& lib, const std::string& name);

// What to say of a name neither has: the library's message, and the file's decks if any.
std::string no_such_deck(const uploaded_decks& file, const library& lib, const std::string& name);

}  // namespace megacorp::session
