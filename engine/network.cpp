// Network geometry: docking, surrounded, radius, area shapes, move and swap checks.
#include "engine/network.hpp"

#include "engine/book_numbers.hpp"
#include "engine/network_graph.hpp"

#include <bit>
#include <cstdlib>

namespace engine {

cell step(cell c, direction d, int n) {
  switch (d) {
    case direction::north: return {c.x, c.y - n};
    case direction::east: return {c.x + n, c.y};
    case direction::south: return {c.x, c.y + n};
    case direction::west: return {c.x - n, c.y};
  }
  return c;
}

std::array<cell, book::adjacent_spaces> orthogonal_neighbours(cell c) {
  return {step(c, direction::north), step(c, direction::east), step(c, direction::south),
          step(c, direction::west)};
}

int occupied_neighbours(const network_grid& g, cell c, card_id ignoring) {
  int n = 0;
  for (cell nb : orthogonal_neighbours(c)) {
    const card_id id = g.at(nb);
    if (id != no_card && id != ignoring) ++n;
  }
  return n;
}

bool is_surrounded(const network_grid& g, cell c) { return occupied_neighbours(g, c) == book::adjacent_spaces; }

std::string_view deploy_refusal(const network_grid& g, cell c, card_id ignoring) {
  if (!network_grid::in_bounds(c))
    return "the cell is beyond the network cap of coordinates -10..10 (Network: docs/engine.md)";
  const card_id here = g.at(c);
  if (here != no_card && here != ignoring)
    return "the cell is occupied: a card is placed on an open spot (001 Accounting Phase: \"next to any card on an "
           "open spot\"; only card text lets a card choose an occupied space)";
  if (occupied_neighbours(g, c, ignoring) == 0)
    return "the cell is not docked: no card is orthogonally adjacent (001 Deploying and Docking)";
  return {};
}

namespace {
// Row y's empty cells beside an occupied one: left, right, above, below (a mask, bit x).
std::uint32_t dockable_in_row(const row_masks& occupied, int y) {
  constexpr std::uint32_t in_grid = (std::uint32_t{1} << network_side) - 1;
  std::uint32_t near = (occupied[y] << 1) | (occupied[y] >> 1);
  if (y > 0) near |= occupied[y - 1];
  if (y + 1 < network_side) near |= occupied[y + 1];
  return near & ~occupied[y] & in_grid;
}
}  // namespace

std::vector<cell> dockable_cells(const network_grid& g) {
  const row_masks occupied = occupied_rows(g);
  std::vector<cell> out;  // in cell index order
  for (int y = 0; y < network_side; ++y)
    for (std::uint32_t bits = dockable_in_row(occupied, y); bits; bits &= bits - 1)
      out.push_back({std::countr_zero(bits) - network_radius, y - network_radius});
  return out;
}

namespace {
std::optional<cell> first_dockable(const row_masks& occupied) {
  for (int y = 0; y < network_side; ++y)
    if (const std::uint32_t bits = dockable_in_row(occupied, y))
      return cell{std::countr_zero(bits) - network_radius, y - network_radius};
  return std::nullopt;
}
}  // namespace

std::optional<cell> first_dockable_cell(const network_grid& g) { return first_dockable(occupied_rows(g)); }

std::optional<cell> first_dockable_cell(const state& s, player_id p) { return first_dockable(occupied_rows(s, p)); }

std::optional<cell_box> occupied_box(const network_grid& g) {
  std::optional<cell_box> box;
  for (int i = 0; i < network_cells; ++i) {
    if (g.cells[i] == no_card) continue;
    const cell c = network_grid::at_index(i);
    if (!box) box = cell_box{c, c};
    box->min = {std::min(box->min.x, c.x), std::min(box->min.y, c.y)};
    box->max = {std::max(box->max.x, c.x), std::max(box->max.y, c.y)};
  }
  return box;
}

std::vector<card_id> cards_in_radius(const network_grid& g, cell c, int n) {
  std::vector<card_id> out;
  for (int dy = -n; dy <= n; ++dy)
    for (int dx = -n; dx <= n; ++dx) {
      if (dx == 0 && dy == 0) continue;
      const card_id id = g.at({c.x + dx, c.y + dy});
      if (id != no_card) out.push_back(id);
    }
  return out;
}

int area_code(area_shape a) { return 1 + (a.across - 1) * max_area_side + (a.along - 1); }

area_shape area_of_code(int code) {
  return {.across = (code - 1) / max_area_side + 1, .along = (code - 1) % max_area_side + 1};
}

std::vector<cell> area_cells(area_shape shape, cell anchor, direction d) {
  // An odd side runs from -(n-1)/2 to (n-1)/2 around the anchor, an even one from 0 to n-1.
  auto first = [](int n) { return n % 2 == 1 ? -(n - 1) / 2 : 0; };
  const direction right = static_cast<direction>((static_cast<int>(d) + 1) % 4);  // clockwise
  std::vector<cell> out;
  for (int i = first(shape.across); i < first(shape.across) + shape.across; ++i)
    for (int j = first(shape.along); j < first(shape.along) + shape.along; ++j)
      out.push_back(step(step(anchor, right, i), d, j));
  std::erase_if(out, [](cell c) { return !network_grid::in_bounds(c); });
  return out;
}

std::vector<card_id> cards_in_area(const network_grid& g, area_shape shape, cell anchor, direction d) {
  std::vector<card_id> out;
  for (cell c : area_cells(shape, anchor, d))
    if (const card_id id = g.at(c); id != no_card) out.push_back(id);
  return out;
}

std::string_view move_refusal(const network_grid& g, cell from, cell to) {
  if (!network_grid::in_bounds(from) || g.at(from) == no_card) return "there is no card to move";
  if (from == to) return "the card is already there";
  return deploy_refusal(g, to, g.at(from));
}

std::string_view swap_refusal(const network_grid& g, cell a, cell b) {
  if (!network_grid::in_bounds(a) || !network_grid::in_bounds(b)) return "a cell is beyond the network cap";
  if (g.at(a) == no_card || g.at(b) == no_card) return "both cells must hold a card (001 Glossary: swap)";
  if (a == b) return "a card cannot swap with itself";
  return {};
}

}  // namespace engine
