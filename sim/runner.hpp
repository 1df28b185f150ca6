// Plays a run's games on several threads; records land in game order, so the figures
// do not depend on how many threads played them.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "sim/figures.hpp"
#include "sim/game.hpp"

namespace megacorp::sim {

struct run_settings {
  unsigned jobs = 1;
  std::string save_dir;       // one replay file per game when not empty
  // --check: where the replay of a game that broke an invariant goes (save_dir when set,
  // else default_violation_dir).
  std::string violation_dir;
  std::string library;        // library_hash(), for replay files
  bool progress = false;      // a progress line on stderr
  const std::atomic<bool>* stop = nullptr;  // set (e.g. by SIGINT): no new game starts
  // The games this call plays: k in [from, to) with k % stride == offset (by default all;
  // MPI ranks play their share in rounds, sim/mpi_run.hpp).
  std::size_t from = 0, to = std::numeric_limits<std::size_t>::max();
  std::size_t stride = 1, offset = 0;
};

struct run_output {
  std::size_t games_done = 0;
  bool interrupted = false;
  double seconds = 0;
  std::vector<std::string> errors;   // games that threw (card text, an engine error), named
  // --check: games that broke an engine invariant, named as violation_line() names them;
  // the run goes on past them (they are not in the figures).
  std::vector<std::string> violations;
};

// The folder violation replays go to when --save-games is not given (docs/simulate.md).
inline constexpr const char* default_violation_dir = "megacorp-violations";

// A game that broke an invariant under --check: game `index` of pair `pair` (deck names in
// seat order), its seed, what broke and on which turn. Its replay (the actions up to the
// one after which it broke, saved as a stopped game: end=capped) is written to
// DIR/violation-PPP-IIIIII.replay; returns the line that names it (seed, pairing, file).
// Throws std::runtime_error if the file cannot be written.
std::string record_violation(const std::string& dir, const run_description& run, const std::string& library,
                             std::uint32_t pair, std::uint32_t index, std::uint64_t seed, const checked::deck& seat1,
                             const checked::deck& seat2, std::vector<std::string> actions, const invariant_broken& what);

// Plays game k = p * games_per_pair + i (pair p, game i) for every k of the settings' share, and feeds each
// record to `into` in the order of k, whichever thread played it (a record waits in a
// buffer of at most about `jobs` games until those before it are in). Game i of pair
// (a, b) seats deck a first when i is even, deck b first when odd.
run_output run_games(const run_description& run, const game_setup& setup, const run_settings& settings,
                     reducer& into);
// The same, each record (in the order of k; those of failed games not done) given to `into`.
run_output run_games(const run_description& run, const game_setup& setup, const run_settings& settings,
                     const std::function<void(game_record&&)>& into);

}  // namespace megacorp::sim
