// The check of loop nesting (loop_depth.hpp).
#include "check/loop_depth.hpp"

#include <fmt/format.h>

namespace megacorp::loop_depth {

namespace {

using checked::expr;
using checked::op;

// A selection of several cards or players: its filters are read once for each. A target
// (value 1) is one card, chosen once.
bool selects_several(const expr& e) { return e.o == op::select && !e.target; }

std::optional<too_deep> refuse(const expr& e, const char* what) {
  return too_deep{e.where, fmt::format("{} nested too deep: at most {} loops inside one another ('for each', 'each "
                                       "player ...', a selection of several cards); this is loop {}",
                                       what, max_loops, max_loops + 1)};
}

// `level`: the loops around `e`.
std::optional<too_deep> walk(const expr& e, int level) {
  if (e.o == op::for_each) {
    // One loop: its selection's filters and its body are read once per card or player.
    if (level + 1 > max_loops) return refuse(e, "'for each'");
    const expr& sel = e.args[0];
    for (const expr& f : sel.args)
      if (auto p = walk(f, level + 1)) return p;
    return walk(e.args[1], level + 1);
  }
  const int inner = selects_several(e) ? level + 1 : level;
  if (inner > max_loops) return refuse(e, "selection");
  for (const expr& a : e.args)
    if (auto p = walk(a, inner)) return p;
  return std::nullopt;
}

}  // namespace

std::optional<too_deep> find_too_deep(const expr& e) { return walk(e, 0); }

}  // namespace megacorp::loop_depth
