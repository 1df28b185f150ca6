// Drawing what a player cannot see at random (engine/determinize.hpp).
#include "engine/determinize.hpp"

#include "engine/book_numbers.hpp"

#include <algorithm>
#include <vector>

namespace engine {

namespace {

// Deals the definitions of the cards in `places` again: the definitions are taken in a
// canonical (sorted) order, shuffled with `r`, and given to the places' positions in order,
// so the result does not depend on which instance stood where. A card revealed there
// (card_instance::shown) is known and keeps its definition.
void deal_again(state& s, const std::vector<card_pile*>& places, rng& r) {
  std::vector<def_id> defs;
  for (const auto* pile : places)
    for (card_id c : *pile)
      if (!s.card(c).shown) defs.push_back(s.card(c).def);
  std::sort(defs.begin(), defs.end());
  r.shuffle(std::span<def_id>(defs));
  std::size_t next = 0;
  for (const auto* pile : places)
    for (card_id c : *pile)
      if (!s.card(c).shown) s.card(c).def = defs[next++];
}

}  // namespace

state determinize(const state& s, player_id viewer, rng& r) {
  state out = s;
  for (player_id p = 0; p < out.player_count(); ++p) {
    player_state& ps = out.player(p);
    if (p == viewer) {
      deal_again(out, {&ps.main_deck}, r);
    } else {
      deal_again(out, {&ps.hand, &ps.main_deck}, r);
      if (out.phase == phase::bidding && ps.bid >= 0)
        ps.bid = static_cast<int>(r.below(static_cast<std::uint64_t>(std::min<amount>(book::max_bid, ps.money)) + 1));
    }
    deal_again(out, {&ps.resource_deck}, r);
  }
  out.rng.reseed(r.next());
  return out;
}

}  // namespace engine
