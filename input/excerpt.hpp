// A bounded excerpt of text a user gave, for messages: a message never echoes a whole line.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace megacorp {

// The most characters of a user's line a message quotes.
inline constexpr std::size_t max_excerpt = 80;

// `text` when it holds at most `limit` bytes, else its first `limit` bytes (cut at a UTF-8
// character boundary) followed by "..."; control characters shown as '?'.
std::string excerpt(std::string_view text, std::size_t limit = max_excerpt);

}  // namespace megacorp
