// The endpoints of one seat of a game: its view, its actions, acting, checking an action,
// its log (docs/play.md, "The server"). Each names the seat it speaks for (players from 1).
#include <limits>

#include <fmt/format.h>

#include "input/excerpt.hpp"
#include "serve/body.hpp"
#include "serve/call.hpp"

namespace megacorp::serve {

namespace {

// The seat `number` names in `g` (a player from 1), or 404 naming the game's players.
engine::player_id seat_in(const served_game& g, std::uint64_t number) {
  if (number < 1 || number > static_cast<std::uint64_t>(g.game->seats()))
    throw http_error(404, fmt::format("there is no player {} in game {} (players 1 to {})", number, g.id, g.game->seats()));
  return static_cast<engine::player_id>(number - 1);
}

std::uint64_t query_number(const call& c, const std::string& key, std::string_view what) {
  const auto it = c.where.query.find(key);
  if (it == c.where.query.end())
    throw http_error(400, fmt::format("the query needs {}={} (docs/play.md)", key, what));
  const std::optional<std::uint64_t> n = whole_number(it->second);
  if (!n) throw http_error(400, fmt::format("{}='{}' is not {}", key, excerpt(it->second), what));
  return *n;
}

engine::player_id query_seat(const call& c) { return seat_in(*c.game, query_number(c, "seat", "a player number from 1")); }

engine::player_id body_seat(const call& c) {
  const std::optional<std::uint64_t> n = whole_field(c.body, "seat", std::numeric_limits<std::uint64_t>::max());
  if (!n) throw http_error(400, "the body needs \"seat\": the player who acts, from 1");
  return seat_in(*c.game, *n);
}

// 409 with the game's state when it cannot go on; else nothing.
void check_not_stopped(const served_game& g) {
  if (!g.stopped.empty()) throw http_error(409, g.stopped);
}

response act_answer(served_game& g, const session::act_result& r) {
  json out = r.to_json();
  if (r.ok && !run_agents(g)) return json_reply(500, {{"error", g.stopped}});
  out.update(progress_json(g));
  return json_reply(r.ok ? 200 : 409, out);
}

}  // namespace

response get_view(call& c) { return json_reply(200, c.game->game->view(query_seat(c))); }

response get_actions(call& c) { return json_reply(200, c.game->game->actions(query_seat(c))); }

response get_log(call& c) {
  const engine::player_id seat = query_seat(c);
  const std::uint64_t from = c.where.query.count("from") ? query_number(c, "from", "an entry number from 0") : 0;
  return json_reply(200, c.game->game->log(seat, static_cast<std::size_t>(from)));
}

// {"seat": N, "version": V, "id": K} takes action K of the seat's actions at version V;
// {"seat": N, "text": "sell card=23"} takes an action given in its text form.
response post_act(call& c) {
  only_keys(c.body, {"seat", "version", "id", "text"}, "an action");
  const engine::player_id seat = body_seat(c);
  check_not_stopped(*c.game);
  session::game_session& g = *c.game->game;
  if (const std::optional<std::string> text = text_field(c.body, "text")) {
    if (c.body.contains("id")) throw http_error(400, "an action is given by \"id\" (with \"version\") or by \"text\", not both");
    return act_answer(*c.game, g.act_text(seat, *text));
  }
  const std::optional<std::uint64_t> id = whole_field(c.body, "id", 1u << 30);
  const std::optional<std::uint64_t> version = whole_field(c.body, "version", std::numeric_limits<std::uint64_t>::max());
  if (!id || !version)
    throw http_error(400, "an action needs \"id\" and \"version\" (from GET /games/{id}/actions), or \"text\"");
  return act_answer(*c.game, g.act(seat, *version, static_cast<std::size_t>(*id)));
}

// {"seat": N, "text": "..."}: what acting would answer, without acting (200 either way).
response post_check(call& c) {
  only_keys(c.body, {"seat", "text"}, "a check");
  const engine::player_id seat = body_seat(c);
  const std::optional<std::string> text = text_field(c.body, "text");
  if (!text) throw http_error(400, "a check needs \"text\": an action in its text form (docs/replays.md)");
  return json_reply(200, c.game->game->check_text(seat, *text).to_json());
}

}  // namespace megacorp::serve
