#include "sim/runner.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <thread>

#include <fmt/format.h>

#include "sim/replay_file.hpp"

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

run_output run_games(const run_description& run, const game_setup& setup, const run_settings& settings,
                     const std::function<void(game_record&&)>& into) {
  run_output out;
  // This call's games are k = first + j * stride, j = 0..total-1.
  const std::size_t end = std::min(settings.to, run.pairs.size() * run.games_per_pair);
  const std::size_t stride = std::max<std::size_t>(1, settings.stride);
  const std::size_t first = settings.from + (settings.offset % stride + stride - settings.from % stride) % stride;
  const std::size_t total = first < end ? (end - first + stride - 1) / stride : 0;
  std::atomic<std::size_t> next{0}, finished{0};
  std::atomic<bool> failed{false};
  std::mutex lock;  // guards waiting, next_in, out.errors and `into`
  std::map<std::size_t, game_record> waiting;  // played, not yet reduced
  std::size_t next_in = 0;
  // Records reach the reducer in game order: every game started is finished (a stop
  // only prevents new ones), so the games reduced are always j = 0..n-1 for some n.
  auto hand_in = [&](std::size_t j, game_record g) {
    std::lock_guard guard(lock);
    waiting.emplace(j, std::move(g));
    for (auto it = waiting.begin(); it != waiting.end() && it->first == next_in; it = waiting.erase(it), ++next_in)
      into(std::move(it->second));
  };
  const auto start = std::chrono::steady_clock::now();

  // The game played again, recording its actions, for the violation's replay (a game is
  // the same every time it is played from its seed).
  auto note_violation = [&](std::uint32_t pair, std::uint32_t i, std::uint64_t seed, std::uint32_t s1,
                            std::uint32_t s2, const invariant_broken& what) {
    std::vector<std::string> actions;
    try {
      play_one(setup, *run.decks[s1], *run.decks[s2], seed, &actions, i % 2 != 0);
    } catch (const invariant_broken&) {
    }
    const std::string dir = settings.violation_dir.empty() ? std::string(default_violation_dir) : settings.violation_dir;
    try {
      return record_violation(dir, run, settings.library, pair, i, seed, *run.decks[s1], *run.decks[s2],
                              std::move(actions), what);
    } catch (const std::exception& e) {
      return fmt::format("invariant violated in game {} of \"{}\" vs \"{}\" (pair {}, seed {}): {}; no replay: {}", i,
                         run.decks[s1]->name, run.decks[s2]->name, pair, seed, what.what(), e.what());
    }
  };

  auto worker = [&] {
    for (;;) {
      if (failed || (settings.stop && *settings.stop)) return;
      const std::size_t j = next++;
      if (j >= total) return;
      const std::size_t k = first + j * stride;
      const auto pair = static_cast<std::uint32_t>(k / run.games_per_pair);
      const auto i = static_cast<std::uint32_t>(k % run.games_per_pair);
      const auto [a, b] = run.pairs[pair];
      const std::uint32_t s1 = i % 2 ? b : a, s2 = i % 2 ? a : b;
      const std::uint64_t seed = game_seed(run.seed, run.seed_pairs.empty() ? pair : run.seed_pairs[pair], i);
      try {
        std::vector<std::string> actions;
        game_trace trace;
        const bool saving = !settings.save_dir.empty();
        game_record g = play_one(setup, *run.decks[s1], *run.decks[s2], seed, saving ? &actions : nullptr, i % 2 != 0,
                                 saving ? &trace : nullptr);
        g.pair = pair;
        g.index = i;
        g.deck[0] = static_cast<std::uint8_t>(s1);
        g.deck[1] = static_cast<std::uint8_t>(s2);
        if (!settings.save_dir.empty())
          save(settings.save_dir, run, g, seed, *run.decks[s1], *run.decks[s2], std::move(actions), std::move(trace),
               settings.library);
        hand_in(j, std::move(g));
      } catch (const invariant_broken& e) {
        // --check: counted and saved; the run goes on (docs/simulate.md).
        std::string line = note_violation(pair, i, seed, s1, s2, e);
        {
          std::lock_guard guard(lock);
          fmt::print(stderr, "{}\n", line);
          out.violations.push_back(std::move(line));
        }
        hand_in(j, game_record{});  // not done: skipped by the reducer
      } catch (const std::exception& e) {
        {
          std::lock_guard guard(lock);
          out.errors.push_back(fmt::format("game {} of \"{}\" vs \"{}\" (seed {}): {}", i, run.decks[s1]->name,
                                           run.decks[s2]->name, seed, e.what()));
        }
        failed = true;
        hand_in(j, game_record{});  // not done: skipped by the reducer
      }
      ++finished;
    }
  };

  const unsigned jobs = std::max(1u, settings.jobs);
  std::vector<std::thread> threads;
  for (unsigned j = 0; j < jobs; ++j) threads.emplace_back(worker);
  if (settings.progress) {
    // Only the main thread prints; it looks at the counters a few times a second.
    while (finished < total && !failed && !(settings.stop && *settings.stop)) {
      std::this_thread::sleep_for(std::chrono::milliseconds(250));
      const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      const std::size_t done = finished;
      const double rate = secs > 0 ? double(done) / secs : 0;
      const double left = rate > 0 ? double(total - done) / rate : 0;
      fmt::print(stderr, "\r{}/{} games, {:.1f} games/s, {:.0f} s left   ", done, total, rate, left);
    }
    fmt::print(stderr, "\r{:60}\r", "");
  }
  for (auto& t : threads) t.join();
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  out.games_done = finished;
  out.interrupted = settings.stop && *settings.stop && finished < total;
  return out;
}

}  // namespace megacorp::sim
