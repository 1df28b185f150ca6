// Checks a simulation report as headless Chromium rendered it (its DOM after the page's
// script ran) against the figures `simulate --format json` printed: every chart mark's
// data attributes and drawn position, the histogram bins, outcome counts, the card table
// rows, the embedded figures, and (given a second DOM) the table sorted by clicks.
// Usage: report_check FIGURES.json DOM.html [SORTED_DOM.html]; exit 0 when all match.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

using nlohmann::json;

namespace {

int failures = 0;
void fail(const std::string& what) {
  if (++failures <= 40) std::printf("FAIL: %s\n", what.c_str());
}

// --- A small DOM scan: elements with attributes, parent, and their text. -------------

struct element {
  std::string name;
  std::map<std::string, std::string> attrs;
  int parent = -1;
  std::string text;  // all text inside, entities decoded
  std::string attr(const std::string& k) const {
    auto it = attrs.find(k);
    return it == attrs.end() ? std::string() : it->second;
  }
  bool has(const std::string& k) const { return attrs.count(k) != 0; }
};

void append_utf8(std::string& out, unsigned long cp) {
  if (cp < 0x80) out += char(cp);
  else if (cp < 0x800) out += char(0xC0 | (cp >> 6)), out += char(0x80 | (cp & 0x3F));
  else if (cp < 0x10000) out += char(0xE0 | (cp >> 12)), out += char(0x80 | ((cp >> 6) & 0x3F)), out += char(0x80 | (cp & 0x3F));
  else out += char(0xF0 | (cp >> 18)), out += char(0x80 | ((cp >> 12) & 0x3F)), out += char(0x80 | ((cp >> 6) & 0x3F)),
       out += char(0x80 | (cp & 0x3F));
}

std::string decode(const std::string& s) {
  static const std::map<std::string, unsigned long> named = {{"amp", '&'}, {"lt", '<'}, {"gt", '>'}, {"quot", '"'},
                                                             {"apos", '\''}, {"nbsp", 0xA0}};
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const std::size_t semi = s[i] == '&' ? s.find(';', i) : std::string::npos;
    if (semi == std::string::npos || semi - i > 10) { out += s[i]; continue; }
    const std::string name = s.substr(i + 1, semi - i - 1);
    if (!name.empty() && name[0] == '#') append_utf8(out, std::stoul(name.substr(name[1] == 'x' ? 2 : 1), nullptr, name[1] == 'x' ? 16 : 10));
    else if (named.count(name)) append_utf8(out, named.at(name));
    else { out += s[i]; continue; }
    i = semi;
  }
  return out;
}

std::vector<element> parse_dom(const std::string& h) {
  static const std::vector<std::string> void_tags = {"area", "base", "br", "col", "embed", "hr", "img", "input",
                                                     "link", "meta", "source", "track", "wbr"};
  std::vector<element> els;
  std::vector<int> open;
  auto add_text = [&](const std::string& t) {
    for (int e : open) els[e].text += t;
  };
  std::size_t i = 0;
  while (i < h.size()) {
    if (h[i] != '<') {
      const std::size_t next = h.find('<', i);
      add_text(decode(h.substr(i, next - i)));
      i = next == std::string::npos ? h.size() : next;
      continue;
    }
    if (h.compare(i, 4, "<!--") == 0) { i = h.find("-->", i) + 3; continue; }
    if (h.compare(i, 2, "<!") == 0) { i = h.find('>', i) + 1; continue; }
    if (h.compare(i, 2, "</") == 0) {
      const std::size_t end = h.find('>', i);
      const std::string name = h.substr(i + 2, end - i - 2);
      for (int k = int(open.size()) - 1; k >= 0; --k)
        if (els[open[k]].name == name) { open.resize(k); break; }
      i = end + 1;
      continue;
    }
    element e;
    std::size_t j = i + 1;
    while (j < h.size() && !std::isspace((unsigned char)h[j]) && h[j] != '>' && h[j] != '/') e.name += h[j++];
    bool self_closing = false;
    while (j < h.size() && h[j] != '>') {
      if (std::isspace((unsigned char)h[j])) { ++j; continue; }
      if (h[j] == '/') { self_closing = true; ++j; continue; }
      std::string key;
      while (j < h.size() && !std::isspace((unsigned char)h[j]) && h[j] != '=' && h[j] != '>' && h[j] != '/') key += h[j++];
      std::string value;
      if (j < h.size() && h[j] == '=') {
        ++j;
        const char q = h[j];
        if (q == '"' || q == '\'') {
          const std::size_t end = h.find(q, j + 1);
          value = h.substr(j + 1, end - j - 1);
          j = end + 1;
        } else {
          while (j < h.size() && !std::isspace((unsigned char)h[j]) && h[j] != '>') value += h[j++];
        }
      }
      e.attrs[key] = decode(value);
    }
    i = j + 1;
    e.parent = open.empty() ? -1 : open.back();
    els.push_back(e);
    const int id = int(els.size()) - 1;
    if (e.name == "script" || e.name == "style") {  // raw text up to the end tag
      const std::size_t end = h.find("</" + e.name, i);
      els[id].text = h.substr(i, end - i);
      i = h.find('>', end) + 1;
      continue;
    }
    if (!self_closing && std::find(void_tags.begin(), void_tags.end(), e.name) == void_tags.end()) open.push_back(id);
  }
  return els;
}

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) { std::printf("FAIL: cannot read %s\n", path.c_str()); std::exit(2); }
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// --- Comparisons. ----------------------------------------------------------------------

