// Events as a player may know them (engine/observed_event.hpp).
#include "engine/observed_event.hpp"

namespace engine {

namespace {

// A zone whose cards are hidden from a player other than the one it belongs to.
bool private_zone(zone z) {
  return z == zone::hand || z == zone::set_aside || z == zone::out_of_game;
}

bool deck_zone(zone z) { return z == zone::main_deck || z == zone::resource_deck; }

}  // namespace

bool hidden_from(const state& s, card_id c, player_id viewer) {
  if (c == no_card || c >= s.cards.size()) return false;
  const card_instance& ci = s.card(c);
  if (ci.shown || ci.seen_by(viewer)) return false;  // revealed, or looked at by the viewer
  if (deck_zone(ci.zone)) return true;  // every deck's order, the viewer's own too
  return private_zone(ci.zone) && ci.zone_player != viewer;
}

event observe_event(const event& e, const state& after, player_id viewer) {
  event out = e;
  if (e.kind == event_kind::card_revealed) return out;  // shown to every player
  if (e.kind == event_kind::bid_placed && e.player != viewer) out.amount = -1;  // sealed (001 Beginning of the game)
  if (hidden_from(after, e.card, viewer)) out.card = no_card;
  if (hidden_from(after, e.card2, viewer)) out.card2 = no_card;
  return out;
}

}  // namespace engine
