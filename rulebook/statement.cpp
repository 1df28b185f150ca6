// Statement ids, statuses and the text forms they are written in (rulebook/statement.hpp).
#include "rulebook/statement.hpp"

#include <array>
#include <cctype>
#include <utility>

namespace megacorp::rulebook {

namespace {
const std::array<std::pair<status, const char*>, 6> status_words = {{
    {status::open, "open"},
    {status::covered, "covered"},
    {status::ruling, "ruling"},
    {status::conflict, "conflict"},
    {status::same_as, "same-as"},
    {status::not_a_rule, "not-a-rule"},
}};

bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
}  // namespace

std::string status_name(status s) {
  for (const auto& [value, word] : status_words)
    if (value == s) return word;
  return "open";
}

bool parse_status(const std::string& word, status& s) {
  for (const auto& [value, name] : status_words)
    if (word == name) {
      s = value;
      return true;
    }
  return false;
}

bool split_id(const std::string& id, std::string& book, std::string& section) {
  const std::size_t a = id.find('/');
  const std::size_t b = id.rfind('/');
  if (a != 3 || b == a || b + 1 >= id.size()) return false;
  for (std::size_t i = 0; i < id.size(); ++i) {
    const char c = id[i];
    const bool ok = i < 3 ? std::isdigit(static_cast<unsigned char>(c)) != 0
                  : i > b ? std::isdigit(static_cast<unsigned char>(c)) != 0
                          : (c == '/' && (i == a || i == b)) || c == '-' || std::isdigit(static_cast<unsigned char>(c)) ||
                                (c >= 'a' && c <= 'z');
    if (!ok) return false;
  }
  book = id.substr(0, 3);
  section = id.substr(a + 1, b - a - 1);
  return !section.empty();
}

namespace {
// The letter an accented Latin-1 letter (UTF-8 C3 xx) is slugged as: "é" -> 'e'.
char unaccented(unsigned char second) {
  const unsigned char low = second | 0x20;  // capitals C3 80..9F as small C3 A0..BF
  if (low >= 0xA0 && low <= 0xA5) return 'a';
  if (low == 0xA7) return 'c';
  if (low >= 0xA8 && low <= 0xAB) return 'e';
  if (low >= 0xAC && low <= 0xAF) return 'i';
  if (low >= 0xB2 && low <= 0xB6) return 'o';
  if (low >= 0xB9 && low <= 0xBC) return 'u';
  return 0;
}
}  // namespace

std::string slug(const std::string& title) {
  std::string out;
  bool dash = false;
  for (std::size_t i = 0; i < title.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(title[i]);
    if (c == 0xC3 && i + 1 < title.size() && unaccented(static_cast<unsigned char>(title[i + 1]))) {
      c = static_cast<unsigned char>(unaccented(static_cast<unsigned char>(title[++i])));
    }
    if (std::isalnum(c) && c < 0x80) {
      if (dash && !out.empty()) out += '-';
      out += static_cast<char>(std::tolower(c));
      dash = false;
    } else if (c < 0x80) {
      dash = true;
    }
  }
  return out;
}

std::string collapse_space(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (is_space(c)) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace megacorp::rulebook
