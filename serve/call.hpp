// One request on its way to an endpoint (serve/routes.cpp): what the route found in it.
#pragma once

#include <nlohmann/json.hpp>

#include "library/library.hpp"
#include "serve/game_table.hpp"
#include "serve/handler.hpp"
#include "serve/http_message.hpp"
#include "serve/reply.hpp"
#include "serve/target.hpp"

namespace megacorp::serve {

// What of the server an endpoint may use.
struct server_parts {
  const library& lib;
  const serve_limits& limits;
  game_table& games;
};

struct call {
  const library& lib;
  const serve_limits& limits;
  game_table& games;
  const target& where;
  served_game* game = nullptr;  // the game the path names ({game}), found
  nlohmann::json body;          // the JSON body, for a route that takes one (an object)
};

// The endpoints (docs/play.md): one function each.
response get_index(call& c);
response get_page_file(call& c);
response get_lobby(call& c);
response check_deck_file(call& c);
response list_games(call& c);
response create_game(call& c);
response get_game(call& c);
response free_game(call& c);
response get_view(call& c);
response get_actions(call& c);
response post_act(call& c);
response post_check(call& c);
response get_log(call& c);
response get_card(call& c);
response post_undo(call& c);
response post_redo(call& c);
response post_jump(call& c);
response get_replay(call& c);
response post_replay(call& c);
response get_scenario(call& c);  // serve/scenario_endpoints.cpp

// The answer of the endpoint `r` names (serve/routes.cpp); http_error for a request the
// route refuses: no such endpoint (404), another method (405), an unknown query parameter
// (400), no such game (404), a body that is not a JSON object (415, 400).
response dispatch(const request& r, const target& where, server_parts parts);

}  // namespace megacorp::serve
