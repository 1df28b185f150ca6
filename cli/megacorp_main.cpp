// The `megacorp` command: check card files, show checked cards, run scenarios, print the
// card gallery, the keyword page and the vocabulary page, draw card faces (cards), play
// seeded self-play games, lay out files (fmt), serve games over HTTP (serve).
//
// Exit status: 0 clean (warnings allowed), 1 errors in the input, 2 usage or I/O error.
#include <algorithm>
#include <cstdio>
#include <deque>
#include <iostream>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/cards_command.hpp"
#include "cli/command_line.hpp"
#include "cli/exit_status.hpp"
#include "cli/fmt_command.hpp"
#include "cli/inputs.hpp"
#include "cli/library_location.hpp"
#include "cli/megacorp_main.hpp"
#include "cli/output.hpp"
#include "cli/play_command.hpp"
#include "cli/rules_command.hpp"
#include "cli/show_command.hpp"
#include "docgen/gallery.hpp"
#include "library/game_cards.hpp"
#include "docgen/keyword_doc.hpp"
#include "library/library.hpp"
#include "docgen/reference_page.hpp"
#include "ir/names.hpp"
#include "ir/render.hpp"
#include "scenario/scenario_runner.hpp"
#include "scenario/scenario_text.hpp"
#include "vocabulary/variants.hpp"
#include "lsp/server.hpp"
#include "serve/server.hpp"
#include "sim/commands.hpp"

namespace fs = std::filesystem;
using namespace megacorp;

