// Statements that find and move cards: search, put, shuffle, discard, deploy, redeploy, move, swap, bond, unbond.
#include "run/statement_runners.hpp"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <vector>

#include "engine/legality.hpp"
#include "engine/network.hpp"
#include "engine/observed_event.hpp"
#include "ir/render.hpp"

#include <fmt/format.h>
#include <string>

namespace megacorp::run_parts {

// What a search finds is `them` after it, and `the rest` while it stays where it was found,
// as after `look at` (docs/rulings.md, Looking at cards; blind design batch 56, d20).
void run_search(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  std::vector<card_id> found = search(c, e, o);
  if (c.looked) {
    c.looked->clear();
    for (card_id card : found) c.looked->push_back({card, s.card(card).zone, s.card(card).zone_player});
  }
  if (c.found) *c.found = std::move(found);
}

// Showing cards changes nothing the engine keeps (docs/interpreter.md). Cards not named
// before (`reveal the top 3 cards of your main deck`) are `the rest` after it while they stay
// where they are, as after `look at`; `reveal them`, `reveal one of them` leave `the rest` as
// the look before named it (check_verb's reveals_anew).
void run_reveal(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  const bool anew = e.args[0].o != op::bound && !group_filter(e.args[0]);
  const std::vector<card_id> cards = pick_named(c, e.args[0], o);
  if (anew && c.looked) c.looked->clear();
  for (card_id card : cards) {
    if (anew && c.looked) c.looked->push_back({card, s.card(card).zone, s.card(card).zone_player});
    o.reveal(card, c.you, why);
  }
}

void run_choose(eval_context& c, const expr& e, engine::ops& o) {
  // 001 Glossary TARGET: "If a card does not state the word 'target' and uses a word like
  // 'choose', then it does not target": a card picked as this runs, named `it` after.
  const std::vector<card_id> picked = pick_cards(c, e.args[0], o);
  // docs/rulings.md, The chosen card: a card in play keeps the one card in play its text
  // chose, for `the chosen card`.
  const engine::state& s = o.st();
  if (picked.size() == 1 && engine::in_play(s.card(c.self).zone) && engine::in_play(s.card(picked[0]).zone))
    o.keep_chosen(engine::path::text_chosen_kept, c.self, picked[0], c.you, engine::rule::choose);
}

namespace {
// `put X into P's network` that does nothing because a rule stops it: the log says so, with
// the rule (issue 27).
void put_refused(const eval_context& c, engine::ops& o, engine::path at, card_id card, player_id p, const engine::cause& rule) {
  if (!o.asked())  // a question held: nothing is acted on, nor said (engine::ops::hold_questions)
    o.record(at, {.kind = engine::event_kind::nothing_happened, .player = c.you, .other = p, .card = card, .card2 = c.self, .why = rule});
}

// A card in play put into another player's network: it moves there with its pile, to a
// dockable cell the acting player picks, not deployed anew (it keeps its state, damage and
// counters), and that player (the acting one `under your control`) controls it for good; its
// owner stays. A business stays in its network (001 Network), and the log says so; a card put
// into the network it is in is where the text puts it, its control changed only `under your
// control` (docs/rulings.md, Control changes).
void put_into_network(eval_context& c, engine::ops& o, const expr& e, card_id card, player_id p) {
  const engine::state& s = o.st();
  const bool yours = takes(e, checked::manner::your_control);
  const player_id to = yours ? c.you : p;
  const bool stays = s.card(card).zone_player == p;
  if (stays && (!yours || s.card(card).controller == to)) return;
  engine::cell at{};
  if (!stays) {
    if (s.def(card).is(engine::card_type::business))
      return put_refused(c, o, engine::path::text_put_business_stays, card, p, engine::rule::business_stays);
    const auto cells = engine::dockable_cells(s.player(p).network);
    if (cells.empty()) return;  // a network with no card: its player left the game (see run_put)
    at = deploy_place(c, o, e, card, p, cells);
    if (o.asked()) return;  // a question held: nothing more runs (engine::ops::hold_questions)
  }
  o.change_control(engine::path::text_put_into_network_control, card, to, why, c.self, nullptr);
  if (stays) return;
  o.leave_combat(card);  // a blocker stays in the target's network only
  o.move_to_network(engine::path::text_put_into_network_moved, card, p, at, why);
}

// A card card text brings from outside play into p's network becomes p's, owner and
// controller; `under your control` (e's manner) the acting player controls it, and under
// variant put-card-keeps-owner p does, and it stays its owner's (docs/rulings.md, Control
// changes, "Put into another network").
void take_into_network(const eval_context& c, engine::ops& o, const expr* e, card_id card, player_id p) {
  const bool yours = e && takes(*e, checked::manner::your_control);
  const player_id to = yours ? c.you : p;
  if (!yours && !o.st().rules.put_card_keeps_owner) return o.set_owner_and_controller(card, p, why);
  if (o.st().card(card).controller != to) o.set_controller(engine::path::text_put_owner_kept, card, to, why, c.self, false);
}
}  // namespace

// `look at SEL`: the acting player sees the cards in a hidden zone, no other player does;
// they are `them` after it, and `the rest` while they stay where they are (docs/rulings.md,
// Looking at cards). Fewer cards than named when the zone has fewer.
void run_look(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  const std::vector<card_id> cards = pick_cards(c, e.args[0], o);
  if (c.found) *c.found = cards;
  if (c.looked) c.looked->clear();
  for (card_id card : cards) {
    if (c.looked) c.looked->push_back({card, s.card(card).zone, s.card(card).zone_player});
    if (engine::hidden_from(s, card, c.you)) o.look(card, c.you, why);
  }
}

namespace {
// `in any order`: the acting player orders the cards, the one to lie highest first, one
// pending decision per card but the last (docs/rulings.md, Looking at cards).
std::vector<card_id> in_chosen_order(const eval_context& c, engine::ops& o, const expr& e, std::vector<card_id> cards) {
  std::vector<card_id> out;
  const std::string what = fmt::format("the card to lie highest of those left ({})", render(e));
  while (cards.size() > 1) {
    card_id x = ask_for_card(c, o, e.args[0], cards, false, what);
    if (x == no_card) x = cards.front();
    out.push_back(x);
    std::erase(cards, x);
  }
  out.insert(out.end(), cards.begin(), cards.end());
  // On top, the last put lies highest; on the bottom, the first.
  if (e.args[1].o == op::top_of) std::reverse(out.begin(), out.end());
  return out;
}
// A card put on top of or on the bottom of a pile stays known to the players who had
// looked at it: they saw where it went (docs/rulings.md, Looking at cards).
void put_known(engine::ops& o, card_id card, engine::zone kind, player_id p, const expr& dest) {
  const std::uint8_t seen = o.st().card(card).seen;
  o.put(engine::path::text_put, card, kind, p, dest.o != op::bottom_of, why);
  if (seen != 0 && dest.o != op::into) o.still_known(card, seen);
}

// `the rest` after `look at`: the cards looked at that no later statement moved. A card put
// anywhere, on top of the deck it was in too, has moved (docs/rulings.md, Looking at cards).
void moved_from_look(eval_context& c, card_id card) {
  if (!c.looked) return;
  for (looked_card& l : *c.looked)
    if (l.card == card) l.player = engine::no_player;  // no zone of no player holds it: not `the rest`
}
}  // namespace

void run_put(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  const expr& dest = e.args[1];
  const expr& z = dest.args[0];
  const engine::zone kind = zone_kind(c, z);
  // As a cost (`put a character you control into your hand`), among the payer's cards in play.
  std::vector<card_id> cards = paying_cost(c) ? pick_paying(c, o, op::put, e.args[0]) : pick_cards(c, e.args[0], o);
  if (takes(e, checked::manner::in_any_order)) cards = in_chosen_order(c, o, e, std::move(cards));
  if (c.found && e.args[0].o == op::top_of_zone) *c.found = cards;  // `them` after it (check_put)
  for (card_id card : cards) {
    if (o.stays_annihilated(card, kind)) continue;  // `this` / `it` annihilated since: no cell asked
    // `its owner's main deck`: "its" is the card being put, so the cards are picked first.
    eval_context this_card = c;
    this_card.found = nullptr;
    this_card.it = card;
    this_card.its = no_card;
    const player_id p = zone_player(this_card, z, engine::no_player);
    if (kind == zone::network) {
      // Into a network: deployed there for free at a dockable cell the acting player picks,
      // as `deploy` without a place; a card in play moves there (above).
      if (in_network(s, card)) put_into_network(c, o, e, card, p);
      if (in_network(s, card) || s.card(card).zone == zone::bonded) continue;
      const auto cells = engine::dockable_cells(s.player(p).network);
      // 001 Deploying and Docking: a card docks next to another card. A network of 21 by 21
      // cells with a card in it always has such a space; one with none is a player's who left
      // the game (leave_game), whom no statement names as a player in it.
      if (cells.empty()) continue;
      const engine::cell at = deploy_place(c, o, e, card, p, cells);
      if (o.asked()) return;  // a question held: nothing more runs (engine::ops::hold_questions)
      take_into_network(c, o, &e, card, p);
      o.deploy(engine::path::text_deployed, card, p, at, why);
      moved_from_look(c, card);
      continue;
    }
    // Into an annihilated zone: annihilated (Glossary ANNIHILATE), its replacements offered
    // and `when this is annihilated` told at once.
    if (kind == zone::annihilated) {
      o.annihilate(engine::path::text_annihilated, card, engine::rule::annihilate, p);
      moved_from_look(c, card);
      continue;
    }
    // From play to its owner's open market: as any card going there (its pile with it,
    // and replacements of "being put into an open market" offered once).
    if (kind == zone::open_market && in_network(s, card) && p == s.card(card).owner && dest.o != op::bottom_of)
      o.to_open_market(engine::path::text_to_open_market, card, why);
    else
      put_known(o, card, kind, p, dest);
    moved_from_look(c, card);
  }
}

// `shuffle SEL into ZONE`: each card on top of its deck (`its owner's main deck`: each card's),
// then each deck that took one is shuffled; `shuffle ZONE` shuffles that deck alone (001
// Beginning of the game). Its order is then hidden from every player (card_instance::shown).
void run_shuffle(eval_context& c, const expr& e, engine::ops& o) {
  const expr& z = e.args.back().args[0];
  const engine::zone kind = zone_kind(c, z);
  std::vector<player_id> decks;
  if (e.args.size() == 1) decks.push_back(zone_player(c, z, engine::no_player));
  else
    for (card_id card : pick_cards(c, e.args[0], o)) {
      eval_context this_card = c;
      this_card.found = nullptr;
      this_card.it = card;
      this_card.its = no_card;
      const player_id p = zone_player(this_card, z, engine::no_player);
      if (p == engine::no_player) continue;
      o.put(engine::path::text_shuffled_into, card, kind, p, true, why);
      moved_from_look(c, card);
      if (std::find(decks.begin(), decks.end(), p) == decks.end()) decks.push_back(p);
    }
  for (player_id p : decks)
    if (p != engine::no_player) o.shuffle(p, kind, why);
}

void run_discard(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // 001 Glossary DISCARD: "put a card from your hand onto the top of the open market
  // pile" (its owner's); a card that is in no hand is not discarded. A card in another
  // player's hand (`look at target opponent's hand, discard one of them`) leaves that hand
  // (docs/rulings.md, Looking at cards).
  // Variant discard-to-discarder-market: the open market of the player who discards.
  // `discard a card at random`: its selection is drawn by the generator (ask_for_cards)
  for (card_id card : pick_cards(c, e.args[0], o))
    if (s.card(card).zone == zone::hand)
      o.put(engine::path::text_discarded, card, zone::open_market,
            s.rules.discard_to_discarder_market ? c.you : s.card(card).owner, true, engine::rule::discard);
}

void run_deploy(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  for (card_id card : pick_cards(c, e.args[0], o)) {
    if (in_network(s, card) || s.card(card).zone == zone::bonded || o.stays_annihilated(card, zone::network)) continue;
    const auto places = places_for(c, e, card);
    if (!places || places->second.empty()) {  // no free cell: it stays where it is, and the log says so (issue 27)
      if (!o.asked())
        o.record(engine::path::text_deploy_no_space, {.kind = engine::event_kind::nothing_happened, .player = c.you, .card = card,
                                                      .card2 = c.self, .why = engine::rule::no_space_to_deploy});
      continue;
    }
    // 001 Glossary DEPLOY: "To Deploy is to play a card onto a Network by paying all of its
    // costs": its money and its traits from the pool; `for their trait costs` pays the
    // traits only, `for free` nothing (checked::deploy_price).
    // Unpaid, it is not deployed (and no place is asked).
    engine::cost price = s.def(card).cost;
    const auto paid = checked::payload<checked::deploy_price>(e);
    if (paid == checked::deploy_price::trait_costs) price.money = 0;
    if (paid != checked::deploy_price::free && !engine::affordable(s, c.you, price, "deploy", card, nullptr)) {
      o.record(engine::path::text_deploy_not_paid, {.kind = engine::event_kind::deploy_not_paid, .player = c.you, .card = card, .card2 = c.self,
                .why = engine::rule::deploy_pays_costs});
      continue;
    }
    const engine::cell at = deploy_place(c, o, e, card, places->first, places->second);
    if (o.asked()) return;  // a question held: nothing more runs (engine::ops::hold_questions)
    if (paid != checked::deploy_price::free) o.pay_cost(engine::path::text_deploy_paid, c.you, price, why, card);
    take_into_network(c, o, nullptr, card, c.you);
    o.deploy(engine::path::text_deployed_at_choice, card, places->first, at, why);
  }
}

namespace {
// `move SEL to a space adjacent to X`, `redeploy SEL to a space adjacent to X` (args[1]): the
// one card beside whose space the card goes, in network `net`; every space fits when no place
// is written, none when the card named is not in that network (gone, or elsewhere). The card
// is read as the statement runs (a target: chosen with the play).
struct beside_place {
  player_id net;
  bool written = false;
  card_id near = no_card;
  engine::target_space near_at{};

