// Plays ladder games on several threads (sim/ladder_file.hpp): each game depends only on
// its agents, decks, index and seed, so the results do not depend on the threads.
#pragma once

#include <atomic>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/behaviour.hpp"
#include "engine/card_def.hpp"
#include "ir/checked.hpp"
#include "agents/self_play.hpp"
#include "sim/ladder_agents.hpp"
#include "sim/ladder_file.hpp"

namespace megacorp::sim {

// What every game shares: the cards, their behaviour, the decks and agents by name, the
// self-play limits (the default rules: the ladder measures the rules that ship).
struct ladder_context {
  std::shared_ptr<const engine::card_db> db;
  std::shared_ptr<const engine::card_behaviour> behaviour;
  std::map<std::string, const checked::deck*> decks;
  std::map<std::string, ladder_agent> agents;
  play_limits limits;
};

struct ladder_played {
  std::vector<bool> done;            // per game: played (false: not started, or it failed)
  std::vector<std::string> errors;   // games that threw, named
  bool interrupted = false;
};

// Plays game k of `games` (its agents, decks, index and seed set) for every k, setting its
// result and turns, on `jobs` threads; no new game starts once `stop` is set. `progress`:
// a line on stderr a few times a second.
ladder_played play_ladder_games(const ladder_context& cx, std::vector<ladder_game>& games, unsigned jobs,
                                const std::atomic<bool>* stop, bool progress);

// Plays one game as the ladder does; its result and turns (the rest of `g` as given).
ladder_game play_ladder_game(const ladder_context& cx, ladder_game g);

}  // namespace megacorp::sim
