// Checked definitions: cards, keywords, variants and decks with every name resolved, and their
// abilities as effect trees. This is what the evaluator runs and `megacorp show` prints.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "engine/book_numbers.hpp"
#include "engine/types.hpp"
#include "grammar/source.hpp"
#include "ir/tree_arena.hpp"

namespace megacorp::checked {

// What an effect-tree node is. Statements, selections, amounts, conditions, durations,
// triggers and rules all share one node type so one printer and one walker serve them.
enum class op : std::uint8_t {
  // statements
  sequence, if_then, for_each, may, deal_damage, remove_damage,
  prevent_damage,  // args: how much (none: all of it); manner::first_each_turn: a budget each turn (`the first N ... each turn`)
  destroy, annihilate, engage, disengage, reveal,
  redeploy, unbond, cancel, reset, sell, choose, move, swap, bond, search, put, shuffle, deploy, draw, discard,
  gain_money, lose_money, pay_money, take_money, take_traits, give_money, produce, modify_trait, modify_valuation, grant_keyword,
  remove_keyword, add_counters, remove_counters, win_game, lose_game,
  gain_control, exchange_control,  // args: the cards (then a duration); of two cards
  copy,  // args[0]: the cards whose topmost stack item is copied; manner::new_targets: new targets may be chosen
  nothing, do_parameter,
  grant_rule,  // `SEL cannot attack until end of turn`: args[0] the cards, args[1] the rule given (its
               // subject `this`), args[2] the duration; ref: the given_rule
  look,        // `look at SEL`: args[0] the cards, shown to the acting player alone; manner::whole_zone: `look at ZONE`
  become_copy,        // `SEL becomes a copy of SEL [DURATION]`: args the cards, the copied card, the duration
  grant_keywords_of,  // `SEL gains the keywords of SEL DURATION`: args the cards, the card read, the duration
  activate,           // `activate: COSTS -> EFFECT`: args[0] the costs, args[1] the effect
  choose_mode,        // `[PLAYERS] choose(s) one: A; or B`: args[0] who chooses, each mode after it (docs/rulings.md, Modes); word: a modes_picked
  // `at the start of your next turn, EFFECT`: args[0] the moment (op until_next_turn: the acting
  // player's next turn begins; until_end_of_phase: the next End Phase begins), args[1] the
  // effect, run once then (docs/rulings.md, Delayed effects)
  delayed,
  // `the next time SEL would be EVENT [DURATION], instead EFFECT`: args[0] the cards, args[1] the
  // event (a replacement's select: ref its phrase, args its `by` selection), args[2] the duration
  // (op nothing: until used), args[3] the effect; manner::prevent_next: written `prevent the next
  // [N] damage that would be dealt to SEL` (args[3] a prevent_damage; with N, a budget of points)
  // (docs/rulings.md, The next time)
  next_time,
  // `SEL gets +1 BQ and gains KEYWORD until end of turn`: args[0] the cards, picked once, then
  // each change in order, its subject joined_cards (docs/language.md, Effects)
  joined,
  // selections: `text` names the pronoun or noun, args are the filters
  this_card, bound, you, player_ref, select, top_of_zone,
  joined_cards,  // the cards the `joined` statement around it picked
  // filters
  with_tag, with_keyword, without_tag, without_keyword, controlled_by, in_radius, in_area,
  adjacent_to, valuation_at_most, combined_valuation_at_most, other_than, in_zone, with_state, same_name_as,
  chosen_at_random,  // `destroy a character at random`: the game's generator picks, not a player (a limit on the choice)
  named,        // `named "X"`: ref the card_def_index of the card of that name, text the name
  with_number,  // a number of the card's compared: ref the card_number, word the comparison, args[0] the amount
  of_faction,   // ref the faction (engine::faction)
  of_type,      // `that is a character`: word the noun (its card type), text as written
  attacked_this_turn,  // `that attacked this turn`: the card attacked since the turn began (001 Challenge Phase)
  bonded_to,    // under the top of a pile args[0] names (001 Advanced Rules, Bonding)
  among_named,  // `one of them`: among the cards `them` names
  rest_looked,  // `the rest`: the cards the last `look at` named, still where they were looked at
  // `with the most money`: of the players the selection names, those whose quantity (args[0],
  // read with `they` each of them) is greatest; text `most`, `fewest` or `least` (least: the
  // smallest), value 1 when written `the player with ...` (docs/rulings.md, The player with the most)
  most_of,
  // zones and destinations: `text` is the zone, args[0] its owner
  zone, into, bottom_of, top_of,
  // amounts
  number, parameter, count_of, trait_of, damage_dealt, per_each,
  replaced_damage,  // `that damage`: what is left of the damage a `dealt damage` replacement replaces
  money_of, pool_of, damage_on, valuation_of,  // a player's money and pool (text: the trait), a card's damage and valuation
  counters_on,                                 // the development counters on cards (of several, their total)
  counters_removed,  // the development counters the costs removed (`... removed this way`)
  drawn_by,  // args[0] players: the cards they drew this turn (of several, their total; 001 Hand)
  played_by,  // args[0] players: the events they played this turn (of several, their total; 001 Advanced Rules)
  bought_by,  // args[0] players: the cards they bought this turn (of several, their total; 001 Buy Phase)
  sold_by,    // args[0] players: the cards they sold this turn (of several, their total; 001 Divest Phase)
  destroyed_count,  // args[0] cards: those destroyed this turn that fitted as they were (docs/rulings.md, Counts of the turn)
  left_count,       // args[0] cards: those that left play this turn, any way, that fitted as they were
  destroyed_way,    // args[0] cards: those the effect's statements so far destroyed that fitted as they were
  hand_of,          // args[0] players: the cards in their hands (of several, their total; `more cards in hand than PLAYER`)
  // `the greatest BQ among SEL` (text `greatest` or `least`, word the comparison): args[0] the
  // quantity (trait_of, valuation_of or money_of) read of each card or player it names alone,
  // the largest (smallest) of them; 0 when none fits (issue 27, d05)
  extreme_of,
  half_of,  // `half AMOUNT`: args[0] halved, rounded down (docs/rulings.md, Half)
  // `that many` (text `many`: the cards the statement just before moved) and `that much`
  // (text `much`: the money it lost, paid or took); value: 0 cards, 1 money (docs/rulings.md, That many)
  that_many,
  // conditions
  any_of, all_of, negate, has_state, has_tag, has_keyword, controls, compare, adjacent,
  is_kind,
  has_most,  // `you have the most money`: args[0] the players, args[1] the most_of filter
  did,  // ref the outcome asked
  has_amount,  // args[0] players, args[1] the amount; ref the player_number, word the comparison
  pool_empty,  // args[0] the player
  is_period,   // `it is your buy phase`: ref the period, word the turn_owner
  rules_are,
  deployed_this_turn,  // args[0] the cards: deployed in this turn
  was_destroyed,  // args[0] the cards: some card that fitted was destroyed this turn
  left_play,      // args[0] the cards: some card that fitted left play this turn, any way
  attacked_turn,  // args[0] the cards: some card that fits attacked this turn, in play or as it left play
  // 001 Advanced Rules, the stack: `the stack is empty`; `SEL is on the stack` (args[0] events,
  // abilities or effects: some stack item whose source fits)
  stack_empty, on_stack,
  // durations
  until_end_of_turn, while_condition, until_end_of_phase, until_next_turn,
  until_controller_accounting,  // `until its controller's next accounting phase ends`
  until_end_of_combat,          // `until end of combat`: the combat under way ends (001 Challenge Phase, Damage)
  until_end_of_next_turn,       // `until the end of your next turn`: the acting player's next turn ends
  // keyword arguments
  trait_arg, tag_arg, shape_arg, cost_arg, effect_arg,
  // an amount: `x`, chosen by the player as a cost `pay x` is paid (docs/rulings.md, A cost
  // the player chooses)
  chosen_amount,
  // a rule only: `SEL has the traits of SEL [while ...]`: args the cards, the card read, the condition
  copy_traits,
};
// How many ops there are: the size of a table indexed by op.
inline constexpr std::size_t op_count = static_cast<std::size_t>(op::copy_traits) + 1;
const char* op_name(op o);
// Statements whose target card is `it` in the statements after them (`deal 1 BQ damage to
// target character, destroy it`); with no target as an object, a target read in their
// amount is (`this gets +the BQ of target character BQ until end of turn, it gets ...`,
// `gain the number of development counters on target card you control M, then destroy it`).
// `move` and `swap` name the card moved, in its new place (`move target character, then deal 1
// BQ damage to each character adjacent to it`; swap: its first card, as the runner's pick_cards).
// `swap` and `exchange control of` name both their cards as `them` (run_swap, run_exchange_control).
bool names_its_targets(op o);
// A statement that chooses cards: `choose SEL`, or a player's (`target opponent chooses
// SEL`, a for-each of players around it). The cards of choices in a row add up: `them` after
// them names them all (docs/rulings.md, Another player's choice).
struct expr;
bool is_choice(const expr& e);
// `the controller of target ability may pay 2M; if they did not { cancel it }`: the target
// card a statement's subject is the player of (`the controller of SEL`), which is `it` after
// the statement as a target it acted on would be; null for none.
const expr* subject_target(const expr& e);
// `it` in a statement's own amount, with nothing before it to name, is the statement's one
// target card (`target character gets +the MQ of it BQ until end of turn`, `deal the MQ of it
// BQ damage to target character`, `the controller of target character loses the MQ of it M`):
// the checker marks that `it` (a `bound` of value own_target_it). own_target is the target,
// null where the statement has no one target card; reads_own_target whether an amount of the
// statement reads it so.
inline constexpr std::int64_t own_target_it = 1;
// `swap target character you control with target character you control, then engage it`:
// after a statement that acted on two targets, `them` names both and `it` the first (the
// checker warns that the other has no word); the checker marks such an `it` (a `bound` of
// value first_named_it) and the runner reads the first card the statement named.
inline constexpr std::int64_t first_named_it = 2;
// `if C { gain control of target location } else { gain control of it until end of turn }`:
// the first branch's target card is `it` in the second, which runs instead (it was chosen as
// the card was played, 001 Glossary TARGET); the checker marks such an `if_then` so (a bit of
// its value).
inline constexpr std::int64_t else_names_first_target = 1;
// `each opponent may pay 2M; if they did not { they discard a card }`: the `if` runs once for
// each player the `may` asked, in turn, with that player's answer and that player as `they`
// (docs/language.md, `did`); the checker marks such an `if_then` so (a bit of its value).
inline constexpr std::int64_t each_players_answer = 2;
const expr* own_target(const expr& e);
bool reads_own_target(const expr& e);
// Whether e or any expression in it is of op `o` (`x`: chosen_amount; `that many`: that_many).
bool reads(const expr& e, op o);
// How many `it` of e's amounts (of its statement, for a subject) read its own target.
std::size_t own_target_reads(const expr& e);

// What the checker resolved a name of the tree to: the runner compares these, never the
// text (docs/design.md, "Names the runner does not read").
enum class keyword_id : std::uint16_t {};  // a keyword: its index in definitions::keywords()
enum class param_id : std::uint16_t {};    // a parameter: its index in the params of the keyword the node is in
enum class tag_id : std::uint16_t {};      // a tag: its index in definitions::tags()
enum class phrase_id : std::uint16_t {};   // a replacement phrase: its index in event_triggers::replacement_texts()
enum class card_def_index : std::uint16_t {};  // a card: its index in definitions::cards() (engine::card_def::behaviour)
// A rules variant `the rules are "NAME"` reads: built in (its index in rules_variants())
// or declared in card text (its index among definitions::variants(), its bit).
struct variant_ref {
  bool declared = false;
  std::uint8_t index = 0;
};
struct area_ref {  // an area shape, `2x2`: ACROSSxALONG (engine::area_shape)
  std::uint8_t across = 0, along = 0;
};
// What of a card `with_number` compares (`with BQ 1 or less`): a trait (0..3, as trait), its damage, its valuation.
enum class card_number : std::uint8_t { iq = 0, eq, mq, bq, damage, valuation, counters };
// What of a player `has_amount` compares (`you have at least 3 BQ`): a trait of its pool (0..3), its money.
// `events`: the events the player played this turn (`you played 2 or more events this turn`).
// The cards in a zone of the player's: hand, open_market, main_deck, resource_deck (in that
// order, after `hand`).
enum class player_number : std::uint8_t { iq = 0, eq, mq, bq, money, events, bought, sold, hand, open_market, main_deck, resource_deck };
// How `deploy` pays: all its costs, `for free`, or `for their trait costs` (the money is not
// paid, 002 DEAD DROP).
enum class deploy_price : std::uint8_t { all_costs = 0, free = 1, trait_costs = 2 };
// The period `is_period` asks about (`it is your buy phase`): the turn, or a phase.
struct period {
  bool turn = true;
  engine::phase phase{};
};
// A rule's row of the rule table (vocabulary/rule_table.hpp): its entry and its modal words
// (`can`, `cannot`, ...), on the `select` node of a rule ability.
struct rule_row {
  std::uint8_t entry = 0;  // its index in rule_table::all()
  std::uint8_t modal = 0;  // a rule_table::modal
};
// What `did` asks (`if you did`, `if you did not`): whether the `may` before it was done.
enum class outcome : std::uint8_t { did, did_not };
// What a triggered ability waits for (its trigger's ref, set by the checker): a phrase,
// `when SEL PHRASE`, as its index in event_triggers::phrases(); or a step of the turn,
// `when your buy phase begins`, as whose turn, which step and which edge. Two bytes each, so
// that ref stays four.
enum class trigger_phrase : std::uint16_t {};
// Whose turn a step trigger waits for: `your`, `an opponent's` (also written `each
// opponent's`), or every player's (`each`, `the`).
enum class step_owner : std::uint8_t { any, yours, opponents };
struct step_trigger {
  step_owner owner : 2 = step_owner::any;
  bool begins : 1 = true;  // begins, or ends
  engine::turn_step step{};
  friend bool operator==(const step_trigger&, const step_trigger&) = default;
};
// Which of its two ways a statement (or a zone) takes, where its words choose (monostate:
// the other way): each enumerator is one op's.
enum class manner : std::uint8_t {
  all,              // remove_counters, remove_damage: `all` of them (no amount)
  divided,          // deal_damage: `divided as you choose among`
  first_each_turn,  // prevent_damage: `the first N of that damage each turn`
  new_targets,      // copy: `you may choose new targets for the copy`
  in_any_order,     // put: `in any order`
  for_free,         // unbond: `for free`
  whole_zone,       // look: `look at ZONE`
  any_players,      // zone: `an open market` (any player's)
  prevent_next,     // next_time: `prevent the next [N] damage that would be dealt to SEL`
  joined,           // sequence: `VERB SEL and SEL`, the verb's statement on each (check_joined)
  your_control,     // put into a network: `under your control` (its owner stays)
};
const char* manner_name(manner m);
// The card whose player `the attacker's controller` names (a `player_ref`): the pronoun
// of that card, `the attacker`, as its words::pronoun code (the vocabulary is above ir/).
enum class party_card : std::uint8_t {};
// A rule an effect gives (`grant_rule`): its index in definitions::granted_rules(), set by
// library::check (which refuses more than 65,535); monostate: not numbered.
enum class given_rule : std::uint16_t {};
// One typed payload per node, by op (the comment of each op says which); monostate for none.
using ref = std::variant<std::monostate, keyword_id, param_id, tag_id, phrase_id, card_def_index, variant_ref, area_ref, card_number,
                         player_number, deploy_price, period, engine::faction, rule_row, outcome, given_rule,
                         trigger_phrase, step_trigger, manner, party_card>;

// A name, word, tag, keyword or comparison of the tree: its entry in the side table of names
// (ir/name_table.hpp), which run/ cannot include; name_id{} is the empty name. Two ids are
// equal when their texts are.
enum class name_id : std::uint32_t {};

// A node's arguments: in the arena of the library being checked, else on the heap (ir/tree_arena.hpp).
using expr_list = std::vector<expr, tree_allocator<expr>>;

struct expr {
  op o = op::nothing;
  name_id text{};  // its text: name_of(e), ir/name_table.hpp
  std::int64_t value = 0;  // a number, a count, or a trait index
  expr_list args;
  span where;
  // The entry of `text` in its family's table (vocabulary/words.hpp: a noun, a state,
  // a zone, ...), set by the checker; the runner dispatches on it, never on `text`.
  std::uint8_t word = 0;
  // `select`: `target ...` (001 Glossary, TARGET), chosen as the effect is played; set by the
  // checker on selections only. Fits in the padding after `word`.
  bool target = false;
  checked::ref ref{};  // what `text` was resolved to, typed (see ref); fits in the padding after `target`
  // The keyword node of `gains KEYWORD ARGS` (its ref is the keyword_id): the use made for
  // it, as its place among definitions::granted_uses + 1 (library::check, which refuses more
  // than 65,535); 0: none. The two bytes left at the end of expr.
  std::uint16_t granted_use = 0;
};
// How many modes `choose_mode` picks (its word; docs/language.md, Modes): `choose one`,
// `choose two` (two different modes), `choose one or both` (of two), `choose one or more`.
enum class modes_picked : std::uint8_t { one = 0, two, one_or_both, one_or_more };
// A duration (`until end of turn`, `while C`, ...), as the last argument of a change.
constexpr bool is_duration(op o) {
  return o == op::until_end_of_turn || o == op::while_condition || o == op::until_end_of_phase || o == op::until_next_turn ||
         o == op::until_controller_accounting || o == op::until_end_of_combat || o == op::until_end_of_next_turn;
}
// The node's payload of type T (what its op's comment says it holds), or T{} when it has none.
template <class T>
T payload(const expr& e) {
  const T* p = std::get_if<T>(&e.ref);
  return p ? *p : T{};
}
// Whether the node takes the way `m` (its ref).
inline bool takes(const expr& e, manner m) {
  const manner* p = std::get_if<manner>(&e.ref);
  return p && *p == m;
}
static_assert(sizeof(ref) <= 4, "checked::ref fits in the padding after expr::word: parse and check speed");
static_assert(sizeof(expr) <= 64, "checked::expr does not grow: parse, check and clone speed (docs/design.md)");
// Ends an argument list that came from an arena, and the lists under it, without walking
// them: their memory goes with the arena's blocks (a library's teardown, docs/benchmarks.md
// stop 43). Sound because a list from an arena holds only lists from an arena
// (arena_lists_only): a library makes every list of its trees under its arena_scope, and only
// library::check changes them. Checked in debug builds (the sanitizer build's tests, whose
// leak check would also report a list of the heap forgotten so). A list from the heap is
// left to its destructor.
void forget_arena_lists(expr_list& list) noexcept;
inline void forget_arena_lists(expr& e) noexcept { forget_arena_lists(e.args); }
// Whether `list` and every list under it came from an arena (an empty one owns nothing).
bool arena_lists_only(const expr_list& list) noexcept;
// A node owns nothing but its list: forgetting the list forgets all it holds.
static_assert(std::is_trivially_destructible_v<ref> && std::is_trivially_destructible_v<span> &&
                  std::is_trivially_destructible_v<name_id>,
              "checked::expr owns nothing but its args (forget_arena_lists)");


// Whose turn `is_period` asks about: `your`, `an opponent's`, `the` (anyone's).
enum class turn_owner : std::uint8_t { unknown, yours, opponents, anyones };


// A money-and-traits cost, such as 4M + 3BQ.
struct cost {
  std::int64_t money = 0;
  std::array<std::int64_t, engine::book::traits> traits{};
};

enum class param_kind : std::uint8_t { number, money, trait, tag, shape, effect };
const char* param_kind_name(param_kind k);  // its name in vocabulary/param_kinds.cpp

struct keyword;

// A keyword on a card with its arguments, e.g. MUTATION 4.
struct keyword_use {
  const keyword* def = nullptr;
  expr_list args;  // one per parameter, in order
  span where;
};

// additional_cost: an event's `additional cost:`, paid as it is played (its `cost`).
enum class ability_kind : std::uint8_t { triggered, activated, resolve, rule, replacement, additional_cost };
const char* ability_kind_name(ability_kind k);

struct ability {
  ability_kind kind = ability_kind::triggered;
  std::string name;   // activated abilities may be named
  expr trigger;       // triggered: the trigger; replacement: the event replaced; rule: the rule
  expr cost;          // activated, additional_cost: the costs, a sequence
  expr effect;        // what happens
  span where;
};

// An ability as it applies to one card: its own, or one of a keyword it has, with the
// keyword's arguments for the parameters.
struct bound_ability {
  const checked::ability* ability = nullptr;
  const checked::keyword_use* use = nullptr;  // null: printed on the card itself
};

enum card_type : std::uint8_t {
  character = 1, founder = 2, business = 4, event = 8, equipment = 16, location = 32, resource = 64,
};
inline constexpr std::array<const char*, 7> card_type_names = {"character", "founder", "business", "event",
                                                               "equipment", "location", "resource"};
static_assert(1 << (card_type_names.size() - 1) == resource, "card_type_names: one name per card_type bit");

struct card {
  std::string name;
  std::uint8_t types = 0;  // card_type bits
  engine::faction side = engine::faction::none;  // its name: engine::faction_names
  cost price;                                       // what buying it costs
  std::optional<std::int64_t> valuation;            // a business's printed valuation
  std::array<std::optional<std::int64_t>, engine::book::traits> traits{};  // nullopt: a null trait ('-')
  std::vector<std::string> tags;                    // upper case, without '#'
  std::vector<tag_id> tag_ids;                      // the same tags, as the runner compares them
  std::vector<keyword_use> keywords;
  std::vector<ability> abilities;
  std::string business;  // a founder's business
  std::string flavour;
  // `art:` as written, and the file it names (relative to the card's file), which the
  // checker found readable and a PNG, JPEG or SVG image; the engine never reads either.
  std::string art, art_file;
  span where;
  // Whether any of its rules, printed or from its keywords, gives a card a keyword
  // (`rule: the card this is bonded to gains X`): set by library::check, so the evaluator
  // looks for such rules only on the cards that have them.
  bool grants_keywords = false;  // it has a rule that gives keywords, or takes them from other cards
  bool takes_keywords = false;   // it has a rule that takes keywords from other cards
  bool loses_own = false;        // it has a rule that takes keywords (maybe its own): `this loses X`
  // It prints a keyword that a pile's top gains while this is bonded under it (001 Bonding:
  // "The First (top) card of the pile gains all keywords of the cards bonded to it"): one
  // not kept by TERRAIN's sentence (keyword::bonds_under_deployed); BOND counts, whatever the
  // variant (the runner leaves it out under bond-stays-with-its-card). Set by library::check.
  bool passes_keywords = false;
  // Set by library::check: its abilities, printed ones first, then those of its keywords in
  // order (what the evaluator walks; the position numbers an ability in events).
  std::vector<bound_ability> bound;

