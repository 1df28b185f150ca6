// Connectivity of a network (001 Glossary: orphaned): flood fills over the occupied cells
// as bit masks, one word a row; no heap allocation per query.
#pragma once

#include "engine/state.hpp"

#include <array>
#include <bitset>
#include <cstdint>
#include <optional>

namespace engine {

using cell_set = std::bitset<network_cells>;  // indexed by network_grid::index
// Cells as one mask per row: bit x + network_radius of rows[y + network_radius] is cell x,y.
using row_masks = std::array<std::uint32_t, network_side>;

// The occupied cells of a grid.
row_masks occupied_rows(const network_grid& g);
// The occupied cells of player p's network, read from the records of the cards in play (a
// network card's record names its cell, and the grid agrees: check_invariants), a few
// cards instead of the grid's every cell.
row_masks occupied_rows(const state& s, player_id p);
// first_dockable_cell (network.hpp) of player p's network, its occupied cells read as above.
std::optional<cell> first_dockable_cell(const state& s, player_id p);
// The cells of `occupied` connected to `start` through orthogonally adjacent cells of
// `occupied` (start included when it is one of them).
row_masks connected_rows(const row_masks& occupied, cell start);

// The occupied cells connected to `start` through orthogonally adjacent occupied cells
// (start included when occupied). Empty when start is empty or off the grid.
cell_set connected_cells(const network_grid& g, cell start);
// Occupied cells not connected to the business at `business` (all of them if the
// business is not in this network: pass std::nullopt).
cell_set orphaned_cells(const network_grid& g, std::optional<cell> business);

// The cell of player p's business when it stands in p's own network (001 Network).
std::optional<cell> business_cell(const state& s, player_id p);
// Whether a card in play is orphaned: its cell (a bonded card: its pile's) is not
// connected to its network's business (001 Glossary: orphaned); a business, when it has no
// cards docked onto it (business_orphaned).
bool is_orphaned(const state& s, card_id c);
// Whether player p's business is orphaned: out of p's network, or with "no cards docked onto
// it" (001 Deploying and Docking; 001 End Phase: "which means it has no cards docked to it").
bool business_orphaned(const state& s, player_id p);
// Variant orphaned-unless-controller-business (docs/rulings.md, Blind rules batch 6, c27):
// whether `top`, in p's network, is orphaned because another player controls it (it cannot
// be connected to its controller's business); never under the default.
bool orphaned_by_control(const state& s, player_id p, card_id top);
// The cells of p's network whose cards are orphaned: orphaned_cells, and orphaned_by_control.
cell_set orphaned_cells(const state& s, player_id p);

// 001 Challenge Phase: "If any card (not just Characters) has 4 cards, adjacent to it, it is
// considered to be “Surrounded”": whether the card at `at` of grid g is, under s's rules.
// Variant surrounded-characters-only (003 Attacking: "If a character has 4 cards adjacent
// to it"): only a Character is.
bool counts_as_surrounded(const state& s, const network_grid& g, cell at);

}  // namespace engine
