// A saved game (docs/simulate.md, "Replay files"): rules, both deck lists, the card
// library's hash, the seed, the result and every action in engine::to_text form.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/state.hpp"
#include "ir/checked.hpp"
#include "library/library.hpp"

namespace megacorp {

// How a game ended: what a saved game's result records (sim/ reduces its figures from it).
enum class outcome : std::uint8_t {
  win,     // the engine ended the game with a winner
  draw,    // the engine ended it with nobody left
  capped,  // stopped at the turn or action cap (the game's limits)
};

// FNV-1a (64 bits) of the text of every loaded source, in load order, each followed by
// a zero byte; printed as 16 hex digits.
std::string library_hash(const library& lib);

struct replay_result {
  outcome end = outcome::win;
  int winner = 0;  // seat 1 or 2; 0 when nobody won
  int turn = 0;
  int actions = 0;
  friend bool operator==(const replay_result&, const replay_result&) = default;
};
std::string to_text(const replay_result& r);
// What a game at `s` after `actions` actions records as its result: `capped` when it is
// not over or was stopped at a limit.
replay_result result_of(const engine::state& s, int actions, bool capped);

struct replay_file {
  std::string library;             // library_hash() when it was saved
  std::vector<std::string> rules;  // variant names (docs/rulings.md)
  int max_turns = 200, max_actions_per_turn = 2000;
  std::uint64_t seed = 0;
  std::vector<checked::deck> decks;  // seat 1, seat 2 (names and counts only)
  replay_result result;
  // Format 2 (docs/replays.md, "State hashes"): engine::state_hash of the final state, how the
  // game ended (end_reason), and after each action the low 32 bits of its state's hash.
  // Files of format 1 have none (has_states false).
  bool has_states = false;
  std::uint64_t final_state = 0;
  std::string reason;
  std::vector<std::uint32_t> checks;
  // `undo used` (docs/play.md, "Time travel"): a person took back an action and played
  // another in its place, so these are not the actions first played.
  bool undo_used = false;
  std::vector<std::string> actions;
  int first_action_line = 0;       // the file line of actions[0]
};

// How a game ended, for the file: "capped", "none" (not over), or the losers' reasons
// (engine::to_string(loss_reason) with '-' for spaces: "conceded", "ran-out-of-money"),
// joined by '+'.
std::string end_reason(const engine::state& s, bool capped);
// The low 32 bits of engine::state_hash(s): what a file records after each action.
std::uint32_t action_check(const engine::state& s);

// The most cards a deck of a replay file may hold, resources and main deck together: far
// above any deck rule; a file with more is refused before any card is dealt.
inline constexpr int max_replay_deck_cards = 10000;

std::string write_replay(const replay_file& r);
// The file read back, or nullopt with `error` naming the line and what is wrong.
std::optional<replay_file> read_replay(const std::string& text, std::string& error);

}  // namespace megacorp
