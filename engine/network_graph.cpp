// Connectivity as bit masks: a row of the grid is one 32-bit word, and a flood fill
// spreads the reached cells to their occupied neighbours a whole row at a time until
// nothing changes (no heap allocation, no per-cell queue).
#include "engine/network_graph.hpp"

#include <bit>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace engine {

namespace {

// The cells of `rows` as a cell_set (bit x + network_radius of row y + network_radius is
// index (y + network_radius) * network_side + x + network_radius).
cell_set to_cell_set(const row_masks& rows) {
  cell_set out;
  for (int y = 0; y < network_side; ++y)
    for (std::uint32_t bits = rows[y]; bits; bits &= bits - 1)
      out.set(static_cast<std::size_t>(y * network_side + std::countr_zero(bits)));
  return out;
}

}  // namespace

row_masks occupied_rows(const network_grid& g) {
  // One bit per cell in cell order (16 cells at a time where SSE2 is there), then 21 bits
  // a row out of that.
  std::array<std::uint64_t, (network_cells + 63) / 64 + 1> flat{};
  const card_id* cells = g.cells.data();
  int i = 0;
#if defined(__SSE2__)
  const __m128i empty = _mm_set1_epi16(static_cast<short>(no_card));
  for (; i + 16 <= network_cells; i += 16) {
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + i));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + i + 8));
    const int empties = _mm_movemask_epi8(_mm_packs_epi16(_mm_cmpeq_epi16(a, empty), _mm_cmpeq_epi16(b, empty)));
    flat[static_cast<std::size_t>(i / 64)] |= static_cast<std::uint64_t>(~empties & 0xFFFF) << (i % 64);
  }
#endif
  for (; i < network_cells; ++i)
    flat[static_cast<std::size_t>(i / 64)] |= static_cast<std::uint64_t>(cells[i] != no_card) << (i % 64);
  constexpr std::uint64_t row_bits = (std::uint64_t{1} << network_side) - 1;
  row_masks rows{};
  for (int y = 0; y < network_side; ++y) {
    const int at = y * network_side, shift = at % 64;
    const auto w = static_cast<std::size_t>(at / 64);
    std::uint64_t r = flat[w] >> shift;
    if (shift > 64 - network_side) r |= flat[w + 1] << (64 - shift);
    rows[static_cast<std::size_t>(y)] = static_cast<std::uint32_t>(r & row_bits);
  }
  return rows;
}

row_masks connected_rows(const row_masks& occupied, cell start) {
  row_masks reach{};
  if (!network_grid::in_bounds(start)) return reach;
  const int sy = start.y + network_radius;
  const std::uint32_t bit = std::uint32_t{1} << (start.x + network_radius);
  if (!(occupied[sy] & bit)) return reach;
  reach[sy] = bit;
  // Spread along a row as far as its occupied cells run, then to the rows above and below;
  // sweeps down and up alternate until a pair of sweeps changes nothing.
  auto spread = [&](int y) {
    std::uint32_t r = reach[y];
    if (y > 0) r |= reach[y - 1] & occupied[y];
    if (y + 1 < network_side) r |= reach[y + 1] & occupied[y];
    if (!r) return false;
    for (std::uint32_t wider; (wider = (r | (r << 1) | (r >> 1)) & occupied[y]) != r;) r = wider;
    const bool grew = r != reach[y];
    reach[y] = r;
    return grew;
  };
  // Only the rows from the first to the last occupied one can be reached.
  int top = 0, bottom = network_side - 1;
  while (!occupied[top]) ++top;  // the start's row is occupied
  while (!occupied[bottom]) --bottom;
  for (bool grew = true; grew;) {
    grew = false;
    for (int y = top; y <= bottom; ++y) grew = spread(y) || grew;
    for (int y = bottom; y >= top; --y) grew = spread(y) || grew;
  }
  return reach;
}

cell_set connected_cells(const network_grid& g, cell start) {
  return to_cell_set(connected_rows(occupied_rows(g), start));
}

cell_set orphaned_cells(const network_grid& g, std::optional<cell> business) {
  row_masks rows = occupied_rows(g);
  if (business) {
    const row_masks linked = connected_rows(rows, *business);
    for (int y = 0; y < network_side; ++y) rows[y] &= ~linked[y];
  }
  return to_cell_set(rows);
}

std::optional<cell> business_cell(const state& s, player_id p) {
  const card_id b = s.player(p).business;
  if (b == no_card || s.card(b).zone != zone::network || s.card(b).zone_player != p) return std::nullopt;
  return s.cell_of(b);
}

bool is_orphaned(const state& s, card_id c) {
  const card_id top = s.card(c).zone == zone::bonded ? s.card(c).host : c;
  const player_id p = s.card(top).zone_player;
  const cell at = s.cell_of(top);
  if (!network_grid::in_bounds(at)) return false;
  const row_masks occupied = occupied_rows(s.player(p).network);
  const int y = at.y + network_radius, x = at.x + network_radius;
  if (!((occupied[y] >> x) & 1U)) return false;
  const std::optional<cell> business = business_cell(s, p);
  return !business || !((connected_rows(occupied, *business)[y] >> x) & 1U);
}

}  // namespace engine
