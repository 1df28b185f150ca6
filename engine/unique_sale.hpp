// The sale of a UNIQUE card's copies from the hand (001 Glossary UNIQUE: "A player that
// plays a card with [UNIQUE] may reveal all copies of that same card in his hand and sell
// them all at once in the Divest Phase, gaining money equal to their Valuation."). The
// action is `sell` naming a card in the seller's hand (docs/rulings.md, "UNIQUE: selling
// the copies in hand").
#pragma once

#include "engine/paths.hpp"
#include "engine/state.hpp"

#include <string>
#include <vector>

namespace engine {

// The copies of c's card (the same card definition) in player p's hand, c among them when
// it is there.
std::vector<card_id> copies_in_hand(const state& s, player_id p, card_id c);
// A copy of c's card that p has played (deployed under p's control, wherever it is now)
// and that is UNIQUE (rule query can_be_controlled_twice says no), or no_card; the variants
// unique-sale-same-turn and unique-sale-copy-in-play narrow it.
card_id unique_copy_played(const state& s, player_id p, card_id c);
// Whether a and b are two copies one player holds in play (001 Glossary UNIQUE: "When two of
// the same unique cards exist on a player's Network"; a copy bonded under another card is in
// play too, 001 Bonding): two cards of one definition, one controller, both in play. Whether
// the card is UNIQUE is the rule query's (can_be_controlled_twice), asked by the caller.
// held_key: a card's definition and controller in one word, equal for two such copies.
// Variant unique-per-network (docs/rulings.md, Blind rules batch 6, c22): the network it is
// in instead of its controller, so two copies in one network are held together whoever
// controls them, and two one player controls in two networks are not.
inline std::uint32_t held_key(const state& s, const card_instance& x) {
  return std::uint32_t{x.def} << 8 | (s.rules.unique_per_network ? x.zone_player : x.controller);
}
inline bool copies_held_together(const state& s, card_id a, card_id b) {
  const card_instance& x = s.card(a);
  const card_instance& y = s.card(b);
  return a != b && held_key(s, x) == held_key(s, y) && in_play(x.zone) && in_play(y.zone);
}
// The first of `copies` card text says cannot be sold (rule query can_be_sold, asked at `at`),
// or no_card: the copies are sold together, so one such keeps them all (blind design batch
// 49, d13).
card_id copy_not_sold(const state& s, const std::vector<card_id>& copies, path at);
// Whether p may sell the copies of c's card in their hand now; `why` as refuse().
bool hand_sale_ok(const state& s, player_id p, card_id c, std::string* why);
// The money the sale of those copies earns: the sum of their valuations.
int hand_sale_value(const state& s, player_id p, card_id c);

}  // namespace engine
