// Network geometry and connectivity (001 Network, Deploying and Docking, Surrounded,
// Glossary ORPHANED, CARD RADIUS, AREA ATTACK, MOVE, SWAP, Bonding).
#include "support.hpp"

#include "bench/alloc_count.hpp"
#include "engine/invariants.hpp"
#include "engine/network.hpp"
#include "engine/network_graph.hpp"

#include <catch2/catch.hpp>

using namespace engine;

namespace {
// A grid with cards at the given cells (ids are arbitrary, from 1).
network_grid grid_with(std::initializer_list<cell> cells) {
  network_grid g;
  card_id id = 1;
  for (cell c : cells) g.cells[network_grid::index(c)] = id++;
  return g;
}
}  // namespace

TEST_CASE("001 Deploying and Docking: a card docks orthogonally next to a card, inside the cap") {
  const network_grid g = grid_with({{0, 0}, {1, 0}});
  CHECK(deploy_refusal(g, {0, 1}).empty());
  CHECK(deploy_refusal(g, {2, 0}).empty());
  CHECK(deploy_refusal(g, {1, 1}).empty());
  CHECK(deploy_refusal(g, {2, 1}).find("not docked") != std::string_view::npos);  // diagonal only
  CHECK(deploy_refusal(g, {1, 0}).find("occupied") != std::string_view::npos);
  CHECK(deploy_refusal(g, {11, 0}).find("cap") != std::string_view::npos);
  CHECK(dockable_cells(g).size() == 6);
}

TEST_CASE("Network cap (docs/engine.md): cells -10..10 are usable, 11 is refused") {
  network_grid g;
  for (int x = 0; x <= 9; ++x) g.cells[network_grid::index({x, 0})] = static_cast<card_id>(x + 1);
  CHECK(deploy_refusal(g, {10, 0}).empty());
  g.cells[network_grid::index({10, 0})] = 50;
  CHECK_FALSE(deploy_refusal(g, {11, 0}).empty());
  // The other side too: a network reaches -10 (at least 15x15 around the business, docs/design.md).
  network_grid w;
  for (int x = 0; x >= -9; --x) w.cells[network_grid::index({x, 0})] = static_cast<card_id>(1 - x);
  CHECK(deploy_refusal(w, {-10, 0}).empty());
  w.cells[network_grid::index({-10, 0})] = 50;
  CHECK_FALSE(deploy_refusal(w, {-11, 0}).empty());
}

TEST_CASE("001 Glossary ORPHANED: cards not connected to the business are orphans") {
  // business at 0,0; chain 1,0 - 2,0; island at 5,5 and 5,6; 0,-1 docked to business.
  const network_grid g = grid_with({{0, 0}, {1, 0}, {2, 0}, {5, 5}, {5, 6}, {0, -1}});
  const cell_set orphans = orphaned_cells(g, cell{0, 0});
  CHECK(orphans.count() == 2);
  CHECK(orphans.test(network_grid::index({5, 5})));
  CHECK(orphans.test(network_grid::index({5, 6})));
  CHECK(connected_cells(g, {0, 0}).count() == 4);
  // Without a business every card is orphaned.
  CHECK(orphaned_cells(g, std::nullopt).count() == 6);
  // Diagonal contact does not connect.
  CHECK(orphaned_cells(grid_with({{0, 0}, {1, 1}}), cell{0, 0}).count() == 1);
}

TEST_CASE("DESIGN Network: the orphan query (a flood fill over row masks) does not allocate") {
  network_grid g;
  for (int x = -10; x <= 10; ++x)
    for (int y = -10; y <= 10; y += 2) g.cells[network_grid::index({x, y})] = 1;
  for (int y = -10; y <= 10; ++y) g.cells[network_grid::index({0, y})] = 1;
  const std::size_t before = megacorp::alloc_count::now().blocks;
  const cell_set orphans = orphaned_cells(g, cell{0, 0});
  const cell_set connected = connected_cells(g, cell{0, 0});
  const std::size_t after = megacorp::alloc_count::now().blocks;
  CHECK(after == before);
  // The counter does count (a direct call: compilers may elide new-expressions).
  const std::size_t probe = megacorp::alloc_count::now().blocks;
  void* block = ::operator new(16);
  ::operator delete(block);
  CHECK(megacorp::alloc_count::now().blocks == probe + 1);
  CHECK(orphans.none());
  CHECK(connected.count() > 200);
}

