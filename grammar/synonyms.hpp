// The words authors reach for from other games and everyday English, and the language's
// word for the same thing (docs/language.md, "Synonyms", rule 3): what "did you mean"
// offers for them. Each entry names the book's word it rests on.
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace megacorp {

struct synonym {
  std::string_view wrote;    // a word or phrase the language does not take
  std::string_view means;    // the language's words for the same thing; "" for none
  std::string_view because;  // the book's word it rests on, or why there is none
  // A phrase offered wherever the parser stops inside it, its reason in the message
  // (grammar/syntax_hints.cpp, `while this is next to ...`), not only where its first word stands.
  bool inside_phrase = false;
};

// The table, in the order docs/language.md lists it.
std::span<const synonym> synonyms();

// The language's words for `wrote` (a whole word or phrase, case ignored), "" when the
// table has none: then nothing is offered for it, not even a near spelling.
std::string_view synonym_of(std::string_view wrote);

// Whether the table lists `wrote` (with or without words of the language for it).
bool listed_synonym(std::string_view wrote);

// `two` -> `2`: the digits of a number written in words, zero to twelve (case ignored), or
// "" (the language writes numbers in digits, docs/language.md, Synonyms).
std::string digits_of(std::string_view word);

}  // namespace megacorp
