#include "grammar/hint_text.hpp"

#include <algorithm>
#include <string>

#include <fmt/format.h>

namespace megacorp::hint_text {

bool word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '\'';
}

// Whether w is a number written in digits.
bool all_digits(std::string_view w) {
  return !w.empty() && std::all_of(w.begin(), w.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
}

// The words of text[begin, end), with where each starts.
std::vector<word> words_in(std::string_view text, std::size_t begin, std::size_t end) {
  std::vector<word> out;
  for (std::size_t i = begin; i < end;) {
    if (!word_char(text[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < end && word_char(text[j])) ++j;
    out.push_back({text.substr(i, j - i), i});
    i = j;
  }
  return out;
}

std::size_t word_index(const std::vector<word>& ws, std::size_t at) {
  for (std::size_t i = 0; i < ws.size(); ++i)
    if (ws[i].at == at) return i;
  return ws.size();
}

std::size_t word_before(std::string_view text, const std::vector<word>& ws, std::size_t at) {
  std::size_t end = at;
  while (end > 0 && text[end - 1] == ' ') --end;
  for (std::size_t i = 0; i < ws.size(); ++i)
    if (ws[i].at + ws[i].text.size() == end) return i;
  return ws.size();
}

std::vector<std::string_view> split(std::string_view s) {
  std::vector<std::string_view> out;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t j = s.find(' ', i);
    if (j == std::string_view::npos) j = s.size();
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j + 1;
  }
  return out;
}

// The card text of the line holding `at`: [begin, end), a trailing comment ('# ', '//') left out.
std::pair<std::size_t, std::size_t> code_of_line(std::string_view text, std::size_t at) {
  const std::size_t begin = text.rfind('\n', at) == std::string_view::npos ? 0 : text.rfind('\n', at) + 1;
  std::size_t end = std::min(text.find('\n', at), text.size());
  for (std::string_view mark : {"# ", "//"})
    if (const std::size_t c = text.substr(0, end).find(mark, begin); c != std::string_view::npos && c >= at) end = c;
  return {begin, end};
}

// Where the code of `at`'s line starts, when it starts with `opening` (`rule:`, `keywords:`,
// `if `): the hints that read a line by its first word; npos otherwise.
std::size_t line_opening(std::string_view text, std::size_t at, std::string_view opening) {
  const auto [begin, end] = code_of_line(text, at);
  const std::size_t first = text.find_first_not_of(' ', begin);
  return first != std::string_view::npos && first < end && text.substr(first).starts_with(opening) ? first
                                                                                                   : std::string_view::npos;
}

// The first of `phrases` in text[begin, end) as whole words, with where it starts; npos when none.
std::pair<std::size_t, std::string_view> find_words(std::string_view text, std::size_t begin, std::size_t end,
                                                    std::initializer_list<std::string_view> phrases) {
  for (std::string_view p : phrases)
    for (std::size_t i = text.substr(0, end).find(p, begin); i != std::string_view::npos; i = text.substr(0, end).find(p, i + 1))
      if ((i == 0 || !word_char(text[i - 1])) && (i + p.size() >= text.size() || !word_char(text[i + p.size()])))
        return {i, p};
  return {std::string_view::npos, {}};
}

// The first of `phrases` on the code of `at`'s line whose words hold `at` (the slip the
// parser stopped at lies inside it), or npos.
std::pair<std::size_t, std::string_view> phrase_at(std::string_view text, std::size_t at,
                                                   std::initializer_list<std::string_view> phrases) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, phrases);
  if (found == std::string_view::npos || at < found || at > found + words.size()) return {std::string_view::npos, {}};
  return {found, words};
}

refined_error phrase_fixed(std::size_t found, std::string_view words, std::string_view message, std::string fix) {
  std::string said = fmt::format("{}; did you mean '{}'?", message, fix);
  return refined_error{found, found + words.size(), std::move(said), found, found + words.size(), std::move(fix)};
}

std::optional<refined_error> phrase_with_fix(std::string_view text, std::size_t at,
                                             std::initializer_list<std::string_view> phrases, std::string_view message,
                                             std::string_view fix) {
  const auto [found, words] = phrase_at(text, at, phrases);
  if (found == std::string_view::npos) return std::nullopt;
  return phrase_fixed(found, words, message, std::string(fix));
}

std::optional<refined_error> phrase_on_line(std::string_view text, std::size_t at,
                                            std::initializer_list<std::string_view> phrases, std::string_view message) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, phrases);
  if (found == std::string_view::npos || found + words.size() < at) return std::nullopt;
  return refined_error{found, found + words.size(), std::string(message), 0, 0, {}};
}

std::optional<refined_error> phrase_with_message(std::string_view text, std::size_t at,
                                                 std::initializer_list<std::string_view> phrases, std::string_view message) {
  const auto [found, words] = phrase_at(text, at, phrases);
  if (found == std::string_view::npos) return std::nullopt;
  return refined_error{found, found + words.size(), std::string(message), 0, 0, {}};
}

}  // namespace megacorp::hint_text
