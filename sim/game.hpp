// One simulated game: its setup (decks by seat, seed) and the small record the figures
// are reduced from.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "agents/agent_names.hpp"
#include "engine/behaviour.hpp"
#include "engine/card_def.hpp"
#include "engine/rules_options.hpp"
#include "engine/types.hpp"
#include "ir/checked.hpp"
#include "library/replay_file.hpp"
#include "agents/self_play.hpp"

namespace megacorp::sim {

// The seed of game `game` of pair `pair` in a run with seed `run_seed` (docs/simulate.md):
// splitmix64 mixes, so nearby inputs give unrelated seeds and no game depends on --jobs.
std::uint64_t game_seed(std::uint64_t run_seed, std::uint64_t pair, std::uint64_t game);

// How a game ended (win, draw, capped): library/replay_file.hpp, which a saved game records.
using megacorp::outcome;

// What one copy-kind of card did for one seat in one game.
struct card_tally {
  engine::def_id def = 0;
  std::uint8_t seat = 0;
  std::uint32_t bought = 0, deployed = 0, destroyed = 0, sold = 0;
};

struct game_record {
  bool done = false;                 // false: not played (the run was interrupted)
  std::uint32_t pair = 0;            // index into the run's pairs
  std::uint32_t index = 0;           // game number within the pair
  std::uint8_t deck[2] = {0, 0};     // deck index (the run's --deck list) of seat 1 and 2
  outcome end = outcome::win;
  engine::player_id winner = engine::no_player;  // seat, for outcome::win
  engine::player_id first = engine::no_player;   // seat that went first (no_player: no turn began)
  engine::loss_reason how = engine::loss_reason::none;  // the loser's, for outcome::win
  std::int32_t turns = 0, actions = 0;
  std::vector<card_tally> cards;     // sorted by seat, then def
};

struct game_setup {
  std::shared_ptr<const engine::card_db> db;
  std::shared_ptr<const engine::card_behaviour> behaviour;
  engine::rules_options rules;
  play_limits limits;              // limits.check_invariants: simulate --check
  std::string agent = "random";    // the first deck's agent (of the pair), seeded with the game's seed
  std::string agent_b = "random";  // the second deck's; one agent plays both seats when the names are equal
  agent_options options;           // settings of the agents (agents/agent_names.hpp)
  // The second deck's agent's settings when they differ from `options` (the ladder's
  // mcts:50 against mcts:100): then each seat has its own agent even when the names match.
  std::optional<agent_options> options_b;
};

// A broken engine invariant in a game under --check (limits.check_invariants): an engine
// bug, named with the invariant and the action after which it broke. The run counts it
// and goes on (sim/runner.hpp).
struct invariant_broken : std::runtime_error {
  invariant_broken(const std::string& what, int on_turn) : std::runtime_error(what), turn(on_turn) {}
  int turn;  // the turn it broke on
};

// What a saved game records to be checked when replayed (library/replay_file.hpp, docs/replays.md).
struct game_trace {
  std::vector<std::uint32_t> checks;  // action_check after each action
  std::uint64_t final_state = 0;      // engine::state_hash at the end
  std::string reason;                 // end_reason
};

// Adds the text form of each action to a list, and the state's check after it to a trace,
// passing each on to `inner`: what a replay file records (simulate --save-games, play --save-game).
class recording_observer final : public play_observer {
 public:
  recording_observer(play_observer& inner, std::vector<std::string>& out, game_trace* trace)
      : inner_(inner), out_(out), trace_(trace) {}
  void before(const engine::state& s, const engine::action& a) override;
  void after(const engine::state& s, const engine::action& a, std::span<const engine::event> events) override;

 private:
  play_observer& inner_;
  std::vector<std::string>& out_;
  game_trace* trace_;
};

// Plays one game between `seat1` and `seat2` with the setup's agents (each seeded with the
// game's seed, as `megacorp play` does with the random agent): `agent` plays the pair's
// first deck, in seat 1 unless `swapped`, and `agent_b` the other seat. `actions`, when
// given, receives every action in engine::to_text form (up to the one that broke an
// invariant, when one breaks). Throws what play_game throws; a broken engine invariant
// (with limits.check_invariants) as invariant_broken naming the action after which it broke.
// `trace`, when given, receives the state checks (with `actions` given too).
game_record play_one(const game_setup& setup, const checked::deck& seat1, const checked::deck& seat2,
                     std::uint64_t seed, std::vector<std::string>* actions, bool swapped = false,
                     game_trace* trace = nullptr);

}  // namespace megacorp::sim
