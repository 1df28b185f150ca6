// The card language's area shapes ("2x2", "3x1"): ACROSSxALONG (engine/network.hpp).
#pragma once

#include <optional>
#include <string_view>

#include "engine/network.hpp"

namespace megacorp {

// The shape a token names; none when a side is 0 or wider than a network (the checker
// reports it).
std::optional<engine::area_shape> area_shape_of(std::string_view text);

}  // namespace megacorp
