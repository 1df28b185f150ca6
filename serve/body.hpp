// Reading a request's JSON body (docs/play.md): each reader names the key and what it must
// hold, and throws http_error (400) when the body breaks it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "serve/http_message.hpp"

namespace megacorp::serve {

// The deepest nesting a body may have; the API's bodies nest 2 levels.
inline constexpr std::size_t max_body_depth = 16;
// The longest string a body's field may hold (a deck or variant name, an action's text).
inline constexpr std::size_t max_field_chars = 1000;

// The body of `r` as a JSON object: 415 unless sent as application/json, 400 when it is not
// JSON, nests deeper than max_body_depth, or is not an object.
nlohmann::json read_body(const request& r);

// 400 naming the first key of `body` that is not one of `keys` (`what`: "a new game").
void only_keys(const nlohmann::json& body, std::initializer_list<std::string_view> keys, std::string_view what);
// The whole number at `key` (`min` to `max`), or nullopt when the key is absent.
std::optional<std::uint64_t> whole_field(const nlohmann::json& body, std::string_view key, std::uint64_t max,
                                         std::uint64_t min = 0);
// The string at `key` (at most max_field_chars), or nullopt when absent.
std::optional<std::string> text_field(const nlohmann::json& body, std::string_view key);
// An uploaded file's text (a string bounded by the body limit only, not empty), or empty
// when `key` is absent: the sandbox's `"scenario"`, a `"deck_file"`. `what` says what the
// text is, for the 400.
std::string file_field(const nlohmann::json& body, std::string_view key, std::string_view what);
// The list of strings at `key` (at most `max_items`), or nullopt when absent.
std::optional<std::vector<std::string>> text_list(const nlohmann::json& body, std::string_view key,
                                                  std::size_t max_items);

}  // namespace megacorp::serve
