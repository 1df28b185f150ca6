// mpi_ranks for a build without MPI (MEGACORP_MPI off or Open MPI not found): one rank.
#include <fmt/format.h>

#include "sim/mpi_records.hpp"
#include "sim/mpi_run.hpp"

namespace megacorp::sim {

mpi_ranks::mpi_ranks() = default;
mpi_ranks::~mpi_ranks() = default;

bool mpi_ranks::same_run(const run_description&, const std::string&) {
  // Started by mpirun on several processes, each would play the whole run and print it.
  if (const int n = launcher_size(); n > 1) {
    fmt::print(stderr, "error: this megacorp was built without MPI, so its {} processes cannot share the games; "
                       "build it with Open MPI (docs/simulate.md) or run it without mpirun\n", n);
    return false;
  }
  return true;
}

run_output mpi_ranks::run(const run_description& run, const game_setup& setup, run_settings settings,
                          reducer& into) {
  return run_games(run, setup, settings, into);
}

}  // namespace megacorp::sim
