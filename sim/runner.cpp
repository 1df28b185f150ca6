#include "sim/runner.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <thread>

#include <fmt/format.h>

#include "library/replay_file.hpp"

namespace megacorp::sim {

namespace {

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path);
}

replay_file replay_of(const run_description& run, const std::string& library, std::uint64_t seed,
                      const checked::deck& seat1, const checked::deck& seat2, std::vector<std::string> actions) {
  replay_file f;
  f.library = library;
  f.rules = run.rules;
  f.max_turns = run.limits.max_turns;
  f.max_actions_per_turn = run.limits.max_actions_per_turn;
  f.seed = seed;
  f.decks = {seat1, seat2};
  f.actions = std::move(actions);
  return f;
}

void save(const std::string& dir, const run_description& run, const game_record& g, std::uint64_t seed,
          const checked::deck& seat1, const checked::deck& seat2, std::vector<std::string> actions,
          game_trace trace, const std::string& library) {
  replay_file f = replay_of(run, library, seed, seat1, seat2, std::move(actions));
  f.result = {g.end, g.end == outcome::win ? g.winner + 1 : 0, g.turns, g.actions};
  f.has_states = true;
  f.final_state = trace.final_state;
  f.reason = std::move(trace.reason);
  f.checks = std::move(trace.checks);
  write_file(fmt::format("{}/game-{:03}-{:06}.replay", dir, g.pair, g.index), write_replay(f));
}

}  // namespace

std::string record_violation(const std::string& dir, const run_description& run, const std::string& library,
                             std::uint32_t pair, std::uint32_t index, std::uint64_t seed, const checked::deck& seat1,
                             const checked::deck& seat2, std::vector<std::string> actions, const invariant_broken& what) {
  replay_file f = replay_of(run, library, seed, seat1, seat2, std::move(actions));
  f.result = {outcome::capped, 0, what.turn, static_cast<int>(f.actions.size())};
  const std::string path = fmt::format("{}/violation-{:03}-{:06}.replay", dir, pair, index);
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);  // a failure shows as the file's
  write_file(path, write_replay(f));
  return fmt::format("invariant violated in game {} of \"{}\" vs \"{}\" (pair {}, seed {}): {}; replay: {}", index,
                     seat1.name, seat2.name, pair, seed, what.what(), path);
}

run_output run_games(const run_description& run, const game_setup& setup, const run_settings& settings,
                     reducer& into) {
  return run_games(run, setup, settings, [&](game_record&& g) { into.add(g); });
}

namespace {

// One call's games, k = first + j * stride for j = 0..total-1, shared by its threads.
class game_runner {
 public:
  game_runner(const run_description& run, const game_setup& setup, const run_settings& settings,
              const std::function<void(game_record&&)>& into)
      : run_(run), setup_(setup), settings_(settings), into_(into) {
    const std::size_t end = std::min(settings.to, run.pairs.size() * run.games_per_pair);
    stride_ = std::max<std::size_t>(1, settings.stride);
    first_ = settings.from + (settings.offset % stride_ + stride_ - settings.from % stride_) % stride_;
    total_ = first_ < end ? (end - first_ + stride_ - 1) / stride_ : 0;
  }

  run_output run() {
    start_ = std::chrono::steady_clock::now();
    const unsigned jobs = std::max(1u, settings_.jobs);
    std::vector<std::thread> threads;
    for (unsigned j = 0; j < jobs; ++j) threads.emplace_back([this] { work(); });
    if (settings_.progress) show_progress();
    for (auto& t : threads) t.join();
    out_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    out_.games_done = finished_;
    out_.interrupted = stopped() && finished_ < total_;
    return std::move(out_);
  }

 private:
  // Which game j is: its pair, index, seats and seed.
  struct game {
    std::uint32_t pair, index, seat1, seat2;
    std::uint64_t seed;
  };

  bool stopped() const { return settings_.stop && *settings_.stop; }

  game game_of(std::size_t j) const {
    const std::size_t k = first_ + j * stride_;
    const auto pair = static_cast<std::uint32_t>(k / run_.games_per_pair);
    const auto i = static_cast<std::uint32_t>(k % run_.games_per_pair);
    const auto [a, b] = run_.pairs[pair];
    const std::uint64_t seed = game_seed(run_.seed, run_.seed_pairs.empty() ? pair : run_.seed_pairs[pair], i);
    return {pair, i, i % 2 ? b : a, i % 2 ? a : b, seed};
  }

  // Records reach the reducer in game order: every game started is finished (a stop only
  // prevents new ones), so the games reduced are always j = 0..n-1 for some n.
  void hand_in(std::size_t j, game_record g) {
    std::lock_guard guard(lock_);
    waiting_.emplace(j, std::move(g));
    for (auto it = waiting_.begin(); it != waiting_.end() && it->first == next_in_; it = waiting_.erase(it), ++next_in_)
      into_(std::move(it->second));
  }

