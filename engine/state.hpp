// The game state: a value type (copying it clones the game) holding zones, networks,
// money, trait pools, the turn position and the RNG. Card definitions and card
// behaviour are shared, immutable, and only pointed to.
#pragma once

#include "engine/book_numbers.hpp"
#include "engine/card_def.hpp"
#include "engine/card_set.hpp"
#include "engine/decision.hpp"
#include "engine/limits.hpp"
#include "engine/rng.hpp"
#include "engine/rules_options.hpp"
#include "engine/small_vector.hpp"
#include "engine/target.hpp"
#include "engine/types.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <vector>

namespace engine {

class card_behaviour;

// Network geometry (001 Network: "Network size not restricted"). The engine caps a
// network at coordinates [-network_radius, network_radius] on both axes (21x21 cells
// around the business; engine/limits.hpp); a deploy beyond is refused with a reason.
inline constexpr int network_side = 2 * network_radius + 1;
inline constexpr int network_cells = network_side * network_side;

// One physical card in the game.
struct card_instance {
  def_id def = 0;
  card_id host = no_card;        // zone::bonded: the top card of the pile it is under
  player_id owner = 0;           // destroyed cards go to the owner's open market
  player_id controller = 0;      // who may engage, sell it (001 Buy Phase, Divest Phase)
  engine::zone zone = zone::set_aside;
  player_id zone_player = 0;     // whose deck/hand/network/open market holds it
  std::int8_t x = 0, y = 0;      // zone::network: the cell
  bool engaged = false;          // 001 Card States
  bool step_done = false;        // upkeep decision taken this turn (001 Accounting Phase)
  bool orphaned = false;         // orphaned when last looked at (fires `orphaned` once per becoming so)
  // Revealed by card text from a hidden zone: every player knows it until it changes zone
  // or its pile is shuffled (observation.hpp; docs/rulings.md, Searches and reveal).
  bool shown = false;
  // Looked at by card text from a hidden zone (`look at the top 3 cards of your main deck`):
  // bit p set, player p knows it until it changes zone other than by a put it sees the end
  // of, or its pile is shuffled; the other players do not (docs/rulings.md, Looking at cards).
  std::uint8_t seen = 0;
  bool seen_by(player_id p) const { return p < 8 && (seen >> p & 1u) != 0; }
  std::array<std::int16_t, trait_count> damage{};  // damage per trait (001 Traits)
  bool damaged() const {  // some damage in some trait
    return std::any_of(damage.begin(), damage.end(), [](std::int16_t d) { return d > 0; });
  }
  std::int16_t counters = 0;     // development counters (001 #Projects)
  std::uint32_t deployed_at = 0; // state::deploys when it was last deployed: which copy is newest
  // Under whose control it was last deployed, wherever it is now (001 Glossary UNIQUE: "A
  // player that plays a card with [UNIQUE]"); no_player: never deployed.
  player_id deployed_by = no_player;
  bool reset_in_attack = false;  // reset (ops::reset) since the last attack was declared
  // The card in play its text last chose with `choose` while it was in play (`the chosen
  // card`; docs/rulings.md, The chosen card); no_card once either leaves play (set_zone).
  card_id chosen = no_card;
  // Dealt lethal damage in an ended damage step of the attack under way, destroyed or not
  // (001 Challenge Phase, Damage); cleared when an attack starts or ends.
  bool felled = false;
  // Its destruction was replaced by card text (INDESTRUCTIBLE, a card dying in its place)
  // while the damage on it reached a trait: the check after every action
  // (flow::destroy_lowered_to_zero) does not destroy it for that damage again (001 Glossary
  // INDESTRUCTIBLE: such cards "can have any of their Traits reduced to zero (0) but still
  // remain in play"; docs/rulings.md, The destruction threshold). Cleared when it is dealt
  // damage, has damage removed, is reset or leaves play.
  bool kept_from_lethal = false;
  // Per-turn combat counts, reset when a turn starts (001 Challenge Phase: a character
  // attacks once; a card retaliates once per turn; card text counts the attacks on a card, 001 Glossary);
  // `attacks` also when the card leaves play (`that attacked this turn`: a new object).
  std::int8_t attacks = 0, retaliations = 0, times_attacked = 0;
  // Activations of its abilities this turn, for an ability's `activate only once each turn`:
  // 2 bits an ability (the count held at 3), for the first max_counted_abilities (limits.hpp;
  // the others are not counted), reset when a turn starts and when the card leaves play (a
  // new object: docs/rulings.md, Activate only once each turn).
  std::uint64_t activations = 0;
  static_assert(2 * max_counted_abilities <= 64, "2 bits an ability in activations");
  static bool counted(int ability) { return ability >= 0 && ability < max_counted_abilities; }
  int activations_of(int ability) const {
    return counted(ability) ? static_cast<int>(activations >> (2 * ability) & 3U) : 0;
  }
  friend bool operator==(const card_instance&, const card_instance&) = default;
};

// A network grid: the top card of each cell, or no_card.
struct network_grid {
  std::array<card_id, network_cells> cells;
  network_grid() { cells.fill(no_card); }
  static bool in_bounds(cell c) {
    return c.x >= -network_radius && c.x <= network_radius && c.y >= -network_radius && c.y <= network_radius;
  }
  static int index(cell c) { return (c.y + network_radius) * network_side + (c.x + network_radius); }
  static cell at_index(int i) { return {i % network_side - network_radius, i / network_side - network_radius}; }
  card_id at(cell c) const { return in_bounds(c) ? cells[index(c)] : no_card; }
  friend bool operator==(const network_grid&, const network_grid&) = default;
};

// A pile of cards, its top at the back. Up to 48 cards are kept inside the state (a
// starter main deck has 43-46), so copying a state allocates nothing for them.
inline constexpr std::size_t pile_inline = 48;
using card_pile = small_vector<card_id, pile_inline>;

// Everything one player has. Piles keep their top at the back.
struct player_state {
  amount money = book::starting_money;          // 001 Resources
  std::array<amount, trait_count> pool{};       // trait pool (001 Buy Phase)
  card_pile main_deck, resource_deck, hand, open_market, annihilated, out_of_game;
  network_grid network;
  card_id business = no_card;                   // this player's business card
  int bid = -1;                                 // sealed bid this round, -1 = not yet
  int mulligans = 0;
  bool hand_kept = false;
  int turns_completed = 0;                      // for 001 "until their second turn has concluded"
  int drawn_this_turn = 0;                      // cards drawn since the turn began (001 Hand), any player's turn
  // Events the player played since the turn began, any player's turn: counted as each is
  // announced (001 Advanced Rules: "announced from the hand, paid for its cost, deployed onto
  // the Network, and is put on the Stack"), cancelled later or not; a copy is not played.
  int events_played_this_turn = 0;
  // Cards the player bought since the turn began, any player's turn: one a buy (a pile with
  // the cards bonded under it is one), from anywhere (`cannot buy more than 1 card each turn`).
  int bought_this_turn = 0;
  // Cards the player sold since the turn began, any player's turn: each card, in the Divest
  // Phase or by card text, a UNIQUE card's copies from the hand each (001 Divest Phase;
  // `the number of cards you sold this turn`).
  int cards_sold_this_turn = 0;
  bool lost = false;
  loss_reason why_lost = loss_reason::none;
  // A player card text keeps in the game without a business (docs/rulings.md, Players who
  // cannot lose or gain) was told so once: the check after each action says it no more.
  bool spared_without_business = false;
  friend bool operator==(const player_state&, const player_state&) = default;
};

// One attack in progress (001 Challenge Phase): after the declaration the defender
// declares blockers, then which blockers retaliate, then the attacker splits its damage;
// then damage is dealt. `step` is the decision awaited (damage: none, the damage is being
// dealt within one action); none when no attack is under way.
enum class combat_step : std::uint8_t { none, blocks, retaliation, assignment, damage };
inline constexpr int max_blockers = book::adjacent_spaces;  // blockers are adjacent to the target
// The defenders of an attack on an area: at most a 3x3 square (001 Glossary).
inline constexpr int max_defenders = 9;

struct combat_state {
  combat_step step = combat_step::none;
  card_id attacker = no_card;
  player_id defender = no_player;  // controls the target card; declares blocks and retaliation
  player_id network = no_player;   // whose network holds the target space
  cell target{};
  card_id bonded_target = no_card; // a card under the target space's top card, attacked instead of it
  card_id attacked = no_card;      // the card the declaration attacked (none when an area is attacked)
  trait t = trait::iq;             // the declared trait
  // The cards that take the attack: the blockers, or the target when nobody blocks, or
  // every defender in an area attack.
  std::array<card_id, max_defenders> blockers{no_card, no_card, no_card, no_card, no_card,
                                              no_card, no_card, no_card, no_card};
  std::uint8_t blocker_count = 0;
  // An attack on an area: no blocks, no split; the way its shape runs from the target
  // (combat_attacks.cpp, area_facing), to find which defenders are still in it as it begins.
  bool area = false;
  std::uint8_t facing = 1;  // a direction (engine/network.hpp): east
  std::array<bool, max_defenders> retaliates{};     // blockers[i] retaliates
  std::array<std::int16_t, max_defenders> split{};  // damage the attacker assigns to blockers[i]
  // An area attack whose defenders several players control: whose retaliation decision is
  // asked now (001 Challenge Phase, Damage: "The controller of the blocker or blockers can
  // choose"); no_player: the defender's.
  player_id deciding = no_player;
  // 001 Challenge Phase: "If your Character is still legally docked after all declarations
  // and disengaged, then engage ( ) it and the attack begins": set once the responses to the
  // declaration are done and the attacker engaged (combat::advance).
  bool begun = false;
  // The attacker was engaged or disengaged after its attack began (ops::engage,
  // ops::disengage): its engaging, if any, is no longer the attack's own ("engage it and the
  // attack begins"), so it is not `charging`.
  bool engaged_apart = false;
  bool active() const { return step != combat_step::none; }
  friend bool operator==(const combat_state&, const combat_state&) = default;
};

// The parties of a combat as card text names them (001 Challenge Phase): `the attacker`,
// `the defender` (the card in the target space, and the player who controls it) and
// `the blocker` (the first declared blocker; the target when it blocks for want of
// blockers). A trigger keeps those of the combat its event happened in, after that combat
// ends (docs/rulings.md, When triggers act).
struct combat_parties {
  card_id attacker = no_card, blocker = no_card, defender_card = no_card;
  player_id defender = no_player;
  // Every card that took the attack (combat_state::blockers), for `blocking` read in a
  // trigger once its combat ended; blockers[0] is `blocker`.
  std::array<card_id, max_defenders> blockers{no_card, no_card, no_card, no_card, no_card,
                                              no_card, no_card, no_card, no_card};
  std::uint8_t blocker_count = 0;
  friend bool operator==(const combat_parties&, const combat_parties&) = default;
};
struct state;
// Those of `cb` in game `s` (none when no combat is under way in it).
combat_parties parties_of(const state& s, const combat_state& cb);

// A card's numbers as it last was in play, kept for text that reads it after it left play
// (its last known information: docs/rulings.md, A card that left play); card no_card: none.
struct card_numbers {
  card_id card = no_card;
  std::array<std::optional<int>, trait_count> traits{};  // none: a null trait (001 Traits)
  int valuation = 0;
  int damage = 0;  // of every trait
  int counters = 0;
  player_id controller = no_player;  // who controlled it (leaving play gives it back to its owner)
  friend bool operator==(const card_numbers&, const card_numbers&) = default;
};

// A card destroyed this turn (any way: combat, an effect, a cost, a rule, under its pile's
// top), or that left play this turn (state::left_play), as it was just before: its instance
// (controller, place, state) and its numbers (traits with their changes, valuation, damage),
// for `the number of SEL destroyed this turn` (docs/rulings.md, Counts of the turn).
struct destroyed_card {
  card_instance was{};
  card_numbers numbers{};  // numbers.card: which card
  friend bool operator==(const destroyed_card&, const destroyed_card&) = default;
};

// An effect waiting on the stack (001 Advanced Rules: Events, Abilities and the Stack):
// an event's effect, or an activated ability, with the targets chosen when it was played.
struct stack_item {
  card_id source = no_card;          // the event, or the card whose ability it is
  player_id controller = no_player;  // who played or activated it
  std::int8_t ability = -1;          // -1: the event's effect; else the source's activated ability
                                     // (a trigger: its position among the printed ones, -1 if gained)
  // The ability's own costs took its source out of play (`destroy this -> ...`): it is on
  // the stack all the same (docs/rulings.md, "A cost that takes its card out of play").
  bool source_paid = false;
  // With source_paid, or on a trigger whose card had left play as it triggered: the space
  // its source was in as the costs were paid or as it left (none: not in a
  // network), its last known place, which `adjacent to this` reads (docs/rulings.md, A cost
  // that takes its card out of play).
  target_space source_was{};
  // With source_paid, or on a trigger whose source or `it` had left play as it triggered:
  // their numbers as they last were in play (ops::last_known_numbers), which text reads
  // when it resolves (docs/rulings.md, A card that left play).
  card_numbers source_numbers{}, it_numbers{};
  // A copy made by card text (`copy target event`; docs/rulings.md, Copies on the stack): its
  // source's text with the original's choices, controlled by who copied it. It is no card:
  // when it resolves or is cancelled its source stays where it is, and its source leaving
  // play does not cancel it.
  bool copy = false;
  // A trigger whose source's text changed since it triggered (a copy began or ended,
  // docs/rulings.md, Copies): 1 + the definition its text is read from; 0: the source's own.
  std::uint16_t text = 0;
  target_list targets{};              // cards or players, in the order the text names them
  std::int8_t mode = -1;              // the mode chosen with the play or activation (action::mode)
  // A triggered ability on the stack (variant triggers-use-the-stack), else -1: which of
  // its source's abilities it is, in card behaviour's numbering, with what its event named
  // (`it`, the amount). Its source may be out of play: a trigger is not cancelled when its
  // source leaves (docs/rulings.md, When triggers act).
  std::int32_t trigger = -1;
  // A trigger's: the card its event named; an ability's or event's: the one card its costs
  // chose (`destroy another character you control -> gain the valuation of it M`).
  card_id it = no_card;
  // A trigger's `it` has changed zone since its event (ops::note_zone_change): a new card,
  // which the trigger does nothing to (docs/rulings.md, A card a waiting trigger named that
  // changed zone).
  bool it_moved = false;
  // A trigger's: the amount its event named; an ability's or event's: the `x` its costs chose
  // (`pay x`; docs/rulings.md, A cost the player chooses).
  std::int32_t amount = 0;
  // An ability's or event's: the development counters its costs removed (`the number of
  // development counters removed this way`; docs/rulings.md, Counters removed by a cost).
  std::int32_t removed = 0;
  player_id player = no_player;  // a step trigger's: the player whose step it is
  player_id seller = no_player;  // a trigger on a buy out of a network: whose network the card left
  card_id other = no_card;       // the other party of its event (the card that destroyed it, ...)
  combat_parties fight{};        // the combat its event happened in (none: outside one)
  // The space each card target was in as the item went on the stack (ops::push_stack): the
  // target is the space (001 Glossary TARGET; stack.cpp's resolve_top).
  target_spaces spaces{};
  // The cards of its counted targets (`2 target characters`), in the order chosen; empty
  // for most items, so a copy of the state pays nothing for it.
  std::vector<counted_target> counted{};
  bool triggered() const { return trigger >= 0; }
  bool is_event() const { return ability < 0 && !triggered(); }  // an event card's own effect
  friend bool operator==(const stack_item&, const stack_item&) = default;
};

// A round of priority (001 Advanced Rules): players in turn order, the turn player first,
// add to the stack or pass; when every player has passed in a row the top item resolves.
// A round that the turn player opened by passing a phase with an empty stack ends the
// phase when everyone passes (the window before a phase ends, 001 End Phase).
struct priority_round {
  player_id holder = no_player;  // who may act now; no_player: no round is open
  std::uint8_t passes = 0;       // passes in a row
  bool closes_phase = false;
  bool open() const { return holder != no_player; }
  friend bool operator==(const priority_round&, const priority_round&) = default;
};

// How long a change made by an effect lasts: until end of turn, or while a condition of
// card text holds (`target character gets +2 BQ while this is engaged`). The engine knows
// no text: it keeps where the interpreter finds the condition again (numbers of the
// interpreter's), asks card_behaviour::still_holds at the rules' checks after every action,
// and ends the change the first time the answer is no (docs/rulings.md, Durations).
// `ends` says when the change ends (engine::lasts_until, types.hpp).
struct duration {
  card_id source = no_card;      // the card whose text made the change; no_card: until end of turn
  player_id player = no_player;  // who carried the effect out (`you` in the condition, `your next turn`)
  card_id named = no_card;       // the card `it` named when the change was made
  std::uint16_t text = 0;        // which piece of the source's text
  std::uint16_t node = 0;        // which expression in it: the change, whose condition it is
  // The definition whose text that is: the source's as the change was made, which a copy
  // beginning or ending on the source since does not change (docs/rulings.md, Copies).
  def_id def = 0;
  lasts_until ends = lasts_until::end_of_turn;
  bool conditional() const { return ends == lasts_until::condition_fails; }
  friend bool operator==(const duration&, const duration&) = default;
};

// A change to a card's trait made by an effect (001 Glossary: "until end of turn"); it
// ends at the End Phase (a conditional one when its condition fails) or when the card
// leaves play. Rules (`rule: this gets +1 BQ while ...`) are asked through behaviour
// instead and are not stored.
struct trait_modifier {
  card_id card = no_card;
  trait t = trait::iq;
  std::int16_t amount = 0;
  bool valuation = false;  // a change of the valuation (001 Divest Phase), not of trait t
  duration lasts{};
  friend bool operator==(const trait_modifier&, const trait_modifier&) = default;
};

// A keyword a card gains (or loses) from an effect until end of turn (001 Glossary: "until end of
// turn") or while a condition holds. The engine does not know what it is: `keyword` is the
// interpreter's number.
struct keyword_grant {
  card_id card = no_card;
  std::uint16_t keyword = 0;
  bool lost = false;  // the card loses the keyword instead
  duration lasts{};
  friend bool operator==(const keyword_grant&, const keyword_grant&) = default;
};

// A rule card text gave a player for a time (`each opponent cannot play events until end of
// turn`, docs/rulings.md, Rules given to players): `rule` is the interpreter's number of it.
// Only durations that name no card (end of turn, of phase, a player's next turn).
struct player_rule {
  player_id player = no_player;
  std::uint16_t rule = 0;
  card_id source = no_card;
  duration lasts{};
  friend bool operator==(const player_rule&, const player_rule&) = default;
};

// A change of control that card text made for a time (`gain control of X until end of
// turn`, `... while CONDITION`): `card` and its pile go back to `back_to` when it ends
// (docs/rulings.md, Control changes). A change for good keeps no record; leaving play
// ends every record of the card (its owner controls it out of play).
struct control_change {
  card_id card = no_card;
  player_id back_to = no_player;
  duration lasts{};
  friend bool operator==(const control_change&, const control_change&) = default;
};

// Damage one replacement prevented this turn under a budget (`prevent the first 2 of that
// damage each turn`, docs/rulings.md, Damage prevented or redirected): its card, which of its
// abilities (card behaviour's numbering), how much. Cleared when a turn starts, and a
// card's when it leaves play.
struct damage_prevented {
  card_id holder = no_card;
  std::int16_t ability = -1;
  std::int16_t amount = 0;
  friend bool operator==(const damage_prevented&, const damage_prevented&) = default;
};

// An ability that triggered this turn under `for the first time each turn` (docs/rulings.md,
// The first time each turn): its card and which of its abilities (card behaviour's
// numbering; a replacement `for the first time each turn`: -1 - its index). Cleared when a
// turn starts, and a card's when it leaves play (back in play it is a new card); a change of
// control keeps it.
struct trigger_fired {
  card_id holder = no_card;
  std::int16_t ability = -1;
  friend bool operator==(const trigger_fired&, const trigger_fired&) = default;
};

// A delayed effect (`at the start of your next turn, draw 1 card`, `at the beginning of the end
// phase, return it to your hand`; docs/rulings.md, Delayed effects): card text that runs once,
// at a moment to come. `at` keeps where the interpreter finds the text again (source, def,
// text, node; `player`: who made it, `you` as it runs) and the moment: lasts_until::next_turn
// (as `player`'s next turn begins) or end_of_phase (as the next End Phase begins). `named`:
// the cards `it` / `them` named as it was made; one that changes zone since is no_card (a
// new card, ops::put), and the effect does nothing to it.
struct delayed_effect {
  duration at{};
  small_vector<card_id, 2> named{};
  // The card `this` names as it was made (its source), when its effect reads `this`; no_card
  // once that card has changed zone since: a new card, which `this` no longer names.
  card_id self = no_card;
  friend bool operator==(const delayed_effect&, const delayed_effect&) = default;
};

// A card in play that became a copy of another (`this becomes a copy of target character
// until end of turn`): its definition is the copied card's, so every reader of printed
// values (name, types, faction, cost, traits, tags, keywords, text) reads the copy, while
// the instance keeps its owner, controller, place, damage, state, pile and counters. When
// the change ends it is `back_to` again; leaving play ends it (docs/rulings.md, Copies).
struct copy_change {
  card_id card = no_card;
  def_id back_to = 0;
  bool for_good = false;  // no duration: until it leaves play
  duration lasts{};
  friend bool operator==(const copy_change&, const copy_change&) = default;
};

// A one-shot replacement card text made (`the next time target character would be destroyed this
// turn, instead ...`, `prevent the next 3 damage that would be dealt to target character`;
// docs/rulings.md, The next time): it waits for an event of `card` and is used up the first time
// it applies. `made` keeps where the interpreter finds its text again (source, def, text, node;
// `player`: who made it) and how long it waits (`ends`: end_of_turn, or until_used). `left`: the
// damage points it still prevents (`the next N damage`), -1 for the next event whatever its size.
// It goes when its card leaves play (back in play it is a new card), logged.
struct shield {
  card_id card = no_card;
  std::int16_t left = -1;
  duration made{};
  friend bool operator==(const shield&, const shield&) = default;
};

// The decision the game waits for in the middle of an action (engine/decision.hpp), or
// none. Shared and immutable, so copying a state stays cheap; compared by content.
struct decision_slot {
  std::shared_ptr<const pending_decision> p;
  explicit operator bool() const { return p != nullptr; }
  const pending_decision* operator->() const { return p.get(); }
  const pending_decision& operator*() const { return *p; }
  friend bool operator==(const decision_slot& a, const decision_slot& b) {
    return a.p == b.p || (a.p && b.p && same_decision(*a.p, *b.p));
  }
};

struct state {
  std::shared_ptr<const card_db> db;
  std::shared_ptr<const card_behaviour> behaviour;  // may be null: cards without text
  rules_options rules;
  engine::rng rng;

