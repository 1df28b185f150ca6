// Request bodies (serve/body.hpp).
#include "serve/body.hpp"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "input/excerpt.hpp"
#include "input/json_depth.hpp"
#include "serve/reply.hpp"

namespace megacorp::serve {

namespace {

bool json_content_type(std::string_view type) {
  std::string t(type.substr(0, 40));
  std::transform(t.begin(), t.end(), t.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  constexpr std::string_view want = "application/json";
  return t.starts_with(want) && (t.size() == want.size() || t[want.size()] == ';' || t[want.size()] == ' ');
}

[[noreturn]] void bad_field(std::string_view key, std::string_view must) {
  throw http_error(400, fmt::format("the body's \"{}\" must be {}", excerpt(key), must));
}

std::string checked_text(const nlohmann::json& value, std::string_view key, std::string_view must) {
  if (!value.is_string()) bad_field(key, must);
  const std::string& s = value.get_ref<const std::string&>();
  if (s.size() > max_field_chars) bad_field(key, fmt::format("{}, of at most {} characters", must, max_field_chars));
  return s;
}

}  // namespace

nlohmann::json read_body(const request& r) {
  if (!json_content_type(r.content_type))
    throw http_error(415, fmt::format("the body must be JSON sent as Content-Type: application/json, not '{}'",
                                      excerpt(r.content_type)));
  std::string error;
  std::optional<nlohmann::json> body = parse_json(r.body, error, max_body_depth);
  if (!body) throw http_error(400, "the body is not JSON: " + error);
  if (!body->is_object()) throw http_error(400, "the body must be a JSON object ({...})");
  return std::move(*body);
}

void only_keys(const nlohmann::json& body, std::initializer_list<std::string_view> keys, std::string_view what) {
  for (const auto& [key, value] : body.items())
    if (std::find(keys.begin(), keys.end(), key) == keys.end())
      throw http_error(400, fmt::format("\"{}\" is not a key of {}; its keys are {}", excerpt(key), what,
                                        fmt::join(keys, ", ")));
}

std::optional<std::uint64_t> whole_field(const nlohmann::json& body, std::string_view key, std::uint64_t max,
                                         std::uint64_t min) {
  const auto it = body.find(std::string(key));
  if (it == body.end()) return std::nullopt;
  const std::string must = fmt::format("a whole number from {} to {}", min, max);
  if (!it->is_number_unsigned()) bad_field(key, must);  // nlohmann reads every integer from 0 up as unsigned
  const auto n = it->get<std::uint64_t>();
  if (n < min || n > max) bad_field(key, must);
  return n;
}

std::optional<std::string> text_field(const nlohmann::json& body, std::string_view key) {
  const auto it = body.find(std::string(key));
  if (it == body.end()) return std::nullopt;
  return checked_text(*it, key, "a string");
}

std::string file_field(const nlohmann::json& body, std::string_view key, std::string_view what) {
  const auto it = body.find(std::string(key));
  if (it == body.end()) return {};
  if (!it->is_string() || it->get_ref<const std::string&>().empty()) bad_field(key, what);
  return it->get<std::string>();
}

std::optional<std::vector<std::string>> text_list(const nlohmann::json& body, std::string_view key,
                                                  std::size_t max_items) {
  const auto it = body.find(std::string(key));
  if (it == body.end()) return std::nullopt;
  const std::string must = fmt::format("a list of at most {} strings", max_items);
  if (!it->is_array() || it->size() > max_items) bad_field(key, must);
  std::vector<std::string> out;
  for (const auto& v : *it) out.push_back(checked_text(v, key, must));
  return out;
}

}  // namespace megacorp::serve
