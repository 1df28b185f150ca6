// The engine's speed figures of issue 16 in one run (docs/benchmarks.md): random and greedy
// self-play, state clone and size, legal actions, MCTS iterations; each a median of runs.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "agents/agent_names.hpp"
#include "bench/alloc_count.hpp"
#include "bench/positions.hpp"
#include "engine/rules.hpp"
#include "agents/self_play.hpp"

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
  std::uint64_t greedy_games = 9 * 4;
  std::uint64_t fast_games = 9 * 4;     // the fast agent's self-play (docs/agents.md)
  std::uint64_t sampled_games = 100;    // every 10th state of these games
  int legal_calls = 200;                // calls per perft position and repetition
  int clone_rounds = 20;                // clones of every position per repetition
  int mcts_decisions = 10;              // searched decisions per repetition
  std::uint64_t mcts_games = 9;         // MCTS self-play games (seeds 1..9: every starter pairing once)
  play_limits greedy_limits;
  std::string only;                     // one part only (for profiling): random, greedy, fast, state, mcts
  bool runs(std::string_view part) const { return only.empty() || only == part; }
};

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Wall-clock and CPU time (of this process) since it was made. On a machine loaded by
// other work the wall clock also counts time waiting for a core; CPU time does not.
struct stopwatch {
  std::chrono::steady_clock::time_point wall_start = std::chrono::steady_clock::now();
  double cpu_start = cpu_seconds();
  double wall() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start).count(); }
  double cpu() const { return cpu_seconds() - cpu_start; }
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// A figure by the wall clock and by CPU time.
struct figure {
  double wall = 0, cpu = 0;
};

// `run` returns one figure per call; the medians of `reps` calls.
figure median_of(int reps, const std::function<figure()>& run) {
  std::vector<double> wall, cpu;
  for (int r = 0; r < reps; ++r) {
    const figure f = run();
    wall.push_back(f.wall);
    cpu.push_back(f.cpu);
  }
  return {median(std::move(wall)), median(std::move(cpu))};
}

// "12.3 per CPU second (11.0 wall)": `digits` decimals.
std::string show(figure f, int digits) {
  return fmt::format("{:.{}f} (wall {:.{}f})", f.cpu, digits, f.wall, digits);
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
  figure games_per_s, actions_per_s;
  std::uint64_t games = 0, actions = 0, capped = 0;
};

// Plays seeds 1..games (every starter pairing equally), each seat by `agent` seeded with
// the game's seed, as `megacorp play` does; invariants off. Times set-up and play.
self_play_figures self_play(const positions::starter_games& g, const char* agent, std::uint64_t games,
                            const play_limits& limits, int reps) {
  self_play_figures out;
  std::vector<double> rates, action_rates, cpu_rates, cpu_action_rates;
  for (int r = 0; r < reps; ++r) {
    std::uint64_t actions = 0, capped = 0;
    const stopwatch clock;
    for (std::uint64_t seed = 1; seed <= games; ++seed) {
      engine::state s = g.start(seed);
      auto player = make_agent(agent, seed);
      const play_result res = play_game(s, *player, limits);
      actions += static_cast<std::uint64_t>(res.actions);
      capped += res.end == play_end::finished ? 0 : 1;
    }
    const double t = clock.wall(), c = clock.cpu();
    rates.push_back(static_cast<double>(games) / t);
    action_rates.push_back(static_cast<double>(actions) / t);
    cpu_rates.push_back(static_cast<double>(games) / c);
    cpu_action_rates.push_back(static_cast<double>(actions) / c);
    out.actions = actions;  // the same every repetition: the games are seeded
    out.capped = capped;
  }
  out.games = games;
  out.games_per_s = {median(rates), median(cpu_rates)};
  out.actions_per_s = {median(action_rates), median(cpu_action_rates)};
  return out;
}

// Mean microseconds per legal_actions call over `states`, each called `calls` times.
figure legal_us(const std::vector<const engine::state*>& states, int calls, int reps) {
  return median_of(reps, [&] {
    const stopwatch clock;
    for (const engine::state* s : states)
      for (int c = 0; c < calls; ++c) keep(engine::legal_actions(*s));
    const double n = static_cast<double>(states.size()) * calls;
    return figure{clock.wall() * 1e6 / n, clock.cpu() * 1e6 / n};
  });
}