namespace {


struct options {
  std::string format = "text";
  std::string prelude;
  bool no_prelude = false;
  std::string cards;       // the card library (default: the bundled cards/)
  bool no_library = false;
  std::vector<std::string> mods;  // --mod: folders or files of keywords and cards loaded after the library
  bool explain = false;
  std::vector<std::string> rules;  // --rules: variants on top of each scenario's `rules:`, or for self-play
};

// Applies the variants named by --rules to `rules`, built in or declared by the loaded
// library's text; false, after saying which names are known, when one is unknown
// (docs/rulings.md).
bool apply_rules_option(const std::vector<std::string>& names, engine::rules_options& rules, const library& lib) {
  for (const std::string& n : names)
    if (!apply_variant(n, rules, lib.variants())) {
      fmt::print(stderr, "error: --rules: {}\n", unknown_variant(n, lib.variants()));
      return false;
    }
  return true;
}

// Loads the prelude, the card library, the mods and the given paths (cli/inputs.hpp).
bool load(library& lib, const std::vector<std::string>& paths, const options& opt, diagnostics& diags) {
  return load_inputs(lib, {paths, opt.prelude, opt.no_prelude, opt.cards, opt.no_library, opt.mods}, diags);
}

void print_diagnostics(diagnostics& diags, const options& opt) {
  diags.sort();
  if (opt.format == "json") {
    fmt::print("{}\n", format_json(diags));
    return;
  }
  std::string text = format_text(diags);
  std::fputs(text.c_str(), stderr);
}

int run_check(const std::vector<std::string>& paths, const options& opt) {
  library lib;
  diagnostics diags;
  bool io_ok = load(lib, paths, opt, diags);
  print_diagnostics(diags, opt);
  if (!io_ok) return exit_status::usage_error;
  if (diags.has_errors()) {
    if (opt.format == "text") fmt::print(stderr, "{} error(s)\n", diags.error_count());
    return exit_status::input_errors;
  }
  if (opt.format == "text")
    fmt::print("ok: {} card(s), {} keyword(s), {} deck(s) checked\n", lib.cards().size(), lib.keywords().size(),
               lib.decks().size());
  return exit_status::ok;
}

int run_show(const std::string& name, std::vector<std::string> paths, bool tree, const options& opt) {
  library lib;
  diagnostics diags;
  bool io_ok = load(lib, paths, opt, diags);
  if (!io_ok || diags.has_errors()) {
    print_diagnostics(diags, opt);
    return io_ok ? exit_status::input_errors : exit_status::usage_error;
  }
  return print_definition(lib, name, opt.format == "json" ? show_form::json : tree ? show_form::tree : show_form::text);
}

int run_test(const std::vector<std::string>& paths, const options& opt) {
  library lib;
  diagnostics diags;
  bool io_ok = load(lib, paths, opt, diags);
  if (!io_ok || diags.has_errors()) {
    print_diagnostics(diags, opt);
    if (io_ok && opt.format == "text") fmt::print(stderr, "{} error(s): no scenario was run\n", diags.error_count());
    return io_ok ? exit_status::input_errors : exit_status::usage_error;
  }
  // The check's warnings, before the results (on standard error): a card whose text checks
  // with a warning may be why a scenario fails (blind design batch 30, N1: `megacorp test`
  // dropped them). JSON output keeps to its results.
  if (opt.format == "text" && !diags.list().empty()) print_diagnostics(diags, opt);
  if (engine::rules_options check; !apply_rules_option(opt.rules, check, lib)) return exit_status::usage_error;
  // Only the scenarios in the given paths run, not any the library itself holds.
  std::vector<const checked::scenario*> chosen;
  for (const auto& sc : lib.scenarios())
    if (sc->where.file && covers(paths, sc->where.file->name())) chosen.push_back(sc.get());
  auto db = make_card_db(lib);
  std::vector<scenario_result> results;
  int passed = 0, failed = 0, pending = 0;
  if (!opt.rules.empty() && opt.format == "text")
    fmt::print("rules: {} on top of each scenario's own\n", fmt::join(opt.rules, ", "));
  // Each scenario under its own `rules:`, then --rules on top; the copies outlive the
  // results, which point to them (the JSON output reads them after the loop).
  std::deque<checked::scenario> runs;
  for (const checked::scenario* sc : chosen) {
    checked::scenario& under = runs.emplace_back(*sc);
    apply_rules_option(opt.rules, under.rules, lib);
    under.variants.insert(under.variants.end(), opt.rules.begin(), opt.rules.end());
    results.push_back(run_scenario(lib, db, under));
    const scenario_result& r = results.back();
    if (r.status == scenario_status::passed) ++passed;
    else if (r.status == scenario_status::pending) ++pending;
    else ++failed;
    if (opt.format == "text") fmt::print("{}", format_result(r, opt.explain));
  }
  if (opt.format == "json") {
    fmt::print("{}\n", format_results_json(results));
  } else {
    if (chosen.empty()) fmt::print("no scenarios found in the given paths\n");
    fmt::print("{} passed, {} failed{}\n", passed, failed,
               pending ? fmt::format(" ({} pending: expected to fail, see above)", pending) : "");
  }
  return failed == 0 ? exit_status::ok : exit_status::input_errors;
}

// Loads the library alone (no extra paths); false after printing why it cannot be used.
bool load_library(library& lib, const std::vector<std::string>& paths, const options& opt, int& status) {
  diagnostics diags;
  bool io_ok = load(lib, paths, opt, diags);
  if (io_ok && !diags.has_errors()) return true;
  print_diagnostics(diags, opt);
  status = io_ok ? exit_status::input_errors : exit_status::usage_error;
  return false;
}

// A page generated from the library (docs/cards.md, docs/keywords.md), or a list.
int print_library_page(const options& opt, std::string (*render)(const library&)) {
  library lib;
  int status = exit_status::ok;
  if (!load_library(lib, {}, opt, status)) return status;
  fmt::print("{}", render(lib));
  return exit_status::ok;
}

// `megacorp variants`: every rules variant the loaded library knows, built in or declared
// by its text, with the book it follows (docs/rulings.md).
// Run from a checkout, each is followed by the rulebook statements that name it as their
// ruling or conflict (rules/index/, docs/rules_index.md).
std::string render_variant_list(const library& lib) {
  std::string out;
  const std::map<std::string, std::vector<std::string>> ids = statements_by_variant(".");
  auto statements = [&](const std::string& name) {
    const auto it = ids.find(name);
    return it == ids.end() ? std::string() : fmt::format("  statements: {}\n", fmt::join(it->second, ", "));
  };
  for (const rules_variant& v : rules_variants())
    out += fmt::format("{}: {} (built in)\n", v.name, v.source) + statements(v.name);
  for (const checked::variant& v : lib.variants()) {
    const line_col at = v.where.file->locate(v.where.begin);
    out += fmt::format("{}: {} (declared at {}:{})\n", v.name, v.source, v.where.file->name(), at.line) +
           statements(v.name);
  }
  return out;
}

// The same list as JSON: [{"name", "source", "declared_at" (file:line, for declared ones)}].
std::string render_variant_json(const library& lib) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const rules_variant& v : rules_variants()) list.push_back({{"name", v.name}, {"source", v.source}});
  for (const checked::variant& v : lib.variants()) {
    const line_col at = v.where.file->locate(v.where.begin);
    list.push_back({{"name", v.name}, {"source", v.source}, {"declared_at", fmt::format("{}:{}", v.where.file->name(), at.line)}});
  }
  return list.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

