// Checked scenarios (docs/scenarios.md): a board, a script of actions and expectations,
// with every name resolved to a player, card definition, phase or cell.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/book_numbers.hpp"
#include "engine/rules_options.hpp"
#include "engine/types.hpp"
#include "ir/checked.hpp"
#include "grammar/source.hpp"

namespace megacorp::checked {

// A card named in a scenario. Which instance it means is decided when the step runs,
// because cards move: the name, narrowed by whose it is and where it stands.
struct card_ref {
  bool business = false;           // `Nicole's business`
  std::string name;                // a card of the library (empty for `business`)
  int player = -1;                 // `Nicole's "X"`: in one of Nicole's zones or her network
  std::optional<engine::cell> at;  // `"X" at 1,0`
  int copy = 0;                    // `"X" number 2`: the 2nd copy of X from the top of its pile (0: any)
  span where;
};

// What a play or activation targets: a card, or a player named alone (`on Nick`).
struct target_ref {
  card_ref card;    // when `player` is -1
  int player = -1;  // `on Nick`: the player
};

// The zones of a player a scenario names, by the rulebook's names (grammar pile_name:
// `annihilated`, where card text and the engine's messages write `annihilated zone`), in
// the order the scenario writer prints them: the one table the scenario checker and the
// writer read (docs/design.md, "Word families").
struct pile_word {
  const char* word;
  engine::zone zone;
};
inline constexpr std::array<pile_word, 6> pile_words = {{{"hand", engine::zone::hand},
                                                         {"main deck", engine::zone::main_deck},
                                                         {"resource deck", engine::zone::resource_deck},
                                                         {"open market", engine::zone::open_market},
                                                         {"annihilated", engine::zone::annihilated},
                                                         {"network", engine::zone::network}}};
// The zone `word` names, or none.
constexpr std::optional<engine::zone> pile_zone(std::string_view word) {
  for (const pile_word& p : pile_words)
    if (word == p.word) return p.zone;
  return std::nullopt;
}
// The word of a zone of pile_words (the engine's name for any other zone).
inline std::string_view pile_word_of(engine::zone z) {
  for (const pile_word& p : pile_words)
    if (p.zone == z) return p.word;
  return engine::to_string(z);
}

// A zone of one player; `network` is the network.
struct zone_ref {
  int player = -1;
  engine::zone zone = engine::zone::hand;
  span where;
};

// Setup ------------------------------------------------------------------------------

struct setup_card {
  std::string name;
  span where;
};

struct setup_cell {
  setup_card card;
  engine::cell at;
  bool engaged = false;
  std::array<int, engine::trait_count> damage{};
  int counters = 0;
  int owner = -1;                  // -1: the network's player
  std::vector<setup_card> bonded;  // the pile under it, top first
};

struct setup_player {
  std::string name;
  engine::amount money = engine::book::starting_money;
  std::array<int, engine::trait_count> pool{};
  std::vector<setup_card> main_deck, resource_deck, hand, open_market, annihilated;  // top first
  std::vector<setup_cell> network;
  // `deck: "D"`: the player's deck (a scenario's or the library's); the game starts from
  // the decks, shuffled, at the bids, and nothing else of the player is written.
  std::optional<setup_card> deck;
  span where;
};

// Actions ----------------------------------------------------------------------------

enum class action_kind : std::uint8_t {
  bid, mulligan, keep_hand, pay_upkeep, decline_upkeep, buy_revealed, bottom_revealed, produce,
  buy, buy_out, sell, pass, advance, concede,
  // combat, the stack and choices: written now, run by the engine once it has them
  attack, block, no_block, assign, retaliate, no_retaliate, play, activate, choose, decline, move,
};
const char* action_kind_name(action_kind k);

struct scenario_action {
  action_kind kind = action_kind::pass;
  int player = 0;                  // who acts
  std::vector<card_ref> cards;     // the card acted with or on; attack: target, attacker; lists
  std::vector<target_ref> targets; // play / activate: `on ...`
  int whom = -1;                   // choose: `chooses Nick`, a player (-1: cards, in `cards`)
  std::vector<int> amounts;        // assign: one per card; bid: the bid; choose: the amount (`chooses 3M`)
  std::optional<zone_ref> from;    // buy: where from (default: the buyer's hand); sell: the seller's hand, or none
  std::optional<engine::cell> at;  // buy, buy_revealed, move: the cell
  int network = -1;                // buy: whose network it is deployed in (-1: the buyer's)
  bool free = false;               // buy: `for free`, without paying its cost (engine::act::buy value 1)
  bool priority_only = false;      // pass: `passes priority`, which may not end a phase (docs/scenarios.md)
  engine::trait trait = engine::trait::iq;
  int facing = 0;                  // attack: `facing south`, an area's facing (engine::area_facing's value)
  engine::phase phase = engine::phase::buy;  // advance
  std::string ability;             // activate: the ability's name
  bool only_ability = false;       // activate: `activates "X"`, the card's one activated ability
  // choose: a mode of `choose one`, by its text (`chooses mode "they lose 3M"`) or its place
  // from 1 (`chooses mode 2`); 0 and empty: no mode
  std::string mode;
  int mode_number = 0;
  // choose: `chooses modes 1 and 3`: the modes picked after the first (its text or place, as
  // `mode` and `mode_number`), and then no other
  std::vector<std::pair<std::string, int>> more_modes;
  span where;
};

// Expectations -----------------------------------------------------------------------

enum class expect_kind : std::uint8_t {
  refused, log, turn, winner, lost, money, pool, zone_is, zone_empty, zone_count, in_zone, on_top,
  damage, total_damage, counters, trait, valuation, at, bonded_to, engaged, disengaged, orphaned, not_orphaned,
  deck_legal, deck_refused,  // a deck of the scenario (`value`: its index in scenario::decks)
  sees, does_not_see,        // what `player` sees of `zone` (and, with `contents`, exactly those cards)
  controlled_by,             // the card is in play and `player` controls it
};

struct expectation {
  expect_kind kind = expect_kind::money;
  int player = -1;
  std::vector<card_ref> cards;       // the card checked (and, bonded_to, the host)
  std::optional<zone_ref> zone;
  std::vector<setup_card> contents;  // zone_is; sees with `is { ... }`
  bool exact = false;                // sees: `is { ... }` or `is empty` was written
  engine::trait trait = engine::trait::iq;
  engine::phase phase = engine::phase::buy;
  std::optional<engine::cell> at;
  int value = 0;
  std::string text;                  // refused: the reason's text; log: the event's text
  std::optional<scenario_action> action;  // refused
  span where;
};

// A scenario -------------------------------------------------------------------------

struct step {
  std::optional<scenario_action> action;  // exactly one of the two
  std::optional<expectation> expect;
};

// A statement id of `cites:`, where it is written.
struct citation {
  std::string id;  // 001/challenge-phase/12
  span where;
};

// A deck written in a scenario (docs/scenarios.md, Decks): checked as the library's decks are,
// but what the rules of 001 Making a deck refuse is kept here for `expect deck ... is
// refused` instead of being an error of the file.
struct scenario_deck {
  deck contents;                      // its name, business, founder and lists
  std::vector<std::string> refusals;  // each naming its section: "... (001 The Main Deck (Blue))"
  std::vector<std::string> held;      // when none: the rules it was checked by, each naming its section
};

struct scenario {
  std::string name;
  engine::rules_options rules;
  std::vector<std::string> variants;  // as written, for reports
  std::uint64_t seed = 1;
  std::vector<setup_player> players;
  int turn_player = 0;
  engine::phase phase = engine::phase::buy;
  int turn_number = 5;
  std::optional<std::string> pending;  // expected to fail, and why
  std::vector<citation> cites;        // `cites:`: the rulebook statements it checks (docs/rules_index.md)
  std::vector<step> steps;
  std::vector<scenario_deck> decks;   // `deck "NAME" { ... }` in the scenario
  span where;
};

}  // namespace megacorp::checked