std::vector<const element*> marks(const std::vector<element>& dom, const std::string& mark) {
  std::vector<const element*> out;
  for (const auto& e : dom)
    if (e.attr("data-mark") == mark) out.push_back(&e);
  return out;
}

std::vector<const element*> children(const std::vector<element>& dom, const element& parent) {
  std::vector<const element*> out;
  const int id = int(&parent - dom.data());
  for (const auto& e : dom)
    if (e.parent == id) out.push_back(&e);
  return out;
}

double num(const element& e, const std::string& k) {
  const std::string v = e.attr(k);
  return v.empty() ? NAN : std::strtod(v.c_str(), nullptr);
}

bool close(double a, double b, double tol) { return std::fabs(a - b) <= tol; }

void same_count(const element& e, const std::string& k, const json& want, const std::string& where) {
  if (e.attr(k) != want.dump()) fail(where + ": " + k + " is '" + e.attr(k) + "', the figures say " + want.dump());
}

// A win-rate mark against its figures: the numbers, then where the interval and the dot
// are drawn on the mark's track.
void same_rate(const std::vector<element>& dom, const element& e, const json& r, const std::string& where) {
  for (const char* k : {"games", "wins", "draws", "capped"}) same_count(e, std::string("data-") + k, r[k], where);
  const std::pair<const char*, const char*> rates[] = {{"data-rate", "win_rate"}, {"data-low", "low95"}, {"data-high", "high95"}};
  for (const auto& [attr, key] : rates)
    if (!close(num(e, attr), r[key].get<double>(), 1e-12))
      fail(where + ": " + attr + " is '" + e.attr(attr) + "', the figures say " + r[key].dump());
  const double x0 = num(e, "data-x0"), x100 = num(e, "data-x100");
  auto at = [&](const char* key) { return x0 + r[key].get<double>() * (x100 - x0); };
  const element *ci = nullptr, *dot = nullptr;
  for (const element* c : children(dom, e)) {
    if (c->attr("data-part") == "ci") ci = c;
    if (c->attr("data-part") == "rate") dot = c;
  }
  if (r["games"].get<std::uint64_t>() == 0) {
    if (ci || dot) fail(where + ": a rate with no games has an interval or a dot drawn");
    return;
  }
  if (!ci || !dot) return fail(where + ": the interval or the dot is missing");
  if (!close(num(*ci, "x1"), at("low95"), 0.011) || !close(num(*ci, "x2"), at("high95"), 0.011))
    fail(where + ": the interval is drawn from x " + ci->attr("x1") + " to " + ci->attr("x2") + ", not at its figures");
  if (!close(num(*dot, "cx"), at("win_rate"), 0.011)) fail(where + ": the dot is drawn at x " + dot->attr("cx") + ", not at the rate");
}

const element* find(const std::vector<const element*>& list, const std::map<std::string, std::string>& want) {
  for (const element* e : list) {
    bool all = true;
    for (const auto& [k, v] : want) all = all && e->attr(k) == v;
    if (all) return e;
  }
  return nullptr;
}

