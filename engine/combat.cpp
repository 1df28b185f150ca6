// Combat (001 Challenge Phase): checking and applying the attack, block, retaliate and assign actions.
#include "engine/combat.hpp"

#include "engine/combat_parts.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

namespace engine::combat {

// The cards of a combat -----------------------------------------------------------

// The card the attack is against: the target space's top card, or the card bonded under it
// that was attacked (no_card once it has left the space).
card_id target_card(const state& s) {
  const card_id top = s.player(s.combat.network).network.at(s.combat.target);
  const card_id u = s.combat.bonded_target;
  if (u == no_card || top == no_card) return top;
  return s.card(u).zone == zone::bonded && s.card(u).host == top ? u : no_card;
}

bool target_gone(const state& s) {
  const card_id target = target_card(s);
  return target == no_card || (!s.rules.null_target_meets_attack && !has_trait(s, target, s.combat.t));
}

bool target_is_bonded(const state& s) {
  const card_id target = target_card(s);
  return target != no_card && s.card(target).zone == zone::bonded;
}

cause nullified_why(const state& s) {
  return target_card(s) == no_card ? rule::attack_nullified : rule::attack_on_null_trait;
}

int attack_value(const state& s) { return std::max(0, trait_value(s, s.combat.attacker, s.combat.t).value_or(0)); }

// The entries of an action's card list that are set.
std::vector<card_id> listed(const action& a) {
  std::vector<card_id> out;
  for (card_id c : a.cards)
    if (c != no_card) out.push_back(c);
  return out;
}

int blocker_index(const combat_state& cb, card_id c) {
  for (int i = 0; i < cb.blocker_count; ++i)
    if (cb.blockers[i] == c) return i;
  return -1;
}

bool distinct_known_cards(const state& s, const std::vector<card_id>& cards, std::string* why) {
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (cards[i] >= s.cards.size()) return refuse(why, "there is no such card");
    if (std::find(cards.begin(), cards.begin() + static_cast<long>(i), cards[i]) != cards.begin() + static_cast<long>(i))
      return refuse(why, "{} is listed twice", name(s, cards[i]));
  }
  return true;
}

// Actions -------------------------------------------------------------------------

namespace {
// The step of a combat that a block, retaliate or assign action decides.
combat_step step_deciding(action_kind k) {
  return k == action_kind::block ? combat_step::blocks : k == action_kind::retaliate ? combat_step::retaliation
                                                                                       : combat_step::assignment;
}
}  // namespace

bool awaits(const state& s, action_kind k) { return s.combat.active() && s.combat.step == step_deciding(k); }

bool check(const state& s, const action& a, std::string* why) {
  const combat_state& cb = s.combat;
  if (a.kind == action_kind::attack) {
    if (!check_attack(s, a, why)) return false;
    if (!obliged(s, rule_query::must_attack) && !obliged(s, rule_query::must_be_attacked)) return true;
    if (forced_target(s, a.card, attacked_card(s, a))) return true;
    std::vector<action> attacks;
    add_legal_attacks(s, a.player, attacks);
    for (const action& other : attacks)
      if (other.card == a.card && binds_attack(s, a.card, attacked_card(s, other), attacked_card(s, a)))
        return refuse(why, "{} must attack {} instead: card text obliges it", name(s, a.card),
                      name(s, attacked_card(s, other)));
    return true;
  }
  const combat_step wanted = step_deciding(a.kind);
  // An attack on an area takes no blocks (docs/rulings.md, Keyword mechanics where the books
  // are silent; blind rules batch 90: the message cited only the ordinary order).
  if (cb.step != wanted && a.kind == action_kind::block && cb.active() && cb.area)
    return refuse(why, "an attack on an area takes no blockers: it is applied to every card in the area (001 "
                  "Glossary, attacks on an area; docs/rulings.md, Keyword mechanics where the books are silent)");
  if (cb.step != wanted && cb.active())  // blind design batch 56, M5: say what it waits for
    return refuse(why, "the attack waits for {}, not for {} (001 Challenge Phase: an attack is declared, then "
                  "blockers, retaliation and the attacker's damage split)",
                  awaited_decision(cb),
                  a.kind == action_kind::block       ? "blockers"
                  : a.kind == action_kind::retaliate ? "a retaliation decision"
                                                     : "a damage split");
  if (cb.step != wanted)
    return refuse(why, "no attack is waiting for {} (001 Challenge Phase: an attack is declared, then blockers, "
                  "retaliation and the attacker's damage split)",
                  a.kind == action_kind::block       ? "blockers"
                  : a.kind == action_kind::retaliate ? "a retaliation decision"
                                                     : "a damage split");
  switch (a.kind) {
    case action_kind::block:
      return all_eligible(s, a, why, eligible_blocker) && meets_requirements(s, a, why);
    case action_kind::retaliate:
      return all_eligible(s, a, why, eligible_retaliator) && meets_requirements(s, a, why);
    default: return check_assign(s, a, why);
  }
}

