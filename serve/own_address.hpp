// Whether a request is addressed to this server (docs/play.md, "Safe and bounded"): its
// Host, and its Origin when a browser sends one, must name the address the server listens
// on. A page from another site (a cross-site request) or a name that an attacker's DNS
// points at 127.0.0.1 (DNS rebinding) is refused before anything else is read.
#pragma once

#include <optional>
#include <string>

namespace megacorp::serve {

struct own_address {
  std::string host = "127.0.0.1";  // as given to --host
  unsigned port = 0;               // the port bound (after --port 0 picked one)
};

// "127.0.0.1:8080", "[::1]:8080": the address as a URL names it.
std::string authority(const own_address& own);

// Empty when `host` (the Host header) and `origin` (the Origin header, if any) name this
// server; else why not, quoting the header. The names accepted: localhost, 127.0.0.1,
// [::1], the --host given, and any IP address when the server listens on every interface
// (0.0.0.0 or ::); always with the server's port.
std::string foreign_request(const own_address& own, const std::optional<std::string>& host,
                            const std::optional<std::string>& origin);

}  // namespace megacorp::serve