void check_matrix(const std::vector<element>& dom, const json& f) {
  const std::size_t n = f["run"]["decks"].size();
  const auto cells = marks(dom, "matrix-cell");
  if (cells.size() != n * (n - 1) + n) fail("the matrix has " + std::to_string(cells.size()) + " cells, want " + std::to_string(n * n));
  std::size_t p = 0;
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n; ++b, ++p) {
      const json& pair = f["pairs"][p];
      if (pair["deck_a"] != f["run"]["decks"][a] || pair["deck_b"] != f["run"]["decks"][b]) fail("pair " + std::to_string(p) + " is not decks a, b");
      const json& rb = pair["deck_b_record"];
      if (rb["wins"].get<std::uint64_t>() != pair["losses"].get<std::uint64_t>()) fail("deck_b_record's wins are not deck_a's losses");
      const element* ab = find(cells, {{"data-row", std::to_string(a)}, {"data-col", std::to_string(b)}});
      const element* ba = find(cells, {{"data-row", std::to_string(b)}, {"data-col", std::to_string(a)}});
      const std::string where = "matrix " + pair["deck_a"].get<std::string>() + " vs " + pair["deck_b"].get<std::string>();
      if (!ab || !ba) { fail(where + ": cell missing"); continue; }
      same_rate(dom, *ab, pair, where);
      same_rate(dom, *ba, rb, where + " (deck b's side)");
    }
  for (std::size_t d = 0; d < n; ++d) {
    const element* e = find(cells, {{"data-row", std::to_string(d)}, {"data-col", "all"}});
    if (!e) { fail("matrix: no all-opponents cell for deck " + std::to_string(d)); continue; }
    if (e->attr("data-deck").rfind(f["decks"][d]["deck"].get<std::string>(), 0) != 0) fail("matrix: row " + std::to_string(d) + " names another deck");
    same_rate(dom, *e, f["decks"][d], "matrix " + f["decks"][d]["deck"].get<std::string>() + " vs all");
  }
}

void check_deck_rates(const std::vector<element>& dom, const json& f) {
  const auto rows = marks(dom, "deck-rate");
  if (rows.size() != 5 * f["decks"].size()) fail("deck rates: " + std::to_string(rows.size()) + " marks, want 5 per deck");
  for (std::size_t d = 0; d < f["decks"].size(); ++d)
    for (const char* k : {"all", "seat1", "seat2", "went_first", "went_second"}) {
      const element* e = find(rows, {{"data-deck", std::to_string(d)}, {"data-key", k}});
      const std::string where = "deck rate " + f["decks"][d]["deck"].get<std::string>() + " " + k;
      if (!e) { fail(where + ": missing"); continue; }
      same_rate(dom, *e, std::string(k) == "all" ? f["decks"][d] : f["decks"][d][k], where);
    }
  const auto seats = marks(dom, "seat-rate");
  const std::pair<const char*, const json*> overall[] = {
      {"seat1", &f["seats"]["seat1"]}, {"seat2", &f["seats"]["seat2"]}, {"first_player", &f["first_player"]}};
  if (seats.size() != 3) fail("seat rates: " + std::to_string(seats.size()) + " marks, want 3");
  for (const auto& [k, r] : overall)
    if (const element* e = find(seats, {{"data-key", k}})) same_rate(dom, *e, *r, std::string("seat rate ") + k);
    else fail(std::string("seat rate ") + k + ": missing");
}

void check_histograms(const std::vector<element>& dom, const json& f) {
  const auto bins = marks(dom, "histogram-bin");
  const auto charts = marks(dom, "histogram");
  for (const char* what : {"turns", "actions"}) {
    const json& l = f["length"][what];
    const element* chart = find(charts, {{"data-length", what}});
    if (!chart) { fail(std::string("no ") + what + " histogram"); continue; }
    same_count(*chart, "data-bin-width", l["bin_width"], std::string(what) + " histogram");
    same_count(*chart, "data-mean", l["mean"], std::string(what) + " histogram");
    same_count(*chart, "data-median", l["median"], std::string(what) + " histogram");
    std::vector<const element*> mine;
    for (const element* b : bins)
      if (b->attr("data-length") == what) mine.push_back(b);
    if (mine.size() != l["histogram"].size())
      fail(std::string(what) + " histogram: " + std::to_string(mine.size()) + " bars, the figures have " +
           std::to_string(l["histogram"].size()) + " bins");
    double per_game = -1;  // bar height per game: the same for every bar
    for (std::size_t i = 0; i < std::min(mine.size(), l["histogram"].size()); ++i) {
      const json& bin = l["histogram"][i];
      const std::string where = std::string(what) + " bin " + bin["from"].dump();
      same_count(*mine[i], "data-from", bin["from"], where);
      same_count(*mine[i], "data-to", bin["to"], where);
      same_count(*mine[i], "data-count", bin["games"], where);
      const double h = num(*mine[i], "height") / bin["games"].get<double>();
      if (per_game < 0) per_game = h;
      else if (!close(h, per_game, 0.02)) fail(where + ": bar height " + mine[i]->attr("height") + " is out of scale with the others");
    }
  }
}

