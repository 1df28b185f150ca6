// Internal to engine/combat*.cpp: what the combat files share. Users go through combat.hpp.
#pragma once

#include "engine/behaviour.hpp"
#include "engine/combat.hpp"
#include "engine/network.hpp"
#include "engine/network_graph.hpp"
#include "engine/refusal.hpp"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace engine::combat {

// The cards of a combat (combat.cpp) --------------------------------------------------

inline quoted_name name(const state& s, card_id c) { return {s.def(c).name}; }

inline bool in_network(const state& s, card_id c) { return s.card(c).zone == zone::network; }
// In a network, or bonded under a card there: what an attack can reach.
inline bool in_play(const state& s, card_id c) { return in_network(s, c) || s.card(c).zone == zone::bonded; }

// 001 Challenge Phase: "If your Character is still legally docked": its network connects
// it to that network's business (001 Glossary: orphaned); variant docked-next-to-a-card: a
// card beside it (001 Deploying and Docking: "simply place it next to another card").
// A business is docked to nothing: it is not "docked" by being orphaned (001 Attacking).
inline bool legally_docked(const state& s, card_id c) {
  const card_instance& ci = s.card(c);
  const network_grid& g = s.player(ci.zone_player).network;
  if (s.player(ci.zone_player).business == c) return true;
  if (!s.rules.docked_next_to_a_card) return !is_orphaned(s, c);
  const auto beside = orthogonal_neighbours({ci.x, ci.y});
  return std::any_of(beside.begin(), beside.end(), [&](cell n) { return g.at(n) != no_card; });
}

// Within card radius n of card c, in the same network (001 Glossary: card radius).
inline bool within_radius(const state& s, card_id c, player_id network, cell at, int n) {
  const card_instance& ci = s.card(c);
  return ci.zone_player == network && std::abs(ci.x - at.x) <= n && std::abs(ci.y - at.y) <= n;
}

inline bool surrounded(const state& s, const network_grid& g, cell at) { return counts_as_surrounded(s, g, at); }

// Whether any card text could oblige through q (the questions are skipped otherwise).
inline bool obliged(const state& s, rule_query q) { return s.behaviour && s.behaviour->may_answer(q); }

// The card the attack is against: the target space's top card, or the card bonded under it
// that was attacked (no_card once it has left the space).
card_id target_card(const state& s);
// Whether the attack has lost its target: the target space is empty (001 Challenge Phase,
// Attacking: "the attack is nullified"), or holds a card with '-' in the attack's trait
// (001 Traits: it "may not be attacked with that trait"; variant null-target-meets-attack).
bool target_gone(const state& s);
// The rule that nullifies an attack whose target is gone (target_gone).
cause nullified_why(const state& s);
// Whether the target is a card bonded under its space's top (an attack that may reach it):
// with no blocker it meets the attack but does not block, nor retaliate (001 Bonding: cards
// under the first card "cannot be targeted, attack, block"), so no `when this blocks` or
// `when this is blocked` hears of it.
bool target_is_bonded(const state& s);
// The cause of the target meeting the attack for want of blockers.
inline cause target_meets_why(const state& s) { return target_is_bonded(s) ? rule::bonded_target_met : rule::target_blocks; }
int attack_value(const state& s);
// The entries of an action's card list that are set.
std::vector<card_id> listed(const action& a);
int blocker_index(const combat_state& cb, card_id c);
bool distinct_known_cards(const state& s, const std::vector<card_id>& cards, std::string* why);

// Attacking (combat_attacks.cpp) ------------------------------------------------------

// 001 Glossary, attacks on an area: the shape an attacker attacks with, if it makes area attacks.
std::optional<area_shape> area_of(const state& s, card_id attacker);
// The defenders of an area attack at cell `at` of a network, the target first, the shape
// facing `d` (engine/network.hpp, area_cells).
std::vector<card_id> area_defenders(const state& s, card_id attacker, player_id network, cell at, trait t,
                                    area_shape shape, direction d);
// Which way an attack's area faces: its value, 0 east (the default), then clockwise (1 south,
// 2 west, 3 north); only under variant area-direction-chosen is it other than east.
direction area_facing(const action& a);
// How many facings of a shape give different areas: 1 for an odd square (3x3), 2 for other
// shapes with both sides odd (3x1: east is west), else 4.
int distinct_facings(area_shape a);
bool check_attack(const state& s, const action& a, std::string* why);
// Whether card text makes `target` an attack `attacker` must choose when it can.
bool forced_target(const state& s, card_id attacker, card_id target);
// Whether forced target `forced` of `attacker` keeps it from attacking `attacked` instead
// (variant must-be-attacked-guards-its-player: a card that must be attacked binds only the
// attacks on its controller's cards).
bool binds_attack(const state& s, card_id attacker, card_id forced, card_id attacked);
// The card an attack action is against: the card bonded under the top named, or the top.
card_id attacked_card(const state& s, const action& a);

// Blocks, retaliation and the damage split (combat_blocks.cpp) ------------------------

bool eligible_blocker(const state& s, card_id b, std::string* why);
std::vector<card_id> eligible_blockers(const state& s);
// The keyword whose rule left a card the rules alone let block unable to (001 Challenge
// Phase, Blocking: "as long as they are adjacent to the blocking card", unless card text forbids it), when none
// may block and the target blocks; empty when no keyword did.
keyword_rule keyword_ruling_out_blockers(const state& s);
bool eligible_retaliator(const state& s, card_id b, std::string* why);
std::vector<card_id> eligible_retaliators(const state& s);
void log_retaliations_ruled_out(ops& o);
// Whose retaliation decision is asked: the defender's, or in an area attack another
// defender's controller (combat_state::deciding).
inline player_id retaliation_decider(const combat_state& cb) {
  return cb.deciding != no_player ? cb.deciding : cb.defender;
}
// An area attack: asks the next player who controls a defender that may retaliate (true),
// or leaves the decider as it was (false).
bool pass_retaliation_on(ops& o);
// A block or retaliation: the cards it lists are distinct, known and each eligible.
bool all_eligible(const state& s, const action& a, std::string* why, bool (*eligible)(const state&, card_id, std::string*));
// A block or retaliation lists every card card text obliges to block or retaliate.
bool meets_requirements(const state& s, const action& a, std::string* why);
bool check_assign(const state& s, const action& a, std::string* why);
// Every way to split the attack's value among the blockers, as assign actions.
void add_assign_candidates(const state& s, player_id p, std::vector<action>& out);

// Damage (combat_damage.cpp) ----------------------------------------------------------

// 001 Challenge Phase, Damage: deals the combat's damage, step by step, and ends it.
void deal_damage(ops& o);
// Runs combat on until a decision is needed or the combat is over.
void advance(ops& o);
// An attack nullified before it began (its target space emptied by a response): its
// attacker is engaged, 001 Challenge Phase: "The attacker however remains engaged ( )."
void engage_nullified_attacker(ops& o);

}  // namespace engine::combat
