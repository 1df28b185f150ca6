// mpi_ranks with MPI (Open MPI's C API): built only when CMake finds MPI and MEGACORP_MPI
// is on. MPI is called from the main thread only; the game threads never call it.
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <exception>
#include <stdexcept>
#include <thread>

#include <fmt/format.h>

#include "sim/mpi_records.hpp"
#include "sim/mpi_run.hpp"

namespace megacorp::sim {

namespace {

std::atomic<bool> stop_requested{false};
extern "C" void on_stop_signal(int) { stop_requested = true; }

void check(int status, const char* what) {
  if (status != MPI_SUCCESS) throw std::runtime_error(fmt::format("MPI: {} failed", what));
}

// Waits for a non-blocking collective, sleeping between looks: a blocking one spins at
// full speed and takes the core from the ranks (and other programs) still playing.
void wait(MPI_Request request, const char* what) {
  for (int done = 0;;) {
    check(MPI_Test(&request, &done, MPI_STATUS_IGNORE), what);
    if (done) return;
    std::this_thread::sleep_for(std::chrono::microseconds(500));
  }
}

// Every rank's bytes, on rank 0 (elsewhere: empty).
std::vector<std::string> gather(const std::string& mine, int rank, int size) {
  if (mine.size() > static_cast<std::size_t>(INT32_MAX)) throw std::runtime_error("MPI: a round's batch is too big");
  int length = static_cast<int>(mine.size());
  std::vector<int> lengths(rank == 0 ? size : 0), offsets(rank == 0 ? size : 0);
  MPI_Request request;
  check(MPI_Igather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, 0, MPI_COMM_WORLD, &request), "MPI_Igather");
  wait(request, "MPI_Igather");
  std::string all;
  if (rank == 0) {
    std::size_t at = 0;
    for (int r = 0; r < size; ++r) offsets[r] = static_cast<int>(at), at += static_cast<std::size_t>(lengths[r]);
    if (at > static_cast<std::size_t>(INT32_MAX)) throw std::runtime_error("MPI: a round's batches are too big");
    all.resize(at);
  }
  check(MPI_Igatherv(mine.data(), length, MPI_CHAR, all.data(), lengths.data(), offsets.data(), MPI_CHAR, 0,
                     MPI_COMM_WORLD, &request), "MPI_Igatherv");
  wait(request, "MPI_Igatherv");
  std::vector<std::string> out;
  for (int r = 0; r < static_cast<int>(lengths.size()); ++r)
    out.push_back(all.substr(static_cast<std::size_t>(offsets[r]), static_cast<std::size_t>(lengths[r])));
  return out;
}

}  // namespace

mpi_ranks::mpi_ranks() {
  if (launcher_size() == 0) return;  // not started by mpirun: one rank, no MPI at all
  int already = 0;
  MPI_Initialized(&already);
  if (already) throw std::logic_error("mpi_ranks: MPI is already initialised (one mpi_ranks per process)");
  int provided = 0;
  check(MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided), "MPI_Init_thread");
  initialised_ = true;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
}

mpi_ranks::~mpi_ranks() {
  if (!initialised_) return;
  // A rank leaving on an exception would leave the others waiting in a collective.
  if (std::uncaught_exceptions() > 0) MPI_Abort(MPI_COMM_WORLD, 1);
  MPI_Request request;  // rank 0 has printed the figures before any rank exits
  if (MPI_Ibarrier(MPI_COMM_WORLD, &request) == MPI_SUCCESS) try { wait(request, "MPI_Ibarrier"); } catch (...) {}
  MPI_Finalize();
}

bool mpi_ranks::same_run(const run_description& run, const std::string& library_hash) {
  if (size_ == 1) return true;
  const std::uint64_t mine = run_fingerprint(run, library_hash);
  std::vector<std::uint64_t> all(static_cast<std::size_t>(size_));
  MPI_Request request;
  check(MPI_Iallgather(&mine, 1, MPI_UINT64_T, all.data(), 1, MPI_UINT64_T, MPI_COMM_WORLD, &request), "MPI_Iallgather");
  wait(request, "MPI_Iallgather");
  for (int r = 1; r < size_; ++r)
    if (all[static_cast<std::size_t>(r)] != all[0]) {
      if (rank_ == 0)
        fmt::print(stderr, "error: MPI rank {} of {} loaded another card library or was given another run than rank 0 "
                           "(every node needs the same megacorp, card library and command line; docs/simulate.md)\n",
                   r, size_);
      return false;
    }
  return true;
}

