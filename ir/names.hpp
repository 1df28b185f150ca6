// Small helpers for names: normalising, unescaping, and "did you mean" suggestions.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "grammar/suggest.hpp"  // closest_finder

namespace megacorp {

// The text of a string literal without quotes, with escapes resolved.
std::string unquote(std::string_view literal);
// A string literal for `text`: in double quotes, with '"' and '\\' escaped.
std::string quote(std::string_view text);
// Upper case, runs of blanks collapsed to one space: "DISASTER  LEVEL" -> "DISASTER LEVEL".
std::string normalize_keyword(std::string_view text);
// A tag without its '#', upper case.
std::string normalize_tag(std::string_view text);
// The same as a view, with no string made for a tag written upper case (as most are): of
// `text` itself, else of `buffer`, filled.
std::string_view normalized_tag(std::string_view text, std::string& buffer);
// normalize_keyword as a view: of `text` itself when it is normal already (as most keyword
// names are), else of `buffer`, filled.
std::string_view normalized_keyword(std::string_view text, std::string& buffer);
// The closest candidate within a small edit distance, or "" when none is close.
std::string closest(std::string_view word, const std::vector<std::string>& candidates);
std::string closest(std::string_view word, std::initializer_list<const char*> candidates);
// ", did you mean 'x'?" or "".
std::string did_you_mean(const std::string& suggestion);
// The candidate (a word or phrase of the language: a trigger, a rule, a state) that means
// what `wrote` does, by meaning_finder's rules (docs/language.md, "Synonyms"), or "".
std::string same_meaning(std::string_view wrote, const std::vector<std::string>& candidates);
// Runs of blanks (spaces, tabs, line breaks) as one space, none at the start: how the
// checker compares a phrase written over several lines or with extra spaces.
std::string collapse_blanks(std::string_view text);

}  // namespace megacorp
