// `megacorp rules ...` (cli/rules_command.hpp).
#include "cli/rules_command.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>

#include <fmt/format.h>

#include "conformance/citations.hpp"
#include "conformance/coverage_report.hpp"
#include "conformance/interactions.hpp"
#include "conformance/path_coverage.hpp"
#include "conformance/rules_index.hpp"
#include "conformance/variant_check.hpp"
#include "input/read.hpp"
#include "library/game_cards.hpp"
#include "rulebook/index_file.hpp"
#include "rulebook/splitter.hpp"

namespace megacorp {

namespace {

int split(const rules_request& req) {
  std::string text, error;
  if (!read_input(req.book_file, text, error)) {
    fmt::print(stderr, "error: {}\n", error);
    return 2;
  }
  rulebook::book_index index{req.book, req.book_file, rulebook::split_book(req.book, text), {}};
  fmt::print("{}", rulebook::write_index(index));
  return 0;
}

// Runs every scenario under the paths, and again with the variant of each ruling or
// conflict statement it cites toggled; false after printing the input's errors.
bool run_scenarios(load_request load, std::vector<scenario_result>& results, library& lib,
                   const conformance::rules_index& idx, conformance::variant_runs& runs) {
  diagnostics diags;
  const bool io_ok = load_inputs(lib, load, diags);
  if (!io_ok || diags.has_errors()) {
    diags.sort();
    std::fputs(format_text(diags).c_str(), stderr);
    return false;
  }
  auto db = make_card_db(lib);
  for (const auto& sc : lib.scenarios())
    if (sc->where.file && covers(load.paths, sc->where.file->name())) results.push_back(run_scenario(lib, db, *sc));
  runs = conformance::run_under_variants(lib, db, results, idx);
  return true;
}

// A covered statement names at least one passing scenario whose citation holds.
void check_covered(const conformance::rules_index& idx, const std::vector<conformance::citation_check>& cites,
                   std::vector<rulebook::problem>& problems) {
  std::set<std::string> held;
  for (const auto& c : cites)
    if (c.holds) held.insert(c.id);
  for (const auto& [file, index] : idx.books)
    for (const rulebook::statement& s : index.statements)
      if (s.st == rulebook::status::covered && !held.count(s.id))
        problems.push_back({file, s.line, s.id + " is covered but no passing scenario's citation of it holds"});
}

// The known missing cells of the interactions page, one `ROW × COLUMN` a line ('#' comments).
std::set<std::string> known_missing(const std::string& root, bool& found) {
  std::set<std::string> out;
  std::ifstream in(std::filesystem::path(root) / "rules" / "interactions_missing.txt");
  found = static_cast<bool>(in);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') out.insert(line);
  return out;
}

// `rules interactions`: docs/interactions.md on stdout; exit 1 when a missing cell is not in
// rules/interactions_missing.txt or a listed cell is not missing (a list kept both ways, as
// examples/designs/missing_cells.txt is).
int interactions(const rules_request& req, const library& lib, const std::vector<scenario_result>& results,
                 const conformance::rules_index& idx) {
  const std::vector<conformance::interaction_cell> cells = conformance::interaction_cells(lib, results, idx);
  fmt::print("{}", conformance::render_interactions(lib, cells));
  bool found = false;
  std::set<std::string> listed = known_missing(req.root, found);
  int problems = found ? 0 : 1;
  if (!found) fmt::print(stderr, "rules/interactions_missing.txt: cannot read it\n");
  for (const conformance::interaction_cell& c : cells) {
    const bool was_listed = listed.erase(conformance::cell_name(c)) > 0;
    if (c.missing() && !was_listed) {
      fmt::print(stderr, "missing: {}: they share {} and no passing scenario needs both\n", conformance::cell_name(c),
                 fmt::join(c.shared, ", "));
      ++problems;
    } else if (!c.missing() && was_listed) {
      fmt::print(stderr, "rules/interactions_missing.txt lists {}, which is not missing: take it off\n", conformance::cell_name(c));
      ++problems;
    }
  }
  for (const std::string& name : listed) {
    fmt::print(stderr, "rules/interactions_missing.txt lists {}, which is no cell\n", name);
    ++problems;
  }
  return problems == 0 ? 0 : 1;
}

int check_or_report(const rules_request& req, load_request load) {
  std::vector<rulebook::problem> problems;
  const conformance::rules_index idx = conformance::load_rules_index(req.root, problems);
  library lib;
  std::vector<scenario_result> results;
  conformance::variant_runs runs;
  load.paths = req.paths.empty() ? std::vector<std::string>{"examples"} : req.paths;
  if (!run_scenarios(load, results, lib, idx, runs)) return 1;
  const std::vector<conformance::citation_check> cites = conformance::check_citations(results, idx, runs);
  if (req.action == "report") {
    fmt::print("{}", conformance::render_coverage(idx, cites));
    return 0;
  }
  if (req.action == "interactions") return interactions(req, lib, results, idx);
  check_covered(idx, cites, problems);
  conformance::check_variant_witnesses(idx, lib, runs, problems);
  for (const auto& c : cites)
    if (!c.holds) problems.push_back({c.where, 0, fmt::format("error: cites {}: {}", c.id, c.why)});
  for (const rulebook::problem& p : problems) fmt::print(stderr, "{}\n", rulebook::format_problem(p));
  int held = 0;
  for (const auto& c : cites) held += c.holds ? 1 : 0;
  fmt::print("{} statements in {} books; {} scenarios run, {} citations hold, {} runs with a variant toggled; {} "
             "problem(s)\n",
             idx.by_id.size(), idx.books.size(), results.size(), held, runs.size(), problems.size());
  return problems.empty() ? 0 : 1;
}

// `rules paths`: every scenario run, one after another, with a path_recorder watching
// (docs/engine.md, "Path ids"); the report on stdout, each gap on stderr.
int paths(const rules_request& req, load_request load) {
  load.paths = req.paths.empty() ? std::vector<std::string>{"examples"} : req.paths;
  library lib;
  diagnostics diags;
  if (!load_inputs(lib, load, diags) || diags.has_errors()) {
    diags.sort();
    std::fputs(format_text(diags).c_str(), stderr);
    return 2;
  }
  auto db = make_card_db(lib);
  conformance::path_recorder recorder;
  engine::watching_paths = &recorder;
  for (const auto& sc : lib.scenarios())
    if (sc->where.file && covers(load.paths, sc->where.file->name()))
      recorder.scenario_done(run_scenario(lib, db, *sc).status == scenario_status::passed);
  engine::watching_paths = nullptr;
  fmt::print("{}", conformance::render_paths(recorder));
  const auto gaps = conformance::path_gaps(recorder);
  for (const conformance::path_gap& g : gaps) fmt::print(stderr, "path {} ({}): {}\n", g.path, g.section, g.why);
  return gaps.empty() ? 0 : 1;
}

}  // namespace

std::map<std::string, std::vector<std::string>> statements_by_variant(const std::string& root) {
  std::map<std::string, std::vector<std::string>> out;
  std::error_code ec;
  if (!std::filesystem::is_directory(std::filesystem::path(root) / "rules" / "index", ec)) return out;
  std::vector<rulebook::problem> problems;  // `rules check` reports them
  const conformance::rules_index idx = conformance::load_rules_index(root, problems);
  for (const auto& [file, index] : idx.books)
    for (const rulebook::statement& s : index.statements)
      if (const std::string variant = conformance::ruled_variant(s); !variant.empty()) out[variant].push_back(s.id);
  return out;
}

int run_rules_command(const rules_request& req, load_request load) {
  if (req.action == "split") return split(req);
  if (req.action == "paths") return paths(req, std::move(load));
  return check_or_report(req, std::move(load));
}

}  // namespace megacorp
