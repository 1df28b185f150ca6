// A stable fingerprint of a game state, for saved games that cannot lie (docs/replays.md,
// "State hashes"): equal states hash equal on every run and platform.
#pragma once

#include <cstdint>

#include "engine/state.hpp"

namespace engine {

// FNV-1a (64 bits) over the state's content, each number fed as 8 little-endian bytes:
// - every card: definition, host, owner, controller, zone and whose, cell, engaged, step
//   done, orphaned, shown, damage per trait, counters, deployed_at, reset_in_attack and its
//   attack, retaliation and times-attacked counts; felled and the chosen card, when set;
// - every player: money, trait pool, the six piles in order, the network's cells, business,
//   bid, mulligans, hand kept, turns completed, lost and why;
// - the turn: phase, step, active and first player, turn number, bid ties, sold this turn,
//   the End Phase process begun,
//   deploys, winner, bank flow and initial money;
// - the attack under way (whose retaliation decision is asked, when set), the trait modifiers,
//   keyword grants, the stack (each item's kept numbers of its source and `it`: card,
//   valuation, damage, counters, controller, traits), the priority round;
// - damage prevented this turn under a budget, and the abilities triggered this turn under
//   `for the first time each turn` (state::fired_once), when there are some;
// - the pending decision: its cause (as engine::to_text), answers given, cards picked, and
//   the player and source asked;
// - the random generator: its next draw (from a copy).
// Left out: the card database, behaviour and rules (the game's start, fixed by the file) and
// in_play / ruled (kept from the zones above).
std::uint64_t state_hash(const state& s);

}  // namespace engine
