// Internal: combat in the Challenge Phase (001 Challenge Phase): declaring an attack,
// blocks, retaliation, the attacker's split of its damage, and damage. Every restriction
// is asked through rule queries (behaviour.hpp) so card text can change it.
#pragma once

#include "engine/action.hpp"
#include "engine/ops.hpp"

#include <optional>
#include <string>
#include <vector>

namespace engine::combat {

// check() for attack, block, retaliate and assign; false with a reason when refused.
bool check(const state& s, const action& a, std::string* why);
// Candidate combat actions for player p (legal_actions() filters them with check()).
void add_candidates(const state& s, player_id p, std::vector<action>& out);
// Applies a checked combat action, then runs combat on to the next decision or its end.
void apply(ops& o, const action& a);
// Ends an attack whose attacker or defender has left the game (conceded, lost).
void end_if_moot(ops& o);

}  // namespace engine::combat
