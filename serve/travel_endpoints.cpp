// The endpoints of time travel and replays (docs/play.md, "Time travel", "Save as a
// replay", "The replay viewer"): undo, redo and jumps in a game of people, a game saved as a
// replay file, and a replay file opened as a game to step through.
#include <limits>

#include <fmt/format.h>

#include "serve/body.hpp"
#include "serve/call.hpp"
#include "session/replay_session.hpp"

namespace megacorp::serve {

namespace {

// 409 when the body's "version" (optional) is not the game's: the page acted on an old view.
void check_version(const call& c) {
  const auto v = whole_field(c.body, "version", std::numeric_limits<std::uint64_t>::max());
  if (v && *v != c.game->game->version())
    throw http_error(409, fmt::format("stale: the request was made at version {} and the game is at version {}; "
                                      "look at the game again", *v, c.game->game->version()));
}

response travel_answer(const served_game& g, const session::travel_result& r) {
  using kind = session::travel_result::kind;
  if (!r.ok()) throw http_error(r.outcome == kind::bad_index ? 400 : 409, r.refusal);
  json out = {{"ok", true}};
  out.update(progress_json(g));
  return json_reply(200, out);
}

}  // namespace

response post_undo(call& c) {
  only_keys(c.body, {"version"}, "an undo");
  check_version(c);
  return travel_answer(*c.game, c.game->game->undo());
}

response post_redo(call& c) {
  only_keys(c.body, {"version"}, "a redo");
  check_version(c);
  return travel_answer(*c.game, c.game->game->redo());
}

// {"to": K}: to the position after K actions (0: the start).
response post_jump(call& c) {
  only_keys(c.body, {"to", "version"}, "a jump");
  const auto to = whole_field(c.body, "to", std::numeric_limits<std::uint32_t>::max());
  if (!to) throw http_error(400, "a jump needs \"to\": the number of actions to the position, from 0 (the start)");
  check_version(c);
  return travel_answer(*c.game, c.game->game->jump(static_cast<std::size_t>(*to)));
}

// The game as a replay file. While an agent plays and the game goes on it is refused: the
// file holds the seed and every action, what no seat may see (docs/play.md, hidden information).
response get_replay(call& c) {
  const session::game_session& g = *c.game->game;
  if (!g.allows_undo() && !g.over())
    throw http_error(409, "the replay holds the seed and every action, which the person may not see while an agent "
                          "plays: a game against an agent is saved once it is over");
  std::string why;
  std::string text = session::replay_text(c.lib, g, why);
  if (text.empty()) throw http_error(409, why);
  response out;
  out.content_type = "text/plain; charset=utf-8";
  out.body = std::move(text);
  out.headers.emplace_back("Content-Disposition", fmt::format("attachment; filename=\"game-{}.replay\"", c.game->id));
  return out;
}

// {"replay": TEXT}: a replay file opened as a game of two people at its start.
response post_replay(call& c) {
  only_keys(c.body, {"replay"}, "a replay to open");
  const auto it = c.body.find("replay");
  if (it == c.body.end() || !it->is_string())
    throw http_error(400, "the body needs \"replay\": the text of a replay file (docs/simulate.md, \"Replay files\")");
  if (!c.games.make_room(c.limits.idle))
    throw http_error(503, fmt::format("the server holds {} open games, its most, none over nor left for {} minutes; "
                                      "free one with DELETE /games/{{id}} (GET /games lists them)",
                                      c.games.max_games(), c.limits.idle.count() / 60));
  const play_limits most{c.limits.max_turns, play_limits{}.max_actions_per_turn, false};
  session::opened_replay opened = session::open_replay(c.lib, it->get_ref<const std::string&>(), most);
  if (!opened.game) throw http_error(400, "the replay cannot be opened: " + opened.error);
  const replay_file& f = *opened.game->origin();
  session::game_request req;
  req.decks = {f.decks[0].name, f.decks[1].name};
  req.seats = {"human", "human"};
  req.variants = f.rules;
  req.seed = f.seed;
  req.limits = {f.max_turns, f.max_actions_per_turn, false};
  served_game& g = c.games.add(std::move(req), std::move(opened.game));
  json out = summary_json(g);
  out["warnings"] = opened.warnings;
  response r = json_reply(201, out);
  r.headers.emplace_back("Location", fmt::format("/games/{}", g.id));
  return r;
}

}  // namespace megacorp::serve
