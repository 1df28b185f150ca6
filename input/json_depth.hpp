// JSON parsed under a nesting limit: a message nested deeper is refused before any tree is
// built (building, and destroying, a tree 90,000 levels deep overflows the stack).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace megacorp {

// The deepest nesting of arrays and objects a JSON text may have (docs/editors.md): LSP
// messages nest about 6 levels.
inline constexpr std::size_t max_json_depth = 128;

// Whether `text` nests arrays and objects at most `limit` deep, checked with a SAX pass that
// keeps only a counter. Also false when the text is not JSON; `error` says which.
bool json_within_depth(std::string_view text, std::string& error, std::size_t limit = max_json_depth);

// `text` parsed, or nullopt with `error` saying why (not JSON, or nested deeper than `limit`).
std::optional<nlohmann::json> parse_json(std::string_view text, std::string& error, std::size_t limit = max_json_depth);

}  // namespace megacorp
