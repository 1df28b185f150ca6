#include "ir/names.hpp"

#include <algorithm>
#include <cctype>
#include <utility>

namespace megacorp {

std::string unquote(std::string_view literal) {
  if (literal.size() >= 2 && literal.front() == '"') literal = literal.substr(1, literal.size() - 2);
  if (literal.find('\\') == std::string_view::npos) return std::string(literal);  // no escapes, as most
  // The text between escapes is copied a run at a time (a flavour text is a line of prose
  // with an escaped quote or two), not a character at a time.
  std::string out;
  out.reserve(literal.size());
  for (std::size_t at = 0; at < literal.size();) {
    const std::size_t slash = std::min(literal.find('\\', at), literal.size());
    out.append(literal, at, slash - at);
    if (slash + 1 >= literal.size()) {  // no escape left, or a lone backslash at the end: kept
      if (slash < literal.size()) out += '\\';
      break;
    }
    const char c = literal[slash + 1];
    out += c == 'n' ? '\n' : c == 't' ? '\t' : c;
    at = slash + 2;
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

namespace {
// Whether normalize_keyword would give `text` back as it is: upper case already, no blanks
// (a tag, `GEN3`; a keyword, `GLIDE`).
bool normal_already(std::string_view text) {
  return std::none_of(text.begin(), text.end(), [](char c) { return (c >= 'a' && c <= 'z') || c == ' ' || c == '\t'; });
}
}  // namespace

std::string normalize_keyword(std::string_view text) {
  if (normal_already(text)) return std::string(text);  // as most are: one copy
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

std::string_view normalized_tag(std::string_view text, std::string& buffer) {
  if (!text.empty() && text.front() == '#') text.remove_prefix(1);
  return normalized_keyword(text, buffer);
}

std::string_view normalized_keyword(std::string_view text, std::string& buffer) {
  if (normal_already(text)) return text;
  buffer = normalize_keyword(text);
  return buffer;
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
