// The evaluator: runs checked effect trees against a game. Selections, conditions and
// amounts are read from a state; statements change it through engine::ops. What it cannot
// run yet throws text_not_supported naming the construct, so no card silently does less.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <limits>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/ops.hpp"
#include "engine/rule_memo.hpp"
#include "ir/checked.hpp"
#include "library/library.hpp"
#include "run/switched_off.hpp"

namespace megacorp {

struct text_not_supported : std::runtime_error {
  using std::runtime_error::runtime_error;
};

using checked::bound_ability;

// A card the last `look at` of an effect named, and where it was then: `the rest` are
// those still there (docs/rulings.md, Looking at cards).
struct looked_card {
  engine::card_id card = engine::no_card;
  engine::zone zone{};
  engine::player_id player = engine::no_player;
};

// What the statement just before did (`that many`, `that much`; docs/rulings.md, That
// many): the cards it put into a zone and the money lost, paid or taken while it ran; of a
// statement whose subject is players (`each player discards their hand`), each player's own
// too, which that player reads (`then they draw that many cards`).
struct statement_tally {
  engine::ops::tally total;
  std::array<engine::ops::tally, engine::max_players> each{};
  std::uint8_t players = 0;        // bit p: player p's own count is in each[p]
  const checked::expr* by = nullptr;  // the statement that counted per player
};

// The players `with the most ...` chose in an effect (docs/rulings.md, The player with the
// most): decided as the effect starts, kept for the rest of it; by filter and the players it
// chose among (`each opponent` in a loop over players: each one's own), bit p for player p.
struct most_decided {
  struct choice {
    const checked::expr* filter = nullptr;
    std::uint8_t among = 0;
    std::uint8_t chosen = 0;
  };
  std::vector<choice> made;
};

// Where an expression is evaluated: `self` is the card whose text it is ("this"), `you`
// its controller, `it` the card a trigger or a for-each names.
struct eval_context {
  const library* lib = nullptr;  // the checked cards: a card's behaviour handle indexes lib->cards()
  const engine::state* s = nullptr;
  engine::card_id self = engine::no_card;
  // A delayed effect whose card has changed zone since it was made: `this` names no card
  // (a new card; docs/rulings.md, Delayed effects), though `self` still says whose text it is.
  bool self_gone = false;
  engine::player_id you = engine::no_player;
  const checked::keyword_use* use = nullptr;
  engine::card_id it = engine::no_card;
  // The card `its` names when no statement has named one: in a trigger `when this PHRASE`
  // without an object, the card whose text it is, though `it` is the event's other party
  // (`when this is destroyed: its controller gains 3M` pays this card's controller;
  // docs/reference.md 2). no_card: the card `it` names. Whoever sets `it` resets it.
  engine::card_id its = engine::no_card;
  // `it` is a card in a card radius (`for each card in card radius 1 of this { ... }`), as
  // the loop found it: what the body does to it names 001 Glossary CARD RADIUS.
  bool it_in_radius = false;
  // The other party of the event a trigger heard (`the card that destroyed it`, `the card
  // that dealt it`): event_triggers::happening::other.
  engine::card_id other = engine::no_card;
  // A trigger on a buy out of a network: the player whose network the card left (`the seller`).
  engine::player_id seller = engine::no_player;
  // The combat of the event a trigger heard (`the attacker`, `the defender`, `the blocker`),
  // kept after that combat ends; none (no value) outside a trigger: the combat under way.
  std::optional<engine::combat_parties> fight;
  bool* did = nullptr;  // whether the last "may" was taken (`if you did not ...`)
  // The card a trigger heard move, and the zone it left: its subject's `in ZONE` holds of that
  // zone too (`when a card in an opponent's hand is discarded`; run/filters.cpp, in_zone).
  struct zone_left {
    engine::card_id card = engine::no_card;
    engine::zone from = engine::zone::set_aside;
    engine::player_id player = engine::no_player;
  };
  zone_left left{};
  // Each player's answer to the last "may" of several players, in the order asked
  // (`each opponent may pay 2M; if they did not ...`: checked::each_players_answer).
  std::vector<std::pair<engine::player_id, bool>>* answers = nullptr;
  int depth = 0;        // rules consulted inside rules (a guard against loops in text)
  int dealt = 0;        // `the damage dealt`, in a "deals damage" trigger or a `dealt damage` replacement
  // In a `dealt damage` replacement: the damage it replaces (`that damage`), as
  // engine::ops::replacement_depth() numbers it, and which of its card's abilities it is
  // (a budget's key, engine::state::prevented); depth -1 elsewhere.
  struct replaced_damage {
    int depth = -1;
    int ability = -1;
  } replaced;
  // `... cost 1M more to activate`: money added to an ability's costs once, on the `pay`
  // cost_change_on names (its first money payment; null: none, the money paid apart:
  // text_behaviour::pay).
  int cost_change = 0;
  const checked::expr* cost_change_on = nullptr;
  // What a `pay` is paying, its path (engine/paths.hpp): a statement of an effect, an
  // ability's costs, an event's additional cost (001 Advanced Rules).
  enum class paying : std::uint8_t { effect, ability_cost, additional_cost } pays = paying::effect;
  // In a money trigger (`when an opponent gains money`): the money its event gained or lost,
  // `that much` before any statement of its effect (docs/rulings.md, Money gained and lost).
  int heard_money = 0;
  // In a draw trigger (`when an opponent draws a card`): the drawer's cards drawn this turn as
  // that draw left it (the event's count), so two cards drawn at once are read in turn (`the
  // number of cards they drew this turn`, the cards in their hand; docs/rulings.md, Cards drawn
  // this turn); 0 otherwise.
  int heard_draw = 0;
  // A count (`the number of cards in that player's hand`) reads the drawer's hand as the draw
  // heard left it; a statement acts on the hand as it is.
  bool hand_as_drawn = false;
  // The event whose additional cost is paid: still in the hand as it is paid (001 Advanced
  // Rules: "announced from the hand, paid for its cost, deployed"), never one of the cards
  // the cost chooses (`discard a card in your hand`).
  engine::card_id played = engine::no_card;
  // `that player` (`they`) in a step trigger: the player whose step it is (`when each divest
  // phase begins: that player gains 1M`); none: the acting player, `you`.
  engine::player_id that_player = engine::no_player;
  // In a choice given to another player (`target opponent chooses a character you control`):
  // the card's controller, whom `you` in what is chosen names, the chooser acting (docs/
  // reference.md 6, `you` is the card's controller); none: `you` is the acting player.
  engine::player_id card_you = engine::no_player;
  // In a statement whose subject is other players (`each opponent loses the number of
  // locations you control M`): the card's controller, whom `you` in its amounts names, the
  // player doing it being `they` (docs/language.md, `you` in an amount); none elsewhere.
  engine::player_id amount_you = engine::no_player;
  // An event's or ability's targets (001 Glossary TARGET): the effect's `target ...`
  // selections in the order they are written, and the cards or players chosen for them.
  const std::vector<const checked::expr*>* target_sels = nullptr;
  engine::target_list targets{};
  // The cards chosen for its counted targets (`2 target characters`, engine/target.hpp),
  // their slots numbered from counted_first among the item's; null: none.
  const std::vector<engine::counted_target>* counted = nullptr;
  int counted_first = 0;
  // The mode of its `choose one` chosen with the play or activation (stack_item::mode,
  // docs/rulings.md, Modes), from 0; -1: none.
  int mode = -1;
  std::vector<engine::card_id>* found = nullptr;  // what a search found: `them`, `it` after it
  // In a `joined` statement (`SEL gets +1 BQ and gains KEYWORD ...`): the cards its subject picked,
  // which each change's `joined_cards` subject names.
  const std::vector<engine::card_id>* joined = nullptr;
  std::vector<looked_card>* looked = nullptr;     // what the last `look at` named: `the rest`
  // The players the last statement with a player subject acted on (`target player draws 2
  // cards, then they lose 2M`): `they`, `that player` after it; none: the acting player.
  std::vector<engine::player_id>* named_players = nullptr;
  // The cards in play whose rules give keywords (`rule: ... gains X`), when the caller
  // already knows them (a rule query looks at every card); null: look them up.
  const engine::card_set* grant_holders = nullptr;
  // The action's ops while a statement runs, charged one step of the work budget for each
  // card a selection tests (run/work_budget.hpp); null in rule queries, which do not run
  // statements and are bounded by `depth`.
  engine::ops* work = nullptr;
  // What a test switched off (run/switched_off.hpp); by default nothing. Every context made
  // from this one carries it.
  const switched_off* off = &nothing_off;
  // An ability whose costs took this out of play (`destroy this -> ...`): the space this
  // was in, its last known place, where `adjacent to this` and the like read it
  // (engine::stack_item::source_was); none otherwise.
  engine::target_space self_was{};
  // The numbers of this and of `it` as they last were in play, kept by a stack item whose
  // costs or whose trigger's event took them out of play (engine::stack_item::source_numbers,
  // it_numbers); read only for the card they name while it is out of play (card_number).
  const engine::card_numbers* self_numbers = nullptr;
  const engine::card_numbers* it_numbers = nullptr;
  // A card destroyed this turn being counted (`the number of characters destroyed this turn`):
  // its numbers as it was destroyed (engine::destroyed_card), read for it in a copy of the game
  // that holds it back in its place.
  const engine::card_numbers* counted_was = nullptr;
  // `x`: the amount its costs chose (`pay x`), kept by the stack item (stack_item::amount);
  // -1 while the costs are paid and it is not chosen yet.
  int chosen = -1;
  // While the costs are paid: the amounts `pay x` may choose, when targets chosen with the
  // play read x (text_behaviour::pay); null: any of 0 to what the money pays.
  const std::vector<int>* x_allowed = nullptr;
  // The development counters the costs removed (`the number of development counters removed
  // this way`), kept by the stack item (stack_item::removed).
  int removed = 0;
  // Where the effect began in the turn's destroyed cards (engine::state::destroyed), marked by
  // the outermost sequence: `destroyed this way` counts the cards after it. The most: no mark.
  std::size_t destroyed_from = std::numeric_limits<std::size_t>::max();
  // What the statement just before did (`that many`), kept by the outermost sequence; null
  // outside one.
  statement_tally* tally = nullptr;
  // The statement running is one player's among those its subject names (`they draw that
  // many cards`): `that many` reads that player's own count, when it has one.
  bool own_count = false;
  // The effect's `with the most` choices (run, effects.cpp); null outside an effect: read as asked.
  most_decided* decided = nullptr;
};

// The keyword use a grant record (engine::keyword_grant::keyword) stands for: a keyword of
// the library without arguments, after them one that `gains KEYWORD ARGS` made
// (library::granted_use), after those a rule an effect gave (library::granted_rule); null
// for none.
const checked::keyword_use* granted_keyword(const library& lib, std::size_t id);
// The grant record's number of a keyword use a card has (its printed one, a granted one);
// none for a rule an effect gave, which is no keyword (`gains the keywords of SEL`).
std::optional<std::size_t> grant_number(const library& lib, const checked::keyword_use& u);
// The grant record's number of the rule an effect gives (definitions::granted_rule, value
// from 1): after the library's keywords and granted uses.
std::size_t granted_rule_number(const library& lib, std::int64_t value);

// The cards in play whose rules give keywords (eval_context::grant_holders): state::granting
// in a game with a behaviour; no allocation.
engine::card_set grant_holders(const library& lib, const engine::state& s);

// Marks the numbers being answered on this thread (text_behaviour::number_by, whose guard
// answers a number asked again inside itself with its value before rules): a keyword
// question asked inside them may get another answer, so the memo of keyword questions
// (keywords_in_play.cpp) keys its answers with the frame, a serial new at each number
// asked and back to the outer one at its end.
class number_frame {
 public:
  number_frame();
  ~number_frame();
  number_frame(const number_frame&) = delete;
  number_frame& operator=(const number_frame&) = delete;

