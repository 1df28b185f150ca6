// Internal: legality checks shared by check.cpp and stack.cpp; false with a reason.
#pragma once

#include "engine/action.hpp"
#include "engine/state.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace engine {

// A price is paid with money held (the engine's rule; 001 How to Buy a Card, 001 Bonding).
bool affordable(const state& s, player_id p, const cost& c, std::string_view verb, card_id what, std::string* why);
// `a.card` may be deployed at `a.at` in `a.network`'s network (001 Deploying and Docking);
// `moving` is a card leaving that network to go there, if any.
bool deploy_ok(const state& s, const action& a, card_id moving, std::string* why);
// The part of checking a buy (001 Buy Phase) about card c alone, not where it goes: the
// phase, where it is, the price. `moving` gets c when it leaves a network (its space then
// counts as empty for the deploy). `free`: bought for free (deployed_for_free), no price.
bool buy_card_ok(const state& s, player_id p, card_id c, card_id& moving, std::string* why, bool free = false);
// An event on top of an open market is bought by playing it from there (docs/rulings.md, An
// event bought from an open market): what that asks beyond a play from the hand (the top of
// a pile still in the game, the buyer's Buy Phase with no round open, card text allowing the buy).
bool market_event_ok(const state& s, const action& a, std::string* why);
// Whether player p may buy an event from an open market now, whatever the event: their Buy
// Phase, no round of priority open, and not under variant events-not-bought.
bool market_events_buyable(const state& s, player_id p);
// Card text (`rule: this can be deployed from your hand for free while ...`) lets player p
// buy card c from their hand without paying its cost, money or traits (an action `buy`
// with value 1); every other rule of the buy holds (docs/rulings.md, "Deployed for free").
bool deployed_for_free(const state& s, player_id p, card_id c);
// The same text on an event (`rule: this can be deployed from your hand for free while ...`):
// player p plays it without paying its cost (an action `play` with value 1); an event is
// deployed as it is played (001 Advanced Rules), and its additional costs are still paid.
bool played_for_free(const state& s, player_id p, card_id c);
// 001 Glossary: cards whose keyword says so "can be played anytime like an Event": a card
// that is not an event and whose text says it can be played at any time is bought from
// its player's hand whenever they may act, in any phase of the game and in response (in a
// round of priority), as an event is played (docs/rulings.md, "Cards played at any time";
// never under variant only-events-any-time).
bool bought_any_time(const state& s, player_id p, card_id c);
// Whether bought_any_time may hold for some card of this game: false when no text of the
// library lets a card that is not an event be played at any time (a hand need not be read).
bool any_time_buys_possible(const state& s);
// Whether c is some player's business (buying it buys its player out, 001 Winning the Game 3.).
bool is_business(const state& s, card_id c);
// Whether player p sells card c, or engages it to produce, as one of its own: p controls it
// (001 Divest Phase: "any card in your network that you control"; 001 Buy Phase: "a card in
// your network that's under your control"), or, under variant any-card-in-your-network, it
// is in p's network (002 D - Divest Phase: "any single card in their network"; 003 Buy Phase:
// "you must engage a card in your network"), whoever controls it.
bool uses_as_its_own(const state& s, player_id p, card_id c);
// Whether player p may engage card c to produce, in a trait it has: check_produce's
// conditions on the card, asked once for it (legal_actions lists its produce actions
// without checking each; the time is traits_producible_now's).
bool may_produce_with(const state& s, player_id p, card_id c);
// The traits player p may produce now (check_produce's conditions on the time): bit t for
// trait t (docs/rulings.md, Costs paid with traits).
unsigned traits_producible_now(const state& s, player_id p);
// The produce actions of player p, legal already: the traits that may be produced now
// (traits_producible_now), what check_produce asks of the card asked once for it
// (may_produce_with), then the traits it has.
void add_legal_produces(const state& s, player_id p, std::vector<action>& out);
// Whether player p may now engage a card of theirs to produce a trait one of their costs
// lacks (traits_owed): what a round of priority asks of a player with nothing else to do.
bool may_produce_owed_trait(const state& s, player_id p);
// The traits some cost player p may pay asks more of than p's trait pool holds, bit t for
// trait t: of an event in hand (its cost and additional costs), a card in hand played at
// any time, or an activated ability of a card p controls, read now. Outside the turn
// player's buying a player produces only such a trait (001 Buy Phase: "In order to produce
// traits ...").
unsigned traits_owed(const state& s, player_id p);
// Candidate buys for player p (legal_actions() filters them with check()).
void add_buy_candidates(const state& s, player_id p, std::vector<action>& out);
// The legal buys of player p in the order of add_buy_candidates, staged: each card is
// checked once (buy_card_ok), then each space it may go to (deploy_ok).
void add_legal_buys(const state& s, player_id p, std::vector<action>& out);

}  // namespace engine