double mean_legal_count(const std::vector<const engine::state*>& states) {
  double n = 0;
  for (const engine::state* s : states) n += static_cast<double>(engine::legal_actions(*s).size());
  return n / static_cast<double>(states.size());
}

void print_clone(const std::vector<const engine::state*>& states, const settings& cfg) {
  const double n = static_cast<double>(states.size()) * cfg.clone_rounds;
  const figure construct = median_of(cfg.reps, [&] {
    const stopwatch clock;
    for (int r = 0; r < cfg.clone_rounds; ++r)
      for (const engine::state* s : states) {
        engine::state copy = *s;
        keep(copy);
      }
    return figure{n / clock.wall(), n / clock.cpu()};
  });
  engine::state reused = *states.front();
  const figure assign = median_of(cfg.reps, [&] {
    const stopwatch clock;
    for (int r = 0; r < cfg.clone_rounds; ++r)
      for (const engine::state* s : states) {
        reused = *s;
        keep(reused);
      }
    return figure{n / clock.wall(), n / clock.cpu()};
  });
  fmt::print("state clone: {} copies/s (copy-construct and destroy), {} copies/s (copy-assign into a "
             "reused state), over {} positions\n",
             show(construct, 0), show(assign, 0), states.size());
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
    each += fmt::format("{}{} {:.2f} µs ({} actions)", each.empty() ? "" : "; ", p.name,
                        legal_us({&p.state}, cfg.legal_calls, cfg.reps).cpu, engine::legal_actions(p.state).size());
  }
  fmt::print("legal actions, perft positions: {} µs per call (mean over {}); CPU time each: {}\n",
             show(legal_us(all, cfg.legal_calls, cfg.reps), 2), all.size(), each);
  std::vector<const engine::state*> sample;
  for (const auto& s : sampled) sample.push_back(&s);
  fmt::print("legal actions, every 10th state of {} seeded games: {} µs per call (mean over {} states, "
             "{:.1f} actions each)\n",
             cfg.sampled_games, show(legal_us(sample, 1, cfg.reps), 1), sample.size(), mean_legal_count(sample));
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
  const figure per_s = median_of(cfg.reps, [&] {
    double searching = 0, searching_cpu = 0;
    int searched = 0;
    for (std::uint64_t seed = 1; searched < cfg.mcts_decisions; ++seed) {
      engine::state s = g.start(seed);
      auto player = make_agent("mcts", seed);
      while (!s.over() && searched < cfg.mcts_decisions) {
        const auto legal = engine::legal_actions(s);
        const bool searches = legal.size() > 1 && !s.pending;
        const stopwatch clock;
        const engine::action a = player->pick(s, legal);
        if (searches) searching += clock.wall(), searching_cpu += clock.cpu(), ++searched;
        engine::apply(s, a);
      }
    }
    return figure{searched * budget / searching, searched * budget / searching_cpu};
  });
  fmt::print("mcts: {} iterations/s at a budget of {:.0f} iterations per decision ({} searched decisions)\n",
             show(per_s, 0), budget, cfg.mcts_decisions);
}

