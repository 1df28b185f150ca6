// The engine's speed figures of issue 16 in one run (docs/benchmarks.md): random and greedy
// self-play, state clone and size, legal actions, MCTS iterations; each a median of runs.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "agents/agent.hpp"
#include "bench/alloc_count.hpp"
#include "bench/positions.hpp"
#include "engine/rules.hpp"
#include "interp/self_play.hpp"

#if __has_include("agents/mcts_agent.hpp")
#include "agents/mcts_agent.hpp"
#define MEGACORP_BENCH_MCTS_BUDGET (megacorp::mcts_options{}.iterations)
#else
#define MEGACORP_BENCH_MCTS_BUDGET 0
#endif

#ifndef MEGACORP_BUILD_TYPE
#define MEGACORP_BUILD_TYPE "unknown"
#endif

using namespace megacorp;

namespace {

struct settings {
  int reps = 5;
  std::uint64_t random_games = 9 * 40;  // a multiple of 9: every starter pairing equally
  std::uint64_t greedy_games = 9;
  std::uint64_t sampled_games = 100;    // every 10th state of these games
  int legal_calls = 200;                // calls per perft position and repetition
  int clone_rounds = 20;                // clones of every position per repetition
  int mcts_decisions = 10;              // searched decisions per repetition
  play_limits greedy_limits;
  std::string only;                     // one part only (for profiling): random, greedy, state, mcts
  bool runs(std::string_view part) const { return only.empty() || only == part; }
};

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// `run` returns one figure per call; the median of `reps` calls.
double median_of(int reps, const std::function<double()>& run) {
  std::vector<double> v;
  for (int r = 0; r < reps; ++r) v.push_back(run());
  return median(std::move(v));
}

std::string load_average() {
  std::ifstream in("/proc/loadavg");
  std::string a, b, c;
  if (!(in >> a >> b >> c)) return "unknown";
  return a + " " + b + " " + c + " (1, 5, 15 min)";
}

// Keeps the compiler from dropping work whose result is unused.
template <class T> void keep(const T& v) { asm volatile("" : : "g"(&v) : "memory"); }

struct self_play_figures {
  double games_per_s = 0, actions_per_s = 0;
  std::uint64_t games = 0, actions = 0, capped = 0;
};

// Plays seeds 1..games (every starter pairing equally), each seat by `agent` seeded with
// the game's seed, as `megacorp play` does; invariants off. Times set-up and play.
self_play_figures self_play(const positions::starter_games& g, const char* agent, std::uint64_t games,
                            const play_limits& limits, int reps) {
  self_play_figures out;
  std::vector<double> rates, action_rates;
  for (int r = 0; r < reps; ++r) {
    std::uint64_t actions = 0, capped = 0;
    const auto start = std::chrono::steady_clock::now();
    for (std::uint64_t seed = 1; seed <= games; ++seed) {
      engine::state s = g.start(seed);
      auto player = make_agent(agent, seed);
      const play_result res = play_game(s, *player, limits);
      actions += static_cast<std::uint64_t>(res.actions);
      capped += res.end == play_end::finished ? 0 : 1;
    }
    const double t = seconds_since(start);
    rates.push_back(static_cast<double>(games) / t);
    action_rates.push_back(static_cast<double>(actions) / t);
    out.actions = actions;  // the same every repetition: the games are seeded
    out.capped = capped;
  }
  out.games = games;
  out.games_per_s = median(rates);
  out.actions_per_s = median(action_rates);
  return out;
}

// Every 10th state (actions 0, 10, 20, ...) of seeded random games 1..games.
std::vector<engine::state> sampled_states(const positions::starter_games& g, std::uint64_t games) {
  std::vector<engine::state> out;
  for (std::uint64_t seed = 1; seed <= games; ++seed) {
    engine::state s = g.start(seed);
    auto player = make_agent("random", seed);
    for (int n = 0; n < 3000 && !s.over(); ++n) {
      const auto legal = engine::legal_actions(s);
      if (n % 10 == 0) out.push_back(s);
      engine::apply(s, player->pick(s, legal));
    }
  }
  return out;
}

// Mean microseconds per legal_actions call over `states`, each called `calls` times.
double legal_us(const std::vector<const engine::state*>& states, int calls, int reps) {
  return median_of(reps, [&] {
    const auto start = std::chrono::steady_clock::now();
    for (const engine::state* s : states)
      for (int c = 0; c < calls; ++c) keep(engine::legal_actions(*s));
    return seconds_since(start) * 1e6 / (static_cast<double>(states.size()) * calls);
  });
}

double mean_legal_count(const std::vector<const engine::state*>& states) {
  double n = 0;
  for (const engine::state* s : states) n += static_cast<double>(engine::legal_actions(*s).size());
  return n / static_cast<double>(states.size());
}

void print_clone(const std::vector<const engine::state*>& states, const settings& cfg) {
  const double n = static_cast<double>(states.size()) * cfg.clone_rounds;
  const double construct = median_of(cfg.reps, [&] {
    const auto start = std::chrono::steady_clock::now();
    for (int r = 0; r < cfg.clone_rounds; ++r)
      for (const engine::state* s : states) {
        engine::state copy = *s;
        keep(copy);
      }
    return n / seconds_since(start);
  });
  engine::state reused = *states.front();
  const double assign = median_of(cfg.reps, [&] {
    const auto start = std::chrono::steady_clock::now();
    for (int r = 0; r < cfg.clone_rounds; ++r)
      for (const engine::state* s : states) {
        reused = *s;
        keep(reused);
      }
    return n / seconds_since(start);
  });
  fmt::print("state clone: {:.0f} copies/s (copy-construct and destroy), {:.0f} copies/s (copy-assign into a "
             "reused state), over {} positions\n",
             construct, assign, states.size());
  // Heap of a copy, by the counting operator new (bench/alloc_count.cpp); the card database,
  // behaviour and a pending decision are shared and immutable, not copied.
  std::size_t blocks = 0, bytes = 0, max_blocks = 0, max_bytes = 0, footprint = 0, max_footprint = 0;
  for (const engine::state* s : states) {
    const auto before = alloc_count::now();
    engine::state copy = *s;
    const auto after = alloc_count::now();
    keep(copy);
    blocks += after.blocks - before.blocks;
    bytes += after.bytes - before.bytes;
    max_blocks = std::max(max_blocks, after.blocks - before.blocks);
    max_bytes = std::max(max_bytes, after.bytes - before.bytes);
    footprint += engine::state_footprint(*s);
    max_footprint = std::max(max_footprint, engine::state_footprint(*s));
  }
  const double k = static_cast<double>(states.size());
  fmt::print("state size: sizeof(engine::state) {} bytes; a copy allocates {:.1f} heap blocks, {:.0f} bytes "
             "(mean; max {} blocks, {} bytes); sizeof + heap {:.0f} bytes mean, {} max; state_footprint {:.0f} "
             "bytes mean, {} max\n",
             sizeof(engine::state), static_cast<double>(blocks) / k, static_cast<double>(bytes) / k, max_blocks,
             max_bytes, static_cast<double>(sizeof(engine::state)) + static_cast<double>(bytes) / k,
             sizeof(engine::state) + max_bytes, static_cast<double>(footprint) / k, max_footprint);
}

void print_legal(const std::vector<positions::named_position>& perft, const std::vector<engine::state>& sampled,
                 const settings& cfg) {
  std::vector<const engine::state*> all;
  std::string each;
  for (const auto& p : perft) {
    all.push_back(&p.state);
    each += fmt::format("{}{} {:.1f} µs ({} actions)", each.empty() ? "" : "; ", p.name,
                        legal_us({&p.state}, cfg.legal_calls, cfg.reps), engine::legal_actions(p.state).size());
  }
  fmt::print("legal actions, perft positions: {:.1f} µs per call (mean over {}); {}\n",
             legal_us(all, cfg.legal_calls, cfg.reps), all.size(), each);
  std::vector<const engine::state*> sample;
  for (const auto& s : sampled) sample.push_back(&s);
  fmt::print("legal actions, every 10th state of {} seeded games: {:.1f} µs per call (mean over {} states, "
             "{:.1f} actions each)\n",
             cfg.sampled_games, legal_us(sample, 1, cfg.reps), sample.size(), mean_legal_count(sample));
}

// Iterations per second of the MCTS agent at its default budget, over the decisions it
// searches (more than one option and no question of card text: those go to the random
// policy, agents/mcts_agent.hpp), in seeded games from seed 1 on.
void print_mcts(const positions::starter_games& g, const settings& cfg) {
  if (!make_agent("mcts", 1) || MEGACORP_BENCH_MCTS_BUDGET <= 0) {
    fmt::print("mcts: not built\n");
    return;
  }
  const double budget = MEGACORP_BENCH_MCTS_BUDGET;
  const double per_s = median_of(cfg.reps, [&] {
    double searching = 0;
    int searched = 0;
    for (std::uint64_t seed = 1; searched < cfg.mcts_decisions; ++seed) {
      engine::state s = g.start(seed);
      auto player = make_agent("mcts", seed);
      while (!s.over() && searched < cfg.mcts_decisions) {
        const auto legal = engine::legal_actions(s);
        const bool searches = legal.size() > 1 && !s.pending;
        const auto start = std::chrono::steady_clock::now();
        const engine::action a = player->pick(s, legal);
        if (searches) searching += seconds_since(start), ++searched;
        engine::apply(s, a);
      }
    }
    return searched * budget / searching;
  });
  fmt::print("mcts: {:.0f} iterations/s at a budget of {:.0f} iterations per decision ({} searched decisions)\n",
             per_s, budget, cfg.mcts_decisions);
}

int usage() {
  std::fputs("usage: engine_bench [--quick] [--reps N] [--games N (a multiple of 9)] [--only random|greedy|state|mcts]\n", stderr);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  settings cfg;
  for (int a = 1; a < argc; ++a) {
    const std::string_view arg = argv[a];
    if (arg == "--quick") {
      cfg.random_games = 9, cfg.greedy_games = 1, cfg.sampled_games = 10, cfg.legal_calls = 5;
      cfg.clone_rounds = 2, cfg.mcts_decisions = 1, cfg.greedy_limits.max_turns = 3;
    } else if (arg == "--reps" && a + 1 < argc) {
      cfg.reps = std::atoi(argv[++a]);
    } else if (arg == "--only" && a + 1 < argc) {
      cfg.only = argv[++a];
    } else if (arg == "--games" && a + 1 < argc) {
      cfg.random_games = std::strtoull(argv[++a], nullptr, 10);
    } else {
      return usage();
    }
  }
  if (cfg.reps <= 0 || cfg.random_games == 0 || cfg.random_games % 9 != 0) return usage();

  fmt::print("engine_bench: build type {}, compiler {}, median of {} runs; load average at start {}\n",
             MEGACORP_BUILD_TYPE, __VERSION__, cfg.reps, load_average());
  library lib;
  diagnostics diags;
  lib.add_path(bundled_cards_dir(), diags);
  lib.check(diags);
  if (diags.has_errors()) {
    std::fputs("the bundled library does not check\n", stderr);
    return 1;
  }
  const positions::starter_games games(lib);

  if (cfg.runs("random")) {
    const self_play_figures rnd = self_play(games, "random", cfg.random_games, play_limits{}, cfg.reps);
    fmt::print("random self-play: {:.1f} games/s, {:.0f} actions/s, {:.1f} actions per game, {:.1f} µs per action; "
               "{} games (every starter pairing {} times), {} stopped at a cap\n",
               rnd.games_per_s, rnd.actions_per_s, static_cast<double>(rnd.actions) / static_cast<double>(rnd.games),
               1e6 / rnd.actions_per_s, rnd.games, rnd.games / 9, rnd.capped);
  }
  if (cfg.runs("greedy")) {
    const self_play_figures grd = self_play(games, "greedy", cfg.greedy_games, cfg.greedy_limits, cfg.reps);
    fmt::print("greedy self-play: {:.2f} games/s, {:.0f} actions/s, {:.1f} actions per game; {} games (seeds 1-{}), "
               "{} stopped at a cap{}\n",
               grd.games_per_s, grd.actions_per_s, static_cast<double>(grd.actions) / static_cast<double>(grd.games),
               grd.games, grd.games, grd.capped,
               cfg.greedy_limits.max_turns < play_limits{}.max_turns ? " (--quick: at most 3 turns)" : "");
  }
  if (cfg.runs("state")) {
    const auto perft = positions::perft_positions(games);
    const auto sampled = sampled_states(games, cfg.sampled_games);
    std::vector<const engine::state*> clone_set;
    for (const auto& p : perft) clone_set.push_back(&p.state);
    for (const auto& s : sampled) clone_set.push_back(&s);
    print_clone(clone_set, cfg);
    print_legal(perft, sampled, cfg);
  }
  if (cfg.runs("mcts")) print_mcts(games, cfg);
  fmt::print("load average at end {}\n", load_average());
  return 0;
}