int run_play_command(play_request req, const std::vector<std::string>& paths, const options& opt) {
  library lib;
  int status = exit_status::ok;
  if (!load_library(lib, paths, opt, status)) return status;
  if (!apply_rules_option(opt.rules, req.rules, lib)) return exit_status::usage_error;
  req.variants = opt.rules;
  req.format = opt.format;
  return run_play(lib, req);
}

// `megacorp lsp`: the server sees the library the other commands would load from the
// current folder (docs/install.md), and the same options.
int run_lsp(const options& opt) {
  lsp::config cfg{opt.prelude, opt.no_prelude, opt.cards, opt.no_library, opt.mods};
  if (!opt.no_library || (!opt.no_prelude && opt.prelude.empty())) {
    std::string tried;
    std::error_code ec;
    const auto found = find_library(opt.cards, {fs::current_path(ec).string()}, tried);
    if (!found) {
      fmt::print(stderr, "error: cannot find the card library ({}); give --cards DIR or set MEGACORP_CARDS (docs/install.md)\n", tried);
      return exit_status::usage_error;
    }
    cfg.cards = found->string();
  }
  return lsp::serve(std::cin, std::cout, cfg);
}

// `megacorp serve`: the library and mods loaded once, then the server (docs/play.md).
int run_serve_command(const serve::server_options& req, const options& opt) {
  library lib;
  int status = exit_status::ok;
  if (!load_library(lib, {}, opt, status)) return status;
  return serve::run_server(lib, req);
}

int run_simulate_command(sim::simulate_request req, const std::vector<std::string>& paths, const options& opt) {
  library lib;
  int status = exit_status::ok;
  if (!load_library(lib, paths, opt, status)) return status;
  if (!apply_rules_option(opt.rules, req.rules, lib)) return exit_status::usage_error;
  req.variants = opt.rules;
  return sim::run_simulate(lib, req);
}

int run_cards_command(cards_request req, const options& opt) {
  library lib;
  int status = exit_status::ok;
  if (!load_library(lib, req.paths, opt, status)) return status;
  req.mods = opt.mods;
  return run_cards(lib, req);
}

int run_replay_command(const sim::replay_request& req, const std::vector<std::string>& paths, const options& opt) {
  library lib;
  int status = exit_status::ok;
  if (!load_library(lib, paths, opt, status)) return status;
  return sim::run_replay(lib, req);
}

// A subcommand: its CLI11 declaration, and what runs when the command line names it. Each
// add_* function declares one (its options bound to state the runner keeps).
struct subcommand {
  CLI::App* app;
  std::function<int()> run;
};

const std::string rules_help = "Rules variants (docs/rulings.md), comma-separated, applied on top of ";

