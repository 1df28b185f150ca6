// Actions: every decision a player makes is one of these (OpenSpiel style), so an agent
// can play from legal_actions() alone.
#pragma once

#include "engine/target.hpp"
#include "engine/types.hpp"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace engine {

struct state;

enum class action_kind : std::uint8_t {
  bid,              // value: sealed bid 0..10 (001 Beginning of the game)
  mulligan,         // shuffle the hand back, draw one fewer (001 Beginning of the game)
  keep_hand,
  pay_upkeep,       // card: pay its cost at the upkeep step (001 Accounting Phase)
  decline_upkeep,   // card: do not pay; the card is destroyed
  buy_revealed,     // card: the revealed resource, deployed at `at` in your network
  bottom_revealed,  // put the revealed resource at the bottom of the resource deck
  produce,          // card, t: engage a card to add its trait value to your pool (001 Buy Phase)
  buy,              // card, network, at: buy and deploy (001 Buy Phase); a business: buy-out; value 1: for free
  sell,             // card: sell for its valuation (001 Divest Phase)
  attack,           // card: attacker; network, at: the target space; t: the trait (001 Challenge Phase)
  block,            // cards: the blockers declared (none: the target blocks) (001 Challenge Phase: Blocking)
  retaliate,        // cards: the blockers that retaliate (none: no retaliation) (001 Challenge Phase: Damage)
  assign,           // cards, amounts: the attacker's split of its damage among blockers
  play,             // card: an event from the hand, deployed at `at` in your network; targets: its targets (001 Advanced Rules)
  activate,         // card: the source; value: which activated ability; targets: its targets (001 Advanced Rules)
  pass,             // in a priority round: pass priority; otherwise close the phase's window and move on
  // Answers to a question card text asks mid-action (engine/decision.hpp).
  accept,           // yes to a "may"
  decline,          // no to a "may"; no card, no more cards or no place, where the question allows it
  choose,           // card: one of the options (a question allowing several is asked again)
  choose_cell,      // at: where the card moves (001 Glossary MOVE)
  choose_player,    // whom: one of the players asked for (a `target player` as an ability triggers)
  choose_amount,    // value: the amount chosen, 0..the question's up_to (a cost's `pay x`)
  choose_mode,      // value: the mode chosen, its place among the question's modes (`choose one: A; or B`)
  concede,
  // Not a player's decision: a scenario's start position begins its turn (engine/position.hpp),
  // so that card text asking at the beginning of the turn is a pending decision too.
  begin_turn,
};
// How many action kinds there are: the size of a table indexed by action_kind.
inline constexpr std::size_t action_kind_count = static_cast<std::size_t>(action_kind::begin_turn) + 1;

// The cards an action lists: blockers, retaliators, an attacker's split. An area
// attack has up to nine defenders (001 Glossary, attacks on an area: up to a 3x3 area).
inline constexpr int max_listed = 9;
using card_list = std::array<card_id, max_listed>;
using amount_list = std::array<std::int16_t, max_listed>;
inline constexpr card_list no_cards = [] {
  card_list l{};
  l.fill(no_card);
  return l;
}();

struct action {
  action_kind kind = action_kind::pass;
  player_id player = 0;
  card_id card = no_card;
  player_id network = no_player;  // whose network to deploy into
  cell at{};
  trait t = trait::iq;
  int value = 0;
  card_list cards = no_cards;  // block, retaliate, assign
  amount_list amounts{};       // assign: per entry of cards
  target_list targets{};       // play, activate: what the effect targets, cards or players
  player_id whom = no_player;  // choose_player: the player chosen
  // play, activate: the mode of its `choose one` chosen with it, from 0 (docs/rulings.md,
  // Modes); -1: none (a text without a mode chosen as it is played).
  std::int8_t mode = -1;
  friend bool operator==(const action&, const action&) = default;
};

// An answer to a question card text asks: accept, decline, choose or choose_cell.
inline bool is_answer(action_kind k) {
  return k == action_kind::accept || k == action_kind::decline || k == action_kind::choose ||
         k == action_kind::choose_cell || k == action_kind::choose_player || k == action_kind::choose_amount ||
         k == action_kind::choose_mode;
}

// Constructors that read like the rules.
// An attack's value: the way an area's shape faces (variant area-direction-chosen;
// combat::area_facing), by these names, 0 the default.
inline constexpr std::array<std::string_view, 4> facing_names{"east", "south", "west", "north"};

