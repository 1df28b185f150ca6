// The endpoints about games as a whole: the lobby's choices, making, listing and freeing
// games (docs/play.md, "The server").
#include <algorithm>
#include <limits>

#include <fmt/format.h>

#include "serve/body.hpp"
#include "serve/call.hpp"
#include "session/deck_file.hpp"
#include "session/new_session.hpp"
#include "vocabulary/variants.hpp"

namespace megacorp::serve {

namespace {

constexpr std::string_view scenario_text = "a scenario's text (docs/scenarios.md), for a game that starts from its board";
constexpr std::string_view deck_file_text = "a deck file's text: decks of the server's cards (docs/language.md, Decks)";

int bounded(const nlohmann::json& body, std::string_view key, int fallback, int max) {
  const auto n = whole_field(body, key, static_cast<std::uint64_t>(max), 1);
  return n ? static_cast<int>(*n) : fallback;
}

// POST /games's body as the session's request (400 naming what is wrong with it).
session::game_request read_game_request(const nlohmann::json& body, const serve_limits& limits) {
  only_keys(body, {"decks", "seats", "variants", "seed", "max_turns", "mcts_iterations", "scenario", "deck_file"},
            "a new game");
  session::game_request req;
  const auto decks = text_list(body, "decks", 2);
  if (!decks) throw http_error(400, "a new game needs \"decks\": two deck names of the library (GET /lobby lists them)");
  req.decks = *decks;
  req.seats = text_list(body, "seats", 2).value_or(std::vector<std::string>{"human", "random"});
  req.variants = text_list(body, "variants", 32).value_or(std::vector<std::string>{});
  req.seed = whole_field(body, "seed", std::numeric_limits<std::uint64_t>::max()).value_or(1);
  req.limits.max_turns = bounded(body, "max_turns", 200, limits.max_turns);
  req.agents.mcts.iterations = bounded(body, "mcts_iterations", 100, limits.max_mcts_iterations);
  req.scenario = file_field(body, "scenario", scenario_text);
  req.deck_file = file_field(body, "deck_file", deck_file_text);
  if (std::count(req.seats.begin(), req.seats.end(), "human") == 0)
    throw http_error(400, "a game on the server has a person at one seat at least (\"seats\": [\"human\", \"random\"]); "
                          "agents against each other play in `megacorp play` and `megacorp simulate`");
  return req;
}

json deck_json(const checked::deck& d) { return {{"name", d.name}, {"business", d.business}, {"founder", d.founder}}; }

}  // namespace

response get_lobby(call& c) {
  json decks = json::array();
  for (const auto& d : c.lib.decks()) decks.push_back(deck_json(*d));
  const json limits = {{"max_games", c.limits.max_games}, {"max_body", c.limits.max_body},
                       {"max_turns", c.limits.max_turns}, {"max_mcts_iterations", c.limits.max_mcts_iterations}};
  return json_reply(200, {{"decks", decks}, {"variants", variant_names(c.lib.variants())},
                          {"seats", session::seat_kinds()}, {"limits", limits}});
}

response list_games(call& c) {
  json games = json::array();
  for (const auto& [id, g] : c.games.all()) games.push_back(summary_json(g));
  return json_reply(200, {{"games", games}, {"max_games", c.games.max_games()}});
}

response create_game(call& c) {
  session::game_request req = read_game_request(c.body, c.limits);
  if (!c.games.make_room(c.limits.idle))
    throw http_error(503, fmt::format("the server holds {} open games, its most, none over nor left for {} minutes; "
                                      "free one with DELETE /games/{{id}} (GET /games lists them)",
                                      c.games.max_games(), c.limits.idle.count() / 60));
  session::new_session_result made = session::new_session(c.lib, req);
  if (!made.game)
    return json_reply(400, {{"error", fmt::format("the game cannot start: {}", fmt::join(made.problems, "; "))},
                            {"problems", made.problems}});
  served_game& g = c.games.add(std::move(req), std::move(made.game), std::move(made.start));
  run_agents(g);
  response out = json_reply(201, summary_json(g));
  out.headers.emplace_back("Location", fmt::format("/games/{}", g.id));
  return out;
}

// POST /decks/check: the decks of an uploaded file, or the checker's messages (the lobby
// shows them before a game starts from the file).
response check_deck_file(call& c) {
  only_keys(c.body, {"deck_file"}, "a deck file's check");
  const std::string text = file_field(c.body, "deck_file", deck_file_text);
  if (text.empty()) throw http_error(400, "a deck file's check needs \"deck_file\": the file's text");
  const session::uploaded_decks file = session::read_deck_file(c.lib, text);
  if (!file.problems.empty())
    return json_reply(400, {{"error", fmt::format("the deck file does not check: {}", fmt::join(file.problems, "; "))},
                            {"problems", file.problems}});
  json decks = json::array();
  for (const checked::deck& d : file.decks) decks.push_back(deck_json(d));
  return json_reply(200, {{"decks", decks}});
}

response get_game(call& c) { return json_reply(200, summary_json(*c.game)); }

response free_game(call& c) {
  const std::uint64_t id = c.game->id;
  c.games.free(id);
  return json_reply(200, {{"freed", id}});
}

}  // namespace megacorp::serve
