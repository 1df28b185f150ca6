// Determinization for search agents: a state the viewer cannot tell apart from the real
// one (engine/observation.hpp), with what they may not see drawn at random.
#pragma once

#include "engine/rng.hpp"
#include "engine/state.hpp"

namespace engine {

// A copy of `s` in which what `viewer` may not see is replaced by a random arrangement
// drawn with `r`, consistent with what they see: the cards of each other player's hand
// and main deck are dealt again among those places (same numbers), every deck is in a new
// order (the viewer's own too), other players' sealed bids are new (0 to 10, within their
// money), and the state's RNG (the future shuffles) is reseeded. The arrangement depends
// only on what the viewer sees and on `r`: two states that differ only in hidden
// information give the same result.
state determinize(const state& s, player_id viewer, rng& r);

// A copy of `d`, a drawing (what determinize gave, or a position reached from one), drawn
// again near the top, for a search's new leaf: what `viewer` may not see in each other
// player's hand, and at the top `depth` hidden places of every deck (the top is the back),
// is dealt again from all the hidden cards of that place (a partial Fisher-Yates from the
// top: those places get a uniform draw of the hidden cards, the places below keep d's order
// but for the cards swapped down); other players' sealed bids and the RNG as determinize.
// When d is a uniform drawing, so is the result. Unlike determinize, it reads d's
// arrangement: d must be a drawing already, never the real state.
state redraw_near_top(const state& d, player_id viewer, rng& r, std::size_t depth);

}  // namespace engine
