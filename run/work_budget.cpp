// The error for card text past the work budget of one action (work_budget.hpp).
#include "run/work_budget.hpp"

#include <fmt/format.h>

namespace megacorp {

void over_work_budget(const eval_context& c, const checked::expr& e) {
  const std::string card = c.s && c.self != engine::no_card ? fmt::format("\"{}\"", c.s->def(c.self).name) : "card text";
  throw engine::work_limit(fmt::format(
      "{}: the text of {} did more than {} steps of work in one action (statements run, cards and players a 'for "
      "each' looks at); the action stops, the game cannot go on",
      where(e), card, engine::ops::text_work_budget));
}

}  // namespace megacorp