namespace act {
inline action bid(player_id p, int v) { return {.kind = action_kind::bid, .player = p, .value = v}; }
inline action mulligan(player_id p) { return {.kind = action_kind::mulligan, .player = p}; }
inline action keep_hand(player_id p) { return {.kind = action_kind::keep_hand, .player = p}; }
inline action pay_upkeep(player_id p, card_id c) { return {.kind = action_kind::pay_upkeep, .player = p, .card = c}; }
inline action decline_upkeep(player_id p, card_id c) {
  return {.kind = action_kind::decline_upkeep, .player = p, .card = c};
}
inline action buy_revealed(player_id p, card_id c, cell at) {
  return {.kind = action_kind::buy_revealed, .player = p, .card = c, .network = p, .at = at};
}
inline action bottom_revealed(player_id p) { return {.kind = action_kind::bottom_revealed, .player = p}; }
inline action produce(player_id p, card_id c, trait t) {
  return {.kind = action_kind::produce, .player = p, .card = c, .t = t};
}
// value 1: for free, where card text allows (engine/legality.hpp deployed_for_free).
inline action buy(player_id p, card_id c, player_id network, cell at, int value = 0) {
  return {.kind = action_kind::buy, .player = p, .card = c, .network = network, .at = at, .value = value};
}
inline action buy_out(player_id p, card_id business) {
  return {.kind = action_kind::buy, .player = p, .card = business};
}
inline action sell(player_id p, card_id c) { return {.kind = action_kind::sell, .player = p, .card = c}; }
// `bonded`: a card under the target space's top card, attacked instead of it (rule query
// can_attack_bonded; 001 Bonding: "Only the first card of a pile can be targeted, except ...").
inline action attack(player_id p, card_id attacker, player_id network, cell target, trait t, card_id bonded = no_card) {
  action a{.kind = action_kind::attack, .player = p, .card = attacker, .network = network, .at = target, .t = t};
  a.cards[0] = bonded;
  return a;
}
inline action block(player_id p, card_list blockers) {
  return {.kind = action_kind::block, .player = p, .cards = blockers};
}
inline action retaliate(player_id p, card_list retaliators) {
  return {.kind = action_kind::retaliate, .player = p, .cards = retaliators};
}
inline action assign(player_id p, card_list blockers, amount_list amounts) {
  return {.kind = action_kind::assign, .player = p, .cards = blockers, .amounts = amounts};
}
// value 1: for free, where card text allows (engine/legality.hpp played_for_free).
inline action play(player_id p, card_id event, cell at, target_list targets = {}, int mode = -1, int value = 0) {
  return {.kind = action_kind::play, .player = p, .card = event, .network = p, .at = at, .value = value, .targets = targets,
          .mode = static_cast<std::int8_t>(mode)};
}
inline action activate(player_id p, card_id source, int ability, target_list targets = {}, int mode = -1) {
  return {.kind = action_kind::activate, .player = p, .card = source, .value = ability, .targets = targets,
          .mode = static_cast<std::int8_t>(mode)};
}
inline action pass(player_id p) { return {.kind = action_kind::pass, .player = p}; }
inline action concede(player_id p) { return {.kind = action_kind::concede, .player = p}; }
inline action accept(player_id p) { return {.kind = action_kind::accept, .player = p}; }
inline action decline(player_id p) { return {.kind = action_kind::decline, .player = p}; }
inline action choose(player_id p, card_id c) { return {.kind = action_kind::choose, .player = p, .card = c}; }
inline action choose_cell(player_id p, cell at) { return {.kind = action_kind::choose_cell, .player = p, .at = at}; }
inline action choose_player(player_id p, player_id whom) {
  return {.kind = action_kind::choose_player, .player = p, .whom = whom};
}
inline action choose_amount(player_id p, int n) { return {.kind = action_kind::choose_amount, .player = p, .value = n}; }
inline action choose_mode(player_id p, int mode) { return {.kind = action_kind::choose_mode, .player = p, .value = mode}; }
inline action begin_turn(player_id p) { return {.kind = action_kind::begin_turn, .player = p}; }
}  // namespace act

// E.g. `player 1 buys "Incarnate Neonate" and deploys it in player 2's network at 1,0`.
std::string to_string(const action& a, const state& s);

// The stable text form of an action, one line, for replays (docs/replays.md), e.g.
// `buy p=1 card=23 net=2 at=1,0`; parse_action reads it back (nullopt, with `error` set,
// for a line that is not an action).
std::string to_text(const action& a);
std::optional<action> parse_action(std::string_view line, std::string* error);

}  // namespace engine
