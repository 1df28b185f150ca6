// serve::handler's refusals (docs/play.md, "Safe and bounded"), each with the status and a
// message naming what was wrong: another site's Host or Origin (403), a body over the limit
// (413), bodies that are not JSON objects (415, 400), unknown keys, games, seats, endpoints,
// methods and query parameters (400, 404, 405), too many games (503).
#include "serve_client.hpp"

namespace megacorp::test {

TEST_CASE("a Host or Origin that is not the server's is refused with 403", "[serve]") {
  server_fixture f;
  serve::request r = http("GET", "/lobby");
  CHECK(send(f.h, r).status == 200);
  for (const char* own : {"localhost:8080", "LOCALHOST:8080", "[::1]:8080"}) {
    r.host = own;
    CHECK(send(f.h, r).status == 200);
  }
  r.host = "evil.example:8080";  // DNS rebinding: a name pointed at 127.0.0.1
  const answer rebound = send(f.h, r);
  CHECK(rebound.status == 403);
  CHECK_THAT(error_of(rebound), Catch::Contains("Host 'evil.example:8080' is not this server's address"));
  r.host = "127.0.0.1:8081";
  CHECK(send(f.h, r).status == 403);
  r.host = std::nullopt;
  CHECK_THAT(error_of(send(f.h, r)), Catch::Contains("no Host header"));
  r.host = "127.0.0.1:8080";
  r.origin = "http://127.0.0.1:8080";
  CHECK(send(f.h, r).status == 200);
  for (const char* other : {"https://evil.example", "http://127.0.0.1:9999", "null", "http://evil.example:8080"}) {
    r.origin = other;
    const answer a = send(f.h, r);
    CHECK(a.status == 403);
    CHECK_THAT(error_of(a), Catch::Contains("Origin '") && Catch::Contains("requests from other sites are refused"));
  }
  // On every interface, any IP address names the server, never another name.
  serve::handler everywhere{bundled_library(), {}, {"0.0.0.0", 8080}};
  r.origin = std::nullopt;
  r.host = "192.168.1.20:8080";
  CHECK(send(everywhere, r).status == 200);
  r.host = "evil.example:8080";
  CHECK(send(everywhere, r).status == 403);
}

TEST_CASE("bodies: over the limit 413, not JSON 415 or 400, unknown keys 400", "[serve]") {
  server_fixture f;
  const std::string big(70 * 1024, ' ');
  const answer over = send(f.h, "POST", "/games", "{}" + big);
  CHECK(over.status == 413);
  CHECK_THAT(error_of(over), Catch::Contains("a request body may hold at most 65536 bytes"));
  serve::request form = http("POST", "/games", R"({"decks": ["Corp Starter", "Gnost Starter"]})");
  form.content_type = "text/plain";  // what a cross-site form may send without asking
  CHECK(send(f.h, form).status == 415);
  CHECK_THAT(error_of(send(f.h, "POST", "/games", "{\"decks\": [")), Catch::StartsWith("the body is not JSON"));
  CHECK_THAT(error_of(send(f.h, "POST", "/games", "[1, 2]")), Catch::Contains("must be a JSON object"));
  CHECK_THAT(error_of(send(f.h, "POST", "/games", std::string(100, '[') + std::string(100, ']'))),
             Catch::Contains("the body is not JSON"));
  const answer key = send(f.h, "POST", "/games", R"({"decks": ["Corp Starter", "Gnost Starter"], "sead": 1})");
  CHECK(key.status == 400);
  CHECK_THAT(error_of(key), Catch::Contains("\"sead\" is not a key of a new game; its keys are decks, seats"));
}

TEST_CASE("a new game names what is wrong with its request", "[serve]") {
  server_fixture f;
  const answer none = send(f.h, "POST", "/games", "{}");
  CHECK(none.status == 400);
  CHECK_THAT(error_of(none), Catch::Contains("needs \"decks\""));
  const answer bad = send(f.h, "POST", "/games", R"({"decks": ["Corp Starter", "Nope"], "variants": ["x"]})");
  CHECK(bad.status == 400);
  CHECK(bad.body["problems"].size() == 2);
  CHECK_THAT(error_of(bad), Catch::Contains("no deck named \"Nope\"") && Catch::Contains("unknown rules variant 'x'"));
  CHECK_THAT(error_of(send(f.h, "POST", "/games", R"({"decks": ["Corp Starter", "Gnost Starter"], "seats": ["random", "greedy"]})")),
             Catch::Contains("a person at one seat at least"));
  CHECK_THAT(error_of(send(f.h, "POST", "/games", R"({"decks": ["Corp Starter", "Gnost Starter"], "seed": -1})")),
             Catch::Contains("the body's \"seed\" must be a whole number"));
  CHECK_THAT(error_of(send(f.h, "POST", "/games", R"({"decks": ["Corp Starter", "Gnost Starter"], "max_turns": 9999})")),
             Catch::Contains("\"max_turns\" must be a whole number from 1 to 500"));
  CHECK_THAT(error_of(send(f.h, "POST", "/games", R"({"decks": "Corp Starter"})")),
             Catch::Contains("\"decks\" must be a list of at most 2 strings"));
  CHECK(send(f.h, "GET", "/games").body["games"].empty());
}

TEST_CASE("unknown games, seats, actions, endpoints, methods and query parameters", "[serve]") {
  server_fixture f;
  const std::string game = "/games/" + std::to_string(f.new_game());
  CHECK_THAT(error_of(send(f.h, "GET", "/games/99/view?seat=1")), Catch::Contains("there is no game '99'"));
  CHECK_THAT(error_of(send(f.h, "GET", "/games/x1/view?seat=1")), Catch::Contains("there is no game 'x1'"));
  const answer seat3 = send(f.h, "GET", game + "/view?seat=3");
  CHECK(seat3.status == 404);
  CHECK_THAT(error_of(seat3), Catch::Contains("there is no player 3 in game 1 (players 1 to 2)"));
  CHECK(send(f.h, "GET", game + "/view?seat=0").status == 404);
  CHECK_THAT(error_of(send(f.h, "GET", game + "/view")), Catch::Contains("the query needs seat="));
  CHECK_THAT(error_of(send(f.h, "GET", game + "/view?seat=one")), Catch::Contains("seat='one' is not a player number"));
  CHECK_THAT(error_of(send(f.h, "GET", game + "/view?seat=1&cheat=1")), Catch::Contains("'cheat' is not a query parameter"));
  CHECK_THAT(error_of(send(f.h, "GET", game + "/view?seat=1&seat=2")), Catch::Contains("gives 'seat' twice"));
  const answer no_action = send(f.h, "POST", game + "/act", R"({"seat": 1, "version": 0, "id": 99})");
  CHECK(no_action.status == 409);
  CHECK_THAT(no_action.body["refusal"].get<std::string>(), Catch::Contains("there is no action 99"));
  CHECK_THAT(error_of(send(f.h, "POST", game + "/act", R"({"seat": 1})")), Catch::Contains("needs \"id\" and \"version\""));
  CHECK_THAT(error_of(send(f.h, "POST", game + "/act", R"({"version": 0, "id": 1})")), Catch::Contains("needs \"seat\""));
  CHECK_THAT(error_of(send(f.h, "POST", game + "/act", R"({"seat": 1, "id": "1", "version": 0})")),
             Catch::Contains("\"id\" must be a whole number"));
  const answer nowhere = send(f.h, "GET", "/etc/passwd");
  CHECK(nowhere.status == 404);
  CHECK_THAT(error_of(nowhere), Catch::Contains("there is no endpoint /etc/passwd; the endpoints are"));
  const answer method = send(f.h, "PUT", game);
  CHECK(method.status == 405);
  CHECK_THAT(error_of(method), Catch::Contains("does not take PUT; it takes GET, DELETE"));
  CHECK(method.raw.headers[0] == std::pair<std::string, std::string>("Allow", "GET, DELETE"));
  CHECK(send(f.h, "GET", "/games/1/view?seat=%zz").status == 400);
  CHECK(send(f.h, "GET", "/" + std::string(3000, 'a')).status == 414);
  CHECK(send(f.h, "GET", "http://127.0.0.1:8080/games").status == 400);
}

TEST_CASE("at most max_games open games: the next is 503 until one is freed", "[serve]") {
  serve::serve_limits limits;
  limits.max_games = 2;
  serve::handler h{bundled_library(), limits, {"127.0.0.1", test_port}};
  const std::string body = R"({"decks": ["Corp Starter", "Gnost Starter"]})";
  CHECK(send(h, "POST", "/games", body).status == 201);
  CHECK(send(h, "POST", "/games", body).status == 201);
  const answer full = send(h, "POST", "/games", body);
  CHECK(full.status == 503);
  CHECK_THAT(error_of(full), Catch::Contains("the server holds 2 open games, its most, none over nor left for 30 minutes"));
  CHECK(send(h, "DELETE", "/games/1").status == 200);
  const answer again = send(h, "POST", "/games", body);
  CHECK(again.status == 201);
  CHECK(again.body["game"] == 3);
}

// A finished game is freed for a new one when the server is full; then, with none over, a
// game nobody has asked about for `idle` (abandoned); a game in use is not.
TEST_CASE("when full, a finished game, then an abandoned one, makes room for a new one", "[serve]") {
  serve::serve_limits limits;
  limits.max_games = 2;
  serve::handler h{bundled_library(), limits, {"127.0.0.1", test_port}};
  const std::string body = R"({"decks": ["Corp Starter", "Gnost Starter"]})";
  REQUIRE(send(h, "POST", "/games", body).status == 201);
  REQUIRE(send(h, "POST", "/games", body).status == 201);
  REQUIRE(send(h, "POST", "/games/2/act", R"({"seat": 1, "text": "concede"})").status == 200);
  const answer third = send(h, "POST", "/games", body);
  CHECK(third.status == 201);
  CHECK(send(h, "GET", "/games/2").status == 404);  // the finished one was freed
  CHECK(send(h, "GET", "/games/1").status == 200);  // the one in play was not
  CHECK(send(h, "POST", "/games", body).status == 503);
  serve::serve_limits hasty = limits;
  hasty.idle = std::chrono::seconds{0};
  serve::handler quick{bundled_library(), hasty, {"127.0.0.1", test_port}};
  REQUIRE(send(quick, "POST", "/games", body).status == 201);
  REQUIRE(send(quick, "POST", "/games", body).status == 201);
  CHECK(send(quick, "GET", "/games/2").status == 200);  // game 1 is now the least recently asked about
  CHECK(send(quick, "POST", "/games", body).status == 201);
  CHECK(send(quick, "GET", "/games/1").status == 404);
  CHECK(send(quick, "GET", "/games/2").status == 200);
}

}  // namespace megacorp::test
