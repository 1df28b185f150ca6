#pragma once
// Cards one effect destroys together: a statement's damage once all of it is dealt, one
// combat damage step, one check of the destruction threshold, the End Phase's orphans.
#include <span>

#include "engine/behaviour.hpp"
#include "engine/ops.hpp"

namespace engine {

// Orders `cards` by replaced_first (those whose destruction card text would replace go
// first; docs/rulings.md, Cards destroyed together), then, while the game goes on, calls
// `destroy` on each card for which `still` holds when its turn comes: an earlier card's
// destruction may have taken it away, or saved it (001 Damage: "All damage is dealt at the
// same time"; the destructions follow one by one).
template <class Still, class Destroy>
void destroy_together(ops& o, std::span<card_id> cards, const destruction& like, Still still, Destroy destroy) {
  replaced_first(o.st(), cards, like);
  for (card_id c : cards) {
    if (o.st().over()) return;
    if (still(c)) destroy(c);
  }
}

}  // namespace engine