  bool is(card_type t) const { return (types & t) != 0; }
};

struct keyword_param {
  name_id name{};  // its text: name_of(p), ir/name_table.hpp
  param_kind kind = param_kind::number;
};

struct keyword {
  std::string name;  // upper case, words separated by one space
  keyword_id id{};   // its index in definitions::keywords()
  std::vector<keyword_param> params;
  std::vector<ability> abilities;
  span where;  // its name
  span form;   // the whole `keyword NAME ... { ... }` as written, from `keyword` to `}`
  keyword_use bare;  // this keyword without arguments, as a card gains it from an effect (def: this)
  // Its text lets cards be deployed onto the card that has it (`rule: this can be deployed
  // onto`, TERRAIN), which then bonds under them: never passed to a pile's top (001 Glossary
  // TERRAIN: "Cards that this card Bonds to do not gain this effect"). Set by library::check.
  bool bonds_under_deployed = false;
  // Its text bonds the card that has it by a statement (`bond this to ...`, BOND): passed to
  // a pile's top as every keyword is (001 Bonding: "gains all keywords"), but under variant
  // bond-stays-with-its-card (docs/rulings.md, Bonded cards' keywords). Set by library::check.
  bool bonds_by_statement = false;
  // A rule of it gives keywords, or takes them from other cards (`rule: other characters
  // adjacent to this gain DRILLED`): read also on the cards that only gained it
  // (run/keywords_in_play.cpp, settle_givers). Set by library::check.
  bool gives_keywords = false;
  // A rule of it takes keywords from other cards (`rule: characters adjacent to this lose
  // FLYING`): a part of gives_keywords. Set by library::check.
  bool takes_keywords = false;
  // A rule of some keyword takes this keyword from the card that has that keyword (FLYING's
  // `rule: this loses FLYING while this is engaged ...`): read also on the cards that only
  // gained that keyword (run/keywords_in_play.cpp, loses_keyword_now). Set by library::check.
  bool taken_by_own_rules = false;
  bool loses_own = false;  // a rule of it takes a keyword from the card that has it. Set by library::check.
  // A rule an effect gives (`it can attack an additional time this turn`), held as a keyword no
  // text names: not a keyword of the books, so each grant of it counts, twice given twice
  // counted (001 Glossary's "more than one of the same keyword" is about keywords; blind design
  // batch 57, d07). Set by library::check.
  bool given_rule = false;
};

// `variant "NAME": "SOURCE"`: a rules variant that only card text reads (`the rules are
// "NAME"`), declared by the prelude or a mod (docs/rulings.md). Its index among the
// library's variants, in declaration order, is its bit of rules_options::text_variants.
struct variant {
  std::string name;
  std::string source;  // the book it follows, e.g. "000 Glossaire (...)"
  span where;          // its name
};

struct deck_entry {
  std::int64_t count = 0;
  std::string name;
  span where;
};

struct deck {
  std::string name;
  std::string business;
  std::string founder;
  std::vector<deck_entry> resources;
  std::vector<deck_entry> main;
  span where;
};

}  // namespace megacorp::checked
