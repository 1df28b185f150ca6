// The engine's own limits, each named once with why it exists. They are the engine's, not
// the rulebooks' (those are engine/book_numbers.hpp): bounds the books leave open, sizes of
// the packed state, and stops for card text that would never end. Reaching a limit in play
// throws with a message naming it (rules_loop, work_limit, amount_limit, a refused deploy,
// engine_bug for a bound only a broken caller can pass); none stops silently.
#pragma once

#include <cstdint>

namespace engine {

// Bounds the books leave open (docs/engine.md)

// Seats: 001 Beginning of the game has "all players bidding" with no cap; four fit
// player_id's range with room and the fixed arrays sized by it (a fifth is refused at setup).
inline constexpr int max_players = 4;
// Network geometry: 001 Network, "Network size not restricted to this grid". The grid is a
// fixed array of (2 * network_radius + 1)^2 cells for speed; a deploy beyond is refused.
inline constexpr int network_radius = 10;
// Money and trait pools are 64-bit; a change past this stops the action with amount_limit,
// never wraps (card text gaining in loops; docs/engine.md "Amounts").
inline constexpr std::int64_t max_amount = 1'000'000'000'000'000;  // 10^15

// Sizes of the packed state (the state is copied on every action; small fields keep it small)

// A trait or valuation change until end of turn is kept in 16 bits; a change larger than
// this (card text adding in a loop) stops the action with amount_limit.
inline constexpr int max_modifier = 1000;
// Activations a turn are counted for a card's first 32 activated abilities, 2 bits each in
// card_instance::activations (held at 3: `activate only twice each turn` is the most text
// asks). The checker refuses a card with more; an ability past them that a card gains and
// that is limited to a count a turn is refused when activated, naming this limit.
inline constexpr int max_counted_abilities = 32;
// A granted or taken keyword is the interpreter's keyword number, kept in 16 bits; a larger
// one is an engine bug (the interpreter numbers its keywords from 0).
inline constexpr int max_keyword_id = 65535;
// Damage on a card is kept in 16 bits and saturates here: far past any trait (max_modifier
// and the card's own value), so a card holding it is destroyed all the same (001 Damage).
inline constexpr int damage_ceiling = 30000;

// Stops for card text that would never end, each throwing rules_loop (or work_limit) with a
// message naming the loop; the action is undone (engine/rules.hpp apply).

// A cost's `pay x`: the answers listed go from 0M to the player's money, and no further
// than this, so that one question lists few (docs/rulings.md, A cost the player chooses).
inline constexpr int max_chosen_amount = 100;

// Card text that triggers or replaces inside card text: nested deeper than this.
inline constexpr int max_text_depth = 64;
// Card text's work in one action (statements run, cards or players a `for each` goes over);
// past it the interpreter stops the action with work_limit (docs/install.md).
inline constexpr std::int64_t max_text_work = 100'000;
// Rounds of triggers in one action: text that keeps causing the events it waits for.
inline constexpr int max_trigger_rounds = 256;
// Rounds of orphaning in one action: orphaned cards' text that orphans more cards.
inline constexpr int max_orphan_rounds = 8;
// Rounds of card text acting on what the End Phase process did, each ending the changes "until
// end of turn" it made (flow::act_on_end_process); what is left waits for after the action.
inline constexpr int max_end_process_rounds = 8;
// Rounds of settling the keywords that keywords a card gained give (run/keywords_in_play.cpp):
// each round can add a card to a chain (CONTAGION spreading), so a chain of more cards than
// this in play, or text that gives and takes in turn, stops the action with rules_loop.
inline constexpr int max_keyword_rounds = 64;
// Rounds of the rules' checks after one action (engine/apply.cpp): checks and card text
// that keep causing events card text waits for.
inline constexpr int max_check_rounds = 64;

// For the interpreter: "any number of" cards, a count no zone reaches (at most every card of
// a game, far fewer than this); a stand-in for no limit in counts kept as int.
inline constexpr int unlimited_count = 1000;

}  // namespace engine
