// The greedy agent: one-ply lookahead on a determinized copy (agents/greedy_agent.hpp).
#include "agents/greedy_agent.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "engine/determinize.hpp"
#include "engine/network.hpp"
#include "engine/rules.hpp"

namespace megacorp {

using engine::card_id;
using engine::player_id;

namespace {

double worth(const engine::state& s, player_id p) {
  const engine::player_state& ps = s.player(p);
  double w = static_cast<double>(ps.money) + static_cast<double>(ps.hand.size());
  for (card_id c = 0; c < s.cards.size(); ++c) {
    const engine::card_instance& ci = s.card(c);
    if (ci.controller != p || !engine::in_play(ci.zone)) continue;
    w += 2.0 * s.def(c).printed_valuation();
    for (auto d : ci.damage) w -= d;
  }
  if (ps.money <= 0) w -= 100;
  const card_id b = ps.business;
  if (b != engine::no_card && s.card(b).zone == engine::zone::network &&
      engine::occupied_neighbours(s.player(s.card(b).zone_player).network, s.cell_of(b)) == 0)
    w -= 50;
  return w;
}

}  // namespace

double evaluate(const engine::state& s, player_id p) {
  if (s.player(p).lost) return -1e6;
  if (s.over()) return s.winner == p ? 1e6 : -1e6;
  double best_other = -1e9;
  for (player_id q = 0; q < s.player_count(); ++q)
    if (q != p && !s.player(q).lost) best_other = std::max(best_other, worth(s, q));
  return worth(s, p) - (best_other < -1e8 ? 0 : best_other);
}

engine::action greedy_agent::pick(const engine::state& s, const std::vector<engine::action>& legal) {
  if (s.pending || legal.size() == 1) return questions_.pick(s, legal);
  const engine::action chosen = best_of(s, activations_.fresh(s, legal));
  activations_.note(chosen);
  return chosen;
}

engine::action greedy_agent::best_of(const engine::state& s, const std::vector<engine::action>& legal) {
  const player_id me = s.decider();
  const engine::state seen = engine::determinize(s, me, rng_);
  std::vector<engine::action> best;
  double best_score = 0;
  for (const engine::action& a : legal) {
    if (a.kind == engine::action_kind::concede) continue;
    engine::state next = seen;
    try {
      engine::apply(next, a);
    } catch (const std::exception&) {
      continue;  // text that stops the game: not an option worth taking
    }
    const double score = evaluate(next, me);
    if (best.empty() || score > best_score + 1e-9) best.assign(1, a), best_score = score;
    else if (score > best_score - 1e-9) best.push_back(a);
  }
  // Among the best, the random policy decides (its weights favour attacking and buying).
  return questions_.pick(s, best.empty() ? legal : best);
}

}  // namespace megacorp
