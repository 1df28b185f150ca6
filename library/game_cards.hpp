// The checked card library as the engine's card database (engine/card_def.hpp).
#pragma once

#include <memory>

#include "engine/card_def.hpp"
#include "library/library.hpp"

namespace megacorp {

// One engine definition per library card, in library order; def ids index
// library::cards(), and each definition's `behaviour` handle is that same index.
std::shared_ptr<const engine::card_db> make_card_db(const library& lib);

}  // namespace megacorp
