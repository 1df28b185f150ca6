// serve::handler, endpoint by endpoint, without sockets (docs/play.md, "The server"): the
// lobby, making, listing and freeing games, a seat's view, actions, acting (by id and by
// text, with refusals naming their rule), checking, the log; a whole game to its end; the
// agents' replies the same whatever other games the server holds.
#include "serve_client.hpp"

namespace megacorp::test {

TEST_CASE("GET /lobby lists the decks, variants, seats and limits", "[serve]") {
  server_fixture f;
  const answer a = send(f.h, "GET", "/lobby");
  REQUIRE(a.status == 200);
  CHECK(a.raw.content_type == "application/json");
  bool corp = false;
  for (const auto& d : a.body["decks"]) corp |= d["name"] == "Corp Starter";
  CHECK(corp);
  CHECK(a.body["seats"][0] == "human");
  CHECK(a.body["limits"]["max_games"] == 16);
  CHECK_FALSE(a.body["variants"].empty());
}

TEST_CASE("GET / and GET /page/{file}: the browser table's files, built in; no other file", "[serve]") {
  server_fixture f;
  const answer page = send(f.h, "GET", "/");
  REQUIRE(page.status == 200);
  CHECK(page.raw.content_type == "text/html; charset=utf-8");
  CHECK_THAT(page.raw.body, Catch::Contains("<script type=\"module\" src=\"/page/table.mjs\"></script>"));
  for (const char* file : {"table.mjs", "api.mjs", "board.mjs", "choice.mjs", "controls.mjs", "panels.mjs", "cardinfo.mjs"}) {
    const answer js = send(f.h, "GET", std::string("/page/") + file);
    CHECK(js.status == 200);
    CHECK(js.raw.content_type == "text/javascript; charset=utf-8");
    CHECK_THAT(js.raw.body, Catch::Contains("export") || Catch::Contains("import"));
  }
  CHECK(send(f.h, "GET", "/page/style.css").raw.content_type == "text/css; charset=utf-8");
  const answer none = send(f.h, "GET", "/page/secret.txt");
  CHECK(none.status == 404);
  CHECK_THAT(error_of(none), Catch::Contains("the table has no file 'secret.txt'; its files are index.html"));
  CHECK(send(f.h, "GET", "/page/../../etc/passwd").status == 404);
  CHECK(send(f.h, "GET", "/page/%2e%2e%2fCMakeLists.txt").status == 404);
}

TEST_CASE("GET /card: a card's text and its keywords' rulebook text, for the table's hover", "[serve]") {
  server_fixture f;
  const answer spaceport = send(f.h, "GET", "/card?name=Aohu%20Spaceport");
  REQUIRE(spaceport.status == 200);
  CHECK(spaceport.body["name"] == "Aohu Spaceport");
  CHECK(spaceport.body["types"] == "location");
  CHECK(spaceport.body["cost"] == "5M");
  CHECK(spaceport.body["traits"] == "IQ -, EQ -, MQ 2, BQ 6");
  CHECK(spaceport.body["uses"][0] == "DEVELOPMENT");
  CHECK_THAT(spaceport.body["abilities"][0].get<std::string>(), Catch::Contains("valuation"));
  const auto& development = spaceport.body["keywords"][0];
  CHECK(development["name"] == "DEVELOPMENT");
  CHECK_THAT(development["definition"].get<std::string>(), Catch::StartsWith("keyword DEVELOPMENT {"));
  REQUIRE_FALSE(development["quotes"].empty());
  CHECK(development["quotes"][0]["source"] == "003 Glossary");
  CHECK_THAT(development["quotes"][0]["text"].get<std::string>(), Catch::StartsWith("Development is an ability"));
  const answer acolyte = send(f.h, "GET", "/card?name=Gnost+Acolyte");
  REQUIRE(acolyte.status == 200);
  CHECK(acolyte.body["keywords"].empty());
  const answer none = send(f.h, "GET", "/card?name=Nobody");
  CHECK(none.status == 404);
  CHECK(error_of(none) == "there is no card named \"Nobody\" in the library");
  CHECK(send(f.h, "GET", "/card").status == 400);
  CHECK(send(f.h, "GET", "/card?card=1").status == 400);
}

TEST_CASE("POST /games makes a game, GET /games lists it, DELETE frees it", "[serve]") {
  server_fixture f;
  const answer made = send(f.h, "POST", "/games",
                           R"({"decks": ["Corp Starter", "Gnost Starter"], "seats": ["human", "greedy"],
                               "variants": ["single-mulligan"], "seed": 3})");
  REQUIRE(made.status == 201);
  CHECK(made.body["game"] == 1);
  CHECK(made.body["seats"][1] == "greedy");
  CHECK(made.body["variants"][0] == "single-mulligan");
  CHECK(made.body["decider"] == 1);  // the agent has moved, or waits: a person decides
  CHECK(made.body["over"].is_null());
  bool location = false;
  for (const auto& [k, v] : made.raw.headers) location |= k == "Location" && v == "/games/1";
  CHECK(location);
  // An agent at seat 1 has moved before the answer: the person at seat 2 decides.
  const answer second = send(f.h, "POST", "/games", R"({"decks": ["Corp Starter", "Gnost Starter"], "seats": ["random", "human"]})");
  REQUIRE(second.status == 201);
  CHECK(second.body["decider"] == 2);
  CHECK(second.body["version"].get<int>() >= 1);
  CHECK(send(f.h, "GET", "/games/2/actions?seat=2").body["actions"].size() > 1);
  CHECK(send(f.h, "DELETE", "/games/2").status == 200);
  CHECK(send(f.h, "GET", "/games").body["games"].size() == 1);
  CHECK(send(f.h, "GET", "/games/1").body["seed"] == 3);
  const answer freed = send(f.h, "DELETE", "/games/1");
  CHECK(freed.status == 200);
  CHECK(freed.body["freed"] == 1);
  CHECK(send(f.h, "GET", "/games").body["games"].empty());
  const answer gone = send(f.h, "GET", "/games/1/view?seat=1");
  CHECK(gone.status == 404);
  CHECK_THAT(error_of(gone), Catch::Contains("there is no game '1'"));
}