const char* awaited_decision(const combat_state& cb) {
  return cb.step == combat_step::blocks        ? "the defender's blockers"
         : cb.step == combat_step::retaliation ? "the defender's retaliation decision"
                                               : "the attacker's damage split";
}

void add_candidates(const state& s, player_id p, std::vector<action>& out) {
  const combat_state& cb = s.combat;
  auto subsets = [&](const std::vector<card_id>& pool, auto make) {
    for (unsigned mask = 0; mask < (1U << pool.size()); ++mask) {
      card_list cards = no_cards;
      for (std::size_t i = 0, n = 0; i < pool.size(); ++i)
        if (mask & (1U << i)) cards[n++] = pool[i];
      out.push_back(make(p, cards));
    }
  };
  switch (cb.step) {
    case combat_step::none: break;    // attacks: add_legal_attacks
    case combat_step::damage: break;  // dealt within one action: no decision
    case combat_step::blocks: subsets(eligible_blockers(s), act::block); break;
    case combat_step::retaliation: subsets(eligible_retaliators(s), act::retaliate); break;
    case combat_step::assignment: add_assign_candidates(s, p, out); break;
  }
}

namespace {

// The keyword whose rule let an attack be made as it is, where the rules alone would not:
// on a Surrounded card (001 Challenge Phase: "Surrounded cards cannot be attacked"), on a
// bonded card, on an area, without engaging ("engage it and the attack begins"), as the
// engine asks them (check_attack, apply_attack).
keyword_rule keyword_of_attack(const state& s, const action& a) {
  if (surrounded(s, s.player(a.network).network, a.at)) return keyword_deciding(s, rule_query::ignores_surround, a.card);
  if (a.cards[0] != no_card) return keyword_deciding(s, rule_query::can_attack_bonded, a.card);
  if (area_of(s, a.card)) return keyword_changing(s, rule_number::attack_area, a.card, 0);
  if (!ask(s, path::attack_engages_checked, rule_query::needs_engage_to_attack, a.card, true))
    return keyword_deciding(s, rule_query::needs_engage_to_attack, a.card);
  return {};
}

// 001 Challenge Phase: the combat begins against the target space (or, 001 Glossary AREA
// ATTACK, against every defender in the area); its declaration, recorded, is returned.
event start_attack(ops& o, const action& a) {
  const state& s = o.st();
  const card_id target = s.player(a.network).network.at(a.at);
  combat_state started;
  started.step = combat_step::blocks;
  started.attacker = a.card;
  started.defender = s.card(target).controller;
  started.network = a.network;
  started.target = a.at;
  started.bonded_target = a.cards[0];
  started.t = a.t;
  started.facing = static_cast<std::uint8_t>(area_facing(a));
  // "the defenders may all retaliate as normal" (no blocks: docs/rulings.md).
  const auto shape = area_of(s, a.card);
  const std::vector<card_id> area =
      shape ? area_defenders(s, a.card, a.network, a.at, a.t, *shape, area_facing(a)) : std::vector<card_id>{};
  return o.start_combat(path::attack_declared, started, shape ? &area : nullptr, [&](const state& now) {
    return event{.kind = event_kind::attack_declared, .player = a.player, .other = a.network, .card = a.card,
                 .card2 = target_card(now), .t = a.t, .where = a.at, .why = rule::attack, .by = keyword_of_attack(now, a)};
  });
}

void apply_attack(ops& o, const action& a) {
  const state& s = o.st();
  const event declared = start_attack(o, a);
  o.step_edge(path::combat_step_began, event_kind::step_began, turn_step::combat, rule::attack);
  // The attacker is engaged once the responses are done (begin_attack, advance()).
  o.fire(declared, a.card);
  if (!s.combat.area) {
    o.fire(declared, declared.card2);
    return;
  }
  // Each defender of an area is offered the attack on it (card2: that defender); the others
  // than the target are attacked too, in the log, where other cards' text hears it (001
  // Glossary AREA ATTACK: "will attack all valid defenders"; blind design batch 38, d02).
  const combat_state now = s.combat;  // triggers may change the combat; fire for the declared defenders
  std::vector<ops::trigger_for> defenders;
  for (int i = 0; i < now.blocker_count; ++i) {
    event on_it = declared;
    on_it.card2 = now.blockers[i];
    if (on_it.card2 != declared.card2) {
      on_it.kind = event_kind::defender_attacked;
      on_it = o.record(path::area_defender_attacked, on_it);
    }
    defenders.push_back({on_it, now.blockers[i]});
  }
  o.fire_all(std::move(defenders));
}

void apply_block(ops& o, const action& a) {
  const state& s = o.st();
  const combat_state& cb = s.combat;
  if (target_gone(s)) return;  // emptied by a response: advance() nullifies the attack
  std::vector<ops::trigger_for> blockers;
  for (card_id b : listed(a)) {
    const event blocks = o.add_blocker(path::blockers_declared, b, {.kind = event_kind::blockers_declared, .player = a.player,
                                                                    .card = target_card(s), .card2 = b, .why = rule::block});
    blockers.push_back({blocks, b});
  }
  // The attacker is blocked once, by the first blocker's event.
  std::optional<event> first = blockers.empty() ? std::nullopt : std::optional<event>(blockers.front().e);
  o.fire_all(std::move(blockers));
  // A blocker's `when this blocks` may have ended the combat (its attacker destroyed: blind
  // design batch 41, the engine read the cleared combat's target and crashed).
  if (!s.combat.active() || o.asked()) return;
  const bool met_only = cb.blocker_count == 0 && target_is_bonded(s);
  if (cb.blocker_count == 0) {
    first = o.add_blocker(path::target_blocks, target_card(s), {.kind = event_kind::blockers_declared, .player = a.player,
                                                                .card = target_card(s), .why = target_meets_why(s)});
    // The target blocks for want of blockers: its `when this blocks` hears of it, as a
    // declared blocker's does (001 Challenge Phase: Blocking).
    if (!met_only) o.fire(*first, first->card);
  }
  if (!s.combat.active()) return;  // the target's own `when this blocks` may have ended it too
  o.set_combat_step(combat_step::retaliation, rule::block);
  if (!met_only) o.fire(*first, cb.attacker);
}

// The cards whose text hears of a card's retaliation at once: those in a network or
// bonded under a pile, and the retaliator (docs/rulings.md, When triggers act).
std::vector<card_id> cards_with_text(const state& s, card_id retaliator) {
  std::vector<card_id> cards;
  for (card_id c = 0; c < s.cards.size(); ++c)
    if (c == retaliator || s.card(c).zone == zone::network || s.card(c).zone == zone::bonded) cards.push_back(c);
  return cards;
}

void apply_retaliate(ops& o, const action& a) {
  // A card retaliating again this turn does so by the keyword that allows it (001 Challenge
  // Phase, Damage: "in retaliation once per turn").
  std::vector<ops::trigger_for> heard;
  for (card_id b : listed(a)) {
    const event e = o.declare_retaliation(path::retaliation_declared, b, a.player, rule::retaliation,
                                          o.st().card(b).retaliations >= 1
                                              ? keyword_changing(o.st(), rule_number::retaliations_allowed, b, 1,
                                                                 o.st().combat.attacker)
                                              : keyword_rule{});
    for (card_id c : cards_with_text(o.st(), b)) heard.push_back({e, c});
  }
  if (listed(a).empty())
    o.record(path::no_retaliation_declared,
             {.kind = event_kind::retaliation_declared, .player = a.player, .why = rule::retaliation});
  // Declared before damage (001 Challenge Phase, Damage): `when this retaliates` is heard now,
  // as `when this blocks` is, so that it can touch the damage.
  o.fire_all(std::move(heard));
  if (!o.st().combat.active()) return;
  if (!pass_retaliation_on(o)) o.set_combat_step(combat_step::assignment, rule::retaliation);
  advance(o);
}

void apply_assign(ops& o, const action& a) {
  const combat_state& cb = o.st().combat;
  for (std::size_t i = 0; i < a.cards.size(); ++i)
    if (a.cards[i] != no_card) {
      o.split_damage(blocker_index(cb, a.cards[i]), a.amounts[i], rule::damage_split);
      o.record(path::damage_assigned, {.kind = event_kind::damage_assigned, .player = a.player, .card = a.cards[i], .amount = a.amounts[i],
                .t = cb.t, .why = rule::damage_split});
    }
  deal_damage(o);
}

}  // namespace

