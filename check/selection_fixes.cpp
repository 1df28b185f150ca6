#include "check/selection_fixes.hpp"

#include <cctype>
#include <string>

namespace megacorp::selection_fixes {

namespace {

bool starts_with_vowel(std::string_view text) {
  return !text.empty() && std::string_view("aeiou").find(text.front()) != std::string_view::npos;
}

// Replaces `length` bytes at `offset` of the selection at `d.where` with `text`.
void edit(diagnostic& d, std::size_t offset, std::size_t length, std::string text) {
  const auto begin = static_cast<std::uint32_t>(d.where.begin + offset);
  d.fix = text_edit{span{d.where.file, begin, static_cast<std::uint32_t>(begin + length)}, std::move(text)};
}

// The length of `up to N ` at the start of `text`, or 0.
std::size_t up_to_length(std::string_view text) {
  constexpr std::string_view head = "up to ";
  if (!text.starts_with(head)) return 0;
  std::size_t i = head.size();
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
  return i > head.size() && i < text.size() && text[i] == ' ' ? i + 1 : 0;
}

}  // namespace

void target_to_article(diagnostic& d, std::string_view selection) {
  constexpr std::string_view word = "target ";
  if (!selection.starts_with(word) || selection.size() == word.size()) return;
  edit(d, 0, word.size() - 1, starts_with_vowel(selection.substr(word.size())) ? "an" : "a");
}

std::string untargeted(std::string_view selection) {
  constexpr std::string_view word = "target ";
  if (selection.starts_with(word) && selection.size() > word.size()) {
    const std::string_view rest = selection.substr(word.size());
    return (starts_with_vowel(rest) ? "an " : "a ") + std::string(rest);
  }
  std::string out(selection);  // `2 target cards`, `up to 2 target cards`: the word dropped
  if (const std::size_t at = out.find(" target "); at != std::string::npos) out.erase(at, word.size());
  return out;
}

void add_bonded(diagnostic& d, std::string_view selection) {
  for (std::string_view word : {"target ", "an "})
    if (selection.starts_with(word)) return edit(d, 0, word.size() - 1, "a bonded");
  for (std::string_view word : {"a ", "each ", "every "})
    if (selection.starts_with(word)) return edit(d, word.size(), 0, "bonded ");
  if (std::size_t n = up_to_length(selection)) edit(d, n, 0, "bonded ");
}

void replace(diagnostic& d, const span& where, std::string_view replacement) {
  if (where.file != d.where.file || where.end < where.begin) return;
  d.fix = text_edit{span{where.file, where.begin, end_of_tokens(where)}, std::string(replacement)};
}

}  // namespace megacorp::selection_fixes
