// The MCTS agent: information-set MCTS over determinizations (agents/mcts_agent.hpp).
#include "agents/mcts_agent.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <optional>
#include <stdexcept>

#include "agents/greedy_agent.hpp"
#include "agents/settle.hpp"
#include "engine/determinize.hpp"
#include "engine/observation.hpp"
#include "engine/rules.hpp"

namespace megacorp {

using engine::action;
using engine::player_id;

namespace {

// The score in [0, 1] of a position for `me`: the evaluation through a logistic.
double score(const engine::state& s, player_id me, double scale) {
  const double e = evaluate(s, me);
  if (e >= 1e6) return 1;
  if (e <= -1e6) return 0;
  return 1 / (1 + std::exp(-e / scale));
}

// `reckless` (agents/random_agent.hpp) of a list of actions, asked once for a run of
// actions it answers alike: the buys of one card into the spaces of one network kind (it
// reads the card's price, the buyer's money and whose network), the produce actions of one
// player (whether a card in hand wants traits).
class recklessness {
 public:
  bool of(const engine::state& s, const action& a) {
    const std::array<int, 4> key = key_of(a);
    if (key[0] < 0) return reckless(s, a);
    if (key != last_) last_ = key, answer_ = reckless(s, a);
    return answer_;
  }

 private:
  static std::array<int, 4> key_of(const action& a) {
    const int kind = static_cast<int>(a.kind);
    switch (a.kind) {
      case engine::action_kind::produce: return {kind, a.player, 0, 0};
      case engine::action_kind::buy_revealed: return {kind, a.player, a.card, 0};
      case engine::action_kind::buy:
        return {kind, a.player, a.card, (a.network == engine::no_player ? 0 : a.network == a.player ? 1 : 2) + 3 * a.value};
      default: return {-1, 0, 0, 0};
    }
  }
  std::array<int, 4> last_{-1, 0, 0, 0};
  bool answer_ = false;
};

// The random policy's preference as a prior: each kind of action on offer its weight
// (action_weight, docs/self_play.md) over the weights of the kinds on offer, shared among
// the actions of that kind, where a reckless one (agents/random_agent.hpp: what the random
// policy sets aside) weighs `reckless_share` of a careful one. A kind whose actions are all
// reckless keeps its weight (measured: discounting it too loses, docs/agents.md).
std::vector<double> kind_priors(const engine::state& s, const std::vector<action>& here, double reckless_share) {
  std::vector<double> each(here.size(), 1);
  std::array<double, engine::action_kind_count> count{};  // by action_kind
  recklessness memo;
  for (std::size_t i = 0; i < here.size(); ++i) {
    if (reckless_share < 1 && memo.of(s, here[i])) each[i] = reckless_share;
    count[static_cast<std::size_t>(here[i].kind)] += each[i];
  }
  double total = 0;  // over the kinds on offer, each once, in action_kind order as before
  std::array<bool, engine::action_kind_count> seen{};
  for (const action& a : here) seen[static_cast<std::size_t>(a.kind)] = true;
  for (std::size_t k = 0; k < engine::action_kind_count; ++k)
    if (seen[k] && count[k] > 0) total += std::max(action_weight(static_cast<engine::action_kind>(k)), 1);
  std::vector<double> out;
  out.reserve(here.size());
  for (std::size_t i = 0; i < here.size(); ++i)
    out.push_back(std::max(action_weight(here[i].kind), 1) / total * each[i] /
                  count[static_cast<std::size_t>(here[i].kind)]);
  return out;
}

// The actions a node searches: those of `searched` (all but conceding), without attacks
// on one's own network unless `own_attacks` or nothing else is on offer (as the fast agent:
// measured no weaker, docs/benchmarks.md "MCTS speed", stop 40).
std::vector<action> tree_options(std::vector<action> legal, bool own_attacks) {
  std::vector<action> out = searched(std::move(legal));
  if (own_attacks) return out;
  auto own_network = [](const action& a) { return a.kind == engine::action_kind::attack && a.network == a.player; };
  if (!std::all_of(out.begin(), out.end(), own_network)) std::erase_if(out, own_network);
  return out;
}

// *out = the new drawing with the leaf's move applied; false when the move stops the game.
// A move listed on the parent's position may be illegal on the new drawing (the
// opponent's card it plays drawn away): then the leaf follows the parent's own drawing.
// apply_into_if_legal's own check tells (before writing `out`, nothing thrown), not a check
// before it.
bool apply_leaf(const engine::state& drawn, const engine::state& base, const action& move, engine::state& out) {
  try {
    if (engine::apply_into_if_legal(drawn, move, out)) return true;
  } catch (const std::exception&) {
    return false;
  }
  try {
    engine::apply_into(base, move, out);
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

// apply_leaf on redraw_near_top's drawing of `base`, the same position, made in `out` itself:
// `base` copied once, the drawing made and the move applied where the leaf keeps them (no
// drawing copied and thrown away). A question card text asks on the way keeps the drawing
// before the move as its base: made again then (`r` as it was, the same draws).
bool redraw_and_apply(const engine::state& base, const action& move, player_id me, std::size_t depth, engine::rng& r,
                      engine::state& out) {
  const engine::rng before = r;
  out = base;
  engine::redraw_near_top_here(out, me, r, depth);
  auto drawing = [&] {
    engine::rng again = before;
    return engine::redraw_near_top(base, me, again, depth);
  };
  engine::applied_here how = engine::applied_here::done;
  try {
    how = engine::apply_here_if_legal(out, move, drawing);
  } catch (const std::exception&) {
    return false;
  }
  if (how == engine::applied_here::done) return true;
  if (how == engine::applied_here::answer) return apply_leaf(drawing(), base, move, out);
  try {  // illegal on the new drawing: apply_leaf's way, the parent's own drawing
    engine::apply_into(base, move, out);
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

// *out = the new leaf's move applied to a new drawing of its parent's position `base`
// (mcts_options::redraw_leaves), or to `base` itself; false when the move stops the game.
// The root's options were listed on the real state, a node's below it on its own kept
// position (`listed_on_base`: applied without check() again).
// `depth` (mcts_options::redraw_depth): the drawing near the top only, unless negative.
bool leaf_position(const engine::state& base, bool listed_on_base, const action& move, player_id me, bool redraw,
                   int depth, engine::rng& r, engine::state& out) {
  if (redraw && depth < 0) return apply_leaf(engine::determinize(base, me, r), base, move, out);
  // `base` is a drawing already: the root's, or a node's reached from it.
  if (redraw) return redraw_and_apply(base, move, me, static_cast<std::size_t>(depth), r, out);
  try {
    if (listed_on_base) engine::apply_listed_into(base, move, out);
    else engine::apply_into(base, move, out);
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

// Whether every deck holds as many cards in `a` as in `b`. Between two searches with the
// same decks no card left a deck, so every card the player sees at the second was seen at
// the first, under the same card id in the drawings as in the game (determinize deals
// definitions, never ids): which kept node matches does not hang on the order of a deck,
// which a card's id drawn from it would tell.
bool same_decks(const engine::state& a, const engine::state& b) {
  for (engine::player_id p = 0; p < a.player_count(); ++p)
    if (a.player(p).main_deck.size() != b.player(p).main_deck.size() ||
        a.player(p).resource_deck.size() != b.player(p).resource_deck.size())
      return false;
  return true;
}

}  // namespace

action mcts_agent::pick(const engine::state& s, const std::vector<action>& legal) {
  if (s.pending || legal.size() == 1) return questions_.pick(s, legal);
  const action chosen = search(s, activations_.fresh(s, legal));
  activations_.note(chosen);
  return chosen;
}

// The root's children start from their one-ply score on one determinization.
void mcts_agent::seed_root(std::vector<node>& tree, const engine::state& s, player_id me,
                           const std::vector<action>& options) {
  tree.assign(1, node{});
  tree[0].actor = me;
  const engine::state seen = engine::determinize(s, me, rng_);
  // keep_positions: the root's position is this drawing, never the real state (what the
  // player may not see stays out of the search, docs/agents.md "What an agent may see").
  if (options_.keep_positions) tree[0].position = std::make_shared<const engine::state>(seen);
  // keep_positions without seed_reckless: reckless options wait for PUCT while a careful one is on offer.
  std::vector<bool> unseeded(options.size(), false);
  if (options_.keep_positions && !options_.seed_reckless) {
    recklessness memo;
    for (std::size_t i = 0; i < options.size(); ++i) unseeded[i] = memo.of(seen, options[i]);
    if (std::all_of(unseeded.begin(), unseeded.end(), [](bool b) { return b; })) unseeded.assign(options.size(), false);
  }
  tree[0].child_at.assign(options.size(), -1);
  for (std::size_t i = 0; i < options.size(); ++i)
    if (!unseeded[i]) seed_option(tree, seen, me, options, i);
}

// Root option i gets a child with one visit worth its settled one-ply score on the drawing
// `seen` (the root's).
void mcts_agent::seed_option(std::vector<node>& tree, const engine::state& seen, player_id me,
                             const std::vector<action>& options, std::size_t i) {
  const action& a = options[i];
  tree[0].child_at[i] = static_cast<int>(tree.size());
  node child;
  child.move = a, child.actor = me, child.parent = 0;
  // The position is built where the node keeps it (no state moved into the node).
  auto next = std::make_shared_for_overwrite<engine::state>();
  try {
    engine::apply_into(seen, a, *next);  // *next = seen with a applied
    const bool keep = options_.keep_positions;
    if (keep && !options_.keep_settled) child.position = std::make_shared<const engine::state>(*next);
    settle(*next, options_.settle_steps, rollout_, settling_);
    child.value = score(*next, me, options_.scale);
    if (keep && options_.keep_settled) child.position = std::move(next);
  } catch (const std::exception&) {
    child.value = 0;  // text that stops the game: not an option worth taking
  }
  child.visits = 1;
  tree[0].children.push_back(static_cast<int>(tree.size()));
  tree[0].visits += 1;
  tree.push_back(std::move(child));
  done_.seeded += 1;
}

// reuse_tree: the node of the last search's tree to start from, or -1. Its position (a
// drawing, never the real state) is one `me` sees as `s`, it is `me`'s to decide there, and
// its actions were listed as `options`; among several, the most visited (the first of them).
int mcts_agent::kept_match(const engine::state& s, player_id me, const std::vector<action>& options) const {
  if (me >= kept_.size() || kept_[me].empty() || !same_decks(*kept_[me][0].position, s)) return -1;
  const std::vector<node>& kept = kept_[me];
  int found = -1;
  std::optional<engine::observation> seen;  // s as `me` sees it, made at the first candidate
  for (std::size_t n = 1; n < kept.size(); ++n) {
    const node& k = kept[n];
    if (!k.listed || k.here != options || (found >= 0 && kept[found].visits >= k.visits)) continue;
    const engine::state& p = *k.position;
    if (p.over() || p.decider() != me || p.turn_number != s.turn_number || p.phase != s.phase || bool(p.pending)) continue;
    if (!seen) seen = engine::observe(s, me);
    if (engine::observe(p, me) == *seen) found = static_cast<int>(n);
  }
  return found;
}

// reuse_tree: `tree` becomes the subtree of the matching kept node (renumbered, its root
// first, children after their parents as before), and the options without a child there are
// seeded on the root's position. False when no kept node matches.
bool mcts_agent::reuse_root(std::vector<node>& tree, const engine::state& s, player_id me,
                            const std::vector<action>& options) {
  const int top = kept_match(s, me, options);
  if (top < 0) return false;
  std::vector<node>& kept = kept_[me];
  std::vector<int> renumbered(kept.size(), -1);
  renumbered[static_cast<std::size_t>(top)] = 0;
  tree.clear();
  tree.push_back(std::move(kept[static_cast<std::size_t>(top)]));
  for (std::size_t n = static_cast<std::size_t>(top) + 1; n < kept.size(); ++n) {
    const int parent = kept[n].parent;  // a parent comes before its children in the tree
    if (parent < 0 || renumbered[static_cast<std::size_t>(parent)] < 0) continue;
    renumbered[n] = static_cast<int>(tree.size());
    tree.push_back(std::move(kept[n]));
    tree.back().parent = renumbered[static_cast<std::size_t>(parent)];
  }
  for (node& n : tree) {
    for (int& c : n.children) c = renumbered[static_cast<std::size_t>(c)];
    for (int& c : n.child_at) c = c < 0 ? -1 : renumbered[static_cast<std::size_t>(c)];
  }
  tree[0].parent = -1, tree[0].actor = me;
  ++done_.reused, done_.kept_nodes += static_cast<long>(tree.size());
  const std::shared_ptr<const engine::state> seen = tree[0].position;  // held: seeding adds to `tree`
  for (std::size_t i = 0; i < options.size(); ++i)
    if (tree[0].child_at[i] < 0) seed_option(tree, *seen, me, options, i);
  return true;
}

// PUCT (Rosin 2011; as AlphaZero): each legal action's mean score for the one who decides,
// plus exploration led by the random policy's kind weights as prior; an action not tried
// yet counts the mean of those tried (first-play urgency). `child[i]` is the node of the
// i-th action, -1 when it has none yet. Returns the index of the action picked. The mean of
// those tried is summed only when an action without a visit needs it (at the root, seeded,
// every action has one), in the same order, so to the same value.
std::size_t mcts_agent::puct_pick(const std::vector<node>& tree, int at, const std::vector<double>& prior,
                                  const std::vector<int>& child) const {
  double fpu = -1;  // the scores are in [0, 1]: -1 while not summed
  auto first_play = [&] {
    if (fpu >= 0) return fpu;
    double tried_value = 0;
    int tried_visits = 0;
    for (int c : child)
      if (c >= 0) tried_value += tree[c].value, tried_visits += tree[c].visits;
    return fpu = tried_visits ? tried_value / tried_visits : 0.5;
  };
  const double root_n = std::sqrt(static_cast<double>(tree[at].visits) + 1);
  std::size_t chosen = 0;
  double best = -1e300;
  for (std::size_t i = 0; i < child.size(); ++i) {
    const node* n = child[i] >= 0 ? &tree[child[i]] : nullptr;
    const double q = n && n->visits ? n->value / n->visits : first_play();
    const double u = q + options_.exploration * prior[i] * root_n / (1 + (n ? n->visits : 0));
    if (u > best) best = u, chosen = i;
  }
  return chosen;
}

// PUCT over the actions legal in a drawing `d` (keep_positions off): their priors there and
// their children, found by index at the root (seed_root's order) and looked up elsewhere.
// Sets `chosen_child` to the node of the action picked, or -1 when it has none yet.
std::size_t mcts_agent::puct_choice(const std::vector<node>& tree, int at, const engine::state& d,
                                    const std::vector<action>& here, int& chosen_child) const {
  const std::vector<double> prior = kind_priors(d, here, options_.reckless_prior);
  std::vector<int> child(here.size(), -1);
  const std::vector<int>& kids = tree[at].children;
  for (std::size_t i = 0; i < here.size(); ++i) {
    const auto found = at == 0 ? kids.begin() + static_cast<std::ptrdiff_t>(i)
                               : std::find_if(kids.begin(), kids.end(), [&](int c) { return tree[c].move == here[i]; });
    if (found != kids.end()) child[i] = *found;
  }
  const std::size_t chosen = puct_pick(tree, at, prior, child);
  chosen_child = child[chosen];
  return chosen;
}

// One walk from the root: down the tree by PUCT, adding the first node not in it, then the
// leaf scored (after settling) and the score backed up. `options` are the root's actions.
void mcts_agent::iterate(std::vector<node>& tree, const engine::state& s, player_id me,
                         const std::vector<action>& options) {
  engine::state d = engine::determinize(s, me, rng_);
  int at = 0;
  double v = -1;  // the final score for `me`, or -1 while the walk goes on
  std::vector<action> below;  // the actions at a node under the root
  while (v < 0 && !d.over()) {
    if (at != 0) below = tree_options(engine::legal_actions(d), options_.own_attacks);
    const std::vector<action>& here = at == 0 ? options : below;
    const player_id actor = d.decider();
    int next = -1;
    const std::size_t chosen = puct_choice(tree, at, d, here, next);
    const bool expanded = next < 0;
    if (expanded) {
      next = static_cast<int>(tree.size());
      node fresh;
      fresh.move = here[chosen], fresh.actor = actor, fresh.parent = at;
      tree.push_back(std::move(fresh));
      tree[at].children.push_back(next);
    }
    at = next;
    try {
      engine::apply(d, tree[next].move);
    } catch (const std::exception&) {
      v = actor == me ? 0 : 1;  // the actor would not take a move that stops the game
      break;
    }
    if (expanded) break;  // the new leaf is scored as it stands
  }
  if (v < 0) {
    settle(d, options_.settle_steps, rollout_, settling_);  // an attack or the stack under way is played out
    v = score(d, me, options_.scale);
  }
  back_up(tree, at, me, v);
}

// Whether the root's most visited action leads every other by more than `left` visits:
// each iteration adds one visit to one root action, so no further iteration can change
// which is played (the most visited; the random policy only breaks ties).
bool mcts_agent::decided(const std::vector<node>& tree, int left) {
  int first = 0, second = 0;
  for (int c : tree[0].children) {
    const int v = tree[c].visits;
    if (v > first) second = first, first = v;
    else if (v > second) second = v;
  }
  return first - second > left;
}

// The score `v` (for `me`) added to each node from `at` up, for the player who moved into it.
void mcts_agent::back_up(std::vector<node>& tree, int at, player_id me, double v) {
  for (int n = at; n > 0; n = tree[n].parent) {
    tree[n].visits += 1;
    tree[n].value += tree[n].actor == me ? v : 1 - v;
  }
  tree[0].visits += 1;
}

// mcts_options::keep_positions: the walk down reads the positions kept in the nodes instead
// of replaying the tree's actions on a fresh drawing; only the new leaf is drawn again (from
// its parent's kept position, as the deciding player sees it there) and applied.
double mcts_agent::walk_kept(std::vector<node>& tree, player_id me, const std::vector<action>& options, int& at) {
  for (at = 0;;) {
    const engine::state* base = tree[at].position.get();  // the root's: seed_root's drawing
    if (!base) return tree[at].actor == me ? 0 : 1;  // the move stopped the game
    if (base->over()) return score(*base, me, options_.scale);
    if (!tree[at].listed) list_kept(tree[at], at == 0 ? options : tree_options(engine::legal_actions(*base), options_.own_attacks));
    const node& here = tree[at];
    if (here.here.empty()) return score(*base, me, options_.scale);
    const std::size_t chosen = puct_pick(tree, at, here.prior, here.child_at);
    if (here.child_at[chosen] >= 0) {
      at = here.child_at[chosen];
      continue;
    }
    node fresh;
    // A drawing changes no one's turn: the decider is the parent's.
    fresh.move = here.here[chosen], fresh.actor = base->decider(), fresh.parent = at;
    const player_id actor = fresh.actor;
    const int next = static_cast<int>(tree.size());
    tree[at].children.push_back(next), tree[at].child_at[chosen] = next;
    tree.push_back(std::move(fresh));
    at = next;
    // The leaf's position is built where the node keeps it (no state moved into the node).
    auto d = std::make_shared_for_overwrite<engine::state>();
    if (!leaf_position(*base, tree[next].parent != 0, tree[next].move, me, options_.redraw_leaves, options_.redraw_depth,
                       rng_, *d))
      return actor == me ? 0 : 1;
    // keep_settled, or settling would change nothing: the node keeps where settling ends,
    // without a copy.
    if (options_.keep_settled || !unsettled(*d)) {
      settle(*d, options_.settle_steps, rollout_, settling_);
      tree[next].position = std::move(d);
      return score(*tree[next].position, me, options_.scale);
    }
    tree[next].position = std::make_shared<const engine::state>(*d);
    settle(*d, options_.settle_steps, rollout_, settling_);
    return score(*d, me, options_.scale);
  }
}

// keep_positions: a node's actions, their priors on its kept position and its children by
// index, listed once (the root's children are its options in order, seed_root).
void mcts_agent::list_kept(node& n, std::vector<action> here) const {
  n.prior = kind_priors(*n.position, here, options_.reckless_prior);
  if (n.parent >= 0) n.child_at.assign(here.size(), -1);  // the root's: seed_root's
  n.here = std::move(here);
  n.listed = true;
}

action mcts_agent::search(const engine::state& s, const std::vector<action>& legal) {
  const player_id me = s.decider();
  const std::vector<action> options = tree_options(legal, options_.own_attacks);
  if (options.size() == 1) return options.front();
  std::vector<node> tree;
  // A search adds a node a seed and at most one an iteration: no node moved as the tree grows.
  tree.reserve(options.size() + static_cast<std::size_t>(std::max(options_.iterations, 0)) + 1);
  const bool reused = options_.reuse_tree && options_.keep_positions && reuse_root(tree, s, me, options);
  if (!reused) seed_root(tree, s, me, options);
  ++done_.searches;
  // seeds_in_budget: the seeds were the budget's first leaves.
  const int seeded = options_.seeds_in_budget ? tree[0].visits : 0;
  for (int it = seeded; it < options_.iterations; ++it) {
    if (options_.stop_when_decided && decided(tree, options_.iterations - it)) break;
    ++done_.iterations;
    if (!options_.keep_positions) {
      iterate(tree, s, me, options);
      continue;
    }
    int at = 0;
    const double v = walk_kept(tree, me, options, at);
    back_up(tree, at, me, v);
  }
  // The most visited children; among equals the random policy picks (docs/self_play.md:
  // it favours attacking and buying and sets reckless actions aside), as greedy does.
  int most = 0;
  for (int c : tree[0].children) most = std::max(most, tree[c].visits);
  std::vector<action> best;
  for (int c : tree[0].children)
    if (tree[c].visits == most) best.push_back(tree[c].move);
  if (options_.reuse_tree && options_.keep_positions) {
    if (kept_.size() <= me) kept_.resize(me + std::size_t{1});
    kept_[me] = std::move(tree);
  }
  return best.size() == 1 ? best.front() : questions_.pick(s, best);
}


}  // namespace megacorp
