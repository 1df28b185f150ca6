// Time travel in a game of people (session/game_session.hpp, docs/play.md "Time travel"):
// undo, redo and jumps, by applying the recorded actions again from the start.
#include <algorithm>

#include <fmt/format.h>

#include "engine/rules.hpp"
#include "session/game_session.hpp"

namespace megacorp::session {

namespace {

travel_result refused(travel_result::kind k, std::string why) { return {k, std::move(why)}; }

}  // namespace

bool game_session::allows_undo() const {
  return std::none_of(agents_.begin(), agents_.end(), [](const auto& a) { return a != nullptr; });
}

json game_session::travel_json() const {
  return {{"allowed", allows_undo()}, {"actions", position()}, {"redo", redo_size()}, {"undo_used", undo_used_}};
}

void game_session::set_origin(replay_file origin) {
  undo_used_ = undo_used_ || origin.undo_used;
  origin_ = std::move(origin);
}

// A person's action: when it is the next one of the redo list it is a redo (the list
// stays); any other drops the list, and the game is no longer the one first played.
void game_session::take(const engine::action& a) {
  if (!redo_.empty() && redo_.back() == a) {
    redo_.pop_back();
  } else if (!redo_.empty()) {
    redo_.clear();
    undo_used_ = true;
  }
  apply(a);
}

// Back to the position after `actions` actions: the later ones go to the redo list, the
// game is set up again from its start and the earlier ones applied (no log: the seats'
// logs are cut to them). The limits are counted again as they were.
void game_session::rewind(std::size_t actions) {
  for (std::size_t i = taken_.size(); i-- > actions;) redo_.push_back(taken_[i]);
  taken_.resize(actions);
  history_.resize(actions);
  for (std::vector<json>& seat_log : logs_) seat_log.resize(actions);
  state_ = start_;
  turn_ = -1, in_turn_ = 0;
  end_.clear();
  check_limits();
  for (const engine::action& a : taken_) {
    engine::apply(state_, a, nullptr);
    check_limits();
  }
}

travel_result game_session::jump(std::size_t actions) {
  if (!allows_undo())
    return refused(travel_result::kind::not_allowed,
                   "this game does not allow undo: an agent has a seat (undo, redo and jumps are for games whose every "
                   "seat is a person's: hot-seat and the sandbox)");
  const std::size_t last = position() + redo_size();
  if (actions > last)
    return refused(travel_result::kind::bad_index,
                   fmt::format("there is no position after {} actions: the game can go to 0 (its start) to {}", actions, last));
  if (actions < position()) rewind(actions);
  while (position() < actions) {
    const engine::action next = redo_.back();
    redo_.pop_back();
    apply(next);
  }
  ++version_;
  return {};
}

travel_result game_session::undo() {
  if (allows_undo() && position() == 0) return refused(travel_result::kind::nothing, "nothing to undo: no action has been taken");
  return jump(position() - std::min<std::size_t>(position(), 1));
}

travel_result game_session::redo() {
  if (allows_undo() && redo_.empty()) return refused(travel_result::kind::nothing, "nothing to redo: no action has been undone");
  return jump(position() + std::min<std::size_t>(redo_size(), 1));
}

}  // namespace megacorp::session