void check_endings(const std::vector<element>& dom, const json& f) {
  const auto ends = marks(dom, "outcome");
  for (const char* k : {"wins", "draws", "capped"}) {
    const element* e = find(ends, {{"data-outcome", k}});
    if (!e) fail(std::string("outcome ") + k + " missing");
    else same_count(*e, "data-count", f["outcomes"][k], std::string("outcome ") + k);
  }
  const auto how = marks(dom, "how-won");
  if (how.size() != f["how_won"].size()) fail("how-won: " + std::to_string(how.size()) + " bars, want " + std::to_string(f["how_won"].size()));
  for (const json& h : f["how_won"]) {
    const element* e = find(how, {{"data-reason", h["loss_reason"].get<std::string>()}});
    if (!e) fail("how-won " + h["loss_reason"].get<std::string>() + " missing");
    else same_count(*e, "data-count", h["games"], "how-won " + h["loss_reason"].get<std::string>());
  }
}

bool inside(const std::vector<element>& dom, const element& e, const element& ancestor) {
  for (int p = e.parent; p >= 0; p = dom[p].parent)
    if (&dom[p] == &ancestor) return true;
  return false;
}

// The table a row lies in: its id.
std::string table_of(const std::vector<element>& dom, const element& e) {
  for (int p = e.parent; p >= 0; p = dom[p].parent)
    if (dom[p].name == "table") return dom[p].attr("id");
  return "";
}

bool thin(const json& r) {
  return r["games"].get<std::uint64_t>() < 30 || r["high95"].get<double>() - r["low95"].get<double>() > 0.30;
}

// Each card once, by data-index: the deck's own cards in table#cards, the others in
// table#cards-other; a rate with under 30 games or an interval over 30 points marked thin.
void check_card_row(const std::vector<element>& dom, const element& row, const json& c, const std::vector<const element*>& rates,
                    const std::string& where) {
  if (row.attr("data-deck") != c["deck"] || row.attr("data-card") != c["card"]) fail(where + ": names " + row.attr("data-card"));
  const std::string want_table = c.value("in_deck", true) ? "cards" : "cards-other";
  if (table_of(dom, row) != want_table) fail(where + ": in table#" + table_of(dom, row) + ", want #" + want_table);
  const bool row_thin = thin(c["when_deployed"]) || thin(c["when_not_deployed"]);
  if (row.attr("data-thin") != (row_thin ? "1" : "0")) fail(where + ": data-thin " + row.attr("data-thin"));
  for (const auto* e : children(dom, row)) {
    const std::string k = e->attr("data-key");
    if (k == "deck" || k == "card") {
      if (e->text != c[k].get<std::string>()) fail(where + ": the " + k + " cell reads '" + e->text + "'");
    } else if (k == "bought" || k == "deployed" || k == "destroyed" || k == "sold") {
      if (e->text != c[k].dump() || e->attr("data-sort") != c[k].dump()) fail(where + ": the " + k + " cell reads '" + e->text + "'");
      same_count(row, "data-" + k, c[k], where);
    } else if (k == "when_deployed" || k == "when_not_deployed") {
      if (e->attr("data-thin") != (thin(c[k]) ? "1" : "0")) fail(where + ": " + k + " data-thin " + e->attr("data-thin"));
    }
  }
  for (const char* k : {"when_deployed", "when_not_deployed"}) {
    const element* mark = nullptr;
    for (const element* r : rates)
      if (r->attr("data-key") == k && inside(dom, *r, row)) mark = r;
    if (!mark) fail(where + ": no " + k + " mark");
    else same_rate(dom, *mark, c[k], where + " " + k);
  }
}

