#include "sim/report_svg.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include <fmt/format.h>

namespace megacorp::sim::report_svg {

using nlohmann::ordered_json;

std::string esc(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  return out;
}

std::string coord(double v) { return fmt::format("{:.2f}", v); }

std::string percent(double rate) { return fmt::format("{:.1f}%", 100 * rate); }

std::string rate_attrs(const ordered_json& r) {
  return fmt::format(R"( data-games="{}" data-wins="{}" data-draws="{}" data-capped="{}" data-rate="{}" data-low="{}" data-high="{}")",
                     r["games"].dump(), r["wins"].dump(), r["draws"].dump(), r["capped"].dump(), r["win_rate"].dump(),
                     r["low95"].dump(), r["high95"].dump());
}

std::string rate_text(const ordered_json& r) {
  if (r["games"].get<std::uint64_t>() == 0) return "no games";
  return fmt::format("{:.1f}% [{:.1f}, {:.1f}] of {}", 100 * r["win_rate"].get<double>(), 100 * r["low95"].get<double>(),
                     100 * r["high95"].get<double>(), r["games"].get<std::uint64_t>());
}

std::string interval_mark(const ordered_json& r, double x0, double x100, double y, const std::string& attrs) {
  auto at = [&](double rate) { return coord(x0 + rate * (x100 - x0)); };
  std::string out = fmt::format(R"(<g {}{} data-x0="{}" data-x100="{}">)", attrs, rate_attrs(r), coord(x0), coord(x100));
  out += fmt::format(R"(<line class="track" x1="{}" x2="{}" y1="{}" y2="{}"/>)", coord(x0), coord(x100), coord(y), coord(y));
  out += fmt::format(R"(<line class="half" x1="{0}" x2="{0}" y1="{1}" y2="{2}"/>)", at(0.5), coord(y - 5), coord(y + 5));
  if (r["games"].get<std::uint64_t>() == 0) {
    out += "<title>no games</title></g>";
    return out;
  }
  out += fmt::format(R"(<line class="ci" data-part="ci" x1="{}" x2="{}" y1="{}" y2="{}"/>)", at(r["low95"].get<double>()),
                     at(r["high95"].get<double>()), coord(y), coord(y));
  out += fmt::format(R"(<circle class="pt" data-part="rate" cx="{}" cy="{}" r="3.5"/>)", at(r["win_rate"].get<double>()),
                     coord(y));
  out += fmt::format("<title>{} won, {} of {} games (draws {}, capped {}); 95% interval [{:.1f}%, {:.1f}%]</title></g>",
                     percent(r["win_rate"].get<double>()), r["wins"].get<std::uint64_t>(), r["games"].get<std::uint64_t>(),
                     r["draws"].get<std::uint64_t>(), r["capped"].get<std::uint64_t>(), 100 * r["low95"].get<double>(),
                     100 * r["high95"].get<double>());
  return out;
}

std::string rate_colour(double rate) {
  // Interpolates red (0%) - white (50%) - blue (100%), then pales it a fifth toward white:
  // strong enough to read at a glance, pale enough that dark text on it keeps a contrast of
  // at least 4.5:1 (WCAG AA) everywhere, which the browser test checks.
  const double t = std::clamp(rate, 0.0, 1.0);
  const double lo[3] = {214, 96, 77}, mid[3] = {247, 247, 247}, hi[3] = {67, 147, 195};
  int c[3];
  for (int i = 0; i < 3; ++i) {
    const double v = t < 0.5 ? lo[i] + (mid[i] - lo[i]) * (t / 0.5) : mid[i] + (hi[i] - mid[i]) * ((t - 0.5) / 0.5);
    c[i] = static_cast<int>(std::lround(v + (255 - v) * 0.2));
  }
  return fmt::format("#{:02x}{:02x}{:02x}", c[0], c[1], c[2]);
}

namespace {

// A "nice" step (1, 2 or 5 times a power of ten) near span / parts, at least `least`.
double nice_step(double span, int parts, double least) {
  const double raw = std::max(span / parts, least);
  const double p = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * p >= raw) return m * p;
  return 10 * p;
}

}  // namespace

