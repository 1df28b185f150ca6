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
// Whether the combat waits for the decision a block, retaliate or assign action makes now
// (false once its step has passed, the engine having settled it, or when no combat is on).
bool awaits(const state& s, action_kind k);
// The decision an attack under way waits for, for messages ("the defender's blockers").
const char* awaited_decision(const combat_state& cb);
// Candidate blocks, retaliations and splits for player p (legal_actions() filters them
// with check()).
void add_candidates(const state& s, player_id p, std::vector<action>& out);
// The attacks player p may declare now by the rules of attacking (check_attack), before
// card text's obligations: keep_forced_attacks then drops, for each attacker that card
// text obliges to attack certain targets (`must attack`, `must be attacked`), its others.
void add_legal_attacks(const state& s, player_id p, std::vector<action>& out);
void keep_forced_attacks(const state& s, std::vector<action>& out, std::size_t from);
// Whether card text obliges one of p's cards to attack this turn and it still can (then
// p may not end the Challenge Phase); `why` says which.
bool attack_left_undone(const state& s, player_id p, std::string* why);
// Applies a checked combat action. After a retaliation decision or a split it runs combat
// on to the next decision or its end; after an attack or blocks, players get priority
// first (the caller opens the window) and advance_if_idle goes on once it closes.
void apply(ops& o, const action& a);
// Runs combat on to the next decision or its end, when no window or stack holds it up.
void advance_if_idle(ops& o);
// Ends an attack whose attacker or defender has left the game (conceded, lost).
void end_if_moot(ops& o);

}  // namespace engine::combat
