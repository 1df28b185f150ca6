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

// The largest message body read (docs/editors.md): a document of the input limit (4 MiB)
// with every byte escaped in JSON fits.
inline constexpr std::size_t max_message_bytes = std::size_t{64} << 20;
// The longest header line; a longer one is not a header (its bytes are read and dropped).
inline constexpr std::size_t max_header_line = 4096;

// The next message, or nothing at the end of the input (or inside a truncated one).
// Bodies larger than `max_body` bytes are skipped and reported as an error.
std::optional<frame> read_frame(std::istream& in, std::size_t max_body = max_message_bytes);
// Writes one message and flushes; false when the output is gone.
bool write_message(std::ostream& out, const nlohmann::json& message);

}  // namespace megacorp::lsp
