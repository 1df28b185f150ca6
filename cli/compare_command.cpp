// `megacorp simulate --compare A.json B.json` (docs/simulate.md, Comparing two runs): no
// game is played and no library is loaded.
#include <fmt/format.h>

#include "sim/commands.hpp"
#include "sim/compare.hpp"
#include "sim/report.hpp"

namespace megacorp::sim {

namespace {

// What --compare cannot be given with: the options of a run.
std::string refuse_compare(const simulate_request& req) {
  if (req.compare.size() != 2) return "--compare takes two files: --compare A.json B.json";
  if (!req.decks.empty() || req.games != 0 || !req.importance.empty() || !req.save_games.empty() || req.check)
    return "--compare compares two finished runs: give it no --deck, --games, --importance, --save-games or --check";
  if (req.format == "csv") return "--compare writes text (Markdown) or json, not csv";
  std::string why;
  if (!req.report.empty() && !report_path_writable(req.report, why))
    return fmt::format("--report: cannot write to \"{}\": {}", req.report, why);
  return {};
}

}  // namespace

int run_compare(const simulate_request& req) {
  std::string why = refuse_compare(req);
  nlohmann::ordered_json a, b, comparison;
  if (why.empty() && load_figures(req.compare[0], a, why) && load_figures(req.compare[1], b, why))
    compare_figures(a, b, req.compare[0], req.compare[1], comparison, why);
  if (!why.empty()) {
    fmt::print(stderr, "error: {}\n", why);
    return 2;
  }
  if (!req.report.empty() && !write_report(req.report, render_comparison(comparison), why)) {
    fmt::print(stderr, "error: --report: cannot write \"{}\": {}\n", req.report, why);
    return 1;
  }
  fmt::print("{}", req.format == "json" ? comparison.dump(2) + "\n" : comparison_markdown(comparison));
  return 0;
}

}  // namespace megacorp::sim
