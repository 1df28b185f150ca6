// The numbers the rulebooks fix, each named once with the sentence that fixes it.
#pragma once

#include <cstdint>

// Numbers the books leave open are not here: "Network size not restricted to this grid"
// (001, the figures of the network), so its cap is the engine's (limits.hpp
// network_radius); a multiplayer game has "all players bidding" (001 Beginning of the
// game), so the cap on players is the engine's too (limits.hpp max_players). Rules
// variants that change a number are fields of rules_options.
namespace engine::book {

// Making a deck

// 001 Making a Deck: "You must have at least 20 resource cards in your deck in order to
// play. You can have as many of the same resource as you desire." (003 alike)
inline constexpr int min_resource_deck = 20;
// 001 Making a Deck: "The minimum deck size is 40 cards, and you can have up to 4 copies
// of any given card." (003 alike)
inline constexpr int min_main_deck = 40;
inline constexpr int max_copies_in_main_deck = 4;

// Beginning of the game

// 001 Resources: "with 10 being the amount that you can have at the beginning of the game";
// 001 Beginning of the game: "both players must begin the game with 10 - X money in your
// pool, where X is the amount he or she spent bidding" (002 Setting up: "$10M").
inline constexpr std::int64_t starting_money = 10;
// The largest bid: a bid is paid from the starting money ("10 - X").
inline constexpr std::int64_t max_bid = starting_money;
// 001 Beginning of the game: "If the bid is tied 3 times in a row, then a random method to
// decide who goes first will be used instead."
inline constexpr int bid_ties_before_random = 3;
// 001 Beginning of the game: "both players draw five (5) cards from their Main Deck"
// (002, 003 alike).
inline constexpr int opening_hand = 5;
// 001 Beginning of the game: a mulligan is "drawing one less card each time ... until they
// aren't able to draw any cards for their starting hand": at most opening_hand mulligans.
// (003/000's single mulligan is the variant single-mulligan, rules_options::mulligan_limit.)
inline constexpr int max_mulligans = opening_hand;

// The turn

// 001 Buy Phase: "you cannot buy a card from your opponent's network until their second
// turn has concluded."
inline constexpr int turns_before_network_buys = 2;

// Cards and combat

// 001 Traits: "There are 4 traits in Megacorp": IQ, EQ, MQ, BQ.
inline constexpr int traits = 4;
// 001 Challenge Phase: "If any card (not just Characters) has 4 cards, adjacent to it, it is considered to be
// 'Surrounded' that means one card one each side." A card has 4 sides, so 4 spaces to dock
// at and at most 4 blockers adjacent to a target.
inline constexpr int adjacent_spaces = 4;
// 001 Challenge Phase, Damage: "If any assets receives equal or more damage, with a minimum
// of 1 damage, than its Trait's value, it is immediately destroyed".
inline constexpr int min_lethal_damage = 1;

// Counts of one the engine spells as single steps rather than numbers: one card drawn in
// the Accounting Phase (001 Accounting Phase), ONE card sold in the Divest Phase (001
// Divest Phase; state::sold_this_turn). The five phases (001 Turn Structure) and six ways
// to win (001 Winning the Game) are enums: phase, loss_reason (types.hpp).

}  // namespace engine::book
