// LSP positions (line, UTF-16 code unit) to byte offsets and back, and file URIs to paths.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace megacorp::lsp {

// A position as LSP counts it: 0-based line, 0-based column in UTF-16 code units.
struct position {
  std::uint32_t line = 0;
  std::uint32_t character = 0;
};

// Lines end at '\n' (a '\r' before it belongs to the terminator). A position past the end
// of its line is the line's end; a line past the end of the text is the text's end.
std::uint32_t offset_of(std::string_view text, position p);
position position_of(std::string_view text, std::uint32_t offset);

nlohmann::json to_json(position p);
position position_from_json(const nlohmann::json& j);
// {"start":..., "end":...} for the bytes [begin, end) of `text`.
nlohmann::json range_json(std::string_view text, std::uint32_t begin, std::uint32_t end);

// file:///a%20b/c.mc <-> /a b/c.mc; "" for a URI that is not a file URI.
std::string path_of_uri(std::string_view uri);
std::string uri_of_path(std::string_view path);

}  // namespace megacorp::lsp
