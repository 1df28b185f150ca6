// The log as a seat may know it (docs/play.md, "log"): each action taken, in words, with the
// events it caused, each with its rule and rulebook section as `--explain` prints them
// (engine::describe); cards hidden from the seat and other players' sealed bids are left
// out (engine/observed_event.hpp).
#pragma once

#include <cstdint>
#include <span>

#include "engine/action.hpp"
#include "engine/event_log.hpp"
#include "session/card_json.hpp"

namespace megacorp::session {

// Action `a` taken in `before`, leading to `after` (session version `version`) with
// `events`, as `seat` may know it.
json log_entry_json(const engine::state& before, const engine::state& after, const engine::action& a,
                    std::span<const engine::event> events, engine::player_id seat, std::uint64_t version);

// The same entry as the whole game knows it, nothing hidden (every card named, every bid's
// amount): self-play and replays (`megacorp play --format json`, docs/self_play.md), where
// no seat is a person's. `version` is the number of actions applied after this one.
json game_entry_json(const engine::state& before, const engine::state& after, const engine::action& a,
                     std::span<const engine::event> events, std::uint64_t version);

// The action in words as `seat` may know it: another player's bid is sealed, and a card
// it names that lies hidden from the seat afterwards is not named.
std::string action_label(const engine::state& before, const engine::state& after, const engine::action& a,
                         engine::player_id seat);

}  // namespace megacorp::session
