// Seeded games between the starter decks, shared by tests/lang/replay_test.cpp and
// bench/engine_bench.cpp, and the positions found in them that engine_bench times legal
// actions at (perft counts start from hand-written boards instead: tests/perft/).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/behaviour.hpp"
#include "engine/card_def.hpp"
#include "engine/rules.hpp"
#include "engine/state.hpp"
#include "library/library.hpp"
#include "agents/random_agent.hpp"

namespace megacorp::positions {

// The starter decks of cards/decks.mc.
inline constexpr std::array<const char*, 3> starters = {"Corp Starter", "Incarnate Starter", "Gnost Starter"};

// New seeded games between the starter decks of a checked library (which must outlive it).
class starter_games {
 public:
  explicit starter_games(const library& lib);
  // The start of seeded game `seed`: starters[seed % 3] against starters[(seed / 3) % 3],
  // so any 9 consecutive seeds play every pairing (mirrors included) once.
  engine::state start(std::uint64_t seed) const;
  // The first position where `wanted` holds in seeded games played by the random agent
  // (seeded with the game's seed), trying seeds from `seed` on; throws when none does.
  template <class F>
  engine::state first_position(std::uint64_t seed, F&& wanted) const {
    for (std::uint64_t tried = seed; tried < seed + 500; ++tried) {
      engine::state s = start(tried);
      random_agent agent(tried);
      for (int n = 0; n < 3000 && !s.over(); ++n) {
        if (wanted(s)) return s;
        engine::apply(s, agent.pick(s, engine::legal_actions(s)));
      }
    }
    throw std::runtime_error("no game from seed " + std::to_string(seed) + " on reaches the position");
  }

 private:
  const library* lib_;
  std::shared_ptr<const engine::card_db> db_;
  std::shared_ptr<const engine::card_behaviour> behaviour_;
};

// The checkout's card library (bundled_cards_dir()), checked into `lib`; false, with a
// message on stderr, when it does not check.
bool load_bundled_library(library& lib);

// Every 10th state (actions 0, 10, 20, ...) of seeded random games 1..games.
std::vector<engine::state> sampled_states(const starter_games& g, std::uint64_t games);

struct named_position {
  std::string name;
  engine::state state;
};

// The perft positions, in this order: the first bid (seed 1); the first Divest Phase
// (games from seed 5 on); the first effect waiting on the stack (from seed 2 on); the
// first question card text asks (from seed 2 on).
std::vector<named_position> perft_positions(const starter_games& games);

}  // namespace megacorp::positions
