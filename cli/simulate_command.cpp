#include <algorithm>
#include <atomic>
#include <charconv>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <unistd.h>

#include <fmt/format.h>

#include "agents/agent_names.hpp"
#include "docgen/card_text.hpp"
#include "layout/format.hpp"
#include "engine/setup.hpp"
#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "agents/self_play.hpp"
#include "run/text_behaviour.hpp"
#include "sim/balance.hpp"
#include "sim/ladder_agents.hpp"
#include "sim/commands.hpp"
#include "sim/figures.hpp"
#include "sim/importance.hpp"
#include "sim/mpi_run.hpp"
#include "library/replay_file.hpp"
#include "sim/report.hpp"
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

// Plays the run once per card of the plan not skipped, with the card replaced, over the
// pairs holding the deck and with their seeds; each card's marks land in r.without. One
// process stops at an error or a Ctrl-C of any run (`so_far` included); MPI ranks play
// every card (only rank 0 knows of errors, and every rank must make the same calls).
run_output run_importance(mpi_ranks& ranks, const run_description& run, const game_setup& setup,
                          run_settings settings, std::uint32_t deck, importance_result& r, const run_output& so_far) {
  run_output out;
  settings.save_dir.clear();  // --save-games: the games of the run as asked only
  bool stop = ranks.size() == 1 && (so_far.interrupted || !so_far.errors.empty());
  for (const importance_variant& v : r.variants) {
    std::vector<std::int8_t> marks;
    if (v.skipped.empty() && !stop) {
      const run_description variant = variant_run(run, deck, v.deck);
      win_marks without(variant, deck);
      reducer sums(variant, *setup.db);
      sums.watch([&](const game_record& g) { without.add(g); });
      run_output o = ranks.run(variant, setup, settings, sums);
      out.games_done += o.games_done;
      out.seconds += o.seconds;
      out.interrupted = out.interrupted || o.interrupted;
      for (std::string& e : o.errors) out.errors.push_back("--importance: " + std::move(e));
      for (std::string& line : o.violations) out.violations.push_back("--importance: " + std::move(line));
      marks = without.marks();
      stop = ranks.size() == 1 && (out.interrupted || !out.errors.empty());
    }
    r.without.push_back(std::move(marks));
  }
  return out;
}

// What a checked request becomes: the run every rank plays, and its setup.
struct simulate_plan {
  std::string agent_b;  // --agent-b, else --agent
  run_description run;
  game_setup setup;
  std::uint32_t importance_deck = 0;  // --importance DECK: the first --deck of that name
};

// Validation: everything the command line says is checked before any game starts. Each
// check gives the error to print (exit 2), empty when the request passes it.

std::string refuse_numbers(const simulate_request& req) {
  if (req.decks.empty() && req.games == 0)
    return "simulate needs --deck (at least twice) and --games, or --compare A.json B.json";
  if (req.decks.size() < 2)
    return fmt::format("simulate needs at least 2 --deck options (got {}); give the same deck twice for a mirror",
                       req.decks.size());
  if (req.games <= 0 || req.games % 2 || req.games > 100000000)
    return fmt::format("--games must be an even number from 2 to 100000000 (each pair plays half its games in each "
                       "seat), not {}", req.games);
  const std::string agent_b = req.agent_b.empty() ? req.agent : req.agent_b;
  for (const auto& [flag, name] : {std::pair{"--agent", req.agent}, std::pair{"--agent-b", agent_b}})
    if (!make_agent(name, 0))
      return fmt::format("{}: unknown agent '{}'; the agents are {}", flag, name, fmt::join(agent_names(), ", "));
  if (req.mcts_iterations < 1 || req.mcts_iterations > 1000000)
    return fmt::format("--mcts-iterations must be from 1 to 1000000, not {}", req.mcts_iterations);
  if (req.jobs < 1 || req.jobs > 256) return fmt::format("--jobs must be from 1 to 256, not {}", req.jobs);
  return {};
}

