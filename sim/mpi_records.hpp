// The parts of an MPI run that need no MPI (sim/mpi_run.hpp), built and tested with or
// without it: what a rank sends rank 0 after a round, as bytes; what every rank must agree on.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sim/figures.hpp"
#include "sim/game.hpp"

namespace megacorp::sim {

struct rank_batch {
  bool stop = false;                 // the rank was asked to stop (a signal)
  std::vector<std::string> errors;   // games that threw, as run_output::errors
  std::vector<std::string> violations;  // --check: broken invariants, as run_output::violations
  std::vector<game_record> records;  // played games only (done), in game order
};

// Unsigned LEB128 numbers throughout; a record takes about 20 bytes plus 6 a card tally.
std::string encode_batch(const rank_batch& batch);
// The batch encode_batch wrote; throws std::runtime_error on bytes it did not write.
rank_batch decode_batch(std::string_view bytes);

// What must be the same on every rank for them to play one run: the card library's hash,
// seed, games, decks, agent, rules and limits, as one 64-bit FNV-1a hash.
std::uint64_t run_fingerprint(const run_description& run, const std::string& library_hash);

// How many processes the launcher (mpirun, srun) started, from the environment it sets;
// 0 when not started by one.
int launcher_size();

}  // namespace megacorp::sim
