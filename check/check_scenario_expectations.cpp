// Checking a scenario's expectations: what must hold of the game at that step (docs/scenarios.md).
#include "ir/names.hpp"
#include "check/scenario_check_parts.hpp"

namespace megacorp {

using syntax::kind;
using syntax::node;

checked::expectation scenario_checker::expectation(const node& wrapper) {
  using checked::expect_kind;
  checked::expectation e;
  const node& n = wrapper.children[0];
  e.where = at(wrapper);
  auto first_player = [&] { e.player = player(n.children[0]); };
  switch (n.k) {
    case kind::exp_refused:
      e.kind = expect_kind::refused;
      e.action = action(n.children[0]);
      e.text = unquote(n.children[1].text);
      break;
    case kind::exp_log:
      e.kind = expect_kind::log;
      e.text = unquote(n.children[0].text);
      break;
    case kind::exp_turn:
      e.kind = expect_kind::turn;
      first_player();
      e.phase = phase(n.children[1], true).value_or(engine::phase::buy);
      break;
    case kind::exp_winner: e.kind = expect_kind::winner, first_player(); break;
    case kind::exp_lost: e.kind = expect_kind::lost, first_player(); break;
    case kind::exp_money:
      e.kind = expect_kind::money;
      first_player();
      e.value = number(n.children[1]);
      break;
    case kind::exp_pool:
      e.kind = expect_kind::pool;
      first_player();
      e.value = number(n.children[1]);
      e.trait = trait(n.children[2]);
      break;
    case kind::exp_zone_is:
      e.zone = zone_ref(n.children[0], -1);
      e.kind = n.children.size() > 1 ? expect_kind::zone_is : expect_kind::zone_empty;
      if (n.children.size() > 1) e.contents = card_list(n.children[1]);
      break;
    case kind::exp_zone_count:
      e.kind = expect_kind::zone_count;
      e.zone = zone_ref(n.children[0], -1);
      e.value = number(n.children[1]);
      break;
    case kind::exp_in:
    case kind::exp_on_top:
      e.kind = n.k == kind::exp_in ? expect_kind::in_zone : expect_kind::on_top;
      e.cards.push_back(card_ref(n.children[0]));
      e.zone = zone_ref(n.children[1], -1);
      break;
    case kind::exp_damage:
      e.cards.push_back(card_ref(n.children[0]));
      e.value = number(n.children[1]);
      e.kind = n.children.size() > 2 ? expect_kind::damage : expect_kind::total_damage;
      if (n.children.size() > 2) e.trait = trait(n.children[2]);
      break;
    case kind::exp_counters:
      e.kind = expect_kind::counters;
      e.cards.push_back(card_ref(n.children[0]));
      e.value = number(n.children[1]);
      break;
    case kind::exp_trait:
      e.cards.push_back(card_ref(n.children[0]));
      e.kind = n.children[1].k == kind::trait ? expect_kind::trait : expect_kind::valuation;
      if (e.kind == expect_kind::trait) e.trait = trait(n.children[1]);
      e.value = number(n.children[2]);
      break;
    case kind::exp_at:
      e.kind = expect_kind::at;
      e.cards.push_back(card_ref(n.children[0]));
      e.at = cell(n.children[1]);
      e.zone = zone_ref(n.children[2], -1);
      if (e.zone->zone != engine::zone::network) error(n.children[2], "a cell is in a network: write 'in NAME's network'");
      break;
    case kind::exp_bonded:
      e.kind = expect_kind::bonded_to;
      e.cards = card_refs(n, 0);
      break;
    case kind::exp_state:
      e.cards.push_back(card_ref(n.children[0]));
      e.kind = n.children[1].text == "engaged"      ? expect_kind::engaged
               : n.children[1].text == "disengaged" ? expect_kind::disengaged
                                                    : expect_kind::orphaned;
      break;
    default: break;
  }
  return e;
}

}  // namespace megacorp
