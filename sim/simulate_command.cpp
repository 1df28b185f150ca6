#include <atomic>
#include <charconv>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <unistd.h>

#include <fmt/format.h>

#include "agents/agent.hpp"
#include "engine/setup.hpp"
#include "interp/game_cards.hpp"
#include "interp/game_decks.hpp"
#include "interp/self_play.hpp"
#include "interp/text_behaviour.hpp"
#include "sim/commands.hpp"
#include "sim/figures.hpp"
#include "sim/replay_file.hpp"
#include "sim/runner.hpp"

namespace megacorp::sim {

namespace {

std::atomic<bool> interrupted{false};
extern "C" void on_sigint(int) { interrupted = true; }

// A folder replay files can be written to: created if missing, then probed with a file.
bool writable_dir(const std::string& dir, std::string& why) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) return why = ec.message(), false;
  if (!fs::is_directory(dir, ec)) return why = "not a folder", false;
  const fs::path probe = fs::path(dir) / ".megacorp-write-test";
  { std::ofstream out(probe); if (!(out << "x")) return why = "cannot create a file there", false; }
  fs::remove(probe, ec);
  return true;
}

}  // namespace

int run_simulate(const library& lib, const simulate_request& req) {
  // Everything the command line says is checked before any game starts.
  const std::optional<std::uint64_t> seed = parse_seed(req.seed);
  if (!seed) {
    fmt::print(stderr, "error: {}\n", bad_seed(req.seed));
    return 2;
  }
  if (req.decks.size() < 2) {
    fmt::print(stderr, "error: simulate needs at least 2 --deck options (got {}); give the same deck twice for a mirror\n",
               req.decks.size());
    return 2;
  }
  if (req.games <= 0 || req.games % 2 || req.games > 100000000) {
    fmt::print(stderr, "error: --games must be an even number from 2 to 100000000 (each pair plays half its games "
                       "in each seat), not {}\n", req.games);
    return 2;
  }
  const std::string agent_b = req.agent_b.empty() ? req.agent : req.agent_b;
  for (const auto& [flag, name] : {std::pair{"--agent", req.agent}, std::pair{"--agent-b", agent_b}})
    if (!make_agent(name, 0)) {
      fmt::print(stderr, "error: {}: unknown agent '{}'; the agents are {}\n", flag, name, fmt::join(agent_names(), ", "));
      return 2;
    }
  if (req.mcts_iterations < 1 || req.mcts_iterations > 1000000) {
    fmt::print(stderr, "error: --mcts-iterations must be from 1 to 1000000, not {}\n", req.mcts_iterations);
    return 2;
  }
  if (req.jobs < 1 || req.jobs > 256) {
    fmt::print(stderr, "error: --jobs must be from 1 to 256, not {}\n", req.jobs);
    return 2;
  }
  run_description run;
  for (const std::string& name : req.decks) {
    const checked::deck* d = lib.find_deck(name);
    if (!d) {
      fmt::print(stderr, "error: --deck: {}\n", no_such_deck(lib, name));
      return 2;
    }
    run.decks.push_back(d);
  }
  if (run.decks.size() > 255) {
    fmt::print(stderr, "error: at most 255 --deck options\n");
    return 2;
  }
  std::string why;
  if (!req.save_games.empty() && !writable_dir(req.save_games, why)) {
    fmt::print(stderr, "error: --save-games: cannot write to \"{}\": {}\n", req.save_games, why);
    return 2;
  }
  game_setup setup;
  setup.db = make_card_db(lib);
  setup.behaviour = make_text_behaviour(lib);
  setup.rules = req.rules;
  setup.limits.max_turns = req.max_turns;
  setup.agent = req.agent;
  setup.agent_b = agent_b;
  setup.options.mcts.iterations = req.mcts_iterations;
  bool deck_errors = false;
  for (const checked::deck* d : run.decks) {
    deck_list_result list = make_deck_list(*d, *setup.db);
    if (list.problems.empty()) list.problems = engine::validate_deck(list.deck, *setup.db);
    for (const auto& p : list.problems) fmt::print(stderr, "error: deck \"{}\": {}\n", d->name, p), deck_errors = true;
  }
  if (deck_errors) return 1;

  for (std::uint32_t a = 0; a < run.decks.size(); ++a)
    for (std::uint32_t b = a + 1; b < run.decks.size(); ++b) run.pairs.emplace_back(a, b);
  run.seed = *seed;
  run.games_per_pair = static_cast<std::uint32_t>(req.games);
  run.agent = req.agent;
  run.agent_b = agent_b;
  if (req.agent == "mcts" || agent_b == "mcts") run.mcts_iterations = req.mcts_iterations;
  run.rules = req.variants;
  run.limits = setup.limits;

  run_settings settings;
  settings.jobs = req.jobs;
  settings.save_dir = req.save_games;
  settings.library = library_hash(lib);
  settings.progress = isatty(STDERR_FILENO);
  settings.stop = &interrupted;
  interrupted = false;
  void (*previous)(int) = std::signal(SIGINT, on_sigint);
  reducer figures_so_far(run, *setup.db);
  run_output out = run_games(run, setup, settings, figures_so_far);
  std::signal(SIGINT, previous);

  for (const auto& e : out.errors) fmt::print(stderr, "error: {}\n", e);
  nlohmann::ordered_json figures = figures_so_far.figures(out.interrupted);
  const auto played = figures["run"]["games_played"].get<std::uint64_t>();
  const double rate = out.seconds > 0 ? double(played) / out.seconds : 0;
  if (req.format == "json") {
    figures["timing"] = {{"seconds", out.seconds}, {"games_per_second", rate}, {"jobs", req.jobs}};
    fmt::print("{}\n", figures.dump(2));
  } else if (req.format == "csv") {
    fmt::print("{}", format_csv(figures));
    fmt::print(stderr, "{} games in {:.2f} s ({:.1f} games/s, {} job(s))\n", played, out.seconds, rate, req.jobs);
  } else {
    fmt::print("{}", format_text(figures, fmt::format("Timing: {} games in {:.2f} s ({:.1f} games/s, {} job(s))",
                                                      played, out.seconds, rate, req.jobs)));
  }
  if (out.interrupted) fmt::print(stderr, "interrupted: {} of {} games were played\n", played,
                                  figures["run"]["games_planned"].get<std::uint64_t>());
  if (!out.errors.empty()) return 1;
  return out.interrupted ? 130 : 0;  // 128 + SIGINT, as shells report a Ctrl-C
}

}  // namespace megacorp::sim
