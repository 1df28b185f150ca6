// Building a player's view of the state.
#include "engine/observation.hpp"
#include "engine/behaviour.hpp"
#include "engine/visibility.hpp"

#include <algorithm>

namespace engine {

namespace rule {
inline constexpr cause hand_hidden{"a hand is hidden from the other players; its player sees it", "001 Hand"};
inline constexpr cause open_market_public{"the open market is public knowledge, checked anytime by every player",
                                          "001 Open Market"};
inline constexpr cause annihilated_public{"the annihilated zone is public knowledge, checked anytime by every player",
                                          "001 Annihilated Zone"};
inline constexpr cause deck_hidden{"a deck's cards and order are hidden but what card text reveals",
                                   "docs/design.md, hidden information"};
// Only 002 says it of the main deck: "its content is hidden and the order of the cards are managed".
inline constexpr cause main_deck_hidden{"the main deck's cards and order are hidden but what card text reveals",
                                        "002 Layout Functions"};
inline constexpr cause network_public{"the networks are in plain view", "docs/design.md, hidden information"};
}  // namespace rule

namespace {
card_view view_of(const state& s, card_id c) {
  const card_instance& ci = s.card(c);
  const auto shields = std::count_if(s.shields.begin(), s.shields.end(), [c](const shield& x) { return x.card == c; });
  return {c, ci.def, ci.owner, ci.controller, ci.engaged, ci.damage, ci.counters, ci.host, s.cell_of(c), static_cast<std::int16_t>(shields)};
}
}  // namespace

observation observe(const state& s, player_id observer) {
  observation o;
  o.observer = observer;
  o.phase = s.phase;
  o.step = s.step;
  o.active = s.active;
  o.first_player = s.first_player;
  o.winner = s.winner;
  o.turn_number = s.turn_number;
  o.bid_ties = s.bid_ties;
  o.sold_this_turn = s.sold_this_turn;
  for (card_id c = 0; c < s.cards.size(); ++c)
    if (s.card(c).zone == zone::revealed) o.revealed = view_of(s, c);
  if (s.pending) {
    o.asked = s.pending->question.player;
    if (o.asked == observer) o.question = s.pending->question, o.picked = s.pending->picked;
  }
  for (player_id p = 0; p < s.player_count(); ++p) {
    const player_state& ps = s.player(p);
    player_view v;
    v.money = ps.money;
    v.pool = ps.pool;
    v.main_deck_size = ps.main_deck.size();
    v.resource_deck_size = ps.resource_deck.size();
    v.hand_size = ps.hand.size();
    if (p == observer) {  // 001 Hand: hidden, but from its player
      // Hand order is not information either: list it by card id.
      for (card_id c : ps.hand) v.hand.push_back(view_of(s, c));
      std::sort(v.hand.begin(), v.hand.end(), [](const card_view& a, const card_view& b) { return a.id < b.id; });
      v.bid = ps.bid;
    }
    auto add_shown = [&](const card_pile& pile) {
      for (card_id c : pile)
        if (s.card(c).shown || s.card(c).seen_by(observer)) v.shown.push_back(view_of(s, c));
    };
    // 001 Hand: hidden but from its player, unless card text reveals it to every player.
    if (p != observer && hand_revealed(s, p))
      for (card_id c : ps.hand) v.shown.push_back(view_of(s, c));
    else if (p != observer)
      add_shown(ps.hand);
    add_shown(ps.main_deck);
    add_shown(ps.resource_deck);
    std::sort(v.shown.begin(), v.shown.end(), [](const card_view& a, const card_view& b) { return a.id < b.id; });
    // 001 Open Market, 001 Annihilated Zone: public knowledge, checked anytime by both players.
    for (card_id c : ps.open_market) v.open_market.push_back(view_of(s, c));
    for (card_id c : ps.annihilated) v.annihilated.push_back(view_of(s, c));
    for (card_id c = 0; c < s.cards.size(); ++c)
      if (in_play(s.card(c).zone) && s.card(c).zone_player == p)
        v.network.push_back(view_of(s, c));
    v.has_bid = ps.bid >= 0;
    v.mulligans = ps.mulligans;
    v.hand_kept = ps.hand_kept;
    v.turns_completed = ps.turns_completed;
    v.lost = ps.lost;
    v.why_lost = ps.why_lost;
    o.players.push_back(std::move(v));
  }
  return o;
}

const cause& visibility_rule(zone z) {
  switch (z) {
    case zone::hand: return rule::hand_hidden;
    case zone::open_market: return rule::open_market_public;
    case zone::annihilated: return rule::annihilated_public;
    case zone::main_deck: return rule::main_deck_hidden;
    case zone::resource_deck: return rule::deck_hidden;
    default: return rule::network_public;
  }
}

}  // namespace engine
