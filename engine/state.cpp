// State helpers: who decides, piles, and the memory footprint.
#include "engine/state.hpp"

#include "engine/behaviour.hpp"

namespace engine {

int state::players_left() const {
  int n = 0;
  for (const auto& p : players) n += p.lost ? 0 : 1;
  return n;
}

player_id state::decider() const {
  if (pending && phase != phase::game_over) return pending->question.player;
  if (priority.open() && phase != phase::game_over) return priority.holder;
  switch (phase) {
    case phase::game_over: return no_player;
    case phase::bidding:
      for (player_id p = 0; p < player_count(); ++p)
        if (!players[p].lost && players[p].bid < 0) return p;
      return no_player;
    case phase::mulligan:
      for (int i = 0; i < player_count(); ++i) {
        const auto p = static_cast<player_id>((first_player + i) % player_count());
        if (!players[p].lost && !players[p].hand_kept) return p;
      }
      return no_player;
    case phase::challenge:
      // 001 Challenge Phase: the defender declares blockers and retaliation; in an area
      // attack each defender's controller decides its retaliation (combat_state::deciding).
      if (combat.step == combat_step::retaliation && combat.deciding != no_player) return combat.deciding;
      if (combat.step == combat_step::blocks || combat.step == combat_step::retaliation) return combat.defender;
      return active;
    default: return active;
  }
}

void state::set_zone(card_id c, engine::zone z) {
  cards[c].zone = z;
  cards[c].shown = false;  // a revealed card is known only where it was revealed
  cards[c].seen = 0;       // and a card looked at the same
  if (z == engine::zone::bonded) bonded.insert(c);
  else bonded.erase(c);
  if (engine::in_play(z)) {
    in_play.insert(c);
    if (behaviour && behaviour->has_rules(def(c))) ruled.insert(c);
    if (grants_keywords(c)) granting.insert(c);
    else granting.erase(c);  // a bonded card that passes keywords, now a pile's top
    if (passes_keywords(c)) passing.insert(c);
    else passing.erase(c);
  } else {
    in_play.erase(c);
    // A card out of play keeps no choice, and no card keeps it chosen: back in play it is
    // not the card chosen (card_instance::chosen; docs/rulings.md, The chosen card).
    cards[c].chosen = no_card;
    cards[c].activations = 0;  // a new object when it comes back (card_instance::activations)
    if (!rules.returned_card_keeps_attacks) cards[c].attacks = 0;  // nor has it attacked (`that attacked this turn`)
    for (card_id x : in_play)
      if (cards[x].chosen == c) cards[x].chosen = no_card;
    ruled.erase(c);
    granting.erase(c);
    passing.erase(c);
  }
}

void state::set_def(card_id c, def_id d) {
  cards[c].def = d;
  ruled.erase(c);
  granting.erase(c);
  passing.erase(c);
  if (passes_keywords(c)) passing.insert(c);
  if (!engine::in_play(cards[c].zone) || !behaviour) return;
  if (behaviour->has_rules(def(c))) ruled.insert(c);
  if (grants_keywords(c)) granting.insert(c);
}

bool state::grants_keywords(card_id c) const {
  if (!behaviour || !engine::in_play(cards[c].zone)) return false;
  return behaviour->gives_keywords(def(c)) || passes_keywords(c);
}

bool state::passes_keywords(card_id c) const {
  return behaviour && cards[c].zone == zone::bonded && behaviour->passes_keywords(def(c));
}

card_id state::add_card(const card_instance& ci) {
  cards.push_back(ci);
  const auto c = static_cast<card_id>(cards.size() - 1);
  set_zone(c, ci.zone);
  return c;
}

std::vector<card_id> state::pile_under(card_id top) const {
  std::vector<card_id> out;
  for (card_id c : bonded)
    if (cards[c].host == top) out.push_back(c);
  return out;
}

namespace {
// The heap block a small_vector owns (its capacity), or nothing while it is kept inline.
template <class V>
std::size_t heap_of(const V& v) {
  return v.on_heap() ? v.capacity() * sizeof(*v.data()) : 0;
}
}  // namespace

std::size_t state_footprint(const state& s) {
  std::size_t bytes = sizeof(state) + heap_of(s.cards) + heap_of(s.players) + heap_of(s.modifiers) +
                      heap_of(s.stack) + heap_of(s.grants) + heap_of(s.player_rules) + heap_of(s.control_changes) + heap_of(s.prevented) + heap_of(s.fired_once) +
                      heap_of(s.copies) + heap_of(s.delayed) + heap_of(s.shields) +
                      (s.destroyed.capacity() + s.left_play.capacity()) * sizeof(destroyed_card);
  for (const auto& p : s.players)
    for (const auto* v : {&p.main_deck, &p.resource_deck, &p.hand, &p.open_market, &p.annihilated, &p.out_of_game})
      bytes += heap_of(*v);
  return bytes;
}

combat_parties parties_of(const state& s, const combat_state& cb) {
  if (!cb.active()) return {};
  return {.attacker = cb.attacker,
          .blocker = cb.blocker_count > 0 ? cb.blockers[0] : no_card,
          .defender_card = s.player(cb.network).network.at(cb.target),
          .defender = cb.defender,
          .blockers = cb.blockers,
          .blocker_count = cb.blocker_count};
}

}  // namespace engine
