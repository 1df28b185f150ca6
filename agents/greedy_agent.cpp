// The greedy agent: one-ply lookahead on a determinized copy (agents/greedy_agent.hpp).
#include "agents/greedy_agent.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <stdexcept>

#include "engine/determinize.hpp"
#include "engine/limits.hpp"
#include "engine/network.hpp"
#include "engine/rules.hpp"

namespace megacorp {

using engine::card_id;
using engine::player_id;

namespace {

// Every player's worth (docs/agents.md, "The evaluation"), in one pass over the cards in
// play (state::in_play: in a network or bonded under one). Its terms are whole numbers, so
// the sums are exact in any order.
std::array<double, engine::max_players> worths(const engine::state& s) {
  std::array<double, engine::max_players> w{};
  const int players = std::min(s.player_count(), engine::max_players);
  for (player_id q = 0; q < players; ++q)
    w[q] = static_cast<double>(s.player(q).money) + static_cast<double>(s.player(q).hand.size());
  for (card_id c : s.in_play) {
    const engine::card_instance& ci = s.card(c);
    if (ci.controller >= players) continue;
    double& x = w[ci.controller];
    x += 2.0 * s.def(c).printed_valuation();
    for (auto d : ci.damage) x -= d;
  }
  for (player_id q = 0; q < players; ++q) {
    const engine::player_state& ps = s.player(q);
    if (ps.money <= 0) w[q] -= 100;
    const card_id b = ps.business;
    if (b != engine::no_card && s.card(b).zone == engine::zone::network &&
        engine::occupied_neighbours(s.player(s.card(b).zone_player).network, s.cell_of(b)) == 0)
      w[q] -= 50;
  }
  return w;
}

}  // namespace

double evaluate(const engine::state& s, player_id p) {
  if (s.player(p).lost) return -1e6;
  if (s.over()) return s.winner == p ? 1e6 : -1e6;
  const std::array<double, engine::max_players> w = worths(s);
  double best_other = -1e9;
  for (player_id q = 0; q < std::min(s.player_count(), engine::max_players); ++q)
    if (q != p && !s.player(q).lost) best_other = std::max(best_other, w[q]);
  return w[p] - (best_other < -1e8 ? 0 : best_other);
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
  engine::state next;
  for (const engine::action& a : legal) {
    if (a.kind == engine::action_kind::concede) continue;
    try {
      engine::apply_into(seen, a, next);  // next = seen with a applied
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
