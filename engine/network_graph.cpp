// Connectivity of a network through Boost.Graph: the occupied cells, read as row bit
// masks, are an implicit graph modelling BGL's IncidenceGraph (a cell's out-edges go to
// its occupied orthogonal neighbours), searched with boost::breadth_first_visit over a
// colour map of two bitsets and a fixed ring queue: no heap allocation per query.
#include "engine/network_graph.hpp"

#include "engine/book_numbers.hpp"
#include "engine/network.hpp"

#include <bit>
#include <iterator>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/property_map/property_map.hpp>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// The graph model lives in its own namespace: BGL finds source, target and out_edges by
// argument-dependent lookup, and engine::target is a type.
namespace engine::bgl {

// The occupied cells of one network as a graph: vertex y * network_side + x (cell
// x - network_radius, y - network_radius), an edge to each occupied orthogonal neighbour.
struct occupied_graph {
  const row_masks* rows;
  bool occupied(int x, int y) const {
    return x >= 0 && y >= 0 && x < network_side && y < network_side && ((*rows)[static_cast<std::size_t>(y)] >> x) & 1U;
  }
};

struct cell_edge {
  std::uint16_t from, to;
  friend bool operator==(const cell_edge&, const cell_edge&) = default;
};

// The out-edges of one cell: at most its four orthogonal neighbours that are occupied.
class cell_edge_iterator {
 public:
  using iterator_category = std::forward_iterator_tag;
  using value_type = cell_edge;
  using difference_type = std::ptrdiff_t;
  using pointer = const cell_edge*;
  using reference = cell_edge;
  cell_edge_iterator() = default;
  cell_edge_iterator(const occupied_graph& g, std::uint16_t v, bool at_end) : from_(v) {
    if (at_end) return;
    const int x = v % network_side, y = v / network_side;
    const int dx[] = {0, 1, 0, -1}, dy[] = {-1, 0, 1, 0};
    for (int k = 0; k < book::adjacent_spaces; ++k)
      if (g.occupied(x + dx[k], y + dy[k]))
        to_[count_++] = static_cast<std::uint16_t>((y + dy[k]) * network_side + x + dx[k]);
  }
  cell_edge operator*() const { return {from_, to_[at_]}; }
  cell_edge_iterator& operator++() {
    ++at_;
    return *this;
  }
  cell_edge_iterator operator++(int) {
    cell_edge_iterator before = *this;
    ++at_;
    return before;
  }
  // Iterators of one cell compare by position; the end is where the neighbours run out.
  friend bool operator==(const cell_edge_iterator& a, const cell_edge_iterator& b) {
    return a.from_ == b.from_ && a.remaining() == b.remaining();
  }
  friend bool operator!=(const cell_edge_iterator& a, const cell_edge_iterator& b) { return !(a == b); }

 private:
  int remaining() const { return count_ - at_; }
  std::uint16_t from_ = 0;
  std::array<std::uint16_t, book::adjacent_spaces> to_{};
  int count_ = 0, at_ = 0;
};

std::pair<cell_edge_iterator, cell_edge_iterator> out_edges(std::uint16_t v, const occupied_graph& g) {
  return {cell_edge_iterator(g, v, false), cell_edge_iterator(g, v, true)};
}
std::uint16_t source(const cell_edge& e, const occupied_graph&) { return e.from; }
std::uint16_t target(const cell_edge& e, const occupied_graph&) { return e.to; }
std::size_t out_degree(std::uint16_t v, const occupied_graph& g) {
  const auto [first, last] = out_edges(v, g);
  return static_cast<std::size_t>(std::distance(first, last));
}

}  // namespace engine::bgl

namespace boost {
template <>
struct graph_traits<engine::bgl::occupied_graph> {
  using vertex_descriptor = std::uint16_t;
  using edge_descriptor = engine::bgl::cell_edge;
  using directed_category = directed_tag;
  using edge_parallel_category = disallow_parallel_edge_tag;
  using traversal_category = incidence_graph_tag;
  using out_edge_iterator = engine::bgl::cell_edge_iterator;
  using degree_size_type = std::size_t;
  static vertex_descriptor null_vertex() { return 0xFFFF; }
};
}  // namespace boost

namespace engine {

namespace {

// BFS colours as two bitsets (white: neither bit): a read-write property map.
struct cell_colours {
  std::bitset<network_cells> grey, black;
};
struct colour_map {
  using key_type = std::uint16_t;
  using value_type = boost::default_color_type;
  using reference = boost::default_color_type;
  using category = boost::read_write_property_map_tag;
  cell_colours* c;
};
boost::default_color_type get(const colour_map& m, std::uint16_t v) {
  return m.c->black[v] ? boost::black_color : m.c->grey[v] ? boost::gray_color : boost::white_color;
}
void put(const colour_map& m, std::uint16_t v, boost::default_color_type colour) {
  m.c->grey[v] = colour == boost::gray_color;
  m.c->black[v] = colour == boost::black_color;
}

// BGL's Buffer: a fixed FIFO; each cell enters at most once.
class ring_queue {
 public:
  using value_type = std::uint16_t;
  void push(std::uint16_t v) { items_[(head_ + size_++) % items_.size()] = v; }
  void pop() {
    head_ = (head_ + 1) % items_.size();
    --size_;
  }
  std::uint16_t& top() { return items_[head_]; }
  const std::uint16_t& top() const { return items_[head_]; }
  bool empty() const { return size_ == 0; }
  std::size_t size() const { return size_; }

