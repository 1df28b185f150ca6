// The fast agent (docs/agents.md, "fast"): one ply ahead like greedy, but each option's
// result is settled first (an attack, the stack or card text's question played out) as
// MCTS settles its leaves, so it sees how an attack ends without a tree search.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/rng.hpp"
#include "agents/agent.hpp"
#include "agents/random_agent.hpp"
#include "agents/settle.hpp"

namespace megacorp {

struct fast_options {
  int settle_steps = 12;  // greedy actions at most to finish an attack, the stack or a question
  // Drawings of what the player cannot see each option is scored on (summed); after the
  // first, only options within `margin` x (drawings so far) of the best sum are scored again.
  int drawings = 2;
  double margin = 0.5;
};

class fast_agent final : public agent {
 public:
  fast_agent(std::uint64_t seed, fast_options options = {})
      : options_(options), rng_(seed), questions_(seed), settler_(seed ^ 0x9e3779b97f4a7c15ULL) {}
  // On a drawing of what the player cannot see (engine::determinize), each legal action
  // (but conceding, and attacks on one's own network while anything else is on offer) is
  // applied, its result settled and evaluated for the deciding player; the options near the
  // best are scored again on a second drawing (fast_options), and the best sum is played;
  // the best is played, the random policy choosing among equals. Card text's questions and
  // single options go to the random policy, as with greedy; each ability of a card is
  // activated once a turn while anything else is on offer.
  engine::action pick(const engine::state& s, const std::vector<engine::action>& legal) override;

 private:
  engine::action best_of(const engine::state& s, const std::vector<engine::action>& legal);
  void score_on_drawing(const engine::state& s, const std::vector<engine::action>& legal, int drawn,
                        std::vector<double>& scores);
  fast_options options_;
  engine::rng rng_;
  random_agent questions_;
  random_agent settler_;  // breaks ties while settling
  settle_scratch settling_;  // settle()'s positions, reused from option to option
  activations_this_turn activations_;
};

}  // namespace megacorp
