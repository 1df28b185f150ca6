// Printing checked definitions: as readable text (from the effect tree) and as JSON.
#pragma once

#include <string>

#include "interp/checked.hpp"

namespace megacorp {

// The effect tree as card text, e.g. "deal 3 IQ damage to target card".
std::string render(const checked::expr& e);
// One ability as card text: `when ...: ...`, `rule: ...`, `instead of ...: ...`.
std::string render_ability(const checked::ability& a);
// A card: its stats, then each ability rendered from its tree, then the tree itself.
std::string render_card(const checked::card& c);
std::string render_card_json(const checked::card& c);
std::string render_keyword(const checked::keyword& k);

}  // namespace megacorp
