// The server's whole behaviour as a function: a request in, a response out (docs/play.md,
// "The server"). No sockets here: serve/server.cpp reads requests off the network and
// writes the answers, and the tests and the fuzzer call handle() directly.
#pragma once

#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>

#include "library/library.hpp"
#include "serve/game_table.hpp"
#include "serve/http_message.hpp"
#include "serve/own_address.hpp"

namespace megacorp::serve {

// What bounds a server (docs/play.md, "Safe and bounded").
struct serve_limits {
  std::size_t max_games = 16;             // open games at once; a new one past them is 503
  std::size_t max_body = 64 * 1024;       // bytes of a request body; more is 413
  int max_turns = 500;                    // the largest "max_turns" a game may ask
  int max_mcts_iterations = 1000;         // the largest MCTS budget a game may ask
  std::chrono::seconds idle{30 * 60};     // a game nobody asked about for this long may be freed for a new one
};

class handler {
 public:
  handler(const library& lib, serve_limits limits = {}, own_address own = {});

  // The address the Host and Origin checks accept (set once the port is bound).
  void set_address(own_address own);
  const own_address& address() const { return own_; }
  const serve_limits& limits() const { return limits_; }

  // The answer to `r`. Never throws: a request that breaks a rule gets a 4xx naming it,
  // an error inside the server a 500 with its message. Calls are serialised (one mutex).
  response handle(const request& r);

  std::size_t open_games();

 private:
  response answer(const request& r);  // checked(), its exceptions as answers
  response checked(const request& r);

  const library& lib_;
  serve_limits limits_;
  own_address own_;
  game_table games_;
  std::mutex mutex_;
};

}  // namespace megacorp::serve
