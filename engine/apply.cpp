// legal_actions() (generate candidates, filter with is_legal) and apply().
#include "engine/behaviour.hpp"
#include "engine/book_numbers.hpp"
#include "engine/combat.hpp"
#include "engine/flow.hpp"
#include "engine/invariants.hpp"
#include "engine/legality.hpp"
#include "engine/limits.hpp"
#include "engine/market_bidding.hpp"
#include "engine/network.hpp"
#include "engine/rule_memo.hpp"
#include "engine/rules.hpp"
#include "engine/stack.hpp"
#include "engine/unique_sale.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <string>

namespace engine {

namespace {


// The spaces a bought card may go to, by network: the docking cells, then the spaces whose
// card may be deployed onto (rule query can_be_deployed_onto).
std::vector<std::vector<cell>> buy_targets(const state& s) {
  std::vector<std::vector<cell>> targets(s.players.size());
  for (player_id q = 0; q < s.player_count(); ++q)
    if (!s.player(q).lost) {
      targets[q] = dockable_cells(s.player(q).network);
      const network_grid& g = s.player(q).network;
      if (s.behaviour && s.behaviour->may_answer(rule_query::can_be_deployed_onto))
        for (int i : occupied_list(g))
          if (s.card(g.cells[i]).zone == zone::network && ask(s, path::buy_onto_card, rule_query::can_be_deployed_onto, g.cells[i], false))
            targets[q].push_back(network_grid::at_index(i));
    }
  return targets;
}

}  // namespace

// 001 Glossary UNIQUE: one sale per card in the hand (its copies are sold together, so
// one copy stands for them), filtered by is_legal with the other candidates.
void add_hand_sales(const state& s, player_id p, std::vector<action>& out) {
  std::vector<def_id> offered;
  for (card_id c : s.player(p).hand) {
    if (std::find(offered.begin(), offered.end(), s.card(c).def) != offered.end()) continue;
    offered.push_back(s.card(c).def);
    out.push_back(act::sell(p, c));
  }
}

void add_buy_candidates(const state& s, player_id p, std::vector<action>& out) {
  const std::vector<std::vector<cell>> targets = buy_targets(s);
  auto to_every_cell = [&](card_id c, int value) {
    for (player_id q = 0; q < s.player_count(); ++q)
      for (cell at : targets[q]) out.push_back(act::buy(p, c, q, at, value));
  };
  for (card_id c : s.player(p).hand) {
    to_every_cell(c, 0);
    if (deployed_for_free(s, p, c)) to_every_cell(c, 1);
  }
  for (const auto& ps : s.players)
    if (!ps.open_market.empty()) to_every_cell(ps.open_market.back(), 0);
  for (card_id c : s.in_play) {
    const card_instance& ci = s.card(c);
    if (ci.zone != zone::network || ci.controller == p || !ci.engaged) continue;
    if (is_business(s, c)) {
      out.push_back(act::buy_out(p, c));
      continue;
    }
    to_every_cell(c, 0);
    out.push_back(act::buy(p, c, ci.zone_player, s.cell_of(c)));  // its own cell, once vacated
  }
}

// Buys of cards that can be played at any time (bought_any_time), outside the player's
// own Buy Phase actions (which add_legal_buys lists): candidates, filtered by is_legal.
void add_any_time_buys(const state& s, player_id p, std::vector<action>& out) {
  if ((s.phase == phase::buy && !s.priority.open()) || !any_time_buys_possible(s)) return;
  std::optional<std::vector<std::vector<cell>>> targets;
  for (card_id c : s.player(p).hand) {
    if (!bought_any_time(s, p, c)) continue;
    if (!targets) targets = buy_targets(s);
    const int values = deployed_for_free(s, p, c) ? 2 : 1;  // paid, and for free where text allows
    for (int v = 0; v < values; ++v)
      for (player_id q = 0; q < s.player_count(); ++q)
        for (cell at : (*targets)[q]) out.push_back(act::buy(p, c, q, at, v));
  }
}

void add_legal_buys(const state& s, player_id p, std::vector<action>& out) {
  // What check() asks of every action before its kind: true here unless the game is over,
  // the player out, a question pending, a round of priority open or another player to act.
  if (s.over() || p >= s.player_count() || s.player(p).lost || s.pending || s.priority.open() || s.decider() != p) {
    const std::size_t first = out.size();
    add_buy_candidates(s, p, out);
    out.erase(std::remove_if(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                             [&](const action& a) { return !is_legal(s, a); }),
              out.end());
    return;
  }
  const std::vector<std::vector<cell>> targets = buy_targets(s);
  // check_buy: the card once, then each space; a business is only bought out (no space).
  // value 1: bought for free, from the hand where text allows (deployed_for_free).
  auto to_every_cell = [&](card_id c, int value) {
    card_id moving = no_card;
    if (!buy_card_ok(s, p, c, moving, nullptr, value == 1) || is_business(s, c)) return;
    for (player_id q = 0; q < s.player_count(); ++q)
      for (cell at : targets[q])
        if (const action a = act::buy(p, c, q, at, value); deploy_ok(s, a, moving, nullptr)) out.push_back(a);
  };
  for (card_id c : s.player(p).hand) {
    to_every_cell(c, 0);
    if (deployed_for_free(s, p, c)) to_every_cell(c, 1);
  }
  for (const auto& ps : s.players)
    if (!ps.open_market.empty()) to_every_cell(ps.open_market.back(), 0);
  for (card_id c : s.in_play) {
    const card_instance& ci = s.card(c);
    if (ci.zone != zone::network || ci.controller == p || !ci.engaged) continue;
    card_id moving = no_card;
    if (!buy_card_ok(s, p, c, moving, nullptr)) continue;
    if (is_business(s, c)) {
      out.push_back(act::buy_out(p, c));
      continue;
    }
    to_every_cell(c, 0);
    if (const action a = act::buy(p, c, ci.zone_player, s.cell_of(c)); deploy_ok(s, a, moving, nullptr))
      out.push_back(a);  // its own cell, once vacated
  }
}

namespace {

// A buy's price (001 Buy Phase): to its payee, if any (a card bought out of a network), the
// rest to the bank.
void pay(ops& o, player_id p, const cost& c, player_id payee, cause why, card_id source, int to_payee = -1) {
  // A payee who cannot gain money receives none: the buyer pays it all to the bank (the
  // price is paid whole, 001 Buy Phase; docs/rulings.md, Players who cannot lose or gain).
  cost rest = c;  // the trait costs, and what of the money goes to the bank
  int transferred = payee == no_player ? 0 : to_payee < 0 ? c.money : std::min(c.money, to_payee);
  // Variant buy-pays-owner, an owner buying back its card: its share stays with the buyer.
  if (transferred > 0 && payee != p)
    transferred = static_cast<int>(o.transfer_money(path::buy_paid_to_owner, path::buy_owner_gain_allowed, p, payee, transferred, why, source));
  rest.money = c.money - transferred;
  o.pay_cost(path::buy_paid, p, rest, why, source);
}

// What of a buy's price its payee receives: the card's worth, at most (001 Buy Phase: "pay
// your opponent the amount of money it is worth"; docs/rulings.md, Buying from another
// player's network); all of it under variant buy-raise-to-seller.
int payee_share(const state& s, const price& pr) { return s.rules.buy_raise_to_seller ? -1 : pr.worth; }

// 001 Buy Phase: "You also have to pay your opponent the amount of money it is worth": a
// price card text lowered below the worth still pays that player the worth, the bank paying
// the difference (docs/rulings.md, Buying from another player's network); variant
// buy-discount-from-seller (002 Layout Functions: "the cash used"): nothing more.
void make_up_discount(ops& o, player_id buyer, const price& pr, card_id source) {
  const state& s = o.st();
  if (pr.payee == no_player || pr.payee == buyer || s.rules.buy_discount_from_seller || pr.amount.money >= pr.worth) return;
  o.gain_money(path::buy_discount_made_up, path::buy_discount_gain_allowed, pr.payee, pr.worth - pr.amount.money,
               rule::buy_discount_made_up, source);
}

// A buy out of a network names whom its price is paid to (001 Buy Phase; variant
// buy-pays-owner, 002 Layout Functions).
cause network_buy_cause(const state& s) {
  return s.rules.buy_pays_owner ? rule::buy_from_network_paid_to_owner : rule::buy_from_network;
}

void do_buy(ops& o, const action& a) {
  const state& s = o.st();
  const card_id c = a.card;
  const bool from_network = s.card(c).zone == zone::network;
  price pr = buy_price(s, c);
  const bool in_a_round = s.priority.open();  // a card played at any time, bought in response (bought_any_time)
  const bool any_time = in_a_round || s.phase != phase::buy;
  if (s.rules.open_market_bidding && s.card(c).zone == zone::open_market && !any_time) {
    // Variant open-market-bidding (002 Layout Functions: Bidding): the highest bid buys it.
    const winning_bid w = open_market_bidding(o, a.player, c, pr.amount);
    if (w.player != a.player) return buy_by_bid(o, w, c, pr.amount);
    pr.amount.money = w.money;
  }
  const cause why = a.value == 1 ? rule::buy_for_free : any_time ? rule::buy_any_time : from_network ? network_buy_cause(s) : rule::buy;
  if (a.value != 1) pay(o, a.player, pr.amount, pr.payee, why, c, payee_share(s, pr));  // for free: nothing
  if (a.value != 1) make_up_discount(o, a.player, pr, c);
  o.count_buy(a.player, c, why);
  for (player_id q = 0; q < s.player_count(); ++q)
    if (s.player(q).business == c) {
      // 001 Winning the Game 3.: "You buy out your opponent's business by paying its Valuation."
      o.lose_anyway(q, loss_reason::bought_out, rule::bought_out);  // its legality asked (buy_out_allowed)
      return;
    }
  // Out of a network, the buyer gains control of it, the pile with its top (blind design batch
  // 37, d03: `when you lose control of this` did not hear a buy), and becomes its owner but
  // under variant bought-card-keeps-owner (docs/rulings.md, Bought from a network).
  if (from_network) o.change_control(path::bought_control_changed, c, a.player, why, no_card, nullptr);
  if (!from_network || !s.rules.bought_card_keeps_owner) {
    for (card_id u : s.pile_under(c)) o.set_owner_and_controller(u, a.player, rule::bonded_bought);
    o.set_owner_and_controller(c, a.player, why);
  }
  // 001 Buy Phase: "Once a card is bought, it must be deployed immediately": out of a
  // network, deployed anew (docs/rulings.md, Bought from a network).
  if (from_network && !s.rules.bought_card_keeps_damage) o.arrive_anew(c, rule::bought_anew);
  o.deploy(path::bought_deployed, c, a.network, a.at, a.value == 1 ? rule::buy_for_free : rule::deploy);  // the log says "for free"
  if (in_a_round && !s.over()) stack::restart_round(o);
}

// The answers to a pending question: the options that may be picked, and declining where
// the question allows it (engine/decision.hpp).
void add_answer_candidates(const state& s, std::vector<action>& out) {
  const pending_decision& d = *s.pending;
  const choice_request& q = d.question;
  const player_id p = q.player;
  if (q.may) {
    out.push_back(act::accept(p));
    out.push_back(act::decline(p));
    return;
  }
  if (q.asks_amount()) {  // an amount is always chosen: no declining
    for (int n = 0; n <= q.up_to; ++n)
      if (q.amount_allowed(n)) out.push_back(act::choose_amount(p, n));
    return;
  }
  if (q.asks_mode()) {  // a mode is always chosen: no declining
    for (int m : q.open_modes) out.push_back(act::choose_mode(p, m));
    return;
  }
  if (q.asks_cell()) {
    for (cell at : q.cells) out.push_back(act::choose_cell(p, at));
  } else if (q.asks_player()) {
    for (player_id whom : q.players) out.push_back(act::choose_player(p, whom));
  } else {
    for (card_id c : q.options) out.push_back(act::choose(p, c));
  }
  out.push_back(act::decline(p));
}

}  // namespace

namespace {

// The legal plays and activations of p, in stack::add_candidates' order: listed legal
// (stack::add_legal_candidates) when p may act now, as check_into asks before an action's
// kind (p decides, no question pending, the game on); else its candidates filtered.
void add_stack_actions(const state& s, player_id p, std::vector<action>& out) {
  if (!s.over() && p < s.player_count() && !s.player(p).lost && !s.pending && s.decider() == p)
    return stack::add_legal_candidates(s, p, out);
  const auto first = static_cast<std::ptrdiff_t>(out.size());
  stack::add_candidates(s, p, out);
  out.erase(std::remove_if(out.begin() + first, out.end(), [&](const action& a) { return !is_legal(s, a); }), out.end());
}

// In a round of priority: respond, or pass (001 Advanced Rules). The legal ones of: the
// events and abilities of stack::add_candidates (`responses` only), buys of cards played at
// any time, passing and conceding, in that order.
std::vector<action> round_actions(const state& s, player_id p, bool responses) {
  std::vector<action> out;
  if (responses) add_stack_actions(s, p, out);
  const auto bought = static_cast<std::ptrdiff_t>(out.size());
  add_any_time_buys(s, p, out);
  out.erase(std::remove_if(out.begin() + bought, out.end(), [&](const action& a) { return !is_legal(s, a); }), out.end());
  if (responses) add_legal_produces(s, p, out);  // to pay a response's traits (check_produce says when)
  const auto unchecked = static_cast<std::ptrdiff_t>(out.size());
  out.push_back(act::pass(p));
  out.push_back(act::concede(p));
  out.erase(std::remove_if(out.begin() + unchecked, out.end(), [&](const action& a) { return !is_legal(s, a); }), out.end());
  return out;
}

}  // namespace

std::vector<action> legal_actions(const state& s) {
  const rule_memo_scope memo(s);  // rule answers kept: listing does not change s
  std::vector<action> out;
  const player_id p = s.decider();
  if (p == no_player) return out;
  if (s.pending) {
    add_answer_candidates(s, out);
    std::erase_if(out, [&](const action& a) { return !is_legal(s, a); });
    return out;
  }
  if (s.priority.open()) return round_actions(s, p, true);
  add_stack_actions(s, p, out);
  const auto bought = static_cast<std::ptrdiff_t>(out.size());
  add_any_time_buys(s, p, out);
  // Candidates are checked below, from `unchecked` on; generators that make legal actions
  // only (attacks) come before it.
  out.erase(std::remove_if(out.begin() + bought, out.end(), [&](const action& a) { return !is_legal(s, a); }), out.end());
  std::size_t unchecked = out.size();
  switch (s.phase) {
    case phase::bidding:
      for (int v = 0; v <= book::max_bid; ++v) out.push_back(act::bid(p, v));
      break;
    case phase::mulligan:
      out.push_back(act::keep_hand(p));
      out.push_back(act::mulligan(p));
      break;
    case phase::accounting:
      if (s.step == accounting_step::upkeep)
        for (card_id c : flow::pending_upkeep(s)) {
          out.push_back(act::pay_upkeep(p, c));
          out.push_back(act::decline_upkeep(p, c));
        }
      if (s.step == accounting_step::reveal) {
        const card_id r = flow::revealed_card(s);
        for (cell at : dockable_cells(s.player(p).network)) out.push_back(act::buy_revealed(p, r, at));
        out.push_back(act::bottom_revealed(p));
      }
      out.erase(std::remove_if(out.begin() + static_cast<std::ptrdiff_t>(unchecked), out.end(),
                               [&](const action& a) { return !is_legal(s, a); }),
                out.end());
      add_legal_produces(s, p, out);  // legal already
      unchecked = out.size();
      break;
    case phase::buy:
      add_legal_produces(s, p, out);  // legal already
      add_legal_buys(s, p, out);  // legal already
      unchecked = out.size();
      out.push_back(act::pass(p));
      break;
    case phase::divest:
      add_legal_produces(s, p, out);
      unchecked = out.size();
      for (card_id c : s.in_play)
        if (s.card(c).zone == zone::network && uses_as_its_own(s, p, c)) out.push_back(act::sell(p, c));
      add_hand_sales(s, p, out);
      out.push_back(act::pass(p));
      break;
    case phase::challenge:
      combat::add_legal_attacks(s, p, out);
      combat::keep_forced_attacks(s, out, unchecked);
      add_legal_produces(s, p, out);
      unchecked = out.size();
      combat::add_candidates(s, p, out);
      if (!s.combat.active()) out.push_back(act::pass(p));
      break;
    case phase::end: out.push_back(act::pass(p)); break;
    case phase::game_over: break;
  }
  out.push_back(act::concede(p));
  out.erase(std::remove_if(out.begin() + static_cast<std::ptrdiff_t>(unchecked), out.end(),
                           [&](const action& a) { return !is_legal(s, a); }),
            out.end());
  return out;
}

namespace {

// What each kind of action does (001 Turn Structure), one function per kind.

void do_bid(ops& o, const action& a) {
  o.place_bid(a.player, a.value, rule::bidding);
  if (o.st().decider() == no_player) flow::resolve_bids(o);
}

void do_mulligan(ops& o, const action& a) {
  // 001: "shuffle it back into their Main Deck but drawing one less card each time".
  const player_state& ps = o.st().player(a.player);
  while (!ps.hand.empty()) o.put(path::mulligan_hand_back, ps.hand.back(), zone::main_deck, a.player, true, rule::mulligan);
  o.shuffle(a.player, zone::main_deck, rule::mulligan);
  o.count_mulligan(a.player, rule::mulligan);
  for (int n = 0; n < book::opening_hand - ps.mulligans; ++n) o.draw(path::mulligan_drawn, a.player, rule::mulligan);
}

void do_keep_hand(ops& o, const action& a) {
  o.keep_hand(a.player, rule::keep_hand);
  flow::after_hand_decision(o);
}

void do_pay_upkeep(ops& o, const action& a) {
  o.pay_cost(path::upkeep_paid, a.player, *upkeep_cost(o.st(), a.card), rule::upkeep_step, a.card, keyword_keeping(o.st(), a.card));
  o.mark_upkeep_decided(a.card, true, rule::upkeep_step);
  flow::continue_accounting(o);
}

void do_decline_upkeep(ops& o, const action& a) {
  o.mark_upkeep_decided(a.card, false, rule::upkeep_step);
  // "the card is destroyed and is sent to your Open Market Pile": by its own text (the
  // keyword UPKEEP is card text, which the engine asks for itself), as when that text runs.
  // Whose open market: the decliner's, "your Open Market Pile" (001 Accounting Phase);
  // variant upkeep-to-owner-market, the owner's (001 Damage).
  const player_id market = !o.st().rules.upkeep_to_owner_market && o.st().card(a.card).owner != a.player ? a.player : no_player;
  o.destroy(path::destroyed_upkeep_unpaid, a.card, rule::upkeep_step, a.card, destroyed_how::by_effect,
            keyword_keeping(o.st(), a.card), market);
  flow::continue_accounting(o);
}

void do_buy_revealed(ops& o, const action& a) {
  o.pay_cost(path::revealed_bought_paid, a.player, buy_price(o.st(), a.card).amount, rule::reveal_resource, a.card);
  o.count_buy(a.player, a.card, rule::reveal_resource);
  o.set_owner_and_controller(a.card, a.player, rule::reveal_resource);
  o.deploy(path::revealed_resource_bought, a.card, a.player, a.at, rule::reveal_resource);
  flow::continue_accounting(o);
}

void do_bottom_revealed(ops& o, const action& a) {
  o.put(path::revealed_resource_to_bottom, flow::revealed_card(o.st()), zone::resource_deck, a.player, false, rule::reveal_resource);
  flow::continue_accounting(o);
}

void do_produce(ops& o, const action& a) {
  // 001 Buy Phase: engage a card you control to produce one trait, its value.
  o.engage(path::engaged_to_produce, a.card, rule::produce_trait);
  const int value = trait_value(o.st(), a.card, a.t).value_or(0);
  o.add_to_pool(path::trait_produced, a.player, a.t, value, rule::produce_trait, a.card);
}

void do_combat(ops& o, const action& a) {
  combat::apply(o, a);
  if (a.kind == action_kind::attack || a.kind == action_kind::block) stack::open_window_in_combat(o);
}

// 001 Glossary UNIQUE: "reveal all copies of that same card in his hand and sell them all
// at once in the Divest Phase, gaining money equal to their Valuation"; sold cards go to
// the open market, as a sale from the network does.
void sell_from_hand(ops& o, const action& a) {
  const state& s = o.st();
  const std::vector<card_id> copies = copies_in_hand(s, a.player, a.card);
  o.gain_money(path::hand_sale_received, path::hand_sale_gain_allowed, a.player, hand_sale_value(s, a.player, a.card), rule::unique_hand_sale, a.card);
  // Each copy is a card sold; together they are the phase's one sale (but under unique-hand-sale-apart).
  for (card_id c : copies) o.count_sale(a.player, c, rule::unique_hand_sale, !s.rules.unique_hand_sale_apart);
  for (card_id c : copies) o.put(path::sold_from_hand, c, zone::open_market, s.card(c).owner, true, rule::unique_hand_sale);
}

void do_sell(ops& o, const action& a) {
  const state& s = o.st();
  if (s.card(a.card).zone == zone::hand) return sell_from_hand(o, a);
  o.sell(path::sold_from_network, path::sale_received, path::sale_gain_allowed, a.card, a.player, rule::divest, true);
}

void do_pass(ops& o, const action&) {
  if (o.st().priority.open()) stack::pass(o);
  else stack::open_window_before_phase_ends(o);
}

void do_concede(ops& o, const action& a) {
  const state& s = o.st();
  o.lose_anyway(a.player, loss_reason::conceded, rule::concede);  // never prevented (docs/rulings.md)
  if (!s.over() && s.phase == phase::bidding && s.decider() == no_player) flow::resolve_bids(o);
  if (!s.over() && s.phase == phase::mulligan) flow::after_hand_decision(o);
}

void do_begin_turn(ops& o, const action& a) { flow::start_turn(o, a.player); }

void do_answer(ops&, const action&) { engine_bug("an answer is applied through its question"); }

using action_runner = void (*)(ops&, const action&);
constexpr std::array<action_runner, action_kind_count> action_runners() {
  std::array<action_runner, action_kind_count> t{};
  auto set = [&t](action_kind k, action_runner f) { t[static_cast<std::size_t>(k)] = f; };
  set(action_kind::bid, do_bid);
  set(action_kind::mulligan, do_mulligan);
  set(action_kind::keep_hand, do_keep_hand);
  set(action_kind::pay_upkeep, do_pay_upkeep);
  set(action_kind::decline_upkeep, do_decline_upkeep);
  set(action_kind::buy_revealed, do_buy_revealed);
  set(action_kind::bottom_revealed, do_bottom_revealed);
  set(action_kind::produce, do_produce);
  set(action_kind::buy, do_buy);
  set(action_kind::sell, do_sell);
  for (action_kind k : {action_kind::attack, action_kind::block, action_kind::retaliate, action_kind::assign})
    set(k, do_combat);
  set(action_kind::play, stack::apply);
  set(action_kind::activate, stack::apply);
  set(action_kind::pass, do_pass);
  for (action_kind k : {action_kind::accept, action_kind::decline, action_kind::choose, action_kind::choose_cell,
                        action_kind::choose_player, action_kind::choose_amount, action_kind::choose_mode})
    set(k, do_answer);
  set(action_kind::concede, do_concede);
  set(action_kind::begin_turn, do_begin_turn);
  return t;
}
constexpr std::array<action_runner, action_kind_count> action_table = action_runners();
static_assert(std::none_of(action_table.begin(), action_table.end(), [](action_runner f) { return f == nullptr; }),
              "every action kind has its runner");

// The rules' checks after every action, and card text waiting for what happened; what
// that text does is checked and offered again, until nothing is left waiting. What the
// flow does after the checks (an effect resolving as players pass, a step going on) is
// checked again too: a business an effect sends to the hand as it resolves still loses.
void settle_after_action(ops& o) {
  const state& s = o.st();
  for (int round = 0, progressed = 0; round == 0 || o.has_observed() || progressed; ++round) {
    if (round == max_check_rounds)
      throw rules_loop("card text and the rules' checks keep causing events card text waits for (more than " +
                       std::to_string(max_check_rounds) + " rounds of checks in one action)");
    o.fire_observed();
    if (o.asked()) return;  // a question held (ops::hold_questions): the action stops there
    o.end_lapsed_changes();
    flow::keep_newest_copies(o);
    flow::lose_without_business(o);
    flow::engage_required(o);
    flow::destroy_lowered_to_zero(o);
    flow::notice_orphans(o);
    combat::end_if_moot(o);
    const std::uint64_t checked = o.recorded();
    stack::settle(o);
    if (o.asked()) return;
    combat::advance_if_idle(o);
    flow::continue_if_idle(o);
    flow::next_turn_if_active_left(o);
    progressed = o.recorded() != checked;
    if (s.over()) break;
  }
}

// What an action does, and the automatic steps after it up to the next decision.
void run_action(ops& o, const action& a) {
  action_table[static_cast<std::size_t>(a.kind)](o, a);
  if (!o.asked()) settle_after_action(o);
}

// Runs `cause` on `s` with card text's questions held (ops::hold_questions): the question
// put, if one was (the state then as it was when it was put, engine/decision.hpp). Anything
// thrown after the question is the question: a run that threw it would not have got there.
// `hold` false (apply_into_thrown): the question thrown from where it is put, as before.
std::optional<decision_needed> run_held(state& s, event_log* log, const std::vector<answer>* answers, const action& cause,
                                        bool hold = true) {
  const rule_memo_scope memo(s);  // rule answers kept while the run does not change s
  ops o(s, log, answers);
  if (hold) o.hold_questions();
  try {
    run_action(o, cause);
  } catch (decision_needed& d) {
    if (!o.asked()) return std::move(d);  // thrown where it was put (not held)
  } catch (...) {
    if (!o.asked()) throw;
  }
  if (!o.asked()) return std::nullopt;
  return o.take_question();
}

// A question a run stopped at, kept with what runs its cause again: the state before the
// cause, the cause, the answers so far, and the events already handed to the caller's log.
std::shared_ptr<pending_decision> pending_of(std::shared_ptr<const state> base, const action& cause,
                                             std::vector<answer> answers, decision_needed& d, std::size_t logged) {
  auto p = std::make_shared<pending_decision>();
  p->base = std::move(base);
  p->cause = cause;
  p->answers = std::move(answers);
  p->question = std::move(d.question);
  p->picked = std::move(d.picked);
  p->logged = logged;
  return p;
}

// Applies `cause` to a copy of `base` with `answers`, and puts the result in `s`: the state
// after it, or its partial state with the next question pending (engine/decision.hpp).
// The caller's log gets the events not given to it by earlier runs of the same cause.
void run_from(state& s, std::shared_ptr<const state> base_kept, const state& base, const action& cause,
              std::vector<answer> answers, event_log* log, std::size_t logged) {
  event_log local;
  event_log* into = log ? &local : nullptr;
  // Up to `end`: a question's run stops at the events logged when it was put (decision_needed).
  auto hand_over = [&](std::size_t end, bool whole) {
    if (log) log->append(local, logged, std::min(end, local.size()), whole);
  };
  auto pending = [&](decision_needed& d, std::shared_ptr<const state> kept) {
    return pending_of(std::move(kept), cause, std::move(answers), d, std::max(logged, std::min(d.logged, local.size())));
  };
  if (!base_kept && &base == &s) {
    // A new action: it runs on `s` itself, with a copy of `s` as it was to put back if
    // anything is thrown, or to keep for replaying the action with an answer.
    state before = s;
    std::optional<decision_needed> d;
    try {
      d = run_held(s, into, &answers, cause);
    } catch (...) {
      s = std::move(before);
      throw;
    }
    if (d) {
      s.pending.p = pending(*d, std::make_shared<const state>(std::move(before)));
      hand_over(d->logged, false);
      return;
    }
    hand_over(local.size(), true);
    return;
  }
  state next = base;
  if (std::optional<decision_needed> d = run_held(next, into, &answers, cause)) {
    next.pending.p = pending(*d, base_kept ? std::move(base_kept) : std::make_shared<const state>(base));
    hand_over(d->logged, false);
    s = std::move(next);
    return;
  }
  hand_over(local.size(), true);
  s = std::move(next);
}

}  // namespace

std::vector<action> legal_actions_but_responses(const state& s) {
  const rule_memo_scope memo(s);  // rule answers kept: listing does not change s
  const player_id p = s.decider();
  if (p == no_player || s.pending || !s.priority.open() || !is_legal(s, act::pass(p))) return legal_actions(s);
  return round_actions(s, p, false);
}

void apply(state& s, const action& a, event_log* log) {
  if (verdict v = check(s, a); !v.ok()) throw illegal_action(v.reason);
  if (is_answer(a.kind)) {
    // The answer joins the ones before it and the action runs again from its start.
    const std::shared_ptr<const pending_decision> d = s.pending.p;
    std::vector<answer> answers = d->answers;
    answers.push_back({.kind = a.kind, .card = a.card, .at = a.at, .whom = a.whom, .value = a.value});
    run_from(s, d->base, *d->base, d->cause, std::move(answers), log, d->logged);
    return;
  }
  run_from(s, nullptr, s, a, {}, log, 0);
}

namespace {
// apply_into past its check.
void run_into(const state& s, const action& a, state& out, bool hold = true) {
  std::shared_ptr<const state> base_kept;
  std::vector<answer> answers;
  const state* base = &s;
  action cause = a;
  std::size_t logged = 0;
  if (is_answer(a.kind)) {  // the cause again from its start, with the answers so far and this one
    const pending_decision& d = *s.pending.p;
    base_kept = d.base, base = d.base.get(), cause = d.cause, logged = d.logged, answers = d.answers;
    answers.push_back({.kind = a.kind, .card = a.card, .at = a.at, .whom = a.whom, .value = a.value});
  }
  out = *base;
  if (std::optional<decision_needed> d = run_held(out, nullptr, &answers, cause, hold))
    out.pending.p = pending_of(base_kept ? std::move(base_kept) : std::make_shared<const state>(*base), cause,
                               std::move(answers), *d, logged);
}
}  // namespace

void apply_into(const state& s, const action& a, state& out) {
  if (verdict v = check(s, a); !v.ok()) throw illegal_action(v.reason);
  run_into(s, a, out);
}

bool apply_into_if_legal(const state& s, const action& a, state& out) {
  if (!is_legal(s, a)) return false;
  run_into(s, a, out);
  return true;
}

applied_here apply_here_if_legal(state& s, const action& a, const std::function<state()>& before) {
  if (!is_legal(s, a)) return applied_here::illegal;
  if (is_answer(a.kind)) return applied_here::answer;
  std::vector<answer> none;  // as run_into's, for an action that answers nothing
  if (std::optional<decision_needed> d = run_held(s, nullptr, &none, a))  // run_into's pending decision
    s.pending.p = pending_of(std::make_shared<const state>(before()), a, std::move(none), *d, 0);
  return applied_here::done;
}

void apply_listed_into(const state& s, const action& a, state& out) { run_into(s, a, out); }

void apply_into_thrown(const state& s, const action& a, state& out) {
  if (verdict v = check(s, a); !v.ok()) throw illegal_action(v.reason);
  run_into(s, a, out, false);
}

void begin_turn(state& s, player_id p, event_log* log) { run_from(s, nullptr, s, act::begin_turn(p), {}, log, 0); }

}  // namespace engine
