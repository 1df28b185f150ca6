// The simulation report's style sheet and its one script (sorting the card table), inlined
// into the page (sim/report.cpp) so it needs no other file.
#pragma once

#include <string_view>

namespace megacorp::sim::report_assets {

inline constexpr std::string_view css = R"css(
:root { --ink: #1f2933; --muted: #616e7c; --line: #d9dee4; --accent: #2f5d8a; }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: var(--ink);
       background: #f5f7f9; margin: 0; }
main { max-width: 1180px; margin: 0 auto; padding: 24px 28px 40px; }
header h1 { font-size: 22px; margin: 0 0 4px; }
header p { margin: 2px 0; color: var(--muted); }
.banner { background: #fff4d6; border: 1px solid #e8c35a; padding: 8px 12px; border-radius: 6px; margin: 10px 0; }
section { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 14px 18px 16px; margin: 18px 0; }
section h2 { font-size: 17px; margin: 0 0 6px; color: var(--accent); }
p.note { color: var(--muted); margin: 4px 0 10px; max-width: 900px; }
.row { display: flex; flex-wrap: wrap; gap: 18px 28px; align-items: flex-start; }
figure { margin: 0; width: min-content; }
figcaption { color: var(--muted); font-size: 13px; margin-top: 2px; }
figcaption b { color: var(--ink); }
svg { font: 12px system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; overflow: visible; }
svg .track { stroke: #b8c2cc; stroke-width: 1; fill: #eef1f4; }
svg rect.track { stroke: none; }
svg .half { stroke: #7b8794; stroke-width: 1; }
svg .ci { stroke: #1f2933; stroke-width: 3; stroke-linecap: round; }
svg .pt { fill: #fff; stroke: #1f2933; stroke-width: 1.5; }
svg .grid { stroke: #e4e7eb; }
svg .axis { stroke: #9aa5b1; }
svg .tick, svg .n { fill: var(--muted); font-size: 11px; }
svg .label { fill: var(--muted); font-size: 12px; }
svg .name { fill: var(--ink); }
svg .head { fill: var(--ink); font-weight: 600; }
svg .rate { font-size: 15px; fill: var(--ink); }
svg .n.on-tint { fill: var(--ink); }
.legend { display: flex; width: max-content; gap: 0; margin: 2px 0 8px; font-size: 11px; color: var(--ink); }
.legend span { padding: 2px 8px; }
svg .rate.sure { font-weight: 700; }
svg .bin { fill: #5b7fa6; }
svg .bin:hover { fill: #2f5d8a; }
svg .mean { stroke: #c2410c; stroke-width: 1.5; stroke-dasharray: 4 3; }
svg .median { stroke: #15803d; stroke-width: 2; }
svg .empty { fill: var(--muted); }
.key-mean { color: #c2410c; } .key-median { color: #15803d; }
table.cards { border-collapse: collapse; width: 100%; font-size: 12.5px; }
.scroll { overflow-x: auto; }
table.cards th, table.cards td { padding: 4px 6px; border-bottom: 1px solid var(--line); text-align: right; white-space: nowrap; }
table.cards th:nth-child(-n+2), table.cards td:nth-child(-n+2) { text-align: left; }
table.cards td:nth-child(-n+2) { white-space: normal; min-width: 110px; }
table.cards td:nth-child(2) { min-width: 150px; }
table.cards th[data-key^="when"] { text-align: left; }
table.cards thead th { white-space: normal; vertical-align: bottom; position: sticky; top: 0; background: #eef2f6; cursor: pointer; user-select: none; }
table.cards thead th:hover { background: #dde5ee; }
table.cards th[aria-sort="ascending"]::after { content: " \25B2"; font-size: 10px; }
table.cards th[aria-sort="descending"]::after { content: " \25BC"; font-size: 10px; }
table.cards tbody tr:nth-child(even) { background: #fafbfc; }
table.cards td.rate { text-align: left; }
table.cards td.rate svg { vertical-align: middle; margin-right: 6px; }
table.cards td.rate span { font-variant-numeric: tabular-nums; }
td.num { font-variant-numeric: tabular-nums; }
table.cards td.rate.thin span { color: #9aa5b1; font-style: italic; }
table.cards td.rate.thin svg { opacity: 0.45; }
section h3 { font-size: 14px; margin: 14px 0 4px; }
footer { color: var(--muted); font-size: 12px; margin-top: 20px; }
)css";

// Sorts every table.sortable by the column whose header is clicked (or chosen with
// Enter): by a cell's data-sort number when it has one, else by its text; numbers sort
// high first, text A first, a second click reverses; ties keep the table's order.
inline constexpr std::string_view script = R"js(
(function () {
  "use strict";
  function key(cell, numeric) {
    return numeric ? parseFloat(cell.dataset.sort) : cell.textContent.trim().toLowerCase();
  }
  function sortBy(table, col, th) {
    var numeric = th.dataset.type === "number";
    var current = th.getAttribute("aria-sort");
    var down = current ? current === "ascending" : numeric;
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows).map(function (r, i) {
      return { row: r, k: key(r.cells[col], numeric), i: i };
    });
    rows.sort(function (a, b) {
      var c = a.k < b.k ? -1 : a.k > b.k ? 1 : 0;
      return (down ? -c : c) || a.i - b.i;
    });
    rows.forEach(function (x) { body.appendChild(x.row); });
    Array.prototype.forEach.call(th.parentNode.cells, function (h) { h.removeAttribute("aria-sort"); });
    th.setAttribute("aria-sort", down ? "descending" : "ascending");
  }
  Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), function (table) {
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, col) {
      th.tabIndex = 0;
      th.title = "Sort by this column";
      th.addEventListener("click", function () { sortBy(table, col, th); });
      th.addEventListener("keydown", function (e) {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); sortBy(table, col, th); }
      });
    });
    table.dataset.sortable = "ready";
  });
})();
)js";

}  // namespace megacorp::sim::report_assets
