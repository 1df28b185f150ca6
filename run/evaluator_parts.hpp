// Internal to run/: what the evaluator's files share (the board, filters, selections,
// conditions, effects, players and targets, costs, keywords in play). Users go through evaluator.hpp.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/network.hpp"
#include "run/evaluator.hpp"
#include "vocabulary/words.hpp"

namespace megacorp::run_parts {

using checked::expr;
using checked::op;
using engine::card_id;
using engine::no_card;
using engine::player_id;
using engine::zone;
using words::comparison;
using words::controller;
using words::determiner;
using words::noun;
using words::owner;
using words::pronoun;
using words::state;

// A word of family E as the runner reads it: unknown when a test switched it off
// (run/switched_off.hpp), else its entry (words::as).
template <class E>
E as(const eval_context& c, std::uint8_t word) {
  if (c.off->word_is_off<E>(word)) [[unlikely]]
    return E{};
  return static_cast<E>(word);
}

constexpr int max_depth = 16;  // rules that consult rules; deeper is a loop in card text

// The runner's guard: an entry it has no code for (text that checks never reaches it)
// (evaluator.cpp).
[[noreturn]] void unsupported(const expr& e, const std::string& what);

// The board (board.cpp).
bool in_network(const engine::state& s, card_id c);
// In a network's space, or bonded under a pile's top: a statement that changes a card
// (damage, destroy, counters, traits, keywords, reset) acts on a bonded card its text
// reached by a target (001 Bonding: "Only the first card of a pile can be targeted, except
// if a card has [PENETRATOR]"); the checker keeps its other selections off bonded cards.
bool in_pile(const engine::state& s, card_id c);
// Where card x stands when adjacency is asked: the card whose text it is (c.self) at the space
// it left when its costs or its trigger took it out of play (eval_context::self_was; docs/
// rulings.md, A cost that takes its card out of play), and at its pile's space when it is
// bonded (001 Bonding: "their continuous abilities are still active"); any other card where it
// is in a network; none elsewhere.
engine::target_space standing_place(const eval_context& c, card_id x);
engine::target_space last_place(const eval_context& c, card_id x);
// Two places side by side in one network (001 Deploying and Docking: one card on each side).
bool side_by_side(engine::target_space a, engine::target_space b);
bool within_radius(const engine::state& s, card_id a, card_id centre, int n);
// Where card x is for a place read from it: its space in a network, or this card's last
// known place when its ability's costs took it out of play
// (eval_context::self_was); none elsewhere.
engine::target_space place_of(const eval_context& c, card_id x);
// Whether card a, in a network, is within n of a place.
bool within_radius_of_place(const engine::state& s, card_id a, engine::target_space at, int n);
// Whether a selection picks the cards in a card radius (`each card in card radius 1 of this`).
bool in_radius(const expr& sel);
bool can_annihilate(const engine::state& s, card_id c);
card_id host_of(const engine::state& s, card_id c);
bool has_tag_now(const eval_context& c, card_id card, checked::tag_id t);
engine::area_shape area_of(const expr& f);
const engine::card_pile* pile_of(const eval_context& c, const engine::state& s, player_id p, const expr& z);
engine::zone zone_kind(const eval_context& c, const expr& z);
player_id zone_player(const eval_context& c, const expr& z, player_id previous);
// `they` with no player subject before it (players.cpp): the event's player, the target player
// the checker bound it to (`bound`, slot + 1; none chosen: no_player), or the acting player.
player_id unnamed_they(const eval_context& c, std::int64_t bound);
engine::trait trait_of_word(const eval_context& c, const expr& e);
int clamp_int(long long v);
// In a draw trigger (eval_context::heard_draw), the cards player p drew after the draw heard
// (`draw 2 cards`: the second, for the first card's trigger), not yet in their hand as that
// draw left it; 0 otherwise (filters.cpp).
int drawn_after_heard(const eval_context& c, player_id p);
bool can_turn(const engine::state& s, card_id x, op verb);

// Whether a card fits a selection's noun and filters (filters.cpp).
bool noun_fits(const engine::card_def& d, noun n);
checked::tag_id tag(const eval_context& c, const expr& e);
bool has_state(const eval_context& c, card_id card, const expr& e);
// The game with `card` put back as it last was in play, when the action running took it out
// of play (docs/rulings.md, A card that left play); none when it is read as it is now (in
// play, left before, no action running, or variant left-card-read-now).
std::optional<engine::state> game_as_it_left(const eval_context& c, card_id card);
// l against r by e's comparison word (`or more`, `less than`, `=`, ...; conditions.cpp).
bool compared(const eval_context& c, const expr& e, int l, int r);
bool filter_passes(const eval_context& c, const expr& f, card_id card, bool piles = false);
// `them that are characters`, `it with #GMO`: the cards a pronoun names that fit its
// qualifiers (all of its args), in the order named.
std::vector<card_id> fitting(const eval_context& c, const expr& sel, std::vector<card_id> cards);
bool fits_qualifiers(const eval_context& c, const expr& sel, card_id card);
// Whether k neighbours that fit are enough for `adjacent to SEL` (its count, or one).
bool enough_neighbours(const eval_context& c, const expr& sel, int k);
// Whether `card` is adjacent to what `sel` names, as many as it counts: the filter `adjacent to
// SEL` and the condition `X is adjacent to SEL` both read it (standing_place, filters.cpp).
bool adjacent_to(const eval_context& c, card_id card, const expr& sel);
// A card's trait (a null trait: none), its damage (all traits) or its valuation (filters.cpp).
std::optional<int> card_number(const engine::state& s, card_id card, checked::card_number what);
// The same, of a card that left play during this action read as it last was in play
// (docs/rulings.md, A card that left play), unless the variant left-card-read-now.
std::optional<int> card_number(const eval_context& c, card_id card, checked::card_number what);
// Who controls the card, or controlled it as it last was in play when it left play since
// the event (its last known information, as card_number).
engine::player_id controller_was(const eval_context& c, card_id card);
// `the opponent on your left` (left) / `... right`: the next opponent still in the game in
// turn order from the acting player, or the one before; none when there is none
// (docs/rulings.md, Seating).
engine::player_id seat_opponent(const eval_context& c, bool left);

// What a selection names (selections.cpp).
bool names_host(const eval_context& c, const expr& sel);
// Whether `card` gave the rule being read (c.use, a rule an effect gives) to c.self: the
// source of a grant of it, in play (words::pronoun::giver; several givers, any of them).
bool gave_this_rule(const eval_context& c, card_id card);
card_id named_card(const eval_context& c);
card_id this_card(const eval_context& c);  // the card `this` names: self, none when it is gone (self_gone)
card_id its_card(const eval_context& c);
engine::target target_of(const eval_context& c, const expr& sel);
bool is_player_noun(const eval_context& c, const expr& sel);
bool is_player_selection(const eval_context& c, const expr& sel);
bool is_event_card(const eval_context& c, const expr& sel);
card_id event_card(const eval_context& c, pronoun which);
// The combat card text names: the trigger's event's (kept after it ends), else the one
// under way; none outside combat.
engine::combat_parties combat_named(const eval_context& c);
card_id single(const eval_context& c, const expr& sel);
std::vector<card_id> anchors(const eval_context& c, const expr& sel, bool reads = false);
determiner determiner_of(const eval_context& c, const expr& sel);
bool names_bonded(const eval_context& c, const expr& sel);
bool names_a_zone(const expr& sel);
const expr* group_filter(const expr& sel);
std::vector<card_id> named_group(const eval_context& c, const expr& f);
bool is_choice(const eval_context& c, const expr& sel);
// The players of a condition on some player (`an opponent has more money than you`) that
// fit it, in seat order; none for any other condition (conditions.cpp).
std::vector<player_id> players_fitting(const eval_context& c, const expr& condition);
// `reads`: for a condition or a count, which act on no card and so read the cards under
// piles' tops too (selections.cpp in_play_for); a statement's choice reaches them only
// through `bonded`.
std::vector<card_id> choice_options(const eval_context& c, const expr& sel, bool reads = false);
// Whether `card` is among the cards in play a selection without a zone names (selections.cpp).
bool in_play_for(const eval_context& c, const expr& sel, card_id card, bool reads);
// The `reads` of a condition or a count: true but under variant bonded-cards-not-counted.
bool reads_piles(const eval_context& c);
// Who controls a card for `you control` (filters.cpp, control_of).
engine::player_id control_of(const engine::state& s, card_id card, bool piles);
// How many cards a statement's selection has its player choose (see counted).
struct how_many {
  int at_least = 0;
  int at_most = 0;
};
// The number a selection's determiner names, targeted or not (`2 target characters`: 2).
std::optional<how_many> how_many_of(const eval_context& c, const expr& sel);
std::optional<how_many> counted(const eval_context& c, const expr& sel);
// A counted target (`2 target characters`, `up to 3 target ...`): its cards are chosen as
// it is played (engine/target.hpp), counted_targets_of names them.
bool is_counted_target(const eval_context& c, const expr& sel);
// Whether a selection names an item on the stack by its source (`target ability`, `target
// effect`), not a card in a space (001 Glossary CANCEL, TARGET).
bool names_an_item(const eval_context& c, const expr& sel);
std::vector<card_id> counted_targets_of(const eval_context& c, const expr& sel);
std::vector<card_id> every_fit(const eval_context& c, const expr& sel, bool reads = false);

// Choices, searches and places, as pending decisions (choices.cpp).
card_id ask_for_card(const eval_context& c, engine::ops& o, const expr& sel, const std::vector<card_id>& options,
                     bool optional, const std::string& what = {});
std::vector<card_id> ask_for_cards(const eval_context& c, engine::ops& o, const expr& sel,
                                   const std::vector<card_id>& options, how_many n, const std::string& what = {});
// A choice with no card that fits chooses nothing, and the log says so (text_choice_no_card;
// docs/rulings.md, Another player's choice: Nothing to choose), unless `say_none` is false:
// a statement that says why it did nothing in its own words. A selection marked `at random`
// (`discard a card at random`: op::chosen_at_random) is drawn by the game's seeded generator
// among the cards that fit, in ask_for_card and ask_for_cards (docs/rulings.md, At random).
std::vector<card_id> pick_cards(const eval_context& c, const expr& sel, engine::ops& o, bool say_none = true);
// pick_cards for a verb (`engage`, `destroy`, `reset`, ...): `it` / `them` name its cards after
// it, every card a noun phrase names too (`engage each disengaged character, then add 1
// development counter to them`), as the checker binds them (docs/vocabulary.md 7.1).
std::vector<card_id> pick_named(const eval_context& c, const expr& sel, engine::ops& o);
int search_limit(const eval_context& c, const expr& sel);
std::vector<card_id> search(const eval_context& c, const expr& e, engine::ops& o);
std::optional<engine::cell> ask_place(const eval_context& c, engine::ops& o, const expr& e, card_id card, player_id net,
                                      const std::vector<engine::cell>& cells);
std::optional<std::pair<player_id, std::vector<engine::cell>>> places_for(const eval_context& c, const expr& e, card_id card);
engine::cell deploy_place(const eval_context& c, engine::ops& o, const expr& e, card_id card, player_id net,
                          const std::vector<engine::cell>& cells);
player_id ask_network(const eval_context& c, engine::ops& o, const expr& e, card_id card,
                      const std::vector<player_id>& nets);

// Keyword arguments and costs (evaluator.cpp, costs.cpp).
const expr& argument_of(const eval_context& c, const expr& do_stmt, eval_context& own);
// Whether the player could do st as the first statement of a `may` or a mode: a cost's form
// payable, money to give in full.
bool can_pay_one(const eval_context& c, const expr& st);
bool can_give_all(const eval_context& c, const expr& give);
// What a `pay` statement asks of the acting player: its money (with the activation cost
// change) and, for `pay 1M + 1BQ` or a `cost` parameter, its trait costs (001 Buy Phase).
engine::cost price_of(const eval_context& c, const expr& pay);
// The traits the costs pay from the pool (`pay 1M + 2IQ`, a keyword's `do price`), read now;
// its money is left at 0.
engine::cost traits_paid(const eval_context& c, const expr& costs);
// Whether `card` may become a copy of `of`: the same card types, neither a business nor a
// founder (docs/rulings.md, Copies).
bool may_copy(const engine::state& s, card_id card, card_id of);
// The money an ability's cost change adds to `pay` (eval_context::cost_change_on): on its
// first money payment only.
int cost_change_of(const eval_context& c, const expr& pay);
// An ability's first money payment among its costs (`engage this, pay 2M`), or null.
const expr* first_money_payment(const expr& costs);
// 001 Advanced Rules ("pay the costs"): `abilities of SEL cost 1M more to activate` adds the
// money once, to the ability's first money payment; an ability whose costs pay no money
// (`engage this`) pays it apart. Less lowers the first payment, never below nothing (blind
// design batch 30, T1). Sets c's cost change; returns the money paid apart.
int set_cost_change(eval_context& c, const expr& costs, int change);
// `activate: COSTS -> EFFECT` (run_activate): sets c's cost change to what card text adds to
// activating the abilities of c.self, and returns the money paid apart; -1 when it may not be
// activated now or its costs, that change included, cannot be paid.
int ready_activation(eval_context& c, const expr& activate);
// Whether it may be activated now and its costs paid, that change included.
bool can_activate(const eval_context& c, const expr& activate);
// Whether the player has that money, and those traits in their trait pool.
bool affords(const engine::state& s, player_id p, const engine::cost& price);
bool could_start(const eval_context& c, const expr& effect);
// Whether a card pays `sell SEL` or `put SEL into your hand` as a cost: the payer controls it,
// in play, and (`sell`) it can be sold (001 Divest Phase; docs/vocabulary.md 10).
bool pays_with_card(const eval_context& c, op o, card_id x);
// Whether statements run as costs now (an ability's or an event's additional cost).
inline bool paying_cost(const eval_context& c) { return c.pays != eval_context::paying::effect; }
// The cards `sell` or `put ... into your hand` pays with as a cost: a choice among those that
// pay (pays_with_card), or the cards the selection names.
std::vector<card_id> pick_paying(eval_context& c, engine::ops& o, op verb, const expr& sel);
bool may_activate(const eval_context& c);  // not in the End Phase process (001 End Phase)

// The players a statement acts on (players.cpp).
// How many of the `named` players a statement acts on: one for `an opponent`, N for `N
// players`, else all (players_acted_on asks which).
std::size_t players_wanted(const eval_context& c, const expr& sel, std::size_t named);
std::vector<player_id> players_acted_on(const eval_context& c, const expr& sel, engine::ops& o);
// The players a transfer names before any choice among them. `you` there is the card's
// controller, also in a statement other players do (`when each opponent's turn begins: they
// may give 1M to you`; docs/language.md, `you` in a transfer; blind design batch 22, d19).
std::vector<player_id> transfer_named(const eval_context& c, const expr& sel);
// The context in which player p does what a statement with a subject says (`each player
// draws 1 card`, `target opponent chooses ...`): p acts as "you" (docs/reference.md 6).
eval_context subject_context(const eval_context& c, const expr& each, player_id p);

}  // namespace megacorp::run_parts
