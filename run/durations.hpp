// Changes from effects that last `while CONDITION` holds (`target character gets +2 BQ
// while this is engaged`): where the engine's state keeps the condition (engine::duration,
// numbers only, no text) and the answer to the engine's question whether it still holds.
#pragma once

#include <optional>

#include "engine/state.hpp"
#include "run/evaluator.hpp"

namespace megacorp {

// How long the change `change` (gets, gains, loses) made in context `c` lasts: a duration
// that is not conditional for `until end of turn`; one naming its condition for `while`;
// nullopt when that condition does not hold as the change is made (it is not made:
// docs/rulings.md, Durations).
// `now` false: the condition is not read yet (for_card reads it for each card changed).
std::optional<engine::duration> how_long(const eval_context& c, const checked::expr& change, bool now = true);

// Duration `d` (how_long, not read now) for `card`, one of the cards its change is made to:
// `it` (and `its`) in the change's own `while` name that card (issue 27; docs/rulings.md,
// Durations); nullopt when the condition does not hold for it now.
std::optional<engine::duration> for_card(const eval_context& c, engine::duration d, engine::card_id card);
// Whether `change` lasts `until end of combat`.
bool changes_end_with_combat(const checked::expr& change);

// Where node `node` of the text c runs is found again (engine::duration: source, def, text,
// node; player c.you, named `it`), or none when it is not in its card's own text.
std::optional<engine::duration> text_place(const eval_context& c, const checked::expr& node);
// The node a duration's place names, in the text of its definition (use: the keyword use its
// parameters are read from), or null.
const checked::expr* text_at(const library& lib, const engine::state& s, const engine::duration& d,
                             const checked::keyword_use** use);

// Whether the condition of a conditional duration still holds, read in the context it was
// made in: `this` its source card, `you` the player who made it, `it` the card named then.
bool still_holds(const library& lib, const engine::state& s, const engine::duration& d, const switched_off& off);

}  // namespace megacorp
