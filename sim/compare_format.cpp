// The comparison of two runs (sim/compare.hpp) as Markdown and as an HTML page.
#include <cmath>

#include <fmt/format.h>

#include "sim/compare.hpp"
#include "sim/report_assets.hpp"
#include "sim/report_svg.hpp"

namespace megacorp::sim {

using nlohmann::ordered_json;
using namespace report_svg;

namespace {

std::string points(double d) { return fmt::format("{:+.1f}", 100 * d); }

std::string side_rate(const ordered_json& s) {
  if (s["games"].get<std::uint64_t>() == 0) return "no games";
  return fmt::format("{:.1f}% of {}", 100 * s["win_rate"].get<double>(), s["games"].get<std::uint64_t>());
}

std::string rate_interval(const ordered_json& r) {
  if (r["a"]["games"].get<std::uint64_t>() == 0 || r["b"]["games"].get<std::uint64_t>() == 0) return "none (no games)";
  return fmt::format("[{}, {}]", points(r["low95"].get<double>()), points(r["high95"].get<double>()));
}

std::string length_interval(const ordered_json& r) {
  if (r["low95"].is_null()) return "none (fewer than 2 games)";
  return fmt::format("[{:+.2f}, {:+.2f}]", r["low95"].get<double>(), r["high95"].get<double>());
}

// Whether a difference's interval excludes 0: told apart.
bool told_apart(const ordered_json& r) {
  return !r["low95"].is_null() && (r["low95"].get<double>() > 0 || r["high95"].get<double>() < 0);
}

std::string agents_of(const ordered_json& s) {
  auto name = [&](const std::string& n) {
    return n == "mcts" && s.contains("mcts_iterations") ? fmt::format("mcts:{}", s["mcts_iterations"].get<int>()) : n;
  };
  const std::string a = name(s["agent"].get<std::string>()), b = name(s["agent_b"].get<std::string>());
  return a == b ? a : a + " vs " + b;
}

std::string rules_of(const ordered_json& s) {
  if (s["rules"].empty()) return "standard";
  std::string out;
  for (const auto& r : s["rules"]) out += (out.empty() ? "" : ", ") + r.get<std::string>();
  return out;
}

std::string method_sentence(const ordered_json& c) {
  if (c["method"] == "paired")
    return "**paired**: Newcombe's hybrid score interval for paired proportions (Newcombe 1998, method 10) over the "
           "games both runs played, because " + c["why"].get<std::string>();
  return "**Newcombe's** hybrid score interval for unpaired proportions (Newcombe 1998, method 10), because " +
         c["why"].get<std::string>();
}

std::string markdown_runs(const ordered_json& c) {
  std::string out = "| run | file | seed | agents | rules | games per pair | games played |\n|---|---|---|---|---|---|---|\n";
  for (const char* k : {"a", "b"}) {
    const auto& s = c[k];
    out += fmt::format("| {} | {} | {} | {} | {} | {} | {}{} |\n", k[0] == 'a' ? "A" : "B", s["name"].get<std::string>(),
                       s["seed"].get<std::uint64_t>(), agents_of(s), rules_of(s), s["games_per_pair"].get<std::uint64_t>(),
                       s["games_played"].get<std::uint64_t>(), s["interrupted"].get<bool>() ? " (interrupted)" : "");
  }
  return out;
}

const char* section_title(const std::string& s) {
  if (s == "deck") return "deck";
  if (s == "pair") return "pairing (the first deck's)";
  if (s == "seat") return "seat";
  return "first player";
}

}  // namespace

std::string comparison_markdown(const ordered_json& c) {
  std::string out = "# Comparison of two simulation runs: B against A\n\n" + markdown_runs(c);
  out += "\nDifferences are B \u2212 A in percentage points, with a 95% interval: " + method_sentence(c) + ".\n";
  out += "\n## Win rates\n\n| figure | A | B | B \u2212 A | 95% interval | told apart |\n|---|---|---|---|---|---|\n";
  for (const auto& r : c["rates"])
    out += fmt::format("| {}: {} | {} | {} | {} | {} | {} |\n", section_title(r["section"].get<std::string>()),
                       r["label"].get<std::string>(), side_rate(r["a"]), side_rate(r["b"]), points(r["difference"].get<double>()),
                       rate_interval(r), told_apart(r) ? "yes" : "no");
  out += "\n## Game length (mean turns)\n\nIntervals: " +
         std::string(c["method"] == "paired" ? "the mean of the game-by-game differences \u00b1 1.96 standard errors"
                                             : "Welch's, the difference of the means \u00b1 1.96 standard errors") +
         ".\n\n| games | A | B | B \u2212 A (turns) | 95% interval |\n|---|---|---|---|---|\n";
  for (const auto& r : c["lengths"])
    out += fmt::format("| {} | {:.2f} ({} games) | {:.2f} ({} games) | {:+.2f} | {} |\n", r["label"].get<std::string>(),
                       r["a"]["mean_turns"].get<double>(), r["a"]["games"].get<std::uint64_t>(), r["b"]["mean_turns"].get<double>(),
                       r["b"]["games"].get<std::uint64_t>(), r["difference"].get<double>(), length_interval(r));
  out += "\n## Cards\n\nThe deck's win rate over its games with a copy of the card deployed, and with none, in each run; "
         "always Newcombe's interval for unpaired proportions (the games a card was deployed in differ between runs). "
         "Confounded: cards are played when they help or when behind; `--importance` measures a card.\n\n"
         "| deck | card | figure | A | B | B \u2212 A | 95% interval |\n|---|---|---|---|---|---|---|\n";
  for (const auto& r : c["cards"])
    out += fmt::format("| {} | {}{} | {} | {} | {} | {} | {} |\n", r["deck"].get<std::string>(), r["card"].get<std::string>(),
                       r["in_deck"].get<bool>() ? "" : " (not in the deck)",
                       r["section"] == "when_deployed" ? "deployed" : "not deployed", side_rate(r["a"]), side_rate(r["b"]),
                       points(r["difference"].get<double>()), rate_interval(r));
  return out;
}

namespace {

// A difference's cell: tinted by its sign when told apart (blue: B higher, red: lower).
std::string difference_cells(const ordered_json& r, const std::string& value, const std::string& ci) {
  const bool apart = told_apart(r);
  const double d = r["difference"].get<double>();
  const char* tint = !apart ? "" : d > 0 ? R"( style="background:#cfe3f1")" : R"( style="background:#f6d5cc")";
  return fmt::format(R"(<td class="num" data-key="difference"{}>{}</td><td class="num" data-key="interval">{}</td>)"
                     R"(<td data-key="apart">{}</td>)",
                     tint, esc(value), esc(ci), apart ? "yes" : "no");
}

std::string rate_attrs_of(const ordered_json& r) {
  return fmt::format(R"( data-difference="{}" data-low="{}" data-high="{}" data-method="{}")", r["difference"].dump(),
                     r["low95"].dump(), r["high95"].dump(), esc(r["method"].get<std::string>()));
}

std::string html_rates(const ordered_json& c) {
  std::string out = R"(<table class="cards" id="compare-rates"><thead><tr><th>Figure</th><th>A</th><th>B</th>)"
                    R"(<th>B &#8722; A (points)</th><th>95% interval</th><th>Told apart</th></tr></thead><tbody>)";
  for (const auto& r : c["rates"])
    out += fmt::format(R"(<tr data-mark="compare-rate" data-section="{}" data-label="{}"{}><td>{}: {}</td><td>{}</td><td>{}</td>)",
                       esc(r["section"].get<std::string>()), esc(r["label"].get<std::string>()), rate_attrs_of(r),
                       section_title(r["section"].get<std::string>()), esc(r["label"].get<std::string>()), esc(side_rate(r["a"])),
                       esc(side_rate(r["b"]))) +
           difference_cells(r, points(r["difference"].get<double>()), rate_interval(r)) + "</tr>";
  return out + "</tbody></table>";
}

std::string html_lengths(const ordered_json& c) {
  std::string out = R"(<table class="cards" id="compare-lengths"><thead><tr><th>Games</th><th>A: mean turns</th>)"
                    R"(<th>B: mean turns</th><th>B &#8722; A (turns)</th><th>95% interval</th><th>Told apart</th></tr></thead><tbody>)";
  for (const auto& r : c["lengths"])
    out += fmt::format(R"(<tr data-mark="compare-length" data-label="{}"{}><td>{}</td><td>{:.2f} ({} games)</td><td>{:.2f} ({} games)</td>)",
                       esc(r["label"].get<std::string>()), rate_attrs_of(r), esc(r["label"].get<std::string>()),
                       r["a"]["mean_turns"].get<double>(), r["a"]["games"].get<std::uint64_t>(), r["b"]["mean_turns"].get<double>(),
                       r["b"]["games"].get<std::uint64_t>()) +
           difference_cells(r, fmt::format("{:+.2f}", r["difference"].get<double>()), length_interval(r)) + "</tr>";
  return out + "</tbody></table>";
}

std::string html_cards(const ordered_json& c) {
  std::string out = R"(<table class="cards" id="compare-cards"><thead><tr><th>Deck</th><th>Card</th><th>Figure</th><th>A</th>)"
                    R"(<th>B</th><th>B &#8722; A (points)</th><th>95% interval</th><th>Told apart</th></tr></thead><tbody>)";
  for (const auto& r : c["cards"])
    out += fmt::format(R"(<tr data-mark="compare-card" data-deck="{}" data-card="{}" data-section="{}"{}><td>{}</td><td>{}{}</td><td>{}</td><td>{}</td><td>{}</td>)",
                       esc(r["deck"].get<std::string>()), esc(r["card"].get<std::string>()), esc(r["section"].get<std::string>()),
                       rate_attrs_of(r), esc(r["deck"].get<std::string>()), esc(r["card"].get<std::string>()),
                       r["in_deck"].get<bool>() ? "" : " <i>(not in the deck)</i>",
                       r["section"] == "when_deployed" ? "deployed" : "not deployed", esc(side_rate(r["a"])),
                       esc(side_rate(r["b"]))) +
           difference_cells(r, points(r["difference"].get<double>()), rate_interval(r)) + "</tr>";
  return out + "</tbody></table>";
}

// Markdown's **bold** in the method sentence, as HTML.
std::string bold(std::string s) {
  std::string out;
  bool open = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s.compare(i, 2, "**") == 0) out += open ? "</b>" : "<b>", open = !open, ++i;
    else out += esc(std::string(1, s[i]));
  }
  return out;
}

}  // namespace