 private:
  std::array<std::uint16_t, network_cells> items_{};
  std::size_t head_ = 0, size_ = 0;
};

// Marks each cell the search discovers in the row masks it fills.
struct mark_reached : boost::default_bfs_visitor {
  row_masks* reach;
  template <class G>
  void discover_vertex(std::uint16_t v, const G&) const {
    (*reach)[static_cast<std::size_t>(v / network_side)] |= std::uint32_t{1} << (v % network_side);
  }
};

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

row_masks occupied_rows(const state& s, player_id p) {
  row_masks rows{};
  for (card_id c : s.in_play) {
    const card_instance& ci = s.card(c);
    if (ci.zone == zone::network && ci.zone_player == p)
      rows[static_cast<std::size_t>(ci.y + network_radius)] |= std::uint32_t{1} << (ci.x + network_radius);
  }
  return rows;
}

namespace {

// The last answers of connected_rows on this thread, by what it read (the occupied cells and
// the start): the checks after every action (flow::notice_orphans) ask it again for each
// player's network, most often unchanged since the last action. An answer is a function of
// its key alone, so a found one is the search's own.
struct connected_answer {
  row_masks occupied{};
  cell start{};
  row_masks reach{};
};
constexpr std::size_t connected_memo_size = 4;
thread_local std::array<connected_answer, connected_memo_size> connected_memo{};
thread_local std::size_t connected_memo_used = 0;  // slots filled, then the next to replace is used % size

row_masks search_connected(const row_masks& occupied, cell start) {
  row_masks reach{};
  const int sx = start.x + network_radius, sy = start.y + network_radius;
  const bgl::occupied_graph g{&occupied};
  if (!g.occupied(sx, sy)) return reach;
  cell_colours colours;
  ring_queue queue;
  mark_reached visit;
  visit.reach = &reach;
  boost::breadth_first_visit(g, static_cast<std::uint16_t>(sy * network_side + sx), queue, visit, colour_map{&colours});
  return reach;
}

}  // namespace

row_masks connected_rows(const row_masks& occupied, cell start) {
  if (!network_grid::in_bounds(start)) return row_masks{};
  const std::size_t filled = std::min(connected_memo_used, connected_memo_size);
  for (std::size_t i = 0; i < filled; ++i)
    if (const connected_answer& a = connected_memo[i]; a.start == start && a.occupied == occupied) return a.reach;
  connected_answer& slot = connected_memo[connected_memo_used++ % connected_memo_size];
  slot.occupied = occupied, slot.start = start, slot.reach = search_connected(occupied, start);
  return slot.reach;
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

bool business_orphaned(const state& s, player_id p) {
  const card_id b = s.player(p).business;
  return b == no_card || s.card(b).zone != zone::network ||
         occupied_neighbours(s.player(s.card(b).zone_player).network, s.cell_of(b)) == 0;
}

bool is_orphaned(const state& s, card_id c) {
  const card_id top = s.card(c).zone == zone::bonded ? s.card(c).host : c;
  const player_id p = s.card(top).zone_player;
  const cell at = s.cell_of(top);
  if (!network_grid::in_bounds(at)) return false;
  if (top == s.player(p).business) return business_orphaned(s, p);
  const row_masks occupied = occupied_rows(s, p);
  const int y = at.y + network_radius, x = at.x + network_radius;
  if (!((occupied[y] >> x) & 1U)) return false;
  const std::optional<cell> business = business_cell(s, p);
  return !business || !((connected_rows(occupied, *business)[y] >> x) & 1U) || orphaned_by_control(s, p, top);
}

bool orphaned_by_control(const state& s, player_id p, card_id top) {
  return s.rules.orphaned_unless_controller_business && s.card(top).controller != p && s.player(p).business != top;
}

cell_set orphaned_cells(const state& s, player_id p) {
  const network_grid& g = s.player(p).network;
  cell_set out = orphaned_cells(g, business_cell(s, p));
  if (!s.rules.orphaned_unless_controller_business) return out;
  for (int i = 0; i < network_cells; ++i)
    if (g.cells[i] != no_card && orphaned_by_control(s, p, g.cells[i])) out.set(static_cast<std::size_t>(i));
  return out;
}

bool counts_as_surrounded(const state& s, const network_grid& g, cell at) {
  if (!is_surrounded(g, at)) return false;
  const card_id top = g.at(at);
  return !s.rules.surrounded_characters_only || (top != no_card && s.def(top).is(card_type::character));
}

}  // namespace engine
