// Decks from an uploaded file (session/deck_file.hpp).
#include "session/deck_file.hpp"

#include <fmt/format.h>

#include "library/game_decks.hpp"

#include "session/upload.hpp"

namespace megacorp::session {

uploaded_decks read_deck_file(const library& lib, const std::string& text) {
  uploaded_decks out;
  checked_upload read = check_upload(lib, "decks.mc", text, max_deck_file_chars);
  out.problems = std::move(read.problems);
  if (!out.problems.empty()) return out;
  const library& with = *read.with;
  if (const std::string extra = added_besides(lib, with, "deck"); !extra.empty()) {
    out.problems.push_back(fmt::format("the file writes {} of its own; a deck file holds decks of the server's cards (a "
                                       "card of your own comes with `megacorp serve --mod DIR`)", extra));
    return out;
  }
  // A name the library also has is the checker's error, so the file's decks are the others.
  for (const auto& d : with.decks())
    if (!lib.find_deck(d->name)) out.decks.push_back(*d);
  if (out.decks.empty()) out.problems.push_back("the file holds no deck (`deck \"NAME\" { business: ... }`, docs/language.md)");
  return out;
}

const checked::deck* find_deck(const uploaded_decks& file, const library& lib, const std::string& name) {
  for (const checked::deck& d : file.decks)
    if (d.name == name) return &d;
  return lib.find_deck(name);
}

std::string no_such_deck(const uploaded_decks& file, const library& lib, const std::string& name) {
  const std::string said = megacorp::no_such_deck(lib, name);
  if (file.decks.empty()) return said;
  std::vector<std::string> names;
  for (const checked::deck& d : file.decks) names.push_back(fmt::format("\"{}\"", d.name));
  return fmt::format("{}; the deck file's are {}", said, fmt::join(names, ", "));
}

}  // namespace megacorp::session
