// `play` and `replay` with --format json (docs/self_play.md, "JSON lines"): the game as
// JSON lines, one value a line, printed as it is played: a "game" line, an "action" line
// per action (session::game_entry_json: the action in words and its events, each with its
// rule and rulebook section), then a "result" line.
#pragma once

#include <cstdint>
#include <optional>

#include "agents/self_play.hpp"
#include "session/card_json.hpp"

namespace megacorp {

// Prints `line` on one line of standard output, `{"kind": kind, ...line}`.
void print_json_line(const char* kind, const session::json& line);

// Prints an "action" line after each action, with the state before it (kept from before()).
class play_json final : public play_observer {
 public:
  void before(const engine::state& s, const engine::action& a) override;
  void after(const engine::state& s, const engine::action& a, std::span<const engine::event> events) override;

 private:
  std::optional<engine::state> before_;
  std::uint64_t version_ = 0;
};

}  // namespace megacorp