void add_global_options(CLI::App& app, options& opt) {
  app.set_version_flag("--version", std::string("megacorp ") + MEGACORP_VERSION);
  app.require_subcommand(1);
  app.fallthrough();  // global options may also follow the subcommand
  app.add_option("--format", opt.format, "Output format: text (the default), json, or csv (simulate only)")
      ->check(CLI::IsMember({"text", "json", "csv"}));
  app.add_option("--prelude", opt.prelude, "Keyword prelude to load (default: the card library's prelude/)");
  app.add_flag("--no-prelude", opt.no_prelude, "Do not load the keyword prelude");
  app.add_option("--cards", opt.cards, "Card library to load (default: one holding a path given, else $MEGACORP_CARDS, else the installed one; docs/install.md)");
  app.add_flag("--no-library", opt.no_library, "Do not load the card library");
  app.add_option("--mod", opt.mods, "A mod to load after the library: a folder (or file) of keywords and cards; repeatable")
      ->check(CLI::ExistingPath)
      ->allow_extra_args(false);  // one folder per --mod, so `check --mod DIR DIR` works
}

subcommand add_check(CLI::App& app, const options& opt) {
  auto paths = std::make_shared<std::vector<std::string>>();
  CLI::App* check = app.add_subcommand("check", "Check card, keyword and deck files (folders are searched for *.mc)");
  check->add_option("paths", *paths, "Files or folders")->required();
  return {check, [paths, &opt] { return run_check(*paths, opt); }};
}

subcommand add_show(CLI::App& app, const options& opt) {
  auto name = std::make_shared<std::string>();
  auto paths = std::make_shared<std::vector<std::string>>();
  auto tree = std::make_shared<bool>(false);
  CLI::App* show = app.add_subcommand("show", "Print a card, keyword or deck from its checked tree, as card language");
  show->add_option("name", *name, "Card, keyword or deck name")->required();
  show->add_option("paths", *paths, "More files or folders to load");
  show->add_flag("--tree", *tree, "Print a card's or keyword's summary and checked effect tree instead");
  return {show, [name, paths, tree, &opt] { return run_show(*name, *paths, *tree, opt); }};
}

subcommand add_test(CLI::App& app, options& opt) {
  auto paths = std::make_shared<std::vector<std::string>>();
  CLI::App* test = app.add_subcommand("test", "Run scenarios (files or folders); exit 0 only when all pass");
  test->add_option("paths", *paths, "Files or folders")->required();
  test->add_flag("--explain", opt.explain, "Print every rule applied, in sentences, with its cause");
  test->add_option("--rules", opt.rules, rules_help + "each scenario's own rules: line")->delimiter(',');
  return {test, [paths, &opt] { return run_test(*paths, opt); }};
}

// The pages printed from the loaded library as Markdown (or JSON).
std::vector<subcommand> add_pages(CLI::App& app, const options& opt) {
  CLI::App* gallery = app.add_subcommand("gallery", "Print the card library, its decks and keywords as Markdown");
  CLI::App* keywords = app.add_subcommand(
      "keywords", "Print each keyword's definition beside its rulebook quote, and its cards, as Markdown");
  CLI::App* reference = app.add_subcommand(
      "reference", "Print every phrase, step, modal and statement of the card language, with what it does, as Markdown");
  CLI::App* variants = app.add_subcommand(
      "variants", "List the rules variants (docs/rulings.md), built in or declared by the loaded text, with their sources");
  return {{gallery, [&opt] { return print_library_page(opt, render_gallery); }},
          {keywords, [&opt] { return print_library_page(opt, render_keyword_doc); }},
          {reference, [&opt] { return print_library_page(opt, render_reference_page); }},
          {variants, [&opt] {
             return print_library_page(opt, opt.format == "json" ? render_variant_json : render_variant_list);
           }}};
}

