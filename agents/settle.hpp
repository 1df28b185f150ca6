// Settling a position before it is evaluated (docs/agents.md, MCTS step 3 and "The fast
// agent"): an attack under way (001 Challenge Phase), a question of card text or the stack
// is played out one ply at a time, so an evaluation sees how it ends. Shared by the MCTS
// and fast agents.
#pragma once

#include <vector>

#include "agents/random_agent.hpp"
#include "engine/action.hpp"
#include "engine/state.hpp"

namespace megacorp {

// The actions a search tries: all but conceding, unless conceding is all there is. (The
// list is taken by value and filtered where it stands: no second list.)
std::vector<engine::action> searched(std::vector<engine::action> legal);

// The actions settling tries: those a search tries, but no event played or ability
// activated in a round of priority while passing is on offer (the answer to an attack or
// the stack is read from the blocks, the damage and the stack as they stand).
std::vector<engine::action> settled_options(std::vector<engine::action> legal);

// Whether a position is in the middle of something its evaluation cannot see through: an
// attack not yet resolved, a question of card text, or the stack.
bool unsettled(const engine::state& d);

// Plays on while the position is unsettled, at most `steps` actions: each decider takes the
// action whose result evaluates best for it (one ply, as greedy), `policy` choosing among
// equals. The positions after the best actions are kept, so the one taken is not applied a
// second time (apply is deterministic).
void settle(engine::state& d, int steps, random_agent& policy);

// What settle() writes into, kept by a caller that settles often: positions whose buffers
// are reused (a state default-constructed is about 12 KB zero-filled).
struct settle_scratch {
  std::vector<engine::state> pool;
  std::vector<std::size_t> slot;
  std::vector<engine::action> best;
};
void settle(engine::state& d, int steps, random_agent& policy, settle_scratch& scratch);

}  // namespace megacorp