  void play(std::size_t j, const game& gm) {
    std::vector<std::string> actions;
    game_trace trace;
    const bool saving = !settings_.save_dir.empty();
    game_record g = play_one(setup_, *run_.decks[gm.seat1], *run_.decks[gm.seat2], gm.seed,
                             saving ? &actions : nullptr, gm.index % 2 != 0, saving ? &trace : nullptr);
    g.pair = gm.pair;
    g.index = gm.index;
    g.deck[0] = static_cast<std::uint8_t>(gm.seat1);
    g.deck[1] = static_cast<std::uint8_t>(gm.seat2);
    if (saving)
      save(settings_.save_dir, run_, g, gm.seed, *run_.decks[gm.seat1], *run_.decks[gm.seat2], std::move(actions),
           std::move(trace), settings_.library);
    hand_in(j, std::move(g));
  }

  // The game played again, recording its actions, for the violation's replay (a game is
  // the same every time it is played from its seed).
  std::string note_violation(const game& gm, const invariant_broken& what) {
    const checked::deck& d1 = *run_.decks[gm.seat1];
    const checked::deck& d2 = *run_.decks[gm.seat2];
    std::vector<std::string> actions;
    try {
      play_one(setup_, d1, d2, gm.seed, &actions, gm.index % 2 != 0);
    } catch (const invariant_broken&) {
    }
    const std::string dir = settings_.violation_dir.empty() ? std::string(default_violation_dir) : settings_.violation_dir;
    try {
      return record_violation(dir, run_, settings_.library, gm.pair, gm.index, gm.seed, d1, d2, std::move(actions), what);
    } catch (const std::exception& e) {
      return fmt::format("invariant violated in game {} of \"{}\" vs \"{}\" (pair {}, seed {}): {}; no replay: {}",
                         gm.index, d1.name, d2.name, gm.pair, gm.seed, what.what(), e.what());
    }
  }

  void play_or_note(std::size_t j) {
    const game gm = game_of(j);
    try {
      play(j, gm);
    } catch (const invariant_broken& e) {
      // --check: counted and saved; the run goes on (docs/simulate.md).
      std::string line = note_violation(gm, e);
      {
        std::lock_guard guard(lock_);
        fmt::print(stderr, "{}\n", line);
        out_.violations.push_back(std::move(line));
      }
      hand_in(j, game_record{});  // not done: skipped by the reducer
    } catch (const std::exception& e) {
      {
        std::lock_guard guard(lock_);
        out_.errors.push_back(fmt::format("game {} of \"{}\" vs \"{}\" (seed {}): {}", gm.index,
                                          run_.decks[gm.seat1]->name, run_.decks[gm.seat2]->name, gm.seed, e.what()));
      }
      failed_ = true;
      hand_in(j, game_record{});  // not done: skipped by the reducer
    }
    ++finished_;
  }

  void work() {
    for (;;) {
      if (failed_ || stopped()) return;
      const std::size_t j = next_++;
      if (j >= total_) return;
      play_or_note(j);
    }
  }

  // Only the main thread prints; it looks at the counters a few times a second.
  void show_progress() {
    while (finished_ < total_ && !failed_ && !stopped()) {
      std::this_thread::sleep_for(std::chrono::milliseconds(250));
      const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
      const std::size_t done = finished_;
      const double rate = secs > 0 ? double(done) / secs : 0;
      const double left = rate > 0 ? double(total_ - done) / rate : 0;
      fmt::print(stderr, "\r{}/{} games, {:.1f} games/s, {:.0f} s left   ", done, total_, rate, left);
    }
    fmt::print(stderr, "\r{:60}\r", "");
  }

  const run_description& run_;
  const game_setup& setup_;
  const run_settings& settings_;
  const std::function<void(game_record&&)>& into_;
  std::size_t first_ = 0, stride_ = 1, total_ = 0;
  std::atomic<std::size_t> next_{0}, finished_{0};
  std::atomic<bool> failed_{false};
  std::mutex lock_;  // guards waiting_, next_in_, out_.errors, out_.violations and `into_`
  std::map<std::size_t, game_record> waiting_;  // played, not yet reduced
  std::size_t next_in_ = 0;
  run_output out_;
  std::chrono::steady_clock::time_point start_;
};

}  // namespace

run_output run_games(const run_description& run, const game_setup& setup, const run_settings& settings,
                     const std::function<void(game_record&&)>& into) {
  return game_runner(run, setup, settings, into).run();
}

}  // namespace megacorp::sim
