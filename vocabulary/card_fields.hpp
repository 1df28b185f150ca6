// A card's fields (`type:`, `cost:`, ..., `flavour:`, `art:`): one record each, in the order
// `megacorp fmt` writes them (docs/vocabulary.md, section 1; the LSP hovers a field's name
// with its row). The grammar parses them (grammar/grammar.hpp, card_item); the checker's
// list of field names for a misspelt one is this table's.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "grammar/syntax.hpp"
#include "vocabulary/doc_record.hpp"

namespace megacorp::card_fields {

struct field_doc {
  syntax::kind kind;  // the field's node
  const char* name;   // as written, without ':' (a field with two spellings: its first)
  // `words`: the field as the row shows it; `engine`: its value; `does`: what the game does
  // with it and whether a card needs it; the example is the field's line in a card.
  doc_record doc;
};
// Every field's record, in the canonical order.
std::span<const field_doc> all();
// The fields' names (for "did you mean"), in that order.
std::vector<std::string> names();

// A deck's fields (grammar/grammar.hpp, deck_item), all required, in the order the library
// writes them and `megacorp show` prints them; deck_names()[i] is field i's name.
enum class deck_field : std::uint8_t { business, founder, resources, main };
std::span<const char* const> deck_names();

}  // namespace megacorp::card_fields
