// A new session from library decks, rules variants and a seed (docs/play.md, "new game"),
// set up as `megacorp play` and `simulate` set up their games (library/game_decks.hpp), or
// from a scenario's board (the sandbox, session/sandbox.hpp).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "agents/agent_names.hpp"
#include "library/library.hpp"
#include "scenario/scenario_writer.hpp"
#include "session/game_session.hpp"

namespace megacorp::session {

struct game_request {
  std::vector<std::string> decks;     // deck names, one per seat (two): the deck file's, else the library's
  std::vector<std::string> seats;     // "human" or an agent name (agents/agent_names.hpp), one per seat
  std::vector<std::string> variants;  // rules variants by name (docs/rulings.md)
  std::uint64_t seed = 1;             // the game's, and each agent's (as play and simulate seed them)
  agent_options agents;               // MCTS's budget
  play_limits limits;
  // The sandbox (session/sandbox.hpp): a scenario's text whose board the game starts from,
  // its empty decks filled from `decks`; empty for a new game from `decks`.
  std::string scenario;
  // Decks of the server's cards written in an uploaded file (session/deck_file.hpp); a name of
  // `decks` is looked up there first. Empty: the library's decks only.
  std::string deck_file;
};

struct new_session_result {
  std::unique_ptr<game_session> game;
  std::vector<std::string> problems;  // why there is none: an unknown deck, agent or variant, a deck's rules
  game_start start;                   // where the game began, to write it as a scenario (scenario_writer.hpp)
};

new_session_result new_session(const library& lib, const game_request& req);

// The names a seat may be given: "human" and the agents'.
std::vector<std::string> seat_kinds();

}  // namespace megacorp::session
