// The cards named before, as an author from English names them (issue 27, blind batch 11,
// p20): `the characters among them`, `each character among them` are refused, and the form
// that means the same offered: `each of them that is a character` (docs/language.md,
// Selections: `them` with a qualifier).
#include "grammar/named_hints.hpp"

#include <algorithm>
#include <span>
#include <tuple>
#include <utility>

#include <fmt/format.h>

#include "grammar/vocabulary.hpp"

namespace megacorp {

namespace {

bool name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '\'';
}

// The word that starts at `at`, or that `at` is in.
std::pair<std::size_t, std::size_t> word_at(std::string_view text, std::size_t at) {
  std::size_t begin = at, end = at;
  while (begin > 0 && name_char(text[begin - 1])) --begin;
  while (end < text.size() && name_char(text[end])) ++end;
  return {begin, end};
}

// The word before text[at] (blanks between), as [begin, end); begin == end when none.
std::pair<std::size_t, std::size_t> word_before(std::string_view text, std::size_t at) {
  std::size_t end = at;
  while (end > 0 && text[end - 1] == ' ') --end;
  std::size_t begin = end;
  while (begin > 0 && name_char(text[begin - 1])) --begin;
  return {begin, end};
}

// The singular of a card noun (grammar.hpp `card_nouns`, each noun with its singular):
// `each of them that is a NOUN`. The shortest card noun `noun` starts with (`cards`:
// `card`; `equipment`: itself); "" for no card noun.
std::string_view singular(std::string_view noun) {
  const std::span<const std::string_view> nouns = grammar::card_noun_words();
  if (std::find(nouns.begin(), nouns.end(), noun) == nouns.end()) return {};
  std::string_view one = noun;
  for (std::string_view n : nouns)
    if (n.size() < one.size() && noun.starts_with(n)) one = n;
  return one;
}

// Where `among them` / `among those cards` stands, the word at `at` or one of the two after
// it (`the characters among them`: the parser stops at `the` or at `characters`): npos if not.
std::pair<std::size_t, std::size_t> among_at(std::string_view text, std::size_t at) {
  auto [begin, end] = word_at(text, at);
  // up to four words after (`the cards with #HUMAN among them`: the parser stops at `cards`)
  for (int next = 0; text.substr(begin, end - begin) != "among"; ++next) {
    if (next == 4) return {std::string_view::npos, 0};
    begin = end;
    while (begin < text.size() && (text[begin] == ' ' || text[begin] == '#')) ++begin;
    end = word_at(text, begin).second;
    if (end == begin) return {std::string_view::npos, 0};
  }
  for (std::string_view named : {" them", " those cards"})
    if (text.substr(end, named.size()) == named && (end + named.size() >= text.size() || !name_char(text[end + named.size()])))
      return {begin, end + named.size()};
  return {std::string_view::npos, 0};
}

}  // namespace

std::optional<refined_error> among_them(std::string_view text, std::size_t at) {
  const auto [among, stop] = among_at(text, at);
  if (among == std::string_view::npos) return std::nullopt;
  // The card noun before `among`, a qualifier between (`cards with #HUMAN among them`), which
  // follows `them` in the fix.
  std::size_t noun_begin = among, noun_end = among;
  std::string_view one;
  for (int back = 0; back < 6 && one.empty(); ++back) {
    std::tie(noun_begin, noun_end) = word_before(text, noun_begin);
    if (noun_begin == noun_end) {
      if (noun_begin == 0 || text[noun_begin - 1] != '#') return std::nullopt;
      --noun_begin;  // a #TAG: step over its sign
      continue;
    }
    one = singular(text.substr(noun_begin, noun_end - noun_begin));
  }
  if (one.empty()) return std::nullopt;
  std::string_view qualifier = text.substr(noun_end, among - noun_end);
  while (!qualifier.empty() && qualifier.back() == ' ') qualifier.remove_suffix(1);
  std::size_t start = noun_begin;
  const auto [det_begin, det_end] = word_before(text, noun_begin);
  const std::string_view det = text.substr(det_begin, det_end - det_begin);
  std::string how_many = "each of them";
  if (det == "the" || det == "each" || det == "all" || det == "every") {
    start = det_begin;
  } else if (det == "a" || det == "an" || det == "one") {
    start = det_begin;
    how_many = "one of them";
  } else if (det == "of" || (!det.empty() && std::all_of(det.begin(), det.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))) {
    // `any number of cards`, `up to 2 cards`, `2 cards`: the count stays, `of them` after it
    start = noun_begin;
    how_many = det == "of" ? "them" : "of them";
  } else if (!qualifier.empty()) {
    return std::nullopt;
  }
  const std::string_view article = one.front() == 'e' ? "an" : "a";  // event, equipment
  std::string fix = one == "card" ? how_many : fmt::format("{} that is {} {}", how_many, article, one);
  if (!qualifier.empty()) fix += std::string(qualifier);
  return refined_error{start, stop,
                       fmt::format("'{}': the cards named before are 'them', and a qualifier narrows them ('them "
                                   "that are characters'); did you mean '{}'?",
                                   text.substr(start, stop - start), fix),
                       start, stop, fix};
}

}  // namespace megacorp
