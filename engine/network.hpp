// Network geometry on one player's grid (001 Network, Deploying and Docking, Surrounded,
// Glossary: card radius, area attack, move, swap). Connectivity (orphans) is in
// network_graph.hpp.
#pragma once

#include "engine/book_numbers.hpp"
#include "engine/state.hpp"

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace engine {

// North is y - 1, east x + 1, south y + 1, west x - 1.
enum class direction : std::uint8_t { north, east, south, west };
cell step(cell c, direction d, int n = 1);
std::array<cell, book::adjacent_spaces> orthogonal_neighbours(cell c);

// The indices (network_grid::index) of a grid's occupied cells, in cell order.
class occupied_list {
 public:
  occupied_list() = default;
  explicit occupied_list(const network_grid& g) {
    for (int i = 0; i < network_cells; ++i)
      if (g.cells[i] != no_card) at_[n_++] = static_cast<std::int16_t>(i);
  }
  const std::int16_t* begin() const { return at_.data(); }
  const std::int16_t* end() const { return at_.data() + n_; }

 private:
  std::array<std::int16_t, network_cells> at_;
  int n_ = 0;
};

// Cards in the four orthogonal neighbours of c (off-grid cells count as empty).
int occupied_neighbours(const network_grid& g, cell c, card_id ignoring = no_card);
// 001 Challenge Phase: "If any card has 4 cards adjacent to it, it is considered to be
// Surrounded".
bool is_surrounded(const network_grid& g, cell c);

// Why a card cannot be deployed at c, or empty when it can (001 Deploying and Docking:
// "In order to deploy a card, it must dock onto another card", i.e. an orthogonal
// neighbour is occupied). `ignoring` is a card treated as absent (it is being moved).
std::string_view deploy_refusal(const network_grid& g, cell c, card_id ignoring = no_card);
// Every empty cell inside the cap with an occupied orthogonal neighbour.
std::vector<cell> dockable_cells(const network_grid& g);
// The first of dockable_cells (in its order), or none: without listing the others.
std::optional<cell> first_dockable_cell(const network_grid& g);
// The smallest rectangle holding every occupied cell (for drawing a network), or none.
struct cell_box {
  cell min, max;
};
std::optional<cell_box> occupied_box(const network_grid& g);

// 001 Glossary card radius: the cards in the square of radius n around c, c excluded.
std::vector<card_id> cards_in_radius(const network_grid& g, cell c, int n);

// 001 Glossary, attacks on an area: an area "such as 2x2, 3x3, 3x1" written ACROSSxALONG: `along`
// cells in the direction (east unless one is given), `across` cells side by side. A side
// of odd length is centred on the anchor; of even length it starts at the anchor and runs
// along the direction, or across to its right (south when facing east). So 2x2 is the
// anchor and the cells east, south and south-east of it; 3x3 the square centred on it;
// 1x4 the anchor and three more cells east; 3x1 the anchor and the cells north and south.
struct area_shape {
  int across = 2;
  int along = 2;
  friend bool operator==(const area_shape&, const area_shape&) = default;
};
inline constexpr int max_area_side = network_side;  // no area is wider than a network
// Rule number attack_area: 0 for no area, else this code (area_code(decode) round-trips).
int area_code(area_shape a);
area_shape area_of_code(int code);
std::vector<cell> area_cells(area_shape shape, cell anchor, direction d = direction::east);
std::vector<card_id> cards_in_area(const network_grid& g, area_shape shape, cell anchor,
                                   direction d = direction::east);

// 001 Glossary: move: why the top card at `from` cannot move to `to` (it must land
// legally docked, not counting itself), or empty.
std::string_view move_refusal(const network_grid& g, cell from, cell to);
// 001 Glossary: swap: two occupied cells of one network exchange cards.
std::string_view swap_refusal(const network_grid& g, cell a, cell b);

}  // namespace engine