TEST_CASE("a seat's view and actions; acting by id and by text; refusals name their rule", "[serve]") {
  server_fixture f;
  const std::uint64_t id = f.new_game();
  const std::string game = "/games/" + std::to_string(id);
  const answer view = send(f.h, "GET", game + "/view?seat=1");
  REQUIRE(view.status == 200);
  CHECK(view.body["phase"] == "Bidding");
  CHECK_FALSE(view.body["players"][1].contains("hand"));
  const answer actions = send(f.h, "GET", game + "/actions?seat=1");
  REQUIRE(actions.status == 200);
  CHECK(actions.body["actions"][3]["text"] == "bid p=1 v=3");
  CHECK(send(f.h, "GET", game + "/actions?seat=2").body["actions"].empty());

  const answer sell = send(f.h, "POST", game + "/act", R"({"seat": 1, "text": "sell card=0"})");
  CHECK(sell.status == 409);
  CHECK(sell.body["ok"] == false);
  CHECK(sell.body["rule"] == "001 Divest Phase");
  CHECK(sell.body["version"] == 0);
  const answer stale = send(f.h, "POST", game + "/act", R"({"seat": 1, "version": 5, "id": 0})");
  CHECK(stale.status == 409);
  CHECK_THAT(stale.body["refusal"].get<std::string>(), Catch::Contains("stale"));
  const answer other = send(f.h, "POST", game + "/act", R"({"seat": 2, "version": 0, "id": 0})");
  CHECK_THAT(other.body["refusal"].get<std::string>(), Catch::Contains("it is player 1's decision, not player 2's"));

  const answer check = send(f.h, "POST", game + "/check", R"({"seat": 1, "text": "sell card=0"})");
  CHECK(check.status == 200);
  CHECK(check.body["ok"] == false);
  CHECK(check.body["rule"] == "001 Divest Phase");
  CHECK(send(f.h, "POST", game + "/check", R"({"seat": 1, "text": "bid v=3"})").body["ok"] == true);

  const answer bid = send(f.h, "POST", game + "/act", R"({"seat": 1, "version": 0, "id": 3})");
  REQUIRE(bid.status == 200);
  CHECK(bid.body["ok"] == true);
  CHECK(bid.body["version"].get<int>() >= 2);  // the bid, and the agent's
  const answer by_text = send(f.h, "GET", game + "/actions?seat=1");
  CHECK(by_text.body["version"] == bid.body["version"]);
}

