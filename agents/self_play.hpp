// Seeded self-play: random agents (agents/random_agent.hpp) play a game from its start to
// its end or to a turn limit, optionally checking the engine invariants after every action.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "engine/action.hpp"
#include "engine/event_log.hpp"
#include "engine/state.hpp"
#include "agents/agent.hpp"

namespace megacorp {

struct play_limits {
  int max_turns = 200;               // a game still going when turn max_turns + 1 would begin is stopped
  int max_actions_per_turn = 2000;   // a turn this long is stopped (no legal game needs it)
  bool check_invariants = false;     // engine::check_invariants after every action
};

enum class play_end : std::uint8_t {
  finished,      // the engine says the game is over: a winner, or nobody left (a draw)
  turn_limit,    // stopped at play_limits::max_turns: reported as a draw
  action_limit,  // stopped at play_limits::max_actions_per_turn: reported as a draw
};

struct play_result {
  play_end end = play_end::finished;
  int actions = 0;
  int attacks = 0;  // attack actions declared, by either player
};

// Sees each action before and after it is applied, with the events it caused.
class play_observer {
 public:
  virtual ~play_observer();
  virtual void before(const engine::state& s, const engine::action& a) = 0;
  virtual void after(const engine::state& s, const engine::action& a, std::span<const engine::event> events) = 0;
};

// A seed as a user writes it: a whole number 0..2^64-1 in decimal, nothing else.
std::optional<std::uint64_t> parse_seed(const std::string& text);
// What to say of a seed parse_seed refuses, after "--seed: " (the command line's check).
std::string bad_seed(const std::string& text);

// Plays `s` on with `player` choosing for every player. Exceptions from applying an
// action (card text that cannot run yet, a rules loop, a broken invariant) propagate.
play_result play_game(engine::state& s, agent& player, const play_limits& limits,
                      play_observer* watch = nullptr);

}  // namespace megacorp
