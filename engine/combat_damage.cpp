// Combat damage (001 Challenge Phase, Damage): the damage steps, lethal damage, and combat run on to its end.
#include "engine/combat_parts.hpp"
#include "engine/destroy_together.hpp"
#include "engine/stack.hpp"

#include <algorithm>
#include <optional>

namespace engine::combat {

namespace {

// A card hit in a damage step, and the card whose damage hit it (the first, if several).
struct hit {
  card_id card;
  card_id by;
  std::optional<event> dealt;  // none when card text replaced the damage
};

// The card the damage meant for `aimed` hit: another when a replacement redirected it.
card_id hit_card(const std::optional<event>& dealt, card_id aimed) { return dealt ? dealt->card : aimed; }

// A card hit with lethal damage is felled (card text may read it in a later step, as
// the prelude reads 001 Glossary's earlier damage step), then destroyed.
void destroy_if_lethal(ops& o, const std::vector<hit>& hits) {
  const ops::one_effect together(o);  // 001 Damage: "All damage is dealt at the same time."
  std::vector<card_id> done, lethal;
  for (const hit& h : hits) {
    if (std::find(done.begin(), done.end(), h.card) != done.end()) continue;
    done.push_back(h.card);
    if (o.st().over() || !in_play(o.st(), h.card)) continue;
    if (has_lethal_damage(o.st(), h.card)) lethal.push_back(h.card);
    else o.note_printed_zero(path::printed_zero_spared, h.card);
  }
  auto still_lethal = [&](card_id c) { return in_play(o.st(), c) && has_lethal_damage(o.st(), c); };
  destroy_together(o, lethal, {.in_combat = true, .how = destroyed_how::in_combat, .why = rule::destroyed_by_damage},
                   still_lethal, [&](card_id c) {
                     const card_id by = std::find_if(hits.begin(), hits.end(), [&](const hit& h) { return h.card == c; })->by;
                     o.fell(c, rule::destroyed_by_damage);
                     o.destroy(path::destroyed_in_combat, c, rule::destroyed_by_damage, by, destroyed_how::in_combat);
                   });
}

}  // namespace

namespace {

// The step a card deals its combat damage in: 1, or earlier by card text (INITIATIVE, 001
// Glossary), in an area attack too (variant area-damage-one-step: always 1 there).
int damage_step_of(const state& s, card_id c) {
  const combat_state& cb = s.combat;
  if (cb.area && s.rules.area_damage_one_step) return 1;
  return ask_number(s, rule_number::damage_step, c, 1, cb.attacker == c ? no_card : cb.attacker);
}

// Blockers' retaliation in step k; card text is asked again when the retaliation's damage
// step comes: it may forbid it by then (INITIATIVE's felled defender, 001 Glossary; 000
// Glossaire REGENERER, as the prelude reads it under a variant).
template <class FirstBy>
void retaliate_in_step(ops& o, int k, std::vector<hit>& hits, const FirstBy& first_by) {
  const state& s = o.st();
  const combat_state cb = s.combat;
  for (int i = 0; i < cb.blocker_count; ++i) {
    const card_id b = cb.blockers[i];
    if (!cb.retaliates[i] || damage_step_of(s, b) != k || !in_network(s, cb.attacker)) continue;
    if (!in_network(s, b)) {  // gone in an earlier step: logged with the keyword that moved it
      o.withhold_retaliation(path::retaliator_gone, {.kind = event_kind::retaliation_withheld, .player = s.card(b).controller, .card = b,
                .card2 = cb.attacker, .why = rule::retaliator_gone, .by = first_by(cb.attacker)});
      continue;
    }
    if (!ask(s, path::retaliation_asked_again, rule_query::can_retaliate, b, true, cb.attacker)) {
      o.withhold_retaliation(path::retaliation_withheld, {.kind = event_kind::retaliation_withheld, .player = s.card(b).controller, .card = b,
                .card2 = cb.attacker, .why = rule::retaliation_asked_again,
                .by = keyword_deciding(s, rule_query::can_retaliate, b, cb.attacker)});
      continue;
    }
    const int v = std::max(0, trait_value(s, b, cb.t).value_or(0));
    const auto dealt = o.deal_damage(path::retaliation_damage, cb.attacker, cb.t, v, rule::retaliation, b, first_by(b));
    if (v > 0) hits.push_back({hit_card(dealt, cb.attacker), b, dealt});
    if (!dealt || dealt->amount <= 0) o.retaliation_dealt_nothing(b);  // 0, or prevented: none dealt
  }
}

// What the attacker deals blocker i in its step. 001 Challenge Phase, Damage: "Damage is done by
// looking at the value of the Trait used to declare combat", as retaliation reads it in its
// step: a value changed since the assignment (an earlier step's REGENERATE resets it, 001
// Glossary; a trigger raises it) is the one dealt. One blocker, and each card of an area,
// takes the value; a split among several keeps its shares, cut from the last to the value
// now (docs/rulings.md, Combat, The damage dealt is the value in its step; variant
// attack-value-at-assignment: the shares as assigned).
int attacker_share(const state& s, const combat_state& cb, int i) {
  if (s.rules.attack_value_at_assignment) return cb.split[i];  // the value when it was assigned
  const int now = attack_value(s);
  if (cb.area || cb.blocker_count == 1) return now;
  int before = 0;
  for (int j = 0; j < i; ++j) before += cb.split[j];
  return std::clamp(now - before, 0, static_cast<int>(cb.split[i]));
}

// 001 Glossary AREA ATTACK: "if a retaliation from one of the attacked cards would causes the
// area attacker to be destroyed, it is not destroyed until all its attacks made in the area
// attack are resolved": a hit on the area attacker in a step before its own waits for it.
void hold_hits_until_area_resolved(const state& s, int k, std::vector<hit>& hits, std::vector<hit>& held) {
  const combat_state& cb = s.combat;
  if (!cb.area) return;
  if (k < damage_step_of(s, cb.attacker)) {
    for (const hit& h : hits)
      if (h.card == cb.attacker) held.push_back(h);
    std::erase_if(hits, [&](const hit& h) { return h.card == cb.attacker; });
    return;
  }
  hits.insert(hits.end(), held.begin(), held.end());
  held.clear();
}

}  // namespace

// 001 Challenge Phase, Damage: "All damage is dealt at the same time", unless a rule gives
// a card an earlier damage step (card text, 001 Glossary). Cards destroyed in a step deal
// no damage in later ones.
void deal_damage(ops& o) {
  const state& s = o.st();
  const combat_state cb = s.combat;
  // The combat is under way until its damage is dealt: card text asks who is attacking or
  // blocking while damage and destruction are worked out. It ends with the damage.
  // A question put inside this scope leaves it with the combat ended, as the thrown question's
  // unwinding did (ops::end_combat_as_scope_ends).
  struct combat_ends {
    ops& o;
    bool asked_before = o.asked();
    ~combat_ends() { o.end_combat_as_scope_ends(asked_before, path::combat_ended_after_damage, rule::attack); }
  } ends{o};
  o.set_combat_step(combat_step::damage, rule::combat_damage);
  // 001 Glossary AREA ATTACK: "Attacks made in an Area Attack are resolved simultaneously":
  // the attacker's damage to every defender is one step (and it is not destroyed before it).
  auto step_of = [&](card_id c) { return damage_step_of(s, c); };
  std::vector<int> steps{step_of(cb.attacker)};
  for (int i = 0; i < cb.blocker_count; ++i)
    if (cb.retaliates[i]) steps.push_back(step_of(cb.blockers[i]));
  // Damage dealt in an earlier step than another's names the keyword that moved it (001
  // Challenge Phase, Damage: otherwise "at the same time").
  auto first_by = [&](card_id c) {
    return steps.size() > 1 && step_of(c) < steps.back()
               ? keyword_changing(s, rule_number::damage_step, c, 1, cb.attacker == c ? no_card : cb.attacker)
               : keyword_rule{};
  };
  std::sort(steps.begin(), steps.end());
  steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
  std::vector<hit> held;
  for (int k : steps) {
    std::vector<hit> hits;
    if (step_of(cb.attacker) == k && in_network(s, cb.attacker))
      for (int i = 0; i < cb.blocker_count; ++i)
        if (in_play(s, cb.blockers[i])) {
          const int share = attacker_share(s, cb, i);
          const auto dealt =
              o.deal_damage(path::combat_damage_to_blocker, cb.blockers[i], cb.t, share, rule::combat_damage, cb.attacker, first_by(cb.attacker));
          if (share > 0) hits.push_back({hit_card(dealt, cb.blockers[i]), cb.attacker, dealt});
        }
    retaliate_in_step(o, k, hits, first_by);
    // "when this deals damage" (card text, 001 Glossary), once the damage's lethal destruction
    // is done: 001 Damage, a card dealt lethal damage "is immediately destroyed".
    std::vector<ops::trigger_for> dealers;
    for (const hit& h : hits)
      if (h.dealt) dealers.push_back({*h.dealt, h.by});
    if (s.rules.damage_heard_before_destruction) o.fire_all(std::move(dealers));
    hold_hits_until_area_resolved(s, k, hits, held);
    destroy_if_lethal(o, hits);
    if (s.over()) return;
    if (!s.rules.damage_heard_before_destruction) o.fire_all(std::move(dealers));
    if (s.over()) return;
  }
}

// 001 Challenge Phase: "If your Character is still legally docked after all declarations and
// disengaged, then engage ( ) it and the attack begins": checked at the declaration and again
// here, once the responses to it are done; an attacker they undocked (its dock destroyed,
// moved or sold) or engaged does not attack, and is not engaged by the attack (docs/rulings.md,
// "When the attacker is engaged", "An attacker undocked in response"; variant
// attacker-docked-at-declaration).
namespace {
bool undocked_after_declarations(const state& s) {
  return !s.rules.attacker_docked_at_declaration && !legally_docked(s, s.combat.attacker);
}

// "engage ( ) it", unless card text says it need not (001 Glossary OVERWATCH).
void engage_attacker(ops& o, path at) {
  const state& s = o.st();
  if (ask(s, path::attack_engages, rule_query::needs_engage_to_attack, s.combat.attacker, true))
    o.engage(at, s.combat.attacker, rule::attack);
}

// Whether the attack begins: false when it is nullified instead.
bool begin_attack(ops& o) {
  const state& s = o.st();
  if (undocked_after_declarations(s)) {
    o.nullify_attack(path::attack_nullified_attacker_undocked, rule::attacker_undocked);
    return false;
  }
  if (s.card(s.combat.attacker).engaged) {
    o.nullify_attack(path::attack_nullified_attacker_engaged, rule::attacker_engaged);
    return false;
  }
  engage_attacker(o, path::engaged_to_attack);
  o.begin_attack(rule::attack);
  return true;
}

// An attack on an area begins as any attack does, once the responses to its declaration are
// done (001 Challenge Phase: "If your Character is still legally docked after all declarations
// and disengaged, then engage it and the attack begins"; blind rules batch 78, case 03), against
// the declared defenders still in the area (001 Glossary AREA ATTACK: "applied to all cards ...
// within a specified area"; docs/rulings.md, Area attacks have no blocks).
bool begin_attack_on_area(ops& o) {
  if (!begin_attack(o)) return false;
  const state& s = o.st();
  const combat_state& cb = s.combat;
  const std::optional<area_shape> shape = area_of(s, cb.attacker);
  if (!shape || s.rules.area_defenders_as_declared) return true;  // no area now, or the variant: as declared
  const std::vector<card_id> area = cards_in_area(s.player(cb.network).network, *shape, cb.target, static_cast<direction>(cb.facing));
  std::array<bool, max_defenders> keep{};
  for (int i = 0; i < cb.blocker_count; ++i)
    keep[static_cast<std::size_t>(i)] = std::find(area.begin(), area.end(), cb.blockers[i]) != area.end();
  o.keep_blockers(keep, rule::defender_left_area);
  return true;
}
}  // namespace

void engage_nullified_attacker(ops& o) {
  if (!o.st().combat.begun && !o.st().card(o.st().combat.attacker).engaged) engage_attacker(o, path::engaged_as_attack_nullified);
}

// Runs combat on until a decision is needed or the combat is over.
void advance(ops& o) {
  const state& s = o.st();
  const combat_state& cb = s.combat;
  if (cb.step == combat_step::blocks) {
    if (!cb.begun && !target_gone(s) && !begin_attack(o)) return;
    if (target_gone(s)) {
      // 001 Challenge Phase: "If the target space of your attack is empty after the attack
      // declaration ... the attack is nullified and does not happen." (No step_ended
      // combat is recorded on this path, unlike end_if_moot's.)
      engage_nullified_attacker(o);
      o.nullify_attack(path::attack_nullified_in_advance, nullified_why(s), false);
      return;
    }
    if (!eligible_blockers(s).empty()) return;
    const card_id target = target_card(s);
    const bool met_only = target_is_bonded(s);
    const event blocked =
        o.add_blocker(path::first_blocker_blocks, target, {.kind = event_kind::blockers_declared, .player = cb.defender,
                                                            .card = target, .why = target_meets_why(s),
                                                            .by = keyword_ruling_out_blockers(s)});
    o.set_combat_step(combat_step::retaliation, blocked.why);
    // The target blocks: its `when this blocks` hears of it first, as a declared blocker's
    // does, then the attacker's `when this is blocked` (001 Challenge Phase: Blocking).
    if (!met_only) {
      o.fire(blocked, blocked.card);
      if (!s.combat.active()) return;
      o.fire(blocked, cb.attacker);
      if (!s.combat.active()) return;
    }
    // Blockers are declared: the same window as after a declared block (001 Advanced Rules,
    // the turn player first; docs/rulings.md, Windows); combat goes on once it closes.
    return stack::open_window_in_combat(o);
  }
  if (cb.area && !cb.begun && !begin_attack_on_area(o)) return;
  if (cb.step == combat_step::retaliation) {
    if (!eligible_retaliators(s).empty() || pass_retaliation_on(o)) return;
    log_retaliations_ruled_out(o);
    o.set_combat_step(combat_step::assignment, rule::retaliation);
  }
  if (cb.step == combat_step::assignment && cb.area) {
    // 001 Glossary, attacks on an area: "dealing 5 BQ damage to each one".
    for (int i = 0; i < cb.blocker_count; ++i) o.split_damage(i, attack_value(s), rule::damage_to_one);
    deal_damage(o);
    return;
  }
  if (cb.step == combat_step::assignment) {
    // Only a split among several blockers of a non-zero attack is a decision.
    if (cb.blocker_count > 1 && attack_value(s) > 0) return;
    o.split_damage(0, attack_value(s), rule::damage_to_one);
    deal_damage(o);
  }
}

}  // namespace engine::combat
