// Internal: legality checks shared by check.cpp and stack.cpp; false with a reason.
#pragma once

#include "engine/action.hpp"
#include "engine/state.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace engine {

// A payment larger than what is held is refused (001 Resources; Buy Phase).
bool affordable(const state& s, player_id p, const cost& c, std::string_view verb, card_id what, std::string* why);
// `a.card` may be deployed at `a.at` in `a.network`'s network (001 Deploying and Docking);
// `moving` is a card leaving that network to go there, if any.
bool deploy_ok(const state& s, const action& a, card_id moving, std::string* why);
// Candidate buys for player p (legal_actions() filters them with check()).
void add_buy_candidates(const state& s, player_id p, std::vector<action>& out);

}  // namespace engine
