// Triggered abilities that wait on the stack (variant triggers-use-the-stack,
// docs/rulings.md "When triggers act"): put there as they trigger, run when they resolve.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/ops.hpp"
#include "run/evaluator.hpp"

namespace megacorp {

// A trigger acts (either way): recorded as acting, as ability `printed` of self (-1: of a
// keyword self gained), and its targets chosen into c (001 Glossary TARGET: as it
// triggers). `sels` are the effect's target selections; c keeps a pointer to them, and
// to `counted`, which gets the cards of its counted targets.
void trigger_acts(eval_context& c, const checked::expr& effect, const std::vector<const checked::expr*>& sels,
                  engine::card_id self, int printed, engine::ops& o, std::vector<engine::counted_target>& counted);

// Whether a trigger of `holder` does nothing because the card its event named (`it`) has
// changed zone since (`moved`) and its effect names it: a new card (docs/rulings.md, A card
// a waiting trigger named that changed zone); logged. Never under trigger-follows-moved-card.
bool trigger_named_gone(const checked::expr& effect, engine::card_id it, bool moved, engine::card_id holder, engine::ops& o);

// Puts ability b of `self`, triggered in context c (its `it` and damage dealt set), on the
// stack: recorded as acting, its targets chosen now (001 Glossary TARGET: a trigger's
// targets are chosen as it triggers); `printed` is its position among self's printed
// abilities (-1: a keyword self gained), as the event saw self: of definition `read`.
void put_trigger_on_stack(eval_context c, const bound_ability& b, engine::card_id self, int printed, engine::def_id read,
                          engine::ops& o);

// Runs a trigger waiting on the stack, as it was when it triggered: the same ability,
// `it`, damage dealt, controller and targets. Its source may have left play meanwhile.
void resolve_trigger(const library& lib, const engine::stack_item& item, engine::ops& o, const switched_off& off);

}  // namespace megacorp
