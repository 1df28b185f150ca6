// The automatic parts of setup and of each turn.
#include "engine/flow.hpp"

#include "engine/behaviour.hpp"
#include "engine/book_numbers.hpp"
#include "engine/destroy_together.hpp"
#include "engine/invariants.hpp"
#include "engine/limits.hpp"
#include "engine/network.hpp"
#include "engine/network_graph.hpp"
#include "engine/unique_sale.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <string>

namespace engine::flow {

namespace {

// Cards in any network controlled by p, in card id order.
std::vector<card_id> controlled_in_play(const state& s, player_id p) {
  std::vector<card_id> out;
  for (card_id c : s.in_play)
    if (s.card(c).zone == zone::network && s.card(c).controller == p) out.push_back(c);
  return out;
}

// Every card in a network, in card id order.
std::vector<card_id> in_networks(const state& s) {
  std::vector<card_id> out;
  for (card_id c : s.in_play)
    if (s.card(c).zone == zone::network) out.push_back(c);
  return out;
}

// The cards in p's network, whoever controls them, in card id order.
std::vector<card_id> network_cards_of(const state& s, player_id p) {
  std::vector<card_id> out;
  for (card_id c : s.in_play)
    if (s.card(c).zone == zone::network && s.card(c).zone_player == p) out.push_back(c);
  return out;
}

// The cards in p's network, whoever controls them (001 Accounting Phase: "Disengage all the
// cards in your network", "UPKEEP costs of cards with UPKEEP in your network"); variant
// your-cards-in-any-network: the cards p controls, in any network.
std::vector<card_id> in_network_of(const state& s, player_id p) {
  if (s.rules.your_cards_in_any_network) return controlled_in_play(s, p);
  return network_cards_of(s, p);
}

void leave_accounting(ops& o);

void finish_accounting(ops& o) {
  const state& s = o.st();
  const player_id p = s.active;
  // 001 Accounting Phase: "draw a card from your main deck except if you are the player
  // going first and it is the first turn of the game" (variants: 002, only in a 2-player game;
  // 001's example, never).
  const bool skip = s.turn_number == 1 && !s.rules.first_player_draws &&
                    (s.player_count() == 2 || !s.rules.multiplayer_first_player_draws);
  // A player who cannot draw and cannot lose the game draws nothing and goes on (docs/
  // rulings.md, Players who cannot lose or gain).
  if (!skip && !o.draw(path::turn_draw, p, rule::turn_draw) && (s.over() || s.player(p).lost)) {
    next_turn_if_active_left(o);
    return;
  }
  // 001 Advanced Rules: "Events and Abilities can be played or activated at any given time
  // [...] the turn player will always have priority first in every phase and action and will
  // pass it to the opponent afterwards": a window before the phase ends, the turn player
  // first (blind rules batch 99, RS10: the other players had none); leave_accounting after it.
  if (s.rules.accounting_no_window) return leave_accounting(o);
  o.set_accounting_step(accounting_step::closing, rule::priority);
  o.open_priority(s.active, 0, true);  // settled by the action's loop (apply.cpp)
}

void leave_accounting(ops& o) {
  o.empty_pools(rule::pools_empty_accounting);  // 001: "All Trait Pools empty at the end of the Accounting Phase"
  o.set_accounting_step(accounting_step::none, rule::next_phase);
  enter_phase(o, phase::buy);
}

}  // namespace

player_id next_player_after(const state& s, player_id p) {
  for (int i = 1; i <= s.player_count(); ++i) {
    const auto q = static_cast<player_id>((p + i) % s.player_count());
    if (!s.player(q).lost) return q;
  }
  return p;
}

bool in_turn_of(const state& s, player_id p) { return !s.over() && s.active == p && !s.player(p).lost; }

card_id revealed_card(const state& s) {
  for (card_id c = 0; c < s.cards.size(); ++c)
    if (s.card(c).zone == zone::revealed) return c;
  return no_card;
}

// The upkeep step asks for the cards in the turn player's network, whoever controls them
// (001 Accounting Phase: "Pay any UPKEEP costs of cards with UPKEEP in your network");
// variant upkeep-by-controller: for the cards they control, in any network.
std::vector<card_id> pending_upkeep(const state& s) {
  std::vector<card_id> out;
  for (card_id c : s.rules.upkeep_by_controller ? controlled_in_play(s, s.active) : in_network_of(s, s.active))
    if (!s.card(c).step_done && ask_cost_to_keep(s, c)) out.push_back(c);
  return out;
}

// Setup

void open_bidding(ops& o) {
  const state& s = o.st();
  // A new game (new_game, position::start) is in the bidding phase already.
  if (s.phase != phase::bidding) engine_bug("bidding opened in a game under way");
  if (s.rules.bidding != bid_variant::no_bidding_random) return;
  // "If both players don't want to bid, they can use a random method ... and they both
  // begin with 10."
  std::vector<player_id> all(s.player_count());
  for (player_id p = 0; p < s.player_count(); ++p) all[p] = p;
  o.choose_first_player_at_random(all, rule::no_bidding);
  deal_opening_hands(o);
}

void resolve_bids(ops& o) {
  const state& s = o.st();
  int best = -1;
  std::vector<player_id> top;
  for (player_id p = 0; p < s.player_count(); ++p) {
    if (s.player(p).lost) continue;
    const int b = s.player(p).bid;
    if (b > best) {
      best = b;
      top.clear();
    }
    if (b == best) top.push_back(p);
  }
  player_id first = top.front();
  if (top.size() > 1) {
    // 001: "If the bid is tied, the players will repeat the process. If the bid is tied
    // 3 times in a row, then a random method to decide who goes first will be used."
    const bool bid_again = s.bid_ties + 1 < book::bid_ties_before_random;
    o.count_bid_tie(bid_again, bid_again ? rule::bidding : rule::bid_tie_random);
    if (bid_again) return;
    o.choose_first_player_at_random(top, rule::bid_tie_random);
    first = s.first_player;
  } else {
    o.choose_first_player(first, rule::bidding);
  }
  // 001: everybody starts with 10 - own bid; 003: the winner only pays.
  for (player_id p = 0; p < s.player_count(); ++p)
    if (s.rules.bidding == bid_variant::each_pays_own_bid || p == first)
      if (!s.player(p).lost && s.player(p).bid > 0) o.pay_money(path::bid_paid, p, s.player(p).bid, rule::bidding);
  deal_opening_hands(o);
}

void deal_opening_hands(ops& o) {
  const state& s = o.st();
  for (int i = 0; i < s.player_count(); ++i) {
    const auto p = static_cast<player_id>((s.first_player + i) % s.player_count());
    if (s.player(p).lost) continue;
    for (int n = 0; n < book::opening_hand; ++n) o.draw(path::opening_hand_drawn, p, rule::opening_hand);
  }
  o.set_phase(phase::mulligan, s.first_player, rule::mulligan);
}

void after_hand_decision(ops& o) {
  const state& s = o.st();
  if (s.decider() != no_player) return;
  // 001: "Finally, the players put their Business Card onto their network, with their
  // Founder docked next to it." The founder goes east of the business.
  for (player_id p = 0; p < s.player_count(); ++p) {
    if (s.player(p).lost) continue;
    const card_id business = s.player(p).business;
    o.deploy(path::business_placed, business, p, {0, 0}, rule::place_business, false);
    for (card_id c = 0; c < s.cards.size(); ++c)
      if (s.card(c).zone == zone::set_aside && s.card(c).owner == p) o.deploy(path::founder_placed, c, p, {1, 0}, rule::place_business, false);
  }
  start_turn(o, s.player(s.first_player).lost ? next_player_after(s, s.first_player) : s.first_player);
}

// Turn

void start_turn(ops& o, player_id p) {
  const state& s = o.st();
  // The End Phase of the turn before ends as this turn begins.
  if (s.phase == phase::end) o.step_edge(path::end_phase_step_ended, event_kind::step_ended, turn_step::end_phase, rule::next_turn);
  // The game's first turn follows the setup, not a turn before it (blind rules batch 100: turn 1
  // was logged as "the turn passes, 001 End Phase").
  const cause begins = s.turn_number == 0 ? rule::first_turn : rule::next_turn;
  o.new_turn(p, begins);
  // What ended with the turn before or as this one begins (`until your next turn`) may leave
  // damage reaching a trait: the card "is immediately destroyed" (001 Traits), before the
  // turn's texts act (blind design batch 54, d09: it was counted in the upkeep step).
  destroy_lowered_to_zero(o);
  // Variant game-begins-in-own-first-turn: each player's first turn is "the first turn of
  // the game" for the cards they control (docs/rulings.md, Blind rules batch 9).
  const bool own_first = s.rules.game_begins_in_own_first_turn;
  std::optional<event> game_begins;
  if (s.turn_number == 1 || (own_first && s.turn_number <= s.player_count()))
    game_begins = o.step_edge(path::game_step_began, event_kind::step_began, turn_step::game, begins);
  const event turn_begins = o.step_edge(path::turn_step_began, event_kind::step_began, turn_step::turn, begins);
  o.step_edge(path::accounting_step_began, event_kind::step_began, turn_step::accounting_phase, rule::beginning_of_turn);
  // 001 Accounting Phase: "perform all texts that say 'At the Beginning of the turn', or
  // 'At the beginning of the game' if it is the first turn of the game."
  if (game_begins) {
    std::vector<card_id> all;
    for (card_id c : s.in_play)
      if (s.card(c).zone == zone::network && (!own_first || s.card(c).controller == p)) all.push_back(c);
    o.fire_all(*game_begins, all);
  }
  // Every player's cards, the turn player's first (in_turn_order): "perform all texts", not only
  // the turn player's (an opponent's `when each opponent's turn begins` reads the money before
  // CASHFLOW too).
  o.fire_all(turn_begins, in_networks(s));
  o.run_delayed(lasts_until::next_turn, p);  // `at the start of your next turn, ...` (docs/rulings.md, Delayed effects)
  // Then the cashflow step: its beginning is offered at once to every card p controls in a
  // network, engaged or not; "from your cards with CASHFLOW that are not engaged" (001
  // Accounting Phase) is CASHFLOW's own condition, in its text (cards/prelude/keywords.mc).
  // Variant cashflow-by-network (002 A - Accounting Phase: "Receive cashflow from cards in
  // your network."): the cards in p's network, whoever controls them.
  std::vector<card_id> earning;
  for (card_id c : s.rules.cashflow_by_network ? network_cards_of(s, p) : controlled_in_play(s, p))
    if (s.card(c).zone == zone::network) earning.push_back(c);
  o.fire_all(o.step_edge(path::cashflow_step_began, event_kind::step_began, turn_step::cashflow_step, rule::cashflow_step), earning);
  if (s.over()) return;
  o.step_edge(path::cashflow_step_ended, event_kind::step_ended, turn_step::cashflow_step, rule::cashflow_step);
  // "Disengage all the cards in your network": those card text lets disengage (001 Card States).
  for (card_id c : in_network_of(s, p))
    if (s.card(c).engaged && ask(s, path::disengage_all_allowed, rule_query::can_disengage, c, true))
      o.disengage(path::disengaged_all, c, rule::disengage_all);
  o.set_accounting_step(accounting_step::upkeep, rule::upkeep_step);
  // The upkeep step's beginning: at once, for every card in play, the turn player's first, as
  // the turn's (blind design batch 44, d10: after the action, a cumulative upkeep was paid once
  // the Buy Phase had begun; design batch 46, d02: an opponent's card read the hand after the
  // draw); its payments (`you may pay COST`, UPKEEP) are decisions of the step (pending_upkeep).
  o.fire_all(o.step_edge(path::upkeep_step_began, event_kind::step_began, turn_step::upkeep_step, rule::upkeep_step),
             in_networks(s));
  if (s.over()) return;
  continue_accounting(o);
}

void continue_accounting(ops& o) {
  const state& s = o.st();
  if (s.over() || s.phase != phase::accounting) return;
  if (s.step == accounting_step::upkeep) {
    // The upkeep step: paying a card's cost to keep it is optional; unpaid, "the card is
    // destroyed and is sent to your Open Market Pile". One decision per card.
    if (!pending_upkeep(s).empty()) return;
    o.set_accounting_step(accounting_step::reveal, rule::reveal_resource);
    o.step_edge(path::upkeep_step_ended, event_kind::step_ended, turn_step::upkeep_step, rule::upkeep_step);
    // "Reveal the top card of your Resource Deck, and you may choose to buy it."
    const card_pile& deck = s.player(s.active).resource_deck;
    if (!deck.empty()) {
      o.put(path::resource_revealed, deck.back(), zone::revealed, s.active, true, rule::reveal_resource);
      return;
    }
    o.record(path::resource_deck_empty, {.kind = event_kind::nothing_happened, .player = s.active,
                                         .why = rule::empty_resource_deck});
  }
  if (s.step == accounting_step::reveal && revealed_card(s) != no_card) return;
  finish_accounting(o);
}

// An Accounting Phase step whose decisions were all taken by other means (a card whose
// upkeep was pending destroyed by an event played at the upkeep step) goes on by itself:
// no position waits for a decision nobody can take.
void continue_if_idle(ops& o) {
  const state& s = o.st();
  if (s.over() || s.phase != phase::accounting || s.priority.open() || !s.stack.empty()) return;
  // An item played in the window before the phase ends resolved: the window again, the turn
  // player first (finish_accounting).
  if (s.step == accounting_step::closing) return o.open_priority(s.active, 0, true);
  const bool idle = (s.step == accounting_step::upkeep && pending_upkeep(s).empty()) ||
                    (s.step == accounting_step::reveal && revealed_card(s) == no_card);
  if (idle) continue_accounting(o);
}

namespace {

// Variant unique-copies-must-be-sold, 000 Glossaire UNIQUE: "Si la carte est toujours en jeu
// au début de votre prochaine phase de vente, vous devez vendre toutes les autres copies de
// votre main." The copies in p's hand of a UNIQUE card p played that is in play are sold
// for their valuations into the open market; not the phase's one sale (it is not chosen).
void sell_unique_copies_in_hand(ops& o, player_id p) {
  const state& s = o.st();
  const auto in_play_copy = [&](card_id h) {
    for (card_id x : s.in_play)
      if (s.card(x).def == s.card(h).def && s.card(x).deployed_by == p && s.card(x).zone == zone::network &&
          !ask(s, path::unique_copy_still_in_play, rule_query::can_be_controlled_twice, x, true))
        return true;
    return false;
  };
  for (std::size_t i = 0; i < s.player(p).hand.size();) {
    const card_id h = s.player(p).hand[i];
    if (!in_play_copy(h)) {
      ++i;
      continue;
    }
    const std::vector<card_id> copies = copies_in_hand(s, p, h);
    if (copy_not_sold(s, copies, path::hand_sale_forced_allowed) != no_card) {  // card text's `cannot be sold` keeps them
      ++i;
      continue;
    }
    o.gain_money(path::hand_sale_forced_received, path::hand_sale_forced_gain_allowed, p, hand_sale_value(s, p, h), rule::unique_copies_sold, h);
    for (card_id c : copies) o.count_sale(p, c, rule::unique_copies_sold, false);  // cards sold, not the phase's sale
    for (card_id c : copies) o.put(path::sold_from_hand_forced, c, zone::open_market, s.card(c).owner, true, rule::unique_copies_sold);
    i = 0;  // the hand changed
  }
}

}  // namespace

// 001 Turn Structure: a turn's phases follow in order, Accounting, Buy, Challenge, Divest, End.
void enter_phase(ops& o, phase ph) {
  const state& s = o.st();
  if (const std::optional<turn_step> ended = step_of(s.phase))
    o.step_edge(path::phase_step_ended, event_kind::step_ended, *ended, rule::next_phase);
  o.set_phase(ph, s.active, rule::next_phase);
  destroy_lowered_to_zero(o);  // `until end of phase` ended with it (001 Traits: "immediately")
  if (const std::optional<turn_step> begun = step_of(ph)) o.step_edge(path::phase_step_began, event_kind::step_began, *begun, rule::next_phase);
  if (ph == phase::divest && s.rules.unique_copies_must_be_sold) sell_unique_copies_in_hand(o, s.active);
  // 001 End Phase: "at the end of the turn" texts act as the End Phase begins.
  if (ph == phase::end) {
    o.fire_all(o.step_edge(path::turn_step_ended, event_kind::step_ended, turn_step::turn, rule::end_of_turn_marked),
               controlled_in_play(s, s.active));
    o.run_delayed(lasts_until::end_of_phase, s.active);  // `at the beginning of the end phase, ...`
  }
}

void notice_orphans(ops& o) {
  const state& s = o.st();
  // Card text run by the trigger may orphan or re-dock other cards: look again. Text that
  // orphans cards without end is a loop (rules_loop), not a silent stop.
  for (int round = 0; !s.over(); ++round) {
    if (round == max_orphan_rounds)
      throw rules_loop("card text keeps orphaning cards as orphaned cards' text acts (more than " +
                       std::to_string(max_orphan_rounds) + " rounds in one action)");
    std::vector<card_id> newly;
    // Each network's occupied cells (occupied_rows), read in one pass: only flags change below.
    std::array<row_masks, max_players> occupied_of{};
    for (card_id c : s.in_play)
      if (const card_instance& ci = s.card(c); ci.zone == zone::network && ci.zone_player < max_players)
        occupied_of[ci.zone_player][static_cast<std::size_t>(ci.y + network_radius)] |= std::uint32_t{1} << (ci.x + network_radius);
    const bool by_control = s.rules.orphaned_unless_controller_business;  // orphaned_by_control is false without it
    for (player_id p = 0; p < s.player_count(); ++p) {
      // The occupied cells in cell order; those not connected to the business are orphaned.
      const network_grid& g = s.player(p).network;
      const row_masks& occupied = occupied_of[p];  // p < max_players: setup refuses a fifth seat
      const std::optional<cell> business = business_cell(s, p);
      const row_masks linked = business ? connected_rows(occupied, *business) : row_masks{};
      for (int y = 0; y < network_side; ++y)
        for (std::uint32_t bits = occupied[y]; bits; bits &= bits - 1) {
          const int x = std::countr_zero(bits);
          const card_id c = g.cells[static_cast<std::size_t>(y * network_side + x)];
          const bool now = !((linked[y] >> x) & 1U) || (by_control && orphaned_by_control(s, p, c));
          if (now && !s.card(c).orphaned) newly.push_back(c);
          o.set_orphaned(c, now);
        }
    }
    if (newly.empty()) return;
    for (card_id c : newly)
      if (s.card(c).zone == zone::network && s.card(c).orphaned) {
        const event orphaned = o.record(path::orphaned, {.kind = event_kind::card_orphaned,
                                                          .player = s.card(c).controller, .card = c, .why = rule::orphaned});
        o.fire(orphaned, c);
      }
  }
}

// 001 Glossary UNIQUE: "sending all other copies of that card to the Open Market Pile". A
// copy bonded under another card is in play on its player's Network (001 Bonding) and
// counts: whichever path brought the second copy (deployed, bonded, a control change).
void keep_newest_copies(ops& o) {
  const state& s = o.st();
  // Two copies held together have one held_key (engine/unique_sale.hpp), so one bit of 256
  // (a hash of the key): only the cards in play whose bit another card's is too are
  // compared, in s.in_play's order as before; with no bit shared, none is.
  auto bit_of = [&](card_id c) { return (held_key(s, s.card(c)) * 0x9E3779B1U) >> 24; };
  std::array<std::uint64_t, 4> once{}, twice{};
  for (card_id c : s.in_play)
    if (engine::in_play(s.card(c).zone)) {
      const std::uint32_t b = bit_of(c);
      const std::uint64_t m = std::uint64_t{1} << (b & 63U);
      twice[b >> 6] |= once[b >> 6] & m, once[b >> 6] |= m;
    }
  if (twice == std::array<std::uint64_t, 4>{}) return;
  small_vector<card_id, 144> in_play;  // those cards, kept inside (asked after every action)
  small_vector<std::uint32_t, 144> held;  // each one's held_key, read once
  for (card_id c : s.in_play) {
    if (!engine::in_play(s.card(c).zone)) continue;
    const std::uint32_t b = bit_of(c);
    if ((twice[b >> 6] >> (b & 63U)) & 1U) in_play.push_back(c), held.push_back(held_key(s, s.card(c)));
  }
  auto newer = [&](card_id a, card_id b) {  // a was deployed after b (ties: the later card)
    return s.card(a).deployed_at != s.card(b).deployed_at ? s.card(a).deployed_at > s.card(b).deployed_at : a > b;
  };
  for (std::size_t i = 0; i < in_play.size(); ++i)
    for (std::size_t j = 0; j < in_play.size(); ++j) {
      const card_id c = in_play[i], d = in_play[j];
      if (held[i] != held[j] || i == j || !newer(d, c)) continue;
      if (!ask(s, path::newest_copy_asked, rule_query::can_be_controlled_twice, c, true, d)) o.to_open_market(path::newest_copy_stays, c, rule::newest_copy_stays);
      break;
    }
}

void lose_without_business(ops& o) {
  const state& s = o.st();
  if (s.phase == phase::bidding || s.phase == phase::mulligan) return;  // the businesses are placed after these
  for (player_id p = 0; p < s.player_count() && !s.over(); ++p)
    if (!s.player(p).lost && s.card(s.player(p).business).zone != zone::network)
      o.lose(path::lose_without_business_asked, p, loss_reason::business_lost, rule::business_lost);
}

void engage_required(ops& o) {
  const state& s = o.st();
  if (!s.behaviour || !s.behaviour->may_answer(rule_query::must_be_engaged)) return;
  for (card_id c = 0; c < s.cards.size(); ++c)
    if (s.card(c).zone == zone::network && !s.card(c).engaged && ask(s, path::engaged_by_obligation_asked, rule_query::must_be_engaged, c, false))
      o.engage(path::engaged_by_obligation, c, rule::card_text);
}

namespace {
// A card that card text kept from the damage on it (card_instance::kept_from_lethal) is not
// destroyed again for it; under variant kept-card-rechecked, only while card text would
// still keep it (a card that lost INDESTRUCTIBLE is destroyed).
bool kept_by_replacement(const state& s, card_id c) {
  if (!s.card(c).kept_from_lethal) return false;
  return !s.rules.kept_card_rechecked || (s.behaviour && s.behaviour->would_replace_destruction({.card = c}, s));
}
}  // namespace

void destroy_lowered_to_zero(ops& o) {
  const state& s = o.st();
  if (!s.rules.trait_at_zero_destroys && !s.rules.lethal_damage_any_time) return;
  // Asked after every action: only a network card with damage can have lethal damage, and
  // under trait_at_zero_destroys any network card may hit 0 (the set changes as cards go).
  small_vector<card_id, 16> looked_at;
  for (card_id c : s.in_play) {
    const card_instance& ci = s.card(c);
    if (ci.zone == zone::network && (ci.damaged() || s.rules.trait_at_zero_destroys)) looked_at.push_back(c);
  }
  auto doomed = [&](card_id c) {
    return (s.rules.trait_at_zero_destroys && trait_hits_zero(s, c)) || (s.rules.lethal_damage_any_time && has_lethal_damage(s, c));
  };
  looked_at.erase(std::remove_if(looked_at.begin(), looked_at.end(), [&](card_id c) { return !doomed(c); }), looked_at.end());
  if (looked_at.empty()) return;
  const ops::one_effect together(o);  // one check, its cards destroyed together
  auto still_doomed = [&](card_id c) { return s.card(c).zone == zone::network && !kept_by_replacement(s, c) && doomed(c); };
  destroy_together(o, looked_at, {.why = rule::damage_reaches_trait}, still_doomed, [&](card_id c) {
    if (s.rules.trait_at_zero_destroys && trait_hits_zero(s, c)) o.destroy(path::destroyed_trait_at_zero, c, rule::trait_at_zero);
    else o.destroy(path::destroyed_damage_reaches_trait, c, rule::damage_reaches_trait);
  });
}

void close_phase(ops& o) {
  switch (o.st().phase) {
    case phase::accounting: leave_accounting(o); break;
    case phase::buy: enter_phase(o, phase::challenge); break;
    case phase::challenge: enter_phase(o, phase::divest); break;
    case phase::divest: enter_phase(o, phase::end); break;
    case phase::end: run_end_phase(o); break;
    default: break;
  }
}

// "All Orphaned cards are put into their respective Open Market Piles": destroyed (001
// Deploying and Docking: "considered 'Orphaned' and destroyed at the end of your turn"),
// so card text that replaces destruction keeps one and its text about its destruction acts. Variant
// orphans-discarded (002): put there without being destroyed. Every network's orphans;
// variant orphans-of-turn-player: the turn player's only ("at the end of your turn").
namespace {
void destroy_orphans(ops& o) {
  const ops::one_effect together(o);  // 001 End Phase: "All Orphaned cards are put into" the market together
  const state& s = o.st();
  for (player_id q = 0; q < s.player_count() && !s.over(); ++q) {
    if (s.rules.orphans_of_turn_player && q != s.active) continue;
    const auto& grid = s.player(q).network;
    const cell_set orphans = orphaned_cells(s, q);
    if (orphans.none()) continue;  // most End Phases: no walk of the 441 cells
    std::vector<card_id> doomed;
    for (int i = 0; i < network_cells; ++i)
      if (orphans.test(i) && grid.cells[i] != s.player(q).business) doomed.push_back(grid.cells[i]);
    auto still_there = [&](card_id c) { return s.card(c).zone == zone::network; };  // an earlier one's text may take it
    if (!s.rules.orphans_discarded) {
      destroy_together(o, doomed, {.why = rule::orphans_destroyed}, still_there,
                       [&](card_id c) { o.destroy(path::orphan_destroyed, c, rule::orphans_destroyed); });
      continue;
    }
    for (card_id c : doomed)
      if (!s.over() && still_there(c)) o.to_open_market(path::orphan_discarded, c, rule::orphans_discarded);
  }
}
// Variant damage-wears-off-at-end-of-turn (003 End Phase: "the board resets in preparation for
// the next turn"): every card in play loses its damage; by default it stays (docs/rulings.md,
// Combat: damage stays).
void remove_all_damage(ops& o) {
  const state& s = o.st();
  if (!s.rules.damage_wears_off_at_end) return;
  for (card_id c = 0; c < s.cards.size(); ++c)
    if (in_play(s.card(c).zone))
      for (trait t : all_traits) o.remove_damage(c, t, s.card(c).damage[static_cast<int>(t)], rule::damage_wears_off, no_card);
}

// Card text waiting for what the End Phase process did (an event discarded, a control change
// that ended) acts in it, before the turn passes (docs/rulings.md, Triggers in the End Phase
// process): what it makes "until end of turn" ends with the turn too, and what that ending
// causes is heard in turn, a few rounds at most. Variant end-triggers-next-turn: after the
// action, in the next player's turn. False when a question is held or the game is over.
bool act_on_end_process(ops& o) {
  const state& s = o.st();
  if (s.rules.end_triggers_next_turn) return true;
  for (int round = 0; round < max_end_process_rounds && o.has_observed(); ++round) {
    o.fire_observed();
    if (o.asked() || s.over()) return false;
    o.end_changes_until_end_of_turn();
  }
  return true;
}
}  // namespace

void run_end_phase(ops& o) {
  const state& s = o.st();
  const player_id p = s.active;
  o.begin_end_process(rule::end_process);
  // "First, if turn player's Business is Orphaned, which means it has no cards docked to
  // it, he or she immediately loses the game."
  if (business_orphaned(s, p))
    o.lose(path::lose_orphaned_asked, p, loss_reason::business_orphaned, rule::end_business_orphaned);
  if (s.over()) return;
  // "Second if any player has no money, he or she loses the game." (003 Money: "at the end
  // of your turn", a variant: the turn player only.)
  const bool own_turn_only = s.rules.no_money_at_own_turn_end;
  std::vector<player_id> broke;
  for (player_id q = 0; q < s.player_count(); ++q)
    if (!s.player(q).lost && s.player(q).money <= 0 && (!own_turn_only || q == p)) broke.push_back(q);
  if (!broke.empty())
    o.lose_together(path::lose_no_money_asked, broke, loss_reason::no_money, own_turn_only ? rule::end_no_money_own_turn : rule::end_no_money);
  if (s.over()) return;
  // "Then all Trait pools empty."
  o.empty_pools(rule::pools_empty_end);
  remove_all_damage(o);
  destroy_orphans(o);
  // "... and Event cards" are discarded, unless card text says they stay (the rule query
  // discarded_at_end).
  for (card_id c = 0; c < s.cards.size(); ++c) {
    if (s.card(c).zone != zone::network || !s.def(c).is(card_type::event)) continue;
    if (ask(s, path::event_discarded_at_end_asked, rule_query::discarded_at_end, c, true)) o.to_open_market(path::event_discarded_at_end, c, rule::events_discarded);
    else if (const keyword_rule k = keyword_deciding(s, rule_query::discarded_at_end, c); !k.keyword.empty())
      o.record(path::event_kept_at_end, {.kind = event_kind::card_kept, .player = s.card(c).controller, .card = c, .why = rule::events_discarded,
                .by = k});
  }
  // Effects "until end of turn" end with the turn (docs/rulings.md); those that last while
  // a condition holds go on.
  o.end_changes_until_end_of_turn();
  destroy_lowered_to_zero(o);  // a bonus that ended may leave lethal damage (001 Traits: "immediately")
  if (!act_on_end_process(o)) return;  // a question held, or the game over
  // "Once this is all done, the turn passes to the next player."
  o.complete_turn(p, rule::next_turn);
  start_turn(o, next_player_after(s, p));
}

void next_turn_if_active_left(ops& o) {
  const state& s = o.st();
  if (s.over() || !s.player(s.active).lost) return;
  if (s.phase == phase::bidding || s.phase == phase::mulligan) return;
  o.set_accounting_step(accounting_step::none, rule::leave_game);
  start_turn(o, next_player_after(s, s.active));
}

}  // namespace engine::flow
