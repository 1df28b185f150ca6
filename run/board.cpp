// The board as card text reads it: where cards are, zones and their piles, tags, traits.
#include "run/evaluator_parts.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>

#include <fmt/format.h>

#include "ir/render.hpp"

#include "engine/behaviour.hpp"
#include "vocabulary/area_shape.hpp"

namespace megacorp::run_parts {

bool in_network(const engine::state& s, card_id c) { return s.card(c).zone == zone::network; }
bool in_pile(const engine::state& s, card_id c) { return in_network(s, c) || s.card(c).zone == zone::bonded; }

// Where a card reaches from: a card under a pile from its pile's space (001 Bonding: "their
// continuous abilities are still active", and the pile moves together); others from their own.
card_id reaches_from(const engine::state& s, card_id c) {
  for (int depth = 0; s.card(c).zone == zone::bonded && s.card(c).host != engine::no_card && depth < 64; ++depth)
    c = s.card(c).host;
  return c;
}

// Whether a card under a pile stands at its pile's space: the card whose text it is does;
// under variant bonded-cards-at-pile-space every such card does (docs/rulings.md).
bool stands_at_pile(const engine::state& s, card_id x, card_id self) {
  return x == self || s.rules.bonded_cards_at_pile_space;
}

engine::target_space standing_place(const eval_context& c, card_id x) {
  // place_of gives the space the card left; in play, a card under a pile may stand at its pile's
  const bool in_play = engine::in_play(c.s->card(x).zone);
  return place_of(c, in_play && stands_at_pile(*c.s, x, c.self) ? reaches_from(*c.s, x) : x);
}

bool side_by_side(engine::target_space a, engine::target_space b) {
  return a.network != engine::no_player && a.network == b.network && std::abs(a.x - b.x) + std::abs(a.y - b.y) == 1;
}

bool within_radius(const engine::state& s, card_id a, card_id centre, int n) {
  centre = reaches_from(s, centre);
  if (s.rules.bonded_cards_at_pile_space) a = reaches_from(s, a);
  if (!in_network(s, a) || !in_network(s, centre) || s.card(a).zone_player != s.card(centre).zone_player) return false;
  return a != centre && std::abs(s.card(a).x - s.card(centre).x) <= n && std::abs(s.card(a).y - s.card(centre).y) <= n;
}

engine::target_space place_of(const eval_context& c, card_id x) {
  const engine::state& s = *c.s;
  if (x == c.self && c.self_was.network != engine::no_player && !engine::in_play(s.card(x).zone)) return c.self_was;
  if (!in_network(s, x)) return {};
  return {s.card(x).zone_player, s.card(x).x, s.card(x).y};
}

// The space a card that left play this turn last stood in (state::left_play), or none.
engine::target_space last_place(const eval_context& c, card_id x) {
  const std::vector<engine::destroyed_card>& gone = c.s->left_play;
  const auto last = std::find_if(gone.rbegin(), gone.rend(), [x](const engine::destroyed_card& d) { return d.numbers.card == x; });
  if (last == gone.rend() || last->was.zone != zone::network) return {};
  return {last->was.zone_player, last->was.x, last->was.y};
}

bool within_radius_of_place(const engine::state& s, card_id a, engine::target_space at, int n) {
  if (s.rules.bonded_cards_at_pile_space) a = reaches_from(s, a);
  if (at.network == engine::no_player || !in_network(s, a) || s.card(a).zone_player != at.network) return false;
  const int dx = std::abs(s.card(a).x - at.x), dy = std::abs(s.card(a).y - at.y);
  return (dx || dy) && dx <= n && dy <= n;
}

bool in_radius(const expr& sel) {
  return sel.o == op::select && std::any_of(sel.args.begin(), sel.args.end(), [](const expr& f) { return f.o == op::in_radius; });
}

// 001 The Zones of the Game, Annihilated Zone: "cards that are either annihilated, or
// removed from the game via an effect": a card in a network or bonded in a pile (a target
// or a replacement's `it` reaches it: blind design batch 36, d16), or out of play in a hand, a
// deck, an open market or revealed (a selection that names the zone reaches it).
bool can_annihilate(const engine::state& s, card_id c) {
  const zone z = s.card(c).zone;
  return z == zone::network || z == zone::bonded || z == zone::hand || z == zone::main_deck || z == zone::resource_deck ||
         z == zone::open_market || z == zone::revealed;
}

// 001 Bonding: the card a bonded card lies under (the top of its pile), or none.
card_id host_of(const engine::state& s, card_id c) {
  return c != no_card && s.card(c).zone == zone::bonded ? s.card(c).host : no_card;
}

// 001 Bonding: "The First (top) card of the pile gains all keywords of the cards bonded to
// it, such as #GUN": a pile top has the tags of the cards under it.
bool has_tag_now(const eval_context& c, card_id card, checked::tag_id t) {
  const engine::state& s = *c.s;
  auto printed = [&](card_id x) {
    const std::vector<checked::tag_id>& tags = checked_card(c, x).tag_ids;
    return std::find(tags.begin(), tags.end(), t) != tags.end();
  };
  if (printed(card)) return true;
  if (!in_network(s, card)) return false;
  for (card_id u : s.bonded)
    if (s.card(u).host == card && printed(u)) return true;
  return false;
}

engine::area_shape area_of(const expr& f) {
  const auto* a = std::get_if<checked::area_ref>(&f.ref);
  if (!a) unsupported(f, fmt::format("the area of '{}'", render(f)));  // the checker refuses such shapes
  return engine::area_shape{a->across, a->along};
}

// The piles of the rules' zones (001 The Zones of the Game), top card last.
const engine::card_pile* pile_of(const eval_context& c, const engine::state& s, player_id p, const expr& z) {
  const engine::player_state& ps = s.player(p);
  switch (as<words::zone>(c, z.word)) {
    case words::zone::main_deck:
    case words::zone::deck: return &ps.main_deck;  // a search asks which deck first (run/choices.cpp)
    case words::zone::resource_deck: return &ps.resource_deck;
    case words::zone::hand: return &ps.hand;
    case words::zone::open_market: return &ps.open_market;
    case words::zone::annihilated: return &ps.annihilated;
    default: return nullptr;
  }
}

engine::zone zone_kind(const eval_context& c, const expr& z) {
  switch (as<words::zone>(c, z.word)) {
    case words::zone::main_deck:
    case words::zone::deck: return zone::main_deck;
    case words::zone::resource_deck: return zone::resource_deck;
    case words::zone::hand: return zone::hand;
    case words::zone::open_market: return zone::open_market;
    case words::zone::annihilated: return zone::annihilated;
    case words::zone::network: return zone::network;
    case words::zone::unknown: break;
  }
  unsupported(z, fmt::format("the zone '{}'", render(z)));
}

// Whose zone: `your` is the acting player, `their` as `they`, `its owner's` the owner of `it`.
player_id zone_player(const eval_context& c, const expr& z, player_id previous) {
  if (z.args.empty()) return previous == engine::no_player ? c.you : previous;
  const owner w = as<owner>(c, z.args[0].word);
  if (words::is_target(w) && !z.args[0].args.empty()) return target_of(c, z.args[0].args[0]).player;  // `target opponent's network`
  // `your`: the acting player; in a choice given to another player (`target opponent chooses
  // a card in your hand`) the card's controller (eval_context::card_you; docs/reference.md 6).
  if (w == owner::acting) return c.card_you != engine::no_player ? c.card_you : c.you;
  // `their`: the player `they` names (pronoun_players, players.cpp): the one a statement
  // before named; else, in a step or a player's trigger, the player of the event; else the
  // acting player (docs/vocabulary.md 7.5).
  if (w == owner::named) {
    if (c.named_players && c.named_players->size() == 1) return c.named_players->front();
    return unnamed_they(c, z.args[0].value);
  }
  if (w == owner::opponents) unsupported(z, "every opponent's zone outside a filter");  // a check error
  const card_id it = its_card(c);
  if (it == no_card) unsupported(z, "'its' when no card is named");
  if (w == owner::card_owner) return c.s->card(it).owner;
  if (w == owner::card_controller) return controller_was(c, it);  // out of play: as it last was (reference 3)
  unsupported(z, fmt::format("the owner '{}'", render(z.args[0])));
}

// The trait a trait word names (words::trait, resolved when the library was checked).
engine::trait trait_of_word(const eval_context& c, const expr& e) {
  const auto t = as<words::trait>(c, e.word);
  if (t == words::trait::unknown) unsupported(e, fmt::format("the trait of '{}'", render(e)));
  return static_cast<engine::trait>(words::trait_index(t));
}

int clamp_int(long long v) { return static_cast<int>(std::clamp<long long>(v, -1000000, 1000000)); }

// Whether `engage`/`disengage` (a cost, or an effect that picks) can turn card x now.
bool can_turn(const engine::state& s, card_id x, op verb) {
  if (!in_network(s, x)) return false;
  if (verb == op::disengage)
    return s.card(x).engaged && engine::ask(s, engine::path::text_disengage_checked, engine::rule_query::can_disengage, x, true);
  return !s.card(x).engaged && engine::ask(s, engine::path::text_engage_allowed, engine::rule_query::can_engage, x, true);
}

}  // namespace megacorp::run_parts
