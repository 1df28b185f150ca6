// serve::handler's time travel and replays (docs/play.md, "Time travel", "Save as a
// replay", "The replay viewer"): undo, redo and jump with each refusal, a replay saved and
// opened again (of a hot-seat game, and of a game against an agent once over), and a
// replay that does not read or replay refused naming its line.
#include "serve_client.hpp"

namespace megacorp::test {

namespace {

std::string hot_seat_game(server_fixture& f, std::uint64_t seed = 3) {
  const answer a = send(f.h, "POST", "/games",
                        nlohmann::json{{"decks", {"Corp Starter", "Gnost Starter"}}, {"seats", {"human", "human"}},
                                       {"seed", seed}}.dump());
  REQUIRE(a.status == 201);
  CHECK(a.body["travel"] == nlohmann::json{{"allowed", true}, {"actions", 0}, {"redo", 0}, {"undo_used", false}});
  return "/games/" + std::to_string(a.body["game"].get<int>());
}

// The action a test takes: player 1 bids 0 and player 2 bids 1; then a pass when offered,
// else the first action (concede is the last).
std::size_t pick(const nlohmann::json& offers, int seat) {
  if (offers[0]["kind"] == "bid") return static_cast<std::size_t>(seat - 1);
  for (std::size_t i = 0; i < offers.size(); ++i)
    if (offers[i]["kind"] == "pass") return i;
  return 0;
}

// Takes `n` actions by whoever decides.
void take(server_fixture& f, const std::string& game, int n) {
  for (int i = 0; i < n; ++i) {
    const int seat = send(f.h, "GET", game + "/view?seat=1").body["decider"];
    const answer offers = send(f.h, "GET", game + "/actions?seat=" + std::to_string(seat));
    const nlohmann::json body = {{"seat", seat}, {"version", offers.body["version"]}, {"id", pick(offers.body["actions"], seat)}};
    REQUIRE(send(f.h, "POST", game + "/act", body.dump()).status == 200);
  }
}

std::string as_body(const std::string& replay) { return nlohmann::json{{"replay", replay}}.dump(); }

}  // namespace

TEST_CASE("POST undo, redo and jump travel a hot-seat game; each refusal has its status", "[serve][travel]") {
  server_fixture f;
  const std::string game = hot_seat_game(f);
  CHECK(send(f.h, "POST", game + "/undo", "{}").status == 409);
  CHECK_THAT(error_of(send(f.h, "POST", game + "/undo", "{}")), Catch::Contains("nothing to undo"));
  take(f, game, 8);
  const nlohmann::json before = send(f.h, "GET", game + "/view?seat=1").body;
  const answer undo = send(f.h, "POST", game + "/undo", "{}");
  REQUIRE(undo.status == 200);
  CHECK(undo.body["travel"]["actions"] == 7);
  CHECK(undo.body["travel"]["redo"] == 1);
  CHECK(send(f.h, "GET", game + "/log?seat=1").body.size() == 7);
  const answer redo = send(f.h, "POST", game + "/redo", "{}");
  REQUIRE(redo.status == 200);
  nlohmann::json after = send(f.h, "GET", game + "/view?seat=1").body;
  CHECK(after["version"] > before["version"]);
  for (auto* v : {&after}) v->erase("version");
  nlohmann::json was = before;
  was.erase("version");
  CHECK(after == was);
  CHECK(send(f.h, "POST", game + "/redo", "{}").status == 409);
  const answer jump = send(f.h, "POST", game + "/jump", R"({"to": 2})");
  REQUIRE(jump.status == 200);
  CHECK(jump.body["travel"]["redo"] == 6);
  const answer far = send(f.h, "POST", game + "/jump", R"({"to": 9})");
  CHECK(far.status == 400);
  CHECK_THAT(error_of(far), Catch::Contains("there is no position after 9 actions: the game can go to 0 (its start) to 8"));
  CHECK(send(f.h, "POST", game + "/jump", "{}").status == 400);
  CHECK(send(f.h, "POST", game + "/jump", R"({"to": -1})").status == 400);
  CHECK(send(f.h, "POST", game + "/undo", R"({"whence": 1})").status == 400);
  const answer stale = send(f.h, "POST", game + "/undo", R"({"version": 1})");
  CHECK(stale.status == 409);
  CHECK_THAT(error_of(stale), Catch::Contains("stale"));
  CHECK(send(f.h, "GET", game + "/undo").status == 405);
  CHECK(send(f.h, "POST", "/games/99/undo", "{}").status == 404);
}

TEST_CASE("a game with an agent refuses to travel, and to be saved before it is over", "[serve][travel]") {
  server_fixture f;
  const std::string game = "/games/" + std::to_string(f.new_game());
  CHECK(send(f.h, "GET", game).body["travel"]["allowed"] == false);
  for (const char* what : {"/undo", "/redo"}) {
    const answer a = send(f.h, "POST", game + what, "{}");
    CHECK(a.status == 409);
    CHECK_THAT(error_of(a), Catch::Contains("does not allow undo: an agent has a seat"));
  }
  CHECK(send(f.h, "POST", game + "/jump", R"({"to": 0})").status == 409);
  const answer saved = send(f.h, "GET", game + "/replay");
  CHECK(saved.status == 409);
  CHECK_THAT(error_of(saved), Catch::Contains("saved once it is over"));
}

TEST_CASE("GET replay saves a game; POST /replays opens it at its start to step through", "[serve][replay]") {
  server_fixture f;
  const std::string game = hot_seat_game(f, 6);
  take(f, game, 20);
  const answer saved = send(f.h, "GET", game + "/replay");
  REQUIRE(saved.status == 200);
  CHECK(saved.raw.content_type == "text/plain; charset=utf-8");
  CHECK_THAT(saved.raw.body, Catch::StartsWith("megacorp-replay 2\n") && Catch::Contains("\nactions 20\n"));
  bool attachment = false;
  for (const auto& [k, v] : saved.raw.headers) attachment |= k == "Content-Disposition" && v.find("attachment") == 0;
  CHECK(attachment);

  const answer opened = send(f.h, "POST", "/replays", as_body(saved.raw.body));
  REQUIRE(opened.status == 201);
  CHECK(opened.body["seats"] == nlohmann::json{"human", "human"});
  CHECK(opened.body["travel"]["actions"] == 0);
  CHECK(opened.body["travel"]["redo"] == 20);
  CHECK(opened.body["warnings"].empty());
  const std::string viewer = "/games/" + std::to_string(opened.body["game"].get<int>());
  REQUIRE(send(f.h, "POST", viewer + "/jump", R"({"to": 20})").status == 200);
  nlohmann::json a = send(f.h, "GET", viewer + "/view?seat=2").body, b = send(f.h, "GET", game + "/view?seat=2").body;
  for (auto* v : {&a, &b}) v->erase("version"), v->erase("travel");
  CHECK(a == b);
  CHECK(send(f.h, "GET", viewer + "/replay").raw.body == saved.raw.body);
}

TEST_CASE("POST /replays refuses what does not read or replay, naming the line", "[serve][replay]") {
  server_fixture f;
  const std::string game = hot_seat_game(f, 6);
  take(f, game, 6);
  const std::string text = send(f.h, "GET", game + "/replay").raw.body;
  const answer junk = send(f.h, "POST", "/replays", as_body("hello\n"));
  CHECK(junk.status == 400);
  CHECK(error_of(junk) == "the replay cannot be opened: line 1: expected \"megacorp-replay 2\" (not a replay file)");
  std::string changed = text;
  changed.replace(changed.rfind("\nbid p=2 v="), 12, "\nbid p=2 v=9");
  const answer diverged = send(f.h, "POST", "/replays", as_body(changed));
  CHECK(diverged.status == 400);
  CHECK_THAT(error_of(diverged), Catch::Matches("the replay cannot be opened: line [0-9]+: action 2 \\(`bid p=2 v=9`\\): .*"));
  std::string long_game = text;
  long_game.replace(long_game.find("max-turns=200"), 13, "max-turns=501");
  CHECK(error_of(send(f.h, "POST", "/replays", as_body(long_game))) ==
        "the replay cannot be opened: line 4: the limits: at most max-turns=500 max-actions-per-turn=2000 here");
  CHECK(send(f.h, "POST", "/replays", R"({"replay": 3})").status == 400);
  CHECK(send(f.h, "POST", "/replays", "{}").status == 400);
  CHECK(send(f.h, "POST", "/replays", R"({"replay": "x", "path": "/etc/passwd"})").status == 400);
  const answer big = send(f.h, "POST", "/replays", as_body(std::string(70000, 'x')));
  CHECK(big.status == 413);
}

}  // namespace megacorp::test

