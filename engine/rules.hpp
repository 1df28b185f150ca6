// The rules as functions of a state: legal_actions() generates candidates filtered by the
// one legality predicate check(); apply() re-checks, then changes the state and records.
#pragma once

#include "engine/action.hpp"
#include "engine/decision.hpp"
#include "engine/event_log.hpp"
#include "engine/state.hpp"

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace engine {

// OK, or the reason an action is refused, naming the rule, e.g.
// `cannot buy "X": it is disengaged (001 Buy Phase: only engaged cards in an opponent's
// network can be bought)`.
struct verdict {
  std::string reason;
  bool ok() const { return reason.empty(); }
  explicit operator bool() const { return ok(); }
};

verdict check(const state& s, const action& a);
bool is_legal(const state& s, const action& a);  // check() without building the message
// check() as if a.player held the decision: what refuses the action besides whose decision it
// is (a scenario's refusal to a player who does not hold priority names its rule, docs/scenarios.md).
verdict check_whoever_decides(const state& s, const action& a);
// A sale, attack or buy by a player other than the turn player is refused by its phase's
// rule (001 Divest, Challenge, Buy Phase), named in why; true for any other action.
bool turn_players_action(const state& s, const action& a, std::string* why);

// Every legal action of the player who must decide (s.decider()); empty when over.
std::vector<action> legal_actions(const state& s);
// legal_actions, but in a round of priority where passing is legal, without the events
// played and abilities activated, and the traits produced to pay them (never listed nor
// checked): the other actions in the same
// order. What a search that plays an attack or the stack out as it stands tries.
std::vector<action> legal_actions_but_responses(const state& s);

struct illegal_action : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// Applies a legal action and runs the automatic steps up to the next decision; a question
// card text asks on the way becomes the state's pending decision (engine/decision.hpp).
// Throws illegal_action (with check()'s reason) if the action is refused, leaving `s` as
// it was; any other exception (rules_loop, amount_limit) leaves it as it was too.
void apply(state& s, const action& a, event_log* log = nullptr);
// `out = s; apply(out, a)`, the same result, for a search that throws `out` away when the
// action throws: `out` is copy-assigned (its heap parts reused) and no copy of `s` is kept
// to put back, only one for the pending decision when card text asks a question. On an
// exception `out` holds no particular position.
void apply_into(const state& s, const action& a, state& out);
// apply_into, but false (and `out` untouched) where apply_into throws illegal_action: no
// message built and nothing thrown, for a search that tries a move it listed on another
// drawing (agents/mcts_agent.cpp apply_leaf).
bool apply_into_if_legal(const state& s, const action& a, state& out);
// What apply_here_if_legal did.
enum class applied_here { done, illegal, answer };
// apply in place, for a search's own scratch position, with no copy of `s` made: `illegal`
// (s untouched, nothing built or thrown) where apply would throw illegal_action; `answer`
// (s untouched) for an answer to a pending question, which runs its cause again from that
// question's base (apply_into); `done` otherwise, s as apply_into(s as it was, a, out) leaves
// `out`. A question card text asks on the way is held as apply_into holds it, its base (the
// position before the action) asked of `before` then only: the caller rebuilds it. On an
// exception s holds no particular position (agents/mcts_agent.cpp: a new leaf's drawing).
applied_here apply_here_if_legal(state& s, const action& a, const std::function<state()>& before);
// apply_into for an action that legal_actions or legal_actions_but_responses listed on `s`
// itself, without check() again: the listing is check()'s own answer (every candidate is
// checked, and the generated attacks mirror check exactly), so it would pass. For a search
// applying each option it just listed (agents/settle.cpp); never for an action listed on
// another position (a drawing: apply_into_if_legal).
void apply_listed_into(const state& s, const action& a, state& out);
// apply_into with card text's questions thrown through the run (decision_needed) instead of
// held (ops::hold_questions), the way every apply ran before (docs/benchmarks.md, stop 46):
// for tests that compare the two, the same position.
void apply_into_thrown(const state& s, const action& a, state& out);
// Begins player p's turn in a position set up by hand (engine/position.hpp), as apply does.
void begin_turn(state& s, player_id p, event_log* log = nullptr);

// Prices (001 How to Buy a Card): what `buyer` pays to buy card c from where it is, and
// whom the money goes to (no_player = the bank).
struct price {
  cost amount;
  player_id payee = no_player;
  int worth = 0;  // a card in a network: the money it is worth before card text changes the price
};
price buy_price(const state& s, card_id c);
// What playing the event c costs (001 Advanced Rules: "paid for its cost"): its printed cost,
// the money changed by card text (`rule: events you play cost 1M less`), never below nothing.
cost play_cost(const state& s, card_id c);
// What playing event c from where it is costs: play_cost from a hand; on top of an open market,
// where playing it buys it, the buy-cost changes too (`rule: cards you buy cost 1M less`).
cost event_price(const state& s, card_id c);
// What selling card c earns (001 Divest Phase), including its pile per rules options.
int sale_value(const state& s, card_id c);
// Whether card text's `sell` sells network card c (docs/rulings.md, Sold by card text).
bool text_can_sell(const state& s, card_id c);
// Whether card text's sale of c is the turn's ONE sale (001 Divest Phase; variant
// text-sale-keeps-divest-limits: a sale by the turn player).
bool text_sale_is_phase_sale(const state& s, card_id c);
// The business card of player p, if it is in a network.
bool business_in_play(const state& s, player_id p);

}  // namespace engine
