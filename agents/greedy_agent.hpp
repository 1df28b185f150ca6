// The greedy agent (docs/agents.md): one-ply lookahead on a determinized copy of the game,
// scored by a documented evaluation of the position.
#pragma once

#include <utility>
#include <vector>

#include "engine/rng.hpp"
#include "agents/agent.hpp"
#include "agents/random_agent.hpp"

namespace megacorp {

// How good a position is for player p (docs/agents.md, The evaluation): a won game is
// +1e6, a lost one -1e6; otherwise p's worth minus the best worth among the others, where
// a player's worth is their money, plus twice the valuation of the cards they control in
// networks, plus their cards in hand, minus the damage on their cards, minus 100 with no
// money (001 End Phase: a player with no money loses) and minus 50 with a business that
// has no card docked to it (001 End Phase: an orphaned business loses).
double evaluate(const engine::state& s, engine::player_id p);

class greedy_agent final : public agent {
 public:
  explicit greedy_agent(std::uint64_t seed) : rng_(seed), questions_(seed) {}
  // The legal action whose result evaluates best for the deciding player, on a copy of
  // the game with what that player cannot see drawn at random (engine::determinize); among
  // equally good ones the random policy picks (docs/self_play.md). Card text's questions
  // (a pending decision, whose replay would see the real hidden state) and single options
  // go to the random policy. Like the random agent, it activates each ability of a card
  // once a turn while anything else is on offer (docs/self_play.md).
  engine::action pick(const engine::state& s, const std::vector<engine::action>& legal) override;

 private:
  engine::action best_of(const engine::state& s, const std::vector<engine::action>& legal);
  engine::rng rng_;
  random_agent questions_;
  activations_this_turn activations_;
};

}  // namespace megacorp