// After an attack or blocks, players get priority first (001 Advanced Rules; 001 Glossary:
// played "like an Event ... in response to an action by the player. (e.g. an attack"); combat goes on
// once that window closes (advance_if_idle). After a retaliation decision it goes on now.
void apply(ops& o, const action& a) {
  switch (a.kind) {
    case action_kind::attack: return apply_attack(o, a);
    case action_kind::block: return apply_block(o, a);
    case action_kind::retaliate: return apply_retaliate(o, a);
    default: return apply_assign(o, a);
  }
}

void advance_if_idle(ops& o) {
  const state& s = o.st();
  if (s.combat.active() && !s.over() && !s.priority.open() && s.stack.empty()) advance(o);
}

namespace {
// Every blocker has left the combat after the blocks (responses). 002 C - Challenge Phase: "As
// long as there is a blocker, the blocker replaces the target in the challenge": with none
// left the target is back in it, and blocks (001 Blocking: "If no cards are declared as
// blockers, the targeted card is automatically a blocker"); its `when this blocks` hears of
// it, as when it blocks for want of blockers. An area attack's defenders are its targets:
// with every one gone nothing is left to fight, and the attack is nullified, as under variant
// blockers-gone-nullify (docs/rulings.md, Every blocker gone).
void blockers_gone(ops& o) {
  const state& s = o.st();
  if (s.combat.area || s.rules.blockers_gone_nullify)
    return o.nullify_attack(path::attack_nullified_blockers_gone, rule::attack_blockers_gone);
  const card_id target = target_card(s);
  const event back = o.add_blocker(path::target_back_in_challenge, target,
                                   {.kind = event_kind::blockers_declared, .player = s.combat.defender, .card = target,
                                    .why = rule::target_back_in_challenge});
  if (!target_is_bonded(s)) o.fire(back, target);
}
}  // namespace

