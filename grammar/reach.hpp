// How far the parser reads a text: what completion and "did you mean" ask it (issue 31).
// A word is offered only where the parser takes it, so the editor and the parser never
// disagree on what may stand at a place.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "grammar/syntax_hints.hpp"

namespace megacorp {

// How far the parser reads `text` (whole forms, as in a file) before it stops: the furthest
// byte a word of the language (`deal`, `controls`, `IQ`) ends at, and the furthest byte any
// rule (a name, a number, an upper-case keyword name) ends at. Words of an item (a field,
// an ability) that begins at or after `item_floor` do not count.
struct parse_reach {
  std::size_t word = 0;
  std::size_t any = 0;
};
parse_reach reach(std::string_view text, std::size_t item_floor = std::string_view::npos);

// How far the parser reads the form that starts at `form` in `text` (and the forms after
// it, if it parses): parse() asks it of a form that failed, read again with the bookkeeping
// that its first reading goes without, so it fails at the same place.
parse_reach form_reach(std::string_view text, std::size_t form);

// Where parse() reports the error of the form at `form` that the parser stopped in at
// `raised` (a must<>'s place, `message` and `rule` its), having read it up to `read`
// (form_reach, every item counted): at `raised`, at refine_error's place, or at the word
// no rule took (the error at the unknown word). The one place that says how far a text is
// parseable: parse() puts its errors there (but for the errors after a file's first 16,
// which stay at `raised`) and accepts() keeps a word only if it is not before its end.
std::size_t error_place(std::string_view text, std::size_t form, std::size_t raised, const char* message, expected_rule rule,
                        parse_reach read, const parse_vocabulary& words);

// Whether the parser takes `word` right after `before` (text from a form's start): it reads
// through the word's last byte, as a word of the language (`literal`: not a parameter's or
// a phrase's free word) or by any rule. In the middle of a line (not after `{`), the word
// must continue the line's item: a field or an ability starts a line. Completion and "did
// you mean" keep only such words.
bool accepts(std::string_view before, std::string_view word, bool literal);

namespace grammar {
// Every word of the language the grammar spells out (`deal`, `controls`, `IQ`, `M`), each
// once, in the order a walk of the grammar meets them: the candidates of completion and of
// "did you mean" at a syntax error, each kept only where the parser accepts it.
const std::vector<std::string>& all_words();
}  // namespace grammar

}  // namespace megacorp
