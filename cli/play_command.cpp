#include "cli/play_command.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <exception>
#include <iostream>
#include <memory>
#include <optional>

#include <fmt/format.h>

#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "cli/play_json.hpp"
#include "cli/play_text.hpp"
#include "agents/agent_names.hpp"
#include "cli/human_play.hpp"
#include "agents/self_play.hpp"
#include "run/text_behaviour.hpp"
#include "engine/state_hash.hpp"
#include "sim/game.hpp"
#include "library/replay_file.hpp"
#include "sim/report.hpp"

namespace megacorp {

namespace {

// Hands each decision to the agent of the seat that decides; one agent plays both seats
// when the names are equal (as simulate does).
class seat_agents final : public agent {
 public:
  seat_agents(std::unique_ptr<agent> a, std::unique_ptr<agent> b) : a_(std::move(a)), b_(std::move(b)) {}
  engine::action pick(const engine::state& s, const std::vector<engine::action>& legal) override {
    return (s.decider() == 1 && b_ ? *b_ : *a_).pick(s, legal);
  }

 private:
  std::unique_ptr<agent> a_, b_;
};

const checked::deck* find_deck(const library& lib, const std::string& name) {
  if (const checked::deck* d = lib.find_deck(name)) return d;
  fmt::print(stderr, "error: {}\n", no_such_deck(lib, name));
  return nullptr;
}

}  // namespace

std::string take_play_decks(play_request& req, const std::vector<std::string>& deck_options,
                            const std::vector<std::string>& positionals, std::vector<std::string>& paths) {
  const bool shorthand = deck_options.empty();
  if (deck_options.size() == 1 && !positionals.empty())
    return fmt::format("give both decks with --deck or both as positionals, not one of each (--deck \"{}\" and \"{}\")",
                       deck_options[0], positionals[0]);
  const std::size_t given = shorthand ? std::min<std::size_t>(positionals.size(), 2) : deck_options.size();
  if (given != 2)
    return fmt::format("play needs two decks, --deck A --deck B or the shorthand `play A B` (got {})", given);
  const std::vector<std::string>& decks = shorthand ? positionals : deck_options;
  req.deck_a = decks[0];
  req.deck_b = decks[1];
  paths.assign(positionals.begin() + (shorthand ? 2 : 0), positionals.end());
  return {};
}

namespace {

// --save-game: the game as simulate --save-games writes it, so `megacorp replay` replays it.
void save_game(const library& lib, const play_request& req, const std::vector<const checked::deck*>& decks,
               const engine::state& s, const play_result& r, std::vector<std::string> actions, sim::game_trace trace) {
  replay_file f;
  f.library = library_hash(lib);
  f.rules = req.variants;
  f.max_turns = req.max_turns;
  f.max_actions_per_turn = play_limits{}.max_actions_per_turn;
  f.seed = req.seed;
  f.decks = {*decks[0], *decks[1]};
  const bool capped = r.end != play_end::finished;
  sim::outcome end = capped ? sim::outcome::capped : s.winner == engine::no_player ? sim::outcome::draw : sim::outcome::win;
  f.result = {end, end == sim::outcome::win ? s.winner + 1 : 0, s.turn_number, r.actions};
  f.has_states = true;
  f.final_state = engine::state_hash(s);
  f.reason = end_reason(s, capped);
  f.checks = std::move(trace.checks);
  f.actions = std::move(actions);
  std::string why;
  if (!sim::write_report(req.save_game, write_replay(f), why))
    throw std::runtime_error(fmt::format("--save-game: cannot write to \"{}\": {}", req.save_game, why));
}

// The request's two agents, one for both seats when the names are equal; null after
// saying which name is unknown.
std::unique_ptr<agent> make_players(const play_request& req) {
  agent_options options;
  options.mcts.iterations = req.mcts_iterations;
  std::unique_ptr<agent> first = make_agent(req.agent, req.seed, options);
  std::unique_ptr<agent> second = req.agent_b == req.agent ? nullptr : make_agent(req.agent_b, req.seed, options);
  if (!first || (req.agent_b != req.agent && !second)) {
    fmt::print(stderr, "error: unknown agent '{}'; the players are human, {}\n", first ? req.agent_b : req.agent,
               fmt::join(agent_names(), ", "));
    return nullptr;
  }
  return std::make_unique<seat_agents>(std::move(first), std::move(second));
}

// What is wrong with the request before any game, or empty.
std::string refuse_request(const play_request& req) {
  std::string why;
  const bool human = req.agent == "human" || req.agent_b == "human";
  if (!req.export_scenario.file.empty() && !sim::report_path_writable(req.export_scenario.file, why))
    return fmt::format("--export-scenario: cannot write to \"{}\": {}", req.export_scenario.file, why);
  if (human && !req.save_game.empty())
    return "--save-game: a game with a human seat cannot be saved yet (docs/self_play.md)";
  if (human && req.format == "json")
    return "--format json: a game with a human seat is played in the terminal, as text (docs/play.md; the server "
           "speaks JSON)";
  if (!req.save_game.empty() && !sim::report_path_writable(req.save_game, why))
    return fmt::format("--save-game: cannot write to \"{}\": {}", req.save_game, why);
  return {};
}

// The game's first and last lines, as text (docs/self_play.md) or JSON lines.
void print_start(const play_request& req, const std::vector<std::string>& labels) {
  if (req.format == "json") {
    print_json_line("game", {{"decks", labels}, {"seed", req.seed}, {"max_turns", req.max_turns},
                             {"rules", req.variants}, {"agents", {req.agent, req.agent_b}}});
    return;
  }
  fmt::print("Self-play: {} against {}, seed {}, at most {} turns{}\n\n", player_label(0, labels),
             player_label(1, labels), req.seed, req.max_turns,
             req.variants.empty() ? "" : fmt::format(", rules {}", fmt::join(req.variants, ", ")));
}

void print_end(const play_request& req, const engine::state& s, const play_result& r, const play_limits& limits,
               play_transcript& transcript) {
  const std::vector<std::string> labels = {req.deck_a, req.deck_b};
  if (req.format == "json") {
    const session::json winner = s.over() && s.winner != engine::no_player ? session::json(s.winner + 1) : session::json();
    print_json_line("result", {{"result", result_text(s, r, limits, labels)}, {"winner", winner},
                               {"turn", s.turn_number}, {"actions", r.actions}, {"attacks", r.attacks},
                               {"reason", end_reason(s, r.end != play_end::finished)}});
    return;
  }
  fmt::print("{}\nResult: {}\n{} actions, {} attacks\n", transcript.take(), result_text(s, r, limits, labels),
             r.actions, r.attacks);
  for (engine::player_id p = 0; p < s.player_count(); ++p) fmt::print("\n{}", network_text(s, p, labels));
  fmt::print("\nIn the grids: '*' engaged, '+N' cards bonded under, '(PN)' controlled by player N.\n");
}

}  // namespace

int run_play(const library& lib, const play_request& req_in) {
  play_request req = req_in;
  // --agent-b defaults to --agent, except that a person plays the random agent unless told otherwise.
  if (req.agent_b.empty()) req.agent_b = req.agent == "human" ? "random" : req.agent;
  if (const std::string why = refuse_request(req); !why.empty()) {
    fmt::print(stderr, "error: {}\n", why);
    return 2;
  }
  if (req.agent == "human" || req.agent_b == "human") return run_human_play(lib, req, std::cin);
  const checked::deck* a = find_deck(lib, req.deck_a);
  const checked::deck* b = a ? find_deck(lib, req.deck_b) : nullptr;
  if (!a || !b) return 2;

  auto game = new_deck_game(make_card_db(lib), make_text_behaviour(lib), {a, b}, req.seed, req.rules);
  if (!game.game) {
    for (const auto& p : game.problems) fmt::print(stderr, "error: {}\n", p);
    return 1;
  }
  engine::state s = std::move(*game.game);
  const std::vector<std::string> labels = {a->name, b->name};
  play_limits limits;
  limits.max_turns = req.max_turns;
  const std::unique_ptr<agent> players = make_players(req);
  if (!players) return 2;
  play_transcript transcript(labels);
  play_json lines;
  std::vector<std::string> actions;
  sim::game_trace trace;
  sim::recording_observer recorder(req.format == "json" ? static_cast<play_observer&>(lines) : transcript, actions,
                                   &trace);
  print_start(req, labels);
  play_result r;
  try {
    r = play_game(s, *players, limits, &recorder);
  } catch (const std::exception& e) {
    fmt::print("{}", transcript.take());
    std::fflush(stdout);
    fmt::print(stderr, "error: the game stopped on turn {}: {}\n", s.turn_number, e.what());
    return 1;
  }
  print_end(req, s, r, limits, transcript);
  if (!req.export_scenario.file.empty()) {
    const game_start start{{*a, *b}, std::nullopt, req.variants, req.seed};
    const std::string title = fmt::format("{} against {}, seed {}, after {} actions", a->name, b->name, req.seed, actions.size());
    if (const int status = export_scenario(lib, start, actions, title, req.export_scenario); status != 0) return status;
  }
  if (!req.save_game.empty()) save_game(lib, req, {a, b}, s, r, std::move(actions), std::move(trace));
  return 0;
}

}  // namespace megacorp
