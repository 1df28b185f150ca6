// Engine primitives; every change is recorded as an event with its cause.
#include "engine/ops.hpp"

#include "engine/behaviour.hpp"
#include "engine/invariants.hpp"
#include "engine/limits.hpp"
#include "engine/stack.hpp"
#include "engine/unique_sale.hpp"

#include <algorithm>
#include <string>

namespace engine {

namespace {

card_pile* pile_of(player_state& p, zone z) {
  switch (z) {
    case zone::main_deck: return &p.main_deck;
    case zone::resource_deck: return &p.resource_deck;
    case zone::hand: return &p.hand;
    case zone::open_market: return &p.open_market;
    case zone::annihilated: return &p.annihilated;
    case zone::out_of_game: return &p.out_of_game;
    default: return nullptr;
  }
}

// A change until end of turn as kept (16 bits); past max_modifier, amount_limit.
std::int16_t kept_modifier(const state& s, card_id c, int n, std::string_view what) {
  if (n < -max_modifier || n > max_modifier)
    throw amount_limit("a change of " + std::to_string(n) + " to \"" + s.def(c).name + "\"'s " + std::string(what) +
                       " passes " + std::to_string(max_modifier) +
                       ", the engine's bound on a change until end of turn (engine/limits.hpp)");
  return static_cast<std::int16_t>(n);
}

// grant_until_end_of_turn and take_until_end_of_turn (`taken`): the change kept once in
// state::grants, and the event that records it.
event keyword_change(state& s, card_id c, int keyword, bool taken, cause why, card_id source, const duration& lasts) {
  if (!in_play(s.card(c).zone))
    engine_bug(taken ? "taking a keyword from a card not in play" : "granting a keyword to a card not in play");
  if (keyword < 0 || keyword > max_keyword_id)
    engine_bug("keyword number " + std::to_string(keyword) + " is outside 0.." + std::to_string(max_keyword_id));
  const keyword_grant g{c, static_cast<std::uint16_t>(keyword), taken, lasts};
  if (std::find(s.grants.begin(), s.grants.end(), g) == s.grants.end()) s.grants.push_back(g);
  return {.kind = taken ? event_kind::keyword_lost : event_kind::keyword_granted, .player = s.card(c).controller,
          .other = lasts.player, .card = c, .card2 = source, .amount = keyword, .why = why, .lasts = lasts.ends};
}

// Takes change i off `changes` (control changes, copies: each sends its card back to
// `back_to` when it ends). A newer change of the same card goes on: it now sends the card
// back where the ended one would have, and nothing is undone yet: true then.
template <class Changes>
bool take_off(Changes& changes, std::size_t i, typename Changes::value_type& ended) {
  ended = changes[i];
  changes.erase(changes.begin() + static_cast<std::ptrdiff_t>(i));
  for (std::size_t j = i; j < changes.size(); ++j)
    if (changes[j].card == ended.card) {
      changes[j].back_to = ended.back_to;
      return true;
    }
  return false;
}

}  // namespace

// Questions

std::size_t ops::random_below(std::size_t n, card_id source, cause why) {
  const auto drawn = static_cast<std::size_t>(game().rng.below(n));
  record(path::random_drawn, {.kind = event_kind::random_drawn, .card = source, .amount = static_cast<int>(drawn), .why = why});
  return drawn;
}

void ops::need(const choice_request& r, std::vector<card_id> picked) {
  decision_needed d{r, std::move(picked), log_ ? log_->size() : 0};
  if (!holds_) throw d;
  if (!question_) question_ = std::move(d), frozen_ = true;  // the first question; later ones never come
}

void ops::throw_question() const { throw *question_; }

void ops::end_combat_as_scope_ends(bool asked_before, path at, cause why) {
  if (asked_before) return;  // the scope began after the question: in a thrown run it never did
  const bool frozen = std::exchange(frozen_, false);
  end_combat(at, why);
  frozen_ = frozen;
}

// A held question's cards: those picked so far, and, unless it is optional, the first
// options that may be added up to the least it needs (at least one): an answer it could
// have had, so what runs after it reads a valid choice.
std::vector<card_id> ops::placeholder_cards(const choice_request& r, std::vector<card_id> picked) {
  const std::size_t least = static_cast<std::size_t>(std::max(r.at_least, 1));
  for (card_id c : r.options)
    if (!r.optional && picked.size() < least && r.can_add(picked, c)) picked.push_back(c);
  return picked;
}

bool ops::ask_may(const choice_request& r) {
  if (const answer* a = question_ ? nullptr : tape_.take()) {
    if (a->kind != action_kind::accept && a->kind != action_kind::decline) engine_bug("a 'may' answered with a card");
    return a->kind == action_kind::accept;
  }
  need(r, {});
  return false;
}

std::vector<card_id> ops::ask_cards(const choice_request& r) {
  std::vector<card_id> picked;
  while (static_cast<int>(picked.size()) < r.at_most &&
         std::any_of(r.options.begin(), r.options.end(), [&](card_id c) { return r.can_add(picked, c); })) {
    const answer* a = question_ ? nullptr : tape_.take();
    if (!a) {
      need(r, picked);
      return placeholder_cards(r, std::move(picked));
    }
    if (a->kind == action_kind::decline) break;
    if (a->kind != action_kind::choose || !r.can_add(picked, a->card)) engine_bug("an answer that is not an option");
    picked.push_back(a->card);
  }
  return picked;
}

std::optional<cell> ops::ask_cell(const choice_request& r) {
  const answer* a = question_ ? nullptr : tape_.take();
  if (!a) {
    need(r, {});
    if (r.optional || r.cells.empty()) return std::nullopt;
    return r.cells.front();
  }
  if (a->kind == action_kind::decline) return std::nullopt;
  if (a->kind != action_kind::choose_cell) engine_bug("a place answered with a card");
  return a->at;
}

player_id ops::ask_player(const choice_request& r) {
  const answer* a = question_ ? nullptr : tape_.take();
  if (!a) {
    need(r, {});
    return r.optional || r.players.empty() ? no_player : r.players.front();
  }
  if (a->kind == action_kind::decline) return no_player;
  if (a->kind != action_kind::choose_player) engine_bug("a player answered with something else");
  return a->whom;
}

int ops::ask_amount(const choice_request& r) {
  const answer* a = question_ ? nullptr : tape_.take();
  if (!a) {
    need(r, {});
    return 0;
  }
  if (a->kind != action_kind::choose_amount || !r.amount_allowed(a->value)) engine_bug("an amount answered with something else");
  chosen_amount_ = a->value;
  return a->value;
}

int ops::ask_mode(const choice_request& r) {
  const answer* a = question_ ? nullptr : tape_.take();
  if (!a) {
    need(r, {});
    return r.open_modes.empty() ? 0 : r.open_modes.front();
  }
  if (a->kind != action_kind::choose_mode || std::find(r.open_modes.begin(), r.open_modes.end(), a->value) == r.open_modes.end())
    engine_bug("a mode answered with something else");
  return a->value;
}

// Card state

bool ops::engage(path at, card_id c, cause why) {
  if (!ask(game(), path::engage_allowed, rule_query::can_engage, c, true)) return false;
  combat_state& cb = game().combat;
  // After the attack began (its own engaging comes before): no longer engaged by its attack.
  if (cb.active() && cb.begun && c == cb.attacker && !game().card(c).engaged) cb.engaged_apart = true;
  game().card(c).engaged = true;
  record(at, {.kind = event_kind::card_engaged, .player = game().card(c).controller, .card = c, .why = why});
  return true;
}

void ops::disengage(path at, card_id c, cause why) {
  if (game().combat.active() && game().combat.begun && c == game().combat.attacker) game().combat.engaged_apart = true;
  game().card(c).engaged = false;
  record(at, {.kind = event_kind::card_disengaged, .player = game().card(c).controller, .card = c, .why = why});
}

void ops::add_counters(path at, card_id c, int n, cause why) {
  game().card(c).counters = static_cast<std::int16_t>(game().card(c).counters + n);
  done_.counters += n;
  record(at, {.kind = event_kind::counters_changed, .player = game().card(c).controller, .card = c, .amount = n, .why = why,
              .after = game().card(c).counters});
}

void ops::remove_counters(path at, card_id c, int n, cause why) {
  const int taken = std::min<int>(n, game().card(c).counters);
  if (taken <= 0) return;
  game().card(c).counters = static_cast<std::int16_t>(game().card(c).counters - taken);
  counters_removed_ += taken;
  done_.counters += taken;
  record(at, {.kind = event_kind::counters_changed, .player = game().card(c).controller, .card = c, .amount = -taken, .why = why,
              .after = game().card(c).counters});
}

// Zones

void ops::remove_from_zone(card_id c, zone to) {
  card_instance& ci = game().card(c);
  if (ci.zone == zone::annihilated && to != zone::annihilated)
    engine_bug("\"" + game().def(c).name + "\" would leave the annihilated zone (001 The Zones of the Game: \"Cards in the "
               "annihilated zone cannot come back\")");
  if (auto* pile = pile_of(game().player(ci.zone_player), ci.zone)) {
    auto it = std::find(pile->begin(), pile->end(), c);
    if (it == pile->end()) engine_bug("card missing from its zone");
    pile->erase(it);
  } else if (ci.zone == zone::network) {
    auto& slot = game().player(ci.zone_player).network.cells[network_grid::index(game().cell_of(c))];
    if (slot != c) engine_bug("network cell does not hold its card");
    slot = no_card;
  } else if (ci.zone == zone::bonded) {
    ci.host = no_card;
  }
}

// A card that changes zone is a new card (docs/rulings.md, Delayed effects; A card a waiting
// trigger named that changed zone): the delayed effects that named it and the triggers on the
// stack whose event named it will do nothing to it. A part of the zone change, recorded by it.
void ops::note_zone_change(card_id c) {
  for (delayed_effect& d : game().delayed) {
    for (card_id& n : d.named)
      if (n == c) n = no_card;
    if (d.self == c) d.self = no_card;
  }
  for (stack_item& i : game().stack)
    if (i.triggered() && i.it == c) i.it_moved = true;
  if (noting_moves_) moved_.push_back(c);
}

bool ops::moved_since_event(card_id c) const {
  return noting_moves_ && std::find(moved_.begin(), moved_.end(), c) != moved_.end();
}

std::optional<event> ops::stays_annihilated(card_id c, zone to) {
  if (game().card(c).zone != zone::annihilated || to == zone::annihilated) return std::nullopt;
  return record(path::annihilated_card_stays, {.kind = event_kind::nothing_happened, .player = game().card(c).zone_player,
                                               .card = c, .to = to, .why = rule::annihilated_stays});
}

event ops::put(path at, card_id c, zone z, player_id zone_player, bool to_top, cause why, std::int16_t after) {
  if (const std::optional<event> stays = stays_annihilated(c, z)) return *stays;
  // The cards under a pile top that leaves play otherwise than destroyed go with it, to
  // their owners' open markets, not destroyed (001 Bonding speaks only of a destroyed top;
  // docs/rulings.md, Piles that leave play). destroy() destroys them first.
  const bool leaves = in_play(game().card(c).zone) && !in_play(z);
  if (leaves) remember_numbers(c);  // as it was, with its pile (last_known_numbers)
  if (leaves) note_left_play(c);  // `left play this turn`, as it was
  card_instance was{};  // the top as it was, for the cards a replacement kept under it
  std::vector<card_id> kept;
  if (game().card(c).zone == zone::network && z != zone::network) {
    was = game().card(c);
    const path at_under = path::pile_follows_top_out_of_play;  // one site, two ways
    if (z == zone::hand && game().rules.pile_returned_whole) {  // variant pile-returned-whole
      for (card_id u : game().pile_under(c)) put(at_under, u, zone::hand, game().card(u).owner, true, rule::bonded_returned);
    } else {
      kept = pile_to_market(at_under, c);
    }
  }
  card_instance& ci = game().card(c);
  const zone from = ci.zone;
  const player_id from_player = ci.zone_player;  // whose zone it leaves, for the log (event::from_player)
  const card_id was_host = from == zone::bonded ? ci.host : no_card;
  if (in_play(from) && !in_play(z) && game().behaviour) last_known_.push_back({c, ci});
  if (in_play(from) != in_play(z)) note_play_change(c, in_play(z));
  if (leaves) left_with_numbers(c);
  remove_from_zone(c, z);
  if (from != z) note_zone_change(c);
  game().set_zone(c, z);
  ci.zone_player = zone_player;
  if (in_play(from) && !in_play(z)) {
    cancel_on_leaving(c, z);
    leave_combat(c);
  }
  if (!in_play(z)) {
    ci.orphaned = false;
    // Leaving play resets the card (001 Damage: damage is assigned, not kept).
    ci.engaged = false;
    ci.damage.fill(0);
    ci.counters = 0;
    ci.reset_in_attack = ci.felled = ci.kept_from_lethal = false;
    ci.host = no_card;
    ci.controller = ci.owner;
    erase_if(game().modifiers, [&](const trait_modifier& m) {
      if (m.card != c) return false;
      if (leaves && game().behaviour) left_modifiers_.push_back(m);  // the game as the event saw it (as_seen_by)
      return true;
    });
    erase_if(game().grants, [&](const keyword_grant& g) {
      if (g.card != c) return false;
      if (leaves && game().behaviour) left_grants_.push_back(g);  // `gains KEYWORD until end of turn`, as it left
      return true;
    });
    erase_if(game().control_changes, [c](const control_change& x) { return x.card == c; });
    erase_if(game().prevented, [c](const damage_prevented& p) { return p.holder == c; });
    if (!game().shields.empty()) shields_gone(c);  // a new card if it comes back (docs/rulings.md, The next time)
    erase_if(game().fired_once, [&](const trigger_fired& f) {  // a new card back in play
      if (f.holder != c) return false;
      if (leaves && game().behaviour) left_fired_.push_back(f);  // what it had triggered, as it left (as_seen_by)
      return true;
    });
    end_copies_of(c);
  }
  if (auto* pile = pile_of(game().player(zone_player), z)) {
    if (to_top) pile->push_back(c);
    else pile->insert(pile->begin(), c);
  }
  ++done_.cards;
  const event moved = record(at, {.kind = event_kind::card_moved, .player = zone_player, .from_player = from_player, .card = c, .amount = to_top ? 1 : 0,
                                  .from = from, .to = z, .why = why, .after = after});
  if (was_host != no_card) unbonded(path::unbonded_left_pile, c, was_host, why);
  keep_in_play(kept, c, was);
  return moved;
}

void ops::unbonded(path at, card_id c, card_id was_host, cause why) {
  const card_instance& ci = game().card(c);
  record(at, {.kind = event_kind::card_unbonded, .player = ci.controller, .card = c, .card2 = was_host,
              .from = zone::bonded, .to = ci.zone, .why = why});
}

void ops::shuffle(player_id p, zone deck, cause why) {
  auto* pile = pile_of(game().player(p), deck);
  if (!pile) engine_bug("shuffle of a zone that is not a pile");
  game().rng.shuffle(std::span<card_id>(*pile));
  for (card_id c : *pile) game().card(c).shown = false, game().card(c).seen = 0;  // no longer known where it is
  record(path::deck_shuffled, {.kind = event_kind::deck_shuffled, .player = p, .to = deck, .why = why});
}

bool ops::draw(path at, player_id p, cause why) {
  auto& deck = game().player(p).main_deck;
  if (deck.empty()) {
    lose(path::lose_decked_asked, p, loss_reason::decked, rule::decked);
    return false;
  }
  // The draw's event keeps how many cards the player has drawn this turn, this one included
  // (`when you draw a card: if the number of cards you drew this turn = 2`).
  put(at, deck.back(), zone::hand, p, true, why, static_cast<std::int16_t>(std::min(++game().player(p).drawn_this_turn, 32767)));
  return true;
}

void ops::deploy(path way, card_id c, player_id network_owner, cell at, cause why, bool fire_trigger) {
  if (stays_annihilated(c, zone::network)) return;
  const zone from = game().card(c).zone;
  // Whose network or open market it left (event::from_player; `is bought from your open market`).
  const player_id from_player = from == zone::network || from == zone::open_market ? game().card(c).zone_player : no_player;
  const card_id was_host = from == zone::bonded ? game().card(c).host : no_card;
  remove_from_zone(c, zone::network);
  card_instance& ci = game().card(c);
  auto& slot = game().player(network_owner).network.cells[network_grid::index(at)];
  // A card deployed onto a space whose card allows it (rule query can_be_deployed_onto):
  // that card and its pile bond under the new one.
  const card_id beneath = slot;
  if (beneath != no_card && !ask(game(), path::deploy_onto_applied, rule_query::can_be_deployed_onto, beneath, false, c))
    engine_bug("deploy into an occupied cell");
  const bool engages = beneath != no_card && bonding_engages_host(beneath, c);
  slot = c;
  if (from != zone::network) note_zone_change(c);
  if (!in_play(from)) note_play_change(c, true);
  game().set_zone(c, zone::network);
  ++done_.cards;  // put into a zone, as move_to counts (`that many` after `put ... into your network`)
  ci.zone_player = network_owner;
  ci.x = static_cast<std::int8_t>(at.x);
  ci.y = static_cast<std::int8_t>(at.y);
  ci.engaged = false;  // 001 Card States: all cards come into play disengaged
  ci.deployed_at = ++game().deploys;
  ci.deployed_by = ci.controller;
  for (card_id u : game().pile_under(c)) game().card(u).zone_player = network_owner;  // the pile moves with it
  const event deployed = record(way, {.kind = event_kind::card_deployed, .player = ci.controller, .other = network_owner,
                                      .from_player = from_player, .card = c, .from = from, .to = zone::network, .where = at, .why = why});
  if (was_host != no_card) unbonded(path::unbonded_deployed, c, was_host, why);  // 001 Bonding: Unbond
  if (beneath != no_card) place_under(path::bonded_under_deployed, beneath, c, zone::network, rule::deployed_onto);
  if (engages) engage(path::engaged_by_character_deployed_onto, c, rule::bonded_engages_host);
  // Variant unique-copies-must-be-sold, 000 Glossaire UNIQUE: "Lorsque cette carte est
  // déployée, vous devez révéler votre main."
  if (game().rules.unique_copies_must_be_sold && !ask(game(), path::unique_deployed_reveals, rule_query::can_be_controlled_twice, c, true))
    for (card_id h : game().player(ci.controller).hand) reveal(h, ci.controller, rule::unique_reveals_hand);
  // Variant unique-copy-leaves-before-triggers (docs/rulings.md, UNIQUE after the
  // deployment's triggers): the older copies leave before what the deployment triggers.
  if (fire_trigger && game().rules.unique_copy_leaves_before_triggers) older_copies_leave(c);
  if (fire_trigger) fire(deployed, c);
}

// 001 Glossary UNIQUE: "the newest copy is deemed to be the only unique copy, sending all other
// copies of that card to the Open Market Pile": the same copies flow::keep_newest_copies sends
// after the action, bonded ones too (copies_held_together; rule query can_be_controlled_twice).
void ops::older_copies_leave(card_id newest) {
  small_vector<card_id, 8> older;
  for (card_id d : game().in_play)
    if (copies_held_together(game(), d, newest)) older.push_back(d);
  for (card_id d : older)
    if (copies_held_together(game(), d, newest) &&
        !ask(game(), path::newest_copy_asked_at_deploy, rule_query::can_be_controlled_twice, d, true, newest))
      to_open_market(path::newest_copy_leaves_at_deploy, d, rule::newest_copy_stays);
}

void ops::move_in_network(path at, card_id c, cell to, cause why) { move_to_network(at, c, game().card(c).zone_player, to, why); }

void ops::move_to_network(path at, card_id c, player_id into, cell to, cause why) {
  card_instance& ci = game().card(c);
  if (ci.zone != zone::network || (into != ci.zone_player && game().def(c).is(card_type::business)))
    engine_bug("moving a card that is not in a network, or a business to another network");
  auto& grid = game().player(into).network;
  const cell from = game().cell_of(c);
  if (grid.at(to) != no_card) engine_bug("move into an occupied cell");
  game().player(ci.zone_player).network.cells[network_grid::index(from)] = no_card;
  grid.cells[network_grid::index(to)] = c;
  if (into != ci.zone_player) {
    ci.zone_player = into;
    for (card_id u : game().pile_under(c)) game().card(u).zone_player = into;  // the pile moves with it
  }
  ci.x = static_cast<std::int8_t>(to.x);
  ci.y = static_cast<std::int8_t>(to.y);
  record(at, {.kind = event_kind::card_moved_in_network, .player = ci.controller, .other = ci.zone_player, .card = c,
          .where = to, .why = why});
  // 001 Glossary MOVE: the cards under it "are moved together": each is moved too (card2:
  // the top it moves with).
  for (card_id u : game().pile_under(c))
    record(at, {.kind = event_kind::card_moved_in_network, .player = game().card(u).controller, .other = into, .card = u,
                .card2 = c, .where = to, .why = why});
}

void ops::swap_in_network(card_id a, card_id b, cause why) {
  card_instance& ca = game().card(a);
  card_instance& cb = game().card(b);
  if (ca.zone != zone::network || cb.zone != zone::network || ca.zone_player != cb.zone_player)
    engine_bug("swap needs two cards of one network");
  auto& grid = game().player(ca.zone_player).network;
  std::swap(ca.x, cb.x);
  std::swap(ca.y, cb.y);
  grid.cells[network_grid::index(game().cell_of(a))] = a;
  grid.cells[network_grid::index(game().cell_of(b))] = b;
  record(path::swapped_in_network, {.kind = event_kind::cards_swapped, .player = ca.controller, .other = ca.zone_player, .card = a, .card2 = b,
          .why = why});
}

void ops::note_printed_zero(path at, card_id c) {
  // Read through st(): game() would forget the rule answers kept (the traits just read).
  const std::optional<trait> t = spared_by_printed_zero(st(), c);
  if (!t) return;
  const bool damaged = st().card(c).damage[static_cast<int>(*t)] > 0;  // variant printed-zero-not-destroyed
  record(at, {.kind = event_kind::card_spared, .player = st().card(c).controller, .card = c, .t = *t,
              .why = damaged ? rule::printed_zero_never_destroyed : rule::printed_zero_spared});
}

void ops::change_control(path at, card_id c, player_id to, cause why, card_id source, const duration* lasts) {
  if (!in_play(game().card(c).zone) || game().card(c).zone == zone::bonded) engine_bug("a change of control of a card not in a network");
  if (to >= game().player_count()) engine_bug("a change of control to no player");
  // A change for good outlasts every change for a time made before it.
  if (!lasts) erase_if(game().control_changes, [c](const control_change& x) { return x.card == c; });
  if (game().card(c).controller == to) {  // no change: nothing recorded
    // Held already under a change for a time, the card stays while the newer one lasts: when
    // the older ends first, take_off hands its way back on to it (blind design batch 31, T2:
    // `gain control of it until your next turn` after `... until end of turn` did nothing).
    const auto& held = game().control_changes;
    if (lasts && std::any_of(held.begin(), held.end(), [c](const control_change& x) { return x.card == c; }))
      game().control_changes.push_back({c, to, *lasts});
    return;
  }
  if (lasts) game().control_changes.push_back({c, game().card(c).controller, *lasts});
  leave_combat(c);
  set_controller(at, c, to, why, source, false);
}

void ops::set_controller(path at, card_id c, player_id to, cause why, card_id source, bool ends) {
  const player_id before = game().card(c).controller;
  game().card(c).controller = to;
  for (card_id u : game().pile_under(c)) game().card(u).controller = to;  // 001 Bonding: the pile goes with its top
  record(at, {.kind = event_kind::control_changed, .player = to, .other = before, .card = c, .card2 = source,
              .amount = ends ? 1 : 0, .why = why});
}

// The card goes back to its controller before the change, unless a newer change of the same
// card goes on: that one then hands it back there when it ends.
void ops::end_control_change(std::size_t i) {
  control_change ended;
  if (take_off(game().control_changes, i, ended)) {
    record(path::control_change_handed_on, {.kind = event_kind::changes_ended, .player = game().card(ended.card).controller,
                                            .card = ended.card, .card2 = ended.lasts.source, .amount = 1,
                                            .why = rule::control_change_ends});
    return;
  }
  if (game().card(ended.card).controller == ended.back_to) return;  // a second hold on a card held ends: nothing moves
  set_controller(path::control_change_ended, ended.card, ended.back_to, rule::control_change_ends, ended.lasts.source, true);
}

void ops::become_copy(card_id c, card_id of, cause why, card_id source, const duration* lasts) {
  if (!in_play(game().card(c).zone) || !in_play(game().card(of).zone)) engine_bug("a copy of or by a card not in play");
  def_id back_to = game().card(c).def;
  if (!lasts) {  // a copy for good outlasts the copies made before it: it goes back to what the oldest did
    for (const copy_change& x : game().copies)
      if (x.card == c) {
        back_to = x.back_to;
        break;
      }
    erase_if(game().copies, [c](const copy_change& x) { return x.card == c; });
  }
  game().copies.push_back({c, back_to, lasts == nullptr, lasts ? *lasts : duration{}});
  // recorded before its text changes, so that the log names the card as it was
  record(path::card_copied, {.kind = event_kind::card_copied, .player = game().card(c).controller, .card = c, .card2 = source,
                             .why = why});
  set_text(c, game().card(of).def, rule::copy_changes_text);
}

void ops::end_copy(std::size_t i, cause why) {
  copy_change ended;
  if (take_off(game().copies, i, ended)) {
    record(path::copy_handed_on, {.kind = event_kind::changes_ended, .player = game().card(ended.card).controller,
                                  .card = ended.card, .card2 = ended.lasts.source, .amount = 1, .why = why});
    return;
  }
  set_text(ended.card, ended.back_to, rule::copy_changes_text);
  record(path::copy_ended, {.kind = event_kind::card_copied, .player = game().card(ended.card).controller, .card = ended.card,
                             .card2 = ended.lasts.source, .amount = 1, .why = why});
}

// A card that leaves play is itself again (docs/rulings.md, Copies): its oldest copy's
// `back_to` is what it printed. Nothing is recorded: the move is.
void ops::end_copies_of(card_id c) {
  for (std::size_t i = 0; i < game().copies.size(); ++i)
    if (game().copies[i].card == c) {
      set_text(c, game().copies[i].back_to, rule::source_left_play);
      break;
    }
  erase_if(game().copies, [c](const copy_change& x) { return x.card == c; });
}

// The card's triggers on the stack keep the text they were read from; its activated
// abilities there are cancelled, their text no longer the card's (as 001 Advanced Rules
// cancels an effect whose source is destroyed; docs/rulings.md, Copies).
void ops::set_text(card_id c, def_id d, cause why) {
  const def_id before = game().card(c).def;
  for (stack_item& i : game().stack)
    if (i.source == c && i.triggered() && i.text == 0) i.text = static_cast<std::uint16_t>(before + 1);
  cancel_items_of(c, why);
  game().set_def(c, d);
  if (log_) log_->text_changed(c, before, d);
}

// 000 Glossaire BOND, 002 Bond: "If an engaged character is bonded to an unengaged mech, the
// mech in turn becomes engaged" (001's sentence is unfinished), on both ways a card in play
// bonds under another: card text's bond, and a card deployed onto it. Variant
// bonded-host-stays-disengaged: it does not. Asked before the bond (which disengages `under`).
bool ops::bonding_engages_host(card_id under, card_id host) const {
  return game().card(under).engaged && game().def(under).is(card_type::character) && !game().card(host).engaged &&
         !game().rules.bonded_host_stays_disengaged;
}

void ops::bond(path at, card_id under, card_id host, cause why) {
  if (game().card(host).zone != zone::network) engine_bug("bond under a card that is not a pile top");
  if (under == host) engine_bug("a card bonded to itself");
  if (stays_annihilated(under, zone::bonded)) return;
  const zone from = game().card(under).zone;
  const card_id was_host = from == zone::bonded ? game().card(under).host : no_card;
  const bool engages_host = bonding_engages_host(under, host);
  remove_from_zone(under, zone::bonded);
  place_under(at, under, host, from, why);
  if (was_host != no_card && was_host != host) unbonded(path::unbonded_bonded_elsewhere, under, was_host, why);
  if (engages_host) engage(path::engaged_by_bonded_character, host, rule::bonded_engages_host);
}

void ops::deploy_under(path at, card_id under, card_id host, cause why) {
  const zone from = game().card(under).zone;
  bond(path::bonded_deployed_under, under, host, why);
  const card_instance& ci = game().card(under);
  const card_instance& hi = game().card(host);  // the cell of the pile it went under
  const event deployed = record(at, {.kind = event_kind::card_deployed, .player = ci.controller, .other = ci.zone_player,
                                     .card = under, .card2 = host, .from = from, .to = zone::bonded,
                                     .where = {hi.x, hi.y}, .why = why});
  fire(deployed, under);
}

void ops::place_under(path at, card_id under, card_id host, zone from, cause why) {
  // A pile bonded to another becomes part of that pile (001 Bonding: "A card may have
  // multiple other cards bonded to it"), in the host's network.
  for (card_id u : game().pile_under(under)) {
    game().card(u).host = host;
    game().card(u).zone_player = game().card(host).zone_player;
  }
  card_instance& ci = game().card(under);
  if (from != zone::bonded) note_zone_change(under);
  // A card that comes into play bonded (MUTATION's `bond it to this`) is deployed now: the
  // newest copy of a UNIQUE card (001 Glossary UNIQUE; blind rules batch 109, LU10).
  if (!in_play(from)) note_play_change(under, true), ci.deployed_at = ++game().deploys;
  game().set_zone(under, zone::bonded);
  ci.zone_player = game().card(host).zone_player;
  ci.host = host;
  ci.engaged = false;
  record(at, {.kind = event_kind::card_bonded, .player = ci.controller, .card = under, .card2 = host, .from = from,
          .to = zone::bonded, .why = why});
}

bool ops::to_open_market(path at, card_id c, cause why, player_id to) {
  // The pile goes first so the top card ends on top of the open market.
  remember_numbers(c);
  const card_instance was = game().card(c);
  const std::vector<card_id> kept = pile_to_market(path::pile_follows_top_to_market, c);
  const bool replaced = market_replaced(c);
  if (!replaced) put(at, c, zone::open_market, to == no_player ? game().card(c).owner : to, true, why);
  keep_in_play(kept, c, was);
  return !replaced;
}

bool ops::market_replaced(card_id c) {
  destruction d{.card = c, .what = replaceable::to_open_market};
  if (!in_play(game().card(c).zone) || !replaced(d)) return false;
  forget_pending(c);
  return true;
}

std::vector<card_id> ops::pile_to_market(path at, card_id top) {
  std::vector<card_id> kept;
  for (card_id u : game().pile_under(top)) {
    if (game().card(u).zone != zone::bonded || game().card(u).host != top) continue;  // card text moved it meanwhile
    if (!market_replaced(u)) {
      put(at, u, zone::open_market, game().card(u).owner, true, rule::bonded_follow);
      // `that many` counts the cards a statement put into a zone: this one went elsewhere,
      // by 001 Bonding (docs/rulings.md, That many).
      --done_.cards;
    } else if (game().card(u).zone == zone::bonded && game().card(u).host == top) {
      remove_from_zone(u, zone::network);
      kept.push_back(u);
    }
  }
  return kept;
}

std::optional<event> ops::deal_damage(path at, card_id c, trait t, int n, cause why, card_id source, keyword_rule by) {
  if (!in_play(game().card(c).zone) || n < 0)
    engine_bug("damage to a card not in play, or negative damage");
  // 001 Traits, Important Note: a card with a null trait "simply doesn't have that trait at
  // all" and "cannot be interacted with that trait": damage in it has nowhere to land.
  if (!has_trait(game(), c, t)) return std::nullopt;
  const bool combat = why == rule::combat_damage || why == rule::retaliation;
  // How, for `dealt damage by an effect`: direct damage is card text's (001 Advanced Rules).
  const destroyed_how how = combat ? destroyed_how::in_combat : source != no_card ? destroyed_how::by_effect : destroyed_how::by_rule;
  destruction d{.card = c, .by = source, .in_combat = combat, .what = replaceable::dealt_damage, .how = how, .amount = n, .t = t};
  return deal_damage_on(at, d, why, by);
}

// The damage d offered to the replacements not applied to it yet, then dealt to its card:
// what a replacement's text left of it goes on (to the card it was sent to), as the same
// damage, by the same source (docs/rulings.md, Damage prevented or redirected).
std::optional<event> ops::deal_damage_on(path at, destruction& d, cause why, keyword_rule by) {
  if (replaced(d)) {
    const card_id to = d.to == no_card ? d.card : d.to;
    if (!d.goes_on || d.amount <= 0 || game().over() || !in_play(game().card(to).zone) || !has_trait(game(), to, d.t))
      return std::nullopt;
    d.card = to;
    d.to = no_card;
    d.goes_on = false;
    d.skip = 0;
    return deal_damage_on(at, d, why, by);
  }
  const card_id c = d.card;
  const int n = d.amount;
  const trait t = d.t;
  const card_id source = d.by;
  card_instance& ci = game().card(c);
  auto& marked = ci.damage[static_cast<int>(t)];
  marked = static_cast<std::int16_t>(std::min(marked + n, damage_ceiling));
  ci.kept_from_lethal = false;  // new damage: a new destruction to replace
  return record(at, {.kind = event_kind::damage_dealt, .player = ci.controller, .card = c, .card2 = source, .amount = n,
                     .t = t, .why = why, .by = by});
}

// A conditional change's events name the acting player as `other` (event_log.hpp).
void ops::modify_trait_until_end_of_turn(card_id c, trait t, int n, cause why, card_id source, const duration& lasts) {
  if (!in_play(game().card(c).zone)) engine_bug("modifying a card that is not in play");
  game().modifiers.push_back({c, t, kept_modifier(game(), c, n, to_string(t)), false, lasts});
  record(path::trait_modified, {.kind = event_kind::trait_modified, .player = game().card(c).controller, .other = lasts.player, .card = c,
          .card2 = source, .amount = n, .t = t, .why = why, .lasts = lasts.ends});
}

void ops::grant_until_end_of_turn(card_id c, int keyword, cause why, card_id source, const duration& lasts,
                                  bool outweighed) {
  event e = keyword_change(game(), c, keyword, false, why, source, lasts);
  e.after = outweighed ? 1 : 0;
  record(path::keyword_granted, e);
}

void ops::take_until_end_of_turn(card_id c, int keyword, cause why, card_id source, const duration& lasts) {
  record(path::keyword_taken, keyword_change(game(), c, keyword, true, why, source, lasts));
}

void ops::modify_valuation_until_end_of_turn(card_id c, int n, cause why, card_id source, const duration& lasts) {
  if (!in_play(game().card(c).zone)) engine_bug("modifying a card that is not in play");
  game().modifiers.push_back({c, trait::iq, kept_modifier(game(), c, n, "valuation"), true, lasts});
  record(path::valuation_modified, {.kind = event_kind::valuation_modified, .player = game().card(c).controller, .other = lasts.player, .card = c,
          .card2 = source, .amount = n, .why = why, .lasts = lasts.ends});
}

void ops::end_lapsed_changes() {
  auto conditional = [](const auto& change) { return change.lasts.conditional(); };
  if (std::none_of(game().modifiers.begin(), game().modifiers.end(), conditional) &&
      std::none_of(game().grants.begin(), game().grants.end(), conditional) && game().control_changes.empty() &&
      game().copies.empty())
    return;  // the usual case, asked after every action: nothing to look at, nothing allocated
  auto lapsed = [&](card_id c, const duration& d) {
    return d.conditional() && !(game().behaviour && game().behaviour->still_holds(game(), c, d));
  };
  // Asked of the state before any change ends, so the order of the changes does not matter.
  std::vector<bool> ends_m, ends_g, ends_c;
  for (const trait_modifier& m : game().modifiers) ends_m.push_back(lapsed(m.card, m.lasts));
  for (const keyword_grant& g : game().grants) ends_g.push_back(lapsed(g.card, g.lasts));
  for (const control_change& x : game().control_changes) ends_c.push_back(lapsed(x.card, x.lasts));
  std::vector<event> ended;
  std::size_t i = 0;
  erase_if(game().modifiers, [&](const trait_modifier& m) {
    if (!ends_m[i++]) return false;
    ended.push_back({.kind = event_kind::change_ended, .player = game().card(m.card).controller, .card = m.card,
                     .card2 = m.lasts.source, .why = rule::condition_ended});
    return true;
  });
  i = 0;
  erase_if(game().grants, [&](const keyword_grant& g) {
    if (!ends_g[i++]) return false;
    ended.push_back({.kind = event_kind::change_ended, .player = game().card(g.card).controller, .card = g.card,
                     .card2 = g.lasts.source, .why = rule::condition_ended});
    return true;
  });
  for (const event& e : ended) record(path::change_ended, e);
  for (std::size_t k = ends_c.size(); k-- > 0;)  // newest first
    if (ends_c[k]) end_control_change(k);
  end_lapsed_copies(lapsed);
}

// Copies while a condition holds whose condition fails now, asked before any ends.
template <class Lapsed>
void ops::end_lapsed_copies(Lapsed lapsed) {
  std::vector<bool> ends;
  for (const copy_change& x : game().copies) ends.push_back(!x.for_good && lapsed(x.card, x.lasts));
  for (std::size_t k = ends.size(); k-- > 0;)  // newest first
    if (ends[k]) end_copy(k, rule::condition_ended);
}

void ops::reset(card_id c, cause why) {
  card_instance& ci = game().card(c);
  ci.damage.fill(0);
  ci.kept_from_lethal = false;
  ci.reset_in_attack = true;
  erase_if(game().modifiers, [c](const trait_modifier& m) { return m.card == c; });
  record(path::card_reset, {.kind = event_kind::card_reset, .player = ci.controller, .card = c, .why = why});
}

void ops::arrive_anew(card_id c, cause why) {
  card_instance& ci = game().card(c);
  auto of_c = [c](const auto& x) { return x.card == c; };
  const bool marked = ci.damaged() || ci.counters != 0 ||
                      std::any_of(game().modifiers.begin(), game().modifiers.end(), of_c) ||
                      std::any_of(game().grants.begin(), game().grants.end(), of_c) ||
                      std::any_of(game().control_changes.begin(), game().control_changes.end(), of_c);
  ci.damage.fill(0);
  ci.counters = 0;
  ci.reset_in_attack = ci.felled = ci.kept_from_lethal = false;
  erase_if(game().modifiers, [c](const trait_modifier& m) { return m.card == c; });
  erase_if(game().grants, [c](const keyword_grant& g) { return g.card == c; });
  erase_if(game().control_changes, [c](const control_change& x) { return x.card == c; });
  erase_if(game().prevented, [c](const damage_prevented& p) { return p.holder == c; });
  if (!game().shields.empty()) shields_gone(c);
  if (marked) record(path::card_arrives_anew, {.kind = event_kind::card_reset, .player = ci.controller, .card = c, .why = why});
}

int ops::remove_damage(card_id c, trait t, int n, cause why, card_id source) {
  if (!in_play(game().card(c).zone) || n < 0) engine_bug("damage removed from a card not in play, or a negative amount");
  card_instance& ci = game().card(c);
  auto& d = ci.damage[static_cast<int>(t)];
  const int taken = std::min<int>(d, n);
  if (taken == 0) return 0;
  d = static_cast<std::int16_t>(d - taken);
  ci.kept_from_lethal = false;  // less damage: reaching a trait again is a new destruction
  record(path::damage_removed, {.kind = event_kind::damage_removed, .player = ci.controller, .card = c, .card2 = source,
                                .amount = taken, .t = t, .why = why});
  return taken;
}

int ops::prevent_damage(int depth, int n) {
  destruction& d = replacing_.at(static_cast<std::size_t>(depth));
  const int prevented = std::clamp(n, 0, d.amount);
  d.amount -= prevented;
  d.goes_on = true;
  return prevented;
}

void ops::redirect_damage(int depth, card_id to) {
  destruction& d = replacing_.at(static_cast<std::size_t>(depth));
  if (!in_play(game().card(to).zone)) engine_bug("damage redirected to a card not in play");
  d.to = to;
  d.goes_on = true;
}

int ops::prevented_this_turn(card_id holder, int ability) const {
  for (const damage_prevented& p : game().prevented)
    if (p.holder == holder && p.ability == ability) return p.amount;
  return 0;
}

void ops::add_prevented(card_id holder, int ability, int n) {
  if (n <= 0) return;
  auto counted = [&](int total) {
    record(path::prevention_counted, {.kind = event_kind::prevention_counted, .player = game().card(holder).controller,
                                      .card = holder, .amount = total, .why = rule::prevention_budget});
  };
  for (damage_prevented& p : game().prevented)
    if (p.holder == holder && p.ability == ability) {
      p.amount = static_cast<std::int16_t>(std::min(p.amount + n, 30000));
      return counted(p.amount);
    }
  game().prevented.push_back({holder, static_cast<std::int16_t>(ability), static_cast<std::int16_t>(std::min(n, 30000))});
  counted(game().prevented.back().amount);
}

bool ops::fired_this_turn(card_id holder, int ability) const {
  return std::any_of(game().fired_once.begin(), game().fired_once.end(),
                     [&](const trigger_fired& f) { return f.holder == holder && f.ability == ability; });
}

void ops::count_trigger(card_id holder, int ability, cause why) {
  if (!in_play(game().card(holder).zone) || fired_this_turn(holder, ability)) return;  // out of play: a new card if it comes back
  game().fired_once.push_back({holder, static_cast<std::int16_t>(ability)});
  record(path::trigger_counted, {.kind = event_kind::trigger_counted, .player = game().card(holder).controller,
                                 .card = holder, .amount = ability, .why = why});
}

bool ops::replaced(destruction& d) {
  // The same event caused again by the text replacing it ("if you did not { destroy this }")
  // is offered to the replacements after the one applied. A destruction is that event going
  // on: as it was (by whom, in combat; 001 Glossary: a destruction by combat still applies
  // when a replacement is declined). Damage the text deals (`deal 1 BQ damage to it`) is new
  // damage, by the card whose text it is (docs/rulings.md, Damage prevented or redirected).
  const card_id c = d.card;
  if (!game().behaviour) return false;
  for (auto it = replacing_.rbegin(); it != replacing_.rend(); ++it)
    if (it->card == c && it->what == d.what) {
      if (d.what != replaceable::dealt_damage) {
        d.by = it->by;
        d.in_combat = it->in_combat;
        d.during_combat = it->during_combat;
        d.how = it->how;
        d.why = it->why;
      }
      d.skip = it->skip + 1;
      break;
    }
  enter_text(c);
  replacing_.push_back(d);
  const bool done = game().behaviour->replace_destruction(d, *this);
  d = std::move(replacing_.back());  // what the replacement's text made of the damage
  replacing_.pop_back();
  leave_text();
  return done || game().over() || !in_play(game().card(c).zone);
}

namespace {
// What a destroyed card's move to an open market cites: its destruction's cause, but the
// owner's rule (001 Damage) for a card another player controlled, and the variant's for
// another market (docs/rulings.md, Blind rules batch 6).
cause destroyed_move_cause(const card_instance& ci, cause why, player_id market) {
  if (market != no_player) return rule::destroyed_to_payer_market;
  return ci.owner != ci.controller ? rule::destroyed_to_market : why;
}
}  // namespace

void ops::destroy(path at, card_id c, cause why, card_id by, destroyed_how how, keyword_rule named, player_id market) {
  if (!in_play(game().card(c).zone)) engine_bug("destroying a card that is not in play");
  destruction d{.card = c,
                .by = by,
                .in_combat = how == destroyed_how::in_combat,
                .during_combat = how == destroyed_how::in_combat || game().combat.active(),
                .how = how,
                .why = why};
  // Kept in play (its destruction or its move replaced) under damage that reaches a trait:
  // not destroyed for it again (card_instance::kept_from_lethal).
  auto keep_if_lethal = [&] {
    if (in_play(game().card(c).zone) && has_lethal_damage(st(), c)) game().card(c).kept_from_lethal = true;
  };
  if (replaced(d)) return keep_if_lethal();
  why = d.why;  // a destruction going on after a replacement: the first's rule
  const card_numbers* now = remember_numbers(c);  // before the cards under it are destroyed (last_known_numbers)
  note_destroyed(c, now);  // `the number of SEL destroyed this turn`, as it was (the numbers just taken: the same state)
  const card_instance ci = game().card(c);
  player_id business_of = no_player;
  for (player_id p = 0; p < game().player_count(); ++p)
    if (game().player(p).business == c) business_of = p;
  const event destroyed = record(
      at, {.kind = event_kind::card_destroyed, .player = ci.controller, .card = c, .card2 = d.by, .why = why, .how = d.how, .by = named});
  std::vector<trigger_for> offers{{destroyed, c}};
  if (ci.zone == zone::network) {
    for (const trigger_for& t : destroy_under(c, d)) offers.push_back(t);
    // What is left under it was not destroyed (card text replaced it): it stays in play.
    const std::vector<card_id> kept = game().pile_under(c);
    for (card_id u : kept) remove_from_zone(u, zone::network);
    const card_id was_destroying = std::exchange(destroying_, c);
    to_open_market(at, c, destroyed_move_cause(ci, why, market), market);
    destroying_ = was_destroying;
    keep_in_play(kept, c, ci);
  } else {
    const card_id was_destroying = std::exchange(destroying_, c);
    to_open_market(at, c, destroyed_move_cause(ci, why, market), market);
    destroying_ = was_destroying;
  }
  forget_pending(c);  // kept in play by a replacement of its move
  keep_if_lethal();
  // In combat (its damage, or text its damage set off, as DEMOLISHER's): 001 Winning the Game 4.
  const bool in_combat = d.how == destroyed_how::in_combat || game().combat.step != combat_step::none;
  if (business_of != no_player)
    lose(path::lose_business_destroyed_asked, business_of, loss_reason::business_destroyed,
         in_combat ? rule::business_destroyed : rule::business_destroyed_by_other);
  else founder_gone(c);
  // The top and the cards destroyed with it are destroyed at the same moment: their text
  // acts in turn order (fire_all).
  fire_all(std::move(offers));
}

std::vector<ops::trigger_for> ops::destroy_under(card_id top, const destruction& of_top) {
  std::vector<trigger_for> out;
  const bool alike = game().rules.pile_destroyed_alike;
  for (card_id u : game().pile_under(top)) {
    if (game().over()) break;
    if (game().card(u).zone != zone::bonded || game().card(u).host != top) continue;  // card text moved it meanwhile
    destruction d{.card = u,
                  .by = alike ? of_top.by : no_card,
                  .in_combat = alike && of_top.in_combat,
                  .during_combat = alike && of_top.during_combat,
                  .how = alike ? of_top.how : destroyed_how::by_rule,
                  .why = alike ? of_top.why : rule::bonded_destroyed};
    if (replaced(d)) continue;
    note_destroyed(u);  // `the number of SEL destroyed this turn`, as it was under the top
    const event destroyed = record(path::destroyed_under_top, {.kind = event_kind::card_destroyed,
                                                               .player = game().card(u).controller, .card = u, .card2 = d.by,
                                                               .why = d.why, .how = d.how});
    // Replaced, it stays under the top: destroy() keeps it in play.
    if (!market_replaced(u)) put(path::destroyed_under_top_to_market, u, zone::open_market, game().card(u).owner, true, rule::destroyed_to_market);
    out.push_back({destroyed, u});
  }
  return out;
}

void ops::keep_in_play(const std::vector<card_id>& kept, card_id top, const card_instance& was) {
  if (kept.empty()) return;
  auto& grid = game().player(was.zone_player).network;
  const cell at{was.x, was.y};
  if (grid.at(at) != no_card) {  // card text kept the top in its space: the pile stays whole
    for (card_id u : kept) place_under(path::kept_under_top_whole, u, top, zone::bonded, rule::bonded_kept);
    return;
  }
  const card_id first = kept.front();
  card_instance& ci = game().card(first);
  grid.cells[network_grid::index(at)] = first;
  game().set_zone(first, zone::network);
  ci.zone_player = was.zone_player;
  ci.x = was.x;
  ci.y = was.y;
  record(path::kept_under_top_takes_space, {.kind = event_kind::card_moved, .player = was.zone_player, .card = first, .amount = 1, .from = zone::bonded,
          .to = zone::network, .where = at, .why = rule::bonded_kept});
  for (std::size_t i = 1; i < kept.size(); ++i) place_under(path::kept_under_new_top, kept[i], first, zone::bonded, rule::bonded_kept);
  // The top is gone: no card kept is bonded to it any more (docs/rulings.md, Unbonded).
  for (card_id u : kept) unbonded(path::unbonded_top_destroyed, u, top, rule::bonded_kept);
}

// 001 Winning the Game: a player whose business leaves play loses; 001 Founders: "Your
// founder can be destroyed or annihilated. However, this does not mean you lose the game."
void ops::founder_gone(card_id c) {
  if (!game().def(c).is(card_type::founder) || game().over()) return;
  record(path::founder_gone, {.kind = event_kind::founder_gone, .player = game().card(c).owner, .card = c, .why = rule::founder_gone});
}

void ops::annihilate(path at, card_id c, cause why, player_id into) {
  const card_instance ci = game().card(c);
  player_id business_of = no_player;
  for (player_id p = 0; p < game().player_count(); ++p)
    if (game().player(p).business == c) business_of = p;
  if (destruction d{.card = c, .what = replaceable::annihilated}; in_play(ci.zone) && replaced(d)) return;
  // The cards under it go to their owners' open markets (docs/rulings.md, Piles that leave
  // play); variant pile-annihilated-whole: to their owners' annihilated zones.
  const bool whole = game().rules.pile_annihilated_whole;
  remember_numbers(c);  // before the cards under it go (last_known_numbers)
  const path pile_at = path::pile_follows_annihilated_top;  // one site: to the open market or, whole, annihilated
  std::vector<card_id> kept;
  if (ci.zone == zone::network && !whole) kept = pile_to_market(pile_at, c);
  if (ci.zone == zone::network && whole)
    for (card_id u : game().pile_under(c)) put(pile_at, u, zone::annihilated, game().card(u).owner, true, rule::bonded_annihilated);
  const event annihilated = put(at, c, zone::annihilated, into == no_player ? ci.owner : into, true, why);
  keep_in_play(kept, c, ci);
  if (business_of != no_player) lose(path::lose_business_annihilated_asked, business_of, loss_reason::business_lost, rule::business_lost);
  else founder_gone(c);
  fire(annihilated, c);
}

// Removes the topmost stack item whose source is `source`, recording why; the item, or
// nothing when there is none.
std::optional<stack_item> ops::remove_item_of(path at, card_id source, cause why, bool triggers_too) {
  for (std::size_t i = game().stack.size(); i-- > 0;) {
    const stack_item item = game().stack[i];
    // Its copies are not its own items: they stay when it leaves play (docs/rulings.md,
    // Copies on the stack).
    if (item.source != source || ((item.triggered() || item.copy) && !triggers_too)) continue;
    game().stack.erase(game().stack.begin() + static_cast<std::ptrdiff_t>(i));
    record(at, {.kind = event_kind::effect_cancelled, .player = item.controller, .card = source, .amount = item.ability,
            .why = why});
    return item;
  }
  return std::nullopt;
}

void ops::cancel_items_of(card_id source, cause why) {
  while (remove_item_of(path::stack_item_removed, source, why, false)) {
  }
}

// 001 Advanced Rules: "Cards and Effects can be canceled if the source of the Effect, or the
// card itself is destroyed before it can resolve." Another way out of play (a hand, a deck,
// an open market unsold, the annihilated zone) cancels them too, by the reading of
// docs/rulings.md, An effect whose source leaves play; variant only-destroyed-source-cancels:
// they stay and resolve, the nothing-happened naming the variant.
void ops::cancel_on_leaving(card_id source, zone to) {
  if (destroying_ == source) return cancel_items_of(source, rule::source_destroyed);
  if (!game().rules.only_destroyed_source_cancels) return cancel_items_of(source, rule::source_left_play);
  for (const stack_item& item : game().stack)
    if (item.source == source && !item.triggered() && !item.copy)
      record(path::source_left_item_stays, {.kind = event_kind::nothing_happened, .player = item.controller, .card = source,
                                            .amount = item.ability, .to = to, .why = rule::source_left_stays});
}

bool ops::cancel(path at, card_id source, cause why, card_id by) {
  const std::optional<stack_item> item = remove_item_of(at, source, why, true);
  if (!item) return false;
  if (item->is_event() && !item->copy && in_play(game().card(source).zone)) destroy(path::cancelled_event_destroyed, source, why, by, destroyed_how::by_effect);
  return true;
}

bool ops::copy_item(path at, card_id source, player_id p, card_id by, bool new_targets) {
  for (std::size_t i = game().stack.size(); i-- > 0;) {
    if (game().stack[i].source != source) continue;
    stack_item copy = game().stack[i];  // its targets, their spaces and its counted targets
    copy.controller = p;
    copy.copy = true;
    game().stack.push_back(copy);
    record(at, {.kind = event_kind::effect_copied, .player = p, .card = source, .card2 = by, .amount = copy.ability,
                .why = rule::copy});
    if (new_targets) stack::choose_new_targets(*this, rule::copy);
    return true;
  }
  return false;
}

void ops::retarget_top(path at, std::size_t slot, target t, cause why) {
  stack_item& item = game().stack.back();
  item.targets[slot] = t;
  item.spaces[slot] = {};
  if (t.is_card() && game().card(t.card).zone == zone::network)
    item.spaces[slot] = {game().card(t.card).zone_player, game().card(t.card).x, game().card(t.card).y};
  record(at, {.kind = event_kind::choice_made, .player = item.controller, .other = t.is_player() ? t.player : no_player,
              .card = item.source, .card2 = t.is_card() ? t.card : no_card, .why = why});
}

void ops::push_stack(const stack_item& item, cause why) {
  stack_item kept = item;
  for (std::size_t i = 0; i < kept.targets.size(); ++i)
    if (const target t = kept.targets[i]; t.is_card() && game().card(t.card).zone == zone::network)
      kept.spaces[i] = {game().card(t.card).zone_player, game().card(t.card).x, game().card(t.card).y};
  for (counted_target& t : kept.counted)
    if (game().card(t.card).zone == zone::network) t.at = {game().card(t.card).zone_player, game().card(t.card).x, game().card(t.card).y};
  game().stack.push_back(kept);
  record(path::item_stacked, {.kind = event_kind::item_stacked, .player = kept.controller, .card = kept.source,
                              .amount = kept.ability, .why = why});
}

void ops::set_owner_and_controller(card_id c, player_id p, cause why) {
  card_instance& ci = game().card(c);
  if (ci.owner == p && ci.controller == p) return;
  const player_id before = ci.owner;
  ci.owner = p;
  ci.controller = p;
  record(path::owner_changed, {.kind = event_kind::owner_changed, .player = p, .other = before, .card = c, .why = why});
}

}  // namespace engine
