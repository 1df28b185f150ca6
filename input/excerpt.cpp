// A bounded, printable excerpt of a user's text for messages.
#include "input/excerpt.hpp"

namespace megacorp {

std::string excerpt(std::string_view text, std::size_t limit) {
  const bool cut = text.size() > limit;
  std::size_t n = cut ? limit : text.size();
  if (cut)
    while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;  // not inside a character
  std::string out;
  out.reserve(n + 3);
  for (char c : text.substr(0, n)) out += static_cast<unsigned char>(c) < ' ' || c == 127 ? '?' : c;
  if (cut) out += "...";
  return out;
}

namespace {
bool letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
// The next quote mark from i: a '"', or a "'" that is no apostrophe inside a word ("the
// player's choice", "Nick's hand"), which opens or closes no quote (issue 27: a question
// cut in the middle from one apostrophe to the next quote).
std::size_t next_quote(std::string_view m, std::size_t i, char which = 0) {
  for (; i < m.size(); ++i) {
    if (m[i] != '"' && m[i] != '\'') continue;
    if (which && m[i] != which) continue;
    if (m[i] == '\'' && i > 0 && i + 1 < m.size() && letter(m[i - 1]) && letter(m[i + 1])) continue;
    return i;
  }
  return std::string_view::npos;
}
}  // namespace

std::string bound_quotes(std::string_view message, std::size_t limit) {
  constexpr std::size_t long_prose = 200;
  std::string out;
  std::size_t i = 0;
  while (i < message.size()) {
    const std::size_t open = next_quote(message, i);
    if (open == std::string_view::npos) break;
    const std::size_t close = next_quote(message, open + 1, message[open]);
    if (close == std::string_view::npos) break;
    const std::string_view inside = message.substr(open + 1, close - open - 1);
    const bool cut = inside.size() > long_prose || (inside.size() > limit && inside.find(' ') == std::string_view::npos);
    out.append(message.substr(i, open + 1 - i));
    out += cut ? excerpt(inside, limit) : std::string(inside);
    out += message[close];
    i = close + 1;
  }
  out.append(message.substr(i));
  return out;
}

}  // namespace megacorp
