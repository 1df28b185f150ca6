#include "ir/names.hpp"

#include <algorithm>
#include <cctype>
#include <utility>

namespace megacorp {

std::string unquote(std::string_view literal) {
  if (literal.size() >= 2 && literal.front() == '"') literal = literal.substr(1, literal.size() - 2);
  if (literal.find('\\') == std::string_view::npos) return std::string(literal);  // no escapes, as most
  std::string out;
  out.reserve(literal.size());
  for (std::size_t i = 0; i < literal.size(); ++i) {
    if (literal[i] == '\\' && i + 1 < literal.size()) {
      char c = literal[++i];
      out += c == 'n' ? '\n' : c == 't' ? '\t' : c;
    } else {
      out += literal[i];
    }
  }
  return out;
}

std::string quote(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c == '\n' ? std::string("\\n") : std::string(1, c);
  }
  return out + '"';
}

std::string normalize_keyword(std::string_view text) {
  // Written through a buffer of the input's size (the output is never longer), not a
  // character at a time: this runs for every keyword and tag the checker reads.
  std::string out(text.size(), '\0');
  char* to = out.data();
  bool blank = false;
  for (char c : text) {
    if (c == ' ' || c == '\t') {
      blank = true;
      continue;
    }
    if (blank && to != out.data()) *to++ = ' ';
    blank = false;
    *to++ = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;  // as std::toupper in the C locale
  }
  out.resize(static_cast<std::size_t>(to - out.data()));
  return out;
}

std::string normalize_tag(std::string_view text) {
  if (!text.empty() && text.front() == '#') text.remove_prefix(1);
  return normalize_keyword(text);
}

std::string closest(std::string_view word, const std::vector<std::string>& candidates) {
  closest_finder f(word);
  for (const std::string& c : candidates) f.offer(c);
  return f.best();
}

std::string closest(std::string_view word, std::initializer_list<const char*> candidates) {
  return closest(word, std::vector<std::string>(candidates.begin(), candidates.end()));
}

std::string same_meaning(std::string_view wrote, const std::vector<std::string>& candidates) {
  meaning_finder f(wrote);
  for (const std::string& c : candidates) f.offer(c);
  return f.best();
}

std::string did_you_mean(const std::string& suggestion) {
  if (suggestion.empty()) return {};
  // In double quotes when it holds an apostrophe (`an opponent's`), which would seem to end single ones.
  const char q = suggestion.find('\'') == std::string::npos ? '\'' : '"';
  return ", did you mean " + (q + suggestion + q) + "?";
}

std::string collapse_blanks(std::string_view text) {
  // All four blanks are at most ' ': one comparison rules out most characters.
  auto is_blank = [](char c) { return c <= ' ' && (c == ' ' || c == '\t' || c == '\n' || c == '\r'); };
  if (std::none_of(text.begin(), text.end(), is_blank)) return std::string(text);  // one word, as most are
  std::string out(text.size(), '\0');  // never longer than the input
  char* to = out.data();
  bool blank = false;
  for (char c : text) {
    if (is_blank(c)) {
      blank = to != out.data();
      continue;
    }
    if (blank) *to++ = ' ';
    blank = false;
    *to++ = c;
  }
  out.resize(static_cast<std::size_t>(to - out.data()));
  return out;
}

}  // namespace megacorp