std::string find_decks(const library& lib, const simulate_request& req, simulate_plan& plan) {
  for (const std::string& name : req.decks) {
    const checked::deck* d = lib.find_deck(name);
    if (!d) return fmt::format("--deck: {}", no_such_deck(lib, name));
    plan.run.decks.push_back(d);
  }
  if (plan.run.decks.size() > 255) return "at most 255 --deck options";
  if (req.importance.empty() != req.filler.empty()) return "--importance DECK and --filler NAME go together";
  if (!req.resource_filler.empty() && req.importance.empty()) return "--resource-filler goes with --importance";
  if (!req.importance.empty()) {
    const auto at = std::find(req.decks.begin(), req.decks.end(), req.importance);
    if (at == req.decks.end())
      return fmt::format("--importance: \"{}\" is not one of the --deck list (\"{}\")", req.importance,
                         fmt::join(req.decks, "\", \""));
    plan.importance_deck = static_cast<std::uint32_t>(at - req.decks.begin());
  }
  return {};
}

std::string refuse_outputs(const simulate_request& req) {
  std::string why;
  if (!req.save_games.empty() && !writable_dir(req.save_games, why))
    return fmt::format("--save-games: cannot write to \"{}\": {}", req.save_games, why);
  if (!req.report.empty() && !report_path_writable(req.report, why))
    return fmt::format("--report: cannot write to \"{}\": {}", req.report, why);
  return {};
}

// The cards, behaviour and agents of every game; 0, else the exit status (the errors printed).
int make_setup(const library& lib, const simulate_request& req, simulate_plan& plan) {
  game_setup& setup = plan.setup;
  setup.db = make_card_db(lib);
  setup.behaviour = make_text_behaviour(lib);
  setup.rules = req.rules;
  setup.limits.max_turns = req.max_turns;
  setup.limits.check_invariants = req.check;
  setup.agent = req.agent;
  setup.agent_b = plan.agent_b;
  setup.options.mcts.iterations = req.mcts_iterations;
  if (!req.filler.empty() && !setup.db->find(req.filler)) {
    fmt::print(stderr, "error: --filler: no card named \"{}\" in the library\n", req.filler);
    return 2;
  }
  if (!req.resource_filler.empty()) {
    const auto id = setup.db->find(req.resource_filler);
    if (!id || !(*setup.db)[*id].resource) {
      fmt::print(stderr, "error: --resource-filler: \"{}\" is not a resource card of the library\n", req.resource_filler);
      return 2;
    }
  }
  bool deck_errors = false;
  for (const checked::deck* d : plan.run.decks) {
    deck_list_result list = make_deck_list(*d, *setup.db);
    if (list.problems.empty()) list.problems = engine::validate_deck(list.deck, *setup.db);
    for (const auto& p : list.problems) fmt::print(stderr, "error: deck \"{}\": {}\n", d->name, p), deck_errors = true;
  }
  return deck_errors ? 1 : 0;
}

// Validate, then plan: 0 and the plan, else the exit status (the errors printed).
int plan_simulate(const library& lib, const simulate_request& req, simulate_plan& plan) {
  plan.agent_b = req.agent_b.empty() ? req.agent : req.agent_b;
  std::string why = refuse_numbers(req);
  if (why.empty()) why = find_decks(lib, req, plan);
  if (why.empty()) why = refuse_outputs(req);
  if (!why.empty()) {
    fmt::print(stderr, "error: {}\n", why);
    return 2;
  }
  if (const int status = make_setup(lib, req, plan); status != 0) return status;
  run_description& run = plan.run;
  for (std::uint32_t a = 0; a < run.decks.size(); ++a)
    for (std::uint32_t b = a + 1; b < run.decks.size(); ++b) run.pairs.emplace_back(a, b);
  run.seed = req.seed;
  run.games_per_pair = static_cast<std::uint32_t>(req.games);
  run.agent = req.agent;
  run.agent_b = plan.agent_b;
  if (req.agent == "mcts" || plan.agent_b == "mcts") run.mcts_iterations = req.mcts_iterations;
  run.rules = req.variants;
  run.limits = plan.setup.limits;
  return 0;
}

// What the run played, for printing.
struct simulate_outcome {
  run_output out;
  std::size_t importance_games = 0;
  importance_result importance;
};

