// Time travel and replays in the session (docs/play.md, "Time travel", "Save as a replay",
// "The replay viewer"): undo, redo and jumps give back exactly the positions the game
// passed through (each seat's view, actions and log); a new action after an undo drops the
// redo list and marks the game; games with an agent refuse; a game saved as a replay file
// opens again at its start and steps to the same end; a damaged file is refused naming its line.
#include <catch2/catch.hpp>

#include <algorithm>

#include "agents/agent_names.hpp"
#include "engine/rules.hpp"
#include "engine/state_hash.hpp"
#include "session/new_session.hpp"
#include "session/replay_session.hpp"
#include "../lang/bundled_library.hpp"

namespace megacorp::test {

namespace {

using session::json;
using kind = session::travel_result::kind;

std::unique_ptr<session::game_session> hot_seat(std::uint64_t seed = 5) {
  session::game_request r;
  r.decks = {"Corp Starter", "Gnost Starter"};
  r.seats = {"human", "human"};
  r.seed = seed;
  auto made = session::new_session(bundled_library(), r);
  REQUIRE(made.game);
  return std::move(made.game);
}

// What both seats receive at the position, but the versions (which every travel moves on)
// and the travel counters.
json seen(const session::game_session& g) {
  json out = json::array();
  for (engine::player_id p = 0; p < 2; ++p) {
    json v = g.view(p), a = g.actions(p);
    v.erase("version"), v.erase("travel"), a.erase("version");
    json log = g.log(p);
    for (json& entry : log) entry.erase("version");
    out.push_back({v, a, log});
  }
  out.push_back(engine::state_hash(g.game()));
  return out;
}

// Plays `n` actions chosen by the greedy agent for both people, recording what was seen
// before each and at the end.
std::vector<json> play(session::game_session& g, int n, std::uint64_t seed) {
  const std::unique_ptr<agent> chooser = make_agent("greedy", seed, {});
  std::vector<json> positions;
  positions.push_back(seen(g));
  for (int i = 0; i < n && !g.over(); ++i) {
    const std::vector<engine::action> legal = engine::legal_actions(g.game());
    const engine::action a = chooser->pick(g.game(), legal);
    const auto id = static_cast<std::size_t>(std::find(legal.begin(), legal.end(), a) - legal.begin());
    REQUIRE(g.act(g.decider(), g.version(), id).ok);
    positions.push_back(seen(g));
  }
  return positions;
}

}  // namespace

TEST_CASE("undo, redo and jumps give back every position the game passed through", "[session][travel]") {
  auto g = hot_seat();
  REQUIRE(g->allows_undo());
  const std::vector<json> positions = play(*g, 200, 2);
  const std::size_t n = positions.size() - 1;
  REQUIRE(n >= 50);  // greedy against greedy, seed 2: the game ends after 77 actions
  REQUIRE(g->over());  // undo from the end too
  for (std::size_t k = n; k-- > 0;) {  // undo, one action at a time, to the start
    const std::uint64_t before = g->version();
    REQUIRE(g->undo().ok());
    CHECK(g->version() > before);
    REQUIRE(g->position() == k);
    CHECK(seen(*g) == positions[k]);
  }
  CHECK(g->undo().outcome == kind::nothing);
  for (std::size_t k = 1; k <= 40; ++k) {  // redo
    REQUIRE(g->redo().ok());
    CHECK(seen(*g) == positions[k]);
  }
  for (std::size_t k : {n * 3 / 4, std::size_t{3}, n, std::size_t{0}, n / 2}) {  // jumps, both ways
    REQUIRE(g->jump(k).ok());
    CHECK(seen(*g) == positions[k]);
    CHECK(g->redo_size() == n - k);
  }
  CHECK(g->jump(n + 1).outcome == kind::bad_index);
  CHECK_THAT(g->jump(n + 1).refusal, Catch::Contains("the game can go to 0 (its start) to " + std::to_string(n)));
  CHECK_FALSE(g->undo_used());
}

TEST_CASE("the next action of the redo list keeps it; another drops it and marks the game", "[session][travel]") {
  auto g = hot_seat();
  play(*g, 30, 2);
  const std::string next = g->history()[20];
  REQUIRE(g->jump(20).ok());
  REQUIRE(g->act_text(g->decider(), next).ok);  // as a redo
  CHECK(g->redo_size() == 9);
  CHECK_FALSE(g->undo_used());
  REQUIRE(g->undo().ok());
  const json offers = g->actions(g->decider())["actions"];
  std::size_t other = 0;
  while (offers[other]["text"] == next) ++other;
  REQUIRE(g->act(g->decider(), g->version(), other).ok);
  CHECK(g->redo_size() == 0);
  CHECK(g->undo_used());
  CHECK(g->redo().outcome == kind::nothing);
  CHECK_THAT(g->redo().refusal, Catch::Contains("nothing to redo"));
}

TEST_CASE("a game with an agent does not travel", "[session][travel]") {
  session::game_request r;
  r.decks = {"Corp Starter", "Gnost Starter"};
  r.seats = {"human", "random"};
  auto made = session::new_session(bundled_library(), r);
  REQUIRE(made.game);
  made.game->advance();
  REQUIRE(made.game->act(0, made.game->version(), 1).ok);
  CHECK_FALSE(made.game->allows_undo());
  for (const session::travel_result& t : {made.game->undo(), made.game->redo(), made.game->jump(0)}) {
    CHECK(t.outcome == kind::not_allowed);
    CHECK_THAT(t.refusal, Catch::Contains("an agent has a seat"));
  }
  CHECK(made.game->position() == 1);
}

TEST_CASE("a game saved as a replay opens at its start and steps to the same end", "[session][replay]") {
  auto g = hot_seat(9);
  play(*g, 150, 3);
  std::string why;
  const std::string text = session::replay_text(bundled_library(), *g, why);
  REQUIRE(why.empty());
  std::string error;
  const auto file = read_replay(text, error);
  REQUIRE(file);
  CHECK(file->actions == g->history());
  CHECK_FALSE(file->undo_used);
  session::opened_replay opened = session::open_replay(bundled_library(), text);
  REQUIRE(opened.error.empty());
  CHECK(opened.warnings.empty());
  session::game_session& viewer = *opened.game;
  CHECK(viewer.position() == 0);
  CHECK(viewer.redo_size() == g->history().size());
  CHECK(engine::state_hash(viewer.game()) == engine::state_hash(g->start()));
  REQUIRE(viewer.jump(viewer.redo_size()).ok());
  CHECK(seen(viewer) == seen(*g));
  CHECK(session::replay_text(bundled_library(), viewer, why) == text);

  // Undo used: the file says so, and so does the game opened from it.
  REQUIRE(g->jump(10).ok());
  const json offers = g->actions(g->decider())["actions"];
  REQUIRE(g->act(g->decider(), g->version(), offers.size() - 1).ok);
  const std::string edited = session::replay_text(bundled_library(), *g, why);
  CHECK_THAT(edited, Catch::Contains("\nundo used\nactions 11\n"));
  CHECK(session::open_replay(bundled_library(), edited).game->undo_used());
}

TEST_CASE("a replay that does not read or replay is refused naming the line and what is wrong", "[session][replay]") {
  auto g = hot_seat(4);
  play(*g, 12, 4);
  std::string why;
  const std::string text = session::replay_text(bundled_library(), *g, why);
  const auto opened = [](const std::string& t) { return session::open_replay(bundled_library(), t); };
  CHECK(opened("not a replay").error == "line 1: expected \"megacorp-replay 2\" (not a replay file)");
  std::string changed = text;
  const std::size_t at = changed.rfind("\nbid p=");
  REQUIRE(at != std::string::npos);
  changed.replace(at, 7, "\nsell p=");  // a bid made a sale: the engine refuses it
  const auto refused = opened(changed);
  CHECK_FALSE(refused.game);
  CHECK_THAT(refused.error, Catch::Matches("line [0-9]+: action [0-9]+ \\(`sell p=.*`\\): .*"));
  std::string wrong_deck = text;
  wrong_deck.replace(wrong_deck.find("\nfounder "), 9, "\nfounder Nobody At All");
  CHECK_THAT(opened(wrong_deck).error, Catch::StartsWith("line 6: the decks (from the first `deck` line) cannot start a game"));
  std::string unknown_rule = text;
  unknown_rule.replace(unknown_rule.find("\nrules\n"), 7, "\nrules no-such-rule\n");
  CHECK_THAT(opened(unknown_rule).error, Catch::StartsWith("line 3: the rules: unknown rules variant 'no-such-rule'"));
  std::string other_end = text;
  other_end.replace(other_end.find("\nresult end=capped"), 18, "\nresult end=win");
  CHECK_THAT(opened(other_end).error, Catch::Contains("the file says end=win"));
  std::string cut = text.substr(0, text.rfind("\nbid p=") + 1);  // an action short
  CHECK_THAT(opened(cut).error, Catch::Contains("action(s), its `actions` line says"));
}

}  // namespace megacorp::test