  // Kept inside the state up to the sizes of a two-player game of 72-card decks (the
  // starters have 67-70): copying such a state allocates nothing (docs/benchmarks.md).
  small_vector<card_instance, 144> cards;
  small_vector<player_state, 2> players;
  // The cards in a network or bonded under one (001 Bonding: their continuous abilities
  // are still active), in card id order: whose rules apply. Kept by set_zone.
  card_set in_play;
  // The cards in play whose printed text has rules (card_behaviour::has_rules): the only
  // ones a rule question needs to read while no card gains a keyword. Kept by set_zone,
  // so `behaviour` is set before cards are added (new_game and position do).
  card_set ruled;
  // The cards in play whose printed text gives or takes other cards' keywords
  // (card_behaviour::gives_keywords), a part of `ruled`, and the bonded cards whose printed
  // keywords their pile's top gains (card_behaviour::passes_keywords; 001 Bonding): the
  // only ones a question about a card's keywords reads. Kept by set_zone, as `ruled` is.
  card_set granting;
  // Whether card c belongs in `granting` (above).
  bool grants_keywords(card_id c) const;
  // The bonded cards of `granting` that pass keywords to their pile's top: a question about
  // a card's keywords need not look for them while it is empty (the usual case).
  card_set passing;
  bool passes_keywords(card_id c) const;
  // The cards bonded under a pile's top (zone::bonded), a part of `in_play`: the only ones a
  // question about a pile (pile_under, a top's tags) reads. Kept by set_zone.
  card_set bonded;

