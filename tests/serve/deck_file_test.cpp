// Decks from an uploaded file through serve::handler (docs/play.md, "Decks from a file"):
// POST /decks/check answers the file's decks or the checker's messages with their lines;
// POST /games with "deck_file" plays its decks (beside the library's), and its replay names
// the file's deck lists, so `megacorp replay` can play it again.
#include "serve_client.hpp"

#include <fstream>
#include <sstream>

#include <fmt/format.h>

namespace megacorp::test {

namespace {

// tests/serve/upload_corp.mc: a legal deck of the starters' cards, "Upload Corp" (the
// tests run from the checkout's root).
std::string read_good() {
  std::ifstream in("tests/serve/upload_corp.mc");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}
const std::string good = read_good();

std::string check_body(const std::string& text) { return nlohmann::json{{"deck_file", text}}.dump(); }

}  // namespace

TEST_CASE("POST /decks/check answers a deck file's decks", "[serve][deck_file]") {
  server_fixture f;
  const answer a = send(f.h, "POST", "/decks/check", check_body(good));
  REQUIRE(a.status == 200);
  REQUIRE(a.body["decks"].size() == 1);
  CHECK(a.body["decks"][0]["name"] == "Upload Corp");
  CHECK(a.body["decks"][0]["business"] == "Kurzwel Dynamics");
  CHECK(a.body["decks"][0]["founder"] == "The Glass Man");
}

TEST_CASE("POST /decks/check refuses a broken deck file with the checker's lines", "[serve][deck_file]") {
  server_fixture f;
  auto refused = [&](const std::string& body, const std::string& says) {
    const answer a = send(f.h, "POST", "/decks/check", body);
    CHECK(a.status == 400);
    CHECK_THAT(error_of(a), Catch::Contains(says));
  };
  std::string few = good;
  few.replace(few.find("4 \"Nanoblood Subscribers\""), 25, "2 \"Nanoblood Subscribers\"");
  refused(check_body(few), "decks.mc:8:3: error: the resource deck has 18 cards; it needs at least 20");
  std::string typo = good;
  typo.replace(typo.find("Chrome Enforcer"), 15, "Chrome Enforcr");
  refused(check_body(typo), "decks.mc:10:56: error: unknown card \"Chrome Enforcr\"");
  std::string same = good;
  same.replace(same.find("Upload Corp"), 11, "Corp Starter");
  refused(check_body(same), "decks.mc:5:6: error: deck \"Corp Starter\" is defined twice");
  refused(check_body("card \"Mine\" {\n  type: character\n  faction: corp\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n}\n" +
                     good),
          "writes a card of its own; a deck file holds decks of the server's cards");
  refused(check_body("# only a comment\n"), "the file holds no deck");
  refused(check_body(""), "\"deck_file\"");
  refused(nlohmann::json{{"deck_file", 3}}.dump(), "\"deck_file\"");
  refused(nlohmann::json{{"deck_file", good}, {"other", 1}}.dump(), "other");
  refused("{}", "needs \"deck_file\"");
}

TEST_CASE("POST /games plays a deck of the uploaded file, and its replay holds the deck", "[serve][deck_file]") {
  server_fixture f;
  const nlohmann::json body = {{"decks", {"Upload Corp", "Gnost Starter"}}, {"seats", {"human", "human"}},
                               {"deck_file", good}, {"seed", 5}};
  const answer made = send(f.h, "POST", "/games", body.dump());
  REQUIRE(made.status == 201);
  CHECK(made.body["decks"] == nlohmann::json({"Upload Corp", "Gnost Starter"}));
  const answer view = send(f.h, "GET", "/games/1/view?seat=1");
  REQUIRE(view.status == 200);
  // The file's deck: 20 resources and 40 main cards, dealt from (001 Beginning of the game).
  const auto& me = view.body["players"][0];
  CHECK(me["main_deck"].get<int>() + me["hand_size"].get<int>() == 40);
  CHECK(me["resource_deck"] == 20);
  const answer replay = send(f.h, "GET", "/games/1/replay");
  REQUIRE(replay.status == 200);
  CHECK_THAT(replay.raw.body, Catch::Contains("Upload Corp"));
  // A name neither the file nor the library holds.
  nlohmann::json wrong = body;
  wrong["decks"][0] = "Nope";
  const answer refused = send(f.h, "POST", "/games", wrong.dump());
  CHECK(refused.status == 400);
  CHECK_THAT(error_of(refused), Catch::Contains("no deck named \"Nope\" in the library") &&
                                    Catch::Contains("the deck file's are \"Upload Corp\""));
  // Without the file, the library alone: the name is unknown.
  nlohmann::json without = body;
  without.erase("deck_file");
  CHECK(send(f.h, "POST", "/games", without.dump()).status == 400);
}

}  // namespace megacorp::test
