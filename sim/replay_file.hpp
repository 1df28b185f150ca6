// A saved game (docs/simulate.md, "Replay files"): rules, both deck lists, the card
// library's hash, the seed, the result and every action in engine::to_text form.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ir/checked.hpp"
#include "library/library.hpp"
#include "sim/game.hpp"

namespace megacorp::sim {

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

struct replay_file {
  std::string library;             // library_hash() when it was saved
  std::vector<std::string> rules;  // variant names (docs/rulings.md)
  int max_turns = 200, max_actions_per_turn = 2000;
  std::uint64_t seed = 0;
  std::vector<checked::deck> decks;  // seat 1, seat 2 (names and counts only)
  replay_result result;
  std::vector<std::string> actions;
  int first_action_line = 0;       // the file line of actions[0]
};

std::string write_replay(const replay_file& r);
// The file read back, or nullopt with `error` naming the line and what is wrong.
std::optional<replay_file> read_replay(const std::string& text, std::string& error);

}  // namespace megacorp::sim
