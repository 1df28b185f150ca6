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
};

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
