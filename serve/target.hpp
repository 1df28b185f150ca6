// A request's target split into path segments and query parameters (percent-decoded).
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace megacorp::serve {

struct target {
  std::vector<std::string> path;                 // "/games/1/view" -> games, 1, view
  std::map<std::string, std::string, std::less<>> query;  // "?seat=1&from=0"
};

inline constexpr std::size_t max_target_bytes = 2048;
inline constexpr std::size_t max_query_parameters = 16;

// The target, or nullopt with `error` saying what is wrong: not a path from '/', longer than
// max_target_bytes, a bad percent escape, a parameter given twice, too many parameters.
std::optional<target> parse_target(std::string_view raw, std::string& error);

// A whole number of at most 18 digits, or nullopt (a sign, a space, anything else).
std::optional<std::uint64_t> whole_number(std::string_view text);

}  // namespace megacorp::serve
