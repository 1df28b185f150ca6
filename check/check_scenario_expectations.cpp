// Checking a scenario's expectations: what must hold of the game at that step (docs/scenarios.md).
// One function per kind of expectation, in a table indexed by the expectation's syntax kind.
#include <array>
#include <cstddef>
#include <string>

#include <fmt/format.h>

#include "check/kind_table.hpp"
#include "vocabulary/words.hpp"
#include "ir/names.hpp"
#include "check/scenario_check_parts.hpp"

namespace megacorp {

using syntax::kind;
using syntax::node;
using checked::expect_kind;

// Each fills `e` (its place already set) from the expectation `n`.
struct scenario_checker::expectations {
  using check = void (*)(scenario_checker& c, const node& n, checked::expectation& e);
  static check for_kind(kind k);

  static void first_player(scenario_checker& c, const node& n, checked::expectation& e) { e.player = c.player(n.children[0]); }

  static void refused(scenario_checker& c, const node& n, checked::expectation& e) {
    e.kind = expect_kind::refused;
    e.action = c.action(n.children[0]);
    e.text = unquote(n.children[1].text);
  }
  // `log: "text"` (value -1: at least one line), `log 2 times: "text"` (exactly that many)
  static void log(scenario_checker& c, const node& n, checked::expectation& e) {
    e.kind = expect_kind::log;
    e.value = n.children.size() > 1 ? c.number(n.children[0]) : -1;
    e.text = unquote(n.children.back().text);
  }
  static void turn(scenario_checker& c, const node& n, checked::expectation& e) {
    e.kind = expect_kind::turn;
    first_player(c, n, e);
    e.phase = c.phase(n.children[1], true).value_or(engine::phase::buy);
  }
  static void winner(scenario_checker& c, const node& n, checked::expectation& e) {
    e.kind = expect_kind::winner;
    first_player(c, n, e);
  }
  static void lost(scenario_checker& c, const node& n, checked::expectation& e) {
    e.kind = expect_kind::lost;
    first_player(c, n, e);
  }
  static void money(scenario_checker& c, const node& n, checked::expectation& e) {
    e.kind = expect_kind::money;
    first_player(c, n, e);
    e.value = c.number(n.children[1]);
  }
  static void pool(scenario_checker& c, const node& n, checked::expectation& e) {
    e.kind = expect_kind::pool;
    first_player(c, n, e);
    e.value = c.number(n.children[1]);
    e.trait = c.trait(n.children[2]);
  }
  static void zone_is(scenario_checker& c, const node& n, checked::expectation& e) {
    e.zone = c.zone_ref(n.children[0], -1);
    e.kind = n.children.size() > 1 ? expect_kind::zone_is : expect_kind::zone_empty;
    if (n.children.size() > 1) e.contents = c.card_list(n.children[1]);
  }
  static void zone_count(scenario_checker& c, const node& n, checked::expectation& e) {
    e.kind = expect_kind::zone_count;
    e.zone = c.zone_ref(n.children[0], -1);
    e.value = c.number(n.children[1]);
  }
  static void in_zone(scenario_checker& c, const node& n, checked::expectation& e) {  // exp_in and exp_on_top
    e.kind = n.k == kind::exp_in ? expect_kind::in_zone : expect_kind::on_top;
    e.cards.push_back(c.card_ref(n.children[0]));
    e.zone = c.zone_ref(n.children[1], -1);
  }
  static void damage(scenario_checker& c, const node& n, checked::expectation& e) {
    e.cards.push_back(c.card_ref(n.children[0]));
    e.value = c.number(n.children[1]);
    e.kind = n.children.size() > 2 ? expect_kind::damage : expect_kind::total_damage;
    if (n.children.size() > 2) e.trait = c.trait(n.children[2]);
  }
  static void counters(scenario_checker& c, const node& n, checked::expectation& e) {
    e.kind = expect_kind::counters;
    e.cards.push_back(c.card_ref(n.children[0]));
    e.value = c.number(n.children[1]);
  }
  static void trait(scenario_checker& c, const node& n, checked::expectation& e) {  // a trait or the valuation
    e.cards.push_back(c.card_ref(n.children[0]));
    const bool number_first = n.children[1].k == kind::number;  // `has 4 BQ`
    const node& what = n.children[number_first ? 2 : 1];
    e.kind = what.k == kind::trait ? expect_kind::trait : expect_kind::valuation;
    if (e.kind == expect_kind::trait) e.trait = c.trait(what);
    e.value = c.number(n.children[number_first ? 1 : 2]);
  }
  static void at(scenario_checker& c, const node& n, checked::expectation& e) {
    e.kind = expect_kind::at;
    e.cards.push_back(c.card_ref(n.children[0]));
    e.at = c.cell(n.children[1]);
    e.zone = c.zone_ref(n.children[2], -1);
    if (e.zone->zone != engine::zone::network) c.error(n.children[2], "a cell is in a network: write 'in NAME's network'");
  }
  static void controlled(scenario_checker& c, const node& n, checked::expectation& e) {
    e.kind = expect_kind::controlled_by;
    e.cards.push_back(c.card_ref(n.children[0]));
    e.player = c.player(n.children[1]);
  }
  static void bonded(scenario_checker& c, const node& n, checked::expectation& e) {
    e.kind = expect_kind::bonded_to;
    e.cards = c.card_refs(n, 0);
  }
  // `deck "X" is legal` / `is refused because "..."`: a deck written above in the scenario.
  static void deck(scenario_checker& c, const node& n, checked::expectation& e) {
    e.kind = n.children.size() > 1 ? expect_kind::deck_refused : expect_kind::deck_legal;
    if (e.kind == expect_kind::deck_refused) e.text = unquote(n.children[1].text);
    const std::string name = unquote(n.children[0].text);
    e.value = -1;
    for (std::size_t i = 0; i < c.current_->decks.size(); ++i)
      if (c.current_->decks[i].contents.name == name) e.value = static_cast<int>(i);
    if (e.value < 0) c.error(n.children[0], fmt::format("no deck \"{}\" is written above in this scenario ('deck \"{}\" {{ ... }}')",
                                                        name, name));
  }
  // `Nicole sees Ana's hand`, `... is { ... }`, `Nicole does not see Ana's hand`.
  static void sees(scenario_checker& c, const node& n, checked::expectation& e) {
    first_player(c, n, e);
    const bool negative = n.children[1].k == kind::modal;
    e.kind = negative ? expect_kind::does_not_see : expect_kind::sees;
    e.zone = c.zone_ref(n.children[2], -1);
    if (n.children.size() < 4) return;
    const node& contents = n.children[3];
    e.exact = true;
    if (contents.k == kind::card_list) e.contents = c.card_list(contents);  // else `is empty`
    if (negative) c.error(contents, "'does not see' names a zone only; write 'sees ... is { ... }' for its cards");
  }
  // `"X" is [not] STATE`: `not engaged` is `disengaged` and the other way round (001 Card
  // States: a card in play is one or the other).
  static void state(scenario_checker& c, const node& n, checked::expectation& e) {
    e.cards.push_back(c.card_ref(n.children[0]));
    const bool negative = n.children[1].k == kind::modal;  // `not`
    const words::state s = words::find(words::states(), n.children.back().text);  // card_state_word
    const bool engaged = (s == words::state::engaged) != negative;
    if (s == words::state::orphaned) e.kind = negative ? expect_kind::not_orphaned : expect_kind::orphaned;
    else e.kind = engaged ? expect_kind::engaged : expect_kind::disengaged;
  }
};

// One function per expectation kind, indexed by kind from exp_refused to exp_controlled.
scenario_checker::expectations::check scenario_checker::expectations::for_kind(kind k) {
  static constexpr kind_table<check, kind::exp_refused, kind::exp_controlled> table([](auto set) {
    set(kind::exp_refused, refused);
    set(kind::exp_log, log);
    set(kind::exp_turn, turn);
    set(kind::exp_winner, winner);
    set(kind::exp_lost, lost);
    set(kind::exp_money, money);
    set(kind::exp_pool, pool);
    set(kind::exp_zone_is, zone_is);
    set(kind::exp_zone_count, zone_count);
    set(kind::exp_in, in_zone);
    set(kind::exp_on_top, in_zone);
    set(kind::exp_damage, damage);
    set(kind::exp_counters, counters);
    set(kind::exp_trait, trait);
    set(kind::exp_at, at);
    set(kind::exp_bonded, bonded);
    set(kind::exp_controlled, controlled);
    set(kind::exp_state, state);
    set(kind::exp_deck, deck);
    set(kind::exp_sees, sees);
  });
  return table[k];
}

checked::expectation scenario_checker::expectation(const node& wrapper) {
  checked::expectation e;
  const node& n = wrapper.children[0];
  e.where = at(wrapper);
  if (const expectations::check f = expectations::for_kind(n.k)) f(*this, n, e);
  return e;
}

}  // namespace megacorp