std::string histogram(const ordered_json& length, const std::string& what, const std::string& unit) {
  const double W = 520, H = 230, ml = 48, mr = 16, mt = 14, mb = 44;
  const double pw = W - ml - mr, ph = H - mt - mb;
  const auto& bins = length["histogram"];
  const std::int64_t width = length["bin_width"].get<std::int64_t>();
  std::string out = fmt::format(
      R"(<svg class="chart" viewBox="0 0 {0} {1}" width="{0}" height="{1}" role="img" data-mark="histogram" data-length="{2}" data-bin-width="{3}" data-mean="{4}" data-median="{5}"><title>Game length in {2}</title>)",
      W, H, esc(what), width, length["mean"].dump(), length["median"].dump());
  if (bins.empty()) return out + R"(<text class="empty" x="260" y="115" text-anchor="middle">no games</text></svg>)";
  std::uint64_t most = 0;
  for (const auto& b : bins) most = std::max(most, b["games"].get<std::uint64_t>());
  const double lo = static_cast<double>(bins.front()["from"].get<std::int64_t>());
  const double hi = static_cast<double>(bins.back()["to"].get<std::int64_t>() + 1);
  auto x = [&](double v) { return ml + (v - lo) / (hi - lo) * pw; };
  const double ystep = nice_step(static_cast<double>(most), 4, 1);
  const double top = std::ceil(static_cast<double>(most) / ystep) * ystep;
  auto y = [&](double n) { return mt + ph - n / top * ph; };
  for (double v = 0; v <= top + 1e-9; v += ystep)
    out += fmt::format(R"(<line class="grid" x1="{0}" x2="{1}" y1="{2}" y2="{2}"/><text class="tick" x="{3}" y="{4}" text-anchor="end">{5}</text>)",
                       coord(ml), coord(ml + pw), coord(y(v)), coord(ml - 6), coord(y(v) + 4), v);
  // Axis labels: at bin starts, a whole number of bins apart; a bin of width 1 is
  // labelled under its middle.
  const double w = static_cast<double>(width);
  const double xstep = std::ceil(nice_step(hi - lo, 7, w) / w) * w;
  const double centre = width == 1 ? 0.5 : 0;
  for (double v = std::ceil(lo / xstep) * xstep; v <= hi - (width == 1 ? 1 : 0) + 1e-9; v += xstep)
    out += fmt::format(R"(<line class="axis" x1="{0}" x2="{0}" y1="{1}" y2="{2}"/><text class="tick" x="{0}" y="{3}" text-anchor="middle">{4}</text>)",
                       coord(x(v + centre)), coord(mt + ph), coord(mt + ph + 4), coord(mt + ph + 17), v);
  for (const auto& b : bins) {
    const auto from = b["from"].get<std::int64_t>(), to = b["to"].get<std::int64_t>();
    const auto n = b["games"].get<std::uint64_t>();
    const double x1 = x(static_cast<double>(from)), x2 = x(static_cast<double>(to + 1));
    out += fmt::format(
        R"(<rect class="bin" data-mark="histogram-bin" data-length="{}" data-from="{}" data-to="{}" data-count="{}" x="{}" y="{}" width="{}" height="{}"><title>{} game(s) with {}</title></rect>)",
        esc(what), from, to, n, coord(x1 + 0.5), coord(y(static_cast<double>(n))), coord(std::max(x2 - x1 - 1, 1.0)),
        coord(mt + ph - y(static_cast<double>(n))), n,
        from == to ? fmt::format("{} {}", from, unit) : fmt::format("{} to {} {}", from, to, unit));
  }
  for (const char* key : {"mean", "median"}) {
    const double v = x(length[key].get<double>() + centre);
    out += fmt::format(R"(<line class="{0}" x1="{1}" x2="{1}" y1="{2}" y2="{3}"><title>{0} {4:.1f}</title></line>)", key,
                       coord(v), coord(mt), coord(mt + ph), length[key].get<double>());
  }
  out += fmt::format(R"(<line class="axis" x1="{0}" x2="{1}" y1="{2}" y2="{2}"/>)", coord(ml), coord(ml + pw), coord(mt + ph));
  out += fmt::format(R"(<text class="label" x="{}" y="{}" text-anchor="middle">{}</text>)", coord(ml + pw / 2),
                     coord(H - 6), esc(unit));
  out += fmt::format(R"svg(<text class="label" transform="translate(12 {}) rotate(-90)" text-anchor="middle">games</text>)svg",
                     coord(mt + ph / 2));
  return out + "</svg>";
}

std::string bar_list(const std::vector<bar_item>& items, std::uint64_t total) {
  const double W = 520, row = 26, label_w = 200, bar_w = 220;
  const double H = row * static_cast<double>(items.size()) + 8;
  std::string out = fmt::format(R"(<svg class="chart" viewBox="0 0 {0} {1}" width="{0}" height="{1}" role="img">)", W, H);
  for (std::size_t i = 0; i < items.size(); ++i) {
    const bar_item& it = items[i];
    const double y = 4 + row * static_cast<double>(i);
    const double share = total ? static_cast<double>(it.count) / static_cast<double>(total) : 0;
    out += fmt::format(
        R"(<g {} data-count="{}"><text class="name" x="{}" y="{}" text-anchor="end">{}</text><rect class="track" x="{}" y="{}" width="{}" height="{}"/><rect x="{}" y="{}" width="{}" height="{}" fill="{}"/><text class="tick" x="{}" y="{}">{} ({})</text></g>)",
        it.attrs, it.count, coord(label_w - 8), coord(y + row / 2 + 4), esc(it.label), coord(label_w), coord(y + 3),
        coord(bar_w), coord(row - 8), coord(label_w), coord(y + 3), coord(share * bar_w), coord(row - 8), it.colour,
        coord(label_w + bar_w + 8), coord(y + row / 2 + 4), it.count, percent(share));
  }
  return out + "</svg>";
}

}  // namespace megacorp::sim::report_svg