  engine::phase phase = phase::bidding;
  accounting_step step = accounting_step::none;
  player_id active = 0;        // turn player
  player_id first_player = 0;
  int turn_number = 0;         // 1 for the first turn of the game
  int bid_ties = 0;            // ties so far (001: three ties -> random)
  bool sold_this_turn = false; // 001 Divest Phase: only ONE card
  // 001 End Phase: "once it has begun no player may take any actions" (the process after
  // the phase's window, until the next turn begins).
  bool end_process = false;
  std::uint32_t deploys = 0;   // cards deployed so far (card_instance::deployed_at)
  std::uint32_t deploys_before_turn = 0;  // `deploys` when the turn began: deployed_at above it is this turn's
  combat_state combat;         // the attack being resolved (001 Challenge Phase)
  small_vector<trait_modifier, 4> modifiers;  // until end of turn, or while a condition holds
  small_vector<keyword_grant, 4> grants;      // until end of turn, or while a condition holds
  small_vector<player_rule, 1> player_rules;  // rules given to players, for a time
  small_vector<control_change, 1> control_changes;  // until end of turn, or while a condition holds
  small_vector<copy_change, 1> copies;              // for a time, or until the card leaves play
  small_vector<stack_item, 4> stack;          // last in resolves first (001 Advanced Rules)
  small_vector<damage_prevented, 1> prevented;  // this turn's, under a replacement's budget
  small_vector<trigger_fired, 1> fired_once;    // this turn's, `for the first time each turn`
  small_vector<delayed_effect, 1> delayed;      // waiting for their moment, in the order made
  small_vector<shield, 1> shields;              // one-shot replacements waiting for their event, in the order made
  std::vector<destroyed_card> destroyed;        // this turn's, in the order destroyed; cleared when a turn starts
  std::vector<destroyed_card> left_play;        // this turn's cards that left play, any way (destroyed too), in
                                                // order, as they were (`left play this turn`); cleared alike
  priority_round priority;
  decision_slot pending;       // a question card text asked mid-action, waiting for its answer
  player_id winner = no_player;
  long long bank_flow = 0;     // money created minus money paid to the bank (for invariants)
  long long initial_money = 0;

