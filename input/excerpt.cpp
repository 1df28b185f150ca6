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

}  // namespace megacorp
