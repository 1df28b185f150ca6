// The MCTS agent (docs/agents.md): information-set Monte Carlo tree search over
// determinizations, leaves scored by the greedy agent's evaluation.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "engine/rng.hpp"
#include "agents/agent.hpp"
#include "agents/random_agent.hpp"
#include "agents/settle.hpp"

namespace megacorp {

struct mcts_options {
  int iterations = 100;       // per decision with more than one option (the budget: no clock)
  double exploration = 1.0;   // PUCT's c, on scores in [0, 1]
  double scale = 10;          // evaluation e scores 1 / (1 + exp(-e / scale))
  int settle_steps = 12;      // greedy actions at most to finish an attack, the stack or a question
  double reckless_prior = 0.1;  // a reckless action's weight beside a careful one of its kind
  // Each node keeps its position, and an iteration draws again only where it adds a leaf
  // (docs/agents.md); off, each iteration replays the walk down on a fresh drawing.
  bool keep_positions = true;
  // Stops a search once the most visited root action leads every other by more than the
  // iterations left: the full budget would play the same action (docs/agents.md).
  bool stop_when_decided = true;
  // Off (keep_positions only): the root's reckless options (agents/random_agent.hpp) are
  // not seeded with a settled visit while a careful one is on offer, PUCT may still try
  // them: 2.2x the games per CPU second, 3.3 points weaker (docs/benchmarks.md).
  bool seed_reckless = true;
  // keep_positions only: a node whose position was settled keeps the settled position, so
  // its children are the decisions after the attack, the stack or the question played out
  // (off: the position before settling, its children the decisions inside it). The same
  // strength, 1.9x the games per CPU second (docs/benchmarks.md "MCTS speed", stop 40).
  bool keep_settled = true;
  // On: the root's seeded options count in the budget (a seed adds a leaf, a root child
  // settled and scored, as an iteration does), so a search adds `iterations` leaves in
  // all, the seeds first (all of them, should they be more). Off: the iterations come
  // after the seeds. On, 1.2x fewer instructions a decision and as strong against greedy,
  // but its games last about 1.5x as many actions: fewer games per CPU second (stop 42).
  bool seeds_in_budget = false;
  // A search starts from the player's tree of the search before when a node there has a
  // position the player sees as the one to decide (engine::observe equal, no card has left
  // a deck since) and the same options: that node's subtree is kept (its statistics, its
  // nodes' positions, its drawing as the root's), the options without a child there are
  // seeded, and the budget's iterations run on top of it, a search stopping when decided
  // counting the kept visits. Off: measured 1.25x fewer instructions a search against
  // greedy, but 1.1 points weaker (not significant) and no more games per CPU second
  // (docs/agents.md "A search that reuses its tree", docs/benchmarks.md stop 43).
  bool reuse_tree = false;
  // Attacks on one's own network are searched (off: only when nothing else is legal, as
  // the fast agent; the same strength, 1.3x the games per CPU second, stop 40).
  bool own_attacks = false;
  // keep_positions only: a new leaf's move is applied to a new drawing of what the player
  // cannot see, drawn from its parent's position (off: to the parent's position itself, a
  // drawing already, as the root's seeds are to the root's). Off measured 1.13x fewer
  // instructions an iteration but 2.0 points weaker against greedy (docs/benchmarks.md
  // "MCTS speed", stop 45).
  bool redraw_leaves = true;
  // redraw_leaves: a new leaf's drawing is its parent's drawn again near the top
  // (engine::redraw_near_top: the other players' hands and the top `redraw_depth` hidden
  // places of every deck, each drawn from all the hidden cards of its place); negative: the
  // whole of what the player cannot see drawn again (engine::determinize), as before stop 49.
  int redraw_depth = 8;
};

// Information-set MCTS with one tree of action sequences for the deciding player (after
// Cowling, Powley and Whitehouse 2012). The root's position is one drawing of what the
// player cannot see (engine::determinize); each node keeps the position after its action,
// so an iteration walks down without applying anything, and where it adds a leaf it draws
// the hidden cards again from the parent's position before applying the leaf's action
// (`keep_positions`; off, each iteration draws the whole game again and replays the walk
// on it, considering only the actions legal in that drawing). At each node PUCT picks: an action's mean score
// for the player who takes it, plus `exploration` x prior x sqrt(node visits + 1) / (1 +
// its visits), where the prior is the random policy's weight for the action's kind
// (docs/self_play.md) shared among the actions of that kind, a reckless one (the random
// policy's, agents/random_agent.hpp) weighing `reckless_prior` of a careful one; an action
// not tried yet counts the mean of those tried. The first untried action picked is added
// as a leaf, settled (an attack, the stack or a question of card text played out, each
// decider taking its best action one ply ahead, at most `settle_steps`) and scored by
// `evaluate` (agents/greedy_agent.hpp) through a logistic, no rollout past that; the score
// is backed up for the player who moved into each node. A settled node keeps the settled
// position (`keep_settled`): its children are the decisions after what was played out.
// The root's children start with one visit worth their settled one-ply score (with
// `seed_reckless` off, the careful ones only). The most visited root action is played,
// the random policy choosing among equals. Card text's questions
// at the root go to the random policy, as for greedy (their answer replays the real hidden
// state), and so do single options. Deterministic under the seed: the budget is counted
// in iterations, never in time.
class mcts_agent final : public agent {
 public:
  mcts_agent(std::uint64_t seed, mcts_options options)
      : options_(options), rng_(seed), questions_(seed), rollout_(seed ^ 0x9e3779b97f4a7c15ULL) {}
  engine::action pick(const engine::state& s, const std::vector<engine::action>& legal) override;
  // What the searches so far did (for benchmarks: a stopped search runs fewer iterations
  // than its budget): searches run, iterations run, root options seeded.
  // Searches that started from the tree before (reuse_tree), and the nodes they kept.
  struct counts {
    long searches = 0, iterations = 0, seeded = 0, reused = 0, kept_nodes = 0;
  };
  const counts& done() const { return done_; }

