// Internal: events, activated abilities, the nested stack and priority (001 Advanced
// Rules: Events, Abilities and the Stack). What an effect does is card behaviour's; the
// engine orders, pays, targets, cancels and resolves.
#pragma once

#include "engine/action.hpp"
#include "engine/ops.hpp"

#include <string>
#include <vector>

namespace engine::stack {

// check() for play and activate (who decides is checked by the caller).
bool check(const state& s, const action& a, std::string* why);
// Candidate plays and activations for player p (legal_actions() filters them). An event
// is offered at one cell of p's network (the first dockable one); any dockable cell is legal.
void add_candidates(const state& s, player_id p, std::vector<action>& out);
// add_candidates' legal ones, in its order, for p the player deciding with no question
// pending in a game not over (what check() asks before an action's kind holds for them).
void add_legal_candidates(const state& s, player_id p, std::vector<action>& out);
// Whether p could play or activate anything now.
bool has_options(const state& s, player_id p);
// Applies a checked play or activate: pays, deploys an event (its deploy triggers happen
// at once, off the stack), puts the effect on the stack and opens a round of priority.
void apply(ops& o, const action& a);
// Something was added to the game in a round of priority without the stack (a card played
// at any time bought, engine/legality.hpp bought_any_time): a new round, turn player first, that
// goes on with combat or resolves the stack as the one it replaces would have; in the window
// before a phase ends, with the stack empty, the turn player has the phase back instead.
void restart_round(ops& o);
// The priority holder passes (a checked pass while a round is open).
void pass(ops& o);
// The turn player passed a phase with an empty stack: the other players get a window
// to act before it ends (001 End Phase); when none can act, the phase ends at once.
void open_window_before_phase_ends(ops& o);
// After an attack or blockers are declared, players may respond (001 Glossary: a
// card played "like an Event ... in response to an action by the player. (e.g. an attack"): a round of priority
// with an empty stack, turn player first, if anyone can act; then combat goes on.
void open_window_in_combat(ops& o);
// A copy just put on top of the stack (ops::copy_item, `you may choose new targets for the
// copy`): its controller may change each single target, one decision each, among what its
// text may target now and the target it has; a counted target and a trigger's keep theirs
// (docs/rulings.md, Copies on the stack).
void choose_new_targets(ops& o, cause why);
// Moves a round on when its holder has left the game.
void settle(ops& o);

}  // namespace engine::stack
