// An HTTP request and response as the server's handler sees them: plain data, no sockets
// and no HTTP library, so the routing (serve/handler.hpp) is tested and fuzzed on its own.
// The socket loop (serve/server.cpp) turns Boost.Beast's messages into these and back.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace megacorp::serve {

struct request {
  std::string method;                 // "GET", "POST", "DELETE", ...
  std::string target;                 // the path and query as sent: "/games/1/view?seat=1"
  std::optional<std::string> host;    // the Host header; none when absent
  std::optional<std::string> origin;  // the Origin header; none when absent
  std::string content_type;           // empty when absent
  std::string body;
};

struct response {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;  // more headers, e.g. Allow
};

}  // namespace megacorp::serve
