// Cards, cells and players as the session's JSON shows them (docs/play.md): players are
// numbered from 1, cards by their id in the game, traits by their names (IQ, EQ, MQ, BQ).
#pragma once

#include <nlohmann/json.hpp>

#include "engine/state.hpp"

namespace megacorp::session {

using json = nlohmann::ordered_json;  // keys in the order written: stable bytes

// A player's number as shown (1-based), or null for no_player.
json player_json(engine::player_id p);
// A card the viewer may see: id, name, types, owner, controller, cost, traits as they are
// now (null for '-'), damage, engaged, counters.
json card_json(const engine::state& s, engine::card_id c);
// A cell of `network`'s grid: {"player": N, "x": X, "y": Y}.
json cell_json(engine::player_id network, engine::cell at);

}  // namespace megacorp::session
