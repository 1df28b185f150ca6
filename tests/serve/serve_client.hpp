// A client of serve::handler for the tests: requests as a browser on the same machine sends
// them (Host 127.0.0.1:8080), answers parsed.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include <nlohmann/json.hpp>

#include "serve/handler.hpp"
#include "../lang/bundled_library.hpp"

namespace megacorp::test {

struct answer {
  int status = 0;
  nlohmann::json body;  // null when the body is not JSON
  serve::response raw;
};

inline constexpr unsigned test_port = 8080;

inline serve::request http(std::string method, std::string target, std::string body = {}) {
  serve::request r;
  r.method = std::move(method);
  r.target = std::move(target);
  r.host = "127.0.0.1:8080";
  r.body = std::move(body);
  if (!r.body.empty()) r.content_type = "application/json";
  return r;
}

inline answer send(serve::handler& h, const serve::request& r) {
  answer a;
  a.raw = h.handle(r);
  a.status = a.raw.status;
  a.body = nlohmann::json::parse(a.raw.body, nullptr, false);
  if (a.body.is_discarded()) a.body = nullptr;
  return a;
}

inline answer send(serve::handler& h, std::string method, std::string target, std::string body = {}) {
  return send(h, http(std::move(method), std::move(target), std::move(body)));
}

inline std::string error_of(const answer& a) { return a.body.is_object() ? a.body.value("error", "") : ""; }

struct server_fixture {
  serve::handler h{bundled_library(), serve::serve_limits{}, serve::own_address{"127.0.0.1", test_port}};
  // A new game of Corp Starter (a person) against Gnost Starter (the random agent); its number.
  std::uint64_t new_game(std::uint64_t seed = 7, int max_turns = 200) {
    const answer a = send(h, "POST", "/games",
                          nlohmann::json{{"decks", {"Corp Starter", "Gnost Starter"}}, {"seed", seed},
                                         {"max_turns", max_turns}}.dump());
    REQUIRE(a.status == 201);
    return a.body["game"].get<std::uint64_t>();
  }
};

}  // namespace megacorp::test
