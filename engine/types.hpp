// Small value types shared by the whole engine: ids, traits, zones, phases, costs, cells.
#pragma once

#include "engine/book_numbers.hpp"
#include "engine/limits.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace engine {

// Ids
using player_id = std::uint8_t;   // seat index, 0..3
using card_id = std::uint16_t;    // index of a card instance in state::cards
using def_id = std::uint16_t;     // index of a card definition in card_db
inline constexpr card_id no_card = 0xFFFF;
inline constexpr player_id no_player = 0xFF;

// Traits (001 Traits): IQ, EQ, MQ, BQ. A null trait ("-") is an empty optional.
enum class trait : std::uint8_t { iq, eq, mq, bq };
inline constexpr int trait_count = book::traits;
inline constexpr std::array<trait, trait_count> all_traits{trait::iq, trait::eq, trait::mq, trait::bq};
// Their names, indexed by trait: the one table of the card language's trait words, its
// printer's and the engine's messages (docs/design.md, "Word families").
inline constexpr std::array<const char*, trait_count> trait_names{"IQ", "EQ", "MQ", "BQ"};
static_assert(static_cast<int>(trait::bq) + 1 == trait_count, "trait_names: one name per trait");
std::string_view to_string(trait t);
std::optional<trait> parse_trait(std::string_view name);  // "IQ" .. "BQ"
using trait_values = std::array<std::optional<std::int8_t>, trait_count>;

// Money and trait pool amounts. Card text may gain or produce in loops, so they are 64-bit
// and capped: a change that would take an amount past max_amount (engine/limits.hpp) stops
// the game with amount_limit (docs/engine.md), never wraps.
using amount = std::int64_t;

// A price: money plus trait amounts (001 Buy Phase: "How to Buy a Card").
struct cost {
  int money = 0;
  std::array<int, trait_count> traits{};
  friend bool operator==(const cost&, const cost&) = default;
};
// The traits of k added to those of into (a price of several parts).
inline void add_traits(cost& into, const cost& k) {
  for (int t = 0; t < trait_count; ++t) into.traits[t] += k.traits[t];
}

// Card types and factions (001 Cards and Card Types, The Factions).
enum class card_type : std::uint8_t { character, founder, business, event, equipment, location };
enum class faction : std::uint8_t { none, corp, incarnate, gnost };
inline constexpr int faction_count = 4;
static_assert(static_cast<int>(faction::gnost) + 1 == faction_count, "faction_names: one name per faction");
// Their names, indexed by faction: the one table of the `faction:` field's words, the
// faction adjectives (all but none) and the engine's messages (docs/design.md, "Word families").
inline constexpr std::array<const char*, faction_count> faction_names{"none", "corp", "incarnate", "gnost"};
std::string_view to_string(card_type t);
std::string_view to_string(faction f);

// Zones (001 The Zones of the Game). `revealed` holds the resource revealed in the
// Accounting Phase; `set_aside` holds business and founder before they are placed;
// `bonded` is a card under another card's pile (001 Bonding); `out_of_game` holds
// the cards of a player who left a multiplayer game.
enum class zone : std::uint8_t {
  main_deck, resource_deck, hand, network, bonded, open_market, annihilated, revealed, set_aside, out_of_game
};
std::string_view to_string(zone z);
// In play: in a network, or bonded under a card there (001 Bonding).
inline bool in_play(zone z) { return z == zone::network || z == zone::bonded; }

// Turn structure ABCDE (001 Turn Structure), plus setup and game over.
enum class phase : std::uint8_t { bidding, mulligan, accounting, buy, challenge, divest, end, game_over };
std::string_view to_string(phase p);

// The steps of a turn card text can wait for the beginning or end of (001 Turn Structure).
// `game` begins with the first turn; the turn ends as its End Phase begins (001 End Phase).
enum class turn_step : std::uint8_t {
  turn, game, accounting_phase, cashflow_step, upkeep_step, buy_phase, challenge_phase, divest_phase, end_phase, combat
};
std::string_view to_string(turn_step t);
// The phases that are steps of a turn (not bidding, mulligan or the game's end).
std::optional<turn_step> step_of(phase ph);

// Decision points inside the Accounting Phase (001 Accounting Phase).
// The Accounting Phase's steps (001 Accounting Phase); `closing`: its steps done, the window
// before it ends, a round of priority the turn player opens (001 Advanced Rules: "the turn
// player will always have priority first in every phase").
enum class accounting_step : std::uint8_t { none, upkeep, reveal, closing };

// A cell of a network grid; the business sits at 0,0 (001 Network).
struct cell {
  int x = 0;
  int y = 0;
  friend bool operator==(const cell&, const cell&) = default;
};

// Why a player left the game (001 Winning the Game, numbered as there).
enum class loss_reason : std::uint8_t {
  none,
  no_money,           // 1. runs out of money (End Phase)
  business_orphaned,  // 2. business orphaned at the beginning of own End Phase
  bought_out,         // 3. business bought out
  business_destroyed, // 4. business destroyed
  decked,             // 5. unable to draw from the main deck
  card_effect,        // 6. a card effect says another player wins
  conceded,
  business_lost       // business left play another way (sold, annihilated): see docs/rulings.md
};
std::string_view to_string(loss_reason r);

// When a change made by an effect ends: with the turn (001 End Phase), the first time its
// condition fails, with the phase it was made in, or as its player's next turn begins
// (docs/rulings.md, Durations). controller_accounting: until the end of the next Accounting
// Phase of its card's controller, which becomes this_accounting as that phase begins (so a
// change made during an Accounting Phase lasts through the controller's next one).
// end_of_combat: until the combat it was made in ends (001 Challenge Phase, Damage: "Once
// damage is done, combat ends"), nullified or not.
enum class lasts_until : std::uint8_t {
  end_of_turn, condition_fails, end_of_phase, next_turn, controller_accounting, this_accounting, until_used, end_of_combat,
  end_of_next_turn  // until the end of `player`'s next turn: end_of_turn from that turn's start
};

}  // namespace engine