  beside_place(eval_context& c, const expr& e, player_id in) : net(in), written(e.args.size() > 1) {
    if (!written) return;
    if (e.args[1].o != op::adjacent_to) unsupported(e.args[1], "a place other than 'adjacent to' a card");
    near = single(c, e.args[1].args[0]);
    if (near != no_card) near_at = place_of(c, near);
  }
  bool fits(engine::cell to) const {
    if (!written) return true;
    return near != no_card && near_at.network == net && std::abs(near_at.x - to.x) + std::abs(near_at.y - to.y) == 1;
  }
};
}  // namespace

void run_redeploy(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // 001 Glossary REDEPLOY: "To redeploy is to play a card again, docking it legally and
  // triggering all 'When deployed' effects." A card in a network is deployed again in
  // that network (disengaged: 001 Card States), its pile with it, where the acting
  // player picks (a pending decision; its own space too); other cards are not
  // (docs/rulings.md, Redeploy and unbond).
  for (card_id card : pick_named(c, e.args[0], o)) {
    if (!in_network(s, card)) continue;
    const player_id net = s.card(card).zone_player;
    const beside_place place(c, e, net);  // `to a space adjacent to X`: among those spaces only
    std::vector<engine::cell> cells;
    for (int i = 0; i < engine::network_cells; ++i)
      if (const engine::cell at = engine::network_grid::at_index(i);
          place.fits(at) && engine::deploy_refusal(s.player(net).network, at, card).empty())
        cells.push_back(at);
    const std::optional<engine::cell> at = cells.empty() ? std::nullopt : ask_place(c, o, e, card, net, cells);
    if (o.asked()) return;  // a question held: nothing more runs (engine::ops::hold_questions)
    if (!at) continue;  // nowhere it docks: it stays
    o.deploy(engine::path::text_redeployed, card, net, *at, engine::rule::redeploy);
    if (s.over()) return;
  }
}

void run_move(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // 001 Glossary MOVE: to an empty space of the same network where it is legally docked.
  for (card_id card : pick_cards(c, e.args[0], o)) {
    if (!in_network(s, card)) continue;
    const player_id net = s.card(card).zone_player;
    const beside_place place(c, e, net);  // `move it to a space adjacent to X`
    std::vector<engine::cell> cells;
    for (int i = 0; i < engine::network_cells; ++i)
      if (const engine::cell to = engine::network_grid::at_index(i);
          place.fits(to) && engine::move_refusal(s.player(net).network, s.cell_of(card), to).empty())
        cells.push_back(to);
    if (cells.empty()) {  // nowhere legal to go: the log says so (issue 27)
      o.record(engine::path::text_move_refused, {.kind = engine::event_kind::nothing_happened, .player = c.you, .card = card,
                                                 .card2 = c.self, .why = engine::rule::no_space_to_move});
      continue;
    }
    const std::optional<engine::cell> to = ask_place(c, o, e, card, net, cells);
    if (o.asked()) return;  // a question held: nothing more runs (engine::ops::hold_questions)
    if (!to) continue;
    o.move_in_network(engine::path::text_moved, card, *to, engine::rule::move);
  }
}

namespace {
// 001 Glossary SWAP: "the exchange of position between two cards in a Network": a first card
// out of every network, or none to choose, swaps nothing, and the log says so (issue 27).
void swap_without_first(const eval_context& c, const std::vector<card_id>& first, engine::ops& o) {
  if (first.size() == 1)
    o.record(engine::path::text_swap_out_of_network, {.kind = engine::event_kind::nothing_happened, .player = c.you,
                                                      .card = first[0], .card2 = c.self, .why = engine::rule::swap_out_of_network});
  else if (first.empty())
    o.record(engine::path::text_swap_no_card, {.kind = engine::event_kind::nothing_happened, .player = c.you, .card = c.self,
                                               .card2 = c.self, .why = engine::rule::nothing_to_choose});
}
}  // namespace

void run_swap(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // 001 Glossary SWAP: two cards of one network exchange places; not deployed anew.
  const std::vector<card_id> first = pick_cards(c, e.args[0], o, false);  // none: said below
  if (first.size() != 1 || !in_network(s, first[0])) return swap_without_first(c, first, o);
  const card_id a = first[0];
  // The second card: a target was chosen as the card was played (001 Glossary TARGET), and a
  // pronoun names its card; only `a character ...` is chosen now.
  const expr& second = e.args[1];
  const bool named = determiner_of(c, second) == determiner::unknown || (second.o == op::select && second.target);
  std::vector<card_id> options;
  card_id elsewhere = no_card;  // a card named in another network: nothing happens, the log says so (issue 27)
  for (card_id x : named ? select_cards(c, second) : choice_options(c, second)) {
    if (x == a || !in_network(s, x)) continue;
    if (s.card(x).zone_player == s.card(a).zone_player) options.push_back(x);
    else if (named) elsewhere = x;
  }
  if (options.empty() && elsewhere != no_card)
    o.record(engine::path::text_swap_refused, {.kind = engine::event_kind::nothing_happened, .player = c.you, .card = a,
                                               .card2 = elsewhere, .why = engine::rule::swap_one_network});
  if (options.empty()) return;
  // The question says why a card of another network is no option (batch 77: "not a card you control").
  auto what = [&] {
    return fmt::format("{} in the network \"{}\" is in (001 Glossary SWAP: two cards of one network)", render(second),
                       s.name_of(a));
  };
  const card_id b = options.size() == 1 && named ? options[0] : ask_for_card(c, o, second, options, false, what());
  if (b != no_card) o.swap_in_network(a, b, engine::rule::swap);
  // After it, `them` names both cards and `it` the first (blind design batch 43, d14: `swap
  // ..., then each of them gets +1 BQ` gave the bonus to the first card alone).
  if (c.found && b != no_card) *c.found = {a, b};
}

void run_bond(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // 001 Bonding: the first card is placed under the second "and they become a pile". A
  // card from outside play is deployed under it, without paying its costs (MUTATION).
  const std::vector<card_id> unders = pick_cards(c, e.args[0], o);
  const std::vector<card_id> hosts = pick_cards(c, e.args[1], o, false);  // none: said below
  // After it, `it` names its object's target, the card bonded, as the checker's two_targets
  // says of any statement with two targets (blind design batch 62, d08).
  if (c.found && e.args[0].o == op::select && e.args[0].target) *c.found = unders;
  if (hosts.size() != 1 || !in_network(s, hosts[0])) {  // nothing to bond to: nothing happens, and the log says so
    if (!unders.empty())
      o.record(engine::path::text_bond_no_host, {.kind = engine::event_kind::nothing_happened, .player = c.you, .card = unders[0],
                                                 .card2 = c.self, .why = engine::rule::bond_needs_host});
    return;
  }
  for (card_id u : unders) {
    if (u == hosts[0] || host_of(s, u) == hosts[0]) continue;
    if (!in_network(s, u) && s.card(u).zone != zone::bonded) o.deploy_under(engine::path::text_deployed_under, u, hosts[0], engine::rule::bond);
    else o.bond(engine::path::text_bonded, u, hosts[0], engine::rule::bond);
    if (s.over()) return;
  }
}

namespace {
// What unbonding `card` costs (001 Bonding: "you must pay the costs"): its printed cost, the
// money changed by rules (`rule: cards you unbond cost 2M less`; `by`: the card whose text
// unbonds), never below nothing.
engine::cost unbond_price(const engine::state& s, card_id card, card_id by) {
  engine::cost k = s.def(card).cost;
  k.money = std::max(0, k.money + engine::ask_number(s, engine::rule_number::unbond_cost_change, card, 0, by));
  return k;
}
}  // namespace

void run_unbond(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // 001 Advanced Rules, Bonding: "To 'Unbond' a card, you must pay the costs, if any,
  // and redeploy the Unbound card legally in any Network." A card under a pile's top
  // leaves the pile: the acting player pays its costs (unpaid, it stays) and picks the
  // network, then where it docks there (pending decisions; variant
  // unbond-in-same-network: the network of its pile); it keeps its controller and its
  // "when deployed" text runs. A card not bonded is not unbonded (docs/rulings.md,
  // Redeploy and unbond).
  const std::vector<card_id> named = pick_named(c, e.args[0], o);
  // `them` after it: the cards it unbonded, not one left under its pile (its costs unpaid, no
  // cell to dock at; blind design batch 32, d17).
  std::vector<card_id> unbonded;
  for (card_id card : named) {
    if (s.card(card).zone != zone::bonded) continue;
    std::vector<player_id> nets;  // the networks where it docks, seat order
    if (s.rules.unbond_in_same_network) nets.push_back(s.card(card).zone_player);
    else
      for (player_id p = 0; p < s.player_count(); ++p)
        if (!s.player(p).lost) nets.push_back(p);
    std::erase_if(nets, [&](player_id p) { return engine::dockable_cells(s.player(p).network).empty(); });
    if (nets.empty()) continue;
    // `unbond ... for free`: its costs are not paid (`examples/designs/costs/modular_chassis.mc`).
    const engine::cost price = takes(e, checked::manner::for_free) ? engine::cost{} : unbond_price(s, card, c.self);
    if (!engine::affordable(s, c.you, price, "unbond", card, nullptr)) {
      o.record(engine::path::text_deploy_one_not_paid, {.kind = engine::event_kind::deploy_not_paid, .player = c.you, .card = card, .card2 = c.self,
                .why = engine::rule::unbond_pays_costs});
      continue;
    }
    const player_id net = nets.size() == 1 ? nets[0] : ask_network(c, o, e, card, nets);
    if (o.asked()) return;  // a question held: nothing more runs (engine::ops::hold_questions)
    if (net == engine::no_player) continue;
    const std::vector<engine::cell> cells = engine::dockable_cells(s.player(net).network);
    const std::optional<engine::cell> at = ask_place(c, o, e, card, net, cells);
    if (o.asked()) return;  // a question held: nothing more runs (engine::ops::hold_questions)
    if (!at) continue;
    o.pay_cost(engine::path::text_unbond_paid, c.you, price, why, card);
    o.deploy(engine::path::text_deployed_one, card, net, *at, why);
    unbonded.push_back(card);
    if (s.over()) return;
  }
  if (c.found) *c.found = unbonded;
}

}  // namespace megacorp::run_parts
