// Reading the text around a syntax error, for the hints that give a clearer message
// (syntax_hints.cpp, phrasing_hints.cpp): its words, its line, and phrases in it.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "grammar/syntax_hints.hpp"

namespace megacorp::hint_text {

// A letter, a digit, '_' or an apostrophe: a character of a word.
bool word_char(char c);

struct word {
  std::string_view text;
  std::size_t at;
};

// Whether w is a number written in digits.
bool all_digits(std::string_view w);

// The words of text[begin, end), with where each starts.
std::vector<word> words_in(std::string_view text, std::size_t begin, std::size_t end);

// The word of `ws` that starts at `at`, or ws.size(). A hint's error is never after `at`:
// the parser's probes (completion, the unknown word) read a later place as a word taken.
std::size_t word_index(const std::vector<word>& ws, std::size_t at);

// The word of `ws` that ends where text[.., at) does but for spaces, or ws.size().
std::size_t word_before(std::string_view text, const std::vector<word>& ws, std::size_t at);

// s split at its spaces.
std::vector<std::string_view> split(std::string_view s);

// The card text of the line holding `at`: [begin, end), a trailing comment ('# ', '//') left out.
std::pair<std::size_t, std::size_t> code_of_line(std::string_view text, std::size_t at);

// Where the code of `at`'s line starts, when it starts with `opening`; npos otherwise.
std::size_t line_opening(std::string_view text, std::size_t at, std::string_view opening);

// The first of `phrases` in text[begin, end) as whole words, with where it starts; npos when none.
std::pair<std::size_t, std::string_view> find_words(std::string_view text, std::size_t begin, std::size_t end,
                                                    std::initializer_list<std::string_view> phrases);

// The first of `phrases` on the code of `at`'s line whose words hold `at` (the slip the
// parser stopped at lies inside it), or npos.
std::pair<std::size_t, std::string_view> phrase_at(std::string_view text, std::size_t at,
                                                   std::initializer_list<std::string_view> phrases);

// Where one of `phrases` stands on the line of `at`, ending at or after it (the parser may
// stop before the phrase that misled it): `message`, no fix.
std::optional<refined_error> phrase_on_line(std::string_view text, std::size_t at,
                                            std::initializer_list<std::string_view> phrases, std::string_view message);

// The phrase found at `found`, `words` long, replaced by `fix`: `message`, then "; did you
// mean 'FIX'?".
refined_error phrase_fixed(std::size_t found, std::string_view words, std::string_view message, std::string fix);
// Where one of `phrases` holds `at`: `message`, then "; did you mean 'FIX'?", its fix the
// phrase replaced by `fix`.
std::optional<refined_error> phrase_with_fix(std::string_view text, std::size_t at,
                                             std::initializer_list<std::string_view> phrases, std::string_view message,
                                             std::string_view fix);
// The same with no fix: the message alone, over the phrase.
std::optional<refined_error> phrase_with_message(std::string_view text, std::size_t at,
                                                 std::initializer_list<std::string_view> phrases, std::string_view message);

}  // namespace megacorp::hint_text