// Runs the plan on this process's ranks: the games, then --importance's variants.
void play_plan(mpi_ranks& ranks, const simulate_request& req, const simulate_plan& plan, const run_settings& settings,
               reducer& figures_so_far, win_marks& base, simulate_outcome& done) {
  const run_description& run = plan.run;
  if (!req.importance.empty()) figures_so_far.watch([&](const game_record& g) { base.add(g); });
  done.out = ranks.run(run, plan.setup, settings, figures_so_far);
  if (req.importance.empty()) return;
  done.importance = {req.importance, req.filler, req.resource_filler,
                     plan_importance(*run.decks[plan.importance_deck], req.filler, *plan.setup.db, req.resource_filler), {}};
  run_output more = run_importance(ranks, run, plan.setup, settings, plan.importance_deck, done.importance, done.out);
  done.importance_games = more.games_done;
  done.out.seconds += more.seconds;
  done.out.interrupted = done.out.interrupted || more.interrupted;
  for (std::string& e : more.errors) done.out.errors.push_back(std::move(e));
  for (std::string& v : more.violations) done.out.violations.push_back(std::move(v));
}

// What the page shows beside the figures: each card's text as `show` prints it (on hover),
// and the --save-games folder as seen from the page's folder.
report_extras make_extras(const library& lib, const simulate_request& req, const nlohmann::ordered_json& figures) {
  namespace fs = std::filesystem;
  report_extras x;
  auto note = [&](const std::string& name) {
    const checked::card* card = x.card_texts.count(name) ? nullptr : lib.find_card(name);
    if (!card) return;
    const std::string text = card_text(lib, *card);
    std::string errors;
    x.card_texts[name] = format_source("show", text, errors).value_or(text);
  };
  for (const auto& c : figures["cards"]) note(c["card"].get<std::string>());
  if (!req.save_games.empty()) {
    const fs::path page_dir = fs::absolute(req.report).parent_path().lexically_normal();
    x.saved_games = fs::absolute(req.save_games).lexically_normal().lexically_relative(page_dir).generic_string();
    while (!x.saved_games.empty() && x.saved_games.back() == '/') x.saved_games.pop_back();
    if (x.saved_games.empty()) x.saved_games = ".";
    x.viewer = req.viewer;
    x.saved_games_path = req.save_games;
  }
  return x;
}

// The figures as asked (--format), and --report's page; false when the page failed.
bool print_figures(const library& lib, const simulate_request& req, nlohmann::ordered_json figures,
                   const nlohmann::ordered_json& timing, std::uint64_t played, double seconds, const std::string& jobs) {
  const double rate = seconds > 0 ? double(played) / seconds : 0;
  bool report_failed = false;
  if (!req.report.empty()) {
    nlohmann::ordered_json timed = figures;
    timed["timing"] = timing;
    std::string why;
    if (!write_report(req.report, render_report(timed, make_extras(lib, req, figures)), why))
      fmt::print(stderr, "error: --report: cannot write \"{}\": {}\n", req.report, why), report_failed = true;
  }
  if (req.format == "json") {
    figures["timing"] = timing;
    fmt::print("{}\n", figures.dump(2));
  } else if (req.format == "csv") {
    fmt::print("{}", format_csv(figures));
    fmt::print(stderr, "{} games in {:.2f} s ({:.1f} games/s, {})\n", played, seconds, rate, jobs);
  } else {
    fmt::print("{}", format_text(figures, fmt::format("Timing: {} games in {:.2f} s ({:.1f} games/s, {})", played,
                                                      seconds, rate, jobs)));
  }
  return !report_failed;
}

// After the figures: an interrupted run's count, and --check's summary.
void print_notes(const simulate_request& req, const run_output& out, std::uint64_t played, std::uint64_t planned,
                 std::size_t importance_games) {
  if (out.interrupted)
    fmt::print(stderr, "interrupted: {} of {} games were played{}\n", played - importance_games, planned,
               req.importance.empty() ? "" : " (and the importance runs stopped)");
  // --check: every violation was printed as it happened; the summary counts them.
  if (req.check)
    fmt::print(stderr, "--check: {} invariant violation(s) in {} games{}\n", out.violations.size(),
               played + out.violations.size(),
               out.violations.empty() ? "" : fmt::format(" (replays in {})", req.save_games.empty()
                                                                           ? std::string(default_violation_dir)
                                                                           : req.save_games));
}