TEST_CASE("001 Challenge Phase Surrounded: four orthogonal neighbours") {
  network_grid g = grid_with({{0, 0}, {1, 0}, {-1, 0}, {0, 1}});
  CHECK_FALSE(is_surrounded(g, {0, 0}));
  g.cells[network_grid::index({0, -1})] = 9;
  CHECK(is_surrounded(g, {0, 0}));
  CHECK(occupied_neighbours(g, {1, 1}) == 2);
}

TEST_CASE("001 Glossary CARD RADIUS: the square around a card") {
  const network_grid g = grid_with({{0, 0}, {1, 1}, {2, 2}, {-2, 0}, {3, 0}});
  CHECK(cards_in_radius(g, {0, 0}, 1).size() == 1);
  CHECK(cards_in_radius(g, {0, 0}, 2).size() == 3);
  CHECK(cards_in_radius(g, {0, 0}, 3).size() == 4);
}

TEST_CASE("001 Glossary AREA ATTACK: any ACROSSxALONG shape, with a direction") {
  const area_shape square2{2, 2}, square3{3, 3}, line4{1, 4}, column3{3, 1}, wide{2, 3};
  CHECK(area_cells(square2, {0, 0}) == std::vector<cell>{{0, 0}, {1, 0}, {0, 1}, {1, 1}});
  CHECK(area_cells(square3, {0, 0}).size() == 9);
  CHECK(area_cells(square3, {0, 0}).front() == cell{-1, -1});  // an odd side is centred
  const auto line = area_cells(line4, {0, 0}, direction::north);
  REQUIRE(line.size() == 4);
  CHECK(line[3] == cell{0, -3});
  CHECK(area_cells(line4, {9, 0}, direction::east).size() == 2);  // clipped at the cap
  // 3x1 (the glossary's example): three cells across the direction, centred on the anchor.
  CHECK(area_cells(column3, {0, 0}) == std::vector<cell>{{0, -1}, {0, 0}, {0, 1}});
  CHECK(area_cells(column3, {0, 0}, direction::north) == std::vector<cell>{{-1, 0}, {0, 0}, {1, 0}});
  // 2x3: along 3 (centred), across 2 (from the anchor to the direction's right).
  CHECK(area_cells(wide, {0, 0}) == std::vector<cell>{{-1, 0}, {0, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}});
  const network_grid g = grid_with({{0, 0}, {1, 0}, {2, 0}, {0, 1}});
  CHECK(cards_in_area(g, line4, {0, 0}, direction::east).size() == 3);
  CHECK(cards_in_area(g, square2, {0, 0}).size() == 3);
  for (const area_shape a : {square2, square3, line4, column3, wide, area_shape{21, 21}, area_shape{1, 1}})
    CHECK(area_of_code(area_code(a)) == a);
}

TEST_CASE("001 Glossary move and swap, 001 Bonding: piles move together") {
  state s = test::started_game();
  const card_id neonate = test::place(s, "Incarnate Neonate", 0, 0, {0, 1});
  ops o(s, nullptr);
  const card_id lineage = test::to_hand(s, "Gallian Lineage", 0);
  o.bond(engine::path::none, lineage, neonate, rule::bond);
  check_invariants(s);
  const auto& g = s.player(0).network;
  CHECK(move_refusal(g, {0, 1}, {5, 5}).find("not docked") != std::string_view::npos);
  REQUIRE(move_refusal(g, {0, 1}, {-1, 0}).empty());
  o.move_in_network(engine::path::none, neonate, {-1, 0}, rule::move);
  check_invariants(s);
  CHECK(s.player(0).network.at({-1, 0}) == neonate);
  CHECK(s.pile_under(neonate) == std::vector<card_id>{lineage});
  const card_id founder = s.player(0).network.at({1, 0});
  REQUIRE(swap_refusal(g, {-1, 0}, {1, 0}).empty());
  o.swap_in_network(neonate, founder, rule::swap);
  check_invariants(s);
  CHECK(s.player(0).network.at({1, 0}) == neonate);
  CHECK(s.player(0).network.at({-1, 0}) == founder);
  CHECK_FALSE(swap_refusal(g, {1, 0}, {4, 4}).empty());
  // 001 Bonding: "If the first card of a pile is destroyed then all cards under it are destroyed as well."
  o.destroy(engine::path::none, neonate, rule::destroyed_to_market);
  check_invariants(s);
  CHECK(s.card(lineage).zone == zone::open_market);
  CHECK(s.player(0).open_market.back() == neonate);
}

