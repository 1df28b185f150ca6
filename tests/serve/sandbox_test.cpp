// The sandbox and export as a scenario through serve::handler (docs/play.md): POST /games
// with a scenario's text starts from its board (empty decks filled from the lobby's decks),
// a malformed or oversized one is refused with the checker's line and message; GET
// /games/{id}/scenario writes the game as a scenario that the scenario runner passes.
#include "serve_client.hpp"

#include <fmt/format.h>

#include "library/game_cards.hpp"
#include "scenario/scenario_runner.hpp"

namespace megacorp::test {

namespace {

const std::string board = R"(scenario "Sandbox start" {
  player Ana {
    money: 12
    network {
      "Kurzwel Dynamics" at 0,0
      "The Glass Man" at 1,0
    }
    hand { "Chrome Enforcer", "Nanoblood Adept" }
  }
  player Nicole {
    network { "Temple of the Quorum" at 0,0 }
    hand { "Gnost Acolyte" }
    main deck { "Gnost Cleric" }
  }
  turn: Ana, buy
}
)";

std::string sandbox_body(const std::string& text, std::uint64_t seed = 3) {
  return nlohmann::json{{"decks", {"Corp Starter", "Gnost Starter"}}, {"seed", seed}, {"scenario", text}}.dump();
}

// `text` run as `megacorp test` runs it: the library with the text added, its one scenario.
scenario_result run_text(const std::string& text) {
  library lib;
  for (const auto& source : bundled_library().sources()) lib.add_parsed(source);
  diagnostics d;
  lib.add_source("export.mc", text, d);
  lib.check(d);
  INFO(format_text(d));
  REQUIRE_FALSE(d.has_errors());
  REQUIRE(lib.scenarios().size() == bundled_library().scenarios().size() + 1);
  return run_scenario(lib, make_card_db(lib), *lib.scenarios().back());
}

// Takes player 1's first offered action `n` times (the random agent answers each).
void play_on(server_fixture& f, std::uint64_t game, int n) {
  for (int i = 0; i < n; ++i) {
    const answer acts = send(f.h, "GET", fmt::format("/games/{}/actions?seat=1", game));
    if (acts.body["actions"].empty()) return;
    const answer a = send(f.h, "POST", fmt::format("/games/{}/act", game),
                          nlohmann::json{{"seat", 1}, {"version", acts.body["version"]}, {"id", 0}}.dump());
    REQUIRE(a.status == 200);
  }
}

}  // namespace

TEST_CASE("POST /games with a scenario starts from its board, its empty decks filled from the lobby's", "[serve][sandbox]") {
  server_fixture f;
  const answer made = send(f.h, "POST", "/games", sandbox_body(board));
  REQUIRE(made.status == 201);
  const answer view = send(f.h, "GET", "/games/1/view?seat=1");
  REQUIRE(view.status == 200);
  CHECK(view.body["turn"] == 5);
  CHECK(view.body["phase"] == "Buy Phase");
  CHECK(view.body["decider"] == 1);
  const auto& ana = view.body["players"][0];
  const auto& nicole = view.body["players"][1];
  CHECK(ana["label"] == "Ana");
  CHECK(ana["money"] == 12);
  CHECK(ana["hand"].size() == 2);
  CHECK(ana["main_deck"] == 46);      // Corp Starter's main deck
  CHECK(ana["resource_deck"] == 22);  // and its resources
  CHECK(nicole["main_deck"] == 1);    // written: kept as it is
  CHECK(nicole["resource_deck"] == 22);
  CHECK(nicole["network"].size() == 1);
  // The same seed fills the decks the same; another seed otherwise.
  const answer again = send(f.h, "POST", "/games", sandbox_body(board));
  const answer other = send(f.h, "POST", "/games", sandbox_body(board, 4));
  REQUIRE(again.status == 201);
  REQUIRE(other.status == 201);
  auto deck_of = [&](int game) { return send(f.h, "GET", fmt::format("/games/{}/scenario?form=board", game)).raw.body; };
  const std::string first = deck_of(1);
  CHECK(first.substr(first.find("main deck")) == deck_of(2).substr(deck_of(2).find("main deck")));
  CHECK(first.substr(first.find("main deck")) != deck_of(3).substr(deck_of(3).find("main deck")));
}

