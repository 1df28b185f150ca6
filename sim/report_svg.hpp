// SVG and HTML pieces of the simulation report (sim/report.hpp): escaping, interval
// marks, histograms and bar lists. Every mark carries its figures as data attributes
// (the exact JSON numbers), so a test can compare the drawing with the figures.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace megacorp::sim::report_svg {

// Text for HTML content and attribute values (& < > " ' escaped).
std::string esc(std::string_view s);
// A coordinate, two decimals.
std::string coord(double v);
// "62.5%" (one decimal).
std::string percent(double rate);
// `data-games .. data-high` of a win-rate object (figures.hpp's `json(rate)`), the
// JSON numbers as printed by --format json.
std::string rate_attrs(const nlohmann::ordered_json& r);
// "62.5% [44.6, 73.7] of 40" or "no games".
std::string rate_text(const nlohmann::ordered_json& r);

// A win rate on a horizontal track from x0 (0%) to x100 (100%) at height y: the track,
// a tick at 50%, the 95% interval as a thick line (data-part="ci") and the rate as a dot
// (data-part="rate"); none of the last two when the rate has no games. `attrs` (such as
// `data-mark="..."`) go on the enclosing <g>, with rate_attrs, data-x0 and data-x100.
std::string interval_mark(const nlohmann::ordered_json& r, double x0, double x100, double y, const std::string& attrs);

// A fill colour for a win rate: red below 50%, white at 50%, blue above; pale enough
// for dark text.
std::string rate_colour(double rate);

// A histogram of `length` (figures' length.turns or length.actions: bins with from, to,
// games; mean, median) as one <svg>: a bar per bin (data-mark="histogram-bin",
// data-length=`what`, data-from, data-to, data-count), mean and median lines.
std::string histogram(const nlohmann::ordered_json& length, const std::string& what, const std::string& unit);

// Horizontal bars of counts out of `total`, one per item: label, count and the mark's
// attributes (data-mark and what identifies it; data-count is added).
struct bar_item {
  std::string label;
  std::uint64_t count = 0;
  std::string attrs;
  std::string colour = "#5b7fa6";
};
std::string bar_list(const std::vector<bar_item>& items, std::uint64_t total);

}  // namespace megacorp::sim::report_svg
