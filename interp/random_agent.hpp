// A seeded random agent for self-play: it picks among legal actions at random, weighted
// toward buying, deploying and attacking so games progress and end, and answers card
// text's questions at random (docs/self_play.md describes the policy).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/action.hpp"
#include "engine/chooser.hpp"
#include "engine/rng.hpp"
#include "engine/state.hpp"

namespace megacorp {

// Card text's questions answered at random: yes or no evenly; one of the options,
// or none a quarter of the time when the question allows none.
class random_chooser final : public engine::chooser {
 public:
  explicit random_chooser(std::uint64_t seed) : rng_(seed) {}
  bool decide(const engine::state& s, const engine::choice_request& r, std::vector<engine::card_id>& chosen) override;
  bool decide_cell(const engine::state& s, const engine::choice_request& r, engine::cell& chosen) override;
  int asked() const { return asked_; }

 private:
  engine::rng rng_;
  int asked_ = 0;
};

// How much the agent favours each kind of action: a kind is drawn with probability
// weight / (sum of the weights of the kinds on offer), then one action of that kind
// uniformly. Weight 0 never picks the kind.
int action_weight(engine::action_kind k);

// Picks one action from `legal` (not empty), which must be legal_actions(s). It never
// concedes. While anything else is on offer it bids at most 2, attacks only other
// players' networks and not with the last card docked to its business, deploys only into its own network, keeps 1M after buying (a buy-out
// excepted), produces only toward a card in hand it can pay but for traits, and sells
// only at 0M, never its business.
class random_agent {
 public:
  explicit random_agent(std::uint64_t seed) : rng_(seed), answers_(seed ^ 0x9E3779B97F4A7C15ULL) {}
  engine::action pick(const engine::state& s, const std::vector<engine::action>& legal);
  engine::chooser& chooser() { return answers_; }
  int questions_answered() const { return answers_.asked(); }

 private:
  engine::rng rng_;
  random_chooser answers_;
};

}  // namespace megacorp
