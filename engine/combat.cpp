// Combat (001 Challenge Phase): attack, blocks, retaliation, damage split, damage.
#include "engine/combat.hpp"

#include "engine/behaviour.hpp"
#include "engine/network.hpp"
#include "engine/network_graph.hpp"
#include "engine/refusal.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>

namespace engine::combat {

namespace {

quoted_name name(const state& s, card_id c) { return {s.def(c).name}; }

bool in_network(const state& s, card_id c) { return s.card(c).zone == zone::network; }
// In a network, or bonded under a card there: what an attack can reach.
bool in_play(const state& s, card_id c) { return in_network(s, c) || s.card(c).zone == zone::bonded; }

// 001 Challenge Phase: "If your Character is still legally docked": its network connects
// it to that network's business (001 Glossary: orphaned).
bool legally_docked(const state& s, card_id c) { return !is_orphaned(s, c); }

// Within card radius n of card c, in the same network (001 Glossary: card radius).
bool within_radius(const state& s, card_id c, player_id network, cell at, int n) {
  const card_instance& ci = s.card(c);
  return ci.zone_player == network && std::abs(ci.x - at.x) <= n && std::abs(ci.y - at.y) <= n;
}

// The card the attack is against: the target space's top card, or the card bonded under it
// that was attacked (no_card once it has left the space).
card_id target_card(const state& s) {
  const card_id top = s.player(s.combat.network).network.at(s.combat.target);
  const card_id u = s.combat.bonded_target;
  if (u == no_card || top == no_card) return top;
  return s.card(u).zone == zone::bonded && s.card(u).host == top ? u : no_card;
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

// Attacking ------------------------------------------------------------------------

// 001 Glossary AREA ATTACK: the shape an attacker attacks with, if it makes area attacks.
std::optional<area_shape> area_of(const state& s, card_id attacker) {
  const int a = ask_number(s, rule_number::attack_area, attacker, 0);
  if (a <= 0) return std::nullopt;
  return area_of_code(a);
}

// Whether card c may be attacked by `attacker` with trait t, at its cell in network g.
bool can_take_attack(const state& s, card_id attacker, card_id c, const network_grid& g, trait t) {
  return c != attacker && trait_value(s, c, t) &&
         (!is_surrounded(g, s.cell_of(c)) || ask(s, rule_query::ignores_surround, attacker, false)) &&
         ask(s, rule_query::can_be_attacked, c, true, attacker);
}

// 001 Glossary AREA ATTACK: "applied to all cards with the valid trait within a specified
// area": the cards of the area, anchored at the target space, that could be attacked and
// that the defender controls (the target first).
std::vector<card_id> area_defenders(const state& s, card_id attacker, player_id network, cell at, trait t,
                                    area_shape shape) {
  const network_grid& g = s.player(network).network;
  const card_id target = g.at(at);
  std::vector<card_id> out{target};
  for (card_id c : cards_in_area(g, shape, at))
    if (c != target && s.card(c).controller == s.card(target).controller && can_take_attack(s, attacker, c, g, t) &&
        static_cast<int>(out.size()) < max_defenders)
      out.push_back(c);
  return out;
}

// The checks on the card attacked (below).
bool check_target(const state& s, const action& a, card_id target, std::string* why);

bool check_attack(const state& s, const action& a, std::string* why) {
  if (s.phase != phase::challenge)
    return refuse(why, "attacks are declared in the Challenge Phase (001 Challenge Phase), not in the {}",
                  to_string(s.phase));
  if (s.combat.active())
    return refuse(why, "an attack is being resolved; each combat is resolved individually (001 Challenge Phase: "
                  "Attacking)");
  if (a.card >= s.cards.size()) return refuse(why, "there is no such card");
  const card_instance& ci = s.card(a.card);
  const quoted_name att = name(s, a.card);
  if (ci.zone != zone::network || ci.controller != a.player)
    return refuse(why, "{} cannot attack: it is not a card player {} controls in a network (001 Challenge Phase: "
                  "Attacking)", att, a.player + 1);
  if (!ask(s, rule_query::can_attack, a.card, s.def(a.card).is(card_type::character)))
    return refuse(why, "{} cannot attack: it is not a character (001 Challenge Phase: any disengaged Character can "
                  "attack)", att);
  if (ci.engaged)
    return refuse(why, "{} cannot attack: it is engaged (001 Challenge Phase: any disengaged Character can attack)",
                  att);
  if (const int allowed = ask_number(s, rule_number::attacks_allowed, a.card, 1); ci.attacks >= allowed)
    return refuse(why, "{} cannot attack: it has attacked {} time(s) this turn, the most it may (001 Challenge "
                  "Phase: each character attacks once; rule number attacks_allowed)", att, ci.attacks);
  if (!legally_docked(s, a.card))
    return refuse(why, "{} cannot attack: it is not legally docked, nothing connects it to the business (001 "
                  "Challenge Phase: \"If your Character is still legally docked\")", att);
  if (a.network >= s.player_count() || s.player(a.network).lost)
    return refuse(why, "{} cannot attack: there is no such network in the game", att);
  const network_grid& g = s.player(a.network).network;
  const card_id target = g.at(a.at);
  if (target == no_card)
    return refuse(why, "{} cannot attack {},{} in player {}'s network: the space is empty (001 Challenge Phase: "
                  "the target space has a card on it)", att, a.at.x, a.at.y, a.network + 1);
  if (const card_id u = a.cards[0]; u != no_card) {
    if (u >= s.cards.size() || s.card(u).zone != zone::bonded || s.card(u).host != target)
      return refuse(why, "{} cannot attack that card: it is not bonded under {} at {},{}", att, name(s, target), a.at.x,
                    a.at.y);
    if (!ask(s, rule_query::can_attack_bonded, a.card, false))
      return refuse(why, "{} cannot attack {}: it is bonded under {} (001 Bonding: only the first card of a pile can "
                    "be attacked; rule query can_attack_bonded)", att, name(s, u), name(s, target));
    return check_target(s, a, u, why);
  }
  return check_target(s, a, target, why);
}

// The checks on the card attacked (the top card, or a card bonded under it).
bool check_target(const state& s, const action& a, card_id target, std::string* why) {
  const quoted_name att = name(s, a.card);
  const network_grid& g = s.player(a.network).network;
  const quoted_name tgt = name(s, target);
  if (target == a.card) return refuse(why, "{} cannot attack itself (001 Challenge Phase: Attacking)", att);
  if (const int reach = ask_number(s, rule_number::attack_reach, a.card, 0);
      reach > 0 && !within_radius(s, a.card, a.network, a.at, reach))
    return refuse(why, "{} cannot attack {}: it only attacks spaces within card radius {} of itself (rule number "
                  "attack_reach)", att, tgt, reach);
  if (!has_trait(s, target, a.t))
    return refuse(why, "cannot declare {} against {}: it has '-' in {} (001 Challenge Phase: you cannot declare a "
                  "trait if your target has a \"-\" value in that trait)", to_string(a.t), tgt, to_string(a.t));
  if (!has_trait(s, a.card, a.t))
    return refuse(why, "{} cannot attack with {}: it has '-' in {} (001 Traits: a null trait cannot attack)", att,
                  to_string(a.t), to_string(a.t));
  if (const int only = ask_number(s, rule_number::attack_trait, a.card, -1); only >= 0 && only != static_cast<int>(a.t))
    return refuse(why, "{} cannot attack with {}: it attacks only with {} (card text; rule number attack_trait)",
                  att, to_string(a.t), to_string(static_cast<trait>(only)));
  if (is_surrounded(g, a.at) && !ask(s, rule_query::ignores_surround, a.card, false))
    return refuse(why, "{} cannot be attacked: it is surrounded, 4 adjacent cards (001 Challenge Phase: Surrounded "
                  "cards cannot be attacked)", tgt);
  if (!ask(s, rule_query::can_be_attacked, target, true, a.card))
    return refuse(why, "{} cannot be attacked by {}: card text forbids it{}", tgt, att,
                  (why ? text_that_decided(s, rule_query::can_be_attacked, target, a.card) : std::string()));
  return true;
}

// Whether card text lets card b `verb` the attacker (can_block, can_retaliate), asked
// about the attacker as it is (engaged by attacking; card text that reads a quality "as
// declared" says so with `this is attacking`, docs/rulings.md); the refusal quotes the
// text that decided.
bool text_allows(const state& s, rule_query q, card_id b, std::string* why, const char* verb) {
  const card_id attacker = s.combat.attacker;
  if (ask(s, q, b, true, attacker)) return true;
  return refuse(why, "{} cannot {} {}: card text forbids it{}", name(s, b), verb, name(s, attacker),
                why ? text_that_decided(s, q, b, attacker) : std::string());
}

// Blocking -------------------------------------------------------------------------

bool eligible_blocker(const state& s, card_id b, std::string* why) {
  const combat_state& cb = s.combat;
  const card_instance& bi = s.card(b);
  const quoted_name bn = name(s, b);
  if (bi.zone != zone::network || bi.zone_player != cb.network)
    return refuse(why, "{} cannot block: it is not in the target's network (001 Challenge Phase: Blocking: blockers "
                  "are adjacent to the target)", bn);
  if (b == cb.attacker) return refuse(why, "{} cannot block its own attack", bn);
  if (bi.controller != cb.defender)
    return refuse(why, "{} cannot block: the defender, player {}, does not control it", bn, cb.defender + 1);
  const cell at = s.cell_of(b);
  if (std::abs(at.x - cb.target.x) + std::abs(at.y - cb.target.y) != 1)
    return refuse(why, "{} cannot block: it is not adjacent to the target at {},{} (001 Challenge Phase: Blocking: "
                  "blockers must be adjacent to the main target)", bn, cb.target.x, cb.target.y);
  if (bi.engaged)
    return refuse(why, "{} cannot block: it is engaged (001 Challenge Phase: Blocking: blockers are disengaged)", bn);
  if (!trait_value(s, b, cb.t))
    return refuse(why, "{} cannot block a {} attack: it has '-' in {} (001 Challenge Phase: Blocking: blockers have "
                  "at least 0 in the declared trait)", bn, to_string(cb.t), to_string(cb.t));
  return text_allows(s, rule_query::can_block, b, why, "block");
}

std::vector<card_id> eligible_blockers(const state& s) {
  std::vector<card_id> out;
  const network_grid& g = s.player(s.combat.network).network;
  for (cell n : orthogonal_neighbours(s.combat.target))
    if (const card_id b = g.at(n); b != no_card && eligible_blocker(s, b, nullptr)) out.push_back(b);
  return out;
}


// Retaliation ----------------------------------------------------------------------

// 001 Challenge Phase, Damage: "the blocker (or the targeted card) can only deal damage in
// retaliation once per turn and only if that card is a Character"; engaged cards do not
// retaliate (001 SUPPRESSOR: "will not be able to retaliate as it is engaged"; 002).
bool eligible_retaliator(const state& s, card_id b, std::string* why) {
  const combat_state& cb = s.combat;
  const quoted_name bn = name(s, b);
  if (blocker_index(cb, b) < 0)
    return refuse(why, "{} cannot retaliate: it is not blocking this attack (001 Challenge Phase: Damage)", bn);
  const card_instance& bi = s.card(b);
  if (bi.zone == zone::bonded)
    return refuse(why, "{} cannot retaliate: it is bonded under {} (001 Bonding: cards under the first card cannot "
                  "attack, block or engage)", bn, name(s, bi.host));
  if (!in_network(s, b)) return refuse(why, "{} cannot retaliate: it has left the network", bn);
  if (!s.def(b).is(card_type::character))
    return refuse(why, "{} cannot retaliate: it is not a character (001 Challenge Phase: Damage: non-Characters do "
                  "not retaliate)", bn);
  if (bi.engaged)
    return refuse(why, "{} cannot retaliate: it is engaged (001 Glossary: an engaged card \"will not be able to "
                  "retaliate\"; 002: only disengaged characters retaliate)", bn);
  if (const int allowed = ask_number(s, rule_number::retaliations_allowed, b, 1); bi.retaliations >= allowed)
    return refuse(why, "{} cannot retaliate: it has retaliated {} time(s) this turn, the most it may (001 Challenge "
                  "Phase: Damage: once per turn; rule number retaliations_allowed)", bn, bi.retaliations);
  if (const int reach = ask_number(s, rule_number::attack_reach, b, 0);
      reach > 0 && !within_radius(s, b, s.card(cb.attacker).zone_player, s.cell_of(cb.attacker), reach))
    return refuse(why, "{} cannot retaliate against {}: it only reaches card radius {} (rule number attack_reach)",
                  bn, name(s, cb.attacker), reach);
  return text_allows(s, rule_query::can_retaliate, b, why, "retaliate against");
}

std::vector<card_id> eligible_retaliators(const state& s) {
  std::vector<card_id> out;
  for (int i = 0; i < s.combat.blocker_count; ++i)
    if (eligible_retaliator(s, s.combat.blockers[i], nullptr)) out.push_back(s.combat.blockers[i]);
  return out;
}

// A block or retaliation: the cards it lists are distinct, known and each eligible.
bool all_eligible(const state& s, const action& a, std::string* why, bool (*eligible)(const state&, card_id, std::string*)) {
  const std::vector<card_id> cards = listed(a);
  if (!distinct_known_cards(s, cards, why)) return false;
  for (card_id b : cards)
    if (!eligible(s, b, why)) return false;
  return true;
}

// Assignment -----------------------------------------------------------------------

bool check_assign(const state& s, const action& a, std::string* why) {
  const combat_state& cb = s.combat;
  const std::vector<card_id> cards = listed(a);
  if (!distinct_known_cards(s, cards, why)) return false;
  int total = 0;
  for (std::size_t i = 0; i < a.cards.size(); ++i) {
    if (a.cards[i] == no_card) continue;
    if (blocker_index(cb, a.cards[i]) < 0)
      return refuse(why, "cannot assign damage to {}: it is not blocking this attack (001 Challenge Phase: Damage)",
                    name(s, a.cards[i]));
    if (a.amounts[i] < 0) return refuse(why, "damage assigned cannot be negative");
    total += a.amounts[i];
  }
  if (const int value = attack_value(s); total != value)
    return refuse(why, "the damage assigned totals {}, but {} deals {} {} (001 Challenge Phase: Damage: the total "
                  "damage dealt is equal to the value of the Trait)", total, name(s, cb.attacker), value,
                  to_string(cb.t));
  return true;
}

// Every way to split `value` among the blockers, as assign actions.
void add_assign_candidates(const state& s, player_id p, std::vector<action>& out) {
  const combat_state& cb = s.combat;
  card_list cards = no_cards;
  for (int i = 0; i < cb.blocker_count; ++i) cards[i] = cb.blockers[i];
  amount_list amounts{};
  const int value = attack_value(s);
  auto split = [&](auto&& self, int i, int left) -> void {
    if (i == cb.blocker_count - 1) {
      amounts[i] = static_cast<std::int16_t>(left);
      out.push_back(act::assign(p, cards, amounts));
      return;
    }
    for (int n = 0; n <= left; ++n) {
      amounts[i] = static_cast<std::int16_t>(n);
      self(self, i + 1, left - n);
    }
  };
  if (cb.blocker_count > 0) split(split, 0, value);
}

// Damage ---------------------------------------------------------------------------

// A card hit in a damage step, and the card whose damage hit it (the first, if several).
struct hit {
  card_id card;
  card_id by;
  std::optional<event> dealt;  // none when card text replaced the damage
};

void destroy_if_lethal(ops& o, const std::vector<hit>& hits) {
  std::vector<card_id> done;
  for (const hit& h : hits) {
    if (std::find(done.begin(), done.end(), h.card) != done.end()) continue;
    done.push_back(h.card);
    if (!o.st().over() && in_play(o.st(), h.card) && has_lethal_damage(o.st(), h.card))
      o.destroy(h.card, rule::destroyed_by_damage, h.by, true);
  }
}

// 001 Challenge Phase, Damage: "All damage is dealt at the same time", unless a rule gives
// a card an earlier damage step (001 Glossary INITIATIVE). Cards destroyed in a step deal
// no damage in later ones.
void deal_damage(ops& o) {
  const state& s = o.st();
  const combat_state cb = s.combat;
  // The combat is under way until its damage is dealt: card text asks who is attacking or
  // blocking while damage and destruction are worked out. It ends with the damage.
  struct combat_ends {
    ops& o;
    ~combat_ends() { o.end_combat(rule::attack); }
  } ends{o};
  // 001 Glossary AREA ATTACK: "Attacks made in an Area Attack are resolved simultaneously":
  // one damage step for everyone.
  auto step_of = [&](card_id c) {
    return cb.area ? 1 : ask_number(s, rule_number::damage_step, c, 1, cb.attacker == c ? no_card : cb.attacker);
  };
  std::vector<int> steps{step_of(cb.attacker)};
  for (int i = 0; i < cb.blocker_count; ++i)
    if (cb.retaliates[i]) steps.push_back(step_of(cb.blockers[i]));
  std::sort(steps.begin(), steps.end());
  steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
  for (int k : steps) {
    std::vector<hit> hits;
    if (step_of(cb.attacker) == k && in_network(s, cb.attacker))
      for (int i = 0; i < cb.blocker_count; ++i)
        if (in_play(s, cb.blockers[i])) {
          const auto dealt = o.deal_damage(cb.blockers[i], cb.t, cb.split[i], rule::combat_damage, cb.attacker);
          if (cb.split[i] > 0) hits.push_back({cb.blockers[i], cb.attacker, dealt});
        }
    for (int i = 0; i < cb.blocker_count; ++i) {
      const card_id b = cb.blockers[i];
      if (!cb.retaliates[i] || step_of(b) != k || !in_network(s, b) || !in_network(s, cb.attacker)) continue;
      // Card text is asked again when the retaliation's damage step comes: it may forbid it
      // by then (000 Glossaire REGENERER, as the prelude reads it under a variant).
      if (!ask(s, rule_query::can_retaliate, b, true, cb.attacker)) {
        o.record({.kind = event_kind::retaliation_withheld, .player = s.card(b).controller, .card = b,
                  .card2 = cb.attacker, .why = rule::retaliation_asked_again});
        continue;
      }
      const int v = std::max(0, trait_value(s, b, cb.t).value_or(0));
      const auto dealt = o.deal_damage(cb.attacker, cb.t, v, rule::retaliation, b);
      if (v > 0) hits.push_back({cb.attacker, b, dealt});
    }
    // "when this deals damage" (001 Glossary DISRUPTOR, DEMOLISHER), before destruction.
    std::vector<ops::trigger_for> dealers;
    for (const hit& h : hits)
      if (h.dealt) dealers.push_back({*h.dealt, h.by});
    o.fire_all(std::move(dealers));
    destroy_if_lethal(o, hits);
    if (s.over()) return;
  }
}

// Runs combat on until a decision is needed or the combat is over.
void advance(ops& o) {
  const state& s = o.st();
  const combat_state& cb = s.combat;
  if (cb.step == combat_step::blocks) {
    if (target_card(s) == no_card) {
      // 001 Challenge Phase: "If the target space of your attack is empty after the attack
      // declaration ... the attack is nullified and does not happen." (No step_ended
      // combat is recorded on this path, unlike end_if_moot's.)
      o.nullify_attack(rule::attack_nullified, false);
      return;
    }
    if (!eligible_blockers(s).empty()) return;
    o.add_blocker(target_card(s));
    const event blocked{.kind = event_kind::blockers_declared, .player = cb.defender, .card = cb.blockers[0],
                        .why = rule::target_blocks};
    o.record(blocked);
    o.set_combat_step(combat_step::retaliation);
    o.fire(blocked, cb.attacker);
    if (!s.combat.active()) return;
  }
  if (cb.step == combat_step::retaliation) {
    if (!eligible_retaliators(s).empty()) return;
    o.set_combat_step(combat_step::assignment);
  }
  if (cb.step == combat_step::assignment && cb.area) {
    // 001 Glossary AREA ATTACK: "dealing 5 BQ damage to each one".
    for (int i = 0; i < cb.blocker_count; ++i) o.split_damage(i, attack_value(s));
    deal_damage(o);
    return;
  }
  if (cb.step == combat_step::assignment) {
    // Only a split among several blockers of a non-zero attack is a decision.
    if (cb.blocker_count > 1 && attack_value(s) > 0) return;
    o.split_damage(0, attack_value(s));
    deal_damage(o);
  }
}

// Obligations (`rule: this must attack`, docs/rulings.md "Must") ---------------------

// Whether any card text could oblige through q (the questions are skipped otherwise).
bool obliged(const state& s, rule_query q) { return s.behaviour && s.behaviour->may_answer(q); }

// Whether card text makes `target` an attack `attacker` must choose when it can: it must
// attack that card, or that card must be attacked by it.
bool forced_target(const state& s, card_id attacker, card_id target) {
  return ask(s, rule_query::must_attack, attacker, false, target) ||
         ask(s, rule_query::must_be_attacked, target, false, attacker);
}

card_id attacked_card(const state& s, const action& a) {
  return a.cards[0] != no_card ? a.cards[0] : s.player(a.network).network.at(a.at);
}

// Of the blockers or retaliators eligible now, those card text says must be listed.
std::vector<card_id> required(const state& s, action_kind k) {
  std::vector<card_id> out;
  const card_id attacker = s.combat.attacker;
  if (k == action_kind::block && (obliged(s, rule_query::must_block) || obliged(s, rule_query::must_be_blocked)))
    for (card_id b : eligible_blockers(s))
      if (ask(s, rule_query::must_block, b, false, attacker) || ask(s, rule_query::must_be_blocked, attacker, false, b))
        out.push_back(b);
  if (k == action_kind::retaliate && obliged(s, rule_query::must_retaliate))
    for (card_id b : eligible_retaliators(s))
      if (ask(s, rule_query::must_retaliate, b, false, attacker)) out.push_back(b);
  return out;
}

bool meets_requirements(const state& s, const action& a, std::string* why) {
  const std::vector<card_id> cards = listed(a);
  for (card_id b : required(s, a.kind))
    if (std::find(cards.begin(), cards.end(), b) == cards.end())
      return refuse(why, "{} must {} {}: card text obliges it{}", name(s, b),
                    a.kind == action_kind::block ? "block" : "retaliate against", name(s, s.combat.attacker),
                    why ? text_that_decided(s, a.kind == action_kind::block ? rule_query::must_block
                                                                            : rule_query::must_retaliate,
                                            b, s.combat.attacker)
                        : std::string());
  return true;
}

}  // namespace

void keep_forced_attacks(const state& s, std::vector<action>& out, std::size_t from) {
  if (!obliged(s, rule_query::must_attack) && !obliged(s, rule_query::must_be_attacked)) return;
  std::vector<action> kept(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(from));
  // Legal attacks come attacker by attacker.
  for (std::size_t i = from; i < out.size();) {
    std::size_t j = i;
    while (j < out.size() && out[j].card == out[i].card) ++j;
    std::vector<bool> forced(j - i);
    for (std::size_t k = i; k < j; ++k) forced[k - i] = forced_target(s, out[k].card, attacked_card(s, out[k]));
    const bool any = std::find(forced.begin(), forced.end(), true) != forced.end();
    for (std::size_t k = i; k < j; ++k)
      if (!any || forced[k - i]) kept.push_back(out[k]);
    i = j;
  }
  out = std::move(kept);
}

bool attack_left_undone(const state& s, player_id p, std::string* why) {
  if (!obliged(s, rule_query::must_attack) || s.phase != phase::challenge || s.combat.active()) return false;
  std::vector<action> attacks;
  add_legal_attacks(s, p, attacks);
  for (const action& a : attacks)
    if (s.card(a.card).attacks == 0 && ask(s, rule_query::must_attack, a.card, false))
      return !refuse(why, "{} must attack this turn, and it can{}", name(s, a.card),
                     (why ? text_that_decided(s, rule_query::must_attack, a.card, no_card) : std::string()));
  return false;
}

bool check(const state& s, const action& a, std::string* why) {
  const combat_state& cb = s.combat;
  if (a.kind == action_kind::attack) {
    if (!check_attack(s, a, why)) return false;
    if (!obliged(s, rule_query::must_attack) && !obliged(s, rule_query::must_be_attacked)) return true;
    if (forced_target(s, a.card, attacked_card(s, a))) return true;
    std::vector<action> attacks;
    add_legal_attacks(s, a.player, attacks);
    for (const action& other : attacks)
      if (other.card == a.card && forced_target(s, a.card, attacked_card(s, other)))
        return refuse(why, "{} must attack {} instead: card text obliges it", name(s, a.card),
                      name(s, attacked_card(s, other)));
    return true;
  }
  const combat_step wanted = a.kind == action_kind::block       ? combat_step::blocks
                             : a.kind == action_kind::retaliate ? combat_step::retaliation
                                                                : combat_step::assignment;
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

// The legal attacks, staged so each question is asked once: first what concerns the
// attacker alone, then each target space, then the pair. It mirrors check_attack and
// check_target exactly (engine_tests compares it with check() on every candidate).
void add_legal_attacks(const state& s, player_id p, std::vector<action>& out) {
  if (s.phase != phase::challenge || s.combat.active()) return;
  // The occupied cells of each network, in cell order (the targets of every attacker).
  std::array<occupied_list, max_players> occupied;
  for (player_id q = 0; q < s.player_count() && q < max_players; ++q) occupied[q] = occupied_list(s.player(q).network);
  for (card_id c : s.in_play) {
    const card_instance& ci = s.card(c);
    if (ci.zone != zone::network || ci.controller != p || ci.engaged) continue;
    if (!ask(s, rule_query::can_attack, c, s.def(c).is(card_type::character))) continue;
    if (ci.attacks >= ask_number(s, rule_number::attacks_allowed, c, 1) || !legally_docked(s, c)) continue;
    const int only = ask_number(s, rule_number::attack_trait, c, -1);
    std::array<bool, trait_count> usable{};
    for (trait t : all_traits)
      usable[static_cast<std::size_t>(t)] = (only < 0 || only == static_cast<int>(t)) && has_trait(s, c, t);
    if (std::none_of(usable.begin(), usable.end(), [](bool u) { return u; })) continue;
    const bool reaches_piles = ask(s, rule_query::can_attack_bonded, c, false);
    const int reach = ask_number(s, rule_number::attack_reach, c, 0);
    const bool ignores_surround = ask(s, rule_query::ignores_surround, c, false);
    // One target card at a space: every trait both have, if text lets it be attacked.
    auto attack = [&](player_id q, cell at, card_id target, card_id bonded) {
      if (!ask(s, rule_query::can_be_attacked, target, true, c)) return;
      for (trait t : all_traits)
        if (usable[static_cast<std::size_t>(t)] && has_trait(s, target, t)) out.push_back(act::attack(p, c, q, at, t, bonded));
    };
    for (player_id q = 0; q < s.player_count(); ++q) {
      if (s.player(q).lost) continue;
      const network_grid& g = s.player(q).network;
      for (int i : occupied[q]) {
        const card_id top = g.cells[i];
        if (top == c) continue;
        const cell at = network_grid::at_index(i);
        if ((reach > 0 && !within_radius(s, c, q, at, reach)) || (!ignores_surround && is_surrounded(g, at))) continue;
        attack(q, at, top, no_card);
        if (reaches_piles)
          for (card_id u : s.pile_under(top)) attack(q, at, u, u);
      }
    }
  }
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
    case combat_step::none: break;  // attacks: add_legal_attacks
    case combat_step::blocks: subsets(eligible_blockers(s), act::block); break;
    case combat_step::retaliation: subsets(eligible_retaliators(s), act::retaliate); break;
    case combat_step::assignment: add_assign_candidates(s, p, out); break;
  }
}

void apply(ops& o, const action& a) {
  const state& s = o.st();
  const combat_state& cb = s.combat;
  switch (a.kind) {
    case action_kind::attack: {
      const card_id target = s.player(a.network).network.at(a.at);
      combat_state started;
      started.step = combat_step::blocks;
      started.attacker = a.card;
      started.defender = s.card(target).controller;
      started.network = a.network;
      started.target = a.at;
      started.bonded_target = a.cards[0];
      started.t = a.t;
      o.start_combat(started);
      if (const auto shape = area_of(s, a.card)) {
        // 001 Glossary AREA ATTACK: every defender in the area is attacked; "the defenders
        // may all retaliate as normal" (no blocks: docs/rulings.md).
        o.attack_area(area_defenders(s, a.card, a.network, a.at, a.t, *shape));
      } else {
        o.count_attacked(target_card(s));
      }
      const event declared{.kind = event_kind::attack_declared, .player = a.player, .other = a.network,
                           .card = a.card, .card2 = target_card(s), .t = a.t, .where = a.at, .why = rule::attack};
      o.record(declared);
      o.step_edge(event_kind::step_began, turn_step::combat, rule::attack);
      // 001 Challenge Phase: "engage it and the attack begins" (001 Glossary OVERWATCH).
      if (ask(s, rule_query::needs_engage_to_attack, a.card, true)) o.engage(a.card, rule::attack);
      o.fire(declared, a.card);
      if (!cb.area) {
        o.fire(declared, declared.card2);
      } else {
        // Each defender of an area is offered the attack on it (card2: that defender).
        const combat_state now = s.combat;  // triggers may change the combat; fire for the declared defenders
        std::vector<ops::trigger_for> defenders;
        for (int i = 0; i < now.blocker_count; ++i) {
          event on_it = declared;
          on_it.card2 = now.blockers[i];
          defenders.push_back({on_it, now.blockers[i]});
        }
        o.fire_all(std::move(defenders));
      }
      break;
    }
    case action_kind::block:
      if (target_card(s) == no_card) break;  // emptied by a response: advance() nullifies the attack
      {
        std::vector<ops::trigger_for> blockers;
        for (card_id b : listed(a)) {
          o.add_blocker(b);
          const event blocks{.kind = event_kind::blockers_declared, .player = a.player, .card = target_card(s),
                             .card2 = b, .why = rule::block};
          o.record(blocks);
          blockers.push_back({blocks, b});
        }
        // The attacker is blocked once, by the first blocker's event.
        std::optional<event> first = blockers.empty() ? std::nullopt : std::optional<event>(blockers.front().e);
        o.fire_all(std::move(blockers));
        if (cb.blocker_count == 0) {
          o.add_blocker(target_card(s));
          first = event{.kind = event_kind::blockers_declared, .player = a.player, .card = target_card(s),
                        .why = rule::target_blocks};
          o.record(*first);
        }
        o.set_combat_step(combat_step::retaliation);
        o.fire(*first, cb.attacker);
      }
      break;
    case action_kind::retaliate:
      for (card_id b : listed(a)) o.declare_retaliation(b, a.player, rule::retaliation);
      if (listed(a).empty())
        o.record({.kind = event_kind::retaliation_declared, .player = a.player, .why = rule::retaliation});
      o.set_combat_step(combat_step::assignment);
      break;
    default:  // assign
      for (std::size_t i = 0; i < a.cards.size(); ++i)
        if (a.cards[i] != no_card) {
          o.split_damage(blocker_index(cb, a.cards[i]), a.amounts[i]);
          o.record({.kind = event_kind::damage_assigned, .player = a.player, .card = a.cards[i], .amount = a.amounts[i],
                    .t = cb.t, .why = rule::damage_split});
        }
      deal_damage(o);
      return;
  }
  // After an attack or blocks, players get priority first (001 Advanced Rules; Glossary
  // ABRUPT: "in response to an action by the player (e.g. an attack ...)"); combat goes on
  // once that window closes (advance_if_idle).
  if (a.kind == action_kind::retaliate) advance(o);
}

void advance_if_idle(ops& o) {
  const state& s = o.st();
  if (s.combat.active() && !s.over() && !s.priority.open() && s.stack.empty()) advance(o);
}

void end_if_moot(ops& o) {
  const state& s = o.st();
  const combat_state& c = s.combat;
  if (!c.active()) return;
  if (s.over() || !in_network(s, c.attacker) || s.player(s.card(c.attacker).controller).lost ||
      s.player(c.defender).lost || s.player(c.network).lost) {
    o.end_combat(rule::attack);
    return;
  }
  // 001 Challenge Phase: "If the target space of your attack is empty after the attack
  // declaration ... the attack is nullified" (emptied by a response; the attacker stays engaged).
  if (c.step == combat_step::blocks && target_card(s) == no_card) {
    o.nullify_attack(rule::attack_nullified);
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
  o.keep_blockers(keep);
  // Every card it would hit has left play (responses): nothing is left to fight.
  if (kept == 0 && c.step != combat_step::blocks) o.nullify_attack(rule::attack_nullified);
}

}  // namespace engine::combat
