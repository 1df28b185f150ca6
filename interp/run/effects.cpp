// Statements: each changes the state through engine::ops (docs/vocabulary.md, section 6).
#include "interp/run/evaluator_parts.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cctype>
#include <cstdlib>
#include <optional>
#include <string_view>

#include <fmt/format.h>

#include "engine/behaviour.hpp"
#include "engine/decision.hpp"
#include "engine/legality.hpp"
#include "engine/network.hpp"
#include "engine/network_graph.hpp"
#include "interp/library/render.hpp"
#include "interp/run/durations.hpp"
#include "interp/vocabulary/area_shape.hpp"
#include "interp/vocabulary/variants.hpp"

namespace megacorp {

using namespace run_parts;
namespace {

constexpr engine::cause why = engine::rule::card_text;

void run_destroy(eval_context& c, const expr& e, engine::ops& o);

void run_sequence(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  bool did = false;
  std::vector<card_id> found;
  if (!c.did) c.did = &did;  // the outermost sequence holds `did` for the mays in it
  if (!c.found) c.found = &found;  // and what its searches find
  for (const expr& a : e.args) {
    if (s.over()) return;
    run(c, a, o);
  }
}

void run_if_then(eval_context& c, const expr& e, engine::ops& o) {
  if (holds(c, e.args[0])) run(c, e.args[1], o);
  else if (e.args.size() > 2) run(c, e.args[2], o);
}

void run_for_each(eval_context& c, const expr& e, engine::ops& o) {
  if (is_player_selection(e.args[0])) {  // `each player draws 1 card`: each does it as "you"
    for (player_id p : players_acted_on(c, e.args[0], o)) {
      eval_context inner = c;
      inner.you = p;
      run(inner, e.args[1], o);
    }
    return;
  }
  // `for each 2 characters you control`: the acting player chooses them (pick_cards);
  // `for each a character ...`: each that fits (every_fit).
  for (card_id card : counted(c, e.args[0]) ? pick_cards(c, e.args[0], o) : every_fit(c, e.args[0])) {
    eval_context inner = c;
    inner.it = card;
    inner.found = nullptr;  // `it` in the body is this card, not what was named before the loop
    run(inner, e.args[1], o);
  }
}

void run_gain_money(eval_context& c, const expr& e, engine::ops& o) {
  o.gain_money(c.you, std::max(0, amount(c, e.args[0])), why, c.self);
}

void run_take_money(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // From each player named, what they have up to the amount (001 Resources: money
  // cannot be negative); nothing from yourself.
  const engine::amount n = std::max(0, amount(c, e.args[0]));
  for (player_id p : players_acted_on(c, e.args[1], o)) {
    const engine::amount taken = std::min<engine::amount>(n, s.player(p).money);
    if (p != c.you && taken > 0) o.transfer_money(p, c.you, taken, why, c.self);
  }
}

void run_lose_money(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // Losing more than is held takes what there is (001 Resources: money cannot be negative).
  const engine::amount n = std::min<engine::amount>(std::max(0, amount(c, e.args[0])), s.player(c.you).money);
  if (n > 0) o.pay_money(c.you, n, why, c.self);
}

void run_draw(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  for (int i = amount(c, e.args[0]); i > 0 && !s.over(); --i) o.draw(c.you, why);
}

void run_engage(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
    if (is_choice(e.args[0]) || counted(c, e.args[0])) {
      // `engage a character you control` (a cost), `engage 2 ...`: only a card that can be engaged fits.
      std::vector<card_id> options = choice_options(c, e.args[0]);
      std::erase_if(options, [&](card_id x) { return !can_turn(s, x, e.o); });
      if (options.empty()) return;
      const std::string what = render(e.args[0]) + (e.o == op::engage ? " that is disengaged" : " that is engaged");
      const std::vector<card_id> picked = ask_for_cards(c, o, e.args[0], options, counted(c, e.args[0]).value_or(how_many{1, 1}), what);
      if (c.found && !picked.empty()) *c.found = picked;
      for (card_id x : picked) {
        if (e.o == op::engage) o.engage(x, why);
        else o.disengage(x, why);
      }
      return;
    }
    run_destroy(c, e, o);
}

void run_destroy(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  for (card_id card : pick_cards(c, e.args[0], o)) {
    if (!in_network(s, card)) continue;
    if (e.o == op::destroy) o.destroy(card, why);
    else if (e.o == op::annihilate) o.annihilate(card, why);
    else if (e.o == op::engage && !s.card(card).engaged) o.engage(card, why);
    else if (e.o == op::disengage && s.card(card).engaged) o.disengage(card, why);
  }
}

void run_add_counters(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  for (card_id card : pick_cards(c, e.args[1], o))
    if (in_network(s, card)) o.add_counters(card, std::max(0, amount(c, e.args[0])), why);
}

void run_win_game(eval_context& c, const expr& e, engine::ops& o) {
  for (player_id p : players_acted_on(c, e.args[0], o)) {
    if (e.o == op::win_game) o.win(p, engine::rule::card_effect_win);
    else o.lose(p, engine::loss_reason::card_effect, engine::rule::card_effect_win);
  }
}

void run_deal_damage(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // 001 Advanced Rules: "Events and abilities that deal direct damage ... cannot be
  // blocked"; the damage destroys as combat damage does (001 Challenge Phase, Damage).
  const engine::trait t = trait_of_word(e);
  const int n = std::max(0, amount(c, e.args[0]));
  for (card_id card : pick_cards(c, e.args[1], o)) {
    if (!in_network(s, card) || n == 0) continue;
    o.deal_damage(card, t, n, engine::rule::direct_damage, c.self);
    if (!s.over() && in_network(s, card) && engine::has_lethal_damage(s, card))
      o.destroy(card, engine::rule::destroyed_by_damage, c.self, false);
  }
}

void run_search(eval_context& c, const expr& e, engine::ops& o) {
  std::vector<card_id> found = search(c, e, o);
  if (c.found) *c.found = found;
}

// Showing cards changes nothing the engine keeps (docs/interpreter.md).
void run_reveal(eval_context& c, const expr& e, engine::ops& o) {
  for (card_id card : pick_cards(c, e.args[0], o)) o.reveal(card, c.you, why);
}

void run_put(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  const expr& dest = e.args[1];
  const expr& z = dest.args[0];
  const engine::zone kind = zone_kind(z);
  for (card_id card : pick_cards(c, e.args[0], o)) {
    // `its owner's main deck`: "its" is the card being put, so the cards are picked first.
    eval_context this_card = c;
    this_card.found = nullptr;
    this_card.it = card;
    const player_id p = zone_player(this_card, z, engine::no_player);
    if (kind == zone::network) {
      // Into a network: deployed there for free at its first dockable cell, as `deploy`
      // without a place; a card in play stays where it is (docs/rulings.md).
      if (in_network(s, card) || s.card(card).zone == zone::bonded) continue;
      const auto cells = engine::dockable_cells(s.player(p).network);
      if (cells.empty()) continue;
      o.set_owner_and_controller(card, p);
      o.deploy(card, p, cells.front(), why);
      continue;
    }
    // Into an annihilated zone: annihilated (Glossary ANNIHILATE), its replacements offered
    // and `when this is annihilated` told at once.
    if (kind == zone::annihilated) {
      o.annihilate(card, why, p);
      continue;
    }
    // From play to its owner's open market: as any card going there (its pile with it,
    // and replacements of "being put into an open market" offered once).
    if (kind == zone::open_market && in_network(s, card) && p == s.card(card).owner && dest.o != op::bottom_of)
      o.to_open_market(card, why);
    else
      o.put(card, kind, p, dest.o != op::bottom_of, why);
  }
}

void run_deploy(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  for (card_id card : pick_cards(c, e.args[0], o)) {
    if (in_network(s, card) || s.card(card).zone == zone::bonded) continue;
    const auto place = place_for(c, e);
    if (!place) continue;  // no free cell: it stays where it is
    if (e.value != 1) {  // not `for free` (checked::expr value of deploy)
      // 001 Glossary DEPLOY: "To Deploy is to play a card onto a Network by paying all of
      // its costs": its money and its traits from the pool; `for their trait costs` pays
      // the traits only. Unpaid, it is not deployed.
      engine::cost price = s.def(card).cost;
      if (e.value == 2) price.money = 0;  // `for their trait costs`
      if (!engine::affordable(s, c.you, price, "deploy", card, nullptr)) {
        o.record({.kind = engine::event_kind::deploy_not_paid, .player = c.you, .card = card, .card2 = c.self,
                  .why = engine::rule::deploy_pays_costs});
        continue;
      }
      o.pay_cost(c.you, price, why, card);
    }
    o.set_owner_and_controller(card, c.you);
    o.deploy(card, place->first, place->second, why);
  }
}

void run_move(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // 001 Glossary MOVE: to an empty space of the same network where it is legally docked.
  for (card_id card : pick_cards(c, e.args[0], o)) {
    if (!in_network(s, card)) continue;
    const player_id net = s.card(card).zone_player;
    card_id near = no_card;  // `move it to a space adjacent to X`
    if (e.args.size() > 1) {
      if (e.args[1].o != op::adjacent_to) unsupported(e.args[1], "a place other than 'adjacent to' a card");
      near = single(c, e.args[1].args[0]);
    }
    std::vector<engine::cell> cells;
    for (int i = 0; i < engine::network_cells; ++i) {
      const engine::cell to = engine::network_grid::at_index(i);
      if (!engine::move_refusal(s.player(net).network, s.cell_of(card), to).empty()) continue;
      if (near != no_card && !(in_network(s, near) && s.card(near).zone_player == net &&
                               std::abs(s.card(near).x - to.x) + std::abs(s.card(near).y - to.y) == 1))
        continue;
      cells.push_back(to);
    }
    if (cells.empty()) continue;  // nowhere legal to go
    const std::optional<engine::cell> to = ask_place(c, o, e, card, net, cells);
    if (!to) continue;
    o.move_in_network(card, *to, engine::rule::move);
  }
}

void run_swap(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // 001 Glossary SWAP: two cards of one network exchange places; not deployed anew.
  const std::vector<card_id> first = pick_cards(c, e.args[0], o);
  if (first.size() != 1 || !in_network(s, first[0])) return;
  const card_id a = first[0];
  std::vector<card_id> options;
  for (card_id x : determiner_of(e.args[1]) == determiner::unknown ? select_cards(c, e.args[1]) : choice_options(c, e.args[1]))
    if (x != a && in_network(s, x) && s.card(x).zone_player == s.card(a).zone_player) options.push_back(x);
  if (options.empty()) return;
  const card_id b = options.size() == 1 && determiner_of(e.args[1]) == determiner::unknown ? options[0] : ask_for_card(c, o, e.args[1], options, false);
  if (b != no_card) o.swap_in_network(a, b, engine::rule::swap);
}

void run_cancel(eval_context& c, const expr& e, engine::ops& o) {
  for (card_id card : pick_cards(c, e.args[0], o)) o.cancel(card, engine::rule::cancel);
}

void run_redeploy(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // 001 Glossary REDEPLOY: "To redeploy is to play a card again, docking it legally and
  // triggering all 'When deployed' effects." A card in a network is deployed again in
  // that network (disengaged: 001 Card States), its pile with it, where the acting
  // player picks (a pending decision; its own space too); other cards are not
  // (docs/rulings.md, Redeploy and unbond).
  for (card_id card : pick_cards(c, e.args[0], o)) {
    if (!in_network(s, card)) continue;
    const player_id net = s.card(card).zone_player;
    std::vector<engine::cell> cells;
    for (int i = 0; i < engine::network_cells; ++i)
      if (const engine::cell at = engine::network_grid::at_index(i);
          engine::deploy_refusal(s.player(net).network, at, card).empty())
        cells.push_back(at);
    const std::optional<engine::cell> at = cells.empty() ? std::nullopt : ask_place(c, o, e, card, net, cells);
    if (!at) continue;  // nowhere it docks: it stays
    o.deploy(card, net, *at, why);
    if (s.over()) return;
  }
}

void run_unbond(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // 001 Advanced Rules, Bonding: "To 'Unbond' a card, you must pay the costs, if any,
  // and redeploy the Unbound card legally in any Network." A card under a pile's top
  // leaves the pile: the acting player pays its costs (unpaid, it stays) and picks where
  // it docks in the network of its pile (a pending decision); it keeps its controller
  // and its "when deployed" text runs. A card not bonded is not unbonded
  // (docs/rulings.md, Redeploy and unbond).
  for (card_id card : pick_cards(c, e.args[0], o)) {
    if (s.card(card).zone != zone::bonded) continue;
    const player_id net = s.card(card).zone_player;
    const std::vector<engine::cell> cells = engine::dockable_cells(s.player(net).network);
    if (cells.empty()) continue;
    const engine::cost price = s.def(card).cost;
    if (!engine::affordable(s, c.you, price, "unbond", card, nullptr)) {
      o.record({.kind = engine::event_kind::deploy_not_paid, .player = c.you, .card = card, .card2 = c.self,
                .why = engine::rule::deploy_pays_costs});
      continue;
    }
    const std::optional<engine::cell> at = ask_place(c, o, e, card, net, cells);
    if (!at) continue;
    o.pay_cost(c.you, price, why, card);
    o.deploy(card, net, *at, why);
    if (s.over()) return;
  }
}

void run_produce(eval_context& c, const expr& e, engine::ops& o) {
  // 001 Buy Phase: traits go to the player's pool. In another player's turn too: every
  // pool empties at the End Phase ("Then all Trait pools empty"; docs/rulings.md).
  o.add_to_pool(c.you, trait_of_word(e), std::max(0, amount(c, e.args[0])), why, c.self);
}

void run_choose(eval_context& c, const expr& e, engine::ops& o) {
  // 001 Glossary TARGET: "If a card does not state the word 'target' and uses a word like
  // 'choose', then it does not target": a card picked as this runs, named `it` after.
  pick_cards(c, e.args[0], o);
}

void run_bond(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // 001 Bonding: the first card is placed under the second "and they become a pile". A
  // card from outside play is deployed under it, without paying its costs (MUTATION).
  const std::vector<card_id> unders = pick_cards(c, e.args[0], o);
  const std::vector<card_id> hosts = pick_cards(c, e.args[1], o);
  if (hosts.size() != 1 || !in_network(s, hosts[0])) return;  // nothing to bond to: nothing happens
  for (card_id u : unders) {
    if (u == hosts[0] || host_of(s, u) == hosts[0]) continue;
    if (!in_network(s, u) && s.card(u).zone != zone::bonded) o.deploy_under(u, hosts[0], engine::rule::bond);
    else o.bond(u, hosts[0], engine::rule::bond);
    if (s.over()) return;
  }
}

void run_pay_money(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  const int n = std::max(0, amount(c, e.args[0]));
  if (n <= s.player(c.you).money) {
    if (n > 0) o.pay_money(c.you, n, why, c.self);
  } else if (c.did) {
    *c.did = false;  // a payment that cannot be made is not made
  }
}

void run_discard(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // 001 Glossary DISCARD: "put a card from your hand onto the top of the open market
  // pile" (its owner's); a card that is not in the acting player's hand is not discarded.
  for (card_id card : pick_cards(c, e.args[0], o))
    if (s.card(card).zone == zone::hand && s.card(card).zone_player == c.you)
      o.put(card, zone::open_market, s.card(card).owner, true, why);
}

void run_modify_trait(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // `target card gets +2 BQ until end of turn`, or `... while this is engaged`: until
  // the condition first fails (docs/rulings.md, Durations); not made if it fails now.
  const auto lasts = how_long(c, e);
  if (!lasts) return;
  const int n = amount(c, e.args[1]);
  for (card_id card : pick_cards(c, e.args[0], o))
    if (in_network(s, card)) o.modify_trait_until_end_of_turn(card, trait_of_word(e), n, why, c.self, *lasts);
}

void run_grant_keyword(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // `target character gains INITIATIVE until end of turn` (or `while ...`, as above)
  const expr& k = e.args[1];
  const auto lasts = how_long(c, e);
  if (!lasts) return;
  const auto& all = c.lib->keywords();
  const auto it = std::find_if(all.begin(), all.end(), [&](const auto& kw) { return kw->name == k.text; });
  if (it == all.end()) unsupported(k, fmt::format("the keyword '{}'", k.text));
  // A keyword with arguments is numbered after the library's keywords (granted_keyword);
  // arguments that name the granting keyword's parameters are filled in from its use.
  const std::int64_t value = k.value != 0 ? k.value : c.lib->granted_use_value(c.use, k);
  if (!k.args.empty() && value == 0) unsupported(k, "a keyword argument that names a parameter of another keyword");
  const int id = k.args.empty() ? static_cast<int>(it - all.begin())
                                : static_cast<int>(all.size()) + static_cast<int>(value) - 1;
  for (card_id card : pick_cards(c, e.args[0], o))
    if (in_network(s, card)) o.grant_until_end_of_turn(card, id, why, c.self, *lasts);
}

void run_remove_keyword(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // `target character loses FLYING until end of turn` (Glossary FLYING: "loses [FLYING]"), or `while ...`
  const auto lasts = how_long(c, e);
  if (!lasts) return;
  const auto& all = c.lib->keywords();
  const auto it = std::find_if(all.begin(), all.end(), [&](const auto& kw) { return kw->name == e.args[1].text; });
  if (it == all.end()) unsupported(e.args[1], fmt::format("the keyword '{}'", e.args[1].text));
  for (card_id card : pick_cards(c, e.args[0], o))
    if (in_network(s, card)) o.take_until_end_of_turn(card, static_cast<int>(it - all.begin()), why, c.self, *lasts);
}

void run_modify_valuation(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // `target card gets +2 valuation until end of turn` (001 Divest Phase: sold for its valuation), or `while ...`
  const auto lasts = how_long(c, e);
  if (!lasts) return;
  const int n = amount(c, e.args[1]);
  for (card_id card : pick_cards(c, e.args[0], o))
    if (in_network(s, card)) o.modify_valuation_until_end_of_turn(card, n, why, c.self, *lasts);
}

void run_nothing(eval_context&, const expr&, engine::ops&) {}

void run_may(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // "you may ...", "each other player may ...": each decides (a pending decision), in
  // turn order; `did` remembers the last answer.
  for (player_id p : players_acted_on(c, e.args[0], o)) {
    eval_context pc = c;
    pc.you = p;
    if (!could_start(pc, e.args[1])) {
      // Nothing to decide: what it starts with cannot be done (001 Glossary REGENERATE:
      // "paying any applicable costs").
      if (c.did) *c.did = false;
      continue;
    }
    engine::choice_request r;
    r.player = p;
    r.source = c.self;
    r.what = render(e.args[1]);
    r.may = true;
    const bool yes = o.ask_may(r);
    o.record({.kind = engine::event_kind::choice_made, .player = p, .card = c.self, .amount = yes ? 1 : 0,
              .why = engine::rule::card_text});
    if (c.did) *c.did = yes;
    if (yes) run(pc, e.args[1], o);
    if (s.over()) return;
  }
}

void run_do_parameter(eval_context& c, const expr& e, engine::ops& o) {
  // `do price`: the effect given as the keyword's argument, as the card's own text.
  eval_context own;
  const expr& arg = argument_of(c, e, own);
  run(own, arg, o);
}

void run_reset(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  for (card_id card : pick_cards(c, e.args[0], o))
    if (in_network(s, card)) o.reset(card, why);
}

// One runner per statement op (docs/vocabulary.md, section 6), indexed by op.
using runner = void (*)(eval_context&, const expr&, engine::ops&);
constexpr std::size_t statement_ops = static_cast<std::size_t>(op::do_parameter) + 1;
constexpr std::array<runner, statement_ops> runners() {
  std::array<runner, statement_ops> t{};
  t[static_cast<std::size_t>(op::sequence)] = run_sequence;
  t[static_cast<std::size_t>(op::if_then)] = run_if_then;
  t[static_cast<std::size_t>(op::for_each)] = run_for_each;
  t[static_cast<std::size_t>(op::gain_money)] = run_gain_money;
  t[static_cast<std::size_t>(op::take_money)] = run_take_money;
  t[static_cast<std::size_t>(op::lose_money)] = run_lose_money;
  t[static_cast<std::size_t>(op::draw)] = run_draw;
  t[static_cast<std::size_t>(op::engage)] = run_engage;
  t[static_cast<std::size_t>(op::disengage)] = run_engage;
  t[static_cast<std::size_t>(op::destroy)] = run_destroy;
  t[static_cast<std::size_t>(op::annihilate)] = run_destroy;
  t[static_cast<std::size_t>(op::add_counters)] = run_add_counters;
  t[static_cast<std::size_t>(op::win_game)] = run_win_game;
  t[static_cast<std::size_t>(op::lose_game)] = run_win_game;
  t[static_cast<std::size_t>(op::deal_damage)] = run_deal_damage;
  t[static_cast<std::size_t>(op::search)] = run_search;
  t[static_cast<std::size_t>(op::reveal)] = run_reveal;
  t[static_cast<std::size_t>(op::put)] = run_put;
  t[static_cast<std::size_t>(op::deploy)] = run_deploy;
  t[static_cast<std::size_t>(op::move)] = run_move;
  t[static_cast<std::size_t>(op::swap)] = run_swap;
  t[static_cast<std::size_t>(op::cancel)] = run_cancel;
  t[static_cast<std::size_t>(op::redeploy)] = run_redeploy;
  t[static_cast<std::size_t>(op::unbond)] = run_unbond;
  t[static_cast<std::size_t>(op::produce)] = run_produce;
  t[static_cast<std::size_t>(op::choose)] = run_choose;
  t[static_cast<std::size_t>(op::bond)] = run_bond;
  t[static_cast<std::size_t>(op::pay_money)] = run_pay_money;
  t[static_cast<std::size_t>(op::discard)] = run_discard;
  t[static_cast<std::size_t>(op::modify_trait)] = run_modify_trait;
  t[static_cast<std::size_t>(op::grant_keyword)] = run_grant_keyword;
  t[static_cast<std::size_t>(op::remove_keyword)] = run_remove_keyword;
  t[static_cast<std::size_t>(op::modify_valuation)] = run_modify_valuation;
  t[static_cast<std::size_t>(op::nothing)] = run_nothing;
  t[static_cast<std::size_t>(op::may)] = run_may;
  t[static_cast<std::size_t>(op::do_parameter)] = run_do_parameter;
  t[static_cast<std::size_t>(op::reset)] = run_reset;
  return t;
}
constexpr std::array<runner, statement_ops> statement_runners = runners();

}  // namespace

namespace {
std::atomic<int> off_statement{-1};  // an op, or -1; written by tests only, while nothing else runs
}  // namespace

void switch_off_statement_for_test(std::optional<checked::op> statement) {
  off_statement.store(statement ? static_cast<int>(*statement) : -1, std::memory_order_relaxed);
}

bool has_runner(checked::op statement) {
  const auto i = static_cast<std::size_t>(statement);
  return i < statement_runners.size() && statement_runners[i] != nullptr;
}

void run(eval_context c, const expr& e, engine::ops& o) {
  c.s = &o.st();
  if (!has_runner(e.o)) unsupported(e, fmt::format("'{}'", checked::op_name(e.o)));
  if (off_statement.load(std::memory_order_relaxed) == static_cast<int>(e.o)) return;
  statement_runners[static_cast<std::size_t>(e.o)](c, e, o);
}

}  // namespace megacorp
