// Request targets (serve/target.hpp).
#include "serve/target.hpp"

#include <charconv>
#include <cstdint>

#include <fmt/format.h>

#include "input/excerpt.hpp"

namespace megacorp::serve {

namespace {

std::nullopt_t failed(std::string& error, std::string why) {
  error = std::move(why);
  return std::nullopt;
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// `s` with %XX escapes decoded (and '+' as a space in a query); nullopt for a bad escape.
std::optional<std::string> decoded(std::string_view s, bool query) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+' && query) {
      out += ' ';
    } else if (s[i] != '%') {
      out += s[i];
    } else {
      const int hi = i + 2 < s.size() ? hex_digit(s[i + 1]) : -1;
      const int lo = hi >= 0 ? hex_digit(s[i + 2]) : -1;
      if (lo < 0) return std::nullopt;
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    }
  }
  return out;
}

std::vector<std::string_view> split(std::string_view s, char by) {
  std::vector<std::string_view> out;
  for (std::size_t at = 0;;) {
    const std::size_t next = s.find(by, at);
    out.push_back(s.substr(at, next - at));
    if (next == std::string_view::npos) return out;
    at = next + 1;
  }
}

bool read_query(std::string_view query, target& t, std::string& error) {
  for (std::string_view pair : split(query, '&')) {
    if (pair.empty()) continue;
    const std::size_t eq = pair.find('=');
    const auto key = decoded(pair.substr(0, eq), true);
    const auto value = decoded(eq == std::string_view::npos ? std::string_view{} : pair.substr(eq + 1), true);
    std::string why;
    if (!key || !value)
      why = fmt::format("bad percent escape in the query '{}'", excerpt(pair));
    else if (t.query.count(*key))
      why = fmt::format("the query gives '{}' twice", excerpt(*key));
    else if (t.query.size() == max_query_parameters)
      why = fmt::format("the query has more than {} parameters", max_query_parameters);
    if (!why.empty()) {
      error = std::move(why);
      return false;
    }
    t.query.emplace(*key, *value);
  }
  return true;
}

}  // namespace

std::optional<target> parse_target(std::string_view raw, std::string& error) {
  if (raw.size() > max_target_bytes)
    return failed(error, fmt::format("the target is {} bytes long; at most {} are read", raw.size(), max_target_bytes));
  if (raw.empty() || raw.front() != '/')
    return failed(error, fmt::format("the target '{}' is not a path from '/'", excerpt(raw)));
  const std::size_t question = raw.find('?');
  target t;
  for (std::string_view segment : split(raw.substr(1, question == std::string_view::npos ? question : question - 1), '/')) {
    if (segment.empty()) continue;
    const auto s = decoded(segment, false);
    if (!s) return failed(error, fmt::format("bad percent escape in the path '{}'", excerpt(segment)));
    t.path.push_back(*s);
  }
  if (question != std::string_view::npos && !read_query(raw.substr(question + 1), t, error)) return std::nullopt;
  return t;
}

std::optional<std::uint64_t> whole_number(std::string_view text) {
  if (text.empty() || text.size() > 18 || text.find_first_not_of("0123456789") != std::string_view::npos)
    return std::nullopt;
  std::uint64_t n = 0;
  std::from_chars(text.data(), text.data() + text.size(), n);
  return n;
}

}  // namespace megacorp::serve
