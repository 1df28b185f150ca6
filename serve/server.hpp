// `megacorp serve`: the HTTP server (docs/play.md, "The server"). The one file that holds
// the socket loop (serve/server.cpp, Boost.Beast); everything it answers is handler's.
#pragma once

#include <string>

#include "library/library.hpp"
#include "serve/handler.hpp"

namespace megacorp::serve {

struct server_options {
  std::string host = "127.0.0.1";  // an IP address (or localhost) to listen on
  unsigned port = 8080;            // 0: any free port
  serve_limits limits;
};

// Listens on host:port, prints `serving on http://HOST:PORT` on stdout, and answers
// requests until SIGINT or SIGTERM; then says how many open games it discards and returns
// 0. Returns 2, after saying why on stderr, when it cannot listen there.
int run_server(const library& lib, const server_options& options);

}  // namespace megacorp::serve
