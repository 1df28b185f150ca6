// What a player may know of an event (docs/design.md, hidden information): the event log's
// counterpart of observation.hpp. Cards that lie hidden from the player, and other
// players' sealed bids, are left out of the events the player is told.
#pragma once

#include "engine/event_log.hpp"
#include "engine/state.hpp"

namespace engine {

// Whether card c, where it lies in `s`, is hidden from `viewer`: in any deck, or in another
// player's hand, set aside or out of the game, and not shown by card text
// (card_instance::shown). Cards in networks, open markets, the annihilated zone and the
// revealed resource are public.
bool hidden_from(const state& s, card_id c, player_id viewer);

// Event `e` as `viewer` may know it, given `after`, the state once the action that caused it
// is done. A card it names that lies hidden from the viewer in `after` becomes no_card; a
// card that moved between places the viewer cannot see stays hidden even if it was public
// on the way; a card shown to everybody (card_revealed) stays named. Another player's
// sealed bid (bid_placed) has amount -1. describe() words a card left out as "a card" and
// a sealed bid as such.
event observe_event(const event& e, const state& after, player_id viewer);

}  // namespace engine