TEST_CASE("POST /games refuses a malformed scenario with the checker's line and message", "[serve][sandbox]") {
  server_fixture f;
  auto refused = [&](const std::string& text, const std::string& says) {
    const answer a = send(f.h, "POST", "/games", sandbox_body(text));
    CHECK(a.status == 400);
    CHECK_THAT(error_of(a), Catch::Contains(says));
  };
  std::string typo = board;
  typo.replace(typo.find("Chrome Enforcer"), 15, "Chrome Enforcr");
  refused(typo, "scenario.mc:8:12: error: unknown card \"Chrome Enforcr\", did you mean 'Chrome Enforcer'?");
  refused("scenario \"x\" { player Ana { money: } }", "scenario.mc:1:36: error: expected a number after ':'");
  refused("card \"Mine\" {\n  type: character\n  faction: corp\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n}\n" + board,
          "writes a card of its own");
  std::string second = board;
  second.replace(second.find("Sandbox start"), 13, "Another start");
  refused(board + second, "the file holds 2 scenarios");
  refused("deck \"D\" {\n  business: \"Kurzwel Dynamics\"\n  founder: \"The Glass Man\"\n  resources: 20 \"Selfish Consumers\"\n"
          "  main: 4 \"Nanoblood Adept\", 4 \"Kurzwel Technician\", 4 \"Chrome Enforcer\", 4 \"Surveillance Drone\",\n"
          "    4 \"Nanoblood Sharpshooter\", 4 \"Turret Operator\", 4 \"Security Contractor\", 4 \"Corporate Liquidator\",\n"
          "    4 \"Kinetic Barrier\", 4 \"Neural Uplink\"\n}\n" + board, "writes a deck of its own");
  std::string three = board;
  three.insert(three.find("  turn:"), "  player Omar { network { \"Genome Holdings\" at 0,0 } }\n");
  refused(three, "has 3 players; a game on the server has two");
  refused("scenario \"d\" {\n  player Ana { deck: \"Corp Starter\" }\n  player Nicole { deck: \"Gnost Starter\" }\n"
          "  turn: Ana, bidding\n  Ana bids 1\n}\n",
          "Ana plays deck \"Corp Starter\": a game from decks starts in the lobby");
  const answer not_text = send(f.h, "POST", "/games", R"({"decks": ["Corp Starter", "Gnost Starter"], "scenario": 3})");
  CHECK(not_text.status == 400);
  CHECK_THAT(error_of(not_text), Catch::Contains("\"scenario\" must be a scenario's text"));
  CHECK(send(f.h, "GET", "/games").body["games"].empty());
}

TEST_CASE("POST /games refuses a scenario over the body limit (413)", "[serve][sandbox]") {
  server_fixture f;
  std::string big = board;
  big.insert(big.find("  turn:"), std::string(70 * 1024, ' '));
  const answer a = send(f.h, "POST", "/games", sandbox_body(big));
  CHECK(a.status == 413);
  CHECK_THAT(error_of(a), Catch::Contains("a request body may hold at most 65536 bytes"));
}

TEST_CASE("GET /games/{id}/scenario: the game as a scenario the runner passes", "[serve][export]") {
  server_fixture f;
  const std::uint64_t game = f.new_game(5);
  play_on(f, game, 40);
  const answer text = send(f.h, "GET", fmt::format("/games/{}/scenario", game));
  REQUIRE(text.status == 200);
  CHECK(text.raw.content_type == "text/plain; charset=utf-8");
  CHECK_THAT(text.raw.body, Catch::Contains("player Ana { deck: \"Corp Starter\" }"));
  CHECK_THAT(text.raw.body, Catch::Contains("  Ana bids "));
  scenario_result r = run_text(text.raw.body);
  INFO(r.message);
  CHECK(r.status == scenario_status::passed);
  // One action changed: the first bid raised by one. It fails.
  std::string changed = text.raw.body;
  const std::size_t bid = changed.find("Ana bids ") + 9;
  changed[bid] = static_cast<char>(changed[bid] + 1);
  CHECK(run_text(changed).status == scenario_status::failed);
  // A sandbox game too: its board with the decks filled as they were.
  REQUIRE(send(f.h, "POST", "/games", sandbox_body(board)).status == 201);
  play_on(f, 2, 6);
  const answer sandbox = send(f.h, "GET", "/games/2/scenario");
  REQUIRE(sandbox.status == 200);
  CHECK_THAT(sandbox.raw.body, Catch::Contains("money: 12"));
  scenario_result s = run_text(sandbox.raw.body);
  INFO(s.message);
  CHECK(s.status == scenario_status::passed);
  const answer form = send(f.h, "GET", "/games/2/scenario?form=sideways");
  CHECK(form.status == 400);
  CHECK_THAT(error_of(form), Catch::Contains("form='sideways' is not a form of the export"));
  CHECK(send(f.h, "GET", "/games/9/scenario").status == 404);
}

}  // namespace megacorp::test

namespace megacorp::test {

TEST_CASE("A sandbox game of two people undoes, and its export holds the actions that led to the position", "[serve][sandbox]") {
  server_fixture f;
  const std::string body = nlohmann::json{{"decks", {"Corp Starter", "Gnost Starter"}}, {"seats", {"human", "human"}},
                                          {"seed", 9}, {"scenario", board}}.dump();
  REQUIRE(send(f.h, "POST", "/games", body).status == 201);
  for (int i = 0; i < 6; ++i) {
    const int seat = send(f.h, "GET", "/games/1").body["decider"].get<int>();
    const answer acts = send(f.h, "GET", fmt::format("/games/1/actions?seat={}", seat));
    REQUIRE(send(f.h, "POST", "/games/1/act",
                 nlohmann::json{{"seat", seat}, {"version", acts.body["version"]}, {"id", 0}}.dump()).status == 200);
  }
  REQUIRE(send(f.h, "POST", "/games/1/undo", "{}").status == 200);
  REQUIRE(send(f.h, "POST", "/games/1/undo", "{}").status == 200);
  const answer text = send(f.h, "GET", "/games/1/scenario");
  REQUIRE(text.status == 200);
  CHECK_THAT(text.raw.body, Catch::Contains("its 4 actions"));
  const scenario_result r = run_text(text.raw.body);
  INFO(r.message);
  CHECK(r.status == scenario_status::passed);
}

}  // namespace megacorp::test
