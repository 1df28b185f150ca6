// A game between people and agents, seat by seat (docs/play.md). Each call names the seat
// it speaks for and answers JSON that seat may see: the view, the legal actions with ids,
// acting by id (or by an action's text form), the log. Agents move when advance() is
// called; a seat without an agent is a person's. The terminal (`megacorp play --agent
// human`) and the later HTTP server are clients of these calls alone.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "agents/agent.hpp"
#include "agents/self_play.hpp"
#include "engine/action.hpp"
#include "engine/state.hpp"
#include "library/replay_file.hpp"
#include "session/card_json.hpp"

namespace megacorp::session {

// The answer to an action: taken, or refused with the reason (the engine's, naming its
// rule, or the session's: a stale version, an id out of range, another seat's decision,
// a card the seat cannot see).
struct act_result {
  bool ok = false;
  std::string refusal;  // empty when taken
  std::string rule;     // the rule the refusal names (its closing parenthesis), if any
  json to_json() const;
};

// The answer to undo, redo or a jump (docs/play.md, "Time travel"): done, or why not.
struct travel_result {
  enum class kind : std::uint8_t {
    done,
    not_allowed,  // an agent has a seat: only games of people travel
    nothing,      // nothing to undo or redo
    bad_index,    // no such position
  };
  kind outcome = kind::done;
  std::string refusal;  // empty when done
  bool ok() const { return outcome == kind::done; }
};

// Every call naming a seat that is not in the game throws std::out_of_range saying so (the
// server's 404).
class game_session {
 public:
  // `agents[p]`: the agent of seat p, or null for a person. `labels`: a name per seat.
  game_session(engine::state start, std::vector<std::string> labels,
               std::vector<std::unique_ptr<agent>> agents, play_limits limits = {});

  json view(engine::player_id seat) const;
  // {"version": V, "decider": N|null, "actions": [...]}: empty unless `seat` decides.
  json actions(engine::player_id seat) const;
  // Takes action `id` of actions(seat) at `version`.
  act_result act(engine::player_id seat, std::uint64_t version, std::size_t id);
  // Takes an action given in the engine's text form (engine::to_text; `p=` may be left out).
  act_result act_text(engine::player_id seat, std::string_view text);
  // What act_text would answer, without taking the action: a board asks it to say why an
  // action the player points at is refused.
  act_result check_text(engine::player_id seat, std::string_view text) const;
  // Entries of `seat`'s log from entry `from` on (session/log_entry.hpp).
  json log(engine::player_id seat, std::size_t from = 0) const;
  std::size_t log_size() const { return logs_.empty() ? 0 : logs_[0].size(); }
  // Lets the agents move until a person must decide or the game ends; returns the
  // number of actions they took. Exceptions from the engine propagate (card text that
  // cannot run, a rules loop) and leave the game at the action before.
  int advance();

  std::uint64_t version() const { return version_; }
  bool over() const { return !end_.empty(); }
  const std::string& end() const { return end_; }  // why the game ended, empty while it goes on
  engine::player_id decider() const;               // no_player once over
  bool is_person(engine::player_id seat) const { return seat < agents_.size() && !agents_[seat]; }
  int seats() const { return state_.player_count(); }
  // Every action taken, in the engine's text form (a replay's actions, docs/replays.md).
  const std::vector<std::string>& history() const { return history_; }

  // Time travel (docs/play.md, "Time travel"; session/travel.cpp), in a game whose every
  // seat is a person's (hot-seat, the sandbox). The session keeps its start and every action
  // taken, and rebuilds an earlier position by applying them again (the engine is
  // deterministic). Each travel is a new version, so an action chosen before it is stale.
  bool allows_undo() const;
  travel_result undo();  // to the position before the last action
  travel_result redo();  // the last undone action again
  // To the position after `actions` actions (0: the start), back, or forward along the redo list.
  travel_result jump(std::size_t actions);
  std::size_t position() const { return taken_.size(); }  // actions that led to the position
  std::size_t redo_size() const { return redo_.size(); }
  // Whether a person took back an action and played another in its place.
  bool undo_used() const { return undo_used_; }
  // {"allowed", "actions", "redo", "undo_used"}: the view's "travel".
  json travel_json() const;
  const engine::state& start() const { return start_; }
  const std::vector<engine::action>& taken() const { return taken_; }

  // Where a game of library decks came from, for saving it as a replay (session/replay_session.hpp):
  // a replay file without result or actions. Absent for a game that did not start from decks.
  void set_origin(replay_file origin);
  const std::optional<replay_file>& origin() const { return origin_; }

  // The whole game, hidden parts included: for tests and the server's bookkeeping, never
  // to be sent to a seat.
  const engine::state& game() const { return state_; }

 private:
  // The action act_text would take, or its refusal.
  std::optional<engine::action> checked_text(engine::player_id seat, std::string_view text, act_result& refusal) const;
  act_result refuse_hidden(engine::player_id seat, const engine::action& a) const;
  void apply(const engine::action& a);
  void take(const engine::action& a);  // a person's action: the redo list goes unless it is its next
  void rewind(std::size_t actions);
  void check_seat(engine::player_id seat) const;
  void check_limits();

  engine::state state_;
  std::vector<std::string> labels_;
  std::vector<std::unique_ptr<agent>> agents_;
  play_limits limits_;
  std::uint64_t version_ = 0;
  int turn_ = -1, in_turn_ = 0;
  std::string end_;
  std::vector<std::vector<json>> logs_;  // per seat
  std::vector<std::string> history_;
  engine::state start_;
  std::vector<engine::action> taken_, redo_;  // redo_: the next one last
  bool undo_used_ = false;
  std::optional<replay_file> origin_;
};

}  // namespace megacorp::session
