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

std::string bound_quotes(std::string_view message, std::size_t limit) {
  constexpr std::size_t long_prose = 200;
  std::string out;
  std::size_t i = 0;
  while (i < message.size()) {
    const std::size_t open = message.find_first_of("'\"", i);
    if (open == std::string_view::npos) break;
    const std::size_t close = message.find(message[open], open + 1);
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
