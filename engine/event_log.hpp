// The event log: every state change with its cause. It lives beside the state, not in
// it, so cloning a state stays cheap. Events print as sentences for explain output.
#pragma once

#include "engine/cause.hpp"
#include "engine/paths.hpp"
#include "engine/types.hpp"

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

struct state;

enum class event_kind : std::uint8_t {
  bid_placed, first_player_chosen, money_changed, money_transferred, pool_changed, pools_emptied,
  card_moved, deck_shuffled, card_engaged, card_disengaged, card_deployed, card_moved_in_network,
  cards_swapped, card_bonded, counters_changed, phase_changed, turn_started, player_lost, game_won,
  game_drawn, trigger_fired,
  // combat (001 Challenge Phase)
  attack_declared, attack_nullified, blockers_declared, retaliation_declared, retaliation_withheld,
  damage_assigned, damage_dealt,
  card_destroyed, trait_modified, card_reset, choice_made, keyword_granted,
  // the stack (001 Advanced Rules); amount: the ability (-1: an event's effect); an
  // effect_resolved's card2 is its card again when what resolves is a copy
  event_played, ability_activated, effect_resolved, effect_cancelled, priority_passed,
  // card text: `deploy X` whose costs the player cannot pay (card: X, card2: the text's card)
  deploy_not_paid,
  // a card in a network that has just become orphaned (001 Deploying and Docking)
  card_orphaned,
  // a step of the turn begins or ends, for the turn player (`step`; 001 Turn Structure)
  step_began, step_ended,
  // until end of turn: a card loses a keyword (amount: the interpreter's number); a valuation changes
  keyword_lost, valuation_modified,
  // a change that lasted while a condition held ends (card: the card changed, card2: the
  // text's card). trait_modified, keyword_granted, keyword_lost and valuation_modified name
  // in `other` the player who made a change that lasts while a condition holds.
  change_ended,
  // card text shows a card to every player (`reveal`; player: who reveals it). It changes
  // nothing in the state: the log, which every player sees, keeps it.
  card_revealed,
  // a card the rules would have moved stays where it is, by card text (`by`: the keyword),
  // e.g. an event not discarded at the end of the turn (001 End Phase, Glossary PERMANENT)
  card_kept,
  // a founder destroyed or annihilated (card; player: its owner), which unlike the business
  // does not lose the game (001 Founders, Winning the Game)
  founder_gone,
  // a card hit by damage that a printed 0 in trait `t`, with no damage in it, does not
  // destroy: damage destroys with a minimum of 1 (001 Traits, Important Note)
  card_spared,
  // card text would give a card a keyword it has already, which it does not gain again
  // (card: the card, card2: the text's card, amount: the keyword, as keyword_granted's;
  // 001 Glossary CARD KEYWORDS)
  keyword_not_gained,
  // card text takes damage off a card (`remove 2 damage from ...`; card: the card, card2:
  // the text's card, amount: how much, t: the trait; 001 Challenge Phase, Damage)
  damage_removed,
  // card text changes who controls a card in play and its pile (player: the new
  // controller, other: the one before, card2: the text's card, amount 1: a change for a
  // time ends; docs/rulings.md, Control changes)
  control_changed,
  // card text shows a card in a hidden zone to one player (`look at`; player: who looks,
  // card: the card, from: its zone, other: whose zone it is); the others know a card was looked at, not which
  // (observed_event.cpp; docs/rulings.md, Looking at cards)
  card_looked_at,
  // card text copies an item on the stack (card: its source, card2: the text's card, player:
  // who controls the copy, amount: the ability as effect_resolved's; docs/rulings.md, Copies
  // on the stack)
  effect_copied,
  // card text makes a card in play a copy of another (card: the card, card2: the text's
  // card; amount 1: a copy for a time ends, the card is what it was; docs/rulings.md, Copies)
  card_copied,
  // card text gives a player a rule for a while (player: that player, card2: the text's card,
  // amount: the interpreter's number of the rule; docs/rulings.md, Rules given to players)
  player_rule_given,
  // a card stops being bonded under its pile top (card: the card, card2: the top it was
  // bonded to, from: bonded, to: where it went; 001 Bonding; docs/rulings.md, Unbonded)
  card_unbonded,
  // a card chosen as a target (001 Glossary TARGET) of an event played, an ability
  // activated, a triggered ability as it triggers, or a copy's new target (card: the target,
  // card2: the card whose event or ability it is, player: who chose it; amount: the ability,
  // -1 an event's effect, -2 a triggered ability's)
  card_targeted,
  // card text that does nothing because a rule forbids it (issue 27): `at`, its path, says
  // what was tried (the sentence reads it), `why` the rule that stopped it; card, card2: the
  // cards, player: the acting player, other: the player acted on, amount: the money
  nothing_happened,
  // a defender of an area attack other than the card in the target space (card2), attacked
  // with it (001 Glossary AREA ATTACK: "will attack all valid defenders in the specified
  // area"); the other fields as the attack_declared before it
  defender_attacked,
  // a card sold whose way to the open market card text replaced (`instead of ... being put
  // into an open market`): the sale happened, and `when ... is sold` hears it as a sale's
  // card_moved (card: the card, player: the seller, why: the sale's rule; 001 Divest Phase)
  card_sold,
  // Bookkeeping: the engine's own record of where play stands, each kind the change one
  // ops method makes (tests/engine/ops_events_tests.cpp drives each). They come last
  // (is_bookkeeping): an explanation leaves them out (restates), they are not progress
  // (ops::recorded) and no card text waits for them.
  bids_tied,                // amount: the ties so far (the players bid again, or one is drawn)
  mulligan_counted,         // player; amount: their mulligans so far
  hand_kept,                // player
  accounting_step_set,      // amount: the accounting_step
  upkeep_decided,           // card; amount 1: its upkeep was paid
  sale_counted,             // player: the seller, card: what was sold, amount: their sales this turn (001 Divest Phase)
  orphan_flag_set,          // card; amount 1: orphaned, 0: docked to its business again
  turn_completed,           // player; amount: their turns completed
  end_process_began,        // player: the turn player (001 End Phase: no actions from now)
  random_drawn,             // card: whose text draws; amount: the number drawn (`at random`)
  changes_ended,            // amount: how many changes for a time ended (card: the card, if one)
  combat_step_set,          // amount: the combat_step
  retaliation_decider_set,  // player: who decides retaliations now (no_player: the defender)
  card_felled,              // card: lethal damage as a damage step ends
  damage_split,             // card: the blocker, amount: the attacker's damage it takes
  blocker_left,             // card: a blocker that is no longer one (it left the network)
  item_stacked,             // player: its controller, card: its source, amount: the ability
  priority_opened,          // player: the first holder, amount: the passes counted already
  priority_moved,           // player: the new holder, other: the one before; amount 1: passed
  priority_closed,          // the round of priority is over
  owner_changed,            // card; player: its owner and controller now, other: its owner before
  prevention_counted,       // card: the replacement's card, amount: prevented this turn so far
  card_still_known,         // card; amount: the players who looked at it and still know it
  trigger_counted,          // card: whose ability triggered, amount: the ability (`for the first time each turn`)
  effect_delayed,           // player: who made it, card: its text's card, amount: 1 as its player's next turn
                            // begins, 2 as the next End Phase begins (state::delayed)
  shield_made,              // player: who made it, card: the card it waits on, card2: its text's card, amount: the
                            // damage it prevents (-1: the next event), lasts: this turn or until used (state::shields)
  shield_used,              // card, card2 as shield_made; amount: the damage it still prevents (0: used up)
  shield_ended,             // card, card2 as shield_made; amount 0: its card left play, 1: the turn ended
  buy_counted               // player: the buyer, card: what was bought, amount: their buys this turn
                            // (`cannot buy more than N cards each turn`)
};

