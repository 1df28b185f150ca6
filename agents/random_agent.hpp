// A seeded random agent for self-play: it picks among legal actions at random, weighted
// toward buying, deploying and attacking so games progress and end; card text's questions
// are legal actions too (engine/decision.hpp), answered the same way (docs/self_play.md).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/action.hpp"
#include "engine/rng.hpp"
#include "engine/state.hpp"
#include "agents/agent.hpp"

namespace megacorp {

// How much the agent favours each kind of action: a kind is drawn with probability
// weight / (sum of the weights of the kinds on offer), then one action of that kind
// uniformly. Weight 0 never picks the kind.
int action_weight(engine::action_kind k);

// Whether the random policy sets action a aside while anything else is on offer (a bid
// above 2, attacking one's own network or with the last card docked to one's business,
// producing toward nothing, selling above 0M or the business, buying below the 1M reserve
// or into another network). The MCTS agent's prior discounts these (docs/agents.md).
bool reckless(const engine::state& s, const engine::action& a);

// Picks one action from `legal` (not empty), which must be legal_actions(s). It never
// concedes. While anything else is on offer it bids at most 2, attacks only other
// players' networks and not with the last card docked to its business, deploys only into its own network, keeps 1M after buying (a buy-out
// excepted), produces only toward a card in hand it can pay but for traits, sells
// only at 0M, never its business, and activates each ability of a card once a turn (001
// puts no limit on free abilities such as MOVE; without this, two agents can trade free
// activations for thousands of actions). A reckless agent (`careful` false) skips the
// first of these rules and may lose on the spot: the engine's tests use it so that games
// also end by running out of money or losing the business.
class random_agent final : public agent {
 public:
  explicit random_agent(std::uint64_t seed, bool careful = true) : rng_(seed), careful_(careful) {}
  engine::action pick(const engine::state& s, const std::vector<engine::action>& legal) override;

 private:
  engine::action pick_among(const engine::state& s, const std::vector<engine::action>& legal);
  engine::rng rng_;
  bool careful_;
  activations_this_turn activations_;
};

}  // namespace megacorp