TEST_CASE("GET .../log gives the seat's entries from an index on, each event with its rule", "[serve]") {
  server_fixture f;
  const std::string game = "/games/" + std::to_string(f.new_game());
  REQUIRE(send(f.h, "POST", game + "/act", R"({"seat": 1, "version": 0, "id": 3})").status == 200);
  const answer mine = send(f.h, "GET", game + "/log?seat=1");
  REQUIRE(mine.status == 200);
  CHECK(mine.body[0]["action"] == "player 1 bids 3");
  CHECK(mine.body[0]["events"][0]["rule"] == "bidding for the first player");
  CHECK(send(f.h, "GET", game + "/log?seat=2").body[0]["action"] == "player 1 places a sealed bid");
  const answer later = send(f.h, "GET", game + "/log?seat=1&from=1");
  CHECK(later.body.size() == mine.body.size() - 1);
  CHECK(send(f.h, "GET", game + "/log?seat=1&from=100000").body.empty());
}

namespace {

// Plays game `id` to its end for its person, taking action `pick` of each list (or the
// last when fewer); the number of actions the person took.
int play_out(server_fixture& f, std::uint64_t id, std::size_t pick) {
  const std::string game = "/games/" + std::to_string(id);
  int taken = 0;
  for (int guard = 0; guard < 5000; ++guard) {
    const answer actions = send(f.h, "GET", game + "/actions?seat=1");
    REQUIRE(actions.status == 200);
    if (actions.body["actions"].empty()) break;
    const std::size_t n = actions.body["actions"].size();
    const nlohmann::json act = {{"seat", 1}, {"version", actions.body["version"]}, {"id", std::min(pick, n - 1)}};
    const answer a = send(f.h, "POST", game + "/act", act.dump());
    REQUIRE(a.status == 200);
    ++taken;
    if (!a.body["over"].is_null()) break;
  }
  return taken;
}

}  // namespace

TEST_CASE("a whole game against the random agent through the handler, to its end", "[serve]") {
  server_fixture f;
  const std::uint64_t id = f.new_game(5, 30);
  const int taken = play_out(f, id, 0);
  CHECK(taken > 10);
  const answer summary = send(f.h, "GET", "/games/" + std::to_string(id));
  REQUIRE(summary.body["over"].is_string());
  CHECK(summary.body["decider"].is_null());
  const answer view = send(f.h, "GET", "/games/" + std::to_string(id) + "/view?seat=2");
  CHECK(view.body["over"]["reason"] == summary.body["over"]);
  const answer late = send(f.h, "POST", "/games/" + std::to_string(id) + "/act", R"({"seat": 1, "text": "pass"})");
  CHECK(late.status == 409);
  CHECK_THAT(late.body["refusal"].get<std::string>(), Catch::Contains("the game is over"));
}

TEST_CASE("the agents reply the same for a game's seed whatever other games the server holds", "[serve]") {
  server_fixture alone, busy;
  const std::uint64_t a = alone.new_game(11, 25);
  play_out(alone, a, 1);
  busy.new_game(12, 25);  // another game, played in between
  const std::uint64_t b = busy.new_game(11, 25);
  play_out(busy, 1, 0);
  play_out(busy, b, 1);
  const auto log_of = [](server_fixture& f, std::uint64_t id) {
    return send(f.h, "GET", "/games/" + std::to_string(id) + "/log?seat=1").raw.body;
  };
  CHECK(log_of(alone, a) == log_of(busy, b));
  CHECK(log_of(alone, a).size() > 1000);
}

}  // namespace megacorp::test