// The bookkeeping kinds (above): every kind from bids_tied on.
constexpr bool is_bookkeeping(event_kind k) { return k >= event_kind::bids_tied; }

// The keyword whose rule decided an outcome the rules' default would have decided otherwise
// (a rule query or number its text answered: a keyword letting an attack on a Surrounded
// card through, where 001 Challenge Phase forbids it), and the card holding it. `keyword`
// is the behaviour's, which outlives the log; empty when no keyword decided.
struct keyword_rule {
  card_id card = no_card;
  std::string_view keyword;
  friend bool operator==(const keyword_rule&, const keyword_rule&) = default;
};

// How a card was destroyed (card_destroyed): by a rule (a trait lowered to 0, 003 Traits;
// an orphan at the End Phase), by combat damage (001 Challenge Phase, Damage), or by card
// text's effect (`destroy`, direct damage, `cancel`, and an upkeep cost not paid: the
// keyword's own text, 001 Accounting Phase; examples/triggers/destroyed_how.mc).
enum class destroyed_how : std::uint8_t { by_rule, in_combat, by_effect };

struct event {
  event_kind kind{};
  player_id player = no_player;   // the acting or affected player
  player_id other = no_player;    // second player (transfers, network owner)
  player_id from_player = no_player;  // card_deployed out of a network: that network's player; card_moved:
                                      // whose zone the card left
  card_id card = no_card;
  card_id card2 = no_card;
  std::int64_t amount = 0;        // money, trait amount, counters, bid (engine::amount)
  engine::zone from = zone::set_aside, to = zone::set_aside;
  trait t = trait::iq;
  cell where{};
  engine::phase phase_to = phase::bidding;
  turn_step step = turn_step::turn;  // step_began, step_ended
  loss_reason why_lost = loss_reason::none;
  cause why{};
  destroyed_how how = destroyed_how::by_rule;  // card_destroyed
  std::int16_t after = 0;         // counters_changed: the card's counters after the change; keyword_granted: 1
                                  // when a rule in play took the keyword as it was given; a draw's card_moved:
                                  // the cards the player has drawn this turn, this one included; choice_made: the
                                  // mode of `choose one` chosen, from 1 (0: no mode)
  keyword_rule by{};              // the keyword that decided, if one did
  lasts_until lasts = lasts_until::end_of_turn;  // a change's: how long it lasts
  path at = path::none;           // the path by which it arose (engine/paths.hpp), set by ops::record
  bool in_combat = false;         // it happened while a combat was under way, set by ops::record
  friend bool operator==(const event&, const event&) = default;
};

