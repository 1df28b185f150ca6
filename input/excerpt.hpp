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

// `message` with every quoted span ('...' or "...") that quotes a user's long word cut to an
// excerpt: a span of more than `limit` bytes without a space, or of more than 200 bytes.
// Prose between an apostrophe and a quote is seldom that long, so it is left alone.
std::string bound_quotes(std::string_view message, std::size_t limit = max_excerpt);

}  // namespace megacorp
