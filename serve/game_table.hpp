// The games a server holds (docs/play.md, "The server"): numbered from 1 in the order they
// were made, at most max_games at once; a game is freed by DELETE /games/{id}, and, when a new
// game needs the room, a finished one or one nobody has asked about for a while (make_room).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "session/game_session.hpp"
#include "session/new_session.hpp"

namespace megacorp::serve {

struct served_game {
  std::uint64_t id = 0;
  session::game_request request;  // as asked: decks, seats, variants, seed
  std::unique_ptr<session::game_session> game;
  // Why the game cannot go on, when an agent's turn threw (card text that cannot run, a
  // rules loop): the game stays at the action before, to be read and freed.
  std::string stopped;
  game_start start;  // where it began (decks or a scenario's board): GET /games/{id}/scenario
  std::chrono::steady_clock::time_point used = std::chrono::steady_clock::now();  // the last request about it
};

class game_table {
 public:
  explicit game_table(std::size_t max_games) : max_(max_games) {}

  std::size_t max_games() const { return max_; }
  bool full() const { return games_.size() >= max_; }
  std::size_t size() const { return games_.size(); }
  // Adds a game under the next number; the caller has checked full().
  served_game& add(session::game_request request, std::unique_ptr<session::game_session> game, game_start start = {}) {
    const std::uint64_t id = next_++;
    served_game& g = games_[id];
    g = {id, std::move(request), std::move(game), {}, std::move(start)};
    return g;
  }
  served_game* find(std::uint64_t id) {
    const auto it = games_.find(id);
    if (it == games_.end()) return nullptr;
    it->second.used = std::chrono::steady_clock::now();
    return &it->second;
  }
  // When full, frees the first game that is over or stopped, else the one least recently
  // asked about if that was longer than `idle` ago (abandoned); whether there is room now.
  bool make_room(std::chrono::seconds idle);
  bool free(std::uint64_t id) { return games_.erase(id) > 0; }
  const std::map<std::uint64_t, served_game>& all() const { return games_; }

 private:
  std::size_t max_;
  std::uint64_t next_ = 1;
  std::map<std::uint64_t, served_game> games_;
};

}  // namespace megacorp::serve

namespace megacorp::serve {

using session::json;

// What GET /games shows of a game: its number, decks, seats, variants, seed, and progress.
json summary_json(const served_game& g);
// Where the game is: version, decider (null: nobody), over (the reason or null), stopped, travel
// (the session's travel_json: undo allowed, actions, redo, undo used).
json progress_json(const served_game& g);
// Lets the game's agents move until a person decides or the game ends (session's
// advance()); false, with `stopped` set to the engine's message, when it threw.
bool run_agents(served_game& g);

}  // namespace megacorp::serve
