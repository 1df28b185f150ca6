// The runner's share of the work budget of one action (engine::ops::text_work_budget,
// docs/install.md "Limits on card text"): each statement run costs 1, each player a `for
// each` goes over costs 1, and each card a selection tests costs 1, at every depth of
// nesting (eval_context::work). The count lives in the action's ops, never in a global.
#pragma once

#include <cstdint>

#include "engine/ops.hpp"
#include "run/evaluator.hpp"

namespace megacorp {

// Throws engine::work_limit naming the card whose text `e` is and where it stopped.
[[noreturn]] void over_work_budget(const eval_context& c, const checked::expr& e);

// Spends n steps of the action's budget: an increment and a compare.
inline void spend_work(const eval_context& c, const checked::expr& e, engine::ops& o, std::int64_t n) {
  if (!o.spend_text_work(n)) [[unlikely]]
    over_work_budget(c, e);
}

}  // namespace megacorp
