// A seat's view (session/view.hpp) and its legal actions as terminal text, for `megacorp
// play --agent human` (docs/play.md): drawn from the session's JSON alone, so the terminal
// shows what the API shows and nothing more.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace megacorp {

// The board: each player's money, pool, piles, open market and network as a grid (ids in
// brackets, '*' engaged, '+N' cards bonded under, '(PN)' controlled by player N), the
// seat's hand, the revealed resource, the stack, the attack under way and the question.
std::string board_text(const nlohmann::ordered_json& view);
// The actions numbered from 1: `  3. player 1 buys ...`.
std::string actions_text(const nlohmann::ordered_json& actions);
// New log entries: each action in words, the events under it with their rules.
std::string log_text(const nlohmann::ordered_json& entries);
// The game-over screen: the reason and both networks.
std::string final_text(const nlohmann::ordered_json& view);

}  // namespace megacorp