int usage() {
  std::fputs("usage: engine_bench [--quick] [--reps N] [--games N (a multiple of 9)] [--mcts-games N (a multiple of 9)] "
             "[--only random|greedy|fast|state|mcts]\n",
             stderr);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  settings cfg;
  for (int a = 1; a < argc; ++a) {
    const std::string_view arg = argv[a];
    if (arg == "--quick") {
      cfg.random_games = 9, cfg.greedy_games = 1, cfg.sampled_games = 10, cfg.legal_calls = 5;
      cfg.clone_rounds = 2, cfg.mcts_decisions = 1, cfg.greedy_limits.max_turns = 3, cfg.mcts_games = 0;
      cfg.fast_games = 1;
    } else if (arg == "--reps" && a + 1 < argc) {
      cfg.reps = std::atoi(argv[++a]);
    } else if (arg == "--only" && a + 1 < argc) {
      cfg.only = argv[++a];
    } else if (arg == "--mcts-games" && a + 1 < argc) {
      cfg.mcts_games = std::strtoull(argv[++a], nullptr, 10);
    } else if (arg == "--games" && a + 1 < argc) {
      cfg.random_games = std::strtoull(argv[++a], nullptr, 10);
    } else {
      return usage();
    }
  }
  if (cfg.reps <= 0 || cfg.random_games == 0 || cfg.random_games % 9 != 0 || cfg.mcts_games % 9 != 0) return usage();

  fmt::print("engine_bench: build type {}, compiler {}, median of {} runs; rates per CPU second of this process, "
             "wall-clock rates beside them; load average at start {}\n",
             MEGACORP_BUILD_TYPE, __VERSION__, cfg.reps, load_average());
  library lib;
  if (!positions::load_bundled_library(lib)) return 1;
  const positions::starter_games games(lib);

  if (cfg.runs("random")) {
    const self_play_figures rnd = self_play(games, "random", cfg.random_games, play_limits{}, cfg.reps);
    fmt::print("random self-play: {} games/s, {} actions/s, {:.1f} actions per game, {:.1f} µs per action (CPU); "
               "{} games (every starter pairing {} times), {} stopped at a cap\n",
               show(rnd.games_per_s, 1), show(rnd.actions_per_s, 0),
               static_cast<double>(rnd.actions) / static_cast<double>(rnd.games), 1e6 / rnd.actions_per_s.cpu, rnd.games,
               rnd.games / 9, rnd.capped);
  }
  if (cfg.runs("greedy")) {
    const self_play_figures grd = self_play(games, "greedy", cfg.greedy_games, cfg.greedy_limits, cfg.reps);
    fmt::print("greedy self-play: {} games/s, {} actions/s, {:.1f} actions per game; {} games (seeds 1-{}), "
               "{} stopped at a cap{}\n",
               show(grd.games_per_s, 2), show(grd.actions_per_s, 0), static_cast<double>(grd.actions) / static_cast<double>(grd.games),
               grd.games, grd.games, grd.capped,
               cfg.greedy_limits.max_turns < play_limits{}.max_turns ? " (--quick: at most 3 turns)" : "");
  }
  if (cfg.runs("fast")) {
    const self_play_figures f = self_play(games, "fast", cfg.fast_games, cfg.greedy_limits, cfg.reps);
    fmt::print("fast self-play: {} games/s, {:.1f} actions per game; {} games (seeds 1-{}), {} stopped at a cap{}\n",
               show(f.games_per_s, 2), static_cast<double>(f.actions) / static_cast<double>(f.games), f.games, f.games,
               f.capped, cfg.greedy_limits.max_turns < play_limits{}.max_turns ? " (--quick: at most 3 turns)" : "");
  }
  if (cfg.runs("state")) {
    const auto perft = positions::perft_positions(games);
    const auto sampled = positions::sampled_states(games, cfg.sampled_games);
    std::vector<const engine::state*> clone_set;
    for (const auto& p : perft) clone_set.push_back(&p.state);
    for (const auto& s : sampled) clone_set.push_back(&s);
    print_clone(clone_set, cfg);
    print_legal(perft, sampled, cfg);
  }
  if (cfg.runs("mcts")) print_mcts(games, cfg);
  if (cfg.runs("mcts") && cfg.mcts_games > 0 && MEGACORP_BENCH_MCTS_BUDGET > 0) {
    const self_play_figures m = self_play(games, "mcts", cfg.mcts_games, play_limits{}, cfg.reps);
    fmt::print("mcts self-play: {} games/s at a budget of {} iterations per decision, {:.1f} actions per game; "
               "{} games (seeds 1-{}: every starter pairing {} times), {} stopped at a cap\n",
               show(m.games_per_s, 2), MEGACORP_BENCH_MCTS_BUDGET, static_cast<double>(m.actions) / static_cast<double>(m.games),
               m.games, m.games, m.games / 9, m.capped);
  }
  fmt::print("load average at end {}\n", load_average());
  return 0;
}