 private:
  std::uint64_t outer_;
};

// The `target ...` selections of an effect, in the order they are written.
std::vector<const checked::expr*> target_selections(const checked::expr& effect);
// How many target_selections there are, counted without listing them.
std::size_t target_selection_count(const checked::expr& effect);
// target_selections(effect)[i], found without listing them; null past the last.
const checked::expr* target_selection(const checked::expr& effect, std::size_t i);
// The i-th target selection's place among the modes of a `choose one` whose mode is chosen
// with the play or activation (docs/rulings.md, Modes): its mode and the statement's modes
// (engine::target_range's mode and modes); -1 and 0 outside one.
std::pair<int, int> target_mode(const checked::expr& effect, std::size_t i);
// That statement, the first in text order; null: none.
const checked::expr* played_modes(const checked::expr& effect);
// The slot of the target player that `they` names in the i-th target (`target opponent may
// pay 2M; if they did not { destroy target character they control }`: the last target
// player before it, as the checker marked it), or none.
std::optional<std::size_t> they_slot(const std::vector<const checked::expr*>& sels, std::size_t i);
// The players `they` names in the i-th target, of the targets chosen (indexed as `sels`): the
// target player of they_slot, or none when that target is not a player; nullopt when `they`
// names no target there.
std::optional<std::vector<engine::player_id>> they_named(const std::vector<const checked::expr*>& sels, std::size_t i,
                                                 std::span<const engine::target> targets);
// Whether the target selection `sel` may name `they` (they_slot is none otherwise).
bool may_name_they(const checked::expr& sel);
// The card `its` names in a triggered effect before any statement names one (eval_context::its):
// the card whose text it is after `when this PHRASE` with no object, else no_card (`it`'s card).
engine::card_id its_of_trigger(const checked::expr& trigger, engine::card_id self);
// Whether text e names `this` as a card (a delayed effect keeps that card, delayed_effect::self).
bool reads_this(const checked::expr& e);
// Whether text e names a card by `it`, `them` or `that card` (a trigger's: its event's card).
bool reads_bound(const checked::expr& e);
// A triggered ability's targets, chosen by its controller when it triggers (001 Glossary
// TARGET): a card in play that fits, other than the card itself, that may be targeted, or
// a player in the game that fits (`target player`, `target opponent`).
// A selection with no legal target gets none (the statement then acts on nothing).
// Counted targets (`2 target characters`) get their cards in `counted`, which c then names.
// A target a copy cannot be made with is no option (text_run::copy_refuses, of `effect`).
void choose_targets(eval_context& c, const checked::expr& effect, const std::vector<const checked::expr*>& sels,
                    engine::ops& o, std::vector<engine::counted_target>& counted);
namespace text_run {
// Whether `target`, for the target selection `sel` of `effect` (of card `source`), is one a
// `becomes a copy of` there cannot be made with: a business or founder as the model, or a card
// of other card types beside `this` (docs/rulings.md, Copies; text_abilities.cpp).
bool copy_refuses(const engine::state& s, const checked::expr& effect, const checked::expr& sel, engine::card_id source,
                  engine::card_id target);
}  // namespace text_run
// The players a player selection names (`you`, `each other player`, `its controller`,
// `target player`, ...).
std::vector<engine::player_id> players_of(const eval_context& c, const checked::expr& sel);
// `with the most ...` (op most_of): of `among`, the players whose quantity is greatest (least
// for `fewest`, `least`), every tied one (docs/rulings.md, The player with the most); the
// effect's decision when it made one.
std::vector<engine::player_id> most_players(const eval_context& c, const checked::expr& filter,
                                            const std::vector<engine::player_id>& among);
// Every player still in the game (001 Turn Structure), by number.
std::vector<engine::player_id> players_in_game(const eval_context& c);
// The players still in the game in turn order from the acting player (001 Turn Structure: play
// passes clockwise), the acting player first or, `with_you` false, left out.
std::vector<engine::player_id> players_around(const eval_context& c, bool with_you);
// Decides the `with the most` choices of an effect's statements as it starts (not those of a
// delayed effect, a rule given or a `while`, read when they are).
void decide_most(const eval_context& c, const checked::expr& e);
// Whether player p fits a player selection being targeted (`target player`: any player in
// the game; `target opponent`: one other than the acting player).
bool fits_player(const eval_context& c, const checked::expr& sel, engine::player_id p);
// Whether costs can be paid now (engage, disengage, pay, annihilate, destroy, discard,
// reveal); if not, `why` gets the cost that cannot be paid and why.
bool can_pay(const eval_context& c, const checked::expr& costs, std::string* why = nullptr);

// A context for card self's text (with a keyword's use); `off` as the game's behaviour was made.
eval_context context_for(const library& lib, const engine::state& s, engine::card_id self,
                         const checked::keyword_use* use, const switched_off& off = nothing_off);
const checked::card& checked_card(const eval_context& c, engine::card_id card);

// The keyword argument bound to a parameter, or null; of a node naming one (`parameter`,
// `do_parameter`, `#t`), the one it names.
const checked::expr* parameter(const eval_context& c, checked::param_id p);
const checked::expr* parameter(const eval_context& c, const checked::expr& e);
// The keyword a node names (with_keyword, has_keyword, ...): resolved by the checker.
const checked::keyword& keyword_of(const eval_context& c, const checked::expr& e);

// Selections, conditions, amounts (read-only).
// `piles`: a card under a pile's top fits as a card in play, `bonded` named or not (a
// trigger's subject and object: it is in play, 001 Bonding, and a trigger acts on nothing).
bool matches(const eval_context& c, const checked::expr& selection, engine::card_id card, bool piles = false);
std::vector<engine::card_id> select_cards(const eval_context& c, const checked::expr& selection);
bool holds(const eval_context& c, const checked::expr& condition);
// `the rules are "V"`: whether variant V is in force in the game (a declared variant is its
// bit; a built-in one is on when selecting it again changes nothing).
bool rules_in_force(const engine::state& s, const checked::expr& rules_are);
int amount(const eval_context& c, const checked::expr& e);

// Whether the evaluator can evaluate a selection, condition or amount (rules whose
// subject or condition it cannot are not consulted, and text_not_run() lists them).
bool can_evaluate(const checked::expr& e, const switched_off& off = nothing_off);

// Whether a card has a keyword now: printed, unless a rule of its own takes it away
// (`rule: this loses FLYING while this is engaged`).
bool has_keyword(const eval_context& c, engine::card_id card, const checked::keyword& keyword);
// Whether a rule in play (or an effect) takes the keyword from the card now, so that a gift
// of it is outweighed (docs/rulings.md, A keyword given and taken).
bool keyword_taken(const eval_context& c, engine::card_id card, const checked::keyword& keyword);

// Runs a statement (a sequence, an if, a primitive) through ops.
void run(eval_context c, const checked::expr& statement, engine::ops& o);
// Whether the runner has code for a statement op (every statement the checker makes does:
// tests/lang/vocabulary_doc_test.cpp).
bool has_runner(checked::op statement);

// The abilities a card prints: its own, then those of its keywords (checked::card::bound).
inline const std::vector<bound_ability>& abilities_of(const checked::card& card) { return card.bound; }

// A rule that reads what it gives (docs/rulings.md, A rule that reads what it gives): a rule
// that gives or takes keywords or changes a number is read (its subject, its condition, its
// amount) with the cards as they are without it and the rules after it, in card order: the
// holder's card id, then the rule's place on it (rule_index). As Magic 613 fixes the set of
// objects an effect applies to as it starts to apply, after the effects before it. The place
// of the rule being read is the cut (keywords_in_play.cpp); with a holder of no_card, every
// rule counts. The order is one of rules of a kind, as Magic 613 orders by timestamp within a
// layer: a rule that changes a number reads keywords with every rule giving or taking them
// (Magic's abilities, layer 6, before power, layer 7; docs/rulings.md, A rule that reads what
// it gives): its cut has every_keyword_rule.
struct rule_place {
  engine::card_id holder = engine::no_card;
  std::size_t index = 0;
  bool every_keyword_rule = false;
  bool operator==(const rule_place&) const = default;
};
// The rule's place on its holder: printed abilities, then those of its printed keywords, then
// those of keywords it gained (by keyword id).
std::size_t rule_index(const checked::card& holder, const bound_ability& b);
rule_place rule_cut();
// Whether the rule at (holder, index) counts while the cut is read: a rule that changes a
// number (before_cut), one that gives or takes keywords (keyword_rule_counts).
bool before_cut(engine::card_id holder, std::size_t index);
bool keyword_rule_counts(engine::card_id holder, std::size_t index);
// What a rule being read changes: keywords, or a number (a trait, the valuation).
enum class rule_changes { keywords, number };
// Reads a rule: while it lasts, only the rules before it count, and for a rule that changes a
// number every rule giving or taking keywords (variant rules-read-printed-cards: none does).
class cut_scope {
 public:
  cut_scope(const engine::state& s, engine::card_id holder, std::size_t index, rule_changes changes);
  ~cut_scope();
  cut_scope(const cut_scope&) = delete;
  cut_scope& operator=(const cut_scope&) = delete;

