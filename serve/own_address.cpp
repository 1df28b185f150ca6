// Host and Origin checks (serve/own_address.hpp).
#include "serve/own_address.hpp"

#include <algorithm>
#include <cctype>
#include <string_view>

#include <fmt/format.h>

#include "input/excerpt.hpp"

namespace megacorp::serve {

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool is_ipv6(std::string_view host) { return host.find(':') != std::string_view::npos; }

// The host as a URL writes it: an IPv6 address in brackets.
std::string url_host(std::string_view host) {
  return is_ipv6(host) ? fmt::format("[{}]", host) : lower(host);
}

bool ipv4_literal(std::string_view s) {
  int groups = 0;
  std::size_t digits = 0;
  for (char c : s) {
    if (c == '.') {
      if (digits == 0) return false;
      ++groups, digits = 0;
    } else if (c >= '0' && c <= '9' && digits < 3) {
      ++digits;
    } else {
      return false;
    }
  }
  return groups == 3 && digits > 0;
}

bool ipv6_literal(std::string_view s) {
  if (s.size() < 4 || s.front() != '[' || s.back() != ']') return false;
  return std::all_of(s.begin() + 1, s.end() - 1,
                     [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) || c == ':' || c == '.'; });
}

bool listens_everywhere(const own_address& own) { return own.host == "0.0.0.0" || own.host == "::"; }

// Whether `name` (lower case, IPv6 in brackets) is one of this server's names.
bool own_name(const own_address& own, const std::string& name) {
  if (name == "localhost" || name == "127.0.0.1" || name == "[::1]" || name == url_host(own.host)) return true;
  return listens_everywhere(own) && (ipv4_literal(name) || ipv6_literal(name));
}

// Whether `value` is "name:port" (or "name" on port 80) naming this server.
bool own_authority(const own_address& own, std::string_view value) {
  const std::string v = lower(value);
  const std::size_t close = v.rfind(']');
  const std::size_t colon = v.rfind(':');
  const bool has_port = colon != std::string::npos && (close == std::string::npos || colon > close);
  const std::string name = has_port ? v.substr(0, colon) : v;
  const std::string port = has_port ? v.substr(colon + 1) : "80";
  return port == std::to_string(own.port) && own_name(own, name);
}

std::string accepted(const own_address& own) {
  return fmt::format("it answers to {} and localhost:{}", authority(own), own.port);
}

}  // namespace

std::string authority(const own_address& own) { return fmt::format("{}:{}", url_host(own.host), own.port); }

std::string foreign_request(const own_address& own, const std::optional<std::string>& host,
                            const std::optional<std::string>& origin) {
  if (!host) return fmt::format("the request has no Host header ({})", accepted(own));
  if (!own_authority(own, *host))
    return fmt::format("Host '{}' is not this server's address ({}): a name that is not the server's is refused "
                       "(DNS rebinding)", excerpt(*host), accepted(own));
  if (!origin) return {};
  constexpr std::string_view scheme = "http://";
  if (!lower(*origin).starts_with(scheme) || !own_authority(own, std::string_view(*origin).substr(scheme.size())))
    return fmt::format("Origin '{}' is not this server's page ({}): requests from other sites are refused",
                       excerpt(*origin), accepted(own));
  return {};
}

}  // namespace megacorp::serve