// Rank 0 prints the figures and gives the exit status.
int print_outcome(const library& lib, const simulate_request& req, const mpi_ranks& ranks, const reducer& figures_so_far,
                  const win_marks& base, const simulate_outcome& done) {
  const run_output& out = done.out;
  for (const auto& e : out.errors) fmt::print(stderr, "error: {}\n", e);
  nlohmann::ordered_json figures = figures_so_far.figures(out.interrupted);
  if (!req.importance.empty()) figures["importance"] = importance_json(done.importance, base.marks());
  const std::uint64_t played = figures["run"]["games_played"].get<std::uint64_t>() + done.importance_games;
  const double rate = out.seconds > 0 ? double(played) / out.seconds : 0;
  std::string jobs = ranks.size() > 1 ? fmt::format("{} job(s) on each of {} ranks", req.jobs, ranks.size())
                                      : fmt::format("{} job(s)", req.jobs);
  if (done.importance_games) jobs += fmt::format("; {} of the games for --importance", done.importance_games);
  nlohmann::ordered_json timing = {
      {"seconds", out.seconds}, {"games_per_second", rate}, {"jobs", req.jobs}, {"ranks", ranks.size()}};
  if (!req.importance.empty()) timing["importance_games"] = done.importance_games;
  const bool report_written = print_figures(lib, req, figures, timing, played, out.seconds, jobs);
  print_notes(req, out, played, figures["run"]["games_planned"].get<std::uint64_t>(), done.importance_games);
  if (!out.errors.empty() || !out.violations.empty() || !report_written) return 1;
  return out.interrupted ? 130 : 0;  // 128 + SIGINT, as shells report a Ctrl-C
}

// --importance with no --agent: the balance default plays both decks (docs/agents.md).
simulate_request with_balance_default(simulate_request req) {
  if (req.importance.empty() || req.agent_given) return req;
  std::string why;
  const auto agent = parse_ladder_agent(balance_agent, why);  // a fixed name: tested to parse
  req.agent = agent->base;
  if (!req.mcts_iterations_given) req.mcts_iterations = agent->options.mcts.iterations;
  fmt::print(stderr, "--importance: agent {}, the balance default (docs/agents.md; --agent to choose another)\n",
             ladder_name(req.agent, req.mcts_iterations));
  return req;
}

}  // namespace

int run_simulate(const library& lib, const simulate_request& given) {
  const simulate_request req = with_balance_default(given);
  simulate_plan plan;
  if (const int status = plan_simulate(lib, req, plan); status != 0) return status;
  run_settings settings;
  settings.jobs = req.jobs;
  settings.save_dir = req.save_games;
  settings.violation_dir = req.save_games;  // else default_violation_dir
  settings.library = library_hash(lib);
  mpi_ranks ranks;  // under mpirun: this process's share of the games (sim/mpi_run.hpp)
  // The importance request and --check are part of what every rank must share (hashed
  // with the library's hash).
  std::string shared = settings.library;
  if (!req.importance.empty())
    shared += "\nimportance " + req.importance + "\nfiller " + req.filler + "\nresource filler " + req.resource_filler;
  if (req.check) shared += "\ncheck";
  if (!ranks.same_run(plan.run, shared)) return 2;
  settings.progress = isatty(STDERR_FILENO);
  settings.stop = &interrupted;
  interrupted = false;
  void (*previous)(int) = std::signal(SIGINT, on_sigint);
  reducer figures_so_far(plan.run, *plan.setup.db);
  win_marks base(plan.run, plan.importance_deck);
  simulate_outcome done;
  play_plan(ranks, req, plan, settings, figures_so_far, base, done);
  std::signal(SIGINT, previous);
  if (ranks.rank() != 0) return 0;  // rank 0 prints the figures and gives the status
  return print_outcome(lib, req, ranks, figures_so_far, base, done);
}

}  // namespace megacorp::sim
