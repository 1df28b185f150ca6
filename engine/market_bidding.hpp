// Variant open-market-bidding. 002 Layout Functions, Open Market Pile: "Bidding - if more
// than 1 player wishes to purchase the same card from the open market, they may bid for the
// card by paying a higher valuation value." 001 has no such bidding: the turn player buys the
// top card of an open market in their Buy Phase for its valuation (001 How to Buy a Card), so
// the default asks nobody (docs/rulings.md, Buying from another player's network or open market).
#pragma once

#include "engine/ops.hpp"

namespace engine {

// Who buys open market card c, and for how much money, once `buyer` has chosen to buy it
// for `price` (its valuation as card text changes it, and its trait costs). The other
// players, in turn order after the buyer and then the buyer again, each in turn bid more
// than the highest bid so far (an amount above it, a pending decision) or pass; a player
// who passes bids no more, and one who cannot pay one more money and the trait costs from
// their pool, or has no place in their network to deploy the card, passes. It ends when
// every player but the highest bidder has passed.
struct winning_bid {
  player_id player = no_player;
  int money = 0;
};
winning_bid open_market_bidding(ops& o, player_id buyer, card_id c, const cost& price);

// The cells of p's network where the card c won by a bid may be deployed (001 Deploying and
// Docking), in dockable_cells' order.
std::vector<cell> bid_places(const state& s, player_id p, card_id c);

// The winner of the bidding, not the buyer, pays the bid and the trait costs to the bank (002
// B - Buy Phase: "Buying from another players open market pile does NOT give him/her the
// money"), takes the card and deploys it in their own network, choosing the cell.
void buy_by_bid(ops& o, const winning_bid& w, card_id c, const cost& price);

}  // namespace engine
