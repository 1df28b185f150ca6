// Drawing what a player cannot see at random (engine/determinize.hpp).
#include "engine/determinize.hpp"

#include "engine/book_numbers.hpp"

#include <algorithm>
#include <initializer_list>
#include <span>

#include "engine/small_vector.hpp"

namespace engine {

namespace {

// Deals the definitions of the cards in `places` again: the definitions are taken in a
// canonical (sorted) order, shuffled with `r`, and given to the places' positions in order,
// so the result does not depend on which instance stood where. A card revealed there
// (card_instance::shown), or looked at by the viewer (card_instance::seen), is known and
// keeps its definition.
void deal_again(state& s, player_id viewer, std::initializer_list<card_pile*> places, rng& r) {
  small_vector<def_id*, 96> slots;  // the hidden cards' definitions, in the places' order
  small_vector<def_id, 96> defs;    // and their values, in one pass
  for (const auto* pile : places)
    for (card_id c : *pile)
      if (card_instance& card = s.card(c); !card.shown && !card.seen_by(viewer)) slots.push_back(&card.def), defs.push_back(card.def);
  std::sort(defs.begin(), defs.end());
  r.shuffle(std::span<def_id>(defs.data(), defs.size()));
  for (std::size_t i = 0; i < slots.size(); ++i) *slots[i] = defs[i];
}

}  // namespace

state determinize(const state& s, player_id viewer, rng& r) {
  state out = s;
  for (player_id p = 0; p < out.player_count(); ++p) {
    player_state& ps = out.player(p);
    if (p == viewer) {
      deal_again(out, viewer, {&ps.main_deck}, r);
    } else {
      deal_again(out, viewer, {&ps.hand, &ps.main_deck}, r);
      if (out.phase == phase::bidding && ps.bid >= 0)
        ps.bid = static_cast<int>(r.below(static_cast<std::uint64_t>(std::min<amount>(book::max_bid, ps.money)) + 1));
    }
    deal_again(out, viewer, {&ps.resource_deck}, r);
  }
  out.rng.reseed(r.next());
  return out;
}

}  // namespace engine