subcommand add_play(CLI::App& app, options& opt) {
  auto req = std::make_shared<play_request>();
  auto paths = std::make_shared<std::vector<std::string>>();
  CLI::App* play = app.add_subcommand("play", "Play a seeded self-play game between two decks of the library");
  add_seed_option(*play, req->seed, "Seed of the game and of the agents (default 1)");
  play->add_option("--max-turns", req->max_turns, "Stop and call it a draw after this many turns (default 200)")
      ->check(CLI::Range(1, 100000));
  play->add_option("--rules", opt.rules, rules_help + "the standard rules")
      ->delimiter(',')
      ->allow_extra_args(false);  // the decks that follow are positionals, not more variants
  play->add_option("--agent", req->agent,
                   "Seat 1's player: human (you, in the terminal; docs/play.md), random, greedy, fast or mcts (default random)");
  play->add_option("--mcts-iterations", req->mcts_iterations, "MCTS iterations per decision (default 100)")
      ->check(CLI::Range(1, 1000000));
  play->add_option("--agent-b", req->agent_b, "Seat 2's player (default: as --agent; random when --agent is human; human for two people at one keyboard)");
  play->add_option("--save-game", req->save_game,
                   "Write the game to this file as simulate --save-games does, for megacorp replay");
  play->add_option("--export-scenario", req->export_scenario.file,
                   "Write the game as a scenario to this file (megacorp test runs it; docs/replays.md)");
  play->add_flag("--export-board", req->export_scenario.board,
                 "With --export-scenario: the final position as a board, with no actions (docs/scenarios.md)");
  auto decks = std::make_shared<std::vector<std::string>>();
  auto args = std::make_shared<std::vector<std::string>>();
  play->add_option("--deck", *decks, "A deck of the library, given twice: player 1's, then player 2's")
      ->allow_extra_args(false);
  play->add_option("decks_and_paths", *args,
                   "DECK_A DECK_B, the shorthand for --deck DECK_A --deck DECK_B; then more files or folders to load "
                   "(decks of your own). With --deck, all are files or folders");
  return {play, [req, decks, args, paths, &opt] {
            if (std::string why = take_play_decks(*req, *decks, *args, *paths); !why.empty()) {
              fmt::print(stderr, "error: {}\n", why);
              return int(exit_status::usage_error);
            }
            return run_play_command(*req, *paths, opt);
          }};
}

subcommand add_fmt(CLI::App& app) {
  auto paths = std::make_shared<std::vector<std::string>>();
  auto check = std::make_shared<bool>(false);
  CLI::App* fmt_cmd = app.add_subcommand("fmt", "Lay out .mc files canonically, in place (folders are searched for *.mc; - is stdin)");
  fmt_cmd->add_option("paths", *paths, "Files, folders, or - for standard input")->required();
  fmt_cmd->add_flag("--check", *check, "Change nothing; name the files whose layout differs and exit 1 if any");
  return {fmt_cmd, [paths, check] { return run_fmt(*paths, *check); }};
}

subcommand add_lsp(CLI::App& app, const options& opt) {
  CLI::App* lsp_cmd = app.add_subcommand("lsp", "Run the language server on stdin/stdout (docs/editors.md)");
  return {lsp_cmd, [&opt] { return run_lsp(opt); }};
}

subcommand add_serve(CLI::App& app, const options& opt) {
  auto req = std::make_shared<serve::server_options>();
  CLI::App* serve_cmd = app.add_subcommand("serve", "Serve games over HTTP on this machine: the JSON API of docs/play.md");
  serve_cmd->add_option("--port", req->port, "Port to listen on (default 8080; 0 picks a free one and prints it)")
      ->check(CLI::Range(0u, 65535u));
  serve_cmd->add_option("--host", req->host, "Address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)");
  return {serve_cmd, [req, &opt] { return run_serve_command(*req, opt); }};
}

