#include "interp/names.hpp"

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
  std::string out;
  out.reserve(text.size());
  bool blank = false;
  for (char c : text) {
    if (c == ' ' || c == '\t') {
      blank = true;
      continue;
    }
    if (blank && !out.empty()) out += ' ';
    blank = false;
    out += c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;  // as std::toupper in the C locale
  }
  return out;
}

std::string normalize_tag(std::string_view text) {
  if (!text.empty() && text.front() == '#') text.remove_prefix(1);
  return normalize_keyword(text);
}

namespace {

bool same_letter(char a, char b) {
  return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
}

// Optimal string alignment distance, ignoring case: an insertion, a deletion, a change
// or a swap of two neighbouring letters each cost 1 ('cots' is 1 from 'cost').
std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> before(b.size() + 1), above(b.size() + 1), row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) above[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t change = above[j - 1] + (same_letter(a[i - 1], b[j - 1]) ? 0 : 1);
      row[j] = std::min({above[j] + 1, row[j - 1] + 1, change});
      if (i > 1 && j > 1 && same_letter(a[i - 1], b[j - 2]) && same_letter(a[i - 2], b[j - 1]))
        row[j] = std::min(row[j], before[j - 2] + 1);
    }
    std::swap(before, above);
    std::swap(above, row);
  }
  return above[b.size()];
}

}  // namespace

std::string closest(std::string_view word, const std::vector<std::string>& candidates) {
  if (word.size() > 64) return {};
  std::string best;
  std::size_t best_distance = std::max<std::size_t>(1, word.size() / 3) + 1;
  for (const std::string& c : candidates) {
    if (c.size() > 64) continue;
    std::size_t d = edit_distance(word, c);
    if (d < best_distance) {
      best_distance = d;
      best = c;
    }
  }
  return best;
}

std::string closest(std::string_view word, std::initializer_list<const char*> candidates) {
  return closest(word, std::vector<std::string>(candidates.begin(), candidates.end()));
}

std::string did_you_mean(const std::string& suggestion) {
  return suggestion.empty() ? std::string() : ", did you mean '" + suggestion + "'?";
}

}  // namespace megacorp
