// `megacorp simulate`, `megacorp replay` (docs/simulate.md) and `megacorp ladder`: requests as typed, run
// against a loaded card library.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/rules_options.hpp"
#include "library/library.hpp"

namespace megacorp::sim {

struct simulate_request {
  std::vector<std::string> decks;      // --deck, at least 2, repeats allowed
  long long games = 0;                 // --games per pair, even
  std::uint64_t seed = 1;              // --seed, checked by the command line's parser
  std::string agent = "random";        // the first deck's of each pair
  // Whether --agent and --mcts-iterations were given: with --importance and no --agent, the
  // balance default plays (sim/balance.hpp).
  bool agent_given = true, mcts_iterations_given = true;
  std::string agent_b;                 // the second deck's; empty: as `agent`
  int mcts_iterations = 100;           // --mcts-iterations
  unsigned jobs = 1;
  int max_turns = 200;
  std::string format = "text";         // text, json, csv
  std::string save_games;              // a folder, created when missing
  std::string report;                  // an HTML file (sim/report.hpp), checked writable first
  std::string viewer = "http://127.0.0.1:8080/";  // --viewer: the replay viewer the report's game links open
  std::string importance;              // --importance: a deck of the --deck list (sim/importance.hpp)
  std::string filler;                  // --filler: the card put in place of each card measured
  std::string resource_filler;         // --resource-filler: the resource card put in place of each resource card
  std::vector<std::string> compare;    // --compare A.json B.json: compare two runs, play nothing
  bool check = false;                  // --check: the engine invariants after every action
  engine::rules_options rules;
  std::vector<std::string> variants;
};

// Exit status: 0 the run finished (or was interrupted and printed what it had), 1 a deck
// breaks the deck rules or a game stopped on an error, 2 a bad request.
int run_simulate(const library& lib, const simulate_request& req);
// `simulate --compare A.json B.json` (sim/compare.hpp): 0 printed, 1 the page could not be
// written, 2 a bad request or a file that is not a run's figures, or runs of other decks.
int run_compare(const simulate_request& req);

// `megacorp ladder` (docs/agents.md, The ladder): agents rated over every ordered pairing
// of the decks, each game kept in FILE.
struct ladder_request {
  std::string file;                   // the games file: read, then rewritten sorted
  std::vector<std::string> agents;    // --agents; for --verify, the agents sampled
  std::vector<std::string> decks = {"Corp Starter", "Gnost Starter", "Incarnate Starter"};  // --decks
  unsigned jobs = 1;
  std::uint32_t min_games = 400, step_games = 200, max_games = 800;  // sim/ladder_plan.hpp
  bool table = false;                 // --table: print FILE's ratings as Markdown, play nothing
  bool print_decks = false;           // --print-decks: print --decks as card language, play nothing
  int verify = 0;                     // --verify N: replay N sampled games, compare their results
  std::uint64_t seed = 1;             // --seed: --verify's sample
  bool json = false;                  // --format json: the ratings as JSON (ladder_json), not Markdown
};

// Exit status: 0 done (or the table printed, or every game replayed as recorded), 1 a game
// failed or replayed differently, 2 a bad request or an unreadable or malformed file,
// 130 interrupted (the games played so far are kept).
int run_ladder(const library& lib, const ladder_request& req);

struct replay_request {
  std::string file;
  bool explain = false;
  bool json = false;  // --format json: the game as JSON lines (cli/play_json.hpp)
  // --export-scenario FILE: the game written as a scenario instead (docs/replays.md),
  // after its first --export-at actions (all by default), or as a board (--export-board).
  std::string export_scenario = {};
  long long export_at = -1;
  bool export_board = false;
};

// Exit status: 0 the game replays to the saved end, 1 it does not (or a card is
// missing), 2 the file cannot be read or is not a replay.
int run_replay(const library& lib, const replay_request& req);

}  // namespace megacorp::sim