subcommand add_simulate(CLI::App& app, options& opt) {
  auto req = std::make_shared<sim::simulate_request>();
  auto paths = std::make_shared<std::vector<std::string>>();
  CLI::App* simulate = app.add_subcommand("simulate", "Play many seeded games between library decks and print the figures");
  simulate->add_option("--deck", req->decks, "A deck of the library; at least 2; every pair plays");
  simulate->add_option("--games", req->games, "Games per pair (even: half in each seat)");
  add_seed_option(*simulate, req->seed, "Seed of the run (default 1)");
  simulate->add_option("--agent", req->agent, "The agent of each pair's first deck (random, greedy, fast, mcts; default random)");
  simulate->add_option("--agent-b", req->agent_b, "The agent of each pair's second deck (default: as --agent)");
  simulate->add_option("--mcts-iterations", req->mcts_iterations, "MCTS iterations per decision (default 100)");
  simulate->add_option("--jobs", req->jobs, "Threads playing games (default 1)");
  simulate->add_option("--max-turns", req->max_turns, "A game still going after this many turns is capped (default 200)")
      ->check(CLI::Range(1, 100000));
  simulate->add_option("--rules", opt.rules, rules_help + "the standard rules")->delimiter(',');
  simulate->add_option("--format", req->format, "Output format")->check(CLI::IsMember({"text", "json", "csv"}));
  simulate->add_option("--save-games", req->save_games, "Folder to write one replay file per game into");
  simulate->add_option("--report", req->report, "Also write the figures as an HTML page with charts (one self-contained file)");
  simulate->add_option("--viewer", req->viewer,
                       "With --report and --save-games: the megacorp serve whose replay viewer the game links open "
                       "(default http://127.0.0.1:8080/; empty: no such links)");
  simulate->add_option("--importance", req->importance,
                       "Also measure each card's effect on this deck's win rate (one of the --deck list)");
  simulate->add_option("--filler", req->filler, "With --importance: the card put in place of each card measured");
  simulate->add_option("--resource-filler", req->resource_filler,
                       "With --importance: the resource card put in place of each resource card (default: the cheapest that keeps the deck legal)");
  simulate->add_flag("--check", req->check, "Check the engine's invariants after every action (slower)");
  simulate->add_option("--compare", req->compare, "Compare two runs' figures (A.json B.json from --format json); play nothing")
      ->expected(2);
  simulate->add_option("paths", *paths, "More files or folders to load (decks of your own)");
  return {simulate, [simulate, req, paths, &opt] {
            if (simulate->get_option("--format")->count() == 0) req->format = opt.format;  // `megacorp --format json simulate`
            if (!req->compare.empty()) return sim::run_compare(*req);
            req->agent_given = simulate->get_option("--agent")->count() > 0;
            req->mcts_iterations_given = simulate->get_option("--mcts-iterations")->count() > 0;
            return run_simulate_command(*req, *paths, opt);
          }};
}

int run_ladder_command(sim::ladder_request req, const options& opt) {
  library lib;
  int status = exit_status::ok;
  if (!load_library(lib, {}, opt, status)) return status;
  req.json = opt.format == "json";
  return sim::run_ladder(lib, req);
}

subcommand add_ladder(CLI::App& app, const options& opt) {
  auto req = std::make_shared<sim::ladder_request>();
  CLI::App* ladder = app.add_subcommand(
      "ladder", "Rate agents against each other over every ordered pairing of decks, keeping each game in FILE (docs/agents.md)");
  ladder->add_option("file", req->file, "The games file (docs/ladder/games.tsv): read, then rewritten with the new games");
  ladder->add_option("--agents", req->agents, "The agents, comma-separated: random, greedy, fast, mcts:N (N iterations a decision)")
      ->delimiter(',')
      ->allow_extra_args(false);  // FILE follows as a positional
  ladder->add_option("--decks", req->decks,
                     "The decks, comma-separated: library decks or drawn:SEED (default: the three starters)")
      ->delimiter(',')
      ->allow_extra_args(false);
  ladder->add_option("--jobs", req->jobs, "Threads playing games (default 1); the games do not depend on it");
  ladder->add_option("--min-games", req->min_games, "Games of each match of agents adjacent in rating (default 400)");
  ladder->add_option("--step-games", req->step_games, "Games added while two adjacent ratings are not told apart (default 200)");
  ladder->add_option("--max-games", req->max_games, "The most games a match plays (default 800)");
  ladder->add_flag("--print-decks", req->print_decks, "Print --decks as card language (drawn ones as drawn) and play nothing");
  ladder->add_flag("--table", req->table, "Print the ratings of FILE's games as Markdown (docs/agents.md) and play nothing");
  ladder->add_option("--verify", req->verify,
                     "Replay this many games of --agents (default random,greedy) sampled from FILE; exit 1 unless all end as recorded")
      ->check(CLI::Range(1, 1000000));
  add_seed_option(*ladder, req->seed, "Seed of --verify's sample (default 1)");
  return {ladder, [req, &opt] { return run_ladder_command(*req, opt); }};
}