void end_if_moot(ops& o) {
  const state& s = o.st();
  const combat_state& c = s.combat;
  if (!c.active()) return;
  if (s.over() || !in_network(s, c.attacker) || s.player(s.card(c.attacker).controller).lost ||
      s.player(c.defender).lost || s.player(c.network).lost) {
    o.end_combat(path::combat_ended_moot, rule::attack);
    return;
  }
  // 001 Challenge Phase: "If the target space of your attack is empty after the attack
  // declaration ... the attack is nullified" (emptied by a response; the attacker stays engaged),
  // also once blockers are declared: they block for the "main target", which stays the target
  // (001 Blocking). An area attack's defenders are its targets once it has begun (below);
  // before, its target space emptied nullifies it as any attack (blind rules batch 78, case 07).
  if ((c.step == combat_step::blocks || !c.area || !c.begun) && target_gone(s)) {
    engage_nullified_attacker(o);
    o.nullify_attack(path::attack_nullified_moot, nullified_why(s));
    return;
  }
  // A blocker that left play (an event or ability in response) neither takes nor deals damage.
  std::array<bool, max_defenders> keep{};
  int kept = 0;
  for (int i = 0; i < c.blocker_count; ++i)
    if (in_play(s, c.blockers[i]) && s.card(c.blockers[i]).zone_player == c.network) {
      keep[static_cast<std::size_t>(i)] = true;
      ++kept;
    }
  o.keep_blockers(keep, rule::blocker_left);
  if (kept == 0 && c.step != combat_step::blocks) blockers_gone(o);
}

}  // namespace engine::combat
