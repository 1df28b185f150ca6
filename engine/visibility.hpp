// Who sees a zone's cards: the rule observe() (engine/observation.hpp) applies to each zone.
#pragma once

#include "engine/cause.hpp"
#include "engine/types.hpp"

namespace engine {

// A hand is hidden but from its player (001 Hand); the open market and the annihilated zone
// are public (001 Open Market, 001 Annihilated Zone); the decks are hidden and the networks
// in plain view (docs/design.md, hidden information).
const cause& visibility_rule(zone z);

}  // namespace engine