 private:
  struct node {
    engine::action move;  // the action that leads here from the parent
    engine::player_id actor = 0;  // who took it; `value` is theirs
    int parent = -1;
    std::vector<int> children;
    double value = 0;            // sum of the actor's scores in [0, 1]
    int visits = 0;
    // mcts_options::keep_positions only: the position after `move` on the drawing that
    // added the node (null when the move stopped the game), and its decider's actions there.
    // Listed once, on the first walk through the node: the decider's actions there, their
    // priors (kind_priors) and each one's child (-1 while it has none).
    std::shared_ptr<const engine::state> position;
    std::vector<engine::action> here;
    std::vector<double> prior;
    std::vector<int> child_at;
    bool listed = false;
  };
  engine::action search(const engine::state& s, const std::vector<engine::action>& legal);
  void seed_root(std::vector<node>& tree, const engine::state& s, engine::player_id me,
                 const std::vector<engine::action>& options);
  void seed_option(std::vector<node>& tree, const engine::state& seen, engine::player_id me,
                   const std::vector<engine::action>& options, std::size_t i);
  bool reuse_root(std::vector<node>& tree, const engine::state& s, engine::player_id me,
                  const std::vector<engine::action>& options);
  int kept_match(const engine::state& s, engine::player_id me, const std::vector<engine::action>& options) const;
  std::size_t puct_pick(const std::vector<node>& tree, int at, const std::vector<double>& prior,
                        const std::vector<int>& child) const;
  std::size_t puct_choice(const std::vector<node>& tree, int at, const engine::state& d,
                          const std::vector<engine::action>& here, int& chosen_child) const;
  void iterate(std::vector<node>& tree, const engine::state& s, engine::player_id me,
               const std::vector<engine::action>& options);
  double walk_kept(std::vector<node>& tree, engine::player_id me, const std::vector<engine::action>& options, int& at);
  void list_kept(node& n, std::vector<engine::action> here) const;
  static bool decided(const std::vector<node>& tree, int left);
  static void back_up(std::vector<node>& tree, int at, engine::player_id me, double v);
  mcts_options options_;
  engine::rng rng_;
  random_agent questions_;
  random_agent rollout_;  // breaks ties while settling a leaf
  settle_scratch settling_;  // settle()'s positions, reused from leaf to leaf
  activations_this_turn activations_;
  counts done_;
  // reuse_tree: each player's last search's tree, by player (in self-play one agent plays
  // every seat: a tree drawn from one player's view never serves another).
  std::vector<std::vector<node>> kept_;
};

}  // namespace megacorp
