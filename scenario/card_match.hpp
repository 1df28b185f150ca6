// Which cards of a game a scenario's card reference names (docs/scenarios.md, Actions): the
// one rule the runner resolves names by and the scenario writer names cards by.
#pragma once

#include <vector>

#include "engine/state.hpp"
#include "ir/scenario.hpp"

namespace megacorp::scenario_run {

using zone_mask = unsigned;
constexpr zone_mask bit(engine::zone z) { return 1U << static_cast<unsigned>(z); }
constexpr zone_mask in_play = bit(engine::zone::network) | bit(engine::zone::bonded);
constexpr zone_mask anywhere = ~0U;

// Which copy of its card `c` is in the pile it lies in (a deck, a hand, an open market, an
// annihilated zone), counted from the top from 1 (`"X" number 2`); 0 elsewhere.
int copy_number(const engine::state& s, engine::card_id c);

// The cards `r` names among those in `zones` (of `zone_player`'s, when not -1), in id order.
std::vector<engine::card_id> matching_cards(const engine::state& s, const checked::card_ref& r, zone_mask zones,
                                            int zone_player);

// Identical copies in one hand are interchangeable: a hand has no order and its cards no
// state (docs/scenarios.md), so a name that fits several there means any of them.
bool interchangeable(const engine::state& s, const std::vector<engine::card_id>& found);

}  // namespace megacorp::scenario_run
