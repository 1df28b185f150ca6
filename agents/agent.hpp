// The interface every self-play agent implements (docs/agents.md): given the game and the
// legal actions of the player who decides, pick one. Agents see through `s` only what
// their player may see: a search agent determinizes first (engine/determinize.hpp).
#pragma once

#include <utility>
#include <vector>

#include "engine/action.hpp"
#include "engine/state.hpp"

namespace megacorp {

// Which abilities an agent has activated this turn, so it activates each ability of a card
// once a turn while anything else is on offer (001 puts no limit on free abilities such as
// MOVE; two agents could otherwise trade free activations for thousands of actions).
class activations_this_turn {
 public:
  // Forgets earlier turns when the turn has changed.
  void look_at(const engine::state& s);
  bool used(const engine::action& a) const;
  void note(const engine::action& a);  // after picking `a`
  // look_at(s), then `legal` without the abilities activated this turn (all of `legal` when
  // that leaves nothing): what a searching agent chooses among.
  std::vector<engine::action> fresh(const engine::state& s, const std::vector<engine::action>& legal);

 private:
  int turn_ = -1;
  std::vector<std::pair<engine::card_id, int>> activated_;  // (card, ability)
};

class agent {
 public:
  virtual ~agent() = default;
  // One of `legal` (engine::legal_actions(s), not empty), for s.decider().
  virtual engine::action pick(const engine::state& s, const std::vector<engine::action>& legal) = 0;
};

}  // namespace megacorp
