// A served game's summaries and its agents' turns (serve/game_table.hpp).
#include "serve/game_table.hpp"

#include <exception>

#include <fmt/format.h>

namespace megacorp::serve {

bool game_table::make_room(std::chrono::seconds idle) {
  if (!full()) return true;
  for (const auto& [id, g] : games_)
    if (!g.stopped.empty() || (g.game && g.game->over())) return free(id);
  auto oldest = games_.begin();
  for (auto it = games_.begin(); it != games_.end(); ++it)
    if (it->second.used < oldest->second.used) oldest = it;
  if (oldest == games_.end() || std::chrono::steady_clock::now() - oldest->second.used < idle) return false;
  games_.erase(oldest);
  return true;
}

namespace {

json null_or(const std::string& s) { return s.empty() ? json(nullptr) : json(s); }

}  // namespace

json progress_json(const served_game& g) {
  return {{"version", g.game->version()}, {"decider", session::player_json(g.game->decider())},
          {"over", null_or(g.game->end())}, {"stopped", null_or(g.stopped)}, {"travel", g.game->travel_json()}};
}

json summary_json(const served_game& g) {
  json out = {{"game", g.id},          {"decks", g.request.decks}, {"seats", g.request.seats},
              {"variants", g.request.variants}, {"seed", g.request.seed}, {"max_turns", g.request.limits.max_turns},
              {"mcts_iterations", g.request.agents.mcts.iterations}};
  out.update(progress_json(g));
  return out;
}

bool run_agents(served_game& g) {
  if (!g.stopped.empty()) return false;
  try {
    g.game->advance();
    return true;
  } catch (const std::exception& e) {
    g.stopped = fmt::format("the game stopped at version {}: {}", g.game->version(), e.what());
    return false;
  }
}

}  // namespace megacorp::serve