subcommand add_cards(CLI::App& app, const options& opt) {
  auto req = std::make_shared<cards_request>();
  CLI::App* cards = app.add_subcommand("cards", "Draw card faces as SVG, PNG or a PDF to print: the library's cards, or those of the paths or mods given (docs/faces.md)");
  cards->add_option("paths", req->paths, "Files or folders whose cards to draw (default: the mods', else the library's)");
  cards->add_option("--svg", req->svg_dir, "Folder to write one SVG per card into, and the two backs");
  cards->add_option("--png", req->png_dir, "Folder to write one PNG per card into, and the two backs");
  cards->add_option("--dpi", req->dpi, "Resolution of the PNGs (default 300)")->check(CLI::Range(10.0, 1200.0));
  cards->add_option("--sheet", req->sheet, "A PDF to print: nine cards a page at real size, cut marks, backs on the next page for duplex");
  cards->add_option("--paper", req->paper, "The sheet's paper: a4 (default) or letter");
  cards->add_option("--bleed", req->bleed, "Millimetres of each card's ground printed beyond its cut line on the sheet (default 0)")
      ->check(CLI::Range(0.0, 5.0));
  cards->add_flag("--playtest", req->playtest, "Mark each front of the sheet PLAYTEST (a proxy)");
  cards->add_option("--html", req->html, "An HTML page of the faces, filterable by faction, type, cost and keyword and searchable (the visual gallery)");
  cards->add_option("--deck", req->deck, "Draw this deck's cards instead (on the sheet, each as many times as the deck lists it)");
  cards->add_option("--template", req->template_file, "A face template (default: a mod's face.template, else the built-in one)")
      ->check(CLI::ExistingFile);
  return {cards, [req, &opt] { return run_cards_command(*req, opt); }};
}

subcommand add_rules(CLI::App& app, const options& opt) {
  auto req = std::make_shared<rules_request>();
  CLI::App* rules_cmd = app.add_subcommand("rules", "The rules index: split a book, check the index and the scenarios' citations, print the coverage report (docs/rules_index.md)");
  rules_cmd->require_subcommand(1);
  CLI::App* split = rules_cmd->add_subcommand("split", "Print the first draft of a book's index: its statements, one sentence each");
  split->add_option("book", req->book, "The book's number, such as 001")->required();
  split->add_option("file", req->book_file, "The book's text file")->required();
  CLI::App* check = rules_cmd->add_subcommand("check", "Check rules/index/ against the books, and the scenarios' cites: against their runs");
  CLI::App* report = rules_cmd->add_subcommand("report", "Print the coverage report (docs/coverage.md)");
  CLI::App* interactions = rules_cmd->add_subcommand(
      "interactions", "Print the keyword interactions page (docs/interactions.md); exit 1 on a missing cell not listed in rules/interactions_missing.txt");
  CLI::App* paths = rules_cmd->add_subcommand(
      "paths", "Run the scenarios and print, for each path id of the engine, the phrases that answered there; exit 1 on a gap (docs/engine.md)");
  for (CLI::App* sub : {check, report, interactions, paths}) {
    sub->add_option("paths", req->paths, "Scenario files or folders (default: examples)");
    sub->add_option("--root", req->root, "The repository: rules/index/ and rules/books/ (default: .)");
  }
  return {rules_cmd, [req, split, check, paths, interactions, &opt] {
            req->action = *split ? "split" : *check ? "check" : *paths ? "paths" : *interactions ? "interactions" : "report";
            return run_rules_command(*req, {{}, opt.prelude, opt.no_prelude, opt.cards, opt.no_library, opt.mods});
          }};
}

