// The routing table: each endpoint's method, path, query parameters and body, and the
// function that answers it (docs/play.md, "The server").
#include <algorithm>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "input/excerpt.hpp"
#include "serve/body.hpp"
#include "serve/call.hpp"

namespace megacorp::serve {

namespace {

struct route {
  std::string_view method;
  std::string_view path;   // segments joined by '/'; {game} matches a game's number, {file} any name
  std::string_view query;  // the query parameters it reads, space-separated
  bool body;               // takes a JSON object
  response (*run)(call&);
};

constexpr route routes[] = {
    {"GET", "", "", false, get_index},
    {"GET", "page/{file}", "", false, get_page_file},
    {"GET", "lobby", "", false, get_lobby},
    {"POST", "decks/check", "", true, check_deck_file},
    {"GET", "card", "name", false, get_card},
    {"GET", "games", "", false, list_games},
    {"POST", "games", "", true, create_game},
    {"GET", "games/{game}", "", false, get_game},
    {"DELETE", "games/{game}", "", false, free_game},
    {"GET", "games/{game}/view", "seat", false, get_view},
    {"GET", "games/{game}/actions", "seat", false, get_actions},
    {"POST", "games/{game}/act", "", true, post_act},
    {"POST", "games/{game}/check", "", true, post_check},
    {"GET", "games/{game}/log", "seat from", false, get_log},
    {"GET", "games/{game}/scenario", "form", false, get_scenario},
    // Time travel and replays (serve/travel_endpoints.cpp).
    {"POST", "games/{game}/undo", "", true, post_undo},
    {"POST", "games/{game}/redo", "", true, post_redo},
    {"POST", "games/{game}/jump", "", true, post_jump},
    {"GET", "games/{game}/replay", "", false, get_replay},
    {"POST", "replays", "", true, post_replay},
};

std::vector<std::string_view> words(std::string_view s, char by) {
  std::vector<std::string_view> out;
  while (!s.empty()) {
    const std::size_t next = s.find(by);
    out.push_back(s.substr(0, next));
    s = next == std::string_view::npos ? std::string_view{} : s.substr(next + 1);
  }
  return out;
}

bool path_matches(std::string_view pattern, const std::vector<std::string>& path) {
  const std::vector<std::string_view> want = words(pattern, '/');
  if (want.size() != path.size()) return false;
  for (std::size_t i = 0; i < want.size(); ++i)
    if (!want[i].starts_with('{') && want[i] != path[i]) return false;
  return true;
}

std::string endpoint_list() {
  std::vector<std::string> all;
  for (const route& r : routes) all.push_back(fmt::format("{} /{}", r.method, r.path));
  return fmt::format("{}", fmt::join(all, ", "));
}

std::string shown_path(const target& where) {
  std::string p;
  for (const std::string& s : where.path) p += "/" + s;
  return excerpt(p.empty() ? "/" : p);
}

// 405 naming the methods the path takes (and them in Allow).
response wrong_method(const request& r, const target& where, const std::vector<const route*>& same_path) {
  std::vector<std::string_view> methods;
  for (const route* x : same_path) methods.push_back(x->method);
  response out = error_reply(405, fmt::format("{} does not take {}; it takes {}", shown_path(where),
                                              excerpt(r.method, 10), fmt::join(methods, ", ")));
  out.headers.emplace_back("Allow", fmt::format("{}", fmt::join(methods, ", ")));
  return out;
}

void check_query(const route& r, const target& where) {
  const std::vector<std::string_view> known = words(r.query, ' ');
  for (const auto& [key, value] : where.query)
    if (std::find(known.begin(), known.end(), key) == known.end())
      throw http_error(400, fmt::format("'{}' is not a query parameter of {} /{}{}", excerpt(key), r.method, r.path,
                                        known.empty() ? std::string(" (it takes none)")
                                                      : fmt::format(" (it takes {})", fmt::join(known, ", "))));
}

served_game* find_game(game_table& games, const std::string& number) {
  const std::optional<std::uint64_t> id = whole_number(number);
  served_game* g = id ? games.find(*id) : nullptr;
  if (!g) throw http_error(404, fmt::format("there is no game '{}' on this server (GET /games lists them)", excerpt(number)));
  return g;
}

}  // namespace

response dispatch(const request& r, const target& where, server_parts parts) {
  std::vector<const route*> same_path;
  for (const route& x : routes)
    if (path_matches(x.path, where.path)) same_path.push_back(&x);
  if (same_path.empty())
    throw http_error(404, fmt::format("there is no endpoint {}; the endpoints are {} (docs/play.md)", shown_path(where),
                                      endpoint_list()));
  const auto it = std::find_if(same_path.begin(), same_path.end(), [&](const route* x) { return x->method == r.method; });
  if (it == same_path.end()) return wrong_method(r, where, same_path);
  const route& chosen = **it;
  check_query(chosen, where);
  call c{parts.lib, parts.limits, parts.games, where, nullptr, {}};
  if (chosen.path.find("{game}") != std::string_view::npos) c.game = find_game(parts.games, where.path[1]);
  if (chosen.body) c.body = read_body(r);
  return chosen.run(c);
}

}  // namespace megacorp::serve
