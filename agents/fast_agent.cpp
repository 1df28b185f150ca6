// The fast agent: settled one-ply lookahead (agents/fast_agent.hpp).
#include "agents/fast_agent.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "agents/greedy_agent.hpp"
#include "agents/settle.hpp"
#include "engine/determinize.hpp"
#include "engine/rules.hpp"

namespace megacorp {

using engine::action;
using engine::action_kind;
using engine::player_id;

namespace {

// Whether the root tries `a` among `count` options: not conceding, and not an attack on
// one's own network (measured: skipping them made self-play 2.6 times as fast and did not
// weaken it against MCTS, docs/agents.md), unless it is the only option.
bool tried(const action& a, std::size_t count) {
  if (count == 1) return true;
  return a.kind != action_kind::concede && !(a.kind == action_kind::attack && a.network == a.player);
}

}  // namespace

action fast_agent::pick(const engine::state& s, const std::vector<action>& legal) {
  if (s.pending || legal.size() == 1) return questions_.pick(s, legal);
  const action chosen = best_of(s, activations_.fresh(s, legal));
  activations_.note(chosen);
  return chosen;
}

// One drawing's pass: each option still in the running (scores[i] not NaN) applied to a new
// drawing, settled, and its evaluation added to scores[i]; an option that stops the game,
// or trails the best by more than `margin` x the drawings already scored, drops out (NaN).
void fast_agent::score_on_drawing(const engine::state& s, const std::vector<action>& legal, int drawn,
                                  std::vector<double>& scores) {
  const player_id me = s.decider();
  double top = -1e300;
  for (const double v : scores)
    if (!std::isnan(v)) top = std::max(top, v);
  const engine::state seen = engine::determinize(s, me, rng_);
  engine::state next;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    if (std::isnan(scores[i])) continue;
    if (drawn > 0 && scores[i] < top - options_.margin * drawn) {
      scores[i] = std::nan("");
      continue;
    }
    try {
      engine::apply_into(seen, legal[i], next);  // next = seen with the option applied
      settle(next, options_.settle_steps, settler_, settling_);
    } catch (const std::exception&) {
      scores[i] = std::nan("");  // text that stops the game: not an option worth taking
      continue;
    }
    scores[i] += evaluate(next, me);
  }
}

action fast_agent::best_of(const engine::state& s, const std::vector<action>& legal) {
  std::vector<double> scores(legal.size(), 0);
  for (std::size_t i = 0; i < legal.size(); ++i)
    if (!tried(legal[i], legal.size())) scores[i] = std::nan("");
  for (int drawn = 0; drawn < options_.drawings; ++drawn) score_on_drawing(s, legal, drawn, scores);
  std::vector<action> best;
  double best_score = 0;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    if (std::isnan(scores[i])) continue;
    if (best.empty() || scores[i] > best_score + 1e-9) best.assign(1, legal[i]), best_score = scores[i];
    else if (scores[i] > best_score - 1e-9) best.push_back(legal[i]);
  }
  // Among the best, the random policy decides (it favours attacking and buying and sets
  // reckless actions aside).
  return questions_.pick(s, best.empty() ? legal : best);
}

}  // namespace megacorp
