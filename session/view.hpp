// A seat's view of the game as JSON (docs/play.md, "view"): what engine::observe lets the
// seat see, and the public state beside it (the stack, the attack under way, priority).
// Nothing hidden from the seat is read: the hidden-information test
// (tests/session/hidden_info_test.cpp) redraws what is hidden and compares the bytes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "session/card_json.hpp"

namespace megacorp::session {

// What the session adds to the engine's state.
struct view_context {
  std::vector<std::string> labels;  // a name for each seat (its deck)
  std::uint64_t version = 0;        // one more after each action, undo, redo and jump
  std::string end;                  // why the game ended, once it has (empty while it goes on)
};

json view_json(const engine::state& s, engine::player_id seat, const view_context& ctx);

}  // namespace megacorp::session
