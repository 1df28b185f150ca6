// Drawing what a player cannot see at random (engine/determinize.hpp).
#include "engine/determinize.hpp"

#include "engine/book_numbers.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <vector>


namespace engine {

namespace {

// Sorts the definitions [first, first + n) ascending, as std::sort would: a bit for each
// definition present and its count, read back in id order (a few dozen cards, a few
// hundred definitions); a library of more definitions than the bits hold sorts instead.
void sort_defs(def_id* first, std::size_t n, std::size_t db_size) {
  constexpr std::size_t max_ids = 1024;
  if (db_size > max_ids) return std::sort(first, first + n);
  std::array<std::uint64_t, max_ids / 64> present{};
  std::array<std::uint16_t, max_ids> count;  // read only where `present` has its bit
  for (std::size_t i = 0; i < n; ++i) {
    const def_id d = first[i];
    std::uint64_t& word = present[d >> 6];
    const std::uint64_t bit = std::uint64_t{1} << (d & 63);
    count[d] = (word & bit) ? static_cast<std::uint16_t>(count[d] + 1) : std::uint16_t{1};
    word |= bit;
  }
  def_id* out = first;
  for (std::size_t w = 0; w < (db_size + 63) / 64; ++w)
    for (std::uint64_t bits = present[w]; bits; bits &= bits - 1) {
      const auto d = static_cast<def_id>(w * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
      out = std::fill_n(out, count[d], d);
    }
}

// Deals the definitions of the cards in `places` again: the definitions are taken in a
// canonical (sorted) order, shuffled with `r`, and given to the places' positions in order,
// so the result does not depend on which instance stood where. A card revealed there
// (card_instance::shown), or looked at by the viewer (card_instance::seen), is known and
// keeps its definition.
void deal_again(state& s, player_id viewer, std::initializer_list<card_pile*> places, rng& r) {
  std::size_t most = 0;
  for (const auto* pile : places) most += pile->size();
  constexpr std::size_t inline_cards = 160;
  std::array<card_id, inline_cards> slot_room;  // the hidden cards, in the places' order
  std::array<def_id, inline_cards> def_room;    // and their definitions
  std::vector<card_id> slot_heap;
  std::vector<def_id> def_heap;
  card_id* slots = slot_room.data();
  def_id* defs = def_room.data();
  if (most > inline_cards) slot_heap.resize(most), def_heap.resize(most), slots = slot_heap.data(), defs = def_heap.data();
  const unsigned viewer_bit = viewer < 8 ? 1u << viewer : 0u;  // card_instance::seen_by
  std::size_t n = 0;
  for (const auto* pile : places)
    for (card_id c : *pile)
      if (const card_instance& card = s.cards[c]; !card.shown && !(card.seen & viewer_bit)) slots[n] = c, defs[n++] = card.def;
  if (s.db) sort_defs(defs, n, s.db->size());
  else std::sort(defs, defs + n);
  r.shuffle(std::span<def_id>(defs, n));
  for (std::size_t i = 0; i < n; ++i) s.cards[slots[i]].def = defs[i];
}

// Deals again the last `fresh` of the hidden cards of `places` (in the places' order, each
// bottom to top), each drawn from all of them: Fisher-Yates stopped after `fresh` steps.
void deal_tail(state& s, unsigned viewer_bit, std::initializer_list<card_pile*> places, std::size_t fresh, rng& r) {
  std::size_t most = 0;
  for (const auto* pile : places) most += pile->size();
  constexpr std::size_t inline_cards = 160;
  std::array<card_id, inline_cards> slot_room;  // the hidden cards, in the places' order
  std::vector<card_id> slot_heap;
  card_id* slots = slot_room.data();
  if (most > inline_cards) slot_heap.resize(most), slots = slot_heap.data();
  std::size_t n = 0;
  for (const auto* pile : places)
    for (card_id c : *pile)
      if (const card_instance& card = s.cards[c]; !card.shown && !(card.seen & viewer_bit)) slots[n++] = c;
  const std::size_t last = n > fresh ? n - fresh : 0;
  for (std::size_t i = n; i > last && i > 1; --i) {
    const auto j = static_cast<std::size_t>(r.below(i));
    std::swap(s.cards[slots[i - 1]].def, s.cards[slots[j]].def);
  }
}

// A sealed bid `viewer` may not see, drawn again (0 to 10, within the bidder's money).
void draw_bid(const state& s, player_state& ps, rng& r) {
  if (s.phase == phase::bidding && ps.bid >= 0)
    ps.bid = static_cast<int>(r.below(static_cast<std::uint64_t>(std::min<amount>(book::max_bid, ps.money)) + 1));
}

}  // namespace

state redraw_near_top(const state& d, player_id viewer, rng& r, std::size_t depth) {
  state out = d;
  const unsigned viewer_bit = viewer < 8 ? 1u << viewer : 0u;  // card_instance::seen_by
  for (player_id p = 0; p < out.player_count(); ++p) {
    player_state& ps = out.player(p);
    if (p == viewer) {
      deal_tail(out, viewer_bit, {&ps.main_deck}, depth, r);
    } else {
      std::size_t hidden_in_hand = 0;
      for (card_id c : ps.hand) hidden_in_hand += !out.cards[c].shown && !(out.cards[c].seen & viewer_bit);
      deal_tail(out, viewer_bit, {&ps.main_deck, &ps.hand}, hidden_in_hand + depth, r);
      draw_bid(out, ps, r);
    }
    deal_tail(out, viewer_bit, {&ps.resource_deck}, depth, r);
  }
  out.rng.reseed(r.next());
  return out;
}

state determinize(const state& s, player_id viewer, rng& r) {
  state out = s;
  for (player_id p = 0; p < out.player_count(); ++p) {
    player_state& ps = out.player(p);
    if (p == viewer) {
      deal_again(out, viewer, {&ps.main_deck}, r);
    } else {
      deal_again(out, viewer, {&ps.hand, &ps.main_deck}, r);
      draw_bid(out, ps, r);
    }
    deal_again(out, viewer, {&ps.resource_deck}, r);
  }
  out.rng.reseed(r.next());
  return out;
}

}  // namespace engine
