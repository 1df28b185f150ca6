// The engine's small_vector (engine/small_vector.hpp) against Boost.Container's, on what
// the engine copies: the containers of real game states (every 10th state of seeded random
// games), with the state's element types and inline sizes. Prints copies per second and
// heap blocks per copy for each, and each container's size (docs/benchmarks.md, "small_vector").
//   small_vector_bench [GAMES [ours|boost]]
// For instruction counts, which a loaded machine does not move: `valgrind --tool=callgrind
// --toggle-collect='*copy_all*' build/small_vector_bench 100 ours` (and `boost`).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <boost/container/small_vector.hpp>
#include <fmt/format.h>

#include "bench/alloc_count.hpp"
#include "bench/positions.hpp"
#include "engine/rules.hpp"
#include "library/library.hpp"

using namespace megacorp;

namespace {

template <class T, std::size_t N> using ours = engine::small_vector<T, N>;
template <class T, std::size_t N> using boosts = boost::container::small_vector<T, N>;

// The containers of engine::state and engine::player_state, with the same types and sizes.
template <template <class, std::size_t> class V>
struct player_mirror {
  V<engine::card_id, engine::pile_inline> main_deck, resource_deck, hand, open_market, annihilated, out_of_game;
};
template <template <class, std::size_t> class V>
struct state_mirror {
  V<engine::card_instance, 144> cards;
  V<player_mirror<V>, 2> players;
  V<engine::trait_modifier, 4> modifiers;
  V<engine::keyword_grant, 4> grants;
  V<engine::stack_item, 4> stack;
};

template <class To, class From> To copied(const From& from) { return To(from.begin(), from.end()); }

template <template <class, std::size_t> class V>
state_mirror<V> mirror(const engine::state& s) {
  state_mirror<V> m;
  m.cards = copied<decltype(m.cards)>(s.cards);
  for (const engine::player_state& p : s.players) {
    using pile = V<engine::card_id, engine::pile_inline>;
    m.players.push_back({copied<pile>(p.main_deck), copied<pile>(p.resource_deck), copied<pile>(p.hand),
                         copied<pile>(p.open_market), copied<pile>(p.annihilated), copied<pile>(p.out_of_game)});
  }
  m.modifiers = copied<decltype(m.modifiers)>(s.modifiers);
  m.grants = copied<decltype(m.grants)>(s.grants);
  m.stack = copied<decltype(m.stack)>(s.stack);
  return m;
}

template <class T> void keep(const T& v) { asm volatile("" : : "g"(&v) : "memory"); }

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

template <class M>
[[gnu::noinline]] void copy_all(const std::vector<M>& states, int rounds) {
  for (int r = 0; r < rounds; ++r)
    for (const M& m : states) {
      M copy = m;
      keep(copy);
    }
}

// Copies of every mirror, `rounds` times: copies per CPU second (the best of 5 runs) and
// heap blocks per copy.
template <class M>
void report(const char* name, const std::vector<M>& states, int rounds) {
  double best = 0;
  for (int run = 0; run < 5; ++run) {
    const double start = cpu_seconds();
    copy_all(states, rounds);
    best = std::max(best, static_cast<double>(states.size()) * rounds / (cpu_seconds() - start));
  }
  const auto before = alloc_count::now();
  for (const M& m : states) {
    M copy = m;
    keep(copy);
  }
  const auto after = alloc_count::now();
  fmt::print("{:<28} {:>12.0f} copies/s  {:.3f} heap blocks per copy  {} bytes\n", name, best,
             static_cast<double>(after.blocks - before.blocks) / static_cast<double>(states.size()), sizeof(M));
}

}  // namespace

int main(int argc, char** argv) {
  const std::uint64_t games = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 100;
  const std::string only = argc > 2 ? argv[2] : "";
  library lib;
  if (!positions::load_bundled_library(lib)) return 1;
  const positions::starter_games g(lib);
  std::vector<state_mirror<ours>> a;
  std::vector<state_mirror<boosts>> b;
  for (const engine::state& s : positions::sampled_states(g, games)) {
    a.push_back(mirror<ours>(s));
    b.push_back(mirror<boosts>(s));
  }
  fmt::print("the containers of {} states of {} seeded random games (copy-construct and destroy)\n", a.size(), games);
  if (only != "boost") report("engine::small_vector", a, 200);
  if (only != "ours") report("boost::container::small_vector", b, 200);
}
