// The only file that instantiates Boost.Graph: BFS over boost::grid_graph<2>, filtered to
// occupied cells, with a stack-allocated colour map and a bounded ring-buffer queue.
#include "engine/network_graph.hpp"

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/filtered_graph.hpp>
#include <boost/graph/grid_graph.hpp>
#include <boost/property_map/property_map.hpp>

#include <array>

namespace engine {

namespace {

using grid = boost::grid_graph<2>;
using vertex = boost::graph_traits<grid>::vertex_descriptor;

const grid& the_grid() {
  static const grid g(boost::array<std::size_t, 2>{{network_side, network_side}});
  return g;
}

// Grid vertex {column, row} <-> network_grid::index.
std::size_t index_of(const vertex& v) { return v[1] * network_side + v[0]; }

// Vertex filter: keep occupied cells only.
struct occupied {
  const network_grid* g = nullptr;
  bool operator()(const vertex& v) const { return g->cells[index_of(v)] != no_card; }
};

// A fixed-capacity FIFO modelling the BGL Buffer concept; each cell enters at most once.
class ring_queue {
 public:
  using value_type = vertex;
  void push(const vertex& v) {
    items_[(head_ + size_) % items_.size()] = v;
    ++size_;
  }
  void pop() {
    head_ = (head_ + 1) % items_.size();
    --size_;
  }
  vertex& top() { return items_[head_]; }
  const vertex& top() const { return items_[head_]; }
  bool empty() const { return size_ == 0; }
  std::size_t size() const { return size_; }

 private:
  std::array<vertex, network_cells> items_{};
  std::size_t head_ = 0, size_ = 0;
};

// Records discovered cells.
struct mark_visitor : boost::default_bfs_visitor {
  cell_set* seen = nullptr;
  template <class G>
  void discover_vertex(const vertex& v, const G&) const { seen->set(index_of(v)); }
};

}  // namespace

cell_set connected_cells(const network_grid& g, cell start) {
  cell_set seen;
  if (g.at(start) == no_card) return seen;
  const grid& gr = the_grid();
  boost::filtered_graph<grid, boost::keep_all, occupied> fg(gr, boost::keep_all{}, occupied{&g});
  std::array<boost::default_color_type, network_cells> colours;
  colours.fill(boost::white_color);
  auto colour_map = boost::make_iterator_property_map(colours.data(), get(boost::vertex_index, gr));
  ring_queue queue;
  mark_visitor vis;
  vis.seen = &seen;
  const vertex s{{static_cast<std::size_t>(start.x + network_radius), static_cast<std::size_t>(start.y + network_radius)}};
  boost::breadth_first_visit(fg, s, queue, vis, colour_map);
  return seen;
}

cell_set orphaned_cells(const network_grid& g, std::optional<cell> business) {
  cell_set occupied_cells;
  for (int i = 0; i < network_cells; ++i)
    if (g.cells[i] != no_card) occupied_cells.set(i);
  if (!business) return occupied_cells;
  return occupied_cells & ~connected_cells(g, *business);
}

std::optional<cell> business_cell(const state& s, player_id p) {
  const card_id b = s.player(p).business;
  if (b == no_card || s.card(b).zone != zone::network || s.card(b).zone_player != p) return std::nullopt;
  return s.cell_of(b);
}

bool is_orphaned(const state& s, card_id c) {
  const card_id top = s.card(c).zone == zone::bonded ? s.card(c).host : c;
  const player_id p = s.card(top).zone_player;
  return orphaned_cells(s.player(p).network, business_cell(s, p)).test(network_grid::index(s.cell_of(top)));
}

}  // namespace engine
