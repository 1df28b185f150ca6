// `megacorp play`: a seeded self-play game between two library decks, printed turn by turn.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cli/export_scenario.hpp"
#include "engine/rules_options.hpp"
#include "library/library.hpp"

namespace megacorp {

struct play_request {
  std::uint64_t seed = 1;      // --seed (cli/command_line.hpp: add_seed_option checks it)
  std::string deck_a, deck_b;  // deck names in the library
  int max_turns = 200;
  engine::rules_options rules;          // --rules (docs/rulings.md)
  std::vector<std::string> variants;    // their names, as given
  std::string agent = "random";         // --agent: seat 1's player, "human" or an agent (agents/agent_names.hpp)
  std::string agent_b;                  // --agent-b: seat 2's (default: as --agent)
  int mcts_iterations = 100;            // --mcts-iterations: MCTS's budget per decision
  std::string format = "text";          // --format: text, or json (JSON lines; cli/play_json.hpp)
  std::string save_game;                // --save-game: a replay file (library/replay_file.hpp), as simulate --save-games writes
  export_request export_scenario = {};     // --export-scenario, --export-board (cli/export_scenario.hpp)
};

// The two decks of `play` (docs/play.md): two --deck options (`deck_options`), every
// positional then a path; or, with no --deck, the first two positionals (the shorthand)
// and the rest paths. Empty, or what is wrong with the command line.
std::string take_play_decks(play_request& req, const std::vector<std::string>& deck_options,
                            const std::vector<std::string>& positionals, std::vector<std::string>& paths);

// Plays and prints the game (with a "human" seat: cli/human_play.hpp, reading std::cin); exit status 0 when a game was played (whatever its result),
// 1 when a deck breaks the deck rules or card text stops the game, 2 for a bad request
// (unknown deck, bad seed).
int run_play(const library& lib, const play_request& req);

}  // namespace megacorp
