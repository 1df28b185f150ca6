// `they`, `that player`, `their`, `they control` with no statement before them whose subject
// is players: the last target player the effect named before them, in a condition or a
// zone (`if target opponent has more money than you { take 2M from that player }`, `look at
// target opponent's hand, ... that player discards a card`); none: the acting player
// (docs/reference.md 7.2; docs/rulings.md, They after a target player).
#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "check/checker.hpp"
#include "check/check_parts.hpp"

namespace megacorp {

using checked::expr;
using checked::op;

namespace {

// The walk in text order, as the runner's target_selections numbers the targets.
struct they_walk {
  int targets = 0;        // target selections seen so far
  int player_slot = -1;   // the last of them that names a player; -1: none
  bool named = false;     // a statement whose subject is players came before: `they` names them
  bool event_player = false;  // a triggered ability: `that player` may be its event's (a step, a draw)
  std::vector<const expr*> self_takes;  // `take ... from` the acting player: nothing moves (001 Resources)
  std::vector<const expr*> acting_amounts;  // `they` in a transfer's amount left to the acting player
};

bool is_they(const expr& e) {
  return e.o == op::player_ref && words::as<words::pronoun>(e.word) == words::pronoun::acting;
}
bool is_they_control(const expr& e) {
  return e.o == op::controlled_by && words::as<words::controller>(e.word) == words::controller::they;
}

// A statement whose subject is players (`each player ...`, `target opponent may ...`, `for
// each opponent`): `they` after it, and in what they do, names them (check_subject, check_may).
bool names_subject_players(const expr& e) {
  if (e.o == op::for_each) return !e.args.empty() && names_players(e.args[0]);
  return e.o == op::may && !e.args.empty() && e.args[0].o != op::you;
}

void walk(expr& e, they_walk& w, bool zone_owner);

void walk_args(expr& e, they_walk& w) {
  const bool zone = e.o == op::zone;
  for (std::size_t i = 0; i < e.args.size(); ++i) {
    walk(e.args[i], w, zone && i == 0);
    if (i == 0 && names_subject_players(e)) w.named = true;  // after the subject, before what it does
  }
}

// Marks a pronoun with the slot it names: value slot + 1 (`they`, `their`); `they control`
// slot + 2 (value 1 is the last target player before a target, run/players.cpp they_slot).
void bind(expr& e, const they_walk& w, bool zone_owner) {
  if (w.named || w.player_slot < 0) return;
  const bool owner = zone_owner && e.o == op::player_ref && words::as<words::owner>(e.word) == words::owner::named;
  if (owner || (!zone_owner && is_they(e))) e.value = w.player_slot + 1;
  else if (is_they_control(e) && e.value == 0) e.value = w.player_slot + 2;
}

// `take 2M from you`, or from `that player` left to the acting player: money taken from
// oneself stays where it is, so the statement can never act (vocabulary 6, `take`).
// `give 2M to you` too. In a statement other players do, `you` is the card's controller
// (`they may give 1M to you`; run/effects_players.cpp, transfer_players): money moves.
bool takes_from_self(const expr& e, const they_walk& w) {
  if ((e.o != op::take_money && e.o != op::give_money) || e.args.size() < 2) return false;
  const expr& from = e.args[1];
  return (from.o == op::you && !w.named) || (is_they(from) && from.value == 0 && !w.named && !w.event_player);
}

bool has_target(const expr& e) {
  if (e.o == op::select && e.target) return true;
  return std::any_of(e.args.begin(), e.args.end(), [](const expr& a) { return has_target(a); });
}

// The first unbound `they` / `they control` in e: the acting player, as it runs.
const expr* unbound_they(const expr& e) {
  if ((is_they(e) || is_they_control(e)) && e.value == 0) return &e;
  for (const expr& a : e.args)
    if (const expr* t = unbound_they(a)) return t;
  return nullptr;
}

// `take 1M for each location they control from target opponent`: with no players named
// before it, `they` in a transfer's amount is the one target player the money moves with,
// though written after it (docs/rulings.md, They after a target player: in a transfer's
// amount). Walks the amount so; elsewhere notes a `they` left to the acting player.

bool walk_transfer(expr& e, they_walk& w) {
  if ((e.o != op::take_money && e.o != op::give_money) || e.args.size() < 2 || w.named) return false;
  if (!one_target_player(e.args[1]) || has_target(e.args[0])) {
    const expr* t = w.player_slot < 0 && !w.event_player ? unbound_they(e.args[0]) : nullptr;
    if (t) w.acting_amounts.push_back(t);
    return false;
  }
  they_walk amount = w;
  amount.player_slot = w.targets;  // the slot args[1] takes next
  walk(e.args[0], amount, false);
  walk(e.args[1], w, false);
  return true;
}

// `if an opponent has more money than you { ... that player ... }`: a condition on some
// player (not a target) names the one who fits for its block; `if its controller controls no
// other characters { ... that player ... }`, one on a player a pronoun names (not `they`),
// names that player (run/effects.cpp, run_if_then; run/conditions.cpp, players_fitting).
bool some_player_condition(const expr& e) {
  if ((e.o != op::has_amount && e.o != op::has_most && e.o != op::controls) || e.args.empty()) return false;
  if (e.args[0].o == op::player_ref) return !is_they(e.args[0]);
  if (e.args[0].o != op::select || e.args[0].target || !names_players(e.args[0])) return false;
  const auto& f = e.args[0].args;
  return std::any_of(f.begin(), f.end(), [](const expr& a) {
    return a.o == op::number && words::chooses_one(words::as<words::determiner>(a.word));
  });
}

// The block of such a condition walked with its player named; the rest as any statement.
bool walk_if_some_player(expr& e, they_walk& w) {
  if (e.o != op::if_then || e.args.size() < 2 || w.named || !some_player_condition(e.args[0])) return false;
  walk(e.args[0], w, false);
  they_walk block = w;
  block.named = true;
  walk(e.args[1], block, false);
  w.targets = block.targets, w.player_slot = block.player_slot;
  w.self_takes = std::move(block.self_takes), w.acting_amounts = std::move(block.acting_amounts);
  for (std::size_t i = 2; i < e.args.size(); ++i) walk(e.args[i], w, false);
  return true;
}

// `if you have more money than target opponent { that player gives 1M to you } else { that
// player gives 3M to you }`: the second branch runs instead of the first, so what the first
// names (a statement whose subject is players) does not carry into it; the targets are
// numbered on in text order (blind design batch 32, d09: the second `that player` named nobody).
bool walk_branches(expr& e, they_walk& w) {
  if (e.o != op::if_then || e.args.size() < 3) return false;
  walk(e.args[0], w, false);
  const std::size_t takes = w.self_takes.size(), amounts = w.acting_amounts.size();
  they_walk first = w;
  walk(e.args[1], first, false);
  they_walk second = w;
  second.targets = first.targets;
  walk(e.args[2], second, false);
  w = std::move(first);  // its notes, then the second's that are new
  w.self_takes.insert(w.self_takes.end(), second.self_takes.begin() + static_cast<std::ptrdiff_t>(takes), second.self_takes.end());
  w.acting_amounts.insert(w.acting_amounts.end(), second.acting_amounts.begin() + static_cast<std::ptrdiff_t>(amounts),
                          second.acting_amounts.end());
  w.targets = second.targets, w.player_slot = second.player_slot, w.named = w.named || second.named;
  return true;
}

void walk(expr& e, they_walk& w, bool zone_owner) {
  bind(e, w, zone_owner);
  if (walk_if_some_player(e, w) || walk_branches(e, w)) return;
  const bool target = e.o == op::select && e.target;
  const int slot = target ? w.targets++ : -1;
  if (!walk_transfer(e, w)) walk_args(e, w);
  if (takes_from_self(e, w)) w.self_takes.push_back(&e.args[1]);  // its player bound first
  if (target && names_players(e)) w.player_slot = slot;
}

// `put the top card of each opponent's main deck into their open market`: `their` after an
// opponents' zone in the same statement names no opponent (the acting player, or the event's),
// so the cards would go elsewhere than the text says (blind design batch 44, d09: into the
// acting player's open market). The first such `their` / `that player's` / `they`, or null.
const expr* their_after_opponents(const expr& e, bool& seen) {
  if (e.o == op::zone && !e.args.empty() && e.args[0].o == op::player_ref) {
    const auto w = words::as<words::owner>(e.args[0].word);
    if (w == words::owner::opponents) seen = true;
    else if (seen && w == words::owner::named && e.args[0].value == 0) return &e.args[0];
    return nullptr;  // its owner is no pronoun (`your` is owner::acting, not `they`)
  }
  if (seen && is_they(e) && e.value == 0) return &e;
  for (const expr& a : e.args)
    if (const expr* t = their_after_opponents(a, seen)) return t;
  return nullptr;
}

// The statements of an effect, through its blocks; not into a statement whose subject is
// players (`for each opponent { ... their ... }`: `their` is each of them).
template <class F>
void each_statement(const expr& e, F&& f) {
  if (names_subject_players(e)) return;
  if (e.o == op::sequence || e.o == op::if_then) {
    for (const expr& a : e.args) each_statement(a, f);
    return;
  }
  f(e);
}

}  // namespace

void checker::bind_they(checked::ability& a) {
  they_walk w;
  w.event_player = a.kind == checked::ability_kind::triggered;
  walk(a.effect, w, false);
  for (const expr* from : w.self_takes)
    diags_.warning(from->where, fmt::format("'{}' here is the acting player, and money moved to or from oneself stays "
                                            "where it is: this never acts; name the other player ('take 2M from "
                                            "target opponent', 'give 2M to each opponent')",
                                            name_of(*from)));
  each_statement(a.effect, [&](const expr& statement) {
    bool seen = false;
    if (const expr* their = their_after_opponents(statement, seen))
      diags_.error(their->where, fmt::format("'{}' here does not name each opponent the statement names before it (it "
                                             "names the acting player, or the player of the trigger's event): to act "
                                             "for each opponent, put the statement in 'for each opponent {{ ... }}' "
                                             "('for each opponent {{ put the top card of their main deck into their "
                                             "open market }}'), or name a card's owner ('its owner's open market')",
                                             name_of(*their)));
  });
  for (const expr* they : w.acting_amounts)
    diags_.warning(they->where, "'they' here is the acting player: the players money moves with are named after it, and "
                                "only one target player is counted for them ('take 1M for each location they control "
                                "from target opponent'); write 'you control' to count yours, or name one target player");
}

}  // namespace megacorp
