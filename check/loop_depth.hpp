// How deeply card text nests what repeats (docs/install.md, "Limits on card text"). A
// `for each` (over cards or players, and `each player draws 1 card`) runs its body once per
// card or player; a selection of several cards reads its filters once per card. Each level
// multiplies the work of what is inside it, so the checker refuses text nested past
// max_loops: such text could take minutes for one action.
#pragma once

#include <optional>
#include <string>

#include "ir/checked.hpp"

namespace megacorp::loop_depth {

// The bundled cards nest at most 2 (a `for each` over a selection whose filter names other
// cards); 4 leaves room for real text and keeps the worst case polynomial of low degree.
inline constexpr int max_loops = 4;

struct too_deep {
  span where;
  std::string message;
};

// The first construct in `e` that would be loop max_loops + 1, with the message naming the limit.
std::optional<too_deep> find_too_deep(const checked::expr& e);

}  // namespace megacorp::loop_depth
