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

}  // namespace engine