run_output mpi_ranks::run(const run_description& run, const game_setup& setup, run_settings settings,
                          reducer& into) {
  if (size_ == 1) return run_games(run, setup, settings, into);
  // A stop asked on any rank (SIGINT, or SIGUSR1, which mpirun forwards to every rank)
  // ends the run after the round under way; the games of a stopped rank end sooner.
  const std::atomic<bool>* outer_stop = settings.stop;
  stop_requested = false;
  void (*old_int)(int) = std::signal(SIGINT, on_stop_signal);
  void (*old_usr1)(int) = std::signal(SIGUSR1, on_stop_signal);
  settings.stop = &stop_requested;
  settings.progress = false;
  settings.stride = static_cast<std::size_t>(size_);
  settings.offset = static_cast<std::size_t>(rank_);

  run_output out;
  const std::uint64_t total = std::uint64_t(run.pairs.size()) * run.games_per_pair;
  const std::uint64_t jobs = std::max(1u, settings.jobs);
  std::uint64_t per_rank = 2 * jobs;  // games per rank in a round: rank 0 sizes rounds to 1-2 s
  std::uint64_t from = 0;
  bool stop = false, signalled = false;
  const auto start = std::chrono::steady_clock::now();
  for (;;) {
    // Rank 0 says the next round, [from, to), or that there is none (to == from).
    std::uint64_t round[2] = {from, stop ? from : std::min(total, from + per_rank * std::uint64_t(size_))};
    MPI_Request request;
    check(MPI_Ibcast(round, 2, MPI_UINT64_T, 0, MPI_COMM_WORLD, &request), "MPI_Ibcast");
    wait(request, "MPI_Ibcast");
    if (round[1] <= round[0]) break;
    const auto round_start = std::chrono::steady_clock::now();
    settings.from = round[0];
    settings.to = round[1];
    rank_batch mine;
    const run_output part =
        run_games(run, setup, settings, [&](game_record&& g) { if (g.done) mine.records.push_back(std::move(g)); });
    mine.errors = part.errors;
    mine.violations = part.violations;  // printed where they happened; counted by rank 0
    mine.stop = stop_requested || (outer_stop && *outer_stop);
    const std::vector<std::string> batches = gather(encode_batch(mine), rank_, size_);
    from = round[1];
    if (rank_ != 0) {
      out.games_done += mine.records.size();
      continue;
    }
    std::vector<game_record> records;
    for (const std::string& bytes : batches) {
      rank_batch b = decode_batch(bytes);
      signalled = signalled || b.stop;
      for (std::string& e : b.errors) out.errors.push_back(std::move(e));
      for (std::string& v : b.violations) out.violations.push_back(std::move(v));
      for (game_record& g : b.records) records.push_back(std::move(g));
    }
    // Game order, as one process reduces them.
    std::sort(records.begin(), records.end(), [&](const game_record& a, const game_record& b) {
      return std::uint64_t(a.pair) * run.games_per_pair + a.index < std::uint64_t(b.pair) * run.games_per_pair + b.index;
    });
    for (const game_record& g : records) into.add(g);
    out.games_done += records.size();
    stop = signalled || !out.errors.empty();
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - round_start).count();
    // Rounds of about 1-2 s: a rank that finishes its share early waits for the others (a
    // few per cent of a round, less as rounds hold more games), and a stop waits for a round.
    if (secs < 1 && per_rank < (std::uint64_t(1) << 20)) per_rank *= 2;
    else if (secs > 6 && per_rank > jobs) per_rank /= 2;
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  out.interrupted = rank_ == 0 && signalled && out.games_done < total;
  std::signal(SIGINT, old_int);
  std::signal(SIGUSR1, old_usr1);
  return out;
}

}  // namespace megacorp::sim
