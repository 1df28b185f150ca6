// The report's card importance section (sim/report.cpp draws it when the figures hold an
// `importance` object): each measured card's difference with its 95% interval on one
// symmetric track, in rank order, and the cards skipped with why.
#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "sim/importance.hpp"
#include "sim/report_svg.hpp"

namespace megacorp::sim {

using nlohmann::ordered_json;
using namespace report_svg;

namespace {

std::string points(double d) { return fmt::format("{:+.1f}", 100 * d); }

// The track's half-width: the largest |bound| rounded up to 5 points (at least 5).
double half_width(const ordered_json& cards) {
  double most = 0;
  for (const auto& c : cards)
    most = std::max({most, std::fabs(c["low95"].get<double>()), std::fabs(c["high95"].get<double>())});
  return std::max(0.05, std::ceil(most / 0.05 - 1e-9) * 0.05);
}

}  // namespace

std::string importance_section(const ordered_json& imp) {
  const auto& cards = imp["cards"];
  const auto& b = imp["baseline"];
  std::string out = R"(<section id="importance"><h2>Card importance</h2>)";
  out += fmt::format(
      R"(<p class="note">Deck <b>{}</b>: each card's copies replaced by <b>{}</b> (a resource card by a resource card: {}), over the same {} games (same seeds). )"
      R"(Baseline win rate {}. Bar: the win rate with the card minus without it, in points (positive: the card helps), )"
      R"(with Newcombe's paired 95% interval; the line marks no difference.</p>)",
      esc(imp["deck"].get<std::string>()), esc(imp["filler"].get<std::string>()),
      esc(imp.value("resource_filler", std::string("cheapest legal"))), imp["games_per_card"].dump(),
      esc(rate_text(b)));
  if (!imp["complete"].get<bool>())
    out += R"(<p class="banner">Incomplete: some cards were measured over fewer games.</p>)";
  const double M = half_width(cards);
  const double W = 720, row = 24, label_w = 230, x0 = label_w, x1 = label_w + 300;
  const double H = row * static_cast<double>(cards.size()) + 30;
  auto x = [&](double d) { return x0 + (d + M) / (2 * M) * (x1 - x0); };
  out += fmt::format(
      R"(<svg class="chart" viewBox="0 0 {0} {1}" width="{0}" height="{1}" role="img" data-mark="importance" data-min="{2}" data-max="{3}" data-x-min="{4}" data-x-max="{5}">)",
      W, H, -M, M, coord(x0), coord(x1));
  out += fmt::format(R"(<line class="half" x1="{0}" x2="{0}" y1="4" y2="{1}"/>)", coord(x(0)), coord(H - 22));
  for (double t : {-M, 0.0, M})
    out += fmt::format(R"(<text class="tick" x="{}" y="{}" text-anchor="middle">{}</text>)", coord(x(t)), coord(H - 8),
                       points(t));
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    const double y = 4 + row * (static_cast<double>(i) + 0.5);
    const double d = c["difference"].get<double>(), lo = c["low95"].get<double>(), hi = c["high95"].get<double>();
    out += fmt::format(
        R"(<g data-mark="importance-card" data-rank="{}" data-card="{}" data-filler="{}" data-games="{}" data-difference="{}" data-low="{}" data-high="{}"><title>{} replaced by {}</title>)",
        c["rank"].dump(), esc(c["card"].get<std::string>()), esc(c.value("filler", "")), c["games"].dump(), c["difference"].dump(),
        c["low95"].dump(), c["high95"].dump(), esc(c["card"].get<std::string>()), esc(c.value("filler", "")));
    out += fmt::format(R"(<text class="name" x="{}" y="{}" text-anchor="end">{}</text>)", coord(label_w - 8),
                       coord(y + 4), esc(c["card"].get<std::string>()));
    out += fmt::format(R"(<line class="track" x1="{0}" x2="{1}" y1="{2}" y2="{2}"/>)", coord(x0), coord(x1), coord(y));
    out += fmt::format(R"(<rect data-part="difference" x="{}" y="{}" width="{}" height="10" fill="{}"/>)",
                       coord(std::min(x(0), x(d))), coord(y - 5), coord(std::fabs(x(d) - x(0))),
                       d >= 0 ? "#7ea6cc" : "#d9967f");
    out += fmt::format(R"(<line class="ci" data-part="ci" x1="{0}" x2="{1}" y1="{2}" y2="{2}"/>)", coord(x(lo)),
                       coord(x(hi)), coord(y));
    out += fmt::format(R"(<text class="tick" x="{}" y="{}">{} [{}, {}] of {}</text>)", coord(x1 + 8), coord(y + 4),
                       points(d), points(lo), points(hi), c["games"].dump());
    out += fmt::format("<title>{}: {:.1f}% with, {:.1f}% without</title></g>", esc(c["card"].get<std::string>()),
                       100 * c["baseline_win_rate"].get<double>(), 100 * c["win_rate_without"].get<double>());
  }
  out += "</svg>";
  if (!imp["skipped"].empty()) {
    out += R"(<p class="note">Not measured (the deck would break the deck rules, or the card is the filler):</p><ul>)";
    for (const auto& s : imp["skipped"])
      out += fmt::format(R"(<li data-mark="importance-skipped" data-card="{0}">{0}: {1}</li>)",
                         esc(s["card"].get<std::string>()), esc(s["reason"].get<std::string>()));
    out += "</ul>";
  }
  return out + "</section>";
}

}  // namespace megacorp::sim
