// A seat's legal actions as JSON (docs/play.md, "actions"): each with its id, its kind, a
// label in words, and what it concerns (the card it acts on, the cell, its targets, the
// cards it lists), so that a board can offer it when the player points at that card or cell.
#pragma once

#include <vector>

#include "engine/action.hpp"
#include "session/card_json.hpp"

namespace megacorp::session {

// Action `a` (legal for its player in `s`) with id `id`.
json offer_json(const engine::state& s, const engine::action& a, std::size_t id);

}  // namespace megacorp::session