 private:
  rule_place saved_;
  engine::nested_reading reading_;  // a question asked meanwhile is not an outermost one (rule_memo.hpp)
};

// A card's abilities now: its printed list, shared, when no keyword is gained or lost (the
// common case costs no copy); otherwise a list of its own.
class ability_list {
 public:
  static ability_list shared(const std::vector<bound_ability>& printed) {
    ability_list l;
    l.printed_ = &printed;
    return l;
  }
  static ability_list owned(std::vector<bound_ability> own) {
    ability_list l;
    l.own_ = std::move(own);
    return l;
  }
  const std::vector<bound_ability>& all() const { return printed_ ? *printed_ : own_; }
  auto begin() const { return all().begin(); }
  auto end() const { return all().end(); }
  std::size_t size() const { return all().size(); }
  bool empty() const { return all().empty(); }

 private:
  const std::vector<bound_ability>* printed_ = nullptr;
  std::vector<bound_ability> own_;
};

// The abilities that apply now: as above, with those of keywords gained (until end of turn
// or by rules) and without those of keywords lost.
ability_list active_abilities(const eval_context& c, engine::card_id card);
// The keywords a card has now, each once: printed and gained, less those it lost
// (`gains the keywords of SEL`, docs/rulings.md, Copies).
std::vector<const checked::keyword_use*> keywords_now(const eval_context& c, engine::card_id card);

// "file:line:col" of an expression, for messages.
std::string where(const checked::expr& e);

}  // namespace megacorp
