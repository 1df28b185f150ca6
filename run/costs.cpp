// Costs: whether they can be paid now, and why not.
#include "run/evaluator_parts.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "engine/rules.hpp"
#include "ir/render.hpp"

namespace megacorp {

using namespace run_parts;

bool run_parts::can_pay_one(const eval_context& c, const expr& st) {
  switch (st.o) {
    case op::pay_money:
    case op::engage:
    case op::disengage:
    case op::annihilate:
    case op::destroy:
    case op::discard:
    case op::reveal:
    case op::remove_counters: return can_pay(c, st);
    case op::give_money: return can_give_all(c, st);
    default: return true;
  }
}

// `you may give 3M to each opponent`: offered only to a player who has 3M for each player it
// names, all of it or nothing (docs/rulings.md, Money gained and lost); a give that is no
// choice gives what there is. Variant may-give-what-there-is: offered whatever they have.
bool run_parts::can_give_all(const eval_context& c, const expr& give) {
  if (c.s->rules.may_give_what_there_is) return true;
  const expr& to = give.args[1];
  std::vector<player_id> named = transfer_named(c, to);
  std::erase(named, c.you);  // nothing is given to yourself
  const auto receivers = static_cast<std::int64_t>(players_wanted(c, to, named.size()));
  return c.s->player(c.you).money >= std::int64_t{std::max(0, amount(c, give.args[0]))} * receivers;
}

int run_parts::cost_change_of(const eval_context& c, const expr& pay) {
  return c.cost_change_on == &pay ? c.cost_change : 0;
}

const expr* run_parts::first_money_payment(const expr& costs) {
  if (costs.o == op::pay_money) return &costs;
  if (costs.o != op::sequence) return nullptr;
  for (const expr& st : costs.args)
    if (const expr* found = first_money_payment(st)) return found;
  return nullptr;
}

int run_parts::set_cost_change(eval_context& c, const expr& costs, int change) {
  c.cost_change = change;
  c.cost_change_on = first_money_payment(costs);
  return c.cost_change_on || change <= 0 ? 0 : change;
}

int run_parts::ready_activation(eval_context& c, const expr& activate) {
  const int change = engine::ask_number(*c.s, engine::rule_number::activate_cost_change, c.self, 0, engine::no_card);
  const int apart = set_cost_change(c, activate.args[0], change);
  return may_activate(c) && apart <= c.s->player(c.you).money && can_pay(c, activate.args[0]) ? apart : -1;
}

bool run_parts::can_activate(const eval_context& c, const expr& activate) {
  eval_context paying = c;
  return ready_activation(paying, activate) >= 0;
}

engine::cost run_parts::price_of(const eval_context& c, const expr& pay) {
  engine::cost out;
  out.money = std::max(0, amount(c, pay.args[0]) + cost_change_of(c, pay));
  const expr* price = pay.args[0].o == op::parameter ? parameter(c, pay.args[0]) : &pay.args[0];
  if (price && price->o == op::cost_arg)
    for (const expr& t : price->args)
      if (const int i = words::trait_index(words::as<words::trait>(t.word)); i >= 0) out.traits[i] = static_cast<int>(t.value);
  return out;
}

engine::cost run_parts::traits_paid(const eval_context& c, const expr& costs) {
  engine::cost out;
  auto add = [&](const engine::cost& k) { engine::add_traits(out, k); };
  if (costs.o == op::sequence)
    for (const expr& st : costs.args) add(traits_paid(c, st));
  if (costs.o == op::pay_money) add(price_of(c, costs));
  if (costs.o == op::do_parameter) {  // `do price`: the keyword's argument, as the card's own costs
    eval_context own;
    add(traits_paid(own, argument_of(c, costs, own)));
  }
  return out;
}

bool run_parts::affords(const engine::state& s, player_id p, const engine::cost& price) {
  const auto& pool = s.player(p).pool;
  for (std::size_t t = 0; t < pool.size(); ++t)
    if (price.traits[t] > pool[t]) return false;
  return price.money <= s.player(p).money;
}

namespace {
// Why a payment cannot be made: the money, or the first trait the pool lacks, and how much
// is needed (a counted cost's amount, `pay 1M for each character you control`, is read now).
std::string lacking(const engine::state& s, player_id p, const engine::cost& price) {
  const auto& pool = s.player(p).pool;
  for (std::size_t t = 0; t < pool.size(); ++t)
    if (price.traits[t] > pool[t]) {
      const std::string_view trait = engine::to_string(static_cast<engine::trait>(t));
      return fmt::format("player {} has {} {} in the trait pool, {} {} needed", p + 1, pool[t], trait, price.traits[t], trait);
    }
  return fmt::format("player {} has {}M, {}M needed", p + 1, s.player(p).money, price.money);
}

// `remove 1 development counter from this` as a cost: each card named has that many (with
// `a`: some card that fits has; `all`: at least one), 003 Glossary DEVELOPMENT.
bool has_counters_to_remove(const eval_context& c, const expr& st) {
  const int needed = takes(st, checked::manner::all) ? 1 : std::max(1, amount(c, st.args[0]));
  const bool choose = is_choice(c, st.args[1]) || counted(c, st.args[1]);
  const std::vector<card_id> cards = choose ? choice_options(c, st.args[1]) : select_cards(c, st.args[1]);
  auto has = [&](card_id x) { return in_network(*c.s, x) && c.s->card(x).counters >= needed; };
  return choose ? std::any_of(cards.begin(), cards.end(), has) : !cards.empty() && std::all_of(cards.begin(), cards.end(), has);
}

// `reveal a card with #GMO`, `discard a card`: a card in the acting player's hand; or, named
// before (`look at the top 4 cards of your main deck, you may reveal one of them`, `look at
// target opponent's hand, you may discard one of them`), where it is: out of play to reveal,
// in a hand to discard (blind design batch 24, d17: the may was never asked).
bool paid_from_hand(const eval_context& c, const expr& st, card_id x) {
  const engine::card_instance& card = c.s->card(x);
  if (card.zone == zone::hand && card.zone_player == c.you) return true;
  if (!group_filter(st.args[0]) && st.args[0].o != op::bound) return false;
  return st.o == op::reveal ? card.zone != zone::network : card.zone == zone::hand;
}

// `engage a character you control`, `sell this`, `discard a card in your hand` as a cost:
// with a choice, some card that fits pays (`2 ...`: that many); else each card named does.
template <class Pays>
bool cards_pay(const eval_context& c, const expr& sel, Pays payable) {
  const std::optional<how_many> n = counted(c, sel);
  const bool choose = is_choice(c, sel) || n;
  const std::vector<card_id> cards = choose ? choice_options(c, sel) : select_cards(c, sel);
  if (n) return std::count_if(cards.begin(), cards.end(), payable) >= n->at_least;
  if (choose) return std::any_of(cards.begin(), cards.end(), payable);
  return !cards.empty() && std::all_of(cards.begin(), cards.end(), payable);
}
}  // namespace

namespace {
// Why a discard or reveal from hand cannot be paid: how many cards it asks for against how
// many of the hand fit (an event being played is on the stack, not in hand; blind design
// batch 31, N2: 'no card in hand fits' with one of two there).
std::string hand_short(const eval_context& c, const expr& cost) {
  const std::optional<how_many> n = counted(c, cost.args[0]);
  const std::vector<card_id> options = choice_options(c, cost.args[0]);
  const auto fit = std::count_if(options.begin(), options.end(), [&](card_id x) { return paid_from_hand(c, cost, x); });
  if (!n || fit == 0) return "no card in hand fits";
  return fmt::format("it asks for {} card{} and the hand holds {} that fit{}", n->at_least, n->at_least == 1 ? "" : "s", fit,
                     fit == 1 ? "s" : "");
}
}  // namespace

namespace {
// Why `engage a character you control` as a cost cannot be paid: each card that fits and why it
// cannot turn, the cards under a pile's top among them (blind rules batch 115: one message for
// a location, an engaged character and a bonded one alike).
std::string turn_short(const eval_context& c, const expr& cost) {
  const engine::state& s = *c.s;
  const bool engage = cost.o == op::engage;
  std::vector<std::string> parts;
  for (card_id x : choice_options(c, cost.args[0], true)) {
    const engine::card_instance& ci = s.card(x);
    if (ci.zone == zone::bonded)
      parts.push_back(fmt::format("\"{}\" is bonded under \"{}\" (001 Bonding: cards under the first card cannot "
                                  "\"engage\")", s.name_of(x), s.name_of(ci.host)));
    else if (ci.engaged == engage)
      parts.push_back(fmt::format("\"{}\" is {}", s.name_of(x), engage ? "engaged" : "not engaged"));
    else
      parts.push_back(fmt::format("card text forbids {} \"{}\"", engage ? "engaging" : "disengaging", s.name_of(x)));
  }
  if (parts.empty()) return fmt::format("no card is {}", render(cost.args[0]));
  constexpr std::size_t shown = 4;
  std::string out;
  for (std::size_t i = 0; i < parts.size() && i < shown; ++i) out += (i ? "; " : "") + parts[i];
  if (parts.size() > shown) out += fmt::format("; and {} more", parts.size() - shown);
  return out;
}
}  // namespace

bool run_parts::pays_with_card(const eval_context& c, op o, card_id x) {
  const engine::state& s = *c.s;
  if (s.card(x).controller != c.you || !in_network(s, x)) return false;
  return o != op::sell || engine::text_can_sell(s, x);
}

std::vector<card_id> run_parts::pick_paying(eval_context& c, engine::ops& o, op verb, const expr& sel) {
  if (!is_choice(c, sel) && !counted(c, sel)) return pick_named(c, sel, o);
  std::vector<card_id> options = choice_options(c, sel);
  std::erase_if(options, [&](card_id x) { return !pays_with_card(c, verb, x); });
  if (options.empty()) return {};
  const char* what = verb == op::sell ? " that can be sold" : " in play";
  std::vector<card_id> cards = ask_for_cards(c, o, sel, options, counted(c, sel).value_or(how_many{1, 1}), render(sel) + what);
  if (c.found) *c.found = cards;
  return cards;
}

bool can_pay(const eval_context& c, const expr& costs, std::string* why) {
  const engine::state& s = *c.s;
  auto one = [&](const expr& st) {
    switch (st.o) {
      case op::sequence:
        return std::all_of(st.args.begin(), st.args.end(), [&](const expr& a) { return can_pay(c, a, why); });
      case op::pay_money: return affords(s, c.you, price_of(c, st));
      case op::nothing: return true;
      case op::remove_counters: return has_counters_to_remove(c, st);
      case op::do_parameter: {
        // `do price` as a cost: the keyword's argument, as the card's own costs (run: do_parameter).
        eval_context own;
        const expr& arg = argument_of(c, st, own);
        return can_pay(own, arg, why);
      }
      case op::sell:
      case op::put: return cards_pay(c, st.args[0], [&](card_id x) { return pays_with_card(c, st.o, x); });
      case op::engage:
      case op::disengage:
      case op::annihilate:
      case op::destroy:
      case op::discard:
      case op::reveal:
        // `engage 2 characters you control` as a cost: two that can be engaged.
        return cards_pay(c, st.args[0], [&](card_id x) {
          if (st.o == op::engage || st.o == op::disengage) return can_turn(s, x, st.o);
          if (st.o == op::annihilate) return can_annihilate(s, x);
          if (st.o == op::destroy) return in_network(s, x);
          return paid_from_hand(c, st, x);
        });
      default: unsupported(st, "this cost");
    }
  };
  const bool ok = one(costs);
  if (!ok && why && why->empty() && costs.o != op::sequence) {
    std::string reason = "no card fits";
    if (costs.o == op::pay_money) reason = lacking(s, c.you, price_of(c, costs));
    else if (costs.o == op::engage || costs.o == op::disengage) {
      const bool single_card = determiner_of(c, costs.args[0]) == determiner::unknown;
      const std::vector<card_id> cards = single_card ? select_cards(c, costs.args[0]) : std::vector<card_id>{};
      const bool engaged = cards.size() == 1 && s.card(cards[0]).engaged;
      reason = !single_card              ? turn_short(c, costs)
               : costs.o == op::disengage ? (engaged ? "its card text forbids disengaging it" : "it is not engaged")
               : engaged                  ? "it is engaged"
                                          : "its card text forbids engaging it";
    } else if (costs.o == op::discard || costs.o == op::reveal) {
      reason = hand_short(c, costs);
    } else if (costs.o == op::remove_counters) {
      reason = "no card that fits has the counters";
    } else if (costs.o == op::sell) {
      reason = "none the payer controls that fits can be sold (001 Divest Phase: \"any card in your network that you control\")";
    } else if (costs.o == op::put) {
      reason = "none the payer controls that fits is in play (001 The Zones of the Game)";
    }
    *why = fmt::format("the cost '{}' cannot be paid: {}", render(costs), reason);
  }
  return ok;
}

// Whether card text may offer an activation now: not once the End Phase process has begun
// (001 End Phase: "once it has begun no player may take any actions").
bool run_parts::may_activate(const eval_context& c) { return !c.s->end_process; }

namespace {
// `they discard a card`, `each opponent discards a card` as a first statement: a player its
// subject names could do it as "you" (run_for_each). Of several, one is enough: the statement
// is carried out for each who can, so `each opponent discards a card` with one opponent's hand
// empty still makes the other discard (docs/rulings.md, Modes; blind design batch 42, d01).
bool players_could_start(const eval_context& c, const expr& each) {
  const std::vector<player_id> players = players_of(c, each.args[0]);
  auto could = [&](player_id p) { return could_start(subject_context(c, each, p), each.args[1]); };
  return std::any_of(players.begin(), players.end(), could);
}

// `choose a character you control` as a first statement: some card fits (docs/rulings.md,
// Modes: a mode whose first statement cannot be carried out cannot be chosen).
bool could_choose(const eval_context& c, const expr& sel) {
  if (!is_choice(c, sel) && !counted(c, sel)) return true;
  const std::vector<card_id> options = choice_options(c, sel);
  const std::optional<how_many> n = counted(c, sel);
  return static_cast<int>(options.size()) >= (n ? std::max(1, n->at_least) : 1);
}
}  // namespace

// Whether a player could do what an effect starts with: a payment or a card to engage,
// annihilate, ... (the forms of a cost) must be possible, a card to choose must be there, and
// a player its subject names must be able to (`they discard a card`); anything else is.
bool run_parts::could_start(const eval_context& c, const expr& effect) {
  const expr* first = &effect;
  while (first->o == op::sequence && !first->args.empty()) first = &first->args.front();
  if (first->o == op::for_each && is_player_selection(c, first->args[0])) return players_could_start(c, *first);
  if (first->o == op::choose) return could_choose(c, first->args[0]);
  if (first->o == op::do_parameter) {
    eval_context own;
    const expr& arg = argument_of(c, *first, own);
    return could_start(own, arg);
  }
  if (first->o == op::activate) return can_activate(c, *first);  // all of its costs
  return can_pay_one(c, *first);
}

}  // namespace megacorp