  // Access
  const card_def& def(card_id c) const { return (*db)[cards[c].def]; }
  const std::string& name_of(card_id c) const { return def(c).name; }
  card_instance& card(card_id c) { return cards[c]; }
  const card_instance& card(card_id c) const { return cards[c]; }
  player_state& player(player_id p) { return players[p]; }
  const player_state& player(player_id p) const { return players[p]; }
  int player_count() const { return static_cast<int>(players.size()); }
  bool over() const { return phase == phase::game_over; }
  int players_left() const;
  // The player who must decide next (no_player when the game is over).
  player_id decider() const;
  // The pile under a top card (bonded cards), in card id order.
  std::vector<card_id> pile_under(card_id top) const;
  cell cell_of(card_id c) const { return {cards[c].x, cards[c].y}; }
  // Puts card c in zone z, keeping in_play current: every change of a card's zone goes
  // through here (or through add_card).
  void set_zone(card_id c, engine::zone z);
  // Gives card c definition d (a copy begins or ends), keeping `ruled` and `granting`.
  void set_def(card_id c, def_id d);
  // Adds a card (setting up a game or a position) and returns its id.
  card_id add_card(const card_instance& ci);

  friend bool operator==(const state&, const state&) = default;
};

// Bytes of mutable state: sizeof(state) plus the heap blocks it owns (capacities).
std::size_t state_footprint(const state& s);

}  // namespace engine