namespace {
// The occupied cells connected to `start`, by a plain search cell by cell.
cell_set connected_by_cells(const network_grid& g, cell start) {
  cell_set out;
  if (g.at(start) == no_card) return out;
  std::vector<cell> todo{start};
  out.set(network_grid::index(start));
  while (!todo.empty()) {
    const cell c = todo.back();
    todo.pop_back();
    for (cell nb : orthogonal_neighbours(c))
      if (g.at(nb) != no_card && !out.test(network_grid::index(nb))) out.set(network_grid::index(nb)), todo.push_back(nb);
  }
  return out;
}
}  // namespace

// connected_rows remembers its last answers (keyed by the occupied cells and the start):
// the same networks asked from several starts, in turn and again, each answered as a
// search from that start answers (it fails when the start is left out of the key).
TEST_CASE("DESIGN Network: connectivity asked again of the same networks from other cells") {
  std::uint64_t seed = 777;
  auto next = [&] {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>(seed >> 33);
  };
  int split = 0;  // asks whose answer differs from the one before on the same grid
  for (int round = 0; round < 100; ++round) {
    std::array<network_grid, 2> grids;
    for (network_grid& g : grids)
      for (int i = 0; i < network_cells; ++i)
        if (next() % 10 < 5) g.cells[i] = static_cast<card_id>(i);
    std::array<cell, 3> starts{};
    for (cell& c : starts) c = network_grid::at_index(next() % network_cells);
    cell_set before;
    for (int pass = 0; pass < 2; ++pass)
      for (const network_grid& g : grids)
        for (cell c : starts) {
          const cell_set expected = connected_by_cells(g, c);
          CHECK(connected_cells(g, c) == expected);
          split += expected != before ? 1 : 0;
          before = expected;
        }
  }
  CHECK(split > 300);
}

// The flood fill over row masks against a plain breadth-first search, cell by cell, on
// random grids of every density (and the docking cells against the neighbour count).
TEST_CASE("DESIGN Network: connectivity and docking cells agree with a cell-by-cell search") {
  std::uint64_t seed = 12345;
  auto next = [&] {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>(seed >> 33);
  };
  for (int round = 0; round < 400; ++round) {
    network_grid g;
    const int density = round % 10;  // 0..9 tenths of the cells occupied
    for (int i = 0; i < network_cells; ++i)
      if (next() % 10 < density) g.cells[i] = static_cast<card_id>(i);
    const cell start = network_grid::at_index(next() % network_cells);
    cell_set expected;
    if (g.at(start) != no_card) {
      std::vector<cell> todo{start};
      expected.set(network_grid::index(start));
      while (!todo.empty()) {
        const cell c = todo.back();
        todo.pop_back();
        for (cell nb : orthogonal_neighbours(c))
          if (g.at(nb) != no_card && !expected.test(network_grid::index(nb))) {
            expected.set(network_grid::index(nb));
            todo.push_back(nb);
          }
      }
    }
    CHECK(connected_cells(g, start) == expected);
    cell_set occupied;
    for (int i = 0; i < network_cells; ++i) occupied.set(i, g.cells[i] != no_card);
    CHECK(orphaned_cells(g, start) == (occupied & ~expected));
    CHECK(orphaned_cells(g, std::nullopt) == occupied);
    std::vector<cell> docking;
    for (int i = 0; i < network_cells; ++i)
      if (g.cells[i] == no_card && occupied_neighbours(g, network_grid::at_index(i)) > 0)
        docking.push_back(network_grid::at_index(i));
    CHECK(dockable_cells(g) == docking);
  }
}
