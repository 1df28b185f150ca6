// Spreads `megacorp simulate` over MPI ranks when megacorp was built with MPI and started
// by mpirun (docs/simulate.md, "Several processes and machines: MPI"); otherwise this
// process is rank 0 of 1 and the run is run_games, as without MPI.
#pragma once

#include <string>

#include "sim/figures.hpp"
#include "sim/game.hpp"
#include "sim/runner.hpp"

namespace megacorp::sim {

// This process's part of a run. Built with MPI (sim/mpi_run.cpp) and started by a
// launcher (sim/mpi_records.hpp, launcher_size): MPI is initialised when this is made and
// finalised when it goes, after every rank has come that far (so rank 0 has printed);
// otherwise (sim/mpi_off.cpp) MPI is never touched. Make it after the command line is
// checked: every rank checks it alike before any MPI call, so a rank that refuses it
// leaves no other rank waiting. At most one per process (MPI starts only once).
class mpi_ranks {
 public:
  mpi_ranks();
  ~mpi_ranks();
  mpi_ranks(const mpi_ranks&) = delete;
  mpi_ranks& operator=(const mpi_ranks&) = delete;

  int rank() const { return rank_; }
  int size() const { return size_; }

  // True when every rank loaded the same card library and was given the same run
  // (run_fingerprint); false, on every rank, after rank 0 has said which rank differs
  // (or, built without MPI but started by mpirun on several processes, that it cannot
  // share the games).
  bool same_run(const run_description& run, const std::string& library_hash);

  // Plays the run. On several ranks: game k on rank k mod size, in rounds; after each
  // round rank 0 gathers every rank's records and feeds them to `into` in game order,
  // so the figures are exactly those of one process. The errors and --check violations
  // of every rank, a stop (SIGINT or SIGUSR1 on any rank: no new round starts) and the
  // time are rank 0's to report; other ranks' output says only what they played.
  run_output run(const run_description& run, const game_setup& setup, run_settings settings, reducer& into);

 private:
  int rank_ = 0, size_ = 1;
  // Read only with MPI (sim/mpi_run.cpp); without it clang would warn in sim/mpi_off.cpp.
  [[maybe_unused]] bool initialised_ = false;
};

}  // namespace megacorp::sim
