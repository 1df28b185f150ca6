// Settling a position before it is evaluated (agents/settle.hpp).
#include "agents/settle.hpp"

#include <algorithm>
#include <stdexcept>

#include "agents/greedy_agent.hpp"
#include "engine/rules.hpp"

namespace megacorp {

using engine::action;

std::vector<action> searched(std::vector<action> legal) {
  auto concedes = [](const action& a) { return a.kind == engine::action_kind::concede; };
  if (!std::all_of(legal.begin(), legal.end(), concedes)) std::erase_if(legal, concedes);
  return legal;
}

std::vector<action> settled_options(std::vector<action> legal) {
  std::vector<action> out = searched(std::move(legal));
  const auto pass = std::find_if(out.begin(), out.end(), [](const action& a) { return a.kind == engine::action_kind::pass; });
  if (pass == out.end()) return out;
  std::erase_if(out, [](const action& a) {
    return a.kind == engine::action_kind::play || a.kind == engine::action_kind::activate;
  });
  return out;
}

bool unsettled(const engine::state& d) {
  return !d.over() && (d.combat.active() || d.pending || !d.stack.empty());
}

void settle(engine::state& d, int steps, random_agent& policy) {
  settle_scratch scratch;
  settle(d, steps, policy, scratch);
}

void settle(engine::state& d, int steps, random_agent& policy, settle_scratch& scratch) {
  // The positions after the options of a step are written into the pool, whose states keep
  // their buffers from step to step and call to call (apply_into assigns into them).
  // slot[0..kept) are the pool indices of the positions after best[0..kept); slot[kept] is
  // the one written next. A position is moved once, into d, never into a list of the best.
  auto& [pool, slot, best] = scratch;
  for (int n = 0; n < steps && unsettled(d); ++n) {
    const engine::player_id who = d.decider();
    const std::vector<action> legal = settled_options(engine::legal_actions_but_responses(d));
    if (pool.size() <= legal.size()) pool.resize(legal.size() + 1);
    slot.resize(pool.size());
    for (std::size_t i = 0; i < slot.size(); ++i) slot[i] = i;
    best.clear();
    double best_score = 0;
    for (const action& a : legal) {
      engine::state& next = pool[slot[best.size()]];
      try {
        engine::apply_listed_into(d, a, next);  // next = d with a applied (a listed on d: no check again)
      } catch (const std::exception&) {
        continue;
      }
      const double e = legal.size() == 1 ? 0 : evaluate(next, who);  // one option: nothing to compare
      if (best.empty() || e > best_score + 1e-9) {
        std::swap(slot[0], slot[best.size()]);  // the new best's position first; the others are free again
        best.assign(1, a), best_score = e;
      } else if (e > best_score - 1e-9) {
        best.push_back(a);
      }
    }
    if (best.empty()) return;
    const auto taken = best.size() == 1 ? std::size_t{0}
                                        : static_cast<std::size_t>(std::find(best.begin(), best.end(), policy.pick(d, best)) - best.begin());
    d = std::move(pool[slot[taken]]);
  }
}

}  // namespace megacorp