namespace megacorp::test {

TEST_CASE("a game against an agent is saved once over, and its replay opens and reaches the same end", "[serve][replay]") {
  server_fixture f;
  const std::string game = "/games/" + std::to_string(f.new_game(11, 3));
  for (int i = 0; i < 2000 && send(f.h, "GET", game).body["over"].is_null(); ++i) {
    const answer offers = send(f.h, "GET", game + "/actions?seat=1");
    const nlohmann::json body = {{"seat", 1}, {"version", offers.body["version"]}, {"id", pick(offers.body["actions"], 1)}};
    REQUIRE(send(f.h, "POST", game + "/act", body.dump()).status == 200);
  }
  const answer summary = send(f.h, "GET", game);
  REQUIRE_FALSE(summary.body["over"].is_null());
  const answer saved = send(f.h, "GET", game + "/replay");
  REQUIRE(saved.status == 200);
  const answer opened = send(f.h, "POST", "/replays", as_body(saved.raw.body));
  REQUIRE(opened.status == 201);
  const std::string viewer = "/games/" + std::to_string(opened.body["game"].get<int>());
  const auto actions = opened.body["travel"]["redo"].get<int>();
  CHECK(actions == summary.body["travel"]["actions"]);
  REQUIRE(send(f.h, "POST", viewer + "/jump", nlohmann::json{{"to", actions}}.dump()).status == 200);
  CHECK(send(f.h, "GET", viewer).body["over"] == summary.body["over"]);
}

}  // namespace megacorp::test
