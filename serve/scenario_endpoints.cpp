// A game written as a scenario (docs/play.md, "Export as a scenario"): GET
// /games/{id}/scenario answers its start and actions (or, with form=board, its position) as
// a scenario's text that `megacorp test` runs (scenario/scenario_writer.hpp).
#include <fmt/format.h>

#include "input/excerpt.hpp"
#include "serve/call.hpp"

namespace megacorp::serve {

namespace {

bool board_form(const call& c) {
  const auto it = c.where.query.find("form");
  if (it == c.where.query.end() || it->second == "steps") return false;
  if (it->second == "board") return true;
  throw http_error(400, fmt::format("form='{}' is not a form of the export; it is steps (the default) or board",
                                    excerpt(it->second)));
}

std::string title(const served_game& g) {
  const std::string from = g.start.board ? fmt::format("from scenario \"{}\"", g.start.board->name)
                                         : fmt::format("{} against {}", g.request.decks.at(0), g.request.decks.at(1));
  return fmt::format("Game {}: {}, seed {}, after {} actions", g.id, from, g.start.seed, g.game->history().size());
}

}  // namespace

response get_scenario(call& c) {
  const served_game& g = *c.game;
  const bool board = board_form(c);
  const std::vector<engine::action>& actions = g.game->taken();  // the actions that led to the position (after any undo)
  const written_scenario w = board ? write_board_scenario(c.lib, g.start, actions, title(g))
                                   : write_game_scenario(c.lib, g.start, actions, title(g));
  if (!w.error.empty()) throw http_error(409, fmt::format("game {} cannot be written as a scenario now: {}", g.id, w.error));
  response r;
  r.content_type = "text/plain; charset=utf-8";
  r.body = w.text;
  r.headers.emplace_back("Content-Disposition", fmt::format("attachment; filename=\"game-{}{}.mc\"", g.id, board ? "-board" : ""));
  return r;
}

}  // namespace megacorp::serve