void check_cards(const std::vector<element>& dom, const json& f) {
  const auto rows = marks(dom, "card-row");
  const auto rates = marks(dom, "card-rate");
  if (rows.size() != f["cards"].size()) fail("card table: " + std::to_string(rows.size()) + " rows, want " + std::to_string(f["cards"].size()));
  std::vector<int> seen(f["cards"].size());
  for (const element* row : rows) {
    const std::size_t i = std::stoul("0" + row->attr("data-index"));
    if (i >= seen.size() || seen[i]++) { fail("card row with data-index " + row->attr("data-index") + ": out of range or twice"); continue; }
    const json& c = f["cards"][i];
    check_card_row(dom, *row, c, rates, "card row " + std::to_string(i) + " (" + c["card"].get<std::string>() + ")");
  }
  // Game length by pairing: a row per pair with its mean.
  const auto lengths = marks(dom, "pair-length");
  if (lengths.size() != f["pairs"].size()) fail("pair lengths: " + std::to_string(lengths.size()) + " rows, want " + std::to_string(f["pairs"].size()));
  for (std::size_t p = 0; p < std::min(lengths.size(), f["pairs"].size()); ++p)
    if (lengths[p]->attr("data-mean") != f["pairs"][p]["turns"]["mean"].dump()) fail("pair length " + std::to_string(p) + ": mean " + lengths[p]->attr("data-mean"));
}

// The sorted DOM holds <pre id="sort-probe">: the rows' data-index after each click
// (tests/sim/report_sort_probe.js). Each must be the stable sort of the one before.
void check_sorting(const std::vector<element>& dom, const json& f) {
  const element* pre = nullptr;
  for (const auto& e : dom)
    if (e.attr("id") == "sort-probe") pre = &e;
  if (!pre) return fail("sorted page: no sort-probe output (did its script run?)");
  const json probe = json::parse(pre->text, nullptr, false);
  std::vector<std::size_t> order;  // the sortable table holds the decks' own cards
  for (std::size_t i = 0; i < f["cards"].size(); ++i)
    if (f["cards"][i].value("in_deck", true)) order.push_back(i);
  auto rate = [&](std::size_t i) {
    const json& r = f["cards"][i]["when_deployed"];
    return r["games"].get<std::uint64_t>() ? r["win_rate"].get<double>() : -1.0;
  };
  auto lower = [](std::string s) { for (char& ch : s) ch = char(std::tolower((unsigned char)ch)); return s; };
  struct step { const char* name; std::function<bool(std::size_t, std::size_t)> before; const char* aria; };
  const step steps[] = {
      {"deployed, first click", [&](auto a, auto b) { return f["cards"][a]["deployed"] > f["cards"][b]["deployed"]; }, "descending"},
      {"deployed, second click", [&](auto a, auto b) { return f["cards"][a]["deployed"] < f["cards"][b]["deployed"]; }, "ascending"},
      {"win rate when deployed", [&](auto a, auto b) { return rate(a) > rate(b); }, "descending"},
      {"card", [&](auto a, auto b) { return lower(f["cards"][a]["card"]) < lower(f["cards"][b]["card"]); }, "ascending"}};
  if (!probe.is_array() || probe.size() != std::size(steps)) return fail("sort probe: want one entry per click: " + probe.dump());
  for (std::size_t s = 0; s < std::size(steps); ++s) {
    std::stable_sort(order.begin(), order.end(), steps[s].before);
    if (probe[s]["order"] != json(order)) fail(std::string("sorting by ") + steps[s].name + ": rows " + probe[s]["order"].dump() + ", want " + json(order).dump());
    if (probe[s]["aria"] != steps[s].aria) fail(std::string("sorting by ") + steps[s].name + ": aria-sort " + probe[s]["aria"].dump());
  }
}

