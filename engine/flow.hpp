// Internal: the automatic parts of setup and of the turn (001 Beginning of the game,
// Turn Structure), run between decisions.
#pragma once

#include "engine/ops.hpp"

#include <vector>

namespace engine::flow {

// Setup
void open_bidding(ops& o);            // bids, or a random first player (rules option bidding)
void resolve_bids(ops& o);            // after every player has bid
void deal_opening_hands(ops& o);      // five cards each, then mulligans
void after_hand_decision(ops& o);     // when every hand is kept: place businesses, first turn

// Turn
void start_turn(ops& o, player_id p);
void continue_accounting(ops& o);     // runs until a decision is needed
void continue_if_idle(ops& o);        // after every action: an accounting step with nothing left to decide goes on
void enter_phase(ops& o, phase ph);
void run_end_phase(ops& o);           // the End Phase process after its window
void close_phase(ops& o);             // the turn player's phase window is over: the next phase
void next_turn_if_active_left(ops& o);
// Fires `orphaned` for each network card that has become orphaned since it was last
// looked at (after every action; 001 Glossary ORPHANED: "not connected to your Business through your
// Network").
void notice_orphans(ops& o);
// After every action: a player controls at most one copy of a card whose rule query
// can_be_controlled_twice says no; the newest copy stays and the others go to their
// owners' open market (001 Glossary UNIQUE: "the newest copy is deemed to be the only ...").
void keep_newest_copies(ops& o);
// After every action: a player whose business is no longer a card in a network (card text
// put it into a hand, bonded it under another card, ...) loses (002 How to win the game:
// "If any player loses their business, they lose the game"; docs/rulings.md).
void lose_without_business(ops& o);
// After every action: a card in a network that card text says must be engaged (`rule:
// this must be engaged`, docs/rulings.md "Must") is engaged.
void engage_required(ops& o);
// After every action (001 Traits read as a state, rules option lethal_damage_any_time, on by
// default): destroys the network cards whose damage (at least 1) now reaches a trait
// (has_lethal_damage), however the trait fell; under trait_at_zero_destroys (003/000
// Traits: "If any card hits 0 in any trait it is immediately destroyed") also those with a
// trait printed above 0 that is now 0 (trait_hits_zero). A card that card text kept from its
// lethal damage is not offered to that text again (card_instance::kept_from_lethal).
void destroy_lowered_to_zero(ops& o);

// Queries used by the rules
std::vector<card_id> pending_upkeep(const state& s);  // cards still awaiting the upkeep decision
card_id revealed_card(const state& s);                // the revealed resource, or no_card
bool in_turn_of(const state& s, player_id p);         // p is the turn player and not lost
// The next player in seat order after p who has not lost (p itself when none is left).
player_id next_player_after(const state& s, player_id p);

}  // namespace engine::flow
