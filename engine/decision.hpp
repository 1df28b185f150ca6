// Decisions card text asks in the middle of an action ("you may ...", "choose a card",
// a search, a place to move to, a player to target) are pending decisions in the state,
// answered by actions (accept, decline, choose, choose_cell, choose_player) like any other
// decision (docs/engine.md).
//
// How an action is resumed: the state keeps the position before the action (`base`), the
// action, and the answers given so far. Each answer applies the action again to a copy of
// `base` with the answers so far; the rules are deterministic, so the run retraces its
// steps, takes the recorded answers at each question and stops at the next unanswered one
// (or finishes). The state in between is the action's partial state: what it did up to
// the question.
#pragma once

#include "engine/action.hpp"
#include "engine/types.hpp"

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace engine {

struct state;

// The last option of a mode question after a first pick of `choose one or both` / `choose one
// or more` (docs/language.md, Modes): pick no other mode (a scenario's `NAME declines`).
inline constexpr const char* no_other_mode = "no other mode";

// A question for one player. `may`: yes or no (options empty). Otherwise pick one of
// `options` (up to `at_most` different ones, e.g. a search for "up to 2 cards"; at least
// `at_least`), or none when `optional`. With a `limit`, the chosen options' `weights` (same order as options)
// add up to at most `limit` (001 Glossary: a search for cards "with a combined valuation of 7 or lower").
struct choice_request {
  player_id player = no_player;
  card_id source = no_card;       // whose text asks
  std::string what;               // the text being decided, e.g. `annihilate a card with #CONSUMER you control`
  bool may = false;
  bool optional = false;
  std::vector<card_id> options;
  int at_most = 1;
  // At least this many before the player may stop (`destroy 2 cards you control`: two, or
  // every option when fewer fit); a choice that is not optional needs one in any case.
  int at_least = 0;
  std::vector<int> weights;
  int limit = -1;                 // -1: no limit on the weights
  // A place instead (001 Glossary MOVE): where `card` goes in `network`, among `cells`.
  card_id card = no_card;
  player_id network = no_player;
  std::vector<cell> cells;
  // A player instead, among `players` (a triggered ability's `target player`, 001 Glossary TARGET).
  std::vector<player_id> players;
  // An amount instead, one of 0..up_to (a cost's `pay x`: docs/rulings.md, A cost the player
  // chooses); -1: none is asked.
  int up_to = -1;
  // When not empty, the only amounts of 0..up_to that may be chosen: those under which the
  // targets chosen with the play still fit their text (`destroy target character with
  // valuation x or less`; docs/rulings.md, A cost the player chooses).
  std::vector<int> amounts;
  // A mode instead (`choose one: A; or B`: docs/rulings.md, Modes): every mode's text in the
  // card's order, and the places of those that may be chosen (a mode that cannot be carried
  // out is left out).
  std::vector<std::string> modes;
  std::vector<int> open_modes;

  bool asks_cell() const { return !cells.empty(); }
  bool asks_player() const { return !players.empty(); }
  bool asks_amount() const { return up_to >= 0; }
  bool amount_allowed(int n) const {
    return n >= 0 && n <= up_to && (amounts.empty() || std::find(amounts.begin(), amounts.end(), n) != amounts.end());
  }
  bool asks_mode() const { return !modes.empty(); }
  // Why a set of chosen options breaks the request's limits, or empty when it keeps them.
  std::string refusal(const std::vector<card_id>& chosen) const;
  // Whether `next` may be added to `picked` (an option, not chosen yet, within the limits).
  bool can_add(const std::vector<card_id>& picked, card_id next) const;
  friend bool operator==(const choice_request&, const choice_request&) = default;
};

// One answer, as given by an accept, decline, choose, choose_cell, choose_player, choose_amount or choose_mode action.
struct answer {
  action_kind kind = action_kind::decline;
  card_id card = no_card;
  cell at{};
  player_id whom = no_player;
  int value = 0;  // choose_amount: the amount; choose_mode: the mode
  friend bool operator==(const answer&, const answer&) = default;
};

// The decision the game waits for in the middle of `cause` (see the top of this file).
struct pending_decision {
  std::shared_ptr<const state> base;  // the state `cause` was applied to
  action cause;
  std::vector<answer> answers;        // every answer given to `cause` so far, in order
  choice_request question;            // what is asked now
  std::vector<card_id> picked;        // the cards picked so far for `question` (several may be)
  std::size_t logged = 0;             // events of `cause` already given to the caller's log
};
bool same_decision(const pending_decision& a, const pending_decision& b);

// A question card text asks that has no answer yet: held by ops in apply()'s runs
// (ops::hold_questions; thrown only when the frozen game is touched after it), thrown from
// where it is put otherwise; apply() turns it into the state's pending decision. It never
// leaves the engine.
struct decision_needed {
  choice_request question;
  std::vector<card_id> picked;
  // The events the action's log held when the question was put: those recorded after it, as
  // the exception unwinds (a combat's end, engine/combat_damage.cpp), are not the game's;
  // the run again with the answer logs what really follows (engine/apply.cpp run_from).
  std::size_t logged = 0;
};

// The answers an action is applied with, taken in order (ops asks them).
struct answer_tape {
  const std::vector<answer>* answers = nullptr;
  std::size_t next = 0;
  const answer* take() { return answers && next < answers->size() ? &(*answers)[next++] : nullptr; }
};

}  // namespace engine