// The importance section: one mark per measured card in rank order (figures, and the
// difference bar and interval drawn where the numbers put them on the chart's track),
// differences ranked largest first, and each skipped card listed.
void check_importance(const std::vector<element>& dom, const json& f) {
  const auto charts = marks(dom, "importance");
  if (!f.contains("importance")) {
    if (!charts.empty()) fail("an importance chart without importance figures");
    return;
  }
  if (charts.size() != 1) return fail("want one importance chart, found " + std::to_string(charts.size()));
  const element& chart = *charts[0];
  const double lo = num(chart, "data-min"), hi = num(chart, "data-max"), x0 = num(chart, "data-x-min"),
               x1 = num(chart, "data-x-max");
  auto x = [&](double d) { return x0 + (d - lo) / (hi - lo) * (x1 - x0); };
  const json& cards = f["importance"]["cards"];
  const auto rows = marks(dom, "importance-card");
  if (rows.size() != cards.size())
    fail("importance: " + std::to_string(rows.size()) + " card marks for " + std::to_string(cards.size()) + " cards");
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const json& c = cards[i];
    const std::string where = "importance card " + c["card"].get<std::string>();
    if (i > 0 && c["difference"].get<double>() > cards[i - 1]["difference"].get<double>()) fail(where + ": not ranked");
    const element* e = find(rows, {{"data-rank", std::to_string(i + 1)}});
    if (!e) { fail(where + ": no mark of rank " + std::to_string(i + 1)); continue; }
    if (e->attr("data-card") != c["card"].get<std::string>()) fail(where + ": the mark of its rank is " + e->attr("data-card"));
    same_count(*e, "data-games", c["games"], where);
    const std::pair<const char*, const char*> values[] = {{"data-difference", "difference"}, {"data-low", "low95"}, {"data-high", "high95"}};
    for (const auto& [attr, key] : values)
      if (!close(num(*e, attr), c[key].get<double>(), 1e-12)) fail(where + ": " + attr + " is '" + e->attr(attr) + "'");
    const element *ci = nullptr, *bar = nullptr;
    for (const element* k : children(dom, *e)) {
      if (k->attr("data-part") == "ci") ci = k;
      if (k->attr("data-part") == "difference") bar = k;
    }
    if (!ci || !bar) { fail(where + ": the interval or the bar is missing"); continue; }
    const double d = c["difference"].get<double>();
    if (!close(num(*ci, "x1"), x(c["low95"].get<double>()), 0.011) || !close(num(*ci, "x2"), x(c["high95"].get<double>()), 0.011))
      fail(where + ": the interval is drawn from x " + ci->attr("x1") + " to " + ci->attr("x2") + ", not at its figures");
    if (!close(num(*bar, "x"), std::min(x(0), x(d)), 0.011) || !close(num(*bar, "width"), std::fabs(x(d) - x(0)), 0.011))
      fail(where + ": the bar is drawn at x " + bar->attr("x") + " width " + bar->attr("width") + ", not at the difference");
  }
  const json& skipped = f["importance"]["skipped"];
  const auto listed = marks(dom, "importance-skipped");
  if (listed.size() != skipped.size()) fail("importance: " + std::to_string(listed.size()) + " skipped cards listed, the figures say " + std::to_string(skipped.size()));
  for (std::size_t i = 0; i < std::min(listed.size(), skipped.size()); ++i)
    if (listed[i]->attr("data-card") != skipped[i]["card"].get<std::string>()) fail("importance: skipped card " + std::to_string(i) + " is " + listed[i]->attr("data-card"));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: report_check FIGURES.json DOM.html [SORTED_DOM.html]\n");
    return 2;
  }
  json figures = json::parse(read(argv[1]));
  figures.erase("timing");
  const std::vector<element> dom = parse_dom(read(argv[2]));
  std::size_t scripts = 0, tables = 0;
  for (const auto& e : dom) {
    if (e.name == "script" && e.attr("id") == "figures") {
      ++scripts;
      json embedded = json::parse(e.text, nullptr, false);
      if (embedded.is_discarded()) { fail("the figures embedded in the page are not JSON: " + e.text.substr(0, 80)); continue; }
      embedded.erase("timing");
      if (embedded != figures) fail("the figures embedded in the page are not the --format json figures");
    }
    if (e.name == "script" && e.has("src")) fail("the page loads a script from " + e.attr("src"));
    if (e.name == "link" || ((e.name == "img" || e.name == "iframe") && e.has("src"))) fail("the page refers to another file: <" + e.name + ">");
    if (e.attr("id") == "importance" && !figures.contains("importance")) fail("an importance section without importance figures");
    if (e.name == "table" && e.attr("id") == "cards" && (++tables, e.attr("data-sortable") != "ready"))
      fail("the card table's script did not run");
  }
  if (scripts != 1) fail("want one script#figures, found " + std::to_string(scripts));
  if (tables != 1) fail("want one table#cards, found " + std::to_string(tables));
  check_matrix(dom, figures);
  check_deck_rates(dom, figures);
  check_histograms(dom, figures);
  check_endings(dom, figures);
  check_cards(dom, figures);
  check_importance(dom, figures);
  if (argc > 3) check_sorting(parse_dom(read(argv[3])), figures);
  if (failures) std::printf("%d mismatch(es) between the report and the figures\n", failures);
  else std::printf("ok: the report's marks match the figures (%zu cards, %zu pairs)\n", figures["cards"].size(), figures["pairs"].size());
  return failures ? 1 : 0;
}
