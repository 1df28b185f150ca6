// MCTS iterations per second at a fixed budget (docs/agents.md): the MCTS agent decides
// every position with more than one option in P seeded games between the starter decks
// (played on by the random agent), I iterations each; prints iterations per second in
// CPU time (the machine may be shared) and wall time, the budget counted whole for each
// searched decision; then what the searches ran: a search stopped when decided runs fewer
// iterations than its budget, a decision left one option after own-network attacks none.
// `reuse`: with mcts_options::reuse_tree (the searches that started from the tree before
// are counted); since the random agent plays on, a search reuses a node only where the
// random agent's move was one the tree holds.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string_view>

#include <fmt/format.h>

#include "agents/mcts_agent.hpp"
#include "engine/rules.hpp"
#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "library/library.hpp"
#include "agents/random_agent.hpp"
#include "run/text_behaviour.hpp"

using namespace megacorp;

int main(int argc, char** argv) {
  const long games = argc > 1 ? std::atol(argv[1]) : 3;
  const int iterations = argc > 2 ? std::atoi(argv[2]) : 100;
  const bool fresh = argc > 3 && std::string_view(argv[3]) == "fresh";  // mcts_options::keep_positions off
  const bool reuse = argc > 3 && std::string_view(argv[3]) == "reuse";  // mcts_options::reuse_tree on
  if (games <= 0 || iterations <= 0) {
    std::fprintf(stderr, "usage: mcts_bench [GAMES (3)] [ITERATIONS (100)] [fresh|reuse]\n");
    return 2;
  }
  diagnostics diags;
  library lib;
  lib.add_path(bundled_cards_dir(), diags);
  lib.check(diags);
  const auto db = make_card_db(lib);
  const auto behaviour = make_text_behaviour(lib);
  const char* decks[] = {"Corp Starter", "Incarnate Starter", "Gnost Starter"};
  long searches = 0;
  mcts_agent::counts ran;
  double cpu = 0, wall = 0;
  for (long g = 0; g < games; ++g) {
    const auto seed = static_cast<std::uint64_t>(g + 1);
    auto made = new_deck_game(db, behaviour, {lib.find_deck(decks[g % 3]), lib.find_deck(decks[(g + 1) % 3])}, seed);
    if (!made.game) return std::fprintf(stderr, "the game cannot start\n"), 1;
    engine::state s = std::move(*made.game);
    random_agent player(seed);
    mcts_agent searcher(seed, {.iterations = iterations, .keep_positions = !fresh, .reuse_tree = reuse});
    for (int n = 0; n < 600 && !s.over(); ++n) {
      const auto legal = engine::legal_actions(s);
      if (!s.pending && legal.size() > 1) {
        const auto w0 = std::chrono::steady_clock::now();
        const std::clock_t c0 = std::clock();
        searcher.pick(s, legal);
        cpu += double(std::clock() - c0) / CLOCKS_PER_SEC;
        wall += std::chrono::duration<double>(std::chrono::steady_clock::now() - w0).count();
        ++searches;
      }
      engine::apply(s, player.pick(s, legal));
    }
    ran.searches += searcher.done().searches, ran.iterations += searcher.done().iterations;
    ran.seeded += searcher.done().seeded;
    ran.reused += searcher.done().reused, ran.kept_nodes += searcher.done().kept_nodes;
  }
  const double total = double(searches) * iterations;
  fmt::print("mcts: {} searches of {} iterations in {} games: {:.0f} iterations/s CPU ({:.2f} s), "
             "{:.0f} iterations/s wall ({:.2f} s), {:.1f} ms a search (CPU)\n",
             searches, iterations, games, total / cpu, cpu, total / wall, wall, 1000 * cpu / double(searches));
  fmt::print("mcts: {} searches run, {} iterations run ({:.1f} a search), {} root options seeded; "
             "{:.0f} iterations run/s CPU\n",
             ran.searches, ran.iterations, double(ran.iterations) / double(std::max(ran.searches, 1L)), ran.seeded,
             double(ran.iterations) / cpu);
  fmt::print("mcts: {} searches started from the tree before, {} nodes kept\n", ran.reused, ran.kept_nodes);
  return 0;
}
