// Checking a scenario's actions: who acts, with which cards, on what, where (docs/scenarios.md).
#include <algorithm>
#include <cstddef>
#include <iterator>

#include "ir/names.hpp"
#include "check/scenario_check_parts.hpp"

namespace megacorp {

using syntax::kind;
using syntax::node;

checked::scenario_action scenario_checker::action(const node& n) {
  using checked::action_kind;
  checked::scenario_action a;
  a.where = at(n);
  a.player = std::max(0, player(n.children[0]));
  const node& body = n.children[1];
  switch (body.k) {
    case kind::act_bid:
      a.kind = action_kind::bid;
      a.amounts.push_back(number(body.children[0]));
      break;
    case kind::act_mulligan: a.kind = action_kind::mulligan; break;
    case kind::act_keep: a.kind = action_kind::keep_hand; break;
    case kind::act_upkeep:
      a.kind = body.children[0].text == "pays" ? action_kind::pay_upkeep : action_kind::decline_upkeep;
      a.cards.push_back(card_ref(body.children[1]));
      break;
    case kind::act_buy_revealed:
      a.kind = action_kind::buy_revealed;
      a.at = cell(body.children[0]);
      break;
    case kind::act_bottom_revealed: a.kind = action_kind::bottom_revealed; break;
    case kind::act_produce:
      a.kind = action_kind::produce;
      a.trait = trait(body.children[0]);
      a.cards.push_back(card_ref(body.children[1]));
      break;
    case kind::act_buy_out:
      a.kind = action_kind::buy_out;
      a.network = player(body.children[0]);
      break;
    case kind::act_buy: {
      a.kind = action_kind::buy;
      checked::card_ref r;
      bool after_cell = false;
      for (const node& c : body.children) {
        if (c.k == kind::possessive && after_cell) a.network = player(c);
        else if (c.k == kind::possessive) r.player = player(c);
        else if (c.k == kind::name) r.name = card_name(c), r.where = at(c);
        else if (c.k == kind::zone_ref) a.from = zone_ref(c, a.player);
        else if (c.k == kind::cell) a.at = cell(c), after_cell = true;
      }
      if (a.from && a.from->zone != engine::zone::hand && a.from->zone != engine::zone::open_market &&
          a.from->zone != engine::zone::network)
        error(body, "cards are bought from a hand, an open market or a network (001 Buy Phase)");
      a.cards.push_back(std::move(r));
      break;
    }
    case kind::act_sell:
      a.kind = action_kind::sell;
      a.cards.push_back(card_ref(body.children[0]));
      break;
    case kind::act_pass: a.kind = action_kind::pass; break;
    case kind::act_advance:
      a.kind = action_kind::advance;
      a.phase = phase(body.children[0]).value_or(engine::phase::buy);
      break;
    case kind::act_concede: a.kind = action_kind::concede; break;
    case kind::act_attack:
      a.kind = action_kind::attack;
      a.cards = card_refs(body, 0);
      a.trait = trait(body.children[2]);
      break;
    case kind::act_block:
      a.kind = body.find(kind::modal) ? action_kind::no_block : action_kind::block;
      a.cards = card_refs(body, 0);
      break;
    case kind::act_retaliate:
      a.kind = body.find(kind::modal) ? action_kind::no_retaliate : action_kind::retaliate;
      a.cards = card_refs(body, 0);
      break;
    case kind::act_assign:
      a.kind = action_kind::assign;
      for (const node& as : body.children) {
        a.amounts.push_back(number(as.children[0]));
        a.cards.push_back(card_ref(as.children[1]));
      }
      break;
    case kind::act_play:
      a.kind = action_kind::play;
      a.cards.push_back(card_ref(body.children[0]));
      a.at = a.cards.back().at;  // `plays "X" at 0,-1`: where it is deployed, not where it is
      a.cards.back().at.reset();
      a.targets = target_refs(body, 1);
      break;
    case kind::act_activate:
      a.kind = action_kind::activate;
      a.ability = unquote(body.children[0].text);
      a.cards.push_back(card_ref(body.children[1]));
      a.targets = target_refs(body, 2);
      break;
    case kind::act_choose:
      a.kind = body.children.empty() && body.text.substr(0, 8) == "declines" ? action_kind::decline : action_kind::choose;
      a.cards = card_refs(body, 0);
      if (const node* who = body.find(kind::player_name)) a.whom = player(*who);
      break;
    case kind::act_move:
      a.kind = action_kind::move;
      a.cards.push_back(card_ref(body.children[0]));
      a.at = cell(body.children[1]);
      break;
    default: break;
  }
  return a;
}

}  // namespace megacorp

namespace megacorp::checked {

const char* action_kind_name(action_kind k) {
  static constexpr const char* names[] = {
      "bid", "mulligan", "keep hand", "pay upkeep", "decline upkeep", "buy the revealed card",
      "put the revealed card on the bottom", "produce", "buy", "buy out", "sell", "pass", "advance", "concede",
      "attack", "block", "not block", "assign damage", "retaliate", "not retaliate", "play", "activate", "choose",
      "decline", "move"};
  static_assert(std::size(names) == static_cast<std::size_t>(action_kind::move) + 1);
  return names[static_cast<std::size_t>(k)];
}

}  // namespace megacorp::checked