subcommand add_replay(CLI::App& app, const options& opt) {
  auto req = std::make_shared<sim::replay_request>();
  auto paths = std::make_shared<std::vector<std::string>>();
  CLI::App* replay = app.add_subcommand("replay", "Replay a saved game and check that it reaches its saved end");
  replay->add_option("file", req->file, "A file written by simulate --save-games")->required();
  replay->add_flag("--explain", req->explain, "Print the game turn by turn, as play does");
  replay->add_option("--export-scenario", req->export_scenario,
                     "Write the game as a scenario to this file instead (megacorp test runs it; docs/replays.md)");
  replay->add_option("--export-at", req->export_at, "With --export-scenario: after this many actions (default: all)")
      ->check(CLI::Range(0LL, 1000000000LL));
  replay->add_flag("--export-board", req->export_board,
                   "With --export-scenario: the position as a board, with no actions (docs/scenarios.md)");
  replay->add_option("paths", *paths, "More files or folders to load (decks of your own)");
  return {replay, [req, paths, &opt] {
            req->json = opt.format == "json";
            return run_replay_command(*req, *paths, opt);
          }};
}

// Every subcommand, in the order the help lists them.
std::vector<subcommand> add_subcommands(CLI::App& app, options& opt) {
  std::vector<subcommand> all = {add_check(app, opt), add_show(app, opt), add_test(app, opt)};
  for (subcommand& page : add_pages(app, opt)) all.push_back(std::move(page));
  for (subcommand c : {add_play(app, opt), add_fmt(app), add_lsp(app, opt), add_serve(app, opt), add_simulate(app, opt),
                       add_ladder(app, opt), add_cards(app, opt), add_rules(app, opt), add_replay(app, opt)})
    all.push_back(std::move(c));
  return all;
}

// Parses the command line: nullopt to go on, else the exit status (help, an unknown
// command word, a parse error, a --format the subcommand refuses).
std::optional<int> parse_command_line(CLI::App& app, int argc, char** argv, const options& opt) {
  list_global_options_in_help(app);
  if (argc <= 1) {  // nothing asked: the help, and exit 2 since nothing was run
    fmt::print("{}", app.help());
    return exit_status::usage_error;
  }
  if (const auto word = first_command_word(argc, argv, app))
    if (std::string why = unknown_command(*word, app); !why.empty()) {
      fmt::print(stderr, "error: {}\n", why);
      return exit_status::usage_error;
    }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? exit_status::ok : exit_status::usage_error;
  }
  for (const CLI::App* sub : app.get_subcommands())
    if (std::string why = format_refusal(sub->get_name(), opt.format); !why.empty()) {
      fmt::print(stderr, "error: {}\n", why);
      return exit_status::usage_error;
    }
  return std::nullopt;
}

// The command; main() adds the check that its output was written.
int run(int argc, char** argv) {
  CLI::App app{"megacorp: the Megacorp card language and rules engine"};
  options opt;
  add_global_options(app, opt);
  const std::vector<subcommand> commands = add_subcommands(app, opt);
  if (const std::optional<int> status = parse_command_line(app, argc, argv, opt)) return *status;
  try {
    for (const subcommand& c : commands)
      if (*c.app) return c.run();
  } catch (const std::exception& e) {  // such as a failed write (fmt::system_error)
    report_error(e.what());
    return exit_status::usage_error;
  }
  return exit_status::usage_error;
}

}  // namespace

// Output that could not be written is an error, never lost silently (cli/output.hpp).
int megacorp_cli_main(int argc, char** argv) {
  int status = exit_status::usage_error;
  try {
    status = run(argc, argv);
  } catch (const std::exception& e) {
    report_error(e.what());
  }
  return finish_output(status);
}
