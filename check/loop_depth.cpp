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

// The first construct past the limit, and what it is for the message; `at` null: none.
// Two pointers, returned in registers: the walk visits every node of every ability.
struct past_limit {
  const expr* at = nullptr;
  const char* what = nullptr;
};

// `level`: the loops around `e`.
past_limit walk(const expr& e, int level) {
  if (e.o == op::for_each) {
    // One loop: its selection's filters and its body are read once per card or player.
    if (level + 1 > max_loops) return {&e, "'for each'"};
    const expr& sel = e.args[0];
    for (const expr& f : sel.args)
      if (const past_limit p = walk(f, level + 1); p.at) return p;
    return walk(e.args[1], level + 1);
  }
  const int inner = selects_several(e) ? level + 1 : level;
  if (inner > max_loops) return {&e, "selection"};
  for (const expr& a : e.args)
    if (const past_limit p = walk(a, inner); p.at) return p;
  return {};
}

}  // namespace

std::optional<too_deep> find_too_deep(const expr& e) {
  const past_limit p = walk(e, 0);
  if (!p.at) return std::nullopt;
  return refuse(*p.at, p.what);
}

}  // namespace megacorp::loop_depth
