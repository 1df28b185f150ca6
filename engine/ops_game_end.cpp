// Engine primitives for the beginning and the end of a game (ops.hpp; 001 Beginning of the
// game, Winning the Game): bid ties and hands kept; a player loses and leaves, the last one
// left wins, or the game is drawn.
#include "engine/ops.hpp"

#include <vector>

namespace engine {

// Setup (001 Beginning of the game)

void ops::count_bid_tie(bool bid_again, cause why) {
  ++game().bid_ties;
  if (bid_again)
    for (player_state& ps : game().players) ps.bid = -1;
  record(path::bids_tied, {.kind = event_kind::bids_tied, .amount = game().bid_ties, .why = why});
}

void ops::count_mulligan(player_id p, cause why) {
  ++game().player(p).mulligans;
  record(path::mulligan_counted, {.kind = event_kind::mulligan_counted, .player = p, .amount = game().player(p).mulligans, .why = why});
}

void ops::keep_hand(player_id p, cause why) {
  game().player(p).hand_kept = true;
  record(path::hand_kept, {.kind = event_kind::hand_kept, .player = p, .why = why});
}

// Game end

void ops::mark_lost(player_id p, loss_reason r, cause why) {
  player_state& ps = game().player(p);
  ps.lost = true;
  ps.why_lost = r;
  ps.pool.fill(0);
  record(path::player_lost, {.kind = event_kind::player_lost, .player = p, .why_lost = r, .why = why});
}

namespace {
// A loss for want of a business is asked again after every action while the business is out
// of play (001 Winning the Game): true the first time only, the time the log says so.
bool first_spared(player_state& ps, loss_reason r) {
  if (r != loss_reason::business_lost && r != loss_reason::business_destroyed) return true;
  const bool first = !ps.spared_without_business;
  ps.spared_without_business = true;
  return first;
}
}  // namespace

// A player card text says cannot lose the game does not (docs/rulings.md, Players who
// cannot lose or gain): the log says so, with what would have made them lose; without a
// business, once.
bool ops::may_lose(path asked, player_id p, loss_reason r) {
  if (can_lose_game(game(), asked, p)) return true;
  if (first_spared(game().player(p), r))
    record(path::loss_prevented, {.kind = event_kind::nothing_happened, .player = p, .why_lost = r, .why = rule::cannot_lose_game});
  return false;
}

void ops::lose(path asked, player_id p, loss_reason r, cause why) {
  if (game().over() || game().player(p).lost || !may_lose(asked, p, r)) return;
  lose_anyway(p, r, why);
}

void ops::lose_anyway(player_id p, loss_reason r, cause why) {
  if (game().over() || game().player(p).lost) return;
  mark_lost(p, r, why);
  if (game().players_left() >= 2) leave_game(p);
  finish_if_decided(why);
}

void ops::lose_together(path asked, const std::vector<player_id>& losers, loss_reason r, cause why) {
  if (game().over()) return;
  std::vector<player_id> marked;
  for (player_id p : losers)
    if (!game().player(p).lost && may_lose(asked, p, r)) {
      mark_lost(p, r, why);
      marked.push_back(p);
    }
  if (game().players_left() >= 2)
    for (player_id p : marked) leave_game(p);
  finish_if_decided(why);
}

void ops::win(path asked, player_id p, cause why) {
  std::vector<player_id> others;
  for (player_id q = 0; q < game().player_count(); ++q)
    if (q != p) others.push_back(q);
  lose_together(asked, others, loss_reason::card_effect, why);
}

void ops::finish_if_decided(cause why) {
  if (game().over()) return;
  const int left = game().players_left();
  if (left > 1) return;
  game().phase = phase::game_over;
  if (left == 1) {
    for (player_id p = 0; p < game().player_count(); ++p)
      if (!game().player(p).lost) game().winner = p;
    record(path::game_won, {.kind = event_kind::game_won, .player = game().winner, .why = why});
  } else {
    record(path::game_drawn, {.kind = event_kind::game_drawn, .why = why});
  }
}

// A player who loses a multiplayer game leaves it (the books are silent; docs/rulings.md,
// Where the books are silent: Leaving a multiplayer game):
// the cards they own or control in any network leave with them, other players' cards
// in their network go to their owners' open markets.
void ops::leave_game(player_id p) {
  const tally before = done_;  // the cards that leave with a player are no statement's doing (done())
  std::vector<card_id> tops;
  for (card_id c = 0; c < game().cards.size(); ++c) {
    const card_instance& ci = game().card(c);
    // Variant leaver-cards-stay-with-controller: a card owned by p that another player
    // controls outside p's network stays with its controller.
    const bool owned_leaves = ci.owner == p && !game().rules.leaver_cards_stay_with_controller;
    if (ci.zone == zone::network && (ci.zone_player == p || owned_leaves || ci.controller == p)) tops.push_back(c);
    if (ci.zone == zone::revealed && ci.zone_player == p) put(path::left_game_revealed_back, c, zone::resource_deck, p, false, rule::leave_game);
  }
  for (card_id top : tops) {
    for (card_id u : game().pile_under(top)) {
      if (game().card(u).owner == p) put(path::left_game_pile_out, u, zone::out_of_game, p, true, rule::leave_game);
      else put(path::left_game_pile_to_market, u, zone::open_market, game().card(u).owner, true, rule::leave_game);
    }
    if (game().card(top).owner == p) put(path::left_game_top_out, top, zone::out_of_game, p, true, rule::leave_game);
    else put(path::left_game_top_to_market, top, zone::open_market, game().card(top).owner, true, rule::leave_game);
  }
  done_ = before;
}

}  // namespace engine
