// The session's calls (docs/play.md): a new game, views, actions by id, stale and illegal
// actions refused with their rule, the log with rules, agents moving, the end.
#include <catch2/catch.hpp>

#include "session/new_session.hpp"
#include "../lang/bundled_library.hpp"

namespace megacorp::test {

namespace {

session::game_request request(std::vector<std::string> seats) {
  session::game_request r;
  r.decks = {"Corp Starter", "Gnost Starter"};
  r.seats = std::move(seats);
  r.seed = 7;
  return r;
}

}  // namespace

TEST_CASE("a new session names what is wrong with its request", "[session]") {
  session::game_request r = request({"human", "nobody"});
  r.decks[1] = "Nope";
  r.variants = {"no-such-variant"};
  const auto made = session::new_session(bundled_library(), r);
  REQUIRE_FALSE(made.game);
  REQUIRE(made.problems.size() == 3);
  CHECK_THAT(made.problems[0], Catch::Contains("no deck named \"Nope\""));
  CHECK_THAT(made.problems[1], Catch::Contains("unknown rules variant 'no-such-variant'"));
  CHECK_THAT(made.problems[2], Catch::Contains("unknown agent 'nobody'"));
}

TEST_CASE("a person acts by id; stale, foreign and illegal actions are refused with the reason", "[session]") {
  auto made = session::new_session(bundled_library(), request({"human", "random"}));
  REQUIRE(made.game);
  session::game_session& g = *made.game;
  g.advance();
  REQUIRE(g.decider() == 0);
  const auto view = g.view(0);
  CHECK(view["phase"] == "Bidding");
  CHECK(view["players"][1]["hand_size"] == 0);
  CHECK_FALSE(view["players"][1].contains("hand"));
  const auto actions = g.actions(0);
  REQUIRE(actions["actions"].size() == 12);  // bids 0..10, concede
  CHECK(actions["actions"][3]["kind"] == "bid");
  CHECK(actions["actions"][3]["value"] == 3);
  CHECK(g.actions(1)["actions"].empty());  // not seat 2's decision

  CHECK_THAT(g.act(1, g.version(), 0).refusal, Catch::Contains("it is player 1's decision, not player 2's"));
  CHECK_THAT(g.act(0, g.version() + 1, 0).refusal, Catch::Contains("stale"));
  CHECK_THAT(g.act(0, g.version(), 12).refusal, Catch::Contains("there is no action 12"));
  const session::act_result sell = g.act_text(0, "sell card=0");
  CHECK_FALSE(sell.ok);
  CHECK_THAT(sell.refusal, Catch::Contains("Divest Phase"));
  CHECK(sell.rule == "001 Divest Phase");
  CHECK_THAT(g.act_text(0, "frobnicate").refusal, Catch::Contains("cannot read the action"));
  CHECK_THROWS_WITH(g.view(2), "there is no player 3 in this game (players 1 to 2)");
  CHECK_THROWS_AS(g.act(5, g.version(), 0), std::out_of_range);

  REQUIRE(g.act(0, g.version(), 3).ok);  // bid 3
  CHECK(g.log(0)[0]["action"] == "player 1 bids 3");
  CHECK(g.log(1)[0]["action"] == "player 1 places a sealed bid");
  CHECK(g.log(1)[0]["events"][0]["text"] == "Player 1 places a sealed bid (bidding for the first player, 001 Beginning of the game).");
  CHECK(g.log(0)[0]["events"][0]["rule"] == "bidding for the first player");
  g.advance();
  // Draws are named to the drawer and not to the other seat.
  bool named = false, hidden = false;
  for (const auto& entry : g.log(0))
    for (const auto& e : entry["events"]) {
      const std::string text = e["text"];
      named |= text.find("goes from player 1's main deck to player 1's hand") != std::string::npos && text[0] == '"';
      hidden |= text.rfind("A card goes from player 2's main deck to player 2's hand", 0) == 0;
    }
  CHECK(named);
  CHECK(hidden);
}

TEST_CASE("agents on both seats play a session to its end, and the view says why it ended", "[session]") {
  session::game_request r = request({"random", "greedy"});
  r.limits.max_turns = 60;
  auto made = session::new_session(bundled_library(), r);
  REQUIRE(made.game);
  made.game->advance();
  REQUIRE(made.game->over());
  const auto view = made.game->view(0);
  CHECK(view["over"]["reason"] == made.game->end());
  CHECK_FALSE(made.game->end().empty());
  CHECK(made.game->actions(0)["actions"].empty());
  CHECK_THAT(made.game->act(0, made.game->version(), 0).refusal, Catch::Contains("the game is over"));
  CHECK(made.game->log_size() == made.game->history().size());
}

}  // namespace megacorp::test
