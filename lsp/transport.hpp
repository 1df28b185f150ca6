// The LSP base protocol: messages framed by a Content-Length header, over streams.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace megacorp::lsp {

// One message's body, as read.
struct frame {
  std::string body;
  std::string error;  // non-empty: the header was unusable (the body was skipped if it had a length)
};

// The next message, or nothing at the end of the input (or inside a truncated one).
// Bodies larger than `max_body` bytes are skipped and reported as an error.
std::optional<frame> read_frame(std::istream& in, std::size_t max_body = 64u << 20);
// Writes one message and flushes; false when the output is gone.
bool write_message(std::ostream& out, const nlohmann::json& message);

}  // namespace megacorp::lsp