std::string render_comparison(const ordered_json& c) {
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">";
  out += "<title>Megacorp: comparison of two simulation runs</title><style>";
  out += report_assets::css;
  out += "</style></head><body><main><header><h1>Comparison of two simulation runs: B against A</h1>";
  for (const char* k : {"a", "b"}) {
    const auto& s = c[k];
    out += fmt::format(R"(<p data-mark="compare-run" data-run="{}"><b>{}</b>: {}, seed {}, agents {}, rules {}, {} games per pair, {} played{}.</p>)",
                       k, k[0] == 'a' ? "A" : "B", esc(s["name"].get<std::string>()), s["seed"].get<std::uint64_t>(),
                       esc(agents_of(s)), esc(rules_of(s)), s["games_per_pair"].get<std::uint64_t>(),
                       s["games_played"].get<std::uint64_t>(), s["interrupted"].get<bool>() ? " (interrupted)" : "");
  }
  out += fmt::format(R"(<p class="banner" id="compare-method" data-method="{}">Differences are B &#8722; A with a 95% interval: {}.</p></header>)",
                     esc(c["method"].get<std::string>()), bold(method_sentence(c)));
  out += R"(<section id="compare-win-rates"><h2>Win rates</h2><p class="note">Tinted: the interval excludes 0 )"
         R"((blue: B higher, red: B lower).</p>)" + html_rates(c) + "</section>";
  out += R"(<section id="compare-length"><h2>Game length (mean turns)</h2>)" + html_lengths(c) + "</section>";
  out += R"(<section id="compare-card-figures"><h2>Cards</h2><p class="note">The deck's win rate over its games with a copy )"
         R"(deployed, and with none: always Newcombe's interval for unpaired proportions. Confounded (cards are played )"
         R"(when they help, events when behind): <code>--importance</code> measures a card.</p>)" + html_cards(c) + "</section>";
  out += R"(<footer>Written by <code>megacorp simulate --compare A.json B.json --report</code> (docs/simulate.md, )"
         R"(Comparing two runs).</footer></main></body></html>)";
  return out + "\n";
}

}  // namespace megacorp::sim