// A card's text changed (a copy, docs/rulings.md, Copies) before the event at `at`: the
// log keeps it so that a sentence names the card as it was when it was recorded.
struct text_change {
  std::size_t at = 0;
  card_id card = no_card;
  def_id before = 0, after = 0;
};

class event_log {
 public:
  void record(const event& e) { events_.push_back(e); }
  void text_changed(card_id c, def_id before, def_id after) { texts_.push_back({events_.size(), c, before, after}); }
  // The events [from, end) of `other` and the text changes among them (those after the last
  // one too when `whole`: a run that ended, not one stopped by a question).
  void append(const event_log& other, std::size_t from, std::size_t end, bool whole);
  const std::vector<event>& events() const { return events_; }
  const std::vector<text_change>& text_changes() const { return texts_; }
  std::size_t size() const { return events_.size(); }
  void clear() {
    events_.clear();
    texts_.clear();
  }

 private:
  std::vector<event> events_;
  std::vector<text_change> texts_;
};

// One sentence, e.g. `Player 1 gains 1 money from "Affluent Customers" (cashflow step,
// 001 Accounting Phase).` Card names come from the state's card db.
std::string describe(const event& e, const state& s);

// Calls f(i, event i, the state with the cards' texts as they were when event i was
// recorded), in order: a log line says what happened when it happened, not what the cards
// are now (a card that became a copy later keeps its own name in the lines before).
void for_each_as_recorded(const event_log& log, const state& now,
                          const std::function<void(std::size_t, const event&, const state&)>& f);

// Whether `e` only restates an event just before it in `earlier`: the step events that mark
// for card text a turn or phase the log has just announced (`turn 4: Nicole's turn begins`,
// then `Nicole's turn begins`), and the bookkeeping events (is_bookkeeping), which restate
// where play stands after the events around them. An explanation leaves them out; the log
// keeps them.
bool restates(std::span<const event> earlier, const event& e);

}  // namespace engine
